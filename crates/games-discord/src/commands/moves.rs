//! `/calcada move`: a move in the channel's game, whatever the game, in its notation: the
//! autocomplete offers the caller's legal moves (each value the move's notation, from the
//! game's plugin), and the service has the game read the value once.

use super::run;
use crate::limits::clip;
use crate::{caller, Context, Error};
use games_service::{Command, GameKind, MadeFor};
use poise::serenity_prelude as serenity;

async fn complete_move(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete_for(ctx, partial, None).await
}

/// The caller's legal moves in the channel's game (only if it is of kind `only`), filtered by
/// what is typed; each value is the move in the game's notation.
pub(super) async fn complete_for(
    ctx: Context<'_>,
    partial: &str,
    only: Option<GameKind>,
) -> serenity::CreateAutocompleteResponse {
    let choices = ctx
        .data()
        .service
        .move_choices(caller::of_context(ctx), only)
        .await
        .unwrap_or_default();
    let partial = partial.trim().to_lowercase();
    let list = choices
        .into_iter()
        .filter(|(label, code)| {
            label.to_lowercase().contains(&partial) || code.to_lowercase().contains(&partial)
        })
        .take(25)
        .map(|(label, code)| serenity::AutocompleteChoice::new(clip(&label, 100), code))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(list)
}

/// Play a move in this channel's game.
#[poise::command(slash_command, rename = "move")]
pub async fn play_move(
    ctx: Context<'_>,
    #[rename = "move"]
    #[autocomplete = "complete_move"]
    chosen: String,
) -> Result<(), Error> {
    let command = Command::Move {
        text: chosen,
        version: None,
        made_for: MadeFor::Now,
        confirmed: false,
    };
    run(ctx, command).await
}
