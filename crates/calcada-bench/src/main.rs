//! `calcada-bench`: times parts of Calçada on one core, out of the `calcada` library and
//! binary: the searching bot (`bots`), the pictures (`render`) and one turn through the
//! service (`service`). Run it in release: `cargo run --release -p calcada-bench -- bots`.
//! Figures go to docs/measurements.md, dated.

mod bots;
mod render;
mod report;
mod service;

use clap::{Parser, Subcommand};
use games_messages::{say, Lang, Msg, Quote};
use std::process::ExitCode;

/// Benchmarks of Calçada: the searching bot, the pictures, one turn through the service.
#[derive(Parser, Debug)]
#[command(name = "calcada-bench", version, about)]
struct Cli {
    #[command(subcommand)]
    what: Bench,
    /// The language of the report (en, de, fr, hu).
    #[arg(long, global = true, default_value = "en", value_parser = parse_lang)]
    lang: Lang,
}

fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::supported(text).ok_or_else(|| {
        let text = Quote::new(text);
        say(Lang::En, &Msg::UnknownLanguage { text })
    })
}

/// What `calcada-bench` times.
#[derive(Subcommand, Debug)]
enum Bench {
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
        /// Plan each timed turn in the private panel first, and time every panel step (a
        /// choice answered with the updated panel and its picture).
        #[arg(long)]
        panel: bool,
        /// Also run it on this database (a postgres:// URL) and print both, SQLite first.
        #[arg(long, value_name = "URL")]
        database: Option<String>,
    },
}

fn main() -> ExitCode {
    let cli = Cli::parse();
    let lang = cli.lang;
    match cli.what {
        Bench::Render { iterations } => {
            for line in render::bench_render(iterations as usize) {
                println!("{line}");
            }
            ExitCode::SUCCESS
        }
        Bench::Bots {
            games,
            seed,
            playouts,
            time_ms,
        } => {
            let opts = bots::BenchOptions::new(games, seed, playouts, time_ms);
            match bots::bench_bots(&opts) {
                Ok(b) => print!("{}", report::bots_bench(lang, &b, &opts)),
                Err(e) => eprintln!("{e}"),
            }
            ExitCode::SUCCESS
        }
        Bench::Service {
            turns,
            threads,
            panel,
            database,
        } => {
            let (turns, threads) = (turns as usize, threads as usize);
            let sqlite = service::run(&std::env::temp_dir(), turns, threads, panel);
            // With a database URL: the same run there, printed after SQLite's for comparison.
            let mut runs = vec![(None, sqlite)];
            if let Some(url) = database {
                let at = games_store::Location::parse(&url);
                let run = service::run_at(&at, turns, threads, panel);
                runs.push((Some(at.to_string()), run));
            }
            let mut code = ExitCode::SUCCESS;
            for (database, run) in runs {
                match run {
                    Ok(b) => print!("{}", report::service_bench(lang, &b, database)),
                    Err(e) => {
                        eprintln!("{}", games_ids::chain::chain(&e));
                        code = ExitCode::FAILURE;
                    }
                }
            }
            code
        }
    }
}
