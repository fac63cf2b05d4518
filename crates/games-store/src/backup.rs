//! The database file's health and copies (SQLite's; PostgreSQL has its own tools): SQLite's quick check when a store opens, online
//! backups (safe while the bot writes), the newest backup in a folder, and listing the games
//! to export.

use super::db;
use super::db::lite::quick_check;
use super::{Damage, Result, Store, StoreError};
use games_ids::ids::{ChannelId, GameId};
use rusqlite::backup::{Backup, StepResult};
use rusqlite::params;
use rusqlite::{Connection, OpenFlags};
use std::path::{Path, PathBuf};

impl Store {
    /// Whether the file at `path` (if it exists) passes the quick check, without changing
    /// it: what the bot and `calcada local` ask before they open it.
    pub fn check_file(path: &Path) -> Result<()> {
        if !path.exists() {
            return Ok(());
        }
        let c = Connection::open_with_flags(path, OpenFlags::SQLITE_OPEN_READ_ONLY)
            .map_err(|e| StoreError::Damaged(Damage::Unreadable(e)))?;
        quick_check(&c).map_err(|e| match e {
            StoreError::Sqlite(e) => StoreError::Damaged(Damage::Unreadable(e)),
            e => e,
        })
    }

    /// Copies the whole database to `dest` with SQLite's online backup API, in one step:
    /// a consistent copy of the moment it starts, taken while other connections keep
    /// writing (WAL: they are not blocked). `dest` is replaced. Returns the games it holds.
    pub fn backup_to(&self, dest: &Path) -> Result<u64> {
        if let Some(dir) = dest.parent().filter(|d| !d.as_os_str().is_empty()) {
            std::fs::create_dir_all(dir).map_err(|source| StoreError::Io {
                doing: "cannot create the backup folder",
                path: dir.to_path_buf(),
                source,
            })?;
        }
        let partial = dest.with_extension("partial");
        let db::Pool::Lite(pool) = &self.db.pool else {
            return Err(StoreError::Unsupported(
                "a file backup of PostgreSQL (use pg_dump or the database server's own backups)",
            ));
        };
        // Never over the live database (or its journal files): that would destroy it.
        let live = std::fs::canonicalize(pool.path()).unwrap_or_else(|_| pool.path().into());
        let target = dest
            .parent()
            .filter(|d| !d.as_os_str().is_empty())
            .and_then(|d| std::fs::canonicalize(d).ok())
            .zip(dest.file_name())
            .map(|(d, n)| d.join(n))
            .unwrap_or_else(|| dest.to_path_buf());
        let journals = ["-wal", "-shm", "-journal"].map(|x| format!("{}{x}", live.display()));
        if target == live || journals.iter().any(|j| target == Path::new(j)) {
            return Err(StoreError::Unsupported(
                "a backup over the live database itself (choose another file)",
            ));
        }
        let _ = std::fs::remove_file(&partial);
        // Readable and writable by its owner only: it holds every game's secret seed.
        create_private(&partial).map_err(|source| StoreError::Io {
            doing: "cannot create the backup file",
            path: partial.clone(),
            source,
        })?;
        pool.with(|c| {
            let mut out = Connection::open(&partial)?;
            {
                let backup = Backup::new(c, &mut out)?;
                // -1: every page in one step, so the copy is one consistent snapshot (a
                // writer's commit between steps would restart a step-by-step copy).
                loop {
                    match backup.step(-1)? {
                        StepResult::Done => break,
                        StepResult::More => {}
                        _ => std::thread::sleep(std::time::Duration::from_millis(5)),
                    }
                }
            }
            quick_check(&out)?;
            let games: i64 = out.query_row("SELECT COUNT(*) FROM games", [], |r| r.get(0))?;
            drop(out);
            // Renamed into place only when complete: a crash never leaves half a backup.
            std::fs::rename(&partial, dest).map_err(|source| StoreError::Io {
                doing: "cannot rename the finished backup to",
                path: dest.to_path_buf(),
                source,
            })?;
            Ok(games as u64)
        })
    }

    /// Every game's id, oldest first.
    pub fn all_game_ids(&self) -> Result<Vec<GameId>> {
        self.db
            .run(|c| c.column("SELECT id FROM games ORDER BY id", &[]))
    }

    /// The ids of a channel's games, oldest first.
    pub fn game_ids_in(&self, channel: ChannelId) -> Result<Vec<GameId>> {
        self.db.run(|c| {
            c.column(
                "SELECT id FROM games WHERE channel_id = ?1 ORDER BY id",
                params![channel],
            )
        })
    }
}

/// The newest file in `dir` (by modification time), if any: the backup to restore.
pub fn newest_backup(dir: &Path) -> Option<PathBuf> {
    std::fs::read_dir(dir)
        .ok()?
        .filter_map(|e| e.ok())
        .filter(|e| e.path().extension().is_some_and(|x| x == "db"))
        .filter_map(|e| Some((e.metadata().ok()?.modified().ok()?, e.path())))
        .max()
        .map(|(_, p)| p)
}

/// Creates an empty file only its owner may read or write (on Unix; elsewhere the default).
fn create_private(path: &Path) -> std::io::Result<()> {
    let mut options = std::fs::OpenOptions::new();
    options.write(true).create_new(true);
    #[cfg(unix)]
    std::os::unix::fs::OpenOptionsExt::mode(&mut options, 0o600);
    options.open(path).map(drop)
}
