//! Crash points for tests: `CALCADA_FAILPOINT=NAME` makes the process abort (as abruptly as a
//! `kill -9`: no destructors, no flushing) the first time it reaches the point `NAME`. The
//! crash tests use it to stop the bot between two steps of a turn (commit, reply, post, mark
//! sent) and check that nothing is lost or sent twice after a restart. Unset, a point costs
//! one relaxed load.

use std::sync::OnceLock;

/// The points: after the service committed a command, after the transport answered it,
/// after a notice was posted and before it is marked sent.
pub const POINTS: [&str; 3] = ["after-commit", "after-reply", "after-post"];

/// Aborts the process here if `CALCADA_FAILPOINT` names this point.
pub fn hit(name: &'static str) {
    static ARMED: OnceLock<Option<String>> = OnceLock::new();
    let armed = ARMED.get_or_init(|| std::env::var("CALCADA_FAILPOINT").ok());
    if armed.as_deref() == Some(name) {
        std::process::abort();
    }
}
