//! Calçada's own controls: the turn panel (its ids in [`ids`]: a turn planned step by step,
//! the question before a refresh, Confirm, Back, a hint) and the menu of legal moves under a
//! step's answer. The service asks for them through the plugin
//! (`GamePlugin::read_control`, `GamePlugin::panel_controls`); a panel's steps reach the
//! service in the actions' notation, and a menu's value is played as `Command::Move`.

pub mod ids;

use crate::controls::ids::menu_id;
use crate::controls::kit::{fit, Button, Row, SelectOption, Style, MAX_OPTIONS};
use crate::controls::{How, Route};
use crate::reply::{Choice, PanelState, Reply};
use crate::request::{Command, MadeFor};
use calcada_rules::{Action, Colour, Symbol};
use games_messages::{say, Lang, Msg};
use ids::{panel_id, Control, PanelAt, PanelId};

/// What a click on a panel control asks for; `None`: not a panel's id. `value`: the first
/// value chosen, if the control is a select.
pub(crate) fn read(id: &str, value: Option<&str>, lang: Lang) -> Option<Route> {
    Some(on_panel(ids::parse_panel_id(id)?, value, lang))
}

/// Steps as the service's commands carry them: each in the actions' notation.
fn notation(steps: &[Action]) -> Vec<String> {
    steps.iter().map(ToString::to_string).collect()
}

/// A click on a turn panel: plan one more step, go back one, ask before a refresh, confirm.
/// The panel message is updated in place.
fn on_panel(p: PanelId, value: Option<&str>, lang: Lang) -> Route {
    let PanelId {
        at,
        mut steps,
        control,
    } = p;
    let made_for = MadeFor::Game(at.game);
    let version = Some(at.version);
    let mut filter = None;
    let panel = |steps: &[Action]| Command::Panel {
        steps: notation(steps),
        version,
        made_for,
    };
    let commit = |steps: &[Action]| Command::Commit {
        steps: notation(steps),
        version: at.version,
        made_for,
    };
    let command = match control {
        Control::Select('r') => {
            // A refresh reveals tiles: say so, and play it only if asked again.
            let colour = value
                .and_then(ids::decode_all)
                .and_then(|a| match a.as_slice() {
                    [Action::Refresh { colour }] => Some(*colour),
                    _ => None,
                });
            let Some(colour) = colour else {
                return Route::Unknown;
            };
            return Route::Show(Box::new(refresh_question(at, &steps, colour, lang)));
        }
        Control::Select('t') => {
            // Which tile the place select offers squares for, drawn with the panel.
            filter = value
                .and_then(|c| c.chars().next())
                .filter(|&c| ids::symbol_of(c).is_some());
            panel(&steps)
        }
        Control::Select(_) => {
            let Some(step) = value.and_then(ids::decode_all) else {
                return Route::Unknown;
            };
            steps.extend(step);
            panel(&steps)
        }
        Control::Confirm => commit(&steps),
        Control::Back => {
            steps.pop();
            panel(&steps)
        }
        Control::Show => panel(&steps),
        Control::RefreshNow(colour) => {
            steps.push(Action::Refresh { colour });
            commit(&steps)
        }
        Control::Fresh => Command::Panel {
            steps: Vec::new(),
            version: None,
            made_for,
        },
        Control::Hint => {
            return Route::Ask {
                command: Command::Hint,
                channel: at.channel,
                how: How::New,
            }
        }
    };
    Route::Ask {
        command,
        channel: at.channel,
        how: How::Update { filter },
    }
}

/// A choice's step, read back from its notation (the service made it from one).
fn step_of(c: &Choice) -> Option<Action> {
    c.notation.parse().ok()
}

/// A select of `choices` whose values are step codes (at most 25 are kept by [`fit`]).
fn select(custom_id: String, placeholder: String, choices: &[&Choice]) -> Option<Row> {
    let options = choices
        .iter()
        .map(|c| SelectOption::new(c.label.clone(), c.notation.clone()))
        .collect();
    Row::select(custom_id, placeholder, options)
}

/// The controls of a panel reply. `filter`: the code of the tile the place select offers
/// squares for; `channel`: the game's, when the panel is shown in another channel (opened
/// from `my games`).
pub(crate) fn panel(
    reply: &Reply,
    lang: Lang,
    filter: Option<char>,
    channel: Option<u64>,
) -> Vec<Row> {
    let (Some(panel), Some(game)) = (&reply.panel, reply.game) else {
        return Vec::new();
    };
    let at = PanelAt {
        channel,
        game,
        version: reply.version.unwrap_or(0),
    };
    let Some(steps) = panel
        .steps
        .iter()
        .map(|s| s.parse().ok())
        .collect::<Option<Vec<Action>>>()
    else {
        return Vec::new();
    };
    let tile = filter.and_then(ids::symbol_of);
    let id = |control: Control| panel_id(at, &steps, &control);
    match panel.state {
        PanelState::Composing { complete } => {
            let of = |f: fn(&Action) -> bool| -> Vec<&Choice> {
                reply
                    .choices
                    .iter()
                    .filter(|c| step_of(c).is_some_and(|a| f(&a)))
                    .collect()
            };
            let mut rows = Vec::new();
            let declarations = of(|a| matches!(a, Action::Declare { .. }));
            rows.extend(select(
                id(Control::Select('d')),
                say(lang, &Msg::SelectDeclare),
                &declarations,
            ));
            let placements = of(|a| matches!(a, Action::Place { .. }));
            if placements.len() > MAX_OPTIONS && tile.is_none() {
                // Too many to list: first the tile, then its squares.
                let mut tiles: Vec<Symbol> = Vec::new();
                for c in &placements {
                    if let Some(Action::Place { symbol, .. }) = step_of(c) {
                        if !tiles.contains(&symbol) {
                            tiles.push(symbol);
                        }
                    }
                }
                let options = tiles
                    .into_iter()
                    .map(|s| SelectOption::new(lang.symbol(s), s.code().to_string()))
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
                        tile.is_none_or(|t| {
                            matches!(step_of(c), Some(Action::Place { symbol, .. }) if symbol == t)
                        })
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
fn fresh_row(lang: Lang, at: PanelAt) -> Row {
    Row::Buttons(vec![Button::new(
        panel_id(at, &[], &Control::Fresh),
        say(lang, &Msg::ButtonFreshPanel),
        Style::Primary,
    )])
}

/// The question before a refresh (it cannot be planned: it reveals tiles, so it is played at
/// once with the steps before it): Refresh now, or Back to the panel.
fn refresh_question(at: PanelAt, steps: &[Action], colour: Colour, lang: Lang) -> Reply {
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

/// A select of the reply's legal declarations or placements (at most 25), carrying the game
/// and its move number so that a click after the game moved on, or in the channel's next
/// game, is recognised as stale. Its values: the moves in their notation. Set on a step's
/// answer and on `options` once their game and move number are.
pub(crate) fn menu(reply: &Reply, lang: Lang) -> Vec<Row> {
    let (Some(game), Some(version)) = (reply.game, reply.version) else {
        return Vec::new();
    };
    let moves: Vec<(&Choice, Action)> = reply
        .choices
        .iter()
        .filter_map(|c| step_of(c).map(|a| (c, a)))
        .filter(|(_, a)| matches!(a, Action::Place { .. } | Action::Declare { .. }))
        .collect();
    // At most 25 options: take the squares of every face-up tile in turn, so that a long
    // list (a declared 6 allows any square) still shows every tile.
    let symbol = |a: &Action| match *a {
        Action::Place { symbol, .. } => Some(symbol),
        _ => None,
    };
    let mut ranked: Vec<(usize, usize, &Choice)> = moves
        .iter()
        .enumerate()
        .map(|(i, (c, a))| {
            let before = moves[..i]
                .iter()
                .filter(|(_, o)| symbol(o) == symbol(a))
                .count();
            (before, i, *c)
        })
        .collect();
    ranked.sort_by_key(|(k, i, _)| (*k, *i));
    let mut chosen: Vec<(usize, &Choice)> = ranked
        .into_iter()
        .take(MAX_OPTIONS)
        .map(|(_, i, c)| (i, c))
        .collect();
    chosen.sort_by_key(|(i, _)| *i);
    let options = chosen
        .into_iter()
        .map(|(_, c)| SelectOption::new(c.label.clone(), c.notation.clone()))
        .collect();
    fit(Row::select(
        menu_id(game, version),
        say(lang, &Msg::MenuPlaceholder),
        options,
    )
    .into_iter()
    .collect())
}

#[cfg(test)]
mod tests {
    use super::*;
    use calcada_rules::Square;

    #[test]
    fn a_panels_clicks_are_read_with_the_game_it_was_made_for() {
        let games = crate::builtin_games();
        let route = |id: &str| crate::controls::route(&games, id, None, Lang::En);
        let at = PanelAt {
            channel: Some(20),
            game: 7,
            version: 3,
        };
        let declare = ids::decode_all("d1B").unwrap();
        let commit = |steps: &[&str]| Command::Commit {
            steps: steps.iter().map(|s| s.to_string()).collect(),
            version: 3,
            made_for: MadeFor::Game(7),
        };
        let confirm = panel_id(at, &declare, &Control::Confirm);
        let expected = Route::Ask {
            command: commit(&["d1B"]),
            channel: Some(20),
            how: How::Update { filter: None },
        };
        assert_eq!(route(&confirm), expected);
        assert!(crate::controls::click_updates(&games, &confirm, &[]));
        // Refresh now: the steps, then the refresh, played at once.
        let now = panel_id(at, &declare, &Control::RefreshNow(Colour::Red));
        let Route::Ask { command, .. } = route(&now) else {
            panic!("{now}")
        };
        assert_eq!(command, commit(&["d1B", "rR"]));
        // A refresh chosen: the question, from the id alone, replacing the panel.
        let select = panel_id(at, &declare, &Control::Select('r'));
        let asked = crate::controls::route(&games, &select, Some("rR"), Lang::En);
        let Route::Show(question) = asked else {
            panic!("{asked:?}")
        };
        let ids: Vec<String> = question.controls.iter().flat_map(row_ids).collect();
        assert_eq!(ids, [now, panel_id(at, &declare, &Control::Show)]);
        let hint = panel_id(at, &[], &Control::Hint);
        assert!(crate::controls::click_is_hint(&games, &hint));
        assert!(!crate::controls::click_updates(&games, &hint, &[]));
        // A tile chosen: the panel again, its place select narrowed to the tile.
        let tile = panel_id(at, &declare, &Control::Select('t'));
        let chosen = crate::controls::route(&games, &tile, Some("S"), Lang::En);
        assert!(
            matches!(
                chosen,
                Route::Ask {
                    how: How::Update { filter: Some('S') },
                    ..
                }
            ),
            "{chosen:?}"
        );
    }

    fn row_ids(row: &Row) -> Vec<String> {
        match row {
            Row::Buttons(buttons) => buttons.iter().map(|b| b.id.clone()).collect(),
            Row::Select(select) => vec![select.id.clone()],
        }
    }

    #[test]
    fn a_long_menu_still_shows_every_tile() {
        let mut reply = Reply::private("");
        reply.version = Some(7);
        reply.game = Some(3);
        for symbol in [Symbol::Star, Symbol::Fish, Symbol::Bonus] {
            for square in Square::all() {
                reply.choices.push(Choice {
                    label: format!("{symbol} {square}"),
                    notation: Action::Place { symbol, square }.to_string(),
                });
            }
        }
        let [Row::Select(menu)] = &menu(&reply, Lang::En)[..] else {
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
