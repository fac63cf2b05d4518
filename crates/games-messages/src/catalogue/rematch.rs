//! The messages of a rematch (issue 47), in the Fluent files' order: the final message's
//! button, the answers to its clicks, the channel told that an offer lapsed.

/// Adds these messages to those listed before (`$listed`) and hands them all on to `$next`
/// (then the parts after it, `$rest`).
macro_rules! rematch {
    ($next:ident $(, $rest:ident)*; $($listed:tt)*) => { $next! { $($rest),*; $($listed)*
    // ## rematch (issue 47): `game` is the game played to its end, `new` its rematch
    /// The button under a game's final message.
    ButtonRematch = "button-rematch",
    /// An acceptance recorded; `waiting`: the players who have not accepted yet.
    RematchAccepted { game: i64, waiting: Vec<Name> } = "rematch-accepted",
    /// A second click by a player who accepted already: nothing changed.
    RematchAlreadyAccepted { game: i64, waiting: Vec<Name> } = "rematch-already-accepted",
    /// Every human of the game accepted: the rematch opens (said in the channel).
    RematchOpened { game: i64, new: i64 } = "rematch-opened",
    /// A click once the rematch has opened.
    RematchAlreadyOpen { game: i64, new: i64 } = "rematch-already-open",
    /// A click after the offer lapsed (a day after the game ended).
    RematchLapsed { game: i64 } = "rematch-lapsed",
    /// The channel is told, once, that an offer someone accepted has lapsed.
    RematchLapsedNotice { game: i64 } = "rematch-lapsed-notice",
    /// A click by someone who played no seat of the game.
    RematchNotPlayer { game: i64 } = "rematch-not-player",
    /// A click naming a game still open or running.
    RematchNotOver { game: i64 } = "rematch-not-over",
    /// A click naming a game ended early (its final message has no Rematch button).
    RematchEndedEarly { game: i64 } = "rematch-ended-early",
    /// A click naming a league table's game (its final message has no Rematch button): the
    /// league pairs its players' next games.
    RematchLeagueGame { game: i64 } = "rematch-league-game",
    /// A Rematch button naming no game of this channel, or one that does not read.
    RematchUnknown = "rematch-unknown",
    /// Everyone accepted, but the channel has another live game (`other`).
    RematchChannelBusy { game: i64, other: i64 } = "rematch-channel-busy",
    } };
}
