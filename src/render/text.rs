//! Text: the embedded Inter fonts, a cache of rasterised glyphs, measuring, and fitting a
//! text into a box (wrapping at spaces, breaking words too long for a line, shrinking down to
//! a floor). Pure: no drawing here, see `paint.rs`.

use super::style::Rgba;
use ab_glyph::{Font, FontRef, GlyphId, PxScale, ScaleFont};
use rustc_hash::FxBuildHasher;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

static REGULAR: &[u8] = include_bytes!("../../fonts/Inter-Regular.ttf");
static BOLD: &[u8] = include_bytes!("../../fonts/Inter-Bold.ttf");

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
}

impl Mask {
    pub fn empty() -> Mask {
        Mask {
            w: 0,
            h: 0,
            left: 0,
            top: 0,
            data: Vec::new(),
        }
    }
}

type GlyphKey = (Weight, u16, u16, u8);

/// The two faces and the glyphs rasterised so far (shared by every picture).
pub(crate) struct Fonts {
    regular: FontRef<'static>,
    bold: FontRef<'static>,
    /// ab_glyph scales by (ascent - descent); this converts an em size to that scale.
    em_to_scale: [f32; 2],
    glyphs: Mutex<HashMap<GlyphKey, Arc<Mask>, FxBuildHasher>>,
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

    /// Glyphs of a line of text and their pen positions; returns the advance width too.
    pub fn layout(&self, text: &str, size: f32, w: Weight, out: &mut Vec<(GlyphId, f32)>) -> f32 {
        let f = self.face(w).as_scaled(self.scale(size, w));
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

    /// Advance width of one line.
    pub fn measure(&self, text: &str, size: f32, w: Weight) -> f32 {
        let f = self.face(w).as_scaled(self.scale(size, w));
        let mut x = 0.0;
        let mut prev: Option<GlyphId> = None;
        for ch in text.chars() {
            let id = f.glyph_id(ch);
            if let Some(p) = prev {
                x += f.kern(p, id);
            }
            x += f.h_advance(id);
            prev = Some(id);
        }
        x
    }

    /// A glyph's coverage at `size` (em, px) and a quarter-pixel horizontal offset.
    pub fn glyph(&self, id: GlyphId, size: f32, w: Weight, sub: u8) -> Arc<Mask> {
        let key = (w, id.0, (size * 4.0).round() as u16, sub);
        let lock = || self.glyphs.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(m) = lock().get(&key) {
            return m.clone();
        }
        let glyph = id.with_scale_and_position(
            self.scale(size, w),
            ab_glyph::point(sub as f32 / SUBPIXELS, 0.0),
        );
        let mask = match self.face(w).outline_glyph(glyph) {
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
            None => Mask::empty(),
        };
        let mask = Arc::new(mask);
        lock().insert(key, mask.clone());
        mask
    }

    /// Rasterises the printable ASCII glyphs at one size, so the first picture is as fast as
    /// the others.
    pub fn warm(&self, size: f32, w: Weight) {
        let text: String = (' '..='~').collect();
        let mut glyphs = Vec::new();
        self.layout(&text, size, w, &mut glyphs);
        for (id, _) in glyphs {
            for sub in 0..SUBPIXELS as u8 {
                self.glyph(id, size, w, sub);
            }
        }
    }

    /// Splits `text` into lines of at most `max` px: at spaces (not at no-break spaces), and
    /// inside a word only when the word alone is wider than a line. Nothing is dropped: the
    /// lines joined by spaces give the words back.
    pub fn wrap(&self, text: &str, size: f32, w: Weight, max: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split([' ', '\n', '\t']).filter(|w| !w.is_empty()) {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if self.measure(&candidate, size, w) <= max {
                line = candidate;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            if self.measure(word, size, w) <= max {
                line = word.to_string();
                continue;
            }
            // A word wider than a line: break it between characters.
            for ch in word.chars() {
                line.push(ch);
                if self.measure(&line, size, w) > max && line.chars().count() > 1 {
                    line.pop();
                    lines.push(std::mem::replace(&mut line, ch.to_string()));
                }
            }
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
}
