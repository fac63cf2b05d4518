//! What a game is set up with: the raw [`Settings`], why they can be refused
//! ([`SetupError`]), and the fixed numbers of the rules.

use serde::{Deserialize, Serialize};
use std::fmt;

/// Tiles in a player's hand while their pile lasts.
pub const HAND_SIZE: usize = 3;
/// Tiles of each colour (six symbols, twice each).
pub const TILES_PER_COLOUR: usize = 12;
/// Tiles of the neutral (fourth) colour each player receives in the three-player game.
pub const NEUTRAL_TILES_EACH: usize = 4;

/// The deal a new game is set up with: 2, the rulebook's (the starting tiles are dealt
/// first, then each seat's remaining tiles are shuffled into its pile). See [`Settings::deal`].
pub const DEAL: u32 = 2;
/// The deals [`crate::Game::new`] knows: 1, the first (each seat's tiles shuffled once, its
/// starting tiles taken out of that order: biased piles), kept so that games dealt with it
/// replay exactly; and 2, [`DEAL`].
pub const DEALS: [u32; 2] = [1, DEAL];

/// The raw, unchecked description of a game to set up. Turned into a [`crate::Game`] by
/// [`crate::Game::new`], which refuses anything out of the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Seat names in seat (clockwise, turn) order; 2 to 4 seats.
    pub players: Vec<String>,
    /// Seat index of the start player ("whoever went on vacation last"); `None` draws it
    /// from the game's generator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_player: Option<usize>,
    /// How the tiles are dealt from the seed (one of [`DEALS`]; `docs/record-format.md`,
    /// "Piazza", gives each deal step by step). A game keeps the deal it was set up with, so
    /// that it replays from its seed exactly; settings written before deals were numbered
    /// (a record or stored game without the field) were dealt with deal 1.
    #[serde(default = "first_deal")]
    pub deal: u32,
}

fn first_deal() -> u32 {
    1
}

impl Settings {
    /// Settings with a random start player.
    pub fn new(players: impl IntoIterator<Item = impl Into<String>>) -> Settings {
        Settings {
            players: players.into_iter().map(Into::into).collect(),
            start_player: None,
            deal: DEAL,
        }
    }
}

/// How many tiles each player receives with `players` players: two colour sets with 2,
/// one set and four neutral tiles with 3, one set with 4.
pub const fn tiles_each(players: usize) -> usize {
    match players {
        2 => 2 * TILES_PER_COLOUR,
        3 => TILES_PER_COLOUR + NEUTRAL_TILES_EACH,
        _ => TILES_PER_COLOUR,
    }
}

/// Why settings cannot make a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    /// Not 2 to 4 seats.
    PlayerCount(usize),
    /// The start player is not a seat.
    StartPlayer(usize),
    /// A deal this version does not know (not one of [`DEALS`]).
    Deal(u32),
}

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "Piazza is for 2 to 4 players, not {n}"),
            SetupError::StartPlayer(s) => write!(f, "there is no seat {} to start", s + 1),
            SetupError::Deal(d) => write!(f, "there is no deal {d} (the deals are 1 and {DEAL})"),
        }
    }
}

impl std::error::Error for SetupError {}
