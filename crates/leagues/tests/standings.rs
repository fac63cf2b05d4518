//! Standings: each tie-break deciding, their order mattering, shared ranks, byes, unplayed
//! tables, settling by points, and the independent computation on fixed leagues.

mod support;

use leagues::{
    settle_by_points, Format, League, LeagueError, Pairing, Placing, PlayerId, Round, Settings,
    TableResult, TieBreak,
};
use support::{crate_standings, ids, independent_standings};

/// A league of `n` players at tables of `k` with the default settings.
fn league(n: u64, k: usize) -> League {
    League::new(
        Settings::new(Format::Swiss { rounds: 9 }, k, 0).unwrap(),
        &ids(n),
    )
    .unwrap()
}

/// Adds a finished round: tables of (player, game points), places by points; and byes.
fn play(league: &mut League, tables: &[&[(u64, u32)]], byes: &[u64]) {
    let pairing = Pairing {
        tables: tables
            .iter()
            .map(|t| t.iter().map(|&(p, _)| PlayerId(p)).collect())
            .collect(),
        byes: byes.iter().map(|&p| PlayerId(p)).collect(),
    };
    let results = tables
        .iter()
        .map(|t| {
            let scores: Vec<(PlayerId, u32)> = t.iter().map(|&(p, s)| (PlayerId(p), s)).collect();
            Some(settle_by_points(&scores))
        })
        .collect();
    league.rounds.push(Round { pairing, results });
}

/// (player, rank) in standing order.
fn order(league: &League) -> Vec<(u64, u32)> {
    league
        .standings()
        .iter()
        .map(|s| (s.player.0, s.rank))
        .collect()
}

#[test]
fn game_points_per_table_break_a_tie_on_league_points() {
    let mut l = league(4, 2);
    play(&mut l, &[&[(1, 30), (2, 10)], &[(3, 20), (4, 15)]], &[]);
    assert_eq!(order(&l), vec![(1, 1), (3, 2), (4, 3), (2, 4)]);
    let s = l.standings();
    assert_eq!(
        (s[0].league_points, s[0].game_points, s[0].played),
        (2, 30, 1)
    );
}

#[test]
fn stronger_opponents_break_a_tie_then_the_order_of_tie_breaks_matters() {
    let mut l = league(6, 2);
    play(
        &mut l,
        &[
            &[(1, 20), (2, 10)],
            &[(3, 20), (4, 10)],
            &[(5, 20), (6, 10)],
        ],
        &[],
    );
    play(
        &mut l,
        &[
            &[(1, 20), (3, 10)],
            &[(2, 10), (5, 20)],
            &[(4, 20), (6, 10)],
        ],
        &[],
    );
    // 1 and 5: 4 points, 20 a game; 1 met 2 (0) and 3 (2), 5 met 6 (0) and 2 (0).
    // 3 and 4: 2 points, 15 a game; 3 met 4 and 1 (avg 3), 4 met 3 and 6 (avg 1).
    // 2 and 6: 0 points, 10 a game; 2 met 1 and 5 (4), 6 met 5 and 4 (3).
    assert_eq!(
        order(&l),
        vec![(1, 1), (5, 2), (3, 3), (4, 4), (2, 5), (6, 6)]
    );
    assert_eq!(l.standings()[0].opponents_points.as_f64(), 1.0);
    assert_eq!(independent_standings(&l), crate_standings(&l));

    // By total game points alone, 1 and 5 (40 each) share first place.
    l.settings.tie_breaks = vec![TieBreak::GamePointsTotal];
    assert_eq!(order(&l)[..2], [(1, 1), (5, 1)]);
    assert_eq!(independent_standings(&l), crate_standings(&l));
}

#[test]
fn the_first_tie_break_listed_decides_when_two_disagree() {
    let mut l = league(8, 2);
    play(
        &mut l,
        &[
            &[(1, 10), (2, 5)],
            &[(3, 10), (4, 5)],
            &[(5, 35), (6, 30)],
            &[(7, 10), (8, 5)],
        ],
        &[],
    );
    play(
        &mut l,
        &[
            &[(1, 5), (3, 10)],
            &[(5, 5), (2, 10)],
            &[(7, 5), (4, 10)],
            &[(6, 40), (8, 0)],
        ],
        &[],
    );
    // 3 has 4 points, 8 none, the six others 2. Game points a table: 6 35, 5 20, the others
    // 7.5. Opponents' average: 1 and 4 3, 2 and 5 2, 6 and 7 1.
    l.settings.tie_breaks = vec![TieBreak::GamePointsAverage, TieBreak::OpponentsPoints];
    let by_games = vec![
        (3, 1),
        (6, 2),
        (5, 3),
        (1, 4),
        (4, 4),
        (2, 6),
        (7, 7),
        (8, 8),
    ];
    assert_eq!(order(&l), by_games);
    assert_eq!(independent_standings(&l), crate_standings(&l));
    l.settings.tie_breaks = vec![TieBreak::OpponentsPoints, TieBreak::GamePointsAverage];
    let by_opponents = vec![
        (3, 1),
        (1, 2),
        (4, 2),
        (5, 4),
        (2, 5),
        (6, 6),
        (7, 7),
        (8, 8),
    ];
    assert_eq!(order(&l), by_opponents);
    assert_eq!(independent_standings(&l), crate_standings(&l));
}

#[test]
fn head_to_head_decides_when_everything_before_is_equal() {
    let mut l = league(4, 2);
    play(&mut l, &[&[(1, 20), (2, 10)], &[(3, 10), (4, 20)]], &[]);
    play(&mut l, &[&[(1, 10), (3, 20)], &[(2, 20), (4, 10)]], &[]);
    play(&mut l, &[&[(1, 20), (4, 10)], &[(2, 20), (3, 10)]], &[]);
    // 1 and 2: 4 points, 50 game points in three, opponents {2 or 1, 3, 4}: the same average;
    // 1 beat 2. 3 and 4: 2 points, 40 game points, the same opponents; 4 beat 3.
    let s = l.standings();
    assert_eq!((s[0].league_points, s[1].league_points), (4, 4));
    assert_eq!(s[0].opponents_points, s[1].opponents_points);
    assert_eq!(order(&l), vec![(1, 1), (2, 2), (4, 3), (3, 4)]);
    assert_eq!(independent_standings(&l), crate_standings(&l));
    // Without head-to-head (and byes equal) they share places, in sign-up order; a shared
    // place skips the next.
    l.settings.tie_breaks.retain(|t| *t != TieBreak::HeadToHead);
    assert_eq!(order(&l), vec![(1, 1), (2, 1), (3, 3), (4, 3)]);
    // A cycle: 1 beat 2, 2 beat 3, 3 beat 1: head-to-head cannot separate them.
    let mut c = league(3, 2);
    play(&mut c, &[&[(1, 2), (2, 1)]], &[3]);
    play(&mut c, &[&[(2, 2), (3, 1)]], &[1]);
    play(&mut c, &[&[(3, 2), (1, 1)]], &[2]);
    assert_eq!(order(&c), vec![(1, 1), (2, 1), (3, 1)]);
    assert_eq!(independent_standings(&c), crate_standings(&c));
}

#[test]
fn fewer_byes_break_the_last_tie_and_byes_score_their_points() {
    let mut l = league(3, 2);
    l.settings.bye_points = 2;
    l.settings.tie_breaks = vec![TieBreak::FewerByes];
    // 1: a bye (2), then a loss: 2 points; 2: a win, then a bye: 4; 3: a loss, then a win: 2.
    play(&mut l, &[&[(2, 10), (3, 5)]], &[1]);
    play(&mut l, &[&[(1, 10), (3, 15)]], &[2]);
    // 3, with no bye, goes ahead of 1.
    assert_eq!(order(&l), vec![(2, 1), (3, 2), (1, 3)]);
    let s = l.standings();
    assert_eq!((s[0].byes, s[0].league_points, s[0].played), (1, 4, 1));
    assert_eq!(independent_standings(&l), crate_standings(&l));
}

#[test]
fn shared_places_score_the_shared_place_and_unplayed_tables_nothing() {
    let mut l = league(6, 3);
    play(&mut l, &[&[(1, 30), (2, 30), (3, 10)]], &[]);
    // Two first of three: 4 league points each (the defaults 4, 2, 0), the third 0.
    let s = l.standings();
    assert_eq!(s[0].league_points, 4);
    assert_eq!(s[1].league_points, 4);
    assert_eq!(s[0].rank, 1);
    assert_eq!(s[1].rank, 1);
    // A table not played: nobody scores or has played; a running table counts for nothing yet.
    let pairing = Pairing {
        tables: vec![
            vec![PlayerId(4), PlayerId(5), PlayerId(6)],
            vec![PlayerId(1), PlayerId(2), PlayerId(3)],
        ],
        byes: vec![],
    };
    l.rounds.push(Round {
        pairing,
        results: vec![Some(TableResult::NotPlayed), None],
    });
    let s = l.standings();
    let row = |p| s.iter().find(|r| r.player == PlayerId(p)).unwrap();
    assert_eq!((row(4).league_points, row(4).played), (0, 0));
    assert_eq!((row(1).league_points, row(1).played), (4, 1));
    assert_eq!(independent_standings(&l), crate_standings(&l));
}

#[test]
fn settling_by_points_shares_places() {
    let result = settle_by_points(&[(PlayerId(7), 12), (PlayerId(8), 30), (PlayerId(9), 12)]);
    let TableResult::Played(placings) = result else {
        panic!("settled tables are played");
    };
    let rank = |p| {
        placings
            .iter()
            .find(|x| x.player == PlayerId(p))
            .unwrap()
            .rank
    };
    assert_eq!((rank(8), rank(7), rank(9)), (1, 2, 2));
    assert_eq!(placings[0].points, 12, "each keeps their points");
}

#[test]
fn results_are_checked_and_recorded_once() {
    let mut l = league(4, 2);
    l.start_next_round().unwrap();
    let table = l.rounds[0].pairing.tables[0].clone();
    let placing = |p: PlayerId, rank| Placing {
        player: p,
        rank,
        points: 1,
    };
    let bad = [
        vec![placing(PlayerId(99), 1)],
        vec![placing(table[0], 1), placing(table[0], 2)],
        vec![placing(table[0], 0)],
        vec![placing(table[0], 3)],
    ];
    for placings in bad {
        let r = l.record(0, 0, TableResult::Played(placings));
        assert_eq!(r, Err(LeagueError::BadResult));
    }
    assert_eq!(l.pair_next_round(), Err(LeagueError::RoundUnfinished));
    let good = TableResult::Played(vec![placing(table[0], 1), placing(table[1], 2)]);
    l.record(0, 0, good.clone()).unwrap();
    assert_eq!(l.record(0, 0, good), Err(LeagueError::AlreadyRecorded));
    assert_eq!(
        l.record(0, 5, TableResult::NotPlayed),
        Err(LeagueError::NoSuchTable { round: 0, table: 5 })
    );
    l.record(0, 1, TableResult::NotPlayed).unwrap();
    assert!(l.pair_next_round().is_ok());
}
