//! What a bot is, and playing a game out with one bot per seat.

use super::level::BotLevel;
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

/// A seed for a bot from what every player sees (each seat's name and points, then the
/// turn or round), never from a game's secret seed, which dealt what is face down: a bot's
/// public moves must not carry anything of it. FNV-1a over those facts.
pub fn public_seed<'a>(players: impl IntoIterator<Item = (&'a str, u32)>, turn: u32) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |x: u64| {
        h ^= x;
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    for (name, points) in players {
        name.bytes().for_each(|b| mix(u64::from(b)));
        mix(u64::from(points));
    }
    mix(u64::from(turn));
    h
}

/// Plays while `bot_for(game, seat)` names a bot level for the seat to move, each action
/// chosen by a bot `build(level, seed)` seeded with `public(game)` (the position's public
/// facts, [`public_seed`]) mixed with the stored game's `version` and the actions played so
/// far: reproducible, and a replay never depends on it (the log holds the actions).
pub fn play_bots<G: Rules>(
    game: &mut G,
    version: u64,
    public: impl Fn(&G) -> u64,
    build: impl Fn(BotLevel, u64) -> Box<dyn Bot<G>>,
    bot_for: impl Fn(&G, usize) -> Option<BotLevel>,
) -> Vec<(usize, G::Action)> {
    let mut out = Vec::new();
    while let Some(seat) = game.to_move() {
        let Some(level) = bot_for(game, seat) else {
            break;
        };
        let seed = public(game) ^ version.rotate_left(17) ^ out.len() as u64;
        let action = build(level, seed).choose(game);
        if let Err(e) = game.apply(seat, action) {
            panic!("bot {seat} chose an illegal action {action:?}: {e}");
        }
        out.push((seat, action));
    }
    out
}

/// The turn of the seat to move played by a bot of `level` (`None`: nobody plays it):
/// [`play_bots`] while the game's [`Rules::turns_played`] has not moved (a turn of several
/// steps is played to its end, and no further).
pub fn play_one_turn<G: Rules>(
    game: &mut G,
    version: u64,
    public: impl Fn(&G) -> u64,
    build: impl Fn(BotLevel, u64) -> Box<dyn Bot<G>>,
    level: Option<BotLevel>,
) -> Vec<(usize, G::Action)> {
    let turns = game.turns_played();
    play_bots(game, version, public, build, |g, _| {
        (g.turns_played() == turns).then_some(level).flatten()
    })
}

#[cfg(test)]
mod tests {
    use super::public_seed;

    /// The seeds the games' bots always had (computed apart, in Python, from the mix as the
    /// two games wrote it before it was shared): a change here changes every bot's moves.
    #[test]
    fn public_seeds_are_the_ones_bots_always_had() {
        assert_eq!(
            public_seed([("Ana", 12), ("Bruno", 0)], 3),
            0xbe94_b473_1583_eb68
        );
        assert_eq!(public_seed([], 0), 0xaf63_bd4c_8601_b7df);
        assert_eq!(public_seed([("Zoé", 7)], 1), 0xea3c_62c8_be61_333a);
        assert_ne!(
            public_seed([("Ana", 12), ("Bruno", 0)], 3),
            public_seed([("Bruno", 0), ("Ana", 12)], 3),
            "the seats' order counts"
        );
    }
}
