//! One player's part of the game: their board, bonus tiles and points.

use super::types::{Colour, Square, Tile};
use serde::{Deserialize, Serialize};

/// A district completed during play and what it scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DistrictScore {
    pub district: char,
    pub colour: Colour,
    pub tiles: u32,
    pub multiplier: u8,
    pub points: u32,
}

/// One player's board and counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerState {
    pub(crate) name: String,
    pub(crate) board: [Option<Tile>; 25],
    /// Mask of occupied squares (derived from `board`, kept for speed).
    pub(crate) filled: u32,
    /// Colour of each district's tiles, if any (derived from `board`, kept for speed).
    /// Per colour, the squares of the districts holding that colour (derived from `board`,
    /// kept for speed: which squares a colour may still use is then a few bit operations).
    pub(crate) claimed: [u32; 5],
    pub(crate) bonus_tiles: u32,
    pub(crate) districts_scored: Vec<DistrictScore>,
    pub(crate) off_board_points: u32,
    pub(crate) active: bool,
    pub(crate) turns: u32,
}

impl PlayerState {
    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn tile(&self, sq: Square) -> Option<Tile> {
        self.board[sq.index()]
    }
    pub fn board(&self) -> &[Option<Tile>; 25] {
        &self.board
    }
    pub fn tiles_placed(&self) -> u32 {
        self.filled.count_ones()
    }
    /// The colour of the tiles in a square's district, if it holds any.
    pub fn district_colour(&self, square: Square) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| self.claimed[c.index()] & square.bit() != 0)
    }
    /// Mask of the occupied squares.
    pub fn filled_mask(&self) -> u32 {
        self.filled
    }
    pub fn bonus_tiles(&self) -> u32 {
        self.bonus_tiles
    }
    pub fn districts_scored(&self) -> &[DistrictScore] {
        &self.districts_scored
    }
    pub fn off_board_points(&self) -> u32 {
        self.off_board_points
    }
    /// Points scored during play so far (districts and off-board bonuses).
    pub fn score(&self) -> u32 {
        self.districts_scored.iter().map(|d| d.points).sum::<u32>() + self.off_board_points
    }
    /// False once the player has left the game.
    pub fn is_active(&self) -> bool {
        self.active
    }
    pub fn turns(&self) -> u32 {
        self.turns
    }
}
