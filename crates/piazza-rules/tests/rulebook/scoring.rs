//! Scoring: the rulebook's four scoring examples, and the neutral colour scoring for whoever
//! places it.

use super::*;

#[test]
fn scoring_example_1_one_bracket_of_five() {
    // "The player places the blue tile. This creates a new bracket, earning them a total
    // of five points."
    let table = vec![
        at(0, 0, Blue),
        at(1, 0, Red),
        at(2, 0, Yellow),
        at(3, 0, Pink),
    ];
    let new = at(4, 0, Blue);
    let mut g = position(
        4,
        2,
        &table,
        &hands_with(2, vec![new.1, at(5, 5, Blue).1, at(5, 6, Blue).1]),
    );
    let events = g.play(2, one(new)).unwrap();
    assert_eq!(brackets(&events), vec![5]);
    assert!(events.contains(&Event::BracketScored {
        seat: 2,
        colour: Blue,
        from: new.0,
        to: Cell::new(0, 0),
        points: 5
    }));
    assert_eq!(g.player(2).score(), 5);
}

#[test]
fn scoring_example_2_two_brackets_of_three() {
    // "The player places the blue tile. This creates two new brackets, earning them a
    // total of six points (3 + 3)."
    let table = vec![
        at(0, 0, Blue),
        at(1, 0, Red),
        at(3, 0, Yellow),
        at(4, 0, Blue),
        at(1, 1, Yellow),
        at(2, 1, Red),
        at(3, 1, Pink),
    ];
    let new = at(2, 0, Blue);
    let mut g = position(
        4,
        2,
        &table,
        &hands_with(2, vec![new.1, at(5, 5, Blue).1, at(5, 6, Blue).1]),
    );
    let events = g.play(2, one(new)).unwrap();
    assert_eq!(brackets(&events), vec![3, 3]);
    assert_eq!(g.player(2).score(), 6);
}

#[test]
fn scoring_example_3_two_tiles_three_brackets() {
    // "The player places the two blue tiles. This creates three new brackets, earning them
    // a total of ten points (4 + 3 + 3)."
    let table = vec![
        at(1, 0, Red),
        at(2, 0, Yellow),
        at(0, 1, Pink),
        at(1, 1, Yellow),
        at(2, 1, Pink),
        at(3, 1, Red),
        at(0, 2, Blue),
        at(3, 2, Blue),
    ];
    let a = at(0, 0, Blue);
    let b = at(3, 0, Blue);
    let mut g = position(
        4,
        2,
        &table,
        &hands_with(2, vec![a.1, b.1, at(5, 5, Blue).1]),
    );
    let events = g.play(2, two(a, b)).unwrap();
    let mut points = brackets(&events);
    points.sort_unstable();
    assert_eq!(points, vec![3, 3, 4]);
    assert_eq!(g.player(2).score(), 10);
}

#[test]
fn scoring_example_4_two_tiles_five_brackets_with_an_empty_field() {
    // "The player places the two blue tiles. This creates five new brackets, earning them
    // a total of fifteen points (3 + 4 + 3 + 3 + 2)." And: "Empty fields in a bracket do
    // not earn players any points, but are permitted and do not interrupt a bracket. If
    // tiles are part of multiple new brackets, they also earn players MULTIPLE points."
    let table = vec![
        at(0, -2, Blue),
        at(0, -1, Pink),
        at(1, -1, Yellow),
        at(1, 0, Red),
        at(2, 0, Yellow),
        at(0, 1, Red),
        at(1, 1, Yellow),
        at(2, 1, Red),
        at(3, 1, Pink),
        at(4, 1, Yellow),
        at(5, 1, Red),
        at(5, 0, Blue),
        at(0, 2, Blue),
        at(3, 2, Blue),
    ];
    let a = at(0, 0, Blue);
    let b = at(3, 0, Blue);
    assert_eq!(g_empty(&table, Cell::new(4, 0)), None, "an empty field");
    let mut g = position(
        4,
        2,
        &table,
        &hands_with(2, vec![a.1, b.1, at(6, 3, Blue).1]),
    );
    let events = g.play(2, two(a, b)).unwrap();
    let mut points = brackets(&events);
    points.sort_unstable();
    assert_eq!(points, vec![2, 3, 3, 3, 4]);
    assert_eq!(g.player(2).score(), 15);
    // The tiles between a and b count in the bracket of the two (4) only; a and b
    // themselves count in every bracket they are part of.
    assert!(events.contains(&Event::BracketScored {
        seat: 2,
        colour: Blue,
        from: b.0,
        to: Cell::new(5, 0),
        points: 2
    }));
}

fn g_empty(table: &[(Cell, Tile)], cell: Cell) -> Option<Tile> {
    table.iter().find(|p| p.0 == cell).map(|p| p.1)
}

#[test]
fn the_neutral_colour_scores_for_whoever_places_it() {
    // "In the three-player game, if a player places tiles in the neutral fourth color,
    // they earn as many points as all of the new brackets this neutral color creates."
    // Yellow is neutral; a yellow tile (placed earlier by anyone) at (0, 0), and seat 1
    // (pink) closes a bracket with its own yellow at (3, 0).
    let table = vec![at(0, 0, Yellow), at(1, 0, Red), at(2, 0, Blue)];
    let y = at(3, 0, Yellow);
    let hands = vec![vec![], vec![y.1]];
    let mut g = position(3, 1, &table, &hands);
    let events = g.play(1, one(y)).unwrap();
    assert_eq!(brackets(&events), vec![4]);
    assert_eq!(
        g.players().iter().map(|p| p.score()).collect::<Vec<_>>(),
        vec![0, 4, 0]
    );
}
