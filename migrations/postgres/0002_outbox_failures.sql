-- Notices that cannot be delivered (a deleted channel, lost access) must not block the
-- outbox: count the attempts, and give a notice up after too many or a permanent error.
ALTER TABLE outbox ADD COLUMN attempts BIGINT NOT NULL DEFAULT 0;
ALTER TABLE outbox ADD COLUMN failed_at BIGINT;
DROP INDEX outbox_pending;
CREATE INDEX outbox_pending ON outbox (id) WHERE sent_at IS NULL AND failed_at IS NULL;
