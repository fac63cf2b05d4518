//! Piazza (issue 27's second game) on the command line:
//!
//! - `words.rs`: what a player types (commands, hand slots, cell names `A1`..`P16`, either case), read
//!   into values; no printing.
//! - `print.rs`: tiles, the table, scores, hands, events and refusals as text, worded from
//!   the message catalogue (`pt-...` ids); no input.
//! - `local.rs`: `calcada local --game piazza`, people and bots at one keyboard, hands kept
//!   private.
//! - `tools.rs`: `calcada simulate --game piazza` (figures, `--export` records) and
//!   `calcada verify` / `calcada replay` on Piazza records.

pub mod local;
pub mod print;
pub mod tools;
pub mod words;
