//! The one boundary through which the service drives a game: [`GamePlugin`], one
//! implementation per game (Calçada's in `calcada/`, Piazza's in `piazza/`), registered in a
//! [`Registry`] where the program builds its service (one line per game) and chosen by the
//! stored game's `GameKind`. Everything else (lobbies, seats, notifications, the outbox's
//! delivery, reminders, the turn clock, pauses, results per game) is the same for every game
//! and reads a started game through the store's `GameState`.
//!
//! What a plugin answers: the commands that are the game's own (starting it, its moves and
//! panel, the views of its position, hints, options), a bot's turn in the background
//! worker, the stand-in's turn, the channel's message after moves and after an early end,
//! its record and its replay. It reaches the service only through a [`GameCtx`]: its game
//! read and written with the version check, pictures, the clock.

use super::reply::{Card, Png};
use super::request::{Command, OnGame};
use super::{Answer, Fault, Service, Stop};
use calcada_ids::ids::{GameId, UserId};
use calcada_messages::{GameMessages, Lang, Markup, Msg};
use calcada_render::{Picture, Renderer};
use calcada_store::{Applied, Change, GameKind, Games, LoggedAction, StoreError, StoredGame};
use game_kit::{BotLevel, GameState};
use std::sync::Arc;

/// A game's log as the store gives it: each action's JSON as stored, which the game's own
/// code decodes ([`decode_log`]).
pub type Log = [LoggedAction];

/// A channel message as a game words it: its text, pictures and card.
pub type Message = (String, Vec<Png>, Option<Card>);

/// A game's log in its own actions; a stored action that does not read is the store's
/// `CorruptAction`.
pub fn decode_log<A: serde::de::DeserializeOwned>(
    game: GameId,
    log: &Log,
) -> Result<Vec<LoggedAction<A>>, Fault> {
    log.iter()
        .map(|a| {
            a.clone()
                .decode()
                .map_err(|source| StoreError::CorruptAction {
                    game,
                    seq: a.seq,
                    source,
                })
                .map_err(Fault::from)
        })
        .collect()
}

/// A game just set up ([`GamePlugin::start`]).
pub struct Started {
    /// The seat to move first, before any bot played.
    pub first: usize,
    /// The position after the bots' first moves.
    pub game: Box<dyn GameState>,
    /// Those moves as the store logs them: seat, the action's JSON, no user.
    pub actions: Vec<(usize, String, Option<UserId>)>,
}

/// A turn of a replay as the game shows it ([`GamePlugin::show_turn`]).
pub struct Shown {
    pub lines: Vec<String>,
    pub png: Vec<u8>,
    /// The position as text, for the terminal.
    pub text_view: Option<String>,
}

/// A turn played by a bot ([`GamePlugin::play_turn`]).
pub struct Played {
    /// The position after it.
    pub game: Box<dyn GameState>,
    /// Its actions as the store logs them: seat, the action's JSON, no user.
    pub actions: Vec<(usize, String, Option<UserId>)>,
}

/// What the service needs of a game that the shared parts do not do. A game outside this
/// crate implements it and is registered with [`Registry::game`].
pub trait GamePlugin: Send + Sync + 'static {
    /// The kind tag its games are stored under (`Rules::GAME`).
    fn kind(&self) -> GameKind;

    /// The store's codecs with this game's added (`games.with::<MyRules>()`).
    fn codec(&self, games: Games) -> Games;

    /// The game's own Fluent messages (its `.ftl` text per language), added to the shared
    /// bundles when it is registered and worded by key (`Text::new(key).arg(..)`, then
    /// `say_text`): a game needs no edit of the shared catalogue.
    fn messages(&self) -> Option<GameMessages> {
        None
    }

    /// A new game from its lobby (its settings from the stored options and seats, set up
    /// with the game's seed) with the bot seats that play first already played.
    fn start(&self, ctx: &GameCtx<'_>, stored: &StoredGame) -> Result<Started, Fault>;

    /// A command about a game of this kind that is the game's own: its moves
    /// (`Act`, `Panel`, `Commit`, `PiazzaMove`: another game's are refused), `Board`,
    /// `Table`, `Status`, `History`, `Options`, `Hint`.
    fn on_game(&self, ctx: &GameCtx<'_>, on: OnGame<'_>, command: Command) -> Answer;

    /// The turn of the seat to move played by a bot of `level` (`None`: nobody plays it),
    /// until that seat's turn ends or the game is over: the position after it and the
    /// actions as logged; `None` if the game has no position. Bots are seeded from public
    /// facts and the version (reproducible; a replay reads the log, never them).
    fn play_turn(&self, stored: &StoredGame, level: Option<BotLevel>) -> Option<Played>;

    /// The turns a change ended (from `before` to `after` with `actions`: seat, action,
    /// who sent it), as (by players, by bots or stand-ins): for the metrics.
    fn turns_ended(
        &self,
        before: Option<&dyn GameState>,
        after: &dyn GameState,
        actions: &[(usize, String, Option<UserId>)],
    ) -> (u64, u64);

    /// How many turns ended among moves `from..to` of `log` (a catch-up says so).
    fn turns_in(&self, game: GameId, log: &Log, from: u64, to: u64) -> Result<usize, Fault>;

    /// The channel's message after moves `from..to` of `log` (`intro` first; `pinged`: who is
    /// next, told everything since their last move).
    #[allow(clippy::too_many_arguments)]
    fn compose_turn(
        &self,
        ctx: &GameCtx<'_>,
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
        ctx: &GameCtx<'_>,
        words: (Lang, Markup),
        stored: &StoredGame,
        by: &str,
        text: String,
    ) -> Message;

    /// The game's record as JSON (`docs/record-format.md`), or `None` before it started; a
    /// game not over yet without its secrets.
    fn record_json(&self, ctx: &GameCtx<'_>, id: GameId) -> Result<Option<String>, Fault>;

    /// The game's turns as a replay steps through them, in order: for each, the moves made
    /// once it is over (its last action's number plus one) and whether it ended (the last may
    /// still be going on).
    fn turns(&self, stored: &StoredGame, log: &Log) -> Result<Vec<(u64, bool)>, Fault>;

    /// Turn `turn` of a replay (0: the start) after `moves` moves, from public data only: the
    /// lines telling it (what happened, or who moves first), its picture and, for the
    /// terminal, a text view.
    #[allow(clippy::too_many_arguments)]
    fn show_turn(
        &self,
        ctx: &GameCtx<'_>,
        words: (Lang, Markup),
        stored: &StoredGame,
        log: &Log,
        turn: usize,
        moves: u64,
    ) -> Result<Shown, Fault>;

    /// "It is your turn" in this game (a direct message, a ping held back by quiet hours).
    fn your_turn(&self, name: String) -> Msg;

    /// What the channel reads when `creator` opens a game of this kind for `max` players
    /// (`board`: the board asked for).
    fn opened(&self, creator: String, board: String, max: usize) -> Msg;
}

/// The games a service plays, each with its plugin, in the order registered (the first is
/// the one a command naming none opens). The program builds it, one line per game.
#[derive(Clone, Default)]
pub struct Registry {
    plugins: Vec<Arc<dyn GamePlugin>>,
}

impl Registry {
    pub fn new() -> Registry {
        Registry::default()
    }

    /// The same games and `plugin`'s.
    pub fn game(mut self, plugin: impl GamePlugin) -> Registry {
        if let Some(messages) = plugin.messages() {
            calcada_messages::add_game_messages(messages);
        }
        self.plugins.push(Arc::new(plugin));
        self
    }

    /// The store's codecs for these games: what a store the service or a tool opens is
    /// given (`Store::with_games`).
    pub fn codecs(&self) -> Games {
        self.plugins
            .iter()
            .fold(Games::new(), |games, p| p.codec(games))
    }

    /// The registered games' kinds, in order.
    pub fn kinds(&self) -> Vec<GameKind> {
        self.plugins.iter().map(|p| p.kind()).collect()
    }

    /// The game a command opens when it names none: the first registered.
    pub fn default_kind(&self) -> GameKind {
        self.plugins.first().expect("a registered game").kind()
    }

    /// The plugin of a game. The store reads only the games registered with it, each of
    /// which has one.
    pub(crate) fn plugin(&self, kind: GameKind) -> &dyn GamePlugin {
        self.plugins
            .iter()
            .find(|p| p.kind() == kind)
            .map(|p| &**p)
            .expect("a stored game's kind is a registered game's")
    }
}

/// What a plugin may ask of the service: its games read and written with the version check,
/// pictures in a language, the clock. Not the whole service.
pub struct GameCtx<'a> {
    pub(crate) service: &'a Service,
}

impl GameCtx<'_> {
    /// Seconds since the Unix epoch, by the service's clock.
    pub fn now(&self) -> i64 {
        self.service.now()
    }

    /// A game as stored now.
    pub fn load(&self, id: GameId) -> Result<StoredGame, Fault> {
        Ok(self.service.store.load_game(id)?)
    }

    /// A game's log as stored ([`decode_log`] reads it in the game's actions).
    pub fn log(&self, id: GameId) -> Result<Vec<LoggedAction>, Fault> {
        Ok(self.service.store.actions(id)?)
    }

    /// Writes `change` at the version `stored` was read at; a lost race is the user's
    /// "moved on" refusal, with nothing written.
    pub fn write(&self, stored: &StoredGame, change: &Change<'_>) -> Result<Applied, Stop> {
        self.service.write(stored, change)
    }

    /// A picture drawn by the renderer of `lang` and encoded as PNG (`picture` names it in
    /// the metrics).
    pub fn png(
        &self,
        lang: Lang,
        picture: &'static str,
        draw: impl FnOnce(&Renderer) -> Picture,
    ) -> Vec<u8> {
        self.service.png(lang, picture, draw)
    }
}
