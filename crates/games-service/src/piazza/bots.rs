//! Piazza's bots in a game on the bot: seats given to a bot play at once after the move
//! before them (`run`), or one turn at a time in the background worker once a seat was handed
//! to a bot mid-game (`piazza_bot_turn`); the stand-in plays one turn for a player who ran
//! out of time or reminders (`piazza_stand_in`). A bot decides from its seat's view alone.

use game_kit::BotLevel;
use games_store::Seat;
use piazza_rules::{Action, Game};

/// Piazza actions to append to a game's log: seat, action, who sent it (`None`: a bot).
pub(in crate::piazza) type Logged = Vec<(usize, Action, Option<games_ids::ids::UserId>)>;

/// A seed for a bot from what every player sees (names, points, the turn), never from the
/// game's secret seed, which dealt the piles.
fn public_seed(game: &Game, version: u64, steps: u64) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |x: u64| {
        h ^= x;
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    for p in game.players() {
        p.name().bytes().for_each(|b| mix(u64::from(b)));
        mix(u64::from(p.score()));
    }
    mix(u64::from(game.turn()));
    h ^ version.rotate_left(17) ^ steps
}

/// Plays while `bot_for(game, seat)` names a bot for the seat to move.
fn play_for(
    game: &mut Game,
    version: u64,
    bot_for: impl Fn(&Game, usize) -> Option<BotLevel>,
) -> Logged {
    let mut out = Vec::new();
    let mut steps = 0;
    while !game.is_over() {
        let seat = game.current();
        let Some(level) = bot_for(game, seat) else {
            break;
        };
        let action = piazza_bots::build(level, public_seed(game, version, steps)).choose(game);
        game.play(seat, action).expect("bots choose legal actions");
        out.push((seat, action, None));
        steps += 1;
    }
    out
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
