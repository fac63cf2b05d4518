-- Results per server, updated in the transaction that finishes a game (played to its end;
-- games ended early do not count). Humans by user, with a Weng-Lin rating; bots by kind,
-- apart and unrated.
CREATE TABLE player_stats (
    guild_id    INTEGER NOT NULL,
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    points      INTEGER NOT NULL DEFAULT 0,
    best        INTEGER NOT NULL DEFAULT 0,
    best_game   INTEGER,
    rating      REAL    NOT NULL,
    uncertainty REAL    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

CREATE TABLE bot_stats (
    guild_id INTEGER NOT NULL,
    kind     TEXT    NOT NULL,
    games    INTEGER NOT NULL DEFAULT 0,
    wins     INTEGER NOT NULL DEFAULT 0,
    points   INTEGER NOT NULL DEFAULT 0,
    best     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, kind)
);
