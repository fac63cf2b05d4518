//! The final picture: one card per player in ranking order, two cards a row (a 2x2 grid for
//! four players), each with the name, the total, the board and the score broken down
//! (districts, stones off the board, motif groups, incomplete districts, bonus tile pairs).
//! Every line wraps: the cards grow to show everything.

use super::board::{self, Grid};
use super::marks::BoardHighlights;
use crate::paint::{Align, Canvas, Style};
use crate::style::{self, Rgba};
use crate::text::{Fitted, Fonts, Weight};
use calcada_rules::{Game, ScoreBreakdown};
use games_messages::{pictures::Labels, Lang};

const MARGIN: f32 = 20.0;
const CARD_W: f32 = 340.0;
/// Width of the final picture.
pub(crate) const WIDTH: u32 = (2.0 * CARD_W + 3.0 * MARGIN) as u32;
const PAD: f32 = 18.0;
const SQ: f32 = 60.0;

const TITLE: f32 = 34.0;
const REASON: f32 = 19.0;
const NAME: f32 = 24.0;
const TOTAL: f32 = 44.0;
const TEXT: f32 = 19.0;
const LEADING: f32 = 1.3;

const GRID: Grid = Grid {
    x: 0.0,
    y: 0.0,
    sq: SQ,
    letter: 16.0,
    number: 26.0,
    label: 19.0,
};

/// A player's place: rank (none for players who left) and final (or provisional) breakdown.
struct Entry {
    seat: usize,
    rank: Option<usize>,
    breakdown: ScoreBreakdown,
}

fn entries(game: &Game) -> Vec<Entry> {
    let mut ranked: Vec<(usize, Option<usize>)> = match game.outcome() {
        Some(o) => o.ranking.iter().map(|s| (s.seat, Some(s.rank))).collect(),
        None => {
            let mut totals: Vec<(usize, u32)> = (0..game.players().len())
                .filter(|&s| game.player(s).is_active())
                .map(|s| (s, game.score_breakdown(s).total))
                .collect();
            totals.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
            totals
                .iter()
                .map(|&(s, t)| (s, Some(1 + totals.iter().filter(|x| x.1 > t).count())))
                .collect()
        }
    };
    for s in 0..game.players().len() {
        if !ranked.iter().any(|r| r.0 == s) {
            ranked.push((s, None));
        }
    }
    ranked
        .into_iter()
        .map(|(seat, rank)| Entry {
            seat,
            rank,
            breakdown: game.score_breakdown(seat),
        })
        .collect()
}

/// One line of a breakdown: a source with its points, and the details under it.
struct Line {
    label: &'static str,
    points: u32,
    details: Vec<String>,
}

fn lines(b: &ScoreBreakdown, labels: &Labels, lang: Lang) -> Vec<Line> {
    let mut out = vec![Line {
        label: labels.districts,
        points: b.districts.iter().map(|d| d.points).sum(),
        details: b
            .districts
            .iter()
            .map(|d| (labels.district_detail)(d.district, d.tiles, d.multiplier))
            .collect(),
    }];
    if b.off_board > 0 {
        out.push(Line {
            label: labels.off_board,
            points: b.off_board,
            details: Vec::new(),
        });
    }
    out.push(Line {
        label: labels.motif_groups,
        points: b.motif_points,
        details: b
            .motif_groups
            .iter()
            .map(|g| (labels.group_detail)(lang.symbol(g.motif), g.squares.len()))
            .collect(),
    });
    out.push(Line {
        label: labels.incomplete,
        points: b.incomplete_points,
        details: b
            .incomplete_districts
            .iter()
            .map(|d| (labels.incomplete_detail)(d.district, d.tiles))
            .collect(),
    });
    out.push(Line {
        label: labels.bonus_pairs,
        points: b.bonus_points,
        details: vec![(labels.bonus_detail)(b.bonus_tiles)],
    });
    out
}

fn floor() -> f32 {
    style::label_floor(WIDTH)
}

/// A card laid out: its name, breakdown lines (label, points, details) and height.
struct Card {
    name: Fitted,
    rows: Vec<(Fitted, u32, Fitted)>,
    total: Fitted,
    height: f32,
}

const DETAIL_INDENT: f32 = 12.0;
const INNER: f32 = CARD_W - 2.0 * PAD;

fn card(fonts: &Fonts, game: &Game, e: &Entry, labels: &Labels, lang: Lang) -> Card {
    let rank_w = e.rank.map_or(0.0, |r| {
        fonts.measure(&(labels.rank)(r), TEXT, Weight::Bold) + 30.0
    });
    let name = fonts.fit(
        game.player(e.seat).name(),
        Weight::Bold,
        INNER - rank_w,
        2,
        NAME,
        floor(),
    );
    let mut h = 14.0 + name.height(1.2).max(36.0) + 8.0 + 58.0 + 16.0 + 5.0 * SQ + 22.0;
    let mut rows = Vec::new();
    for l in lines(&e.breakdown, labels, lang) {
        let pts_w = fonts.measure(&l.points.to_string(), TEXT, Weight::Bold) + 12.0;
        let label = fonts.fit(l.label, Weight::Regular, INNER - pts_w, 1, TEXT, floor());
        // Items break between each other, not inside ("d 3×2" stays whole).
        let items: Vec<String> = l.details.iter().map(|d| d.replace(' ', "\u{a0}")).collect();
        let details = items.join(labels.list_separator);
        let details = fonts.fit(
            &details,
            Weight::Regular,
            INNER - DETAIL_INDENT,
            1,
            TEXT,
            floor(),
        );
        h += label.height(LEADING);
        if !l.details.is_empty() {
            h += details.height(LEADING);
        }
        rows.push((label, l.points, details));
    }
    let pts_w = fonts.measure(&e.breakdown.total.to_string(), TEXT + 2.0, Weight::Bold) + 12.0;
    let total = fonts.fit(
        labels.total,
        Weight::Bold,
        INNER - pts_w,
        1,
        TEXT + 2.0,
        floor(),
    );
    h += 16.0 + total.height(LEADING) + PAD;
    Card {
        name,
        rows,
        total,
        height: h,
    }
}

/// The title band: "Game over" and why, wrapped.
fn title_lines(
    fonts: &Fonts,
    game: &Game,
    labels: &Labels,
    lang: Lang,
) -> (String, Option<Fitted>) {
    let title = if game.is_over() {
        labels.game_over.to_string()
    } else {
        (labels.round)(game.round())
    };
    let reason = game.outcome().map(|o| {
        let reason = lang.end_reason(o.reason);
        let mut chars = reason.chars();
        let reason: String = chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
        fonts.fit(
            &reason,
            Weight::Regular,
            WIDTH as f32 - 2.0 * MARGIN - 16.0,
            2,
            REASON,
            floor(),
        )
    });
    (title, reason)
}

/// The whole picture, drawn on a page-coloured canvas made by `new_canvas(width, height)`.
pub(crate) fn draw<'a>(
    fonts: &Fonts,
    new_canvas: impl FnOnce(u32, u32) -> Canvas<'a>,
    game: &Game,
    labels: &Labels,
    lang: Lang,
) -> Canvas<'a> {
    let all = entries(game);
    let cards: Vec<Card> = all
        .iter()
        .map(|e| card(fonts, game, e, labels, lang))
        .collect();
    let (title, reason) = title_lines(fonts, game, labels, lang);
    let title_h = 24.0 + TITLE + reason.as_ref().map_or(0.0, |r| r.height(LEADING)) + 18.0;
    let row_h: Vec<f32> = cards
        .chunks(2)
        .map(|pair| pair.iter().map(|c| c.height).fold(0.0, f32::max))
        .collect();
    let height = title_h + row_h.iter().map(|h| h + MARGIN).sum::<f32>();
    let mut cv = new_canvas(WIDTH, height.ceil() as u32);
    let floor = floor();
    let st = Style::label(TITLE, Weight::Bold, style::BASALT);
    cv.draw_fit(
        &title,
        MARGIN + 8.0,
        24.0 + TITLE * 0.4,
        WIDTH as f32 - 2.0 * MARGIN,
        floor,
        st,
        Align::Left,
    );
    if let Some(r) = &reason {
        let st = Style::label(REASON, Weight::Regular, style::MUTED);
        cv.draw_lines(r, MARGIN + 8.0, 24.0 + TITLE, LEADING, st, Align::Left);
    }
    let mut y = title_h;
    for (row, pair) in all.chunks(2).enumerate() {
        for (i, e) in pair.iter().enumerate() {
            let x = MARGIN + i as f32 * (CARD_W + MARGIN);
            draw_card(
                &mut cv,
                game,
                e,
                &cards[row * 2 + i],
                x,
                y,
                row_h[row],
                labels,
            );
        }
        y += row_h[row] + MARGIN;
    }
    cv
}

#[allow(clippy::too_many_arguments)]
fn draw_card(
    cv: &mut Canvas<'_>,
    game: &Game,
    e: &Entry,
    c: &Card,
    x: f32,
    y: f32,
    h: f32,
    labels: &Labels,
) {
    let floor = floor();
    let p = game.player(e.seat);
    // The shadow, 3 px below the card, shows only along its bottom: drawn as the card's
    // last 40 px (its own top corners fall where the opaque card covers the full width), the
    // same visible pixels for a sixth of the blending.
    let shadow_h = h.min(40.0);
    let shadow = Rgba(40, 30, 20, 30);
    cv.round_rect(x, y + 3.0 + h - shadow_h, CARD_W, shadow_h, 16.0, shadow);
    cv.round_rect(x, y, CARD_W, h, 16.0, style::PANEL);
    if e.rank == Some(1) {
        cv.stroke_round_rect(
            x + 1.5,
            y + 1.5,
            CARD_W - 3.0,
            h - 3.0,
            15.0,
            3.0,
            style::GOLD,
        );
    }
    // Rank pill and name.
    let mut nx = x + PAD;
    let name_h = c.name.height(1.2).max(36.0);
    let mid = y + 14.0 + name_h / 2.0;
    if let Some(rank) = e.rank {
        let text = (labels.rank)(rank);
        let w = cv.measure(&text, TEXT, Weight::Bold) + 20.0;
        let fill = if rank == 1 { style::GOLD } else { style::TRACK };
        cv.round_rect(nx, mid - 16.0, w, 32.0, 16.0, fill);
        let st = Style::label(TEXT, Weight::Bold, style::BASALT);
        cv.draw_mid(&text, nx + w / 2.0, mid, st, Align::Center);
        nx += w + 10.0;
    }
    let ink = if p.is_active() {
        style::BASALT
    } else {
        style::MUTED
    };
    let st = Style::label(NAME, Weight::Bold, ink);
    cv.draw_lines(
        &c.name,
        nx,
        mid - c.name.height(1.2) / 2.0,
        1.2,
        st,
        Align::Left,
    );
    // Total, big.
    let base = y + 14.0 + name_h + 8.0 + 44.0;
    let st = Style::label(TOTAL, Weight::Bold, style::BASALT);
    let tw = cv.draw(
        &e.breakdown.total.to_string(),
        x + PAD,
        base,
        st,
        Align::Left,
    );
    let sub = if p.is_active() {
        labels.points
    } else {
        labels.left_game
    };
    let st = Style::label(TEXT, Weight::Regular, style::MUTED);
    let room = CARD_W - 2.0 * PAD - tw - 10.0;
    cv.draw_fit(
        sub,
        x + PAD + tw + 10.0,
        base - TEXT * 0.4,
        room,
        floor,
        st,
        Align::Left,
    );
    // The board.
    let gy = base + 14.0 + 16.0;
    let g = GRID.at(x + (CARD_W - 5.0 * SQ) / 2.0, gy);
    board::draw_grid(cv, &g, game.layout(), false, false);
    board::draw_tiles(
        cv,
        &g,
        game.layout(),
        p,
        &BoardHighlights::default(),
        labels,
    );
    // The breakdown.
    let mut ly = gy + 5.0 * SQ + 22.0;
    let right = x + CARD_W - PAD;
    let text = Style::label(TEXT, Weight::Regular, style::BASALT);
    let muted = Style::label(TEXT, Weight::Regular, style::MUTED);
    let bold = Style::label(TEXT, Weight::Bold, style::BASALT);
    for (label, points, details) in &c.rows {
        let first = ly + label.size * LEADING / 2.0;
        cv.draw_mid(&points.to_string(), right, first, bold, Align::Right);
        ly += cv.draw_lines(label, x + PAD, ly, LEADING, text, Align::Left);
        if details.lines.iter().any(|l| !l.is_empty()) {
            ly += cv.draw_lines(
                details,
                x + PAD + DETAIL_INDENT,
                ly,
                LEADING,
                muted,
                Align::Left,
            );
        }
    }
    ly += 8.0;
    cv.line(x + PAD, ly, right, ly, 1.5, style::HAIRLINE);
    ly += 8.0;
    let big = bold.sized(TEXT + 2.0);
    let first = ly + c.total.size * LEADING / 2.0;
    cv.draw_mid(
        &e.breakdown.total.to_string(),
        right,
        first,
        big,
        Align::Right,
    );
    cv.draw_lines(&c.total, x + PAD, ly, LEADING, big, Align::Left);
}

/// The glyphs and tiles the final picture uses.
pub(crate) fn warm_up(a: &crate::assets::Assets) {
    let fonts = &a.fonts;
    a.warm_sprites(GRID.tile(), GRID.letter as u16, &[]);
    for (size, w) in [
        (NAME, Weight::Bold),
        (TOTAL, Weight::Bold),
        (TEXT, Weight::Regular),
        (TEXT, Weight::Bold),
        (TEXT + 2.0, Weight::Bold),
        (TITLE, Weight::Bold),
        (GRID.number, Weight::Bold),
    ] {
        fonts.warm(size, w);
    }
}
