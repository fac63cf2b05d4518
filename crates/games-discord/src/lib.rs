//! The Discord adapter (serenity + poise) on top of the service. It adds no game rules: it
//! turns interactions into service commands and replies into messages (`commands`,
//! `components`, `respond`; the service's controls drawn as Discord's: `controls`; their ids
//! are the service's), posts the outbox (`deliver`) and runs the reminder clock.
//! `errors` is the one error path, which also answers interactions nothing else knows;
//! `secrets` keeps interaction tokens out of what it logs and stores; `threads` opens a game
//! in a thread of its own.
//! A crate of its own on the service and the layers it answers in (never the store: what it
//! names of stored values comes through the service), so it cannot name the command line,
//! which starts it (`serve`).

pub mod caller;
pub mod commands;
pub mod components;
pub mod config;
pub mod controls;
pub mod deliver;
mod errors;
pub mod leagues;
pub mod limits;
pub mod observe;
pub mod permissions;
pub mod ratelimits;
pub mod respond;
pub mod secrets;
pub mod threads;

pub use config::{Config, ConfigError, LogFormat, Token};

use deliver::DiscordOutbox;
use games_messages::{say, Lang, Msg};
use games_service::{AsyncService, Clock, Seeds, Service, SystemClock};
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::watch;

/// What every command can reach.
pub struct Data {
    pub service: AsyncService,
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Why the bot stopped other than by being asked to. Logged with its causes
/// ([`games_ids::chain::Chain`]).
#[derive(Debug, thiserror::Error)]
pub enum ServeError {
    /// Discord refused the token: final, trying again cannot help.
    #[error("Discord refused the token")]
    TokenRejected,
    /// The metrics listener cannot listen on its address (`CALCADA_METRICS_ADDR`).
    #[error("the metrics listener cannot listen on {address}")]
    MetricsBind {
        address: std::net::SocketAddr,
        #[source]
        error: std::io::Error,
    },
    /// The service failed (opening the database, the task that opens it): the fault says
    /// what.
    #[error(transparent)]
    Service(#[from] games_service::Fault),
    /// serenity failed (the gateway, the client).
    #[error("the Discord client failed")]
    Discord(#[from] serenity::Error),
    /// The HTTP client for Discord cannot be built.
    #[error("the HTTP client cannot be built")]
    HttpClient(#[source] reqwest::Error),
}

/// Waits between attempts to reach Discord: 2 s, doubling up to a minute.
const BACKOFF: (Duration, Duration) = (Duration::from_secs(2), Duration::from_secs(60));

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    let serenity::FullEvent::InteractionCreate { interaction } = event else {
        return Ok(());
    };
    let http = framework.serenity_context.http.as_ref();
    match interaction {
        serenity::Interaction::Component(click) => {
            components::on_component(framework.serenity_context, framework.user_data, click).await?
        }
        serenity::Interaction::Autocomplete(request)
            if errors::autocomplete_unserved(&framework.options().commands, request) =>
        {
            errors::outdated_autocomplete(http, request).await
        }
        serenity::Interaction::Modal(modal) => {
            modal
                .create_response(http, errors::outdated_response(&modal.locale))
                .await?
        }
        _ => {}
    }
    Ok(())
}

/// Delivers the outbox whenever a command queued notices (and at once after a start, for
/// notices an interrupted run left), and when a notice waiting for a retry falls due; every
/// `tick`, sends due reminders. Stops on `stop`.
async fn background(
    outbox: DiscordOutbox,
    service: AsyncService,
    tick: Duration,
    backups: Option<games_service::BackupPlan>,
    mut stop: watch::Receiver<bool>,
) {
    let mut next_tick = tokio::time::Instant::now() + tick;
    let mut leagues = leagues::LeagueWork::default();
    loop {
        if let Some(plan) = &backups {
            match service.backup_if_due(plan.clone()).await {
                Ok(Some(path)) => tracing::info!(path = %path.display(), "backup written"),
                Ok(None) => {}
                Err(e) => tracing::error!("backup failed: {}", e.chain()),
            }
        }
        let (delivered, spent) =
            games_metrics::cpu::spent_polling(service.deliver_pending(&outbox)).await;
        service.metrics().cpu(games_metrics::Phase::pump, spent);
        if let Err(e) = delivered {
            tracing::error!("outbox failed: {}", e.chain());
        }
        // A retry due before the tick wakes the pump then (the service's clock counts
        // seconds; a wait of at least 100 ms keeps a clock that stands still from spinning).
        let mut wake = next_tick;
        if let Ok(Some(at)) = service.next_retry_at().await {
            let secs = (at - service.now()).max(0) as u64;
            let due = tokio::time::Instant::now() + Duration::from_secs(secs);
            wake = wake.min(due.max(tokio::time::Instant::now() + Duration::from_millis(100)));
        }
        tokio::select! {
            _ = tokio::time::sleep_until(wake) => {
                if tokio::time::Instant::now() >= next_tick {
                    next_tick = tokio::time::Instant::now() + tick;
                    if let Err(e) = service.tick().await {
                        tracing::error!("reminders failed: {}", e.chain());
                    }
                    leagues.run(&outbox.http, &service).await;
                }
            }
            _ = service.notices_queued() => {}
            _ = stop.changed() => {
                // Another process, or this one restarted, posts them now, not after the lease.
                if let Err(e) = service.release_claims().await {
                    tracing::warn!("letting go of the outbox's claims failed: {}", e.chain());
                }
                return;
            }
        }
    }
}

/// Plays the bot turns that commands (a leave, a replacement) and the tick (a stand-in) left
/// waiting, one turn at a time, as they come and at once after a start (turns an interrupted
/// run left); looks again every `tick` (games another process seated bots in). Stops on
/// `stop`.
async fn bot_worker(service: AsyncService, tick: Duration, mut stop: watch::Receiver<bool>) {
    loop {
        tokio::select! {
            r = service.play_waiting_bots() => {
                if let Err(e) = r {
                    tracing::error!("bot turns failed: {}", e.chain());
                }
            }
            _ = stop.changed() => return,
        }
        tokio::select! {
            _ = service.bots_waiting() => {}
            _ = tokio::time::sleep(tick) => {}
            _ = stop.changed() => return,
        }
    }
}

/// Checks the token with Discord before connecting: a refused token is final; a network
/// failure is retried with backoff (said on stderr) until Discord answers or `shutdown`
/// completes (then `Ok(false)`: stop).
async fn check_token(
    http: &serenity::Http,
    shutdown: &mut (impl Future<Output = ()> + Unpin),
) -> Result<bool, ServeError> {
    let mut wait = BACKOFF.0;
    loop {
        match http.get_current_user().await {
            Ok(_) => return Ok(true),
            Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)))
                if r.status_code.as_u16() == 401 =>
            {
                return Err(ServeError::TokenRejected)
            }
            Err(e) => {
                let msg = Msg::DiscordUnreachable {
                    error: secrets::redact(&e.to_string()).into_owned(),
                    seconds: wait.as_secs(),
                };
                eprintln!("{}", say(Lang::En, &msg));
                tokio::select! {
                    _ = tokio::time::sleep(wait) => {}
                    _ = &mut *shutdown => return Ok(false),
                }
                wait = (wait * 2).min(BACKOFF.1);
            }
        }
    }
}

/// Runs the bot until `shutdown` completes (Ctrl-C or SIGTERM in production). Every
/// acknowledged action is already committed, so stopping at any moment loses nothing. The
/// SQLite file's quick check is the caller's (`calcada serve` runs it beside the start).
pub async fn serve(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    serve_with(config, Arc::new(SystemClock), shutdown).await
}

/// [`serve`] with a given clock (tests move time forward to see reminders).
pub async fn serve_with(
    config: Config,
    clock: Arc<dyn Clock>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    serve_playing(config, clock, games_service::builtin_games(), shutdown).await
}

/// [`serve_with`] playing the games of `games` (a test registers another game this way).
pub async fn serve_playing(
    config: Config,
    clock: Arc<dyn Clock>,
    games: games_service::Registry,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), ServeError> {
    let commands = commands::all_playing(&games);
    let mut shutdown = Box::pin(shutdown);
    let database = config.database.clone();
    // On the blocking pool: the PostgreSQL client runs its own small runtime inside. Without
    // SQLite's quick check, which reads the whole file (seconds for 100,000 games): `calcada
    // serve` runs it beside the start and stops the bot if the file is damaged.
    let (service, games) = tokio::task::spawn_blocking(move || {
        Service::open_playing(&database, clock, Seeds::Random, false, games)
    })
    .await
    .map_err(games_service::Fault::from)??;
    tracing::info!(database = %config.database, games, "store open");
    let service = AsyncService::new(
        service
            .with_claim_lease(config.claim_lease_secs())
            .with_picture_cache(config.picture_cache_bytes),
    );
    let metrics = service.metrics();

    // The operator's listener, if asked for: bound now, so a bad address stops the bot at
    // once; it answers while the bot connects (unhealthy until the gateway is connected).
    let (stop_tx, stop_rx) = watch::channel(false);
    let shard_manager = Arc::new(std::sync::OnceLock::new());
    if let Some(address) = config.metrics_addr {
        let listener = tokio::net::TcpListener::bind(address)
            .await
            .map_err(|error| ServeError::MetricsBind { address, error })?;
        let bound = listener.local_addr().unwrap_or(address);
        tracing::info!(address = %bound, "metrics and health listening");
        let endpoints = observe::Watch {
            service: service.clone(),
            metrics: metrics.clone(),
            shards: shard_manager.clone(),
            expected: config.shards.map_or(1, |s| s.last - s.first + 1),
        };
        tokio::spawn(games_metrics::http::serve(
            listener,
            Arc::new(endpoints),
            stop_rx.clone(),
        ));
    }

    // One HTTP client for serenity's REST calls and the outbox's posts, with a timeout: a
    // request Discord never answers fails (and is retried) instead of hanging.
    let client = reqwest::Client::builder()
        .timeout(config.http_timeout)
        .build()
        .map_err(ServeError::HttpClient)?;
    let mut http = serenity::HttpBuilder::new(config.token.expose()).client(client.clone());
    if let Some(url) = &config.proxy_url {
        // The built-in rate limiter would bypass the proxy; the proxy shares rate limits.
        tracing::debug!(proxy = %url, "using an API proxy");
        http = http.proxy(url.as_str()).ratelimiter_disabled(true);
    }
    let http = http.build();
    if !check_token(&http, &mut shutdown).await? {
        return Ok(());
    }

    let setup_service = service.clone();
    let tick = config.tick;
    let backups = config.backups.clone();
    let guild_id = config.guild_id;
    let api_base = config
        .proxy_url
        .clone()
        .unwrap_or_else(|| "https://discord.com".to_string());
    // With several processes, the one running shard 0 registers the commands.
    let registers = config.shards.is_none_or(|s| s.has_first());
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands,
            on_error: |e| Box::pin(errors::on_error(e)),
            command_check: Some(commands::options::check),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                let commands = &framework.options().commands;
                match guild_id {
                    _ if !registers => {}
                    Some(g) => {
                        let guild = serenity::GuildId::new(g);
                        poise::builtins::register_in_guild(ctx, commands, guild).await?
                    }
                    None => poise::builtins::register_globally(ctx, commands).await?,
                }
                tracing::info!(user = %ready.user.name, "connected to Discord");
                let outbox = DiscordOutbox {
                    http: ctx.http.clone(),
                    cache: ctx.cache.clone(),
                    client,
                    base: api_base.clone(),
                };
                tokio::spawn(bot_worker(setup_service.clone(), tick, stop_rx.clone()));
                tokio::spawn(ratelimits::keep_pruned(ctx.http.clone(), stop_rx.clone()));
                tokio::spawn(background(
                    outbox,
                    setup_service.clone(),
                    tick,
                    backups,
                    stop_rx,
                ));
                Ok(Data {
                    service: setup_service,
                })
            })
        })
        .build();

    let intents = serenity::GatewayIntents::GUILDS;
    let framework = observe::Observed {
        inner: framework,
        metrics,
    };
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await?;
    let shards = client.shard_manager.clone();
    let _ = shard_manager.set(shards.clone());
    // Raced rather than signalled: while the gateway cannot be reached, serenity's shard
    // manager keeps retrying and would not hear a shutdown.
    let shard_range = config.shards;
    let start = async move {
        match shard_range {
            None => client.start().await,
            // serenity reads the range as first..=last ("4..7": shards 4 to 7).
            Some(s) => client.start_shard_range(s.first..s.last, s.total).await,
        }
    };
    let outcome = tokio::select! {
        r = start => r,
        _ = &mut shutdown => {
            tracing::info!("shutting down");
            let _ = tokio::time::timeout(Duration::from_secs(3), shards.shutdown_all()).await;
            Ok(())
        }
    };
    let _ = stop_tx.send(true);
    match outcome {
        Err(serenity::Error::Gateway(serenity::GatewayError::InvalidAuthentication)) => {
            Err(ServeError::TokenRejected)
        }
        other => Ok(other?),
    }
}

/// Completes on Ctrl-C or SIGTERM. On Unix the handlers are installed at once, not when the
/// future is first polled: the bot prints before that (a "cannot reach Discord" line), and a
/// SIGTERM sent on seeing it must stop the bot cleanly, not kill it. Call it inside the
/// runtime.
pub fn shutdown_signal() -> impl Future<Output = ()> + Send + 'static {
    #[cfg(unix)]
    {
        use tokio::signal::unix::{signal, SignalKind};
        let term = signal(SignalKind::terminate());
        let interrupt = signal(SignalKind::interrupt());
        async move {
            match (term, interrupt) {
                (Ok(mut t), Ok(mut i)) => {
                    tokio::select! {
                        _ = t.recv() => {}
                        _ = i.recv() => {}
                    }
                }
                (Ok(mut t), Err(_)) => {
                    t.recv().await;
                }
                (Err(_), Ok(mut i)) => {
                    i.recv().await;
                }
                (Err(_), Err(_)) => std::future::pending::<()>().await,
            }
        }
    }
    #[cfg(not(unix))]
    async {
        let _ = tokio::signal::ctrl_c().await;
    }
}
