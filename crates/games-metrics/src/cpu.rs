//! CPU time by phase (issue 25): the thread's own CPU clock read around a piece of work, so
//! what a phase costs is measured where it runs, whatever else the machine does. A future is
//! measured across its polls (only while it runs on a thread, not while it waits), a closure
//! across its call. Phases nest: `store`, `draw` and `encode` run inside `service`, and the
//! answers' Discord requests (`discord_http`) inside `interaction`; the benchmark subtracts.

use std::future::Future;
use std::time::Duration;

/// The CPU time the calling thread has used so far (zero where the platform has no thread
/// clock).
pub fn thread_cpu() -> Duration {
    #[cfg(unix)]
    {
        let mut t = libc::timespec {
            tv_sec: 0,
            tv_nsec: 0,
        };
        // SAFETY: clock_gettime writes the timespec it is given and reads nothing else.
        let ok = unsafe { libc::clock_gettime(libc::CLOCK_THREAD_CPUTIME_ID, &mut t) } == 0;
        if ok {
            return Duration::new(t.tv_sec as u64, t.tv_nsec as u32);
        }
    }
    Duration::ZERO
}

/// Runs `f` and returns what it gave with the CPU time it took on this thread.
pub fn spent<R>(f: impl FnOnce() -> R) -> (R, Duration) {
    let started = thread_cpu();
    let out = f();
    (out, thread_cpu().saturating_sub(started))
}

/// Awaits `fut` and returns its output with the CPU time its polls took (the time it waited
/// between them is not counted; work it handed to other tasks or threads neither).
pub async fn spent_polling<F: Future>(fut: F) -> (F::Output, Duration) {
    let mut fut = std::pin::pin!(fut);
    let mut total = Duration::ZERO;
    let out = std::future::poll_fn(|cx| {
        let started = thread_cpu();
        let polled = fut.as_mut().poll(cx);
        total += thread_cpu().saturating_sub(started);
        polled
    })
    .await;
    (out, total)
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Work that the optimiser cannot drop.
    fn busy(rounds: u64) -> u64 {
        (0..rounds).fold(0u64, |a, i| std::hint::black_box(a.wrapping_mul(31) ^ i))
    }

    #[test]
    fn a_closure_is_charged_its_work_and_not_a_sleep() {
        let (_, slept) = spent(|| std::thread::sleep(Duration::from_millis(30)));
        let (_, worked) = spent(|| busy(30_000_000));
        assert!(slept < Duration::from_millis(10), "{slept:?}");
        assert!(worked > slept, "{worked:?} against {slept:?}");
    }

    #[tokio::test]
    async fn a_future_is_charged_its_polls_and_not_its_waits() {
        let (_, waited) = spent_polling(tokio::time::sleep(Duration::from_millis(30))).await;
        assert!(waited < Duration::from_millis(10), "{waited:?}");
        let (n, worked) = spent_polling(async {
            let a = busy(20_000_000);
            tokio::task::yield_now().await;
            a ^ busy(20_000_000)
        })
        .await;
        std::hint::black_box(n);
        assert!(worked > waited, "{worked:?} against {waited:?}");
    }
}
