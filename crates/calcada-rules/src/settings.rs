//! What a game is set up with: the raw [`Settings`], why they can be refused
//! ([`SetupError`]), and the fixed numbers of the rules.

use super::layout::DataError;
use serde::{Deserialize, Serialize};
use std::fmt;

/// Tiles face-up per colour after a refill or a refresh.
pub const DISPLAY_SIZE: usize = 3;
/// Bonus tiles each player starts with.
pub const STARTING_BONUS_TILES: u32 = 2;
/// Bonus tiles gained by placing a tile with the bonus symbol.
pub const BONUS_SYMBOL_REWARD: u32 = 2;
/// Points for the completion that moves a colour's stone off the scoreboard.
pub const OFF_BOARD_POINTS: u32 = 2;
/// Stones that must leave the scoreboard to trigger the end.
pub const STONES_OFF_TO_END: usize = 2;

/// The raw, unchecked description of a game to set up. Turned into a [`Game`] by
/// [`Game::new`], which refuses anything out of the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Seat names in seat (turn) order; 2 to 4 seats.
    pub players: Vec<String>,
    /// Board layout, by name: `"A"` or `"B"` (or a further layout's name).
    pub board: String,
    /// Scoreboard rows, top first; `None` takes the default table for the player count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub multipliers: Option<Vec<u8>>,
    /// Seat index of the start player; `None` draws it from the game's generator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_player: Option<usize>,
}

impl Settings {
    /// Settings with the default table and a random start player.
    pub fn new(players: impl IntoIterator<Item = impl Into<String>>, board: &str) -> Settings {
        Settings {
            players: players.into_iter().map(Into::into).collect(),
            board: board.to_string(),
            multipliers: None,
            start_player: None,
        }
    }
}

/// Why settings cannot make a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not 2 to 4 seats.
    PlayerCount(usize),
    /// No layout of that name.
    UnknownBoard(String),
    /// No default scoreboard table for that many players.
    NoDefaultMultipliers(usize),
    /// The given scoreboard table is not valid.
    Multipliers(DataError),
    /// The start player is not a seat.
    StartPlayer(usize),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "Calçada is for 2 to 4 players, not {n}"),
            SetupError::UnknownBoard(b) => {
                write!(f, "there is no board side {b:?}: choose A or B")
            }
            SetupError::NoDefaultMultipliers(n) => {
                write!(f, "there is no scoreboard table for {n} players")
            }
            SetupError::Multipliers(d) => write!(f, "the scoreboard table is not valid: {d}"),
            SetupError::StartPlayer(s) => write!(f, "there is no seat {} to start", s + 1),
        }
    }
}

impl std::error::Error for SetupError {}
