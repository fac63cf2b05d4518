//! The random player ("easy"): any legal action, uniformly.

use calcada_rules::{Action, Game, PublicView};
use game_kit::rng::{generator, GameRng};
use game_kit::Bot;
use rand::RngExt;

/// Plays uniformly at random among the legal actions (bonus actions included).
pub struct RandomBot {
    rng: GameRng,
    /// Reused for every decision.
    actions: Vec<Action>,
}

impl RandomBot {
    /// A random player with its own generator.
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: generator(seed),
            actions: Vec::new(),
        }
    }
}

impl Bot<Game> for RandomBot {
    fn decide(&mut self, view: &PublicView<'_>) -> Action {
        view.legal_actions_into(&mut self.actions);
        self.actions[self.rng.random_range(0..self.actions.len())]
    }
}
