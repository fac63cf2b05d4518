//! What fails that is not the user's: [`Fault`], typed by what failed, with the context (the
//! game, the notice, the file) as fields and the cause (the store's error, the engine's, the
//! operating system's, tokio's) as its `source()`. Transports log a fault with its whole
//! chain ([`games_ids::chain::Chain`]: `game 3: the log does not replay at action 5: It is not
//! your turn`) and tell the user, in their language, only that something went wrong.

use games_ids::ids::{GameId, NoticeId};
use games_messages::Msg;
use games_store::StoreError;
use std::path::PathBuf;

/// A game's own error beneath a [`Fault`] (its rules refusing settings or an action).
pub type GameError = Box<dyn std::error::Error + Send + Sync>;

/// A failure that is not the user's: the transport logs it (with [`Fault::chain`]) and says
/// "something went wrong".
#[derive(Debug, thiserror::Error)]
pub enum Fault {
    /// A store call failed: the database, or stored data that does not load.
    #[error("the store failed")]
    Store(#[from] StoreError),
    /// The rules refuse a stored game's settings or seats (they were accepted when it was
    /// opened).
    #[error("game {game}: its settings are refused")]
    Setup {
        game: GameId,
        #[source]
        error: GameError,
    },
    /// A stored game's log does not replay from its seed: action `action` (counted from 1)
    /// is refused.
    #[error("game {game}: the log does not replay at action {action}")]
    Replay {
        game: GameId,
        action: usize,
        #[source]
        error: GameError,
    },
    /// A game that has not started where its position is needed.
    #[error("game {game} has no position")]
    NoPosition { game: GameId },
    /// A game's record cannot be made: its log does not replay (the record's own replay
    /// says no more than that).
    #[error("game {game}: its log does not replay into a record")]
    Record { game: GameId },
    /// A notice's stored body does not read, so the notice cannot be composed.
    #[error("notice {notice} cannot be composed: its stored body does not read")]
    Notice {
        notice: NoticeId,
        #[source]
        error: serde_json::Error,
    },
    /// A file or folder the service reads or writes itself (the backups' folder).
    #[error("{doing} {}", path.display())]
    Io {
        /// What was being done to `path` ("listing the backups in").
        doing: &'static str,
        path: PathBuf,
        #[source]
        error: std::io::Error,
    },
    /// A service call on the blocking pool panicked or was cancelled.
    #[error("the service task failed")]
    Task(#[from] tokio::task::JoinError),
}

impl Fault {
    /// Whether trying again can never help: the stored data itself is wrong (a notice's body
    /// that does not read, a log that does not replay, settings the rules refuse). A store or
    /// file failure, or a task that failed, may pass.
    pub fn is_permanent(&self) -> bool {
        match self {
            Fault::Setup { .. }
            | Fault::Replay { .. }
            | Fault::NoPosition { .. }
            | Fault::Record { .. }
            | Fault::Notice { .. } => true,
            Fault::Store(e) => matches!(
                e,
                StoreError::NotFound
                    | StoreError::Corrupt { .. }
                    | StoreError::CorruptSnapshot { .. }
                    | StoreError::CorruptAction { .. }
                    | StoreError::UnknownGame { .. }
                    | StoreError::DoesNotReplay { .. }
            ),
            Fault::Io { .. } | Fault::Task(_) => false,
        }
    }

    /// The fault and every cause beneath it, `: `-separated: what a log line says.
    pub fn chain(&self) -> games_ids::chain::Chain<'_> {
        games_ids::chain::Chain(self)
    }
}

/// Why a command stops short: a refusal for the user (a message kept as data: the shared
/// catalogue's, or a game's own), or a fault for the logs.
pub enum Stop {
    Refuse(games_messages::Text),
    Fault(Fault),
}

impl From<StoreError> for Stop {
    fn from(e: StoreError) -> Self {
        match e {
            // Another action came first: the user's action was not applied.
            StoreError::Conflict => Stop::Refuse(Msg::MovedOn.text()),
            e => Stop::Fault(e.into()),
        }
    }
}

impl From<Fault> for Stop {
    fn from(f: Fault) -> Self {
        Stop::Fault(f)
    }
}

impl From<Msg> for Stop {
    fn from(m: Msg) -> Self {
        Stop::Refuse(m.text())
    }
}

/// A game's own refusal (its `.ftl`).
impl From<games_messages::Text> for Stop {
    fn from(t: games_messages::Text) -> Self {
        Stop::Refuse(t)
    }
}

#[cfg(test)]
#[path = "fault_tests.rs"]
mod tests;
