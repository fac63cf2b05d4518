-- Results per server and per game (issue 27: a Piazza win says nothing of a Calçada rating):
-- `game` joins both keys. Every result stored before this migration is a Calçada game's.
-- SQLite cannot change a primary key, so each table is built again and its rows copied.
CREATE TABLE player_stats_by_game (
    guild_id    INTEGER NOT NULL,
    game        TEXT    NOT NULL DEFAULT 'calcada',
    user_id     INTEGER NOT NULL,
    name        TEXT    NOT NULL,
    games       INTEGER NOT NULL DEFAULT 0,
    wins        INTEGER NOT NULL DEFAULT 0,
    points      INTEGER NOT NULL DEFAULT 0,
    best        INTEGER NOT NULL DEFAULT 0,
    best_game   INTEGER,
    rating      REAL    NOT NULL,
    uncertainty REAL    NOT NULL,
    PRIMARY KEY (guild_id, game, user_id)
);
INSERT INTO player_stats_by_game
    (guild_id, game, user_id, name, games, wins, points, best, best_game, rating, uncertainty)
    SELECT guild_id, 'calcada', user_id, name, games, wins, points, best, best_game, rating,
           uncertainty
    FROM player_stats;
DROP TABLE player_stats;
ALTER TABLE player_stats_by_game RENAME TO player_stats;

CREATE TABLE bot_stats_by_game (
    guild_id INTEGER NOT NULL,
    game     TEXT    NOT NULL DEFAULT 'calcada',
    kind     TEXT    NOT NULL,
    games    INTEGER NOT NULL DEFAULT 0,
    wins     INTEGER NOT NULL DEFAULT 0,
    points   INTEGER NOT NULL DEFAULT 0,
    best     INTEGER NOT NULL DEFAULT 0,
    PRIMARY KEY (guild_id, game, kind)
);
INSERT INTO bot_stats_by_game (guild_id, game, kind, games, wins, points, best)
    SELECT guild_id, 'calcada', kind, games, wins, points, best FROM bot_stats;
DROP TABLE bot_stats;
ALTER TABLE bot_stats_by_game RENAME TO bot_stats;
