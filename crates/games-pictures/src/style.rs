//! The look of the pictures: colours (a warm limestone-and-basalt calçada palette) and the
//! phone's thresholds.

/// An opaque or translucent colour, not premultiplied.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rgba(pub u8, pub u8, pub u8, pub u8);

impl Rgba {
    pub const fn hex(v: u32) -> Rgba {
        Rgba((v >> 16) as u8, (v >> 8) as u8, v as u8, 255)
    }
    pub const fn alpha(self, a: u8) -> Rgba {
        Rgba(self.0, self.1, self.2, a)
    }
    /// Premultiplied bytes, as stored in a pixmap.
    pub fn premultiplied(self) -> [u8; 4] {
        let m = |c: u8| ((c as u32 * self.3 as u32 + 127) / 255) as u8;
        [m(self.0), m(self.1), m(self.2), self.3]
    }
    pub fn skia(self) -> tiny_skia::Color {
        tiny_skia::Color::from_rgba8(self.0, self.1, self.2, self.3)
    }
    /// Mixes towards `other` by `t` (0 = self, 1 = other).
    pub fn mix(self, other: Rgba, t: f32) -> Rgba {
        let l = |a: u8, b: u8| (a as f32 + (b as f32 - a as f32) * t).round() as u8;
        Rgba(
            l(self.0, other.0),
            l(self.1, other.1),
            l(self.2, other.2),
            l(self.3, other.3),
        )
    }
}

/// Page background: warm limestone.
pub const PAGE: Rgba = Rgba::hex(0xF3EBDC);
/// Panels and the board's squares: lighter limestone.
pub const PANEL: Rgba = Rgba::hex(0xFBF7EE);
/// Basalt: district outlines, headings, main text.
pub const BASALT: Rgba = Rgba::hex(0x2B2724);
/// Secondary text.
pub const MUTED: Rgba = Rgba::hex(0x7D7062);
/// Thin square edges and quiet outlines.
pub const HAIRLINE: Rgba = Rgba::hex(0xD8CBB3);
/// The numbers printed on empty squares.
pub const SQUARE_NUMBER: Rgba = Rgba::hex(0x8A7A66);
/// Gold: the tile just placed, a district just completed, the last round.
pub const GOLD: Rgba = Rgba::hex(0xE0A526);
/// Silver and bronze: the second and third ranks of the standings (gold is the first).
pub const SILVER: Rgba = Rgba::hex(0xC4C1BA);
pub const BRONZE: Rgba = Rgba::hex(0xD08F55);
/// The frame and lines of the move just played on a game's table, over gold badges.
pub const GOLD_DARK: Rgba = Rgba::hex(0xB07A0C);
/// The squares a declaration allows (private preview).
pub const ALLOWED: Rgba = Rgba::hex(0x1F8A70);
/// The previewed placement's dashed frame and glow (private panel).
pub const PREVIEW: Rgba = Rgba::hex(0x2A7FBF);
/// The previewed placement's points badge.
pub const PREVIEW_BADGE: Rgba = Rgba::hex(0xBFE0F5);
/// Caption band of the turn picture.
pub const CAPTION_BAND: Rgba = Rgba::hex(0x2B2724);
pub const CAPTION_TEXT: Rgba = Rgba::hex(0xFBF7EE);
/// The carousel's track.
pub const TRACK: Rgba = Rgba::hex(0xE4D6BD);

/// Width at which Discord shows a picture on a phone.
pub const PHONE_WIDTH: f32 = 400.0;
/// Smallest sizes at phone width (px): numbers on the board's squares, colour letters on
/// tiles and stones, every other text.
pub const PHONE_NUMBER: f32 = 14.0;
pub const PHONE_LETTER: f32 = 8.0;
pub const PHONE_LABEL: f32 = 10.0;

/// The smallest label size (px) on a picture `width` px wide: what shrinking stops at.
pub fn label_floor(width: u32) -> f32 {
    (PHONE_LABEL * width as f32 / PHONE_WIDTH).ceil()
}

/// Subtle limestone shades for districts, chosen so neighbours differ.
pub const DISTRICT_TINTS: [Rgba; 4] = [
    Rgba::hex(0xFBF6EA),
    Rgba::hex(0xF0E4CC),
    Rgba::hex(0xF7EEDC),
    Rgba::hex(0xE9DCC2),
];
