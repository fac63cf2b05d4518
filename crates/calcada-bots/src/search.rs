//! The searching player ("hard"): determinised Monte Carlo over whole turns.
//!
//! For the player to move it lists candidate turns (nudge or not, declaration, placement),
//! ranked by the greedy worth ([`super::plans`]). Each playout deals the hidden stacks anew
//! from the public view ([`PublicView::determinise`], with the bot's own generator), plays
//! one candidate turn, then plays the game out with every player greedy, and scores the end
//! for the bot's seat. Candidates are compared on the same deals (common random numbers)
//! and halved round by round (sequential halving), so the budget goes to the close calls.
//! The chosen turn is then played step by step: the bot keeps its plan while the position
//! is the one it planned for, so it never declares one thing and then places for another.

use super::bot::Bot;
use super::plans::{any_deal, candidates, play_out_greedy, Candidate, Plan};
use calcada_rules::{Action, Game, NoEvents, PublicView};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};
use std::time::{Duration, Instant};

/// How much a searching bot may think per decision.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchBudget {
    /// Playouts per decision, at most. Counted, so a decision is reproducible.
    pub playouts: u32,
    /// Wall-clock limit per decision, checked after every playout (a playout takes well
    /// under a millisecond); `None` for none. Once it cuts a search short, the decision
    /// depends on the machine's speed.
    pub time: Option<Duration>,
}

/// The searching bot's settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    /// The budget per decision.
    pub budget: SearchBudget,
    /// Candidate turns searched (the best by greedy worth, and greedy's own).
    pub candidates: usize,
}

impl SearchSettings {
    /// The default playouts: a decision takes well under 250 ms on one core in release
    /// builds (`calcada-bench bots` measures it).
    pub const DEFAULT_PLAYOUTS: u32 = 600;
    /// The default time limit, a safety net on slow or busy machines.
    pub const DEFAULT_TIME: Duration = Duration::from_millis(200);

    /// A count-only budget (no clock): reproducible decisions, for tests and benchmarks.
    pub fn playouts(playouts: u32) -> SearchSettings {
        SearchSettings {
            budget: SearchBudget {
                playouts,
                time: None,
            },
            ..SearchSettings::default()
        }
    }
}

impl Default for SearchSettings {
    fn default() -> Self {
        SearchSettings {
            budget: SearchBudget {
                playouts: Self::DEFAULT_PLAYOUTS,
                time: Some(Self::DEFAULT_TIME),
            },
            candidates: 16,
        }
    }
}

/// What the last decision cost.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Playouts run (0 when the decision needed no search: one candidate, or a planned step).
    pub playouts: u32,
    /// Candidate turns weighed.
    pub candidates: usize,
    /// Time spent searching.
    pub elapsed: Duration,
    /// Whether the time limit stopped the search before its playouts were spent.
    pub timed_out: bool,
}

/// The result of a search: the turn chosen, its estimated worth and what it cost.
#[derive(Clone, Debug)]
pub struct SearchResult {
    /// The rest of the turn to play.
    pub plan: Plan,
    /// Average playout score of the plan, 0 (lost by far) to 1 (won by far).
    pub value: f64,
    /// What the search cost.
    pub stats: SearchStats,
}

/// A bot that searches (see the module documentation). Seeded: the same seed, settings and
/// position give the same decision (as long as the time limit does not cut in).
pub struct SearchBot {
    rng: Xoshiro256PlusPlus,
    settings: SearchSettings,
    /// The position the next planned action is for, and the plan's remaining actions.
    planned: Option<(Game, Vec<Action>)>,
    stats: SearchStats,
}

impl SearchBot {
    /// A searching bot with its own generator.
    pub fn new(seed: u64, settings: SearchSettings) -> SearchBot {
        SearchBot {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            settings,
            planned: None,
            stats: SearchStats::default(),
        }
    }

    /// What the last decision cost.
    pub fn last_stats(&self) -> SearchStats {
        self.stats
    }

    /// Searches the turn of the player to move in `view`.
    pub fn search(&mut self, view: &PublicView) -> SearchResult {
        search(view, &self.settings, &mut self.rng)
    }
}

impl Bot for SearchBot {
    fn decide(&mut self, view: &PublicView) -> Action {
        if let Some((expected, rest)) = self.planned.take() {
            if PublicView::new(&expected) == *view && !rest.is_empty() {
                self.stats = SearchStats::default();
                return self.follow(view, rest);
            }
        }
        let result = self.search(view);
        self.stats = result.stats;
        self.follow(view, result.plan.actions().to_vec())
    }
}

impl SearchBot {
    /// Plays the first of `actions` and keeps the rest for the position it leads to.
    fn follow(&mut self, view: &PublicView, mut actions: Vec<Action>) -> Action {
        let first = actions.remove(0);
        if !actions.is_empty() {
            let mut next = any_deal(view);
            let seat = next.current();
            if next.play_into(seat, first, &mut NoEvents).is_ok() && !next.is_over() {
                self.planned = Some((next, actions));
            }
        }
        first
    }
}

/// The score of a finished playout for `seat`: mostly whether it won (1, a shared win 0.5,
/// a loss 0), partly by how much (the margin over the best other player).
fn reward(game: &Game, seat: usize) -> f64 {
    let ranking = &game.outcome().expect("played out").ranking;
    let mine = ranking
        .iter()
        .find(|s| s.seat == seat)
        .map_or(0, |s| s.total);
    let best_other = ranking
        .iter()
        .filter(|s| s.seat != seat)
        .map(|s| s.total)
        .max()
        .unwrap_or(0);
    let margin = f64::from(mine) - f64::from(best_other);
    let win = match mine.cmp(&best_other) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    };
    0.75 * win + 0.25 / (1.0 + (-margin / 8.0).exp())
}

/// One arm of the search: a candidate and its playout scores so far.
struct Arm {
    candidate: Candidate,
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

/// Searches the turn of the player to move in `view` with `settings`, drawing deals from
/// `rng`. See the module documentation.
pub fn search(view: &PublicView, settings: &SearchSettings, rng: &mut impl Rng) -> SearchResult {
    let started = Instant::now();
    let seat = view.current();
    let mut arms: Vec<Arm> = candidates(view, settings.candidates)
        .into_iter()
        .map(|candidate| Arm {
            candidate,
            total: 0.0,
            playouts: 0,
        })
        .collect();
    let budget = settings.budget;
    let mut used = 0u32;
    let mut timed_out = false;
    let mut alive = arms.len();
    if arms.len() > 1 {
        let rounds = usize::BITS - (arms.len() - 1).leading_zeros();
        'rounds: for round in 0..rounds {
            let left = budget.playouts.saturating_sub(used);
            // Rounded up: the last round then spends all that is left.
            let per_arm = left.div_ceil((rounds - round) * alive as u32).max(1);
            for _ in 0..per_arm {
                // One deal for every arm alive: they are compared on equal luck.
                let deal = view.determinise(rng);
                for arm in &mut arms[..alive] {
                    if used >= budget.playouts {
                        break 'rounds;
                    }
                    if budget.time.is_some_and(|t| started.elapsed() >= t) {
                        timed_out = true;
                        break 'rounds;
                    }
                    let mut game = deal.clone();
                    let score = if arm.candidate.plan.play(&mut game) {
                        play_out_greedy(&mut game);
                        reward(&game, seat)
                    } else {
                        0.0
                    };
                    arm.total += score;
                    arm.playouts += 1;
                    used += 1;
                }
            }
            arms[..alive].sort_by(|a, b| b.mean().total_cmp(&a.mean()));
            alive = alive.div_ceil(2);
        }
    }
    // The best mean among the arms still in the running (ties: the better prior).
    let mut best = &arms[0];
    for arm in &arms[1..alive] {
        if arm.mean() > best.mean() {
            best = arm;
        }
    }
    SearchResult {
        plan: best.candidate.plan,
        value: if best.playouts > 0 { best.mean() } else { 0.5 },
        stats: SearchStats {
            playouts: used,
            candidates: arms.len(),
            elapsed: started.elapsed(),
            timed_out,
        },
    }
}
