//! Piazza's values as messages of the catalogue: a colour, a tile, and the rules' refusals.
//! One wording for the record tools (`calcada replay`, `verify`) and the bot.

use super::Msg;
use piazza_rules::{Cell, Colour, RuleError, Tile};

/// A colour's name, as a message.
pub fn colour_msg(colour: Colour) -> Msg {
    Msg::PtColour {
        colour: colour.key().to_string(),
    }
}

/// A tile's name ("red star"), as a message.
pub fn tile_msg(tile: Tile) -> Msg {
    Msg::PtTile {
        colour: tile.colour.key().to_string(),
        symbol: tile.symbol.key().to_string(),
    }
}

/// A refusal by the rules, as a message (the same values the engine's English names).
pub fn rule_error(e: &RuleError) -> Msg {
    // As players write them and the pictures print them: `H8`.
    let c = |cell: &Cell| cell.label().unwrap_or_default();
    match e {
        RuleError::GameOver => Msg::PtErrGameOver,
        RuleError::NoSuchSeat { seat } => Msg::PtErrNoSuchSeat { seat: seat + 1 },
        RuleError::NotYourTurn { current } => Msg::PtErrNotYourTurn {
            name: current.clone(),
        },
        RuleError::NotInHand { tile } => Msg::PtErrNotInHand {
            tile: Box::new(tile_msg(*tile)),
        },
        RuleError::SameCell { cell } => Msg::PtErrSameCell { cell: c(cell) },
        RuleError::CellTaken { cell } => Msg::PtErrCellTaken { cell: c(cell) },
        RuleError::OutsideGrid { cell } => Msg::PtErrOutsideGrid { cell: c(cell) },
        RuleError::NotAlongside { cell } => Msg::PtErrNotAlongside { cell: c(cell) },
        RuleError::SameColourNeighbour { cell, neighbour } => Msg::PtErrSameColour {
            cell: c(cell),
            neighbour: c(neighbour),
        },
        RuleError::SameSymbolNeighbour { cell, neighbour } => Msg::PtErrSameSymbol {
            cell: c(cell),
            neighbour: c(neighbour),
        },
        RuleError::TwoColours { first, second } => Msg::PtErrTwoColours {
            first: Box::new(colour_msg(*first)),
            second: Box::new(colour_msg(*second)),
        },
        RuleError::NotInLine { first, second } => Msg::PtErrNotInLine {
            first: c(first),
            second: c(second),
        },
        RuleError::NotABracket {
            first,
            second,
            between,
        } => Msg::PtErrNotABracket {
            first: c(first),
            second: c(second),
            between: c(between),
        },
        RuleError::MustPlace => Msg::PtErrMustPlace,
    }
}
