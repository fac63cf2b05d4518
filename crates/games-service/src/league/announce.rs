//! What a league posts in its channel, once each: a round's pairings (each table with its
//! players and its thread, the byes, the deadline; from round 2 the standings picture), and
//! its end (the final standings as text and as a picture). The transport posts them
//! ([`Service::league_announcements`]) and marks each posted ([`Service::league_announced`])
//! only once Discord took it, so a failure is posted again at the next tick, and a post
//! repeated after a kill carries the same nonce.

use super::{lang_of, league_name, LeagueId, LeagueStatus};
use crate::reply::Png;
use crate::{Fault, Service};
use games_ids::ids::{ChannelId, UserId};
use games_messages::{say, Markup, Msg, When};
use games_store::StoredLeague;

/// What an announcement is about.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Announced {
    /// A round's pairings (from 1).
    Round(usize),
    /// The league's end, with its final standings.
    End,
}

/// One announcement for the league's channel.
#[derive(Clone, Debug)]
pub struct LeagueAnnouncement {
    pub league: LeagueId,
    pub channel: ChannelId,
    pub what: Announced,
    /// Its lines, worded for Discord: the transport packs them into as many messages as
    /// Discord's length limit needs, never cutting a line.
    pub lines: Vec<String>,
    /// The users its lines mention (a round's players: they are pinged).
    pub mentions: Vec<UserId>,
    /// The standings picture, if any.
    pub picture: Option<Png>,
    /// A key unique to this announcement (`lg3r2`, `lg3end`): the transport derives the
    /// posts' nonces from it, so a post repeated after a kill is shown once.
    pub key: String,
}

impl Service {
    /// Everything leagues have to post now: each round whose tables all have their threads
    /// (or that ended) and whose pairings are not posted yet, and each ended league whose
    /// final standings are not.
    pub fn league_announcements(&self) -> Result<Vec<LeagueAnnouncement>, Fault> {
        let mut out = Vec::new();
        for id in self.store.leagues_to_announce()? {
            let Some(l) = self.store.league(id)? else {
                continue;
            };
            for round in l.rounds.iter().filter(|r| r.announced_at.is_none()) {
                let ready =
                    round.ended_at.is_some() || round.tables.iter().all(|t| t.channel.is_some());
                if ready {
                    out.push(self.round_announcement(&l, round.number));
                }
            }
            if l.status == LeagueStatus::Ended && l.end_announced_at.is_none() {
                out.push(self.end_announcement(&l)?);
            }
        }
        Ok(out)
    }

    /// Marks an announcement posted; `false` if it was already (another process).
    pub fn league_announced(&self, league: LeagueId, what: Announced) -> Result<bool, Fault> {
        let now = self.now();
        Ok(match what {
            Announced::Round(n) => self.store.mark_league_round_announced(league, n, now)?,
            Announced::End => self.store.mark_league_end_announced(league, now)?,
        })
    }

    fn round_announcement(&self, l: &StoredLeague, number: usize) -> LeagueAnnouncement {
        let lang = lang_of(l);
        let round = &l.rounds[number - 1];
        let rounds = l.league().total_rounds().unwrap_or(l.rounds.len());
        let mention = |users: &[UserId]| {
            users
                .iter()
                .map(|u| format!("<@{}>", u.0))
                .collect::<Vec<_>>()
                .join(", ")
        };
        let mut lines = vec![say(
            lang,
            &Msg::LeagueRoundPaired {
                league: league_name(l.id),
                round: number,
                rounds,
                deadline: When::At(round.deadline),
            },
        )];
        let mut mentions = Vec::new();
        for t in &round.tables {
            lines.push(say(
                lang,
                &Msg::LeagueTableLine {
                    table: t.number + 1,
                    players: mention(&t.players),
                    thread: t
                        .channel
                        .map_or_else(|| "-".into(), |c| format!("<#{}>", c.0)),
                },
            ));
            mentions.extend(&t.players);
        }
        if !round.byes.is_empty() {
            lines.push(say(
                lang,
                &Msg::LeagueByes {
                    players: mention(&round.byes),
                },
            ));
            mentions.extend(&round.byes);
        }
        let picture = (number > 1)
            .then(|| self.league_standings_png(l.id, lang).ok().flatten())
            .flatten();
        LeagueAnnouncement {
            league: l.id,
            channel: l.channel,
            what: Announced::Round(number),
            lines,
            mentions,
            picture,
            key: format!("lg{}r{number}", l.id.0),
        }
    }

    fn end_announcement(&self, l: &StoredLeague) -> Result<LeagueAnnouncement, Fault> {
        let lang = lang_of(l);
        let mut lines = vec![say(
            lang,
            &Msg::LeagueFinal {
                league: league_name(l.id),
            },
        )];
        lines.extend(self.standings_lines(l.id, lang, Markup::Discord)?);
        Ok(LeagueAnnouncement {
            league: l.id,
            channel: l.channel,
            what: Announced::End,
            lines,
            mentions: Vec::new(),
            picture: self.league_standings_png(l.id, lang)?,
            key: format!("lg{}end", l.id.0),
        })
    }
}
