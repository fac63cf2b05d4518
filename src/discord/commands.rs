//! The slash commands: `/calcada ...` for players and `/calcada-admin ...` for server admins.
//! Each one turns its options into a service `Command` and shows the reply; no game rules
//! live here. Options offer only legal choices through autocomplete, and every value is
//! checked again by the service.

use super::respond::send;
use super::{caller, Context, Error};
use crate::bots::BotKind;
use crate::engine::{Action, Colour};
use crate::service::words::{action_words, parse_action, LineError};
use crate::service::{Command, Whom};
use crate::store::UserId;
use poise::serenity_prelude as serenity;

/// Board sides.
#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum SideChoice {
    #[name = "A (8 districts)"]
    A,
    #[name = "B (9 districts)"]
    B,
}

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

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum BotChoice {
    #[name = "Greedy (plays for points)"]
    Greedy,
    #[name = "Random (any legal move)"]
    Random,
}

impl From<BotChoice> for BotKind {
    fn from(b: BotChoice) -> BotKind {
        match b {
            BotChoice::Greedy => BotKind::Greedy,
            BotChoice::Random => BotKind::Random,
        }
    }
}

#[derive(Debug, Clone, Copy, poise::ChoiceParameter)]
pub enum NotifyChoice {
    #[name = "In the channel only"]
    Channel,
    #[name = "Also by direct message"]
    Dm,
}

async fn run(ctx: Context<'_>, command: Command) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let call = service.handle(caller(ctx), command);
    tokio::pin!(call);
    tokio::select! {
        reply = &mut call => return send(ctx, reply?).await,
        _ = tokio::time::sleep(super::DEFER_AFTER) => {}
    }
    // Slow (another writer holds the database): keep the interaction alive, then answer.
    ctx.defer_ephemeral().await?;
    let reply = call.await?;
    super::respond::send_deferred(ctx, reply).await
}

/// Runs a game action given in words (an autocomplete value, or what the user typed).
async fn run_words(ctx: Context<'_>, words: &str) -> Result<(), Error> {
    match parse_action(words) {
        Ok(action) => {
            run(
                ctx,
                Command::Act {
                    action,
                    version: None,
                },
            )
            .await
        }
        Err(e) => {
            let lang = crate::messages::Lang::from_locale(ctx.locale().unwrap_or("en"));
            send(ctx, crate::service::Reply::private(e.words(lang))).await
        }
    }
}

/// Autocomplete: the caller's legal actions of one kind, filtered by what is typed.
async fn complete(
    ctx: Context<'_>,
    partial: &str,
    kind: fn(&Action) -> bool,
    strip: &str,
) -> serenity::CreateAutocompleteResponse {
    let choices = ctx
        .data()
        .service
        .legal_choices(caller(ctx))
        .await
        .unwrap_or_default();
    let partial = partial.trim().to_lowercase();
    let list = choices
        .into_iter()
        .filter(|c| kind(&c.action))
        .filter(|c| {
            c.label.to_lowercase().contains(&partial) || action_words(&c.action).contains(&partial)
        })
        .take(25)
        .map(|c| {
            let value = action_words(&c.action)
                .trim_start_matches(strip)
                .trim()
                .to_string();
            serenity::AutocompleteChoice::new(truncate(&c.label, 100), value)
        })
        .collect();
    serenity::CreateAutocompleteResponse::new().set_choices(list)
}

fn truncate(s: &str, max: usize) -> String {
    if s.chars().count() <= max {
        s.to_string()
    } else {
        let mut t: String = s.chars().take(max - 1).collect();
        t.push('…');
        t
    }
}

async fn complete_declare(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(
        ctx,
        partial,
        |a| matches!(a, Action::Declare { .. }),
        "declare",
    )
    .await
}

async fn complete_nudge(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, |a| matches!(a, Action::Nudge { .. }), "nudge").await
}

async fn complete_place(ctx: Context<'_>, partial: &str) -> serenity::CreateAutocompleteResponse {
    complete(ctx, partial, |a| matches!(a, Action::Place { .. }), "place").await
}

/// Play Calçada, the game of Portuguese pavement tiles.
#[poise::command(
    slash_command,
    guild_only,
    subcommands(
        "new_game", "join", "leave", "bot", "start", "nudge", "declare", "refresh", "place",
        "board", "table", "status", "history", "rules", "options", "notify", "end"
    ),
    subcommand_required
)]
pub async fn calcada(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Open a game of Calçada in this channel or thread.
#[poise::command(slash_command, rename = "new")]
async fn new_game(
    ctx: Context<'_>,
    #[description = "Board side (default A)"] side: Option<SideChoice>,
    #[description = "Most players, 2 to 4 (default 4)"]
    #[min = 2]
    #[max = 4]
    players: Option<u8>,
    #[description = "Bots to seat now (greedy)"]
    #[min = 0]
    #[max = 3]
    bots: Option<u8>,
    #[description = "Remind a player who has not moved after this many hours (default 24)"]
    #[min = 1]
    #[max = 720]
    reminder_hours: Option<u32>,
    #[description = "After this many missed reminders a bot plays the turn (default: never)"]
    #[min = 1]
    #[max = 10]
    takeover: Option<u8>,
) -> Result<(), Error> {
    let command = Command::NewGame {
        board: side.map(|s| format!("{s:?}")),
        max_players: players.map(usize::from),
        bots: vec![BotKind::Greedy; usize::from(bots.unwrap_or(0))],
        reminder_hours: reminder_hours.map(u64::from),
        bot_takes_over_after: takeover.map(u32::from),
    };
    run(ctx, command).await
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
async fn bot(
    ctx: Context<'_>,
    #[description = "Which bot (default greedy)"] kind: Option<BotChoice>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::AddBot {
            kind: kind.map_or(BotKind::Greedy, BotKind::from),
        },
    )
    .await
}

/// Start the game (its creator).
#[poise::command(slash_command)]
async fn start(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::Start).await
}

/// Bonus: spend a bonus tile to move a stone one space clockwise, before declaring.
#[poise::command(slash_command)]
async fn nudge(
    ctx: Context<'_>,
    #[description = "The stone to nudge: space and colour, e.g. 3 yellow"]
    #[autocomplete = "complete_nudge"]
    stone: String,
) -> Result<(), Error> {
    run_words(ctx, &format!("nudge {stone}")).await
}

/// Declare a stone (its space's stone count is your number) and move it one space on.
#[poise::command(slash_command)]
async fn declare(
    ctx: Context<'_>,
    #[description = "Space and colour, e.g. 3 yellow: only legal declarations are offered"]
    #[autocomplete = "complete_declare"]
    stone: String,
) -> Result<(), Error> {
    run_words(ctx, &format!("declare {stone}")).await
}

/// Bonus: spend a bonus tile to replace a colour's face-up tiles.
#[poise::command(slash_command)]
async fn refresh(
    ctx: Context<'_>,
    #[description = "The colour to refresh"] colour: ColourChoice,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Act {
            action: Action::Refresh {
                colour: colour.into(),
            },
            version: None,
        },
    )
    .await
}

/// Place a face-up tile of the declared colour on your board.
#[poise::command(slash_command)]
async fn place(
    ctx: Context<'_>,
    #[description = "Tile and square, e.g. star C4: only legal placements are offered"]
    #[autocomplete = "complete_place"]
    tile: String,
) -> Result<(), Error> {
    run_words(ctx, &format!("place {tile}")).await
}

/// Show a board: yours, or another player's.
#[poise::command(slash_command)]
async fn board(
    ctx: Context<'_>,
    #[description = "Whose board (default yours)"] player: Option<serenity::User>,
) -> Result<(), Error> {
    let whom = player.map_or(Whom::Me, |u| Whom::User(UserId(u.id.get())));
    run(ctx, Command::Board { whom }).await
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
    #[description = "How many moves (default 10)"]
    #[min = 1]
    #[max = 50]
    last: Option<u8>,
) -> Result<(), Error> {
    run(
        ctx,
        Command::History {
            last: last.map(usize::from),
        },
    )
    .await
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

/// How you are told that it is your turn.
#[poise::command(slash_command)]
async fn notify(
    ctx: Context<'_>,
    #[description = "Where to be told"] how: NotifyChoice,
) -> Result<(), Error> {
    run(
        ctx,
        Command::Notify {
            dm: matches!(how, NotifyChoice::Dm),
        },
    )
    .await
}

/// End this channel's game now (its creator, or an admin).
#[poise::command(slash_command)]
async fn end(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::End).await
}

/// Manage the server's Calçada games (server admins).
#[poise::command(
    slash_command,
    rename = "calcada-admin",
    guild_only,
    default_member_permissions = "MANAGE_GUILD",
    subcommands("list", "admin_end", "replace", "reminder"),
    subcommand_required
)]
pub async fn calcada_admin(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Every game in this server: channel, players, whose turn and since when.
#[poise::command(slash_command)]
async fn list(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::List).await
}

/// End this channel's game.
#[poise::command(slash_command, rename = "end")]
async fn admin_end(ctx: Context<'_>) -> Result<(), Error> {
    run(ctx, Command::End).await
}

/// Let a bot play a player's seat in this channel's game from now on.
#[poise::command(slash_command)]
async fn replace(
    ctx: Context<'_>,
    #[description = "The player to replace"] player: serenity::User,
) -> Result<(), Error> {
    run(
        ctx,
        Command::ReplaceWithBot {
            whom: Whom::User(UserId(player.id.get())),
        },
    )
    .await
}

/// The server's default reminder interval for new games.
#[poise::command(slash_command)]
async fn reminder(
    ctx: Context<'_>,
    #[description = "Hours a player may take before a reminder"]
    #[min = 1]
    #[max = 720]
    hours: u32,
) -> Result<(), Error> {
    run(
        ctx,
        Command::SetReminder {
            hours: u64::from(hours),
        },
    )
    .await
}

/// Every command of the bot.
pub fn all() -> Vec<poise::Command<super::Data, Error>> {
    vec![calcada(), calcada_admin()]
}

/// A stale or unknown menu value is explained, never obeyed.
pub fn menu_action(value: &str) -> Result<Action, LineError> {
    parse_action(value)
}
