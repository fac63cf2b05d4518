//! Time away as a game's server counts it. A player's time away is theirs: set in one server
//! (`away`, within that server's cap), it applies to their games everywhere. But a game pauses
//! its stand-in, and its turn clock, only for as much of it as the game's own server allows:
//! each period as that server would have let it be set (its cap, over any 30 days), whatever
//! server it was set in. Reminders, which only tell the player, stay paused the whole time.

use super::Service;
use games_ids::ids::{GuildId, UserId};
use games_store::StoreError;

/// The window a server's cap applies over: any 30 days.
pub(crate) const WINDOW: i64 = 30 * 86_400;

/// How far before a turn's start the periods are read: the periods of the 30 days before it
/// are counted with the 30 days before them in turn (older ones no longer matter enough to
/// read).
const HISTORY: i64 = 2 * WINDOW;

/// The most time away a server with a cap of `days` lets count within any 30 days: the days,
/// and the day of slack `away` allows (a period ends at the end of a day in the player's zone).
pub(crate) fn cap_seconds(days: u32) -> i64 {
    (i64::from(days) + 1) * 86_400
}

/// The parts of `periods` (a player's times away as stored, in order, never overlapping) that
/// a server allowing `cap` seconds within any 30 days counts: each period from its start, for
/// as long as that server would have accepted it (the period and the counted parts of the
/// ones before it, within the 30 days ending where it ends, at most `cap`).
pub(crate) fn counted(periods: &[(i64, i64)], cap: i64) -> Vec<(i64, i64)> {
    let mut out: Vec<(i64, i64)> = Vec::with_capacity(periods.len());
    for &(since, until) in periods {
        let len = (until - since).max(0);
        // The period counted `a` seconds long, and what counts before it in its window. This
        // never falls as `a` grows (a second more of the period is at most a second less of
        // the window before it), so what fits is 0..=A: found by bisection.
        let fits = |a: i64| {
            let from = since + a - WINDOW;
            let before: i64 = out
                .iter()
                .map(|&(s, u)| (u.min(since) - s.max(from)).max(0))
                .sum();
            a + before <= cap
        };
        let allowed = if fits(len) {
            len
        } else if !fits(0) {
            0
        } else {
            let (mut yes, mut no) = (0, len);
            while no - yes > 1 {
                let mid = yes + (no - yes) / 2;
                if fits(mid) {
                    yes = mid;
                } else {
                    no = mid;
                }
            }
            yes
        };
        if allowed > 0 {
            out.push((since, since + allowed));
        }
    }
    out
}

/// Seconds of `parts` (never overlapping).
pub(crate) fn total(parts: &[(i64, i64)]) -> i64 {
    parts.iter().map(|&(s, u)| u - s).sum()
}

impl Service {
    /// The parts of `user`'s time away within `from..to` that count in a game of `guild`:
    /// their periods cut to what that server's cap allows ([`counted`]).
    pub(super) fn away_counted(
        &self,
        guild: GuildId,
        user: UserId,
        (from, to): (i64, i64),
    ) -> Result<Vec<(i64, i64)>, StoreError> {
        let periods = self.store.away_periods(user, from - HISTORY, to)?;
        if periods.is_empty() {
            return Ok(periods);
        }
        let cap = cap_seconds(self.store.max_away_days(guild)?);
        Ok(counted(&periods, cap)
            .into_iter()
            .map(|(s, u)| (s.max(from), u.min(to)))
            .filter(|(s, u)| u > s)
            .collect())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    const DAY: i64 = 86_400;

    #[test]
    fn a_period_within_the_cap_counts_whole_and_a_longer_one_up_to_it() {
        let cap = cap_seconds(7);
        assert_eq!(cap, 8 * DAY);
        assert_eq!(counted(&[(0, 5 * DAY)], cap), [(0, 5 * DAY)]);
        assert_eq!(counted(&[(0, 90 * DAY)], cap), [(0, 8 * DAY)]);
        assert_eq!(counted(&[(0, 90 * DAY)], cap_seconds(90)), [(0, 90 * DAY)]);
        assert_eq!(total(&counted(&[(0, 90 * DAY)], cap)), 8 * DAY);
    }

    #[test]
    fn within_any_thirty_days_the_periods_share_the_cap() {
        let cap = cap_seconds(7);
        // Five days, back, then ten more days two days later: three of them count.
        let periods = [(0, 5 * DAY), (7 * DAY, 17 * DAY)];
        assert_eq!(counted(&periods, cap), [(0, 5 * DAY), (7 * DAY, 10 * DAY)]);
        // A month later the first period has left the window: the second counts to the cap.
        let periods = [(0, 5 * DAY), (40 * DAY, 50 * DAY)];
        assert_eq!(counted(&periods, cap), [(0, 5 * DAY), (40 * DAY, 48 * DAY)]);
        // The window is the 30 days ending where the period ends: four days early in the
        // month leave four for a period twenty days later, however long it was set.
        let periods = [(0, 4 * DAY), (20 * DAY, 40 * DAY)];
        assert_eq!(counted(&periods, cap), [(0, 4 * DAY), (20 * DAY, 24 * DAY)]);
        // Eight days leave nothing to a period 27 days later: any end within reach keeps
        // more than the cap in its window.
        let periods = [(0, 8 * DAY), (27 * DAY, 40 * DAY)];
        assert_eq!(counted(&periods, cap), [(0, 8 * DAY)]);
        // Nothing left: a period wholly over the cap counts nothing.
        let periods = [(0, 8 * DAY), (8 * DAY, 9 * DAY)];
        assert_eq!(counted(&periods, cap), [(0, 8 * DAY)]);
    }
}
