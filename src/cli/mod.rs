//! The `calcada` command line: argument parsing (clap) and the offline tools.

pub mod local;

use crate::bots::BotKind;
use crate::engine::{Action, Event, Game, Settings};
use crate::messages::service::{say, Msg};
use crate::messages::{en, pictures, Lang};
use crate::record::{Record, ReplayError};
use crate::render::{encode_png, BoardHighlights, Picture, Renderer};
use crate::sim::{simulate, SimOptions};
use clap::{Parser, Subcommand, ValueEnum};
use std::path::PathBuf;
use std::process::ExitCode;

/// Calçada, the tile-laying board game, for Discord and the terminal.
#[derive(Parser, Debug)]
#[command(name = "calcada", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
}

/// Board side, as printed on the Calçada boards.
#[derive(Copy, Clone, Debug, PartialEq, Eq, ValueEnum)]
#[value(rename_all = "UPPER")]
pub enum Side {
    /// 8 districts.
    A,
    /// 9 districts.
    B,
}

impl Side {
    pub fn name(self) -> &'static str {
        match self {
            Side::A => "A",
            Side::B => "B",
        }
    }
}

#[derive(Subcommand, Debug)]
pub enum Command {
    /// Run the Discord bot (the default). Settings come from the environment and .env:
    /// see .env.example.
    Serve,
    /// Play many games among bots and print a summary.
    Simulate {
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Players per game (2 to 4).
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=4))]
        players: u8,
        /// Board side.
        #[arg(long, value_enum, default_value_t = Side::A)]
        side: Side,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Bot kinds given to seats in turn, comma-separated (random, greedy, search; or
        /// easy, normal, hard).
        #[arg(long, value_delimiter = ',', default_value = "random")]
        bots: Vec<BotKind>,
        /// Scoreboard rows, top first, comma-separated (e.g. 4,3,2); default: the table for
        /// the player count in data/multipliers.json.
        #[arg(long, value_delimiter = ',')]
        multipliers: Option<Vec<u8>>,
        /// Write each game's record as DIR/game-<seed>.json.
        #[arg(long, value_name = "DIR")]
        export: Option<PathBuf>,
    },
    /// Replay a game record, verify every stored state and print the ranking.
    Replay {
        /// The record (JSON, see docs/record-format.md).
        file: PathBuf,
    },
    /// Draw the pictures of a recorded game as PNG files: each board, the table, the turn
    /// picture of the last action drawn and, once the game is over, the final picture.
    Render {
        /// The record (JSON, see docs/record-format.md).
        #[arg(long, value_name = "FILE")]
        record: PathBuf,
        /// Draw the position after this many actions (default: all of them).
        #[arg(long, value_name = "N")]
        step: Option<usize>,
        /// Directory for the pictures (created if missing).
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
    /// Play in the terminal, hot-seat, against the same rules and store as the Discord bot.
    /// One command per line (type `help`); `NAME: command` acts as NAME.
    Local {
        /// The SQLite file games are kept in (created on first run).
        #[arg(long, default_value = "calcada-local.db")]
        db: PathBuf,
        /// Where pictures are written (the path is printed after each turn).
        #[arg(long, default_value = "calcada-pictures")]
        out: PathBuf,
        /// Print every reply as one JSON line (for scripts).
        #[arg(long)]
        json: bool,
        /// Seed of the next new game (then +1 per game): replayable games.
        #[arg(long)]
        seed: Option<u64>,
        /// Who you are until a line says otherwise (`as NAME`, or `NAME: command`).
        #[arg(long = "as", default_value = "Player 1")]
        user: String,
    },
    /// Time parts of the program on one core.
    Bench {
        #[command(subcommand)]
        what: Bench,
    },
}

/// What `calcada bench` times.
#[derive(Subcommand, Debug)]
pub enum Bench {
    /// Play the searching bot against greedy ones (2 players, then 1 against 3); print its
    /// decision times, playouts per second and win rates.
    Bots {
        /// Games per match.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(1..))]
        games: u64,
        /// Seed of each match's first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Playouts per decision (default: the bot's default budget).
        #[arg(long)]
        playouts: Option<u32>,
        /// Time limit per decision in milliseconds, 0 for none (default: the bot's).
        #[arg(long)]
        time_ms: Option<u64>,
    },
    /// Draw and PNG-encode every picture of a seeded bot game; print median and p95 times
    /// and the byte sizes.
    Render {
        /// Pictures drawn and encoded per kind.
        #[arg(long, default_value_t = 200, value_parser = clap::value_parser!(u32).range(1..))]
        iterations: u32,
    },
    /// Play turns through the whole service path (apply, commit to SQLite, render and
    /// encode the turn picture); print the median and p99 time per turn, then turns per
    /// second with several threads at once.
    Service {
        /// Turns to time.
        #[arg(long, default_value_t = 1000, value_parser = clap::value_parser!(u64).range(10..))]
        turns: u64,
        /// Threads playing at once for the throughput figure.
        #[arg(long, default_value_t = 2, value_parser = clap::value_parser!(u64).range(1..=64))]
        threads: u64,
    },
}

/// Runs the command line; the exit code says whether it went well.
pub fn run(cli: Cli) -> ExitCode {
    match cli.command {
        None | Some(Command::Serve) => run_serve(),
        Some(Command::Simulate {
            games,
            players,
            side,
            seed,
            bots,
            multipliers,
            export,
        }) => {
            let opts = SimOptions {
                games,
                players: players as usize,
                board: side.name().into(),
                seed,
                bots,
                multipliers,
                records: export.is_some(),
            };
            run_simulate(opts, export)
        }
        Some(Command::Replay { file }) => run_replay(&file),
        Some(Command::Local {
            db,
            out,
            json,
            seed,
            user,
        }) => {
            match local::run(local::LocalOptions {
                db,
                out,
                json,
                seed,
                user,
            }) {
                Ok(()) => ExitCode::SUCCESS,
                Err(e) => {
                    eprintln!("{e}");
                    ExitCode::FAILURE
                }
            }
        }
        Some(Command::Render { record, step, out }) => run_render(&record, step, &out),
        Some(Command::Bench {
            what: Bench::Render { iterations },
        }) => run_bench_render(iterations as usize),
        Some(Command::Bench {
            what:
                Bench::Bots {
                    games,
                    seed,
                    playouts,
                    time_ms,
                },
        }) => {
            let opts = crate::bots::bench::BenchOptions::new(games, seed, playouts, time_ms);
            match crate::bots::bench::bench_bots(&opts) {
                Ok(b) => print!("{}", en::bots_bench(&b, &opts)),
                Err(e) => eprintln!("{e}"),
            }
            ExitCode::SUCCESS
        }
        Some(Command::Bench {
            what: Bench::Service { turns, threads },
        }) => match crate::service::bench::run(
            &std::env::temp_dir(),
            turns as usize,
            threads as usize,
        ) {
            Ok(b) => {
                print!("{}", en::service_bench(&b));
                ExitCode::SUCCESS
            }
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        },
    }
}

fn run_serve() -> ExitCode {
    // A missing .env file is fine: the environment may hold everything.
    let _ = dotenvy::dotenv();
    let filter =
        tracing_subscriber::EnvFilter::try_from_default_env().unwrap_or_else(|_| "info".into());
    {
        use std::io::IsTerminal;
        // Logs go to stderr, coloured only for a terminal (log files stay plain).
        tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(std::io::stderr)
            .with_ansi(std::io::stderr().is_terminal())
            .init();
    }
    let config = match crate::discord::Config::from_env() {
        Ok(c) => c,
        Err(crate::discord::ConfigError::MissingToken) => {
            eprintln!("{}", say(Lang::En, &Msg::NoToken));
            return ExitCode::FAILURE;
        }
        Err(crate::discord::ConfigError::Invalid { name, value }) => {
            eprintln!(
                "{}",
                say(
                    Lang::En,
                    &Msg::BadOption {
                        what: format!("{name}={value:?} is not valid")
                    }
                )
            );
            return ExitCode::FAILURE;
        }
    };
    let runtime = match tokio::runtime::Runtime::new() {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{e}");
            return ExitCode::FAILURE;
        }
    };
    match runtime.block_on(crate::discord::serve(
        config,
        crate::discord::shutdown_signal(),
    )) {
        Ok(()) => ExitCode::SUCCESS,
        Err(e) => {
            tracing::error!("the bot stopped: {e}");
            ExitCode::FAILURE
        }
    }
}

fn run_simulate(opts: SimOptions, export: Option<PathBuf>) -> ExitCode {
    if opts.bots.is_empty() {
        eprintln!("{}", en::no_bots());
        return ExitCode::FAILURE;
    }
    if let Some(dir) = &export {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!(
                "{}",
                en::cannot_write(&dir.display().to_string(), &e.to_string())
            );
            return ExitCode::FAILURE;
        }
    }
    let mut write_error = None;
    let result = simulate(&opts, |_, played, record| {
        if let (Some(dir), Some(record)) = (&export, record) {
            let path = dir.join(format!("game-{}.json", played.game.seed()));
            if let Err(e) = std::fs::write(&path, record.to_json()) {
                write_error.get_or_insert_with(|| {
                    en::cannot_write(&path.display().to_string(), &e.to_string())
                });
            }
        }
    });
    match result {
        Ok(summary) => {
            print!("{}", en::simulation_summary(&summary, &opts));
            if let Some(e) = write_error {
                eprintln!("{e}");
                return ExitCode::FAILURE;
            }
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}

/// A file's text, or `None` after telling the user why it cannot be read.
fn read_text(file: &std::path::Path, shown: &str) -> Option<String> {
    std::fs::read_to_string(file)
        .map_err(|e| eprintln!("{}", en::cannot_read(shown, &e.to_string())))
        .ok()
}

fn run_replay(file: &std::path::Path) -> ExitCode {
    let shown = file.display().to_string();
    let Some(text) = read_text(file, &shown) else {
        return ExitCode::FAILURE;
    };
    match Record::from_json(&text).and_then(|r| r.replay().map(|g| (r, g))) {
        Ok((record, game)) => {
            println!("{}", en::replay_verified(record.actions.len()));
            print!("{}", en::ranking(&game));
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{}", en::record_broken(&shown, &e));
            ExitCode::FAILURE
        }
    }
}

/// The position after `step` actions of a record, and the events of the last of them.
fn position_after(record: &Record, step: usize) -> Result<(Game, Vec<Event>), ReplayError> {
    let mut game = Game::new(record.settings.clone(), record.seed).map_err(ReplayError::Setup)?;
    let mut events = Vec::new();
    for (index, a) in record.actions[..step].iter().enumerate() {
        events = game
            .play(a.seat, a.action)
            .map_err(|error| ReplayError::Illegal {
                index,
                seat: a.seat,
                action: a.action,
                error,
            })?;
    }
    Ok((game, events))
}

/// Every picture of the position after `step` actions (`turn` needs `acting`, `final` an
/// ended game), with its file name.
fn pictures_of(
    renderer: &Renderer,
    game: &Game,
    acting: Option<usize>,
    events: &[Event],
) -> Vec<(String, Picture)> {
    let mut out = Vec::new();
    for seat in 0..game.players().len() {
        let h = match acting {
            Some(a) if a == seat => BoardHighlights::for_turn(game, seat, events),
            _ => BoardHighlights::default(),
        };
        out.push((
            pictures::picture_name("board", Some(seat)),
            renderer.board(game, seat, &h),
        ));
    }
    out.push((pictures::picture_name("table", None), renderer.table(game)));
    if let Some(seat) = acting {
        let name = |s: usize| game.player(s).name().to_string();
        let caption = pictures::caption(Lang::En, events, &name);
        let h = BoardHighlights::for_turn(game, seat, events);
        out.push((
            pictures::picture_name("turn", None),
            renderer.turn(game, seat, &h, &caption),
        ));
    }
    if game.is_over() {
        out.push((
            pictures::picture_name("final", None),
            renderer.final_scores(game),
        ));
    }
    out
}

fn run_render(file: &std::path::Path, step: Option<usize>, dir: &std::path::Path) -> ExitCode {
    let shown = file.display().to_string();
    let Some(text) = read_text(file, &shown) else {
        return ExitCode::FAILURE;
    };
    let record = match Record::from_json(&text).and_then(|r| r.replay().map(|_| r)) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}", en::record_broken(&shown, &e));
            return ExitCode::FAILURE;
        }
    };
    let step = step.unwrap_or(record.actions.len());
    if step > record.actions.len() {
        eprintln!(
            "{}",
            pictures::step_out_of_range(step, record.actions.len())
        );
        return ExitCode::FAILURE;
    }
    let (game, events) = match position_after(&record, step) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{}", en::record_broken(&shown, &e));
            return ExitCode::FAILURE;
        }
    };
    if let Err(e) = std::fs::create_dir_all(dir) {
        eprintln!(
            "{}",
            en::cannot_write(&dir.display().to_string(), &e.to_string())
        );
        return ExitCode::FAILURE;
    }
    let acting = step.checked_sub(1).map(|i| record.actions[i].seat);
    let renderer = Renderer::new();
    for (name, picture) in pictures_of(&renderer, &game, acting, &events) {
        let path = dir.join(format!("{name}.png"));
        let shown = path.display().to_string();
        match std::fs::write(&path, encode_png(&picture)) {
            Ok(()) => println!("{}", pictures::wrote(&shown)),
            Err(e) => {
                eprintln!("{}", en::cannot_write(&shown, &e.to_string()));
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}

/// The benchmark's fixed game: four greedy bots, seeded, played to the end.
pub fn bench_game() -> (Settings, u64, Vec<(usize, Action)>) {
    let settings = Settings::new(["Inês", "Joaquim", "Beatriz", "Gonçalo"], "A");
    let seed = 5;
    let game = Game::new(settings.clone(), seed).expect("the benchmark settings are valid");
    let mut bots: Vec<_> = (0..4).map(|s| BotKind::Greedy.build(seed + s)).collect();
    let played = crate::bots::play_out(game, &mut bots, |_, _, _| {});
    (settings, seed, played.actions)
}

fn percentile(sorted: &[f64], p: f64) -> f64 {
    let i = ((sorted.len() as f64 - 1.0) * p).round() as usize;
    sorted[i.min(sorted.len() - 1)]
}

fn run_bench_render(iterations: usize) -> ExitCode {
    use std::time::Instant;
    let (settings, seed, actions) = bench_game();
    // A mid-game turn: the last placement within the first 60% of the game.
    let cut = actions.len() * 3 / 5;
    let turn_at = (0..cut)
        .rev()
        .find(|&i| matches!(actions[i].1, Action::Place { .. }))
        .unwrap_or(0);
    let mut game = Game::new(settings.clone(), seed).expect("valid settings");
    let mut events = Vec::new();
    for &(seat, action) in &actions[..=turn_at] {
        events = game
            .play(seat, action)
            .expect("a recorded bot action is legal");
    }
    let mut end = Game::new(settings, seed).expect("valid settings");
    for &(seat, action) in &actions {
        end.play(seat, action)
            .expect("a recorded bot action is legal");
    }
    let seat = actions[turn_at].0;
    let name = |s: usize| game.player(s).name().to_string();
    let caption = pictures::caption(Lang::En, &events, &name);
    let highlights = BoardHighlights::for_turn(&game, seat, &events);
    let renderer = Renderer::new();
    type Draw<'a> = Box<dyn Fn() -> Picture + 'a>;
    let kinds: Vec<(&str, Draw)> = vec![
        (
            "board",
            Box::new(|| renderer.board(&game, seat, &highlights)),
        ),
        ("table", Box::new(|| renderer.table(&game))),
        (
            "turn",
            Box::new(|| renderer.turn(&game, seat, &highlights, &caption)),
        ),
        ("final", Box::new(|| renderer.final_scores(&end))),
    ];
    println!("{}", pictures::bench_header(iterations, turn_at + 1));
    for (kind, draw) in kinds {
        // One untimed round fills the caches.
        let first = draw();
        let mut bytes = encode_png(&first).len();
        let (mut d, mut e, mut t) = (Vec::new(), Vec::new(), Vec::new());
        for _ in 0..iterations {
            let t0 = Instant::now();
            let picture = std::hint::black_box(draw());
            let t1 = Instant::now();
            let png = std::hint::black_box(encode_png(&picture));
            let t2 = Instant::now();
            bytes = png.len();
            d.push((t1 - t0).as_secs_f64() * 1e3);
            e.push((t2 - t1).as_secs_f64() * 1e3);
            t.push((t2 - t0).as_secs_f64() * 1e3);
        }
        for v in [&mut d, &mut e, &mut t] {
            v.sort_by(f64::total_cmp);
        }
        println!(
            "{}",
            pictures::bench_line(
                kind,
                first.width(),
                first.height(),
                percentile(&d, 0.5),
                percentile(&d, 0.95),
                percentile(&e, 0.5),
                percentile(&e, 0.95),
                percentile(&t, 0.5),
                bytes,
            )
        );
    }
    ExitCode::SUCCESS
}
