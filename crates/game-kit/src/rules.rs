//! What a game's rules offer the rest of the bot ([`Rules`]), and the same position seen
//! without its type ([`GameState`]).

use serde::de::DeserializeOwned;
use serde::Serialize;
use std::any::Any;
use std::error::Error;
use std::fmt::{Debug, Display};
use std::hash::Hash;
use std::str::FromStr;

/// One seat's place in the standings.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placing {
    /// 1 for the best; equal seats share a rank.
    pub rank: usize,
    pub seat: usize,
    pub points: u32,
}

/// A game's rules: a position that changes only through [`Rules::play`], set up from settings
/// and a seed (all randomness at setup), so that settings, seed and the ordered actions are
/// the whole game.
///
/// Actions are typed and have one notation, their `Display` and `FromStr`, read back exactly
/// for every legal action: what players type, controls carry and logs show. The inherent
/// methods of a game type may share these names (`Game::new`, `Game::play`): they are the
/// same calls.
pub trait Rules: Clone + PartialEq + Send + Sync + Sized + 'static {
    /// The game's name: its records' `game`, the stored game's kind.
    const GAME: &'static str;
    /// More actions than any game of these rules takes: a bot game that reaches it is a bug.
    const MAX_ACTIONS: usize;

    /// The settings a game is set up with (raw, checked by [`Rules::new`]).
    type Settings: Clone + Debug + Serialize + DeserializeOwned;
    /// One action of a seat, in the game's notation through `Display` and `FromStr`.
    type Action: Copy
        + Eq
        + Hash
        + Debug
        + Display
        + FromStr<Err: Error + Send + Sync + 'static>
        + Serialize
        + DeserializeOwned
        + Send
        + Sync
        + 'static;
    /// What an action did, in order.
    type Event: Debug;
    /// Settings the rules refuse.
    type SetupError: Error + Send + Sync + 'static;
    /// An action the rules refuse (the game is left as it was).
    type RuleError: Error + Send + Sync + 'static;
    /// A snapshot that is no position of the rules (or no snapshot at all).
    type SnapshotError: Error + Send + Sync + 'static;
    /// What one seat may know of the position: what its bot decides from.
    type View<'a>
    where
        Self: 'a;

    /// Sets up a game.
    fn new(settings: Self::Settings, seed: u64) -> Result<Self, Self::SetupError>;
    /// Plays `action` for `seat` if the rules allow it, and says what happened.
    fn play(
        &mut self,
        seat: usize,
        action: Self::Action,
    ) -> Result<Vec<Self::Event>, Self::RuleError>;
    /// [`Rules::play`] without the events (a game may do it faster: playouts, simulations).
    fn apply(&mut self, seat: usize, action: Self::Action) -> Result<(), Self::RuleError> {
        self.play(seat, action).map(drop)
    }
    /// What `seat` may do now, in a fixed order; none when it is not its turn.
    fn legal_actions(&self, seat: usize) -> Vec<Self::Action>;
    /// The seat to move, unless the game is over.
    fn to_move(&self) -> Option<usize>;
    /// Turns ended so far, all seats together: an action that raises it ended a turn.
    fn turns_played(&self) -> u64;
    /// Seats in the game.
    fn seats(&self) -> usize;
    /// A seat's points so far.
    fn score_of(&self, seat: usize) -> u32;
    /// Best first: the outcome's once the game is over, else the standing now.
    fn standings(&self) -> Vec<Placing>;
    /// The settings the game was set up with (a replay of its log starts from them).
    fn settings(&self) -> &Self::Settings;
    /// What `seat` may know.
    fn view(&self, seat: usize) -> Self::View<'_>;
    /// The whole position (hidden parts included) as the JSON the store keeps.
    fn snapshot_json(&self) -> String;
    /// A position back from [`Rules::snapshot_json`]'s JSON, checked.
    fn from_snapshot_json(json: &str) -> Result<Self, Self::SnapshotError>;
}

/// A started game's position whatever its game: what the store and the game-independent
/// parts of the service ask of it. Every [`Rules`] type is one; a game's own code gets its
/// type back with [`GameState::as_any`].
pub trait GameState: Send + Sync + 'static {
    /// The game's name ([`Rules::GAME`]).
    fn game(&self) -> &'static str;
    /// The position as its own type, to downcast.
    fn as_any(&self) -> &dyn Any;
    /// The seat to move, unless the game is over.
    fn to_move(&self) -> Option<usize>;
    /// Turns ended so far, all seats together: a change that raises it ended a turn.
    fn turns_played(&self) -> u64;
    fn is_over(&self) -> bool {
        self.to_move().is_none()
    }
    /// Seats in the game.
    fn seats(&self) -> usize;
    /// A seat's points so far.
    fn score_of(&self, seat: usize) -> u32;
    /// Best first: the outcome's once the game is over, else the standing now (equal points
    /// share a rank).
    fn standings(&self) -> Vec<Placing>;
    /// The whole position as the JSON the store keeps.
    fn snapshot_json(&self) -> String;
    /// A copy.
    fn clone_box(&self) -> Box<dyn GameState>;
    /// The same position in a shared box (what the store keeps of a game it read or wrote).
    fn clone_arc(&self) -> std::sync::Arc<dyn GameState>;
}

impl<G: Rules> GameState for G {
    fn game(&self) -> &'static str {
        G::GAME
    }
    fn as_any(&self) -> &dyn Any {
        self
    }
    fn to_move(&self) -> Option<usize> {
        Rules::to_move(self)
    }
    fn turns_played(&self) -> u64 {
        Rules::turns_played(self)
    }
    fn seats(&self) -> usize {
        Rules::seats(self)
    }
    fn score_of(&self, seat: usize) -> u32 {
        Rules::score_of(self, seat)
    }
    fn standings(&self) -> Vec<Placing> {
        Rules::standings(self)
    }
    fn snapshot_json(&self) -> String {
        Rules::snapshot_json(self)
    }
    fn clone_box(&self) -> Box<dyn GameState> {
        Box::new(self.clone())
    }
    fn clone_arc(&self) -> std::sync::Arc<dyn GameState> {
        std::sync::Arc::new(self.clone())
    }
}

impl Clone for Box<dyn GameState> {
    fn clone(&self) -> Self {
        self.clone_box()
    }
}

impl Debug for dyn GameState {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("GameState")
            .field("game", &self.game())
            .field("to_move", &self.to_move())
            .field("turns_played", &self.turns_played())
            .finish_non_exhaustive()
    }
}

/// Equal ranks for equal points: `(seat, points)` best first (ties in seat order) made
/// [`Placing`]s, each ranked one below the seats with more points.
pub fn rank_by_points(mut points: Vec<(usize, u32)>) -> Vec<Placing> {
    points.sort_by(|a, b| b.1.cmp(&a.1).then(a.0.cmp(&b.0)));
    points
        .iter()
        .map(|&(seat, p)| Placing {
            rank: 1 + points.iter().filter(|(_, q)| *q > p).count(),
            seat,
            points: p,
        })
        .collect()
}
