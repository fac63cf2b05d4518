//! The service: who may do what, applying actions, persisting them, and what to tell whom.
//! Transport-free (no serenity types): the Discord adapter, `calcada local` and the tests all
//! call [`Service::handle`] with a [`Caller`] and a [`Command`] and get a [`Reply`], and
//! deliver the outbox through [`AsyncService::deliver_pending`] with their own [`Deliver`].
//! A crate of its own on the layers below it (rules, bots, records, ids, metrics, messages,
//! pictures, store), so it cannot name the adapters.
//!
//! The flow of an action (the "master" around the pure engine): load the game, check who
//! may act (`access`), check the game and the version a control was made for (`controls`),
//! hand the game's own commands to its plugin (`plugin`), which plays them on the rules, lets
//! bots play the seats that follow and writes everything (log, snapshot, notices) in one
//! transaction with a version check. Only then is the reply built: nothing acknowledged can
//! be lost. Whatever the channel should see (the turn message with its picture and ping,
//! reminders, the final scores) is an outbox notice written in that same transaction and
//! worded when it is delivered (`notices`, `outbox`).
//!
//! Files: `request` (what is asked), `access` (who may), `controls` (control ids made and
//! read, rows fitted to Discord's limits), `lobby` (opening, joining, starting), `plugin`
//! (the one trait through which the service drives a game, and the narrow context a game
//! gets), `registry` (the games played), `turns` (bot turns and the stand-in, for every
//! game), `status` (the status lines every game shares), `present` (shared private answers),
//! `reply` (what an answer holds), `body` (what a notice says, as data), `notices` (what to
//! queue, reminders; the tick), `outbox` (composing notices), `delivery` (what a transport
//! posts and how it fails), `pump` (delivering them), `breaker` (holding posts while Discord
//! fails), `retry` (what follows a failed post), `fold` (a blocked channel's catch-up),
//! `bridge` (the async face), `records` (a stored game's record), `replay` (a game shown
//! turn by turn), `rematch` (a game's table sat down again), `words` (the terminal's command
//! language), `my_games` (a player's games), `lists` (results, the admins' list of games),
//! `leaderboard`, `league` (server leagues), `timing` (turn times), `clock` (the turn clock
//! and the server's pause), `away` (time away as a game's server counts it), `hours` (quiet
//! hours and time zones), `settings` (a player's settings and time away), `seeds` (the clock
//! and games' seeds, passed in), `observe` (what the metrics are told), `gate` (the searches' gate and the
//! hints kept), `fault` (what fails that is not the user's, typed, with its causes), and each
//! game's own folder (its plugin and handlers).

mod access;
mod away;
mod body;
mod breaker;
mod bridge;
mod calcada;
mod clock;
pub mod controls;
mod delivery;
mod fault;
mod fold;
mod gate;
mod hours;
mod leaderboard;
pub mod league;
mod lists;
mod lobby;
mod my_games;
mod notices;
mod observe;
mod outbox;
mod piazza;
pub mod plugin;
mod present;
mod pump;
mod records;
mod registry;
mod rematch;
mod replay;
mod reply;
mod request;
mod retry;
mod seeds;
mod settings;
mod status;
mod timing;
mod turns;
pub mod words;

pub use breaker::{PROBE_SECS, TOKEN_PROBE_SECS};
pub use bridge::AsyncService;
pub use calcada::CalcadaGame;
pub use calcada::{
    controls::ids as panel_ids, panel::plan_view, panel::PlannedView, words as calcada_words,
};
pub use delivery::{Cause, Deliver, DeliveryError, Outgoing, RetryScope};
pub use fault::Fault;
pub use fault::Stop;
/// How many bytes of recent pictures' bands a service keeps unless configured.
pub use games_pictures::BAND_CACHE_BYTES;
/// How a player is told it is their turn (a [`SettingsChange`]'s `notify`).
pub use games_store::Notify;
/// What kind of message a notice is (transports style turn messages differently).
pub use games_store::{Location, NoticeKind};
pub use hours::time_zones;
pub use piazza::PiazzaGame;
pub use plugin::{decode_log, GameCtx, GamePlugin, Log, Message, Played, Rows, Shown, Started};
pub use pump::POSTS_PER_SECOND;
pub use records::BackupPlan;
pub use registry::Registry;
pub use seeds::{Clock, Seeds, SystemClock};
pub use settings::SettingsChange;

/// Which game a stored game is (`Command::NewGame`'s choice).
pub use games_store::{GameKind, Games};
pub use reply::{
    Card, Choice, MoveConfirm, Pages, Paging, PanelState, PanelView, Png, ReplayView, Reply,
    TurnButton,
};
pub use request::{Caller, Checked, ClockChoice, Command, MadeFor, OnGame, Ranking, Whom};

use games_messages::{say, Lang, Msg};
use games_pictures::Renderer;
use games_store::{Applied, Change, Claim, Seat, Store, StoredGame};
use std::sync::Arc;

/// The service.
pub struct Service {
    store: Store,
    /// One renderer per language (its labels and layer caches), made on first use.
    renderers: [std::sync::OnceLock<Renderer>; Lang::ALL.len()],
    /// Recent pictures' compressed bands, written again into the pictures that share them
    /// (`None`: none kept).
    bands: Option<games_pictures::BandCache>,
    clock: Arc<dyn Clock>,
    seeds: Seeds,
    /// When the last scheduled backup was taken (0: none yet).
    last_backup: std::sync::atomic::AtomicI64,
    /// This process's claim on the notices it posts (several processes may share a store).
    claim: Claim,
    /// Hints already searched, per game and move, and the gate searches pass (`hints.rs`).
    hints: gate::HintCache,
    /// The outbox pump's circuit breaker (Discord failing as a whole, a refused token).
    breaker: breaker::Breaker,
    /// What the service and its store record for the operator (`observe.rs`).
    metrics: Arc<games_metrics::Metrics>,
    /// The games it plays, each with its plugin (`plugin.rs`).
    plugins: Registry,
}

/// How long a claim on notices lasts unless configured (by the database's clock), renewed
/// before each post: a transport must give a claim longer than its longest post (the
/// Discord adapter: twice its request timeout and a margin). The notices a process was
/// posting when it died are posted (again, shown once thanks to the nonce) by another
/// process, or by itself restarted, this long after; a process that stops lets go of its
/// claims at once.
pub const DEFAULT_CLAIM_SECS: i64 = 10;

/// A command's answer: a reply, or why it stops short.
pub type Answer = Result<Reply, Stop>;

impl Service {
    /// Opens the store (a SQLite file, created if needed, or a PostgreSQL server) and the
    /// service on it; also returns how many games it holds (for the start-up log).
    pub fn open(
        location: impl Into<Location>,
        clock: Arc<dyn Clock>,
        seeds: Seeds,
    ) -> Result<(Service, u64), Fault> {
        Service::open_with(location, clock, seeds, true)
    }

    /// [`Service::open`]; a SQLite file's quick check (which reads the whole file) only if
    /// `check`: the bot runs it beside its start instead (`calcada serve`).
    pub fn open_with(
        location: impl Into<Location>,
        clock: Arc<dyn Clock>,
        seeds: Seeds,
        check: bool,
    ) -> Result<(Service, u64), Fault> {
        Service::open_playing(location, clock, seeds, check, builtin_games())
    }

    /// [`Service::open_with`] playing the games of `plugins`.
    pub fn open_playing(
        location: impl Into<Location>,
        clock: Arc<dyn Clock>,
        seeds: Seeds,
        check: bool,
        plugins: Registry,
    ) -> Result<(Service, u64), Fault> {
        let store = Store::connect_with(&location.into(), check)?;
        let games = store.count_games()?;
        Ok((Service::playing(store, clock, seeds, plugins), games))
    }

    /// The service on `store` playing the built-in games ([`builtin_games`]).
    pub fn new(store: Store, clock: Arc<dyn Clock>, seeds: Seeds) -> Service {
        Service::playing(store, clock, seeds, builtin_games())
    }

    /// The service on `store` playing the games of `plugins`, which it gives the store (their
    /// codecs).
    pub fn playing(
        store: Store,
        clock: Arc<dyn Clock>,
        seeds: Seeds,
        plugins: Registry,
    ) -> Service {
        let mut store = store.with_games(plugins.codecs());
        let metrics = Arc::new(games_metrics::Metrics::new());
        store.observe(metrics.clone());
        Service {
            store,
            renderers: Default::default(),
            bands: Some(games_pictures::BandCache::new(
                games_pictures::BAND_CACHE_BYTES,
            )),
            last_backup: Default::default(),
            clock,
            seeds,
            claim: Claim {
                owner: claim_owner(),
                lease_secs: DEFAULT_CLAIM_SECS,
            },
            hints: gate::HintCache::new(),
            breaker: breaker::Breaker::default(),
            metrics,
            plugins,
        }
    }

    /// Keeps at most `bytes` of recent pictures' compressed bands (0: none, every band of
    /// every picture compressed).
    pub fn with_picture_cache(mut self, bytes: usize) -> Service {
        self.bands = (bytes > 0).then(|| games_pictures::BandCache::new(bytes));
        self
    }

    /// The same service with claims on notices lasting `secs`.
    pub fn with_claim_lease(mut self, secs: i64) -> Service {
        self.claim.lease_secs = secs.max(1);
        self
    }

    /// The renderer whose pictures are worded in `lang`.
    fn renderer(&self, lang: Lang) -> &Renderer {
        let i = Lang::ALL.iter().position(|&l| l == lang).expect("listed");
        self.renderers[i].get_or_init(|| Renderer::with_lang(lang))
    }

    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Answers one command. User mistakes are `Ok` private replies (game untouched); `Err` is
    /// for faults only.
    pub fn handle(&self, caller: &Caller, command: Command) -> Result<Reply, Fault> {
        let lang = Lang::from_locale(&caller.locale);
        // The bot's rights in a channel where Discord refused it are back: its notices go now.
        let lifted = caller.bot_missing.as_ref().is_some_and(|m| m.is_empty())
            && self.store.lift_channel_block(caller.channel, self.now())?;
        if lifted {
            tracing::info!(channel = %caller.channel, "the bot may post again: its notices go now");
        }
        let answer = match command {
            // A click: read by the service from the id it made, and answered with its controls.
            Command::Click { id, values } => self.click(caller, &id, &values).map_err(Stop::Fault),
            command => self.answer(caller, lang, command).map(|r| Reply {
                controls: controls::of(self.games(), &r, lang, None, None),
                ..r
            }),
        };
        match answer {
            Ok(reply) if lifted => Ok(Reply {
                queued: true,
                ..reply
            }),
            Ok(reply) => Ok(reply),
            // In the caller's markup: a refusal may name a player or a command.
            Err(Stop::Refuse(text)) => Ok(Reply {
                refused: true,
                ..Reply::private(games_messages::say_text_as(lang, caller.markup, &text))
            }),
            Err(Stop::Fault(f)) => Err(f),
        }
    }

    /// The live game of a channel as stored (benchmarks and tools read positions this way).
    pub fn live_game(
        &self,
        channel: games_ids::ids::ChannelId,
    ) -> Result<Option<StoredGame>, Fault> {
        Ok(self.store.live_game_in(channel)?)
    }

    fn answer(&self, caller: &Caller, lang: Lang, command: Command) -> Answer {
        match command {
            Command::Help => Ok(Reply::private(say(lang, &Msg::Help))),
            Command::Rules => Ok(Reply::private(say(lang, &Msg::Rules))),
            command @ Command::NewGame { .. } => {
                let opening = lobby::Opening::of(command, self.plugins.default_kind(), false);
                self.new_game(caller, opening.expect("a new game"))
            }
            Command::Pause => self.pause(caller, lang),
            Command::Resume => self.resume(caller, lang),
            Command::List => self.list(caller, lang),
            Command::SetReminder { hours } => self.set_reminder(caller, lang, hours),
            Command::SetAwayDays { days } => self.set_away_days(caller, lang, days),
            Command::SetLobbyDays { days } => self.set_lobby_days(caller, lang, days),
            Command::Results { page } => self.results(caller, lang, page),
            Command::Record { game } => self.record(caller, lang, game),
            Command::Replay { game, turn } => self.replay(caller, lang, game, turn),
            Command::Leaderboard { by, game } => self.leaderboard(
                caller,
                lang,
                by,
                game.unwrap_or(self.plugins.default_kind()),
            ),
            Command::MyGames { page } => self.my_games(caller, lang, page),
            Command::Settings(change) => self.settings(caller, lang, change),
            Command::Away { until } => self.away(caller, lang, &until),
            Command::Back => self.back(caller, lang),
            Command::Stats { user, game } => self.stats(
                caller,
                lang,
                user,
                game.unwrap_or(self.plugins.default_kind()),
            ),
            Command::Rematch { game } => self.rematch(caller, lang, game),
            other => {
                let stored = match self.store.live_game_in(caller.channel)? {
                    Some(g) => g,
                    // Looking is still possible once the game is over.
                    None if other.answers_after_end() => self
                        .store
                        .last_game_over_in(caller.channel)?
                        .ok_or(Msg::NoGameHere)?,
                    None => return Err(Msg::NoGameHere.into()),
                };
                // A channel named by a button (a panel opened from `my games`) is of this
                // server, or there is no game for the caller there.
                if stored.guild != caller.guild {
                    return Err(Msg::NoGameHere.into());
                }
                self.on_game(
                    OnGame {
                        caller,
                        lang,
                        stored,
                    },
                    other,
                )
            }
        }
    }

    /// A command about the game of the channel: the lobby, seats, notifications, the
    /// language and an early end are the same for every game; the rest is the game's own,
    /// answered by its plugin (`plugin.rs`).
    fn on_game(&self, on: OnGame<'_>, command: Command) -> Answer {
        // A button or menu of another game than the channel's now is stale.
        if let Some(stale) = controls::stale(&on, &command, &self.plugins) {
            return stale;
        }
        let (caller, lang) = (on.caller, on.lang);
        match command {
            Command::Join => self.join(caller, on.stored),
            Command::AddBot { kind } => self.add_bot(caller, on.stored, kind),
            Command::Leave => self.leave(on),
            Command::End => self.end(caller, on.stored),
            Command::Notify { dm } => self.notify(on, dm),
            Command::SetLanguage { lang: to } => self.set_language(caller, on.stored, to),
            Command::ReplaceWithBot { whom, kind } => {
                access::admin(caller)?;
                let seat = access::find_seat(&on.stored, caller, &whom)?;
                let kind = kind.unwrap_or(on.stored.options.stand_in);
                self.seat_bot(lang, on.stored, seat, kind)
            }
            Command::Start => self.start(on),
            Command::Move { .. }
            | Command::Panel { .. }
            | Command::Commit { .. }
            | Command::Board { .. }
            | Command::Table
            | Command::Status
            | Command::History { .. }
            | Command::Options
            | Command::Hint => self
                .plugin(on.stored.kind)
                .on_game(&self.ctx(), on, command),
            Command::Help
            | Command::Rules
            | Command::NewGame { .. }
            | Command::Click { .. }
            | Command::List
            | Command::Results { .. }
            | Command::Record { .. }
            | Command::Replay { .. }
            | Command::Leaderboard { .. }
            | Command::MyGames { .. }
            | Command::Stats { .. }
            | Command::Settings(_)
            | Command::Away { .. }
            | Command::Back
            | Command::SetReminder { .. }
            | Command::SetAwayDays { .. }
            | Command::SetLobbyDays { .. }
            | Command::Pause
            | Command::Resume
            | Command::Rematch { .. } => unreachable!("answered without a game"),
        }
    }

    /// Writes a new seating (lobby changes, notification preferences).
    fn write_seats(&self, stored: &StoredGame, seats: &[Seat]) -> Result<Applied, Stop> {
        self.write(
            stored,
            &Change {
                seats: Some(seats),
                ..Default::default()
            },
        )
    }

    /// Writes a change at the version the game was read at; a lost race becomes the
    /// user's `MovedOn` refusal (via `Stop`), with nothing written.
    fn write(&self, stored: &StoredGame, change: &Change<'_>) -> Result<Applied, Stop> {
        let applied = self.apply(stored, change, self.now())?;
        self.count_turns(stored, change);
        Ok(applied)
    }
}

/// The games this service plays unless told otherwise, each with its plugin: the
/// registration lines, the only place outside a game's own code that names the games.
pub fn builtin_games() -> Registry {
    Registry::new().game(CalcadaGame).game(PiazzaGame)
}

/// The built-in games as the store reads them (their codecs): what a store a tool opens is
/// given ([`Store::with_games`]).
pub fn games() -> Games {
    builtin_games().codecs()
}

/// The registered games' kinds, for the transports' choices (a command naming a game).
pub const CALCADA: GameKind = calcada_rules::KIND;
pub const PIAZZA: GameKind = piazza_rules::KIND;

impl Service {
    /// The plugin of a game (`plugin.rs`): the one way the service reaches a game's own code.
    fn plugin(&self, kind: GameKind) -> &dyn GamePlugin {
        self.plugins.plugin(kind)
    }

    /// What a plugin may ask of the service.
    fn ctx(&self) -> GameCtx<'_> {
        GameCtx { service: self }
    }
}

/// A name for this process's claims, unique among the processes sharing a database: the host,
/// the process id and a random part (a restarted process with a recycled pid is another).
fn claim_owner() -> String {
    let host = std::env::var("HOSTNAME").unwrap_or_else(|_| "host".into());
    let random = Seeds::Random.salt();
    format!("{host}:{}:{}", std::process::id(), &random[..8])
}
