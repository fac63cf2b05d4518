//! Piazza's pictures (issue 27): real PNGs decoded back, Discord's sizes, text legible at a
//! phone's width, no text out of its box in any language or script, the information flow
//! (the table from public data only, a seat's panel from its own view only), and the
//! preview's and a turn's points as the rules engine computes them.
//!
//! `PIAZZA_SAMPLES=DIR cargo test -p games-pictures --test render_piazza samples` writes a
//! few pictures to look at.

use games_messages::{say, Lang, Msg};
use games_pictures::{
    encode_png, Picture, Renderer, PHONE_LABEL, PHONE_LETTER, PHONE_NUMBER, PIAZZA_WIDTH,
    PNG_BUDGET,
};
use piazza_rules::{Action, Game, Settings, Snapshot};
use std::sync::OnceLock;

fn renderer(lang: Lang) -> &'static Renderer {
    static R: OnceLock<Vec<Renderer>> = OnceLock::new();
    let all = R.get_or_init(|| Lang::ALL.iter().map(|&l| Renderer::with_lang(l)).collect());
    &all[Lang::ALL.iter().position(|&l| l == lang).unwrap()]
}

const NAMES: [&str; 4] = ["Ana", "Bartolomeu Dias", "Chiara", "Dário"];

/// The action a simple player picks: the most points, ties by a fixed stir of the turn.
fn pick(g: &Game) -> Action {
    let legal = g.legal_actions();
    let best = legal.iter().map(|&a| g.points(a)).max().unwrap();
    let top: Vec<Action> = legal.into_iter().filter(|&a| g.points(a) == best).collect();
    top[(g.turn() as usize * 7919) % top.len()]
}

/// A game of `n` players from `seed` after `moves` moves (or at its end).
fn game(n: usize, seed: u64, moves: usize) -> Game {
    let mut g = Game::new(Settings::new(NAMES[..n].iter().copied()), seed).unwrap();
    for _ in 0..moves {
        if g.is_over() {
            break;
        }
        let a = pick(&g);
        g.play(g.current(), a).unwrap();
    }
    g
}

fn decode(bytes: &[u8]) -> image::RgbImage {
    image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .unwrap()
        .to_rgb8()
}

/// Width, portrait or square, the PNG's bytes under Discord's budget and decoding to the
/// same pixels, text legible at phone width, nothing out of its box.
fn check(kind: &str, p: &Picture) {
    assert_eq!(p.width(), PIAZZA_WIDTH, "{kind}");
    assert!(
        p.height() >= p.width() * 9 / 10,
        "{kind}: {}x{}",
        p.width(),
        p.height()
    );
    assert!(p.height() <= 4 * p.width(), "{kind}: far too tall");
    let png = encode_png(p);
    assert!(png.len() < PNG_BUDGET, "{kind}: {} bytes", png.len());
    let back = decode(&png);
    let rgb = image::DynamicImage::ImageRgba8(p.image().clone()).to_rgb8();
    assert!(back == rgb, "{kind}: the PNG decodes to other pixels");
    let phone = p.phone_text_sizes();
    assert!(
        phone.numbers >= PHONE_NUMBER
            && phone.letters >= PHONE_LETTER
            && phone.labels >= PHONE_LABEL,
        "{kind}: at phone width letters {:.1}, labels {:.1} px",
        phone.letters,
        phone.labels
    );
    assert!(
        phone.labels.is_finite() && phone.letters.is_finite(),
        "{kind}: text drawn"
    );
    assert!(p.overflows().is_empty(), "{kind}: {:?}", p.overflows());
}

#[test]
fn every_picture_fits_discord_and_a_phone_in_every_language() {
    for n in 2..=4 {
        for moves in [0, 14, 200] {
            let g = game(n, 40 + n as u64, moves);
            let seat = g.current();
            for lang in Lang::ALL {
                let r = renderer(lang);
                let what = format!("{n} players, {moves} moves, {lang:?}");
                check(&format!("table, {what}"), &r.piazza_table(&g.public_view()));
                check(&format!("final, {what}"), &r.piazza_final(&g.public_view()));
                let view = g.view(seat);
                check(&format!("panel, {what}"), &r.piazza_panel(&view, None));
                if !g.is_over() {
                    let a = pick(&g);
                    check(&format!("preview, {what}"), &r.piazza_panel(&view, Some(a)));
                    let mut after = g.clone();
                    after.play(seat, a).unwrap();
                    let turn = r.piazza_turn(&after.public_view(), seat, a);
                    check(&format!("turn, {what}"), &turn);
                    let other = g.view((seat + 1) % n);
                    check(
                        &format!("waiting panel, {what}"),
                        &r.piazza_panel(&other, None),
                    );
                }
            }
        }
    }
}

#[test]
fn long_names_in_any_script_stay_in_their_boxes_and_show() {
    let names = [
        "Maximiliana Wolkenstein-Ruhmann",
        "鈴木さくらと山田太郎の長い名前です鈴木さくらと山田太郎の長い名",
        "عبد الرحمن بن محمد الفلاني الطويل الاسم",
        "👩‍👩‍👧‍👦🇵🇹 Família Gonçalves Ferreira da Silva",
    ];
    let mut g = Game::new(Settings::new(names), 3).unwrap();
    for _ in 0..12 {
        let a = pick(&g);
        g.play(g.current(), a).unwrap();
    }
    for lang in Lang::ALL {
        let r = renderer(lang);
        check("table", &r.piazza_table(&g.public_view()));
        check("final", &r.piazza_final(&g.public_view()));
        check(
            "panel",
            &r.piazza_panel(&g.view(g.current()), Some(pick(&g))),
        );
    }
    // A name with one character changed changes the table.
    let mut snap = g.snapshot();
    snap.settings.players[1] = names[1].replacen('鈴', "铃", 1);
    let renamed = Game::from_snapshot(snap).unwrap();
    let r = renderer(Lang::En);
    assert_ne!(
        r.piazza_table(&g.public_view()).rgba(),
        r.piazza_table(&renamed.public_view()).rgba()
    );
}

/// `g` with two different tiles of `seat`'s hand and pile swapped (if it holds two that
/// differ): a game that differs only in what `seat` hides.
fn swapped(g: &Game, seat: usize) -> Option<Game> {
    let mut snap: Snapshot = g.snapshot();
    let p = &mut snap.players[seat];
    let h = p.hand.first().copied()?;
    let k = p.pile.iter().position(|&t| t != h)?;
    p.hand[0] = std::mem::replace(&mut p.pile[k], h);
    Some(Game::from_snapshot(snap).unwrap())
}

#[test]
fn the_table_shows_public_data_only_and_a_panel_only_its_seats_view() {
    let mut checked = 0;
    for n in 2..=4 {
        for moves in [3, 15] {
            let g = game(n, 70 + n as u64, moves);
            for b in 0..n {
                let Some(h) = swapped(&g, b) else { continue };
                assert_ne!(g.view(b), h.view(b), "the swap changed seat {b}'s hand");
                {
                    let r = renderer(Lang::Hu);
                    // Byte-identical PNGs of the table, whoever holds what.
                    assert_eq!(
                        encode_png(&r.piazza_table(&g.public_view())),
                        encode_png(&r.piazza_table(&h.public_view())),
                        "{n} players, {moves} moves, seat {b}'s hand swapped"
                    );
                    assert_eq!(
                        encode_png(&r.piazza_final(&g.public_view())),
                        encode_png(&r.piazza_final(&h.public_view())),
                    );
                    // The picture of the next move, by another seat, too (drawing a tile
                    // after it may reveal nothing either).
                    let mover = g.current();
                    if mover != b && !g.is_over() {
                        let a = pick(&g);
                        let (mut ga, mut ha) = (g.clone(), h.clone());
                        ga.play(mover, a).unwrap();
                        ha.play(mover, a).unwrap();
                        assert_eq!(
                            encode_png(&r.piazza_turn(&ga.public_view(), mover, a)),
                            encode_png(&r.piazza_turn(&ha.public_view(), mover, a)),
                            "the turn picture saw seat {b}'s hand"
                        );
                    }
                    // Every other seat's panel, with and without a preview, is the same.
                    for a in (0..n).filter(|&a| a != b) {
                        let preview = (g.current() == a).then(|| pick(&g));
                        for p in [None, preview] {
                            assert_eq!(
                                encode_png(&r.piazza_panel(&g.view(a), p)),
                                encode_png(&r.piazza_panel(&h.view(a), p)),
                                "seat {a}'s panel saw seat {b}'s hand"
                            );
                        }
                    }
                    // ...while seat b's own panel shows its hand (the check can fail).
                    assert_ne!(
                        r.piazza_panel(&g.view(b), None).rgba(),
                        r.piazza_panel(&h.view(b), None).rgba()
                    );
                    checked += 1;
                }
            }
        }
    }
    assert!(checked >= 15, "{checked}");
}

#[test]
fn a_neutral_tile_moved_between_two_hidden_places_changes_no_other_picture() {
    // Three players: the neutral colour's tiles are shared out, so a tile may sit in any
    // seat's pile. Move one from seat 1's pile to seat 2's and back the other way.
    let g = game(3, 5, 4);
    let neutral = g.neutral().unwrap();
    let mut snap = g.snapshot();
    let i = snap.players[1]
        .pile
        .iter()
        .position(|t| t.colour == neutral);
    let j = snap.players[2]
        .pile
        .iter()
        .position(|t| t.colour == neutral);
    let (Some(i), Some(j)) = (i, j) else {
        panic!("both piles hold neutral tiles at this seed");
    };
    let (a, b) = (snap.players[1].pile[i], snap.players[2].pile[j]);
    assert_ne!(a, b, "pick a seed whose two tiles differ");
    snap.players[1].pile[i] = b;
    snap.players[2].pile[j] = a;
    let h = Game::from_snapshot(snap).unwrap();
    let r = renderer(Lang::De);
    for seat in 0..3 {
        assert_eq!(
            encode_png(&r.piazza_panel(&g.view(seat), None)),
            encode_png(&r.piazza_panel(&h.view(seat), None))
        );
    }
    assert_eq!(
        encode_png(&r.piazza_table(&g.public_view())),
        encode_png(&r.piazza_table(&h.public_view()))
    );
}

#[test]
fn a_preview_shows_the_points_the_rules_engine_computes() {
    let mut seen_two = false;
    let mut seen_none = false;
    for seed in 0..8 {
        let mut g = game(2 + (seed % 3) as usize, 100 + seed, 0);
        while !g.is_over() {
            let view = g.view(g.current());
            for a in g.legal_actions().into_iter().take(40) {
                let points = g.points(a);
                for lang in [Lang::En, Lang::Fr] {
                    let r = renderer(lang);
                    let (title, body) = r.piazza_preview_lines(&view, a);
                    assert_eq!(title, say(lang, &Msg::PicPiazzaPreview { points }));
                    if points == 0 {
                        assert_eq!(body, say(lang, &Msg::PicPiazzaNoBracket));
                        seen_none = true;
                    }
                }
                let (_, body) = renderer(Lang::En).piazza_preview_lines(&view, a);
                if body.starts_with("2 brackets") {
                    seen_two = true;
                }
            }
            let a = pick(&g);
            g.play(g.current(), a).unwrap();
        }
    }
    assert!(seen_two && seen_none);
    // The picture: a preview draws its tiles and points, and another preview differs.
    let g = game(2, 9, 10);
    let view = g.view(g.current());
    let r = renderer(Lang::En);
    let legal = g.legal_actions();
    let plain = r.piazza_panel(&view, None);
    let a = r.piazza_panel(&view, Some(legal[0]));
    let b = r.piazza_panel(&view, Some(*legal.last().unwrap()));
    assert_ne!(plain.rgba(), a.rgba());
    assert_ne!(a.rgba(), b.rgba());
}

#[test]
fn a_turn_picture_names_the_move_and_scores_it_as_the_rules_engine_did() {
    let (mut placed_two, mut scored_none, mut scored_some) = (false, false, false);
    for seed in 0..6 {
        let n = 2 + (seed % 3) as usize;
        let mut g = game(n, 300 + seed, 0);
        while !g.is_over() {
            // The best move and any legal one by turns: one or two tiles, points or none.
            let legal = g.legal_actions();
            let any = legal[(g.turn() as usize * 31) % legal.len()];
            let a = if g.turn().is_multiple_of(2) {
                pick(&g)
            } else {
                any
            };
            let (seat, points) = (g.current(), g.points(a));
            g.play(seat, a).unwrap();
            let after = g.public_view();
            for lang in [Lang::En, Lang::Hu] {
                let (title, body) = renderer(lang).piazza_turn_lines(&after, seat, a);
                assert!(title.contains(NAMES[seat]), "{title}");
                let Action::Place { first, second } = a else {
                    assert_eq!(
                        title,
                        say(
                            lang,
                            &Msg::PicPiazzaPassed {
                                name: NAMES[seat].into()
                            }
                        )
                    );
                    assert_eq!(body, None);
                    continue;
                };
                for p in std::iter::once(first).chain(second) {
                    let cell = p.cell.label().unwrap();
                    assert!(title.contains(&cell), "{title} names {cell}");
                }
                placed_two |= second.is_some();
                let body = body.expect("a placement says what it scored");
                let (_, preview) = renderer(lang).piazza_preview_lines(
                    &piazza_rules::PlayerView {
                        table: before(&after, a),
                        ..g.view(seat)
                    },
                    a,
                );
                assert!(body.ends_with(&preview), "{body} / {preview}");
                if lang == Lang::En {
                    if points == 0 {
                        assert!(body.starts_with("No points"), "{body}");
                        scored_none = true;
                    } else {
                        assert!(body.starts_with(&format!("+{points} point")), "{body}");
                        scored_some = true;
                    }
                }
            }
        }
    }
    assert!(placed_two, "no two-tile move seen");
    assert!(scored_none && scored_some, "{scored_none} {scored_some}");
    // The picture marks the move: another move on the same table, or none, looks different.
    let g = game(2, 9, 10);
    let seat = g.current();
    let legal = g.legal_actions();
    let r = renderer(Lang::En);
    let turn_after = |a: Action| {
        let mut after = g.clone();
        after.play(seat, a).unwrap();
        (
            after.public_view(),
            r.piazza_turn(&after.public_view(), seat, a),
        )
    };
    let (view_a, a) = turn_after(legal[0]);
    let (_, b) = turn_after(*legal.last().unwrap());
    assert_ne!(a.rgba(), b.rgba());
    let table = r.piazza_table(&view_a);
    assert!(a.height() > table.height(), "the caption is on top");
}

/// The table before `a`: the one after it less its tiles.
fn before(after: &piazza_rules::PublicView, a: Action) -> Vec<piazza_rules::Placement> {
    let placed: Vec<_> = a.placements().collect();
    after
        .table
        .iter()
        .copied()
        .filter(|p| !placed.contains(p))
        .collect()
}

#[test]
fn samples() {
    let Some(dir) = std::env::var_os("PIAZZA_SAMPLES") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    let write = |name: &str, p: &Picture| std::fs::write(dir.join(name), encode_png(p)).unwrap();
    for (n, moves) in [(2, 0), (2, 20), (3, 14), (4, 30), (4, 200)] {
        let g = game(n, 40 + n as u64, moves);
        let lang = Lang::ALL[moves % 4];
        let r = renderer(lang);
        write(
            &format!("table-{n}p-{moves}.png"),
            &r.piazza_table(&g.public_view()),
        );
        if g.is_over() {
            write(
                &format!("final-{n}p.png"),
                &r.piazza_final(&g.public_view()),
            );
        } else {
            let a = pick(&g);
            let v = g.view(g.current());
            write(
                &format!("preview-{n}p-{moves}.png"),
                &r.piazza_panel(&v, Some(a)),
            );
            write(
                &format!("panel-{n}p-{moves}.png"),
                &r.piazza_panel(&v, None),
            );
            let (seat, mut after) = (g.current(), g.clone());
            after.play(seat, a).unwrap();
            write(
                &format!("turn-{n}p-{moves}.png"),
                &r.piazza_turn(&after.public_view(), seat, a),
            );
        }
    }
}
