//! The board's nine cells and the game's one notation: a cell is its column `a` to `c` and
//! its row `1` to `3` (`b2`, the centre), written lowercase and read in any case, spaces
//! around aside. An action is the cell a seat marks ([`Action`]); it is stored (the store's
//! log, records) as the same notation, a JSON string.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// One of the nine cells, `a1` to `c3`.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
#[serde(into = "String", try_from = "String")]
pub struct Cell(u8);

/// An action: the cell the seat to move marks.
pub type Action = Cell;

/// Cells on the board.
pub const CELLS: usize = 9;

/// The eight lines of three: rows, columns, the two diagonals.
pub const LINES: [[Cell; 3]; 8] = {
    const fn c(i: u8) -> Cell {
        Cell(i)
    }
    [
        [c(0), c(1), c(2)],
        [c(3), c(4), c(5)],
        [c(6), c(7), c(8)],
        [c(0), c(3), c(6)],
        [c(1), c(4), c(7)],
        [c(2), c(5), c(8)],
        [c(0), c(4), c(8)],
        [c(2), c(4), c(6)],
    ]
};

impl Cell {
    /// The centre, `b2`.
    pub const CENTRE: Cell = Cell(4);
    /// The four corners, `a1`, `c1`, `a3`, `c3`.
    pub const CORNERS: [Cell; 4] = [Cell(0), Cell(2), Cell(6), Cell(8)];

    /// The cell in `column` and `row` (both 0 to 2), if on the board.
    pub fn new(column: usize, row: usize) -> Option<Cell> {
        (column < 3 && row < 3).then(|| Cell((row * 3 + column) as u8))
    }

    /// The cell numbered `index` (0 to 8: `a1`, `b1`, `c1`, `a2`, ... `c3`), if on the board.
    pub fn from_index(index: usize) -> Option<Cell> {
        (index < CELLS).then_some(Cell(index as u8))
    }

    /// Every cell, `a1`, `b1`, `c1`, `a2`, ... `c3`.
    pub fn all() -> impl Iterator<Item = Cell> {
        (0..CELLS as u8).map(Cell)
    }

    /// The cell's number, 0 to 8.
    pub fn index(self) -> usize {
        usize::from(self.0)
    }

    /// 0 to 2, `a` to `c`.
    pub fn column(self) -> usize {
        self.index() % 3
    }

    /// 0 to 2, `1` to `3`.
    pub fn row(self) -> usize {
        self.index() / 3
    }
}

impl fmt::Display for Cell {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let column = char::from(b'a' + self.column() as u8);
        write!(f, "{column}{}", self.row() + 1)
    }
}

/// Text that is no cell in the notation.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("{0:?} is not a cell: write a column a to c and a row 1 to 3, like b2")]
pub struct NotationError(pub String);

impl FromStr for Cell {
    type Err = NotationError;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let text = s.trim();
        let cell = match text.as_bytes() {
            [column, row] => {
                let column = column.to_ascii_lowercase().wrapping_sub(b'a');
                let row = row.wrapping_sub(b'1');
                Cell::new(usize::from(column), usize::from(row))
            }
            _ => None,
        };
        cell.ok_or_else(|| NotationError(text.to_string()))
    }
}

impl From<Cell> for String {
    fn from(cell: Cell) -> String {
        cell.to_string()
    }
}

impl TryFrom<String> for Cell {
    type Error = NotationError;
    fn try_from(text: String) -> Result<Cell, NotationError> {
        text.parse()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn cells_are_written_short_and_read_back_in_any_case() {
        let names: Vec<String> = Cell::all().map(|c| c.to_string()).collect();
        assert_eq!(
            names,
            ["a1", "b1", "c1", "a2", "b2", "c2", "a3", "b3", "c3"]
        );
        assert_eq!(" B2 ".parse::<Cell>(), Ok(Cell::CENTRE));
        assert_eq!(
            "c3".parse::<Cell>(),
            Cell::new(2, 2).ok_or(NotationError(String::new()))
        );
        assert_eq!(serde_json::to_string(&Cell::CENTRE).unwrap(), "\"b2\"");
        assert_eq!(serde_json::from_str::<Cell>("\"A3\"").unwrap(), Cell(6));
    }

    #[test]
    fn text_that_is_no_cell_is_refused_with_what_was_written() {
        for bad in ["", "b", "d1", "a0", "a4", "b22", "2b", "é1", "b 2"] {
            assert_eq!(
                bad.parse::<Cell>(),
                Err(NotationError(bad.to_string())),
                "{bad:?}"
            );
        }
        let e = "z9".parse::<Cell>().unwrap_err();
        assert_eq!(
            e.to_string(),
            "\"z9\" is not a cell: write a column a to c and a row 1 to 3, like b2"
        );
        assert!(serde_json::from_str::<Cell>("\"d4\"").is_err());
        assert!(serde_json::from_str::<Cell>("4").is_err());
    }

    #[test]
    fn every_line_is_three_cells_in_a_row_column_or_diagonal() {
        for line in LINES {
            let columns: Vec<usize> = line.iter().map(|c| c.column()).collect();
            let rows: Vec<usize> = line.iter().map(|c| c.row()).collect();
            let same = |v: &[usize]| v.iter().all(|&x| x == v[0]);
            let diagonal = line.contains(&Cell::CENTRE) && !same(&columns) && !same(&rows);
            assert!(same(&columns) || same(&rows) || diagonal, "{line:?}");
        }
    }
}
