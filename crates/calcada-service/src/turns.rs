//! Turns no player types, the same for every game: the background worker's bot turns and the
//! stand-in's turn for a player who missed too many reminders or ran out of time. The game's
//! plugin plays the turn ([`GamePlugin::play_turn`](crate::plugin::GamePlugin::play_turn),
//! its bots on its position); here it is written with its notices.

use super::request::Checked;
use super::{Fault, Service};
use calcada_ids::ids::GameId;
use calcada_messages::Msg;
use calcada_store::{Change, GameStatus, StoreError};

impl Service {
    /// The background worker's step: plays one turn of the bot whose turn it is in game `id`,
    /// if bot turns wait there, and writes it on its own (searches run at most one per core
    /// but one, through the same gate as hints). Once a human is to play or the game is over,
    /// one turn message tells the channel every move since it was last told, and pings
    /// whoever is next. Returns whether bot turns still wait in that game.
    pub fn play_bot_turn(&self, id: GameId) -> Result<bool, Fault> {
        let stored = self.store.load_game(id)?;
        let (Some(from), GameStatus::Running, Some(state)) =
            (stored.bots_from, stored.status, stored.state.as_deref())
        else {
            return Ok(false);
        };
        let level = state.to_move().and_then(|seat| stored.seats[seat].bot);
        let plugin = self.plugin(stored.kind);
        let played = {
            let _core = self.hints.slot();
            super::gate::at_low_priority(|| plugin.play_turn(&stored, level))
        };
        let Some(played) = played else {
            return Ok(false);
        };
        let game = &*played.game;
        let (more, notices) = self.after_bot_turns(&stored, game, from, played.actions.len());
        let change = Change {
            status: game.is_over().then_some(GameStatus::Finished),
            state: Some(game),
            actions: &played.actions,
            notices: &notices,
            new_turn: true,
            bots_from: Some(more.then_some(from)),
            ..Default::default()
        };
        self.write_bot_turns(&stored, &change, more)
    }

    /// Plays every waiting bot turn of every game, one turn at a time, until none waits (for
    /// synchronous callers: the terminal, tests, tools). Returns the turns played.
    pub fn play_waiting_bots(&self) -> Result<usize, Fault> {
        let mut played = 0;
        loop {
            let games = self.store.games_with_bot_turns()?;
            if games.is_empty() {
                return Ok(played);
            }
            for id in games {
                self.play_bot_turn(id)?;
                played += 1;
            }
        }
    }

    /// A bot plays this one turn for the player who missed too many reminders (the seat stays
    /// theirs). Bot seats that follow are left to the background worker, so a tick plays at
    /// most one turn per game.
    pub(super) fn stand_in(&self, checked: &Checked<'_>, intro: Msg) -> Result<(), StoreError> {
        let Checked { stored, now, .. } = *checked;
        let level = Some(stored.options.stand_in);
        let Some(played) = self.plugin(stored.kind).play_turn(stored, level) else {
            return Ok(());
        };
        let g = &*played.game;
        let (bots_due, notices) = self.after_stand_in(stored, g, played.actions.len(), intro);
        let change = Change {
            status: g.is_over().then_some(GameStatus::Finished),
            state: Some(g),
            actions: &played.actions,
            notices: &notices,
            new_turn: true,
            bots_from: bots_due.then_some(Some(stored.moves)),
            ..Default::default()
        };
        self.apply(stored, &change, now)?;
        self.count_turns(stored, &change);
        Ok(())
    }
}
