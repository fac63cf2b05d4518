-- One process at scale (issue 25): the reminder tick reads only the games that may have
-- something due, through an index, instead of every running game.
--
-- next_check_at: for a running game, the earliest moment a reminder or the bot stand-in
-- could be due (never later than that). Any change to the game, a reminder sent or its
-- player's settings set it back to turn_started_at + (reminders_sent + 1) * 3600 (an hour is
-- the shortest interval, so nothing is due before); a tick that finds nothing due yet
-- (a longer interval, quiet hours, time away) moves it forward to when something could be.
-- NULL for games not running and for running games with nothing that could ever be due until
-- they change (a bot to play, reminders off and no stand-in).
ALTER TABLE games ADD COLUMN next_check_at INTEGER;
UPDATE games SET next_check_at = turn_started_at + (reminders_sent + 1) * 3600
    WHERE status = 'running' AND turn_started_at IS NOT NULL;
CREATE INDEX games_next_check ON games (next_check_at) WHERE status = 'running';

-- Open lobbies, for their expiry (a few, among every game ever played).
CREATE INDEX games_open_since ON games (created_at) WHERE status = 'open';

-- A channel's past games (results, the last game's record), and a player's games (their
-- settings reset the reminder clock of the games they sit in; their recent games).
CREATE INDEX games_by_channel ON games (channel_id);
CREATE INDEX seats_by_user ON seats (user_id) WHERE user_id IS NOT NULL;
