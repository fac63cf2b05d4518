//! `/calcada-admin ...`: the server admins' commands. Discord shows them only to members with
//! *Manage Server* (`default_member_permissions`); the service checks the right again from the
//! interaction itself.

use super::choices::BotChoice;
use super::run;
use crate::{Context, Error};
use game_kit::BotLevel;
use games_ids::ids::UserId;
use games_service::{Command, Whom};
use poise::serenity_prelude as serenity;

/// Manage the server's Calçada games (server admins).
#[poise::command(
    slash_command,
    rename = "calcada-admin",
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands(
        "list",
        "admin_end",
        "replace",
        "reminder",
        "away_days",
        "lobby_days",
        "pause",
        "resume"
    ),
    subcommand_required
)]
pub async fn calcada_admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every game in this server: channel, players, whose turn and since when.
#[poise::command(slash_command)]
async fn list(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::List).await
}

/// End this channel's game.
#[poise::command(slash_command, rename = "end")]
async fn admin_end(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::End).await
}

/// Let a bot play a player's seat in this channel's game from now on.
#[poise::command(slash_command)]
async fn replace(
    ctx: Context<'_>,
    player: serenity::User,
    level: Option<BotChoice>,
) -> Result<(), Error> {
    let whom = Whom::User(UserId(player.id.get()));
    let kind = level.map(BotLevel::from);
    run(ctx, Command::ReplaceWithBot { whom, kind }).await
}

/// The server's default reminder interval for new games.
#[poise::command(slash_command)]
async fn reminder(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 720]
    hours: u32,
) -> Result<(), Error> {
    let hours = u64::from(hours);
    run(ctx, Command::SetReminder { hours }).await
}

/// How many days a player of this server may be away (`/calcada-me away`).
#[poise::command(slash_command, rename = "away-days")]
async fn away_days(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 90]
    days: u32,
) -> Result<(), Error> {
    run(ctx, Command::SetAwayDays { days }).await
}

/// After how many days an open game of this server that nobody starts is closed.
#[poise::command(slash_command, rename = "lobby-days")]
async fn lobby_days(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 90]
    days: u32,
) -> Result<(), Error> {
    run(ctx, Command::SetLobbyDays { days }).await
}

/// Pause every game of this server: no reminders, no stand-ins, turn clocks stopped.
#[poise::command(slash_command)]
async fn pause(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Pause).await
}

/// Resume this server's games; each player to move gets the paused time back.
#[poise::command(slash_command)]
async fn resume(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Resume).await
}
