//! The pictures: golden images of fixed games, every motif drawn, highlights where expected,
//! sizes, byte sizes and text sizes.
//!
//! Golden images live in `tests/golden/`, with the games they show (`game-*.json`: settings,
//! seed and actions, first played by seeded greedy bots). After an intended change of the
//! pictures (or of the rules), rewrite them with `UPDATE_GOLDEN=1 cargo test --test render`,
//! look at them, and commit them.

use calcada::bots::{play_out, BotKind};
use calcada::engine::{Action, Colour, Event, Game, Settings, Square, Symbol, Tile};
use calcada::messages::{pictures, Lang};
use calcada::render::{
    board_square_rect, encode_png, BoardHighlights, Picture, Renderer, BOARD_SIZE, MIN_TEXT_PX,
    PNG_BUDGET, TABLE_SIZE, TURN_SIZE,
};
use std::path::PathBuf;
use std::sync::OnceLock;

fn renderer() -> &'static Renderer {
    static R: OnceLock<Renderer> = OnceLock::new();
    R.get_or_init(Renderer::new)
}

/// A greedy-bot game played to the end: its settings, seed and actions.
#[derive(serde::Serialize, serde::Deserialize)]
struct Played {
    settings: Settings,
    seed: u64,
    actions: Vec<(usize, Action)>,
}

fn updating_goldens() -> bool {
    std::env::var_os("UPDATE_GOLDEN").is_some_and(|v| v == "1")
}

impl Played {
    fn new(names: &[&str], board: &str, seed: u64) -> Played {
        let settings = Settings::new(names.iter().copied(), board);
        let game = Game::new(settings.clone(), seed).unwrap();
        let mut bots: Vec<_> = (0..names.len())
            .map(|s| BotKind::Greedy.build(seed + s as u64))
            .collect();
        let actions = play_out(game, &mut bots, |_, _, _| {}).actions;
        Played {
            settings,
            seed,
            actions,
        }
    }

    /// A game kept in `tests/golden/NAME.json` (settings, seed, actions), so that golden
    /// images do not change when the bots do; written from a bot game on UPDATE_GOLDEN=1.
    fn fixture(name: &str, names: &[&str], board: &str, seed: u64) -> Played {
        let path = golden_path(name).with_extension("json");
        if updating_goldens() {
            let played = Played::new(names, board, seed);
            std::fs::write(&path, serde_json::to_string(&played).unwrap() + "\n").unwrap();
            return played;
        }
        let text = std::fs::read_to_string(&path).unwrap_or_else(|e| {
            panic!(
                "{}: {e}; run UPDATE_GOLDEN=1 cargo test --test render",
                path.display()
            )
        });
        serde_json::from_str(&text).unwrap()
    }

    /// The position after `n` actions and the events of the last one.
    fn after(&self, n: usize) -> (Game, Vec<Event>) {
        let mut game = Game::new(self.settings.clone(), self.seed).unwrap();
        let mut events = Vec::new();
        for &(seat, action) in &self.actions[..n] {
            events = game.play(seat, action).unwrap();
        }
        (game, events)
    }

    fn end(&self) -> Game {
        self.after(self.actions.len()).0
    }

    /// The number of actions up to and including the first placement that completed a
    /// district.
    fn first_completion(&self) -> usize {
        let mut game = Game::new(self.settings.clone(), self.seed).unwrap();
        for (i, &(seat, action)) in self.actions.iter().enumerate() {
            let events = game.play(seat, action).unwrap();
            if events
                .iter()
                .any(|e| matches!(e, Event::DistrictScored { .. }))
            {
                return i + 1;
            }
        }
        panic!("no district was completed");
    }
}

fn four_players() -> &'static Played {
    static P: OnceLock<Played> = OnceLock::new();
    P.get_or_init(|| Played::fixture("game-4", &["Inês", "Joaquim", "Beatriz", "Gonçalo"], "A", 5))
}

fn two_players() -> &'static Played {
    static P: OnceLock<Played> = OnceLock::new();
    P.get_or_init(|| Played::fixture("game-2", &["Ana", "Bartolomeu Dias"], "B", 11))
}

fn caption(game: &Game, events: &[Event]) -> String {
    let name = |s: usize| game.player(s).name().to_string();
    pictures::caption(Lang::En, events, &name)
}

// ----- golden images -----

fn golden_path(name: &str) -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("tests/golden")
        .join(format!("{name}.png"))
}

/// Writes a golden image compactly (slow, best compression: goldens are committed).
fn write_golden(path: &PathBuf, p: &Picture) {
    let rgb: Vec<u8> = p
        .rgba()
        .chunks_exact(4)
        .flat_map(|c| [c[0], c[1], c[2]])
        .collect();
    let mut out = Vec::new();
    let mut enc = png::Encoder::new(&mut out, p.width(), p.height());
    enc.set_color(png::ColorType::Rgb);
    enc.set_compression(png::Compression::High);
    let mut w = enc.write_header().unwrap();
    w.write_image_data(&rgb).unwrap();
    w.finish().unwrap();
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    std::fs::write(path, out).unwrap();
}

/// Decodes a PNG into (width, height, RGB bytes).
fn decode_rgb(bytes: &[u8]) -> (u32, u32, Vec<u8>) {
    let mut dec = png::Decoder::new(std::io::Cursor::new(bytes));
    dec.set_transformations(png::Transformations::EXPAND | png::Transformations::STRIP_16);
    let mut reader = dec.read_info().unwrap();
    let mut buf = vec![0; reader.output_buffer_size().unwrap()];
    let info = reader.next_frame(&mut buf).unwrap();
    buf.truncate(info.buffer_size());
    let rgb = match info.color_type {
        png::ColorType::Rgb => buf,
        png::ColorType::Rgba => buf
            .chunks_exact(4)
            .flat_map(|c| [c[0], c[1], c[2]])
            .collect(),
        other => panic!("unexpected colour type {other:?}"),
    };
    (info.width, info.height, rgb)
}

/// Compares a picture with its golden image: same size, and almost every pixel within a
/// small difference (anti-aliasing may round differently on other CPUs).
fn check_golden(name: &str, p: &Picture) {
    let path = golden_path(name);
    if updating_goldens() {
        write_golden(&path, p);
        return;
    }
    let bytes = std::fs::read(&path).unwrap_or_else(|e| {
        panic!(
            "{}: {e}; run UPDATE_GOLDEN=1 cargo test --test render",
            path.display()
        )
    });
    let (w, h, golden) = decode_rgb(&bytes);
    assert_eq!((w, h), (p.width(), p.height()), "{name}: size changed");
    let mut off = 0usize;
    let mut total = 0u64;
    for (g, px) in golden.chunks_exact(3).zip(p.rgba().chunks_exact(4)) {
        let d = (0..3)
            .map(|k| (g[k] as i32 - px[k] as i32).unsigned_abs())
            .max()
            .unwrap();
        total += d as u64;
        if d > 24 {
            off += 1;
        }
    }
    let n = (w * h) as usize;
    let mean = total as f64 / n as f64;
    assert!(
        off * 1000 <= n && mean < 1.0,
        "{name}: {off} of {n} pixels differ (mean difference {mean:.3}) from {}; \
         if the change is intended, run UPDATE_GOLDEN=1 cargo test --test render and look",
        path.display()
    );
}

#[test]
fn golden_turn_board_and_table_after_a_completed_district() {
    let played = four_players();
    let n = played.first_completion();
    let (game, events) = played.after(n);
    let seat = played.actions[n - 1].0;
    let h = BoardHighlights::from_events(seat, &events);
    assert!(h.placed.is_some() && h.completed.is_some());
    let r = renderer();
    check_golden("turn", &r.turn(&game, seat, &h, &caption(&game, &events)));
    check_golden("board", &r.board(&game, seat, &h));
    check_golden("table", &r.table(&game));
}

#[test]
fn golden_private_preview_of_a_declaration() {
    let played = two_players();
    // The first declaration after a few rounds: the board shows where the tile may go.
    let n = 1
        + (20..played.actions.len())
            .find(|&i| matches!(played.actions[i].1, Action::Declare { .. }))
            .unwrap();
    let (game, _) = played.after(n);
    let seat = game.current();
    let calcada::engine::Step::Place { colour, number } = game.step() else {
        panic!("expected the place step");
    };
    let allowed = game.fitting_squares(seat, colour, number);
    assert_ne!(allowed, 0);
    let p = renderer().board(&game, seat, &BoardHighlights::allowing(allowed));
    check_golden("board-preview", &p);
}

#[test]
fn golden_final_pictures() {
    check_golden("final-4", &renderer().final_scores(&four_players().end()));
    check_golden("final-2", &renderer().final_scores(&two_players().end()));
}

// ----- what is drawn where -----

/// A fresh two-player game where seat 0's board holds `tiles` (taken from the stacks).
fn with_tiles(tiles: &[(Square, Tile)]) -> Game {
    let game = Game::new(Settings::new(["Ana", "Rui"], "A"), 3).unwrap();
    let mut s = game.snapshot();
    for &(sq, tile) in tiles {
        let stack = &mut s.stacks[tile.colour.index()];
        let i = stack
            .iter()
            .position(|&t| t == tile)
            .expect("a copy of the tile in its stack");
        stack.remove(i);
        s.players[0].board[sq.index()] = Some(tile);
    }
    Game::from_snapshot(s).expect("a reachable position")
}

fn sq(s: &str) -> Square {
    s.parse().unwrap()
}

/// The pixels of a square on the board picture.
fn square_pixels(p: &Picture, s: Square) -> Vec<[u8; 4]> {
    let (x, y, side) = board_square_rect(s);
    let mut out = Vec::new();
    for yy in y..y + side {
        for xx in x..x + side {
            out.push(p.pixel(xx, yy));
        }
    }
    out
}

fn differing(a: &[[u8; 4]], b: &[[u8; 4]]) -> usize {
    a.iter()
        .zip(b)
        .filter(|(x, y)| (0..3).any(|k| x[k].abs_diff(y[k]) > 40))
        .count()
}

#[test]
fn every_motif_and_the_bonus_symbol_is_drawn_and_tells_apart() {
    let r = renderer();
    let at = sq("C3");
    let empty = square_pixels(
        &r.board(&with_tiles(&[]), 0, &BoardHighlights::default()),
        at,
    );
    let mut seen: Vec<(Symbol, Vec<[u8; 4]>)> = Vec::new();
    for symbol in Symbol::ALL {
        let game = with_tiles(&[(at, Tile::new(Colour::Blue, symbol))]);
        let px = square_pixels(&r.board(&game, 0, &BoardHighlights::default()), at);
        assert!(differing(&px, &empty) > 2000, "{symbol}: no tile drawn");
        for (other, q) in &seen {
            let d = differing(&px, q);
            assert!(
                d > 150,
                "{symbol} and {other} look alike ({d} pixels differ)"
            );
        }
        seen.push((symbol, px));
    }
}

#[test]
fn every_colour_carries_its_letter() {
    let r = renderer();
    let at = sq("C3");
    let (x, y, side) = board_square_rect(at);
    for colour in Colour::ALL {
        let game = with_tiles(&[(at, Tile::new(colour, Symbol::Star))]);
        let p = r.board(&game, 0, &BoardHighlights::default());
        // The letter sits in the tile's top-left corner, where the motif never reaches:
        // white ink there (dark ink on yellow) means the letter is drawn.
        let corner = side / 4;
        let ink = (y + 6..y + corner + 6)
            .flat_map(|yy| (x + 6..x + corner + 6).map(move |xx| (xx, yy)))
            .filter(|&(xx, yy)| {
                let [r, g, b, _] = p.pixel(xx, yy);
                if colour == Colour::Yellow {
                    r < 80 && g < 80 && b < 80
                } else {
                    r > 200 && g > 200 && b > 200
                }
            })
            .count();
        assert!(
            ink > 20,
            "{colour}: no letter in the corner ({ink} ink pixels)"
        );
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

fn inside(b: (u32, u32, u32, u32), area: (u32, u32, u32, u32), slack: u32) -> bool {
    b.0 + slack >= area.0 && b.1 + slack >= area.1 && b.2 <= area.2 + slack && b.3 <= area.3 + slack
}

fn square_box(s: Square) -> (u32, u32, u32, u32) {
    let (x, y, side) = board_square_rect(s);
    (x, y, x + side - 1, y + side - 1)
}

#[test]
fn the_tile_just_placed_is_highlighted_on_its_square() {
    let r = renderer();
    let at = sq("D2");
    let game = with_tiles(&[(at, Tile::new(Colour::Red, Symbol::Fish))]);
    let plain = r.board(&game, 0, &BoardHighlights::default());
    let h = BoardHighlights {
        placed: Some(at),
        ..BoardHighlights::default()
    };
    let lit = r.board(&game, 0, &h);
    let b = diff_box(&plain, &lit).expect("the highlight changes the picture");
    assert!(inside(b, square_box(at), 2), "{b:?} outside {at}");
}

#[test]
fn allowed_squares_are_highlighted_and_nothing_else() {
    let r = renderer();
    let game = with_tiles(&[(sq("A1"), Tile::new(Colour::Green, Symbol::Wave))]);
    let allowed = game.layout().squares_for_number(3) & !game.player(0).filled_mask();
    let plain = r.board(&game, 0, &BoardHighlights::default());
    let lit = r.board(&game, 0, &BoardHighlights::allowing(allowed));
    for s in Square::all() {
        let d = differing(&square_pixels(&plain, s), &square_pixels(&lit, s));
        if allowed & s.bit() != 0 {
            assert!(d > 100, "{s} is allowed but not highlighted");
        } else {
            assert_eq!(d, 0, "{s} is not allowed but changed");
        }
    }
}

#[test]
fn a_completed_district_is_outlined_with_its_points() {
    let played = four_players();
    let n = played.first_completion();
    let (game, events) = played.after(n);
    let seat = played.actions[n - 1].0;
    let full = BoardHighlights::from_events(seat, &events);
    let done = full.completed.expect("a completed district");
    let only_placed = BoardHighlights {
        completed: None,
        ..full.clone()
    };
    let r = renderer();
    let b = diff_box(
        &r.board(&game, seat, &only_placed),
        &r.board(&game, seat, &full),
    )
    .expect("the completed district changes the picture");
    let district = game
        .layout()
        .districts()
        .iter()
        .find(|d| d.id == done.district)
        .unwrap();
    let area = district
        .squares()
        .map(square_box)
        .reduce(|a, c| (a.0.min(c.0), a.1.min(c.1), a.2.max(c.2), a.3.max(c.3)))
        .unwrap();
    assert!(
        inside(b, area, 6),
        "{b:?} outside district {}",
        done.district
    );
}

#[test]
fn highlights_come_from_the_acting_seats_events() {
    let played = four_players();
    let n = played.first_completion();
    let (_, events) = played.after(n);
    let seat = played.actions[n - 1].0;
    let h = BoardHighlights::from_events(seat, &events);
    let Action::Place { square, .. } = played.actions[n - 1].1 else {
        panic!("a completion follows a placement");
    };
    assert_eq!(h.placed, Some(square));
    assert_eq!(
        BoardHighlights::from_events((seat + 1) % 4, &events),
        BoardHighlights::default()
    );
}

// ----- sizes -----

fn check_sizes(kind: &str, p: &Picture, size: Option<(u32, u32)>) {
    if let Some(s) = size {
        assert_eq!((p.width(), p.height()), s, "{kind}: dimensions");
    }
    let bytes = encode_png(p).len();
    assert!(bytes < PNG_BUDGET, "{kind}: {bytes} bytes");
    let min = p.min_text_px();
    assert!(
        min >= 0.02 * p.height() as f32,
        "{kind}: text of {min} px on a picture {} px high",
        p.height()
    );
    assert!(min >= MIN_TEXT_PX, "{kind}: {min} px is below MIN_TEXT_PX");
}

#[test]
fn pictures_keep_their_size_bytes_and_text_size_through_a_game() {
    let r = renderer();
    for played in [four_players(), two_players()] {
        let len = played.actions.len();
        let mut steps: Vec<usize> = (0..len).step_by(len / 6).collect();
        steps.push(len);
        for n in steps {
            let (game, events) = played.after(n);
            let seat = n.checked_sub(1).map_or(0, |i| played.actions[i].0);
            let h = BoardHighlights::from_events(seat, &events);
            check_sizes("board", &r.board(&game, seat, &h), Some(BOARD_SIZE));
            check_sizes("table", &r.table(&game), Some(TABLE_SIZE));
            let turn = r.turn(&game, seat, &h, &caption(&game, &events));
            check_sizes("turn", &turn, Some(TURN_SIZE));
            if game.is_over() {
                check_sizes("final", &r.final_scores(&game), None);
            }
        }
    }
}

#[test]
fn a_long_caption_and_long_names_stay_inside_the_picture() {
    let played = Played::new(
        &[
            "Maria da Conceição Vasconcelos",
            "Bartolomeu Dias de Novais",
            "Wenceslau",
            "João",
        ],
        "A",
        21,
    );
    let game = played.end();
    let long = "word ".repeat(200);
    let r = renderer();
    check_sizes(
        "turn",
        &r.turn(&game, 0, &BoardHighlights::default(), &long),
        Some(TURN_SIZE),
    );
    check_sizes("final", &r.final_scores(&game), None);
    check_sizes(
        "board",
        &r.board(&game, 0, &BoardHighlights::default()),
        Some(BOARD_SIZE),
    );
}

#[test]
fn the_png_decodes_to_the_picture() {
    let game = two_players().after(30).0;
    let p = renderer().table(&game);
    let (w, h, rgb) = decode_rgb(&encode_png(&p));
    assert_eq!((w, h), (p.width(), p.height()));
    let same = rgb
        .chunks_exact(3)
        .zip(p.rgba().chunks_exact(4))
        .all(|(a, b)| a == &b[..3]);
    assert!(same, "PNG encoding is lossless");
}

#[test]
fn after_a_declaration_the_turn_picture_shows_where_the_tile_may_go() {
    let played = four_players();
    let n = 1 + played
        .actions
        .iter()
        .position(|(_, a)| matches!(a, Action::Declare { .. }))
        .unwrap();
    let (game, events) = played.after(n);
    let seat = played.actions[n - 1].0;
    let calcada::engine::Step::Place { colour, number } = game.step() else {
        panic!("a declaration leads to the place step");
    };
    let h = BoardHighlights::for_turn(&game, seat, &events);
    assert_eq!(h.allowed, game.fitting_squares(seat, colour, number));
    assert_eq!(h.placed, None);
    // Once the tile is placed, the turn picture shows the tile instead.
    let (after, events) = played.after(n + 1);
    let h = BoardHighlights::for_turn(&after, seat, &events);
    assert_eq!(h.allowed, 0);
    assert!(h.placed.is_some());
}

// ----- the commands -----

fn temp_dir(name: &str) -> PathBuf {
    let d = std::env::temp_dir().join(format!("calcada-render-{name}-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&d);
    std::fs::create_dir_all(&d).unwrap();
    d
}

#[test]
fn the_render_command_writes_every_picture_of_a_recorded_position() {
    use calcada::record::Record;
    let played = two_players();
    let mut game = Game::new(played.settings.clone(), played.seed).unwrap();
    let mut record = Record::start(&game);
    for &(seat, action) in &played.actions {
        game.play(seat, action).unwrap();
        record.push(seat, action, &game);
    }
    let dir = temp_dir("cmd");
    let file = dir.join("game.json");
    std::fs::write(&file, record.to_json()).unwrap();
    let run = |args: &[&str]| {
        std::process::Command::new(env!("CARGO_BIN_EXE_calcada"))
            .args(args)
            .output()
            .unwrap()
    };
    let out_dir = dir.join("mid");
    let out = run(&[
        "render",
        "--record",
        file.to_str().unwrap(),
        "--step",
        "10",
        "--out",
        out_dir.to_str().unwrap(),
    ]);
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let printed = String::from_utf8(out.stdout).unwrap();
    for name in ["board-1", "board-2", "table", "turn"] {
        let path = out_dir.join(format!("{name}.png"));
        assert!(printed.contains(&path.display().to_string()), "{printed}");
        let (w, h, _) = decode_rgb(&std::fs::read(&path).unwrap());
        assert!(w > 0 && h > 0);
    }
    assert!(
        !out_dir.join("final.png").exists(),
        "the game is not over at step 10"
    );

    let end_dir = dir.join("end");
    let out = run(&[
        "render",
        "--record",
        file.to_str().unwrap(),
        "--out",
        end_dir.to_str().unwrap(),
    ]);
    assert!(out.status.success());
    assert!(end_dir.join("final.png").exists());

    let beyond = (played.actions.len() + 1).to_string();
    let out = run(&[
        "render",
        "--record",
        file.to_str().unwrap(),
        "--step",
        &beyond,
        "--out",
        end_dir.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    assert!(String::from_utf8_lossy(&out.stderr).contains("beyond the record"));
    let _ = std::fs::remove_dir_all(&dir);
}

#[test]
fn the_bench_command_times_every_picture() {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_calcada"))
        .args(["bench", "render", "--iterations", "2"])
        .output()
        .unwrap();
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    let text = String::from_utf8(out.stdout).unwrap();
    for kind in ["board", "table", "turn", "final"] {
        let line = text
            .lines()
            .find(|l| l.starts_with(kind))
            .unwrap_or_else(|| panic!("no {kind} line in\n{text}"));
        assert!(line.contains("ms") && line.contains("KB"), "{line}");
    }
}
