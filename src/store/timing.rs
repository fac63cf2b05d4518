//! The action log's timing, for turn-time statistics: when each action of a server's games
//! was played, by whom, and who holds its seat. The service measures the turns from it.

use super::{GameStatus, Result, Store};
use crate::ids::{GameId, GuildId, UserId};
use rusqlite::params;

/// One logged action with its time and who played it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct TimedAction {
    pub game: GameId,
    /// The game was played to its end.
    pub finished: bool,
    pub seat: usize,
    /// The human the seat belongs to (`None`: a bot's seat from the start). A seat handed to
    /// a bot stays its human's.
    pub holder: Option<UserId>,
    /// Who sent the action (`None`: a bot, a stand-in included).
    pub by: Option<UserId>,
    pub at: i64,
}

impl Store {
    /// Every action of this server's started games, or only of the games `user` sat in, game
    /// by game in the order played.
    pub fn timed_actions(&self, guild: GuildId, user: Option<UserId>) -> Result<Vec<TimedAction>> {
        let select = "SELECT a.game_id, g.status, a.seat, s.user_id, a.user_id, a.at
             FROM actions a JOIN games g ON g.id = a.game_id
             JOIN seats s ON s.game_id = a.game_id AND s.seat = a.seat
             WHERE g.guild_id = ?1";
        self.db.run(|c| {
            let rows = match user {
                None => c.query(
                    &format!("{select} ORDER BY a.game_id, a.seq"),
                    params![guild],
                )?,
                Some(user) => c.query(
                    &format!(
                        "{select} AND a.game_id IN (SELECT game_id FROM seats WHERE user_id = ?2)
                         ORDER BY a.game_id, a.seq"
                    ),
                    params![guild, user],
                )?,
            };
            let mut out = Vec::with_capacity(rows.len());
            for r in rows {
                let status: String = r.get(1)?;
                out.push(TimedAction {
                    game: r.get(0)?,
                    finished: status == GameStatus::Finished.key(),
                    seat: r.get::<i64>(2)? as usize,
                    holder: r.get(3)?,
                    by: r.get(4)?,
                    at: r.get(5)?,
                });
            }
            Ok(out)
        })
    }
}
