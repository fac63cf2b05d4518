//! What must never reach a log, the health endpoint or the database: an interaction's token.
//! Discord's answer to an interaction goes to `POST /interactions/{id}/{token}/callback`, and
//! a deferred answer or a follow-up to `/webhooks/{application}/{token}/...`: whoever holds
//! that URL may answer for the bot for 15 minutes. reqwest's errors carry the URL they failed
//! on, so every HTTP error the adapter turns into text goes through [`redact`] first, every
//! error it hands the outbox is a [`Redacted`] copy of its chain (and the bot's log writer
//! redacts every line again: serenity's own warnings name routes too).

use games_service::Cause;
use std::borrow::Cow;

/// Path segments followed by an id and then a token.
const TOKEN_AFTER: [&str; 2] = ["interactions/", "webhooks/"];

/// Debug output of serenity's routes and requests: `token: "..."`.
const TOKEN_FIELD: &str = "token: \"";

/// What stands for a token removed.
pub const HIDDEN: &str = "***";

/// `text` with every interaction or webhook token replaced by `***`: the segment after
/// `interactions/{id}/` or `webhooks/{id}/` (a URL, or a route as serenity prints it), and the
/// value of a `token: "..."` field (serenity's requests as `Debug` prints them).
pub fn redact(text: &str) -> Cow<'_, str> {
    if !TOKEN_AFTER.iter().any(|m| text.contains(m)) && !text.contains(TOKEN_FIELD) {
        return Cow::Borrowed(text);
    }
    // Each secret as a byte range of `text`, in order.
    let mut hidden: Vec<(usize, usize)> = Vec::new();
    for marker in TOKEN_AFTER {
        for (at, _) in text.match_indices(marker) {
            let id_start = at + marker.len();
            let Some(slash) = text[id_start..].find('/') else {
                continue;
            };
            let id = &text[id_start..id_start + slash];
            if id.is_empty() || !id.bytes().all(|b| b.is_ascii_digit()) {
                continue;
            }
            let start = id_start + slash + 1;
            let len = text[start..]
                .find(|c: char| c.is_whitespace() || "/?#\"'`)]}>,;".contains(c))
                .unwrap_or(text.len() - start);
            if len > 0 {
                hidden.push((start, start + len));
            }
        }
    }
    for (at, _) in text.match_indices(TOKEN_FIELD) {
        let start = at + TOKEN_FIELD.len();
        let len = text[start..].find('"').unwrap_or(text.len() - start);
        if len > 0 {
            hidden.push((start, start + len));
        }
    }
    if hidden.is_empty() {
        return Cow::Borrowed(text);
    }
    hidden.sort_unstable();
    let mut out = String::with_capacity(text.len());
    let mut from = 0;
    for (start, end) in hidden {
        if start < from {
            continue;
        }
        out.push_str(&text[from..start]);
        out.push_str(HIDDEN);
        from = end;
    }
    out.push_str(&text[from..]);
    Cow::Owned(out)
}

/// An error with its causes (`Chain`), redacted: how the adapter says an HTTP error.
pub fn said(error: &dyn std::error::Error) -> String {
    redact(&games_ids::chain::chain(error)).into_owned()
}

/// An error with its causes, as the adapter hands it on (a delivery's [`Cause`]): each layer's
/// words and `Debug` redacted when it is made, its causes as redacted layers too. The raw
/// error (serenity's, reqwest's: a URL with a token) is not kept, so nothing that holds this
/// (the outbox, a log line, a `{:?}`) can say the token, nor reach the raw error to say it.
#[derive(Clone)]
pub struct Redacted {
    said: String,
    debug: String,
    source: Option<Box<Redacted>>,
}

impl Redacted {
    pub fn of(error: &dyn std::error::Error) -> Redacted {
        Redacted {
            said: redact(&error.to_string()).into_owned(),
            debug: redact(&format!("{error:?}")).into_owned(),
            source: error.source().map(|s| Box::new(Redacted::of(s))),
        }
    }
}

impl std::fmt::Display for Redacted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.said)
    }
}

impl std::fmt::Debug for Redacted {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.debug)
    }
}

impl std::error::Error for Redacted {
    fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
        self.source.as_deref().map(|s| s as _)
    }
}

/// An error for the outbox, redacted ([`Redacted`]).
pub fn cause(error: &dyn std::error::Error) -> Cause {
    Cause::new(Redacted::of(error))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn interaction_and_webhook_tokens_are_hidden_and_the_rest_kept() {
        let url = "error sending request for url \
                   (http://127.0.0.1:9/api/v10/interactions/123/aW50ZXJhY3Rpb24.tok-en_1/callback)";
        assert_eq!(
            redact(url),
            "error sending request for url \
             (http://127.0.0.1:9/api/v10/interactions/123/***/callback)"
        );
        assert_eq!(
            redact("PATCH /webhooks/42/abc.DEF-g_h/messages/@original failed"),
            "PATCH /webhooks/42/***/messages/@original failed"
        );
        assert_eq!(redact("webhooks/42/tok"), "webhooks/42/***");
        assert_eq!(
            redact("Mismatched successful response status from interactions/7/t0k/callback!"),
            "Mismatched successful response status from interactions/7/***/callback!"
        );
        // serenity's routes as Debug prints them.
        assert_eq!(
            redact(r#"CreateInteractionResponse { interaction_id: 7, token: "t0k" }"#),
            r#"CreateInteractionResponse { interaction_id: 7, token: "***" }"#
        );
        // Two in one line, and nothing to hide.
        assert_eq!(
            redact("interactions/1/a/callback then webhooks/2/b"),
            "interactions/1/***/callback then webhooks/2/***"
        );
        let plain = "POST /api/v10/channels/5/messages: 503 Service Unavailable";
        assert!(matches!(redact(plain), Cow::Borrowed(_)));
        // A path that only looks alike (no id) is left as it is.
        assert_eq!(
            redact("docs/interactions/receiving"),
            "docs/interactions/receiving"
        );
    }

    /// An error whose words and `Debug` hold a token, with a cause that holds one too.
    #[derive(Debug)]
    struct Leaky(&'static str, Option<Box<Leaky>>);

    impl std::fmt::Display for Leaky {
        fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
            f.write_str(self.0)
        }
    }

    impl std::error::Error for Leaky {
        fn source(&self) -> Option<&(dyn std::error::Error + 'static)> {
            self.1.as_deref().map(|l| l as _)
        }
    }

    /// Every layer of `error`'s chain, said (`Display`) and shown (`Debug`).
    fn everything(error: &dyn std::error::Error) -> Vec<String> {
        let mut all = vec![games_ids::chain::chain(error)];
        let mut layer = Some(error);
        while let Some(e) = layer {
            all.push(e.to_string());
            all.push(format!("{e:?}"));
            all.push(format!("{e:#?}"));
            layer = e.source();
        }
        all
    }

    #[test]
    fn a_delivery_error_says_no_token_through_its_whole_chain() {
        use games_service::DeliveryError;
        let leaky = Leaky(
            "HTTP request failed: PATCH /webhooks/42/SECRET-one/messages/@original",
            Some(Box::new(Leaky(
                "error sending request for url (http://127.0.0.1:9/api/v10/interactions/7/SECRET-two/callback)",
                Some(Box::new(Leaky("connection refused", None))),
            ))),
        );
        // Unredacted, the test's error does say its tokens (else this test proves nothing).
        assert!(everything(&leaky).iter().any(|s| s.contains("SECRET")));
        for e in [
            DeliveryError::retry(cause(&leaky)),
            DeliveryError::Unauthorized(cause(&leaky)),
            DeliveryError::Permanent(cause(&leaky)),
        ] {
            let all = everything(&e);
            // The failure, each cause once, then every layer alone.
            assert!(all.len() >= 9, "{all:?}");
            for said in &all {
                assert!(!said.contains("SECRET"), "a token said: {said}");
            }
            let whole = games_ids::chain::chain(&e);
            assert!(
                whole.ends_with(
                    "PATCH /webhooks/42/***/messages/@original: error sending request for url \
                     (http://127.0.0.1:9/api/v10/interactions/7/***/callback): connection refused"
                ),
                "{whole}"
            );
        }
    }

    /// reqwest's own error for a request nobody answers, at a URL with an interaction's token
    /// (as a follow-up's would be): the failure passes, and no layer of it says the token.
    #[tokio::test]
    async fn a_request_never_answered_passes_and_says_no_token() {
        let closed = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
        let port = closed.local_addr().unwrap().port();
        drop(closed);
        let url = format!("http://127.0.0.1:{port}/api/v10/interactions/7/SECRET-tok/callback");
        let e = reqwest::Client::new()
            .post(&url)
            .send()
            .await
            .expect_err("nothing listens there");
        assert!(format!("{e} {e:?}").contains("SECRET"), "{e:?}");
        let failed = crate::deliver::no_answer(e);
        assert!(matches!(
            failed,
            games_service::DeliveryError::Retry {
                after: None,
                scope: games_service::RetryScope::Discord,
                ..
            }
        ));
        let mut layer: Option<&dyn std::error::Error> = Some(&failed);
        let mut layers = 0;
        while let Some(l) = layer {
            for said in [l.to_string(), format!("{l:?}")] {
                assert!(!said.contains("SECRET"), "a token said: {said}");
            }
            layers += 1;
            layer = l.source();
        }
        assert!(
            layers >= 3,
            "the failure, no answer, reqwest's error: {layers}"
        );
        let whole = games_ids::chain::chain(&failed);
        let said = format!(
            "the post failed for now (it is tried again): no answer from Discord: \
             error sending request for url \
             (http://127.0.0.1:{port}/api/v10/interactions/7/***/callback)"
        );
        assert!(whole.starts_with(&said), "{whole}");
    }
}
