-- Results per server, updated in the transaction that finishes a game (played to its end;
-- games ended early do not count). Humans by user, with a Weng-Lin rating; bots by kind,
-- apart and unrated.
CREATE TABLE player_stats (
    guild_id    BIGINT NOT NULL,
    user_id     BIGINT NOT NULL,
    name        TEXT    NOT NULL,
    games       BIGINT NOT NULL DEFAULT 0,
    wins        BIGINT NOT NULL DEFAULT 0,
    points      BIGINT NOT NULL DEFAULT 0,
    best        BIGINT NOT NULL DEFAULT 0,
    best_game   BIGINT,
    rating      DOUBLE PRECISION    NOT NULL,
    uncertainty DOUBLE PRECISION    NOT NULL,
    PRIMARY KEY (guild_id, user_id)
);

CREATE TABLE bot_stats (
    guild_id BIGINT NOT NULL,
    kind     TEXT    NOT NULL,
    games    BIGINT NOT NULL DEFAULT 0,
    wins     BIGINT NOT NULL DEFAULT 0,
    points   BIGINT NOT NULL DEFAULT 0,
    best     BIGINT NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, kind)
);
