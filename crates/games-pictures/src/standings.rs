//! The standings picture (issue 47): a league's table at any time, for any game. A title over
//! a header row and one row per player, best first: rank, name, points, games played, byes.
//! Rows are shaded one in two, the first three ranks sit on a gold, silver or bronze disc
//! with their names in bold, and every number is right-aligned in its column. Every word
//! comes worded from the caller ([`StandingsSheet`]); this file only lays it out.

use super::encode::Content;
use super::paint::{Align, Canvas, Style};
use super::style::{self, Rgba};
use super::text::{Fitted, Fonts, Weight};
use super::{Picture, Renderer};

/// Width of the standings picture, as the other wide pictures.
const W: f32 = 720.0;
const PAD: f32 = 20.0;
/// Room left and right of a cell's text.
const CELL: f32 = 12.0;
const TITLE: f32 = 34.0;
const HEAD: f32 = 19.0;
const TEXT: f32 = 20.0;
const LEADING: f32 = 1.2;
const ROW_H: f32 = 40.0;
/// The narrowest rank column and the narrowest other number column; each grows with its
/// widest number or heading word up to the widest (ten digits, at the floor); the name
/// takes the rest.
const RANK_MIN: f32 = 64.0;
const NUM_MIN: f32 = 84.0;
const NUM_MAX: f32 = 144.0;
const MEDAL_R: f32 = 14.0;
/// Rows drawn at most; more players end the table with a row "…".
const MAX_ROWS: usize = 60;
/// Tables of more rows are encoded as busy pictures (see [`Renderer::standings`]).
const BUSY_ROWS: usize = 40;

/// A league's standings as [`Renderer::standings`] draws them, every word already worded.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsSheet {
    /// The heading, e.g. "League #3: standings after round 2 of 3" (already worded).
    pub title: String,
    /// Column headings, already worded: rank, player, points, games played, byes.
    pub heads: [String; 5],
    /// Best first.
    pub rows: Vec<StandingsLine>,
}

/// One player's line of the standings.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct StandingsLine {
    pub rank: u32,
    pub name: String,
    pub points: u32,
    pub played: u32,
    pub byes: u32,
}

/// The disc behind ranks 1, 2 and 3.
fn medal(rank: u32) -> Option<Rgba> {
    match rank {
        1 => Some(style::GOLD),
        2 => Some(style::SILVER),
        3 => Some(style::BRONZE),
        _ => None,
    }
}

/// The numbers of a line, in column order (rank, points, played, byes).
fn numbers(l: &StandingsLine) -> [u32; 4] {
    [l.rank, l.points, l.played, l.byes]
}

/// A column: its left edge and width.
#[derive(Copy, Clone)]
struct Col {
    x: f32,
    w: f32,
}

impl Col {
    fn right(self) -> f32 {
        self.x + self.w - CELL
    }
    fn inner(self) -> f32 {
        self.w - 2.0 * CELL
    }
}

/// The picture laid out: every text fitted, every height known.
struct Layout {
    title: Fitted,
    cols: [Col; 5],
    heads: Vec<Fitted>,
    head_h: f32,
    /// The rows drawn (at most [`MAX_ROWS`]): each name fitted, and the row's height.
    names: Vec<(Fitted, f32)>,
    more: bool,
    height: f32,
}

fn layout(fonts: &Fonts, sheet: &StandingsSheet) -> Layout {
    let floor = style::label_floor(W as u32);
    let shown = &sheet.rows[..sheet.rows.len().min(MAX_ROWS)];
    // A number column is as wide as its widest number (bold, the widest weight) or heading
    // word, within its bounds; the name column takes what is left.
    let width = |k: usize, min: f32| {
        let widest = shown
            .iter()
            .map(|l| fonts.measure(&numbers(l)[k].to_string(), TEXT, Weight::Bold))
            .fold(0.0, f32::max);
        let head = &sheet.heads[if k == 0 { 0 } else { k + 1 }];
        let word = head
            .split_whitespace()
            .map(|w| fonts.measure(w, HEAD, Weight::Bold))
            .fold(0.0, f32::max);
        // A pixel to spare: a word exactly as wide as the room may round over it.
        (widest.max(word) + 2.0 * CELL + 1.0)
            .ceil()
            .clamp(min, NUM_MAX)
    };
    let rank_w = width(0, RANK_MIN);
    let num_w = [width(1, NUM_MIN), width(2, NUM_MIN), width(3, NUM_MIN)];
    let name_w = W - 2.0 * PAD - rank_w - num_w.iter().sum::<f32>();
    let mut cols = [Col { x: PAD, w: rank_w }; 5];
    cols[1] = Col {
        x: PAD + rank_w,
        w: name_w,
    };
    let mut x = cols[1].x + name_w;
    for (c, w) in cols[2..].iter_mut().zip(num_w) {
        *c = Col { x, w };
        x += w;
    }
    let title = fonts.fit(&sheet.title, Weight::Bold, W - 2.0 * PAD, 2, TITLE, floor);
    // Headings wrap onto two lines before they shrink; the header row grows to hold them.
    let heads: Vec<Fitted> = sheet
        .heads
        .iter()
        .zip(cols)
        .map(|(h, c)| fonts.fit(h, Weight::Bold, c.inner(), 2, HEAD, floor))
        .collect();
    let head_h = heads
        .iter()
        .map(|h| h.height(LEADING) + 14.0)
        .fold(ROW_H, f32::max);
    // A name shrinks to the floor, then wraps (never cut): its row grows.
    let names: Vec<(Fitted, f32)> = shown
        .iter()
        .map(|l| {
            let w = if medal(l.rank).is_some() {
                Weight::Bold
            } else {
                Weight::Regular
            };
            let f = fonts.fit(&l.name, w, cols[1].inner(), 1, TEXT, floor);
            let h = (f.height(LEADING) + 14.0).max(ROW_H);
            (f, h)
        })
        .collect();
    let more = sheet.rows.len() > MAX_ROWS;
    let height = 22.0
        + title.height(LEADING)
        + 12.0
        + head_h
        + 6.0
        + names.iter().map(|n| n.1).sum::<f32>()
        + if more { ROW_H } else { 0.0 }
        + 20.0;
    Layout {
        title,
        cols,
        heads,
        head_h,
        names,
        more,
        height,
    }
}

fn draw(cv: &mut Canvas<'_>, sheet: &StandingsSheet, l: &Layout) {
    let floor = style::label_floor(cv.width());
    let mut y = 22.0;
    let st = Style::label(TITLE, Weight::Bold, style::BASALT);
    y += cv.draw_lines(&l.title, PAD, y, LEADING, st, Align::Left) + 12.0;
    // The header row: the name's heading on the left, the numbers' on the right, as their
    // columns.
    let head = Style::label(HEAD, Weight::Bold, style::MUTED);
    for (k, (h, c)) in l.heads.iter().zip(l.cols).enumerate() {
        let top = y + (l.head_h - h.height(LEADING)) / 2.0;
        let (x, align) = if k == 1 {
            (c.x + CELL, Align::Left)
        } else {
            (c.right(), Align::Right)
        };
        cv.draw_lines(h, x, top, LEADING, head, align);
    }
    y += l.head_h;
    cv.line(PAD, y, W - PAD, y, 1.5, style::HAIRLINE);
    y += 6.0;
    for (i, (line, (name, h))) in sheet.rows.iter().zip(&l.names).enumerate() {
        let h = *h;
        if i % 2 == 0 {
            cv.round_rect(PAD, y, W - 2.0 * PAD, h, 8.0, style::PANEL);
        }
        let cy = y + h / 2.0;
        let weight = if medal(line.rank).is_some() {
            Weight::Bold
        } else {
            Weight::Regular
        };
        let [rank, points, played, byes] = numbers(line).map(|n| n.to_string());
        let c = l.cols[0];
        if let Some(disc) = medal(line.rank) {
            let tw = cv.measure(&rank, TEXT, Weight::Bold);
            cv.circle(c.right() - tw / 2.0, cy, MEDAL_R, disc);
        }
        let bold = Style::label(TEXT, Weight::Bold, style::BASALT);
        cv.draw_fit(&rank, c.right(), cy, c.inner(), floor, bold, Align::Right);
        let st = Style::label(TEXT, weight, style::BASALT);
        let top = y + (h - name.height(LEADING)) / 2.0;
        let nx = l.cols[1].x + CELL;
        cv.draw_lines(name, nx, top, LEADING, st, Align::Left);
        let plain = Style::label(TEXT, Weight::Regular, style::BASALT);
        for (text, c, st) in [
            (points, l.cols[2], bold),
            (played, l.cols[3], plain),
            (byes, l.cols[4], plain),
        ] {
            cv.draw_fit(&text, c.right(), cy, c.inner(), floor, st, Align::Right);
        }
        y += h;
    }
    if l.more {
        if l.names.len().is_multiple_of(2) {
            cv.round_rect(PAD, y, W - 2.0 * PAD, ROW_H, 8.0, style::PANEL);
        }
        let st = Style::label(TEXT, Weight::Bold, style::MUTED);
        let x = l.cols[1].x + CELL;
        cv.draw_mid("…", x, y + ROW_H / 2.0, st, Align::Left);
    }
}

impl Renderer {
    /// The standings of a league (issue 47), 720 px wide, as tall as its rows: the title,
    /// a header row, one row per player as `sheet` orders them. Names in any script shrink
    /// to the legibility floor, then wrap (their row grows); nothing is cut. At most 60 rows
    /// are drawn: with more players the table ends with a row "…" (the text standings list
    /// everyone).
    pub fn standings(&self, sheet: &StandingsSheet) -> Picture {
        let l = layout(&self.assets.fonts, sheet);
        let mut cv = self.page(W as u32, l.height.ceil() as u32);
        draw(&mut cv, sheet, &l);
        // Past 40 rows of text the fast setting's PNG passes 240 KB and the flat ladder
        // encodes three times: zlib level 2 at once. Measured 2026-11-29, 60 rows of the
        // tests' names: 219 KB in 41 to 52 ms through the flat ladder, 238 KB in 14 ms so.
        if l.names.len() > BUSY_ROWS {
            Self::finish_as(cv, Content::Busy)
        } else {
            Self::finish(cv)
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::{encode_png, PHONE_LABEL};
    use std::sync::OnceLock;

    fn renderer() -> &'static Renderer {
        static R: OnceLock<Renderer> = OnceLock::new();
        R.get_or_init(Renderer::new)
    }

    fn sheet_of(names: &[String]) -> StandingsSheet {
        let n = names.len() as u32;
        StandingsSheet {
            title: "League #3: standings after round 2 of 3".into(),
            heads: ["Rank", "Player", "Points", "Games played", "Byes"].map(String::from),
            rows: names
                .iter()
                .enumerate()
                .map(|(i, name)| StandingsLine {
                    rank: i as u32 + 1,
                    name: name.clone(),
                    points: 3 * (n - i as u32),
                    played: 2,
                    byes: (i % 2) as u32,
                })
                .collect(),
        }
    }

    /// Names as a server's players have them, in several scripts.
    const NAMES: [&str; 9] = [
        "Ana",
        "Rui",
        "Inês",
        "Bartolomeu Dias",
        "王小明",
        "محمد علي",
        "Ana 😀🎲",
        "Gonçalo",
        "Зоя",
    ];

    fn sheet(n: usize) -> StandingsSheet {
        let names: Vec<String> = (0..n).map(|i| NAMES[i % 9].to_string()).collect();
        sheet_of(&names)
    }

    /// No text outside its box, none below the phone threshold.
    fn legible(p: &Picture) {
        assert!(p.overflows().is_empty(), "{:?}", p.overflows());
        assert!(p.min_text_px() >= style::label_floor(W as u32));
        assert!(p.phone_text_sizes().labels >= PHONE_LABEL);
    }

    #[test]
    fn nine_players_encode_to_a_real_png() {
        let p = renderer().standings(&sheet(9));
        legible(&p);
        assert_eq!(p.width(), 720);
        let png = encode_png(&p);
        let back = image::load_from_memory_with_format(&png, image::ImageFormat::Png).unwrap();
        assert_eq!((back.width(), back.height()), (p.width(), p.height()));
        assert_eq!(back.to_rgba8().as_raw(), p.rgba());
    }

    #[test]
    fn more_players_make_a_taller_picture_as_wide() {
        let (nine, twenty) = (
            renderer().standings(&sheet(9)),
            renderer().standings(&sheet(20)),
        );
        legible(&twenty);
        assert_eq!(twenty.width(), nine.width());
        assert_eq!(twenty.height() as f32 - nine.height() as f32, 11.0 * ROW_H);
    }

    #[test]
    fn long_names_in_any_script_wrap_inside_their_column() {
        let long = [
            "Александра Константиновна Преображенская-Воскресенская",
            "王小明张伟李娜刘洋陈静杨磊赵敏黄勇周杰吴芳徐强孙丽马超朱琳胡军郭涛",
            "محمد بن عبد الرحمن الأنصاري الخزرجي القرطبي الأندلسي",
            "👩‍👩‍👧🇵🇹👍🏽🎲🎯🏳️‍🌈😀🎉🚀🌟🍀🔥🎸🏆🧩🦊🐙🌈🍕🎈🧠🛹🎻🥁🪁🧭🗺️⛵",
        ]
        .map(String::from);
        let p = renderer().standings(&sheet_of(&long));
        legible(&p);
        // Wrapped, not cut: the rows grew.
        let short = renderer().standings(&sheet(4));
        assert!(p.height() > short.height(), "{} rows", p.height());
        // Long words everywhere else too, and the largest numbers.
        let mut s = sheet_of(&long);
        s.title = "Superlongleaguenamewithoutanyspaces ".repeat(5);
        s.heads = [
            "Rangplatzierung",
            "Spielerinnen",
            "Gesamtpunktzahl",
            "Gespielte",
            "Freilose",
        ]
        .map(|h| h.repeat(2));
        for l in &mut s.rows {
            (l.rank, l.points, l.played, l.byes) = (u32::MAX, u32::MAX, u32::MAX, u32::MAX);
        }
        legible(&renderer().standings(&s));
    }

    #[test]
    fn the_picture_depends_on_its_data() {
        let a = sheet(9);
        let pa = renderer().standings(&a);
        let mut b = a.clone();
        b.rows.swap(3, 4);
        (b.rows[3].rank, b.rows[4].rank) = (4, 5);
        let pb = renderer().standings(&b);
        assert_eq!((pa.width(), pa.height()), (pb.width(), pb.height()));
        assert_ne!(pa.rgba(), pb.rgba());
        let mut c = a.clone();
        c.rows[8].byes += 1;
        assert_ne!(pa.rgba(), renderer().standings(&c).rgba());
        assert_eq!(pa.rgba(), renderer().standings(&a).rgba());
    }

    #[test]
    fn the_first_three_ranks_sit_on_medals() {
        let s = sheet(5);
        let p = renderer().standings(&s);
        let l = layout(&renderer().assets.fonts, &s);
        let mut y = 22.0 + l.title.height(LEADING) + 12.0 + l.head_h + 6.0;
        for (i, want) in [
            Some(style::GOLD),
            Some(style::SILVER),
            Some(style::BRONZE),
            None,
        ]
        .into_iter()
        .enumerate()
        {
            let h = l.names[i].1;
            let tw = renderer()
                .assets
                .fonts
                .measure(&(i + 1).to_string(), TEXT, Weight::Bold);
            // Left of the rank's figure, inside the disc.
            let x = l.cols[0].right() - tw / 2.0 - MEDAL_R + 3.0;
            let px = p.pixel(x as u32, (y + h / 2.0) as u32);
            let shade = if i % 2 == 0 {
                style::PANEL
            } else {
                style::PAGE
            };
            let want = want.unwrap_or(shade);
            assert_eq!(px, [want.0, want.1, want.2, 255], "rank {}", i + 1);
            y += h;
        }
    }

    #[test]
    fn headings_break_between_words_only() {
        let s = sheet(9);
        let l = layout(&renderer().assets.fonts, &s);
        for (fitted, head) in l.heads.iter().zip(&s.heads) {
            assert_eq!(&fitted.lines.join(" "), head);
        }
    }

    #[test]
    fn a_full_table_of_ordinary_names_stays_under_the_png_budget() {
        let p = renderer().standings(&sheet(MAX_ROWS));
        legible(&p);
        let png = encode_png(&p);
        assert!(png.len() < crate::PNG_BUDGET, "{} bytes", png.len());
    }

    #[test]
    fn more_than_sixty_rows_are_capped_with_a_last_row() {
        let sixty = renderer().standings(&sheet(MAX_ROWS));
        let more = renderer().standings(&sheet(MAX_ROWS + 1));
        let many = renderer().standings(&sheet(500));
        legible(&many);
        assert_eq!(more.height() as f32, sixty.height() as f32 + ROW_H);
        assert_eq!(many.height(), more.height());
        // The last row holds "…" in the name column: ink, not only its shading.
        let s = sheet(500);
        let x = layout(&renderer().assets.fonts, &s).cols[1].x + CELL;
        let bottom = many.height() - 20;
        let inked = (bottom - ROW_H as u32..bottom)
            .flat_map(|y| (x as u32..x as u32 + 30).map(move |x| (x, y)))
            .filter(|&(x, y)| many.pixel(x, y)[0] < style::PAGE.0 - 40)
            .count();
        assert!(inked > 3, "{inked} pixels of ink");
    }

    /// `cargo test -p games-pictures --lib standings_speed -- --ignored --nocapture`: the
    /// time to draw and encode 20 and 60 rows (the dev profile builds this crate at
    /// opt-level 3).
    #[test]
    #[ignore]
    fn standings_speed() {
        let r = Renderer::new();
        let s = sheet(20);
        let t = std::time::Instant::now();
        encode_png(&r.standings(&s));
        println!("first picture of a renderer: {:?}", t.elapsed());
        let n = 50;
        let t = std::time::Instant::now();
        let mut bytes = 0;
        for _ in 0..n {
            let p = r.standings(&s);
            assert!(p.overflows().is_empty());
            bytes = encode_png(&p).len();
        }
        let each = t.elapsed() / n;
        let t = std::time::Instant::now();
        for _ in 0..n {
            r.standings(&s).image();
        }
        let paint = t.elapsed() / n;
        println!(
            "20 rows: {each:?} drawn and encoded ({bytes} bytes), {paint:?} drawn and painted"
        );
        let full = sheet(MAX_ROWS);
        let t = std::time::Instant::now();
        let bytes = encode_png(&r.standings(&full)).len();
        println!(
            "60 rows: {:?} drawn and encoded ({bytes} bytes)",
            t.elapsed()
        );
    }
}
