//! Two tiles in one turn: only as a bracket (the rulebook's examples 1 and 2), never in two
//! of a player's colours (two players) or a main and the neutral colour (three players), and
//! the second never resting on the first.

use super::*;

#[test]
fn two_tiles_only_as_a_bracket_example_1() {
    // "If two tiles are placed, they must form a BRACKET, otherwise they may not be placed
    // like this. A bracket is formed by enclosing two tiles of the same color in the same
    // row or column when there are only tiles of a different color between them (or no
    // tiles at all). EXAMPLE 1: The two newly placed tiles (marked in red) form a bracket."
    // Two blue tiles at both ends of the row red, pink, yellow, pink.
    let a = at(-1, 0, Blue);
    let b = at(4, 0, Blue);
    let mut g = position(
        4,
        2,
        &small_table(),
        &hands_with(2, vec![a.1, b.1, at(1, 1, Blue).1]),
    );
    assert!(g.legal_actions().contains(&two(a, b)));
    let events = g.play(2, two(b, a)).expect("either order");
    // The bracket of the two: both ends and the four tiles between.
    assert_eq!(brackets(&events), vec![6]);
    assert_eq!(g.player(2).score(), 6);
    assert_eq!(g.tile_at(a.0), Some(a.1));
    assert_eq!(g.tile_at(b.0), Some(b.1));
}

#[test]
fn two_tiles_with_their_colour_between_are_no_bracket_example_2() {
    // "EXAMPLE 2: The two newly placed tiles (marked in red) do NOT form a bracket, as
    // there is a tile of the same color between them. They would then each form a bracket
    // with this other tile, but not with each other. As this is one of the basic rules,
    // they CANNOT be placed like this."
    // Red, pink, BLUE, pink, yellow in a row: blue tiles at both ends enclose the blue.
    let table = vec![
        at(0, 0, Red),
        at(1, 0, Pink),
        at(2, 0, Blue),
        at(3, 0, Pink),
        at(4, 0, Yellow),
    ];
    let a = at(-1, 0, Blue);
    let b = at(5, 0, Blue);
    let mut g = position(
        4,
        2,
        &table,
        &hands_with(2, vec![a.1, b.1, at(0, 1, Blue).1]),
    );
    let err = refused(&mut g, 2, two(a, b));
    assert_eq!(
        err,
        RuleError::NotABracket {
            first: a.0,
            second: b.0,
            between: Cell::new(2, 0)
        }
    );
    assert!(!g.legal_actions().contains(&two(a, b)));
    // Each alone forms a bracket of four with the blue tile between.
    let mut alone = g.clone();
    assert_eq!(brackets(&alone.play(2, one(a)).unwrap()), vec![4]);
    let mut alone = g.clone();
    assert_eq!(brackets(&alone.play(2, one(b)).unwrap()), vec![4]);
}

#[test]
fn two_tiles_in_no_common_line_are_no_bracket() {
    // A bracket lies "in the same row or column".
    let a = at(-1, 0, Blue);
    let b = at(1, 1, Blue);
    let mut g = position(
        4,
        2,
        &small_table(),
        &hands_with(2, vec![a.1, b.1, at(4, 0, Blue).1]),
    );
    let err = refused(&mut g, 2, two(a, b));
    assert_eq!(
        err,
        RuleError::NotInLine {
            first: a.0,
            second: b.0
        }
    );
}

#[test]
fn a_players_two_colours_never_in_one_turn_with_two_players() {
    // "TIP: In the two-player game, a player's two colors are always considered separately
    // from each other, i.e., both colors can never be played at the same time in one turn."
    // Seat 0 has red and pink. A red and a pink tile at both ends of the row would
    // enclose it, but they are two colours.
    let table = vec![
        at(0, 0, Blue),
        at(1, 0, Yellow),
        at(2, 0, Blue),
        at(3, 0, Pink),
        at(4, 0, Yellow),
    ];
    let red = at(-1, 0, Red);
    let pink = at(5, 0, Pink);
    let mut g = position(2, 0, &table, &[vec![red.1, pink.1]]);
    let err = refused(&mut g, 0, two(red, pink));
    assert_eq!(
        err,
        RuleError::TwoColours {
            first: Red,
            second: Pink
        }
    );
    let legal = g.legal_actions();
    assert!(legal.iter().all(|a| {
        let colours: Vec<Colour> = a.placements().map(|p| p.tile.colour).collect();
        colours.windows(2).all(|w| w[0] == w[1])
    }));
    assert!(legal.contains(&one(red)) && legal.contains(&one(pink)));
    // Considered separately: for the red tile, the same player's pink tile in the row is
    // just another colour, so the red tile closes no bracket.
    let mut g2 = g.clone();
    assert_eq!(brackets(&g2.play(0, one(red)).unwrap()), Vec::<u32>::new());
    let mut g3 = g.clone();
    assert_eq!(brackets(&g3.play(0, one(pink)).unwrap()), vec![3]);
}

#[test]
fn main_and_neutral_colour_never_in_one_turn_with_three_players() {
    // "The same applies to the two colors that the players have in the three-player game."
    let table = vec![at(0, 0, Pink), at(1, 0, Blue), at(2, 0, Pink)];
    let red = at(-1, 0, Red);
    let yellow = at(3, 0, Yellow);
    let hands = vec![vec![red.1, yellow.1]];
    let mut g = position(3, 0, &table, &hands);
    let err = refused(&mut g, 0, two(red, yellow));
    assert_eq!(
        err,
        RuleError::TwoColours {
            first: Red,
            second: Yellow
        }
    );
}

#[test]
fn the_second_tile_never_rests_on_the_first() {
    // Our ruling (RULES.md): both tiles of a bracket share a colour, so they can never
    // touch (neighbours differ in colour); each must lie alongside a tile placed before
    // the turn.
    let a = at(4, 0, Blue);
    let b = at(5, 0, Blue);
    let mut g = position(
        4,
        2,
        &small_table(),
        &hands_with(2, vec![a.1, b.1, at(1, 1, Blue).1]),
    );
    let err = refused(&mut g, 2, two(a, b));
    assert_eq!(err, RuleError::NotAlongside { cell: b.0 });
    let err = refused(&mut g, 2, two(b, a));
    assert_eq!(err, RuleError::NotAlongside { cell: b.0 });
    // Both alongside the table and touching each other: refused for the colour.
    let c = at(1, 1, Blue);
    let d = at(2, 1, Blue);
    let mut g = position(4, 2, &small_table(), &hands_with(2, vec![c.1, d.1, a.1]));
    let err = refused(&mut g, 2, two(c, d));
    assert_eq!(
        err,
        RuleError::SameColourNeighbour {
            cell: d.0,
            neighbour: c.0
        }
    );
}
