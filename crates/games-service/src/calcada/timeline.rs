//! A stored game replayed from its seed through its log: the position after any number of
//! moves, and the turns as they were played (whose, which moves, what happened). The turn
//! message, the recap "since your last move" and the panel read games this way.

use crate::Fault;
use calcada_rules::{Event, Game};
use games_store::{LoggedAction, StoredGame};

/// One turn as played.
#[derive(Clone, Debug)]
pub(super) struct Turn {
    pub seat: usize,
    /// Indices in the log of its first and last move.
    pub first: usize,
    pub last: usize,
    /// What its moves did, in order.
    pub events: Vec<Event>,
    /// Whether it ended (the next turn started, or the game ended).
    pub ended: bool,
}

/// The game after the first `upto` moves of `log`, and its turns (the last one may still be
/// going on). `after` is called with the position right after each turn that ends.
pub(super) fn replay(
    stored: &StoredGame,
    log: &[LoggedAction<calcada_rules::Action>],
    upto: usize,
    mut after: impl FnMut(&Turn, &Game),
) -> Result<(Game, Vec<Turn>), Fault> {
    let current = stored
        .state_of::<Game>()
        .ok_or(Fault::NoPosition { game: stored.id })?;
    let mut game =
        Game::new(current.settings().clone(), stored.seed).map_err(|error| Fault::Setup {
            game: stored.id,
            error: error.into(),
        })?;
    let mut turns: Vec<Turn> = Vec::new();
    for (i, a) in log[..upto.min(log.len())].iter().enumerate() {
        let events = game.play(a.seat, a.action).map_err(|error| Fault::Replay {
            game: stored.id,
            action: i + 1,
            error: error.into(),
        })?;
        let ends = events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }));
        match turns.last_mut() {
            // A player leaving out of turn is told within the turn going on.
            Some(t) if !t.ended && (t.seat == a.seat || !ends) => {
                t.last = i;
                t.events.extend(events);
                t.ended = ends;
            }
            _ => turns.push(Turn {
                seat: a.seat,
                first: i,
                last: i,
                events,
                ended: ends,
            }),
        }
        let t = turns.last().expect("pushed");
        if t.ended {
            after(t, &game);
        }
    }
    Ok((game, turns))
}

/// The turns other players ended after `seat`'s last move (all turns if `seat` never moved).
pub(super) fn since_last_move(turns: &[Turn], seat: usize) -> &[Turn] {
    let from = turns
        .iter()
        .rposition(|t| t.seat == seat)
        .map_or(0, |i| i + 1);
    &turns[from..]
}
