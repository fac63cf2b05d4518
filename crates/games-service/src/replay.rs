//! Replays: a stored game shown one turn at a time (`/calcada replay`, `replay N` in the
//! terminal). Drawn on demand from the store's log replayed from the seed (`timeline`), never
//! from stored pictures. A turn is one player's whole turn (nudges, declaration, refreshes,
//! placement); turn 0 is the start position. Only public state is shown (the pictures and the
//! words of the turn messages, never a stack's order), and a running game only to its players
//! and only up to its last finished turn. Nothing here writes.

use super::reply::{ReplayView, Reply};
use super::request::Caller;
use super::{Answer, Service};
use games_messages::{say, say_as, Lang, Msg, Name};
use games_store::GameStatus;

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
        if stored.state.is_none() {
            return Err(Msg::NotRunning.into());
        }
        let over = matches!(stored.status, GameStatus::Finished | GameStatus::Ended);
        // A running game's replay shows what its players saw; others wait for its end.
        if !over && stored.seat_of(caller.user).is_none() {
            return Err(Msg::ReplayPlayersOnly { game: stored.id.0 }.into());
        }
        let plugin = self.plugin(stored.kind);
        let log = self.store.actions(stored.id)?;
        let mut turns = plugin.turns(&stored, &log)?;
        // A turn still going on is not shown: its end is not known yet. (A game ended early
        // shows the turn it was ended in.)
        if !over && turns.last().is_some_and(|t| !t.1) {
            turns.pop();
        }
        let count = turns.len();
        let n = turn.unwrap_or(0).min(count);
        let moves = n.checked_sub(1).map_or(0, |i| turns[i].0);
        let words = (lang, caller.markup);
        let shown = plugin.show_turn(&self.ctx(), words, &stored, &log, n, moves)?;
        let title = Msg::ReplayTurn {
            game: stored.id.0,
            turn: n,
            turns: count,
        };
        let mut lines = vec![say(lang, &title)];
        lines.extend(shown.lines);
        if !over && n == count {
            if let Some(s) = stored.current_seat() {
                let next = Msg::ReplayLatest {
                    name: Name::from(&stored.seats[s].name),
                };
                lines.push(say_as(lang, caller.markup, &next));
            }
        }
        let mut reply = Reply::private(lines.join("\n")).with_png("replay.png", shown.png);
        reply.text_view = shown.text_view;
        reply.replay = Some(ReplayView {
            game: stored.id.0,
            turn: n,
            turns: count,
            moves: moves as usize,
        });
        Ok(reply)
    }
}
