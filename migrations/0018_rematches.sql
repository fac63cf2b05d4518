-- Rematches (issue 47): the offer under a game played to its end, stored once a player of it
-- accepts. `lapses_at` is a day after the game ended; `opened_game_id` is the rematch once
-- every human of the game accepted (written in the transaction that inserts that game, only
-- where none is written yet, so one game opens however many clicks or processes race);
-- `lapse_told_at` marks the offer lapsed and the channel told, once.
CREATE TABLE rematches (
    game_id        INTEGER PRIMARY KEY REFERENCES games (id) ON DELETE CASCADE,
    channel_id     INTEGER NOT NULL,
    lapses_at      INTEGER NOT NULL,
    opened_game_id INTEGER UNIQUE,
    lapse_told_at  INTEGER
);
-- The offers the tick looks at: neither opened nor told yet, by when they lapse.
CREATE INDEX rematches_lapsing ON rematches (lapses_at)
    WHERE opened_game_id IS NULL AND lapse_told_at IS NULL;

-- Who accepted an offer: once each (the primary key makes a second click change nothing).
CREATE TABLE rematch_accepts (
    game_id  INTEGER NOT NULL REFERENCES rematches (game_id) ON DELETE CASCADE,
    user_id  INTEGER NOT NULL,
    at       INTEGER NOT NULL,
    PRIMARY KEY (game_id, user_id)
);
