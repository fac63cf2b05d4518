-- A turn clock (issue 26, item 2): each seat's time bank, and a server-wide pause.
--
-- clock_banks: for a game with a clock (its options' clock_secs), a JSON array of each seat's
-- bank in seconds as it stood when the current turn began (turn_started_at); NULL without a
-- clock. The bank of the player to move runs down from there.
-- clock_due_at: the earliest moment the bank of the player to move could run out
-- (turn_started_at + their bank: pauses, quiet hours and time away only delay it); the game's
-- next_check_at is never later than it. NULL without a clock, or while a bot is to play.
ALTER TABLE games ADD COLUMN clock_banks TEXT;
ALTER TABLE games ADD COLUMN clock_due_at BIGINT;

-- paused_at: since when an admin paused the server's games (no reminders, no stand-ins,
-- clocks stopped; moves still allowed); NULL when not paused.
ALTER TABLE guild_settings ADD COLUMN paused_at BIGINT;
