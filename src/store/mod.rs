//! The SQLite store: one file, migrations embedded and applied at open, every write one
//! transaction with a version check. No SQL outside this module.
//!
//! Connections are pooled (a `Mutex<Vec<Connection>>`), each with the same PRAGMAs, so the
//! store can be shared between threads; callers on an async runtime run store calls on a
//! blocking pool (see `crate::service`). Its methods are grouped by concern: games and
//! their log (`games.rs`), the outbox (`outbox.rs`), server settings (`guilds.rs`).

pub mod backup;
mod games;
mod guilds;
mod model;
mod outbox;
mod settings;
pub mod stats;
#[cfg(test)]
mod tests;

pub use games::{Applied, Change, NewGame};
pub use model::*;
pub use outbox::MAX_DELIVERY_ATTEMPTS;
pub use settings::{Notify, PlayerSettings, DEFAULT_MAX_AWAY_DAYS};

use rusqlite::Connection;
use rusqlite_migration::{Migrations, M};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

/// The migrations, in order. Append-only: a released migration is never edited.
const MIGRATIONS: &[&str] = &[
    include_str!("../../migrations/0001_initial.sql"),
    include_str!("../../migrations/0002_outbox_failures.sql"),
    include_str!("../../migrations/0003_outbox_bodies.sql"),
    include_str!("../../migrations/0004_hints.sql"),
    include_str!("../../migrations/0005_commitments.sql"),
    include_str!("../../migrations/0006_player_stats.sql"),
    include_str!("../../migrations/0007_player_settings.sql"),
];

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
    /// The file fails SQLite's quick check (damaged pages, not a database): refused at open.
    Damaged(String),
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
            StoreError::Damaged(e) => write!(f, "the database file is damaged: {e}"),
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
        let existed = path.exists();
        let mut conn = Connection::open(&path)?;
        let checked = configure(&conn)
            .map_err(StoreError::from)
            .and_then(|()| backup::quick_check(&conn));
        match checked {
            Err(StoreError::Sqlite(e)) if existed => {
                return Err(StoreError::Damaged(e.to_string()))
            }
            other => other?,
        }
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
}
