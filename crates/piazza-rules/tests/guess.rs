//! What bots use to weigh moves from one seat's view: the unseen tiles, a game guessed from
//! a view, the points an action would score. Over random games of 2, 3 and 4 players from
//! fixed seeds (so a failure replays).

use piazza_rules::{Action, Colour, Event, Game, Settings, Symbol, Tile};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

const NAMES: [&str; 4] = ["Ada", "Bea", "Cy", "Dee"];

/// Plays `game` on with random legal actions, calling `at` on every position before a move.
fn random_game(n: usize, seed: u64, mut at: impl FnMut(&Game, Action)) -> Game {
    let mut g = Game::new(Settings::new(NAMES[..n].iter().copied()), seed).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    while !g.is_over() {
        let legal = g.legal_actions();
        let action = legal[(rng.next_u64() % legal.len() as u64) as usize];
        at(&g, action);
        g.play(g.current(), action).unwrap();
    }
    g
}

#[test]
fn a_guessed_game_gives_the_same_view_and_deals_only_unseen_tiles() {
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(7);
    let mut differed = 0;
    for game_no in 0..60u64 {
        let n = 2 + (game_no % 3) as usize;
        let end = random_game(n, game_no, |g, _| {
            for seat in 0..n {
                let view = g.view(seat);
                let guess = view.determinise(&mut rng).expect("a view of a real game");
                assert_eq!(guess.view(seat), view, "game {game_no}, seat {seat}");
                assert_eq!(guess.legal_actions_for(seat), g.legal_actions_for(seat));
                assert_eq!(view.legal_actions(), g.legal_actions_for(seat));
                for s in 0..n {
                    // Every seat holds only tiles it could hold: its colours or the neutral.
                    let own = g.playable_colours(s);
                    let p = guess.player(s);
                    assert!(p.hand().iter().all(|t| own.contains(&t.colour)));
                    if s != seat && p.hand() != g.player(s).hand() {
                        differed += 1;
                    }
                }
                // The unseen tiles are exactly the others' hands and every pile.
                let mut hidden: Vec<Tile> = Vec::new();
                for (s, p) in guess.snapshot().players.iter().enumerate() {
                    if s != seat {
                        hidden.extend(&p.hand);
                    }
                    hidden.extend(&p.pile);
                }
                hidden.sort_unstable();
                assert_eq!(hidden, view.unseen());
            }
        });
        let view = end.view(0);
        assert!(view.outcome.is_some() && view.legal_actions().is_empty());
        assert_eq!(view.determinise(&mut rng).unwrap().view(0), view);
    }
    assert!(differed > 1000, "guesses vary: {differed}");
}

#[test]
fn unseen_tiles_at_the_start_of_a_two_player_game() {
    let g = Game::new(Settings::new(["Ada", "Bea"]), 3).unwrap();
    let v = g.view(0);
    let unseen = v.unseen();
    // 48 tiles, 4 on the table, 3 in the seat's own hand.
    assert_eq!(unseen.len(), 41);
    for &t in &v.hand {
        let left = unseen.iter().filter(|&&u| u == t).count();
        let shown = v.hand.iter().filter(|&&h| h == t).count()
            + v.table.iter().filter(|p| p.tile == t).count();
        assert_eq!(left + shown, 2, "{t}");
    }
    assert!(g.view(1).legal_actions().is_empty(), "not seat 1's turn");
}

#[test]
fn points_are_what_play_scores() {
    let mut checked = 0;
    let mut nonzero = 0;
    for game_no in 0..60u64 {
        random_game(2 + (game_no % 3) as usize, 100 + game_no, |g, action| {
            for a in g.legal_actions() {
                let mut after = g.clone();
                let events = after.play(g.current(), a).unwrap();
                let scored: u32 = events
                    .iter()
                    .map(|e| match e {
                        Event::BracketScored { points, .. } => *points,
                        _ => 0,
                    })
                    .sum();
                assert_eq!(g.points(a), scored, "{a:?}");
                checked += 1;
                nonzero += usize::from(scored > 0);
            }
            let _ = action;
        });
    }
    assert!(checked > 10_000 && nonzero > 1_000, "{checked} {nonzero}");
}

#[test]
fn a_lone_tile_scores_what_play_scores_and_fits_as_check_says() {
    for game_no in 0..30u64 {
        random_game(2 + (game_no % 3) as usize, 200 + game_no, |g, _| {
            let seat = g.current();
            for cell in g.frontier() {
                for &t in g.player(seat).hand() {
                    let one = Action::one(t, cell);
                    assert_eq!(g.fits_alone(t, cell), g.check(seat, one).is_ok());
                    if g.fits_alone(t, cell) {
                        assert_eq!(g.points_alone(t.colour, cell), g.points(one));
                    }
                }
            }
            // A tile nobody holds may still be asked about: the table decides.
            let probe = Tile::new(Colour::Red, Symbol::Star);
            for cell in g.frontier() {
                if g.tile_at(cell).is_none() {
                    let _ = g.points_alone(probe.colour, cell);
                }
            }
        });
    }
}

#[test]
fn the_public_view_gives_the_brackets_play_scores_and_hides_every_hand() {
    let mut checked = 0;
    for game_no in 0..20u64 {
        let n = 2 + (game_no % 3) as usize;
        random_game(n, 300 + game_no, |g, _| {
            let public = g.public_view();
            // The same for every seat's view, and it holds no tile of any hand.
            for seat in 0..n {
                assert_eq!(g.view(seat).public(), public);
            }
            assert_eq!(public.span(), g.span());
            for (cell, tile) in g.table() {
                assert_eq!(public.tile_at(cell), Some(tile));
            }
            for a in g.legal_actions() {
                let mut after = g.clone();
                let scored: Vec<(Colour, u32)> = after
                    .play(g.current(), a)
                    .unwrap()
                    .into_iter()
                    .filter_map(|e| match e {
                        Event::BracketScored { colour, points, .. } => Some((colour, points)),
                        _ => None,
                    })
                    .collect();
                let brackets = public.brackets(a);
                let seen: Vec<(Colour, u32)> =
                    brackets.iter().map(|b| (b.colour, b.points)).collect();
                assert_eq!(seen, scored, "{a:?}");
                assert_eq!(brackets.iter().map(|b| b.points).sum::<u32>(), g.points(a));
                checked += 1;
            }
        });
    }
    assert!(checked > 2_000, "{checked}");
}

#[test]
fn cells_have_stable_names_players_can_type() {
    use piazza_rules::Cell;
    assert_eq!(Cell::new(0, 0).label().as_deref(), Some("H8"));
    assert_eq!(Cell::new(1, 1).label().as_deref(), Some("I9"));
    assert_eq!(Cell::new(-7, -7).label().as_deref(), Some("A1"));
    assert_eq!(Cell::new(8, 8).label().as_deref(), Some("P16"));
    assert_eq!(Cell::new(9, 0).label(), None);
    for col in Cell::MIN..=Cell::MAX {
        for row in Cell::MIN..=Cell::MAX {
            let c = Cell::new(col, row);
            let l = c.label().unwrap();
            assert_eq!(Cell::parse_label(&l), Some(c));
            assert_eq!(
                Cell::parse_label(&format!(" {} ", l.to_lowercase())),
                Some(c)
            );
            assert!(l.starts_with(Cell::column_letter(col).unwrap()));
            assert!(l.ends_with(&Cell::row_number(row).unwrap().to_string()));
        }
    }
    for bad in [
        "", "H", "8", "Q1", "H0", "H17", "H-1", "HH8", "H 8", "É8", "H008",
    ] {
        assert_eq!(Cell::parse_label(bad), None, "{bad:?}");
    }
}
