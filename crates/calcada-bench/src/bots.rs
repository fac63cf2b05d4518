//! `calcada-bench bots`: the searching bot against greedy ones, with its decision times.
//!
//! Two matches: two players (the searching bot against a greedy one, both seat orders,
//! sides A and B in turn) and four players (the searching bot and three greedy ones, the
//! searching bot's seat and the side in turn). Game `i` of a match uses seed `seed + i`.
//! Every decision of the searching bot is timed; figures are on one thread.

use calcada_bots::{Bot, Greedy, SearchBot, SearchSettings, MAX_ACTIONS};
use calcada_rules::{Game, NoEvents, PublicView, Settings, SetupError};
use std::time::{Duration, Instant};

/// What to benchmark.
#[derive(Clone, Debug)]
pub struct BenchOptions {
    /// Games per match.
    pub games: u64,
    /// Seed of the first game of each match.
    pub seed: u64,
    /// The searching bot's settings.
    pub search: SearchSettings,
}

impl BenchOptions {
    /// Options with the default search budget, `playouts` and `time_ms` overriding it (a
    /// time of 0: no time limit).
    pub fn new(games: u64, seed: u64, playouts: Option<u32>, time_ms: Option<u64>) -> Self {
        let mut search = SearchSettings::default();
        if let Some(p) = playouts {
            search.budget.playouts = p;
        }
        if let Some(ms) = time_ms {
            search.budget.time = (ms > 0).then(|| Duration::from_millis(ms));
        }
        BenchOptions {
            games,
            seed,
            search,
        }
    }
}

/// One match's result, from the searching bot's side.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct MatchResult {
    /// Players per game.
    pub players: usize,
    /// Games played.
    pub games: u64,
    /// Games won outright.
    pub wins: u64,
    /// Games with a first place shared with a greedy bot.
    pub shared: u64,
    /// Average final score of the searching bot.
    pub average_score: f64,
    /// Average final score of its best greedy opponent.
    pub average_best_other: f64,
}

impl MatchResult {
    /// Share of games won, a shared first place counting half, in percent.
    pub fn win_percent(&self) -> f64 {
        100.0 * (self.wins as f64 + 0.5 * self.shared as f64) / self.games.max(1) as f64
    }
}

/// Decision times and playouts of the searching bot over the benchmark.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct DecisionTimes {
    /// Decisions that searched (the others follow a planned turn and take no time).
    pub searched: u64,
    /// All decisions.
    pub decisions: u64,
    /// Median time of a searching decision.
    pub median: Duration,
    /// 99th percentile of a searching decision.
    pub p99: Duration,
    /// Slowest searching decision.
    pub max: Duration,
    /// Playouts played in all.
    pub playouts: u64,
    /// Searches the time limit stopped before their playouts were spent.
    pub timed_out: u64,
    /// Time spent in searches.
    pub search_time: Duration,
}

impl DecisionTimes {
    /// Playouts per second of search, on one core.
    pub fn playouts_per_second(&self) -> f64 {
        self.playouts as f64 / self.search_time.as_secs_f64().max(1e-9)
    }
}

/// The whole benchmark's figures.
#[derive(Clone, Debug, Default, PartialEq)]
pub struct BotBench {
    /// Two players: the searching bot against one greedy bot.
    pub two_players: MatchResult,
    /// Four players: the searching bot against three greedy bots.
    pub four_players: MatchResult,
    /// The searching bot's decisions.
    pub times: DecisionTimes,
    /// Wall-clock time of the whole benchmark.
    pub elapsed: Duration,
}

/// Plays one game with the searching bot in seat `strong`, greedy bots elsewhere; returns
/// the final game. Each decision's time goes to `times` (searches only).
fn play_match_game(
    settings: Settings,
    seed: u64,
    strong: usize,
    search: SearchSettings,
    times: &mut Vec<Duration>,
    totals: &mut DecisionTimes,
) -> Result<Game, SetupError> {
    let mut game = Game::new(settings, seed)?;
    let mut bot = SearchBot::new(seed ^ 0x5EA5_C4B0, search);
    let mut actions = 0;
    while !game.is_over() {
        assert!(actions < MAX_ACTIONS, "a benchmark game did not end");
        let seat = game.current();
        let action = if seat == strong {
            let started = Instant::now();
            let action = bot.decide(&PublicView::new(&game));
            let took = started.elapsed();
            let stats = bot.last_stats();
            totals.decisions += 1;
            if stats.playouts > 0 {
                totals.searched += 1;
                totals.playouts += u64::from(stats.playouts);
                totals.timed_out += u64::from(stats.timed_out);
                totals.search_time += took;
                times.push(took);
            }
            action
        } else {
            Greedy.choose(&game)
        };
        game.play_into(seat, action, &mut NoEvents)
            .unwrap_or_else(|e| panic!("seat {seat} chose an illegal {action:?}: {e}"));
        actions += 1;
    }
    Ok(game)
}

/// One match of `opts.games` games with `players` seats.
fn play_match(
    opts: &BenchOptions,
    players: usize,
    times: &mut Vec<Duration>,
    totals: &mut DecisionTimes,
) -> Result<MatchResult, SetupError> {
    let mut result = MatchResult {
        players,
        games: opts.games,
        ..MatchResult::default()
    };
    let (mut score, mut other) = (0u64, 0u64);
    for i in 0..opts.games {
        let strong = (i % players as u64) as usize;
        // Sides alternate once every seat order has been played.
        let side = if (i / players as u64).is_multiple_of(2) {
            "A"
        } else {
            "B"
        };
        let names: Vec<String> = (0..players)
            .map(|s| {
                if s == strong {
                    "search".into()
                } else {
                    format!("greedy {}", s + 1)
                }
            })
            .collect();
        let seed = opts.seed.wrapping_add(i);
        let game = play_match_game(
            Settings::new(names, side),
            seed,
            strong,
            opts.search,
            times,
            totals,
        )?;
        let ranking = &game.outcome().expect("played out").ranking;
        let mine = ranking.iter().find(|s| s.seat == strong).expect("ranked");
        let best_other = ranking
            .iter()
            .filter(|s| s.seat != strong)
            .map(|s| s.total)
            .max();
        let best_other = best_other.unwrap_or(0);
        match mine.total.cmp(&best_other) {
            std::cmp::Ordering::Greater => result.wins += 1,
            std::cmp::Ordering::Equal => result.shared += 1,
            std::cmp::Ordering::Less => {}
        }
        score += u64::from(mine.total);
        other += u64::from(best_other);
    }
    let n = opts.games.max(1) as f64;
    result.average_score = score as f64 / n;
    result.average_best_other = other as f64 / n;
    Ok(result)
}

fn percentile(sorted: &[Duration], p: f64) -> Duration {
    if sorted.is_empty() {
        return Duration::ZERO;
    }
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

/// Runs both matches and gathers the figures.
pub fn bench_bots(opts: &BenchOptions) -> Result<BotBench, SetupError> {
    let started = Instant::now();
    let mut times = Vec::new();
    let mut totals = DecisionTimes::default();
    let two_players = play_match(opts, 2, &mut times, &mut totals)?;
    let four_players = play_match(opts, 4, &mut times, &mut totals)?;
    times.sort_unstable();
    totals.median = percentile(&times, 0.5);
    totals.p99 = percentile(&times, 0.99);
    totals.max = times.last().copied().unwrap_or_default();
    Ok(BotBench {
        two_players,
        four_players,
        times: totals,
        elapsed: started.elapsed(),
    })
}
