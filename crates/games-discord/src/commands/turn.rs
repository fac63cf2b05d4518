//! The generic commands of a turn, top-level so they are short to type: `/turn` (the
//! private panel of the channel's game) and `/hint`. A game's own move commands are in the
//! module named for it; `/calcada move` (`moves.rs`) plays any game's move.

use super::run;
use crate::{Context, Error};
use games_service::{Command, MadeFor};

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
