//! Piazza's tiles: a colour's fill with its symbol drawn large in the middle and the colour's
//! letter in the top-left corner, so that a tile reads without colour vision too (red and
//! pink also differ in lightness and ink: white on red, dark on pink).

use super::super::paint::{Align, Canvas, Kind, Style};
use super::super::style::{self, Rgba};
use super::super::text::Weight;
use piazza_rules::{Colour, Symbol, Tile};
use tiny_skia::{Path, PathBuilder};

/// A colour's fill.
pub(crate) fn fill(c: Colour) -> Rgba {
    match c {
        Colour::Red => Rgba::hex(0xC8382F),
        Colour::Pink => Rgba::hex(0xF29AC8),
        Colour::Blue => Rgba::hex(0x2E6FD8),
        Colour::Yellow => Rgba::hex(0xEBC02A),
    }
}

/// The ink of symbols and letters on a colour: white on the dark ones, dark on the light.
pub(crate) fn ink(c: Colour) -> Rgba {
    match c {
        Colour::Red | Colour::Blue => Rgba::hex(0xFFFFFF),
        Colour::Pink | Colour::Yellow => Rgba::hex(0x1E1E1E),
    }
}

/// The smallest letter size (px) on a 720 px picture: 8 px on a phone.
pub(crate) fn letter_size(tile: f32) -> f32 {
    (tile * 0.27).max(15.0)
}

/// A tile `size` px square at (x, y) (whole pixels, so shapes come from the cache), with
/// the colour's `letter`.
pub(crate) fn draw(cv: &mut Canvas<'_>, tile: Tile, x: f32, y: f32, size: f32, letter: &str) {
    let (x, y) = (x.round(), y.round());
    let r = size * 0.14;
    let fill = fill(tile.colour);
    let ink = ink(tile.colour);
    cv.round_rect(x + 1.0, y + 2.0, size, size + 1.0, r, Rgba(40, 30, 20, 60));
    cv.round_rect(x, y, size, size, r, fill.mix(Rgba::hex(0x000000), 0.22));
    cv.round_rect(
        x,
        y,
        size,
        size - 2.0,
        r,
        fill.mix(Rgba::hex(0xFFFFFF), 0.2),
    );
    cv.round_rect(x, y + 1.5, size, size - 4.0, r, fill);
    let ls = letter_size(size);
    // The symbol a little low and right of centre, the corner left to the letter.
    let cx = x + size * 0.54;
    let cy = y + size * 0.56;
    if let Some(p) = symbol_path(tile.symbol, cx, cy, size * 0.30) {
        cv.fill_path(&p, ink);
    }
    let st = Style::label(ls, Weight::Bold, ink).kind(Kind::Letter);
    let inset = (size * 0.08).max(3.0);
    cv.draw(letter, x + inset, y + inset + ls * 0.75, st, Align::Left);
}

/// A small square of a colour with its letter (the score strip's colours), `size` px.
pub(crate) fn swatch(cv: &mut Canvas<'_>, c: Colour, x: f32, y: f32, size: f32, letter: &str) {
    let (x, y) = (x.round(), y.round());
    cv.round_rect(
        x,
        y,
        size,
        size,
        size * 0.18,
        fill(c).mix(Rgba::hex(0), 0.2),
    );
    cv.round_rect(
        x + 1.0,
        y + 1.0,
        size - 2.0,
        size - 2.0,
        size * 0.16,
        fill(c),
    );
    let st =
        Style::label(letter_size(size).min(size * 0.62), Weight::Bold, ink(c)).kind(Kind::Letter);
    cv.draw_mid(letter, x + size / 2.0, y + size / 2.0, st, Align::Center);
}

/// An empty place where a tile was (a hand's tile shown on the table by a preview).
pub(crate) fn slot(cv: &mut Canvas<'_>, x: f32, y: f32, size: f32) {
    let (x, y) = (x.round(), y.round());
    cv.round_rect(x, y, size, size, size * 0.14, style::HAIRLINE.alpha(120));
    cv.dash_round_rect(
        x + 1.5,
        y + 1.5,
        size - 3.0,
        size - 3.0,
        size * 0.13,
        3.0,
        9.0,
        style::PREVIEW,
    );
}

/// The symbol's outline centred on (cx, cy), within a circle of radius `r`.
pub(crate) fn symbol_path(s: Symbol, cx: f32, cy: f32, r: f32) -> Option<Path> {
    let mut pb = PathBuilder::new();
    match s {
        Symbol::Circle => return PathBuilder::from_circle(cx, cy, r * 0.82),
        Symbol::Triangle => {
            let h = r * 0.95;
            pb.move_to(cx, cy - h);
            pb.line_to(cx + h * 0.98, cy + h * 0.72);
            pb.line_to(cx - h * 0.98, cy + h * 0.72);
            pb.close();
        }
        Symbol::Diamond => {
            pb.move_to(cx, cy - r);
            pb.line_to(cx + r * 0.7, cy);
            pb.line_to(cx, cy + r);
            pb.line_to(cx - r * 0.7, cy);
            pb.close();
        }
        Symbol::Cross => {
            let (a, b) = (r * 0.92, r * 0.3);
            pb.move_to(cx - b, cy - a);
            pb.line_to(cx + b, cy - a);
            pb.line_to(cx + b, cy - b);
            pb.line_to(cx + a, cy - b);
            pb.line_to(cx + a, cy + b);
            pb.line_to(cx + b, cy + b);
            pb.line_to(cx + b, cy + a);
            pb.line_to(cx - b, cy + a);
            pb.line_to(cx - b, cy + b);
            pb.line_to(cx - a, cy + b);
            pb.line_to(cx - a, cy - b);
            pb.line_to(cx - b, cy - b);
            pb.close();
        }
        Symbol::Star => {
            let (outer, inner) = (r * 1.02, r * 0.42);
            for k in 0..10 {
                let rad = if k % 2 == 0 { outer } else { inner };
                let a = std::f32::consts::PI * (k as f32 / 5.0 - 0.5);
                let (px, py) = (cx + rad * a.cos(), cy + 0.06 * r + rad * a.sin());
                if k == 0 {
                    pb.move_to(px, py);
                } else {
                    pb.line_to(px, py);
                }
            }
            pb.close();
        }
        Symbol::Heart => {
            let top = cy - r * 0.45;
            pb.move_to(cx, cy + r * 0.9);
            pb.cubic_to(
                cx - r * 0.35,
                cy + r * 0.55,
                cx - r * 1.05,
                cy + r * 0.15,
                cx - r * 0.95,
                top,
            );
            pb.cubic_to(
                cx - r * 0.85,
                cy - r * 1.05,
                cx - r * 0.1,
                cy - r * 1.0,
                cx,
                cy - r * 0.5,
            );
            pb.cubic_to(
                cx + r * 0.1,
                cy - r * 1.0,
                cx + r * 0.85,
                cy - r * 1.05,
                cx + r * 0.95,
                top,
            );
            pb.cubic_to(
                cx + r * 1.05,
                cy + r * 0.15,
                cx + r * 0.35,
                cy + r * 0.55,
                cx,
                cy + r * 0.9,
            );
            pb.close();
        }
    }
    pb.finish()
}

#[cfg(test)]
mod tests {
    use super::*;
    use tiny_skia::{FillRule, Paint, Pixmap, Transform};

    fn coverage(s: Symbol) -> Vec<bool> {
        let mut pm = Pixmap::new(60, 60).unwrap();
        let p = symbol_path(s, 30.0, 30.0, 24.0).unwrap();
        let paint = Paint::default();
        pm.fill_path(&p, &paint, FillRule::Winding, Transform::identity(), None);
        pm.pixels().iter().map(|px| px.alpha() > 127).collect()
    }

    #[test]
    fn the_six_symbols_are_six_different_shapes_of_similar_weight() {
        let shapes: Vec<Vec<bool>> = Symbol::ALL.iter().map(|&s| coverage(s)).collect();
        for (i, a) in shapes.iter().enumerate() {
            let area = a.iter().filter(|&&x| x).count();
            assert!(
                (600..2200).contains(&area),
                "{:?}: {area} px",
                Symbol::ALL[i]
            );
            for (j, b) in shapes.iter().enumerate().skip(i + 1) {
                let differ = a.iter().zip(b).filter(|(x, y)| x != y).count();
                assert!(
                    differ > 250,
                    "{:?} and {:?}: {differ}",
                    Symbol::ALL[i],
                    Symbol::ALL[j]
                );
            }
        }
    }

    #[test]
    fn colours_differ_in_lightness_not_only_in_hue() {
        // Luma (Rec. 709) of each fill: far enough apart to tell without colour vision,
        // with the letters and the ink (white on red and blue, dark on pink and yellow).
        let luma = |c: Rgba| 0.2126 * c.0 as f32 + 0.7152 * c.1 as f32 + 0.0722 * c.2 as f32;
        let l = |c: Colour| luma(fill(c));
        assert!(l(Colour::Pink) - l(Colour::Red) > 60.0);
        assert!(l(Colour::Yellow) - l(Colour::Blue) > 60.0);
        for c in Colour::ALL {
            let contrast = (luma(ink(c)) - l(c)).abs();
            assert!(contrast > 90.0, "{c:?}: {contrast}");
        }
    }
}
