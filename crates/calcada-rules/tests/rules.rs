//! One test per rule of the specification, including every worked example of the rulebook.
//! Positions are built as a `Snapshot` (the raw position type) and loaded through
//! `Game::from_snapshot`, which checks that every tile and stone is accounted for.

use calcada_rules::{
    Action, Colour, EndReason, Event, Game, RuleError, Settings, SetupError, Snapshot, Space,
    Square, Step, Symbol, Tile,
};
use Colour::{Black, Blue, Green, Red, Yellow};

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}
fn sp(n: u8) -> Space {
    Space::number(n).unwrap()
}
fn squares(mask: u32) -> Vec<String> {
    Square::in_mask(mask).map(|s| s.to_string()).collect()
}

/// A fresh game with a fixed start player (seat 0).
fn new_game(names: &[&str], board: &str, seed: u64) -> Game {
    let mut settings = Settings::new(names.iter().copied(), board);
    settings.start_player = Some(0);
    Game::new(settings, seed).unwrap()
}

/// Takes a tile out of its colour's stack, or out of its display (which then gets the top
/// of the stack in its place), so that all 125 tiles stay accounted for.
fn take(s: &mut Snapshot, tile: Tile) -> Tile {
    let c = tile.colour.index();
    if let Some(at) = s.stacks[c].iter().position(|&t| t == tile) {
        return s.stacks[c].remove(at);
    }
    let at = s.displays[c]
        .iter()
        .position(|&t| t == tile)
        .unwrap_or_else(|| panic!("no {tile} left"));
    let replacement = s.stacks[c].remove(0);
    std::mem::replace(&mut s.displays[c][at], replacement)
}

/// Takes any tile of `colour` from its stack, preferring `symbol`s other than the bonus.
fn take_any(s: &mut Snapshot, colour: Colour, avoid: &[Symbol]) -> Tile {
    let stack = &mut s.stacks[colour.index()];
    let at = stack
        .iter()
        .position(|t| t.symbol.is_motif() && !avoid.contains(&t.symbol))
        .or_else(|| stack.iter().position(|t| !avoid.contains(&t.symbol)))
        .expect("a tile of that colour");
    stack.remove(at)
}

fn put(s: &mut Snapshot, seat: usize, square: &str, tile: Tile) {
    let t = take(s, tile);
    s.players[seat].board[sq(square).index()] = Some(t);
}

/// Replaces a colour's display with the given symbols (old display goes back to the stack).
fn set_display(s: &mut Snapshot, colour: Colour, symbols: &[Symbol]) {
    let c = colour.index();
    let old = std::mem::take(&mut s.displays[c]);
    s.stacks[c].extend(old);
    for &sym in symbols {
        let t = take(s, Tile::new(colour, sym));
        s.displays[c].push(t);
    }
}

/// Puts the 15 gameboard stones as listed, space 1 first.
fn set_carousel(s: &mut Snapshot, spaces: [&[Colour]; 6]) {
    s.carousel = [[0; 5]; 6];
    for (i, stones) in spaces.iter().enumerate() {
        for c in *stones {
            s.carousel[i][c.index()] += 1;
        }
    }
}

/// A carousel where the colours sit on spaces 1..5 with 1..5 stones; tests override it.
const CAROUSEL: [&[Colour]; 6] = [
    &[Blue],
    &[Yellow, Red],
    &[Green, Black, Blue],
    &[Yellow, Red, Green, Black],
    &[Blue, Yellow, Red, Green, Black],
    &[],
];

fn base(names: &[&str], board: &str) -> Snapshot {
    let mut s = new_game(names, board, 7).snapshot();
    set_carousel(&mut s, CAROUSEL);
    s
}

fn load(s: Snapshot) -> Game {
    Game::from_snapshot(s).unwrap()
}

/// Fills every square of a board except `except`, each district in its own colour.
fn fill_board(s: &mut Snapshot, seat: usize, except: &[&str], colour_of: impl Fn(usize) -> Colour) {
    let layout = calcada_rules::layout::builtin_layout(&s.settings.board).unwrap();
    for square in Square::all() {
        if except.contains(&square.to_string().as_str()) {
            continue;
        }
        let t = take_any(s, colour_of(layout.district_of(square)), &[]);
        s.players[seat].board[square.index()] = Some(t);
    }
}

fn play(g: &mut Game, seat: usize, a: Action) -> Vec<Event> {
    g.play(seat, a)
        .unwrap_or_else(|e| panic!("{a:?} by seat {seat}: {e}"))
}

/// Plays an illegal action, checks the error, and checks that nothing changed.
fn refused(g: &mut Game, seat: usize, a: Action) -> RuleError {
    let before = g.clone();
    let e = g.play(seat, a).expect_err("must be refused");
    assert_eq!(*g, before, "a refused action changed the game");
    e
}

// ----- setup -----

#[test]
fn setup_places_stones_tiles_and_bonus_tiles_as_the_rules_say() {
    for players in 2..=4 {
        for board in ["A", "B"] {
            for seed in 0..50 {
                let names = ["Ana", "Bruno", "Carla", "Duarte"];
                let g = Game::new(Settings::new(names[..players].iter().copied(), board), seed)
                    .unwrap();
                // 1, 2, 3, 4, 5 stones on consecutive spaces clockwise, the sixth empty.
                let one = Space::all().find(|&s| g.stones_on(s) == 1).unwrap();
                let mut s = one;
                for n in 1..=5 {
                    assert_eq!(g.stones_on(s), n);
                    s = s.next();
                }
                assert_eq!(g.stones_on(s), 0);
                for c in Colour::ALL {
                    assert_eq!(Space::all().map(|s| g.stones(s, c)).sum::<u8>(), 3);
                    assert_eq!(g.scoreboard_row(c), Some(0));
                    assert_eq!(g.display(c).len(), 3);
                    assert_eq!(g.stack_size(c), 22);
                }
                let rows = match players {
                    2 => vec![4, 3, 2],
                    3 => vec![5, 4, 3, 2, 1],
                    _ => vec![6, 5, 4, 3, 2, 1],
                };
                assert_eq!(g.multipliers(), rows);
                assert_eq!(
                    g.layout().districts().len(),
                    if board == "A" { 8 } else { 9 }
                );
                assert!(g.start_player() < players && g.current() == g.start_player());
                assert_eq!(g.step(), Step::Declare);
                for p in g.players() {
                    assert_eq!((p.bonus_tiles(), p.score(), p.tiles_placed()), (2, 0, 0));
                }
            }
        }
    }
}

#[test]
fn the_seed_fixes_the_game_and_different_seeds_differ() {
    let s = Settings::new(["Ana", "Bruno", "Carla"], "B");
    assert_eq!(
        Game::new(s.clone(), 99).unwrap(),
        Game::new(s.clone(), 99).unwrap()
    );
    let a = Game::new(s.clone(), 1).unwrap().snapshot();
    let b = Game::new(s, 2).unwrap().snapshot();
    assert_ne!(a.stacks, b.stacks);
}

#[test]
fn the_start_player_is_drawn_from_the_seed_unless_given() {
    let starts: std::collections::BTreeSet<usize> = (0..40)
        .map(|seed| {
            Game::new(Settings::new(["A", "B", "C", "D"], "A"), seed)
                .unwrap()
                .start_player()
        })
        .collect();
    assert_eq!(starts.len(), 4, "every seat starts some game");
    let mut s = Settings::new(["A", "B", "C"], "A");
    s.start_player = Some(2);
    assert_eq!(Game::new(s, 5).unwrap().current(), 2);
}

#[test]
fn settings_outside_the_rules_are_refused() {
    let err = |s: Settings| Game::new(s, 1).unwrap_err();
    assert_eq!(
        err(Settings::new(["Solo"], "A")),
        SetupError::PlayerCount(1)
    );
    assert_eq!(
        err(Settings::new(["1", "2", "3", "4", "5"], "A")),
        SetupError::PlayerCount(5)
    );
    assert_eq!(
        err(Settings::new(["a", "b"], "C")),
        SetupError::UnknownBoard("C".into())
    );
    let mut s = Settings::new(["a", "b"], "A");
    s.multipliers = Some(vec![3, 0]);
    assert!(matches!(err(s), SetupError::Multipliers(_)));
    let mut s = Settings::new(["a", "b"], "A");
    s.start_player = Some(2);
    assert_eq!(err(s), SetupError::StartPlayer(2));
    let mut s = Settings::new(["a", "b"], "A");
    s.multipliers = Some(vec![9, 1]);
    assert_eq!(
        Game::new(s, 1).unwrap().multipliers(),
        [9, 1],
        "a game may override the table"
    );
}

// ----- declare and move -----

#[test]
fn isobel_declares_yellow_4_and_places_on_a_4() {
    // Rulebook: Isobel chooses a yellow stone on a space with 4 stones, says "Yellow; 4",
    // moves it one space clockwise, and places a yellow tile on a square showing 4.
    let mut s = base(&["Isobel", "Bruno"], "A");
    set_carousel(
        &mut s,
        [
            &[Blue],
            &[Yellow, Blue, Red, Green],
            &[Red, Black, Blue],
            &[Yellow, Green],
            &[Yellow, Red, Green, Black, Black],
            &[],
        ],
    );
    let mut g = load(s);
    let events = play(
        &mut g,
        0,
        Action::Declare {
            space: sp(2),
            colour: Yellow,
        },
    );
    assert_eq!(
        events,
        [Event::Declared {
            seat: 0,
            colour: Yellow,
            number: 4,
            from: sp(2),
            to: sp(3)
        }]
    );
    assert_eq!((g.stones(sp(2), Yellow), g.stones(sp(3), Yellow)), (0, 1));
    assert_eq!(
        g.step(),
        Step::Place {
            colour: Yellow,
            number: 4
        }
    );
    let placements = g.legal_placements();
    assert!(!placements.is_empty() && placements.iter().all(|p| p.tile.colour == Yellow));
    assert_eq!(
        squares(placements[0].squares),
        ["C3", "D3", "B4", "E4", "D5"]
    );
    let symbol = placements[0].tile.symbol;
    let e = refused(
        &mut g,
        0,
        Action::Place {
            symbol,
            square: sq("B1"),
        },
    );
    assert_eq!(e.to_string(), "B1 shows 3 but you declared 4");
    play(
        &mut g,
        0,
        Action::Place {
            symbol,
            square: sq("D3"),
        },
    );
    assert_eq!(g.player(0).tile(sq("D3")).map(|t| t.colour), Some(Yellow));
    assert_eq!(g.current(), 1);
}

#[test]
fn the_number_counts_every_stone_and_only_one_stone_moves() {
    let mut s = base(&["Ana", "Bruno"], "A");
    set_carousel(
        &mut s,
        [
            &[Blue, Blue, Red],
            &[Blue],
            &[Yellow, Yellow, Yellow],
            &[Red, Red],
            &[Green, Green, Green],
            &[Black, Black, Black],
        ],
    );
    let mut g = load(s);
    let events = play(
        &mut g,
        0,
        Action::Declare {
            space: sp(1),
            colour: Blue,
        },
    );
    assert!(matches!(events[0], Event::Declared { number: 3, .. }));
    assert_eq!((g.stones(sp(1), Blue), g.stones(sp(2), Blue)), (1, 2));
}

#[test]
fn space_6_wraps_to_space_1() {
    let mut s = base(&["Ana", "Bruno"], "A");
    set_carousel(
        &mut s,
        [
            &[],
            &[Yellow, Red],
            &[Green, Black, Blue],
            &[Yellow, Red, Green, Black],
            &[Blue, Yellow, Red, Green, Black],
            &[Blue],
        ],
    );
    let mut g = load(s);
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(6),
            colour: Blue,
        },
    );
    assert_eq!(g.stones(sp(1), Blue), 1);
}

#[test]
fn six_or_more_stones_allow_any_square() {
    let mut s = base(&["Ana", "Bruno"], "A");
    set_carousel(
        &mut s,
        [
            &[Blue, Blue, Red, Red, Green, Black],
            &[Blue],
            &[Yellow, Yellow, Yellow],
            &[Red],
            &[Green, Green],
            &[Black, Black],
        ],
    );
    put(&mut s, 0, "A1", Tile::new(Yellow, Symbol::Star));
    let mut g = load(s);
    let d = g
        .legal_declarations()
        .into_iter()
        .find(|d| d.space == sp(1) && d.colour == Blue)
        .unwrap();
    assert_eq!(d.number, 6);
    // Every empty square outside district a (which holds yellow) is open to blue.
    assert_eq!(d.squares.count_ones(), 25 - 4);
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(1),
            colour: Blue,
        },
    );
    let symbol = g.display(Blue)[0].symbol;
    play(
        &mut g,
        0,
        Action::Place {
            symbol,
            square: sq("E5"),
        },
    );
}

#[test]
fn a_district_holds_one_colour_only() {
    let mut s = base(&["Ana", "Bruno"], "A");
    // D2 (district d) holds yellow; D3 shows 4 and is in district d too.
    put(&mut s, 0, "D2", Tile::new(Yellow, Symbol::Fish));
    set_display(&mut s, Red, &[Symbol::Wave, Symbol::Star]);
    let mut g = load(s);
    let d = g
        .legal_declarations()
        .into_iter()
        .find(|d| d.space == sp(4) && d.colour == Red)
        .unwrap();
    assert_eq!(
        squares(d.squares),
        ["C3", "B4", "E4", "D5"],
        "D3 is not offered to red"
    );
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(4),
            colour: Red,
        },
    );
    let e = refused(
        &mut g,
        0,
        Action::Place {
            symbol: Symbol::Wave,
            square: sq("D3"),
        },
    );
    assert_eq!(
        e,
        RuleError::DistrictHasOtherColour {
            district: 'd',
            colour: Yellow
        }
    );
    assert_eq!(e.to_string(), "district d already holds yellow tiles");
}

#[test]
fn a_declaration_that_leaves_no_square_is_refused() {
    let mut s = base(&["Ana", "Bruno"], "A");
    // Squares showing 1 on side A: A1, C1, E1, B2, A3. Fill them with yellow (district
    // colours permitting) so that Red 1 has nowhere to go.
    for (square, sym) in [
        ("A1", Symbol::Wave),
        ("C1", Symbol::Star),
        ("E1", Symbol::Fish),
        ("B2", Symbol::Flower),
        ("A3", Symbol::Caravel),
    ] {
        put(&mut s, 0, square, Tile::new(Yellow, sym));
    }
    let mut g = load(s);
    let e = refused(
        &mut g,
        0,
        Action::Declare {
            space: sp(1),
            colour: Blue,
        },
    );
    assert_eq!(
        e,
        RuleError::NoFittingSquare {
            colour: Blue,
            number: 1
        }
    );
    assert!(!g.legal_declarations().iter().any(|d| d.space == sp(1)));
}

#[test]
fn every_legal_declaration_is_listed_and_nothing_else() {
    for seed in 0..30 {
        let mut g = Game::new(Settings::new(["a", "b", "c"], "B"), seed).unwrap();
        // Play a few bot turns so boards are not empty.
        let mut bot = calcada_bots::build(calcada_bots::BotLevel::Normal, seed);
        for _ in 0..(seed % 20) {
            let seat = g.current();
            let a = bot.choose(&g);
            g.play(seat, a).unwrap();
        }
        let listed = g.legal_declarations();
        let seat = g.current();
        for space in Space::all() {
            for colour in Colour::ALL {
                let ok = g.check(seat, Action::Declare { space, colour }).is_ok();
                let in_list = listed
                    .iter()
                    .find(|d| d.space == space && d.colour == colour);
                if let Some(d) = in_list {
                    assert!(ok);
                    assert_eq!(d.number, g.stones_on(space));
                    assert_eq!(d.squares, g.fitting_squares(seat, colour, d.number));
                } else if !listed.is_empty() {
                    assert!(!ok, "{space} {colour} is accepted but not listed");
                }
            }
        }
    }
}

// ----- bonus actions -----

#[test]
fn a_nudge_costs_a_bonus_tile_and_moves_one_stone_before_declaring() {
    let mut g = load(base(&["Ana", "Bruno"], "A"));
    let events = play(
        &mut g,
        0,
        Action::Nudge {
            space: sp(4),
            colour: Red,
        },
    );
    assert_eq!(
        events,
        [Event::Nudged {
            seat: 0,
            colour: Red,
            from: sp(4),
            to: sp(5)
        }]
    );
    assert_eq!((g.stones_on(sp(4)), g.stones_on(sp(5))), (3, 6));
    assert_eq!(g.player(0).bonus_tiles(), 1);
    // The nudge changed the number: Red on space 5 now declares 6.
    let d = g
        .legal_declarations()
        .into_iter()
        .find(|d| d.space == sp(5) && d.colour == Red)
        .unwrap();
    assert_eq!(d.number, 6);
    play(
        &mut g,
        0,
        Action::Nudge {
            space: sp(1),
            colour: Blue,
        },
    );
    assert_eq!(g.player(0).bonus_tiles(), 0);
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::Nudge {
                space: sp(2),
                colour: Blue
            }
        ),
        RuleError::NoBonusTiles
    );
}

#[test]
fn nudging_is_over_once_declared_and_needs_a_stone() {
    let mut g = load(base(&["Ana", "Bruno"], "A"));
    let e = refused(
        &mut g,
        0,
        Action::Nudge {
            space: sp(1),
            colour: Red,
        },
    );
    assert_eq!(e.to_string(), "space 1 has no red cobblestone");
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Green,
        },
    );
    let e = refused(
        &mut g,
        0,
        Action::Nudge {
            space: sp(4),
            colour: Red,
        },
    );
    assert_eq!(
        e,
        RuleError::AlreadyDeclared {
            colour: Green,
            number: 5
        }
    );
    let e = refused(
        &mut g,
        0,
        Action::Declare {
            space: sp(4),
            colour: Red,
        },
    );
    assert_eq!(
        e,
        RuleError::AlreadyDeclared {
            colour: Green,
            number: 5
        }
    );
}

#[test]
fn a_refresh_puts_the_display_under_the_stack_and_reveals_three() {
    let mut s = base(&["Ana", "Bruno"], "A");
    set_display(&mut s, Blue, &[Symbol::Wave, Symbol::Star]);
    let top: Vec<Tile> = s.stacks[Blue.index()][..3].to_vec();
    let mut g = load(s);
    let events = play(&mut g, 0, Action::Refresh { colour: Blue });
    assert_eq!(
        events,
        [Event::Refreshed {
            seat: 0,
            colour: Blue
        }]
    );
    assert_eq!(g.display(Blue), top);
    let snap = g.snapshot();
    let stack = &snap.stacks[Blue.index()];
    assert_eq!(
        stack[stack.len() - 2..],
        [Tile::new(Blue, Symbol::Wave), Tile::new(Blue, Symbol::Star)],
        "in their order, at the bottom"
    );
    assert_eq!(g.player(0).bonus_tiles(), 1);
    // Still allowed after declaring, before placing.
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Blue,
        },
    );
    play(&mut g, 0, Action::Refresh { colour: Red });
    assert_eq!(g.player(0).bonus_tiles(), 0);
    assert_eq!(
        refused(&mut g, 0, Action::Refresh { colour: Blue }),
        RuleError::NoBonusTiles
    );
}

#[test]
fn a_closed_colour_cannot_be_refreshed() {
    let mut s = base(&["Ana", "Bruno"], "A");
    s.scoreboard[Green.index()] = None;
    let d = std::mem::take(&mut s.displays[Green.index()]);
    s.removed[Green.index()] = d;
    let mut g = load(s);
    let e = refused(&mut g, 0, Action::Refresh { colour: Green });
    assert_eq!(
        e.to_string(),
        "green is closed: its stone has left the scoreboard"
    );
}

// ----- placing -----

#[test]
fn the_display_is_refilled_only_when_emptied() {
    let mut s = base(&["Ana", "Bruno"], "A");
    set_display(&mut s, Green, &[Symbol::Fish, Symbol::Star]);
    let top: Vec<Tile> = s.stacks[Green.index()][..3].to_vec();
    let mut g = load(s);
    // Green 5 (space 5): squares showing 5 on side A are D1, A2, C4, D4, E5.
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Green,
        },
    );
    let events = play(
        &mut g,
        0,
        Action::Place {
            symbol: Symbol::Fish,
            square: sq("D1"),
        },
    );
    assert!(!events
        .iter()
        .any(|e| matches!(e, Event::DisplayRefilled { .. })));
    assert_eq!(g.display(Green), [Tile::new(Green, Symbol::Star)]);
    // Bruno takes the last one (Green 1, the stone Ana moved): now three new tiles come
    // from the top of the stack.
    play(
        &mut g,
        1,
        Action::Declare {
            space: sp(6),
            colour: Green,
        },
    );
    let events = play(
        &mut g,
        1,
        Action::Place {
            symbol: Symbol::Star,
            square: sq("A1"),
        },
    );
    assert!(events.contains(&Event::DisplayRefilled {
        colour: Green,
        count: 3
    }));
    assert_eq!(g.display(Green), top);
}

#[test]
fn a_tile_must_be_face_up_in_the_declared_colour() {
    let mut s = base(&["Ana", "Bruno"], "A");
    set_display(&mut s, Green, &[Symbol::Fish]);
    let mut g = load(s);
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::Place {
                symbol: Symbol::Fish,
                square: sq("D1")
            }
        ),
        RuleError::NotDeclared
    );
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Green,
        },
    );
    let e = refused(
        &mut g,
        0,
        Action::Place {
            symbol: Symbol::Star,
            square: sq("D1"),
        },
    );
    assert_eq!(e.to_string(), "there is no green Star tile face-up");
    play(
        &mut g,
        0,
        Action::Place {
            symbol: Symbol::Fish,
            square: sq("D1"),
        },
    );
}

#[test]
fn an_occupied_square_is_refused() {
    let mut s = base(&["Ana", "Bruno"], "A");
    put(&mut s, 0, "D1", Tile::new(Green, Symbol::Wave));
    let mut g = load(s);
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Green,
        },
    );
    let symbol = g.display(Green)[0].symbol;
    let e = refused(
        &mut g,
        0,
        Action::Place {
            symbol,
            square: sq("D1"),
        },
    );
    assert_eq!(e.to_string(), "D1 already holds a tile");
}

#[test]
fn the_bonus_symbol_gives_two_bonus_tiles() {
    let mut s = base(&["Ana", "Bruno"], "A");
    set_display(&mut s, Green, &[Symbol::Bonus, Symbol::Fish]);
    let mut g = load(s);
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Green,
        },
    );
    let events = play(
        &mut g,
        0,
        Action::Place {
            symbol: Symbol::Bonus,
            square: sq("D1"),
        },
    );
    assert!(events.contains(&Event::BonusTilesGained { seat: 0, count: 2 }));
    assert_eq!(g.player(0).bonus_tiles(), 4);
}

// ----- district scoring -----

#[test]
fn clare_scores_2_x_3_and_blue_moves_to_x2() {
    // Rulebook: Clare completes a district of 2 blue tiles; blue's stone is on the x3 row:
    // 2 x 3 = 6 points, then the blue stone moves down to x2.
    let mut s = base(&["Ana", "Bruno", "Clare", "Duarte"], "A");
    s.current = 2;
    s.scoreboard[Blue.index()] = Some(3); // rows x6 x5 x4 x3 x2 x1: row 3 is x3
                                          // District h on side A is B5 (shows 3) and C5 (shows 2).
    put(&mut s, 2, "B5", Tile::new(Blue, Symbol::Fish));
    set_display(&mut s, Blue, &[Symbol::Wave, Symbol::Star]);
    // Space 2 holds 2 stones, one of them blue: Clare declares Blue 2.
    set_carousel(
        &mut s,
        [
            &[Red],
            &[Blue, Yellow],
            &[Green, Black, Blue],
            &[Yellow, Red, Green, Black],
            &[Blue, Yellow, Red, Green, Black],
            &[],
        ],
    );
    let mut g = load(s);
    assert_eq!(g.multiplier(Blue), Some(3));
    play(
        &mut g,
        2,
        Action::Declare {
            space: sp(2),
            colour: Blue,
        },
    );
    let events = play(
        &mut g,
        2,
        Action::Place {
            symbol: Symbol::Wave,
            square: sq("C5"),
        },
    );
    assert!(events.contains(&Event::DistrictScored {
        seat: 2,
        district: 'h',
        colour: Blue,
        tiles: 2,
        multiplier: 3,
        points: 6
    }));
    assert!(events.contains(&Event::StoneMovedDown {
        colour: Blue,
        row: 4
    }));
    assert_eq!(g.player(2).score(), 6);
    assert_eq!(g.multiplier(Blue), Some(2));
    assert_eq!(g.score_breakdown(2).districts.len(), 1);
}

/// A two-player position where Ana (seat 0) completes district h (B5 + C5) in blue with
/// Blue 2, blue's stone on the bottom row and blue's display holding `display`.
fn closing_position(display: &[Symbol], others_off: &[Colour]) -> Game {
    let mut s = base(&["Ana", "Bruno"], "A");
    s.scoreboard[Blue.index()] = Some(2); // x4 x3 x2: the bottom row
    for &c in others_off {
        s.scoreboard[c.index()] = None;
        let d = std::mem::take(&mut s.displays[c.index()]);
        s.removed[c.index()] = d;
    }
    put(&mut s, 0, "B5", Tile::new(Blue, Symbol::Fish));
    set_display(&mut s, Blue, display);
    set_carousel(
        &mut s,
        [
            &[Red],
            &[Blue, Yellow],
            &[Green, Black, Blue],
            &[Yellow, Red, Green, Black],
            &[Blue, Yellow, Red, Green, Black],
            &[],
        ],
    );
    load(s)
}

#[test]
fn a_stone_off_the_bottom_row_gives_2_points_and_closes_the_colour() {
    let mut g = closing_position(&[Symbol::Wave, Symbol::Star], &[]);
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(2),
            colour: Blue,
        },
    );
    let events = play(
        &mut g,
        0,
        Action::Place {
            symbol: Symbol::Wave,
            square: sq("C5"),
        },
    );
    assert!(events.contains(&Event::DistrictScored {
        seat: 0,
        district: 'h',
        colour: Blue,
        tiles: 2,
        multiplier: 2,
        points: 4
    }));
    assert!(events.contains(&Event::ColourClosed {
        seat: 0,
        colour: Blue,
        points: 2
    }));
    assert!(
        !events
            .iter()
            .any(|e| matches!(e, Event::EndTriggered { .. })),
        "one stone off does not end the game"
    );
    assert_eq!(g.player(0).score(), 6);
    assert!(g.is_closed(Blue) && g.display(Blue).is_empty());
    assert_eq!(
        g.removed(Blue),
        [Tile::new(Blue, Symbol::Star)],
        "the display is removed with the colour"
    );
    assert_eq!(g.score_breakdown(0).off_board, 2);
    // Nobody may declare blue again.
    let e = refused(
        &mut g,
        1,
        Action::Declare {
            space: sp(3),
            colour: Blue,
        },
    );
    assert_eq!(
        e.to_string(),
        "blue is closed: its stone has left the scoreboard"
    );
    assert!(g.legal_declarations().iter().all(|d| d.colour != Blue));
}

#[test]
fn the_last_face_up_tile_refills_then_the_colour_closes() {
    let mut g = closing_position(&[Symbol::Wave], &[]);
    let top: Vec<Tile> = g.snapshot().stacks[Blue.index()][..3].to_vec();
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(2),
            colour: Blue,
        },
    );
    let events = play(
        &mut g,
        0,
        Action::Place {
            symbol: Symbol::Wave,
            square: sq("C5"),
        },
    );
    let refill = events
        .iter()
        .position(|e| {
            *e == Event::DisplayRefilled {
                colour: Blue,
                count: 3,
            }
        })
        .unwrap();
    let close = events
        .iter()
        .position(|e| matches!(e, Event::ColourClosed { .. }))
        .unwrap();
    assert!(refill < close, "refill first, then close");
    assert_eq!(g.removed(Blue), top);
    assert!(g.display(Blue).is_empty());
}

// ----- the end -----

#[test]
fn the_second_stone_off_triggers_the_end_after_the_round() {
    // Three players, start player Ana; Bruno (seat 1) sends the second stone off. Clare
    // still plays, then the game ends with everybody on the same number of turns.
    let mut s = base(&["Ana", "Bruno", "Clare"], "A");
    s.multipliers = vec![5, 4, 3, 2, 1];
    s.current = 1;
    s.players[0].turns = 1;
    s.scoreboard[Yellow.index()] = None;
    let d = std::mem::take(&mut s.displays[Yellow.index()]);
    s.removed[Yellow.index()] = d;
    s.scoreboard[Blue.index()] = Some(4);
    put(&mut s, 1, "B5", Tile::new(Blue, Symbol::Fish));
    set_display(&mut s, Blue, &[Symbol::Wave, Symbol::Star]);
    set_carousel(
        &mut s,
        [
            &[Red],
            &[Blue, Red],
            &[Green, Black, Blue],
            &[Yellow, Red, Green, Black],
            &[Blue, Yellow, Yellow, Green, Black],
            &[],
        ],
    );
    let mut g = load(s);
    play(
        &mut g,
        1,
        Action::Declare {
            space: sp(2),
            colour: Blue,
        },
    );
    let events = play(
        &mut g,
        1,
        Action::Place {
            symbol: Symbol::Wave,
            square: sq("C5"),
        },
    );
    assert!(events.contains(&Event::EndTriggered { seat: 1 }));
    assert!(!g.is_over() && g.current() == 2 && g.end_triggered());
    // Clare's turn is played out.
    play(
        &mut g,
        2,
        Action::Declare {
            space: sp(5),
            colour: Green,
        },
    );
    let symbol = g.display(Green)[0].symbol;
    let events = play(
        &mut g,
        2,
        Action::Place {
            symbol,
            square: sq("D1"),
        },
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            reason: EndReason::SecondStoneOff
        })
    );
    assert!(g.players().iter().all(|p| p.turns() == 1));
    assert_eq!(
        refused(
            &mut g,
            0,
            Action::Declare {
                space: sp(1),
                colour: Red
            }
        ),
        RuleError::GameOver
    );
}

#[test]
fn kirstin_scores_33_plus_17_plus_3_plus_3_equals_56() {
    // Rulebook: 33 points during play; motif groups of 2, 3, 4 and 5 (1 + 3 + 5 + 8 = 17);
    // 3 tiles in incomplete districts (3); 7 bonus tiles (3). Total 56.
    let mut s = base(&["Kirstin", "Bruno"], "A");
    let k = 0;
    use Symbol::{Fish, Flower, Star, Wave};
    // District a (A1 B1 A2 A3) blue, b (C1 D1 E1 E2) yellow, c (B2 C2 B3) red: complete.
    for (square, tile) in [
        ("A1", Tile::new(Blue, Wave)),
        ("A2", Tile::new(Blue, Wave)),
        ("A3", Tile::new(Blue, Wave)),
        ("B1", Tile::new(Blue, Star)),
        ("C1", Tile::new(Yellow, Star)),
        ("D1", Tile::new(Yellow, Star)),
        ("E1", Tile::new(Yellow, Star)),
        ("E2", Tile::new(Yellow, Star)),
        ("B2", Tile::new(Red, Fish)),
        ("C2", Tile::new(Red, Fish)),
        ("B3", Tile::new(Red, Flower)),
        // District f (A4 B4 A5) green, 2 of 3; district h (B5 C5) black, 1 of 2.
        ("A4", Tile::new(Green, Wave)),
        ("B4", Tile::new(Green, Flower)),
        ("B5", Tile::new(Black, Flower)),
    ] {
        put(&mut s, k, square, tile);
    }
    let scored = |district, colour, tiles: u32, m: u8| calcada_rules::DistrictScore {
        district,
        colour,
        tiles,
        multiplier: m,
        points: tiles * u32::from(m),
    };
    s.players[k].districts_scored = vec![
        scored('a', Blue, 4, 3),
        scored('b', Yellow, 4, 3),
        scored('c', Red, 3, 3),
    ];
    s.players[k].bonus_tiles = 7;
    let g = load(s);
    let b = g.score_breakdown(k);
    assert_eq!(b.during_play, 33);
    let mut groups: Vec<usize> = b.motif_groups.iter().map(|g| g.squares.len()).collect();
    groups.sort_unstable();
    assert_eq!(groups, [2, 3, 4, 5]);
    assert_eq!(b.motif_points, 17);
    assert_eq!(b.incomplete_points, 3);
    assert_eq!((b.bonus_tiles, b.bonus_points), (7, 3));
    assert_eq!(b.total, 56);
}

#[test]
fn the_bonus_symbol_is_not_a_motif_and_groups_ignore_colour_and_districts() {
    let mut s = base(&["Ana", "Bruno"], "A");
    // A2 (district a, blue) and B2 (district c, red) both Fish: one group of 2 across districts.
    put(&mut s, 0, "A2", Tile::new(Blue, Symbol::Fish));
    put(&mut s, 0, "B2", Tile::new(Red, Symbol::Fish));
    // Two bonus tiles side by side form no group.
    put(&mut s, 0, "D4", Tile::new(Green, Symbol::Bonus));
    put(&mut s, 0, "D5", Tile::new(Yellow, Symbol::Bonus));
    let b = load(s).score_breakdown(0);
    assert_eq!(b.motif_groups.len(), 1);
    assert_eq!(b.motif_groups[0].squares, [sq("A2"), sq("B2")]);
    assert_eq!(b.motif_points, 1);
}

#[test]
fn tied_players_share_the_victory() {
    // Last turn of the final round: Bruno places one red tile; both then hold one tile in an
    // incomplete district and 2 bonus tiles: 2 points each.
    let mut s = base(&["Ana", "Bruno"], "A");
    for c in [Yellow, Black] {
        s.scoreboard[c.index()] = None;
        let d = std::mem::take(&mut s.displays[c.index()]);
        s.removed[c.index()] = d;
    }
    s.end_triggered = true;
    s.current = 1;
    s.players[0].turns = 1;
    put(&mut s, 0, "D1", Tile::new(Red, Symbol::Fish));
    set_display(&mut s, Red, &[Symbol::Wave]);
    let mut g = load(s);
    play(
        &mut g,
        1,
        Action::Declare {
            space: sp(4),
            colour: Red,
        },
    );
    let events = play(
        &mut g,
        1,
        Action::Place {
            symbol: Symbol::Wave,
            square: sq("C3"),
        },
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            reason: EndReason::SecondStoneOff
        })
    );
    let ranking = &g.outcome().unwrap().ranking;
    assert_eq!(
        ranking
            .iter()
            .map(|r| (r.rank, r.total))
            .collect::<Vec<_>>(),
        [(1, 2), (1, 2)]
    );
}

// ----- rulings where the rulebook is silent -----

#[test]
fn with_no_legal_declaration_the_turn_is_a_pass() {
    let mut s = base(&["Ana", "Bruno"], "A");
    // Ana's board is full except A1 (district a, blue); blue is closed: nothing fits.
    fill_board(&mut s, 0, &["A1"], |d| {
        if d == 0 {
            Blue
        } else {
            Colour::ALL[d % 5]
        }
    });
    s.scoreboard[Blue.index()] = None;
    let d = std::mem::take(&mut s.displays[Blue.index()]);
    s.removed[Blue.index()] = d;
    let mut g = load(s);
    assert!(g.legal_declarations().is_empty() && !g.has_legal_declaration());
    // Every stone may then be declared (or nudged first).
    let declares = g
        .legal_actions()
        .iter()
        .filter(|a| matches!(a, Action::Declare { .. }))
        .count();
    assert_eq!(declares, 15, "one per (space, colour) with a stone");
    let events = play(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Blue,
        },
    );
    assert_eq!(
        events[0],
        Event::Passed {
            seat: 0,
            colour: Blue,
            number: 5,
            from: sp(5),
            to: sp(6)
        }
    );
    assert_eq!(g.current(), 1);
    assert_eq!(g.player(0).tiles_placed(), 24);
    assert_eq!(
        games_messages::Lang::En.event(&events[0], &|s| g.player(s).name().to_string()),
        "Ana had no legal declaration: declared Blue 5 anyway, moved the stone from space 5 to 6 and passed"
    );
}

#[test]
fn an_exhausted_colour_cannot_be_declared() {
    let mut s = base(&["Ana", "Bruno"], "A");
    // Bruno's board holds all 25 black tiles: black's display and stack are empty.
    set_display(&mut s, Black, &[]);
    fill_board(&mut s, 1, &[], |_| Black);
    let mut g = load(s);
    assert!(g.display(Black).is_empty() && g.stack_size(Black) == 0);
    let e = refused(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Black,
        },
    );
    assert_eq!(e.to_string(), "no black tiles are left");
    assert_eq!(
        refused(&mut g, 0, Action::Refresh { colour: Black }),
        RuleError::ColourExhausted { colour: Black }
    );
}

#[test]
fn a_round_without_any_placement_ends_the_game_in_stalemate() {
    let mut s = base(&["Ana", "Bruno"], "A");
    // Both boards are full: nobody can place anything.
    let d = std::mem::take(&mut s.displays[Blue.index()]);
    s.stacks[Blue.index()].extend(d);
    fill_board(&mut s, 0, &[], |_| Blue);
    let d = std::mem::take(&mut s.displays[Yellow.index()]);
    s.stacks[Yellow.index()].extend(d);
    fill_board(&mut s, 1, &[], |_| Yellow);
    let mut g = load(s);
    let events = play(
        &mut g,
        0,
        Action::Declare {
            space: sp(1),
            colour: Blue,
        },
    );
    assert!(matches!(events[0], Event::Passed { .. }) && !g.is_over());
    let events = play(
        &mut g,
        1,
        Action::Declare {
            space: sp(2),
            colour: Blue,
        },
    );
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            reason: EndReason::Stalemate
        })
    );
    assert_eq!(g.outcome().unwrap().reason, EndReason::Stalemate);
}

#[test]
fn a_round_with_a_placement_goes_on() {
    let mut g = load(base(&["Ana", "Bruno"], "A"));
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Green,
        },
    );
    let symbol = g.display(Green)[0].symbol;
    play(
        &mut g,
        0,
        Action::Place {
            symbol,
            square: sq("D1"),
        },
    );
    play(
        &mut g,
        1,
        Action::Declare {
            space: sp(4),
            colour: Red,
        },
    );
    let symbol = g.display(Red)[0].symbol;
    let events = play(
        &mut g,
        1,
        Action::Place {
            symbol,
            square: sq("C3"),
        },
    );
    assert!(events.contains(&Event::TurnStarted { seat: 0, round: 2 }));
    assert_eq!(g.round(), 2);
}

#[test]
fn it_is_anas_turn() {
    let mut g = load(base(&["Ana", "Bruno"], "A"));
    let e = refused(
        &mut g,
        1,
        Action::Declare {
            space: sp(5),
            colour: Green,
        },
    );
    assert_eq!(e.to_string(), "it is Ana's turn");
    assert_eq!(
        refused(&mut g, 7, Action::Leave),
        RuleError::NoSuchSeat { seat: 7 }
    );
}

#[test]
fn a_player_who_leaves_takes_no_more_turns_and_is_not_ranked() {
    let mut g = load(base(&["Ana", "Bruno", "Clare"], "A"));
    // Bruno leaves out of turn; Ana then hands over to Clare.
    let events = play(&mut g, 1, Action::Leave);
    assert_eq!(events, [Event::PlayerLeft { seat: 1 }]);
    assert_eq!(
        refused(&mut g, 1, Action::Leave),
        RuleError::SeatLeft {
            name: "Bruno".into()
        }
    );
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Green,
        },
    );
    let symbol = g.display(Green)[0].symbol;
    play(
        &mut g,
        0,
        Action::Place {
            symbol,
            square: sq("D1"),
        },
    );
    assert_eq!(g.current(), 2);
    // Clare leaves on her own turn: two have left, the game ends and only Ana is ranked.
    let events = play(&mut g, 2, Action::Leave);
    assert_eq!(
        events.last(),
        Some(&Event::GameOver {
            reason: EndReason::PlayersLeft
        })
    );
    let ranking = &g.outcome().unwrap().ranking;
    assert_eq!(ranking.len(), 1);
    assert_eq!(ranking[0].seat, 0);
}

#[test]
fn leaving_on_ones_turn_passes_the_turn() {
    let mut g = load(base(&["Ana", "Bruno", "Clare"], "A"));
    play(
        &mut g,
        0,
        Action::Declare {
            space: sp(5),
            colour: Green,
        },
    );
    let events = play(&mut g, 0, Action::Leave);
    assert!(events.contains(&Event::TurnStarted { seat: 1, round: 1 }));
    assert_eq!(g.step(), Step::Declare);
}

#[test]
fn refused_actions_change_nothing() {
    let mut s = base(&["Ana", "Bruno"], "A");
    s.players[0].bonus_tiles = 0;
    let mut g = load(s);
    let cases = [
        (
            1,
            Action::Declare {
                space: sp(5),
                colour: Green,
            },
        ),
        (
            0,
            Action::Nudge {
                space: sp(5),
                colour: Green,
            },
        ),
        (0, Action::Refresh { colour: Green }),
        (
            0,
            Action::Declare {
                space: sp(6),
                colour: Green,
            },
        ),
        (
            0,
            Action::Place {
                symbol: Symbol::Wave,
                square: sq("A1"),
            },
        ),
        (
            5,
            Action::Declare {
                space: sp(5),
                colour: Green,
            },
        ),
    ];
    for (seat, a) in cases {
        refused(&mut g, seat, a);
    }
}
