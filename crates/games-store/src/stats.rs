//! Results per server: each human's games, wins, points, best game and Weng-Lin rating
//! (`skillratings`, made for results of several players), each bot level's apart. Written
//! in the transaction that finishes a game, read by the leaderboard and a player's stats.

use super::db::{Conn, Row};
use super::{GameKind, GameStatus, Position, Result, Store};
use game_kit::BotLevel;
use games_ids::ids::{GameId, GuildId, UserId};
use rusqlite::params;
use skillratings::weng_lin::{weng_lin_multi_team, WengLinConfig, WengLinRating};
use skillratings::MultiTeamOutcome;

/// A human's results in one server.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayerStats {
    pub user: UserId,
    pub name: String,
    pub games: u32,
    pub wins: u32,
    pub points: u64,
    pub best: u32,
    pub best_game: Option<GameId>,
    /// The Weng-Lin rating (25 for a newcomer) and its uncertainty.
    pub rating: f64,
    pub uncertainty: f64,
}

/// A bot level's results in one server.
#[derive(Clone, Debug, PartialEq)]
pub struct BotStats {
    pub kind: BotLevel,
    pub games: u32,
    pub wins: u32,
    pub points: u64,
    pub best: u32,
}

/// One finished game of a player: when it ended, their rank, points and how many played.
#[derive(Clone, Debug, PartialEq)]
pub struct PlayedGame {
    pub game: GameId,
    pub ended_at: i64,
    pub rank: usize,
    pub points: u32,
    pub players: usize,
}

/// One seat's place in a finished game: its seat, rank (1: the winner) and points.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct Placed {
    pub seat: usize,
    pub rank: usize,
    pub points: u32,
}

/// Adds a finished game to its server's results for its game (called inside the finishing
/// transaction): a game counts in its own game's leaderboard only.
pub(super) fn record_finish(tx: &mut Conn<'_>, id: GameId, state: &dyn Position) -> Result<()> {
    if !state.is_over() {
        return Ok(());
    }
    let ranking: Vec<Placed> = state
        .standings()
        .into_iter()
        .map(|p| Placed {
            seat: p.seat,
            rank: p.rank,
            points: p.points,
        })
        .collect();
    if ranking.is_empty() {
        return Ok(());
    }
    let game = state.game();
    let guild: GuildId = tx
        .query_one("SELECT guild_id FROM games WHERE id = ?1", params![id])?
        .get(0)?;
    let seats: Vec<(Option<UserId>, String, Option<String>)> = tx
        .query(
            "SELECT user_id, display_name, bot FROM seats WHERE game_id = ?1 ORDER BY seat",
            params![id],
        )?
        .iter()
        .map(|r| Ok((r.get(0)?, r.get(1)?, r.get(2)?)))
        .collect::<Result<_>>()?;
    // Humans (still playing their own seat) with their rank, current rating and points.
    let mut humans = Vec::new();
    for s in ranking {
        let Some((user, name, bot)) = seats.get(s.seat) else {
            continue;
        };
        match (user, bot) {
            (Some(user), None) => {
                let old: Option<(f64, f64)> = tx
                    .query_opt(
                        "SELECT rating, uncertainty FROM player_stats
                         WHERE guild_id = ?1 AND game = ?2 AND user_id = ?3",
                        params![guild, game, user],
                    )?
                    .map(|r| Ok::<_, super::StoreError>((r.get(0)?, r.get(1)?)))
                    .transpose()?;
                let rating =
                    old.map_or_else(WengLinRating::new, |(rating, uncertainty)| WengLinRating {
                        rating,
                        uncertainty,
                    });
                humans.push((*user, name.clone(), s.rank, s.points, rating));
            }
            (_, Some(kind)) => {
                tx.execute(
                    "INSERT INTO bot_stats (guild_id, game, kind, games, wins, points, best)
                     VALUES (?1, ?5, ?2, 1, ?3, ?4, ?4)
                     ON CONFLICT (guild_id, game, kind) DO UPDATE SET games = bot_stats.games + 1,
                         wins = bot_stats.wins + excluded.wins,
                         points = bot_stats.points + excluded.points,
                         best = CASE WHEN excluded.best > bot_stats.best THEN excluded.best
                             ELSE bot_stats.best END",
                    params![guild, kind, (s.rank == 1) as i64, s.points, game],
                )?;
            }
            _ => {}
        }
    }
    let ratings = new_ratings(&humans.iter().map(|h| (h.4, h.2)).collect::<Vec<_>>());
    for ((user, name, rank, total, _), rating) in humans.iter().zip(ratings) {
        tx.execute(
            "INSERT INTO player_stats (guild_id, game, user_id, name, games, wins, points, best, best_game, rating, uncertainty)
             VALUES (?1, ?9, ?2, ?3, 1, ?4, ?5, ?5, ?6, ?7, ?8)
             ON CONFLICT (guild_id, game, user_id) DO UPDATE SET name = excluded.name,
                 games = player_stats.games + 1, wins = player_stats.wins + excluded.wins,
                 points = player_stats.points + excluded.points,
                 best_game = CASE WHEN excluded.best > player_stats.best THEN excluded.best_game
                     ELSE player_stats.best_game END,
                 best = CASE WHEN excluded.best > player_stats.best THEN excluded.best
                     ELSE player_stats.best END,
                 rating = excluded.rating, uncertainty = excluded.uncertainty",
            params![
                guild,
                user,
                name,
                (*rank == 1) as i64,
                total,
                id,
                rating.rating,
                rating.uncertainty,
                game
            ],
        )?;
    }
    Ok(())
}

/// Weng-Lin ratings after a game between these (rating, rank) players, each their own team;
/// unchanged for a single player (a human against bots only).
pub fn new_ratings(players: &[(WengLinRating, usize)]) -> Vec<WengLinRating> {
    if players.len() < 2 {
        return players.iter().map(|p| p.0).collect();
    }
    let teams: Vec<[WengLinRating; 1]> = players.iter().map(|p| [p.0]).collect();
    let input: Vec<(&[WengLinRating], MultiTeamOutcome)> = teams
        .iter()
        .zip(players)
        .map(|(t, p)| (&t[..], MultiTeamOutcome::new(p.1)))
        .collect();
    weng_lin_multi_team(&input, &WengLinConfig::new())
        .into_iter()
        .map(|t| t[0])
        .collect()
}

impl Store {
    /// A server's humans at one game, best rated first.
    pub fn leaderboard(
        &self,
        guild: GuildId,
        game: GameKind,
        limit: usize,
    ) -> Result<Vec<PlayerStats>> {
        self.db.run(|c| {
            c.query(
                "SELECT user_id, name, games, wins, points, best, best_game, rating, uncertainty
                 FROM player_stats WHERE guild_id = ?1 AND game = ?3
                 ORDER BY rating DESC, games DESC LIMIT ?2",
                params![guild, limit as i64, game.key()],
            )?
            .iter()
            .map(player_row)
            .collect()
        })
    }

    /// One human's results at one game in a server, if they finished a game of it there.
    pub fn player_stats(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
    ) -> Result<Option<PlayerStats>> {
        self.db.run(|c| {
            c.query_opt(
                "SELECT user_id, name, games, wins, points, best, best_game, rating, uncertainty
                 FROM player_stats WHERE guild_id = ?1 AND game = ?3 AND user_id = ?2",
                params![guild, user, game.key()],
            )?
            .as_ref()
            .map(player_row)
            .transpose()
        })
    }

    /// A server's bot levels at one game, most games first.
    pub fn bot_stats(&self, guild: GuildId, game: GameKind) -> Result<Vec<BotStats>> {
        self.db.run(|c| {
            let rows = c.query(
                "SELECT kind, games, wins, points, best FROM bot_stats
                 WHERE guild_id = ?1 AND game = ?2 ORDER BY games DESC, kind",
                params![guild, game.key()],
            )?;
            let mut out = Vec::new();
            for r in rows {
                let kind: String = r.get(0)?;
                let (games, wins, points, best) =
                    (r.get(1)?, r.get(2)?, r.get::<i64>(3)?, r.get(4)?);
                if let Ok(kind) = kind.parse() {
                    out.push(BotStats {
                        kind,
                        games,
                        wins,
                        points: points as u64,
                        best,
                    });
                }
            }
            Ok(out)
        })
    }

    /// A human's last finished games of one game in a server, newest first.
    pub fn recent_games(
        &self,
        guild: GuildId,
        game: GameKind,
        user: UserId,
        limit: usize,
    ) -> Result<Vec<GameId>> {
        self.db.run(|c| {
            c.column(
                "SELECT g.id FROM games g JOIN seats s ON s.game_id = g.id
                 WHERE g.guild_id = ?1 AND s.user_id = ?2 AND s.bot IS NULL AND g.status = ?3
                   AND g.game = ?5
                 ORDER BY g.updated_at DESC, g.id DESC LIMIT ?4",
                params![
                    guild,
                    user,
                    GameStatus::Finished.key(),
                    limit as i64,
                    game.key()
                ],
            )
        })
    }
}

fn player_row(r: &Row) -> Result<PlayerStats> {
    Ok(PlayerStats {
        user: r.get(0)?,
        name: r.get(1)?,
        games: r.get(2)?,
        wins: r.get(3)?,
        points: r.get::<i64>(4)? as u64,
        best: r.get(5)?,
        best_game: r.get(6)?,
        rating: r.get(7)?,
        uncertainty: r.get(8)?,
    })
}
