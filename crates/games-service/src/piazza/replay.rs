//! A stored Piazza game shown one move at a time (`/calcada replay`): turn 0 is the table at
//! the start, turn N the table after the N-th action with its caption and picture, as the
//! channel saw them. Public data only; a running game only to its players. Nothing written.

use super::literal_names;
use crate::plugin::{GameCtx, Log, Shown};
use crate::Fault;
use games_messages::{say_as, Lang, Markup, Msg, Name};
use games_store::{Position, StoredGame};

/// Turn `n` of a Piazza game's replay: the table after its `n`-th action.
pub(super) fn show_turn(
    ctx: &GameCtx<'_>,
    (lang, markup): (Lang, Markup),
    stored: &StoredGame,
    log: &Log,
    n: usize,
) -> Result<Shown, Fault> {
    let log = crate::piazza::piazza_log(stored.id, log)?;
    let game = super::compose::replay(stored, &log, n)?;
    let view = game.public_view();
    let mut lines = Vec::new();
    let png = match n.checked_sub(1).map(|i| log[i]) {
        None => {
            if let Some(s) = game.to_move() {
                let first = Msg::TurnOf {
                    name: Name::from(&stored.seats[s].name),
                };
                lines.push(say_as(lang, markup, &first));
            }
            ctx.png(lang, "piazza_table", |r| r.piazza_table(&view))
        }
        Some((seat, action, _)) => {
            let shown = literal_names(&view, markup);
            let (title, body) = ctx.renderer(lang).piazza_turn_lines(&shown, seat, action);
            lines.push(match body {
                Some(body) => format!("{title} ({body})"),
                None => title,
            });
            ctx.png(lang, "piazza_turn", |r| r.piazza_turn(&view, seat, action))
        }
    };
    Ok(Shown {
        lines,
        png,
        text_view: None,
    })
}
