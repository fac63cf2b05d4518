//! One test per rule of the Piazza rulebook (/work/shared/seeds/piazza-rulebook-en.txt),
//! each quoting the sentence it checks, and every example the rulebook gives. The
//! rulebook's pictures are not in its text: each example's position is ours, built to match
//! what the text says of it (the tiles placed, the brackets and their points). Positions
//! are built as a `Snapshot` and loaded through `Game::from_snapshot`, which checks that
//! every tile is accounted for and the table obeys the placing rules.
//!
//! Files: the positions' helpers here; the tests a file per section of the rulebook
//! (`preparation.rs`, `placing.rs`, `two_tiles.rs`, `scoring.rs`, `end.rs`).

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

/// Hands for four players: `mine` for `seat`, the others topped up from their tiles.
fn hands_with(seat: usize, mine: Vec<Tile>) -> Vec<Vec<Tile>> {
    let mut hands = vec![Vec::new(); 4];
    hands[seat] = mine;
    hands
}

// The tests, by the rulebook's sections.
mod end;
mod placing;
mod preparation;
mod scoring;
mod two_tiles;
