//! Games, their seats and their action log: opening, reading, and the one version-checked
//! transaction that writes every accepted change.

use super::checks::earliest_check;
use super::db::Conn;
use super::outbox::insert_notices;
use super::read::{read_game, read_live_game};
use super::tick::{BOT_TURNS, COUNT_RUNNING, DUE_GAMES};
use super::{
    GameKind, GameOptions, GameStatus, LoggedAction, Notice, Position, Result, Seat, Store,
    StoreError, StoredGame,
};
use games_ids::ids::{ChannelId, GameId, GuildId, NoticeId, UserId};
use rusqlite::params;
use std::sync::atomic::Ordering;

/// Running games the tick reads at most at once (the oldest checks first); any left are due
/// at the next tick.
pub const DUE_PER_TICK: usize = 500;

/// What an accepted change became.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Applied {
    /// The game's version now.
    pub version: u64,
    /// Outbox ids of the change's notices, in the order given.
    pub notice_ids: Vec<NoticeId>,
}

/// A game to open.
#[derive(Clone, Copy)]
pub struct NewGame<'a> {
    pub guild: GuildId,
    pub channel: ChannelId,
    pub creator: UserId,
    pub options: &'a GameOptions,
    pub seed: u64,
    /// The salt of the shuffle's commitment.
    pub salt: &'a str,
    pub seats: &'a [Seat],
    /// Which game it is.
    pub kind: GameKind,
}

/// What an accepted change writes, besides bumping the version.
#[derive(Default, Clone, Copy)]
pub struct Change<'a> {
    pub status: Option<GameStatus>,
    pub seats: Option<&'a [Seat]>,
    /// The game's position after the change (its snapshot replaces the stored one).
    pub state: Option<&'a dyn Position>,
    /// Actions to append to the log, in order: seat, the action's JSON (its game's serde
    /// form, [`action_json`](crate::action_json)), who sent it (`None`: a bot).
    pub actions: &'a [(usize, String, Option<UserId>)],
    pub notices: &'a [Notice],
    /// The turn changed hands: restart the reminder clock.
    pub new_turn: bool,
    /// Bot turns left to the background worker: `Some(Some(from))` marks them due (the
    /// channel has been told of the moves before `from`), `Some(None)` clears the mark,
    /// `None` leaves it as it is.
    pub bots_from: Option<Option<u64>>,
    /// The turn clock after this change (a turn ended): written with it. `None` leaves the
    /// clock as it is.
    pub clock: Option<&'a ClockWrite>,
}

/// A game's turn clock as a change leaves it (migration 0013).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct ClockWrite {
    /// Each seat's bank in seconds as the new turn begins.
    pub banks: Vec<i64>,
    /// The earliest moment the bank of the player to move could run out (`None`: a bot or
    /// nobody is to move).
    pub due_at: Option<i64>,
}

impl Store {
    /// Replaces a game's options (its language, say). Not a move: panels and menus made
    /// before stay valid.
    pub fn set_game_options(&self, id: GameId, options: &GameOptions) -> Result<()> {
        let options = serde_json::to_string(options).expect("options serialise");
        self.db.run(|c| {
            let n = c.execute(
                concat!(
                    "UPDATE games SET options = ?2, next_check_at = ",
                    earliest_check!(),
                    " WHERE id = ?1"
                ),
                params![id, options],
            )?;
            if n == 0 {
                return Err(StoreError::NotFound);
            }
            Ok(())
        })
    }

    /// Opens a game in a channel. Fails with `ChannelBusy` if the channel has a live game.
    pub fn create_game(&self, new: &NewGame<'_>, now: i64) -> Result<GameId> {
        self.db.write(|tx| insert_game(tx, new, now))
    }

    /// The open or running game of a channel, if any.
    pub fn live_game_in(&self, channel: ChannelId) -> Result<Option<StoredGame>> {
        self.db.run(|c| read_live_game(c, channel, self))
    }

    /// The channel's most recent game that is over (finished or ended), if any.
    pub fn last_game_over_in(&self, channel: ChannelId) -> Result<Option<StoredGame>> {
        Ok(self.games_over_in(channel, 1, 0)?.pop())
    }

    /// The channel's games that are over, newest first: `limit` of them from `offset`.
    pub fn games_over_in(
        &self,
        channel: ChannelId,
        limit: usize,
        offset: usize,
    ) -> Result<Vec<StoredGame>> {
        self.db.run(|c| {
            let ids: Vec<GameId> = c.column(
                "SELECT id FROM games WHERE channel_id = ?1 AND status IN ('finished', 'ended')
                 ORDER BY id DESC LIMIT ?2 OFFSET ?3",
                params![channel, limit as i64, offset as i64],
            )?;
            ids.into_iter().map(|id| read_game(c, id, self)).collect()
        })
    }

    /// How many games of the channel are over.
    pub fn count_games_over_in(&self, channel: ChannelId) -> Result<usize> {
        self.db.run(|c| {
            Ok(c.query_one(
                "SELECT COUNT(*) FROM games WHERE channel_id = ?1 AND status IN ('finished', 'ended')",
                params![channel],
            )?
            .get::<i64>(0)? as usize)
        })
    }

    pub fn load_game(&self, id: GameId) -> Result<StoredGame> {
        self.db.run(|c| read_game(c, id, self))
    }

    /// A server's games, newest first; live ones only unless `all`.
    pub fn list_games(&self, guild: GuildId, all: bool) -> Result<Vec<StoredGame>> {
        self.db.run(|c| {
            let ids: Vec<GameId> = c.column(
                "SELECT id FROM games WHERE guild_id = ?1 AND (?2 OR status IN ('open', 'running'))
                 ORDER BY id DESC",
                params![guild, all],
            )?;
            ids.into_iter().map(|id| read_game(c, id, self)).collect()
        })
    }

    /// How many games are running (started, not over), for the metrics.
    pub fn count_running_games(&self) -> Result<u64> {
        self.db
            .run(|c| Ok(c.query_one(COUNT_RUNNING, &[])?.get::<i64>(0)? as u64))
    }

    /// How many games are stored (all statuses).
    pub fn count_games(&self) -> Result<u64> {
        self.db.run(|c| {
            Ok(c.query_one("SELECT COUNT(*) FROM games", &[])?
                .get::<i64>(0)? as u64)
        })
    }

    /// Writes an accepted change in one transaction, if the game is still at
    /// `expected_version`; returns the new version. `Conflict` if another change came first.
    pub fn apply_change(
        &self,
        id: GameId,
        expected_version: u64,
        change: &Change<'_>,
        now: i64,
    ) -> Result<Applied> {
        let state = change.state;
        let snapshot = state.map(|s| s.snapshot_json());
        let applied = self.db.write(|tx| {
            let snapshot = snapshot.as_deref();
            let banks = change
                .clock
                .map(|c| serde_json::to_string(&c.banks).expect("banks serialise"));
            let updated = tx.execute(
                "UPDATE games SET version = version + 1, updated_at = ?3,
                     status = COALESCE(?4, status),
                     snapshot = COALESCE(?5, snapshot),
                     turn_started_at = CASE WHEN ?6 THEN ?3 ELSE turn_started_at END,
                     reminders_sent = CASE WHEN ?6 THEN 0 ELSE reminders_sent END,
                     bots_from = CASE WHEN ?7 THEN ?8 ELSE bots_from END,
                     clock_banks = CASE WHEN ?9 THEN ?10 ELSE clock_banks END,
                     clock_due_at = CASE WHEN ?9 THEN ?11 ELSE clock_due_at END
                 WHERE id = ?1 AND version = ?2",
                params![
                    id,
                    expected_version as i64,
                    now,
                    change.status.map(GameStatus::key),
                    snapshot,
                    change.new_turn,
                    change.bots_from.is_some(),
                    change.bots_from.flatten().map(|m| m as i64),
                    change.clock.is_some(),
                    banks,
                    change.clock.and_then(|c| c.due_at)
                ],
            )?;
            if updated != 1 {
                return Err(if exists(tx, id)? {
                    StoreError::Conflict
                } else {
                    StoreError::NotFound
                });
            }
            // Whatever changed (the turn, the seats, the status), the next reminder check
            // starts again from the earliest moment one could be due.
            tx.execute(
                concat!(
                    "UPDATE games SET next_check_at = ",
                    earliest_check!(),
                    " WHERE id = ?1"
                ),
                params![id],
            )?;
            if let Some(seats) = change.seats {
                tx.execute("DELETE FROM seats WHERE game_id = ?1", params![id])?;
                write_seats(tx, id, seats)?;
            }
            let logged = change.actions;
            if !logged.is_empty() {
                // The log's seqs run from 0 without a gap: the next is the last plus one,
                // read from the end of the primary key (a count would walk the whole log).
                let next: i64 = tx
                    .query_one(
                        "SELECT COALESCE(MAX(seq) + 1, 0) FROM actions WHERE game_id = ?1",
                        params![id],
                    )?
                    .get(0)?;
                for (k, (seat, json, user)) in logged.iter().enumerate() {
                    tx.execute(
                        "INSERT INTO actions (game_id, seq, seat, action, user_id, at) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
                        params![id, next + k as i64, *seat as i64, json, user, now],
                    )?;
                }
            }
            let notice_ids = insert_notices(tx, id, change.notices, now)?;
            // A game played to its end counts in the server's results, in this transaction.
            if let (Some(GameStatus::Finished), Some(state)) = (change.status, state) {
                super::stats::record_finish(tx, id, state)?;
            }
            Ok(Applied {
                version: expected_version + 1,
                notice_ids,
            })
        })?;
        // The next read of a game still running finds the text just stored: it gets this
        // game, which that text parses back to (the rules crate's tests/properties.rs, the
        // snapshot round trip), without parsing it. A game that stops running (finished,
        // ended) is dropped: it is read again only as a record, and its last running position
        // would stay until the cache starts again (in the load benchmark's soak, a thousand
        // games over, 6 MB).
        let running = change.status.is_none_or(|s| s == GameStatus::Running);
        match (state, snapshot) {
            (Some(state), Some(json)) if running => {
                self.parsed.remember(id, json, state.clone_arc())
            }
            _ if !running => self.parsed.forget(id),
            _ => {}
        }
        Ok(applied)
    }

    /// The game's action log, in order, each action as stored (its JSON): the game's own
    /// code decodes it ([`Store::log`]).
    pub fn actions(&self, id: GameId) -> Result<Vec<LoggedAction>> {
        self.db.run(|c| {
            let rows = c.query(
                "SELECT seq, seat, action, user_id, at FROM actions WHERE game_id = ?1 ORDER BY seq",
                params![id],
            )?;
            rows.iter()
                .map(|r| {
                    Ok(LoggedAction {
                        seq: r.get::<i64>(0)? as u64,
                        seat: r.get::<i64>(1)? as usize,
                        action: r.get::<String>(2)?,
                        user: r.get::<Option<UserId>>(3)?,
                        at: r.get(4)?,
                    })
                })
                .collect()
        })
    }

    /// The game's action log, in order, each action decoded as its game's `A` (the action
    /// type of its rules); an action that does not decode is
    /// `CorruptAction`.
    pub fn log<A: serde::de::DeserializeOwned>(&self, id: GameId) -> Result<Vec<LoggedAction<A>>> {
        self.actions(id)?
            .into_iter()
            .map(|a| {
                let seq = a.seq;
                a.decode().map_err(|source| StoreError::CorruptAction {
                    game: id,
                    seq,
                    source,
                })
            })
            .collect()
    }

    /// Replays a started game's log from its settings and seed, through its game's codec, and
    /// checks that it gives exactly the stored snapshot.
    pub fn verify_game(&self, id: GameId) -> Result<()> {
        let stored = self.load_game(id)?;
        let Some(state) = stored.state.as_deref() else {
            return Ok(());
        };
        let codec = self
            .games
            .get(stored.kind.key())
            .ok_or_else(|| StoreError::UnknownGame {
                game: id,
                tag: stored.kind.key().to_string(),
            })?;
        let log = self.actions(id)?;
        let log: Vec<(usize, &str)> = log.iter().map(|a| (a.seat, a.action.as_str())).collect();
        codec
            .replay(state, stored.seed, &log)
            .map_err(|source| StoreError::DoesNotReplay {
                game: id,
                kind: stored.kind,
                source,
            })
    }

    /// Running games whose reminder check is due at `now` (their `next_check_at`, through its
    /// index, so a tick reads what may be due and not every running game), the oldest check
    /// first, at most [`DUE_PER_TICK`]: the candidates for a reminder or a stand-in. Never
    /// before their turn has waited at least an hour per reminder already sent plus one (the
    /// shortest interval); the service decides with the game's or the player's own interval,
    /// quiet hours and time away, and moves the check forward when nothing is due yet
    /// ([`Store::defer_check`]).
    pub fn games_due_reminder(&self, now: i64) -> Result<Vec<StoredGame>> {
        self.db.run(|c| {
            let ids: Vec<GameId> = c.column(DUE_GAMES, params![now, DUE_PER_TICK as i64])?;
            ids.into_iter().map(|id| read_game(c, id, self)).collect()
        })
    }

    /// Moves the reminder check of `game` (as read by the tick, its check due) to `at`
    /// (`None`: nothing can be due until the game or its player's settings change), unless
    /// the game changed or was checked meanwhile. Returns whether it was moved.
    pub fn defer_check(&self, game: &StoredGame, at: Option<i64>) -> Result<bool> {
        self.db.run(|c| {
            let n = c.execute(
                "UPDATE games SET next_check_at = ?2
                 WHERE id = ?1 AND version = ?3 AND reminders_sent = ?4 AND next_check_at = ?5",
                params![
                    game.id,
                    at,
                    game.version as i64,
                    game.reminders_sent,
                    game.next_check_at
                ],
            )?;
            Ok(n == 1)
        })
    }

    /// How many games this store has read whole (a game read, a list, the tick's
    /// candidates), since it was opened: what a test counts to see the tick read only what
    /// is due.
    pub fn games_read(&self) -> u64 {
        self.games_read.load(Ordering::Relaxed)
    }

    /// Running games with bot turns waiting for the background worker, those waiting longest
    /// first.
    pub fn games_with_bot_turns(&self) -> Result<Vec<GameId>> {
        self.db.run(|c| c.column(BOT_TURNS, params![]))
    }

    /// [`Store::record_reminder`] for several games in one transaction: each recorded, with
    /// its notices and the moment to check it next (`None`: an hour on), unless its game moved
    /// on or another process sent it (then skipped). Returns how many were recorded.
    pub fn record_reminders(
        &self,
        reminders: &[(StoredGame, Vec<Notice>, Option<i64>)],
        now: i64,
    ) -> Result<usize> {
        self.db.write(|tx| {
            let mut recorded = 0;
            for (game, notices, next) in reminders {
                if count_reminder(tx, game, *next)? {
                    insert_notices(tx, game.id, notices, now)?;
                    recorded += 1;
                }
            }
            Ok(recorded)
        })
    }

    /// Records that a reminder was sent for the current turn (with its notices), unless the
    /// game moved on or another process already sent it.
    pub fn record_reminder(&self, game: &StoredGame, notices: &[Notice], now: i64) -> Result<()> {
        self.db.write(|tx| {
            if !count_reminder(tx, game, None)? {
                return Err(StoreError::Conflict);
            }
            insert_notices(tx, game.id, notices, now)?;
            Ok(())
        })
    }
}

/// Counts a reminder sent for `game`'s current turn, if the game is still as read; whether
/// it was.
/// Its check goes to `next`, or (`None`) an hour further, the earliest the next reminder could
/// be due.
fn count_reminder(tx: &mut Conn<'_>, game: &StoredGame, next: Option<i64>) -> Result<bool> {
    let updated = tx.execute(
        "UPDATE games SET reminders_sent = reminders_sent + 1,
             next_check_at = COALESCE(?4, turn_started_at + (reminders_sent + 2) * 3600)
         WHERE id = ?1 AND version = ?2 AND reminders_sent = ?3",
        params![game.id, game.version as i64, game.reminders_sent, next],
    )?;
    Ok(updated == 1)
}

fn exists(tx: &mut Conn<'_>, id: GameId) -> Result<bool> {
    Ok(tx
        .query_opt("SELECT 1 FROM games WHERE id = ?1", params![id])?
        .is_some())
}

pub(super) fn write_seats(tx: &mut Conn<'_>, id: GameId, seats: &[Seat]) -> Result<()> {
    for (i, s) in seats.iter().enumerate() {
        tx.execute(
            "INSERT INTO seats (game_id, seat, user_id, display_name, bot, notify_dm) VALUES (?1, ?2, ?3, ?4, ?5, ?6)",
            params![
            id,
            i as i64,
            s.user,
            s.name,
            s.bot.map(|b| b.key()),
            s.notify_dm
        ],
        )?;
    }
    Ok(())
}

/// Inserts a new (open) game and its seats in `tx`: `ChannelBusy` if the channel has a live
/// game (on PostgreSQL the transaction is then spent: the caller returns the error).
pub(super) fn insert_game(tx: &mut Conn<'_>, new: &NewGame<'_>, now: i64) -> Result<GameId> {
    let options = serde_json::to_string(new.options).expect("options serialise");
    let inserted = tx.query_one(
        "INSERT INTO games (guild_id, channel_id, creator_id, status, options, seed, salt, created_at, updated_at, game)
         VALUES (?1, ?2, ?3, 'open', ?4, ?5, ?7, ?6, ?6, ?8) RETURNING id",
        params![
            new.guild,
            new.channel,
            new.creator,
            options,
            new.seed as i64,
            now,
            new.salt,
            new.kind.key()
        ],
    );
    let id: GameId = match inserted {
        Err(e) if e.is_unique_violation() => return Err(StoreError::ChannelBusy),
        other => other?.get(0)?,
    };
    write_seats(tx, id, new.seats)?;
    Ok(id)
}
