//! The pictures: golden images of fixed games, every motif drawn, highlights where expected,
//! sizes, byte sizes and text sizes.
//!
//! Golden images live in `tests/golden/`, with the games they show (`game-*.json`: settings,
//! seed and actions, first played by seeded greedy bots). After an intended change of the
//! pictures (or of the rules), rewrite them with `UPDATE_GOLDEN=1 cargo test --test render`,
//! look at them, and commit them.

#[path = "support/scratch.rs"]
mod scratch;

use calcada_bots::{play_out, BotLevel};
use calcada_rules::{Action, Colour, Event, Game, Settings, Square, Symbol, Tile};
use games_messages::pictures::Labels;
use games_messages::{pictures, Lang};
use games_pictures::{
    board_square_rect, encode_png, encode_png_reusing, BandCache, BoardHighlights, Picture,
    Renderer, BAND_CACHE_BYTES, BOARD_WIDTH, FINAL_WIDTH, PHONE_LABEL, PHONE_LETTER, PHONE_NUMBER,
    PNG_BUDGET, WIDE,
};
use image::{Rgb, RgbImage};
use std::path::PathBuf;
use std::sync::OnceLock;
use std::time::Duration;

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
            .map(|s| calcada_bots::build(BotLevel::Normal, seed + s as u64))
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

/// The picture's pixels as RGB (pictures are opaque).
fn rgb_of(p: &Picture) -> RgbImage {
    image::DynamicImage::ImageRgba8(p.image().clone()).to_rgb8()
}

/// Writes a golden image compactly (slow, best compression: goldens are committed).
fn write_golden(path: &PathBuf, p: &Picture) {
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    std::fs::create_dir_all(path.parent().unwrap()).unwrap();
    let file = std::fs::File::create(path).unwrap();
    let enc = PngEncoder::new_with_quality(file, CompressionType::Best, FilterType::Adaptive);
    rgb_of(p).write_with_encoder(enc).unwrap();
}

/// Decodes a PNG.
fn decode_rgb(bytes: &[u8]) -> RgbImage {
    image::load_from_memory_with_format(bytes, image::ImageFormat::Png)
        .unwrap()
        .to_rgb8()
}

/// Compares a picture with its golden image (imageproc): same size, at most 0.1% of the
/// pixels off by more than 24 in a channel, and a small RMS error (anti-aliasing may round
/// differently on other CPUs).
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
    let golden = decode_rgb(&bytes);
    let actual = rgb_of(p);
    assert_eq!(
        golden.dimensions(),
        actual.dimensions(),
        "{name}: size changed"
    );
    let off = imageproc::utils::pixel_diffs(
        &actual,
        &golden,
        |a: (u32, u32, Rgb<u8>), b: (u32, u32, Rgb<u8>)| {
            (0..3).any(|k| a.2[k].abs_diff(b.2[k]) > 24)
        },
    )
    .len();
    let rms = imageproc::stats::root_mean_squared_error(&actual, &golden);
    let n = (golden.width() * golden.height()) as usize;
    assert!(
        off * 1000 <= n && rms < 4.0,
        "{name}: {off} of {n} pixels differ (RMS error {rms:.2}) from {}; \
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
    // The whole turn: the declaration before the placement, then the placement.
    let (_, declared) = played.after(n - 1);
    let turn_events: Vec<Event> = declared.iter().chain(&events).cloned().collect();
    let h = BoardHighlights::from_events(seat, &turn_events);
    assert!(h.placed.is_some() && h.completed.is_some() && !h.moved.is_empty());
    let r = renderer();
    check_golden(
        "turn",
        &r.turn(&game, seat, &h, &caption(&game, &turn_events)),
    );
    check_golden("board", &r.board(&game, seat, &h));
    check_golden("table", &r.table_with(&game, &h));
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
    let calcada_rules::Step::Place { colour, number } = game.step() else {
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

/// The turn, panel-with-preview and final pictures in German, French and Hungarian: every
/// label comes from that language's catalogue (look at them when they change).
#[test]
fn golden_pictures_in_every_language() {
    let played = four_players();
    let n = played.first_completion();
    let (game, events) = played.after(n);
    let seat = played.actions[n - 1].0;
    let (_, declared) = played.after(n - 1);
    let turn_events: Vec<Event> = declared.iter().chain(&events).cloned().collect();
    let h = BoardHighlights::from_events(seat, &turn_events);
    let preview = BoardHighlights::preview(seat, &events).expect("a placement");
    let name = |s: usize| game.player(s).name().to_string();
    for lang in [Lang::De, Lang::Fr, Lang::Hu] {
        let r = Renderer::with_lang(lang);
        let code = lang.code();
        let caption = pictures::caption(lang, &turn_events, &name);
        check_golden(&format!("turn-{code}"), &r.turn(&game, seat, &h, &caption));
        check_golden(
            &format!("panel-preview-{code}"),
            &r.panel(&game, seat, &preview),
        );
        check_golden(&format!("final-4-{code}"), &r.final_scores(&played.end()));
    }
}

#[test]
fn golden_panels_after_a_declaration_and_with_a_preview() {
    let played = two_players();
    // A placement after a few rounds that completes a district, and the declaration before.
    let mut game = Game::new(played.settings.clone(), played.seed).unwrap();
    let mut found = None;
    for (i, &(seat, action)) in played.actions.iter().enumerate() {
        let before = game.clone();
        let events = game.play(seat, action).unwrap();
        let scored = events
            .iter()
            .any(|e| matches!(e, Event::DistrictScored { .. }));
        if i >= 20 && scored && matches!(action, Action::Place { .. }) {
            found = Some((before, seat, action, events));
            break;
        }
    }
    let (before, seat, action, events) = found.expect("a district completed after action 20");
    let calcada_rules::Step::Place { colour, number } = before.step() else {
        panic!("expected the place step");
    };
    let allowed = before.fitting_squares(seat, colour, number);
    let r = renderer();
    check_golden(
        "panel-declared",
        &r.panel(&before, seat, &BoardHighlights::allowing(allowed)),
    );
    // The preview: that placement applied to a copy, drawn with its points.
    let mut copy = before.clone();
    assert_eq!(copy.play(seat, action).unwrap(), events);
    let h = BoardHighlights::preview(seat, &events).expect("a placement");
    check_golden("panel-preview", &r.panel(&copy, seat, &h));
}

#[test]
fn a_preview_frames_its_square_and_says_its_points() {
    let played = four_players();
    let n = played.first_completion();
    let (before, _) = played.after(n - 1);
    let (seat, action) = played.actions[n - 1];
    let mut copy = before.clone();
    let events = copy.play(seat, action).unwrap();
    let h = BoardHighlights::preview(seat, &events).unwrap();
    let p = h.preview.unwrap();
    assert!(p.points.district.is_some() && p.points.total() > 0);
    let r = renderer();
    let plain = r.board(&copy, seat, &BoardHighlights::default());
    let lit = r.board(&copy, seat, &h);
    let b = diff_box(&plain, &lit).expect("the preview changes the board");
    assert!(
        inside(b, square_box(p.square), 40),
        "{b:?} far from {}",
        p.square
    );
    // On the panel the top line grows with the preview's explanation.
    let panel = r.panel(&copy, seat, &h);
    assert!(panel.overflows().is_empty());
    assert_ne!(
        panel.rgba(),
        r.panel(&copy, seat, &BoardHighlights::default()).rgba()
    );
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

/// Checks a picture's width, PNG size, that every text is legible at phone width (each kind's
/// smallest size scaled by 400 / width) and that no text left its box.
fn check_sizes(kind: &str, p: &Picture, width: u32) {
    assert_eq!(p.width(), width, "{kind}: width");
    assert!(
        p.height() >= p.width() * 9 / 10,
        "{kind}: portrait or square, not {}x{}",
        p.width(),
        p.height()
    );
    let bytes = encode_png(p).len();
    assert!(bytes < PNG_BUDGET, "{kind}: {bytes} bytes");
    let phone = p.phone_text_sizes();
    assert!(
        phone.numbers >= PHONE_NUMBER
            && phone.letters >= PHONE_LETTER
            && phone.labels >= PHONE_LABEL,
        "{kind} ({} px wide): at phone width numbers {:.1}, letters {:.1}, labels {:.1} px",
        p.width(),
        phone.numbers,
        phone.letters,
        phone.labels
    );
    assert!(p.overflows().is_empty(), "{kind}: {:?}", p.overflows());
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
            let h = BoardHighlights::for_turn(&game, seat, &events);
            check_sizes("board", &r.board(&game, seat, &h), BOARD_WIDTH);
            check_sizes("table", &r.table_with(&game, &h), WIDE);
            let turn = r.turn(&game, seat, &h, &caption(&game, &events));
            check_sizes("turn", &turn, WIDE);
            check_sizes("panel", &r.panel(&game, seat, &h), WIDE);
            if game.is_over() {
                check_sizes("final", &r.final_scores(&game), FINAL_WIDTH);
            }
        }
    }
}

/// `s` with every word 1.6 times longer (its letters repeated).
fn stretch(s: &str) -> String {
    s.split(' ')
        .map(|w| {
            let chars: Vec<char> = w.chars().collect();
            let extra = (chars.len() * 3).div_ceil(5);
            let mut out = w.to_string();
            out.extend(chars.iter().cycle().take(extra));
            out
        })
        .collect::<Vec<_>>()
        .join(" ")
}

fn leak(s: &str) -> &'static str {
    Box::leak(stretch(s).into_boxed_str())
}

/// English labels with every word 1.6 times longer: what German, French or Hungarian may need.
fn long_labels() -> &'static Labels {
    let en = Labels::of(Lang::En);
    static L: OnceLock<Labels> = OnceLock::new();
    L.get_or_init(|| Labels {
        points: leak(en.points),
        bonus_tiles: Box::new(move |n| stretch(&(en.bonus_tiles)(n))),
        round: Box::new(move |n| stretch(&(en.round)(n))),
        turn_of: Box::new(move |name| stretch(&(en.turn_of)(name))),
        step_declare: leak(en.step_declare),
        step_place: Box::new(move |c, n| stretch(&(en.step_place)(c, n))),
        last_round: leak(en.last_round),
        closed: leak(en.closed),
        off_row: leak(en.off_row),
        stack: Box::new(move |n| stretch(&(en.stack)(n))),
        multiplier: Box::new(move |x| (en.multiplier)(x)),
        gameboard: leak(en.gameboard),
        scoreboard: leak(en.scoreboard),
        gained: Box::new(move |x| (en.gained)(x)),
        district_chip: Box::new(move |d, p| stretch(&(en.district_chip)(d, p))),
        districts_done: leak(en.districts_done),
        left_game: leak(en.left_game),
        game_over: leak(en.game_over),
        rank: Box::new(move |n| stretch(&(en.rank)(n))),
        districts: leak(en.districts),
        off_board: leak(en.off_board),
        motif_groups: leak(en.motif_groups),
        incomplete: leak(en.incomplete),
        bonus_pairs: leak(en.bonus_pairs),
        total: leak(en.total),
        district_detail: Box::new(move |d, t, m| stretch(&(en.district_detail)(d, t, m))),
        group_detail: Box::new(move |m, n| stretch(&(en.group_detail)(m, n))),
        incomplete_detail: Box::new(move |d, t| stretch(&(en.incomplete_detail)(d, t))),
        bonus_detail: Box::new(move |n| stretch(&(en.bonus_detail)(n))),
        list_separator: en.list_separator,
        you: Box::new(move |name| stretch(&(en.you)(name))),
        strip_points: Box::new(move |p| stretch(&(en.strip_points)(p))),
        stone_count: Box::new(move |l, n| (en.stone_count)(l, n)),
        panel_title: leak(en.panel_title),
        panel_choose: leak(en.panel_choose),
        preview: Box::new(move |points| stretch(&(en.preview)(points))),
        preview_points: Box::new(move |p| stretch(&(en.preview_points)(p))),
        preview_district: Box::new(move |d, t, m| stretch(&(en.preview_district)(d, t, m))),
        preview_stone_off: Box::new(move |p| stretch(&(en.preview_stone_off)(p))),
        preview_bonus: Box::new(move |n| stretch(&(en.preview_bonus)(n))),
        preview_no_district: leak(en.preview_no_district),
    })
}

#[test]
fn long_words_long_names_and_a_long_caption_stay_inside_their_boxes() {
    assert_eq!(stretch("left the game"), "leftlef theth gamegam");
    let names = [
        "Maria da Conceição Vasconcelos X",
        "WWWWWWWWWWWWWWWWWWWWWWWWWWWWWWWW",
        "Bartolomeu Dias de Novais Junior",
        "João",
    ];
    assert!(names[..3].iter().all(|n| n.chars().count() == 32));
    let played = Played::new(&names, "A", 21);
    let long = Renderer::with_labels(long_labels(), Lang::En);
    let languages = [Lang::De, Lang::Fr, Lang::Hu].map(Renderer::with_lang);
    let caption = stretch(&"word ".repeat(60));
    for r in [renderer(), &long].into_iter().chain(&languages) {
        for n in [played.actions.len() / 2, played.actions.len()] {
            let (game, events) = played.after(n);
            let seat = played.actions[n - 1].0;
            let h = BoardHighlights::for_turn(&game, seat, &events);
            check_sizes("turn", &r.turn(&game, seat, &h, &caption), WIDE);
            check_sizes("table", &r.table_with(&game, &h), WIDE);
            check_sizes("panel", &r.panel(&game, seat, &h), WIDE);
            let preview = BoardHighlights::preview(seat, &events).unwrap_or_default();
            check_sizes("preview", &r.panel(&game, seat, &preview), WIDE);
            for s in 0..4 {
                check_sizes("board", &r.board(&game, s, &h), BOARD_WIDTH);
            }
            check_sizes("final", &r.final_scores(&game), FINAL_WIDTH);
        }
    }
}

#[test]
fn a_long_caption_is_wrapped_whole_and_the_picture_grows() {
    let game = two_players().after(12).0;
    let r = renderer();
    let short = r.turn(&game, 0, &BoardHighlights::default(), "Ana placed a tile");
    let long = r.turn(&game, 0, &BoardHighlights::default(), &"word ".repeat(80));
    assert!(
        long.height() > short.height() + 100,
        "{} vs {}",
        long.height(),
        short.height()
    );
    assert!(long.overflows().is_empty());
}

#[test]
fn the_png_decodes_to_the_picture() {
    let game = two_players().after(30).0;
    let p = renderer().table(&game);
    let decoded = decode_rgb(&encode_png(&p));
    assert_eq!(decoded, rgb_of(&p), "PNG encoding is lossless");
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
    let calcada_rules::Step::Place { colour, number } = game.step() else {
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

#[test]
fn the_render_command_writes_every_picture_of_a_recorded_position() {
    use calcada_record::Record;
    let played = two_players();
    let mut game = Game::new(played.settings.clone(), played.seed).unwrap();
    let mut record = Record::start(&game);
    for &(seat, action) in &played.actions {
        game.play(seat, action).unwrap();
        record.push(seat, action, &game);
    }
    let dir = scratch::dir("cmd");
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
        let img = decode_rgb(&std::fs::read(&path).unwrap());
        assert!(img.width() > 0 && img.height() > 0);
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

// ----- the carousel and the last move -----

/// A two-player game with the carousel's stones as given (per space, per colour).
fn with_carousel(carousel: [[u8; 5]; 6]) -> Game {
    let game = Game::new(Settings::new(["Ana", "Rui"], "A"), 3).unwrap();
    let mut s = game.snapshot();
    s.carousel = carousel;
    Game::from_snapshot(s).expect("every stone is on the carousel")
}

#[test]
fn fifteen_stones_on_one_space_stay_readable() {
    let mut carousel = [[0u8; 5]; 6];
    carousel[2] = [3; 5];
    let crowded = with_carousel(carousel);
    let r = renderer();
    for p in [
        r.table(&crowded),
        r.panel(&crowded, 0, &BoardHighlights::default()),
    ] {
        check_sizes("crowded", &p, WIDE);
    }
    // Spread out instead, the same space looks different: the crowded one is drawn as counts
    // per colour, not as fifteen stones on top of each other.
    let spread = with_carousel(
        Game::new(Settings::new(["Ana", "Rui"], "A"), 3)
            .unwrap()
            .snapshot()
            .carousel,
    );
    assert_ne!(r.table(&crowded).rgba(), r.table(&spread).rgba());
}

#[test]
fn the_last_move_is_marked_on_the_carousel_only() {
    let played = four_players();
    let n = 1 + played
        .actions
        .iter()
        .position(|(_, a)| matches!(a, Action::Declare { .. }))
        .unwrap();
    let (game, events) = played.after(n);
    let seat = played.actions[n - 1].0;
    let h = BoardHighlights::from_events(seat, &events);
    assert_eq!(h.moved.len(), 1);
    let r = renderer();
    let plain = r.table(&game);
    let marked = r.table_with(&game, &h);
    let b = diff_box(&plain, &marked).expect("the move is marked");
    // The carousel sits between the score strip and the scoreboard, centred.
    let sb_top = plain.height() - 356;
    assert!(b.3 < sb_top && b.1 > 150, "{b:?}");
    assert!(b.0 > 150 && b.2 < WIDE - 150, "{b:?}");
}

/// How long the same strings take with the glyph cache (a turn picture's text) and with
/// imageproc's text drawing. Timing only, no assertion: run it with
/// `cargo test --release --test render -- --ignored --nocapture text_speed`.
#[test]
#[ignore]
fn text_speed() {
    use ab_glyph::{Font, FontRef};
    use std::time::Instant;
    let font = FontRef::try_from_slice(include_bytes!("../fonts/Inter-Regular.ttf")).unwrap();
    let r = renderer();
    let played = four_players();
    let (game, events) = played.after(60);
    let cap = caption(&game, &events);
    // Warm both, then time 200 rounds of 60 strings of 19 px.
    let strings: Vec<String> = (0..60)
        .map(|i| format!("{cap} {i}"))
        .map(|s| s[..s.len().min(40)].to_string())
        .collect();
    let mut img = image::RgbaImage::new(720, 1000);
    let scale =
        ab_glyph::PxScale::from(19.0 * font.height_unscaled() / font.units_per_em().unwrap());
    let t = Instant::now();
    for _ in 0..200 {
        for (i, s) in strings.iter().enumerate() {
            imageproc::drawing::draw_text_mut(
                &mut img,
                image::Rgba([0, 0, 0, 255]),
                10,
                (i * 16) as i32,
                scale,
                &font,
                s,
            );
        }
    }
    let imageproc_ms = t.elapsed().as_secs_f64() * 1e3 / 200.0;
    r.text_bench(&strings, 1);
    let t = Instant::now();
    std::hint::black_box(r.text_bench(&strings, 200));
    let cache_ms = t.elapsed().as_secs_f64() * 1e3 / 200.0;
    println!("60 strings of 19 px: glyph cache {cache_ms:.3} ms, imageproc draw_text_mut {imageproc_ms:.3} ms ({:.1}x)", imageproc_ms / cache_ms);
}

// ## turn clock (issue 26)

/// Each player's time left on the turn clock shows under their name in the score strip: the
/// picture grows by that line, the text stays legible at phone width and inside its cell, even
/// worded long (four players, the narrowest cells).
#[test]
fn the_turn_clock_shows_under_each_name_in_the_score_strip() {
    let played = four_players();
    let n = played.actions.len() / 2;
    let (game, events) = played.after(n);
    let seat = played.actions[n - 1].0;
    let plain = BoardHighlights::for_turn(&game, seat, &events);
    let languages = [Lang::De, Lang::Fr, Lang::Hu].map(Renderer::with_lang);
    let long = stretch("23 Tage 23 Stunden");
    for clock in [
        vec![
            "2d 4h".to_string(),
            "5h".into(),
            "40m".into(),
            String::new(),
        ],
        vec![
            "29 Tg. 23 Std.".to_string(),
            "23 Std.".into(),
            "59 Min.".into(),
            long,
        ],
    ] {
        let h = BoardHighlights {
            clock: clock.clone(),
            ..plain.clone()
        };
        for r in [renderer()].into_iter().chain(&languages) {
            let without = r.turn(&game, seat, &plain, "Ana placed a tile");
            let with = r.turn(&game, seat, &h, "Ana placed a tile");
            assert!(with.height() > without.height(), "{clock:?}");
            check_sizes("turn with a clock", &with, WIDE);
            check_sizes("table with a clock", &r.table_with(&game, &h), WIDE);
            check_sizes("panel with a clock", &r.panel(&game, seat, &h), WIDE);
        }
    }
}

/// The PNG of a picture painted band by band as it was compressed, and of the same picture
/// painted whole first.
type BandedAndWhole = (Vec<u8>, Vec<u8>);

/// Draws a picture twice: the PNG of one painted band by band as it is compressed (how the
/// bot encodes), and of the other painted whole first.
fn banded_and_whole(draw: impl Fn() -> Picture) -> BandedAndWhole {
    let banded = encode_png(&draw());
    let whole = draw();
    assert_eq!(
        whole.rgba().len(),
        (whole.width() * whole.height() * 4) as usize
    );
    (banded, encode_png(&whole))
}

#[test]
fn pictures_encoded_band_by_band_are_the_pictures_painted_whole() {
    // Names in other scripts and with emoji (colour glyphs, drawn by tiny-skia), a game
    // from its start to its end: every kind of picture the bot encodes, byte for byte.
    let names = ["Ana 🎲🇵🇹", "鈴木さくら", "عبد الرحمن", "Zoë Ferreira"];
    let played = Played::new(&names, "A", 3);
    let r = renderer();
    let last = played.actions.len();
    for n in [1, 2, 9, last / 2, last - 1, last] {
        let (game, events) = played.after(n);
        let seat = played.actions[n - 1].0;
        let h = BoardHighlights::for_turn(&game, seat, &events);
        let text = caption(&game, &events);
        let mut pictures: Vec<(&str, BandedAndWhole)> = vec![
            ("board", banded_and_whole(|| r.board(&game, seat, &h))),
            ("turn", banded_and_whole(|| r.turn(&game, seat, &h, &text))),
            ("table", banded_and_whole(|| r.table_with(&game, &h))),
            ("final", banded_and_whole(|| r.final_scores(&game))),
        ];
        if !game.is_over() {
            let now = game.current();
            let h = match game.step() {
                calcada_rules::Step::Place { colour, number } => {
                    BoardHighlights::allowing(game.fitting_squares(now, colour, number))
                }
                calcada_rules::Step::Declare => BoardHighlights::default(),
            };
            pictures.push(("panel", banded_and_whole(|| r.panel(&game, now, &h))));
            pictures.push(("allowed", banded_and_whole(|| r.board(&game, now, &h))));
        }
        for (kind, (banded, whole)) in pictures {
            assert!(banded.len() > 1000, "{kind} after {n}: a picture");
            assert!(banded == whole, "{kind} after {n} actions: the PNGs differ");
        }
    }
}

#[test]
fn bands_written_from_the_cache_leave_every_png_as_it_was() {
    // Every turn of a game, each picture encoded through a shared band cache (bands of
    // earlier pictures written again) and without one: the same PNG, byte for byte. Once
    // with room for everything, once with a budget so small that bands are dropped all along.
    let names = ["Ana 🎲🇵🇹", "鈴木さくら", "عبد الرحمن", "Zoë Ferreira"];
    let played = Played::new(&names, "A", 3);
    let r = renderer();
    // About two turn pictures' bands.
    const TIGHT: usize = 400 * 1024;
    let roomy = BandCache::new(BAND_CACHE_BYTES);
    let tight = BandCache::new(TIGHT);
    let last = played.actions.len();
    for n in 1..=last {
        let (game, events) = played.after(n);
        let seat = played.actions[n - 1].0;
        let h = BoardHighlights::for_turn(&game, seat, &events);
        let text = caption(&game, &events);
        let mut pictures = vec![("turn", r.turn(&game, seat, &h, &text))];
        if let calcada_rules::Step::Place { colour, number } = game.step() {
            let now = game.current();
            let h = BoardHighlights::allowing(game.fitting_squares(now, colour, number));
            pictures.push(("board", r.board(&game, now, &h)));
        }
        for (kind, p) in pictures {
            let plain = encode_png(&p);
            for cache in [&roomy, &tight] {
                let (png, _, _) = encode_png_reusing(&p, Some(cache), &|| Duration::ZERO);
                assert!(png == plain, "{kind} after {n} actions: the PNGs differ");
            }
        }
    }
    // The cache was used: most turns share bands with earlier pictures.
    let (roomy, tight) = (roomy.stats(), tight.stats());
    assert!(
        roomy.reused * 4 > roomy.compressed,
        "bands reused {roomy:?}"
    );
    assert!(roomy.bytes <= BAND_CACHE_BYTES && tight.bytes <= TIGHT);
    assert!(
        tight.reused > 0 && tight.reused < roomy.reused,
        "{tight:?} {roomy:?}"
    );
}
