//! Calçada's replays: a stored game's turns (a turn is one player's whole turn: nudges,
//! declaration, refreshes, placement) replayed from the seed through `timeline`, each drawn
//! on demand as the turn picture with that turn's highlights (the table at the start) and
//! worded as the turn message words it.

use super::present::turn_line_as;
use super::timeline;
use crate::plugin::{decode_log, GameCtx, Log, Shown};
use crate::Fault;
use games_messages::{say_as, Lang, Markup, Msg};
use games_pictures::{ascii, BoardHighlights};
use games_store::StoredGame;

/// The game's turns: the moves made once each is over, and whether it ended.
pub(crate) fn turns(stored: &StoredGame, log: &Log) -> Result<Vec<(u64, bool)>, Fault> {
    let log = decode_log::<calcada_rules::Action>(stored.id, log)?;
    let (_, turns) = timeline::replay(stored, &log, log.len(), |_, _| {})?;
    Ok(turns.iter().map(|t| (t.last as u64 + 1, t.ended)).collect())
}

/// Turn `n` of a Calçada game's replay, after `moves` moves.
pub(super) fn show_turn(
    ctx: &GameCtx<'_>,
    (lang, markup): (Lang, Markup),
    stored: &StoredGame,
    log: &Log,
    n: usize,
    moves: u64,
) -> Result<Shown, Fault> {
    let log = decode_log::<calcada_rules::Action>(stored.id, log)?;
    let (game, turns) = timeline::replay(stored, &log, moves as usize, |_, _| {})?;
    let shown = n.checked_sub(1).and_then(|i| turns.get(i));
    let name = |s: usize| stored.seats[s].name.clone();
    let mut lines = Vec::new();
    let png = match shown {
        None => {
            let first = Msg::TurnOf {
                name: name(game.current()).into(),
            };
            lines.push(say_as(lang, markup, &first));
            ctx.png(lang, "table", |r| r.table(&game))
        }
        Some(t) => {
            lines.push(turn_line_as(lang, markup, &t.events, &name));
            let caption = turn_line_as(lang, Markup::Plain, &t.events, &name);
            let h = BoardHighlights::from_events(t.seat, &t.events);
            ctx.png(lang, "turn", |r| r.turn(&game, t.seat, &h, &caption))
        }
    };
    let labels = lang.pictures();
    let mut view = ascii::table_text(&game, labels, lang);
    if let Some(t) = shown {
        view.push('\n');
        view.push_str(&ascii::board_text(&game, t.seat, labels));
    }
    Ok(Shown {
        lines,
        png,
        text_view: Some(view),
    })
}
