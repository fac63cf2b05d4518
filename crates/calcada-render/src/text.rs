//! Text: the embedded fonts, caches of shaped lines and rasterised glyphs, measuring, and
//! fitting a text into a box (wrapping at spaces, breaking words too long for a line between
//! grapheme clusters, shrinking down to a floor). Pure: no drawing here, see `paint.rs`.
//!
//! Two paths: a line that Inter draws alone, with nothing to shape (every Latin, Greek or
//! Cyrillic label and name), is laid out glyph by glyph from Inter's character map, as fast
//! as before fallback faces existed; any other line goes through `shape.rs` (bidi order,
//! fallback faces, rustybuzz), shaped once per text and weight and kept.

use super::reuse::{self, ContentKey};
use super::shape::{self, FaceId, Placed, Shaped, BOLD, EMBOLDEN, EMOJI, REGULAR};
use super::style::Rgba;
use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};
use rustc_hash::FxBuildHasher;
use std::collections::HashMap;
use std::hash::Hasher;
use std::sync::{Arc, Mutex, PoisonError};

/// Inter's capital height, as a share of the em size.
pub(crate) const CAP_HEIGHT: f32 = 0.727;

/// Subpixel positions per pixel for cached glyphs.
const SUBPIXELS: f32 = 4.0;

#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum Weight {
    Regular = 0,
    Bold = 1,
}

/// What a text is, for the legibility thresholds.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Kind {
    /// The numbers printed on a board's squares.
    Number,
    /// The colour letter on a tile or a stone.
    Letter,
    /// Every other word or figure: captions, names, labels, scores.
    Label,
}

/// The smallest text size (em, px) drawn of each kind; infinite when none was drawn.
#[derive(Copy, Clone, Debug, PartialEq)]
pub struct TextSizes {
    /// Numbers on the board's squares.
    pub numbers: f32,
    /// Colour letters on tiles and stones.
    pub letters: f32,
    /// Every other text: captions, names, labels, scores.
    pub labels: f32,
}

impl TextSizes {
    /// No text drawn yet.
    pub const NONE: TextSizes = TextSizes {
        numbers: f32::INFINITY,
        letters: f32::INFINITY,
        labels: f32::INFINITY,
    };

    /// Each kind's smaller size.
    pub fn min(self, o: TextSizes) -> TextSizes {
        TextSizes {
            numbers: self.numbers.min(o.numbers),
            letters: self.letters.min(o.letters),
            labels: self.labels.min(o.labels),
        }
    }

    /// Every size multiplied by `k` (e.g. 400 / width: the size on a phone).
    pub fn scaled(self, k: f32) -> TextSizes {
        TextSizes {
            numbers: self.numbers * k,
            letters: self.letters * k,
            labels: self.labels * k,
        }
    }

    /// The smallest size of any kind.
    pub fn smallest(self) -> f32 {
        self.numbers.min(self.letters).min(self.labels)
    }

    pub(crate) fn is_none(self) -> bool {
        self.smallest().is_infinite()
    }

    pub(crate) fn record(&mut self, kind: Kind, size: f32) {
        let slot = match kind {
            Kind::Number => &mut self.numbers,
            Kind::Letter => &mut self.letters,
            Kind::Label => &mut self.labels,
        };
        *slot = slot.min(size);
    }
}

/// How a text is drawn.
#[derive(Copy, Clone, Debug)]
pub(crate) struct Style {
    pub size: f32,
    pub weight: Weight,
    pub colour: Rgba,
    pub kind: Kind,
}

impl Style {
    pub const fn label(size: f32, weight: Weight, colour: Rgba) -> Style {
        Style {
            size,
            weight,
            colour,
            kind: Kind::Label,
        }
    }
    pub const fn sized(self, size: f32) -> Style {
        Style { size, ..self }
    }
    pub const fn kind(self, kind: Kind) -> Style {
        Style { kind, ..self }
    }
}

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

/// A text fitted into a box: its lines and the size they are drawn at.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Fitted {
    pub lines: Vec<String>,
    pub size: f32,
}

impl Fitted {
    /// Height of the block with `leading` (line height / size).
    pub fn height(&self, leading: f32) -> f32 {
        self.lines.len() as f32 * self.size * leading
    }
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

    /// A line shaped (see `shape.rs`), from the cache.
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

    /// Splits `text` into lines of at most `max` px: at spaces (not at no-break spaces), and
    /// inside a word only when the word alone is wider than a line, then between grapheme
    /// clusters (an emoji sequence, a flag or a letter with its marks stays whole; each line
    /// is put in bidi order on its own). Nothing is dropped: the lines joined by spaces give
    /// the words back.
    pub fn wrap(&self, text: &str, size: f32, w: Weight, max: f32) -> Vec<String> {
        let lines = self.wrap_with(text, size, w, max, false);
        // Shaped words were added up; in the rare line where that was off (a space drawn by
        // another face inside the line), wrap again measuring every candidate whole.
        let over =
            |l: &String| shape::clusters(l).nth(1).is_some() && self.measure(l, size, w) > max;
        if lines.iter().any(over) {
            return self.wrap_with(text, size, w, max, true);
        }
        lines
    }

    fn wrap_with(&self, text: &str, size: f32, w: Weight, max: f32, whole: bool) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        // The width of `line`, known when the line needs shaping.
        let mut line_w = 0.0;
        for word in text.split([' ', '\n', '\t']).filter(|w| !w.is_empty()) {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            // Inter alone measures the whole candidate; a shaped one adds " word" (shaped
            // once and kept, as the caption's words recur) to the line's width: advances do
            // not depend on the order bidi gives the runs, and nothing joins across a space.
            let width = match self.layout_inter(&candidate, size, w, None) {
                Some(x) => x,
                None if line.is_empty() || whole => self.measure(&candidate, size, w),
                None => line_w + self.measure(&candidate[line.len()..], size, w),
            };
            if width <= max {
                line = candidate;
                line_w = width;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            line_w = self.measure(word, size, w);
            if line_w <= max {
                line = word.to_string();
                continue;
            }
            // A word wider than a line: break it between grapheme clusters.
            let mut clusters = 0;
            for cluster in shape::clusters(word) {
                line.push_str(cluster);
                clusters += 1;
                if clusters > 1 && self.measure(&line, size, w) > max {
                    line.truncate(line.len() - cluster.len());
                    lines.push(std::mem::replace(&mut line, cluster.to_string()));
                    clusters = 1;
                }
            }
            line_w = self.measure(&line, size, w);
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// Fits `text` into at most `max_lines` lines of `max_w` px, at `size` or smaller down to
    /// `floor`. If even the floor needs more lines, it returns them all at the floor (the
    /// caller grows its box or reports an overflow): text is never cut.
    pub fn fit(
        &self,
        text: &str,
        w: Weight,
        max_w: f32,
        max_lines: usize,
        size: f32,
        floor: f32,
    ) -> Fitted {
        let mut s = size;
        loop {
            let lines = self.wrap(text, s, w, max_w);
            if lines.len() <= max_lines.max(1) || s <= floor {
                return Fitted { lines, size: s };
            }
            s = (s - 1.0).max(floor);
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
    fn wrapping_keeps_every_word_and_breaks_only_words_too_long() {
        let f = Fonts::load();
        let text = "one two three four five six";
        let lines = f.wrap(text, 20.0, Weight::Regular, 100.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), text);
        assert!(lines
            .iter()
            .all(|l| f.measure(l, 20.0, Weight::Regular) <= 100.0));
        let long = "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww";
        let lines = f.wrap(long, 20.0, Weight::Bold, 120.0);
        assert!(lines.len() > 2);
        assert_eq!(lines.concat(), long);
        assert!(lines
            .iter()
            .all(|l| f.measure(l, 20.0, Weight::Bold) <= 120.0));
    }

    #[test]
    fn fitting_shrinks_before_it_adds_lines_and_never_below_the_floor() {
        let f = Fonts::load();
        let text = "Bartolomeu Dias";
        let w = f.measure(text, 20.0, Weight::Bold);
        let fit = f.fit(text, Weight::Bold, w * 0.95, 1, 20.0, 16.0);
        assert_eq!(fit.lines, [text]);
        assert!(fit.size < 20.0 && fit.size >= 16.0);
        let fit = f.fit(text, Weight::Bold, w * 0.5, 1, 20.0, 16.0);
        assert_eq!(fit.size, 16.0);
        assert_eq!(fit.lines.len(), 2);
    }

    #[test]
    fn a_long_name_breaks_only_between_grapheme_clusters() {
        let f = Fonts::load();
        let name = "👩‍👩‍👧🇵🇹王小明张伟👍🏽नमस्तेe\u{301}محمد🏳️‍🌈김민준".repeat(2);
        let clusters: Vec<&str> = shape::clusters(&name).collect();
        for w in [Weight::Regular, Weight::Bold] {
            let lines = f.wrap(&name, 20.0, w, 90.0);
            assert!(lines.len() > 3, "{lines:?}");
            assert_eq!(lines.concat(), name);
            // Every line is whole clusters of the name, in order.
            let mut i = 0;
            for line in &lines {
                let mut rest = line.as_str();
                while !rest.is_empty() {
                    assert!(
                        rest.starts_with(clusters[i]),
                        "{line:?} cuts {:?}",
                        clusters[i]
                    );
                    rest = &rest[clusters[i].len()..];
                    i += 1;
                }
                let n = shape::clusters(line).count();
                assert!(n == 1 || f.measure(line, 20.0, w) <= 90.0, "{line:?}");
            }
            assert_eq!(i, clusters.len());
        }
    }

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
