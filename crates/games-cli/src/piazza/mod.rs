//! Piazza on the command line ([`Piazza`], its [`GameTools`]):
//!
//! - `print.rs`: tiles, the table, scores, events and record errors as text, worded from
//!   the message catalogue (`pt-...` ids), for the record tools.
//! - `sim.rs`: many Piazza bot games in a row, with their figures and records.
//! - `tools.rs`: `calcada simulate --game piazza` (figures, `--export` records) and
//!   `calcada verify` / `calcada replay` / `calcada render` on Piazza records.
//!
//! `calcada local --game piazza` plays it through the service, as on Discord (`crate::local`).

pub mod print;
pub mod sim;
pub mod tools;

use crate::local::LocalOptions;
use crate::tools::{GameTools, SimulateOptions};
use games_messages::{say, Lang, Msg};
use games_pictures::Picture;
use std::process::ExitCode;

/// Piazza: played through the service, its records read by its own crate.
pub struct Piazza;

impl GameTools for Piazza {
    fn name(&self) -> &'static str {
        "piazza"
    }

    fn about(&self) -> &'static str {
        "Piazza: 2 to 4 players, private hands of three tiles"
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

    /// Through the service, as on Discord; the seats of `--players` and `--bots`, if given,
    /// are opened and started first (2 to 4 of them).
    fn local(&self, opts: LocalOptions) -> anyhow::Result<ExitCode> {
        crate::local::run_service(opts, games_service::PIAZZA)
    }
}
