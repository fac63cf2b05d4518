//! The turn panel on Discord: how its controls look (selects for the legal nudges,
//! declarations, placements and refreshes; Confirm and Back buttons) and how a panel's state
//! travels in their custom ids, so that the bot keeps no per-user state between clicks: the
//! game's move number and the steps planned so far, in a compact code (`n3Y` nudge space 3
//! yellow, `d5K` declare space 5 black, `pSC3` place a star on C3, `rB` refresh blue).

use calcada_messages::{say, Lang, Msg};
use calcada_rules::{Action, Colour, Space, Square, Symbol};
use calcada_service::{Choice, Pages, PanelState, Reply};
use poise::serenity_prelude as serenity;

/// The button on the public turn message that opens a panel.
pub const TAKE_TURN: &str = "calcada:turn";
/// Custom ids of panel controls: `cp:<move number>:<steps>:<control>`; a panel shown in
/// another channel than its game's (opened from `my games`) names the game's channel:
/// `cq:<channel>:<move number>:<steps>:<control>`.
pub const PREFIX: &str = "cp:";
const PREFIX_ELSEWHERE: &str = "cq:";
/// Results pages: `calcada:results:<page>`.
pub const RESULTS_PREFIX: &str = "calcada:results:";
/// Pages of `my games`: `calcada:mine:<page>`.
pub const MY_GAMES_PREFIX: &str = "calcada:mine:";
/// A game's panel opened from `my games`: `calcada:play:<channel>`.
pub const PLAY_PREFIX: &str = "calcada:play:";
/// A Piazza move's Confirm button: `piazza:ok:<game>:<move number>:<the move's words>`.
pub const PIAZZA_PREFIX: &str = "piazza:ok:";

const SYMBOLS: [(Symbol, char); 6] = [
    (Symbol::Wave, 'W'),
    (Symbol::Star, 'S'),
    (Symbol::Caravel, 'C'),
    (Symbol::Fish, 'F'),
    (Symbol::Flower, 'L'),
    (Symbol::Bonus, 'O'),
];

fn colour_code(c: Colour) -> char {
    c.letter()
}

fn colour_of(ch: char) -> Option<Colour> {
    Colour::ALL.into_iter().find(|c| c.letter() == ch)
}

fn symbol_code(s: Symbol) -> char {
    SYMBOLS
        .iter()
        .find(|(x, _)| *x == s)
        .expect("every symbol")
        .1
}

/// The tile symbol of a one-letter code.
pub fn symbol_of(ch: char) -> Option<Symbol> {
    SYMBOLS.iter().find(|(_, c)| *c == ch).map(|(s, _)| *s)
}

/// One step in code.
pub fn encode(a: &Action) -> String {
    match *a {
        Action::Nudge { space, colour } => format!("n{space}{}", colour_code(colour)),
        Action::Declare { space, colour } => format!("d{space}{}", colour_code(colour)),
        Action::Place { symbol, square } => format!("p{}{square}", symbol_code(symbol)),
        Action::Refresh { colour } => format!("r{}", colour_code(colour)),
        Action::Leave => "x".into(),
    }
}

/// Steps in code, one after the other.
pub fn encode_all(steps: &[Action]) -> String {
    steps.iter().map(encode).collect()
}

/// Steps back from their code; `None` for anything that is not a valid code.
pub fn decode_all(code: &str) -> Option<Vec<Action>> {
    let chars: Vec<char> = code.chars().collect();
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        let (action, len) = match chars[i] {
            'n' | 'd' => {
                let space = Space::number(chars.get(i + 1)?.to_digit(10)? as u8)?;
                let colour = colour_of(*chars.get(i + 2)?)?;
                let a = if chars[i] == 'n' {
                    Action::Nudge { space, colour }
                } else {
                    Action::Declare { space, colour }
                };
                (a, 3)
            }
            'p' => {
                let symbol = symbol_of(*chars.get(i + 1)?)?;
                let square: Square = chars
                    .get(i + 2..i + 4)?
                    .iter()
                    .collect::<String>()
                    .parse()
                    .ok()?;
                (Action::Place { symbol, square }, 4)
            }
            'r' => (
                Action::Refresh {
                    colour: colour_of(*chars.get(i + 1)?)?,
                },
                2,
            ),
            _ => return None,
        };
        out.push(action);
        i += len;
    }
    Some(out)
}

/// What a panel control asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum Control {
    /// A select of one kind of step: `n`, `d`, `p` or `r`; `t` chooses which tile the place
    /// select then offers squares for.
    Select(char),
    Confirm,
    Back,
    /// Show the panel for the steps again (leaving the refresh question).
    Show,
    /// Refresh this colour now, with the steps planned before it.
    RefreshNow(Colour),
    /// A new panel for the game as it is now.
    Fresh,
    /// The Hard bot's suggestion, in a message of its own (the panel stays as it is).
    Hint,
}

/// A panel control's custom id, read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelId {
    /// The game's channel, when the panel is shown in another one.
    pub channel: Option<u64>,
    pub version: u64,
    pub steps: Vec<Action>,
    pub control: Control,
}

pub fn panel_id(version: u64, steps: &[Action], control: &Control) -> String {
    panel_id_in(None, version, steps, control)
}

/// A panel control's custom id; `channel`: the game's, when the panel is shown elsewhere.
pub fn panel_id_in(
    channel: Option<u64>,
    version: u64,
    steps: &[Action],
    control: &Control,
) -> String {
    let c = match control {
        Control::Select(k) => k.to_string(),
        Control::Confirm => "ok".into(),
        Control::Back => "bk".into(),
        Control::Show => "sh".into(),
        Control::RefreshNow(colour) => format!("R{}", colour_code(*colour)),
        Control::Fresh => "fresh".into(),
        Control::Hint => "hint".into(),
    };
    let steps = encode_all(steps);
    match channel {
        None => format!("{PREFIX}{version}:{steps}:{c}"),
        Some(ch) => format!("{PREFIX_ELSEWHERE}{ch}:{version}:{steps}:{c}"),
    }
}

pub fn parse_panel_id(id: &str) -> Option<PanelId> {
    let (channel, rest) = match id.strip_prefix(PREFIX) {
        Some(rest) => (None, rest),
        None => {
            let (ch, rest) = id.strip_prefix(PREFIX_ELSEWHERE)?.split_once(':')?;
            (Some(ch.parse().ok()?), rest)
        }
    };
    let mut parts = rest.splitn(3, ':');
    let version = parts.next()?.parse().ok()?;
    let steps = decode_all(parts.next()?)?;
    let control = match parts.next()? {
        "ok" => Control::Confirm,
        "bk" => Control::Back,
        "sh" => Control::Show,
        "fresh" => Control::Fresh,
        "hint" => Control::Hint,
        c if c.len() == 1 && "ndprt".contains(c) => Control::Select(c.chars().next()?),
        c => Control::RefreshNow(colour_of(c.strip_prefix('R')?.chars().next()?)?),
    };
    Some(PanelId {
        channel,
        version,
        steps,
        control,
    })
}

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
                encode(&c.action),
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
    let Some(panel) = &reply.panel else {
        return Vec::new();
    };
    let version = reply.version.unwrap_or(0);
    let steps = &panel.steps;
    let id = |control: Control| panel_id_in(channel, version, steps, &control);
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
        PanelState::Stale => vec![fresh_row(lang, channel)],
        PanelState::NotYourTurn | PanelState::Done => Vec::new(),
    }
}

/// A row with the button that opens a fresh panel.
pub fn fresh_row(lang: Lang, channel: Option<u64>) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![button(
        panel_id_in(channel, 0, &[], &Control::Fresh),
        say(lang, &Msg::ButtonFreshPanel),
        serenity::ButtonStyle::Primary,
    )])
}

/// The question before a refresh (it cannot be planned: it reveals tiles, so it is played at
/// once with the steps before it): Refresh now, or Back to the panel.
pub fn refresh_question(
    channel: Option<u64>,
    version: u64,
    steps: &[Action],
    colour: Colour,
    lang: Lang,
) -> (String, Vec<serenity::CreateActionRow>) {
    let text = say(lang, &Msg::RefreshWarning { colour });
    let row = serenity::CreateActionRow::Buttons(vec![
        button(
            panel_id_in(channel, version, steps, &Control::RefreshNow(colour)),
            say(lang, &Msg::ButtonRefreshNow),
            serenity::ButtonStyle::Danger,
        ),
        button(
            panel_id_in(channel, version, steps, &Control::Show),
            say(lang, &Msg::ButtonBack),
            serenity::ButtonStyle::Secondary,
        ),
    ]);
    (text, vec![row])
}

/// The button of the public turn message.
pub fn take_turn_row(lang: Lang) -> serenity::CreateActionRow {
    serenity::CreateActionRow::Buttons(vec![button(
        TAKE_TURN.into(),
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
        Pages::Results => RESULTS_PREFIX,
        Pages::MyGames => MY_GAMES_PREFIX,
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
                            format!("{PLAY_PREFIX}{}", b.channel.0),
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
    let id = format!("{PIAZZA_PREFIX}{}:{}:{}", c.game, c.version, c.words);
    Some(serenity::CreateActionRow::Buttons(vec![button(
        id,
        say(lang, &Msg::ButtonConfirm),
        serenity::ButtonStyle::Success,
    )]))
}

/// The game, the move number and the move's words a Piazza Confirm button carries.
pub fn parse_piazza_id(id: &str) -> Option<(i64, u64, &str)> {
    let (game, rest) = id.strip_prefix(PIAZZA_PREFIX)?.split_once(':')?;
    let (version, words) = rest.split_once(':')?;
    Some((game.parse().ok()?, version.parse().ok()?, words))
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn steps_survive_their_code() {
        let steps = vec![
            Action::Nudge {
                space: Space::number(3).unwrap(),
                colour: Colour::Yellow,
            },
            Action::Nudge {
                space: Space::number(6).unwrap(),
                colour: Colour::Black,
            },
            Action::Declare {
                space: Space::number(1).unwrap(),
                colour: Colour::Green,
            },
            Action::Place {
                symbol: Symbol::Bonus,
                square: "E5".parse().unwrap(),
            },
        ];
        let code = encode_all(&steps);
        assert_eq!(code, "n3Yn6Kd1GpOE5");
        assert_eq!(decode_all(&code), Some(steps.clone()));
        let id = panel_id(42, &steps, &Control::Confirm);
        assert!(id.len() <= 100);
        assert_eq!(
            parse_panel_id(&id),
            Some(PanelId {
                channel: None,
                version: 42,
                steps: steps.clone(),
                control: Control::Confirm
            })
        );
        // Shown in another channel: the game's channel travels too, still within 100.
        let id = panel_id_in(Some(u64::MAX), 42, &steps, &Control::Confirm);
        assert!(id.len() <= 100, "{id}");
        assert_eq!(parse_panel_id(&id).and_then(|p| p.channel), Some(u64::MAX));
        assert_eq!(
            parse_panel_id("cp:7:rB:RB").map(|p| p.control),
            Some(Control::RefreshNow(Colour::Blue))
        );
        for bad in [
            "cp:x::ok",
            "cp:1:n9Y:ok",
            "cp:1:pZC3:ok",
            "cp:1::zz",
            "calcada:1",
            "cq:x:1::ok",
            "cq:12:",
        ] {
            assert_eq!(parse_panel_id(bad), None, "{bad}");
        }
    }
}
