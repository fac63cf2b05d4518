//! The queries the reminder tick and the metrics run every time (due games, bot turns, the
//! running games, lapsing rematch offers), and SQLite's plan for each, which a test holds to an index search.

use super::{Result, Store, StoreError};

/// The tick's query: running games whose check is due, on `games_next_check`.
pub(super) const DUE_GAMES: &str = "SELECT id FROM games
     WHERE status = 'running' AND next_check_at <= ?1
     ORDER BY next_check_at, id LIMIT ?2";

/// Running games with bot turns waiting, on `games_bots_due`.
pub(super) const BOT_TURNS: &str =
    "SELECT id FROM games WHERE bots_from IS NOT NULL AND status = 'running'
     ORDER BY updated_at, id";

/// The tick's query: offers lapsed by `?1`, neither opened nor told, on `rematches_lapsing`
/// (partial: those offers only).
pub(super) const LAPSING_REMATCHES: &str = "SELECT game_id, channel_id FROM rematches
     WHERE lapses_at <= ?1 AND opened_game_id IS NULL AND lapse_told_at IS NULL
     ORDER BY lapses_at, game_id";

/// The running games, counted on `games_next_check` (partial: running games only).
pub(super) const COUNT_RUNNING: &str = "SELECT COUNT(*) FROM games WHERE status = 'running'";

impl Store {
    /// SQLite's plan (`EXPLAIN QUERY PLAN`, its detail lines joined by `; `) for each query
    /// the tick and the metrics run every time, by name: a test holds them to an index
    /// search, so that none reads every game. `Unsupported` on PostgreSQL.
    #[doc(hidden)]
    pub fn tick_query_plans(&self) -> Result<Vec<(&'static str, String)>> {
        let super::db::Pool::Lite(pool) = &self.db.pool else {
            return Err(StoreError::Unsupported("query plans of SQLite"));
        };
        let lobbies = super::settings::expired_lobbies_sql();
        let queries: [(&'static str, &str); 6] = [
            ("due games", DUE_GAMES),
            ("expired lobbies", &lobbies),
            ("bot turns", BOT_TURNS),
            ("running games", COUNT_RUNNING),
            ("a player's games", super::settings::RESET_PLAYER_GAMES),
            ("lapsing rematches", LAPSING_REMATCHES),
        ];
        pool.with(|c| {
            queries
                .iter()
                .map(|(name, sql)| {
                    let mut st = c.prepare(&format!("EXPLAIN QUERY PLAN {sql}"))?;
                    let n = st.parameter_count();
                    let args: Vec<i64> = vec![0; n];
                    let lines = st
                        .query_map(rusqlite::params_from_iter(args), |r| r.get::<_, String>(3))?
                        .collect::<rusqlite::Result<Vec<_>>>()?;
                    Ok((*name, lines.join("; ")))
                })
                .collect()
        })
    }
}
