//! The store: SQLite (one file, the default) or PostgreSQL (several processes), migrations
//! embedded and applied at open, every write one transaction with a version check. No SQL
//! outside this crate. It sits above the rules, bots, records, messages, ids and metrics and
//! below the service; the root crate re-exports it as `calcada::store`.
//!
//! Both databases sit behind `db` (a pool and a connection type the domain methods are
//! written against once); the store can be shared between threads, and callers on an async
//! runtime run store calls on a blocking pool (see the root crate's service). Its methods are
//! grouped by concern: games and their log (`games.rs`; a game read in `read.rs`), running games as last parsed
//! (`parsed.rs`), the outbox and its claims (`outbox.rs`), what waits in it and the catch-ups
//! a blocked channel's notices fold into (`backlog.rs`), server settings (`guilds.rs`), a
//! player's games (`mine.rs`), players' settings (`settings.rs`), results (`stats.rs`), the
//! log's times for turn-time statistics (`timing.rs`), copies and checks (`backup.rs`),
//! moving a database (`copy.rs`), many games written at once for benchmarks (`bulk.rs`),
//! when the tick looks at a running game next, in SQL (`checks.rs`), the queries the tick
//! runs every time and their plans (`tick.rs`), the SQLite file kept private to its owner
//! (`private.rs`).

mod backlog;
pub mod backup;
mod bulk;
mod checks;
mod copy;
mod db;
mod games;
mod guilds;
mod mine;
mod model;
mod outbox;
mod parsed;
mod private;
mod read;
mod settings;
pub mod stats;
#[cfg(test)]
mod tests;
mod tick;
mod timing;

pub use bulk::BulkGame;
pub use copy::Copied;
pub use db::{Backend, Location};
pub use games::{Applied, Change, ClockWrite, NewGame, DUE_PER_TICK};
pub use model::*;
pub use outbox::{ChannelBlock, Claim, NoticeDelivery, MAX_DELIVERY_ATTEMPTS};
pub use private::Tightened;
pub use settings::{Notify, PlayerSettings, DEFAULT_LOBBY_DAYS, DEFAULT_MAX_AWAY_DAYS};
pub use timing::TimedAction;

use db::Db;
use std::path::Path;

/// A store failure. `Conflict` and `ChannelBusy` are expected outcomes the service turns into
/// polite answers; the others are faults. The database clients' errors are kept as sources.
#[derive(Debug, thiserror::Error)]
pub enum StoreError {
    /// The game changed since it was read (another action won the race).
    #[error("the game changed meanwhile")]
    Conflict,
    /// The channel already has an open or running game.
    #[error("the channel already has a live game")]
    ChannelBusy,
    /// The game does not exist.
    #[error("no such game")]
    NotFound,
    #[error("database error: {0}")]
    Sqlite(#[from] rusqlite::Error),
    /// Said with its causes: the postgres client says "db error" and keeps the server's
    /// words, or TLS's, in its source.
    #[error("database error: {}", calcada_ids::chain::Chain(.0))]
    Postgres(#[from] postgres::Error),
    /// The database server cannot be reached (no free connection in time, a bad URL).
    #[error("the database cannot be reached: {0}")]
    Unavailable(String),
    /// What this database cannot do (an online file backup of PostgreSQL, say).
    #[error("not possible with this database: {0}")]
    Unsupported(&'static str),
    #[error("database migration failed: {0}")]
    Migration(String),
    /// Stored data that does not load (a bug or a hand-edited file).
    #[error("stored game does not load: {0}")]
    Corrupt(String),
    /// The file fails SQLite's quick check (damaged pages, not a database): refused at open.
    #[error("the database file is damaged: {0}")]
    Damaged(String),
}

impl StoreError {
    /// A unique index refused the row (a second live game in a channel, say).
    fn is_unique_violation(&self) -> bool {
        match self {
            StoreError::Sqlite(rusqlite::Error::SqliteFailure(e, _)) => {
                e.code == rusqlite::ErrorCode::ConstraintViolation
            }
            StoreError::Postgres(e) => {
                e.code() == Some(&postgres::error::SqlState::UNIQUE_VIOLATION)
            }
            _ => false,
        }
    }
}

pub type Result<T> = std::result::Result<T, StoreError>;

/// The game store.
pub struct Store {
    db: Db,
    /// Games as last parsed from their snapshots (`parsed.rs`).
    parsed: parsed::Parsed,
    /// Games read whole since opened (`Store::games_read`).
    games_read: std::sync::atomic::AtomicU64,
}

impl Store {
    /// Opens (creating it if needed) the SQLite file and brings its schema up to date.
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        Ok(Store {
            db: Db::new(db::Pool::Lite(db::lite::Pool::open(path.as_ref())?)),
            parsed: Default::default(),
            games_read: Default::default(),
        })
    }

    /// [`Store::open`] without SQLite's quick check, which reads the whole file (seconds for a
    /// database of 100,000 games): for a caller that runs [`Store::check_file`] apart, as the
    /// bot does beside its start.
    pub fn open_unchecked(path: impl AsRef<Path>) -> Result<Store> {
        Ok(Store {
            db: Db::new(db::Pool::Lite(db::lite::Pool::open_with(
                path.as_ref(),
                false,
            )?)),
            parsed: Default::default(),
            games_read: Default::default(),
        })
    }

    /// Opens the store at `location`: a SQLite file, or a PostgreSQL server whose schema is
    /// brought up to date (once, however many processes start at the same time).
    pub fn connect(location: &Location) -> Result<Store> {
        Store::connect_with(location, true)
    }

    /// [`Store::connect`]; a SQLite file's quick check only if `check`.
    pub fn connect_with(location: &Location, check: bool) -> Result<Store> {
        match location {
            Location::Sqlite(path) if !check => Store::open_unchecked(path),
            Location::Sqlite(path) => Store::open(path),
            Location::Postgres(url) => Ok(Store {
                db: Db::new(db::Pool::Pg(db::pg::Pool::connect(url)?)),
                parsed: Default::default(),
                games_read: Default::default(),
            }),
        }
    }

    pub fn backend(&self) -> Backend {
        self.db.backend()
    }

    /// The SQLite file, if the store is one.
    pub fn path(&self) -> Option<&Path> {
        match &self.db.pool {
            db::Pool::Lite(p) => Some(p.path()),
            db::Pool::Pg(_) => None,
        }
    }

    /// Whether the store talks to its database over TLS: `None` for a SQLite file, else
    /// whether the first connection to PostgreSQL did (`prefer` goes without it if the
    /// server offers none).
    pub fn over_tls(&self) -> Option<bool> {
        match &self.db.pool {
            db::Pool::Lite(_) => None,
            db::Pool::Pg(p) => Some(p.over_tls()),
        }
    }

    /// The files of a SQLite store found open to other users when it opened, and made
    /// readable and writable by their owner only (each also logged as a warning).
    pub fn tightened(&self) -> &[Tightened] {
        match &self.db.pool {
            db::Pool::Lite(p) => p.tightened(),
            db::Pool::Pg(_) => &[],
        }
    }

    /// The schema version (number of migrations applied).
    pub fn schema_version(&self) -> Result<usize> {
        match &self.db.pool {
            db::Pool::Lite(p) => p.schema_version(),
            db::Pool::Pg(p) => p.schema_version(),
        }
    }

    /// Times every call of this store into `metrics` (`calcada_store_seconds`).
    pub fn observe(&mut self, metrics: std::sync::Arc<calcada_metrics::Metrics>) {
        self.db.metrics = Some(metrics);
    }

    /// Whether the database takes a write now (waiting at most `wait` for another writer),
    /// for the health check; writes nothing.
    pub fn probe_write(&self, wait: std::time::Duration) -> Result<()> {
        self.db.probe_write(wait)
    }
}
