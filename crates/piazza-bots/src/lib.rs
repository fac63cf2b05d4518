//! Bots for Piazza: they decide from a [`piazza_rules::PlayerView`] only, so they never see
//! another seat's hand or any pile. One for each level of the game kit's
//! [`game_kit::BotLevel`] ([`build`]): easy picks any legal action ([`RandomBot`]), normal the
//! one worth most now ([`Greedy`]), hard searches with playouts on games guessed from its view
//! ([`SearchBot`], on the kit's skeleton, [`game_kit::search`]).

mod bot;
mod greedy;
mod level;
mod random;
mod search;

pub use bot::{BoxedBot, PlayedGame, MAX_ACTIONS};
pub use game_kit::search::{Budget, SearchStats};
pub use game_kit::{play_out, Bot, BotLevel};
pub use greedy::{greedy_action, Greedy};
pub use level::{build, build_with};
pub use random::RandomBot;
pub use search::{SearchBot, SearchSettings};
