//! Each player's own settings (time zone, quiet hours, notification, reminder interval, time
//! away) and the server's cap on time away.

use super::{Result, Store};
use games_ids::ids::{GuildId, UserId};
use rusqlite::params;
use serde::{Deserialize, Serialize};

/// How a player is told it is their turn.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Notify {
    Channel,
    Dm,
    Both,
}

impl Notify {
    pub fn key(self) -> &'static str {
        match self {
            Notify::Channel => "channel",
            Notify::Dm => "dm",
            Notify::Both => "both",
        }
    }
    pub fn from_key(key: &str) -> Option<Notify> {
        [Notify::Channel, Notify::Dm, Notify::Both]
            .into_iter()
            .find(|n| n.key() == key)
    }
}

/// A player's settings; the default is "nothing set" (UTC, no quiet hours...).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PlayerSettings {
    /// IANA name, e.g. `Europe/Budapest`.
    pub time_zone: Option<String>,
    /// Quiet hours, minutes after local midnight: (start, end); may wrap midnight.
    pub quiet: Option<(u16, u16)>,
    pub notify: Option<Notify>,
    /// Own reminder interval in seconds; `Some(0)`: never reminded.
    pub reminder_secs: Option<u64>,
    pub away_until: Option<i64>,
}

/// The default cap on time away.
pub const DEFAULT_MAX_AWAY_DAYS: u32 = 14;

/// Days an open lobby waits to be started before it is closed, unless the server says.
pub const DEFAULT_LOBBY_DAYS: u32 = 7;

impl Store {
    pub fn player_settings(&self, user: UserId) -> Result<PlayerSettings> {
        self.db.run(|c| {
            let Some(r) = c.query_opt(
                "SELECT time_zone, quiet_start, quiet_end, notify, reminder_secs, away_until
                 FROM user_settings WHERE user_id = ?1",
                params![user],
            )?
            else {
                return Ok(PlayerSettings::default());
            };
            let start: Option<i64> = r.get(1)?;
            let end: Option<i64> = r.get(2)?;
            let notify: Option<String> = r.get(3)?;
            Ok(PlayerSettings {
                time_zone: r.get(0)?,
                quiet: start.zip(end).map(|(s, e)| (s as u16, e as u16)),
                notify: notify.as_deref().and_then(Notify::from_key),
                reminder_secs: r.get::<Option<i64>>(4)?.map(|s| s as u64),
                away_until: r.get(5)?,
            })
        })
    }

    /// Saves a player's settings; the running games they sit in are checked for reminders
    /// again from the earliest moment one could be due (their quiet hours, time away or own
    /// interval may have changed what is due).
    pub fn set_player_settings(&self, user: UserId, s: &PlayerSettings) -> Result<()> {
        self.db.write(|c| {
            c.execute(
                "INSERT INTO user_settings (user_id, time_zone, quiet_start, quiet_end, notify, reminder_secs, away_until)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)
                 ON CONFLICT (user_id) DO UPDATE SET time_zone = excluded.time_zone,
                     quiet_start = excluded.quiet_start, quiet_end = excluded.quiet_end,
                     notify = excluded.notify, reminder_secs = excluded.reminder_secs,
                     away_until = excluded.away_until",
                params![
                    user,
                    s.time_zone,
                    s.quiet.map(|q| q.0),
                    s.quiet.map(|q| q.1),
                    s.notify.map(Notify::key),
                    s.reminder_secs.map(|x| x as i64),
                    s.away_until
                ],
            )?;
            c.execute(RESET_PLAYER_GAMES, params![user])?;
            Ok(())
        })
    }

    /// Away from `since` until `until`: the settings saved and the period recorded (a
    /// period still running is cut at `since`, so periods never overlap).
    pub fn set_away(&self, user: UserId, s: &PlayerSettings, since: i64, until: i64) -> Result<()> {
        self.set_player_settings(user, s)?;
        self.db.write(|tx| {
            tx.execute(
                "UPDATE away_periods SET until = ?2 WHERE user_id = ?1 AND until > ?2",
                params![user, since],
            )?;
            tx.execute(
                "INSERT INTO away_periods (user_id, since, until) VALUES (?1, ?2, ?3)",
                params![user, since, until],
            )?;
            Ok(())
        })
    }

    /// Back at `now`: the settings saved and the running period cut there.
    pub fn end_away(&self, user: UserId, s: &PlayerSettings, now: i64) -> Result<()> {
        self.set_player_settings(user, s)?;
        self.db.run(|c| {
            c.execute(
                "UPDATE away_periods SET until = ?2 WHERE user_id = ?1 AND until > ?2",
                params![user, now],
            )?;
            Ok(())
        })
    }

    /// The player's times away that overlap `from..to`, each cut to it, in order.
    pub fn away_periods(&self, user: UserId, from: i64, to: i64) -> Result<Vec<(i64, i64)>> {
        self.db.run(|c| {
            c.query(
                "SELECT since, until FROM away_periods
                 WHERE user_id = ?1 AND until > ?2 AND since < ?3 ORDER BY since",
                params![user, from, to],
            )?
            .iter()
            .map(|r| Ok((r.get::<i64>(0)?.max(from), r.get::<i64>(1)?.min(to))))
            .collect()
        })
    }

    /// Seconds `user` was away between `from` and `to`.
    pub fn away_seconds(&self, user: UserId, from: i64, to: i64) -> Result<i64> {
        self.db.run(|c| {
            let rows = c.query(
                "SELECT since, until FROM away_periods
                 WHERE user_id = ?1 AND until > ?2 AND since < ?3",
                params![user, from, to],
            )?;
            let mut total = 0;
            for r in &rows {
                let (since, until): (i64, i64) = (r.get(0)?, r.get(1)?);
                total += until.min(to) - since.max(from);
            }
            Ok(total)
        })
    }

    /// How many days a player of this server may be away.
    pub fn max_away_days(&self, guild: GuildId) -> Result<u32> {
        self.guild_days(guild, "max_away_days", DEFAULT_MAX_AWAY_DAYS)
    }

    pub fn set_max_away_days(&self, guild: GuildId, days: u32) -> Result<()> {
        self.set_guild_days(guild, "max_away_days", days)
    }

    /// After how many days an open lobby of this server is closed.
    pub fn lobby_days(&self, guild: GuildId) -> Result<u32> {
        self.guild_days(guild, "lobby_days", DEFAULT_LOBBY_DAYS)
    }

    pub fn set_lobby_days(&self, guild: GuildId, days: u32) -> Result<()> {
        self.set_guild_days(guild, "lobby_days", days)
    }

    /// A server's setting in days (`column` of `guild_settings`, one of ours), or `default`.
    fn guild_days(&self, guild: GuildId, column: &'static str, default: u32) -> Result<u32> {
        self.db.run(|c| {
            let days = match c.query_opt(
                &format!("SELECT {column} FROM guild_settings WHERE guild_id = ?1"),
                params![guild],
            )? {
                Some(r) => r.get::<Option<i64>>(0)?,
                None => None,
            };
            Ok(days.map_or(default, |d| d as u32))
        })
    }

    fn set_guild_days(&self, guild: GuildId, column: &'static str, days: u32) -> Result<()> {
        self.db.run(|c| {
            c.execute(
                &format!(
                    "INSERT INTO guild_settings (guild_id, reminder_interval_secs, {column})
                     VALUES (?1, ?2, ?3)
                     ON CONFLICT (guild_id) DO UPDATE SET {column} = excluded.{column}"
                ),
                params![guild, super::DEFAULT_REMINDER_SECS as i64, days],
            )?;
            Ok(())
        })
    }

    /// Open lobbies older than their server's `lobby_days` at `now` (at least a day: the
    /// shortest setting, which lets the query search `games_open_since`).
    pub fn expired_lobbies(&self, now: i64) -> Result<Vec<crate::StoredGame>> {
        let ids: Vec<games_ids::ids::GameId> = self
            .db
            .run(|c| c.column(&expired_lobbies_sql(), params![now]))?;
        ids.into_iter().map(|id| self.load_game(id)).collect()
    }

    /// Holds a pending notice back until `not_before` (a ping in quiet hours), and lets go
    /// of its claim (it is not being posted now).
    pub fn hold_notice(&self, notice: games_ids::ids::NoticeId, not_before: i64) -> Result<()> {
        self.db.run(|c| {
            c.execute(
                "UPDATE outbox SET not_before = ?2, claimed_until = NULL WHERE id = ?1",
                params![notice, not_before],
            )?;
            Ok(())
        })
    }
}

/// Open lobbies expired at `?1`, the oldest first, on `games_open_since`.
pub(super) fn expired_lobbies_sql() -> String {
    format!(
        "SELECT g.id FROM games g LEFT JOIN guild_settings s ON s.guild_id = g.guild_id
         WHERE g.status = 'open' AND g.created_at <= ?1 - 86400
             AND g.created_at + COALESCE(s.lobby_days, {DEFAULT_LOBBY_DAYS}) * 86400 <= ?1
         ORDER BY g.created_at, g.id"
    )
}

/// The running games player `?1` sits in: their reminder check back to the earliest moment
/// (on `seats_by_user`).
pub(super) const RESET_PLAYER_GAMES: &str = concat!(
    "UPDATE games SET next_check_at = ",
    super::checks::earliest_check!(),
    " WHERE status = 'running' AND id IN (SELECT game_id FROM seats WHERE user_id = ?1)"
);
