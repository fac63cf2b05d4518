//! The game's vocabulary: colours, symbols, tiles and the cells of the piazza.

use serde::{Deserialize, Serialize};
use std::fmt;

/// The four tile colours.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Colour {
    Red,
    Pink,
    Blue,
    Yellow,
}

impl Colour {
    /// Every colour, in this fixed order (the order setup shuffles).
    pub const ALL: [Colour; 4] = [Colour::Red, Colour::Pink, Colour::Blue, Colour::Yellow];

    /// 0..4, in [`Colour::ALL`] order.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The colour's key, as in serialised data: `"red"`, `"pink"`, `"blue"`, `"yellow"`.
    pub const fn key(self) -> &'static str {
        match self {
            Colour::Red => "red",
            Colour::Pink => "pink",
            Colour::Blue => "blue",
            Colour::Yellow => "yellow",
        }
    }

    /// One letter per colour, drawn on tiles and printed in the terminal so that colours tell
    /// apart without colour vision: the same in every language (docs/glossary.md), like
    /// Calçada's colour letters.
    pub const fn letter(self) -> char {
        match self {
            Colour::Red => 'R',
            Colour::Pink => 'P',
            Colour::Blue => 'B',
            Colour::Yellow => 'Y',
        }
    }
}

impl fmt::Display for Colour {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// The six symbols ("patterns") in the middle of the tiles. The rulebook does not name them;
/// these are our names (see RULES.md, "Piazza").
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Symbol {
    Circle,
    Triangle,
    Diamond,
    Cross,
    Star,
    Heart,
}

impl Symbol {
    /// Every symbol, in this fixed order.
    pub const ALL: [Symbol; 6] = [
        Symbol::Circle,
        Symbol::Triangle,
        Symbol::Diamond,
        Symbol::Cross,
        Symbol::Star,
        Symbol::Heart,
    ];

    /// 0..6, in [`Symbol::ALL`] order.
    pub const fn index(self) -> usize {
        self as usize
    }

    /// The symbol's key, as in serialised data (`"circle"`...).
    pub const fn key(self) -> &'static str {
        match self {
            Symbol::Circle => "circle",
            Symbol::Triangle => "triangle",
            Symbol::Diamond => "diamond",
            Symbol::Cross => "cross",
            Symbol::Star => "star",
            Symbol::Heart => "heart",
        }
    }
}

impl fmt::Display for Symbol {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// A tile: a colour and a symbol. The two tiles of one colour and symbol are identical.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Tile {
    pub colour: Colour,
    pub symbol: Symbol,
}

impl Tile {
    pub const fn new(colour: Colour, symbol: Symbol) -> Tile {
        Tile { colour, symbol }
    }

    /// A colour set: the colour's 12 tiles, each symbol twice, in symbol order.
    pub fn colour_set(colour: Colour) -> impl Iterator<Item = Tile> {
        Symbol::ALL
            .into_iter()
            .flat_map(move |s| [Tile::new(colour, s); 2])
    }
}

impl fmt::Display for Tile {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "{} {}", self.colour, self.symbol)
    }
}

/// A cell of the table, counted from the starting square: its top-left tile is at column 0,
/// row 0, columns grow to the right and rows downwards. The piazza may grow in every
/// direction as long as it fits in 8x8 cells, so every tile ever placed lies in columns and
/// rows `-7..=8` ([`Cell::MIN`]..=[`Cell::MAX`]).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
pub struct Cell {
    /// Ordered by row first, so that sorting reads the piazza line by line.
    pub row: i8,
    pub col: i8,
}

impl Cell {
    /// The lowest column or row a tile can reach.
    pub const MIN: i8 = -7;
    /// The highest column or row a tile can reach.
    pub const MAX: i8 = 8;
    /// Columns (or rows) in `MIN..=MAX`.
    pub(crate) const SPAN: usize = 16;

    pub const fn new(col: i8, row: i8) -> Cell {
        Cell { row, col }
    }

    /// Whether the cell lies in `MIN..=MAX` both ways (where a tile could ever be).
    pub fn in_range(self) -> bool {
        (Cell::MIN..=Cell::MAX).contains(&self.col) && (Cell::MIN..=Cell::MAX).contains(&self.row)
    }

    /// The cell one step in `dir`, or `None` if it leaves `MIN..=MAX`.
    pub fn step(self, dir: Dir) -> Option<Cell> {
        let (dc, dr) = dir.delta();
        let next = Cell::new(self.col + dc, self.row + dr);
        next.in_range().then_some(next)
    }

    /// The four orthogonal neighbours inside `MIN..=MAX`.
    pub fn neighbours(self) -> impl Iterator<Item = Cell> {
        Dir::ALL.into_iter().filter_map(move |d| self.step(d))
    }

    /// Whether `other` shares a side with this cell.
    pub fn touches(self, other: Cell) -> bool {
        (self.col - other.col).abs() + (self.row - other.row).abs() == 1
    }

    /// The cell's name as players read and type it: a column letter `A`..`P` (column -7 is
    /// `A`, column 0 is `H`) and a row number `1`..`16` (row -7 is 1, row 0 is 8), so the
    /// starting square is H8, I8, H9, I9. Names never change as the piazza grows: every
    /// cell a tile can reach has one. `None` outside [`Cell::MIN`]..=[`Cell::MAX`].
    pub fn label(self) -> Option<String> {
        self.in_range().then(|| {
            let letter = (b'A' + (self.col - Cell::MIN) as u8) as char;
            format!("{letter}{}", self.row - Cell::MIN + 1)
        })
    }

    /// The column's letter in [`Cell::label`] (`A` for column -7), for a picture's edge.
    pub fn column_letter(col: i8) -> Option<char> {
        (Cell::MIN..=Cell::MAX)
            .contains(&col)
            .then(|| (b'A' + (col - Cell::MIN) as u8) as char)
    }

    /// The row's number in [`Cell::label`] (1 for row -7), for a picture's edge.
    pub fn row_number(row: i8) -> Option<u8> {
        (Cell::MIN..=Cell::MAX)
            .contains(&row)
            .then(|| (row - Cell::MIN + 1) as u8)
    }

    /// Reads a [`Cell::label`]: a letter (either case) and a number, spaces around allowed
    /// ("h8", " K12 "). `None` for anything else.
    pub fn parse_label(text: &str) -> Option<Cell> {
        let text = text.trim();
        let mut chars = text.chars();
        let letter = chars.next()?.to_ascii_uppercase();
        let digits = chars.as_str();
        if !letter.is_ascii_uppercase()
            || digits.is_empty()
            || digits.len() > 2
            || !digits.bytes().all(|b| b.is_ascii_digit())
        {
            return None;
        }
        let number: i8 = digits.parse().ok()?;
        let cell = Cell::new(
            (letter as u8 - b'A') as i8 + Cell::MIN,
            number - 1 + Cell::MIN,
        );
        (cell.in_range() && number >= 1).then_some(cell)
    }

    /// Index into a `SPAN x SPAN` array; the cell must be in range.
    pub(crate) fn index(self) -> usize {
        (self.row - Cell::MIN) as usize * Cell::SPAN + (self.col - Cell::MIN) as usize
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "({}, {})", self.col, self.row)
    }
}

/// The four orthogonal directions.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Dir {
    Up,
    Right,
    Down,
    Left,
}

impl Dir {
    pub const ALL: [Dir; 4] = [Dir::Up, Dir::Right, Dir::Down, Dir::Left];

    /// (columns, rows) moved by one step.
    pub const fn delta(self) -> (i8, i8) {
        match self {
            Dir::Up => (0, -1),
            Dir::Right => (1, 0),
            Dir::Down => (0, 1),
            Dir::Left => (-1, 0),
        }
    }
}
