//! The slash commands, one module per command group: the commands of a turn, top-level so
//! they are short to type (`/turn`, `/hint`: `turn.rs`; a game's own move commands: the
//! module named for it; any game's `/calcada move`: `moves.rs`), `/calcada ...` for the game in a channel (`game.rs`),
//! `/calcada-me ...` for a player's own settings (`me.rs`) and `/calcada-admin ...` for
//! server admins (`admin.rs`), with their fixed choices as enums (`choices.rs`). `options.rs`
//! refuses an interaction naming an option the command does not have (a client's cached
//! command list). Each command turns its options into a service `Command` and answers with
//! the reply; no game rules live here. Options that name a move offer only legal choices
//! through autocomplete, and every value is checked again by the service.

mod admin;
mod calcada;
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

use super::respond::answer;
use super::{caller, Context, Data, Error};
use games_service::Command;

/// Every command of the bot, for the built-in games.
pub fn all() -> Vec<poise::Command<Data, Error>> {
    all_playing(&games_service::builtin_games())
}

/// Every command of the bot for the games of `games`: the game options offer those games.
pub fn all_playing(games: &games_service::Registry) -> Vec<poise::Command<Data, Error>> {
    let mut commands = vec![
        turn::turn(),
        calcada::declare(),
        calcada::nudge(),
        calcada::place(),
        calcada::refresh(),
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
