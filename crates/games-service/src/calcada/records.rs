//! Calçada's records: a stored game's record (`docs/record-format.md`) and `record`'s answer.

use crate::{Fault, Service};
use calcada_record::{Commitment, Record};
use calcada_rules::Settings;
use games_ids::ids::GameId;
use games_store::{GameStatus, StoredGame};

/// The settings a stored game was (or will be) started with.
pub(crate) fn settings_of(stored: &StoredGame) -> Settings {
    let mut settings = Settings::new(
        stored.seats.iter().map(|s| s.name.clone()),
        &stored.options.board,
    );
    settings.multipliers = stored.options.multipliers.clone();
    settings
}

impl Service {
    /// The record of a stored game, or `None` before it started. A game not over yet gets
    /// no seed and no salt (they would reveal the stacks' order).
    pub fn record_of(&self, id: GameId) -> Result<Option<Record>, Fault> {
        let stored = self.store.load_game(id)?;
        if crate::calcada::game_of(&stored).is_none() {
            return Ok(None);
        }
        let log = self.store.log::<calcada_rules::Action>(id)?;
        let actions: Vec<_> = log.iter().map(|a| (a.seat, a.action)).collect();
        let mut record = Record::of_game(&settings_of(&stored), stored.seed, &actions)
            .ok_or(Fault::Record { game: id })?;
        record.commitment = stored.salt.as_ref().map(|salt| Commitment {
            sha256: Commitment::hash(stored.seed, salt),
            salt: Some(salt.clone()),
        });
        let over = matches!(stored.status, GameStatus::Finished | GameStatus::Ended);
        Ok(Some(if over {
            record
        } else {
            record.without_secrets()
        }))
    }
}
