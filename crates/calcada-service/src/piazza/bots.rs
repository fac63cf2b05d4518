//! Piazza's bots in a game on the bot: seats given to a bot play at once after the move
//! before them (`run`), or one turn at a time in the background worker once a seat was handed
//! to a bot mid-game (`piazza_bot_turn`); the stand-in plays one turn for a player who ran
//! out of time or reminders (`piazza_stand_in`). A bot decides from its seat's view alone.

use super::super::request::Checked;
use super::super::{Fault, Service};
use calcada_messages::Msg;
use calcada_store::{Change, GameStatus, Seat, StoreError, StoredGame};
use game_kit::BotLevel;
use piazza_rules::{Action, Game};

/// Piazza actions to append to a game's log: seat, action, who sent it (`None`: a bot).
pub(in crate::piazza) type Logged = Vec<(usize, Action, Option<calcada_ids::ids::UserId>)>;

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

impl Service {
    /// [`Service::play_bot_turn`] for a Piazza game: one turn of the bot to move, written on
    /// its own; once a human is to move (or the game is over) one turn message tells the
    /// channel every move since it was last told. Returns whether bot turns still wait.
    pub(crate) fn piazza_bot_turn(&self, stored: StoredGame) -> Result<bool, Fault> {
        let (Some(from), GameStatus::Running, Some(game)) = (
            stored.bots_from,
            stored.status,
            crate::piazza::game_of(&stored),
        ) else {
            return Ok(false);
        };
        let mut game = game.clone();
        let turn = game.turn();
        let actions = {
            let _core = self.hints.slot();
            crate::calcada::hints::at_low_priority(|| {
                play_for(&mut game, stored.version, |g, s| {
                    (g.turn() == turn).then_some(stored.seats[s].bot).flatten()
                })
            })
        };
        let (more, notices) = self.after_bot_turns(&stored, &game, from, actions.len());
        let change = Change {
            status: game.is_over().then_some(GameStatus::Finished),
            state: Some(&game),
            actions: &calcada_store::action_json(&actions),
            notices: &notices,
            new_turn: true,
            bots_from: Some(more.then_some(from)),
            ..Default::default()
        };
        self.write_bot_turns(&stored, &change, more)
    }

    /// The stand-in's one turn for the Piazza player who missed too many reminders or ran out
    /// of time (the seat stays theirs); bot seats that follow are left to the worker.
    pub(crate) fn piazza_stand_in(
        &self,
        checked: &Checked<'_>,
        intro: Msg,
    ) -> Result<(), StoreError> {
        let Checked { stored, seat, now } = *checked;
        let Some(game) = crate::piazza::game_of(&stored) else {
            return Ok(());
        };
        let mut g = game.clone();
        let turn = g.turn();
        let level = stored.options.stand_in;
        let actions = play_for(&mut g, stored.version, |g, s| {
            (s == seat && g.turn() == turn).then_some(level)
        });
        let (bots_due, notices) = self.after_stand_in(stored, &g, actions.len(), intro);
        let change = Change {
            status: g.is_over().then_some(GameStatus::Finished),
            state: Some(&g),
            actions: &calcada_store::action_json(&actions),
            notices: &notices,
            new_turn: true,
            bots_from: bots_due.then_some(Some(stored.moves)),
            ..Default::default()
        };
        self.apply(stored, &change, now)?;
        self.count_turns(stored, &change);
        Ok(())
    }
}
