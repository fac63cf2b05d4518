//! What may be played: [`Game::check`] (every rule, without changing anything) and the
//! lists of legal actions for interfaces and bots.

use super::action::{Action, Placement};
use super::error::RuleError;
use super::game::Game;
use super::types::{Cell, Tile};

/// The cells strictly between two cells of one row or column.
fn between(a: Cell, b: Cell) -> impl Iterator<Item = Cell> {
    let (dc, dr) = ((b.col - a.col).signum(), (b.row - a.row).signum());
    let steps = (b.col - a.col).abs().max((b.row - a.row).abs());
    (1..steps).map(move |k| Cell::new(a.col + k * dc, a.row + k * dr))
}

impl Game {
    /// Whether `seat` may play `action` now; the error says why not. Changes nothing.
    pub fn check(&self, seat: usize, action: Action) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        if seat >= self.players.len() {
            return Err(RuleError::NoSuchSeat { seat });
        }
        if seat != self.current {
            return Err(RuleError::NotYourTurn {
                current: self.players[self.current].name.clone(),
            });
        }
        match action {
            Action::Pass if self.can_place() => Err(RuleError::MustPlace),
            Action::Pass => Ok(()),
            Action::Place { first, second } => self.check_place(seat, first, second),
        }
    }

    fn check_place(
        &self,
        seat: usize,
        first: Placement,
        second: Option<Placement>,
    ) -> Result<(), RuleError> {
        let player = &self.players[seat];
        if player.holds(first.tile) == 0 {
            return Err(RuleError::NotInHand { tile: first.tile });
        }
        let Some(second) = second else {
            return self.check_cell(first.tile, first.cell);
        };
        let needed = 1 + usize::from(second.tile == first.tile);
        if player.holds(second.tile) < needed {
            return Err(RuleError::NotInHand { tile: second.tile });
        }
        if first.cell == second.cell {
            return Err(RuleError::SameCell { cell: first.cell });
        }
        self.check_cell(first.tile, first.cell)?;
        self.check_cell(second.tile, second.cell)?;
        if first.cell.touches(second.cell) {
            if first.tile.colour == second.tile.colour {
                return Err(RuleError::SameColourNeighbour {
                    cell: second.cell,
                    neighbour: first.cell,
                });
            }
            if first.tile.symbol == second.tile.symbol {
                return Err(RuleError::SameSymbolNeighbour {
                    cell: second.cell,
                    neighbour: first.cell,
                });
            }
        }
        if !self.board.fits(&[first.cell, second.cell]) {
            return Err(RuleError::OutsideGrid { cell: second.cell });
        }
        self.check_bracket(first, second)
    }

    /// Whether `tile` may go on `cell` by itself: an empty cell, within 8x8, along a tile
    /// already on the table, unlike every neighbour in colour and symbol.
    fn check_cell(&self, tile: Tile, cell: Cell) -> Result<(), RuleError> {
        if !cell.in_range() || !self.board.fits(&[cell]) {
            return Err(RuleError::OutsideGrid { cell });
        }
        if self.board.get(cell).is_some() {
            return Err(RuleError::CellTaken { cell });
        }
        if !self.board.has_neighbour(cell) {
            return Err(RuleError::NotAlongside { cell });
        }
        for neighbour in cell.neighbours() {
            let Some(t) = self.board.get(neighbour) else {
                continue;
            };
            if t.colour == tile.colour {
                return Err(RuleError::SameColourNeighbour { cell, neighbour });
            }
            if t.symbol == tile.symbol {
                return Err(RuleError::SameSymbolNeighbour { cell, neighbour });
            }
        }
        Ok(())
    }

    /// Whether two tiles, each placeable alone, form a bracket: one colour, one row or
    /// column, no tile of their colour between them.
    fn check_bracket(&self, first: Placement, second: Placement) -> Result<(), RuleError> {
        let (a, b) = (first.cell, second.cell);
        if first.tile.colour != second.tile.colour {
            return Err(RuleError::TwoColours {
                first: first.tile.colour,
                second: second.tile.colour,
            });
        }
        if a.col != b.col && a.row != b.row {
            return Err(RuleError::NotInLine {
                first: a,
                second: b,
            });
        }
        match between(a, b).find(|&c| {
            self.board
                .get(c)
                .is_some_and(|t| t.colour == first.tile.colour)
        }) {
            Some(c) => Err(RuleError::NotABracket {
                first: a,
                second: b,
                between: c,
            }),
            None => Ok(()),
        }
    }

    /// The empty cells a tile could go on as far as the table's shape goes: alongside a
    /// tile, keeping the piazza within 8x8 (row by row). Which tile may go there depends on
    /// its neighbours ([`Game::fits_alone`]).
    pub fn frontier(&self) -> Vec<Cell> {
        let mut frontier = Vec::new();
        let mut seen = [false; Cell::SPAN * Cell::SPAN];
        for (cell, _) in self.board.tiles() {
            for n in cell.neighbours() {
                if !seen[n.index()] && self.board.get(n).is_none() && self.board.fits(&[n]) {
                    seen[n.index()] = true;
                    frontier.push(n);
                }
            }
        }
        frontier.sort_unstable();
        frontier
    }

    /// Whether `tile` may go on `cell` by itself as far as the table goes (empty, alongside,
    /// within 8x8, unlike its neighbours), whoever holds it.
    pub fn fits_alone(&self, tile: Tile, cell: Cell) -> bool {
        self.check_cell(tile, cell).is_ok()
    }

    /// The distinct tiles of the current seat's hand, each with the cells it may go on
    /// by itself.
    fn single_cells(&self) -> Vec<(Tile, Vec<Cell>)> {
        let frontier = self.frontier();
        let mut tiles = self.players[self.current].hand.clone();
        tiles.sort_unstable();
        tiles.dedup();
        tiles
            .into_iter()
            .map(|t| {
                let cells = frontier
                    .iter()
                    .copied()
                    .filter(|&c| self.check_cell(t, c).is_ok())
                    .collect();
                (t, cells)
            })
            .collect()
    }

    /// Whether the seat to move can place at least one tile.
    pub fn can_place(&self) -> bool {
        !self.is_over() && self.single_cells().iter().any(|(_, c)| !c.is_empty())
    }

    /// Every legal action of the seat to move: each single tile on each cell it may go
    /// on, then each bracket of two (its lower cell first), or only [`Action::Pass`] when
    /// nothing can be placed. Empty once the game is over.
    pub fn legal_actions(&self) -> Vec<Action> {
        if self.is_over() {
            return Vec::new();
        }
        let singles = self.single_cells();
        let mut out: Vec<Action> = singles
            .iter()
            .flat_map(|(t, cells)| cells.iter().map(|&c| Action::one(*t, c)))
            .collect();
        if out.is_empty() {
            return vec![Action::Pass];
        }
        let hand = &self.players[self.current];
        for (i, (ti, ci)) in singles.iter().enumerate() {
            for (j, (tj, cj)) in singles.iter().enumerate().skip(i) {
                if ti.colour != tj.colour || (i == j && hand.holds(*ti) < 2) {
                    continue;
                }
                for &a in ci {
                    for &b in cj {
                        if (i == j && a >= b) || a == b {
                            continue;
                        }
                        let (pa, pb) = (
                            Placement { tile: *ti, cell: a },
                            Placement { tile: *tj, cell: b },
                        );
                        if a.touches(b)
                            || !self.board.fits(&[a, b])
                            || self.check_bracket(pa, pb).is_err()
                        {
                            continue;
                        }
                        out.push(if a < b {
                            Action::two(pa, pb)
                        } else {
                            Action::two(pb, pa)
                        });
                    }
                }
            }
        }
        out
    }

    /// The legal actions of `seat`: [`Game::legal_actions`] on its turn, none otherwise.
    pub fn legal_actions_for(&self, seat: usize) -> Vec<Action> {
        if seat == self.current {
            self.legal_actions()
        } else {
            Vec::new()
        }
    }
}
