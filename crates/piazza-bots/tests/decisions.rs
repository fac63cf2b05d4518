//! The hard bot's decisions pinned (every action of a few bot games, by a digest): the search skeleton (game-kit's `search`) must choose
//! exactly as the bot always has for the same seeds and budgets.

use piazza_bots::{play_out, Bot, Greedy, SearchBot, SearchSettings};
use piazza_rules::{Game, Settings};

/// FNV-1a, 64 bits: a short, dependency-free digest of a text.
fn digest(text: &str) -> u64 {
    text.bytes().fold(0xcbf2_9ce4_8422_2325, |h, b| {
        (h ^ u64::from(b)).wrapping_mul(0x0100_0000_01b3)
    })
}

#[test]
fn the_hard_bot_decides_exactly_as_before() {
    let mut got = Vec::new();
    for (players, seed) in [(2, 3), (3, 11), (4, 5)] {
        let names = ["Ana", "Bo", "Cy", "Di"];
        let game = Game::new(Settings::new(names[..players].to_vec()), seed).unwrap();
        let mut bots: Vec<Box<dyn Bot>> =
            vec![Box::new(SearchBot::new(seed, SearchSettings::playouts(40)))];
        bots.extend((1..players).map(|_| Box::new(Greedy) as Box<dyn Bot>));
        let played = play_out(game, &mut bots, |_, _, _| {});
        let json = serde_json::to_string(&played.actions).unwrap();
        got.push((played.actions.len(), digest(&json)));
    }
    let expected: Vec<(usize, u64)> = vec![
        (27, 0x6e14859e77775360),
        (25, 0x921e1a1b4c2fb793),
        (25, 0x41f5159db67c0750),
    ];
    assert_eq!(got, expected, "{got:#?}");
}
