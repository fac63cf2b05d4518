//! The piazza: the tiles on the table, held in a fixed array of every cell a tile can
//! reach, with the span they cover (which must stay within 8x8) and the walk that finds
//! brackets.

use super::action::Placement;
use super::types::{Cell, Colour, Dir, Tile};

/// The side of the grid the piazza must fit in.
pub const GRID: i8 = 8;

/// The tiles on the table.
#[derive(Clone, PartialEq, Eq)]
pub(crate) struct Board {
    cells: [Option<Tile>; Cell::SPAN * Cell::SPAN],
    /// (min column, max column, min row, max row) of the tiles; meaningless when empty.
    span: (i8, i8, i8, i8),
    count: usize,
}

/// A bracket found from a tile: where it ends and how many tiles it holds (both ends
/// included, empty cells not counted).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) struct Reach {
    pub end: Cell,
    pub tiles: u32,
}

impl Board {
    pub(crate) fn empty() -> Board {
        Board {
            cells: [None; Cell::SPAN * Cell::SPAN],
            span: (0, 0, 0, 0),
            count: 0,
        }
    }

    pub(crate) fn get(&self, cell: Cell) -> Option<Tile> {
        if cell.in_range() {
            self.cells[cell.index()]
        } else {
            None
        }
    }

    pub(crate) fn len(&self) -> usize {
        self.count
    }

    /// Puts a tile on an empty cell in range (the caller has checked both).
    pub(crate) fn put(&mut self, cell: Cell, tile: Tile) {
        debug_assert!(cell.in_range() && self.get(cell).is_none());
        self.cells[cell.index()] = Some(tile);
        self.span = if self.count == 0 {
            (cell.col, cell.col, cell.row, cell.row)
        } else {
            let (c0, c1, r0, r1) = self.span;
            (
                c0.min(cell.col),
                c1.max(cell.col),
                r0.min(cell.row),
                r1.max(cell.row),
            )
        };
        self.count += 1;
    }

    /// Every tile with its cell, row by row.
    pub(crate) fn tiles(&self) -> impl Iterator<Item = (Cell, Tile)> + '_ {
        self.cells.iter().enumerate().filter_map(|(i, t)| {
            let cell = Cell::new(
                (i % Cell::SPAN) as i8 + Cell::MIN,
                (i / Cell::SPAN) as i8 + Cell::MIN,
            );
            t.map(|t| (cell, t))
        })
    }

    /// Whether the tiles and `extra` cells together fit in the 8x8 grid.
    pub(crate) fn fits(&self, extra: &[Cell]) -> bool {
        let mut span = if self.count == 0 {
            match extra.first() {
                Some(c) => (c.col, c.col, c.row, c.row),
                None => return true,
            }
        } else {
            self.span
        };
        for c in extra {
            span = (
                span.0.min(c.col),
                span.1.max(c.col),
                span.2.min(c.row),
                span.3.max(c.row),
            );
        }
        all_in_range(extra) && span.1 - span.0 < GRID && span.3 - span.2 < GRID
    }

    /// The columns and rows the tiles span, `(min col, max col, min row, max row)`, or
    /// `None` on an empty table.
    pub(crate) fn span(&self) -> Option<(i8, i8, i8, i8)> {
        (self.count > 0).then_some(self.span)
    }

    /// Whether any tile shares a side with `cell`.
    pub(crate) fn has_neighbour(&self, cell: Cell) -> bool {
        cell.neighbours().any(|n| self.get(n).is_some())
    }

    /// The bracket a tile of `colour` on `from` makes in direction `dir`: walking away
    /// from it, empty cells and tiles of other colours are passed over, and the first tile
    /// of `colour` closes the bracket. `None` if the walk leaves the table first.
    pub(crate) fn reach(&self, from: Cell, colour: Colour, dir: Dir) -> Option<Reach> {
        let mut tiles = 1;
        let mut cell = from;
        while let Some(next) = cell.step(dir) {
            cell = next;
            if let Some(t) = self.get(cell) {
                tiles += 1;
                if t.colour == colour {
                    return Some(Reach { end: cell, tiles });
                }
            }
        }
        None
    }

    /// Every bracket the newly placed tiles close (the board already holds them), each
    /// with the new tile it starts from: in each direction from each new tile; the bracket
    /// two new tiles form together is found from both and given once (from the first).
    pub(crate) fn new_brackets<'a>(
        &'a self,
        placed: &'a [Placement],
    ) -> impl Iterator<Item = (Placement, Reach)> + 'a {
        placed.iter().enumerate().flat_map(move |(k, &p)| {
            Dir::ALL.into_iter().filter_map(move |dir| {
                let reach = self.reach(p.cell, p.tile.colour, dir)?;
                (k == 0 || reach.end != placed[0].cell).then_some((p, reach))
            })
        })
    }

    /// Whether every tile is connected to every other through shared sides.
    pub(crate) fn is_connected(&self) -> bool {
        let Some((first, _)) = self.tiles().next() else {
            return true;
        };
        let mut seen = [false; Cell::SPAN * Cell::SPAN];
        let mut todo = vec![first];
        seen[first.index()] = true;
        let mut reached = 0;
        while let Some(c) = todo.pop() {
            reached += 1;
            for n in c.neighbours() {
                if self.get(n).is_some() && !seen[n.index()] {
                    seen[n.index()] = true;
                    todo.push(n);
                }
            }
        }
        reached == self.count
    }
}

fn all_in_range(cells: &[Cell]) -> bool {
    cells.iter().all(|c| c.in_range())
}

impl std::fmt::Debug for Board {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_map().entries(self.tiles()).finish()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::types::Symbol;

    fn t(colour: Colour) -> Tile {
        Tile::new(colour, Symbol::Star)
    }

    #[test]
    fn the_span_grows_and_must_stay_within_eight() {
        let mut b = Board::empty();
        assert!(b.fits(&[Cell::new(8, 8)]) && b.span().is_none());
        b.put(Cell::new(0, 0), t(Colour::Red));
        b.put(Cell::new(3, -2), t(Colour::Red));
        assert_eq!(b.span(), Some((0, 3, -2, 0)));
        assert!(b.fits(&[Cell::new(7, 5)]), "columns 0..=7, rows -2..=5");
        assert!(!b.fits(&[Cell::new(8, 0)]), "nine columns");
        assert!(!b.fits(&[Cell::new(0, 6)]), "nine rows");
        assert!(b.fits(&[Cell::new(-4, 0)]), "columns -4..=3");
        assert!(!b.fits(&[Cell::new(-5, 0)]), "columns -5..=3");
        assert!(b.fits(&[Cell::new(-4, 0), Cell::new(1, 1)]));
        assert!(
            !b.fits(&[Cell::new(-4, 0), Cell::new(4, 1)]),
            "both at once"
        );
        assert!(!b.fits(&[Cell::new(9, 0)]), "beyond the array");
    }

    #[test]
    fn a_walk_passes_gaps_and_other_colours_and_stops_at_its_colour() {
        let mut b = Board::empty();
        b.put(Cell::new(1, 0), t(Colour::Pink));
        b.put(Cell::new(3, 0), t(Colour::Red));
        b.put(Cell::new(4, 0), t(Colour::Blue));
        let from = Cell::new(0, 0);
        assert_eq!(
            b.reach(from, Colour::Red, Dir::Right),
            Some(Reach {
                end: Cell::new(3, 0),
                tiles: 3
            })
        );
        assert_eq!(b.reach(from, Colour::Yellow, Dir::Right), None);
        assert_eq!(b.reach(from, Colour::Red, Dir::Left), None);
        assert!(!b.is_connected() && b.len() == 3);
    }
}
