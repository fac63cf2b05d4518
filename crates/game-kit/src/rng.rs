//! The games' randomness. A game draws everything at setup from one [`GameRng`] seeded with
//! its seed, through [`below`] and [`shuffle`], written out here rather than taken from
//! `rand`'s range sampling so that a setup stays the same whatever `rand`'s version: a stored
//! game and a record must replay the same forever (`tests` pins a few seeds' outputs, and each
//! rules crate pins its setups).

use rand::{Rng, SeedableRng};

/// The generator of a game's setup (and of the bots' own choices).
pub type GameRng = rand::rngs::Xoshiro256PlusPlus;

/// The generator for `seed`.
pub fn generator(seed: u64) -> GameRng {
    GameRng::seed_from_u64(seed)
}

/// An unbiased draw below `n` (which must not be 0): numbers from the top zone that does not
/// divide evenly are drawn again.
pub fn below(rng: &mut impl Rng, n: usize) -> usize {
    let n = n as u64;
    let zone = u64::MAX - (u64::MAX % n);
    loop {
        let x = rng.next_u64();
        if x < zone {
            return (x % n) as usize;
        }
    }
}

/// Fisher-Yates with [`below`]: the same order for a seed, whatever `rand`'s version.
pub fn shuffle<T>(rng: &mut impl Rng, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The outputs of the copies both rules crates had before they moved here, taken from
    /// them: draws below a few bounds, a shuffle of twelve, the generator's next number.
    #[test]
    fn draws_and_shuffles_are_what_the_games_always_dealt() {
        type Pin = (u64, [usize; 7], [u8; 12], u64);
        let pins: [Pin; 4] = [
            (
                0,
                [1, 1, 4, 6, 4, 858, 15813423377499357806],
                [5, 2, 6, 7, 3, 10, 11, 8, 4, 0, 9, 1],
                0x53be287ded35f698,
            ),
            (
                1,
                [1, 2, 4, 0, 20, 485, 18204613561675945223],
                [4, 9, 6, 11, 0, 7, 1, 8, 10, 2, 3, 5],
                0xf53882542839ed9e,
            ),
            (
                42,
                [1, 2, 0, 3, 11, 965, 2312344417745909078],
                [1, 2, 3, 0, 4, 11, 7, 9, 10, 8, 5, 6],
                0x939e7abb81f5d5fc,
            ),
            (
                u64::MAX,
                [0, 1, 1, 2, 11, 780, 16304073528878514024],
                [11, 6, 0, 10, 5, 3, 8, 4, 2, 1, 9, 7],
                0x5d4b6e8ed1d882ab,
            ),
        ];
        for (seed, draws, order, next) in pins {
            let mut rng = generator(seed);
            let got: Vec<usize> = [2, 3, 6, 7, 30, 1000, usize::MAX]
                .iter()
                .map(|&n| below(&mut rng, n))
                .collect();
            assert_eq!(got, draws, "seed {seed}");
            let mut items: Vec<u8> = (0..12).collect();
            shuffle(&mut rng, &mut items);
            assert_eq!(items, order, "seed {seed}");
            assert_eq!(rng.next_u64(), next, "seed {seed}");
        }
    }

    #[test]
    fn a_draw_below_n_is_below_n_and_reaches_every_value() {
        let mut rng = generator(7);
        let mut seen = [0u32; 5];
        for _ in 0..1_000 {
            seen[below(&mut rng, 5)] += 1;
        }
        assert!(seen.iter().all(|&k| k > 150), "{seen:?}");
        assert_eq!(below(&mut rng, 1), 0);
    }
}
