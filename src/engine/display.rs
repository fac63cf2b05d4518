//! English `Display` of the engine's errors, beside the engine (for logs and library users;
//! players read the catalogue's wording in `crate::messages`).

use super::{ParseError, RuleError, SetupError};
use std::fmt;

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

impl fmt::Display for SetupError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            SetupError::PlayerCount(n) => write!(f, "Calçada is for 2 to 4 players, not {n}"),
            SetupError::UnknownBoard(b) => write!(f, "there is no board side {b:?}: choose A or B"),
            SetupError::NoDefaultMultipliers(n) => {
                write!(f, "there is no scoreboard table for {n} players")
            }
            SetupError::Multipliers(d) => write!(f, "the scoreboard table is not valid: {d}"),
            SetupError::StartPlayer(s) => write!(f, "there is no seat {} to start", s + 1),
        }
    }
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Colour(t) => write!(
                f,
                "{t:?} is not a colour: use blue, yellow, red, green or black"
            ),
            ParseError::Symbol(t) => write!(
                f,
                "{t:?} is not a tile: use wave, star, caravel, fish, flower or bonus"
            ),
            ParseError::Square(t) => write!(
                f,
                "{t:?} is not a square: use a column A-E and a row 1-5, like C4"
            ),
            ParseError::Space(t) => {
                write!(f, "{t:?} is not a space: the gameboard's spaces are 1 to 6")
            }
            ParseError::Tile(t) => {
                write!(
                    f,
                    "{t:?} is not a tile: write colour-symbol, like blue-star"
                )
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// "blue" as "Blue".
fn title(key: &str) -> String {
    let mut c = key.chars();
    c.next()
        .map(|f| f.to_uppercase().chain(c).collect())
        .unwrap_or_default()
}
