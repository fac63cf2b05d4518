//! Running games as last parsed from their stored snapshot, kept with the snapshot's text: a
//! read whose snapshot is the text last parsed for that game clones the game instead of
//! parsing the JSON and rebuilding the game again (a third of a game read's CPU, and a turn
//! reads its game four times). Matched on the text itself, so it never serves anything but
//! what is stored, whoever wrote it (another process too): a game's codec reads nothing but
//! the snapshot (and, for Calçada, the built-in layouts). Every game alike: the positions are
//! kept as the store hands them out, shared (`Arc<dyn GameState>`), so a read clones nothing.
//! A write keeps the game it stored with the text (`Store::apply_change`), so the read that
//! follows an action parses nothing. A game over or ended is not kept (its entry goes, in the
//! write that ends it): the cache holds
//! running games, which it would otherwise fill with every game played since the start (the
//! load benchmark ends one a second).

use game_kit::GameState;
use games_ids::ids::GameId;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

/// A position as the store hands it out.
type Game = Arc<dyn GameState>;

/// Games kept at most (a few KB each); past it the cache starts again, so a host with more
/// running games than this parses some of them again.
const KEEP: usize = 1024;

#[derive(Default)]
pub(super) struct Parsed {
    games: Mutex<HashMap<GameId, (String, Game)>>,
}

impl Parsed {
    /// The game of kind `kind` whose snapshot is `json`: the one parsed before from the same
    /// text (and of that game: a row's tag changed under the same text is parsed again), or
    /// `parse(json)`, kept for the next read.
    pub fn game<E>(
        &self,
        id: GameId,
        kind: &str,
        json: String,
        parse: impl FnOnce(&str) -> Result<Game, E>,
    ) -> Result<Game, E> {
        if let Some((text, game)) = self.lock().get(&id) {
            if *text == json && game.game() == kind {
                return Ok(game.clone());
            }
        }
        let game = parse(&json)?;
        self.remember(id, json, game.clone());
        Ok(game)
    }

    /// Drops what is kept of game `id` (it stopped running).
    pub fn forget(&self, id: GameId) {
        self.lock().remove(&id);
    }

    /// Games kept now.
    #[cfg(test)]
    pub fn len(&self) -> usize {
        self.lock().len()
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, HashMap<GameId, (String, Game)>> {
        self.games.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// Keeps `game` as what `json` parses to, for the next read (a writer's own game and the
    /// text it stored); a game over is dropped instead.
    pub fn remember(&self, id: GameId, json: String, game: Game) {
        let mut games = self.lock();
        if game.is_over() {
            games.remove(&id);
            return;
        }
        if games.len() >= KEEP && !games.contains_key(&id) {
            games.clear();
        }
        games.insert(id, (json, game));
    }
}

#[cfg(test)]
#[path = "parsed_tests.rs"]
mod tests;
