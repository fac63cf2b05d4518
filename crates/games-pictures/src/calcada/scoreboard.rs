//! The scoreboard, one row per colour across the picture: the colour's stone, its track of
//! multiplier cells (the stone in its row's cell, or in the "off" cell once it left), the
//! colour's face-up tiles and the tiles left in its stack. A closed colour is veiled.

use super::pieces::SpriteKey;
use crate::paint::{Align, Canvas, Style};
use crate::style;
use crate::text::Weight;
use calcada_rules::{Colour, Game, DISPLAY_SIZE};
use games_messages::pictures::Labels;

/// Width the scoreboard is drawn for.
pub(crate) const W: f32 = 720.0;
const HEAD_H: f32 = 32.0;
const ROW_H: f32 = 62.0;
/// Height of the scoreboard.
pub(crate) const H: f32 = HEAD_H + 5.0 * ROW_H + 14.0;

const HEAD_STONE_R: u16 = 16;
pub(crate) const STONE_R: u16 = 14;
const TRACK_X: f32 = 72.0;
const CELL_W: f32 = 44.0;
const OFF_W: f32 = 60.0;
const TILES_X: f32 = 412.0;
pub(crate) const TILE: u16 = 54;
pub(crate) const TILE_LETTER: u16 = 16;
const TILE_GAP: f32 = 6.0;
const STACK_X: f32 = TILES_X + 3.0 * (TILE as f32 + TILE_GAP) + 8.0;
const LABEL: f32 = 19.0;

fn row_y(oy: f32, c: Colour) -> f32 {
    oy + HEAD_H + c.index() as f32 * ROW_H
}

/// Where the track's cell `i` starts (`i == rows` is the "off" cell).
fn cell_x(ox: f32, rows: usize, i: usize) -> f32 {
    // Fewer rows are spread over the same width, so every track ends at the same place.
    let w = (6.0 * CELL_W) / rows.max(1) as f32;
    ox + TRACK_X + i as f32 * w.min(CELL_W * 1.5)
}

fn cell_w(rows: usize) -> f32 {
    ((6.0 * CELL_W) / rows.max(1) as f32).min(CELL_W * 1.5)
}

/// Headings of the cells, the rows' backgrounds, the head stones, the empty cells and slots.
pub(crate) fn draw_static(
    cv: &mut Canvas<'_>,
    ox: f32,
    oy: f32,
    multipliers: &[u8],
    labels: &Labels,
) {
    let rows = multipliers.len();
    let cw = cell_w(rows);
    let floor = style::label_floor(cv.width());
    let head = Style::label(LABEL, Weight::Bold, style::MUTED);
    let cy = oy + HEAD_H / 2.0;
    for (i, &m) in multipliers.iter().enumerate() {
        let x = cell_x(ox, rows, i) + cw / 2.0;
        cv.draw_fit(
            &(labels.multiplier)(m),
            x,
            cy,
            cw - 2.0,
            floor,
            head,
            Align::Center,
        );
    }
    let off_x = cell_x(ox, rows, rows);
    cv.draw_fit(
        labels.off_row,
        off_x + OFF_W / 2.0,
        cy,
        OFF_W + 8.0,
        floor,
        head,
        Align::Center,
    );
    for c in Colour::ALL {
        let y = row_y(oy, c);
        if c.index() % 2 == 0 {
            cv.round_rect(ox + 12.0, y, W - 24.0, ROW_H, 10.0, style::PANEL.alpha(150));
        }
        let r = HEAD_STONE_R as f32 + 1.0;
        let key = SpriteKey::Stone(c, HEAD_STONE_R);
        cv.sprite_of(key, (ox + 42.0 - r) as i32, (y + ROW_H / 2.0 - r) as i32);
        for i in 0..rows {
            let x = cell_x(ox, rows, i);
            cv.round_rect(x + 2.0, y + 10.0, cw - 4.0, ROW_H - 20.0, 6.0, style::PANEL);
            cv.stroke_round_rect(
                x + 2.0,
                y + 10.0,
                cw - 4.0,
                ROW_H - 20.0,
                6.0,
                1.0,
                style::HAIRLINE,
            );
        }
        cv.stroke_round_rect(
            off_x + 4.0,
            y + 11.0,
            OFF_W - 8.0,
            ROW_H - 22.0,
            6.0,
            1.5,
            style::HAIRLINE,
        );
        for k in 0..DISPLAY_SIZE {
            let x = ox + TILES_X + k as f32 * (TILE as f32 + TILE_GAP);
            let t = TILE as f32;
            cv.stroke_round_rect(
                x + 1.0,
                y + 4.0,
                t - 2.0,
                t - 2.0,
                7.0,
                1.5,
                style::HAIRLINE,
            );
        }
    }
}

/// The stones on their rows, the face-up tiles, the stacks, the closed colours. The tiles of
/// the colours in `face_down` are drawn face down (a preview's refill: not known yet).
pub(crate) fn draw_dynamic(
    cv: &mut Canvas<'_>,
    ox: f32,
    oy: f32,
    game: &Game,
    face_down: &[Colour],
    labels: &Labels,
) {
    let rows = game.multipliers().len();
    let cw = cell_w(rows);
    let floor = style::label_floor(cv.width());
    let r = STONE_R as f32 + 1.0;
    let stack_w = ox + W - 16.0 - (ox + STACK_X);
    for c in Colour::ALL {
        let y = row_y(oy, c);
        let cy = y + ROW_H / 2.0;
        let key = SpriteKey::Stone(c, STONE_R);
        match game.scoreboard_row(c) {
            Some(row) => {
                let x = cell_x(ox, rows, row) + cw / 2.0;
                cv.sprite_of(key, (x - r) as i32, (cy - r) as i32);
                for (k, t) in game.display(c).iter().enumerate() {
                    let x = ox + TILES_X + k as f32 * (TILE as f32 + TILE_GAP);
                    if face_down.contains(&c) {
                        draw_tile_back(cv, x, y + 4.0);
                        continue;
                    }
                    let key = SpriteKey::Tile(t.colour, t.symbol, TILE, TILE_LETTER);
                    cv.sprite_of(key, x as i32, (y + 4.0) as i32);
                }
                let text = (labels.stack)(game.stack_size(c));
                let st = Style::label(LABEL, Weight::Regular, style::MUTED);
                let f = cv.fit(&text, st, stack_w, 2, floor);
                let h = f.height(1.15);
                cv.check_room("a stack count", h, ROW_H);
                cv.draw_lines(&f, ox + STACK_X, cy - h / 2.0, 1.15, st, Align::Left);
            }
            None => {
                // Veil the row, park the stone in the off cell, mark the colour closed.
                cv.rect(
                    ox + TRACK_X,
                    y + 2.0,
                    W - TRACK_X - 16.0,
                    ROW_H - 4.0,
                    style::PAGE.alpha(190),
                );
                let x = cell_x(ox, rows, rows) + OFF_W / 2.0;
                cv.sprite_of(key, (x - r) as i32, (cy - r) as i32);
                let st = Style::label(LABEL, Weight::Bold, style::MUTED);
                let room = W - 16.0 - TILES_X;
                cv.draw_fit(
                    labels.closed,
                    ox + TILES_X + 6.0,
                    cy,
                    room,
                    floor,
                    st,
                    Align::Left,
                );
            }
        }
    }
}

/// A tile lying face down: its back, plain (nothing on it tells what it is).
fn draw_tile_back(cv: &mut Canvas<'_>, x: f32, y: f32) {
    let t = TILE as f32;
    cv.round_rect(x + 1.0, y + 1.0, t - 2.0, t - 2.0, 7.0, style::MUTED);
    cv.stroke_round_rect(
        x + 5.0,
        y + 5.0,
        t - 10.0,
        t - 10.0,
        5.0,
        1.5,
        style::HAIRLINE,
    );
}
