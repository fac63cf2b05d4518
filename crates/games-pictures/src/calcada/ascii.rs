//! The text view of a board and of the table, for a terminal that shows no pictures
//! (`calcada local`). Same words as the pictures (`Labels`), laid out in monospace.

use calcada_rules::{Colour, Game, Space, Square, Step, Symbol};
use games_messages::{pictures::Labels, Lang};
use std::fmt::Write;

/// One letter per symbol on a tile cell (the bonus symbol is `+`).
fn symbol_letter(s: Symbol) -> char {
    match s {
        Symbol::Wave => 'W',
        Symbol::Star => 'S',
        Symbol::Caravel => 'C',
        Symbol::Fish => 'F',
        Symbol::Flower => 'L',
        Symbol::Bonus => '+',
    }
}

/// A player's board as a 5×5 grid: each square shows its district's letter and either its
/// number or the tile on it (colour letter and symbol letter, e.g. `YS`, a yellow star).
pub fn board_text(game: &Game, seat: usize, labels: &Labels) -> String {
    let p = game.player(seat);
    let layout = game.layout();
    let mut out = String::new();
    let _ = writeln!(
        out,
        "{}: {} {} · {}",
        p.name(),
        p.score(),
        labels.points,
        (labels.bonus_tiles)(p.bonus_tiles())
    );
    out.push_str("     A     B     C     D     E\n");
    for row in 0..5 {
        let _ = write!(out, "{} ", row + 1);
        for col in 0..5 {
            let sq = Square::at(col, row).expect("on the board");
            let district = layout.districts()[layout.district_of(sq)].id;
            let cell = match p.tile(sq) {
                Some(t) => format!("{}{}", t.colour.letter(), symbol_letter(t.symbol)),
                None => format!("{} ", layout.number(sq)),
            };
            let _ = write!(out, " {district} {cell}");
        }
        out.push('\n');
    }
    out
}

/// The table: round and turn, the gameboard's spaces, each colour's scoreboard row and its
/// face-up tiles, and every player's points.
pub fn table_text(game: &Game, labels: &Labels, lang: Lang) -> String {
    let mut out = String::new();
    let mut head = vec![(labels.round)(game.round())];
    if !game.is_over() {
        head.push((labels.turn_of)(game.player(game.current()).name()));
        head.push(match game.step() {
            Step::Declare => labels.step_declare.to_string(),
            Step::Place { colour, number } => (labels.step_place)(lang.colour(colour), number),
        });
    }
    if game.end_triggered() {
        head.push(labels.last_round.to_string());
    }
    let _ = writeln!(out, "{}", head.join(" · "));
    let spaces: Vec<String> = Space::all()
        .map(|s| {
            let stones: String = Colour::ALL
                .iter()
                .flat_map(|&c| std::iter::repeat_n(c.letter(), game.stones(s, c) as usize))
                .collect();
            format!(
                "{s}: {}",
                if stones.is_empty() {
                    "-".into()
                } else {
                    stones
                }
            )
        })
        .collect();
    let _ = writeln!(out, "{}: {}", labels.gameboard, spaces.join("  "));
    let _ = writeln!(out, "{}:", labels.scoreboard);
    for c in Colour::ALL {
        let row = match game.multiplier(c) {
            Some(m) => (labels.multiplier)(m),
            None => labels.closed.to_string(),
        };
        let tiles: Vec<&str> = game
            .display(c)
            .iter()
            .map(|t| lang.symbol(t.symbol))
            .collect();
        let _ = writeln!(
            out,
            "  {} {:<7} {:<5} {} ({})",
            c.letter(),
            lang.colour(c),
            row,
            tiles.join(", "),
            (labels.stack)(game.stack_size(c))
        );
    }
    let scores: Vec<String> = game
        .players()
        .iter()
        .map(|p| {
            format!(
                "{} {} ({})",
                p.name(),
                (labels.strip_points)(p.score()),
                p.bonus_tiles()
            )
        })
        .collect();
    let _ = writeln!(out, "{}", scores.join(" · "));
    out
}

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::Settings;

    #[test]
    fn the_text_views_show_the_position() {
        let mut g = Game::new(Settings::new(["Ana", "Rui"], "A"), 3).unwrap();
        let seat = g.current();
        let d = g.legal_declarations()[0];
        g.play(
            seat,
            calcada_rules::Action::Declare {
                space: d.space,
                colour: d.colour,
            },
        )
        .unwrap();
        let p = g.legal_placements()[0];
        let square = p.squares().next().unwrap();
        g.play(
            seat,
            calcada_rules::Action::Place {
                symbol: p.tile.symbol,
                square,
            },
        )
        .unwrap();
        let labels = Lang::En.pictures();
        let board = board_text(&g, seat, labels);
        let tile = format!("{}{}", p.tile.colour.letter(), symbol_letter(p.tile.symbol));
        assert!(board.contains(&tile), "{board}");
        assert_eq!(board.lines().count(), 7);
        let table = table_text(&g, labels, Lang::En);
        assert!(
            table.contains("Round 1") && table.contains("Scoreboard"),
            "{table}"
        );
        assert!(table.lines().count() >= 8, "{table}");
    }
}
