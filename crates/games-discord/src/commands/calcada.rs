//! Calçada's own commands, top-level so they are short to type: `/declare`, `/nudge`,
//! `/place` (each offering the caller's legal actions of its kind through autocomplete, the
//! value the action in Calçada's notation) and `/refresh` (a colour from a fixed choice).
//! Each is read once into a typed action and sent in Calçada's notation as [`Command::Move`]
//! made for Calçada: in a channel playing another game it is refused with the command to use.

use super::run;
use crate::limits::clip;
use crate::respond::say_privately;
use crate::{caller, Context, Error};
use calcada_rules::{Action, Colour};
use games_service::calcada_words::{slash_move, SlashMove};
use games_service::{Command, MadeFor};
use poise::serenity_prelude as serenity;

/// A stone's colour, for `/refresh`.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum ColourChoice {
    Blue,
    Yellow,
    Red,
    Green,
    Black,
}

impl From<ColourChoice> for Colour {
    fn from(c: ColourChoice) -> Colour {
        match c {
            ColourChoice::Blue => Colour::Blue,
            ColourChoice::Yellow => Colour::Yellow,
            ColourChoice::Red => Colour::Red,
            ColourChoice::Green => Colour::Green,
            ColourChoice::Black => Colour::Black,
        }
    }
}

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
    run(ctx, step(action)).await
}

/// A step of Calçada's, as the service reads it: in its notation, made for Calçada.
fn step(action: Action) -> Command {
    Command::Move {
        text: action.to_string(),
        version: None,
        made_for: MadeFor::Kind(calcada_rules::KIND),
        confirmed: false,
    }
}

/// Place a face-up tile of the declared colour on your board.
#[poise::command(slash_command, guild_only)]
pub async fn place(
    ctx: Context<'_>,
    #[autocomplete = "complete_place"] tile: String,
) -> Result<(), Error> {
    run_move(ctx, &tile, is_place, SlashMove::Place).await
}

/// Plays the move a slash command's option names (`text`: an autocomplete value, the move in
/// the game's notation; or what the player typed), read once into a typed move of the
/// command's kind (`kind`, `make`: `games_service::calcada_words::slash_move`).
async fn run_move(
    ctx: Context<'_>,
    text: &str,
    kind: fn(&Action) -> bool,
    make: SlashMove,
) -> Result<(), Error> {
    match slash_move(text, kind, make) {
        Ok(action) => run(ctx, step(action)).await,
        Err(e) => {
            crate::observe::note(games_metrics::Outcome::refused);
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
        .map(|c| (c.label, c.notation))
        .filter(|(label, code)| {
            label.to_lowercase().contains(&partial) || code.to_lowercase().contains(&partial)
        })
        .take(25)
        .map(|(label, code)| serenity::AutocompleteChoice::new(clip(&label, 100), code))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(list)
}
