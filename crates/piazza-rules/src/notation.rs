//! The one notation of Piazza's actions (`Display` and `FromStr` of [`Action`]): `pass`, or
//! each tile placed and its cell, `red-star:h7`, two joined by a space (`red-star:h7
//! blue-moon:k7`). Short (a button's custom id holds 100 characters), read back exactly
//! whatever the case and the spaces around, and checked again by the rules when played.

use super::action::{Action, Placement};
use super::types::{Cell, Colour, Symbol, Tile};
use std::fmt;
use std::str::FromStr;

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let mut placements = self.placements().peekable();
        if placements.peek().is_none() {
            return f.write_str("pass");
        }
        for (i, p) in placements.enumerate() {
            let cell = p.cell.label().unwrap_or_default().to_ascii_lowercase();
            let space = if i == 0 { "" } else { " " };
            write!(
                f,
                "{space}{}-{}:{cell}",
                p.tile.colour.key(),
                p.tile.symbol.key()
            )?;
        }
        Ok(())
    }
}

/// Text that is no action in the notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a move: write pass, or colour-symbol:cell like red-star:h7 (two joined by a space)")]
pub struct NotationError(pub String);

/// One `colour-symbol:cell`.
fn placement(word: &str) -> Option<Placement> {
    let (tile, cell) = word.split_once(':')?;
    let (colour, symbol) = tile.split_once('-')?;
    let colour = Colour::ALL.into_iter().find(|c| c.key() == colour)?;
    let symbol = Symbol::ALL.into_iter().find(|s| s.key() == symbol)?;
    Some(Placement {
        tile: Tile { colour, symbol },
        cell: Cell::parse_label(cell)?,
    })
}

impl FromStr for Action {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let lower = s.trim().to_ascii_lowercase();
        let parts: Vec<&str> = lower.split_whitespace().collect();
        let action = match parts.as_slice() {
            ["pass"] => Some(Action::Pass),
            [one] => placement(one).map(|first| Action::Place {
                first,
                second: None,
            }),
            [one, two] => placement(one)
                .zip(placement(two))
                .map(|(a, b)| Action::two(a, b)),
            _ => None,
        };
        action.ok_or_else(|| NotationError(s.trim().to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn moves_are_written_short_and_read_back_in_any_case() {
        let a = Placement {
            tile: Tile::new(Colour::Red, Symbol::Star),
            cell: Cell::new(0, 0),
        };
        let b = Placement {
            tile: Tile::new(Colour::Red, Symbol::Circle),
            cell: Cell::new(3, 0),
        };
        let two = Action::two(a, b);
        assert_eq!(two.to_string(), "red-star:h8 red-circle:k8");
        assert_eq!(" RED-STAR:H8   red-circle:k8 ".parse::<Action>(), Ok(two));
        assert_eq!(Action::Pass.to_string(), "pass");
        assert_eq!("Pass".parse::<Action>(), Ok(Action::Pass));
    }

    #[test]
    fn words_that_are_no_move_are_refused() {
        for bad in [
            "",
            "passs",
            "red-star",
            "red:h7",
            "green-star:h7",
            "red-star:z99",
            "red-star:h7 red-star:h8 red-star:h9",
            "red-star:h7:h8",
        ] {
            assert_eq!(
                bad.parse::<Action>(),
                Err(NotationError(bad.to_string())),
                "{bad:?}"
            );
        }
    }
}
