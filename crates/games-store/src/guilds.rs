//! Server-wide settings.

use super::{Result, Store};
use games_ids::ids::GuildId;
use rusqlite::params;

impl Store {
    /// The server's default reminder interval, if an admin set one.
    pub fn guild_reminder_interval(&self, guild: GuildId) -> Result<Option<u64>> {
        self.db.run(|c| {
            c.query_opt(
                "SELECT reminder_interval_secs FROM guild_settings WHERE guild_id = ?1",
                params![guild],
            )?
            .map(|r| Ok(r.get::<i64>(0)? as u64))
            .transpose()
        })
    }

    pub fn set_guild_reminder_interval(&self, guild: GuildId, secs: u64) -> Result<()> {
        self.db.run(|c| {
            c.execute(
                "INSERT INTO guild_settings (guild_id, reminder_interval_secs) VALUES (?1, ?2)
                 ON CONFLICT (guild_id) DO UPDATE SET reminder_interval_secs = excluded.reminder_interval_secs",
                params![guild, secs as i64],
            )?;
            Ok(())
        })
    }

    /// Since when an admin has paused the server's games (`None`: not paused).
    pub fn guild_paused_at(&self, guild: GuildId) -> Result<Option<i64>> {
        self.db.run(|c| {
            Ok(c.query_opt(
                "SELECT paused_at FROM guild_settings WHERE guild_id = ?1",
                params![guild],
            )?
            .map(|r| r.get::<Option<i64>>(0))
            .transpose()?
            .flatten())
        })
    }

    /// Pauses the server's games from `now` (migration 0013). Returns whether they were
    /// running (`false`: already paused, nothing changed).
    pub fn pause_guild(&self, guild: GuildId, now: i64) -> Result<bool> {
        self.db.write(|tx| {
            tx.execute(
                "INSERT INTO guild_settings (guild_id, reminder_interval_secs) VALUES (?1, ?2)
                 ON CONFLICT (guild_id) DO NOTHING",
                params![guild, super::DEFAULT_REMINDER_SECS as i64],
            )?;
            let n = tx.execute(
                "UPDATE guild_settings SET paused_at = ?2 WHERE guild_id = ?1 AND paused_at IS NULL",
                params![guild, now],
            )?;
            Ok(n == 1)
        })
    }

    /// Resumes the server's games at `now`, in one transaction: every running game's turn
    /// (and its clock's expiry) starts again as if the pause had not been, so the player to
    /// move gets the paused time back (a turn begun during the pause begins now), and its
    /// reminder check goes back to the earliest moment (on `games_by_guild`). Returns since
    /// when the games were paused (`None`: they were not, nothing changed).
    pub fn resume_guild(&self, guild: GuildId, now: i64) -> Result<Option<i64>> {
        self.db.write(|tx| {
            let Some(since) = tx
                .query_opt(
                    "SELECT paused_at FROM guild_settings WHERE guild_id = ?1",
                    params![guild],
                )?
                .map(|r| r.get::<Option<i64>>(0))
                .transpose()?
                .flatten()
            else {
                return Ok(None);
            };
            tx.execute(
                "UPDATE games SET
                     clock_due_at = clock_due_at
                         + (?3 - CASE WHEN turn_started_at > ?2 THEN turn_started_at ELSE ?2 END),
                     turn_started_at = turn_started_at
                         + (?3 - CASE WHEN turn_started_at > ?2 THEN turn_started_at ELSE ?2 END)
                 WHERE guild_id = ?1 AND status = 'running' AND turn_started_at IS NOT NULL
                     AND turn_started_at < ?3",
                params![guild, since, now],
            )?;
            tx.execute(
                concat!(
                    "UPDATE games SET next_check_at = ",
                    super::checks::earliest_check!(),
                    " WHERE guild_id = ?1 AND status = 'running'"
                ),
                params![guild],
            )?;
            tx.execute(
                "UPDATE guild_settings SET paused_at = NULL WHERE guild_id = ?1",
                params![guild],
            )?;
            Ok(Some(since))
        })
    }
}
