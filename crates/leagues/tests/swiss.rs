//! Swiss pairing: the nine-player case, byes, determinism, optimality against brute force
//! on small leagues, and the speed of a 64-player round.

mod support;

use leagues::{Format, League, LeagueError, PlayerId, Settings};
use std::collections::{HashMap, HashSet};
use std::time::Instant;
use support::{ids, meetings, play_round, Rng};

fn swiss(n: u64, k: usize, rounds: u32, seed: u64) -> League {
    let settings = Settings::new(Format::Swiss { rounds }, k, seed).unwrap();
    League::new(settings, &ids(n)).unwrap()
}

/// Every active player named exactly once in the last round.
fn assert_seated_once(league: &League) {
    let round = league.rounds.last().unwrap();
    let named: Vec<PlayerId> = round.pairing.players().collect();
    let unique: HashSet<PlayerId> = named.iter().copied().collect();
    assert_eq!(named.len(), unique.len(), "someone seated twice: {round:?}");
    let active: HashSet<PlayerId> = league
        .entrants
        .iter()
        .filter(|e| !e.withdrawn)
        .map(|e| e.id)
        .collect();
    assert_eq!(unique, active);
}

#[test]
fn nine_players_in_threes_never_meet_twice_over_three_rounds() {
    // The case, over many seeds and results: every player seated once a round, no
    // repeat pairing (a repeat-free schedule always exists here), and the fourth round too.
    for seed in 0..60 {
        let mut league = swiss(9, 3, 4, seed);
        let mut rng = Rng(seed);
        for _ in 0..4 {
            play_round(&mut league, &mut rng, 12);
            assert_seated_once(&league);
            let round = league.rounds.last().unwrap();
            assert_eq!(round.pairing.tables.len(), 3);
            assert!(round.pairing.byes.is_empty());
            assert!(round.pairing.tables.iter().all(|t| t.len() == 3));
        }
        let met = meetings(&league);
        assert_eq!(met.len(), 36, "seed {seed}: every pair once in four rounds");
        assert!(met.values().all(|&m| m == 1), "seed {seed}: a repeat");
        assert_eq!(
            league.pair_next_round(),
            Err(LeagueError::LeagueOver),
            "four rounds asked, four played"
        );
    }
}

#[test]
fn the_same_league_gives_the_same_pairing_and_the_seed_varies_it() {
    let mut a = swiss(12, 3, 3, 7);
    let mut b = swiss(12, 3, 3, 7);
    let (mut ra, mut rb) = (Rng(1), Rng(1));
    for _ in 0..3 {
        play_round(&mut a, &mut ra, 20);
        play_round(&mut b, &mut rb, 20);
    }
    assert_eq!(a, b);
    let first = |seed| swiss(12, 3, 3, seed).pair_next_round().unwrap();
    assert_ne!(
        first(7),
        first(8),
        "the seed orders players level in the standings"
    );
    // A league read back from JSON pairs the same way.
    let mut c = swiss(12, 3, 3, 7);
    play_round(&mut c, &mut Rng(1), 20);
    let back: League = serde_json::from_str(&serde_json::to_string(&c).unwrap()).unwrap();
    assert_eq!(back.pair_next_round(), c.pair_next_round());
}

#[test]
fn byes_go_to_the_lowest_standing_with_the_fewest_byes() {
    // Ten players in tables of three: three tables and one bye a round; ten rounds give every
    // player exactly one bye.
    let mut league = swiss(10, 3, 10, 3);
    let mut rng = Rng(3);
    for round in 0..10 {
        let before = league.standings();
        play_round(&mut league, &mut rng, 15);
        assert_seated_once(&league);
        let pairing = &league.rounds[round].pairing;
        assert_eq!(pairing.tables.len(), 3);
        assert_eq!(pairing.byes.len(), 1);
        let bye = pairing.byes[0];
        let had = |p: PlayerId| {
            league.rounds[..round]
                .iter()
                .filter(|r| r.pairing.byes.contains(&p))
                .count()
        };
        assert_eq!(
            had(bye),
            0,
            "round {round}: a second bye before everyone had one"
        );
        // Nobody without a bye stands below the one who got it.
        let rank_of = |p: PlayerId| before.iter().find(|s| s.player == p).unwrap().rank;
        for e in &league.entrants {
            if had(e.id) == 0 && e.id != bye {
                assert!(
                    rank_of(e.id) <= rank_of(bye),
                    "round {round}: {} is lower",
                    e.id
                );
            }
        }
    }
    let byes: HashMap<PlayerId, u32> = league
        .standings()
        .iter()
        .map(|s| (s.player, s.byes))
        .collect();
    assert!(byes.values().all(|&b| b == 1));
}

#[test]
fn withdrawn_players_are_not_paired_and_too_few_is_refused() {
    let mut league = swiss(7, 3, 3, 1);
    let mut rng = Rng(5);
    play_round(&mut league, &mut rng, 10);
    league.withdraw(PlayerId(3)).unwrap();
    play_round(&mut league, &mut rng, 10);
    assert_seated_once(&league);
    assert_eq!(
        league.rounds[1].pairing.byes.len(),
        0,
        "six players: two tables"
    );
    for p in [1, 2, 4, 5] {
        league.withdraw(PlayerId(p)).unwrap();
    }
    assert_eq!(
        league.pair_next_round(),
        Err(LeagueError::TooFewPlayers {
            players: 2,
            needed: 3
        })
    );
    assert_eq!(
        league.withdraw(PlayerId(99)),
        Err(LeagueError::UnknownPlayer(PlayerId(99)))
    );
}

/// Every split of `players` into tables of `k`.
fn splits(players: &[PlayerId], k: usize) -> Vec<Vec<Vec<PlayerId>>> {
    if players.is_empty() {
        return vec![vec![]];
    }
    let (first, rest) = (players[0], &players[1..]);
    let mut out = Vec::new();
    let mut choose = |others: Vec<PlayerId>| {
        let left: Vec<PlayerId> = rest
            .iter()
            .filter(|p| !others.contains(p))
            .copied()
            .collect();
        for mut split in splits(&left, k) {
            let mut table = vec![first];
            table.extend(&others);
            split.insert(0, table);
            out.push(split);
        }
    };
    let n = rest.len();
    for mask in 0u32..(1 << n) {
        if mask.count_ones() as usize == k - 1 {
            choose(
                (0..n)
                    .filter(|i| mask & (1 << i) != 0)
                    .map(|i| rest[i])
                    .collect(),
            );
        }
    }
    out
}

#[test]
fn small_rounds_are_optimal_against_every_split() {
    // For small leagues the search is exact: no split of the same seated players has fewer
    // repeat pairings, nor, with as few, a smaller spread of league points at the tables.
    let mut checked = 0;
    for (n, k) in [(6, 2), (8, 2), (6, 3), (9, 3), (8, 4), (7, 3), (9, 4)] {
        for seed in 0..12 {
            let mut league = swiss(n, k, 6, seed);
            let mut rng = Rng(seed * 31 + n);
            for _ in 0..6 {
                let points: HashMap<PlayerId, u64> = league
                    .standings()
                    .iter()
                    .map(|s| (s.player, u64::from(s.league_points)))
                    .collect();
                let met = meetings(&league);
                let cost = |split: &Vec<Vec<PlayerId>>| {
                    let mut repeats = 0;
                    let mut spread = 0;
                    for t in split {
                        for (i, a) in t.iter().enumerate() {
                            for b in &t[i + 1..] {
                                repeats += met.get(&(*a.min(b), *a.max(b))).copied().unwrap_or(0);
                            }
                        }
                        let s: u64 = t.iter().map(|p| points[p]).sum();
                        let sq: u64 = t.iter().map(|p| points[p] * points[p]).sum();
                        spread += k as u64 * sq - s * s;
                    }
                    (repeats, spread)
                };
                let pairing = league.pair_next_round().unwrap();
                let seated: Vec<PlayerId> = pairing.tables.iter().flatten().copied().collect();
                let best = splits(&seated, k).iter().map(cost).min().unwrap();
                assert_eq!(cost(&pairing.tables), best, "n {n} k {k} seed {seed}");
                play_round(&mut league, &mut rng, 10);
                checked += 1;
            }
        }
    }
    assert_eq!(checked, 7 * 12 * 6);
}

#[test]
#[ignore = "timing: cargo test -p leagues --test swiss -- --ignored --nocapture"]
fn sixty_four_players_in_fours_pair_quickly() {
    let mut worst = 0.0f64;
    for seed in 0..5 {
        let mut league = swiss(64, 4, 7, seed);
        let mut rng = Rng(seed);
        for round in 0..7 {
            let start = Instant::now();
            league.pair_next_round().unwrap();
            let took = start.elapsed().as_secs_f64();
            worst = worst.max(took);
            println!("seed {seed} round {}: {:.1} ms", round + 1, took * 1000.0);
            play_round(&mut league, &mut rng, 60);
        }
        let repeats: u32 = meetings(&league).values().map(|&m| m - 1).sum();
        println!("seed {seed}: {repeats} repeat pairings over 7 rounds");
    }
    println!("slowest round: {:.1} ms", worst * 1000.0);
    assert!(worst < 1.0, "a round took {worst:.3} s");
}
