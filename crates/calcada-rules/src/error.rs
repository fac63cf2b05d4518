//! Everything that can make an action illegal. Each variant carries what a player needs to
//! understand the refusal. `Display` words it in plain English; interfaces that speak to
//! players in other languages word the same values their own way.

use super::types::{Colour, Space, Square, Symbol};
use std::fmt;

/// An action refused by the rules. The game is left exactly as it was.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum RuleError {
    /// The game has ended; nothing more can be played.
    GameOver,
    /// The seat number does not exist in this game.
    NoSuchSeat { seat: usize },
    /// The seat's player has left the game.
    SeatLeft { name: String },
    /// Someone acted out of turn.
    NotYourTurn { current: String },
    /// A nudge or a refresh without bonus tiles.
    NoBonusTiles,
    /// A nudge or a second declaration after declaring.
    AlreadyDeclared { colour: Colour, number: u8 },
    /// A placement before declaring.
    NotDeclared,
    /// The named space holds no stone of that colour.
    NoStoneThere { space: Space, colour: Colour },
    /// The colour's stone has left the scoreboard.
    ColourClosed { colour: Colour },
    /// The colour has no tiles left, face-up or in its stack.
    ColourExhausted { colour: Colour },
    /// The declaration would leave no square to place on.
    NoFittingSquare { colour: Colour, number: u8 },
    /// The declared colour's display has no tile with that symbol.
    TileNotOnDisplay { colour: Colour, symbol: Symbol },
    /// The square already holds a tile.
    SquareOccupied { square: Square },
    /// The square's number differs from the declared number.
    WrongNumber {
        square: Square,
        shows: u8,
        declared: u8,
    },
    /// The square's district already holds tiles of another colour.
    DistrictHasOtherColour { district: char, colour: Colour },
}

/// A key with its first letter in upper case (`"blue"` -> `"Blue"`).
fn title(key: &str) -> String {
    let mut chars = key.chars();
    chars
        .next()
        .map(|c| c.to_ascii_uppercase().to_string() + chars.as_str())
        .unwrap_or_default()
}

impl fmt::Display for RuleError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RuleError::GameOver => f.write_str("this game is over"),
            RuleError::NoSuchSeat { seat } => write!(f, "there is no seat {}", seat + 1),
            RuleError::SeatLeft { name } => write!(f, "{name} has left this game"),
            RuleError::NotYourTurn { current } => write!(f, "it is {current}'s turn"),
            RuleError::NoBonusTiles => f.write_str("you have no bonus tiles left"),
            RuleError::AlreadyDeclared { colour, number } => write!(
                f,
                "you have already declared {} {number} this turn: place a tile (or refresh a display first)",
                title(colour.key())
            ),
            RuleError::NotDeclared => f.write_str("declare a cobblestone first, then place a tile"),
            RuleError::NoStoneThere { space, colour } => {
                write!(f, "space {space} has no {colour} cobblestone")
            }
            RuleError::ColourClosed { colour } => {
                write!(f, "{colour} is closed: its stone has left the scoreboard")
            }
            RuleError::ColourExhausted { colour } => write!(f, "no {colour} tiles are left"),
            RuleError::NoFittingSquare { colour, number } => {
                let squares = if *number >= 6 {
                    "no empty square".to_string()
                } else {
                    format!("no empty square showing {number}")
                };
                write!(
                    f,
                    "{} {number} would leave you nowhere to place: your board has {squares} in a district open to {colour}",
                    title(colour.key())
                )
            }
            RuleError::TileNotOnDisplay { colour, symbol } => write!(
                f,
                "there is no {colour} {} tile face-up",
                title(symbol.key())
            ),
            RuleError::SquareOccupied { square } => write!(f, "{square} already holds a tile"),
            RuleError::WrongNumber {
                square,
                shows,
                declared,
            } => write!(f, "{square} shows {shows} but you declared {declared}"),
            RuleError::DistrictHasOtherColour { district, colour } => {
                write!(f, "district {district} already holds {colour} tiles")
            }
        }
    }
}

impl std::error::Error for RuleError {}
