//! Swiss pairing: byes to the lowest standing with the fewest byes, then tables by standing
//! with as few repeat pairings as can be had.

use crate::problem::Problem;
use crate::search::solve;
use crate::standings::standings;
use crate::types::{Entrant, LeagueError, Pairing, PlayerId, Round, Settings};
use std::collections::HashMap;

/// Search steps allowed for a Swiss round once a first pairing is found: enough to prove the
/// best pairing of small leagues (nine players: a few hundred steps), and about a tenth of a
/// second for 64 players in tables of four in the dev profile.
pub const SWISS_BUDGET: u64 = 5_000;

/// Moves of the tabu search that follows when the search could not prove its best pairing
/// optimal (see `repair.rs`).
pub const SWISS_TABU_MOVES: usize = 600;

/// A mix of the seed and a player's id: the order of players level in the standings.
pub(crate) fn tie_order(seed: u64, player: PlayerId) -> u64 {
    splitmix(seed ^ splitmix(player.0))
}

fn splitmix(x: u64) -> u64 {
    let mut z = x.wrapping_add(0x9E37_79B9_7F4A_7C15);
    z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
    z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
    z ^ (z >> 31)
}

/// How often each two players have shared a table in `rounds` (whatever the table's result).
pub(crate) fn meetings(rounds: &[Round]) -> HashMap<(PlayerId, PlayerId), u64> {
    let mut met = HashMap::new();
    for round in rounds {
        for table in &round.pairing.tables {
            for (i, &a) in table.iter().enumerate() {
                for &b in &table[i + 1..] {
                    *met.entry((a.min(b), a.max(b))).or_insert(0) += 1;
                }
            }
        }
    }
    met
}

/// Pairs the next Swiss round of the players not withdrawn, from the standings after `rounds`.
pub(crate) fn pair(
    settings: &Settings,
    entrants: &[Entrant],
    rounds: &[Round],
) -> Result<Pairing, LeagueError> {
    let k = settings.table_size;
    let table = standings(settings, entrants, rounds);
    // Active players in standing order; players sharing a rank in the seed's order.
    let mut order: Vec<(u32, u64, PlayerId, u32)> = table
        .iter()
        .filter(|s| !s.withdrawn)
        .map(|s| (s.rank, tie_order(settings.seed, s.player), s.player, s.byes))
        .collect();
    order.sort_unstable();
    if order.len() < k {
        return Err(LeagueError::TooFewPlayers {
            players: order.len(),
            needed: k,
        });
    }
    let points: HashMap<PlayerId, u64> = table
        .iter()
        .map(|s| (s.player, u64::from(s.league_points)))
        .collect();
    // Byes: the fewest byes so far, then the lowest standing.
    let bye_count = order.len() % k;
    let mut by_bye: Vec<usize> = (0..order.len()).collect();
    by_bye.sort_by_key(|&i| (order[i].3, std::cmp::Reverse(i)));
    let mut bye_positions: Vec<usize> = by_bye[..bye_count].to_vec();
    bye_positions.sort_unstable();
    let byes: Vec<PlayerId> = bye_positions.iter().map(|&i| order[i].2).collect();
    let seated: Vec<PlayerId> = order
        .iter()
        .enumerate()
        .filter(|(i, _)| !bye_positions.contains(i))
        .map(|(_, o)| o.2)
        .collect();

    let met = meetings(rounds);
    let n = seated.len();
    let mut weight = vec![0; n * n];
    for (i, &a) in seated.iter().enumerate() {
        for (j, &b) in seated.iter().enumerate() {
            weight[i * n + j] = met.get(&(a.min(b), a.max(b))).copied().unwrap_or(0);
        }
    }
    let problem = Problem {
        k,
        weight,
        score: seated.iter().map(|p| points[p]).collect(),
        displacement: true,
        weight_floor: 0,
        budget: SWISS_BUDGET,
        tabu_moves: SWISS_TABU_MOVES,
    };
    let (tables, _) = solve(&problem);
    Ok(Pairing {
        tables: tables
            .into_iter()
            .map(|t| t.into_iter().map(|i| seated[i]).collect())
            .collect(),
        byes,
    })
}
