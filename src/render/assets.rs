//! What the renderer loads once: the embedded Inter fonts (with a cache of rasterised glyphs),
//! the motif art of `art/` (parsed once, rasterised once per size into alpha masks, tinted
//! when drawn) and small sprites built from them (tiles, stones).

use super::paint::{Align, Canvas, Weight};
use super::style::{self, Rgba};
use crate::engine::{Colour, Symbol};
use ab_glyph::{Font, FontRef, GlyphId, PxScale};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use tiny_skia::Pixmap;

static REGULAR: &[u8] = include_bytes!("../../fonts/Inter-Regular.ttf");
static BOLD: &[u8] = include_bytes!("../../fonts/Inter-Bold.ttf");

const ART: [&str; 6] = [
    include_str!("../../art/wave.svg"),
    include_str!("../../art/star.svg"),
    include_str!("../../art/caravel.svg"),
    include_str!("../../art/fish.svg"),
    include_str!("../../art/flower.svg"),
    include_str!("../../art/bonus.svg"),
];

/// An 8-bit coverage mask placed relative to a pen position (glyphs) or a corner (icons).
pub(crate) struct Mask {
    pub w: u32,
    pub h: u32,
    pub left: i32,
    pub top: i32,
    pub data: Vec<u8>,
}

/// A premultiplied RGBA picture drawn with a source-over blend, and the smallest text in it.
pub(crate) struct Sprite {
    pub pixmap: Pixmap,
    pub min_text: f32,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum SpriteKey {
    /// A tile of a colour and symbol, `size` px square (its shadow adds to the sprite), with
    /// the colour's letter at `letter` px.
    Tile(Colour, Symbol, u16, u16),
    /// A cobblestone of a colour, `radius` px, with its letter.
    Stone(Colour, u16),
}

type GlyphKey = (bool, u16, u16, u8);

pub(crate) struct Assets {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    /// ab_glyph scales by (ascent - descent); this converts an em size to that scale.
    em_to_scale: [f32; 2],
    glyphs: Mutex<HashMap<GlyphKey, Arc<Mask>>>,
    art: Vec<resvg::usvg::Tree>,
    icons: Mutex<HashMap<(Symbol, u32), Arc<Mask>>>,
    sprites: Mutex<HashMap<SpriteKey, Arc<Sprite>>>,
}

/// Subpixel positions per pixel for cached glyphs.
const SUBPIXELS: f32 = 4.0;

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Assets {
    pub fn load() -> Assets {
        let regular = FontRef::try_from_slice(REGULAR).expect("embedded Inter Regular parses");
        let bold = FontRef::try_from_slice(BOLD).expect("embedded Inter Bold parses");
        let ratio = |f: &FontRef| f.height_unscaled() / f.units_per_em().unwrap_or(2048.0);
        let opts = resvg::usvg::Options::default();
        let art = ART
            .iter()
            .map(|svg| resvg::usvg::Tree::from_str(svg, &opts).expect("embedded art parses"))
            .collect();
        Assets {
            em_to_scale: [ratio(&regular), ratio(&bold)],
            regular,
            bold,
            glyphs: Mutex::new(HashMap::new()),
            art,
            icons: Mutex::new(HashMap::new()),
            sprites: Mutex::new(HashMap::new()),
        }
    }

    fn font(&self, w: Weight) -> &FontRef<'static> {
        match w {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    fn scale(&self, size: f32, w: Weight) -> PxScale {
        PxScale::from(size * self.em_to_scale[w as usize])
    }

    /// Glyphs of a line of text and their pen positions; returns the advance width too.
    pub fn layout(&self, text: &str, size: f32, w: Weight, out: &mut Vec<(GlyphId, f32)>) -> f32 {
        let font = self.font(w);
        let scale = self.scale(size, w);
        let f = font.as_scaled(scale);
        use ab_glyph::ScaleFont;
        let mut x = 0.0;
        let mut prev: Option<GlyphId> = None;
        out.clear();
        for ch in text.chars() {
            let id = f.glyph_id(ch);
            if let Some(p) = prev {
                x += f.kern(p, id);
            }
            out.push((id, x));
            x += f.h_advance(id);
            prev = Some(id);
        }
        x
    }

    pub fn measure(&self, text: &str, size: f32, w: Weight) -> f32 {
        let mut v = Vec::new();
        self.layout(text, size, w, &mut v)
    }

    /// A glyph's coverage at `size` (em, px) and a quarter-pixel horizontal offset.
    pub fn glyph(&self, id: GlyphId, size: f32, w: Weight, sub: u8) -> Arc<Mask> {
        let key = (
            matches!(w, Weight::Bold),
            id.0,
            (size * 4.0).round() as u16,
            sub,
        );
        if let Some(m) = lock(&self.glyphs).get(&key) {
            return m.clone();
        }
        let glyph = id.with_scale_and_position(
            self.scale(size, w),
            ab_glyph::point(sub as f32 / SUBPIXELS, 0.0),
        );
        let mask = match self.font(w).outline_glyph(glyph) {
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
                }
            }
            None => Mask {
                w: 0,
                h: 0,
                left: 0,
                top: 0,
                data: Vec::new(),
            },
        };
        let mask = Arc::new(mask);
        lock(&self.glyphs).insert(key, mask.clone());
        mask
    }

    /// The art of a symbol as a coverage mask `size` px square.
    pub fn icon(&self, symbol: Symbol, size: u32) -> Arc<Mask> {
        if let Some(m) = lock(&self.icons).get(&(symbol, size)) {
            return m.clone();
        }
        let mut pm = Pixmap::new(size, size).expect("icon size is positive");
        let s = size as f32 / 100.0;
        resvg::render(
            &self.art[symbol.index()],
            tiny_skia::Transform::from_scale(s, s),
            &mut pm.as_mut(),
        );
        let data = pm.data().chunks_exact(4).map(|p| p[3]).collect();
        let mask = Arc::new(Mask {
            w: size,
            h: size,
            left: 0,
            top: 0,
            data,
        });
        lock(&self.icons).insert((symbol, size), mask.clone());
        mask
    }

    pub fn sprite(&self, key: SpriteKey) -> Arc<Sprite> {
        if let Some(s) = lock(&self.sprites).get(&key) {
            return s.clone();
        }
        let sprite = Arc::new(match key {
            SpriteKey::Tile(c, s, size, letter) => {
                self.build_tile(c, s, size as f32, letter as f32)
            }
            SpriteKey::Stone(c, r) => self.build_stone(c, r as f32),
        });
        lock(&self.sprites).insert(key, sprite.clone());
        sprite
    }

    /// Shadow drawn under tiles, in px below and right of the tile.
    pub const TILE_SHADOW: f32 = 3.0;

    fn build_tile(&self, colour: Colour, symbol: Symbol, size: f32, letter: f32) -> Sprite {
        let pad = Self::TILE_SHADOW.ceil();
        let dim = (size + pad).ceil() as u32;
        let mut cv = Canvas::new(self, Pixmap::new(dim, dim).expect("tile size is positive"));
        let r = size * 0.14;
        let fill = style::tile_fill(colour);
        let ink = style::tile_ink(colour);
        // A soft shadow, then the tile with a lighter top edge and a darker bottom edge:
        // a glazed azulejo-like bevel.
        cv.round_rect(1.0, 2.0, size, size + 1.0, r, Rgba(40, 30, 20, 60));
        cv.round_rect(0.0, 0.0, size, size, r, fill.mix(Rgba::hex(0x000000), 0.22));
        cv.round_rect(
            0.0,
            0.0,
            size,
            size - 2.0,
            r,
            fill.mix(Rgba::hex(0xFFFFFF), 0.18),
        );
        cv.round_rect(0.0, 1.5, size, size - 4.0, r, fill);
        let icon = (size * 0.68).round() as u32;
        let off = ((size - icon as f32) / 2.0).round() as i32;
        // The motif sits a little low and right of centre, leaving the top-left corner to
        // the colour's letter.
        let shift = (size * 0.045).round() as i32;
        cv.mask(&self.icon(symbol, icon), off + shift, off + shift, ink);
        let inset = (size * 0.07).max(4.0);
        cv.text(
            &colour.letter().to_string(),
            inset,
            inset + letter * 0.73,
            letter,
            Weight::Bold,
            ink.alpha(235),
            Align::Left,
        );
        Sprite {
            min_text: cv.min_text,
            pixmap: cv.into_pixmap(),
        }
    }

    fn build_stone(&self, colour: Colour, radius: f32) -> Sprite {
        let dim = (radius * 2.0 + 4.0).ceil() as u32;
        let mut cv = Canvas::new(self, Pixmap::new(dim, dim).expect("stone size is positive"));
        let c = radius + 1.0;
        let fill = style::tile_fill(colour);
        cv.circle(c + 0.5, c + 1.5, radius, Rgba(40, 30, 20, 70));
        cv.circle(c, c, radius, fill.mix(Rgba::hex(0x000000), 0.35));
        cv.circle(c, c, radius - 1.5, fill);
        let size = (radius * 1.2).round().max(16.0);
        cv.text(
            &colour.letter().to_string(),
            c,
            c + size * 0.365,
            size,
            Weight::Bold,
            style::tile_ink(colour),
            Align::Center,
        );
        Sprite {
            min_text: cv.min_text,
            pixmap: cv.into_pixmap(),
        }
    }
}
