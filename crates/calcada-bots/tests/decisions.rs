//! The hard bot's decisions pinned (every action of a few bot games, by a digest, and a few
//! searches' plans and values to the bit): the search skeleton (game-kit's `search`) must
//! choose exactly as the bot always has for the same seeds and budgets.

use calcada_bots::{play_out, search, Bot, BoxedBot, Greedy, SearchBot, SearchSettings};
use calcada_rules::{Game, PublicView, Settings};
use game_kit::testing::digest;
use rand::rngs::Xoshiro256PlusPlus;
use rand::SeedableRng;

#[test]
fn the_hard_bot_decides_exactly_as_before() {
    let mut got = Vec::new();
    for (players, seed) in [(2, 3), (3, 11)] {
        let names = ["Ana", "Bo", "Cy"];
        let game = Game::new(Settings::new(names[..players].to_vec(), "A"), seed).unwrap();
        let mut bots: Vec<BoxedBot> =
            vec![Box::new(SearchBot::new(seed, SearchSettings::playouts(40)))];
        bots.extend((1..players).map(|_| Box::new(Greedy) as BoxedBot));
        let played = play_out(game, &mut bots, |_, _, _| {});
        let json = serde_json::to_string(&played.actions).unwrap();
        got.push((played.actions.len(), digest(&json)));
    }
    let expected: Vec<(usize, u64)> = vec![(66, 0x359a0438d423cc64), (136, 0x2b3c73febc5a4f0e)];
    assert_eq!(got, expected, "{got:#?}");
}

#[test]
fn a_search_weighs_its_plans_exactly_as_before() {
    let mut got = Vec::new();
    for seed in [1u64, 8] {
        let mut game = Game::new(Settings::new(["Ana", "Bo", "Cy"], "B"), seed).unwrap();
        for _ in 0..seed * 3 {
            let action = Greedy.choose(&game);
            game.play(game.current(), action).unwrap();
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);
        let result = search(
            &PublicView::new(&game),
            &SearchSettings::playouts(90),
            &mut rng,
        );
        let plan = serde_json::to_string(result.plan.actions()).unwrap();
        got.push((digest(&plan), result.value.to_bits(), result.stats.playouts));
    }
    let expected: Vec<(u64, u64, u32)> = vec![
        (0x8e5ff0c4ed2f8c07, 0x3fdb8332f54af620, 90),
        (0x1b88cf6c9a9ad4d8, 0x3fd48d2ea4ee2a72, 90),
    ];
    assert_eq!(got, expected, "{got:#x?}");
}
