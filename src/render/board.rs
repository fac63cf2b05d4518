//! A player's board: the 5x5 grid (numbers, district tints and outlines), the tiles, the
//! highlights, and the panel around it (name, score, bonus tiles, districts completed).

use super::assets::{Assets, SpriteKey};
use super::paint::{Align, Canvas, Weight};
use super::style::{self, Rgba};
use super::BoardHighlights;
use crate::engine::{BoardLayout, Colour, Game, PlayerState, Square, Symbol};
use crate::messages::pictures::Labels;

pub const PANEL_W: u32 = 560;
pub const PANEL_H: u32 = 680;

/// Where a 5x5 grid is drawn and at what size.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Grid {
    pub x: f32,
    pub y: f32,
    /// Side of a square, px.
    pub sq: f32,
    /// Size of the colour letters on tiles.
    pub letter: f32,
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
    /// Width of district outlines.
    fn district_line(&self) -> f32 {
        (self.sq * 0.05).max(3.0)
    }
    fn number_size(&self) -> f32 {
        (self.sq * 0.4).round()
    }
}

/// The board grid inside the board panel (panel coordinates).
const PANEL_GRID: Grid = Grid {
    x: 44.0,
    y: 136.0,
    sq: 100.0,
    letter: 21.0,
};

/// The grid of the board panel.
pub(crate) fn panel_grid() -> Grid {
    PANEL_GRID
}

const NAME_SIZE: f32 = 30.0;
const SCORE_SIZE: f32 = 46.0;
const SMALL: f32 = 18.0;
const LABEL: f32 = 17.0;
const BADGE: f32 = 26.0;

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

/// The grid with its district tints, numbers, square edges and district outlines.
pub(crate) fn draw_grid(cv: &mut Canvas<'_>, g: &Grid, layout: &BoardLayout, letters: bool) {
    let tints = district_tints(layout);
    let side = g.side();
    let frame = g.district_line() * 1.6;
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
    let num = g.number_size();
    for sq in Square::all() {
        let (x, y) = g.square(sq);
        cv.text_mid(
            &layout.number(sq).to_string(),
            x + g.sq / 2.0,
            y + g.sq / 2.0,
            num,
            Weight::Bold,
            style::SQUARE_NUMBER,
            Align::Center,
        );
    }
    if letters {
        // Each district's letter in the corner of its first square (covered once tiled).
        for d in layout.districts() {
            if let Some(first) = d.squares().next() {
                let (x, y) = g.square(first);
                cv.text(
                    &d.id.to_string(),
                    x + g.sq - 10.0,
                    y + 22.0,
                    LABEL,
                    Weight::Regular,
                    style::MUTED,
                    Align::Right,
                );
            }
        }
    }
    let w = g.district_line();
    for [x1, y1, x2, y2] in district_edges(layout, g, None) {
        cv.line(x1, y1, x2, y2, w, style::BASALT);
    }
}

/// Tiles and highlights over a grid drawn by [`draw_grid`].
pub(crate) fn draw_tiles(
    cv: &mut Canvas<'_>,
    g: &Grid,
    layout: &BoardLayout,
    p: &PlayerState,
    h: &BoardHighlights,
    labels: &Labels,
) {
    let inset = g.inset();
    let tile = g.tile();
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
        cv.stroke_round_rect(
            x + i,
            y + i,
            g.sq - 2.0 * i,
            g.sq - 2.0 * i,
            g.sq * 0.12,
            (g.sq * 0.04).max(2.5),
            style::ALLOWED,
        );
    }
    for sq in Square::all() {
        if let Some(t) = p.tile(sq) {
            let (x, y) = g.square(sq);
            let s = cv
                .assets
                .sprite(SpriteKey::Tile(t.colour, t.symbol, tile, g.letter as u16));
            cv.sprite(&s, (x + inset) as i32, (y + inset) as i32);
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
            let squares = layout.districts()[d].squares();
            let (sx, sy) = squares.fold((0.0, 0.0), |(ax, ay), s| {
                let (x, y) = g.square(s);
                (ax + x + g.sq / 2.0, ay + y + g.sq / 2.0)
            });
            let (x, y) = (sx / n - g.sq / 2.0, sy / n - g.sq / 2.0);
            let size = if g.sq >= 80.0 { BADGE } else { 21.0 };
            badge(
                cv,
                x + g.sq / 2.0,
                y + g.sq / 2.0,
                &(labels.gained)(c.points),
                size,
            );
        }
    }
}

/// A gold pill with dark text, centred on (cx, cy).
fn badge(cv: &mut Canvas<'_>, cx: f32, cy: f32, text: &str, size: f32) {
    let w = cv.measure(text, size, Weight::Bold) + size * 0.9;
    let h = size * 1.45;
    cv.round_rect(
        cx - w / 2.0 - 2.0,
        cy - h / 2.0 - 2.0,
        w + 4.0,
        h + 4.0,
        h / 2.0 + 2.0,
        style::BASALT,
    );
    cv.round_rect(cx - w / 2.0, cy - h / 2.0, w, h, h / 2.0, style::GOLD);
    cv.text_mid(
        text,
        cx,
        cy,
        size,
        Weight::Bold,
        style::BASALT,
        Align::Center,
    );
}

/// The static part of the board panel at (ox, oy): coordinates and the grid.
pub(crate) fn draw_static(cv: &mut Canvas<'_>, ox: f32, oy: f32, layout: &BoardLayout) {
    let g = Grid {
        x: ox + PANEL_GRID.x,
        y: oy + PANEL_GRID.y,
        ..PANEL_GRID
    };
    for i in 0..5 {
        let col = ((b'A' + i as u8) as char).to_string();
        cv.text(
            &col,
            g.x + (i as f32 + 0.5) * g.sq,
            g.y - 15.0,
            LABEL,
            Weight::Bold,
            style::MUTED,
            Align::Center,
        );
        cv.text_mid(
            &(i + 1).to_string(),
            g.x - 24.0,
            g.y + (i as f32 + 0.5) * g.sq,
            LABEL,
            Weight::Bold,
            style::MUTED,
            Align::Center,
        );
    }
    draw_grid(cv, &g, layout, true);
}

/// Name, score and bonus tiles at the top of a panel `width` wide.
#[allow(clippy::too_many_arguments)]
pub(crate) fn draw_header(
    cv: &mut Canvas<'_>,
    x: f32,
    y: f32,
    width: f32,
    p: &PlayerState,
    score: u32,
    labels: &Labels,
    name_size: f32,
) {
    let score_text = score.to_string();
    let score_w = cv.measure(&score_text, SCORE_SIZE, Weight::Bold);
    let label_w = cv.measure(labels.points, SMALL, Weight::Regular);
    let right = x + width;
    cv.text(
        &score_text,
        right,
        y + 48.0,
        SCORE_SIZE,
        Weight::Bold,
        style::BASALT,
        Align::Right,
    );
    cv.text(
        labels.points,
        right,
        y + 78.0,
        SMALL,
        Weight::Regular,
        style::MUTED,
        Align::Right,
    );
    let max = width - score_w.max(label_w) - 20.0;
    let name = cv.fit(p.name(), name_size, Weight::Bold, max);
    let name_colour = if p.is_active() {
        style::BASALT
    } else {
        style::MUTED
    };
    cv.text(
        &name,
        x,
        y + 40.0,
        name_size,
        Weight::Bold,
        name_colour,
        Align::Left,
    );
    // Bonus tiles: the bonus symbol in a basalt disc, then the count.
    let cy = y + 72.0;
    if p.is_active() {
        let r = 13.0;
        cv.circle(x + r, cy, r, style::BASALT);
        let icon = cv.assets.icon(Symbol::Bonus, 22);
        cv.mask(
            &icon,
            (x + r - 11.0) as i32,
            (cy - 11.0) as i32,
            style::PANEL,
        );
        let text = (labels.bonus_tiles)(p.bonus_tiles());
        cv.text_mid(
            &text,
            x + 2.0 * r + 8.0,
            cy,
            SMALL,
            Weight::Regular,
            style::BASALT,
            Align::Left,
        );
    } else {
        cv.text_mid(
            labels.left_game,
            x,
            cy,
            SMALL,
            Weight::Regular,
            style::MUTED,
            Align::Left,
        );
    }
}

/// The changing part of the board panel at (ox, oy).
pub(crate) fn draw_dynamic(
    cv: &mut Canvas<'_>,
    ox: f32,
    oy: f32,
    game: &Game,
    seat: usize,
    h: &BoardHighlights,
    labels: &Labels,
) {
    let p = game.player(seat);
    let g = Grid {
        x: ox + PANEL_GRID.x,
        y: oy + PANEL_GRID.y,
        ..PANEL_GRID
    };
    // During play the points scored so far; once over, the final total.
    let score = if game.is_over() {
        game.score_breakdown(seat).total
    } else {
        p.score()
    };
    draw_header(
        cv,
        ox + 24.0,
        oy + 10.0,
        PANEL_W as f32 - 44.0,
        p,
        score,
        labels,
        NAME_SIZE,
    );
    draw_tiles(cv, &g, game.layout(), p, h, labels);
    // Footer: the districts completed so far, each in its colour with its points.
    let y = g.y + g.side() + 26.0;
    let mut x = g.x - 8.0;
    if !p.districts_scored().is_empty() {
        x += cv.text_mid(
            labels.districts_done,
            x,
            y,
            LABEL,
            Weight::Regular,
            style::MUTED,
            Align::Left,
        ) + 10.0;
    }
    for d in p.districts_scored() {
        let text = (labels.district_chip)(d.district, d.points);
        let w = cv.measure(&text, LABEL, Weight::Bold) + 16.0;
        if x + w > ox + PANEL_W as f32 - 12.0 {
            break;
        }
        chip(cv, x, y, w, &text, d.colour);
        x += w + 6.0;
    }
}

/// A small pill in a tile colour with text in that colour's ink.
fn chip(cv: &mut Canvas<'_>, x: f32, cy: f32, w: f32, text: &str, c: Colour) {
    let h = 26.0;
    cv.round_rect(x, cy - h / 2.0, w, h, h / 2.0, style::tile_fill(c));
    cv.text_mid(
        text,
        x + w / 2.0,
        cy,
        LABEL,
        Weight::Bold,
        style::tile_ink(c),
        Align::Center,
    );
}

pub(crate) fn warm_up(a: &Assets) {
    let g = PANEL_GRID;
    for c in Colour::ALL {
        for s in Symbol::ALL {
            a.sprite(SpriteKey::Tile(c, s, g.tile(), g.letter as u16));
        }
    }
    a.icon(Symbol::Bonus, 22);
    for (size, w) in [
        (NAME_SIZE, Weight::Bold),
        (SCORE_SIZE, Weight::Bold),
        (SMALL, Weight::Regular),
        (LABEL, Weight::Bold),
        (BADGE, Weight::Bold),
    ] {
        warm_text(a, size, w);
    }
}

/// Rasterises the printable ASCII glyphs at one size.
pub(crate) fn warm_text(a: &Assets, size: f32, w: Weight) {
    let text: String = (' '..='~').collect();
    let mut glyphs = Vec::new();
    a.layout(&text, size, w, &mut glyphs);
    for (id, _) in glyphs {
        for sub in 0..4 {
            a.glyph(id, size, w, sub);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::layout::builtin_layouts;

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
