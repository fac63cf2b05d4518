//! The whole position as plain data, the JSON the store keeps, and the checked way back:
//! [`Game::from_snapshot`] accepts only a board that play from the settings and seed can
//! reach (marks alternating from the first seat, no mark after a win).

use super::cell::{Cell, CELLS, LINES};
use super::game::{first_seat, Game, Settings, SetupError, SEATS};
use serde::{Deserialize, Serialize};

/// Every fact of a position (nothing is hidden).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Snapshot {
    pub settings: Settings,
    pub seed: u64,
    /// The seat that marked first.
    pub first: usize,
    /// Each cell's mark (its seat), `a1`, `b1`, `c1`, `a2`, ... `c3`.
    pub cells: Vec<Option<usize>>,
}

/// Why a snapshot is no position of the rules (or, read from JSON, no snapshot at all). Seats
/// are counted from 1 in the words.
#[derive(Debug, thiserror::Error)]
pub enum SnapshotError {
    /// The text is not a snapshot's JSON.
    #[error("invalid position: not a snapshot")]
    Json(#[source] serde_json::Error),
    /// The settings set up no game.
    #[error("invalid position: its settings set up no game")]
    Settings(#[source] SetupError),
    /// Another seat marked first than the settings and seed say.
    #[error("invalid position: seat {} marked first, but the settings and seed say seat {}", .first + 1, .expected + 1)]
    First { first: usize, expected: usize },
    /// Not nine cells.
    #[error("invalid position: {0} cells, not 9")]
    CellCount(usize),
    /// A mark of a seat that is not one of the two.
    #[error("invalid position: {cell} holds a mark of seat {}, and there are 2", .seat + 1)]
    NoSuchSeat { cell: Cell, seat: usize },
    /// Counts of marks that alternating turns from the first seat never give.
    #[error("invalid position: the first seat has {first} marks and the other {second}: turns alternate")]
    Counts { first: usize, second: usize },
    /// Both seats have a line.
    #[error("invalid position: both seats have a line")]
    TwoWinners,
    /// A seat has a line though the other marked last.
    #[error("invalid position: seat {} has a line but did not mark last", .seat + 1)]
    NotLastToMark { seat: usize },
}

impl Game {
    /// The whole position as data.
    pub fn snapshot(&self) -> Snapshot {
        Snapshot {
            settings: self.settings.clone(),
            seed: self.seed,
            first: self.first,
            cells: self.board.to_vec(),
        }
    }

    /// The game of a snapshot, checked: the settings set up a game whose first seat is the
    /// snapshot's, every mark is a seat's, the first seat has as many marks as the other or
    /// one more, and only the seat that marked last may have a line.
    pub fn from_snapshot(snapshot: Snapshot) -> Result<Game, SnapshotError> {
        let Snapshot {
            settings,
            seed,
            first,
            cells,
        } = snapshot;
        let expected = first_seat(&settings, seed).map_err(SnapshotError::Settings)?;
        if first != expected {
            return Err(SnapshotError::First { first, expected });
        }
        let board: [Option<usize>; CELLS] = cells
            .as_slice()
            .try_into()
            .map_err(|_| SnapshotError::CellCount(cells.len()))?;
        for cell in Cell::all() {
            if let Some(seat) = board[cell.index()].filter(|&s| s >= SEATS) {
                return Err(SnapshotError::NoSuchSeat { cell, seat });
            }
        }
        let game = Game {
            settings,
            seed,
            first,
            board,
        };
        check_marks(&game)?;
        Ok(game)
    }
}

/// Marks alternate from the first seat, and a line is the last mover's alone.
fn check_marks(game: &Game) -> Result<(), SnapshotError> {
    let count = |seat: usize| game.board.iter().filter(|&&m| m == Some(seat)).count();
    let (first, second) = (count(game.first), count(1 - game.first));
    if first != second && first != second + 1 {
        return Err(SnapshotError::Counts { first, second });
    }
    let has_line = |seat: usize| LINES.iter().any(|line| game.owns(seat, line));
    let winners: Vec<usize> = (0..SEATS).filter(|&s| has_line(s)).collect();
    let seat = match winners.as_slice() {
        [] => return Ok(()),
        [seat] => *seat,
        _ => return Err(SnapshotError::TwoWinners),
    };
    let last_to_mark = if first > second {
        game.first
    } else {
        1 - game.first
    };
    if seat != last_to_mark {
        return Err(SnapshotError::NotLastToMark { seat });
    }
    // Nothing more to check: the winner's lines share a cell (two lines take five marks, a
    // seat's most, and then cross), its last mark, and without that mark no seat has a line,
    // so any order of the other marks reaches the board.
    Ok(())
}
