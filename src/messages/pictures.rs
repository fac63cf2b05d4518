//! The words printed in pictures (`crate::render`) and by the `render` and `bench` commands.
//!
//! A language is one [`Labels`] value: fixed words as `&'static str`, words with numbers or
//! names as plain functions. The renderer holds no user-visible literal; it asks
//! [`crate::messages::Lang::pictures`] for the labels of the players' language.

/// Everything a picture says, in one language.
pub struct Labels {
    /// Under a player's score.
    pub points: &'static str,
    /// A player's bonus tiles: "3 bonus tiles".
    pub bonus_tiles: fn(u32) -> String,
    /// "Round 3".
    pub round: fn(u32) -> String,
    /// "Ana's turn".
    pub turn_of: fn(&str) -> String,
    /// The step before a declaration.
    pub step_declare: &'static str,
    /// The step after declaring `colour` (already worded) with `number`.
    pub step_place: fn(&str, u8) -> String,
    /// Shown once the end is triggered.
    pub last_round: &'static str,
    /// A colour whose stone has left the scoreboard.
    pub closed: &'static str,
    /// The scoreboard row of the stones that left it.
    pub off_row: &'static str,
    /// Tiles left in a colour's face-down stack.
    pub stack: fn(usize) -> String,
    /// A scoreboard row: "×4".
    pub multiplier: fn(u8) -> String,
    /// Heading of the carousel.
    pub gameboard: &'static str,
    /// Heading of the scoreboard and displays.
    pub scoreboard: &'static str,
    /// Points of a district just completed, on the board: "+12".
    pub gained: fn(u32) -> String,
    /// A district completed during play, in a board's footer: "c 12".
    pub district_chip: fn(char, u32) -> String,
    /// Heading of the footer listing completed districts.
    pub districts_done: &'static str,
    /// Under a departed player's name.
    pub left_game: &'static str,
    /// Title of the final picture.
    pub game_over: &'static str,
    /// A rank: "1st".
    pub rank: fn(usize) -> String,
    /// Score breakdown lines of the final picture.
    pub districts: &'static str,
    pub off_board: &'static str,
    pub motif_groups: &'static str,
    pub incomplete: &'static str,
    pub bonus_pairs: &'static str,
    pub total: &'static str,
    /// One completed district in a breakdown: "c 3×4".
    pub district_detail: fn(char, u32, u8) -> String,
    /// One motif group in a breakdown: "Star ×3".
    pub group_detail: fn(&str, usize) -> String,
    /// The incomplete districts in a breakdown: "a 2".
    pub incomplete_detail: fn(char, u32) -> String,
    /// Bonus tiles held in a breakdown: "5 tiles".
    pub bonus_detail: fn(u32) -> String,
    /// Between the items of a list on one line (breakdown details).
    pub list_separator: &'static str,
    /// The viewer's own name on their private panel: "Ana (you)".
    pub you: fn(&str) -> String,
    /// A player's points in the score strip: "42 pts".
    pub strip_points: fn(u32) -> String,
    /// Stones of one colour on a crowded carousel space: letter and count, "R×3".
    pub stone_count: fn(char, u8) -> String,
    /// Top line of the private panel when nothing is previewed.
    pub panel_title: &'static str,
    /// Top line of the private panel after a declaration.
    pub panel_choose: &'static str,
    /// Marks a placement shown before it is made.
    pub preview: &'static str,
    /// What a previewed placement scores: "+12 points".
    pub preview_points: fn(u32) -> String,
    /// The district it completes: "completes c: 3 tiles × 4".
    pub preview_district: fn(char, u32, u8) -> String,
    /// Points for the stone leaving the scoreboard: "+2 for the stone leaving the scoreboard".
    pub preview_stone_off: fn(u32) -> String,
    /// Bonus tiles it gives: "+2 bonus tiles".
    pub preview_bonus: fn(u32) -> String,
    /// A previewed placement that completes no district.
    pub preview_no_district: &'static str,
}

/// English labels.
pub static EN: Labels = Labels {
    points: "points",
    bonus_tiles: |n| match n {
        1 => "1 bonus tile".to_string(),
        n => format!("{n} bonus tiles"),
    },
    round: |n| format!("Round {n}"),
    turn_of: |name| format!("{name}'s turn"),
    step_declare: "declare a stone",
    step_place: |colour, n| {
        if n >= 6 {
            format!("place {colour} on any square")
        } else {
            format!("place {colour} on a {n}")
        }
    },
    last_round: "Last round",
    closed: "closed",
    off_row: "off",
    stack: |n| format!("{n} left"),
    multiplier: |m| format!("×{m}"),
    gameboard: "Gameboard",
    scoreboard: "Scoreboard",
    gained: |p| format!("+{p}"),
    district_chip: |d, p| format!("{d} {p}"),
    districts_done: "Districts",
    left_game: "left the game",
    game_over: "Game over",
    rank: |n| {
        let suffix = match (n % 10, n % 100) {
            (1, r) if r != 11 => "st",
            (2, r) if r != 12 => "nd",
            (3, r) if r != 13 => "rd",
            _ => "th",
        };
        format!("{n}{suffix}")
    },
    districts: "Districts",
    off_board: "Stones off the board",
    motif_groups: "Motif groups",
    incomplete: "Incomplete districts",
    bonus_pairs: "Bonus tile pairs",
    total: "Total",
    district_detail: |d, tiles, m| format!("{d} {tiles}×{m}"),
    group_detail: |motif, size| format!("{motif} {size}"),
    incomplete_detail: |d, tiles| format!("{d} {tiles}"),
    bonus_detail: |n| match n {
        1 => "1 tile".to_string(),
        n => format!("{n} tiles"),
    },
    list_separator: " · ",
    you: |name| format!("{name} (you)"),
    strip_points: |p| format!("{p} pts"),
    stone_count: |letter, n| format!("{letter}×{n}"),
    panel_title: "Your board and the table",
    panel_choose: "Choose where the tile goes: the green squares fit",
    preview: "Preview",
    preview_points: |p| match p {
        1 => "+1 point".to_string(),
        p => format!("+{p} points"),
    },
    preview_district: |d, tiles, m| format!("completes {d}: {tiles} tiles × {m}"),
    preview_stone_off: |p| format!("+{p} for the stone leaving the scoreboard"),
    preview_bonus: |n| match n {
        1 => "+1 bonus tile".to_string(),
        n => format!("+{n} bonus tiles"),
    },
    preview_no_district: "completes no district",
};

/// The caption of a turn picture: the action's events worded by `lang`, joined by middle
/// dots. The start of the next turn and display refills are left out (the table shows them).
pub fn caption(
    lang: super::Lang,
    events: &[crate::engine::Event],
    name: &dyn Fn(usize) -> String,
) -> String {
    use crate::engine::Event;
    let parts: Vec<String> = events
        .iter()
        .filter(|e| !matches!(e, Event::TurnStarted { .. } | Event::DisplayRefilled { .. }))
        .map(|e| lang.event(e, name))
        .collect();
    parts.join(" · ")
}

// ----- the `render` and `bench` commands (English, like the rest of the CLI) -----

/// One picture written by `calcada render`.
pub fn wrote(path: &str) -> String {
    format!("wrote {path}")
}

/// `--step` beyond the record.
pub fn step_out_of_range(step: usize, actions: usize) -> String {
    format!("--step {step} is beyond the record, which has {actions} actions")
}

/// Header of `calcada bench render`.
pub fn bench_header(iterations: usize, actions: usize) -> String {
    format!(
        "Rendering benchmark: {iterations} iterations per picture, one core, a seeded 4-player bot game after {actions} actions\n\
         floor: the same pixels encoded at the fastest deflate level (1, no filter); ratio: (draw + png) / floor; medians\n\
         {:<8} {:>9} {:>10} {:>10} {:>10} {:>10} {:>10} {:>6} {:>8}",
        "picture", "size", "draw", "draw p95", "png", "png p95", "floor", "ratio", "bytes"
    )
}

/// One line of `calcada bench render`: times in milliseconds.
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
    bytes: usize,
) -> String {
    let ratio = (draw_median + png_median) / floor_median;
    format!(
        "{picture:<8} {:>9} {draw_median:>7.2} ms {draw_p95:>7.2} ms {png_median:>7.2} ms {png_p95:>7.2} ms {floor_median:>7.2} ms {ratio:>5.2}x {:>5} KB",
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
        let r: Vec<String> = [1, 2, 3, 4, 11, 12, 13, 21, 22].map(EN.rank).to_vec();
        assert_eq!(
            r,
            ["1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd"]
        );
    }
}
