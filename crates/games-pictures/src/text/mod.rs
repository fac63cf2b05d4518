//! Text: the embedded fonts, caches of shaped lines and rasterised glyphs, measuring, and
//! fitting a text into a box (wrapping at spaces, breaking words too long for a line between
//! grapheme clusters, shrinking down to a floor). Pure: no drawing here, see `paint.rs`.
//!
//! Two paths: a line that Inter draws alone, with nothing to shape (every Latin, Greek or
//! Cyrillic label and name), is laid out glyph by glyph from Inter's character map, as fast
//! as before fallback faces existed; any other line goes through `shape/` (bidi order,
//! fallback faces, rustybuzz), shaped once per text and weight and kept.
//!
//! Files: `sizes.rs` (a text's weight, kind, sizes and style), `glyphs.rs` (glyph masks and
//! emoji pictures, rasterised once and kept), `wrap.rs` (wrapping and fitting into a box);
//! this one holds the fonts and their caches, and lays out and measures a line.

mod glyphs;
mod sizes;
mod wrap;

pub(crate) use glyphs::{Image, Mask};
pub use sizes::TextSizes;
pub(crate) use sizes::{Kind, Style, Weight};
pub(crate) use wrap::Fitted;

use super::shape::{self, FaceId, Placed, Shaped, BOLD, REGULAR};
use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};
use rustc_hash::FxBuildHasher;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

/// Inter's capital height, as a share of the em size.
pub(crate) const CAP_HEIGHT: f32 = 0.727;

/// Subpixel positions per pixel for cached glyphs.
const SUBPIXELS: f32 = 4.0;

/// Face, glyph, size in quarter pixels, subpixel offset.
type GlyphKey = (FaceId, u16, u16, u8);

/// Shaped lines kept per weight before the cache starts again (a line is a few hundred bytes).
const SHAPED_CAP: usize = 4096;
/// Glyphs of the fallback faces kept before their cache starts again (about 4 MB): names
/// may bring any of tens of thousands of CJK glyphs, Inter's few hundred are kept for good.
const FALLBACK_GLYPHS_CAP: usize = 8192;
/// Emoji pictures kept before their cache starts again (about 5 MB).
const IMAGES_CAP: usize = 1024;

type Cache<K, V> = Mutex<HashMap<K, V, FxBuildHasher>>;

/// Inter's two faces, the lines shaped and the glyphs rasterised so far (shared by every
/// picture). The fallback faces are parsed on first use (`shape::faces`).
pub(crate) struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    /// ab_glyph scales by (ascent - descent); this converts an em size to that scale.
    em_to_scale: [f32; 2],
    glyphs: Cache<GlyphKey, Arc<Mask>>,
    fallback_glyphs: Cache<GlyphKey, Arc<Mask>>,
    images: Cache<(u16, u16), Option<Arc<Image>>>,
    shaped: [Cache<String, Arc<Shaped>>; 2],
}

fn lock<T>(m: &Mutex<T>) -> std::sync::MutexGuard<'_, T> {
    m.lock().unwrap_or_else(PoisonError::into_inner)
}

impl Fonts {
    pub fn load() -> Fonts {
        let regular = FontRef::try_from_slice(REGULAR).expect("embedded Inter Regular parses");
        let bold = FontRef::try_from_slice(BOLD).expect("embedded Inter Bold parses");
        let ratio = |f: &FontRef| f.height_unscaled() / f.units_per_em().unwrap_or(2048.0);
        Fonts {
            em_to_scale: [ratio(&regular), ratio(&bold)],
            regular,
            bold,
            glyphs: Mutex::new(HashMap::default()),
            fallback_glyphs: Mutex::new(HashMap::default()),
            images: Mutex::new(HashMap::default()),
            shaped: [
                Mutex::new(HashMap::default()),
                Mutex::new(HashMap::default()),
            ],
        }
    }

    /// The face of a weight (also what imageproc's text drawing is compared with).
    pub fn face(&self, w: Weight) -> &FontRef<'static> {
        match w {
            Weight::Regular => &self.regular,
            Weight::Bold => &self.bold,
        }
    }

    /// ab_glyph's scale for an em size.
    pub fn scale(&self, size: f32, w: Weight) -> PxScale {
        PxScale::from(size * self.em_to_scale[w as usize])
    }

    /// A line Inter draws alone and unshaped, laid out (pen positions in px) into `out`, with
    /// its width; None for a line that needs the shaped path (`out` is then to be cleared).
    fn layout_inter(
        &self,
        text: &str,
        size: f32,
        w: Weight,
        mut out: Option<&mut Vec<Placed>>,
    ) -> Option<f32> {
        let f = self.face(w).as_scaled(self.scale(size, w));
        let mut x = 0.0;
        let mut prev: Option<GlyphId> = None;
        for (i, ch) in text.char_indices() {
            let id = f.glyph_id(ch);
            if id.0 == 0 || (ch >= '\u{0300}' && shape::needs_shaping(ch)) {
                return None;
            }
            if let Some(p) = prev {
                x += f.kern(p, id);
            }
            if let Some(out) = out.as_deref_mut() {
                out.push(Placed {
                    face: w as FaceId,
                    id: id.0,
                    x,
                    y: 0.0,
                    cluster: i as u32,
                });
            }
            x += f.h_advance(id);
            prev = Some(id);
        }
        Some(x)
    }

    /// A line shaped (see `shape/`), from the cache.
    fn shaped(&self, text: &str, w: Weight) -> Arc<Shaped> {
        let cache = &self.shaped[w as usize];
        if let Some(s) = lock(cache).get(text) {
            return s.clone();
        }
        let s = Arc::new(shape::shape(text, w == Weight::Bold));
        let mut c = lock(cache);
        if c.len() >= SHAPED_CAP {
            c.clear();
        }
        c.insert(text.to_string(), s.clone());
        s
    }

    /// Glyphs of a line of text and their pen positions (px, left to right as drawn);
    /// returns the advance width too.
    pub fn layout(&self, text: &str, size: f32, w: Weight, out: &mut Vec<Placed>) -> f32 {
        out.clear();
        if let Some(x) = self.layout_inter(text, size, w, Some(out)) {
            return x;
        }
        out.clear();
        let s = self.shaped(text, w);
        out.extend(s.glyphs.iter().map(|g| Placed {
            x: g.x * size,
            y: g.y * size,
            ..*g
        }));
        s.advance * size
    }

    /// Advance width of one line.
    pub fn measure(&self, text: &str, size: f32, w: Weight) -> f32 {
        match self.layout_inter(text, size, w, None) {
            Some(x) => x,
            None => self.shaped(text, w).advance * size,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn inter_alone_and_shaped_measure_alike() {
        // A left-to-right mark sends the same Latin text through the shaper.
        let f = Fonts::load();
        for text in ["Ana", "Bartolomeu Dias", "Gonçalo (you)"] {
            let plain = f.measure(text, 20.0, Weight::Bold);
            let shaped = f.measure(&format!("{text}\u{200E}"), 20.0, Weight::Bold);
            assert!(
                (plain - shaped).abs() < plain * 0.03,
                "{text}: {plain} vs {shaped}"
            );
        }
    }

    /// Any character, or one of those the shaped path treats specially.
    fn a_char() -> impl proptest::strategy::Strategy<Value = char> {
        let special = vec![
            '\u{2068}',
            '\u{2069}',
            '\u{202E}',
            '\u{200F}',
            '\u{200D}',
            '\u{FE0F}',
            '\u{FE0E}',
            '\u{0301}',
            '\u{093F}',
            '\u{094D}',
            'ש',
            'م',
            'ล',
            'न',
            '王',
            '김',
            '😀',
            '👩',
            '🇵',
            '\u{E0067}',
            ' ',
            '\n',
            '\t',
            '\u{0}',
            '\u{FFFF}',
            'a',
            '1',
        ];
        proptest::prop_oneof![proptest::char::any(), proptest::sample::select(special),]
    }

    proptest::proptest! {
        /// Any text lays out, measures, wraps and fits without a panic, and wrapping keeps
        /// every character but the spaces it breaks at.
        #[test]
        fn any_text_lays_out(
            chars in proptest::collection::vec(a_char(), 0..40),
            max in 1.0f32..300.0,
        ) {
            let text: String = chars.into_iter().collect();
            let f = fonts();
            for w in [Weight::Regular, Weight::Bold] {
                let mut glyphs = Vec::new();
                let width = f.layout(&text, 20.0, w, &mut glyphs);
                proptest::prop_assert!(width.is_finite() && width >= 0.0);
                proptest::prop_assert!((f.measure(&text, 20.0, w) - width).abs() < 1e-3);
                for g in &glyphs {
                    if !Fonts::is_colour(g.face) {
                        f.glyph(g.face, g.id, 20.0, 0);
                    } else {
                        f.image(g.id, 20.0);
                    }
                }
                let lines = f.wrap(&text, 20.0, w, max);
                for l in &lines {
                    let many = shape::clusters(l).nth(1).is_some();
                    proptest::prop_assert!(!many || f.measure(l, 20.0, w) <= max, "{:?}", l);
                }
                let words: String = text.split([' ', '\n', '\t']).collect();
                proptest::prop_assert_eq!(lines.concat().replace(' ', ""), words);
                let fit = f.fit(&text, w, max, 2, 20.0, 14.0);
                proptest::prop_assert!(fit.size >= 14.0);
            }
        }
    }

    fn fonts() -> &'static Fonts {
        static F: std::sync::OnceLock<Fonts> = std::sync::OnceLock::new();
        F.get_or_init(Fonts::load)
    }
}
