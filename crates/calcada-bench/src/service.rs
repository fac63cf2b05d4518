//! `calcada-bench service`: the time of one turn through the whole service path (apply,
//! commit with a version check, then the outbox: word, draw and encode the turn message and
//! mark it sent), on a real SQLite file.

use calcada_bots::{Bot, Greedy};
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_service::{Caller, Command, MadeFor, Seeds, Service, SystemClock};
use games_store::{Location, Store, StoreError};
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Quantiles of a set of timings.
#[derive(Clone, Debug)]
pub struct Timings {
    pub count: usize,
    pub median: Duration,
    pub p99: Duration,
    pub max: Duration,
}

impl Timings {
    fn of(mut times: Vec<Duration>) -> Timings {
        times.sort_unstable();
        let pick = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
        Timings {
            count: times.len(),
            median: pick(0.5),
            p99: pick(0.99),
            max: *times.last().expect("timings"),
        }
    }
}

/// Measured figures.
#[derive(Clone, Debug)]
pub struct ServiceBench {
    /// With `--panel`: each step of planning a turn in the panel (a choice answered with the
    /// updated panel and its new picture).
    pub panel_steps: Option<Timings>,
    pub turns: usize,
    pub median: Duration,
    pub p99: Duration,
    pub max: Duration,
    pub threads: usize,
    pub parallel_turns: usize,
    pub parallel_elapsed: Duration,
}

impl ServiceBench {
    pub fn turns_per_second(&self) -> f64 {
        self.parallel_turns as f64 / self.parallel_elapsed.as_secs_f64().max(1e-9)
    }
}

fn caller(channel: u64, user: u64, name: &str) -> Caller {
    Caller::new(GuildId(1), ChannelId(channel), UserId(user), name)
}

/// Plays `turns` turns (declare + place, or a pass) in games of channel `channel` onwards,
/// opening a new game whenever one ends; returns each turn's time. With `panel`, each turn is
/// planned in the panel first (its steps' times go to `panel_steps`), then played at once.
fn play_turns(
    service: &Service,
    first_channel: u64,
    turns: usize,
    mut panel_steps: Option<&mut Vec<Duration>>,
) -> Vec<Duration> {
    let mut times = Vec::with_capacity(turns);
    let mut channel = first_channel;
    let mut greedy = Greedy;
    let open = |ch: u64| {
        let ana = caller(ch, 1, "Ana");
        let new = Command::NewGame {
            game: None,
            board: None,
            max_players: Some(2),
            bots: vec![],
            reminder_hours: None,
            bot_takes_over_after: None,
            lang: None,
            hints: None,
            stand_in: None,
            clock: Default::default(),
        };
        service.handle(&ana, new).expect("bench game opens");
        service
            .handle(&caller(ch, 2, "Bruno"), Command::Join)
            .expect("joins");
        service.handle(&ana, Command::Start).expect("starts");
    };
    open(channel);
    while times.len() < turns {
        let stored = service
            .live_game(ChannelId(channel))
            .expect("store")
            .expect("live game");
        let Some(mut game) = stored.state_of::<calcada_rules::Game>().cloned() else {
            unreachable!("started")
        };
        if game.is_over() {
            channel += 1_000_000;
            open(channel);
            continue;
        }
        let seat = game.current();
        let who = caller(
            channel,
            stored.seats[seat].user.expect("human").0,
            &stored.seats[seat].name,
        );
        let started = Instant::now();
        if let Some(steps_times) = panel_steps.as_deref_mut() {
            let mut steps = Vec::new();
            let mut planned = game.clone();
            let version = stored.moves;
            loop {
                let t = Instant::now();
                let reply = service
                    .handle(
                        &who,
                        Command::Panel {
                            steps: steps.clone(),
                            version: Some(version),
                            made_for: MadeFor::Game(stored.id.0),
                        },
                    )
                    .expect("no fault");
                steps_times.push(t.elapsed());
                assert!(reply.panel.is_some(), "bench panel refused: {}", reply.text);
                if planned.is_over() || planned.current() != seat {
                    break;
                }
                let action = greedy.choose(&planned);
                planned
                    .play(seat, action)
                    .expect("greedy plays legal steps");
                steps.push(action.to_string());
            }
            let commit = Command::Commit {
                steps,
                version,
                made_for: MadeFor::Game(stored.id.0),
            };
            let reply = service.handle(&who, commit).expect("no fault");
            assert!(
                reply.version.is_some(),
                "bench turn refused: {}",
                reply.text
            );
            game = planned;
        }
        while panel_steps.is_none() {
            let action = greedy.choose(&game);
            let reply = service
                .handle(
                    &who,
                    Command::Move {
                        text: action.to_string(),
                        version: None,
                        made_for: MadeFor::Now,
                        confirmed: false,
                    },
                )
                .expect("no fault");
            assert!(
                reply.version.is_some(),
                "bench move refused: {}",
                reply.text
            );
            game.play(seat, action).expect("the service accepted it");
            if game.is_over() || game.current() != seat {
                break;
            }
        }
        // The turn message: worded, drawn and encoded as the outbox pump does, then marked.
        service.compose_and_mark_sent().expect("outbox");
        times.push(started.elapsed());
        if game.is_over() {
            channel += 1_000_000;
            open(channel);
        }
    }
    times
}

/// Runs the benchmark in `dir` (a fresh database file is made there); with `panel`, turns
/// are planned in the panel (each step timed) before they are played.
pub fn run(
    dir: &Path,
    turns: usize,
    threads: usize,
    panel: bool,
) -> Result<ServiceBench, StoreError> {
    let db = dir.join(format!("bench-{}.db", std::process::id()));
    let remove = || {
        for ext in ["", "-wal", "-shm"] {
            let _ = std::fs::remove_file(format!("{}{ext}", db.display()));
        }
    };
    remove();
    let store = Store::open(&db)?;
    let bench = run_on(store, 0, turns, threads, panel);
    remove();
    Ok(bench)
}

/// Runs the benchmark on the database at `location` (PostgreSQL, say), in channels no
/// earlier run used (the games it plays stay there).
pub fn run_at(
    location: &Location,
    turns: usize,
    threads: usize,
    panel: bool,
) -> Result<ServiceBench, StoreError> {
    let store = Store::connect(location)?;
    let fresh = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_secs())
        * 1_000_000;
    Ok(run_on(store, fresh, turns, threads, panel))
}

fn run_on(store: Store, base: u64, turns: usize, threads: usize, panel: bool) -> ServiceBench {
    let service = Arc::new(Service::new(
        store,
        Arc::new(SystemClock),
        Seeds::Fixed(1.into()),
    ));
    // Warm up: caches, the first pictures, SQLite's pages.
    play_turns(&service, base + 1, 20, None);
    let mut steps = Vec::new();
    let times = play_turns(&service, base + 2, turns, panel.then_some(&mut steps));
    let panel_steps = panel.then(|| Timings::of(steps));
    let Timings {
        count: timed,
        median,
        p99,
        max,
    } = Timings::of(times);

    let per_thread = turns.max(threads) / threads;
    let started = Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let s = service.clone();
            std::thread::spawn(move || {
                play_turns(&s, base + 100 + t as u64, per_thread, None).len()
            })
        })
        .collect();
    let parallel_turns = handles.into_iter().map(|h| h.join().unwrap_or(0)).sum();
    let parallel_elapsed = started.elapsed();
    ServiceBench {
        panel_steps,
        turns: timed,
        median,
        p99,
        max,
        threads,
        parallel_turns,
        parallel_elapsed,
    }
}
