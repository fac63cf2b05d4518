-- Server leagues (issue 47): a league, its players, its rounds and their tables.
-- `settings` is the pure league's settings as JSON (format, table size, points, tie-breaks,
-- seed); `version` rises with every pairing and status change, so a round is paired once
-- however many processes tick (the write checks the version it read).
CREATE TABLE leagues (
    id             INTEGER PRIMARY KEY,
    guild_id       INTEGER NOT NULL,
    channel_id     INTEGER NOT NULL,
    creator_id     INTEGER NOT NULL,
    game           TEXT    NOT NULL,
    status         TEXT    NOT NULL DEFAULT 'signup',
    settings       TEXT    NOT NULL,
    round_secs     INTEGER NOT NULL,
    clock_secs     INTEGER,
    signup_until   INTEGER,
    lang           TEXT    NOT NULL,
    created_at     INTEGER NOT NULL,
    paused_at      INTEGER,
    version        INTEGER NOT NULL DEFAULT 0
);
CREATE INDEX leagues_by_status ON leagues (status);
CREATE INDEX leagues_by_guild ON leagues (guild_id);

CREATE TABLE league_players (
    league_id  INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    user_id    INTEGER NOT NULL,
    name       TEXT    NOT NULL,
    signed_at  INTEGER NOT NULL,
    withdrawn  INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (league_id, user_id)
);

-- A round, paired once: the primary key refuses a second pairing of the same number.
CREATE TABLE league_rounds (
    league_id  INTEGER NOT NULL REFERENCES leagues (id) ON DELETE CASCADE,
    number     INTEGER NOT NULL,
    byes       TEXT    NOT NULL,
    started_at INTEGER NOT NULL,
    deadline   INTEGER NOT NULL,
    ended_at   INTEGER,
    PRIMARY KEY (league_id, number)
);

-- A round's table: its players in seat order (JSON), the thread its game is played in once
-- the transport made one, the game once opened, and its result (the pure league's JSON) with
-- how it came (`played`, `stand-in` at the deadline, `not-played`).
CREATE TABLE league_tables (
    id         INTEGER PRIMARY KEY,
    league_id  INTEGER NOT NULL,
    round      INTEGER NOT NULL,
    number     INTEGER NOT NULL,
    players    TEXT    NOT NULL,
    channel_id INTEGER,
    game_id    INTEGER,
    result     TEXT,
    settled    TEXT,
    UNIQUE (league_id, round, number),
    FOREIGN KEY (league_id, round) REFERENCES league_rounds (league_id, number) ON DELETE CASCADE
);
CREATE INDEX league_tables_by_game ON league_tables (game_id);
