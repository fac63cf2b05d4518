//! The hard bot decides from what its seat can see: two games that differ only in another
//! seat's hand and pile (and the order of its own pile) give the same decision for the same
//! seed. Debug profile, a few seconds.

use piazza_bots::{greedy_action, Bot, SearchBot, SearchSettings};
use piazza_rules::{Game, Settings, Snapshot, Tile};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

/// `game` with every other seat's hidden tiles dealt anew and every pile reordered (the
/// same tiles per seat, so a legal position).
fn reshuffled(game: &Game, seat: usize, rng: &mut Xoshiro256PlusPlus) -> Game {
    let mut s: Snapshot = game.snapshot();
    for (i, p) in s.players.iter_mut().enumerate() {
        if i == seat {
            p.pile.reverse();
            continue;
        }
        let mut held: Vec<Tile> = p.hand.iter().chain(&p.pile).copied().collect();
        for k in (1..held.len()).rev() {
            held.swap(k, (rng.next_u64() % (k as u64 + 1)) as usize);
        }
        let h = p.hand.len();
        p.hand = held[..h].to_vec();
        p.pile = held[h..].to_vec();
    }
    s.seed ^= 1;
    Game::from_snapshot(s).expect("the same tiles, elsewhere")
}

#[test]
fn the_hard_bot_chooses_the_same_whatever_the_others_hold() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(27);
    let mut differing_hands = 0;
    let mut positions = 0;
    for (n, seed) in [(2, 1u64), (2, 2), (3, 3), (4, 4)] {
        let mut game = Game::new(Settings::new(["A", "B", "C", "D"][..n].to_vec()), seed).unwrap();
        // Several points of the game: its start, then every fourth turn for a while.
        for turn in 0..16 {
            if game.is_over() {
                break;
            }
            if turn % 4 == 0 {
                let seat = game.current();
                let other = reshuffled(&game, seat, &mut rng);
                let next = (seat + 1) % n;
                if other.player(next).hand() != game.player(next).hand() {
                    differing_hands += 1;
                }
                assert_ne!(other.snapshot(), game.snapshot(), "the games differ");
                assert_eq!(other.view(seat), game.view(seat));
                let settings = SearchSettings::playouts(60);
                let a = SearchBot::new(seed, settings).choose(&game);
                let b = SearchBot::new(seed, settings).choose(&other);
                assert_eq!(a, b, "{n} players, seed {seed}, turn {turn}");
                positions += 1;
            }
            let action = greedy_action(&game);
            game.play(game.current(), action).unwrap();
        }
    }
    assert!(
        positions >= 12 && differing_hands >= 8,
        "{positions} {differing_hands}"
    );
}
