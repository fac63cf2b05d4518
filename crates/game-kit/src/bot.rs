//! What a bot is, and playing a game out with one bot per seat.

use super::rules::Rules;

/// A player that chooses actions for its seat, from what that seat may know.
pub trait Bot<G: Rules>: Send {
    /// One legal action for the view's seat, whose turn it is. Never called on a finished
    /// game.
    fn decide(&mut self, view: &G::View<'_>) -> G::Action;

    /// [`Bot::decide`] on the view of the seat to move in `game`: the one call for a caller
    /// holding the game. Not meant to be overridden.
    fn choose(&mut self, game: &G) -> G::Action {
        let seat = game
            .to_move()
            .expect("a bot is asked to move only while the game runs");
        self.decide(&game.view(seat))
    }
}

/// A finished bot game: the final position and every action with its seat.
pub struct PlayedGame<G: Rules> {
    /// The final position.
    pub game: G,
    /// Every action, with the seat that played it, in order.
    pub actions: Vec<(usize, G::Action)>,
}

/// Plays `game` to its end with one bot per seat, calling `observe` after every action.
/// Panics if a bot chooses an illegal action or the game outlasts [`Rules::MAX_ACTIONS`].
pub fn play_out<G: Rules>(
    mut game: G,
    bots: &mut [Box<dyn Bot<G>>],
    mut observe: impl FnMut(&G, usize, G::Action),
) -> PlayedGame<G> {
    let mut actions = Vec::with_capacity(128);
    while let Some(seat) = game.to_move() {
        assert!(actions.len() < G::MAX_ACTIONS, "a bot game did not end");
        let action = bots[seat].choose(&game);
        if let Err(e) = game.apply(seat, action) {
            panic!("bot {seat} chose an illegal action {action:?}: {e}");
        }
        observe(&game, seat, action);
        actions.push((seat, action));
    }
    PlayedGame { game, actions }
}
