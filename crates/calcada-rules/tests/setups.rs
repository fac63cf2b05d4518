//! Setups pinned: the generator, the draw and the shuffle (game-kit's `rng`) must deal every
//! stored game and record exactly as it was dealt, so a few seeds' whole setups (as the
//! snapshot JSON the store keeps) are pinned by a digest.

use calcada_rules::{Game, Settings};
use game_kit::testing::digest;

#[test]
fn setups_are_dealt_exactly_as_before() {
    let mut got = Vec::new();
    for players in 2..=4 {
        for (board, seed) in [("A", 0), ("B", 1), ("A", 42), ("B", u64::MAX)] {
            let names = ["Ana", "Bo", "Cy", "Di"];
            let game = Game::new(Settings::new(names[..players].to_vec(), board), seed).unwrap();
            let json = serde_json::to_string(&game.snapshot()).unwrap();
            got.push(digest(&json));
        }
    }
    let expected: [u64; 12] = [
        0xf8c3f9c0eda94eff,
        0x773864bb6038e015,
        0xbe6888e14b7a64a1,
        0x741b010794b301d7,
        0xd2cd0224af0aafac,
        0xa725124e6f48901a,
        0x76efe023649c9ff2,
        0x5f02cc157e80a124,
        0xf017138bba180795,
        0x297b33013f45ab07,
        0xf7ffbadee2972afd,
        0xfbe7c62d3c63965f,
    ];
    assert_eq!(got, expected, "{got:#x?}");
}
