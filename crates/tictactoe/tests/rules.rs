//! The rules: what a mark does (its events), every refusal with its words, settings refused,
//! and snapshots refused for the position they would be.

use game_kit::Rules;
use std::error::Error;
use tictactoe::{
    Cell, Event, Game, Outcome, RuleError, Settings, SetupError, Snapshot, SnapshotError,
};

fn cell(text: &str) -> Cell {
    text.parse().unwrap()
}

/// Seat 0 first, then `moves` in turn.
fn played(moves: &[&str]) -> Game {
    let mut g = Game::new(Settings { first: Some(0) }, 1).unwrap();
    for (i, m) in moves.iter().enumerate() {
        g.play(i % 2, cell(m)).unwrap();
    }
    g
}

#[test]
fn a_mark_says_what_it_placed_and_the_lines_it_completed() {
    let mut g = played(&["a1", "b1", "a2", "b2"]);
    assert_eq!(
        g.play(0, cell("b3")),
        Ok(vec![Event::Placed {
            seat: 0,
            cell: cell("b3")
        }])
    );
    assert_eq!(g.to_move(), Some(1));
    // Seat 0 holds a1 a2 b3, seat 1 b1 b2 and now c1; a3 completes column a.
    let events = g.play(1, cell("c1")).unwrap();
    assert_eq!(events.len(), 1, "{events:?}");
    let events = g.play(0, cell("a3")).unwrap();
    let line = [cell("a1"), cell("a2"), cell("a3")];
    assert_eq!(
        events,
        [
            Event::Placed {
                seat: 0,
                cell: cell("a3")
            },
            Event::LineCompleted { seat: 0, line },
            Event::Won { seat: 0 },
        ]
    );
    assert_eq!(
        (g.to_move(), g.outcome()),
        (None, Some(Outcome::Won { seat: 0 }))
    );
    assert_eq!(g.rows(), ["XOO", "XO.", "XX."]);
}

#[test]
fn one_mark_may_complete_two_lines() {
    // Seat 0 holds the four corners, seat 1 the four edges: b2 completes both diagonals.
    let mut g = played(&["a1", "b1", "c3", "a2", "c1", "c2", "a3", "b3"]);
    let events = g.play(0, cell("b2")).unwrap();
    let lines: Vec<&Event> = events
        .iter()
        .filter(|e| matches!(e, Event::LineCompleted { .. }))
        .collect();
    assert_eq!(lines.len(), 2, "{events:?}");
    assert_eq!(events.last(), Some(&Event::Won { seat: 0 }));
    assert_eq!(Rules::turns_played(&g), 9);
}

#[test]
fn a_full_board_without_a_line_is_a_draw() {
    let mut g = played(&["b2", "a1", "c1", "a3", "a2", "c2", "b1", "b3"]);
    let events = g.play(0, cell("c3")).unwrap();
    assert_eq!(events.last(), Some(&Event::Draw));
    assert_eq!(g.outcome(), Some(Outcome::Draw));
    assert_eq!(
        Rules::standings(&g)
            .iter()
            .map(|p| p.rank)
            .collect::<Vec<_>>(),
        [1, 1]
    );
}

#[test]
fn every_refusal_is_typed_worded_and_changes_nothing() {
    let mut g = played(&["b2"]);
    let before = g.clone();
    let cases = [
        (
            g.play(2, cell("a1")),
            RuleError::NoSuchSeat { seat: 2 },
            "there is no seat 3: the seats are 1 and 2",
        ),
        (
            g.play(0, cell("a1")),
            RuleError::NotYourTurn {
                seat: 0,
                to_move: 1,
            },
            "it is seat 2's turn, not seat 1's",
        ),
        (
            g.play(1, cell("b2")),
            RuleError::CellTaken {
                cell: cell("b2"),
                by: 0,
            },
            "b2 already holds seat 1's mark",
        ),
    ];
    for (got, error, words) in cases {
        assert_eq!(got, Err(error.clone()));
        assert_eq!(error.to_string(), words);
        assert_eq!(g, before, "a refusal changes nothing");
    }
    let mut over = played(&["a1", "b1", "a2", "b2", "a3"]);
    let done = over.clone();
    assert_eq!(over.play(1, cell("c3")), Err(RuleError::GameOver));
    assert_eq!(over.play(0, cell("c3")), Err(RuleError::GameOver));
    assert_eq!(RuleError::GameOver.to_string(), "this game is over");
    assert_eq!(over, done);
    assert!(over.legal_actions(0).is_empty() && over.legal_actions(1).is_empty());
}

#[test]
fn a_first_seat_that_is_no_seat_is_refused() {
    let e = Game::new(Settings { first: Some(2) }, 0).unwrap_err();
    assert_eq!(e, SetupError::NoSuchSeat(2));
    assert_eq!(
        e.to_string(),
        "there is no seat 3 to start: the seats are 1 and 2"
    );
    let json = serde_json::to_string(&Settings::default()).unwrap();
    assert_eq!(json, "{}");
    let read: Settings = serde_json::from_str(r#"{"first":1}"#).unwrap();
    assert_eq!(read.first, Some(1));
}

/// The snapshot of seat 0 starting, with `rows` (`X` seat 0, `O` seat 1, `.` free).
fn snapshot(rows: [&str; 3]) -> Snapshot {
    let cells = rows
        .concat()
        .chars()
        .map(|c| match c {
            'X' => Some(0),
            'O' => Some(1),
            _ => None,
        })
        .collect();
    Snapshot {
        settings: Settings { first: Some(0) },
        seed: 5,
        first: 0,
        cells,
    }
}

#[test]
fn snapshots_of_boards_play_never_reaches_are_refused_with_their_cause() {
    let ok = Game::from_snapshot(snapshot(["XO.", "XO.", "X.."])).unwrap();
    assert_eq!(ok.outcome(), Some(Outcome::Won { seat: 0 }));
    let fork = Game::from_snapshot(snapshot(["XOX", "OXO", "XOX"])).unwrap();
    assert_eq!(fork.winner(), Some(0), "two lines through the last mark");

    let refused = |s: Snapshot| Game::from_snapshot(s).unwrap_err();
    let e = refused(snapshot(["XX.", "...", "..."]));
    assert!(
        matches!(
            e,
            SnapshotError::Counts {
                first: 2,
                second: 0
            }
        ),
        "{e}"
    );
    let e = refused(snapshot(["O..", "...", "..."]));
    assert!(
        matches!(
            e,
            SnapshotError::Counts {
                first: 0,
                second: 1
            }
        ),
        "{e}"
    );
    let e = refused(snapshot(["XXX", "OOO", "X.."]));
    assert!(matches!(e, SnapshotError::TwoWinners), "{e}");
    let e = refused(snapshot(["OOO", "XX.", "X.X"]));
    assert!(matches!(e, SnapshotError::NotLastToMark { seat: 1 }), "{e}");
    assert_eq!(
        e.to_string(),
        "invalid position: seat 2 has a line but did not mark last"
    );
    let e = refused(snapshot(["XXX", "OO.", "XOO"]));
    assert!(matches!(e, SnapshotError::NotLastToMark { seat: 0 }), "{e}");
    let mut other = snapshot(["X..", "...", "..."]);
    other.first = 1;
    let e = refused(other);
    assert!(
        matches!(
            e,
            SnapshotError::First {
                first: 1,
                expected: 0
            }
        ),
        "{e}"
    );
    let mut short = snapshot(["X..", "...", "..."]);
    short.cells.pop();
    assert!(matches!(refused(short), SnapshotError::CellCount(8)));
    let mut third = snapshot(["X..", "...", "..."]);
    third.cells[4] = Some(2);
    let e = refused(third);
    assert!(
        matches!(e, SnapshotError::NoSuchSeat { seat: 2, .. }),
        "{e}"
    );
    assert_eq!(
        e.to_string(),
        "invalid position: b2 holds a mark of seat 3, and there are 2"
    );
    let mut unset = snapshot(["...", "...", "..."]);
    unset.settings.first = Some(5);
    let e = refused(unset);
    assert!(
        matches!(e, SnapshotError::Settings(SetupError::NoSuchSeat(5))),
        "{e}"
    );
    assert!(e.source().is_some(), "the cause is kept");
    let e = Game::from_snapshot_json("[]").unwrap_err();
    assert!(
        matches!(e, SnapshotError::Json(_)) && e.source().is_some(),
        "{e}"
    );
}

#[test]
fn the_snapshot_is_the_settings_the_seed_the_first_seat_and_the_cells() {
    let g = played(&["b2", "a1"]);
    let json = Rules::snapshot_json(&g);
    assert_eq!(
        json,
        r#"{"settings":{"first":0},"seed":1,"first":0,"cells":[1,null,null,null,0,null,null,null,null]}"#
    );
    assert_eq!(Game::from_snapshot_json(&json).unwrap(), g);
}
