//! Secrets kept (issue 44): the SQLite file holding every running game's seed, and its WAL and
//! shared memory, are readable by their owner only when `calcada` (the bot) and `calcada
//! local` create them, whatever the umask (the children run with a permissive 022); a file
//! left open to others is tightened, with a warning; and an interaction's token (the URL of
//! its callback, or of the webhook a deferred answer goes through) never reaches the bot's
//! log, even when answering fails.

#[path = "support/bot_process.rs"]
mod bot_process;
#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scratch.rs"]
mod scratch;

use bot_process::{build, Bot, T};
use fake_discord::*;
use serde_json::json;
use std::io::{BufRead, BufReader, Write};
use std::os::unix::fs::PermissionsExt;
use std::os::unix::process::CommandExt;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// The child creates files as a typical login shell would: readable by all (umask 022), so
/// only the store's own care keeps them private.
fn permissive(c: &mut Command) {
    // SAFETY: umask is async-signal-safe and touches nothing but the child's own mask.
    unsafe {
        c.pre_exec(|| {
            libc::umask(0o022);
            Ok(())
        });
    }
}

fn mode(path: &Path) -> u32 {
    std::fs::metadata(path)
        .unwrap_or_else(|e| panic!("{}: {e}", path.display()))
        .permissions()
        .mode()
        & 0o777
}

/// The database at `db` and its WAL and shared memory (all there: the store is open and has
/// written), each readable and writable by its owner only.
fn assert_private(db: &Path) {
    for ext in ["", "-wal", "-shm"] {
        let file = format!("{}{ext}", db.display());
        assert_eq!(format!("{:o}", mode(Path::new(&file))), "600", "{file}");
    }
}

fn open_to_all(file: &Path) {
    std::fs::set_permissions(file, std::fs::Permissions::from_mode(0o644)).unwrap();
}

#[test]
fn calcada_local_creates_its_database_private_and_tightens_one_left_open() {
    let dir = scratch::dir("private-local");
    let db = dir.join("games.db");
    let local = || {
        let mut c = Command::new(env!("CARGO_BIN_EXE_calcada"));
        c.args(["local", "--json", "--seed", "1", "--db"])
            .arg(&db)
            .arg("--out")
            .arg(dir.join("pictures"))
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::piped());
        permissive(&mut c);
        c.spawn().unwrap()
    };
    // Created by `calcada local`: private while it runs (its WAL and shared memory too).
    let mut child = local();
    let mut stdin = child.stdin.take().unwrap();
    writeln!(stdin, "Ana: new players 2").unwrap();
    let mut answer = String::new();
    BufReader::new(child.stdout.take().unwrap())
        .read_line(&mut answer)
        .unwrap();
    assert!(answer.contains("Ana"), "{answer}");
    assert_private(&db);
    drop(stdin);
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    assert!(
        !String::from_utf8_lossy(&out.stderr).contains("open to other users"),
        "nothing to tighten in a new database"
    );
    // Left open to others (an older version, a copy): made private again, and said.
    open_to_all(&db);
    let wal = dir.join("games.db-wal");
    std::fs::write(&wal, b"").unwrap();
    open_to_all(&wal);
    let mut child = local();
    drop(child.stdin.take());
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let said = String::from_utf8_lossy(&out.stderr);
    for file in [&db, &wal] {
        let line = format!("{} was open to other users (mode 0644)", file.display());
        assert!(said.contains(&line), "{line}:\n{said}");
    }
    assert_eq!(mode(&db), 0o600);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_keeps_its_database_private_and_interaction_tokens_out_of_its_log() {
    let dir = scratch::dir("private-serve");
    let db = dir.join("games.db");
    let fake = FakeDiscord::start().await;
    let env = [
        ("DISCORD_TOKEN", "t".to_string()),
        ("DISCORD_PROXY_URL", fake.base_url()),
    ];
    let mut c = Bot::command(&build(), &dir, &env);
    permissive(&mut c);
    let bot = Bot::start(c);
    fake.wait_ready(T).await;
    fake.wait_registered_commands(T).await;
    assert_private(&db);

    // Answering fails: the connection is reset on the callback (and on the error path's
    // second try). The failure is logged, the URL's token is not.
    let ana = TestUser::new(9_000_000_000_000_401, "ana");
    let reset = fake.add_fault(
        FaultTarget::Route {
            method: "POST".into(),
            path_prefix: "/interactions".into(),
        },
        RestFault::Reset,
        None,
    );
    let id = 4_400_000_000_000_000_001;
    let (name, options) = layout::route("calcada", "rules", json!([]));
    fake.interact(slash_command(
        id,
        &name,
        options,
        &ana,
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    fake.wait_faulted(2, T).await;
    bot.wait_stderr("could not answer").await;
    let log = bot.stderr();
    assert!(
        log.contains(&format!("interactions/{id}/***/callback")),
        "the failure, with its URL redacted:\n{log}"
    );
    assert!(
        !log.contains(&format!("fake-interaction-token-{id}")),
        "{log}"
    );
    fake.clear_fault(reset);

    // A deferred answer goes through the interaction's webhook: another writer holds the
    // database past the moment the bot must answer, and the follow-up is reset.
    fake.add_fault(
        FaultTarget::Route {
            method: "*".into(),
            path_prefix: "/webhooks".into(),
        },
        RestFault::Reset,
        None,
    );
    let (locked_tx, locked_rx) = std::sync::mpsc::channel();
    let holder = {
        let db = db.clone();
        std::thread::spawn(move || {
            let conn = rusqlite::Connection::open(&db).unwrap();
            conn.execute_batch("BEGIN IMMEDIATE").unwrap();
            locked_tx.send(()).unwrap();
            std::thread::sleep(Duration::from_millis(2000));
            conn.execute_batch("COMMIT").unwrap();
        })
    };
    locked_rx.recv().unwrap();
    let id = id + 1;
    let (name, options) = layout::route("calcada", "new", json!([opt_int("players", 2)]));
    fake.interact(slash_command(
        id,
        &name,
        options,
        &ana,
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let cb = fake.wait_callback(id, T).await;
    assert!(cb.accepted() && cb.kind == 5, "deferred first");
    holder.join().unwrap();
    bot.wait_stderr("command failed").await;
    let faulted = fake.wait_faulted(3, T).await;
    assert!(
        faulted.iter().any(|f| f.path.contains("/webhooks/")),
        "{faulted:?}"
    );
    // Let the error path's own try fail and be logged too.
    tokio::time::sleep(Duration::from_millis(300)).await;
    let log = bot.stderr();
    assert!(
        log.contains(&format!("webhooks/{APP_ID}/***")),
        "the follow-up's failure, its URL redacted:\n{log}"
    );
    assert!(!log.contains("fake-interaction-token"), "{log}");
    bot.terminate();
    assert!(bot.wait().await.0.success());

    // Started again on the database left open to others: made private, with a warning.
    open_to_all(&db);
    let bot = Bot::spawn(&dir, &env);
    bot.wait_stderr("store open").await;
    let log = bot.stderr();
    let warned = log
        .lines()
        .find(|l| l.contains("open to other users"))
        .unwrap_or_else(|| panic!("no warning:\n{log}"));
    assert!(
        warned.contains(&db.display().to_string()) && warned.contains("mode=0644"),
        "{warned}"
    );
    assert_eq!(mode(&db), 0o600);
    bot.terminate();
    assert!(bot.wait().await.0.success());
    fake.stop().await;
}
