//! Calçada's steps in words: a terminal line's (`declare 3 yellow`, `place star C4`, read
//! for the service's words parser through the plugin) and a slash command's option (`3
//! yellow` after `/declare`), each read once into a typed step; and a step back into words.

use crate::words::{LineError, Needed, Words};
use calcada_rules::{Action, Colour, ParseError, Space, Square, Symbol};

impl From<ParseError> for LineError {
    fn from(e: ParseError) -> Self {
        LineError::NotRead(Box::new(games_messages::parse_error(&e)))
    }
}

/// A terminal line's step after its verb (`nudge`, `declare`, `refresh`, `place`), in the
/// actions' notation; `None`: not one of Calçada's verbs.
pub(crate) fn read(verb: &str, words: &[&str]) -> Option<Result<String, LineError>> {
    if !matches!(verb, "nudge" | "declare" | "refresh" | "place") {
        return None;
    }
    let mut w = Words::new(words);
    let step = step(verb, &mut w).and_then(|a| w.end().map(|()| a.to_string()));
    Some(step)
}

/// A step in words after its verb.
fn step(verb: &str, w: &mut Words<'_>) -> Result<Action, LineError> {
    Ok(match verb {
        "nudge" | "declare" => {
            let (space, colour) = stone(w)?;
            if verb == "nudge" {
                Action::Nudge { space, colour }
            } else {
                Action::Declare { space, colour }
            }
        }
        "refresh" => Action::Refresh {
            colour: w.next(Needed::Colour)?.parse()?,
        },
        "place" => {
            let (symbol, square) = tile(w)?;
            Action::Place { symbol, square }
        }
        other => return Err(LineError::Unknown(other.to_string())),
    })
}

/// A stone named after its verb (`3 yellow`).
fn stone(w: &mut Words<'_>) -> Result<(Space, Colour), LineError> {
    let space: Space = w.next(Needed::Space)?.parse()?;
    let colour: Colour = w.next(Needed::Colour)?.parse()?;
    Ok((space, colour))
}

/// A tile and a square named after `place` (`star C4`, or `C4 star`).
fn tile(w: &mut Words<'_>) -> Result<(Symbol, Square), LineError> {
    let a = w.next(Needed::Tile)?;
    let b = w.next(Needed::Square)?;
    Ok(match a.parse::<Square>() {
        Ok(sq) => (b.parse()?, sq),
        Err(_) => (a.parse()?, b.parse()?),
    })
}

/// The move a slash command's option names, typed: an autocomplete value is the move in the
/// game's notation (`d3Y`), read once by its `FromStr`, and must be a move of the command's
/// kind (`kind`); what a player typed instead is read as the command's words after its verb
/// (`3 yellow` for a stone, `star C4` for a tile), into a move of that kind (`make`).
pub fn slash_move(
    text: &str,
    kind: fn(&Action) -> bool,
    make: SlashMove,
) -> Result<Action, LineError> {
    if let Ok(action) = text.trim().parse::<Action>() {
        if kind(&action) {
            return Ok(action);
        }
    }
    let all: Vec<&str> = text.split_whitespace().collect();
    let mut w = Words::new(&all);
    let action = match make {
        SlashMove::Nudge => stone(&mut w).map(|(space, colour)| Action::Nudge { space, colour }),
        SlashMove::Declare => {
            stone(&mut w).map(|(space, colour)| Action::Declare { space, colour })
        }
        SlashMove::Place => tile(&mut w).map(|(symbol, square)| Action::Place { symbol, square }),
    }?;
    w.end()?;
    Ok(action)
}

/// Which move a slash command makes of the words typed (see [`slash_move`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SlashMove {
    Nudge,
    Declare,
    Place,
}

/// An action in the terminal's words (the inverse of [`read`]). Language-neutral on
/// purpose.
pub fn action_words(a: &Action) -> String {
    match a {
        Action::Nudge { space, colour } => format!("nudge {space} {}", colour.key()),
        Action::Declare { space, colour } => format!("declare {space} {}", colour.key()),
        Action::Refresh { colour } => format!("refresh {}", colour.key()),
        Action::Place { symbol, square } => format!("place {} {square}", symbol.key()),
        Action::Leave => "leave".into(),
    }
}

/// Parses the words of one step (`declare 3 yellow`).
pub fn parse_action(text: &str) -> Result<Action, LineError> {
    let all: Vec<&str> = text.split_whitespace().collect();
    let Some((verb, words)) = all.split_first() else {
        return Err(LineError::Unknown(String::new()));
    };
    let mut w = Words::new(words);
    let action = step(&verb.to_lowercase(), &mut w)?;
    w.end()?;
    Ok(action)
}
