//! Pictures of the games for players, made to be read on a phone (Discord shows a picture
//! 400 px wide there), and a league's standings for any game (`standings.rs`). The kit at the
//! top is shared by every game: the canvas and its shapes (`paint.rs`, `raster/`, `blend.rs`),
//! text measured and fitted to its box in any script (`text/`, `shape/`), the fonts and a
//! game's art and sprites loaded once (`assets.rs`, `art.rs`), the dark bands over a picture
//! (`bands.rs`), the palette (`style.rs`), scenes painted a band of rows at a time (`scene/`)
//! and the PNG encoders (`encode.rs`, `paeth/`, `deflate/`, `reuse.rs`). Each game's pictures
//! are in the folder named for it, [`Renderer`]'s methods.
//!
//! Pure: a [`Renderer`] reads a game's state through its public getters and returns a
//! [`Picture`] (its pixels an `image::RgbaImage`); [`encode_png`] turns a picture into PNG
//! bytes. No IO, no clock ([`encode_png_timed`] reads the one its caller passes).
//!
//! Speed: the renderer is built once. It parses the embedded fonts and a game's SVG art at
//! startup, rasterises glyphs, motif icons and sprites once per size, and keeps the static
//! parts of the pictures as ready layers, so drawing a picture is a copy of its layers plus
//! the few things that change. A picture is kept as that (a scene, `scene/`) and painted a
//! band of rows at a time as [`encode_png`] compresses it. Every word comes from the catalogue
//! (`games_messages`; the standings' words worded by the caller), measured and fitted to its
//! box: wrapped, or shrunk no further than the phone thresholds, never cut.

mod art;
mod assets;
mod bands;
mod blend;
mod calcada;
mod deflate;
mod encode;
mod paeth;
mod paint;
mod piazza;
mod raster;
mod reuse;
mod scene;
mod shape;
mod standings;
mod style;
mod text;

pub use calcada::{ascii, board_square_rect, pictures_of, BOARD_WIDTH, FINAL_WIDTH, WIDE};
pub use calcada::{BoardHighlights, CompletedDistrict, Preview, PreviewPoints, StoneMove};
pub use encode::{
    encode_png, encode_png_at, encode_png_reusing, encode_png_timed, encode_with, BandCounts,
    Setting as PngSetting, FLOOR_SETTINGS, PNG_BUDGET,
};
pub use piazza::{text as piazza_text, PIAZZA_WIDTH};
pub use reuse::{BandCache, BandStats, BAND_CACHE_BYTES};
pub use standings::{StandingsLine, StandingsSheet};
pub use style::{PHONE_LABEL, PHONE_LETTER, PHONE_NUMBER, PHONE_WIDTH};
pub use text::TextSizes;

use assets::{Assets, Part};
use games_messages::{pictures::Labels, Lang};
use paint::{Canvas, Drawn, Sprite};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// A drawn picture: opaque RGBA pixels, and what its text looks like. Most pictures are kept
/// as what they are made of (their layers and the drawing over them, `scene/`) until their
/// pixels are asked for: [`encode_png`] then paints and compresses them a band of rows at a
/// time, and [`Picture::image`] paints them whole (the same pixels).
pub struct Picture {
    pixels: OnceLock<image::RgbaImage>,
    scene: Option<scene::Scene>,
    width: u32,
    height: u32,
    sizes: TextSizes,
    overflows: Vec<String>,
    content: encode::Content,
}

impl Picture {
    pub fn width(&self) -> u32 {
        self.width
    }
    pub fn height(&self) -> u32 {
        self.height
    }
    /// The pixels (painted on first use).
    pub fn image(&self) -> &image::RgbaImage {
        self.pixels.get_or_init(|| {
            let s = self
                .scene
                .as_ref()
                .expect("a picture has pixels or a scene");
            image::RgbaImage::from_raw(self.width, self.height, s.pixmap().take())
                .expect("a scene paints width x height RGBA pixels")
        })
    }
    /// The pixels, RGBA row by row (opaque).
    pub fn rgba(&self) -> &[u8] {
        self.image().as_raw()
    }
    /// One pixel's RGBA.
    pub fn pixel(&self, x: u32, y: u32) -> [u8; 4] {
        self.image().get_pixel(x, y).0
    }
    /// The scene, while its pixels have not been painted whole: the encoder then paints it
    /// band by band.
    fn unpainted(&self) -> Option<&scene::Scene> {
        self.scene.as_ref().filter(|_| self.pixels.get().is_none())
    }
    /// The smallest text size (em, px) of each kind drawn on this picture.
    pub fn text_sizes(&self) -> TextSizes {
        self.sizes
    }
    /// The smallest text sizes when the picture is shown [`PHONE_WIDTH`] px wide.
    pub fn phone_text_sizes(&self) -> TextSizes {
        self.sizes.scaled(PHONE_WIDTH / self.width() as f32)
    }
    /// The smallest text of any kind (em, px).
    pub fn min_text_px(&self) -> f32 {
        self.sizes.smallest()
    }
    /// Texts that did not fit their box or the picture (empty on a good picture).
    pub fn overflows(&self) -> &[String] {
        &self.overflows
    }
}

/// A static layer of a game's pictures (a grid with its numbers...): the game's own key,
/// packed in bytes.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
struct LayerId(Vec<u8>);

/// Draws the pictures. Build it once (it loads fonts and art) and share it: it is `Sync`.
pub struct Renderer {
    assets: Assets,
    lang: Lang,
    labels: &'static Labels,
    /// Static layers of the pictures, built once.
    layers: Mutex<HashMap<LayerId, Arc<Sprite>>>,
}

impl Default for Renderer {
    fn default() -> Self {
        Renderer::new()
    }
}

impl Renderer {
    /// A renderer in English.
    pub fn new() -> Renderer {
        Renderer::with_lang(Lang::En)
    }

    /// A renderer whose pictures are worded in `lang`.
    pub fn with_lang(lang: Lang) -> Renderer {
        Renderer::with_labels(lang.pictures(), lang)
    }

    /// A renderer with these labels (colour, motif and end-reason names still come from
    /// `lang`): for a language being written, and for tests with very long words.
    pub fn with_labels(labels: &'static Labels, lang: Lang) -> Renderer {
        let r = Renderer {
            assets: Assets::load(&calcada::PIECES),
            lang,
            labels,
            layers: Mutex::new(HashMap::new()),
        };
        r.assets.warm_up();
        r
    }

    /// A cached static layer, built on first use (outside the lock: layers nest).
    fn layer(&self, key: impl Into<LayerId>, build: impl FnOnce() -> Sprite) -> Arc<Sprite> {
        let key = key.into();
        let lock = || self.layers.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(l) = lock().get(&key) {
            return l.clone();
        }
        let layer = Arc::new(build());
        lock().entry(key).or_insert(layer).clone()
    }

    fn canvas(&self, w: u32, h: u32) -> Canvas<'_> {
        self.assets.canvas(w, h)
    }

    /// A canvas of the page colour.
    fn page(&self, w: u32, h: u32) -> Canvas<'_> {
        self.assets.compose(w, &[Part::Fill(h, style::PAGE)])
    }

    fn finish(cv: Canvas<'_>) -> Picture {
        Self::finish_as(cv, encode::Content::Flat)
    }

    fn finish_as(cv: Canvas<'_>, content: encode::Content) -> Picture {
        let (w, h) = (cv.width(), cv.height());
        let (drawn, sizes, overflows) = cv.finish();
        let (pixels, scene) = match drawn {
            Drawn::Pixels(pm) => {
                let image = image::RgbaImage::from_raw(w, h, pm.take())
                    .expect("a pixmap holds width x height RGBA pixels");
                (OnceLock::from(image), None)
            }
            Drawn::Scene(s) => (OnceLock::new(), Some(s)),
        };
        Picture {
            pixels,
            scene,
            width: w,
            height: h,
            sizes,
            overflows,
            content,
        }
    }
}

impl Renderer {
    /// Draws `lines` at 19 px, `rounds` times over, on one canvas with the glyph cache: the
    /// reference the `text_speed` test times imageproc's text drawing against.
    #[doc(hidden)]
    pub fn text_bench(&self, lines: &[String], rounds: usize) -> Picture {
        let mut cv = self.canvas(720, 1000);
        let st = paint::Style::label(19.0, text::Weight::Regular, style::BASALT);
        for _ in 0..rounds {
            for (i, l) in lines.iter().enumerate() {
                cv.draw(l, 10.0, 20.0 + i as f32 * 16.0, st, paint::Align::Left);
            }
        }
        Self::finish(cv)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_renderer_can_be_shared_between_threads() {
        fn is_sync<T: Send + Sync>() {}
        is_sync::<Renderer>();
    }
}
