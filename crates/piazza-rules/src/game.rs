//! The validated game: setup from [`Settings`] and a seed, the getters, and the ranking.
//!
//! A `Game` is only ever built by [`Game::new`] (or [`Game::from_snapshot`]), which check
//! what they are given, so every `Game` in existence is a legal position. It changes only
//! through [`Game::play`] (in `play.rs`).

use super::action::{EndReason, Outcome, Standing};
use super::board::Board;
use super::player::PlayerState;
use super::settings::{Settings, SetupError, DEALS, NEUTRAL_TILES_EACH};
use super::types::{Cell, Colour, Symbol, Tile};
use game_kit::rng::{below, generator, shuffle};
use rand::Rng;
use std::sync::Arc;

/// The starting square's cells, clockwise from the top left: the starting tiles are put
/// on them seat by seat (and, with two players, colour by colour). With three players the
/// last stays empty and the three tiles form a triangle.
pub const START_CELLS: [Cell; 4] = [
    Cell::new(0, 0),
    Cell::new(1, 0),
    Cell::new(1, 1),
    Cell::new(0, 1),
];

/// A game of Piazza in a legal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(crate) settings: Arc<Settings>,
    pub(crate) seed: u64,
    /// The fourth colour, shared by all, with three players.
    pub(crate) neutral: Option<Colour>,
    pub(crate) board: Board,
    pub(crate) players: Vec<PlayerState>,
    pub(crate) start_player: usize,
    pub(crate) current: usize,
    /// Turns played so far (passes included).
    pub(crate) turn: u32,
    /// Passes in a row since the last placement.
    pub(crate) passes: u32,
    pub(crate) outcome: Option<Outcome>,
}

/// Each seat's own colours and the neutral colour, from the colours in dealt order: with
/// 2 players the first two to seat 1 and the last two to seat 2; with 3 one each and the
/// fourth neutral; with 4 one each.
pub(crate) fn deal_colours(
    order: [Colour; 4],
    players: usize,
) -> (Vec<Vec<Colour>>, Option<Colour>) {
    match players {
        2 => (vec![order[..2].to_vec(), order[2..].to_vec()], None),
        3 => ((0..3).map(|s| vec![order[s]]).collect(), Some(order[3])),
        _ => ((0..players).map(|s| vec![order[s]]).collect(), None),
    }
}

/// Deal 2, the rulebook's ("each player places one tile ... The symbols on these tiles
/// must be different. Everyone then shuffles all of their remaining tiles"): seat by seat,
/// and colour by colour for a seat with two, the starting tile of each own colour is that
/// colour with a symbol drawn evenly from those not yet in the starting square (the first
/// such tile of the seat's tiles is taken out); then each seat's remaining tiles are
/// shuffled, seat by seat, and become its pile, top first. Every order of a seat's
/// remaining tiles is equally likely. Returns the starting tiles in the order they are put
/// on [`START_CELLS`]; `held` is left holding the piles.
fn rulebook_deal(rng: &mut impl Rng, own: &[Vec<Colour>], held: &mut [Vec<Tile>]) -> Vec<Tile> {
    let mut starting: Vec<Tile> = Vec::with_capacity(4);
    for (colours, tiles) in own.iter().zip(held.iter_mut()) {
        for &colour in colours {
            let free: Vec<Symbol> = Symbol::ALL
                .into_iter()
                .filter(|s| starting.iter().all(|t| t.symbol != *s))
                .collect();
            let tile = Tile::new(colour, free[below(rng, free.len())]);
            let at = tiles
                .iter()
                .position(|&t| t == tile)
                .expect("a seat holds a whole set of each of its colours");
            starting.push(tiles.remove(at));
        }
    }
    for tiles in held.iter_mut() {
        shuffle(rng, tiles);
    }
    starting
}

/// Deal 1, the first (kept so that games dealt with it replay exactly): seat by seat, the
/// seat's tiles are shuffled once; then, colour by colour, its starting tile is the first
/// tile of that order of the colour whose symbol is not yet in the starting square, taken
/// out, and the rest keep their order as the pile. Biased: what a seat's pile holds first
/// depends on the other seats' starting symbols (`docs/measurements.md`, 2026-11-28).
fn first_deal(rng: &mut impl Rng, own: &[Vec<Colour>], held: &mut [Vec<Tile>]) -> Vec<Tile> {
    let mut starting: Vec<Tile> = Vec::with_capacity(4);
    for (colours, tiles) in own.iter().zip(held.iter_mut()) {
        shuffle(rng, tiles);
        for &c in colours {
            let at = tiles
                .iter()
                .position(|t| t.colour == c && starting.iter().all(|s| s.symbol != t.symbol))
                .expect("a colour set has all six symbols, at most three are used");
            starting.push(tiles.remove(at));
        }
    }
    starting
}

impl Game {
    /// Sets up a game. All randomness of the game happens here, from one generator seeded
    /// with `seed`, in a fixed order: the colours' order (which deals them to the seats),
    /// then with 3 players the neutral set, then the starting tiles and the piles as the
    /// settings' deal says ([`rulebook_deal`] or [`first_deal`]), then the start player if
    /// the settings do not name one. So `(settings, seed)` fixes the game.
    pub fn new(settings: Settings, seed: u64) -> Result<Game, SetupError> {
        let n = settings.players.len();
        if !(2..=4).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        if let Some(s) = settings.start_player {
            if s >= n {
                return Err(SetupError::StartPlayer(s));
            }
        }
        if !DEALS.contains(&settings.deal) {
            return Err(SetupError::Deal(settings.deal));
        }
        let mut rng = generator(seed);
        let mut order = Colour::ALL;
        shuffle(&mut rng, &mut order);
        let (own, neutral) = deal_colours(order, n);
        let neutral_tiles: Vec<Tile> = match neutral {
            Some(c) => {
                let mut set: Vec<Tile> = Tile::colour_set(c).collect();
                shuffle(&mut rng, &mut set);
                set
            }
            None => Vec::new(),
        };
        // What each seat receives, in a fixed order: its colour sets in its colours' order
        // (each set symbol by symbol, two of each), then its neutral tiles as dealt.
        let mut held: Vec<Vec<Tile>> = own
            .iter()
            .enumerate()
            .map(|(seat, colours)| {
                let mut tiles: Vec<Tile> =
                    colours.iter().flat_map(|&c| Tile::colour_set(c)).collect();
                if neutral.is_some() {
                    let mine = seat * NEUTRAL_TILES_EACH..(seat + 1) * NEUTRAL_TILES_EACH;
                    tiles.extend_from_slice(&neutral_tiles[mine]);
                }
                tiles
            })
            .collect();
        let starting = match settings.deal {
            1 => first_deal(&mut rng, &own, &mut held),
            _ => rulebook_deal(&mut rng, &own, &mut held),
        };
        let mut board = Board::empty();
        for (&cell, &tile) in START_CELLS.iter().zip(&starting) {
            board.put(cell, tile);
        }
        let players = own
            .into_iter()
            .zip(held)
            .enumerate()
            .map(|(seat, (colours, pile))| {
                let mut player = PlayerState {
                    name: settings.players[seat].clone(),
                    colours,
                    hand: Vec::new(),
                    pile,
                    score: 0,
                    finished: None,
                };
                player.refill();
                player
            })
            .collect();
        let start_player = settings.start_player.unwrap_or_else(|| below(&mut rng, n));
        Ok(Game {
            settings: Arc::new(settings),
            seed,
            neutral,
            board,
            players,
            start_player,
            current: start_player,
            turn: 0,
            passes: 0,
            outcome: None,
        })
    }

    // ----- reading the position -----

    /// The settings the game was set up with.
    pub fn settings(&self) -> &Settings {
        &self.settings
    }
    /// The seed of the game's generator: with the settings and the actions, the whole game.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// Every seat, in seat (turn) order.
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    /// One seat; panics if there is no such seat.
    pub fn player(&self, seat: usize) -> &PlayerState {
        &self.players[seat]
    }
    /// The neutral colour (three players only).
    pub fn neutral(&self) -> Option<Colour> {
        self.neutral
    }
    /// The colours a seat may place: its own, and the neutral one with three players.
    pub fn playable_colours(&self, seat: usize) -> Vec<Colour> {
        let mut c = self.players[seat].colours.clone();
        c.extend(self.neutral);
        c
    }
    /// The seat that started.
    pub fn start_player(&self) -> usize {
        self.start_player
    }
    /// The seat whose turn it is (meaningless once the game is over).
    pub fn current(&self) -> usize {
        self.current
    }
    /// Turns played so far, passes included.
    pub fn turn(&self) -> u32 {
        self.turn
    }
    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    /// The tile on a cell.
    pub fn tile_at(&self, cell: Cell) -> Option<Tile> {
        self.board.get(cell)
    }
    /// Every tile on the table with its cell, row by row.
    pub fn table(&self) -> Vec<(Cell, Tile)> {
        self.board.tiles().collect()
    }
    /// The columns and rows the piazza spans: `(min col, max col, min row, max row)`.
    pub fn span(&self) -> (i8, i8, i8, i8) {
        self.board
            .span()
            .expect("the starting tiles are always there")
    }

    /// The ranking as it stands: most points first; equal points go to whoever finished
    /// first, and a seat that has not finished comes after one that has.
    pub(crate) fn ranking(&self) -> Vec<Standing> {
        let key = |s: usize| {
            let p = &self.players[s];
            (std::cmp::Reverse(p.score), p.finished.unwrap_or(u32::MAX))
        };
        let mut seats: Vec<usize> = (0..self.players.len()).collect();
        seats.sort_by_key(|&s| (key(s), s));
        let mut ranking: Vec<Standing> = Vec::with_capacity(seats.len());
        for (i, &seat) in seats.iter().enumerate() {
            let rank = match ranking.last() {
                Some(prev) if key(prev.seat) == key(seat) => prev.rank,
                _ => i + 1,
            };
            ranking.push(Standing {
                seat,
                rank,
                score: self.players[seat].score,
                finished: self.players[seat].finished,
            });
        }
        ranking
    }

    /// The outcome if the game is over in this position: everyone has finished, or every
    /// seat still playing has passed in a row.
    pub(crate) fn ended(&self) -> Option<Outcome> {
        let playing = self.players.iter().filter(|p| p.is_playing()).count() as u32;
        let reason = if playing == 0 {
            EndReason::AllPlaced
        } else if self.passes >= playing {
            EndReason::Blocked
        } else {
            return None;
        };
        Some(Outcome {
            reason,
            ranking: self.ranking(),
        })
    }
}
