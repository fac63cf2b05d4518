//! What every game shares in its lists: the channel's results, the admins' list of the
//! server's games, the seats' names for autocomplete.

use crate::reply::{Pages, Paging, Reply};
use crate::request::Caller;
use crate::{access, Answer, Fault, Service};
use games_messages::{say, Lang, Msg, Name, When};
use games_store::{GameStatus, DEFAULT_LOBBY_DAYS};

/// Games per page of `results`.
const RESULTS_PER_PAGE: usize = 5;

impl Service {
    /// The channel's games that are over, newest first, with their rankings.
    pub(crate) fn results(&self, caller: &Caller, lang: Lang, page: usize) -> Answer {
        let total = self.store.count_games_over_in(caller.channel)?;
        if total == 0 {
            return Ok(Reply::private(say(lang, &Msg::NoResults)));
        }
        let pages = total.div_ceil(RESULTS_PER_PAGE);
        let page = page.min(pages - 1);
        let games =
            self.store
                .games_over_in(caller.channel, RESULTS_PER_PAGE, page * RESULTS_PER_PAGE)?;
        let mut lines = vec![say(
            lang,
            &Msg::ResultsHeader {
                page: page + 1,
                pages,
                games: total,
            },
        )];
        for g in &games {
            let Some(game) = g.position() else { continue };
            let standings = game
                .standings()
                .into_iter()
                .map(|p| {
                    Box::new(Msg::ResultStanding {
                        rank: p.rank,
                        name: g.seats[p.seat].name.clone().into(),
                        points: p.points,
                    })
                })
                .collect();
            let when = When::At(g.updated_at);
            lines.push(say(
                lang,
                &match g.status {
                    GameStatus::Finished => Msg::ResultLine {
                        game: g.id.0,
                        when,
                        standings,
                    },
                    _ => Msg::ResultLineEnded {
                        game: g.id.0,
                        when,
                        standings,
                    },
                },
            ));
        }
        let mut reply = Reply::private(lines.join("\n"));
        reply.paging = Some(Paging {
            page,
            pages,
            of: Pages::Results,
        });
        Ok(reply)
    }

    /// Admins: every live game of the server.
    pub(crate) fn list(&self, caller: &Caller, lang: Lang) -> Answer {
        access::admin(caller)?;
        let games = self.store.list_games(caller.guild, false)?;
        if games.is_empty() {
            return Ok(Reply::private(say(lang, &Msg::NoGames)));
        }
        let now = self.now();
        let lines: Vec<String> = games
            .iter()
            .map(|g| {
                let channel = g.channel.to_string();
                let status = Box::new(status_msg(g.status));
                let players = g.seats.iter().map(|s| Name::from(&s.name)).collect();
                let msg = match (g.current_seat(), g.turn_started_at) {
                    (Some(seat), Some(since)) => Msg::GameLineTurn {
                        channel,
                        status,
                        players,
                        turn: g.seats[seat].name.clone().into(),
                        hours: ((now - since).max(0) / 3600) as u64,
                    },
                    _ => Msg::GameLine {
                        channel,
                        status,
                        players,
                    },
                };
                let mut line = say(lang, &msg);
                if g.status == GameStatus::Open {
                    let days = self.store.lobby_days(g.guild).unwrap_or(DEFAULT_LOBBY_DAYS);
                    let at = When::At(g.created_at + i64::from(days) * 86_400);
                    line = format!("{line} {}", say(lang, &Msg::LobbyExpires { at }));
                }
                // Where Discord refuses the bot's posts, the admins see what it needs.
                if let Ok(Some(block)) = self.store.channel_block(g.channel) {
                    let missing = crate::retry::blocked_for(&block);
                    line = format!("{line}\n{}", say(lang, &Msg::ChannelBlocked { missing }));
                }
                line
            })
            .collect();
        Ok(Reply::private(lines.join("\n")))
    }

    /// The seat names of the channel's game (or of its last game once over), for autocomplete.
    pub fn seat_names(&self, caller: &Caller) -> Result<Vec<String>, Fault> {
        let stored = match self.store.live_game_in(caller.channel)? {
            Some(g) => Some(g),
            None => self.store.last_game_over_in(caller.channel)?,
        };
        Ok(stored.map_or_else(Vec::new, |g| g.seats.into_iter().map(|s| s.name).collect()))
    }
}

/// A game's status as the lists word it.
pub(crate) fn status_msg(s: GameStatus) -> Msg {
    match s {
        GameStatus::Open => Msg::StatusOpen,
        GameStatus::Running => Msg::StatusRunning,
        GameStatus::Finished => Msg::StatusFinished,
        GameStatus::Ended => Msg::StatusEnded,
    }
}
