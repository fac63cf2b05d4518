//! The random player ("easy"): any legal action, uniformly.

use super::bot::Bot;
use calcada_rules::{Action, PublicView};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};

/// Plays uniformly at random among the legal actions (bonus actions included).
pub struct RandomBot {
    rng: Xoshiro256PlusPlus,
    /// Reused for every decision.
    actions: Vec<Action>,
}

impl RandomBot {
    /// A random player with its own generator.
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            actions: Vec::new(),
        }
    }
}

impl Bot for RandomBot {
    fn decide(&mut self, view: &PublicView) -> Action {
        view.legal_actions_into(&mut self.actions);
        self.actions[self.rng.random_range(0..self.actions.len())]
    }
}
