-- Hints asked for, so the history can say so: the game's move number when the player asked
-- (their next action has that sequence number) and their seat. Asking twice in one turn is
-- one row.
CREATE TABLE hints (
    game_id INTEGER NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     INTEGER NOT NULL,
    seat    INTEGER NOT NULL,
    at      INTEGER NOT NULL,
    PRIMARY KEY (game_id, seq, seat)
);
