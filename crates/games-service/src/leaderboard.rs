//! A server's results: the leaderboard (humans by rating, bot levels apart) and one
//! player's stats (recent games, best game). The numbers are kept by the store, updated
//! when a game is played to its end.

use super::request::{Caller, Ranking};
use super::timing::{measure, span, TurnTimes};
use super::{Answer, Reply, Service};
use games_ids::ids::UserId;
use games_messages::{say, Decimal, Lang, Msg, When};
use games_store::stats::PlayerStats;
use games_store::GameKind;
use std::collections::BTreeMap;

/// How many players the leaderboard lists.
const TOP: usize = 10;
/// How many recent games a player's stats list.
const RECENT: usize = 5;
/// Turn times are measured over this server's most recent games (the leaderboard by
/// speed) or the player's (their stats): recent form, at a bounded cost.
const TIMED_GAMES_SERVER: usize = 300;
const TIMED_GAMES_PLAYER: usize = 100;

fn percent(wins: u32, games: u32) -> String {
    format!("{:.0}", 100.0 * f64::from(wins) / f64::from(games.max(1)))
}

fn average(points: u64, games: u32) -> Decimal {
    Decimal::new(points as f64 / f64::from(games.max(1)), 1)
}

fn line(rank: usize, p: &PlayerStats) -> Msg {
    Msg::LeaderboardLine {
        rank,
        name: p.name.clone().into(),
        rating: Decimal::new(p.rating, 1),
        games: p.games,
        wins: p.wins,
        percent: percent(p.wins, p.games),
        average: average(p.points, p.games),
        best: p.best,
    }
}

/// A player's turn times as a line of their stats, if any turn of theirs was timed.
fn speed(t: &TurnTimes) -> Option<Msg> {
    Some(Msg::StatsSpeed {
        turns: t.turns.len(),
        median: Box::new(span(t.median()?)),
        p90: Box::new(span(t.p90()?)),
    })
}

impl Service {
    /// Every player's turn times over this server's recent games of `game` (or `user`'s
    /// recent games of it there), awake time read in each player's own hours.
    fn turn_times(
        &self,
        caller: &Caller,
        game: GameKind,
        user: Option<UserId>,
    ) -> Result<BTreeMap<UserId, TurnTimes>, super::Stop> {
        let games = match user {
            None => TIMED_GAMES_SERVER,
            Some(_) => TIMED_GAMES_PLAYER,
        };
        let log = self.store.timed_actions(caller.guild, game, user, games)?;
        Ok(measure(&log, |u| {
            self.store.player_settings(u).unwrap_or_default()
        }))
    }

    /// `leaderboard`: by rating, or by speed (median time to move, fastest first).
    pub(super) fn leaderboard(
        &self,
        caller: &Caller,
        lang: Lang,
        by: Ranking,
        game: GameKind,
    ) -> Answer {
        match by {
            Ranking::Rating => self.leaderboard_by_rating(caller, lang, game),
            Ranking::Speed => self.leaderboard_by_speed(caller, lang, game),
        }
    }

    fn leaderboard_by_speed(&self, caller: &Caller, lang: Lang, game: GameKind) -> Answer {
        let players = self.store.leaderboard(caller.guild, game, usize::MAX)?;
        let times = self.turn_times(caller, game, None)?;
        let mut ranked: Vec<(i64, i64, &PlayerStats, &TurnTimes)> = players
            .iter()
            .filter_map(|p| {
                let t = times.get(&p.user)?;
                Some((t.median()?, t.p90()?, p, t))
            })
            .collect();
        if ranked.is_empty() {
            return Ok(Reply::private(say(lang, &Msg::NoLeaderboard)));
        }
        ranked.sort_by_key(|(median, p90, p, _)| (*median, *p90, p.user));
        let mut lines = vec![say(lang, &Msg::LeaderboardSpeedHeader)];
        lines.extend(
            ranked
                .iter()
                .take(TOP)
                .enumerate()
                .map(|(i, (m, p90, p, t))| {
                    say(
                        lang,
                        &Msg::LeaderboardSpeedLine {
                            rank: i + 1,
                            name: p.name.clone().into(),
                            median: Box::new(span(*m)),
                            p90: Box::new(span(*p90)),
                            turns: t.turns.len(),
                            on_time: t.on_time,
                            games: t.finished,
                        },
                    )
                }),
        );
        Ok(Reply::private(lines.join("\n")))
    }

    fn leaderboard_by_rating(&self, caller: &Caller, lang: Lang, game: GameKind) -> Answer {
        let players = self.store.leaderboard(caller.guild, game, TOP)?;
        let bots = self.store.bot_stats(caller.guild, game)?;
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
    pub(super) fn stats(
        &self,
        caller: &Caller,
        lang: Lang,
        user: Option<UserId>,
        kind: GameKind,
    ) -> Answer {
        let user = user.unwrap_or(caller.user);
        let times = self.turn_times(caller, kind, Some(user))?.remove(&user);
        let timed = times.as_ref().and_then(speed);
        let p = self.store.player_stats(caller.guild, kind, user)?;
        let mut lines = Vec::new();
        if let Some(p) = &p {
            lines.push(say(lang, &line(0, p)));
        }
        if let Some(msg) = &timed {
            lines.push(say(lang, msg));
        }
        if let Some(t) = times.as_ref().filter(|t| t.finished > 0) {
            lines.push(say(
                lang,
                &Msg::StatsOnTime {
                    on_time: t.on_time,
                    games: t.finished,
                },
            ));
        }
        let Some(p) = p else {
            if lines.is_empty() {
                return Ok(Reply::private(say(lang, &Msg::NoStats)));
            }
            return Ok(Reply::private(lines.join("\n")));
        };
        if let Some(best) = p.best_game {
            lines.push(say(
                lang,
                &Msg::StatsBest {
                    game: best.0,
                    points: p.best,
                },
            ));
        }
        for id in self.store.recent_games(caller.guild, kind, user, RECENT)? {
            let stored = self.store.load_game(id)?;
            let Some(seat) = stored.seat_of(user) else {
                continue;
            };
            // (rank, players, points) of the seat, whichever game it was.
            let placed = stored.position().and_then(|game| {
                let p = game.standings().into_iter().find(|p| p.seat == seat)?;
                Some((p.rank, game.seats(), p.points))
            });
            let Some((rank, players, points)) = placed else {
                continue;
            };
            lines.push(say(
                lang,
                &Msg::StatsGame {
                    game: id.0,
                    when: When::At(stored.updated_at),
                    rank,
                    players,
                    points,
                },
            ));
        }
        Ok(Reply::private(lines.join("\n")))
    }
}
