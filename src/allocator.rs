//! How the `calcada` binary holds memory: glibc's malloc, set for pictures, handing freed
//! memory back to the kernel once the bot goes quiet.
//!
//! Measured with the load benchmark (`tests/load.rs`, 40 games at 20 turns/s, ARCHITECTURE.md
//! "Memory"): glibc as it comes faults each picture's buffers in anew (its threshold for
//! mapping large blocks moves, and freed ones are trimmed at once), which cost about 1 ms per
//! picture; mimalloc kept them but held 90-150 MB for a live heap of about 25 MB. With the
//! settings below glibc draws as fast as mimalloc did and the bot stays under 50 MB.

use std::time::Duration;

/// How often the memory keeper looks at the process's CPU time.
const EVERY: Duration = Duration::from_secs(1);

/// A second in which the bot used less CPU than this is quiet.
const QUIET_CPU: Duration = Duration::from_millis(50);

/// Sets the process up and starts the memory keeper.
pub fn settle() {
    #[cfg(all(target_os = "linux", target_env = "gnu"))]
    // SAFETY: prctl and mallopt take plain integers; both are called before any other thread
    // of ours exists.
    unsafe {
        // No transparent huge pages: a 2 MiB page stays resident while any byte of it is used.
        libc::prctl(libc::PR_SET_THP_DISABLE, 1, 0, 0, 0);
        // Two arenas (not 8 per core): the work is two cores' worth, and each arena keeps its
        // own free memory.
        libc::mallopt(libc::M_ARENA_MAX, 2);
        // Pictures' buffers (1-5 MB) come from the arenas and are reused, not mapped and
        // unmapped per picture; free memory at the top is kept for the next picture.
        libc::mallopt(libc::M_MMAP_THRESHOLD, 16 << 20);
        libc::mallopt(libc::M_TRIM_THRESHOLD, 64 << 20);
    }
    std::thread::Builder::new()
        .name("memory".into())
        .spawn(keeper)
        .expect("a thread can be started at launch");
}

/// Decides when to give memory back: in a quiet second, once the bot has worked a little
/// since the last time (a burst, or a steady trickle of turns).
#[derive(Default)]
struct Quiet {
    worked_since_trim: Duration,
}

/// CPU time worked after which a quiet second gives memory back.
const WORKED: Duration = Duration::from_millis(200);

impl Quiet {
    /// `used`: the CPU time the process used in the last second. True: trim now.
    fn trim_after(&mut self, used: Duration) -> bool {
        self.worked_since_trim += used;
        if used >= QUIET_CPU || self.worked_since_trim < WORKED {
            return false;
        }
        self.worked_since_trim = Duration::ZERO;
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
