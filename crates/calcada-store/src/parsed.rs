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

use calcada_ids::ids::GameId;
use game_kit::GameState;
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
mod tests {
    use super::*;
    use calcada_rules::Settings;
    use std::cell::Cell;

    /// A position, compared by its snapshot.
    #[derive(Debug)]
    struct Same(String);
    impl PartialEq<Game> for Same {
        fn eq(&self, game: &Game) -> bool {
            self.0 == game.snapshot_json()
        }
    }
    impl PartialEq for Same {
        fn eq(&self, other: &Same) -> bool {
            self.0 == other.0
        }
    }

    fn game(seed: u64) -> Game {
        Arc::new(calcada_rules::Game::new(Settings::new(["Ana", "Rui"], "A"), seed).unwrap())
    }

    fn same<E>(r: Result<Game, E>) -> Result<Same, E> {
        r.map(|g| Same(g.snapshot_json()))
    }

    fn of(seed: u64) -> Same {
        Same(game(seed).snapshot_json())
    }

    #[test]
    fn the_same_text_is_parsed_once_and_other_text_again() {
        let parsed = Parsed::default();
        let calls = Cell::new(0);
        let parse = |seed: u64| {
            let calls = &calls;
            move |_: &str| -> Result<Game, ()> {
                calls.set(calls.get() + 1);
                Ok(game(seed))
            }
        };
        let id = GameId(1);
        assert_eq!(
            same(parsed.game(id, "calcada", "one".into(), parse(1))),
            Ok(of(1))
        );
        assert_eq!(
            same(parsed.game(id, "calcada", "one".into(), parse(2))),
            Ok(of(1))
        );
        assert_eq!(calls.get(), 1);
        // Another snapshot of the same game (it was played): parsed, and kept instead.
        assert_eq!(
            same(parsed.game(id, "calcada", "two".into(), parse(2))),
            Ok(of(2))
        );
        assert_eq!(
            same(parsed.game(id, "calcada", "two".into(), parse(3))),
            Ok(of(2))
        );
        // The same text for another game is that game's own.
        assert_eq!(
            same(parsed.game(GameId(2), "calcada", "two".into(), parse(4))),
            Ok(of(4))
        );
        assert_eq!(calls.get(), 3);
    }

    #[test]
    fn a_failed_parse_keeps_nothing_and_the_cache_starts_again_when_full() {
        let parsed = Parsed::default();
        let failed: Result<Game, &str> =
            parsed.game(GameId(1), "calcada", "bad".into(), |_| Err("bad"));
        assert_eq!(same(failed), Err("bad"));
        assert_eq!(
            same(
                parsed.game(GameId(1), "calcada", "bad".into(), |_| Ok::<_, &str>(game(
                    5
                )))
            ),
            Ok(of(5))
        );
        for i in 0..KEEP as i64 {
            let _ = parsed.game(GameId(100 + i), "calcada", "x".into(), |_| {
                Ok::<_, ()>(game(1))
            });
        }
        assert_eq!(
            parsed.games.lock().unwrap().len(),
            1,
            "cleared at KEEP, then one kept"
        );
    }

    #[test]
    fn a_game_over_is_not_kept() {
        let parsed = Parsed::default();
        let id = GameId(4);
        parsed.remember(id, "running".into(), game(3));
        let mut ended = calcada_rules::Game::new(Settings::new(["Ana", "Rui"], "A"), 3).unwrap();
        ended.play(1, calcada_rules::Action::Leave).unwrap();
        let over: Game = Arc::new(ended);
        assert!(over.is_over(), "one player left: the game is over");
        parsed.remember(id, "over".into(), over.clone());
        assert!(parsed.games.lock().unwrap().is_empty());
        let read = parsed.game(id, "calcada", "over".into(), |_| Ok::<_, ()>(over.clone()));
        assert_eq!(same(read), Ok(Same(over.snapshot_json())));
        assert!(parsed.games.lock().unwrap().is_empty(), "read, not kept");
    }

    #[test]
    fn a_remembered_game_is_served_for_its_text_without_a_parse() {
        let parsed = Parsed::default();
        let id = GameId(3);
        parsed.remember(id, "stored".into(), game(7));
        let unparsed = |_: &str| -> Result<Game, ()> { panic!("parsed a remembered text") };
        assert_eq!(
            same(parsed.game(id, "calcada", "stored".into(), unparsed)),
            Ok(of(7))
        );
        // Other text (another writer's) is parsed.
        assert_eq!(
            same(parsed.game(id, "calcada", "other".into(), |_| Ok::<_, ()>(game(8)))),
            Ok(of(8))
        );
    }
}
