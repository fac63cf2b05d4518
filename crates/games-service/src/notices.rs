//! What the channel and the players are told, queued in the outbox in the same transaction
//! as the change that causes it: the turn message (with the ping for whoever is next), direct
//! messages, reminders and the bot stand-in for a player who keeps missing them.

use super::body::NoticeBody;
use super::hours;
use super::request::Checked;
use super::{Fault, Service};
use games_messages::Msg;
use games_store::{
    Change, GameStatus, Notice, NoticeKind, Notify, Position, Seat, StoreError, StoredGame,
};

/// What a tick did with a game whose check was due.
enum Due {
    /// A reminder is due: these notices, recorded with the tick's others, and the earliest
    /// moment the next reminder or the stand-in could be due.
    Remind(Vec<Notice>, Option<i64>),
    /// The stand-in played, or the game changed meanwhile: its check was set again.
    Done,
    /// Nothing due yet: the earliest moment something could be (`None`: not until the game
    /// or its player's settings change).
    NotBefore(Option<i64>),
}

impl Service {
    /// The notices of a change after which `game` waits for its next player (or is over):
    /// the turn message in the channel, mentioning whoever is next, and their direct
    /// message if they asked for one.
    pub(super) fn turn_notices(
        &self,
        stored: &StoredGame,
        seats: &[Seat],
        game: &dyn Position,
        body: NoticeBody,
    ) -> Vec<Notice> {
        let next = game
            .to_move()
            .map(|seat| &seats[seat])
            .and_then(|s| s.human_user().map(|u| (u, s)));
        // The player's own choice of how they are told, else the seat's.
        let told =
            next.map(
                |(u, s)| match self.store.player_settings(u).ok().and_then(|p| p.notify) {
                    Some(Notify::Channel) => (true, false),
                    Some(Notify::Dm) => (false, true),
                    Some(Notify::Both) => (true, true),
                    None => (true, s.notify_dm),
                },
            );
        let (ping, dm) = told.unwrap_or((true, false));
        let mut out = vec![Notice {
            channel: stored.channel,
            user: next.map(|(u, _)| u).filter(|_| ping),
            kind: if game.is_over() {
                NoticeKind::GameOver
            } else {
                NoticeKind::Turn
            },
            direct: false,
            body: body.to_json(),
        }];
        if let Some((user, seat)) = next.filter(|_| dm) {
            out.push(Notice {
                channel: stored.channel,
                user: Some(user),
                kind: NoticeKind::Turn,
                direct: true,
                body: NoticeBody::say_text(self.plugin(stored.kind).your_turn(seat.name.clone())),
            });
        }
        out
    }

    /// After bot turns the background worker played (`added` moves after move
    /// `stored.moves`; the channel was told of the moves before `from`): whether bot turns
    /// still wait, and the notices: none while they do, else one turn message for every move
    /// since `from`, pinging whoever is next.
    pub(super) fn after_bot_turns(
        &self,
        stored: &StoredGame,
        after: &dyn Position,
        from: u64,
        added: usize,
    ) -> (bool, Vec<Notice>) {
        let more = after.to_move().is_some_and(|s| stored.seats[s].is_bot());
        if more {
            return (true, Vec::new());
        }
        let told = (stored.moves + added as u64).saturating_sub(from);
        let body = NoticeBody::turn(from, told as usize, None);
        (false, self.turn_notices(stored, &stored.seats, after, body))
    }

    /// Writes the worker's bot turns (`more`: bot turns still wait). A command or another
    /// process that changed the game first is no fault: the worker looks at it again.
    pub(super) fn write_bot_turns(
        &self,
        stored: &StoredGame,
        change: &Change<'_>,
        more: bool,
    ) -> Result<bool, Fault> {
        match self.apply(stored, change, self.now()) {
            Ok(_) => {
                self.count_turns(stored, change);
                Ok(more)
            }
            Err(StoreError::Conflict) => Ok(true),
            Err(e) => Err(e.into()),
        }
    }

    /// After the stand-in's turn (`added` moves after move `stored.moves`): whether bot
    /// turns follow (the worker plays them), and the notices: `intro` alone while they do
    /// (the turn message comes once they have played), else the turn message opened by it.
    pub(super) fn after_stand_in(
        &self,
        stored: &StoredGame,
        after: &dyn Position,
        added: usize,
        intro: Msg,
    ) -> (bool, Vec<Notice>) {
        if after.to_move().is_some_and(|s| stored.seats[s].is_bot()) {
            let notice = Notice {
                channel: stored.channel,
                user: None,
                kind: NoticeKind::Info,
                direct: false,
                body: NoticeBody::say(&intro),
            };
            return (true, vec![notice]);
        }
        let body = NoticeBody::turn(stored.moves, added, Some(intro));
        (false, self.turn_notices(stored, &stored.seats, after, body))
    }

    /// Sends reminders that are due and lets a bot play a turn where the game says so.
    /// Returns how many games were reminded. Reads only the games whose check is due (an
    /// index on `next_check_at`): a game found with nothing due yet (a longer interval, quiet
    /// hours, time away) has its check moved to the earliest moment something could be, so the
    /// tick's work follows what is due, not how many games are stored.
    pub fn tick(&self) -> Result<usize, Fault> {
        let started = std::time::Instant::now();
        let out = self.tick_at(self.now());
        self.metrics.tick(started.elapsed());
        out
    }

    /// How many games the service's store has read whole since it was opened: a tick
    /// reads the games whose check is due and no other (tests count it).
    pub fn games_read(&self) -> u64 {
        self.store.games_read()
    }

    fn tick_at(&self, now: i64) -> Result<usize, Fault> {
        self.close_expired_lobbies(now)?;
        // Rematch offers that lapsed unopened: their channels are told, once.
        self.lapse_rematches(now)?;
        // The reminders are written together at the end, in one transaction (a commit, and
        // its flush to disk, per tick rather than per reminder).
        let mut reminders = Vec::new();
        for stored in self.store.games_due_reminder(now)? {
            let next = match self.remind(&stored, now)? {
                Due::Remind(notices, next) => {
                    // The next reminder's check, never before the store's own floor (an hour
                    // per reminder sent, this one included).
                    let floor = stored
                        .turn_started_at
                        .map(|t| t + 3600 * (i64::from(stored.reminders_sent) + 2))
                        .map(|f| stored.clock_due_at.map_or(f, |c| c.min(f)));
                    let next = next.map(|at| at.max(now + 1).max(floor.unwrap_or(at)));
                    reminders.push((stored, notices, next));
                    continue;
                }
                Due::Done => continue,
                Due::NotBefore(at) => at,
            };
            // Nothing due yet: look again when something could be (never before the store's
            // own earliest moment, and never in this tick again).
            let earliest = stored
                .turn_started_at
                .map(|t| t + 3600 * (i64::from(stored.reminders_sent) + 1))
                .map(|f| stored.clock_due_at.map_or(f, |c| c.min(f)));
            let next = next.map(|at| at.max(now + 1).max(earliest.unwrap_or(at)));
            self.store.defer_check(&stored, next)?;
        }
        if reminders.is_empty() {
            return Ok(0);
        }
        Ok(self.store.record_reminders(&reminders, now)?)
    }

    /// The reminder that `stored` has due at `now` (to record), or the stand-in's turn (played
    /// here), or when one could be due at the earliest.
    fn remind(&self, stored: &StoredGame, now: i64) -> Result<Due, Fault> {
        let Some(current) = stored.current_seat() else {
            return Ok(Due::NotBefore(None));
        };
        let seat = &stored.seats[current];
        // A bot's turn: the worker plays it, and that change sets the check again.
        let Some(user) = seat.human_user() else {
            return Ok(Due::NotBefore(None));
        };
        // The server's games are paused: nothing is due until an admin resumes them, which
        // sets every game's check again.
        if self.store.guild_paused_at(stored.guild)?.is_some() {
            return Ok(Due::NotBefore(None));
        }
        // The turn clock: a bank run out hands this turn to the stand-in, once (the turn is
        // written with the version check, so a move at the same moment, another tick or
        // another process finds the game moved on); else it is due when the bank could run out
        // at the earliest (its counted time grows no faster than the clock).
        let checked = Checked {
            stored,
            seat: current,
            now,
        };
        let clock_at = match self.time_left(stored, now)? {
            Some(left) if left[current] <= 0 => {
                let intro = Msg::ClockRanOut {
                    name: seat.name.clone().into(),
                };
                return match self.stand_in(&checked, intro) {
                    Ok(()) | Err(StoreError::Conflict) => Ok(Due::Done),
                    Err(e) => Err(e.into()),
                };
            }
            Some(left) => Some(now + left[current]),
            None => None,
        };
        let sooner = |at: Option<i64>| match (at, clock_at) {
            (Some(a), Some(c)) => Some(a.min(c)),
            (a, c) => a.or(c),
        };
        Ok(match self.remind_player(&checked, user)? {
            Due::Remind(notices, next) => Due::Remind(notices, sooner(next)),
            Due::NotBefore(at) => Due::NotBefore(sooner(at)),
            Due::Done => Due::Done,
        })
    }

    /// [`Service::remind`] for the player's reminders and the stand-in after missed ones.
    fn remind_player(
        &self,
        checked: &Checked<'_>,
        user: games_ids::ids::UserId,
    ) -> Result<Due, Fault> {
        let Checked { stored, seat, now } = *checked;
        let seat = &stored.seats[seat];
        let mine = self.store.player_settings(user)?;
        let started = stored.turn_started_at.unwrap_or(now);
        // The game's clock decides the bot stand-in: N missed reminders at the game's
        // interval, whatever the player's own interval or quiet hours (personal settings
        // change how a player is told, never the game's clock). Only time away pauses it,
        // and only as much of it as this game's server allows, wherever it was set.
        let game_interval = stored.options.reminder_interval_secs as i64;
        let away = super::away::total(&self.away_counted(stored.guild, user, (started, now))?);
        let waited_in_game = now - started - away;
        let take_over_after = stored
            .options
            .bot_takes_over_after
            .map(|n| game_interval.saturating_mul(i64::from(n.max(1)) + 1));
        let takes_over = take_over_after.is_some_and(|after| waited_in_game >= after);
        // Time away counted only grows: the stand-in cannot come before this.
        let take_over_at = take_over_after.map(|after| started + away + after);
        // The player's own hours: no reminder while they are away (all of it: a reminder only
        // tells them) or in quiet hours, and only time outside quiet hours counts towards one.
        if hours::away(&mine, now) && !takes_over {
            let back = mine.away_until.unwrap_or(now);
            return Ok(Due::NotBefore(Some(
                take_over_at.map_or(back, |t| t.min(back)),
            )));
        }
        if let Some(end) = hours::quiet_until(&mine, now) {
            return Ok(Due::NotBefore(Some(end)));
        }
        let interval = match mine.reminder_secs {
            Some(0) if !takes_over => return Ok(Due::NotBefore(take_over_at)),
            Some(secs) if secs > 0 => secs,
            _ => stored.options.reminder_interval_secs,
        };
        let waited = hours::awake_seconds(&mine, started, now);
        let needed = (interval * u64::from(stored.reminders_sent + 1)) as i64;
        if !takes_over && waited < needed {
            // Awake time grows at most as fast as the clock.
            let remind_at = now + (needed - waited);
            return Ok(Due::NotBefore(Some(
                take_over_at.map_or(remind_at, |t| t.min(remind_at)),
            )));
        }
        let result = if takes_over {
            let intro = Msg::BotTookOver {
                name: seat.name.clone().into(),
            };
            self.stand_in(checked, intro).map(|()| Due::Done)
        } else {
            let hours = interval * u64::from(stored.reminders_sent + 1) / 3600;
            let body = NoticeBody::Reminder {
                moves: stored.moves,
                text: Msg::Reminder {
                    name: seat.name.clone().into(),
                    hours,
                }
                .text(),
            }
            .to_json();
            let mut notices = vec![Notice {
                channel: stored.channel,
                user: Some(user),
                kind: NoticeKind::Reminder,
                direct: false,
                body: body.clone(),
            }];
            if seat.notify_dm || matches!(mine.notify, Some(Notify::Dm | Notify::Both)) {
                notices.push(Notice {
                    direct: true,
                    ..notices[0].clone()
                });
            }
            // The next reminder needs one more interval awake; the stand-in as above.
            let next_reminder = now + (needed + interval as i64 - waited);
            let next = take_over_at.map_or(next_reminder, |t| t.min(next_reminder));
            Ok(Due::Remind(notices, Some(next)))
        };
        match result {
            Ok(due) => Ok(due),
            // Another command or process changed the game first; its check was set again.
            Err(StoreError::Conflict) => Ok(Due::Done),
            Err(e) => Err(e.into()),
        }
    }

    /// Open lobbies nobody started within their server's `lobby_days` are closed (ended
    /// early, the channel free again), with a word in the channel.
    fn close_expired_lobbies(&self, now: i64) -> Result<(), Fault> {
        for stored in self.store.expired_lobbies(now)? {
            let days = self.store.lobby_days(stored.guild)?;
            let notices = [Notice {
                channel: stored.channel,
                user: None,
                kind: NoticeKind::Info,
                direct: false,
                body: NoticeBody::say(&Msg::LobbyExpired { days }),
            }];
            let change = Change {
                status: Some(GameStatus::Ended),
                notices: &notices,
                ..Default::default()
            };
            match self
                .store
                .apply_change(stored.id, stored.version, &change, now)
            {
                Ok(_) | Err(StoreError::Conflict) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(())
    }
}
