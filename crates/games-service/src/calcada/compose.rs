//! Calçada's channel messages: the turn message (pictures of each turn ended in the range, its
//! words) and the final scores of a game ended early.

use super::present::{score_card, turn_line, turn_line_as};
use super::timeline::{self, since_last_move, Turn};
use crate::plugin::{reveal, MAX_PICTURES};
use crate::plugin::{GameCtx, Message};
use crate::reply::{Card, Png};
use crate::Fault;
use games_ids::ids::UserId;
use games_messages::{say, say_as, Lang, Markup, Msg};
use games_pictures::BoardHighlights;
use games_store::{LoggedAction, StoredGame};

/// A Calçada game ended early: its final picture and the scores as they stood.
pub(super) fn ended(
    ctx: &GameCtx<'_>,
    (lang, markup): (Lang, Markup),
    stored: &StoredGame,
    by: &str,
    text: String,
) -> Message {
    let Some(game) = crate::calcada::game_of(stored) else {
        return (text, Vec::new(), None);
    };
    let png = ctx.png(lang, "final", |r| r.final_scores(game));
    let title = Msg::EndedTitle { by: by.into() };
    let card = score_card(lang, markup, game, &title);
    (text, vec![Png::new("final.png", png)], Some(card))
}

/// The turn message for moves `from..to`: the game is replayed from its seed to see what
/// each turn did and to draw the position right after each turn that ended in the range
/// (its caption tells that turn, so picture and words agree). The text tells every turn
/// since the last move of `pinged` (whoever is next), so their ping says all they missed.
pub(super) fn turn(
    ctx: &GameCtx<'_>,
    (lang, markup): (Lang, Markup),
    stored: &StoredGame,
    log: &[LoggedAction<calcada_rules::Action>],
    (from, to): (u64, u64),
    intro: Option<String>,
    pinged: Option<UserId>,
) -> Result<(String, Vec<Png>, Option<Card>), Fault> {
    let name = |s: usize| stored.seats[s].name.clone();
    let mut pictures = Vec::new();
    // The turn clock's time left, in the score strip of every picture.
    let clock = ctx.clock_labels(lang, stored);
    let (game, turns) = timeline::replay(stored, log, to as usize, |turn, after| {
        if (turn.last as u64) < from || after.is_over() || pictures.len() >= MAX_PICTURES {
            return;
        }
        let caption = turn_line(lang, &turn.events, &name);
        let h = BoardHighlights {
            clock: clock.clone(),
            ..BoardHighlights::from_events(turn.seat, &turn.events)
        };
        let png = ctx.png(lang, "turn", |r| r.turn(after, turn.seat, &h, &caption));
        let file = match pictures.len() {
            0 => "turn.png".to_string(),
            n => format!("turn-{}.png", n + 1),
        };
        pictures.push(Png::new(&file, png));
    })?;
    let pinged_seat = pinged.and_then(|u| stored.seat_of(u));
    let told: Vec<&Turn> = match pinged_seat {
        Some(seat) => since_last_move(&turns, seat).iter().collect(),
        None => turns.iter().filter(|t| t.last as u64 >= from).collect(),
    };
    let mut lines: Vec<String> = intro.into_iter().collect();
    if let (Some(seat), Some(first)) = (pinged_seat, told.first()) {
        if (first.first as u64) < from {
            let since = Msg::SinceYourLastMove {
                name: name(seat).into(),
            };
            lines.push(say_as(lang, markup, &since));
        }
    }
    lines.extend(
        told.iter()
            .filter(|t| t.ended)
            .map(|t| turn_line_as(lang, markup, &t.events, &name)),
    );
    let mut card = None;
    if game.is_over() {
        // The scores go in a card: four players' breakdowns would not fit in a message.
        card = Some(score_card(lang, markup, &game, &Msg::FinalTitle));
        lines.extend(reveal(stored).map(|m| say(lang, &m)));
        pictures = vec![Png::new(
            "final.png",
            ctx.png(lang, "final", |r| r.final_scores(&game)),
        )];
    } else {
        lines.push(say_as(
            lang,
            markup,
            &Msg::TurnOf {
                name: name(game.current()).into(),
            },
        ));
        // The turn clock: each player's time left as the message is posted.
        if let Some(times) = ctx.clock_times(stored) {
            lines.push(say_as(lang, markup, &times));
        }
        if pictures.is_empty() {
            // Nobody has played yet (the start): the table.
            let h = BoardHighlights {
                clock,
                ..Default::default()
            };
            pictures.push(Png::new(
                "table.png",
                ctx.png(lang, "table", |r| r.table_with(&game, &h)),
            ));
        }
    }
    Ok((lines.join("\n"), pictures, card))
}
