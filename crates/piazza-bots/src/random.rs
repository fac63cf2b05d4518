//! The random player ("easy"): any legal action, uniformly.

use super::bot::Bot;
use piazza_rules::{Action, PlayerView};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// Plays uniformly at random among the legal actions (one tile or two).
pub struct RandomBot {
    rng: Xoshiro256PlusPlus,
}

impl RandomBot {
    /// A random player with its own generator.
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
        }
    }
}

impl Bot for RandomBot {
    fn decide(&mut self, view: &PlayerView) -> Action {
        let actions = view.legal_actions();
        actions[self.rng.random_range(0..actions.len())]
    }
}
