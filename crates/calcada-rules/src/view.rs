//! What a player can see of a game: everything but the order of the face-down stacks.
//!
//! Bots decide from a [`PublicView`], never from the game itself. The view borrows the game
//! (making one costs nothing) and offers its getters and legal-move lists, but neither the
//! seed (which would give the order away) nor the snapshot, nor the game itself. A search
//! samples the hidden part with [`PublicView::determinise`]: a copy of the game whose
//! stacks are first put in one canonical order (sorted: the composition of each stack is
//! public, any player can count it) and then shuffled by the searcher's own generator, so
//! the actual order can never influence a decision.

use super::action::{Action, Declaration, Outcome, Placement, Step};
use super::error::RuleError;
use super::game::Game;
use super::layout::BoardLayout;
use super::player::PlayerState;
use super::scoring::ScoreBreakdown;
use super::settings::Settings;
use super::types::{Colour, Space, Tile};
use game_kit::rng::shuffle;
use rand::Rng;

/// A game as every player sees it. Two games that differ only in their stacks' order (or
/// their seed) give equal views.
#[derive(Copy, Clone, Debug)]
pub struct PublicView<'g> {
    game: &'g Game,
}

/// Getters of the game that reveal nothing hidden, each documented on [`Game`].
macro_rules! public {
    ($($name:ident($($arg:ident: $ty:ty),*) -> $ret:ty;)*) => {
        $(
            #[doc = concat!("See [`Game::", stringify!($name), "`].")]
            pub fn $name(&self $(, $arg: $ty)*) -> $ret {
                self.game.$name($($arg),*)
            }
        )*
    };
}

impl<'g> PublicView<'g> {
    /// The public part of `game`.
    pub fn new(game: &'g Game) -> PublicView<'g> {
        PublicView { game }
    }

    /// The game with its stacks in canonical (sorted) order and no seed: what is public. A
    /// copy any player could make: playing a planned turn on it (the panel's preview) gives
    /// the same result whatever the real order, and reveals nothing face down (what a refill
    /// draws from it is not what the real stack holds, so it is shown face down).
    pub fn canonical(&self) -> Game {
        let mut game = self.game.clone();
        game.seed = 0;
        for stack in &mut game.stacks {
            stack.tiles_mut().sort_unstable();
        }
        game
    }

    /// One game consistent with what is seen: each stack's tiles, sorted, then shuffled by
    /// `rng`. The seed of the copy is 0.
    pub fn determinise(&self, rng: &mut impl Rng) -> Game {
        let mut game = self.canonical();
        for stack in &mut game.stacks {
            shuffle(rng, stack.tiles_mut());
        }
        game
    }

    public! {
        settings() -> &Settings;
        layout() -> &BoardLayout;
        multipliers() -> &[u8];
        players() -> &[PlayerState];
        player(seat: usize) -> &PlayerState;
        start_player() -> usize;
        current() -> usize;
        round() -> u32;
        step() -> Step;
        is_over() -> bool;
        outcome() -> Option<&Outcome>;
        end_triggered() -> bool;
        stones(space: Space, colour: Colour) -> u8;
        stones_on(space: Space) -> u8;
        scoreboard_row(colour: Colour) -> Option<usize>;
        multiplier(colour: Colour) -> Option<u8>;
        is_closed(colour: Colour) -> bool;
        stones_off() -> usize;
        display(colour: Colour) -> &[Tile];
        stack_size(colour: Colour) -> usize;
        removed(colour: Colour) -> &[Tile];
        score_breakdown(seat: usize) -> ScoreBreakdown;
        open_squares(seat: usize) -> [u32; 5];
        fitting_squares(seat: usize, colour: Colour, number: u8) -> u32;
        legal_declaration_mask() -> u32;
        stone_mask() -> u32;
        legal_declarations() -> Vec<Declaration>;
        has_legal_declaration() -> bool;
        legal_placements() -> Vec<Placement>;
        legal_actions() -> Vec<Action>;
        legal_actions_into(out: &mut Vec<Action>) -> ();
        check(seat: usize, action: Action) -> Result<(), RuleError>;
    }
}

impl PartialEq for PublicView<'_> {
    fn eq(&self, other: &Self) -> bool {
        std::ptr::eq(self.game, other.game) || self.canonical() == other.canonical()
    }
}

impl Eq for PublicView<'_> {}

#[cfg(test)]
mod tests {
    use super::super::{settings::Settings, types::Colour};
    use super::*;
    use rand::rngs::Xoshiro256PlusPlus;
    use rand::SeedableRng;

    #[test]
    fn the_view_hides_the_order_and_keeps_the_composition() {
        let settings = Settings::new(["a", "b"], "A");
        let game = Game::new(settings.clone(), 7).unwrap();
        let other = Game::new(settings, 8).unwrap();
        let view = PublicView::new(&game);
        // A game that differs only in its stacks' order has the same view.
        let mut s = game.snapshot();
        for stack in &mut s.stacks {
            stack.reverse();
        }
        s.seed = 99;
        let reordered = Game::from_snapshot(s).unwrap();
        assert_ne!(reordered, game);
        assert_eq!(PublicView::new(&reordered), view);
        assert_ne!(PublicView::new(&other), view);
        // Determinising depends only on the view and the generator, keeps every pile's
        // tiles, and shuffles the stacks.
        let deal = |g: &Game, seed: u64| {
            PublicView::new(g).determinise(&mut Xoshiro256PlusPlus::seed_from_u64(seed))
        };
        let d = deal(&game, 1);
        assert_eq!(deal(&reordered, 1), d);
        assert_ne!(deal(&game, 2), d);
        assert_eq!(d.seed(), 0);
        let (actual, dealt) = (game.snapshot(), d.snapshot());
        for c in Colour::ALL {
            let (mut a, mut b) = (
                actual.stacks[c.index()].clone(),
                dealt.stacks[c.index()].clone(),
            );
            assert_ne!(a, b, "{c}: shuffled");
            a.sort_unstable();
            b.sort_unstable();
            assert_eq!(a, b, "{c}: same tiles");
            assert_eq!(dealt.displays[c.index()], actual.displays[c.index()]);
        }
    }
}
