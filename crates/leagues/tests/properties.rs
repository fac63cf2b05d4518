//! Properties over many random leagues: every player seated at most once a round, byes only
//! when needed and spread, round robins complete, standings consistent and equal to the
//! independent computation, leagues deterministic and stable through JSON.

mod support;

use leagues::round_robin::{min_rounds, schedule};
use leagues::{
    Format, League, LeagueError, PlayerId, Settings, TableResult, TieBreak, MAX_ROUND_ROBIN_PLAYERS,
};
use proptest::prelude::*;
use std::collections::{HashMap, HashSet};
use support::{crate_standings, ids, independent_standings, meetings, play_round, Rng};

const ALL_BREAKS: [TieBreak; 5] = [
    TieBreak::GamePointsAverage,
    TieBreak::GamePointsTotal,
    TieBreak::OpponentsPoints,
    TieBreak::HeadToHead,
    TieBreak::FewerByes,
];

/// Random settings: the defaults, or random points per rank, bye points and tie-breaks.
fn settings(format: Format, k: usize, seed: u64, rng: &mut Rng) -> Settings {
    let mut s = Settings::new(format, k, seed).unwrap();
    if rng.below(2) == 0 {
        let mut points: Vec<u32> = (0..k).map(|_| rng.below(7) as u32).collect();
        points.sort_unstable_by(|a, b| b.cmp(a));
        s.points_per_rank = points;
        s.bye_points = rng.below(5) as u32;
        let mut breaks = ALL_BREAKS.to_vec();
        for i in (1..breaks.len()).rev() {
            breaks.swap(i, rng.below(i as u64 + 1) as usize);
        }
        breaks.truncate(rng.below(6) as usize);
        s.tie_breaks = breaks;
    }
    s.validate().unwrap();
    s
}

/// Checks the standings: ranks from 1, shared only between equal rows, league points never
/// rising, the points adding up, and equal to the independent computation.
fn check_standings(league: &League) {
    let rows = league.standings();
    assert_eq!(rows.len(), league.entrants.len());
    for (i, row) in rows.iter().enumerate() {
        if i == 0 {
            assert_eq!(row.rank, 1);
        } else {
            let prev = &rows[i - 1];
            assert!(row.rank == prev.rank || row.rank == i as u32 + 1);
            assert!(row.league_points <= prev.league_points);
            if row.rank == prev.rank {
                assert_eq!(row.league_points, prev.league_points);
            }
        }
    }
    let s = &league.settings;
    let mut expected = 0u32;
    for round in &league.rounds {
        expected += s.bye_points * round.pairing.byes.len() as u32;
        for r in round.results.iter().flatten() {
            if let TableResult::Played(placings) = r {
                for p in placings {
                    expected += s.points_per_rank[p.rank as usize - 1];
                }
            }
        }
    }
    assert_eq!(rows.iter().map(|r| r.league_points).sum::<u32>(), expected);
    assert_eq!(independent_standings(league), crate_standings(league));
}

/// Checks the last round: every active player named once, nobody else.
fn check_seating(league: &League) {
    let round = league.rounds.last().unwrap();
    let named: Vec<PlayerId> = round.pairing.players().collect();
    let set: HashSet<PlayerId> = named.iter().copied().collect();
    assert_eq!(set.len(), named.len(), "a player named twice in {round:?}");
    let active: HashSet<PlayerId> = league
        .entrants
        .iter()
        .filter(|e| !e.withdrawn)
        .map(|e| e.id)
        .collect();
    assert_eq!(set, active);
    assert!(round.pairing.tables.iter().all(|t| t.len() >= 2));
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(192))]

    #[test]
    fn swiss_leagues_seat_everyone_once_and_spread_byes(
        n in 2u64..=26,
        k in 2usize..=4,
        rounds in 1u32..=7,
        seed in any::<u64>(),
    ) {
        prop_assume!(n as usize >= k);
        let mut rng = Rng(seed);
        let s = settings(Format::Swiss { rounds }, k, seed, &mut rng);
        let mut league = League::new(s, &ids(n)).unwrap();
        for r in 0..rounds as usize {
            if r > 0 && rng.below(4) == 0 {
                let victim = PlayerId(1 + rng.below(n));
                league.withdraw(victim).unwrap();
            }
            let active = league.entrants.iter().filter(|e| !e.withdrawn).count();
            if active < k {
                prop_assert_eq!(
                    league.pair_next_round(),
                    Err(LeagueError::TooFewPlayers { players: active, needed: k })
                );
                break;
            }
            let again = league.pair_next_round().unwrap();
            play_round(&mut league, &mut rng, 25);
            prop_assert_eq!(&again, &league.rounds[r].pairing, "the same league, the same pairing");
            check_seating(&league);
            let pairing = &league.rounds[r].pairing;
            prop_assert!(pairing.tables.iter().all(|t| t.len() == k));
            prop_assert_eq!(pairing.byes.len(), active % k, "byes only when needed");
            // Byes spread: among the active players, counts differ by at most one.
            let byes: HashMap<PlayerId, u32> =
                league.standings().iter().map(|s| (s.player, s.byes)).collect();
            let counts: Vec<u32> = league
                .entrants
                .iter()
                .filter(|e| !e.withdrawn)
                .map(|e| byes[&e.id])
                .collect();
            prop_assert!(counts.iter().max().unwrap() - counts.iter().min().unwrap() <= 1);
            check_standings(&league);
        }
        let back: League = serde_json::from_str(&serde_json::to_string(&league).unwrap()).unwrap();
        prop_assert_eq!(&back, &league);
        if league.rounds.len() == rounds as usize {
            prop_assert!(league.is_over());
            prop_assert_eq!(league.pair_next_round(), Err(LeagueError::LeagueOver));
        }
    }

    #[test]
    fn round_robins_meet_every_pair_and_seat_everyone_once(
        n in 2u64..=14,
        k in 2usize..=4,
        seed in any::<u64>(),
    ) {
        prop_assume!(n as usize >= k);
        let mut rng = Rng(seed);
        let s = settings(Format::RoundRobin, k, seed, &mut rng);
        let mut league = League::new(s, &ids(n)).unwrap();
        let total = league.total_rounds().unwrap();
        // Sometimes a player leaves after the first round (before it, they would not be in
        // the schedule at all).
        let leaver = (total > 1 && rng.below(3) == 0)
            .then(|| (PlayerId(1 + rng.below(n)), 1 + rng.below(total as u64 - 1)));
        for r in 0..total {
            if leaver.is_some_and(|(_, at)| at as usize == r) {
                league.withdraw(leaver.unwrap().0).unwrap();
            }
            play_round(&mut league, &mut rng, 25);
            check_seating(&league);
            check_standings(&league);
        }
        prop_assert!(league.is_over());
        prop_assert_eq!(league.pair_next_round(), Err(LeagueError::LeagueOver));
        let met = meetings(&league);
        let stayed: Vec<PlayerId> = league.entrants.iter().filter(|e| !e.withdrawn).map(|e| e.id).collect();
        for (i, &a) in stayed.iter().enumerate() {
            for &b in &stayed[i + 1..] {
                prop_assert!(met.contains_key(&(a.min(b), a.max(b))), "{} never met {}", a, b);
            }
        }
        if k == 2 && leaver.is_none() {
            prop_assert!(met.values().all(|&m| m == 1), "tables of two: every pair exactly once");
        }
    }
}

#[test]
fn round_robin_schedules_up_to_the_limit_cover_every_pair_near_the_bound() {
    // Every size the search serves (the schedule depends only on the count), tables of 3 and 4.
    for k in [3, 4] {
        for n in k..=MAX_ROUND_ROBIN_PLAYERS {
            let players = ids(n as u64);
            let rounds = schedule(&players, k).unwrap();
            let mut met: HashSet<(PlayerId, PlayerId)> = HashSet::new();
            for r in &rounds {
                let named: Vec<PlayerId> = r.players().collect();
                assert_eq!(named.len(), n, "n {n} k {k}: everyone once a round");
                assert_eq!(named.iter().collect::<HashSet<_>>().len(), n);
                assert!(r.tables.iter().all(|t| t.len() == k));
                assert_eq!(r.byes.len(), n % k);
                for t in &r.tables {
                    for &a in t {
                        for &b in t {
                            if a < b {
                                met.insert((a, b));
                            }
                        }
                    }
                }
            }
            assert_eq!(met.len(), n * (n - 1) / 2, "n {n} k {k}: a pair never met");
            let bound = min_rounds(n, k);
            assert!(
                rounds.len() <= bound + 3,
                "n {n} k {k}: {} rounds, the bound is {bound}",
                rounds.len()
            );
        }
    }
    // Designs the search finds exactly: nine in threes (4 rounds), sixteen in fours (5).
    assert_eq!(schedule(&ids(9), 3).unwrap().len(), 4);
    assert_eq!(schedule(&ids(16), 4).unwrap().len(), 5);
}

#[test]
#[ignore = "figures: cargo test -p leagues --test properties -- --ignored --nocapture"]
fn round_robin_lengths_and_times() {
    for k in [3, 4] {
        let (mut line, mut excess, mut slowest) = (String::new(), 0, 0.0f64);
        for n in k..=MAX_ROUND_ROBIN_PLAYERS {
            let start = std::time::Instant::now();
            let rounds = schedule(&ids(n as u64), k).unwrap().len();
            slowest = slowest.max(start.elapsed().as_secs_f64());
            let bound = min_rounds(n, k);
            excess += rounds - bound;
            line += &format!("{n}:{rounds}/{bound} ");
        }
        println!("tables of {k} (players:rounds/bound): {line}");
        println!(
            "  {excess} rounds over the bounds in all; slowest {:.1} ms",
            slowest * 1000.0
        );
    }
}
