//! What every game of the bot shares, below the games' own crates (issue 46): a game's rules
//! crate and its bots build on this and on nothing of another game.
//!
//! - [`rng`]: the generator a game is dealt with, the unbiased draw and the shuffle: one copy,
//!   so that every stored game and record replays exactly.
//! - [`BotLevel`]: easy, normal or hard, as seats and options store it.
//! - [`record`]: the envelope of the record family (`docs/record-format.md`) and the shuffle's
//!   seal.
//! - [`Rules`]: what a game's rules offer (typed actions with one notation, `play`, legal
//!   actions, the seat to move, scores, the snapshot as JSON); [`GameState`], the same
//!   position seen without its type (object-safe, for the store and the service).
//! - [`Bot`]: a player deciding from its seat's view; [`play_out`] plays a game to its end with
//!   one bot per seat; [`search`]: the skeleton both games' searching bots share.
//! - [`stored`]: a game as the store keeps it: its [`GameKind`] (the tag), the [`GameCodec`]
//!   that reads its snapshot and replays its log, and [`Games`], the registered ones.
//! - [`testing`]: the checks every game's tests run through these traits.

mod bot;
mod level;
pub mod record;
pub mod rng;
mod rules;
pub mod search;
pub mod stored;
pub mod testing;

pub use bot::{play_bots, play_one_turn, play_out, public_seed, Bot, PlayedGame};
pub use level::{BotLevel, UnknownBotLevel};
pub use rules::{rank_by_points, GameState, Placing, Rules};
pub use stored::{downcast, Codec, GameCodec, GameKind, Games};
