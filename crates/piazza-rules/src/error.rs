//! Everything that can make an action illegal. Each variant carries what a player needs to
//! understand the refusal. `Display` words it in plain English; interfaces that speak to
//! players in other languages word the same values their own way.

use super::types::{Cell, Colour, Tile};
use std::fmt;

/// An action refused by the rules. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended; nothing more can be played.
    GameOver,
    /// The seat number does not exist in this game.
    NoSuchSeat { seat: usize },
    /// Someone acted out of turn.
    NotYourTurn { current: String },
    /// The tile (or, for two identical tiles, the second of them) is not in the hand.
    NotInHand { tile: Tile },
    /// Both tiles were put on the same cell.
    SameCell { cell: Cell },
    /// The cell already holds a tile.
    CellTaken { cell: Cell },
    /// The piazza would no longer fit in 8x8 cells.
    OutsideGrid { cell: Cell },
    /// The cell shares no side with a tile already on the table (a corner is not enough).
    NotAlongside { cell: Cell },
    /// A tile next to the cell has the same colour.
    SameColourNeighbour { cell: Cell, neighbour: Cell },
    /// A tile next to the cell has the same symbol.
    SameSymbolNeighbour { cell: Cell, neighbour: Cell },
    /// Two tiles of different colours: two tiles must form a bracket, so share a colour
    /// (in the two- and three-player games: a player's two colours never in one turn).
    TwoColours { first: Colour, second: Colour },
    /// Two tiles neither in one row nor in one column.
    NotInLine { first: Cell, second: Cell },
    /// A tile of the same colour lies between the two tiles, so they form no bracket.
    NotABracket {
        first: Cell,
        second: Cell,
        between: Cell,
    },
    /// A pass while a tile can be placed: one or two tiles must be placed.
    MustPlace,
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => f.write_str("this game is over"),
            RuleError::NoSuchSeat { seat } => write!(f, "there is no seat {}", seat + 1),
            RuleError::NotYourTurn { current } => write!(f, "it is {current}'s turn"),
            RuleError::NotInHand { tile } => write!(f, "you have no {tile} tile in your hand"),
            RuleError::SameCell { cell } => write!(f, "both tiles are on {cell}"),
            RuleError::CellTaken { cell } => write!(f, "{cell} already holds a tile"),
            RuleError::OutsideGrid { cell } => write!(
                f,
                "a tile on {cell} would take the piazza beyond 8 by 8 squares"
            ),
            RuleError::NotAlongside { cell } => write!(
                f,
                "{cell} does not share a side with a tile already placed (a corner is not enough)"
            ),
            RuleError::SameColourNeighbour { cell, neighbour } => write!(
                f,
                "the tile on {neighbour} next to {cell} has the same colour"
            ),
            RuleError::SameSymbolNeighbour { cell, neighbour } => write!(
                f,
                "the tile on {neighbour} next to {cell} has the same symbol"
            ),
            RuleError::TwoColours { first, second } => write!(
                f,
                "two tiles placed together must form a bracket, so be the same colour, not {first} and {second}"
            ),
            RuleError::NotInLine { first, second } => write!(
                f,
                "two tiles placed together must form a bracket, so lie in one row or column: {first} and {second} do not"
            ),
            RuleError::NotABracket {
                first,
                second,
                between,
            } => write!(
                f,
                "{first} and {second} form no bracket: the tile on {between} between them has their colour"
            ),
            RuleError::MustPlace => {
                f.write_str("you can place a tile, so you must place one or two")
            }
        }
    }
}

impl std::error::Error for RuleError {}
