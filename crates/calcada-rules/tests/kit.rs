//! Calçada through the game kit's traits (`game_kit::testing`): the notation reads back every
//! legal action of random games (a property over seeds), and the position answers the same
//! through `Rules` and as a `GameState`.

use calcada_rules::{parse_steps, Action, Game, Settings};
use game_kit::testing::{check_codec, check_notation, check_state, random_positions};
use game_kit::Rules;

/// A game of 2 to 4 players on either board, by seed.
fn game(seed: u64) -> Game {
    let names = ["Ana", "Bo", "Cy", "Di"];
    let players = 2 + (seed % 3) as usize;
    let board = if seed.is_multiple_of(2) { "A" } else { "B" };
    Game::new(Settings::new(names[..players].to_vec(), board), seed).unwrap()
}

#[test]
fn every_legal_action_reads_back_from_its_notation() {
    let mut checked = 0;
    for seed in 0..120 {
        random_positions(game(seed), seed ^ 0x5eed, |g| {
            checked += check_notation(g);
            // A turn's steps, their codes one after the other, as the panel's ids carry them.
            let legal = g.legal_actions();
            let all: String = legal.iter().map(Action::to_string).collect();
            assert_eq!(parse_steps(&all), Some(legal));
        });
    }
    assert!(checked > 50_000, "{checked}");
    assert_eq!("x".parse::<Action>(), Ok(Action::Leave));
}

#[test]
fn the_position_answers_the_same_through_the_kits_traits() {
    for seed in 0..30 {
        random_positions(game(seed), seed, |g| {
            check_state(g);
            assert_eq!(
                Rules::snapshot_json(g),
                serde_json::to_string(&g.snapshot()).unwrap()
            );
            if let Some(o) = g.outcome() {
                let ranks: Vec<_> = o
                    .ranking
                    .iter()
                    .map(|s| (s.rank, s.seat, s.total))
                    .collect();
                let got: Vec<_> = (Rules::standings(g).iter())
                    .map(|p| (p.rank, p.seat, p.points))
                    .collect();
                assert_eq!(got, ranks);
            }
        });
    }
    let e = Game::from_snapshot_json("{\"seed\": 1").unwrap_err();
    assert!(std::error::Error::source(&e).is_some(), "{e}");
}

#[test]
fn the_codec_reads_the_snapshot_back_and_replays_the_log() {
    for seed in 0..6 {
        check_codec(game(seed), seed, seed ^ 0xc0de);
    }
}
