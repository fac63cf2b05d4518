-- Hints asked for, so the history can say so: the game's move number when the player asked
-- (their next action has that sequence number) and their seat. Asking twice in one turn is
-- one row.
CREATE TABLE hints (
    game_id BIGINT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
    seq     BIGINT NOT NULL,
    seat    BIGINT NOT NULL,
    at      BIGINT NOT NULL,
    PRIMARY KEY (game_id, seq, seat)
);
