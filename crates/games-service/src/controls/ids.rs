//! The custom ids of our buttons and selects. Each says what it is for and carries the state a
//! click needs, so the bot keeps nothing between clicks; every control that acts on a game
//! names the game (its number) it was made for, so a click on a control of another game than
//! the channel's now is answered as stale, never applied:
//!
//! - `calcada:turn:<game>`: the turn message's **Take your turn**;
//! - `calcada:play:<channel>:<game>`: a **Play game #N** button of `my games`;
//! - `calcada:move:<game>:<move number>`: a menu of legal moves (its values: the moves in
//!   their game's notation, played as `Command::Move`);
//! - `cp:<game>:<move number>:<steps>:<control>`: a turn panel's controls, and
//!   `cq:<channel>:<game>:<move number>:<steps>:<control>` for a panel shown in another
//!   channel than its game's (opened from `my games`): a game's own, made and read by its
//!   plugin (`GamePlugin::read_control`);
//! - `<game kind>:ok:<game>:<move number>:<the move in its game's notation>`: a previewed
//!   move's Confirm (any game's: the kind, its tag, only tells a reader whose move it is);
//! - `mv:<game>:<move number>:<the move in its game's notation>`: a game's move button
//!   (any game's: `GameCtx::move_button`), played as `Command::Move`;
//! - `calcada:results:<page>`, `calcada:mine:<page>`: pages;
//! - `calcada:replay:<game>:<turn shown>:<s|b|f|e>`: a replay's buttons (start, back,
//!   forward, end).
//! - `rm:<game>`: the Rematch button under the final message of a game played to its end.
//!
//! The service makes them (`build.rs`) and reads them back (`click.rs`); the transports only
//! hand them back.
//!
//! Ids an older version of the bot made named no game ([`Legacy`]); they are answered as
//! stale too.

use games_store::GameKind;

/// The Take your turn button of turn messages: `calcada:turn:<game>`.
pub const TAKE_TURN: &str = "calcada:turn:";
/// A game's panel opened from `my games`: `calcada:play:<channel>:<game>`.
pub const PLAY_PREFIX: &str = "calcada:play:";
/// The menu of legal moves: `calcada:move:<game>:<move number>`.
pub const MENU_PREFIX: &str = "calcada:move:";
/// Results pages: `calcada:results:<page>`.
pub const RESULTS_PREFIX: &str = "calcada:results:";
/// Pages of `my games`: `calcada:mine:<page>`.
pub const MY_GAMES_PREFIX: &str = "calcada:mine:";
/// A previewed move's Confirm button: `<game kind>:ok:<game>:<move number>:<notation>`.
const CONFIRM_INFIX: &str = ":ok:";
/// A turn panel's controls (a game's own: its plugin makes and reads them), in the game's
/// channel; known here for the older version's ids, which named no game.
pub const PANEL: &str = "cp:";
/// A turn panel's controls, shown in another channel (named after the prefix).
pub const PANEL_ELSEWHERE: &str = "cq:";

/// A number in base 36 (`0-9a-z`), as a game's own ids may carry it.
pub fn b36(mut n: u64) -> String {
    let mut digits = Vec::new();
    loop {
        digits.push(char::from_digit((n % 36) as u32, 36).expect("below 36"));
        n /= 36;
        if n == 0 {
            break;
        }
    }
    digits.iter().rev().collect()
}

/// A base-36 number back (lower case digits only).
pub fn parse_b36(s: &str) -> Option<u64> {
    let plain = !s.is_empty()
        && s.len() <= 13
        && s.bytes()
            .all(|b| b.is_ascii_digit() || b.is_ascii_lowercase());
    plain.then(|| u64::from_str_radix(s, 36).ok()).flatten()
}

/// A game's number in an id (`radix` 10 or 36): positive.
pub fn parse_game(s: &str, radix: u32) -> Option<i64> {
    let n = if radix == 36 {
        parse_b36(s)?
    } else {
        s.parse().ok()?
    };
    i64::try_from(n).ok().filter(|&g| g > 0)
}

/// The Take your turn button's id.
pub fn take_turn_id(game: i64) -> String {
    format!("{TAKE_TURN}{game}")
}

/// The game of a Take your turn button.
pub fn parse_take_turn(id: &str) -> Option<i64> {
    parse_game(id.strip_prefix(TAKE_TURN)?, 10)
}

/// The id of a `my games` button opening the panel of `game`, played in `channel`.
pub fn play_id(channel: u64, game: i64) -> String {
    format!("{PLAY_PREFIX}{channel}:{game}")
}

/// The channel and game of a `my games` button.
pub fn parse_play(id: &str) -> Option<(u64, i64)> {
    let (channel, game) = id.strip_prefix(PLAY_PREFIX)?.split_once(':')?;
    Some((channel.parse().ok()?, parse_game(game, 10)?))
}

/// The id of the menu of legal moves of `game` at move `version`.
pub fn menu_id(game: i64, version: u64) -> String {
    format!("{MENU_PREFIX}{game}:{version}")
}

/// The game and move number of a menu of legal moves.
pub fn parse_menu(id: &str) -> Option<(i64, u64)> {
    let (game, version) = id.strip_prefix(MENU_PREFIX)?.split_once(':')?;
    Some((parse_game(game, 10)?, version.parse().ok()?))
}

/// The id of a previewed move's Confirm: it plays `notation` in game `game` (of `kind`) at
/// move `version`.
pub fn confirm_id(kind: GameKind, game: i64, version: u64, notation: &str) -> String {
    format!("{}{CONFIRM_INFIX}{game}:{version}:{notation}", kind.key())
}

/// A game's move button: `mv:<game>:<move number>:<the move in the game's notation>`.
pub const MOVE_PREFIX: &str = "mv:";

/// The id of a button that plays `notation` in game `game` at move `version`.
pub fn move_id(game: i64, version: u64, notation: &str) -> String {
    format!("{MOVE_PREFIX}{game}:{version}:{notation}")
}

/// The game, the move number and the move (in its game's notation) a move button carries.
pub fn parse_move_id(id: &str) -> Option<(i64, u64, &str)> {
    let (game, rest) = id.strip_prefix(MOVE_PREFIX)?.split_once(':')?;
    let (version, notation) = rest.split_once(':')?;
    let game = game.parse().ok().filter(|&g: &i64| g > 0)?;
    Some((game, version.parse().ok()?, notation)).filter(|m| !m.2.is_empty())
}

/// The game, the move number and the move (in its game's notation) a previewed move's
/// Confirm carries.
pub fn parse_confirm_id(id: &str) -> Option<(i64, u64, &str)> {
    let (kind, rest) = id.split_once(CONFIRM_INFIX)?;
    let (game, rest) = rest.split_once(':')?;
    let (version, notation) = rest.split_once(':')?;
    // A game's tag, never another control's prefix: a panel's game number in base 36 can be
    // `ok` (`cp:ok:...`, game 884).
    let other = [PANEL, PANEL_ELSEWHERE, MOVE_PREFIX, REMATCH_PREFIX]
        .iter()
        .any(|p| p.strip_suffix(':') == Some(kind));
    let kind_ok =
        !kind.is_empty() && !other && kind.bytes().all(|b| b.is_ascii_lowercase() || b == b'-');
    let game = game.parse().ok().filter(|&g: &i64| g > 0)?;
    Some((game, version.parse().ok()?, notation)).filter(|m| kind_ok && !m.2.is_empty())
}

/// A replay's buttons: `calcada:replay:<game>:<turn shown>:<s|b|f|e>`.
pub const REPLAY_PREFIX: &str = "calcada:replay:";

/// Where a replay button leads.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ReplayStep {
    Start,
    Back,
    Forward,
    End,
}

impl ReplayStep {
    pub const ALL: [ReplayStep; 4] = [
        ReplayStep::Start,
        ReplayStep::Back,
        ReplayStep::Forward,
        ReplayStep::End,
    ];

    fn code(self) -> char {
        match self {
            ReplayStep::Start => 's',
            ReplayStep::Back => 'b',
            ReplayStep::Forward => 'f',
            ReplayStep::End => 'e',
        }
    }

    /// The turn it leads to from `turn` (the end: past any turn, which the service takes as
    /// the last one there is by then).
    pub fn from(self, turn: usize) -> usize {
        match self {
            ReplayStep::Start => 0,
            ReplayStep::Back => turn.saturating_sub(1),
            ReplayStep::Forward => turn.saturating_add(1),
            ReplayStep::End => usize::MAX,
        }
    }
}

/// A replay button's custom id.
pub fn replay_id(game: i64, turn: usize, step: ReplayStep) -> String {
    format!("{REPLAY_PREFIX}{game}:{turn}:{}", step.code())
}

/// A replay button's custom id read back (its `calcada:replay:` prefix already taken off):
/// the game, the turn shown, the step. `None` for anything else.
pub fn parse_replay(rest: &str) -> Option<(i64, usize, ReplayStep)> {
    let mut parts = rest.split(':');
    let game: i64 = parts.next()?.parse().ok().filter(|&g| g > 0)?;
    let turn: usize = parts.next()?.parse().ok()?;
    let code = parts.next()?;
    let step = ReplayStep::ALL
        .into_iter()
        .find(|s| code.len() == 1 && code.starts_with(s.code()))?;
    parts.next().is_none().then_some((game, turn, step))
}

/// A control an older version of the bot made: it named no game, so it is stale now.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Legacy {
    /// A turn panel's control (`cp:<move number>:<steps>:<control>`); `channel`: the game's,
    /// for a panel shown in another channel (`cq:<channel>:...`).
    Panel { channel: Option<u64> },
    /// The turn message's Take your turn (`calcada:turn`).
    TakeTurn,
    /// A `my games` button (`calcada:play:<channel>`).
    Play { channel: u64 },
    /// The menu of legal moves (`calcada:<move number>`).
    Menu,
}

/// Which older control `id` is, if it is one.
pub fn legacy(id: &str) -> Option<Legacy> {
    let number = |s: &str| !s.is_empty() && s.bytes().all(|b| b.is_ascii_digit());
    if id == "calcada:turn" {
        return Some(Legacy::TakeTurn);
    }
    if let Some(channel) = id.strip_prefix(PLAY_PREFIX).filter(|c| number(c)) {
        return Some(Legacy::Play {
            channel: channel.parse().ok()?,
        });
    }
    if id.strip_prefix("calcada:").is_some_and(number) {
        return Some(Legacy::Menu);
    }
    if let Some(rest) = id.strip_prefix(PANEL) {
        let f: Vec<&str> = rest.split(':').collect();
        return (f.len() == 3 && number(f[0])).then_some(Legacy::Panel { channel: None });
    }
    let f: Vec<&str> = id.strip_prefix(PANEL_ELSEWHERE)?.split(':').collect();
    (f.len() == 4 && number(f[1])).then_some(Legacy::Panel {
        channel: Some(f[0].parse().ok()?),
    })
}

/// The Rematch button of a game's final message: `rm:<game>`.
pub const REMATCH_PREFIX: &str = "rm:";

/// The id of the Rematch button under the final message of `game`.
pub fn rematch_id(game: i64) -> String {
    format!("{REMATCH_PREFIX}{game}")
}

/// The game a Rematch button names: `None` if `id` is no Rematch button, `Some(None)` if it
/// is one whose game does not read.
pub fn parse_rematch(id: &str) -> Option<Option<i64>> {
    id.strip_prefix(REMATCH_PREFIX)
        .map(|game| parse_game(game, 10).filter(|_| game.bytes().all(|b| b.is_ascii_digit())))
}

#[cfg(test)]
#[path = "ids_tests.rs"]
mod tests;
