-- Calçada store, first schema. Migrations are append-only: never edit a released file,
-- add the next number instead. Ids from Discord (guild, channel, user) are 64-bit
-- snowflakes stored as INTEGER (bit-cast to signed).

CREATE TABLE games (
    id               INTEGER PRIMARY KEY,
    guild_id         INTEGER NOT NULL,
    channel_id       INTEGER NOT NULL,
    creator_id       INTEGER NOT NULL,
    -- open: waiting for players; running; finished: played to its end; ended: stopped early.
    status           TEXT    NOT NULL CHECK (status IN ('open', 'running', 'finished', 'ended')),
    -- JSON: board side, seat limit, reminder interval, bot take-over, multipliers.
    options          TEXT    NOT NULL,
    seed             INTEGER NOT NULL,
    -- Bumped by every accepted change; writers check it (optimistic concurrency).
    version          INTEGER NOT NULL DEFAULT 0,
    -- JSON engine snapshot (the whole position); NULL until the game starts.
    snapshot         TEXT,
    created_at       INTEGER NOT NULL,
    updated_at       INTEGER NOT NULL,
    -- When the current turn began, and reminders sent for it (reminders are due at
    -- turn_started_at + (reminders_sent + 1) * interval).
    turn_started_at  INTEGER,
    reminders_sent   INTEGER NOT NULL DEFAULT 0
);

-- At most one open or running game per channel (a thread is a channel).
CREATE UNIQUE INDEX games_one_live_per_channel ON games (channel_id)
    WHERE status IN ('open', 'running');
CREATE INDEX games_by_guild ON games (guild_id, status);

CREATE TABLE seats (
    game_id       INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seat          INTEGER NOT NULL,
    -- NULL for a bot seat.
    user_id       INTEGER,
    display_name  TEXT    NOT NULL,
    -- NULL for a human; 'random' or 'greedy' for a bot.
    bot           TEXT,
    -- Notify by direct message as well as in the channel.
    notify_dm     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (game_id, seat)
);
CREATE UNIQUE INDEX seats_one_per_user ON seats (game_id, user_id) WHERE user_id IS NOT NULL;

-- The action log: with the game's options and seed it replays the game exactly.
CREATE TABLE actions (
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq         INTEGER NOT NULL,
    seat        INTEGER NOT NULL,
    -- JSON engine action.
    action      TEXT    NOT NULL,
    -- Who sent it (NULL for a bot).
    user_id     INTEGER,
    at          INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq)
);

-- Notifications written with the action that causes them, delivered after commit.
CREATE TABLE outbox (
    id          INTEGER PRIMARY KEY,
    game_id     INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    channel_id  INTEGER NOT NULL,
    -- The user to mention or to message directly, if any.
    user_id     INTEGER,
    -- 'turn', 'reminder', 'game_over', ...
    kind        TEXT    NOT NULL,
    direct      INTEGER NOT NULL DEFAULT 0,
    text        TEXT    NOT NULL,
    created_at  INTEGER NOT NULL,
    sent_at     INTEGER
);
CREATE INDEX outbox_pending ON outbox (id) WHERE sent_at IS NULL;

CREATE TABLE guild_settings (
    guild_id                 INTEGER PRIMARY KEY,
    reminder_interval_secs   INTEGER NOT NULL
);
