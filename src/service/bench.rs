//! `calcada bench service`: the time of one turn through the whole service path (apply,
//! commit with a version check, then the outbox: word, draw and encode the turn message and
//! mark it sent), on a real SQLite file.

use super::{Caller, Command, Seeds, Service, SystemClock};
use crate::bots::{Bot, Greedy};
use crate::ids::{ChannelId, GuildId, UserId};
use crate::store::Store;
use std::path::Path;
use std::sync::Arc;
use std::time::{Duration, Instant};

/// Measured figures.
#[derive(Clone, Debug)]
pub struct ServiceBench {
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
/// opening a new game whenever one ends; returns each turn's time.
fn play_turns(service: &Service, first_channel: u64, turns: usize) -> Vec<Duration> {
    let mut times = Vec::with_capacity(turns);
    let mut channel = first_channel;
    let mut greedy = Greedy;
    let open = |ch: u64| {
        let ana = caller(ch, 1, "Ana");
        let new = Command::NewGame {
            board: None,
            max_players: Some(2),
            bots: vec![],
            reminder_hours: None,
            bot_takes_over_after: None,
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
        let Some(mut game) = stored.game else {
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
        loop {
            let action = greedy.choose(&game);
            let reply = service
                .handle(
                    &who,
                    Command::Act {
                        action,
                        version: None,
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
        for out in service
            .compose_pending(super::outbox::BATCH)
            .expect("outbox")
        {
            let out = out.expect("notice worded");
            service.delivered(out.id).expect("marked");
        }
        times.push(started.elapsed());
        if game.is_over() {
            channel += 1_000_000;
            open(channel);
        }
    }
    times
}

/// Runs the benchmark in `dir` (a fresh database file is made there).
pub fn run(dir: &Path, turns: usize, threads: usize) -> Result<ServiceBench, String> {
    let db = dir.join(format!("bench-{}.db", std::process::id()));
    for ext in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{ext}", db.display()));
    }
    let store = Store::open(&db).map_err(|e| e.to_string())?;
    let service = Arc::new(Service::new(
        store,
        Arc::new(SystemClock),
        Seeds::Fixed(1.into()),
    ));
    // Warm up: caches, the first pictures, SQLite's pages.
    play_turns(&service, 1, 20);
    let mut times = play_turns(&service, 2, turns);
    times.sort_unstable();
    let pick = |q: f64| times[((times.len() - 1) as f64 * q).round() as usize];
    let (median, p99, max) = (pick(0.5), pick(0.99), *times.last().expect("turns > 0"));

    let per_thread = turns.max(threads) / threads;
    let started = Instant::now();
    let handles: Vec<_> = (0..threads)
        .map(|t| {
            let s = service.clone();
            std::thread::spawn(move || play_turns(&s, 100 + t as u64, per_thread).len())
        })
        .collect();
    let parallel_turns = handles.into_iter().map(|h| h.join().unwrap_or(0)).sum();
    let parallel_elapsed = started.elapsed();
    for ext in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{ext}", db.display()));
    }
    Ok(ServiceBench {
        turns: times.len(),
        median,
        p99,
        max,
        threads,
        parallel_turns,
        parallel_elapsed,
    })
}
