//! The messages of server leagues (issue 47), in the Fluent files' order: sign-ups, the
//! start, pauses, the end, standings and a table's name; then a game in its own thread.

/// Adds these messages to those listed before (`$listed`) and hands them all on to `$next`
/// (then the parts after it, `$rest`).
macro_rules! leagues {
    ($next:ident $(, $rest:ident)*; $($listed:tt)*) => { $next! { $($rest),*; $($listed)*
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
    /// The labels of the buttons under a new league: sign up, withdraw.
    LeagueSignUpButton = "league-signup-button",
    LeagueWithdrawButton = "league-withdraw-button",
    /// A round paired, posted in the league's channel: its number, of how many, and when it
    /// ends; its tables follow, one line each.
    LeagueRoundPaired { league: String, round: usize, rounds: usize, deadline: When } = "league-round-paired",
    /// One table of a paired round: its players (mentions) and its thread (a link).
    LeagueTableLine { table: usize, players: String, thread: String } = "league-table-line",
    /// The players with a bye this round (mentions).
    LeagueByes { players: String } = "league-byes",
    /// The league is over, posted in its channel: the final standings follow.
    LeagueFinal { league: String } = "league-final",
    /// The standings picture's column headings: rank, player, points, tables played, byes.
    LeagueColRank = "league-col-rank",
    LeagueColPlayer = "league-col-player",
    LeagueColPoints = "league-col-points",
    LeagueColPlayed = "league-col-played",
    LeagueColByes = "league-col-byes",
    /// `create` inside a thread: a league makes a thread per table, so it lives in a channel.
    LeagueInThread = "league-in-thread",
    // ## a game in its own thread (issue 47): `thread` is the thread as Discord links it
    // ("<#123>")
    /// A game's thread: the game's name and its host's.
    ThreadName { game: String, names: Name } = "thread-name",
    /// The answer in the channel: the game is open in its thread.
    ThreadOpened { thread: String } = "thread-opened",
    /// The label of the button that seats a player in a thread's game.
    ThreadJoinButton = "thread-join-button",
    /// The player pressed Join: seated, and added to the thread.
    ThreadJoined { thread: String } = "thread-joined",
    /// Seated, but Discord did not add the player to the thread (pressing again does).
    ThreadJoinFailed { thread: String } = "thread-join-failed",
    /// Discord did not create the thread (a failure that passes): nothing was opened.
    ThreadFailed = "thread-failed",
    /// The thread option, used inside a thread.
    ThreadInThread = "thread-in-thread",
    } };
}
