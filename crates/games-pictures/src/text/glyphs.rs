//! Glyphs rasterised once and kept: a glyph's coverage mask at a size and subpixel offset
//! (emboldened for a face with one weight), and an emoji's picture, decoded and scaled.

use super::{lock, Fonts, Weight, FALLBACK_GLYPHS_CAP, IMAGES_CAP, SUBPIXELS};
use crate::reuse::{self, ContentKey};
use crate::shape::{self, FaceId, EMBOLDEN, EMOJI};
use ab_glyph::{Font, GlyphId, PxScale};
use std::hash::Hasher;
use std::sync::Arc;

/// An 8-bit coverage mask placed relative to a pen position (glyphs) or a corner (icons).
pub(crate) struct Mask {
    pub w: u32,
    pub h: u32,
    pub left: i32,
    pub top: i32,
    pub data: Vec<u8>,
    /// Made from the fields above on first use (a mask does not change once made).
    pub key: ContentKey,
}

impl Mask {
    pub fn empty() -> Mask {
        Mask {
            w: 0,
            h: 0,
            left: 0,
            top: 0,
            data: Vec::new(),
            key: ContentKey::default(),
        }
    }

    /// Its content key.
    pub fn content_key(&self) -> u128 {
        self.key.get(|h| {
            h.write_u32(self.w);
            h.write_u32(self.h);
            h.write_i32(self.left);
            h.write_i32(self.top);
            reuse::bytes(h, &self.data);
        })
    }
}

/// A colour glyph (an emoji) scaled to a size: premultiplied RGBA placed like a mask.
pub(crate) struct Image {
    pub pixmap: tiny_skia::Pixmap,
    pub left: i32,
    pub top: i32,
    /// Made from the fields above on first use.
    pub key: ContentKey,
}

impl Image {
    /// Its content key.
    pub fn content_key(&self) -> u128 {
        self.key.get(|h| {
            h.write_u32(self.pixmap.width());
            h.write_i32(self.left);
            h.write_i32(self.top);
            reuse::bytes(h, self.pixmap.data());
        })
    }
}

impl Fonts {
    /// A glyph's coverage at `size` (em, px) and a quarter-pixel horizontal offset.
    pub fn glyph(&self, face: FaceId, id: u16, size: f32, sub: u8) -> Arc<Mask> {
        let key = (face, id, (size * 4.0).round() as u16, sub);
        let (cache, cap) = if face < 2 {
            (&self.glyphs, usize::MAX)
        } else {
            (&self.fallback_glyphs, FALLBACK_GLYPHS_CAP)
        };
        if let Some(m) = lock(cache).get(&key) {
            return m.clone();
        }
        let (font, em_to_scale) = match face & !EMBOLDEN {
            0 => (&self.regular, self.em_to_scale[0]),
            1 => (&self.bold, self.em_to_scale[1]),
            f => {
                let f = &shape::faces()[f as usize];
                (&f.font, f.em_to_scale)
            }
        };
        let glyph = GlyphId(id).with_scale_and_position(
            PxScale::from(size * em_to_scale),
            ab_glyph::point(sub as f32 / SUBPIXELS, 0.0),
        );
        let mask = match font.outline_glyph(glyph) {
            Some(o) => {
                let b = o.px_bounds();
                let (mw, mh) = (b.width() as u32, b.height() as u32);
                let mut data = vec![0u8; (mw * mh) as usize];
                o.draw(|x, y, c| {
                    if x < mw && y < mh {
                        data[(y * mw + x) as usize] = (c.clamp(0.0, 1.0) * 255.0).round() as u8;
                    }
                });
                Mask {
                    w: mw,
                    h: mh,
                    left: b.min.x as i32,
                    top: b.min.y as i32,
                    data,
                    key: ContentKey::default(),
                }
            }
            None => Mask::empty(),
        };
        let mask = if face & EMBOLDEN != 0 {
            embolden(mask, ((size / 20.0).round() as u32).max(1))
        } else {
            mask
        };
        let mask = Arc::new(mask);
        let mut c = lock(cache);
        if c.len() >= cap {
            c.clear();
        }
        c.insert(key, mask.clone());
        mask
    }

    /// Whether a face draws pictures rather than outlines.
    pub fn is_colour(face: FaceId) -> bool {
        face == EMOJI
    }

    /// A colour glyph (the emoji face's bitmap, decoded and scaled to `size`), or None when
    /// the face has no picture for it.
    pub fn image(&self, id: u16, size: f32) -> Option<Arc<Image>> {
        let key = (id, (size * 4.0).round() as u16);
        if let Some(i) = lock(&self.images).get(&key) {
            return i.clone();
        }
        let image = colour_glyph(id, size).map(Arc::new);
        let mut c = lock(&self.images);
        if c.len() >= IMAGES_CAP {
            c.clear();
        }
        c.insert(key, image.clone());
        image
    }

    /// Rasterises the printable ASCII glyphs at one size, so the first picture is as fast as
    /// the others.
    pub fn warm(&self, size: f32, w: Weight) {
        let text: String = (' '..='~').collect();
        let mut glyphs = Vec::new();
        self.layout(&text, size, w, &mut glyphs);
        for g in glyphs {
            for sub in 0..SUBPIXELS as u8 {
                self.glyph(g.face, g.id, size, sub);
            }
        }
    }
}

/// A glyph of a face with one weight made bold: its coverage widened by `d` px to the right
/// (each pixel the most covered of itself and the `d` to its left).
fn embolden(m: Mask, d: u32) -> Mask {
    if m.w == 0 {
        return m;
    }
    let w = m.w + d;
    let mut data = vec![0u8; (w * m.h) as usize];
    for y in 0..m.h as usize {
        let src = &m.data[y * m.w as usize..(y + 1) * m.w as usize];
        let dst = &mut data[y * w as usize..(y + 1) * w as usize];
        for (x, out) in dst.iter_mut().enumerate() {
            let lo = x.saturating_sub(d as usize);
            let hi = x.min(src.len() - 1);
            if lo <= hi {
                *out = src[lo..=hi].iter().copied().max().unwrap_or(0);
            }
        }
    }
    Mask {
        w,
        data,
        key: ContentKey::default(),
        ..m
    }
}

/// The emoji face's picture of a glyph, scaled to an em size of `size` px, premultiplied.
fn colour_glyph(id: u16, size: f32) -> Option<Image> {
    let face = &shape::faces()[EMOJI as usize];
    let img = face.font.glyph_raster_image2(GlyphId(id), u16::MAX)?;
    if !matches!(img.format, ab_glyph::GlyphImageFormat::Png) || img.pixels_per_em == 0 {
        return None;
    }
    let decoded = image::load_from_memory_with_format(img.data, image::ImageFormat::Png)
        .ok()?
        .to_rgba8();
    let k = size / img.pixels_per_em as f32;
    let w = ((decoded.width() as f32 * k).round() as u32).max(1);
    let h = ((decoded.height() as f32 * k).round() as u32).max(1);
    let mut scaled =
        image::imageops::resize(&decoded, w, h, image::imageops::FilterType::CatmullRom);
    for p in scaled.pixels_mut() {
        let a = p[3] as u16;
        for c in &mut p.0[..3] {
            *c = ((*c as u16 * a + 127) / 255) as u8;
        }
    }
    let pixmap =
        tiny_skia::Pixmap::from_vec(scaled.into_raw(), tiny_skia::IntSize::from_wh(w, h)?)?;
    Some(Image {
        pixmap,
        left: (img.origin.x * k).round() as i32,
        // The picture's bottom is `origin.y` above the baseline; its top is `height` higher.
        top: -((img.origin.y + img.height as f32) * k).round() as i32,
        key: ContentKey::default(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_bold_cjk_name_is_drawn_bolder() {
        let f = Fonts::load();
        let ink = |w: Weight| -> u32 {
            let mut glyphs = Vec::new();
            f.layout("王小明", 24.0, w, &mut glyphs);
            glyphs
                .iter()
                .map(|g| {
                    f.glyph(g.face, g.id, 24.0, 0)
                        .data
                        .iter()
                        .map(|&c| c as u32)
                        .sum::<u32>()
                })
                .sum()
        };
        let (regular, bold) = (ink(Weight::Regular), ink(Weight::Bold));
        assert!(bold > regular * 5 / 4, "{regular} vs {bold}");
    }
}
