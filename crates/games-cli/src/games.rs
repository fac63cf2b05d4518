//! The one list of the games the command line knows ([`GAMES`], each a [`GameTools`]):
//! `--game` takes their names, and `verify`, `replay` and `render` hand a record to the game
//! whose record it is. The rest of the command line names no game.

use crate::tools::GameTools;
use clap::builder::{PossibleValue, PossibleValuesParser, TypedValueParser};

/// The games the command line knows, the default (`--game`'s, and the reader of a record no
/// other game claims) first.
pub static GAMES: [&dyn GameTools; 2] = [&crate::calcada::Calcada, &crate::piazza::Piazza];

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
