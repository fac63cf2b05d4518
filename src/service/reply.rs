//! What the service answers: text, pictures, mentions, legal choices, events.

use crate::engine::{Action, Event};
use crate::store::UserId;
use serde::Serialize;

/// A PNG to attach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Png {
    pub name: String,
    #[serde(skip)]
    pub bytes: Vec<u8>,
}

/// A legal choice, worded for the user, with the action it stands for.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Choice {
    pub label: String,
    pub action: Action,
}

/// The answer to one command.
#[derive(Clone, Debug, Default, PartialEq, Eq, Serialize)]
pub struct Reply {
    pub text: String,
    /// Only for the caller (ephemeral), or for the whole channel.
    pub private: bool,
    pub pictures: Vec<Png>,
    /// Users to mention in a public reply (whoever is to play next).
    pub mentions: Vec<UserId>,
    /// What the game did, by seat, in order (for adapters that show more than text).
    #[serde(skip)]
    pub events: Vec<(usize, Event)>,
    /// Legal next steps for the caller (buttons, menus, `options`).
    pub choices: Vec<Choice>,
    /// The game version after this reply: buttons carry it to detect staleness.
    pub version: Option<u64>,
    /// Outbox notices this public reply delivers itself (its mention is the ping): the
    /// transport marks them sent after posting the reply. Should it crash first, the outbox
    /// delivers them after restart.
    #[serde(skip)]
    pub notices: Vec<i64>,
}

impl Reply {
    pub fn private(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: true,
            ..Default::default()
        }
    }
    pub fn public(text: impl Into<String>) -> Reply {
        Reply {
            text: text.into(),
            private: false,
            ..Default::default()
        }
    }
    pub fn with_png(mut self, name: &str, bytes: Vec<u8>) -> Reply {
        self.pictures.push(Png {
            name: name.to_string(),
            bytes,
        });
        self
    }
}
