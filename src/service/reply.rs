//! What the service answers: text, pictures, legal choices, the version they were made for.

use crate::engine::Action;
use serde::Serialize;

/// A PNG to attach.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Png {
    pub name: String,
    #[serde(skip)]
    pub bytes: Vec<u8>,
}

impl Png {
    pub fn new(name: &str, bytes: Vec<u8>) -> Png {
        Png {
            name: name.to_string(),
            bytes,
        }
    }
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
    /// Legal next steps for the caller (menus, `options`).
    pub choices: Vec<Choice>,
    /// The game's move number after this reply: menus carry it to detect staleness.
    pub version: Option<u64>,
    /// The command queued notices (a turn message, a ping...): the transport's outbox pump
    /// delivers them now.
    #[serde(skip)]
    pub queued: bool,
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
        self.pictures.push(Png::new(name, bytes));
        self
    }
    /// Marks that notices were queued.
    pub fn queued(mut self) -> Reply {
        self.queued = true;
        self
    }
}
