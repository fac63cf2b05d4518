//! Tic-tac-toe, the third game (issue 46): a test-only crate that proves a game plugs into the
//! bot through the game kit alone. Pure, with no IO.
//!
//! - [`cell`]: the nine cells and the one notation, `a1` to `c3`; an [`Action`] is a cell.
//! - [`game`]: [`Settings`] (who starts, or the seed draws it) set up a [`Game`];
//!   [`Game::play`] checks and answers [`Event`]s or a [`RuleError`].
//! - [`rules`]: [`Game`] as the kit's [`game_kit::Rules`]; a seat's [`View`] is the whole game.
//! - [`snapshot`]: the position as the store's JSON, checked on the way back
//!   ([`SnapshotError`]).
//! - [`bots`]: one [`game_kit::Bot`] per [`game_kit::BotLevel`], built by [`bot`].
//! - [`record`]: the game's [`Record`] in the family's envelope, verified by replay.

pub mod bots;
pub mod cell;
pub mod game;
pub mod record;
pub mod rules;
pub mod snapshot;

pub use bots::{bot, BoxedBot, Greedy, Minimax, RandomBot};
pub use cell::{Action, Cell, NotationError, CELLS, LINES};
pub use game::{Event, Game, Outcome, RuleError, Settings, SetupError, SEATS};
pub use record::{Record, RecordError, Standing};
pub use rules::{View, GAME, KIND};
pub use snapshot::{Snapshot, SnapshotError};
