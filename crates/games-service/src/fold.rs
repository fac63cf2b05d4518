//! No flood after a block: while Discord refuses the bot in a channel, players go on with
//! slash commands and each turn queues its message there. Before the channel is tried again,
//! the notices of a game waiting there fold into one catch-up message: how many turns were
//! played meanwhile, the sentences that were queued, the last turn message's lines and
//! picture, and one ping for whoever is to move now. Reminders and held pings are dropped
//! (the catch-up pings). The catch-up takes the first notice's place, so the channel's order
//! holds; an early end (`Ended`) is never folded, nor anything after it.

use super::body::NoticeBody;
use super::{Fault, Service};
use games_ids::ids::NoticeId;
use games_store::{Notice, PendingNotice};
use std::collections::HashSet;

impl Service {
    /// Folds the backlog of every game whose notices were just claimed in a channel where
    /// Discord refuses the bot. Returns whether anything was folded (the claim is then taken
    /// again: the folded notices are gone from it).
    pub(super) fn fold_blocked(&self, claimed: &[PendingNotice]) -> Result<bool, Fault> {
        let mut seen = HashSet::new();
        let mut folded = false;
        for p in claimed.iter().filter(|p| p.blocked && !p.notice.direct) {
            if !seen.insert((p.notice.channel, p.game)) {
                continue;
            }
            let backlog = self.store.channel_backlog(p.notice.channel, p.game)?;
            if let Some(fold) = catch_up(&backlog) {
                folded |= self.store.fold_notices(
                    &self.claim,
                    fold.first,
                    &fold.rest,
                    &fold.merged,
                    self.now(),
                )?;
            }
        }
        Ok(folded)
    }
}

/// A catch-up to write: `merged` over `first`, the `rest` folded into it.
#[derive(Debug, PartialEq)]
pub(super) struct Fold {
    pub first: NoticeId,
    pub rest: Vec<NoticeId>,
    pub merged: Notice,
}

/// The catch-up that the leading notices of a game's backlog in one channel (oldest first)
/// fold into, if there is anything to fold: a turn message among at least two notices. The
/// run ends at an early end, a notice from before bodies existed, or one that does not read.
pub(super) fn catch_up(backlog: &[PendingNotice]) -> Option<Fold> {
    let run: Vec<(&PendingNotice, NoticeBody)> = backlog
        .iter()
        .map_while(|p| {
            let body = serde_json::from_str::<NoticeBody>(&p.notice.body).ok()?;
            (!matches!(body, NoticeBody::Ended { .. })).then_some((p, body))
        })
        .collect();
    let last_turn = run
        .iter()
        .rposition(|(_, b)| matches!(b, NoticeBody::Turn { .. }))?;
    if run.len() < 2 {
        return None;
    }
    let mut first_move: Option<u64> = None;
    let mut said = Vec::new();
    for (_, body) in &run {
        match body {
            NoticeBody::Turn {
                from,
                intro,
                since,
                said: earlier,
                ..
            } => {
                let start = since.unwrap_or(*from);
                first_move = Some(first_move.map_or(start, |m| m.min(start)));
                said.extend(earlier.iter().cloned());
                said.extend(intro.iter().cloned());
            }
            NoticeBody::Say { text } => said.push(text.clone()),
            // The catch-up pings whoever is to move now.
            NoticeBody::Ping { .. } | NoticeBody::Reminder { .. } | NoticeBody::Ended { .. } => {}
        }
    }
    let (last, body) = &run[last_turn];
    let NoticeBody::Turn { from, to, .. } = body else {
        return None;
    };
    let merged = Notice {
        channel: last.notice.channel,
        user: last.notice.user,
        kind: last.notice.kind,
        direct: false,
        body: NoticeBody::Turn {
            from: *from,
            to: *to,
            intro: None,
            since: first_move,
            said,
        }
        .to_json(),
    };
    Some(Fold {
        first: run[0].0.id,
        rest: run[1..].iter().map(|(p, _)| p.id).collect(),
        merged,
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use games_ids::ids::{ChannelId, GameId, UserId};
    use games_messages::Msg;
    use games_store::NoticeKind;

    fn pending(id: i64, kind: NoticeKind, user: Option<u64>, body: NoticeBody) -> PendingNotice {
        PendingNotice {
            id: NoticeId(id),
            game: GameId(1),
            notice: Notice {
                channel: ChannelId(5),
                user: user.map(UserId),
                kind,
                direct: false,
                body: body.to_json(),
            },
            legacy_text: String::new(),
            attempts: 1,
            created_at: 0,
            compose_failures: 0,
            fold_last: None,
            blocked: true,
        }
    }

    fn turn(from: u64, to: u64) -> NoticeBody {
        NoticeBody::turn(from, (to - from) as usize, None)
    }

    fn say(name: &str) -> games_messages::Text {
        Msg::BotTookOver { name: name.into() }.text()
    }

    #[test]
    fn ten_turn_messages_and_reminders_fold_into_one_that_pings_the_last() {
        let mut backlog = Vec::new();
        for k in 0..10u64 {
            let user = 100 + k % 2;
            backlog.push(pending(
                k as i64 * 2 + 1,
                NoticeKind::Turn,
                Some(user),
                turn(k * 3, k * 3 + 3),
            ));
            backlog.push(pending(
                k as i64 * 2 + 2,
                NoticeKind::Reminder,
                Some(user),
                NoticeBody::Reminder {
                    moves: k * 3 + 3,
                    text: say("x"),
                },
            ));
        }
        let fold = catch_up(&backlog).expect("folds");
        assert_eq!(fold.first, NoticeId(1));
        assert_eq!(fold.rest, (2..=20).map(NoticeId).collect::<Vec<_>>());
        assert_eq!(
            fold.merged.user,
            Some(UserId(101)),
            "whoever is next after the last"
        );
        let body: NoticeBody = serde_json::from_str(&fold.merged.body).unwrap();
        assert_eq!(
            body,
            NoticeBody::Turn {
                from: 27,
                to: 30,
                intro: None,
                since: Some(0),
                said: Vec::new(),
            }
        );
    }

    #[test]
    fn sentences_are_kept_in_order_and_an_early_end_stops_the_run() {
        let backlog = vec![
            pending(
                1,
                NoticeKind::Turn,
                Some(100),
                NoticeBody::Turn {
                    from: 4,
                    to: 6,
                    intro: Some(say("a")),
                    since: None,
                    said: Vec::new(),
                },
            ),
            pending(
                2,
                NoticeKind::Info,
                None,
                NoticeBody::Say { text: say("b") },
            ),
            pending(3, NoticeKind::Turn, Some(101), turn(6, 9)),
            pending(
                4,
                NoticeKind::Info,
                None,
                NoticeBody::Ended { by: "ana".into() },
            ),
            pending(5, NoticeKind::Turn, Some(100), turn(9, 11)),
        ];
        let fold = catch_up(&backlog).expect("folds");
        assert_eq!(fold.rest, [NoticeId(2), NoticeId(3)]);
        let body: NoticeBody = serde_json::from_str(&fold.merged.body).unwrap();
        assert_eq!(
            body,
            NoticeBody::Turn {
                from: 6,
                to: 9,
                intro: None,
                since: Some(4),
                said: vec![say("a"), say("b")],
            }
        );
        // A catch-up folds again with what came after it.
        let again = vec![
            pending(1, NoticeKind::Turn, Some(101), body),
            pending(7, NoticeKind::Turn, Some(100), turn(9, 12)),
        ];
        let body: NoticeBody =
            serde_json::from_str(&catch_up(&again).unwrap().merged.body).unwrap();
        assert!(matches!(
            body,
            NoticeBody::Turn {
                from: 9,
                to: 12,
                since: Some(4),
                ..
            }
        ));
    }

    #[test]
    fn nothing_to_fold_without_a_turn_message_or_alone() {
        assert_eq!(
            catch_up(&[pending(1, NoticeKind::Turn, None, turn(0, 2))]),
            None
        );
        let says = [
            pending(
                1,
                NoticeKind::Info,
                None,
                NoticeBody::Say { text: say("a") },
            ),
            pending(
                2,
                NoticeKind::Info,
                None,
                NoticeBody::Say { text: say("b") },
            ),
        ];
        assert_eq!(catch_up(&says), None);
        let ended_first = [
            pending(
                1,
                NoticeKind::Info,
                None,
                NoticeBody::Ended { by: "a".into() },
            ),
            pending(2, NoticeKind::Turn, None, turn(0, 2)),
            pending(3, NoticeKind::Turn, None, turn(2, 4)),
        ];
        assert_eq!(catch_up(&ended_first), None, "nothing before an early end");
    }
}
