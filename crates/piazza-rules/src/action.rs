//! The vocabulary of play: what a player does ([`Action`]), what happened ([`Event`]) and
//! how a game ended ([`Outcome`]).

use super::types::{Cell, Colour, Tile};
use serde::{Deserialize, Serialize};

/// One tile from the hand put on one cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Placement {
    /// The tile, by colour and symbol (the two identical tiles of a set are interchangeable).
    pub tile: Tile,
    pub cell: Cell,
}

/// One action of a player. The acting seat is given to [`crate::Game::play`] beside it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "action")]
pub enum Action {
    /// Place one tile, or two that form a bracket. The two are placed at once: their order
    /// does not matter ([`crate::Game::legal_actions`] lists the lower cell first).
    Place {
        first: Placement,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        second: Option<Placement>,
    },
    /// No tile of the hand can be placed anywhere: the turn passes (legal only then).
    Pass,
}

impl Action {
    /// Placing one tile.
    pub fn one(tile: Tile, cell: Cell) -> Action {
        Action::Place {
            first: Placement { tile, cell },
            second: None,
        }
    }

    /// Placing two tiles (a bracket).
    pub fn two(first: Placement, second: Placement) -> Action {
        Action::Place {
            first,
            second: Some(second),
        }
    }

    /// The tiles the action places, in its order.
    pub fn placements(&self) -> impl Iterator<Item = Placement> {
        let (a, b) = match *self {
            Action::Place { first, second } => (Some(first), second),
            Action::Pass => (None, None),
        };
        a.into_iter().chain(b)
    }
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// Everyone placed all of their tiles (the rulebook's end).
    AllPlaced,
    /// Everyone still holding tiles passed in turn: nobody can ever place again.
    Blocked,
}

/// One ranked player at the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub seat: usize,
    /// 1 for the winner. Equal points are decided by who finished first; only players
    /// with equal points who never finished (a blocked end) share a rank.
    pub rank: usize,
    pub score: u32,
    /// 1 for the first player to place all of their tiles, 2 for the next...; `None` if
    /// they never did.
    pub finished: Option<u32>,
}

/// How the game ended and who won.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub reason: EndReason,
    /// Every seat, best first.
    pub ranking: Vec<Standing>,
}

/// What an action did, in order. Events name no tile a player has not shown: a refill
/// says how many tiles were drawn, not which.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    /// A tile was put on the table.
    Placed { seat: usize, tile: Tile, cell: Cell },
    /// A new bracket: from a newly placed tile on `from` to the tile on `to`, holding
    /// `points` tiles (both ends included), which the seat scores.
    BracketScored {
        seat: usize,
        colour: Colour,
        from: Cell,
        to: Cell,
        points: u32,
    },
    /// The seat drew `count` tiles from its pile into its hand.
    HandRefilled { seat: usize, count: usize },
    /// The seat could place no tile and passed.
    Passed { seat: usize },
    /// The seat has placed all of its tiles: it is the `place`-th to finish.
    Finished { seat: usize, place: u32 },
    /// It is now the seat's turn.
    TurnPassed { seat: usize },
    /// The game ended.
    GameOver { reason: EndReason },
}
