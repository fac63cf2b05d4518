//! What one seat may know of a game: the table, everyone's colours, points, how many tiles
//! each holds in hand and pile, and its own hand, nothing more. Later layers hand a seat
//! (or a bot playing it) a [`PlayerView`], never the game, so that nothing hidden leaks.
//! What everyone may know (a channel's picture) is a [`PublicView`]: the same without a hand.

use super::action::{Outcome, Placement};
use super::game::Game;
use super::types::{Cell, Colour, Tile};
use serde::{Deserialize, Serialize};

/// What everyone knows of a seat.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct SeatView {
    pub name: String,
    pub colours: Vec<Colour>,
    pub score: u32,
    pub hand_size: usize,
    pub pile_size: usize,
    pub finished: Option<u32>,
}

/// A game as one seat sees it. Two games that differ only in what that seat cannot see
/// (the others' hands, every pile's order, the seed) give equal views.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PlayerView {
    /// The seat this view is for.
    pub seat: usize,
    /// Its own hand.
    pub hand: Vec<Tile>,
    pub seats: Vec<SeatView>,
    pub neutral: Option<Colour>,
    /// The tiles on the table, row by row.
    pub table: Vec<Placement>,
    pub start_player: usize,
    pub current: usize,
    pub turn: u32,
    /// Passes in a row since the last placement (everyone saw them).
    #[serde(default)]
    pub passes: u32,
    pub outcome: Option<Outcome>,
}

/// A game as everyone sees it: a [`PlayerView`] without its hand. Two games that differ
/// only in hidden things (hands, piles, the seed) give equal public views.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct PublicView {
    pub seats: Vec<SeatView>,
    pub neutral: Option<Colour>,
    /// The tiles on the table, row by row.
    pub table: Vec<Placement>,
    pub start_player: usize,
    pub current: usize,
    pub turn: u32,
    pub passes: u32,
    pub outcome: Option<Outcome>,
}

impl PlayerView {
    /// What everyone may know: this view less the seat's hand.
    pub fn public(&self) -> PublicView {
        PublicView {
            seats: self.seats.clone(),
            neutral: self.neutral,
            table: self.table.clone(),
            start_player: self.start_player,
            current: self.current,
            turn: self.turn,
            passes: self.passes,
            outcome: self.outcome.clone(),
        }
    }
}

impl PublicView {
    /// The tile on a cell.
    pub fn tile_at(&self, cell: Cell) -> Option<Tile> {
        self.table.iter().find(|p| p.cell == cell).map(|p| p.tile)
    }

    /// The columns and rows the tiles span, `(min col, max col, min row, max row)`, as
    /// [`Game::span`].
    pub fn span(&self) -> (i8, i8, i8, i8) {
        self.table
            .iter()
            .fold((i8::MAX, i8::MIN, i8::MAX, i8::MIN), |s, p| {
                (
                    s.0.min(p.cell.col),
                    s.1.max(p.cell.col),
                    s.2.min(p.cell.row),
                    s.3.max(p.cell.row),
                )
            })
    }

    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
}

impl Game {
    /// What everyone may know of the game (no hand).
    pub fn public_view(&self) -> PublicView {
        self.view(self.current).public()
    }

    /// What `seat` may know; panics if there is no such seat.
    pub fn view(&self, seat: usize) -> PlayerView {
        PlayerView {
            seat,
            hand: self.players[seat].hand.clone(),
            seats: self
                .players
                .iter()
                .map(|p| SeatView {
                    name: p.name.clone(),
                    colours: p.colours.clone(),
                    score: p.score,
                    hand_size: p.hand.len(),
                    pile_size: p.pile.len(),
                    finished: p.finished,
                })
                .collect(),
            neutral: self.neutral,
            table: self
                .board
                .tiles()
                .map(|(cell, tile)| Placement { tile, cell })
                .collect(),
            start_player: self.start_player,
            current: self.current,
            turn: self.turn,
            passes: self.passes,
            outcome: self.outcome.clone(),
        }
    }
}
