//! The outbox: notices written in the same transaction as the change that causes them, then
//! claimed by one process, delivered, marked sent (never delivered again) or given up after
//! repeated failures.
//!
//! Claims are leases on the database's clock: a process takes a channel's pending notices for
//! `lease_secs`, and renews them before each post (`renew_claim`); no other process takes
//! notices of that channel while the lease runs (so each is posted by one process, and a
//! channel's messages stay in order); a process that dies leaves its claims to expire, and
//! another takes them over. Claiming is serialised between processes (one claiming
//! transaction at a time: SQLite's writer lock, PostgreSQL's advisory lock), so every claim
//! sees the others' committed claims. What waits (after an outage, a block, a fault of ours)
//! and the catch-up a blocked channel's notices fold into: `backlog.rs`.

use super::db::{Conn, Row};
use super::{Notice, NoticeKind, PendingNotice, Result, Store};
use games_ids::ids::{ChannelId, GameId, NoticeId, UserId};
use rusqlite::params;

/// Attempts to word a notice (a fault of ours, not Discord's) before it is given up.
pub const MAX_DELIVERY_ATTEMPTS: i64 = 5;

/// A channel where Discord refused the bot: what it lacks there, Discord's code, since when.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ChannelBlock {
    pub channel: ChannelId,
    pub game: GameId,
    /// The permissions the bot lacks there, as keys joined by `,` (empty: not known).
    pub missing: String,
    pub code: i64,
    pub since: i64,
}

/// The advisory lock key of outbox claims ("outbox" in ASCII).
pub(super) const CLAIM_LOCK: i64 = 0x6f75_7462_6f78;

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

/// A pending notice's columns, read from `outbox o` (with whether Discord refuses the bot in
/// its channel, from `channel_blocks`).
pub(super) const PENDING_COLUMNS: &str =
    "o.id, o.game_id, o.channel_id, o.user_id, o.kind, o.direct,
    COALESCE(o.body, ''), o.text, o.attempts, o.created_at, o.compose_failures, o.fold_last,
    EXISTS (SELECT 1 FROM channel_blocks b WHERE b.channel_id = o.channel_id)";

pub(super) fn pending_row(r: &Row) -> Result<PendingNotice> {
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
        compose_failures: r.get(10)?,
        fold_last: r.get(11)?,
        blocked: r.get(12)?,
    })
}

impl Store {
    /// Notices not yet delivered (nor given up), oldest first, held ones included.
    pub fn pending_notices(&self, limit: usize) -> Result<Vec<PendingNotice>> {
        self.db.run(|c| {
            c.query(
                &format!(
                    "SELECT {PENDING_COLUMNS} FROM outbox o
                     WHERE o.sent_at IS NULL AND o.failed_at IS NULL ORDER BY o.id LIMIT ?1"
                ),
                params![limit as i64],
            )?
            .iter()
            .map(pending_row)
            .collect()
        })
    }

    /// Claims for `claim.owner` the oldest notices due at `now`, at most `limit`, of channels
    /// no other process holds a live claim on, and returns them. The claim lasts `lease`
    /// seconds by the database's clock (not `now`, the service's: processes whose clocks
    /// disagree still agree on a lease). The owner's own earlier claims are taken again (a
    /// retry). A notice waiting for a retry (`retry_at` after `now`) holds back the later
    /// notices of its lane: its channel, or its recipient for a direct message, so each sees
    /// its messages in order.
    pub fn claim_notices(
        &self,
        claim: &Claim,
        limit: usize,
        now: i64,
    ) -> Result<Vec<PendingNotice>> {
        // A lease: written without waiting for the disk (see `Db::write_lease`).
        self.db.write_lease(|tx| {
            tx.serialize(CLAIM_LOCK)?;
            let db_now = tx.db_now()?;
            let rows = tx.query(
                &format!(
                    "SELECT {PENDING_COLUMNS} FROM outbox o
                     WHERE o.sent_at IS NULL AND o.failed_at IS NULL
                         AND (o.not_before IS NULL OR o.not_before <= ?2)
                         AND (o.retry_at IS NULL OR o.retry_at <= ?2)
                         AND NOT EXISTS (SELECT 1 FROM outbox e
                             WHERE e.id < o.id AND e.sent_at IS NULL AND e.failed_at IS NULL
                                 AND e.retry_at > ?2 AND e.direct = o.direct
                                 AND (CASE WHEN o.direct <> 0 THEN e.user_id = o.user_id
                                      ELSE e.channel_id = o.channel_id END))
                         AND NOT EXISTS (SELECT 1 FROM outbox h
                             WHERE h.channel_id = o.channel_id AND h.sent_at IS NULL
                                 AND h.failed_at IS NULL AND h.claimed_until > ?4
                                 AND h.claimed_by <> ?3)
                     ORDER BY o.id LIMIT ?1"
                ),
                params![limit as i64, now, claim.owner, db_now],
            )?;
            let notices = rows.iter().map(pending_row).collect::<Result<Vec<_>>>()?;
            for n in &notices {
                tx.execute(
                    "UPDATE outbox SET claimed_by = ?2, claimed_until = ?3 WHERE id = ?1",
                    params![n.id, claim.owner, db_now + claim.lease_secs],
                )?;
            }
            Ok(notices)
        })
    }

    /// Renews `claim` on the channel of `notice` just before posting it: every pending notice
    /// of that channel the owner holds is claimed for another `lease` seconds by the
    /// database's clock. Returns false, renewing nothing, if the notice is no longer the
    /// owner's to post: posted or given up meanwhile, or claimed by another process (the
    /// owner's lease lapsed and another took the channel). A pump renews before every post,
    /// and its lease outlasts the longest post it can make, so no other process ever posts a
    /// channel's notices while one is posting there.
    pub fn renew_claim(&self, claim: &Claim, notice: NoticeId) -> Result<bool> {
        self.db.write_lease(|tx| {
            tx.serialize(CLAIM_LOCK)?;
            let db_now = tx.db_now()?;
            let Some(row) = tx.query_opt(
                "SELECT o.channel_id FROM outbox o
                 WHERE o.id = ?1 AND o.claimed_by = ?2 AND o.sent_at IS NULL
                     AND o.failed_at IS NULL
                     AND NOT EXISTS (SELECT 1 FROM outbox h
                         WHERE h.channel_id = o.channel_id AND h.sent_at IS NULL
                             AND h.failed_at IS NULL AND h.claimed_until > ?3
                             AND h.claimed_by <> ?2)",
                params![notice, claim.owner, db_now],
            )?
            else {
                return Ok(false);
            };
            let channel: ChannelId = row.get(0)?;
            tx.execute(
                "UPDATE outbox SET claimed_until = ?3
                 WHERE channel_id = ?1 AND claimed_by = ?2 AND sent_at IS NULL
                     AND failed_at IS NULL",
                params![channel, claim.owner, db_now + claim.lease_secs],
            )?;
            Ok(true)
        })
    }

    /// Lets go of every claim `owner` holds (a process stopping, or one whose token Discord
    /// refuses): another process, or this one restarted, may post those notices at once
    /// instead of after the lease.
    pub fn release_claims(&self, owner: &str) -> Result<usize> {
        self.db.write_lease(|tx| {
            tx.serialize(CLAIM_LOCK)?;
            tx.execute(
                "UPDATE outbox SET claimed_until = NULL
                 WHERE claimed_by = ?1 AND sent_at IS NULL AND failed_at IS NULL",
                params![owner],
            )
        })
    }

    /// Marks a notice posted; a post in a channel lifts the channel's block (the bot can
    /// post there again). `then` queues a notice due at a time (a ping held by quiet hours).
    /// Written without a disk flush (`Db::write_unflushed`):
    /// a killed bot keeps it; a crash of the machine may lose it with `then`, and the notice
    /// is then posted again, with the same nonce (Discord shows it once if that comes within
    /// minutes).
    pub fn mark_sent_then(
        &self,
        notice: NoticeId,
        now: i64,
        posted_in: Option<ChannelId>,
        then: Option<(GameId, Notice, i64)>,
    ) -> Result<()> {
        self.db.write_unflushed(games_metrics::StoreOp::write, |tx| {
            let marked = tx.execute(
                "UPDATE outbox SET sent_at = ?2, last_error = NULL WHERE id = ?1 AND sent_at IS NULL",
                params![notice, now],
            )?;
            if let Some(channel) = posted_in {
                tx.execute(
                    "DELETE FROM channel_blocks WHERE channel_id = ?1",
                    params![channel],
                )?;
            }
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

impl Store {
    /// A post failed for a reason that passes (Discord down, a timeout, rate limited): the
    /// notice (and its lane after it) waits until `retry_at`; `error` is kept. A notice still
    /// failing `give_up_after` seconds after it was queued is given up.
    pub fn record_retry(
        &self,
        notice: NoticeId,
        error: &str,
        retry_at: i64,
        give_up_after: i64,
        now: i64,
    ) -> Result<bool> {
        self.db.run(|c| {
            let failed = c.query_one(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, retry_at = ?3,
                     failed_at = CASE WHEN created_at + ?4 <= ?5 THEN ?5 ELSE NULL END
                 WHERE id = ?1 RETURNING failed_at",
                params![notice, error, retry_at, give_up_after, now],
            )?;
            Ok(failed.get::<Option<i64>>(0)?.is_some())
        })
    }

    /// A post refused for good (the channel or message is gone, the request is wrong): the
    /// notice is given up, with Discord's error kept.
    pub fn record_final_failure(&self, notice: NoticeId, error: &str, now: i64) -> Result<()> {
        self.db.run(|c| {
            c.execute(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, failed_at = ?3
                 WHERE id = ?1",
                params![notice, error, now],
            )?;
            Ok(())
        })
    }

    /// Discord refused the bot in `block.channel` (missing access or permissions): the
    /// notice waits until `retry_at` (and its channel's later notices with it), the block is
    /// recorded and, if the channel was not blocked yet, `tell` is queued (one message to the
    /// host, never one per refused post). Returns whether the block is new.
    pub fn block_channel(
        &self,
        notice: NoticeId,
        error: &str,
        retry_at: i64,
        block: &ChannelBlock,
        tell: &Notice,
    ) -> Result<bool> {
        self.db.write(|tx| {
            tx.execute(
                "UPDATE outbox SET attempts = attempts + 1, last_error = ?2, retry_at = ?3
                 WHERE id = ?1",
                params![notice, error, retry_at],
            )?;
            let new = tx.execute(
                "INSERT INTO channel_blocks (channel_id, game_id, missing, code, since)
                 VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (channel_id) DO NOTHING",
                params![
                    block.channel,
                    block.game,
                    block.missing,
                    block.code,
                    block.since
                ],
            )? > 0;
            if new {
                insert_notices(tx, block.game, std::slice::from_ref(tell), block.since)?;
            }
            Ok(new)
        })
    }

    /// The block on a channel, if Discord refused the bot there.
    pub fn channel_block(&self, channel: ChannelId) -> Result<Option<ChannelBlock>> {
        self.db.run(|c| {
            c.query_opt(
                "SELECT channel_id, game_id, missing, code, since FROM channel_blocks
                 WHERE channel_id = ?1",
                params![channel],
            )?
            .map(|r| {
                Ok(ChannelBlock {
                    channel: r.get(0)?,
                    game: r.get(1)?,
                    missing: r.get(2)?,
                    code: r.get(3)?,
                    since: r.get(4)?,
                })
            })
            .transpose()
        })
    }

    /// The bot's rights in a blocked channel look back (a command there showed them): the
    /// channel's waiting notices are due now. The block itself stays until a post there
    /// succeeds, so a refusal again does not tell the host twice. Returns whether notices
    /// were made due. Reads first, so the common case (no block) writes nothing.
    pub fn lift_channel_block(&self, channel: ChannelId, now: i64) -> Result<bool> {
        if self.channel_block(channel)?.is_none() {
            return Ok(false);
        }
        self.db.write(|tx| {
            let due = tx.execute(
                "UPDATE outbox SET retry_at = ?2 WHERE channel_id = ?1 AND direct = 0
                     AND sent_at IS NULL AND failed_at IS NULL AND retry_at > ?2",
                params![channel, now],
            )?;
            Ok(due > 0)
        })
    }

    /// The outbox for the metrics, in one query on the pending index: how many notices are
    /// neither posted nor given up, and when the oldest of those due at `now` fell due (a ping
    /// held through quiet hours falls due when they end), if any.
    pub fn outbox_backlog(&self, now: i64) -> Result<(u64, Option<i64>)> {
        self.db.run(|c| {
            let row = c.query_one(
                "SELECT COUNT(*), MIN(CASE WHEN not_before IS NULL OR not_before <= ?1 THEN
                         CASE WHEN not_before > created_at THEN not_before ELSE created_at END
                     END)
                 FROM outbox WHERE sent_at IS NULL AND failed_at IS NULL",
                params![now],
            )?;
            Ok((row.get::<i64>(0)? as u64, row.get::<Option<i64>>(1)?))
        })
    }

    /// When the next notice waiting for a retry is due (after `now`), if any.
    pub fn next_retry_at(&self, now: i64) -> Result<Option<i64>> {
        self.db.run(|c| {
            let row = c.query_one(
                "SELECT MIN(retry_at) FROM outbox
                 WHERE sent_at IS NULL AND failed_at IS NULL AND retry_at > ?1",
                params![now],
            )?;
            row.get::<Option<i64>>(0)
        })
    }

    /// A notice's delivery so far: attempts, the last error, when it is retried, whether it
    /// was posted or given up (for tests, logs and admins).
    pub fn notice_delivery(&self, notice: NoticeId) -> Result<NoticeDelivery> {
        self.db.run(|c| {
            let r = c.query_one(
                "SELECT attempts, last_error, retry_at, sent_at, failed_at FROM outbox WHERE id = ?1",
                params![notice],
            )?;
            Ok(NoticeDelivery {
                attempts: r.get(0)?,
                last_error: r.get(1)?,
                retry_at: r.get(2)?,
                sent_at: r.get(3)?,
                failed_at: r.get(4)?,
            })
        })
    }
}

/// Where a notice's delivery stands.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NoticeDelivery {
    pub attempts: i64,
    pub last_error: Option<String>,
    pub retry_at: Option<i64>,
    pub sent_at: Option<i64>,
    pub failed_at: Option<i64>,
}
