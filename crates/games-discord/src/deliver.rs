//! How the Discord adapter posts an outbox notice: a channel message (mentioning whoever it
//! pings) or a direct message, with its pictures. Every post carries the notice's id as the
//! message nonce with `enforce_nonce`, so a notice posted again after a crash (posted, then
//! killed before it was marked sent) is recognised by Discord and shown once.
//!
//! The post itself goes through our own request (reqwest, the client serenity uses), not
//! serenity's `send_message`: serenity's error keeps Discord's code but drops a 429's
//! `retry_after` and `global`, which the outbox must honour. Every failure is classified for
//! the outbox (`service::DeliveryError`): 5xx, timeouts and lost connections pass, Discord as
//! a whole failing; a 429 passes too, for its route when Discord names the bucket, for every
//! route when it says `global` or comes from Discord's edge without a bucket; a 401 refuses
//! the token itself; missing access or permissions (50001, 50013) refuse the bot in that
//! channel (what it lacks is read from serenity's cache); an unknown channel (10003) is
//! confirmed with `GET /channels/{id}` before the outbox ends a game for it; other 4xx never
//! work. A game's thread that archived itself (50083) is reopened (`PATCH /channels/{id}`
//! `archived: false`) and posted in again; a thread the bot may not reopen (locked by a
//! moderator: Manage Threads) refuses the bot there, as a channel does.

use super::limits::{clip, MAX_CONTENT};
use super::permissions;
use super::respond::embed;
use super::secrets::{cause, Redacted};
use games_ids::ids::ChannelId;
use games_messages::{Markup, Permission};
use games_service::{Cause, Deliver, DeliveryError, Outgoing, RetryScope};
use poise::serenity_prelude as serenity;
use std::sync::Arc;
use std::time::Duration;

/// Discord errors a retry cannot cure: unknown message, unknown user.
const GONE: [i64; 2] = [10008, 10013];

/// Discord's "Unknown Channel": the channel was deleted.
const UNKNOWN_CHANNEL: i64 = 10003;

/// Discord refuses the bot in the channel: missing access, missing permissions.
const REFUSED: [i64; 2] = [50001, 50013];

/// Discord's code for "Thread is archived": the thread is reopened, then posted in.
const THREAD_ARCHIVED: i64 = 50083;

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
    out.nonce()
}

/// A serenity error (opening a DM channel) for the outbox: said without tokens, as every
/// error stored with a notice (`last_error`) and logged. A 429 of serenity's carries no
/// bucket we can read: held for its route.
pub(crate) fn classify(e: &serenity::Error) -> DeliveryError {
    match e {
        serenity::Error::Http(serenity::HttpError::UnsuccessfulRequest(r)) => {
            let code = r.error.code as i64;
            let status = r.status_code.as_u16();
            classify_status(status, code, cause(e), None, RetryScope::Route)
        }
        _ => DeliveryError::retry(cause(e)),
    }
}

/// A failed answer from Discord, by its status and JSON error code; `limited`: what a 429
/// holds (its route, or every route).
fn classify_status(
    status: u16,
    code: i64,
    cause: Cause,
    after: Option<Duration>,
    limited: RetryScope,
) -> DeliveryError {
    if status == 401 {
        DeliveryError::Unauthorized(cause)
    } else if code == DMS_CLOSED {
        DeliveryError::DmsClosed
    } else if code == UNKNOWN_CHANNEL {
        DeliveryError::ChannelGone(cause)
    } else if REFUSED.contains(&code) {
        DeliveryError::Refused {
            cause,
            code,
            missing: Vec::new(),
        }
    } else if status == 429 {
        DeliveryError::Retry {
            cause,
            after,
            scope: limited,
        }
    } else if status == 408 || status >= 500 {
        DeliveryError::Retry {
            cause,
            after: None,
            scope: RetryScope::Discord,
        }
    } else if GONE.contains(&code) || (400..500).contains(&status) {
        DeliveryError::Permanent(cause)
    } else {
        DeliveryError::retry(cause)
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
        let controls = out.controls();
        if !controls.is_empty() {
            // A turn message: whoever is pinged opens their private turn panel from here.
            message = message.components(super::controls::rows(&controls));
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

    /// Posts a message in a channel; Discord's answer classified on failure. In an archived
    /// thread: reopened first, then posted in once more.
    async fn post(
        &self,
        channel: serenity::ChannelId,
        json: serde_json::Value,
        files: Vec<(String, Vec<u8>)>,
    ) -> Result<(), DeliveryError> {
        match self.post_once(channel, json.clone(), files.clone()).await {
            Err((THREAD_ARCHIVED, _)) => {
                self.unarchive(channel).await?;
                self.post_once(channel, json, files)
                    .await
                    .map_err(|(_, e)| e)
            }
            other => other.map_err(|(_, e)| e),
        }
    }

    /// A request to Discord's API at `path` (after `/api/v10/`), with the bot's token and
    /// serenity's user agent.
    fn request(&self, method: reqwest::Method, path: &str) -> reqwest::RequestBuilder {
        let url = format!("{}/api/v10/{path}", self.base.trim_end_matches('/'));
        self.client
            .request(method, url)
            .header(reqwest::header::AUTHORIZATION, self.http.token())
            .header(
                reqwest::header::USER_AGENT,
                ::serenity::constants::USER_AGENT,
            )
    }

    /// Reopens an archived thread (`PATCH /channels/{id}` `archived: false`). Refused (a locked
    /// thread needs Manage Threads): the bot is refused there, as in a channel.
    async fn unarchive(&self, thread: serenity::ChannelId) -> Result<(), DeliveryError> {
        let response = self
            .request(reqwest::Method::PATCH, &format!("channels/{thread}"))
            .header(reqwest::header::CONTENT_TYPE, "application/json")
            .body(serde_json::json!({"archived": false}).to_string())
            .send()
            .await
            .map_err(no_answer)?;
        if response.status().is_success() {
            tracing::info!(%thread, "an archived game thread reopened");
            return Ok(());
        }
        let (code, failed) = failure(response).await;
        Err(match failed {
            DeliveryError::Refused { cause, code, .. } => DeliveryError::Refused {
                cause,
                code,
                missing: vec![Permission::ManageThreads],
            },
            // A thread Discord will not reopen otherwise: the bot cannot post there.
            DeliveryError::Permanent(cause) => DeliveryError::Refused {
                cause,
                code,
                missing: vec![Permission::ManageThreads],
            },
            other => other,
        })
    }

    /// Posts a message once; on failure, Discord's error code with the failure classified.
    async fn post_once(
        &self,
        channel: serenity::ChannelId,
        json: serde_json::Value,
        files: Vec<(String, Vec<u8>)>,
    ) -> Result<(), (i64, DeliveryError)> {
        let request = self.request(
            reqwest::Method::POST,
            &format!("channels/{channel}/messages"),
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
                    .map_err(|e| (0, DeliveryError::Permanent(cause(&e))))?;
                form = form.part(format!("files[{i}]"), part);
            }
            request.multipart(form.text("payload_json", json.to_string()))
        };
        let response = request.send().await.map_err(|e| (0, no_answer(e)))?;
        if response.status().is_success() {
            return Ok(());
        }
        let (code, failed) = failure(response).await;
        Err((
            code,
            match failed {
                DeliveryError::Refused { cause, code, .. } => DeliveryError::Refused {
                    cause,
                    code,
                    missing: permissions::in_cache(&self.cache, channel),
                },
                other => other,
            },
        ))
    }
}

/// A failed answer from Discord, read and classified, with its error code (0 if none).
async fn failure(response: reqwest::Response) -> (i64, DeliveryError) {
    let status = response.status().as_u16();
    let headers = response.headers().clone();
    let bytes = response.bytes().await.unwrap_or_default();
    let body: serde_json::Value = serde_json::from_slice(&bytes).unwrap_or_default();
    let code = body["code"].as_i64().unwrap_or(0);
    // A 429 Discord calls global, or one from its edge (Cloudflare) that names no bucket,
    // holds every route; one with a bucket, its route only.
    let limited = if body["global"].as_bool() == Some(true)
        || headers.contains_key("x-ratelimit-global")
        || !headers.contains_key("x-ratelimit-bucket")
    {
        RetryScope::Global
    } else {
        RetryScope::Route
    };
    let answer = Answer {
        status,
        code,
        message: body["message"].as_str().unwrap_or("no message").to_owned(),
    };
    let after = retry_after(&body, &headers);
    let failed = classify_status(status, code, cause(&answer), after, limited);
    (code, failed)
}

/// Discord's answer to a request that failed: its status, its JSON error code (0 if none) and
/// its message.
#[derive(Debug, thiserror::Error)]
#[error("{status} {code}: {message}")]
struct Answer {
    status: u16,
    code: i64,
    message: String,
}

/// A request Discord never answered (refused, reset, timed out), with reqwest's error beneath.
#[derive(Debug, thiserror::Error)]
#[error("no answer from Discord")]
struct NoAnswer(#[source] reqwest::Error);

/// A request that got no answer, for the outbox: it passes (redacted: reqwest's error names
/// the URL).
pub(crate) fn no_answer(e: reqwest::Error) -> DeliveryError {
    DeliveryError::retry(Cause::new(Redacted::of(&NoAnswer(e))))
}

impl Deliver for DiscordOutbox {
    /// Discord's Markdown: players' names are escaped, so that they show as written and
    /// mention nobody.
    fn markup(&self) -> Markup {
        Markup::Discord
    }

    /// Asks Discord for the channel (`GET /channels/{id}`): gone only if Discord says
    /// "unknown channel" again; there if it answers with the channel, or refuses the bot its
    /// access (a channel the bot may not see is still a channel).
    async fn confirm_gone(&self, channel: ChannelId) -> Result<bool, DeliveryError> {
        let response = self
            .request(
                reqwest::Method::GET,
                &format!("channels/{}", channel.0.max(1)),
            )
            .send()
            .await
            .map_err(no_answer)?;
        if response.status().is_success() {
            return Ok(false);
        }
        match failure(response).await.1 {
            DeliveryError::ChannelGone(_) => Ok(true),
            DeliveryError::Refused { .. } => Ok(false),
            other => Err(other),
        }
    }

    async fn deliver(&self, out: &Outgoing) -> Result<(), DeliveryError> {
        let (json, files) = Self::message(out);
        let channel = match out.direct_to {
            Some(user) => {
                serenity::UserId::new(user.0.max(1))
                    .create_dm_channel(&self.http)
                    .await
                    .map_err(|e| classify(&e))?
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
        let e = || Cause::text("e");
        assert!(matches!(
            classify_status(503, 0, e(), None, RetryScope::Route),
            DeliveryError::Retry {
                scope: RetryScope::Discord,
                ..
            }
        ));
        assert!(matches!(
            classify_status(
                429,
                0,
                e(),
                Some(Duration::from_secs(2)),
                RetryScope::Global
            ),
            DeliveryError::Retry {
                after: Some(_),
                scope: RetryScope::Global,
                ..
            }
        ));
        assert!(matches!(
            classify_status(429, 0, e(), None, RetryScope::Route),
            DeliveryError::Retry {
                scope: RetryScope::Route,
                ..
            }
        ));
        assert!(matches!(
            classify_status(401, 0, e(), None, RetryScope::Route),
            DeliveryError::Unauthorized(_)
        ));
        assert!(matches!(
            classify_status(403, 50013, e(), None, RetryScope::Route),
            DeliveryError::Refused { code: 50013, .. }
        ));
        assert!(matches!(
            classify_status(403, 50001, e(), None, RetryScope::Route),
            DeliveryError::Refused { code: 50001, .. }
        ));
        assert!(matches!(
            classify_status(403, 50007, e(), None, RetryScope::Route),
            DeliveryError::DmsClosed
        ));
        assert!(matches!(
            classify_status(404, 10003, e(), None, RetryScope::Route),
            DeliveryError::ChannelGone(_)
        ));
        assert!(matches!(
            classify_status(404, 10008, e(), None, RetryScope::Route),
            DeliveryError::Permanent(_)
        ));
        assert!(matches!(
            classify_status(400, 50035, e(), None, RetryScope::Route),
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
