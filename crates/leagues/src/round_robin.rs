//! Round robin: tables of two by the circle method; tables of three or four by a schedule
//! searched round by round until every pair has met.

use crate::problem::Problem;
use crate::search::solve;
use crate::types::{LeagueError, Pairing, PlayerId, MAX_PLAYERS, MAX_ROUND_ROBIN_PLAYERS};

/// Search steps allowed per round of a round robin with tables of three or four, once a first
/// round is found.
pub const ROUND_ROBIN_BUDGET: u64 = 4_000;

/// Moves of the tabu search that repairs a round the search could not prove best.
pub const ROUND_ROBIN_TABU_MOVES: usize = 50;

/// The weight of a pair that has met already, against one that has not (0): a round first
/// seats as many new pairs as it can, then wastes the fewest seats of players with many
/// opponents still to meet (`REPEAT +` the two players' counts of opponents still to meet).
const REPEAT: u64 = 1_000_000;

/// The fewest rounds any schedule needs for every two of `players` to share a table of
/// `table_size` (all tables full, the rest sitting out): each player must meet `n − 1` others,
/// `k − 1` a round, and a round seats `⌊n/k⌋` tables of `k(k − 1)/2` pairs.
pub fn min_rounds(players: usize, table_size: usize) -> usize {
    let (n, k) = (players, table_size);
    if n < 2 || k < 2 || n < k {
        return 0;
    }
    let tables = n / k;
    let per_player = (n - 1).div_ceil(k - 1);
    let by_seats = (n * per_player).div_ceil(tables * k);
    let by_pairs = (n * (n - 1) / 2).div_ceil(tables * k * (k - 1) / 2);
    by_seats.max(by_pairs)
}

/// The whole schedule for `players` (in sign-up order) at tables of `table_size`.
///
/// Tables of two: the circle method, `n − 1` rounds (`n` with an odd count, one bye a round),
/// every pair exactly once. Tables of three or four (at most [`MAX_ROUND_ROBIN_PLAYERS`]
/// players): round after round, the split of the players into full tables that seats the most
/// pairs not met yet (then the fewest repeats), found by the table search; byes, when the count
/// is not a multiple of the table size, go to the players with the fewest byes, then the fewest
/// opponents still to meet. It stops when every pair has met.
pub fn schedule(players: &[PlayerId], table_size: usize) -> Result<Vec<Pairing>, LeagueError> {
    let (n, k) = (players.len(), table_size);
    if n < k {
        return Err(LeagueError::TooFewPlayers {
            players: n,
            needed: k,
        });
    }
    let limit = if k == 2 {
        MAX_PLAYERS
    } else {
        MAX_ROUND_ROBIN_PLAYERS
    };
    if n > limit {
        return Err(LeagueError::TooManyPlayers { players: n, limit });
    }
    Ok(if k == 2 {
        circle(players)
    } else {
        covering(players, k)
    })
}

/// The circle method: the first player stays, the others turn one seat a round.
fn circle(players: &[PlayerId]) -> Vec<Pairing> {
    let mut ring: Vec<Option<PlayerId>> = players.iter().copied().map(Some).collect();
    if ring.len() % 2 == 1 {
        ring.push(None);
    }
    let m = ring.len();
    (0..m - 1)
        .map(|_| {
            let mut pairing = Pairing::default();
            for i in 0..m / 2 {
                match (ring[i], ring[m - 1 - i]) {
                    (Some(a), Some(b)) => pairing.tables.push(vec![a, b]),
                    (Some(a), None) | (None, Some(a)) => pairing.byes.push(a),
                    (None, None) => {}
                }
            }
            ring[1..].rotate_right(1);
            pairing
        })
        .collect()
}

/// Rounds of full tables until every pair has met.
fn covering(players: &[PlayerId], k: usize) -> Vec<Pairing> {
    let n = players.len();
    let mut met = vec![0u64; n * n];
    let mut byes = vec![0u64; n];
    let mut rounds = Vec::new();
    let to_meet = |met: &[u64], p: usize| (0..n).filter(|&q| q != p && met[p * n + q] == 0).count();
    // A bound no schedule should reach; a guard against a round that seats no new pair.
    let cap = 4 * min_rounds(n, k) + 8;
    while rounds.len() < cap {
        let left: Vec<usize> = (0..n).map(|p| to_meet(&met, p)).collect();
        if left.iter().all(|&l| l == 0) {
            break;
        }
        // Byes: fewest byes, then fewest opponents still to meet, then the latest sign-up.
        let mut by_bye: Vec<usize> = (0..n).collect();
        by_bye.sort_by_key(|&p| (byes[p], left[p], std::cmp::Reverse(p)));
        let sitting_out: Vec<usize> = by_bye[..n % k].to_vec();
        // The others, most opponents still to meet first (the hardest to place).
        let mut seated: Vec<usize> = (0..n).filter(|p| !sitting_out.contains(p)).collect();
        seated.sort_by_key(|&p| (std::cmp::Reverse(left[p]), p));
        let s = seated.len();
        let mut weight = vec![0; s * s];
        for (i, &a) in seated.iter().enumerate() {
            for (j, &b) in seated.iter().enumerate() {
                let m = met[a * n + b];
                weight[i * s + j] = if m == 0 {
                    0
                } else {
                    REPEAT + (left[a] + left[b]) as u64
                };
            }
        }
        // At best every seated pair is new, within what each player still has to meet.
        let pairs = (s / k) * k * (k - 1) / 2;
        let reach: usize = seated.iter().map(|&p| left[p].min(k - 1)).sum::<usize>() / 2;
        let floor = (pairs - pairs.min(reach)) as u64 * REPEAT;
        let problem = Problem {
            k,
            weight,
            score: vec![0; s],
            displacement: false,
            weight_floor: floor,
            budget: ROUND_ROBIN_BUDGET,
            tabu_moves: ROUND_ROBIN_TABU_MOVES,
        };
        let (tables, _) = solve(&problem);
        let tables: Vec<Vec<usize>> = tables
            .into_iter()
            .map(|t| t.into_iter().map(|i| seated[i]).collect())
            .collect();
        for t in &tables {
            for &a in t {
                for &b in t {
                    if a != b {
                        met[a * n + b] += 1;
                    }
                }
            }
        }
        for &p in &sitting_out {
            byes[p] += 1;
        }
        rounds.push(Pairing {
            tables: tables
                .iter()
                .map(|t| t.iter().map(|&i| players[i]).collect())
                .collect(),
            byes: sitting_out.iter().map(|&i| players[i]).collect(),
        });
    }
    rounds
}

#[cfg(test)]
mod tests {
    use super::*;

    fn ids(n: u64) -> Vec<PlayerId> {
        (1..=n).map(PlayerId).collect()
    }

    #[test]
    fn circle_meets_every_pair_once() {
        for n in 2..=9 {
            let rounds = schedule(&ids(n), 2).unwrap();
            assert_eq!(rounds.len(), if n % 2 == 0 { n - 1 } else { n } as usize);
            let mut pairs: Vec<(PlayerId, PlayerId)> = rounds
                .iter()
                .flat_map(|r| r.tables.iter().map(|t| (t[0].min(t[1]), t[0].max(t[1]))))
                .collect();
            pairs.sort();
            let before = pairs.len();
            pairs.dedup();
            assert_eq!(before, pairs.len(), "a pair met twice with {n} players");
            assert_eq!(pairs.len() as u64, n * (n - 1) / 2);
        }
    }

    #[test]
    fn nine_in_threes_is_an_affine_plane() {
        // Four rounds, every pair exactly once: the search finds the resolvable design.
        let rounds = schedule(&ids(9), 3).unwrap();
        assert_eq!(rounds.len(), 4);
        assert_eq!(min_rounds(9, 3), 4);
    }

    #[test]
    fn sizes_are_checked() {
        assert_eq!(
            schedule(&ids(2), 3),
            Err(LeagueError::TooFewPlayers {
                players: 2,
                needed: 3
            })
        );
        assert!(matches!(
            schedule(&ids(33), 4),
            Err(LeagueError::TooManyPlayers { .. })
        ));
    }
}
