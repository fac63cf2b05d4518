//! Tic-tac-toe through the service (issue 46): the test-only third game's [`GamePlugin`],
//! written outside the service crate against its public boundary alone (`GamePlugin`,
//! `GameCtx`, replies and controls). Its sentences are its own (`ftl/`), its picture its own
//! (`picture.rs`), its handlers in `play.rs`. The service does not know it: a test registers
//! it with one line, `Registry::new().game(TicTacToe)`; the production bot does not offer it.

mod picture;
mod play;

pub use picture::board_png;
/// The game's rules, bots and record, for whoever registers the plugin.
pub use tictactoe;

use game_kit::{BotLevel, GameState};
use games_ids::ids::{GameId, UserId};
use games_messages::{say_text, say_text_as, GameMessages, Lang, Markup, Name, Text};
use games_service::plugin::by_bots;
use games_service::{
    decode_log, Answer, Command, Fault, GameCtx, GamePlugin, Log, Message, OnGame, Played, Png,
    Shown, Started,
};
use games_store::{action_json, GameKind, Games, StoredGame};
use std::ops::RangeInclusive;
use tictactoe::{Cell, Game, Outcome, Record, Settings};

/// The game's sentences, per language.
const SOURCES: &[(Lang, &str)] = &[
    (Lang::En, include_str!("ftl/en.ftl")),
    (Lang::De, include_str!("ftl/de.ftl")),
    (Lang::Fr, include_str!("ftl/fr.ftl")),
    (Lang::Hu, include_str!("ftl/hu.ftl")),
];

/// Tic-tac-toe's plugin.
pub struct TicTacToe;

/// The position of a started game (`None` while open).
fn game_of(stored: &StoredGame) -> Option<&Game> {
    stored.state_of::<Game>()
}

/// A game's log in its cells: seat, cell, who sent it.
fn cells_of(game: GameId, log: &Log) -> Result<Vec<(usize, Cell, Option<UserId>)>, Fault> {
    Ok(decode_log::<Cell>(game, log)?
        .into_iter()
        .map(|a| (a.seat, a.action, a.user))
        .collect())
}

/// The game of `stored` set up again and played to its first `moves` moves of `log`.
fn replayed(stored: &StoredGame, log: &Log, moves: u64) -> Result<Game, Fault> {
    let settings = game_of(stored).map_or_else(Settings::default, |g| g.settings().clone());
    let setup = |e: tictactoe::SetupError| Fault::Setup {
        game: stored.id,
        error: e.into(),
    };
    let mut game = Game::new(settings, stored.seed).map_err(setup)?;
    for (i, (seat, cell, _)) in cells_of(stored.id, log)?
        .into_iter()
        .take(moves as usize)
        .enumerate()
    {
        game.apply(seat, cell).map_err(|e| Fault::Replay {
            game: stored.id,
            action: i + 1,
            error: e.into(),
        })?;
    }
    Ok(game)
}

/// Every move that falls to a bot seat, until a person is to move or the game is over
/// (the kit's loop, `game_kit::play_bots`); each bot seeded from public facts (the game's
/// number and move number, [`games_service::plugin::public_seed`]).
fn run_bots(
    game: &mut Game,
    stored: &StoredGame,
    level_of: impl Fn(usize) -> Option<BotLevel>,
) -> Vec<(usize, Cell, Option<UserId>)> {
    let bot_for = |_: &Game, seat: usize| level_of(seat);
    let bots = game_kit::play_bots(
        game,
        stored.version,
        public(stored),
        tictactoe::bot,
        bot_for,
    );
    by_bots(bots)
}

/// The public facts a bot's seed is mixed from: the game's number and move number.
fn public(stored: &StoredGame) -> impl Fn(&Game) -> u64 + '_ {
    move |_| games_service::plugin::public_seed(stored, 0)
}

/// A seat's name as a message argument.
fn name(stored: &StoredGame, seat: usize) -> Name {
    Name::from(&stored.seats[seat].name)
}

/// What `game` stands at: who won, the draw, or who is to move.
fn standing(stored: &StoredGame, game: &Game) -> Text {
    match game.outcome() {
        Some(Outcome::Won { seat }) => Text::new("ttt-won").arg("name", name(stored, seat)),
        Some(Outcome::Draw) => Text::new("ttt-draw"),
        None => {
            let seat = game.to_move().expect("a running game has a seat to move");
            Text::new("ttt-to-move").arg("name", name(stored, seat))
        }
    }
}

impl GamePlugin for TicTacToe {
    fn kind(&self) -> GameKind {
        tictactoe::KIND
    }

    fn codec(&self, games: Games) -> Games {
        games.with::<Game>()
    }

    fn messages(&self) -> Option<GameMessages> {
        Some(GameMessages {
            game: tictactoe::GAME,
            sources: SOURCES,
        })
    }

    fn name(&self, lang: Lang) -> Option<String> {
        Some(say_text(lang, &Text::new("ttt-name")))
    }

    fn players(&self) -> RangeInclusive<usize> {
        tictactoe::SEATS..=tictactoe::SEATS
    }

    fn choices(&self, lang: Lang, stored: &StoredGame, seat: usize) -> Vec<(String, String)> {
        game_of(stored).map_or_else(Vec::new, |game| {
            game.legal_actions(seat)
                .into_iter()
                .map(|c| {
                    let label = Text::new("ttt-choice").arg("cell", c.to_string());
                    (say_text(lang, &label), c.to_string())
                })
                .collect()
        })
    }

    fn start(&self, _ctx: &GameCtx<'_>, stored: &StoredGame) -> Result<Started, Fault> {
        let mut game = Game::new(Settings::default(), stored.seed).map_err(|e| Fault::Setup {
            game: stored.id,
            error: e.into(),
        })?;
        let first = game.first();
        let bots = run_bots(&mut game, stored, |s| stored.seats[s].bot);
        Ok(Started {
            first,
            game: Box::new(game),
            actions: action_json(&bots),
        })
    }

    fn on_game(&self, ctx: &GameCtx<'_>, on: OnGame<'_>, command: Command) -> Answer {
        match command {
            Command::Move { text, version, .. } => play::play(ctx, on, &text, version),
            Command::Panel { .. } => play::panel(ctx, &on),
            Command::Hint => play::hint(ctx, &on),
            Command::Options => play::options(ctx, &on),
            Command::Board { .. } | Command::Table | Command::Status | Command::History { .. } => {
                play::board(ctx, &on)
            }
            // Another game's moves.
            Command::Commit { .. } => Err(Text::new("ttt-other-game").into()),
            other => unreachable!("not a game's own command: {other:?}"),
        }
    }

    fn play_turn(&self, stored: &StoredGame, level: Option<BotLevel>) -> Option<Played> {
        let mut game = game_of(stored)?.clone();
        let version = stored.version;
        let one =
            game_kit::play_one_turn(&mut game, version, public(stored), tictactoe::bot, level);
        let actions = by_bots(one);
        Some(Played {
            game: Box::new(game),
            actions: action_json(&actions),
        })
    }

    /// Every mark is a turn: the players' are those they sent.
    fn turns_ended(
        &self,
        before: Option<&dyn GameState>,
        after: &dyn GameState,
        actions: &[(usize, String, Option<UserId>)],
    ) -> (u64, u64) {
        let played = after
            .turns_played()
            .saturating_sub(before.map_or(0, |g| g.turns_played()));
        let humans = actions.iter().filter(|a| a.2.is_some()).count() as u64;
        (humans.min(played), played.saturating_sub(humans))
    }

    fn turns_in(&self, _game: GameId, log: &Log, from: u64, to: u64) -> Result<usize, Fault> {
        Ok(to.min(log.len() as u64).saturating_sub(from) as usize)
    }

    fn compose_turn(
        &self,
        _ctx: &GameCtx<'_>,
        (lang, markup): (Lang, Markup),
        stored: &StoredGame,
        log: &Log,
        (from, to): (u64, u64),
        intro: Option<String>,
        _pinged: Option<UserId>,
    ) -> Result<Message, Fault> {
        let game = replayed(stored, log, to)?;
        let mut lines: Vec<String> = intro.into_iter().collect();
        for (seat, cell, _) in cells_of(stored.id, log)?
            .into_iter()
            .skip(from as usize)
            .take(to.saturating_sub(from) as usize)
        {
            let marked = Text::new("ttt-marked")
                .arg("name", name(stored, seat))
                .arg("cell", cell.to_string());
            lines.push(say_text_as(lang, markup, &marked));
        }
        lines.push(say_text_as(lang, markup, &standing(stored, &game)));
        let png = Png::new("board.png", board_png(&game));
        Ok((lines.join("\n"), vec![png], None))
    }

    fn compose_ended(
        &self,
        _ctx: &GameCtx<'_>,
        _words: (Lang, Markup),
        stored: &StoredGame,
        _by: &str,
        text: String,
    ) -> Message {
        let pictures = game_of(stored)
            .map(|g| Png::new("board.png", board_png(g)))
            .into_iter()
            .collect();
        (text, pictures, None)
    }

    /// Nothing is hidden: the record is the same before the end, without standings.
    fn record_json(&self, ctx: &GameCtx<'_>, id: GameId) -> Result<Option<String>, Fault> {
        let stored = ctx.load(id)?;
        let Some(game) = game_of(&stored) else {
            return Ok(None);
        };
        let cells: Vec<Cell> = cells_of(id, &ctx.log(id)?)?
            .into_iter()
            .map(|(_, c, _)| c)
            .collect();
        let record = Record::of_game(game.settings(), stored.seed, &cells)
            .map_err(|_| Fault::Record { game: id })?;
        Ok(Some(
            serde_json::to_string_pretty(&record).expect("records serialise"),
        ))
    }

    fn turns(&self, _stored: &StoredGame, log: &Log) -> Result<Vec<(u64, bool)>, Fault> {
        Ok((1..=log.len() as u64).map(|m| (m, true)).collect())
    }

    fn show_turn(
        &self,
        _ctx: &GameCtx<'_>,
        (lang, markup): (Lang, Markup),
        stored: &StoredGame,
        log: &Log,
        turn: usize,
        moves: u64,
    ) -> Result<Shown, Fault> {
        let game = replayed(stored, log, moves)?;
        let said = match turn
            .checked_sub(1)
            .and_then(|i| cells_of(stored.id, log).ok()?.get(i).copied())
        {
            Some((seat, cell, _)) => Text::new("ttt-marked")
                .arg("name", name(stored, seat))
                .arg("cell", cell.to_string()),
            None => Text::new("ttt-starts").arg("name", name(stored, game.first())),
        };
        Ok(Shown {
            lines: vec![say_text_as(lang, markup, &said)],
            png: board_png(&game),
            text_view: Some(game.rows().join("\n")),
        })
    }

    fn your_turn(&self, name: String) -> Text {
        Text::new("ttt-your-turn").arg("name", Name::from(&name))
    }

    fn opened(&self, creator: String, _board: String, _max: usize) -> Text {
        Text::new("ttt-opened").arg("creator", Name::from(&creator))
    }
}

#[cfg(test)]
mod tests;
