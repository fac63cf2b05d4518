//! The SQLite file and its journals are readable and writable by their owner only (on Unix):
//! the database holds every running game's seed, which would let whoever reads it see the
//! stacks' order (backups are made the same way, `backup.rs`). The file is created with mode
//! 0600 before SQLite opens it, and SQLite gives the journals it creates beside it (`-wal`,
//! `-shm`, `-journal`) the database's own mode, whatever the process's umask. A file or
//! journal found readable or writable by others (made by an older version, or copied in) is
//! tightened to 0600, with a warning naming it and its old mode.

use std::path::{Path, PathBuf};

/// A file found open to others than its owner, and set to 0600.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tightened {
    pub path: PathBuf,
    /// Its permission bits before (`0o644`, say).
    pub mode: u32,
}

/// The journal files SQLite keeps beside a database: the database's name and this.
const JOURNALS: [&str; 3] = ["-wal", "-shm", "-journal"];

/// Before SQLite opens `path`: creates it, empty and private, if it is not there; tightens it
/// and its journals to 0600 where group or others may read or write them. Returns what was
/// tightened (each also logged as a warning). A file that cannot be changed (another user's)
/// is only warned about: the store still opens.
#[cfg(unix)]
pub(crate) fn keep_private(path: &Path) -> std::io::Result<Vec<Tightened>> {
    use std::os::unix::fs::{OpenOptionsExt, PermissionsExt};
    let created = std::fs::OpenOptions::new()
        .write(true)
        .create_new(true)
        .mode(0o600)
        .open(path);
    match created {
        Ok(_) => {}
        Err(e) if e.kind() == std::io::ErrorKind::AlreadyExists => {}
        Err(e) => return Err(e),
    }
    let mut tightened = Vec::new();
    let files = std::iter::once(path.to_path_buf()).chain(JOURNALS.iter().map(|j| {
        let mut name = path.as_os_str().to_os_string();
        name.push(j);
        PathBuf::from(name)
    }));
    for file in files {
        let Ok(meta) = std::fs::metadata(&file) else {
            continue;
        };
        let mode = meta.permissions().mode() & 0o777;
        if mode & 0o077 == 0 {
            continue;
        }
        let shown = format!("{mode:04o}");
        match std::fs::set_permissions(&file, std::fs::Permissions::from_mode(0o600)) {
            Ok(()) => {
                tracing::warn!(
                    file = %file.display(),
                    mode = %shown,
                    "the database file was open to other users (it holds every running game's \
                     seed): now readable and writable by its owner only (0600)"
                );
                tightened.push(Tightened { path: file, mode });
            }
            Err(error) => tracing::warn!(
                file = %file.display(),
                mode = %shown,
                %error,
                "the database file is open to other users (it holds every running game's \
                 seed) and cannot be made private: chmod 600 it"
            ),
        }
    }
    Ok(tightened)
}

/// Elsewhere the system's defaults stand.
#[cfg(not(unix))]
pub(crate) fn keep_private(_: &Path) -> std::io::Result<Vec<Tightened>> {
    Ok(Vec::new())
}

#[cfg(all(test, unix))]
mod tests {
    use super::*;
    use std::os::unix::fs::PermissionsExt;

    fn mode(path: &Path) -> u32 {
        std::fs::metadata(path).unwrap().permissions().mode() & 0o777
    }

    #[test]
    fn a_new_file_is_private_and_open_ones_are_tightened() {
        let dir = tempfile::tempdir().unwrap();
        let db = dir.path().join("games.db");
        assert_eq!(keep_private(&db).unwrap(), []);
        assert_eq!(mode(&db), 0o600);
        // Made by someone else's umask, with a journal beside it.
        let wal = dir.path().join("games.db-wal");
        std::fs::write(&wal, b"").unwrap();
        for f in [&db, &wal] {
            std::fs::set_permissions(f, std::fs::Permissions::from_mode(0o644)).unwrap();
        }
        let found = keep_private(&db).unwrap();
        assert_eq!(
            found,
            [
                Tightened {
                    path: db.clone(),
                    mode: 0o644
                },
                Tightened {
                    path: wal.clone(),
                    mode: 0o644
                }
            ]
        );
        assert_eq!((mode(&db), mode(&wal)), (0o600, 0o600));
        // The owner's own bits are no one else's business: 0700 stays.
        std::fs::set_permissions(&db, std::fs::Permissions::from_mode(0o700)).unwrap();
        assert_eq!(keep_private(&db).unwrap(), []);
        assert_eq!(mode(&db), 0o700);
    }
}
