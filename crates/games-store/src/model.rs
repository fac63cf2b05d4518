//! What the store keeps, as Rust types: game options, seats, stored games, notices.

use game_kit::BotLevel;
use games_ids::ids::{ChannelId, GameId, GuildId, NoticeId, UserId};
use games_messages::Lang;
use serde::{Deserialize, Serialize};
use std::sync::Arc;

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
    pub const ALL: [GameStatus; 4] = [
        GameStatus::Open,
        GameStatus::Running,
        GameStatus::Finished,
        GameStatus::Ended,
    ];
    pub fn key(self) -> &'static str {
        match self {
            GameStatus::Open => "open",
            GameStatus::Running => "running",
            GameStatus::Finished => "finished",
            GameStatus::Ended => "ended",
        }
    }
    pub fn from_key(s: &str) -> Option<GameStatus> {
        GameStatus::ALL.into_iter().find(|g| g.key() == s)
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
    /// The language of the game's public messages (turn messages, pings, reminders, the
    /// final scores). Games stored before languages existed are English.
    #[serde(default)]
    pub lang: Lang,
    /// Whether players may ask for hints.
    #[serde(default = "yes")]
    pub hints: bool,
    /// The level of the bot that plays for a player who left, was replaced by an admin, or
    /// missed too many reminders.
    #[serde(default = "normal")]
    pub stand_in: BotLevel,
    /// The turn clock: each seat's bank at the start, in seconds (`None`: no clock). Games
    /// stored before the clock have none.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub clock_secs: Option<u64>,
    /// Seconds added to a seat's bank when its turn ends (capped at `clock_secs`).
    #[serde(default, skip_serializing_if = "is_zero")]
    pub clock_bonus_secs: u64,
    /// Whether a player's bank runs only while they are awake (outside their quiet hours)
    /// and not away.
    #[serde(default, skip_serializing_if = "is_false")]
    pub clock_pauses_for_quiet: bool,
}

fn is_zero(n: &u64) -> bool {
    *n == 0
}

fn is_false(b: &bool) -> bool {
    !*b
}

fn normal() -> BotLevel {
    BotLevel::Normal
}

fn yes() -> bool {
    true
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
            lang: Lang::En,
            hints: true,
            stand_in: BotLevel::Normal,
            clock_secs: None,
            clock_bonus_secs: 0,
            clock_pauses_for_quiet: false,
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
    pub bot: Option<BotLevel>,
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
    pub fn bot(kind: BotLevel, name: &str) -> Seat {
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
    /// The person who plays this seat, unless a bot does.
    pub fn human_user(&self) -> Option<UserId> {
        self.user.filter(|_| self.bot.is_none())
    }
}

/// What the service's game-independent parts (turn notices, reminders, the clock, a bot
/// taking a seat over) ask of a started game's position, whichever game it is: the game kit's
/// [`GameState`](game_kit::GameState), which every game's rules are (issue 46; the store's
/// own name for it until the store keeps every game as one).
pub use game_kit::GameState as Position;

/// Which game a stored game is: the tag in its `game` column (migration 0014; every game
/// stored before it is Calçada's by the column's default), the record family's `game` value.
/// Its values are the registered games' (`Games`), never an enum of the store's.
pub use game_kit::GameKind;

/// A game as stored: its lobby facts and, once started, its position.
#[derive(Clone, Debug)]
pub struct StoredGame {
    pub id: GameId,
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: UserId,
    pub status: GameStatus,
    /// Which game it is (a registered game's kind: an unknown tag does not read).
    pub kind: GameKind,
    pub options: GameOptions,
    pub seed: u64,
    /// The salt of the shuffle's commitment (`None` for games opened before commitments).
    pub salt: Option<String>,
    pub version: u64,
    pub seats: Vec<Seat>,
    /// The position, parsed by the game's codec from its snapshot; `None` while the game is
    /// open (not started). The game's own code gets its type back with
    /// [`game_kit::downcast`].
    pub state: Option<Arc<dyn Position>>,
    pub created_at: i64,
    pub updated_at: i64,
    pub turn_started_at: Option<i64>,
    pub reminders_sent: u32,
    /// Actions in the log: the game's move number. Menus carry it, so that only a move
    /// (not a seat change elsewhere) makes them stale.
    pub moves: u64,
    /// Bot turns wait for the background worker; the channel has been told of the moves
    /// before this one (`None`: no bot turn waits).
    pub bots_from: Option<u64>,
    /// When the reminder tick looks at this running game next (`None`: not until it or its
    /// player's settings change); the store keeps it (migration 0012).
    pub next_check_at: Option<i64>,
    /// With a turn clock: each seat's bank in seconds when the current turn began (migration
    /// 0013); the bank of the player to move runs down from `turn_started_at`.
    pub clock_banks: Option<Vec<i64>>,
    /// The earliest moment the bank of the player to move could run out.
    pub clock_due_at: Option<i64>,
}

impl StoredGame {
    /// The position of a started game, whichever game it is (`None` while it is open).
    pub fn position(&self) -> Option<&dyn Position> {
        self.state.as_deref()
    }

    /// The position as game `G`'s own type: `None` while the game is open, or if it is
    /// another game's.
    pub fn state_of<G: game_kit::Rules>(&self) -> Option<&G> {
        self.position().and_then(game_kit::downcast::<G>)
    }

    /// The seat to move in a started game that is not over, whichever game it is.
    pub fn current_seat(&self) -> Option<usize> {
        self.position().and_then(Position::to_move)
    }

    /// The seat of a user, if seated (and not replaced by a bot).
    pub fn seat_of(&self, user: UserId) -> Option<usize> {
        self.seats
            .iter()
            .position(|s| s.user == Some(user) && s.bot.is_none())
    }
}

/// A notification to deliver: a channel message (with an optional mention) or a DM. What to
/// say is `body`, the service's JSON (the store does not read it).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Notice {
    pub channel: ChannelId,
    /// The user to mention (channel) or to message (direct).
    pub user: Option<UserId>,
    pub kind: NoticeKind,
    /// Send as a direct message to `user` instead of in the channel.
    pub direct: bool,
    pub body: String,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum NoticeKind {
    /// The public message after a turn (or the start), with its picture and the ping.
    Turn,
    Reminder,
    GameOver,
    GameStarted,
    /// Any other sentence for the channel or a player.
    Info,
}

impl NoticeKind {
    pub const ALL: [NoticeKind; 5] = [
        NoticeKind::Turn,
        NoticeKind::Reminder,
        NoticeKind::GameOver,
        NoticeKind::GameStarted,
        NoticeKind::Info,
    ];
    pub fn key(self) -> &'static str {
        match self {
            NoticeKind::Turn => "turn",
            NoticeKind::Reminder => "reminder",
            NoticeKind::GameOver => "game_over",
            NoticeKind::GameStarted => "game_started",
            NoticeKind::Info => "info",
        }
    }
    pub fn from_key(s: &str) -> Option<NoticeKind> {
        NoticeKind::ALL.into_iter().find(|k| k.key() == s)
    }
}

/// A notice waiting in the outbox.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PendingNotice {
    pub id: NoticeId,
    pub game: GameId,
    pub notice: Notice,
    /// The words of a notice queued before bodies existed (migration 3); empty otherwise.
    pub legacy_text: String,
    /// Failed posts so far (Discord's answers, never faults of ours).
    pub attempts: u32,
    pub created_at: i64,
    /// Faults of ours while wording it so far (retried with their own backoff).
    pub compose_failures: u32,
    /// A catch-up: the last notice folded into this one (its nonce names both).
    pub fold_last: Option<NoticeId>,
    /// Discord refuses the bot in its channel (a `channel_blocks` row): what waits there
    /// folds into a catch-up before it is tried again.
    pub blocked: bool,
}

impl PartialEq for StoredGame {
    /// Equal rows, and positions of the same game with the same snapshot.
    fn eq(&self, other: &StoredGame) -> bool {
        let state = |g: &StoredGame| g.state.as_ref().map(|s| (s.game(), s.snapshot_json()));
        (
            self.id,
            self.guild,
            self.channel,
            self.creator,
            self.status,
            self.kind,
            &self.options,
            self.seed,
            &self.salt,
            self.version,
            &self.seats,
        ) == (
            other.id,
            other.guild,
            other.channel,
            other.creator,
            other.status,
            other.kind,
            &other.options,
            other.seed,
            &other.salt,
            other.version,
            &other.seats,
        ) && (
            self.created_at,
            self.updated_at,
            self.turn_started_at,
            self.reminders_sent,
            self.moves,
            self.bots_from,
            self.next_check_at,
            &self.clock_banks,
            self.clock_due_at,
        ) == (
            other.created_at,
            other.updated_at,
            other.turn_started_at,
            other.reminders_sent,
            other.moves,
            other.bots_from,
            other.next_check_at,
            &other.clock_banks,
            other.clock_due_at,
        ) && state(self) == state(other)
    }
}

/// One logged action: `A` is the action as stored (its JSON, as the `actions` table holds
/// it) until the game's own code decodes it ([`LoggedAction::decode`], `Store::log`).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LoggedAction<A = String> {
    pub seq: u64,
    pub seat: usize,
    pub action: A,
    pub user: Option<UserId>,
    pub at: i64,
}

impl LoggedAction {
    /// The action as its game's type.
    pub fn decode<A: serde::de::DeserializeOwned>(
        self,
    ) -> Result<LoggedAction<A>, serde_json::Error> {
        Ok(LoggedAction {
            action: serde_json::from_str(&self.action)?,
            seq: self.seq,
            seat: self.seat,
            user: self.user,
            at: self.at,
        })
    }
}

/// Actions for [`Change::actions`](crate::Change): each seat, action as its JSON (what the
/// log keeps) and who sent it.
pub fn action_json<A: Serialize>(
    actions: &[(usize, A, Option<UserId>)],
) -> Vec<(usize, String, Option<UserId>)> {
    actions
        .iter()
        .map(|(seat, a, user)| {
            let json = serde_json::to_string(a).expect("an action serialises");
            (*seat, json, *user)
        })
        .collect()
}
