//! Piazza (issue 27's second game) on the command line ([`Piazza`], its [`GameTools`]):
//!
//! - `words.rs`: what a player types (commands, hand slots, cell names `A1`..`P16`, either case), read
//!   into values; no printing.
//! - `print.rs`: tiles, the table, scores, hands, events and refusals as text, worded from
//!   the message catalogue (`pt-...` ids); no input.
//! - `local.rs`: `calcada local --game piazza`, people and bots at one keyboard, hands kept
//!   private.
//! - `sim.rs`: many Piazza bot games in a row, with their figures and records.
//! - `tools.rs`: `calcada simulate --game piazza` (figures, `--export` records) and
//!   `calcada verify` / `calcada replay` / `calcada render` on Piazza records.

pub mod local;
pub mod print;
pub mod sim;
pub mod tools;
pub mod words;

use crate::local::LocalOptions;
use crate::tools::{GameTools, SimulateOptions};
use calcada_messages::{say, Lang, Msg};
use calcada_render::Picture;
use game_kit::BotLevel;
use std::process::ExitCode;

/// Piazza: played at one keyboard without the service, its records read by its own crate.
pub struct Piazza;

impl GameTools for Piazza {
    fn name(&self) -> &'static str {
        "piazza"
    }

    fn about(&self) -> &'static str {
        "Piazza (issue 27): 2 to 4 players, private hands of three tiles"
    }

    fn is_record(&self, text: &str) -> bool {
        tools::is_record(text)
    }

    fn verify(&self, lang: Lang, text: &str, seal: Option<&str>) -> Result<String, String> {
        tools::verify(lang, text, seal)
    }

    fn replay(&self, lang: Lang, shown: &str, text: &str) -> Result<String, String> {
        tools::replay(lang, text).map_err(|error| {
            let path = shown.to_string();
            say(lang, &Msg::PtRecordBroken { path, error })
        })
    }

    fn render(
        &self,
        lang: Lang,
        _: &str,
        text: &str,
        step: Option<usize>,
    ) -> Result<Vec<(String, Picture)>, String> {
        tools::pictures(lang, text, step)
    }

    fn simulate(&self, o: SimulateOptions) -> ExitCode {
        tools::run_simulate(o.games, o.players, o.seed, o.bots, o.multipliers, o.export)
    }

    /// The seats from `--players` and `--bots` (without either, the `--as` person against a
    /// normal bot), played in `local.rs`.
    fn local(&self, opts: LocalOptions) -> anyhow::Result<ExitCode> {
        let mut players = opts.players;
        let mut bots = opts.bots;
        if players.is_empty() && bots.is_empty() {
            players.push(opts.user);
            bots.push(BotLevel::Normal);
        }
        let seats = local::PiazzaSeats {
            players,
            bots,
            seed: opts.seed,
        };
        Ok(match local::run(seats, crate::lang()) {
            Ok(()) => ExitCode::SUCCESS,
            Err(refused) => {
                eprintln!("{refused}");
                ExitCode::FAILURE
            }
        })
    }
}
