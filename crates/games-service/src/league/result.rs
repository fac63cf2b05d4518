//! What the tick needs of a table's game and players: a game's result as the league counts
//! it, a player's name, a game's language.

use games_ids::ids::UserId;
use games_store::{StoredGame, StoredLeague};
use leagues::{Placing, PlayerId, TableResult};

pub(super) fn lang_of_game(stored: &StoredGame) -> games_messages::Lang {
    stored.options.lang
}

/// A signed-up player's name.
pub(super) fn name_of(l: &StoredLeague, user: UserId) -> String {
    l.player(user).map(|p| p.name.clone()).unwrap_or_default()
}

/// A game's result as the league counts it: each player's place and points as the game ranks
/// them (its standings once over, or as they stand when it ended early), a withdrawn player
/// left out (their seat was the stand-in's); no position at all: not played.
pub(super) fn result_of(l: &StoredLeague, stored: &StoredGame) -> TableResult {
    let Some(position) = stored.position() else {
        return TableResult::NotPlayed;
    };
    let placings = position
        .standings()
        .into_iter()
        .filter_map(|p| {
            let user = stored.seats.get(p.seat)?.user?;
            let player = l.player(user).filter(|pl| !pl.withdrawn)?;
            Some(Placing {
                player: PlayerId(player.user.0),
                rank: u32::try_from(p.rank).unwrap_or(u32::MAX),
                points: p.points,
            })
        })
        .collect();
    TableResult::Played(placings)
}
