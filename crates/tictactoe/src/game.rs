//! The game itself: [`Settings`] (who starts) become a [`Game`] through [`Game::new`]; a game
//! changes only through [`Game::play`], which checks first and answers with [`Event`]s or a
//! [`RuleError`], leaving the game as it was. Seat 0 and seat 1 take turns marking a free
//! cell; three marks of one seat in a line win; a full board without a line is a draw.

use super::cell::{Cell, CELLS, LINES};
use game_kit::rng::{below, generator};
use serde::{Deserialize, Serialize};

/// Seats in every game.
pub const SEATS: usize = 2;

/// The raw, unchecked settings of a game; [`Game::new`] refuses what is out of the rules.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// The seat that marks first; `None`: the game's seed draws it.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub first: Option<usize>,
}

/// Settings that set up no game.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SetupError {
    /// The seat to start is not one of the two.
    #[error("there is no seat {} to start: the seats are 1 and 2", .0 + 1)]
    NoSuchSeat(usize),
}

/// What an action did, in order: the mark, then each line it completed and the win, or the
/// draw when it filled the board without a line.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Event {
    /// `seat` marked `cell`.
    Placed { seat: usize, cell: Cell },
    /// The mark completed `line` for `seat` (two at once are possible).
    LineCompleted { seat: usize, line: [Cell; 3] },
    /// `seat` won: the game is over.
    Won { seat: usize },
    /// The board is full without a line: the game is over.
    Draw,
}

/// How a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Outcome {
    Won { seat: usize },
    Draw,
}

/// An action refused by the rules; the game is left exactly as it was. Seats are counted
/// from 1 in the words.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum RuleError {
    /// The seat is not one of the two.
    #[error("there is no seat {}: the seats are 1 and 2", .seat + 1)]
    NoSuchSeat { seat: usize },
    /// The game has ended.
    #[error("this game is over")]
    GameOver,
    /// `seat` acted while it is `to_move`'s turn.
    #[error("it is seat {}'s turn, not seat {}'s", .to_move + 1, .seat + 1)]
    NotYourTurn { seat: usize, to_move: usize },
    /// The cell already holds `by`'s mark.
    #[error("{cell} already holds seat {}'s mark", .by + 1)]
    CellTaken { cell: Cell, by: usize },
}

/// A position: the settings, the seed, who started and every cell's mark.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) settings: Settings,
    pub(crate) seed: u64,
    pub(crate) first: usize,
    pub(crate) board: [Option<usize>; CELLS],
}

impl Game {
    /// Sets up an empty board; the seed draws the first seat unless the settings name it.
    pub fn new(settings: Settings, seed: u64) -> Result<Game, SetupError> {
        let first = first_seat(&settings, seed)?;
        Ok(Game {
            settings,
            seed,
            first,
            board: [None; CELLS],
        })
    }

    /// Marks `cell` for `seat` if the rules allow it, and says what happened.
    pub fn play(&mut self, seat: usize, cell: Cell) -> Result<Vec<Event>, RuleError> {
        self.check(seat, cell)?;
        self.board[cell.index()] = Some(seat);
        let mut events = vec![Event::Placed { seat, cell }];
        events.extend(
            LINES
                .into_iter()
                .filter(|line| line.contains(&cell) && self.owns(seat, line))
                .map(|line| Event::LineCompleted { seat, line }),
        );
        match self.outcome() {
            Some(Outcome::Won { seat }) => events.push(Event::Won { seat }),
            Some(Outcome::Draw) => events.push(Event::Draw),
            None => {}
        }
        Ok(events)
    }

    /// [`Game::play`] without the events.
    pub fn apply(&mut self, seat: usize, cell: Cell) -> Result<(), RuleError> {
        self.check(seat, cell)?;
        self.board[cell.index()] = Some(seat);
        Ok(())
    }

    fn check(&self, seat: usize, cell: Cell) -> Result<(), RuleError> {
        if seat >= SEATS {
            return Err(RuleError::NoSuchSeat { seat });
        }
        let to_move = self.to_move().ok_or(RuleError::GameOver)?;
        if seat != to_move {
            return Err(RuleError::NotYourTurn { seat, to_move });
        }
        if let Some(by) = self.board[cell.index()] {
            return Err(RuleError::CellTaken { cell, by });
        }
        Ok(())
    }

    /// The free cells in cell order while it is `seat`'s turn; none otherwise.
    pub fn legal_actions(&self, seat: usize) -> Vec<Cell> {
        if self.to_move() != Some(seat) {
            return Vec::new();
        }
        Cell::all()
            .filter(|c| self.board[c.index()].is_none())
            .collect()
    }

    /// The seat to mark, unless the game is over.
    pub fn to_move(&self) -> Option<usize> {
        if self.outcome().is_some() {
            return None;
        }
        Some((self.first + self.marks()) % SEATS)
    }

    /// The winner, or the draw, once the game is over.
    pub fn outcome(&self) -> Option<Outcome> {
        if let Some(seat) = self.winner() {
            return Some(Outcome::Won { seat });
        }
        (self.marks() == CELLS).then_some(Outcome::Draw)
    }

    /// The seat with three marks in a line, if any (the first found, should both have one:
    /// only a snapshot can say so, and it is refused).
    pub fn winner(&self) -> Option<usize> {
        (0..SEATS).find(|&seat| LINES.iter().any(|line| self.owns(seat, line)))
    }

    /// Whether `seat` holds the three cells of `line`.
    pub(crate) fn owns(&self, seat: usize, line: &[Cell; 3]) -> bool {
        line.iter().all(|c| self.board[c.index()] == Some(seat))
    }

    /// Marks on the board (one per action played).
    pub fn marks(&self) -> usize {
        self.board.iter().flatten().count()
    }

    /// The seat whose mark is on `cell`, if any.
    pub fn at(&self, cell: Cell) -> Option<usize> {
        self.board[cell.index()]
    }

    /// The seat that marked first.
    pub fn first(&self) -> usize {
        self.first
    }

    /// The seed the game was set up with.
    pub fn seed(&self) -> u64 {
        self.seed
    }

    /// The settings the game was set up with.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }

    /// The board as three rows, `a1 b1 c1` first: `X` for the first seat's marks, `O` for the
    /// other's, `.` for a free cell.
    pub fn rows(&self) -> [String; 3] {
        std::array::from_fn(|row| {
            (0..3)
                .map(|column| match self.board[row * 3 + column] {
                    Some(s) if s == self.first => 'X',
                    Some(_) => 'O',
                    None => '.',
                })
                .collect()
        })
    }
}

/// The seat that marks first: the settings' if named (and a seat), else drawn from `seed`.
pub(crate) fn first_seat(settings: &Settings, seed: u64) -> Result<usize, SetupError> {
    match settings.first {
        Some(seat) if seat >= SEATS => Err(SetupError::NoSuchSeat(seat)),
        Some(seat) => Ok(seat),
        None => Ok(below(&mut generator(seed), SEATS)),
    }
}
