//! Piazza through the game kit's traits (`game_kit::testing`): the notation reads back every
//! legal action of random games (a property over seeds), and the position answers the same
//! through `Rules` and as a `GameState`.

use game_kit::testing::{check_codec, check_notation, check_state, random_positions};
use game_kit::Rules;
use piazza_rules::{Action, Game, Settings};

/// A game of 2 to 4 players, by seed.
fn game(seed: u64) -> Game {
    let names = ["Ana", "Bo", "Cy", "Di"];
    let players = 2 + (seed % 3) as usize;
    Game::new(Settings::new(names[..players].to_vec()), seed).unwrap()
}

#[test]
fn every_legal_action_reads_back_from_its_notation() {
    let mut checked = 0;
    for seed in 0..60 {
        random_positions(game(seed), seed ^ 0x5eed, |g| {
            checked += check_notation(g);
            for a in g.legal_actions() {
                let words = a.to_string();
                assert!(words.len() <= 60, "{words}: too long for a button's id");
                assert_eq!(words.to_uppercase().parse::<Action>(), Ok(a), "{words}");
            }
        });
    }
    assert!(checked > 20_000, "{checked}");
}

#[test]
fn the_position_answers_the_same_through_the_kits_traits() {
    for seed in 0..30 {
        random_positions(game(seed), seed, |g| {
            check_state(g);
            assert_eq!(Rules::turns_played(g), u64::from(g.turn()));
            if let Some(o) = g.outcome() {
                let ranks: Vec<_> = o
                    .ranking
                    .iter()
                    .map(|s| (s.rank, s.seat, s.score))
                    .collect();
                let got: Vec<_> = (Rules::standings(g).iter())
                    .map(|p| (p.rank, p.seat, p.points))
                    .collect();
                assert_eq!(got, ranks);
            }
        });
    }
    let e = Game::from_snapshot_json("[]").unwrap_err();
    assert!(std::error::Error::source(&e).is_some(), "{e}");
}

#[test]
fn the_codec_reads_the_snapshot_back_and_replays_the_log() {
    for seed in 0..6 {
        check_codec(game(seed), seed, seed ^ 0xc0de);
    }
}
