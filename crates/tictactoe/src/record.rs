//! Records of tic-tac-toe games: settings, seed, the actions in the game's notation and the
//! final standings, verified by replay. A member of the record family
//! (`docs/record-format.md`): the family's envelope (`game_kit::record`: `format`, `version`,
//! `game`) with `game` = [`GAME`], and, for a game played on the bot, the seed's seal
//! ([`Commitment`]). Serialisable with serde.

use super::cell::Cell;
use super::game::{Game, RuleError, Settings, SetupError};
pub use super::rules::GAME;
pub use game_kit::record::{Commitment, FORMAT};
use game_kit::record::{Envelope, SealError};
use game_kit::{Placing, Rules};
use serde::{Deserialize, Serialize};

/// The version of the tic-tac-toe record; bumped (and documented) on any change.
pub const VERSION: u32 = 1;

/// One seat's place at the end.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// 1 for the best; a draw ranks both seats 1.
    pub rank: usize,
    pub seat: usize,
    pub points: u32,
}

impl From<Placing> for Standing {
    fn from(p: Placing) -> Standing {
        Standing {
            rank: p.rank,
            seat: p.seat,
            points: p.points,
        }
    }
}

/// A whole game: enough to replay it exactly, and its result to check.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    pub version: u32,
    pub game: String,
    pub settings: Settings,
    pub seed: u64,
    /// The seed's seal, for games played on the bot.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<Commitment>,
    /// Every mark in order, in the notation (`b2`); the seat to move made each.
    pub actions: Vec<Cell>,
    /// Best first, once the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub standings: Option<Vec<Standing>>,
}

/// Why a record does not read or does not verify. Actions are counted from 1 in the words.
#[derive(Debug, thiserror::Error)]
pub enum RecordError {
    /// The text is not JSON with the family's envelope.
    #[error("not a record")]
    Json(#[source] serde_json::Error),
    /// Not a tic-tac-toe record of a version read here.
    #[error("not a tic-tac-toe record: format {format:?}, version {version}, game {game:?} (expected {FORMAT:?}, version {VERSION}, game {GAME:?})")]
    Envelope {
        format: String,
        version: u32,
        game: String,
    },
    /// The seed does not open the seal.
    #[error("the record's seal does not hold")]
    Seal(#[source] SealError),
    /// The settings set up no game.
    #[error("the record's settings set up no game")]
    Setup(#[source] SetupError),
    /// Action `index` (from 0) is refused in the replayed position.
    #[error("action {} ({action}) is refused", .index + 1)]
    Illegal {
        index: usize,
        action: Cell,
        #[source]
        error: RuleError,
    },
    /// The record claims standings, but its actions do not end the game.
    #[error("the record claims standings, but its {actions} actions do not end the game")]
    CutShort { actions: usize },
    /// The game ends with the record's actions, but it claims no standings.
    #[error(
        "the game ends with the record's {actions} actions, but the record claims no standings"
    )]
    NoStandings { actions: usize },
    /// The standings differ from the replay's.
    #[error("the record's standings differ from the replay's")]
    Standings {
        recorded: Vec<Standing>,
        replayed: Vec<Standing>,
    },
}

impl Record {
    /// Starts the record of a freshly set-up game.
    pub fn start(game: &Game) -> Record {
        Record {
            format: FORMAT.to_string(),
            version: VERSION,
            game: GAME.to_string(),
            settings: game.settings().clone(),
            seed: game.seed(),
            commitment: None,
            actions: Vec::new(),
            standings: None,
        }
    }

    /// Appends a mark just played on `game`, and the standings if it ended the game.
    pub fn push(&mut self, cell: Cell, game: &Game) {
        self.actions.push(cell);
        if game.outcome().is_some() {
            self.standings = Some(standings(game));
        }
    }

    /// The record of the game set up from `settings` and `seed` and played with `actions`.
    pub fn of_game(
        settings: &Settings,
        seed: u64,
        actions: &[Cell],
    ) -> Result<Record, RecordError> {
        let mut game = Game::new(settings.clone(), seed).map_err(RecordError::Setup)?;
        let mut record = Record::start(&game);
        for (index, &action) in actions.iter().enumerate() {
            play(&mut game, index, action)?;
            record.push(action, &game);
        }
        Ok(record)
    }

    /// A record from its JSON: the envelope first (so another game's record is refused as
    /// such), then the rest.
    pub fn from_json(text: &str) -> Result<Record, RecordError> {
        let envelope = Envelope::of(text).map_err(RecordError::Json)?;
        check_envelope(&envelope.format, envelope.version, &envelope.game)?;
        serde_json::from_str(text).map_err(RecordError::Json)
    }

    /// Replays the record from its settings and seed through the rules, checking the
    /// envelope, the seal (when there is one), every action and the standings; returns the
    /// replayed game, or the first place where record and replay part.
    pub fn verify(&self) -> Result<Game, RecordError> {
        check_envelope(&self.format, self.version, &self.game)?;
        if let Some(seal) = &self.commitment {
            seal.check(self.seed).map_err(RecordError::Seal)?;
        }
        let mut game = Game::new(self.settings.clone(), self.seed).map_err(RecordError::Setup)?;
        for (index, &action) in self.actions.iter().enumerate() {
            play(&mut game, index, action)?;
        }
        let actions = self.actions.len();
        match (&self.standings, game.outcome().is_some()) {
            (None, false) => {}
            (Some(_), false) => return Err(RecordError::CutShort { actions }),
            (None, true) => return Err(RecordError::NoStandings { actions }),
            (Some(recorded), true) => {
                let replayed = standings(&game);
                if *recorded != replayed {
                    return Err(RecordError::Standings {
                        recorded: recorded.clone(),
                        replayed,
                    });
                }
            }
        }
        Ok(game)
    }
}

fn check_envelope(format: &str, version: u32, game: &str) -> Result<(), RecordError> {
    if format == FORMAT && version == VERSION && game == GAME {
        return Ok(());
    }
    Err(RecordError::Envelope {
        format: format.to_string(),
        version,
        game: game.to_string(),
    })
}

/// Action `index` played by the seat to move.
fn play(game: &mut Game, index: usize, action: Cell) -> Result<(), RecordError> {
    let seat = game.to_move().unwrap_or(game.first());
    game.apply(seat, action)
        .map_err(|error| RecordError::Illegal {
            index,
            action,
            error,
        })
}

fn standings(game: &Game) -> Vec<Standing> {
    Rules::standings(game)
        .into_iter()
        .map(Standing::from)
        .collect()
}
