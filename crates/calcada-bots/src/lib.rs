//! Bot players, in three levels: random ("easy"), greedy ("normal") and searching ("hard").
//!
//! A bot decides from a [`PublicView`](calcada_rules::PublicView) of the game, what any player can see: never the
//! order of the face-down stacks. Bots hold no state the game depends on, so a bot can take
//! over any seat at any moment (and after a restart); the searching bot only remembers the
//! rest of the turn it planned, and plans again if the position is not the one it expects.

mod bot;
mod greedy;
pub mod hint;
mod kind;
mod plans;
mod random;
mod search;

pub use bot::{play_out, Bot, PlayedGame, MAX_ACTIONS};
pub use greedy::Greedy;
pub use kind::BotKind;
pub use plans::Plan;
pub use random::RandomBot;
pub use search::{search, SearchBot, SearchBudget, SearchResult, SearchSettings, SearchStats};
