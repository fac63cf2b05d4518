//! The random player ("easy"): any legal action, uniformly.

use game_kit::rng::{generator, GameRng};
use game_kit::Bot;
use piazza_rules::{Action, Game, PlayerView};
use rand::RngExt;

/// Plays uniformly at random among the legal actions (one tile or two).
pub struct RandomBot {
    rng: GameRng,
}

impl RandomBot {
    /// A random player with its own generator.
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: generator(seed),
        }
    }
}

impl Bot<Game> for RandomBot {
    fn decide(&mut self, view: &PlayerView) -> Action {
        let actions = view.legal_actions();
        actions[self.rng.random_range(0..actions.len())]
    }
}
