//! Service replies as Discord messages (content, ephemeral flag, PNG attachments, a menu of
//! legal moves), and the one way every interaction is answered in time: a reply that is not
//! ready within [`DEFER_AFTER`] is deferred first and sent after.

use super::limits::{clip, MAX_CONTENT};
use super::observe::sent;
use super::{panel, Context, Error};
use calcada_ids::failpoint;
use calcada_messages::{say, say_as, Lang, Markup, Msg};
use calcada_rules::Action;
use calcada_service::words::action_words;
use calcada_service::{Card, Choice, Fault, Reply};
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

/// The parts of a reply: its text, pictures, card, and its controls (a turn panel's; or a
/// menu of legal moves; or the buttons of `my games`, a page's or a replay's buttons). `tile`: see
/// [`panel::controls`]; `channel`: the game's, when its panel is shown in another channel.
pub fn parts(
    reply: &Reply,
    lang: Lang,
    tile: Option<calcada_rules::Symbol>,
    channel: Option<u64>,
) -> Parts {
    let rows = if reply.panel.is_some() {
        panel::controls(reply, lang, tile, channel)
    } else {
        menu(reply, lang)
            .into_iter()
            .chain(panel::turn_button_rows(reply, lang))
            .chain(panel::paging_row(reply, lang))
            .chain(super::replay::row(reply, lang))
            .chain(panel::piazza_confirm_row(reply, lang))
            .collect()
    };
    Parts {
        content: clip(&reply.text, MAX_CONTENT),
        files: reply
            .pictures
            .iter()
            .map(|p| serenity::CreateAttachment::bytes(p.bytes.clone(), p.name.clone()))
            .collect(),
        embeds: reply.card.iter().map(embed).collect(),
        rows,
        ephemeral: reply.private,
    }
}

/// A select menu of the reply's legal declarations or placements (at most 25, Discord's
/// limit), carrying the game and its move number so that a click after the game moved on, or
/// in the channel's next game, is recognised as stale.
fn menu(reply: &Reply, lang: Lang) -> Option<serenity::CreateActionRow> {
    let (game, version) = (reply.game?, reply.version?);
    let moves: Vec<&Choice> = reply
        .choices
        .iter()
        .filter(|c| matches!(c.action, Action::Place { .. } | Action::Declare { .. }))
        .collect();
    // At most 25 options: take the squares of every face-up tile in turn, so that a long
    // list (a declared 6 allows any square) still shows every tile.
    let symbol = |c: &Choice| match c.action {
        Action::Place { symbol, .. } => Some(symbol),
        _ => None,
    };
    let mut ranked: Vec<(usize, usize, &Choice)> = moves
        .iter()
        .enumerate()
        .map(|(i, c)| {
            (
                moves[..i].iter().filter(|o| symbol(o) == symbol(c)).count(),
                i,
                *c,
            )
        })
        .collect();
    ranked.sort_by_key(|(k, i, _)| (*k, *i));
    let mut chosen: Vec<(usize, &Choice)> = ranked
        .into_iter()
        .take(25)
        .map(|(_, i, c)| (i, c))
        .collect();
    chosen.sort_by_key(|(i, _)| *i);
    let options: Vec<serenity::CreateSelectMenuOption> = chosen
        .into_iter()
        .map(|(_, c)| {
            serenity::CreateSelectMenuOption::new(clip(&c.label, 100), action_words(&c.action))
        })
        .collect();
    if options.is_empty() {
        return None;
    }
    let kind = serenity::CreateSelectMenuKind::String { options };
    Some(serenity::CreateActionRow::SelectMenu(
        serenity::CreateSelectMenu::new(super::ids::menu_id(game, version), kind)
            .placeholder(say(lang, &Msg::MenuPlaceholder)),
    ))
}

/// The reply to a slash command.
pub fn create_reply(reply: &Reply, lang: Lang) -> poise::CreateReply {
    let p = parts(reply, lang, None, None);
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
fn channel_message(reply: &Reply, lang: Lang) -> serenity::CreateMessage {
    let p = parts(reply, lang, None, None);
    serenity::CreateMessage::new()
        .content(p.content)
        .allowed_mentions(no_mentions())
        .embeds(p.embeds)
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
    let lang = Lang::from_locale(ctx.locale().unwrap_or("en"));
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
                .send_message(ctx.http(), channel_message(&reply, lang)),
        )
        .await?;
        say_privately(ctx, &Msg::PostedInChannel).await?;
    } else {
        sent(ctx.send(create_reply(&reply, lang))).await?;
    }
    failpoint::hit("after-reply");
    Ok(())
}

/// How a click is answered: with a new message (only for the clicker unless the reply is
/// public), or by updating the message clicked (a panel). `channel`: the game's, when a
/// panel is shown in another channel (opened from `my games`): its controls name it.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum ClickAnswer {
    NewMessage {
        channel: Option<u64>,
    },
    Update {
        tile: Option<calcada_rules::Symbol>,
        channel: Option<u64>,
    },
}

impl ClickAnswer {
    /// A new message about the channel's own game.
    pub const NEW: ClickAnswer = ClickAnswer::NewMessage { channel: None };
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
        ClickAnswer::NewMessage { .. } => serenity::CreateInteractionResponse::Defer(
            serenity::CreateInteractionResponseMessage::new().ephemeral(true),
        ),
        ClickAnswer::Update { .. } => serenity::CreateInteractionResponse::Acknowledge,
    };
    let (reply, deferred) = in_time(call, async {
        sent(click.create_response(http, defer))
            .await
            .map_err(Error::from)
    })
    .await?;
    let reply = reply.unwrap_or_else(|fault| {
        tracing::error!("a click failed: {}", fault.chain());
        super::observe::note(calcada_metrics::Outcome::fault);
        Reply::private(say(lang, &Msg::Internal))
    });
    super::observe::note_answer(deferred, reply.refused);
    failpoint::hit("after-commit");
    match (how, deferred) {
        (ClickAnswer::Update { tile, channel }, false) => {
            let message = interaction_message(parts(&reply, lang, tile, channel));
            let response = serenity::CreateInteractionResponse::UpdateMessage(message);
            sent(click.create_response(http, response)).await?;
        }
        (ClickAnswer::Update { tile, channel }, true) => {
            let p = parts(&reply, lang, tile, channel);
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
        (ClickAnswer::NewMessage { channel }, false) => {
            let message = interaction_message(parts(&reply, lang, None, channel));
            let response = serenity::CreateInteractionResponse::Message(message);
            sent(click.create_response(http, response)).await?;
        }
        (ClickAnswer::NewMessage { channel }, true) => {
            // Deferred: the answer comes as a follow-up, whole (a panel keeps its picture and
            // its controls); a public answer goes to the channel.
            let followup = if reply.private {
                let p = parts(&reply, lang, None, channel);
                serenity::CreateInteractionResponseFollowup::new()
                    .content(p.content)
                    .embeds(p.embeds)
                    .components(p.rows)
                    .add_files(p.files)
            } else {
                sent(
                    click
                        .channel_id
                        .send_message(http, channel_message(&reply, lang)),
                )
                .await?;
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

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::{Square, Symbol};

    #[test]
    fn a_long_menu_still_shows_every_tile() {
        let mut reply = Reply::private("");
        reply.version = Some(7);
        reply.game = Some(3);
        for symbol in [Symbol::Star, Symbol::Fish, Symbol::Bonus] {
            for square in Square::all() {
                reply.choices.push(Choice {
                    label: format!("{symbol} {square}"),
                    action: Action::Place { symbol, square },
                });
            }
        }
        let row = serde_json::to_value(menu(&reply, Lang::En).unwrap()).unwrap();
        let menu = &row["components"][0];
        assert_eq!(menu["custom_id"], "calcada:move:3:7");
        let values: Vec<&str> = menu["options"]
            .as_array()
            .unwrap()
            .iter()
            .map(|o| o["value"].as_str().unwrap())
            .collect();
        assert_eq!(values.len(), 25);
        for tile in ["star", "fish", "bonus"] {
            assert!(
                values
                    .iter()
                    .any(|v| v.starts_with(&format!("place {tile} "))),
                "{tile} missing: {values:?}"
            );
        }
        assert!(values.iter().all(|v| v.len() <= 100));
    }
}
