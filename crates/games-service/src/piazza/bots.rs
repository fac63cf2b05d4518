//! Piazza's bots in a game on the bot: seats given to a bot play at once after the move
//! before them (`run`), or one turn at a time in the background worker once a seat was handed
//! to a bot mid-game (`piazza_bot_turn`); the stand-in plays one turn for a player who ran
//! out of time or reminders (`piazza_stand_in`). A bot decides from its seat's view alone.

use game_kit::BotLevel;
use games_store::Seat;
use piazza_rules::{Action, Game};

/// Piazza actions to append to a game's log: seat, action, who sent it (`None`: a bot).
pub(in crate::piazza) type Logged = Vec<(usize, Action, Option<games_ids::ids::UserId>)>;

/// Plays while `bot_for(game, seat)` names a bot for the seat to move, each seeded from
/// what every player sees ([`game_kit::public_seed`]: names, points, the turn), never from
/// the game's secret seed, which dealt the piles.
fn play_for(
    game: &mut Game,
    version: u64,
    bot_for: impl Fn(&Game, usize) -> Option<BotLevel>,
) -> Logged {
    let public = |g: &Game| {
        let players = g.players().iter().map(|p| (p.name(), p.score()));
        game_kit::public_seed(players, g.turn())
    };
    game_kit::play_bots(game, version, public, piazza_bots::build, bot_for)
        .into_iter()
        .map(|(seat, action)| (seat, action, None))
        .collect()
}

/// Every turn that falls to a bot seat, until a human is to move or the game is over.
pub(in crate::piazza) fn run(game: &mut Game, seats: &[Seat], version: u64) -> Logged {
    play_for(game, version, |_, seat| seats[seat].bot)
}

/// The turn of the seat to move played by a bot of `level` (`None`: nobody plays it).
pub(in crate::piazza) fn one_turn(
    game: &mut Game,
    version: u64,
    level: Option<BotLevel>,
) -> Logged {
    let turn = game.turn();
    play_for(game, version, |g, _| {
        (g.turn() == turn).then_some(level).flatten()
    })
}
