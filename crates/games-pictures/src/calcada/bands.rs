//! The bands across the top of Calçada's table, turn and panel pictures: the caption (turn)
//! or the panel's line (preview, instruction; the kit's `bands.rs`), the status (round, whose
//! turn, step) and the score strip (every player's points and bonus tiles). Each is laid out
//! first (lines fitted to the width, so the picture can grow to show them all) and drawn after.

use super::marks::BoardHighlights;
use super::pieces::SpriteKey;
use crate::bands::{titled, Band, PAD};
use crate::paint::{Align, Canvas, Style};
use crate::style;
use crate::text::{Fitted, Fonts, Weight};
use calcada_rules::{Game, Step, Symbol};
use games_messages::{pictures::Labels, Lang};

const STATUS_TITLE: f32 = 25.0;
const STATUS: f32 = 20.0;
const NAME: f32 = 20.0;
const LINE: f32 = 19.0;
const STRIP_GAP: f32 = 8.0;

/// The panel's top band: a preview's points and what they are made of, the instruction
/// after a declaration, or the panel's title.
pub(crate) fn panel_band(fonts: &Fonts, h: &BoardHighlights, labels: &Labels, width: u32) -> Band {
    let (title, body) = match h.preview {
        Some(p) => {
            let title = (labels.preview)(&(labels.preview_points)(p.points.total()));
            let mut parts = vec![match p.points.district {
                Some((d, tiles, m, _)) => (labels.preview_district)(d, tiles, m),
                None => labels.preview_no_district.to_string(),
            }];
            if p.points.stone_off > 0 {
                parts.push((labels.preview_stone_off)(p.points.stone_off));
            }
            if p.points.bonus_tiles > 0 {
                parts.push((labels.preview_bonus)(p.points.bonus_tiles));
            }
            (Some(title), parts.join(labels.list_separator))
        }
        None if h.allowed != 0 => (None, labels.panel_choose.to_string()),
        None => (None, labels.panel_title.to_string()),
    };
    titled(fonts, title.as_deref(), &body, width)
}

/// The status: "Round 3" (and "Last round"), then whose turn and the step.
pub(crate) struct Status {
    round: String,
    line: Fitted,
    pub height: f32,
}

fn last_round_w(fonts: &Fonts, labels: &Labels) -> f32 {
    fonts.measure(labels.last_round, LINE, Weight::Bold) + 28.0
}

pub(crate) fn status(
    fonts: &Fonts,
    game: &Game,
    labels: &Labels,
    lang: Lang,
    width: u32,
) -> Status {
    let round = (labels.round)(game.round());
    let text = if game.is_over() {
        labels.game_over.to_string()
    } else {
        let who = (labels.turn_of)(game.player(game.current()).name());
        let step = match game.step() {
            Step::Declare => labels.step_declare.to_string(),
            Step::Place { colour, number } => (labels.step_place)(lang.colour(colour), number),
        };
        format!("{who} · {step}")
    };
    let max = width as f32 - 2.0 * PAD - 40.0;
    let line = fonts.fit(
        &text,
        Weight::Regular,
        max,
        2,
        STATUS,
        style::label_floor(width),
    );
    let height = 16.0 + STATUS_TITLE * 1.2 + line.height(1.3) + 10.0;
    Status {
        round,
        line,
        height,
    }
}

pub(crate) fn draw_status(cv: &mut Canvas<'_>, s: &Status, game: &Game, labels: &Labels, top: f32) {
    let w = cv.width() as f32;
    let floor = style::label_floor(cv.width());
    let cy = top + 16.0 + STATUS_TITLE * 0.6;
    let pill = if game.end_triggered() && !game.is_over() {
        last_round_w(cv.kit.fonts, labels)
    } else {
        0.0
    };
    let title = Style::label(STATUS_TITLE, Weight::Bold, style::BASALT);
    let room = w - 2.0 * PAD - pill - 12.0;
    cv.draw_fit(&s.round, PAD, cy, room, floor, title, Align::Left);
    if pill > 0.0 {
        let x = w - PAD - pill;
        cv.round_rect(x, cy - 16.0, pill, 32.0, 16.0, style::GOLD);
        let st = Style::label(LINE, Weight::Bold, style::BASALT);
        cv.draw_mid(labels.last_round, x + pill / 2.0, cy, st, Align::Center);
    }
    let y = top + 16.0 + STATUS_TITLE * 1.2;
    // The declared colour's stone before the step, for colour-blind readers too.
    let first = y + STATUS * 1.3 / 2.0;
    match game.step() {
        Step::Place { colour, .. } if !game.is_over() => {
            let r = super::carousel::STONE_R as f32 + 1.0;
            let key = SpriteKey::Stone(colour, super::carousel::STONE_R);
            cv.sprite_of(key, (PAD + 2.0) as i32, (first - r) as i32);
        }
        _ => cv.circle(PAD + 14.0, first, 4.0, style::MUTED),
    }
    let st = Style::label(STATUS, Weight::Regular, style::BASALT);
    cv.draw_lines(&s.line, PAD + 40.0, y, 1.3, st, Align::Left);
}

/// The score strip: one cell per player with the name, bonus tiles and points.
pub(crate) struct Strip {
    names: Vec<Fitted>,
    /// Each seat's time left on the turn clock, under its name (none without a clock).
    clock: Vec<Option<Fitted>>,
    cell_w: f32,
    /// Points and bonus tiles on two lines (long words), not side by side.
    stacked: bool,
    /// The seat framed as the one to move: in a preview the viewer (the game drawn is already
    /// past their placement, but the turn is not played), else the game's current seat.
    current: Option<usize>,
    pub height: f32,
}

fn shown_points(game: &Game, seat: usize) -> u32 {
    if game.is_over() {
        game.score_breakdown(seat).total
    } else {
        game.player(seat).score()
    }
}

/// Width of the bonus disc and the gap after it.
const DISC: f32 = 28.0;

fn cell_width(n: usize, width: u32) -> f32 {
    (width as f32 - 2.0 * PAD - (n as f32 - 1.0) * STRIP_GAP) / n as f32
}

/// The name shown in a cell: "Ana (you)" for the panel's viewer.
fn shown_name(game: &Game, seat: usize, you: Option<usize>, labels: &Labels) -> String {
    let name = game.player(seat).name();
    if you == Some(seat) {
        (labels.you)(name)
    } else {
        name.to_string()
    }
}

pub(crate) fn strip(
    fonts: &Fonts,
    game: &Game,
    you: Option<usize>,
    preview: bool,
    labels: &Labels,
    width: u32,
    clock: &[String],
) -> Strip {
    let n = game.players().len();
    let cell_w = cell_width(n, width);
    let floor = style::label_floor(width);
    let names: Vec<Fitted> = (0..n)
        .map(|s| {
            let mut name = shown_name(game, s, you, labels);
            if !game.player(s).is_active() {
                name = format!("{name}{}{}", labels.list_separator, labels.left_game);
            }
            fonts.fit(&name, Weight::Bold, cell_w - 20.0, 2, NAME, floor)
        })
        .collect();
    let clock: Vec<Option<Fitted>> = (0..n)
        .map(|s| {
            let text = clock.get(s).filter(|t| !t.is_empty())?;
            Some(fonts.fit(text, Weight::Regular, cell_w - 20.0, 2, LINE, floor))
        })
        .collect();
    let clock_h = clock
        .iter()
        .flatten()
        .map(|f| f.height(1.2) + 2.0)
        .fold(0.0, f32::max);
    let lines = names.iter().map(|f| f.height(1.2)).fold(0.0, f32::max) + clock_h;
    let stacked = (0..n).any(|s| {
        let pts = (labels.strip_points)(shown_points(game, s));
        let pts_w = fonts.measure(&pts, LINE, Weight::Bold);
        let count = game.player(s).bonus_tiles().to_string();
        let bonus_w = DISC + fonts.measure(&count, LINE, Weight::Regular);
        pts_w + bonus_w + 8.0 > cell_w - 20.0
    });
    let bottom = if stacked { 2.0 } else { 1.0 } * LINE * 1.4;
    let current = match you {
        Some(seat) if preview => Some(seat),
        _ => (!game.is_over()).then(|| game.current()),
    };
    Strip {
        names,
        clock,
        cell_w,
        stacked,
        current,
        height: lines + bottom + 26.0 + 12.0,
    }
}

pub(crate) fn draw_strip(cv: &mut Canvas<'_>, s: &Strip, game: &Game, labels: &Labels, top: f32) {
    let floor = style::label_floor(cv.width());
    let h = s.height - 12.0;
    for (seat, name) in s.names.iter().enumerate() {
        let p = game.player(seat);
        let x = PAD + seat as f32 * (s.cell_w + STRIP_GAP);
        let current = s.current == Some(seat);
        cv.round_rect(x, top, s.cell_w, h, 10.0, style::PANEL);
        if current {
            cv.stroke_round_rect(
                x + 1.5,
                top + 1.5,
                s.cell_w - 3.0,
                h - 3.0,
                9.0,
                3.0,
                style::GOLD,
            );
        }
        let ink = if p.is_active() {
            style::BASALT
        } else {
            style::MUTED
        };
        let st = Style::label(NAME, Weight::Bold, ink);
        let name_h = cv.draw_lines(name, x + 10.0, top + 8.0, 1.2, st, Align::Left);
        if let Some(left) = &s.clock[seat] {
            let st = Style::label(LINE, Weight::Regular, style::MUTED);
            cv.draw_lines(left, x + 10.0, top + 10.0 + name_h, 1.2, st, Align::Left);
        }
        let cy = top + h - 10.0 - LINE * 0.7;
        let pts = (labels.strip_points)(shown_points(game, seat));
        let bold = Style::label(LINE, Weight::Bold, style::BASALT);
        let inner = s.cell_w - 20.0;
        let (pts_y, pts_x, align) = if s.stacked {
            (cy - LINE * 1.4, x + 10.0, Align::Left)
        } else {
            (cy, x + s.cell_w - 10.0, Align::Right)
        };
        let pts_w = cv.draw_fit(&pts, pts_x, pts_y, inner, floor, bold, align);
        let room = if s.stacked {
            inner
        } else {
            inner - pts_w - 8.0
        };
        if p.is_active() {
            let r = 11.0;
            cv.circle(x + 10.0 + r, cy, r, style::BASALT);
            let icon = 18;
            cv.icon(
                Symbol::Bonus,
                icon,
                (x + 10.0 + r - 9.0) as i32,
                (cy - 9.0) as i32,
                style::PANEL,
            );
            let st = Style::label(LINE, Weight::Regular, style::BASALT);
            let n = p.bonus_tiles().to_string();
            cv.draw_fit(&n, x + 10.0 + DISC, cy, room - DISC, floor, st, Align::Left);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::Settings;
    use games_messages::{pictures::Labels, Lang};

    #[test]
    fn a_preview_frames_the_viewer_not_the_seat_after_them() {
        let fonts = Fonts::load();
        let game = Game::new(Settings::new(["Ana", "Rui", "Eva"], "A"), 7).unwrap();
        let to_move = game.current();
        let viewer = (to_move + 1) % 3;
        let plain = strip(
            &fonts,
            &game,
            Some(viewer),
            false,
            Labels::of(Lang::En),
            720,
            &[],
        );
        assert_eq!(plain.current, Some(to_move));
        let preview = strip(
            &fonts,
            &game,
            Some(viewer),
            true,
            Labels::of(Lang::En),
            720,
            &[],
        );
        assert_eq!(preview.current, Some(viewer));
    }
}
