//! What a bot is (the game kit's [`Bot`], deciding from its seat's `PlayerView`) and playing
//! a game out with one bot per seat.

use game_kit::{Bot, Rules};
use piazza_rules::Game;

/// A Piazza bot, boxed.
pub type BoxedBot = Box<dyn Bot<Game>>;

/// A finished bot game: the final position and every action with its seat.
pub type PlayedGame = game_kit::PlayedGame<Game>;

/// Upper bound on actions in one game: every turn places a tile (48 at most) or passes, and
/// a round of passes ends the game.
pub const MAX_ACTIONS: usize = <Game as Rules>::MAX_ACTIONS;
