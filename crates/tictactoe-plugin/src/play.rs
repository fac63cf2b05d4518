//! Tic-tac-toe's own commands: a mark (the generic move command, or a cell's button), the
//! private panel with a button per free cell, the board, the legal cells, the hint. Every
//! check and write goes through the service's [`GameCtx`].

use super::{board_png, game_of, name, run_bots, standing};
use game_kit::BotLevel;
use games_messages::{Lang, Quote, Text};
use games_service::controls::kit::Row;
use games_service::{Answer, GameCtx, OnGame, Reply};
use games_store::action_json;
use tictactoe::{Cell, Game};

/// The running game of `on` and the caller's seat, whose turn it is.
fn turn<'a>(
    ctx: &GameCtx<'_>,
    on: &'a OnGame<'_>,
) -> Result<(&'a Game, usize), games_service::Stop> {
    let seat = ctx.own_seat(&on.stored, on.caller)?;
    ctx.to_move(&on.stored, seat)?;
    let game = game_of(&on.stored).expect("a running game has its position");
    Ok((game, seat))
}

/// Marks the cell `text` names (the game's notation) for the caller, if the game is still at
/// `version` (a button's), with the bots that follow; the turn message is queued with it.
pub(super) fn play(ctx: &GameCtx<'_>, on: OnGame<'_>, text: &str, version: Option<u64>) -> Answer {
    ctx.at_version(&on.stored, version)?;
    let (game, seat) = turn(ctx, &on)?;
    let bad = || Text::new("ttt-bad-move").arg("words", Quote::new(text));
    let cell: Cell = text.parse().map_err(|_| bad())?;
    let mut game = game.clone();
    game.play(seat, cell).map_err(|_| bad())?;
    let stored = &on.stored;
    let mut actions = vec![(seat, cell, Some(on.caller.user))];
    actions.extend(run_bots(&mut game, stored, |s| ctx.bot_level(stored, s)));
    ctx.write_moves(stored, &game, &action_json(&actions))?;
    let marked = Text::new("ttt-marked")
        .arg("name", name(stored, seat))
        .arg("cell", cell.to_string());
    let summary = ctx.words(on.lang, on.caller.markup, &marked);
    let mut reply = ctx.played(on.lang, stored, summary);
    reply.version = Some(stored.moves + actions.len() as u64);
    Ok(reply)
}

/// The caller's panel: the board and a button per cell (a marked one disabled, showing its
/// mark), each playing that cell at this move.
pub(super) fn panel(ctx: &GameCtx<'_>, on: &OnGame<'_>) -> Answer {
    let (game, _) = turn(ctx, on)?;
    let rows = (0..3)
        .map(|row| {
            let buttons = (0..3)
                .map(|column| {
                    let cell = Cell::new(column, row).expect("on the board");
                    let mark = game
                        .at(cell)
                        .map(|s| if s == game.first() { "X" } else { "O" });
                    let label = mark.map_or_else(|| cell.to_string(), str::to_string);
                    ctx.move_button(&on.stored, &cell, label)
                        .disabled(mark.is_some())
                })
                .collect();
            Row::Buttons(buttons)
        })
        .collect();
    let text = ctx.words(on.lang, on.caller.markup, &Text::new("ttt-panel"));
    let mut reply = Reply::private(text).with_png("board.png", board_png(game));
    reply.version = Some(on.stored.moves);
    reply.controls = rows;
    Ok(reply)
}

/// The board as everyone sees it, and where the game stands.
pub(super) fn board(ctx: &GameCtx<'_>, on: &OnGame<'_>) -> Answer {
    let Some(game) = game_of(&on.stored) else {
        return Err(games_messages::Msg::NotRunning.into());
    };
    let text = ctx.words(on.lang, on.caller.markup, &standing(&on.stored, game));
    Ok(Reply::private(text).with_png("board.png", board_png(game)))
}

/// The caller's legal cells, one a line.
pub(super) fn options(ctx: &GameCtx<'_>, on: &OnGame<'_>) -> Answer {
    let (_, seat) = turn(ctx, on)?;
    let lines: Vec<String> = super::TicTacToe
        .choices_in(on.lang, &on.stored, seat)
        .into_iter()
        .map(|(label, _)| label)
        .collect();
    let mut reply = Reply::private(lines.join("\n"));
    reply.version = Some(on.stored.moves);
    Ok(reply)
}

/// The hard bot's cell for the caller, through the service's hints' gate.
pub(super) fn hint(ctx: &GameCtx<'_>, on: &OnGame<'_>) -> Answer {
    let (game, seat) = turn(ctx, on)?;
    let seed = ctx.public_seed(&on.stored, 0);
    let position = game.clone();
    let cell = ctx.hint(&on.stored, seat, move || {
        tictactoe::bot(BotLevel::Hard, seed).choose(&position)
    })?;
    let text = Text::new("ttt-hint").arg("cell", cell.to_string());
    Ok(Reply::private(ctx.words(on.lang, on.caller.markup, &text)))
}

impl super::TicTacToe {
    /// [`games_service::GamePlugin::choices`], here.
    fn choices_in(
        &self,
        lang: Lang,
        stored: &games_store::StoredGame,
        seat: usize,
    ) -> Vec<(String, String)> {
        games_service::GamePlugin::choices(self, lang, stored, seat)
    }
}
