//! Bot players, in three levels: random ("easy"), greedy ("normal") and searching ("hard").
//!
//! A bot decides from a [`PublicView`] of the game, what any player can see: never the
//! order of the face-down stacks. Bots hold no state the game depends on, so a bot can take
//! over any seat at any moment (and after a restart); the searching bot only remembers the
//! rest of the turn it planned, and plans again if the position is not the one it expects.

pub mod bench;
mod greedy;
pub mod hint;
mod plans;
mod random;
mod search;

pub use greedy::Greedy;
pub use plans::Plan;
pub use random::RandomBot;
pub use search::{search, SearchBot, SearchBudget, SearchResult, SearchSettings, SearchStats};

use crate::engine::{Action, Game, NoEvents, PublicView};
use std::fmt;
use std::str::FromStr;

/// The kinds of bot a seat can be given. The keys (`random`, `greedy`, `search`) are stored
/// and never change; the level names (`easy`, `normal`, `hard`) are accepted as well.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, serde::Serialize, serde::Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum BotKind {
    /// "Easy": picks uniformly among all legal actions (bonus actions included).
    #[serde(alias = "easy")]
    Random,
    /// "Normal": picks the action worth most right now (see [`Greedy`]).
    #[serde(alias = "normal")]
    Greedy,
    /// "Hard": searches whole turns with playouts (see [`SearchBot`]).
    #[serde(alias = "hard")]
    Search,
}

impl BotKind {
    /// Every kind, easiest first.
    pub const ALL: [BotKind; 3] = [BotKind::Random, BotKind::Greedy, BotKind::Search];

    /// The stable key stored in databases and records.
    pub fn key(self) -> &'static str {
        match self {
            BotKind::Random => "random",
            BotKind::Greedy => "greedy",
            BotKind::Search => "search",
        }
    }

    /// The level's stable name: `easy`, `normal` or `hard` (players read it as the
    /// catalogue words it).
    pub fn level(self) -> &'static str {
        match self {
            BotKind::Random => "easy",
            BotKind::Greedy => "normal",
            BotKind::Search => "hard",
        }
    }

    /// A bot of this kind with its own generator (the searching bot at its default budget).
    pub fn build(self, seed: u64) -> Box<dyn Bot> {
        self.build_with(seed, SearchSettings::default())
    }

    /// A bot of this kind; `search` sets the searching bot's budget (others ignore it).
    pub fn build_with(self, seed: u64, search: SearchSettings) -> Box<dyn Bot> {
        match self {
            BotKind::Random => Box::new(RandomBot::new(seed)),
            BotKind::Greedy => Box::new(Greedy),
            BotKind::Search => Box::new(SearchBot::new(seed, search)),
        }
    }
}

impl fmt::Display for BotKind {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

impl FromStr for BotKind {
    type Err = String;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        BotKind::ALL
            .into_iter()
            .find(|k| k.key().eq_ignore_ascii_case(s) || k.level().eq_ignore_ascii_case(s))
            .ok_or_else(|| {
                format!("unknown bot {s:?}: use random, greedy or search (easy, normal, hard)")
            })
    }
}

/// A player that chooses actions for the seat whose turn it is.
pub trait Bot: Send {
    /// One legal action for the player to move, decided from what every player can see.
    /// Never called on a finished game.
    fn decide(&mut self, view: &PublicView) -> Action;

    /// [`Bot::decide`] on the public view of `game`: the one call for a caller holding the
    /// game (`kind.build(seed).choose(&game)`). Not meant to be overridden.
    fn choose(&mut self, game: &Game) -> Action {
        self.decide(&PublicView::new(game))
    }
}

/// A finished bot game: the final position and every action with its seat.
pub struct PlayedGame {
    /// The final position.
    pub game: Game,
    /// Every action, with the seat that played it, in order.
    pub actions: Vec<(usize, Action)>,
}

/// Upper bound on actions in one game; the rules end every game long before (each round
/// places a tile or ends the game, and each bonus action spends a bonus tile).
pub const MAX_ACTIONS: usize = 20_000;

/// Plays `game` to its end with one bot per seat, calling `observe` after every action.
pub fn play_out(
    mut game: Game,
    bots: &mut [Box<dyn Bot>],
    mut observe: impl FnMut(&Game, usize, Action),
) -> PlayedGame {
    let mut actions = Vec::with_capacity(128);
    while !game.is_over() {
        assert!(actions.len() < MAX_ACTIONS, "a bot game did not end");
        let seat = game.current();
        let action = bots[seat].choose(&game);
        if let Err(e) = game.play_into(seat, action, &mut NoEvents) {
            panic!("bot {seat} chose an illegal action {action:?}: {e}");
        }
        observe(&game, seat, action);
        actions.push((seat, action));
    }
    PlayedGame { game, actions }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Settings;

    #[test]
    fn bot_kinds_parse_by_key_and_by_level() {
        assert_eq!("Greedy".parse::<BotKind>().unwrap(), BotKind::Greedy);
        assert_eq!(" hard ".parse::<BotKind>().unwrap(), BotKind::Search);
        assert_eq!("easy".parse::<BotKind>().unwrap(), BotKind::Random);
        assert!("clever".parse::<BotKind>().is_err());
        for kind in BotKind::ALL {
            let json = serde_json::to_string(&kind).unwrap();
            assert_eq!(json, format!("\"{}\"", kind.key()), "stored by key");
            assert_eq!(serde_json::from_str::<BotKind>(&json).unwrap(), kind);
            let level = format!("\"{}\"", kind.level());
            assert_eq!(serde_json::from_str::<BotKind>(&level).unwrap(), kind);
        }
    }

    #[test]
    fn greedy_beats_random_most_of_the_time() {
        let mut greedy_wins = 0;
        for seed in 0..40 {
            let game = Game::new(Settings::new(["greedy", "random"], "A"), seed).unwrap();
            let mut bots = [BotKind::Greedy.build(seed), BotKind::Random.build(seed)];
            let played = play_out(game, &mut bots, |_, _, _| {});
            let ranking = &played.game.outcome().unwrap().ranking;
            if ranking[0].seat == 0 && ranking[0].rank == 1 {
                greedy_wins += 1;
            }
        }
        assert!(greedy_wins >= 30, "greedy won only {greedy_wins} of 40");
    }
}
