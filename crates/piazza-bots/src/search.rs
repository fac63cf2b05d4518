//! The searching player ("hard"): determinised Monte Carlo over candidate moves.
//!
//! It lists the legal actions from its own view and keeps the best few by points (the
//! greedy choice first). Each playout deals the tiles it cannot see anew
//! ([`PlayerView::determinise`], with the bot's own generator: the others' hands and every
//! pile, its own pile's order included), plays one candidate, then plays the game out with
//! every seat greedy ([`greedy_action`]) and scores the end for the bot's seat. Candidates
//! are compared on the same deals (common random numbers) and halved round by round
//! (sequential halving), so the budget goes to the close calls: the game kit's skeleton
//! ([`game_kit::search`]), which Calçada's searching bot shares. A fixed count of playouts
//! makes a decision reproducible; a time limit is the safety net on a busy machine.

use super::greedy::{best_of, greedy_action};
use game_kit::rng::{generator, GameRng};
use game_kit::search::{self as skeleton, reward, Budget, Playouts, SearchStats};
use game_kit::Bot;
use piazza_rules::{Action, Game, PlayerView};
use rand::Rng;
use std::time::{Duration, Instant};

/// The searching bot's settings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct SearchSettings {
    /// The budget per decision.
    pub budget: Budget,
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
            candidates: Self::DEFAULT_CANDIDATES,
        }
    }
}

/// A bot that searches (see the module documentation). Seeded: the same seed, settings and
/// view give the same decision (as long as the time limit does not cut in).
pub struct SearchBot {
    rng: GameRng,
    settings: SearchSettings,
    stats: SearchStats,
}

impl SearchBot {
    /// A searching bot with its own generator.
    pub fn new(seed: u64, settings: SearchSettings) -> SearchBot {
        SearchBot {
            rng: generator(seed),
            settings,
            stats: SearchStats::default(),
        }
    }

    /// What the last decision cost.
    pub fn last_stats(&self) -> SearchStats {
        self.stats
    }
}

impl Bot<Game> for SearchBot {
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
fn score_of_end(game: &Game, seat: usize) -> f64 {
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
    reward(win, mine, best_other)
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

/// Playouts of one action for the view's seat: games guessed from the view, the action,
/// then every seat greedy to the end.
struct Moves<'v> {
    view: &'v PlayerView,
}

impl Playouts for Moves<'_> {
    type Candidate = Action;
    type Deal = Game;
    fn deal<R: Rng>(&self, rng: &mut R) -> Game {
        self.view.determinise(rng).expect("a view of a game")
    }
    fn score(&self, mut game: Game, action: &Action) -> f64 {
        game.play(self.view.seat, *action)
            .expect("a legal candidate");
        play_out_greedy(&mut game);
        score_of_end(&game, self.view.seat)
    }
}

/// Chooses the action of the view's seat (see the module documentation), drawing deals
/// from `rng`.
pub(crate) fn search(
    view: &PlayerView,
    settings: &SearchSettings,
    rng: &mut GameRng,
) -> (Action, SearchStats) {
    let started = Instant::now();
    let first = view.determinise(rng).expect("a view of a game");
    let candidates = candidates(&first, settings.candidates);
    let found = skeleton::search(&Moves { view }, candidates, settings.budget, started, rng);
    (found.best, found.stats)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::bot::BoxedBot;
    use game_kit::play_out;
    use piazza_rules::Settings;

    #[test]
    fn the_hard_bot_plays_whole_games_legally_and_reproducibly() {
        for n in [3, 4] {
            let mut actions = Vec::new();
            for _ in 0..2 {
                let game = Game::new(Settings::new(["A", "B", "C", "D"][..n].to_vec()), 9).unwrap();
                let mut bots: Vec<BoxedBot> = (0..n)
                    .map(|s| -> BoxedBot {
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
                budget: Budget {
                    playouts: 1_000,
                    time: Some(Duration::ZERO),
                },
                ..SearchSettings::playouts(1_000)
            },
        );
        let action = hurried.choose(&game);
        assert!(hurried.last_stats().timed_out && hurried.last_stats().playouts == 0);
        assert!(game.check(game.current(), action).is_ok());
    }
}
