//! Bots for Piazza: they decide from a [`piazza_rules::PlayerView`] only, so they never see
//! another seat's hand or any pile. Three kinds ([`BotKind`]): easy picks any legal action
//! ([`RandomBot`]), normal the one worth most now ([`Greedy`]), hard searches with playouts
//! on games guessed from its view ([`SearchBot`]).

mod bot;
mod greedy;
mod kind;
mod random;
mod search;

pub use bot::{play_out, Bot, PlayedGame, MAX_ACTIONS};
pub use greedy::{greedy_action, Greedy};
pub use kind::BotKind;
pub use random::RandomBot;
pub use search::{SearchBot, SearchSettings, SearchStats};
