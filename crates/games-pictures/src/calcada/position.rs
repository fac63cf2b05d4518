//! Every picture of a position, with its file name: what `calcada render` writes (and what the
//! rendering benchmark, crates/calcada-bench, draws).

use super::{BoardHighlights, Picture, Renderer};
use calcada_rules::{Event, Game, Step};
use games_messages::{pictures, Lang};

/// Every picture of the position after an action by `acting` with `events` (the turn picture
/// needs `acting`, the final one an ended game), with its file name: each board, the table,
/// the turn picture, the panel of the player to move, the final picture.
pub fn pictures_of(
    renderer: &Renderer,
    game: &Game,
    acting: Option<usize>,
    events: &[Event],
) -> Vec<(String, Picture)> {
    let mut out = Vec::new();
    for seat in 0..game.players().len() {
        let h = match acting {
            Some(a) if a == seat => BoardHighlights::for_turn(game, seat, events),
            _ => BoardHighlights::default(),
        };
        let name = pictures::picture_name("board", Some(seat));
        out.push((name, renderer.board(game, seat, &h)));
    }
    let last = acting.map_or_else(BoardHighlights::default, |s| {
        BoardHighlights::from_events(s, events)
    });
    let table = renderer.table_with(game, &last);
    out.push((pictures::picture_name("table", None), table));
    if let Some(seat) = acting {
        let name = |s: usize| game.player(s).name().to_string();
        let caption = pictures::caption(Lang::En, events, &name);
        let h = BoardHighlights::for_turn(game, seat, events);
        let turn = renderer.turn(game, seat, &h, &caption);
        out.push((pictures::picture_name("turn", None), turn));
    }
    if !game.is_over() {
        let seat = game.current();
        let h = match game.step() {
            Step::Place { colour, number } => {
                BoardHighlights::allowing(game.fitting_squares(seat, colour, number))
            }
            Step::Declare => BoardHighlights::default(),
        };
        let panel = renderer.panel(game, seat, &h);
        out.push((pictures::picture_name("panel", Some(seat)), panel));
    } else {
        out.push((
            pictures::picture_name("final", None),
            renderer.final_scores(game),
        ));
    }
    out
}
