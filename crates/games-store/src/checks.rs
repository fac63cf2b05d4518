//! The reminder tick's schedule in SQL: when a running game is looked at next. Its own file
//! because games (every change), settings (a player's) and server settings (a pause) all set
//! it, so none of them owns it.

/// The earliest moment a running game's reminder or stand-in could be due whatever its
/// player's settings: an hour (the shortest interval) per reminder already sent plus one,
/// from the start of the turn. A game's `next_check_at` goes back to it whenever anything
/// about the game or its player changes; NULL for a game not running.
/// With a turn clock, never later than the moment the bank of the player to move could run
/// out (`clock_due_at`, migration 0013).
macro_rules! earliest_check {
    () => {
        "CASE WHEN status = 'running' AND turn_started_at IS NOT NULL
             THEN CASE WHEN clock_due_at IS NOT NULL
                           AND clock_due_at < turn_started_at + (reminders_sent + 1) * 3600
                      THEN clock_due_at
                      ELSE turn_started_at + (reminders_sent + 1) * 3600 END END"
    };
}
pub(super) use earliest_check;
