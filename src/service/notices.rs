//! What the channel and the players are told, queued in the outbox in the same transaction
//! as the change that causes it: the turn message (with the ping for whoever is next), direct
//! messages, reminders and the bot stand-in for a player who keeps missing them.

use super::body::NoticeBody;
use super::hours;
use super::play::play_for;
use super::{Fault, Service};
use crate::engine::Game;
use crate::messages::Msg;
use crate::store::{Change, GameStatus, Notice, NoticeKind, Notify, Seat, StoreError, StoredGame};

impl Service {
    /// The notices of a change after which `game` waits for its next player (or is over):
    /// the turn message in the channel, mentioning whoever is next, and their direct
    /// message if they asked for one.
    pub(super) fn turn_notices(
        &self,
        stored: &StoredGame,
        seats: &[Seat],
        game: &Game,
        body: NoticeBody,
    ) -> Vec<Notice> {
        let next = (!game.is_over())
            .then(|| &seats[game.current()])
            .and_then(|s| s.human_user().map(|u| (u, s)));
        // The player's own choice of how they are told, else the seat's.
        let told =
            next.map(
                |(u, s)| match self.store.player_settings(u).ok().and_then(|p| p.notify) {
                    Some(Notify::Channel) => (true, false),
                    Some(Notify::Dm) => (false, true),
                    Some(Notify::Both) => (true, true),
                    None => (true, s.notify_dm),
                },
            );
        let (ping, dm) = told.unwrap_or((true, false));
        let mut out = vec![Notice {
            channel: stored.channel,
            user: next.map(|(u, _)| u).filter(|_| ping),
            kind: if game.is_over() {
                NoticeKind::GameOver
            } else {
                NoticeKind::Turn
            },
            direct: false,
            body: body.to_json(),
        }];
        if let Some((user, seat)) = next.filter(|_| dm) {
            out.push(Notice {
                channel: stored.channel,
                user: Some(user),
                kind: NoticeKind::Turn,
                direct: true,
                body: NoticeBody::say(&Msg::YourTurn {
                    name: seat.name.clone().into(),
                }),
            });
        }
        out
    }

    /// Sends reminders that are due and lets a bot play a turn where the game says so.
    /// Returns how many games were reminded.
    pub fn tick(&self) -> Result<usize, Fault> {
        let now = self.now();
        self.close_expired_lobbies(now)?;
        let mut reminded = 0;
        for stored in self.store.games_due_reminder(now)? {
            let Some(game) = &stored.game else { continue };
            if game.is_over() {
                continue;
            }
            let seat = &stored.seats[game.current()];
            let Some(user) = seat.human_user() else {
                continue;
            };
            // The player's own hours: nothing while they are away or in quiet hours, and
            // only time outside quiet hours counts towards a reminder.
            let mine = self.store.player_settings(user)?;
            if hours::away(&mine, now) || hours::quiet_until(&mine, now).is_some() {
                continue;
            }
            let started = stored.turn_started_at.unwrap_or(now);
            // The game's clock decides the bot stand-in: N missed reminders at the game's
            // interval, whatever the player's own interval or quiet hours (personal settings
            // change how a player is told, never the game's clock). Only time away, within
            // the server's cap, pauses it.
            let game_interval = stored.options.reminder_interval_secs as i64;
            let waited_in_game = now - started - self.store.away_seconds(user, started, now)?;
            let takes_over = stored.options.bot_takes_over_after.is_some_and(|n| {
                waited_in_game >= game_interval.saturating_mul(i64::from(n.max(1)) + 1)
            });
            let interval = match mine.reminder_secs {
                Some(0) if !takes_over => continue,
                Some(secs) if secs > 0 => secs,
                _ => stored.options.reminder_interval_secs,
            };
            let waited = hours::awake_seconds(&mine, started, now);
            if !takes_over && waited < (interval * u64::from(stored.reminders_sent + 1)) as i64 {
                continue;
            }
            let result = if takes_over {
                self.stand_in(&stored, game, now)
            } else {
                let hours = interval * u64::from(stored.reminders_sent + 1) / 3600;
                let body = NoticeBody::say(&Msg::Reminder {
                    name: seat.name.clone().into(),
                    hours,
                });
                let mut notices = vec![Notice {
                    channel: stored.channel,
                    user: Some(user),
                    kind: NoticeKind::Reminder,
                    direct: false,
                    body: body.clone(),
                }];
                if seat.notify_dm || matches!(mine.notify, Some(Notify::Dm | Notify::Both)) {
                    notices.push(Notice {
                        direct: true,
                        ..notices[0].clone()
                    });
                }
                self.store
                    .record_reminder(&stored, &notices, now)
                    .map(|()| reminded += 1)
            };
            match result {
                Ok(()) | Err(StoreError::Conflict) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(reminded)
    }

    /// Open lobbies nobody started within their server's `lobby_days` are closed (ended
    /// early, the channel free again), with a word in the channel.
    fn close_expired_lobbies(&self, now: i64) -> Result<(), Fault> {
        for stored in self.store.expired_lobbies(now)? {
            let days = self.store.lobby_days(stored.guild)?;
            let notices = [Notice {
                channel: stored.channel,
                user: None,
                kind: NoticeKind::Info,
                direct: false,
                body: NoticeBody::say(&Msg::LobbyExpired { days }),
            }];
            let change = Change {
                status: Some(GameStatus::Ended),
                notices: &notices,
                ..Default::default()
            };
            match self
                .store
                .apply_change(stored.id, stored.version, &change, now)
            {
                Ok(_) | Err(StoreError::Conflict) => {}
                Err(e) => return Err(e.into()),
            }
        }
        Ok(())
    }

    /// A bot plays this one turn for the player who missed too many reminders (the seat stays
    /// theirs). Bot seats that follow are left to the background worker, so a tick plays at
    /// most one turn per game.
    fn stand_in(&self, stored: &StoredGame, game: &Game, now: i64) -> Result<(), StoreError> {
        let current = game.current();
        let turns = game.player(current).turns();
        let mut g = game.clone();
        let actions = play_for(&mut g, stored.version, |g, seat| {
            (seat == current && g.player(seat).turns() == turns).then_some(stored.options.stand_in)
        });
        let intro = Msg::BotTookOver {
            name: stored.seats[current].name.clone().into(),
        };
        let bots_due = !g.is_over() && stored.seats[g.current()].is_bot();
        let notices = if bots_due {
            // The turn message comes once the bots that follow have played.
            vec![Notice {
                channel: stored.channel,
                user: None,
                kind: NoticeKind::Info,
                direct: false,
                body: NoticeBody::say(&intro),
            }]
        } else {
            let body = NoticeBody::turn(stored.moves, actions.len(), Some(intro));
            self.turn_notices(stored, &stored.seats, &g, body)
        };
        let change = Change {
            status: g.is_over().then_some(GameStatus::Finished),
            game: Some(&g),
            actions: &actions,
            notices: &notices,
            new_turn: true,
            bots_from: bots_due.then_some(Some(stored.moves)),
            ..Default::default()
        };
        self.store
            .apply_change(stored.id, stored.version, &change, now)?;
        self.count_turns(stored, &change);
        Ok(())
    }
}
