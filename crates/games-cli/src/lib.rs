//! The `calcada` command line: argument parsing (clap) and the offline tools; the root
//! crate's binary only calls [`run`]. A crate of its own on every layer below it and, sideways,
//! the Discord adapter (`serve` starts it; the adapter never names this crate).
//!
//! Files: `tools` (what a game gives the command line), `games` (the list of the games), a folder
//! per game (its `simulate`, records, pictures and terminal play), `local` (a game in the
//! terminal), `records` (`export`, `backup`), `render` (`render`), `migrate` (`migrate-db`),
//! `serve` (the bot and its logs). `verify`, `replay` and `simulate` are here, each handing
//! the work to the game.

pub mod calcada;
pub mod games;
pub mod local;
mod migrate;
pub mod piazza;
mod records;
mod render;
mod serve;
pub mod tools;

pub use calcada::sim;
pub use serve::{default_filter, filter_with, DEFAULT_FILTER};

use crate::games::Game;
use crate::tools::SimulateOptions;
use anyhow::Context as _;
use clap::{Parser, Subcommand, ValueEnum};
use game_kit::BotLevel;
use games_messages::{say, Lang, Msg};
use std::path::PathBuf;
use std::process::ExitCode;

/// Calçada, the tile-laying board game, for Discord and the terminal.
#[derive(Parser, Debug)]
#[command(name = "calcada", version, about)]
pub struct Cli {
    #[command(subcommand)]
    pub command: Option<Command>,
    /// The language of what the command prints (en, de, fr, hu); in `local`, also the
    /// players' language and the default language of new games.
    #[arg(long, global = true, default_value = "en", value_parser = parse_lang)]
    pub lang: Lang,
}

fn parse_lang(text: &str) -> Result<Lang, String> {
    Lang::supported(text).ok_or_else(|| {
        say(
            Lang::En,
            &Msg::UnknownLanguage {
                text: games_messages::Quote::new(text),
            },
        )
    })
}

/// The language chosen with `--lang` (English until `run` sets it).
static LANG: std::sync::OnceLock<Lang> = std::sync::OnceLock::new();

/// The language the command line speaks.
pub(crate) fn lang() -> Lang {
    LANG.get().copied().unwrap_or_default()
}

/// Board side, as printed on the boards of a game that has two.
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
        /// The game to simulate.
        #[arg(long, default_value = games::default_name(), value_parser = games::parser())]
        game: Game,
        /// Number of games.
        #[arg(long, default_value_t = 1000)]
        games: u64,
        /// Players per game (2 to 4).
        #[arg(long, default_value_t = 4, value_parser = clap::value_parser!(u8).range(2..=4))]
        players: u8,
        /// Board side, where the game has two.
        #[arg(long, value_enum, default_value_t = Side::A)]
        side: Side,
        /// Seed of the first game; game i uses seed + i.
        #[arg(long, default_value_t = 1)]
        seed: u64,
        /// Bot kinds given to seats in turn, comma-separated (random, greedy, search; or
        /// easy, normal, hard).
        #[arg(long, value_delimiter = ',', default_value = "random")]
        bots: Vec<BotLevel>,
        /// Scoreboard rows, top first, comma-separated (e.g. 4,3,2), where the game has a
        /// scoreboard; default: the game's table for the player count.
        #[arg(long, value_delimiter = ',')]
        multipliers: Option<Vec<u8>>,
        /// Write each game's record as DIR/game-<seed>.json.
        #[arg(long, value_name = "DIR")]
        export: Option<PathBuf>,
    },
    /// Replay a game record, verify every stored state and print the ranking (or, as the
    /// game prints a replay, turn by turn).
    Replay {
        /// The record (JSON, see docs/record-format.md).
        file: PathBuf,
    },
    /// Check a record's shuffle seal (the seed and salt revealed at the end hash to the
    /// commitment shown at the start) and replay it through its game's rules, every stored
    /// state checked.
    Verify {
        /// The records (JSON, see docs/record-format.md), one or more, of any game.
        #[arg(required = true)]
        files: Vec<PathBuf>,
        /// The seal as the start message showed it (its SHA-256, hex): the record must carry
        /// that very seal, not only one that matches its own seed and salt.
        #[arg(long, value_name = "SHA256")]
        seal: Option<String>,
    },
    /// Write stored games as records (JSON), one file per game: `game-<id>.json`. A game
    /// still running is written without its seed.
    #[command(group(clap::ArgGroup::new("which").required(true).args(["game", "channel", "all"])))]
    Export {
        /// The bot's SQLite file.
        #[arg(long, value_name = "FILE", default_value = "./calcada.db")]
        db: PathBuf,
        /// One game, by its number (`/calcada results` shows it).
        #[arg(long, value_name = "ID")]
        game: Option<i64>,
        /// Every game of a Discord channel (or thread), by its id.
        #[arg(long, value_name = "ID")]
        channel: Option<u64>,
        /// Every stored game.
        #[arg(long)]
        all: bool,
        /// The folder to write the records to.
        #[arg(long, value_name = "DIR")]
        out: PathBuf,
    },
    /// Copy the database with SQLite's online backup API: safe while the bot runs.
    Backup {
        /// Where the copy goes (replaced if it exists).
        file: PathBuf,
        /// The bot's SQLite file.
        #[arg(long, value_name = "FILE", default_value = "./calcada.db")]
        db: PathBuf,
    },
    /// Copy every game, action, notice and setting from one database to another (a SQLite
    /// file to PostgreSQL: `--to postgres://...`), then check that every game loads and
    /// replays. The destination must hold no games; stop the bot first.
    MigrateDb {
        /// The database to copy: a SQLite file (or a postgres:// URL).
        #[arg(long, value_name = "FILE")]
        from: String,
        /// Where to copy it: a postgres:// URL (or a SQLite file).
        #[arg(long, value_name = "URL")]
        to: String,
    },
    /// Draw the pictures of a recorded game as PNG files: the position (each board, where the
    /// game has them, and the table), the turn picture of the last action drawn and, once the
    /// game is over, the final picture.
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
        /// The game a `new` line opens (and --players and --bots seat), played through the
        /// service as on Discord.
        #[arg(long, default_value = games::default_name(), value_parser = games::parser())]
        game: Game,
        #[command(flatten)]
        options: local::LocalOptions,
    },
    /// Benchmarks moved to their own crate: `cargo run --release -p calcada-bench -- bots`
    /// (or `render`, `service`). Kept, hidden, to say so.
    #[command(hide = true)]
    Bench {
        /// Whatever followed `bench`, repeated in the pointer.
        #[arg(trailing_var_arg = true, allow_hyphen_values = true)]
        args: Vec<String>,
    },
}

/// Runs the command line; the exit code says whether it went well. What the user got wrong
/// (a file that does not read, a broken record, a bad option) is said here, worded in
/// `--lang`'s language, and gives a failing code; what failed otherwise (the database, a file
/// that cannot be written, the runtime) is the error, with what was being done as its context,
/// for `main` to print with its causes.
pub fn run(cli: Cli) -> anyhow::Result<ExitCode> {
    let _ = LANG.set(cli.lang);
    Ok(match cli.command {
        None | Some(Command::Serve) => serve::run().context("calcada serve")?,
        Some(Command::Simulate {
            game,
            games,
            players,
            side,
            seed,
            bots,
            multipliers,
            export,
        }) => game.tools().simulate(SimulateOptions {
            games,
            players,
            side,
            seed,
            bots,
            multipliers,
            export,
        }),
        Some(Command::Replay { file }) => run_replay(&file),
        Some(Command::Verify { files, seal }) => {
            let mut all_good = true;
            for file in &files {
                let shown = file.display().to_string();
                let Some(text) = read_text(file, &shown) else {
                    all_good = false;
                    continue;
                };
                // The envelope's `game` picks the reader.
                let game = Game::of_record(&text).tools();
                let verified = game.verify(lang(), &text, seal.as_deref());
                match verified {
                    Ok(report) if files.len() > 1 => {
                        println!("{}", say(lang(), &Msg::PtVerifyFile { path: shown }));
                        print!("{report}");
                    }
                    Ok(report) => print!("{report}"),
                    Err(e) => {
                        eprintln!("{shown}: {e}");
                        all_good = false;
                    }
                }
            }
            if all_good {
                ExitCode::SUCCESS
            } else {
                ExitCode::FAILURE
            }
        }
        Some(Command::Export {
            db,
            game,
            channel,
            all: _,
            out,
        }) => {
            let which = match (game, channel) {
                (Some(g), _) => records::Which::Game(g),
                (None, Some(c)) => records::Which::Channel(c),
                (None, None) => records::Which::All,
            };
            records::export(&db, which, &out).context("calcada export")?
        }
        Some(Command::Backup { file, db }) => records::backup(&db, &file),
        Some(Command::MigrateDb { from, to }) => migrate::run(&from, &to),
        // The game plays it: through the service, or at this keyboard (`GameTools::local`).
        Some(Command::Local { game, options }) => {
            game.tools().local(options).context("calcada local")?
        }
        Some(Command::Render { record, step, out }) => render::run(&record, step, &out),
        Some(Command::Bench { args }) => {
            // `calcada bench` alone points at the bench crate's list of benchmarks.
            let args = if args.is_empty() {
                "--help".to_string()
            } else {
                args.join(" ")
            };
            eprintln!("{}", say(lang(), &Msg::BenchMoved { args }));
            ExitCode::FAILURE
        }
    })
}

/// A file's text, or `None` after telling the user why it cannot be read.
fn read_text(file: &std::path::Path, shown: &str) -> Option<String> {
    std::fs::read_to_string(file)
        .map_err(|e| {
            let msg = Msg::CannotRead {
                path: shown.to_string(),
                error: e.to_string(),
            };
            eprintln!("{}", say(lang(), &msg))
        })
        .ok()
}

pub(crate) fn cannot_write(path: &std::path::Path, e: &std::io::Error) -> String {
    let msg = Msg::CannotWrite {
        path: path.display().to_string(),
        error: e.to_string(),
    };
    say(lang(), &msg)
}

fn run_replay(file: &std::path::Path) -> ExitCode {
    let shown = file.display().to_string();
    let Some(text) = read_text(file, &shown) else {
        return ExitCode::FAILURE;
    };
    match Game::of_record(&text).tools().replay(lang(), &shown, &text) {
        Ok(out) => {
            print!("{out}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
