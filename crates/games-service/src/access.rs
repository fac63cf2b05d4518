//! Who may do what: the checks every handler makes before it touches a game. Each returns the
//! refusal to give (a [`Msg`]) or what the caller is allowed to act as.

use super::request::{Caller, Whom};
use games_messages::Msg;
use games_store::{GameStatus, StoredGame};

/// The creator (while still seated as a human) or a server admin.
pub fn is_host(stored: &StoredGame, caller: &Caller) -> bool {
    caller.is_admin || (stored.creator == caller.user && stored.seat_of(caller.user).is_some())
}

pub fn host(stored: &StoredGame, caller: &Caller) -> Result<(), Msg> {
    is_host(stored, caller)
        .then_some(())
        .ok_or(Msg::NotCreatorOrAdmin)
}

/// The bot may post, attach pictures and embed cards in the caller's channel, as far as the
/// transport knows (Discord's `app_permissions`): else a game there could never be told.
pub fn bot_can_post(caller: &Caller) -> Result<(), Msg> {
    match &caller.bot_missing {
        Some(missing) if !missing.is_empty() => Err(Msg::BotLacksPermissions {
            missing: missing.clone(),
        }),
        _ => Ok(()),
    }
}

pub fn admin(caller: &Caller) -> Result<(), Msg> {
    caller.is_admin.then_some(()).ok_or(Msg::NotAdmin)
}

pub fn status(stored: &StoredGame, wanted: GameStatus) -> Result<(), Msg> {
    if stored.status == wanted {
        return Ok(());
    }
    Err(match wanted {
        GameStatus::Open => Msg::NotOpen,
        _ => Msg::NotRunning,
    })
}

/// The caller's own seat (a seat a bot has taken over is no longer theirs to play).
pub fn own_seat(stored: &StoredGame, caller: &Caller) -> Result<usize, Msg> {
    stored.seat_of(caller.user).ok_or_else(|| {
        if stored.seats.iter().any(|s| s.user == Some(caller.user)) {
            Msg::BotSeat
        } else {
            Msg::NotSeated
        }
    })
}

/// The seat `whom` names.
pub fn find_seat(stored: &StoredGame, caller: &Caller, whom: &Whom) -> Result<usize, Msg> {
    let found = match whom {
        Whom::Me => stored
            .seats
            .iter()
            .position(|s| s.user == Some(caller.user)),
        Whom::User(u) => stored.seats.iter().position(|s| s.user == Some(*u)),
        Whom::Named(n) => stored
            .seats
            .iter()
            .position(|s| s.name.eq_ignore_ascii_case(n.trim())),
    };
    found.ok_or_else(|| match whom {
        Whom::Me => Msg::NotSeated,
        Whom::Named(n) => Msg::UnknownPlayer {
            name: games_messages::Quote::new(n),
        },
        Whom::User(u) => Msg::UnknownPlayer {
            name: games_messages::Quote::new(&format!("<@{u}>")),
        },
    })
}
