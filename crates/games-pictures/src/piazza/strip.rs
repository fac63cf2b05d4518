//! The top of Piazza's table, panel and final pictures: the status (turn and whose turn, or
//! the end; with three players the neutral colour) and the score strip (each seat's name,
//! colours, points and tiles left, the seat to move framed in gold). Laid out first (lines
//! fitted to the width, so the picture grows to show them all), drawn after.

use super::super::paint::{Align, Canvas, Style};
use super::super::style;
use super::super::text::{Fitted, Fonts, Weight};
use super::tiles;
use super::words::Words;
use piazza_rules::PublicView;

pub(crate) const PAD: f32 = 24.0;
const TITLE: f32 = 25.0;
const LINE: f32 = 20.0;
const NAME: f32 = 20.0;
const SMALL: f32 = 19.0;
const GAP: f32 = 8.0;
/// A colour's square in the strip.
pub(crate) const SWATCH: f32 = 28.0;

/// The status, laid out.
pub(crate) struct Status {
    title: String,
    line: Fitted,
    neutral: Option<Fitted>,
    pub height: f32,
}

pub(crate) fn status(fonts: &Fonts, view: &PublicView, words: Words, width: u32) -> Status {
    let floor = style::label_floor(width);
    let max = width as f32 - 2.0 * PAD;
    let (title, line) = match &view.outcome {
        Some(o) => (words.game_over(), words.end(o.reason)),
        None => (
            words.turn(view.turn + 1),
            words.to_play(&view.seats[view.current].name),
        ),
    };
    let line = fonts.fit(&line, Weight::Regular, max, 2, LINE, floor);
    let neutral = view.neutral.map(|_| {
        let text = words.neutral();
        fonts.fit(&text, Weight::Regular, max - SWATCH - 10.0, 2, SMALL, floor)
    });
    let neutral_h = neutral
        .as_ref()
        .map_or(0.0, |n| n.height(1.3).max(SWATCH) + 8.0);
    let height = 14.0 + TITLE * 1.25 + 2.0 + line.height(1.3) + neutral_h + 10.0;
    Status {
        title,
        line,
        neutral,
        height,
    }
}

pub(crate) fn draw_status(
    cv: &mut Canvas<'_>,
    s: &Status,
    view: &PublicView,
    words: Words,
    top: f32,
) {
    let w = cv.width() as f32;
    let floor = style::label_floor(cv.width());
    let title = Style::label(TITLE, Weight::Bold, style::BASALT);
    let cy = top + 14.0 + TITLE * 0.6;
    cv.draw_fit(&s.title, PAD, cy, w - 2.0 * PAD, floor, title, Align::Left);
    let mut y = top + 14.0 + TITLE * 1.25 + 2.0;
    let st = Style::label(LINE, Weight::Regular, style::BASALT);
    y += cv.draw_lines(&s.line, PAD, y, 1.3, st, Align::Left);
    if let (Some(n), Some(c)) = (&s.neutral, view.neutral) {
        y += 8.0;
        let h = n.height(1.3).max(SWATCH);
        tiles::swatch(cv, c, PAD, y + (h - SWATCH) / 2.0, SWATCH, words.letter(c));
        let st = Style::label(SMALL, Weight::Regular, style::MUTED);
        let text_top = y + (h - n.height(1.3)) / 2.0;
        cv.draw_lines(n, PAD + SWATCH + 10.0, text_top, 1.3, st, Align::Left);
    }
}

/// The score strip, laid out: one cell per seat.
pub(crate) struct Strip {
    names: Vec<Fitted>,
    points: Vec<String>,
    left: Vec<Fitted>,
    cell_w: f32,
    current: Option<usize>,
    pub height: f32,
}

/// `you`: the panel's seat, "(you)" after its name.
pub(crate) fn strip(
    fonts: &Fonts,
    view: &PublicView,
    you: Option<usize>,
    words: Words,
    width: u32,
) -> Strip {
    let n = view.seats.len();
    let cell_w = (width as f32 - 2.0 * PAD - (n as f32 - 1.0) * GAP) / n as f32;
    let inner = cell_w - 20.0;
    let floor = style::label_floor(width);
    let names: Vec<Fitted> = (0..n)
        .map(|s| {
            let name = &view.seats[s].name;
            let name = if you == Some(s) {
                words.you(name)
            } else {
                name.clone()
            };
            fonts.fit(&name, Weight::Bold, inner, 2, NAME, floor)
        })
        .collect();
    let points = view.seats.iter().map(|s| words.points(s.score)).collect();
    let left: Vec<Fitted> = view
        .seats
        .iter()
        .map(|s| {
            let text = match s.finished {
                Some(_) => words.out_of_tiles(),
                None => words.tiles_left(s.hand_size, s.pile_size),
            };
            fonts.fit(&text, Weight::Regular, inner, 2, SMALL, floor)
        })
        .collect();
    let names_h = names.iter().map(|f| f.height(1.2)).fold(0.0, f32::max);
    let left_h = left.iter().map(|f| f.height(1.25)).fold(0.0, f32::max);
    Strip {
        names,
        points,
        left,
        cell_w,
        current: (!view.is_over()).then_some(view.current),
        height: 8.0 + names_h + 6.0 + SWATCH + 6.0 + left_h + 10.0 + 12.0,
    }
}

pub(crate) fn draw_strip(
    cv: &mut Canvas<'_>,
    s: &Strip,
    view: &PublicView,
    words: Words,
    top: f32,
) {
    let floor = style::label_floor(cv.width());
    let h = s.height - 12.0;
    let names_h = s.names.iter().map(|f| f.height(1.2)).fold(0.0, f32::max);
    for (seat, name) in s.names.iter().enumerate() {
        let x = PAD + seat as f32 * (s.cell_w + GAP);
        cv.round_rect(x, top, s.cell_w, h, 10.0, style::PANEL);
        if s.current == Some(seat) {
            let w = s.cell_w - 3.0;
            cv.stroke_round_rect(x + 1.5, top + 1.5, w, h - 3.0, 9.0, 3.0, style::GOLD);
        }
        let bold = Style::label(NAME, Weight::Bold, style::BASALT);
        cv.draw_lines(name, x + 10.0, top + 8.0, 1.2, bold, Align::Left);
        let row = top + 8.0 + names_h + 6.0;
        let mut sx = x + 10.0;
        for &c in &view.seats[seat].colours {
            tiles::swatch(cv, c, sx, row, SWATCH, words.letter(c));
            sx += SWATCH + 4.0;
        }
        let room = x + s.cell_w - 10.0 - sx - 4.0;
        let pts = Style::label(NAME, Weight::Bold, style::BASALT);
        let cy = row + SWATCH / 2.0;
        let right = x + s.cell_w - 10.0;
        cv.draw_fit(&s.points[seat], right, cy, room, floor, pts, Align::Right);
        let st = Style::label(SMALL, Weight::Regular, style::MUTED);
        cv.draw_lines(
            &s.left[seat],
            x + 10.0,
            row + SWATCH + 6.0,
            1.25,
            st,
            Align::Left,
        );
    }
}
