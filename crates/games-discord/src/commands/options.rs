//! Options the command does not have. poise reads the options it knows by name and ignores any
//! other, so without this check `/calcada new` sent by a client whose cached command list
//! still has options we removed (or renamed) would run with defaults. A command naming an
//! option the current registration lacks is refused before it runs (`errors.rs` answers it,
//! privately: the command changed, pick it again), and nothing changes.

use crate::{Context, Data, Error};
use poise::serenity_prelude as serenity;

/// The global check every command (and autocomplete request) passes before it runs: `false`
/// when the interaction names an option the invoked command does not declare.
pub fn check(ctx: Context<'_>) -> poise::BoxFuture<'_, Result<bool, Error>> {
    Box::pin(async move { Ok(known(ctx)) })
}

fn known(ctx: Context<'_>) -> bool {
    let poise::Context::Application(app) = ctx else {
        return true;
    };
    names_known(ctx.command(), &app.interaction.data.options)
}

/// Whether each option below the subcommands in `options` is a parameter of `command` (the
/// invoked leaf command).
pub fn names_known(
    command: &poise::Command<Data, Error>,
    options: &[serenity::CommandDataOption],
) -> bool {
    let mut options = options;
    // Down to the leaf's own options: poise already matched the subcommand (group) names.
    while let Some(inner) = options.iter().find_map(|o| match &o.value {
        serenity::CommandDataOptionValue::SubCommand(inner)
        | serenity::CommandDataOptionValue::SubCommandGroup(inner) => Some(inner),
        _ => None,
    }) {
        options = inner;
    }
    options
        .iter()
        .all(|o| command.parameters.iter().any(|p| p.name == o.name))
}
