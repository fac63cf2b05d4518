//! The two databases under the store, behind one small interface: SQLite (one file, the
//! default) and PostgreSQL (`DATABASE_URL=postgres://...`, shared by several bot processes).
//!
//! The store's domain methods are written once, against [`Conn`]: `execute`, `query` and
//! friends, with SQL that both dialects accept (placeholders `?N`, rewritten to `$N` for
//! PostgreSQL; upserts with `ON CONFLICT`; new ids with `RETURNING`). Values cross the
//! boundary as rusqlite's dynamic [`Value`] (SQLite's five storage classes), so the id
//! newtypes' `ToSql`/`FromSql` serve both backends. Every write is one transaction
//! ([`Db::write`]; [`Db::write_lease`] for the outbox's claims, committed without waiting
//! for the disk): SQLite's `BEGIN IMMEDIATE` (one writer at a time), PostgreSQL's `BEGIN`
//! at read committed, where the version-checked `UPDATE ... WHERE version = ?` waits for a
//! concurrent writer of the same game and then finds the version moved (a conflict).

mod exposed;
pub(super) mod lite;
pub(super) mod pg;
pub(crate) mod tls;

use super::{Result, StoreError};
pub(super) use rusqlite::types::Value;
use rusqlite::types::{FromSql, ToSql, ValueRef};
use std::fmt;
use std::path::{Path, PathBuf};

/// Where the games live: a SQLite file or a PostgreSQL server.
#[derive(Clone, PartialEq, Eq)]
pub enum Location {
    Sqlite(PathBuf),
    /// A libpq-style URL, `postgres://user:password@host:port/database`.
    Postgres(String),
}

impl Location {
    /// A `postgres://` or `postgresql://` URL, else a SQLite file path.
    pub fn parse(s: &str) -> Location {
        let s = s.trim();
        if s.starts_with("postgres://") || s.starts_with("postgresql://") {
            Location::Postgres(s.to_string())
        } else {
            Location::Sqlite(PathBuf::from(s))
        }
    }

    /// A connection string as it may be shown: every password in it as `***`.
    pub fn shown(text: &str) -> String {
        masked(text)
    }

    pub fn is_postgres(&self) -> bool {
        matches!(self, Location::Postgres(_))
    }
}

/// Shown in logs and messages without the password.
impl fmt::Display for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Location::Sqlite(p) => write!(f, "{}", p.display()),
            Location::Postgres(url) => f.write_str(&masked(url)),
        }
    }
}

/// A PostgreSQL connection string with every password in it shown as `***`: the URL's
/// `user:password@`, a `password=` parameter (in the query or in the `key=value` form),
/// however it is written. A password written without percent-encoding may hold `@`, `/`, `?`
/// or `#`: the user part ends at the last `@`, and from the first `:` before it all is masked
/// (a `@` further on, in a query, masks more than needed, never less).
pub fn masked(url: &str) -> String {
    let mut out = url.to_string();
    if let Some(scheme) = out.find("://") {
        let rest = scheme + 3;
        if let Some(at) = out[rest..].rfind('@') {
            let at = rest + at;
            if let Some(colon) = out[rest..at].find(':') {
                out.replace_range(rest + colon + 1..at, "***");
            }
        }
    }
    // `password=...` anywhere: a query parameter (up to `&` or `#`) or a key=value pair (up
    // to a space, or quoted).
    let mut from = 0;
    while let Some(i) = out[from..].to_ascii_lowercase().find("password") {
        let key_end = from + i + "password".len();
        let after = out[key_end..].trim_start();
        let skipped = out.len() - key_end - after.len();
        if !after.starts_with('=') {
            from = key_end;
            continue;
        }
        let value_start = key_end + skipped + 1;
        let value = &out[value_start..];
        let value = value.trim_start();
        let value_start = out.len() - value.len();
        let len = if let Some(quoted) = value.strip_prefix('\'') {
            // Up to the closing quote; `\'` and `\\` inside are escapes (libpq's rule).
            let mut escaped = false;
            quoted
                .char_indices()
                .find(|&(_, c)| {
                    let end = c == '\'' && !escaped;
                    escaped = c == '\\' && !escaped;
                    end
                })
                .map_or(value.len(), |(q, _)| q + 2)
        } else {
            value
                .find(|c: char| c == '&' || c == '#' || c.is_whitespace())
                .unwrap_or(value.len())
        };
        out.replace_range(value_start..value_start + len, "***");
        from = value_start + 3;
    }
    out
}

impl fmt::Debug for Location {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Location({self})")
    }
}

impl From<&Path> for Location {
    fn from(p: &Path) -> Location {
        Location::Sqlite(p.to_path_buf())
    }
}

impl From<&PathBuf> for Location {
    fn from(p: &PathBuf) -> Location {
        Location::Sqlite(p.clone())
    }
}

impl From<PathBuf> for Location {
    fn from(p: PathBuf) -> Location {
        Location::Sqlite(p)
    }
}

impl From<&Location> for Location {
    fn from(l: &Location) -> Location {
        l.clone()
    }
}

/// Which database a connection talks to (for the few statements that differ).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Backend {
    Sqlite,
    Postgres,
}

/// A pool of connections to one database.
pub(super) enum Pool {
    Lite(lite::Pool),
    Pg(pg::Pool),
}

/// The database: its pool, and the metrics its calls are timed into (if the store was given
/// them: the bot's does, tools' do not).
pub(super) struct Db {
    pub pool: Pool,
    pub metrics: Option<std::sync::Arc<games_metrics::Metrics>>,
}

impl Db {
    pub fn new(pool: Pool) -> Db {
        Db {
            pool,
            metrics: None,
        }
    }

    pub fn backend(&self) -> Backend {
        match self.pool {
            Pool::Lite(_) => Backend::Sqlite,
            Pool::Pg(_) => Backend::Postgres,
        }
    }

    /// Runs `f`, timed as an `op` store call.
    fn timed<R>(&self, op: games_metrics::StoreOp, f: impl FnOnce() -> R) -> R {
        match &self.metrics {
            None => f(),
            Some(m) => {
                let started = std::time::Instant::now();
                let (out, cpu) = games_metrics::cpu::spent(f);
                m.store_call(op, started.elapsed());
                m.cpu(games_metrics::Phase::store, cpu);
                out
            }
        }
    }

    /// Runs `f` on a connection outside any explicit transaction: reads, and writes of one
    /// statement.
    pub fn run<R>(&self, f: impl FnOnce(&mut Conn<'_>) -> Result<R>) -> Result<R> {
        self.timed(games_metrics::StoreOp::read, || match &self.pool {
            Pool::Lite(p) => p.with(|c| f(&mut Conn::Lite(c))),
            Pool::Pg(p) => p.with(|c| f(&mut Conn::Pg(c))),
        })
    }

    /// Runs `f` in one write transaction, committed if `f` returns `Ok`, rolled back if not.
    pub fn write<R>(&self, f: impl FnOnce(&mut Conn<'_>) -> Result<R>) -> Result<R> {
        self.timed(games_metrics::StoreOp::write, || match &self.pool {
            Pool::Lite(p) => p.with(|c| lite_transaction(c, f)),
            Pool::Pg(p) => p.with(|c| c.transaction(|c| f(&mut Conn::Pg(c)))),
        })
    }

    /// Like [`Db::write`], but the commit waits for no disk flush: it survives a killed bot,
    /// not a crash of the machine (or of the PostgreSQL server). Only for the outbox's
    /// claims: a lease that, lost, lapses as if it had run out, and then whoever claims the
    /// notice posts it with the same nonce, which Discord shows once.
    pub fn write_lease<R>(&self, f: impl FnOnce(&mut Conn<'_>) -> Result<R>) -> Result<R> {
        self.write_unflushed(games_metrics::StoreOp::claim, f)
    }

    /// Like [`Db::write`], but the commit waits for no disk flush (timed as `op`): see
    /// [`Db::write_lease`]. Also for marking a notice posted: lost in a crash of the machine,
    /// the notice is posted again with the same nonce, which Discord shows once.
    pub fn write_unflushed<R>(
        &self,
        op: games_metrics::StoreOp,
        f: impl FnOnce(&mut Conn<'_>) -> Result<R>,
    ) -> Result<R> {
        self.timed(op, || match &self.pool {
            Pool::Lite(p) => p.with_unflushed(|c| lite_transaction(c, f)),
            Pool::Pg(p) => p.with(|c| {
                c.transaction(|c| {
                    c.commit_without_flush()?;
                    f(&mut Conn::Pg(c))
                })
            }),
        })
    }

    /// Whether the database takes a write now: SQLite's `BEGIN IMMEDIATE` (the writer's
    /// lock), waiting at most `wait` for another writer, then rolled back; on PostgreSQL a
    /// transaction that takes a transaction id (refused by a read-only server or standby).
    /// Writes nothing.
    pub fn probe_write(&self, wait: std::time::Duration) -> Result<()> {
        match &self.pool {
            Pool::Lite(p) => p.with(|c| {
                c.busy_timeout(wait)?;
                let began = c
                    .transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)
                    .and_then(|tx| tx.rollback());
                c.busy_timeout(lite::BUSY_TIMEOUT)?;
                Ok(began?)
            }),
            Pool::Pg(p) => {
                p.with(|c| c.transaction(|c| c.query("SELECT txid_current()", &[]).map(|_| ())))
            }
        }
    }
}

/// `f` in one SQLite write transaction (`BEGIN IMMEDIATE`: one writer at a time), committed
/// if it returns `Ok`, rolled back if not.
fn lite_transaction<R>(
    c: &mut rusqlite::Connection,
    f: impl FnOnce(&mut Conn<'_>) -> Result<R>,
) -> Result<R> {
    let tx = c.transaction_with_behavior(rusqlite::TransactionBehavior::Immediate)?;
    let out = f(&mut Conn::Lite(&tx))?;
    tx.commit()?;
    Ok(out)
}

/// One connection, in or out of a transaction.
pub(super) enum Conn<'a> {
    Lite(&'a rusqlite::Connection),
    Pg(&'a mut pg::PgConn),
}

impl Conn<'_> {
    /// Runs a statement; returns the rows it changed.
    pub fn execute(&mut self, sql: &str, params: &[&dyn ToSql]) -> Result<usize> {
        match self {
            Conn::Lite(c) => Ok(c.prepare_cached(sql)?.execute(params)?),
            Conn::Pg(c) => c.execute(sql, params),
        }
    }

    /// Every row a query returns.
    pub fn query(&mut self, sql: &str, params: &[&dyn ToSql]) -> Result<Vec<Row>> {
        match self {
            Conn::Lite(c) => lite::query(c, sql, params),
            Conn::Pg(c) => c.query(sql, params),
        }
    }

    /// The first row a query returns, if any.
    pub fn query_opt(&mut self, sql: &str, params: &[&dyn ToSql]) -> Result<Option<Row>> {
        Ok(self.query(sql, params)?.into_iter().next())
    }

    /// The first row of a query that always returns one (a count, a `RETURNING`).
    pub fn query_one(&mut self, sql: &str, params: &[&dyn ToSql]) -> Result<Row> {
        self.query_opt(sql, params)?
            .ok_or(StoreError::Missing("a row"))
    }

    /// The first column of every row.
    pub fn column<T: FromSql>(&mut self, sql: &str, params: &[&dyn ToSql]) -> Result<Vec<T>> {
        self.query(sql, params)?.iter().map(|r| r.get(0)).collect()
    }

    /// The database's own clock, in whole seconds since the epoch. Leases (the outbox's
    /// claims) are judged on it, so processes whose clocks disagree still agree on when a
    /// claim lapses: SQLite's is the machine's that holds the file, PostgreSQL's the server's.
    pub fn db_now(&mut self) -> Result<i64> {
        let sql = match self {
            Conn::Lite(_) => "SELECT CAST(strftime('%s', 'now') AS INTEGER)",
            Conn::Pg(_) => "SELECT CAST(FLOOR(EXTRACT(EPOCH FROM clock_timestamp())) AS BIGINT)",
        };
        self.query_one(sql, &[])?.get(0)
    }

    /// Makes this transaction the only one past this point until it ends (PostgreSQL's
    /// transaction-scoped advisory lock; SQLite's `BEGIN IMMEDIATE` already is). For work
    /// that several processes claim, such as the outbox.
    pub fn serialize(&mut self, key: i64) -> Result<()> {
        match self {
            Conn::Lite(_) => Ok(()),
            Conn::Pg(c) => c.advisory_lock(key),
        }
    }
}

/// A row, its columns already read into owned values.
pub(super) struct Row(pub(super) Vec<Value>);

impl Row {
    /// Column `i` as `T` (`Corrupt` if the stored value does not convert).
    pub fn get<T: FromSql>(&self, i: usize) -> Result<T> {
        let v = self.0.get(i).ok_or(StoreError::Missing("a column"))?;
        T::column_result(ValueRef::from(v))
            .map_err(|source| StoreError::Column { index: i, source })
    }
}
