//! What every layer above the rules shares and nothing of the game: the typed ids
//! ([`ids`]) and the crash points of the tests ([`failpoint`]). The root crate re-exports both
//! as `calcada::ids` and `calcada::failpoint`.

pub mod failpoint;
pub mod ids;
