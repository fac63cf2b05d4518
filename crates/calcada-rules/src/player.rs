//! One player's part of the game: their board, bonus tiles and points.
//!
//! Everything is held in place (no allocation but the shared name), so a game copies cheaply;
//! bit masks derived from the board are kept beside it for speed.

use super::settings::STARTING_BONUS_TILES;
use super::types::{Colour, Square, Symbol, Tile};
use serde::{Deserialize, Serialize};
use std::sync::Arc;

/// The most districts a board can have (one per square).
pub(crate) const MAX_DISTRICTS: usize = Square::COUNT;

/// A district completed during play and what it scored.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DistrictScore {
    /// The district's letter.
    pub district: char,
    /// The colour of its tiles.
    pub colour: Colour,
    /// Its size.
    pub tiles: u32,
    /// The multiplier of the colour's scoreboard row when it was completed.
    pub multiplier: u8,
    /// `tiles * multiplier`.
    pub points: u32,
}

const NO_SCORE: DistrictScore = DistrictScore {
    district: ' ',
    colour: Colour::Blue,
    tiles: 0,
    multiplier: 0,
    points: 0,
};

/// One player's board and counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerState {
    pub(crate) name: Arc<str>,
    pub(crate) board: [Option<Tile>; 25],
    /// Mask of occupied squares (derived from `board`, kept for speed).
    pub(crate) filled: u32,
    /// Per colour, the squares of the districts holding that colour (derived from `board`,
    /// kept for speed: which squares a colour may still use is then a few bit operations).
    pub(crate) claimed: [u32; 5],
    /// Per symbol, the squares showing it (derived from `board`, kept for speed: motif
    /// groups are then found with bit operations).
    pub(crate) symbols: [u32; 6],
    pub(crate) bonus_tiles: u32,
    /// Districts scored, in the order they were completed; the first `scored` count.
    pub(crate) scored_list: [DistrictScore; MAX_DISTRICTS],
    pub(crate) scored: u8,
    pub(crate) off_board_points: u32,
    pub(crate) active: bool,
    pub(crate) turns: u32,
}

impl PlayerState {
    /// A player at the start: empty board, the starting bonus tiles, no points.
    pub(crate) fn new(name: &str) -> PlayerState {
        PlayerState {
            name: name.into(),
            board: [None; 25],
            filled: 0,
            claimed: [0; 5],
            symbols: [0; 6],
            bonus_tiles: STARTING_BONUS_TILES,
            scored_list: [NO_SCORE; MAX_DISTRICTS],
            scored: 0,
            off_board_points: 0,
            active: true,
            turns: 0,
        }
    }

    /// Puts `tile` on `square` (empty), whose district covers `district`.
    pub(crate) fn put(&mut self, square: Square, tile: Tile, district: u32) {
        self.board[square.index()] = Some(tile);
        self.filled |= square.bit();
        self.claimed[tile.colour.index()] |= district;
        self.symbols[tile.symbol.index()] |= square.bit();
    }

    /// Records a completed district. A board has at most [`MAX_DISTRICTS`] districts, each
    /// completed once.
    pub(crate) fn add_score(&mut self, score: DistrictScore) {
        self.scored_list[usize::from(self.scored)] = score;
        self.scored += 1;
    }

    /// The seat's name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The tile on a square, if any.
    pub fn tile(&self, sq: Square) -> Option<Tile> {
        self.board[sq.index()]
    }
    /// Every square, A1, B1, ... E5.
    pub fn board(&self) -> &[Option<Tile>; 25] {
        &self.board
    }
    /// Tiles on the board.
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
    /// Mask of the squares in districts that hold tiles of `colour`.
    pub fn claimed_mask(&self, colour: Colour) -> u32 {
        self.claimed[colour.index()]
    }
    /// Mask of the squares whose tile shows `symbol`.
    pub fn symbol_mask(&self, symbol: Symbol) -> u32 {
        self.symbols[symbol.index()]
    }
    /// Bonus tiles held.
    pub fn bonus_tiles(&self) -> u32 {
        self.bonus_tiles
    }
    /// Districts completed during play, in the order they were completed.
    pub fn districts_scored(&self) -> &[DistrictScore] {
        &self.scored_list[..usize::from(self.scored)]
    }
    /// Points for stones this player moved off the scoreboard.
    pub fn off_board_points(&self) -> u32 {
        self.off_board_points
    }
    /// Points scored during play so far (districts and off-board bonuses).
    pub fn score(&self) -> u32 {
        self.districts_scored()
            .iter()
            .map(|d| d.points)
            .sum::<u32>()
            + self.off_board_points
    }
    /// False once the player has left the game.
    pub fn is_active(&self) -> bool {
        self.active
    }
    /// Turns this player has finished.
    pub fn turns(&self) -> u32 {
        self.turns
    }
}
