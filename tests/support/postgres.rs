//! A real PostgreSQL server for the tests, one per test process: `initdb` in a temporary
//! folder, started on a free port of 127.0.0.1, each test in a database of its own.
//!
//! The server refuses to run as root, so as root it runs as the `postgres` user (Debian's
//! package creates it) or `nobody`. It is stopped when the test process ends, however it
//! ends: a small shell starts it and waits on a pipe from this process; when the pipe closes
//! (the process exited or was killed), the shell stops the server and removes its folder.
//! The binaries are found on PATH or in Debian's /usr/lib/postgresql/<version>/bin
//! (`.ci/run` installs the `postgresql` package when a machine has neither), or only in the
//! folders `CALCADA_POSTGRES_SEARCH` lists (colon-separated; the skip's own test points it at
//! an empty folder).
//!
//! PostgreSQL is optional for `cargo test` (README, "Quick start"): without it, a test that
//! needs it asks [`available`] first, which prints one line per test binary,
//! `skipped: no PostgreSQL server (initdb) found`, and the test passes without running. With
//! `CALCADA_REQUIRE_POSTGRES=1` (`.ci/run` sets it, after installing the server) a missing
//! server fails the test instead.
//!
//! [`start_with`] starts another server, of the caller's own, with files the caller writes into
//! its data folder and settings of its own (a TLS server with its certificate, say); test
//! databases are made over its Unix socket, whatever its `pg_hba.conf` asks of TCP clients.

#![allow(dead_code)]

use std::os::unix::fs::MetadataExt;
use std::os::unix::process::CommandExt;
use std::path::{Path, PathBuf};
use std::process::{Child, Command, Stdio};
use std::sync::atomic::{AtomicU32, Ordering};
use std::sync::OnceLock;
use std::time::{Duration, Instant};

pub struct PgServer {
    pub port: u16,
    /// The server's folder: its Unix socket, and its data in `data/`.
    pub dir: PathBuf,
    next_db: AtomicU32,
    /// The shell holding the server; its stdin is the lifeline.
    _keeper: Child,
}

static SERVER: OnceLock<PgServer> = OnceLock::new();

/// This process's server, started on first use.
pub fn server() -> &'static PgServer {
    SERVER.get_or_init(start)
}

/// A URL to a new, empty database on this process's server.
pub fn fresh_database(name: &str) -> String {
    server().fresh_database(name)
}

impl PgServer {
    pub fn url(&self, database: &str) -> String {
        format!("postgres://postgres@127.0.0.1:{}/{database}", self.port)
    }

    pub fn fresh_database(&self, name: &str) -> String {
        let n = self.next_db.fetch_add(1, Ordering::Relaxed);
        let db = format!(
            "{}_{n}",
            name.to_lowercase()
                .replace(|c: char| !c.is_ascii_alphanumeric(), "_")
        );
        self.admin()
            .batch_execute(&format!("CREATE DATABASE {db}"))
            .expect("create a test database");
        self.url(&db)
    }

    /// The superuser, over the server's Unix socket.
    pub fn admin(&self) -> postgres::Client {
        self.admin_to("postgres")
    }

    /// The superuser in `database`, over the server's Unix socket.
    pub fn admin_to(&self, database: &str) -> postgres::Client {
        postgres::Config::new()
            .host_path(&self.dir)
            .port(self.port)
            .user("postgres")
            .dbname(database)
            .connect(postgres::NoTls)
            .expect("connect to the test server")
    }
}

/// The line a test binary prints, once, when it skips its PostgreSQL tests.
pub const SKIPPED: &str = "skipped: no PostgreSQL server (initdb) found";

/// Whether this machine has a PostgreSQL server for the tests. If not, prints [`SKIPPED`] once
/// per test process (straight to stderr: libtest would hide a passing test's output) and
/// returns false, so the caller returns and passes; with `CALCADA_REQUIRE_POSTGRES=1`, a
/// missing server is a failure.
pub fn available() -> bool {
    static FOUND: OnceLock<bool> = OnceLock::new();
    *FOUND.get_or_init(|| {
        if find_binaries().is_some() {
            return true;
        }
        let required = std::env::var("CALCADA_REQUIRE_POSTGRES").is_ok_and(|v| v == "1");
        assert!(
            !required,
            "{}; CALCADA_REQUIRE_POSTGRES=1 requires it",
            missing()
        );
        use std::io::Write;
        let suite = std::env::current_exe()
            .ok()
            .and_then(|p| p.file_stem().map(|s| s.to_string_lossy().into_owned()))
            .map(|s| {
                s.rsplit_once('-')
                    .map_or(s.clone(), |(name, _)| name.to_string())
            })
            .unwrap_or_default();
        let _ = writeln!(
            std::io::stderr(),
            "{SKIPPED}: tests/{suite}.rs's PostgreSQL tests pass without running \
             (`sudo apt-get install postgresql` runs them)"
        );
        false
    })
}

/// Why no server could be started.
fn missing() -> String {
    "PostgreSQL's server is not installed (no initdb on PATH or in /usr/lib/postgresql, or in \
     CALCADA_POSTGRES_SEARCH if set): install Debian's `postgresql` package (`sudo apt-get install postgresql`)"
        .to_string()
}

/// The folder holding `initdb` and `postgres`.
fn binaries() -> PathBuf {
    find_binaries().unwrap_or_else(|| panic!("{}", missing()))
}

/// The folder holding `initdb` and `postgres`, if any: on PATH, else the newest of Debian's;
/// only in `CALCADA_POSTGRES_SEARCH`'s folders if that is set.
fn find_binaries() -> Option<PathBuf> {
    let server_in = |d: &PathBuf| d.join("initdb").is_file() && d.join("postgres").is_file();
    if let Some(search) = std::env::var_os("CALCADA_POSTGRES_SEARCH") {
        return std::env::split_paths(&search).find(server_in);
    }
    let on_path =
        std::env::var_os("PATH").and_then(|paths| std::env::split_paths(&paths).find(server_in));
    if on_path.is_some() {
        return on_path;
    }
    let mut versions: Vec<PathBuf> = std::fs::read_dir("/usr/lib/postgresql")
        .map(|r| {
            r.filter_map(|e| e.ok())
                .map(|e| e.path().join("bin"))
                .collect()
        })
        .unwrap_or_default();
    versions.retain(|d| d.join("initdb").is_file());
    versions.sort_by_key(|d| {
        let v = d
            .parent()
            .and_then(|p| p.file_name())
            .and_then(|n| n.to_str())
            .unwrap_or("0");
        v.parse::<u32>().unwrap_or(0)
    });
    versions.pop()
}

/// (uid, gid) of `name` in /etc/passwd.
fn user(name: &str) -> Option<(u32, u32)> {
    let passwd = std::fs::read_to_string("/etc/passwd").ok()?;
    passwd.lines().find_map(|l| {
        let f: Vec<&str> = l.split(':').collect();
        (f.first() == Some(&name))
            .then(|| Some((f.get(2)?.parse().ok()?, f.get(3)?.parse().ok()?)))?
    })
}

fn as_server_user(cmd: &mut Command, who: Option<(u32, u32)>) -> &mut Command {
    if let Some((uid, gid)) = who {
        cmd.uid(uid).gid(gid);
    }
    cmd
}

fn free_port() -> u16 {
    std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port()
}

fn start() -> PgServer {
    start_with(|_| {}, &[])
}

/// A server of the caller's own, stopped when this process ends: `setup` writes into its data
/// folder (after initdb, as the server's user will read it: the files are handed to that
/// user), `settings` are `-c` options (`ssl=on`).
pub fn start_with(setup: impl FnOnce(&Path), settings: &[&str]) -> PgServer {
    static STARTED: AtomicU32 = AtomicU32::new(0);
    let bin = binaries();
    let root = std::fs::metadata("/proc/self")
        .map(|m| m.uid() == 0)
        .unwrap_or(false);
    let who = if root {
        Some(
            user("postgres")
                .or_else(|| user("nobody"))
                .expect("a non-root user for PostgreSQL"),
        )
    } else {
        None
    };
    let dir = std::env::temp_dir().join(format!(
        "calcada-pg-{}-{}",
        std::process::id(),
        STARTED.fetch_add(1, Ordering::Relaxed)
    ));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    if let Some((uid, gid)) = who {
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid)).unwrap();
    }
    let data = dir.join("data");
    // initdb's bootstrap server can fail for want of the machine's shared memory or
    // semaphores while other test processes run servers of their own (it then removes its
    // folder): tried three times, a second apart, each failure shown.
    let initdb = || {
        as_server_user(&mut Command::new(bin.join("initdb")), who)
            .args([
                "-U",
                "postgres",
                "--auth=trust",
                "-E",
                "UTF8",
                "--no-sync",
                "-D",
            ])
            .arg(&data)
            .current_dir(&dir)
            .output()
            .expect("run initdb")
    };
    let mut out = initdb();
    for _ in 0..2 {
        if out.status.success() {
            break;
        }
        eprintln!(
            "initdb failed, trying again: {}",
            String::from_utf8_lossy(&out.stderr)
        );
        let _ = std::fs::remove_dir_all(&data);
        std::thread::sleep(Duration::from_secs(1));
        out = initdb();
    }
    assert!(
        out.status.success(),
        "initdb failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let before: Vec<PathBuf> = files(&data);
    setup(&data);
    if let Some((uid, gid)) = who {
        for f in files(&data).into_iter().filter(|f| !before.contains(f)) {
            std::os::unix::fs::chown(&f, Some(uid), Some(gid)).unwrap();
        }
    }
    let port = free_port();
    let script = r#"
        bin="$1" dir="$2" port="$3"
        shift 3
        "$bin/postgres" -D "$dir/data" -p "$port" -k "$dir" -c listen_addresses=127.0.0.1 \
            -c fsync=off -c full_page_writes=off -c max_connections=200 "$@" >"$dir/log" 2>&1 &
        server=$!
        read _closed
        kill -INT "$server"
        wait "$server"
        rm -rf "$dir"
    "#;
    let keeper = as_server_user(&mut Command::new("sh"), who)
        .arg("-c")
        .arg(script)
        .arg("pg-keeper")
        .arg(&bin)
        .arg(&dir)
        .arg(port.to_string())
        .args(settings.iter().flat_map(|s| ["-c", s]))
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start PostgreSQL");
    let server = PgServer {
        port,
        dir: dir.clone(),
        next_db: AtomicU32::new(0),
        _keeper: keeper,
    };
    wait_ready(&server, &dir);
    server
}

/// Every file in a folder (not below it).
fn files(dir: &Path) -> Vec<PathBuf> {
    std::fs::read_dir(dir)
        .map(|r| r.filter_map(|e| e.ok()).map(|e| e.path()).collect())
        .unwrap_or_default()
}

fn wait_ready(server: &PgServer, dir: &Path) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        let socket = postgres::Config::new()
            .host_path(&server.dir)
            .port(server.port)
            .user("postgres")
            .dbname("postgres")
            .connect(postgres::NoTls);
        match socket {
            Ok(_) => return,
            Err(e) if Instant::now() > deadline => {
                let log = std::fs::read_to_string(dir.join("log")).unwrap_or_default();
                panic!("PostgreSQL did not start: {e}\n{log}");
            }
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}
