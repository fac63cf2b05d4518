//! `/calcada-me ...`: a player's own games in the server, and their own settings, the same
//! in every game of theirs.

use super::choices::{NotifyChoice, ToldChoice};
use super::run;
use crate::{Context, Error};
use games_service::Command;
use poise::serenity_prelude as serenity;

/// Your own settings: time zone, quiet hours, reminders, time away, how you are told.
#[poise::command(
    slash_command,
    rename = "calcada-me",
    guild_only,
    subcommands("games", "settings", "notify", "away", "back"),
    subcommand_required
)]
pub async fn calcada_me(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

async fn complete_zone(_ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = games_service::time_zones(partial, 25)
        .into_iter()
        .map(|z| serenity::AutocompleteChoice::new(z.clone(), z))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Your games in this server: whose turn, your points and rank, a button to play.
#[poise::command(slash_command)]
async fn games(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::MyGames { page: 0 }).await
}

/// Your own settings: time zone, quiet hours, how you are told, reminders (only you see them).
#[poise::command(slash_command)]
async fn settings(
    ctx: Context<'_>,
    #[autocomplete = "complete_zone"] time_zone: Option<String>,
    quiet: Option<String>,
    notify: Option<ToldChoice>,
    #[min = 0]
    #[max = 720]
    reminder_hours: Option<u32>,
) -> Result<(), Error> {
    let change = games_service::SettingsChange {
        time_zone,
        quiet,
        notify: notify.map(Into::into),
        reminder_hours: reminder_hours.map(u64::from),
    };
    run(ctx, Command::Settings(change)).await
}

/// Away until a day: no reminders and no bot stand-in for you until then.
#[poise::command(slash_command)]
async fn away(ctx: Context<'_>, until: String) -> Result<(), Error> {
    run(ctx, Command::Away { until }).await
}

/// Back from time away: reminders resume.
#[poise::command(slash_command)]
async fn back(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Back).await
}

/// How you are told that it is your turn.
#[poise::command(slash_command)]
async fn notify(ctx: Context<'_>, how: NotifyChoice) -> Result<(), Error> {
    let dm = matches!(how, NotifyChoice::Dm);
    run(ctx, Command::Notify { dm }).await
}
