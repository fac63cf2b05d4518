//! A league as one value: settings, players, rounds; pairing, results and standings on it.

use crate::round_robin::schedule;
use crate::standings::standings;
use crate::swiss;
use crate::types::{
    Entrant, Format, LeagueError, Pairing, PlayerId, Round, Settings, Standing, TableResult,
    MAX_PLAYERS,
};
use serde::{Deserialize, Serialize};
use std::collections::HashSet;

/// A league: what the store keeps (it serialises with serde) and what every step reads.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct League {
    /// The settings, fixed at creation.
    pub settings: Settings,
    /// The players in sign-up order (the order that lists players tied in the standings).
    pub entrants: Vec<Entrant>,
    /// The rounds paired so far, oldest first.
    pub rounds: Vec<Round>,
}

impl League {
    /// A league with these players signed up, in this order (no round paired yet).
    pub fn new(settings: Settings, players: &[PlayerId]) -> Result<League, LeagueError> {
        settings.validate()?;
        let mut seen = HashSet::new();
        if let Some(&p) = players.iter().find(|&&p| !seen.insert(p)) {
            return Err(LeagueError::DuplicatePlayer(p));
        }
        if players.len() > MAX_PLAYERS {
            return Err(LeagueError::TooManyPlayers {
                players: players.len(),
                limit: MAX_PLAYERS,
            });
        }
        let entrants = players
            .iter()
            .map(|&id| Entrant {
                id,
                withdrawn: false,
            })
            .collect();
        Ok(League {
            settings,
            entrants,
            rounds: Vec::new(),
        })
    }

    /// The players a round robin's schedule is made for: those of its first round, or, before
    /// it, every player not withdrawn, in sign-up order.
    fn round_robin_players(&self) -> Vec<PlayerId> {
        match self.rounds.first() {
            Some(first) => {
                let named: HashSet<PlayerId> = first.pairing.players().collect();
                self.entrants
                    .iter()
                    .map(|e| e.id)
                    .filter(|p| named.contains(p))
                    .collect()
            }
            None => self
                .entrants
                .iter()
                .filter(|e| !e.withdrawn)
                .map(|e| e.id)
                .collect(),
        }
    }

    /// How many rounds the league plays: the Swiss count, or the round robin schedule's length.
    pub fn total_rounds(&self) -> Result<usize, LeagueError> {
        match self.settings.format {
            Format::Swiss { rounds } => Ok(usize::try_from(rounds).unwrap_or(usize::MAX)),
            Format::RoundRobin => {
                Ok(schedule(&self.round_robin_players(), self.settings.table_size)?.len())
            }
        }
    }

    /// Whether every round has been paired and every table has a result.
    pub fn is_over(&self) -> bool {
        self.rounds.last().is_some_and(Round::is_complete)
            && self.total_rounds().is_ok_and(|t| self.rounds.len() >= t)
    }

    /// The next round's pairing, without changing the league (the same league always gives
    /// the same pairing). The last round must be complete.
    ///
    /// Round robin: the schedule's next round, made once from the first round's players;
    /// withdrawn players are taken out of it (a table left with one player gives them a bye; a
    /// table left with two or more is played with the empty seats as the service sees fit).
    pub fn pair_next_round(&self) -> Result<Pairing, LeagueError> {
        if self.rounds.last().is_some_and(|r| !r.is_complete()) {
            return Err(LeagueError::RoundUnfinished);
        }
        if self.rounds.len() >= self.total_rounds()? {
            return Err(LeagueError::LeagueOver);
        }
        match self.settings.format {
            Format::Swiss { .. } => swiss::pair(&self.settings, &self.entrants, &self.rounds),
            Format::RoundRobin => {
                let full = schedule(&self.round_robin_players(), self.settings.table_size)?
                    .swap_remove(self.rounds.len());
                let gone: HashSet<PlayerId> = self
                    .entrants
                    .iter()
                    .filter(|e| e.withdrawn)
                    .map(|e| e.id)
                    .collect();
                let mut pairing = Pairing {
                    tables: Vec::new(),
                    byes: full
                        .byes
                        .into_iter()
                        .filter(|p| !gone.contains(p))
                        .collect(),
                };
                for table in full.tables {
                    let left: Vec<PlayerId> =
                        table.into_iter().filter(|p| !gone.contains(p)).collect();
                    match left.len() {
                        0 => {}
                        1 => pairing.byes.push(left[0]),
                        _ => pairing.tables.push(left),
                    }
                }
                Ok(pairing)
            }
        }
    }

    /// Pairs the next round and adds it, every table running; returns its pairing.
    pub fn start_next_round(&mut self) -> Result<&Pairing, LeagueError> {
        let pairing = self.pair_next_round()?;
        self.rounds.push(Round::new(pairing));
        Ok(&self.rounds.last().expect("just pushed").pairing)
    }

    /// Records a table's result (`round` and `table` count from 0). Refused when the table has
    /// one already, or when the result places a player not at the table, a player twice, or a
    /// place outside 1 to the table size.
    pub fn record(
        &mut self,
        round: usize,
        table: usize,
        result: TableResult,
    ) -> Result<(), LeagueError> {
        let k = self.settings.table_size;
        let missing = LeagueError::NoSuchTable { round, table };
        let r = self.rounds.get_mut(round).ok_or(missing.clone())?;
        let seated = r.pairing.tables.get(table).ok_or(missing)?;
        if r.results[table].is_some() {
            return Err(LeagueError::AlreadyRecorded);
        }
        if let TableResult::Played(placings) = &result {
            let mut seen = HashSet::new();
            let bad = placings.iter().any(|p| {
                !seated.contains(&p.player)
                    || !seen.insert(p.player)
                    || p.rank == 0
                    || usize::try_from(p.rank).is_ok_and(|r| r > k)
            });
            if bad {
                return Err(LeagueError::BadResult);
            }
        }
        r.results[table] = Some(result);
        Ok(())
    }

    /// Drops a player: not paired any more; their results so far stay.
    pub fn withdraw(&mut self, player: PlayerId) -> Result<(), LeagueError> {
        let e = self
            .entrants
            .iter_mut()
            .find(|e| e.id == player)
            .ok_or(LeagueError::UnknownPlayer(player))?;
        e.withdrawn = true;
        Ok(())
    }

    /// The standings now, best first (see the crate's documentation for the rules).
    pub fn standings(&self) -> Vec<Standing> {
        standings(&self.settings, &self.entrants, &self.rounds)
    }
}
