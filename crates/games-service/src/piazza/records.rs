//! Piazza's records: a stored game's record with the shuffle's seal, and `record`'s answer.

use crate::plugin::GameCtx;
use crate::Fault;
use games_ids::ids::GameId;
use games_store::GameStatus;

/// The record of a stored Piazza game (`docs/record-format.md`, `"game": "piazza"`) with
/// the shuffle's seal, or `None` before it started; a game not over yet without its seed
/// and salt.
pub(super) fn record_of(
    ctx: &GameCtx<'_>,
    id: GameId,
) -> Result<Option<piazza_rules::Record>, Fault> {
    let stored = ctx.load(id)?;
    let Some(game) = crate::piazza::game_of(&stored) else {
        return Ok(None);
    };
    let actions: Vec<_> = crate::piazza::piazza_log(stored.id, &ctx.log(stored.id)?)?
        .into_iter()
        .map(|(seat, action, _)| (seat, action))
        .collect();
    let mut record = piazza_rules::Record::of_game(game.settings(), stored.seed, &actions)
        .map_err(|_| Fault::Record { game: stored.id })?;
    record.commitment = stored
        .salt
        .as_ref()
        .map(|salt| piazza_rules::record::Commitment::of(stored.seed, salt));
    let over = matches!(stored.status, GameStatus::Finished | GameStatus::Ended);
    Ok(Some(if over {
        record
    } else {
        record.without_secrets()
    }))
}
