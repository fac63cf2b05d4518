//! Records of Piazza games: settings, seed and ordered actions, with what everyone could see
//! after each action and the final scores, and their verification by replay. A member of the
//! record family of `docs/record-format.md` ("Piazza"): the family's envelope
//! (`game_kit::record`: `format`, `version`, `game`), with `game` = [`GAME`], and its seal
//! ([`Commitment`]).
//!
//! Serialisable with serde; the crate writes no JSON itself (callers use `serde_json`).

use super::action::{Action, Outcome, Placement};
use super::error::RuleError;
use super::game::Game;
use super::settings::{Settings, SetupError};
use super::types::Colour;
use super::view::SeatView;
use serde::{Deserialize, Serialize};
use std::fmt;

/// The `game` field of a Piazza record.
pub use super::rules::GAME;
use game_kit::record::SealError;
pub use game_kit::record::{Commitment, FORMAT};
/// The version of the Piazza record; counted per game, bumped (and documented) on any change.
/// Version 3 adds the deal to the settings (`settings.deal`, absent: deal 1); version 2 the
/// shuffle's seal (`commitment`). Versions 1 and 2 are still read.
pub const VERSION: u32 = 3;
/// The versions [`Record::verify`] reads.
pub const READ_VERSIONS: [u32; 3] = [1, 2, VERSION];

/// What setup put on the table and decided, before any action.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Setup {
    /// The neutral colour (three players only).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub neutral: Option<Colour>,
    pub start_player: usize,
    /// The starting tiles, row by row.
    pub table: Vec<Placement>,
}

/// What everyone can see of a game at one moment, less the table (the starting tiles and
/// every action's placements make it). Hands and piles are hidden: only their sizes.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicState {
    /// Whose turn it is (meaningless once the game is over).
    pub current: usize,
    /// Turns played so far, passes included.
    pub turn: u32,
    /// Passes in a row since the last placement.
    pub passes: u32,
    /// Every seat: name, colours, points, hand and pile sizes, place in finishing.
    pub seats: Vec<SeatView>,
}

impl PublicState {
    pub fn of(game: &Game) -> PublicState {
        let view = game.view(game.current());
        PublicState {
            current: view.current,
            turn: view.turn,
            passes: view.passes,
            seats: view.seats,
        }
    }
}

/// One action of a record, by whom, and the state it led to.
pub type RecordedAction = game_kit::record::RecordedAction<Action, PublicState>;

/// A whole Piazza game: enough to replay it exactly, and every state to check it against.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub game: String,
    pub settings: Settings,
    /// The seed (absent from the export of a running game: it would reveal hands and piles).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The shuffle's seal, for games played on the bot (version 2): `Record::commitment =
    /// Some(Commitment::of(seed, salt))` when the game starts.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<Commitment>,
    pub setup: Setup,
    pub initial: PublicState,
    pub actions: Vec<RecordedAction>,
    /// Each seat's points at the end, in seat order, once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_scores: Option<Vec<u32>>,
    /// How the game ended and the ranking, once it is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
}

impl Record {
    /// Starts a record from a freshly set-up game.
    pub fn start(game: &Game) -> Record {
        Record {
            format: FORMAT.to_string(),
            version: VERSION,
            game: GAME.to_string(),
            settings: game.settings().clone(),
            seed: Some(game.seed()),
            commitment: None,
            setup: setup_of(game),
            initial: PublicState::of(game),
            actions: Vec::new(),
            final_scores: None,
            outcome: None,
        }
    }

    /// Appends an action that was just played on `game`, and the end if it came.
    pub fn push(&mut self, seat: usize, action: Action, game: &Game) {
        self.actions.push(RecordedAction {
            seat,
            action,
            state: PublicState::of(game),
        });
        self.finish(game);
    }

    /// Adds the final scores and the outcome if `game` is over.
    pub fn finish(&mut self, game: &Game) {
        if let Some(outcome) = game.outcome() {
            self.final_scores = Some(game.players().iter().map(|p| p.score()).collect());
            self.outcome = Some(outcome.clone());
        }
    }

    /// The record of a game played from its setup with `actions` (seat, action).
    pub fn of_game(
        settings: &Settings,
        seed: u64,
        actions: &[(usize, Action)],
    ) -> Result<Record, RecordError> {
        let mut game = Game::new(settings.clone(), seed).map_err(RecordError::Setup)?;
        let mut record = Record::start(&game);
        for (index, &(seat, action)) in actions.iter().enumerate() {
            game.play(seat, action)
                .map_err(|error| RecordError::Illegal {
                    index,
                    seat,
                    action,
                    error,
                })?;
            record.push(seat, action, &game);
        }
        Ok(record)
    }

    /// Leaves out what a running game must keep hidden: the seed and the seal's salt.
    pub fn without_secrets(mut self) -> Record {
        self.seed = None;
        self.commitment = self.commitment.map(Commitment::hidden);
        self
    }

    /// Replays the record from its settings and seed through the rules, checking the
    /// envelope, the seal (when there is one: the seed and salt hash to it), the setup, every
    /// stored state, the final scores and the outcome; returns the replayed game, or the
    /// first place where record and replay part.
    pub fn verify(&self) -> Result<Game, RecordError> {
        let known = READ_VERSIONS.contains(&self.version);
        if self.format != FORMAT || self.game != GAME || !known {
            return Err(RecordError::Envelope {
                format: self.format.clone(),
                version: self.version,
                game: self.game.clone(),
            });
        }
        let seed = self.seed.ok_or(RecordError::NoSeed)?;
        if let Some(c) = &self.commitment {
            c.check(seed).map_err(|e| match e {
                SealError::NoSalt => RecordError::NoSeed,
                SealError::Broken {
                    committed,
                    revealed,
                } => RecordError::Seal {
                    committed,
                    revealed,
                },
            })?;
        }
        let mut game = Game::new(self.settings.clone(), seed).map_err(RecordError::Setup)?;
        if self.setup != setup_of(&game) {
            return Err(RecordError::SetupDiffers);
        }
        compare(None, &self.initial, &PublicState::of(&game))?;
        for (index, step) in self.actions.iter().enumerate() {
            game.play(step.seat, step.action)
                .map_err(|error| RecordError::Illegal {
                    index,
                    seat: step.seat,
                    action: step.action,
                    error,
                })?;
            compare(Some(index), &step.state, &PublicState::of(&game))?;
        }
        let scores: Vec<u32> = game.players().iter().map(|p| p.score()).collect();
        let actions = self.actions.len();
        match (&self.final_scores, game.is_over()) {
            (Some(recorded), true) if *recorded == scores => {}
            (None, false) => {}
            (Some(_), true) => return Err(RecordError::FinalScores),
            (Some(_), false) => return Err(RecordError::CutShort { actions }),
            (None, true) => return Err(RecordError::NoFinalScores { actions }),
        }
        if self.outcome.is_some() && !game.is_over() {
            return Err(RecordError::CutShort { actions });
        }
        if self.outcome.as_ref() != game.outcome() {
            return Err(RecordError::Outcome);
        }
        Ok(game)
    }
}

/// The setup of a game that has just been set up (its table holds only the starting tiles).
fn setup_of(game: &Game) -> Setup {
    debug_assert_eq!(game.turn(), 0, "a fresh game");
    Setup {
        neutral: game.neutral(),
        start_player: game.start_player(),
        table: game.view(0).table,
    }
}

/// Why a record does not verify.
#[derive(Clone, Debug, PartialEq)]
pub enum RecordError {
    /// Not a Piazza record of this version (`format`, `version`, `game`).
    Envelope {
        format: String,
        version: u32,
        game: String,
    },
    /// No seed (or a seal without its salt): the export of a running game.
    NoSeed,
    /// The seed and salt do not hash to the seal shown at the start.
    Seal { committed: String, revealed: String },
    /// The settings do not make a game.
    Setup(SetupError),
    /// The settings and seed make another setup (colours, starting tiles, start player).
    SetupDiffers,
    /// Action `index` (0-based) is illegal in the replayed position for `seat` (0-based).
    Illegal {
        index: usize,
        seat: usize,
        action: Action,
        error: RuleError,
    },
    /// The state after action `index` (0-based; `None`: the initial state) differs in
    /// `field`; the two values as a player reads them (seats counted from 1).
    Mismatch {
        index: Option<usize>,
        field: Field,
        recorded: String,
        replayed: String,
    },
    /// The record claims final scores (or an outcome), but its `actions` actions do not end
    /// the game: it was cut short.
    CutShort { actions: usize },
    /// The game ends with the record's last action (of `actions`), but it claims no final
    /// scores.
    NoFinalScores { actions: usize },
    /// The final scores differ from the replay's.
    FinalScores,
    /// The outcome (reason, ranking) differs from the replay's.
    Outcome,
}

impl std::error::Error for RecordError {}

/// English, for logs and library users; interfaces word the same values for players.
impl fmt::Display for RecordError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            RecordError::Envelope {
                format,
                version,
                game,
            } => write!(
                f,
                "not a Piazza record: format {format:?}, version {version}, game {game:?} \
                 (expected {FORMAT:?}, version 1 to {VERSION}, game {GAME:?})"
            ),
            RecordError::NoSeed => f.write_str(
                "the record has no seed (the export of a running game): it replays once the game is over",
            ),
            RecordError::Seal {
                committed,
                revealed,
            } => write!(
                f,
                "the seed and salt hash to {revealed}, not to the seal {committed} shown at the start"
            ),
            RecordError::Setup(e) => write!(f, "the record's settings do not make a game: {e}"),
            RecordError::SetupDiffers => {
                f.write_str("the settings and seed set up another game than the record's setup")
            }
            RecordError::Illegal {
                index,
                seat,
                action,
                error,
            } => write!(
                f,
                "action {} (seat {}: {action}) is illegal: {error}",
                index + 1,
                seat + 1
            ),
            RecordError::Mismatch {
                index,
                field,
                recorded,
                replayed,
            } => {
                match index {
                    None => f.write_str("the initial state")?,
                    Some(i) => write!(f, "the state after action {}", i + 1)?,
                }
                write!(
                    f,
                    " differs in {field}: the record says {recorded}, the replay gives {replayed}"
                )
            }
            RecordError::CutShort { actions } => write!(
                f,
                "the record was cut short: it claims final scores, but its {actions} actions do not end the game"
            ),
            RecordError::NoFinalScores { actions } => write!(
                f,
                "the game ends with the record's last action ({actions}), but the record claims no final scores"
            ),
            RecordError::FinalScores => f.write_str("the final scores differ from the replay's"),
            RecordError::Outcome => f.write_str("the outcome differs from the replay's"),
        }
    }
}

/// Where a recorded state and the replayed one differ.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Field {
    /// Whose turn it is (`current`; the values are seats counted from 1).
    Current,
    /// Turns played (`turn`).
    Turn,
    /// Passes in a row (`passes`).
    Passes,
    /// How many seats there are.
    Seats,
    /// One of a seat's values (`seat` counted from 0, as in the record): `name`, `colours`,
    /// `score`, `hand_size`, `pile_size` or `finished`.
    Seat { seat: usize, value: &'static str },
}

/// English, as in [`RecordError`]'s: seats counted from 1.
impl fmt::Display for Field {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            Field::Current => f.write_str("whose turn it is"),
            Field::Turn => f.write_str("the turns played"),
            Field::Passes => f.write_str("the passes in a row"),
            Field::Seats => f.write_str("the number of seats"),
            Field::Seat { seat, value } => write!(f, "seat {}'s {value}", seat + 1),
        }
    }
}

/// The first field where two states differ, with both values as the record writes them (a
/// seat whose turn it is counted from 1).
fn compare(
    index: Option<usize>,
    recorded: &PublicState,
    replayed: &PublicState,
) -> Result<(), RecordError> {
    if recorded == replayed {
        return Ok(());
    }
    let differ = |field: Field, a: String, b: String| {
        Err(RecordError::Mismatch {
            index,
            field,
            recorded: a,
            replayed: b,
        })
    };
    // Destructured whole, so that a field added to a state must be compared here too.
    let PublicState {
        current,
        turn,
        passes,
        seats,
    } = recorded;
    let top = [
        (Field::Current, current + 1, replayed.current + 1),
        (Field::Turn, *turn as usize, replayed.turn as usize),
        (Field::Passes, *passes as usize, replayed.passes as usize),
        (Field::Seats, seats.len(), replayed.seats.len()),
    ];
    for (field, a, b) in top {
        if a != b {
            return differ(field, a.to_string(), b.to_string());
        }
    }
    for (seat, (a, b)) in seats.iter().zip(&replayed.seats).enumerate() {
        let SeatView {
            name,
            colours,
            score,
            hand_size,
            pile_size,
            finished,
        } = a;
        let colours_of = |c: &[Colour]| {
            let keys: Vec<&str> = c.iter().map(|c| c.key()).collect();
            format!("[{}]", keys.join(", "))
        };
        let finished_of = |f: Option<u32>| f.map_or("null".to_string(), |n| n.to_string());
        let values: [(&'static str, String, String); 6] = [
            ("name", format!("{name:?}"), format!("{:?}", b.name)),
            ("colours", colours_of(colours), colours_of(&b.colours)),
            ("score", score.to_string(), b.score.to_string()),
            ("hand_size", hand_size.to_string(), b.hand_size.to_string()),
            ("pile_size", pile_size.to_string(), b.pile_size.to_string()),
            ("finished", finished_of(*finished), finished_of(b.finished)),
        ];
        for (value, x, y) in values {
            if x != y {
                return differ(Field::Seat { seat, value }, x, y);
            }
        }
    }
    unreachable!("two states that differ differ in one of their fields")
}
