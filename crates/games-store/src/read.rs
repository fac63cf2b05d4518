//! Reading a game: its row and move count in one statement (`game_columns!`), its JSON
//! checked (options, snapshot through the parse cache, clock), its seats.

use super::db::{Conn, Row};
use super::{GameOptions, GameStatus, Result, Seat, Store, StoreError, StoredGame};
use games_ids::ids::{ChannelId, GameId, GuildId, UserId};
use rusqlite::params;
use std::sync::atomic::Ordering;

/// The columns of a game row, before its JSON is checked.
struct GameRow {
    guild: GuildId,
    channel: ChannelId,
    creator: UserId,
    status: String,
    options: String,
    seed: i64,
    version: i64,
    snapshot: Option<String>,
    created_at: i64,
    updated_at: i64,
    turn_started_at: Option<i64>,
    reminders: i64,
    salt: Option<String>,
    bots_from: Option<i64>,
    next_check_at: Option<i64>,
    clock_banks: Option<String>,
    clock_due_at: Option<i64>,
}

impl GameRow {
    fn from_row(r: &Row) -> Result<GameRow> {
        Ok(GameRow {
            guild: r.get(0)?,
            channel: r.get(1)?,
            creator: r.get(2)?,
            status: r.get(3)?,
            options: r.get(4)?,
            seed: r.get(5)?,
            version: r.get(6)?,
            snapshot: r.get(7)?,
            created_at: r.get(8)?,
            updated_at: r.get(9)?,
            turn_started_at: r.get(10)?,
            reminders: r.get(11)?,
            salt: r.get(12)?,
            bots_from: r.get(13)?,
            next_check_at: r.get(14)?,
            clock_banks: r.get(15)?,
            clock_due_at: r.get(16)?,
        })
    }
}

/// A game's columns, its id and its move count (the actions logged: their seqs run from 0
/// without a gap, so the last plus one, read from the end of the log's primary key instead
/// of counting the whole log): one statement per game read, not three.
macro_rules! game_columns {
    () => {
        "SELECT guild_id, channel_id, creator_id, status, options, seed, version, snapshot,
                created_at, updated_at, turn_started_at, reminders_sent, salt, bots_from,
                next_check_at, clock_banks, clock_due_at, id,
                (SELECT COALESCE(MAX(seq) + 1, 0) FROM actions WHERE actions.game_id = games.id), game
         FROM games "
    };
}

pub(super) fn read_game(c: &mut Conn<'_>, id: GameId, store: &Store) -> Result<StoredGame> {
    let row = c
        .query_opt(concat!(game_columns!(), "WHERE id = ?1"), params![id])?
        .ok_or(StoreError::NotFound)?;
    game_from_row(c, &row, store)
}

/// The channel's live game (open or running), read in one statement with its move count.
pub(super) fn read_live_game(
    c: &mut Conn<'_>,
    channel: ChannelId,
    store: &Store,
) -> Result<Option<StoredGame>> {
    let row = c.query_opt(
        concat!(
            game_columns!(),
            "WHERE channel_id = ?1 AND status IN ('open', 'running')"
        ),
        params![channel],
    )?;
    row.map(|row| game_from_row(c, &row, store)).transpose()
}

/// A [`StoredGame`] from a row of `game_columns!` and the game's seats.
fn game_from_row(c: &mut Conn<'_>, row: &Row, store: &Store) -> Result<StoredGame> {
    store.games_read.fetch_add(1, Ordering::Relaxed);
    let id: GameId = row.get(17)?;
    let moves: i64 = row.get(18)?;
    let kind: String = row.get(19)?;
    let row = GameRow::from_row(row)?;
    let corrupt = |column: &'static str, e: game_kit::stored::Cause| StoreError::Corrupt {
        game: id,
        column,
        source: e,
    };
    let status = GameStatus::from_key(&row.status)
        .ok_or_else(|| corrupt("status", Box::new(Unknown(row.status.clone()))))?;
    let codec = store
        .games
        .get(&kind)
        .ok_or_else(|| StoreError::UnknownGame {
            game: id,
            tag: kind.clone(),
        })?;
    let kind = codec.kind();
    let options: GameOptions =
        serde_json::from_str(&row.options).map_err(|e| corrupt("options", Box::new(e)))?;
    let parse = |json: &str| {
        codec
            .parse(json)
            .map_err(|source| StoreError::CorruptSnapshot {
                game: id,
                kind,
                source,
            })
    };
    // Running games are read at every action: their last parse is kept. Games that are over
    // (lists, records) would only push them out.
    let state = match row.snapshot {
        None => None,
        Some(json) if status == GameStatus::Running => {
            Some(store.parsed.game(id, kind.key(), json, parse)?)
        }
        Some(json) => Some(parse(&json)?),
    };
    let clock_banks = row
        .clock_banks
        .as_deref()
        .map(|json| serde_json::from_str(json).map_err(|e| corrupt("clock", Box::new(e))))
        .transpose()?;
    let seats = c
        .query(
            "SELECT user_id, display_name, bot, notify_dm FROM seats WHERE game_id = ?1 ORDER BY seat",
            params![id],
        )?
        .iter()
        .map(|r| {
            let (user, name, bot, notify_dm) = (
                r.get::<Option<UserId>>(0)?,
                r.get::<String>(1)?,
                r.get::<Option<String>>(2)?,
                r.get::<bool>(3)?,
            );
            let bot = bot
                .map(|b| {
                    b.parse()
                        .map_err(|e: game_kit::UnknownBotLevel| corrupt("seat", Box::new(e)))
                })
                .transpose()?;
            Ok(Seat {
                user,
                name,
                bot,
                notify_dm,
            })
        })
        .collect::<Result<Vec<_>>>()?;
    Ok(StoredGame {
        id,
        guild: row.guild,
        channel: row.channel,
        creator: row.creator,
        status,
        kind,
        options,
        seed: row.seed as u64,
        salt: row.salt,
        version: row.version as u64,
        seats,
        state,
        created_at: row.created_at,
        updated_at: row.updated_at,
        turn_started_at: row.turn_started_at,
        reminders_sent: row.reminders as u32,
        moves: moves as u64,
        bots_from: row.bots_from.map(|m| m as u64),
        next_check_at: row.next_check_at,
        clock_banks,
        clock_due_at: row.clock_due_at,
    })
}

/// A stored value that is none of the known ones (a status, say).
#[derive(Debug, thiserror::Error)]
#[error("{0:?} is none of the known values")]
struct Unknown(String);
