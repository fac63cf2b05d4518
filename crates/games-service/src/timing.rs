//! Turn-time statistics from the action log: how long each human takes to move, counted in
//! their awake hours (their own time zone and quiet hours), and how many of their finished
//! games they played to the end themselves (no turn of theirs played by the stand-in).
//!
//! A turn runs from the last action of the turn before it (another seat's) to the turn's
//! last action; a game's first turn has no such start and is not counted. A turn counts for
//! its seat's human only if every action of it was theirs.

use super::hours::awake_seconds;
use games_ids::ids::{GameId, UserId};
use games_messages::Msg;
use games_store::{PlayerSettings, TimedAction};
use std::collections::{BTreeMap, BTreeSet};

/// One player's turn times and punctuality.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct TurnTimes {
    /// Awake seconds of each timed turn, ascending.
    pub turns: Vec<i64>,
    /// Finished games they sat in.
    pub finished: u32,
    /// Of those, the games in which no turn of theirs was played by a bot.
    pub on_time: u32,
}

impl TurnTimes {
    /// The value at or below which a fraction `p` of the turns lie (nearest rank).
    pub fn quantile(&self, p: f64) -> Option<i64> {
        let n = self.turns.len();
        if n == 0 {
            return None;
        }
        let rank = ((p * n as f64).ceil() as usize).clamp(1, n);
        Some(self.turns[rank - 1])
    }

    pub fn median(&self) -> Option<i64> {
        self.quantile(0.5)
    }

    pub fn p90(&self) -> Option<i64> {
        self.quantile(0.9)
    }
}

/// A turn being walked: its seat, start, last action and whether a bot played in it.
struct Turn {
    seat: usize,
    holder: Option<UserId>,
    start: Option<i64>,
    end: i64,
    by_holder: bool,
}

/// Every human's turn times in `log` (as [`games_store::Store::timed_actions`] gives it),
/// their awake time read with `settings`.
pub fn measure(
    log: &[TimedAction],
    mut settings: impl FnMut(UserId) -> PlayerSettings,
) -> BTreeMap<UserId, TurnTimes> {
    let mut times: BTreeMap<UserId, TurnTimes> = BTreeMap::new();
    let mut late: BTreeSet<(GameId, UserId)> = BTreeSet::new();
    let mut finished: BTreeSet<(GameId, UserId)> = BTreeSet::new();
    let mut zones: BTreeMap<UserId, PlayerSettings> = BTreeMap::new();
    let mut close = |turn: &Turn, times: &mut BTreeMap<UserId, TurnTimes>| {
        let (Some(user), Some(start)) = (turn.holder, turn.start) else {
            return;
        };
        if turn.by_holder {
            let s = zones.entry(user).or_insert_with(|| settings(user));
            let secs = awake_seconds(s, start, turn.end).max(0);
            times.entry(user).or_default().turns.push(secs);
        }
    };
    let mut current: Option<(GameId, Turn)> = None;
    for a in log {
        if let Some(user) = a.holder {
            times.entry(user).or_default();
            if a.finished {
                finished.insert((a.game, user));
            }
            if a.by != Some(user) {
                late.insert((a.game, user));
            }
        }
        let same_turn = matches!(&current, Some((g, t)) if *g == a.game && t.seat == a.seat);
        if same_turn {
            let (_, t) = current.as_mut().expect("a turn");
            t.end = a.at;
            t.by_holder &= a.holder.is_some() && a.by == a.holder;
            continue;
        }
        // A new turn: it starts when the one before it in the same game ended.
        let start = match current.take() {
            Some((g, t)) => {
                close(&t, &mut times);
                (g == a.game).then_some(t.end)
            }
            None => None,
        };
        current = Some((
            a.game,
            Turn {
                seat: a.seat,
                holder: a.holder,
                start,
                end: a.at,
                by_holder: a.holder.is_some() && a.by == a.holder,
            },
        ));
    }
    if let Some((_, t)) = current.take() {
        close(&t, &mut times);
    }
    for t in times.values_mut() {
        t.turns.sort_unstable();
    }
    for (game, user) in finished {
        let t = times.entry(user).or_default();
        t.finished += 1;
        if !late.contains(&(game, user)) {
            t.on_time += 1;
        }
    }
    times
}

/// A span of time as players read it: minutes below an hour, hours and minutes below a
/// day, days and hours beyond.
pub fn span(secs: i64) -> Msg {
    let secs = secs.max(0);
    let minutes = (secs + 30) / 60;
    if minutes < 60 {
        Msg::SpanMinutes {
            minutes: minutes as u64,
        }
    } else if minutes < 24 * 60 {
        Msg::SpanHours {
            hours: (minutes / 60) as u64,
            minutes: (minutes % 60) as u64,
        }
    } else {
        let hours = (minutes + 30) / 60;
        Msg::SpanDays {
            days: (hours / 24) as u64,
            hours: (hours % 24) as u64,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn act(game: i64, seat: usize, holder: Option<u64>, by: Option<u64>, at: i64) -> TimedAction {
        TimedAction {
            game: GameId(game),
            finished: game == 1,
            seat,
            holder: holder.map(UserId),
            by: by.map(UserId),
            at,
        }
    }

    #[test]
    fn turns_run_from_the_previous_turns_end_in_awake_time() {
        let (a, b) = (Some(10), Some(20));
        let log = [
            // Game 1, finished: A's first turn is not timed (no start).
            act(1, 0, a, a, 100),
            act(1, 0, a, a, 160),
            // B: 160 -> 400 (two actions), A: 400 -> 460.
            act(1, 1, b, b, 300),
            act(1, 1, b, b, 400),
            act(1, 0, a, a, 460),
            // B's seat played by the stand-in: not timed, and B was late in game 1.
            act(1, 1, b, None, 4000),
            // Game 2, running: B's first turn untimed; A 500 -> 1100.
            act(2, 1, b, b, 500),
            act(2, 0, a, a, 1100),
            // A bot's seat.
            act(2, 2, None, None, 1101),
        ];
        let times = measure(&log, |_| PlayerSettings::default());
        let ta = &times[&UserId(10)];
        assert_eq!(ta.turns, vec![60, 600]);
        assert_eq!((ta.finished, ta.on_time), (1, 1));
        let tb = &times[&UserId(20)];
        assert_eq!(tb.turns, vec![240]);
        assert_eq!((tb.finished, tb.on_time), (1, 0));
        assert_eq!(times.len(), 2);
    }

    #[test]
    fn quiet_hours_do_not_count() {
        let quiet = PlayerSettings {
            quiet: Some((0, 8 * 60)),
            ..PlayerSettings::default()
        };
        let day = 86_400 * 100;
        // The turn before ends at 23:00 UTC; the move comes at 09:00: 10 h, 8 of them quiet.
        let log = [
            act(1, 1, Some(20), Some(20), day - 3600),
            act(1, 0, Some(10), Some(10), day + 9 * 3600),
        ];
        let times = measure(&log, |u| {
            if u == UserId(10) {
                quiet.clone()
            } else {
                PlayerSettings::default()
            }
        });
        assert_eq!(times[&UserId(10)].turns, vec![2 * 3600]);
    }

    #[test]
    fn quantiles_take_the_nearest_rank() {
        let t = TurnTimes {
            turns: (1..=10).collect(),
            ..TurnTimes::default()
        };
        assert_eq!((t.median(), t.p90()), (Some(5), Some(9)));
        let one = TurnTimes {
            turns: vec![7],
            ..TurnTimes::default()
        };
        assert_eq!((one.median(), one.p90()), (Some(7), Some(7)));
        assert_eq!(TurnTimes::default().median(), None);
    }

    #[test]
    fn spans_read_in_the_largest_units() {
        assert_eq!(span(89), Msg::SpanMinutes { minutes: 1 });
        assert_eq!(
            span(3 * 3600 + 20 * 60),
            Msg::SpanHours {
                hours: 3,
                minutes: 20
            }
        );
        assert_eq!(
            span(86_400 * 2 + 3600 * 5 + 10),
            Msg::SpanDays { days: 2, hours: 5 }
        );
    }
}
