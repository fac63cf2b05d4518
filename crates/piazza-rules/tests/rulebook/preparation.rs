//! The rulebook's preparation: the colour sets dealt for two, three and four players, the
//! starting square or triangle, the first hands; and setups outside the rules.

use super::*;

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
