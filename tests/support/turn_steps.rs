//! The interactions a player sends for a turn, as the load and scale benchmarks play it: the
//! stone's autocomplete and the first legal declaration, the tile's autocomplete and the
//! first legal placement (the options the commands take, typed as a user would).
#![allow(dead_code)]

use super::fake_discord::*;
use calcada_rules::{Action, Game, Placement};
use serde_json::{json, Value};

/// The autocomplete of `/declare`'s stone, nothing typed yet.
pub fn stone_autocomplete(id: u64, user: &TestUser, channel: u64) -> Value {
    let focused = json!([opt_focused(3, "stone", "")]);
    autocomplete(
        id,
        "declare",
        focused,
        user,
        channel,
        Some(GUILD_ID),
        perms::MEMBER,
    )
}

/// `/declare`'s options for the first legal declaration, if the player may declare.
pub fn first_stone(game: &Game) -> Option<Value> {
    let (space, colour) = game.legal_actions().into_iter().find_map(|a| match a {
        Action::Declare { space, colour } => Some((space, colour)),
        _ => None,
    })?;
    Some(json!([opt_str(
        "stone",
        &format!("{space} {}", colour.key())
    )]))
}

/// The autocomplete of `/place`'s tile, nothing typed yet.
pub fn tile_autocomplete(id: u64, user: &TestUser, channel: u64) -> Value {
    let focused = json!([opt_focused(3, "tile", "")]);
    autocomplete(
        id,
        "place",
        focused,
        user,
        channel,
        Some(GUILD_ID),
        perms::MEMBER,
    )
}

/// `/place`'s options for placement `p` (its tile on its first square).
pub fn tile_option(p: &Placement) -> Value {
    let square = p.squares().next().expect("a placement covers a square");
    json!([opt_str(
        "tile",
        &format!("{} {square}", p.tile.symbol.key())
    )])
}
