//! Who sent an interaction, as the service knows callers.

use super::{permissions, Context};
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_messages::Markup;
use games_service::Caller;
use poise::serenity_prelude as serenity;

/// The service's view of whoever sent a slash command or an autocomplete request.
pub fn of_context(ctx: Context<'_>) -> Caller {
    let (member, guild_locale, missing) = match ctx {
        poise::Context::Application(a) => (
            a.interaction.member.as_deref(),
            a.interaction.guild_locale.as_deref(),
            permissions::of_interaction(
                a.interaction.app_permissions,
                a.interaction.channel.as_ref(),
            ),
        ),
        poise::Context::Prefix(_) => (None, None, None),
    };
    let caller = build(
        ctx.guild_id(),
        ctx.channel_id(),
        ctx.author(),
        member,
        ctx.locale(),
    )
    .guild_locale(guild_locale.unwrap_or_default());
    with_missing(caller, missing)
}

fn with_missing(caller: Caller, missing: Option<Vec<games_messages::Permission>>) -> Caller {
    match missing {
        Some(m) => caller.bot_missing(m),
        None => caller,
    }
}

/// The service's view of whoever clicked a button or chose in a menu.
pub fn of_click(click: &serenity::ComponentInteraction) -> Caller {
    let caller = build(
        click.guild_id,
        click.channel_id,
        &click.user,
        click.member.as_ref(),
        Some(&click.locale),
    )
    .guild_locale(click.guild_locale.as_deref().unwrap_or_default());
    let missing = permissions::of_interaction(click.app_permissions, click.channel.as_ref());
    with_missing(caller, missing)
}

fn build(
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
    Caller::new(
        GuildId(guild.map_or(0, |g| g.get())),
        ChannelId(channel.get()),
        UserId(user.id.get()),
        name,
    )
    .locale(locale.unwrap_or("en-US"))
    .admin(is_admin)
    .markup(Markup::Discord)
}
