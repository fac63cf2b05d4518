//! Moving a bot's database (SQLite to PostgreSQL, or back): every table copied row for row,
//! ids kept, games in chunks (one transaction each), then checked: the same number of rows
//! in every table, and every game loads and replays its log to its stored position.

use super::db::{Conn, Db, Row};
use super::{Backend, Result, Store, StoreError};
use rusqlite::params;
use rusqlite::types::ToSql;

/// The tables of a game (keyed by `game_id`), with their columns, in the order rows are
/// copied (a game before what refers to it).
const GAME_TABLES: &[(&str, &str)] = &[
    (
        "seats",
        "game_id, seat, user_id, display_name, bot, notify_dm",
    ),
    ("actions", "game_id, seq, seat, action, user_id, at"),
    (
        "outbox",
        "id, game_id, channel_id, user_id, kind, direct, text, created_at, sent_at, attempts,
         failed_at, body, not_before, claimed_by, claimed_until, retry_at, last_error",
    ),
    ("hints", "game_id, seq, seat, at"),
];

const GAME_COLUMNS: &str = "id, guild_id, channel_id, creator_id, status, options, seed, version,
    snapshot, created_at, updated_at, turn_started_at, reminders_sent, salt, bots_from, next_check_at,
    clock_banks, clock_due_at, game";

/// Tables not tied to one game: copied whole.
const OTHER_TABLES: &[(&str, &str)] = &[
    (
        "guild_settings",
        "guild_id, reminder_interval_secs, max_away_days, lobby_days, paused_at",
    ),
    (
        "player_stats",
        "guild_id, game, user_id, name, games, wins, points, best, best_game, rating, uncertainty",
    ),
    (
        "bot_stats",
        "guild_id, game, kind, games, wins, points, best",
    ),
    (
        "user_settings",
        "user_id, time_zone, quiet_start, quiet_end, notify, reminder_secs, away_until",
    ),
    (
        "channel_blocks",
        "channel_id, game_id, missing, code, since",
    ),
    ("away_periods", "user_id, since, until"),
    // Leagues (migration 0017), a league before what refers to it.
    (
        "leagues",
        "id, guild_id, channel_id, creator_id, game, status, settings, round_secs, clock_secs,
         signup_until, lang, created_at, paused_at, version, end_announced_at",
    ),
    (
        "league_players",
        "league_id, user_id, name, signed_at, withdrawn",
    ),
    (
        "league_rounds",
        "league_id, number, byes, started_at, deadline, ended_at, announced_at",
    ),
    (
        "league_tables",
        "id, league_id, round, number, players, channel_id, game_id, result, settled",
    ),
    // Rematch offers (migration 0018), an offer before its acceptances.
    (
        "rematches",
        "game_id, channel_id, lapses_at, opened_game_id, lapse_told_at",
    ),
    ("rematch_accepts", "game_id, user_id, at"),
];

/// Games per copying transaction.
const CHUNK: i64 = 200;

/// What a copy moved: rows per table, in the order copied.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct Copied {
    pub tables: Vec<(&'static str, u64)>,
    pub games_replayed: u64,
}

impl Copied {
    pub fn rows(&self, table: &str) -> u64 {
        self.tables
            .iter()
            .find(|(t, _)| *t == table)
            .map_or(0, |(_, n)| *n)
    }
}

impl Store {
    /// Copies everything this store holds into `dest`, which must hold no games, then checks
    /// the copy (row counts, every game loads and replays). Both stores are at the same schema
    /// version (each brought up to date when opened).
    pub fn copy_into(&self, dest: &Store) -> Result<Copied> {
        if dest.count_games()? > 0 {
            return Err(StoreError::Unsupported(
                "copying into a database that already holds games",
            ));
        }
        let mut copied = Copied::default();
        let last: i64 = self.db.run(|c| {
            c.query_one("SELECT COALESCE(MAX(id), 0) FROM games", &[])?
                .get(0)
        })?;
        let mut counts = vec![0u64; GAME_TABLES.len() + 1];
        let mut lo = 0;
        while lo <= last {
            let hi = lo + CHUNK;
            let range = params![lo, hi];
            let games = self.db.run(|c| {
                c.query(
                    &format!("SELECT {GAME_COLUMNS} FROM games WHERE id >= ?1 AND id < ?2"),
                    range,
                )
            })?;
            let mut tables = Vec::new();
            for (table, columns) in GAME_TABLES {
                let sql =
                    format!("SELECT {columns} FROM {table} WHERE game_id >= ?1 AND game_id < ?2");
                tables.push(self.db.run(|c| c.query(&sql, range))?);
            }
            dest.db.write(|tx| {
                counts[0] += insert_rows(tx, "games", GAME_COLUMNS, &games)?;
                for (k, (table, columns)) in GAME_TABLES.iter().enumerate() {
                    counts[k + 1] += insert_rows(tx, table, columns, &tables[k])?;
                }
                Ok(())
            })?;
            lo = hi;
        }
        copied.tables.push(("games", counts[0]));
        for (k, (table, _)) in GAME_TABLES.iter().enumerate() {
            copied.tables.push((table, counts[k + 1]));
        }
        for (table, columns) in OTHER_TABLES {
            let rows = self
                .db
                .run(|c| c.query(&format!("SELECT {columns} FROM {table}"), &[]))?;
            let n = dest.db.write(|tx| insert_rows(tx, table, columns, &rows))?;
            copied.tables.push((table, n));
        }
        if dest.backend() == Backend::Postgres {
            // Ids were given explicitly: new games and notices continue after the copied ones.
            dest.db.run(|c| {
                for table in ["games", "outbox", "leagues", "league_tables"] {
                    c.query(
                        &format!(
                            "SELECT setval(pg_get_serial_sequence('{table}', 'id'),
                                 GREATEST((SELECT MAX(id) FROM {table}), 1))"
                        ),
                        &[],
                    )?;
                }
                Ok(())
            })?;
        }
        copied.games_replayed = self.check_copy(dest, &copied)?;
        Ok(copied)
    }

    /// The copy has as many rows as the source in every table, and every game loads and
    /// replays; returns how many games were replayed (those that started).
    fn check_copy(&self, dest: &Store, copied: &Copied) -> Result<u64> {
        for (table, n) in &copied.tables {
            let count = |db: &Db| -> Result<u64> {
                db.run(|c| {
                    let sql = format!("SELECT COUNT(*) FROM {table}");
                    Ok(c.query_one(&sql, &[])?.get::<i64>(0)? as u64)
                })
            };
            let (source, copy) = (count(&self.db)?, count(&dest.db)?);
            if source != copy || copy != *n {
                return Err(StoreError::CopyDiffers(format!(
                    "{table}: {source} rows in the source, {copy} in the copy"
                )));
            }
        }
        let mut replayed = 0;
        for id in dest.all_game_ids()? {
            let game = dest.load_game(id)?;
            if self.load_game(id)? != game {
                return Err(StoreError::CopyDiffers(format!("game {id}")));
            }
            if game.state.is_some() {
                dest.verify_game(id)?;
                replayed += 1;
            }
        }
        Ok(replayed)
    }
}

/// Inserts `rows` (read with the same `columns`) into `table`; returns how many.
fn insert_rows(tx: &mut Conn<'_>, table: &str, columns: &str, rows: &[Row]) -> Result<u64> {
    let Some(first) = rows.first() else {
        return Ok(0);
    };
    let marks: Vec<String> = (1..=first.0.len()).map(|i| format!("?{i}")).collect();
    let sql = format!(
        "INSERT INTO {table} ({columns}) VALUES ({})",
        marks.join(", ")
    );
    for row in rows {
        let params: Vec<&dyn ToSql> = row.0.iter().map(|v| v as &dyn ToSql).collect();
        tx.execute(&sql, &params)?;
    }
    Ok(rows.len() as u64)
}
