-- Bot turns are played by the background worker, one at a time, never inside the request
-- that seated the bot (a leave, a take-over, a replacement). While bots have turns to play,
-- the move number from which their turns are not yet told in the channel (the turn message
-- covers them all once a human is to play or the game is over); NULL when no bot turn waits.
ALTER TABLE games ADD COLUMN bots_from INTEGER;
CREATE INDEX games_bots_due ON games (bots_from) WHERE bots_from IS NOT NULL;
