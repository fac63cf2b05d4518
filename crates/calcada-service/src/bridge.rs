//! The async face of the service: every call runs on tokio's blocking pool (SQLite and
//! pictures never stall the runtime), through one generic bridge. It also runs the outbox
//! pump, and wakes it whenever a command queued notices.

use super::outbox::{Deliver, DeliveryError, Outgoing, Posted, BATCH};
use super::reply::{Choice, Reply};
use super::request::{Caller, Command};
use super::{Fault, Service};
use calcada_ids::failpoint;
use calcada_ids::ids::{ChannelId, UserId};
use calcada_rules::Action;
use calcada_store::NoticeKind;
use std::collections::HashSet;
use std::sync::Arc;
use tokio::sync::{Mutex, Notify};

/// The service for async transports. Cheap to clone (shared handles).
#[derive(Clone)]
pub struct AsyncService {
    service: Arc<Service>,
    /// Woken when a command queued notices: the pump delivers them at once.
    queued: Arc<Notify>,
    /// Woken when a command or the tick left bot turns to the background worker.
    bots: Arc<Notify>,
    /// One pump at a time, so a notice is never posted twice by this process.
    pump: Arc<Mutex<()>>,
    /// Discord limited every route (a global 429): no post before this.
    paused_until: Arc<Mutex<Option<tokio::time::Instant>>>,
    /// Hints (searches) in the blocking pool at once: one per core but one. The others wait here,
    /// holding no thread, so a storm of hints never delays other players' moves.
    searches: Arc<tokio::sync::Semaphore>,
}

impl AsyncService {
    pub fn new(service: Service) -> AsyncService {
        AsyncService::shared(Arc::new(service))
    }

    /// The async face of a service also used synchronously (tests, tools).
    pub fn shared(service: Arc<Service>) -> AsyncService {
        AsyncService {
            service,
            queued: Arc::new(Notify::new()),
            bots: Arc::new(Notify::new()),
            pump: Arc::new(Mutex::new(())),
            paused_until: Arc::new(Mutex::new(None)),
            searches: Arc::new(tokio::sync::Semaphore::new(super::hints::search_slots())),
        }
    }

    /// Runs `f` on the blocking pool.
    async fn call<R: Send + 'static>(
        &self,
        f: impl FnOnce(&Service) -> Result<R, Fault> + Send + 'static,
    ) -> Result<R, Fault> {
        let s = self.service.clone();
        tokio::task::spawn_blocking(move || {
            let (out, spent) = calcada_metrics::cpu::spent(|| f(&s));
            s.metrics().cpu(calcada_metrics::Phase::service, spent);
            out
        })
        .await
        .unwrap_or_else(|e| Err(Fault::Task(e)))
    }

    /// [`Service::handle`]; wakes the pump if the command queued notices.
    pub async fn handle(&self, caller: Caller, command: Command) -> Result<Reply, Fault> {
        let _search = match command {
            Command::Hint => Some(self.searches.acquire().await),
            _ => None,
        };
        let reply = self.call(move |s| s.handle(&caller, command)).await?;
        if reply.queued {
            self.queued.notify_one();
        }
        if reply.bots {
            self.bots.notify_one();
        }
        Ok(reply)
    }

    /// [`Service::legal_choices`].
    pub async fn legal_choices(
        &self,
        caller: Caller,
        keep: fn(&Action) -> bool,
    ) -> Result<Vec<Choice>, Fault> {
        self.call(move |s| s.legal_choices(&caller, keep)).await
    }

    /// [`Service::piazza_choices`].
    pub async fn piazza_choices(&self, caller: Caller) -> Result<Vec<(String, String)>, Fault> {
        self.call(move |s| s.piazza_choices(&caller)).await
    }

    /// [`Service::seat_names`].
    pub async fn seat_names(&self, caller: Caller) -> Result<Vec<String>, Fault> {
        self.call(move |s| s.seat_names(&caller)).await
    }

    /// [`Service::tick`]: due reminders and bot stand-ins; wakes the pump if any were queued.
    pub async fn tick(&self) -> Result<(), Fault> {
        self.call(|s| s.tick()).await?;
        self.queued.notify_one();
        // A stand-in may have left the bot seats that follow it to the worker.
        self.bots.notify_one();
        Ok(())
    }

    /// The background worker: plays every waiting bot turn, one turn at a time, taking turns
    /// between games (each turn is its own call and its own write, waiting for a core like a
    /// hint, so neither commands nor hints wait behind a game of bots). Wakes the pump after
    /// each turn; returns the turns played once none waits.
    pub async fn play_waiting_bots(&self) -> Result<usize, Fault> {
        let mut played = 0;
        loop {
            let games = self.call(|s| Ok(s.store.games_with_bot_turns()?)).await?;
            if games.is_empty() {
                return Ok(played);
            }
            for id in games {
                let _core = self.searches.acquire().await;
                self.call(move |s| s.play_bot_turn(id)).await?;
                played += 1;
                self.queued.notify_one();
            }
        }
    }

    /// Completes when a command or the tick has left bot turns to the worker since the last
    /// call.
    pub async fn bots_waiting(&self) {
        self.bots.notified().await
    }

    /// [`Service::backup_if_due`].
    pub async fn backup_if_due(
        &self,
        plan: super::BackupPlan,
    ) -> Result<Option<std::path::PathBuf>, Fault> {
        self.call(move |s| s.backup_if_due(&plan)).await
    }

    /// Completes when a command has queued notices since the last call.
    pub async fn notices_queued(&self) {
        self.queued.notified().await
    }

    /// Delivers every pending notice through `to`, oldest first, and returns how many were
    /// delivered. A failure that passes (Discord down, a timeout, rate limited) makes the
    /// notice wait, with backoff, as long as it takes (`retry.rs`); later notices of its lane
    /// (its channel, or its recipient for a direct message) wait with it, so each sees its
    /// messages in order. A global rate limit pauses every post until it ends.
    pub async fn deliver_pending<D: Deliver>(&self, to: &D) -> Result<usize, Fault> {
        let _one_pump = self.pump.lock().await;
        let mut delivered = 0;
        loop {
            if let Some(until) = *self.paused_until.lock().await {
                if tokio::time::Instant::now() < until {
                    return Ok(delivered);
                }
            }
            let markup = to.markup();
            let batch = self.call(move |s| s.compose_pending(BATCH, markup)).await?;
            let full = batch.len() == BATCH;
            let mut waiting: HashSet<Lane> = HashSet::new();
            for item in batch {
                let out = match item {
                    Ok(out) => out,
                    Err((id, fault)) => {
                        tracing::error!(notice = %id, "cannot word a notice: {}", fault.chain());
                        self.service.metrics.delivery_retry("unworded");
                        self.call(move |s| s.delivery_failed(id, false)).await?;
                        continue;
                    }
                };
                let lane = Lane::of(&out);
                if waiting.contains(&lane) {
                    continue;
                }
                let id = out.id;
                match to.deliver(&out).await {
                    Ok(()) => {
                        failpoint::hit("after-post");
                        let posted = Posted::of(&out);
                        self.call(move |s| s.delivered(posted)).await?;
                        delivered += 1;
                    }
                    Err(DeliveryError::DmsClosed) if out.kind == NoticeKind::Info => {
                        tracing::info!(notice = %id, "the user accepts no direct messages");
                        self.service.metrics.delivery_given_up("dms_closed");
                        self.call(move |s| s.given_up(&out, "direct messages closed"))
                            .await?;
                    }
                    Err(DeliveryError::DmsClosed) => {
                        tracing::info!(notice = %id, "the player accepts no direct messages");
                        self.service.metrics.delivery_given_up("dms_closed");
                        self.call(move |s| s.dms_refused(&out)).await?;
                    }
                    Err(DeliveryError::ChannelGone(e)) => {
                        tracing::warn!(notice = %id, "the channel is gone: {e}");
                        self.service.metrics.delivery_given_up("channel_gone");
                        self.call(move |s| s.channel_gone(&out, &e)).await?;
                    }
                    Err(DeliveryError::Permanent(e)) => {
                        tracing::warn!(notice = %id, "notice given up: {e}");
                        self.service.metrics.delivery_given_up("permanent");
                        self.call(move |s| s.given_up(&out, &e)).await?;
                    }
                    Err(DeliveryError::Refused {
                        error,
                        code,
                        missing,
                    }) => {
                        waiting.insert(lane);
                        self.service.metrics.delivery_retry("refused");
                        let channel = out.channel;
                        let new = self
                            .call(move |s| s.refused(&out, &error, code, &missing))
                            .await?;
                        if new {
                            tracing::warn!(notice = %id, %channel, code, "Discord refuses the bot in a channel: its notices wait, the host is told");
                        }
                    }
                    Err(DeliveryError::Retry {
                        error,
                        after,
                        global,
                    }) => {
                        waiting.insert(lane);
                        let reason = if after.is_some() {
                            "rate_limited"
                        } else {
                            "failed"
                        };
                        let wait = self
                            .call(move |s| s.retry_later(&out, &error, after))
                            .await?;
                        match wait {
                            Some(secs) => {
                                self.service.metrics.delivery_retry(reason);
                                tracing::warn!(notice = %id, secs, "delivery failed, will retry")
                            }
                            None => {
                                self.service.metrics.delivery_given_up("expired");
                                tracing::error!(notice = %id, "notice given up after a week of failures")
                            }
                        }
                        if global {
                            // Every route is limited: nothing more until it ends.
                            let until = tokio::time::Instant::now() + after.unwrap_or_default();
                            *self.paused_until.lock().await = Some(until);
                            return Ok(delivered);
                        }
                    }
                }
            }
            if !full || !waiting.is_empty() {
                return Ok(delivered);
            }
        }
    }

    /// When the next notice waiting for a retry is due, by the service's clock (seconds).
    pub async fn next_retry_at(&self) -> Result<Option<i64>, Fault> {
        self.call(|s| Ok(s.store.next_retry_at(s.now())?)).await
    }

    /// The service's clock (seconds since the epoch).
    pub fn now(&self) -> i64 {
        self.service.now()
    }

    /// The metrics the service records into.
    pub fn metrics(&self) -> Arc<calcada_metrics::Metrics> {
        self.service.metrics()
    }

    /// [`Service::refresh_gauges`].
    pub async fn refresh_gauges(&self) -> Result<(), Fault> {
        self.call(|s| s.refresh_gauges()).await
    }

    /// [`Service::probe_store`].
    pub async fn probe_store(&self, wait: std::time::Duration) -> Result<(), Fault> {
        self.call(move |s| s.probe_store(wait)).await
    }
}

/// Where a notice goes: messages of one lane are posted in order.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
enum Lane {
    Channel(ChannelId),
    Direct(UserId),
}

impl Lane {
    fn of(out: &Outgoing) -> Lane {
        match out.direct_to {
            Some(user) => Lane::Direct(user),
            None => Lane::Channel(out.channel),
        }
    }
}
