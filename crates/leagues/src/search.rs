//! The table search both formats use: split players, given in a preferred order, into tables of
//! `k`, at the least cost, by depth-first search with a bound (branch and bound).
//!
//! The cost is compared in order (lexicographically):
//! 1. the pairs' weights: the sum, over every two players at the same table, of a weight the
//!    caller gives (Swiss: how often they met before);
//! 2. the score spread: the sum, over the tables, of `k·Σs² − (Σs)²` (k² times the variance of
//!    the players' scores at the table), so players of equal score sit together;
//! 3. the displacement (if asked): the sum, over the players, of how many tables away from the
//!    one their place in the order would give them (`position / k`) they sit.
//!
//! Each table opens with the first player not yet seated and takes the others in increasing
//! position, so every split is met exactly once; candidates are tried lightest first, so the
//! first split found is the greedy one. A branch stops as soon as its cost so far, plus what
//! the players left must still add (weights: each needs `k − 1` table-mates, at least its
//! lightest pairs, halved; spread: consecutive tables of them, the optimum for equal-size
//! groups on a line), reaches the best split found. The search ends when it has
//! proved the best optimal, when the best reaches a floor the caller knows, or after `budget`
//! steps. Then, if the pairs' weights may still come down, a tabu search of swaps works on the
//! best split, and a descent by swaps polishes it (`repair.rs`): exact for small leagues, best
//! effort for large ones.

use crate::problem::{Cost, Problem};
use crate::repair::{improve, tabu};

/// The best split found: tables of positions, each in increasing order, and its cost.
pub(crate) fn solve(p: &Problem) -> (Vec<Vec<usize>>, Cost) {
    let n = p.score.len();
    assert!(p.k >= 2 && n.is_multiple_of(p.k) && p.weight.len() == n * n);
    let mut s = Search {
        p,
        n,
        seated: vec![false; n],
        flat: Vec::with_capacity(n),
        best: None,
        steps: 0,
        floor: (0, 0, 0),
        done: false,
    };
    s.floor = (p.weight_floor.max(s.weight_bound()), s.spread_bound(), 0);
    s.open_table((0, 0, 0));
    let (mut cost, mut flat) = s.best.expect("a first split is always found");
    if s.steps > p.budget {
        // Not proved optimal: repair what the search left.
        if cost.0 > s.floor.0 && p.tabu_moves > 0 {
            cost = tabu(p, &mut flat, cost, s.floor.0, p.tabu_moves);
        }
        cost = improve(p, &mut flat, cost);
    }
    let mut tables: Vec<Vec<usize>> = flat.chunks(p.k).map(<[usize]>::to_vec).collect();
    for t in &mut tables {
        t.sort_unstable();
    }
    tables.sort_unstable();
    (tables, cost)
}

struct Search<'a> {
    p: &'a Problem,
    n: usize,
    seated: Vec<bool>,
    /// The tables so far, one after the other; the last one may be open.
    flat: Vec<usize>,
    best: Option<(Cost, Vec<usize>)>,
    steps: u64,
    floor: Cost,
    done: bool,
}

impl Search<'_> {
    fn beaten(&self, bound: Cost) -> bool {
        self.best.as_ref().is_some_and(|(c, _)| bound >= *c)
    }

    /// `k·Σs² − (Σs)²` of some players.
    fn spread(&self, members: impl Iterator<Item = usize>) -> u64 {
        let (mut sum, mut squares, mut count) = (0u64, 0u64, 0u64);
        for m in members {
            let s = self.p.score[m];
            sum += s;
            squares += s * s;
            count += 1;
        }
        count * squares - sum * sum
    }

    /// The least spread of the players not seated: consecutive tables of them.
    fn spread_bound(&self) -> u64 {
        let free: Vec<usize> = (0..self.n).filter(|&i| !self.seated[i]).collect();
        free.chunks(self.p.k)
            .map(|c| self.spread(c.iter().copied()))
            .sum()
    }

    /// The least weight the players not seated could add: each needs `k − 1` table-mates, so
    /// at least the sum of their `k − 1` lightest pairs among the free players; every pair is
    /// counted from both ends, hence the half.
    fn weight_bound(&self) -> u64 {
        let free: Vec<usize> = (0..self.n).filter(|&i| !self.seated[i]).collect();
        let mut lightest: Vec<u64> = Vec::with_capacity(free.len());
        let mut total = 0;
        for &a in &free {
            lightest.clear();
            lightest.extend(
                free.iter()
                    .filter(|&&b| b != a)
                    .map(|&b| self.p.weight[a * self.n + b]),
            );
            let mates = self.p.k - 1;
            if lightest.len() > mates {
                lightest.select_nth_unstable(mates - 1);
            }
            total += lightest.iter().take(mates).sum::<u64>();
        }
        total.div_ceil(2)
    }

    /// No table open: a split is complete, or a new table opens with the first free player.
    fn open_table(&mut self, cost: Cost) {
        if self.flat.len() == self.n {
            if !self.beaten(cost) {
                self.best = Some((cost, self.flat.clone()));
                self.done |= cost <= self.floor;
            }
            return;
        }
        let left = (cost.0 + self.weight_bound(), self.spread_bound());
        if self.beaten((left.0, cost.1 + left.1, cost.2)) {
            return;
        }
        let opener = (0..self.n)
            .find(|&i| !self.seated[i])
            .expect("a free player");
        let d = self.displaced(opener);
        self.seated[opener] = true;
        self.flat.push(opener);
        self.fill((cost.0, cost.1, cost.2 + d), left);
        self.flat.pop();
        self.seated[opener] = false;
    }

    fn displaced(&self, position: usize) -> u64 {
        if self.p.displacement {
            (self.flat.len() / self.p.k).abs_diff(position / self.p.k) as u64
        } else {
            0
        }
    }

    /// A table is open: close it, or seat one more player at it.
    /// `left`: when the table opened, the least weight the split could end with, and the least
    /// spread the players then free could add.
    fn fill(&mut self, cost: Cost, left: (u64, u64)) {
        self.steps += 1;
        if self.steps > self.p.budget && self.best.is_some() {
            self.done = true;
        }
        if self.done {
            return;
        }
        let k = self.p.k;
        let start = self.flat.len() - (self.flat.len() - 1) % k - 1;
        if self.flat.len() - start == k {
            let s = self.spread(self.flat[start..].iter().copied());
            self.open_table((cost.0, cost.1 + s, cost.2));
            return;
        }
        let need_after = k - (self.flat.len() - start) - 1;
        let last = *self.flat.last().expect("an open table");
        let mut candidates: Vec<(u64, usize)> = Vec::new();
        let mut free_above = 0;
        for pos in (last + 1..self.n).rev() {
            if self.seated[pos] {
                continue;
            }
            if free_above >= need_after {
                let w: u64 = self.flat[start..]
                    .iter()
                    .map(|&m| self.p.weight[m * self.n + pos])
                    .sum();
                candidates.push((w, pos));
            }
            free_above += 1;
        }
        candidates.sort_unstable();
        for (w, pos) in candidates {
            let next = (cost.0 + w, cost.1, cost.2 + self.displaced(pos));
            if self.beaten((next.0.max(left.0), next.1 + left.1, next.2)) {
                if self.beaten((next.0, 0, 0)) {
                    break; // every later candidate weighs at least as much
                }
                continue;
            }
            self.seated[pos] = true;
            self.flat.push(pos);
            self.fill(next, left);
            self.flat.pop();
            self.seated[pos] = false;
            if self.done {
                return;
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn problem(k: usize, n: usize, pairs: &[(usize, usize)], budget: u64) -> Problem {
        let mut weight = vec![0; n * n];
        for &(a, b) in pairs {
            weight[a * n + b] += 1;
            weight[b * n + a] += 1;
        }
        Problem {
            k,
            weight,
            score: vec![0; n],
            displacement: true,
            weight_floor: 0,
            budget,
            tabu_moves: 0,
        }
    }

    #[test]
    fn no_constraint_gives_consecutive_tables() {
        let (tables, cost) = solve(&problem(3, 9, &[], 1000));
        assert_eq!(tables, vec![vec![0, 1, 2], vec![3, 4, 5], vec![6, 7, 8]]);
        assert_eq!(cost, (0, 0, 0));
    }

    #[test]
    fn a_met_pair_is_split_with_least_displacement() {
        let (tables, cost) = solve(&problem(2, 4, &[(0, 1)], 1000));
        assert_eq!(cost.0, 0);
        assert_eq!(tables, vec![vec![0, 2], vec![1, 3]]);
        assert_eq!(cost.2, 2);
    }

    #[test]
    fn the_only_repeat_free_split_is_found() {
        let (tables, cost) = solve(&problem(2, 4, &[(0, 1), (0, 2), (2, 3), (1, 3)], 1000));
        assert_eq!(tables, vec![vec![0, 3], vec![1, 2]]);
        assert_eq!(cost.0, 0);
    }

    #[test]
    fn scores_come_before_positions() {
        let mut p = problem(2, 6, &[(0, 1)], 1000);
        // 0 cannot sit with 1: with 2 (score 4) rather than 3 (score 1), though both are one
        // table away from their place.
        p.score = vec![5, 4, 4, 1, 1, 0];
        let (tables, _) = solve(&p);
        assert_eq!(tables[0], vec![0, 2]);
    }
}
