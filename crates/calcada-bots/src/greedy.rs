//! The greedy player ("normal"): the action worth most right now. It is also the searching
//! bot's model of every player in its playouts, so it is written to be fast: the worth of
//! every placement is tabulated once per turn ([`Tables`]) and a whole turn is then a few
//! look-ups ([`play_greedy_turn`]).

use calcada_rules::{
    groups_in, motif_group_points, spread, Action, Colour, Game, NoEvents, PublicView, Space,
    Square, Step, Symbol, Tile, DISPLAY_SIZE,
};
use game_kit::Bot;

/// Weights of the greedy evaluation, in points.
pub(crate) const BONUS_TILE_VALUE: f32 = 0.6;
const BONUS_SYMBOL_VALUE: f32 = 2.0 * BONUS_TILE_VALUE;
const PROGRESS_WEIGHT: f32 = 0.5;
/// A nudge must gain at least this much over not nudging (on top of the tile it costs).
const NUDGE_MARGIN: f32 = 1.0;

/// Takes the action worth most now: points scored at once, progress towards completing
/// districts (weighted by the colour's current multiplier), growth of motif groups, and
/// bonus tiles. Spends a bonus tile on a nudge when it has no legal declaration, or when a
/// nudge opens a clearly better move. Never refreshes. Deterministic: ties go to the first
/// candidate in a fixed order (display order, squares A1..E5).
#[derive(Default)]
pub struct Greedy;

impl Bot<Game> for Greedy {
    fn decide(&mut self, view: &PublicView<'_>) -> Action {
        greedy_action(view, &Tables::new(view))
    }
}

/// The best placement found for a colour and a declared number: its worth, tile and square.
pub(crate) type Best = (f32, Symbol, Square);

/// What the greedy player knows of the board of the player to move, for one turn. A
/// placement's worth is the sum of a part that depends on its colour and square (the
/// district) and a part that depends on its symbol and square (motif groups, bonus tiles),
/// both tabulated once, so weighing hundreds of candidates costs two look-ups each. Valid
/// while the displays do not change (a nudge or a declaration keeps it valid).
pub(crate) struct Tables {
    by_colour: [[f32; 25]; 5],
    by_symbol: [[f32; 25]; 6],
    /// Best placement per colour and declared number (index 6: six or more), `None` where
    /// the colour cannot be taken or no square fits.
    best: [[Option<Best>; 7]; 5],
}

impl Tables {
    /// The tables for the player to move in `game`.
    pub(crate) fn new(game: &PublicView) -> Tables {
        let mut tables = Tables {
            by_colour: district_worths(game),
            by_symbol: motif_worths(game),
            best: [[None; 7]; 5],
        };
        let open = game.open_squares(game.current());
        for colour in Colour::ALL {
            if game.is_closed(colour) || game.display(colour).is_empty() {
                continue;
            }
            let symbols = distinct_symbols(game.display(colour));
            tables.best[colour.index()] =
                tables.best_by_number(game, colour, symbols.as_slice(), open[colour.index()]);
        }
        tables
    }

    /// The best placement of a tile of `colour` showing one of `symbols` on a square of
    /// `open`, for each declared number (index 6: six or more). Ties go to the first
    /// candidate (symbols in display order, squares A1..E5), as if each number's squares
    /// were searched in that order.
    fn best_by_number(
        &self,
        game: &PublicView,
        colour: Colour,
        symbols: &[Symbol],
        open: u32,
    ) -> [Option<Best>; 7] {
        let layout = game.layout();
        let mut best: [Option<Best>; 7] = [None; 7];
        for &symbol in symbols {
            // This symbol's best square per number (the first of equals).
            let mut per: [Option<(f32, Square)>; 6] = [None; 6];
            for square in Square::in_mask(open) {
                let n = usize::from(layout.number(square));
                let v = self.value(colour, symbol, square);
                if per[n].is_none_or(|(b, _)| v > b) {
                    per[n] = Some((v, square));
                }
            }
            let mut any: Option<(f32, Square)> = None;
            for (n, found) in per.iter().enumerate().skip(1) {
                let Some((v, square)) = *found else { continue };
                if best[n].is_none_or(|(b, _, _)| v > b) {
                    best[n] = Some((v, symbol, square));
                }
                if any.is_none_or(|(b, s)| v > b || (v == b && square < s)) {
                    any = Some((v, square));
                }
            }
            if let Some((v, square)) = any {
                if best[6].is_none_or(|(b, _, _)| v > b) {
                    best[6] = Some((v, symbol, square));
                }
            }
        }
        best
    }

    /// Worth of putting a `colour` tile showing `symbol` on the empty `square`.
    pub(crate) fn value(&self, colour: Colour, symbol: Symbol, square: Square) -> f32 {
        self.by_colour[colour.index()][square.index()]
            + self.by_symbol[symbol.index()][square.index()]
    }

    /// The best placement after declaring `colour` with `number`, if any square fits.
    pub(crate) fn best(&self, colour: Colour, number: u8) -> Option<Best> {
        self.best[colour.index()][usize::from(number.min(6))]
    }

    /// Worth of the best declaration among the stones of one space (`stones` per colour).
    fn space_value(&self, stones: &[u8; 5]) -> Option<f32> {
        let number: u8 = stones.iter().sum();
        let mut best: Option<f32> = None;
        for c in Colour::ALL {
            if stones[c.index()] > 0 {
                if let Some((v, _, _)) = self.best(c, number) {
                    best = Some(best.map_or(v, |b: f32| b.max(v)));
                }
            }
        }
        best
    }

    /// The best legal declaration now, with its worth.
    fn best_declaration(&self, game: &PublicView) -> Option<(f32, Space, Colour)> {
        let mut best: Option<(f32, Space, Colour)> = None;
        let mut mask = game.legal_declaration_mask();
        while mask != 0 {
            let bit = mask.trailing_zeros() as usize;
            mask &= mask - 1;
            let space = Space::new(bit / 5).expect("30 bits");
            let colour = Colour::from_index(bit % 5);
            if let Some((v, _, _)) = self.best(colour, game.stones_on(space)) {
                if best.is_none_or(|(b, _, _)| v > b) {
                    best = Some((v, space, colour));
                }
            }
        }
        best
    }

    /// Best worth reachable by nudging one stone and then declaring, with the nudge. The
    /// first nudge (spaces 1..6, colours in order) reaching the best worth wins.
    fn best_nudge(&self, game: &PublicView) -> Option<(f32, Space, Colour)> {
        let mut carousel = [[0u8; 5]; 6];
        for space in Space::all() {
            for colour in Colour::ALL {
                carousel[space.index()][colour.index()] = game.stones(space, colour);
            }
        }
        let here = carousel.map(|stones| self.space_value(&stones));
        // The three best spaces: a nudge changes two, so the best of the others is there.
        let mut top: [(Option<f32>, usize); 3] = [(None, usize::MAX); 3];
        for (s, &v) in here.iter().enumerate() {
            if let Some(v) = v {
                if let Some(k) = top.iter().position(|&(t, _)| t.is_none_or(|t| v > t)) {
                    top[k..].rotate_right(1);
                    top[k] = (Some(v), s);
                }
            }
        }
        let mut best: Option<(f32, Space, Colour)> = None;
        for space in Space::all() {
            let (from, to) = (space.index(), space.next().index());
            let others = top
                .iter()
                .find(|&&(_, s)| s != from && s != to)
                .and_then(|&(v, _)| v);
            for colour in Colour::ALL {
                if carousel[from][colour.index()] == 0 {
                    continue;
                }
                let mut moved = (carousel[from], carousel[to]);
                moved.0[colour.index()] -= 1;
                moved.1[colour.index()] += 1;
                let value = [
                    self.space_value(&moved.0),
                    self.space_value(&moved.1),
                    others,
                ]
                .into_iter()
                .flatten()
                .reduce(f32::max);
                if let Some(v) = value {
                    if best.is_none_or(|(b, _, _)| v > b) {
                        best = Some((v, space, colour));
                    }
                }
            }
        }
        best
    }
}

/// Per colour and empty square, the worth of the district part of a placement: points if
/// it completes the district (which then no longer counts its tiles as incomplete), else
/// progress towards completing it, weighted by the colour's multiplier.
fn district_worths(game: &PublicView) -> [[f32; 25]; 5] {
    let player = game.player(game.current());
    let empty = !player.filled_mask() & Square::ALL_MASK;
    let mut by_colour = [[0.0; 25]; 5];
    for colour in Colour::ALL {
        let multiplier = f32::from(game.multiplier(colour).unwrap_or(1));
        let last_row = game.scoreboard_row(colour) == Some(game.multipliers().len() - 1);
        for district in game.layout().districts() {
            let size = district.size();
            let filled = (player.filled_mask() & district.mask).count_ones();
            let value = if filled + 1 == size {
                size as f32 * multiplier + if last_row { 2.0 } else { 0.0 } - filled as f32
            } else {
                1.0 + PROGRESS_WEIGHT * multiplier * (filled + 1) as f32 / size as f32
            };
            for square in Square::in_mask(district.mask & empty) {
                by_colour[colour.index()][square.index()] = value;
            }
        }
    }
    by_colour
}

/// Per symbol and empty square, the worth of the symbol part of a placement: the growth of
/// the motif groups the tile would join (merging neighbours), or the bonus tiles it gives.
/// Only symbols face-up in an open colour are worked out: no other can be placed.
fn motif_worths(game: &PublicView) -> [[f32; 25]; 6] {
    let player = game.player(game.current());
    let empty = !player.filled_mask() & Square::ALL_MASK;
    let mut shown = [false; 6];
    for colour in Colour::ALL.into_iter().filter(|&c| !game.is_closed(c)) {
        for t in game.display(colour) {
            shown[t.symbol.index()] = true;
        }
    }
    let mut by_symbol = [[BONUS_SYMBOL_VALUE; 25]; 6];
    for symbol in Symbol::MOTIFS.into_iter().filter(|s| shown[s.index()]) {
        let mask = player.symbol_mask(symbol);
        let mut groups = [0u32; 25];
        let mut count = 0;
        for g in groups_in(mask) {
            groups[count] = g;
            count += 1;
        }
        let groups = &groups[..count];
        for square in Square::in_mask(empty) {
            let touching = spread(square.bit()) & mask;
            let mut new_size = 1;
            let mut old_points = 0;
            for &g in groups.iter().filter(|&&g| g & touching != 0) {
                new_size += g.count_ones();
                old_points += motif_group_points(g.count_ones());
            }
            by_symbol[symbol.index()][square.index()] =
                motif_group_points(new_size) as f32 - old_points as f32;
        }
    }
    by_symbol
}

/// The distinct symbols face-up in a display, in display order.
pub(crate) fn distinct_symbols(display: &[Tile]) -> SymbolList {
    let mut out = SymbolList {
        symbols: [Symbol::Wave; DISPLAY_SIZE],
        len: 0,
    };
    for t in display {
        if !out.as_slice().contains(&t.symbol) {
            out.symbols[out.len] = t.symbol;
            out.len += 1;
        }
    }
    out
}

/// Up to three distinct symbols, held in place.
#[derive(Copy, Clone)]
pub(crate) struct SymbolList {
    symbols: [Symbol; DISPLAY_SIZE],
    len: usize,
}

impl SymbolList {
    pub(crate) fn as_slice(&self) -> &[Symbol] {
        &self.symbols[..self.len]
    }
}

/// The greedy choice for the player to move in `game`, using `tables` built for this turn.
pub(crate) fn greedy_action(game: &PublicView, tables: &Tables) -> Action {
    match game.step() {
        Step::Place { colour, number } => {
            let (_, symbol, square) = tables
                .best(colour, number)
                .expect("a declaration leaves a placement");
            Action::Place { symbol, square }
        }
        Step::Declare => {
            let here = tables.best_declaration(game);
            if game.player(game.current()).bonus_tiles() > 0 {
                if let Some((v, space, colour)) = tables.best_nudge(game) {
                    let worth =
                        here.map_or(f32::MIN, |(h, _, _)| h + BONUS_TILE_VALUE + NUDGE_MARGIN);
                    if v > worth {
                        return Action::Nudge { space, colour };
                    }
                }
            }
            match here {
                Some((_, space, colour)) => Action::Declare { space, colour },
                None => {
                    let (space, colour) = pass_stone(game);
                    Action::Declare { space, colour }
                }
            }
        }
    }
}

/// With no legal declaration, any stone is a pass: move the one on the fullest space (the
/// last such), which changes the most numbers for the others.
pub(crate) fn pass_stone(game: &PublicView) -> (Space, Colour) {
    let mut best: Option<(u8, Space, Colour)> = None;
    for space in Space::all() {
        for colour in Colour::ALL {
            if game.stones(space, colour) > 0
                && best.is_none_or(|(n, _, _)| game.stones_on(space) >= n)
            {
                best = Some((game.stones_on(space), space, colour));
            }
        }
    }
    let (_, space, colour) = best.expect("15 stones are always on the gameboard");
    (space, colour)
}

/// Plays the whole turn of the player to move as the greedy player would, decision by
/// decision, with one set of tables (nudges and the declaration leave them valid).
pub(crate) fn play_greedy_turn(game: &mut Game) {
    let seat = game.current();
    let tables = Tables::new(&PublicView::new(game));
    loop {
        let action = greedy_action(&PublicView::new(game), &tables);
        game.play_into(seat, action, &mut NoEvents)
            .expect("the greedy player plays legal actions");
        if game.is_over() || !matches!(action, Action::Nudge { .. }) && game.step() == Step::Declare
        {
            return;
        }
    }
}
