//! The searching bots' skeleton, which both games' hard bots share: flat determinised Monte
//! Carlo. The game lists candidates, best first by its own prior; each playout deals what the
//! seat cannot see anew (from the bot's own generator), plays one candidate and the game out,
//! and scores the end for the seat. Candidates are compared on the same deals (common random
//! numbers) and halved round by round (sequential halving), so the budget goes to the close
//! calls. A count of playouts makes a decision reproducible; a time limit is the safety net
//! on a busy machine.

use rand::Rng;
use std::time::{Duration, Instant};

/// How much a searching bot may think per decision.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Budget {
    /// Playouts per decision, at most. Counted, so a decision is reproducible.
    pub playouts: u32,
    /// Wall-clock limit per decision, checked before every playout (a playout takes well
    /// under a millisecond); `None` for none. Once it cuts a search short, the decision
    /// depends on the machine's speed.
    pub time: Option<Duration>,
}

/// What a decision cost.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct SearchStats {
    /// Playouts run (0 when the decision needed no search: one candidate, or a planned step).
    pub playouts: u32,
    /// Candidates weighed.
    pub candidates: usize,
    /// Time spent deciding.
    pub elapsed: Duration,
    /// Whether the time limit stopped the search before its playouts were spent.
    pub timed_out: bool,
}

/// What a game gives the skeleton: deals and playouts, for one seat's decision.
pub trait Playouts {
    /// What the search weighs: an action, or a whole planned turn.
    type Candidate;
    /// A whole game guessed from the seat's view.
    type Deal: Clone;
    /// A new guess of what the seat cannot see, drawn from `rng`.
    fn deal<R: Rng>(&self, rng: &mut R) -> Self::Deal;
    /// Plays `candidate` on `deal` and the game to its end; the end's worth for the seat,
    /// from 0 (lost by far) to 1 (won by far); see [`reward`].
    fn score(&self, deal: Self::Deal, candidate: &Self::Candidate) -> f64;
}

/// The search's choice.
#[derive(Clone, Debug)]
pub struct Searched<C> {
    /// The best candidate (the first given when no playout was run).
    pub best: C,
    /// Its mean playout score, if it was played out.
    pub value: Option<f64>,
    /// What the search cost (`elapsed` counted from `started`).
    pub stats: SearchStats,
}

/// The worth of a finished playout: mostly the win (`win`: 1, a share of a first place, or
/// 0), partly the margin of the seat's points over the best other seat's.
pub fn reward(win: f64, mine: u32, best_other: u32) -> f64 {
    let margin = f64::from(mine) - f64::from(best_other);
    0.75 * win + 0.25 / (1.0 + (-margin / 8.0).exp())
}

/// One arm of the search: a candidate and its playout scores so far.
struct Arm<C> {
    candidate: C,
    total: f64,
    playouts: u32,
}

impl<C> Arm<C> {
    fn mean(&self) -> f64 {
        if self.playouts == 0 {
            f64::NEG_INFINITY
        } else {
            self.total / f64::from(self.playouts)
        }
    }
}

/// Weighs `candidates` (at least one, best prior first) with playouts of `game` within
/// `budget`, counting time from `started`, drawing deals from `rng`.
pub fn search<P: Playouts, R: Rng>(
    game: &P,
    candidates: Vec<P::Candidate>,
    budget: Budget,
    started: Instant,
    rng: &mut R,
) -> Searched<P::Candidate> {
    assert!(!candidates.is_empty(), "a search needs a candidate");
    let mut arms: Vec<Arm<P::Candidate>> = candidates
        .into_iter()
        .map(|candidate| Arm {
            candidate,
            total: 0.0,
            playouts: 0,
        })
        .collect();
    let mut used = 0u32;
    let mut timed_out = false;
    let mut alive = arms.len();
    if arms.len() > 1 {
        let rounds = usize::BITS - (arms.len() - 1).leading_zeros();
        'rounds: for round in 0..rounds {
            let left = budget.playouts.saturating_sub(used);
            // Rounded up: the last round then spends all that is left.
            let per_arm = left.div_ceil((rounds - round) * alive as u32).max(1);
            for _ in 0..per_arm {
                // One deal for every arm alive: they are compared on equal luck.
                let deal = game.deal(rng);
                for arm in &mut arms[..alive] {
                    if used >= budget.playouts {
                        break 'rounds;
                    }
                    if budget.time.is_some_and(|t| started.elapsed() >= t) {
                        timed_out = true;
                        break 'rounds;
                    }
                    arm.total += game.score(deal.clone(), &arm.candidate);
                    arm.playouts += 1;
                    used += 1;
                }
            }
            // Stable: equal means keep the better prior.
            arms[..alive].sort_by(|a, b| b.mean().total_cmp(&a.mean()));
            alive = alive.div_ceil(2);
        }
    }
    // The best mean among the arms still in the running (ties: the better prior).
    let mut best = 0;
    for (i, arm) in arms[..alive].iter().enumerate().skip(1) {
        if arm.mean() > arms[best].mean() {
            best = i;
        }
    }
    let stats = SearchStats {
        playouts: used,
        candidates: arms.len(),
        elapsed: started.elapsed(),
        timed_out,
    };
    let arm = arms.swap_remove(best);
    Searched {
        value: (arm.playouts > 0).then(|| arm.mean()),
        best: arm.candidate,
        stats,
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::rng::generator;

    /// A game of chance: candidate `k` wins a playout when the deal (a number below 100) is
    /// below `k * 10`.
    struct Odds;

    impl Playouts for Odds {
        type Candidate = u32;
        type Deal = u32;
        fn deal<R: Rng>(&self, rng: &mut R) -> u32 {
            crate::rng::below(rng, 100) as u32
        }
        fn score(&self, deal: u32, candidate: &u32) -> f64 {
            f64::from(u8::from(deal < candidate * 10))
        }
    }

    fn budget(playouts: u32) -> Budget {
        Budget {
            playouts,
            time: None,
        }
    }

    #[test]
    fn the_search_finds_the_best_odds_within_its_budget() {
        for playouts in [20, 100, 333] {
            let found = search(
                &Odds,
                vec![2, 5, 9, 1, 7],
                budget(playouts),
                Instant::now(),
                &mut generator(3),
            );
            assert_eq!(found.best, 9, "{playouts} playouts");
            assert_eq!(found.stats.playouts, playouts);
            assert_eq!(found.stats.candidates, 5);
            assert!(!found.stats.timed_out);
            assert!(found.value.is_some_and(|v| v > 0.5));
        }
    }

    #[test]
    fn one_candidate_needs_no_playout_and_the_clock_cuts_a_search_short() {
        let one = search(
            &Odds,
            vec![4],
            budget(50),
            Instant::now(),
            &mut generator(1),
        );
        assert_eq!((one.best, one.value, one.stats.playouts), (4, None, 0));
        let hurried = search(
            &Odds,
            vec![1, 2, 3],
            Budget {
                playouts: 1_000,
                time: Some(Duration::ZERO),
            },
            Instant::now(),
            &mut generator(1),
        );
        assert!(hurried.stats.timed_out && hurried.stats.playouts == 0);
        assert_eq!(hurried.best, 1, "the best prior when nothing was played");
    }

    #[test]
    fn the_reward_is_mostly_the_win_and_partly_the_margin() {
        assert_eq!(reward(0.5, 10, 10), 0.5);
        assert!(reward(1.0, 30, 10) > reward(1.0, 11, 10));
        assert!(reward(0.0, 9, 10) > reward(0.0, 0, 10));
        assert!(reward(1.0, 0, 100) > reward(0.0, 100, 0) + 0.5);
    }
}
