//! What the renderer loads once: the fonts (`text/`), a game's motif art (`art.rs`) and the
//! sprites the game builds from them (its pieces), each drawn once per size and kept.

use super::art::Art;
use super::paint::{Canvas, Kit, Sprite, SpriteId, Sprites};
use super::raster::Shapes;
use super::scene::Base;
use super::style::Rgba;
use super::text::Fonts;
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use tiny_skia::Pixmap;

pub(crate) struct Assets {
    pub fonts: Fonts,
    pub art: Art,
    pub shapes: Shapes,
    sprites: Mutex<HashMap<SpriteId, Arc<Sprite>>>,
    build: fn(&Assets, SpriteId) -> Sprite,
    warm_up: fn(&Assets),
}

/// A game's pieces: the SVG art of its motifs, how it draws a sprite from its key, and what
/// it draws ahead of its first picture.
pub(crate) struct Pieces {
    pub art: &'static [&'static str],
    pub build: fn(&Assets, SpriteId) -> Sprite,
    pub warm_up: fn(&Assets),
}

/// A band of a picture, top to bottom, for [`Assets::compose`].
pub(crate) enum Part<'s> {
    /// Rows of one opaque colour.
    Fill(u32, Rgba),
    /// A cached layer as wide as the picture.
    Layer(&'s Arc<Sprite>),
}

impl Sprites for Assets {
    fn get(&self, key: SpriteId) -> Arc<Sprite> {
        let lock = || self.sprites.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(s) = lock().get(&key) {
            return s.clone();
        }
        let sprite = Arc::new((self.build)(self, key));
        lock().insert(key, sprite.clone());
        sprite
    }
}

impl Assets {
    /// The fonts, and a game's pieces.
    pub fn load(pieces: &Pieces) -> Assets {
        Assets {
            fonts: Fonts::load(),
            art: Art::load(pieces.art),
            shapes: Shapes::default(),
            sprites: Mutex::new(HashMap::new()),
            build: pieces.build,
            warm_up: pieces.warm_up,
        }
    }

    /// Rasterises the glyphs, icons and sprites the game's pictures use, so its first picture
    /// is as fast as the others.
    pub fn warm_up(&self) {
        (self.warm_up)(self)
    }

    pub fn kit(&self) -> Kit<'_> {
        Kit {
            fonts: &self.fonts,
            art: &self.art,
            sprites: self,
            shapes: &self.shapes,
        }
    }

    /// A transparent canvas `w` x `h` px.
    pub fn canvas(&self, w: u32, h: u32) -> Canvas<'_> {
        Canvas::new(
            self.kit(),
            Pixmap::new(w.max(1), h.max(1)).expect("picture size is positive"),
        )
    }

    /// A canvas `w` px wide made of `parts` stacked, whose drawing is kept as a scene and
    /// painted later (whole, or band by band as it is encoded): each byte is written once (no
    /// clearing first, layers copied, colour rows copied from the first).
    pub fn compose(&self, w: u32, parts: &[Part<'_>]) -> Canvas<'_> {
        let base = parts
            .iter()
            .filter_map(|p| match p {
                Part::Fill(0, _) => None,
                Part::Fill(rows, c) => Some(Base::Fill(*rows, c.premultiplied())),
                Part::Layer(s) => Some(Base::Layer(Arc::clone(s))),
            })
            .collect();
        let mut cv = Canvas::scene(self.kit(), w, base);
        for p in parts {
            if let Part::Layer(s) = p {
                cv.adopt(s);
            }
        }
        cv
    }
}
