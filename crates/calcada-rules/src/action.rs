//! The vocabulary of play: what a player does ([`Action`]), where a turn stands ([`Step`]),
//! what happened ([`Event`]), the legal choices offered ([`Declaration`], [`Placement`]) and
//! how a game ended ([`Outcome`]).

use super::types::{Colour, Space, Square, Symbol, Tile};
use serde::{Deserialize, Serialize};

/// One action of a player. The acting seat is given to [`Game::play`] beside it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Bonus: discard a bonus tile to move one stone of `colour` from `space` one space on.
    Nudge { space: Space, colour: Colour },
    /// Declare a stone of `colour` on `space` (the number is the stones there) and move it on.
    Declare { space: Space, colour: Colour },
    /// Bonus: discard a bonus tile to put `colour`'s face-up tiles under its stack and reveal 3.
    Refresh { colour: Colour },
    /// Take a face-up tile of the declared colour showing `symbol` and put it on `square`.
    Place { symbol: Symbol, square: Square },
    /// The acting seat leaves the game (at any time, not only on its turn).
    Leave,
}

/// Where the current turn stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "step")]
pub enum Step {
    /// Before declaring: nudges, refreshes and the declaration are open.
    Declare,
    /// Declared: refreshes are open, then a placement ends the turn.
    Place { colour: Colour, number: u8 },
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The second stone left the scoreboard and the round was played out.
    SecondStoneOff,
    /// A whole round passed without anyone placing a tile.
    Stalemate,
    /// Fewer than two players remain.
    PlayersLeft,
}

/// One ranked player at the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// The seat.
    pub seat: usize,
    /// 1 for the winners; tied players share a rank.
    pub rank: usize,
    /// Final points.
    pub total: u32,
}

/// How the game ended and who won.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    /// Why the game ended.
    pub reason: EndReason,
    /// Seated, non-departed players, best first.
    pub ranking: Vec<Standing>,
}

/// What an action did, in order, for captions and notifications.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A stone was nudged one space on (a bonus tile spent).
    Nudged {
        seat: usize,
        colour: Colour,
        from: Space,
        to: Space,
    },
    /// A stone was declared and moved on.
    Declared {
        seat: usize,
        colour: Colour,
        number: u8,
        from: Space,
        to: Space,
    },
    /// No declaration was legal: the stone moved and the turn passed without a placement.
    Passed {
        seat: usize,
        colour: Colour,
        number: u8,
        from: Space,
        to: Space,
    },
    /// A display was refreshed (a bonus tile spent).
    Refreshed { seat: usize, colour: Colour },
    /// A tile was placed.
    Placed {
        seat: usize,
        tile: Tile,
        square: Square,
    },
    /// Bonus tiles gained (a bonus-symbol tile).
    BonusTilesGained { seat: usize, count: u32 },
    /// An emptied display was refilled with `count` tiles.
    DisplayRefilled { colour: Colour, count: usize },
    /// A district was completed and scored.
    DistrictScored {
        seat: usize,
        district: char,
        colour: Colour,
        tiles: u32,
        multiplier: u8,
        points: u32,
    },
    /// The colour's stone moved one row down to `row` (0 = top).
    StoneMovedDown { colour: Colour, row: usize },
    /// The colour's stone left the scoreboard: `points` to the seat, colour closed.
    ColourClosed {
        seat: usize,
        colour: Colour,
        points: u32,
    },
    /// The second stone left the scoreboard: the round is played out, then the game ends.
    EndTriggered { seat: usize },
    /// A seat left the game.
    PlayerLeft { seat: usize },
    /// A seat's turn began.
    TurnStarted { seat: usize, round: u32 },
    /// The game ended.
    GameOver { reason: EndReason },
}

/// A legal declaration and the squares it would allow.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Declaration {
    /// The space of the declared stone.
    pub space: Space,
    /// The declared colour.
    pub colour: Colour,
    /// The declared number: the stones on the space.
    pub number: u8,
    /// Mask of the squares a tile could then go on.
    pub squares: u32,
}

impl Declaration {
    /// The squares of `squares`, ascending.
    pub fn squares(&self) -> impl Iterator<Item = Square> {
        Square::in_mask(self.squares)
    }
}

/// A face-up tile that may be taken now and the squares it may go on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    /// The tile (one per symbol, however many are face-up).
    pub tile: Tile,
    /// Mask of the squares it may go on.
    pub squares: u32,
}

impl Placement {
    /// The squares of `squares`, ascending.
    pub fn squares(&self) -> impl Iterator<Item = Square> {
        Square::in_mask(self.squares)
    }
}
