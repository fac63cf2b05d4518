//! SQLite: one file, migrations embedded and applied at open (tracked in `user_version`),
//! connections pooled in a `Mutex<Vec<Connection>>`, each with the same PRAGMAs.

use super::{Row, Value};
use crate::{Damage, Result, StoreError};
use rusqlite::types::ToSql;
use rusqlite::Connection;
use rusqlite_migration::{Migrations, M};
use std::path::{Path, PathBuf};
use std::sync::Mutex;
use std::time::Duration;

/// The migrations, in order. Append-only: a released migration is never edited.
const MIGRATIONS: &[&str] = &[
    include_str!("../../../../migrations/0001_initial.sql"),
    include_str!("../../../../migrations/0002_outbox_failures.sql"),
    include_str!("../../../../migrations/0003_outbox_bodies.sql"),
    include_str!("../../../../migrations/0004_hints.sql"),
    include_str!("../../../../migrations/0005_commitments.sql"),
    include_str!("../../../../migrations/0006_player_stats.sql"),
    include_str!("../../../../migrations/0007_player_settings.sql"),
    include_str!("../../../../migrations/0008_outbox_claims.sql"),
    include_str!("../../../../migrations/0009_outbox_retries.sql"),
    include_str!("../../../../migrations/0010_away_periods.sql"),
    include_str!("../../../../migrations/0011_bot_turns.sql"),
    include_str!("../../../../migrations/0012_next_check.sql"),
    include_str!("../../../../migrations/0013_turn_clock.sql"),
    include_str!("../../../../migrations/0014_game_kind.sql"),
    include_str!("../../../../migrations/0015_results_per_game.sql"),
    include_str!("../../../../migrations/0016_outbox_folds.sql"),
    include_str!("../../../../migrations/0017_leagues.sql"),
    include_str!("../../../../migrations/0018_rematches.sql"),
    include_str!("../../../../migrations/0019_league_announcements.sql"),
];

/// How many migrations this binary knows (the schema version it brings a database to).
pub const SCHEMA_VERSION: usize = MIGRATIONS.len();

/// How long a writer waits for another writer's lock before giving up.
pub(super) const BUSY_TIMEOUT: Duration = Duration::from_secs(5);

pub(crate) fn migrations() -> Migrations<'static> {
    Migrations::new(MIGRATIONS.iter().map(|sql| M::up(sql)).collect())
}

/// Brings the file's schema up to date, whoever else opens it at the same moment (two bot
/// processes started together on one file): the migrations run in one transaction that
/// takes the writer's lock first, and `rusqlite_migration` reads the schema version before
/// it, so a process that lost the race finds its migrations already applied by the other
/// (its statements fail: "table games already exists"). It then reads the version again,
/// and only a version still behind is an error.
fn migrate(conn: &mut Connection) -> Result<()> {
    conn.set_transaction_behavior(rusqlite::TransactionBehavior::Immediate);
    let mut outcome = migrations().to_latest(conn);
    if outcome.is_err() && version(conn)? >= SCHEMA_VERSION {
        outcome = Ok(());
    }
    conn.set_transaction_behavior(rusqlite::TransactionBehavior::Deferred);
    outcome.map_err(StoreError::Migration)
}

/// The file's schema version (`user_version`).
fn version(conn: &Connection) -> Result<usize> {
    let v: i64 = conn.query_row("PRAGMA user_version", [], |r| r.get(0))?;
    Ok(v.max(0) as usize)
}

pub(crate) struct Pool {
    path: PathBuf,
    conns: Mutex<Vec<Connection>>,
    /// The files found open to other users at open, and made private (`private.rs`).
    tightened: Vec<crate::Tightened>,
}

/// Each pooled connection keeps its own page cache, filled as the file grows (SQLite's default
/// is 2 MB each): 1 MB holds what a turn reads; the rest comes from the kernel's cache of the
/// file (ARCHITECTURE.md, "Memory"). In KiB, as `PRAGMA cache_size` takes a negative number.
pub(crate) const PAGE_CACHE_KIB: i64 = 1024;

/// Connections the pool keeps between calls. Calls that run at once each take one, and more
/// are opened as needed; those beyond this are closed when they come back, so a burst of
/// calls does not keep its connections, and their page caches, for good (an unbounded pool
/// held eight after a 30-minute soak of the load benchmark, docs/measurements.md).
pub(crate) const IDLE_CONNECTIONS: usize = 4;

/// Bounds a connection's page cache. Set once the schema can be read (the pragma reads it):
/// not amid another process's switch of a new file to WAL, where it would not wait.
fn bound_cache(conn: &Connection) -> rusqlite::Result<()> {
    conn.pragma_update(None, "cache_size", -PAGE_CACHE_KIB)
}

pub(crate) fn configure(conn: &Connection) -> rusqlite::Result<()> {
    // WAL: readers never block the writer. synchronous=FULL: a committed action survives
    // even a power cut, not only a killed process (only the outbox's claims, a lease, and
    // notices marked posted are written without the flush: `Pool::with_unflushed`). Foreign
    // keys are off by default in SQLite.
    // The busy timeout first: switching a new file to WAL takes its lock, which another
    // process opening the file at the same moment may hold. SQLite answers that switch
    // "busy" at once, without waiting, when both connections hold a read lock (waiting
    // could deadlock), so it is tried again for as long as the busy timeout.
    conn.busy_timeout(BUSY_TIMEOUT)?;
    let started = std::time::Instant::now();
    loop {
        match conn.pragma_update(None, "journal_mode", "WAL") {
            Err(rusqlite::Error::SqliteFailure(e, _))
                if e.code == rusqlite::ErrorCode::DatabaseBusy
                    && started.elapsed() < BUSY_TIMEOUT =>
            {
                std::thread::sleep(Duration::from_millis(10));
            }
            other => break other?,
        }
    }
    conn.pragma_update(None, "synchronous", "FULL")?;
    conn.pragma_update(None, "foreign_keys", "ON")?;
    // The query planner's stability guarantee: a plan never depends on a bound value. Without
    // it SQLite reads a `LIMIT ?` at planning time and so re-prepares such a cached statement
    // (the outbox's claim, the tick's due games) every time it is bound again: 1.6% of the
    // bot's CPU at 20 turns/s (perf, 2026-11-26). Our plans use no statistics either way.
    conn.set_db_config(
        rusqlite::config::DbConfig::SQLITE_DBCONFIG_ENABLE_QPSG,
        true,
    )?;
    Ok(())
}

impl Pool {
    /// Opens (creating it if needed) the file, checks it and brings its schema up to date.
    pub fn open(path: &Path) -> Result<Pool> {
        Pool::open_with(path, true)
    }

    /// [`Pool::open`], with SQLite's quick check (which reads the whole file) or without.
    pub fn open_with(path: &Path, check: bool) -> Result<Pool> {
        if let Some(dir) = path.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| StoreError::Io {
                doing: "cannot create the database's folder",
                path: dir.to_path_buf(),
                source,
            })?;
        }
        let existed = path.exists();
        // Created private before SQLite opens it (its journals then take its mode).
        let tightened = crate::private::keep_private(path).map_err(|source| StoreError::Io {
            doing: "cannot keep private the database",
            path: path.to_path_buf(),
            source,
        })?;
        let mut conn = Connection::open(path)?;
        let checked = configure(&conn).map_err(StoreError::from).and_then(|()| {
            if check {
                quick_check(&conn)
            } else {
                Ok(())
            }
        });
        match checked {
            Err(StoreError::Sqlite(e)) if existed => {
                return Err(StoreError::Damaged(Damage::Unreadable(e)))
            }
            other => other?,
        }
        migrate(&mut conn)?;
        bound_cache(&conn)?;
        Ok(Pool {
            path: path.to_path_buf(),
            conns: Mutex::new(vec![conn]),
            tightened,
        })
    }

    pub fn path(&self) -> &Path {
        &self.path
    }

    pub fn tightened(&self) -> &[crate::Tightened] {
        &self.tightened
    }

    pub fn with<R>(&self, f: impl FnOnce(&mut Connection) -> Result<R>) -> Result<R> {
        let mut conn = self.take()?;
        let out = f(&mut conn);
        self.put(conn);
        out
    }

    /// Runs `f` on a connection whose commits wait for no disk flush (synchronous=NORMAL:
    /// WAL still commits atomically, and the next FULL commit flushes these with its own).
    /// The connection goes back to the pool only once it is FULL again.
    pub fn with_unflushed<R>(&self, f: impl FnOnce(&mut Connection) -> Result<R>) -> Result<R> {
        let mut conn = self.take()?;
        conn.execute_batch("PRAGMA synchronous = NORMAL")?;
        let out = f(&mut conn);
        if conn.execute_batch("PRAGMA synchronous = FULL").is_ok() {
            self.put(conn);
        }
        out
    }

    /// A pooled connection, or a new one.
    fn take(&self) -> Result<Connection> {
        let pooled = self.conns.lock().unwrap_or_else(|p| p.into_inner()).pop();
        match pooled {
            Some(c) => Ok(c),
            None => {
                let c = Connection::open(&self.path)?;
                configure(&c)?;
                bound_cache(&c)?;
                Ok(c)
            }
        }
    }

    /// Back to the pool, unless it holds [`IDLE_CONNECTIONS`] already: then the connection is
    /// closed (outside the lock), its page cache with it.
    fn put(&self, conn: Connection) {
        let spare = {
            let mut idle = self.conns.lock().unwrap_or_else(|p| p.into_inner());
            if idle.len() < IDLE_CONNECTIONS {
                idle.push(conn);
                None
            } else {
                Some(conn)
            }
        };
        drop(spare);
    }

    /// The schema version (number of migrations applied).
    pub fn schema_version(&self) -> Result<usize> {
        self.with(|c| {
            Ok(c.pragma_query_value(None, "user_version", |r| r.get::<_, i64>(0))? as usize)
        })
    }
}

/// SQLite's quick check: `Damaged` unless the file's pages and indexes are sound.
pub(crate) fn quick_check(c: &Connection) -> Result<()> {
    let mut st = c.prepare("PRAGMA quick_check")?;
    let problems: Vec<String> = st
        .query_map([], |r| r.get::<_, String>(0))?
        .collect::<rusqlite::Result<_>>()?;
    if problems.len() == 1 && problems[0] == "ok" {
        return Ok(());
    }
    Err(StoreError::Damaged(Damage::Found(problems.join("; "))))
}

pub(super) fn query(c: &Connection, sql: &str, params: &[&dyn ToSql]) -> Result<Vec<Row>> {
    let mut st = c.prepare_cached(sql)?;
    let n = st.column_count();
    let rows = st.query_map(params, |r| {
        (0..n)
            .map(|i| r.get::<_, Value>(i))
            .collect::<rusqlite::Result<Vec<_>>>()
            .map(Row)
    })?;
    Ok(rows.collect::<rusqlite::Result<Vec<_>>>()?)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_burst_of_connections_is_not_kept() {
        let dir = std::env::temp_dir().join(format!("calcada-pool-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let pool = Pool::open(&dir.join("pool.db")).unwrap();
        let held: Vec<Connection> = (0..10).map(|_| pool.take().unwrap()).collect();
        assert!(pool.conns.lock().unwrap().is_empty());
        for c in held {
            pool.put(c);
        }
        assert_eq!(pool.conns.lock().unwrap().len(), IDLE_CONNECTIONS);
        // The pool still serves.
        assert_eq!(pool.schema_version().unwrap(), SCHEMA_VERSION);
        drop(pool);
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
