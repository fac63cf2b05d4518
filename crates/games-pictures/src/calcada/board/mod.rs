//! A player's board: the 5x5 grid (numbers, district tints and outlines), the tiles and the
//! marks (tile placed, district completed, squares allowed, preview), and the board picture's
//! header (name, score, bonus tiles) and footer (districts completed).
//!
//! Files: this one draws the grid, its tiles and marks; `header.rs` the header and footer.

mod header;

pub(crate) use header::{draw_chips, draw_header, HEADER_H};

use super::marks::BoardHighlights;
use super::pieces::SpriteKey;
use crate::paint::{Align, Canvas, Kind, Style};
use crate::style::{self, Rgba};
use crate::text::Weight;
use calcada_rules::{BoardLayout, Colour, PlayerState, Square, Symbol};
use games_messages::pictures::Labels;

/// Width of the board picture.
pub const PANEL_W: u32 = 560;

/// Where a 5x5 grid is drawn and at what size.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Grid {
    pub x: f32,
    pub y: f32,
    /// Side of a square, px.
    pub sq: f32,
    /// Size of the colour letters on tiles.
    pub letter: f32,
    /// Size of the numbers on empty squares.
    pub number: f32,
    /// Size of the district letters and badges.
    pub label: f32,
}

impl Grid {
    /// Gap between a square's edge and its tile.
    pub fn inset(&self) -> f32 {
        (self.sq * 0.06).round().max(3.0)
    }
    pub fn tile(&self) -> u16 {
        (self.sq - 2.0 * self.inset()) as u16
    }
    pub fn side(&self) -> f32 {
        self.sq * 5.0
    }
    pub fn square(&self, s: Square) -> (f32, f32) {
        (
            self.x + s.column() as f32 * self.sq,
            self.y + s.row() as f32 * self.sq,
        )
    }
    pub fn at(self, x: f32, y: f32) -> Grid {
        Grid { x, y, ..self }
    }
    /// Width of district outlines.
    fn district_line(&self) -> f32 {
        (self.sq * 0.05).max(3.0)
    }
    pub fn tile_key(&self, c: Colour, s: Symbol) -> SpriteKey {
        SpriteKey::Tile(c, s, self.tile(), self.letter as u16)
    }
}

/// The grid of the board picture (picture coordinates, below the header).
pub(crate) const PANEL_GRID: Grid = Grid {
    x: 44.0,
    y: 34.0,
    sq: 100.0,
    letter: 21.0,
    number: 40.0,
    label: 18.0,
};

/// Height of the board picture's grid block (coordinates, grid, margin).
pub(crate) const GRID_BLOCK_H: u32 = 34 + 500 + 12;

/// Four shades for the districts, so that no two neighbouring districts share one.
fn district_tints(layout: &BoardLayout) -> Vec<Rgba> {
    let n = layout.districts().len();
    let mut shade = vec![usize::MAX; n];
    for d in 0..n {
        let mut used = [false; 4];
        for sq in layout.districts()[d].squares() {
            for nb in sq.neighbours() {
                let o = layout.district_of(nb);
                if o != d && shade[o] != usize::MAX {
                    used[shade[o] % 4] = true;
                }
            }
        }
        shade[d] = (0..4).find(|&i| !used[i]).unwrap_or(d % 4);
    }
    shade.iter().map(|&s| style::DISTRICT_TINTS[s]).collect()
}

/// The edges between squares of different districts, and the outer border, as segments.
fn district_edges(layout: &BoardLayout, g: &Grid, only: Option<usize>) -> Vec<[f32; 4]> {
    let mut out = Vec::new();
    for sq in Square::all() {
        let d = layout.district_of(sq);
        if only.is_some_and(|o| o != d) {
            continue;
        }
        let (x, y) = g.square(sq);
        let (c, r) = (sq.column(), sq.row());
        let other = |dc: isize, dr: isize| {
            let (nc, nr) = (c as isize + dc, r as isize + dr);
            Square::at(nc as usize, nr as usize)
                .filter(|_| nc >= 0 && nr >= 0)
                .map(|n| layout.district_of(n))
        };
        let s = g.sq;
        // Inner edges once (right and bottom); outer edges only when asked for one district.
        let sides = [
            (other(1, 0), [x + s, y, x + s, y + s]),
            (other(0, 1), [x, y + s, x + s, y + s]),
            (other(-1, 0), [x, y, x, y + s]),
            (other(0, -1), [x, y, x + s, y]),
        ];
        for (k, (nb, seg)) in sides.into_iter().enumerate() {
            let differs = nb.is_some_and(|n| n != d);
            let wanted = match only {
                None => differs && k < 2,
                Some(_) => differs || nb.is_none(),
            };
            if wanted {
                out.push(seg);
            }
        }
    }
    out
}

/// The grid with its district tints, numbers, square edges and district outlines; with
/// `letters`, each district's letter in a corner; with `coords`, the column letters above
/// and the row numbers on the left.
pub(crate) fn draw_grid(
    cv: &mut Canvas<'_>,
    g: &Grid,
    layout: &BoardLayout,
    letters: bool,
    coords: bool,
) {
    let tints = district_tints(layout);
    let side = g.side();
    let frame = g.district_line() * 1.6;
    let muted = Style::label(g.label, Weight::Bold, style::MUTED);
    if coords {
        for i in 0..5 {
            let col = ((b'A' + i as u8) as char).to_string();
            let c = g.x + (i as f32 + 0.5) * g.sq;
            cv.draw(&col, c, g.y - frame - 8.0, muted, Align::Center);
            let r = g.y + (i as f32 + 0.5) * g.sq;
            cv.draw_mid(
                &(i + 1).to_string(),
                g.x - frame - 14.0,
                r,
                muted,
                Align::Center,
            );
        }
    }
    cv.round_rect(
        g.x - frame,
        g.y - frame,
        side + 2.0 * frame,
        side + 2.0 * frame,
        frame * 1.5,
        style::BASALT,
    );
    cv.rect(g.x, g.y, side, side, style::HAIRLINE);
    for sq in Square::all() {
        let (x, y) = g.square(sq);
        let tint = tints[layout.district_of(sq)];
        cv.rect(x + 1.0, y + 1.0, g.sq - 2.0, g.sq - 2.0, tint);
    }
    let num = Style::label(g.number, Weight::Bold, style::SQUARE_NUMBER).kind(Kind::Number);
    for sq in Square::all() {
        let (x, y) = g.square(sq);
        let n = layout.number(sq).to_string();
        cv.draw_mid(&n, x + g.sq / 2.0, y + g.sq / 2.0, num, Align::Center);
    }
    if letters {
        // Each district's letter in the corner of its first square (covered once tiled).
        let st = Style::label(g.label, Weight::Regular, style::MUTED);
        for d in layout.districts() {
            if let Some(first) = d.squares().next() {
                let (x, y) = g.square(first);
                let (cx, cy) = (x + g.sq - g.sq * 0.08, y + g.sq * 0.06 + g.label * 0.8);
                cv.draw(&d.id.to_string(), cx, cy, st, Align::Right);
            }
        }
    }
    let w = g.district_line();
    for [x1, y1, x2, y2] in district_edges(layout, g, None) {
        cv.line(x1, y1, x2, y2, w, style::BASALT);
    }
}

/// Tiles and marks over a grid drawn by [`draw_grid`].
pub(crate) fn draw_tiles(
    cv: &mut Canvas<'_>,
    g: &Grid,
    layout: &BoardLayout,
    p: &PlayerState,
    h: &BoardHighlights,
    labels: &Labels,
) {
    let inset = g.inset();
    let preview = h.preview.map(|p| p.square);
    for sq in Square::in_mask(h.allowed & !p.filled_mask()) {
        let (x, y) = g.square(sq);
        cv.rect(
            x + 1.0,
            y + 1.0,
            g.sq - 2.0,
            g.sq - 2.0,
            style::ALLOWED.alpha(46),
        );
        let i = inset - 1.0;
        let side = g.sq - 2.0 * i;
        let w = (g.sq * 0.04).max(2.5);
        cv.stroke_round_rect(x + i, y + i, side, side, g.sq * 0.12, w, style::ALLOWED);
    }
    if let Some(sq) = preview {
        // A soft glow behind the previewed tile.
        let (x, y) = g.square(sq);
        cv.rect(
            x + 1.0,
            y + 1.0,
            g.sq - 2.0,
            g.sq - 2.0,
            style::PREVIEW.alpha(70),
        );
    }
    for sq in Square::all() {
        if let Some(t) = p.tile(sq) {
            let (x, y) = g.square(sq);
            cv.sprite_of(
                g.tile_key(t.colour, t.symbol),
                (x + inset) as i32,
                (y + inset) as i32,
            );
        }
    }
    if let Some(sq) = h.placed {
        // A gold frame filling the gap around the tile, over a basalt hairline.
        let (x, y) = g.square(sq);
        let w = (g.sq * 0.06).max(3.0);
        let i = inset - w / 2.0;
        let r = g.sq * 0.14 + w / 2.0;
        let side = g.sq - 2.0 * i;
        cv.stroke_round_rect(x + i, y + i, side, side, r, w + 2.0, style::BASALT);
        cv.stroke_round_rect(x + i, y + i, side, side, r, w, style::GOLD);
    }
    if let Some(c) = h.completed {
        if let Some(d) = layout.districts().iter().position(|d| d.id == c.district) {
            let w = g.district_line() * 1.3;
            for [x1, y1, x2, y2] in district_edges(layout, g, Some(d)) {
                cv.line(x1, y1, x2, y2, w, style::GOLD);
            }
            // The badge sits on the district's centre (on the shared edge of a two-square
            // district), so it never hides a whole tile.
            let n = layout.districts()[d].size() as f32;
            let (sx, sy) = layout.districts()[d]
                .squares()
                .fold((0.0, 0.0), |(ax, ay), s| {
                    let (x, y) = g.square(s);
                    (ax + x + g.sq / 2.0, ay + y + g.sq / 2.0)
                });
            let text = (labels.gained)(c.points);
            badge(
                cv,
                sx / n,
                sy / n,
                &text,
                g.label + 4.0,
                style::GOLD,
                g.sq * 1.8,
            );
        }
    }
    if let Some(pv) = h.preview {
        // A dashed frame round the previewed tile, and its points on the square's lower edge.
        let (x, y) = g.square(pv.square);
        let w = (g.sq * 0.05).max(3.0);
        let i = inset - w / 2.0;
        let side = g.sq - 2.0 * i;
        let r = g.sq * 0.14;
        cv.stroke_round_rect(x + i, y + i, side, side, r, w + 3.0, style::PANEL);
        cv.dash_round_rect(x + i, y + i, side, side, r, w, g.sq * 0.12, style::PREVIEW);
        let text = (labels.gained)(pv.points.total());
        badge(
            cv,
            x + g.sq / 2.0,
            y + g.sq * 0.82,
            &text,
            g.label + 2.0,
            style::PREVIEW_BADGE,
            g.sq * 1.8,
        );
    }
}

/// A pill with dark text, centred on (cx, cy), at most `max` px wide.
fn badge(cv: &mut Canvas<'_>, cx: f32, cy: f32, text: &str, size: f32, fill: Rgba, max: f32) {
    let st = Style::label(size, Weight::Bold, style::BASALT);
    let w = (cv.measure(text, size, Weight::Bold) + size * 0.9).min(max);
    let h = size * 1.45;
    let (x, y) = (cx - w / 2.0, cy - h / 2.0);
    cv.round_rect(
        x - 2.0,
        y - 2.0,
        w + 4.0,
        h + 4.0,
        h / 2.0 + 2.0,
        style::BASALT,
    );
    cv.round_rect(x, y, w, h, h / 2.0, fill);
    cv.draw_fit(text, cx, cy, w - size * 0.5, size, st, Align::Center);
}

/// The board picture's grid block (coordinates and grid), a cached layer.
pub(crate) fn draw_static(cv: &mut Canvas<'_>, layout: &BoardLayout) {
    cv.fill(style::PAGE);
    draw_grid(cv, &PANEL_GRID, layout, true, true);
}

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::layout::builtin_layouts;

    #[test]
    fn neighbouring_districts_get_different_tints() {
        for layout in builtin_layouts() {
            let tints = district_tints(layout);
            for sq in Square::all() {
                for nb in sq.neighbours() {
                    let (a, b) = (layout.district_of(sq), layout.district_of(nb));
                    if a != b {
                        assert_ne!(tints[a], tints[b], "{} {sq} {nb}", layout.name());
                    }
                }
            }
        }
    }

    #[test]
    fn district_outlines_follow_district_borders() {
        let layout = &builtin_layouts()[0];
        let g = PANEL_GRID;
        // Inner borders only: each edge between two districts once.
        let inner = district_edges(layout, &g, None).len();
        let mut expected = 0;
        for sq in Square::all() {
            for nb in sq.neighbours() {
                if nb > sq && layout.district_of(nb) != layout.district_of(sq) {
                    expected += 1;
                }
            }
        }
        assert_eq!(inner, expected);
        // One district's outline goes all round it: a two-square district has 6 edges.
        let h = layout
            .districts()
            .iter()
            .position(|d| d.size() == 2)
            .unwrap();
        assert_eq!(district_edges(layout, &g, Some(h)).len(), 6);
    }
}
