//! The game's vocabulary: colours, symbols, tiles, squares and carousel spaces.
//!
//! Every type here parses from the text players type (`"C4"`, `"blue"`, `"star"`, `"3"`)
//! with a [`ParseError`] for text that names nothing, before any rule is consulted.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// Why a piece of text does not name a game object; each variant holds the text. `Display`
/// words it in plain English (interfaces may word it their own way).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum ParseError {
    /// Not a colour name or letter.
    Colour(String),
    /// Not a symbol name.
    Symbol(String),
    /// Not a square such as `C4`.
    Square(String),
    /// Not a gameboard space 1..6.
    Space(String),
    /// Not a tile such as `blue-star`.
    Tile(String),
}

impl fmt::Display for ParseError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            ParseError::Colour(t) => {
                write!(
                    f,
                    "{t:?} is not a colour: use blue, yellow, red, green or black"
                )
            }
            ParseError::Symbol(t) => write!(
                f,
                "{t:?} is not a tile: use wave, star, caravel, fish, flower or bonus"
            ),
            ParseError::Square(t) => write!(
                f,
                "{t:?} is not a square: use a column A-E and a row 1-5, like C4"
            ),
            ParseError::Space(t) => {
                write!(f, "{t:?} is not a space: the gameboard's spaces are 1 to 6")
            }
            ParseError::Tile(t) => {
                write!(
                    f,
                    "{t:?} is not a tile: write colour-symbol, like blue-star"
                )
            }
        }
    }
}

impl std::error::Error for ParseError {}

/// The five tile (and cobblestone) colours, in scoreboard column order.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Blue,
    Yellow,
    Red,
    Green,
    Black,
}

impl Colour {
    /// Every colour, in scoreboard column order.
    pub const ALL: [Colour; 5] = [
        Colour::Blue,
        Colour::Yellow,
        Colour::Red,
        Colour::Green,
        Colour::Black,
    ];

    /// 0..5, in scoreboard column order.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour at an index (0..5); panics beyond.
    pub const fn from_index(i: usize) -> Colour {
        Colour::ALL[i]
    }

    /// Lower-case English key, stable across languages (records, custom ids).
    pub const fn key(self) -> &'static str {
        match self {
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
            Colour::Red => "red",
            Colour::Green => "green",
            Colour::Black => "black",
        }
    }

    /// One letter per colour, printed on tiles so colour-blind players can tell them apart.
    /// Black is `K` (as in CMYK) so that it differs from Blue's `B`.
    pub const fn letter(self) -> char {
        match self {
            Colour::Blue => 'B',
            Colour::Yellow => 'Y',
            Colour::Red => 'R',
            Colour::Green => 'G',
            Colour::Black => 'K',
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Colour {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_ascii_lowercase();
        Colour::ALL
            .into_iter()
            .find(|c| {
                c.key() == t || (t.len() == 1 && c.letter().to_ascii_lowercase().to_string() == t)
            })
            .ok_or_else(|| ParseError::Colour(s.trim().to_string()))
    }
}

/// What a tile shows: one of the five motifs, or the bonus symbol (which is not a motif).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Symbol {
    Wave,
    Star,
    Caravel,
    Fish,
    Flower,
    Bonus,
}

impl Symbol {
    /// Every symbol: the five motifs, then the bonus symbol.
    pub const ALL: [Symbol; 6] = [
        Symbol::Wave,
        Symbol::Star,
        Symbol::Caravel,
        Symbol::Fish,
        Symbol::Flower,
        Symbol::Bonus,
    ];
    /// The five motifs (the bonus symbol is not one).
    pub const MOTIFS: [Symbol; 5] = [
        Symbol::Wave,
        Symbol::Star,
        Symbol::Caravel,
        Symbol::Fish,
        Symbol::Flower,
    ];

    /// 0..6, in `ALL` order.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// Whether the symbol is a motif (all but the bonus symbol).
    pub const fn is_motif(self) -> bool {
        !matches!(self, Symbol::Bonus)
    }

    /// Lower-case English key, stable across languages (records, custom ids).
    pub const fn key(self) -> &'static str {
        match self {
            Symbol::Wave => "wave",
            Symbol::Star => "star",
            Symbol::Caravel => "caravel",
            Symbol::Fish => "fish",
            Symbol::Flower => "flower",
            Symbol::Bonus => "bonus",
        }
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for Symbol {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().to_ascii_lowercase();
        Symbol::ALL
            .into_iter()
            .find(|m| m.key() == t)
            .ok_or_else(|| ParseError::Symbol(s.trim().to_string()))
    }
}

/// A Calçada tile. Serialised as `"colour-symbol"`, e.g. `"blue-star"`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Tile {
    /// The colour of its back and its stack.
    pub colour: Colour,
    /// What it shows.
    pub symbol: Symbol,
}

impl Tile {
    /// A tile of `colour` showing `symbol`.
    pub const fn new(colour: Colour, symbol: Symbol) -> Tile {
        Tile { colour, symbol }
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}-{}", self.colour, self.symbol)
    }
}

impl From<Tile> for String {
    fn from(t: Tile) -> String {
        t.to_string()
    }
}

impl TryFrom<String> for Tile {
    type Error = String;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse().map_err(|_| format!("not a tile: {s:?}"))
    }
}

impl FromStr for Tile {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let bad = || ParseError::Tile(s.to_string());
        let (c, m) = s.split_once('-').ok_or_else(bad)?;
        Ok(Tile::new(
            c.parse().map_err(|_| bad())?,
            m.parse().map_err(|_| bad())?,
        ))
    }
}

/// A square of a 5x5 Calçada board: columns A..E left to right, rows 1..5 top to bottom.
/// Index = row * 5 + column, so `A1` is 0 and `E5` is 24.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Square(u8);

impl Square {
    /// Squares on a board.
    pub const COUNT: usize = 25;
    /// The mask of all 25 squares.
    pub const ALL_MASK: u32 = (1 << 25) - 1;

    /// The square at an index (0..25), if any.
    pub fn new(index: usize) -> Option<Square> {
        (index < Self::COUNT).then_some(Square(index as u8))
    }

    /// The square at a column (0 = A) and row (0 = 1), if on the board.
    pub fn at(column: usize, row: usize) -> Option<Square> {
        (column < 5 && row < 5).then(|| Square((row * 5 + column) as u8))
    }

    /// 0..25: row * 5 + column.
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// 0..5, A to E.
    pub const fn column(self) -> usize {
        self.0 as usize % 5
    }
    /// 0..5, 1 to 5.
    pub const fn row(self) -> usize {
        self.0 as usize / 5
    }
    /// The square's bit in a square mask.
    pub const fn bit(self) -> u32 {
        1 << self.0
    }

    /// A1, B1, ... E5.
    pub fn all() -> impl Iterator<Item = Square> {
        (0..Self::COUNT as u8).map(Square)
    }

    /// Squares in an ascending bit mask.
    pub fn in_mask(mask: u32) -> impl Iterator<Item = Square> {
        let mut m = mask & 0x1ff_ffff;
        std::iter::from_fn(move || {
            (m != 0).then(|| {
                let i = m.trailing_zeros();
                m &= m - 1;
                Square(i as u8)
            })
        })
    }

    /// Orthogonal neighbours (up to four).
    pub fn neighbours(self) -> impl Iterator<Item = Square> {
        let (c, r) = (self.column() as isize, self.row() as isize);
        [(0, -1), (-1, 0), (1, 0), (0, 1)]
            .into_iter()
            .filter_map(move |(dc, dr)| {
                let (nc, nr) = (c + dc, r + dr);
                ((0..5).contains(&nc) && (0..5).contains(&nr)).then(|| Square((nr * 5 + nc) as u8))
            })
    }
}

impl fmt::Display for Square {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(
            f,
            "{}{}",
            (b'A' + self.column() as u8) as char,
            self.row() + 1
        )
    }
}

impl FromStr for Square {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let t = s.trim().as_bytes();
        let bad = || ParseError::Square(s.trim().to_string());
        if t.len() != 2 {
            return Err(bad());
        }
        let c = t[0].to_ascii_uppercase().wrapping_sub(b'A') as usize;
        let r = t[1].wrapping_sub(b'1') as usize;
        Square::at(c, r).ok_or_else(bad)
    }
}

impl From<Square> for String {
    fn from(s: Square) -> String {
        s.to_string()
    }
}

impl TryFrom<String> for Square {
    type Error = String;
    fn try_from(s: String) -> Result<Self, Self::Error> {
        s.parse().map_err(|_| format!("not a square: {s:?}"))
    }
}

/// One of the six round spaces of the gameboard ("carousel"), numbered 1..6 clockwise.
/// Stored 0-based; shown and serialised 1-based.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "u8", try_from = "u8")]
pub struct Space(u8);

impl Space {
    /// Spaces on the gameboard.
    pub const COUNT: usize = 6;

    /// From the 0-based index (`Space::index`).
    pub fn new(index: usize) -> Option<Space> {
        (index < Self::COUNT).then_some(Space(index as u8))
    }
    /// From the 1-based number players see.
    pub fn number(n: u8) -> Option<Space> {
        (1..=Self::COUNT as u8).contains(&n).then(|| Space(n - 1))
    }
    /// 0..6 (space 1 is 0).
    pub const fn index(self) -> usize {
        self.0 as usize
    }
    /// The space's number as printed on the gameboard (1..6).
    pub const fn as_number(self) -> u8 {
        self.0 + 1
    }
    /// The next space clockwise; after 6 comes 1.
    pub const fn next(self) -> Space {
        Space((self.0 + 1) % Self::COUNT as u8)
    }
    /// Spaces 1 to 6.
    pub fn all() -> impl Iterator<Item = Space> {
        (0..Self::COUNT as u8).map(Space)
    }
}

impl fmt::Display for Space {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{}", self.as_number())
    }
}

impl FromStr for Space {
    type Err = ParseError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        s.trim()
            .parse::<u8>()
            .ok()
            .and_then(Space::number)
            .ok_or_else(|| ParseError::Space(s.trim().to_string()))
    }
}

impl From<Space> for u8 {
    fn from(s: Space) -> u8 {
        s.as_number()
    }
}

impl TryFrom<u8> for Space {
    type Error = String;
    fn try_from(n: u8) -> Result<Self, Self::Error> {
        Space::number(n).ok_or_else(|| format!("not a space (1..6): {n}"))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn squares_parse_and_print() {
        let c4: Square = "c4".parse().unwrap();
        assert_eq!((c4.column(), c4.row()), (2, 3));
        assert_eq!(c4.to_string(), "C4");
        assert_eq!("A1".parse::<Square>().unwrap().index(), 0);
        assert_eq!("E5".parse::<Square>().unwrap().index(), 24);
        for bad in ["F1", "A6", "A0", "", "A10", "11"] {
            assert!(bad.parse::<Square>().is_err(), "{bad}");
        }
    }

    #[test]
    fn neighbours_are_orthogonal_and_inside() {
        let a1: Square = "A1".parse().unwrap();
        let n: Vec<String> = a1.neighbours().map(|s| s.to_string()).collect();
        assert_eq!(n, ["B1", "A2"]);
        assert_eq!("C3".parse::<Square>().unwrap().neighbours().count(), 4);
    }

    #[test]
    fn spaces_wrap_clockwise() {
        assert_eq!(Space::number(6).unwrap().next(), Space::number(1).unwrap());
        assert!(Space::number(0).is_none() && Space::number(7).is_none());
        assert_eq!("3".parse::<Space>().unwrap().as_number(), 3);
    }

    #[test]
    fn colours_and_tiles_round_trip() {
        assert_eq!("Blue".parse::<Colour>().unwrap(), Colour::Blue);
        assert_eq!("k".parse::<Colour>().unwrap(), Colour::Black);
        assert!("purple".parse::<Colour>().is_err());
        let t = Tile::new(Colour::Green, Symbol::Caravel);
        assert_eq!(t.to_string().parse::<Tile>().unwrap(), t);
        assert_eq!(String::from(t), "green-caravel");
        assert!(!Symbol::Bonus.is_motif() && Symbol::Fish.is_motif());
    }
}
