//! Records: a played game's record round-trips through its JSON and verifies by replay; a
//! tampered one is refused with what was wrong.

use game_kit::record::{Commitment, Envelope, FORMAT};
use game_kit::BotLevel;
use tictactoe::{bot, Cell, Game, Record, RecordError, RuleError, Settings, Standing, GAME};

/// The record of a game between easy and hard from `seed`.
fn played(seed: u64) -> Record {
    let mut game = Game::new(Settings::default(), seed).unwrap();
    let mut record = Record::start(&game);
    let mut bots = [bot(BotLevel::Easy, seed), bot(BotLevel::Hard, seed + 1)];
    while let Some(seat) = game.to_move() {
        let cell = bots[seat].choose(&game);
        game.play(seat, cell).unwrap();
        record.push(cell, &game);
    }
    record
}

#[test]
fn a_record_round_trips_and_verifies() {
    for seed in 0..30 {
        let mut record = played(seed);
        record.commitment = Some(Commitment::of(seed, "salt"));
        let json = serde_json::to_string(&record).unwrap();
        let envelope = Envelope::of(&json).unwrap();
        assert_eq!(
            (envelope.format.as_str(), envelope.game.as_str()),
            (FORMAT, GAME)
        );
        let back = Record::from_json(&json).unwrap();
        assert_eq!(back, record);
        let game = back.verify().unwrap();
        assert!(game.outcome().is_some());
        let standings = record.standings.as_ref().unwrap();
        assert_eq!(standings[0].rank, 1);
    }
    // The same record from the settings, seed and marks alone.
    let record = played(7);
    let again = Record::of_game(&record.settings, record.seed, &record.actions).unwrap();
    assert_eq!(again, record);
}

#[test]
fn a_record_is_written_in_the_notation() {
    let settings = Settings { first: Some(1) };
    let marks: Vec<Cell> = ["b2", "a1", "c1", "a3", "a2"]
        .map(|m| m.parse().unwrap())
        .to_vec();
    let record = Record::of_game(&settings, 9, &marks).unwrap();
    assert_eq!(
        serde_json::to_string(&record).unwrap(),
        r#"{"format":"calcada-record","version":1,"game":"tictactoe","settings":{"first":1},"seed":9,"actions":["b2","a1","c1","a3","a2"]}"#
    );
    record.verify().unwrap();
}

#[test]
fn a_tampered_record_is_refused_with_what_was_wrong() {
    let record = played(3);
    assert!(record.actions.len() >= 5, "{:?}", record.actions);
    let refused = |r: &Record| r.verify().unwrap_err();

    let mut r = record.clone();
    r.game = "piazza".into();
    assert!(matches!(refused(&r), RecordError::Envelope { .. }));
    let e = Record::from_json(&serde_json::to_string(&r).unwrap()).unwrap_err();
    assert!(
        matches!(e, RecordError::Envelope { ref game, .. } if game == "piazza"),
        "{e}"
    );
    assert!(matches!(Record::from_json("{}"), Err(RecordError::Json(_))));
    let mut r = record.clone();
    r.version = 2;
    assert!(matches!(
        refused(&r),
        RecordError::Envelope { version: 2, .. }
    ));

    let mut r = record.clone();
    r.commitment = Some(Commitment::of(r.seed + 1, "salt"));
    let e = refused(&r);
    assert!(matches!(e, RecordError::Seal(_)), "{e}");
    assert!(std::error::Error::source(&e).is_some());

    let mut r = record.clone();
    r.settings.first = Some(4);
    assert!(matches!(refused(&r), RecordError::Setup(_)));

    let mut r = record.clone();
    r.actions[1] = r.actions[0];
    let e = refused(&r);
    let by = Game::new(record.settings.clone(), record.seed)
        .unwrap()
        .first();
    let taken = RuleError::CellTaken {
        cell: r.actions[0],
        by,
    };
    assert!(
        matches!(e, RecordError::Illegal { index: 1, ref error, .. } if *error == taken),
        "{e}"
    );
    assert_eq!(
        e.to_string(),
        format!("action 2 ({}) is refused", r.actions[0])
    );

    let mut r = record.clone();
    let free = Cell::all().find(|c| !r.actions.contains(c));
    r.actions
        .push(free.expect("the game was won before the board was full"));
    let e = refused(&r);
    assert!(
        matches!(
            e,
            RecordError::Illegal {
                error: RuleError::GameOver,
                ..
            }
        ),
        "{e}"
    );

    let mut r = record.clone();
    r.actions.pop();
    let cut = r.actions.len();
    assert!(matches!(refused(&r), RecordError::CutShort { actions } if actions == cut));
    let mut r = record.clone();
    r.standings = None;
    assert!(matches!(refused(&r), RecordError::NoStandings { .. }));
    let mut r = record.clone();
    let s = r.standings.as_mut().unwrap();
    s.swap(0, 1);
    s[0].rank = 1;
    let e = refused(&r);
    assert!(matches!(e, RecordError::Standings { .. }), "{e}");
    let mut r = record.clone();
    r.standings = Some(vec![Standing {
        rank: 1,
        seat: 0,
        points: 9,
    }]);
    assert!(matches!(refused(&r), RecordError::Standings { .. }));
}
