//! Calçada's [`GamePlugin`]: the service's handlers for Calçada's own commands, bots, stand-in,
//! turn messages, record and replay, behind the one trait every game implements.

pub(crate) mod hints;
pub(crate) mod play;
mod views;

use crate::plugin::{GamePlugin, Log, Message};
use crate::request::{Caller, Checked, Command, OnGame};
use crate::{Answer, Fault, Service};
use calcada_ids::ids::{GameId, UserId};
use calcada_messages::{Lang, Markup, Msg};
use calcada_store::{StoreError, StoredGame};

/// Calçada's plugin, on its handlers across the crate.
pub(crate) struct CalcadaGame;

impl GamePlugin for CalcadaGame {
    fn on_game(&self, service: &Service, on: OnGame<'_>, command: Command) -> Answer {
        let (caller, lang) = (on.caller, on.lang);
        match command {
            Command::Start => service.start(on),
            Command::Act {
                action, version, ..
            } => service.act(on, action, version),
            Command::Panel { steps, version, .. } => service.panel(on, steps, version),
            Command::Commit { steps, version, .. } => service.commit(on, steps, version),
            Command::Board { whom } => service.board(&on, whom),
            Command::Table => service.table(lang, &on.stored),
            Command::Status => Ok(crate::Reply::private(
                service.status_text(lang, &on.stored, caller),
            )),
            Command::History { last } => service.history(lang, &on.stored, last.unwrap_or(10)),
            Command::Hint => service.hint(&on),
            Command::Options => service.options(lang, &on.stored, caller),
            Command::PiazzaMove { .. } => Err(Msg::CalcadaOnly.into()),
            other => unreachable!("not a game's own command: {other:?}"),
        }
    }

    fn bot_turn(&self, service: &Service, stored: StoredGame) -> Result<bool, Fault> {
        service.calcada_bot_turn(stored)
    }

    fn stand_in(
        &self,
        service: &Service,
        checked: &Checked<'_>,
        intro: Msg,
    ) -> Result<(), StoreError> {
        service.calcada_stand_in(checked, intro)
    }

    fn log(&self, service: &Service, id: GameId) -> Result<Log, Fault> {
        Ok(Log::Calcada(service.store.log(id)?))
    }

    /// A Calçada turn ends with its placement.
    fn turns_in(&self, log: &Log, from: u64, to: u64) -> usize {
        let Log::Calcada(log) = log else { return 0 };
        log.iter()
            .filter(|a| (from..to).contains(&a.seq))
            .filter(|a| matches!(a.action, calcada_rules::Action::Place { .. }))
            .count()
    }

    fn compose_turn(
        &self,
        service: &Service,
        words: (Lang, Markup),
        stored: &StoredGame,
        log: &Log,
        range: (u64, u64),
        intro: Option<String>,
        pinged: Option<UserId>,
    ) -> Result<Message, Fault> {
        let Log::Calcada(log) = log else {
            return Err(Fault::Record { game: stored.id });
        };
        service.compose_turn(words, stored, log, range, intro, pinged)
    }

    fn compose_ended(
        &self,
        service: &Service,
        words: (Lang, Markup),
        stored: &StoredGame,
        by: &str,
        text: String,
    ) -> Message {
        service.compose_calcada_ended(words, stored, by, text)
    }

    fn record_json(&self, service: &Service, id: GameId) -> Result<Option<String>, Fault> {
        Ok(service.record_of(id)?.map(|r| r.to_json()))
    }

    fn record(&self, service: &Service, lang: Lang, stored: &StoredGame) -> Answer {
        service.calcada_record(lang, stored)
    }

    fn replay(
        &self,
        service: &Service,
        caller: &Caller,
        lang: Lang,
        stored: StoredGame,
        turn: Option<usize>,
    ) -> Answer {
        service.calcada_replay(caller, lang, stored, turn)
    }

    fn your_turn(&self, name: String) -> Msg {
        Msg::YourTurn { name: name.into() }
    }
}

/// A Calçada game's position: `None` while the game is open, or for another game's (the
/// one place Calçada's code gets its type back from the store's `GameState`).
pub(crate) fn game_of(stored: &StoredGame) -> Option<&calcada_rules::Game> {
    stored.state_of::<calcada_rules::Game>()
}
