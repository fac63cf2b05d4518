//! Calçada for Discord. Layers, lowest first: `engine` (rules, no IO), `bots` and `record`
//! (pure, on the engine), `messages` (the text players read), `cli` (the `calcada` command).
//! See ARCHITECTURE.md.

pub mod bots;
pub mod cli;
pub mod engine;
pub mod messages;
pub mod record;
pub mod sim;
