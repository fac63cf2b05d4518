//! The one boundary through which the service drives a game: [`GamePlugin`], one
//! implementation per game ([`CalcadaGame`] here, on the handlers in `play.rs`, `panel.rs`,
//! `views.rs`...; `PiazzaGame` in `piazza/`), chosen by the stored game's [`GameKind`]
//! ([`plugin`]). Everything else (lobbies, seats, notifications, the outbox's delivery,
//! reminders, the turn clock, pauses, results per game) is the same for every game and reads a
//! started game through the store's `Position` trait.
//!
//! What a plugin answers: the commands that are the game's own (starting it, its moves and
//! panel, the views of its position, hints, options), a bot's turn in the background
//! worker, the stand-in's turn, the channel's message after moves and after an early end, its
//! log for the outbox, its record and its replay.

use super::notices::Checked;
use super::reply::{Card, Png};
use super::request::{Caller, Command, OnGame};
use super::{Answer, Fault, Service};
use calcada_ids::ids::{GameId, UserId};
use calcada_messages::{Lang, Markup, Msg};
use calcada_store::{GameKind, LoggedAction, StoreError, StoredGame};

/// A game's log as the outbox reads it, in the game's own actions.
pub(crate) enum Log {
    Calcada(Vec<LoggedAction>),
    Piazza(super::piazza::PiazzaLog),
}

/// A channel message as a game words it: its text, pictures and card.
pub(crate) type Message = (String, Vec<Png>, Option<Card>);

/// What the service needs of a game that the shared parts do not do.
pub(crate) trait GamePlugin: Sync {
    /// A command about a game of this kind that is the game's own: `Start`, its moves
    /// (`Act`, `Panel`, `Commit`, `PiazzaMove`: another game's are refused), `Board`,
    /// `Table`, `Status`, `History`, `Options`, `Hint`.
    fn on_game(&self, service: &Service, on: OnGame<'_>, command: Command) -> Answer;

    /// One turn of the bot to move, written on its own (the background worker). Returns
    /// whether bot turns still wait.
    fn bot_turn(&self, service: &Service, stored: StoredGame) -> Result<bool, Fault>;

    /// The stand-in's one turn for the player to move (missed reminders, a bank run out).
    fn stand_in(
        &self,
        service: &Service,
        checked: &Checked<'_>,
        intro: Msg,
    ) -> Result<(), StoreError>;

    /// The game's log, for the outbox's pass.
    fn log(&self, service: &Service, id: GameId) -> Result<Log, Fault>;

    /// The channel's message after moves `from..to` of `log` (`intro` first; `pinged`: who is
    /// next, told everything since their last move).
    #[allow(clippy::too_many_arguments)]
    fn compose_turn(
        &self,
        service: &Service,
        words: (Lang, Markup),
        stored: &StoredGame,
        log: &Log,
        range: (u64, u64),
        intro: Option<String>,
        pinged: Option<UserId>,
    ) -> Result<Message, Fault>;

    /// The scores and final picture of a game ended early by `by`, under `text`.
    fn compose_ended(
        &self,
        service: &Service,
        words: (Lang, Markup),
        stored: &StoredGame,
        by: &str,
        text: String,
    ) -> Message;

    /// The game's record as JSON (`docs/record-format.md`), or `None` before it started; a
    /// game not over yet without its secrets.
    fn record_json(&self, service: &Service, id: GameId) -> Result<Option<String>, Fault>;

    /// `record`: the record attached, privately.
    fn record(&self, service: &Service, lang: Lang, stored: &StoredGame) -> Answer;

    /// `replay`: turn `turn` of the game, privately.
    fn replay(
        &self,
        service: &Service,
        caller: &Caller,
        lang: Lang,
        stored: StoredGame,
        turn: Option<usize>,
    ) -> Answer;

    /// "It is your turn" in this game (a direct message, a ping held back by quiet hours).
    fn your_turn(&self, name: String) -> Msg;
}

/// The plugin of a game.
pub(crate) fn plugin(kind: GameKind) -> &'static dyn GamePlugin {
    match kind {
        GameKind::Calcada => &CalcadaGame,
        GameKind::Piazza => &super::piazza::PiazzaGame,
    }
}

/// Calçada's plugin, on its handlers across the crate.
pub(crate) struct CalcadaGame;

impl GamePlugin for CalcadaGame {
    fn on_game(&self, service: &Service, on: OnGame<'_>, command: Command) -> Answer {
        let (caller, lang) = (on.caller, on.lang);
        match command {
            Command::Start => service.start(on),
            Command::Act { action, version } => service.act(on, action, version),
            Command::Panel { steps, version } => service.panel(on, steps, version),
            Command::Commit { steps, version } => service.commit(on, steps, version),
            Command::Board { whom } => service.board(&on, whom),
            Command::Table => service.table(lang, &on.stored),
            Command::Status => Ok(super::Reply::private(
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
        Ok(Log::Calcada(service.store.actions(id)?))
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
