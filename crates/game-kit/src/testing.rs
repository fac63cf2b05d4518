//! Checks every game's tests run the same way (each rules crate's `tests/kit.rs`; a new game's
//! too): random games through [`Rules`] alone, the notation read back for every legal action,
//! the position seen as a [`GameState`] agreeing with its rules. They panic on a failure, as
//! assertions do.

use super::rng::{below, generator};
use super::rules::{GameState, Rules};
use std::fmt::Debug;

/// FNV-1a (64 bits) of a text: a short digest for tests that pin an output (a setup, a bot
/// game) to the bit.
pub fn digest(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

/// Plays `game` to its end with legal actions drawn from `seed`'s generator, calling `visit`
/// on every position, the first and the last included.
pub fn random_positions<G: Rules>(mut game: G, seed: u64, mut visit: impl FnMut(&G)) {
    let mut rng = generator(seed);
    let mut played = 0;
    while let Some(seat) = game.to_move() {
        assert!(played < G::MAX_ACTIONS, "a random game did not end");
        visit(&game);
        let legal = game.legal_actions(seat);
        assert!(!legal.is_empty(), "the seat to move has a legal action");
        let action = legal[below(&mut rng, legal.len())];
        if let Err(e) = game.play(seat, action) {
            panic!("the legal action {action} was refused: {e}");
        }
        played += 1;
    }
    visit(&game);
}

/// Every legal action of the seat to move reads back from its notation; returns how many
/// were read.
pub fn check_notation<G: Rules>(game: &G) -> usize {
    let Some(seat) = game.to_move() else {
        return 0;
    };
    let legal = game.legal_actions(seat);
    for &action in &legal {
        let text = action.to_string();
        match text.parse::<G::Action>() {
            Ok(back) => assert_eq!(back, action, "{text:?} reads back as another action"),
            Err(e) => panic!("{text:?} does not read back: {e}"),
        }
    }
    legal.len()
}

/// The position answers the same through [`Rules`] and as a [`GameState`]: only the seat to
/// move has legal actions, the snapshot's JSON gives the same game back, the standings are
/// best first, and the state downcasts to the game.
pub fn check_state<G: Rules + PartialEq + Debug>(game: &G) {
    let to_move = game.to_move();
    for seat in 0..game.seats() {
        let legal = game.legal_actions(seat);
        assert_eq!(legal.is_empty(), to_move != Some(seat), "seat {seat}");
    }
    let json = game.snapshot_json();
    match G::from_snapshot_json(&json) {
        Ok(back) => assert_eq!(&back, game, "the snapshot's JSON gives another game"),
        Err(e) => panic!("the snapshot's JSON does not read back: {e}"),
    }
    let state: &dyn GameState = game;
    assert_eq!(state.game(), G::GAME);
    assert_eq!(state.to_move(), to_move);
    assert_eq!(state.is_over(), to_move.is_none());
    assert_eq!(state.snapshot_json(), json);
    assert_eq!(state.as_any().downcast_ref::<G>(), Some(game));
    assert_eq!(state.clone_box().snapshot_json(), json);
    let standings = state.standings();
    assert!(
        standings
            .windows(2)
            .all(|w| w[0].points >= w[1].points && w[0].rank <= w[1].rank),
        "best first: {standings:?}"
    );
    assert!(standings
        .iter()
        .all(|p| p.rank >= 1 && p.seat < game.seats()));
}

/// The game's codec (what the store reads it with) gives the position back from its snapshot
/// and replays a random game's log from `start`'s settings and `seed` to its end; a log short
/// of its last action is refused as giving another position, and an action that is no JSON
/// of the game as not reading.
pub fn check_codec<G: Rules + Debug>(start: G, seed: u64, draw: u64) {
    use super::stored::{Codec, GameCodec, ReplayError};
    let codec = Codec::<G>::default();
    let mut game = start;
    let mut log: Vec<(usize, String)> = Vec::new();
    let mut rng = generator(draw);
    while let Some(seat) = game.to_move() {
        assert!(log.len() < G::MAX_ACTIONS, "a random game did not end");
        let legal = game.legal_actions(seat);
        let action = legal[below(&mut rng, legal.len())];
        game.play(seat, action).expect("a legal action");
        log.push((
            seat,
            serde_json::to_string(&action).expect("an action serialises"),
        ));
    }
    let state = codec
        .parse(&game.snapshot_json())
        .expect("the snapshot reads");
    assert_eq!(state.snapshot_json(), game.snapshot_json());
    assert_eq!(super::stored::downcast::<G>(&*state), Some(&game));
    let read: Vec<(usize, &str)> = log.iter().map(|(s, j)| (*s, j.as_str())).collect();
    codec.replay(&*state, seed, &read).expect("the log replays");
    let short = codec.replay(&*state, seed, &read[..read.len() - 1]);
    assert!(matches!(short, Err(ReplayError::Differs)), "{short:?}");
    let mut garbled = read.clone();
    garbled[0].1 = "{\"no\": \"action\"}";
    let bad = codec.replay(&*state, seed, &garbled);
    assert!(
        matches!(bad, Err(ReplayError::Decode { seq: 0, .. })),
        "{bad:?}"
    );
}
