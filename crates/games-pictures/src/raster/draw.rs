//! Drawing into rows of a picture, the whole picture or a band of it: a colour ready to blend
//! ([`Ink`]), a shape's coverage runs, exact anti-aliased rectangles, sprites through their
//! runs of opaque and translucent pixels, and glyph masks.

use super::{Coverage, Runs};
use crate::blend;
use crate::style::Rgba;
use crate::text::Mask;
use tiny_skia::{Pixmap, Rect};

/// A colour ready to blend: premultiplied, and whether it is opaque.
#[derive(Copy, Clone, Hash)]
pub(crate) struct Ink {
    px: [u8; 4],
    opaque: bool,
}

impl Ink {
    pub fn new(c: Rgba) -> Ink {
        Ink {
            px: c.premultiplied(),
            opaque: c.3 == 255,
        }
    }

    /// Covers pixels (4 bytes each) at `cov` (0..=255) with source-over.
    #[inline]
    fn span(self, d: &mut [u8], cov: u8) {
        if cov == 255 && self.opaque {
            // Sixteen pixels a store where the span allows.
            let block: [u8; 64] = std::array::from_fn(|i| self.px[i % 4]);
            let mut blocks = d.chunks_exact_mut(64);
            for b in &mut blocks {
                b.copy_from_slice(&block);
            }
            for p in blocks.into_remainder().chunks_exact_mut(4) {
                p.copy_from_slice(&self.px);
            }
            return;
        }
        blend::cover_all(d, cov, self.px);
    }
}

/// Rows of a picture being drawn, in the picture's coordinates: the whole picture, or one band
/// of it (`top` to `top + height`) that is drawn and encoded before the next (`scene/`).
/// Drawing into a band touches exactly the pixels drawing into the whole picture touches
/// there, in the same order, so a picture drawn band by band is the same, byte for byte.
pub(crate) struct Rows<'a> {
    data: &'a mut [u8],
    width: i32,
    top: i32,
    height: i32,
}

impl<'a> Rows<'a> {
    /// `data`: whole rows of `width` RGBA pixels, the first of them row `top` of the picture.
    pub fn new(data: &'a mut [u8], width: u32, top: u32) -> Rows<'a> {
        let stride = width as usize * 4;
        assert!(
            stride > 0 && data.len().is_multiple_of(stride),
            "whole rows"
        );
        Rows {
            height: (data.len() / stride) as i32,
            data,
            width: width as i32,
            top: top as i32,
        }
    }

    /// All of a pixmap's rows.
    pub fn of(pm: &'a mut Pixmap) -> Rows<'a> {
        let w = pm.width();
        Rows::new(pm.data_mut(), w, 0)
    }

    /// Row `y` of the picture, if it is among these rows.
    #[inline]
    fn row(&mut self, y: i32) -> Option<&mut [u8]> {
        let i = y - self.top;
        if i < 0 || i >= self.height {
            return None;
        }
        let stride = self.width as usize * 4;
        Some(&mut self.data[i as usize * stride..(i as usize + 1) * stride])
    }

    /// The rows `[y0, y1)` of the picture that are among these rows.
    #[inline]
    fn span(&self, y0: i32, y1: i32) -> std::ops::Range<i32> {
        y0.max(self.top)..y1.min(self.top + self.height)
    }

    /// Every pixel of these rows `px` (premultiplied RGBA).
    pub fn fill(&mut self, px: [u8; 4]) {
        for p in self.data.chunks_exact_mut(4) {
            p.copy_from_slice(&px);
        }
    }

    /// Whether any of the picture's rows `[y0, y1)` is among these.
    pub fn meets(&self, y0: i32, y1: i32) -> bool {
        let r = self.span(y0, y1);
        r.start < r.end
    }

    /// As tiny-skia's pixmap (its own drawing: hairlines, colour glyphs), with the offset to
    /// draw at.
    pub fn skia(&mut self) -> (tiny_skia::PixmapMut<'_>, i32) {
        let pm = tiny_skia::PixmapMut::from_bytes(self.data, self.width as u32, self.height as u32)
            .expect("rows of a positive size");
        (pm, -self.top)
    }
}

/// Clips `[x, x + len)` to `[0, w)`; the byte range in a row, if anything is left.
#[inline]
fn clip(x: i32, len: i32, w: i32) -> Option<std::ops::Range<usize>> {
    let (x0, x1) = (x.max(0), (x + len).min(w));
    (x0 < x1).then(|| x0 as usize * 4..x1 as usize * 4)
}

/// Draws a coverage at its place moved by (`dx`, `dy`) whole pixels.
pub(crate) fn fill_coverage(pm: &mut Rows<'_>, c: &Coverage, dx: i32, dy: i32, ink: Ink) {
    let w = pm.width;
    let top = c.top + dy;
    for py in pm.span(top, top + c.runs.height() as i32) {
        let y = (py - top) as usize;
        let row = pm.row(py).expect("a row in the span");
        for r in c.runs.row(y) {
            if let Some(span) = clip(c.left + dx + r.x as i32, r.len as i32, w) {
                ink.span(&mut row[span], r.v);
            }
        }
    }
}

/// An anti-aliased rectangle with tiny-skia's coverage for `fill_rect` (edges in 1/256 px).
///
/// The rectangle is clipped to the picture (`picture_h` rows), not to `pm`'s rows, so a band
/// draws its part of the same edges.
pub(crate) fn fill_rect(pm: &mut Rows<'_>, picture_h: u32, rect: Rect, ink: Ink) {
    let (w, h) = (pm.width as f32, picture_h as f32);
    let Some(r) = Rect::from_ltrb(0.0, 0.0, w, h).and_then(|c| rect.intersect(&c)) else {
        return;
    };
    let dot8 = |v: f32| (((v * 65536.0) as i32) + 0x80) >> 8;
    let (l, t, rr, b) = (
        dot8(r.left()),
        dot8(r.top()),
        dot8(r.right()),
        dot8(r.bottom()),
    );
    if l >= rr || t >= b {
        return;
    }
    // One row at `alpha` (0..=256, 256 = whole).
    let mut row = |y: i32, alpha: i32| {
        if y < 0 || y as f32 >= h {
            return;
        }
        let Some(line) = pm.row(y) else {
            return;
        };
        let mul = |a: i32| ((alpha.min(255) * a) >> 8) as u8;
        let full = alpha.min(255) as u8;
        let (left, right) = (l >> 8, rr >> 8);
        if left == (rr - 1) >> 8 {
            let a = if alpha >= 256 {
                (rr - l - 1) as u8
            } else {
                mul(rr - l)
            };
            let x = left as usize * 4;
            ink.span(&mut line[x..x + 4], a);
            return;
        }
        let mut x = left;
        if l & 0xFF != 0 {
            let a = if alpha >= 256 {
                (256 - (l & 0xFF)) as u8
            } else {
                mul(256 - (l & 0xFF))
            };
            ink.span(&mut line[x as usize * 4..x as usize * 4 + 4], a);
            x += 1;
        }
        if right > x {
            ink.span(&mut line[x as usize * 4..right as usize * 4], full);
        }
        if rr & 0xFF != 0 {
            let a = if alpha >= 256 {
                (rr & 0xFF) as u8
            } else {
                mul(rr & 0xFF)
            };
            ink.span(&mut line[right as usize * 4..right as usize * 4 + 4], a);
        }
    };
    let mut top = t >> 8;
    if top == (b - 1) >> 8 {
        row(top, b - t - 1);
        return;
    }
    if t & 0xFF != 0 {
        row(top, 256 - (t & 0xFF));
        top += 1;
    }
    for y in top..b >> 8 {
        row(y, 256);
    }
    if b & 0xFF != 0 {
        row(b >> 8, b & 0xFF);
    }
}

/// Runs of a premultiplied pixmap: 255 where opaque, 1 where translucent (transparent
/// pixels left out), so a sprite is drawn by copying its opaque runs.
pub(crate) fn sprite_runs(pm: &Pixmap) -> Runs {
    let value = |p: &[u8]| match p[3] {
        0 => 0,
        255 => 255,
        _ => 1,
    };
    Runs::of_rows(pm.data(), pm.width() as usize, value, 4)
}

/// Draws a premultiplied pixmap with source-over at (x, y), through its runs.
pub(crate) fn draw_sprite(pm: &mut Rows<'_>, src: &Pixmap, runs: &Runs, x: i32, y: i32) {
    let w = pm.width;
    let sstride = src.width() as usize * 4;
    let s = src.data();
    for py in pm.span(y.max(0), y + runs.height() as i32) {
        let sy = (py - y) as usize;
        let row = pm.row(py).expect("a row in the span");
        let srow = &s[sy * sstride..(sy + 1) * sstride];
        for r in runs.row(sy) {
            let Some(span) = clip(x + r.x as i32, r.len as i32, w) else {
                continue;
            };
            let from = (span.start as i32 - x * 4) as usize;
            let src = &srow[from..from + span.len()];
            let dst = &mut row[span];
            if r.v == 255 {
                dst.copy_from_slice(src);
                continue;
            }
            blend::over(dst, src);
        }
    }
}

/// Tints a coverage mask with `c` at (x, y) + the mask's own offset.
pub(crate) fn draw_mask(pm: &mut Rows<'_>, m: &Mask, x: i32, y: i32, ink: Ink) {
    let pw = pm.width;
    let (x0, y0) = (x + m.left, y + m.top);
    let (mx0, mx1) = ((-x0).max(0), (m.w as i32).min(pw - x0));
    if mx0 >= mx1 {
        return;
    }
    for py in pm.span(y0, y0 + m.h as i32) {
        let my = (py - y0) as u32;
        let mrow = &m.data[(my * m.w) as usize..((my + 1) * m.w) as usize];
        let d0 = (x0 + mx0) as usize * 4;
        let line = pm.row(py).expect("a row in the span");
        let drow = &mut line[d0..d0 + (mx1 - mx0) as usize * 4];
        blend::cover(drow, &mrow[mx0 as usize..mx1 as usize], ink.px);
    }
}
