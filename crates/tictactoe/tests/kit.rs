//! Tic-tac-toe through the game kit's checks (`game_kit::testing`): every legal action reads
//! back from its notation, the position answers the same through `Rules` and as a
//! `GameState`, and the store's codec reads snapshots back and replays logs.

use game_kit::testing::{check_codec, check_notation, check_state, random_positions};
use game_kit::{Placing, Rules};
use tictactoe::{Cell, Game, Outcome, Settings};

/// A game by seed: the first seat named 0 or 1, or drawn from the seed.
fn game(seed: u64) -> Game {
    let first = [Some(0), Some(1), None][(seed % 3) as usize];
    Game::new(Settings { first }, seed).unwrap()
}

#[test]
fn every_legal_action_reads_back_from_its_notation() {
    let mut checked = 0;
    for seed in 0..200 {
        random_positions(game(seed), seed ^ 0x5eed, |g| {
            checked += check_notation(g);
            for cell in Rules::legal_actions(g, g.to_move().unwrap_or(0)) {
                let text = cell.to_string();
                assert_eq!(text.to_uppercase().parse::<Cell>(), Ok(cell), "{text}");
                assert_eq!(text.len(), 2);
            }
        });
    }
    assert!(checked > 5_000, "{checked}");
}

#[test]
fn the_position_answers_the_same_through_the_kits_traits() {
    let (mut wins, mut draws) = (0, 0);
    for seed in 0..200 {
        let mut turns = 0;
        random_positions(game(seed), seed, |g| {
            check_state(g);
            assert_eq!(Rules::turns_played(g), turns, "one turn per action");
            turns += 1;
            assert_eq!(Rules::seats(g), 2);
            let points: Vec<u32> = (0..2).map(|s| Rules::score_of(g, s)).collect();
            let standings = Rules::standings(g);
            match g.outcome() {
                Some(Outcome::Won { seat }) => {
                    wins += 1;
                    assert_eq!(points[seat] + points[1 - seat], 1);
                    assert_eq!(points[seat], 1);
                    let won = Placing {
                        rank: 1,
                        seat,
                        points: 1,
                    };
                    let lost = Placing {
                        rank: 2,
                        seat: 1 - seat,
                        points: 0,
                    };
                    assert_eq!(standings, [won, lost]);
                }
                Some(Outcome::Draw) | None => {
                    if g.outcome().is_some() {
                        draws += 1;
                    }
                    assert_eq!(points, [0, 0]);
                    assert!(standings.iter().all(|p| p.rank == 1), "{standings:?}");
                }
            }
        });
    }
    assert!(wins > 100 && draws > 10, "{wins} wins, {draws} draws");
}

#[test]
fn the_codec_reads_the_snapshot_back_and_replays_the_log() {
    for seed in 0..40 {
        check_codec(game(seed), seed, seed ^ 0xc0de);
    }
}

#[test]
fn the_seed_draws_the_first_seat_unless_the_settings_name_it() {
    let drawn: Vec<usize> = (0..64)
        .map(|seed| Game::new(Settings::default(), seed).unwrap().first())
        .collect();
    assert!(drawn.contains(&0) && drawn.contains(&1), "{drawn:?}");
    // Pinned: a stored game and a record replay with the same first seat forever.
    assert_eq!(&drawn[..8], [1, 1, 0, 1, 1, 0, 0, 1]);
    for seed in 0..8 {
        let same = Game::new(Settings::default(), seed).unwrap();
        assert_eq!(Game::new(Settings::default(), seed).unwrap(), same);
        for first in 0..2 {
            let g = Game::new(Settings { first: Some(first) }, seed).unwrap();
            assert_eq!((g.first(), g.to_move()), (first, Some(first)));
        }
    }
}

/// The kit's bot loop (`game_kit::play_bots`, which the service's games play their bot seats
/// with): each bot seeded with the public seed, the stored version turned left by 17 bits and
/// the number of actions played so far; it stops at the first seat no bot plays, or the end.
#[test]
fn the_kits_bot_loop_seeds_each_bot_and_stops_where_no_bot_plays() {
    use game_kit::BotLevel;
    use std::cell::RefCell;
    let seeds = RefCell::new(Vec::new());
    let build = |level, seed| {
        seeds.borrow_mut().push(seed);
        tictactoe::bot(level, seed)
    };
    // Both seats bots: the game to its end, one seed per action.
    let mut both = Game::new(Settings { first: Some(0) }, 1).unwrap();
    let played = game_kit::play_bots(&mut both, 7, |_| 100, build, |_, _| Some(BotLevel::Easy));
    assert_eq!(both.to_move(), None, "played {played:?}");
    assert!(played.len() >= 5, "{played:?}");
    let expected: Vec<u64> = (0..played.len() as u64)
        .map(|i| 100 ^ 7u64.rotate_left(17) ^ i)
        .collect();
    assert_eq!(*seeds.borrow(), expected);
    // Seat 1 a person: seat 0's one action, then it stops.
    seeds.borrow_mut().clear();
    let mut one = Game::new(Settings { first: Some(0) }, 1).unwrap();
    let played = game_kit::play_bots(
        &mut one,
        3,
        |g: &Game| g.marks() as u64,
        build,
        |_, seat| (seat == 0).then_some(BotLevel::Hard),
    );
    assert_eq!(played.len(), 1, "{played:?}");
    assert_eq!(played[0].0, 0);
    assert_eq!(one.to_move(), Some(1));
    assert_eq!(*seeds.borrow(), vec![3u64.rotate_left(17)]);
}
