//! Piles of tiles held in place, with no allocation: a colour's face-up display, the tiles set
//! aside when it closes, and its face-down stack. A whole game then copies in one go, which
//! the bots' searches do thousands of times per decision.

use super::types::{Colour, Symbol, Tile};
use std::fmt;

/// Tiles of one colour in a game: the most a stack can ever hold.
pub(crate) const TILES_PER_COLOUR: usize = 25;

/// What fills the unused places of a pile; never read.
const FILLER: Tile = Tile::new(Colour::Blue, Symbol::Wave);

/// Up to `N` tiles in order. Equality and `Debug` look at the tiles held only.
#[derive(Clone, Copy)]
pub(crate) struct Pile<const N: usize> {
    tiles: [Tile; N],
    len: u8,
}

impl<const N: usize> Pile<N> {
    pub(crate) const EMPTY: Pile<N> = Pile {
        tiles: [FILLER; N],
        len: 0,
    };

    /// A pile holding `tiles`, or `None` if they are more than `N`.
    pub(crate) fn from_slice(tiles: &[Tile]) -> Option<Pile<N>> {
        let mut pile = Pile::EMPTY;
        pile.tiles.get_mut(..tiles.len())?.copy_from_slice(tiles);
        pile.len = tiles.len() as u8;
        Some(pile)
    }

    pub(crate) fn as_slice(&self) -> &[Tile] {
        &self.tiles[..usize::from(self.len)]
    }

    pub(crate) fn as_mut_slice(&mut self) -> &mut [Tile] {
        &mut self.tiles[..usize::from(self.len)]
    }

    pub(crate) fn len(&self) -> usize {
        usize::from(self.len)
    }

    pub(crate) fn is_empty(&self) -> bool {
        self.len == 0
    }

    /// Adds a tile at the end. The rules never overfill a pile: a full one is a bug.
    pub(crate) fn push(&mut self, tile: Tile) {
        self.tiles[usize::from(self.len)] = tile;
        self.len += 1;
    }

    /// Takes the last tile.
    pub(crate) fn pop(&mut self) -> Option<Tile> {
        self.len = self.len.checked_sub(1)?;
        Some(self.tiles[usize::from(self.len)])
    }

    /// Takes the tile at `at`; the tiles after it move up, keeping their order.
    pub(crate) fn remove(&mut self, at: usize) -> Tile {
        let tile = self.as_slice()[at];
        self.tiles.copy_within(at + 1..usize::from(self.len), at);
        self.len -= 1;
        tile
    }

    /// Puts `tiles` in front of the pile's tiles.
    pub(crate) fn push_front(&mut self, tiles: &[Tile]) {
        let (n, k) = (usize::from(self.len), tiles.len());
        self.tiles.copy_within(..n, k);
        self.tiles[..k].copy_from_slice(tiles);
        self.len += k as u8;
    }

    /// Empties the pile, returning what it held.
    pub(crate) fn take(&mut self) -> Pile<N> {
        std::mem::replace(self, Pile::EMPTY)
    }
}

impl<const N: usize> PartialEq for Pile<N> {
    fn eq(&self, other: &Self) -> bool {
        self.as_slice() == other.as_slice()
    }
}

impl<const N: usize> Eq for Pile<N> {}

impl<const N: usize> fmt::Debug for Pile<N> {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.as_slice()).finish()
    }
}

/// A colour's face-down stack. Kept bottom first, so that drawing from the top is taking
/// the last tile and a refresh puts tiles in front.
#[derive(Clone, Copy, PartialEq, Eq, Debug)]
pub(crate) struct Stack(Pile<TILES_PER_COLOUR>);

impl Stack {
    pub(crate) const EMPTY: Stack = Stack(Pile::EMPTY);

    /// A stack from its tiles listed top first, or `None` if they are too many.
    pub(crate) fn from_top_first(tiles: &[Tile]) -> Option<Stack> {
        let mut pile = Pile::from_slice(tiles)?;
        pile.as_mut_slice().reverse();
        Some(Stack(pile))
    }

    /// The tiles, top first.
    pub(crate) fn top_first(&self) -> impl Iterator<Item = Tile> + '_ {
        self.0.as_slice().iter().rev().copied()
    }

    pub(crate) fn len(&self) -> usize {
        self.0.len()
    }

    /// Takes the top tile.
    pub(crate) fn draw(&mut self) -> Option<Tile> {
        self.0.pop()
    }

    /// Puts `tiles` under the stack in their order: the last of them ends at the bottom.
    pub(crate) fn put_under(&mut self, tiles: &[Tile]) {
        let mut reversed = [FILLER; TILES_PER_COLOUR];
        let reversed = &mut reversed[..tiles.len()];
        reversed.copy_from_slice(tiles);
        reversed.reverse();
        self.0.push_front(reversed);
    }

    /// The tiles in storage order (bottom first): for reordering them all at once.
    pub(crate) fn tiles_mut(&mut self) -> &mut [Tile] {
        self.0.as_mut_slice()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tiles(symbols: &[Symbol]) -> Vec<Tile> {
        symbols.iter().map(|&s| Tile::new(Colour::Red, s)).collect()
    }

    #[test]
    fn a_pile_keeps_order_and_compares_by_content() {
        use Symbol::*;
        let mut p = Pile::<3>::from_slice(&tiles(&[Wave, Star, Fish])).unwrap();
        assert!(Pile::<3>::from_slice(&tiles(&[Wave, Star, Fish, Bonus])).is_none());
        assert_eq!(p.remove(1), tiles(&[Star])[0]);
        assert_eq!(p.as_slice(), tiles(&[Wave, Fish]));
        let mut q = Pile::<3>::from_slice(&tiles(&[Flower, Fish])).unwrap();
        q.remove(0);
        q.push_front(&tiles(&[Wave]));
        assert_eq!(p, q, "the unused places do not count");
        assert_eq!(q.pop(), Some(tiles(&[Fish])[0]));
        assert_eq!(q.take().len(), 1);
        assert!(q.is_empty() && q.pop().is_none());
    }

    #[test]
    fn a_stack_draws_from_the_top_and_takes_a_refresh_underneath() {
        use Symbol::*;
        let mut s = Stack::from_top_first(&tiles(&[Wave, Star])).unwrap();
        s.put_under(&tiles(&[Fish, Flower, Bonus]));
        let top_first: Vec<Tile> = s.top_first().collect();
        assert_eq!(top_first, tiles(&[Wave, Star, Fish, Flower, Bonus]));
        assert_eq!(s.draw(), Some(tiles(&[Wave])[0]));
        assert_eq!(s.len(), 4);
        assert_eq!(
            s,
            Stack::from_top_first(&tiles(&[Star, Fish, Flower, Bonus])).unwrap()
        );
    }
}
