//! Composing the outbox: each pending notice is worded (in the game's language, at delivery
//! time) and drawn into an [`Outgoing`] message for the pump (`pump.rs`), which hands it to
//! the transport's `Deliver` and then marks it sent (here) or counts the failure
//! (`retry.rs`). One pump for every transport (Discord, the terminal): the transport only
//! says how to post one message (`delivery.rs`).

use super::body::NoticeBody;
use super::delivery::Outgoing;
use super::hours;
use super::present::reveal;
use super::{Fault, Service};
use games_ids::ids::{ChannelId, GameId, NoticeId, UserId};
use games_messages::{say, say_as, say_text_as, Markup, Msg};
use games_store::{LoggedAction, Notice, NoticeKind, PendingNotice, StoredGame};
use std::collections::HashMap;

/// A notice the transport posted, as marking it sent needs it: which notice, of which game,
/// where (`direct`: as a direct message, so no channel saw it), and the ping quiet hours held
/// back (`Outgoing::later_ping`), queued in the same transaction. Taken from the
/// [`Outgoing`] before it is dropped, so its text and pictures need not wait for the store.
pub(super) struct Posted {
    pub id: NoticeId,
    pub game: GameId,
    pub channel: ChannelId,
    pub direct: bool,
    pub later_ping: Option<(UserId, String, u64, i64)>,
}

impl Posted {
    pub(super) fn of(out: &Outgoing) -> Posted {
        Posted {
            id: out.id,
            game: out.game,
            channel: out.channel,
            direct: out.direct_to.is_some(),
            later_ping: out.later_ping.clone(),
        }
    }
}

/// Pictures in one turn message at most (one per turn that ended: bots may play several).
pub const MAX_PICTURES: usize = 4;

/// Notices worded per pass of the pump. Each holds its pictures until posted, so a pass holds
/// at most this many sets of PNGs (at 50, a burst of turns held 10 MB at once).
pub(super) const BATCH: usize = 10;

/// A notice that could not be worded (a fault of ours): which, where it was to go (its lane
/// waits while the fault may pass), its faults so far, and the fault.
pub(super) struct Unworded {
    pub id: NoticeId,
    pub channel: ChannelId,
    pub direct_to: Option<UserId>,
    pub compose_failures: u32,
    pub fault: Fault,
}

/// A notice ready to post, or why it cannot be worded.
pub(super) type Composed = Result<Outgoing, Unworded>;

/// The games the notices of one pass belong to, each read once.
type Games = HashMap<GameId, (StoredGame, Vec<LoggedAction>)>;

impl Service {
    /// The pending notices this process could claim (at most `limit`), oldest first, each
    /// worded for readers of `markup` and drawn (or the fault that stops it); also how many
    /// were claimed (some need no post: a ping or reminder the game has moved past). The
    /// notices of a game that piled up in a channel where Discord refused the bot are folded
    /// into one catch-up first (`fold.rs`).
    pub(super) fn compose_pending(
        &self,
        limit: usize,
        markup: Markup,
    ) -> Result<(usize, Vec<Composed>), Fault> {
        // Claimed first: no other process posts these while this one does.
        let mut pending = self.store.claim_notices(&self.claim, limit, self.now())?;
        if self.fold_blocked(&pending)? {
            pending = self.store.claim_notices(&self.claim, limit, self.now())?;
        }
        let claimed = pending.len();
        let mut games = Games::new();
        let mut out = Vec::with_capacity(pending.len());
        for p in pending {
            match self.compose(&p, &mut games, markup) {
                Ok(Some(o)) => out.push(Ok(o)),
                // Held back (quiet hours) or no longer worth sending: nothing this pass.
                Ok(None) => {}
                Err(fault) => out.push(Err(Unworded {
                    id: p.id,
                    channel: p.notice.channel,
                    direct_to: p.notice.user.filter(|_| p.notice.direct),
                    compose_failures: p.compose_failures,
                    fault,
                })),
            }
        }
        Ok((claimed, out))
    }

    fn compose(
        &self,
        p: &PendingNotice,
        games: &mut Games,
        markup: Markup,
    ) -> Result<Option<Outgoing>, Fault> {
        let (stored, log) = match games.entry(p.game) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let stored = self.store.load_game(p.game)?;
                let log = self.store.actions(p.game)?;
                e.insert((stored, log))
            }
        };
        let (stored, log) = (&*stored, &*log);
        // Public messages speak the game's language, as it is when they are delivered.
        let lang = stored.options.lang;
        let n = &p.notice;
        let mut card = None;
        // The final message of a game played to its end carries the Rematch button.
        let mut rematch = false;
        let (text, pictures) = if n.body.is_empty() {
            (p.legacy_text.clone(), Vec::new())
        } else {
            let body: NoticeBody =
                serde_json::from_str(&n.body).map_err(|error| Fault::Notice {
                    notice: p.id,
                    error,
                })?;
            match body {
                NoticeBody::Say { text } => (say_text_as(lang, markup, &text), Vec::new()),
                NoticeBody::Ping { moves, name } => {
                    if !waits_at(stored, moves) {
                        // They played (or the game ended) during their quiet hours.
                        self.store.mark_sent(p.id, self.now())?;
                        return Ok(None);
                    }
                    (
                        say_text_as(lang, markup, &self.plugin(stored.kind).your_turn(name)),
                        Vec::new(),
                    )
                }
                NoticeBody::Reminder { moves, text } => {
                    if !waits_at(stored, moves) {
                        // The turn was played while the reminder could not be posted.
                        self.store.mark_sent(p.id, self.now())?;
                        return Ok(None);
                    }
                    (say_text_as(lang, markup, &text), Vec::new())
                }
                NoticeBody::Turn {
                    from,
                    to,
                    intro,
                    since,
                    said,
                } => {
                    let mut lines = Vec::new();
                    if let Some(since) = since {
                        // A catch-up: how much happened while the bot could not post here.
                        let turns = self.plugin(stored.kind).turns_in(p.game, log, since, to)?;
                        lines.push(say(lang, &Msg::CatchUp { turns }));
                    }
                    lines.extend(
                        said.iter()
                            .chain(&intro)
                            .map(|t| say_text_as(lang, markup, t)),
                    );
                    let intro = (!lines.is_empty()).then(|| lines.join("\n"));
                    let pinged = n.user.filter(|_| !n.direct);
                    let words = (lang, markup);
                    let range = (from, to);
                    let turn = self.plugin(stored.kind).compose_turn(
                        &self.ctx(),
                        words,
                        stored,
                        log,
                        range,
                        intro,
                        pinged,
                    )?;
                    card = turn.2;
                    rematch = n.kind == NoticeKind::GameOver
                        && stored.status == games_store::GameStatus::Finished
                        && !self.store.is_league_game(stored.id)?;
                    (turn.0, turn.1)
                }
                NoticeBody::Ended { by } => {
                    let mut text = say_as(
                        lang,
                        markup,
                        &Msg::Ended {
                            by: by.clone().into(),
                        },
                    );
                    if let Some(m) = reveal(stored) {
                        text = format!("{text}\n{}", say(lang, &m));
                    }
                    let ended = self.plugin(stored.kind).compose_ended(
                        &self.ctx(),
                        (lang, markup),
                        stored,
                        &by,
                        text,
                    );
                    card = ended.2;
                    (ended.0, ended.1)
                }
            }
        };
        let seat_name = |u: UserId| {
            stored
                .seats
                .iter()
                .find(|s| s.user == Some(u))
                .map_or_else(|| format!("<@{u}>"), |s| s.name.clone())
        };
        let mut out = Outgoing {
            id: p.id,
            fold_last: p.fold_last,
            game: p.game,
            kind: n.kind,
            channel: n.channel,
            direct_to: n.user.filter(|_| n.direct),
            mention: n.user.filter(|_| !n.direct).map(|u| (u, seat_name(u))),
            text,
            pictures,
            card,
            lang,
            later_ping: None,
            attempts: p.attempts,
            rematch,
        };
        // Nobody is pinged or messaged in their quiet hours: a direct message waits for their
        // end; a channel message goes now without the mention, and the ping follows later.
        if let Some(user) = n.user {
            let now = self.now();
            if let Some(end) = hours::quiet_until(&self.store.player_settings(user)?, now) {
                if n.direct {
                    self.store.hold_notice(p.id, end)?;
                    return Ok(None);
                }
                if let Some((u, name)) = out.mention.take() {
                    out.later_ping = Some((u, name, stored.moves, end));
                }
            }
        }
        Ok(Some(out))
    }

    /// One pass of the pump that posts nowhere: claims up to a batch of pending notices, words,
    /// draws and encodes them as [`AsyncService::deliver_pending`](super::AsyncService) does
    /// (plain text), then marks each posted. For the service benchmark (crates/calcada-bench),
    /// which times a turn with its turn message made but not sent. Returns how many were
    /// marked; a notice that cannot be worded is a fault.
    pub fn compose_and_mark_sent(&self) -> Result<usize, Fault> {
        let mut marked = 0;
        for out in self.compose_pending(BATCH, Markup::Plain)?.1 {
            let out = out.map_err(|unworded| unworded.fault)?;
            let posted = Posted {
                id: out.id,
                game: out.game,
                channel: out.channel,
                direct: out.direct_to.is_some(),
                later_ping: None,
            };
            self.delivered(posted)?;
            marked += 1;
        }
        Ok(marked)
    }

    /// Marks a notice posted; if its ping was held back by quiet hours, queues the ping for
    /// their end in the same transaction.
    pub(super) fn delivered(&self, posted: Posted) -> Result<(), Fault> {
        let Posted {
            id,
            game,
            channel,
            direct,
            later_ping,
        } = posted;
        let then = later_ping.map(|(user, name, moves, end)| {
            let ping = Notice {
                channel,
                user: Some(user),
                kind: NoticeKind::Reminder,
                direct: false,
                body: NoticeBody::Ping { moves, name }.to_json(),
            };
            (game, ping, end)
        });
        let posted_in = (!direct).then_some(channel);
        Ok(self.store.mark_sent_then(id, self.now(), posted_in, then)?)
    }

    pub(super) fn delivery_failed(&self, id: NoticeId, permanent: bool) -> Result<(), Fault> {
        Ok(self
            .store
            .record_delivery_failure(id, permanent, self.now())?)
    }

    /// The user refuses direct messages: the DM is given up and their DMs switched off, with
    /// one notice in the channel telling them why.
    pub(super) fn dms_refused(&self, out: &Outgoing) -> Result<(), Fault> {
        let Some(user) = out.direct_to else {
            return self.delivery_failed(out.id, true);
        };
        let stored = self.store.load_game(out.game)?;
        let name = stored
            .seats
            .iter()
            .find(|s| s.user == Some(user))
            .map_or_else(|| format!("<@{user}>"), |s| s.name.clone());
        let explanation = Notice {
            channel: out.channel,
            user: Some(user),
            kind: NoticeKind::Info,
            direct: false,
            body: NoticeBody::say(&Msg::DmsClosed { name: name.into() }),
        };
        self.store
            .refuse_direct_messages(out.id, out.game, user, &explanation, self.now())?;
        Ok(())
    }
}

/// Whether `stored` still waits for the turn at move `moves` (a ping or reminder for it is
/// still worth posting).
fn waits_at(stored: &StoredGame, moves: u64) -> bool {
    stored.status == games_store::GameStatus::Running && stored.moves == moves
}
