//! A player's own settings (`settings`: time zone, quiet hours, how they are told, their
//! reminder interval) and time away (`away`, `back`).

use super::hours;
use super::request::Caller;
use super::{Answer, Reply, Service};
use games_messages::{say, say_as, Lang, Msg, Quote, When};
use games_store::{Notify, PlayerSettings};

/// What `settings` changes; `None` leaves a setting as it is.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct SettingsChange {
    pub time_zone: Option<String>,
    /// "22:00-08:00", or "off".
    pub quiet: Option<String>,
    pub notify: Option<Notify>,
    /// Hours between reminders; 0: no reminders.
    pub reminder_hours: Option<u64>,
}

impl Service {
    pub(super) fn settings(&self, caller: &Caller, lang: Lang, change: SettingsChange) -> Answer {
        let mut s = self.store.player_settings(caller.user)?;
        let changed = change != SettingsChange::default();
        if let Some(tz) = change.time_zone {
            let tz = tz.trim().to_string();
            if !hours::known_zone(&tz) {
                return Err(Msg::BadTimeZone {
                    text: Quote::new(&tz),
                }
                .into());
            }
            s.time_zone = Some(tz);
        }
        if let Some(q) = change.quiet {
            s.quiet = if q.trim().eq_ignore_ascii_case("off") {
                None
            } else {
                let window = hours::parse_quiet(&q).ok_or(Msg::BadQuiet {
                    text: Quote::new(&q),
                })?;
                if hours::quiet_minutes(window) > hours::MAX_QUIET_MINUTES {
                    return Err(Msg::QuietTooLong {
                        hours: hours::MAX_QUIET_MINUTES / 60,
                    }
                    .into());
                }
                Some(window)
            };
        }
        if let Some(n) = change.notify {
            s.notify = Some(n);
        }
        if let Some(h) = change.reminder_hours {
            if h > 24 * 30 {
                return Err(Msg::BadReminder.into());
            }
            s.reminder_secs = Some(h * 3600);
        }
        if changed {
            self.store.set_player_settings(caller.user, &s)?;
        }
        let mut lines = Vec::new();
        if changed {
            lines.push(say(lang, &Msg::SettingsSaved));
        }
        lines.push(say(lang, &shown(&s)));
        Ok(Reply::private(lines.join("\n")))
    }

    /// `away until DATE`: reminders and the bot stand-in pause for the caller until the end
    /// of that day (in their time zone), at most the server's cap. It applies to their games
    /// in every server, but each game's stand-in and clock wait only as long as that game's
    /// server allows (`away.rs`).
    pub(super) fn away(&self, caller: &Caller, lang: Lang, until: &str) -> Answer {
        let mut s = self.store.player_settings(caller.user)?;
        let Some(end) = hours::end_of_day(&s, until) else {
            return Err(Msg::BadDate {
                text: Quote::new(until),
            }
            .into());
        };
        let now = self.now();
        let days = self.store.max_away_days(caller.guild)?;
        if end <= now {
            return Err(Msg::BadDate {
                text: Quote::new(until),
            }
            .into());
        }
        // A day of slack: the period ends at the end of a day in the player's zone.
        let cap = super::away::cap_seconds(days);
        if end - now > cap {
            return Err(Msg::AwayTooLong { days }.into());
        }
        // Within any 30 days, the server's cap in all: the window ending with this period
        // holds the most of the earlier ones.
        let used = self
            .store
            .away_seconds(caller.user, end - super::away::WINDOW, now)?;
        if used + (end - now) > cap {
            let left = ((cap - 86_400 - used).max(0) / 86_400) as u32;
            return Err(Msg::AwayBudgetSpent { days, left }.into());
        }
        s.away_until = Some(end);
        self.store.set_away(caller.user, &s, now, end)?;
        Ok(Reply::private(say_as(
            lang,
            caller.markup,
            &Msg::AwaySet {
                until: When::At(end),
            },
        )))
    }

    /// Admins: how many days a player of this server may be away.
    pub(super) fn set_away_days(&self, caller: &Caller, lang: Lang, days: u32) -> Answer {
        super::access::admin(caller)?;
        if !(1..=90).contains(&days) {
            return Err(Msg::BadAwayDays.into());
        }
        self.store.set_max_away_days(caller.guild, days)?;
        Ok(Reply::private(say(lang, &Msg::AwayDaysSet { days })))
    }

    /// Admins: after how many days an open lobby of this server is closed.
    pub(super) fn set_lobby_days(&self, caller: &Caller, lang: Lang, days: u32) -> Answer {
        super::access::admin(caller)?;
        if !(1..=90).contains(&days) {
            return Err(Msg::BadAwayDays.into());
        }
        self.store.set_lobby_days(caller.guild, days)?;
        Ok(Reply::private(say(lang, &Msg::LobbyDaysSet { days })))
    }

    pub(super) fn back(&self, caller: &Caller, lang: Lang) -> Answer {
        let mut s = self.store.player_settings(caller.user)?;
        s.away_until = None;
        self.store.end_away(caller.user, &s, self.now())?;
        Ok(Reply::private(say(lang, &Msg::Back)))
    }
}

/// A player's settings as one message.
fn shown(s: &PlayerSettings) -> Msg {
    let clock = |m: u16| format!("{:02}:{:02}", m / 60, m % 60);
    Msg::SettingsShown {
        zone: s.time_zone.clone().unwrap_or_else(|| "UTC".into()),
        quiet: s.quiet.map_or_else(
            || "none".to_string(),
            |(a, b)| format!("{}-{}", clock(a), clock(b)),
        ),
        notify: s.notify.map_or("game", |n| n.key()).to_string(),
        reminder: s.reminder_secs.map_or(-1, |r| (r / 3600) as i64),
        away: s
            .away_until
            .map_or_else(|| "none".to_string(), |t| format!("<t:{t}:f>")),
    }
}
