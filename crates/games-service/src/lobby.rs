//! Before the first move: opening a game, joining, seating bots, leaving the lobby, starting;
//! and the players' and admins' settings.

use super::body::NoticeBody;
use super::request::{Caller, OnGame};
use super::{access, Answer, Command, Fault, Reply, Service, Stop};
use game_kit::BotLevel;
use games_messages::{say, say_as, say_text_as, Lang, Msg, Name, Quote};
use games_store::{
    Change, GameKind, GameOptions, GameStatus, NewGame, Seat, StoreError, StoredGame,
    DEFAULT_REMINDER_SECS,
};

/// The options of `new`, as asked.
pub(super) struct Opening {
    pub game: GameKind,
    pub board: Option<String>,
    pub max_players: Option<usize>,
    pub bots: Vec<BotLevel>,
    pub reminder_hours: Option<u64>,
    pub bot_takes_over_after: Option<u32>,
    pub lang: Option<Lang>,
    pub hints: Option<bool>,
    pub stand_in: Option<BotLevel>,
    pub clock: super::request::ClockChoice,
    /// Only check the options and the bot's rights (the channel's own game aside): a
    /// transport about to make a place for the game (a thread) asks first.
    pub check_only: bool,
}

impl Opening {
    /// The options of a `NewGame` command (`None` for any other command); `default`: the game
    /// when it names none.
    pub(super) fn of(command: Command, default: GameKind, check_only: bool) -> Option<Opening> {
        let Command::NewGame {
            game,
            board,
            max_players,
            bots,
            reminder_hours,
            bot_takes_over_after,
            lang,
            hints,
            stand_in,
            clock,
        } = command
        else {
            return None;
        };
        Some(Opening {
            game: game.unwrap_or(default),
            board,
            max_players,
            bots,
            reminder_hours,
            bot_takes_over_after,
            lang,
            hints,
            stand_in,
            clock,
            check_only,
        })
    }
}

/// The longest reminder interval a game or server may set.
const MAX_REMINDER_HOURS: u64 = 24 * 30;

impl Service {
    /// Whether `command` (a `NewGame`) would open a game for `caller`, its channel's own game
    /// aside: `Some(refusal)` in the caller's language if not, `None` if it would (or if the
    /// command opens nothing). Nothing is written: a transport asks before it makes a new
    /// place for the game (a thread), then opens the game there.
    pub fn check_new_game(
        &self,
        caller: &Caller,
        command: Command,
    ) -> Result<Option<String>, Fault> {
        let Some(opening) = Opening::of(command, self.plugins.default_kind(), true) else {
            return Ok(None);
        };
        let lang = Lang::from_locale(&caller.locale);
        match self.new_game(caller, opening) {
            Ok(_) => Ok(None),
            Err(Stop::Refuse(text)) => Ok(Some(say_text_as(lang, caller.markup, &text))),
            Err(Stop::Fault(f)) => Err(f),
        }
    }

    pub(super) fn new_game(&self, caller: &Caller, o: Opening) -> Answer {
        access::bot_can_post(caller)?;
        let busy = match o.check_only {
            true => None,
            false => self.store.live_game_in(caller.channel)?,
        };
        if let Some(g) = busy {
            let creator = g.seats.iter().find(|s| s.user == Some(g.creator));
            return Err(match creator {
                Some(s) => Msg::ChannelBusy {
                    creator: s.name.clone().into(),
                },
                None => Msg::ChannelBusyAnon,
            }
            .into());
        }
        let board = o.board.unwrap_or_else(|| "A".into()).to_ascii_uppercase();
        if !self.plugin(o.game).has_board(&board) {
            return Err(match self.plugin(o.game).board_sides() {
                true => Msg::BadBoard {
                    board: Quote::new(&board),
                },
                false => Msg::NoBoardSides {
                    game: self
                        .games()
                        .name_of(o.game, Lang::from_locale(&caller.locale)),
                },
            }
            .into());
        }
        let players = self.plugin(o.game).players();
        let max = o.max_players.unwrap_or(*players.end());
        if !players.contains(&max) {
            return Err(Msg::BadPlayerCount.into());
        }
        if o.bots.len() + 1 > max {
            return Err(Msg::TooManyBots {
                bots: o.bots.len(),
                max,
            }
            .into());
        }
        if o.bot_takes_over_after == Some(0) {
            return Err(Msg::BadTakeover.into());
        }
        let clock = o.clock;
        let bad_clock = match clock.days {
            None => clock.bonus_hours.is_some() || clock.pauses_for_quiet.is_some(),
            Some(d) => {
                d == 0
                    || d > super::clock::MAX_CLOCK_DAYS
                    || clock.bonus_hours.unwrap_or(0) > super::clock::MAX_CLOCK_BONUS_HOURS
            }
        };
        if bad_clock {
            return Err(Msg::BadClock {
                days: super::clock::MAX_CLOCK_DAYS,
                hours: super::clock::MAX_CLOCK_BONUS_HOURS,
            }
            .into());
        }
        let reminder_secs = match o.reminder_hours {
            Some(h) if h == 0 || h > MAX_REMINDER_HOURS => return Err(Msg::BadReminder.into()),
            Some(h) => h * 3600,
            None => self
                .store
                .guild_reminder_interval(caller.guild)?
                .unwrap_or(DEFAULT_REMINDER_SECS),
        };
        let options = GameOptions {
            board: board.clone(),
            max_players: max,
            reminder_interval_secs: reminder_secs,
            bot_takes_over_after: o.bot_takes_over_after,
            multipliers: None,
            lang: o
                .lang
                .or_else(|| Lang::supported(&caller.guild_locale))
                .unwrap_or_default(),
            hints: o.hints.unwrap_or(true),
            stand_in: o.stand_in.unwrap_or(BotLevel::Normal),
            clock_secs: clock.days.map(|d| u64::from(d) * 86_400),
            clock_bonus_secs: u64::from(clock.bonus_hours.unwrap_or(0)) * 3600,
            clock_pauses_for_quiet: clock.pauses_for_quiet.unwrap_or(false),
        };
        // What the channel reads is in the game's language.
        let lang = options.lang;
        let mut seats = vec![Seat::human(caller.user, &caller.name)];
        for kind in o.bots {
            seats.push(Seat::bot(kind, &bot_name(lang, &seats, kind)));
        }
        if o.check_only {
            return Ok(Reply::private(String::new()));
        }
        let salt = self.seeds.salt();
        let new = NewGame {
            guild: caller.guild,
            channel: caller.channel,
            creator: caller.user,
            options: &options,
            seed: self.seeds.next(),
            salt: &salt,
            seats: &seats,
            kind: o.game,
        };
        match self.store.create_game(&new, self.now()) {
            Err(StoreError::ChannelBusy) => Err(Msg::ChannelBusyAnon.into()),
            Err(e) => Err(e.into()),
            Ok(_) => {
                let opened = self.plugin(o.game).opened(caller.name.clone(), board, max);
                let mut lines = vec![say_text_as(lang, caller.markup, &opened)];
                for (i, s) in seats.iter().enumerate().skip(1) {
                    lines.push(say_as(
                        lang,
                        caller.markup,
                        &Msg::BotAdded {
                            name: s.name.clone().into(),
                            seated: i + 1,
                            max,
                        },
                    ));
                }
                if options.clock_secs.is_some() {
                    lines.push(say(lang, &super::clock::clock_options(&options)));
                }
                Ok(Reply::public(lines.join("\n")))
            }
        }
    }

    pub(super) fn join(&self, caller: &Caller, stored: StoredGame) -> Answer {
        access::status(&stored, GameStatus::Open)?;
        if stored.seat_of(caller.user).is_some() {
            return Err(Msg::AlreadySeated.into());
        }
        let max = stored.options.max_players;
        if stored.seats.len() >= max {
            return Err(Msg::GameFull { max }.into());
        }
        let mut seats = stored.seats.clone();
        seats.push(Seat::human(caller.user, &caller.name));
        self.write_seats(&stored, &seats)?;
        Ok(Reply::public(say_as(
            stored.options.lang,
            caller.markup,
            &Msg::Joined {
                name: caller.name.clone().into(),
                seated: seats.len(),
                max,
            },
        )))
    }

    pub(super) fn add_bot(&self, caller: &Caller, stored: StoredGame, kind: BotLevel) -> Answer {
        access::host(&stored, caller)?;
        access::status(&stored, GameStatus::Open)?;
        let max = stored.options.max_players;
        if stored.seats.len() >= max {
            return Err(Msg::GameFull { max }.into());
        }
        let mut seats = stored.seats.clone();
        let name = bot_name(stored.options.lang, &seats, kind);
        seats.push(Seat::bot(kind, &name));
        self.write_seats(&stored, &seats)?;
        Ok(Reply::public(say_as(
            stored.options.lang,
            caller.markup,
            &Msg::BotAdded {
                name: name.into(),
                seated: seats.len(),
                max,
            },
        )))
    }

    pub(super) fn leave(&self, on: OnGame<'_>) -> Answer {
        let OnGame {
            caller,
            lang,
            stored,
        } = on;
        let seat = access::own_seat(&stored, caller)?;
        match stored.status {
            GameStatus::Open if caller.user == stored.creator => {
                let change = Change {
                    status: Some(GameStatus::Ended),
                    ..Default::default()
                };
                self.write(&stored, &change)?;
                let name = caller.name.clone();
                Ok(Reply::public(say_as(
                    stored.options.lang,
                    caller.markup,
                    &Msg::LobbyClosed { name: name.into() },
                )))
            }
            GameStatus::Open => {
                let mut seats = stored.seats.clone();
                seats.remove(seat);
                self.write_seats(&stored, &seats)?;
                let name = caller.name.clone();
                Ok(Reply::public(say_as(
                    stored.options.lang,
                    caller.markup,
                    &Msg::LeftLobby { name: name.into() },
                )))
            }
            _ => {
                let kind = stored.options.stand_in;
                self.seat_bot(lang, stored, seat, kind)
            }
        }
    }

    /// `start`: the host starts the game of the channel (set up by its plugin, the bots that
    /// play first played), and the channel is told whose turn it is.
    pub(super) fn start(&self, on: OnGame<'_>) -> Answer {
        let OnGame {
            caller,
            lang,
            stored,
        } = on;
        access::host(&stored, caller)?;
        access::status(&stored, GameStatus::Open)?;
        access::bot_can_post(caller)?;
        if stored.seats.len() < 2 {
            return Err(Msg::TooFewPlayers.into());
        }
        let started = self.plugin(stored.kind).start(&self.ctx(), &stored)?;
        let game = &*started.game;
        let intro = Msg::Started {
            players: stored.seats.iter().map(|s| Name::from(&s.name)).collect(),
            first: Name::from(&stored.seats[started.first].name),
            seal: Box::new(super::present::seal(&stored)),
        };
        let body = NoticeBody::turn(stored.moves, started.actions.len(), Some(intro));
        let notices = self.turn_notices(&stored, &stored.seats, game, body);
        let change = Change {
            status: Some(if game.is_over() {
                GameStatus::Finished
            } else {
                GameStatus::Running
            }),
            state: Some(game),
            actions: &started.actions,
            notices: &notices,
            new_turn: true,
            ..Default::default()
        };
        self.write(&stored, &change)?;
        Ok(Reply::private(say(lang, &Msg::PostedInChannel)).queued())
    }

    pub(super) fn notify(&self, on: OnGame<'_>, dm: bool) -> Answer {
        let OnGame {
            caller,
            lang,
            stored,
        } = on;
        let seat = access::own_seat(&stored, caller)?;
        let mut seats = stored.seats.clone();
        seats[seat].notify_dm = dm;
        self.write_seats(&stored, &seats)?;
        let msg = if dm {
            Msg::NotifyDmOn
        } else {
            Msg::NotifyDmOff
        };
        Ok(Reply::private(say(lang, &msg)))
    }

    pub(super) fn set_reminder(&self, caller: &Caller, lang: Lang, hours: u64) -> Answer {
        access::admin(caller)?;
        if hours == 0 || hours > MAX_REMINDER_HOURS {
            return Err(Msg::BadReminder.into());
        }
        self.store
            .set_guild_reminder_interval(caller.guild, hours * 3600)?;
        Ok(Reply::private(say(lang, &Msg::ReminderSet { hours })))
    }

    /// The host or an admin changes the language of the game's public messages; notices
    /// still queued are worded in it too (they are worded when delivered).
    pub(super) fn set_language(&self, caller: &Caller, stored: StoredGame, to: Lang) -> Answer {
        access::host(&stored, caller)?;
        let mut options = stored.options.clone();
        options.lang = to;
        self.store.set_game_options(stored.id, &options)?;
        let language = Box::new(Msg::LanguageName {
            code: to.code().to_string(),
        });
        Ok(Reply::public(say(to, &Msg::LanguageSet { language })))
    }
}

/// "Greedy bot 2": a name no other seat has. Seat names are stored, so they are worded once,
/// in the game's language when the bot is seated.
pub(super) fn bot_name(lang: Lang, seats: &[Seat], kind: BotLevel) -> String {
    (1..)
        .map(|number| say(lang, &Msg::BotSeatName { kind, number }))
        .find(|n| !seats.iter().any(|s| &s.name == n))
        .expect("unbounded")
}
