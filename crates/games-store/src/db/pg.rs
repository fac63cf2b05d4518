//! PostgreSQL: the synchronous `postgres` client pooled by r2d2, each connection with its own
//! cache of prepared statements; migrations from `migrations/postgres/`, applied under an
//! advisory lock so that several processes starting at once apply each exactly once. TLS as
//! the URL's `sslmode` asks, or `PGSSLMODE` (`tls.rs`); a warning at open when the database is
//! on another host and reached without TLS or without checking its certificate (`exposed.rs`).

use super::exposed::{self, Noting};
use super::tls::{self, Tls};
use super::{Row, Value};
use crate::{Result, StoreError};
use postgres::types::private::BytesMut;
use postgres::types::{IsNull, ToSql as PgToSql, Type};
use postgres::{Client, NoTls, Statement};
use rusqlite::types::ToSql;
use std::collections::HashMap;
use std::error::Error;
use std::time::Duration;

/// The migrations, in order, numbered as SQLite's (the same schema version means the same
/// tables). Append-only, like SQLite's.
const MIGRATIONS: &[&str] = &[
    include_str!("../../../../migrations/postgres/0001_initial.sql"),
    include_str!("../../../../migrations/postgres/0002_outbox_failures.sql"),
    include_str!("../../../../migrations/postgres/0003_outbox_bodies.sql"),
    include_str!("../../../../migrations/postgres/0004_hints.sql"),
    include_str!("../../../../migrations/postgres/0005_commitments.sql"),
    include_str!("../../../../migrations/postgres/0006_player_stats.sql"),
    include_str!("../../../../migrations/postgres/0007_player_settings.sql"),
    include_str!("../../../../migrations/postgres/0008_outbox_claims.sql"),
    include_str!("../../../../migrations/postgres/0009_outbox_retries.sql"),
    include_str!("../../../../migrations/postgres/0010_away_periods.sql"),
    include_str!("../../../../migrations/postgres/0011_bot_turns.sql"),
    include_str!("../../../../migrations/postgres/0012_next_check.sql"),
    include_str!("../../../../migrations/postgres/0013_turn_clock.sql"),
    include_str!("../../../../migrations/postgres/0014_game_kind.sql"),
    include_str!("../../../../migrations/postgres/0015_results_per_game.sql"),
    include_str!("../../../../migrations/postgres/0016_outbox_folds.sql"),
    include_str!("../../../../migrations/postgres/0017_leagues.sql"),
    include_str!("../../../../migrations/postgres/0018_rematches.sql"),
    include_str!("../../../../migrations/postgres/0019_league_announcements.sql"),
];

// A schema version means the same tables on both databases.
const _: () = assert!(MIGRATIONS.len() == super::lite::SCHEMA_VERSION);

/// The advisory lock key migrations take ("calcada" in ASCII).
const MIGRATION_LOCK: i64 = 0x63_616c_6361_6461;

/// Connections per process: the blocking pool's store calls wait for one when all are busy.
const POOL_SIZE: u32 = 8;

pub(crate) struct Pool {
    pool: r2d2::Pool<Manager>,
    /// Whether the first connection went over TLS.
    over_tls: bool,
}

impl Pool {
    /// Connects to `url` (with TLS as its `sslmode` asks) and brings its schema up to date.
    /// The first connection is made here, so a refusal (a wrong password, a certificate that
    /// does not check) is told at once with the server's or TLS's reason, not after the pool's
    /// timeout.
    pub fn connect(url: &str) -> Result<Pool> {
        Pool::connect_with(url, &tls::process_env)
    }

    /// [`Pool::connect`] with the environment `env` (`PGSSLMODE`, `PGSSLROOTCERT`).
    pub fn connect_with(url: &str, env: &dyn Fn(&str) -> Option<String>) -> Result<Pool> {
        let (url, tls) = tls::split(url, env)?;
        let mut config: postgres::Config = url.parse().map_err(StoreError::BadUrl)?;
        config.ssl_mode(tls.client_mode());
        let manager = Manager {
            config,
            connector: tls.connector()?.map(Noting::new),
            tls,
        };
        let mut first =
            r2d2::ManageConnection::connect(&manager).map_err(|e| manager.unreachable(e))?;
        let over_tls = manager.connector.as_ref().is_some_and(Noting::used);
        let (hosts, addrs) = (manager.config.get_hosts(), manager.config.get_hostaddrs());
        exposed::warn(
            exposed::exposure(hosts, addrs, &manager.tls, over_tls),
            &exposed::shown(hosts, addrs),
            &manager.tls,
        );
        migrate(&mut first)?;
        drop(first);
        let pool = r2d2::Pool::builder()
            .max_size(POOL_SIZE)
            .min_idle(Some(1))
            // A broken connection is noticed by `has_broken`; no extra round trip per checkout.
            .test_on_check_out(false)
            .connection_timeout(Duration::from_secs(10))
            .build(manager)
            .map_err(StoreError::Pool)?;
        Ok(Pool { pool, over_tls })
    }

    pub fn over_tls(&self) -> bool {
        self.over_tls
    }

    pub fn with<R>(&self, f: impl FnOnce(&mut PgConn) -> Result<R>) -> Result<R> {
        let mut conn = self.pool.get().map_err(StoreError::Pool)?;
        f(&mut conn)
    }

    pub fn schema_version(&self) -> Result<usize> {
        self.with(|c| {
            let v: i64 = c
                .client()
                .query_one(
                    "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
                    &[],
                )?
                .get(0);
            Ok(v as usize)
        })
    }
}

fn migrate(c: &mut PgConn) -> Result<()> {
    let mut tx = c.client().transaction()?;
    tx.execute("SELECT pg_advisory_xact_lock($1)", &[&MIGRATION_LOCK])?;
    tx.batch_execute(
        "CREATE TABLE IF NOT EXISTS schema_migrations (
             version    BIGINT PRIMARY KEY,
             applied_at TIMESTAMPTZ NOT NULL DEFAULT now())",
    )?;
    let done: i64 = tx
        .query_one(
            "SELECT COALESCE(MAX(version), 0) FROM schema_migrations",
            &[],
        )?
        .get(0);
    if done as usize > MIGRATIONS.len() {
        return Err(StoreError::SchemaTooNew {
            found: done as usize,
            known: MIGRATIONS.len(),
        });
    }
    for (i, sql) in MIGRATIONS.iter().enumerate().skip(done as usize) {
        tx.batch_execute(sql)
            .map_err(|source| StoreError::PgMigration {
                number: i + 1,
                source,
            })?;
        tx.execute(
            "INSERT INTO schema_migrations (version) VALUES ($1)",
            &[&(i as i64 + 1)],
        )?;
    }
    tx.commit()?;
    Ok(())
}

pub(crate) struct Manager {
    config: postgres::Config,
    tls: Tls,
    /// rustls as `tls` asks, noting whether it was used; `None` for `sslmode=disable`.
    connector: Option<Noting>,
}

impl Manager {
    /// A failed connection, said with the TLS it was asked for when TLS was asked for (and
    /// what rustls's "UnknownIssuer" means).
    fn unreachable(&self, source: postgres::Error) -> StoreError {
        let hint = games_ids::chain::chain(&source)
            .contains("UnknownIssuer")
            .then_some("the certificate is not signed by a trusted root");
        let sslmode = match self.tls.mode {
            tls::SslMode::Prefer => None,
            mode => Some(mode.as_str()),
        };
        StoreError::Unreachable {
            sslmode,
            hint,
            source,
        }
    }
}

impl r2d2::ManageConnection for Manager {
    type Connection = PgConn;
    type Error = postgres::Error;

    fn connect(&self) -> std::result::Result<PgConn, postgres::Error> {
        let client = match &self.connector {
            Some(tls) => self.config.connect(tls.clone())?,
            None => self.config.connect(NoTls)?,
        };
        Ok(PgConn {
            client: Some(client),
            statements: HashMap::new(),
            in_transaction: false,
        })
    }

    fn is_valid(&self, c: &mut PgConn) -> std::result::Result<(), postgres::Error> {
        c.client().simple_query("").map(|_| ())
    }

    fn has_broken(&self, c: &mut PgConn) -> bool {
        // A connection given back inside a transaction (a panic mid-write) is dropped, so its
        // transaction is rolled back by the server and no later caller inherits it.
        c.client().is_closed() || c.in_transaction
    }
}

/// A connection with its prepared statements (keyed by the SQL as the store wrote it).
pub(crate) struct PgConn {
    /// Always `Some` until dropped.
    client: Option<Client>,
    statements: HashMap<String, Statement>,
    in_transaction: bool,
}

/// The client says goodbye to the server when dropped, on a runtime of its own, which tokio
/// forbids on its worker threads: there (the bot shutting down), it is dropped on a thread.
impl Drop for PgConn {
    fn drop(&mut self) {
        if let Some(client) = self.client.take() {
            if tokio::runtime::Handle::try_current().is_ok() {
                let _ = std::thread::spawn(move || drop(client)).join();
            }
        }
    }
}

impl PgConn {
    fn client(&mut self) -> &mut Client {
        self.client.as_mut().expect("open until dropped")
    }

    fn statement(&mut self, sql: &str) -> Result<Statement> {
        if let Some(st) = self.statements.get(sql) {
            return Ok(st.clone());
        }
        let st = self.client().prepare(&placeholders(sql))?;
        self.statements.insert(sql.to_string(), st.clone());
        Ok(st)
    }

    pub fn execute(&mut self, sql: &str, params: &[&dyn ToSql]) -> Result<usize> {
        let st = self.statement(sql)?;
        let values = values(params)?;
        let refs: Vec<&(dyn PgToSql + Sync)> = values.iter().map(|v| v as _).collect();
        Ok(self.client().execute(&st, &refs)? as usize)
    }

    pub fn query(&mut self, sql: &str, params: &[&dyn ToSql]) -> Result<Vec<Row>> {
        let st = self.statement(sql)?;
        let values = values(params)?;
        let refs: Vec<&(dyn PgToSql + Sync)> = values.iter().map(|v| v as _).collect();
        self.client()
            .query(&st, &refs)?
            .iter()
            .map(|r| {
                (0..r.len())
                    .map(|i| cell(r, i))
                    .collect::<Result<_>>()
                    .map(Row)
            })
            .collect()
    }

    /// Runs `f` between `BEGIN` and `COMMIT` (or `ROLLBACK` if it fails).
    pub fn transaction<R>(&mut self, f: impl FnOnce(&mut PgConn) -> Result<R>) -> Result<R> {
        self.client().batch_execute("BEGIN")?;
        self.in_transaction = true;
        let out = f(self);
        let end = if out.is_ok() { "COMMIT" } else { "ROLLBACK" };
        self.client().batch_execute(end)?;
        self.in_transaction = false;
        out
    }

    /// In a transaction: its commit returns before the server flushes it to disk.
    pub fn commit_without_flush(&mut self) -> Result<()> {
        self.client()
            .batch_execute("SET LOCAL synchronous_commit = off")?;
        Ok(())
    }

    pub fn advisory_lock(&mut self, key: i64) -> Result<()> {
        self.execute("SELECT pg_advisory_xact_lock(?1)", &[&key])?;
        Ok(())
    }
}

/// SQLite's numbered placeholders `?N` as PostgreSQL's `$N` (outside string literals).
fn placeholders(sql: &str) -> String {
    let mut out = String::with_capacity(sql.len());
    let mut quoted = false;
    let mut chars = sql.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\'' => {
                quoted = !quoted;
                out.push(c);
            }
            '?' if !quoted && chars.peek().is_some_and(|d| d.is_ascii_digit()) => out.push('$'),
            _ => out.push(c),
        }
    }
    out
}

/// A parameter: the value rusqlite's `ToSql` gives, written as the type PostgreSQL inferred
/// for its placeholder (an integer as BIGINT, INTEGER or BOOLEAN, say).
#[derive(Debug)]
struct Param(Value);

fn values(params: &[&dyn ToSql]) -> Result<Vec<Param>> {
    params
        .iter()
        .map(|p| {
            let out = p.to_sql()?;
            let value = match out {
                rusqlite::types::ToSqlOutput::Borrowed(v) => owned(v)?,
                rusqlite::types::ToSqlOutput::Owned(v) => v,
                _ => return Err(StoreError::Unsupported("a parameter of this kind")),
            };
            Ok(Param(value))
        })
        .collect()
}

fn owned(v: rusqlite::types::ValueRef<'_>) -> Result<Value> {
    use rusqlite::types::ValueRef;
    Ok(match v {
        ValueRef::Null => Value::Null,
        ValueRef::Integer(i) => Value::Integer(i),
        ValueRef::Real(r) => Value::Real(r),
        ValueRef::Text(t) => {
            Value::Text(String::from_utf8(t.to_vec()).map_err(StoreError::ParameterText)?)
        }
        ValueRef::Blob(b) => Value::Blob(b.to_vec()),
    })
}

impl PgToSql for Param {
    fn to_sql(
        &self,
        ty: &Type,
        out: &mut BytesMut,
    ) -> std::result::Result<IsNull, Box<dyn Error + Sync + Send>> {
        match &self.0 {
            Value::Null => Ok(IsNull::Yes),
            Value::Integer(i) if *ty == Type::INT8 => PgToSql::to_sql(&i, ty, out),
            Value::Integer(i) if *ty == Type::INT4 => PgToSql::to_sql(&i32::try_from(*i)?, ty, out),
            Value::Integer(i) if *ty == Type::INT2 => PgToSql::to_sql(&i16::try_from(*i)?, ty, out),
            Value::Integer(i) if *ty == Type::BOOL => PgToSql::to_sql(&(*i != 0), ty, out),
            Value::Integer(i) if *ty == Type::FLOAT8 => PgToSql::to_sql(&(*i as f64), ty, out),
            Value::Real(r) if *ty == Type::FLOAT8 => PgToSql::to_sql(&r, ty, out),
            Value::Real(r) if *ty == Type::FLOAT4 => PgToSql::to_sql(&(*r as f32), ty, out),
            Value::Text(s) => PgToSql::to_sql(&s.as_str(), ty, out),
            Value::Blob(b) if *ty == Type::BYTEA => PgToSql::to_sql(&b.as_slice(), ty, out),
            v => Err(format!("cannot write {v:?} as {ty}").into()),
        }
    }

    fn accepts(_: &Type) -> bool {
        true
    }

    postgres::types::to_sql_checked!();
}

/// Column `i` of a row as a SQLite value.
fn cell(row: &postgres::Row, i: usize) -> Result<Value> {
    let ty = row.columns()[i].type_();
    let v = if *ty == Type::INT8 {
        row.try_get::<_, Option<i64>>(i)?.map(Value::Integer)
    } else if *ty == Type::INT4 {
        row.try_get::<_, Option<i32>>(i)?
            .map(|v| Value::Integer(v.into()))
    } else if *ty == Type::INT2 {
        row.try_get::<_, Option<i16>>(i)?
            .map(|v| Value::Integer(v.into()))
    } else if *ty == Type::BOOL {
        row.try_get::<_, Option<bool>>(i)?
            .map(|v| Value::Integer(v.into()))
    } else if *ty == Type::FLOAT8 {
        row.try_get::<_, Option<f64>>(i)?.map(Value::Real)
    } else if *ty == Type::FLOAT4 {
        row.try_get::<_, Option<f32>>(i)?
            .map(|v| Value::Real(v.into()))
    } else if *ty == Type::BYTEA {
        row.try_get::<_, Option<Vec<u8>>>(i)?.map(Value::Blob)
    } else if [Type::TEXT, Type::VARCHAR, Type::BPCHAR, Type::NAME].contains(ty) {
        row.try_get::<_, Option<String>>(i)?.map(Value::Text)
    } else {
        return Err(StoreError::ColumnType {
            index: i,
            ty: ty.to_string(),
        });
    };
    Ok(v.unwrap_or(Value::Null))
}

#[cfg(test)]
mod tests {
    use super::placeholders;

    #[test]
    fn placeholders_are_numbered_the_postgresql_way_outside_strings() {
        assert_eq!(
            placeholders("SELECT ?1, '?2', x FROM t WHERE a = ?12 AND b = 'it''s ?3'"),
            "SELECT $1, '?2', x FROM t WHERE a = $12 AND b = 'it''s ?3'"
        );
    }
}
