//! A picture kept as what it is made of: its static layers and colour bands stacked top to
//! bottom, then the drawing done over them, in order. It is painted into pixels a band of
//! rows at a time, and each band is filtered and compressed (`paeth/`) while it is still in
//! the cache, so a picture is never written out whole to memory and read back: drawing it
//! whole first left the encoder reading a canvas larger than the cache, and the drawing
//! itself writing one. Painted whole (for tests, the final picture and the layers), a scene
//! gives the same pixels, byte for byte (tested).
//!
//! Files: this one stacks, paints and keys the scene; `op.rs` holds its operations.

mod op;

pub(crate) use op::{paint, Op};

use super::raster::{self, Rows, Runs};
use super::reuse::{self, ContentKey};
use super::style::Rgba;
use super::text::TextSizes;
use std::hash::Hasher;
use std::sync::{Arc, OnceLock};
use std::time::Duration;
use tiny_skia::{IntSize, Path, Pixmap, Stroke, Transform};

/// Rows painted and encoded at a time: 32 rows of a 720 px picture are 92 KB, which stay in
/// a core's 1 MB cache with the encoder's rows and output.
pub(crate) const BAND_ROWS: u32 = 32;

/// A premultiplied RGBA picture, the smallest text in it and its overflows.
pub(crate) struct Sprite {
    pub pixmap: Pixmap,
    pub sizes: TextSizes,
    pub overflows: Vec<String>,
    /// Its runs of opaque and translucent pixels, found when it is first drawn over a canvas.
    runs: OnceLock<Runs>,
    key: ContentKey,
}

impl Sprite {
    pub fn new(pixmap: Pixmap, sizes: TextSizes, overflows: Vec<String>) -> Sprite {
        Sprite {
            pixmap,
            sizes,
            overflows,
            runs: OnceLock::new(),
            key: ContentKey::default(),
        }
    }

    /// Its content key (its pixels).
    pub fn key(&self) -> u128 {
        self.key.get(|h| {
            h.write_u32(self.pixmap.width());
            reuse::bytes(h, self.pixmap.data());
        })
    }

    /// Its runs (found on first use).
    pub fn runs(&self) -> &Runs {
        self.runs.get_or_init(|| raster::sprite_runs(&self.pixmap))
    }
}

/// What a picture is stacked from, top to bottom, before anything is drawn over it.
pub(crate) enum Base {
    /// Rows of one opaque colour (premultiplied RGBA).
    Fill(u32, [u8; 4]),
    /// A cached layer as wide as the picture.
    Layer(Arc<Sprite>),
}

impl Base {
    fn rows(&self) -> u32 {
        match self {
            Base::Fill(rows, _) => *rows,
            Base::Layer(s) => s.pixmap.height(),
        }
    }
}

/// A picture as its base and its drawing.
pub(crate) struct Scene {
    width: u32,
    height: u32,
    base: Vec<Base>,
    /// Each operation with the rows it may touch.
    ops: Vec<(i32, i32, Op)>,
}

impl Scene {
    /// A picture `width` px wide of `base` stacked, nothing drawn yet.
    pub fn new(width: u32, base: Vec<Base>) -> Scene {
        let height = base.iter().map(Base::rows).sum();
        for b in &base {
            if let Base::Layer(s) = b {
                assert_eq!(s.pixmap.width(), width, "a layer is as wide as its picture");
            }
        }
        assert!(width > 0 && height > 0, "a picture has pixels");
        Scene {
            width,
            height,
            base,
            ops: Vec::with_capacity(256),
        }
    }

    pub fn width(&self) -> u32 {
        self.width
    }

    pub fn height(&self) -> u32 {
        self.height
    }

    /// Draws `op` over what is there (when painted).
    pub fn push(&mut self, op: Op) {
        let op = match op {
            Op::Hairline(p, c, stroke) => match self.hairline(&p, c, &stroke) {
                Some(sprite) => sprite,
                None => return,
            },
            op => op,
        };
        let (top, bottom) = op.rows();
        self.ops.push((top, bottom, op));
    }

    /// A hairline as a sprite as wide as the picture over the rows it crosses: tiny-skia clips
    /// a hairline to its pixmap before it steps along it, so drawn into a band it would take
    /// other pixels than drawn into the whole picture; drawn once over all its rows, it is
    /// the same in every band.
    fn hairline(&self, p: &Path, c: Rgba, stroke: &Stroke) -> Option<Op> {
        let b = p.bounds();
        let top = (b.top().floor() as i32 - 2).max(0);
        let bottom = (b.bottom().ceil() as i32 + 2).min(self.height as i32);
        if top >= bottom {
            return None;
        }
        let mut pm = Pixmap::new(self.width, (bottom - top) as u32)?;
        let ts = Transform::from_translate(0.0, -top as f32);
        pm.stroke_path(p, &paint(c), stroke, ts, None);
        let sprite = Sprite::new(pm, TextSizes::NONE, Vec::new());
        sprite.runs();
        Some(Op::Sprite(Arc::new(sprite), 0, top))
    }

    /// Paints rows `top..` of the picture into `out` (whole rows, as many as it holds).
    pub fn paint(&self, top: u32, out: &mut [u8]) {
        let stride = self.width as usize * 4;
        let n = (out.len() / stride) as u32;
        assert!(top + n <= self.height, "rows of the picture");
        // The base: the part of each band of it that these rows cross.
        let mut at = 0u32;
        for b in &self.base {
            let (start, end) = (at, at + b.rows());
            at = end;
            let (from, to) = (start.max(top), end.min(top + n));
            if from >= to {
                continue;
            }
            let dst = &mut out[(from - top) as usize * stride..(to - top) as usize * stride];
            match b {
                Base::Fill(_, px) => {
                    for p in dst[..stride].chunks_exact_mut(4) {
                        p.copy_from_slice(px);
                    }
                    for r in 1..(to - from) as usize {
                        dst.copy_within(..stride, r * stride);
                    }
                }
                Base::Layer(s) => {
                    let src = s.pixmap.data();
                    let off = (from - start) as usize * stride;
                    dst.copy_from_slice(&src[off..off + dst.len()]);
                }
            }
        }
        // The drawing over it, in order, each operation where it meets these rows.
        let mut rows = Rows::new(out, self.width, top);
        for (t, b, op) in &self.ops {
            if rows.meets(*t, *b) {
                op.paint(&mut rows, self.height);
            }
        }
    }

    /// The whole picture in pixels.
    pub fn pixmap(&self) -> Pixmap {
        let mut data = vec![0u8; self.width as usize * 4 * self.height as usize];
        self.paint(0, &mut data);
        let size = IntSize::from_wh(self.width, self.height).expect("a picture has pixels");
        Pixmap::from_vec(data, size).expect("width x height RGBA pixels")
    }

    /// The key of each band of `rows` rows, top to bottom, for a [`reuse::BandCache`]: what
    /// its compressed bits (`keep_alpha` or RGB) follow from: the picture's size and base,
    /// the band's place, and each operation, in order, that meets the band or the row above
    /// it (the filter reads that row). `None` if an operation has no key (a hairline, which a
    /// scene never keeps).
    pub fn band_keys(&self, rows: u32, keep_alpha: bool) -> Option<Vec<u128>> {
        let mut ops = Vec::with_capacity(self.ops.len());
        for (top, bottom, op) in &self.ops {
            ops.push((*top, *bottom, op.key()?));
        }
        let mut base = reuse::hasher();
        base.write_u32(self.width);
        base.write_u32(self.height);
        base.write_u8(u8::from(keep_alpha));
        for b in &self.base {
            match b {
                Base::Fill(n, px) => {
                    base.write_u8(0);
                    base.write_u32(*n);
                    base.write(px);
                }
                Base::Layer(s) => {
                    base.write_u8(1);
                    base.write_u128(s.key());
                }
            }
        }
        let base = reuse::finish(&base);
        let mut keys = Vec::with_capacity(self.height.div_ceil(rows) as usize);
        let mut top = 0u32;
        while top < self.height {
            let n = rows.min(self.height - top);
            let mut h = reuse::hasher();
            h.write_u128(base);
            h.write_u32(top);
            h.write_u32(n);
            // The rows painted for this band's bits: the row above too.
            let (from, to) = (top.saturating_sub(1) as i32, (top + n) as i32);
            for (t, b, key) in &ops {
                if *t < to && *b > from {
                    h.write_u128(*key);
                }
            }
            keys.push(reuse::finish(&h));
            top += n;
        }
        Some(keys)
    }

    /// Paints the picture band by band, handing each band's rows to `take` in order; the
    /// time painting took by `clock`.
    pub fn bands(&self, clock: &dyn Fn() -> Duration, mut take: impl FnMut(&[u8])) -> Duration {
        let stride = self.width as usize * 4;
        let mut buf = vec![0u8; stride * BAND_ROWS.min(self.height) as usize];
        let (mut top, mut painting) = (0, Duration::ZERO);
        while top < self.height {
            let n = BAND_ROWS.min(self.height - top) as usize;
            let band = &mut buf[..n * stride];
            let started = clock();
            self.paint(top, band);
            painting += clock().saturating_sub(started);
            take(band);
            top += n as u32;
        }
        painting
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::raster::{How, Ink, Shapes};
    use crate::text::{Image, Mask, TextSizes};
    use tiny_skia::{FillRule, LineCap, PathBuilder, Rect};

    /// A sprite: a translucent disc on transparent pixels.
    fn disc(w: u32, c: Rgba) -> Arc<Sprite> {
        let mut pm = Pixmap::new(w, w).unwrap();
        let r = w as f32 / 2.0;
        let p = PathBuilder::from_circle(r, r, r - 1.5).unwrap();
        pm.fill_path(
            &p,
            &paint(c),
            FillRule::Winding,
            Transform::identity(),
            None,
        );
        Arc::new(Sprite::new(pm, TextSizes::NONE, Vec::new()))
    }

    /// One of each operation, several across the seams of any band height, over a base of
    /// colour rows and a layer.
    fn scene() -> Scene {
        let (w, h) = (61u32, 23u32);
        let mut layer = Pixmap::new(w, h).unwrap();
        layer.fill(Rgba::hex(0xF3EBDC).skia());
        let p = PathBuilder::from_circle(30.0, 11.0, 9.0).unwrap();
        let green = paint(Rgba::hex(0x1F8A70));
        layer.fill_path(&p, &green, FillRule::Winding, Transform::identity(), None);
        let layer = Arc::new(Sprite::new(layer, TextSizes::NONE, Vec::new()));
        let base = vec![
            Base::Fill(9, Rgba::hex(0xFFFFFF).premultiplied()),
            Base::Layer(layer),
            Base::Fill(14, Rgba::hex(0x2B2724).premultiplied()),
        ];
        let mut s = Scene::new(w, base);
        let shapes = Shapes::default();
        let ring = PathBuilder::from_circle(20.3, 22.6, 12.4).unwrap();
        let stroke = How::Stroke(Stroke {
            width: 3.0,
            ..Stroke::default()
        });
        let (cov, dx, dy) = shapes.get(&ring, &stroke).unwrap();
        s.push(Op::Coverage(cov, dx, dy, Ink::new(Rgba::hex(0xE0A526))));
        let r = Rect::from_xywh(2.3, 5.6, 40.4, 30.2).unwrap();
        s.push(Op::Rect(r, Ink::new(Rgba::hex(0xD64541).alpha(90))));
        s.push(Op::Sprite(disc(17, Rgba::hex(0x3B5BA5).alpha(200)), 36, 14));
        s.push(Op::Sprite(disc(9, Rgba::hex(0x000000)), -3, 40));
        let mask = Mask {
            w: 7,
            h: 13,
            left: 1,
            top: -12,
            data: (0..91).map(|i| (i * 37 % 256) as u8).collect(),
            key: ContentKey::default(),
        };
        s.push(Op::Mask(
            Arc::new(mask),
            50,
            38,
            Ink::new(Rgba::hex(0x2B2724)),
        ));
        let mut line = PathBuilder::new();
        line.move_to(3.5, 1.0);
        line.line_to(57.2, 44.7);
        let thin = Stroke {
            width: 1.0,
            line_cap: LineCap::Round,
            ..Stroke::default()
        };
        s.push(Op::Hairline(
            line.finish().unwrap(),
            Rgba::hex(0x000000),
            thin,
        ));
        let image = Image {
            pixmap: disc(11, Rgba::hex(0xF2C14E)).pixmap.clone(),
            left: 0,
            top: 0,
            key: ContentKey::default(),
        };
        s.push(Op::Image(Arc::new(image), 8, 25));
        s
    }

    /// The scene painted `band` rows at a time.
    fn in_bands(s: &Scene, band: u32) -> Vec<u8> {
        let stride = s.width() as usize * 4;
        let mut out = Vec::new();
        let mut top = 0;
        while top < s.height() {
            let n = band.min(s.height() - top);
            let mut rows = vec![0u8; n as usize * stride];
            s.paint(top, &mut rows);
            out.extend_from_slice(&rows);
            top += n;
        }
        out
    }

    /// The first pixel where two paintings differ, as (x, y), if any.
    fn first_difference(a: &[u8], b: &[u8], w: u32) -> Option<(u32, u32)> {
        let i = a.iter().zip(b).position(|(x, y)| x != y)? as u32 / 4;
        Some((i % w, i / w))
    }

    #[test]
    fn a_scene_painted_in_bands_of_any_height_is_the_scene_painted_whole() {
        let s = scene();
        let whole = s.pixmap();
        for band in [1, 2, 5, 8, 32, 100] {
            let out = in_bands(&s, band);
            let diff = first_difference(&out, whole.data(), s.width());
            assert_eq!(diff, None, "bands of {band} rows");
        }
        // And the drawing changed pixels across the seams (the test tests something).
        let bare = scene();
        let bare = Scene::new(bare.width, bare.base);
        assert!(first_difference(bare.pixmap().data(), whole.data(), s.width()).is_some());
    }

    #[test]
    fn a_fill_covers_every_band() {
        let mut s = scene();
        s.push(Op::Fill(Rgba::hex(0x1F8A70)));
        let px = Rgba::hex(0x1F8A70).premultiplied();
        for band in [1, 7, 32] {
            let out = in_bands(&s, band);
            assert!(out.chunks_exact(4).all(|p| p == px), "bands of {band} rows");
        }
    }

    #[test]
    fn bands_hand_every_row_over_once_in_order() {
        let s = scene();
        let mut rows = Vec::new();
        let took = s.bands(&|| Duration::ZERO, |b| rows.extend_from_slice(b));
        assert_eq!(first_difference(&rows, s.pixmap().data(), s.width()), None);
        assert_eq!(took, Duration::ZERO);
    }
}
