//! What the league tests share (tests/leagues.rs): a clock the test moves, players and an
//! admin, the databases, services as bot processes, a league of nine, and what the Discord
//! side would do (threads for tables) or an admin (bots in every seat).

#![allow(dead_code)]

use crate::{postgres_server, scratch};
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_service::league::{Format, LeagueId, LeagueSetup};
use games_service::{Caller, Clock, Command, Location, Seeds, Service, Whom};
use games_store::Store;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

pub struct TestClock(pub AtomicI64);
impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

pub const DAY: i64 = 86_400;
pub const GUILD: GuildId = GuildId(10);

pub fn player(i: u64) -> Caller {
    Caller::new(GUILD, ChannelId(20), UserId(100 + i), format!("P{i}")).locale("en-GB")
}

pub fn admin() -> Caller {
    Caller::new(GUILD, ChannelId(20), UserId(4), "Dora")
        .locale("en-GB")
        .admin(true)
}

/// The databases to run on: a SQLite file, and PostgreSQL when the machine has it.
pub fn locations(name: &str) -> Vec<Location> {
    let mut out = vec![Location::Sqlite(scratch::db(name))];
    if postgres_server::available() {
        out.push(Location::Postgres(postgres_server::fresh_database(name)));
    }
    out
}

/// `n` services (as many bot processes) on one database, sharing the test's clock.
pub fn services(at: &Location, n: usize, clock: &Arc<TestClock>) -> Vec<Arc<Service>> {
    (0..n)
        .map(|k| {
            let store = Store::connect(at)
                .unwrap()
                .with_games(games_service::games());
            Arc::new(Service::new(
                store,
                clock.clone(),
                Seeds::Fixed((1000 * k as u64 + 7).into()),
            ))
        })
        .collect()
}

/// A Swiss league of three rounds at tables of three, nine players signed up.
pub fn league_of_nine(s: &Service) -> LeagueId {
    let setup = LeagueSetup {
        game: games_service::PIAZZA,
        table_size: 3,
        format: Format::Swiss { rounds: 3 },
        days_per_round: 7,
        clock_days: None,
        signup_until: None,
    };
    let (reply, id) = s.league_create(&admin(), setup).unwrap();
    let id = id.unwrap_or_else(|| panic!("created: {}", reply.text));
    for i in 1..=9 {
        let r = s.league_sign_up(&player(i), id).unwrap();
        assert!(!r.refused, "{}", r.text);
    }
    let again = s.league_sign_up(&player(1), id).unwrap();
    assert!(again.refused, "a second sign-up is refused");
    id
}

/// Ticks every service at once (threads), as processes would.
pub fn tick_all(services: &[Arc<Service>], now: i64) {
    std::thread::scope(|scope| {
        let handles: Vec<_> = services
            .iter()
            .map(|s| scope.spawn(move || s.league_tick(now).unwrap()))
            .collect();
        for h in handles {
            h.join().unwrap();
        }
    });
}

/// Gives every table of the round under way a thread (what the Discord side does).
pub fn give_threads(s: &Service, id: LeagueId) {
    let l = s.league(id).unwrap().unwrap();
    for t in &l.current_round().unwrap().tables {
        s.league_set_table_thread(t.id, ChannelId(50_000 + t.id as u64))
            .unwrap();
    }
}

/// Bots take every seat of the round's games (an admin's `replace`), and play them out.
pub fn bots_play_round(s: &Service, id: LeagueId) {
    let l = s.league(id).unwrap().unwrap();
    for t in &l.current_round().unwrap().tables {
        let channel = t.channel.unwrap();
        let in_thread = Caller::new(GUILD, channel, UserId(4), "Dora")
            .locale("en-GB")
            .admin(true);
        for &u in &t.players {
            let r = s
                .handle(
                    &in_thread,
                    Command::ReplaceWithBot {
                        whom: Whom::User(u),
                        kind: Some(calcada_bots::BotLevel::Easy),
                    },
                )
                .unwrap();
            assert!(!r.refused, "{}", r.text);
        }
        while s.play_bot_turn(t.game.unwrap()).unwrap() {}
    }
}

pub fn setup(table_size: usize, format: Format, signup_until: Option<i64>) -> LeagueSetup {
    LeagueSetup {
        game: games_service::PIAZZA,
        table_size,
        format,
        days_per_round: 7,
        clock_days: Some(3),
        signup_until,
    }
}

/// Each player's (league points, tables played, game points) computed here from each table's
/// game, independently of the league crate: 4, 2 and 0 league points for first, second and
/// third of three (tied players each take the better place's points, as the game ranks
/// them), game points summed.
pub fn expected_points(
    store: &Store,
    l: &games_store::StoredLeague,
) -> std::collections::BTreeMap<u64, (u32, u32, u64)> {
    let mut points = std::collections::BTreeMap::new();
    for t in l.rounds.iter().flat_map(|r| &r.tables) {
        let g = store.load_game(t.game.unwrap()).unwrap();
        assert_eq!(g.status, games_store::GameStatus::Finished);
        let pos = g.position().unwrap();
        for (seat, seat_row) in g.seats.iter().enumerate() {
            // Place and points from the game's own final ranking (its tie-breaks included).
            let standings = pos.standings();
            let own = standings.iter().find(|p| p.seat == seat).unwrap();
            let e: &mut (u32, u32, u64) = points.entry(seat_row.user.unwrap().0).or_default();
            e.0 += [4, 2, 0][own.rank - 1];
            e.1 += 1;
            e.2 += u64::from(own.points);
        }
    }
    points
}

/// Each row of `standings` against [`expected_points`]: league points, tables played and game
/// points, and one row a player.
pub fn assert_standings_equal(
    standings: &games_service::league::LeagueStandings,
    expected: &std::collections::BTreeMap<u64, (u32, u32, u64)>,
) {
    assert_eq!(standings.rows.len(), expected.len());
    for row in &standings.rows {
        let s = &row.standing;
        assert_eq!(
            (s.league_points, s.played, s.game_points),
            expected[&s.player.0],
            "{}",
            row.name
        );
    }
}
