-- Each player's own settings, across servers: time zone, quiet hours, how they are told it
-- is their turn, their reminder interval, and time away.
CREATE TABLE user_settings (
    user_id       BIGINT PRIMARY KEY,
    -- IANA time zone name; NULL: UTC.
    time_zone     TEXT,
    -- Quiet hours in the player's zone, minutes after midnight; both NULL: none.
    quiet_start   BIGINT,
    quiet_end     BIGINT,
    -- 'channel', 'dm' or 'both'; NULL: as each game's seat says.
    notify        TEXT,
    -- Their own reminder interval in seconds, 0 for no reminders; NULL: the game's.
    reminder_secs BIGINT,
    -- Away until this time (unix seconds); NULL: not away.
    away_until    BIGINT
);

-- Notices held back until a time: a ping in quiet hours waits for their end.
ALTER TABLE outbox ADD COLUMN not_before BIGINT;

-- How long a player of this server may be away (days); NULL: 14.
ALTER TABLE guild_settings ADD COLUMN max_away_days BIGINT;
