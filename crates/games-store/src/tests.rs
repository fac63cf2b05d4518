//! What only SQLite has: its migrations' bookkeeping and the PRAGMAs of every connection.
//! The store's behaviour is tested on both databases in tests/store.rs.
use super::db::{self, lite};
use super::*;

/// A database path in a temporary folder of its own, removed with the folder when the
/// guard is dropped at the end of the test.
struct TempDb {
    _dir: tempfile::TempDir,
    path: std::path::PathBuf,
}

impl std::ops::Deref for TempDb {
    type Target = std::path::Path;
    fn deref(&self) -> &std::path::Path {
        &self.path
    }
}

impl AsRef<std::path::Path> for TempDb {
    fn as_ref(&self) -> &std::path::Path {
        &self.path
    }
}

/// The games these tests store (a program registers its own; the store names none).
fn games() -> Games {
    Games::new()
        .with::<calcada_rules::Game>()
        .with::<piazza_rules::Game>()
}

fn temp_db(name: &str) -> TempDb {
    let dir = tempfile::Builder::new()
        .prefix("games-store-")
        .tempdir()
        .expect("a temporary folder");
    let path = dir.path().join(format!("{name}.db"));
    TempDb { _dir: dir, path }
}

/// A store at `path` with a two-player Calçada game on `seed`, started (version 1).
fn started_game(
    path: &std::path::Path,
    seed: u64,
) -> (Store, games_ids::ids::GameId, calcada_rules::Game) {
    use calcada_rules::{Game, Settings};
    use games_ids::ids::{ChannelId, GuildId, UserId};
    let store = Store::open(path).unwrap().with_games(games());
    let seats = [
        Seat::human(UserId(1), "Ana"),
        Seat::human(UserId(2), "Bruno"),
    ];
    let options = GameOptions::default();
    let new = NewGame {
        guild: GuildId(9),
        channel: ChannelId(5),
        creator: UserId(1),
        options: &options,
        seed,
        salt: "salt",
        seats: &seats,
        kind: calcada_rules::KIND,
    };
    let id = store.create_game(&new, 0).unwrap();
    let game = Game::new(Settings::new(["Ana", "Bruno"], "A"), seed).unwrap();
    let start = Change {
        status: Some(GameStatus::Running),
        state: Some(&game),
        new_turn: true,
        ..Default::default()
    };
    store.apply_change(id, 0, &start, 100).unwrap();
    (store, id, game)
}

/// Plays the first legal action of `game` for its player to move (user 1 sends it) and
/// writes it over `version`.
fn play_first_legal(
    store: &Store,
    id: games_ids::ids::GameId,
    game: &mut calcada_rules::Game,
    version: u64,
    now: i64,
) {
    let (seat, action) = (game.current(), game.legal_actions()[0]);
    game.play(seat, action).unwrap();
    let moved = Change {
        state: Some(game),
        actions: &crate::action_json(&[(seat, action, Some(games_ids::ids::UserId(1)))]),
        ..Default::default()
    };
    store.apply_change(id, version, &moved, now).unwrap();
}

#[test]
fn migrations_apply_from_empty_and_rerun_cleanly() {
    let path = temp_db("migrate");
    let store = Store::open(&path).unwrap().with_games(games());
    assert_eq!(store.schema_version().unwrap(), lite::SCHEMA_VERSION);
    drop(store);
    let store = Store::open(&path).unwrap().with_games(games());
    assert_eq!(store.schema_version().unwrap(), lite::SCHEMA_VERSION);
    assert!(lite::migrations().validate().is_ok());
}

#[test]
fn every_connection_gets_the_pragmas() {
    let db = temp_db("pragmas");
    let store = Store::open(&db).unwrap().with_games(games());
    let db::Pool::Lite(pool) = &store.db.pool else {
        unreachable!("a SQLite store")
    };
    pool.with(|c| {
        let mode: String = c.pragma_query_value(None, "journal_mode", |r| r.get(0))?;
        let fk: i64 = c.pragma_query_value(None, "foreign_keys", |r| r.get(0))?;
        let busy: i64 = c.pragma_query_value(None, "busy_timeout", |r| r.get(0))?;
        assert_eq!((mode.as_str(), fk, busy), ("wal", 1, 5000));
        // A second connection, opened while the first is out: its page cache bounded too.
        let cache = |c: &rusqlite::Connection| -> Result<i64> {
            Ok(c.pragma_query_value(None, "cache_size", |r| r.get(0))?)
        };
        let second = pool.with(|other| cache(other))?;
        assert_eq!(
            (cache(c)?, second),
            (-lite::PAGE_CACHE_KIB, -lite::PAGE_CACHE_KIB)
        );
        Ok(())
    })
    .unwrap();
}

#[test]
fn a_lease_is_written_without_a_flush_and_the_connection_flushes_again_after() {
    let db = temp_db("lease");
    let store = Store::open(&db).unwrap().with_games(games());
    let synchronous =
        |c: &mut db::Conn<'_>| -> Result<i64> { c.query_one("PRAGMA synchronous", &[])?.get(0) };
    let inside = store.db.write_lease(|c| synchronous(c)).unwrap();
    let after = store.db.run(|c| synchronous(c)).unwrap();
    let failed: Result<()> = store.db.write_lease(|_| Err(StoreError::Conflict));
    assert!(matches!(failed, Err(StoreError::Conflict)));
    let after_failure = store.db.run(|c| synchronous(c)).unwrap();
    // Marking a notice posted is written the same way.
    let marking = store
        .db
        .write_unflushed(games_metrics::StoreOp::write, |c| synchronous(c))
        .unwrap();
    let written = store.db.write(|c| synchronous(c)).unwrap();
    // 1 = NORMAL, 2 = FULL.
    assert_eq!(
        (inside, after, after_failure, marking, written),
        (1, 2, 2, 1, 2)
    );
}

/// A cached statement with a bound `LIMIT` runs again, with another limit, without being
/// prepared again (the connection's query planner stability guarantee).
#[test]
fn a_cached_statement_with_a_bound_limit_is_not_prepared_again() {
    let db = temp_db("qpsg");
    let store = Store::open(&db).unwrap().with_games(games());
    let reprepared = store
        .db
        .run(|c| {
            let db::Conn::Lite(c) = c else {
                unreachable!("a SQLite store")
            };
            let sql = "SELECT id FROM outbox WHERE sent_at IS NULL ORDER BY id LIMIT ?1";
            for limit in [1i64, 5, 2, 7] {
                let mut st = c.prepare_cached(sql)?;
                let _rows: Vec<i64> = st
                    .query_map([limit], |r| r.get(0))?
                    .collect::<rusqlite::Result<_>>()?;
            }
            let st = c.prepare_cached(sql)?;
            Ok(st.get_status(rusqlite::StatementStatus::RePrepare))
        })
        .unwrap();
    assert_eq!(reprepared, 0);
}

/// Migration 0014 (the `game` column): a database whose games predate it, as an older build
/// left it (no column, schema version 13), migrates; each game reads back exactly as before,
/// log included, as a Calçada game. A row naming another game is not read as Calçada.
#[test]
fn games_stored_before_the_game_column_read_back_unchanged_as_calcada() {
    let path = temp_db("kinds");
    let (store, id, mut game) = started_game(&path, 7);
    play_first_legal(&store, id, &mut game, 1, 200);
    let before = store.load_game(id).unwrap();
    assert_eq!((before.kind, before.moves), (calcada_rules::KIND, 1));
    let before = format!("{before:?}");
    drop(store);

    let older = rusqlite::Connection::open(&path).unwrap();
    older
        .execute_batch(
            "DROP TABLE rematch_accepts;
             DROP TABLE rematches;
             ALTER TABLE games DROP COLUMN game;
             ALTER TABLE outbox DROP COLUMN compose_failures;
             ALTER TABLE outbox DROP COLUMN fold_last;
             ALTER TABLE outbox DROP COLUMN folded_into;
             DROP TABLE league_tables;
             DROP TABLE league_rounds;
             DROP TABLE league_players;
             DROP TABLE leagues;
             PRAGMA user_version = 13;",
        )
        .unwrap();
    drop(older);
    let store = Store::open(&path).unwrap().with_games(games());
    assert_eq!(store.schema_version().unwrap(), lite::SCHEMA_VERSION);
    let after = store.load_game(id).unwrap();
    assert_eq!(after.kind, calcada_rules::KIND);
    assert_eq!(
        format!("{after:?}"),
        before,
        "the game reads back as it was"
    );
    assert_eq!(store.actions(id).unwrap().len(), 1);

    store
        .db
        .write(|c| c.execute("UPDATE games SET game = 'piazza' WHERE id = ?1", &[&id]))
        .unwrap();
    // Read as Piazza, a Calçada position is no Piazza snapshot: refused as corrupt, never
    // misread.
    let misread = store.load_game(id);
    assert!(
        matches!(&misread, Err(StoreError::CorruptSnapshot { game, kind, .. })
            if *game == id && *kind == piazza_rules::KIND),
        "{misread:?}"
    );
    store
        .db
        .write(|c| c.execute("UPDATE games SET game = 'rossio' WHERE id = ?1", &[&id]))
        .unwrap();
    let unknown = store.load_game(id);
    assert!(
        matches!(&unknown, Err(StoreError::UnknownGame { game, tag }) if *game == id && tag == "rossio"),
        "{unknown:?}"
    );
}

/// Migration 0015 (results per game): a database with results as an older build left them
/// (schema version 14, no `game` in the keys) migrates; every player's and bot level's row
/// comes back unchanged, as Calçada's, and Piazza's leaderboard starts empty.
#[test]
fn results_stored_before_results_per_game_read_back_as_calcadas() {
    use games_ids::ids::{GuildId, UserId};
    let path = temp_db("results");
    {
        let mut conn = rusqlite::Connection::open(&path).unwrap();
        lite::migrations().to_version(&mut conn, 14).unwrap();
        conn.execute_batch(
            "INSERT INTO player_stats (guild_id, user_id, name, games, wins, points, best,
                 best_game, rating, uncertainty)
             VALUES (9, 1, 'Ana', 3, 2, 150, 61, 4, 27.5, 6.25);
             INSERT INTO bot_stats (guild_id, kind, games, wins, points, best)
             VALUES (9, 'greedy', 3, 1, 120, 48);",
        )
        .unwrap();
    }
    let store = Store::open(&path).unwrap().with_games(games());
    assert_eq!(store.schema_version().unwrap(), lite::SCHEMA_VERSION);
    let board = store
        .leaderboard(GuildId(9), calcada_rules::KIND, 10)
        .unwrap();
    assert_eq!(board.len(), 1);
    let ana = &board[0];
    assert_eq!(
        (
            ana.user,
            ana.name.as_str(),
            ana.games,
            ana.wins,
            ana.points,
            ana.best
        ),
        (UserId(1), "Ana", 3, 2, 150, 61)
    );
    assert_eq!(ana.best_game.map(|g| g.0), Some(4));
    assert_eq!((ana.rating, ana.uncertainty), (27.5, 6.25));
    let bots = store.bot_stats(GuildId(9), calcada_rules::KIND).unwrap();
    assert_eq!(bots.len(), 1);
    assert_eq!(
        (bots[0].games, bots[0].wins, bots[0].points, bots[0].best),
        (3, 1, 120, 48)
    );
    assert!(store
        .leaderboard(GuildId(9), piazza_rules::KIND, 10)
        .unwrap()
        .is_empty());
    assert!(store
        .bot_stats(GuildId(9), piazza_rules::KIND)
        .unwrap()
        .is_empty());
}

/// The games kept parsed are the running ones: a game's entry goes in the write that finishes
/// it or ends it (each game's last running position stayed, a thousand of them in a soak).
#[test]
fn a_game_that_stops_running_is_no_longer_kept_parsed() {
    let path = temp_db("parsed-over");
    for status in [GameStatus::Finished, GameStatus::Ended] {
        let (store, id, mut game) = started_game(&path, 5);
        play_first_legal(&store, id, &mut game, 1, 101);
        assert_eq!(store.parsed.len(), 1, "the running game is kept");
        let stop = Change {
            status: Some(status),
            state: Some(&game),
            ..Default::default()
        };
        store.apply_change(id, 2, &stop, 102).unwrap();
        assert_eq!(store.parsed.len(), 0, "{status:?}: dropped");
        // An end written without a position drops it too.
        let (store, id, mut game) = started_game(&path, 6);
        play_first_legal(&store, id, &mut game, 1, 101);
        let stop = Change {
            status: Some(status),
            ..Default::default()
        };
        store.apply_change(id, 2, &stop, 102).unwrap();
        assert_eq!(
            store.parsed.len(),
            0,
            "{status:?} without a position: dropped"
        );
    }
}

/// A write keeps the game it stored for the next read (`parsed.rs`): what that read serves is
/// what the stored text parses to, as a store with nothing kept (another process) reads it;
/// and the log's seqs still run 0 to 5 (the next seq is read from the end of the log).
#[test]
fn a_game_read_after_a_write_is_what_its_stored_text_parses_to() {
    use calcada_rules::{Game, Snapshot};
    let path = temp_db("written");
    let (store, id, mut game) = started_game(&path, 11);
    for version in 1..=6u64 {
        play_first_legal(&store, id, &mut game, version, 100 + version as i64);
        let text: String = store
            .db
            .run(|c| {
                c.query_one("SELECT snapshot FROM games WHERE id = ?1", &[&id])?
                    .get(0)
            })
            .unwrap();
        let snap: Snapshot = serde_json::from_str(&text).unwrap();
        let parsed = Game::from_snapshot(snap).unwrap();
        let read = store.load_game(id).unwrap();
        assert_eq!(
            read.state_of::<calcada_rules::Game>(),
            Some(&parsed),
            "after write {version}"
        );
        assert_eq!(read.state_of::<calcada_rules::Game>(), Some(&game));
        assert_eq!(read.moves, version);
        let fresh = Store::open(&path)
            .unwrap()
            .with_games(games())
            .load_game(id)
            .unwrap();
        assert_eq!(
            fresh.state_of::<calcada_rules::Game>().cloned(),
            read.state_of::<calcada_rules::Game>().cloned(),
            "a store with nothing kept reads the same"
        );
    }
    let seqs: Vec<u64> = store.actions(id).unwrap().iter().map(|a| a.seq).collect();
    assert_eq!(seqs, (0..6).collect::<Vec<u64>>());
}

/// Two processes started together on a new file both migrate it: whoever loses the race
/// finds the schema already there, and both open (threads here, each its own connection, as
/// two processes would have).
#[test]
fn opening_a_new_file_at_the_same_moment_migrates_it_once() {
    for round in 0..8 {
        let db = temp_db(&format!("race-{round}"));
        let barrier = std::sync::Arc::new(std::sync::Barrier::new(4));
        let openers: Vec<_> = (0..4)
            .map(|_| {
                let (path, barrier) = (db.path.clone(), barrier.clone());
                std::thread::spawn(move || {
                    barrier.wait();
                    Store::open(&path).map(|s| s.schema_version().unwrap())
                })
            })
            .collect();
        for opener in openers {
            let version = opener.join().unwrap().expect("opens");
            assert_eq!(version, lite::SCHEMA_VERSION);
        }
    }
}
