//! A scene's drawing, one operation at a time ([`Op`]): what it draws and where, the rows it
//! may touch, its key (what a band's bits follow from, `reuse.rs`) and how it paints into
//! rows of the picture.

use super::Sprite;
use crate::raster::{self, Coverage, Ink, Rows};
use crate::reuse;
use crate::style::Rgba;
use crate::text::{Image, Mask};
use std::hash::{Hash, Hasher};
use std::sync::Arc;
use tiny_skia::{Paint, Path, PixmapPaint, Rect, Stroke, Transform};

/// One drawing operation, as the canvas was asked for it.
pub(crate) enum Op {
    /// Every pixel one colour.
    Fill(Rgba),
    Rect(Rect, Ink),
    Coverage(Arc<Coverage>, i32, i32, Ink),
    Sprite(Arc<Sprite>, i32, i32),
    Mask(Arc<Mask>, i32, i32, Ink),
    /// A stroke a pixel wide or thinner, which tiny-skia draws as a hairline (a scene keeps
    /// it as a sprite: `Scene::hairline`).
    Hairline(Path, Rgba, Stroke),
    /// A colour glyph (an emoji) at a whole pixel.
    Image(Arc<Image>, i32, i32),
}

impl Op {
    /// The rows it may touch, `[top, bottom)` (more is fine, less is not).
    pub(super) fn rows(&self) -> (i32, i32) {
        match self {
            Op::Fill(_) => (i32::MIN, i32::MAX),
            Op::Rect(r, _) => (r.top().floor() as i32 - 1, r.bottom().ceil() as i32 + 1),
            Op::Coverage(c, _, dy, _) => {
                let (top, bottom) = c.rows();
                (top + dy, bottom + dy)
            }
            Op::Sprite(s, _, y) => (*y, y + s.pixmap.height() as i32),
            Op::Mask(m, _, y, _) => (y + m.top, y + m.top + m.h as i32),
            Op::Hairline(p, _, _) => {
                let b = p.bounds();
                (b.top().floor() as i32 - 2, b.bottom().ceil() as i32 + 2)
            }
            Op::Image(img, _, y) => (*y, y + img.pixmap.height() as i32),
        }
    }

    /// Its key: what it is and where, each thing it draws by its content key.
    pub(super) fn key(&self) -> Option<u128> {
        let mut h = reuse::hasher();
        match self {
            Op::Fill(c) => {
                h.write_u8(0);
                c.hash(&mut h);
            }
            Op::Rect(r, ink) => {
                h.write_u8(1);
                for v in [r.left(), r.top(), r.right(), r.bottom()] {
                    h.write_u32(v.to_bits());
                }
                ink.hash(&mut h);
            }
            Op::Coverage(c, dx, dy, ink) => {
                h.write_u8(2);
                h.write_u128(c.key());
                h.write_i32(*dx);
                h.write_i32(*dy);
                ink.hash(&mut h);
            }
            Op::Sprite(s, x, y) => {
                h.write_u8(3);
                h.write_u128(s.key());
                h.write_i32(*x);
                h.write_i32(*y);
            }
            Op::Mask(m, x, y, ink) => {
                h.write_u8(4);
                h.write_u128(m.content_key());
                h.write_i32(*x);
                h.write_i32(*y);
                ink.hash(&mut h);
            }
            Op::Hairline(..) => return None,
            Op::Image(img, x, y) => {
                h.write_u8(5);
                h.write_u128(img.content_key());
                h.write_i32(*x);
                h.write_i32(*y);
            }
        }
        Some(reuse::finish(&h))
    }

    /// Draws it into `rows` of a picture `picture_h` rows high.
    pub fn paint(&self, rows: &mut Rows<'_>, picture_h: u32) {
        match self {
            Op::Fill(c) => {
                let px = c.skia().premultiply().to_color_u8();
                rows.fill([px.red(), px.green(), px.blue(), px.alpha()]);
            }
            Op::Rect(r, ink) => raster::fill_rect(rows, picture_h, *r, *ink),
            Op::Coverage(c, dx, dy, ink) => raster::fill_coverage(rows, c, *dx, *dy, *ink),
            Op::Sprite(s, x, y) => {
                let runs = s.runs();
                raster::draw_sprite(rows, &s.pixmap, runs, *x, *y);
            }
            Op::Mask(m, x, y, ink) => raster::draw_mask(rows, m, *x, *y, *ink),
            Op::Hairline(p, c, stroke) => {
                // Only into a whole pixmap (a scene keeps hairlines as sprites).
                let (mut pm, dy) = rows.skia();
                let ts = Transform::from_translate(0.0, dy as f32);
                pm.stroke_path(p, &paint(*c), stroke, ts, None);
            }
            Op::Image(img, x, y) => {
                let (mut pm, dy) = rows.skia();
                let how = PixmapPaint::default();
                let ts = Transform::identity();
                pm.draw_pixmap(*x, y + dy, img.pixmap.as_ref(), &how, ts, None);
            }
        }
    }
}

/// tiny-skia's paint of a colour, anti-aliased.
pub(crate) fn paint(c: Rgba) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c.skia());
    p.anti_alias = true;
    p
}
