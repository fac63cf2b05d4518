-- Notices survive Discord's outages. A notice whose post failed for a reason that passes
-- (5xx, a timeout, a lost connection, 429) waits until retry_at (seconds since the epoch),
-- and so do the later notices of its channel (of its recipient, for a direct message), so a
-- channel still sees its messages in order. The last error is kept for logs and admins.
ALTER TABLE outbox ADD COLUMN retry_at INTEGER;
ALTER TABLE outbox ADD COLUMN last_error TEXT;
-- Channels where Discord refused the bot (missing access or permissions, 50001 and 50013):
-- what the bot lacks there, since when, and whether the game's host was told. The channel's
-- notices wait (tried again now and then, and at once when a command in the channel shows
-- the bot's rights back); the row goes when a post there succeeds.
CREATE TABLE channel_blocks (
    channel_id  INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL,
    missing     TEXT    NOT NULL,
    code        INTEGER NOT NULL,
    since       INTEGER NOT NULL
);
