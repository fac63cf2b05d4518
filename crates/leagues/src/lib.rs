//! Server leagues (issue 47), the pure part: settings, pairing, results and standings, with no
//! IO. The store keeps a [`League`] (it serialises with serde), the service pairs a round with
//! [`League::start_next_round`], records each table with [`League::record`] and shows
//! [`League::standings`].
//!
//! # The rules
//!
//! **Tables.** Every table seats exactly the league's table size (2, 3 or 4). When the players
//! are not a multiple of it, the rest (at most table size − 1) sit the round out with a *bye*.
//! No table of one more or one fewer: every game of a round is the same game, and a place means
//! the same points at every table (first of three is not first of four).
//!
//! **League points.** A table's places score the settings' points per rank; by default 2 points
//! a place above last: tables of two 2, 0; of three 4, 2, 0; of four 6, 4, 2, 0. Tied players
//! share a place, as the games rank them ("tied players share the victory"), and each scores
//! that place's points: two first of three score 4 each, the third 0.
//!
//! **Byes.** A bye scores the average of the points per rank, rounded down (by default exactly
//! the average: 1 at tables of two, 2 at three, 3 at four), and no game points. A bye is not the
//! player's choice: zero would sink them (and the Swiss bye goes to the lowest standing already),
//! a win would reward sitting out; the average is what an unknown seat at an even table is worth.
//!
//! **Swiss pairing.** Before each round the players are listed by the standings (players
//! sharing a place in an order drawn from the league's seed). The byes go to the players with
//! the fewest byes so far, lowest standing first, so nobody has a second bye before everyone
//! has had one. The others are split into tables by a search that minimises, in this order:
//! 1. repeat pairings: over every two players at the same table, how many times they have
//!    shared a table in earlier rounds (whatever the table's result), added up;
//! 2. the spread of league points at each table (players of equal points together);
//! 3. how far players sit from the table their place in the list would give them.
//!
//! The search (depth-first with a bound) is exact for small leagues: it finds a repeat-free
//! round whenever one exists (nine players in tables of three play three, even four, rounds
//! without meeting anyone twice; the tests compare rounds of leagues of six to nine players
//! with every possible split). For larger leagues it stops after [`swiss::SWISS_BUDGET`]
//! steps and repairs its best split by swapping players between tables (a tabu search, then a
//! descent), deterministically; 64 players in tables of four pair in well under a second.
//! Each round is the best for the rounds before it; a league is not planned ahead, so a late
//! round may need a repeat that another choice of earlier rounds would have avoided (sixteen
//! players in fours can play five rounds without a repeat, yet some three-round histories
//! leave no repeat-free fourth).
//!
//! **Round robin.** Tables of two: the circle method, every pair exactly once in n − 1 rounds
//! (n rounds and one bye a round with an odd count). Tables of three or four (at most
//! [`MAX_ROUND_ROBIN_PLAYERS`] players): rounds are searched one after the other, each seating
//! as many pairs who have not met yet as it can, until every pair has met at least once; byes go
//! to the fewest byes, then the fewest opponents left to meet. [`round_robin::min_rounds`] is the
//! least any schedule could need (often not reachable); every schedule from 3 to 32 players is
//! within 3 rounds of it, most within 1 or 2 (tested). A withdrawn player's later tables go on
//! without them (one player left at a table has a bye; the service may seat bots in the empty
//! seats).
//!
//! **Standings.** League points (places plus byes), most first; then the tie-breaks in the
//! settings' order, by default:
//! 1. game points per table played, most first (byes do not count as tables);
//! 2. opponents' league points, averaged over every opponent at every table played (an averaged
//!    Buchholz: stronger opposition first; averaged so byes and smaller tables do not count
//!    against a player);
//! 3. head-to-head, within the players still tied: at every table two of them shared, +1 to the
//!    better placed and −1 to the other; most first;
//! 4. fewer byes first.
//!
//! Each tie-break orders only the players level on everything before it. Players level on all
//! of them share a place (1, 2, 2, 4) and are listed in sign-up order. A table that was not
//! played scores nothing for anyone; a running table counts only once it has a result. Also
//! available: total game points ([`TieBreak::GamePointsTotal`]).
//!
//! **Deadline.** Settling a table still running when its round ends is the service's rule;
//! [`settle_by_points`] gives one option: places by the game's points as they stand.

#![warn(missing_docs)]

mod league;
mod problem;
mod repair;
pub mod round_robin;
mod search;
mod standings;
pub mod swiss;
mod types;

pub use league::League;
pub use standings::{settle_by_points, standings};
pub use types::{
    average_points, Entrant, Format, LeagueError, Pairing, Placing, PlayerId, Ratio, Round,
    Settings, Standing, TableResult, TieBreak, MAX_PLAYERS, MAX_ROUND_ROBIN_PLAYERS,
};
