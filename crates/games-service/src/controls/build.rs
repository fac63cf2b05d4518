//! The controls of a reply, made from what it says (a turn panel's state and choices, a menu
//! of legal moves, pages, a replay's turn, a previewed move's Confirm, the games waiting on the
//! caller), with ids made by `ids.rs`. Moved from the Discord adapter, which now only renders
//! them.

use super::ids::{self, panel_id, symbol_code, Control, PanelAt};
use super::kit::{fit, Button, Row, SelectOption, Style};
use crate::reply::{Choice, Pages, PanelState, ReplayView, Reply};
use crate::Outgoing;
use calcada_rules::{Action, Colour, Symbol};
use games_messages::{say, Lang, Msg};
use games_store::NoticeKind;

/// A select of `choices` whose values are step codes (at most 25 are kept by [`fit`]).
fn select(custom_id: String, placeholder: String, choices: &[&Choice]) -> Option<Row> {
    let options = choices
        .iter()
        .map(|c| SelectOption::new(c.label.clone(), ids::encode(&c.action)))
        .collect();
    Row::select(custom_id, placeholder, options)
}

/// The controls of `reply`, fitted to the transports' limits. `tile`: the tile a panel's
/// place select offers squares for; `channel`: the game's, when its panel is shown in
/// another channel (opened from `my games`).
pub fn of(reply: &Reply, lang: Lang, tile: Option<Symbol>, channel: Option<u64>) -> Vec<Row> {
    // A panel is drawn again for where it is shown and the tile in hand; a game's own
    // controls (made with `GameCtx::move_button`) are kept as it made them.
    let rows = if reply.panel.is_some() {
        panel(reply, lang, tile, channel)
    } else if !reply.controls.is_empty() {
        reply.controls.clone()
    } else {
        menu(reply, lang)
            .into_iter()
            .chain(turn_buttons(reply, lang))
            .chain(paging(reply, lang))
            .chain(replay(reply, lang))
            .chain(confirm_move(reply, lang))
            .collect()
    };
    fit(rows)
}

/// The controls of a panel reply.
fn panel(reply: &Reply, lang: Lang, tile: Option<Symbol>, channel: Option<u64>) -> Vec<Row> {
    let (Some(panel), Some(game)) = (&reply.panel, reply.game) else {
        return Vec::new();
    };
    let at = PanelAt {
        channel,
        game,
        version: reply.version.unwrap_or(0),
    };
    let steps = &panel.steps;
    let id = |control: Control| panel_id(at, steps, &control);
    match panel.state {
        PanelState::Composing { complete } => {
            let of = |f: fn(&Action) -> bool| -> Vec<&Choice> {
                reply.choices.iter().filter(|c| f(&c.action)).collect()
            };
            let mut rows = Vec::new();
            let declarations = of(|a| matches!(a, Action::Declare { .. }));
            rows.extend(select(
                id(Control::Select('d')),
                say(lang, &Msg::SelectDeclare),
                &declarations,
            ));
            let placements = of(|a| matches!(a, Action::Place { .. }));
            if placements.len() > super::kit::MAX_OPTIONS && tile.is_none() {
                // Too many to list: first the tile, then its squares.
                let mut tiles: Vec<Symbol> = Vec::new();
                for c in &placements {
                    if let Action::Place { symbol, .. } = c.action {
                        if !tiles.contains(&symbol) {
                            tiles.push(symbol);
                        }
                    }
                }
                let options = tiles
                    .into_iter()
                    .map(|s| SelectOption::new(lang.symbol(s), symbol_code(s).to_string()))
                    .collect();
                rows.extend(Row::select(
                    id(Control::Select('t')),
                    say(lang, &Msg::SelectPlace),
                    options,
                ));
            } else {
                let shown: Vec<&Choice> = placements
                    .into_iter()
                    .filter(|c| {
                        tile.is_none_or(
                            |t| matches!(c.action, Action::Place { symbol, .. } if symbol == t),
                        )
                    })
                    .collect();
                rows.extend(select(
                    id(Control::Select('p')),
                    say(lang, &Msg::SelectPlace),
                    &shown,
                ));
            }
            let nudges = of(|a| matches!(a, Action::Nudge { .. }));
            rows.extend(select(
                id(Control::Select('n')),
                say(lang, &Msg::SelectNudge),
                &nudges,
            ));
            let refreshes = of(|a| matches!(a, Action::Refresh { .. }));
            rows.extend(select(
                id(Control::Select('r')),
                say(lang, &Msg::SelectRefresh),
                &refreshes,
            ));
            let confirm = Button::new(
                id(Control::Confirm),
                say(lang, &Msg::ButtonConfirm),
                Style::Success,
            )
            .disabled(!complete);
            let back = Button::new(
                id(Control::Back),
                say(lang, &Msg::ButtonBack),
                Style::Secondary,
            )
            .disabled(steps.is_empty());
            let suggest = Button::new(
                id(Control::Hint),
                say(lang, &Msg::ButtonSuggest),
                Style::Secondary,
            );
            rows.push(Row::Buttons(vec![confirm, back, suggest]));
            rows
        }
        PanelState::Stale => vec![fresh_row(lang, PanelAt { version: 0, ..at })],
        PanelState::NotYourTurn | PanelState::Done => Vec::new(),
    }
}

/// A row with the button that opens a fresh panel of the game `at` names.
pub fn fresh_row(lang: Lang, at: PanelAt) -> Row {
    Row::Buttons(vec![Button::new(
        panel_id(at, &[], &Control::Fresh),
        say(lang, &Msg::ButtonFreshPanel),
        Style::Primary,
    )])
}

/// The question before a refresh (it cannot be planned: it reveals tiles, so it is played at
/// once with the steps before it): Refresh now, or Back to the panel.
pub fn refresh_question(at: PanelAt, steps: &[Action], colour: Colour, lang: Lang) -> Reply {
    let row = Row::Buttons(vec![
        Button::new(
            panel_id(at, steps, &Control::RefreshNow(colour)),
            say(lang, &Msg::ButtonRefreshNow),
            Style::Danger,
        ),
        Button::new(
            panel_id(at, steps, &Control::Show),
            say(lang, &Msg::ButtonBack),
            Style::Secondary,
        ),
    ]);
    let mut reply = Reply::private(say(lang, &Msg::RefreshWarning { colour }));
    reply.controls = fit(vec![row]);
    reply
}

impl Outgoing {
    /// The controls under a notice: a turn message that pings the player to move in the
    /// game's channel carries the button that opens their private turn panel; the final
    /// message of a game played to its end, the Rematch button.
    pub fn controls(&self) -> Vec<Row> {
        if self.rematch && self.direct_to.is_none() {
            return fit(vec![Row::Buttons(vec![Button::new(
                ids::rematch_id(self.game.0),
                say(self.lang, &Msg::ButtonRematch),
                Style::Primary,
            )])]);
        }
        if self.kind != NoticeKind::Turn || self.mention.is_none() || self.direct_to.is_some() {
            return Vec::new();
        }
        fit(vec![Row::Buttons(vec![Button::new(
            ids::take_turn_id(self.game.0),
            say(self.lang, &Msg::ButtonTakeTurn),
            Style::Primary,
        )])])
    }
}

/// Previous and Next buttons of a page (`results`, `my games`).
fn paging(reply: &Reply, lang: Lang) -> Option<Row> {
    let p = reply.paging?;
    if p.pages <= 1 {
        return None;
    }
    let prefix = match p.of {
        Pages::Results => ids::RESULTS_PREFIX,
        Pages::MyGames => ids::MY_GAMES_PREFIX,
    };
    let prev = Button::new(
        format!("{prefix}{}", p.page.saturating_sub(1)),
        say(lang, &Msg::ButtonPrevious),
        Style::Secondary,
    )
    .disabled(p.page == 0);
    let next = Button::new(
        format!("{prefix}{}", p.page + 1),
        say(lang, &Msg::ButtonNext),
        Style::Secondary,
    )
    .disabled(p.page + 1 >= p.pages);
    Some(Row::Buttons(vec![prev, next]))
}

/// The buttons of `my games` that open a game's turn panel ([`fit`] puts five in a row).
fn turn_buttons(reply: &Reply, lang: Lang) -> Option<Row> {
    let buttons: Vec<Button> = reply
        .turn_buttons
        .iter()
        .map(|b| {
            Button::new(
                ids::play_id(b.channel.0, b.game),
                say(lang, &Msg::ButtonMyTurn { game: b.game }),
                Style::Primary,
            )
        })
        .collect();
    (!buttons.is_empty()).then_some(Row::Buttons(buttons))
}

/// The row of a replay's buttons (⏮ start, ◀ back, ▶ forward, ⏭ end); those leading nowhere
/// new are disabled.
fn replay(reply: &Reply, lang: Lang) -> Option<Row> {
    use ids::ReplayStep as Step;
    let ReplayView {
        game, turn, turns, ..
    } = reply.replay?;
    let button = |step: Step, label: Msg, disabled: bool| {
        Button::new(
            ids::replay_id(game, turn, step),
            say(lang, &label),
            Style::Secondary,
        )
        .disabled(disabled)
    };
    Some(Row::Buttons(vec![
        button(Step::Start, Msg::ButtonReplayStart, turn == 0),
        button(Step::Back, Msg::ButtonReplayBack, turn == 0),
        button(Step::Forward, Msg::ButtonReplayForward, turn >= turns),
        button(Step::End, Msg::ButtonReplayEnd, turn >= turns),
    ]))
}

/// The Confirm button under a previewed move: it plays the move if the game is still at the
/// move number the preview was made for.
fn confirm_move(reply: &Reply, lang: Lang) -> Option<Row> {
    let c = reply.confirm_move.as_ref()?;
    Some(Row::Buttons(vec![Button::new(
        ids::confirm_id(c.kind, c.game, c.version, &c.notation),
        say(lang, &Msg::ButtonConfirm),
        Style::Success,
    )]))
}

/// A select of the reply's legal declarations or placements (at most 25), carrying the game
/// and its move number so that a click after the game moved on, or in the channel's next
/// game, is recognised as stale. Its values: the moves in their notation.
fn menu(reply: &Reply, lang: Lang) -> Option<Row> {
    let (game, version) = (reply.game?, reply.version?);
    let moves: Vec<&Choice> = reply
        .choices
        .iter()
        .filter(|c| matches!(c.action, Action::Place { .. } | Action::Declare { .. }))
        .collect();
    // At most 25 options: take the squares of every face-up tile in turn, so that a long
    // list (a declared 6 allows any square) still shows every tile.
    let symbol = |c: &Choice| match c.action {
        Action::Place { symbol, .. } => Some(symbol),
        _ => None,
    };
    let mut ranked: Vec<(usize, usize, &Choice)> = moves
        .iter()
        .enumerate()
        .map(|(i, c)| {
            (
                moves[..i].iter().filter(|o| symbol(o) == symbol(c)).count(),
                i,
                *c,
            )
        })
        .collect();
    ranked.sort_by_key(|(k, i, _)| (*k, *i));
    let mut chosen: Vec<(usize, &Choice)> = ranked
        .into_iter()
        .take(super::kit::MAX_OPTIONS)
        .map(|(_, i, c)| (i, c))
        .collect();
    chosen.sort_by_key(|(i, _)| *i);
    let options = chosen
        .into_iter()
        .map(|(_, c)| SelectOption::new(c.label.clone(), ids::encode(&c.action)))
        .collect();
    Row::select(
        ids::menu_id(game, version),
        say(lang, &Msg::MenuPlaceholder),
        options,
    )
}

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::Square;

    #[test]
    fn a_long_menu_still_shows_every_tile() {
        let mut reply = Reply::private("");
        reply.version = Some(7);
        reply.game = Some(3);
        for symbol in [Symbol::Star, Symbol::Fish, Symbol::Bonus] {
            for square in Square::all() {
                reply.choices.push(Choice {
                    label: format!("{symbol} {square}"),
                    action: Action::Place { symbol, square },
                });
            }
        }
        let Some(Row::Select(menu)) = menu(&reply, Lang::En) else {
            panic!("a menu")
        };
        assert_eq!(menu.id, "calcada:move:3:7");
        let values: Vec<Action> = menu
            .options
            .iter()
            .map(|o| o.value.parse().unwrap())
            .collect();
        assert_eq!(values.len(), 25);
        for tile in [Symbol::Star, Symbol::Fish, Symbol::Bonus] {
            assert!(
                values
                    .iter()
                    .any(|v| matches!(v, Action::Place { symbol, .. } if *symbol == tile)),
                "{tile:?} missing: {values:?}"
            );
        }
    }
}
