//! Calçada's pieces: the motif art of `art/`, the tile colours with the ink that stays
//! readable on each, and the tile and stone sprites, built once per size by the renderer's
//! assets (`assets.rs`) under a packed key.

use crate::art::Motif;
use crate::assets::{Assets, Pieces};
use crate::paint::{Align, Kind, Sprite, SpriteId, Sprites, Style};
use crate::style::Rgba;
use crate::text::Weight;
use calcada_rules::{Colour, Symbol};

const ART: [&str; 6] = [
    include_str!("../../../../art/wave.svg"),
    include_str!("../../../../art/star.svg"),
    include_str!("../../../../art/caravel.svg"),
    include_str!("../../../../art/fish.svg"),
    include_str!("../../../../art/flower.svg"),
    include_str!("../../../../art/bonus.svg"),
];

/// The art and sprites of Calçada's pictures.
pub(crate) const PIECES: Pieces = Pieces {
    art: &ART,
    build,
    warm_up: super::warm_up,
};

/// Shadow drawn under tiles, in px below and right of the tile.
const TILE_SHADOW: f32 = 3.0;

/// A tile or stone sprite, drawn once per size.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub(crate) enum SpriteKey {
    /// A tile of a colour and symbol, `size` px square (its shadow adds to the sprite), with
    /// the colour's letter at `letter` px.
    Tile(Colour, Symbol, u16, u16),
    /// A cobblestone of a colour, `radius` px, with its letter.
    Stone(Colour, u16),
}

/// Packed: the kind (tile 0, stone 1) at bit 48, the colour at 40, the symbol at 32, the
/// size or radius at 16, the letter's size at 0.
impl From<SpriteKey> for SpriteId {
    fn from(k: SpriteKey) -> SpriteId {
        let (kind, c, s, a, b) = match k {
            SpriteKey::Tile(c, s, size, letter) => (0, c.index(), s.index(), size, letter),
            SpriteKey::Stone(c, r) => (1, c.index(), 0, r, 0),
        };
        SpriteId(
            (kind << 48) | ((c as u64) << 40) | ((s as u64) << 32) | ((a as u64) << 16) | b as u64,
        )
    }
}

impl From<SpriteId> for SpriteKey {
    fn from(id: SpriteId) -> SpriteKey {
        let v = id.0;
        let c = Colour::from_index((v >> 40) as u8 as usize);
        let (a, b) = ((v >> 16) as u16, v as u16);
        match v >> 48 {
            0 => SpriteKey::Tile(c, Symbol::ALL[(v >> 32) as u8 as usize], a, b),
            _ => SpriteKey::Stone(c, a),
        }
    }
}

impl From<Symbol> for Motif {
    fn from(s: Symbol) -> Motif {
        Motif(s.index())
    }
}

fn build(a: &Assets, id: SpriteId) -> Sprite {
    match SpriteKey::from(id) {
        SpriteKey::Tile(c, s, size, letter) => a.build_tile(c, s, size as f32, letter as f32),
        SpriteKey::Stone(c, r) => a.build_stone(c, r as f32),
    }
}

impl Assets {
    /// Builds every tile of one size and the stones of some radii ahead of the first picture.
    pub fn warm_sprites(&self, tile: u16, letter: u16, stones: &[u16]) {
        for c in Colour::ALL {
            for s in Symbol::ALL {
                self.get(SpriteKey::Tile(c, s, tile, letter).into());
            }
            for &r in stones {
                self.get(SpriteKey::Stone(c, r).into());
            }
        }
    }

    fn build_tile(&self, colour: Colour, symbol: Symbol, size: f32, letter: f32) -> Sprite {
        let dim = (size + TILE_SHADOW.ceil()).ceil() as u32;
        let mut cv = self.canvas(dim, dim);
        let r = size * 0.14;
        let fill = tile_fill(colour);
        let ink = tile_ink(colour);
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
        let fill = tile_fill(colour);
        cv.circle(c + 0.5, c + 1.5, radius, Rgba(40, 30, 20, 70));
        cv.circle(c, c, radius, fill.mix(Rgba::hex(0x000000), 0.35));
        cv.circle(c, c, radius - 1.5, fill);
        let size = (radius * 1.2).round();
        let st = Style::label(size, Weight::Bold, tile_ink(colour)).kind(Kind::Letter);
        cv.draw_mid(&colour.letter().to_string(), c, c, st, Align::Center);
        cv.into_sprite()
    }
}

/// A tile colour's fill.
pub fn tile_fill(c: Colour) -> Rgba {
    match c {
        Colour::Blue => Rgba::hex(0x2E6FD8),
        Colour::Yellow => Rgba::hex(0xE8B923),
        Colour::Red => Rgba::hex(0xD64541),
        Colour::Green => Rgba::hex(0x2E9E5B),
        Colour::Black => Rgba::hex(0x2F2F2F),
    }
}

/// The ink for motifs and letters on a tile colour (dark on yellow, white elsewhere).
pub fn tile_ink(c: Colour) -> Rgba {
    match c {
        Colour::Yellow => Rgba::hex(0x1E1E1E),
        _ => Rgba::hex(0xFFFFFF),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_sprite_key_survives_its_packing() {
        for c in Colour::ALL {
            for s in Symbol::ALL {
                let k = SpriteKey::Tile(c, s, 65, 16);
                assert_eq!(SpriteKey::from(SpriteId::from(k)), k);
            }
            let k = SpriteKey::Stone(c, 14);
            assert_eq!(SpriteKey::from(SpriteId::from(k)), k);
        }
    }
}
