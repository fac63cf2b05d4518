//! Service replies as Discord messages (content, ephemeral flag, PNG attachments, a menu of
//! legal moves), and the one way every interaction is answered in time: a reply that is not
//! ready within [`DEFER_AFTER`] is deferred first and sent after.

use super::limits::{clip, MAX_CONTENT};
use super::observe::sent;
use super::{Context, Error};
use games_ids::failpoint;
use games_messages::{say, say_as, Lang, Markup, Msg};
use games_service::{Card, Fault, Reply};
use poise::serenity_prelude as serenity;
use std::future::Future;
use std::time::Duration;

/// Discord fails an interaction not answered within 3 seconds: past this, acknowledge first
/// (defer) and answer after.
pub const DEFER_AFTER: Duration = Duration::from_millis(1500);

/// Runs `call`; if it is not done after [`DEFER_AFTER`], runs `defer` (which acknowledges the
/// interaction) and then waits for it. Returns the result and whether it was deferred.
pub async fn in_time<T>(
    call: impl Future<Output = T>,
    defer: impl Future<Output = Result<(), Error>>,
) -> Result<(T, bool), Error> {
    tokio::pin!(call);
    tokio::select! {
        done = &mut call => return Ok((done, false)),
        _ = tokio::time::sleep(DEFER_AFTER) => {}
    }
    defer.await?;
    Ok((call.await, true))
}

/// Replies mention nobody: pings are the outbox's, one per turn.
pub(super) fn no_mentions() -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new()
}

/// A card as an embed, within Discord's limits (title 256, description 4,096, field names
/// 256 and values 1,024 characters, 25 fields, 6,000 characters in all).
pub fn embed(card: &Card) -> serenity::CreateEmbed {
    let mut left = 6000usize;
    let mut take = |text: &str, max: usize| {
        let t = clip(text, max.min(left.max(1)));
        left = left.saturating_sub(t.chars().count());
        t
    };
    let title = take(&card.title, 256);
    let description = take(&card.description, 4096);
    let mut e = serenity::CreateEmbed::new()
        .title(title)
        .description(description)
        .colour(0xB8860B);
    for (name, value) in card.fields.iter().take(25) {
        let (name, value) = (take(name, 256), take(value, 1024));
        e = e.field(name, value, false);
    }
    e
}

/// Everything a reply shows, whatever kind of Discord message carries it.
pub struct Parts {
    pub content: String,
    pub files: Vec<serenity::CreateAttachment>,
    pub embeds: Vec<serenity::CreateEmbed>,
    pub rows: Vec<serenity::CreateActionRow>,
    pub ephemeral: bool,
}

/// The parts of a reply: its text, pictures, card, and its controls (made by the service).
pub fn parts(reply: &Reply) -> Parts {
    Parts {
        content: clip(&reply.text, MAX_CONTENT),
        files: reply
            .pictures
            .iter()
            .map(|p| serenity::CreateAttachment::bytes(p.bytes.clone(), p.name.clone()))
            .collect(),
        embeds: reply.card.iter().map(embed).collect(),
        rows: super::controls::rows(&reply.controls),
        ephemeral: reply.private,
    }
}

/// The reply to a slash command.
pub fn create_reply(reply: &Reply) -> poise::CreateReply {
    let p = parts(reply);
    let mut b = poise::CreateReply::default()
        .content(p.content)
        .ephemeral(p.ephemeral)
        .allowed_mentions(no_mentions())
        .components(p.rows);
    for a in p.files {
        b = b.attachment(a);
    }
    for e in p.embeds {
        b = b.embed(e);
    }
    b
}

/// An interaction response message (a new message, or the update of the clicked one: an
/// update replaces the text, the pictures and the controls).
pub fn interaction_message(p: Parts) -> serenity::CreateInteractionResponseMessage {
    serenity::CreateInteractionResponseMessage::new()
        .content(p.content)
        .ephemeral(p.ephemeral)
        .allowed_mentions(no_mentions())
        .embeds(p.embeds)
        .components(p.rows)
        .files(p.files)
}

/// The same reply as an ordinary channel message (a public answer to a deferred, ephemeral
/// interaction).
pub(crate) fn channel_message(reply: &Reply) -> serenity::CreateMessage {
    let p = parts(reply);
    serenity::CreateMessage::new()
        .content(p.content)
        .allowed_mentions(no_mentions())
        .embeds(p.embeds)
        .components(p.rows)
        .files(p.files)
}

/// A private answer that is only text (names and commands as Discord shows them).
pub async fn say_privately(ctx: Context<'_>, msg: &Msg) -> Result<(), Error> {
    let lang = Lang::from_locale(ctx.locale().unwrap_or("en"));
    let reply = poise::CreateReply::default()
        .content(say_as(lang, Markup::Discord, msg))
        .ephemeral(true)
        .allowed_mentions(no_mentions());
    sent(ctx.send(reply)).await?;
    Ok(())
}

/// Answers a slash command with the service's answer to `call`, in time (see [`in_time`]).
/// A fault goes to the one error path (`on_error`), which tells the user privately.
pub async fn answer(
    ctx: Context<'_>,
    call: impl Future<Output = Result<Reply, Fault>>,
) -> Result<(), Error> {
    let (reply, deferred) = in_time(call, async {
        // Slow (another writer holds the database): keep the interaction alive.
        sent(ctx.defer_ephemeral()).await.map_err(Error::from)
    })
    .await?;
    let reply = reply?;
    super::observe::note_answer(deferred, reply.refused);
    failpoint::hit("after-commit");
    if deferred && !reply.private {
        sent(
            ctx.channel_id()
                .send_message(ctx.http(), channel_message(&reply)),
        )
        .await?;
        say_privately(ctx, &Msg::PostedInChannel).await?;
    } else {
        sent(ctx.send(create_reply(&reply))).await?;
    }
    failpoint::hit("after-reply");
    Ok(())
}

/// How a click is answered: with a new message (only for the clicker unless the reply is
/// public), or by updating the message clicked (a panel, a page, a replay).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClickAnswer {
    NewMessage,
    Update,
}

/// Answers a button or menu click with the service's answer to `call`, in time.
pub async fn answer_click(
    http: &serenity::Http,
    click: &serenity::ComponentInteraction,
    call: impl Future<Output = Result<Reply, Fault>>,
    how: ClickAnswer,
) -> Result<(), Error> {
    let lang = Lang::from_locale(&click.locale);
    let defer = match how {
        ClickAnswer::NewMessage => serenity::CreateInteractionResponse::Defer(
            serenity::CreateInteractionResponseMessage::new().ephemeral(true),
        ),
        ClickAnswer::Update => serenity::CreateInteractionResponse::Acknowledge,
    };
    let (reply, deferred) = in_time(call, async {
        sent(click.create_response(http, defer))
            .await
            .map_err(Error::from)
    })
    .await?;
    let reply = reply.unwrap_or_else(|fault| {
        tracing::error!("a click failed: {}", fault.chain());
        super::observe::note(games_metrics::Outcome::fault);
        Reply::private(say(lang, &Msg::Internal))
    });
    super::observe::note_answer(deferred, reply.refused);
    failpoint::hit("after-commit");
    match (how, deferred) {
        (ClickAnswer::Update, false) => {
            let message = interaction_message(parts(&reply));
            let response = serenity::CreateInteractionResponse::UpdateMessage(message);
            sent(click.create_response(http, response)).await?;
        }
        (ClickAnswer::Update, true) => {
            let p = parts(&reply);
            let mut edit = serenity::EditInteractionResponse::new()
                .allowed_mentions(no_mentions())
                .content(p.content)
                .embeds(p.embeds)
                .components(p.rows)
                .clear_attachments();
            for f in p.files {
                edit = edit.new_attachment(f);
            }
            sent(click.edit_response(http, edit)).await?;
        }
        (ClickAnswer::NewMessage, false) => {
            let message = interaction_message(parts(&reply));
            let response = serenity::CreateInteractionResponse::Message(message);
            sent(click.create_response(http, response)).await?;
        }
        (ClickAnswer::NewMessage, true) => {
            // Deferred: the answer comes as a follow-up, whole (a panel keeps its picture and
            // its controls); a public answer goes to the channel.
            let followup = if reply.private {
                let p = parts(&reply);
                serenity::CreateInteractionResponseFollowup::new()
                    .content(p.content)
                    .embeds(p.embeds)
                    .components(p.rows)
                    .add_files(p.files)
            } else {
                sent(click.channel_id.send_message(http, channel_message(&reply))).await?;
                serenity::CreateInteractionResponseFollowup::new()
                    .content(say(lang, &Msg::PostedInChannel))
            };
            let followup = followup.allowed_mentions(no_mentions()).ephemeral(true);
            sent(click.create_followup(http, followup)).await?;
        }
    }
    failpoint::hit("after-reply");
    Ok(())
}
