//! The one boundary through which the service drives a game: [`GamePlugin`], one
//! implementation per game (each in the game's own folder or crate), registered in a
//! [`Registry`](crate::Registry) where the program builds its service (one line per game)
//! and chosen by the stored game's `GameKind`. Everything else (lobbies, seats, notifications, the outbox's
//! delivery, reminders, the turn clock, pauses, results per game) is the same for every game
//! and reads a started game through the store's `GameState`.
//!
//! What a plugin answers: the commands that are the game's own (starting it, its moves and
//! panel, the views of its position, hints, options), a bot's turn in the background
//! worker, the stand-in's turn, the channel's message after moves and after an early end,
//! its record and its replay. It reaches the service only through a [`GameCtx`]: its game
//! read and written with the version check (a move with its turn notices), who may act,
//! seeds, the hints' gate, words and pictures, the clock. A game outside this crate needs
//! nothing else (the test-only third game's crate shows it).

use super::controls::ids;
use super::controls::kit::{Button, Row, Style};
use super::controls::Route;
use super::reply::{Card, Png};
use super::request::{Caller, Command, OnGame, Whom};
use super::words::LineError;
use super::{access, Answer, Fault, Reply, Service, Stop};
use game_kit::{BotLevel, GameState};
use games_ids::ids::{GameId, UserId};
use games_messages::{GameMessages, Lang, Markup, Msg, Name, Text};
use games_pictures::{Picture, Renderer};
use games_store::{
    Applied, Change, GameKind, GameStatus, Games, LoggedAction, StoreError, StoredGame,
};
use std::ops::RangeInclusive;

/// The most pictures a channel message carries (a turn message after several turns shows
/// the last ones).
pub use super::outbox::MAX_PICTURES;
/// What every game says alike: a stale panel's answer, the shuffle's seal revealed.
pub use super::present::{reveal, stale_panel};

/// A game's log as the store gives it: each action's JSON as stored, which the game's own
/// code decodes ([`decode_log`]).
pub type Log = [LoggedAction];

/// A reply's controls, as rows.
pub type Rows = Vec<Row>;

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

/// Bots' actions as a game's log takes them: each with its seat, sent by nobody (a bot).
pub fn by_bots<A>(actions: Vec<(usize, A)>) -> Vec<(usize, A, Option<UserId>)> {
    actions
        .into_iter()
        .map(|(seat, action)| (seat, action, None))
        .collect()
}

/// A seed for a bot from public facts (the game's number, its move number, `steps` into a
/// turn), never from the game's secret seed: what [`GameCtx::public_seed`] gives, for a
/// plugin's bot turns, which run without a context ([`GamePlugin::play_turn`]).
pub fn public_seed(stored: &StoredGame, steps: u64) -> u64 {
    (stored.id.0 as u64).wrapping_mul(0xd6e8_feb8_6659_fd93)
        ^ stored.moves.wrapping_mul(0x9e37_79b9_7f4a_7c15)
        ^ steps.rotate_left(29)
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
/// crate implements it and is registered with [`Registry::game`](crate::Registry::game).
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

    /// The game's name in `lang` where a command offers the games (`None`: the shared
    /// catalogue's choice for it, the built-in games').
    fn name(&self, _lang: Lang) -> Option<String> {
        None
    }

    /// Whether `board` (the `side`/`board` option, upper case) names a board of this game. A
    /// game without boards of its own is played on the stored default, `A`.
    fn has_board(&self, board: &str) -> bool {
        board == "A"
    }

    /// Whether a player chooses among the game's board sides (one it lacks is refused with
    /// the sides to choose; otherwise, with the game having none).
    fn board_sides(&self) -> bool {
        false
    }

    /// How many seats a game of this kind has, fewest to most: the lobby's bounds (its
    /// default size is the most).
    fn players(&self) -> RangeInclusive<usize> {
        2..=4
    }

    /// The legal moves of `seat` in `stored` as (label in `lang`, the move in the game's
    /// notation): what the generic move command's autocomplete offers ([`Command::Move`]).
    /// Empty unless it is the seat's turn.
    fn choices(&self, _lang: Lang, _stored: &StoredGame, _seat: usize) -> Vec<(String, String)> {
        Vec::new()
    }

    /// What a click on one of the game's own controls asks for (ids it made, as a panel's
    /// in [`GamePlugin::panel_controls`]); `None`: not one of its ids.
    fn read_control(&self, _id: &str, _value: Option<&str>, _lang: Lang) -> Option<Route> {
        None
    }

    /// A terminal line's verb of the game's own (`declare 3 yellow`): the move in its
    /// notation, or why the words do not read; `None`: not one of its verbs.
    fn read_words(&self, _verb: &str, _words: &[&str]) -> Option<Result<String, LineError>> {
        None
    }

    /// The controls under a panel reply of this game (`reply.panel`): `filter`, what a
    /// control asked the panel to narrow; `channel`, the game's when shown elsewhere. By
    /// default a stale panel's button opens it afresh.
    fn panel_controls(&self, reply: &Reply, lang: Lang, _: Option<char>, _: Option<u64>) -> Rows {
        crate::controls::default_panel(reply, lang)
    }

    /// A new game from its lobby (its settings from the stored options and seats, set up
    /// with the game's seed) with the bot seats that play first already played.
    fn start(&self, ctx: &GameCtx<'_>, stored: &StoredGame) -> Result<Started, Fault>;

    /// A command about a game of this kind that is the game's own: its moves (`Move`, in
    /// the game's notation; the built-in games' own move commands: another game's are
    /// refused), `Board`,
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
    fn your_turn(&self, name: String) -> Text;

    /// What the channel reads when `creator` opens a game of this kind for `max` players
    /// (`board`: the board asked for).
    fn opened(&self, creator: String, board: String, max: usize) -> Text;
}

/// What a plugin may ask of the service: its games read and written with the version check
/// (a move with the turn notices that follow it), who may act, the stand-in, seeds, the
/// hints' gate, words and pictures in a language, the clock and the status lines every game
/// shares. Not the whole service.
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

    /// The renderer of `lang`: a picture's words without drawing it (a caption's lines).
    pub fn renderer(&self, lang: Lang) -> &Renderer {
        self.service.renderer(lang)
    }

    /// Each player's time left on the turn clock, as a picture's score strip shows it under
    /// each name (empty without a clock).
    pub fn clock_labels(&self, lang: Lang, stored: &StoredGame) -> Vec<String> {
        self.service.clock_labels(lang, stored)
    }

    /// The hints asked for in a game: (move number, seat), for its history.
    pub fn hints_asked(&self, id: GameId) -> Result<Vec<(u64, usize)>, Fault> {
        Ok(self.service.store.hints(id)?)
    }

    /// Each player's time left on the turn clock, for the channel's message; `None`
    /// without a clock.
    pub fn clock_times(&self, stored: &StoredGame) -> Option<Msg> {
        self.service.clock_times(stored)
    }

    /// Writes the moves `actions` (seat, the action's JSON, who sent it) that took `stored`
    /// to `game`, in one version-checked transaction. If they ended a turn (the game's
    /// `turns_played` moved, or it is over), the channel's turn message and the next player's
    /// ping are queued in the same transaction (the outbox), the game finished if it is over,
    /// the reminder clock restarted; steps within a turn (a declaration before its placement)
    /// are written alone. A lost race is the "moved on" refusal, with nothing written.
    pub fn write_moves(
        &self,
        stored: &StoredGame,
        game: &dyn GameState,
        actions: &[(usize, String, Option<UserId>)],
    ) -> Result<Applied, Stop> {
        let before = stored.position().map(|p| p.turns_played());
        let turn_ended = game.is_over() || before != Some(game.turns_played());
        let notices = if turn_ended {
            let body = super::body::NoticeBody::turn(stored.moves, actions.len(), None);
            self.service.turn_notices(stored, &stored.seats, game, body)
        } else {
            Vec::new()
        };
        let change = Change {
            status: game.is_over().then_some(GameStatus::Finished),
            state: Some(game),
            actions,
            notices: &notices,
            new_turn: turn_ended,
            ..Default::default()
        };
        self.write(stored, &change)
    }

    /// The player of `seat` (the caller's, from [`GameCtx::own_seat`]) leaves a running
    /// game: the game's stand-in bot (its options) takes the seat over, and the channel is
    /// told.
    pub fn stand_in(&self, lang: Lang, stored: StoredGame, seat: usize) -> Answer {
        let kind = stored.options.stand_in;
        self.service.seat_bot(lang, stored, seat, kind)
    }

    /// The status lines every game shares, names shown literally for `markup`: since when
    /// the player to move is waited for, the channel's posts held back, the server's pause,
    /// the turn clock, players away.
    pub fn status_lines(&self, lang: Lang, markup: Markup, stored: &StoredGame) -> Vec<String> {
        self.service.status_lines(lang, markup, stored)
    }

    /// The refusal unless `stored` is running.
    pub fn running(&self, stored: &StoredGame) -> Result<(), Stop> {
        Ok(access::status(stored, GameStatus::Running)?)
    }

    /// The caller's seat in `stored` if the game is running: the refusal of a game not
    /// running first ([`GameCtx::running`]), then of someone with no seat.
    pub fn playing_seat(&self, stored: &StoredGame, caller: &Caller) -> Result<usize, Stop> {
        self.running(stored)?;
        self.own_seat(stored, caller)
    }

    /// The caller's seat in `stored`, or the refusal for someone who has none.
    pub fn own_seat(&self, stored: &StoredGame, caller: &Caller) -> Result<usize, Stop> {
        Ok(access::own_seat(stored, caller)?)
    }

    /// The seat a view asks for (`whom`: the caller's own, or a player named), or the
    /// refusal naming who has none.
    pub fn find_seat(
        &self,
        stored: &StoredGame,
        caller: &Caller,
        whom: &Whom,
    ) -> Result<usize, Stop> {
        Ok(access::find_seat(stored, caller, whom)?)
    }

    /// Whether the caller opened the game (the host).
    pub fn is_host(&self, stored: &StoredGame, caller: &Caller) -> bool {
        access::is_host(stored, caller)
    }

    /// The refusal unless `stored` runs and `seat` is to move: the game is not running, or
    /// whose turn it is.
    pub fn to_move(&self, stored: &StoredGame, seat: usize) -> Result<(), Stop> {
        if stored.status != GameStatus::Running || stored.state.is_none() {
            return Err(Msg::NotRunning.into());
        }
        match stored.current_seat() {
            Some(s) if s == seat => Ok(()),
            Some(s) => Err(Msg::RuleNotYourTurn {
                current: Name::from(&stored.seats[s].name),
            }
            .into()),
            None => Err(Msg::NotRunning.into()),
        }
    }

    /// The refusal of a control made at another move than the game's now (stale).
    pub fn at_version(&self, stored: &StoredGame, version: Option<u64>) -> Result<(), Stop> {
        match version {
            Some(v) if v != stored.moves => Err(Msg::Stale.into()),
            _ => Ok(()),
        }
    }

    /// The bot level playing `seat` (`None`: a person).
    pub fn bot_level(&self, stored: &StoredGame, seat: usize) -> Option<BotLevel> {
        stored.seats.get(seat).and_then(|s| s.bot)
    }

    /// A seed for a bot or a hint from public facts (the game's number, its move number and
    /// `steps` into a turn), never from the game's secret seed: reproducible, and it tells
    /// nothing hidden. (The built-in games' bots mix the position's public facts instead,
    /// with [`game_kit::public_seed`] in [`game_kit::play_bots`].)
    pub fn public_seed(&self, stored: &StoredGame, steps: u64) -> u64 {
        public_seed(stored, steps)
    }

    /// The hint for the caller's `seat`: refused when the game's hints are off; else
    /// `search` run once per game and move at the searches' gate, at low priority, and the
    /// hint noted for the record.
    pub fn hint<T: Clone + Send + 'static>(
        &self,
        stored: &StoredGame,
        seat: usize,
        search: impl FnOnce() -> T + Send,
    ) -> Result<T, Stop> {
        if !stored.options.hints {
            return Err(Msg::HintsOff.into());
        }
        let hint = self
            .service
            .hints
            .get_or_search(stored.id, stored.moves, search);
        self.service
            .store
            .record_hint(stored.id, stored.moves, seat, self.now())?;
        Ok(hint)
    }

    /// A game's own message (its `.ftl`, [`GamePlugin::messages`]) worded in `lang` for a
    /// reader who sees `markup`.
    pub fn words(&self, lang: Lang, markup: Markup, text: &Text) -> String {
        games_messages::say_text_as(lang, markup, text)
    }

    /// The private answer to a move just written: `summary` (what it did), said to be
    /// queued while the channel's posts are held back.
    pub fn played(&self, lang: Lang, stored: &StoredGame, summary: String) -> Reply {
        let held = self.service.channel_held(stored.channel);
        let text = games_messages::say(lang, &super::present::turn_played(summary, held));
        Reply::private(text).queued()
    }

    /// A button that plays `action` (in the game's notation) for whoever clicks it, if the
    /// game is still `stored` at its move number: read back by the service as a
    /// [`Command::Move`].
    pub fn move_button(
        &self,
        stored: &StoredGame,
        action: &dyn std::fmt::Display,
        label: impl Into<String>,
    ) -> Button {
        let id = ids::move_id(stored.id.0, stored.moves, &action.to_string());
        Button::new(id, label, Style::Secondary)
    }
}
