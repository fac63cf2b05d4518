//! Calçada's wording: its values as message arguments (`args.rs`), the names of its colours,
//! motifs and endings (`names.rs`), its refusals, events, actions and scores as messages
//! (`game.rs`) and the words printed in its pictures (`pictures.rs`). Its messages are listed
//! in `catalogue/calcada.rs`.

mod args;
mod game;
mod names;
pub mod pictures;

pub(crate) use calcada_rules::{Colour, Symbol};
pub use game::{
    action_words, breakdown, breakdown_lines, event, parse_error, ranking, ranking_as,
    replay_error, rule_error, setup_error,
};
#[cfg(test)]
pub(crate) use names::name_keys;

use crate::{say, Lang};
use calcada_rules::{EndReason, Event, RuleError};
use names::Name;

impl Lang {
    /// A colour's name, as printed in sentences and pictures.
    pub fn colour(self, c: Colour) -> &'static str {
        names::name(self, Name::Colour(c))
    }
    /// A tile symbol's name (a motif, or the bonus symbol).
    pub fn symbol(self, s: Symbol) -> &'static str {
        names::name(self, Name::Symbol(s))
    }
    /// Why a game ended, as a clause.
    pub fn end_reason(self, r: EndReason) -> &'static str {
        names::name(self, Name::EndReason(r))
    }
    /// The words printed in pictures (`calcada::render`).
    pub fn pictures(self) -> &'static pictures::Labels {
        pictures::Labels::of(self)
    }
    /// One line describing an event; `name` gives a seat's display name.
    pub fn event(self, e: &Event, name: &dyn Fn(usize) -> String) -> String {
        say(self, &game::event(e, name))
    }
    /// A refusal by the rules, as a sentence.
    pub fn refusal(self, e: &RuleError) -> String {
        say(self, &game::rule_error(e))
    }
}
