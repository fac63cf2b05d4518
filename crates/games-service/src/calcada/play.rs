//! Playing: a player's action, bots playing the seats that follow, a bot taking a seat over,
//! ending a game early.

use super::present;
use crate::body::NoticeBody;
use crate::reply::{PanelState, PanelView};
use crate::request::{Caller, OnGame};
use crate::{access, Answer, Reply, Service};
use calcada_rules::{Action, Event, Game, Step};
use game_kit::BotLevel;
use games_ids::ids::UserId;
use games_messages::{rule_error, say, Lang, Msg};
use games_pictures::BoardHighlights;
use games_store::{Change, GameStatus, Seat, StoredGame};

/// Actions to append to a game's log: seat, action, and who sent it (`None` for a bot).
pub(crate) type Logged = Vec<(usize, Action, Option<UserId>)>;

/// What a player's steps did, once written.
struct Played {
    /// The game's move number now.
    version: u64,
    game: Game,
    /// Where the turn stood before the steps (a declaration made earlier in it).
    declared: Step,
    /// What the player's own steps did.
    events: Vec<Event>,
    turn_over: bool,
}

impl Played {
    /// The player's private answer to a turn they ended: what it did; the turn message is
    /// on its way to the channel (or queued, `held`, while the channel's messages wait).
    fn summary(&self, lang: Lang, stored: &StoredGame, seat: usize, held: bool) -> Reply {
        let name = |s: usize| stored.seats[s].name.clone();
        let summary = present::own_turn(lang, self.declared, seat, &self.events, &name);
        Reply::private(say(lang, &crate::present::turn_played(summary, held))).queued()
    }
}

impl Service {
    pub(crate) fn act(&self, on: OnGame<'_>, action: Action, version: Option<u64>) -> Answer {
        let OnGame {
            caller,
            lang,
            stored,
        } = on;
        access::status(&stored, GameStatus::Running)?;
        let seat = access::own_seat(&stored, caller)?;
        if version.is_some_and(|v| v != stored.moves) {
            return Err(Msg::Stale.into());
        }
        if matches!(action, Action::Leave) {
            let kind = stored.options.stand_in;
            return self.seat_bot(lang, stored, seat, kind);
        }
        let played = self.play_steps(caller, &stored, seat, &[action])?;
        let mut reply = if played.turn_over {
            played.summary(lang, &stored, seat, self.channel_held(stored.channel))
        } else {
            let game = &played.game;
            let mut r = present::progress(lang, game, seat, action);
            if let Step::Place { colour, number } = game.step() {
                // Where the tile may go, on the board: not text alone.
                let h = BoardHighlights::allowing(game.fitting_squares(seat, colour, number));
                let png = self.png(lang, "board", |r| r.board(game, seat, &h));
                r = r.with_png("board.png", png);
            }
            r
        };
        reply.version = Some(played.version);
        reply.game = Some(stored.id.0);
        reply.controls = super::controls::menu(&reply, lang);
        Ok(reply)
    }

    /// Plays the steps a panel planned, at once, if the game is still at `version`: the whole
    /// turn (Confirm), or the steps before a refresh (which reveals tiles, so cannot wait).
    pub(crate) fn commit(&self, on: OnGame<'_>, steps: Vec<Action>, version: u64) -> Answer {
        let OnGame {
            caller,
            lang,
            stored,
        } = on;
        access::status(&stored, GameStatus::Running)?;
        let seat = access::own_seat(&stored, caller)?;
        if version != stored.moves {
            return Ok(present::stale_panel(lang, &Msg::PanelStale, &stored));
        }
        // The whole list first, on the public copy: a list no panel makes (a forged id's) gets
        // one answer, whatever the stacks hold; then nothing played below can be refused.
        let game = crate::calcada::game_of(&stored).expect("running games have a game");
        if !super::confirm::confirmable(game, seat, &steps) {
            return Err(Msg::InteractionOutdated.into());
        }
        let played = self.play_steps(caller, &stored, seat, &steps)?;
        if played.turn_over {
            let mut reply = played.summary(lang, &stored, seat, self.channel_held(stored.channel));
            reply.panel = Some(PanelView::new(stored.kind, PanelState::Done));
            reply.version = Some(played.version);
            reply.game = Some(stored.id.0);
            return Ok(reply);
        }
        // A refresh mid-turn: the panel goes on from the position it left.
        let stored = self.store.load_game(stored.id)?;
        let on = OnGame {
            caller,
            lang,
            stored,
        };
        let mut reply = self.panel(on, Vec::new(), None)?;
        reply.queued = false;
        Ok(reply)
    }

    /// Plays `steps` for `seat`, lets the bots that follow play, and writes it all (log,
    /// position, the turn message if the turn changed hands) in one version-checked
    /// transaction. A step the rules refuse is the caller's refusal; nothing is written.
    fn play_steps(
        &self,
        caller: &Caller,
        stored: &StoredGame,
        seat: usize,
        steps: &[Action],
    ) -> Result<Played, crate::Stop> {
        let mut game = crate::calcada::game_of(stored)
            .cloned()
            .expect("running games have a game");
        let declared = game.step();
        let mut events = Vec::new();
        for &step in steps {
            events.extend(game.play(seat, step).map_err(|e| rule_error(&e))?);
        }
        let turn_over = events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }));
        let mut actions: Logged = steps
            .iter()
            .map(|&a| (seat, a, Some(caller.user)))
            .collect();
        actions.extend(self.run_bots(&mut game, &stored.seats, stored.version));
        let notices = if turn_over {
            let body = NoticeBody::turn(stored.moves, actions.len(), None);
            self.turn_notices(stored, &stored.seats, &game, body)
        } else {
            Vec::new()
        };
        let change = Change {
            status: game.is_over().then_some(GameStatus::Finished),
            state: Some(&game),
            actions: &games_store::action_json(&actions),
            notices: &notices,
            new_turn: turn_over,
            ..Default::default()
        };
        self.write(stored, &change)?;
        Ok(Played {
            version: stored.moves + actions.len() as u64,
            game,
            declared,
            events,
            turn_over,
        })
    }

    /// Bots play every turn that falls to a bot seat, until a human is to play or the game
    /// is over.
    pub(crate) fn run_bots(&self, game: &mut Game, seats: &[Seat], version: u64) -> Logged {
        play_for(game, version, |_, seat| seats[seat].bot)
    }
}

/// A seed for a bot's generator from what every player sees (the seats' names, the round and
/// the scores), never from the game's secret seed, which decided the stacks' order: a bot's
/// public moves must not carry anything of it.
fn public_seed(game: &Game) -> u64 {
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    let mut mix = |x: u64| {
        h ^= x;
        h = h.wrapping_mul(0x0100_0000_01b3);
    };
    for p in game.players() {
        p.name().bytes().for_each(|b| mix(u64::from(b)));
        mix(u64::from(p.score()));
    }
    mix(u64::from(game.round()));
    h
}

/// Plays while `bot_for(game, seat)` names a bot for the seat to play. Bots are seeded from
/// public facts and the version, so they are reproducible; a replay never depends on them
/// (the log holds their actions).
pub(crate) fn play_for(
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
        let mut bot =
            calcada_bots::build(level, public_seed(game) ^ version.rotate_left(17) ^ steps);
        let action = bot.choose(game);
        game.play(seat, action).expect("bots choose legal actions");
        out.push((seat, action, None));
        steps += 1;
    }
    out
}
