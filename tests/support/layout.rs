//! Where each command lives in the bot's command layout, for tests that build interactions:
//! the commands of a turn are top-level (short to type), a player's own settings are under
//! `/calcada-me`, everything else of a game under `/calcada`. Include it beside the fake:
//! `#[path = "support/layout.rs"] mod layout;`.

#![allow(dead_code)]

use super::fake_discord::subcommand;
use serde_json::{json, Value};

/// The commands of a turn: top-level, short to type.
pub const TURN_COMMANDS: [&str; 6] = ["turn", "declare", "nudge", "place", "refresh", "hint"];
/// A player's own games and settings: `/calcada-me ...`.
pub const ME_COMMANDS: [&str; 5] = ["games", "settings", "notify", "away", "back"];

/// The command name and options Discord sends for `/calcada <sub>` in the bot's layout: a
/// command of a turn is top-level (its options are the command's own), a setting is under
/// `/calcada-me`, the rest (and every other command group) as given.
pub fn route(name: &str, sub: &str, options: Value) -> (String, Value) {
    if name == "calcada" && TURN_COMMANDS.contains(&sub) {
        (sub.to_string(), options)
    } else if name == "calcada" && ME_COMMANDS.contains(&sub) {
        ("calcada-me".to_string(), json!([subcommand(sub, options)]))
    } else {
        (name.to_string(), json!([subcommand(sub, options)]))
    }
}
