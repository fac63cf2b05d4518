//! Calçada's records: a stored game's record (`docs/record-format.md`) and `record`'s answer.

use crate::plugin::{decode_log, GameCtx};
use crate::Fault;
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

/// The record of a stored game, or `None` before it started. A game not over yet gets
/// no seed and no salt (they would reveal the stacks' order).
pub(super) fn record_of(ctx: &GameCtx<'_>, id: GameId) -> Result<Option<Record>, Fault> {
    let stored = ctx.load(id)?;
    if crate::calcada::game_of(&stored).is_none() {
        return Ok(None);
    }
    let log = decode_log::<calcada_rules::Action>(id, &ctx.log(id)?)?;
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
