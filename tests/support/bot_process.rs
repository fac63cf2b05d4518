//! The `calcada` binary as a child process, as an operator runs it: settings from the
//! environment, its log collected as it comes (a full pipe would block it), stopped with
//! SIGTERM or killed.

#![allow(dead_code)]

use std::ffi::{OsStr, OsString};
use std::io::BufRead;
use std::path::Path;
use std::process::{Child, Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// How long a test waits for what must come.
pub const T: Duration = Duration::from_secs(30);

/// The fake Discord's test server, where the bot registers its commands.
const GUILD_ID: u64 = super::fake_discord::GUILD_ID;

/// The bot's binary the tests run: this build's, or another named by CALCADA_BOT_BIN (to
/// compare two builds in one session).
pub fn build() -> OsString {
    std::env::var_os("CALCADA_BOT_BIN").unwrap_or_else(|| env!("CARGO_BIN_EXE_calcada").into())
}

/// The bot as a child process, its stderr collected as it comes.
pub struct Bot {
    pub child: Child,
    stderr: Arc<Mutex<String>>,
}

impl Bot {
    /// Starts [`build`] in `dir` (its database there) with `envs` on top of the tests' own.
    pub fn spawn(dir: &Path, envs: &[(&str, String)]) -> Bot {
        Bot::spawn_build(&build(), dir, envs)
    }

    /// [`Bot::spawn`] with the binary at `bin`.
    pub fn spawn_build(bin: &OsStr, dir: &Path, envs: &[(&str, String)]) -> Bot {
        Bot::start(Bot::command(bin, dir, envs))
    }

    /// The command [`Bot::spawn_build`] runs, to change before [`Bot::start`].
    pub fn command(bin: &OsStr, dir: &Path, envs: &[(&str, String)]) -> Command {
        let mut c = Command::new(bin);
        c.current_dir(dir)
            .env("DATABASE_PATH", dir.join("games.db"))
            .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
            .env("CALCADA_TICK_SECS", "0.2")
            // The bot's own default filter, as an operator runs it (a test may set another).
            .env_remove("RUST_LOG")
            .env_remove("CALCADA_FAILPOINT")
            .stdout(Stdio::null())
            .stderr(Stdio::piped());
        for (k, v) in envs {
            c.env(k, v);
        }
        c
    }

    /// Runs `c` (its stderr piped), its stderr collected as it comes.
    pub fn start(mut c: Command) -> Bot {
        let mut child = c.spawn().unwrap();
        let stderr = Arc::new(Mutex::new(String::new()));
        let pipe = child.stderr.take().unwrap();
        let sink = stderr.clone();
        std::thread::spawn(move || {
            for line in std::io::BufReader::new(pipe).lines().map_while(Result::ok) {
                let mut s = sink.lock().unwrap();
                s.push_str(&line);
                s.push('\n');
            }
        });
        Bot { child, stderr }
    }

    pub fn stderr(&self) -> String {
        self.stderr.lock().unwrap().clone()
    }

    pub async fn wait_stderr(&self, needle: &str) {
        let found = tokio::time::timeout(T, async {
            while !self.stderr().contains(needle) {
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await;
        assert!(found.is_ok(), "{needle:?} never came:\n{}", self.stderr());
    }

    pub fn terminate(&self) {
        let pid = self.child.id().to_string();
        assert!(Command::new("kill")
            .args(["-TERM", &pid])
            .status()
            .unwrap()
            .success());
    }

    /// Waits for the process to end; its status and how long that took.
    pub async fn wait(mut self) -> (std::process::ExitStatus, Duration, String) {
        let started = Instant::now();
        let status = tokio::task::spawn_blocking(move || {
            let status = self.child.wait().unwrap();
            (status, self.stderr)
        })
        .await
        .unwrap();
        let elapsed = started.elapsed();
        // Let the reader thread take the last lines.
        tokio::time::sleep(Duration::from_millis(50)).await;
        let text = status.1.lock().unwrap().clone();
        (status.0, elapsed, text)
    }
}

impl Bot {
    /// SIGKILL: no clean-up of any kind, as when a machine dies.
    pub fn kill(&mut self) {
        self.child.kill().unwrap();
        self.child.wait().unwrap();
    }
}

/// Waits until `done`, or fails after `limit` saying `what` (with the fake's account).
pub async fn until(
    what: &str,
    limit: Duration,
    fake: &super::fake_discord::FakeDiscord,
    mut done: impl FnMut() -> bool,
) {
    let deadline = Instant::now() + limit;
    while !done() {
        assert!(
            Instant::now() < deadline,
            "{what}: never happened\n{}",
            fake.summary()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
}

/// Runs blocking database work from an async test (the PostgreSQL client starts a runtime
/// of its own, which tokio refuses inside a task unless told it may block).
pub fn sync<R>(f: impl FnOnce() -> R) -> R {
    tokio::task::block_in_place(f)
}
