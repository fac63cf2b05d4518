//! The async face of the service: every call runs on tokio's blocking pool (SQLite and
//! pictures never stall the runtime), through one generic bridge. It wakes the outbox pump
//! (`pump.rs`) whenever a command queued notices.

use super::pump::Pacer;
use super::reply::Reply;
use super::request::{Caller, Command};
use super::{Fault, Service};
use std::sync::Arc;
use tokio::sync::{Mutex, Notify};

/// The service for async transports. Cheap to clone (shared handles).
#[derive(Clone)]
pub struct AsyncService {
    pub(super) service: Arc<Service>,
    /// Woken when a command queued notices: the pump delivers them at once.
    queued: Arc<Notify>,
    /// Woken when a command or the tick left bot turns to the background worker.
    bots: Arc<Notify>,
    /// One pump at a time, so a notice is never posted twice by this process.
    pub(super) pump: Arc<Mutex<()>>,
    /// Discord limited every route (a global 429): no post before this.
    pub(super) paused_until: Arc<Mutex<Option<tokio::time::Instant>>>,
    /// Spreads the pump's posts over time, within Discord's global rate limit.
    pub(super) pacer: Arc<Pacer>,
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
            pacer: Arc::new(Pacer::default()),
            searches: Arc::new(tokio::sync::Semaphore::new(super::gate::search_slots())),
        }
    }

    /// Runs `f` on the blocking pool.
    pub(crate) async fn call<R: Send + 'static>(
        &self,
        f: impl FnOnce(&Service) -> Result<R, Fault> + Send + 'static,
    ) -> Result<R, Fault> {
        let s = self.service.clone();
        tokio::task::spawn_blocking(move || {
            let (out, spent) = games_metrics::cpu::spent(|| f(&s));
            s.metrics().cpu(games_metrics::Phase::service, spent);
            out
        })
        .await
        .unwrap_or_else(|e| Err(Fault::Task(e)))
    }

    /// One of the service's league calls (`league_*`, `league.rs`) on the blocking pool; wakes
    /// the pump and the bot worker after it (a drop or a withdrawal seats the stand-in and
    /// queues notices).
    pub async fn league_call<R: Send + 'static>(
        &self,
        f: impl FnOnce(&Service) -> Result<R, Fault> + Send + 'static,
    ) -> Result<R, Fault> {
        let out = self.call(f).await;
        self.queued.notify_one();
        self.bots.notify_one();
        out
    }

    /// [`Service::handle`]; wakes the pump if the command queued notices.
    pub async fn handle(&self, caller: Caller, command: Command) -> Result<Reply, Fault> {
        let search = match &command {
            Command::Hint => true,
            Command::Click { id, .. } => super::controls::click_is_hint(self.service.games(), id),
            _ => false,
        };
        let _search = match search {
            true => Some(self.searches.acquire().await),
            false => None,
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

    /// [`Service::check_new_game`].
    pub async fn check_new_game(
        &self,
        caller: Caller,
        command: Command,
    ) -> Result<Option<String>, Fault> {
        self.call(move |s| s.check_new_game(&caller, command)).await
    }

    /// Whether a click on `id` is answered by updating the clicked message
    /// ([`super::controls::click_updates`]): a transport asks before it acknowledges.
    pub fn click_updates(&self, id: &str, values: &[String]) -> bool {
        super::controls::click_updates(self.service.games(), id, values)
    }

    /// The games the service plays (a transport reads their words and controls with them).
    pub fn games(&self) -> &crate::Registry {
        self.service.games()
    }

    /// The registered games' kinds, in order (the transports' game choices).
    pub fn kinds(&self) -> Vec<crate::GameKind> {
        self.service.games().kinds()
    }

    /// [`Service::move_choices_for`].
    pub async fn move_choices(
        &self,
        caller: Caller,
        only: Option<crate::GameKind>,
    ) -> Result<Vec<(String, String)>, Fault> {
        self.call(move |s| s.move_choices_for(&caller, only)).await
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

    /// When the pump should look again, by the service's clock (seconds): the next notice
    /// waiting for a retry, or the breaker's next probe, whichever comes first.
    pub async fn next_retry_at(&self) -> Result<Option<i64>, Fault> {
        let probe = self.service.breaker.next_probe_at();
        let retry = self.call(|s| Ok(s.store.next_retry_at(s.now())?)).await?;
        Ok(match (retry, probe) {
            (Some(r), Some(p)) => Some(r.min(p)),
            (r, p) => r.or(p),
        })
    }

    /// Since when Discord refuses the bot's token (401), if it does: nothing is posted until
    /// an operator gives the bot a valid one (`/healthz` fails, the metric says so).
    pub fn token_refused_since(&self) -> Option<i64> {
        self.service.breaker.token_refused_since()
    }

    /// Lets go of this process's claims on notices (it is stopping): another process, or
    /// this one restarted, posts them at once instead of after the lease.
    pub async fn release_claims(&self) -> Result<usize, Fault> {
        self.call(|s| Ok(s.store.release_claims(&s.claim.owner)?))
            .await
    }

    /// The service's clock (seconds since the epoch).
    pub fn now(&self) -> i64 {
        self.service.now()
    }

    /// The metrics the service records into.
    pub fn metrics(&self) -> Arc<games_metrics::Metrics> {
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
