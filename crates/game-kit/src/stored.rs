//! A game as the store keeps it, whatever the game: its kind (the tag in the `game` column,
//! the records' `game`), its position as snapshot JSON, its log as one JSON value per action.
//! The store knows no game: it is handed [`Games`], the registered games' codecs, which read
//! a snapshot back to a [`GameState`] and replay a log to check it.

use super::rules::{GameState, Rules};
use std::any::Any;
use std::error::Error;
use std::fmt;
use std::marker::PhantomData;
use std::sync::Arc;

/// Which game: its tag ([`Rules::GAME`]), as the store's `game` column and the records keep it.
#[derive(Copy, Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct GameKind(&'static str);

impl GameKind {
    /// The kind whose tag is `tag` (a game's [`Rules::GAME`]).
    pub const fn new(tag: &'static str) -> GameKind {
        GameKind(tag)
    }
    /// The kind of the game whose rules are `G`.
    pub const fn of<G: Rules>() -> GameKind {
        GameKind(G::GAME)
    }
    /// The tag, as stored.
    pub fn key(self) -> &'static str {
        self.0
    }
}

impl fmt::Debug for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "GameKind({:?})", self.0)
    }
}

impl fmt::Display for GameKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.0)
    }
}

/// A cause, whatever its type.
pub type Cause = Box<dyn Error + Send + Sync + 'static>;

/// Why a stored log does not give the stored position.
#[derive(Debug, thiserror::Error)]
pub enum ReplayError {
    /// The settings read from the snapshot set up no game.
    #[error("the settings set up no game")]
    Settings(#[source] Cause),
    /// A logged action is no action of the game (its JSON).
    #[error("action {seq} does not read")]
    Decode {
        seq: u64,
        #[source]
        source: serde_json::Error,
    },
    /// A logged action the rules refuse (`seq` counts from 0).
    #[error("action {seq} does not replay")]
    Refused {
        seq: u64,
        #[source]
        source: Cause,
    },
    /// The log replays to another position than the snapshot.
    #[error("the snapshot differs from the replayed log")]
    Differs,
    /// The position given is not of this codec's game.
    #[error("the position is a {0} game")]
    OtherGame(&'static str),
}

/// What the store asks of a game it keeps: object-safe, one per registered game (a
/// [`Codec`] over the game's [`Rules`]).
pub trait GameCodec: Send + Sync + 'static {
    /// The game's kind.
    fn kind(&self) -> GameKind;
    /// A position back from the snapshot JSON the store keeps.
    fn parse(&self, snapshot: &str) -> Result<Arc<dyn GameState>, Cause>;
    /// Replays `log` (each action's seat and stored JSON, in order) from `state`'s settings
    /// and `seed`, and checks that it gives exactly `state`.
    fn replay(
        &self,
        state: &dyn GameState,
        seed: u64,
        log: &[(usize, &str)],
    ) -> Result<(), ReplayError>;
}

/// The codec of the game whose rules are `G`.
pub struct Codec<G>(PhantomData<fn() -> G>);

impl<G> Default for Codec<G> {
    fn default() -> Self {
        Codec(PhantomData)
    }
}

impl<G: Rules> GameCodec for Codec<G> {
    fn kind(&self) -> GameKind {
        GameKind::of::<G>()
    }
    fn parse(&self, snapshot: &str) -> Result<Arc<dyn GameState>, Cause> {
        Ok(Arc::new(G::from_snapshot_json(snapshot)?))
    }
    fn replay(
        &self,
        state: &dyn GameState,
        seed: u64,
        log: &[(usize, &str)],
    ) -> Result<(), ReplayError> {
        let stored = downcast::<G>(state).ok_or(ReplayError::OtherGame(state.game()))?;
        let mut replayed = G::new(stored.settings().clone(), seed)
            .map_err(|e| ReplayError::Settings(Box::new(e)))?;
        for (seq, (seat, json)) in log.iter().enumerate() {
            let seq = seq as u64;
            let action: G::Action =
                serde_json::from_str(json).map_err(|source| ReplayError::Decode { seq, source })?;
            replayed
                .apply(*seat, action)
                .map_err(|e| ReplayError::Refused {
                    seq,
                    source: Box::new(e),
                })?;
        }
        if replayed != *stored {
            return Err(ReplayError::Differs);
        }
        Ok(())
    }
}

/// A stored position as the game `G`'s own type (`None`: another game's).
pub fn downcast<G: Rules>(state: &dyn GameState) -> Option<&G> {
    <dyn Any>::downcast_ref(state.as_any())
}

/// The games a store reads: each one's codec, found by its tag.
#[derive(Clone, Default)]
pub struct Games {
    codecs: Vec<Arc<dyn GameCodec>>,
}

impl Games {
    /// No game.
    pub fn new() -> Games {
        Games::default()
    }
    /// These games and the one whose rules are `G`.
    pub fn with<G: Rules>(mut self) -> Games {
        self.codecs.retain(|c| c.kind() != GameKind::of::<G>());
        self.codecs.push(Arc::new(Codec::<G>::default()));
        self
    }
    /// The codec of the game tagged `tag`, if registered.
    pub fn get(&self, tag: &str) -> Option<&dyn GameCodec> {
        self.codecs
            .iter()
            .find(|c| c.kind().key() == tag)
            .map(|c| &**c)
    }
    /// The registered games' kinds, in the order registered.
    pub fn kinds(&self) -> impl Iterator<Item = GameKind> + '_ {
        self.codecs.iter().map(|c| c.kind())
    }
}

impl fmt::Debug for Games {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.debug_list().entries(self.kinds()).finish()
    }
}
