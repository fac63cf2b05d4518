//! What the renderer loads once: the fonts (`text/`), the motif art (`art.rs`) and the tile
//! and stone sprites built from them, each drawn once per size and kept.

use super::art::Art;
use super::paint::{Align, Canvas, Kind, Kit, Sprite, SpriteKey, Sprites, Style};
use super::raster::Shapes;
use super::scene::Base;
use super::style::{self, Rgba};
use super::text::{Fonts, Weight};
use calcada_rules::{Colour, Symbol};
use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};
use tiny_skia::Pixmap;

pub(crate) struct Assets {
    pub fonts: Fonts,
    pub art: Art,
    pub shapes: Shapes,
    sprites: Mutex<HashMap<SpriteKey, Arc<Sprite>>>,
}

/// A band of a picture, top to bottom, for [`Assets::compose`].
pub(crate) enum Part<'s> {
    /// Rows of one opaque colour.
    Fill(u32, Rgba),
    /// A cached layer as wide as the picture.
    Layer(&'s Arc<Sprite>),
}

/// Shadow drawn under tiles, in px below and right of the tile.
pub(crate) const TILE_SHADOW: f32 = 3.0;

impl Sprites for Assets {
    fn get(&self, key: SpriteKey) -> Arc<Sprite> {
        let lock = || self.sprites.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(s) = lock().get(&key) {
            return s.clone();
        }
        let sprite = Arc::new(match key {
            SpriteKey::Tile(c, s, size, letter) => {
                self.build_tile(c, s, size as f32, letter as f32)
            }
            SpriteKey::Stone(c, r) => self.build_stone(c, r as f32),
        });
        lock().insert(key, sprite.clone());
        sprite
    }
}

impl Assets {
    pub fn load() -> Assets {
        Assets {
            fonts: Fonts::load(),
            art: Art::load(),
            shapes: Shapes::default(),
            sprites: Mutex::new(HashMap::new()),
        }
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

    /// Builds every tile of one size and the stones of some radii ahead of the first picture.
    pub fn warm_sprites(&self, tile: u16, letter: u16, stones: &[u16]) {
        for c in Colour::ALL {
            for s in Symbol::ALL {
                self.get(SpriteKey::Tile(c, s, tile, letter));
            }
            for &r in stones {
                self.get(SpriteKey::Stone(c, r));
            }
        }
    }

    fn build_tile(&self, colour: Colour, symbol: Symbol, size: f32, letter: f32) -> Sprite {
        let dim = (size + TILE_SHADOW.ceil()).ceil() as u32;
        let mut cv = self.canvas(dim, dim);
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
        // The motif sits a little low and right of centre, leaving the top-left corner to
        // the colour's letter; a big letter takes a little more room from the motif.
        let share = if letter / size > 0.3 { 0.62 } else { 0.68 };
        let icon = (size * share).round() as u32;
        let off = ((size - icon as f32) / 2.0).round() as i32;
        let shift = (size * if share < 0.65 { 0.08 } else { 0.045 }).round() as i32;
        cv.icon(symbol, icon, off + shift, off + shift, ink);
        let inset = (size * 0.07).max(3.0);
        let st = Style::label(letter, Weight::Bold, ink.alpha(235)).kind(Kind::Letter);
        cv.draw(
            &colour.letter().to_string(),
            inset,
            inset + letter * 0.73,
            st,
            Align::Left,
        );
        cv.into_sprite()
    }

    fn build_stone(&self, colour: Colour, radius: f32) -> Sprite {
        let dim = (radius * 2.0 + 4.0).ceil() as u32;
        let mut cv = self.canvas(dim, dim);
        let c = radius + 1.0;
        let fill = style::tile_fill(colour);
        cv.circle(c + 0.5, c + 1.5, radius, Rgba(40, 30, 20, 70));
        cv.circle(c, c, radius, fill.mix(Rgba::hex(0x000000), 0.35));
        cv.circle(c, c, radius - 1.5, fill);
        let size = (radius * 1.2).round();
        let st = Style::label(size, Weight::Bold, style::tile_ink(colour)).kind(Kind::Letter);
        cv.draw_mid(&colour.letter().to_string(), c, c, st, Align::Center);
        cv.into_sprite()
    }
}
