//! Every message of the catalogue as a typed value: one [`Msg`] variant per Fluent message,
//! with the arguments it needs. The macro also lists each message's key and argument names
//! ([`SCHEMA`]), which the tests hold against every language's Fluent file: no message
//! missing, no argument unused or unknown.
//!
//! Files: this one declares the type; `refusals.rs`, `answers.rs`, `operations.rs`,
//! `leagues.rs` and `rematch.rs` list the shared messages, in the Fluent files' order, and
//! each game's file its own.

use super::{Arg, Decimal, Name, Permission, Quote, Text, ToArg, When};
use calcada::{Colour, EndReason, Space, Square, Symbol};
use game_kit::BotLevel;

impl ToArg for BotLevel {
    fn to_arg(&self) -> Arg {
        Arg::Msg(Box::new(Text {
            key: format!("bot-kind-{}", self.key()),
            args: Vec::new(),
        }))
    }
}

macro_rules! messages {
    (; $( $(#[$doc:meta])* $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? = $key:literal, )*) => {
        /// Everything the program says, with what it needs to say it.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Msg {
            $( $(#[$doc])* $variant $({ $($field: $ty),* })?, )*
        }

        impl Msg {
            /// The message's key in the Fluent files.
            pub fn key(&self) -> &'static str {
                match self {
                    $( Msg::$variant { .. } => $key, )*
                }
            }

            /// The message as data: key and arguments.
            pub fn text(&self) -> Text {
                match self {
                    $( Msg::$variant $({ $($field),* })? => Text {
                        key: $key.to_string(),
                        args: vec![$($( (stringify!($field).to_string(), ToArg::to_arg($field)) ),*)?],
                    }, )*
                }
            }
        }

        /// Every message's key and the names of its arguments.
        pub const SCHEMA: &[(&str, &[&str])] = &[
            $( ($key, &[$($(stringify!($field)),*)?]), )*
        ];

        /// Every message's key and its arguments' types, as written (the tests tell the
        /// numbers apart, which may need a plural).
        #[cfg(test)]
        pub(crate) const TYPES: &[(&str, &[(&str, &str)])] = &[
            $( ($key, &[$($( (stringify!($field), stringify!($ty)) ),*)?]), )*
        ];
    };
}

// The messages, a part a file: each part's macro adds its messages to those before it and
// hands them on, the last part to `messages!`, which so sees them all at once.
#[macro_use]
mod refusals;
#[macro_use]
mod answers;
#[macro_use]
mod operations;
#[macro_use]
mod calcada;
#[macro_use]
mod piazza;
#[macro_use]
mod leagues;
#[macro_use]
mod rematch;

refusals! { answers, operations, calcada, piazza, leagues, rematch, messages; }

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_argument_names_follow_the_fields() {
        let mut keys: Vec<&str> = SCHEMA.iter().map(|(k, _)| *k).collect();
        keys.sort_unstable();
        let n = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), n, "a key is used twice");
        let m = Msg::Joined {
            name: "Ana".into(),
            seated: 2,
            max: 4,
        };
        let names: Vec<String> = m.text().args.into_iter().map(|(k, _)| k).collect();
        assert_eq!(names, ["name", "seated", "max"]);
        assert_eq!(m.key(), "joined");
    }
}
