//! The final picture's ranking: the end and why, then one row per seat, best first: rank,
//! name, colours, points, and when it finished (what decides equal points). Every line is
//! fitted to its box; rows grow to show every line.

use super::super::paint::{Align, Canvas, Style};
use super::super::style;
use super::super::text::{Fitted, Fonts, Weight};
use super::strip::PAD;
use super::tiles;
use super::words::Words;
use piazza_rules::PublicView;
use std::cmp::Reverse;

const TITLE: f32 = 34.0;
const REASON: f32 = 20.0;
const RANK: f32 = 26.0;
const NAME: f32 = 24.0;
const POINTS: f32 = 30.0;
const SMALL: f32 = 19.0;
const RANK_W: f32 = 76.0;
const SWATCH: f32 = 24.0;
const ROW_GAP: f32 = 8.0;

struct Row {
    seat: usize,
    rank: usize,
    rank_text: String,
    name: Fitted,
    when: Fitted,
    points: String,
    points_w: f32,
    height: f32,
}

pub(crate) struct Ranking {
    title: Fitted,
    reason: Option<Fitted>,
    rows: Vec<Row>,
    tie: Option<Fitted>,
    pub height: f32,
}

/// `(seat, rank)` best first: the game's ranking once it is over, else the standing now
/// (the rules' order: points, then who finished first; equal keys share a rank).
fn ranked(view: &PublicView) -> Vec<(usize, usize)> {
    if let Some(o) = &view.outcome {
        return o.ranking.iter().map(|s| (s.seat, s.rank)).collect();
    }
    let key = |s: usize| {
        let seat = &view.seats[s];
        (Reverse(seat.score), seat.finished.unwrap_or(u32::MAX))
    };
    let mut seats: Vec<usize> = (0..view.seats.len()).collect();
    seats.sort_by_key(|&s| (key(s), s));
    seats
        .iter()
        .map(|&s| (s, 1 + seats.iter().filter(|&&o| key(o) < key(s)).count()))
        .collect()
}

pub(crate) fn layout(fonts: &Fonts, view: &PublicView, words: Words, width: u32) -> Ranking {
    let floor = style::label_floor(width);
    let max = width as f32 - 2.0 * PAD;
    let title = fonts.fit(&words.game_over(), Weight::Bold, max, 2, TITLE, floor);
    let reason = view
        .outcome
        .as_ref()
        .map(|o| fonts.fit(&words.end(o.reason), Weight::Regular, max, 3, REASON, floor));
    let order = ranked(view);
    let rows: Vec<Row> = order
        .iter()
        .map(|&(seat, rank)| {
            let s = &view.seats[seat];
            let points = words.points(s.score);
            let points_w = fonts.measure(&points, POINTS, Weight::Bold).min(max * 0.35);
            let name_w = max - RANK_W - points_w - 30.0;
            let name = fonts.fit(&s.name, Weight::Bold, name_w, 2, NAME, floor);
            let when = match s.finished {
                Some(place) => words.finished(place),
                None => words.not_finished(),
            };
            let swatches = s.colours.len() as f32 * (SWATCH + 4.0) + 6.0;
            let when = fonts.fit(&when, Weight::Regular, name_w - swatches, 2, SMALL, floor);
            let height =
                (12.0 + name.height(1.2) + 6.0 + when.height(1.25).max(SWATCH) + 12.0).max(72.0);
            Row {
                seat,
                rank,
                rank_text: words.rank(rank),
                name,
                when,
                points,
                points_w,
                height,
            }
        })
        .collect();
    // Equal points told apart by who finished first: say so.
    let broken = rows.windows(2).any(|w| {
        view.seats[w[0].seat].score == view.seats[w[1].seat].score && w[0].rank != w[1].rank
    });
    let tie = broken.then(|| fonts.fit(&words.tie_break(), Weight::Regular, max, 3, SMALL, floor));
    let height = 18.0
        + title.height(1.2)
        + reason.as_ref().map_or(0.0, |r| r.height(1.3) + 4.0)
        + 14.0
        + rows.iter().map(|r| r.height + ROW_GAP).sum::<f32>()
        + tie.as_ref().map_or(0.0, |t| t.height(1.3) + 6.0)
        + 10.0;
    Ranking {
        title,
        reason,
        rows,
        tie,
        height,
    }
}

pub(crate) fn draw(cv: &mut Canvas<'_>, r: &Ranking, view: &PublicView, words: Words, top: f32) {
    let w = cv.width() as f32;
    let floor = style::label_floor(cv.width());
    let mut y = top + 18.0;
    let st = Style::label(TITLE, Weight::Bold, style::BASALT);
    y += cv.draw_lines(&r.title, PAD, y, 1.2, st, Align::Left);
    if let Some(reason) = &r.reason {
        let st = Style::label(REASON, Weight::Regular, style::MUTED);
        y += cv.draw_lines(reason, PAD, y + 4.0, 1.3, st, Align::Left) + 4.0;
    }
    y += 14.0;
    for row in &r.rows {
        let x = PAD;
        let rw = w - 2.0 * PAD;
        cv.round_rect(x, y, rw, row.height, 12.0, style::PANEL);
        if row.rank == 1 {
            cv.stroke_round_rect(
                x + 1.5,
                y + 1.5,
                rw - 3.0,
                row.height - 3.0,
                11.0,
                3.0,
                style::GOLD,
            );
        }
        let mid = y + row.height / 2.0;
        let rank = Style::label(RANK, Weight::Bold, style::BASALT);
        cv.draw_fit(
            &row.rank_text,
            x + 14.0,
            mid,
            RANK_W - 20.0,
            floor,
            rank,
            Align::Left,
        );
        let nx = x + RANK_W;
        let name = Style::label(NAME, Weight::Bold, style::BASALT);
        let name_h = cv.draw_lines(&row.name, nx, y + 12.0, 1.2, name, Align::Left);
        let second = y + 12.0 + name_h + 6.0;
        let h = row.when.height(1.25).max(SWATCH);
        let mut sx = nx;
        for &c in &view.seats[row.seat].colours {
            tiles::swatch(
                cv,
                c,
                sx,
                second + (h - SWATCH) / 2.0,
                SWATCH,
                words.letter(c),
            );
            sx += SWATCH + 4.0;
        }
        let st = Style::label(SMALL, Weight::Regular, style::MUTED);
        let wy = second + (h - row.when.height(1.25)) / 2.0;
        cv.draw_lines(&row.when, sx + 6.0, wy, 1.25, st, Align::Left);
        let pts = Style::label(POINTS, Weight::Bold, style::BASALT);
        let right = x + rw - 16.0;
        cv.draw_fit(
            &row.points,
            right,
            mid,
            row.points_w,
            floor,
            pts,
            Align::Right,
        );
        y += row.height + ROW_GAP;
    }
    if let Some(t) = &r.tie {
        let st = Style::label(SMALL, Weight::Regular, style::MUTED);
        cv.draw_lines(t, PAD, y + 4.0, 1.3, st, Align::Left);
    }
}
