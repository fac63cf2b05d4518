//! A pixmap with the few drawing operations the pictures need: anti-aliased shapes through
//! tiny-skia, and fast hand-written blends for cached glyphs, icons and sprites.

use super::assets::{Assets, Mask, Sprite};
use super::style::Rgba;
use std::sync::Arc;
use tiny_skia::{
    FillRule, LineCap, LineJoin, Paint, Path, PathBuilder, Pixmap, Rect, Stroke, Transform,
};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Weight {
    Regular = 0,
    Bold = 1,
}

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Center,
    Right,
}

/// A picture being drawn, and the smallest text size drawn on it so far.
pub(crate) struct Canvas<'a> {
    pm: Pixmap,
    pub assets: &'a Assets,
    /// Smallest em size (px) of any text drawn, sprites' text included.
    pub min_text: f32,
    scratch: Vec<(ab_glyph::GlyphId, f32)>,
}

#[inline]
fn div255(x: u32) -> u32 {
    (x + 128 + ((x + 128) >> 8)) >> 8
}

fn paint(c: Rgba) -> Paint<'static> {
    let mut p = Paint::default();
    p.set_color(c.skia());
    p.anti_alias = true;
    p
}

/// A rectangle with rounded corners.
pub(crate) fn round_rect_path(x: f32, y: f32, w: f32, h: f32, r: f32) -> Option<Path> {
    let r = r.min(w / 2.0).min(h / 2.0).max(0.0);
    let mut pb = PathBuilder::new();
    // Cubic approximation of quarter circles.
    let k = r * 0.447_715;
    pb.move_to(x + r, y);
    pb.line_to(x + w - r, y);
    pb.cubic_to(x + w - k, y, x + w, y + k, x + w, y + r);
    pb.line_to(x + w, y + h - r);
    pb.cubic_to(x + w, y + h - k, x + w - k, y + h, x + w - r, y + h);
    pb.line_to(x + r, y + h);
    pb.cubic_to(x + k, y + h, x, y + h - k, x, y + h - r);
    pb.line_to(x, y + r);
    pb.cubic_to(x, y + k, x + k, y, x + r, y);
    pb.close();
    pb.finish()
}

impl<'a> Canvas<'a> {
    pub fn new(assets: &'a Assets, pm: Pixmap) -> Canvas<'a> {
        Canvas {
            pm,
            assets,
            min_text: f32::INFINITY,
            scratch: Vec::with_capacity(64),
        }
    }

    pub fn into_pixmap(self) -> Pixmap {
        self.pm
    }

    pub fn width(&self) -> u32 {
        self.pm.width()
    }

    pub fn fill(&mut self, c: Rgba) {
        self.pm.fill(c.skia());
    }

    /// An axis-aligned rectangle (anti-aliased edges when not on whole pixels).
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Rgba) {
        if let Some(r) = Rect::from_xywh(x, y, w, h) {
            self.pm.fill_rect(r, &paint(c), Transform::identity(), None);
        }
    }

    pub fn round_rect(&mut self, x: f32, y: f32, w: f32, h: f32, r: f32, c: Rgba) {
        if let Some(p) = round_rect_path(x, y, w, h, r) {
            self.fill_path(&p, c);
        }
    }

    #[allow(clippy::too_many_arguments)]
    pub fn stroke_round_rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        r: f32,
        width: f32,
        c: Rgba,
    ) {
        if let Some(p) = round_rect_path(x, y, w, h, r) {
            self.stroke_path(&p, width, c);
        }
    }

    pub fn circle(&mut self, cx: f32, cy: f32, r: f32, c: Rgba) {
        if let Some(p) = PathBuilder::from_circle(cx, cy, r) {
            self.fill_path(&p, c);
        }
    }

    pub fn stroke_circle(&mut self, cx: f32, cy: f32, r: f32, width: f32, c: Rgba) {
        if let Some(p) = PathBuilder::from_circle(cx, cy, r) {
            self.stroke_path(&p, width, c);
        }
    }

    /// A straight line with round ends.
    pub fn line(&mut self, x1: f32, y1: f32, x2: f32, y2: f32, width: f32, c: Rgba) {
        let mut pb = PathBuilder::new();
        pb.move_to(x1, y1);
        pb.line_to(x2, y2);
        if let Some(p) = pb.finish() {
            self.stroke_path(&p, width, c);
        }
    }

    pub fn fill_path(&mut self, p: &Path, c: Rgba) {
        self.pm
            .fill_path(p, &paint(c), FillRule::Winding, Transform::identity(), None);
    }

    pub fn stroke_path(&mut self, p: &Path, width: f32, c: Rgba) {
        let stroke = Stroke {
            width,
            line_cap: LineCap::Round,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        self.pm
            .stroke_path(p, &paint(c), &stroke, Transform::identity(), None);
    }

    /// Tints a coverage mask with `c` at (x, y) + the mask's own offset.
    pub fn mask(&mut self, m: &Mask, x: i32, y: i32, c: Rgba) {
        let [sr, sg, sb, sa] = c.premultiplied().map(u32::from);
        let (pw, ph) = (self.pm.width() as i32, self.pm.height() as i32);
        let (x0, y0) = (x + m.left, y + m.top);
        let data = self.pm.data_mut();
        for my in 0..m.h as i32 {
            let py = y0 + my;
            if py < 0 || py >= ph {
                continue;
            }
            let row = &m.data[(my as u32 * m.w) as usize..((my as u32 + 1) * m.w) as usize];
            for (mx, &cov) in row.iter().enumerate() {
                let px = x0 + mx as i32;
                if cov == 0 || px < 0 || px >= pw {
                    continue;
                }
                let cov = cov as u32;
                let i = ((py * pw + px) * 4) as usize;
                let a = div255(sa * cov);
                let inv = 255 - a;
                let d = &mut data[i..i + 4];
                d[0] = (div255(sr * cov) + div255(d[0] as u32 * inv)) as u8;
                d[1] = (div255(sg * cov) + div255(d[1] as u32 * inv)) as u8;
                d[2] = (div255(sb * cov) + div255(d[2] as u32 * inv)) as u8;
                d[3] = (a + div255(d[3] as u32 * inv)) as u8;
            }
        }
    }

    /// Draws a premultiplied pixmap with source-over at (x, y).
    pub fn pixmap(&mut self, src: &Pixmap, x: i32, y: i32) {
        let (pw, ph) = (self.pm.width() as i32, self.pm.height() as i32);
        let (sw, sh) = (src.width() as i32, src.height() as i32);
        let sx0 = (-x).max(0);
        let sx1 = sw.min(pw - x);
        if sx0 >= sx1 {
            return;
        }
        let s = src.data();
        let data = self.pm.data_mut();
        for sy in 0..sh {
            let py = y + sy;
            if py < 0 || py >= ph {
                continue;
            }
            let srow = &s[((sy * sw + sx0) * 4) as usize..((sy * sw + sx1) * 4) as usize];
            let d0 = ((py * pw + x + sx0) * 4) as usize;
            let drow = &mut data[d0..d0 + srow.len()];
            for (d, p) in drow.chunks_exact_mut(4).zip(srow.chunks_exact(4)) {
                let a = p[3] as u32;
                if a == 255 {
                    d.copy_from_slice(p);
                } else if a != 0 {
                    let inv = 255 - a;
                    for k in 0..4 {
                        d[k] = (p[k] as u32 + div255(d[k] as u32 * inv)) as u8;
                    }
                }
            }
        }
    }

    pub fn sprite(&mut self, s: &Arc<Sprite>, x: i32, y: i32) {
        self.min_text = self.min_text.min(s.min_text);
        self.pixmap(&s.pixmap, x, y);
    }

    pub fn measure(&self, text: &str, size: f32, w: Weight) -> f32 {
        self.assets.measure(text, size, w)
    }

    /// Draws one line of text with its baseline at `baseline`; returns its width.
    #[allow(clippy::too_many_arguments)]
    pub fn text(
        &mut self,
        text: &str,
        x: f32,
        baseline: f32,
        size: f32,
        w: Weight,
        c: Rgba,
        align: Align,
    ) -> f32 {
        if text.is_empty() {
            return 0.0;
        }
        self.min_text = self.min_text.min(size);
        let mut glyphs = std::mem::take(&mut self.scratch);
        let width = self.assets.layout(text, size, w, &mut glyphs);
        let x0 = match align {
            Align::Left => x,
            Align::Center => x - width / 2.0,
            Align::Right => x - width,
        };
        let by = baseline.round() as i32;
        for &(id, gx) in &glyphs {
            let pen = x0 + gx;
            let px = pen.floor();
            let sub = ((pen - px) * 4.0).floor() as u8;
            let m = self.assets.glyph(id, size, w, sub.min(3));
            self.mask(&m, px as i32, by, c);
        }
        self.scratch = glyphs;
        width
    }

    /// Text whose capital letters are centred vertically on `cy`.
    #[allow(clippy::too_many_arguments)]
    pub fn text_mid(
        &mut self,
        text: &str,
        x: f32,
        cy: f32,
        size: f32,
        w: Weight,
        c: Rgba,
        align: Align,
    ) -> f32 {
        self.text(text, x, cy + size * CAP_HEIGHT / 2.0, size, w, c, align)
    }

    /// `text` cut with an ellipsis so that it fits `max` px.
    pub fn fit(&self, text: &str, size: f32, w: Weight, max: f32) -> String {
        if self.measure(text, size, w) <= max {
            return text.to_string();
        }
        let mut chars: Vec<char> = text.chars().collect();
        while !chars.is_empty() {
            chars.pop();
            let s: String = chars.iter().collect::<String>().trim_end().to_string() + "…";
            if self.measure(&s, size, w) <= max {
                return s;
            }
        }
        "…".to_string()
    }

    /// Splits `text` into lines of at most `max` px (words kept whole when they fit).
    pub fn wrap(&self, text: &str, size: f32, w: Weight, max: f32) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        for word in text.split_whitespace() {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            if self.measure(&candidate, size, w) <= max || line.is_empty() {
                line = candidate;
            } else {
                lines.push(std::mem::take(&mut line));
                line = word.to_string();
            }
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }
}

/// Inter's capital height, as a share of the em size.
pub(crate) const CAP_HEIGHT: f32 = 0.727;

#[cfg(test)]
mod tests {
    use super::*;

    fn canvas(assets: &Assets) -> Canvas<'_> {
        Canvas::new(assets, Pixmap::new(40, 20).unwrap())
    }

    #[test]
    fn text_is_cut_and_wrapped_to_fit() {
        let a = Assets::load();
        let cv = canvas(&a);
        let long = "Maria da Conceição Vasconcelos";
        let cut = cv.fit(long, 20.0, Weight::Bold, 120.0);
        assert!(cut.ends_with('…') && cv.measure(&cut, 20.0, Weight::Bold) <= 120.0);
        assert_eq!(cv.fit("Ana", 20.0, Weight::Bold, 120.0), "Ana");
        let lines = cv.wrap("one two three four five six", 20.0, Weight::Regular, 100.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), "one two three four five six");
        assert!(lines
            .iter()
            .all(|l| cv.measure(l, 20.0, Weight::Regular) <= 100.0));
    }

    #[test]
    fn drawing_text_records_the_smallest_size() {
        let a = Assets::load();
        let mut cv = canvas(&a);
        assert!(cv.min_text.is_infinite());
        cv.text(
            "B",
            2.0,
            15.0,
            18.0,
            Weight::Bold,
            Rgba::hex(0),
            Align::Left,
        );
        cv.text(
            "y",
            20.0,
            15.0,
            16.0,
            Weight::Regular,
            Rgba::hex(0),
            Align::Left,
        );
        assert_eq!(cv.min_text, 16.0);
    }

    #[test]
    fn masks_blend_over_the_background() {
        let a = Assets::load();
        let mut cv = canvas(&a);
        cv.fill(Rgba::hex(0xFFFFFF));
        let m = Mask {
            w: 2,
            h: 1,
            left: 0,
            top: 0,
            data: vec![255, 128],
        };
        cv.mask(&m, 3, 4, Rgba::hex(0x000000));
        let pm = cv.into_pixmap();
        let px = |x: u32| pm.pixel(x, 4).unwrap();
        assert_eq!((px(3).red(), px(3).alpha()), (0, 255));
        assert!((120..=135).contains(&px(4).red()));
        assert_eq!(px(5).red(), 255);
    }
}
