//! A league run by two bot processes at once (issue 47, deliverable 3), on SQLite and on
//! PostgreSQL: the real `calcada` binary twice (two shards) against the fake Discord, one of
//! them killed by its crash point right after it created a table's game and before it wrote
//! it on the table. Both tick the league together: each table gets one thread (a thread that
//! lost the race is deleted), one game, started; the round's pairings are posted once.

#[path = "support/bot_process.rs"]
mod bot_process;
#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/postgres.rs"]
mod postgres_server;
#[path = "support/scratch.rs"]
mod scratch;

use bot_process::{sync, until, Bot};
use fake_discord::*;
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_service::league::{Format, LeagueId, LeagueSetup};
use games_service::{Caller, Seeds, Service, SystemClock};
use games_store::{GameStatus, Location, Store};
use std::collections::BTreeSet;
use std::sync::Arc;
use std::time::Duration;

fn who(id: u64, name: &str) -> Caller {
    Caller::new(GuildId(GUILD_ID), ChannelId(CHANNEL_ID), UserId(id), name).locale("en-GB")
}

async fn two_processes_run_one_league(location: Location, database: (&str, String)) {
    let fake = FakeDiscord::start().await;
    // A league of nine, three tables, started: round 1 paired, no thread yet.
    let (service, store) = sync(|| {
        let (service, _) =
            Service::open(location.clone(), Arc::new(SystemClock), Seeds::Random).unwrap();
        let setup = LeagueSetup {
            game: games_service::CALCADA,
            table_size: 3,
            format: Format::Swiss { rounds: 3 },
            days_per_round: 7,
            clock_days: None,
            signup_until: None,
        };
        let admin = who(4, "Dora").admin(true);
        let (_, id) = service.league_create(&admin, setup).unwrap();
        assert_eq!(id, Some(LeagueId(1)));
        for i in 0..9 {
            let r = service
                .league_sign_up(
                    &who(9_000_000_000_000_500 + i, &format!("p{i}")),
                    LeagueId(1),
                )
                .unwrap();
            assert!(!r.refused, "{}", r.text);
        }
        assert!(!service.league_start(&admin, LeagueId(1)).unwrap().refused);
        let store = Store::connect(&location)
            .unwrap()
            .with_games(games_service::games());
        (service, store)
    });
    let env = |shard: &str| {
        vec![
            ("DISCORD_TOKEN", "t".to_string()),
            ("DISCORD_PROXY_URL", fake.base_url()),
            database.clone(),
            ("DISCORD_SHARD_COUNT", "2".to_string()),
            ("DISCORD_SHARDS", shard.to_string()),
        ]
    };
    // Shard 0 dies right after it creates a table's game, before writing it on the table.
    let mut armed = env("0");
    armed.push(("CALCADA_FAILPOINT", "league-after-game-created".into()));
    let mut killed = Bot::spawn(&scratch::dir("league-procs-0"), &armed);
    let mut other = Bot::spawn(&scratch::dir("league-procs-1"), &env("1"));
    let ready = |s: &Store| {
        let l = s.league(LeagueId(1)).unwrap().unwrap();
        l.rounds[0].announced_at.is_some()
            && l.rounds[0].tables.iter().all(|t| {
                t.game
                    .is_some_and(|g| s.load_game(g).unwrap().status == GameStatus::Running)
            })
    };
    until("round 1 under way", Duration::from_secs(60), &fake, || {
        sync(|| ready(&store))
    })
    .await;
    // Whatever either process would still do.
    tokio::time::sleep(Duration::from_secs(2)).await;
    let l = sync(|| store.league(LeagueId(1)).unwrap().unwrap());
    let tables = &l.rounds[0].tables;
    // One thread a table; any other thread made in a race was deleted.
    let kept: BTreeSet<u64> = tables.iter().map(|t| t.channel.unwrap().0).collect();
    assert_eq!(kept.len(), 3);
    let deleted: BTreeSet<u64> = fake.deleted_threads().into_iter().collect();
    for t in fake.threads() {
        assert!(
            kept.contains(&t.id) != deleted.contains(&t.id),
            "thread {} neither a table's nor deleted",
            t.id
        );
    }
    // One game a table, seating its players, in its thread; none left over by the kill.
    assert_eq!(sync(|| store.count_games().unwrap()), 3);
    for t in tables {
        let g = sync(|| store.load_game(t.game.unwrap()).unwrap());
        assert_eq!(g.channel, t.channel.unwrap());
        let users: Vec<UserId> = g.seats.iter().map(|s| s.user.unwrap()).collect();
        assert_eq!(users, t.players);
    }
    // The pairings, posted once.
    let pairings = fake
        .channel_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| m.delivered() && m.text().contains("round 1 of 3"))
        .count();
    assert_eq!(pairings, 1, "{}", fake.summary());
    // Said, not asserted: which process got there first varies from run to run.
    eprintln!(
        "shard 0 killed at its crash point: {:?}; threads deleted after a race: {}",
        killed.child.try_wait().ok().flatten(),
        deleted.len()
    );
    killed.kill();
    other.kill();
    sync(move || drop((service, store)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_sqlite_run_one_league() {
    let db = scratch::db("league-procs");
    let path = db.display().to_string();
    two_processes_run_one_league(Location::Sqlite(db), ("DATABASE_PATH", path)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_postgres_run_one_league() {
    if !postgres_server::available() {
        return;
    }
    let url = sync(|| postgres_server::fresh_database("league_procs"));
    two_processes_run_one_league(Location::Postgres(url.clone()), ("DATABASE_URL", url)).await;
}
