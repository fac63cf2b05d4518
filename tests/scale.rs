//! One process at scale (issue 25, item 5): a database of many stored games (by default
//! 100,000, 10,000 of them running in threads under 2,000 channels, five threads each, the
//! rest finished, and a few open lobbies), built by the engine's random bot from seeds
//! (`games_service::scale`), then:
//!
//! - the real `calcada` binary against the fake Discord on it: startup (process start to
//!   gateway ready and commands registered), its reminder ticks (`calcada_tick_seconds` from
//!   its `/metrics`, a tick a second; the running games' first reminders fall due evenly over
//!   the interval, SCALE_INTERVAL_HOURS, 24 by default: 0.12 a second), its peak RSS (VmHWM) and the answers to turns played in a few channels, beside the
//!   same turns against a bot on an empty database (the small run);
//! - the tick in this process on the same file, with a clock the test moves SCALE_TICK_STEP
//!   seconds a tick (30, the bot's default tick): each tick's time exactly, and the games it
//!   read against the games due.
//!
//! In CI (`cargo test`) a short run (2,000 games) checks what must hold at any size: the tick
//! queries search an index, a tick reads only the games that are due, every turn sent is
//! applied. The benchmark is the ignored test, sized by SCALE_GAMES, SCALE_RUNNING,
//! SCALE_CHANNELS, SCALE_THREADS, SCALE_TURNS, SCALE_TICKS, SCALE_TICK_STEP and
//! SCALE_INTERVAL_HOURS:
//!
//!     cargo test --release --test scale -- --ignored --nocapture
//!
//! Its report gives every figure and whether it is within the bound: startup 3 s,
//! tick p99 100 ms, RSS 80 MB, turn answers' p99 as in the small run.

#[path = "support/bot_process.rs"]
mod bot_process;
#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scale.rs"]
mod scale;
#[path = "support/scratch.rs"]
mod scratch;
#[path = "support/turn_steps.rs"]
mod turn_steps;

use bot_process::{Bot, T};
use calcada_rules::Step;
use fake_discord::*;
use games_ids::ids::ChannelId;
use games_service::{Clock, Seeds, Service};
use games_store::{Store, StoredGame};
use scale::{populate, ScaleSpec};
use serde_json::{json, Value};
use std::collections::HashMap;
use std::path::Path;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};
use turn_steps::{first_stone, stone_autocomplete, tile_autocomplete, tile_option};

struct TestClock(AtomicI64);

impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

fn unix_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

fn env_u64(name: &str, default: u64) -> u64 {
    std::env::var(name)
        .ok()
        .and_then(|v| v.parse().ok())
        .unwrap_or(default)
}

fn p(v: &mut [Duration], q: f64) -> Duration {
    if v.is_empty() {
        return Duration::ZERO;
    }
    v.sort();
    v[((v.len() - 1) as f64 * q).round() as usize]
}

fn ms(d: Duration) -> f64 {
    d.as_secs_f64() * 1e3
}

/// A line of /proc/PID/status in MB (`VmRSS`, `VmHWM`).
fn status_mb(pid: u32, field: &str) -> f64 {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).unwrap_or_default();
    status
        .lines()
        .find(|l| l.strip_prefix(field).is_some_and(|r| r.starts_with(':')))
        .and_then(|l| l.split_whitespace().nth(1)?.parse::<f64>().ok())
        .map_or(0.0, |kb| kb / 1024.0)
}

/// Builds the spec's database at `db`; how long it took.
fn build(db: &Path, spec: &ScaleSpec, now: i64) -> Duration {
    let started = Instant::now();
    let store = Store::open(db).unwrap().with_games(games_service::games());
    let done = populate(&store, spec, now, |_| {}).unwrap();
    assert_eq!(done.running, spec.running);
    assert_eq!(store.count_games().unwrap(), spec.games);
    started.elapsed()
}

/// The tick in this process, `ticks` times `step` seconds apart from `from`: each tick's time, and
/// the games it read and reminded in all.
struct Ticks {
    times: Vec<Duration>,
    read: u64,
    reminded: u64,
}

fn tick_in_process(db: &Path, from: i64, ticks: u64, step: i64) -> Ticks {
    let clock = Arc::new(TestClock(AtomicI64::new(from)));
    let (service, _) = Service::open(db, clock.clone(), Seeds::Fixed(25.into())).unwrap();
    let mut out = Ticks {
        times: Vec::new(),
        read: 0,
        reminded: 0,
    };
    for _ in 0..ticks {
        clock.0.fetch_add(step, Ordering::SeqCst);
        let before = service.games_read();
        let started = Instant::now();
        out.reminded += service.tick().unwrap() as u64;
        out.times.push(started.elapsed());
        out.read += service.games_read() - before;
    }
    out
}

/// The turn-time answers at scale (issue 26): `leaderboard by:Speed` and a player's `stats`
/// on the big database, each asked `runs` times in process; their times, slowest last.
fn turn_times_in_process(db: &Path, spec: &ScaleSpec, runs: usize) -> [Vec<Duration>; 2] {
    use games_ids::ids::GuildId;
    use games_service::{Caller, Command, Ranking};
    let clock = Arc::new(TestClock(AtomicI64::new(unix_now())));
    let (service, _) = Service::open(db, clock, Seeds::Fixed(25.into())).unwrap();
    let player = spec.user(0, 0);
    let caller = Caller::new(GuildId(spec.guild), spec.channel(0), player, "p").locale("en");
    let mut out = [Vec::new(), Vec::new()];
    for _ in 0..runs {
        for (k, command) in [
            Command::Leaderboard {
                by: Ranking::Speed,
                game: None,
            },
            Command::Stats {
                user: None,
                game: None,
            },
        ]
        .into_iter()
        .enumerate()
        {
            let started = Instant::now();
            let r = service.handle(&caller, command).unwrap();
            out[k].push(started.elapsed());
            assert!(!r.text.is_empty());
        }
    }
    for v in &mut out {
        v.sort();
    }
    out
}

/// A histogram of the bot's `/metrics`: (upper bound, cumulative count) per bucket, the count
/// and the sum.
struct Histogram {
    buckets: Vec<(f64, u64)>,
    count: u64,
    sum: f64,
}

impl Histogram {
    fn parse(text: &str, name: &str) -> Histogram {
        let mut h = Histogram {
            buckets: Vec::new(),
            count: 0,
            sum: 0.0,
        };
        for line in text.lines() {
            let Some((key, value)) = line.rsplit_once(' ') else {
                continue;
            };
            if let Some(le) = key
                .strip_prefix(&format!("{name}_bucket{{le=\""))
                .and_then(|r| r.strip_suffix("\"}"))
            {
                let le = if le == "+Inf" {
                    f64::INFINITY
                } else {
                    le.parse().unwrap()
                };
                h.buckets.push((le, value.parse().unwrap()));
            } else if key == format!("{name}_count") {
                h.count = value.parse().unwrap();
            } else if key == format!("{name}_sum") {
                h.sum = value.parse().unwrap();
            }
        }
        h
    }

    /// The upper bound of the bucket holding quantile `q` (seconds).
    fn quantile_bound(&self, q: f64) -> f64 {
        let want = (self.count as f64 * q).ceil() as u64;
        self.buckets
            .iter()
            .find(|(_, n)| *n >= want.max(1))
            .map_or(f64::INFINITY, |b| b.0)
    }
}

/// Turns played through real interactions, as in `tests/load.rs` (the stone's autocomplete,
/// `/declare`, the tile's autocomplete, `/place`), each answer timed.
struct Player {
    fake: FakeDiscord,
    store: Store,
    next_id: AtomicU64,
    answers: Mutex<HashMap<&'static str, Vec<Duration>>>,
    sent: AtomicU64,
    applied: AtomicU64,
}

impl Player {
    fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::Relaxed)
    }

    async fn ask(&self, kind: &'static str, interaction: Value, id: u64) {
        self.fake.interact(interaction);
        let cb = self.fake.wait_callback(id, T).await;
        let sent = self.fake.injected_at(id).expect("injected");
        let took = cb.received_at.saturating_duration_since(sent);
        self.answers
            .lock()
            .unwrap()
            .entry(kind)
            .or_default()
            .push(took);
        if cb.kind == 5 {
            // Deferred: the answer follows as an edit.
            self.fake
                .wait_message(|m| m.interaction_id == Some(id), T)
                .await;
        }
    }

    async fn slash(&self, kind: &'static str, user: &TestUser, ch: u64, sub: &str, opts: Value) {
        let id = self.id();
        let (name, options) = layout::route("calcada", sub, opts);
        let i = slash_command(id, &name, options, user, ch, Some(GUILD_ID), perms::MEMBER);
        self.ask(kind, i, id).await
    }

    async fn open(&self, ch: u64) {
        let (a, b) = (
            TestUser::new(ch * 10 + 1, "a"),
            TestUser::new(ch * 10 + 2, "b"),
        );
        self.slash("new", &a, ch, "new", json!([opt_int("players", 2)]))
            .await;
        self.slash("join", &b, ch, "join", json!([])).await;
        self.slash("start", &a, ch, "start", json!([])).await;
    }

    fn playing(&self, ch: u64) -> Option<StoredGame> {
        let stored = self.store.live_game_in(ChannelId(ch)).unwrap()?;
        stored
            .state_of::<calcada_rules::Game>()
            .is_some_and(|g| !g.is_over())
            .then_some(stored)
    }

    /// Counts an action sent to `before`'s game and whether it was applied; the game now.
    fn applied(&self, before: &StoredGame) -> StoredGame {
        self.sent.fetch_add(1, Ordering::Relaxed);
        let after = self.store.load_game(before.id).unwrap();
        if after.moves == before.moves + 1 {
            self.applied.fetch_add(1, Ordering::Relaxed);
        }
        after
    }

    async fn turn(&self, ch: u64) {
        let Some(mut stored) = self.playing(ch) else {
            self.open(ch).await;
            return;
        };
        let game = stored.state_of::<calcada_rules::Game>().cloned().unwrap();
        let user = TestUser::new(stored.seats[game.current()].user.unwrap().0, "p");
        if let Step::Declare = game.step() {
            let id = self.id();
            self.ask("stone ac", stone_autocomplete(id, &user, ch), id)
                .await;
            let Some(stone) = first_stone(&game) else {
                return;
            };
            self.slash("declare", &user, ch, "declare", stone).await;
            stored = self.applied(&stored);
        }
        let game = stored.state_of::<calcada_rules::Game>().cloned().unwrap();
        let Some(p) = game.legal_placements().first().copied() else {
            return;
        };
        let id = self.id();
        self.ask("tile ac", tile_autocomplete(id, &user, ch), id)
            .await;
        self.slash("place", &user, ch, "place", tile_option(&p))
            .await;
        self.applied(&stored);
    }
}

/// What a run of the bot against the fake on a database measured.
struct BotRun {
    ready: Duration,
    registered: Duration,
    answers: HashMap<&'static str, Vec<Duration>>,
    sent: u64,
    applied: u64,
    tick: Histogram,
    rss_peak_mb: f64,
    rss_end_mb: f64,
}

impl BotRun {
    /// The slowest p99 among the turn's answers.
    fn turn_p99(&self) -> Duration {
        self.answers
            .iter()
            .filter(|(k, _)| ["stone ac", "declare", "tile ac", "place"].contains(k))
            .map(|(_, v)| p(&mut v.clone(), 0.99))
            .max()
            .unwrap_or_default()
    }
}

async fn run_bot(dir: &Path, turns: u64, channels: u64, settle: Duration) -> BotRun {
    let fake = FakeDiscord::start().await;
    let metrics_addr = {
        let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        l.local_addr().unwrap()
    };
    let env = [
        ("DISCORD_TOKEN", "t".to_string()),
        ("DISCORD_PROXY_URL", fake.base_url()),
        ("CALCADA_TICK_SECS", "1".to_string()),
        ("CALCADA_METRICS_ADDR", metrics_addr.to_string()),
    ];
    let spawned = Instant::now();
    let bot = Bot::spawn(dir, &env);
    let pid = bot.child.id();
    fake.wait_ready(T).await;
    let ready = spawned.elapsed();
    fake.wait_registered_commands(T).await;
    let registered = spawned.elapsed();
    let player = Arc::new(Player {
        fake,
        store: Store::open(dir.join("games.db"))
            .unwrap()
            .with_games(games_service::games()),
        next_id: AtomicU64::new(4_300_000_000_000_000_000),
        answers: Mutex::new(HashMap::new()),
        sent: AtomicU64::new(0),
        applied: AtomicU64::new(0),
    });
    let chans: Vec<u64> = (0..channels).map(|k| CHANNEL_ID + 100 + k).collect();
    for &ch in &chans {
        player.open(ch).await;
    }
    // Turns round the channels, a few a second: what players do while the ticks run.
    for k in 0..turns {
        player.turn(chans[(k % channels) as usize]).await;
        tokio::time::sleep(Duration::from_millis(50)).await;
    }
    tokio::time::sleep(settle).await;
    let http = reqwest::Client::new();
    let text = http
        .get(format!("http://{metrics_addr}/metrics"))
        .send()
        .await
        .unwrap()
        .text()
        .await
        .unwrap();
    let tick = Histogram::parse(&text, "calcada_tick_seconds");
    let rss_peak_mb = status_mb(pid, "VmHWM");
    let rss_end_mb = status_mb(pid, "VmRSS");
    bot.terminate();
    let (status, _, stderr) = bot.wait().await;
    assert!(status.success(), "{stderr}");
    let answers = std::mem::take(&mut *player.answers.lock().unwrap());
    BotRun {
        ready,
        registered,
        answers,
        sent: player.sent.load(Ordering::Relaxed),
        applied: player.applied.load(Ordering::Relaxed),
        tick,
        rss_peak_mb,
        rss_end_mb,
    }
}

fn file_mb(db: &Path) -> f64 {
    let size = |p: &Path| std::fs::metadata(p).map_or(0, |m| m.len());
    let wal = db.with_extension("db-wal");
    (size(db) + size(&wal)) as f64 / 1048576.0
}

#[test]
fn the_tick_queries_search_an_index_and_a_tick_reads_only_the_games_due() {
    let dir = scratch::dir("scale-plans");
    let db = dir.join("games.db");
    let spec = ScaleSpec {
        games: 5_000,
        running: 500,
        channels: 100,
        threads: 5,
        lobbies: 10,
        ..ScaleSpec::default()
    };
    let now = 1_800_000_000;
    build(&db, &spec, now);
    // No query of the tick (or of the metrics' gauge) reads every game.
    let store = Store::open(&db).unwrap().with_games(games_service::games());
    // A scan is allowed only of an index that holds the games concerned alone (partial: the
    // running games, the open ones, those with bot turns); anything else must be a search.
    const PARTIAL: [&str; 3] = ["games_next_check", "games_open_since", "games_bots_due"];
    let plans = store.tick_query_plans().unwrap();
    assert_eq!(plans.len(), 6);
    for (name, plan) in plans {
        println!("{name}: {plan}");
        for step in plan.split("; ") {
            assert!(
                !step.starts_with("SCAN") || PARTIAL.iter().any(|i| step.contains(i)),
                "{name} reads every game: {plan}"
            );
        }
        assert!(plan.contains("INDEX"), "{name}: {plan}");
    }
    drop(store);
    // Running game k's first reminder falls due at now + k * 3600 / 500: at now + 14, games 0,
    // 1 and 2 (at 0, 7 and 14 s).
    let clock = Arc::new(TestClock(AtomicI64::new(now + 14)));
    let (service, _) = Service::open(&db, clock.clone(), Seeds::Fixed(1.into())).unwrap();
    let before = service.games_read();
    assert_eq!(service.tick().unwrap(), 3, "three reminders");
    assert_eq!(
        service.games_read() - before,
        3,
        "the tick read the three games due and no other of the 5,000"
    );
    // Their checks moved on: the same moment reads nothing; a second later, nothing more is
    // due (game 3 is due at 21 s), then one more.
    let before = service.games_read();
    assert_eq!(service.tick().unwrap(), 0);
    clock.0.store(now + 20, Ordering::SeqCst);
    assert_eq!(service.tick().unwrap(), 0);
    assert_eq!(service.games_read() - before, 0);
    clock.0.store(now + 21, Ordering::SeqCst);
    assert_eq!(service.tick().unwrap(), 1);
    assert_eq!(service.games_read() - before, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_short_run_at_scale_applies_every_turn_and_ticks_read_only_what_is_due() {
    let dir = scratch::dir("scale-short");
    let db = dir.join("games.db");
    let spec = ScaleSpec {
        games: 2_000,
        running: 500,
        channels: 100,
        threads: 5,
        lobbies: 10,
        ..ScaleSpec::default()
    };
    let now = unix_now();
    build(&db, &spec, now);
    let run = run_bot(&dir, 6, 2, Duration::from_millis(1500)).await;
    assert_eq!(run.sent, run.applied, "every action sent was applied");
    assert!(run.applied >= 6, "turns were played: {}", run.applied);
    assert!(run.tick.count > 0, "the bot ticked");
    // In this process, from where the bot left off: every game read was due and reminded.
    let ticks = tick_in_process(&db, unix_now(), 30, 1);
    assert!(ticks.reminded > 0, "reminders fell due");
    assert_eq!(
        ticks.read, ticks.reminded,
        "a tick reads only the games due"
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark: cargo test --release --test scale -- --ignored --nocapture"]
async fn scale_benchmark() {
    let spec = ScaleSpec {
        games: env_u64("SCALE_GAMES", 100_000),
        running: env_u64("SCALE_RUNNING", 10_000),
        channels: env_u64("SCALE_CHANNELS", 2_000),
        threads: env_u64("SCALE_THREADS", 5),
        lobbies: env_u64("SCALE_LOBBIES", 20),
        // The bot's default interval: 10,000 games remind about 0.12 a second.
        interval_secs: env_u64("SCALE_INTERVAL_HOURS", 24) * 3600,
        ..ScaleSpec::default()
    };
    // The in-process ticks are this far apart: the bot's default tick.
    let step = env_u64("SCALE_TICK_STEP", 30) as i64;
    let turns = env_u64("SCALE_TURNS", 200);
    let ticks = env_u64("SCALE_TICKS", 300);
    let channels = 4;

    // The small run: the same turns against a bot on an empty database.
    let small_dir = scratch::dir("scale-small");
    let small = run_bot(&small_dir, turns, channels, Duration::from_secs(3)).await;

    let dir = scratch::dir("scale-big");
    let db = dir.join("games.db");
    let now = unix_now();
    let built = build(&db, &spec, now);
    let mb = file_mb(&db);
    // The bot runs for as long as the turns take (and 20 s more of ticks).
    // The reminders that fell due while the database was built and the bot started are the
    // bot's first tick's backlog (as after a restart).
    let backlog = (unix_now() - now) as u64 * spec.running / spec.interval_secs;
    let big = run_bot(&dir, turns, channels, Duration::from_secs(20)).await;
    let in_process = tick_in_process(&db, unix_now(), ticks, step);
    let [speed, stats] = turn_times_in_process(&db, &spec, 5);

    let within = |ok: bool| if ok { "within" } else { "OVER" };
    let mut out = format!(
        "scale: {} games ({} running in threads, {} channels x {} threads, {} lobbies; reminders every {} h), built in {:.1} s, {:.0} MB\n",
        spec.games,
        spec.running,
        spec.channels,
        spec.threads,
        spec.lobbies,
        spec.interval_secs / 3600,
        built.as_secs_f64(),
        mb
    );
    let startup = big.registered;
    out += &format!(
        "  startup: gateway ready {:.2} s, commands registered {:.2} s after the process started ({} 3 s); empty database: {:.2} s, {:.2} s\n",
        big.ready.as_secs_f64(),
        startup.as_secs_f64(),
        within(startup <= Duration::from_secs(3)),
        small.ready.as_secs_f64(),
        small.registered.as_secs_f64()
    );
    let bound = big.tick.quantile_bound(0.99);
    out += &format!(
        "  bot's ticks (every 1 s, calcada_tick_seconds; the first with about {backlog} reminders due since the build): {} ticks, mean {:.2} ms, p99 at most {:.2} ms ({} 100 ms)\n",
        big.tick.count,
        big.tick.sum * 1e3 / big.tick.count.max(1) as f64,
        bound * 1e3,
        within(bound <= 0.1)
    );
    let mut times = in_process.times.clone();
    let (p50, p99, max) = (p(&mut times, 0.5), p(&mut times, 0.99), p(&mut times, 1.0));
    out += &format!(
        "  ticks in process (clock {step} s a tick): {} ticks, {} games due and reminded ({:.1} a tick), {} games read; p50 {:.2} ms, p99 {:.2} ms ({} 100 ms), max {:.2} ms\n",
        in_process.times.len(),
        in_process.reminded,
        in_process.reminded as f64 / in_process.times.len().max(1) as f64,
        in_process.read,
        ms(p50),
        ms(p99),
        within(p99 <= Duration::from_millis(100)),
        ms(max)
    );
    for (what, v) in [
        ("leaderboard by speed", &speed),
        ("a player's stats", &stats),
    ] {
        let median = v[v.len() / 2];
        out += &format!(
            "  {what} (turn times over the recent games, in process): median {:.1} ms, max {:.1} ms ({} 500 ms)\n",
            ms(median),
            ms(*v.last().unwrap()),
            within(median <= Duration::from_millis(500))
        );
    }
    out += &format!(
        "  bot RSS: peak {:.1} MB ({} 80 MB), {:.1} MB at the end; empty database: peak {:.1} MB\n",
        big.rss_peak_mb,
        within(big.rss_peak_mb <= 80.0),
        big.rss_end_mb,
        small.rss_peak_mb
    );
    for (name, r) in [("empty database", &small), ("at scale", &big)] {
        let mut kinds: Vec<_> = r.answers.iter().collect();
        kinds.sort_by_key(|k| k.0);
        out += &format!(
            "  turn answers, {name}: {} actions sent, {} applied\n",
            r.sent, r.applied
        );
        for (kind, v) in kinds {
            let mut v = v.clone();
            out += &format!(
                "    {kind:<9} {:>4} answers  p50 {:>6.1} ms  p99 {:>6.1} ms  max {:>6.1} ms\n",
                v.len(),
                ms(p(&mut v, 0.5)),
                ms(p(&mut v, 0.99)),
                ms(p(&mut v, 1.0))
            );
        }
    }
    let (small_p99, big_p99) = (small.turn_p99(), big.turn_p99());
    // "Unchanged": within 20% or 2 ms of the small run's.
    let unchanged = big_p99
        <= small_p99
            .mul_f64(1.2)
            .max(small_p99 + Duration::from_millis(2));
    out += &format!(
        "  slowest turn answer's p99: {:.1} ms at scale, {:.1} ms on an empty database ({} 20% or 2 ms of it)\n",
        ms(big_p99),
        ms(small_p99),
        within(unchanged)
    );
    println!("{out}");
    assert_eq!(big.sent, big.applied, "every action sent was applied");
    // Beside the games due, a tick reads once each game whose check a change set back (the
    // games the turns were played in): found with nothing due, moved on.
    assert!(
        in_process.read <= in_process.reminded + 2 * channels,
        "ticks read only due games: {} read, {} reminded",
        in_process.read,
        in_process.reminded
    );
}
