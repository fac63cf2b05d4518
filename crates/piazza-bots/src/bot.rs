//! What a bot is, and playing a game out with one bot per seat.

use piazza_rules::{Action, Game, PlayerView};

/// A player that chooses actions for its seat.
pub trait Bot: Send {
    /// One legal action for the view's seat, whose turn it is, decided from what that seat
    /// can see. Never called on a finished game.
    fn decide(&mut self, view: &PlayerView) -> Action;

    /// [`Bot::decide`] on the view of the seat to move in `game`: the one call for a caller
    /// holding the game. Not meant to be overridden.
    fn choose(&mut self, game: &Game) -> Action {
        self.decide(&game.view(game.current()))
    }
}

/// A finished bot game: the final position and every action with its seat.
pub struct PlayedGame {
    /// The final position.
    pub game: Game,
    /// Every action, with the seat that played it, in order.
    pub actions: Vec<(usize, Action)>,
}

/// Upper bound on actions in one game: every turn places a tile (48 at most) or passes, and
/// a round of passes ends the game.
pub const MAX_ACTIONS: usize = 1_000;

/// Plays `game` to its end with one bot per seat, calling `observe` after every action.
pub fn play_out(
    mut game: Game,
    bots: &mut [Box<dyn Bot>],
    mut observe: impl FnMut(&Game, usize, Action),
) -> PlayedGame {
    let mut actions = Vec::with_capacity(64);
    while !game.is_over() {
        assert!(actions.len() < MAX_ACTIONS, "a bot game did not end");
        let seat = game.current();
        let action = bots[seat].choose(&game);
        if let Err(e) = game.play(seat, action) {
            panic!("bot {seat} chose an illegal action {action:?}: {e}");
        }
        observe(&game, seat, action);
        actions.push((seat, action));
    }
    PlayedGame { game, actions }
}
