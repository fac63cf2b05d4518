//! The outbox pump: [`AsyncService::deliver_pending`], the one delivery path of every
//! transport. Each pass claims a batch of due notices (oldest first), words and draws them on
//! the blocking pool, then posts them: the lanes (a channel, or a recipient of direct
//! messages) side by side, each lane's notices one after the other so it reads them in
//! order, every post paced within Discord's global rate limit ([`Pacer`]) and preceded by a
//! renewal of the claim, so no other process posts a channel's notices while this one is
//! posting there. What a failure means is decided here and in `retry.rs`; when Discord fails
//! as a whole, the circuit breaker (`breaker.rs`) holds every post but one probe per
//! interval, and the probe that goes through makes everything waiting due at once.

use super::breaker::Gate;
use super::delivery::{Deliver, DeliveryError, Outgoing, RetryScope};
use super::outbox::{Composed, Posted, Unworded, BATCH};
use super::{AsyncService, Fault};
use games_ids::failpoint;
use games_ids::ids::{ChannelId, UserId};
use games_store::NoticeKind;
use std::time::Duration;
use tokio::time::Instant;

/// Posts per second at most, across every channel: Discord allows a bot 50 requests a second
/// in all (answers to interactions are not counted), and serenity's own calls (opening a
/// direct message's channel, registration) need some of them.
pub const POSTS_PER_SECOND: u32 = 45;

/// How long every post waits after a global 429 that says nothing of when to come back (one
/// from Discord's edge).
const GLOBAL_PAUSE_UNSAID: Duration = Duration::from_secs(60);

/// Spreads posts over time: at most [`POSTS_PER_SECOND`], whatever the number of lanes.
#[derive(Debug)]
pub(crate) struct Pacer {
    next: tokio::sync::Mutex<Option<Instant>>,
    every: Duration,
}

impl Default for Pacer {
    fn default() -> Self {
        Pacer {
            next: tokio::sync::Mutex::new(None),
            every: Duration::from_secs(1) / POSTS_PER_SECOND,
        }
    }
}

impl Pacer {
    /// Waits for this post's slot.
    async fn wait(&self) {
        let at = {
            let mut next = self.next.lock().await;
            let now = Instant::now();
            let at = next.map_or(now, |n| n.max(now));
            *next = Some(at + self.every);
            at
        };
        tokio::time::sleep_until(at).await;
    }
}

/// Where a notice goes: messages of one lane are posted in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Lane {
    Channel(ChannelId),
    Direct(UserId),
}

impl Lane {
    fn of(item: &Composed) -> Lane {
        let (channel, direct_to) = match item {
            Ok(out) => (out.channel, out.direct_to),
            Err(u) => (u.channel, u.direct_to),
        };
        match direct_to {
            Some(user) => Lane::Direct(user),
            None => Lane::Channel(channel),
        }
    }
}

/// The batch's notices, lane by lane, each lane in order (lanes in the order they appear).
fn lanes(batch: Vec<Composed>) -> Vec<Vec<Composed>> {
    let mut keys: Vec<Lane> = Vec::new();
    let mut lanes: Vec<Vec<Composed>> = Vec::new();
    for item in batch {
        let lane = Lane::of(&item);
        match keys.iter().position(|k| *k == lane) {
            Some(i) => lanes[i].push(item),
            None => {
                keys.push(lane);
                lanes.push(vec![item]);
            }
        }
    }
    lanes
}

/// What follows a failed post for its lane.
enum After {
    /// The notice is settled (given up, its DMs switched off...): the lane goes on.
    Next,
    /// The notice waits: so does the rest of its lane.
    Hold,
    /// Nothing more this pass (a global rate limit, a refused token).
    Stop,
}

/// How one lane's part of a pass went.
#[derive(Default)]
struct LaneOutcome {
    delivered: usize,
    held: bool,
    stop: bool,
}

impl AsyncService {
    /// Delivers every pending notice through `to`, oldest first, and returns how many were
    /// delivered. A failure that passes makes the notice wait, as long as it takes
    /// (`retry.rs`); later notices of its lane (its channel, or its recipient for a direct
    /// message) wait with it, so each sees its messages in order. While Discord fails as a
    /// whole, only one probe per interval is posted (`breaker.rs`); a global rate limit
    /// pauses every post until it ends; a refused token stops every post.
    pub async fn deliver_pending<D: Deliver>(&self, to: &D) -> Result<usize, Fault> {
        let _one_pump = self.pump.lock().await;
        let mut delivered = 0;
        loop {
            if let Some(until) = *self.paused_until.lock().await {
                if Instant::now() < until {
                    return Ok(delivered);
                }
            }
            let (limit, probe) = match self.service.breaker.gate(self.now()) {
                Gate::Pass => (BATCH, false),
                Gate::Probe => (1, true),
                Gate::Wait(_) => return Ok(delivered),
            };
            let markup = to.markup();
            let (claimed, batch) = self.call(move |s| s.compose_pending(limit, markup)).await?;
            let passes = lanes(batch)
                .into_iter()
                .map(|lane| self.post_lane(to, lane, probe));
            let mut held = false;
            for outcome in futures_util::future::join_all(passes).await {
                let outcome = outcome?;
                delivered += outcome.delivered;
                held |= outcome.held;
                if outcome.stop {
                    return Ok(delivered);
                }
            }
            if probe && !self.service.breaker.closed() {
                // The probe failed (or there was nothing to probe with): wait for the next.
                return Ok(delivered);
            }
            if (!probe && claimed < limit) || held {
                return Ok(delivered);
            }
        }
    }

    /// Posts one lane's notices of a pass, in order, until one must wait.
    async fn post_lane<D: Deliver>(
        &self,
        to: &D,
        lane: Vec<Composed>,
        probe: bool,
    ) -> Result<LaneOutcome, Fault> {
        let mut outcome = LaneOutcome::default();
        for item in lane {
            let out = match item {
                Ok(out) => out,
                Err(unworded) => {
                    if self.unworded(unworded).await? {
                        continue;
                    }
                    outcome.held = true;
                    break;
                }
            };
            self.pacer.wait().await;
            let id = out.id;
            if !self.call(move |s| s.renew_claim(id)).await? {
                // Another process holds the channel now (this one's lease ran out): it posts.
                tracing::warn!(notice = %id, "the claim on a notice was lost before its post");
                outcome.held = true;
                break;
            }
            // Another lane met Discord failing, a global rate limit or a refused token
            // meanwhile: the rest waits (for the probe, the limit's end, an operator).
            if self.held_back(probe).await {
                outcome.held = true;
                break;
            }
            match to.deliver(&out).await {
                Ok(()) => {
                    failpoint::hit("after-post");
                    let posted = Posted::of(&out);
                    self.call(move |s| s.delivered(posted)).await?;
                    outcome.delivered += 1;
                    if self.service.breaker.succeeded() {
                        self.service.metrics.token_refused(false);
                        let resumed = self.call(|s| s.resume_waiting()).await?;
                        tracing::info!(
                            resumed,
                            "Discord answers again: every waiting notice is due"
                        );
                    }
                }
                Err(error) => match self.settle(to, out, error).await? {
                    After::Next => {}
                    After::Hold => {
                        outcome.held = true;
                        break;
                    }
                    After::Stop => {
                        outcome.stop = true;
                        break;
                    }
                },
            }
        }
        Ok(outcome)
    }

    /// Whether a post of this pass must wait now: the breaker opened (unless this post is
    /// the probe), or every route is rate limited.
    async fn held_back(&self, probe: bool) -> bool {
        if let Some(until) = *self.paused_until.lock().await {
            if Instant::now() < until {
                return true;
            }
        }
        !probe && !self.service.breaker.closed()
    }

    /// A notice that could not be worded: a fault of ours, never counted as a Discord
    /// attempt. Returns whether it was given up (its lane goes on); if not, it waits, with
    /// its lane, for the fault to pass.
    async fn unworded(&self, unworded: Unworded) -> Result<bool, Fault> {
        let id = unworded.id;
        tracing::error!(notice = %id, "cannot word a notice: {}", unworded.fault.chain());
        self.service.metrics.delivery_retry("unworded");
        let given_up = self.call(move |s| s.compose_failed(&unworded)).await?;
        if given_up {
            self.service.metrics.delivery_given_up("unworded");
        }
        Ok(given_up)
    }

    /// What follows a failed post of `out`.
    async fn settle<D: Deliver>(
        &self,
        to: &D,
        out: Outgoing,
        error: DeliveryError,
    ) -> Result<After, Fault> {
        let id = out.id;
        match error {
            DeliveryError::DmsClosed if out.kind == NoticeKind::Info => {
                tracing::info!(notice = %id, "the user accepts no direct messages");
                self.service.metrics.delivery_given_up("dms_closed");
                self.call(move |s| s.given_up(&out, "direct messages closed"))
                    .await?;
                Ok(After::Next)
            }
            DeliveryError::DmsClosed => {
                tracing::info!(notice = %id, "the player accepts no direct messages");
                self.service.metrics.delivery_given_up("dms_closed");
                self.call(move |s| s.dms_refused(&out)).await?;
                Ok(After::Next)
            }
            DeliveryError::ChannelGone(cause) if out.direct_to.is_some() => {
                let e = cause.chain();
                tracing::warn!(notice = %id, "a direct message's channel is gone: {e}");
                self.service.metrics.delivery_given_up("channel_gone");
                self.call(move |s| s.given_up(&out, &e)).await?;
                Ok(After::Next)
            }
            DeliveryError::ChannelGone(cause) => match to.confirm_gone(out.channel).await {
                Ok(true) => {
                    let e = cause.chain();
                    tracing::warn!(notice = %id, "the channel is gone (confirmed): {e}");
                    self.service.metrics.delivery_given_up("channel_gone");
                    self.call(move |s| s.channel_gone(&out, &e)).await?;
                    Ok(After::Next)
                }
                Ok(false) => {
                    let e = cause.chain();
                    tracing::warn!(notice = %id, "Discord called the channel unknown, but it is there: {e}");
                    self.service.metrics.delivery_retry("unconfirmed_gone");
                    let error = format!("{e} (not confirmed: the channel is there)");
                    self.call(move |s| s.retry_later(&out, &error, None, None))
                        .await?;
                    Ok(After::Hold)
                }
                // The question failed too: the post is tried again like any failed one,
                // and the channel's end confirmed then.
                Err(DeliveryError::ChannelGone(e2) | DeliveryError::Permanent(e2)) => {
                    self.service.metrics.delivery_retry("unconfirmed_gone");
                    let error = format!("{} (not confirmed: {})", cause.chain(), e2.chain());
                    self.call(move |s| s.retry_later(&out, &error, None, None))
                        .await?;
                    Ok(After::Hold)
                }
                Err(other) => self.settle_passing(out, other).await,
            },
            other => self.settle_passing(out, other).await,
        }
    }

    /// What follows a failure that is not about the channel's existence.
    async fn settle_passing(&self, out: Outgoing, error: DeliveryError) -> Result<After, Fault> {
        let id = out.id;
        match error {
            DeliveryError::Permanent(cause) => {
                let e = cause.chain();
                tracing::warn!(notice = %id, "notice given up: {e}");
                self.service.metrics.delivery_given_up("permanent");
                self.call(move |s| s.given_up(&out, &e)).await?;
                Ok(After::Next)
            }
            DeliveryError::Refused {
                cause,
                code,
                missing,
            } => {
                self.service.metrics.delivery_retry("refused");
                let error = cause.chain();
                let channel = out.channel;
                let new = self
                    .call(move |s| s.refused(&out, &error, code, &missing))
                    .await?;
                if new {
                    tracing::warn!(notice = %id, %channel, code, "Discord refuses the bot in a channel: its notices wait, the host is told");
                }
                Ok(After::Hold)
            }
            DeliveryError::Unauthorized(cause) => {
                let e = cause.chain();
                let now = self.now();
                if !self.service.breaker.token_refused(now) {
                    tracing::error!(notice = %id, "Discord refuses the bot's token ({e}): nothing is posted until the bot runs with a valid DISCORD_TOKEN; every notice is kept");
                } else {
                    tracing::error!(notice = %id, "Discord still refuses the bot's token ({e}); every notice is kept");
                }
                self.service.metrics.token_refused(true);
                // Another process, with a valid token, may post them meanwhile.
                self.call(|s| Ok(s.store.release_claims(&s.claim.owner)?))
                    .await?;
                Ok(After::Stop)
            }
            DeliveryError::Retry {
                cause,
                after,
                scope,
            } => {
                let error = cause.chain();
                let reason = if after.is_some() {
                    "rate_limited"
                } else {
                    "failed"
                };
                let wait = match scope {
                    RetryScope::Discord => Some(self.service.breaker.failed(self.now())),
                    RetryScope::Route | RetryScope::Global => None,
                };
                if scope == RetryScope::Global {
                    // Every route is limited: nothing more until it ends (said before anything
                    // else, so the other lanes of this pass see it).
                    let until = Instant::now() + after.unwrap_or(GLOBAL_PAUSE_UNSAID);
                    *self.paused_until.lock().await = Some(until);
                }
                let kept = self
                    .call(move |s| s.retry_later(&out, &error, after, wait))
                    .await?;
                match kept {
                    Some(secs) => {
                        self.service.metrics.delivery_retry(reason);
                        tracing::warn!(notice = %id, secs, ?scope, "delivery failed, will retry")
                    }
                    None => {
                        self.service.metrics.delivery_given_up("expired");
                        tracing::error!(notice = %id, "notice given up after a week of failures")
                    }
                }
                Ok(if scope == RetryScope::Global {
                    After::Stop
                } else {
                    After::Hold
                })
            }
            // Handled by `settle`.
            DeliveryError::DmsClosed | DeliveryError::ChannelGone(_) => {
                self.call(move |s| s.retry_later(&out, "unsettled failure", None, None))
                    .await?;
                Ok(After::Hold)
            }
        }
    }
}
