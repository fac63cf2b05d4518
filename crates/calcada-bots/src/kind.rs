//! The kinds of bot a seat can be given, with their stable keys and levels.

use super::bot::Bot;
use super::greedy::Greedy;
use super::random::RandomBot;
use super::search::{SearchBot, SearchSettings};
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

#[cfg(test)]
mod tests {
    use super::super::bot::play_out;
    use super::*;
    use calcada_rules::{Game, Settings};

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
}
