//! What every layer above the rules shares and nothing of the game: the typed ids
//! ([`ids`]), the crash points of the tests ([`failpoint`]) and an error said with its causes
//! ([`chain`]).

pub mod chain;
pub mod failpoint;
pub mod ids;
