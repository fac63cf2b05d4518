//! `my games`: every game of the caller's in this server, running or in its lobby, privately:
//! where, whose turn and since when, their seat, points and rank, the time left on their
//! clock; the games waiting on them first, each with a button that opens its turn panel. A
//! page at a time.

use super::reply::{Pages, Paging, Reply, TurnButton};
use super::request::Caller;
use super::{Answer, Service};
use games_messages::{say, Lang, Msg, Name, When};
use games_store::StoredGame;

/// Games per page: ten lines and their buttons fit one message (2000 characters, 5 rows).
pub const PER_PAGE: usize = 8;

/// Where a game of the caller's stands, for ordering: theirs to play first (longest
/// waiting first), then other running games, then lobbies.
fn order(g: &StoredGame, caller: &Caller) -> (u8, i64) {
    match (g.position(), g.seat_of(caller.user)) {
        (Some(game), Some(seat)) if game.to_move() == Some(seat) => {
            (0, g.turn_started_at.unwrap_or(0))
        }
        (Some(_), _) => (1, g.turn_started_at.unwrap_or(0)),
        (None, _) => (2, g.created_at),
    }
}

impl Service {
    /// `my games`: page `page` (0-based) of the caller's games in this server.
    pub(super) fn my_games(&self, caller: &Caller, lang: Lang, page: usize) -> Answer {
        let mut games = self.store.games_of_player(caller.guild, caller.user)?;
        if games.is_empty() {
            return Ok(Reply::private(say(lang, &Msg::NoMyGames)));
        }
        games.sort_by_key(|g| order(g, caller));
        let waiting = games.iter().filter(|g| order(g, caller).0 == 0).count();
        let pages = games.len().div_ceil(PER_PAGE);
        let page = page.min(pages - 1);
        let mut lines = vec![say(
            lang,
            &Msg::MyGamesHeader {
                count: games.len(),
                waiting,
            },
        )];
        let mut buttons = Vec::new();
        for g in games.iter().skip(page * PER_PAGE).take(PER_PAGE) {
            let Some(seat) = g.seat_of(caller.user) else {
                continue;
            };
            let line = match g.position() {
                None => Msg::MyGamesLobby {
                    game: g.id.0,
                    channel: g.channel.to_string(),
                    seat: seat + 1,
                    count: g.seats.len(),
                    max: g.options.max_players,
                },
                Some(game) => {
                    let points = game.score_of(seat);
                    let rank = 1
                        + (0..game.seats())
                            .filter(|&s| game.score_of(s) > points)
                            .count();
                    let current = game.to_move().unwrap_or(seat);
                    let mine = current == seat;
                    if mine {
                        buttons.push(TurnButton {
                            game: g.id.0,
                            channel: g.channel,
                        });
                    }
                    Msg::MyGamesRunning {
                        game: g.id.0,
                        channel: g.channel.to_string(),
                        mine,
                        turn: Name::from(&g.seats[current].name),
                        since: When::Ago(g.turn_started_at.unwrap_or(g.updated_at)),
                        seat: seat + 1,
                        points,
                        rank,
                        players: game.seats(),
                    }
                }
            };
            let mut line = say(lang, &line);
            // Time left on the caller's clock, in a game with a turn clock.
            if let Some(left) = self
                .time_left(g, self.now())?
                .filter(|_| g.current_seat().is_some())
                .and_then(|banks| banks.get(seat).copied())
            {
                let left = Box::new(super::clock::duration(left));
                line = format!("{line} {}", say(lang, &Msg::MyGamesClock { left }));
            }
            lines.push(line);
        }
        let mut reply = Reply::private(lines.join("\n"));
        reply.turn_buttons = buttons;
        reply.paging = Some(Paging {
            page,
            pages,
            of: Pages::MyGames,
        });
        Ok(reply)
    }
}
