//! The ids of Calçada's turn panel: `cp:<game>:<move number>:<steps>:<control>`, and
//! `cq:<channel>:<game>:<move number>:<steps>:<control>` for a panel shown in another channel
//! than its game's (opened from `my games`). Their numbers are in base 36, so that the
//! longest (16 planned steps, every number at its largest) stays within Discord's 100
//! characters; the steps are in the actions' notation (`Action`'s `Display`), one after the
//! other. Each id carries the state a click needs: the bot keeps nothing between clicks.

use crate::controls::ids::{b36, parse_b36, parse_game, PANEL, PANEL_ELSEWHERE};
use calcada_rules::{Action, Colour, Symbol};

/// One step in code, the actions' notation: `n3Y` nudge space 3 yellow, `d5K` declare
/// space 5 black, `pSC3` place a star on C3, `rB` refresh blue.
pub fn encode(a: &Action) -> String {
    a.to_string()
}

/// Steps in code, one after the other.
pub fn encode_all(steps: &[Action]) -> String {
    steps.iter().map(encode).collect()
}

/// Steps back from their code; `None` for anything that is not a turn's steps (a departure
/// is none).
pub fn decode_all(code: &str) -> Option<Vec<Action>> {
    calcada_rules::parse_steps(code).filter(|steps| !steps.contains(&Action::Leave))
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

impl Control {
    fn code(&self) -> String {
        match self {
            Control::Select(k) => k.to_string(),
            Control::Confirm => "ok".into(),
            Control::Back => "bk".into(),
            Control::Show => "sh".into(),
            Control::RefreshNow(colour) => format!("R{}", colour.letter()),
            Control::Fresh => "fresh".into(),
            Control::Hint => "hint".into(),
        }
    }

    fn of(code: &str) -> Option<Control> {
        Some(match code {
            "ok" => Control::Confirm,
            "bk" => Control::Back,
            "sh" => Control::Show,
            "fresh" => Control::Fresh,
            "hint" => Control::Hint,
            c if c.len() == 1 && "ndprt".contains(c) => Control::Select(c.chars().next()?),
            c => {
                let mut rest = c.strip_prefix('R')?.chars();
                let colour = Colour::from_letter(rest.next()?)?;
                rest.next()
                    .is_none()
                    .then_some(Control::RefreshNow(colour))?
            }
        })
    }
}

/// The tile symbol of a one-letter code (a tile select's value).
pub fn symbol_of(ch: char) -> Option<Symbol> {
    Symbol::from_code(ch)
}

/// The game a panel acts on: its number, the move number the panel was made for, and where
/// the game is played when the panel is shown in another channel.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub struct PanelAt {
    pub channel: Option<u64>,
    pub game: i64,
    pub version: u64,
}

/// A panel control's custom id, read back.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PanelId {
    pub at: PanelAt,
    pub steps: Vec<Action>,
    pub control: Control,
}

/// A panel control's custom id.
pub fn panel_id(at: PanelAt, steps: &[Action], control: &Control) -> String {
    let (game, version) = (b36(at.game.max(0) as u64), b36(at.version));
    let (steps, control) = (encode_all(steps), control.code());
    match at.channel {
        None => format!("{PANEL}{game}:{version}:{steps}:{control}"),
        Some(ch) => format!(
            "{PANEL_ELSEWHERE}{}:{game}:{version}:{steps}:{control}",
            b36(ch)
        ),
    }
}

/// A panel control's custom id read back; `None` for anything else (an older format too).
pub fn parse_panel_id(id: &str) -> Option<PanelId> {
    let (channel, rest) = match id.strip_prefix(PANEL) {
        Some(rest) => (None, rest),
        None => {
            let (ch, rest) = id.strip_prefix(PANEL_ELSEWHERE)?.split_once(':')?;
            (Some(parse_b36(ch)?), rest)
        }
    };
    let parts: Vec<&str> = rest.split(':').collect();
    let [game, version, steps, control] = parts[..] else {
        return None;
    };
    let at = PanelAt {
        channel,
        game: parse_game(game, 36)?,
        version: parse_b36(version)?,
    };
    Some(PanelId {
        at,
        steps: decode_all(steps)?,
        control: Control::of(control)?,
    })
}

#[cfg(test)]
#[path = "ids_tests.rs"]
mod tests;
