//! The ids every layer above the engine shares: games, servers, channels, people and outbox
//! notices. Newtypes, so a channel is never passed where a user is meant; stored in SQL as
//! integers through `ToSql`/`FromSql`. Discord's snowflakes are unsigned 64-bit and SQLite's
//! integers signed, so they are bit-cast both ways (order is not preserved, equality is).

use rusqlite::types::{FromSql, FromSqlResult, ToSql, ToSqlOutput, ValueRef};
use serde::{Deserialize, Serialize};
use std::fmt;

macro_rules! id {
    ($(#[$m:meta])* $name:ident, $inner:ty, $to:expr, $from:expr) => {
        $(#[$m])*
        #[derive(Copy, Clone, Debug, PartialEq, Eq, Hash, PartialOrd, Ord, Serialize, Deserialize)]
        #[serde(transparent)]
        pub struct $name(pub $inner);

        impl fmt::Display for $name {
            fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
                write!(f, "{}", self.0)
            }
        }

        impl ToSql for $name {
            fn to_sql(&self) -> rusqlite::Result<ToSqlOutput<'_>> {
                let to: fn($inner) -> i64 = $to;
                Ok(ToSqlOutput::from(to(self.0)))
            }
        }

        impl FromSql for $name {
            fn column_result(value: ValueRef<'_>) -> FromSqlResult<Self> {
                let from: fn(i64) -> $inner = $from;
                i64::column_result(value).map(|v| $name(from(v)))
            }
        }
    };
}

id!(/// A stored game.
    GameId, i64, |v| v, |v| v);
id!(/// A server (a Discord guild, or the terminal's pseudo-server).
    GuildId, u64, |v| v as i64, |v| v as u64);
id!(/// A channel or thread: at most one live game each.
    ChannelId, u64, |v| v as i64, |v| v as u64);
id!(/// A person.
    UserId, u64, |v| v as i64, |v| v as u64);
id!(/// A notice in the outbox. Also the nonce of the message that delivers it, so a repeated
    /// delivery after a crash is recognised by Discord as the same message.
    NoticeId, i64, |v| v, |v| v);

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn snowflakes_survive_a_round_trip_through_sqlite() {
        let c = rusqlite::Connection::open_in_memory().unwrap();
        for raw in [
            0u64,
            1,
            i64::MAX as u64,
            u64::MAX,
            9_000_000_000_000_000_101,
        ] {
            let back: UserId = c
                .query_row("SELECT ?1", [UserId(raw)], |r| r.get(0))
                .unwrap();
            assert_eq!(back, UserId(raw));
        }
        let g: GameId = c.query_row("SELECT 42", [], |r| r.get(0)).unwrap();
        assert_eq!(g, GameId(42));
    }
}
