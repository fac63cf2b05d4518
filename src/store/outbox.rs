//! The outbox: notices written in the same transaction as the change that causes them, then
//! delivered, marked sent (never delivered again) or given up after repeated failures.

use super::{Notice, NoticeKind, PendingNotice, Result, Store};
use crate::ids::{GameId, NoticeId, UserId};
use rusqlite::{params, Transaction, TransactionBehavior};

/// Delivery attempts before a notice is given up.
pub const MAX_DELIVERY_ATTEMPTS: i64 = 5;

pub(super) fn insert_notices(
    tx: &Transaction<'_>,
    id: GameId,
    notices: &[Notice],
    now: i64,
) -> Result<Vec<NoticeId>> {
    let mut insert = tx.prepare_cached(
        "INSERT INTO outbox (game_id, channel_id, user_id, kind, direct, text, body, created_at)
         VALUES (?1, ?2, ?3, ?4, ?5, '', ?6, ?7)",
    )?;
    let mut ids = Vec::with_capacity(notices.len());
    for n in notices {
        insert.execute(params![
            id,
            n.channel,
            n.user,
            n.kind.key(),
            n.direct,
            n.body,
            now
        ])?;
        ids.push(NoticeId(tx.last_insert_rowid()));
    }
    Ok(ids)
}

impl Store {
    /// Notices not yet delivered (nor given up), oldest first, held ones included.
    pub fn pending_notices(&self, limit: usize) -> Result<Vec<PendingNotice>> {
        self.pending_notices_due(limit, i64::MAX)
    }

    /// Notices to deliver at `now`, oldest first: not delivered, not given up, not held
    /// back past `now` (a ping waiting for the end of quiet hours).
    pub fn pending_notices_due(&self, limit: usize, now: i64) -> Result<Vec<PendingNotice>> {
        self.with_conn(|c| {
            let mut stmt = c.prepare_cached(
                "SELECT id, game_id, channel_id, user_id, kind, direct, COALESCE(body, ''), text,
                        attempts, created_at
                 FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL
                     AND (not_before IS NULL OR not_before <= ?2)
                 ORDER BY id LIMIT ?1",
            )?;
            let rows = stmt.query_map(params![limit as i64, now], |r| {
                let kind: String = r.get(4)?;
                Ok(PendingNotice {
                    id: r.get(0)?,
                    game: r.get(1)?,
                    notice: Notice {
                        channel: r.get(2)?,
                        user: r.get(3)?,
                        kind: NoticeKind::from_key(&kind).unwrap_or(NoticeKind::Info),
                        direct: r.get(5)?,
                        body: r.get(6)?,
                    },
                    legacy_text: r.get(7)?,
                    attempts: r.get(8)?,
                    created_at: r.get(9)?,
                })
            })?;
            Ok(rows.collect::<rusqlite::Result<_>>()?)
        })
    }

    /// Marks a notice delivered and, in the same transaction, queues `then` (held until its
    /// time): a ping held back by quiet hours is queued exactly once, whatever crashes.
    pub fn mark_sent_then(
        &self,
        notice: NoticeId,
        now: i64,
        then: Option<(GameId, Notice, i64)>,
    ) -> Result<()> {
        self.with_conn(|c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            let marked = tx.execute(
                "UPDATE outbox SET sent_at = ?2 WHERE id = ?1 AND sent_at IS NULL",
                params![notice, now],
            )?;
            if let (1, Some((game, n, not_before))) = (marked, then) {
                let ids = insert_notices(&tx, game, std::slice::from_ref(&n), now)?;
                tx.execute(
                    "UPDATE outbox SET not_before = ?2 WHERE id = ?1",
                    params![ids[0], not_before],
                )?;
            }
            tx.commit()?;
            Ok(())
        })
    }

    /// Marks a notice delivered, so that it is never sent again.
    pub fn mark_sent(&self, notice: NoticeId, now: i64) -> Result<()> {
        self.with_conn(|c| {
            c.execute(
                "UPDATE outbox SET sent_at = ?2 WHERE id = ?1",
                params![notice, now],
            )?;
            Ok(())
        })
    }

    /// Records a failed delivery; the notice is given up after `MAX_DELIVERY_ATTEMPTS`, or at
    /// once if the failure is permanent (the channel is gone, access was taken away).
    pub fn record_delivery_failure(
        &self,
        notice: NoticeId,
        permanent: bool,
        now: i64,
    ) -> Result<()> {
        self.with_conn(|c| {
            c.execute(
                "UPDATE outbox SET attempts = attempts + 1,
                     failed_at = CASE WHEN ?2 OR attempts + 1 >= ?3 THEN ?4 ELSE failed_at END
                 WHERE id = ?1",
                params![notice, permanent, MAX_DELIVERY_ATTEMPTS, now],
            )?;
            Ok(())
        })
    }

    /// A direct message to `user` was refused for good (they accept no DMs): gives the
    /// notice up, switches DMs off for the user's seat in its game and, if they were on,
    /// queues `explanation` (one notice in the channel, never one per refused DM). Returns
    /// whether the setting changed.
    pub fn refuse_direct_messages(
        &self,
        notice: NoticeId,
        game: GameId,
        user: UserId,
        explanation: &Notice,
        now: i64,
    ) -> Result<bool> {
        self.with_conn(|c| {
            let tx = c.transaction_with_behavior(TransactionBehavior::Immediate)?;
            tx.execute(
                "UPDATE outbox SET attempts = attempts + 1, failed_at = ?2 WHERE id = ?1",
                params![notice, now],
            )?;
            let changed = tx.execute(
                "UPDATE seats SET notify_dm = 0 WHERE game_id = ?1 AND user_id = ?2 AND notify_dm",
                params![game, user],
            )? > 0;
            if changed {
                insert_notices(&tx, game, std::slice::from_ref(explanation), now)?;
            }
            tx.commit()?;
            Ok(changed)
        })
    }
}
