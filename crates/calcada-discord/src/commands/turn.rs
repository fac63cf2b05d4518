//! The commands of a turn, each a top-level command so it is short to type: `/turn` (the
//! private panel), `/declare`, `/nudge`, `/place`, `/refresh` and `/hint`.

use super::choices::ColourChoice;
use super::{complete, run, run_move};
use crate::{Context, Error};
use calcada_rules::Action;
use calcada_service::words::SlashMove;
use calcada_service::{Command, MadeFor};
use poise::serenity_prelude as serenity;

fn is_declare(a: &Action) -> bool {
    matches!(a, Action::Declare { .. })
}

fn is_nudge(a: &Action) -> bool {
    matches!(a, Action::Nudge { .. })
}

fn is_place(a: &Action) -> bool {
    matches!(a, Action::Place { .. })
}

async fn complete_declare(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, is_declare).await
}

async fn complete_nudge(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, is_nudge).await
}

async fn complete_place(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, is_place).await
}

/// Your turn in a private panel: choose, see the preview, then confirm.
#[poise::command(slash_command, guild_only)]
pub async fn turn(ctx: Context<'_>) -> Result<(), Error> {
    let steps = Vec::new();
    run(
        ctx,
        Command::Panel {
            steps,
            version: None,
            made_for: MadeFor::Now,
        },
    )
    .await
}

/// The Hard bot's suggestion for your turn, and why (only you see it).
#[poise::command(slash_command, guild_only)]
pub async fn hint(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Hint).await
}

/// Bonus: spend a bonus tile to move a stone one space clockwise, before declaring.
#[poise::command(slash_command, guild_only)]
pub async fn nudge(
    ctx: Context<'_>,
    #[autocomplete = "complete_nudge"] stone: String,
) -> Result<(), Error> {
    run_move(ctx, &stone, is_nudge, SlashMove::Nudge).await
}

/// Declare a stone (its space's stone count is your number) and move it one space on.
#[poise::command(slash_command, guild_only)]
pub async fn declare(
    ctx: Context<'_>,
    #[autocomplete = "complete_declare"] stone: String,
) -> Result<(), Error> {
    run_move(ctx, &stone, is_declare, SlashMove::Declare).await
}

/// Bonus: spend a bonus tile to replace a colour's face-up tiles.
#[poise::command(slash_command, guild_only)]
pub async fn refresh(ctx: Context<'_>, colour: ColourChoice) -> Result<(), Error> {
    let action = Action::Refresh {
        colour: colour.into(),
    };
    let (version, made_for) = (None, MadeFor::Now);
    let command = Command::Act {
        action,
        version,
        made_for,
    };
    run(ctx, command).await
}

/// Place a face-up tile of the declared colour on your board.
#[poise::command(slash_command, guild_only)]
pub async fn place(
    ctx: Context<'_>,
    #[autocomplete = "complete_place"] tile: String,
) -> Result<(), Error> {
    run_move(ctx, &tile, is_place, SlashMove::Place).await
}
