//! What the running bot says, in the Fluent files' order: records, verification and backups
//! (with a player's settings, leaderboards, statistics and `my games`), the turn clock,
//! running the bot, the terminal (`calcada local`), replays and the bench crate's note.

/// Adds these messages to those listed before (`$listed`) and hands them all on to `$next`
/// (then the parts after it, `$rest`).
macro_rules! operations {
    ($next:ident $(, $rest:ident)*; $($listed:tt)*) => { $next! { $($rest),*; $($listed)*
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
    /// A control the terminal shows, numbered: typing the number clicks it.
    LocalControl { number: usize, label: String } = "local-control",
    /// The heading of a select's numbered options.
    LocalSelect { placeholder: String } = "local-select",
    /// A number typed that no control shown to the caller carries.
    LocalNoControl { number: usize } = "local-no-control",
    /// `--players` and `--bots` seat a number of players the game is not for.
    LocalSeatCount { game: String, min: usize, max: usize, count: usize } = "local-seat-count",
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
    } };
}
