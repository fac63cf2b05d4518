//! What one seat may know of a game: the table, everyone's colours, points, how many tiles
//! each holds in hand and pile, and its own hand, nothing more. Later layers hand a seat
//! (or a bot playing it) a [`PlayerView`], never the game, so that nothing hidden leaks.

use super::action::{Outcome, Placement};
use super::game::Game;
use super::types::{Colour, Tile};
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

impl Game {
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
