//! One test per rule of the Piazza rulebook (/work/shared/seeds/piazza-rulebook-en.txt),
//! each quoting the sentence it checks, and every example the rulebook gives. The
//! rulebook's pictures are not in its text: each example's position is ours, built to match
//! what the text says of it (the tiles placed, the brackets and their points). Positions
//! are built as a `Snapshot` and loaded through `Game::from_snapshot`, which checks that
//! every tile is accounted for and the table obeys the placing rules.

use piazza_rules::{
    tiles_each, Action, Cell, Colour, EndReason, Event, Game, Placement, RuleError, Settings,
    SetupError, Snapshot, Symbol, Tile, START_CELLS,
};
use Colour::{Blue, Pink, Red, Yellow};

const NAMES: [&str; 4] = ["Ada", "Bea", "Cy", "Dee"];

/// The symbol our positions put on a cell: horizontal neighbours differ by one, vertical
/// ones by two, so no two neighbours ever share a symbol.
fn symbol_at(col: i8, row: i8) -> Symbol {
    Symbol::ALL[(col as i32 + 2 * row as i32).rem_euclid(6) as usize]
}

/// A tile of `colour` with the symbol of its cell, and the cell.
fn at(col: i8, row: i8, colour: Colour) -> (Cell, Tile) {
    (Cell::new(col, row), Tile::new(colour, symbol_at(col, row)))
}

fn place(p: (Cell, Tile)) -> Placement {
    Placement {
        tile: p.1,
        cell: p.0,
    }
}

fn one(p: (Cell, Tile)) -> Action {
    Action::one(p.1, p.0)
}

fn two(a: (Cell, Tile), b: (Cell, Tile)) -> Action {
    Action::two(place(a), place(b))
}

/// Our positions' colours: with 2 players red and pink for seat 0, blue and yellow for
/// seat 1; with 3 red, pink and blue, yellow neutral; with 4 red, pink, blue, yellow.
fn dealt(n: usize) -> (Vec<Vec<Colour>>, Option<Colour>) {
    match n {
        2 => (vec![vec![Red, Pink], vec![Blue, Yellow]], None),
        3 => (vec![vec![Red], vec![Pink], vec![Blue]], Some(Yellow)),
        _ => (vec![vec![Red], vec![Pink], vec![Blue], vec![Yellow]], None),
    }
}

/// A position of `n` players with `current` to move: `table` on the table, the given
/// hands topped up to three from the seat's own tiles, and every other tile in its owner's
/// pile (neutral ones with whoever has room).
fn snapshot(n: usize, current: usize, table: &[(Cell, Tile)], hands: &[Vec<Tile>]) -> Snapshot {
    let (colours, neutral) = dealt(n);
    let mut rest: Vec<Tile> = Colour::ALL.into_iter().flat_map(Tile::colour_set).collect();
    for t in table
        .iter()
        .map(|p| p.1)
        .chain(hands.iter().flatten().copied())
    {
        let i = rest
            .iter()
            .position(|&r| r == t)
            .unwrap_or_else(|| panic!("a third {t}"));
        rest.remove(i);
    }
    let mut hands = hands.to_vec();
    hands.resize(n, Vec::new());
    for (seat, hand) in hands.iter_mut().enumerate() {
        while hand.len() < 3 {
            let i = rest
                .iter()
                .position(|t| colours[seat].contains(&t.colour))
                .expect("tiles left");
            hand.push(rest.remove(i));
        }
    }
    let mut piles: Vec<Vec<Tile>> = vec![Vec::new(); n];
    for t in rest {
        let seat = (0..n)
            .find(|&s| {
                if Some(t.colour) == neutral {
                    let held = hands[s].iter().chain(&piles[s]);
                    held.filter(|h| h.colour == t.colour).count() < 4
                } else {
                    colours[s].contains(&t.colour)
                }
            })
            .expect("an owner");
        piles[seat].push(t);
    }
    let mut s = Game::new(Settings::new(NAMES[..n].iter().copied()), 1)
        .unwrap()
        .snapshot();
    s.neutral = neutral;
    s.table = table.iter().map(|&p| place(p)).collect();
    for (seat, p) in s.players.iter_mut().enumerate() {
        p.colours = colours[seat].clone();
        p.hand = hands[seat].clone();
        p.pile = piles[seat].clone();
    }
    s.start_player = 0;
    s.current = current;
    s
}

fn position(n: usize, current: usize, table: &[(Cell, Tile)], hands: &[Vec<Tile>]) -> Game {
    Game::from_snapshot(snapshot(n, current, table, hands)).expect("a legal position")
}

/// The brackets an action's events scored, as points.
fn brackets(events: &[Event]) -> Vec<u32> {
    events
        .iter()
        .filter_map(|e| match e {
            Event::BracketScored { points, .. } => Some(*points),
            _ => None,
        })
        .collect()
}

/// Plays `action` expecting a refusal, and checks the game did not change.
fn refused(game: &mut Game, seat: usize, action: Action) -> RuleError {
    let before = game.clone();
    let err = game.play(seat, action).expect_err("refused");
    assert_eq!(*game, before, "a refused action changes nothing");
    err
}

// ----- The preparation -----

#[test]
fn two_players_each_receive_two_colour_sets_and_start_a_square() {
    // "Each player receives two color sets (= 24 tiles). In the two-player game, each
    // player places one tile in each of their two colors face up at the center of the
    // table to form a 2x2 square. The symbols on these four tiles must be different."
    for seed in 0..50 {
        let g = Game::new(Settings::new(["a", "b"]), seed).unwrap();
        let table = g.table();
        assert_eq!(table.len(), 4);
        assert_eq!(
            table.iter().map(|p| p.0).collect::<Vec<_>>(),
            vec![
                START_CELLS[0],
                START_CELLS[1],
                START_CELLS[3],
                START_CELLS[2]
            ],
            "a 2x2 square"
        );
        let mut symbols: Vec<Symbol> = table.iter().map(|p| p.1.symbol).collect();
        symbols.sort_unstable();
        symbols.dedup();
        assert_eq!(symbols.len(), 4, "four different symbols");
        for (seat, p) in g.players().iter().enumerate() {
            assert_eq!(p.colours().len(), 2);
            let mine: Vec<Colour> = [START_CELLS[2 * seat], START_CELLS[2 * seat + 1]]
                .iter()
                .map(|&c| g.tile_at(c).unwrap().colour)
                .collect();
            assert_eq!(mine, p.colours(), "one tile in each of their colours");
            assert_eq!(p.hand().len() + p.pile_size() + 2, 24);
        }
        assert_eq!(g.neutral(), None);
    }
}

#[test]
fn three_players_receive_a_set_and_four_neutral_tiles_and_start_a_triangle() {
    // "Each player receives one color set plus four random tiles from the fourth color set
    // (= 16 tiles). In the three-player game, each player places one tile in their "main"
    // color at the center of the table to form a triangle. The symbols on these three
    // tiles must once again be different."
    let mut neutral_dealt = std::collections::HashSet::new();
    for seed in 0..50 {
        let g = Game::new(Settings::new(["a", "b", "c"]), seed).unwrap();
        let neutral = g.neutral().expect("a neutral colour");
        let table = g.table();
        assert_eq!(table.len(), 3);
        assert_eq!(g.tile_at(START_CELLS[3]), None, "a triangle of three");
        let mut symbols: Vec<Symbol> = table.iter().map(|p| p.1.symbol).collect();
        symbols.sort_unstable();
        symbols.dedup();
        assert_eq!(symbols.len(), 3);
        let s = g.snapshot();
        for (seat, p) in s.players.iter().enumerate() {
            assert_eq!(g.tile_at(START_CELLS[seat]).unwrap().colour, p.colours[0]);
            assert_ne!(p.colours[0], neutral);
            let held: Vec<Tile> = p.hand.iter().chain(&p.pile).copied().collect();
            assert_eq!(held.len() + 1, 16);
            let n = held.iter().filter(|t| t.colour == neutral).count();
            assert_eq!(n, 4, "four tiles of the fourth colour");
            let mut mine: Vec<Tile> = held
                .iter()
                .filter(|t| t.colour == neutral)
                .copied()
                .collect();
            mine.sort_unstable();
            neutral_dealt.insert(mine);
        }
    }
    assert!(
        neutral_dealt.len() > 20,
        "the four neutral tiles are random"
    );
}

#[test]
fn four_players_receive_a_set_each_and_start_a_square() {
    // "Each player receives one color set (= 12 tiles). In the four-player game, each
    // player places one of their tiles face up at the center of the table to form a 2x2
    // square. The symbols on these four tiles must be different."
    for seed in 0..50 {
        let g = Game::new(Settings::new(NAMES), seed).unwrap();
        let mut symbols: Vec<Symbol> = START_CELLS
            .iter()
            .map(|&c| g.tile_at(c).unwrap().symbol)
            .collect();
        symbols.sort_unstable();
        symbols.dedup();
        assert_eq!(symbols.len(), 4);
        for (seat, p) in g.players().iter().enumerate() {
            assert_eq!(g.tile_at(START_CELLS[seat]).unwrap().colour, p.colours()[0]);
            assert_eq!(p.hand().len() + p.pile_size() + 1, tiles_each(4));
        }
    }
}

#[test]
fn everyone_draws_three_from_their_own_face_down_pile() {
    // "Everyone then shuffles all of their remaining tiles and places them in a pile in
    // front of them, turned face down. Each player takes the TOP THREE TILES in their hand."
    for n in 2..=4 {
        let g = Game::new(Settings::new(NAMES[..n].iter().copied()), 3).unwrap();
        for seat in 0..n {
            let hand = g.player(seat).hand();
            assert_eq!(hand.len(), 3);
            let playable = g.playable_colours(seat);
            assert!(hand.iter().all(|t| playable.contains(&t.colour)));
        }
    }
    // Shuffled: the same seat's pile differs between seeds.
    let pile = |seed| {
        Game::new(Settings::new(["a", "b"]), seed)
            .unwrap()
            .snapshot()
            .players[0]
            .pile
            .clone()
    };
    assert_ne!(pile(1), pile(2));
}

#[test]
fn a_game_is_its_settings_and_seed() {
    let settings = Settings::new(["a", "b", "c"]);
    let a = Game::new(settings.clone(), 42).unwrap();
    assert_eq!(Game::new(settings.clone(), 42).unwrap(), a);
    assert_ne!(Game::new(settings, 43).unwrap().snapshot(), a.snapshot());
}

#[test]
fn setups_outside_the_rules_are_refused() {
    // "2-4 players"
    assert_eq!(
        Game::new(Settings::new(["a"]), 1).unwrap_err(),
        SetupError::PlayerCount(1)
    );
    assert_eq!(
        Game::new(Settings::new(["a", "b", "c", "d", "e"]), 1).unwrap_err(),
        SetupError::PlayerCount(5)
    );
    let mut s = Settings::new(["a", "b"]);
    s.start_player = Some(2);
    let err = Game::new(s.clone(), 1).unwrap_err();
    assert_eq!(err.to_string(), "there is no seat 3 to start");
    s.start_player = Some(1);
    let g = Game::new(s, 1).unwrap();
    assert_eq!((g.start_player(), g.current()), (1, 1));
}

// ----- Placing tiles -----

/// Four players, blue (seat 2) to move; the table a row of red, pink, yellow, pink
/// from (0, 0) with a red below its start.
fn small_table() -> Vec<(Cell, Tile)> {
    vec![
        at(0, 0, Red),
        at(1, 0, Pink),
        at(2, 0, Yellow),
        at(3, 0, Pink),
        at(0, 1, Yellow),
    ]
}

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

/// Hands for four players: `mine` for `seat`, the others topped up from their tiles.
fn hands_with(seat: usize, mine: Vec<Tile>) -> Vec<Vec<Tile>> {
    let mut hands = vec![Vec::new(); 4];
    hands[seat] = mine;
    hands
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

// ----- Scoring -----

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

// ----- The end -----

/// Plays a game with the first legal action every turn; the events of each turn.
fn play_out(mut g: Game) -> (Game, Vec<(usize, Action, Vec<Event>)>) {
    let mut log = Vec::new();
    while !g.is_over() {
        let seat = g.current();
        let action = g.legal_actions()[0];
        let events = g.play(seat, action).unwrap();
        log.push((seat, action, events));
    }
    (g, log)
}

#[test]
fn a_player_out_of_tiles_is_done_and_the_others_play_on() {
    // "When a player has placed all of their tiles, then the game is over for them.
    // Everyone else continues to play until they also run out of tiles. Then the game ends."
    let mut checked = 0;
    for seed in 0..40 {
        let (g, log) =
            play_out(Game::new(Settings::new(NAMES[..3].iter().copied()), seed).unwrap());
        let outcome = g.outcome().unwrap();
        if outcome.reason != EndReason::AllPlaced {
            continue;
        }
        checked += 1;
        let mut done = Vec::new();
        for (seat, _, events) in &log {
            assert!(!done.contains(seat), "a finished seat plays no more");
            for e in events {
                if let Event::Finished { seat, place } = e {
                    done.push(*seat);
                    assert_eq!(*place as usize, done.len());
                }
            }
        }
        assert_eq!(done.len(), 3, "the game ends once everyone has finished");
        let last = &log.last().unwrap().2;
        assert!(matches!(
            last[last.len() - 2],
            Event::Finished { place: 3, .. }
        ));
        assert_eq!(
            last.last(),
            Some(&Event::GameOver {
                reason: EndReason::AllPlaced
            })
        );
        assert!(g
            .players()
            .iter()
            .all(|p| p.hand().is_empty() && p.pile_size() == 0));
        assert_eq!(g.table().len(), 48);
        assert_eq!(
            refused(&mut g.clone(), g.current(), Action::Pass),
            RuleError::GameOver
        );
    }
    assert!(checked > 0, "some games place every tile");
}

#[test]
fn most_points_win_and_a_tie_goes_to_who_finished_first() {
    // "The player with the most points is the winner. In the event of a tie, the tied
    // player who finished their game the soonest is the winner."
    for seed in 0..40 {
        let start = Game::new(Settings::new(["a", "b"]), seed).unwrap();
        let (end, log) = play_out(start.clone());
        if end.outcome().unwrap().reason != EndReason::AllPlaced {
            continue;
        }
        // The position before the last turn, its scores set so that both end level.
        let mut g = start;
        for (seat, action, _) in &log[..log.len() - 1] {
            g.play(*seat, *action).unwrap();
        }
        let (last_seat, last_action, _) = log.last().unwrap();
        let first = 1 - last_seat;
        assert_eq!(g.player(first).finished(), Some(1));
        let target = end
            .player(first)
            .score()
            .max(end.player(*last_seat).score());
        let mut s = g.snapshot();
        s.players[first].score += target - end.player(first).score();
        s.players[*last_seat].score += target - end.player(*last_seat).score();
        let mut g = Game::from_snapshot(s).unwrap();
        g.play(*last_seat, *last_action).unwrap();
        let ranking = &g.outcome().unwrap().ranking;
        assert_eq!(ranking[0].score, ranking[1].score);
        assert_eq!(
            (ranking[0].seat, ranking[0].rank, ranking[0].finished),
            (first, 1, Some(1))
        );
        assert_eq!((ranking[1].seat, ranking[1].rank), (*last_seat, 2));
        // Without the tie, most points win whoever finished first.
        let mut s = g.snapshot();
        s.players[*last_seat].score += 1;
        s.outcome = None;
        assert!(
            Game::from_snapshot(s).is_err(),
            "the outcome must match the scores"
        );
        return;
    }
    panic!("no two-player game placed every tile");
}

#[test]
fn nobody_able_to_place_passes_and_a_blocked_table_ends_the_game() {
    // Our ruling (RULES.md): a player who can place none of their tiles passes; when
    // everyone still holding tiles has passed in a row, the game ends.
    let mut blocked = 0;
    for seed in 0..200 {
        let (g, log) = play_out(Game::new(Settings::new(["a", "b"]), seed).unwrap());
        if g.outcome().unwrap().reason != EndReason::Blocked {
            continue;
        }
        blocked += 1;
        let playing = g.players().iter().filter(|p| p.is_playing()).count();
        let passes: Vec<_> = log.iter().rev().take(playing).collect();
        assert!(passes.iter().all(|(_, a, _)| *a == Action::Pass));
        // A seat that never finished ranks after a finished seat with as many points.
        let ranking = &g.outcome().unwrap().ranking;
        for w in ranking.windows(2) {
            assert!(
                w[0].score > w[1].score
                    || w[0].finished.unwrap_or(u32::MAX) <= w[1].finished.unwrap_or(u32::MAX)
            );
        }
    }
    assert!(blocked > 0, "some two-player games block");
}
