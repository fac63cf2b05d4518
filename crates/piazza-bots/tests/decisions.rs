//! The hard bot's decisions pinned (every action of a few bot games, by a digest): the search skeleton (game-kit's `search`) must choose
//! exactly as the bot always has for the same seeds and budgets.

use game_kit::testing::digest;
use piazza_bots::{play_out, BoxedBot, Greedy, SearchBot, SearchSettings};
use piazza_rules::{Game, Settings};

#[test]
fn the_hard_bot_decides_exactly_as_before() {
    let mut got = Vec::new();
    for (players, seed) in [(2, 3), (3, 11), (4, 5)] {
        let names = ["Ana", "Bo", "Cy", "Di"];
        let game = Game::new(Settings::new(names[..players].to_vec()), seed).unwrap();
        let mut bots: Vec<BoxedBot> =
            vec![Box::new(SearchBot::new(seed, SearchSettings::playouts(40)))];
        bots.extend((1..players).map(|_| Box::new(Greedy) as BoxedBot));
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
