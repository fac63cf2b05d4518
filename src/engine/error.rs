//! Everything that can make an action illegal. Each variant carries what a player needs to
//! understand the refusal; the words themselves live in the message catalogue
//! (`crate::messages`), which implements `Display` in English.

use super::types::{Colour, Space, Square, Symbol};

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

impl std::error::Error for RuleError {}
