//! Fast pixel work under the canvas: shapes as cached runs of coverage, exact anti-aliased
//! rectangles, sprites as runs of opaque and translucent pixels, glyph masks. tiny-skia
//! rasterises each shape once (its anti-aliasing, into a coverage mask); drawing is then a
//! fill of whole runs (a run of full coverage in an opaque colour is a plain store), not
//! tiny-skia's general pipeline, which blends every pixel a path touches.
//!
//! Files: this one keeps the shapes' coverage as runs (`Shapes`, shared by every picture);
//! `draw.rs` draws into a picture's rows.

mod draw;

pub(crate) use draw::{draw_mask, draw_sprite, fill_coverage, fill_rect, sprite_runs, Ink, Rows};

use super::reuse::ContentKey;
use rustc_hash::FxBuildHasher;
use std::collections::HashMap;
use std::hash::Hasher;
use std::sync::{Arc, Mutex, PoisonError};
use tiny_skia::{FillRule, LineCap, Path, PathSegment, Stroke, Transform};

/// A run of `len` pixels from `x` in a row, with one value (coverage, or for sprites whether
/// the pixels are opaque).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Run {
    pub x: u16,
    pub len: u16,
    pub v: u8,
}

/// Rows of runs; row `y` is `runs[rows[y]..rows[y + 1]]`.
#[derive(Clone, Debug, Default)]
pub(crate) struct Runs {
    rows: Vec<u32>,
    runs: Vec<Run>,
}

impl Runs {
    /// Runs of equal values in each row of a `w`-wide grid, leaving out values that `skip`.
    fn of_rows(data: &[u8], w: usize, value: impl Fn(&[u8]) -> u8, px: usize) -> Runs {
        let mut out = Runs {
            rows: vec![0],
            runs: Vec::new(),
        };
        for row in data.chunks_exact(w * px) {
            let mut x = 0;
            while x < w {
                let v = value(&row[x * px..x * px + px]);
                let start = x;
                while x < w && value(&row[x * px..x * px + px]) == v {
                    x += 1;
                }
                if v != 0 {
                    out.runs.push(Run {
                        x: start as u16,
                        len: (x - start) as u16,
                        v,
                    });
                }
            }
            out.rows.push(out.runs.len() as u32);
        }
        out
    }

    fn height(&self) -> usize {
        self.rows.len() - 1
    }

    fn row(&self, y: usize) -> &[Run] {
        &self.runs[self.rows[y] as usize..self.rows[y + 1] as usize]
    }
}

/// A shape's anti-aliased coverage, as runs placed at (`left`, `top`).
#[derive(Debug)]
pub(crate) struct Coverage {
    left: i32,
    top: i32,
    runs: Runs,
    key: ContentKey,
}

impl Coverage {
    /// The rows it covers at its place, `[top, bottom)`.
    pub fn rows(&self) -> (i32, i32) {
        (self.top, self.top + self.runs.height() as i32)
    }

    /// Its content key: its place and runs.
    pub fn key(&self) -> u128 {
        self.key.get(|h| {
            h.write_i32(self.left);
            h.write_i32(self.top);
            h.write_usize(self.runs.rows.len());
            for r in &self.runs.rows {
                h.write_u32(*r);
            }
            h.write_usize(self.runs.runs.len());
            for r in &self.runs.runs {
                h.write_u16(r.x);
                h.write_u16(r.len);
                h.write_u8(r.v);
            }
        })
    }

    /// Rasterises a path filled with the non-zero rule (tiny-skia's anti-aliasing).
    fn of_path(path: &Path) -> Option<Coverage> {
        let b = path.bounds();
        let (left, top) = (b.left().floor() as i32 - 1, b.top().floor() as i32 - 1);
        let w = (b.right().ceil() as i32 - left + 1).max(1) as u32;
        let h = (b.bottom().ceil() as i32 - top + 1).max(1) as u32;
        let mut mask = tiny_skia::Mask::new(w, h)?;
        let ts = Transform::from_translate(-left as f32, -top as f32);
        mask.fill_path(path, FillRule::Winding, true, ts);
        Some(Coverage {
            left,
            top,
            runs: Runs::of_rows(mask.data(), w as usize, |p| p[0], 1),
            key: ContentKey::default(),
        })
    }
}

/// How a path is drawn.
#[derive(Clone, Debug)]
pub(crate) enum How {
    Fill,
    /// Stroked wider than a pixel (tiny-skia draws thinner strokes as hairlines).
    Stroke(Stroke),
}

/// Shapes rasterised so far, keyed by their path (to 1/1024 px) and how it is drawn,
/// relative to the whole pixel their bounds start in: the same shape at another whole-pixel
/// position is the same entry. Shared by every picture; cleared if it ever grows past `LIMIT` shapes.
#[derive(Default)]
pub(crate) struct Shapes {
    cache: Mutex<HashMap<Vec<u32>, Arc<Coverage>, FxBuildHasher>>,
}

const LIMIT: usize = 4096;

impl Shapes {
    /// The coverage of `path` drawn `how`, and the whole-pixel offset to draw it at.
    pub fn get(&self, path: &Path, how: &How) -> Option<(Arc<Coverage>, i32, i32)> {
        let b = path.bounds();
        let (ox, oy) = (b.left().floor(), b.top().floor());
        let local = path
            .clone()
            .transform(Transform::from_translate(-ox, -oy))?;
        let key = key(&local, how);
        let lock = || self.cache.lock().unwrap_or_else(PoisonError::into_inner);
        let offset = (ox as i32, oy as i32);
        if let Some(c) = lock().get(&key) {
            return Some((c.clone(), offset.0, offset.1));
        }
        let shape = match how {
            How::Fill => local,
            How::Stroke(s) => {
                let dashed = match &s.dash {
                    Some(d) => local.dash(d, 1.0)?,
                    None => local,
                };
                dashed.stroke(s, 1.0)?
            }
        };
        let c = Arc::new(Coverage::of_path(&shape)?);
        let mut cache = lock();
        if cache.len() >= LIMIT {
            cache.clear();
        }
        cache.insert(key, c.clone());
        Some((c, offset.0, offset.1))
    }
}

fn key(path: &Path, how: &How) -> Vec<u32> {
    let mut k = Vec::with_capacity(path.points().len() * 6 + 16);
    match how {
        How::Fill => k.push(0),
        How::Stroke(s) => {
            let cap = match s.line_cap {
                LineCap::Butt => 1,
                LineCap::Round => 2,
                LineCap::Square => 3,
            };
            k.extend([cap, s.line_join as u32 + 4, s.width.to_bits()]);
            k.push(s.miter_limit.to_bits());
            if let Some(d) = &s.dash {
                // A dash is known by its intervals and offset, which `StrokeDash` keeps
                // private; its debug form has them all.
                for b in format!("{d:?}").bytes() {
                    k.push(b as u32);
                }
            }
        }
    }
    for seg in path.segments() {
        let (tag, pts) = match seg {
            PathSegment::MoveTo(p) => (10, [p, p, p]),
            PathSegment::LineTo(p) => (11, [p, p, p]),
            PathSegment::QuadTo(a, b) => (12, [a, b, b]),
            PathSegment::CubicTo(a, b, c) => (13, [a, b, c]),
            PathSegment::Close => (14, Default::default()),
        };
        k.push(tag);
        for p in pts {
            // To 1/1024 px: the same shape at another whole pixel differs in float rounding.
            k.extend([p.x, p.y].map(|v| (v * 1024.0).round() as i32 as u32));
        }
    }
    k
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::style::Rgba;
    use tiny_skia::{Paint, PathBuilder, Pixmap, Rect};

    fn paint(c: Rgba) -> Paint<'static> {
        let mut p = Paint::default();
        p.set_color(c.skia());
        p.anti_alias = true;
        p
    }

    /// Largest difference of any channel.
    fn max_diff(a: &Pixmap, b: &Pixmap) -> u8 {
        a.data()
            .iter()
            .zip(b.data())
            .map(|(x, y)| x.abs_diff(*y))
            .max()
            .unwrap_or(0)
    }

    /// Off by rounding almost everywhere: a path moved to another origin may round a few
    /// subpixel samples differently when tiny-skia stroke or scan it.
    fn close(a: &Pixmap, b: &Pixmap) -> bool {
        let px = |p: &Pixmap| {
            p.data()
                .chunks_exact(4)
                .map(|c| c.to_vec())
                .collect::<Vec<_>>()
        };
        let (pa, pb) = (px(a), px(b));
        let off = pa
            .iter()
            .zip(&pb)
            .filter(|(x, y)| x.iter().zip(y.iter()).any(|(u, v)| u.abs_diff(*v) > 2))
            .count();
        max_diff(a, b) <= 16 && off * 100 <= pa.len()
    }

    fn page() -> Pixmap {
        let mut pm = Pixmap::new(64, 48).unwrap();
        pm.fill(Rgba::hex(0xF3EBDC).skia());
        pm
    }

    #[test]
    fn cached_shapes_look_like_tiny_skias_and_are_reused_at_other_whole_pixels() {
        let shapes = Shapes::default();
        for c in [Rgba::hex(0x2B2724), Rgba(40, 30, 20, 60)] {
            let circle = |x: f32| PathBuilder::from_circle(x, 20.3, 11.6).unwrap();
            let (mut ours, mut skia) = (page(), page());
            for x in [15.25, 40.25] {
                let p = circle(x);
                let (cov, dx, dy) = shapes.get(&p, &How::Fill).unwrap();
                fill_coverage(&mut Rows::of(&mut ours), &cov, dx, dy, Ink::new(c));
                skia.fill_path(
                    &p,
                    &paint(c),
                    FillRule::Winding,
                    Transform::identity(),
                    None,
                );
            }
            assert!(close(&ours, &skia), "{c:?}");
        }
        assert_eq!(shapes.cache.lock().unwrap().len(), 1);
        let stroke = How::Stroke(Stroke {
            width: 3.0,
            ..Stroke::default()
        });
        let (mut ours, mut skia) = (page(), page());
        let p = PathBuilder::from_circle(30.5, 22.0, 15.0).unwrap();
        let (cov, dx, dy) = shapes.get(&p, &stroke).unwrap();
        fill_coverage(
            &mut Rows::of(&mut ours),
            &cov,
            dx,
            dy,
            Ink::new(Rgba::hex(0xE0A526)),
        );
        let How::Stroke(s) = &stroke else {
            unreachable!()
        };
        let gold = paint(Rgba::hex(0xE0A526));
        skia.stroke_path(&p, &gold, s, Transform::identity(), None);
        assert!(close(&ours, &skia));
    }

    #[test]
    fn rectangles_match_tiny_skias_fill_rect() {
        for (x, y, w, h) in [
            (3.0, 4.0, 20.0, 10.0),
            (2.3, 5.6, 30.4, 20.2),
            (10.5, 10.25, 0.5, 7.0),
            (-4.0, 40.5, 80.0, 30.0),
        ] {
            for c in [Rgba::hex(0x1F8A70), Rgba::hex(0x1F8A70).alpha(46)] {
                let r = Rect::from_xywh(x, y, w, h).unwrap();
                let (mut ours, mut skia) = (page(), page());
                fill_rect(&mut Rows::of(&mut ours), 48, r, Ink::new(c));
                skia.fill_rect(r, &paint(c), Transform::identity(), None);
                assert!(max_diff(&ours, &skia) <= 2, "{x} {y} {w} {h} {c:?}");
            }
        }
    }

    #[test]
    fn sprites_drawn_by_runs_blend_like_source_over() {
        let mut sprite = Pixmap::new(20, 20).unwrap();
        let c = Rgba::hex(0xD64541);
        sprite.fill_path(
            &PathBuilder::from_circle(9.5, 9.5, 8.3).unwrap(),
            &paint(c),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        let runs = sprite_runs(&sprite);
        let (mut ours, mut skia) = (page(), page());
        for (x, y) in [(-5, 3), (10, 10), (50, 40)] {
            draw_sprite(&mut Rows::of(&mut ours), &sprite, &runs, x, y);
            skia.draw_pixmap(
                x,
                y,
                sprite.as_ref(),
                &tiny_skia::PixmapPaint::default(),
                Transform::identity(),
                None,
            );
        }
        assert!(max_diff(&ours, &skia) <= 1);
    }
}
