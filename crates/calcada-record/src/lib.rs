//! Game records: settings, seed and ordered actions, with the public state after each action,
//! and their verification by replay. The format is documented in `docs/record-format.md`.

use calcada_rules::{
    Action, Colour, Game, Outcome, RuleError, ScoreBreakdown, Settings, SetupError, Space, Step,
    Tile,
};
use serde::{Deserialize, Serialize};
use serde_json::Value;
use std::collections::BTreeMap;

/// The `game` field of a Calçada record (absent before version 3, which reads as this: the
/// envelope's `UNNAMED_GAME`).
pub use calcada_rules::GAME;
use game_kit::record::SealError;
pub use game_kit::record::{Commitment, Envelope, FORMAT};
/// The record format's version; bump it (and document the change) on any incompatible change.
/// Version 2 adds the tiles set aside per colour, the final score breakdowns, the shuffle's
/// commitment, and records without a seed (a running game's export); version 3 the `game`
/// field. Versions 1 and 2 still replay.
pub const VERSION: u32 = 3;

/// The oldest version that still replays.
pub const OLDEST: u32 = 1;

/// Everything anyone can see of a game at one moment (stack order is hidden, so absent).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicState {
    pub round: u32,
    pub start_player: usize,
    pub current: usize,
    #[serde(flatten)]
    pub step: Step,
    /// Stones on each gameboard space (space 1 first), each as its colour.
    pub carousel: Vec<Vec<Colour>>,
    /// Each colour's scoreboard row (0 = top), `null` once off the scoreboard.
    pub scoreboard: BTreeMap<Colour, Option<usize>>,
    pub multipliers: Vec<u8>,
    pub displays: BTreeMap<Colour, Vec<Tile>>,
    pub stacks: BTreeMap<Colour, usize>,
    /// Tiles set aside, face up, per colour (a display emptied when its colour closed);
    /// colours with none are left out. Version 2.
    #[serde(default, skip_serializing_if = "BTreeMap::is_empty")]
    pub removed: BTreeMap<Colour, Vec<Tile>>,
    pub end_triggered: bool,
    pub players: Vec<PublicPlayer>,
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub outcome: Option<Outcome>,
}

/// One player's public state.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicPlayer {
    pub name: String,
    pub active: bool,
    /// 25 squares, A1, B1, ..., E5; `null` for an empty square.
    pub board: Vec<Option<Tile>>,
    pub bonus_tiles: u32,
    /// Points scored during play (districts and off-board bonuses).
    pub score: u32,
    /// The score if the game ended now (final scoring included).
    pub total: u32,
    pub turns: u32,
}

impl PublicState {
    pub fn of(game: &Game) -> PublicState {
        let by_colour =
            |f: &dyn Fn(Colour) -> usize| Colour::ALL.iter().map(|&c| (c, f(c))).collect();
        PublicState {
            round: game.round(),
            start_player: game.start_player(),
            current: game.current(),
            step: game.step(),
            carousel: Space::all()
                .map(|s| {
                    Colour::ALL
                        .iter()
                        .flat_map(|&c| std::iter::repeat_n(c, game.stones(s, c) as usize))
                        .collect()
                })
                .collect(),
            scoreboard: Colour::ALL
                .iter()
                .map(|&c| (c, game.scoreboard_row(c)))
                .collect(),
            multipliers: game.multipliers().to_vec(),
            displays: Colour::ALL
                .iter()
                .map(|&c| (c, game.display(c).to_vec()))
                .collect(),
            stacks: by_colour(&|c| game.stack_size(c)),
            removed: Colour::ALL
                .iter()
                .filter(|&&c| !game.removed(c).is_empty())
                .map(|&c| (c, game.removed(c).to_vec()))
                .collect(),
            end_triggered: game.end_triggered(),
            players: (0..game.players().len())
                .map(|seat| {
                    let p = game.player(seat);
                    PublicPlayer {
                        name: p.name().to_string(),
                        active: p.is_active(),
                        board: p.board().to_vec(),
                        bonus_tiles: p.bonus_tiles(),
                        score: p.score(),
                        total: game.score_breakdown(seat).total,
                        turns: p.turns(),
                    }
                })
                .collect(),
            outcome: game.outcome().cloned(),
        }
    }
}

/// One action in a record and the state it led to.
pub type RecordedAction = game_kit::record::RecordedAction<Action, PublicState>;

/// A whole game: enough to replay it exactly, and every state to check the replay against.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Record {
    pub format: String,
    pub version: u32,
    /// Which game of the family: always [`GAME`] here. Version 3; older records have none
    /// and are Calçada's.
    #[serde(default = "calcada_game")]
    pub game: String,
    pub settings: Settings,
    /// The seed: absent from the export of a running game (it would reveal the stacks'
    /// order), so such a record cannot be replayed until the game is over.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub seed: Option<u64>,
    /// The shuffle's commitment, for games played on the bot. Version 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub commitment: Option<Commitment>,
    pub initial: PublicState,
    pub actions: Vec<RecordedAction>,
    /// Each player's final score breakdown, once the game is over. Version 2.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub final_scores: Option<Vec<ScoreBreakdown>>,
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
            initial: PublicState::of(game),
            actions: Vec::new(),
            final_scores: None,
        }
    }

    /// The record of a game played from its setup with `actions` (seat, action): every
    /// state after each, and the final scores if it is over. `None` if an action does not
    /// replay (a stored log always does).
    pub fn of_game(settings: &Settings, seed: u64, actions: &[(usize, Action)]) -> Option<Record> {
        let mut game = Game::new(settings.clone(), seed).ok()?;
        let mut record = Record::start(&game);
        for &(seat, action) in actions {
            game.play(seat, action).ok()?;
            record.push(seat, action, &game);
        }
        record.finish(&game);
        Some(record)
    }

    /// Adds the final score breakdowns if `game` is over.
    pub fn finish(&mut self, game: &Game) {
        if game.is_over() {
            self.final_scores = Some(
                (0..game.players().len())
                    .map(|s| game.score_breakdown(s))
                    .collect(),
            );
        }
    }

    /// Leaves out what a running game must keep hidden: the seed (and the commitment's salt).
    pub fn without_secrets(mut self) -> Record {
        self.seed = None;
        self.commitment = self.commitment.map(Commitment::hidden);
        self
    }

    /// Checks the commitment: the seed and salt hash to it. `Ok(false)` when the record has
    /// no commitment (a game played offline).
    pub fn verify_commitment(&self) -> Result<bool, ReplayError> {
        let Some(c) = &self.commitment else {
            return Ok(false);
        };
        let seed = self.seed.ok_or(ReplayError::NoSeed)?;
        c.check(seed).map_err(|e| match e {
            SealError::NoSalt => ReplayError::NoSeed,
            SealError::Broken {
                committed,
                revealed,
            } => ReplayError::Commitment {
                committed,
                revealed,
            },
        })?;
        Ok(true)
    }

    /// Appends an action that was just played on `game`.
    pub fn push(&mut self, seat: usize, action: Action, game: &Game) {
        self.actions.push(RecordedAction {
            seat,
            action,
            state: PublicState::of(game),
        });
    }

    pub fn to_json(&self) -> String {
        serde_json::to_string_pretty(self).expect("a record always serialises")
    }

    /// Reads a Calçada record: the envelope first (another format, version or game is
    /// refused as such, before the rest is read), then the rest.
    pub fn from_json(text: &str) -> Result<Record, ReplayError> {
        let envelope = Envelope::of(text).map_err(Malformed::of)?;
        if envelope.format != FORMAT || !(OLDEST..=VERSION).contains(&envelope.version) {
            return Err(ReplayError::Version {
                format: envelope.format,
                version: envelope.version,
            });
        }
        if envelope.game != GAME {
            return Err(ReplayError::OtherGame {
                game: envelope.game,
            });
        }
        serde_json::from_str(text).map_err(Malformed::of)
    }

    /// Replays the record from its settings and seed, checking every stored state; returns
    /// the final game, or where and how the record and the replay part.
    pub fn replay(&self) -> Result<Game, ReplayError> {
        let seed = self.seed.ok_or(ReplayError::NoSeed)?;
        let mut game = Game::new(self.settings.clone(), seed).map_err(ReplayError::Setup)?;
        // Version 1 did not record the tiles set aside.
        let state = |g: &Game| {
            let mut s = PublicState::of(g);
            if self.version < 2 {
                s.removed.clear();
            }
            s
        };
        compare(None, &self.initial, &state(&game))?;
        for (index, step) in self.actions.iter().enumerate() {
            game.play(step.seat, step.action)
                .map_err(|error| ReplayError::Illegal {
                    index,
                    seat: step.seat,
                    action: step.action,
                    error,
                })?;
            compare(Some(index), &step.state, &state(&game))?;
        }
        if let Some(scores) = &self.final_scores {
            let replayed: Vec<ScoreBreakdown> = (0..game.players().len())
                .map(|s| game.score_breakdown(s))
                .collect();
            if !game.is_over() || *scores != replayed {
                return Err(ReplayError::FinalScores);
            }
        }
        Ok(game)
    }
}

fn calcada_game() -> String {
    GAME.to_string()
}

/// Why a record's text does not read: the JSON parser's error (shared, so that a
/// [`ReplayError`] clones; errors compare by their words).
#[derive(Clone, Debug)]
pub struct Malformed(pub std::sync::Arc<serde_json::Error>);

impl Malformed {
    fn of(e: serde_json::Error) -> ReplayError {
        ReplayError::Malformed(Malformed(std::sync::Arc::new(e)))
    }
}

impl PartialEq for Malformed {
    fn eq(&self, other: &Malformed) -> bool {
        self.0.to_string() == other.0.to_string()
    }
}

/// The parser's words.
impl std::fmt::Display for Malformed {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        self.0.fmt(f)
    }
}

/// Why a record does not replay.
#[derive(Clone, Debug, PartialEq)]
pub enum ReplayError {
    /// Not JSON of the record format (the parser's error is the source).
    Malformed(Malformed),
    /// Another format or version.
    Version { format: String, version: u32 },
    /// A record of the family, but of another game (`game`), which this reader does not
    /// replay.
    OtherGame { game: String },
    /// The settings do not make a game.
    Setup(SetupError),
    /// Action `index` (0-based) is illegal in the replayed position.
    Illegal {
        index: usize,
        seat: usize,
        action: Action,
        error: RuleError,
    },
    /// No seed: the export of a running game.
    NoSeed,
    /// The seed and salt do not hash to the commitment shown at the start.
    Commitment { committed: String, revealed: String },
    /// The final scores differ from the replay's (or the replay is not over).
    FinalScores,
    /// The state after action `index` (`None`: the initial state) differs at `path`.
    Mismatch {
        index: Option<usize>,
        path: String,
        recorded: String,
        replayed: String,
    },
}

impl std::error::Error for ReplayError {
    /// The parser's error of a record that does not read (the other variants say their
    /// cause in their own words).
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        match self {
            ReplayError::Malformed(m) => Some(&*m.0),
            _ => None,
        }
    }
}

/// English, for logs and library users; players read the catalogue's wording
/// (the root crate's `messages`), which also covers other languages.
impl std::fmt::Display for ReplayError {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            ReplayError::Malformed(_) => f.write_str("not a Calçada record"),
            ReplayError::Version { format, version } => write!(
                f,
                "unsupported record {format:?} version {version} (expected {FORMAT:?} version {VERSION})"
            ),
            ReplayError::OtherGame { game } => write!(
                f,
                "this is a record of the game {game:?}: only Calçada records ({GAME:?}) replay here"
            ),
            ReplayError::Setup(e) => write!(f, "the record's settings do not make a game: {e}"),
            ReplayError::NoSeed => f.write_str(
                "the record has no seed (the export of a running game): it replays once the game is over",
            ),
            ReplayError::Commitment { committed, revealed } => write!(
                f,
                "the seed and salt hash to {revealed}, not to the commitment {committed} shown at the start"
            ),
            ReplayError::FinalScores => {
                f.write_str("the final scores differ from the replay's")
            }
            ReplayError::Illegal {
                index,
                seat,
                action,
                error,
            } => write!(
                f,
                "action {} (seat {seat}: {action}) is illegal: {error}",
                index + 1,
            ),
            ReplayError::Mismatch {
                index,
                path,
                recorded,
                replayed,
            } => {
                match index {
                    None => f.write_str("the initial state")?,
                    Some(i) => write!(f, "the state after action {}", i + 1)?,
                }
                write!(
                    f,
                    " differs at {path}: the record says {recorded}, the replay gives {replayed}"
                )
            }
        }
    }
}

fn compare(
    index: Option<usize>,
    recorded: &PublicState,
    replayed: &PublicState,
) -> Result<(), ReplayError> {
    if recorded == replayed {
        return Ok(());
    }
    let a = serde_json::to_value(recorded).expect("serialisable");
    let b = serde_json::to_value(replayed).expect("serialisable");
    let (path, x, y) =
        first_difference("", &a, &b).unwrap_or_else(|| ("".into(), a.to_string(), b.to_string()));
    Err(ReplayError::Mismatch {
        index,
        path,
        recorded: x,
        replayed: y,
    })
}

/// The first place two JSON values differ, as a path like `players[1].board[13]`.
fn first_difference(path: &str, a: &Value, b: &Value) -> Option<(String, String, String)> {
    match (a, b) {
        (Value::Object(x), Value::Object(y)) => {
            let keys: std::collections::BTreeSet<&String> = x.keys().chain(y.keys()).collect();
            keys.into_iter().find_map(|k| {
                let p = if path.is_empty() {
                    k.clone()
                } else {
                    format!("{path}.{k}")
                };
                first_difference(
                    &p,
                    x.get(k).unwrap_or(&Value::Null),
                    y.get(k).unwrap_or(&Value::Null),
                )
            })
        }
        (Value::Array(x), Value::Array(y)) if x.len() == y.len() => x
            .iter()
            .zip(y)
            .enumerate()
            .find_map(|(i, (u, v))| first_difference(&format!("{path}[{i}]"), u, v)),
        _ if a == b => None,
        _ => Some((path.to_string(), a.to_string(), b.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn first_difference_names_the_path() {
        let a = serde_json::json!({"players": [{"board": [null, "blue-star"]}], "round": 2});
        let b = serde_json::json!({"players": [{"board": [null, "blue-fish"]}], "round": 2});
        let (p, x, y) = first_difference("", &a, &b).unwrap();
        assert_eq!(p, "players[0].board[1]");
        assert_eq!((x.as_str(), y.as_str()), ("\"blue-star\"", "\"blue-fish\""));
        assert!(first_difference("", &a, &a).is_none());
    }
}
