//! Every message of the catalogue as a typed value: one [`Msg`] variant per Fluent message,
//! with the arguments it needs. The macro also lists each message's key and argument names
//! ([`SCHEMA`]), which the tests hold against every language's Fluent file: no message
//! missing, no argument unused or unknown.

use super::{Arg, Decimal, Name, Permission, Quote, Text, ToArg, When};
use calcada_rules::{Colour, EndReason, Space, Square, Symbol};
use game_kit::BotLevel;

impl ToArg for BotLevel {
    fn to_arg(&self) -> Arg {
        Arg::Msg(Box::new(Text {
            key: format!("bot-kind-{}", self.key()),
            args: Vec::new(),
        }))
    }
}

impl ToArg for EndReason {
    fn to_arg(&self) -> Arg {
        Arg::Msg(Box::new(Text {
            key: super::fluent::reason_key(*self).to_string(),
            args: Vec::new(),
        }))
    }
}

macro_rules! messages {
    ($( $(#[$doc:meta])* $variant:ident $({ $($field:ident : $ty:ty),* $(,)? })? = $key:literal, )*) => {
        /// Everything the program says, with what it needs to say it.
        #[derive(Clone, Debug, PartialEq, Eq)]
        pub enum Msg {
            $( $(#[$doc])* $variant $({ $($field: $ty),* })?, )*
        }

        impl Msg {
            /// The message's key in the Fluent files.
            pub fn key(&self) -> &'static str {
                match self {
                    $( Msg::$variant { .. } => $key, )*
                }
            }

            /// The message as data: key and arguments.
            pub fn text(&self) -> Text {
                match self {
                    $( Msg::$variant $({ $($field),* })? => Text {
                        key: $key.to_string(),
                        args: vec![$($( (stringify!($field).to_string(), ToArg::to_arg($field)) ),*)?],
                    }, )*
                }
            }
        }

        /// Every message's key and the names of its arguments.
        pub const SCHEMA: &[(&str, &[&str])] = &[
            $( ($key, &[$($(stringify!($field)),*)?]), )*
        ];

        /// Every message's key and its arguments' types, as written (the tests tell the
        /// numbers apart, which may need a plural).
        #[cfg(test)]
        pub(crate) const TYPES: &[(&str, &[(&str, &str)])] = &[
            $( ($key, &[$($( (stringify!($field), stringify!($ty)) ),*)?]), )*
        ];
    };
}

messages! {
    // ----- refusals -----
    NoGameHere = "no-game-here",
    ChannelBusy { creator: Name } = "channel-busy",
    ChannelBusyAnon = "channel-busy-anon",
    BadBoard { board: Quote } = "bad-board",
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

    // ----- the rules' refusals (calcada_rules::RuleError) -----
    RuleGameOver = "rule-game-over",
    RuleNoSuchSeat { seat: usize } = "rule-no-such-seat",
    RuleSeatLeft { name: Name } = "rule-seat-left",
    RuleNotYourTurn { current: Name } = "rule-not-your-turn",
    RuleNoBonusTiles = "rule-no-bonus-tiles",
    RuleAlreadyDeclared { colour: Colour, number: u8 } = "rule-already-declared",
    RuleNotDeclared = "rule-not-declared",
    RuleNoStoneThere { space: Space, colour: Colour } = "rule-no-stone-there",
    RuleColourClosed { colour: Colour } = "rule-colour-closed",
    RuleColourExhausted { colour: Colour } = "rule-colour-exhausted",
    RuleNoFittingSquare { colour: Colour, number: u8 } = "rule-no-fitting-square",
    /// As above, for a declared 6 or more (any empty square would do).
    RuleNoEmptySquare { colour: Colour, number: u8 } = "rule-no-empty-square",
    RuleTileNotOnDisplay { colour: Colour, symbol: Symbol } = "rule-tile-not-on-display",
    RuleSquareOccupied { square: Square } = "rule-square-occupied",
    RuleWrongNumber { square: Square, shows: u8, declared: u8 } = "rule-wrong-number",
    RuleDistrictHasOtherColour { district: char, colour: Colour } = "rule-district-has-other-colour",

    // ----- settings that make no game (calcada_rules::SetupError) -----
    SetupPlayerCount { count: usize } = "setup-player-count",
    SetupUnknownBoard { board: Quote } = "setup-unknown-board",
    SetupNoDefaultMultipliers { count: usize } = "setup-no-default-multipliers",
    SetupMultipliers { detail: String } = "setup-multipliers",
    SetupStartPlayer { seat: usize } = "setup-start-player",

    // ----- words that name nothing (calcada_rules::ParseError) -----
    ParseColour { text: Quote } = "parse-colour",
    ParseSymbol { text: Quote } = "parse-symbol",
    ParseSquare { text: Quote } = "parse-square",
    ParseSpace { text: Quote } = "parse-space",
    ParseTile { text: Quote } = "parse-tile",

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
    UnknownLanguage { text: Quote } = "unknown-language",
    NotOnOff { text: Quote } = "not-on-off",
    TrailingWords { extra: Quote } = "trailing-words",
    NotText = "not-text",
    /// Wraps a command-language error: "That does not work: ...".
    BadLine { error: Box<Msg> } = "bad-line",

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
    Declared { colour: Colour, number: u8, squares: Vec<Square>, tiles: Vec<Symbol> } = "declared",
    Nudged { space: Space, colour: Colour, number: u8, bonus_left: u32 } = "nudged",
    Refreshed { colour: Colour, bonus_left: u32 } = "refreshed",
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
    DeclarationChoice { space: Space, colour: Colour, number: u8, squares: Vec<Square> } = "declaration-choice",
    PassChoice { space: Space, colour: Colour, number: u8 } = "pass-choice",
    NudgeChoice { space: Space, colour: Colour, to: Space, after: u8 } = "nudge-choice",
    RefreshChoice { colour: Colour } = "refresh-choice",
    PlacementChoice { colour: Colour, symbol: Symbol, square: Square } = "placement-choice",
    MenuPlaceholder = "menu-placeholder",

    // ----- the turn panel -----
    PanelYourTurn { round: u32 } = "panel-your-turn",
    PanelPlanned { steps: Vec<Box<Msg>> } = "panel-planned",
    PanelDeclared { colour: Colour, number: u8 } = "panel-declared",
    PanelPreview { colour: Colour, symbol: Symbol, square: Square, points: u32 } = "panel-preview",
    PanelPass { colour: Colour, number: u8 } = "panel-pass",
    PanelStale = "panel-stale",
    PanelNotYourTurn { current: Name } = "panel-not-your-turn",
    RefreshWarning { colour: Colour } = "refresh-warning",
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
    NothingFits = "nothing-fits",
    PostedInChannel = "posted-in-channel",
    Help = "help",
    Rules = "rules",
    /// One player in `status`.
    StatusLine { you: bool, name: Name, score: u32, bonus_tiles: u32, tiles: u32, bot: bool } = "status-line",
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
    ActNudge { space: Space, colour: Colour } = "act-nudge",
    ActDeclare { space: Space, colour: Colour } = "act-declare",
    ActRefresh { colour: Colour } = "act-refresh",
    ActPlace { symbol: Symbol, square: Square } = "act-place",
    ActLeave = "act-leave",

    // ----- what happened (calcada_rules::Event) -----
    EvNudged { name: Name, colour: Colour, from: Space, to: Space } = "ev-nudged",
    EvDeclared { name: Name, colour: Colour, number: u8, from: Space, to: Space } = "ev-declared",
    EvPassed { name: Name, colour: Colour, number: u8, from: Space, to: Space } = "ev-passed",
    EvRefreshed { name: Name, colour: Colour } = "ev-refreshed",
    EvPlaced { name: Name, colour: Colour, symbol: Symbol, square: Square } = "ev-placed",
    EvBonusGained { name: Name, count: u32 } = "ev-bonus-gained",
    EvRefilled { colour: Colour, count: usize } = "ev-refilled",
    EvDistrictScored { name: Name, district: char, tiles: u32, multiplier: u8, points: u32 } = "ev-district-scored",
    EvStoneDown { colour: Colour } = "ev-stone-down",
    EvColourClosed { name: Name, colour: Colour, points: u32 } = "ev-colour-closed",
    EvEndTriggered = "ev-end-triggered",
    EvPlayerLeft { name: Name } = "ev-player-left",
    EvTurnStarted { name: Name, round: u32 } = "ev-turn-started",
    EvGameOver { reason: EndReason } = "ev-game-over",
    /// The declaration that opened a turn, when the turn is told later.
    DeclaredBefore { name: Name, colour: Colour, number: u8 } = "declared-before",

    // ----- scores -----
    RankingOver { reason: EndReason } = "ranking-over",
    RankingLine { rank: usize, name: Name, points: u32 } = "ranking-line",
    RankingNotOver { round: u32 } = "ranking-not-over",
    RankingSoFar { name: Name, points: u32 } = "ranking-so-far",
    BreakdownDistrict { district: char, colour: Colour, tiles: u32, multiplier: u8, points: u32 } = "breakdown-district",
    BreakdownOffBoard { points: u32 } = "breakdown-off-board",
    BreakdownGroup { symbol: Symbol, size: usize, points: u32 } = "breakdown-group",
    BreakdownIncomplete { districts: Vec<Box<Msg>>, points: u32 } = "breakdown-incomplete",
    BreakdownIncompleteItem { district: char, tiles: u32 } = "breakdown-incomplete-item",
    BreakdownBonus { tiles: u32, points: u32 } = "breakdown-bonus",

    // ----- records (crate::record) -----
    ReplayVerified { actions: usize } = "replay-verified",
    RecordBroken { path: String, error: Box<Msg> } = "record-broken",
    ReplayMalformed { detail: String } = "replay-malformed",
    ReplayVersion { format: Quote, version: u32, expected_format: String, expected_version: u32 } = "replay-version",
    ReplaySetup { error: Box<Msg> } = "replay-setup",
    ReplayIllegal { action: usize, seat: usize, what: String, error: Box<Msg> } = "replay-illegal",
    ReplayMismatchInitial { path: String, recorded: String, replayed: String } = "replay-mismatch-initial",
    ReplayMismatch { action: usize, path: String, recorded: String, replayed: String } = "replay-mismatch",
    // ## records of the family (issue 27 item 5)
    ReplayOtherGame { game: Quote, expected: String } = "replay-other-game",

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
    HintHeader { turn: String } = "hint-header",
    HintSpends { count: u32 } = "hint-spends",
    HintPasses = "hint-passes",
    HintGrows { district: char, colour: Colour, tiles: u32, size: u32 } = "hint-grows",
    HintCompletes { district: char, colour: Colour, multiplier: u8, points: u32 } = "hint-completes",
    HintCloses { colour: Colour, points: u32 } = "hint-closes",
    HintTriggersEnd = "hint-triggers-end",
    HintMotif { motif: Symbol, size: u32, points: i64 } = "hint-motif",
    HintBonus { count: u32 } = "hint-bonus",
    HintUsed { name: Name } = "hint-used",

    // ----- words in pictures -----
    PicPoints = "pic-points",
    PicBonusTiles { count: u32 } = "pic-bonus-tiles",
    PicRound { round: u32 } = "pic-round",
    PicTurnOf { name: String } = "pic-turn-of",
    PicStepDeclare = "pic-step-declare",
    PicStepPlace { colour: String, number: u8 } = "pic-step-place",
    PicLastRound = "pic-last-round",
    PicClosed = "pic-closed",
    PicOffRow = "pic-off-row",
    PicStack { count: usize } = "pic-stack",
    PicMultiplier { multiplier: u8 } = "pic-multiplier",
    PicGameboard = "pic-gameboard",
    PicScoreboard = "pic-scoreboard",
    PicGained { points: u32 } = "pic-gained",
    PicDistrictChip { district: String, points: u32 } = "pic-district-chip",
    PicDistrictsDone = "pic-districts-done",
    PicLeftGame = "pic-left-game",
    PicGameOver = "pic-game-over",
    PicRank { rank: usize } = "pic-rank",
    PicDistricts = "pic-districts",
    PicOffBoard = "pic-off-board",
    PicMotifGroups = "pic-motif-groups",
    PicIncomplete = "pic-incomplete",
    PicBonusPairs = "pic-bonus-pairs",
    PicTotal = "pic-total",
    PicDistrictDetail { district: String, tiles: u32, multiplier: u8 } = "pic-district-detail",
    PicGroupDetail { motif: String, size: usize } = "pic-group-detail",
    PicIncompleteDetail { district: String, tiles: u32 } = "pic-incomplete-detail",
    PicBonusDetail { count: u32 } = "pic-bonus-detail",
    PicListSeparator = "pic-list-separator",
    PicYou { name: String } = "pic-you",
    PicStripPoints { points: u32 } = "pic-strip-points",
    PicStoneCount { letter: String, count: u8 } = "pic-stone-count",
    PicPanelTitle = "pic-panel-title",
    PicPanelChoose = "pic-panel-choose",
    PicPreview { points: String } = "pic-preview",
    PicPreviewPoints { points: u32 } = "pic-preview-points",
    PicPreviewDistrict { district: String, tiles: u32, multiplier: u8 } = "pic-preview-district",
    PicPreviewStoneOff { points: u32 } = "pic-preview-stone-off",
    PicPreviewBonus { count: u32 } = "pic-preview-bonus",
    PicPreviewNoDistrict = "pic-preview-no-district",

    // ----- records, verification, backups -----
    ReplayNoSeed = "replay-no-seed",
    ReplayCommitment { committed: String, revealed: String } = "replay-commitment",
    /// `calcada render`: one picture written, at `path`.
    RenderWrote { path: String } = "render-wrote",
    /// `calcada render --step` beyond the record's `actions`.
    RenderStepBeyond { step: usize, actions: usize } = "render-step-beyond",
    ReplayFinalScores = "replay-final-scores",
    VerifiedSealed { actions: usize, hash: String } = "verified-sealed",
    VerifiedUnsealed { actions: usize } = "verified-unsealed",
    /// `calcada verify --seal`: the record carries another seal than the one published.
    SealNotShown { shown: String, carried: String } = "seal-not-shown",
    /// `calcada verify --seal` on a record without a seal (a game played offline).
    SealAbsent { shown: String } = "seal-absent",
    Exported { count: usize, dir: String } = "exported",
    NothingToExport = "nothing-to-export",
    RecordAttached { game: i64 } = "record-attached",
    NoSuchGame { game: i64 } = "no-such-game",
    SettingsShown { zone: String, quiet: String, notify: String, reminder: i64, away: String } = "settings-shown",
    SettingsSaved = "settings-saved",
    BadTimeZone { text: Quote } = "bad-time-zone",
    BadQuiet { text: Quote } = "bad-quiet",
    /// Quiet hours longer than the cap (a game's clock must keep running).
    QuietTooLong { hours: u16 } = "quiet-too-long",
    /// Time away beyond the server's cap within 30 days.
    AwayBudgetSpent { days: u32, left: u32 } = "away-budget-spent",
    BadDate { text: Quote } = "bad-date",
    AwayTooLong { days: u32 } = "away-too-long",
    AwaySet { until: When } = "away-set",
    Back = "back",
    StatusAway { name: Name, until: When } = "status-away",
    StatusWaiting { name: Name, since: When } = "status-waiting",
    LeaderboardHeader = "leaderboard-header",
    LeaderboardLine { rank: usize, name: Name, rating: Decimal, games: u32, wins: u32, percent: String, average: Decimal, best: u32 } = "leaderboard-line",
    LeaderboardBots = "leaderboard-bots",
    LeaderboardBotLine { kind: BotLevel, games: u32, wins: u32, percent: String, average: Decimal, best: u32 } = "leaderboard-bot-line",
    NoLeaderboard = "no-leaderboard",
    NoStats = "no-stats",
    StatsBest { game: i64, points: u32 } = "stats-best",
    StatsGame { game: i64, when: When, rank: usize, players: usize, points: u32 } = "stats-game",
    /// A player's time to move: median and 90th percentile of their timed turns.
    StatsSpeed { turns: usize, median: Box<Msg>, p90: Box<Msg> } = "stats-speed",
    /// Finished games in which no turn of theirs was played by a bot.
    StatsOnTime { on_time: u32, games: u32 } = "stats-on-time",
    LeaderboardSpeedHeader = "leaderboard-speed-header",
    LeaderboardSpeedLine { rank: usize, name: Name, median: Box<Msg>, p90: Box<Msg>, turns: usize, on_time: u32, games: u32 } = "leaderboard-speed-line",
    /// A span of time: minutes; hours and minutes; days and hours.
    SpanMinutes { minutes: u64 } = "span-minutes",
    SpanHours { hours: u64, minutes: u64 } = "span-hours",
    SpanDays { days: u64, hours: u64 } = "span-days",
    /// `my games`: how many games, how many waiting on the caller.
    MyGamesHeader { count: usize, waiting: usize } = "my-games-header",
    MyGamesRunning { game: i64, channel: String, mine: bool, turn: Name, since: When, seat: usize, points: u32, rank: usize, players: usize } = "my-games-running",
    MyGamesLobby { game: i64, channel: String, seat: usize, count: usize, max: usize } = "my-games-lobby",
    NoMyGames = "no-my-games",
    /// The caller's time left on a game's turn clock, after its line.
    MyGamesClock { left: Box<Msg> } = "my-games-clock",
    /// The button that opens a game's turn panel from `my games`.
    ButtonMyTurn { game: i64 } = "button-my-turn",
    RecordRunning = "record-running",
    BackupWritten { path: String, games: u64 } = "backup-written",
    BackupFailed { path: String, error: String } = "backup-failed",
    DatabaseDamaged { path: String, detail: String } = "database-damaged",
    DatabaseDamagedBackup { path: String, detail: String, backup: String } = "database-damaged-backup",
    /// The SQLite file (or a journal beside it) was open to other users and was made private.
    DatabaseTightened { path: String, mode: String } = "database-tightened",
    BackupsNeedSqlite = "backups-need-sqlite",
    MetricsBindFailed { address: String, error: String } = "metrics-bind-failed",
    MigrateDbDone { games: u64, actions: u64, notices: u64, replayed: u64, from: String, to: String } = "migrate-db-done",
    MigrateDbFailed { from: String, to: String, error: String } = "migrate-db-failed",

    BenchBotsHeader { games: u64, seed: u64, playouts: u32, limit: Box<Msg> } = "bench-bots-header",
    BenchBotsNoLimit = "bench-bots-no-limit",
    BenchBotsLimit { ms: String } = "bench-bots-limit",
    BenchBotsDecisions { median: Decimal, p99: Decimal, max: Decimal, searched: u64, decisions: u64 } = "bench-bots-decisions",
    BenchBotsPlayouts { rate: String, playouts: u64, timed_out: u64 } = "bench-bots-playouts",
    BenchBotsMatch { players: usize, percent: Decimal, games: u64, others: usize, wins: u64, shared: u64, score: Decimal, best: Decimal } = "bench-bots-match",
    BenchBotsTime { seconds: Decimal } = "bench-bots-time",

    // ----- the turn clock (issue 26) -----
    /// `new` with clock options out of range, or a bonus or quiet choice without a bank.
    BadClock { days: u32, hours: u32 } = "bad-clock",
    /// A time on the clock: "2d 4h", "5h", "40m".
    ClockDays { days: i64, hours: i64 } = "clock-days",
    ClockHours { hours: i64 } = "clock-hours",
    ClockMinutes { minutes: i64 } = "clock-minutes",
    /// One player's time left, an item of `clock-times`.
    ClockSeat { name: Name, left: Box<Msg> } = "clock-seat",
    /// Each player's time left (status, turn messages).
    ClockTimes { times: Vec<Msg> } = "clock-times",
    /// The game's clock as chosen at `new`.
    ClockOptions { bank: Box<Msg>, bonus: Box<Msg>, quiet: bool } = "clock-options",
    /// In the channel: a player's bank ran out and the stand-in played their turn.
    ClockRanOut { name: Name } = "clock-ran-out",
    /// A line of the status: an admin paused the server's games.
    StatusPaused = "status-paused",
    Paused = "paused",
    AlreadyPaused = "already-paused",
    Resumed { paused: Box<Msg> } = "resumed",
    NotPaused = "not-paused",

    // ----- running the bot -----
    NoToken = "no-token",
    TokenRejected = "token-rejected",
    DiscordUnreachable { error: String, seconds: u64 } = "discord-unreachable",
    ConfigInvalid { name: String, value: Quote } = "config-invalid",
    EnvFileBroken { line: usize, name: Quote } = "env-file-broken",
    EnvFileUnreadable { error: String } = "env-file-unreadable",

    // ----- the terminal (`calcada local`) -----
    LocalPrompt { name: String } = "local-prompt",
    LocalPrivate { name: String, text: String } = "local-private",
    LocalMention { name: String } = "local-mention",
    LocalPicture { path: String } = "local-picture",
    LocalNotice { text: String } = "local-notice",
    LocalNoticeFor { name: String, text: String } = "local-notice-for",
    LocalDirect { name: String, text: String } = "local-direct",
    LocalFault { fault: String } = "local-fault",
    /// A legal next step of the terminal's panel, and the words that plan it.
    LocalChoice { choice: String, words: String } = "local-choice",
    NothingPlanned = "nothing-planned",
    // ## replay
    /// A replay's heading: the game and which turn of how many (0: the start position).
    ReplayTurn { game: i64, turn: usize, turns: usize } = "replay-turn",
    /// A running game's replay at its last finished turn: who plays now.
    ReplayLatest { name: Name } = "replay-latest",
    /// A running game's replay asked for by someone not seated in it.
    ReplayPlayersOnly { game: i64 } = "replay-players-only",
    /// A replay button whose custom id does not read.
    ReplayBadButton = "replay-bad-button",
    ButtonReplayStart = "button-replay-start",
    ButtonReplayBack = "button-replay-back",
    ButtonReplayForward = "button-replay-forward",
    ButtonReplayEnd = "button-replay-end",
    /// The terminal, under a replay: how to step through it (at the start, at the last turn).
    LocalReplaySteps { turns: usize, back: usize, next: usize } = "local-replay-steps",
    LocalReplayFirst { turns: usize } = "local-replay-first",
    LocalReplayLast { turns: usize, back: usize } = "local-replay-last",
    // ## bench crate
    /// `calcada bench ...`: the benchmarks moved to crates/calcada-bench; `args` is what
    /// followed `bench` (or `--help`).
    BenchMoved { args: String } = "bench-moved",
    // ## piazza terminal
    /// Piazza's names (`calcada local --game piazza`, its records): a colour, a symbol, a
    /// tile (by their keys: `red`, `star`), and the legend of the letters and marks.
    PtColour { colour: String } = "pt-colour",
    PtSymbol { symbol: String } = "pt-symbol",
    PtTile { colour: String, symbol: String } = "pt-tile",
    PtLegend { colours: String, symbols: String } = "pt-legend",
    PtHelp = "pt-help",
    PtSeatCount { count: usize } = "pt-seat-count",
    PtBotName { number: usize, kind: BotLevel } = "pt-bot-name",
    PtWelcome { players: usize, seed: String } = "pt-welcome",
    PtSeatIntro { name: String, colours: Vec<Msg> } = "pt-seat-intro",
    PtNeutral { colour: Box<Msg> } = "pt-neutral",
    PtStarts { name: String } = "pt-starts",
    /// Before a person's hand is shown: the others look away.
    PtPassKeyboard { name: String } = "pt-pass-keyboard",
    PtTurn { name: String, turn: u32 } = "pt-turn",
    PtHand { name: String, tiles: String } = "pt-hand",
    PtMustPass = "pt-must-pass",
    PtPrompt { name: String } = "pt-prompt",
    /// A seat's public line; `finished` 0 while it still has tiles, else the order in which
    /// it placed all of them (what decides equal points).
    PtScoreLine { name: String, colours: String, points: u32, hand: usize, pile: usize, finished: u32 } = "pt-score-line",
    PtTilesLeft { count: usize } = "pt-tiles-left",
    PtPlaced { name: String, code: String, tile: Box<Msg>, cell: String } = "pt-placed",
    PtBracket { name: String, from: String, to: String, points: u32 } = "pt-bracket",
    PtDrew { name: String, count: usize } = "pt-drew",
    PtPassed { name: String } = "pt-passed",
    PtFinished { name: String, place: u32 } = "pt-finished",
    /// `reason`: `all_placed` or `blocked`.
    PtGameOver { reason: String } = "pt-game-over",
    PtRankLine { rank: usize, name: String, points: u32, finished: u32 } = "pt-rank-line",
    PtQuit = "pt-quit",
    PtLegalHeader { count: usize } = "pt-legal-header",
    PtLegalLine { words: String, points: u32 } = "pt-legal-line",
    PtLegalMore { more: usize } = "pt-legal-more",
    PtHint { words: String, points: u32 } = "pt-hint",
    PtRefused { error: Box<Msg> } = "pt-refused",
    PtUnknownCommand { word: Quote } = "pt-unknown-command",
    PtPlaceUsage = "pt-place-usage",
    PtExtraWords { words: Quote } = "pt-extra-words",
    PtBadSlot { word: Quote } = "pt-bad-slot",
    PtBadCell { word: Quote } = "pt-bad-cell",
    PtNoSlot { slot: usize, max: usize } = "pt-no-slot",
    PtSameSlot { slot: usize } = "pt-same-slot",
    /// Piazza's rules refusing an action (`piazza_rules::RuleError`), as clauses.
    PtErrGameOver = "pt-err-game-over",
    PtErrNoSuchSeat { seat: usize } = "pt-err-no-such-seat",
    PtErrNotYourTurn { name: String } = "pt-err-not-your-turn",
    PtErrNotInHand { tile: Box<Msg> } = "pt-err-not-in-hand",
    PtErrSameCell { cell: String } = "pt-err-same-cell",
    PtErrCellTaken { cell: String } = "pt-err-cell-taken",
    PtErrOutsideGrid { cell: String } = "pt-err-outside-grid",
    PtErrNotAlongside { cell: String } = "pt-err-not-alongside",
    PtErrSameColour { cell: String, neighbour: String } = "pt-err-same-colour",
    PtErrSameSymbol { cell: String, neighbour: String } = "pt-err-same-symbol",
    PtErrTwoColours { first: Box<Msg>, second: Box<Msg> } = "pt-err-two-colours",
    PtErrNotInLine { first: String, second: String } = "pt-err-not-in-line",
    PtErrNotABracket { first: String, second: String, between: String } = "pt-err-not-a-bracket",
    PtErrMustPlace = "pt-err-must-place",
    /// Piazza records that do not verify (`piazza_rules::RecordError`), as clauses.
    PtRecMalformed { detail: String } = "pt-rec-malformed",
    PtRecEnvelope { format: Quote, version: u32, game: Quote, expected: u32 } = "pt-rec-envelope",
    PtRecSetup { error: Box<Msg> } = "pt-rec-setup",
    PtRecSetupDiffers = "pt-rec-setup-differs",
    /// `seat` counted from 1, as players count them; `name` its player.
    PtRecIllegal { action: usize, seat: usize, name: String, error: Box<Msg> } = "pt-rec-illegal",
    PtRecOutcome = "pt-rec-outcome",
    /// Where a Piazza record's state differs from the replay's: `field` is `current`, `turn`,
    /// `passes`, `seats`, or one of seat `seat`'s (from 1) `name`, `colours`, `score`,
    /// `hand_size`, `pile_size`, `finished`.
    PtRecField { field: String, seat: usize } = "pt-rec-field",
    /// `field` a [`Msg::PtRecField`].
    PtRecMismatchInitial { field: Box<Msg>, recorded: String, replayed: String } = "pt-rec-mismatch-initial",
    PtRecMismatch { action: usize, field: Box<Msg>, recorded: String, replayed: String } = "pt-rec-mismatch",
    /// A record whose `actions` actions do not end the game, but that claims final scores.
    PtRecCutShort { actions: usize } = "pt-rec-cut-short",
    PtRecNoFinalScores { actions: usize } = "pt-rec-no-final-scores",
    /// Settings naming a deal this version does not know.
    PtSetupDeal { deal: u32 } = "pt-setup-deal",
    PtVerified { actions: usize, players: usize } = "pt-verified",
    /// After it, for a record with the shuffle's seal: the seed and salt hash to it.
    PtVerifiedSeal { hash: String } = "pt-verified-seal",
    /// `calcada verify` of several files: the file whose report follows.
    PtVerifyFile { path: String } = "pt-verify-file",
    PtRecordBroken { path: String, error: String } = "pt-record-broken",
    PtReplayHeader { players: usize, actions: usize } = "pt-replay-header",
    PtReplayTurn { number: usize, name: String } = "pt-replay-turn",
    PtSimHeader { games: u64, players: usize, bots: String } = "pt-sim-header",
    PtSimMoves { average: Decimal, tiles: Decimal } = "pt-sim-moves",
    PtSimPoints { average: Decimal, max: u32 } = "pt-sim-points",
    PtSimEndings { all_placed: u64, blocked: u64 } = "pt-sim-endings",
    PtCalcadaOnly { option: String } = "pt-calcada-only",
    PtPiazzaOnly { option: String } = "pt-piazza-only",
    // ## piazza pictures
    /// Piazza's pictures (`render::piazza`): the status line's heading, "Turn 12".
    PicPiazzaTurn { turn: u32 } = "pic-piazza-turn",
    /// Whose turn it is: "Ana to play".
    PicPiazzaToPlay { name: String } = "pic-piazza-to-play",
    /// A seat's tiles left in the score strip: "3 in hand · 9 in pile".
    PicPiazzaTilesLeft { hand: usize, pile: usize } = "pic-piazza-tiles-left",
    /// In the score strip, a seat that has placed all of its tiles (no order: it could read
    /// as the seat's rank).
    PicPiazzaOutOfTiles = "pic-piazza-out-of-tiles",
    /// On the final picture, the order in which a seat placed all of its tiles (what decides
    /// equal points), `place` worded by `pic-rank`: "2nd to place all tiles".
    PicPiazzaFinished { place: String } = "pic-piazza-finished",
    /// On the final picture, a seat that never placed all of its tiles (a blocked end).
    PicPiazzaNotFinished = "pic-piazza-not-finished",
    /// Beside the neutral colour's tile (three players).
    PicPiazzaNeutral = "pic-piazza-neutral",
    /// Under the grid when the 8x8 limit shows (hatched cells).
    PicPiazzaBound = "pic-piazza-bound",
    /// Heading of the hand on a seat's panel.
    PicPiazzaHand = "pic-piazza-hand",
    /// Top line of the panel of the seat to move, nothing previewed.
    PicPiazzaYourTurn = "pic-piazza-your-turn",
    /// Top line of the panel of a seat waiting for its turn.
    PicPiazzaPanelTitle = "pic-piazza-panel-title",
    /// Top line of a preview: "Preview: +5 points".
    PicPiazzaPreview { points: u32 } = "pic-piazza-preview",
    /// The brackets a previewed action closes, `list` their tiles: "2 brackets: 3 + 2 tiles".
    PicPiazzaBrackets { count: usize, list: String } = "pic-piazza-brackets",
    /// A previewed action that closes no bracket.
    PicPiazzaNoBracket = "pic-piazza-no-bracket",
    /// A tile placed in a Piazza turn's caption: `tile` worded by `pt-tile`, `cell` a cell's
    /// name ("red star on H7").
    PicPiazzaTileOn { tile: String, cell: String } = "pic-piazza-tile-on",
    /// The caption of the picture posted after a Piazza turn: who placed which tile where
    /// (`first` worded by `pic-piazza-tile-on`).
    PicPiazzaPlacedOne { name: String, first: String } = "pic-piazza-placed-one",
    /// The same for two tiles.
    PicPiazzaPlacedTwo { name: String, first: String, second: String } = "pic-piazza-placed-two",
    /// Under it, what the turn scored: `points` in all and `brackets` worded by
    /// `pic-piazza-brackets` or `pic-piazza-no-bracket`.
    PicPiazzaScored { points: u32, brackets: String } = "pic-piazza-scored",
    /// The caption of a turn in which the seat could place no tile.
    PicPiazzaPassed { name: String } = "pic-piazza-passed",
    /// Why the game ended (final picture).
    PicPiazzaEndAllPlaced = "pic-piazza-end-all-placed",
    PicPiazzaEndBlocked = "pic-piazza-end-blocked",
    /// Under a ranking where equal points were decided by who finished first.
    PicPiazzaTieBreak = "pic-piazza-tie-break",
    // ## piazza on discord
    /// `new` for a Piazza game: who opened it, for how many.
    PiazzaOpened { creator: Name, max: usize } = "piazza-opened",
    /// A Calçada move (declare, place a Calçada tile, the Calçada panel) asked in a Piazza game.
    PiazzaOnly = "piazza-only",
    /// `/piazza place` asked in a Calçada game.
    CalcadaOnly = "calcada-only",
    /// The private hand of the seat to move (`/turn` in a Piazza game).
    PiazzaHandYourTurn = "piazza-hand-your-turn",
    /// The private hand of a seat waiting: `name` is to play.
    PiazzaHandWaiting { name: Name } = "piazza-hand-waiting",
    /// Under a previewed Piazza move: `preview` its points and brackets.
    PiazzaConfirm { preview: String } = "piazza-confirm",
    /// A move's words that name no move (a value not taken from the list).
    PiazzaBadMove { words: Quote } = "piazza-bad-move",
    /// A legal move in the list: `tiles` worded by `pic-piazza-tile-on`, and its points.
    PiazzaChoice { tiles: String, points: u32 } = "piazza-choice",
    /// Passing, in the list (only when no tile fits).
    PiazzaChoicePass = "piazza-choice-pass",
    /// The direct message (or held-back ping) telling a player it is their turn in Piazza.
    PiazzaYourTurn { name: Name } = "piazza-your-turn",
    // ## leagues (issue 47): `league` is the league's name as shown ("#3")
    /// A league was created and takes sign-ups.
    LeagueCreated { league: String } = "league-created",
    /// A player signed up; `count` players are in now.
    LeagueSignedUp { league: String, count: usize } = "league-signed-up",
    LeagueAlreadySignedUp { league: String } = "league-already-signed-up",
    /// A player withdrew (before the start: their sign-up is gone).
    LeagueWithdrawn { league: String } = "league-withdrawn",
    LeagueNotSignedUp { league: String } = "league-not-signed-up",
    LeagueSignUpClosed { league: String } = "league-signup-closed",
    /// No league of that number on the caller's server.
    LeagueUnknown = "league-unknown",
    /// A league's settings out of bounds.
    LeagueBadSettings = "league-bad-settings",
    /// The start, refused: `needed` players at least, `players` signed up.
    LeagueTooFew { league: String, needed: usize, players: usize } = "league-too-few",
    /// The start: round 1 paired at `tables` tables.
    LeagueStarted { league: String, tables: usize } = "league-started",
    /// Pausing, dropping or ending a league that is not being played.
    LeagueNotRunning { league: String } = "league-not-running",
    LeaguePaused { league: String } = "league-paused",
    LeagueResumed { league: String } = "league-resumed",
    LeagueEnded { league: String } = "league-ended",
    /// An admin dropped `name`: the stand-in plays their seats.
    LeagueDropped { league: String, name: Name } = "league-dropped",
    /// The standings' heading: after round `round` of `rounds`.
    LeagueStandingsTitle { league: String, round: usize, rounds: usize } = "league-standings-title",
    /// One line of the standings.
    LeagueStandingsRow { rank: u32, name: Name, points: u32, played: u32, byes: u32 } = "league-standings-row",
    LeagueStandingsEmpty { league: String } = "league-standings-empty",
    /// A table's thread (and game) name.
    LeagueTableName { league: String, round: usize, table: usize } = "league-table-name",
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn keys_are_unique_and_argument_names_follow_the_fields() {
        let mut keys: Vec<&str> = SCHEMA.iter().map(|(k, _)| *k).collect();
        keys.sort_unstable();
        let n = keys.len();
        keys.dedup();
        assert_eq!(keys.len(), n, "a key is used twice");
        let m = Msg::Joined {
            name: "Ana".into(),
            seated: 2,
            max: 4,
        };
        let names: Vec<String> = m.text().args.into_iter().map(|(k, _)| k).collect();
        assert_eq!(names, ["name", "seated", "max"]);
        assert_eq!(m.key(), "joined");
    }
}
