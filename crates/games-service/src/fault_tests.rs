//! Faults keep their causes: each names what failed, and prints its cause once.

use super::*;
use std::error::Error;

#[test]
fn a_store_fault_keeps_the_store_error_and_its_database_error_beneath() {
    let sqlite = rusqlite::Connection::open_in_memory()
        .unwrap()
        .execute("SELECT * FROM no_such_table", [])
        .unwrap_err();
    let fault = Fault::from(StoreError::from(sqlite));
    let store = fault.source().expect("the store's error is the source");
    assert!(store.is::<StoreError>(), "{store:?}");
    let database = store.source().expect("and the database's beneath it");
    assert!(database.is::<rusqlite::Error>(), "{database:?}");
    let line = fault.chain().to_string();
    // SQLite's own code comes last: rusqlite keeps it as the source of its error.
    assert_eq!(
        line,
        "the store failed: database error: no such table: no_such_table: \
         Error code 1: SQL logic error"
    );
}

#[test]
fn a_replay_fault_names_the_game_the_action_and_the_rule() {
    use calcada_rules::{Game, Settings};
    let game = Game::new(Settings::new(["a", "b"], "A"), 7).unwrap();
    // The seat whose turn it is not tries to pass the turn on.
    let wrong = 1 - game.current();
    let action = game.legal_actions()[0];
    let error = game.clone().play(wrong, action).unwrap_err();
    let said = error.to_string();
    let fault = Fault::Replay {
        game: GameId(3),
        action: 5,
        error: error.into(),
    };
    let source = fault.source().expect("the rule error is the source");
    assert!(source.is::<calcada_rules::RuleError>(), "{source:?}");
    assert_eq!(source.to_string(), said);
    assert_eq!(
        fault.chain().to_string(),
        format!("game 3: the log does not replay at action 5: {said}")
    );
}

#[test]
fn an_io_fault_names_the_path_and_keeps_the_os_error() {
    let path = PathBuf::from("/nowhere/backups");
    let error = std::fs::read_dir(&path).unwrap_err();
    let fault = Fault::Io {
        doing: "listing the backups in",
        path,
        error,
    };
    let source = fault.source().expect("the io error is the source");
    let io = source
        .downcast_ref::<std::io::Error>()
        .expect("an io error");
    assert_eq!(io.kind(), std::io::ErrorKind::NotFound);
    let line = fault.chain().to_string();
    assert!(
        line.starts_with("listing the backups in /nowhere/backups: "),
        "{line}"
    );
    assert!(line.contains(&io.to_string()), "{line}");
}

#[tokio::test]
async fn a_task_fault_keeps_tokios_join_error() {
    let task = tokio::spawn(std::future::pending::<()>());
    task.abort();
    let join = task.await.unwrap_err();
    let fault = Fault::from(join);
    let source = fault.source().expect("the join error is the source");
    assert!(source.is::<tokio::task::JoinError>(), "{source:?}");
    let line = fault.chain().to_string();
    assert!(line.starts_with("the service task failed: "), "{line}");
    assert!(line.contains("cancelled"), "{line}");
}
