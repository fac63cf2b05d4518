//! Server leagues (issue 47, migration 0017): a league, its players, its rounds and their
//! tables. The pure league (`leagues`) pairs and ranks; this keeps what it needs. A round is
//! paired exactly once, however many processes tick at the same moment or die half-way:
//! [`Store::pair_league_round`] writes the round and all its tables in one transaction that
//! checks the league's version (and the round's primary key refuses a second row). Opening a
//! table's game is a step of its own, idempotent: a table knows its game
//! ([`Store::set_league_table_game`] writes it only where none is written yet).

mod model;

pub use model::{
    LeagueId, LeaguePlayer, LeagueRound, LeagueStatus, LeagueTable, NewLeague, SignUp, StoredLeague,
};

use super::{Result, Store, StoreError};
use games_ids::ids::{ChannelId, GameId, GuildId, UserId};
use leagues::{Pairing, TableResult};
use rusqlite::params;

fn corrupt(what: &'static str) -> StoreError {
    StoreError::Missing(what)
}

fn json<T: serde::Serialize>(v: &T) -> String {
    serde_json::to_string(v).expect("league data serialises")
}

fn users_json(users: &[UserId]) -> String {
    json(&users.iter().map(|u| u.0).collect::<Vec<u64>>())
}

fn users_of(text: &str) -> Result<Vec<UserId>> {
    let raw: Vec<u64> =
        serde_json::from_str(text).map_err(|_| corrupt("a league's players as JSON"))?;
    Ok(raw.into_iter().map(UserId).collect())
}

impl Store {
    /// Creates a league taking sign-ups.
    pub fn create_league(&self, new: &NewLeague<'_>, now: i64) -> Result<LeagueId> {
        self.db.write(|tx| {
            tx.query_one(
                "INSERT INTO leagues (guild_id, channel_id, creator_id, game, settings, round_secs,
                     clock_secs, signup_until, lang, created_at)
                 VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10) RETURNING id",
                params![
                    new.guild,
                    new.channel,
                    new.creator,
                    new.kind.key(),
                    json(new.settings),
                    new.round_secs,
                    new.clock_secs,
                    new.signup_until,
                    new.lang,
                    now
                ],
            )?
            .get(0)
        })
    }

    /// The league, whole (`None`: no such league).
    pub fn league(&self, id: LeagueId) -> Result<Option<StoredLeague>> {
        self.db.run(|c| read_league(c, id))
    }

    /// The leagues of a server, newest first (id, status).
    pub fn leagues_of(&self, guild: GuildId) -> Result<Vec<(LeagueId, LeagueStatus)>> {
        self.db.run(|c| {
            c.query(
                "SELECT id, status FROM leagues WHERE guild_id = ?1 ORDER BY id DESC",
                params![guild],
            )?
            .iter()
            .map(|r| {
                let s: String = r.get(1)?;
                Ok((
                    r.get(0)?,
                    LeagueStatus::parse(&s).ok_or(corrupt("a league's status"))?,
                ))
            })
            .collect()
        })
    }

    /// The leagues the tick looks at: running ones, and those whose sign-up has closed.
    pub fn leagues_to_tick(&self, now: i64) -> Result<Vec<LeagueId>> {
        self.db.run(|c| {
            c.column(
                "SELECT id FROM leagues WHERE status = 'running'
                    OR (status = 'signup' AND signup_until IS NOT NULL AND signup_until <= ?1)
                 ORDER BY id",
                params![now],
            )
        })
    }

    /// The leagues with something to post in their channel: a round whose pairings are not
    /// posted yet, or an end whose final standings are not.
    pub fn leagues_to_announce(&self) -> Result<Vec<LeagueId>> {
        self.db.run(|c| {
            c.column(
                "SELECT id FROM leagues l WHERE (l.status = 'ended' AND l.end_announced_at IS NULL)
                    OR EXISTS (SELECT 1 FROM league_rounds r
                               WHERE r.league_id = l.id AND r.announced_at IS NULL)
                 ORDER BY id",
                &[],
            )
        })
    }

    /// Marks round `number`'s pairings posted; `false` if they were already.
    pub fn mark_league_round_announced(
        &self,
        id: LeagueId,
        number: usize,
        now: i64,
    ) -> Result<bool> {
        self.db.run(|c| {
            Ok(c.execute(
                "UPDATE league_rounds SET announced_at = ?3
                 WHERE league_id = ?1 AND number = ?2 AND announced_at IS NULL",
                params![id, number as i64, now],
            )? == 1)
        })
    }

    /// Marks the league's end posted; `false` if it was already.
    pub fn mark_league_end_announced(&self, id: LeagueId, now: i64) -> Result<bool> {
        self.db.run(|c| {
            Ok(c.execute(
                "UPDATE leagues SET end_announced_at = ?2
                 WHERE id = ?1 AND status = 'ended' AND end_announced_at IS NULL",
                params![id, now],
            )? == 1)
        })
    }

    /// Signs `user` up (again, after a withdrawal) while the league takes sign-ups.
    pub fn league_sign_up(
        &self,
        id: LeagueId,
        user: UserId,
        name: &str,
        now: i64,
    ) -> Result<SignUp> {
        self.db.write(|tx| {
            let open = tx
                .query_opt(
                    "SELECT 1 FROM leagues WHERE id = ?1 AND status = 'signup'",
                    params![id],
                )?
                .is_some();
            if !open {
                return Ok(SignUp::Closed);
            }
            let n = tx.execute(
                "INSERT INTO league_players (league_id, user_id, name, signed_at)
                 VALUES (?1, ?2, ?3, ?4) ON CONFLICT (league_id, user_id) DO NOTHING",
                params![id, user, name, now],
            )?;
            Ok(if n == 1 {
                SignUp::Added
            } else {
                SignUp::Already
            })
        })
    }

    /// Withdraws `user`: before the start, their sign-up is gone; after it, they are marked
    /// withdrawn (their results stay, they are not paired again). Returns whether they were
    /// in the league (and not withdrawn already).
    pub fn league_withdraw(&self, id: LeagueId, user: UserId) -> Result<bool> {
        self.db.write(|tx| {
            let n = tx.execute(
                "DELETE FROM league_players WHERE league_id = ?1 AND user_id = ?2
                     AND EXISTS (SELECT 1 FROM leagues WHERE id = ?1 AND status = 'signup')",
                params![id, user],
            )?;
            if n == 1 {
                return Ok(true);
            }
            let n = tx.execute(
                "UPDATE league_players SET withdrawn = 1
                 WHERE league_id = ?1 AND user_id = ?2 AND withdrawn = 0",
                params![id, user],
            )?;
            Ok(n == 1)
        })
    }

    /// Pairs round `number` (from 1) of the league read at `version`, in one transaction:
    /// the round, its byes and every table, the league running. Returns `false`, writing
    /// nothing, when the league moved on meanwhile (another process paired it, or an admin
    /// paused or ended it).
    pub fn pair_league_round(
        &self,
        id: LeagueId,
        version: i64,
        number: usize,
        pairing: &Pairing,
        now: i64,
        deadline: i64,
    ) -> Result<bool> {
        self.db
            .write(|tx| {
                let moved = tx.execute(
                    "UPDATE leagues SET version = version + 1, status = 'running'
                 WHERE id = ?1 AND version = ?2 AND status IN ('signup', 'running')",
                    params![id, version],
                )?;
                if moved == 0 {
                    return Ok(false);
                }
                let byes: Vec<UserId> = pairing.byes.iter().map(|p| UserId(p.0)).collect();
                let inserted = tx.execute(
                    "INSERT INTO league_rounds (league_id, number, byes, started_at, deadline)
                 VALUES (?1, ?2, ?3, ?4, ?5) ON CONFLICT (league_id, number) DO NOTHING",
                    params![id, number as i64, users_json(&byes), now, deadline],
                )?;
                if inserted == 0 {
                    return Err(StoreError::Conflict);
                }
                for (i, table) in pairing.tables.iter().enumerate() {
                    let players: Vec<UserId> = table.iter().map(|p| UserId(p.0)).collect();
                    tx.execute(
                        "INSERT INTO league_tables (league_id, round, number, players)
                     VALUES (?1, ?2, ?3, ?4)",
                        params![id, number as i64, i as i64, users_json(&players)],
                    )?;
                }
                Ok(true)
            })
            .or_else(|e| match e {
                StoreError::Conflict => Ok(false),
                e if e.is_unique_violation() => Ok(false),
                e => Err(e),
            })
    }

    /// Whether `game` is a league table's game (its players' next games are the league's).
    pub fn is_league_game(&self, game: GameId) -> Result<bool> {
        self.db.run(|c| {
            Ok(c.query_opt(
                "SELECT 1 FROM league_tables WHERE game_id = ?1",
                params![game],
            )?
            .is_some())
        })
    }

    /// Gives a table the thread its game is played in; `false` if it has one already.
    pub fn set_league_table_channel(&self, table: i64, channel: ChannelId) -> Result<bool> {
        self.db.run(|c| {
            Ok(c.execute(
                "UPDATE league_tables SET channel_id = ?2 WHERE id = ?1 AND channel_id IS NULL",
                params![table, channel],
            )? == 1)
        })
    }

    /// Writes a table's game; `false` if it has one already (another process opened it).
    pub fn set_league_table_game(&self, table: i64, game: GameId) -> Result<bool> {
        self.db.run(|c| {
            Ok(c.execute(
                "UPDATE league_tables SET game_id = ?2 WHERE id = ?1 AND game_id IS NULL",
                params![table, game],
            )? == 1)
        })
    }

    /// Writes a table's result, how it came (`played`, `stand-in`, `not-played`); `false` if
    /// it has one already.
    pub fn record_league_table(
        &self,
        table: i64,
        result: &TableResult,
        settled: &str,
    ) -> Result<bool> {
        self.db.run(|c| {
            Ok(c.execute(
                "UPDATE league_tables SET result = ?2, settled = ?3 WHERE id = ?1 AND result IS NULL",
                params![table, json(result), settled],
            )? == 1)
        })
    }

    /// Marks round `number` ended at `now` (once).
    pub fn end_league_round(&self, id: LeagueId, number: usize, now: i64) -> Result<bool> {
        self.db.run(|c| {
            Ok(c.execute(
                "UPDATE league_rounds SET ended_at = ?3
                 WHERE league_id = ?1 AND number = ?2 AND ended_at IS NULL",
                params![id, number as i64, now],
            )? == 1)
        })
    }

    /// Sets the league's status if it is still at `version` and in one of `from`; pausing
    /// notes when, resuming moves the current round's deadline on by the time paused.
    /// Returns whether it changed.
    pub fn set_league_status(
        &self,
        id: LeagueId,
        version: i64,
        from: &[LeagueStatus],
        to: LeagueStatus,
        now: i64,
    ) -> Result<bool> {
        self.db.write(|tx| {
            let row = tx.query_opt(
                "SELECT status, paused_at, version FROM leagues WHERE id = ?1",
                params![id],
            )?;
            let Some(row) = row else {
                return Ok(false);
            };
            let status: String = row.get(0)?;
            let paused_at: Option<i64> = row.get(1)?;
            let at: i64 = row.get(2)?;
            let status = LeagueStatus::parse(&status).ok_or(corrupt("a league's status"))?;
            if at != version || !from.contains(&status) {
                return Ok(false);
            }
            if let (LeagueStatus::Paused, Some(since)) = (status, paused_at) {
                tx.execute(
                    "UPDATE league_rounds SET deadline = deadline + ?2
                     WHERE league_id = ?1 AND ended_at IS NULL",
                    params![id, (now - since).max(0)],
                )?;
            }
            let paused = (to == LeagueStatus::Paused).then_some(now);
            tx.execute(
                "UPDATE leagues SET status = ?2, paused_at = ?3, version = version + 1
                 WHERE id = ?1",
                params![id, to.key(), paused],
            )?;
            Ok(true)
        })
    }
}

fn read_league(c: &mut super::db::Conn<'_>, id: LeagueId) -> Result<Option<StoredLeague>> {
    let Some(r) = c.query_opt(
        "SELECT guild_id, channel_id, creator_id, game, status, settings, round_secs, clock_secs,
                signup_until, lang, created_at, paused_at, version, end_announced_at
         FROM leagues WHERE id = ?1",
        params![id],
    )?
    else {
        return Ok(None);
    };
    let status: String = r.get(4)?;
    let settings: String = r.get(5)?;
    let mut league = StoredLeague {
        id,
        guild: r.get(0)?,
        channel: r.get(1)?,
        creator: r.get(2)?,
        game: r.get(3)?,
        status: LeagueStatus::parse(&status).ok_or(corrupt("a league's status"))?,
        settings: serde_json::from_str(&settings)
            .map_err(|_| corrupt("a league's settings as JSON"))?,
        round_secs: r.get(6)?,
        clock_secs: r.get(7)?,
        signup_until: r.get(8)?,
        lang: r.get(9)?,
        created_at: r.get(10)?,
        paused_at: r.get(11)?,
        version: r.get(12)?,
        end_announced_at: r.get(13)?,
        players: Vec::new(),
        rounds: Vec::new(),
    };
    for p in c.query(
        "SELECT user_id, name, withdrawn FROM league_players WHERE league_id = ?1
         ORDER BY signed_at, user_id",
        params![id],
    )? {
        league.players.push(LeaguePlayer {
            user: p.get(0)?,
            name: p.get(1)?,
            withdrawn: p.get::<i64>(2)? != 0,
        });
    }
    for r in c.query(
        "SELECT number, byes, started_at, deadline, ended_at, announced_at FROM league_rounds
         WHERE league_id = ?1 ORDER BY number",
        params![id],
    )? {
        let byes: String = r.get(1)?;
        league.rounds.push(LeagueRound {
            number: r.get::<i64>(0)? as usize,
            byes: users_of(&byes)?,
            started_at: r.get(2)?,
            deadline: r.get(3)?,
            ended_at: r.get(4)?,
            announced_at: r.get(5)?,
            tables: Vec::new(),
        });
    }
    for t in c.query(
        "SELECT round, id, number, players, channel_id, game_id, result, settled
         FROM league_tables WHERE league_id = ?1 ORDER BY round, number",
        params![id],
    )? {
        let round = t.get::<i64>(0)? as usize;
        let players: String = t.get(3)?;
        let result: Option<String> = t.get(6)?;
        let table = LeagueTable {
            id: t.get(1)?,
            number: t.get::<i64>(2)? as usize,
            players: users_of(&players)?,
            channel: t.get(4)?,
            game: t.get(5)?,
            result: result
                .map(|j| serde_json::from_str(&j))
                .transpose()
                .map_err(|_| corrupt("a league table's result as JSON"))?,
            settled: t.get(7)?,
        };
        // A round paired by another process between the reads above and this one: its
        // tables are left out with it (a round and its tables are written together, so a
        // round read above has all its tables here).
        if let Some(r) = league.rounds.iter_mut().find(|r| r.number == round) {
            r.tables.push(table);
        }
    }
    Ok(Some(league))
}
