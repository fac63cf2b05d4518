//! Stored games stay compatible: a database written by the build before the store kept a
//! game as a kind tag plus its state and log (issue 46, phase 2) reads back identically,
//! plays on, and its records verify. `tests/fixtures/before-46-2.db` was made by that build
//! (commit 35370b3) playing both games through the service: a Calçada game to its end, one
//! running, one ended early after two turns; a Piazza game to its end, one running, one open
//! lobby. `before-46-2.records.sha256` holds the SHA-256 of the records `calcada export` wrote
//! from it then.

#[path = "support/scratch.rs"]
mod scratch;

use calcada_rules::{Action, Step};
use games_ids::ids::{ChannelId, GameId, GuildId, UserId};
use games_service::{Caller, Command, MadeFor, Seeds, Service, SystemClock};
use games_store::{GameStatus, Store};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use std::process::Command as Process;
use std::sync::Arc;

fn fixture(name: &str) -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("tests/fixtures")
        .join(name)
}

/// Each game's id, tag and snapshot, and each logged action's game, seq and JSON, as stored.
type Rows = (Vec<(i64, String, Option<String>)>, Vec<(i64, i64, String)>);

fn rows(db: &Path) -> Rows {
    let c = rusqlite::Connection::open(db).unwrap();
    let mut st = c
        .prepare("SELECT id, game, snapshot FROM games ORDER BY id")
        .unwrap();
    let games = st
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    let mut st = c
        .prepare("SELECT game_id, seq, action FROM actions ORDER BY game_id, seq")
        .unwrap();
    let actions = st
        .query_map([], |r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .unwrap()
        .collect::<Result<_, _>>()
        .unwrap();
    (games, actions)
}

fn calcada(args: &[&str]) -> String {
    let out = Process::new(env!("CARGO_BIN_EXE_calcada"))
        .args(args)
        .output()
        .expect("the binary runs");
    let said = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(out.status.success(), "calcada {args:?}: {said}");
    said
}

fn caller(name: &str, id: u64, channel: u64) -> Caller {
    Caller::new(GuildId(10), ChannelId(channel), UserId(id), name).locale("en-GB")
}

#[test]
fn a_database_from_the_build_before_reads_back_plays_on_and_its_records_verify() {
    let dir = scratch::dir("before-46-2");
    let db = dir.join("games.db");
    std::fs::copy(fixture("before-46-2.db"), &db).unwrap();
    let before = rows(&db);
    assert_eq!(before.0.len(), 6, "six games in the fixture");

    // Exported by this build, the records are byte for byte those the build before wrote.
    let records = dir.join("records");
    let db_arg = db.to_str().unwrap();
    calcada(&[
        "export",
        "--db",
        db_arg,
        "--all",
        "--out",
        records.to_str().unwrap(),
    ]);
    let sums = std::fs::read_to_string(fixture("before-46-2.records.sha256")).unwrap();
    for line in sums.lines() {
        let (sum, file) = line.split_once("  ").unwrap();
        let text = std::fs::read(records.join(file)).unwrap();
        let hex: String = Sha256::digest(&text)
            .iter()
            .map(|b| format!("{b:02x}"))
            .collect();
        assert_eq!(hex, sum, "{file} as the build before exported it");
    }
    // The games over (Calçada's two, Piazza's finished one) verify against their seal.
    for file in ["game-1.json", "game-3.json", "game-6.json"] {
        calcada(&["verify", records.join(file).to_str().unwrap()]);
    }

    // Read through the store: the tag, the snapshot and the log exactly as stored, and every
    // started game's log replays to its snapshot.
    let store = Store::open(&db).unwrap().with_games(games_service::games());
    for (id, tag, snapshot) in &before.0 {
        let stored = store.load_game(GameId(*id)).unwrap();
        assert_eq!(stored.kind.key(), tag);
        assert_eq!(
            stored.state.as_ref().map(|s| s.snapshot_json()),
            *snapshot,
            "game {id}'s snapshot"
        );
        let logged: Vec<(i64, i64, String)> = store
            .actions(stored.id)
            .unwrap()
            .into_iter()
            .map(|a| (*id, a.seq as i64, a.action))
            .collect();
        let stored_log: Vec<_> = before.1.iter().filter(|a| a.0 == *id).cloned().collect();
        assert_eq!(logged, stored_log, "game {id}'s log");
        store.verify_game(stored.id).unwrap();
    }
    // Opening it rewrote nothing.
    assert_eq!(rows(&db), before);

    // Plays on, through the service: a Calçada turn (game 2, channel 22) and a Piazza move
    // (game 4, channel 24).
    let service = Service::new(
        Store::open(&db).unwrap(),
        Arc::new(SystemClock),
        Seeds::Fixed(1.into()),
    );
    let calcada_game = || {
        store
            .load_game(GameId(2))
            .unwrap()
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap()
    };
    let g = calcada_game();
    let who = if g.current() == 0 {
        caller("Ana", 1, 22)
    } else {
        caller("Bruno", 2, 22)
    };
    let act = |action: Action| {
        let r = service
            .handle(
                &who,
                Command::Move {
                    text: action.to_string(),
                    version: None,
                    made_for: MadeFor::Now,
                    confirmed: false,
                },
            )
            .unwrap();
        assert!(!r.refused, "{}", r.text);
    };
    let d = g.legal_declarations()[0];
    act(Action::Declare {
        space: d.space,
        colour: d.colour,
    });
    let g = calcada_game();
    if let Step::Place { .. } = g.step() {
        let p = g.legal_placements()[0];
        act(Action::Place {
            symbol: p.tile.symbol,
            square: p.squares().next().unwrap(),
        });
    }
    let piazza = store.load_game(GameId(4)).unwrap();
    let seat = piazza.current_seat().unwrap();
    let me = caller(
        &piazza.seats[seat].name,
        piazza.seats[seat].user.unwrap().0,
        24,
    );
    let choices = service.move_choices(&me).unwrap();
    let action = choices[0].1.parse::<piazza_rules::Action>().unwrap();
    let r = service
        .handle(
            &me,
            Command::Move {
                text: action.to_string(),
                version: Some(piazza.moves),
                made_for: MadeFor::Now,
                confirmed: true,
            },
        )
        .unwrap();
    assert!(!r.refused, "{}", r.text);
    for (id, moves) in [(2, 12), (4, 5)] {
        let stored = store.load_game(GameId(id)).unwrap();
        assert_eq!(stored.status, GameStatus::Running);
        assert!(stored.moves > moves, "game {id} played on");
        store.verify_game(stored.id).unwrap();
    }
    // The games nobody played are stored as they were.
    let after = rows(&db);
    for id in [1, 3, 5, 6] {
        let of = |r: &Rows| {
            (
                r.0.iter().find(|g| g.0 == id).cloned(),
                r.1.iter().filter(|a| a.0 == id).count(),
            )
        };
        assert_eq!(of(&after), of(&before), "game {id}");
    }
}
