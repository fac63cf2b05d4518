//! What the tests share: a seeded generator, random table results, and standings computed
//! again, separately and simply, from the results alone.
#![allow(dead_code)]

use leagues::{League, Placing, PlayerId, Settings, TableResult, TieBreak};
use std::collections::HashMap;

/// A small seeded generator (splitmix64): the tests' randomness, reproducible from a seed.
pub struct Rng(pub u64);

impl Rng {
    /// The next number.
    pub fn next(&mut self) -> u64 {
        self.0 = self.0.wrapping_add(0x9E37_79B9_7F4A_7C15);
        let mut z = self.0;
        z = (z ^ (z >> 30)).wrapping_mul(0xBF58_476D_1CE4_E5B9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94D0_49BB_1331_11EB);
        z ^ (z >> 31)
    }

    /// A number below `n`.
    pub fn below(&mut self, n: u64) -> u64 {
        self.next() % n
    }
}

/// A random result for a table: usually played (scores from 0 to `top`, so ties happen, places
/// shared as the games share them), sometimes not played, sometimes missing a player.
pub fn random_result(table: &[PlayerId], rng: &mut Rng, top: u64) -> TableResult {
    if rng.below(20) == 0 {
        return TableResult::NotPlayed;
    }
    let mut scores: Vec<(PlayerId, u32)> = table
        .iter()
        .map(|&p| (p, rng.below(top + 1) as u32))
        .collect();
    if scores.len() > 2 && rng.below(15) == 0 {
        scores.pop();
    }
    let placings = scores
        .iter()
        .map(|&(player, points)| Placing {
            player,
            rank: 1 + scores.iter().filter(|s| s.1 > points).count() as u32,
            points,
        })
        .collect();
    TableResult::Played(placings)
}

/// Pairs the next round and records a random result at every table.
pub fn play_round(league: &mut League, rng: &mut Rng, top: u64) {
    league.start_next_round().expect("a round to pair");
    let r = league.rounds.len() - 1;
    let tables = league.rounds[r].pairing.tables.clone();
    for (t, table) in tables.iter().enumerate() {
        league
            .record(r, t, random_result(table, rng, top))
            .expect("a valid result");
    }
}

/// The standings computed again, from the league's results and the rules as README states
/// them: (player, rank, league points), best first, ties in sign-up order.
pub fn independent_standings(league: &League) -> Vec<(PlayerId, u32, u32)> {
    let s: &Settings = &league.settings;
    let players: Vec<PlayerId> = league.entrants.iter().map(|e| e.id).collect();
    let mut points: HashMap<PlayerId, u32> = players.iter().map(|&p| (p, 0)).collect();
    let mut played: HashMap<PlayerId, u32> = HashMap::new();
    let mut byes: HashMap<PlayerId, u32> = HashMap::new();
    let mut game: HashMap<PlayerId, u64> = HashMap::new();
    let mut tables: Vec<Vec<Placing>> = Vec::new();
    for round in &league.rounds {
        for p in &round.pairing.byes {
            *points.get_mut(p).unwrap() += s.bye_points;
            *byes.entry(*p).or_default() += 1;
        }
        for result in round.results.iter().flatten() {
            if let TableResult::Played(placings) = result {
                for pl in placings {
                    *points.get_mut(&pl.player).unwrap() += s.points_per_rank[pl.rank as usize - 1];
                    *played.entry(pl.player).or_default() += 1;
                    *game.entry(pl.player).or_default() += u64::from(pl.points);
                }
                tables.push(placings.clone());
            }
        }
    }
    let get = |m: &HashMap<PlayerId, u32>, p: PlayerId| m.get(&p).copied().unwrap_or(0);
    let mut keys: HashMap<PlayerId, Vec<f64>> = players
        .iter()
        .map(|&p| (p, vec![f64::from(points[&p])]))
        .collect();
    for tb in &s.tie_breaks {
        let mut next: HashMap<PlayerId, f64> = HashMap::new();
        for &p in &players {
            let value = match tb {
                TieBreak::GamePointsAverage => {
                    let n = get(&played, p);
                    if n == 0 {
                        0.0
                    } else {
                        game.get(&p).copied().unwrap_or(0) as f64 / f64::from(n)
                    }
                }
                TieBreak::GamePointsTotal => game.get(&p).copied().unwrap_or(0) as f64,
                TieBreak::OpponentsPoints => {
                    let opponents: Vec<u32> = tables
                        .iter()
                        .filter(|t| t.iter().any(|pl| pl.player == p))
                        .flat_map(|t| t.iter().filter(|pl| pl.player != p))
                        .map(|pl| points[&pl.player])
                        .collect();
                    if opponents.is_empty() {
                        0.0
                    } else {
                        opponents.iter().sum::<u32>() as f64 / opponents.len() as f64
                    }
                }
                TieBreak::HeadToHead => {
                    let mut h = 0i64;
                    for t in &tables {
                        let Some(me) = t.iter().find(|pl| pl.player == p) else {
                            continue;
                        };
                        for other in t {
                            if other.player != p && keys[&other.player] == keys[&p] {
                                h += (other.rank > me.rank) as i64 - (other.rank < me.rank) as i64;
                            }
                        }
                    }
                    h as f64
                }
                TieBreak::FewerByes => -f64::from(get(&byes, p)),
            };
            next.insert(p, value);
        }
        for (p, v) in next {
            keys.get_mut(&p).unwrap().push(v);
        }
    }
    let better = |a: &Vec<f64>, b: &Vec<f64>| a.partial_cmp(b) == Some(std::cmp::Ordering::Greater);
    let mut rows: Vec<(usize, PlayerId, u32, u32)> = players
        .iter()
        .enumerate()
        .map(|(i, &p)| {
            let ahead = players
                .iter()
                .filter(|q| better(&keys[q], &keys[&p]))
                .count();
            (i, p, ahead as u32 + 1, points[&p])
        })
        .collect();
    rows.sort_by(|a, b| a.2.cmp(&b.2).then(a.0.cmp(&b.0)));
    rows.into_iter().map(|(_, p, r, pts)| (p, r, pts)).collect()
}

/// The crate's standings in the same form as [`independent_standings`].
pub fn crate_standings(league: &League) -> Vec<(PlayerId, u32, u32)> {
    league
        .standings()
        .iter()
        .map(|s| (s.player, s.rank, s.league_points))
        .collect()
}

/// How often each two players shared a table in the league's rounds.
pub fn meetings(league: &League) -> HashMap<(PlayerId, PlayerId), u32> {
    let mut met = HashMap::new();
    for round in &league.rounds {
        for t in &round.pairing.tables {
            for (i, &a) in t.iter().enumerate() {
                for &b in &t[i + 1..] {
                    *met.entry((a.min(b), a.max(b))).or_default() += 1;
                }
            }
        }
    }
    met
}

/// Players `1..=n`.
pub fn ids(n: u64) -> Vec<PlayerId> {
    (1..=n).map(PlayerId).collect()
}
