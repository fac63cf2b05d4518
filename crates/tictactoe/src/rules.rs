//! Tic-tac-toe as the game kit sees it: [`game_kit::Rules`] for [`Game`], what the store, the
//! service and the bots ask of any game. Nothing is hidden: a seat's [`View`] is the whole
//! game.

use super::cell::Cell;
use super::game::{Event, Game, Outcome, RuleError, Settings, SetupError, SEATS};
use super::snapshot::{Snapshot, SnapshotError};
use game_kit::{rank_by_points, GameKind, Placing, Rules};

/// The game's name in records and stored games.
pub const GAME: &str = "tictactoe";

/// The game's kind, as the store keeps it.
pub const KIND: GameKind = GameKind::new(GAME);

/// What a seat knows: the whole game, and which seat it is.
#[derive(Copy, Clone, Debug)]
pub struct View<'a> {
    pub seat: usize,
    pub game: &'a Game,
}

impl Rules for Game {
    const GAME: &'static str = GAME;
    /// Nine cells, one mark each.
    const MAX_ACTIONS: usize = 9;

    type Settings = Settings;
    type Action = Cell;
    type Event = Event;
    type SetupError = SetupError;
    type RuleError = RuleError;
    type SnapshotError = SnapshotError;
    type View<'a> = View<'a>;

    fn new(settings: Settings, seed: u64) -> Result<Game, SetupError> {
        Game::new(settings, seed)
    }
    fn play(&mut self, seat: usize, action: Cell) -> Result<Vec<Event>, RuleError> {
        Game::play(self, seat, action)
    }
    fn apply(&mut self, seat: usize, action: Cell) -> Result<(), RuleError> {
        Game::apply(self, seat, action)
    }
    fn legal_actions(&self, seat: usize) -> Vec<Cell> {
        Game::legal_actions(self, seat)
    }
    fn to_move(&self) -> Option<usize> {
        Game::to_move(self)
    }
    /// One per mark.
    fn turns_played(&self) -> u64 {
        self.marks() as u64
    }
    fn seats(&self) -> usize {
        SEATS
    }
    /// 1 for the winner, 0 otherwise.
    fn score_of(&self, seat: usize) -> u32 {
        u32::from(self.outcome() == Some(Outcome::Won { seat }))
    }
    /// The winner first, alone; a draw or a running game ranks both seats first.
    fn standings(&self) -> Vec<Placing> {
        rank_by_points((0..SEATS).map(|s| (s, Rules::score_of(self, s))).collect())
    }
    fn settings(&self) -> &Settings {
        Game::settings(self)
    }
    fn view(&self, seat: usize) -> View<'_> {
        View { seat, game: self }
    }
    fn snapshot_json(&self) -> String {
        serde_json::to_string(&self.snapshot()).expect("a snapshot serialises")
    }
    fn from_snapshot_json(json: &str) -> Result<Game, SnapshotError> {
        let snapshot: Snapshot = serde_json::from_str(json).map_err(SnapshotError::Json)?;
        Game::from_snapshot(snapshot)
    }
}
