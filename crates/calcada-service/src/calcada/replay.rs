//! Calçada's replays: a stored game shown one turn at a time, drawn from its log replayed from the seed.

use crate::present::turn_line_as;
use crate::reply::{ReplayView, Reply};
use crate::request::Caller;
use crate::timeline::{self, Turn};
use crate::{Answer, Service};
use calcada_messages::{say, say_as, Lang, Msg};
use calcada_render::{ascii, BoardHighlights};
use calcada_store::GameStatus;

impl Service {
    /// [`Service::replay`] of a Calçada game.
    pub(crate) fn calcada_replay(
        &self,
        caller: &Caller,
        lang: Lang,
        stored: calcada_store::StoredGame,
        turn: Option<usize>,
    ) -> Answer {
        if crate::calcada::game_of(&stored).is_none() {
            return Err(Msg::NotRunning.into());
        }
        let over = matches!(stored.status, GameStatus::Finished | GameStatus::Ended);
        // A running game's replay shows what its players saw; others wait for its end.
        if !over && stored.seat_of(caller.user).is_none() {
            return Err(Msg::ReplayPlayersOnly { game: stored.id.0 }.into());
        }
        let log = self.store.log::<calcada_rules::Action>(stored.id)?;
        let (_, mut turns) = timeline::replay(&stored, &log, log.len(), |_, _| {})?;
        // A turn still going on is not shown: its end is not known yet. (A game ended early
        // shows the turn it was ended in.)
        if !over && turns.last().is_some_and(|t| !t.ended) {
            turns.pop();
        }
        let count = turns.len();
        let n = turn.unwrap_or(0).min(count);
        let shown: Option<&Turn> = n.checked_sub(1).map(|i| &turns[i]);
        let moves = shown.map_or(0, |t| t.last + 1);
        let (game, _) = timeline::replay(&stored, &log, moves, |_, _| {})?;
        let name = |s: usize| stored.seats[s].name.clone();

        let mut lines = vec![say(
            lang,
            &Msg::ReplayTurn {
                game: stored.id.0,
                turn: n,
                turns: count,
            },
        )];
        let png = match shown {
            None => {
                let first = Msg::TurnOf {
                    name: name(game.current()).into(),
                };
                lines.push(say_as(lang, caller.markup, &first));
                self.png(lang, "table", |r| r.table(&game))
            }
            Some(t) => {
                lines.push(turn_line_as(lang, caller.markup, &t.events, &name));
                let caption = turn_line_as(lang, calcada_messages::Markup::Plain, &t.events, &name);
                let h = BoardHighlights::from_events(t.seat, &t.events);
                self.png(lang, "turn", |r| r.turn(&game, t.seat, &h, &caption))
            }
        };
        if !over && n == count {
            let next = Msg::ReplayLatest {
                name: name(game.current()).into(),
            };
            lines.push(say_as(lang, caller.markup, &next));
        }
        let labels = lang.pictures();
        let mut view = ascii::table_text(&game, labels, lang);
        if let Some(t) = shown {
            view.push('\n');
            view.push_str(&ascii::board_text(&game, t.seat, labels));
        }
        let mut reply = Reply::private(lines.join("\n")).with_png("replay.png", png);
        reply.text_view = Some(view);
        reply.replay = Some(ReplayView {
            game: stored.id.0,
            turn: n,
            turns: count,
            moves,
        });
        Ok(reply)
    }
}
