//! The words printed in pictures (`calcada::render`), by the `render` command and by
//! `calcada-bench render`.
//!
//! A language is one [`Labels`] value, built once from the language's Fluent file (the
//! `pic-*` messages): fixed words as `&'static str`, words with numbers or names as
//! functions. The renderer holds no user-visible literal; it asks
//! [`crate::Lang::pictures`] for the labels of the players' language.

use crate::{say, Lang, Msg};
use std::sync::OnceLock;

/// A function of a label (boxed: it words its arguments in the label's language).
type Word<F> = Box<F>;

/// Everything a picture says, in one language.
// One boxed function per label with arguments, each its own signature.
#[allow(clippy::type_complexity)]
pub struct Labels {
    /// Under a player's score.
    pub points: &'static str,
    /// A player's bonus tiles: "3 bonus tiles".
    pub bonus_tiles: Word<dyn Fn(u32) -> String + Send + Sync>,
    /// "Round 3".
    pub round: Word<dyn Fn(u32) -> String + Send + Sync>,
    /// "Ana's turn".
    pub turn_of: Word<dyn Fn(&str) -> String + Send + Sync>,
    /// The step before a declaration.
    pub step_declare: &'static str,
    /// The step after declaring `colour` (already worded) with `number`.
    pub step_place: Word<dyn Fn(&str, u8) -> String + Send + Sync>,
    /// Shown once the end is triggered.
    pub last_round: &'static str,
    /// A colour whose stone has left the scoreboard.
    pub closed: &'static str,
    /// The scoreboard row of the stones that left it.
    pub off_row: &'static str,
    /// Tiles left in a colour's face-down stack.
    pub stack: Word<dyn Fn(usize) -> String + Send + Sync>,
    /// A scoreboard row: "×4".
    pub multiplier: Word<dyn Fn(u8) -> String + Send + Sync>,
    /// Heading of the carousel.
    pub gameboard: &'static str,
    /// Heading of the scoreboard and displays.
    pub scoreboard: &'static str,
    /// Points of a district just completed, on the board: "+12".
    pub gained: Word<dyn Fn(u32) -> String + Send + Sync>,
    /// A district completed during play, in a board's footer: "c 12".
    pub district_chip: Word<dyn Fn(char, u32) -> String + Send + Sync>,
    /// Heading of the footer listing completed districts.
    pub districts_done: &'static str,
    /// Under a departed player's name.
    pub left_game: &'static str,
    /// Title of the final picture.
    pub game_over: &'static str,
    /// A rank: "1st".
    pub rank: Word<dyn Fn(usize) -> String + Send + Sync>,
    /// Score breakdown lines of the final picture.
    pub districts: &'static str,
    pub off_board: &'static str,
    pub motif_groups: &'static str,
    pub incomplete: &'static str,
    pub bonus_pairs: &'static str,
    pub total: &'static str,
    /// One completed district in a breakdown: "c 3×4".
    pub district_detail: Word<dyn Fn(char, u32, u8) -> String + Send + Sync>,
    /// One motif group in a breakdown: "Star ×3".
    pub group_detail: Word<dyn Fn(&str, usize) -> String + Send + Sync>,
    /// The incomplete districts in a breakdown: "a 2".
    pub incomplete_detail: Word<dyn Fn(char, u32) -> String + Send + Sync>,
    /// Bonus tiles held in a breakdown: "5 tiles".
    pub bonus_detail: Word<dyn Fn(u32) -> String + Send + Sync>,
    /// Between the items of a list on one line (breakdown details).
    pub list_separator: &'static str,
    /// The viewer's own name on their private panel: "Ana (you)".
    pub you: Word<dyn Fn(&str) -> String + Send + Sync>,
    /// A player's points in the score strip: "42 pts".
    pub strip_points: Word<dyn Fn(u32) -> String + Send + Sync>,
    /// Stones of one colour on a crowded carousel space: letter and count, "R×3".
    pub stone_count: Word<dyn Fn(char, u8) -> String + Send + Sync>,
    /// Top line of the private panel when nothing is previewed.
    pub panel_title: &'static str,
    /// Top line of the private panel after a declaration.
    pub panel_choose: &'static str,
    /// Marks a placement shown before it is made, with what it scores (worded by
    /// `preview_points`): "Preview: +12 points".
    pub preview: Word<dyn Fn(&str) -> String + Send + Sync>,
    /// What a previewed placement scores: "+12 points".
    pub preview_points: Word<dyn Fn(u32) -> String + Send + Sync>,
    /// The district it completes: "completes c: 3 tiles × 4".
    pub preview_district: Word<dyn Fn(char, u32, u8) -> String + Send + Sync>,
    /// Points for the stone leaving the scoreboard: "+2 for the stone leaving the scoreboard".
    pub preview_stone_off: Word<dyn Fn(u32) -> String + Send + Sync>,
    /// Bonus tiles it gives: "+2 bonus tiles".
    pub preview_bonus: Word<dyn Fn(u32) -> String + Send + Sync>,
    /// A previewed placement that completes no district.
    pub preview_no_district: &'static str,
}

fn fixed(lang: Lang, msg: Msg) -> &'static str {
    // Worded once per language and kept for the life of the process (a few dozen words).
    Box::leak(say(lang, &msg).into_boxed_str())
}

impl Labels {
    /// The labels of `lang`, worded from its Fluent file.
    fn build(lang: Lang) -> Labels {
        let s = move |m: Msg| say(lang, &m);
        Labels {
            points: fixed(lang, Msg::PicPoints),
            bonus_tiles: Box::new(move |count| s(Msg::PicBonusTiles { count })),
            round: Box::new(move |round| s(Msg::PicRound { round })),
            turn_of: Box::new(move |name| {
                s(Msg::PicTurnOf {
                    name: name.to_string(),
                })
            }),
            step_declare: fixed(lang, Msg::PicStepDeclare),
            step_place: Box::new(move |colour, number| {
                s(Msg::PicStepPlace {
                    colour: colour.to_string(),
                    number: number.min(6),
                })
            }),
            last_round: fixed(lang, Msg::PicLastRound),
            closed: fixed(lang, Msg::PicClosed),
            off_row: fixed(lang, Msg::PicOffRow),
            stack: Box::new(move |count| s(Msg::PicStack { count })),
            multiplier: Box::new(move |multiplier| s(Msg::PicMultiplier { multiplier })),
            gameboard: fixed(lang, Msg::PicGameboard),
            scoreboard: fixed(lang, Msg::PicScoreboard),
            gained: Box::new(move |points| s(Msg::PicGained { points })),
            district_chip: Box::new(move |d, points| {
                s(Msg::PicDistrictChip {
                    district: d.to_string(),
                    points,
                })
            }),
            districts_done: fixed(lang, Msg::PicDistrictsDone),
            left_game: fixed(lang, Msg::PicLeftGame),
            game_over: fixed(lang, Msg::PicGameOver),
            rank: Box::new(move |rank| s(Msg::PicRank { rank })),
            districts: fixed(lang, Msg::PicDistricts),
            off_board: fixed(lang, Msg::PicOffBoard),
            motif_groups: fixed(lang, Msg::PicMotifGroups),
            incomplete: fixed(lang, Msg::PicIncomplete),
            bonus_pairs: fixed(lang, Msg::PicBonusPairs),
            total: fixed(lang, Msg::PicTotal),
            district_detail: Box::new(move |d, tiles, multiplier| {
                s(Msg::PicDistrictDetail {
                    district: d.to_string(),
                    tiles,
                    multiplier,
                })
            }),
            group_detail: Box::new(move |motif, size| {
                s(Msg::PicGroupDetail {
                    motif: motif.to_string(),
                    size,
                })
            }),
            incomplete_detail: Box::new(move |d, tiles| {
                s(Msg::PicIncompleteDetail {
                    district: d.to_string(),
                    tiles,
                })
            }),
            bonus_detail: Box::new(move |count| s(Msg::PicBonusDetail { count })),
            list_separator: fixed(lang, Msg::PicListSeparator),
            you: Box::new(move |name| {
                s(Msg::PicYou {
                    name: name.to_string(),
                })
            }),
            strip_points: Box::new(move |points| s(Msg::PicStripPoints { points })),
            stone_count: Box::new(move |letter, count| {
                s(Msg::PicStoneCount {
                    letter: letter.to_string(),
                    count,
                })
            }),
            panel_title: fixed(lang, Msg::PicPanelTitle),
            panel_choose: fixed(lang, Msg::PicPanelChoose),
            preview: Box::new(move |points| {
                s(Msg::PicPreview {
                    points: points.to_string(),
                })
            }),
            preview_points: Box::new(move |points| s(Msg::PicPreviewPoints { points })),
            preview_district: Box::new(move |d, tiles, multiplier| {
                s(Msg::PicPreviewDistrict {
                    district: d.to_string(),
                    tiles,
                    multiplier,
                })
            }),
            preview_stone_off: Box::new(move |points| s(Msg::PicPreviewStoneOff { points })),
            preview_bonus: Box::new(move |count| s(Msg::PicPreviewBonus { count })),
            preview_no_district: fixed(lang, Msg::PicPreviewNoDistrict),
        }
    }

    /// The labels of `lang`, built on first use.
    pub fn of(lang: Lang) -> &'static Labels {
        static ALL: OnceLock<Vec<Labels>> = OnceLock::new();
        let all = ALL.get_or_init(|| Lang::ALL.iter().map(|&l| Labels::build(l)).collect());
        &all[Lang::ALL.iter().position(|&l| l == lang).expect("listed")]
    }
}

/// The caption of a turn picture: the action's events worded by `lang`, joined by middle
/// dots. The start of the next turn and display refills are left out (the table shows them).
pub fn caption(
    lang: Lang,
    events: &[calcada_rules::Event],
    name: &dyn Fn(usize) -> String,
) -> String {
    use calcada_rules::Event;
    let parts: Vec<String> = events
        .iter()
        .filter(|e| !matches!(e, Event::TurnStarted { .. } | Event::DisplayRefilled { .. }))
        .map(|e| lang.event(e, name))
        .collect();
    parts.join(" · ")
}

// ----- `calcada-bench render` (English, like the other benchmarks' reports) -----

/// Header of `calcada-bench render`.
pub fn bench_header(iterations: usize, actions: usize) -> String {
    format!(
        "Rendering benchmark: {iterations} iterations per picture, one core, a seeded 4-player bot game after {actions} actions\n\
         floor: the same pixels through the fastest encoding we have (our deflate after the Paeth filter, fdeflate after the Up or Sub filter, or zlib level 1 or 2) whose PNG fits the 250 KB budget;\n\
         any size: the fastest even over the budget; ratio: (draw + png) / floor; medians\n\
         {:<8} {:>9} {:>10} {:>10} {:>10} {:>10} {:>10} {:>10} {:>6} {:>8}",
        "picture", "size", "draw", "draw p95", "png", "png p95", "floor", "any size", "ratio", "bytes"
    )
}

/// One line of `calcada-bench render`: times in milliseconds.
#[allow(clippy::too_many_arguments)]
pub fn bench_line(
    picture: &str,
    width: u32,
    height: u32,
    draw_median: f64,
    draw_p95: f64,
    png_median: f64,
    png_p95: f64,
    floor_median: f64,
    any_size_median: f64,
    bytes: usize,
) -> String {
    let ratio = (draw_median + png_median) / floor_median;
    format!(
        "{picture:<8} {:>9} {draw_median:>7.2} ms {draw_p95:>7.2} ms {png_median:>7.2} ms {png_p95:>7.2} ms {floor_median:>7.2} ms {any_size_median:>7.2} ms {ratio:>5.2}x {:>5} KB",
        format!("{width}x{height}"),
        bytes.div_ceil(1024)
    )
}

/// The picture kinds, as named by the CLI and the benchmark.
pub fn picture_name(kind: &str, seat: Option<usize>) -> String {
    match seat {
        Some(s) => format!("{kind}-{}", s + 1),
        None => kind.to_string(),
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn ranks_have_english_suffixes() {
        let en = Labels::of(Lang::En);
        let r: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22].map(&en.rank).to_vec();
        assert_eq!(
            r,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
        );
    }
}
