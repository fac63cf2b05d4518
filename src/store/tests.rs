//! What only SQLite has: its migrations' bookkeeping and the PRAGMAs of every connection.
//! The store's behaviour is tested on both databases in tests/store.rs.
use super::db::{self, lite};
use super::*;

fn temp_db(name: &str) -> std::path::PathBuf {
    let p = std::env::temp_dir().join(format!("calcada-store-{}-{name}.db", std::process::id()));
    for ext in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{ext}", p.display()));
    }
    p
}

#[test]
fn migrations_apply_from_empty_and_rerun_cleanly() {
    let path = temp_db("migrate");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), lite::SCHEMA_VERSION);
    drop(store);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), lite::SCHEMA_VERSION);
    assert!(lite::migrations().validate().is_ok());
}

#[test]
fn every_connection_gets_the_pragmas() {
    let store = Store::open(temp_db("pragmas")).unwrap();
    let db::Pool::Lite(pool) = &store.db.pool else {
        unreachable!("a SQLite store")
    };
    pool.with(|c| {
        let mode: String = c.pragma_query_value(None, "journal_mode", |r| r.get(0))?;
        let fk: i64 = c.pragma_query_value(None, "foreign_keys", |r| r.get(0))?;
        let busy: i64 = c.pragma_query_value(None, "busy_timeout", |r| r.get(0))?;
        assert_eq!((mode.as_str(), fk, busy), ("wal", 1, 5000));
        Ok(())
    })
    .unwrap();
}

#[test]
fn a_lease_is_written_without_a_flush_and_the_connection_flushes_again_after() {
    let store = Store::open(temp_db("lease")).unwrap();
    let synchronous =
        |c: &mut db::Conn<'_>| -> Result<i64> { c.query_one("PRAGMA synchronous", &[])?.get(0) };
    let inside = store.db.write_lease(|c| synchronous(c)).unwrap();
    let after = store.db.run(|c| synchronous(c)).unwrap();
    let failed: Result<()> = store.db.write_lease(|_| Err(StoreError::Conflict));
    assert!(matches!(failed, Err(StoreError::Conflict)));
    let after_failure = store.db.run(|c| synchronous(c)).unwrap();
    // 1 = NORMAL, 2 = FULL.
    assert_eq!((inside, after, after_failure), (1, 2, 2));
}
