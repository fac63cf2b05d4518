//! The validated game: setup from [`Settings`] and a seed, then [`Game::play`] for each action.
//!
//! A `Game` is only ever built by [`Game::new`] (or [`Game::with_layout`]), which checks the
//! settings, so every `Game` in existence is a legal position. `play` validates an action
//! completely before it changes anything: a refused action leaves the game untouched.

use super::action::{Outcome, Step};
use super::layout::{builtin_layout, default_multipliers, validate_multipliers, BoardLayout};
use super::piles::{Pile, Stack};
use super::player::PlayerState;
use super::scoring::{self, ScoreBreakdown};
use super::settings::{Settings, SetupError, DISPLAY_SIZE};
use super::types::{Colour, Space, Symbol, Tile};
use game_kit::rng::{below, generator, shuffle};
use std::sync::Arc;

/// A game of Calçada in a legal position.
///
/// What never changes (settings, layout, table) is shared and the rest is held in place, so
/// a clone is one small allocation and a copy: the bots' searches clone games freely.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Game {
    pub(super) settings: Arc<Settings>,
    pub(super) seed: u64,
    pub(super) layout: Arc<BoardLayout>,
    pub(super) multipliers: Arc<[u8]>,
    /// Stones per colour on each carousel space.
    pub(super) carousel: [[u8; 5]; 6],
    /// Each colour's scoreboard row (0 = top), `None` once off the scoreboard.
    pub(super) scoreboard: [Option<u8>; 5],
    /// Face-down stacks.
    pub(super) stacks: [Stack; 5],
    pub(super) displays: [Pile<DISPLAY_SIZE>; 5],
    /// Face-up tiles taken out of play when their colour closed.
    pub(super) removed: [Pile<DISPLAY_SIZE>; 5],
    pub(super) players: Vec<PlayerState>,
    pub(super) start_player: usize,
    pub(super) current: usize,
    pub(super) round: u32,
    pub(super) step: Step,
    pub(super) placed_this_round: bool,
    pub(super) end_triggered: bool,
    pub(super) outcome: Option<Outcome>,
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
        let mut rng = generator(seed);

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

        let mut stacks = [Stack::EMPTY; 5];
        let mut displays = [Pile::EMPTY; 5];
        for c in Colour::ALL {
            // Top first: the first three are revealed.
            let mut tiles: Vec<Tile> = Symbol::MOTIFS
                .iter()
                .flat_map(|&m| [Tile::new(c, m); 4])
                .chain([Tile::new(c, Symbol::Bonus); 5])
                .collect();
            shuffle(&mut rng, &mut tiles);
            displays[c.index()] = Pile::from_slice(&tiles[..DISPLAY_SIZE]).expect("3 tiles");
            stacks[c.index()] = Stack::from_top_first(&tiles[DISPLAY_SIZE..]).expect("22 tiles");
        }

        let start_player = settings.start_player.unwrap_or_else(|| below(&mut rng, n));
        let players = settings
            .players
            .iter()
            .map(|name| PlayerState::new(name))
            .collect();
        Ok(Game {
            settings: Arc::new(settings),
            seed,
            layout,
            multipliers: multipliers.into(),
            carousel,
            scoreboard: [Some(0); 5],
            stacks,
            displays,
            removed: [Pile::EMPTY; 5],
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

    /// The settings the game was set up with (the scoreboard table always filled in).
    pub fn settings(&self) -> &Settings {
        &self.settings
    }
    /// The seed of the game's generator: with the settings and the actions, the whole game.
    pub fn seed(&self) -> u64 {
        self.seed
    }
    /// The board layout every player uses.
    pub fn layout(&self) -> &BoardLayout {
        &self.layout
    }
    /// The scoreboard rows in force, top first.
    pub fn multipliers(&self) -> &[u8] {
        &self.multipliers
    }
    /// Every seat, in seat order (departed ones included).
    pub fn players(&self) -> &[PlayerState] {
        &self.players
    }
    /// One seat; panics if there is no such seat.
    pub fn player(&self, seat: usize) -> &PlayerState {
        &self.players[seat]
    }
    /// The seat that started the game: rounds are counted from it.
    pub fn start_player(&self) -> usize {
        self.start_player
    }
    /// The seat whose turn it is (meaningless once the game is over).
    pub fn current(&self) -> usize {
        self.current
    }
    /// The round being played, from 1.
    pub fn round(&self) -> u32 {
        self.round
    }
    /// Where the current turn stands.
    pub fn step(&self) -> Step {
        self.step
    }
    /// Whether the game has ended.
    pub fn is_over(&self) -> bool {
        self.outcome.is_some()
    }
    /// How the game ended, once it has.
    pub fn outcome(&self) -> Option<&Outcome> {
        self.outcome.as_ref()
    }
    /// Whether the second stone has left the scoreboard (the round is then played out).
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
    /// Whether the colour's stone has left the scoreboard.
    pub fn is_closed(&self, colour: Colour) -> bool {
        self.scoreboard[colour.index()].is_none()
    }
    /// How many stones have left the scoreboard.
    pub fn stones_off(&self) -> usize {
        self.scoreboard.iter().filter(|r| r.is_none()).count()
    }
    /// The colour's face-up tiles, in the order they were revealed.
    pub fn display(&self, colour: Colour) -> &[Tile] {
        self.displays[colour.index()].as_slice()
    }
    /// How many tiles the colour's face-down stack holds.
    pub fn stack_size(&self, colour: Colour) -> usize {
        self.stacks[colour.index()].len()
    }
    /// Face-up tiles taken out of play when their colour closed.
    pub fn removed(&self, colour: Colour) -> &[Tile] {
        self.removed[colour.index()].as_slice()
    }
    /// Score breakdown of a seat as it stands (final at the end, provisional before).
    pub fn score_breakdown(&self, seat: usize) -> ScoreBreakdown {
        scoring::breakdown(&self.layout, &self.players[seat])
    }
}
