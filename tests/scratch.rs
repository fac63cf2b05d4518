//! The tests' own files (`tests/support/scratch.rs`): one folder per test process, gone when
//! the process exits unless asked to keep it, and swept by the next process if it was killed.

#[path = "support/scratch.rs"]
mod scratch;

use std::path::PathBuf;
use std::process::Command;

/// Run only by [`a_test_process_leaves_no_folder_behind`], as a process of its own: puts a
/// database and a folder in its scratch folder and says where that is.
#[test]
#[ignore = "a child process of a_test_process_leaves_no_folder_behind"]
fn child_leaves_files_in_its_folder() {
    let db = scratch::db("games");
    std::fs::write(&db, b"not empty").unwrap();
    let dir = scratch::dir("pictures");
    std::fs::write(dir.join("turn.png"), b"png").unwrap();
    assert!(db.exists() && dir.join("turn.png").exists());
    println!("ROOT={}", scratch::root().display());
}

/// Runs the child (it must pass); its scratch folder, as it printed it.
fn run_child(keep: bool) -> PathBuf {
    let mut c = Command::new(std::env::current_exe().unwrap());
    c.args([
        "--ignored",
        "--exact",
        "child_leaves_files_in_its_folder",
        "--nocapture",
    ]);
    if keep {
        c.env("CALCADA_KEEP_TEST_FILES", "1");
    } else {
        c.env_remove("CALCADA_KEEP_TEST_FILES");
    }
    let out = c.output().unwrap();
    let stdout = String::from_utf8_lossy(&out.stdout);
    assert!(out.status.success(), "{stdout}");
    let root = stdout
        .lines()
        .find_map(|l| l.strip_prefix("ROOT="))
        .unwrap_or_else(|| panic!("the child says where its folder is: {stdout}"));
    PathBuf::from(root)
}

#[test]
fn a_test_process_leaves_no_folder_behind() {
    let root = run_child(false);
    assert!(root.starts_with(std::env::temp_dir()), "{}", root.display());
    assert!(!root.exists(), "{} is still there", root.display());

    // Asked to keep it: all there after the process ended.
    let kept = run_child(true);
    assert!(kept.join("games.db").exists());
    assert!(kept.join("pictures/turn.png").exists());
    std::fs::remove_dir_all(&kept).unwrap();
}

#[test]
fn folders_of_test_processes_gone_are_swept_and_the_others_kept() {
    // A process that has ended: its pid names no process any more.
    let mut child = Command::new("true").spawn().unwrap();
    let gone = child.id();
    child.wait().unwrap();
    let tmp = scratch::dir("sweep");
    let dead = tmp.join(format!("calcada-tests-{gone}"));
    let alive = tmp.join(format!("calcada-tests-{}", std::process::id()));
    let other = tmp.join(format!("calcada-other-{gone}"));
    for d in [&dead, &alive, &other] {
        std::fs::create_dir_all(d.join("inside")).unwrap();
    }
    scratch::sweep(&tmp);
    assert!(!dead.exists(), "the folder of a process gone is removed");
    assert!(alive.exists(), "a running process keeps its folder");
    assert!(other.exists(), "only test processes' folders are touched");
}
