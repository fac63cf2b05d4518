//! Piazza's bots in a game on the bot: seats given to a bot play at once after the move
//! before them (`run`), or one turn at a time (`one_turn`: the plugin's `play_turn`) in the
//! background worker once a seat was handed to a bot mid-game, and as the stand-in for a
//! player who ran out of time or reminders. A bot decides from its seat's view alone.

use crate::plugin::by_bots;
use game_kit::BotLevel;
use games_store::Seat;
use piazza_rules::{Action, Game};

/// Piazza actions to append to a game's log: seat, action, who sent it (`None`: a bot).
pub(in crate::piazza) type Logged = Vec<(usize, Action, Option<games_ids::ids::UserId>)>;

/// Every turn that falls to a bot seat, until a human is to move or the game is over.
pub(in crate::piazza) fn run(game: &mut Game, seats: &[Seat], version: u64) -> Logged {
    let bot_for = |_: &Game, seat: usize| seats[seat].bot;
    by_bots(game_kit::play_bots(
        game,
        version,
        public,
        piazza_bots::build,
        bot_for,
    ))
}

/// The turn of the seat to move played by a bot of `level` (`None`: nobody plays it).
pub(in crate::piazza) fn one_turn(
    game: &mut Game,
    version: u64,
    level: Option<BotLevel>,
) -> Logged {
    by_bots(game_kit::play_one_turn(
        game,
        version,
        public,
        piazza_bots::build,
        level,
    ))
}

/// The public facts a bot's seed is mixed from ([`game_kit::public_seed`]): names, points,
/// the turn; never the game's secret seed, which dealt the piles.
fn public(game: &Game) -> u64 {
    let players = game.players().iter().map(|p| (p.name(), p.score()));
    game_kit::public_seed(players, game.turn())
}
