//! Many bot games in a row, with the figures used to tune the scoreboard tables.

use calcada_bots::{play_out, BotLevel, PlayedGame};
use calcada_record::Record;
use calcada_rules::{EndReason, Game, Settings, SetupError};
use std::time::{Duration, Instant};

/// What to simulate.
#[derive(Clone, Debug)]
pub struct SimOptions {
    pub games: u64,
    pub players: usize,
    pub board: String,
    pub seed: u64,
    /// Bot kinds, given to seats in turn (cycled when shorter than the player count).
    pub bots: Vec<BotLevel>,
    /// Scoreboard rows overriding the default table.
    pub multipliers: Option<Vec<u8>>,
    /// Build a [`Record`] of every game (slower: the public state after every action).
    pub records: bool,
}

/// Totals over all simulated games.
#[derive(Clone, Debug, Default)]
pub struct SimSummary {
    pub games: u64,
    pub players: usize,
    pub elapsed: Duration,
    pub rounds: u64,
    pub actions: u64,
    /// Tiles on all boards at the end, summed over games.
    pub tiles_placed: u64,
    pub score_sum: u64,
    pub score_max: u32,
    pub second_stone_off: u64,
    pub stalemates: u64,
    /// Wins (shared wins count for each winner) per bot kind, in `BotLevel::ALL` order.
    pub wins: [u64; BotLevel::ALL.len()],
    pub seats_per_kind: [u64; BotLevel::ALL.len()],
}

impl SimSummary {
    pub fn games_per_second(&self) -> f64 {
        self.games as f64 / self.elapsed.as_secs_f64().max(1e-9)
    }
    pub fn average_rounds(&self) -> f64 {
        self.rounds as f64 / self.games.max(1) as f64
    }
    /// Average share of a board's 25 squares filled at the end, in percent.
    pub fn average_fill_percent(&self) -> f64 {
        100.0 * self.tiles_placed as f64 / (25 * self.players as u64 * self.games.max(1)) as f64
    }
    pub fn average_score(&self) -> f64 {
        self.score_sum as f64 / (self.players as u64 * self.games.max(1)) as f64
    }
    pub fn stalemate_percent(&self) -> f64 {
        100.0 * self.stalemates as f64 / self.games.max(1) as f64
    }
}

/// The settings and bots of game `index` of a simulation.
pub fn game_setup(opts: &SimOptions, index: u64) -> (Settings, u64, Vec<BotLevel>) {
    let kinds: Vec<BotLevel> = (0..opts.players)
        .map(|s| opts.bots[s % opts.bots.len()])
        .collect();
    let names: Vec<String> = kinds
        .iter()
        .enumerate()
        .map(|(s, k)| format!("{k} {}", s + 1))
        .collect();
    let mut settings = Settings::new(names, &opts.board);
    settings.multipliers = opts.multipliers.clone();
    (settings, opts.seed.wrapping_add(index), kinds)
}

/// Plays the games, handing each finished game (and its record, if asked) to `each`.
pub fn simulate(
    opts: &SimOptions,
    mut each: impl FnMut(u64, &PlayedGame, Option<Record>),
) -> Result<SimSummary, SetupError> {
    let mut sum = SimSummary {
        players: opts.players,
        ..Default::default()
    };
    let started = Instant::now();
    for index in 0..opts.games {
        let (settings, seed, kinds) = game_setup(opts, index);
        let game = Game::new(settings, seed)?;
        let mut bots: Vec<_> = kinds
            .iter()
            .enumerate()
            .map(|(s, &level)| {
                calcada_bots::build(
                    level,
                    seed.wrapping_mul(0x9E37_79B9_7F4A_7C15)
                        .wrapping_add(s as u64),
                )
            })
            .collect();
        let mut record = opts.records.then(|| Record::start(&game));
        let played = play_out(game, &mut bots, |g, seat, action| {
            if let Some(r) = record.as_mut() {
                r.push(seat, action, g);
            }
        });
        if let Some(r) = record.as_mut() {
            // The final score breakdowns, as a stored game's record has them.
            r.finish(&played.game);
        }
        let outcome = played.game.outcome().expect("played out");
        sum.games += 1;
        sum.rounds += u64::from(played.game.round());
        sum.actions += played.actions.len() as u64;
        match outcome.reason {
            EndReason::SecondStoneOff => sum.second_stone_off += 1,
            EndReason::Stalemate => sum.stalemates += 1,
            EndReason::PlayersLeft => {}
        }
        for st in &outcome.ranking {
            let k = kinds[st.seat] as usize;
            sum.seats_per_kind[k] += 1;
            sum.wins[k] += u64::from(st.rank == 1);
            sum.score_sum += u64::from(st.total);
            sum.score_max = sum.score_max.max(st.total);
        }
        sum.tiles_placed += played
            .game
            .players()
            .iter()
            .map(|p| u64::from(p.tiles_placed()))
            .sum::<u64>();
        each(index, &played, record);
    }
    sum.elapsed = started.elapsed();
    Ok(sum)
}
