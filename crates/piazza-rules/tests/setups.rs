//! Setups pinned: the generator, the draw and the shuffle (game-kit's `rng`) must deal every
//! stored game and record exactly as it was dealt, deal 1 and deal 2 alike, so a few seeds'
//! whole setups (as the snapshot JSON the store keeps) are pinned by a digest.

use game_kit::testing::digest;
use piazza_rules::{Game, Settings};

#[test]
fn setups_are_dealt_exactly_as_before_with_both_deals() {
    let mut got = Vec::new();
    for deal in [1, 2] {
        for players in 2..=4 {
            for seed in [0, 1, 42, u64::MAX] {
                let names = ["Ana", "Bo", "Cy", "Di"];
                let mut settings = Settings::new(names[..players].to_vec());
                settings.deal = deal;
                let game = Game::new(settings, seed).unwrap();
                let json = serde_json::to_string(&game.snapshot()).unwrap();
                got.push(digest(&json));
            }
        }
    }
    let expected: [u64; 24] = [
        0xb2df286f92ecae40,
        0x4ac414cf423b7235,
        0xaafd45bd141a3032,
        0x3e5a9d4e587940fb,
        0x5e1e0f5253818b01,
        0x79a8d3888a88508a,
        0x2829f956df752273,
        0xb0581ae39919e6a0,
        0x59f4e2915c29f215,
        0xe8c43cc03179c282,
        0x5962aacc9907685b,
        0x44a1474b0217b656,
        0x215e423c84cae933,
        0xa4a1eb94679ff46,
        0x1f16d6d8d3d82b2b,
        0x5e601671a53791ca,
        0xa58141d176a9e93e,
        0xc01ecd50d716dcfd,
        0x68a4750f140c7a2,
        0x51fa1497dd6051e1,
        0x49778af98cdee20e,
        0x889379012bd5b93d,
        0x2762c7bb66562712,
        0xf9e8ee83c9c7f827,
    ];
    assert_eq!(got, expected, "{got:#x?}");
}
