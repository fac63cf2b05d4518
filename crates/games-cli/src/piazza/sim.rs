//! Many Piazza bot games in a row (`calcada simulate --game piazza`): the figures (wins per
//! bot kind, points, moves) and, if asked, each game's complete record. Built on the Piazza
//! crates only (`piazza-rules`, `piazza-bots`), as `sim.rs` is on Calçada's engine and bots.

use piazza_bots::{play_out, BotLevel, PlayedGame};
use piazza_rules::{EndReason, Game, Record, RecordError, Settings};
use std::time::{Duration, Instant};

/// What to simulate.
#[derive(Clone, Debug)]
pub struct PiazzaSimOptions {
    pub games: u64,
    /// 2 to 4.
    pub players: usize,
    /// The seed of the first game; game i uses seed + i.
    pub seed: u64,
    /// Bot kinds, given to seats in turn (cycled when shorter than the player count).
    pub bots: Vec<BotLevel>,
    /// Build each game's complete [`Record`] (with its final scores and outcome).
    pub records: bool,
}

/// Totals over all simulated games.
#[derive(Clone, Debug, Default)]
pub struct PiazzaSimSummary {
    pub games: u64,
    pub players: usize,
    pub elapsed: Duration,
    /// Actions over all games (placements of one or two tiles, and passes).
    pub actions: u64,
    /// Tiles placed over all games (the starting tiles not included).
    pub tiles: u64,
    pub score_sum: u64,
    pub score_max: u32,
    /// Games that ended with every tile placed, and blocked ones.
    pub all_placed: u64,
    pub blocked: u64,
    /// First places (a shared first place counts for each) per bot kind, in
    /// `BotLevel::ALL` order, and the seats each kind played.
    pub wins: [u64; BotLevel::ALL.len()],
    pub seats_per_kind: [u64; BotLevel::ALL.len()],
}

impl PiazzaSimSummary {
    pub fn games_per_second(&self) -> f64 {
        self.games as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
    /// Mean points of a seat.
    pub fn average_score(&self) -> f64 {
        self.score_sum as f64 / (self.players as u64 * self.games.max(1)) as f64
    }
    /// Mean actions per game.
    pub fn average_actions(&self) -> f64 {
        self.actions as f64 / self.games.max(1) as f64
    }
    /// Mean tiles placed per action that placed any.
    pub fn tiles_per_move(&self) -> f64 {
        self.tiles as f64 / self.actions.max(1) as f64
    }
    /// Share of a kind's seats that finished first, in percent; `None` if it played none.
    pub fn win_percent(&self, kind: BotLevel) -> Option<f64> {
        let k = kind_index(kind);
        (self.seats_per_kind[k] > 0)
            .then(|| 100.0 * self.wins[k] as f64 / self.seats_per_kind[k] as f64)
    }
}

fn kind_index(kind: BotLevel) -> usize {
    BotLevel::ALL
        .iter()
        .position(|&k| k == kind)
        .expect("every kind is in ALL")
}

/// The settings, seed and bots of game `index`: seats named after their bot (`greedy 1`).
pub fn game_setup(opts: &PiazzaSimOptions, index: u64) -> (Settings, u64, Vec<BotLevel>) {
    let kinds: Vec<BotLevel> = (0..opts.players)
        .map(|s| opts.bots[s % opts.bots.len()])
        .collect();
    let names: Vec<String> = kinds
        .iter()
        .enumerate()
        .map(|(s, k)| format!("{k} {}", s + 1))
        .collect();
    (Settings::new(names), opts.seed.wrapping_add(index), kinds)
}

/// Why a simulation stopped.
#[derive(Debug)]
pub enum PiazzaSimError {
    /// The options make no game (a player count out of 2..=4, or no bots).
    Setup(piazza_rules::SetupError),
    /// A finished game's record did not verify (a bug, never expected).
    Record(RecordError),
}

/// Plays the games, handing each finished game (and its complete record, if asked) to
/// `each`.
pub fn simulate_piazza(
    opts: &PiazzaSimOptions,
    mut each: impl FnMut(u64, &PlayedGame, Option<Record>),
) -> Result<PiazzaSimSummary, PiazzaSimError> {
    let mut sum = PiazzaSimSummary {
        players: opts.players,
        ..Default::default()
    };
    let started = Instant::now();
    for index in 0..opts.games {
        let (settings, seed, kinds) = game_setup(opts, index);
        let game = Game::new(settings.clone(), seed).map_err(PiazzaSimError::Setup)?;
        let mut bots: Vec<_> = kinds
            .iter()
            .enumerate()
            .map(|(s, &level)| {
                piazza_bots::build(
                    level,
                    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                        .wrapping_add(s as u64),
                )
            })
            .collect();
        let played = play_out(game, &mut bots, |_, _, _| {});
        let record = if opts.records {
            // The whole game replayed into its record: final scores and outcome included.
            Some(
                Record::of_game(&settings, seed, &played.actions)
                    .map_err(PiazzaSimError::Record)?,
            )
        } else {
            None
        };
        let outcome = played.game.outcome().expect("played out");
        sum.games += 1;
        sum.actions += played.actions.len() as u64;
        sum.tiles += played
            .actions
            .iter()
            .map(|(_, a)| a.placements().count() as u64)
            .sum::<u64>();
        match outcome.reason {
            EndReason::AllPlaced => sum.all_placed += 1,
            EndReason::Blocked => sum.blocked += 1,
        }
        for st in &outcome.ranking {
            let k = kind_index(kinds[st.seat]);
            sum.seats_per_kind[k] += 1;
            sum.wins[k] += u64::from(st.rank == 1);
            sum.score_sum += u64::from(st.score);
            sum.score_max = sum.score_max.max(st.score);
        }
        each(index, &played, record);
    }
    sum.elapsed = started.elapsed();
    Ok(sum)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn simulated_games_count_every_seat_and_their_records_verify() {
        let opts = PiazzaSimOptions {
            games: 3,
            players: 3,
            seed: 7,
            bots: vec![BotLevel::Normal, BotLevel::Easy],
            records: true,
        };
        let mut verified = 0;
        let sum = simulate_piazza(&opts, |_, played, record| {
            let record = record.expect("asked for records");
            let game = record.verify().expect("a simulated record verifies");
            assert_eq!(game, played.game);
            assert!(record.final_scores.is_some());
            verified += 1;
        })
        .unwrap();
        assert_eq!(verified, 3);
        assert_eq!(sum.all_placed + sum.blocked, 3);
        // Seats 1 and 3 greedy, seat 2 random, in each of the three games.
        assert_eq!(sum.seats_per_kind, [3, 6, 0]);
        assert!(sum.tiles > 0 && sum.tiles <= sum.actions * 2);
        assert!(sum.win_percent(BotLevel::Hard).is_none());
    }
}
