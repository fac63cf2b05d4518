//! The private turn panel: a turn planned step by step (nothing is played until Confirm),
//! with the legal next choices at every step, a picture of the caller's board and the table
//! (the legal squares after a declaration; a preview once a tile is chosen), and what the
//! others did since the caller's last move.

use super::present;
use super::timeline::{self, since_last_move};
use crate::plugin::{decode_log, GameCtx};
use crate::reply::{PanelState, PanelView, Reply};
use crate::request::OnGame;
use crate::Answer;
use calcada_rules::{Action, Event, Game, PublicView, Step};
use games_messages::{action_words, rule_error, say, say_as, Msg};
use games_pictures::BoardHighlights;

/// The panel for the caller with `steps` planned (nothing played), if the game is still at
/// `version`; on someone else's turn, whose it is and the caller's own board.
pub(super) fn panel(
    ctx: &GameCtx<'_>,
    on: OnGame<'_>,
    steps: Vec<Action>,
    version: Option<u64>,
) -> Answer {
    let OnGame {
        caller,
        lang,
        stored,
    } = on;
    let seat = ctx.playing_seat(&stored, caller)?;
    let game = crate::calcada::game_of(&stored).expect("running games have a game");
    if version.is_some_and(|v| v != stored.moves) {
        return Ok(present::stale_panel(lang, &Msg::PanelStale, &stored));
    }
    if game.current() != seat {
        // Someone else's turn: say whose, and show the caller's own board.
        let current = stored.seats[game.current()].name.clone();
        let text = say_as(
            lang,
            caller.markup,
            &Msg::PanelNotYourTurn {
                current: current.into(),
            },
        );
        let png = ctx.png(lang, "board", |r| {
            r.board(game, seat, &BoardHighlights::default())
        });
        let mut reply = Reply::private(text).with_png("board.png", png);
        reply.panel = Some(PanelView::new(stored.kind, PanelState::NotYourTurn));
        return Ok(reply);
    }
    let planned_ok = steps.len() <= present::MAX_STEPS
        && !steps
            .iter()
            .any(|a| matches!(a, Action::Refresh { .. } | Action::Leave));
    if !planned_ok {
        return Err(Msg::InteractionOutdated.into());
    }
    let name = |s: usize| stored.seats[s].name.clone();
    let log = decode_log::<Action>(stored.id, &ctx.log(stored.id)?)?;
    let (_, turns) = timeline::replay(&stored, &log, log.len(), |_, _| {})?;
    let mut lines = Vec::new();
    let missed: Vec<_> = since_last_move(&turns, seat)
        .iter()
        .filter(|t| t.ended && t.seat != seat)
        .collect();
    if !missed.is_empty() {
        lines.push(say_as(
            lang,
            caller.markup,
            &Msg::SinceYourLastMove {
                name: name(seat).into(),
            },
        ));
        lines.extend(
            missed
                .iter()
                .map(|t| present::turn_line_as(lang, caller.markup, &t.events, &name)),
        );
    }
    if !steps.is_empty() {
        let planned_words = steps.iter().map(|a| Box::new(action_words(a))).collect();
        lines.push(say(
            lang,
            &Msg::PanelPlanned {
                steps: planned_words,
            },
        ));
    }
    let others_last = match (steps.is_empty(), missed.last()) {
        (true, Some(t)) => Some((t.seat, t.events.as_slice())),
        _ => None,
    };
    let view = plan_view(game, seat, &steps, others_last)?;
    let (planned, mut highlights, prompt, complete) =
        (view.game, view.highlights, view.prompt, view.complete);
    // The turn clock's time left under each name, as the turn message's picture shows it.
    highlights.clock = ctx.clock_labels(lang, &stored);
    lines.push(say(lang, &prompt));
    let png = ctx.png(lang, "panel", |r| r.panel(&planned, seat, &highlights));
    let mut reply = Reply::private(lines.join("\n")).with_png("panel.png", png);
    if !complete {
        reply.choices = present::choices(lang, &planned, seat);
    }
    reply.version = Some(stored.moves);
    reply.game = Some(stored.id.0);
    reply.panel = Some(PanelView {
        steps: steps.iter().map(ToString::to_string).collect(),
        ..PanelView::new(stored.kind, PanelState::Composing { complete })
    });
    Ok(reply)
}

/// A turn planned on the panel, as its player sees it before Confirm.
#[derive(Clone, Debug)]
pub struct PlannedView {
    /// The position after the planned steps, played on the public copy of the game.
    pub game: Game,
    pub highlights: BoardHighlights,
    /// What the panel says above the picture.
    pub prompt: Msg,
    /// The plan ends the turn (Confirm plays it).
    pub complete: bool,
}

/// Plans `steps` for `seat` on the game as every player sees it ([`PublicView::canonical`]:
/// the stacks in sorted order), so nothing face down is drawn or said before Confirm: a
/// placement that empties a display refills it from that copy, and its tiles are drawn face
/// down; the points shown are the ones the placement scores whatever the stacks hold. Two
/// games with the same public view give the same planned view, whatever their stacks' order.
/// `others_last`: the last turn of another player (seat, events), marked on the table while
/// nothing is planned.
pub fn plan_view(
    game: &Game,
    seat: usize,
    steps: &[Action],
    others_last: Option<(usize, &[Event])>,
) -> Result<PlannedView, Msg> {
    let mut planned = PublicView::new(game).canonical();
    let mut events: Vec<Event> = Vec::new();
    for &step in steps {
        events.extend(planned.play(seat, step).map_err(|e| rule_error(&e))?);
    }
    let complete = events
        .iter()
        .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }));
    let placed = events.iter().find_map(|e| match *e {
        Event::Placed { tile, square, .. } => Some((tile, square)),
        _ => None,
    });
    let (prompt, highlights) = match (complete, placed, planned.step()) {
        (true, Some((tile, square)), _) => {
            let h = BoardHighlights::preview(seat, &events).unwrap_or_default();
            let points = h.preview.map_or(0, |p| p.points.total());
            let msg = Msg::PanelPreview {
                colour: tile.colour,
                symbol: tile.symbol,
                square,
                points,
            };
            (msg, h)
        }
        (true, _, _) => {
            let (colour, number) = events
                .iter()
                .find_map(|e| match *e {
                    Event::Passed { colour, number, .. } => Some((colour, number)),
                    _ => None,
                })
                .expect("a turn planned without a placement is a pass");
            let h = BoardHighlights::from_events(seat, &events);
            (Msg::PanelPass { colour, number }, h)
        }
        (false, _, Step::Place { colour, number }) => {
            let mut h = BoardHighlights::from_events(seat, &events);
            h.allowed = planned.fitting_squares(seat, colour, number);
            (Msg::PanelDeclared { colour, number }, h)
        }
        (false, _, Step::Declare) => {
            let h = match others_last {
                // The last move of the others, as the table shows it.
                Some((other, their_events)) => BoardHighlights {
                    moved: BoardHighlights::from_events(other, their_events).moved,
                    ..Default::default()
                },
                None => BoardHighlights::from_events(seat, &events),
            };
            let msg = if planned.has_legal_declaration() {
                Msg::PanelYourTurn {
                    round: planned.round(),
                }
            } else {
                Msg::NothingFits
            };
            (msg, h)
        }
    };
    Ok(PlannedView {
        game: planned,
        highlights,
        prompt,
        complete,
    })
}
