//! A stored Piazza game shown one move at a time (`/calcada replay`): turn 0 is the table at
//! the start, turn N the table after the N-th action with its caption and picture, as the
//! channel saw them. Public data only; a running game only to its players. Nothing written.

use super::super::reply::{ReplayView, Reply};
use super::super::request::Caller;
use super::super::{Answer, Service};
use super::literal_names;
use calcada_messages::{say, say_as, Lang, Msg, Name};
use calcada_store::{GameStatus, Position, StoredGame};

impl Service {
    /// Turn `turn` (0: the start; past the last: the last) of a Piazza game.
    pub(crate) fn piazza_replay_turn(
        &self,
        caller: &Caller,
        lang: Lang,
        stored: &StoredGame,
        turn: Option<usize>,
    ) -> Answer {
        if crate::piazza::game_of(stored).is_none() {
            return Err(Msg::NotRunning.into());
        }
        let over = matches!(stored.status, GameStatus::Finished | GameStatus::Ended);
        if !over && stored.seat_of(caller.user).is_none() {
            return Err(Msg::ReplayPlayersOnly { game: stored.id.0 }.into());
        }
        let log = crate::piazza::piazza_log(stored.id, &self.store.actions(stored.id)?)?;
        let count = log.len();
        let n = turn.unwrap_or(0).min(count);
        let game = self.piazza_replay(stored, &log, n)?;
        let view = game.public_view();
        let mut lines = vec![say(
            lang,
            &Msg::ReplayTurn {
                game: stored.id.0,
                turn: n,
                turns: count,
            },
        )];
        let png = match n.checked_sub(1).map(|i| log[i]) {
            None => {
                if let Some(s) = game.to_move() {
                    let first = Msg::TurnOf {
                        name: Name::from(&stored.seats[s].name),
                    };
                    lines.push(say_as(lang, caller.markup, &first));
                }
                self.png(lang, "piazza_table", |r| r.piazza_table(&view))
            }
            Some((seat, action, _)) => {
                let shown = literal_names(&view, caller.markup);
                let (title, body) = self.renderer(lang).piazza_turn_lines(&shown, seat, action);
                lines.push(match body {
                    Some(body) => format!("{title} ({body})"),
                    None => title,
                });
                self.png(lang, "piazza_turn", |r| r.piazza_turn(&view, seat, action))
            }
        };
        if !over && n == count {
            if let Some(s) = stored.current_seat() {
                let next = Msg::ReplayLatest {
                    name: Name::from(&stored.seats[s].name),
                };
                lines.push(say_as(lang, caller.markup, &next));
            }
        }
        let mut reply = Reply::private(lines.join("\n")).with_png("replay.png", png);
        reply.replay = Some(ReplayView {
            game: stored.id.0,
            turn: n,
            turns: count,
            moves: n,
        });
        Ok(reply)
    }
}
