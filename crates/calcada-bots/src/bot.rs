//! What a bot is (the game kit's [`Bot`], deciding from the public view) and playing a game
//! out with one bot per seat.

use calcada_rules::Game;
use game_kit::{Bot, Rules};

/// A Calçada bot, boxed.
pub type BoxedBot = Box<dyn Bot<Game>>;

/// A finished bot game: the final position and every action with its seat.
pub type PlayedGame = game_kit::PlayedGame<Game>;

/// Upper bound on actions in one game; the rules end every game long before (each round
/// places a tile or ends the game, and each bonus action spends a bonus tile).
pub const MAX_ACTIONS: usize = <Game as Rules>::MAX_ACTIONS;
