//! What the store keeps, as Rust types: ids, game options, seats, stored games, notices.

use crate::bots::BotKind;
use crate::engine::Game;
use serde::{Deserialize, Serialize};

macro_rules! id {
    ($(#[$m:meta])* $name:ident, $inner:ty) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        pub struct $name(pub $inner);
        impl std::fmt::Display for $name {
            fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
                write!(f, "{}", self.0)
            }
        }
    };
}

id!(/// A stored game.
    GameId, i64);
id!(/// A server (Discord guild, or the local pseudo-server).
    GuildId, u64);
id!(/// A channel or thread: at most one live game each.
    ChannelId, u64);
id!(/// A person.
    UserId, u64);

/// Snowflakes are unsigned 64-bit; SQLite integers are signed. Bit-cast both ways.
pub(crate) fn to_sql(v: u64) -> i64 {
    v as i64
}
pub(crate) fn from_sql(v: i64) -> u64 {
    v as u64
}

/// Where a game is in its life.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum GameStatus {
    /// Waiting for players.
    Open,
    Running,
    /// Played to its end.
    Finished,
    /// Stopped early by its creator or an admin.
    Ended,
}

impl GameStatus {
    pub fn key(self) -> &'static str {
        match self {
            GameStatus::Open => "open",
            GameStatus::Running => "running",
            GameStatus::Finished => "finished",
            GameStatus::Ended => "ended",
        }
    }
    pub fn from_key(s: &str) -> Option<GameStatus> {
        [
            GameStatus::Open,
            GameStatus::Running,
            GameStatus::Finished,
            GameStatus::Ended,
        ]
        .into_iter()
        .find(|g| g.key() == s)
    }
    pub fn is_live(self) -> bool {
        matches!(self, GameStatus::Open | GameStatus::Running)
    }
}

/// Per-game choices made when the game is opened.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct GameOptions {
    /// Board layout name (`"A"` or `"B"`).
    pub board: String,
    /// Seats the game starts with at most (2 to 4).
    pub max_players: usize,
    /// A player who has not moved within this many seconds is reminded.
    pub reminder_interval_secs: u64,
    /// After this many reminders in one turn, a bot plays that turn (`None`: never).
    #[serde(default)]
    pub bot_takes_over_after: Option<u32>,
    /// Scoreboard rows overriding the default table.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub multipliers: Option<Vec<u8>>,
}

/// Default reminder interval: a day.
pub const DEFAULT_REMINDER_SECS: u64 = 24 * 60 * 60;

impl Default for GameOptions {
    fn default() -> Self {
        GameOptions {
            board: "A".into(),
            max_players: 4,
            reminder_interval_secs: DEFAULT_REMINDER_SECS,
            bot_takes_over_after: None,
            multipliers: None,
        }
    }
}

/// Who sits in a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Seat {
    /// `None` for a bot.
    pub user: Option<UserId>,
    pub name: String,
    /// `Some` for a bot seat (also for a human replaced by a bot: `user` stays, for history).
    pub bot: Option<BotKind>,
    /// Also notify by direct message.
    pub notify_dm: bool,
}

impl Seat {
    pub fn human(user: UserId, name: &str) -> Seat {
        Seat {
            user: Some(user),
            name: name.to_string(),
            bot: None,
            notify_dm: false,
        }
    }
    pub fn bot(kind: BotKind, name: &str) -> Seat {
        Seat {
            user: None,
            name: name.to_string(),
            bot: Some(kind),
            notify_dm: false,
        }
    }
    pub fn is_bot(&self) -> bool {
        self.bot.is_some()
    }
}

/// A game as stored: its lobby facts and, once started, the engine's game.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub id: GameId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: UserId,
    pub status: GameStatus,
    pub options: GameOptions,
    pub seed: u64,
    pub version: u64,
    pub seats: Vec<Seat>,
    /// `None` while the game is open (not started).
    pub game: Option<Game>,
    pub created_at: i64,
    pub updated_at: i64,
    pub turn_started_at: Option<i64>,
    pub reminders_sent: u32,
    /// Actions in the log: the game's move number. Menus carry it, so that only a move
    /// (not a seat change elsewhere) makes them stale.
    pub moves: u64,
}

impl StoredGame {
    /// The seat of a user, if seated.
    pub fn seat_of(&self, user: UserId) -> Option<usize> {
        self.seats
            .iter()
            .position(|s| s.user == Some(user) && s.bot.is_none())
    }
}

/// A notification to deliver: a channel message (with an optional mention) or a DM.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Notice {
    pub channel: ChannelId,
    /// The user to mention (channel) or to message (direct).
    pub user: Option<UserId>,
    pub kind: NoticeKind,
    /// Send as a direct message to `user` instead of in the channel.
    pub direct: bool,
    pub text: String,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoticeKind {
    Turn,
    Reminder,
    GameOver,
    GameStarted,
}

impl NoticeKind {
    pub fn key(self) -> &'static str {
        match self {
            NoticeKind::Turn => "turn",
            NoticeKind::Reminder => "reminder",
            NoticeKind::GameOver => "game_over",
            NoticeKind::GameStarted => "game_started",
        }
    }
    pub fn from_key(s: &str) -> Option<NoticeKind> {
        [
            NoticeKind::Turn,
            NoticeKind::Reminder,
            NoticeKind::GameOver,
            NoticeKind::GameStarted,
        ]
        .into_iter()
        .find(|k| k.key() == s)
    }
}

/// A notice waiting in the outbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingNotice {
    pub id: i64,
    pub game: GameId,
    pub notice: Notice,
}

/// One logged action.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedAction {
    pub seq: u64,
    pub seat: usize,
    pub action: crate::engine::Action,
    pub user: Option<UserId>,
    pub at: i64,
}
