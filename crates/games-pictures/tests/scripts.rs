//! Names in any script (issue 24): emoji (with a ZWJ sequence and a flag), Chinese, Japanese,
//! Korean, Arabic, Hebrew, Devanagari and Thai names draw in every picture: a name with one
//! character swapped gives another picture, where the name is; and names of 32 characters in
//! those scripts stay inside their boxes (wrapped between grapheme clusters, shrunk no further
//! than the phone thresholds) in every picture and language.
//!
//! The glyph-level checks (no .notdef glyph, joined Arabic, the visual order of a
//! mixed-direction name, breaking between clusters) are unit tests of games-pictures, in
//! `crates/games-pictures/src/shape.rs` and `crates/games-pictures/src/text.rs`.

use calcada_bots::{play_out, BotLevel};
use calcada_rules::{Action, Event, Game, Settings};
use games_messages::{pictures, Lang};
use games_pictures::{
    BoardHighlights, Picture, Renderer, BOARD_WIDTH, FINAL_WIDTH, PHONE_LABEL, PHONE_LETTER,
    PHONE_NUMBER, WIDE,
};
use std::sync::OnceLock;

fn renderer() -> &'static Renderer {
    static R: OnceLock<Renderer> = OnceLock::new();
    R.get_or_init(Renderer::new)
}

/// A name in each script and the same name with one character swapped.
const SWAPS: [(&str, &str, &str); 10] = [
    ("emoji", "Ana 😀🎲", "Ana 😀🎯"),
    ("emoji ZWJ sequence", "Rui 👩‍👩‍👧", "Rui 👩‍👩‍👦"),
    ("flag", "Inês 🇵🇹", "Inês 🇵🇱"),
    ("Chinese", "王小明", "王小红"),
    ("Japanese", "やまだ さくら", "やまだ さくろ"),
    ("Korean", "김민준", "김민수"),
    ("Arabic", "محمد علي", "محمر علي"),
    ("Hebrew", "דוד שלום", "דוד שלוט"),
    ("Devanagari", "राहुल शर्मा", "राहुत शर्मा"),
    ("Thai", "สมชาย ใจดี", "สมชาญ ใจดี"),
];

#[test]
fn the_swaps_swap_one_character() {
    for (script, a, b) in SWAPS {
        let (a, b): (Vec<char>, Vec<char>) = (a.chars().collect(), b.chars().collect());
        assert_eq!(a.len(), b.len(), "{script}");
        let differ = a.iter().zip(&b).filter(|(x, y)| x != y).count();
        assert_eq!(differ, 1, "{script}");
    }
}

/// A two-player game (`name` against Rui) played to the end by greedy bots, and its actions.
fn played(name: &str) -> (Settings, Vec<(usize, Action)>) {
    let settings = Settings::new([name, "Rui"], "A");
    let game = Game::new(settings.clone(), 7).unwrap();
    let mut bots: Vec<_> = (0..2)
        .map(|s| calcada_bots::build(BotLevel::Normal, 40 + s))
        .collect();
    (settings, play_out(game, &mut bots, |_, _, _| {}).actions)
}

/// The position after `n` of `actions`, with the events of the last action.
fn after(settings: &Settings, actions: &[(usize, Action)], n: usize) -> (Game, Vec<Event>) {
    let mut game = Game::new(settings.clone(), 7).unwrap();
    let mut events = Vec::new();
    for &(seat, action) in &actions[..n] {
        events = game.play(seat, action).unwrap();
    }
    (game, events)
}

/// The pictures that carry seat 0's name, in a mid-game position where seat 0 just played,
/// and at the end: its board, the table, the turn picture (caption, status and score strip),
/// the panel and the final picture.
fn name_pictures(r: &Renderer, settings: &Settings, actions: &[(usize, Action)]) -> Vec<Picture> {
    let n = 1 + actions[..actions.len() / 2]
        .iter()
        .rposition(|(seat, a)| *seat == 0 && matches!(a, Action::Place { .. }))
        .expect("seat 0 placed a tile in the first half");
    let (game, events) = after(settings, actions, n);
    let name = |s: usize| game.player(s).name().to_string();
    let caption = pictures::caption(Lang::En, &events, &name);
    let h = BoardHighlights::for_turn(&game, 0, &events);
    let end = after(settings, actions, actions.len()).0;
    vec![
        r.board(&game, 0, &h),
        r.table_with(&game, &h),
        r.turn(&game, 0, &h, &caption),
        r.panel(&game, 0, &h),
        r.final_scores(&end),
    ]
}

/// With `SCRIPTS_OUT=<dir>`, writes the pictures there to look at.
fn save(script: &str, kinds: &[&str], pics: &[Picture]) {
    let Some(dir) = std::env::var_os("SCRIPTS_OUT") else {
        return;
    };
    let dir = std::path::PathBuf::from(dir);
    std::fs::create_dir_all(&dir).unwrap();
    for (kind, p) in kinds.iter().zip(pics) {
        let file = format!("{}-{kind}.png", script.replace(' ', "-"));
        std::fs::write(dir.join(file), games_pictures::encode_png(p)).unwrap();
    }
}

/// The bounding box (x0, y0, x1, y1) of the pixels that differ between two pictures.
fn diff_box(a: &Picture, b: &Picture) -> Option<(u32, u32, u32, u32)> {
    assert_eq!((a.width(), a.height()), (b.width(), b.height()));
    let mut bx: Option<(u32, u32, u32, u32)> = None;
    for y in 0..a.height() {
        for x in 0..a.width() {
            if a.pixel(x, y) != b.pixel(x, y) {
                bx = Some(match bx {
                    None => (x, y, x, y),
                    Some((x0, y0, x1, y1)) => (x0.min(x), y0.min(y), x1.max(x), y1.max(y)),
                });
            }
        }
    }
    bx
}

#[test]
fn a_name_with_one_character_swapped_changes_every_picture_it_is_in() {
    let r = renderer();
    let kinds = ["board", "table", "turn", "panel", "final"];
    for (script, a, b) in SWAPS {
        // The same game (the same seed and moves) under either name.
        let (settings_a, actions) = played(a);
        let settings_b = Settings::new([b, "Rui"], "A");
        let pics_a = name_pictures(r, &settings_a, &actions);
        let pics_b = name_pictures(r, &settings_b, &actions);
        save(script, &kinds, &pics_a);
        for ((kind, pa), pb) in kinds.iter().zip(&pics_a).zip(&pics_b) {
            assert!(
                pa.overflows().is_empty(),
                "{script} {kind}: {:?}",
                pa.overflows()
            );
            if (pa.width(), pa.height()) != (pb.width(), pb.height()) {
                // The caption wrapped differently (the names' widths differ): changed.
                continue;
            }
            if *kind == "table" {
                // The table names no one but in the score strip and the status line.
                assert!(diff_box(pa, pb).is_some(), "{script} {kind}: unchanged");
                continue;
            }
            let b = diff_box(pa, pb).unwrap_or_else(|| panic!("{script} {kind}: unchanged"));
            // The change is where the name is: small, not the whole picture.
            let area = (b.2 - b.0 + 1) * (b.3 - b.1 + 1);
            assert!(
                area * 4 < pa.width() * pa.height(),
                "{script} {kind}: {b:?} changed"
            );
        }
        // On the board picture, in the header.
        let b = diff_box(&pics_a[0], &pics_b[0]).unwrap();
        assert!(
            b.3 < games_pictures::board_square_rect("A1".parse().unwrap()).1,
            "{script}: the board changed below its header: {b:?}"
        );
    }
}

#[test]
fn a_name_is_not_drawn_as_boxes() {
    // A name of characters no font has draws .notdef boxes; each script's name does not
    // look like that many boxes.
    let r = renderer();
    for (script, a, _) in SWAPS {
        let boxes: String = a
            .chars()
            .map(|c| if c == ' ' { ' ' } else { '\u{0378}' })
            .collect();
        let game_a = Game::new(Settings::new([a, "Rui"], "A"), 7).unwrap();
        let game_x = Game::new(Settings::new([boxes.as_str(), "Rui"], "A"), 7).unwrap();
        let h = BoardHighlights::default();
        assert_ne!(
            r.board(&game_a, 0, &h).rgba(),
            r.board(&game_x, 0, &h).rgba(),
            "{script}"
        );
    }
}

/// `n` characters of a name: `part` repeated, cut between grapheme clusters.
fn long_name(part: &str, n: usize) -> String {
    let mut out = String::new();
    for c in part.chars().cycle() {
        if out.chars().count() + 1 > n {
            break;
        }
        out.push(c);
    }
    out
}

#[test]
fn names_of_32_characters_in_every_script_stay_inside_their_boxes() {
    let names = [
        long_name("😀👩‍👩‍👧🇵🇹🎲", 32),
        long_name("王小明张伟李娜刘洋陈静杨帆黄磊赵敏周杰吴昊", 32),
        long_name("김민준이서연박지훈최수아정우진", 32),
        long_name("محمد بن عبد الله العلي ", 32),
        long_name("राहुलशर्मा", 32),
    ];
    let names: Vec<&str> = names.iter().map(String::as_str).collect();
    let settings = Settings::new(names.iter().copied().take(4), "A");
    let game = Game::new(settings.clone(), 9).unwrap();
    let mut bots: Vec<_> = (0..4)
        .map(|s| calcada_bots::build(BotLevel::Normal, 60 + s))
        .collect();
    let actions = play_out(game, &mut bots, |_, _, _| {}).actions;
    let thai_devanagari = Settings::new([names[4], "สมชายใจดีมากมายหลายคนในเมืองไทยนะ"], "B");
    let game2 = Game::new(thai_devanagari.clone(), 9).unwrap();
    let mut bots2: Vec<_> = (0..2)
        .map(|s| calcada_bots::build(BotLevel::Normal, 70 + s))
        .collect();
    let actions2 = play_out(game2, &mut bots2, |_, _, _| {}).actions;
    let renderers = [Lang::En, Lang::De, Lang::Hu].map(Renderer::with_lang);
    for r in &renderers {
        for (settings, actions, seed) in
            [(&settings, &actions, 9), (&thai_devanagari, &actions2, 9)]
        {
            for n in [actions.len() / 2, actions.len()] {
                let mut game = Game::new(settings.clone(), seed).unwrap();
                let mut events = Vec::new();
                for &(seat, action) in &actions[..n] {
                    events = game.play(seat, action).unwrap();
                }
                let seat = actions[n - 1].0;
                let h = BoardHighlights::for_turn(&game, seat, &events);
                let name = |s: usize| game.player(s).name().to_string();
                let caption = pictures::caption(Lang::En, &events, &name);
                let mut pics = vec![
                    ("turn", r.turn(&game, seat, &h, &caption), WIDE),
                    ("table", r.table_with(&game, &h), WIDE),
                    ("panel", r.panel(&game, seat, &h), WIDE),
                    ("final", r.final_scores(&game), FINAL_WIDTH),
                ];
                for s in 0..game.players().len() {
                    pics.push(("board", r.board(&game, s, &h), BOARD_WIDTH));
                }
                for (kind, p, width) in pics {
                    assert_eq!(p.width(), width);
                    assert!(p.overflows().is_empty(), "{kind}: {:?}", p.overflows());
                    let phone = p.phone_text_sizes();
                    assert!(
                        phone.numbers >= PHONE_NUMBER
                            && phone.letters >= PHONE_LETTER
                            && phone.labels >= PHONE_LABEL,
                        "{kind}: {phone:?}"
                    );
                }
            }
        }
    }
}

/// How long a turn picture takes with Latin names and with names in other scripts, in the
/// same game and position: a new caption every time (as every turn has: here a number
/// before it, so every line and every candidate line of its wrapping is new and shaped
/// again), while the names in the strip and status are shaped once and kept. Timing only, no assertion: run it with
/// `cargo test --release -p games-pictures --test scripts -- --ignored --nocapture script_speed`.
#[test]
#[ignore]
fn script_speed() {
    use std::time::Instant;
    let latin = ["Inês", "Joaquim", "Beatriz", "Gonçalo"];
    let world = ["Ana 😀🎲", "王小明", "محمد علي", "राहुल शर्मा"];
    let settings = Settings::new(latin, "A");
    let game = Game::new(settings.clone(), 5).unwrap();
    let mut bots: Vec<_> = (0..4)
        .map(|s| calcada_bots::build(BotLevel::Normal, 5 + s))
        .collect();
    let actions = play_out(game, &mut bots, |_, _, _| {}).actions;
    let n = 1
        + (0..actions.len() * 3 / 5)
            .rev()
            .find(|&i| matches!(actions[i].1, Action::Place { .. }))
            .unwrap();
    let r = Renderer::new();
    let mut report = Vec::new();
    for names in [latin, world] {
        let settings = Settings::new(names, "A");
        let mut game = Game::new(settings, 5).unwrap();
        let mut events = Vec::new();
        for &(seat, action) in &actions[..n] {
            events = game.play(seat, action).unwrap();
        }
        let seat = actions[n - 1].0;
        let name = |s: usize| game.player(s).name().to_string();
        let caption = pictures::caption(Lang::En, &events, &name);
        let h = BoardHighlights::for_turn(&game, seat, &events);
        let mut times = Vec::new();
        for i in 0..400 {
            let caption = format!("{i} · {caption}");
            let t = Instant::now();
            std::hint::black_box(r.turn(&game, seat, &h, &caption));
            if i >= 100 {
                times.push(t.elapsed().as_secs_f64() * 1e3);
            }
        }
        times.sort_by(f64::total_cmp);
        report.push((
            names[0],
            times[times.len() / 2],
            times[times.len() * 95 / 100],
        ));
    }
    for (first, p50, p95) in &report {
        println!("turn picture with {first:?} and the others: median {p50:.3} ms, p95 {p95:.3} ms");
    }
    println!("ratio of medians: {:.2}", report[1].1 / report[0].1);
}
