-- Several bot processes may share one database (PostgreSQL): before posting a notice, a
-- process claims it for a while (a lease: who, and until when), so no other process posts it
-- too; the claims of a process that died expire and another process takes them over.
ALTER TABLE outbox ADD COLUMN claimed_by TEXT;
ALTER TABLE outbox ADD COLUMN claimed_until INTEGER;
-- A claim looks for live claims on the same channel among the pending notices.
CREATE INDEX outbox_pending_by_channel ON outbox (channel_id)
    WHERE sent_at IS NULL AND failed_at IS NULL;
