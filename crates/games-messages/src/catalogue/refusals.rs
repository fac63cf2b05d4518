//! The catalogue's refusals, in the Fluent files' order: the bot's own and lines of the
//! command language that are no command.

/// Adds these messages to those listed before (`$listed`) and hands them all on to `$next`
/// (then the parts after it, `$rest`).
macro_rules! refusals {
    ($next:ident $(, $rest:ident)*; $($listed:tt)*) => { $next! { $($rest),*; $($listed)*
    // ----- refusals -----
    NoGameHere = "no-game-here",
    ChannelBusy { creator: Name } = "channel-busy",
    ChannelBusyAnon = "channel-busy-anon",
    BadBoard { board: Quote } = "bad-board",
    /// A board side given for a game without sides to choose.
    NoBoardSides { game: String } = "no-board-sides",
    BadPlayerCount = "bad-player-count",
    TooManyBots { bots: usize, max: usize } = "too-many-bots",
    BadReminder = "bad-reminder",
    BadTakeover = "bad-takeover",
    NotOpen = "not-open",
    NotRunning = "not-running",
    AlreadySeated = "already-seated",
    GameFull { max: usize } = "game-full",
    NotSeated = "not-seated",
    NotCreatorOrAdmin = "not-creator-or-admin",
    NotAdmin = "not-admin",
    TooFewPlayers = "too-few-players",
    BotSeat = "bot-seat",
    /// A button or menu made for an earlier moment of the game.
    Stale = "stale",
    /// A button or menu made for another game than the channel's now (an earlier one).
    StaleGame = "stale-game",
    /// A game's own move command (`game`'s is another) used in a channel playing `game`.
    OtherGameMove { game: String, other: String } = "other-game-move",
    /// Text that is no move of the channel's game (`/calcada move`, `move` in the terminal).
    NotAMove { words: Quote } = "not-a-move",
    /// Another action won the race; nothing was written.
    MovedOn = "moved-on",
    UnknownPlayer { name: Quote } = "unknown-player",
    /// An answer for a slash command or a click the bot no longer knows.
    InteractionOutdated = "interaction-outdated",
    MalformedOptions = "malformed-options",
    GuildOnly = "guild-only",
    /// Discord's `app_permissions` say the bot cannot run a game in this channel.
    BotLacksPermissions { missing: Vec<Permission> } = "bot-lacks-permissions",
    Internal = "internal",

    // ----- lines of the command language that are no command -----
    LineUnknown { word: Quote } = "line-unknown",
    MissingSpace = "missing-space",
    MissingColour = "missing-colour",
    MissingTile = "missing-tile",
    MissingSquare = "missing-square",
    MissingValue { option: Quote } = "missing-value",
    MissingName = "missing-name",
    MissingNotify = "missing-notify",
    MissingHours = "missing-hours",
    NotPlayerCount { text: Quote } = "not-player-count",
    NotHours { text: Quote } = "not-hours",
    NotReminderCount { text: Quote } = "not-reminder-count",
    NotCount { text: Quote } = "not-count",
    UnknownOption { option: Quote } = "unknown-option",
    UnknownBot { text: Quote } = "unknown-bot",
    NotifyWhere { text: Quote } = "notify-where",
    MissingLanguage = "missing-language",
    MissingDate = "missing-date",
    MissingMove = "missing-move",
    UnknownLanguage { text: Quote } = "unknown-language",
    NotOnOff { text: Quote } = "not-on-off",
    TrailingWords { extra: Quote } = "trailing-words",
    NotText = "not-text",
    /// Wraps a command-language error: "That does not work: ...".
    BadLine { error: Box<Msg> } = "bad-line",
    } };
}
