//! A pixmap with the few drawing operations the pictures need: anti-aliased shapes through
//! tiny-skia, fast hand-written blends for cached glyphs, icons and sprites, and text that is
//! measured against its box. A canvas keeps the smallest text of each kind it drew and every
//! text that did not fit its box, so tests can check legibility and overflow.

use super::art::{Art, Motif};
use super::raster::{How, Ink, Rows, Shapes};
pub(crate) use super::scene::Sprite;
use super::scene::{Base, Op, Scene};
use super::style::Rgba;
use super::text::{Fitted, Fonts, Mask, Weight, CAP_HEIGHT};
pub(crate) use super::text::{Kind, Style, TextSizes};
use std::sync::Arc;
use tiny_skia::{LineCap, LineJoin, Path, PathBuilder, Pixmap, Rect, Stroke};

#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Align {
    Left,
    Center,
    Right,
}

/// A sprite a game's pictures reuse (a piece of a colour at a size...), drawn once and kept:
/// the game's own key, packed in a number.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) struct SpriteId(pub u64);

/// Where a canvas gets the sprites from (implemented by `assets::Assets`).
pub(crate) trait Sprites: Sync {
    fn get(&self, key: SpriteId) -> Arc<Sprite>;
}

/// What a canvas draws with: the fonts, the art, the sprites and the rasterised shapes.
#[derive(Copy, Clone)]
pub(crate) struct Kit<'a> {
    pub fonts: &'a Fonts,
    pub art: &'a Art,
    pub sprites: &'a dyn Sprites,
    pub shapes: &'a Shapes,
}

/// Where a canvas's drawing goes, and what a finished canvas holds.
pub(crate) enum Drawn {
    /// Pixels, drawn at once (layers, tiles and other sprites).
    Pixels(Pixmap),
    /// The drawing kept, to be painted later, whole or band by band (`scene/`): the
    /// pictures.
    Scene(Scene),
}

/// A picture being drawn.
pub(crate) struct Canvas<'a> {
    target: Drawn,
    pub kit: Kit<'a>,
    /// Smallest text drawn of each kind, sprites' text included.
    pub sizes: TextSizes,
    /// Texts that did not fit their box or the picture.
    pub overflows: Vec<String>,
    scratch: Vec<super::shape::Placed>,
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
    /// A canvas that draws into `pm` at once.
    pub fn new(kit: Kit<'a>, pm: Pixmap) -> Canvas<'a> {
        Canvas::with(kit, Drawn::Pixels(pm))
    }

    /// A canvas of `base` stacked whose drawing is kept, to be painted later.
    pub fn scene(kit: Kit<'a>, width: u32, base: Vec<Base>) -> Canvas<'a> {
        Canvas::with(kit, Drawn::Scene(Scene::new(width, base)))
    }

    fn with(kit: Kit<'a>, target: Drawn) -> Canvas<'a> {
        Canvas {
            target,
            kit,
            sizes: TextSizes::NONE,
            overflows: Vec::new(),
            scratch: Vec::with_capacity(64),
        }
    }

    pub fn width(&self) -> u32 {
        match &self.target {
            Drawn::Pixels(pm) => pm.width(),
            Drawn::Scene(s) => s.width(),
        }
    }

    pub fn height(&self) -> u32 {
        match &self.target {
            Drawn::Pixels(pm) => pm.height(),
            Drawn::Scene(s) => s.height(),
        }
    }

    /// Draws `op` now, or keeps it in the scene.
    fn put(&mut self, op: Op) {
        match &mut self.target {
            Drawn::Pixels(pm) => {
                let h = pm.height();
                op.paint(&mut Rows::of(pm), h);
            }
            Drawn::Scene(s) => s.push(op),
        }
    }

    pub fn fill(&mut self, c: Rgba) {
        self.put(Op::Fill(c));
    }

    /// An axis-aligned rectangle (anti-aliased edges when not on whole pixels).
    pub fn rect(&mut self, x: f32, y: f32, w: f32, h: f32, c: Rgba) {
        if let Some(r) = Rect::from_xywh(x, y, w, h) {
            self.put(Op::Rect(r, Ink::new(c)));
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

    /// Fills a path (non-zero rule) through the shape cache.
    pub fn fill_path(&mut self, p: &Path, c: Rgba) {
        self.draw_shape(p, &How::Fill, c);
    }

    pub fn stroke_path(&mut self, p: &Path, width: f32, c: Rgba) {
        let stroke = Stroke {
            width,
            line_cap: LineCap::Round,
            line_join: LineJoin::Round,
            ..Stroke::default()
        };
        self.stroke(p, stroke, c);
    }

    fn stroke(&mut self, p: &Path, stroke: Stroke, c: Rgba) {
        if stroke.width <= 1.0 {
            // tiny-skia draws these as hairlines of reduced opacity, not as shapes.
            self.put(Op::Hairline(p.clone(), c, stroke));
        } else {
            self.draw_shape(p, &How::Stroke(stroke), c);
        }
    }

    fn draw_shape(&mut self, p: &Path, how: &How, c: Rgba) {
        if let Some((cov, dx, dy)) = self.kit.shapes.get(p, how) {
            self.put(Op::Coverage(cov, dx, dy, Ink::new(c)));
        }
    }

    /// Tints a coverage mask with `c` at (x, y) + the mask's own offset.
    pub fn mask(&mut self, m: Arc<Mask>, x: i32, y: i32, c: Rgba) {
        self.put(Op::Mask(m, x, y, Ink::new(c)));
    }

    /// Draws a sprite (source-over) and takes over its text sizes and overflows.
    pub fn sprite(&mut self, s: Arc<Sprite>, x: i32, y: i32) {
        self.absorb(&s, x, y);
        s.runs();
        self.put(Op::Sprite(s, x, y));
    }

    /// Takes over a sprite's text sizes and overflows (a layer composed into the canvas).
    pub fn adopt(&mut self, s: &Sprite) {
        self.sizes = self.sizes.min(s.sizes);
        self.overflows.extend(s.overflows.iter().cloned());
    }

    fn absorb(&mut self, s: &Sprite, x: i32, y: i32) {
        self.sizes = self.sizes.min(s.sizes);
        let (w, h) = (self.width() as i32, self.height() as i32);
        let (sw, sh) = (s.pixmap.width() as i32, s.pixmap.height() as i32);
        if !s.sizes.is_none() && (x < 0 || y < 0 || x + sw > w || y + sh > h) {
            self.overflows.push(format!(
                "a sprite with text at ({x}, {y}) leaves the picture"
            ));
        }
        self.overflows.extend(s.overflows.iter().cloned());
    }

    /// A dashed outline of a rounded rectangle (the preview's frame).
    #[allow(clippy::too_many_arguments)]
    pub fn dash_round_rect(
        &mut self,
        x: f32,
        y: f32,
        w: f32,
        h: f32,
        r: f32,
        width: f32,
        dash: f32,
        c: Rgba,
    ) {
        if let Some(p) = round_rect_path(x, y, w, h, r) {
            let stroke = Stroke {
                width,
                line_cap: LineCap::Butt,
                dash: tiny_skia::StrokeDash::new(vec![dash, dash * 0.6], 0.0),
                ..Stroke::default()
            };
            self.stroke(&p, stroke, c);
        }
    }

    pub fn measure(&self, text: &str, size: f32, w: Weight) -> f32 {
        self.kit.fonts.measure(text, size, w)
    }

    /// A motif of the art, `size` px square, tinted `c`.
    pub fn icon(&mut self, motif: impl Into<Motif>, size: u32, x: i32, y: i32, c: Rgba) {
        let m = self.kit.art.icon(motif.into(), size);
        self.mask(m, x, y, c);
    }

    pub fn sprite_of(&mut self, key: impl Into<SpriteId>, x: i32, y: i32) {
        let s = self.kit.sprites.get(key.into());
        self.sprite(s, x, y);
    }

    /// Draws one line of text with its baseline at `baseline`; returns its width. Text that
    /// leaves the picture is recorded as an overflow.
    pub fn draw(&mut self, text: &str, x: f32, baseline: f32, st: Style, align: Align) -> f32 {
        if text.is_empty() {
            return 0.0;
        }
        self.sizes.record(st.kind, st.size);
        let mut glyphs = std::mem::take(&mut self.scratch);
        let width = self.kit.fonts.layout(text, st.size, st.weight, &mut glyphs);
        let x0 = match align {
            Align::Left => x,
            Align::Center => x - width / 2.0,
            Align::Right => x - width,
        };
        let (top, bottom) = (baseline - st.size * 0.78, baseline + st.size * 0.2);
        let (w, h) = (self.width() as f32, self.height() as f32);
        if x0 < -0.5 || x0 + width > w + 0.5 || top < -0.5 || bottom > h + 0.5 {
            self.overflows.push(format!(
                "{text:?} at ({x0:.0}, {baseline:.0}) leaves the picture"
            ));
        }
        let by = baseline.round() as i32;
        for g in &glyphs {
            let pen = x0 + g.x;
            let px = pen.floor();
            // Raised glyphs (marks placed by the shaper) go up: y grows downwards here.
            let gy = by - g.y.round() as i32;
            if Fonts::is_colour(g.face) {
                if let Some(img) = self.kit.fonts.image(g.id, st.size) {
                    let (ix, iy) = (pen.round() as i32 + img.left, gy + img.top);
                    self.put(Op::Image(img, ix, iy));
                }
                continue;
            }
            let sub = ((pen - px) * 4.0).floor() as u8;
            let m = self.kit.fonts.glyph(g.face, g.id, st.size, sub.min(3));
            self.mask(m, px as i32, gy, st.colour);
        }
        self.scratch = glyphs;
        width
    }

    /// Text whose capital letters are centred vertically on `cy`.
    pub fn draw_mid(&mut self, text: &str, x: f32, cy: f32, st: Style, align: Align) -> f32 {
        self.draw(text, x, cy + st.size * CAP_HEIGHT / 2.0, st, align)
    }

    /// One line in a box `max` px wide, shrunk down to `floor` if needed; a text still too
    /// wide at the floor is drawn anyway and recorded as an overflow.
    #[allow(clippy::too_many_arguments)]
    pub fn draw_fit(
        &mut self,
        text: &str,
        x: f32,
        cy: f32,
        max: f32,
        floor: f32,
        st: Style,
        align: Align,
    ) -> f32 {
        let mut size = st.size;
        while size > floor && self.measure(text, size, st.weight) > max {
            size = (size - 1.0).max(floor);
        }
        if self.measure(text, size, st.weight) > max + 0.5 {
            self.overflows
                .push(format!("{text:?} is wider than its {max:.0} px box"));
        }
        self.draw_mid(text, x, cy, st.sized(size), align)
    }

    /// Fits `text` into lines of `max_w` px (see `Fonts::fit`).
    pub fn fit(&self, text: &str, st: Style, max_w: f32, max_lines: usize, floor: f32) -> Fitted {
        self.kit
            .fonts
            .fit(text, st.weight, max_w, max_lines, st.size, floor)
    }

    /// Draws fitted lines from `top` with `leading` (line height / size); returns the height.
    #[allow(clippy::too_many_arguments)]
    pub fn draw_lines(
        &mut self,
        f: &Fitted,
        x: f32,
        top: f32,
        leading: f32,
        st: Style,
        align: Align,
    ) -> f32 {
        let line_h = f.size * leading;
        for (i, line) in f.lines.iter().enumerate() {
            let cy = top + line_h * (i as f32 + 0.5);
            self.draw_mid(line, x, cy, st.sized(f.size), align);
        }
        f.height(leading)
    }

    /// Records that a block of `need` px does not fit the `room` px it was given.
    pub fn check_room(&mut self, what: &str, need: f32, room: f32) {
        if need > room + 0.5 {
            self.overflows
                .push(format!("{what} needs {need:.0} px but has {room:.0}"));
        }
    }

    /// This canvas as a sprite (a cached layer or a tile), painted whole.
    pub fn into_sprite(self) -> Sprite {
        let pm = match self.target {
            Drawn::Pixels(pm) => pm,
            Drawn::Scene(s) => s.pixmap(),
        };
        Sprite::new(pm, self.sizes, self.overflows)
    }

    /// What was drawn (pixels, or a scene still to paint), the smallest text of each kind and
    /// the overflows.
    pub fn finish(self) -> (Drawn, TextSizes, Vec<String>) {
        (self.target, self.sizes, self.overflows)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    struct NoSprites;
    impl Sprites for NoSprites {
        fn get(&self, _: SpriteId) -> Arc<Sprite> {
            unreachable!("these tests draw no sprite")
        }
    }

    struct Tools(Fonts, Art, Shapes);
    impl Tools {
        fn load() -> Tools {
            Tools(Fonts::load(), Art::load(&[]), Shapes::default())
        }
        fn canvas(&self, w: u32, h: u32) -> Canvas<'_> {
            let kit = Kit {
                fonts: &self.0,
                art: &self.1,
                sprites: &NoSprites,
                shapes: &self.2,
            };
            Canvas::new(kit, Pixmap::new(w, h).unwrap())
        }
    }

    #[test]
    fn drawing_text_records_the_smallest_size_of_each_kind() {
        let a = Tools::load();
        let mut cv = a.canvas(40, 20);
        assert!(cv.sizes.smallest().is_infinite());
        let st = Style::label(18.0, Weight::Bold, Rgba::hex(0));
        cv.draw("B", 2.0, 15.0, st.kind(Kind::Letter), Align::Left);
        cv.draw("y", 20.0, 15.0, st.sized(16.0), Align::Left);
        assert_eq!(cv.sizes.letters, 18.0);
        assert_eq!(cv.sizes.labels, 16.0);
        assert!(cv.sizes.numbers.is_infinite());
        assert!(cv.overflows.is_empty(), "{:?}", cv.overflows);
    }

    #[test]
    fn text_outside_the_picture_or_its_box_is_an_overflow() {
        let a = Tools::load();
        let mut cv = a.canvas(60, 30);
        let st = Style::label(18.0, Weight::Regular, Rgba::hex(0));
        cv.draw("far too long", 2.0, 20.0, st, Align::Left);
        assert_eq!(cv.overflows.len(), 1);
        cv.draw_fit("Wwwwwwww", 0.0, 15.0, 30.0, 16.0, st, Align::Left);
        assert!(cv.overflows.len() >= 2);
        let mut ok = a.canvas(200, 30);
        ok.draw_fit("Ana", 10.0, 15.0, 100.0, 16.0, st, Align::Left);
        assert!(ok.overflows.is_empty());
    }

    #[test]
    fn masks_blend_over_the_background() {
        let a = Tools::load();
        let mut cv = a.canvas(40, 20);
        cv.fill(Rgba::hex(0xFFFFFF));
        let m = Mask {
            w: 2,
            h: 1,
            left: 0,
            top: 0,
            data: vec![255, 128],
            key: Default::default(),
        };
        cv.mask(Arc::new(m), 3, 4, Rgba::hex(0x000000));
        let pm = cv.into_sprite().pixmap;
        let px = |x: u32| pm.pixel(x, 4).unwrap();
        assert_eq!((px(3).red(), px(3).alpha()), (0, 255));
        assert!((120..=135).contains(&px(4).red()));
        assert_eq!(px(5).red(), 255);
    }
}
