//! Piazza as text, for a screen that shows no pictures (the terminal) and for the record
//! tools: the table as a grid, columns lettered and rows numbered as players type the cells;
//! a tile as its colour's letter and its symbol's mark (`R★`, the pictures' letters); what
//! they stand for; a seat's hand in the notation its moves are typed in (`red-star`).

use games_messages::piazza::colour_msg;
use games_messages::{say, Lang, Msg};
use piazza_rules::{Cell, Colour, PlayerView, PublicView, Symbol, Tile};

/// The mark a symbol is printed with.
pub fn symbol_mark(symbol: Symbol) -> char {
    match symbol {
        Symbol::Circle => '●',
        Symbol::Triangle => '▲',
        Symbol::Diamond => '◆',
        Symbol::Cross => '✚',
        Symbol::Star => '★',
        Symbol::Heart => '♥',
    }
}

/// A tile as two characters, `R★`; in the tile's colour if `ansi` (a terminal that shows
/// colours).
pub fn code(tile: Tile, ansi: bool) -> String {
    let plain = format!("{}{}", tile.colour.letter(), symbol_mark(tile.symbol));
    if !ansi {
        return plain;
    }
    let sgr = match tile.colour {
        Colour::Red => "31",
        Colour::Pink => "95",
        Colour::Blue => "34",
        Colour::Yellow => "33",
    };
    format!("\x1b[1;{sgr}m{plain}\x1b[0m")
}

/// What the letters and marks stand for.
pub fn legend(lang: Lang) -> String {
    let colours: Vec<String> = Colour::ALL
        .iter()
        .map(|&c| format!("{} {}", c.letter(), say(lang, &colour_msg(c))))
        .collect();
    let symbols: Vec<String> = Symbol::ALL
        .iter()
        .map(|&s| {
            let symbol = s.key().to_string();
            format!(
                "{} {}",
                symbol_mark(s),
                say(lang, &Msg::PtSymbol { symbol })
            )
        })
        .collect();
    let (colours, symbols) = (colours.join(", "), symbols.join(", "));
    say(lang, &Msg::PtLegend { colours, symbols })
}

/// The tiles as a grid: those `span` covers (`(min col, max col, min row, max row)`, as
/// the rules give it) and one cell around, each cell's tile from `tile_at`.
pub fn grid(span: (i8, i8, i8, i8), tile_at: impl Fn(Cell) -> Option<Tile>, ansi: bool) -> String {
    let (c0, c1, r0, r1) = match span {
        (c0, c1, r0, r1) if c0 <= c1 && r0 <= r1 => (c0, c1, r0, r1),
        _ => (0, 1, 0, 1),
    };
    let cols = (c0 - 1).max(Cell::MIN)..=(c1 + 1).min(Cell::MAX);
    let rows = (r0 - 1).max(Cell::MIN)..=(r1 + 1).min(Cell::MAX);
    let mut out = String::from("    ");
    for col in cols.clone() {
        out.push(Cell::column_letter(col).unwrap_or('?'));
        out.push_str("  ");
    }
    out = out.trim_end().to_string();
    out.push('\n');
    for row in rows {
        let number = Cell::row_number(row).map_or(0, i32::from);
        out.push_str(&format!("{number:>2}  "));
        let mut line = String::new();
        for col in cols.clone() {
            match tile_at(Cell::new(col, row)) {
                Some(tile) => line.push_str(&code(tile, ansi)),
                None => line.push_str("· "),
            }
            line.push(' ');
        }
        out.push_str(line.trim_end());
        out.push('\n');
    }
    out
}

/// The table as everyone sees it, with the legend.
pub fn table_text(view: &PublicView, lang: Lang) -> String {
    let grid = grid(view.span(), |cell| view.tile_at(cell), false);
    format!("{}\n{grid}", legend(lang))
}

/// The table and a seat's hand, each tile with the name its moves are typed with.
pub fn hand_text(view: &PlayerView, lang: Lang) -> String {
    let tiles: Vec<String> = view
        .hand
        .iter()
        .map(|&t| format!("{} {}-{}", code(t, false), t.colour.key(), t.symbol.key()))
        .collect();
    let hand = say(
        lang,
        &Msg::PiazzaHandText {
            tiles: tiles.join(", "),
        },
    );
    format!("{}{hand}", table_text(&view.public(), lang))
}
