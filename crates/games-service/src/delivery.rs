//! The contract between the outbox pump and a transport: a notice ready to post
//! ([`Outgoing`]), how a transport posts it ([`Deliver`]) and why a post failed
//! ([`DeliveryError`], with the scope of a failure that passes: [`RetryScope`]).

use games_ids::ids::{ChannelId, GameId, NoticeId, UserId};
use games_messages::{Lang, Markup, Permission};
use games_store::NoticeKind;
use std::error::Error;
use std::fmt;
use std::future::Future;
use std::sync::Arc;

use super::reply::{Card, Png};

/// A notice ready to post.
#[derive(Clone, Debug)]
pub struct Outgoing {
    /// The outbox id: posting it twice must show it once (Discord: the message nonce).
    pub id: NoticeId,
    /// A catch-up: the last notice folded into this one (the nonce names both, so a catch-up
    /// is never taken for the notice whose place it took).
    pub fold_last: Option<NoticeId>,
    pub game: GameId,
    pub kind: NoticeKind,
    pub channel: ChannelId,
    /// Send as a direct message to this user instead of in the channel.
    pub direct_to: Option<UserId>,
    /// The user to mention in the channel (the ping), with their seat name.
    pub mention: Option<(UserId, String)>,
    pub text: String,
    pub pictures: Vec<Png>,
    /// The final scores, as a card.
    pub card: Option<Card>,
    /// The language it is worded in (the game's): buttons added by the transport use it too.
    pub lang: Lang,
    /// The mention was left out (the player is in quiet hours): once this is posted, a ping
    /// is queued for (player, seat name, the game's move number, the end of quiet hours).
    pub later_ping: Option<(UserId, String, u64, i64)>,
    /// Failed posts of this notice so far (the backoff grows with them).
    pub attempts: u32,
    /// The final message of a game played to its end: it carries the Rematch button.
    pub rematch: bool,
}

impl Outgoing {
    /// What makes a post of this notice recognisable as the same post (Discord's message
    /// nonce, at most 25 characters): the notice's id, and for a catch-up the last notice
    /// folded into it too.
    pub fn nonce(&self) -> String {
        let plain = match self.fold_last {
            None => format!("calcada-{}", self.id),
            Some(last) => format!("calcada-{}-{}", self.id, last),
        };
        if plain.len() <= 25 {
            return plain;
        }
        // Ids past 10^8: the same two numbers, shorter (base 36).
        let short = |mut n: u64| {
            let mut digits = Vec::new();
            loop {
                digits.push(b"0123456789abcdefghijklmnopqrstuvwxyz"[(n % 36) as usize]);
                n /= 36;
                if n == 0 {
                    break;
                }
            }
            digits.reverse();
            String::from_utf8(digits).expect("ASCII")
        };
        let id = short(self.id.0 as u64);
        let shorter = match self.fold_last {
            None => format!("c-{id}"),
            Some(last) => format!("c-{id}-{}", short(last.0 as u64)),
        };
        if shorter.len() <= 25 {
            return shorter;
        }
        // Two ids past 36^11 each: a 64-bit hash of both (FNV-1a).
        let mut h: u64 = 0xcbf2_9ce4_8422_2325;
        for byte in plain.bytes() {
            h = (h ^ u64::from(byte)).wrapping_mul(0x0100_0000_01b3);
        }
        format!("c-h{}", short(h))
    }
}

/// Where a failure that passes holds: the breaker it opens.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum RetryScope {
    /// Discord as a whole (5xx, a timeout, a lost connection): every post waits for one probe
    /// at a time to go through.
    Discord,
    /// This post's route only (a 429 with a bucket: the channel's own rate limit): its lane
    /// waits `retry_after`.
    Route,
    /// Every route (a 429 Discord calls global, or one from its edge without a bucket):
    /// nothing is posted until it ends.
    Global,
}

/// What a transport's failure was, beneath a [`DeliveryError`]: the transport's own error,
/// shared so that the failure can be cloned (a lane's retry, a test's fake). Transparent: it
/// says what its error says and gives that error's causes as its own sources, so a chain
/// ([`games_ids::chain::Chain`]) says each cause once. A transport whose errors may hold
/// secrets (Discord's tokens in URLs) wraps them in a redacting error first: the service
/// stores and logs what this says.
#[derive(Clone)]
pub struct Cause(Arc<dyn Error + Send + Sync + 'static>);

impl Cause {
    pub fn new(error: impl Error + Send + Sync + 'static) -> Cause {
        Cause(Arc::new(error))
    }

    /// A cause known only by its words (a transport with no error value, a test's fake).
    pub fn text(words: impl Into<String>) -> Cause {
        Cause::new(Words(words.into()))
    }

    /// What it says with every cause beneath it: what the outbox stores with a notice.
    pub fn chain(&self) -> String {
        games_ids::chain::chain(self)
    }
}

impl fmt::Display for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Display::fmt(&*self.0, f)
    }
}

impl fmt::Debug for Cause {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        fmt::Debug::fmt(&*self.0, f)
    }
}

impl Error for Cause {
    fn source(&self) -> Option<&(dyn Error + 'static)> {
        self.0.source()
    }
}

/// [`Cause::text`]'s error: words and nothing beneath them.
#[derive(Debug)]
struct Words(String);

impl fmt::Display for Words {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.0)
    }
}

impl Error for Words {}

/// Why a delivery failed (the transport classifies its errors; `retry.rs` decides what next).
/// Each says what failed; the transport's failure is its source (a [`Cause`]), said once by
/// whoever prints the chain.
#[derive(Clone, Debug, thiserror::Error)]
pub enum DeliveryError {
    /// It passes: retried until it goes through, however long Discord is away. `after` is
    /// Discord's `retry_after` (nothing is sent before it ends); `scope` says what it holds.
    #[error("the post failed for now (it is tried again)")]
    Retry {
        #[source]
        cause: Cause,
        after: Option<std::time::Duration>,
        scope: RetryScope,
    },
    /// Discord refuses the bot's token (401: revoked or rotated): nothing can be posted until
    /// an operator acts. No notice is given up; the pump stops and says so loudly.
    #[error("Discord refused the bot's token")]
    Unauthorized(#[source] Cause),
    /// Discord refused the bot in the channel (missing access or permissions): the host is
    /// told once, in words, what the bot lacks (`missing`, empty when unknown); the channel's
    /// notices wait until the bot may post there again.
    #[error("Discord refused the bot in the channel")]
    Refused {
        #[source]
        cause: Cause,
        code: i64,
        missing: Vec<Permission>,
    },
    /// Discord says the channel does not exist (10003). Before a game is ended for it, the
    /// pump asks the transport to confirm ([`Deliver::confirm_gone`]).
    #[error("Discord called the channel unknown")]
    ChannelGone(#[source] Cause),
    /// Can never work (Discord refuses the request itself): given up at once, the error kept.
    #[error("Discord refused the post itself")]
    Permanent(#[source] Cause),
    /// The user accepts no direct messages: given up at once, their DMs switched off.
    #[error("the user accepts no direct messages")]
    DmsClosed,
}

impl DeliveryError {
    /// A failure of Discord as a whole, without its word on when to come back.
    pub fn retry(cause: Cause) -> DeliveryError {
        DeliveryError::Retry {
            cause,
            after: None,
            scope: RetryScope::Discord,
        }
    }
}

/// How a transport posts one message.
pub trait Deliver: Send + Sync {
    fn deliver(&self, out: &Outgoing) -> impl Future<Output = Result<(), DeliveryError>> + Send;

    /// Asked after a post was answered "unknown channel": whether `channel` is really gone
    /// (`Ok(true)`), still there (`Ok(false)`: the answer was wrong, the notice is tried
    /// again later), or the question failed too. A transport that cannot ask trusts the
    /// answer.
    fn confirm_gone(
        &self,
        channel: ChannelId,
    ) -> impl Future<Output = Result<bool, DeliveryError>> + Send {
        let _ = channel;
        async { Ok(true) }
    }

    /// How its readers' screens read text: players' names in a notice's words (its text and
    /// card, never its pictures) are escaped for it.
    fn markup(&self) -> Markup {
        Markup::Plain
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn out(id: i64, fold_last: Option<i64>) -> Outgoing {
        Outgoing {
            id: NoticeId(id),
            fold_last: fold_last.map(NoticeId),
            game: GameId(1),
            kind: NoticeKind::Turn,
            channel: ChannelId(1),
            direct_to: None,
            mention: None,
            text: String::new(),
            pictures: Vec::new(),
            card: None,
            lang: Lang::En,
            later_ping: None,
            attempts: 0,
            rematch: false,
        }
    }

    /// An error of a transport's with a cause beneath it.
    #[derive(Debug)]
    struct Refusal(Words);

    impl fmt::Display for Refusal {
        fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
            f.write_str("403 50013: Missing Permissions")
        }
    }

    impl Error for Refusal {
        fn source(&self) -> Option<&(dyn Error + 'static)> {
            Some(&self.0)
        }
    }

    #[test]
    fn a_failure_names_what_failed_and_says_its_cause_once() {
        use games_ids::chain::chain;
        let e = DeliveryError::Refused {
            cause: Cause::new(Refusal(Words("the bot may not post here".into()))),
            code: 50013,
            missing: Vec::new(),
        };
        assert_eq!(e.to_string(), "Discord refused the bot in the channel");
        assert_eq!(
            chain(&e),
            "Discord refused the bot in the channel: 403 50013: Missing Permissions: \
             the bot may not post here"
        );
        // The cause is transparent: its words once, then what lies beneath them.
        let cause = e.source().expect("a cause");
        assert_eq!(cause.to_string(), "403 50013: Missing Permissions");
        assert_eq!(
            cause.source().map(|c| c.to_string()).as_deref(),
            Some("the bot may not post here")
        );
        let e = DeliveryError::retry(Cause::text("503 0: Service Unavailable"));
        assert_eq!(
            chain(&e),
            "the post failed for now (it is tried again): 503 0: Service Unavailable"
        );
        assert!(DeliveryError::DmsClosed.source().is_none());
        let DeliveryError::Retry { cause, .. } = e.clone() else {
            panic!("a retry")
        };
        assert_eq!(cause.chain(), "503 0: Service Unavailable");
    }

    #[test]
    fn nonces_fit_discords_25_characters_and_tell_a_catch_up_apart() {
        assert_eq!(out(42, None).nonce(), "calcada-42");
        assert_eq!(out(42, Some(57)).nonce(), "calcada-42-57");
        assert_ne!(out(42, None).nonce(), out(42, Some(57)).nonce());
        for (id, last) in [
            (i64::MAX, None),
            (i64::MAX, Some(i64::MAX)),
            (99_999_999, Some(123_456_789)),
        ] {
            let n = out(id, last).nonce();
            assert!(n.len() <= 25, "{n}");
        }
        assert_ne!(
            out(i64::MAX, Some(i64::MAX - 1)).nonce(),
            out(i64::MAX - 1, Some(i64::MAX)).nonce()
        );
    }
}
