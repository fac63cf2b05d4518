//! The SQLite store: one file, migrations embedded and applied at open, every write one
//! transaction with a version check. No SQL outside this module.
//!
//! Connections are pooled (a `Mutex<Vec<Connection>>`), each with the same PRAGMAs, so the
//! store can be shared between threads; callers on an async runtime run store calls on a
//! blocking pool (see `crate::service`).

mod model;

pub use model::*;

use crate::engine::{Action, Game, Snapshot};
use rusqlite::{params, Connection, OptionalExtension, Row, Transaction, TransactionBehavior};
use rusqlite_migration::{Migrations, M};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

/// The migrations, in order. Append-only: a released migration is never edited.
const MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/0001_initial.sql"),
    include_str!("../../migrations/0002_outbox_failures.sql"),
];

/// Delivery attempts before a notice is given up.
pub const MAX_DELIVERY_ATTEMPTS: i64 = 5;

/// How long a writer waits for another writer's lock before giving up.
const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

/// A store failure. `Conflict` and `ChannelBusy` are expected outcomes the service turns into
/// polite answers; the others are faults.
#[derive(Debug)]
pub enum StoreError {
    /// The game changed since it was read (another action won the race).
    Conflict,
    /// The channel already has an open or running game.
    ChannelBusy,
    /// The game does not exist.
    NotFound,
    Sqlite(rusqlite::Error),
    Migration(String),
    /// Stored data that does not load (a bug or a hand-edited file).
    Corrupt(String),
}

impl std::fmt::Display for StoreError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            StoreError::Conflict => write!(f, "the game changed meanwhile"),
            StoreError::ChannelBusy => write!(f, "the channel already has a live game"),
            StoreError::NotFound => write!(f, "no such game"),
            StoreError::Sqlite(e) => write!(f, "database error: {e}"),
            StoreError::Migration(e) => write!(f, "database migration failed: {e}"),
            StoreError::Corrupt(e) => write!(f, "stored game does not load: {e}"),
        }
    }
}

impl std::error::Error for StoreError {}

impl From<rusqlite::Error> for StoreError {
    fn from(e: rusqlite::Error) -> Self {
        StoreError::Sqlite(e)
    }
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// The game store.
pub struct Store {
    path: PathBuf,
    pool: Mutex<Vec<Connection>>,
}

/// What an accepted change became.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    /// The game's version now.
    pub version: u64,
    /// Outbox ids of the change's notices, in the order given.
    pub notice_ids: Vec<i64>,
}

/// A game to open.
#[derive(Clone, Copy)]
pub struct NewGame<'a> {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: UserId,
    pub options: &'a GameOptions,
    pub seed: u64,
    pub seats: &'a [Seat],
}

/// What an accepted change writes, besides bumping the version.
#[derive(Default)]
pub struct Change<'a> {
    pub status: Option<GameStatus>,
    pub seats: Option<&'a [Seat]>,
    pub game: Option<&'a Game>,
    /// Actions to append to the log, in order.
    pub actions: &'a [(usize, Action, Option<UserId>)],
    pub notices: &'a [Notice],
    /// The turn changed hands: restart the reminder clock.
    pub new_turn: bool,
}

fn configure(conn: &Connection) -> rusqlite::Result<()> {
    // WAL: readers never block the writer. synchronous=FULL: a committed action survives
    // even a power cut, not only a killed process. Foreign keys are off by default in SQLite.
    conn.pragma_update(None, "journal_mode", "WAL")?;
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    conn.busy_timeout(BUSY_TIMEOUT)?;
    Ok(())
}

fn migrations() -> Migrations<'static> {
    Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect())
}

impl Store {
    /// Opens (creating it if needed) the database file and brings its schema up to date.
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        let path = path.as_ref().to_path_buf();
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|e| StoreError::Migration(e.to_string()))?;
        }
        let mut conn = Connection::open(&path)?;
        configure(&conn)?;
        migrations()
            .to_latest(&mut conn)
            .map_err(|e| StoreError::Migration(e.to_string()))?;
        Ok(Store {
            path,
            pool: Mutex::new(vec![conn]),
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    /// The schema version (number of migrations applied).
    pub fn schema_version(&self) -> Result<usize> {
        self.with_conn(|c| {
            Ok(c.pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0))? as usize)
        })
    }

    fn with_conn<R>(&self, f: impl FnOnce(&mut Connection) -> Result<R>) -> Result<R> {
        let pooled = self.pool.lock().unwrap_or_else(|p| p.into_inner()).pop();
        let mut conn = match pooled {
            Some(c) => c,
            None => {
                let c = Connection::open(&self.path)?;
                configure(&c)?;
                c
            }
        };
        let out = f(&mut conn);
        self.pool
            .lock()
            .unwrap_or_else(|p| p.into_inner())
            .push(conn);
        out
    }

    /// Opens a game in a channel. Fails with `ChannelBusy` if the channel has a live game.
    pub fn create_game(&self, new: &NewGame<'_>, now: i64) -> Result<GameId> {
        let NewGame {
            guild,
            channel,
            creator,
            options,
            seed,
            seats,
        } = *new;
        let options = serde_json::to_string(options).expect("options serialise");
        self.with_conn(|c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let inserted = tx.execute(
                "INSERT INTO games (guild_id, channel_id, creator_id, status, options, seed, created_at, updated_at)
                 VALUES (?1, ?2, ?3, 'open', ?4, ?5, ?6, ?6)",
                params![to_sql(guild.0), to_sql(channel.0), to_sql(creator.0), options, to_sql(seed), now],
            );
            match inserted {
                Err(rusqlite::Error::SqliteFailure(e, _)) if e.code == rusqlite::ErrorCode::ConstraintViolation => {
                    return Err(StoreError::ChannelBusy)
                }
                other => other?,
            };
            let id = GameId(tx.last_insert_rowid());
            write_seats(&tx, id, seats)?;
            tx.commit()?;
            Ok(id)
        })
    }

    /// The open or running game of a channel, if any.
    pub fn live_game_in(&self, channel: ChannelId) -> Result<Option<StoredGame>> {
        self.with_conn(|c| {
            let id: Option<i64> = c
                .query_row(
                    "SELECT id FROM games WHERE channel_id = ?1 AND status IN ('open', 'running')",
                    [to_sql(channel.0)],
                    |r| r.get(0),
                )
                .optional()?;
            id.map(|id| read_game(c, GameId(id))).transpose()
        })
    }

    pub fn load_game(&self, id: GameId) -> Result<StoredGame> {
        self.with_conn(|c| read_game(c, id))
    }

    /// A server's games, newest first; live ones only unless `all`.
    pub fn list_games(&self, guild: GuildId, all: bool) -> Result<Vec<StoredGame>> {
        self.with_conn(|c| {
            let ids: Vec<i64> = c
                .prepare(
                    "SELECT id FROM games WHERE guild_id = ?1 AND (?2 OR status IN ('open', 'running'))
                     ORDER BY id DESC",
                )?
                .query_map(params![to_sql(guild.0), all], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?;
            ids.into_iter().map(|id| read_game(c, GameId(id))).collect()
        })
    }

    /// Writes an accepted change in one transaction, if the game is still at
    /// `expected_version`; returns the new version. `Conflict` if another change came first.
    pub fn apply_change(
        &self,
        id: GameId,
        expected_version: u64,
        change: &Change<'_>,
        now: i64,
    ) -> Result<Applied> {
        self.with_conn(|c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let snapshot = change.game.map(|g| serde_json::to_string(&g.snapshot()).expect("snapshot serialises"));
            let updated = tx.execute(
                "UPDATE games SET version = version + 1, updated_at = ?3,
                     status = COALESCE(?4, status),
                     snapshot = COALESCE(?5, snapshot),
                     turn_started_at = CASE WHEN ?6 THEN ?3 ELSE turn_started_at END,
                     reminders_sent = CASE WHEN ?6 THEN 0 ELSE reminders_sent END
                 WHERE id = ?1 AND version = ?2",
                params![id.0, expected_version as i64, now, change.status.map(GameStatus::key), snapshot, change.new_turn],
            )?;
            if updated != 1 {
                return Err(if exists(&tx, id)? { StoreError::Conflict } else { StoreError::NotFound });
            }
            if let Some(seats) = change.seats {
                tx.execute("DELETE FROM seats WHERE game_id = ?1", [id.0])?;
                write_seats(&tx, id, seats)?;
            }
            if !change.actions.is_empty() {
                let next: i64 =
                    tx.query_row("SELECT COUNT(*) FROM actions WHERE game_id = ?1", [id.0], |r| r.get(0))?;
                let mut insert = tx.prepare_cached(
                    "INSERT INTO actions (game_id, seq, seat, action, user_id, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                )?;
                for (k, (seat, action, user)) in change.actions.iter().enumerate() {
                    let json = serde_json::to_string(action).expect("action serialises");
                    insert.execute(params![
                        id.0,
                        next + k as i64,
                        *seat as i64,
                        json,
                        user.map(|u| to_sql(u.0)),
                        now
                    ])?;
                }
            }
            let notice_ids = insert_notices(&tx, id, change.notices, now)?;
            tx.commit()?;
            Ok(Applied { version: expected_version + 1, notice_ids })
        })
    }

    /// The game's action log, in order.
    pub fn actions(&self, id: GameId) -> Result<Vec<LoggedAction>> {
        self.with_conn(|c| {
            let mut stmt = c.prepare_cached(
                "SELECT seq, seat, action, user_id, at FROM actions WHERE game_id = ?1 ORDER BY seq",
            )?;
            let rows = stmt.query_map([id.0], |r| {
                Ok((r.get::<_, i64>(0)?, r.get::<_, i64>(1)?, r.get::<_, String>(2)?, r.get::<_, Option<i64>>(3)?, r.get(4)?))
            })?;
            let mut out = Vec::new();
            for row in rows {
                let (seq, seat, json, user, at) = row?;
                let action = serde_json::from_str(&json).map_err(|e| StoreError::Corrupt(format!("action {seq}: {e}")))?;
                out.push(LoggedAction {
                    seq: seq as u64,
                    seat: seat as usize,
                    action,
                    user: user.map(|u| UserId(from_sql(u))),
                    at,
                });
            }
            Ok(out)
        })
    }

    /// Replays a started game's log from its settings and seed and checks that it gives
    /// exactly the stored snapshot.
    pub fn verify_game(&self, id: GameId) -> Result<()> {
        let stored = self.load_game(id)?;
        let Some(game) = stored.game else {
            return Ok(());
        };
        let mut replayed = Game::new(game.settings().clone(), stored.seed)
            .map_err(|e| StoreError::Corrupt(format!("settings: {e}")))?;
        for a in self.actions(id)? {
            replayed.play(a.seat, a.action).map_err(|e| {
                StoreError::Corrupt(format!("action {} does not replay: {e}", a.seq + 1))
            })?;
        }
        if replayed != game {
            return Err(StoreError::Corrupt(
                "the snapshot differs from the replayed log".into(),
            ));
        }
        Ok(())
    }

    /// Notices not yet delivered, oldest first. With `queued_by`, channel pings queued
    /// after it are left out: a reply may still deliver them inline (DMs and reminders never
    /// are, so they are always in).
    pub fn pending_notices(
        &self,
        limit: usize,
        queued_by: Option<i64>,
    ) -> Result<Vec<PendingNotice>> {
        self.with_conn(|c| {
            let mut stmt = c.prepare_cached(
                "SELECT id, game_id, channel_id, user_id, kind, direct, text FROM outbox
                 WHERE sent_at IS NULL AND failed_at IS NULL
                   AND (created_at <= ?2 OR direct OR kind = 'reminder')
                 ORDER BY id LIMIT ?1",
            )?;
            let rows =
                stmt.query_map(params![limit as i64, queued_by.unwrap_or(i64::MAX)], |r| {
                    let kind: String = r.get(4)?;
                    Ok(PendingNotice {
                        id: r.get(0)?,
                        game: GameId(r.get(1)?),
                        notice: Notice {
                            channel: ChannelId(from_sql(r.get(2)?)),
                            user: r.get::<_, Option<i64>>(3)?.map(|u| UserId(from_sql(u))),
                            kind: NoticeKind::from_key(&kind).unwrap_or(NoticeKind::Turn),
                            direct: r.get(5)?,
                            text: r.get(6)?,
                        },
                    })
                })?;
            Ok(rows.collect::<rusqlite::Result<_>>()?)
        })
    }

    /// Marks a notice delivered, so that it is never sent again.
    pub fn mark_sent(&self, notice_id: i64, now: i64) -> Result<()> {
        self.with_conn(|c| {
            c.execute(
                "UPDATE outbox SET sent_at = ?2 WHERE id = ?1",
                params![notice_id, now],
            )?;
            Ok(())
        })
    }

    /// Records a failed delivery; the notice is given up after `MAX_DELIVERY_ATTEMPTS`, or at
    /// once if the failure is permanent (the channel is gone, access was taken away).
    pub fn record_delivery_failure(&self, notice_id: i64, permanent: bool, now: i64) -> Result<()> {
        self.with_conn(|c| {
            c.execute(
                "UPDATE outbox SET attempts = attempts + 1,
                     failed_at = CASE WHEN ?2 OR attempts + 1 >= ?3 THEN ?4 ELSE failed_at END
                 WHERE id = ?1",
                params![notice_id, permanent, MAX_DELIVERY_ATTEMPTS, now],
            )?;
            Ok(())
        })
    }

    /// Running games whose current player is due a reminder at `now`.
    pub fn games_due_reminder(&self, now: i64) -> Result<Vec<StoredGame>> {
        self.with_conn(|c| {
            let ids: Vec<i64> = c
                .prepare_cached(
                    "SELECT id FROM games WHERE status = 'running' AND turn_started_at IS NOT NULL
                     AND turn_started_at + (reminders_sent + 1) * json_extract(options, '$.reminder_interval_secs') <= ?1
                     ORDER BY id",
                )?
                .query_map([now], |r| r.get(0))?
                .collect::<rusqlite::Result<_>>()?;
            ids.into_iter().map(|id| read_game(c, GameId(id))).collect()
        })
    }

    /// Records that a reminder was sent for the current turn (with its notice), unless the
    /// game moved on or another process already sent it.
    pub fn record_reminder(&self, game: &StoredGame, notices: &[Notice], now: i64) -> Result<()> {
        self.with_conn(|c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let updated = tx.execute(
                "UPDATE games SET reminders_sent = reminders_sent + 1
                 WHERE id = ?1 AND version = ?2 AND reminders_sent = ?3",
                params![game.id.0, game.version as i64, game.reminders_sent],
            )?;
            if updated != 1 {
                return Err(StoreError::Conflict);
            }
            insert_notices(&tx, game.id, notices, now)?;
            tx.commit()?;
            Ok(())
        })
    }

    /// The server's default reminder interval, if an admin set one.
    pub fn guild_reminder_interval(&self, guild: GuildId) -> Result<Option<u64>> {
        self.with_conn(|c| {
            Ok(c.query_row(
                "SELECT reminder_interval_secs FROM guild_settings WHERE guild_id = ?1",
                [to_sql(guild.0)],
                |r| r.get::<_, i64>(0),
            )
            .optional()?
            .map(|s| s as u64))
        })
    }

    pub fn set_guild_reminder_interval(&self, guild: GuildId, secs: u64) -> Result<()> {
        self.with_conn(|c| {
            c.execute(
                "INSERT INTO guild_settings (guild_id, reminder_interval_secs) VALUES (?1, ?2)
                 ON CONFLICT (guild_id) DO UPDATE SET reminder_interval_secs = excluded.reminder_interval_secs",
                params![to_sql(guild.0), secs as i64],
            )?;
            Ok(())
        })
    }

    /// How many games are stored (all statuses).
    pub fn count_games(&self) -> Result<u64> {
        self.with_conn(|c| {
            Ok(c.query_row("SELECT COUNT(*) FROM games", [], |r| r.get::<_, i64>(0))? as u64)
        })
    }
}

fn exists(tx: &Transaction<'_>, id: GameId) -> Result<bool> {
    Ok(tx
        .query_row("SELECT 1 FROM games WHERE id = ?1", [id.0], |_| Ok(()))
        .optional()?
        .is_some())
}

fn write_seats(tx: &Transaction<'_>, id: GameId, seats: &[Seat]) -> Result<()> {
    let mut insert = tx.prepare_cached(
        "INSERT INTO seats (game_id, seat, user_id, display_name, bot, notify_dm) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
    )?;
    for (i, s) in seats.iter().enumerate() {
        insert.execute(params![
            id.0,
            i as i64,
            s.user.map(|u| to_sql(u.0)),
            s.name,
            s.bot.map(|b| b.key()),
            s.notify_dm
        ])?;
    }
    Ok(())
}

fn insert_notices(
    tx: &Transaction<'_>,
    id: GameId,
    notices: &[Notice],
    now: i64,
) -> Result<Vec<i64>> {
    let mut insert = tx.prepare_cached(
        "INSERT INTO outbox (game_id, channel_id, user_id, kind, direct, text, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
    )?;
    let mut ids = Vec::with_capacity(notices.len());
    for n in notices {
        insert.execute(params![
            id.0,
            to_sql(n.channel.0),
            n.user.map(|u| to_sql(u.0)),
            n.kind.key(),
            n.direct,
            n.text,
            now
        ])?;
        ids.push(tx.last_insert_rowid());
    }
    Ok(ids)
}

fn read_game(c: &Connection, id: GameId) -> Result<StoredGame> {
    let row = c
        .query_row(
            "SELECT guild_id, channel_id, creator_id, status, options, seed, version, snapshot,
                    created_at, updated_at, turn_started_at, reminders_sent
             FROM games WHERE id = ?1",
            [id.0],
            |r: &Row<'_>| {
                Ok((
                    r.get::<_, i64>(0)?,
                    r.get::<_, i64>(1)?,
                    r.get::<_, i64>(2)?,
                    r.get::<_, String>(3)?,
                    r.get::<_, String>(4)?,
                    r.get::<_, i64>(5)?,
                    r.get::<_, i64>(6)?,
                    r.get::<_, Option<String>>(7)?,
                    r.get::<_, i64>(8)?,
                    r.get::<_, i64>(9)?,
                    r.get::<_, Option<i64>>(10)?,
                    r.get::<_, i64>(11)?,
                ))
            },
        )
        .optional()?
        .ok_or(StoreError::NotFound)?;
    let (
        guild,
        channel,
        creator,
        status,
        options,
        seed,
        version,
        snapshot,
        created_at,
        updated_at,
        turn_started_at,
        reminders,
    ) = row;
    let corrupt = |what: &str, e: &dyn std::fmt::Display| {
        StoreError::Corrupt(format!("game {id}: {what}: {e}"))
    };
    let status = GameStatus::from_key(&status).ok_or_else(|| corrupt("status", &status))?;
    let options: GameOptions =
        serde_json::from_str(&options).map_err(|e| corrupt("options", &e))?;
    let game = match snapshot {
        Some(json) => {
            let snap: Snapshot =
                serde_json::from_str(&json).map_err(|e| corrupt("snapshot", &e))?;
            Some(Game::from_snapshot(snap).map_err(|e| corrupt("snapshot", &e))?)
        }
        None => None,
    };
    let moves: i64 = c.query_row(
        "SELECT COUNT(*) FROM actions WHERE game_id = ?1",
        [id.0],
        |r| r.get(0),
    )?;
    let moves = moves as u64;
    let mut stmt = c.prepare_cached(
        "SELECT user_id, display_name, bot, notify_dm FROM seats WHERE game_id = ?1 ORDER BY seat",
    )?;
    let seats = stmt
        .query_map([id.0], |r| {
            Ok((
                r.get::<_, Option<i64>>(0)?,
                r.get::<_, String>(1)?,
                r.get::<_, Option<String>>(2)?,
                r.get::<_, bool>(3)?,
            ))
        })?
        .map(|row| {
            let (user, name, bot, notify_dm) = row?;
            let bot = bot
                .map(|b| b.parse().map_err(|e: String| corrupt("seat", &e)))
                .transpose()?;
            Ok(Seat {
                user: user.map(|u| UserId(from_sql(u))),
                name,
                bot,
                notify_dm,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(StoredGame {
        id,
        guild: GuildId(from_sql(guild)),
        channel: ChannelId(from_sql(channel)),
        creator: UserId(from_sql(creator)),
        status,
        options,
        seed: from_sql(seed),
        version: version as u64,
        seats,
        game,
        created_at,
        updated_at,
        turn_started_at,
        reminders_sent: reminders as u32,
        moves,
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn temp_db(name: &str) -> PathBuf {
        let p =
            std::env::temp_dir().join(format!("calcada-store-{}-{name}.db", std::process::id()));
        for ext in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{ext}", p.display()));
        }
        p
    }

    fn new<'a>(
        channel: u64,
        creator: u64,
        options: &'a GameOptions,
        seats: &'a [Seat],
    ) -> NewGame<'a> {
        NewGame {
            guild: GuildId(9),
            channel: ChannelId(channel),
            creator: UserId(creator),
            options,
            seed: 1,
            seats,
        }
    }

    #[test]
    fn migrations_apply_from_empty_and_rerun_cleanly() {
        let path = temp_db("migrate");
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len());
        drop(store);
        let store = Store::open(&path).unwrap();
        assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len());
        assert!(migrations().validate().is_ok());
    }

    #[test]
    fn undeliverable_notices_are_given_up_and_do_not_block_the_outbox() {
        let store = Store::open(temp_db("failures")).unwrap();
        let seats = [Seat::human(UserId(1), "Ana")];
        let opts = GameOptions::default();
        let id = store.create_game(&new(7, 1, &opts, &seats), 0).unwrap();
        let notice = |text: &str| Notice {
            channel: ChannelId(7),
            user: Some(UserId(1)),
            kind: NoticeKind::Reminder,
            direct: false,
            text: text.into(),
        };
        let notices = [notice("a"), notice("b")];
        let applied = store
            .apply_change(
                id,
                0,
                &Change {
                    notices: &notices,
                    ..Default::default()
                },
                0,
            )
            .unwrap();
        let (a, b) = (applied.notice_ids[0], applied.notice_ids[1]);
        for _ in 0..MAX_DELIVERY_ATTEMPTS - 1 {
            store.record_delivery_failure(a, false, 1).unwrap();
        }
        assert_eq!(
            store.pending_notices(10, None).unwrap().len(),
            2,
            "still retried"
        );
        store.record_delivery_failure(a, false, 2).unwrap();
        store.record_delivery_failure(b, true, 2).unwrap();
        assert!(
            store.pending_notices(10, None).unwrap().is_empty(),
            "both given up"
        );
    }

    #[test]
    fn every_connection_gets_the_pragmas() {
        let store = Store::open(temp_db("pragmas")).unwrap();
        store
            .with_conn(|c| {
                let mode: String = c.pragma_query_value(None, "journal_mode", |r| r.get(0))?;
                let fk: i64 = c.pragma_query_value(None, "foreign_keys", |r| r.get(0))?;
                let busy: i64 = c.pragma_query_value(None, "busy_timeout", |r| r.get(0))?;
                assert_eq!((mode.as_str(), fk, busy), ("wal", 1, 5000));
                Ok(())
            })
            .unwrap();
    }

    #[test]
    fn one_live_game_per_channel() {
        let store = Store::open(temp_db("channel")).unwrap();
        let seats = [Seat::human(UserId(1), "Ana")];
        let opts = GameOptions::default();
        let id = store.create_game(&new(5, 1, &opts, &seats), 0).unwrap();
        assert!(matches!(
            store.create_game(&new(5, 2, &opts, &seats), 0),
            Err(StoreError::ChannelBusy)
        ));
        let change = Change {
            status: Some(GameStatus::Ended),
            ..Default::default()
        };
        store.apply_change(id, 0, &change, 1).unwrap();
        // Once ended, the channel is free again.
        store.create_game(&new(5, 2, &opts, &seats), 2).unwrap();
    }

    #[test]
    fn a_stale_version_is_a_conflict_and_writes_nothing() {
        let store = Store::open(temp_db("conflict")).unwrap();
        let seats = [Seat::human(UserId(1), "Ana")];
        let id = store
            .create_game(&new(6, 1, &GameOptions::default(), &seats), 0)
            .unwrap();
        let two = [
            Seat::human(UserId(1), "Ana"),
            Seat::human(UserId(2), "Bruno"),
        ];
        assert_eq!(
            store
                .apply_change(
                    id,
                    0,
                    &Change {
                        seats: Some(&two),
                        ..Default::default()
                    },
                    1
                )
                .unwrap()
                .version,
            1
        );
        let three = [
            two[0].clone(),
            two[1].clone(),
            Seat::human(UserId(3), "Carla"),
        ];
        let stale = store.apply_change(
            id,
            0,
            &Change {
                seats: Some(&three),
                ..Default::default()
            },
            2,
        );
        assert!(matches!(stale, Err(StoreError::Conflict)));
        let g = store.load_game(id).unwrap();
        assert_eq!((g.version, g.seats.len()), (1, 2));
        assert!(matches!(
            store.apply_change(GameId(999), 0, &Change::default(), 3),
            Err(StoreError::NotFound)
        ));
    }
}
