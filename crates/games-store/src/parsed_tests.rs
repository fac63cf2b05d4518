//! The parsed-position cache's tests (`parsed.rs`).

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
