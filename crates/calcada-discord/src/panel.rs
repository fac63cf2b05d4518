//! The turn panel on Discord: how its controls look (selects for the legal nudges,
//! declarations, placements and refreshes; Confirm and Back buttons), and the other buttons of
//! our messages. A panel's state travels in its controls' custom ids (`ids.rs`): the game,
//! its move number and the steps planned so far, so the bot keeps no per-user state between
//! clicks.

use super::ids::{self, panel_id, symbol_code, Control, PanelAt};
use calcada_messages::{say, Lang, Msg};
use calcada_rules::{Action, Colour, Symbol};
use calcada_service::{Choice, Pages, PanelState, Reply};
use poise::serenity_prelude as serenity;

/// A select menu of `choices` (at most 25, Discord's limit) whose values are step codes.
fn select(
    custom_id: String,
    placeholder: String,
    choices: &[&Choice],
) -> Option<serenity::CreateActionRow> {
    let options: Vec<serenity::CreateSelectMenuOption> = choices
        .iter()
        .take(25)
        .map(|c| {
            serenity::CreateSelectMenuOption::new(
                super::limits::clip(&c.label, 100),
                ids::encode(&c.action),
            )
        })
        .collect();
    if options.is_empty() {
        return None;
    }
    let kind = serenity::CreateSelectMenuKind::String { options };
    Some(serenity::CreateActionRow::SelectMenu(
        serenity::CreateSelectMenu::new(custom_id, kind).placeholder(placeholder),
    ))
}

fn button(
    custom_id: String,
    label: String,
    style: serenity::ButtonStyle,
) -> serenity::CreateButton {
    serenity::CreateButton::new(custom_id)
        .label(label)
        .style(style)
}

/// The controls of a panel reply. `tile`: the tile the place select offers squares for, when
/// there are more placements than one select can hold.
pub fn controls(
    reply: &Reply,
    lang: Lang,
    tile: Option<Symbol>,
    channel: Option<u64>,
) -> Vec<serenity::CreateActionRow> {
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
            if placements.len() > 25 && tile.is_none() {
                // Too many to list: first the tile, then its squares.
                let mut tiles: Vec<&Choice> = Vec::new();
                for c in &placements {
                    let Action::Place { symbol, .. } = c.action else {
                        continue;
                    };
                    if !tiles
                        .iter()
                        .any(|t| matches!(t.action, Action::Place { symbol: s, .. } if s == symbol))
                    {
                        tiles.push(c);
                    }
                }
                let options = tiles
                    .iter()
                    .filter_map(|c| match c.action {
                        Action::Place { symbol, .. } => {
                            Some(serenity::CreateSelectMenuOption::new(
                                lang.symbol(symbol),
                                symbol_code(symbol).to_string(),
                            ))
                        }
                        _ => None,
                    })
                    .collect();
                let kind = serenity::CreateSelectMenuKind::String { options };
                rows.push(serenity::CreateActionRow::SelectMenu(
                    serenity::CreateSelectMenu::new(id(Control::Select('t')), kind)
                        .placeholder(say(lang, &Msg::SelectPlace)),
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
            let confirm = button(
                id(Control::Confirm),
                say(lang, &Msg::ButtonConfirm),
                serenity::ButtonStyle::Success,
            )
            .disabled(!complete);
            let back = button(
                id(Control::Back),
                say(lang, &Msg::ButtonBack),
                serenity::ButtonStyle::Secondary,
            )
            .disabled(steps.is_empty());
            let suggest = button(
                id(Control::Hint),
                say(lang, &Msg::ButtonSuggest),
                serenity::ButtonStyle::Secondary,
            );
            rows.push(serenity::CreateActionRow::Buttons(vec![
                confirm, back, suggest,
            ]));
            rows
        }
        PanelState::Stale => vec![fresh_row(lang, PanelAt { version: 0, ..at })],
        PanelState::NotYourTurn | PanelState::Done => Vec::new(),
    }
}

/// A row with the button that opens a fresh panel of the game `at` names.
pub fn fresh_row(lang: Lang, at: PanelAt) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![button(
        panel_id(at, &[], &Control::Fresh),
        say(lang, &Msg::ButtonFreshPanel),
        serenity::ButtonStyle::Primary,
    )])
}

/// The question before a refresh (it cannot be planned: it reveals tiles, so it is played at
/// once with the steps before it): Refresh now, or Back to the panel.
pub fn refresh_question(
    at: PanelAt,
    steps: &[Action],
    colour: Colour,
    lang: Lang,
) -> (String, Vec<serenity::CreateActionRow>) {
    let text = say(lang, &Msg::RefreshWarning { colour });
    let row = serenity::CreateActionRow::Buttons(vec![
        button(
            panel_id(at, steps, &Control::RefreshNow(colour)),
            say(lang, &Msg::ButtonRefreshNow),
            serenity::ButtonStyle::Danger,
        ),
        button(
            panel_id(at, steps, &Control::Show),
            say(lang, &Msg::ButtonBack),
            serenity::ButtonStyle::Secondary,
        ),
    ]);
    (text, vec![row])
}

/// The button of the public turn message of `game`.
pub fn take_turn_row(lang: Lang, game: i64) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![button(
        ids::take_turn_id(game),
        say(lang, &Msg::ButtonTakeTurn),
        serenity::ButtonStyle::Primary,
    )])
}

/// Previous and Next buttons of a page (`results`, `my games`).
pub fn paging_row(reply: &Reply, lang: Lang) -> Option<serenity::CreateActionRow> {
    let p = reply.paging?;
    if p.pages <= 1 {
        return None;
    }
    let prefix = match p.of {
        Pages::Results => ids::RESULTS_PREFIX,
        Pages::MyGames => ids::MY_GAMES_PREFIX,
    };
    let prev = button(
        format!("{prefix}{}", p.page.saturating_sub(1)),
        say(lang, &Msg::ButtonPrevious),
        serenity::ButtonStyle::Secondary,
    )
    .disabled(p.page == 0);
    let next = button(
        format!("{prefix}{}", p.page + 1),
        say(lang, &Msg::ButtonNext),
        serenity::ButtonStyle::Secondary,
    )
    .disabled(p.page + 1 >= p.pages);
    Some(serenity::CreateActionRow::Buttons(vec![prev, next]))
}

/// The buttons of `my games` that open a game's turn panel, five to a row.
pub fn turn_button_rows(reply: &Reply, lang: Lang) -> Vec<serenity::CreateActionRow> {
    reply
        .turn_buttons
        .chunks(5)
        .map(|row| {
            serenity::CreateActionRow::Buttons(
                row.iter()
                    .map(|b| {
                        button(
                            ids::play_id(b.channel.0, b.game),
                            say(lang, &Msg::ButtonMyTurn { game: b.game }),
                            serenity::ButtonStyle::Primary,
                        )
                    })
                    .collect(),
            )
        })
        .collect()
}

/// The Confirm button under a previewed Piazza move: it plays the move if the game is still at
/// the move number the preview was made for.
pub fn piazza_confirm_row(reply: &Reply, lang: Lang) -> Option<serenity::CreateActionRow> {
    let c = reply.piazza_confirm.as_ref()?;
    let id = ids::piazza_id(c.game, c.version, &c.words);
    Some(serenity::CreateActionRow::Buttons(vec![button(
        id,
        say(lang, &Msg::ButtonConfirm),
        serenity::ButtonStyle::Success,
    )]))
}
