//! How the `calcada` binary holds memory: glibc's malloc, set for pictures, handing freed
//! memory back to the kernel once the bot goes quiet, and every 10 s under steady load.
//!
//! Measured with the load benchmark (`tests/load.rs`, 40 games at 20 turns/s, ARCHITECTURE.md
//! "Memory"): glibc as it comes faults each picture's buffers in anew (its threshold for
//! mapping large blocks moves, and freed ones are trimmed at once), which cost about 1 ms per
//! picture; mimalloc kept them but held 90-150 MB for a live heap of about 25 MB. With the
//! settings below glibc draws as fast as mimalloc did, and RSS levels off under steady load
//! (docs/measurements.md, 2026-11-28). `GLIBC_TUNABLES` wins over each setting it names.

use std::time::Duration;

/// How often the memory keeper looks at the process's CPU time.
const EVERY: Duration = Duration::from_secs(1);

/// A second in which the bot used less CPU than this is quiet.
const QUIET_CPU: Duration = Duration::from_millis(50);

/// Under steady load no second is quiet: memory is then given back this often all the same
/// (freed pages between live blocks pile up otherwise, and RSS creeps up for minutes).
const BUSY_EVERY: u32 = 10;

/// Sets the process up and starts the memory keeper.
pub fn settle() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: prctl and mallopt take plain integers; both are called before any other thread
    // of ours exists.
    unsafe {
        // No transparent huge pages: a 2 MiB page stays resident while any byte of it is used.
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
        // Each setting unless the operator set it in glibc's own GLIBC_TUNABLES.
        let tuned = std::env::var("GLIBC_TUNABLES").unwrap_or_default();
        let set = |name: &str, param: libc::c_int, value: libc::c_int| {
            if !tuned.contains(name) {
                libc::mallopt(param, value);
            }
        };
        // One arena (not 8 per core): each arena keeps its own free memory and its own
        // holes, and a second one held about 8 MB more at the load benchmark's peak for no
        // CPU the comparison could see (small blocks come from each thread's cache unlocked).
        set("glibc.malloc.arena_max", libc::M_ARENA_MAX, 1);
        // Pictures' buffers (1-5 MB) come from the arenas and are reused, not mapped and
        // unmapped per picture; free memory at the top is kept for the next picture.
        set(
            "glibc.malloc.mmap_threshold",
            libc::M_MMAP_THRESHOLD,
            16 << 20,
        );
        set(
            "glibc.malloc.trim_threshold",
            libc::M_TRIM_THRESHOLD,
            64 << 20,
        );
    }
    std::thread::Builder::new()
        .name("memory".into())
        .spawn(keeper)
        .expect("a thread can be started at launch");
}

/// Decides when to give memory back: in a quiet second, once the bot has worked a little
/// since the last time (a burst, or a steady trickle of turns); under steady load, every
/// [`BUSY_EVERY`] seconds.
#[derive(Default)]
struct Quiet {
    worked_since_trim: Duration,
    seconds_since_trim: u32,
}

/// CPU time worked after which a quiet second gives memory back.
const WORKED: Duration = Duration::from_millis(200);

impl Quiet {
    /// `used`: the CPU time the process used in the last second. True: trim now.
    fn trim_after(&mut self, used: Duration) -> bool {
        self.worked_since_trim += used;
        self.seconds_since_trim += 1;
        let busy = used >= QUIET_CPU && self.seconds_since_trim < BUSY_EVERY;
        if busy || self.worked_since_trim < WORKED {
            return false;
        }
        self.worked_since_trim = Duration::ZERO;
        self.seconds_since_trim = 0;
        true
    }
}

fn cpu_time() -> Duration {
    let mut t = libc::timespec {
        tv_sec: 0,
        tv_nsec: 0,
    };
    // SAFETY: `t` is a valid timespec for the call to fill.
    unsafe { libc::clock_gettime(libc::CLOCK_PROCESS_CPUTIME_ID, &mut t) };
    Duration::new(t.tv_sec as u64, t.tv_nsec as u32)
}

fn keeper() {
    let mut quiet = Quiet::default();
    let mut last = cpu_time();
    loop {
        std::thread::sleep(EVERY);
        let now = cpu_time();
        if quiet.trim_after(now.saturating_sub(last)) {
            #[cfg(all(target_os = "linux", target_env = "gnu"))]
            // SAFETY: malloc_trim only releases free memory; it takes the arenas' locks.
            unsafe {
                libc::malloc_trim(0);
            }
        }
        last = now;
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn memory_is_given_back_in_a_quiet_second_once_the_bot_has_worked() {
        let mut q = Quiet::default();
        let busy = Duration::from_millis(400);
        let idle = Duration::from_millis(3);
        assert!(!q.trim_after(idle), "nothing to give back at launch");
        assert!(!q.trim_after(busy));
        assert!(!q.trim_after(busy), "not while busy");
        assert!(q.trim_after(idle), "the first quiet second");
        assert!(!q.trim_after(idle), "once");
        assert!(
            !q.trim_after(QUIET_CPU),
            "at the threshold it counts as busy"
        );
        assert!(
            !q.trim_after(idle),
            "56 ms worked since: too little to bother"
        );
        // A trickle: quiet seconds only, trimmed each time they add up to WORKED.
        let trickle = Duration::from_millis(45);
        let trims: Vec<usize> = (1..=20).filter(|_| q.trim_after(trickle)).collect();
        assert_eq!(trims, [4, 9, 14, 19]);
    }

    #[test]
    fn under_steady_load_memory_is_given_back_every_busy_every_seconds() {
        let mut q = Quiet::default();
        let busy = Duration::from_millis(400);
        let trims: Vec<u32> = (1..=30).filter(|_| q.trim_after(busy)).collect();
        assert_eq!(trims, [BUSY_EVERY, 2 * BUSY_EVERY, 3 * BUSY_EVERY]);
        // A quiet second after a trim under load: too little worked since to bother.
        assert!(!q.trim_after(Duration::from_millis(3)));
    }

    #[test]
    fn the_process_cpu_time_moves_forward() {
        let a = cpu_time();
        let mut x = 0u64;
        for i in 0..2_000_000u64 {
            x = x.wrapping_mul(31).wrapping_add(i);
        }
        std::hint::black_box(x);
        assert!(cpu_time() > a);
    }
}
