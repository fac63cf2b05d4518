//! Past one machine: two bot processes, each running one of two gateway shards, sharing one
//! PostgreSQL database (a real server this test starts) and the fake Discord. Games in
//! guilds of both shards; racing commands on one game (exactly one applied); reminders sent
//! once while both run; one process killed with SIGKILL mid-game, the other delivering what
//! it left (its claims expire), nothing lost and nothing posted twice.

#[path = "support/bot_process.rs"]
mod bot_process;
#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/postgres.rs"]
mod postgres_server;
#[path = "support/scratch.rs"]
mod scratch;

use bot_process::{Bot, T};
use calcada_rules::{Game, Settings};
use fake_discord::*;
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_store::{Change, GameOptions, GameStatus, Location, NewGame, Seat, Store};
use serde_json::{json, Value};
use std::time::{Duration, Instant};

/// Runs blocking database work from the async test (the PostgreSQL client starts a runtime
/// of its own, which tokio refuses inside a task unless told it may block).
fn sync<R>(f: impl FnOnce() -> R) -> R {
    tokio::task::block_in_place(f)
}

/// The shard Discord sends a guild's events to.
fn shard_of(guild: u64, count: u64) -> u64 {
    (guild >> 22) % count
}

struct Table<'a> {
    fake: &'a FakeDiscord,
    next: u64,
}

impl Table<'_> {
    fn slash(&mut self, user: &TestUser, guild: u64, channel: u64, sub: &str, opts: Value) -> u64 {
        self.next += 1;
        let (name, options) = layout::route("calcada", sub, opts);
        self.fake.interact(slash_command(
            self.next,
            &name,
            options,
            user,
            channel,
            Some(guild),
            perms::MEMBER,
        ));
        self.next
    }

    async fn answered(
        &mut self,
        user: &TestUser,
        guild: u64,
        channel: u64,
        sub: &str,
        opts: Value,
    ) -> Callback {
        let id = self.slash(user, guild, channel, sub, opts);
        self.fake.wait_callback(id, T).await
    }
}

fn turn_pictures(fake: &FakeDiscord, channel: u64) -> usize {
    fake.channel_messages(channel)
        .iter()
        .filter(|m| m.attachments.iter().any(|a| a.filename == "turn.png"))
        .count()
}

fn pings(fake: &FakeDiscord, channel: u64, user: u64) -> usize {
    fake.channel_messages(channel)
        .iter()
        .filter(|m| m.text().contains(&format!("<@{user}>")))
        .count()
}

async fn until(what: &str, mut done: impl FnMut() -> bool) {
    let deadline = Instant::now() + T;
    while !done() {
        assert!(Instant::now() < deadline, "{what}: never happened");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// A running two-player game whose turn began 90 minutes ago: its first reminder (hourly) is
/// due at once, the second not for another half hour.
fn waiting_game(store: &Store, guild: u64, channel: u64) {
    let options = GameOptions {
        reminder_interval_secs: 3600,
        ..Default::default()
    };
    let seats = [
        Seat::human(UserId(9_000_000_000_000_501), "Ana"),
        Seat::human(UserId(9_000_000_000_000_502), "Bruno"),
    ];
    let new = NewGame {
        guild: GuildId(guild),
        channel: ChannelId(channel),
        creator: UserId(9_000_000_000_000_501),
        options: &options,
        seed: 3,
        salt: "salt",
        seats: &seats,
        kind: games_service::CALCADA,
    };
    let started = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
        - 5400;
    let id = store.create_game(&new, started).unwrap();
    let game = Game::new(Settings::new(["Ana", "Bruno"], "A"), 3).unwrap();
    let change = Change {
        status: Some(GameStatus::Running),
        state: Some(&game),
        new_turn: true,
        ..Default::default()
    };
    store.apply_change(id, 0, &change, started).unwrap();
}

#[test]
fn two_processes_on_two_shards_share_one_postgres_and_lose_nothing_when_one_dies() {
    if !postgres_server::available() {
        return;
    }
    // The test's own store lives outside the runtime: its PostgreSQL client runs a runtime
    // of its own, which must not be dropped inside another.
    let url = postgres_server::fresh_database("shards");
    let store = Store::connect(&Location::Postgres(url.clone()))
        .unwrap()
        .with_games(games_service::games());
    tokio::runtime::Builder::new_multi_thread()
        .worker_threads(2)
        .enable_all()
        .build()
        .unwrap()
        .block_on(play(&store, &url));
}

async fn play(store: &Store, url: &str) {
    let fake = FakeDiscord::start().await;
    let env = |shard: &str| {
        vec![
            ("DISCORD_TOKEN", "t".to_string()),
            ("DISCORD_PROXY_URL", fake.base_url()),
            ("DATABASE_URL", url.to_string()),
            ("DISCORD_SHARD_COUNT", "2".to_string()),
            ("DISCORD_SHARDS", shard.to_string()),
            // A claim outlasts the longest post (two requests of at most 1 s, and 2 s): the
            // killed process's claims lapse after 4 s.
            ("CALCADA_CLAIM_SECS", "2".to_string()),
            ("CALCADA_HTTP_TIMEOUT_SECS", "1".to_string()),
        ]
    };
    // Indexed by shard.
    let mut bots = vec![
        Bot::spawn(&scratch::dir("shard-0"), &env("0")),
        Bot::spawn(&scratch::dir("shard-1"), &env("1")),
    ];
    fake.wait_ready_count(2, T).await;
    fake.wait_registered_commands(T).await;
    let mut shards: Vec<Value> = fake.identifies().into_iter().map(|i| i.shard).collect();
    shards.sort_by_key(|s| s[0].as_u64());
    assert_eq!(shards, [json!([0, 2]), json!([1, 2])]);

    // A guild on each shard (B's: the one whose game it will be running when it dies).
    let guild_a = GUILD_ID;
    let guild_b = GUILD_ID + (1 << 22);
    let (shard_a, shard_b) = (shard_of(guild_a, 2), shard_of(guild_b, 2));
    assert_ne!(shard_a, shard_b);
    let (chan_a, chan_b) = (CHANNEL_ID, CHANNEL_ID + 1);
    let ana = TestUser::new(9_000_000_000_000_401, "ana");
    let bruno = TestUser::new(9_000_000_000_000_402, "bruno");
    let mut t = Table {
        fake: &fake,
        next: 4_200_000_000_000_000_000,
    };

    // A game in a guild of each shard, each answered by its own process.
    for (guild, channel) in [(guild_a, chan_a), (guild_b, chan_b)] {
        for (user, sub, opts) in [
            (&ana, "new", json!([opt_int("players", 2)])),
            (&bruno, "join", json!([])),
            (&ana, "start", json!([])),
        ] {
            let cb = t.answered(user, guild, channel, sub, opts).await;
            assert!(!cb.text().is_empty(), "{sub} in {guild}");
        }
    }
    for channel in [chan_a, chan_b] {
        until("the start message", || {
            fake.channel_messages(channel)
                .iter()
                .any(|m| m.text().contains("The game starts"))
        })
        .await;
    }

    // Racing: the same declaration sent twice at once; exactly one is applied.
    let game = sync(|| store.live_game_in(ChannelId(chan_a)).unwrap()).unwrap();
    let engine = game.state_of::<calcada_rules::Game>().cloned().unwrap();
    let player = if engine.current() == 0 { &ana } else { &bruno };
    let d = engine.legal_declarations()[0];
    let stone = json!([opt_str("stone", &format!("{} {}", d.space, d.colour.key()))]);
    let first = t.slash(player, guild_a, chan_a, "declare", stone.clone());
    let second = t.slash(player, guild_a, chan_a, "declare", stone);
    let answers = [
        fake.wait_callback(first, T).await,
        fake.wait_callback(second, T).await,
    ];
    let applied = answers
        .iter()
        .filter(|c| c.text_contains("You declared"))
        .count();
    assert_eq!(
        applied,
        1,
        "{:?}",
        answers.iter().map(Callback::text).collect::<Vec<_>>()
    );
    assert_eq!(
        sync(|| store.actions(game.id).unwrap()).len(),
        1,
        "one declaration in the log"
    );

    // A reminder due while both run: sent by exactly one of them.
    let chan_due = CHANNEL_ID + 2;
    sync(|| waiting_game(store, guild_b, chan_due));
    until("the reminder", || {
        !fake.channel_messages(chan_due).is_empty()
    })
    .await;
    until("the reminder marked sent", || {
        sync(|| store.pending_notices(10).unwrap()).is_empty()
    })
    .await;
    // Both processes tick every 0.2 s: a second reminder would have come by now.
    tokio::time::sleep(Duration::from_millis(1000)).await;
    assert_eq!(
        fake.channel_messages(chan_due).len(),
        1,
        "{}",
        fake.summary()
    );

    // B's player completes a turn; B is killed (SIGKILL) as soon as it has answered,
    // while its pump is posting the turn message (or about to).
    let game = sync(|| store.live_game_in(ChannelId(chan_b)).unwrap()).unwrap();
    let engine = game.state_of::<calcada_rules::Game>().cloned().unwrap();
    let (player, other) = if engine.current() == 0 {
        (&ana, &bruno)
    } else {
        (&bruno, &ana)
    };
    let d = engine.legal_declarations()[0];
    let stone = json!([opt_str("stone", &format!("{} {}", d.space, d.colour.key()))]);
    assert!(t
        .answered(player, guild_b, chan_b, "declare", stone)
        .await
        .text_contains("You declared"));
    let engine = sync(|| store.live_game_in(ChannelId(chan_b)).unwrap())
        .unwrap()
        .state_of::<calcada_rules::Game>()
        .cloned()
        .unwrap();
    let p = engine.legal_placements()[0];
    let square = p.squares().next().unwrap();
    let tile = json!([opt_str(
        "tile",
        &format!("{} {square}", p.tile.symbol.key())
    )]);
    let placed = t.slash(player, guild_b, chan_b, "place", tile);
    fake.wait_callback(placed, T).await;
    bots[shard_b as usize].kill();
    assert_eq!(
        sync(|| store.actions(game.id).unwrap()).len(),
        2,
        "the turn was committed"
    );

    // The survivor delivers the turn message once its claim (2 s) has expired: once.
    until("the turn message", || turn_pictures(&fake, chan_b) == 1).await;
    until("every notice sent", || {
        sync(|| store.pending_notices(10).unwrap()).is_empty()
    })
    .await;
    assert_eq!(turn_pictures(&fake, chan_b), 1, "{}", fake.summary());
    assert_eq!(pings(&fake, chan_b, other.id), 1, "{}", fake.summary());

    // And the dead process's guild's reminders come from the survivor.
    let chan_late = CHANNEL_ID + 3;
    sync(|| waiting_game(store, guild_b, chan_late));
    until("the survivor's reminder", || {
        !fake.channel_messages(chan_late).is_empty()
    })
    .await;
    until("the reminder marked sent", || {
        sync(|| store.pending_notices(10).unwrap()).is_empty()
    })
    .await;
    assert_eq!(fake.channel_messages(chan_late).len(), 1);

    let survivor = bots.swap_remove(shard_a as usize);
    survivor.terminate();
    assert!(survivor.wait().await.0.success());
    fake.stop().await;
}
