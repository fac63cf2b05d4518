//! What happens after a failed post: the outbox's retry policy. A failure that passes waits
//! with exponential backoff and jitter (or exactly as long as Discord's `retry_after` asks),
//! however long Discord is away, and holds back the later notices of its lane so a channel
//! sees its messages in order; a refusal of the bot in a channel (missing access or
//! permissions) records the block, tells the game's host once, in words, and retries now and
//! then; a refusal that can never work gives the notice up. Pure policy plus store calls: no
//! transport here.

use super::body::NoticeBody;
use super::delivery::Outgoing;
use super::outbox::Unworded;
use super::{Fault, Service};
use games_messages::{Msg, Permission};
use games_store::{Change, ChannelBlock, GameStatus, Notice, NoticeKind, StoreError};
use std::time::Duration;

/// The first wait after a failure that passes; it doubles with each failure...
pub const FIRST_WAIT_SECS: i64 = 2;
/// ... up to this (so a notice is posted at most five minutes after Discord is back).
pub const MAX_WAIT_SECS: i64 = 300;
/// A notice still failing this long after it was queued is given up (Discord away for a
/// week): a game played over days survives any outage of hours.
pub const GIVE_UP_AFTER_SECS: i64 = 7 * 24 * 3600;
/// How often a post in a channel where Discord refused the bot is tried again.
pub const BLOCKED_RETRY_SECS: i64 = 3600;

/// The permissions a game needs in its channel, named when Discord does not say which lacks.
pub const NEEDED: [Permission; 4] = [
    Permission::ViewChannel,
    Permission::SendMessages,
    Permission::EmbedLinks,
    Permission::AttachFiles,
];

/// Seconds to wait after the `attempts`-th failure (1 for the first): doubling from
/// [`FIRST_WAIT_SECS`] up to [`MAX_WAIT_SECS`], spread by `jitter` (0..1) over 75% to 125%
/// so that many notices failing together do not all come back in the same second. Discord's
/// `retry_after` is a floor: the wait ends strictly after it (the clock counts whole seconds,
/// so one more second covers the part of the current one already gone).
pub fn wait_secs(attempts: u32, after: Option<Duration>, jitter: f64) -> i64 {
    let doubled = FIRST_WAIT_SECS.saturating_mul(1i64 << attempts.saturating_sub(1).min(20));
    let base = doubled.min(MAX_WAIT_SECS) as f64;
    let spread = (base * (0.75 + 0.5 * jitter.clamp(0.0, 1.0))).ceil() as i64;
    match after {
        Some(after) => (after.as_secs_f64().ceil() as i64 + 1).max(1),
        None => spread.max(1),
    }
}

/// A number in 0..1 that differs from notice to notice and run to run (the jitter): the
/// system's random source mixed with the notice (a source that fails still spreads notices).
fn jitter(seed: u64) -> f64 {
    let h = getrandom::u64().unwrap_or(0) ^ seed.wrapping_mul(0x9e37_79b9_7f4a_7c15);
    (h >> 11) as f64 / (1u64 << 53) as f64
}

/// What a blocked channel's record says the bot lacks there (all it needs, if not known).
pub fn blocked_for(block: &ChannelBlock) -> Vec<Permission> {
    let missing = Permission::split(&block.missing);
    if missing.is_empty() {
        NEEDED.to_vec()
    } else {
        missing
    }
}

impl Service {
    /// A post failed for a reason that passes: the notice waits (and its lane with it), for
    /// `wait` seconds if given (the breaker's next probe, when Discord fails as a whole), else
    /// by its own backoff or Discord's `retry_after`. Returns the wait in seconds, or `None`
    /// if the notice was given up (failing for a week).
    pub(super) fn retry_later(
        &self,
        out: &Outgoing,
        error: &str,
        after: Option<Duration>,
        wait: Option<i64>,
    ) -> Result<Option<i64>, Fault> {
        let now = self.now();
        let wait = match (wait, after) {
            (Some(w), None) => w.max(1),
            _ => wait_secs(out.attempts + 1, after, jitter(out.id.0 as u64)),
        };
        let given_up =
            self.store
                .record_retry(out.id, error, now + wait, GIVE_UP_AFTER_SECS, now)?;
        Ok((!given_up).then_some(wait))
    }

    /// A notice could not be worded (a fault of ours): it waits with its own backoff, its
    /// lane with it, and Discord's attempts are not counted; given up at once if the fault can
    /// never pass (its stored data is wrong), else after a week like any notice. Returns
    /// whether it was given up.
    pub(super) fn compose_failed(&self, unworded: &Unworded) -> Result<bool, Fault> {
        let now = self.now();
        let wait = wait_secs(
            unworded.compose_failures + 1,
            None,
            jitter(unworded.id.0 as u64),
        );
        let error = unworded.fault.chain().to_string();
        Ok(self.store.record_compose_failure(
            unworded.id,
            &error,
            now + wait,
            unworded.fault.is_permanent(),
            GIVE_UP_AFTER_SECS,
            now,
        )?)
    }

    /// Discord answers again: every waiting notice is due now (but in channels that refuse
    /// the bot). Returns how many.
    pub(super) fn resume_waiting(&self) -> Result<usize, Fault> {
        Ok(self.store.resume_waiting(self.now())?)
    }

    /// Renews this process's claim on the channel of `notice` just before posting it;
    /// false if the notice is no longer this process's to post.
    pub(super) fn renew_claim(&self, notice: games_ids::ids::NoticeId) -> Result<bool, Fault> {
        Ok(self.store.renew_claim(&self.claim, notice)?)
    }

    /// Whether a message posted in `channel` now would wait: the breaker holds every post
    /// (Discord failing, or refusing the token), Discord refuses the bot there, or one of the
    /// channel's messages waits for a retry. A store that cannot say counts as no.
    pub(super) fn channel_held(&self, channel: games_ids::ids::ChannelId) -> bool {
        !self.breaker.closed()
            || self
                .store
                .channel_held(channel, self.now())
                .unwrap_or(false)
    }

    /// A post refused for good: the notice is given up, Discord's error kept.
    pub(super) fn given_up(&self, out: &Outgoing, error: &str) -> Result<(), Fault> {
        Ok(self.store.record_final_failure(out.id, error, self.now())?)
    }

    /// The notice's channel is gone (deleted): the notice is given up and, if its game is
    /// still open or running, the game is ended (it can never be told anything again) and
    /// its host told by direct message. A direct message whose channel is gone is given up.
    pub(super) fn channel_gone(&self, out: &Outgoing, error: &str) -> Result<(), Fault> {
        self.given_up(out, error)?;
        if out.direct_to.is_some() {
            return Ok(());
        }
        let stored = self.store.load_game(out.game)?;
        if !matches!(stored.status, GameStatus::Open | GameStatus::Running) {
            return Ok(());
        }
        let tell = [Notice {
            channel: out.channel,
            user: Some(stored.creator),
            kind: NoticeKind::Info,
            direct: true,
            body: NoticeBody::say(&Msg::ChannelGone {
                channel: format!("<#{}>", out.channel),
            }),
        }];
        let change = Change {
            status: Some(GameStatus::Ended),
            notices: &tell,
            ..Default::default()
        };
        match self
            .store
            .apply_change(stored.id, stored.version, &change, self.now())
        {
            // A race: the next notice of the channel fails the same way and tries again.
            Ok(_) | Err(StoreError::Conflict) => Ok(()),
            Err(e) => Err(e.into()),
        }
    }

    /// Discord refused the bot in the notice's channel. A direct message refused so is given
    /// up; in a channel, the block is recorded, the game's host is told once (a direct
    /// message naming the channel and what the bot lacks there) and the channel's notices
    /// wait, tried again every [`BLOCKED_RETRY_SECS`] and at once when a command in the
    /// channel shows the bot's rights back. Returns whether the block is new.
    pub(super) fn refused(
        &self,
        out: &Outgoing,
        error: &str,
        code: i64,
        missing: &[Permission],
    ) -> Result<bool, Fault> {
        if out.direct_to.is_some() {
            self.given_up(out, error)?;
            return Ok(false);
        }
        let now = self.now();
        let stored = self.store.load_game(out.game)?;
        let block = ChannelBlock {
            channel: out.channel,
            game: out.game,
            missing: Permission::join(missing),
            code,
            since: now,
        };
        let tell = Notice {
            channel: out.channel,
            user: Some(stored.creator),
            kind: NoticeKind::Info,
            direct: true,
            body: NoticeBody::say(&Msg::ChannelRefused {
                channel: format!("<#{}>", out.channel),
                missing: blocked_for(&block),
            }),
        };
        Ok(self
            .store
            .block_channel(out.id, error, now + BLOCKED_RETRY_SECS, &block, &tell)?)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn waits_double_up_to_five_minutes_and_spread() {
        assert_eq!(wait_secs(1, None, 0.5), 2);
        assert_eq!(wait_secs(2, None, 0.5), 4);
        assert_eq!(wait_secs(5, None, 0.5), 32);
        assert_eq!(wait_secs(9, None, 0.5), MAX_WAIT_SECS);
        assert_eq!(wait_secs(400, None, 0.5), MAX_WAIT_SECS);
        assert_eq!(wait_secs(9, None, 0.0), 225);
        assert_eq!(wait_secs(9, None, 1.0), 375);
        assert!(wait_secs(1, None, 0.0) >= 1);
    }

    #[test]
    fn discords_retry_after_is_a_floor_in_whole_seconds() {
        // 1.2 s asked at any moment of second n: due at n + 3, at least 1.8 s later.
        assert_eq!(wait_secs(1, Some(Duration::from_millis(1200)), 0.0), 3);
        assert_eq!(wait_secs(7, Some(Duration::from_secs(2)), 1.0), 3);
        assert_eq!(wait_secs(1, Some(Duration::ZERO), 0.5), 1);
    }

    #[test]
    fn jitter_stays_in_its_range() {
        for seed in 0..1000 {
            let j = jitter(seed);
            assert!((0.0..1.0).contains(&j), "{j}");
        }
    }
}
