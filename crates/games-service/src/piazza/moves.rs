//! A Piazza move: checked by the rules, shown privately as a preview with a Confirm button,
//! then played (with the bots that follow) and written in one version-checked transaction
//! with the channel's turn message. The hint: the hard bot's choice on the seat's own view.

use super::{bots, literal_names, points, running};
use crate::plugin::GameCtx;
use crate::reply::MoveConfirm;
use crate::request::OnGame;
use crate::{Answer, Reply};
use game_kit::BotLevel;
use games_messages::piazza::rule_error;
use games_messages::{say, say_as, Msg};
use piazza_bots::SearchSettings;
use piazza_rules::Action;

/// `action` for the caller's seat: previewed (`confirm` false: nothing is played) or
/// played, if the game is still at `version` (a Confirm button's).
pub(super) fn play(
    ctx: &GameCtx<'_>,
    on: OnGame<'_>,
    action: Action,
    version: Option<u64>,
    confirm: bool,
) -> Answer {
    let OnGame {
        caller,
        lang,
        stored,
    } = on;
    let game = running(&stored)?;
    let seat = ctx.own_seat(&stored, caller)?;
    if confirm && version.is_none() {
        return Err(Msg::Stale.into());
    }
    ctx.at_version(&stored, version)?;
    ctx.to_move(&stored, seat)?;
    game.check(seat, action).map_err(|e| Msg::PtRefused {
        error: Box::new(rule_error(&e)),
    })?;
    let view = game.view(seat);
    if !confirm {
        let (title, body) = ctx.renderer(lang).piazza_preview_lines(&view, action);
        let preview = format!("{title} · {body}");
        let text = say_as(lang, caller.markup, &Msg::PiazzaConfirm { preview });
        let png = ctx.png(lang, "piazza_panel", |r| {
            r.piazza_panel(&view, Some(action))
        });
        let mut reply = Reply::private(text).with_png("preview.png", png);
        reply.version = Some(stored.moves);
        reply.confirm_move = Some(MoveConfirm {
            kind: piazza_rules::KIND,
            notation: action.to_string(),
            game: stored.id.0,
            version: stored.moves,
        });
        return Ok(reply);
    }
    let mut game = game.clone();
    game.play(seat, action).map_err(|e| Msg::PtRefused {
        error: Box::new(rule_error(&e)),
    })?;
    // What the move did, for the player's own answer: the turn picture's caption.
    let shown = literal_names(&game.public_view(), caller.markup);
    let (title, body) = ctx.renderer(lang).piazza_turn_lines(&shown, seat, action);
    let summary = match body {
        Some(body) => format!("{title} ({body})"),
        None => title,
    };
    let mut actions = vec![(seat, action, Some(caller.user))];
    actions.extend(bots::run(&mut game, &stored.seats, stored.version));
    ctx.write_moves(&stored, &game, &games_store::action_json(&actions))?;
    let mut reply = ctx.played(lang, &stored, summary);
    reply.version = Some(stored.moves + actions.len() as u64);
    Ok(reply)
}

/// The hard bot's choice for the caller's turn, privately, searched on their seat's view
/// only (it cannot know another seat's hand) once per game and move (`hints.rs`), and
/// noted once per turn for the record.
pub(super) fn hint(ctx: &GameCtx<'_>, on: &OnGame<'_>) -> Answer {
    let OnGame {
        caller,
        lang,
        ref stored,
    } = *on;
    let game = running(stored)?;
    let seat = ctx.own_seat(stored, caller)?;
    if !stored.options.hints {
        return Err(Msg::HintsOff.into());
    }
    ctx.to_move(stored, seat)?;
    let view = game.view(seat);
    // Seeded from public facts (the game's number and move), never from its secret seed.
    let seed = (stored.id.0 as u64).wrapping_mul(0xd6e8_feb8_6659_fd93)
        ^ stored.moves.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    // Searched once per game and move, at the gate and low priority Calçada's hints pass,
    // and like theirs on a count of playouts, not a time: the same hint on a busy machine.
    let budget = SearchSettings::playouts(SearchSettings::DEFAULT_PLAYOUTS);
    let action = ctx.hint(stored, seat, || {
        piazza_bots::build_with(BotLevel::Hard, seed, budget).decide(&view)
    })?;
    let points = points(&view.public(), action);
    let words = super::choice_label(lang, action, points);
    Ok(Reply::private(say(lang, &Msg::PtHint { words, points })))
}
