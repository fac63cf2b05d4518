//! Bot players, in the game kit's three levels ([`game_kit::BotLevel`], [`build`]): random
//! ("easy"), greedy ("normal") and searching ("hard").
//!
//! A bot ([`game_kit::Bot`]) decides from a [`PublicView`](calcada_rules::PublicView) of the
//! game, what any player can see: never the order of the face-down stacks. Bots hold no state
//! the game depends on, so a bot can take over any seat at any moment (and after a restart);
//! the searching bot only remembers the rest of the turn it planned, and plans again if the
//! position is not the one it expects. Its search runs on the kit's skeleton
//! ([`game_kit::search`]).

mod bot;
mod greedy;
pub mod hint;
mod level;
mod plans;
mod random;
mod search;

pub use bot::{BoxedBot, PlayedGame, MAX_ACTIONS};
pub use game_kit::search::{Budget, SearchStats};
pub use game_kit::{play_out, Bot, BotLevel};
pub use greedy::Greedy;
pub use level::{build, build_with};
pub use plans::Plan;
pub use random::RandomBot;
pub use search::{search, SearchBot, SearchResult, SearchSettings};
