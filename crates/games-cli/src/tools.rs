//! What a game gives the command line ([`GameTools`]): each game's folder implements it, and
//! `games.rs` lists them. Below both the list and the games, so neither imports the other's
//! dependants.

use crate::local::LocalOptions;
use crate::Side;
use game_kit::BotLevel;
use games_messages::Lang;
use games_pictures::Picture;
use std::path::PathBuf;
use std::process::ExitCode;

/// A game's commands on the command line. Sentences come back worded in `lang` (or the
/// command line's language); what is `Err` is printed to standard error as it is.
pub trait GameTools: Sync {
    /// The game's name for `--game`.
    fn name(&self) -> &'static str;
    /// What `--help` says of the name.
    fn about(&self) -> &'static str;
    /// Whether a record's text is this game's (its envelope says so).
    fn is_record(&self, text: &str) -> bool;
    /// `calcada verify` on one record: what was checked, and the ranking.
    fn verify(&self, lang: Lang, text: &str, seal: Option<&str>) -> Result<String, String>;
    /// `calcada replay` on the record read from `shown`: what it prints.
    fn replay(&self, lang: Lang, shown: &str, text: &str) -> Result<String, String>;
    /// `calcada render` on the record read from `shown`: the pictures after `step` actions
    /// (all by default), each with its file's name.
    fn render(
        &self,
        lang: Lang,
        shown: &str,
        text: &str,
        step: Option<usize>,
    ) -> Result<Vec<(String, Picture)>, String>;
    /// `calcada simulate`: runs the games, prints the figures; an option the game does not
    /// have is refused.
    fn simulate(&self, opts: SimulateOptions) -> ExitCode;
    /// `calcada local`: plays in the terminal until end of input or `quit`. A damaged
    /// database or an option the game does not have is said (worded) and gives a failing
    /// code; what else fails before the game (the store, the pictures' folder, the runtime)
    /// is the error, with what was being done.
    fn local(&self, opts: LocalOptions) -> anyhow::Result<ExitCode>;
}

/// The options of `calcada simulate`, for the game that runs it.
#[derive(Clone, Debug)]
pub struct SimulateOptions {
    pub games: u64,
    pub players: u8,
    pub side: Side,
    pub seed: u64,
    pub bots: Vec<BotLevel>,
    pub multipliers: Option<Vec<u8>>,
    pub export: Option<PathBuf>,
}
