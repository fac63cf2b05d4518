//! Calçada as the game kit sees it: [`Rules`] for [`Game`], what the store, the service and
//! the bots ask of any game.

use super::action::{Action, Event};
use super::error::RuleError;
use super::game::Game;
use super::play::NoEvents;
use super::settings::{Settings, SetupError};
use super::snapshot::{Snapshot, SnapshotError};
use super::view::PublicView;
use game_kit::{rank_by_points, Placing, Rules};

/// The game's kind, as the store keeps it.
pub const KIND: game_kit::GameKind = game_kit::GameKind::new(GAME);

/// The game's name in records and stored games.
pub const GAME: &str = "calcada";

impl Rules for Game {
    const GAME: &'static str = GAME;
    /// Each round places a tile or ends the game, and each bonus action spends a bonus tile.
    const MAX_ACTIONS: usize = 20_000;

    type Settings = Settings;
    type Action = Action;
    type Event = Event;
    type SetupError = SetupError;
    type RuleError = RuleError;
    type SnapshotError = SnapshotError;
    /// Calçada hides nothing from one seat that it shows another: every seat sees the public
    /// view.
    type View<'a> = PublicView<'a>;

    fn new(settings: Settings, seed: u64) -> Result<Game, SetupError> {
        Game::new(settings, seed)
    }
    fn play(&mut self, seat: usize, action: Action) -> Result<Vec<Event>, RuleError> {
        Game::play(self, seat, action)
    }
    fn apply(&mut self, seat: usize, action: Action) -> Result<(), RuleError> {
        self.play_into(seat, action, &mut NoEvents)
    }
    /// The seat to move's legal actions (departures aside: any seat may leave at any time).
    fn legal_actions(&self, seat: usize) -> Vec<Action> {
        if Rules::to_move(self) == Some(seat) {
            Game::legal_actions(self)
        } else {
            Vec::new()
        }
    }
    fn settings(&self) -> &Settings {
        Game::settings(self)
    }
    fn to_move(&self) -> Option<usize> {
        (!self.is_over()).then(|| self.current())
    }
    fn turns_played(&self) -> u64 {
        self.players().iter().map(|p| u64::from(p.turns())).sum()
    }
    fn seats(&self) -> usize {
        self.players().len()
    }
    /// Points scored during play.
    fn score_of(&self, seat: usize) -> u32 {
        self.player(seat).score()
    }
    /// The outcome's ranking once the game is over; before, the seats still playing by the
    /// total they would score if the game ended now.
    fn standings(&self) -> Vec<Placing> {
        if let Some(o) = self.outcome() {
            return o
                .ranking
                .iter()
                .map(|s| Placing {
                    rank: s.rank,
                    seat: s.seat,
                    points: s.total,
                })
                .collect();
        }
        rank_by_points(
            (0..self.players().len())
                .filter(|&s| self.player(s).is_active())
                .map(|s| (s, self.score_breakdown(s).total))
                .collect(),
        )
    }
    fn view(&self, _seat: usize) -> PublicView<'_> {
        PublicView::new(self)
    }
    fn snapshot_json(&self) -> String {
        serde_json::to_string(&self.snapshot()).expect("a snapshot serialises")
    }
    fn from_snapshot_json(json: &str) -> Result<Game, SnapshotError> {
        let snapshot: Snapshot = serde_json::from_str(json).map_err(SnapshotError::Json)?;
        Game::from_snapshot(snapshot)
    }
}
