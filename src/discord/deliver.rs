//! How the Discord adapter posts an outbox notice: a channel message (mentioning whoever it
//! pings) or a direct message, with its pictures. Every post carries the notice's id as the
//! message nonce with `enforce_nonce`, so a notice posted again after a crash (posted, then
//! killed before it was marked sent) is recognised by Discord and shown once.

use super::limits::{clip, MAX_CONTENT};
use super::panel::take_turn_row;
use super::respond::embed;
use crate::service::{Deliver, DeliveryError, NoticeKind, Outgoing};
use poise::serenity_prelude as serenity;
use std::sync::Arc;

/// Discord errors a retry cannot cure: unknown channel, unknown user, missing access,
/// missing permissions.
const PERMANENT_ERRORS: [isize; 4] = [10003, 10013, 50001, 50013];

/// Discord's code for "Cannot send messages to this user" (DMs closed).
const DMS_CLOSED: isize = 50007;

/// Posts notices through Discord's REST API.
pub struct DiscordOutbox {
    pub http: Arc<serenity::Http>,
}

/// The nonce of a notice's message (at most 25 characters, Discord's limit).
pub fn nonce(out: &Outgoing) -> String {
    format!("calcada-{}", out.id)
}

fn classify(e: serenity::Error) -> DeliveryError {
    match &e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            let status = r.status_code.as_u16();
            if r.error.code == DMS_CLOSED {
                DeliveryError::DmsClosed
            } else if PERMANENT_ERRORS.contains(&r.error.code)
                || (400..500).contains(&status) && status != 429 && status != 408
            {
                DeliveryError::Permanent(e.to_string())
            } else {
                DeliveryError::Retry(e.to_string())
            }
        }
        _ => DeliveryError::Retry(e.to_string()),
    }
}

impl Deliver for DiscordOutbox {
    async fn deliver(&self, out: &Outgoing) -> Result<(), DeliveryError> {
        let content = match &out.mention {
            Some((user, _)) => format!("<@{user}> {}", out.text),
            None => out.text.clone(),
        };
        let mentions = serenity::CreateAllowedMentions::new().users(
            out.mention
                .iter()
                .map(|(u, _)| serenity::UserId::new(u.0.max(1))),
        );
        let mut message = serenity::CreateMessage::new()
            .content(clip(&content, MAX_CONTENT))
            .allowed_mentions(mentions)
            .nonce(serenity::Nonce::String(nonce(out)))
            .enforce_nonce(true);
        if let Some(card) = &out.card {
            message = message.embed(embed(card));
        }
        if out.kind == NoticeKind::Turn && out.mention.is_some() && out.direct_to.is_none() {
            // Whoever is pinged opens their private turn panel from here.
            message = message.components(vec![take_turn_row(out.lang)]);
        }
        for p in &out.pictures {
            message = message.add_file(serenity::CreateAttachment::bytes(
                p.bytes.clone(),
                p.name.clone(),
            ));
        }
        let channel = match out.direct_to {
            Some(user) => {
                serenity::UserId::new(user.0.max(1))
                    .create_dm_channel(&self.http)
                    .await
                    .map_err(classify)?
                    .id
            }
            None => serenity::ChannelId::new(out.channel.0.max(1)),
        };
        channel
            .send_message(&self.http, message)
            .await
            .map(|_| ())
            .map_err(classify)
    }
}
