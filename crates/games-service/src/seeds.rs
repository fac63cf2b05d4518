//! Where time and new games' seeds come from: both passed in, so tests move time and replay deals.

/// Seconds since the Unix epoch; replaceable so tests can move time.
pub trait Clock: Send + Sync {
    fn now(&self) -> i64;
}

pub struct SystemClock;

impl Clock for SystemClock {
    fn now(&self) -> i64 {
        std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map_or(0, |d| d.as_secs() as i64)
    }
}

/// Where new games get their seeds.
pub enum Seeds {
    /// Unpredictable (production).
    Random,
    /// Game `k` opened by this service gets `base + k` (tests, `calcada local --seed`).
    Fixed(std::sync::atomic::AtomicU64),
}

impl Seeds {
    pub(crate) fn next(&self) -> u64 {
        match self {
            Seeds::Random => secure_u64(),
            Seeds::Fixed(n) => n.fetch_add(1, std::sync::atomic::Ordering::Relaxed),
        }
    }

    /// A fresh secret salt for a game's shuffle commitment: 128 bits from the operating
    /// system's secure randomness, as hex.
    pub(crate) fn salt(&self) -> String {
        format!("{:016x}{:016x}", secure_u64(), secure_u64())
    }
}

/// 64 bits from the operating system's secure random source (`getrandom`). A machine that
/// cannot give them cannot deal a fair game: that is a fault worth stopping for.
fn secure_u64() -> u64 {
    getrandom::u64().expect("the operating system's secure random source")
}
