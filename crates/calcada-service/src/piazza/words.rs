//! A Piazza move as the value of an autocomplete choice or a button: `pass`, or each tile
//! and its cell, `red-star:h7` (two joined by a space). Short (a button's custom id holds
//! 100 characters), read back exactly, and checked again by the rules when played.

use piazza_rules::{Action, Cell, Colour, Placement, Symbol, Tile};

/// The words of `action`: `pass`, `red-star:h7` or `red-star:h7 blue-moon:k7`.
pub fn piazza_words(action: &Action) -> String {
    let words: Vec<String> = action
        .placements()
        .map(|p| {
            let cell = p.cell.label().unwrap_or_default().to_ascii_lowercase();
            format!("{}-{}:{cell}", p.tile.colour.key(), p.tile.symbol.key())
        })
        .collect();
    if words.is_empty() {
        "pass".into()
    } else {
        words.join(" ")
    }
}

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

/// The move `words` stand for ([`piazza_words`] read back; case and spaces aside), if any.
pub fn parse_piazza_words(words: &str) -> Option<Action> {
    let lower = words.trim().to_ascii_lowercase();
    let parts: Vec<&str> = lower.split_whitespace().collect();
    match parts.as_slice() {
        ["pass"] => Some(Action::Pass),
        [one] => Some(Action::Place {
            first: placement(one)?,
            second: None,
        }),
        [one, two] => Some(Action::two(placement(one)?, placement(two)?)),
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use piazza_rules::{Game, Settings};

    #[test]
    fn every_legal_move_of_a_game_reads_back_from_its_words() {
        let mut game = Game::new(Settings::new(["Ana", "Rui", "Eva"]), 7).unwrap();
        let mut checked = 0;
        while !game.is_over() && checked < 2_000 {
            let actions = game.legal_actions();
            for a in &actions {
                let words = piazza_words(a);
                assert!(words.len() <= 60, "{words}");
                assert_eq!(parse_piazza_words(&words), Some(*a), "{words}");
                assert_eq!(parse_piazza_words(&words.to_uppercase()), Some(*a));
                checked += 1;
            }
            game.play(game.current(), actions[0]).unwrap();
        }
        assert!(checked > 100);
    }

    #[test]
    fn words_that_are_no_move_read_as_none() {
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
            assert_eq!(parse_piazza_words(bad), None, "{bad:?}");
        }
    }
}
