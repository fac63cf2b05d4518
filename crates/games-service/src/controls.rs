//! Which game a button or a menu belongs to. Every control names the game it was made for
//! ([`MadeFor`]): a click on a control of another game than the channel's now (a panel left
//! open from the channel's previous game, once the next one reaches the same move number) is
//! stale and changes nothing. (Which lists of steps a panel plays at once is the game's to
//! say: its plugin checks a forged list before anything is played.)
//!
//! The controls themselves are data ([`kit`]: rows of buttons or a select, within the
//! transports' limits) whose ids the service makes ([`ids`], [`build`]) and reads back when
//! clicked ([`click`]); the transports only render them.

mod build;
mod click;
pub mod ids;
pub mod kit;

pub(crate) use build::default_panel;
pub use build::of;
pub use click::{click_is_hint, click_updates, route, How, Route};

use super::request::{Command, MadeFor, OnGame};
use super::{present, Answer, Registry};
use games_messages::Msg;

/// The answer to a control of another game than the channel's (`on`), or of an older version
/// of the bot, whose id named no game: stale, nothing done (a panel's controls are replaced
/// by a button that opens a fresh panel of the channel's game); and to a game's own command
/// in a channel playing another game (`games` name both). `None`: not a control, or one of
/// this game; the command goes on.
pub(super) fn stale(on: &OnGame<'_>, command: &Command, games: &Registry) -> Option<Answer> {
    let (made_for, panel) = match *command {
        Command::Move { made_for, .. } => (made_for, false),
        Command::Panel { made_for, .. } | Command::Commit { made_for, .. } => (made_for, true),
        _ => return None,
    };
    let msg = match made_for {
        MadeFor::Now => return None,
        MadeFor::Game(game) if game == on.stored.id.0 => return None,
        MadeFor::Game(_) => Msg::StaleGame,
        MadeFor::Unnamed if panel => Msg::PanelStale,
        MadeFor::Unnamed => Msg::Stale,
        MadeFor::Kind(kind) if kind == on.stored.kind => return None,
        MadeFor::Kind(kind) => Msg::OtherGameMove {
            game: games.name_of(on.stored.kind, on.lang),
            other: games.name_of(kind, on.lang),
        },
    };
    Some(if panel {
        Ok(present::stale_panel(on.lang, &msg, &on.stored))
    } else {
        Err(msg.into())
    })
}
