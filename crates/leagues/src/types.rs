//! The league's data: settings, players, pairings, results and standings rows.

use serde::{Deserialize, Serialize};
use std::fmt;

/// A player, as the service knows them (a Discord user id, for instance): opaque to this crate.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(transparent)]
pub struct PlayerId(pub u64);

impl fmt::Display for PlayerId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

/// How the rounds are made.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum Format {
    /// Every pair of players shares a table at least once (exactly once with tables of two).
    RoundRobin,
    /// A fixed number of rounds, each paired by the standings so far.
    Swiss {
        /// How many rounds the league plays (at least one).
        rounds: u32,
    },
}

/// A tie-break: how two players level on league points are told apart, in the order the
/// settings list them. See the crate's documentation for the exact definitions.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum TieBreak {
    /// More game points per table played (a bye is not a table played).
    GamePointsAverage,
    /// More game points in all (byes count none).
    GamePointsTotal,
    /// Stronger opposition: the opponents' league points, averaged over every opponent met at
    /// every table played (an averaged Buchholz).
    OpponentsPoints,
    /// Better placed than the other players still tied, at the tables they shared.
    HeadToHead,
    /// Fewer byes.
    FewerByes,
}

/// The largest number of players a league may hold.
pub const MAX_PLAYERS: usize = 1024;

/// The largest number of players a round robin with tables of three or four may hold: its
/// schedule is searched for, round by round (tables of two have no limit but `MAX_PLAYERS`).
pub const MAX_ROUND_ROBIN_PLAYERS: usize = 32;

/// A league's settings, fixed when it is created.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Round robin or Swiss.
    pub format: Format,
    /// Players at every table: 2, 3 or 4.
    pub table_size: usize,
    /// League points for a table's first, second, … place; one entry per seat, never rising.
    pub points_per_rank: Vec<u32>,
    /// League points for a bye.
    pub bye_points: u32,
    /// The tie-breaks, in the order they apply (each at most once).
    pub tie_breaks: Vec<TieBreak>,
    /// Breaks ties in the pairing order (Swiss) without randomness: the same seed, the same
    /// pairings.
    pub seed: u64,
}

impl Settings {
    /// The default settings for `table_size` players a table: 2 league points a place above
    /// last (tables of four: 6, 4, 2, 0), a bye worth the average of those (tables of four: 3),
    /// and the tie-breaks [`Settings::DEFAULT_TIE_BREAKS`].
    pub fn new(format: Format, table_size: usize, seed: u64) -> Result<Settings, LeagueError> {
        let points_per_rank: Vec<u32> = (0..table_size)
            .rev()
            .map(|r| 2 * u32::try_from(r).unwrap_or(0))
            .collect();
        let bye_points = average_points(&points_per_rank);
        let settings = Settings {
            format,
            table_size,
            points_per_rank,
            bye_points,
            tie_breaks: Settings::DEFAULT_TIE_BREAKS.to_vec(),
            seed,
        };
        settings.validate()?;
        Ok(settings)
    }

    /// The tie-breaks of [`Settings::new`], in order.
    pub const DEFAULT_TIE_BREAKS: [TieBreak; 4] = [
        TieBreak::GamePointsAverage,
        TieBreak::OpponentsPoints,
        TieBreak::HeadToHead,
        TieBreak::FewerByes,
    ];

    /// Checks the settings: tables of 2 to 4, one never-rising points entry per seat, at least
    /// one Swiss round, no tie-break twice.
    pub fn validate(&self) -> Result<(), LeagueError> {
        if !(2..=4).contains(&self.table_size) {
            return Err(LeagueError::TableSize(self.table_size));
        }
        if self.points_per_rank.len() != self.table_size
            || self.points_per_rank.windows(2).any(|w| w[0] < w[1])
        {
            return Err(LeagueError::PointsPerRank);
        }
        if self.format == (Format::Swiss { rounds: 0 }) {
            return Err(LeagueError::NoRounds);
        }
        for (i, t) in self.tie_breaks.iter().enumerate() {
            if self.tie_breaks[..i].contains(t) {
                return Err(LeagueError::TieBreakTwice(*t));
            }
        }
        Ok(())
    }
}

/// The average of the league points per rank, rounded down: what [`Settings::new`] gives a bye.
pub fn average_points(points_per_rank: &[u32]) -> u32 {
    let n = points_per_rank.len().max(1) as u64;
    let sum: u64 = points_per_rank.iter().map(|&p| u64::from(p)).sum();
    u32::try_from(sum / n).unwrap_or(u32::MAX)
}

/// A round's pairing: who sits together, and who sits out.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize, Deserialize)]
pub struct Pairing {
    /// The tables, each a list of players (the seat order is the service's to choose).
    pub tables: Vec<Vec<PlayerId>>,
    /// The players with a bye this round (they score the settings' bye points).
    pub byes: Vec<PlayerId>,
}

impl Pairing {
    /// Every player this round names, at a table or with a bye.
    pub fn players(&self) -> impl Iterator<Item = PlayerId> + '_ {
        self.tables.iter().flatten().chain(&self.byes).copied()
    }
}

/// A player's place at a finished table.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Placing {
    /// The player.
    pub player: PlayerId,
    /// Their place, from 1; tied players share a place (1, 1, 3).
    pub rank: u32,
    /// The game points they scored (the game's own score).
    pub points: u32,
}

/// How a table ended.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub enum TableResult {
    /// The game ended (or was settled): a place for each player who gets one. A player seated
    /// at the table but not listed (withdrawn, say) scores nothing and has not played it.
    Played(Vec<Placing>),
    /// The table was not played and not settled: nobody scores, nobody has played it.
    NotPlayed,
}

/// A round: its pairing and, table by table, the results as they come in.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Round {
    /// Who sits where.
    pub pairing: Pairing,
    /// One entry per table of the pairing, `None` while the table is still running.
    pub results: Vec<Option<TableResult>>,
}

impl Round {
    /// A round just paired: every table running.
    pub fn new(pairing: Pairing) -> Round {
        let results = vec![None; pairing.tables.len()];
        Round { pairing, results }
    }

    /// Whether every table has a result.
    pub fn is_complete(&self) -> bool {
        self.results.iter().all(Option::is_some)
    }
}

/// A player signed up to the league.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Entrant {
    /// The player.
    pub id: PlayerId,
    /// Dropped (or withdrawn): not paired any more, their results so far kept.
    pub withdrawn: bool,
}

/// An exact fraction, for averages (a zero denominator counts as zero).
#[derive(Clone, Copy, Debug, Default, Serialize, Deserialize)]
pub struct Ratio {
    /// The numerator.
    pub num: u64,
    /// The denominator.
    pub den: u64,
}

impl Ratio {
    /// The value as a float, for display.
    pub fn as_f64(self) -> f64 {
        if self.den == 0 {
            0.0
        } else {
            self.num as f64 / self.den as f64
        }
    }
}

impl PartialEq for Ratio {
    fn eq(&self, other: &Ratio) -> bool {
        self.cmp(other) == std::cmp::Ordering::Equal
    }
}

impl Eq for Ratio {}

impl PartialOrd for Ratio {
    fn partial_cmp(&self, other: &Ratio) -> Option<std::cmp::Ordering> {
        Some(self.cmp(other))
    }
}

impl Ord for Ratio {
    fn cmp(&self, other: &Ratio) -> std::cmp::Ordering {
        let (a, b) = (self.num * u64::from(self.den != 0), self.den.max(1));
        let (c, d) = (other.num * u64::from(other.den != 0), other.den.max(1));
        (u128::from(a) * u128::from(d)).cmp(&(u128::from(c) * u128::from(b)))
    }
}

/// One row of the standings.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    /// The place, from 1; players equal on league points and every tie-break share it.
    pub rank: u32,
    /// The player.
    pub player: PlayerId,
    /// League points: points per rank at the tables played, plus bye points.
    pub league_points: u32,
    /// Tables played (with a place).
    pub played: u32,
    /// Byes had.
    pub byes: u32,
    /// Game points scored at the tables played.
    pub game_points: u64,
    /// The opponents' league points, averaged over every opponent at every table played.
    pub opponents_points: Ratio,
    /// Dropped from the league (still ranked by their results).
    pub withdrawn: bool,
}

/// What a league refuses.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LeagueError {
    /// Tables must hold 2 to 4 players.
    TableSize(usize),
    /// Points per rank must have one entry per seat and never rise.
    PointsPerRank,
    /// A Swiss league needs at least one round.
    NoRounds,
    /// A tie-break is listed twice.
    TieBreakTwice(TieBreak),
    /// A player is signed up twice.
    DuplicatePlayer(PlayerId),
    /// Fewer players to pair than one table holds.
    TooFewPlayers {
        /// Players available.
        players: usize,
        /// Players a table needs.
        needed: usize,
    },
    /// More players than the format allows.
    TooManyPlayers {
        /// Players signed up.
        players: usize,
        /// The limit.
        limit: usize,
    },
    /// Every round has been paired.
    LeagueOver,
    /// The last round still has a table without a result.
    RoundUnfinished,
    /// No such round or table.
    NoSuchTable {
        /// The round's index (from 0).
        round: usize,
        /// The table's index (from 0).
        table: usize,
    },
    /// The table already has a result.
    AlreadyRecorded,
    /// A result names a player not at the table, names one twice, or gives a place outside
    /// 1 to the table size.
    BadResult,
    /// No such player in the league.
    UnknownPlayer(PlayerId),
}

impl fmt::Display for LeagueError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            LeagueError::TableSize(k) => write!(f, "tables hold 2 to 4 players, not {k}"),
            LeagueError::PointsPerRank => {
                write!(f, "points per rank need one entry per seat, never rising")
            }
            LeagueError::NoRounds => write!(f, "a Swiss league needs at least one round"),
            LeagueError::TieBreakTwice(t) => write!(f, "tie-break {t:?} is listed twice"),
            LeagueError::DuplicatePlayer(p) => write!(f, "player {p} is signed up twice"),
            LeagueError::TooFewPlayers { players, needed } => {
                write!(f, "{players} players to pair, a table needs {needed}")
            }
            LeagueError::TooManyPlayers { players, limit } => {
                write!(f, "{players} players, this format allows at most {limit}")
            }
            LeagueError::LeagueOver => write!(f, "every round has been paired"),
            LeagueError::RoundUnfinished => write!(f, "the last round has tables still running"),
            LeagueError::NoSuchTable { round, table } => {
                write!(f, "no table {table} in round {round}")
            }
            LeagueError::AlreadyRecorded => write!(f, "this table already has a result"),
            LeagueError::BadResult => write!(
                f,
                "a result must place players of the table, each once, from 1 to the table size"
            ),
            LeagueError::UnknownPlayer(p) => write!(f, "player {p} is not in the league"),
        }
    }
}

impl std::error::Error for LeagueError {}
