//! The whole path under load: the real `calcada` binary, with its production default log
//! filter, against the project's fake Discord, G games in G channels, turns played at R turns
//! per second through real interactions, as users would (issue 25's mix): the stone's
//! autocomplete and `/declare`, then turn about the place menu of the declare answer, or the
//! tile's autocomplete and `/place`.
//!
//! In CI (`cargo test`) a short run checks correctness only: every action applied once, every
//! turn message posted once (none posted twice, even hidden by the nonce), no player pinged
//! twice for one turn. The benchmark is the ignored test, sized by LOAD_GAMES, LOAD_RATE
//! (turns/s), LOAD_SECS and LOAD_REST (seconds to wait after the run before the last memory
//! reading); LOAD_SAMPLE_SECS (60) prints the bot's RSS that often as the run goes, for a
//! soak (LOAD_SECS=1800: does its memory level off?):
//!
//!     LOAD_GAMES=40 LOAD_RATE=20 LOAD_SECS=60 LOAD_REST=60 \
//!         cargo test --release --test load -- --ignored --nocapture
//!
//! It prints the turns per second achieved and published (until the last turn message was
//! posted), click-to-answer p50/p99/max per interaction kind and how many answers were
//! deferred or later than 3 s, the delay until the public turn message, the bot's CPU per turn
//! (from /proc, the turn messages posted after the run included; also less its CPU at rest),
//! its RSS at start, peak, end and after the rest, and the median and largest PNG of each
//! picture the bot sent (boards in declare answers, turn pictures), the seconds of the run in
//! which turn answers took over 20 ms, and beside them the disk's own flushes over 20 ms (a
//! probe in this process flushes 8 KB every 50 ms: the bot flushes every player action, so
//! a disk that stalls holds its answers). A rate above what the machine can do makes each
//! game play back to back: the saturation rate. With LOAD_COMPARE_BIN it runs this build and
//! another alternately and prints their CPU per turn side by side. See README for the knobs.

#[path = "support/bot_process.rs"]
mod bot_process;
#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scrape.rs"]
mod scrape;
#[path = "support/scratch.rs"]
mod scratch;
#[path = "support/turn_steps.rs"]
mod turn_steps;

use bot_process::{Bot, T};
use calcada_rules::Step;
use fake_discord::*;
use games_ids::ids::ChannelId;
use games_store::{Store, StoredGame};
use serde_json::{json, Value};
use std::collections::{BTreeMap, HashMap};
use std::ffi::OsStr;
use std::sync::atomic::{AtomicBool, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use turn_steps::{first_stone, stone_autocomplete, tile_autocomplete, tile_option};

struct Load {
    games: u64,
    rate: f64,
    secs: f64,
    rest: f64,
    /// Seconds between the RSS readings printed as the run goes (a soak's levelling off).
    sample: f64,
}

/// What the run measured.
#[derive(Default)]
struct Figures {
    /// Click-to-answer per interaction kind.
    answers: HashMap<&'static str, Vec<Duration>>,
    /// Per channel, when each action that ended a turn was sent.
    ended: HashMap<u64, Vec<Instant>>,
    /// Per channel, the actions the bot applied (the game's version moved on).
    actions: HashMap<u64, u64>,
    turns: u64,
    refused: u64,
    /// Answers deferred first (a callback of type 5) and given after.
    deferred: u64,
    /// Every answer: when its interaction was sent, its kind and how long it took.
    timeline: Vec<(Instant, &'static str, Duration)>,
}

/// The answers of a turn, by kind (opening games is not timed against the budget).
const TURN_KINDS: [&str; 5] = ["stone ac", "declare", "place menu", "tile ac", "place"];

/// Discord's callback type for "deferred, the answer follows".
const DEFERRED: u64 = 5;

/// Discord fails an interaction not acknowledged within this.
const DISCORD_DEADLINE: Duration = Duration::from_secs(3);

struct Shared {
    fake: FakeDiscord,
    store: Store,
    next_id: AtomicU64,
    /// Placements made so far: every other one by the declare answer's menu.
    placements: AtomicU64,
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
    /// Returns the answer's text: the callback's, or for an answer deferred (the bot was not
    /// ready within its deferral time) the text it was edited to after.
    async fn ask(&self, kind: &'static str, interaction: Value, id: u64) -> String {
        let (text, _) = self.ask_for(kind, interaction, id).await;
        text
    }

    /// [`Shared::ask`], with the callback itself when it was the answer (not deferred).
    async fn ask_for(
        &self,
        kind: &'static str,
        interaction: Value,
        id: u64,
    ) -> (String, Option<Callback>) {
        self.fake.interact(interaction);
        let cb = self.fake.wait_callback(id, T).await;
        let sent = self.fake.injected_at(id).expect("injected");
        let took = cb.received_at.saturating_duration_since(sent);
        {
            let mut f = self.figures.lock().unwrap();
            f.answers.entry(kind).or_default().push(took);
            f.timeline.push((sent, kind, took));
            if cb.kind != DEFERRED {
                return (cb.text().to_string(), Some(cb));
            }
            f.deferred += 1;
        }
        let edited = self
            .fake
            .wait_interaction_message(
                id,
                |m| matches!(m.kind, MessageKind::EditOriginal | MessageKind::Followup),
                T,
            )
            .await;
        (edited.content.unwrap_or_default(), None)
    }

    async fn slash(
        &self,
        kind: &'static str,
        user: &TestUser,
        ch: u64,
        sub: &str,
        opts: Value,
    ) -> String {
        let id = self.id();
        let (name, options) = layout::route("calcada", sub, opts);
        let i = slash_command(id, &name, options, user, ch, Some(GUILD_ID), perms::MEMBER);
        self.ask(kind, i, id).await
    }

    async fn open(&self, ch: u64) {
        let (a, b) = (self.user(ch * 10 + 1), self.user(ch * 10 + 2));
        self.slash("new", &a, ch, "new", json!([opt_int("players", 2)]))
            .await;
        self.slash("join", &b, ch, "join", json!([])).await;
        self.slash("start", &a, ch, "start", json!([])).await;
    }

    /// The live game in `ch`, if it is still being played.
    fn playing(&self, ch: u64) -> Option<StoredGame> {
        let stored = self.store.live_game_in(ChannelId(ch)).unwrap()?;
        stored
            .state_of::<calcada_rules::Game>()
            .is_some_and(|g| !g.is_over())
            .then_some(stored)
    }

    /// Records the outcome of an action sent at `sent` to `before`'s game (applied or refused,
    /// and whether it ended the turn); the game as it is now if the action was applied.
    fn applied(
        &self,
        ch: u64,
        before: &StoredGame,
        seat: usize,
        sent: Instant,
    ) -> Option<StoredGame> {
        let after = self.store.load_game(before.id).unwrap();
        let mut f = self.figures.lock().unwrap();
        if after.moves == before.moves {
            f.refused += 1;
            return None;
        }
        // One action sent, one counted: the log must hold exactly these (none applied twice).
        *f.actions.entry(ch).or_default() += 1;
        let game = after.state_of::<calcada_rules::Game>().unwrap();
        if game.is_over() || game.current() != seat || game.step() == Step::Declare {
            f.ended.entry(ch).or_default().push(sent);
            f.turns += 1;
        }
        drop(f);
        Some(after)
    }

    /// One whole turn in channel `ch`, as players play it (issue 25's mix): the stone's
    /// autocomplete and `/declare` (any stone when none fits: a pass), then, turn about, the
    /// place menu of the declare answer, or the tile's autocomplete and `/place`. Opens a new
    /// game when the last one is over.
    async fn turn(&self, ch: u64) {
        let Some(mut stored) = self.playing(ch) else {
            self.open(ch).await;
            return;
        };
        let game = stored.state_of::<calcada_rules::Game>().unwrap();
        let seat = game.current();
        let user = self.user(stored.seats[seat].user.unwrap().0);
        let mut declared = None;
        if let Step::Declare = game.step() {
            let id = self.id();
            self.ask("stone ac", stone_autocomplete(id, &user, ch), id)
                .await;
            let Some(stone) = first_stone(game) else {
                return;
            };
            let sent = Instant::now();
            let id = self.id();
            let (name, options) = layout::route("calcada", "declare", stone);
            let i = slash_command(id, &name, options, &user, ch, Some(GUILD_ID), perms::MEMBER);
            declared = self.ask_for("declare", i, id).await.1;
            match self.applied(ch, &stored, seat, sent) {
                Some(after) => stored = after,
                None => return,
            }
        }
        // Empty when the declaration ended the turn (a pass) or the game.
        let game = stored.state_of::<calcada_rules::Game>().unwrap();
        let Some(p) = game.legal_placements().first().copied() else {
            return;
        };
        // Every other placement by the declare answer's menu (when this turn's declare
        // answered with one, not deferred).
        let by_menu = self
            .placements
            .fetch_add(1, Ordering::Relaxed)
            .is_multiple_of(2);
        let menu = declared.filter(|_| by_menu).and_then(|cb| {
            let menu = cb
                .components
                .iter()
                .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
                .find(|c| c["type"] == 3)?;
            let value = menu["options"][0]["value"].as_str()?.to_string();
            let custom_id = menu["custom_id"].as_str()?.to_string();
            Some((custom_id, value, cb.message_id.unwrap_or(1)))
        });
        let sent = Instant::now();
        if let Some((custom_id, value, message_id)) = menu {
            let id = self.id();
            let i = component(
                id,
                &custom_id,
                Some(&[value.as_str()]),
                message_id,
                &user,
                ch,
                Some(GUILD_ID),
                perms::MEMBER,
            );
            self.ask("place menu", i, id).await;
        } else {
            let id = self.id();
            self.ask("tile ac", tile_autocomplete(id, &user, ch), id)
                .await;
            self.slash("place", &user, ch, "place", tile_option(&p))
                .await;
        }
        self.applied(ch, &stored, game.current(), sent);
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

/// The value of a line of /proc/PID/status (`VmRSS`, `THP_enabled`...).
fn status_field(pid: u32, field: &str) -> Option<String> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    let line = status
        .lines()
        .find(|l| l.strip_prefix(field).is_some_and(|r| r.starts_with(':')))?;
    Some(line.split_whitespace().nth(1)?.to_string())
}

/// A line of /proc/PID/status in MB (`VmRSS`, `RssAnon`, `RssFile`).
fn status_mb(pid: u32, field: &str) -> f64 {
    status_field(pid, field)
        .and_then(|kb| kb.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

fn rss_mb(pid: u32) -> f64 {
    status_mb(pid, "VmRSS")
}

/// RSS split: memory the bot allocated, and pages of files (its binary, libraries) mapped in.
fn rss_split(pid: u32) -> String {
    format!(
        "{:.0} MB anonymous + {:.0} MB file",
        status_mb(pid, "RssAnon"),
        status_mb(pid, "RssFile")
    )
}

/// Answers to a turn's interactions slower than 20 ms (issue 25's bound for their p99), by
/// the second of the run they were asked in: how many and the slowest.
fn slow_seconds(timeline: &[(Instant, &'static str, Duration)], started: Instant) -> String {
    let mut seconds: BTreeMap<u64, (usize, Duration)> = BTreeMap::new();
    for (sent, kind, took) in timeline {
        if TURN_KINDS.contains(kind) && *took > SLOW {
            let s = seconds
                .entry(sent.saturating_duration_since(started).as_secs())
                .or_default();
            s.0 += 1;
            s.1 = s.1.max(*took);
        }
    }
    let list: Vec<String> = seconds
        .iter()
        .map(|(k, (n, max))| format!("s{k} {n} (max {:.0} ms)", max.as_secs_f64() * 1e3))
        .collect();
    format!(
        "  turn answers over {} ms, by second of the run: {}\n",
        SLOW.as_millis(),
        listed(list)
    )
}

/// A report's list, or "none".
fn listed(items: Vec<String>) -> String {
    if items.is_empty() {
        "none".into()
    } else {
        items.join(", ")
    }
}

/// Slower than this, an answer or a disk flush is listed by second.
const SLOW: Duration = Duration::from_millis(20);

/// The disk under the bot while the turns are played: from a thread of this process, 8 KB
/// written to a file in the bot's folder and flushed (`sync_data`) every 50 ms. The bot
/// flushes every player action (SQLite, `synchronous=FULL`) and SQLite has one writer: a
/// flush that stalls here stalls the bot's writes of those moments, and every answer waiting
/// for them.
struct DiskProbe {
    stop: Arc<AtomicBool>,
    /// Each flush: when it began (since the run started) and how long it took.
    thread: std::thread::JoinHandle<Vec<(Duration, Duration)>>,
}

impl DiskProbe {
    fn start(dir: &std::path::Path, started: Instant) -> DiskProbe {
        use std::os::unix::fs::FileExt;
        let stop = Arc::new(AtomicBool::new(false));
        let path = dir.join("disk-probe.bin");
        let thread = {
            let stop = stop.clone();
            std::thread::spawn(move || {
                let file = std::fs::File::create(&path).expect("the probe's file");
                let block = [0x5a_u8; 8192];
                let mut flushes = Vec::new();
                for k in 0u64.. {
                    if stop.load(Ordering::Relaxed) {
                        break;
                    }
                    file.write_all_at(&block, (k % 64) * 8192)
                        .expect("the probe writes");
                    let at = Instant::now();
                    file.sync_data().expect("the probe flushes");
                    flushes.push((at.saturating_duration_since(started), at.elapsed()));
                    std::thread::sleep(Duration::from_millis(50));
                }
                flushes
            })
        };
        DiskProbe { stop, thread }
    }

    /// Stops the probe; its line of the report.
    fn finish(self) -> String {
        self.stop.store(true, Ordering::Relaxed);
        let flushes = self.thread.join().expect("the disk probe");
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        let mut took: Vec<Duration> = flushes.iter().map(|f| f.1).collect();
        took.sort();
        let slow: Vec<String> = flushes
            .iter()
            .filter(|f| f.1 > SLOW)
            .map(|(at, t)| format!("s{} {:.0} ms", at.as_secs(), ms(*t)))
            .collect();
        format!(
            "  the disk beside the bot (8 KB flushed every 50 ms by this process): {} flushes, p50 {:.1} ms, max {:.1} ms; over {} ms: {}\n",
            took.len(),
            ms(took.get(took.len() / 2).copied().unwrap_or_default()),
            ms(took.last().copied().unwrap_or_default()),
            SLOW.as_millis(),
            listed(slow)
        )
    }
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

/// A run's report, and its bot CPU per turn (ms) for comparisons.
struct Report {
    text: String,
    cpu_per_turn: f64,
    peak_mb: f64,
}

/// Runs the load against the bot at `bin`; returns the report and asserts what must hold at
/// any rate.
async fn run(load: &Load, bin: &OsStr) -> Report {
    let dir = scratch::dir(&format!("load-{}-{}", load.games, load.rate));
    // Counts, not bodies: a soak's pictures alone would hold gigabytes in this process.
    // Discord's own heartbeat interval (41.25 s), not the tests' 1 s: with 1 s, one heartbeat
    // acknowledged late on a loaded machine made serenity reconnect, and the interactions sent
    // meanwhile to the dropped session went unanswered (two soaks failed so at 28 and 55
    // minutes, docs/measurements.md, 2026-11-29).
    let fake = FakeDiscord::start_with(FakeConfig {
        light: true,
        heartbeat_interval: Duration::from_millis(41_250),
        ..Default::default()
    })
    .await;
    let mut env = vec![
        ("DISCORD_TOKEN".to_string(), "t".to_string()),
        ("DISCORD_PROXY_URL".into(), fake.base_url()),
        // The bot's own tick (reminders, stand-ins), not the tests' 0.2 s.
        ("CALCADA_TICK_SECS".into(), "30".into()),
        // Its CPU time by phase, read from its metrics before and after the turns.
        ("CALCADA_METRICS_ADDR".into(), "127.0.0.1:0".into()),
    ];
    // LOAD_BOT_<VAR>=v sets <VAR>=v for the bot only (a profiler's LD_PRELOAD, an allocator
    // option), not for this test process.
    env.extend(
        std::env::vars().filter_map(|(k, v)| Some((k.strip_prefix("LOAD_BOT_")?.to_string(), v))),
    );
    let env: Vec<(&str, String)> = env.iter().map(|(k, v)| (k.as_str(), v.clone())).collect();
    let bot = Bot::spawn_build(bin, &dir, &env);
    let pid = bot.child.id();
    fake.wait_ready(T).await;
    // The bot turns transparent huge pages off for itself (src/allocator.rs); kernels older
    // than 5.0 do not say, and another build (CALCADA_BOT_BIN) may not.
    let own_build = bin == OsStr::new(env!("CARGO_BIN_EXE_calcada"));
    if let Some(thp) = status_field(pid, "THP_enabled").filter(|_| own_build) {
        assert_eq!(thp, "0", "the bot runs without transparent huge pages");
    }
    fake.wait_registered_commands(T).await;
    bot.wait_stderr("metrics and health listening").await;
    let metrics = scrape::listening(&bot.stderr());
    let http = reqwest::Client::new();
    let store = Store::open(dir.join("games.db"))
        .unwrap()
        .with_games(games_service::games());
    let shared = Arc::new(Shared {
        fake,
        store,
        next_id: AtomicU64::new(4_300_000_000_000_000_000),
        placements: AtomicU64::new(0),
        figures: Mutex::new(Figures::default()),
    });
    let channels: Vec<u64> = (0..load.games).map(|k| CHANNEL_ID + 100 + k).collect();
    for &ch in &channels {
        shared.open(ch).await;
    }
    // The openings' notices (the start pictures, drawn as they are posted) are delivered
    // before the measured span begins: a delivery still drawing when the span starts would be
    // counted whole in the phases but only partly in the process's CPU.
    let settled = Instant::now() + T;
    while !shared.store.pending_notices(1).unwrap().is_empty() {
        assert!(
            Instant::now() < settled,
            "the openings' notices were never posted"
        );
        tokio::time::sleep(Duration::from_millis(20)).await;
    }
    let rss_start = rss_mb(pid);
    let split_start = rss_split(pid);
    // The phases' span lies inside the process's: /proc read before the first scrape and after
    // the last, so the phases cannot count CPU the total does not.
    let cpu_start = proc_cpu_secs(pid);
    let phases_start = scrape::scrape(&http, &metrics).await;
    let peak = Arc::new(Mutex::new(rss_start));
    // Every `load.sample` seconds of the run, the RSS then and the peak since the last
    // reading, printed as they come (a soak runs for half an hour).
    let readings = Arc::new(Mutex::new(Vec::new()));
    let sampling = {
        let (peak, readings) = (peak.clone(), readings.clone());
        let (http, metrics) = (http.clone(), metrics.clone());
        let every = Duration::from_secs_f64(load.sample.max(1.0));
        tokio::spawn(async move {
            let from = Instant::now();
            let (mut next, mut top) = (from + every, 0.0f64);
            loop {
                tokio::time::sleep(Duration::from_millis(100)).await;
                let r = rss_mb(pid);
                {
                    let mut p = peak.lock().unwrap();
                    *p = p.max(r);
                }
                top = top.max(r);
                if Instant::now() >= next {
                    let at = from.elapsed().as_secs_f64();
                    // What the RSS holds: the allocator's live and free bytes, the picture
                    // cache (the bot's own gauges), and anonymous against file pages.
                    let gauges = scrape::scrape(&http, &metrics).await;
                    let mb = |key: &str| scrape::get(&gauges, key) / (1 << 20) as f64;
                    eprintln!(
                        "  RSS at {at:.0} s: {r:.1} MB, peak since the last reading {top:.1} MB ({}; heap {:.1} MB in use, {:.1} free; picture cache {:.1})",
                        rss_split(pid),
                        mb("calcada_heap_bytes{state=\"in_use\"}"),
                        mb("calcada_heap_bytes{state=\"free\"}"),
                        mb("calcada_picture_cache_bytes"),
                    );
                    readings.lock().unwrap().push((r, top));
                    (next, top) = (next + every, 0.0);
                }
            }
        })
    };
    // Each game plays a turn every games/rate seconds, the games spread evenly over that.
    let started = Instant::now();
    let disk = DiskProbe::start(&dir, started);
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
    let disk = disk.finish();
    let rss_end = rss_mb(pid);
    // Every turn message delivered (the outbox drains; past saturation it lags), then counted.
    let drained = Instant::now() + T + elapsed * 4;
    while !shared.store.pending_notices(1).unwrap().is_empty() {
        assert!(
            Instant::now() < drained,
            "the outbox never drained: {:?}\n{}",
            shared.store.pending_notices(5).unwrap(),
            bot.stderr()
        );
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    // Everything the turns cost: the interactions and the turn messages, posted or not yet.
    let drain = started.elapsed() - elapsed;
    let phases_end = scrape::scrape(&http, &metrics).await;
    let cpu = proc_cpu_secs(pid) - cpu_start;
    let phases = by_phase(&phases_start, &phases_end, cpu, figures_turns(&shared));
    let (cpu_quiet, quiet_from) = (proc_cpu_secs(pid), Instant::now());
    tokio::time::sleep(Duration::from_secs_f64(load.rest)).await;
    // What the bot spends with nothing to do (its tick: every 0.2 s in tests), per second.
    let idle = (proc_cpu_secs(pid) - cpu_quiet) / quiet_from.elapsed().as_secs_f64();
    let rss_rest = rss_mb(pid);
    let split_rest = rss_split(pid);
    sampling.abort();

    let figures = std::mem::take(&mut *shared.figures.lock().unwrap());
    let messages = shared.fake.messages();
    let mut delays = Vec::new();
    for (ch, ended) in &figures.ended {
        // A turn's public message carries its picture (the final one for a game's last turn).
        let turn_messages: Vec<&SentMessage> = messages
            .iter()
            .filter(|m| m.channel_id == *ch)
            .filter(|m| {
                m.attachments
                    .iter()
                    .any(|a| a.filename == "turn.png" || a.filename == "final.png")
            })
            .collect();
        // Every turn posted once: as many turn messages as turns ended.
        assert_eq!(
            turn_messages.len(),
            ended.len(),
            "channel {ch}: turn messages vs turns"
        );
        for (m, at) in turn_messages.iter().zip(ended) {
            delays.push(m.received_at.saturating_duration_since(*at));
        }
    }
    for (ch, sent) in &figures.actions {
        // Every action applied once: the logs of the channel's games hold as many actions as
        // the bot accepted.
        let stored = shared
            .store
            .list_games(games_ids::ids::GuildId(GUILD_ID), true)
            .unwrap();
        let logged: usize = stored
            .iter()
            .filter(|g| g.channel == ChannelId(*ch))
            .map(|g| shared.store.actions(g.id).unwrap().len())
            .sum();
        assert_eq!(
            logged as u64, *sent,
            "channel {ch}: every action applied once"
        );
    }
    // The outbox never posted a notice twice (Discord's nonce would hide it; the fake counts).
    assert_eq!(
        shared.fake.deduplicated_posts(),
        0,
        "a notice was posted twice"
    );
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
    out += &format!(
        "  every turn message posted {:.1} s after the last turn: {:.1} turns/s published\n",
        drain.as_secs_f64(),
        turns as f64 / (elapsed + drain).as_secs_f64()
    );
    let all: Vec<Duration> = figures.answers.values().flatten().copied().collect();
    let late = all.iter().filter(|d| **d > DISCORD_DEADLINE).count();
    out += &format!(
        "  answers: {} in all, slowest {:.1} ms, {late} later than 3 s, {} deferred\n",
        all.len(),
        all.iter().max().copied().unwrap_or_default().as_secs_f64() * 1e3,
        figures.deferred
    );
    let mut kinds: Vec<_> = figures.answers.into_iter().collect();
    kinds.sort_by_key(|k| k.0);
    let worst_p99 = kinds
        .iter()
        .filter(|(kind, _)| TURN_KINDS.contains(kind))
        .map(|(_, times)| p99(times.clone()))
        .max()
        .unwrap_or_default();
    for (kind, times) in kinds {
        out += &format!("  {kind:<12} {}\n", quantiles(times));
    }
    out += &format!("  {:<12} {}\n", "turn message", quantiles(delays));
    out += &slow_seconds(&figures.timeline, started);
    out += &disk;
    // What the pictures weigh: each file name's median and largest PNG, in KB.
    let mut sizes: BTreeMap<&str, Vec<usize>> = BTreeMap::new();
    let callbacks = shared.fake.callbacks();
    let answered = callbacks.iter().flat_map(|c| &c.attachments);
    for a in messages.iter().flat_map(|m| &m.attachments).chain(answered) {
        sizes.entry(&a.filename).or_default().push(a.size);
    }
    for (name, mut s) in sizes {
        s.sort_unstable();
        let kb = |b: usize| b as f64 / 1024.0;
        out += &format!(
            "  {name:<12} {} pictures  median {:.0} KB  largest {:.0} KB\n",
            s.len(),
            kb(s[s.len() / 2]),
            kb(s[s.len() - 1])
        );
    }
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
    out += &phases;
    if load.rest > 0.0 {
        let net = (cpu - idle * (elapsed + drain).as_secs_f64()).max(0.0);
        out += &format!(
            "  bot CPU at rest {:.1} ms per second; less that, {:.1} ms per turn\n",
            idle * 1e3,
            net * 1e3 / turns.max(1) as f64
        );
    }
    out += &format!("  RSS at start: {split_start}; after the rest: {split_rest}\n");
    out += &levels(&readings.lock().unwrap(), load.sample);
    let (per_turn, peak_mb) = (cpu * 1e3 / turns.max(1) as f64, *peak.lock().unwrap());
    let within = |ok: bool| if ok { "within" } else { "OVER" };
    out += &format!(
        "  issue 25's budget: CPU per turn {per_turn:.1} ms ({} 5 ms), peak RSS {peak_mb:.0} MB ({} 60 MB), slowest turn answer's p99 {:.1} ms ({} 20 ms)\n",
        within(per_turn <= 5.0),
        within(peak_mb <= 60.0),
        worst_p99.as_secs_f64() * 1e3,
        within(worst_p99 <= Duration::from_millis(20)),
    );
    bot.terminate();
    let (status, _, stderr) = bot.wait().await;
    assert!(status.success());
    // LOAD_STDERR=1 (with e.g. MIMALLOC_SHOW_STATS=1, which the bot inherits): its last words.
    if std::env::var_os("LOAD_STDERR").is_some() {
        out += &stderr;
    }
    Report {
        text: out,
        cpu_per_turn: per_turn,
        peak_mb,
    }
}

/// The RSS readings taken every `every` seconds of a run (the RSS then, the peak since the
/// reading before), and whether it levelled off: the range of the readings of the run's
/// second half.
fn levels(readings: &[(f64, f64)], every: f64) -> String {
    if readings.len() < 2 {
        return String::new();
    }
    let list = |f: fn(&(f64, f64)) -> f64| {
        let v: Vec<String> = readings.iter().map(|r| format!("{:.0}", f(r))).collect();
        v.join(" ")
    };
    let half = &readings[readings.len() / 2..];
    let (lo, hi) = half
        .iter()
        .fold((f64::MAX, 0.0f64), |(lo, hi), r| (lo.min(r.0), hi.max(r.1)));
    format!(
        "  RSS every {every:.0} s (MB): {}\n  peak within each: {}\n  the run's second half: RSS {lo:.1} to {hi:.1} MB (its peaks included)\n",
        list(|r| r.0),
        list(|r| r.1)
    )
}

/// The pairs of a comparison (this build's CPU per turn, the other's, in ms, one pair a
/// round) as a table with each round's ratio and their median; with `other_ms`, the CPU per
/// turn the other build measured elsewhere (another day, another machine), this build's on
/// that scale: the median ratio times it.
fn compare(pairs: &[(f64, f64)], other_ms: Option<f64>) -> String {
    let mut out = String::from("round  this build  the other  ratio\n");
    let mut ratios = Vec::new();
    for (k, (this, other)) in pairs.iter().enumerate() {
        let ratio = this / other;
        ratios.push(ratio);
        out += &format!(
            "{:>5}  {this:>7.2} ms  {other:>6.2} ms  {ratio:.3}\n",
            k + 1
        );
    }
    ratios.sort_by(f64::total_cmp);
    let n = ratios.len();
    let median = if n % 2 == 1 {
        ratios[n / 2]
    } else {
        (ratios[n / 2 - 1] + ratios[n / 2]) / 2.0
    };
    out += &format!(
        "CPU per turn, this build against the other: median ratio {median:.3} (from {:.3} to {:.3})\n",
        ratios[0],
        ratios[n - 1]
    );
    if let Some(ms) = other_ms {
        let within = if median * ms <= 5.0 { "within" } else { "OVER" };
        out += &format!(
            "where the other build spent {ms:.2} ms a turn, this build would spend {:.2} ms (from {:.2} to {:.2}; {within} issue 25's 5 ms)\n",
            median * ms,
            ratios[0] * ms,
            ratios[n - 1] * ms
        );
    }
    out
}

/// The turns played so far.
fn figures_turns(shared: &Shared) -> u64 {
    shared.figures.lock().unwrap().turns
}

/// The bot's CPU per turn by phase, from its `calcada_cpu_seconds_total` counters read before
/// and after (`crates/games-metrics/src/cpu.rs`: each phase measured on its own thread's clock) and its
/// whole CPU from /proc over the same span: the rest is the gateway, the HTTP connections'
/// tasks, the tick, the runtime itself.
fn by_phase(before: &scrape::Samples, after: &scrape::Samples, cpu: f64, turns: u64) -> String {
    let ms = |phase: &str| {
        let key = format!("calcada_cpu_seconds_total{{phase=\"{phase}\"}}");
        (scrape::get(after, &key) - scrape::get(before, &key)) * 1e3 / turns.max(1) as f64
    };
    let [interaction, http, pump, service, store, draw, encode] = [
        "interaction",
        "discord_http",
        "pump",
        "service",
        "store",
        "draw",
        "encode",
    ]
    .map(ms);
    let total = cpu * 1e3 / turns.max(1) as f64;
    // Every turn is handled, stored, drawn and encoded; the phases measured are parts of the
    // process's CPU, nested as the metric says, so they add up to no more than it (/proc counts
    // in clock ticks of 10 ms: a margin).
    for (phase, v) in [
        ("interaction", interaction),
        ("discord_http", http),
        ("service", service),
        ("store", store),
        ("draw", draw),
        ("encode", encode),
    ] {
        assert!(v > 0.0, "no CPU counted for {phase}");
    }
    assert!(http < interaction && store + draw + encode < service);
    let margin = 20.0 / turns.max(1) as f64;
    assert!(
        interaction + service + pump <= total + margin,
        "the phases ({interaction:.2} + {service:.2} + {pump:.2} ms) exceed the process's {total:.2} ms per turn"
    );
    let calls = |op: &str| {
        let key = format!("calcada_store_seconds_count{{op=\"{op}\"}}");
        (scrape::get(after, &key) - scrape::get(before, &key)) / turns.max(1) as f64
    };
    let pictures: f64 = ["board", "turn", "table", "panel", "final"]
        .iter()
        .map(|p| {
            let key = format!("calcada_picture_encode_seconds_count{{picture=\"{p}\"}}");
            scrape::get(after, &key) - scrape::get(before, &key)
        })
        .sum::<f64>()
        / turns.max(1) as f64;
    let bands = |outcome: &str| {
        let key = format!("calcada_picture_bands_total{{outcome=\"{outcome}\"}}");
        scrape::get(after, &key) - scrape::get(before, &key)
    };
    let (reused, compressed) = (bands("reused"), bands("compressed"));
    let reused = 100.0 * reused / (reused + compressed).max(1.0);
    format!(
        "  per turn: {:.1} store reads, {:.1} writes, {:.1} claims; {pictures:.1} pictures drawn, {reused:.0}% of their bands reused\n  CPU per turn by phase: {total:.2} ms = interaction {:.2} (handling {:.2}, answers' Discord requests {http:.2}) + service {service:.2} (store {store:.2}, draw {draw:.2}, encode {encode:.2}, rules and words {:.2}) + turn messages posted {pump:.2} + gateway, connections and the rest {:.2}\n",
        calls("read"),
        calls("write"),
        calls("claim"),
        interaction,
        interaction - http,
        service - store - draw - encode,
        total - interaction - service - pump,
    )
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_load_run_applies_every_turn_once_and_posts_every_turn_message_once() {
    let report = run(
        &Load {
            games: 4,
            rate: 4.0,
            secs: 3.0,
            rest: 0.0,
            sample: 1.0,
        },
        &bot_process::build(),
    )
    .await
    .text;
    println!("{report}");
    assert!(!report.contains(" 0 turns in"), "{report}");
    // The RSS read every second and summed up (what a soak prints).
    assert!(report.contains("  RSS every 1 s (MB): "), "{report}");
    // Both ways of placing were played, and every action sent was applied.
    assert!(
        report.contains("place menu") && report.contains("tile ac"),
        "{report}"
    );
    assert!(report.contains("(0 refused)"), "{report}");
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
    let load = Load {
        games: var("LOAD_GAMES", 40.0) as u64,
        rate: var("LOAD_RATE", 20.0),
        secs: var("LOAD_SECS", 60.0),
        rest: var("LOAD_REST", 60.0),
        sample: var("LOAD_SAMPLE_SECS", 60.0),
    };
    let this = bot_process::build();
    // LOAD_COMPARE_BIN=path: this build and the one at path, alternating, LOAD_ROUNDS rounds,
    // then their CPU per turn side by side (the machine's speed varies by the hour; a ratio
    // within one session far less). LOAD_COMPARE_MS: what the other build spent elsewhere.
    let Some(other) = std::env::var_os("LOAD_COMPARE_BIN") else {
        println!("{}", run(&load, &this).await.text);
        return;
    };
    let (mut pairs, mut peaks) = (Vec::new(), [Vec::new(), Vec::new()]);
    for round in 1..=(var("LOAD_ROUNDS", 3.0) as usize).max(1) {
        let mut pair = [0.0; 2];
        for (k, bin) in [&this, &other].into_iter().enumerate() {
            let report = run(&load, bin).await;
            println!(
                "== round {round}: {}\n{}",
                bin.to_string_lossy(),
                report.text
            );
            pair[k] = report.cpu_per_turn;
            peaks[k].push(format!("{:.0}", report.peak_mb));
        }
        pairs.push((pair[0], pair[1]));
    }
    let other_ms = std::env::var("LOAD_COMPARE_MS")
        .ok()
        .and_then(|v| v.parse().ok());
    println!("{}", compare(&pairs, other_ms));
    println!(
        "peak RSS by round (MB): this build {}; the other {}",
        peaks[0].join(" "),
        peaks[1].join(" ")
    );
}

#[test]
fn a_comparison_gives_each_rounds_ratio_and_their_median() {
    let table = compare(
        &[(7.0, 10.0), (6.0, 10.0), (8.0, 10.0), (9.0, 10.0)],
        Some(5.0),
    );
    assert!(
        table.contains("    2     6.00 ms   10.00 ms  0.600\n"),
        "{table}"
    );
    // The median of four: between the second and third ratio.
    assert!(
        table.contains("median ratio 0.750 (from 0.600 to 0.900)"),
        "{table}"
    );
    assert!(
        table.contains("this build would spend 3.75 ms (from 3.00 to 4.50; within issue 25's"),
        "{table}"
    );
    let odd = compare(&[(5.0, 10.0), (2.0, 10.0), (3.0, 10.0)], None);
    assert!(odd.contains("median ratio 0.300"), "{odd}");
    assert!(!odd.contains("would spend"), "{odd}");
    let over = compare(&[(6.0, 10.0)], Some(10.0));
    assert!(
        over.contains("would spend 6.00 ms (from 6.00 to 6.00; OVER"),
        "{over}"
    );
}

/// What the storm run is made of.
struct Storm {
    /// Channels whose player to move asks for a hint, all at once.
    hints: u64,
    /// Channels where players keep playing turns, before and during the storm.
    movers: u64,
    /// Seconds of each phase (idle, then storm).
    secs: f64,
}

impl Shared {
    /// The player to move in `ch`.
    fn to_move(&self, ch: u64) -> TestUser {
        let stored = self.playing(ch).expect("a game is being played");
        let seat = stored.state_of::<calcada_rules::Game>().unwrap().current();
        self.user(stored.seats[seat].user.unwrap().0)
    }

    /// The movers play turns back to back (a pause of 100 ms between) for `secs`.
    async fn keep_moving(self: &Arc<Self>, channels: &[u64], secs: f64) {
        let deadline = Instant::now() + Duration::from_secs_f64(secs);
        let tasks: Vec<_> = channels
            .iter()
            .map(|&ch| {
                let shared = self.clone();
                tokio::spawn(async move {
                    while Instant::now() < deadline {
                        shared.turn(ch).await;
                        tokio::time::sleep(Duration::from_millis(100)).await;
                    }
                })
            })
            .collect();
        for t in tasks {
            t.await.unwrap();
        }
    }

    /// The answers recorded so far, by kind, and forgets them.
    fn take_answers(&self) -> (HashMap<&'static str, Vec<Duration>>, u64) {
        let mut f = self.figures.lock().unwrap();
        let deferred = std::mem::take(&mut f.deferred);
        f.timeline.clear();
        (std::mem::take(&mut f.answers), deferred)
    }

    /// The movers' answers since `start`, second by second: how many, their p99 and maximum,
    /// so a report shows when in a phase the slow ones came.
    fn moves_by_second(&self, start: Instant) -> String {
        let f = self.figures.lock().unwrap();
        let mut seconds: Vec<Vec<Duration>> = Vec::new();
        for (sent, kind, took) in &f.timeline {
            if TURN_KINDS.contains(kind) {
                let k = sent.saturating_duration_since(start).as_secs() as usize;
                if seconds.len() <= k {
                    seconds.resize(k + 1, Vec::new());
                }
                seconds[k].push(*took);
            }
        }
        let ms = |d: Duration| d.as_secs_f64() * 1e3;
        seconds
            .into_iter()
            .enumerate()
            .map(|(k, v)| {
                let max = v.iter().max().copied().unwrap_or_default();
                format!(
                    "    s{k:>2}: {:>4} answers, p99 {:>6.1} ms, max {:>6.1} ms\n",
                    v.len(),
                    ms(p99(v.clone())),
                    ms(max)
                )
            })
            .collect()
    }
}

/// The movers' answers (declare, place, autocomplete) of a phase.
fn moves_of(answers: &HashMap<&'static str, Vec<Duration>>) -> Vec<Duration> {
    TURN_KINDS
        .iter()
        .flat_map(|k| answers.get(k).cloned().unwrap_or_default())
        .collect()
}

/// p99 of a phase's answers.
fn p99(mut v: Vec<Duration>) -> Duration {
    v.sort();
    v.get(((v.len().max(1) - 1) as f64 * 0.99).round() as usize)
        .copied()
        .unwrap_or_default()
}

/// Hints in many channels at once, and the last player of a game of Hard bots leaving, while
/// other players move: every hint is the one its position gets alone, the leave is answered
/// and the bots finish that game in the background, every action is applied once. Returns the
/// report: the movers' answers idle and during the storm, the hints' and the leave's answers.
async fn storm(s: Storm) -> (String, Duration, Duration, usize) {
    let dir = scratch::dir(&format!("storm-{}-{}", s.hints, s.movers));
    let fake = FakeDiscord::start().await;
    let env = [
        ("DISCORD_TOKEN", "t".to_string()),
        ("DISCORD_PROXY_URL", fake.base_url()),
        ("CALCADA_TICK_SECS", "30".into()),
    ];
    let bot = Bot::spawn(&dir, &env);
    fake.wait_ready(T).await;
    fake.wait_registered_commands(T).await;
    let db = dir.join("games.db");
    let shared = Arc::new(Shared {
        fake,
        store: Store::open(&db).unwrap().with_games(games_service::games()),
        next_id: AtomicU64::new(4_400_000_000_000_000_000),
        placements: AtomicU64::new(0),
        figures: Mutex::new(Figures::default()),
    });
    let hinted: Vec<u64> = (0..s.hints).map(|k| CHANNEL_ID + 1000 + k).collect();
    let movers: Vec<u64> = (0..s.movers).map(|k| CHANNEL_ID + 3000 + k).collect();
    for &ch in hinted.iter().chain(&movers) {
        shared.open(ch).await;
    }
    // A game of Ana and two Hard bots (Hard is the second choice), started: Ana is to play.
    let leave_ch = CHANNEL_ID + 5000;
    let ana = shared.user(leave_ch * 10 + 1);
    shared
        .slash("new", &ana, leave_ch, "new", json!([opt_int("players", 3)]))
        .await;
    for _ in 0..2 {
        let kind = json!([opt_int("kind", 1)]);
        shared.slash("bot", &ana, leave_ch, "bot", kind).await;
    }
    shared
        .slash("start", &ana, leave_ch, "start", json!([]))
        .await;
    assert!(shared.playing(leave_ch).is_some());

    shared.keep_moving(&movers, s.secs).await;
    let (idle, _) = shared.take_answers();

    // The storm: every hint at once, the leave, and the movers going on.
    let storm_start = Instant::now();
    let askers: Vec<_> = hinted
        .iter()
        .map(|&ch| {
            let shared = shared.clone();
            tokio::spawn(async move {
                let who = shared.to_move(ch);
                let text = shared.slash("hint", &who, ch, "hint", json!([])).await;
                (ch, who, text)
            })
        })
        .collect();
    let leaving = {
        let shared = shared.clone();
        tokio::spawn(async move {
            shared
                .slash("leave", &ana, leave_ch, "leave", json!([]))
                .await
        })
    };
    shared.keep_moving(&movers, s.secs).await;
    let mut hints = Vec::new();
    for a in askers {
        hints.push(a.await.unwrap());
    }
    let left = leaving.await.unwrap();
    let by_second = shared.moves_by_second(storm_start);
    let (stormy, deferred) = shared.take_answers();
    assert!(!left.is_empty(), "the leave is answered");

    // The bots finish the game of the one who left, in the background.
    let finished = Instant::now() + Duration::from_secs(180);
    while shared.playing(leave_ch).is_some() {
        assert!(
            Instant::now() < finished,
            "the bots never finished\n{}",
            bot.stderr()
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }

    // Every hint is the one the same position gets alone: asked of a service of its own, in
    // this process, on the same database, one at a time.
    let (alone, _) = games_service::Service::open(
        &db,
        Arc::new(games_service::SystemClock),
        games_service::Seeds::Random,
    )
    .unwrap();
    for (ch, who, text) in &hints {
        let caller = games_service::Caller::new(
            games_ids::ids::GuildId(GUILD_ID),
            ChannelId(*ch),
            games_ids::ids::UserId(who.id),
            &who.username,
        )
        .locale(&who.locale);
        let reply = alone.handle(&caller, games_service::Command::Hint).unwrap();
        assert!(!reply.text.is_empty());
        assert_eq!(
            text.trim(),
            reply.text.trim(),
            "channel {ch}: the hint in the storm"
        );
    }
    assert_eq!(
        shared.fake.deduplicated_posts(),
        0,
        "a notice was posted twice"
    );

    let all: Vec<Duration> = stormy.values().flatten().copied().collect();
    let late = all.iter().filter(|d| **d > DISCORD_DEADLINE).count();
    let (idle_moves, storm_moves) = (moves_of(&idle), moves_of(&stormy));
    let (idle_p99, storm_p99) = (p99(idle_moves.clone()), p99(storm_moves.clone()));
    let mut out = format!(
        "storm: {} hints at once in {} channels and a leave from a game of Hard bots, while {} channels play turns ({:.0} s idle, then {:.0} s of storm)\n",
        s.hints, s.hints, s.movers, s.secs, s.secs
    );
    out += &format!("  moves idle    {}\n", quantiles(idle_moves));
    out += &format!("  moves storm   {}\n", quantiles(storm_moves));
    out += &by_second;
    out += &format!(
        "  p99 storm / idle: {:.2}\n",
        storm_p99.as_secs_f64() / idle_p99.as_secs_f64().max(1e-6)
    );
    out += &format!(
        "  hint          {}\n",
        quantiles(stormy.get("hint").cloned().unwrap_or_default())
    );
    out += &format!(
        "  leave         {}\n",
        quantiles(stormy.get("leave").cloned().unwrap_or_default())
    );
    out += &format!(
        "  first answers during the storm: {} in all, {late} later than 3 s, {deferred} deferred; every hint equal to its position's hint alone\n",
        all.len()
    );
    bot.terminate();
    let (status, _, _) = bot.wait().await;
    assert!(status.success());
    (out, idle_p99, storm_p99, late)
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn hints_in_a_storm_equal_hints_alone_and_a_leave_lets_bots_finish_in_the_background() {
    let (report, _, _, _) = storm(Storm {
        hints: 12,
        movers: 2,
        secs: 2.0,
    })
    .await;
    println!("{report}");
}

/// The storm benchmark (issue 24): `cargo test --release --test load -- --ignored
/// --nocapture storm_benchmark`, sized by STORM_HINTS (100), STORM_MOVERS (10), STORM_SECS
/// (20). Prints the report; fails if an answer came later than Discord's 3 s or the movers'
/// p99 during the storm is more than twice their p99 idle.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "the storm benchmark: run with --release --ignored --nocapture (see its doc)"]
async fn storm_benchmark() {
    let var = |k: &str, d: u64| {
        std::env::var(k)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(d)
    };
    let (report, idle, stormy, late) = storm(Storm {
        hints: var("STORM_HINTS", 100),
        movers: var("STORM_MOVERS", 10),
        secs: var("STORM_SECS", 20) as f64,
    })
    .await;
    println!("{report}");
    assert_eq!(late, 0, "answers later than 3 s");
    assert!(
        stormy <= idle * 2,
        "p99 during the storm more than twice idle"
    );
}
