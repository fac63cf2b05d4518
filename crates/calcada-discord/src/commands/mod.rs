//! The slash commands, one module per command group: the commands of a turn, top-level so
//! they are short to type (`/turn`, `/declare`, `/nudge`, `/place`, `/refresh`, `/hint`:
//! `turn.rs`), `/calcada ...` for the game in a channel (`game.rs`), `/calcada-me ...` for a
//! player's own settings (`me.rs`) and `/calcada-admin ...` for server admins (`admin.rs`),
//! with their fixed choices as enums (`choices.rs`). `options.rs` refuses an interaction
//! naming an option the command does not have (a client's cached command list). Each command turns its options into a service `Command`
//! and answers with the reply; no game rules live here. Options that name a move offer only
//! legal choices through autocomplete, and every value is checked again by the service.

mod admin;
mod choices;
mod game;
mod league;
pub mod localize;
mod me;
mod moves;
pub mod options;
mod piazza;
mod turn;

pub use choices::ThreadChoice;

use super::limits::clip;
use super::respond::{answer, say_privately};
use super::{caller, Context, Data, Error};
use calcada_rules::Action;
use calcada_service::words::{slash_move, SlashMove};
use calcada_service::{Command, MadeFor};
use poise::serenity_prelude as serenity;

/// Every command of the bot, for the built-in games.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    all_playing(&calcada_service::builtin_games())
}

/// Every command of the bot for the games of `games`: the game options offer those games.
pub fn all_playing(games: &calcada_service::Registry) -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        turn::turn(),
        turn::declare(),
        turn::nudge(),
        turn::place(),
        turn::refresh(),
        turn::hint(),
        game::calcada(),
        piazza::piazza(),
        me::calcada_me(),
        admin::calcada_admin(),
        league::calcada_league(),
    ];
    localize::localize(&mut commands);
    localize::game_choices(&mut commands, games);
    commands
}

/// Asks the service and answers the interaction.
async fn run(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    answer(ctx, service.handle(caller::of_context(ctx), command)).await
}

/// Plays the move a slash command's option names (`text`: an autocomplete value, the move in
/// the game's notation; or what the player typed), read once into a typed move of the
/// command's kind (`kind`, `make`: `calcada_service::words::slash_move`).
async fn run_move(
    ctx: Context<'_>,
    text: &str,
    kind: fn(&Action) -> bool,
    make: SlashMove,
) -> Result<(), Error> {
    match slash_move(text, kind, make) {
        Ok(action) => {
            let (version, made_for) = (None, MadeFor::Now);
            let command = Command::Act {
                action,
                version,
                made_for,
            };
            run(ctx, command).await
        }
        Err(e) => {
            super::observe::note(calcada_metrics::Outcome::refused);
            say_privately(ctx, &e.msg()).await
        }
    }
}

/// Autocomplete: the caller's legal actions of one kind, filtered by what is typed; each
/// choice's value is the move in the game's notation.
async fn complete(
    ctx: Context<'_>,
    partial: &str,
    kind: fn(&Action) -> bool,
) -> serenity::CreateAutocompleteResponse {
    let choices = ctx
        .data()
        .service
        .legal_choices(caller::of_context(ctx), kind)
        .await
        .unwrap_or_default();
    let partial = partial.trim().to_lowercase();
    let list = choices
        .into_iter()
        .map(|c| (c.label, c.action.to_string()))
        .filter(|(label, code)| {
            label.to_lowercase().contains(&partial) || code.to_lowercase().contains(&partial)
        })
        .take(25)
        .map(|(label, code)| serenity::AutocompleteChoice::new(clip(&label, 100), code))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(list)
}
