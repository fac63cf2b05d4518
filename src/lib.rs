//! Calçada for Discord. Layers, lowest first: `engine` (rules, no IO), `bots` and `record`
//! (pure, on the engine), `messages` (the text players read), `render` (pictures of a game,
//! pure), `store` (SQLite or PostgreSQL), `service` (transport-free), `discord` and `cli`
//! (the adapters and the `calcada` command, with `sim` and `sim_piazza`, the simulations).
//! See ARCHITECTURE.md.
//!
//! Every layer is a crate of the workspace (crates/), so none of them can reach up into
//! another; this crate is the `calcada` binary (src/main.rs) and re-exports them here under
//! their module names, so `calcada::engine::Game`, `calcada::bots::BotLevel`,
//! `calcada::discord::serve_with` and the like name the same items as before.

pub use calcada_bots as bots;
pub use calcada_cli as cli;
pub use calcada_cli::{sim, sim_piazza};
pub use calcada_discord as discord;
pub use calcada_ids::{chain, failpoint, ids};
pub use calcada_messages as messages;
pub use calcada_metrics as metrics;
pub use calcada_record as record;
pub use calcada_render as render;
pub use calcada_rules as engine;
pub use calcada_service as service;
pub use calcada_store as store;
