//! The one notation of Calçada's actions (`Display` and `FromStr` of [`Action`]), the codes the
//! turn panel's controls carry: `n3Y` nudge the yellow stone on space 3, `d5K` declare the
//! black stone on space 5, `pSC3` place a star on C3, `rB` refresh blue, `x` leave. Colours by
//! their letter ([`Colour::letter`]), symbols by their code ([`Symbol::code`]), squares and
//! spaces as printed. Every action reads back exactly from its code; a turn's steps are their
//! codes one after the other ([`parse_steps`]).

use super::action::Action;
use super::types::{Colour, Space, Square, Symbol};
use std::fmt;
use std::str::FromStr;

/// Symbols and their one-letter codes (`L` for the flower, `O` for the bonus).
const SYMBOL_CODES: [(Symbol, char); 6] = [
    (Symbol::Wave, 'W'),
    (Symbol::Star, 'S'),
    (Symbol::Caravel, 'C'),
    (Symbol::Fish, 'F'),
    (Symbol::Flower, 'L'),
    (Symbol::Bonus, 'O'),
];

impl Symbol {
    /// The symbol's one-letter code in the notation.
    pub fn code(self) -> char {
        SYMBOL_CODES
            .iter()
            .find(|(s, _)| *s == self)
            .expect("every symbol has a code")
            .1
    }

    /// The symbol of a one-letter code.
    pub fn from_code(code: char) -> Option<Symbol> {
        SYMBOL_CODES
            .iter()
            .find(|(_, c)| *c == code)
            .map(|(s, _)| *s)
    }
}

impl Colour {
    /// The colour of a letter ([`Colour::letter`], upper case).
    pub fn from_letter(letter: char) -> Option<Colour> {
        Colour::ALL.into_iter().find(|c| c.letter() == letter)
    }
}

impl fmt::Display for Action {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Action::Nudge { space, colour } => write!(f, "n{space}{}", colour.letter()),
            Action::Declare { space, colour } => write!(f, "d{space}{}", colour.letter()),
            Action::Place { symbol, square } => write!(f, "p{}{square}", symbol.code()),
            Action::Refresh { colour } => write!(f, "r{}", colour.letter()),
            Action::Leave => f.write_str("x"),
        }
    }
}

/// Text that is no action's code.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not an action: write n3Y, d3Y, pSC3, rB or x")]
pub struct NotationError(pub String);

/// The first action coded at the start of `chars`, and how many characters it took.
fn first(chars: &[char]) -> Option<(Action, usize)> {
    let colour = |i: usize| chars.get(i).copied().and_then(Colour::from_letter);
    let space = |i: usize| {
        let digit = chars.get(i)?.to_digit(10)?;
        Space::number(u8::try_from(digit).ok()?)
    };
    Some(match chars.first()? {
        'n' => (
            Action::Nudge {
                space: space(1)?,
                colour: colour(2)?,
            },
            3,
        ),
        'd' => (
            Action::Declare {
                space: space(1)?,
                colour: colour(2)?,
            },
            3,
        ),
        'p' => {
            let symbol = Symbol::from_code(*chars.get(1)?)?;
            let square: String = chars.get(2..4)?.iter().collect();
            let square: Square = square.parse().ok()?;
            (Action::Place { symbol, square }, 4)
        }
        'r' => (Action::Refresh { colour: colour(1)? }, 2),
        'x' => (Action::Leave, 1),
        _ => return None,
    })
}

impl FromStr for Action {
    type Err = NotationError;
    /// Exactly one action's code (spaces around aside).
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let chars: Vec<char> = s.trim().chars().collect();
        match first(&chars) {
            Some((action, len)) if len == chars.len() => Ok(action),
            _ => Err(NotationError(s.trim().to_string())),
        }
    }
}

/// Actions whose codes stand one after the other (a turn's planned steps), `None` unless the
/// whole text is such codes.
pub fn parse_steps(code: &str) -> Option<Vec<Action>> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (action, len) = first(&chars[i..])?;
        out.push(action);
        i += len;
    }
    Some(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn codes_read_back_and_anything_else_is_refused() {
        let place = Action::Place {
            symbol: Symbol::Flower,
            square: "C3".parse().unwrap(),
        };
        assert_eq!(place.to_string(), "pLC3");
        assert_eq!(" pLC3 ".parse::<Action>(), Ok(place));
        assert_eq!("x".parse::<Action>(), Ok(Action::Leave));
        let nudge = Action::Nudge {
            space: Space::number(6).unwrap(),
            colour: Colour::Black,
        };
        assert_eq!(nudge.to_string(), "n6K");
        for bad in [
            "", "n9Y", "n6k", "pZC3", "pSZ9", "d1", "rQ", "x1", "pLC3rB", "declare",
        ] {
            assert_eq!(
                bad.parse::<Action>(),
                Err(NotationError(bad.to_string())),
                "{bad:?}"
            );
        }
        assert_eq!(
            parse_steps("n6KpLC3x"),
            Some(vec![nudge, place, Action::Leave])
        );
        assert_eq!(parse_steps(""), Some(vec![]));
        assert_eq!(parse_steps("n6Kp"), None);
    }

    #[test]
    fn every_symbol_and_colour_has_its_own_code() {
        for s in Symbol::ALL {
            assert_eq!(Symbol::from_code(s.code()), Some(s));
        }
        for c in Colour::ALL {
            assert_eq!(Colour::from_letter(c.letter()), Some(c));
        }
    }
}
