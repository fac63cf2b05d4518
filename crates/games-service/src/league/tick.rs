//! The league's tick: sign-up closing, tables' games opened, results recorded, rounds ended
//! at their deadline (a table still running is played out at once by the stand-in), the next
//! round paired, the league ended. Every step is idempotent and guarded in the store, so
//! several processes may tick at once and a process may die between any two steps (the crash
//! points `league-after-pairing` and `league-after-game-created` let the tests kill one there).

use super::result::{lang_of_game, name_of, result_of};
use super::{lang_of, LeagueId, LeagueStatus};
use crate::request::{Caller, Command};
use crate::{Fault, Service, Stop};
use games_ids::ids::{ChannelId, GameId, UserId};
use games_messages::Msg;
use games_store::{
    GameOptions, GameStatus, LeagueTable, NewGame, Seat, StoreError, StoredGame, StoredLeague,
    DEFAULT_REMINDER_SECS,
};
use leagues::TableResult;

/// What a tick did, for the transport: rounds to announce, tables that need a thread.
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct LeagueTick {
    /// Rounds this tick paired: (league, round from 1).
    pub paired: Vec<(LeagueId, usize)>,
    /// Tables of a round under way still without a thread: the transport makes one for each
    /// (`Service::league_set_table_thread`) and the game opens there at the next tick.
    pub need_thread: Vec<NeedThread>,
    /// Games opened: (league, table row, game).
    pub opened: Vec<(LeagueId, i64, GameId)>,
    /// Tables whose result this tick recorded: (league, table row, how: `played`,
    /// `stand-in`, `not-played`).
    pub recorded: Vec<(LeagueId, i64, &'static str)>,
    /// Rounds that ended: (league, round from 1).
    pub rounds_ended: Vec<(LeagueId, usize)>,
    /// Leagues that ended (the last round over, or too few players when sign-up closed).
    pub ended: Vec<LeagueId>,
}

/// A table that needs a thread: where to make it and its name, in the league's language.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct NeedThread {
    pub league: LeagueId,
    /// The table (`LeagueTable::id`).
    pub table: i64,
    /// The league's channel, the thread's parent.
    pub parent: ChannelId,
    pub name: String,
}

/// Bot turns a table's game may take when the stand-in plays it out (far more than any game
/// lasts: a guard against a loop, not a rule).
const MAX_PLAY_OUT_TURNS: usize = 10_000;

impl Service {
    /// Everything due in every league at `now` (see the module's documentation). A league
    /// whose step fails is logged and left for the next tick; the first fault is returned
    /// after the others have had their turn.
    pub fn league_tick(&self, now: i64) -> Result<LeagueTick, Fault> {
        let mut report = LeagueTick::default();
        let mut first = None;
        for id in self.store.leagues_to_tick(now)? {
            if let Err(e) = self.tick_league(id, now, &mut report) {
                tracing::warn!(league = %id, error = %e, "league tick");
                first.get_or_insert(e);
            }
        }
        match first {
            Some(e) => Err(e),
            None => Ok(report),
        }
    }

    fn tick_league(&self, id: LeagueId, now: i64, report: &mut LeagueTick) -> Result<(), Fault> {
        let Some(l) = self.store.league(id)? else {
            return Ok(());
        };
        match l.status {
            LeagueStatus::SignUp if l.signup_until.is_some_and(|t| t <= now) => {
                if l.players.len() < l.settings.table_size {
                    let ended = self.store.set_league_status(
                        id,
                        l.version,
                        &[LeagueStatus::SignUp],
                        LeagueStatus::Ended,
                        now,
                    )?;
                    if ended {
                        report.ended.push(id);
                    }
                } else if self.tick_pair(&l, now)? {
                    report.paired.push((id, 1));
                }
                return Ok(());
            }
            LeagueStatus::Running => {}
            _ => return Ok(()),
        }
        let Some(round) = l.current_round().cloned() else {
            return Ok(());
        };
        if round.ended_at.is_none() {
            for table in round.tables.iter().filter(|t| t.result.is_none()) {
                self.tick_table(&l, table, (now, round.deadline), report)?;
            }
            let l = self.store.league(id)?.ok_or(StoreError::NotFound)?;
            let done = l
                .current_round()
                .is_some_and(|r| r.tables.iter().all(|t| t.result.is_some()));
            if !done {
                return Ok(());
            }
            if self.store.end_league_round(id, round.number, now)? {
                report.rounds_ended.push((id, round.number));
            }
        }
        // The round is over: the league ends, or the next round is paired.
        let l = self.store.league(id)?.ok_or(StoreError::NotFound)?;
        if l.league().is_over() {
            let ended = self.store.set_league_status(
                id,
                l.version,
                &[LeagueStatus::Running],
                LeagueStatus::Ended,
                now,
            )?;
            if ended {
                report.ended.push(id);
            }
        } else if self.tick_pair(&l, now)? {
            report.paired.push((id, l.rounds.len() + 1));
        }
        Ok(())
    }

    /// One table of the round under way, not yet with a result.
    fn tick_table(
        &self,
        l: &StoredLeague,
        table: &LeagueTable,
        (now, deadline): (i64, i64),
        report: &mut LeagueTick,
    ) -> Result<(), Fault> {
        let late = now >= deadline;
        let game = match (table.game, table.channel) {
            (Some(g), _) => g,
            (None, Some(channel)) => {
                let g = self.open_table(l, table, channel)?;
                report.opened.push((l.id, table.id, g));
                g
            }
            (None, None) if late => {
                // Never given a thread by the deadline: nobody played it.
                if self.store.record_league_table(
                    table.id,
                    &TableResult::NotPlayed,
                    "not-played",
                )? {
                    report.recorded.push((l.id, table.id, "not-played"));
                }
                return Ok(());
            }
            (None, None) => {
                let round = l.current_round().map_or(0, |r| r.number);
                report.need_thread.push(NeedThread {
                    league: l.id,
                    table: table.id,
                    parent: l.channel,
                    name: self.league_table_name(l, round, table.number),
                });
                return Ok(());
            }
        };
        let mut stored = self.store.load_game(game)?;
        if stored.status == GameStatus::Open {
            self.start_table(l, &stored)?;
            stored = self.store.load_game(game)?;
        }
        let how = match stored.status {
            // Ended since the deadline: the stand-in played it out (here or in another
            // process ticking at the same time).
            GameStatus::Finished | GameStatus::Ended if late && stored.updated_at >= deadline => {
                "stand-in"
            }
            GameStatus::Finished | GameStatus::Ended => "played",
            GameStatus::Running if late => {
                stored = self.play_out(stored)?;
                "stand-in"
            }
            _ => return Ok(()),
        };
        let result = result_of(l, &stored);
        if self.store.record_league_table(table.id, &result, how)? {
            report.recorded.push((l.id, table.id, how));
        }
        Ok(())
    }

    /// [`Service::pair_round`] from the tick: whether it paired (a league it cannot pair is
    /// left as it is, and logged).
    fn tick_pair(&self, l: &StoredLeague, now: i64) -> Result<bool, Fault> {
        match self.pair_round(l, now) {
            Ok(paired) => Ok(paired.is_some()),
            Err(Stop::Refuse(msg)) => {
                tracing::warn!(league = %l.id, refused = ?msg, "league cannot be paired");
                Ok(false)
            }
            Err(Stop::Fault(f)) => Err(f),
        }
    }

    /// Pairs the league's next round, once: `Some(tables)` if this call paired it, `None` if
    /// another process did (or the league moved on meanwhile).
    pub(super) fn pair_round(&self, l: &StoredLeague, now: i64) -> Result<Option<usize>, Stop> {
        let pairing = match l.league().pair_next_round() {
            Ok(p) => p,
            Err(leagues::LeagueError::TooManyPlayers { .. }) => {
                return Err(Msg::LeagueBadSettings.into())
            }
            Err(e) => {
                tracing::info!(league = %l.id, error = %e, "no round to pair");
                return Ok(None);
            }
        };
        let number = l.rounds.len() + 1;
        let paired = self.store.pair_league_round(
            l.id,
            l.version,
            number,
            &pairing,
            now,
            now + l.round_secs,
        )?;
        games_ids::failpoint::hit("league-after-pairing");
        Ok(paired.then_some(pairing.tables.len()))
    }

    /// Opens a table's game in its thread with its players seated, once: a game a process
    /// opened there before dying is taken up, and the table keeps the first game written.
    fn open_table(
        &self,
        l: &StoredLeague,
        table: &LeagueTable,
        channel: ChannelId,
    ) -> Result<GameId, Fault> {
        let ours = |g: &StoredGame| {
            g.seats.iter().map(|s| s.user).collect::<Vec<_>>()
                == table.players.iter().map(|&u| Some(u)).collect::<Vec<_>>()
        };
        let game = match self.store.live_game_in(channel)? {
            Some(g) if ours(&g) => g.id,
            Some(_) => return Err(StoreError::ChannelBusy.into()),
            None => match self.create_table_game(l, table, channel) {
                Ok(id) => id,
                Err(StoreError::ChannelBusy) => match self.store.live_game_in(channel)? {
                    Some(g) if ours(&g) => g.id,
                    _ => return Err(StoreError::ChannelBusy.into()),
                },
                Err(e) => return Err(e.into()),
            },
        };
        if !self.store.set_league_table_game(table.id, game)? {
            // Another process wrote the table's game first: that one is the table's.
            let l = self.store.league(l.id)?.ok_or(StoreError::NotFound)?;
            let written = l
                .rounds
                .iter()
                .flat_map(|r| &r.tables)
                .find(|t| t.id == table.id)
                .and_then(|t| t.game);
            return written.ok_or(StoreError::NotFound.into());
        }
        Ok(game)
    }

    fn create_table_game(
        &self,
        l: &StoredLeague,
        table: &LeagueTable,
        channel: ChannelId,
    ) -> Result<GameId, StoreError> {
        let (options, seats, kind) = self.table_game(l, table);
        let salt = self.seeds.salt();
        let new = NewGame {
            guild: l.guild,
            channel,
            creator: table.players[0],
            options: &options,
            seed: self.seeds.next(),
            salt: &salt,
            seats: &seats,
            kind,
        };
        let id = self.store.create_game(&new, self.now())?;
        games_ids::failpoint::hit("league-after-game-created");
        Ok(id)
    }

    /// What `new` would open for a table, its players joined: the options, the seats and
    /// the game.
    fn table_game(
        &self,
        l: &StoredLeague,
        table: &LeagueTable,
    ) -> (GameOptions, Vec<Seat>, games_store::GameKind) {
        let options = GameOptions {
            board: "A".into(),
            max_players: table.players.len(),
            reminder_interval_secs: self
                .store
                .guild_reminder_interval(l.guild)
                .ok()
                .flatten()
                .unwrap_or(DEFAULT_REMINDER_SECS),
            bot_takes_over_after: None,
            multipliers: None,
            lang: lang_of(l),
            hints: true,
            stand_in: game_kit::BotLevel::Normal,
            clock_secs: l.clock_secs.map(|s| s.max(0) as u64),
            clock_bonus_secs: 0,
            clock_pauses_for_quiet: false,
        };
        let seats: Vec<Seat> = table
            .players
            .iter()
            .map(|&u| Seat::human(u, &name_of(l, u)))
            .collect();
        let kind = self
            .store
            .games()
            .get(&l.game)
            .map(|c| c.kind())
            .unwrap_or(self.plugins.default_kind());
        (options, seats, kind)
    }

    /// Starts a table's open game, as its first player would (`start`).
    fn start_table(&self, l: &StoredLeague, stored: &StoredGame) -> Result<(), Fault> {
        let first = stored.creator;
        let caller = Caller::new(stored.guild, stored.channel, first, name_of(l, first))
            .locale(lang_of(l).code());
        // A refusal means another process started it first.
        self.handle(&caller, Command::Start).map(drop)
    }

    /// The stand-in takes every human seat of a running game and plays it to its end now.
    fn play_out(&self, stored: StoredGame) -> Result<StoredGame, Fault> {
        let id = stored.id;
        let mut stored = stored;
        while let Some(seat) = stored.seats.iter().position(|s| !s.is_bot()) {
            if stored.status != GameStatus::Running {
                return Ok(stored);
            }
            let kind = stored.options.stand_in;
            match self.seat_bot(lang_of_game(&stored), stored, seat, kind) {
                Ok(_) | Err(Stop::Refuse(_)) => {}
                Err(Stop::Fault(f)) => return Err(f),
            }
            stored = self.store.load_game(id)?;
        }
        for _ in 0..MAX_PLAY_OUT_TURNS {
            if !self.play_bot_turn(id)? {
                break;
            }
        }
        Ok(self.store.load_game(id)?)
    }

    /// Every running game of the league's round under way where `user` has a seat: the
    /// stand-in takes it (a dropped or withdrawn player).
    pub(super) fn seats_to_stand_in(&self, l: &StoredLeague, user: UserId) -> Result<(), Stop> {
        let Some(round) = l.current_round() else {
            return Ok(());
        };
        for game in round.tables.iter().filter_map(|t| t.game) {
            let stored = self.store.load_game(game)?;
            let seat = stored
                .seats
                .iter()
                .position(|s| s.human_user() == Some(user));
            if let (Some(seat), GameStatus::Running) = (seat, stored.status) {
                let kind = stored.options.stand_in;
                match self.seat_bot(lang_of_game(&stored), stored, seat, kind) {
                    Ok(r) if r.bots => while self.play_bot_turn(game)? {},
                    Ok(_) | Err(Stop::Refuse(_)) => {}
                    Err(e) => return Err(e),
                }
            }
        }
        Ok(())
    }
}
