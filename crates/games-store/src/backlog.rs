//! What waits in the outbox, and how it resumes: a fault of ours while wording a notice
//! (counted apart from Discord's attempts), every waiting notice made due at once when
//! Discord is back, whether a channel's messages are held up (for the answer to a move), and
//! the notices of a game that piled up in a channel where Discord refused the bot, folded
//! into one catch-up message.

use super::db::Conn;
use super::outbox::{pending_row, CLAIM_LOCK, PENDING_COLUMNS};
use super::{Claim, Notice, PendingNotice, Result, Store};
use games_ids::ids::{ChannelId, GameId, NoticeId};
use rusqlite::params;

/// Whether `notice` is still pending and no other owner than `owner` holds a live claim on
/// its channel (so `owner` may change it).
fn still_ours(tx: &mut Conn<'_>, notice: NoticeId, owner: &str, db_now: i64) -> Result<bool> {
    Ok(tx
        .query_opt(
            "SELECT 1 FROM outbox o
             WHERE o.id = ?1 AND o.sent_at IS NULL AND o.failed_at IS NULL
                 AND NOT EXISTS (SELECT 1 FROM outbox h
                     WHERE h.channel_id = o.channel_id AND h.sent_at IS NULL
                         AND h.failed_at IS NULL AND h.claimed_until > ?3
                         AND h.claimed_by <> ?2)",
            params![notice, owner, db_now],
        )?
        .is_some())
}

impl Store {
    /// A fault of ours (not Discord's) stopped `notice` from being worded: counted apart from
    /// the posts Discord refused, kept as its last error, and the notice (with its lane) waits
    /// until `retry_at`. Given up if `give_up` (the fault can never pass: its body does not
    /// read) or if it was queued `give_up_after` seconds ago or more. Returns whether it was
    /// given up.
    pub fn record_compose_failure(
        &self,
        notice: NoticeId,
        error: &str,
        retry_at: i64,
        give_up: bool,
        give_up_after: i64,
        now: i64,
    ) -> Result<bool> {
        self.db.run(|c| {
            let failed = c.query_one(
                "UPDATE outbox SET compose_failures = compose_failures + 1, last_error = ?2,
                     retry_at = ?3,
                     failed_at = CASE WHEN ?4 OR created_at + ?5 <= ?6 THEN ?6 ELSE NULL END
                 WHERE id = ?1 RETURNING failed_at",
                params![notice, error, retry_at, give_up, give_up_after, now],
            )?;
            Ok(failed.get::<Option<i64>>(0)?.is_some())
        })
    }

    /// Discord answers again: every notice waiting for a retry is due at `now`, except in the
    /// channels where Discord refuses the bot (they wait for its rights). Returns how many.
    pub fn resume_waiting(&self, now: i64) -> Result<usize> {
        self.db.run(|c| {
            c.execute(
                "UPDATE outbox SET retry_at = ?1
                 WHERE sent_at IS NULL AND failed_at IS NULL AND retry_at > ?1
                     AND NOT (direct = 0 AND channel_id IN (SELECT channel_id FROM channel_blocks))",
                params![now],
            )
        })
    }

    /// Whether a message posted in `channel` now would wait: Discord refuses the bot there,
    /// or one of the channel's messages waits for a retry at `now`.
    pub fn channel_held(&self, channel: ChannelId, now: i64) -> Result<bool> {
        self.db.run(|c| {
            let row = c.query_one(
                "SELECT EXISTS (SELECT 1 FROM channel_blocks WHERE channel_id = ?1)
                     OR EXISTS (SELECT 1 FROM outbox WHERE channel_id = ?1 AND direct = 0
                         AND sent_at IS NULL AND failed_at IS NULL AND retry_at > ?2)",
                params![channel, now],
            )?;
            row.get(0)
        })
    }

    /// The notices of `game` waiting to be posted in `channel` (not direct messages), oldest
    /// first: what a catch-up may fold.
    pub fn channel_backlog(&self, channel: ChannelId, game: GameId) -> Result<Vec<PendingNotice>> {
        self.db.run(|c| {
            c.query(
                &format!(
                    "SELECT {PENDING_COLUMNS} FROM outbox o
                     WHERE o.channel_id = ?1 AND o.game_id = ?2 AND o.direct = 0
                         AND o.sent_at IS NULL AND o.failed_at IS NULL
                     ORDER BY o.id"
                ),
                params![channel, game],
            )?
            .iter()
            .map(pending_row)
            .collect()
        })
    }

    /// Folds notices into one catch-up, in one transaction: `merged` is written over `first`
    /// (which keeps its place in its channel's order and its claim), naming the last of
    /// `rest` as folded in, and each of `rest` is marked sent, folded into `first`. Only if
    /// all are still pending and no other process holds their channel: returns whether it
    /// folded.
    pub fn fold_notices(
        &self,
        claim: &Claim,
        first: NoticeId,
        rest: &[NoticeId],
        merged: &Notice,
        now: i64,
    ) -> Result<bool> {
        let Some(&last) = rest.iter().max() else {
            return Ok(false);
        };
        self.db.write(|tx| {
            tx.serialize(CLAIM_LOCK)?;
            let db_now = tx.db_now()?;
            for &id in std::iter::once(&first).chain(rest) {
                if !still_ours(tx, id, &claim.owner, db_now)? {
                    return Ok(false);
                }
            }
            tx.execute(
                "UPDATE outbox SET body = ?2, kind = ?3, user_id = ?4, fold_last = ?5
                 WHERE id = ?1",
                params![first, merged.body, merged.kind.key(), merged.user, last],
            )?;
            for &id in rest {
                tx.execute(
                    "UPDATE outbox SET sent_at = ?2, folded_into = ?3 WHERE id = ?1",
                    params![id, now, first],
                )?;
            }
            Ok(true)
        })
    }

    /// Which notice `notice` was folded into, if it was (for tests and admins).
    pub fn folded_into(&self, notice: NoticeId) -> Result<Option<NoticeId>> {
        self.db.run(|c| {
            c.query_one(
                "SELECT folded_into FROM outbox WHERE id = ?1",
                params![notice],
            )?
            .get(0)
        })
    }
}
