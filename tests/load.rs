//! The whole path under load: the real `calcada` binary against the project's fake Discord,
//! G games in G channels, turns played at R turns per second through real interactions (the
//! stone's autocomplete, `/calcada declare`, `/calcada place`), as users would.
//!
//! In CI (`cargo test`) a short run checks correctness only: every turn applied once, every
//! turn message posted once, no player pinged twice for one turn. The benchmark is the ignored
//! test, sized by LOAD_GAMES, LOAD_RATE (turns/s), LOAD_SECS and LOAD_REST (seconds to wait
//! after the run before the last memory reading):
//!
//!     LOAD_GAMES=40 LOAD_RATE=20 LOAD_SECS=60 LOAD_REST=60 \
//!         cargo test --release --test load -- --ignored --nocapture
//!
//! It prints the turns per second achieved, click-to-answer p50/p99/max per interaction kind,
//! the delay until the public turn message, the bot's CPU per turn (from /proc) and its RSS at
//! start, peak, end and after the rest.

#[path = "support/bot_process.rs"]
mod bot_process;
#[path = "support/fake_discord.rs"]
mod fake_discord;

use bot_process::{scratch, Bot, T};
use calcada::engine::Step;
use calcada::ids::ChannelId;
use calcada::store::Store;
use fake_discord::*;
use serde_json::{json, Value};
use std::collections::HashMap;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

struct Load {
    games: u64,
    rate: f64,
    secs: f64,
    rest: f64,
}

/// What the run measured.
#[derive(Default)]
struct Figures {
    /// Click-to-answer per interaction kind.
    answers: HashMap<&'static str, Vec<Duration>>,
    /// Per channel, when each turn-ending `place` was sent.
    placed: HashMap<u64, Vec<Instant>>,
    turns: u64,
    refused: u64,
}

struct Shared {
    fake: FakeDiscord,
    store: Store,
    next_id: AtomicU64,
    figures: Mutex<Figures>,
}

impl Shared {
    fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    fn user(&self, id: u64) -> TestUser {
        TestUser::new(id, &format!("p{id}"))
    }

    /// Sends an interaction and waits for its answer; records click-to-answer under `kind`.
    async fn ask(&self, kind: &'static str, interaction: Value, id: u64) -> Callback {
        self.fake.interact(interaction);
        let cb = self.fake.wait_callback(id, T).await;
        let sent = self.fake.injected_at(id).expect("injected");
        let took = cb.received_at.saturating_duration_since(sent);
        self.figures
            .lock()
            .unwrap()
            .answers
            .entry(kind)
            .or_default()
            .push(took);
        cb
    }

    async fn slash(
        &self,
        kind: &'static str,
        user: &TestUser,
        ch: u64,
        sub: &str,
        opts: Value,
    ) -> Callback {
        let id = self.id();
        let i = slash_command(
            id,
            "calcada",
            json!([subcommand(sub, opts)]),
            user,
            ch,
            Some(GUILD_ID),
            perms::MEMBER,
        );
        self.ask(kind, i, id).await
    }

    async fn open(&self, ch: u64) {
        let (a, b) = (self.user(ch * 10 + 1), self.user(ch * 10 + 2));
        self.slash("new", &a, ch, "new", json!([opt_int("players", 2)]))
            .await;
        self.slash("join", &b, ch, "join", json!([])).await;
        self.slash("start", &a, ch, "start", json!([])).await;
    }

    /// One whole turn in channel `ch`: autocomplete, declare, place. False if the game was
    /// over (a new one is opened).
    async fn turn(&self, ch: u64) -> bool {
        let stored = match self.store.live_game_in(ChannelId(ch)).unwrap() {
            Some(s) if s.game.as_ref().is_some_and(|g| !g.is_over()) => s,
            _ => {
                self.open(ch).await;
                return false;
            }
        };
        let game = stored.game.unwrap();
        let user = self.user(stored.seats[game.current()].user.unwrap().0);
        if let Step::Declare = game.step() {
            let id = self.id();
            let focused = json!([subcommand("declare", json!([opt_focused(3, "stone", "")]))]);
            let i = autocomplete(
                id,
                "calcada",
                focused,
                &user,
                ch,
                Some(GUILD_ID),
                perms::MEMBER,
            );
            self.ask("autocomplete", i, id).await;
            let d = game.legal_declarations()[0];
            let stone = json!([opt_str("stone", &format!("{} {}", d.space, d.colour.key()))]);
            if !self
                .slash("declare", &user, ch, "declare", stone)
                .await
                .text_contains("You declared")
            {
                self.figures.lock().unwrap().refused += 1;
                return false;
            }
        }
        let game = self
            .store
            .live_game_in(ChannelId(ch))
            .unwrap()
            .unwrap()
            .game
            .unwrap();
        let Some(p) = game.legal_placements().first().copied() else {
            return false;
        };
        let square = p.squares().next().unwrap();
        let tile = json!([opt_str(
            "tile",
            &format!("{} {square}", p.tile.symbol.key())
        )]);
        let sent = Instant::now();
        // Applied or not, the store's log says at the end (two actions per turn counted).
        self.slash("place", &user, ch, "place", tile).await;
        let mut f = self.figures.lock().unwrap();
        f.placed.entry(ch).or_default().push(sent);
        f.turns += 1;
        true
    }
}

fn proc_cpu_secs(pid: u32) -> f64 {
    let stat = std::fs::read_to_string(format!("/proc/{pid}/stat")).unwrap_or_default();
    // Fields after the command name (which may hold spaces): utime is the 14th, stime 15th.
    let rest = stat.rsplit_once(')').map_or("", |r| r.1);
    let f: Vec<&str> = rest.split_whitespace().collect();
    let ticks = |i: usize| f.get(i).and_then(|v| v.parse::<f64>().ok()).unwrap_or(0.0);
    (ticks(11) + ticks(12)) / 100.0
}

fn rss_mb(pid: u32) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))
        .and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

fn quantiles(mut v: Vec<Duration>) -> String {
    if v.is_empty() {
        return "-".into();
    }
    v.sort();
    let q = |p: f64| v[((v.len() - 1) as f64 * p).round() as usize].as_secs_f64() * 1e3;
    format!(
        "{:>4} answers  p50 {:>7.1} ms  p99 {:>7.1} ms  max {:>7.1} ms",
        v.len(),
        q(0.5),
        q(0.99),
        q(1.0)
    )
}

/// Runs the load; returns the report and asserts what must hold at any rate.
async fn run(load: Load) -> String {
    let dir = scratch(&format!("load-{}-{}", load.games, load.rate));
    let fake = FakeDiscord::start().await;
    let bot = Bot::spawn(
        &dir,
        &[
            ("DISCORD_TOKEN", "t".into()),
            ("DISCORD_PROXY_URL", fake.base_url()),
            ("RUST_LOG", "warn".into()),
        ],
    );
    let pid = bot.child.id();
    fake.wait_ready(T).await;
    fake.wait_registered_commands(T).await;
    let store = Store::open(dir.join("games.db")).unwrap();
    let shared = Arc::new(Shared {
        fake,
        store,
        next_id: AtomicU64::new(4_300_000_000_000_000_000),
        figures: Mutex::new(Figures::default()),
    });
    let channels: Vec<u64> = (0..load.games).map(|k| CHANNEL_ID + 100 + k).collect();
    for &ch in &channels {
        shared.open(ch).await;
    }
    let rss_start = rss_mb(pid);
    let cpu_start = proc_cpu_secs(pid);
    let peak = Arc::new(Mutex::new(rss_start));
    let sampling = {
        let peak = peak.clone();
        tokio::spawn(async move {
            loop {
                tokio::time::sleep(Duration::from_millis(100)).await;
                let r = rss_mb(pid);
                let mut p = peak.lock().unwrap();
                *p = p.max(r);
            }
        })
    };
    // Each game plays a turn every games/rate seconds, the games spread evenly over that.
    let started = Instant::now();
    let deadline = started + Duration::from_secs_f64(load.secs);
    let every = Duration::from_secs_f64(load.games as f64 / load.rate);
    let tasks: Vec<_> = channels
        .iter()
        .enumerate()
        .map(|(k, &ch)| {
            let shared = shared.clone();
            let offset = every.mul_f64(k as f64 / load.games as f64);
            tokio::spawn(async move {
                let mut next = started + offset;
                while next < deadline {
                    tokio::time::sleep_until(next.into()).await;
                    shared.turn(ch).await;
                    next += every;
                }
            })
        })
        .collect();
    for t in tasks {
        t.await.unwrap();
    }
    let elapsed = started.elapsed();
    let cpu = proc_cpu_secs(pid) - cpu_start;
    let rss_end = rss_mb(pid);
    // Every turn message delivered (the outbox drains), then counted.
    let drained = Instant::now() + T;
    while !shared.store.pending_notices(1).unwrap().is_empty() {
        assert!(Instant::now() < drained, "the outbox never drained");
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(Duration::from_secs_f64(load.rest)).await;
    let rss_rest = rss_mb(pid);
    sampling.abort();

    let figures = std::mem::take(&mut *shared.figures.lock().unwrap());
    let messages = shared.fake.messages();
    let mut delays = Vec::new();
    for (ch, placed) in &figures.placed {
        let turn_messages: Vec<&SentMessage> = messages
            .iter()
            .filter(|m| m.channel_id == *ch)
            .filter(|m| m.attachments.iter().any(|a| a.filename == "turn.png"))
            .collect();
        // Every turn posted once: as many turn messages as turns played (plus none twice).
        assert_eq!(
            turn_messages.len(),
            placed.len(),
            "channel {ch}: turn messages vs turns"
        );
        for (m, at) in turn_messages.iter().zip(placed) {
            delays.push(m.received_at.saturating_duration_since(*at));
        }
        // Each turn's log: exactly two actions per turn played (declare, place).
        let stored = shared
            .store
            .list_games(calcada::ids::GuildId(GUILD_ID), true)
            .unwrap();
        let actions: usize = stored
            .iter()
            .filter(|g| g.channel == ChannelId(*ch))
            .map(|g| shared.store.actions(g.id).unwrap().len())
            .sum();
        assert_eq!(
            actions,
            2 * placed.len(),
            "channel {ch}: every turn applied once"
        );
    }
    let turns = figures.turns;
    let mut out = format!(
        "load: {} games, {} turns/s asked for {:.0} s: {turns} turns in {:.1} s = {:.1} turns/s ({} refused)\n",
        load.games,
        load.rate,
        load.secs,
        elapsed.as_secs_f64(),
        turns as f64 / elapsed.as_secs_f64(),
        figures.refused,
    );
    let mut kinds: Vec<_> = figures.answers.into_iter().collect();
    kinds.sort_by_key(|k| k.0);
    for (kind, times) in kinds {
        out += &format!("  {kind:<12} {}\n", quantiles(times));
    }
    out += &format!("  {:<12} {}\n", "turn message", quantiles(delays));
    out += &format!(
        "  bot CPU {:.2} s = {:.1} ms per turn; RSS {:.0} MB at start, {:.0} MB peak, {:.0} MB at the end, {:.0} MB {:.0} s later\n",
        cpu,
        cpu * 1e3 / turns.max(1) as f64,
        rss_start,
        *peak.lock().unwrap(),
        rss_end,
        rss_rest,
        load.rest
    );
    bot.terminate();
    assert!(bot.wait().await.0.success());
    out
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_load_run_applies_every_turn_once_and_posts_every_turn_message_once() {
    let report = run(Load {
        games: 4,
        rate: 4.0,
        secs: 3.0,
        rest: 0.0,
    })
    .await;
    println!("{report}");
    assert!(!report.contains(" 0 turns in"), "{report}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the load benchmark: run with --release --ignored --nocapture (see the file's doc)"]
async fn load_benchmark() {
    let var = |k: &str, d: f64| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let report = run(Load {
        games: var("LOAD_GAMES", 40.0) as u64,
        rate: var("LOAD_RATE", 20.0),
        secs: var("LOAD_SECS", 60.0),
        rest: var("LOAD_REST", 60.0),
    })
    .await;
    println!("{report}");
}
