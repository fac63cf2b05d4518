//! The board picture's header (the player's name, score and bonus tiles) and footer (the
//! districts completed so far, as chips in their colours).

use super::PANEL_W;
use crate::calcada::pieces;
use crate::paint::{Align, Canvas, Style};
use crate::style;
use crate::text::{Fitted, Weight};
use calcada_rules::{Game, PlayerState, Symbol};
use games_messages::pictures::Labels;

const NAME_SIZE: f32 = 30.0;
const SCORE_SIZE: f32 = 46.0;
const SMALL: f32 = 18.0;
const LABEL: f32 = 17.0;

/// The name, fitted into the header: at most two lines.
fn name_block(cv: &Canvas<'_>, p: &PlayerState, width: f32, floor: f32) -> Fitted {
    let st = Style::label(NAME_SIZE, Weight::Bold, style::BASALT);
    cv.fit(p.name(), st, width, 2, floor)
}

fn score_width(cv: &Canvas<'_>, score: u32, labels: &Labels) -> f32 {
    let w = cv.measure(&score.to_string(), SCORE_SIZE, Weight::Bold);
    w.max(cv.measure(labels.points, SMALL, Weight::Regular))
}

/// Height of the board picture's header: room for a name on two lines and the bonus tiles.
pub(crate) const HEADER_H: u32 = 118;

/// During play the points scored so far; once over, the final total.
fn shown_score(game: &Game, seat: usize) -> u32 {
    if game.is_over() {
        game.score_breakdown(seat).total
    } else {
        game.player(seat).score()
    }
}

/// Name, score and bonus tiles at the top of the board picture.
pub(crate) fn draw_header(
    cv: &mut Canvas<'_>,
    game: &Game,
    seat: usize,
    labels: &Labels,
    floor: f32,
) {
    let p = game.player(seat);
    let score = shown_score(game, seat);
    let (x, right) = (24.0, PANEL_W as f32 - 24.0);
    let score_w = score_width(cv, score, labels);
    let big = Style::label(SCORE_SIZE, Weight::Bold, style::BASALT);
    cv.draw(&score.to_string(), right, 58.0, big, Align::Right);
    let small = Style::label(SMALL, Weight::Regular, style::MUTED);
    cv.draw(labels.points, right, 86.0, small, Align::Right);
    let name_w = right - x - score_w - 20.0;
    let f = name_block(cv, p, name_w, floor);
    let ink = if p.is_active() {
        style::BASALT
    } else {
        style::MUTED
    };
    let st = Style::label(NAME_SIZE, Weight::Bold, ink);
    let h = f.height(1.2);
    cv.check_room("the name", h, 76.0);
    cv.draw_lines(
        &f,
        x,
        10.0 + (76.0 - h).max(0.0) / 2.0,
        1.2,
        st,
        Align::Left,
    );
    // Bonus tiles: the bonus symbol in a basalt disc, then the count.
    let cy = 100.0;
    let text_w = right - score_w - 20.0 - (x + 34.0);
    if p.is_active() {
        let r = 13.0;
        cv.circle(x + r, cy, r, style::BASALT);
        cv.icon(
            Symbol::Bonus,
            22,
            (x + r - 11.0) as i32,
            (cy - 11.0) as i32,
            style::PANEL,
        );
        let text = (labels.bonus_tiles)(p.bonus_tiles());
        let st = Style::label(SMALL, Weight::Regular, style::BASALT);
        cv.draw_fit(&text, x + 2.0 * r + 8.0, cy, text_w, floor, st, Align::Left);
    } else {
        cv.draw_fit(
            labels.left_game,
            x,
            cy,
            text_w + 34.0,
            floor,
            small,
            Align::Left,
        );
    }
}

/// The districts completed so far as chips in their colours, wrapped into rows of `width`
/// px from (x, top); returns the rows' height (0 without any).
pub(crate) fn draw_chips(
    cv: &mut Canvas<'_>,
    p: &PlayerState,
    x: f32,
    top: f32,
    width: f32,
    labels: &Labels,
    draw: bool,
) -> f32 {
    if p.districts_scored().is_empty() {
        return 0.0;
    }
    let (row_h, h, gap) = (34.0, 26.0, 6.0);
    let muted = Style::label(LABEL + 1.0, Weight::Regular, style::MUTED);
    let mut cx = x;
    let mut cy = top + row_h / 2.0;
    let head = cv.measure(labels.districts_done, muted.size, muted.weight);
    if draw {
        cv.draw_fit(
            labels.districts_done,
            x,
            cy,
            width,
            LABEL,
            muted,
            Align::Left,
        );
    }
    cx += head.min(width) + 10.0;
    for d in p.districts_scored() {
        let text = (labels.district_chip)(d.district, d.points);
        let w = cv.measure(&text, LABEL + 1.0, Weight::Bold) + 16.0;
        if cx + w > x + width {
            cx = x;
            cy += row_h;
        }
        if draw {
            cv.round_rect(cx, cy - h / 2.0, w, h, h / 2.0, pieces::tile_fill(d.colour));
            let st = Style::label(LABEL + 1.0, Weight::Bold, pieces::tile_ink(d.colour));
            cv.draw_mid(&text, cx + w / 2.0, cy, st, Align::Center);
        }
        cx += w + gap;
    }
    cy + row_h / 2.0 - top
}
