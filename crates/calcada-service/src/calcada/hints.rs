//! Hints: the Hard bot's suggestion for the turn of the player to move, worded from its typed
//! facts, answered privately and noted so the history says a hint was used.

use crate::request::OnGame;
use crate::{access, Answer, Reply, Service};
use calcada_bots::hint::{suggest_turn, Hint, HintFact};
use calcada_bots::SearchSettings;
use calcada_ids::ids::GameId;
use calcada_messages::{action_words, say, Msg};
use calcada_rules::PublicView;
use calcada_store::GameStatus;
use std::collections::HashMap;
use std::sync::{Condvar, Mutex};

impl Service {
    pub(crate) fn hint(&self, on: &OnGame<'_>) -> Answer {
        let OnGame {
            caller,
            lang,
            ref stored,
        } = *on;
        access::status(stored, GameStatus::Running)?;
        let seat = access::own_seat(stored, caller)?;
        if !stored.options.hints {
            return Err(Msg::HintsOff.into());
        }
        let Some(game) = crate::calcada::game_of(&stored) else {
            return Err(Msg::NotRunning.into());
        };
        if game.current() != seat {
            let current = game.player(game.current()).name().to_string();
            return Err(Msg::RuleNotYourTurn {
                current: current.into(),
            }
            .into());
        }
        // The same position always gets the same suggestion. The search's generator is
        // seeded from public facts only (the game's number and move), never from the game's
        // secret seed, which decided the order of the stacks.
        let seed = (stored.id.0 as u64).wrapping_mul(0xd6e8_feb8_6659_fd93)
            ^ stored.moves.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        let hint = self.hints.get_or_search(stored.id, stored.moves, || {
            suggest_turn(
                &PublicView::new(game),
                &SearchSettings::playouts(SearchSettings::DEFAULT_PLAYOUTS),
                seed,
            )
        });
        self.store
            .record_hint(stored.id, stored.moves, seat, self.now())?;
        let turn = hint
            .actions
            .iter()
            .map(|a| say(lang, &action_words(a)))
            .collect::<Vec<_>>()
            .join(" · ");
        let mut lines = vec![say(lang, &Msg::HintHeader { turn })];
        lines.extend(
            hint.facts
                .iter()
                .map(|f| format!("- {}", say(lang, &fact(f)))),
        );
        Ok(Reply::private(lines.join("\n")))
    }
}

/// One fact of a hint as a message.
fn fact(f: &HintFact) -> Msg {
    match *f {
        HintFact::SpendsBonusTiles { count } => Msg::HintSpends { count },
        HintFact::Passes => Msg::HintPasses,
        HintFact::GrowsDistrict {
            district,
            colour,
            tiles,
            size,
        } => Msg::HintGrows {
            district,
            colour,
            tiles,
            size,
        },
        HintFact::CompletesDistrict {
            district,
            colour,
            multiplier,
            points,
        } => Msg::HintCompletes {
            district,
            colour,
            multiplier,
            points,
        },
        HintFact::ClosesColour { colour, points } => Msg::HintCloses { colour, points },
        HintFact::TriggersEnd => Msg::HintTriggersEnd,
        HintFact::GrowsMotifGroup {
            motif,
            size,
            points,
        } => Msg::HintMotif {
            motif,
            size,
            points: i64::from(points),
        },
        HintFact::GainsBonusTiles { count } => Msg::HintBonus { count },
    }
}

/// Hints searched, kept per game and move (a position is searched once, however often it is
/// asked), Calçada's and Piazza's alike, and the gate every search passes: at most one search
/// per core but one at a time, the others wait their turn. A hint's budget is a playout count,
/// not a time, so a hint is the same in a storm of them as alone; it only comes later (the
/// transports defer the answer).
pub(crate) struct HintCache {
    found: Kept<Hint>,
    /// Piazza's: the hard bot's move (only the seat to move may ask, so a game and move name
    /// one view).
    piazza: Kept<piazza_rules::Action>,
    running: Mutex<usize>,
    freed: Condvar,
    slots: usize,
    searched: std::sync::atomic::AtomicU64,
}

/// Searches (hints, the background worker's bot turns) run at once: one per core but one, so
/// a core always stays for other players' commands (one on a single core).
pub(crate) fn search_slots() -> usize {
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    cores.saturating_sub(1).max(1)
}

/// Runs a search on a thread of its own at the lowest scheduling priority, so that it takes
/// only the CPU nothing else wants: other players' commands (and the rest of the machine) go
/// first, however many searches wait. On Linux the thread takes the `SCHED_IDLE` policy: a
/// thread of any other policy that wakes up preempts it at once (with a nice value alone, 19,
/// the scheduler lets it finish a slice first, and the other players' p99 doubled in the
/// storm benchmark: docs/measurements.md). Where that is refused, nice 19. A panic in
/// `search` is the caller's.
pub(crate) fn at_low_priority<R: Send>(search: impl FnOnce() -> R + Send) -> R {
    std::thread::scope(|scope| {
        let thread = scope.spawn(|| {
            lower_this_thread();
            search()
        });
        thread
            .join()
            .unwrap_or_else(|panic| std::panic::resume_unwind(panic))
    })
}

/// Gives the calling thread the lowest priority there is: `SCHED_IDLE`, and nice 19 (which
/// also stands if the policy is refused). A failure leaves the priority as it was, which is
/// harmless.
fn lower_this_thread() {
    // SAFETY: both calls only read their arguments. On Linux, pid 0 (sched_setscheduler) and
    // `who = 0` with PRIO_PROCESS (setpriority) name the calling thread, each thread having
    // its own policy and nice value; lowering one's own priority needs no privilege.
    #[cfg(target_os = "linux")]
    unsafe {
        libc::setpriority(libc::PRIO_PROCESS, 0, 19);
        let param = libc::sched_param { sched_priority: 0 };
        libc::sched_setscheduler(0, libc::SCHED_IDLE, &param);
    }
}

#[cfg(all(test, target_os = "linux"))]
mod priority_tests {
    #[test]
    fn a_search_runs_at_the_idle_policy_and_nice_19_and_the_caller_keeps_its_own() {
        // SAFETY: both calls read the calling thread's scheduling settings only.
        let now = || unsafe {
            (
                libc::sched_getscheduler(0),
                libc::getpriority(libc::PRIO_PROCESS, 0),
            )
        };
        let before = now();
        let inside = crate::calcada::hints::at_low_priority(now);
        assert_eq!(inside, (libc::SCHED_IDLE, 19));
        assert_eq!(now(), before, "the calling thread is untouched");
    }
}

/// Hints kept at most, per game kind (the oldest positions go first when full).
const KEPT: usize = 512;

/// Hints found, by game and move.
type Kept<T> = Mutex<HashMap<(GameId, u64), T>>;

impl HintCache {
    pub(crate) fn new() -> HintCache {
        HintCache {
            found: Mutex::new(HashMap::new()),
            piazza: Mutex::new(HashMap::new()),
            running: Mutex::new(0),
            freed: Condvar::new(),
            slots: search_slots(),
            searched: std::sync::atomic::AtomicU64::new(0),
        }
    }

    /// The hint for `game` at move `moves`: the one found before, or `search` run once a
    /// core is free.
    pub(crate) fn get_or_search(
        &self,
        game: GameId,
        moves: u64,
        search: impl FnOnce() -> Hint + Send,
    ) -> Hint {
        self.kept_or_search(&self.found, (game, moves), search)
    }

    /// Piazza's hint for `game` at move `moves`, as [`HintCache::get_or_search`].
    pub(crate) fn piazza_get_or_search(
        &self,
        game: GameId,
        moves: u64,
        search: impl FnOnce() -> piazza_rules::Action + Send,
    ) -> piazza_rules::Action {
        self.kept_or_search(&self.piazza, (game, moves), search)
    }

    /// The value `kept` holds for `key`, or `search` run at the gate, at low priority, once.
    fn kept_or_search<T: Clone + Send>(
        &self,
        kept: &Kept<T>,
        key: (GameId, u64),
        search: impl FnOnce() -> T + Send,
    ) -> T {
        if let Some(h) = kept.lock().expect("hint cache").get(&key) {
            return h.clone();
        }
        let hint = {
            let _slot = self.slot();
            // Another request may have searched this position while we waited.
            let cached = kept.lock().expect("hint cache").get(&key).cloned();
            cached.unwrap_or_else(|| {
                self.searched
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                at_low_priority(search)
            })
        };
        let mut found = kept.lock().expect("hint cache");
        if found.len() >= KEPT {
            // Keep the newest moves of each game: drop the oldest half by move number.
            let mut moves: Vec<u64> = found.keys().map(|k| k.1).collect();
            moves.sort_unstable();
            let cut = moves[moves.len() / 2];
            found.retain(|k, _| k.1 > cut);
        }
        found.insert(key, hint.clone());
        hint
    }
}

impl HintCache {
    /// Waits for a free core; the slot is given back when dropped (a panic included). Hints
    /// and the background worker's bot turns both pass here.
    pub(crate) fn slot(&self) -> Slot<'_> {
        let mut running = self.running.lock().expect("search gate");
        while *running >= self.slots {
            running = self.freed.wait(running).expect("search gate");
        }
        *running += 1;
        Slot(self)
    }
}

/// A search's place at the gate.
pub(crate) struct Slot<'a>(&'a HintCache);

impl Drop for Slot<'_> {
    fn drop(&mut self) {
        if let Ok(mut running) = self.0.running.lock() {
            *running -= 1;
        }
        self.0.freed.notify_one();
    }
}

impl Service {
    /// How many hint searches this service ran, both games' (a hint asked again is not
    /// searched again).
    pub fn hint_searches(&self) -> u64 {
        self.hints
            .searched
            .load(std::sync::atomic::Ordering::Relaxed)
    }
}
