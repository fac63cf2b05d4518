//! The hints players asked for, one per turn at most: the records show them.

use super::{Result, Store};
use games_ids::ids::GameId;
use rusqlite::params;

impl Store {
    /// Notes that `seat` asked for a hint when the game was at move `seq` (once per turn).
    pub fn record_hint(&self, game: GameId, seq: u64, seat: usize, now: i64) -> Result<()> {
        self.db.run(|c| {
            c.execute(
                "INSERT INTO hints (game_id, seq, seat, at) VALUES (?1, ?2, ?3, ?4)
                 ON CONFLICT DO NOTHING",
                params![game, seq as i64, seat as i64, now],
            )?;
            Ok(())
        })
    }

    /// The hints asked for in a game: (move number when asked, seat), in order.
    pub fn hints(&self, game: GameId) -> Result<Vec<(u64, usize)>> {
        self.db.run(|c| {
            c.query(
                "SELECT seq, seat FROM hints WHERE game_id = ?1 ORDER BY seq",
                params![game],
            )?
            .iter()
            .map(|r| Ok((r.get::<i64>(0)? as u64, r.get::<i64>(1)? as usize)))
            .collect()
        })
    }
}
