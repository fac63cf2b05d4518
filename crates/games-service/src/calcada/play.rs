//! Playing: a player's action, bots playing the seats that follow, a bot taking a seat over.

use super::present;
use crate::plugin::{by_bots, GameCtx};
use crate::reply::{PanelState, PanelView};
use crate::request::{Caller, OnGame};
use crate::{Answer, Reply};
use calcada_rules::{Action, Event, Game, Step};
use game_kit::BotLevel;
use games_ids::ids::UserId;
use games_messages::{rule_error, Lang, Markup, Msg};
use games_pictures::BoardHighlights;
use games_store::{Seat, StoredGame};

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
    /// on its way to the channel (or queued while the channel's messages wait).
    fn summary(
        &self,
        ctx: &GameCtx<'_>,
        words: (Lang, Markup),
        stored: &StoredGame,
        seat: usize,
    ) -> Reply {
        let name = |s: usize| stored.seats[s].name.clone();
        let summary = present::own_turn(words, self.declared, seat, &self.events, &name);
        let lang = words.0;
        ctx.played(lang, stored, summary)
    }
}

/// One step for the caller's seat (a declaration, a nudge, a placement, a refresh, or
/// leaving: the game's stand-in takes the seat), if the game is still at `version`.
pub(super) fn act(
    ctx: &GameCtx<'_>,
    on: OnGame<'_>,
    action: Action,
    version: Option<u64>,
) -> Answer {
    let OnGame {
        caller,
        lang,
        stored,
    } = on;
    let seat = ctx.playing_seat(&stored, caller)?;
    ctx.at_version(&stored, version)?;
    if matches!(action, Action::Leave) {
        return ctx.stand_in(lang, stored, seat);
    }
    let played = play_steps(ctx, caller, &stored, seat, &[action])?;
    let mut reply = if played.turn_over {
        played.summary(ctx, (lang, caller.markup), &stored, seat)
    } else {
        let game = &played.game;
        let mut r = present::progress(lang, game, seat, action);
        if let Step::Place { colour, number } = game.step() {
            // Where the tile may go, on the board: not text alone.
            let h = BoardHighlights::allowing(game.fitting_squares(seat, colour, number));
            let png = ctx.png(lang, "board", |r| r.board(game, seat, &h));
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
pub(super) fn commit(
    ctx: &GameCtx<'_>,
    on: OnGame<'_>,
    steps: Vec<Action>,
    version: u64,
) -> Answer {
    let OnGame {
        caller,
        lang,
        stored,
    } = on;
    let seat = ctx.playing_seat(&stored, caller)?;
    if version != stored.moves {
        return Ok(present::stale_panel(lang, &Msg::PanelStale, &stored));
    }
    // The whole list first, on the public copy: a list no panel makes (a forged id's) gets
    // one answer, whatever the stacks hold; then nothing played below can be refused.
    let game = super::game_of(&stored).expect("running games have a game");
    if !super::confirm::confirmable(game, seat, &steps) {
        return Err(Msg::InteractionOutdated.into());
    }
    let played = play_steps(ctx, caller, &stored, seat, &steps)?;
    if played.turn_over {
        let mut reply = played.summary(ctx, (lang, caller.markup), &stored, seat);
        reply.panel = Some(PanelView::new(stored.kind, PanelState::Done));
        reply.version = Some(played.version);
        reply.game = Some(stored.id.0);
        return Ok(reply);
    }
    // A refresh mid-turn: the panel goes on from the position it left.
    let stored = ctx.load(stored.id)?;
    let on = OnGame {
        caller,
        lang,
        stored,
    };
    let mut reply = super::panel::panel(ctx, on, Vec::new(), None)?;
    reply.queued = false;
    Ok(reply)
}

/// Plays `steps` for `seat`, lets the bots that follow play, and writes it all (log,
/// position, the turn message if the turn changed hands) in one version-checked
/// transaction. A step the rules refuse is the caller's refusal; nothing is written.
fn play_steps(
    ctx: &GameCtx<'_>,
    caller: &Caller,
    stored: &StoredGame,
    seat: usize,
    steps: &[Action],
) -> Result<Played, crate::Stop> {
    let mut game = super::game_of(stored)
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
    actions.extend(run_bots(&mut game, &stored.seats, stored.version));
    let actions = games_store::action_json(&actions);
    ctx.write_moves(stored, &game, &actions)?;
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
pub(super) fn run_bots(game: &mut Game, seats: &[Seat], version: u64) -> Logged {
    let bot_for = |_: &Game, seat: usize| seats[seat].bot;
    by_bots(game_kit::play_bots(
        game,
        version,
        public,
        calcada_bots::build,
        bot_for,
    ))
}

/// The turn of the seat to play (all its steps) played by a bot of `level` (`None`: nobody).
pub(super) fn one_turn(game: &mut Game, version: u64, level: Option<BotLevel>) -> Logged {
    by_bots(game_kit::play_one_turn(
        game,
        version,
        public,
        calcada_bots::build,
        level,
    ))
}

/// The public facts a bot's seed is mixed from ([`game_kit::public_seed`]): the seats' names
/// and scores, the round; never the game's secret seed, which decided the stacks' order.
fn public(game: &Game) -> u64 {
    let players = game.players().iter().map(|p| (p.name(), p.score()));
    game_kit::public_seed(players, game.round())
}
