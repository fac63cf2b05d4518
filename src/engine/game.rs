//! The validated game: setup from [`Settings`] and a seed, then [`Game::play`] for each action.
//!
//! A `Game` is only ever built by [`Game::new`] (or [`Game::with_layout`]), which checks the
//! settings, so every `Game` in existence is a legal position. `play` validates an action
//! completely before it changes anything: a refused action leaves the game untouched.

use super::error::RuleError;
use super::layout::{
    builtin_layout, default_multipliers, validate_multipliers, BoardLayout, DataError,
};
use super::scoring::{self, ScoreBreakdown};
use super::types::{Colour, Space, Square, Symbol, Tile};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};
use serde::{Deserialize, Serialize};
use std::collections::VecDeque;
use std::sync::Arc;

/// Tiles face-up per colour after a refill or a refresh.
pub const DISPLAY_SIZE: usize = 3;
/// Bonus tiles each player starts with.
pub const STARTING_BONUS_TILES: u32 = 2;
/// Bonus tiles gained by placing a tile with the bonus symbol.
pub const BONUS_SYMBOL_REWARD: u32 = 2;
/// Points for the completion that moves a colour's stone off the scoreboard.
pub const OFF_BOARD_POINTS: u32 = 2;
/// Stones that must leave the scoreboard to trigger the end.
pub const STONES_OFF_TO_END: usize = 2;

/// The raw, unchecked description of a game to set up. Turned into a [`Game`] by
/// [`Game::new`], which refuses anything out of the rules.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Settings {
    /// Seat names in seat (turn) order; 2 to 4 seats.
    pub players: Vec<String>,
    /// Board layout, by name: `"A"` or `"B"` (or a further layout's name).
    pub board: String,
    /// Scoreboard rows, top first; `None` takes the default table for the player count.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub multipliers: Option<Vec<u8>>,
    /// Seat index of the start player; `None` draws it from the game's generator.
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub start_player: Option<usize>,
}

impl Settings {
    /// Settings with the default table and a random start player.
    pub fn new(players: impl IntoIterator<Item = impl Into<String>>, board: &str) -> Settings {
        Settings {
            players: players.into_iter().map(Into::into).collect(),
            board: board.to_string(),
            multipliers: None,
            start_player: None,
        }
    }
}

/// Why settings cannot make a game.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SetupError {
    PlayerCount(usize),
    UnknownBoard(String),
    NoDefaultMultipliers(usize),
    Multipliers(DataError),
    StartPlayer(usize),
}

impl std::error::Error for SetupError {}

/// One action of a player. The acting seat is given to [`Game::play`] beside it.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Action {
    /// Bonus: discard a bonus tile to move one stone of `colour` from `space` one space on.
    Nudge { space: Space, colour: Colour },
    /// Declare a stone of `colour` on `space` (the number is the stones there) and move it on.
    Declare { space: Space, colour: Colour },
    /// Bonus: discard a bonus tile to put `colour`'s face-up tiles under its stack and reveal 3.
    Refresh { colour: Colour },
    /// Take a face-up tile of the declared colour showing `symbol` and put it on `square`.
    Place { symbol: Symbol, square: Square },
    /// The acting seat leaves the game (at any time, not only on its turn).
    Leave,
}

/// Where the current turn stands.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase", tag = "step")]
pub enum Step {
    /// Before declaring: nudges, refreshes and the declaration are open.
    Declare,
    /// Declared: refreshes are open, then a placement ends the turn.
    Place { colour: Colour, number: u8 },
}

/// Why a game ended.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum EndReason {
    /// The second stone left the scoreboard and the round was played out.
    SecondStoneOff,
    /// A whole round passed without anyone placing a tile.
    Stalemate,
    /// Fewer than two players remain.
    PlayersLeft,
}

/// One ranked player at the end.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Standing {
    pub seat: usize,
    /// 1 for the winners; tied players share a rank.
    pub rank: usize,
    pub total: u32,
}

/// How the game ended and who won.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Outcome {
    pub reason: EndReason,
    /// Seated, non-departed players, best first.
    pub ranking: Vec<Standing>,
}

/// What an action did, in order, for captions and notifications.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "snake_case", tag = "event")]
pub enum Event {
    Nudged {
        seat: usize,
        colour: Colour,
        from: Space,
        to: Space,
    },
    Declared {
        seat: usize,
        colour: Colour,
        number: u8,
        from: Space,
        to: Space,
    },
    /// No declaration was legal: the stone moved and the turn passed without a placement.
    Passed {
        seat: usize,
        colour: Colour,
        number: u8,
        from: Space,
        to: Space,
    },
    Refreshed {
        seat: usize,
        colour: Colour,
    },
    Placed {
        seat: usize,
        tile: Tile,
        square: Square,
    },
    BonusTilesGained {
        seat: usize,
        count: u32,
    },
    DisplayRefilled {
        colour: Colour,
        count: usize,
    },
    DistrictScored {
        seat: usize,
        district: char,
        colour: Colour,
        tiles: u32,
        multiplier: u8,
        points: u32,
    },
    /// The colour's stone moved one row down to `row` (0 = top).
    StoneMovedDown {
        colour: Colour,
        row: usize,
    },
    /// The colour's stone left the scoreboard: `points` to the seat, colour closed.
    ColourClosed {
        seat: usize,
        colour: Colour,
        points: u32,
    },
    EndTriggered {
        seat: usize,
    },
    PlayerLeft {
        seat: usize,
    },
    TurnStarted {
        seat: usize,
        round: u32,
    },
    GameOver {
        reason: EndReason,
    },
}

/// A district completed during play and what it scored.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct DistrictScore {
    pub district: char,
    pub colour: Colour,
    pub tiles: u32,
    pub multiplier: u8,
    pub points: u32,
}

/// One player's board and counters.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PlayerState {
    pub(crate) name: String,
    pub(crate) board: [Option<Tile>; 25],
    /// Mask of occupied squares (derived from `board`, kept for speed).
    pub(crate) filled: u32,
    /// Colour of each district's tiles, if any (derived from `board`, kept for speed).
    /// Per colour, the squares of the districts holding that colour (derived from `board`,
    /// kept for speed: which squares a colour may still use is then a few bit operations).
    pub(crate) claimed: [u32; 5],
    pub(crate) bonus_tiles: u32,
    pub(crate) districts_scored: Vec<DistrictScore>,
    pub(crate) off_board_points: u32,
    pub(crate) active: bool,
    pub(crate) turns: u32,
}

impl PlayerState {
    pub fn name(&self) -> &str {
        &self.name
    }
    pub fn tile(&self, sq: Square) -> Option<Tile> {
        self.board[sq.index()]
    }
    pub fn board(&self) -> &[Option<Tile>; 25] {
        &self.board
    }
    pub fn tiles_placed(&self) -> u32 {
        self.filled.count_ones()
    }
    /// The colour of the tiles in a square's district, if it holds any.
    pub fn district_colour(&self, square: Square) -> Option<Colour> {
        Colour::ALL
            .into_iter()
            .find(|c| self.claimed[c.index()] & square.bit() != 0)
    }
    /// Mask of the occupied squares.
    pub fn filled_mask(&self) -> u32 {
        self.filled
    }
    pub fn bonus_tiles(&self) -> u32 {
        self.bonus_tiles
    }
    pub fn districts_scored(&self) -> &[DistrictScore] {
        &self.districts_scored
    }
    pub fn off_board_points(&self) -> u32 {
        self.off_board_points
    }
    /// Points scored during play so far (districts and off-board bonuses).
    pub fn score(&self) -> u32 {
        self.districts_scored.iter().map(|d| d.points).sum::<u32>() + self.off_board_points
    }
    /// False once the player has left the game.
    pub fn is_active(&self) -> bool {
        self.active
    }
    pub fn turns(&self) -> u32 {
        self.turns
    }
}

/// A legal declaration and the squares it would allow.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Declaration {
    pub space: Space,
    pub colour: Colour,
    pub number: u8,
    /// Mask of the squares a tile could then go on.
    pub squares: u32,
}

impl Declaration {
    pub fn squares(&self) -> impl Iterator<Item = Square> {
        Square::in_mask(self.squares)
    }
}

/// A face-up tile that may be taken now and the squares it may go on.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placement {
    pub tile: Tile,
    pub squares: u32,
}

impl Placement {
    pub fn squares(&self) -> impl Iterator<Item = Square> {
        Square::in_mask(self.squares)
    }
}

/// A game of Calçada in a legal position.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(super) settings: Settings,
    pub(super) seed: u64,
    pub(super) layout: Arc<BoardLayout>,
    pub(super) multipliers: Vec<u8>,
    /// Stones per colour on each carousel space.
    pub(super) carousel: [[u8; 5]; 6],
    /// Each colour's scoreboard row (0 = top), `None` once off the scoreboard.
    pub(super) scoreboard: [Option<u8>; 5],
    /// Face-down stacks, top first.
    pub(super) stacks: [VecDeque<Tile>; 5],
    pub(super) displays: [Vec<Tile>; 5],
    /// Face-up tiles taken out of play when their colour closed.
    pub(super) removed: [Vec<Tile>; 5],
    pub(super) players: Vec<PlayerState>,
    pub(super) start_player: usize,
    pub(super) current: usize,
    pub(super) round: u32,
    pub(super) step: Step,
    pub(super) placed_this_round: bool,
    pub(super) end_triggered: bool,
    pub(super) outcome: Option<Outcome>,
}

/// An unbiased draw below `n` from the game's generator. Written out (rather than using
/// `rand`'s range sampling) so that setups stay identical across `rand` versions: a stored
/// game must replay the same forever.
fn below(rng: &mut Xoshiro256PlusPlus, n: usize) -> usize {
    let n = n as u64;
    let zone = u64::MAX - (u64::MAX % n);
    loop {
        let x = rng.next_u64();
        if x < zone {
            return (x % n) as usize;
        }
    }
}

fn shuffle<T>(rng: &mut Xoshiro256PlusPlus, items: &mut [T]) {
    for i in (1..items.len()).rev() {
        items.swap(i, below(rng, i + 1));
    }
}

impl Game {
    /// Sets up a game with a shipped board layout.
    pub fn new(settings: Settings, seed: u64) -> Result<Game, SetupError> {
        let layout = builtin_layout(&settings.board)
            .ok_or_else(|| SetupError::UnknownBoard(settings.board.clone()))?;
        Game::with_layout(settings, seed, layout)
    }

    /// Sets up a game on a given layout. All randomness of the game happens here, from
    /// one generator seeded with `seed`, in a fixed order (stones, then each colour's
    /// stack in colour order, then the start player), so `(settings, seed)` fixes the game.
    pub fn with_layout(
        mut settings: Settings,
        seed: u64,
        layout: Arc<BoardLayout>,
    ) -> Result<Game, SetupError> {
        let n = settings.players.len();
        if !(2..=4).contains(&n) {
            return Err(SetupError::PlayerCount(n));
        }
        let multipliers = match &settings.multipliers {
            Some(rows) => {
                validate_multipliers(rows).map_err(SetupError::Multipliers)?;
                rows.clone()
            }
            None => default_multipliers()
                .for_players(n)
                .ok_or(SetupError::NoDefaultMultipliers(n))?
                .to_vec(),
        };
        // The game's settings name the table in force, so that records and snapshots stay
        // the same game even if the default tables in data/multipliers.json change.
        settings.multipliers = Some(multipliers.clone());
        if let Some(s) = settings.start_player {
            if s >= n {
                return Err(SetupError::StartPlayer(s));
            }
        }
        let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed);

        let mut stones: Vec<Colour> = Colour::ALL.iter().flat_map(|&c| [c; 3]).collect();
        shuffle(&mut rng, &mut stones);
        let first = below(&mut rng, Space::COUNT);
        let mut carousel = [[0u8; 5]; 6];
        let mut next = stones.into_iter();
        for k in 0..5 {
            let space = (first + k) % Space::COUNT;
            for c in next.by_ref().take(k + 1) {
                carousel[space][c.index()] += 1;
            }
        }

        let mut stacks: [VecDeque<Tile>; 5] = Default::default();
        let mut displays: [Vec<Tile>; 5] = Default::default();
        for c in Colour::ALL {
            let mut tiles: Vec<Tile> = Symbol::MOTIFS
                .iter()
                .flat_map(|&m| [Tile::new(c, m); 4])
                .chain([Tile::new(c, Symbol::Bonus); 5])
                .collect();
            shuffle(&mut rng, &mut tiles);
            let mut stack: VecDeque<Tile> = tiles.into();
            displays[c.index()] = stack.drain(..DISPLAY_SIZE).collect();
            stacks[c.index()] = stack;
        }

        let start_player = settings.start_player.unwrap_or_else(|| below(&mut rng, n));
        let players = settings
            .players
            .iter()
            .map(|name| PlayerState {
                name: name.clone(),
                board: [None; 25],
                filled: 0,
                claimed: [0; 5],
                bonus_tiles: STARTING_BONUS_TILES,
                districts_scored: Vec::new(),
                off_board_points: 0,
                active: true,
                turns: 0,
            })
            .collect();
        Ok(Game {
            settings,
            seed,
            layout,
            multipliers,
            carousel,
            scoreboard: [Some(0); 5],
            stacks,
            displays,
            removed: Default::default(),
            players,
            start_player,
            current: start_player,
            round: 1,
            step: Step::Declare,
            placed_this_round: false,
            end_triggered: false,
            outcome: None,
        })
    }

    // ----- reading the position -----

    pub fn settings(&self) -> &Settings {
        &self.settings
    }
    pub fn seed(&self) -> u64 {
        self.seed
    }
    pub fn layout(&self) -> &BoardLayout {
        &self.layout
    }
    pub fn multipliers(&self) -> &[u8] {
        &self.multipliers
    }
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    pub fn player(&self, seat: usize) -> &PlayerState {
        &self.players[seat]
    }
    pub fn start_player(&self) -> usize {
        self.start_player
    }
    /// The seat whose turn it is (meaningless once the game is over).
    pub fn current(&self) -> usize {
        self.current
    }
    pub fn round(&self) -> u32 {
        self.round
    }
    pub fn step(&self) -> Step {
        self.step
    }
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    pub fn end_triggered(&self) -> bool {
        self.end_triggered
    }
    /// Stones of `colour` on a carousel space.
    pub fn stones(&self, space: Space, colour: Colour) -> u8 {
        self.carousel[space.index()][colour.index()]
    }
    /// All stones on a carousel space: the number a declaration there announces.
    pub fn stones_on(&self, space: Space) -> u8 {
        self.carousel[space.index()].iter().sum()
    }
    /// A colour's scoreboard row (0 = top), or `None` once its stone has left the scoreboard.
    pub fn scoreboard_row(&self, colour: Colour) -> Option<usize> {
        self.scoreboard[colour.index()].map(usize::from)
    }
    /// The multiplier a district of `colour` completed now would score with.
    pub fn multiplier(&self, colour: Colour) -> Option<u8> {
        self.scoreboard_row(colour).map(|r| self.multipliers[r])
    }
    pub fn is_closed(&self, colour: Colour) -> bool {
        self.scoreboard[colour.index()].is_none()
    }
    pub fn stones_off(&self) -> usize {
        self.scoreboard.iter().filter(|r| r.is_none()).count()
    }
    pub fn display(&self, colour: Colour) -> &[Tile] {
        &self.displays[colour.index()]
    }
    pub fn stack_size(&self, colour: Colour) -> usize {
        self.stacks[colour.index()].len()
    }
    /// Face-up tiles taken out of play when their colour closed.
    pub fn removed(&self, colour: Colour) -> &[Tile] {
        &self.removed[colour.index()]
    }
    /// Score breakdown of a seat as it stands (final at the end, provisional before).
    pub fn score_breakdown(&self, seat: usize) -> ScoreBreakdown {
        scoring::breakdown(&self.layout, &self.players[seat])
    }

    /// Whether tiles of `colour` can be taken: stone on the scoreboard and a face-up tile.
    /// (The display is refilled whenever it empties, so an empty display means an empty stack.)
    fn colour_available(&self, colour: Colour) -> bool {
        self.scoreboard[colour.index()].is_some() && !self.displays[colour.index()].is_empty()
    }

    /// Mask of squares of `seat`'s board that a tile of `colour` may go on for `number`.
    pub fn fitting_squares(&self, seat: usize, colour: Colour, number: u8) -> u32 {
        let p = &self.players[seat];
        let other_colours = p.claimed.iter().fold(0, |m, c| m | c) & !p.claimed[colour.index()];
        !other_colours & !p.filled & self.layout.squares_for_number(number)
    }

    fn declaration_for(&self, seat: usize, space: Space, colour: Colour) -> Option<Declaration> {
        self.declaration_on(&self.carousel, seat, space, colour)
    }

    fn declaration_on(
        &self,
        carousel: &[[u8; 5]; 6],
        seat: usize,
        space: Space,
        colour: Colour,
    ) -> Option<Declaration> {
        let stones = &carousel[space.index()];
        if stones[colour.index()] == 0 || !self.colour_available(colour) {
            return None;
        }
        let number = stones.iter().sum();
        let squares = self.fitting_squares(seat, colour, number);
        (squares != 0).then_some(Declaration {
            space,
            colour,
            number,
            squares,
        })
    }

    /// Every legal declaration of the current player (empty unless it is the declare step).
    pub fn legal_declarations(&self) -> Vec<Declaration> {
        if self.is_over() || self.step != Step::Declare {
            return Vec::new();
        }
        Space::all()
            .flat_map(|s| Colour::ALL.map(|c| (s, c)))
            .filter_map(|(s, c)| self.declaration_for(self.current, s, c))
            .collect()
    }

    /// Whether the current player has any legal declaration; without one, declaring any
    /// stone is a pass.
    pub fn has_legal_declaration(&self) -> bool {
        Space::all().any(|s| {
            Colour::ALL
                .iter()
                .any(|&c| self.declaration_for(self.current, s, c).is_some())
        })
    }

    /// Every face-up tile the current player may take now, with the squares it may go on
    /// (empty unless it is the place step). Tiles showing the same symbol are listed once.
    pub fn legal_placements(&self) -> Vec<Placement> {
        let Step::Place { colour, number } = self.step else {
            return Vec::new();
        };
        if self.is_over() {
            return Vec::new();
        }
        let squares = self.fitting_squares(self.current, colour, number);
        let mut out: Vec<Placement> = Vec::with_capacity(DISPLAY_SIZE);
        for &tile in &self.displays[colour.index()] {
            if !out.iter().any(|p| p.tile == tile) {
                out.push(Placement { tile, squares });
            }
        }
        out
    }

    /// Every action the current player may take now (departures aside).
    pub fn legal_actions(&self) -> Vec<Action> {
        let mut out = Vec::new();
        if self.is_over() {
            return out;
        }
        let p = &self.players[self.current];
        let can_bonus = p.bonus_tiles > 0;
        match self.step {
            Step::Declare => {
                let declarations = self.legal_declarations();
                for space in Space::all() {
                    for colour in Colour::ALL {
                        if self.stones(space, colour) == 0 {
                            continue;
                        }
                        if can_bonus {
                            out.push(Action::Nudge { space, colour });
                        }
                        // With no legal declaration, any stone may be declared (a pass).
                        if declarations.is_empty()
                            || declarations
                                .iter()
                                .any(|d| d.space == space && d.colour == colour)
                        {
                            out.push(Action::Declare { space, colour });
                        }
                    }
                }
            }
            Step::Place { .. } => {
                for pl in self.legal_placements() {
                    out.extend(pl.squares().map(|square| Action::Place {
                        symbol: pl.tile.symbol,
                        square,
                    }));
                }
            }
        }
        if can_bonus {
            for colour in Colour::ALL {
                if self.can_refresh(colour) {
                    out.push(Action::Refresh { colour });
                }
            }
        }
        out
    }

    fn can_refresh(&self, colour: Colour) -> bool {
        self.colour_available(colour)
    }

    // ----- playing -----

    /// Plays `action` for `seat`. On success returns what happened, in order; on failure the
    /// game is unchanged.
    pub fn play(&mut self, seat: usize, action: Action) -> Result<Vec<Event>, RuleError> {
        self.check(seat, action)?;
        let mut events = Vec::with_capacity(4);
        self.apply(seat, action, &mut events);
        Ok(events)
    }

    /// Whether `seat` may play `action` now, without playing it.
    pub fn check(&self, seat: usize, action: Action) -> Result<(), RuleError> {
        if self.is_over() {
            return Err(RuleError::GameOver);
        }
        let p = self
            .players
            .get(seat)
            .ok_or(RuleError::NoSuchSeat { seat })?;
        if !p.active {
            return Err(RuleError::SeatLeft {
                name: p.name.clone(),
            });
        }
        if action == Action::Leave {
            return Ok(());
        }
        if seat != self.current {
            return Err(RuleError::NotYourTurn {
                current: self.players[self.current].name.clone(),
            });
        }
        match action {
            Action::Leave => Ok(()),
            Action::Nudge { space, colour } => {
                if let Step::Place { colour, number } = self.step {
                    return Err(RuleError::AlreadyDeclared { colour, number });
                }
                if p.bonus_tiles == 0 {
                    return Err(RuleError::NoBonusTiles);
                }
                if self.stones(space, colour) == 0 {
                    return Err(RuleError::NoStoneThere { space, colour });
                }
                Ok(())
            }
            Action::Declare { space, colour } => {
                if let Step::Place { colour, number } = self.step {
                    return Err(RuleError::AlreadyDeclared { colour, number });
                }
                if self.stones(space, colour) == 0 {
                    return Err(RuleError::NoStoneThere { space, colour });
                }
                if self.declaration_for(seat, space, colour).is_some()
                    || !self.has_legal_declaration()
                {
                    return Ok(());
                }
                if self.is_closed(colour) {
                    Err(RuleError::ColourClosed { colour })
                } else if !self.colour_available(colour) {
                    Err(RuleError::ColourExhausted { colour })
                } else {
                    Err(RuleError::NoFittingSquare {
                        colour,
                        number: self.stones_on(space),
                    })
                }
            }
            Action::Refresh { colour } => {
                if p.bonus_tiles == 0 {
                    return Err(RuleError::NoBonusTiles);
                }
                if self.is_closed(colour) {
                    return Err(RuleError::ColourClosed { colour });
                }
                if !self.can_refresh(colour) {
                    return Err(RuleError::ColourExhausted { colour });
                }
                Ok(())
            }
            Action::Place { symbol, square } => {
                let Step::Place { colour, number } = self.step else {
                    return Err(RuleError::NotDeclared);
                };
                if !self.displays[colour.index()]
                    .iter()
                    .any(|t| t.symbol == symbol)
                {
                    return Err(RuleError::TileNotOnDisplay { colour, symbol });
                }
                if p.filled & square.bit() != 0 {
                    return Err(RuleError::SquareOccupied { square });
                }
                let shows = self.layout.number(square);
                if number < 6 && shows != number {
                    return Err(RuleError::WrongNumber {
                        square,
                        shows,
                        declared: number,
                    });
                }
                let d = self.layout.district_of(square);
                if let Some(other) = p.district_colour(square).filter(|&c| c != colour) {
                    return Err(RuleError::DistrictHasOtherColour {
                        district: self.layout.districts()[d].id,
                        colour: other,
                    });
                }
                Ok(())
            }
        }
    }

    fn move_stone(&mut self, space: Space, colour: Colour) -> Space {
        let to = space.next();
        self.carousel[space.index()][colour.index()] -= 1;
        self.carousel[to.index()][colour.index()] += 1;
        to
    }

    /// Reveals up to three tiles of `colour` from the top of its stack.
    fn reveal(&mut self, colour: Colour) -> usize {
        let c = colour.index();
        let n = DISPLAY_SIZE.min(self.stacks[c].len());
        let drawn = self.stacks[c].drain(..n);
        self.displays[c].extend(drawn);
        n
    }

    fn apply(&mut self, seat: usize, action: Action, events: &mut Vec<Event>) {
        match action {
            Action::Leave => self.leave(seat, events),
            Action::Nudge { space, colour } => {
                self.players[seat].bonus_tiles -= 1;
                let to = self.move_stone(space, colour);
                events.push(Event::Nudged {
                    seat,
                    colour,
                    from: space,
                    to,
                });
            }
            Action::Declare { space, colour } => {
                let legal = self.declaration_for(seat, space, colour);
                let number = self.stones_on(space);
                let to = self.move_stone(space, colour);
                if legal.is_some() {
                    self.step = Step::Place { colour, number };
                    events.push(Event::Declared {
                        seat,
                        colour,
                        number,
                        from: space,
                        to,
                    });
                } else {
                    events.push(Event::Passed {
                        seat,
                        colour,
                        number,
                        from: space,
                        to,
                    });
                    self.end_turn(events);
                }
            }
            Action::Refresh { colour } => {
                self.players[seat].bonus_tiles -= 1;
                let c = colour.index();
                let old = std::mem::take(&mut self.displays[c]);
                self.stacks[c].extend(old);
                self.reveal(colour);
                events.push(Event::Refreshed { seat, colour });
            }
            Action::Place { symbol, square } => self.place(seat, symbol, square, events),
        }
    }

    fn place(&mut self, seat: usize, symbol: Symbol, square: Square, events: &mut Vec<Event>) {
        let Step::Place { colour, .. } = self.step else {
            unreachable!("checked: a placement follows a declaration");
        };
        let c = colour.index();
        let at = self.displays[c]
            .iter()
            .position(|t| t.symbol == symbol)
            .expect("checked");
        let tile = self.displays[c].remove(at);
        let d = self.layout.district_of(square);
        let district = &self.layout.districts()[d];
        let p = &mut self.players[seat];
        p.board[square.index()] = Some(tile);
        p.filled |= square.bit();
        p.claimed[c] |= district.mask;
        events.push(Event::Placed { seat, tile, square });
        self.placed_this_round = true;
        if symbol == Symbol::Bonus {
            p.bonus_tiles += BONUS_SYMBOL_REWARD;
            events.push(Event::BonusTilesGained {
                seat,
                count: BONUS_SYMBOL_REWARD,
            });
        }
        let completed = p.filled & district.mask == district.mask;
        let (district_id, tiles) = (district.id, district.size());
        // Refill before scoring: a colour that closes now is refilled, then removed (spec).
        if self.displays[c].is_empty() {
            let count = self.reveal(colour);
            events.push(Event::DisplayRefilled { colour, count });
        }
        if completed {
            let row = self.scoreboard[c].expect("only open colours are placed") as usize;
            let multiplier = self.multipliers[row];
            let points = tiles * u32::from(multiplier);
            let p = &mut self.players[seat];
            p.districts_scored.push(DistrictScore {
                district: district_id,
                colour,
                tiles,
                multiplier,
                points,
            });
            events.push(Event::DistrictScored {
                seat,
                district: district_id,
                colour,
                tiles,
                multiplier,
                points,
            });
            if row + 1 < self.multipliers.len() {
                self.scoreboard[c] = Some(row as u8 + 1);
                events.push(Event::StoneMovedDown {
                    colour,
                    row: row + 1,
                });
            } else {
                self.scoreboard[c] = None;
                p.off_board_points += OFF_BOARD_POINTS;
                self.removed[c].append(&mut self.displays[c]);
                events.push(Event::ColourClosed {
                    seat,
                    colour,
                    points: OFF_BOARD_POINTS,
                });
                if !self.end_triggered && self.stones_off() >= STONES_OFF_TO_END {
                    self.end_triggered = true;
                    events.push(Event::EndTriggered { seat });
                }
            }
        }
        self.end_turn(events);
    }

    /// Position of a seat in the round, counted from the start player.
    fn round_position(&self, seat: usize) -> usize {
        (seat + self.players.len() - self.start_player) % self.players.len()
    }

    fn next_active_after(&self, seat: usize) -> Option<usize> {
        let n = self.players.len();
        (1..=n)
            .map(|k| (seat + k) % n)
            .find(|&s| self.players[s].active)
    }

    fn end_turn(&mut self, events: &mut Vec<Event>) {
        self.players[self.current].turns += 1;
        self.advance(events);
    }

    /// Hands the turn on; at a round's end, decides whether the game is over.
    fn advance(&mut self, events: &mut Vec<Event>) {
        self.step = Step::Declare;
        let Some(next) = self.next_active_after(self.current) else {
            return self.finish(EndReason::PlayersLeft, events);
        };
        if self.round_position(next) <= self.round_position(self.current) {
            if self.end_triggered {
                return self.finish(EndReason::SecondStoneOff, events);
            }
            if !self.placed_this_round {
                return self.finish(EndReason::Stalemate, events);
            }
            self.round += 1;
            self.placed_this_round = false;
        }
        self.current = next;
        events.push(Event::TurnStarted {
            seat: next,
            round: self.round,
        });
    }

    fn leave(&mut self, seat: usize, events: &mut Vec<Event>) {
        self.players[seat].active = false;
        events.push(Event::PlayerLeft { seat });
        if self.players.iter().filter(|p| p.active).count() < 2 {
            return self.finish(EndReason::PlayersLeft, events);
        }
        if seat == self.current {
            // The turn is abandoned where it stands: a stone already moved stays moved.
            self.advance(events);
        }
    }

    fn finish(&mut self, reason: EndReason, events: &mut Vec<Event>) {
        let mut totals: Vec<(usize, u32)> = (0..self.players.len())
            .filter(|&s| self.players[s].active)
            .map(|s| (s, self.score_breakdown(s).total))
            .collect();
        totals.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
        let ranking = totals
            .iter()
            .map(|&(seat, total)| Standing {
                seat,
                rank: 1 + totals.iter().filter(|(_, t)| *t > total).count(),
                total,
            })
            .collect();
        self.outcome = Some(Outcome { reason, ranking });
        events.push(Event::GameOver { reason });
    }
}
