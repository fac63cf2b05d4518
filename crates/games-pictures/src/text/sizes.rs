//! What a text is and how it is drawn: its weight, its kind (for the legibility
//! thresholds), the smallest size drawn of each kind, and its style.

use crate::style::Rgba;

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
