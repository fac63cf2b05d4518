//! The store: SQLite (one file, the default) or PostgreSQL (several processes), migrations
//! embedded and applied at open, every write one transaction with a version check. No SQL
//! outside this crate. It sits above the rules, bots, records, messages, ids and metrics and
//! below the service.
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
//! (`private.rs`), leagues (`leagues.rs`), rematch offers (`rematch.rs`), hints asked
//! (`hints.rs`).

mod backlog;
pub mod backup;
mod bulk;
mod checks;
mod copy;
mod db;
#[cfg(test)]
mod error_tests;
mod games;
mod guilds;
mod hints;
mod leagues;
mod mine;
mod model;
mod outbox;
mod parsed;
mod private;
mod read;
mod rematch;
mod settings;
pub mod stats;
#[cfg(test)]
mod tests;
mod tick;
mod timing;

pub use bulk::BulkGame;
pub use copy::Copied;
pub use db::tls::TlsError;
pub use db::{Backend, Location};
pub use games::{Applied, Change, ClockWrite, NewGame, DUE_PER_TICK};
pub use leagues::{
    LeagueId, LeaguePlayer, LeagueRound, LeagueStatus, LeagueTable, NewLeague, SignUp, StoredLeague,
};
pub use model::*;
pub use outbox::{ChannelBlock, Claim, NoticeDelivery, MAX_DELIVERY_ATTEMPTS};
pub use private::Tightened;
pub use rematch::{RematchOffer, RematchOpening};
pub use settings::{Notify, PlayerSettings, DEFAULT_LOBBY_DAYS, DEFAULT_MAX_AWAY_DAYS};
pub use timing::TimedAction;

pub use game_kit::{GameCodec, Games};

use db::Db;
use std::path::Path;

/// A store failure, named for what failed, its cause kept as its source (never in its own
/// words, so that a chain says each cause once). `Conflict` and `ChannelBusy` are expected
/// outcomes the service turns into polite answers; the others are faults.
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
    /// A SQLite call failed.
    #[error("database error")]
    Sqlite(#[from] rusqlite::Error),
    /// A PostgreSQL call failed (the client says "db error" and keeps the server's words, or
    /// TLS's, in its source).
    #[error("database error")]
    Postgres(#[from] postgres::Error),
    /// No connection to the PostgreSQL server (refused, a password or a certificate that does
    /// not check), said with the TLS asked for when it was asked for.
    #[error("the database cannot be reached{}{}", tls_said(.sslmode), hint_said(.hint))]
    Unreachable {
        sslmode: Option<&'static str>,
        /// What the client's error means, when it is cryptic ("UnknownIssuer").
        hint: Option<&'static str>,
        #[source]
        source: postgres::Error,
    },
    /// `DATABASE_URL` does not read as a PostgreSQL URL.
    #[error("the database URL does not read")]
    BadUrl(#[source] postgres::Error),
    /// The pool of PostgreSQL connections gave none in time (or could not be built).
    #[error("no database connection in time")]
    Pool(#[source] r2d2::Error),
    /// The TLS `DATABASE_URL` asks for cannot be set up.
    #[error("TLS (sslmode={mode})")]
    Tls {
        mode: &'static str,
        #[source]
        source: TlsError,
    },
    /// The URL's or the environment's TLS settings do not read (said as they are: no cause
    /// beneath).
    #[error(transparent)]
    TlsSettings(TlsError),
    /// What this database cannot do (an online file backup of PostgreSQL, say).
    #[error("not possible with this database: {0}")]
    Unsupported(&'static str),
    /// SQLite's schema could not be brought up to date.
    #[error("the database's schema could not be brought up to date")]
    Migration(#[source] rusqlite_migration::Error),
    /// A PostgreSQL migration failed (`number` counts from 1, as the files do).
    #[error("database migration {number} failed")]
    PgMigration {
        number: usize,
        #[source]
        source: postgres::Error,
    },
    /// The database was brought further by a newer program.
    #[error("the database is at schema version {found}, newer than this program's {known}")]
    SchemaTooNew { found: usize, known: usize },
    /// A file or folder the store needed (the database's folder, a backup's, its partial
    /// file, the rename into place, the file's permissions).
    #[error("{doing} {}", .path.display())]
    Io {
        doing: &'static str,
        path: std::path::PathBuf,
        #[source]
        source: std::io::Error,
    },
    /// A stored game's column does not read (options, status, clock, a seat).
    #[error("game {game}: the stored {column} does not load")]
    Corrupt {
        game: games_ids::ids::GameId,
        column: &'static str,
        #[source]
        source: game_kit::stored::Cause,
    },
    /// A stored game's snapshot is no position of its game.
    #[error("game {game}: the {kind} snapshot does not load")]
    CorruptSnapshot {
        game: games_ids::ids::GameId,
        kind: GameKind,
        #[source]
        source: game_kit::stored::Cause,
    },
    /// A logged action's JSON is no action of its game (`seq` counts from 0).
    #[error("game {game}: logged action {seq} does not load")]
    CorruptAction {
        game: games_ids::ids::GameId,
        seq: u64,
        #[source]
        source: serde_json::Error,
    },
    /// A stored game of a game this program does not know (or did not register): refused,
    /// never read as another game.
    #[error("game {game} is a {tag:?} game, which this program does not know")]
    UnknownGame {
        game: games_ids::ids::GameId,
        tag: String,
    },
    /// A started game's log does not replay to its snapshot.
    #[error("game {game}: the {kind} log does not replay to its snapshot")]
    DoesNotReplay {
        game: games_ids::ids::GameId,
        kind: GameKind,
        #[source]
        source: game_kit::stored::ReplayError,
    },
    /// A value read from the database does not convert (a column of the wrong type).
    #[error("column {index} does not read")]
    Column {
        index: usize,
        #[source]
        source: rusqlite::types::FromSqlError,
    },
    /// A PostgreSQL column of a type the store does not read.
    #[error("column {index} has type {ty}")]
    ColumnType { index: usize, ty: String },
    /// A text parameter that is not UTF-8.
    #[error("a text parameter is not UTF-8")]
    ParameterText(#[source] std::string::FromUtf8Error),
    /// A query's result lacks what it always has (a row, a column): a bug.
    #[error("the database answered without {0}")]
    Missing(&'static str),
    /// A copy differs from its source (`Store::copy_into`'s check).
    #[error("the copy differs from its source: {0}")]
    CopyDiffers(String),
    /// The file fails SQLite's quick check (damaged pages, not a database): refused at open.
    #[error("the database file is damaged")]
    Damaged(#[source] Damage),
}

/// What SQLite found damaged.
#[derive(Debug, thiserror::Error)]
pub enum Damage {
    /// The quick check's report.
    #[error("{0}")]
    Found(String),
    /// The file does not open or read as a database.
    #[error(transparent)]
    Unreadable(rusqlite::Error),
}

fn tls_said(mode: &Option<&'static str>) -> String {
    mode.map(|m| format!(" (sslmode={m})")).unwrap_or_default()
}

fn hint_said(hint: &Option<&'static str>) -> String {
    hint.map(|h| format!(": {h}")).unwrap_or_default()
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
    /// The games it reads: a stored game of another is refused (`StoreError::UnknownGame`).
    games: Games,
}

impl Store {
    /// Opens (creating it if needed) the SQLite file and brings its schema up to date.
    pub fn open(path: impl AsRef<Path>) -> Result<Store> {
        Ok(Store {
            db: Db::new(db::Pool::Lite(db::lite::Pool::open(path.as_ref())?)),
            parsed: Default::default(),
            games_read: Default::default(),
            games: Games::new(),
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
            games: Games::new(),
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
                games: Games::new(),
            }),
        }
    }

    /// The store reading `games` (registered by the program that opens it: the service and
    /// the command line name every game they play). A store opened without them reads no
    /// game's row: each is refused as a game it does not know.
    pub fn with_games(mut self, games: Games) -> Store {
        self.games = games;
        self
    }

    /// The games this store reads.
    pub fn games(&self) -> &Games {
        &self.games
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
    pub fn observe(&mut self, metrics: std::sync::Arc<games_metrics::Metrics>) {
        self.db.metrics = Some(metrics);
    }

    /// Whether the database takes a write now (waiting at most `wait` for another writer),
    /// for the health check; writes nothing.
    pub fn probe_write(&self, wait: std::time::Duration) -> Result<()> {
        self.db.probe_write(wait)
    }
}
