//! Bot players: a uniformly random legal player and a greedy one. Both only read the public
//! position through the engine's API and answer with an [`Action`]; they hold no state the
//! game depends on, so a bot can take over any seat at any moment (and after a restart).

use crate::engine::{
    motif_group_points, motif_groups, Action, Colour, Declaration, Game, NoEvents, Space, Square,
    Step, Symbol,
};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{RngExt, SeedableRng};
use std::fmt;
use std::str::FromStr;

/// The kinds of bot a seat can be given.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotKind {
    /// Picks uniformly among all legal actions (bonus actions included).
    Random,
    /// Picks the action worth most right now (see [`Greedy`]).
    Greedy,
}

impl BotKind {
    pub const ALL: [BotKind; 2] = [BotKind::Random, BotKind::Greedy];
    pub fn key(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
        }
    }
    /// A bot of this kind with its own generator.
    pub fn build(self, seed: u64) -> Box<dyn Bot> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Greedy => {
                let _ = seed;
                Box::new(Greedy)
            }
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        BotKind::ALL
            .into_iter()
            .find(|k| k.key().eq_ignore_ascii_case(s.trim()))
            .ok_or_else(|| format!("unknown bot {s:?}: use random or greedy"))
    }
}

/// A player that chooses actions for the seat whose turn it is.
pub trait Bot: Send {
    /// One legal action for the current player. Never called on a finished game.
    fn choose(&mut self, game: &Game) -> Action;
}

/// Plays uniformly at random among [`Game::legal_actions`].
pub struct RandomBot {
    rng: Xoshiro256PlusPlus,
    /// Reused for every decision.
    actions: Vec<Action>,
}

impl RandomBot {
    pub fn new(seed: u64) -> Self {
        RandomBot {
            rng: Xoshiro256PlusPlus::seed_from_u64(seed),
            actions: Vec::new(),
        }
    }
}

impl Bot for RandomBot {
    fn choose(&mut self, game: &Game) -> Action {
        game.legal_actions_into(&mut self.actions);
        self.actions[self.rng.random_range(0..self.actions.len())]
    }
}

/// Weights of the greedy evaluation, in points.
const BONUS_TILE_VALUE: f32 = 0.6;
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

/// What the greedy bot knows of the current player's board for one decision. A placement's
/// worth is the sum of a part that depends on its colour and square (the district) and a
/// part that depends on its symbol and square (motif groups, bonus tiles), both tabulated
/// once per decision, so weighing hundreds of candidates costs two look-ups each.
struct View<'g> {
    game: &'g Game,
    seat: usize,
    by_colour: [[f32; 25]; 5],
    by_symbol: [[f32; 25]; 6],
    /// Distinct face-up symbols per colour.
    symbols: [Vec<Symbol>; 5],
    /// Best placement worth per colour and declared number (index 6: six or more), `None`
    /// where the colour cannot be taken or no square fits.
    declaration_values: [[Option<f32>; 7]; 5],
}

impl<'g> View<'g> {
    fn new(game: &'g Game) -> Self {
        let seat = game.current();
        let player = game.player(seat);
        let layout = game.layout();
        let mut by_colour = [[0.0; 25]; 5];
        for colour in Colour::ALL {
            let multiplier = f32::from(game.multiplier(colour).unwrap_or(1));
            let last_row = game.scoreboard_row(colour) == Some(game.multipliers().len() - 1);
            for square in Square::all() {
                let district = &layout.districts()[layout.district_of(square)];
                let size = district.size();
                let filled = (player.filled_mask() & district.mask).count_ones();
                by_colour[colour.index()][square.index()] = if filled + 1 == size {
                    // Completing: the district's points replace its incomplete-tile points.
                    size as f32 * multiplier + if last_row { 2.0 } else { 0.0 } - filled as f32
                } else {
                    1.0 + PROGRESS_WEIGHT * multiplier * (filled + 1) as f32 / size as f32
                };
            }
        }
        let mut group_of = [usize::MAX; 25];
        let mut group_size = Vec::new();
        for (i, g) in motif_groups(player.board()).into_iter().enumerate() {
            for s in &g.squares {
                group_of[s.index()] = i;
            }
            group_size.push(g.squares.len() as u32);
        }
        let mut by_symbol = [[BONUS_SYMBOL_VALUE; 25]; 6];
        for symbol in Symbol::MOTIFS {
            for square in Square::all() {
                // Growth of the motif groups this tile would join (merging neighbours).
                let mut merged = [usize::MAX; 4];
                let mut new_size = 1;
                let mut old_points = 0;
                for (k, n) in square.neighbours().enumerate() {
                    let g = group_of[n.index()];
                    if g != usize::MAX
                        && player.tile(n).is_some_and(|t| t.symbol == symbol)
                        && !merged.contains(&g)
                    {
                        merged[k] = g;
                        new_size += group_size[g];
                        old_points += motif_group_points(group_size[g]);
                    }
                }
                by_symbol[symbol.index()][square.index()] =
                    motif_group_points(new_size) as f32 - old_points as f32;
            }
        }
        let symbols = Colour::ALL.map(|c| distinct_symbols(game, c));
        let mut view = View {
            game,
            seat,
            by_colour,
            by_symbol,
            symbols,
            declaration_values: [[None; 7]; 5],
        };
        for colour in Colour::ALL {
            if game.is_closed(colour) || game.display(colour).is_empty() {
                continue;
            }
            for number in 1..=6u8 {
                let mask = game.fitting_squares(seat, colour, number);
                let symbols = &view.symbols[colour.index()];
                view.declaration_values[colour.index()][usize::from(number)] = view
                    .best_placement(colour, symbols, mask)
                    .map(|(v, _, _)| v);
            }
        }
        view
    }

    /// Worth of putting a `colour` tile showing `symbol` on `square`.
    fn value(&self, colour: Colour, symbol: Symbol, square: Square) -> f32 {
        self.by_colour[colour.index()][square.index()]
            + self.by_symbol[symbol.index()][square.index()]
    }

    /// Best placement of a tile of `colour` showing one of `symbols` on a square of `mask`.
    /// Ties go to the first candidate (symbols in display order, squares A1..E5).
    fn best_placement(
        &self,
        colour: Colour,
        symbols: &[Symbol],
        mask: u32,
    ) -> Option<(f32, Symbol, Square)> {
        let mut best: Option<(f32, Symbol, Square)> = None;
        for &symbol in symbols {
            for square in Square::in_mask(mask) {
                let v = self.value(colour, symbol, square);
                if best.is_none_or(|(b, _, _)| v > b) {
                    best = Some((v, symbol, square));
                }
            }
        }
        best
    }

    /// Worth of the best placement after declaring `colour` with `number`, if any square
    /// fits. It depends only on (colour, number), so it is computed once per pair.
    fn declaration_value(&self, colour: Colour, number: u8) -> Option<f32> {
        let n = usize::from(number.min(6));
        self.declaration_values[colour.index()][n]
    }

    fn best_declaration(&self, declarations: &[Declaration]) -> Option<(f32, Declaration)> {
        let mut best: Option<(f32, Declaration)> = None;
        for d in declarations {
            if let Some(v) = self.declaration_value(d.colour, d.number) {
                if best.is_none_or(|(b, _)| v > b) {
                    best = Some((v, *d));
                }
            }
        }
        best
    }

    /// Best worth reachable by nudging one stone and then declaring, with the nudge.
    fn best_nudge(&self) -> Option<(f32, Space, Colour)> {
        let game = self.game;
        let mut carousel = [[0u8; 5]; 6];
        for space in Space::all() {
            for colour in Colour::ALL {
                carousel[space.index()][colour.index()] = game.stones(space, colour);
            }
        }
        let mut best: Option<(f32, Space, Colour)> = None;
        for space in Space::all() {
            for colour in Colour::ALL {
                if carousel[space.index()][colour.index()] == 0 {
                    continue;
                }
                let mut after = carousel;
                after[space.index()][colour.index()] -= 1;
                after[space.next().index()][colour.index()] += 1;
                for stones in &after {
                    let number: u8 = stones.iter().sum();
                    for c in Colour::ALL {
                        if stones[c.index()] == 0 {
                            continue;
                        }
                        if let Some(v) = self.declaration_value(c, number) {
                            if best.is_none_or(|(b, _, _)| v > b) {
                                best = Some((v, space, colour));
                            }
                        }
                    }
                }
            }
        }
        best
    }
}

/// The distinct symbols face-up in a colour's display, in display order.
fn distinct_symbols(game: &Game, colour: Colour) -> Vec<Symbol> {
    let mut out: Vec<Symbol> = Vec::with_capacity(3);
    for t in game.display(colour) {
        if !out.contains(&t.symbol) {
            out.push(t.symbol);
        }
    }
    out
}

impl Bot for Greedy {
    fn choose(&mut self, game: &Game) -> Action {
        let view = View::new(game);
        match game.step() {
            Step::Place { colour, .. } => {
                let placements = game.legal_placements();
                let symbols: Vec<Symbol> = placements.iter().map(|p| p.tile.symbol).collect();
                let mask = placements.first().map_or(0, |p| p.squares);
                let (_, symbol, square) = view
                    .best_placement(colour, &symbols, mask)
                    .expect("a declaration leaves a placement");
                Action::Place { symbol, square }
            }
            Step::Declare => {
                let declarations = game.legal_declarations();
                let here = view.best_declaration(&declarations);
                if game.player(view.seat).bonus_tiles() > 0 {
                    if let Some((v, space, colour)) = view.best_nudge() {
                        let worth =
                            here.map_or(f32::MIN, |(h, _)| h + BONUS_TILE_VALUE + NUDGE_MARGIN);
                        if v > worth {
                            return Action::Nudge { space, colour };
                        }
                    }
                }
                match here {
                    Some((_, d)) => Action::Declare {
                        space: d.space,
                        colour: d.colour,
                    },
                    None => {
                        // No legal declaration: any stone is a pass. Move the one on the
                        // fullest space, which changes the most numbers for the others.
                        let (space, colour) = Space::all()
                            .flat_map(|s| Colour::ALL.map(|c| (s, c)))
                            .filter(|&(s, c)| game.stones(s, c) > 0)
                            .max_by_key(|&(s, _)| game.stones_on(s))
                            .expect("15 stones are always on the gameboard");
                        Action::Declare { space, colour }
                    }
                }
            }
        }
    }
}

/// A finished bot game: the final position and every action with its seat.
pub struct PlayedGame {
    pub game: Game,
    pub actions: Vec<(usize, Action)>,
}

/// Upper bound on actions in one game; the rules end every game long before (each round
/// places a tile or ends the game, and each bonus action spends a bonus tile).
pub const MAX_ACTIONS: usize = 20_000;

/// Plays `game` to its end with one bot per seat, calling `observe` after every action.
pub fn play_out(
    mut game: Game,
    bots: &mut [Box<dyn Bot>],
    mut observe: impl FnMut(&Game, usize, Action),
) -> PlayedGame {
    let mut actions = Vec::with_capacity(128);
    while !game.is_over() {
        assert!(actions.len() < MAX_ACTIONS, "a bot game did not end");
        let seat = game.current();
        let action = bots[seat].choose(&game);
        if let Err(e) = game.play_into(seat, action, &mut NoEvents) {
            panic!("bot {seat} chose an illegal action {action:?}: {e}");
        }
        observe(&game, seat, action);
        actions.push((seat, action));
    }
    PlayedGame { game, actions }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Settings;

    #[test]
    fn bot_kinds_parse() {
        assert_eq!("Greedy".parse::<BotKind>().unwrap(), BotKind::Greedy);
        assert!("clever".parse::<BotKind>().is_err());
    }

    #[test]
    fn greedy_beats_random_most_of_the_time() {
        let mut greedy_wins = 0;
        for seed in 0..40 {
            let game = Game::new(Settings::new(["greedy", "random"], "A"), seed).unwrap();
            let mut bots = [BotKind::Greedy.build(seed), BotKind::Random.build(seed)];
            let played = play_out(game, &mut bots, |_, _, _| {});
            let ranking = &played.game.outcome().unwrap().ranking;
            if ranking[0].seat == 0 && ranking[0].rank == 1 {
                greedy_wins += 1;
            }
        }
        assert!(greedy_wins >= 30, "greedy won only {greedy_wins} of 40");
    }
}
