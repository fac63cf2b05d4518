//! The rules of Calçada, with no IO: no Discord, no SQLite, no images, no async.
//!
//! [`Settings`] (raw, unchecked) becomes a [`Game`] only through [`Game::new`]; a game
//! changes only through [`Game::play`], which validates first and returns [`Event`]s or a
//! [`RuleError`]. [`Game::legal_declarations`], [`Game::legal_placements`] and
//! [`Game::legal_actions`] list what may be done, so interfaces offer only legal choices.
//! [`Game`] implements the game kit's [`game_kit::Rules`] (`rules.rs`); an [`Action`]'s one
//! notation is its `Display` and `FromStr` (`notation.rs`: `d3Y`, `pSC3`...). The setup's
//! randomness is the kit's (`game_kit::rng`).

mod action;
mod error;
mod game;
pub mod layout;
mod legal;
mod notation;
mod piles;
mod play;
mod player;
mod rules;
mod scoring;
mod settings;
mod snapshot;
mod types;
mod view;

pub use action::{Action, Declaration, EndReason, Event, Outcome, Placement, Standing, Step};
pub use error::RuleError;
pub use game::Game;
pub use layout::{BoardLayout, DataError, District, MultiplierTables};
pub use notation::{parse_steps, NotationError};
pub use play::{EventSink, NoEvents};
pub use player::{DistrictScore, PlayerState};
pub use rules::{GAME, KIND};
pub use scoring::{
    group_of, groups_in, motif_group_points, motif_groups, spread, IncompleteDistrict, MotifGroup,
    ScoreBreakdown,
};
pub use settings::{
    Settings, SetupError, BONUS_SYMBOL_REWARD, DISPLAY_SIZE, OFF_BOARD_POINTS, STARTING_BONUS_TILES,
};
pub use snapshot::{PlayerSnapshot, Snapshot, SnapshotError};
pub use types::{Colour, ParseError, Space, Square, Symbol, Tile};
pub use view::PublicView;
