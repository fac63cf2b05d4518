//! Server-wide settings.

use super::{Result, Store};
use crate::ids::GuildId;
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
}
