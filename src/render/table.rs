//! The shared table: the carousel of six spaces with their stones, the scoreboard (one column
//! per colour: its stone on the multiplier rows, then its face-up tiles and stack), the round,
//! whose turn it is and the step.

use super::assets::{Assets, SpriteKey};
use super::board::warm_text;
use super::paint::{Align, Canvas, Weight};
use super::style::{self, Rgba};
use crate::engine::{Colour, Game, Space, Step, Symbol, DISPLAY_SIZE};
use crate::messages::{pictures::Labels, Lang};
use std::f32::consts::PI;

pub const PANEL_W: u32 = 720;
pub const PANEL_H: u32 = 680;

const TITLE: f32 = 30.0;
const TURN: f32 = 20.0;
const COUNT: f32 = 38.0;
const LABEL: f32 = 17.0;
const SMALL: f32 = 16.0;

// Carousel (panel coordinates).
const RING_X: f32 = 190.0;
const RING_Y: f32 = 404.0;
const RING_R: f32 = 130.0;
const SPACE_R: f32 = 58.0;
const STONE_R: u16 = 14;
const STONE_RING: f32 = 38.0;
const BADGE_R: f32 = 15.0;

// Scoreboard columns (panel coordinates).
const SB_X: f32 = 372.0;
const SB_LABEL_W: f32 = 40.0;
const COL_W: f32 = 52.0;
const COL_GAP: f32 = 8.0;
const HEAD_Y: f32 = 150.0;
const ROWS_Y: f32 = 176.0;
/// Baseline of the two section headings.
const HEADINGS_Y: f32 = 122.0;
const ROWS_H: f32 = 204.0;
const TILE: u16 = 52;
const TILE_LETTER: u16 = 16;
const TILE_GAP: f32 = 6.0;
const SB_STONE_R: u16 = 13;
const HEAD_STONE_R: u16 = 16;

fn col_x(c: Colour) -> f32 {
    SB_X + SB_LABEL_W + c.index() as f32 * (COL_W + COL_GAP)
}

fn row_h(rows: usize) -> f32 {
    (ROWS_H / rows.max(1) as f32).min(34.0)
}

/// Top of the off-board row and of the displays.
fn off_y(rows: usize) -> f32 {
    ROWS_Y + row_h(rows) * rows as f32 + 8.0
}

fn tiles_y(rows: usize) -> f32 {
    off_y(rows) + row_h(rows) + 22.0
}

fn space_centre(s: Space) -> (f32, f32) {
    let a = -PI / 2.0 + s.index() as f32 * PI / 3.0;
    (RING_X + RING_R * a.cos(), RING_Y + RING_R * a.sin())
}

pub(crate) fn draw_static(
    cv: &mut Canvas<'_>,
    ox: f32,
    oy: f32,
    multipliers: &[u8],
    labels: &Labels,
) {
    // Carousel: a track joining the six spaces, and in the middle a compass star inside an
    // arrow showing that stones move clockwise.
    let (rx, ry) = (ox + RING_X, oy + RING_Y);
    cv.stroke_circle(rx, ry, RING_R, 22.0, style::TRACK);
    let star = cv.assets.icon(Symbol::Star, 64);
    cv.mask(&star, (rx - 32.0) as i32, (ry - 32.0) as i32, style::TRACK);
    let arc_r = 48.0;
    let (a0, a1) = (-PI * 0.95, PI * 0.55);
    let mut pb = tiny_skia::PathBuilder::new();
    let steps = 40;
    for i in 0..=steps {
        let a = a0 + (a1 - a0) * i as f32 / steps as f32;
        let (x, y) = (rx + arc_r * a.cos(), ry + arc_r * a.sin());
        if i == 0 {
            pb.move_to(x, y);
        } else {
            pb.line_to(x, y);
        }
    }
    if let Some(p) = pb.finish() {
        cv.stroke_path(&p, 5.0, style::MUTED);
    }
    // The arrowhead at the arc's end, pointing along the clockwise tangent.
    let (ex, ey) = (rx + arc_r * a1.cos(), ry + arc_r * a1.sin());
    let (tx, ty) = (-a1.sin(), a1.cos());
    let (nx, ny) = (a1.cos(), a1.sin());
    let mut pb = tiny_skia::PathBuilder::new();
    pb.move_to(ex + tx * 13.0, ey + ty * 13.0);
    pb.line_to(ex + nx * 9.0 - tx * 3.0, ey + ny * 9.0 - ty * 3.0);
    pb.line_to(ex - nx * 9.0 - tx * 3.0, ey - ny * 9.0 - ty * 3.0);
    pb.close();
    if let Some(p) = pb.finish() {
        cv.fill_path(&p, style::MUTED);
    }
    for s in Space::all() {
        let (cx, cy) = space_centre(s);
        let (cx, cy) = (ox + cx, oy + cy);
        cv.circle(cx, cy + 2.0, SPACE_R, Rgba(40, 30, 20, 40));
        cv.circle(cx, cy, SPACE_R, style::PANEL);
        cv.stroke_circle(cx, cy, SPACE_R - 1.0, 2.0, style::HAIRLINE);
        // The space's number in a basalt disc just outside it, away from the centre.
        let a = -PI / 2.0 + s.index() as f32 * PI / 3.0;
        let d = SPACE_R + 7.0;
        let (bx, by) = (cx + d * a.cos(), cy + d * a.sin());
        cv.circle(bx, by, BADGE_R + 2.0, style::PAGE);
        cv.circle(bx, by, BADGE_R, style::BASALT);
        cv.text_mid(
            &s.as_number().to_string(),
            bx,
            by,
            LABEL,
            Weight::Bold,
            style::PANEL,
            Align::Center,
        );
    }
    cv.text(
        labels.gameboard,
        ox + 24.0,
        oy + HEADINGS_Y,
        LABEL,
        Weight::Bold,
        style::MUTED,
        Align::Left,
    );

    // Scoreboard: colour heads, multiplier rows, the off-board row, display slots.
    let rows = multipliers.len();
    let rh = row_h(rows);
    cv.text(
        labels.scoreboard,
        ox + SB_X + 6.0,
        oy + HEADINGS_Y,
        LABEL,
        Weight::Bold,
        style::MUTED,
        Align::Left,
    );
    for c in Colour::ALL {
        let x = ox + col_x(c);
        let stone = cv.assets.sprite(SpriteKey::Stone(c, HEAD_STONE_R));
        let r = HEAD_STONE_R as f32 + 1.0;
        cv.sprite(
            &stone,
            (x + COL_W / 2.0 - r) as i32,
            (oy + HEAD_Y - r) as i32,
        );
    }
    for (i, &m) in multipliers.iter().enumerate() {
        let y = oy + ROWS_Y + i as f32 * rh;
        cv.text_mid(
            &(labels.multiplier)(m),
            ox + SB_X + SB_LABEL_W - 10.0,
            y + rh / 2.0,
            LABEL,
            Weight::Bold,
            style::BASALT,
            Align::Right,
        );
        for c in Colour::ALL {
            let x = ox + col_x(c);
            cv.round_rect(x, y + 2.0, COL_W, rh - 4.0, 6.0, style::PANEL);
        }
    }
    let y = oy + off_y(rows);
    cv.text_mid(
        labels.off_row,
        ox + SB_X + SB_LABEL_W - 10.0,
        y + rh / 2.0,
        LABEL,
        Weight::Regular,
        style::MUTED,
        Align::Right,
    );
    for c in Colour::ALL {
        let x = ox + col_x(c);
        cv.stroke_round_rect(
            x + 1.0,
            y + 3.0,
            COL_W - 2.0,
            rh - 6.0,
            6.0,
            1.5,
            style::HAIRLINE,
        );
        let ty = oy + tiles_y(rows);
        for k in 0..DISPLAY_SIZE {
            let t = ty + k as f32 * (TILE as f32 + TILE_GAP);
            cv.stroke_round_rect(
                x + 1.0,
                t + 1.0,
                TILE as f32 - 2.0,
                TILE as f32 - 2.0,
                7.0,
                1.5,
                style::HAIRLINE,
            );
        }
    }
}

pub(crate) fn draw_dynamic(
    cv: &mut Canvas<'_>,
    ox: f32,
    oy: f32,
    game: &Game,
    labels: &Labels,
    lang: Lang,
) {
    // Header: the round, whose turn and which step; the last round flagged.
    let right = ox + PANEL_W as f32 - 24.0;
    cv.text(
        &(labels.round)(game.round()),
        ox + 24.0,
        oy + 50.0,
        TITLE,
        Weight::Bold,
        style::BASALT,
        Align::Left,
    );
    if game.end_triggered() && !game.is_over() {
        let text = labels.last_round;
        let w = cv.measure(text, LABEL, Weight::Bold) + 24.0;
        cv.round_rect(right - w, oy + 22.0, w, 32.0, 16.0, style::GOLD);
        cv.text_mid(
            text,
            right - w / 2.0,
            oy + 38.0,
            LABEL,
            Weight::Bold,
            style::BASALT,
            Align::Center,
        );
    }
    let line_y = oy + 84.0;
    if game.is_over() {
        cv.text(
            labels.game_over,
            ox + 24.0,
            line_y,
            TURN,
            Weight::Bold,
            style::BASALT,
            Align::Left,
        );
    } else {
        let name = game.player(game.current()).name();
        let who = (labels.turn_of)(name);
        let step = match game.step() {
            Step::Declare => labels.step_declare.to_string(),
            Step::Place { colour, number } => (labels.step_place)(lang.colour(colour), number),
        };
        let max = PANEL_W as f32 - 48.0;
        let step_w = cv.measure(&step, TURN, Weight::Regular) + 40.0;
        let who = cv.fit(&who, TURN, Weight::Bold, (max - step_w).max(120.0));
        let mut x = ox + 24.0;
        x += cv.text(
            &who,
            x,
            line_y,
            TURN,
            Weight::Bold,
            style::BASALT,
            Align::Left,
        );
        x += 12.0;
        if let Step::Place { colour, .. } = game.step() {
            // The declared colour's stone next to the step, for colour-blind readers too.
            let r = STONE_R as f32 + 1.0;
            let stone = cv.assets.sprite(SpriteKey::Stone(colour, STONE_R));
            cv.sprite(&stone, x as i32, (line_y - 7.0 - r) as i32);
            x += 2.0 * r + 8.0;
        } else {
            cv.circle(x + 6.0, line_y - 7.0, 3.5, style::MUTED);
            x += 20.0;
        }
        let step = cv.fit(&step, TURN, Weight::Regular, ox + PANEL_W as f32 - 24.0 - x);
        cv.text(
            &step,
            x,
            line_y,
            TURN,
            Weight::Regular,
            style::BASALT,
            Align::Left,
        );
    }

    // Carousel: each space's stones around the number a declaration there announces.
    for s in Space::all() {
        let (cx, cy) = space_centre(s);
        let (cx, cy) = (ox + cx, oy + cy);
        let n = game.stones_on(s);
        let ink = if n == 0 {
            style::HAIRLINE
        } else {
            style::BASALT
        };
        cv.text_mid(
            &n.to_string(),
            cx,
            cy,
            COUNT,
            Weight::Bold,
            ink,
            Align::Center,
        );
        let stones: Vec<Colour> = Colour::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, game.stones(s, c) as usize))
            .collect();
        let k = stones.len() as f32;
        let r = STONE_R as f32 + 1.0;
        for (i, &c) in stones.iter().enumerate() {
            // Evenly round the number, from the side facing the carousel's centre (the
            // space's number is on the other side).
            let inward = PI / 2.0 + s.index() as f32 * PI / 3.0;
            let a = inward + (i as f32 + 0.5 - k / 2.0) * (2.0 * PI / k.max(6.0));
            let (x, y) = (cx + STONE_RING * a.cos(), cy + STONE_RING * a.sin());
            let stone = cv.assets.sprite(SpriteKey::Stone(c, STONE_R));
            cv.sprite(&stone, (x - r) as i32, (y - r) as i32);
        }
    }

    // Scoreboard: each colour's stone on its row, or off the board and closed.
    let rows = game.multipliers().len();
    let rh = row_h(rows);
    for c in Colour::ALL {
        let x = ox + col_x(c);
        let r = SB_STONE_R as f32 + 1.0;
        let stone = cv.assets.sprite(SpriteKey::Stone(c, SB_STONE_R));
        let ty = oy + tiles_y(rows);
        match game.scoreboard_row(c) {
            Some(row) => {
                let y = oy + ROWS_Y + row as f32 * rh + rh / 2.0;
                cv.sprite(&stone, (x + COL_W / 2.0 - r) as i32, (y - r) as i32);
                for (k, t) in game.display(c).iter().enumerate() {
                    let tile =
                        cv.assets
                            .sprite(SpriteKey::Tile(t.colour, t.symbol, TILE, TILE_LETTER));
                    let y = ty + k as f32 * (TILE as f32 + TILE_GAP);
                    cv.sprite(&tile, x as i32, y as i32);
                }
                let y = ty + DISPLAY_SIZE as f32 * (TILE as f32 + TILE_GAP) + 14.0;
                cv.text(
                    &(labels.stack)(game.stack_size(c)),
                    x + COL_W / 2.0,
                    y,
                    SMALL,
                    Weight::Regular,
                    style::MUTED,
                    Align::Center,
                );
            }
            None => {
                // Veil the column, park the stone on the off row, mark the colour closed.
                let top = oy + ROWS_Y;
                let bottom = ty + DISPLAY_SIZE as f32 * (TILE as f32 + TILE_GAP);
                cv.rect(
                    x - 2.0,
                    top,
                    COL_W + 4.0,
                    bottom - top,
                    style::PAGE.alpha(190),
                );
                let y = oy + off_y(rows) + rh / 2.0;
                cv.sprite(&stone, (x + COL_W / 2.0 - r) as i32, (y - r) as i32);
                cv.text_mid(
                    labels.closed,
                    x + COL_W / 2.0,
                    ty + 1.5 * (TILE as f32 + TILE_GAP),
                    SMALL,
                    Weight::Bold,
                    style::MUTED,
                    Align::Center,
                );
            }
        }
    }
}

pub(crate) fn warm_up(a: &Assets) {
    for c in Colour::ALL {
        for r in [STONE_R, SB_STONE_R, HEAD_STONE_R] {
            a.sprite(SpriteKey::Stone(c, r));
        }
        for s in Symbol::ALL {
            a.sprite(SpriteKey::Tile(c, s, TILE, TILE_LETTER));
        }
    }
    for (size, w) in [
        (TITLE, Weight::Bold),
        (TURN, Weight::Bold),
        (TURN, Weight::Regular),
        (COUNT, Weight::Bold),
        (LABEL, Weight::Bold),
        (SMALL, Weight::Regular),
        (SMALL, Weight::Bold),
        (23.0, Weight::Regular),
    ] {
        warm_text(a, size, w);
    }
}
