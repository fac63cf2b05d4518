//! Replays: a stored game shown one turn at a time (`/calcada replay`, `replay N` in the
//! terminal). Drawn on demand from the store's log replayed from the seed (`timeline`), never
//! from stored pictures. A turn is one player's whole turn (nudges, declaration, refreshes,
//! placement); turn 0 is the start position. Only public state is shown (the pictures and the
//! words of the turn messages, never a stack's order), and a running game only to its players
//! and only up to its last finished turn. Nothing here writes.

use super::request::Caller;
use super::{Answer, Service};
use calcada_messages::Lang;

impl Service {
    /// Turn `turn` (0: the start; past the last: the last) of the channel's game or of game
    /// `number` of this server: its picture, what happened in it, and the controls' state.
    pub(super) fn replay(
        &self,
        caller: &Caller,
        lang: Lang,
        number: Option<i64>,
        turn: Option<usize>,
    ) -> Answer {
        let stored = self.chosen_game(caller, number)?;
        self.plugin(stored.kind)
            .replay(&self.ctx(), caller, lang, stored, turn)
    }
}
