//! Calçada's [`GamePlugin`]: the service's handlers for Calçada's own commands, bots, stand-in,
//! turn messages, record and replay, behind the one trait every game implements.

mod compose;
pub(crate) mod confirm;
pub mod controls;
pub(crate) mod hints;
pub(crate) mod panel;
pub(crate) mod play;
pub(crate) mod present;
pub(crate) mod records;
mod replay;
mod timeline;
mod views;
pub mod words;

use crate::controls::Route;
use crate::plugin::{decode_log, GameCtx, GamePlugin, Log, Message, Played, Rows, Shown, Started};
use crate::reply::Reply;
use crate::request::{Command, OnGame};
use crate::words::LineError;
use crate::{Answer, Fault};
use game_kit::{BotLevel, GameState};
use games_ids::ids::{GameId, UserId};
use games_messages::{Lang, Markup, Msg, Text};
use games_store::{GameKind, Games, StoredGame};

/// Calçada's plugin, on its handlers across the crate.
pub struct CalcadaGame;

impl GamePlugin for CalcadaGame {
    fn kind(&self) -> GameKind {
        calcada_rules::KIND
    }

    fn codec(&self, games: Games) -> Games {
        games.with::<calcada_rules::Game>()
    }

    /// The board's two sides, as printed (`A`, `B`).
    fn has_board(&self, board: &str) -> bool {
        calcada_rules::layout::builtin_layout(board).is_some()
    }

    fn board_sides(&self) -> bool {
        true
    }

    /// Every legal step, worded as the turn commands' lists word them.
    fn choices(&self, lang: Lang, stored: &StoredGame, seat: usize) -> Vec<(String, String)> {
        game_of(stored).map_or_else(Vec::new, |game| {
            present::choices_where(lang, game, seat, |_| true)
                .into_iter()
                .map(|c| (c.label, c.notation))
                .collect()
        })
    }

    /// The terminal's verbs (`declare 3 yellow`).
    fn read_words(&self, verb: &str, words: &[&str]) -> Option<Result<String, LineError>> {
        words::read(verb, words)
    }

    /// The turn panel's controls (`controls/ids.rs`).
    fn read_control(&self, id: &str, value: Option<&str>, lang: Lang) -> Option<Route> {
        controls::read(id, value, lang)
    }

    fn panel_controls(
        &self,
        reply: &Reply,
        lang: Lang,
        filter: Option<char>,
        at: Option<u64>,
    ) -> Rows {
        controls::panel(reply, lang, filter, at)
    }

    fn start(&self, _ctx: &GameCtx<'_>, stored: &StoredGame) -> Result<Started, Fault> {
        let settings = records::settings_of(stored);
        let mut game =
            calcada_rules::Game::new(settings, stored.seed).map_err(|error| Fault::Setup {
                game: stored.id,
                error: error.into(),
            })?;
        let first = game.current();
        let bots = play::run_bots(&mut game, &stored.seats, stored.version);
        Ok(Started {
            first,
            game: Box::new(game),
            actions: games_store::action_json(&bots),
        })
    }

    fn on_game(&self, ctx: &GameCtx<'_>, on: OnGame<'_>, command: Command) -> Answer {
        let (caller, lang) = (on.caller, on.lang);
        match command {
            // One step in Calçada's notation: the generic move command, Calçada's own (`/declare`...),
            // a menu's value, a terminal line. (A control's game was checked before:
            // `controls::stale`.)
            Command::Move { text, version, .. } => match text.trim().parse() {
                Ok(action) => play::act(ctx, on, action, version),
                Err(_) => Err(Msg::NotAMove {
                    words: games_messages::Quote::new(&text),
                }
                .into()),
            },
            Command::Panel { steps, version, .. } => {
                panel::panel(ctx, on, read_steps(&steps)?, version)
            }
            Command::Commit { steps, version, .. } => {
                play::commit(ctx, on, read_steps(&steps)?, version)
            }
            Command::Board { whom } => views::board(ctx, &on, whom),
            Command::Table => views::table(ctx, lang, &on.stored),
            Command::Status => Ok(crate::Reply::private(views::status(
                ctx, lang, &on.stored, caller,
            ))),
            Command::History { last } => {
                let words = (lang, caller.markup);
                views::history(ctx, words, &on.stored, last.unwrap_or(10))
            }
            Command::Hint => hints::hint(ctx, &on),
            Command::Options => views::options(ctx, lang, &on.stored, caller),
            other => unreachable!("not a game's own command: {other:?}"),
        }
    }

    /// A Calçada turn ends with its placement.
    fn play_turn(&self, stored: &StoredGame, level: Option<BotLevel>) -> Option<Played> {
        let mut game = game_of(stored)?.clone();
        let actions = play::one_turn(&mut game, stored.version, level);
        Some(Played {
            game: Box::new(game),
            actions: games_store::action_json(&actions),
        })
    }

    /// Each seat's finished turns after the change less before it, a player's if that seat's
    /// last action in the change was sent by one, a bot's otherwise (a bot seat, a stand-in).
    fn turns_ended(
        &self,
        before: Option<&dyn GameState>,
        after: &dyn GameState,
        actions: &[(usize, String, Option<UserId>)],
    ) -> (u64, u64) {
        let Some(after) = game_kit::downcast::<calcada_rules::Game>(after) else {
            return (0, 0);
        };
        let before = before.and_then(game_kit::downcast::<calcada_rules::Game>);
        let turns =
            |g: Option<&calcada_rules::Game>, seat: usize| g.map_or(0, |g| g.player(seat).turns());
        let (mut humans, mut bots) = (0, 0);
        for seat in 0..after.players().len() {
            let n = u64::from(turns(Some(after), seat).saturating_sub(turns(before, seat)));
            let human = actions
                .iter()
                .rev()
                .find(|(s, _, _)| *s == seat)
                .is_some_and(|(_, _, user)| user.is_some());
            if human {
                humans += n;
            } else {
                bots += n;
            }
        }
        (humans, bots)
    }

    /// A Calçada turn ends with its placement.
    fn turns_in(&self, game: GameId, log: &Log, from: u64, to: u64) -> Result<usize, Fault> {
        Ok(decode_log::<calcada_rules::Action>(game, log)?
            .iter()
            .filter(|a| (from..to).contains(&a.seq))
            .filter(|a| matches!(a.action, calcada_rules::Action::Place { .. }))
            .count())
    }

    fn compose_turn(
        &self,
        ctx: &GameCtx<'_>,
        words: (Lang, Markup),
        stored: &StoredGame,
        log: &Log,
        range: (u64, u64),
        intro: Option<String>,
        pinged: Option<UserId>,
    ) -> Result<Message, Fault> {
        let log = decode_log(stored.id, log)?;
        compose::turn(ctx, words, stored, &log, range, intro, pinged)
    }

    fn compose_ended(
        &self,
        ctx: &GameCtx<'_>,
        words: (Lang, Markup),
        stored: &StoredGame,
        by: &str,
        text: String,
    ) -> Message {
        compose::ended(ctx, words, stored, by, text)
    }

    fn record_json(&self, ctx: &GameCtx<'_>, id: GameId) -> Result<Option<String>, Fault> {
        Ok(records::record_of(ctx, id)?.map(|r| r.to_json()))
    }

    fn turns(&self, stored: &StoredGame, log: &Log) -> Result<Vec<(u64, bool)>, Fault> {
        replay::turns(stored, log)
    }

    fn show_turn(
        &self,
        ctx: &GameCtx<'_>,
        words: (Lang, Markup),
        stored: &StoredGame,
        log: &Log,
        turn: usize,
        moves: u64,
    ) -> Result<Shown, Fault> {
        replay::show_turn(ctx, words, stored, log, turn, moves)
    }

    fn opened(&self, creator: String, board: String, max: usize) -> Text {
        Msg::Opened {
            creator: creator.into(),
            board,
            max,
        }
        .text()
    }

    fn your_turn(&self, name: String) -> Text {
        Msg::YourTurn { name: name.into() }.text()
    }
}

/// A panel's planned steps, each in the actions' notation: a list that does not read (a
/// forged id's; a departure is no step) is refused as outdated, nothing done.
fn read_steps(steps: &[String]) -> Result<Vec<calcada_rules::Action>, crate::Stop> {
    let step = |s: &String| {
        s.parse()
            .ok()
            .filter(|a| *a != calcada_rules::Action::Leave)
    };
    steps
        .iter()
        .map(step)
        .collect::<Option<_>>()
        .ok_or_else(|| Msg::InteractionOutdated.into())
}

/// A Calçada game's position: `None` while the game is open, or for another game's (the
/// one place Calçada's code gets its type back from the store's `GameState`).
pub(crate) fn game_of(stored: &StoredGame) -> Option<&calcada_rules::Game> {
    stored.state_of::<calcada_rules::Game>()
}
