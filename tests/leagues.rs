//! Server leagues through the service (issue 47), on SQLite and on PostgreSQL where the
//! tests run it: a 9-player Swiss league of three-player tables over three rounds, played to
//! the end (round 1 by bots taking every seat, rounds 2 and 3 settled at the deadline by the
//! stand-in), with a clock the test moves. Checked: every player seated once a round, no
//! repeat pairing, every table's game seating its players, the standings equal to a
//! computation made here from the games' own results; two services on one database ticking
//! at the same moments pair nothing twice and open each game once; a process that died after
//! pairing, or after creating a table's game, leaves one set of tables and one game each.

#[path = "support/postgres.rs"]
mod postgres_server;
#[path = "support/scratch.rs"]
mod scratch;
#[path = "support/leagues.rs"]
mod world;

use games_ids::ids::{ChannelId, UserId};
use games_service::league::{Format, LeagueId, LeagueStatus};
use games_service::{Caller, Clock, Location, Service};
use games_store::{GameStatus, Store};
use std::collections::BTreeSet;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;
use world::*;

/// The checks of one round: every player once, each table's game seating its players.
fn check_round(store: &Store, s: &Service, id: LeagueId, number: usize) {
    let l = s.league(id).unwrap().unwrap();
    assert_eq!(l.rounds.len(), number, "round {number} paired once");
    let round = &l.rounds[number - 1];
    assert_eq!(round.tables.len(), 3);
    assert!(round.byes.is_empty());
    let seated: Vec<UserId> = round
        .tables
        .iter()
        .flat_map(|t| t.players.clone())
        .collect();
    let unique: BTreeSet<UserId> = seated.iter().copied().collect();
    assert_eq!((seated.len(), unique.len()), (9, 9), "everyone once");
    for t in &round.tables {
        let g = store.load_game(t.game.unwrap()).unwrap();
        let users: Vec<UserId> = g.seats.iter().map(|s| s.user.unwrap()).collect();
        assert_eq!(users, t.players, "the game seats the table");
        assert_eq!(g.channel, t.channel.unwrap());
    }
}

/// Plays the whole league with `n` services ticking at once; returns the league.
fn play_league(at: &Location, n: usize) {
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let all = services(at, n, &clock);
    let s = &all[0];
    let store = Store::connect(at)
        .unwrap()
        .with_games(games_service::games());
    let id = league_of_nine(s);
    let started = s.league_start(&admin(), id).unwrap();
    assert!(!started.refused, "{}", started.text);
    assert!(s.league_start(&admin(), id).unwrap().refused);
    for number in 1..=3 {
        let now = clock.now();
        tick_all(&all, now);
        give_threads(s, id);
        tick_all(&all, now);
        check_round(&store, s, id, number);
        if number == 1 {
            // Bots finish round 1's games; the tick records them and pairs round 2.
            bots_play_round(s, id);
        } else {
            // Rounds 2 and 3 run out: the stand-in plays each table out at the deadline.
            clock.0.fetch_add(7 * DAY + 1, Ordering::SeqCst);
        }
        tick_all(&all, clock.now());
        let l = s.league(id).unwrap().unwrap();
        let round = &l.rounds[number - 1];
        assert!(round.ended_at.is_some(), "round {number} ended");
        let how: BTreeSet<&str> = round
            .tables
            .iter()
            .map(|t| t.settled.as_deref().unwrap())
            .collect();
        let expected = if number == 1 { "played" } else { "stand-in" };
        assert_eq!(how, BTreeSet::from([expected]));
    }
    let l = s.league(id).unwrap().unwrap();
    assert_eq!(l.status, LeagueStatus::Ended);
    assert_eq!(l.rounds.len(), 3);
    assert_eq!(store.count_games().unwrap(), 9, "one game per table");
    // A table's game has no rematch: the league pairs its players' next games.
    let t = &l.rounds[0].tables[0];
    let at_table = Caller::new(GUILD, t.channel.unwrap(), t.players[0], "P").locale("en-GB");
    let game = t.game.unwrap().0;
    let r = s
        .handle(&at_table, games_service::Command::Rematch { game })
        .unwrap();
    assert!(
        r.refused && r.text.contains("was a league table"),
        "{}",
        r.text
    );
    assert_eq!(store.count_games().unwrap(), 9, "nothing opened");
    // Nobody shared a table twice (nine players in threes can avoid it for three rounds).
    let mut met = BTreeSet::new();
    for t in l.rounds.iter().flat_map(|r| &r.tables) {
        for (i, a) in t.players.iter().enumerate() {
            for b in &t.players[i + 1..] {
                assert!(
                    met.insert((a.min(b).0, a.max(b).0)),
                    "{a} and {b} met twice"
                );
            }
        }
    }
    check_standings(&store, s, id, &l);
}

/// The standings, against a computation made here from each game's final ranking
/// ([`expected_points`]).
fn check_standings(store: &Store, s: &Service, id: LeagueId, l: &games_store::StoredLeague) {
    let points = expected_points(store, l);
    let standings = s.league_standings(id).unwrap().unwrap();
    assert_eq!(standings.rows.len(), 9);
    assert_standings_equal(&standings, &points);
    for w in standings.rows.windows(2) {
        let (a, b) = (&w[0].standing, &w[1].standing);
        assert!(
            a.league_points >= b.league_points,
            "ordered by league points"
        );
        if a.league_points == b.league_points {
            // Played the same tables (three each): game points decide before the rest.
            assert!(a.game_points >= b.game_points, "then by game points");
        }
        assert!(a.rank <= b.rank);
    }
    let text = s.league_standings_text(&admin(), id).unwrap().text;
    assert!(text.starts_with(&format!("League #{}: standings after round 3 of 3", id.0)));
    assert_eq!(text.lines().count(), 10, "{text}");
}

#[test]
fn a_swiss_league_of_nine_plays_three_rounds_to_the_end() {
    for at in locations("league_nine") {
        play_league(&at, 1);
    }
}

#[test]
fn two_processes_ticking_together_pair_and_open_everything_once() {
    for at in locations("league_two") {
        play_league(&at, 2);
    }
}

#[test]
fn a_process_killed_after_pairing_or_after_opening_a_game_leaves_one_set_of_tables() {
    for (k, at) in locations("league_kill").into_iter().enumerate() {
        let db = match &at {
            Location::Sqlite(path) => path.display().to_string(),
            Location::Postgres(url) => url.clone(),
        };
        // A process creates the league, pairs round 1 and is killed before opening anything.
        kill_child(&db, "start", "league-after-pairing");
        let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
        let s = services(&at, 1, &clock).remove(0);
        let store = Store::connect(&at)
            .unwrap()
            .with_games(games_service::games());
        let id = LeagueId(1);
        let l = s.league(id).unwrap().unwrap();
        assert_eq!((l.rounds.len(), l.rounds[0].tables.len()), (1, 3), "db {k}");
        let report = s.league_tick(clock.now()).unwrap();
        assert!(report.paired.is_empty(), "nothing paired again");
        assert_eq!(report.need_thread.len(), 3);
        give_threads(&s, id);
        // Another is killed after creating table 0's game, before writing it on the table.
        kill_child(&db, "open", "league-after-game-created");
        assert_eq!(store.count_games().unwrap(), 1);
        let l = s.league(id).unwrap().unwrap();
        assert!(l.rounds[0].tables.iter().all(|t| t.game.is_none()));
        let orphan = store
            .live_game_in(l.rounds[0].tables[0].channel.unwrap())
            .unwrap()
            .unwrap()
            .id;
        let report = s.league_tick(clock.now()).unwrap();
        assert_eq!(report.opened.len(), 3);
        let l = s.league(id).unwrap().unwrap();
        assert_eq!((l.rounds.len(), l.rounds[0].tables.len()), (1, 3));
        assert_eq!(
            l.rounds[0].tables[0].game,
            Some(orphan),
            "the orphan is taken up"
        );
        assert_eq!(store.count_games().unwrap(), 3, "one game per table");
        for t in &l.rounds[0].tables {
            let g = store.load_game(t.game.unwrap()).unwrap();
            assert_eq!(g.status, GameStatus::Running, "started");
        }
        // Ticking again changes nothing.
        let again = s.league_tick(clock.now()).unwrap();
        assert!(again.opened.is_empty() && again.paired.is_empty());
        assert_eq!(store.count_games().unwrap(), 3);
    }
}

/// Runs [`league_child_process`] in a process of its own, aborted at the crash point `point`.
fn kill_child(db: &str, step: &str, point: &str) {
    let status = std::process::Command::new(std::env::current_exe().unwrap())
        .args([
            "--ignored",
            "--exact",
            "league_child_process",
            "--test-threads=1",
        ])
        .env("LEAGUE_KILL_DB", db)
        .env("LEAGUE_KILL_STEP", step)
        .env("CALCADA_FAILPOINT", point)
        .stdout(std::process::Stdio::null())
        .stderr(std::process::Stdio::null())
        .status()
        .unwrap();
    // Aborted (SIGABRT, as abruptly as a kill -9), not failed: a panic exits with 101.
    use std::os::unix::process::ExitStatusExt;
    assert_eq!(
        status.signal(),
        Some(6),
        "the child was killed at {point}: {status}"
    );
}

/// The kill test's child: a bot process on the parent's database, killed by its crash point.
#[test]
#[ignore = "run by the kill test, in a process of its own"]
fn league_child_process() {
    let (Ok(db), Ok(step)) = (
        std::env::var("LEAGUE_KILL_DB"),
        std::env::var("LEAGUE_KILL_STEP"),
    ) else {
        panic!("run by the kill test only");
    };
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let s = services(&Location::parse(&db), 1, &clock).remove(0);
    if step == "start" {
        let id = league_of_nine(&s);
        s.league_start(&admin(), id).unwrap();
    } else {
        s.league_tick(clock.now()).unwrap();
    }
    panic!("not killed at step {step}");
}

#[test]
fn admins_drop_pause_resume_and_end_and_refusals_change_nothing() {
    let at = Location::Sqlite(scratch::db("league_admin"));
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let s = services(&at, 1, &clock).remove(0);
    let swiss = Format::Swiss { rounds: 2 };
    // Refused: not an admin, tables of five, no rounds, a sign-up already closed.
    let (r, none) = s.league_create(&player(1), setup(3, swiss, None)).unwrap();
    assert!(r.refused && none.is_none(), "{}", r.text);
    for bad in [
        setup(5, swiss, None),
        setup(3, Format::Swiss { rounds: 0 }, None),
        setup(3, swiss, Some(clock.now() - 1)),
    ] {
        let (r, none) = s.league_create(&admin(), bad).unwrap();
        assert!(r.refused && none.is_none(), "{}", r.text);
        assert!(r.text.contains("tables of 2 to 4"), "{}", r.text);
    }
    let (_, id) = s.league_create(&admin(), setup(3, swiss, None)).unwrap();
    let id = id.unwrap();
    for i in 1..=7 {
        assert!(!s.league_sign_up(&player(i), id).unwrap().refused);
    }
    assert!(
        s.league_start(&player(1), id).unwrap().refused,
        "admins only"
    );
    let started = s.league_start(&admin(), id).unwrap();
    assert!(started.text.contains("2 tables"), "{}", started.text);
    assert!(s.league_sign_up(&player(8), id).unwrap().refused, "closed");
    let l = s.league(id).unwrap().unwrap();
    assert_eq!(l.rounds[0].byes.len(), 1, "seven in threes: one bye");
    give_threads(&s, id);
    let opened = s.league_tick(clock.now()).unwrap().opened;
    assert_eq!(opened.len(), 2);

    // An admin drops a seated player: the stand-in takes their seat.
    let l = s.league(id).unwrap().unwrap();
    let table = &l.rounds[0].tables[0];
    let (dropped, quitter) = (table.players[0], table.players[1]);
    let r = s.league_drop(&admin(), id, dropped).unwrap();
    assert!(!r.refused, "{}", r.text);
    let g = s.league(id).unwrap().unwrap().rounds[0].tables[0]
        .game
        .unwrap();
    let store = Store::connect(&at)
        .unwrap()
        .with_games(games_service::games());
    let game = store.load_game(g).unwrap();
    assert!(game.seats[0].is_bot() && !game.seats[1].is_bot());
    // A player withdraws; twice is refused.
    let quitter = Caller::new(GUILD, ChannelId(20), quitter, "Q").locale("en-GB");
    assert!(!s.league_withdraw(&quitter, id).unwrap().refused);
    assert!(s.league_withdraw(&quitter, id).unwrap().refused);

    // Paused for two days across the deadline: nothing ends; resumed, the deadline moves.
    let deadline = s.league(id).unwrap().unwrap().rounds[0].deadline;
    clock.0.store(deadline - DAY, Ordering::SeqCst);
    assert!(!s.league_pause(&admin(), id, true).unwrap().refused);
    assert!(
        s.league_pause(&admin(), id, true).unwrap().refused,
        "paused already"
    );
    clock.0.store(deadline + DAY, Ordering::SeqCst);
    let idle = s.league_tick(clock.now()).unwrap();
    assert!(idle.recorded.is_empty() && idle.rounds_ended.is_empty());
    assert!(!s.league_pause(&admin(), id, false).unwrap().refused);
    let l = s.league(id).unwrap().unwrap();
    assert_eq!(l.rounds[0].deadline, deadline + 2 * DAY);
    assert_eq!(l.status, LeagueStatus::Running);
    assert!(s.league_tick(clock.now()).unwrap().recorded.is_empty());

    // Past the moved deadline: settled, and round 2 pairs the five still in.
    clock.0.store(deadline + 2 * DAY, Ordering::SeqCst);
    let report = s.league_tick(clock.now()).unwrap();
    assert_eq!(report.recorded.len(), 2, "{report:?}");
    assert_eq!(report.paired, vec![(id, 2)]);
    let l = s.league(id).unwrap().unwrap();
    let r2 = &l.rounds[1];
    let named: BTreeSet<UserId> = r2
        .tables
        .iter()
        .flat_map(|t| t.players.clone())
        .chain(r2.byes.clone())
        .collect();
    assert_eq!(named.len(), 5);
    assert!(!named.contains(&dropped) && !named.contains(&quitter.user));
    let standings = s.league_standings(id).unwrap().unwrap();
    let row = |u: UserId| {
        standings
            .rows
            .iter()
            .find(|r| r.standing.player.0 == u.0)
            .unwrap()
            .standing
            .clone()
    };
    assert!(row(dropped).withdrawn);
    assert_eq!(row(dropped).played, 0, "the stand-in's table is not theirs");

    // Ended by an admin: final, and the tick leaves it alone.
    assert!(s.league_end(&player(2), id).unwrap().refused, "admins only");
    assert!(!s.league_end(&admin(), id).unwrap().refused);
    assert!(s.league_end(&admin(), id).unwrap().refused);
    clock.0.fetch_add(30 * DAY, Ordering::SeqCst);
    let after = s.league_tick(clock.now()).unwrap();
    assert_eq!(after, Default::default());
    assert_eq!(s.league(id).unwrap().unwrap().rounds.len(), 2);
}

#[test]
fn sign_up_closing_starts_the_league_or_ends_it_with_too_few() {
    let at = Location::Sqlite(scratch::db("league_signup"));
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let s = services(&at, 1, &clock).remove(0);
    let until = clock.now() + DAY;
    let rr = Format::RoundRobin;
    let (_, full) = s
        .league_create(&admin(), setup(2, rr, Some(until)))
        .unwrap();
    let (_, short) = s
        .league_create(&admin(), setup(4, rr, Some(until)))
        .unwrap();
    let (full, short) = (full.unwrap(), short.unwrap());
    for i in 1..=3 {
        s.league_sign_up(&player(i), full).unwrap();
        s.league_sign_up(&player(i), short).unwrap();
    }
    let early = s.league_tick(clock.now()).unwrap();
    assert!(early.paired.is_empty() && early.ended.is_empty());
    clock.0.store(until, Ordering::SeqCst);
    let report = s.league_tick(clock.now()).unwrap();
    assert_eq!(report.paired, vec![(full, 1)]);
    assert_eq!(report.ended, vec![short]);
    let l = s.league(full).unwrap().unwrap();
    assert_eq!((l.rounds[0].tables.len(), l.rounds[0].byes.len()), (1, 1));
    assert_eq!(
        s.league_standings(full).unwrap().unwrap().rounds,
        3,
        "three in pairs: three rounds"
    );
}

#[test]
fn a_database_copied_to_postgresql_keeps_its_leagues() {
    if !postgres_server::available() {
        return;
    }
    let at = Location::Sqlite(scratch::db("league_copy"));
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let s = services(&at, 1, &clock).remove(0);
    let id = league_of_nine(&s);
    s.league_start(&admin(), id).unwrap();
    give_threads(&s, id);
    assert_eq!(s.league_tick(clock.now()).unwrap().opened.len(), 3);
    let source = Store::connect(&at)
        .unwrap()
        .with_games(games_service::games());
    let pg = Location::Postgres(postgres_server::fresh_database("league_copy"));
    let dest = Store::connect(&pg)
        .unwrap()
        .with_games(games_service::games());
    let copied = source.copy_into(&dest).unwrap();
    assert_eq!(copied.rows("league_tables"), 3);
    let moved = services(&pg, 1, &clock).remove(0);
    let (a, b) = (s.league(id).unwrap(), moved.league(id).unwrap());
    assert_eq!(format!("{a:?}"), format!("{b:?}"));
    // New leagues there continue after the copied ones.
    let (_, next) = moved
        .league_create(&admin(), setup(3, Format::RoundRobin, None))
        .unwrap();
    assert_eq!(next, Some(LeagueId(id.0 + 1)));
}
