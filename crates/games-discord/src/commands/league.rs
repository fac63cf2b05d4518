//! `/calcada-league ...`: server leagues. Admins create, start, pause, resume and end a
//! league and drop a player (the service checks the right from the interaction); players sign
//! up and withdraw (here or with the buttons under the league's announcement) and ask for the
//! standings. The league's number is its option everywhere (`#3` is league 3).

use super::choices::{FormatChoice, GameChoice};
use crate::respond::{answer, say_privately};
use crate::{caller, permissions, Context, Error};
use games_ids::ids::UserId;
use games_messages::Msg;
use games_service::league::{Format, LeagueId, LeagueSetup};
use poise::serenity_prelude as serenity;

/// Server leagues: tables paired in rounds, standings kept.
#[poise::command(
    slash_command,
    rename = "calcada-league",
    guild_only,
    subcommands(
        "create",
        "signup",
        "withdraw",
        "start",
        "standings",
        "drop",
        "pause",
        "resume",
        "end"
    ),
    subcommand_required
)]
pub async fn calcada_league(_ctx: Context<'_>) -> Result<(), Error> {
    Ok(())
}

/// Create a league in this channel, open for sign-ups (server admins).
#[poise::command(slash_command)]
// One parameter per option Discord shows.
#[allow(clippy::too_many_arguments)]
async fn create(
    ctx: Context<'_>,
    #[min = 2]
    #[max = 4]
    players: u8,
    format: FormatChoice,
    game: Option<GameChoice>,
    #[min = 1]
    #[max = 20]
    rounds: Option<u32>,
    #[min = 1]
    #[max = 30]
    round_days: Option<u32>,
    #[min = 1]
    #[max = 30]
    clock_days: Option<u32>,
    #[min = 1]
    #[max = 30]
    signup_days: Option<u32>,
) -> Result<(), Error> {
    let who = caller::of_context(ctx);
    if who.is_admin {
        // Each table gets a thread of this channel: checked before anything is written.
        if let Some(refusal) = threads_refusal(ctx) {
            crate::observe::note(games_metrics::Outcome::refused);
            return say_privately(ctx, &refusal).await;
        }
    }
    let service = ctx.data().service.clone();
    let kinds = service.kinds();
    let Some(game) = game.map_or_else(|| kinds.first().copied(), |g| g.kind(&kinds)) else {
        return Ok(());
    };
    let format = match format {
        FormatChoice::RoundRobin => Format::RoundRobin,
        FormatChoice::Swiss => Format::Swiss {
            rounds: rounds.unwrap_or(3),
        },
    };
    let setup = LeagueSetup {
        game,
        table_size: usize::from(players),
        format,
        days_per_round: round_days.unwrap_or(7),
        clock_days,
        signup_until: signup_days.map(|d| service.now() + i64::from(d) * 86_400),
    };
    let lang = games_messages::Lang::supported(&who.guild_locale).unwrap_or_default();
    let call = async move {
        let (reply, made) = service
            .league_call(move |s| s.league_create(&who, setup))
            .await?;
        Ok(match made {
            Some(id) => crate::leagues::with_sign_up(reply, id, lang),
            None => reply,
        })
    };
    answer(ctx, call).await
}

/// Why a league cannot live in the interaction's channel, if it cannot: it is a thread, or
/// the bot may not make public threads there and post in them.
fn threads_refusal(ctx: Context<'_>) -> Option<Msg> {
    let poise::Context::Application(app) = ctx else {
        return None;
    };
    let interaction = app.interaction;
    if interaction
        .channel
        .as_ref()
        .is_some_and(|c| permissions::is_thread(c.kind))
    {
        return Some(Msg::LeagueInThread);
    }
    let lacks = interaction
        .app_permissions
        .map(|p| permissions::to_open_thread(p, false))
        .unwrap_or_default();
    (!lacks.is_empty()).then_some(Msg::BotLacksPermissions { missing: lacks })
}

/// Runs one of the service's league calls for the caller and answers with its reply.
async fn league(
    ctx: Context<'_>,
    f: impl FnOnce(&games_service::Service, &games_service::Caller) -> LeagueReply + Send + 'static,
) -> Result<(), Error> {
    let service = ctx.data().service.clone();
    let who = caller::of_context(ctx);
    answer(ctx, async move {
        service.league_call(move |s| f(s, &who)).await
    })
    .await
}

type LeagueReply = Result<games_service::Reply, games_service::Fault>;

/// Sign up for a league.
#[poise::command(slash_command)]
async fn signup(ctx: Context<'_>, #[min = 1] league: i64) -> Result<(), Error> {
    self::league(ctx, move |s, c| s.league_sign_up(c, LeagueId(league))).await
}

/// Leave a league (after its start, a stand-in bot plays your seats).
#[poise::command(slash_command)]
async fn withdraw(ctx: Context<'_>, #[min = 1] league: i64) -> Result<(), Error> {
    self::league(ctx, move |s, c| s.league_withdraw(c, LeagueId(league))).await
}

/// Close a league's sign-up and pair its first round (server admins).
#[poise::command(slash_command)]
async fn start(ctx: Context<'_>, #[min = 1] league: i64) -> Result<(), Error> {
    self::league(ctx, move |s, c| s.league_start(c, LeagueId(league))).await
}

/// A league's standings, as a picture and as text.
#[poise::command(slash_command)]
async fn standings(ctx: Context<'_>, #[min = 1] league: i64) -> Result<(), Error> {
    self::league(ctx, move |s, c| {
        s.league_standings_text(c, LeagueId(league))
    })
    .await
}

/// Drop a player from a league: a stand-in bot plays their seats (server admins).
#[poise::command(slash_command)]
async fn drop(
    ctx: Context<'_>,
    #[min = 1] league: i64,
    player: serenity::User,
) -> Result<(), Error> {
    let user = UserId(player.id.get());
    self::league(ctx, move |s, c| s.league_drop(c, LeagueId(league), user)).await
}

/// Pause a league: no round ends and none is paired (server admins).
#[poise::command(slash_command)]
async fn pause(ctx: Context<'_>, #[min = 1] league: i64) -> Result<(), Error> {
    self::league(ctx, move |s, c| s.league_pause(c, LeagueId(league), true)).await
}

/// Resume a paused league (server admins).
#[poise::command(slash_command)]
async fn resume(ctx: Context<'_>, #[min = 1] league: i64) -> Result<(), Error> {
    self::league(ctx, move |s, c| s.league_pause(c, LeagueId(league), false)).await
}

/// End a league now: its standings are final (server admins).
#[poise::command(slash_command)]
async fn end(ctx: Context<'_>, #[min = 1] league: i64) -> Result<(), Error> {
    self::league(ctx, move |s, c| s.league_end(c, LeagueId(league))).await
}
