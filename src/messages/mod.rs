//! The message catalogue: every sentence a player reads, per language. Handlers and the
//! engine never hold user-facing literals; they hand a typed value (a [`RuleError`], an
//! [`Event`], ...) to a [`Lang`], which words it. English is complete; other languages of the
//! rulebook (de, fr, hu) are added as further modules with the same functions.

pub mod en;
pub mod pictures;
pub mod service;

use crate::engine::{Colour, EndReason, Event, ParseError, RuleError, SetupError, Symbol};
use std::fmt;

/// A language players can be answered in.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Lang {
    #[default]
    En,
}

impl Lang {
    /// The language for a Discord-style locale tag (`"en-GB"`, `"de"`); English when unknown.
    pub fn from_locale(_locale: &str) -> Lang {
        Lang::En
    }

    pub fn colour(self, c: Colour) -> &'static str {
        match self {
            Lang::En => en::colour(c),
        }
    }
    pub fn symbol(self, s: Symbol) -> &'static str {
        match self {
            Lang::En => en::symbol(s),
        }
    }
    pub fn rule_error(self, e: &RuleError) -> String {
        match self {
            Lang::En => en::rule_error(e),
        }
    }
    pub fn setup_error(self, e: &SetupError) -> String {
        match self {
            Lang::En => en::setup_error(e),
        }
    }
    pub fn parse_error(self, e: &ParseError) -> String {
        match self {
            Lang::En => en::parse_error(e),
        }
    }
    /// The ranking with each score's breakdown (or the scores so far).
    pub fn ranking(self, game: &crate::engine::Game) -> String {
        match self {
            Lang::En => en::ranking(game),
        }
    }
    pub fn end_reason(self, r: EndReason) -> &'static str {
        match self {
            Lang::En => en::end_reason(r),
        }
    }
    /// The words printed in pictures (`crate::render`).
    pub fn pictures(self) -> &'static pictures::Labels {
        match self {
            Lang::En => &pictures::EN,
        }
    }
    /// One line describing an event; `name` gives a seat's display name.
    pub fn event(self, e: &Event, name: &dyn Fn(usize) -> String) -> String {
        match self {
            Lang::En => en::event(e, name),
        }
    }
}

impl fmt::Display for crate::record::ReplayError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&en::replay_error(self))
    }
}
