//! Calçada for Discord. Layers, lowest first: `engine` (rules, no IO), `bots` and `record`
//! (pure, on the engine), `messages` (the text players read), `render` (pictures of a game,
//! pure), `cli` (the `calcada` command).
//! See ARCHITECTURE.md.

pub mod bots;
pub mod chain;
pub mod cli;
pub mod discord;
pub mod engine;
pub mod failpoint;
pub mod ids;
pub mod messages;
pub mod metrics;
pub mod record;
pub mod render;
pub mod service;
pub mod sim;
pub mod sim_piazza;
pub mod store;
