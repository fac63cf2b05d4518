//! Standings from the results: league points, then the tie-breaks in the settings' order.

use crate::types::{
    Entrant, Placing, PlayerId, Ratio, Round, Settings, Standing, TableResult, TieBreak,
};
use std::cmp::Ordering;
use std::collections::HashMap;

/// The standings of `entrants` (every player, withdrawn ones included) after `rounds`, best
/// first. Tables without a result yet count for nothing. Players equal on league points and on
/// every tie-break share a rank and are listed in sign-up order (the order of `entrants`).
pub fn standings(settings: &Settings, entrants: &[Entrant], rounds: &[Round]) -> Vec<Standing> {
    let index: HashMap<PlayerId, usize> = entrants
        .iter()
        .enumerate()
        .map(|(i, e)| (e.id, i))
        .collect();
    let n = entrants.len();
    let mut rows: Vec<Standing> = entrants
        .iter()
        .map(|e| Standing {
            rank: 0,
            player: e.id,
            league_points: 0,
            played: 0,
            byes: 0,
            game_points: 0,
            opponents_points: Ratio::default(),
            withdrawn: e.withdrawn,
        })
        .collect();
    // Tables played, as lists of (entrant index, placing), for the opponents and head-to-head.
    let mut tables: Vec<Vec<(usize, Placing)>> = Vec::new();
    for round in rounds {
        for p in &round.pairing.byes {
            if let Some(&i) = index.get(p) {
                rows[i].byes += 1;
                rows[i].league_points += settings.bye_points;
            }
        }
        for result in round.results.iter().flatten() {
            let TableResult::Played(placings) = result else {
                continue;
            };
            let table: Vec<(usize, Placing)> = placings
                .iter()
                .filter_map(|pl| index.get(&pl.player).map(|&i| (i, *pl)))
                .collect();
            for &(i, pl) in &table {
                let rank = usize::try_from(pl.rank).unwrap_or(usize::MAX);
                let points = rank
                    .checked_sub(1)
                    .and_then(|r| settings.points_per_rank.get(r))
                    .copied()
                    .unwrap_or(0);
                rows[i].league_points += points;
                rows[i].played += 1;
                rows[i].game_points += u64::from(pl.points);
            }
            tables.push(table);
        }
    }
    let mut opponents = vec![Ratio::default(); n];
    for table in &tables {
        for &(i, _) in table {
            for &(j, _) in table {
                if i != j {
                    opponents[i].num += u64::from(rows[j].league_points);
                    opponents[i].den += 1;
                }
            }
        }
    }
    for (row, o) in rows.iter_mut().zip(opponents) {
        row.opponents_points = o;
    }

    let mut order: Vec<usize> = (0..n).collect();
    order.sort_by_key(|&i| (std::cmp::Reverse(rows[i].league_points), i));
    let mut ranked: Vec<Vec<usize>> = Vec::new();
    let mut groups = split(&order, |i| u64::from(rows[i].league_points));
    for group in groups.drain(..) {
        refine(group, &settings.tie_breaks, &rows, &tables, &mut ranked);
    }
    let mut out = Vec::with_capacity(n);
    let mut ahead = 0u32;
    for group in ranked {
        let size = u32::try_from(group.len()).unwrap_or(u32::MAX);
        for i in group {
            let mut row = rows[i].clone();
            row.rank = ahead + 1;
            out.push(row);
        }
        ahead += size;
    }
    out
}

/// Splits players already sorted by `key` (best first) into runs of equal key.
fn split(sorted: &[usize], key: impl Fn(usize) -> u64) -> Vec<Vec<usize>> {
    let mut groups: Vec<Vec<usize>> = Vec::new();
    for &i in sorted {
        match groups.last_mut() {
            Some(g) if key(g[0]) == key(i) => g.push(i),
            _ => groups.push(vec![i]),
        }
    }
    groups
}

/// Orders a group level on everything so far by the next tie-break, then each run still level
/// by the ones after; appends the final groups (sign-up order within each) to `out`.
fn refine(
    group: Vec<usize>,
    breaks: &[TieBreak],
    rows: &[Standing],
    tables: &[Vec<(usize, Placing)>],
    out: &mut Vec<Vec<usize>>,
) {
    let Some((&first, rest)) = breaks.split_first() else {
        out.push(group);
        return;
    };
    if group.len() == 1 {
        out.push(group);
        return;
    }
    let head_to_head = (first == TieBreak::HeadToHead).then(|| head_to_head(&group, tables));
    // A key per member, larger is better, compared exactly.
    let key = |i: usize| -> Key {
        let r = &rows[i];
        match first {
            TieBreak::GamePointsAverage => Key::Ratio(Ratio {
                num: r.game_points,
                den: u64::from(r.played),
            }),
            TieBreak::GamePointsTotal => Key::Int(i64::try_from(r.game_points).unwrap_or(i64::MAX)),
            TieBreak::OpponentsPoints => Key::Ratio(r.opponents_points),
            TieBreak::HeadToHead => Key::Int(head_to_head.as_ref().map_or(0, |h| h[&i])),
            TieBreak::FewerByes => Key::Int(-i64::from(r.byes)),
        }
    };
    let mut sorted = group;
    sorted.sort_by(|&a, &b| key(b).cmp(&key(a)).then(a.cmp(&b)));
    let mut start = 0;
    while start < sorted.len() {
        let mut end = start + 1;
        while end < sorted.len() && key(sorted[end]) == key(sorted[start]) {
            end += 1;
        }
        refine(sorted[start..end].to_vec(), rest, rows, tables, out);
        start = end;
    }
}

#[derive(PartialEq, Eq, PartialOrd, Ord)]
enum Key {
    Int(i64),
    Ratio(Ratio),
}

/// Each member's head-to-head score within the group: at every table played, +1 for every
/// other member placed below them, −1 for every one placed above.
fn head_to_head(group: &[usize], tables: &[Vec<(usize, Placing)>]) -> HashMap<usize, i64> {
    let mut score: HashMap<usize, i64> = group.iter().map(|&i| (i, 0)).collect();
    for table in tables {
        for &(i, a) in table {
            if !score.contains_key(&i) {
                continue;
            }
            let delta: i64 = table
                .iter()
                .filter(|(j, _)| *j != i && score.contains_key(j))
                .map(|(_, b)| match a.rank.cmp(&b.rank) {
                    Ordering::Less => 1,
                    Ordering::Greater => -1,
                    Ordering::Equal => 0,
                })
                .sum();
            *score.get_mut(&i).expect("a member") += delta;
        }
    }
    score
}

/// The result of a table settled from its game's scores as they stand (one option for a table
/// still running at a round's deadline): places by points, most first, equal points sharing a
/// place (1, 1, 3), each player keeping the points they have. The same function ranks a
/// finished game from its final scores, when the game's own ranking is not at hand.
pub fn settle_by_points(scores: &[(PlayerId, u32)]) -> TableResult {
    let placings = scores
        .iter()
        .map(|&(player, points)| {
            let above = scores.iter().filter(|(_, p)| *p > points).count();
            Placing {
                player,
                rank: u32::try_from(above + 1).unwrap_or(u32::MAX),
                points,
            }
        })
        .collect();
    TableResult::Played(placings)
}
