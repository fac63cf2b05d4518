-- Time away is the game's business, within the server's cap over any 30 days: each period
-- a player was (or is) away, so that renewing `away` cannot freeze a game for ever.
CREATE TABLE away_periods (
    user_id  BIGINT NOT NULL,
    since    BIGINT NOT NULL,
    until    BIGINT NOT NULL
);
CREATE INDEX away_periods_by_user ON away_periods (user_id, until);

-- An open lobby nobody starts is closed after this many days (NULL: 7), freeing the channel.
ALTER TABLE guild_settings ADD COLUMN lobby_days BIGINT;
