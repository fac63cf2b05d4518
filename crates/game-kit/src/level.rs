//! The level of a bot, as seats and game options store it.

use serde::{Deserialize, Serialize};
use std::fmt;
use std::str::FromStr;

/// How strong a bot plays. Each game's bots crate builds its bot for a level. Stored (seats,
/// options, results) by its key, `random`, `greedy` or `search`, which never changes; the
/// level names `easy`, `normal` and `hard` are read as well.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub enum BotLevel {
    /// Any legal action ("easy").
    #[serde(rename = "random", alias = "easy")]
    Easy,
    /// The action worth most right now ("normal").
    #[serde(rename = "greedy", alias = "normal")]
    Normal,
    /// A search with playouts on what its seat can see ("hard").
    #[serde(rename = "search", alias = "hard")]
    Hard,
}

impl BotLevel {
    /// Every level, easiest first.
    pub const ALL: [BotLevel; 3] = [BotLevel::Easy, BotLevel::Normal, BotLevel::Hard];

    /// The stable key stored in databases and records: `random`, `greedy` or `search`.
    pub fn key(self) -> &'static str {
        match self {
            BotLevel::Easy => "random",
            BotLevel::Normal => "greedy",
            BotLevel::Hard => "search",
        }
    }

    /// The level's stable name: `easy`, `normal` or `hard` (players read it as the
    /// catalogue words it).
    pub fn level(self) -> &'static str {
        match self {
            BotLevel::Easy => "easy",
            BotLevel::Normal => "normal",
            BotLevel::Hard => "hard",
        }
    }
}

impl fmt::Display for BotLevel {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(self.key())
    }
}

/// Text that names no bot level.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
#[error("unknown bot {0:?}: use random, greedy or search (easy, normal, hard)")]
pub struct UnknownBotLevel(pub String);

/// By key or by level name, in any case, spaces around aside.
impl FromStr for BotLevel {
    type Err = UnknownBotLevel;
    fn from_str(s: &str) -> Result<Self, Self::Err> {
        let s = s.trim();
        BotLevel::ALL
            .into_iter()
            .find(|k| k.key().eq_ignore_ascii_case(s) || k.level().eq_ignore_ascii_case(s))
            .ok_or_else(|| UnknownBotLevel(s.to_string()))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn levels_parse_by_key_and_by_level_and_are_stored_by_key() {
        assert_eq!("Greedy".parse::<BotLevel>(), Ok(BotLevel::Normal));
        assert_eq!(" hard ".parse::<BotLevel>(), Ok(BotLevel::Hard));
        assert_eq!("easy".parse::<BotLevel>(), Ok(BotLevel::Easy));
        assert_eq!(
            "clever".parse::<BotLevel>(),
            Err(UnknownBotLevel("clever".into()))
        );
        for level in BotLevel::ALL {
            let json = serde_json::to_string(&level).unwrap();
            assert_eq!(json, format!("\"{}\"", level.key()), "stored by key");
            assert_eq!(serde_json::from_str::<BotLevel>(&json).unwrap(), level);
            let name = format!("\"{}\"", level.level());
            assert_eq!(serde_json::from_str::<BotLevel>(&name).unwrap(), level);
            assert_eq!(level.to_string().parse::<BotLevel>(), Ok(level));
        }
        assert_eq!(
            serde_json::to_string(&BotLevel::ALL).unwrap(),
            r#"["random","greedy","search"]"#
        );
    }
}
