//! The pump's circuit breaker: when Discord fails as a whole (5xx, timeouts, lost
//! connections), every waiting channel would otherwise retry on its own schedule, thousands
//! of requests a minute against a failing Discord, and come back minutes after it does. The
//! breaker opens at the first such failure: while it is open the pump posts nothing but one
//! probe (one real notice) per interval, whatever the number of waiting channels; the first
//! probe that goes through closes it and every waiting notice is due at once (`pump.rs`).
//! A refused token (401) is its own state: nothing is posted, one probe every few minutes.
//! Times are the service's clock (seconds), like every retry of the outbox.

use std::sync::Mutex;

/// Seconds between probes while Discord fails: 1, 2, 4, then every 8 (so the first message
/// is posted at most eight seconds after Discord is back, and a ten-minute outage costs
/// about eighty posts, whatever waits: within issue 44's hundred).
pub const PROBE_SECS: [i64; 4] = [1, 2, 4, 8];

/// Seconds between probes while Discord refuses the token: nothing can pass until an operator
/// acts, so a probe only tells when one has.
pub const TOKEN_PROBE_SECS: i64 = 300;

/// What the pump may do now.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Gate {
    /// Post as usual.
    Pass,
    /// Post one notice, a probe: its outcome opens or closes the breaker.
    Probe,
    /// Post nothing before this moment (the service's clock).
    Wait(i64),
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum State {
    Closed,
    /// Discord fails as a whole: `failures` in a row, the next probe not before `probe_at`.
    Open {
        failures: u32,
        probe_at: i64,
    },
    /// Discord refuses the token since `since`; the next probe not before `probe_at`.
    TokenRefused {
        since: i64,
        probe_at: i64,
    },
}

/// The breaker of one process's pump.
#[derive(Debug)]
pub struct Breaker {
    state: Mutex<State>,
}

impl Default for Breaker {
    fn default() -> Self {
        Breaker {
            state: Mutex::new(State::Closed),
        }
    }
}

/// The wait before probe `failures` + 1.
fn probe_wait(failures: u32) -> i64 {
    PROBE_SECS[(failures.max(1) as usize - 1).min(PROBE_SECS.len() - 1)]
}

impl Breaker {
    fn state(&self) -> std::sync::MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    /// What the pump may do at `now`. A probe granted moves the next one an interval on, so
    /// two passes never probe at once.
    pub fn gate(&self, now: i64) -> Gate {
        let mut state = self.state();
        match *state {
            State::Closed => Gate::Pass,
            State::Open { failures, probe_at } if now >= probe_at => {
                *state = State::Open {
                    failures,
                    probe_at: now + probe_wait(failures + 1),
                };
                Gate::Probe
            }
            State::TokenRefused { since, probe_at } if now >= probe_at => {
                *state = State::TokenRefused {
                    since,
                    probe_at: now + TOKEN_PROBE_SECS,
                };
                Gate::Probe
            }
            State::Open { probe_at, .. } | State::TokenRefused { probe_at, .. } => {
                Gate::Wait(probe_at)
            }
        }
    }

    /// Whether a post may still go in this pass (a lane checks before each post: once the
    /// breaker opened, the rest waits for the probe).
    pub fn closed(&self) -> bool {
        *self.state() == State::Closed
    }

    /// Discord failed as a whole at `now`: the breaker opens (or stays open, one more failure
    /// counted). Returns the seconds until the next probe (the failed notice waits as long).
    pub fn failed(&self, now: i64) -> i64 {
        let mut state = self.state();
        let failures = match *state {
            State::Open { failures, .. } => failures + 1,
            // A refused token stays the louder state.
            State::TokenRefused { probe_at, .. } => return (probe_at - now).max(1),
            State::Closed => 1,
        };
        let wait = probe_wait(failures);
        *state = State::Open {
            failures,
            probe_at: now + wait,
        };
        wait
    }

    /// Discord refused the token at `now`. Returns whether it was refused already.
    pub fn token_refused(&self, now: i64) -> bool {
        let mut state = self.state();
        if let State::TokenRefused { since, .. } = *state {
            *state = State::TokenRefused {
                since,
                probe_at: now + TOKEN_PROBE_SECS,
            };
            return true;
        }
        *state = State::TokenRefused {
            since: now,
            probe_at: now + TOKEN_PROBE_SECS,
        };
        false
    }

    /// A post went through: the breaker closes. Returns whether it was open (the caller then
    /// makes every waiting notice due).
    pub fn succeeded(&self) -> bool {
        std::mem::replace(&mut *self.state(), State::Closed) != State::Closed
    }

    /// Since when Discord refuses the token, if it does.
    pub fn token_refused_since(&self) -> Option<i64> {
        match *self.state() {
            State::TokenRefused { since, .. } => Some(since),
            _ => None,
        }
    }

    /// When the pump may try again, if it must wait.
    pub fn next_probe_at(&self) -> Option<i64> {
        match *self.state() {
            State::Closed => None,
            State::Open { probe_at, .. } | State::TokenRefused { probe_at, .. } => Some(probe_at),
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn one_probe_per_interval_while_open_and_all_pass_once_one_goes_through() {
        let b = Breaker::default();
        assert_eq!(b.gate(100), Gate::Pass);
        assert_eq!(b.failed(100), 1);
        assert!(!b.closed());
        assert_eq!(b.gate(100), Gate::Wait(101));
        assert_eq!(b.gate(101), Gate::Probe);
        assert_eq!(b.gate(101), Gate::Wait(103), "one probe per interval");
        assert_eq!(b.failed(101), 2);
        assert_eq!(b.gate(103), Gate::Probe);
        b.failed(103);
        assert_eq!(b.failed(107), 8);
        assert_eq!(b.failed(115), 8, "eight seconds at most");
        assert!(b.succeeded(), "it was open");
        assert!(!b.succeeded());
        assert_eq!(b.gate(126), Gate::Pass);
    }

    #[test]
    fn a_ten_minute_outage_costs_few_probes() {
        let b = Breaker::default();
        let mut posts = 0;
        b.failed(0);
        posts += 1;
        for now in 0..600 {
            if b.gate(now) == Gate::Probe {
                posts += 1;
                b.failed(now);
            }
        }
        assert!((70..=85).contains(&posts), "{posts} posts in ten minutes");
    }

    #[test]
    fn a_refused_token_probes_every_few_minutes_and_outranks_an_outage() {
        let b = Breaker::default();
        assert!(!b.token_refused(50));
        assert_eq!(b.token_refused_since(), Some(50));
        assert_eq!(b.gate(60), Gate::Wait(50 + TOKEN_PROBE_SECS));
        assert_eq!(b.failed(60), TOKEN_PROBE_SECS - 10);
        assert_eq!(b.token_refused_since(), Some(50), "still refused");
        assert_eq!(b.gate(50 + TOKEN_PROBE_SECS), Gate::Probe);
        assert!(b.token_refused(50 + TOKEN_PROBE_SECS), "refused already");
        assert!(b.succeeded());
        assert_eq!(b.token_refused_since(), None);
    }
}
