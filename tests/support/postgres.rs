//! A real PostgreSQL server for the tests, one per test process: `initdb` in a temporary
//! folder, started on a free port of 127.0.0.1, each test in a database of its own.
//!
//! The server refuses to run as root, so as root it runs as the `postgres` user (Debian's
//! package creates it) or `nobody`. It is stopped when the test process ends, however it
//! ends: a small shell starts it and waits on a pipe from this process; when the pipe closes
//! (the process exited or was killed), the shell stops the server and removes its folder.
//! The binaries are found on PATH or in Debian's /usr/lib/postgresql/<version>/bin
//! (`.ci/run` installs the `postgresql` package when a machine has neither).

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
        let mut admin = postgres::Client::connect(&self.url("postgres"), postgres::NoTls)
            .expect("connect to the test server");
        admin
            .batch_execute(&format!("CREATE DATABASE {db}"))
            .expect("create a test database");
        self.url(&db)
    }
}

/// The folder holding `initdb` and `postgres`.
fn binaries() -> PathBuf {
    let on_path = std::env::var_os("PATH").and_then(|paths| {
        std::env::split_paths(&paths)
            .find(|d| d.join("initdb").is_file() && d.join("postgres").is_file())
    });
    if let Some(dir) = on_path {
        return dir;
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
    versions.pop().expect(
        "PostgreSQL's server is not installed (no initdb on PATH or in /usr/lib/postgresql): \
         run `bash .ci/run` once, or install Debian's `postgresql` package",
    )
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
    let dir = std::env::temp_dir().join(format!("calcada-pg-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    if let Some((uid, gid)) = who {
        std::os::unix::fs::chown(&dir, Some(uid), Some(gid)).unwrap();
    }
    let data = dir.join("data");
    let out = as_server_user(&mut Command::new(bin.join("initdb")), who)
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
        .expect("run initdb");
    assert!(
        out.status.success(),
        "initdb failed: {}",
        String::from_utf8_lossy(&out.stderr)
    );
    let port = free_port();
    let script = r#"
        "$1/postgres" -D "$2/data" -p "$3" -k "$2" -c listen_addresses=127.0.0.1 \
            -c fsync=off -c full_page_writes=off -c max_connections=200 >"$2/log" 2>&1 &
        server=$!
        read _closed
        kill -INT "$server"
        wait "$server"
        rm -rf "$2"
    "#;
    let keeper = as_server_user(&mut Command::new("sh"), who)
        .arg("-c")
        .arg(script)
        .arg("pg-keeper")
        .arg(&bin)
        .arg(&dir)
        .arg(port.to_string())
        .current_dir(&dir)
        .stdin(Stdio::piped())
        .stdout(Stdio::null())
        .stderr(Stdio::null())
        .spawn()
        .expect("start PostgreSQL");
    let server = PgServer {
        port,
        next_db: AtomicU32::new(0),
        _keeper: keeper,
    };
    wait_ready(&server, &dir);
    server
}

fn wait_ready(server: &PgServer, dir: &Path) {
    let deadline = Instant::now() + Duration::from_secs(60);
    loop {
        match postgres::Client::connect(&server.url("postgres"), postgres::NoTls) {
            Ok(_) => return,
            Err(e) if Instant::now() > deadline => {
                let log = std::fs::read_to_string(dir.join("log")).unwrap_or_default();
                panic!("PostgreSQL did not start: {e}\n{log}");
            }
            Err(_) => std::thread::sleep(Duration::from_millis(50)),
        }
    }
}
