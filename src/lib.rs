//! Calçada for Discord. Layers, lowest first: `engine` (rules, no IO), `bots` and `record`
//! (pure, on the engine), `messages` (the text players read), `render` (pictures of a game,
//! pure), `store` (SQLite or PostgreSQL), `service` (transport-free), `discord` and `cli`
//! (the adapters and the `calcada` command).
//! See ARCHITECTURE.md.
//!
//! The lowest layers are crates of the workspace (crates/), so none of them can reach up into
//! this one; they are re-exported here under their module names, so `crate::engine::Game`,
//! `calcada::bots::BotKind` and the like name the same items as before.

pub use calcada_bots as bots;
pub use calcada_ids::{chain, failpoint, ids};
pub use calcada_messages as messages;
pub use calcada_metrics as metrics;
pub use calcada_record as record;
pub use calcada_render as render;
pub use calcada_rules as engine;
pub use calcada_service as service;
pub use calcada_store as store;

pub mod cli;
pub mod discord;
pub mod sim;
pub mod sim_piazza;
