//! What the adapter tells the operator: every interaction counted by kind and outcome and
//! timed from its arrival to its answer ([`Observed`], around poise's framework), and the
//! health and metrics the HTTP listener serves ([`Watch`]: the gateway's shards from
//! serenity's shard manager, the store through a write probe).

use games_metrics::http::{BoxFuture, Endpoints};
use games_metrics::{Metrics, Outcome, Phase};
use games_service::AsyncService;
use poise::serenity_prelude as serenity;
use std::cell::Cell;
use std::sync::{Arc, OnceLock};
use std::time::{Duration, Instant};

tokio::task_local! {
    /// How the interaction handled on this task ended, noted where it is answered.
    static OUTCOME: Cell<Outcome>;
    /// The CPU time the interaction's requests to Discord took so far ([`sent`]).
    static HTTP_CPU: Cell<Duration>;
}

/// Awaits a request to Discord made while answering an interaction, its CPU time counted as
/// `discord_http` (outside an interaction it is only awaited).
pub async fn sent<F: std::future::Future>(request: F) -> F::Output {
    let (out, spent) = games_metrics::cpu::spent_polling(request).await;
    let _ = HTTP_CPU.try_with(|c| c.set(c.get() + spent));
    out
}

/// Notes how the interaction being handled ended. A fault stays a fault; a deferral or a
/// refusal replaces "answered". Outside an interaction (a background task) it does nothing.
pub fn note(outcome: Outcome) {
    let _ = OUTCOME.try_with(|c| {
        if c.get() != Outcome::fault {
            c.set(outcome)
        }
    });
}

/// Notes an answer: deferred if it was, refused if the reply refuses, else answered.
pub fn note_answer(deferred: bool, refused: bool) {
    match (deferred, refused) {
        (true, _) => note(Outcome::deferred),
        (false, true) => note(Outcome::refused),
        (false, false) => {}
    }
}

/// The metrics' kind of an interaction: a command by its full name (`calcada new`), or
/// `autocomplete`, `component`, `modal`.
fn kind_of(interaction: &serenity::Interaction) -> String {
    match interaction {
        serenity::Interaction::Command(c) => {
            let mut name = c.data.name.clone();
            let mut options = c.data.options.as_slice();
            while let Some((sub, inner)) = options.iter().find_map(|o| match &o.value {
                serenity::CommandDataOptionValue::SubCommand(inner)
                | serenity::CommandDataOptionValue::SubCommandGroup(inner) => {
                    Some((o.name.as_str(), inner.as_slice()))
                }
                _ => None,
            }) {
                name.push(' ');
                name.push_str(sub);
                options = inner;
            }
            // Discord's names: at most three words of 32 characters.
            name.chars().take(100).collect()
        }
        serenity::Interaction::Autocomplete(_) => "autocomplete".into(),
        serenity::Interaction::Component(_) => "component".into(),
        serenity::Interaction::Modal(_) => "modal".into(),
        _ => "other".into(),
    }
}

/// poise's framework, with every interaction counted and timed: the whole of its handling
/// (the service's call, the answer sent, or the error path) runs inside `dispatch`.
pub struct Observed<F> {
    pub inner: F,
    pub metrics: Arc<Metrics>,
}

#[serenity::async_trait]
impl<F: serenity::Framework> serenity::Framework for Observed<F> {
    async fn init(&mut self, client: &serenity::Client) {
        self.inner.init(client).await
    }

    async fn dispatch(&self, ctx: serenity::Context, event: serenity::FullEvent) {
        let serenity::FullEvent::InteractionCreate { interaction } = &event else {
            return self.inner.dispatch(ctx, event).await;
        };
        let kind = kind_of(interaction);
        let started = Instant::now();
        let handled = OUTCOME.scope(
            Cell::new(Outcome::answered),
            HTTP_CPU.scope(Cell::new(Duration::ZERO), async {
                self.inner.dispatch(ctx, event).await;
                (OUTCOME.with(Cell::get), HTTP_CPU.with(Cell::get))
            }),
        );
        let ((outcome, http), spent) = games_metrics::cpu::spent_polling(handled).await;
        self.metrics.interaction(&kind, outcome, started.elapsed());
        self.metrics.cpu(Phase::interaction, spent);
        self.metrics.cpu(Phase::discord_http, http);
    }
}

/// How long the store may keep the health check's write waiting for another writer, and how
/// long the whole check may take (a pool with no free connection, a server that does not
/// answer).
const STORE_WAIT: Duration = Duration::from_secs(1);
const STORE_DEADLINE: Duration = Duration::from_secs(3);

/// What the operator's listener serves: health from the gateway and the store, metrics.
pub struct Watch {
    pub service: AsyncService,
    pub metrics: Arc<Metrics>,
    /// serenity's shard manager, once the client is built.
    pub shards: Arc<OnceLock<Arc<serenity::ShardManager>>>,
    /// How many shards this process runs.
    pub expected: u32,
}

impl Watch {
    /// `Ok` while every shard of this process is connected to the gateway.
    async fn gateway(&self) -> Result<(), String> {
        let Some(manager) = self.shards.get() else {
            return Err("gateway: not connected yet".into());
        };
        let runners = manager.runners.lock().await;
        let connected = runners
            .values()
            .filter(|r| r.stage == serenity::ConnectionStage::Connected)
            .count();
        if connected as u32 >= self.expected {
            return Ok(());
        }
        let mut stages: Vec<String> = runners
            .iter()
            .map(|(id, r)| format!("shard {}: {}", id.0, r.stage))
            .collect();
        stages.sort();
        Err(format!(
            "gateway: {connected} of {} shards connected{}",
            self.expected,
            if stages.is_empty() {
                " (reconnecting)".to_string()
            } else {
                format!(" ({})", stages.join(", "))
            }
        ))
    }

    /// `Ok` if the store takes a write now.
    async fn store(&self) -> Result<(), String> {
        match tokio::time::timeout(STORE_DEADLINE, self.service.probe_store(STORE_WAIT)).await {
            Ok(Ok(())) => Ok(()),
            Ok(Err(e)) => Err(format!("store: not writable: {}", e.chain())),
            Err(_) => Err(format!(
                "store: no write within {} s",
                STORE_DEADLINE.as_secs()
            )),
        }
    }

    /// `Ok` unless Discord refuses the bot's token: then nothing is posted.
    fn token(&self) -> Result<(), String> {
        match self.service.token_refused_since() {
            None => Ok(()),
            Some(since) => Err(format!(
                "discord: the bot's token is refused (401) since {since}: nothing is posted, every notice is kept; give the bot a valid DISCORD_TOKEN"
            )),
        }
    }

    /// The checks, at once; the health gauges set from them.
    async fn check(&self) -> Result<(), String> {
        let (gateway, store) = tokio::join!(self.gateway(), self.store());
        self.metrics.set_health(gateway.is_ok(), store.is_ok());
        let reasons: Vec<String> = [gateway, store, self.token()]
            .into_iter()
            .filter_map(Result::err)
            .collect();
        if reasons.is_empty() {
            Ok(())
        } else {
            Err(reasons.join("; "))
        }
    }
}

impl Endpoints for Watch {
    fn health(&self) -> BoxFuture<'_, Result<(), String>> {
        Box::pin(self.check())
    }

    fn metrics(&self) -> BoxFuture<'_, String> {
        Box::pin(async move {
            if let Err(e) = self.service.refresh_gauges().await {
                tracing::warn!("metrics: the store's gauges: {}", e.chain());
            }
            let _ = self.check().await;
            self.metrics.encode()
        })
    }
}
