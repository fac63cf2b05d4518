//! The Discord adapter (serenity + poise) on top of the service. It adds no game rules: it
//! turns interactions into service commands and replies into messages, delivers the outbox
//! (turn pings, reminders, DMs) and runs the reminder clock.

pub mod commands;
pub mod config;
pub mod respond;

pub use config::{Config, ConfigError, Token};

use crate::messages::service::{say, Msg};
use crate::messages::Lang;
use crate::service::{AsyncService, Caller, Clock, Command, Seeds, Service, SystemClock};
use crate::store::{ChannelId, GuildId, Notice, Store, UserId};
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::sync::Arc;
use tokio::sync::watch;

/// What every command can reach.
pub struct Data {
    pub service: AsyncService,
}

pub type Error = Box<dyn std::error::Error + Send + Sync>;
pub type Context<'a> = poise::Context<'a, Data, Error>;

/// Discord fails an interaction not answered within 3 seconds: past this, answer "thinking…"
/// first (defer) and the real reply after.
pub const DEFER_AFTER: std::time::Duration = std::time::Duration::from_millis(1500);

/// Discord errors a retry cannot cure: unknown channel, unknown user, missing access,
/// missing permissions.
const PERMANENT_ERRORS: [isize; 4] = [10003, 10013, 50001, 50013];

/// Discord's code for "Cannot send messages to this user" (DMs closed).
const DMS_CLOSED: isize = 50007;

/// The service's view of whoever sent an interaction.
pub fn caller(ctx: Context<'_>) -> Caller {
    let member = match ctx {
        poise::Context::Application(a) => a.interaction.member.as_deref(),
        poise::Context::Prefix(_) => None,
    };
    caller_from(
        ctx.guild_id(),
        ctx.channel_id(),
        ctx.author(),
        member,
        ctx.locale(),
    )
}

fn caller_from(
    guild: Option<serenity::GuildId>,
    channel: serenity::ChannelId,
    user: &serenity::User,
    member: Option<&serenity::Member>,
    locale: Option<&str>,
) -> Caller {
    // Admin rights are read from this very interaction (Discord computes them for the
    // channel), so a right taken away yesterday no longer counts today.
    let is_admin = member
        .and_then(|m| m.permissions)
        .is_some_and(|p| p.manage_guild() || p.administrator());
    let name = member
        .and_then(|m| m.nick.clone())
        .or_else(|| user.global_name.clone())
        .unwrap_or_else(|| user.name.clone());
    Caller {
        guild: GuildId(guild.map_or(0, |g| g.get())),
        channel: ChannelId(channel.get()),
        user: UserId(user.id.get()),
        name,
        locale: locale.unwrap_or("en-US").to_string(),
        is_admin,
    }
}

/// The one error path: a fault is logged and the user told "something went wrong", only
/// them; poise's own errors (bad options, missing permissions) go to its default handler.
async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            let lang = Lang::from_locale(ctx.locale().unwrap_or("en"));
            let reply = poise::CreateReply::default()
                .content(say(lang, &Msg::Internal))
                .ephemeral(true);
            let _ = ctx.send(reply).await;
        }
        poise::FrameworkError::ArgumentParse { ctx, error, .. } => {
            let lang = Lang::from_locale(ctx.locale().unwrap_or("en"));
            let text = say(
                lang,
                &Msg::BadOption {
                    what: error.to_string(),
                },
            );
            let _ = ctx
                .send(poise::CreateReply::default().content(text).ephemeral(true))
                .await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            // An option of the wrong type (a stale client, or a hand-made request).
            tracing::warn!(command = %ctx.command().qualified_name, "malformed options: {description}");
            let lang = Lang::from_locale(&ctx.interaction.locale);
            let reply = poise::CreateReply::default()
                .content(say(lang, &Msg::MalformedOptions))
                .ephemeral(true);
            let _ = poise::Context::Application(ctx).send(reply).await;
        }
        poise::FrameworkError::CommandPanic { ctx, payload, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command panicked: {payload:?}");
            let lang = Lang::from_locale(ctx.locale().unwrap_or("en"));
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content(say(lang, &Msg::Internal))
                        .ephemeral(true),
                )
                .await;
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => {
            let lang = Lang::from_locale(ctx.locale().unwrap_or("en"));
            let _ = ctx
                .send(
                    poise::CreateReply::default()
                        .content(say(lang, &Msg::GuildOnly))
                        .ephemeral(true),
                )
                .await;
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {e}");
            }
        }
    }
}

/// Clicks on our menus: the value is an action in words, the custom id carries the game
/// version the menu was made for.
async fn on_component(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
) -> Result<(), Error> {
    let Some(version) = click.data.custom_id.strip_prefix(respond::MENU_PREFIX) else {
        return Ok(());
    };
    let lang = Lang::from_locale(&click.locale);
    let value = match &click.data.kind {
        serenity::ComponentInteractionDataKind::StringSelect { values } => {
            values.first().cloned().unwrap_or_default()
        }
        _ => String::new(),
    };
    let caller = caller_from(
        click.guild_id,
        click.channel_id,
        &click.user,
        click.member.as_ref(),
        Some(&click.locale),
    );
    let (version, action) = match (version.parse::<u64>(), commands::menu_action(&value)) {
        (Ok(version), Ok(action)) => (version, action),
        (Err(_), _) => {
            return answer_click(ctx, data, click, private(say(lang, &Msg::Stale)), lang).await
        }
        (_, Err(e)) => return answer_click(ctx, data, click, private(e.words(lang)), lang).await,
    };
    let call = data.service.handle(
        caller,
        Command::Act {
            action,
            version: Some(version),
        },
    );
    tokio::pin!(call);
    let quick = tokio::select! {
        reply = &mut call => Some(reply),
        _ = tokio::time::sleep(DEFER_AFTER) => None,
    };
    let reply = match quick {
        Some(reply) => reply,
        None => {
            // Slow: acknowledge now ("thinking…", only for the clicker), answer after.
            let defer = serenity::CreateInteractionResponse::Defer(
                serenity::CreateInteractionResponseMessage::new().ephemeral(true),
            );
            click.create_response(&ctx.http, defer).await?;
            let reply = call.await.unwrap_or_else(|fault| {
                tracing::error!("menu click failed: {fault}");
                private(say(lang, &Msg::Internal))
            });
            let text = if reply.private {
                reply.text.clone()
            } else {
                click
                    .channel_id
                    .send_message(&ctx.http, respond::channel_message(&reply, lang))
                    .await?;
                say(lang, &Msg::PostedInChannel)
            };
            let followup = serenity::CreateInteractionResponseFollowup::new()
                .content(text)
                .ephemeral(true);
            click.create_followup(&ctx.http, followup).await?;
            respond::mark_delivered(&data.service, reply.notices).await;
            return Ok(());
        }
    };
    let reply = reply.unwrap_or_else(|fault| {
        tracing::error!("menu click failed: {fault}");
        private(say(lang, &Msg::Internal))
    });
    answer_click(ctx, data, click, reply, lang).await
}

fn private(text: String) -> crate::service::Reply {
    crate::service::Reply::private(text)
}

/// Answers a menu click with a message (public or only for the clicker).
async fn answer_click(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    reply: crate::service::Reply,
    lang: Lang,
) -> Result<(), Error> {
    let response =
        serenity::CreateInteractionResponse::Message(respond::interaction_message(&reply, lang));
    click.create_response(&ctx.http, response).await?;
    respond::mark_delivered(&data.service, reply.notices).await;
    Ok(())
}

async fn on_event(
    framework: poise::FrameworkContext<'_, Data, Error>,
    event: &serenity::FullEvent,
) -> Result<(), Error> {
    if let serenity::FullEvent::InteractionCreate {
        interaction: serenity::Interaction::Component(click),
    } = event
    {
        on_component(framework.serenity_context, framework.user_data, click).await?;
    }
    Ok(())
}

/// Delivers one notice: a channel message mentioning the player, or a DM. A player who
/// refuses DMs (50007) is not retried: the game carries on.
async fn deliver(http: &serenity::Http, notice: &Notice) -> Result<(), serenity::Error> {
    let mentions = serenity::CreateAllowedMentions::new()
        .users(notice.user.map(|u| serenity::UserId::new(u.0.max(1))));
    if notice.direct {
        let Some(user) = notice.user else {
            return Ok(());
        };
        let dm = serenity::UserId::new(user.0.max(1))
            .create_dm_channel(http)
            .await?;
        let sent = dm
            .id
            .send_message(http, serenity::CreateMessage::new().content(&notice.text))
            .await;
        match sent {
            Err(serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(e)))
                if e.error.code == DMS_CLOSED =>
            {
                tracing::info!(user = user.0, "the player does not accept direct messages");
                Ok(())
            }
            other => other.map(|_| ()),
        }
    } else {
        let content = match notice.user {
            Some(u) => format!("<@{u}> {}", notice.text),
            None => notice.text.clone(),
        };
        let message = serenity::CreateMessage::new()
            .content(content)
            .allowed_mentions(mentions);
        serenity::ChannelId::new(notice.channel.0.max(1))
            .send_message(http, message)
            .await
            .map(|_| ())
    }
}

/// Every `tick`: send due reminders, then deliver the outbox (notices a reply did not
/// deliver itself within the grace period, e.g. after a crash). Stops on `stop`.
async fn background(
    http: Arc<serenity::Http>,
    service: AsyncService,
    config: Config,
    mut stop: watch::Receiver<bool>,
) {
    loop {
        tokio::select! {
            _ = tokio::time::sleep(config.tick) => {}
            _ = stop.changed() => return,
        }
        if let Err(e) = service.tick().await {
            tracing::error!("reminders failed: {e}");
        }
        let grace = config.outbox_grace.as_secs() as i64;
        let pending = match service.pending_notices(grace).await {
            Ok(p) => p,
            Err(e) => {
                tracing::error!("outbox failed: {e}");
                continue;
            }
        };
        for p in pending {
            match deliver(&http, &p.notice).await {
                Ok(()) => {
                    if let Err(e) = service.mark_delivered(vec![p.id]).await {
                        tracing::error!("outbox failed: {e}");
                    }
                }
                Err(e) => {
                    // Retried at the next ticks, unless it can never work.
                    let permanent = matches!(
                        &e,
                        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r))
                            if PERMANENT_ERRORS.contains(&r.error.code)
                    );
                    tracing::warn!(notice = p.id, permanent, "delivery failed: {e}");
                    if let Err(e) = service.delivery_failed(p.id, permanent).await {
                        tracing::error!("outbox failed: {e}");
                    }
                }
            }
        }
    }
}

/// Runs the bot until `shutdown` completes (Ctrl-C or SIGTERM in production). Every
/// acknowledged action is already committed, so stopping at any moment loses nothing.
pub async fn serve(
    config: Config,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), Error> {
    serve_with(config, Arc::new(SystemClock), shutdown).await
}

/// [`serve`] with a given clock (tests move time forward to see reminders).
pub async fn serve_with(
    config: Config,
    clock: Arc<dyn Clock>,
    shutdown: impl Future<Output = ()> + Send + 'static,
) -> Result<(), Error> {
    let store = Store::open(&config.database_path)?;
    tracing::info!(database = %config.database_path.display(), games = store.count_games()?, "store open");
    let service = AsyncService(Arc::new(Service::new(store, clock, Seeds::Random)));

    let mut http = serenity::HttpBuilder::new(config.token.expose());
    if let Some(url) = &config.proxy_url {
        // The built-in rate limiter would bypass the proxy; the proxy shares rate limits.
        http = http.proxy(url.as_str()).ratelimiter_disabled(true);
    }
    let http = http.build();

    let (stop_tx, stop_rx) = watch::channel(false);
    let setup_service = service.clone();
    let setup_config = config.clone();
    let framework = poise::Framework::builder()
        .options(poise::FrameworkOptions {
            commands: commands::all(),
            on_error: |e| Box::pin(on_error(e)),
            event_handler: |framework, event| Box::pin(on_event(framework, event)),
            ..Default::default()
        })
        .setup(move |ctx, ready, framework| {
            Box::pin(async move {
                match setup_config.guild_id {
                    Some(g) => {
                        poise::builtins::register_in_guild(
                            ctx,
                            &framework.options().commands,
                            serenity::GuildId::new(g),
                        )
                        .await?
                    }
                    None => {
                        poise::builtins::register_globally(ctx, &framework.options().commands)
                            .await?
                    }
                }
                tracing::info!(user = %ready.user.name, "connected to Discord");
                tokio::spawn(background(
                    ctx.http.clone(),
                    setup_service.clone(),
                    setup_config,
                    stop_rx,
                ));
                Ok(Data {
                    service: setup_service,
                })
            })
        })
        .build();

    let intents = serenity::GatewayIntents::GUILDS;
    let mut client = serenity::ClientBuilder::new_with_http(http, intents)
        .framework(framework)
        .await?;
    if let Some(url) = &config.proxy_url {
        tracing::debug!(proxy = %url, "using an API proxy");
    }
    let shards = client.shard_manager.clone();
    tokio::spawn(async move {
        shutdown.await;
        tracing::info!("shutting down");
        let _ = stop_tx.send(true);
        shards.shutdown_all().await;
    });
    client.start().await?;
    Ok(())
}

/// Completes on Ctrl-C or SIGTERM.
pub async fn shutdown_signal() {
    let ctrl_c = async {
        let _ = tokio::signal::ctrl_c().await;
    };
    #[cfg(unix)]
    let term = async {
        match tokio::signal::unix::signal(tokio::signal::unix::SignalKind::terminate()) {
            Ok(mut s) => {
                s.recv().await;
            }
            Err(_) => std::future::pending::<()>().await,
        }
    };
    #[cfg(not(unix))]
    let term = std::future::pending::<()>();
    tokio::select! {
        _ = ctrl_c => {}
        _ = term => {}
    }
}
