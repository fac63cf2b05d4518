//! `/piazza place`: a Piazza move, chosen from the caller's legal moves (autocomplete, best
//! first, each with its points), answered privately with a preview and a Confirm button.
//! `/turn` shows a Piazza player's hand and `/hint` the hard bot's choice, as for Calçada.

use super::run;
use crate::limits::clip;
use crate::{caller, Context, Error};
use games_service::{Command, MadeFor, PIAZZA};
use poise::serenity_prelude as serenity;

/// Piazza: place tiles on the square.
#[poise::command(slash_command, guild_only, subcommands("place"), subcommand_required)]
pub async fn piazza(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

async fn complete_move(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let choices = ctx
        .data()
        .service
        .move_choices(caller::of_context(ctx))
        .await
        .unwrap_or_default();
    let partial = partial.trim().to_lowercase();
    let list = choices
        .into_iter()
        .filter(|(label, words)| {
            label.to_lowercase().contains(&partial) || words.contains(&partial)
        })
        .take(25)
        .map(|(label, words)| serenity::AutocompleteChoice::new(clip(&label, 100), words))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(list)
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
