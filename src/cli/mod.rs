//! The `calcada` command line: argument parsing (clap) and the offline tools.

use crate::bots::BotKind;
use crate::messages::en;
use crate::record::Record;
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
        /// Bot kinds given to seats in turn, comma-separated (random, greedy).
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
}

/// Runs the command line; the exit code says whether it went well.
pub fn run(cli: Cli) -> ExitCode {
    match cli.command {
        None => {
            use clap::CommandFactory;
            let _ = Cli::command().print_help();
            ExitCode::SUCCESS
        }
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

fn run_replay(file: &std::path::Path) -> ExitCode {
    let shown = file.display().to_string();
    let text = match std::fs::read_to_string(file) {
        Ok(t) => t,
        Err(e) => {
            eprintln!("{}", en::cannot_read(&shown, &e.to_string()));
            return ExitCode::FAILURE;
        }
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
