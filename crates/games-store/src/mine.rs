//! A player's games: the open and running games of a server in which a human holds a seat
//! (`my games`).

use super::read::read_game;
use super::{Result, Store, StoredGame};
use games_ids::ids::{GameId, GuildId, UserId};
use rusqlite::params;

impl Store {
    /// The open and running games of `guild` in which `user` holds a seat of their own (not
    /// handed to a bot), oldest first.
    pub fn games_of_player(&self, guild: GuildId, user: UserId) -> Result<Vec<StoredGame>> {
        self.db.run(|c| {
            let ids: Vec<GameId> = c.column(
                "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id
                 WHERE s.user_id = ?2 AND s.bot IS NULL AND g.guild_id = ?1
                   AND g.status IN ('open', 'running')
                 ORDER BY g.id",
                params![guild, user],
            )?;
            ids.into_iter().map(|id| read_game(c, id, self)).collect()
        })
    }
}
