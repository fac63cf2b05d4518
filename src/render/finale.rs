//! The final picture: one card per player, in ranking order, each with the board and the
//! score broken down (districts, stones off the board, motif groups, incomplete districts,
//! bonus tile pairs, total).

use super::assets::Assets;
use super::board::{self, warm_text, Grid};
use super::paint::{Align, Canvas, Weight};
use super::style::{self, Rgba};
use super::BoardHighlights;
use crate::engine::{Game, ScoreBreakdown};
use crate::messages::{pictures::Labels, Lang};

const TITLE_H: f32 = 96.0;
const MARGIN: f32 = 20.0;
const CARD_W: f32 = 336.0;
const PAD: f32 = 18.0;
const GRID_Y: f32 = 128.0;
const SQ: f32 = 60.0;
const LIST_Y: f32 = GRID_Y + 5.0 * SQ + 34.0;
const ROW_H: f32 = 27.0;
const DETAIL_H: f32 = 23.0;

const TITLE: f32 = 34.0;
const REASON: f32 = 19.0;
const NAME: f32 = 24.0;
const TOTAL: f32 = 44.0;
const TEXT: f32 = 19.0;
const DETAIL: f32 = 19.0;
const TILE_LETTER: f32 = 19.0;
/// Detail lines under one breakdown line at most (the last one cut with an ellipsis): this
/// bounds the picture's height, hence the 2% rule for its smallest text.
const MAX_DETAIL_LINES: usize = 2;

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

/// Details joined by `sep` into at most [`MAX_DETAIL_LINES`] lines of `max` px.
fn detail_lines(
    measure: &dyn Fn(&str) -> f32,
    details: &[String],
    sep: &str,
    max: f32,
) -> Vec<String> {
    let mut out: Vec<String> = Vec::new();
    let mut line = String::new();
    for d in details {
        let candidate = if line.is_empty() {
            d.clone()
        } else {
            format!("{line}{sep}{d}")
        };
        if line.is_empty() || measure(&candidate) <= max {
            line = candidate;
        } else if out.len() + 1 == MAX_DETAIL_LINES {
            // No room for another line: end this one with an ellipsis.
            let more = format!("{line}{sep}…");
            line = if measure(&more) <= max {
                more
            } else {
                format!("{line}…")
            };
            break;
        } else {
            out.push(std::mem::replace(&mut line, d.clone()));
        }
    }
    if !line.is_empty() {
        out.push(line);
    }
    out
}

const DETAIL_W: f32 = CARD_W - 2.0 * PAD - 12.0;

fn list_height(a: &Assets, b: &ScoreBreakdown, labels: &Labels, lang: Lang) -> f32 {
    let measure = |s: &str| a.measure(s, DETAIL, Weight::Regular);
    let mut h = 0.0;
    for l in lines(b, labels, lang) {
        h += ROW_H
            + detail_lines(&measure, &l.details, labels.list_separator, DETAIL_W).len() as f32
                * DETAIL_H;
    }
    h + 14.0 + ROW_H + 6.0
}

/// Width, height and card height of the final picture of `game`.
pub(crate) fn size(a: &Assets, game: &Game, labels: &Labels, lang: Lang) -> (u32, u32, u32) {
    let list = entries(game)
        .iter()
        .map(|e| list_height(a, &e.breakdown, labels, lang))
        .fold(0.0, f32::max);
    let card_h = (LIST_Y + list + PAD).ceil();
    let n = game.players().len() as f32;
    let w = (n * CARD_W + (n + 1.0) * MARGIN).max(720.0);
    let h = TITLE_H + card_h + MARGIN;
    (w as u32, h as u32, card_h as u32)
}

fn card_x(cv: &Canvas<'_>, n: usize, i: usize) -> f32 {
    let used = n as f32 * CARD_W + (n as f32 - 1.0) * MARGIN;
    let left = (cv.width() as f32 - used) / 2.0;
    left + i as f32 * (CARD_W + MARGIN)
}

fn grid_at(x: f32) -> Grid {
    Grid {
        x: x + (CARD_W - 5.0 * SQ) / 2.0,
        y: TITLE_H + GRID_Y,
        sq: SQ,
        letter: TILE_LETTER,
    }
}

/// Cards and their empty grids (all players share the layout).
pub(crate) fn draw_static(cv: &mut Canvas<'_>, game: &Game, card_h: u32) {
    let n = game.players().len();
    for i in 0..n {
        let x = card_x(cv, n, i);
        cv.round_rect(
            x,
            TITLE_H + 3.0,
            CARD_W,
            card_h as f32,
            16.0,
            Rgba(40, 30, 20, 30),
        );
        cv.round_rect(x, TITLE_H, CARD_W, card_h as f32, 16.0, style::PANEL);
        board::draw_grid(cv, &grid_at(x), game.layout(), false);
    }
}

pub(crate) fn draw_dynamic(
    cv: &mut Canvas<'_>,
    game: &Game,
    card_h: u32,
    labels: &Labels,
    lang: Lang,
) {
    let title = if game.is_over() {
        labels.game_over.to_string()
    } else {
        (labels.round)(game.round())
    };
    cv.text(
        &title,
        MARGIN + 8.0,
        52.0,
        TITLE,
        Weight::Bold,
        style::BASALT,
        Align::Left,
    );
    if let Some(o) = game.outcome() {
        let reason = lang.end_reason(o.reason);
        let mut chars = reason.chars();
        let reason: String = chars
            .next()
            .map(|c| c.to_uppercase().chain(chars).collect())
            .unwrap_or_default();
        let max = cv.width() as f32 - 2.0 * MARGIN - 16.0;
        let reason = cv.fit(&reason, REASON, Weight::Regular, max);
        cv.text(
            &reason,
            MARGIN + 8.0,
            82.0,
            REASON,
            Weight::Regular,
            style::MUTED,
            Align::Left,
        );
    }
    let all = entries(game);
    let n = all.len();
    for (i, e) in all.iter().enumerate() {
        let x = card_x(cv, n, i);
        let y = TITLE_H;
        let p = game.player(e.seat);
        if e.rank == Some(1) {
            cv.stroke_round_rect(
                x + 1.5,
                y + 1.5,
                CARD_W - 3.0,
                card_h as f32 - 3.0,
                15.0,
                3.0,
                style::GOLD,
            );
        }
        // Rank pill and name.
        let mut nx = x + PAD;
        if let Some(rank) = e.rank {
            let text = (labels.rank)(rank);
            let w = cv.measure(&text, TEXT, Weight::Bold) + 20.0;
            let fill = if rank == 1 { style::GOLD } else { style::TRACK };
            cv.round_rect(nx, y + 18.0, w, 32.0, 16.0, fill);
            cv.text_mid(
                &text,
                nx + w / 2.0,
                y + 34.0,
                TEXT,
                Weight::Bold,
                style::BASALT,
                Align::Center,
            );
            nx += w + 10.0;
        }
        let name = cv.fit(p.name(), NAME, Weight::Bold, x + CARD_W - PAD - nx);
        let ink = if p.is_active() {
            style::BASALT
        } else {
            style::MUTED
        };
        cv.text_mid(&name, nx, y + 34.0, NAME, Weight::Bold, ink, Align::Left);
        // Total, big.
        let total = e.breakdown.total.to_string();
        let tw = cv.text(
            &total,
            x + PAD,
            y + 100.0,
            TOTAL,
            Weight::Bold,
            style::BASALT,
            Align::Left,
        );
        let sub = if p.is_active() {
            labels.points
        } else {
            labels.left_game
        };
        cv.text(
            sub,
            x + PAD + tw + 10.0,
            y + 100.0,
            TEXT,
            Weight::Regular,
            style::MUTED,
            Align::Left,
        );
        // The board.
        let g = grid_at(x);
        board::draw_tiles(
            cv,
            &g,
            game.layout(),
            p,
            &BoardHighlights::default(),
            labels,
        );
        // The breakdown.
        let mut ly = y + LIST_Y;
        let right = x + CARD_W - PAD;
        let assets = cv.assets;
        let measure = |s: &str| assets.measure(s, DETAIL, Weight::Regular);
        for l in lines(&e.breakdown, labels, lang) {
            cv.text(
                l.label,
                x + PAD,
                ly,
                TEXT,
                Weight::Regular,
                style::BASALT,
                Align::Left,
            );
            cv.text(
                &l.points.to_string(),
                right,
                ly,
                TEXT,
                Weight::Bold,
                style::BASALT,
                Align::Right,
            );
            for d in detail_lines(&measure, &l.details, labels.list_separator, DETAIL_W) {
                ly += DETAIL_H;
                cv.text(
                    &d,
                    x + PAD + 12.0,
                    ly,
                    DETAIL,
                    Weight::Regular,
                    style::MUTED,
                    Align::Left,
                );
            }
            ly += ROW_H;
        }
        ly -= ROW_H - 12.0;
        cv.line(x + PAD, ly, right, ly, 1.5, style::HAIRLINE);
        ly += ROW_H + 2.0;
        cv.text(
            labels.total,
            x + PAD,
            ly,
            TEXT + 2.0,
            Weight::Bold,
            style::BASALT,
            Align::Left,
        );
        cv.text(
            &e.breakdown.total.to_string(),
            right,
            ly,
            TEXT + 2.0,
            Weight::Bold,
            style::BASALT,
            Align::Right,
        );
    }
}

pub(crate) fn warm_up(a: &Assets) {
    use super::assets::SpriteKey;
    use crate::engine::{Colour, Symbol};
    let g = grid_at(0.0);
    for c in Colour::ALL {
        for s in Symbol::ALL {
            a.sprite(SpriteKey::Tile(c, s, g.tile(), g.letter as u16));
        }
    }
    for (size, w) in [
        (NAME, Weight::Bold),
        (TOTAL, Weight::Bold),
        (TEXT, Weight::Regular),
        (TEXT, Weight::Bold),
        (DETAIL, Weight::Regular),
    ] {
        warm_text(a, size, w);
    }
}
