//! Piazza as the game kit sees it: [`Rules`] for [`Game`], what the store, the service and the
//! bots ask of any game.

use super::action::{Action, Event};
use super::error::RuleError;
use super::game::Game;
use super::settings::{Settings, SetupError};
use super::snapshot::{Snapshot, SnapshotError};
use super::view::PlayerView;
use game_kit::{rank_by_points, Placing, Rules};

/// The game's kind, as the store keeps it.
pub const KIND: game_kit::GameKind = game_kit::GameKind::new(GAME);

/// The game's name in records and stored games.
pub const GAME: &str = "piazza";

impl Rules for Game {
    const GAME: &'static str = GAME;
    /// Every turn places a tile (48 at most) or passes, and a round of passes ends the game.
    const MAX_ACTIONS: usize = 1_000;

    type Settings = Settings;
    type Action = Action;
    type Event = Event;
    type SetupError = SetupError;
    type RuleError = RuleError;
    type SnapshotError = SnapshotError;
    /// The table, every seat's public counts and the seat's own hand.
    type View<'a> = PlayerView;

    fn new(settings: Settings, seed: u64) -> Result<Game, SetupError> {
        Game::new(settings, seed)
    }
    fn play(&mut self, seat: usize, action: Action) -> Result<Vec<Event>, RuleError> {
        Game::play(self, seat, action)
    }
    fn legal_actions(&self, seat: usize) -> Vec<Action> {
        self.legal_actions_for(seat)
    }
    fn settings(&self) -> &Settings {
        Game::settings(self)
    }
    fn to_move(&self) -> Option<usize> {
        (!self.is_over()).then(|| self.current())
    }
    /// Turns played, passes included.
    fn turns_played(&self) -> u64 {
        u64::from(self.turn())
    }
    fn seats(&self) -> usize {
        self.players().len()
    }
    fn score_of(&self, seat: usize) -> u32 {
        self.player(seat).score()
    }
    /// The outcome's ranking once the game is over (equal points decided by who finished
    /// first); before, every seat by its points.
    fn standings(&self) -> Vec<Placing> {
        if let Some(o) = self.outcome() {
            return o
                .ranking
                .iter()
                .map(|s| Placing {
                    rank: s.rank,
                    seat: s.seat,
                    points: s.score,
                })
                .collect();
        }
        rank_by_points(
            (0..self.players().len())
                .map(|s| (s, self.player(s).score()))
                .collect(),
        )
    }
    fn view(&self, seat: usize) -> PlayerView {
        Game::view(self, seat)
    }
    fn snapshot_json(&self) -> String {
        serde_json::to_string(&self.snapshot()).expect("a snapshot serialises")
    }
    fn from_snapshot_json(json: &str) -> Result<Game, SnapshotError> {
        let snapshot: Snapshot = serde_json::from_str(json).map_err(SnapshotError::Json)?;
        Game::from_snapshot(snapshot)
    }
}
