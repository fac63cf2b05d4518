//! The gate every search passes (hints, the background worker's bot turns), whatever the
//! game: at most one per core but one at a time, each on a thread at the lowest priority, and
//! the hints found kept per game and move.

use super::Service;
use games_ids::ids::GameId;
use std::any::Any;
use std::collections::HashMap;
use std::sync::{Condvar, Mutex};

/// Hints searched, kept per game and move (a position is searched once, however often it is
/// asked), every game's alike, and the gate every search passes: at most one search
/// per core but one at a time, the others wait their turn. A hint's budget is a playout count,
/// not a time, so a hint is the same in a storm of them as alone; it only comes later (the
/// transports defer the answer).
pub(crate) struct HintCache {
    /// Each game's hints in its own type (a game and move name one position; only the seat
    /// to move may ask, so one view).
    found: Kept,
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
        let inside = super::at_low_priority(now);
        assert_eq!(inside, (libc::SCHED_IDLE, 19));
        assert_eq!(now(), before, "the calling thread is untouched");
    }
}

/// Hints kept at most, all games' together (the oldest positions go first when full).
const KEPT: usize = 1024;

/// Hints found, by game and move, each in its game's own type.
type Kept = Mutex<HashMap<(GameId, u64), Box<dyn Any + Send>>>;

impl HintCache {
    pub(crate) fn new() -> HintCache {
        HintCache {
            found: Mutex::new(HashMap::new()),
            running: Mutex::new(0),
            freed: Condvar::new(),
            slots: search_slots(),
            searched: std::sync::atomic::AtomicU64::new(0),
        }
    }

    /// The hint for `game` at move `moves`, in the game's own type: the one found before,
    /// or `search` run once, at the gate, at low priority.
    pub(crate) fn get_or_search<T: Clone + Send + 'static>(
        &self,
        game: GameId,
        moves: u64,
        search: impl FnOnce() -> T + Send,
    ) -> T {
        let key = (game, moves);
        let kept = |found: &HashMap<(GameId, u64), Box<dyn Any + Send>>| {
            found.get(&key).and_then(|h| h.downcast_ref::<T>()).cloned()
        };
        if let Some(h) = kept(&self.found.lock().expect("hint cache")) {
            return h;
        }
        let hint = {
            let _slot = self.slot();
            // Another request may have searched this position while we waited.
            let cached = kept(&self.found.lock().expect("hint cache"));
            cached.unwrap_or_else(|| {
                self.searched
                    .fetch_add(1, std::sync::atomic::Ordering::Relaxed);
                at_low_priority(search)
            })
        };
        let mut found = self.found.lock().expect("hint cache");
        if found.len() >= KEPT {
            // Keep the newest moves of each game: drop the oldest half by move number.
            let mut moves: Vec<u64> = found.keys().map(|k| k.1).collect();
            moves.sort_unstable();
            let cut = moves[moves.len() / 2];
            found.retain(|k, _| k.1 > cut);
        }
        found.insert(key, Box::new(hint.clone()));
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
