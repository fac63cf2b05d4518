//! What the service says about any game: a stale panel's answer, the shuffle's seal and its
//! reveal, and the private answer to a move that ended a turn. (A game's own presentation is
//! in its folder: Calçada's `calcada/present.rs`.)

use super::reply::{PanelState, PanelView, Reply};
use game_kit::record::Commitment;
use games_messages::{say, Lang, Msg};
use games_store::StoredGame;

/// The answer to a panel made for an earlier moment of the game (`msg` says which:
/// [`Msg::PanelStale`], or [`Msg::StaleGame`] for another game): nothing was played. Its
/// button opens a fresh panel of `game`, the channel's game now.
pub fn stale_panel(lang: Lang, msg: &Msg, game: &StoredGame) -> Reply {
    let mut reply = Reply::private(say(lang, msg));
    reply.panel = Some(PanelView::new(game.kind, PanelState::Stale));
    reply.game = Some(game.id.0);
    reply
}

/// The shuffle's seal for the start message: the commitment to the seed, or a note that the
/// game was opened before seals.
pub(super) fn seal(stored: &StoredGame) -> Msg {
    match &stored.salt {
        Some(salt) => Msg::Sealed {
            hash: Commitment::hash(stored.seed, salt),
        },
        None => Msg::NotSealed,
    }
}

/// The seed and salt, revealed once the game is over (nothing for a game without a seal).
pub fn reveal(stored: &StoredGame) -> Option<Msg> {
    stored.salt.as_ref().map(|salt| Msg::SealRevealed {
        seed: stored.seed.to_string(),
        salt: salt.clone(),
    })
}

/// The private answer to a move that ended the caller's turn: what it did (`summary`), and
/// where its turn message is: posted, or queued while the channel's messages wait (`held`).
pub(crate) fn turn_played(summary: String, held: bool) -> Msg {
    if held {
        Msg::TurnQueued { summary }
    } else {
        Msg::TurnPlayed { summary }
    }
}
