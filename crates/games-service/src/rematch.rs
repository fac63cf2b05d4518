//! A rematch (issue 47): the final message of a game played to its end carries a Rematch
//! button (`controls/build.rs`, id `rm:<game>`). Each human of the game who presses it
//! accepts (answered privately with who is still awaited); once every one of them has, ONE
//! new game opens in the same channel with the same seats in the same order (bots kept, with
//! their levels), the same options and the same game, a new seed, and starts at once, as
//! `start` would. The store opens it once ([`games_store::Store::open_rematch`]): the new
//! game is written on the offer in the transaction that inserts it, and the channel's
//! one-live-game rule refuses a second game, so a double click, two players at once or two
//! processes open one game. The offer lapses [`REMATCH_SECS`] after the game ended: a click
//! after that is answered as lapsed, and the tick tells the channel once of an offer someone
//! accepted that lapsed unopened (an offer nobody took lapses silently: nobody waits on it).

use super::body::NoticeBody;
use super::request::{Caller, Command};
use super::{Answer, Fault, Reply, Service};
use games_ids::ids::GameId;
use games_messages::{say, say_as, Lang, Msg, Name};
use games_store::{
    GameStatus, NewGame, Notice, NoticeKind, RematchOpening, Seat, StoreError, StoredGame,
};

/// How long a rematch may be accepted after the game ended: a day.
pub const REMATCH_SECS: i64 = 86_400;

impl Service {
    /// The caller pressed the Rematch button of game number `game`.
    pub(super) fn rematch(&self, caller: &Caller, lang: Lang, game: i64) -> Answer {
        let stored = match self.store.load_game(GameId(game)) {
            Ok(g) => g,
            Err(StoreError::NotFound) => return Err(Msg::RematchUnknown.into()),
            Err(e) => return Err(e.into()),
        };
        // A button names a game of the channel it is under: any other number is forged.
        if stored.guild != caller.guild || stored.channel != caller.channel {
            return Err(Msg::RematchUnknown.into());
        }
        match stored.status {
            GameStatus::Finished => {}
            GameStatus::Ended => return Err(Msg::RematchEndedEarly { game }.into()),
            GameStatus::Open | GameStatus::Running => {
                return Err(Msg::RematchNotOver { game }.into())
            }
        }
        if self.store.is_league_game(stored.id)? {
            return Err(Msg::RematchLeagueGame { game }.into());
        }
        if stored.seat_of(caller.user).is_none() {
            return Err(Msg::RematchNotPlayer { game }.into());
        }
        if let Some(new) = self.store.rematch_offer(stored.id)?.and_then(|o| o.opened) {
            self.start_rematch(new)?;
            return Err(Msg::RematchAlreadyOpen { game, new: new.0 }.into());
        }
        let lapses_at = stored.updated_at + REMATCH_SECS;
        let now = self.now();
        if now >= lapses_at {
            return Err(Msg::RematchLapsed { game }.into());
        }
        let (added, offer) =
            self.store
                .accept_rematch(stored.id, stored.channel, caller.user, lapses_at, now)?;
        let waiting: Vec<Name> = stored
            .seats
            .iter()
            .filter(|s| s.human_user().is_some_and(|u| !offer.accepted.contains(&u)))
            .map(|s| Name::from(&s.name))
            .collect();
        if !waiting.is_empty() {
            if !added {
                // A second click changes nothing, and says so.
                return Err(Msg::RematchAlreadyAccepted { game, waiting }.into());
            }
            let msg = Msg::RematchAccepted { game, waiting };
            return Ok(Reply::private(say_as(lang, caller.markup, &msg)));
        }
        // Everyone is in (this click, or a click again after the channel was busy).
        self.open_rematch(&stored, now)
    }

    /// Opens and starts the rematch of `stored`, once.
    fn open_rematch(&self, stored: &StoredGame, now: i64) -> Answer {
        let game = stored.id.0;
        let seats = rematch_seats(&stored.seats);
        // The host again if they still sit in it, else the first human.
        let creator = Some(stored.creator)
            .filter(|&u| stored.seat_of(u).is_some())
            .or_else(|| stored.seats.iter().find_map(Seat::human_user))
            .ok_or(Msg::RematchNotPlayer { game })?;
        let mut seed = self.seeds.next();
        if seed == stored.seed {
            seed = self.seeds.next();
        }
        let salt = self.seeds.salt();
        let new = NewGame {
            guild: stored.guild,
            channel: stored.channel,
            creator,
            options: &stored.options,
            seed,
            salt: &salt,
            seats: &seats,
            kind: stored.kind,
        };
        match self.store.open_rematch(stored.id, &new, now) {
            Ok(RematchOpening::Opened(id)) => {
                self.start_rematch(id)?;
                let msg = Msg::RematchOpened { game, new: id.0 };
                Ok(Reply::public(say(stored.options.lang, &msg)))
            }
            Ok(RematchOpening::Before(id)) => {
                self.start_rematch(id)?;
                Err(Msg::RematchAlreadyOpen { game, new: id.0 }.into())
            }
            Ok(RematchOpening::Lapsed) => Err(Msg::RematchLapsed { game }.into()),
            Err(StoreError::ChannelBusy) => {
                let Some(other) = self.store.live_game_in(stored.channel)? else {
                    // The other game ended meanwhile: a click again opens the rematch.
                    return Err(Msg::ChannelBusyAnon.into());
                };
                Err(Msg::RematchChannelBusy {
                    game,
                    other: other.id.0,
                }
                .into())
            }
            Err(e) => Err(e.into()),
        }
    }

    /// Starts the rematch `id` if it is still open, as its host's `start` would (a process
    /// that died between opening and starting it leaves it open: the next click starts it;
    /// a start another click made first is refused, and that is fine).
    fn start_rematch(&self, id: GameId) -> Result<(), Fault> {
        let stored = self.store.load_game(id)?;
        if stored.status != GameStatus::Open {
            return Ok(());
        }
        let Some(host) = stored.seats.iter().find(|s| s.user == Some(stored.creator)) else {
            return Ok(());
        };
        let caller = Caller::new(stored.guild, stored.channel, stored.creator, &host.name)
            .locale(stored.options.lang.code());
        let reply = self.handle(&caller, Command::Start)?;
        if reply.refused {
            tracing::debug!(game = %id, answer = %reply.text, "rematch already started");
        }
        Ok(())
    }

    /// The tick: offers someone accepted that lapsed unopened are marked, and their channel
    /// told, once each (however many processes tick).
    pub(super) fn lapse_rematches(&self, now: i64) -> Result<(), Fault> {
        for (game, channel) in self.store.rematches_lapsing(now)? {
            let notice = Notice {
                channel,
                user: None,
                kind: NoticeKind::Info,
                direct: false,
                body: NoticeBody::say(&Msg::RematchLapsedNotice { game: game.0 }),
            };
            self.store.record_rematch_lapsed(game, &notice, now)?;
        }
        Ok(())
    }
}

/// The seats of a rematch: the same, in the same order; a bot's seat stays a bot of the same
/// level and name (one that stood in for a human plays for nobody now), a human's keeps their
/// name and how they are told of their turn.
fn rematch_seats(seats: &[Seat]) -> Vec<Seat> {
    seats
        .iter()
        .map(|s| match s.bot {
            Some(_) => Seat {
                user: None,
                notify_dm: false,
                ..s.clone()
            },
            None => s.clone(),
        })
        .collect()
}
