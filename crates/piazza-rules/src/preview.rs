//! What an action would score, without playing it: for hints and bots, which weigh many
//! actions. Reads only the table (and the tiles given), so it reveals nothing hidden.

use super::action::{Action, Placement};
use super::board::Board;
use super::game::Game;
use super::types::{Cell, Colour, Dir};
use super::view::PublicView;
use serde::{Deserialize, Serialize};

/// A bracket an action would close: from the new tile on `from` to the tile of its colour
/// on `to`, worth `points` (the tiles it holds, both ends included).
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Bracket {
    pub colour: Colour,
    pub from: Cell,
    pub to: Cell,
    pub points: u32,
}

/// The brackets `action` would close on `board` (which does not hold its tiles yet), as
/// [`Game::play`] scores them.
fn brackets_on(mut board: Board, action: Action) -> Vec<Bracket> {
    let placed: Vec<Placement> = action.placements().collect();
    for p in &placed {
        board.put(p.cell, p.tile);
    }
    board
        .new_brackets(&placed)
        .map(|(p, r)| Bracket {
            colour: p.tile.colour,
            from: p.cell,
            to: r.end,
            points: r.tiles,
        })
        .collect()
}

impl PublicView {
    /// The brackets `action` would close if played now, read from the table alone (for a
    /// seat's preview of its own move): their points add up to [`Game::points`]. The action
    /// is not checked: for an illegal one the result means nothing.
    pub fn brackets(&self, action: Action) -> Vec<Bracket> {
        let mut board = Board::empty();
        for p in &self.table {
            board.put(p.cell, p.tile);
        }
        brackets_on(board, action)
    }
}

impl Game {
    /// The points `action` would score for whoever plays it now: the brackets its tiles
    /// would close, as [`Game::play`] counts them. The action is not checked: for an
    /// illegal one the number means nothing. A pass scores 0.
    pub fn points(&self, action: Action) -> u32 {
        if action == Action::Pass {
            return 0;
        }
        brackets_on(self.board.clone(), action)
            .iter()
            .map(|b| b.points)
            .sum()
    }

    /// The points a lone tile of `colour` newly placed on the empty `cell` would score
    /// (whether any such tile may go there is [`Game::fits_alone`]'s question).
    pub fn points_alone(&self, colour: Colour, cell: Cell) -> u32 {
        Dir::ALL
            .into_iter()
            .filter_map(|dir| self.board.reach(cell, colour, dir))
            .map(|r| r.tiles)
            .sum()
    }
}
