//! The carousel (gameboard): six spaces in a ring, each with its number in a disc outside it,
//! the count of its stones (the number a declaration there announces) in the middle and the
//! stones around the count. A crowded space (more than six stones, up to all fifteen) shows one
//! capsule per colour with its count ("R×3") instead. The last move is a gold arrow outside
//! the ring, from space to space, and a gold ring round the stone that moved.

use super::marks::StoneMove;
use super::pieces::{self, SpriteKey};
use crate::paint::{Align, Canvas, Kind, Style};
use crate::style::{self, Rgba};
use crate::text::Weight;
use calcada_rules::{Colour, Game, Space, Symbol};
use games_messages::pictures::Labels;
use std::f32::consts::PI;

/// The box the carousel is drawn in.
pub(crate) const BOX_W: f32 = 340.0;
pub(crate) const BOX_H: f32 = 400.0;

const RING_R: f32 = 104.0;
const SPACE_R: f32 = 52.0;
pub(crate) const STONE_R: u16 = 13;
const STONE_RING: f32 = 32.0;
const BADGE_R: f32 = 15.0;
const BADGE_SIZE: f32 = 19.0;
const COUNT: f32 = 34.0;
const CROWDED_COUNT: f32 = 28.0;
/// Radius of the last move's arrow (outside the ring and its number discs).
const ARROW_R: f32 = RING_R + SPACE_R + 14.0;

fn angle(s: Space) -> f32 {
    -PI / 2.0 + s.index() as f32 * PI / 3.0
}

fn centre(ox: f32, oy: f32, s: Space) -> (f32, f32) {
    let (cx, cy) = (ox + BOX_W / 2.0, oy + BOX_H / 2.0);
    let a = angle(s);
    (cx + RING_R * a.cos(), cy + RING_R * a.sin())
}

fn arc(cx: f32, cy: f32, r: f32, a0: f32, a1: f32) -> Option<tiny_skia::Path> {
    let mut pb = tiny_skia::PathBuilder::new();
    let steps = 32;
    for i in 0..=steps {
        let a = a0 + (a1 - a0) * i as f32 / steps as f32;
        let (x, y) = (cx + r * a.cos(), cy + r * a.sin());
        if i == 0 {
            pb.move_to(x, y);
        } else {
            pb.line_to(x, y);
        }
    }
    pb.finish()
}

/// An arrowhead at angle `a` of a circle, pointing clockwise.
fn head(cv: &mut Canvas<'_>, cx: f32, cy: f32, r: f32, a: f32, size: f32, c: Rgba) {
    let (ex, ey) = (cx + r * a.cos(), cy + r * a.sin());
    let (tx, ty) = (-a.sin(), a.cos());
    let (nx, ny) = (a.cos(), a.sin());
    let mut pb = tiny_skia::PathBuilder::new();
    pb.move_to(ex + tx * size, ey + ty * size);
    pb.line_to(
        ex + nx * size * 0.7 - tx * size * 0.2,
        ey + ny * size * 0.7 - ty * size * 0.2,
    );
    pb.line_to(
        ex - nx * size * 0.7 - tx * size * 0.2,
        ey - ny * size * 0.7 - ty * size * 0.2,
    );
    pb.close();
    if let Some(p) = pb.finish() {
        cv.fill_path(&p, c);
    }
}

/// The track, the clockwise arrow in the middle, the six spaces and their numbers.
pub(crate) fn draw_static(cv: &mut Canvas<'_>, ox: f32, oy: f32) {
    let (rx, ry) = (ox + BOX_W / 2.0, oy + BOX_H / 2.0);
    cv.stroke_circle(rx, ry, RING_R, 20.0, style::TRACK);
    cv.icon(
        Symbol::Star,
        44,
        (rx - 22.0) as i32,
        (ry - 22.0) as i32,
        style::TRACK,
    );
    let (a0, a1) = (-PI * 0.95, PI * 0.55);
    if let Some(p) = arc(rx, ry, 34.0, a0, a1) {
        cv.stroke_path(&p, 4.0, style::MUTED);
    }
    head(cv, rx, ry, 34.0, a1, 11.0, style::MUTED);
    let badge = Style::label(BADGE_SIZE, Weight::Bold, style::PANEL);
    for s in Space::all() {
        let (cx, cy) = centre(ox, oy, s);
        cv.circle(cx, cy + 2.0, SPACE_R, Rgba(40, 30, 20, 40));
        cv.circle(cx, cy, SPACE_R, style::PANEL);
        cv.stroke_circle(cx, cy, SPACE_R - 1.0, 2.0, style::HAIRLINE);
        // The space's number in a basalt disc just outside it, away from the centre.
        let a = angle(s);
        let d = SPACE_R + 6.0;
        let (bx, by) = (cx + d * a.cos(), cy + d * a.sin());
        cv.circle(bx, by, BADGE_R + 2.0, style::PAGE);
        cv.circle(bx, by, BADGE_R, style::BASALT);
        cv.draw_mid(&s.as_number().to_string(), bx, by, badge, Align::Center);
    }
}

/// Where each stone of a space is drawn: (colour, count shown, x, y). Up to six stones each
/// get a place round the count; a crowded space gets one capsule per colour.
fn places(game: &Game, s: Space, cx: f32, cy: f32) -> Vec<(Colour, u8, f32, f32)> {
    let n = game.stones_on(s) as usize;
    let inward = PI / 2.0 + s.index() as f32 * PI / 3.0;
    let at = |i: usize, k: usize| {
        let a = inward + (i as f32 + 0.5 - k as f32 / 2.0) * (2.0 * PI / (k as f32).max(6.0));
        (cx + STONE_RING * a.cos(), cy + STONE_RING * a.sin())
    };
    if n <= 6 {
        let stones: Vec<Colour> = Colour::ALL
            .iter()
            .flat_map(|&c| std::iter::repeat_n(c, game.stones(s, c) as usize))
            .collect();
        return stones
            .iter()
            .enumerate()
            .map(|(i, &c)| {
                let (x, y) = at(i, n);
                (c, 1, x, y)
            })
            .collect();
    }
    let groups: Vec<(Colour, u8)> = Colour::ALL
        .iter()
        .map(|&c| (c, game.stones(s, c)))
        .filter(|g| g.1 > 0)
        .collect();
    let k = groups.len();
    groups
        .iter()
        .enumerate()
        .map(|(i, &(c, count))| {
            let a = inward + (i as f32 + 0.5 - k as f32 / 2.0) * (2.0 * PI / (k as f32).max(5.0));
            (
                c,
                count,
                cx + STONE_RING * a.cos(),
                cy + STONE_RING * a.sin(),
            )
        })
        .collect()
}

/// A capsule in a stone's colour with its letter and count.
fn capsule(cv: &mut Canvas<'_>, c: Colour, count: u8, x: f32, y: f32, labels: &Labels) {
    let text = if count > 1 {
        (labels.stone_count)(c.letter(), count)
    } else {
        c.letter().to_string()
    };
    let size = STONE_R as f32 * 1.2;
    let st = Style::label(size, Weight::Bold, pieces::tile_ink(c)).kind(Kind::Letter);
    let h = STONE_R as f32 * 2.0;
    let w = (cv.measure(&text, size, Weight::Bold) + 10.0).clamp(h, 40.0);
    cv.round_rect(
        x - w / 2.0 + 0.5,
        y - h / 2.0 + 1.5,
        w,
        h,
        h / 2.0,
        Rgba(40, 30, 20, 70),
    );
    cv.round_rect(
        x - w / 2.0,
        y - h / 2.0,
        w,
        h,
        h / 2.0,
        pieces::tile_fill(c).mix(Rgba::hex(0), 0.35),
    );
    cv.round_rect(
        x - w / 2.0 + 1.5,
        y - h / 2.0 + 1.5,
        w - 3.0,
        h - 3.0,
        h / 2.0,
        pieces::tile_fill(c),
    );
    cv.draw_fit(&text, x, y, w - 6.0, size, st, Align::Center);
}

/// The counts and stones of every space, and the last move.
pub(crate) fn draw_dynamic(
    cv: &mut Canvas<'_>,
    ox: f32,
    oy: f32,
    game: &Game,
    moved: &[StoneMove],
    labels: &Labels,
) {
    let r = STONE_R as f32 + 1.0;
    let mut rings: Vec<(f32, f32, f32)> = Vec::new();
    for s in Space::all() {
        let (cx, cy) = centre(ox, oy, s);
        let n = game.stones_on(s);
        let ink = if n == 0 {
            style::HAIRLINE
        } else {
            style::BASALT
        };
        let size = if n > 6 { CROWDED_COUNT } else { COUNT };
        let st = Style::label(size, Weight::Bold, ink);
        cv.draw_mid(&n.to_string(), cx, cy, st, Align::Center);
        let mut marked = moved
            .iter()
            .filter(|m| m.to == s)
            .map(|m| m.colour)
            .collect::<Vec<_>>();
        for (c, count, x, y) in places(game, s, cx, cy) {
            if n > 6 {
                capsule(cv, c, count, x, y, labels);
            } else {
                cv.sprite_of(SpriteKey::Stone(c, STONE_R), (x - r) as i32, (y - r) as i32);
            }
            if let Some(i) = marked.iter().position(|&m| m == c) {
                marked.remove(i);
                let half = if n > 6 { 20.0 } else { r };
                rings.push((x, y, half));
            }
        }
    }
    // The last move: a gold arrow outside the ring from the space it left to the one it
    // reached, and a gold ring round the stone.
    let (rx, ry) = (ox + BOX_W / 2.0, oy + BOX_H / 2.0);
    for m in moved {
        let (a0, a1) = (angle(m.from) + 0.2, angle(m.from) + PI / 3.0 - 0.2);
        let (w, c) = if m.nudge {
            (4.0, style::GOLD.mix(style::PAGE, 0.35))
        } else {
            (6.0, style::GOLD)
        };
        if let Some(p) = arc(rx, ry, ARROW_R, a0, a1 - 0.06) {
            cv.stroke_path(&p, w + 3.0, style::BASALT);
            cv.stroke_path(&p, w, c);
        }
        head(cv, rx, ry, ARROW_R, a1 - 0.1, 12.0, style::BASALT);
        head(cv, rx, ry, ARROW_R, a1 - 0.1, 9.5, c);
    }
    for (x, y, half) in rings {
        cv.stroke_circle(x, y, half + 3.0, 4.0, style::BASALT);
        cv.stroke_circle(x, y, half + 2.5, 2.5, style::GOLD);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::{Game, Settings};

    #[test]
    fn stones_and_capsules_keep_clear_of_the_count_and_inside_their_space() {
        let game = Game::new(Settings::new(["Ana", "Rui"], "A"), 7).unwrap();
        let mut snap = game.snapshot();
        // All fifteen stones on space 1.
        for row in snap.carousel.iter_mut() {
            *row = [0; 5];
        }
        snap.carousel[0] = [3; 5];
        let crowded = Game::from_snapshot(snap).unwrap();
        for g in [&game, &crowded] {
            for s in Space::all() {
                let (cx, cy) = centre(0.0, 0.0, s);
                let p = places(g, s, cx, cy);
                let total: u32 = if g.stones_on(s) > 6 {
                    p.iter().map(|q| q.1 as u32).sum()
                } else {
                    p.len() as u32
                };
                assert_eq!(total, g.stones_on(s) as u32);
                for (_, _, x, y) in p {
                    let d = ((x - cx).powi(2) + (y - cy).powi(2)).sqrt();
                    // A capsule reaches 20 px from its centre, a stone 14: both stay clear of
                    // the count (about 14 px round the centre) and inside the space.
                    assert!(d - 20.0 >= 11.9 && d + 20.0 <= SPACE_R + 0.1, "{s}: {d}");
                }
            }
        }
    }
}
