//! Invariants over many random games: 2,000 games across 2, 3 and 4 players, each seat
//! choosing a random legal action, from fixed seeds (so a failure replays).

use piazza_rules::{
    tiles_each, Action, Cell, Colour, Event, Game, Placement, RuleError, Settings, Snapshot,
    Symbol, Tile,
};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

const NAMES: [&str; 4] = ["Ada", "Bea", "Cy", "Dee"];

fn below(rng: &mut impl Rng, n: usize) -> usize {
    (rng.next_u64() % n as u64) as usize
}

/// A random action, legal or not: a tile of the hand or any tile, on a cell near the
/// table, one or two of them, or a pass.
fn random_action(g: &Game, rng: &mut impl Rng) -> Action {
    let tile = |rng: &mut Xoshiro256PlusPlus| {
        let hand = g.player(g.current()).hand();
        if !hand.is_empty() && below(rng, 3) > 0 {
            hand[below(rng, hand.len())]
        } else {
            Tile::new(Colour::ALL[below(rng, 4)], Symbol::ALL[below(rng, 6)])
        }
    };
    let mut r = Xoshiro256PlusPlus::seed_from_u64(rng.next_u64());
    let cell = |rng: &mut Xoshiro256PlusPlus| {
        Cell::new(below(rng, 20) as i8 - 9, below(rng, 20) as i8 - 9)
    };
    match below(&mut r, 10) {
        0 => Action::Pass,
        1..=4 => Action::one(tile(&mut r), cell(&mut r)),
        _ => Action::two(
            Placement {
                tile: tile(&mut r),
                cell: cell(&mut r),
            },
            Placement {
                tile: tile(&mut r),
                cell: cell(&mut r),
            },
        ),
    }
}

/// Every tile twice: on the table, in a hand or in a pile.
fn accounted(s: &Snapshot) -> bool {
    let mut all: Vec<Tile> = s.table.iter().map(|p| p.tile).collect();
    for p in &s.players {
        all.extend(&p.hand);
        all.extend(&p.pile);
    }
    all.sort_unstable();
    let mut expected: Vec<Tile> = Colour::ALL.into_iter().flat_map(Tile::colour_set).collect();
    expected.sort_unstable();
    all == expected
}

#[test]
fn random_games_keep_every_invariant() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(2027);
    let mut refusals = 0;
    let mut blocked = 0;
    let mut twos = 0;
    for game_no in 0..2_000u64 {
        let n = 2 + (game_no % 3) as usize;
        let seed = rng.next_u64();
        let start = Game::new(Settings::new(NAMES[..n].iter().copied()), seed).unwrap();
        let mut g = start.clone();
        let mut actions = Vec::new();
        let mut scored = vec![0u32; n];
        let mut placed_by = vec![0usize; n];
        let mut turns = 0;
        while !g.is_over() {
            turns += 1;
            assert!(turns <= 200, "game {game_no} (seed {seed}) does not end");
            let seat = g.current();
            assert!(g.player(seat).is_playing(), "a finished seat never moves");
            // A random action that is refused leaves the game as it was.
            let attempt = random_action(&g, &mut rng);
            let before = g.clone();
            let mut probe = g.clone();
            if let Err(e) = probe.play(seat, attempt) {
                assert_eq!(probe, before, "{e}: refused, yet changed");
                assert!(
                    !g.legal_actions().contains(&attempt),
                    "{e}: refused a legal action"
                );
                assert!(!e.to_string().is_empty());
                refusals += 1;
            }
            // Another seat is always refused.
            let other = (seat + 1) % n;
            if other != seat {
                let mut probe = g.clone();
                assert!(matches!(
                    probe.play(other, Action::Pass),
                    Err(RuleError::NotYourTurn { .. })
                ));
                assert_eq!(probe, before);
            }
            let legal = g.legal_actions();
            assert!(!legal.is_empty());
            assert!(!legal.contains(&Action::Pass) || legal == [Action::Pass]);
            let action = legal[below(&mut rng, legal.len())];
            for a in &legal {
                assert!(g.check(seat, *a).is_ok(), "{a:?} listed but refused");
            }
            if action.placements().count() == 2 {
                twos += 1;
            }
            let events = g.play(seat, action).expect("a legal action");
            actions.push((seat, action));
            for e in &events {
                match e {
                    Event::BracketScored { seat, points, .. } => scored[*seat] += points,
                    Event::Placed { seat, .. } => placed_by[*seat] += 1,
                    _ => {}
                }
            }
            let s = g.snapshot();
            assert!(accounted(&s), "game {game_no}: a tile lost or doubled");
            let back =
                Game::from_snapshot(s).unwrap_or_else(|e| panic!("snapshot round trip: {e}"));
            assert_eq!(back, g, "snapshot round trip");
        }
        let outcome = g.outcome().unwrap();
        if outcome.reason == piazza_rules::EndReason::Blocked {
            blocked += 1;
        }
        // Scores are the sum of the brackets scored; every tile placed once.
        for seat in 0..n {
            let p = g.player(seat);
            assert_eq!(p.score(), scored[seat]);
            let start_tiles = if n == 2 { 2 } else { 1 };
            assert_eq!(
                placed_by[seat] + start_tiles + p.hand().len() + p.pile_size(),
                tiles_each(n)
            );
        }
        let table = g.table();
        let mut cells: Vec<Cell> = table.iter().map(|p| p.0).collect();
        cells.dedup();
        assert_eq!(cells.len(), table.len(), "one tile a cell");
        let (c0, c1, r0, r1) = g.span();
        assert!(c1 - c0 < 8 && r1 - r0 < 8, "within 8x8");
        // The ranking: best first, ties to whoever finished first.
        let r = &outcome.ranking;
        assert_eq!(r.len(), n);
        assert_eq!(r[0].rank, 1);
        for w in r.windows(2) {
            let key = |s: &piazza_rules::Standing| {
                (std::cmp::Reverse(s.score), s.finished.unwrap_or(u32::MAX))
            };
            assert!(key(&w[0]) <= key(&w[1]));
            assert_eq!(w[0].rank == w[1].rank, key(&w[0]) == key(&w[1]));
        }
        // Replay from settings, seed and the actions.
        let mut replay = Game::new(start.settings().clone(), seed).unwrap();
        assert_eq!(replay, start);
        for (seat, action) in &actions {
            replay.play(*seat, *action).unwrap();
        }
        assert_eq!(replay, g, "game {game_no}: replay differs");
    }
    assert!(refusals > 10_000, "{refusals} refusals tried");
    assert!(twos > 1_000, "{twos} brackets of two played");
    assert!(blocked > 0 && blocked < 2_000, "{blocked} blocked endings");
}

#[test]
fn a_view_shows_nothing_of_the_others_hands_or_piles() {
    for n in 2..=4 {
        let g = Game::new(Settings::new(NAMES[..n].iter().copied()), 11).unwrap();
        // Another game: seat 1's hand and pile mixed up (the same tiles in it, as anyone can
        // count them), every pile's order changed, another seed.
        let mut s = g.snapshot();
        s.seed = 12;
        let p = &mut s.players[1];
        let mut held: Vec<Tile> = p.hand.iter().chain(&p.pile).copied().collect();
        held.reverse();
        p.hand = held[..3].to_vec();
        p.pile = held[3..].to_vec();
        for p in &mut s.players[2..] {
            p.pile.reverse();
        }
        let other = Game::from_snapshot(s).unwrap();
        assert_ne!(other.player(1).hand(), g.player(1).hand(), "{n} players");
        assert_eq!(other.view(0), g.view(0), "seat 0 sees no difference");
        assert_ne!(other.view(1), g.view(1), "seat 1 sees its own hand");
        let v = g.view(0);
        assert_eq!(v.hand, g.player(0).hand());
        assert_eq!(v.seats[1].hand_size, 3);
        assert_eq!(v.seats[1].pile_size, g.player(1).pile_size());
    }
}

#[test]
fn snapshots_missing_or_doubling_a_tile_are_refused() {
    let g = Game::new(Settings::new(["a", "b", "c"]), 3).unwrap();
    let ok = g.snapshot();
    let mut s = ok.clone();
    s.players[0].pile.pop();
    assert!(Game::from_snapshot(s).is_err(), "a tile missing");
    let mut s = ok.clone();
    let extra = s.players[0].pile[0];
    s.players[0].pile.push(extra);
    assert!(Game::from_snapshot(s).is_err(), "a tile twice");
    let mut s = ok.clone();
    let t = s.players[0].pile.remove(0);
    s.players[1].pile.push(t);
    assert!(
        Game::from_snapshot(s).is_err(),
        "a tile in the wrong seat's pile"
    );
    let mut s = ok.clone();
    let t = s.players[0].hand.pop().unwrap();
    s.players[0].pile.push(t);
    assert!(Game::from_snapshot(s).is_err(), "a short hand over a pile");
    let mut s = ok.clone();
    s.table[0].cell = Cell::new(5, 5);
    assert!(
        Game::from_snapshot(s).is_err(),
        "a tile apart from the others"
    );
    let mut s = ok.clone();
    s.players[0].finished = Some(1);
    assert!(Game::from_snapshot(s).is_err(), "finished with tiles left");
    assert_eq!(Game::from_snapshot(ok).unwrap(), g);
}
