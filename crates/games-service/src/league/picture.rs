//! A league's standings as a picture (the renderer's standings sheet), worded in a language.

use super::{league_name, LeagueId};
use crate::reply::Png;
use crate::{Fault, Service};
use games_messages::{say, Lang, Msg};
use games_pictures::{StandingsLine, StandingsSheet};

impl Service {
    /// The standings now as a PNG in `lang`; `None` while nobody has signed up.
    pub(crate) fn league_standings_png(
        &self,
        id: LeagueId,
        lang: Lang,
    ) -> Result<Option<Png>, Fault> {
        let Some(s) = self.league_standings(id)? else {
            return Ok(None);
        };
        if s.rows.is_empty() {
            return Ok(None);
        }
        let heads = [
            Msg::LeagueColRank,
            Msg::LeagueColPlayer,
            Msg::LeagueColPoints,
            Msg::LeagueColPlayed,
            Msg::LeagueColByes,
        ]
        .map(|m| say(lang, &m));
        let sheet = StandingsSheet {
            title: say(
                lang,
                &Msg::LeagueStandingsTitle {
                    league: league_name(id),
                    round: s.round,
                    rounds: s.rounds,
                },
            ),
            heads,
            rows: s
                .rows
                .iter()
                .map(|r| StandingsLine {
                    rank: r.standing.rank,
                    name: r.name.clone(),
                    points: r.standing.league_points,
                    played: r.standing.played,
                    byes: r.standing.byes,
                })
                .collect(),
        };
        let bytes = self.png(lang, "standings", |r| r.standings(&sheet));
        Ok(Some(Png::new("standings.png", bytes)))
    }
}
