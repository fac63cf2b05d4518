//! One seat's state: its colours, its private hand, its face-down pile, its points.

use super::types::{Colour, Tile};

/// A seat of a game. Its hand and pile are hidden from the other seats: a
/// [`crate::PlayerView`] shows them only to their owner (the pile's size to everyone).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerState {
    pub(crate) name: String,
    /// The seat's own colour sets: two with 2 players, one with 3 or 4.
    pub(crate) colours: Vec<Colour>,
    pub(crate) hand: Vec<Tile>,
    /// Face down, top first.
    pub(crate) pile: Vec<Tile>,
    pub(crate) score: u32,
    /// 1 for the first seat to place all of its tiles...
    pub(crate) finished: Option<u32>,
}

impl PlayerState {
    /// The seat's name.
    pub fn name(&self) -> &str {
        &self.name
    }
    /// The seat's own colours (with 3 players, the neutral colour is shared besides).
    pub fn colours(&self) -> &[Colour] {
        &self.colours
    }
    /// The tiles in the seat's hand (private to the seat).
    pub fn hand(&self) -> &[Tile] {
        &self.hand
    }
    /// How many tiles the seat's face-down pile holds.
    pub fn pile_size(&self) -> usize {
        self.pile.len()
    }
    /// Points scored so far.
    pub fn score(&self) -> u32 {
        self.score
    }
    /// The seat's place in the order of finishing, once it has placed all of its tiles.
    pub fn finished(&self) -> Option<u32> {
        self.finished
    }
    /// Whether the seat still has tiles to place.
    pub fn is_playing(&self) -> bool {
        self.finished.is_none()
    }

    /// Moves tiles from the top of the pile into the hand until it holds three or the pile
    /// is empty; how many were drawn.
    pub(crate) fn refill(&mut self) -> usize {
        let n = (super::settings::HAND_SIZE.saturating_sub(self.hand.len())).min(self.pile.len());
        self.hand.extend(self.pile.drain(..n));
        n
    }

    /// Takes one `tile` from the hand, if it holds one.
    pub(crate) fn take(&mut self, tile: Tile) -> Option<Tile> {
        let at = self.hand.iter().position(|&t| t == tile)?;
        Some(self.hand.remove(at))
    }

    /// How many tiles equal to `tile` the hand holds.
    pub(crate) fn holds(&self, tile: Tile) -> usize {
        self.hand.iter().filter(|&&t| t == tile).count()
    }
}
