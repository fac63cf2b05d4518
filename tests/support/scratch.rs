//! Where a test process keeps its files: one folder, `calcada-tests-<pid>` in the system's
//! temporary folder, removed when the process exits, whether its tests passed or failed
//! (set `CALCADA_KEEP_TEST_FILES=1` to keep it and look). A process killed before it could
//! clean up (a timeout, Ctrl-C) leaves its folder behind: the next test process removes the
//! folders of processes no longer running.

#![allow(dead_code)]

use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// The prefix of every test process's folder.
const PREFIX: &str = "calcada-tests-";

static ROOT: OnceLock<PathBuf> = OnceLock::new();

/// An empty folder named `name` in this process's folder (made on first use).
pub fn dir(name: &str) -> PathBuf {
    let dir = root().join(name);
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).expect("a folder for a test");
    dir
}

/// Where a fresh SQLite database named `name` goes in this process's folder: none of its
/// files (the database, its WAL, its shared memory) is there.
pub fn db(name: &str) -> PathBuf {
    let path = root().join(format!("{name}.db"));
    for ext in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{ext}", path.display()));
    }
    path
}

/// This process's folder (made on first use).
pub fn root() -> &'static Path {
    ROOT.get_or_init(|| {
        let tmp = std::env::temp_dir();
        sweep(&tmp);
        let root = tmp.join(format!("{PREFIX}{}", std::process::id()));
        // A folder of an earlier process with this pid (the pid was reused) starts again.
        let _ = std::fs::remove_dir_all(&root);
        std::fs::create_dir_all(&root).expect("a folder for the tests' files");
        if std::env::var_os("CALCADA_KEEP_TEST_FILES").is_none() {
            // SAFETY: registers a plain function, run once by exit() after main returns or
            // the test harness exits with the failures' code.
            unsafe { libc::atexit(remove_root) };
        }
        root
    })
}

extern "C" fn remove_root() {
    if let Some(root) = ROOT.get() {
        let _ = std::fs::remove_dir_all(root);
    }
}

/// Removes the folders in `tmp` of test processes that are no longer running.
pub fn sweep(tmp: &Path) {
    let Ok(entries) = std::fs::read_dir(tmp) else {
        return;
    };
    for entry in entries.flatten() {
        let name = entry.file_name();
        let Some(pid) = name
            .to_str()
            .and_then(|n| n.strip_prefix(PREFIX))
            .and_then(|p| p.parse::<libc::pid_t>().ok())
        else {
            continue;
        };
        // SAFETY: signal 0 only asks whether the process exists (EPERM: it does, not ours).
        let gone = unsafe { libc::kill(pid, 0) } != 0
            && std::io::Error::last_os_error().raw_os_error() == Some(libc::ESRCH);
        if gone {
            let _ = std::fs::remove_dir_all(entry.path());
        }
    }
}
