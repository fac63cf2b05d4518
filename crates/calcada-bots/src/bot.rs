//! What a bot is, and playing a game out with one bot per seat.

use calcada_rules::{Action, Game, NoEvents, PublicView};

/// A player that chooses actions for the seat whose turn it is.
pub trait Bot: Send {
    /// One legal action for the player to move, decided from what every player can see.
    /// Never called on a finished game.
    fn decide(&mut self, view: &PublicView) -> Action;

    /// [`Bot::decide`] on the public view of `game`: the one call for a caller holding the
    /// game (`kind.build(seed).choose(&game)`). Not meant to be overridden.
    fn choose(&mut self, game: &Game) -> Action {
        self.decide(&PublicView::new(game))
    }
}

/// A finished bot game: the final position and every action with its seat.
pub struct PlayedGame {
    /// The final position.
    pub game: Game,
    /// Every action, with the seat that played it, in order.
    pub actions: Vec<(usize, Action)>,
}

/// Upper bound on actions in one game; the rules end every game long before (each round
/// places a tile or ends the game, and each bonus action spends a bonus tile).
pub const MAX_ACTIONS: usize = 20_000;

/// Plays `game` to its end with one bot per seat, calling `observe` after every action.
pub fn play_out(
    mut game: Game,
    bots: &mut [Box<dyn Bot>],
    mut observe: impl FnMut(&Game, usize, Action),
) -> PlayedGame {
    let mut actions = Vec::with_capacity(128);
    while !game.is_over() {
        assert!(actions.len() < MAX_ACTIONS, "a bot game did not end");
        let seat = game.current();
        let action = bots[seat].choose(&game);
        if let Err(e) = game.play_into(seat, action, &mut NoEvents) {
            panic!("bot {seat} chose an illegal action {action:?}: {e}");
        }
        observe(&game, seat, action);
        actions.push((seat, action));
    }
    PlayedGame { game, actions }
}
