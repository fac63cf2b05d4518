//! Delivering the outbox: each pending notice is worded (in the game's language, at delivery
//! time) and drawn into an [`Outgoing`] message, handed to the transport's [`Deliver`], then
//! marked sent or counted as failed. One pump for every transport (Discord, the terminal):
//! the transport only says how to post one message.

use super::body::NoticeBody;
use super::present::turn_line;
use super::reply::Png;
use super::{Fault, Service};
use crate::engine::{Event, Game};
use crate::ids::{ChannelId, GameId, NoticeId, UserId};
use crate::messages::{ranking, say, say_text, Lang, Msg};
use crate::render::{encode_png, BoardHighlights};
use crate::store::{LoggedAction, Notice, NoticeKind, PendingNotice, StoredGame};
use std::collections::HashMap;
use std::future::Future;

/// A notice ready to post.
#[derive(Clone, Debug)]
pub struct Outgoing {
    /// The outbox id: posting it twice must show it once (Discord: the message nonce).
    pub id: NoticeId,
    pub game: GameId,
    pub kind: NoticeKind,
    pub channel: ChannelId,
    /// Send as a direct message to this user instead of in the channel.
    pub direct_to: Option<UserId>,
    /// The user to mention in the channel (the ping), with their seat name.
    pub mention: Option<(UserId, String)>,
    pub text: String,
    pub pictures: Vec<Png>,
}

/// Why a delivery failed.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum DeliveryError {
    /// Worth another try later (network, Discord busy): retried at the next ticks, then given
    /// up after a few attempts.
    Retry(String),
    /// Can never work (the channel is gone, access was taken away): given up at once.
    Permanent(String),
    /// The user accepts no direct messages: given up at once, their DMs switched off.
    DmsClosed,
}

/// How a transport posts one message.
pub trait Deliver: Send + Sync {
    fn deliver(&self, out: &Outgoing) -> impl Future<Output = Result<(), DeliveryError>> + Send;
}

/// Notices worded per pass of the pump.
pub(super) const BATCH: usize = 50;

/// A notice ready to post, or why it cannot be worded.
pub(super) type Composed = Result<Outgoing, (NoticeId, Fault)>;

/// The games the notices of one pass belong to, each read once.
type Games = HashMap<GameId, (StoredGame, Vec<LoggedAction>)>;

impl Service {
    /// The pending notices, oldest first, each worded and drawn (or the fault that stops it).
    pub(super) fn compose_pending(&self, limit: usize) -> Result<Vec<Composed>, Fault> {
        let pending = self.store.pending_notices(limit)?;
        let mut games = Games::new();
        let mut out = Vec::with_capacity(pending.len());
        for p in pending {
            let id = p.id;
            out.push(self.compose(&p, &mut games).map_err(|f| (id, f)));
        }
        Ok(out)
    }

    fn compose(&self, p: &PendingNotice, games: &mut Games) -> Result<Outgoing, Fault> {
        let (stored, log) = match games.entry(p.game) {
            std::collections::hash_map::Entry::Occupied(e) => e.into_mut(),
            std::collections::hash_map::Entry::Vacant(e) => {
                let stored = self.store.load_game(p.game)?;
                let log = self.store.actions(p.game)?;
                e.insert((stored, log))
            }
        };
        let (stored, log) = (&*stored, &*log);
        // Public messages speak the game's language.
        let lang = Lang::En;
        let n = &p.notice;
        let (text, pictures) = if n.body.is_empty() {
            (p.legacy_text.clone(), Vec::new())
        } else {
            let body: NoticeBody = serde_json::from_str(&n.body)
                .map_err(|e| Fault(format!("notice {}: {e}", p.id)))?;
            match body {
                NoticeBody::Say { text } => (say_text(lang, &text), Vec::new()),
                NoticeBody::Turn { from, to, intro } => {
                    let intro = intro.map(|t| say_text(lang, &t));
                    self.compose_turn(lang, stored, log, from, to, intro)?
                }
                NoticeBody::Ended { by } => {
                    let mut text = say(lang, &Msg::Ended { by });
                    let mut pictures = Vec::new();
                    if let Some(game) = &stored.game {
                        text.push('\n');
                        text.push_str(&ranking(lang, game));
                        let png = encode_png(&self.renderer.final_scores(game));
                        pictures.push(Png::new("final.png", png));
                    }
                    (text, pictures)
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
        Ok(Outgoing {
            id: p.id,
            game: p.game,
            kind: n.kind,
            channel: n.channel,
            direct_to: n.user.filter(|_| n.direct),
            mention: n.user.filter(|_| !n.direct).map(|u| (u, seat_name(u))),
            text,
            pictures,
        })
    }

    /// The turn message for moves `from..to`: the game is replayed from its seed to see what
    /// each turn did and to draw the position right after it.
    fn compose_turn(
        &self,
        lang: Lang,
        stored: &StoredGame,
        log: &[LoggedAction],
        from: u64,
        to: u64,
        intro: Option<String>,
    ) -> Result<(String, Vec<Png>), Fault> {
        let current = stored
            .game
            .as_ref()
            .ok_or_else(|| Fault(format!("game {} has no position", stored.id)))?;
        let mut game = Game::new(current.settings().clone(), stored.seed)
            .map_err(|e| Fault(format!("game {}: {e}", stored.id)))?;
        let name = |s: usize| stored.seats[s].name.clone();
        let to = (to as usize).min(log.len());
        let mut lines: Vec<String> = intro.into_iter().collect();
        // The first turn that ended in the range: its line and the position after it.
        let mut pictured: Option<(usize, Vec<Event>, String, Game)> = None;
        let mut turn: Vec<Event> = Vec::new();
        for (i, a) in log[..to].iter().enumerate() {
            let events = game
                .play(a.seat, a.action)
                .map_err(|e| Fault(format!("game {}: the log does not replay: {e}", stored.id)))?;
            let ends = events
                .iter()
                .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }));
            turn.extend(events);
            if ends {
                let events = std::mem::take(&mut turn);
                if i as u64 >= from {
                    let line = turn_line(lang, &events, &name);
                    if pictured.is_none() {
                        pictured = Some((a.seat, events, line.clone(), game.clone()));
                    }
                    lines.push(line);
                }
            }
        }
        let mut pictures = Vec::new();
        if game.is_over() {
            lines.push(ranking(lang, &game));
            let png = encode_png(&self.renderer.final_scores(&game));
            pictures.push(Png::new("final.png", png));
        } else {
            lines.push(say(
                lang,
                &Msg::TurnOf {
                    name: name(game.current()),
                },
            ));
            pictures.push(match pictured {
                Some((seat, events, caption, after)) => {
                    let h = BoardHighlights::from_events(seat, &events);
                    let png = encode_png(&self.renderer.turn(&after, seat, &h, &caption));
                    Png::new("turn.png", png)
                }
                // Nobody has played yet (the start): the table.
                None => Png::new("table.png", encode_png(&self.renderer.table(&game))),
            });
        }
        Ok((lines.join("\n"), pictures))
    }

    pub(super) fn delivered(&self, id: NoticeId) -> Result<(), Fault> {
        Ok(self.store.mark_sent(id, self.now())?)
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
            body: NoticeBody::say(&Msg::DmsClosed { name }),
        };
        self.store
            .refuse_direct_messages(out.id, out.game, user, &explanation, self.now())?;
        Ok(())
    }
}
