//! What a player or an admin can look at: boards, the table, the status, the history, the
//! legal moves, the server's games. Nothing here writes.

use super::present;
use crate::plugin::{decode_log, GameCtx};
use crate::reply::{Choice, Reply};
use crate::request::{Caller, OnGame, Whom};
use crate::{Answer, Fault, Service};
use calcada_rules::{Action, Event, Step};
use games_messages::{action_words, event, ranking_as, say, say_as, Lang, Markup, Msg, Name, When};
use games_pictures::{ascii, BoardHighlights};
use games_store::{GameStatus, StoredGame};

/// For a game that is over: a first line saying so, and when.
fn over_note(lang: Lang, stored: &StoredGame) -> Option<String> {
    let when = When::At(stored.updated_at);
    match stored.status {
        GameStatus::Finished => Some(say(lang, &Msg::GameFinishedAt { when })),
        GameStatus::Ended => Some(say(lang, &Msg::GameEndedAt { when })),
        _ => None,
    }
}

pub(super) fn board(ctx: &GameCtx<'_>, on: &OnGame<'_>, whom: Whom) -> Answer {
    let OnGame {
        caller,
        lang,
        ref stored,
    } = *on;
    let Some(game) = crate::calcada::game_of(stored) else {
        return Err(Msg::NotRunning.into());
    };
    let seat = ctx.find_seat(stored, caller, &whom)?;
    // Your own board during your place step shows where the tile may go.
    let highlights = match game.step() {
        Step::Place { colour, number }
            if game.current() == seat && stored.seat_of(caller.user) == Some(seat) =>
        {
            BoardHighlights::allowing(game.fitting_squares(seat, colour, number))
        }
        _ => BoardHighlights::default(),
    };
    let png = ctx.png(lang, "board", |r| r.board(game, seat, &highlights));
    let text = over_note(lang, stored).unwrap_or_default();
    let mut reply = Reply::private(text).with_png("board.png", png);
    reply.text_view = Some(ascii::board_text(game, seat, lang.pictures()));
    Ok(reply)
}

pub(super) fn table(ctx: &GameCtx<'_>, lang: Lang, stored: &StoredGame) -> Answer {
    let Some(game) = crate::calcada::game_of(stored) else {
        return Err(Msg::NotRunning.into());
    };
    let h = BoardHighlights {
        clock: ctx.clock_labels(lang, stored),
        ..Default::default()
    };
    let png = ctx.png(lang, "table", |r| r.table_with(game, &h));
    let text = over_note(lang, stored).unwrap_or_default();
    let mut reply = Reply::private(text).with_png("table.png", png);
    reply.text_view = Some(ascii::table_text(game, lang.pictures(), lang));
    Ok(reply)
}

/// The last `last` moves (at most 50), each with its player's name (shown literally for
/// `markup`) and the hints asked for before them.
pub(super) fn history(
    ctx: &GameCtx<'_>,
    (lang, markup): (Lang, Markup),
    stored: &StoredGame,
    last: usize,
) -> Answer {
    let actions = decode_log::<calcada_rules::Action>(stored.id, &ctx.log(stored.id)?)?;
    if actions.is_empty() {
        return Ok(Reply::private(say(lang, &Msg::NoHistory)));
    }
    let from = actions.len().saturating_sub(last.clamp(1, 50));
    let hints = ctx.hints_asked(stored.id)?;
    let mut lines: Vec<String> = Vec::new();
    for a in &actions[from..] {
        let name = stored.seats[a.seat].name.clone();
        // A hint asked for at this move number, by the seat that then played it.
        if hints.contains(&(a.seq, a.seat)) {
            lines.push(say_as(
                lang,
                markup,
                &Msg::HintUsed {
                    name: name.clone().into(),
                },
            ));
        }
        lines.push(say_as(
            lang,
            markup,
            &Msg::HistoryLine {
                seq: a.seq + 1,
                name: name.into(),
                action: Box::new(action_words(&a.action)),
            },
        ));
    }
    let note = over_note(lang, stored).into_iter();
    Ok(Reply::private(
        note.chain(lines).collect::<Vec<_>>().join("\n"),
    ))
}

/// `options`: the caller's legal moves, as text and as choices (menus).
pub(super) fn options(
    ctx: &GameCtx<'_>,
    lang: Lang,
    stored: &StoredGame,
    caller: &Caller,
) -> Answer {
    let Some(game) = crate::calcada::game_of(stored) else {
        return Err(Msg::NotRunning.into());
    };
    let seat = ctx.own_seat(stored, caller)?;
    let choices = present::choices(lang, game, seat);
    let my_declare = game.current() == seat && game.step() == Step::Declare;
    let mut text: Vec<String> = Vec::new();
    if my_declare && !game.has_legal_declaration() {
        text.push(say(lang, &Msg::NothingFits));
    }
    // In the terminal, each with its notation: `move d3Y` plays it (Discord's menu and
    // autocomplete carry it instead).
    text.extend(choices.iter().map(|c| match caller.markup {
        Markup::Plain => say(
            lang,
            &Msg::OptionLine {
                label: c.label.clone(),
                notation: c.notation.clone(),
            },
        ),
        _ => c.label.clone(),
    }));
    if text.is_empty() {
        let current = game.player(game.current()).name().to_string();
        text.push(say(
            lang,
            &Msg::RuleNotYourTurn {
                current: current.into(),
            },
        ));
    }
    let mut reply = Reply::private(text.join("\n"));
    reply.choices = choices;
    reply.version = Some(stored.moves);
    reply.game = Some(stored.id.0);
    reply.controls = super::controls::menu(&reply, lang);
    Ok(reply)
}

/// The game's standing for the caller (names shown literally for their markup): whose turn
/// and since when, what holds the game up (the channel's block, the clock, players away),
/// each seat's score; or the lobby.
pub(super) fn status(
    ctx: &GameCtx<'_>,
    lang: Lang,
    stored: &StoredGame,
    caller: &Caller,
) -> String {
    let markup = caller.markup;
    let Some(game) = crate::calcada::game_of(stored) else {
        let players: Vec<String> = stored.seats.iter().map(|s| s.name.clone()).collect();
        return say_as(
            lang,
            markup,
            &Msg::Lobby {
                count: players.len(),
                players: players.into_iter().map(Name::from).collect(),
                max: stored.options.max_players,
            },
        );
    };
    if let Some(note) = over_note(lang, stored) {
        return format!("{note}\n{}", ranking_as(lang, markup, game));
    }
    let name = |s: usize| stored.seats[s].name.clone();
    let started = Event::TurnStarted {
        seat: game.current(),
        round: game.round(),
    };
    let mut lines = vec![say_as(lang, markup, &event(&started, &name))];
    lines.extend(ctx.status_lines(lang, markup, stored));
    for (seat, s) in stored.seats.iter().enumerate() {
        let p = game.player(seat);
        lines.push(say_as(
            lang,
            markup,
            &Msg::StatusLine {
                you: stored.seat_of(caller.user) == Some(seat),
                name: s.name.clone().into(),
                score: p.score(),
                bonus_tiles: p.bonus_tiles(),
                tiles: p.tiles_placed(),
                bot: s.is_bot(),
            },
        ));
    }
    lines.join("\n")
}

impl Service {
    /// Legal choices for a caller now, of the actions `keep` keeps (an autocomplete's kind),
    /// in the order of [`present::choices`]; the others are not worded.
    pub fn legal_choices(
        &self,
        caller: &Caller,
        keep: fn(&Action) -> bool,
    ) -> Result<Vec<Choice>, Fault> {
        let lang = Lang::from_locale(&caller.locale);
        let Some(stored) = self.store.live_game_in(caller.channel)? else {
            return Ok(Vec::new());
        };
        let (Some(game), Some(seat)) = (
            crate::calcada::game_of(&stored),
            stored.seat_of(caller.user),
        ) else {
            return Ok(Vec::new());
        };
        Ok(present::choices_where(lang, game, seat, keep))
    }
}

impl crate::AsyncService {
    /// [`Service::legal_choices`], on the blocking pool (Calçada's move commands'
    /// autocomplete).
    pub async fn legal_choices(
        &self,
        caller: Caller,
        keep: fn(&Action) -> bool,
    ) -> Result<Vec<Choice>, Fault> {
        self.call(move |s| s.legal_choices(&caller, keep)).await
    }
}
