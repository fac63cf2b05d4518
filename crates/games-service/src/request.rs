//! What a transport hands the service: who is asking ([`Caller`]) and what ([`Command`]);
//! inside the service, a command about one game as its handler receives it ([`OnGame`]).

use game_kit::BotLevel;
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_messages::{Lang, Markup, Permission};
use games_store::{GameKind, StoredGame};

/// Who is asking, as the transport knows them. Built with [`Caller::new`] by every transport
/// (Discord, the terminal, tests), so the fields mean the same everywhere.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub user: UserId,
    pub name: String,
    /// The user's locale (`"en-GB"`, `"de"`...), for the language of private answers.
    pub locale: String,
    /// The server's locale (Discord's `guild_locale`), for the default language of a game
    /// opened there; empty when unknown.
    pub guild_locale: String,
    /// Whether the user may manage the server (checked by the transport at call time).
    pub is_admin: bool,
    /// What the bot lacks in this channel to run a game there (empty: nothing), when the
    /// transport knows (Discord's `app_permissions`); `None` when it does not (the terminal).
    pub bot_missing: Option<Vec<Permission>>,
    /// How the transport's screens read text: names in public answers are escaped for it.
    pub markup: Markup,
}

/// A command about one game, as its handler receives it: who asks (`caller`), the language
/// the answer is in (`lang`, from the caller's locale) and the game as read for this command
/// (`stored`: a write must still find it at this version). `Service::answer` builds it once,
/// and the handlers that need all three take it instead of three parameters.
pub struct OnGame<'a> {
    pub caller: &'a Caller,
    pub lang: Lang,
    pub stored: StoredGame,
}

/// A running game as the tick checks it: the game as read (`stored`, whose version the
/// stand-in's write must find), the seat to move (`seat`) and the tick's time (`now`).
/// [`Service::remind`] builds it once; the reminder and the stand-in take it instead of
/// three parameters.
pub struct Checked<'a> {
    pub stored: &'a StoredGame,
    pub seat: usize,
    pub now: i64,
}

impl Caller {
    /// A caller without admin rights, in English until [`Caller::locale`] says otherwise.
    pub fn new(guild: GuildId, channel: ChannelId, user: UserId, name: impl Into<String>) -> Self {
        Caller {
            guild,
            channel,
            user,
            name: name.into(),
            locale: "en".into(),
            guild_locale: String::new(),
            is_admin: false,
            bot_missing: None,
            markup: Markup::Plain,
        }
    }

    /// The transport shows text with `markup` (Discord's Markdown).
    pub fn markup(mut self, markup: Markup) -> Self {
        self.markup = markup;
        self
    }

    /// What the bot lacks in this channel (empty: it may do all a game needs).
    pub fn bot_missing(mut self, missing: Vec<Permission>) -> Self {
        self.bot_missing = Some(missing);
        self
    }

    pub fn locale(mut self, locale: impl Into<String>) -> Self {
        self.locale = locale.into();
        self
    }

    pub fn guild_locale(mut self, locale: impl Into<String>) -> Self {
        self.guild_locale = locale.into();
        self
    }

    pub fn admin(mut self, is_admin: bool) -> Self {
        self.is_admin = is_admin;
        self
    }
}

/// Whose board to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Whom {
    Me,
    User(UserId),
    /// By seat name (case-insensitive).
    Named(String),
}

/// The turn clock asked for at `new`: a starting bank, a bonus per turn, and whether the bank
/// stops in each player's quiet hours and time away. No bank, no clock.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct ClockChoice {
    pub days: Option<u32>,
    pub bonus_hours: Option<u32>,
    pub pauses_for_quiet: Option<bool>,
}

/// Which game a button or a menu was made for, as its id says. A control of another game
/// than the channel's now (an earlier game, or a forged number) is answered as stale and
/// changes nothing; so is a control of an older version of the bot, whose id named no game.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum MadeFor {
    /// Not a control: a command typed now (a slash command, a terminal line), about the
    /// channel's game as it is.
    Now,
    /// A control of the game with this number (`StoredGame::id`).
    Game(i64),
    /// A control of an older version of the bot, whose id names no game.
    Unnamed,
    /// A game's own command typed now (not the generic one), for games of this kind: in a
    /// channel playing another game it is refused with the game to use there.
    Kind(GameKind),
}

/// Everything a player or an admin can ask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    NewGame {
        /// Which game (`None`: Calçada).
        game: Option<GameKind>,
        board: Option<String>,
        max_players: Option<usize>,
        bots: Vec<BotLevel>,
        reminder_hours: Option<u64>,
        bot_takes_over_after: Option<u32>,
        /// The language of the game's public messages (`None`: the server's if we speak it,
        /// else English).
        lang: Option<Lang>,
        /// Whether players may ask for hints (`None`: yes).
        hints: Option<bool>,
        /// The level of the bot standing in for absent players (`None`: Normal).
        stand_in: Option<BotLevel>,
        /// The turn clock (all `None`: no clock).
        clock: ClockChoice,
    },
    /// Admins: pause every game of the server (no reminders, no stand-ins, clocks stopped).
    Pause,
    /// Admins: the server's games go on; each player to move gets the paused time back.
    Resume,
    Join,
    Leave,
    AddBot {
        kind: BotLevel,
    },
    Start,
    /// The private turn panel: the steps planned so far (not played), each in its game's
    /// notation, shown with the legal next choices and a picture (a game with steps: a
    /// preview once the turn is planned). `version`: the move number the panel was made for
    /// (`None`: a fresh panel); `made_for`: its game.
    Panel {
        steps: Vec<String>,
        version: Option<u64>,
        made_for: MadeFor,
    },
    /// Plays a panel's planned steps at once (Confirm; or the steps before a refresh, which
    /// reveals tiles and so cannot wait), if the game is still game `made_for` at `version`
    /// and the steps (in the game's notation) are a list its panel makes.
    Commit {
        steps: Vec<String>,
        version: u64,
        made_for: MadeFor,
    },
    /// A move in its game's notation (the generic move command's autocomplete value, what a
    /// player typed, a game's own command, a menu's value or a move button's), read once by
    /// the game ([`crate::GamePlugin`]).
    /// `version` and `made_for`: the move number and the game a button was made for.
    /// `confirmed`: the Confirm under the move's private preview was pressed (a game that
    /// previews its moves plays it now).
    Move {
        text: String,
        version: Option<u64>,
        made_for: MadeFor,
        confirmed: bool,
    },
    /// A click on a control the service made (a button's id; a select's id and the values
    /// chosen): the service reads what it stands for from the id (`controls::route`).
    Click {
        id: String,
        values: Vec<String>,
    },
    Board {
        whom: Whom,
    },
    Table,
    /// The channel's finished games with their rankings, a page at a time (0-based).
    Results {
        page: usize,
    },
    Status,
    History {
        last: Option<usize>,
    },
    Rules,
    Options,
    Help,
    End,
    Notify {
        dm: bool,
    },
    /// The host or an admin: the language of the game's public messages from now on.
    SetLanguage {
        lang: Lang,
    },
    /// The player to move: the Hard bot's suggestion for their turn, privately.
    Hint,
    /// The record of the channel's game, or of game `game` of this server (a number
    /// `results` lists), as a JSON attachment.
    Record {
        game: Option<i64>,
    },
    /// A replay of the channel's game, or of game `game` of this server: turn `turn` (`None`
    /// or 0: the start position; past the last turn: the last), privately.
    Replay {
        game: Option<i64>,
        turn: Option<usize>,
    },
    /// This server's leaderboard at one game (`None`: Calçada), by rating or by speed.
    Leaderboard {
        by: Ranking,
        game: Option<GameKind>,
    },
    /// The caller's games in this server (running or in their lobby), a page at a time
    /// (0-based).
    MyGames {
        page: usize,
    },
    /// The caller's own settings: shown, and changed where given.
    Settings(super::SettingsChange),
    /// Away until the end of this date (`2026-12-24`, in the caller's time zone).
    Away {
        until: String,
    },
    /// Back: reminders resume.
    Back,
    /// A player's results at one game (`None`: Calçada) in this server (`user` `None`: the
    /// caller's).
    Stats {
        user: Option<UserId>,
        game: Option<GameKind>,
    },
    /// Admins: the server's games.
    List,
    /// Admins: put a bot in a player's seat.
    ReplaceWithBot {
        whom: Whom,
        /// The bot's level (`None`: the game's stand-in level).
        kind: Option<BotLevel>,
    },
    /// Admins: how many days a player of the server may be away (within any 30 days).
    SetAwayDays {
        days: u32,
    },
    /// Admins: after how many days an open lobby nobody started is closed.
    SetLobbyDays {
        days: u32,
    },
    /// Admins: the server's default reminder interval for new games.
    SetReminder {
        hours: u64,
    },
    /// A game's final message's Rematch button: the caller accepts a rematch of game number
    /// `game` (`rematch.rs`).
    Rematch {
        game: i64,
    },
}

/// What a leaderboard ranks players by.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Ranking {
    /// Their Weng-Lin rating.
    #[default]
    Rating,
    /// Their median time to move (awake time), fastest first.
    Speed,
}

impl Command {
    /// Whether the command is answered for the channel's last game once it is over: looking
    /// at it, and a panel of it (which then says the game is over).
    pub fn answers_after_end(&self) -> bool {
        matches!(
            self,
            Command::Status
                | Command::History { .. }
                | Command::Board { .. }
                | Command::Table
                | Command::Panel { .. }
                | Command::Commit { .. }
        )
    }
}
