//! A message's arguments: every value that can be one ([`ToArg`]), among them a name someone
//! chose ([`Name`]), a moment ([`When`]) and text someone typed, quoted back ([`Quote`]).

use super::{Arg, Msg};
use serde::{Deserialize, Serialize};

/// A value that can be an argument of a message.
pub trait ToArg {
    fn to_arg(&self) -> Arg;
}

impl ToArg for String {
    fn to_arg(&self) -> Arg {
        Arg::Str(self.clone())
    }
}
impl ToArg for bool {
    fn to_arg(&self) -> Arg {
        Arg::Bool(*self)
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl ToArg for $t {
            fn to_arg(&self) -> Arg {
                Arg::Num(i64::try_from(*self).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i64);
impl ToArg for char {
    fn to_arg(&self) -> Arg {
        Arg::Str(self.to_string())
    }
}
impl<T: ToArg> ToArg for Vec<T> {
    fn to_arg(&self) -> Arg {
        Arg::List(self.iter().map(ToArg::to_arg).collect())
    }
}
impl ToArg for Msg {
    fn to_arg(&self) -> Arg {
        Arg::Msg(Box::new(self.text()))
    }
}
impl ToArg for Box<Msg> {
    fn to_arg(&self) -> Arg {
        Arg::Msg(Box::new(self.text()))
    }
}

/// A name someone chose: a player's Discord display name, a name typed in the terminal.
/// Worded as it is, except for a reader whose markup would take it for formatting
/// ([`Markup::Discord`](crate::Markup::Discord)), who sees it escaped.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Name(pub String);

impl Name {
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<String> for Name {
    fn from(s: String) -> Name {
        Name(s)
    }
}

impl From<&str> for Name {
    fn from(s: &str) -> Name {
        Name(s.to_string())
    }
}

impl From<&String> for Name {
    fn from(s: &String) -> Name {
        Name(s.clone())
    }
}

impl std::fmt::Display for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl ToArg for Name {
    fn to_arg(&self) -> Arg {
        Arg::Name(self.0.clone())
    }
}

/// A moment, shown in each reader's own time zone and language: Discord's timestamp markup
/// (`<t:UNIX:f>`, date and time; `<t:UNIX:R>`, "3 hours ago"). The terminal prints it as a
/// UTC date.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum When {
    At(i64),
    Ago(i64),
}

impl ToArg for When {
    fn to_arg(&self) -> Arg {
        Arg::Str(match self {
            When::At(t) => format!("<t:{t}:f>"),
            When::Ago(t) => format!("<t:{t}:R>"),
        })
    }
}

/// Text someone typed, quoted back to them: a short excerpt, at most [`Quote::MAX`] characters
/// (an answer never echoes a huge input), cut between two characters and ended with `…` when
/// cut; line breaks and tabs become spaces, other control characters and the invisible marks
/// that reorder or join text (bidirectional overrides, a dangling zero-width joiner) are
/// dropped, so a quote cannot turn the rest of the answer around.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quote(String);

impl Quote {
    pub const MAX: usize = 80;

    pub fn new(text: &str) -> Quote {
        let clean = text
            .trim()
            .chars()
            .map(|c| if c.is_whitespace() { ' ' } else { c })
            .filter(|&c| !c.is_control() && !reorders(c));
        let mut out: String = clean.clone().take(Self::MAX).collect();
        if clean.count() > Self::MAX {
            // No space or joiner left hanging before the ellipsis.
            let kept = out.trim_end_matches(|c: char| c.is_whitespace() || c == '\u{200D}');
            out.truncate(kept.len());
            out.push('…');
        }
        Quote(out)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The invisible marks that reorder text (Unicode's bidirectional embeddings, overrides and
/// isolates, and the left-to-right and right-to-left marks).
fn reorders(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

impl ToArg for Quote {
    fn to_arg(&self) -> Arg {
        Arg::Str(self.0.clone())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn quotes_are_short_and_printable() {
        let long = "x".repeat(16 * 1024 * 1024);
        let q = Quote::new(&long);
        assert_eq!(q.as_str().chars().count(), Quote::MAX + 1);
        assert!(q.as_str().ends_with('…'));
        assert_eq!(Quote::new(" a\u{7}b ").as_str(), "ab");
        assert_eq!(Quote::new("a\nb\tc").as_str(), "a b c");
        assert_eq!(Quote::new("star C3").as_str(), "star C3", "short: whole");
    }

    #[test]
    fn quotes_are_cut_between_characters_with_an_ellipsis() {
        // Two-byte, four-byte and joined characters: cut at 80 characters, never inside one.
        for unit in ["é", "🧱", "ő"] {
            let q = Quote::new(&unit.repeat(500));
            assert_eq!(
                q.as_str(),
                format!("{}…", unit.repeat(Quote::MAX)),
                "{unit}"
            );
        }
        let exactly = "ü".repeat(Quote::MAX);
        assert_eq!(
            Quote::new(&exactly).as_str(),
            exactly,
            "no ellipsis when nothing is cut"
        );
        // A cut that falls on a space or after a joiner leaves neither before the ellipsis.
        let spaced = format!("{} {}", "a".repeat(Quote::MAX - 1), "b".repeat(10));
        assert_eq!(Quote::new(&spaced).as_str(), format!("{}…", "a".repeat(79)));
        let joined = format!("{}\u{200D}👩{}", "a".repeat(Quote::MAX - 1), "z".repeat(5));
        assert_eq!(Quote::new(&joined).as_str(), format!("{}…", "a".repeat(79)));
        // A right-to-left override cannot turn the rest of the answer around.
        assert_eq!(Quote::new("abc\u{202E}def\u{2066}").as_str(), "abcdef");
    }
}
