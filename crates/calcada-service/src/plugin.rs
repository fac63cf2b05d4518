//! The one boundary through which the service drives a game: [`GamePlugin`], one
//! implementation per game (`CalcadaGame` in `calcada.rs`, on the handlers in `play.rs`,
//! `panel.rs`, `views.rs`...; `PiazzaGame` in `piazza/`), chosen by the stored game's
//! `GameKind` (`crate::plugin`). Everything else (lobbies, seats, notifications, the outbox's delivery,
//! reminders, the turn clock, pauses, results per game) is the same for every game and reads a
//! started game through the store's `Position` trait.
//!
//! What a plugin answers: the commands that are the game's own (starting it, its moves and
//! panel, the views of its position, hints, options), a bot's turn in the background
//! worker, the stand-in's turn, the channel's message after moves and after an early end, its
//! log for the outbox, its record and its replay.

use super::reply::{Card, Png};
use super::request::{Caller, Checked, Command, OnGame};
use super::{Answer, Fault, Service};
use calcada_ids::ids::{GameId, UserId};
use calcada_messages::{Lang, Markup, Msg};
use calcada_store::{LoggedAction, StoreError, StoredGame};

/// A game's log as the outbox reads it, in the game's own actions.
pub(crate) enum Log {
    Calcada(Vec<LoggedAction<calcada_rules::Action>>),
    Piazza(PiazzaLog),
}

/// A Piazza game's log: seat, action, who sent it (`None`: a bot).
pub(crate) type PiazzaLog = Vec<(usize, piazza_rules::Action, Option<UserId>)>;

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

    /// How many turns ended among moves `from..to` of `log` (a catch-up says so).
    fn turns_in(&self, log: &Log, from: u64, to: u64) -> usize;

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
