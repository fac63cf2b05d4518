//! The service: who may do what, applying actions, persisting them, and what to tell whom.
//! Transport-free (no serenity types): the Discord adapter, `calcada local` and the tests all
//! call [`Service::handle`] with a [`Caller`] and a [`Command`] and get a [`Reply`].
//!
//! The flow of an action (the "master" around the pure engine): load the game, check who
//! may act, check the version a button was made for, play it on the engine, let bots play
//! the seats that follow, then write everything (log, snapshot, notices) in one transaction
//! with a version check. Only then is the reply built: nothing acknowledged can be lost.
//!
//! Store and rendering work is blocking; async callers use [`AsyncService`], which runs it on
//! tokio's blocking pool so the runtime never stalls.

pub mod bench;
mod reply;
pub mod words;

pub use reply::{Choice, Png, Reply};

use crate::bots::BotKind;
use crate::engine::{Action, Event, Game, Settings, Step};
use crate::messages::service::{say, Msg};
use crate::messages::Lang;
use crate::render::{encode_png, BoardHighlights, Renderer};
use crate::store::{
    Applied, Change, ChannelId, GameOptions, GameStatus, GuildId, NewGame, Notice, NoticeKind,
    Seat, Store, StoreError, StoredGame, UserId,
};
use std::sync::Arc;

/// Who is asking, as the transport knows them.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Caller {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub user: UserId,
    pub name: String,
    /// The user's locale (`"en-GB"`, `"de"`...), for the language of the answer.
    pub locale: String,
    /// Whether the user may manage the server (checked by the transport at call time).
    pub is_admin: bool,
}

/// Whose board to show.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Whom {
    Me,
    User(UserId),
    /// By seat name (case-insensitive).
    Named(String),
}

/// Everything a player or an admin can ask.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Command {
    NewGame {
        board: Option<String>,
        max_players: Option<usize>,
        bots: Vec<BotKind>,
        reminder_hours: Option<u64>,
        bot_takes_over_after: Option<u32>,
    },
    Join,
    Leave,
    AddBot {
        kind: BotKind,
    },
    Start,
    /// A game action (nudge, declare, refresh, place). `version`: the game version the
    /// button or menu was made for; a different current version means the button is stale.
    Act {
        action: Action,
        version: Option<u64>,
    },
    Board {
        whom: Whom,
    },
    Table,
    Status,
    History {
        last: Option<usize>,
    },
    Rules,
    Options,
    Help,
    End,
    Notify {
        dm: bool,
    },
    /// Admins: the server's games.
    List,
    /// Admins: put a bot in a player's seat.
    ReplaceWithBot {
        whom: Whom,
    },
    /// Admins: the server's default reminder interval for new games.
    SetReminder {
        hours: u64,
    },
}

/// A failure that is not the user's: the transport logs it and says "something went wrong".
#[derive(Debug)]
pub struct Fault(pub String);

impl std::fmt::Display for Fault {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}
impl std::error::Error for Fault {}

impl From<StoreError> for Fault {
    fn from(e: StoreError) -> Self {
        Fault(e.to_string())
    }
}

/// Seconds since the Unix epoch; replaceable so tests can move time.
pub trait Clock: Send + Sync {
    fn now(&self) -> i64;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    }
}

/// Where new games get their seeds.
pub enum Seeds {
    /// Unpredictable (production).
    Random,
    /// Game `k` opened by this service gets `base + k` (tests, `calcada local --seed`).
    Fixed(std::sync::atomic::AtomicU64),
}

impl Seeds {
    fn next(&self) -> u64 {
        match self {
            Seeds::Random => {
                use std::hash::BuildHasher;
                std::collections::hash_map::RandomState::new()
                    .hash_one(std::time::SystemTime::now())
            }
            Seeds::Fixed(n) => n.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        }
    }
}

/// The service.
pub struct Service {
    store: Store,
    renderer: Renderer,
    clock: Arc<dyn Clock>,
    seeds: Seeds,
}

/// What an accepted action led to, before it is persisted.
struct Outcome {
    change_actions: Vec<(usize, Action, Option<UserId>)>,
    events: Vec<(usize, Event)>,
}

/// Why a command stops short: a refusal for the user, or a fault for the logs.
enum Stop {
    Refuse(Msg),
    Fault(Fault),
}

impl From<StoreError> for Stop {
    fn from(e: StoreError) -> Self {
        match e {
            // Another action came first: the user's action was not applied.
            StoreError::Conflict => Stop::Refuse(Msg::MovedOn),
            e => Stop::Fault(e.into()),
        }
    }
}

impl From<Fault> for Stop {
    fn from(f: Fault) -> Self {
        Stop::Fault(f)
    }
}

type Answer = Result<Reply, Stop>;

fn refuse(_lang: Lang, msg: Msg) -> Answer {
    Err(Stop::Refuse(msg))
}

impl Service {
    pub fn new(store: Store, clock: Arc<dyn Clock>, seeds: Seeds) -> Service {
        Service {
            store,
            renderer: Renderer::new(),
            clock,
            seeds,
        }
    }

    pub fn store(&self) -> &Store {
        &self.store
    }

    pub fn now(&self) -> i64 {
        self.clock.now()
    }

    /// Answers one command. User mistakes are `Ok` replies (private, game untouched);
    /// `Err` is for faults only.
    pub fn handle(&self, caller: &Caller, command: Command) -> Result<Reply, Fault> {
        let lang = Lang::from_locale(&caller.locale);
        match self.answer(caller, lang, command) {
            Ok(reply) => Ok(reply),
            Err(Stop::Refuse(msg)) => Ok(Reply::private(say(lang, &msg))),
            Err(Stop::Fault(f)) => Err(f),
        }
    }

    fn answer(&self, caller: &Caller, lang: Lang, command: Command) -> Answer {
        match command {
            Command::Help => Ok(Reply::private(say(lang, &Msg::Help))),
            Command::Rules => Ok(Reply::private(say(lang, &Msg::Rules))),
            Command::NewGame {
                board,
                max_players,
                bots,
                reminder_hours,
                bot_takes_over_after,
            } => self.new_game(
                caller,
                lang,
                board,
                max_players,
                bots,
                reminder_hours,
                bot_takes_over_after,
            ),
            Command::List => self.list(caller, lang),
            Command::SetReminder { hours } => {
                if !caller.is_admin {
                    return refuse(lang, Msg::NotAdmin);
                }
                if hours == 0 || hours > 24 * 30 {
                    return refuse(lang, Msg::BadReminder);
                }
                self.store
                    .set_guild_reminder_interval(caller.guild, hours * 3600)?;
                Ok(Reply::private(say(lang, &Msg::ReminderSet { hours })))
            }
            other => {
                let Some(stored) = self.store.live_game_in(caller.channel)? else {
                    return refuse(lang, Msg::NoGameHere);
                };
                self.on_game(caller, lang, stored, other)
            }
        }
    }

    #[allow(clippy::too_many_arguments)]
    fn new_game(
        &self,
        caller: &Caller,
        lang: Lang,
        board: Option<String>,
        max_players: Option<usize>,
        bots: Vec<BotKind>,
        reminder_hours: Option<u64>,
        bot_takes_over_after: Option<u32>,
    ) -> Answer {
        if let Some(g) = self.store.live_game_in(caller.channel)? {
            let creator = g
                .seats
                .iter()
                .find(|s| s.user == Some(g.creator))
                .map(|s| s.name.clone());
            return refuse(lang, Msg::ChannelBusy { creator });
        }
        let board = board.unwrap_or_else(|| "A".into()).to_ascii_uppercase();
        if crate::engine::layout::builtin_layout(&board).is_none() {
            return refuse(lang, Msg::BadBoard { board });
        }
        let max = max_players.unwrap_or(4);
        if !(2..=4).contains(&max) {
            return refuse(lang, Msg::BadPlayerCount);
        }
        if bots.len() + 1 > max {
            return refuse(
                lang,
                Msg::TooManyBots {
                    bots: bots.len(),
                    max,
                },
            );
        }
        if bot_takes_over_after == Some(0) {
            return refuse(lang, Msg::BadTakeover);
        }
        let reminder_secs = match reminder_hours {
            Some(h) if h == 0 || h > 24 * 30 => return refuse(lang, Msg::BadReminder),
            Some(h) => h * 3600,
            None => self
                .store
                .guild_reminder_interval(caller.guild)?
                .unwrap_or(crate::store::DEFAULT_REMINDER_SECS),
        };
        let options = GameOptions {
            board: board.clone(),
            max_players: max,
            reminder_interval_secs: reminder_secs,
            bot_takes_over_after,
            multipliers: None,
        };
        let mut seats = vec![Seat::human(caller.user, &caller.name)];
        for kind in bots {
            seats.push(Seat::bot(kind, &bot_name(&seats, kind)));
        }
        let seed = self.seeds.next();
        match self.store.create_game(
            &NewGame {
                guild: caller.guild,
                channel: caller.channel,
                creator: caller.user,
                options: &options,
                seed,
                seats: &seats,
            },
            self.now(),
        ) {
            Err(StoreError::ChannelBusy) => refuse(lang, Msg::ChannelBusy { creator: None }),
            Err(e) => Err(e.into()),
            Ok(_) => {
                let mut text = say(
                    lang,
                    &Msg::Opened {
                        creator: caller.name.clone(),
                        board,
                        max,
                    },
                );
                for (i, s) in seats.iter().enumerate().skip(1) {
                    text.push('\n');
                    text.push_str(&say(
                        lang,
                        &Msg::BotAdded {
                            name: s.name.clone(),
                            seated: i + 1,
                            max,
                        },
                    ));
                }
                Ok(Reply::public(text))
            }
        }
    }

    fn list(&self, caller: &Caller, lang: Lang) -> Answer {
        if !caller.is_admin {
            return refuse(lang, Msg::NotAdmin);
        }
        let games = self.store.list_games(caller.guild, false)?;
        if games.is_empty() {
            return Ok(Reply::private(say(lang, &Msg::NoGames)));
        }
        let now = self.now();
        let lines: Vec<String> = games
            .iter()
            .map(|g| {
                let turn = g
                    .game
                    .as_ref()
                    .filter(|x| !x.is_over())
                    .map(|x| x.player(x.current()).name().to_string());
                say(
                    lang,
                    &Msg::GameLine {
                        channel: g.channel.0,
                        status: g.status.key().into(),
                        players: g.seats.iter().map(|s| s.name.clone()).collect(),
                        since_hours: turn
                            .as_ref()
                            .and(g.turn_started_at)
                            .map(|t| ((now - t).max(0) / 3600) as u64),
                        turn,
                    },
                )
            })
            .collect();
        Ok(Reply::private(lines.join("\n")))
    }

    fn on_game(&self, caller: &Caller, lang: Lang, stored: StoredGame, command: Command) -> Answer {
        match command {
            Command::Join => self.join(caller, lang, stored),
            Command::AddBot { kind } => self.add_bot(caller, lang, stored, kind),
            Command::Leave => self.leave(caller, lang, stored),
            Command::Start => self.start(caller, lang, stored),
            Command::Act { action, version } => self.act(caller, lang, stored, action, version),
            Command::Board { whom } => self.board(caller, lang, &stored, whom),
            Command::Table => match &stored.game {
                Some(game) => {
                    let png = encode_png(&self.renderer.table(game));
                    Ok(Reply::private(String::new()).with_png("table.png", png))
                }
                None => refuse(lang, Msg::NotRunning),
            },
            Command::Status => Ok(Reply::private(self.status_text(lang, &stored, caller.user))),
            Command::History { last } => self.history(lang, &stored, last.unwrap_or(10)),
            Command::Options => Ok(self.options(lang, &stored, caller.user)),
            Command::End => self.end(caller, lang, stored),
            Command::Notify { dm } => self.notify(caller, lang, stored, dm),
            Command::ReplaceWithBot { whom } => {
                if !caller.is_admin {
                    return refuse(lang, Msg::NotAdmin);
                }
                let Some(seat) = self.find_seat(&stored, caller, &whom) else {
                    return refuse(
                        lang,
                        Msg::UnknownPlayer {
                            name: whom_name(&whom),
                        },
                    );
                };
                self.seat_bot(lang, stored, seat)
            }
            Command::Help
            | Command::Rules
            | Command::NewGame { .. }
            | Command::List
            | Command::SetReminder { .. } => unreachable!("answered without a game"),
        }
    }

    fn join(&self, caller: &Caller, lang: Lang, stored: StoredGame) -> Answer {
        if stored.status != GameStatus::Open {
            return refuse(lang, Msg::NotOpen);
        }
        if stored.seat_of(caller.user).is_some() {
            return refuse(lang, Msg::AlreadySeated);
        }
        let max = stored.options.max_players;
        if stored.seats.len() >= max {
            return refuse(lang, Msg::GameFull { max });
        }
        let mut seats = stored.seats.clone();
        seats.push(Seat::human(caller.user, &caller.name));
        self.write_seats(&stored, &seats)?;
        let text = say(
            lang,
            &Msg::Joined {
                name: caller.name.clone(),
                seated: seats.len(),
                max,
            },
        );
        Ok(Reply::public(text))
    }

    fn add_bot(&self, caller: &Caller, lang: Lang, stored: StoredGame, kind: BotKind) -> Answer {
        if !is_host(&stored, caller) {
            return refuse(lang, Msg::NotCreatorOrAdmin);
        }
        if stored.status != GameStatus::Open {
            return refuse(lang, Msg::NotOpen);
        }
        let max = stored.options.max_players;
        if stored.seats.len() >= max {
            return refuse(lang, Msg::GameFull { max });
        }
        let mut seats = stored.seats.clone();
        let name = bot_name(&seats, kind);
        seats.push(Seat::bot(kind, &name));
        self.write_seats(&stored, &seats)?;
        Ok(Reply::public(say(
            lang,
            &Msg::BotAdded {
                name,
                seated: seats.len(),
                max,
            },
        )))
    }

    fn leave(&self, caller: &Caller, lang: Lang, stored: StoredGame) -> Answer {
        let Some(seat) = stored.seat_of(caller.user) else {
            return refuse(lang, Msg::NotSeated);
        };
        match stored.status {
            GameStatus::Open if caller.user == stored.creator => {
                let change = Change {
                    status: Some(GameStatus::Ended),
                    ..Default::default()
                };
                self.write(&stored, &change)?;
                Ok(Reply::public(say(
                    lang,
                    &Msg::LobbyClosed {
                        name: caller.name.clone(),
                    },
                )))
            }
            GameStatus::Open => {
                let mut seats = stored.seats.clone();
                seats.remove(seat);
                self.write_seats(&stored, &seats)?;
                Ok(Reply::public(say(
                    lang,
                    &Msg::LeftLobby {
                        name: caller.name.clone(),
                    },
                )))
            }
            _ => self.seat_bot(lang, stored, seat),
        }
    }

    /// A bot takes over a seat of a running game (the player left, or an admin asked).
    fn seat_bot(&self, lang: Lang, stored: StoredGame, seat: usize) -> Answer {
        if stored.status != GameStatus::Running {
            return refuse(lang, Msg::NotRunning);
        }
        if stored.seats[seat].is_bot() {
            return refuse(lang, Msg::BotSeat);
        }
        let mut seats = stored.seats.clone();
        seats[seat].bot = Some(BotKind::Greedy);
        let mut game = stored.game.clone().expect("running games have a game");
        let before = game.current();
        let outcome = self.run_bots(&mut game, &seats, stored.version);
        let name = seats[seat].name.clone();
        // Only a turn that changed hands is announced: someone else leaving is no news
        // for the player to move.
        let new_turn = game.current() != before || !outcome.change_actions.is_empty();
        let notices = if new_turn {
            self.turn_notices(lang, &stored, &seats, &game, &outcome.events)
        } else {
            Vec::new()
        };
        let change = Change {
            status: game.is_over().then_some(GameStatus::Finished),
            seats: Some(&seats),
            game: Some(&game),
            actions: &outcome.change_actions,
            notices: &notices,
            new_turn,
        };
        let applied = self.write(&stored, &change)?;
        let mut reply = Reply::public(say(lang, &Msg::ReplacedByBot { name }));
        self.describe(lang, &mut reply, &game, &seats, &outcome.events, None);
        reply.version = Some(stored.moves + change.actions.len() as u64);
        reply.notices = inline_notices(&reply, change.notices, &applied.notice_ids);
        Ok(reply)
    }

    fn start(&self, caller: &Caller, lang: Lang, stored: StoredGame) -> Answer {
        if !is_host(&stored, caller) {
            return refuse(lang, Msg::NotCreatorOrAdmin);
        }
        if stored.status != GameStatus::Open {
            return refuse(lang, Msg::NotOpen);
        }
        if stored.seats.len() < 2 {
            return refuse(lang, Msg::TooFewPlayers);
        }
        let mut settings = Settings::new(
            stored.seats.iter().map(|s| s.name.clone()),
            &stored.options.board,
        );
        settings.multipliers = stored.options.multipliers.clone();
        let mut game =
            Game::new(settings, stored.seed).map_err(|e| Fault(format!("setup: {e}")))?;
        let first = game.player(game.current()).name().to_string();
        let outcome = self.run_bots(&mut game, &stored.seats, stored.version);
        let notices = self.turn_notices(lang, &stored, &stored.seats, &game, &outcome.events);
        let change = Change {
            status: Some(if game.is_over() {
                GameStatus::Finished
            } else {
                GameStatus::Running
            }),
            game: Some(&game),
            actions: &outcome.change_actions,
            notices: &notices,
            new_turn: true,
            ..Default::default()
        };
        let applied = self.write(&stored, &change)?;
        let players = stored.seats.iter().map(|s| s.name.clone()).collect();
        let mut reply = Reply::public(say(lang, &Msg::Started { players, first }));
        self.describe(
            lang,
            &mut reply,
            &game,
            &stored.seats,
            &outcome.events,
            None,
        );
        if outcome.events.is_empty() {
            // A human begins: the start message is their ping.
            let png = encode_png(&self.renderer.table(&game));
            reply = reply.with_png("table.png", png);
            if let Some(user) = stored.seats[game.current()].user {
                reply.mentions.push(user);
            }
        }
        reply.version = Some(stored.moves + change.actions.len() as u64);
        reply.notices = inline_notices(&reply, change.notices, &applied.notice_ids);
        Ok(reply)
    }

    fn act(
        &self,
        caller: &Caller,
        lang: Lang,
        stored: StoredGame,
        action: Action,
        version: Option<u64>,
    ) -> Answer {
        if stored.status != GameStatus::Running {
            return refuse(lang, Msg::NotRunning);
        }
        let Some(seat) = stored.seat_of(caller.user) else {
            return refuse(
                lang,
                if stored.seats.iter().any(|s| s.user == Some(caller.user)) {
                    Msg::BotSeat
                } else {
                    Msg::NotSeated
                },
            );
        };
        if version.is_some_and(|v| v != stored.moves) {
            return refuse(lang, Msg::Stale);
        }
        if matches!(action, Action::Leave) {
            return self.seat_bot(lang, stored, seat);
        }
        let mut game = stored.game.clone().expect("running games have a game");
        let declared = game.step();
        let events = match game.play(seat, action) {
            Ok(ev) => ev,
            Err(e) => return refuse(lang, Msg::Rule(e)),
        };
        let turn_over = events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }));
        let mut outcome = Outcome {
            change_actions: vec![(seat, action, Some(caller.user))],
            events: events.into_iter().map(|e| (seat, e)).collect(),
        };
        let bots = self.run_bots(&mut game, &stored.seats, stored.version);
        outcome.change_actions.extend(bots.change_actions);
        outcome.events.extend(bots.events);
        let notices = if turn_over {
            self.turn_notices(lang, &stored, &stored.seats, &game, &outcome.events)
        } else {
            Vec::new()
        };
        let change = Change {
            status: game.is_over().then_some(GameStatus::Finished),
            game: Some(&game),
            actions: &outcome.change_actions,
            notices: &notices,
            new_turn: turn_over,
            ..Default::default()
        };
        let applied = self.write(&stored, &change)?;
        let mut reply = if turn_over {
            let mut r = Reply::public(String::new());
            let declared = match declared {
                Step::Place { colour, number } => Some((colour, number)),
                Step::Declare => None,
            };
            self.describe(
                lang,
                &mut r,
                &game,
                &stored.seats,
                &outcome.events,
                declared,
            );
            r
        } else {
            self.private_progress(lang, &game, seat, action)
        };
        reply.version = Some(stored.moves + change.actions.len() as u64);
        reply.notices = inline_notices(&reply, change.notices, &applied.notice_ids);
        Ok(reply)
    }

    /// The private answer to a step that does not end the turn (nudge, declare, refresh),
    /// with the legal next steps. (`board` then shows where a declared tile may go.)
    fn private_progress(&self, lang: Lang, game: &Game, seat: usize, action: Action) -> Reply {
        let bonus_left = game.player(seat).bonus_tiles();
        let msg = match (action, game.step()) {
            (Action::Declare { .. }, Step::Place { colour, number }) => Msg::Declared {
                colour,
                number,
                squares: crate::engine::Square::in_mask(game.fitting_squares(seat, colour, number))
                    .collect(),
                tiles: game.display(colour).iter().map(|t| t.symbol).collect(),
            },
            (Action::Nudge { space, colour }, _) => {
                let to = space.next();
                Msg::Nudged {
                    space: to,
                    colour,
                    number: game.stones_on(to),
                    bonus_left,
                }
            }
            (Action::Refresh { colour }, _) => Msg::Refreshed { colour, bonus_left },
            _ => unreachable!("only turn-ending actions are described publicly"),
        };
        let mut reply = Reply::private(say(lang, &msg));
        reply.choices = self.choices(lang, game, seat);
        reply
    }

    /// Bots play every turn that falls to a bot seat, until a human is to play or the game
    /// is over. Random bots are seeded from the game's seed and version, so a replay of the
    /// log never depends on them (the log holds their actions).
    fn run_bots(&self, game: &mut Game, seats: &[Seat], version: u64) -> Outcome {
        self.play_for(game, version, |_, seat| seats[seat].bot)
    }

    /// Plays while `bot_for(game, seat)` names a bot for the seat to play.
    fn play_for(
        &self,
        game: &mut Game,
        version: u64,
        bot_for: impl Fn(&Game, usize) -> Option<BotKind>,
    ) -> Outcome {
        let mut out = Outcome {
            change_actions: Vec::new(),
            events: Vec::new(),
        };
        let mut steps = 0;
        while !game.is_over() {
            let seat = game.current();
            let Some(kind) = bot_for(game, seat) else {
                break;
            };
            let mut bot = kind.build(game.seed() ^ version.rotate_left(17) ^ steps);
            let action = bot.choose(game);
            let events = game.play(seat, action).expect("bots choose legal actions");
            out.change_actions.push((seat, action, None));
            out.events.extend(events.into_iter().map(|e| (seat, e)));
            steps += 1;
        }
        out
    }

    /// Notices for whoever is to play next (and for everybody at the end).
    fn turn_notices(
        &self,
        lang: Lang,
        stored: &StoredGame,
        seats: &[Seat],
        game: &Game,
        events: &[(usize, Event)],
    ) -> Vec<Notice> {
        let mut out = Vec::new();
        if game.is_over() {
            if events
                .iter()
                .any(|(_, e)| matches!(e, Event::GameOver { .. }))
            {
                out.push(Notice {
                    channel: stored.channel,
                    user: None,
                    kind: NoticeKind::GameOver,
                    direct: false,
                    text: say(lang, &Msg::GameOver),
                });
            }
            return out;
        }
        let seat = &seats[game.current()];
        if let (None, Some(user)) = (seat.bot, seat.user) {
            let text = say(
                lang,
                &Msg::YourTurn {
                    name: seat.name.clone(),
                },
            );
            out.push(Notice {
                channel: stored.channel,
                user: Some(user),
                kind: NoticeKind::Turn,
                direct: false,
                text: text.clone(),
            });
            if seat.notify_dm {
                out.push(Notice {
                    channel: stored.channel,
                    user: Some(user),
                    kind: NoticeKind::Turn,
                    direct: true,
                    text,
                });
            }
        }
        out
    }

    /// Fills a public reply after a turn: what happened (the caller's turn, then any bot
    /// turns that followed), the turn picture of the first completed turn, who is next.
    fn describe(
        &self,
        lang: Lang,
        reply: &mut Reply,
        game: &Game,
        seats: &[Seat],
        events: &[(usize, Event)],
        declared: Option<(crate::engine::Colour, u8)>,
    ) {
        if events.is_empty() {
            return;
        }
        let name = |s: usize| seats[s].name.clone();
        // One line per turn: its events joined, the turn's actor first.
        let mut turns: Vec<(usize, Vec<String>)> = Vec::new();
        if let (Some((colour, number)), Some((seat, _))) = (declared, events.first()) {
            turns.push((
                *seat,
                vec![say(
                    lang,
                    &Msg::DeclaredBefore {
                        name: name(*seat),
                        colour,
                        number,
                    },
                )],
            ));
        }
        let mut pictured: Option<(usize, Vec<Event>)> = None;
        for (seat, e) in events {
            match e {
                Event::TurnStarted { .. } => continue,
                Event::BonusTilesGained { .. } | Event::StoneMovedDown { .. } => {}
                _ => {
                    if turns.last().is_none_or(|(s, _)| s != seat) {
                        turns.push((*seat, Vec::new()));
                    }
                    turns
                        .last_mut()
                        .expect("pushed")
                        .1
                        .push(lang.event(e, &name));
                }
            }
            if pictured.as_ref().is_none_or(|(s, _)| s == seat) {
                let entry = pictured.get_or_insert_with(|| (*seat, Vec::new()));
                entry.1.push(e.clone());
            }
        }
        let mut lines: Vec<String> = Vec::new();
        if !reply.text.is_empty() {
            lines.push(std::mem::take(&mut reply.text));
        }
        let caption = turns
            .first()
            .map(|(_, l)| l.join(" · "))
            .unwrap_or_default();
        lines.extend(turns.iter().map(|(_, l)| l.join(" · ")));
        if game.is_over() {
            lines.push(lang.ranking(game));
            let png = encode_png(&self.renderer.final_scores(game));
            *reply = std::mem::take(reply).with_png("final.png", png);
        } else {
            let next = &seats[game.current()];
            if let (None, Some(user)) = (next.bot, next.user) {
                reply.mentions.push(user);
            }
            lines.push(say(
                lang,
                &Msg::TurnOf {
                    name: next.name.clone(),
                },
            ));
            if let Some((seat, own)) = pictured {
                let pic = self.renderer.turn(
                    game,
                    seat,
                    &BoardHighlights::from_events(seat, &own),
                    &caption,
                );
                *reply = std::mem::take(reply).with_png("turn.png", encode_png(&pic));
            }
        }
        reply.text = lines.join("\n");
        reply.events = events.to_vec();
    }

    fn choices(&self, lang: Lang, game: &Game, seat: usize) -> Vec<Choice> {
        if game.is_over() || game.current() != seat {
            return Vec::new();
        }
        let mut nudges = Vec::new();
        if game.step() == Step::Declare && game.player(seat).bonus_tiles() > 0 {
            for space in crate::engine::Space::all() {
                for colour in crate::engine::Colour::ALL {
                    if game.stones(space, colour) > 0 {
                        let to = space.next();
                        let label = say(
                            lang,
                            &Msg::NudgeChoice {
                                space,
                                colour,
                                to,
                                after: game.stones_on(to) + 1,
                            },
                        );
                        nudges.push(Choice {
                            label,
                            action: Action::Nudge { space, colour },
                        });
                    }
                }
            }
        }
        let mut out: Vec<Choice> = match game.step() {
            Step::Declare if !game.has_legal_declaration() => game
                .legal_actions()
                .into_iter()
                .filter_map(|a| match a {
                    // No declaration fits: any stone may be declared, and the turn passes.
                    Action::Declare { space, colour } => Some(Choice {
                        label: say(
                            lang,
                            &Msg::PassChoice {
                                space,
                                colour,
                                number: game.stones_on(space),
                            },
                        ),
                        action: a,
                    }),
                    _ => None,
                })
                .collect(),
            Step::Declare => game
                .legal_declarations()
                .into_iter()
                .map(|d| Choice {
                    label: say(
                        lang,
                        &Msg::DeclarationChoice {
                            space: d.space,
                            colour: d.colour,
                            number: d.number,
                            squares: d.squares().collect(),
                        },
                    ),
                    action: Action::Declare {
                        space: d.space,
                        colour: d.colour,
                    },
                })
                .collect(),
            Step::Place { colour, .. } => game
                .legal_placements()
                .into_iter()
                .flat_map(|p| p.squares().map(move |square| (p.tile.symbol, square)))
                .map(|(symbol, square)| Choice {
                    label: say(
                        lang,
                        &Msg::PlacementChoice {
                            colour,
                            symbol,
                            squares: vec![square],
                        },
                    ),
                    action: Action::Place { symbol, square },
                })
                .collect(),
        };
        out.extend(nudges);
        out
    }

    /// Legal choices for a caller now (for autocomplete, buttons and `options`).
    pub fn legal_choices(&self, caller: &Caller) -> Result<Vec<Choice>, Fault> {
        let lang = Lang::from_locale(&caller.locale);
        let Some(stored) = self.store.live_game_in(caller.channel)? else {
            return Ok(Vec::new());
        };
        let (Some(game), Some(seat)) = (&stored.game, stored.seat_of(caller.user)) else {
            return Ok(Vec::new());
        };
        Ok(self.choices(lang, game, seat))
    }

    fn options(&self, lang: Lang, stored: &StoredGame, user: UserId) -> Reply {
        let (Some(game), Some(seat)) = (&stored.game, stored.seat_of(user)) else {
            return Reply::private(say(lang, &Msg::NotRunning));
        };
        let choices = self.choices(lang, game, seat);
        let mut text: Vec<String> = Vec::new();
        let my_declare = game.current() == seat && game.step() == Step::Declare;
        if my_declare && !game.has_legal_declaration() {
            text.push(say(lang, &Msg::NothingFits));
        }
        text.extend(choices.iter().map(|c| c.label.clone()));
        if text.is_empty() {
            if my_declare {
                text.push(say(lang, &Msg::NothingFits));
            } else {
                let current = game.player(game.current()).name().to_string();
                text.push(say(
                    lang,
                    &Msg::Rule(crate::engine::RuleError::NotYourTurn { current }),
                ));
            }
        }
        let mut reply = Reply::private(text.join("\n"));
        reply.choices = choices;
        reply.version = Some(stored.moves);
        reply
    }

    fn board(&self, caller: &Caller, lang: Lang, stored: &StoredGame, whom: Whom) -> Answer {
        let Some(game) = &stored.game else {
            return refuse(lang, Msg::NotRunning);
        };
        let Some(seat) = self.find_seat(stored, caller, &whom) else {
            return refuse(
                lang,
                match whom {
                    Whom::Me => Msg::NotSeated,
                    w => Msg::UnknownPlayer {
                        name: whom_name(&w),
                    },
                },
            );
        };
        // Your own board during your place step shows where the tile may go.
        let highlights = match game.step() {
            Step::Place { colour, number }
                if game.current() == seat && stored.seat_of(caller.user) == Some(seat) =>
            {
                BoardHighlights::allowing(game.fitting_squares(seat, colour, number))
            }
            _ => BoardHighlights::default(),
        };
        let png = encode_png(&self.renderer.board(game, seat, &highlights));
        Ok(Reply::private(String::new()).with_png("board.png", png))
    }

    fn find_seat(&self, stored: &StoredGame, caller: &Caller, whom: &Whom) -> Option<usize> {
        match whom {
            Whom::Me => stored
                .seats
                .iter()
                .position(|s| s.user == Some(caller.user)),
            Whom::User(u) => stored.seats.iter().position(|s| s.user == Some(*u)),
            Whom::Named(n) => stored
                .seats
                .iter()
                .position(|s| s.name.eq_ignore_ascii_case(n.trim())),
        }
    }

    fn status_text(&self, lang: Lang, stored: &StoredGame, user: UserId) -> String {
        let mut lines = Vec::new();
        match &stored.game {
            None => {
                let names: Vec<String> = stored.seats.iter().map(|s| s.name.clone()).collect();
                lines.push(say(
                    lang,
                    &Msg::Lobby {
                        players: names,
                        max: stored.options.max_players,
                    },
                ));
            }
            Some(game) => {
                if game.is_over() {
                    lines.push(lang.ranking(game));
                } else {
                    lines.push(lang.event(
                        &Event::TurnStarted {
                            seat: game.current(),
                            round: game.round(),
                        },
                        &|s| stored.seats[s].name.clone(),
                    ));
                    for (seat, s) in stored.seats.iter().enumerate() {
                        let p = game.player(seat);
                        lines.push(say(
                            lang,
                            &Msg::StatusLine {
                                you: stored.seat_of(user) == Some(seat),
                                name: s.name.clone(),
                                score: p.score(),
                                bonus_tiles: p.bonus_tiles(),
                                tiles: p.tiles_placed(),
                                bot: s.is_bot(),
                            },
                        ));
                    }
                }
            }
        }
        say(lang, &Msg::Status { lines })
    }

    fn history(&self, lang: Lang, stored: &StoredGame, last: usize) -> Answer {
        let actions = self.store.actions(stored.id)?;
        if actions.is_empty() {
            return Ok(Reply::private(say(lang, &Msg::NoHistory)));
        }
        let from = actions.len().saturating_sub(last.clamp(1, 50));
        let lines: Vec<String> = actions[from..]
            .iter()
            .map(|a| {
                say(
                    lang,
                    &Msg::HistoryLine {
                        seq: a.seq + 1,
                        name: stored.seats[a.seat].name.clone(),
                        action: a.action,
                    },
                )
            })
            .collect();
        Ok(Reply::private(lines.join("\n")))
    }

    fn end(&self, caller: &Caller, lang: Lang, stored: StoredGame) -> Answer {
        if !is_host(&stored, caller) {
            return refuse(lang, Msg::NotCreatorOrAdmin);
        }
        let change = Change {
            status: Some(GameStatus::Ended),
            ..Default::default()
        };
        self.write(&stored, &change)?;
        let mut text = say(
            lang,
            &Msg::Ended {
                by: caller.name.clone(),
            },
        );
        let mut reply = Reply::public(String::new());
        if let Some(game) = &stored.game {
            text.push('\n');
            text.push_str(&lang.ranking(game));
            reply = reply.with_png("final.png", encode_png(&self.renderer.final_scores(game)));
        }
        reply.text = text;
        Ok(reply)
    }

    fn notify(&self, caller: &Caller, lang: Lang, stored: StoredGame, dm: bool) -> Answer {
        let Some(seat) = stored.seat_of(caller.user) else {
            return refuse(lang, Msg::NotSeated);
        };
        let mut seats = stored.seats.clone();
        seats[seat].notify_dm = dm;
        self.write_seats(&stored, &seats)?;
        Ok(Reply::private(say(lang, &Msg::NotifyDm { on: dm })))
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
        Ok(self
            .store
            .apply_change(stored.id, stored.version, change, self.now())?)
    }

    /// Sends reminders that are due and lets bots take over turns where the game says so.
    /// Returns how many games were reminded.
    pub fn tick(&self) -> Result<usize, Fault> {
        let now = self.now();
        let mut reminded = 0;
        for stored in self.store.games_due_reminder(now)? {
            let Some(game) = &stored.game else { continue };
            if game.is_over() {
                continue;
            }
            let seat = &stored.seats[game.current()];
            let (Some(user), None) = (seat.user, seat.bot) else {
                continue;
            };
            let lang = Lang::En;
            let takes_over = stored
                .options
                .bot_takes_over_after
                .is_some_and(|n| stored.reminders_sent >= n.max(1));
            if takes_over {
                // A bot plays this one turn for the player (the seat stays theirs), then
                // the bot seats that follow play as usual.
                let current = game.current();
                let turns = game.player(current).turns();
                let mut g = game.clone();
                let outcome = self.play_for(&mut g, stored.version, |g, seat| {
                    if seat == current && g.player(seat).turns() == turns {
                        Some(BotKind::Greedy)
                    } else {
                        stored.seats[seat].bot
                    }
                });
                let mut notices = vec![Notice {
                    channel: stored.channel,
                    user: Some(user),
                    kind: NoticeKind::Reminder,
                    direct: false,
                    text: say(
                        lang,
                        &Msg::BotTookOver {
                            name: seat.name.clone(),
                        },
                    ),
                }];
                notices.extend(self.turn_notices(
                    lang,
                    &stored,
                    &stored.seats,
                    &g,
                    &outcome.events,
                ));
                let change = Change {
                    status: g.is_over().then_some(GameStatus::Finished),
                    game: Some(&g),
                    actions: &outcome.change_actions,
                    notices: &notices,
                    new_turn: true,
                    ..Default::default()
                };
                match self
                    .store
                    .apply_change(stored.id, stored.version, &change, now)
                {
                    Ok(_) | Err(StoreError::Conflict) => {}
                    Err(e) => return Err(e.into()),
                }
            } else {
                let hours = stored.options.reminder_interval_secs
                    * u64::from(stored.reminders_sent + 1)
                    / 3600;
                let text = say(
                    lang,
                    &Msg::Reminder {
                        name: seat.name.clone(),
                        hours,
                    },
                );
                let mut notices = vec![Notice {
                    channel: stored.channel,
                    user: Some(user),
                    kind: NoticeKind::Reminder,
                    direct: false,
                    text: text.clone(),
                }];
                if seat.notify_dm {
                    notices.push(Notice {
                        channel: stored.channel,
                        user: Some(user),
                        kind: NoticeKind::Reminder,
                        direct: true,
                        text,
                    });
                }
                match self.store.record_reminder(&stored, &notices, now) {
                    Ok(()) => reminded += 1,
                    Err(StoreError::Conflict) => {}
                    Err(e) => return Err(e.into()),
                }
            }
        }
        Ok(reminded)
    }
}

fn whom_name(w: &Whom) -> String {
    match w {
        Whom::Named(n) => n.clone(),
        Whom::User(u) => format!("<@{u}>"),
        Whom::Me => String::new(),
    }
}

/// The outbox ids of the notices a public reply delivers itself (by mentioning the player
/// in the channel); the transport marks them sent once the reply is posted.
fn inline_notices(reply: &Reply, notices: &[Notice], ids: &[i64]) -> Vec<i64> {
    if reply.private {
        return Vec::new();
    }
    notices
        .iter()
        .zip(ids)
        .filter(|(n, _)| {
            !n.direct
                && match n.kind {
                    NoticeKind::Turn => n.user.is_some_and(|u| reply.mentions.contains(&u)),
                    NoticeKind::GameOver => true,
                    _ => false,
                }
        })
        .map(|(_, id)| *id)
        .collect()
}

/// The creator (while still seated as a human) or a server admin.
fn is_host(stored: &StoredGame, caller: &Caller) -> bool {
    caller.is_admin || (stored.creator == caller.user && stored.seat_of(caller.user).is_some())
}

/// "Greedy bot 2": a name no other seat has.
fn bot_name(seats: &[Seat], kind: BotKind) -> String {
    // Seat names are stored, so they are worded once, in the catalogue's first language.
    let base = say(Lang::En, &Msg::BotName { kind });
    (1..)
        .map(|k| format!("{base} {k}"))
        .find(|n| !seats.iter().any(|s| &s.name == n))
        .expect("unbounded")
}

/// The async face of the service: every call runs on tokio's blocking pool.
#[derive(Clone)]
pub struct AsyncService(pub Arc<Service>);

impl AsyncService {
    pub async fn handle(&self, caller: Caller, command: Command) -> Result<Reply, Fault> {
        let s = self.0.clone();
        tokio::task::spawn_blocking(move || s.handle(&caller, command))
            .await
            .unwrap_or_else(|e| Err(Fault(format!("service task failed: {e}"))))
    }

    pub async fn legal_choices(&self, caller: Caller) -> Result<Vec<Choice>, Fault> {
        let s = self.0.clone();
        tokio::task::spawn_blocking(move || s.legal_choices(&caller))
            .await
            .unwrap_or_else(|e| Err(Fault(format!("service task failed: {e}"))))
    }

    /// Marks outbox notices delivered (a reply carried them, or the outbox sent them).
    pub async fn mark_delivered(&self, ids: Vec<i64>) -> Result<(), Fault> {
        let s = self.0.clone();
        tokio::task::spawn_blocking(move || {
            let now = s.now();
            ids.iter()
                .try_for_each(|id| s.store.mark_sent(*id, now))
                .map_err(Fault::from)
        })
        .await
        .unwrap_or_else(|e| Err(Fault(format!("service task failed: {e}"))))
    }

    /// Records a failed delivery (given up at once if `permanent`).
    pub async fn delivery_failed(&self, id: i64, permanent: bool) -> Result<(), Fault> {
        let s = self.0.clone();
        tokio::task::spawn_blocking(move || {
            s.store
                .record_delivery_failure(id, permanent, s.now())
                .map_err(Fault::from)
        })
        .await
        .unwrap_or_else(|e| Err(Fault(format!("service task failed: {e}"))))
    }

    /// Notices still to deliver that were queued at least `grace_secs` ago.
    pub async fn pending_notices(
        &self,
        grace_secs: i64,
    ) -> Result<Vec<crate::store::PendingNotice>, Fault> {
        let s = self.0.clone();
        tokio::task::spawn_blocking(move || {
            let by = s.now() - grace_secs;
            s.store.pending_notices(100, Some(by)).map_err(Fault::from)
        })
        .await
        .unwrap_or_else(|e| Err(Fault(format!("service task failed: {e}"))))
    }

    pub async fn tick(&self) -> Result<usize, Fault> {
        let s = self.0.clone();
        tokio::task::spawn_blocking(move || s.tick())
            .await
            .unwrap_or_else(|e| Err(Fault(format!("service task failed: {e}"))))
    }
}
