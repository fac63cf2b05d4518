//! The piazza drawn as a grid: the tiles on the table and the empty cells around them where
//! a tile could go (two cells beyond the tiles each way, as far as the 8x8 limit lets the
//! piazza grow), with the cells' names on the edges (column letters above, row numbers on
//! the left: `Cell::label`, the names players type, fixed for the whole game). When the
//! limit is near, the cells beyond it are hatched and the 8x8 area is framed.

use super::super::paint::{Align, Canvas, Style};
use super::super::style::{self, Rgba};
use super::super::text::Weight;
use super::tiles;
use super::words::Words;
use piazza_rules::{Bracket, Cell, Placement, GRID};

/// Cells beyond the tiles shown each way: two tiles placed together can reach that far.
const MARGIN: i8 = 2;
/// Largest cell side (px): a small piazza is not drawn huge.
const MAX_CELL: f32 = 76.0;
/// The edge labels' size and the room they take.
const LABEL: f32 = 20.0;
const EDGE: f32 = 30.0;

/// The cells a grid shows, and how big.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Window {
    /// First and last column and row shown.
    pub cols: (i8, i8),
    pub rows: (i8, i8),
    /// Columns and rows the 8x8 limit still allows (they may go past the window).
    pub allowed_cols: (i8, i8),
    pub allowed_rows: (i8, i8),
    /// Side of a cell, px.
    pub cell: f32,
    /// Left edge of the first column, px.
    pub x: f32,
}

fn range(min: i8, max: i8) -> ((i8, i8), (i8, i8)) {
    let allowed = (
        (max - (GRID - 1)).max(Cell::MIN),
        (min + GRID - 1).min(Cell::MAX),
    );
    // At most one hatched column (row) beyond the limit: enough to show where it is.
    let shown = (
        (min - MARGIN).max(allowed.0 - 1).max(Cell::MIN),
        (max + MARGIN).min(allowed.1 + 1).min(Cell::MAX),
    );
    (shown, allowed)
}

impl Window {
    /// The window around tiles spanning `span` (min col, max col, min row, max row), for a
    /// picture `width` px wide.
    pub fn new(span: (i8, i8, i8, i8), width: f32) -> Window {
        let (cols, allowed_cols) = range(span.0, span.1);
        let (rows, allowed_rows) = range(span.2, span.3);
        let n = (cols.1 - cols.0 + 1).max(rows.1 - rows.0 + 1) as f32;
        let room = width - 2.0 * 24.0 - EDGE;
        let cell = (room / n).floor().min(MAX_CELL);
        let w = cell * (cols.1 - cols.0 + 1) as f32;
        let x = (EDGE + (width - EDGE - w) / 2.0).floor();
        Window {
            cols,
            rows,
            allowed_cols,
            allowed_rows,
            cell,
            x,
        }
    }

    /// Whether the 8x8 limit shows: a cell of the window lies beyond it.
    pub fn bound_shows(&self) -> bool {
        self.cols.0 < self.allowed_cols.0
            || self.cols.1 > self.allowed_cols.1
            || self.rows.0 < self.allowed_rows.0
            || self.rows.1 > self.allowed_rows.1
    }

    fn allowed(&self, c: Cell) -> bool {
        (self.allowed_cols.0..=self.allowed_cols.1).contains(&c.col)
            && (self.allowed_rows.0..=self.allowed_rows.1).contains(&c.row)
    }

    /// The grid's height below its top, labels included.
    pub fn height(&self) -> f32 {
        EDGE + self.cell * (self.rows.1 - self.rows.0 + 1) as f32
    }

    /// Top-left corner of a cell, for a grid whose top (labels) is at `top`.
    pub fn at(&self, c: Cell, top: f32) -> (f32, f32) {
        (
            self.x + (c.col - self.cols.0) as f32 * self.cell,
            top + EDGE + (c.row - self.rows.0) as f32 * self.cell,
        )
    }

    fn centre(&self, c: Cell, top: f32) -> (f32, f32) {
        let (x, y) = self.at(c, top);
        (x + self.cell / 2.0, y + self.cell / 2.0)
    }
}

/// The tile size in a cell: a gap between neighbours.
fn tile_side(cell: f32) -> f32 {
    (cell - (cell * 0.08).max(4.0)).floor()
}

/// Tiles drawn with a mark and the brackets they close: a preview of an action (a dashed
/// blue frame, blue bars and badges) or the move just played (a gold frame, gold bars).
pub(crate) struct Marks<'a> {
    pub new: &'a [Placement],
    pub brackets: &'a [Bracket],
    pub last_move: bool,
}

impl Marks<'_> {
    /// The frame, bar and badge border colour, and the badge's fill.
    fn colours(&self) -> (Rgba, Rgba) {
        if self.last_move {
            (style::GOLD_DARK, style::GOLD)
        } else {
            (style::PREVIEW, style::PREVIEW_BADGE)
        }
    }
}

/// Draws the grid with its tiles at `top`. `marks.new` are tiles drawn framed (not in
/// `table`), `marks.brackets` the brackets they close (a line from end to end and the points
/// at its middle).
pub(crate) fn draw(
    cv: &mut Canvas<'_>,
    w: &Window,
    top: f32,
    table: &[Placement],
    marks: &Marks<'_>,
    words: Words,
) {
    let (new, brackets) = (marks.new, marks.brackets);
    let (ink, badge) = marks.colours();
    let label = Style::label(LABEL, Weight::Bold, style::MUTED);
    for col in w.cols.0..=w.cols.1 {
        let (x, _) = w.at(Cell::new(col, w.rows.0), top);
        if let Some(l) = Cell::column_letter(col) {
            let st = edge_style(w.allowed_cols, col, label);
            let cy = top + EDGE / 2.0;
            cv.draw_mid(&l.to_string(), x + w.cell / 2.0, cy, st, Align::Center);
        }
    }
    for row in w.rows.0..=w.rows.1 {
        let (_, y) = w.at(Cell::new(w.cols.0, row), top);
        if let Some(n) = Cell::row_number(row) {
            let st = edge_style(w.allowed_rows, row, label);
            cv.draw_mid(
                &n.to_string(),
                w.x - 6.0,
                y + w.cell / 2.0,
                st,
                Align::Right,
            );
        }
    }
    let side = tile_side(w.cell);
    let inset = ((w.cell - side) / 2.0).floor();
    for col in w.cols.0..=w.cols.1 {
        for row in w.rows.0..=w.rows.1 {
            let c = Cell::new(col, row);
            let (x, y) = w.at(c, top);
            if w.allowed(c) {
                cv.round_rect(x + inset, y + inset, side, side, side * 0.12, style::PANEL);
            } else {
                hatch(cv, x + inset, y + inset, side);
            }
        }
    }
    if w.bound_shows() {
        let a = Cell::new(
            w.allowed_cols.0.max(w.cols.0),
            w.allowed_rows.0.max(w.rows.0),
        );
        let b = Cell::new(
            w.allowed_cols.1.min(w.cols.1),
            w.allowed_rows.1.min(w.rows.1),
        );
        let (x0, y0) = w.at(a, top);
        let (x1, y1) = w.at(b, top);
        cv.dash_round_rect(
            x0 + 1.0,
            y0 + 1.0,
            x1 - x0 + w.cell - 2.0,
            y1 - y0 + w.cell - 2.0,
            8.0,
            3.0,
            12.0,
            style::BASALT,
        );
    }
    for p in table.iter().chain(new) {
        let (x, y) = w.at(p.cell, top);
        tiles::draw(
            cv,
            p.tile,
            x + inset,
            y + inset,
            side,
            words.letter(p.tile.colour),
        );
    }
    for p in new {
        let (x, y) = w.at(p.cell, top);
        let (x, y, side_in) = (x + 1.0, y + 1.0, w.cell - 2.0);
        if marks.last_move {
            cv.stroke_round_rect(x, y, side_in, side_in, side * 0.16, 4.0, ink);
        } else {
            cv.dash_round_rect(x, y, side_in, side_in, side * 0.16, 4.0, 10.0, ink);
        }
    }
    // Each bracket as a bar along the tiles' bottom (a row) or right edge (a column), clear
    // of their symbols and letters, with its points halfway.
    let off = (w.cell * 0.36).round();
    let bar = |b: &Bracket| {
        let (x1, y1) = w.centre(b.from, top);
        let (x2, y2) = w.centre(b.to, top);
        if b.from.row == b.to.row {
            (x1, y1 + off, x2, y2 + off)
        } else {
            (x1 + off, y1, x2 + off, y2)
        }
    };
    for b in brackets {
        let (x1, y1, x2, y2) = bar(b);
        cv.line(x1, y1, x2, y2, 5.0, ink);
        cv.circle(x1, y1, 5.0, ink);
        cv.circle(x2, y2, 5.0, ink);
    }
    for b in brackets {
        let (x1, y1, x2, y2) = bar(b);
        let (mx, my) = ((x1 + x2) / 2.0, (y1 + y2) / 2.0);
        let text = words.gained(b.points);
        let st = Style::label(22.0, Weight::Bold, style::BASALT);
        let tw = cv.measure(&text, st.size, st.weight) + 14.0;
        cv.round_rect(mx - tw / 2.0, my - 15.0, tw, 30.0, 15.0, badge);
        cv.stroke_round_rect(mx - tw / 2.0, my - 15.0, tw, 30.0, 15.0, 2.0, ink);
        cv.draw_mid(&text, mx, my, st, Align::Center);
    }
}

/// Diagonal hatching over a cell beyond the 8x8 limit.
fn hatch(cv: &mut Canvas<'_>, x: f32, y: f32, s: f32) {
    cv.round_rect(x, y, s, s, s * 0.12, Rgba::hex(0xE6DCC8));
    let step = 10.0;
    let mut c = x + y + step;
    while c < x + y + 2.0 * s {
        let x1 = (c - y).min(x + s);
        let y1 = c - x1;
        let y2 = (c - x).min(y + s);
        let x2 = c - y2;
        cv.line(x1, y1, x2, y2, 1.5, style::SQUARE_NUMBER.alpha(150));
        c += step;
    }
}

/// An edge label, lighter beyond the 8x8 limit.
fn edge_style(allowed: (i8, i8), at: i8, st: Style) -> Style {
    if (allowed.0..=allowed.1).contains(&at) {
        st
    } else {
        Style::label(st.size, st.weight, style::SQUARE_NUMBER.alpha(150))
    }
}
