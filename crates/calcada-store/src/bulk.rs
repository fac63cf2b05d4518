//! Many games written at once, for benchmarks that need a database of a given size (the scale
//! benchmark's 100,000 games): one transaction for them all, the rows the service would have
//! written (the game, its seats, its action log), its reminder check included.

use super::db::Conn;
use super::games::write_seats;
use super::{GameOptions, GameStatus, Result, Seat, Store};
use calcada_ids::ids::{ChannelId, GameId, GuildId, UserId};
use calcada_rules::{Action, Game};
use rusqlite::params;

/// A game as it would be stored after being played this far.
pub struct BulkGame {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: UserId,
    pub status: GameStatus,
    pub options: GameOptions,
    pub seed: u64,
    pub salt: String,
    pub seats: Vec<Seat>,
    /// `None` for an open lobby.
    pub game: Option<Game>,
    /// The log: seat, action, who sent it.
    pub actions: Vec<(usize, Action, Option<UserId>)>,
    pub created_at: i64,
    pub updated_at: i64,
    pub turn_started_at: Option<i64>,
    pub reminders_sent: u32,
    /// When the tick looks at the game next (a running game's; `None` otherwise).
    pub next_check_at: Option<i64>,
}

impl Store {
    /// Writes `games` in one transaction; their ids, in order. Fails with `ChannelBusy`'s
    /// cause (a unique index) if two live games share a channel.
    pub fn insert_games(&self, games: &[BulkGame]) -> Result<Vec<GameId>> {
        self.db
            .write(|tx| games.iter().map(|g| insert(tx, g)).collect())
    }
}

fn insert(tx: &mut Conn<'_>, g: &BulkGame) -> Result<GameId> {
    let options = serde_json::to_string(&g.options).expect("options serialise");
    let snapshot = g
        .game
        .as_ref()
        .map(|game| serde_json::to_string(&game.snapshot()).expect("snapshot serialises"));
    let id: GameId = tx
        .query_one(
            "INSERT INTO games (guild_id, channel_id, creator_id, status, options, seed, salt,
                 version, snapshot, created_at, updated_at, turn_started_at, reminders_sent,
                 next_check_at)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14) RETURNING id",
            params![
                g.guild,
                g.channel,
                g.creator,
                g.status.key(),
                options,
                g.seed as i64,
                g.salt,
                g.actions.len() as i64 + 2,
                snapshot,
                g.created_at,
                g.updated_at,
                g.turn_started_at,
                g.reminders_sent,
                g.next_check_at
            ],
        )?
        .get(0)?;
    write_seats(tx, id, &g.seats)?;
    for (seq, (seat, action, user)) in g.actions.iter().enumerate() {
        let json = serde_json::to_string(action).expect("action serialises");
        tx.execute(
            "INSERT INTO actions (game_id, seq, seat, action, user_id, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![id, seq as i64, *seat as i64, json, user, g.updated_at],
        )?;
    }
    Ok(id)
}
