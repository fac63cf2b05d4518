//! A server's results: the leaderboard (humans by rating, bot levels apart) and one
//! player's stats (recent games, best game). The numbers are kept by the store, updated
//! when a game is played to its end.

use super::request::Caller;
use super::{Answer, Reply, Service};
use crate::ids::UserId;
use crate::messages::{say, Lang, Msg, When};
use crate::store::stats::PlayerStats;

/// How many players the leaderboard lists.
const TOP: usize = 10;
/// How many recent games a player's stats list.
const RECENT: usize = 5;

fn percent(wins: u32, games: u32) -> String {
    format!("{:.0}", 100.0 * f64::from(wins) / f64::from(games.max(1)))
}

fn average(points: u64, games: u32) -> String {
    format!("{:.1}", points as f64 / f64::from(games.max(1)))
}

fn line(rank: usize, p: &PlayerStats) -> Msg {
    Msg::LeaderboardLine {
        rank,
        name: p.name.clone().into(),
        rating: format!("{:.1}", p.rating),
        games: p.games,
        wins: p.wins,
        percent: percent(p.wins, p.games),
        average: average(p.points, p.games),
        best: p.best,
    }
}

impl Service {
    pub(super) fn leaderboard(&self, caller: &Caller, lang: Lang) -> Answer {
        let players = self.store.leaderboard(caller.guild, TOP)?;
        let bots = self.store.bot_stats(caller.guild)?;
        if players.is_empty() && bots.is_empty() {
            return Ok(Reply::private(say(lang, &Msg::NoLeaderboard)));
        }
        let mut lines = vec![say(lang, &Msg::LeaderboardHeader)];
        lines.extend(
            players
                .iter()
                .enumerate()
                .map(|(i, p)| say(lang, &line(i + 1, p))),
        );
        if !bots.is_empty() {
            lines.push(say(lang, &Msg::LeaderboardBots));
            lines.extend(bots.iter().map(|b| {
                say(
                    lang,
                    &Msg::LeaderboardBotLine {
                        kind: b.kind,
                        games: b.games,
                        wins: b.wins,
                        percent: percent(b.wins, b.games),
                        average: average(b.points, b.games),
                        best: b.best,
                    },
                )
            }));
        }
        Ok(Reply::private(lines.join("\n")))
    }

    /// `stats`: `user`'s results in this server (the caller's by default).
    pub(super) fn stats(&self, caller: &Caller, lang: Lang, user: Option<UserId>) -> Answer {
        let user = user.unwrap_or(caller.user);
        let Some(p) = self.store.player_stats(caller.guild, user)? else {
            return Ok(Reply::private(say(lang, &Msg::NoStats)));
        };
        let mut lines = vec![say(lang, &line(0, &p))];
        if let Some(best) = p.best_game {
            lines.push(say(
                lang,
                &Msg::StatsBest {
                    game: best.0,
                    points: p.best,
                },
            ));
        }
        for id in self.store.recent_games(caller.guild, user, RECENT)? {
            let stored = self.store.load_game(id)?;
            let (Some(game), Some(seat)) = (&stored.game, stored.seat_of(user)) else {
                continue;
            };
            let Some(s) = game
                .outcome()
                .and_then(|o| o.ranking.iter().find(|s| s.seat == seat))
            else {
                continue;
            };
            lines.push(say(
                lang,
                &Msg::StatsGame {
                    game: id.0,
                    when: When::At(stored.updated_at),
                    rank: s.rank,
                    players: game.players().len(),
                    points: s.total,
                },
            ));
        }
        Ok(Reply::private(lines.join("\n")))
    }
}
