//! What an action would score, without playing it: for hints and bots, which weigh many
//! actions. Reads only the table (and the tiles given), so it reveals nothing hidden.

use super::action::{Action, Placement};
use super::game::Game;
use super::types::{Cell, Colour, Dir};

impl Game {
    /// The points `action` would score for whoever plays it now: the brackets its tiles
    /// would close, as [`Game::play`] counts them. The action is not checked: for an
    /// illegal one the number means nothing. A pass scores 0.
    pub fn points(&self, action: Action) -> u32 {
        let placed: Vec<Placement> = action.placements().collect();
        if placed.is_empty() {
            return 0;
        }
        let mut board = self.board.clone();
        for p in &placed {
            board.put(p.cell, p.tile);
        }
        board.new_brackets(&placed).map(|(_, r)| r.tiles).sum()
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
