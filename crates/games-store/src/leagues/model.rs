//! A league as the store keeps it and gives it back: ids, status, players, rounds, tables.

use game_kit::GameKind;
use games_ids::ids::{ChannelId, GameId, GuildId, UserId};
use leagues::{Entrant, League, Pairing, PlayerId, Round, Settings, TableResult};
use rusqlite::types::{FromSql, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use std::fmt;

/// A league.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct LeagueId(pub i64);

impl fmt::Display for LeagueId {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.0)
    }
}

impl ToSql for LeagueId {
    fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
        Ok(ToSqlOutput::from(self.0))
    }
}

impl FromSql for LeagueId {
    fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
        i64::column_result(value).map(LeagueId)
    }
}

/// Where a league is in its life.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum LeagueStatus {
    /// Taking sign-ups.
    SignUp,
    /// Rounds being played.
    Running,
    /// Stopped by an admin: no deadline runs, no round is paired.
    Paused,
    /// Over (every round played, or ended by an admin, or too few players at the start).
    Ended,
}

impl LeagueStatus {
    pub(super) fn key(self) -> &'static str {
        match self {
            LeagueStatus::SignUp => "signup",
            LeagueStatus::Running => "running",
            LeagueStatus::Paused => "paused",
            LeagueStatus::Ended => "ended",
        }
    }

    pub(super) fn parse(s: &str) -> Option<LeagueStatus> {
        [
            LeagueStatus::SignUp,
            LeagueStatus::Running,
            LeagueStatus::Paused,
            LeagueStatus::Ended,
        ]
        .into_iter()
        .find(|k| k.key() == s)
    }
}

/// What a new league is made of.
pub struct NewLeague<'a> {
    pub guild: GuildId,
    /// Where it was created (its announcements go there).
    pub channel: ChannelId,
    pub creator: UserId,
    pub kind: GameKind,
    pub settings: &'a Settings,
    /// How long a round lasts.
    pub round_secs: i64,
    /// The turn clock of its games (`None`: none).
    pub clock_secs: Option<i64>,
    /// Sign-up closes (and the league starts) then; `None`: when an admin starts it.
    pub signup_until: Option<i64>,
    /// The language of its games and announcements (a `Lang` code).
    pub lang: &'a str,
}

/// A signed-up player.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeaguePlayer {
    pub user: UserId,
    pub name: String,
    pub withdrawn: bool,
}

/// A round's table as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueTable {
    /// The table's row (what the transport names when it gives the table a thread).
    pub id: i64,
    /// From 0, in the pairing's order.
    pub number: usize,
    /// Its players, in seat order.
    pub players: Vec<UserId>,
    /// The thread its game is played in, once the transport made one.
    pub channel: Option<ChannelId>,
    /// Its game, once opened.
    pub game: Option<GameId>,
    pub result: Option<TableResult>,
    /// How the result came: `played`, `stand-in`, `not-played`.
    pub settled: Option<String>,
}

/// A round as stored.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueRound {
    /// From 1.
    pub number: usize,
    pub byes: Vec<UserId>,
    pub started_at: i64,
    pub deadline: i64,
    pub ended_at: Option<i64>,
    /// When its pairings were posted in the league's channel (migration 0019).
    pub announced_at: Option<i64>,
    pub tables: Vec<LeagueTable>,
}

/// A league, whole.
#[derive(Clone, Debug)]
pub struct StoredLeague {
    pub id: LeagueId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: UserId,
    /// The game's tag (a registered game's kind).
    pub game: String,
    pub status: LeagueStatus,
    pub settings: Settings,
    pub round_secs: i64,
    pub clock_secs: Option<i64>,
    pub signup_until: Option<i64>,
    pub lang: String,
    pub created_at: i64,
    pub paused_at: Option<i64>,
    /// Rises with every pairing and status change.
    pub version: i64,
    /// When its end (the final standings) was posted in its channel (migration 0019).
    pub end_announced_at: Option<i64>,
    /// In sign-up order.
    pub players: Vec<LeaguePlayer>,
    /// Oldest first.
    pub rounds: Vec<LeagueRound>,
}

impl StoredLeague {
    /// The pure league: its settings, players and rounds with the results so far.
    pub fn league(&self) -> League {
        League {
            settings: self.settings.clone(),
            entrants: self
                .players
                .iter()
                .map(|p| Entrant {
                    id: PlayerId(p.user.0),
                    withdrawn: p.withdrawn,
                })
                .collect(),
            rounds: self
                .rounds
                .iter()
                .map(|r| Round {
                    pairing: Pairing {
                        tables: r
                            .tables
                            .iter()
                            .map(|t| t.players.iter().map(|u| PlayerId(u.0)).collect())
                            .collect(),
                        byes: r.byes.iter().map(|u| PlayerId(u.0)).collect(),
                    },
                    results: r.tables.iter().map(|t| t.result.clone()).collect(),
                })
                .collect(),
        }
    }

    /// The round being played (the last paired), if any.
    pub fn current_round(&self) -> Option<&LeagueRound> {
        self.rounds.last()
    }

    pub fn player(&self, user: UserId) -> Option<&LeaguePlayer> {
        self.players.iter().find(|p| p.user == user)
    }
}

/// What a sign-up did.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SignUp {
    Added,
    Already,
    /// The league takes no sign-ups now.
    Closed,
}
