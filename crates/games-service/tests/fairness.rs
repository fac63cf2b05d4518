//! Fair play: nothing face down is drawn or said before Confirm. The turn panel plans on the
//! game as every player sees it, so two games with the same public view and different stack
//! orders give byte-identical preview pictures and texts for every plan, and a placement
//! that refills a display shows the new tiles face down.

use calcada_bots::BotLevel;
use calcada_rules::{Action, Game, PublicView, Settings, Step};
use games_messages::{say, Lang};
use games_pictures::{encode_png, Renderer};
use games_service::plan_view;
use rand::rngs::Xoshiro256PlusPlus;
use rand::SeedableRng;

/// Positions at the start of a turn, from random games of two to four players.
fn positions(count: u64) -> Vec<Game> {
    let names = ["Ana", "Rui", "Eva", "Ivo"];
    (0..count)
        .filter_map(|seed| {
            let players = 2 + (seed % 3) as usize;
            let board = if seed % 2 == 0 { "A" } else { "B" };
            let settings = Settings::new(names[..players].iter().copied(), board);
            let mut game = Game::new(settings, seed).unwrap();
            let mut bot = calcada_bots::build(BotLevel::Easy, seed);
            // Up to 30 turns in, so that displays run low and refills happen.
            let turns = (seed * 7) % 31;
            let mut started = 0;
            while started < turns && !game.is_over() {
                let seat = game.current();
                let action = bot.choose(&game);
                game.play(seat, action).unwrap();
                if game.step() == Step::Declare && game.current() != seat {
                    started += 1;
                }
            }
            (!game.is_over() && game.step() == Step::Declare).then_some(game)
        })
        .collect()
}

/// Every plan of a whole turn without a nudge: each legal declaration, then each placement
/// it allows (or the pass).
fn plans(game: &Game) -> Vec<Vec<Action>> {
    let seat = game.current();
    let mut out = Vec::new();
    for d in game.legal_declarations() {
        let declare = Action::Declare {
            space: d.space,
            colour: d.colour,
        };
        let mut after = game.clone();
        after.play(seat, declare).unwrap();
        let placements: Vec<Action> = after
            .legal_actions()
            .into_iter()
            .filter(|a| matches!(a, Action::Place { .. }))
            .collect();
        if placements.is_empty() {
            out.push(vec![declare]);
        }
        out.extend(placements.into_iter().map(|p| vec![declare, p]));
    }
    out
}

#[test]
fn previews_depend_only_on_what_the_player_sees() {
    let renderer = Renderer::new();
    let mut compared = 0;
    let mut refills = 0;
    let mut leaks_without_the_public_copy = 0;
    for (i, game) in positions(40).into_iter().enumerate() {
        // The same public view, another order of every stack.
        let twin = PublicView::new(&game)
            .determinise(&mut Xoshiro256PlusPlus::seed_from_u64(1000 + i as u64));
        let seat = game.current();
        for steps in plans(&game) {
            let a = plan_view(&game, seat, &steps, None).unwrap();
            let b = plan_view(&twin, seat, &steps, None).unwrap();
            let refilled = !a.highlights.face_down.is_empty();
            // Pictures cost (about 0.1 s each unoptimised): the first twelve plans that
            // refill, and one in sixty of the others; every plan's text and highlights.
            let draw = if refilled {
                refills < 12
            } else {
                compared % 60 == 0
            };
            if !draw {
                compared += 1;
                refills += usize::from(refilled);
                assert_eq!(say(Lang::En, &a.prompt), say(Lang::En, &b.prompt));
                assert_eq!(a.highlights, b.highlights, "{steps:?}");
                continue;
            }
            compared += 1;
            assert_eq!(
                say(Lang::En, &a.prompt),
                say(Lang::En, &b.prompt),
                "{steps:?}"
            );
            assert_eq!(a.highlights, b.highlights, "{steps:?}");
            let pa = encode_png(&renderer.panel(&a.game, seat, &a.highlights));
            let pb = encode_png(&renderer.panel(&b.game, seat, &b.highlights));
            assert!(pa == pb, "the preview of {steps:?} tells the stacks apart");
            if refilled {
                refills += 1;
                // Played on the real games, the same plan shows what each stack holds: the
                // property above is not true by accident.
                let (mut ra, mut rb) = (game.clone(), twin.clone());
                for &s in &steps {
                    ra.play(seat, s).unwrap();
                    rb.play(seat, s).unwrap();
                }
                let colour = a.highlights.face_down[0];
                if ra.display(colour) != rb.display(colour) {
                    leaks_without_the_public_copy += 1;
                    let real = encode_png(&renderer.panel(&ra, seat, &Default::default()));
                    let other = encode_png(&renderer.panel(&rb, seat, &Default::default()));
                    assert!(real != other, "a real refill shows its tiles");
                }
            }
        }
    }
    assert!(compared > 500, "only {compared} plans");
    assert!(refills >= 5, "only {refills} plans refill a display");
    assert!(
        leaks_without_the_public_copy >= 3,
        "{leaks_without_the_public_copy}"
    );
}

#[test]
fn a_refill_in_a_preview_is_drawn_face_down() {
    let renderer = Renderer::new();
    let (game, steps) = positions(40)
        .into_iter()
        .find_map(|g| {
            plans(&g)
                .into_iter()
                .find(|s| {
                    let v = plan_view(&g, g.current(), s, None).unwrap();
                    !v.highlights.face_down.is_empty()
                })
                .map(|s| (g, s))
        })
        .expect("a plan that empties a display");
    let seat = game.current();
    let view = plan_view(&game, seat, &steps, None).unwrap();
    let colour = view.highlights.face_down[0];
    assert!(!view.game.display(colour).is_empty(), "refilled");
    let shown = encode_png(&renderer.panel(&view.game, seat, &view.highlights));
    let mut hidden_only = view.highlights.clone();
    hidden_only.face_down.clear();
    let face_up = encode_png(&renderer.panel(&view.game, seat, &hidden_only));
    assert!(shown != face_up, "the refilled tiles are not drawn face up");
    assert!(view.complete);
}

#[test]
fn a_hint_depends_only_on_what_the_player_sees() {
    use calcada_bots::hint::suggest_turn;
    use calcada_bots::SearchSettings;
    let settings = SearchSettings::playouts(24);
    let mut checked = 0;
    for (i, game) in positions(16).into_iter().enumerate().step_by(2) {
        let twin = PublicView::new(&game)
            .determinise(&mut Xoshiro256PlusPlus::seed_from_u64(77 + i as u64));
        let a = suggest_turn(&PublicView::new(&game), &settings, 5);
        let b = suggest_turn(&PublicView::new(&twin), &settings, 5);
        assert_eq!(a, b, "position {i}");
        checked += 1;
    }
    assert!(checked >= 4);
}
