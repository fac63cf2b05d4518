//! What must never reach a log, the health endpoint or the database: an interaction's token.
//! Discord's answer to an interaction goes to `POST /interactions/{id}/{token}/callback`, and
//! a deferred answer or a follow-up to `/webhooks/{application}/{token}/...`: whoever holds
//! that URL may answer for the bot for 15 minutes. reqwest's errors carry the URL they failed
//! on, so every HTTP error the adapter turns into text goes through [`redact`] first (and the
//! bot's log writer redacts every line again: serenity's own warnings name routes too).

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
    redact(&calcada_ids::chain::chain(error)).into_owned()
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
}
