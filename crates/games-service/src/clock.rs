//! The turn clock (a game option, BGA's time bank): each seat has a bank of time that runs
//! down while it is that seat's turn and gets the game's bonus when the turn ends (never above
//! the starting bank); a bank run out lets the stand-in bot play the turn (`notices.rs`). And
//! the server-wide pause of an admin: no reminders, no stand-ins, clocks stopped, moves still
//! allowed; at the resume the player to move gets the paused time back.
//!
//! What is stored (migration 0013): each seat's bank as the current turn began
//! (`clock_banks`), the earliest moment the bank of the player to move could run out
//! (`clock_due_at`, which the game's reminder check never passes), and the server's
//! `paused_at`. The bank of the player to move is derived from `turn_started_at`, so nothing
//! runs in memory and a restart changes nothing.

use super::request::Caller;
use super::{access, hours, Answer, Reply, Service};
use games_messages::{say, say_as, Lang, Markup, Msg, Name};
use games_store::{
    Applied, Change, ClockWrite, GameOptions, GameStatus, Position, StoreError, StoredGame,
};

/// The longest starting bank a game may set, in days.
pub(super) const MAX_CLOCK_DAYS: u32 = 30;
/// The largest bonus per turn, in hours.
pub(super) const MAX_CLOCK_BONUS_HOURS: u32 = 7 * 24;

/// A duration as players read it on the clock: "2d 4h", "5h", "40m".
pub(super) fn duration(secs: i64) -> Msg {
    let secs = secs.max(0);
    if secs >= 86_400 {
        Msg::ClockDays {
            days: secs / 86_400,
            hours: secs % 86_400 / 3600,
        }
    } else if secs >= 3600 {
        Msg::ClockHours { hours: secs / 3600 }
    } else {
        Msg::ClockMinutes { minutes: secs / 60 }
    }
}

impl Service {
    /// Seconds of `from..to` that count against `seat`'s bank: none while the server is paused
    /// (from `paused_at`), none for a bot; with the game's `clock_pauses_for_quiet`, only the
    /// player's awake time outside their times away (as much of them as the game's server
    /// allows: `away.rs`).
    fn clock_counted(
        &self,
        stored: &StoredGame,
        seat: usize,
        (from, to): (i64, i64),
        paused_at: Option<i64>,
    ) -> Result<i64, StoreError> {
        let to = paused_at.map_or(to, |p| to.min(p));
        let Some(user) = stored.seats[seat].human_user().filter(|_| to > from) else {
            return Ok(0);
        };
        if !stored.options.clock_pauses_for_quiet {
            return Ok(to - from);
        }
        let mine = self.store.player_settings(user)?;
        let mut counted = hours::awake_seconds(&mine, from, to);
        for (since, until) in self.away_counted(stored.guild, user, (from, to))? {
            counted -= hours::awake_seconds(&mine, since, until);
        }
        Ok(counted.max(0))
    }

    /// Each seat's time left at `now` (`None`: the game has no clock): the banks as the turn
    /// began, the one of the player to move run down since.
    pub(super) fn time_left(
        &self,
        stored: &StoredGame,
        now: i64,
    ) -> Result<Option<Vec<i64>>, StoreError> {
        let Some(start) = stored.options.clock_secs else {
            return Ok(None);
        };
        let mut banks = stored
            .clock_banks
            .clone()
            .unwrap_or_else(|| vec![start as i64; stored.seats.len()]);
        if let (GameStatus::Running, Some(seat), Some(since)) =
            (stored.status, stored.current_seat(), stored.turn_started_at)
        {
            let paused = self.store.guild_paused_at(stored.guild)?;
            banks[seat] -= self.clock_counted(stored, seat, (since, now), paused)?;
        }
        Ok(Some(banks))
    }

    /// The clock after a change that ends the turn of `stored`'s player to move (or starts the
    /// game) leaving `after`: that player's bank run down by the turn, plus the bonus, never
    /// above the starting bank (a bank run out gets the bonus too once the stand-in has
    /// played); and when the next player's could run out at the earliest.
    fn clock_after(
        &self,
        stored: &StoredGame,
        after: &dyn Position,
        now: i64,
    ) -> Result<Option<ClockWrite>, StoreError> {
        let Some(start) = stored.options.clock_secs else {
            return Ok(None);
        };
        let start = start as i64;
        let mut banks = stored
            .clock_banks
            .clone()
            .unwrap_or_else(|| vec![start; stored.seats.len()]);
        if let (Some(before), Some(since)) = (stored.position(), stored.turn_started_at) {
            let ended = before.turns_played() < after.turns_played();
            let seat = before
                .to_move()
                .filter(|&s| stored.seats[s].human_user().is_some());
            if let Some(seat) = seat.filter(|_| ended) {
                let paused = self.store.guild_paused_at(stored.guild)?;
                let left = banks[seat] - self.clock_counted(stored, seat, (since, now), paused)?;
                banks[seat] = (left.max(0) + stored.options.clock_bonus_secs as i64).min(start);
            }
        }
        let due_at = after
            .to_move()
            .filter(|&next| stored.seats[next].human_user().is_some())
            .map(|next| now + banks[next].max(0));
        Ok(Some(ClockWrite { banks, due_at }))
    }

    /// Writes `change` at the version `stored` was read at, with the turn clock it leaves
    /// when it ends a turn: every writer of a turn's end goes through here.
    pub(super) fn apply(
        &self,
        stored: &StoredGame,
        change: &Change<'_>,
        now: i64,
    ) -> Result<Applied, StoreError> {
        let after = change.state;
        let clock = match after.filter(|_| change.new_turn) {
            Some(after) => self.clock_after(stored, after, now)?,
            None => None,
        };
        let change = Change {
            clock: clock.as_ref().or(change.clock),
            ..*change
        };
        self.store
            .apply_change(stored.id, stored.version, &change, now)
    }

    /// The status lines of the clock: the server's pause, each player's time left, the
    /// game's clock options.
    pub(super) fn clock_lines(
        &self,
        lang: Lang,
        markup: Markup,
        stored: &StoredGame,
    ) -> Vec<String> {
        let mut lines = Vec::new();
        if self
            .store
            .guild_paused_at(stored.guild)
            .ok()
            .flatten()
            .is_some()
        {
            lines.push(say(lang, &Msg::StatusPaused));
        }
        if let Some(times) = self.clock_times(stored) {
            lines.push(say_as(lang, markup, &times));
            lines.push(say(lang, &clock_options(&stored.options)));
        }
        lines
    }

    /// "⏱ Ana 2d 4h · Bruno 5h": each human seat's time left now (`None`: no clock, or the
    /// game is over).
    pub(super) fn clock_times(&self, stored: &StoredGame) -> Option<Msg> {
        stored.current_seat()?;
        let left = self.time_left(stored, self.now()).ok().flatten()?;
        let times = stored
            .seats
            .iter()
            .zip(left)
            .filter(|(s, _)| s.human_user().is_some())
            .map(|(s, secs)| Msg::ClockSeat {
                name: Name::from(&s.name),
                left: Box::new(duration(secs)),
            })
            .collect();
        Some(Msg::ClockTimes { times })
    }

    /// Each seat's time left as the pictures' score strip shows it (empty: no clock, or the
    /// game is over; an empty string for a bot's seat).
    pub(super) fn clock_labels(&self, lang: Lang, stored: &StoredGame) -> Vec<String> {
        if stored.current_seat().is_none() {
            return Vec::new();
        }
        let Some(left) = self.time_left(stored, self.now()).ok().flatten() else {
            return Vec::new();
        };
        stored
            .seats
            .iter()
            .zip(left)
            .map(|(s, secs)| match s.human_user() {
                Some(_) => say(lang, &duration(secs)),
                None => String::new(),
            })
            .collect()
    }

    /// `/calcada-admin pause`: the server's games stop (reminders, stand-ins, clocks).
    pub(super) fn pause(&self, caller: &Caller, lang: Lang) -> Answer {
        access::admin(caller)?;
        if !self.store.pause_guild(caller.guild, self.now())? {
            return Err(Msg::AlreadyPaused.into());
        }
        Ok(Reply::private(say_as(lang, caller.markup, &Msg::Paused)))
    }

    /// `/calcada-admin resume`: the server's games go on, each player to move credited the
    /// paused time.
    pub(super) fn resume(&self, caller: &Caller, lang: Lang) -> Answer {
        access::admin(caller)?;
        let now = self.now();
        let Some(since) = self.store.resume_guild(caller.guild, now)? else {
            return Err(Msg::NotPaused.into());
        };
        let paused = Box::new(duration(now - since));
        Ok(Reply::private(say(lang, &Msg::Resumed { paused })))
    }
}

/// The game's clock as chosen at `new` (its starting bank, bonus and quiet-hours choice).
pub(super) fn clock_options(o: &GameOptions) -> Msg {
    Msg::ClockOptions {
        bank: Box::new(duration(o.clock_secs.unwrap_or(0) as i64)),
        bonus: Box::new(duration(o.clock_bonus_secs as i64)),
        quiet: o.clock_pauses_for_quiet,
    }
}
