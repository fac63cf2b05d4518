//! The service's controls in the terminal: every enabled button and every option of a select
//! is printed with a number; typing that number (`3`, or `Ana: 3`) clicks it, as a
//! [`Command::Click`] with the control's id (and the option's value). The terminal reads
//! nothing in an id: the service made it and reads it back.

use games_messages::{say, Lang, Msg};
use games_service::controls::kit::Row;
use games_service::Command;
use std::collections::HashMap;
use std::sync::Mutex;

/// What a number stands for: a control's id, and the value of the option chosen.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Clickable {
    pub id: String,
    pub value: Option<String>,
}

impl Clickable {
    /// The click it makes.
    pub fn command(&self) -> Command {
        Command::Click {
            id: self.id.clone(),
            values: self.value.iter().cloned().collect(),
        }
    }
}

/// `rows` as numbered lines (disabled buttons are left out: they do nothing), and what each
/// number clicks (number `n` is `clickables[n - 1]`).
pub fn numbered(lang: Lang, rows: &[Row]) -> (Vec<String>, Vec<Clickable>) {
    let (mut lines, mut clickables) = (Vec::new(), Vec::new());
    let mut push = |label: &str, clickable: Clickable, lines: &mut Vec<String>| {
        clickables.push(clickable);
        let (number, label) = (clickables.len(), label.to_string());
        lines.push(say(lang, &Msg::LocalControl { number, label }));
    };
    for row in rows {
        match row {
            Row::Buttons(buttons) => {
                for b in buttons.iter().filter(|b| !b.disabled) {
                    let clickable = Clickable {
                        id: b.id.clone(),
                        value: None,
                    };
                    push(&b.label, clickable, &mut lines);
                }
            }
            Row::Select(s) => {
                let placeholder = s.placeholder.clone();
                lines.push(say(lang, &Msg::LocalSelect { placeholder }));
                for o in &s.options {
                    let clickable = Clickable {
                        id: s.id.clone(),
                        value: Some(o.value.clone()),
                    };
                    push(&o.label, clickable, &mut lines);
                }
            }
        }
    }
    (lines, clickables)
}

/// The number a line types, if it is only a number (after an optional `NAME:`), with the
/// name.
pub fn typed_number(line: &str) -> Option<(Option<&str>, usize)> {
    let (who, rest) = match line.split_once(':') {
        Some((who, rest)) => (Some(who.trim()), rest),
        None => (None, line),
    };
    let rest = rest.trim();
    if rest.is_empty() || !rest.bytes().all(|b| b.is_ascii_digit()) {
        return None;
    }
    Some((who.filter(|w| !w.is_empty()), rest.parse().ok()?))
}

/// The controls last shown to each name (lower-cased): what their numbers click.
#[derive(Default)]
pub struct Shown(Mutex<HashMap<String, Vec<Clickable>>>);

impl Shown {
    /// `name`'s numbers are `clickables` from now on (a reply without controls leaves the
    /// last ones: a refusal does not take the panel's numbers away).
    pub fn set(&self, name: &str, clickables: Vec<Clickable>) {
        if clickables.is_empty() {
            return;
        }
        let mut shown = self.0.lock().unwrap_or_else(|e| e.into_inner());
        shown.insert(name.to_lowercase(), clickables);
    }

    /// What number `n` clicks for `name`.
    pub fn get(&self, name: &str, n: usize) -> Option<Clickable> {
        let shown = self.0.lock().unwrap_or_else(|e| e.into_inner());
        shown
            .get(&name.to_lowercase())?
            .get(n.checked_sub(1)?)
            .cloned()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games_service::controls::kit::{Button, SelectOption, Style};

    #[test]
    fn buttons_and_options_are_numbered_in_order_and_disabled_buttons_skipped() {
        let rows = vec![
            Row::select(
                "sel",
                "Place a tile",
                vec![
                    SelectOption::new("Star on C3", "pSC3"),
                    SelectOption::new("Fish on A1", "pFA1"),
                ],
            )
            .unwrap(),
            Row::Buttons(vec![
                Button::new("ok", "Confirm", Style::Success),
                Button::new("back", "Back", Style::Secondary).disabled(true),
                Button::new("hint", "Suggest", Style::Secondary),
            ]),
        ];
        let (lines, clickables) = numbered(Lang::En, &rows);
        assert_eq!(
            lines,
            [
                "  Place a tile:",
                "  [1] Star on C3",
                "  [2] Fish on A1",
                "  [3] Confirm",
                "  [4] Suggest"
            ]
        );
        assert_eq!(
            clickables[1].command(),
            Command::Click {
                id: "sel".into(),
                values: vec!["pFA1".into()]
            }
        );
        assert_eq!(
            clickables[3].command(),
            Command::Click {
                id: "hint".into(),
                values: vec![]
            }
        );
        let shown = Shown::default();
        shown.set("Ana", clickables);
        assert_eq!(shown.get("ana", 3).unwrap().id, "ok");
        assert_eq!(shown.get("Ana", 0), None);
        assert_eq!(shown.get("Ana", 5), None);
        assert_eq!(shown.get("Bruno", 1), None);
    }

    #[test]
    fn only_a_bare_number_is_a_click() {
        assert_eq!(typed_number("3"), Some((None, 3)));
        assert_eq!(typed_number(" Ana: 12 \n"), Some((Some("Ana"), 12)));
        assert_eq!(typed_number("Ana: place star C3"), None);
        assert_eq!(typed_number("replay 3"), None);
        assert_eq!(typed_number("Ana:"), None);
        assert_eq!(typed_number("-1"), None);
    }
}
