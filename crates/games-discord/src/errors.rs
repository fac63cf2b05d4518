//! The one error path, and answers for interactions nothing else answers: every interaction
//! gets a reply, only for its sender, even a command or a button from an older version of
//! the bot (a client's cached command list after an update).

use super::observe::note;
use super::secrets::{redact, said};
use super::{Data, Error};
use games_messages::{say, Lang, Msg};
use games_metrics::Outcome;
use poise::serenity_prelude as serenity;

/// Answers privately with `msg`; failures to answer are only logged.
async fn tell(ctx: poise::Context<'_, Data, Error>, msg: &Msg) {
    let lang = Lang::from_locale(ctx.locale().unwrap_or("en"));
    let reply = poise::CreateReply::default()
        .allowed_mentions(super::respond::no_mentions())
        .content(say(lang, msg))
        .ephemeral(true);
    if let Err(e) = ctx.send(reply).await {
        tracing::warn!("could not answer: {}", said(&e));
    }
}

/// The answer to an autocomplete request we cannot serve: one choice that says so.
pub async fn outdated_autocomplete(
    http: &serenity::Http,
    interaction: &serenity::CommandInteraction,
) {
    note(Outcome::refused);
    let lang = Lang::from_locale(&interaction.locale);
    let text = super::limits::clip(&say(lang, &Msg::InteractionOutdated), 100);
    let choices = serenity::CreateAutocompleteResponse::new()
        .set_choices(vec![serenity::AutocompleteChoice::new(text, "")]);
    let response = serenity::CreateInteractionResponse::Autocomplete(choices);
    if let Err(e) = interaction.create_response(http, response).await {
        tracing::warn!("could not answer an autocomplete request: {}", said(&e));
    }
}

/// The private answer to a command or a button we do not know.
pub fn outdated_response(locale: &str) -> serenity::CreateInteractionResponse {
    note(Outcome::refused);
    let lang = Lang::from_locale(locale);
    let message = serenity::CreateInteractionResponseMessage::new()
        .allowed_mentions(super::respond::no_mentions())
        .content(say(lang, &Msg::InteractionOutdated))
        .ephemeral(true);
    serenity::CreateInteractionResponse::Message(message)
}

/// The one error path: faults are logged and the user told, privately, that something went
/// wrong; malformed or unknown interactions get a polite private answer.
pub async fn on_error(error: poise::FrameworkError<'_, Data, Error>) {
    // A command's fault or panic is ours; anything else refuses what was sent.
    match &error {
        poise::FrameworkError::Command { .. } | poise::FrameworkError::CommandPanic { .. } => {
            note(Outcome::fault)
        }
        poise::FrameworkError::ArgumentParse { .. }
        | poise::FrameworkError::CommandStructureMismatch { .. }
        | poise::FrameworkError::UnknownInteraction { .. }
        | poise::FrameworkError::CommandCheckFailed { .. }
        | poise::FrameworkError::GuildOnly { .. } => note(Outcome::refused),
        _ => note(Outcome::fault),
    }
    match error {
        poise::FrameworkError::Command { error, ctx, .. } => {
            // The fault with every cause beneath it: what failed and why (an HTTP error's URL
            // without the interaction's token).
            let error = said(&*error);
            tracing::error!(command = %ctx.command().qualified_name, "command failed: {error}");
            tell(ctx, &Msg::Internal).await;
        }
        poise::FrameworkError::CommandPanic { ctx, payload, .. } => {
            tracing::error!(command = %ctx.command().qualified_name, "command panicked: {payload:?}");
            tell(ctx, &Msg::Internal).await;
        }
        poise::FrameworkError::ArgumentParse { ctx, error, .. } => {
            tracing::warn!(command = %ctx.command().qualified_name, "bad option: {error}");
            tell(ctx, &Msg::MalformedOptions).await;
        }
        poise::FrameworkError::CommandStructureMismatch {
            ctx, description, ..
        } => {
            // An option of the wrong type or name (a stale client, or a hand-made request).
            tracing::warn!(command = %ctx.command().qualified_name, "malformed options: {description}");
            if ctx.interaction_type == poise::CommandInteractionType::Autocomplete {
                outdated_autocomplete(ctx.serenity_context().http.as_ref(), ctx.interaction).await;
            } else {
                tell(poise::Context::Application(ctx), &Msg::MalformedOptions).await;
            }
        }
        poise::FrameworkError::UnknownInteraction {
            interaction,
            framework,
            ..
        } => {
            tracing::warn!(command = %interaction.data.name, "unknown command or subcommand");
            let http = framework.serenity_context.http.as_ref();
            if interaction.data.autocomplete().is_some() {
                outdated_autocomplete(http, interaction).await;
            } else {
                let response = outdated_response(&interaction.locale);
                if let Err(e) = interaction.create_response(http, response).await {
                    tracing::warn!("could not answer an unknown command: {}", said(&e));
                }
            }
        }
        poise::FrameworkError::CommandCheckFailed { ctx, error, .. } => {
            // The one global check (`commands/options.rs`): an option this command lacks.
            tracing::warn!(command = %ctx.command().qualified_name, ?error, "an option the command does not have");
            match ctx {
                poise::Context::Application(a)
                    if a.interaction_type == poise::CommandInteractionType::Autocomplete =>
                {
                    outdated_autocomplete(ctx.serenity_context().http.as_ref(), a.interaction).await
                }
                _ => tell(ctx, &Msg::InteractionOutdated).await,
            }
        }
        poise::FrameworkError::GuildOnly { ctx, .. } => tell(ctx, &Msg::GuildOnly).await,
        poise::FrameworkError::EventHandler { error, event, .. } => {
            // A click or a modal whose answer failed: said here with its causes, redacted.
            let error = said(&*error);
            tracing::error!(event = event.snake_case_name(), "event failed: {error}");
        }
        other => {
            if let Err(e) = poise::builtins::on_error(other).await {
                tracing::error!("error while handling an error: {}", redact(&e.to_string()));
            }
        }
    }
}

/// Whether poise will leave this autocomplete request unanswered: the command and the focused
/// option exist, but the option has no autocomplete any more (a client's cached command list).
/// (An unknown command or option is answered by [`on_error`].)
pub fn autocomplete_unserved(
    commands: &[poise::Command<Data, Error>],
    interaction: &serenity::CommandInteraction,
) -> bool {
    let Some(focused) = interaction.data.autocomplete() else {
        return false;
    };
    let mut list = commands;
    let mut name = interaction.data.name.as_str();
    let mut options = interaction.data.options.as_slice();
    loop {
        let Some(cmd) = list.iter().find(|c| c.name == name) else {
            return false;
        };
        let sub = options.iter().find_map(|o| match &o.value {
            serenity::CommandDataOptionValue::SubCommand(inner)
            | serenity::CommandDataOptionValue::SubCommandGroup(inner) => {
                Some((o.name.as_str(), inner))
            }
            _ => None,
        });
        match sub {
            Some((sub_name, inner)) => {
                list = &cmd.subcommands;
                name = sub_name;
                options = inner.as_slice();
            }
            None => {
                return cmd
                    .parameters
                    .iter()
                    .find(|p| p.name == focused.name)
                    .is_some_and(|p| p.autocomplete_callback.is_none());
            }
        }
    }
}
