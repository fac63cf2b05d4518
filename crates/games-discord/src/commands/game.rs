//! `/calcada ...`: the game in this channel (open, join, start, end, look at it) and the
//! server's results. The commands of a turn are top-level (`turn.rs`), a player's own
//! settings are `/calcada-me` (`me.rs`).

use super::choices::{
    BotChoice, GameChoice, LanguageChoice, RankingChoice, SideChoice, ThreadChoice,
};
use super::run;
use crate::limits::clip;
use crate::{caller, Context, Error};
use game_kit::BotLevel;
use games_ids::ids::UserId;
use games_messages::Lang;
use games_service::{ClockChoice, Command, Whom};
use poise::serenity_prelude as serenity;

/// Play Calçada, the game of Portuguese pavement tiles.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new_game",
        "join",
        "bot",
        "leave",
        "start",
        "end",
        "board",
        "table",
        "status",
        "history",
        "options",
        "super::moves::play_move",
        "rules",
        "language",
        "record",
        "replay",
        "results",
        "leaderboard",
        "stats"
    ),
    subcommand_required
)]
pub async fn calcada(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a game (of any the bot plays) in this channel or thread.
#[poise::command(slash_command, rename = "new")]
// One parameter per option Discord shows.
#[allow(clippy::too_many_arguments)]
async fn new_game(
    ctx: Context<'_>,
    game: Option<GameChoice>,
    side: Option<SideChoice>,
    #[min = 2]
    #[max = 4]
    players: Option<u8>,
    #[min = 0]
    #[max = 3]
    bots: Option<u8>,
    #[min = 1]
    #[max = 720]
    reminder_hours: Option<u32>,
    #[min = 1]
    #[max = 10]
    takeover: Option<u8>,
    language: Option<LanguageChoice>,
    hints: Option<bool>,
    stand_in: Option<BotChoice>,
    #[min = 1]
    #[max = 30]
    clock_days: Option<u32>,
    #[min = 0]
    #[max = 168]
    clock_bonus_hours: Option<u32>,
    clock_quiet: Option<bool>,
    thread: Option<ThreadChoice>,
) -> Result<(), Error> {
    let kinds = ctx.data().service.kinds();
    let game_index = game.map_or(0, |g| g.0);
    let command = Command::NewGame {
        game: game.and_then(|g| g.kind(&kinds)),
        board: side.map(|s| s.key().to_string()),
        max_players: players.map(usize::from),
        bots: vec![BotLevel::Normal; usize::from(bots.unwrap_or(0))],
        reminder_hours: reminder_hours.map(u64::from),
        bot_takes_over_after: takeover.map(u32::from),
        lang: language.map(Lang::from),
        hints,
        stand_in: stand_in.map(BotLevel::from),
        clock: ClockChoice {
            days: clock_days,
            bonus_hours: clock_bonus_hours,
            pauses_for_quiet: clock_quiet,
        },
    };
    match thread {
        Some(choice) => {
            let private = matches!(choice, ThreadChoice::Private);
            crate::threads::open(ctx, private, game_index, command).await
        }
        None => run(ctx, command).await,
    }
}

/// Take a seat in this channel's game before it starts.
#[poise::command(slash_command)]
async fn join(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Join).await
}

/// Leave this channel's game (once it runs, a bot plays your seat).
#[poise::command(slash_command)]
async fn leave(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Leave).await
}

/// Seat a bot player (the game's creator, before the start).
#[poise::command(slash_command)]
async fn bot(ctx: Context<'_>, kind: Option<BotChoice>) -> Result<(), Error> {
    let kind = kind.map_or(BotLevel::Normal, BotLevel::from);
    run(ctx, Command::AddBot { kind }).await
}

/// Start the game (its creator).
#[poise::command(slash_command)]
async fn start(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Start).await
}

/// The record of this channel's game, or of a game `results` lists, as a JSON file.
#[poise::command(slash_command)]
async fn record(ctx: Context<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    run(ctx, Command::Record { game }).await
}

/// Replay a game turn by turn, privately: this channel's, or a game `results` lists.
#[poise::command(slash_command)]
async fn replay(ctx: Context<'_>, #[min = 1] game: Option<i64>) -> Result<(), Error> {
    run(ctx, Command::Replay { game, turn: None }).await
}

/// This server's leaderboard: players by rating (bot levels apart) or by speed.
#[poise::command(slash_command)]
async fn leaderboard(
    ctx: Context<'_>,
    by: Option<RankingChoice>,
    game: Option<GameChoice>,
) -> Result<(), Error> {
    let by = by.map(Into::into).unwrap_or_default();
    let game = game.and_then(|g| g.kind(&ctx.data().service.kinds()));
    run(ctx, Command::Leaderboard { by, game }).await
}

/// A player's results in this server: recent games, best game (yours by default).
#[poise::command(slash_command)]
async fn stats(
    ctx: Context<'_>,
    player: Option<serenity::User>,
    game: Option<GameChoice>,
) -> Result<(), Error> {
    let user = player.map(|p| UserId(p.id.get()));
    let game = game.and_then(|g| g.kind(&ctx.data().service.kinds()));
    run(ctx, Command::Stats { user, game }).await
}

/// Change the language of this game's public messages (its creator, or an admin).
#[poise::command(slash_command)]
async fn language(ctx: Context<'_>, language: LanguageChoice) -> Result<(), Error> {
    run(
        ctx,
        Command::SetLanguage {
            lang: language.into(),
        },
    )
    .await
}

async fn complete_seat(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    let names = ctx
        .data()
        .service
        .seat_names(caller::of_context(ctx))
        .await
        .unwrap_or_default();
    let partial = partial.trim().to_lowercase();
    let choices = names
        .into_iter()
        .filter(|n| n.to_lowercase().contains(&partial))
        .take(25)
        .map(|n| serenity::AutocompleteChoice::new(clip(&n, 100), clip(&n, 100)))
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(choices)
}

/// Show a board: yours, or another player's (a bot's too).
#[poise::command(slash_command)]
async fn board(
    ctx: Context<'_>,
    #[autocomplete = "complete_seat"] player: Option<String>,
) -> Result<(), Error> {
    let whom = match player.as_deref().map(str::trim) {
        None | Some("") => Whom::Me,
        Some(p) => match p
            .strip_prefix("<@")
            .and_then(|r| r.strip_suffix('>'))
            .and_then(|id| id.trim_start_matches('!').parse().ok())
        {
            Some(id) => Whom::User(UserId(id)),
            None => Whom::Named(p.to_string()),
        },
    };
    run(ctx, Command::Board { whom }).await
}

/// The games played to their end in this channel, with their rankings.
#[poise::command(slash_command)]
async fn results(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Results { page: 0 }).await
}

/// Show the shared table: gameboard, scoreboard, face-up tiles.
#[poise::command(slash_command)]
async fn table(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Table).await
}

/// Whose turn it is, and everybody's points.
#[poise::command(slash_command)]
async fn status(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Status).await
}

/// The last moves of this game.
#[poise::command(slash_command)]
async fn history(
    ctx: Context<'_>,
    #[min = 1]
    #[max = 50]
    last: Option<u8>,
) -> Result<(), Error> {
    let last = last.map(usize::from);
    run(ctx, Command::History { last }).await
}

/// The rules in short.
#[poise::command(slash_command)]
async fn rules(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Rules).await
}

/// What you may do now, with menus to do it.
#[poise::command(slash_command)]
async fn options(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Options).await
}

/// End this channel's game now (its creator, or an admin).
#[poise::command(slash_command)]
async fn end(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::End).await
}
