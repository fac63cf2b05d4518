//! What a game gives the command line ([`GameTools`]), and the one list of the games
//! ([`GAMES`]): `--game` takes their names, and `verify`, `replay` and `render` hand a record
//! to the game whose record it is. The rest of the command line names no game.

use crate::local::LocalOptions;
use crate::Side;
use calcada_messages::Lang;
use calcada_render::Picture;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};
use game_kit::BotLevel;
use std::path::PathBuf;
use std::process::ExitCode;

/// The games the command line knows, the default (`--game`'s, and the reader of a record no
/// other game claims) first.
pub static GAMES: [&dyn GameTools; 2] = [&crate::calcada::Calcada, &crate::piazza::Piazza];

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
    /// `calcada local`: plays in the terminal; an option the game does not have is refused.
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

/// A game chosen with `--game`.
#[derive(Clone, Copy)]
pub struct Game(&'static dyn GameTools);

impl Game {
    /// The game of this name in [`GAMES`].
    pub fn named(name: &str) -> Option<Game> {
        GAMES.iter().find(|g| g.name() == name).map(|&g| Game(g))
    }

    /// The game a record is of: the one whose envelope it carries, the default otherwise.
    pub fn of_record(text: &str) -> Game {
        Game(
            *GAMES
                .iter()
                .find(|g| g.is_record(text))
                .unwrap_or(&GAMES[0]),
        )
    }

    pub fn tools(self) -> &'static dyn GameTools {
        self.0
    }
}

impl std::fmt::Debug for Game {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(self.0.name())
    }
}

/// The default game's name (`--game`'s default).
pub fn default_name() -> &'static str {
    GAMES[0].name()
}

/// `--game`'s parser: exactly the listed names, each with its help.
pub fn parser() -> impl TypedValueParser<Value = Game> {
    let names = GAMES
        .iter()
        .map(|g| PossibleValue::new(g.name()).help(g.about()));
    PossibleValuesParser::new(names).map(|name| Game::named(&name).expect("a listed name"))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_listed_name_reads_back_as_its_game_and_no_other_name_does() {
        for g in GAMES {
            assert_eq!(
                Game::named(g.name()).map(|g| g.tools().name()),
                Some(g.name())
            );
        }
        assert!(Game::named("chess").is_none());
        let names: std::collections::HashSet<_> = GAMES.iter().map(|g| g.name()).collect();
        assert_eq!(names.len(), GAMES.len(), "two games share a name");
    }

    #[test]
    fn a_record_goes_to_the_game_its_envelope_names() {
        for g in GAMES {
            let text = format!(
                r#"{{"format": "{}", "version": 1, "game": "{}"}}"#,
                game_kit::record::FORMAT,
                g.name()
            );
            assert_eq!(Game::of_record(&text).tools().name(), g.name(), "{text}");
            assert!(g.is_record(&text));
        }
    }

    #[test]
    fn a_record_no_game_claims_goes_to_the_default_game() {
        assert_eq!(Game::of_record("not json").tools().name(), default_name());
    }
}
