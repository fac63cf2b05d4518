//! The record family's shared parts (`docs/record-format.md`, "The family"): every record,
//! whatever its game, opens with the same [`Envelope`] (`format`, `version`, `game`), so a
//! reader can tell which game's reader to hand the rest to; and records of games played on the
//! bot carry the shuffle's seal, a [`Commitment`]. Each game's record declares its own `game`
//! value and version.

use serde::{Deserialize, Serialize};

/// The `format` field of every record of the family, whatever its game.
pub const FORMAT: &str = "calcada-record";

/// The `game` of a record without the field: the family's first game, whose records before
/// their version 3 did not name it.
pub const UNNAMED_GAME: &str = "calcada";

fn unnamed_game() -> String {
    UNNAMED_GAME.to_string()
}

/// The fields every record of the family carries: enough to tell which game's reader to
/// hand the rest to.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Envelope {
    pub format: String,
    /// Counted per game.
    pub version: u32,
    /// The game's name (its record's `GAME`); [`UNNAMED_GAME`] when absent.
    #[serde(default = "unnamed_game")]
    pub game: String,
}

impl Envelope {
    /// Reads only the envelope of a record's JSON (the rest is left to the game's reader).
    pub fn of(text: &str) -> Result<Envelope, serde_json::Error> {
        serde_json::from_str(text)
    }
}

/// One action of a record, by whom, and the public state it led to (each game's own).
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct RecordedAction<A, S> {
    pub seat: usize,
    pub action: A,
    pub state: S,
}

/// Why a seal does not hold.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum SealError {
    /// The salt is not revealed (the game runs, or the record hides it).
    #[error("the seal's salt is not revealed")]
    NoSalt,
    /// The seed and salt hash to `revealed`, not to the seal shown at the start.
    #[error(
        "the seed and salt hash to {revealed}, not to the seal {committed} shown at the start"
    )]
    Broken { committed: String, revealed: String },
}

/// The shuffle's seal: the SHA-256 (lowercase hex) of `"<seed>:<salt>"`, shown when a game on
/// the bot starts; the salt is revealed with the seed once the game is over, so that anyone
/// can check the setup was not arranged afterwards.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Commitment {
    pub sha256: String,
    /// Absent while the game runs (with the seed).
    #[serde(default, skip_serializing_if = "Option::is_none")]
    pub salt: Option<String>,
}

impl Commitment {
    /// The seal of `seed` with `salt`, the salt included.
    pub fn of(seed: u64, salt: &str) -> Commitment {
        Commitment {
            sha256: Commitment::hash(seed, salt),
            salt: Some(salt.to_string()),
        }
    }

    /// Whether `seed` and the revealed salt hash to the seal.
    pub fn check(&self, seed: u64) -> Result<(), SealError> {
        let salt = self.salt.as_deref().ok_or(SealError::NoSalt)?;
        let revealed = Commitment::hash(seed, salt);
        if revealed == self.sha256 {
            Ok(())
        } else {
            Err(SealError::Broken {
                committed: self.sha256.clone(),
                revealed,
            })
        }
    }

    /// The seal with its salt hidden (a running game's export).
    pub fn hidden(self) -> Commitment {
        Commitment { salt: None, ..self }
    }

    /// The hex SHA-256 of `"<seed>:<salt>"`.
    pub fn hash(seed: u64, salt: &str) -> String {
        use sha2::{Digest, Sha256};
        let digest = Sha256::digest(format!("{seed}:{salt}").as_bytes());
        digest.iter().map(|b| format!("{b:02x}")).collect()
    }
}

#[cfg(test)]
#[path = "record_tests.rs"]
mod tests;
