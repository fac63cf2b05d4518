//! Many games written at once, for benchmarks that need a database of a given size (the scale
//! benchmark's 100,000 games): one transaction for them all, the rows the service would have
//! written (the game, its seats, its action log), its reminder check included.

use super::db::Conn;
use super::games::write_seats;
use super::{GameKind, GameOptions, GameStatus, Position, Result, Seat, Store};
use games_ids::ids::{ChannelId, GameId, GuildId, UserId};
use rusqlite::params;
use std::sync::Arc;

/// A game as it would be stored after being played this far.
pub struct BulkGame {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: UserId,
    pub status: GameStatus,
    /// Which game it is.
    pub kind: GameKind,
    pub options: GameOptions,
    pub seed: u64,
    pub salt: String,
    pub seats: Vec<Seat>,
    /// `None` for an open lobby.
    pub state: Option<Arc<dyn Position>>,
    /// The log: seat, action as its JSON ([`crate::action_json`]), who sent it.
    pub actions: Vec<(usize, String, Option<UserId>)>,
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
    let snapshot = g.state.as_ref().map(|state| state.snapshot_json());
    let id: GameId = tx
        .query_one(
            "INSERT INTO games (guild_id, channel_id, creator_id, status, options, seed, salt,
                 version, snapshot, created_at, updated_at, turn_started_at, reminders_sent,
                 next_check_at, game)
             VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10, ?11, ?12, ?13, ?14, ?15)
             RETURNING id",
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
                g.next_check_at,
                g.kind.key()
            ],
        )?
        .get(0)?;
    write_seats(tx, id, &g.seats)?;
    for (seq, (seat, json, user)) in g.actions.iter().enumerate() {
        tx.execute(
            "INSERT INTO actions (game_id, seq, seat, action, user_id, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![id, seq as i64, *seat as i64, json, user, g.updated_at],
        )?;
    }
    Ok(id)
}
