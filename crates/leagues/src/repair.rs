//! Repairs a split the table search could not prove optimal: swaps of two players at different
//! tables. A tabu search brings the pairs' weights down (repeats at the last tables, which the
//! depth-first search would only undo by going back over many tables, are often a few swaps
//! from a fix), then a descent takes every swap that lowers the cost until none does.
//!
//! Both are deterministic: moves are compared by their change of cost, the first of equals
//! taken.

use crate::problem::{Cost, Problem};

/// A split as one list, `k` positions a table, with what a swap changes.
struct Split<'a> {
    p: &'a Problem,
    n: usize,
    flat: &'a mut [usize],
}

impl Split<'_> {
    fn weight(&self, a: usize, b: usize) -> i64 {
        self.p.weight[a * self.n + b] as i64
    }

    fn table(&self, t: usize) -> &[usize] {
        &self.flat[t * self.p.k..(t + 1) * self.p.k]
    }

    /// `k·Σs² − (Σs)²` of a table with `out` replaced by `inn`.
    fn spread_with(&self, t: usize, out: usize, inn: usize) -> i64 {
        let (mut sum, mut squares) = (0u64, 0u64);
        for &m in self.table(t) {
            let s = self.p.score[if m == out { inn } else { m }];
            sum += s;
            squares += s * s;
        }
        (self.p.k as u64 * squares - sum * sum) as i64
    }

    fn displaced(&self, t: usize, pos: usize) -> i64 {
        if self.p.displacement {
            t.abs_diff(pos / self.p.k) as i64
        } else {
            0
        }
    }

    /// The change of cost if the players in slots `x` and `y` (different tables) swap.
    fn delta(&self, x: usize, y: usize) -> (i64, i64, i64) {
        let k = self.p.k;
        let (tx, ty) = (x / k, y / k);
        let (a, b) = (self.flat[x], self.flat[y]);
        // What the pairs' weights gain when `out` leaves table `t` and `inn` comes in.
        let gain = |t: usize, out: usize, inn: usize| -> i64 {
            self.table(t)
                .iter()
                .filter(|&&m| m != out)
                .map(|&m| self.weight(inn, m) - self.weight(out, m))
                .sum()
        };
        let dr = gain(tx, a, b) + gain(ty, b, a);
        let ds = self.spread_with(tx, a, b) + self.spread_with(ty, b, a)
            - self.spread_with(tx, a, a)
            - self.spread_with(ty, b, b);
        let dd = self.displaced(tx, b) + self.displaced(ty, a)
            - self.displaced(tx, a)
            - self.displaced(ty, b);
        (dr, ds, dd)
    }

    /// Whether the player in slot `x` shares its table with someone they weigh against.
    fn in_conflict(&self, x: usize) -> bool {
        let a = self.flat[x];
        self.table(x / self.p.k)
            .iter()
            .any(|&m| m != a && self.weight(a, m) > 0)
    }
}

fn add(cost: Cost, d: (i64, i64, i64)) -> Cost {
    (
        cost.0.wrapping_add_signed(d.0),
        cost.1.wrapping_add_signed(d.1),
        cost.2.wrapping_add_signed(d.2),
    )
}

/// A player swapped out of a table may not return to it for this many moves.
const TABU_TENURE: usize = 8;

/// Tabu search on the pairs' weights: each move swaps a player sitting with someone they weigh
/// against for one at another table, the best such swap even if it makes things worse, except
/// swaps that would put a player back at a table they left in the last moves (unless the swap
/// gives the best split yet). Stops at `floor`, or after `moves` moves; leaves the best
/// split met in `flat` and returns its cost.
pub(crate) fn tabu(p: &Problem, flat: &mut [usize], cost: Cost, floor: u64, moves: usize) -> Cost {
    let (k, n) = (p.k, flat.len());
    let tables = n / k;
    let mut best = (cost, flat.to_vec());
    let s = Split {
        p,
        n,
        flat: &mut *flat,
    };
    let mut now = cost;
    // The move from which a player may return to a table.
    let mut free_from = vec![0usize; n * tables];
    for step in 1..=moves {
        if best.0 .0 <= floor {
            break;
        }
        let mut chosen: Option<((i64, i64, i64), usize, usize)> = None;
        for x in (0..n).filter(|&x| s.in_conflict(x)) {
            for y in 0..n {
                if y / k == x / k {
                    continue;
                }
                let d = s.delta(x, y);
                let (a, b) = (s.flat[x], s.flat[y]);
                let barred =
                    free_from[a * tables + y / k] > step || free_from[b * tables + x / k] > step;
                if barred && add(now, d) >= best.0 {
                    continue;
                }
                if chosen.is_none_or(|(c, _, _)| d < c) {
                    chosen = Some((d, x, y));
                }
            }
        }
        let Some((d, x, y)) = chosen else {
            break;
        };
        let (a, b) = (s.flat[x], s.flat[y]);
        free_from[a * tables + x / k] = step + TABU_TENURE;
        free_from[b * tables + y / k] = step + TABU_TENURE;
        s.flat.swap(x, y);
        now = add(now, d);
        if now < best.0 {
            best = (now, s.flat.to_vec());
        }
    }
    flat.copy_from_slice(&best.1);
    best.0
}

/// Descent: takes every swap of two players at different tables that lowers the cost, until
/// none does; returns the cost.
pub(crate) fn improve(p: &Problem, flat: &mut [usize], mut cost: Cost) -> Cost {
    let (k, n) = (p.k, flat.len());
    let s = Split {
        p,
        n,
        flat: &mut *flat,
    };
    let mut improved = true;
    while improved {
        improved = false;
        for x in 0..n {
            for y in (x / k + 1) * k..n {
                let d = s.delta(x, y);
                if d < (0, 0, 0) {
                    s.flat.swap(x, y);
                    cost = add(cost, d);
                    improved = true;
                }
            }
        }
    }
    cost
}
