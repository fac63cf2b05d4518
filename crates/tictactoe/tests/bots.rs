//! The bots: hard never loses, whoever it meets and whichever seat starts, and two hard bots
//! draw; normal beats easy; a seed gives the same game again.

use game_kit::{play_out, BotLevel, Rules};
use tictactoe::{bot, BoxedBot, Cell, Game, Outcome, Settings};

/// Plays a game of `levels` (seat 0, seat 1) from `seed`; returns the outcome and the marks.
fn game(levels: [BotLevel; 2], seed: u64) -> (Outcome, Vec<Cell>) {
    let game = Game::new(Settings::default(), seed).unwrap();
    let mut bots: Vec<BoxedBot> = (0..2)
        .map(|s| bot(levels[s], seed.wrapping_mul(31) + s as u64))
        .collect();
    let played = play_out(game, &mut bots, |_, _, _| {});
    let marks = played.actions.iter().map(|&(_, c)| c).collect();
    (played.game.outcome().expect("over"), marks)
}

/// Wins, draws and losses of seat `me` over `games` seeded games.
fn tally(levels: [BotLevel; 2], me: usize, games: u64) -> [u32; 3] {
    let mut t = [0; 3];
    for seed in 0..games {
        match game(levels, seed).0 {
            Outcome::Won { seat } if seat == me => t[0] += 1,
            Outcome::Draw => t[1] += 1,
            Outcome::Won { .. } => t[2] += 1,
        }
    }
    t
}

#[test]
fn hard_never_loses_and_beats_the_weaker_bots() {
    use BotLevel::{Easy, Hard, Normal};
    for other in [Easy, Normal] {
        let [won, drawn, lost] = tally([Hard, other], 0, 300);
        assert_eq!(
            lost, 0,
            "hard in seat 1 against {other}: {won}/{drawn}/{lost}"
        );
        let [won2, drawn2, lost2] = tally([other, Hard], 1, 300);
        assert_eq!(
            lost2, 0,
            "hard in seat 2 against {other}: {won2}/{drawn2}/{lost2}"
        );
        if other == Easy {
            assert!(
                won + won2 > 480,
                "hard won only {} of 600 against easy",
                won + won2
            );
        } else {
            // Normal wins, blocks and takes the centre: hard wins only when it errs.
            assert!(
                won + won2 > 30,
                "hard won only {won}+{won2} of 600 against normal"
            );
            assert!(
                drawn + drawn2 > 400,
                "{drawn}+{drawn2} drawn against normal"
            );
        }
    }
}

#[test]
fn two_hard_bots_always_draw() {
    let t = tally([BotLevel::Hard; 2], 0, 200);
    assert_eq!(t, [0, 200, 0]);
    let openings: std::collections::HashSet<Cell> = (0..200)
        .map(|seed| game([BotLevel::Hard; 2], seed).1[0])
        .collect();
    assert!(openings.len() > 1, "equal choices are drawn: {openings:?}");
}

#[test]
fn normal_beats_easy_clearly() {
    use BotLevel::{Easy, Normal};
    let [w1, _, l1] = tally([Normal, Easy], 0, 300);
    let [w2, _, l2] = tally([Easy, Normal], 1, 300);
    assert!(
        w1 + w2 > 480 && l1 + l2 < 15,
        "{w1}+{w2} won, {l1}+{l2} lost of 600"
    );
}

#[test]
fn normal_wins_then_blocks_then_takes_the_centre_then_a_corner() {
    let start = |moves: &[&str]| {
        let mut g = Game::new(Settings { first: Some(0) }, 0).unwrap();
        for (i, m) in moves.iter().enumerate() {
            g.play(i % 2, m.parse().unwrap()).unwrap();
        }
        g
    };
    let decide = |g: &Game| bot(BotLevel::Normal, 3).choose(g).to_string();
    // Seat 0 can win on c1 and must block on c2: it wins.
    assert_eq!(decide(&start(&["a1", "a2", "b1", "b2"])), "c1");
    // Seat 1 must block on c1.
    assert_eq!(decide(&start(&["a1", "b2", "b1"])), "c1");
    assert_eq!(decide(&start(&["a1"])), "b2");
    let corner = decide(&start(&["b2"]));
    assert!(
        ["a1", "c1", "a3", "c3"].contains(&corner.as_str()),
        "{corner}"
    );
}

#[test]
fn a_seed_gives_the_same_game_again() {
    for levels in [
        [BotLevel::Easy, BotLevel::Normal],
        [BotLevel::Hard, BotLevel::Easy],
    ] {
        for seed in 0..20 {
            assert_eq!(game(levels, seed), game(levels, seed));
        }
    }
    let marks: Vec<Vec<Cell>> = (0..20).map(|s| game([BotLevel::Easy; 2], s).1).collect();
    assert!(marks.windows(2).any(|w| w[0] != w[1]));
    assert!(marks
        .iter()
        .all(|m| m.len() <= <Game as Rules>::MAX_ACTIONS));
}
