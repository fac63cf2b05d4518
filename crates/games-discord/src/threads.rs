//! A game in its own thread (`/calcada new thread:…`): the bot's rights to make the thread
//! and post in it are checked first (each one missing is named, nothing is made), then the
//! options with the service (nothing written), then the thread is made (serenity's client,
//! which waits out a 429; any failure: nothing is opened, the player is told to try again),
//! and the game opens in it: its channel is the thread, so every notice, ping and reminder
//! goes there and every command typed there acts on it. The answer in the channel links the
//! thread and carries a Join button, which seats the player and adds them to the thread (a
//! private thread is only seen by its members).
//!
//! The thread is named when it is made, for the game and its host ("Calçada · Ana"), and not
//! renamed at the start: the game's number is only known once it is written, a rename is one
//! more request that can fail (Discord allows two per ten minutes per channel), and the
//! thread shows the seats and the number from its first message on.

use super::respond::{channel_message, say_privately};
use super::{caller, permissions, Context, Data, Error};
use games_ids::ids::ChannelId;
use games_messages::{say, say_as, Lang, Markup, Msg};
use games_service::controls::kit::{Button, Row, Style};
use games_service::{Command, DeliveryError, Fault, Reply};
use poise::serenity_prelude as serenity;
use std::time::Duration;
use unicode_segmentation::UnicodeSegmentation;

/// Discord's limit on a thread's name, in characters.
pub const MAX_THREAD_NAME: usize = 100;

/// The start of a Join button's id; the thread's id follows. The adapter's own button: the
/// service's ids never start so.
const JOIN: &str = "calcada-thread-join:";

/// A thread's name: the game's and the names of those seated, whitespace made single spaces,
/// within [`MAX_THREAD_NAME`] characters, cut between whole characters as the reader sees
/// them (a letter with its accents, an emoji with its joiners) and marked with an ellipsis.
pub fn thread_name(lang: Lang, game: &str, names: &[&str]) -> String {
    let one_line = |s: &str| s.split_whitespace().collect::<Vec<_>>().join(" ");
    let names = names
        .iter()
        .map(|n| one_line(n))
        .collect::<Vec<_>>()
        .join(", ");
    let full = say(
        lang,
        &Msg::ThreadName {
            game: one_line(game),
            names: names.into(),
        },
    );
    if full.chars().count() <= MAX_THREAD_NAME {
        return full;
    }
    let mut cut = String::new();
    let mut count = 0;
    for g in full.graphemes(true) {
        let n = g.chars().count();
        if count + n > MAX_THREAD_NAME - 1 {
            break;
        }
        cut.push_str(g);
        count += n;
    }
    let mut cut = cut
        .trim_end()
        .trim_end_matches([',', '·'])
        .trim_end()
        .to_string();
    cut.push('…');
    cut
}

/// A refusal, privately, in the caller's language.
fn refused(lang: Lang, msg: &Msg) -> Reply {
    Reply {
        refused: true,
        ..Reply::private(say_as(lang, Markup::Discord, msg))
    }
}

/// The game's name as the command's `game` option shows it in `lang` (its choice `index`).
fn game_name(ctx: Context<'_>, index: usize, lang: Lang) -> String {
    let choice = ctx
        .command()
        .parameters
        .iter()
        .find(|p| p.name == "game")
        .and_then(|p| p.choices.get(index));
    match choice {
        Some(c) => c
            .localizations
            .iter()
            .find(|(l, _)| l == lang.code())
            .map_or_else(|| c.name.to_string(), |(_, n)| n.to_string()),
        None => {
            games_messages::command_text(lang, "cmd-calcada-new--game-choice-0").unwrap_or_default()
        }
    }
}

/// Opens the game `command` asks for (a `NewGame`, its game the `game` option's choice
/// `game_index`) in a new thread of the interaction's channel, a private one if `private`.
pub async fn open(
    ctx: Context<'_>,
    private: bool,
    game_index: usize,
    command: Command,
) -> Result<(), Error> {
    let poise::Context::Application(app) = ctx else {
        return Ok(());
    };
    let interaction = app.interaction;
    let lang = Lang::from_locale(ctx.locale().unwrap_or("en"));
    if interaction
        .channel
        .as_ref()
        .is_some_and(|c| permissions::is_thread(c.kind))
    {
        super::observe::note(games_metrics::Outcome::refused);
        return say_privately(ctx, &Msg::ThreadInThread).await;
    }
    let lacks = interaction
        .app_permissions
        .map(|p| permissions::to_open_thread(p, private))
        .unwrap_or_default();
    if !lacks.is_empty() {
        super::observe::note(games_metrics::Outcome::refused);
        return say_privately(ctx, &Msg::BotLacksPermissions { missing: lacks }).await;
    }
    // The bot's rights in the thread are its rights in the channel, those of a thread.
    let in_thread = interaction
        .app_permissions
        .map(|p| permissions::missing(p, true));
    let caller = caller::of_context(ctx).bot_missing(in_thread.unwrap_or_default());
    let game_lang = match &command {
        Command::NewGame { lang: Some(l), .. } => *l,
        _ => Lang::supported(&caller.guild_locale).unwrap_or_default(),
    };
    let name = thread_name(
        game_lang,
        &game_name(ctx, game_index, game_lang),
        &[&caller.name],
    );
    let service = ctx.data().service.clone();
    let http = ctx.serenity_context().http.clone();
    let parent = ctx.channel_id();
    let call = async move {
        if let Some(refusal) = service
            .check_new_game(caller.clone(), command.clone())
            .await?
        {
            return Ok(Reply {
                refused: true,
                ..Reply::private(refusal)
            });
        }
        let kind = match private {
            true => serenity::ChannelType::PrivateThread,
            false => serenity::ChannelType::PublicThread,
        };
        let made = serenity::CreateThread::new(name)
            .kind(kind)
            .auto_archive_duration(serenity::AutoArchiveDuration::OneWeek);
        let thread = match parent.create_thread(&http, made).await {
            Ok(t) => t.id,
            Err(e) => {
                tracing::warn!(channel = %parent, "no thread made: {}", super::secrets::said(&e));
                return Ok(refused(lang, &Msg::ThreadFailed));
            }
        };
        if private {
            let user = serenity::UserId::new(caller.user.0.max(1));
            if let Err(e) = thread.add_thread_member(&http, user).await {
                // The host is seated; pressing Join adds them to the thread.
                tracing::warn!(%thread, "the host is not in their thread: {}", super::secrets::said(&e));
            }
        }
        let mut in_thread = caller;
        in_thread.channel = ChannelId(thread.get());
        let reply = service.handle(in_thread, command).await;
        if reply.as_ref().map_or(true, |r| r.refused) {
            // Nothing was opened (another command came first, or a fault): the thread goes.
            if let Err(e) = thread.delete(&http).await {
                tracing::warn!(%thread, "an empty thread stays: {}", super::secrets::said(&e));
            }
            return reply;
        }
        let reply = reply?;
        post_in_thread(&http, thread, &reply, "the game's opening").await;
        Ok(opened(game_lang, thread))
    };
    super::respond::answer(ctx, call).await
}

/// Waits before each new try of a post in a thread that failed in a way that passes (a 5xx,
/// a timeout; serenity waits out a 429 itself).
const THREAD_POST_RETRIES: [Duration; 2] = [Duration::from_secs(1), Duration::from_secs(3)];

/// Posts `reply` in `thread` (the game's opening, a join), tried again after a failure that
/// passes, with a nonce Discord enforces so a post that went through but whose answer was
/// lost is shown once. What still fails is logged: the game is stored all the same, and the
/// channel's answer links the thread and its Join button.
async fn post_in_thread(
    http: &serenity::Http,
    thread: serenity::ChannelId,
    reply: &Reply,
    what: &str,
) {
    // Unique among the thread's recent messages (at most 25 characters).
    let made = std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .map_or(0, |d| d.as_nanos() as u64);
    let nonce = format!("t{made:x}");
    let mut waits = THREAD_POST_RETRIES.iter();
    loop {
        let message = channel_message(reply)
            .nonce(serenity::Nonce::String(nonce.clone()))
            .enforce_nonce(true);
        let error = match thread.send_message(http, message).await {
            Ok(_) => return,
            Err(e) => e,
        };
        let passes = matches!(
            crate::deliver::classify(&error),
            DeliveryError::Retry { .. }
        );
        match waits.next() {
            Some(wait) if passes => tokio::time::sleep(*wait).await,
            _ => {
                tracing::warn!(%thread, "{what} was not posted in its thread: {}", super::secrets::said(&error));
                return;
            }
        }
    }
}

/// The answer in the channel: where the game is, and a button to join it.
fn opened(lang: Lang, thread: serenity::ChannelId) -> Reply {
    let join = Button::new(
        format!("{JOIN}{thread}"),
        say(lang, &Msg::ThreadJoinButton),
        Style::Primary,
    );
    Reply {
        controls: vec![Row::Buttons(vec![join])],
        ..Reply::public(say(
            lang,
            &Msg::ThreadOpened {
                thread: format!("<#{thread}>"),
            },
        ))
    }
}

/// The thread a Join button names, if `id` is one.
pub fn join_target(id: &str) -> Option<serenity::ChannelId> {
    let id: u64 = id.strip_prefix(JOIN)?.parse().ok()?;
    (id > 0).then(|| serenity::ChannelId::new(id))
}

/// A Join button pressed: the player is seated in the thread's game (its answer posted in the
/// thread) and added to the thread. A player seated before is added again (a first attempt
/// Discord did not complete).
pub async fn join(
    ctx: &serenity::Context,
    data: &Data,
    click: &serenity::ComponentInteraction,
    thread: serenity::ChannelId,
) -> Result<(), Error> {
    let lang = Lang::from_locale(&click.locale);
    let http = ctx.http.clone();
    let mut caller = caller::of_click(click);
    caller.channel = ChannelId(thread.get());
    caller.bot_missing = click.app_permissions.map(|p| permissions::missing(p, true));
    let service = data.service.clone();
    let user = click.user.id;
    let call = async move {
        let reply = service.handle(caller, Command::Join).await?;
        let seated_before =
            reply.refused && reply.text == say_as(lang, Markup::Discord, &Msg::AlreadySeated);
        if reply.refused && !seated_before {
            return Ok::<Reply, Fault>(reply);
        }
        if !reply.refused {
            post_in_thread(&http, thread, &reply, "a join").await;
        }
        let link = format!("<#{thread}>");
        Ok(match thread.add_thread_member(&http, user).await {
            Ok(()) => Reply::private(say(lang, &Msg::ThreadJoined { thread: link })),
            Err(e) => {
                tracing::warn!(%thread, "a player was not added to the thread: {}", super::secrets::said(&e));
                Reply::private(say(lang, &Msg::ThreadJoinFailed { thread: link }))
            }
        })
    };
    super::respond::answer_click(
        &ctx.http,
        click,
        call,
        super::respond::ClickAnswer::NewMessage,
    )
    .await
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn join_ids_name_their_thread() {
        let id = format!("{JOIN}{}", 1234567890123u64);
        assert!(id.len() <= crate::limits::MAX_CUSTOM_ID);
        assert_eq!(
            join_target(&id),
            Some(serenity::ChannelId::new(1234567890123))
        );
        assert_eq!(join_target("calcada-thread-join:0"), None);
        assert_eq!(join_target("p:1"), None);
    }

    #[test]
    fn names_in_any_script_stay_within_discords_limit_cut_cleanly() {
        let short = thread_name(Lang::En, "Calçada", &["Ana", "Bruno"]);
        assert_eq!(short, "Calçada · Ana, Bruno");
        let long = [
            "Ана Мария Петрова-Иванова",
            "山田太郎と愉快な仲間たち",
            "Zoë 👩‍👩‍👧‍👦 Müller-Lüdenscheidt",
            "محمد عبد الرحمن",
            "e\u{301}\u{301}\u{301}".repeat(20).leak(),
        ];
        for lang in Lang::ALL {
            let name = thread_name(lang, "Calçada", &long);
            assert!(name.chars().count() <= MAX_THREAD_NAME, "{name}");
            assert!(name.ends_with('…'), "{name}");
            // Every whole character the cut kept is one of the full name's.
            let full = format!("Calçada · {}", long.join(", "));
            let kept: Vec<&str> = name.trim_end_matches('…').graphemes(true).collect();
            let whole: Vec<&str> = full.graphemes(true).take(kept.len()).collect();
            assert_eq!(kept, whole);
        }
        let spaced = thread_name(Lang::En, "Calçada", &["Ana\n\n  Maria"]);
        assert_eq!(spaced, "Calçada · Ana Maria");
    }
}
