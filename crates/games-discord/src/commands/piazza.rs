//! `/piazza place`: a Piazza move, chosen from the caller's legal moves (the generic move
//! command's autocomplete: best first, each with its points), answered privately with a
//! preview and a Confirm button.
//! `/turn` shows a Piazza player's hand and `/hint` the hard bot's choice, as for Calçada.

use super::moves::complete_for;
use super::run;
use crate::{Context, Error};
use games_service::{Command, MadeFor, PIAZZA};
use poise::serenity_prelude as serenity;

/// Piazza: place tiles on the square.
#[poise::command(slash_command, guild_only, subcommands("place"), subcommand_required)]
pub async fn piazza(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// The caller's legal Piazza moves, best first (nothing in another game's channel).
async fn complete_move(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete_for(ctx, partial, Some(PIAZZA)).await
}

/// Place one tile, or two that form a bracket: see the preview, then confirm.
#[poise::command(slash_command)]
async fn place(
    ctx: Context<'_>,
    #[rename = "move"]
    #[autocomplete = "complete_move"]
    chosen: String,
) -> Result<(), Error> {
    // Read by Piazza's plugin, once; in a channel playing another game, refused with the
    // command to use there.
    let command = Command::Move {
        text: chosen,
        version: None,
        made_for: MadeFor::Kind(PIAZZA),
        confirmed: false,
    };
    run(ctx, command).await
}
