//! What a Piazza player types in the terminal, read into values: the commands, hand slots
//! (numbered from 1) and cells (a column letter and a row number). No printing here: errors
//! are values, which `print.rs` words from the catalogue.
//!
//! Cells are named on a fixed grid covering every cell a tile can ever reach (columns and
//! rows -7..=8 of the rules): columns `A` to `P`, rows `1` to `16`, so the starting square is
//! `H8 I8 / H9 I9` and a cell keeps its name however the piazza grows. Printed in capitals,
//! as the pictures and RULES.md write them; typed in either case.

use calcada_messages::{Msg, Quote};
use piazza_rules::{Action, Cell, Placement, Tile};

/// A cell's name: `H8` for the starting square's top-left cell (the rules' label, as the
/// pictures show it; [`parse_cell`] reads it in either case).
pub fn cell_name(cell: Cell) -> String {
    cell.label()
        .expect("a cell on the table is within the named grid")
}

/// The column letter of a column of the rules (-7..=8).
pub fn column_letter(col: i8) -> char {
    Cell::column_letter(col).expect("a column of the named grid")
}

/// The printed row number of a row of the rules (-7..=8).
pub fn row_number(row: i8) -> i32 {
    Cell::row_number(row).map_or(0, i32::from)
}

/// The cell a name stands for (`h8`, `H8`), if it is one: the rules' own reading.
pub fn parse_cell(text: &str) -> Option<Cell> {
    Cell::parse_label(text)
}

/// One tile of the hand to put on a cell: its slot (from 1) and the cell.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Put {
    pub slot: usize,
    pub cell: Cell,
}

/// One line of a player's input.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Input {
    /// Nothing typed.
    Empty,
    Help,
    /// List the legal placements.
    Legal,
    /// The hard bot's choice for this seat.
    Hint,
    /// Everyone's points and tiles.
    Score,
    /// The table again.
    Table,
    /// Stop the game (unfinished).
    Quit,
    /// Place nothing (legal only when no tile fits).
    Pass,
    /// Place one tile, or two (a bracket).
    Place(Put, Option<Put>),
}

/// Why a line is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum WordError {
    /// The first word is no command.
    Unknown(String),
    /// `place` with another number of words than 2 or 4.
    PlaceUsage,
    /// Words after a complete command.
    Extra(String),
    /// A slot that is not a number.
    BadSlot(String),
    /// A word that is no cell's name.
    BadCell(String),
    /// A slot beyond the hand (`max` tiles in it).
    NoSlot { slot: usize, max: usize },
    /// The same slot twice.
    SameSlot { slot: usize },
}

impl WordError {
    /// The refusal, as a message of the catalogue.
    pub fn msg(&self) -> Msg {
        match self {
            WordError::Unknown(word) => Msg::PtUnknownCommand {
                word: Quote::new(word),
            },
            WordError::PlaceUsage => Msg::PtPlaceUsage,
            WordError::Extra(words) => Msg::PtExtraWords {
                words: Quote::new(words),
            },
            WordError::BadSlot(word) => Msg::PtBadSlot {
                word: Quote::new(word),
            },
            WordError::BadCell(word) => Msg::PtBadCell {
                word: Quote::new(word),
            },
            WordError::NoSlot { slot, max } => Msg::PtNoSlot {
                slot: *slot,
                max: *max,
            },
            WordError::SameSlot { slot } => Msg::PtSameSlot { slot: *slot },
        }
    }
}

fn put(slot: &str, cell: &str) -> Result<Put, WordError> {
    let slot = match slot.parse::<usize>() {
        Ok(n) if n >= 1 => n,
        _ => return Err(WordError::BadSlot(slot.to_string())),
    };
    let cell = parse_cell(cell).ok_or_else(|| WordError::BadCell(cell.to_string()))?;
    Ok(Put { slot, cell })
}

/// Reads one line.
pub fn parse(line: &str) -> Result<Input, WordError> {
    let words: Vec<&str> = line.split_whitespace().collect();
    let Some((first, rest)) = words.split_first() else {
        return Ok(Input::Empty);
    };
    let simple = match first.to_lowercase().as_str() {
        "help" | "?" => Input::Help,
        "legal" => Input::Legal,
        "hint" => Input::Hint,
        "score" | "scores" => Input::Score,
        "table" => Input::Table,
        "quit" | "exit" => Input::Quit,
        "pass" => Input::Pass,
        "place" | "p" => {
            return match rest {
                [s, c] => Ok(Input::Place(put(s, c)?, None)),
                [s, c, t, d] => Ok(Input::Place(put(s, c)?, Some(put(t, d)?))),
                _ => Err(WordError::PlaceUsage),
            }
        }
        _ => return Err(WordError::Unknown(first.to_string())),
    };
    if rest.is_empty() {
        Ok(simple)
    } else {
        Err(WordError::Extra(rest.join(" ")))
    }
}

/// The action a placement line means with this hand.
pub fn to_action(first: Put, second: Option<Put>, hand: &[Tile]) -> Result<Action, WordError> {
    let tile = |p: Put| {
        hand.get(p.slot - 1).copied().ok_or(WordError::NoSlot {
            slot: p.slot,
            max: hand.len(),
        })
    };
    let one = Placement {
        tile: tile(first)?,
        cell: first.cell,
    };
    match second {
        None => Ok(Action::Place {
            first: one,
            second: None,
        }),
        Some(p) if p.slot == first.slot => Err(WordError::SameSlot { slot: p.slot }),
        Some(p) => Ok(Action::two(
            one,
            Placement {
                tile: tile(p)?,
                cell: p.cell,
            },
        )),
    }
}

/// The words that play `action` with this hand (`place 1 H7`, `place 1 H7 3 K7`, `pass`),
/// the inverse of [`parse`] and [`to_action`]; `None` if the hand lacks its tiles.
pub fn action_words(action: &Action, hand: &[Tile]) -> Option<String> {
    let mut used = Vec::new();
    let mut out = String::from("place");
    for p in action.placements() {
        let slot = (0..hand.len()).find(|&i| hand[i] == p.tile && !used.contains(&i))?;
        used.push(slot);
        out.push_str(&format!(" {} {}", slot + 1, cell_name(p.cell)));
    }
    Some(if used.is_empty() { "pass".into() } else { out })
}

#[cfg(test)]
mod tests {
    use super::*;
    use piazza_rules::{Colour, Symbol};

    #[test]
    fn every_cell_has_a_name_that_reads_back() {
        for col in Cell::MIN..=Cell::MAX {
            for row in Cell::MIN..=Cell::MAX {
                let cell = Cell::new(col, row);
                assert_eq!(parse_cell(&cell_name(cell)), Some(cell));
                assert_eq!(
                    parse_cell(&cell_name(cell).to_lowercase()),
                    Some(cell),
                    "lower case"
                );
            }
        }
        assert_eq!(cell_name(Cell::new(0, 0)), "H8");
        assert_eq!(cell_name(Cell::new(-7, 8)), "A16");
        for bad in ["q1", "a0", "a17", "h", "8h", "h8x", "", "h+8", "h08x"] {
            assert_eq!(parse_cell(bad), None, "{bad}");
        }
    }

    #[test]
    fn lines_read_as_commands_or_say_what_is_wrong() {
        let h8 = Cell::new(0, 0);
        let k8 = Cell::new(3, 0);
        assert_eq!(parse("  "), Ok(Input::Empty));
        assert_eq!(parse("HELP"), Ok(Input::Help));
        assert_eq!(parse("legal"), Ok(Input::Legal));
        assert_eq!(parse("pass"), Ok(Input::Pass));
        assert_eq!(
            parse("place 2 h8"),
            Ok(Input::Place(Put { slot: 2, cell: h8 }, None))
        );
        assert_eq!(
            parse("p 1 h8 3 K8"),
            Ok(Input::Place(
                Put { slot: 1, cell: h8 },
                Some(Put { slot: 3, cell: k8 })
            ))
        );
        assert_eq!(parse("place 1"), Err(WordError::PlaceUsage));
        assert_eq!(parse("place 1 h8 2"), Err(WordError::PlaceUsage));
        assert_eq!(parse("place x h8"), Err(WordError::BadSlot("x".into())));
        assert_eq!(parse("place 0 h8"), Err(WordError::BadSlot("0".into())));
        assert_eq!(parse("place 1 z9"), Err(WordError::BadCell("z9".into())));
        assert_eq!(parse("jump"), Err(WordError::Unknown("jump".into())));
        assert_eq!(parse("hint me"), Err(WordError::Extra("me".into())));
    }

    #[test]
    fn slots_pick_tiles_of_the_hand_and_words_read_back() {
        let star = Tile::new(Colour::Red, Symbol::Star);
        let hand = [star, Tile::new(Colour::Blue, Symbol::Heart), star];
        let (a, b) = (Cell::new(2, 0), Cell::new(5, 0));
        let p = |slot, cell| Put { slot, cell };
        let action = to_action(p(1, a), Some(p(3, b)), &hand).unwrap();
        assert_eq!(
            action,
            Action::two(
                Placement {
                    tile: star,
                    cell: a
                },
                Placement {
                    tile: star,
                    cell: b
                }
            )
        );
        assert_eq!(action_words(&action, &hand).unwrap(), "place 1 J8 3 M8");
        assert_eq!(
            to_action(p(4, a), None, &hand),
            Err(WordError::NoSlot { slot: 4, max: 3 })
        );
        assert_eq!(
            to_action(p(2, a), Some(p(2, b)), &hand),
            Err(WordError::SameSlot { slot: 2 })
        );
        assert_eq!(action_words(&Action::Pass, &hand).unwrap(), "pass");
        let Ok(Input::Place(x, y)) = parse(&action_words(&action, &hand).unwrap()) else {
            panic!("the words read back");
        };
        assert_eq!(to_action(x, y, &hand).unwrap(), action);
    }
}
