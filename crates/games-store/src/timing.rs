//! The action log's timing, for turn-time statistics: when each action of a server's recent
//! games was played, by whom, and who holds its seat. The service measures the turns from
//! it. Bounded to a number of recent games, so a server with 100,000 games reads a few
//! hundred, through the `games_by_guild` and `seats_by_user` indexes.

use super::{GameKind, GameStatus, Result, Store};
use games_ids::ids::{GameId, GuildId, UserId};
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
    /// Every action of the `games` most recent started games of `game` in this server, or of
    /// the `games` most recent that `user` sat in, game by game in the order played.
    pub fn timed_actions(
        &self,
        guild: GuildId,
        game: GameKind,
        user: Option<UserId>,
        games: usize,
    ) -> Result<Vec<TimedAction>> {
        let select = "SELECT a.game_id, g.status, a.seat, s.user_id, a.user_id, a.at
             FROM actions a JOIN games g ON g.id = a.game_id
             JOIN seats s ON s.game_id = a.game_id AND s.seat = a.seat";
        // The game's kind is the last parameter: ?3 for the server's games, ?4 for a player's.
        let started = |kind: &str| {
            format!(
                "g2.guild_id = ?1 AND g2.status IN ('running', 'finished', 'ended')
                 AND g2.game = {kind}"
            )
        };
        self.db.run(|c| {
            let rows = match user {
                None => c.query(
                    &format!(
                        "{select} WHERE a.game_id IN (SELECT g2.id FROM games g2 WHERE {}
                             ORDER BY g2.id DESC LIMIT ?2)
                         ORDER BY a.game_id, a.seq",
                        started("?3")
                    ),
                    params![guild, games as i64, game.key()],
                )?,
                Some(user) => c.query(
                    &format!(
                        "{select} WHERE a.game_id IN (SELECT g2.id FROM games g2
                             JOIN seats s2 ON s2.game_id = g2.id
                             WHERE {} AND s2.user_id = ?2
                             ORDER BY g2.id DESC LIMIT ?3)
                         ORDER BY a.game_id, a.seq",
                        started("?4")
                    ),
                    params![guild, user, games as i64, game.key()],
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
