//! Service replies as Discord messages: content, ephemeral flag, PNG attachments, the
//! mention of whoever is next, and a menu of legal placements.

use super::{Context, Error};
use crate::engine::Action;
use crate::messages::service::{say, Msg};
use crate::messages::Lang;
use crate::service::words::action_words;
use crate::service::Reply;
use poise::serenity_prelude as serenity;

/// Discord's limit is 2000 characters; leave room for the mentions.
const MAX_CONTENT: usize = 1900;

/// Prefix of our component custom ids: `calcada:<game version>`.
pub const MENU_PREFIX: &str = "calcada:";

fn content(reply: &Reply) -> String {
    let mut text: String = reply.text.chars().take(MAX_CONTENT).collect();
    for u in &reply.mentions {
        text.push_str(&format!(" <@{u}>"));
    }
    text
}

fn mentions(reply: &Reply) -> serenity::CreateAllowedMentions {
    serenity::CreateAllowedMentions::new().users(
        reply
            .mentions
            .iter()
            .map(|u| serenity::UserId::new(u.0.max(1))),
    )
}

fn attachments(reply: &Reply) -> Vec<serenity::CreateAttachment> {
    reply
        .pictures
        .iter()
        .map(|p| serenity::CreateAttachment::bytes(p.bytes.clone(), p.name.clone()))
        .collect()
}

/// A select menu of the reply's legal placements (at most 25, Discord's limit), carrying the
/// game version so that a click after the game moved on is recognised as stale.
fn menu(reply: &Reply, lang: Lang) -> Option<serenity::CreateActionRow> {
    let version = reply.version?;
    let moves: Vec<&crate::service::Choice> = reply
        .choices
        .iter()
        .filter(|c| matches!(c.action, Action::Place { .. } | Action::Declare { .. }))
        .collect();
    // At most 25 options: take the squares of every face-up tile in turn, so that a long
    // list (a declared 6 allows any square) still shows every tile.
    let symbol = |c: &crate::service::Choice| match c.action {
        Action::Place { symbol, .. } => Some(symbol),
        _ => None,
    };
    let mut ranked: Vec<(usize, usize, &crate::service::Choice)> = moves
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
    let mut chosen: Vec<(usize, &crate::service::Choice)> = ranked
        .into_iter()
        .take(25)
        .map(|(_, i, c)| (i, c))
        .collect();
    chosen.sort_by_key(|(i, _)| *i);
    let options: Vec<serenity::CreateSelectMenuOption> = chosen
        .into_iter()
        .map(|(_, c)| {
            serenity::CreateSelectMenuOption::new(
                c.label.chars().take(100).collect::<String>(),
                action_words(&c.action),
            )
        })
        .collect();
    if options.is_empty() {
        return None;
    }
    let placeholder = say(lang, &Msg::MenuPlaceholder);
    let kind = serenity::CreateSelectMenuKind::String { options };
    Some(serenity::CreateActionRow::SelectMenu(
        serenity::CreateSelectMenu::new(format!("{MENU_PREFIX}{version}"), kind)
            .placeholder(placeholder),
    ))
}

/// The reply to a slash command.
pub fn create_reply(reply: &Reply, lang: Lang) -> poise::CreateReply {
    let mut b = poise::CreateReply::default()
        .content(content(reply))
        .ephemeral(reply.private)
        .allowed_mentions(mentions(reply));
    for a in attachments(reply) {
        b = b.attachment(a);
    }
    if let Some(row) = menu(reply, lang) {
        b = b.components(vec![row]);
    }
    b
}

/// The reply to a component interaction (a menu choice).
pub fn interaction_message(
    reply: &Reply,
    lang: Lang,
) -> serenity::CreateInteractionResponseMessage {
    let mut b = serenity::CreateInteractionResponseMessage::new()
        .content(content(reply))
        .ephemeral(reply.private)
        .allowed_mentions(mentions(reply));
    for a in attachments(reply) {
        b = b.add_file(a);
    }
    if let Some(row) = menu(reply, lang) {
        b = b.components(vec![row]);
    }
    b
}

/// Sends a reply to a slash command, then marks the notices it delivered as sent.
pub async fn send(ctx: Context<'_>, reply: Reply) -> Result<(), Error> {
    let lang = Lang::from_locale(ctx.locale().unwrap_or("en"));
    ctx.send(create_reply(&reply, lang)).await?;
    mark_delivered(&ctx.data().service, reply.notices).await;
    Ok(())
}

/// The same reply as an ordinary channel message (for a public answer to a deferred,
/// ephemeral interaction).
pub fn channel_message(reply: &Reply, lang: Lang) -> serenity::CreateMessage {
    let mut b = serenity::CreateMessage::new()
        .content(content(reply))
        .allowed_mentions(mentions(reply));
    for a in attachments(reply) {
        b = b.add_file(a);
    }
    if let Some(row) = menu(reply, lang) {
        b = b.components(vec![row]);
    }
    b
}

/// Answers a slash command that was deferred (ephemerally): a private reply completes it; a
/// public one is posted in the channel and the caller told so.
pub async fn send_deferred(ctx: Context<'_>, reply: Reply) -> Result<(), Error> {
    if reply.private {
        return send(ctx, reply).await;
    }
    let lang = Lang::from_locale(ctx.locale().unwrap_or("en"));
    ctx.channel_id()
        .send_message(ctx.http(), channel_message(&reply, lang))
        .await?;
    mark_delivered(&ctx.data().service, reply.notices).await;
    ctx.send(
        poise::CreateReply::default()
            .content(say(lang, &Msg::PostedInChannel))
            .ephemeral(true),
    )
    .await?;
    Ok(())
}

/// Marks notices a reply delivered. The reply is out: a failure here is only logged (the
/// outbox may then ping once more), never reported to the user as a failed move.
pub async fn mark_delivered(service: &crate::service::AsyncService, ids: Vec<i64>) {
    if ids.is_empty() {
        return;
    }
    if let Err(e) = service.mark_delivered(ids).await {
        tracing::error!("could not mark delivered notices: {e}");
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::{Square, Symbol};
    use crate::service::Choice;

    #[test]
    fn a_long_menu_still_shows_every_tile() {
        let mut reply = Reply::private("");
        reply.version = Some(7);
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
        assert_eq!(menu["custom_id"], "calcada:7");
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
