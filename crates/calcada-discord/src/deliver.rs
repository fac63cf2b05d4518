//! How the Discord adapter posts an outbox notice: a channel message (mentioning whoever it
//! pings) or a direct message, with its pictures. Every post carries the notice's id as the
//! message nonce with `enforce_nonce`, so a notice posted again after a crash (posted, then
//! killed before it was marked sent) is recognised by Discord and shown once.
//!
//! The post itself goes through our own request (reqwest, the client serenity uses), not
//! serenity's `send_message`: serenity's error keeps Discord's code but drops a 429's
//! `retry_after` and `global`, which the outbox must honour. Every failure is classified for
//! the outbox (`service::DeliveryError`): 5xx, 429, timeouts and lost connections pass;
//! missing access or permissions (50001, 50013) refuse the bot in that channel (what it
//! lacks is read from serenity's cache); an unknown channel and other 4xx never work.

use super::limits::{clip, MAX_CONTENT};
use super::panel::take_turn_row;
use super::permissions;
use super::respond::embed;
use super::secrets::redact;
use calcada_messages::Markup;
use calcada_service::{Deliver, DeliveryError, NoticeKind, Outgoing};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// Discord errors a retry cannot cure: unknown message, unknown user.
const GONE: [i64; 2] = [10008, 10013];

/// Discord's "Unknown Channel": the channel was deleted.
const UNKNOWN_CHANNEL: i64 = 10003;

/// Discord refuses the bot in the channel: missing access, missing permissions.
const REFUSED: [i64; 2] = [50001, 50013];

/// Discord's code for "Cannot send messages to this user" (DMs closed).
const DMS_CLOSED: i64 = 50007;

/// Posts notices through Discord's REST API.
pub struct DiscordOutbox {
    pub http: Arc<serenity::Http>,
    /// The guilds and channels as the gateway told them (what the bot lacks where refused).
    pub cache: Arc<serenity::Cache>,
    /// The client posts go through; its timeout bounds a request that never gets an answer.
    pub client: reqwest::Client,
    /// Where Discord's API is: `https://discord.com`, or the API proxy's URL.
    pub base: String,
}

/// The nonce of a notice's message (at most 25 characters, Discord's limit).
pub fn nonce(out: &Outgoing) -> String {
    format!("calcada-{}", out.id)
}

/// A serenity error (opening a DM channel) for the outbox: said without tokens, as every
/// error stored with a notice (`last_error`) and logged.
fn classify(e: serenity::Error) -> DeliveryError {
    match &e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            let code = r.error.code as i64;
            let said = redact(&e.to_string()).into_owned();
            classify_status(r.status_code.as_u16(), code, said, None, false)
        }
        _ => DeliveryError::retry(super::secrets::said(&e)),
    }
}

/// A failed answer from Discord, by its status and JSON error code.
fn classify_status(
    status: u16,
    code: i64,
    error: String,
    after: Option<Duration>,
    global: bool,
) -> DeliveryError {
    if code == DMS_CLOSED {
        DeliveryError::DmsClosed
    } else if code == UNKNOWN_CHANNEL {
        DeliveryError::ChannelGone(error)
    } else if REFUSED.contains(&code) {
        DeliveryError::Refused {
            error,
            code,
            missing: Vec::new(),
        }
    } else if status == 429 || status == 408 || status >= 500 {
        DeliveryError::Retry {
            error,
            after,
            global,
        }
    } else if GONE.contains(&code) || (400..500).contains(&status) {
        DeliveryError::Permanent(error)
    } else {
        DeliveryError::retry(error)
    }
}

/// Reads a 429's wait: the body's `retry_after` (seconds, fractional), else the
/// `Retry-After` header (whole seconds).
fn retry_after(body: &serde_json::Value, headers: &reqwest::header::HeaderMap) -> Option<Duration> {
    let secs = body["retry_after"].as_f64().or_else(|| {
        headers
            .get(reqwest::header::RETRY_AFTER)?
            .to_str()
            .ok()?
            .trim()
            .parse::<f64>()
            .ok()
    })?;
    (secs.is_finite() && secs >= 0.0).then(|| Duration::from_secs_f64(secs.min(86_400.0)))
}

impl DiscordOutbox {
    /// The message a notice posts, as Discord's JSON, and its files.
    fn message(out: &Outgoing) -> (serde_json::Value, Vec<(String, Vec<u8>)>) {
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
        let mut json = serde_json::to_value(&message).unwrap_or_default();
        let files: Vec<(String, Vec<u8>)> = out
            .pictures
            .iter()
            .map(|p| (p.name.clone(), p.bytes.clone()))
            .collect();
        if !files.is_empty() {
            json["attachments"] = files
                .iter()
                .enumerate()
                .map(|(i, (name, _))| serde_json::json!({"id": i, "filename": name}))
                .collect();
        }
        (json, files)
    }

    /// Posts a message in a channel; Discord's answer classified on failure.
    async fn post(
        &self,
        channel: serenity::ChannelId,
        json: serde_json::Value,
        files: Vec<(String, Vec<u8>)>,
    ) -> Result<(), DeliveryError> {
        let url = format!(
            "{}/api/v10/channels/{channel}/messages",
            self.base.trim_end_matches('/')
        );
        let request = self
            .client
            .post(url)
            .header(reqwest::header::AUTHORIZATION, self.http.token())
            .header(
                reqwest::header::USER_AGENT,
                ::serenity::constants::USER_AGENT,
            );
        let request = if files.is_empty() {
            request
                .header(reqwest::header::CONTENT_TYPE, "application/json")
                .body(json.to_string())
        } else {
            let mut form = reqwest::multipart::Form::new();
            for (i, (name, bytes)) in files.into_iter().enumerate() {
                let part = reqwest::multipart::Part::bytes(bytes)
                    .file_name(name)
                    .mime_str("image/png")
                    .map_err(|e| DeliveryError::Permanent(e.to_string()))?;
                form = form.part(format!("files[{i}]"), part);
            }
            request.multipart(form.text("payload_json", json.to_string()))
        };
        let response = request.send().await.map_err(|e| {
            let e = super::secrets::said(&e);
            DeliveryError::retry(format!("no answer from Discord: {e}"))
        })?;
        let status = response.status().as_u16();
        if response.status().is_success() {
            return Ok(());
        }
        let headers = response.headers().clone();
        let bytes = response.bytes().await.unwrap_or_default();
        let body: serde_json::Value = serde_json::from_slice(&bytes).unwrap_or_default();
        let code = body["code"].as_i64().unwrap_or(0);
        let global =
            body["global"].as_bool() == Some(true) || headers.contains_key("x-ratelimit-global");
        let error = format!(
            "{status} {code}: {}",
            body["message"].as_str().unwrap_or("no message")
        );
        Err(
            match classify_status(status, code, error, retry_after(&body, &headers), global) {
                DeliveryError::Refused { error, code, .. } => DeliveryError::Refused {
                    error,
                    code,
                    missing: permissions::in_cache(&self.cache, channel),
                },
                other => other,
            },
        )
    }
}

impl Deliver for DiscordOutbox {
    /// Discord's Markdown: players' names are escaped, so that they show as written and
    /// mention nobody.
    fn markup(&self) -> Markup {
        Markup::Discord
    }

    async fn deliver(&self, out: &Outgoing) -> Result<(), DeliveryError> {
        let (json, files) = Self::message(out);
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
        self.post(channel, json, files).await
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn failures_are_sorted_as_discord_means_them() {
        let e = || "e".to_string();
        assert!(matches!(
            classify_status(503, 0, e(), None, false),
            DeliveryError::Retry { .. }
        ));
        assert!(matches!(
            classify_status(429, 0, e(), Some(Duration::from_secs(2)), true),
            DeliveryError::Retry {
                after: Some(_),
                global: true,
                ..
            }
        ));
        assert!(matches!(
            classify_status(403, 50013, e(), None, false),
            DeliveryError::Refused { code: 50013, .. }
        ));
        assert!(matches!(
            classify_status(403, 50001, e(), None, false),
            DeliveryError::Refused { code: 50001, .. }
        ));
        assert_eq!(
            classify_status(403, 50007, e(), None, false),
            DeliveryError::DmsClosed
        );
        assert!(matches!(
            classify_status(404, 10003, e(), None, false),
            DeliveryError::ChannelGone(_)
        ));
        assert!(matches!(
            classify_status(404, 10008, e(), None, false),
            DeliveryError::Permanent(_)
        ));
        assert!(matches!(
            classify_status(400, 50035, e(), None, false),
            DeliveryError::Permanent(_)
        ));
    }

    #[test]
    fn retry_after_from_the_body_else_the_header() {
        let mut headers = reqwest::header::HeaderMap::new();
        let body = serde_json::json!({"retry_after": 1.25});
        assert_eq!(
            retry_after(&body, &headers),
            Some(Duration::from_millis(1250))
        );
        headers.insert(reqwest::header::RETRY_AFTER, "3".parse().unwrap());
        assert_eq!(
            retry_after(&serde_json::json!({}), &headers),
            Some(Duration::from_secs(3))
        );
        assert_eq!(
            retry_after(&serde_json::json!({}), &Default::default()),
            None
        );
    }
}
