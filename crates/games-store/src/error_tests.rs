//! Store errors are named for what failed and keep their cause as their source, said once.

use super::*;
use games_ids::chain::chain;
use games_ids::ids::{ChannelId, GuildId, UserId};
use std::error::Error as _;

fn store_in(dir: &tempfile::TempDir) -> Store {
    let games = Games::new()
        .with::<calcada_rules::Game>()
        .with::<piazza_rules::Game>();
    Store::open(dir.path().join("games.db"))
        .unwrap()
        .with_games(games)
}

/// Each cause's words, counted in `said`.
fn once_each(e: &dyn std::error::Error, said: &str) {
    let mut cause = e.source();
    while let Some(c) = cause {
        let words = c.to_string();
        assert_eq!(
            said.matches(&words).count(),
            1,
            "{words:?} once in {said:?}"
        );
        cause = c.source();
    }
}

#[test]
fn a_backup_into_a_folder_that_cannot_be_made_names_it_and_the_os_error_not_a_migration() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    // Root writes anywhere: the folder cannot be made because a file holds its name.
    let blocked = dir.path().join("not-a-folder");
    std::fs::write(&blocked, "a file").unwrap();
    let e = store.backup_to(&blocked.join("backup.db")).unwrap_err();
    let StoreError::Io { path, source, .. } = &e else {
        panic!("{e:?}")
    };
    assert_eq!(path, &blocked);
    let said = chain(&e);
    assert!(said.contains(&blocked.display().to_string()), "{said}");
    assert!(said.contains(&source.to_string()), "the OS error: {said}");
    assert!(!said.contains("migration"), "{said}");
    once_each(&e, &said);
}

#[test]
fn a_corrupt_snapshot_names_the_game_and_keeps_serdes_error_as_its_source() {
    let dir = tempfile::tempdir().unwrap();
    let store = store_in(&dir);
    let seats = [
        Seat::human(UserId(1), "Ana"),
        Seat::human(UserId(2), "Bruno"),
    ];
    let options = GameOptions::default();
    let id = store
        .create_game(
            &NewGame {
                guild: GuildId(9),
                channel: ChannelId(5),
                creator: UserId(1),
                options: &options,
                seed: 3,
                salt: "salt",
                seats: &seats,
                kind: piazza_rules::KIND,
            },
            0,
        )
        .unwrap();
    store
        .db
        .write(|c| {
            c.execute(
                "UPDATE games SET status = 'running', snapshot = '{\"players\": ' WHERE id = ?1",
                &[&id],
            )
        })
        .unwrap();
    let e = store.load_game(id).unwrap_err();
    assert!(
        matches!(&e, StoreError::CorruptSnapshot { game, kind, .. }
            if *game == id && *kind == piazza_rules::KIND),
        "{e:?}"
    );
    let said = chain(&e);
    assert!(
        said.starts_with(&format!("game {id}: the piazza snapshot")),
        "{said}"
    );
    let mut cause = e.source();
    let mut json = None;
    while let Some(c) = cause {
        json = json.or(c.downcast_ref::<serde_json::Error>());
        cause = c.source();
    }
    let json = json.expect("serde_json's error among the sources");
    assert!(json.is_eof(), "{json}");
    once_each(&e, &said);
}

#[test]
fn a_chain_says_each_cause_once() {
    let sqlite = rusqlite::Connection::open_in_memory()
        .unwrap()
        .execute("SELECT * FROM no_such_table", [])
        .unwrap_err();
    let e = StoreError::from(sqlite);
    let said = chain(&e);
    assert_eq!(said.matches("no such table").count(), 1, "{said}");
    assert!(!e.to_string().contains("no such table"), "{e}");
    once_each(&e, &said);
    let json = serde_json::from_str::<u8>("x").unwrap_err();
    let words = json.to_string();
    let e = StoreError::CorruptAction {
        game: games_ids::ids::GameId(4),
        seq: 2,
        source: json,
    };
    assert_eq!(
        chain(&e),
        format!("game 4: logged action 2 does not load: {words}")
    );
}
