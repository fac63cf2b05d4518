//! The outbox: notices written in the same transaction as the change that causes them, then
//! claimed by one process, delivered, marked sent (never delivered again) or given up after
//! repeated failures.
//!
//! Claims are leases: a process takes a channel's pending notices for `lease_secs`; no other
//! process takes notices of that channel while the lease runs (so each is posted by one
//! process, and a channel's messages stay in order); a process that dies leaves its claims
//! to expire, and another takes them over. Claiming is serialised between processes (one
//! claiming transaction at a time: SQLite's writer lock, PostgreSQL's advisory lock), so
//! every claim sees the others' committed claims.

use super::db::{Conn, Row};
use super::{Notice, NoticeKind, PendingNotice, Result, Store};
use crate::ids::{GameId, NoticeId, UserId};
use rusqlite::params;

/// Delivery attempts before a notice is given up.
pub const MAX_DELIVERY_ATTEMPTS: i64 = 5;

/// The advisory lock key of outbox claims ("outbox" in ASCII).
const CLAIM_LOCK: i64 = 0x6f75_7462_6f78;

/// Who claims notices (one per process) and for how long.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Claim {
    pub owner: String,
    pub lease_secs: i64,
}

pub(super) fn insert_notices(
    tx: &mut Conn<'_>,
    id: GameId,
    notices: &[Notice],
    now: i64,
) -> Result<Vec<NoticeId>> {
    let mut ids = Vec::with_capacity(notices.len());
    for n in notices {
        let row = tx.query_one(
            "INSERT INTO outbox (game_id, channel_id, user_id, kind, direct, text, body, created_at)
             VALUES (?1, ?2, ?3, ?4, ?5, '', ?6, ?7) RETURNING id",
            params![id, n.channel, n.user, n.kind.key(), n.direct, n.body, now],
        )?;
        ids.push(row.get(0)?);
    }
    Ok(ids)
}

const PENDING_COLUMNS: &str = "id, game_id, channel_id, user_id, kind, direct, COALESCE(body, ''),
    text, attempts, created_at";

fn pending_row(r: &Row) -> Result<PendingNotice> {
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
}

impl Store {
    /// Notices not yet delivered (nor given up), oldest first, held ones included.
    pub fn pending_notices(&self, limit: usize) -> Result<Vec<PendingNotice>> {
        self.db.run(|c| {
            c.query(
                &format!(
                    "SELECT {PENDING_COLUMNS} FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL
                     ORDER BY id LIMIT ?1"
                ),
                params![limit as i64],
            )?
            .iter()
            .map(pending_row)
            .collect()
        })
    }

    /// Claims for `claim.owner` (until `now + lease`) the oldest notices due at `now`, at
    /// most `limit`, of channels no other process holds a live claim on, and returns them.
    /// The owner's own earlier claims are taken again (a retry).
    pub fn claim_notices(
        &self,
        claim: &Claim,
        limit: usize,
        now: i64,
    ) -> Result<Vec<PendingNotice>> {
        // A lease: written without waiting for the disk (see `Db::write_lease`).
        self.db.write_lease(|tx| {
            tx.serialize(CLAIM_LOCK)?;
            let rows = tx.query(
                &format!(
                    "SELECT {PENDING_COLUMNS} FROM outbox o
                     WHERE sent_at IS NULL AND failed_at IS NULL
                         AND (not_before IS NULL OR not_before <= ?2)
                         AND NOT EXISTS (SELECT 1 FROM outbox h
                             WHERE h.channel_id = o.channel_id AND h.sent_at IS NULL
                                 AND h.failed_at IS NULL AND h.claimed_until > ?2
                                 AND h.claimed_by <> ?3)
                     ORDER BY id LIMIT ?1"
                ),
                params![limit as i64, now, claim.owner],
            )?;
            let notices = rows.iter().map(pending_row).collect::<Result<Vec<_>>>()?;
            for n in &notices {
                tx.execute(
                    "UPDATE outbox SET claimed_by = ?2, claimed_until = ?3 WHERE id = ?1",
                    params![n.id, claim.owner, now + claim.lease_secs],
                )?;
            }
            Ok(notices)
        })
    }

    pub fn mark_sent_then(
        &self,
        notice: NoticeId,
        now: i64,
        then: Option<(GameId, Notice, i64)>,
    ) -> Result<()> {
        self.db.write(|tx| {
            let marked = tx.execute(
                "UPDATE outbox SET sent_at = ?2 WHERE id = ?1 AND sent_at IS NULL",
                params![notice, now],
            )?;
            if let (1, Some((game, n, not_before))) = (marked, then) {
                let ids = insert_notices(tx, game, std::slice::from_ref(&n), now)?;
                tx.execute(
                    "UPDATE outbox SET not_before = ?2 WHERE id = ?1",
                    params![ids[0], not_before],
                )?;
            }
            Ok(())
        })
    }

    /// Marks a notice delivered, so that it is never sent again.
    pub fn mark_sent(&self, notice: NoticeId, now: i64) -> Result<()> {
        self.db.run(|c| {
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
        self.db.run(|c| {
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
        self.db.write(|tx| {
            tx.execute(
                "UPDATE outbox SET attempts = attempts + 1, failed_at = ?2 WHERE id = ?1",
                params![notice, now],
            )?;
            let changed = tx.execute(
                "UPDATE seats SET notify_dm = 0 WHERE game_id = ?1 AND user_id = ?2 AND notify_dm <> 0",
                params![game, user],
            )? > 0;
            if changed {
                insert_notices(tx, game, std::slice::from_ref(explanation), now)?;
            }
            Ok(changed)
        })
    }
}
