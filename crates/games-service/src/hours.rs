//! A player's own hours: quiet hours in their time zone (daylight saving included, through
//! `jiff`'s time-zone database), how long a turn has been waiting outside them, and time
//! away. Pure functions of the settings and an instant.

use games_store::PlayerSettings;
use jiff::civil::Date;
use jiff::tz::TimeZone;
use jiff::Timestamp;

/// The player's time zone (UTC if unset or unknown).
pub fn zone(s: &PlayerSettings) -> TimeZone {
    s.time_zone
        .as_deref()
        .and_then(|n| TimeZone::get(n).ok())
        .unwrap_or(TimeZone::UTC)
}

/// Whether `name` is a time zone the database knows.
pub fn known_zone(name: &str) -> bool {
    TimeZone::get(name).is_ok()
}

/// Every time zone name, for autocomplete.
pub fn zone_names() -> Vec<String> {
    jiff::tz::db().available().map(|n| n.to_string()).collect()
}

/// `date` at `minutes` after midnight in `tz`, as unix seconds (a time skipped by a
/// daylight-saving change is taken after the change).
fn at(tz: &TimeZone, date: Date, minutes: u16) -> i64 {
    let (h, m) = ((minutes / 60) as i8, (minutes % 60) as i8);
    date.at(h.min(23), m, 0, 0)
        .to_zoned_datetime(tz.clone())
        .map_or(0, |z| z.timestamp().as_second())
}

fn local_date(tz: &TimeZone, t: i64) -> Date {
    Timestamp::from_second(t)
        .unwrap_or(Timestamp::UNIX_EPOCH)
        .to_zoned_datetime(tz.clone())
        .date()
}

/// The player's quiet windows (unix seconds, start inclusive, end exclusive) that overlap
/// `from..to`, whole (not clipped).
fn windows(s: &PlayerSettings, from: i64, to: i64) -> Vec<(i64, i64)> {
    let Some((start, end)) = s.quiet.filter(|(a, b)| a != b) else {
        return Vec::new();
    };
    let tz = zone(s);
    let Ok(mut day) = local_date(&tz, from).yesterday() else {
        return Vec::new();
    };
    let last = local_date(&tz, to);
    let mut out = Vec::new();
    while day <= last {
        let ends_on = if end > start {
            day
        } else {
            day.tomorrow().unwrap_or(day)
        };
        let w = (at(&tz, day, start), at(&tz, ends_on, end));
        if w.1 > from && w.0 < to {
            out.push(w);
        }
        match day.tomorrow() {
            Ok(d) => day = d,
            Err(_) => break,
        }
    }
    out
}

/// If the player is in quiet hours at `now`, when they end.
pub fn quiet_until(s: &PlayerSettings, now: i64) -> Option<i64> {
    windows(s, now, now + 1)
        .into_iter()
        .find(|w| w.0 <= now && now < w.1)
        .map(|w| w.1)
}

/// Seconds of `from..to` outside the player's quiet hours: what a reminder interval counts.
pub fn awake_seconds(s: &PlayerSettings, from: i64, to: i64) -> i64 {
    if to <= from {
        return 0;
    }
    let quiet: i64 = windows(s, from, to)
        .into_iter()
        .map(|(a, b)| b.min(to) - a.max(from))
        .sum();
    to - from - quiet
}

/// Whether the player is away at `now`.
pub fn away(s: &PlayerSettings, now: i64) -> bool {
    s.away_until.is_some_and(|t| t > now)
}

/// "22:00-08:00" (or "22-8") as minutes after midnight.
/// Quiet hours cover at most this much of a day: a game's clock must keep running.
pub const MAX_QUIET_MINUTES: u16 = 12 * 60;

/// How long a quiet window lasts, in minutes (it may run past midnight).
pub fn quiet_minutes((start, end): (u16, u16)) -> u16 {
    (end + 1440 - start) % 1440
}

pub fn parse_quiet(text: &str) -> Option<(u16, u16)> {
    let (a, b) = text.trim().split_once('-')?;
    Some((parse_clock(a)?, parse_clock(b)?))
}

fn parse_clock(text: &str) -> Option<u16> {
    let text = text.trim();
    let (h, m) = text.split_once(':').unwrap_or((text, "0"));
    let (h, m): (u16, u16) = (h.parse().ok()?, m.parse().ok()?);
    (h < 24 && m < 60).then_some(h * 60 + m)
}

/// A date (`2026-12-24`) in the player's zone: the end of that day, as unix seconds.
pub fn end_of_day(s: &PlayerSettings, text: &str) -> Option<i64> {
    let date: Date = text.trim().parse().ok()?;
    let next = date.tomorrow().ok()?;
    Some(at(&zone(s), next, 0))
}

/// Time-zone names containing `partial` (case-insensitive), at most `limit`: what the
/// settings' autocomplete offers.
pub fn time_zones(partial: &str, limit: usize) -> Vec<String> {
    let partial = partial.to_lowercase();
    zone_names()
        .into_iter()
        .filter(|n| n.to_lowercase().contains(&partial))
        .take(limit)
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    fn quiet(zone: &str, q: &str) -> PlayerSettings {
        PlayerSettings {
            time_zone: Some(zone.into()),
            quiet: parse_quiet(q),
            ..Default::default()
        }
    }

    fn ts(text: &str) -> i64 {
        text.parse::<Timestamp>().unwrap().as_second()
    }

    #[test]
    fn quiet_hours_follow_daylight_saving() {
        // Budapest: UTC+1 in winter, UTC+2 in summer (change on 2026-03-29).
        let s = quiet("Europe/Budapest", "22:00-08:00");
        assert_eq!(
            quiet_until(&s, ts("2026-03-28T22:00:00Z")),
            Some(ts("2026-03-29T06:00:00Z"))
        );
        assert_eq!(
            quiet_until(&s, ts("2026-03-28T06:30:00Z")),
            Some(ts("2026-03-28T07:00:00Z"))
        );
        assert_eq!(quiet_until(&s, ts("2026-03-28T07:30:00Z")), None);
        // 07:30 local on 29 March is 05:30 UTC (summer time): still quiet, until 06:00 UTC.
        assert_eq!(
            quiet_until(&s, ts("2026-03-29T05:30:00Z")),
            Some(ts("2026-03-29T06:00:00Z"))
        );
        // A night in summer: 22:00 local is 20:00 UTC.
        assert_eq!(
            quiet_until(&s, ts("2026-07-01T20:00:00Z")),
            Some(ts("2026-07-02T06:00:00Z"))
        );
        assert_eq!(quiet_until(&s, ts("2026-07-01T19:59:00Z")), None);
        // New York: the autumn change (2026-11-01) makes that night an hour longer.
        let ny = quiet("America/New_York", "23:00-07:00");
        let night = windows(
            &ny,
            ts("2026-11-01T12:00:00Z") - 3600 * 12,
            ts("2026-11-01T12:00:00Z"),
        );
        let (a, b) = night.last().copied().unwrap();
        assert_eq!(
            (a, b),
            (ts("2026-11-01T03:00:00Z"), ts("2026-11-01T12:00:00Z"))
        );
        assert_eq!(b - a, 9 * 3600, "23:00 EDT to 07:00 EST is nine hours");
    }

    #[test]
    fn reminders_count_only_awake_time() {
        let s = quiet("UTC", "22:00-08:00");
        // From 20:00 to 10:00 the next day: 14 hours, 10 of them quiet.
        assert_eq!(
            awake_seconds(&s, ts("2026-06-01T20:00:00Z"), ts("2026-06-02T10:00:00Z")),
            4 * 3600
        );
        let none = PlayerSettings::default();
        assert_eq!(awake_seconds(&none, 0, 7200), 7200);
    }

    #[test]
    fn clocks_and_dates_parse() {
        assert_eq!(parse_quiet("22:00-08:00"), Some((1320, 480)));
        assert_eq!(parse_quiet("22-8"), Some((1320, 480)));
        assert_eq!(parse_quiet("25:00-08:00"), None);
        let s = quiet("Europe/Budapest", "22-8");
        assert_eq!(
            end_of_day(&s, "2026-12-24"),
            Some(ts("2026-12-24T23:00:00Z"))
        );
        assert_eq!(end_of_day(&s, "24.12.2026"), None);
    }
}
