//! The hard bot against the normal one: 1,000 two-player games, each seat order in half of
//! them, with the win rate (a tie, a shared first rank, counts half), its 95% (Wilson)
//! interval and the hard bot's move times. Ignored: run it in release,
//! `cargo test -p piazza-bots --release -- --ignored --nocapture`
//! (`PIAZZA_BENCH_GAMES` sets another number of games, `PIAZZA_BENCH_PLAYOUTS` another
//! budget than the default). Figures: docs/measurements.md.

use piazza_bots::{play_out, Bot, BoxedBot, Greedy, SearchBot, SearchSettings};
use piazza_rules::{Action, Game, PlayerView, Settings};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

/// A searching bot that records how long each decision took.
struct Timed {
    bot: SearchBot,
    /// Every decision's time, and whether the clock cut it short.
    log: Arc<Mutex<Vec<(Duration, bool)>>>,
}

impl Bot<Game> for Timed {
    fn decide(&mut self, view: &PlayerView) -> Action {
        let started = Instant::now();
        let action = self.bot.decide(view);
        let cut = self.bot.last_stats().timed_out;
        self.log.lock().unwrap().push((started.elapsed(), cut));
        action
    }
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i]
}

#[test]
#[ignore = "long: run in release with --ignored --nocapture"]
fn hard_against_normal_over_1000_two_player_games() {
    let games: u64 = std::env::var("PIAZZA_BENCH_GAMES")
        .ok()
        .and_then(|s| s.parse().ok())
        .unwrap_or(1_000);
    let mut settings = SearchSettings::default();
    if let Some(p) = std::env::var("PIAZZA_BENCH_PLAYOUTS")
        .ok()
        .and_then(|s| s.parse().ok())
    {
        settings.budget.playouts = p;
    }
    let log = Arc::new(Mutex::new(Vec::new()));
    let started = Instant::now();
    let (mut score, mut ties) = (0.0, 0);
    let mut margin = 0i64;
    for g in 0..games {
        // The hard bot moves first in even games, second in odd ones; the start player is
        // seat 0, so the seat order alternates and each deal is played once.
        let hard = (g % 2) as usize;
        let mut s = Settings::new(["A", "B"]);
        s.start_player = Some(0);
        let game = Game::new(s, 1_000_000 + g).unwrap();
        let mut bots: Vec<BoxedBot> = vec![Box::new(Greedy), Box::new(Greedy)];
        bots[hard] = Box::new(Timed {
            bot: SearchBot::new(g, settings),
            log: Arc::clone(&log),
        });
        let played = play_out(game, &mut bots, |_, _, _| {});
        let ranking = &played.game.outcome().unwrap().ranking;
        let firsts = ranking.iter().filter(|s| s.rank == 1).count();
        let me = ranking.iter().find(|s| s.seat == hard).unwrap();
        let them = ranking.iter().find(|s| s.seat != hard).unwrap();
        margin += i64::from(me.score) - i64::from(them.score);
        if me.rank == 1 {
            score += 1.0 / firsts as f64;
            ties += usize::from(firsts > 1);
        }
        if (g + 1) % 100 == 0 {
            eprintln!(
                "{} games: hard {:.1}% ({:.0?})",
                g + 1,
                100.0 * score / (g + 1) as f64,
                started.elapsed()
            );
        }
    }
    let n = games as f64;
    let p = score / n;
    // Wilson's score interval: unlike p +- 1.96 sd, it stays within 0..1 near the ends.
    let z2 = 1.96f64 * 1.96;
    let centre = (p + z2 / (2.0 * n)) / (1.0 + z2 / n);
    let half = 1.96 / (1.0 + z2 / n) * (p * (1.0 - p) / n + z2 / (4.0 * n * n)).sqrt();
    let log = log.lock().unwrap().clone();
    let timed_out = log.iter().filter(|&&(_, cut)| cut).count();
    let mut t: Vec<Duration> = log.iter().map(|&(d, _)| d).collect();
    t.sort_unstable();
    println!(
        "hard ({} playouts, {} candidates) vs normal, {games} two-player games: hard {:.1}% (95% Wilson interval {:.1}% to {:.1}%), \
         {ties} shared wins, average margin {:+.1} points",
        settings.budget.playouts,
        settings.candidates,
        100.0 * p,
        100.0 * (centre - half),
        100.0 * (centre + half),
        margin as f64 / n
    );
    println!(
        "hard move time over {} moves: p50 {:.1?}, p99 {:.1?}, max {:.1?}; {timed_out} cut by the clock; total {:.0?}",
        t.len(),
        percentile(&t, 0.5),
        percentile(&t, 0.99),
        t.last().copied().unwrap_or_default(),
        started.elapsed()
    );
}
