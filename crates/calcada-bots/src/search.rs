//! The searching player ("hard"): determinised Monte Carlo over whole turns.
//!
//! For the player to move it lists candidate turns (nudge or not, declaration, placement),
//! ranked by the greedy worth ([`super::plans`]). Each playout deals the hidden stacks anew
//! from the public view ([`PublicView::determinise`], with the bot's own generator), plays
//! one candidate turn, then plays the game out with every player greedy, and scores the end
//! for the bot's seat. Candidates are compared on the same deals (common random numbers)
//! and halved round by round (sequential halving), so the budget goes to the close calls:
//! the game kit's skeleton ([`game_kit::search`]), which Piazza's searching bot shares.
//! The chosen turn is then played step by step: the bot keeps its plan while the position
//! is the one it planned for, so it never declares one thing and then places for another.

use super::plans::{any_deal, candidates, play_out_greedy, Candidate, Plan};
use calcada_rules::{Action, Game, NoEvents, PublicView};
use game_kit::rng::{generator, GameRng};
use game_kit::search::{self as skeleton, reward, Budget, Playouts, SearchStats};
use game_kit::Bot;
use rand::Rng;
use std::time::{Duration, Instant};

/// The searching bot's settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    /// The budget per decision.
    pub budget: Budget,
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
            budget: Budget {
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
            budget: Budget {
                playouts: Self::DEFAULT_PLAYOUTS,
                time: Some(Self::DEFAULT_TIME),
            },
            candidates: 16,
        }
    }
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
    rng: GameRng,
    settings: SearchSettings,
    /// The position the next planned action is for, and the plan's remaining actions.
    planned: Option<(Game, Vec<Action>)>,
    stats: SearchStats,
}

impl SearchBot {
    /// A searching bot with its own generator.
    pub fn new(seed: u64, settings: SearchSettings) -> SearchBot {
        SearchBot {
            rng: generator(seed),
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

impl Bot<Game> for SearchBot {
    fn decide(&mut self, view: &PublicView<'_>) -> Action {
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
fn score_of_end(game: &Game, seat: usize) -> f64 {
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
    let win = match mine.cmp(&best_other) {
        std::cmp::Ordering::Greater => 1.0,
        std::cmp::Ordering::Equal => 0.5,
        std::cmp::Ordering::Less => 0.0,
    };
    reward(win, mine, best_other)
}

/// Playouts of whole turns for the player to move in a public view: deals of the stacks'
/// order, a candidate turn then every player greedy to the end.
struct Turns<'v, 'g> {
    view: &'v PublicView<'g>,
    seat: usize,
}

impl Playouts for Turns<'_, '_> {
    type Candidate = Candidate;
    type Deal = Game;
    fn deal<R: Rng>(&self, rng: &mut R) -> Game {
        self.view.determinise(rng)
    }
    /// A plan that cannot be played on the deal scores nothing.
    fn score(&self, mut game: Game, candidate: &Candidate) -> f64 {
        if candidate.plan.play(&mut game) {
            play_out_greedy(&mut game);
            score_of_end(&game, self.seat)
        } else {
            0.0
        }
    }
}

/// Searches the turn of the player to move in `view` with `settings`, drawing deals from
/// `rng`. See the module documentation.
pub fn search(view: &PublicView, settings: &SearchSettings, rng: &mut impl Rng) -> SearchResult {
    let started = Instant::now();
    let turns = Turns {
        view,
        seat: view.current(),
    };
    let found = skeleton::search(
        &turns,
        candidates(view, settings.candidates),
        settings.budget,
        started,
        rng,
    );
    SearchResult {
        plan: found.best.plan,
        value: found.value.unwrap_or(0.5),
        stats: found.stats,
    }
}
