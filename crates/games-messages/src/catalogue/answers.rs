//! The catalogue's answers, in the Fluent files' order: a game's answers and announcements,
//! the turn panel's controls, records, the command line's reports, languages and hints.

/// Adds these messages to those listed before (`$listed`) and hands them all on to `$next`
/// (then the parts after it, `$rest`).
macro_rules! answers {
    ($next:ident $(, $rest:ident)*; $($listed:tt)*) => { $next! { $($rest),*; $($listed)*
    // ----- answers -----
    Opened { creator: Name, board: String, max: usize } = "opened",
    Joined { name: Name, seated: usize, max: usize } = "joined",
    BotAdded { name: Name, seated: usize, max: usize } = "bot-added",
    /// A bot seat's name: its kind and a number.
    BotSeatName { kind: BotLevel, number: usize } = "bot-seat-name",
    LeftLobby { name: Name } = "left-lobby",
    LobbyClosed { name: Name } = "lobby-closed",
    ReplacedByBot { name: Name } = "replaced-by-bot",
    Started { players: Vec<Name>, first: Name, seal: Box<Msg> } = "started",
    /// The shuffle's commitment, shown at the start.
    Sealed { hash: String } = "sealed",
    /// A game opened before commitments existed.
    NotSealed = "not-sealed",
    /// The seed and salt, revealed at the end.
    SealRevealed { seed: String, salt: String } = "seal-revealed",
    YourTurn { name: Name } = "your-turn",
    TurnOf { name: Name } = "turn-of",
    /// Before the turns a pinged player missed.
    SinceYourLastMove { name: Name } = "since-your-last-move",
    /// The private answer to a move that ended the caller's turn.
    TurnPlayed { summary: String } = "turn-played",
    /// The same while the channel's messages wait (Discord down, or refusing the bot there).
    TurnQueued { summary: String } = "turn-queued",
    Ended { by: Name } = "ended",
    NotifyDmOn = "notify-dm-on",
    NotifyDmOff = "notify-dm-off",
    /// A refused direct message switched the player's DMs off.
    DmsClosed { name: Name } = "dms-closed",
    /// To a game's host: Discord refused the bot's post in their game's channel.
    ChannelRefused { channel: String, missing: Vec<Permission> } = "channel-refused",
    /// Opens a catch-up: the channel's messages, folded after the bot could not post there.
    CatchUp { turns: usize } = "catch-up",
    /// To a game's host: its channel was deleted, so the game there is ended.
    ChannelGone { channel: String } = "channel-gone",
    /// A line of the status: the bot cannot post in this channel.
    ChannelBlocked { missing: Vec<Permission> } = "channel-blocked",
    ReminderSet { hours: u64 } = "reminder-set",
    AwayDaysSet { days: u32 } = "away-days-set",
    LobbyDaysSet { days: u32 } = "lobby-days-set",
    /// In the channel: a lobby nobody started is closed.
    LobbyExpired { days: u32 } = "lobby-expired",
    /// `/calcada-admin list`: when an open lobby closes.
    LobbyExpires { at: When } = "lobby-expires",
    BadAwayDays = "bad-away-days",
    Reminder { name: Name, hours: u64 } = "reminder",
    BotTookOver { name: Name } = "bot-took-over",
    NoGames = "no-games",
    MenuPlaceholder = "menu-placeholder",
    /// One of `/calcada options`' lines: a legal move worded (`label`) and its notation, what
    /// `/calcada move` (the terminal's `move`) takes.
    OptionLine { label: String, notation: String } = "option-line",

    // ----- the turn panel -----
    PanelStale = "panel-stale",
    ButtonTakeTurn = "button-take-turn",
    ButtonConfirm = "button-confirm",
    ButtonBack = "button-back",
    ButtonSuggest = "button-suggest",
    ButtonRefreshNow = "button-refresh-now",
    ButtonFreshPanel = "button-fresh-panel",
    SelectNudge = "select-nudge",
    SelectDeclare = "select-declare",
    SelectPlace = "select-place",
    SelectRefresh = "select-refresh",
    PostedInChannel = "posted-in-channel",
    Help = "help",
    Rules = "rules",
    /// `status` before the start.
    Lobby { players: Vec<Name>, count: usize, max: usize } = "lobby",
    /// `list` (admins): one game.
    GameLine { channel: String, status: Box<Msg>, players: Vec<Name> } = "game-line",
    GameLineTurn { channel: String, status: Box<Msg>, players: Vec<Name>, turn: Name, hours: u64 } = "game-line-turn",
    StatusOpen = "status-open",
    StatusRunning = "status-running",
    StatusFinished = "status-finished",
    StatusEnded = "status-ended",
    /// `history`: one action.
    HistoryLine { seq: u64, name: Name, action: Box<Msg> } = "history-line",
    NoHistory = "no-history",
    GameFinishedAt { when: When } = "game-finished-at",
    GameEndedAt { when: When } = "game-ended-at",
    NoResults = "no-results",
    ResultsHeader { page: usize, pages: usize, games: usize } = "results-header",
    ResultLine { game: i64, when: When, standings: Vec<Box<Msg>> } = "result-line",
    ResultLineEnded { game: i64, when: When, standings: Vec<Box<Msg>> } = "result-line-ended",
    ResultStanding { rank: usize, name: Name, points: u32 } = "result-standing",
    ButtonPrevious = "button-previous",
    ButtonNext = "button-next",
    /// The card of the final scores: its title, and one field per player.
    FinalTitle = "final-title",
    EndedTitle { by: Name } = "ended-title",
    CardStanding { rank: usize, name: Name, points: u32 } = "card-standing",

    // ----- records (crate::record) -----
    ReplayVerified { actions: usize } = "replay-verified",
    RecordBroken { path: String, error: Box<Msg> } = "record-broken",

    // ----- the command line -----
    CannotRead { path: String, error: String } = "cannot-read",
    CannotWrite { path: String, error: String } = "cannot-write",
    NoBots = "no-bots",
    SimHeader { games: u64, players: usize, board: String, bots: String, table: String } = "sim-header",
    SimDefaultTable = "sim-default-table",
    SimTime { seconds: Decimal, rate: String } = "sim-time",
    SimRounds { average: Decimal } = "sim-rounds",
    SimActions { average: Decimal } = "sim-actions",
    SimFill { percent: Decimal } = "sim-fill",
    SimScore { average: Decimal, max: u32 } = "sim-score",
    SimEndings { second_stone: u64, stalemates: u64, percent: Decimal } = "sim-endings",
    SimWins { kind: String, percent: Decimal } = "sim-wins",
    BenchServiceDatabase { database: String } = "bench-service-database",
    BenchServiceHeader { turns: usize } = "bench-service-header",
    BenchPanelHeader { steps: usize } = "bench-panel-header",
    BenchServiceTimes { median: Decimal, p99: Decimal, max: Decimal } = "bench-service-times",
    BenchServiceParallel { threads: usize, turns: usize, seconds: Decimal, rate: String } = "bench-service-parallel",
    // ----- languages and hints -----
    LanguageName { code: String } = "language-name",
    LanguageSet { language: Box<Msg> } = "language-set",
    HintsOff = "hints-off",
    } };
}
