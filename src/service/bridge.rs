//! The async face of the service: every call runs on tokio's blocking pool (SQLite and
//! pictures never stall the runtime), through one generic bridge. It also runs the outbox
//! pump, and wakes it whenever a command queued notices.

use super::outbox::{Deliver, DeliveryError, BATCH};
use super::reply::{Choice, Reply};
use super::request::{Caller, Command};
use super::{Fault, Service};
use crate::failpoint;
use crate::ids::ChannelId;
use std::collections::HashSet;
use std::sync::Arc;
use tokio::sync::{Mutex, Notify};

/// The service for async transports. Cheap to clone (shared handles).
#[derive(Clone)]
pub struct AsyncService {
    service: Arc<Service>,
    /// Woken when a command queued notices: the pump delivers them at once.
    queued: Arc<Notify>,
    /// One pump at a time, so a notice is never posted twice by this process.
    pump: Arc<Mutex<()>>,
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
            pump: Arc::new(Mutex::new(())),
        }
    }

    /// Runs `f` on the blocking pool.
    async fn call<R: Send + 'static>(
        &self,
        f: impl FnOnce(&Service) -> Result<R, Fault> + Send + 'static,
    ) -> Result<R, Fault> {
        let s = self.service.clone();
        tokio::task::spawn_blocking(move || f(&s))
            .await
            .unwrap_or_else(|e| Err(Fault(format!("service task failed: {e}"))))
    }

    /// [`Service::handle`]; wakes the pump if the command queued notices.
    pub async fn handle(&self, caller: Caller, command: Command) -> Result<Reply, Fault> {
        let reply = self.call(move |s| s.handle(&caller, command)).await?;
        if reply.queued {
            self.queued.notify_one();
        }
        Ok(reply)
    }

    /// [`Service::legal_choices`].
    pub async fn legal_choices(&self, caller: Caller) -> Result<Vec<Choice>, Fault> {
        self.call(move |s| s.legal_choices(&caller)).await
    }

    /// [`Service::seat_names`].
    pub async fn seat_names(&self, caller: Caller) -> Result<Vec<String>, Fault> {
        self.call(move |s| s.seat_names(&caller)).await
    }

    /// [`Service::tick`]: due reminders and bot stand-ins; wakes the pump if any were queued.
    pub async fn tick(&self) -> Result<(), Fault> {
        self.call(|s| s.tick()).await?;
        self.queued.notify_one();
        Ok(())
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
    /// delivered. A notice that fails is counted and retried at a later pass (given up after a
    /// few tries, at once if it can never work); later notices of its channel wait, so a
    /// channel always sees its messages in order.
    pub async fn deliver_pending<D: Deliver>(&self, to: &D) -> Result<usize, Fault> {
        let _one_pump = self.pump.lock().await;
        let mut delivered = 0;
        loop {
            let batch = self.call(|s| s.compose_pending(BATCH)).await?;
            let full = batch.len() == BATCH;
            let mut waiting: HashSet<ChannelId> = HashSet::new();
            for item in batch {
                let out = match item {
                    Ok(out) => out,
                    Err((id, fault)) => {
                        tracing::error!(notice = %id, "cannot word a notice: {fault}");
                        self.call(move |s| s.delivery_failed(id, false)).await?;
                        continue;
                    }
                };
                if out.direct_to.is_none() && waiting.contains(&out.channel) {
                    continue;
                }
                let id = out.id;
                match to.deliver(&out).await {
                    Ok(()) => {
                        failpoint::hit("after-post");
                        let (game, channel) = (out.game, out.channel);
                        let later = out.later_ping.clone();
                        self.call(move |s| s.delivered(id, game, channel, later))
                            .await?;
                        delivered += 1;
                    }
                    Err(DeliveryError::DmsClosed) => {
                        tracing::info!(notice = %id, "the player accepts no direct messages");
                        self.call(move |s| s.dms_refused(&out)).await?;
                    }
                    Err(DeliveryError::Permanent(e)) => {
                        tracing::warn!(notice = %id, "notice given up: {e}");
                        self.call(move |s| s.delivery_failed(id, true)).await?;
                    }
                    Err(DeliveryError::Retry(e)) => {
                        tracing::warn!(notice = %id, "delivery failed, will retry: {e}");
                        waiting.insert(out.channel);
                        self.call(move |s| s.delivery_failed(id, false)).await?;
                    }
                }
            }
            if !full || !waiting.is_empty() {
                return Ok(delivered);
            }
        }
    }
}
