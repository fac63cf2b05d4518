//! Rematch offers (issue 47, migration 0018): under a game played to its end, its players
//! accept a rematch one click each; once every human of it has, one new game opens with the
//! same seats and settings. An offer is stored at its first acceptance; the new game is
//! written on it in the transaction that inserts that game ([`Store::open_rematch`]), only
//! where none is written yet, and the channel's one-live-game rule refuses a second game, so
//! one game opens however many clicks or processes race. An offer nobody completed lapses
//! a day after the game ended: the tick marks it and queues the channel's notice in one
//! transaction ([`Store::record_rematch_lapsed`]), once.

use super::db::Conn;
use super::games::insert_game;
use super::outbox::insert_notices;
use super::{NewGame, Notice, Result, Store, StoreError};
use games_ids::ids::{ChannelId, GameId, UserId};
use rusqlite::params;

/// A rematch offer as stored.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct RematchOffer {
    /// Who accepted, in the order they did.
    pub accepted: Vec<UserId>,
    /// The rematch, once opened.
    pub opened: Option<GameId>,
    /// The offer lapsed and the channel was told.
    pub lapsed: bool,
}

/// What [`Store::open_rematch`] found.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum RematchOpening {
    /// This call opened the rematch: the new game.
    Opened(GameId),
    /// Another click or process opened it first: that game.
    Before(GameId),
    /// The offer lapsed meanwhile (the tick marked it): nothing opened.
    Lapsed,
}

fn read_offer(c: &mut Conn<'_>, game: GameId) -> Result<Option<RematchOffer>> {
    let Some(row) = c.query_opt(
        "SELECT opened_game_id, lapse_told_at IS NOT NULL FROM rematches WHERE game_id = ?1",
        params![game],
    )?
    else {
        return Ok(None);
    };
    let accepted = c.column(
        "SELECT user_id FROM rematch_accepts WHERE game_id = ?1 ORDER BY at, user_id",
        params![game],
    )?;
    Ok(Some(RematchOffer {
        accepted,
        opened: row.get(0)?,
        lapsed: row.get(1)?,
    }))
}

impl Store {
    /// The rematch offer of `game` (`None`: nobody has accepted it).
    pub fn rematch_offer(&self, game: GameId) -> Result<Option<RematchOffer>> {
        self.db.run(|c| read_offer(c, game))
    }

    /// Records that `user` accepts the rematch of `game` (played in `channel`; the offer
    /// lapses at `lapses_at`), in one transaction: whether this acceptance is new (a second
    /// click changes nothing), and the offer as it stands.
    pub fn accept_rematch(
        &self,
        game: GameId,
        channel: ChannelId,
        user: UserId,
        lapses_at: i64,
        now: i64,
    ) -> Result<(bool, RematchOffer)> {
        self.db.write(|tx| {
            tx.execute(
                "INSERT INTO rematches (game_id, channel_id, lapses_at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (game_id) DO NOTHING",
                params![game, channel, lapses_at],
            )?;
            let added = tx.execute(
                "INSERT INTO rematch_accepts (game_id, user_id, at) VALUES (?1, ?2, ?3)
                 ON CONFLICT (game_id, user_id) DO NOTHING",
                params![game, user, now],
            )?;
            let offer = read_offer(tx, game)?.ok_or(StoreError::Missing("the offer"))?;
            Ok((added == 1, offer))
        })
    }

    /// Opens the rematch of `game` as `new`, once: the game inserted and written on the offer
    /// in one transaction, only if the offer has none and has not lapsed. `ChannelBusy` if
    /// the channel has another live game (a rematch another process opened is read back
    /// first: it is [`RematchOpening::Before`]).
    pub fn open_rematch(
        &self,
        game: GameId,
        new: &NewGame<'_>,
        now: i64,
    ) -> Result<RematchOpening> {
        let written = self.db.write(|tx| {
            let offer = read_offer(tx, game)?.ok_or(StoreError::Missing("the offer"))?;
            if let Some(before) = offer.opened {
                return Ok(RematchOpening::Before(before));
            }
            if offer.lapsed {
                return Ok(RematchOpening::Lapsed);
            }
            let id = insert_game(tx, new, now)?;
            let n = tx.execute(
                "UPDATE rematches SET opened_game_id = ?2
                 WHERE game_id = ?1 AND opened_game_id IS NULL AND lapse_told_at IS NULL",
                params![game, id],
            )?;
            if n == 0 {
                // Another process opened it (or the tick lapsed it) since the read above.
                return Err(StoreError::Conflict);
            }
            Ok(RematchOpening::Opened(id))
        });
        match written {
            Err(e @ (StoreError::ChannelBusy | StoreError::Conflict)) => {
                match self.rematch_offer(game)? {
                    Some(RematchOffer {
                        opened: Some(before),
                        ..
                    }) => Ok(RematchOpening::Before(before)),
                    Some(RematchOffer { lapsed: true, .. }) => Ok(RematchOpening::Lapsed),
                    _ => Err(e),
                }
            }
            other => other,
        }
    }

    /// Offers that have lapsed by `now` with neither a rematch opened nor the channel told:
    /// each game, with its channel.
    pub fn rematches_lapsing(&self, now: i64) -> Result<Vec<(GameId, ChannelId)>> {
        self.db.run(|c| {
            c.query(super::tick::LAPSING_REMATCHES, params![now])?
                .iter()
                .map(|r| Ok((r.get(0)?, r.get(1)?)))
                .collect()
        })
    }

    /// Marks the offer of `game` lapsed and queues `notice` (the channel told) in one
    /// transaction, once: `false`, writing nothing, if it was marked already or a rematch
    /// opened.
    pub fn record_rematch_lapsed(&self, game: GameId, notice: &Notice, now: i64) -> Result<bool> {
        self.db.write(|tx| {
            let n = tx.execute(
                "UPDATE rematches SET lapse_told_at = ?2
                 WHERE game_id = ?1 AND opened_game_id IS NULL AND lapse_told_at IS NULL",
                params![game, now],
            )?;
            if n == 1 {
                insert_notices(tx, game, std::slice::from_ref(notice), now)?;
            }
            Ok(n == 1)
        })
    }
}
