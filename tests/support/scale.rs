//! A database of many games, for the scale benchmark (`tests/scale.rs`, issue 25): games
//! played by the engine's random bot from seeds (so their snapshots and logs have the size of
//! real ones), written through the store's bulk insert ([`Store::insert_games`]) in chunks of
//! one transaction each. Running games sit in threads (`threads` under each of `channels`
//! channels), one per thread; finished games spread over the channels and threads; a few open
//! lobbies in the channels themselves.

use calcada_bots::BotLevel;
use calcada_rules::{Action, Game, Settings};
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_store::{BulkGame, GameOptions, GameStatus, Seat, Store, StoreError};

/// The database to build. The defaults are the issue's: 100,000 games, 10,000 of them running
/// across 2,000 channels (five threads each).
#[derive(Clone, Debug)]
pub struct ScaleSpec {
    pub games: u64,
    pub running: u64,
    pub channels: u64,
    pub threads: u64,
    pub lobbies: u64,
    pub guild: u64,
    pub seed: u64,
    /// The running games' reminder interval: their first reminders fall due evenly over the
    /// interval that follows `now` (10,000 games at an hour: 2.8 a second).
    pub interval_secs: u64,
}

impl Default for ScaleSpec {
    fn default() -> Self {
        ScaleSpec {
            games: 100_000,
            running: 10_000,
            channels: 2_000,
            threads: 5,
            lobbies: 20,
            guild: 1,
            seed: 25,
            interval_secs: 3600,
        }
    }
}

/// Channel ids of the benchmark's server.
const CHANNELS: u64 = 7_000_000_000;
/// Thread ids: thread `t` of channel `c` is `THREADS + c * threads + t`.
const THREADS: u64 = 8_000_000_000;
/// Player ids.
const USERS: u64 = 9_000_000_000;

impl ScaleSpec {
    pub fn channel(&self, c: u64) -> ChannelId {
        ChannelId(CHANNELS + c)
    }

    pub fn thread(&self, c: u64, t: u64) -> ChannelId {
        ChannelId(THREADS + c * self.threads + t)
    }

    /// The thread of running game `k` (0 to `running - 1`).
    pub fn running_thread(&self, k: u64) -> ChannelId {
        self.thread(k / self.threads % self.channels, k % self.threads)
    }

    /// The players of game `k`: one user per seat, the running games' players all different.
    pub fn user(&self, k: u64, seat: u64) -> UserId {
        UserId(USERS + (k * 4 + seat) % (self.running.max(1) * 4 + 1000))
    }
}

/// What was written.
#[derive(Clone, Debug, Default)]
pub struct Populated {
    pub running: u64,
    pub finished: u64,
    pub lobbies: u64,
    pub actions: u64,
}

/// splitmix64: the benchmark's own small generator, so a seed always builds the same games.
fn mix(mut x: u64) -> u64 {
    x = x.wrapping_add(0x9e37_79b9_7f4a_7c15);
    x = (x ^ (x >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
    x = (x ^ (x >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
    x ^ (x >> 31)
}

/// A game played by random bots: the game after `stop(length)` of its actions (the whole
/// game when `None`), and those actions with their seats.
fn played(
    seed: u64,
    players: usize,
    stop: impl Fn(usize) -> Option<usize>,
) -> (Game, Vec<(usize, Action)>) {
    let names: Vec<String> = (1..=players).map(|i| format!("Player {i}")).collect();
    let settings = Settings::new(names, if seed.is_multiple_of(2) { "A" } else { "B" });
    let fresh = || Game::new(settings.clone(), seed).expect("valid settings");
    let mut game = fresh();
    let mut bot = calcada_bots::build(BotLevel::Easy, seed);
    let mut actions = Vec::new();
    while !game.is_over() {
        let action = bot.choose(&game);
        actions.push((game.current(), action));
        game.play(game.current(), action)
            .expect("the bot plays legal actions");
    }
    let Some(n) = stop(actions.len()) else {
        return (game, actions);
    };
    let mut game = fresh();
    actions.truncate(n);
    for &(seat, action) in &actions {
        game.play(seat, action).expect("replays");
    }
    (game, actions)
}

/// Builds game `k` of the spec at `now`.
fn build(spec: &ScaleSpec, k: u64, now: i64) -> BulkGame {
    let r = mix(spec.seed ^ mix(k));
    let players = 2 + (r % 3) as usize;
    let guild = GuildId(spec.guild);
    let seats = |k: u64| -> Vec<Seat> {
        (0..players as u64)
            .map(|s| Seat {
                user: Some(spec.user(k, s)),
                name: format!("Player {}", s + 1),
                bot: None,
                notify_dm: false,
            })
            .collect()
    };
    let seed = mix(r);
    let salt = format!("{:032x}", u128::from(r) << 64 | u128::from(seed));
    let lobbies_from = spec.games - spec.lobbies;
    if k >= lobbies_from {
        // An open lobby in one of the channels, opened within the last three days.
        let i = k - lobbies_from;
        let created = now - (r % (3 * 86_400)) as i64;
        return BulkGame {
            guild,
            channel: spec.channel(i % spec.channels),
            creator: spec.user(k, 0),
            status: GameStatus::Open,
            options: GameOptions::default(),
            seed,
            salt,
            seats: seats(k)[..1].to_vec(),
            kind: calcada_rules::KIND,
            state: None,
            actions: Vec::new(),
            created_at: created,
            updated_at: created,
            turn_started_at: None,
            reminders_sent: 0,
            next_check_at: None,
        };
    }
    let running = k < spec.running;
    let (game, actions) = played(seed, players, |len| {
        running.then(|| (r >> 8) as usize % len)
    });
    let seats = seats(k);
    let log = actions
        .into_iter()
        .map(|(seat, a)| (seat, a, seats[seat].user))
        .collect::<Vec<_>>();
    let log = games_store::action_json(&log);
    if running {
        // The turn began within the last interval: its first reminder falls due within the
        // next, evenly over the running games.
        let interval = spec.interval_secs as i64;
        let started = now - interval + (k as i64 * interval / spec.running as i64);
        let created = started - 86_400;
        BulkGame {
            guild,
            channel: spec.running_thread(k),
            creator: spec.user(k, 0),
            status: GameStatus::Running,
            options: GameOptions {
                reminder_interval_secs: spec.interval_secs,
                bot_takes_over_after: Some(3),
                board: game.settings().board.clone(),
                max_players: players,
                ..GameOptions::default()
            },
            seed,
            salt,
            seats,
            kind: calcada_rules::KIND,
            state: Some(std::sync::Arc::new(game)),
            actions: log,
            created_at: created,
            updated_at: started,
            turn_started_at: Some(started),
            reminders_sent: 0,
            next_check_at: Some(started + interval),
        }
    } else {
        // Played to its end some time in the last year, in a channel or one of its threads.
        let places = spec.channels * (spec.threads + 1);
        let place = r % places;
        let (c, t) = (place / (spec.threads + 1), place % (spec.threads + 1));
        let channel = if t == 0 {
            spec.channel(c)
        } else {
            spec.thread(c, t - 1)
        };
        let ended = now - (r % (365 * 86_400)) as i64;
        BulkGame {
            guild,
            channel,
            creator: spec.user(k, 0),
            status: GameStatus::Finished,
            options: GameOptions {
                board: game.settings().board.clone(),
                max_players: players,
                ..GameOptions::default()
            },
            seed,
            salt,
            seats,
            kind: calcada_rules::KIND,
            state: Some(std::sync::Arc::new(game)),
            actions: log,
            created_at: ended - 2 * 86_400,
            updated_at: ended,
            turn_started_at: Some(ended),
            reminders_sent: 0,
            next_check_at: None,
        }
    }
}

/// Games written per transaction.
const CHUNK: u64 = 1_000;

/// Writes the spec's games into `store` (which should hold none), as at `now`; `progress` is
/// told how many are written after each chunk.
pub fn populate(
    store: &Store,
    spec: &ScaleSpec,
    now: i64,
    mut progress: impl FnMut(u64),
) -> Result<Populated, StoreError> {
    assert!(
        spec.running + spec.lobbies <= spec.games,
        "more running games than games"
    );
    assert!(
        spec.running <= spec.channels * spec.threads,
        "one running game per thread"
    );
    let mut out = Populated::default();
    let mut k = 0;
    while k < spec.games {
        let end = (k + CHUNK).min(spec.games);
        let games: Vec<BulkGame> = (k..end).map(|i| build(spec, i, now)).collect();
        for g in &games {
            out.actions += g.actions.len() as u64;
            match g.status {
                GameStatus::Running => out.running += 1,
                GameStatus::Open => out.lobbies += 1,
                _ => out.finished += 1,
            }
        }
        store.insert_games(&games)?;
        k = end;
        progress(k);
    }
    Ok(out)
}
