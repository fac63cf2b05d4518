//! The rules of Calçada, with no IO: no Discord, no SQLite, no images, no async.
//!
//! [`Settings`] (raw, unchecked) becomes a [`Game`] only through [`Game::new`]; a game
//! changes only through [`Game::play`], which validates first and returns [`Event`]s or a
//! [`RuleError`]. [`Game::legal_declarations`], [`Game::legal_placements`] and
//! [`Game::legal_actions`] list what may be done, so interfaces offer only legal choices.

mod display;
mod error;
mod game;
pub mod layout;
mod scoring;
mod snapshot;
mod types;

pub use error::RuleError;
pub use game::{
    Action, Declaration, DistrictScore, EndReason, Event, Game, Outcome, Placement, PlayerState,
    Settings, SetupError, Standing, Step, BONUS_SYMBOL_REWARD, DISPLAY_SIZE, OFF_BOARD_POINTS,
    STARTING_BONUS_TILES,
};
pub use layout::{BoardLayout, DataError, District, MultiplierTables};
pub use scoring::{
    motif_group_points, motif_groups, IncompleteDistrict, MotifGroup, ScoreBreakdown,
};
pub use snapshot::{PlayerSnapshot, Snapshot, SnapshotError};
pub use types::{Colour, ParseError, Space, Square, Symbol, Tile};
