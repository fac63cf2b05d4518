//! Piazza, the second game, through the same service: its lobby is Calçada's (seats, bots,
//! languages, the clock), its position is the store's `piazza`, and what differs is here:
//! starting, a move previewed privately then confirmed (`moves.rs`), the seat's private hand,
//! the table, hints, bots and the stand-in (`bots.rs`) and the channel's turn message
//! (`compose.rs`). Every answer to one seat is drawn from that seat's view or the public
//! view alone, never from the game itself: another seat's hand cannot reach it.

mod bots;
mod compose;
mod moves;
mod records;
mod replay;

use super::plugin::{decode_log, GameCtx, GamePlugin, Log, Message, Played, Shown, Started};
use super::request::{Command, OnGame};
use super::{Answer, Fault, Reply};
use game_kit::{BotLevel, GameState};
use games_ids::ids::{GameId, UserId};
use games_messages::piazza::tile_msg;
use games_messages::{say, say_as, Lang, Markup, Msg, Name, Text};
use games_store::{GameKind, GameStatus, Games, StoredGame};
use piazza_rules::{Action, PublicView};

/// Piazza's plugin (`plugin.rs`): the service's one boundary to a game.
pub struct PiazzaGame;

impl GamePlugin for PiazzaGame {
    fn kind(&self) -> GameKind {
        piazza_rules::KIND
    }

    fn codec(&self, games: Games) -> Games {
        games.with::<piazza_rules::Game>()
    }

    /// Piazza has one table; the lobby has always taken the `side` option's `A` and `B` for
    /// it too (stored, never used), so both still open a game.
    fn has_board(&self, board: &str) -> bool {
        matches!(board, "A" | "B")
    }

    /// Its legal moves with their points, best first (as `/piazza place` offers them).
    fn choices(&self, lang: Lang, stored: &StoredGame, seat: usize) -> Vec<(String, String)> {
        choices_of(lang, stored, seat)
    }

    fn start(&self, _ctx: &GameCtx<'_>, stored: &StoredGame) -> Result<Started, Fault> {
        let settings = piazza_rules::Settings::new(stored.seats.iter().map(|s| s.name.clone()));
        let mut game =
            piazza_rules::Game::new(settings, stored.seed).map_err(|error| Fault::Setup {
                game: stored.id,
                error: error.into(),
            })?;
        let first = game.current();
        let bots = bots::run(&mut game, &stored.seats, stored.version);
        Ok(Started {
            first,
            game: Box::new(game),
            actions: games_store::action_json(&bots),
        })
    }

    /// A Piazza game's own commands; a Calçada move is refused with where to look instead.
    fn on_game(&self, ctx: &GameCtx<'_>, on: OnGame<'_>, command: Command) -> Answer {
        let lang = on.lang;
        match command {
            // A move in Piazza's notation (the generic move command, `/piazza place`, a
            // Confirm): previewed, or played once confirmed. (A button's game was checked
            // before: `controls::stale`.)
            Command::Move {
                text,
                version,
                confirmed,
                ..
            } => match text.trim().parse::<Action>() {
                Ok(action) => moves::play(ctx, on, action, version, confirmed),
                // A Confirm's move that does not read: the button is not one of ours.
                Err(_) if confirmed => Err(Msg::InteractionOutdated.into()),
                Err(_) => Err(Msg::NotAMove {
                    words: games_messages::Quote::new(&text),
                }
                .into()),
            },
            Command::Panel { .. } => hand(ctx, &on),
            Command::Hint => moves::hint(ctx, &on),
            Command::Board { .. } | Command::Table | Command::History { .. } => {
                table(ctx, lang, on.caller.markup, &on.stored)
            }
            Command::Status => status(ctx, lang, on.caller.markup, &on.stored),
            Command::Options => options(ctx, &on),
            Command::Commit { .. } => Err(Msg::PiazzaOnly.into()),
            other => unreachable!("not a game's own command: {other:?}"),
        }
    }

    /// Every Piazza move is a whole turn.
    fn play_turn(&self, stored: &StoredGame, level: Option<BotLevel>) -> Option<Played> {
        let mut game = game_of(stored)?.clone();
        let actions = bots::one_turn(&mut game, stored.version, level);
        Some(Played {
            game: Box::new(game),
            actions: games_store::action_json(&actions),
        })
    }

    /// A Piazza action is a whole turn: the players' are those they sent.
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

    /// Every Piazza move is a turn (a placement or a pass).
    fn turns_in(&self, _game: GameId, log: &Log, from: u64, to: u64) -> Result<usize, Fault> {
        Ok((to.min(log.len() as u64)).saturating_sub(from) as usize)
    }

    fn compose_turn(
        &self,
        ctx: &GameCtx<'_>,
        words: (Lang, Markup),
        stored: &StoredGame,
        log: &Log,
        range: (u64, u64),
        intro: Option<String>,
        _pinged: Option<UserId>,
    ) -> Result<Message, Fault> {
        let log = piazza_log(stored.id, log)?;
        let (text, pictures) = compose::turn(ctx, words, stored, &log, range, intro)?;
        Ok((text, pictures, None))
    }

    fn compose_ended(
        &self,
        ctx: &GameCtx<'_>,
        words: (Lang, Markup),
        stored: &StoredGame,
        _by: &str,
        text: String,
    ) -> Message {
        let (lines, pictures) = compose::ended(ctx, words, stored);
        let text = std::iter::once(text).chain(lines).collect::<Vec<_>>();
        (text.join("\n"), pictures, None)
    }

    fn record_json(&self, ctx: &GameCtx<'_>, id: GameId) -> Result<Option<String>, Fault> {
        Ok(records::record_of(ctx, id)?
            .map(|r| serde_json::to_string_pretty(&r).expect("records serialise")))
    }

    /// Every action is a turn, and ends it.
    fn turns(&self, _stored: &StoredGame, log: &Log) -> Result<Vec<(u64, bool)>, Fault> {
        Ok((1..=log.len() as u64).map(|moves| (moves, true)).collect())
    }

    fn show_turn(
        &self,
        ctx: &GameCtx<'_>,
        words: (Lang, Markup),
        stored: &StoredGame,
        log: &Log,
        turn: usize,
        _moves: u64,
    ) -> Result<Shown, Fault> {
        replay::show_turn(ctx, words, stored, log, turn)
    }

    fn opened(&self, creator: String, _board: String, max: usize) -> Text {
        Msg::PiazzaOpened {
            creator: creator.into(),
            max,
        }
        .text()
    }

    fn your_turn(&self, name: String) -> Text {
        Msg::PiazzaYourTurn { name: name.into() }.text()
    }
}

/// The caller's hand and the table, only for them, from their seat's view.
fn hand(ctx: &GameCtx<'_>, on: &OnGame<'_>) -> Answer {
    let (stored, lang) = (&on.stored, on.lang);
    let seat = ctx.own_seat(stored, on.caller)?;
    let game = running(stored)?;
    let view = game.view(seat);
    let text = match stored.current_seat() {
        Some(s) if s == seat => say_as(lang, on.caller.markup, &Msg::PiazzaHandYourTurn),
        Some(s) => say_as(
            lang,
            on.caller.markup,
            &Msg::PiazzaHandWaiting {
                name: Name::from(&stored.seats[s].name),
            },
        ),
        None => return Err(Msg::NotRunning.into()),
    };
    let png = ctx.png(lang, "piazza_panel", |r| r.piazza_panel(&view, None));
    let mut reply = Reply::private(text).with_png("hand.png", png);
    reply.version = Some(stored.moves);
    // For a screen without pictures (the terminal): the table and the hand as text.
    reply.text_view = Some(games_pictures::piazza_text::hand_text(&view, lang));
    Ok(reply)
}

/// The table as everyone sees it: whose turn it is, or the final ranking (names as
/// `markup` shows them literally).
fn table(ctx: &GameCtx<'_>, lang: Lang, markup: Markup, stored: &StoredGame) -> Answer {
    let Some(game) = crate::piazza::game_of(stored) else {
        return Err(Msg::NotRunning.into());
    };
    let view = game.public_view();
    // A game ended early is over too: its ranking as it stood, not whose turn it was.
    let to_move = stored
        .current_seat()
        .filter(|_| stored.status == GameStatus::Running);
    let (text, png) = match to_move {
        Some(s) => (
            say_as(
                lang,
                markup,
                &Msg::TurnOf {
                    name: Name::from(&stored.seats[s].name),
                },
            ),
            ctx.png(lang, "piazza_table", |r| r.piazza_table(&view)),
        ),
        None => (
            compose::ranking_lines(lang, markup, &view).join("\n"),
            ctx.png(lang, "piazza_final", |r| r.piazza_final(&view)),
        ),
    };
    let mut reply = Reply::private(text).with_png("table.png", png);
    reply.text_view = Some(games_pictures::piazza_text::table_text(&view, lang));
    Ok(reply)
}

/// `status`: the table, then what holds a running game up (the lines every game's status
/// shares: waited for since, the channel's block, the turn clock, players away).
fn status(ctx: &GameCtx<'_>, lang: Lang, markup: Markup, stored: &StoredGame) -> Answer {
    let mut reply = table(ctx, lang, markup, stored)?;
    if stored.status == GameStatus::Running {
        for line in ctx.status_lines(lang, markup, stored) {
            reply.text.push('\n');
            reply.text.push_str(&line);
        }
    }
    Ok(reply)
}

/// `options`: the caller's legal moves, worded with their points, best first; or whose
/// turn it is.
fn options(ctx: &GameCtx<'_>, on: &OnGame<'_>) -> Answer {
    let stored = &on.stored;
    let seat = ctx.own_seat(stored, on.caller)?;
    running(stored)?;
    let choices = choices_of(on.lang, stored, seat);
    if choices.is_empty() {
        let current = stored.current_seat().map(|s| &stored.seats[s].name);
        return Err(Msg::RuleNotYourTurn {
            current: Name::from(current.map_or("", String::as_str)),
        }
        .into());
    }
    let mut lines: Vec<String> = choices
        .into_iter()
        .map(|(label, notation)| {
            let line = Msg::OptionLine { label, notation };
            games_messages::say_as(on.lang, on.caller.markup, &line)
        })
        .collect();
    // On Discord, the best moves a message has room for, then how many more.
    if on.caller.markup == games_messages::Markup::Discord {
        let (mut kept, mut size) = (0, 0);
        while kept < lines.len() && size + lines[kept].chars().count() < OPTIONS_ROOM {
            size += lines[kept].chars().count() + 1;
            kept += 1;
        }
        if kept < lines.len() {
            let count = lines.len() - kept;
            lines.truncate(kept);
            let more = Msg::PiazzaOptionsMore { count };
            lines.push(games_messages::say(on.lang, &more));
        }
    }
    let mut reply = Reply::private(lines.join("\n"));
    reply.version = Some(stored.moves);
    Ok(reply)
}

/// How many characters of a Discord message the moves may take (its limit is 2,000; the
/// line that says how many more follows them).
const OPTIONS_ROOM: usize = 1_800;

/// The legal moves of `seat` in `stored`, worded with their points, best first, each with
/// its words; empty unless it is the seat's turn. From the seat's own view only.
fn choices_of(lang: Lang, stored: &StoredGame, seat: usize) -> Vec<(String, String)> {
    let Some(game) = game_of(stored).filter(|_| stored.current_seat() == Some(seat)) else {
        return Vec::new();
    };
    let view = game.view(seat);
    let public = view.public();
    let mut moves: Vec<(u32, Action)> = view
        .legal_actions()
        .into_iter()
        .map(|a| (points(&public, a), a))
        .collect();
    moves.sort_by_key(|m| std::cmp::Reverse(m.0));
    moves
        .into_iter()
        .map(|(points, a)| (choice_label(lang, a, points), a.to_string()))
        .collect()
}

/// A started game's Piazza position, or why there is none to act on.
fn running(stored: &StoredGame) -> Result<&piazza_rules::Game, super::Stop> {
    match (crate::piazza::game_of(stored), stored.status) {
        (Some(game), GameStatus::Running) => Ok(game),
        _ => Err(Msg::NotRunning.into()),
    }
}

/// The points `action` scores on the table `view` shows.
fn points(view: &PublicView, action: Action) -> u32 {
    view.brackets(action).iter().map(|b| b.points).sum()
}

/// "red star on H7 + blue moon on K7 (+5)", or passing.
fn choice_label(lang: Lang, action: Action, points: u32) -> String {
    let tiles: Vec<String> = action
        .placements()
        .map(|p| {
            let tile = say(lang, &tile_msg(p.tile));
            let cell = p.cell.label().unwrap_or_default();
            say(lang, &Msg::PicPiazzaTileOn { tile, cell })
        })
        .collect();
    if tiles.is_empty() {
        return say(lang, &Msg::PiazzaChoicePass);
    }
    say(
        lang,
        &Msg::PiazzaChoice {
            tiles: tiles.join(" + "),
            points,
        },
    )
}

/// The seat's view with every seat's name as `markup` shows it literally (for text, where
/// the pictures use the names as they are).
fn literal_names(view: &PublicView, markup: Markup) -> PublicView {
    let mut view = view.clone();
    for s in &mut view.seats {
        s.name = markup.literal(&s.name);
    }
    view
}

/// A Piazza game's position: `None` while the game is open, or for another game's (the one
/// place Piazza's code gets its type back from the store's `GameState`).
pub(crate) fn game_of(stored: &StoredGame) -> Option<&piazza_rules::Game> {
    stored.state_of::<piazza_rules::Game>()
}

/// A Piazza game's log, decoded: seat, action, who sent it (`None`: a bot).
pub(crate) type PiazzaLog = Vec<(usize, Action, Option<UserId>)>;

/// A Piazza game's log as stored, decoded ([`PiazzaLog`]).
pub(crate) fn piazza_log(game: GameId, log: &Log) -> Result<PiazzaLog, Fault> {
    Ok(decode_log::<Action>(game, log)?
        .into_iter()
        .map(|a| (a.seat, a.action, a.user))
        .collect())
}
