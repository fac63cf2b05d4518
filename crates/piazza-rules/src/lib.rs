//! The rules of Piazza (Uwe Rapp & Bernhard Lach), with no IO: no Discord, no database, no
//! images. Our rulings where the rulebook is silent are in RULES.md, "Piazza".
//!
//! [`Settings`] (raw, unchecked) becomes a [`Game`] only through [`Game::new`]; a game
//! changes only through [`Game::play`], which validates first and returns [`Event`]s or a
//! [`RuleError`]. [`Game::legal_actions`] lists what may be done; [`Game::view`] is what
//! one seat may know ([`Game::public_view`] what everyone may); [`Game::snapshot`] and [`Game::from_snapshot`] are the whole position
//! as data and back; [`Record`] is a game as its record (`docs/record-format.md`, "Piazza"),
//! verified by replay. [`PlayerView::determinise`] turns a view into a game by guessing
//! what the seat cannot see (for bots that search), and [`Game::points`] says what an
//! action would score. [`Game`] implements the game kit's [`game_kit::Rules`] (`rules.rs`); an
//! [`Action`]'s one notation is its `Display` and `FromStr` (`notation.rs`: `pass`,
//! `red-star:h7`). The setup's randomness, the record envelope and seal are the kit's.

mod action;
mod board;
mod error;
mod game;
mod guess;
mod legal;
mod notation;
mod play;
mod player;
mod preview;
pub mod record;
mod rules;
mod settings;
mod snapshot;
mod types;
mod view;

pub use action::{Action, EndReason, Event, Outcome, Placement, Standing};
pub use board::GRID;
pub use error::RuleError;
pub use game::{Game, START_CELLS};
pub use notation::NotationError;
pub use player::PlayerState;
pub use preview::Bracket;
pub use record::{Record, RecordError};
pub use rules::{GAME, KIND};
pub use settings::{
    tiles_each, Settings, SetupError, DEAL, DEALS, HAND_SIZE, NEUTRAL_TILES_EACH, TILES_PER_COLOUR,
};
pub use snapshot::{PlayerSnapshot, Snapshot, SnapshotError};
pub use types::{Cell, Colour, Dir, Symbol, Tile};
pub use view::{PlayerView, PublicView, SeatView};
