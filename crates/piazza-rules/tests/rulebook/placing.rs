//! Placing tiles: one or two from the hand, each alongside a placed tile, of another colour
//! and symbol than every neighbour, within an 8x8 grid; then drawing as many as were placed.

use super::*;

#[test]
fn one_or_two_tiles_from_the_hand() {
    // "The player whose turn it is must place ONE OR TWO of the tiles in their hand."
    let hand = vec![
        Tile::new(Blue, Symbol::Cross),
        Tile::new(Blue, Symbol::Star),
        Tile::new(Blue, Symbol::Heart),
    ];
    let mut g = position(4, 2, &small_table(), &hands_with(2, hand));
    // Not in the hand.
    let err = refused(
        &mut g,
        2,
        Action::one(Tile::new(Blue, Symbol::Circle), Cell::new(4, 0)),
    );
    assert_eq!(
        err,
        RuleError::NotInHand {
            tile: Tile::new(Blue, Symbol::Circle)
        }
    );
    // The same tile twice needs two of it in the hand.
    let cross = Tile::new(Blue, Symbol::Cross);
    let err = refused(
        &mut g,
        2,
        Action::two(
            Placement {
                tile: cross,
                cell: Cell::new(1, 1),
            },
            Placement {
                tile: cross,
                cell: Cell::new(1, -1),
            },
        ),
    );
    assert_eq!(err, RuleError::NotInHand { tile: cross });
    // Out of turn, and a pass while a tile can be placed.
    let err = refused(&mut g, 1, Action::one(cross, Cell::new(1, 1)));
    assert_eq!(err.to_string(), "it is Cy's turn");
    assert_eq!(refused(&mut g, 2, Action::Pass), RuleError::MustPlace);
    assert_eq!(
        refused(&mut g, 7, Action::Pass),
        RuleError::NoSuchSeat { seat: 7 }
    );
    // Every legal action is one tile, or two of one colour.
    let legal = g.legal_actions();
    assert!(legal
        .iter()
        .all(|a| matches!(a.placements().count(), 1 | 2)));
    assert!(legal.iter().any(|a| a.placements().count() == 2));
    assert!(g.legal_actions_for(1).is_empty());
}

#[test]
fn each_tile_directly_alongside_a_placed_tile_not_at_a_corner() {
    // "Each tile must be placed DIRECTLY ALONGSIDE a tile that has already been placed.
    // Diagonal placement so that the tiles only touch at a corner is not enough."
    let blue = at(1, 1, Blue).1; // symbol_at(1, 1) = diamond
    let hands = hands_with(2, vec![blue]);
    let mut g = position(4, 2, &small_table(), &hands);
    // (4, 1) touches (3, 0) only at a corner.
    let err = refused(&mut g, 2, Action::one(blue, Cell::new(4, 1)));
    assert_eq!(
        err,
        RuleError::NotAlongside {
            cell: Cell::new(4, 1)
        }
    );
    assert!(err.to_string().contains("a corner is not enough"));
    // Far away.
    let err = refused(&mut g, 2, Action::one(blue, Cell::new(6, 5)));
    assert_eq!(
        err,
        RuleError::NotAlongside {
            cell: Cell::new(6, 5)
        }
    );
    // On a tile.
    let err = refused(&mut g, 2, Action::one(blue, Cell::new(1, 0)));
    assert_eq!(
        err,
        RuleError::CellTaken {
            cell: Cell::new(1, 0)
        }
    );
    // Alongside: (1, 1) touches (1, 0) and (0, 1).
    let events = g.play(2, Action::one(blue, Cell::new(1, 1))).unwrap();
    assert_eq!(g.tile_at(Cell::new(1, 1)), Some(blue));
    assert!(matches!(events[0], Event::Placed { seat: 2, .. }));
}

#[test]
fn different_colour_and_different_symbol_from_every_neighbour() {
    // "The new tile(s) must be in a DIFFERENT COLOR and have a DIFFERENT PATTERN (always
    // pay attention to the SYMBOL in the middle of the tile!) to all of the adjacent tiles."
    // (1, 1) touches pink (1, 0) with a triangle and yellow (0, 1) with a diamond.
    let table = small_table();
    assert_eq!(table[1].1, Tile::new(Pink, Symbol::Triangle));
    assert_eq!(table[4].1, Tile::new(Yellow, Symbol::Diamond));
    let pink_circle = Tile::new(Pink, Symbol::Circle);
    let red_triangle = Tile::new(Red, Symbol::Triangle);
    let red_diamond = Tile::new(Red, Symbol::Diamond);
    let red_star = Tile::new(Red, Symbol::Star);
    let hands = vec![vec![red_triangle, red_diamond, red_star], vec![pink_circle]];
    let cell = Cell::new(1, 1);
    let mut g = position(4, 1, &table, &hands);
    let err = refused(&mut g, 1, Action::one(pink_circle, cell));
    assert_eq!(
        err,
        RuleError::SameColourNeighbour {
            cell,
            neighbour: Cell::new(1, 0)
        }
    );
    g = position(4, 0, &table, &hands);
    // A red triangle: the pink neighbour has a triangle.
    let err = refused(&mut g, 0, Action::one(red_triangle, cell));
    assert_eq!(
        err,
        RuleError::SameSymbolNeighbour {
            cell,
            neighbour: Cell::new(1, 0)
        }
    );
    // A red diamond: the yellow neighbour has a diamond.
    let err = refused(&mut g, 0, Action::one(red_diamond, cell));
    assert_eq!(
        err,
        RuleError::SameSymbolNeighbour {
            cell,
            neighbour: Cell::new(0, 1)
        }
    );
    assert_eq!(
        err.to_string(),
        "the tile on (0, 1) next to (1, 1) has the same symbol"
    );
    // A red star differs from both in colour and symbol.
    assert!(g.legal_actions().contains(&Action::one(red_star, cell)));
    g.play(0, Action::one(red_star, cell)).unwrap();
}

#[test]
fn all_tiles_within_a_grid_of_eight_by_eight() {
    // "All of the tiles must be placed within a GRID OF 8x8 SQUARES."
    // A row of eight tiles from column 0 to 7: a ninth column is refused on either side.
    let colours = [Red, Pink, Yellow, Pink, Red, Pink, Yellow, Pink];
    let table: Vec<(Cell, Tile)> = (0..8).map(|c| at(c, 0, colours[c as usize])).collect();
    let blue_right = at(8, 0, Blue).1;
    let blue_left = at(-1, 0, Blue).1;
    let blue_below = at(3, 1, Blue).1;
    let mut g = position(
        4,
        2,
        &table,
        &hands_with(2, vec![blue_right, blue_left, blue_below]),
    );
    let err = refused(&mut g, 2, Action::one(blue_right, Cell::new(8, 0)));
    assert_eq!(
        err,
        RuleError::OutsideGrid {
            cell: Cell::new(8, 0)
        }
    );
    let err = refused(&mut g, 2, Action::one(blue_left, Cell::new(-1, 0)));
    assert_eq!(
        err,
        RuleError::OutsideGrid {
            cell: Cell::new(-1, 0)
        }
    );
    assert!(err.to_string().contains("beyond 8 by 8"));
    // Rows are still free: the grid is wherever the eight by eight piazza ends up.
    assert!(g
        .legal_actions()
        .contains(&Action::one(blue_below, Cell::new(3, 1))));
}

#[test]
fn draw_as_many_as_placed_while_the_pile_lasts() {
    // "After your turn, draw as many tiles as you placed from your pile, insofar as this
    // is still possible. It is now the next player's turn."
    let mut g = Game::new(
        Settings {
            players: vec!["a".into(), "b".into()],
            start_player: Some(0),
            deal: piazza_rules::DEAL,
        },
        5,
    )
    .unwrap();
    let two_tiles = g
        .legal_actions()
        .into_iter()
        .find(|a| a.placements().count() == 2);
    let action = two_tiles.unwrap_or_else(|| g.legal_actions()[0]);
    let placed = action.placements().count();
    let before = g.snapshot().players[0].clone();
    let events = g.play(0, action).unwrap();
    let after = g.snapshot().players[0].clone();
    assert!(events.contains(&Event::HandRefilled {
        seat: 0,
        count: placed
    }));
    assert_eq!(after.hand.len(), 3);
    assert_eq!(after.pile, before.pile[placed..], "drawn from the top");
    assert_eq!(after.hand[3 - placed..], before.pile[..placed]);
    assert_eq!(events.last(), Some(&Event::TurnPassed { seat: 1 }));
    assert_eq!(g.current(), 1);
}
