//! The searching player ("hard"): determinised Monte Carlo over candidate moves.
//!
//! It lists the legal actions from its own view and keeps the best few by points (the
//! greedy choice first). Each playout deals the tiles it cannot see anew
//! ([`PlayerView::determinise`], with the bot's own generator: the others' hands and every
//! pile, its own pile's order included), plays one candidate, then plays the game out with
//! every seat greedy ([`greedy_action`]) and scores the end for the bot's seat. Candidates
//! are compared on the same deals (common random numbers) and halved round by round
//! (sequential halving), so the budget goes to the close calls. A fixed count of playouts
//! makes a decision reproducible; a time limit is the safety net on a busy machine.

use super::bot::Bot;
use super::greedy::{best_of, greedy_action};
use piazza_rules::{Action, Game, PlayerView};
use rand::rngs::Xoshiro256PlusPlus;
use rand::SeedableRng;
use std::time::{Duration, Instant};

/// The searching bot's settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    /// Playouts per decision, at most. Counted, so a decision is reproducible.
    pub playouts: u32,
    /// Wall-clock limit per decision, checked before every playout; `None` for none. Once
    /// it cuts a search short, the decision depends on the machine's speed.
    pub time: Option<Duration>,
    /// Candidate actions searched (the best by points, the greedy choice first).
    pub candidates: usize,
}

impl SearchSettings {
    /// The default playouts per decision.
    pub const DEFAULT_PLAYOUTS: u32 = 100;
    /// The default time limit, a safety net on slow or busy machines.
    pub const DEFAULT_TIME: Duration = Duration::from_millis(200);
    /// The default number of candidates.
    pub const DEFAULT_CANDIDATES: usize = 10;

    /// A count-only budget (no clock): reproducible decisions, for tests and benchmarks.
    pub fn playouts(playouts: u32) -> SearchSettings {
        SearchSettings {
            playouts,
            time: None,
            ..SearchSettings::default()
        }
    }
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            playouts: Self::DEFAULT_PLAYOUTS,
            time: Some(Self::DEFAULT_TIME),
            candidates: Self::DEFAULT_CANDIDATES,
        }
    }
}

/// What the last decision cost.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Playouts run (0 when there was only one candidate).
    pub playouts: u32,
    /// Candidate actions weighed.
    pub candidates: usize,
    /// Time spent deciding.
    pub elapsed: Duration,
    /// Whether the time limit stopped the search before its playouts were spent.
    pub timed_out: bool,
}

/// A bot that searches (see the module documentation). Seeded: the same seed, settings and
/// view give the same decision (as long as the time limit does not cut in).
pub struct SearchBot {
    rng: Xoshiro256PlusPlus,
    settings: SearchSettings,
    stats: SearchStats,
}

impl SearchBot {
    /// A searching bot with its own generator.
    pub fn new(seed: u64, settings: SearchSettings) -> SearchBot {
        SearchBot {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            settings,
            stats: SearchStats::default(),
        }
    }

    /// What the last decision cost.
    pub fn last_stats(&self) -> SearchStats {
        self.stats
    }
}

impl Bot for SearchBot {
    fn decide(&mut self, view: &PlayerView) -> Action {
        let started = Instant::now();
        let (action, mut stats) = search(view, &self.settings, &mut self.rng);
        stats.elapsed = started.elapsed();
        self.stats = stats;
        action
    }
}

/// The score of a finished playout for `seat`: mostly whether it won (1, a shared first
/// rank 0.5, a loss 0), partly by how much (its points over the best other seat's).
fn reward(game: &Game, seat: usize) -> f64 {
    let ranking = &game.outcome().expect("played out").ranking;
    let firsts = ranking.iter().filter(|s| s.rank == 1).count();
    let mut win = 0.0;
    let mut mine = 0;
    let mut best_other = 0;
    for s in ranking {
        if s.seat == seat {
            mine = s.score;
            if s.rank == 1 {
                win = 1.0 / firsts as f64;
            }
        } else {
            best_other = best_other.max(s.score);
        }
    }
    let margin = f64::from(mine) - f64::from(best_other);
    0.75 * win + 0.25 / (1.0 + (-margin / 8.0).exp())
}

/// Plays `game` to its end with every seat greedy.
fn play_out_greedy(game: &mut Game) {
    while !game.is_over() {
        let action = greedy_action(game);
        game.play(game.current(), action)
            .expect("greedy plays legally");
    }
}

/// The best `k` legal actions by points, the greedy choice first (in `guess`, any game
/// guessed from the view: the actions and their points depend only on what the seat sees).
fn candidates(guess: &Game, k: usize) -> Vec<Action> {
    let actions = guess.legal_actions();
    let first = best_of(guess, &actions, |a| guess.points(a));
    let mut by_points: Vec<(u32, usize, Action)> = actions
        .iter()
        .enumerate()
        .filter(|&(_, &a)| a != first)
        .map(|(i, &a)| (guess.points(a), i, a))
        .collect();
    by_points.sort_by_key(|&(p, i, _)| (std::cmp::Reverse(p), i));
    std::iter::once(first)
        .chain(by_points.into_iter().map(|(_, _, a)| a))
        .take(k.max(1))
        .collect()
}

/// One arm of the search: a candidate and its playout scores so far.
struct Arm {
    action: Action,
    total: f64,
    playouts: u32,
}

impl Arm {
    fn mean(&self) -> f64 {
        if self.playouts == 0 {
            f64::NEG_INFINITY
        } else {
            self.total / f64::from(self.playouts)
        }
    }
}

/// Chooses the action of the view's seat (see the module documentation), drawing deals
/// from `rng`.
pub(crate) fn search(
    view: &PlayerView,
    settings: &SearchSettings,
    rng: &mut Xoshiro256PlusPlus,
) -> (Action, SearchStats) {
    let started = Instant::now();
    let seat = view.seat;
    let first = view.determinise(rng).expect("a view of a game");
    let mut arms: Vec<Arm> = candidates(&first, settings.candidates)
        .into_iter()
        .map(|action| Arm {
            action,
            total: 0.0,
            playouts: 0,
        })
        .collect();
    let mut used = 0u32;
    let mut timed_out = false;
    let mut alive = arms.len();
    if arms.len() > 1 {
        let rounds = usize::BITS - (arms.len() - 1).leading_zeros();
        'rounds: for round in 0..rounds {
            let left = settings.playouts.saturating_sub(used);
            // Rounded up: the last round then spends all that is left.
            let per_arm = left.div_ceil((rounds - round) * alive as u32).max(1);
            for _ in 0..per_arm {
                // One deal for every arm alive: they are compared on equal luck.
                let deal = view.determinise(rng).expect("a view of a game");
                for arm in &mut arms[..alive] {
                    if used >= settings.playouts {
                        break 'rounds;
                    }
                    if settings.time.is_some_and(|t| started.elapsed() >= t) {
                        timed_out = true;
                        break 'rounds;
                    }
                    let mut game = deal.clone();
                    game.play(seat, arm.action).expect("a legal candidate");
                    play_out_greedy(&mut game);
                    arm.total += reward(&game, seat);
                    arm.playouts += 1;
                    used += 1;
                }
            }
            // Stable: equal means keep the better prior (the greedy choice first).
            arms[..alive].sort_by(|a, b| b.mean().total_cmp(&a.mean()));
            alive = alive.div_ceil(2);
        }
    }
    let mut best = &arms[0];
    for arm in &arms[1..alive] {
        if arm.mean() > best.mean() {
            best = arm;
        }
    }
    let stats = SearchStats {
        playouts: used,
        candidates: arms.len(),
        elapsed: started.elapsed(),
        timed_out,
    };
    (best.action, stats)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::play_out;
    use piazza_rules::Settings;

    #[test]
    fn the_hard_bot_plays_whole_games_legally_and_reproducibly() {
        for n in [3, 4] {
            let mut actions = Vec::new();
            for _ in 0..2 {
                let game = Game::new(Settings::new(["A", "B", "C", "D"][..n].to_vec()), 9).unwrap();
                let mut bots: Vec<Box<dyn Bot>> = (0..n)
                    .map(|s| -> Box<dyn Bot> {
                        if s == 0 {
                            Box::new(SearchBot::new(1, SearchSettings::playouts(20)))
                        } else {
                            Box::new(crate::Greedy)
                        }
                    })
                    .collect();
                // play_out panics on an illegal action.
                let played = play_out(game, &mut bots, |_, _, _| {});
                assert!(played.game.is_over());
                actions.push(played.actions);
            }
            assert_eq!(
                actions[0], actions[1],
                "{n} players: the same seed, the same game"
            );
        }
    }

    #[test]
    fn the_stats_count_the_playouts_and_the_budget_holds() {
        let game = Game::new(Settings::new(["A", "B"]), 4).unwrap();
        let mut bot = SearchBot::new(2, SearchSettings::playouts(30));
        bot.choose(&game);
        let stats = bot.last_stats();
        assert!(stats.candidates > 1 && stats.playouts == 30 && !stats.timed_out);
        let mut hurried = SearchBot::new(
            2,
            SearchSettings {
                time: Some(Duration::ZERO),
                ..SearchSettings::playouts(1_000)
            },
        );
        let action = hurried.choose(&game);
        assert!(hurried.last_stats().timed_out && hurried.last_stats().playouts == 0);
        assert!(game.check(game.current(), action).is_ok());
    }
}
