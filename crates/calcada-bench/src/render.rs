//! `calcada-bench render`: draw and encode times of every picture against the encoding floor.
//! The renderer stays pure: this module reads the clock, `main` prints.

use calcada_bots::BotLevel;
use calcada_rules::{Action, Game, Settings};
use games_messages::{pictures, Lang};
use games_pictures::{
    encode_png, encode_png_timed, encode_with, BoardHighlights, Picture, Renderer, FLOOR_SETTINGS,
    PNG_BUDGET,
};
use std::time::{Duration, Instant};

/// The benchmark's fixed game: four greedy bots, seeded, played to the end.
pub fn bench_game() -> (Settings, u64, Vec<(usize, Action)>) {
    let settings = Settings::new(["Inês", "Joaquim", "Beatriz", "Gonçalo"], "A");
    let seed = 5;
    let game = Game::new(settings.clone(), seed).expect("the benchmark settings are valid");
    let mut bots: Vec<_> = (0..4)
        .map(|s| calcada_bots::build(BotLevel::Normal, seed + s))
        .collect();
    let played = calcada_bots::play_out(game, &mut bots, |_, _, _| {});
    (settings, seed, played.actions)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn median_ms(mut v: Vec<f64>) -> (f64, f64) {
    v.sort_by(f64::total_cmp);
    (percentile(&v, 0.5), percentile(&v, 0.95))
}

/// Times every picture `iterations` times on this thread: draw, PNG encoding, and the floor:
/// the same pixels through the fastest setting we have whose PNG fits the budget (each
/// of `FLOOR_SETTINGS` is timed; a PNG over 250 KB cannot be posted, so it is no floor),
/// beside the fastest of any size. Returns the report's lines.
pub fn bench_render(iterations: usize) -> Vec<String> {
    let (settings, seed, actions) = bench_game();
    // A mid-game turn: the last placement within the first 60% of the game.
    let cut = actions.len() * 3 / 5;
    let turn_at = (0..cut)
        .rev()
        .find(|&i| matches!(actions[i].1, Action::Place { .. }))
        .unwrap_or(0);
    let mut game = Game::new(settings.clone(), seed).expect("valid settings");
    let mut events = Vec::new();
    for &(seat, action) in &actions[..=turn_at] {
        events = game
            .play(seat, action)
            .expect("a recorded bot action is legal");
    }
    let mut end = Game::new(settings, seed).expect("valid settings");
    for &(seat, action) in &actions {
        end.play(seat, action)
            .expect("a recorded bot action is legal");
    }
    let seat = actions[turn_at].0;
    let name = |s: usize| game.player(s).name().to_string();
    let caption = pictures::caption(Lang::En, &events, &name);
    let highlights = BoardHighlights::for_turn(&game, seat, &events);
    // The panel's heaviest case: the preview of this very placement.
    let preview = BoardHighlights::preview(seat, &events).unwrap_or_default();
    let renderer = Renderer::new();
    type Draw<'a> = Box<dyn Fn() -> Picture + 'a>;
    let kinds: Vec<(&str, Draw)> = vec![
        (
            "board",
            Box::new(|| renderer.board(&game, seat, &highlights)),
        ),
        (
            "table",
            Box::new(|| renderer.table_with(&game, &highlights)),
        ),
        (
            "turn",
            Box::new(|| renderer.turn(&game, seat, &highlights, &caption)),
        ),
        ("panel", Box::new(|| renderer.panel(&game, seat, &preview))),
        ("final", Box::new(|| renderer.final_scores(&end))),
    ];
    let mut lines = vec![pictures::bench_header(iterations, turn_at + 1)];
    for (kind, draw) in kinds {
        // One untimed round fills the caches.
        let first = draw();
        let mut bytes = encode_png(&first).len();
        let ms = |t: Instant| t.elapsed().as_secs_f64() * 1e3;
        let (mut d, mut e) = (Vec::new(), Vec::new());
        let mut f = vec![Vec::new(); FLOOR_SETTINGS.len()];
        let mut fits = [true; FLOOR_SETTINGS.len()];
        let secs = |d: Duration| d.as_secs_f64() * 1e3;
        for _ in 0..iterations {
            let t = Instant::now();
            let picture = std::hint::black_box(draw());
            let drawn = t.elapsed();
            // The encoder paints the picture band by band as it compresses it: that
            // painting counts as drawing, as in the bot's metrics.
            let t = Instant::now();
            let clock = || t.elapsed();
            let (png, painting) = std::hint::black_box(encode_png_timed(&picture, &clock));
            let encoding = t.elapsed();
            d.push(secs(drawn + painting));
            e.push(secs(encoding.saturating_sub(painting)));
            bytes = png.len();
            // Painted whole (untimed), so the floor times encoding alone.
            std::hint::black_box(picture.rgba());
            for ((times, fit), &s) in f.iter_mut().zip(&mut fits).zip(&FLOOR_SETTINGS) {
                let t = Instant::now();
                let png = std::hint::black_box(encode_with(&picture, s));
                times.push(ms(t));
                *fit &= png.len() <= PNG_BUDGET;
            }
        }
        let (d50, d95) = median_ms(d);
        let (e50, e95) = median_ms(e);
        let medians: Vec<(f64, bool)> = f
            .into_iter()
            .zip(fits)
            .map(|(t, fit)| (median_ms(t).0, fit))
            .collect();
        let any = medians.iter().map(|m| m.0).fold(f64::MAX, f64::min);
        let f50 = medians
            .iter()
            .filter(|m| m.1)
            .map(|m| m.0)
            .fold(f64::MAX, f64::min);
        let (w, h) = (first.width(), first.height());
        lines.push(pictures::bench_line(
            kind, w, h, d50, d95, e50, e95, f50, any, bytes,
        ));
    }
    lines
}
