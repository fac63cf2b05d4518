//! What a notice says, kept as data (the outbox's `body`): written with the change that
//! causes it, worded and drawn only when it is delivered.

use games_messages::{Msg, Text};
use serde::{Deserialize, Serialize};

/// What a notice says, kept as data (the outbox's `body`) and worded when it is delivered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(tag = "type", rename_all = "snake_case")]
pub(super) enum NoticeBody {
    /// The public message after moves `from..to` of the log: what each turn that ended there
    /// did, its picture, who is next (the notice's user is mentioned) or, at the end, the
    /// final scores. `intro` comes first (the start, a player replaced by a bot...).
    Turn {
        from: u64,
        to: u64,
        #[serde(default, skip_serializing_if = "Option::is_none")]
        intro: Option<Text>,
        /// A catch-up (notices folded after the bot could not post in the channel): the first
        /// move the folded messages told; the message says how many turns it covers.
        #[serde(default, skip_serializing_if = "Option::is_none")]
        since: Option<u64>,
        /// A catch-up's sentences folded in (other messages' intros and sentences), in order.
        #[serde(default, skip_serializing_if = "Vec::is_empty")]
        said: Vec<Text>,
    },
    /// The game was ended early by `by`: the scores as they stood, the final picture.
    Ended { by: String },
    /// One sentence.
    Say { text: Text },
    /// The ping held back by quiet hours, for the turn at move `moves`: dropped if the game
    /// has moved on by then.
    Ping { moves: u64, name: String },
    /// A reminder for the turn at move `moves`: dropped if the game has moved on by the time
    /// it could be posted (a channel that refused the bot for a while, an outage).
    Reminder { moves: u64, text: Text },
}

impl NoticeBody {
    /// The turn message for the `added` moves logged after move `from`.
    pub(super) fn turn(from: u64, added: usize, intro: Option<Msg>) -> NoticeBody {
        NoticeBody::Turn {
            from,
            to: from + added as u64,
            intro: intro.map(|m| m.text()),
            since: None,
            said: Vec::new(),
        }
    }

    /// A sentence, as an outbox body.
    pub(super) fn say(msg: &Msg) -> String {
        NoticeBody::say_text(msg.text())
    }

    /// A sentence kept as data (a game's own message too), as an outbox body.
    pub(super) fn say_text(text: games_messages::Text) -> String {
        NoticeBody::Say { text }.to_json()
    }

    pub(super) fn to_json(&self) -> String {
        serde_json::to_string(self).expect("notice bodies serialise")
    }
}
