//! The channel's message after Piazza moves, worded and drawn when it is delivered: the game
//! is replayed from its settings and seed over its log, each move in the range gets its line
//! and its turn picture (public data only), then whoever is next, or the final ranking.

use super::super::reply::Png;
use super::super::Fault;
use super::literal_names;
use super::PiazzaLog;
use crate::plugin::reveal;
use crate::plugin::GameCtx;
use crate::plugin::MAX_PICTURES;
use games_messages::{say, say_as, Lang, Markup, Msg, Name};
use games_store::StoredGame;
use piazza_rules::{Game, PublicView};

/// The ranking, a line per seat, best first: the outcome's, or the points as they stand in
/// a game ended early.
pub(in crate::piazza) fn ranking_lines(
    lang: Lang,
    markup: Markup,
    view: &PublicView,
) -> Vec<String> {
    let mut rows: Vec<(usize, usize, u32, u32)> = match &view.outcome {
        Some(o) => o
            .ranking
            .iter()
            .map(|s| (s.rank, s.seat, s.score, s.finished.unwrap_or(0)))
            .collect(),
        None => {
            let mut seats: Vec<usize> = (0..view.seats.len()).collect();
            seats.sort_by_key(|&s| std::cmp::Reverse(view.seats[s].score));
            seats
                .iter()
                .map(|&s| {
                    let better = view.seats.iter().filter(|o| o.score > view.seats[s].score);
                    let seat = &view.seats[s];
                    (
                        better.count() + 1,
                        s,
                        seat.score,
                        seat.finished.unwrap_or(0),
                    )
                })
                .collect()
        }
    };
    rows.sort_by_key(|r| (r.0, r.1));
    rows.into_iter()
        .map(|(rank, seat, points, finished)| {
            say(
                lang,
                &Msg::PtRankLine {
                    rank,
                    name: markup.literal(&view.seats[seat].name),
                    points,
                    finished,
                },
            )
        })
        .collect()
}

/// The turn message of a Piazza game for moves `from..to` of its log: a line and a
/// picture per move (at most four pictures), then who is next, or the ranking and the
/// final picture. `intro` comes first. The game is replayed once, to `from`, then played
/// on through the range.
pub(super) fn turn(
    ctx: &GameCtx<'_>,
    (lang, markup): (Lang, Markup),
    stored: &StoredGame,
    log: &PiazzaLog,
    (from, to): (u64, u64),
    intro: Option<String>,
) -> Result<(String, Vec<Png>), Fault> {
    let mut lines: Vec<String> = intro.into_iter().collect();
    let mut pictures = Vec::new();
    let mut replay = replay(stored, log, from as usize)?;
    for (k, &(seat, action, _)) in log.iter().enumerate().take(to as usize).skip(from as usize) {
        replay.play(seat, action).map_err(|error| Fault::Replay {
            game: stored.id,
            action: k + 1,
            error: error.into(),
        })?;
        let view = replay.public_view();
        let shown = literal_names(&view, markup);
        let (title, body) = ctx.renderer(lang).piazza_turn_lines(&shown, seat, action);
        lines.push(match body {
            Some(body) => format!("{title} ({body})"),
            None => title,
        });
        if !replay.is_over() && pictures.len() < MAX_PICTURES {
            let png = ctx.png(lang, "piazza_turn", |r| r.piazza_turn(&view, seat, action));
            let file = match pictures.len() {
                0 => "turn.png".to_string(),
                n => format!("turn-{}.png", n + 1),
            };
            pictures.push(Png::new(&file, png));
        }
    }
    let game = replay;
    let view = game.public_view();
    if game.is_over() {
        lines.extend(ranking_lines(lang, markup, &view));
        lines.extend(reveal(stored).map(|m| say(lang, &m)));
        let png = ctx.png(lang, "piazza_final", |r| r.piazza_final(&view));
        pictures = vec![Png::new("final.png", png)];
    } else {
        let next = &stored.seats[game.current()].name;
        lines.push(say_as(
            lang,
            markup,
            &Msg::TurnOf {
                name: Name::from(next),
            },
        ));
        if let Some(times) = ctx.clock_times(stored) {
            lines.push(say_as(lang, markup, &times));
        }
        if pictures.is_empty() {
            let png = ctx.png(lang, "piazza_table", |r| r.piazza_table(&view));
            pictures.push(Png::new("table.png", png));
        }
    }
    Ok((lines.join("\n"), pictures))
}

/// The ranking as the game stood and its final picture, for a Piazza game ended early.
pub(super) fn ended(
    ctx: &GameCtx<'_>,
    (lang, markup): (Lang, Markup),
    stored: &StoredGame,
) -> (Vec<String>, Vec<Png>) {
    let Some(game) = crate::piazza::game_of(stored) else {
        return (Vec::new(), Vec::new());
    };
    let view = game.public_view();
    let png = ctx.png(lang, "piazza_final", |r| r.piazza_final(&view));
    (
        ranking_lines(lang, markup, &view),
        vec![Png::new("final.png", png)],
    )
}

/// The game after the first `moves` actions of its log, replayed from its settings and
/// seed (the stored position is the last; a turn message tells earlier ones).
pub(super) fn replay(stored: &StoredGame, log: &PiazzaLog, moves: usize) -> Result<Game, Fault> {
    let settings = crate::piazza::game_of(stored)
        .map(|g| g.settings().clone())
        .ok_or(Fault::Store(games_store::StoreError::NotFound))?;
    let mut game = Game::new(settings, stored.seed).map_err(|error| Fault::Setup {
        game: stored.id,
        error: error.into(),
    })?;
    for (k, &(seat, action, _)) in log.iter().take(moves).enumerate() {
        game.play(seat, action).map_err(|error| Fault::Replay {
            game: stored.id,
            action: k + 1,
            error: error.into(),
        })?;
    }
    Ok(game)
}
