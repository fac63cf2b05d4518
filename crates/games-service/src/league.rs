//! Server leagues (issue 47), transport-free: an admin creates a league (the game, players per
//! table, round robin or Swiss, days per round, the turn clock of its games, when sign-up
//! closes); players sign up and withdraw; the start pairs round 1; [`Service::league_tick`]
//! does the rest (`league/tick.rs`): it opens each table's game once the transport has given
//! the table a thread, records results as games end, settles tables still running at a
//! round's deadline (the stand-in plays them out at once: RULES.md, "Leagues"), pairs the
//! next round and ends the league. The pure league (`crates/leagues`) pairs and ranks; the
//! store keeps it (`games-store/src/leagues.rs`).

mod announce;
mod picture;
mod result;
mod tick;

use super::{Answer, Fault, Reply, Service, Stop};
use crate::request::Caller;
pub use announce::{Announced, LeagueAnnouncement};
use games_messages::{say, say_as, Lang, Msg};
use games_store::{GameKind, NewLeague, SignUp, StoredLeague};
pub use games_store::{LeagueId, LeagueStatus, LeagueTable};
pub use leagues::{Format, Standing};
pub use tick::{LeagueTick, NeedThread};

/// The most Swiss rounds a league may have.
pub const MAX_LEAGUE_ROUNDS: u32 = 20;
/// The most days a round may last.
pub const MAX_ROUND_DAYS: u32 = 30;

/// What an admin asks for when creating a league.
#[derive(Clone, Debug)]
pub struct LeagueSetup {
    /// Which game its tables play.
    pub game: GameKind,
    /// Players at each table (2 to 4).
    pub table_size: usize,
    /// Round robin, or Swiss for a number of rounds.
    pub format: Format,
    /// How long a round lasts, in days.
    pub days_per_round: u32,
    /// The turn clock of its games, in days (`None`: no clock).
    pub clock_days: Option<u32>,
    /// When sign-up closes and the league starts (`None`: when an admin starts it).
    pub signup_until: Option<i64>,
}

/// One row of a league's standings, with the player's name.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct StandingRow {
    pub name: String,
    pub standing: Standing,
}

/// A league's standings as data (for text and for a picture).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct LeagueStandings {
    pub league: LeagueId,
    pub status: LeagueStatus,
    /// Rounds paired so far, and in all (a round robin's count once it started).
    pub round: usize,
    pub rounds: usize,
    /// Best first.
    pub rows: Vec<StandingRow>,
}

/// A league as its messages name it.
pub fn league_name(id: LeagueId) -> String {
    format!("#{}", id.0)
}

impl Service {
    /// Answers like [`Service::handle`]: a refusal is a private reply, a fault an error.
    fn league_answer(&self, caller: &Caller, answer: Answer) -> Result<Reply, Fault> {
        let lang = Lang::from_locale(&caller.locale);
        match answer {
            Ok(reply) => Ok(reply),
            Err(Stop::Refuse(text)) => Ok(Reply {
                refused: true,
                ..Reply::private(games_messages::say_text_as(lang, caller.markup, &text))
            }),
            Err(Stop::Fault(f)) => Err(f),
        }
    }

    /// The league, whole, if it exists.
    pub fn league(&self, id: LeagueId) -> Result<Option<StoredLeague>, Fault> {
        Ok(self.store.league(id)?)
    }

    /// The caller's server's league `id` (refused as unknown if it is another server's).
    fn league_here(&self, caller: &Caller, id: LeagueId) -> Result<StoredLeague, Stop> {
        match self.store.league(id)? {
            Some(l) if l.guild == caller.guild => Ok(l),
            _ => Err(Msg::LeagueUnknown.into()),
        }
    }

    /// Creates a league (admins only), taking sign-ups; returns its id when made.
    pub fn league_create(
        &self,
        caller: &Caller,
        setup: LeagueSetup,
    ) -> Result<(Reply, Option<LeagueId>), Fault> {
        let mut made = None;
        let answer = self.create_league(caller, setup, &mut made);
        Ok((self.league_answer(caller, answer)?, made))
    }

    fn create_league(
        &self,
        caller: &Caller,
        s: LeagueSetup,
        made: &mut Option<LeagueId>,
    ) -> Answer {
        super::access::admin(caller)?;
        let now = self.now();
        let rounds_ok = match s.format {
            Format::Swiss { rounds } => (1..=MAX_LEAGUE_ROUNDS).contains(&rounds),
            Format::RoundRobin => true,
        };
        let ok = rounds_ok
            && (1..=MAX_ROUND_DAYS).contains(&s.days_per_round)
            && s.clock_days
                .is_none_or(|d| (1..=super::clock::MAX_CLOCK_DAYS).contains(&d))
            && s.signup_until.is_none_or(|t| t > now)
            && self.store.games().get(s.game.key()).is_some();
        let settings = leagues::Settings::new(s.format, s.table_size, self.seeds.next())
            .ok()
            .filter(|_| ok)
            .ok_or(Msg::LeagueBadSettings)?;
        let lang = Lang::supported(&caller.guild_locale).unwrap_or_default();
        let id = self.store.create_league(
            &NewLeague {
                guild: caller.guild,
                channel: caller.channel,
                creator: caller.user,
                kind: s.game,
                settings: &settings,
                round_secs: i64::from(s.days_per_round) * 86_400,
                clock_secs: s.clock_days.map(|d| i64::from(d) * 86_400),
                signup_until: s.signup_until,
                lang: lang.code(),
            },
            now,
        )?;
        *made = Some(id);
        Ok(Reply::public(say(
            lang,
            &Msg::LeagueCreated {
                league: league_name(id),
            },
        )))
    }

    /// Signs the caller up while the league takes sign-ups.
    pub fn league_sign_up(&self, caller: &Caller, id: LeagueId) -> Result<Reply, Fault> {
        let answer = (|| {
            let l = self.league_here(caller, id)?;
            let league = league_name(id);
            let lang = Lang::from_locale(&caller.locale);
            match self
                .store
                .league_sign_up(id, caller.user, &caller.name, self.now())?
            {
                SignUp::Closed => Err(Msg::LeagueSignUpClosed { league }.into()),
                SignUp::Already => Err(Msg::LeagueAlreadySignedUp { league }.into()),
                SignUp::Added => Ok(Reply::private(say(
                    lang,
                    &Msg::LeagueSignedUp {
                        league,
                        count: l.players.len() + 1,
                    },
                ))),
            }
        })();
        self.league_answer(caller, answer)
    }

    /// The caller leaves the league: before the start their sign-up is gone; after it they
    /// are not paired again and the stand-in plays their seats in the round under way.
    pub fn league_withdraw(&self, caller: &Caller, id: LeagueId) -> Result<Reply, Fault> {
        let answer = (|| {
            let l = self.league_here(caller, id)?;
            let league = league_name(id);
            if !self.store.league_withdraw(id, caller.user)? {
                return Err(Msg::LeagueNotSignedUp { league }.into());
            }
            self.seats_to_stand_in(&l, caller.user)?;
            let lang = Lang::from_locale(&caller.locale);
            Ok(Reply::private(say(lang, &Msg::LeagueWithdrawn { league })))
        })();
        self.league_answer(caller, answer)
    }

    /// An admin starts the league now: sign-up closes and round 1 is paired.
    pub fn league_start(&self, caller: &Caller, id: LeagueId) -> Result<Reply, Fault> {
        let answer = (|| {
            super::access::admin(caller)?;
            let l = self.league_here(caller, id)?;
            let league = league_name(id);
            if l.status != LeagueStatus::SignUp {
                return Err(Msg::LeagueSignUpClosed { league }.into());
            }
            let needed = l.settings.table_size;
            if l.players.len() < needed {
                return Err(Msg::LeagueTooFew {
                    league,
                    needed,
                    players: l.players.len(),
                }
                .into());
            }
            match self.pair_round(&l, self.now())? {
                Some(tables) => Ok(Reply::public(say(
                    lang_of(&l),
                    &Msg::LeagueStarted { league, tables },
                ))),
                None => Err(Msg::LeagueSignUpClosed { league }.into()),
            }
        })();
        self.league_answer(caller, answer)
    }

    /// An admin drops a player: not paired again, the stand-in plays their seats now.
    pub fn league_drop(
        &self,
        caller: &Caller,
        id: LeagueId,
        user: games_ids::ids::UserId,
    ) -> Result<Reply, Fault> {
        let answer = (|| {
            super::access::admin(caller)?;
            let l = self.league_here(caller, id)?;
            let league = league_name(id);
            let Some(player) = l.player(user).cloned() else {
                return Err(Msg::LeagueNotSignedUp { league }.into());
            };
            if !self.store.league_withdraw(id, user)? {
                return Err(Msg::LeagueNotSignedUp { league }.into());
            }
            self.seats_to_stand_in(&l, user)?;
            Ok(Reply::public(say(
                lang_of(&l),
                &Msg::LeagueDropped {
                    league,
                    name: player.name.into(),
                },
            )))
        })();
        self.league_answer(caller, answer)
    }

    /// An admin pauses a running league (no deadline runs, nothing is paired), or resumes
    /// it (the round's deadline moves on by the time paused). Its games go on either way.
    pub fn league_pause(&self, caller: &Caller, id: LeagueId, pause: bool) -> Result<Reply, Fault> {
        let answer = (|| {
            super::access::admin(caller)?;
            let l = self.league_here(caller, id)?;
            let league = league_name(id);
            let (from, to) = if pause {
                (LeagueStatus::Running, LeagueStatus::Paused)
            } else {
                (LeagueStatus::Paused, LeagueStatus::Running)
            };
            if !self
                .store
                .set_league_status(id, l.version, &[from], to, self.now())?
            {
                return Err(Msg::LeagueNotRunning { league }.into());
            }
            let msg = if pause {
                Msg::LeaguePaused { league }
            } else {
                Msg::LeagueResumed { league }
            };
            Ok(Reply::public(say(lang_of(&l), &msg)))
        })();
        self.league_answer(caller, answer)
    }

    /// An admin ends the league now: the standings are final; games under way go on as
    /// ordinary games, their results no longer counted.
    pub fn league_end(&self, caller: &Caller, id: LeagueId) -> Result<Reply, Fault> {
        let answer = (|| {
            super::access::admin(caller)?;
            let l = self.league_here(caller, id)?;
            let league = league_name(id);
            let live = [
                LeagueStatus::SignUp,
                LeagueStatus::Running,
                LeagueStatus::Paused,
            ];
            if !self.store.set_league_status(
                id,
                l.version,
                &live,
                LeagueStatus::Ended,
                self.now(),
            )? {
                return Err(Msg::LeagueNotRunning { league }.into());
            }
            Ok(Reply::public(say(
                lang_of(&l),
                &Msg::LeagueEnded { league },
            )))
        })();
        self.league_answer(caller, answer)
    }

    /// The standings now, as data.
    pub fn league_standings(&self, id: LeagueId) -> Result<Option<LeagueStandings>, Fault> {
        let Some(l) = self.store.league(id)? else {
            return Ok(None);
        };
        let league = l.league();
        let rows = league
            .standings()
            .into_iter()
            .map(|standing| StandingRow {
                name: l
                    .player(games_ids::ids::UserId(standing.player.0))
                    .map(|p| p.name.clone())
                    .unwrap_or_default(),
                standing,
            })
            .collect();
        Ok(Some(LeagueStandings {
            league: id,
            status: l.status,
            round: l.rounds.len(),
            rounds: league.total_rounds().unwrap_or(l.rounds.len()),
            rows,
        }))
    }

    /// The standings as text and as a picture, privately, in the caller's language.
    pub fn league_standings_text(&self, caller: &Caller, id: LeagueId) -> Result<Reply, Fault> {
        let answer = (|| {
            self.league_here(caller, id)?;
            let lang = Lang::from_locale(&caller.locale);
            let lines = self.standings_lines(id, lang, caller.markup)?;
            let mut reply = Reply::private(lines.join("\n"));
            if let Some(png) = self.league_standings_png(id, lang)? {
                reply.pictures.push(png);
            }
            Ok(reply)
        })();
        self.league_answer(caller, answer)
    }

    /// The standings' heading and one line a player, best first (or a line saying nobody has
    /// signed up).
    pub(crate) fn standings_lines(
        &self,
        id: LeagueId,
        lang: Lang,
        markup: games_messages::Markup,
    ) -> Result<Vec<String>, Fault> {
        let s = self
            .league_standings(id)?
            .ok_or(games_store::StoreError::NotFound)?;
        let league = league_name(id);
        if s.rows.is_empty() {
            return Ok(vec![say(lang, &Msg::LeagueStandingsEmpty { league })]);
        }
        let mut lines = vec![say(
            lang,
            &Msg::LeagueStandingsTitle {
                league,
                round: s.round,
                rounds: s.rounds,
            },
        )];
        for r in &s.rows {
            lines.push(say_as(
                lang,
                markup,
                &Msg::LeagueStandingsRow {
                    rank: r.standing.rank,
                    name: r.name.clone().into(),
                    points: r.standing.league_points,
                    played: r.standing.played,
                    byes: r.standing.byes,
                },
            ));
        }
        Ok(lines)
    }

    /// The transport made a thread for a table (`LeagueTable::id`): its game opens there at
    /// the next tick. `false` if the table had one already.
    pub fn league_set_table_thread(
        &self,
        table: i64,
        thread: games_ids::ids::ChannelId,
    ) -> Result<bool, Fault> {
        Ok(self.store.set_league_table_channel(table, thread)?)
    }

    /// A table's thread name, in the league's language.
    pub(crate) fn league_table_name(&self, l: &StoredLeague, round: usize, table: usize) -> String {
        say(
            lang_of(l),
            &Msg::LeagueTableName {
                league: league_name(l.id),
                round,
                table: table + 1,
            },
        )
    }
}

/// The language of a league's games and announcements.
pub(crate) fn lang_of(l: &StoredLeague) -> Lang {
    Lang::supported(&l.lang).unwrap_or_default()
}
