//! Controls as data: rows of buttons, or a select, that a reply (or a notice) carries for the
//! transport to render and hand back when clicked ([`crate::Command::Click`]). Nothing here
//! knows a game: the ids are made and read by the service (`ids.rs`), the labels are already
//! in the caller's language. [`fit`] keeps every reply within Discord's limits, in one place.

use serde::Serialize;

/// At most this many rows under a message.
pub const MAX_ROWS: usize = 5;
/// At most this many buttons in a row.
pub const MAX_BUTTONS: usize = 5;
/// At most this many options in a select.
pub const MAX_OPTIONS: usize = 25;
/// A control's id, a select option's value, label and description: at most this many
/// characters.
pub const MAX_ID: usize = 100;
/// A button's label: at most this many characters.
pub const MAX_LABEL: usize = 80;
/// A select's placeholder: at most this many characters.
pub const MAX_PLACEHOLDER: usize = 150;

/// How a button looks.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Style {
    Primary,
    Secondary,
    Success,
    Danger,
}

/// A button: pressed, it hands its id back.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Button {
    pub id: String,
    pub label: String,
    pub style: Style,
    pub disabled: bool,
}

impl Button {
    pub fn new(id: impl Into<String>, label: impl Into<String>, style: Style) -> Button {
        Button {
            id: id.into(),
            label: label.into(),
            style,
            disabled: false,
        }
    }

    pub fn disabled(mut self, disabled: bool) -> Button {
        self.disabled = disabled;
        self
    }
}

/// One option of a select: chosen, its value is handed back with the select's id.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SelectOption {
    pub label: String,
    pub value: String,
    pub description: Option<String>,
    pub default: bool,
}

impl SelectOption {
    pub fn new(label: impl Into<String>, value: impl Into<String>) -> SelectOption {
        SelectOption {
            label: label.into(),
            value: value.into(),
            description: None,
            default: false,
        }
    }
}

/// A select (one choice among its options).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct Select {
    pub id: String,
    pub placeholder: String,
    pub options: Vec<SelectOption>,
}

/// A row of controls: buttons side by side, or one select.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
#[serde(rename_all = "snake_case")]
pub enum Row {
    Buttons(Vec<Button>),
    Select(Select),
}

impl Row {
    /// A select of `options`, or nothing if there are none (a select needs one).
    pub fn select(
        id: impl Into<String>,
        placeholder: impl Into<String>,
        options: Vec<SelectOption>,
    ) -> Option<Row> {
        (!options.is_empty()).then(|| {
            Row::Select(Select {
                id: id.into(),
                placeholder: placeholder.into(),
                options,
            })
        })
    }
}

/// `text` cut to `max` characters (an ellipsis last when cut).
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut out: String = text.chars().take(max.saturating_sub(1)).collect();
    out.push('…');
    out
}

/// `rows` within the transport's limits: at most [`MAX_ROWS`] rows of at most
/// [`MAX_BUTTONS`] buttons (the rest split into rows of their own while rows are left), at
/// most [`MAX_OPTIONS`] options a select; labels, placeholders and descriptions clipped. A
/// control whose id (or an option whose value) is too long is a bug of its maker: it is
/// dropped (and logged) rather than refused by the transport with the whole reply; so is an
/// empty row.
pub fn fit(rows: Vec<Row>) -> Vec<Row> {
    let id_ok = |id: &str, what: &str| {
        let ok = !id.is_empty() && id.chars().count() <= MAX_ID;
        if !ok {
            tracing::error!(id, what, "a control's id is empty or too long: dropped");
        }
        ok
    };
    let mut out = Vec::new();
    for row in rows {
        match row {
            Row::Buttons(buttons) => {
                let buttons: Vec<Button> = buttons
                    .into_iter()
                    .filter(|b| id_ok(&b.id, "button"))
                    .map(|b| Button {
                        label: clip(&b.label, MAX_LABEL),
                        ..b
                    })
                    .collect();
                for chunk in buttons.chunks(MAX_BUTTONS) {
                    out.push(Row::Buttons(chunk.to_vec()));
                }
            }
            Row::Select(s) => {
                if !id_ok(&s.id, "select") {
                    continue;
                }
                let options: Vec<SelectOption> = s
                    .options
                    .into_iter()
                    .filter(|o| id_ok(&o.value, "option"))
                    .take(MAX_OPTIONS)
                    .map(|o| SelectOption {
                        label: clip(&o.label, MAX_ID),
                        description: o.description.map(|d| clip(&d, MAX_ID)),
                        ..o
                    })
                    .collect();
                if !options.is_empty() {
                    out.push(Row::Select(Select {
                        placeholder: clip(&s.placeholder, MAX_PLACEHOLDER),
                        options,
                        ..s
                    }));
                }
            }
        }
    }
    out.truncate(MAX_ROWS);
    out
}

#[cfg(test)]
mod tests {
    use super::*;

    fn button(i: usize) -> Button {
        Button::new(format!("b{i}"), "x".repeat(200), Style::Primary)
    }

    #[test]
    fn controls_are_fitted_to_the_transports_limits() {
        let options = (0..40)
            .map(|i| SelectOption {
                description: Some("d".repeat(300)),
                ..SelectOption::new("o".repeat(300), format!("v{i}"))
            })
            .collect();
        let rows = vec![
            Row::Buttons((0..7).map(button).collect()),
            Row::select("s", "p".repeat(400), options).unwrap(),
            Row::Buttons(vec![Button::new("i".repeat(101), "long id", Style::Danger)]),
            Row::Buttons(vec![button(8)]),
            Row::Buttons(vec![button(9)]),
            Row::Buttons(vec![button(10)]),
        ];
        let fitted = fit(rows);
        assert_eq!(fitted.len(), MAX_ROWS);
        let Row::Buttons(first) = &fitted[0] else {
            panic!("{fitted:?}")
        };
        assert_eq!(first.len(), MAX_BUTTONS);
        assert!(first.iter().all(|b| b.label.chars().count() == MAX_LABEL));
        // The two buttons past five make a row of their own.
        assert!(matches!(&fitted[1], Row::Buttons(b) if b.len() == 2 && b[0].id == "b5"));
        let Row::Select(select) = &fitted[2] else {
            panic!("{fitted:?}")
        };
        assert_eq!(select.options.len(), MAX_OPTIONS);
        assert_eq!(select.placeholder.chars().count(), MAX_PLACEHOLDER);
        assert!(select
            .options
            .iter()
            .all(|o| o.label.chars().count() == MAX_ID
                && o.description.as_ref().unwrap().chars().count() == MAX_ID));
        // The button with a too long id is dropped, its empty row too; the last row is cut.
        assert!(matches!(&fitted[3], Row::Buttons(b) if b[0].id == "b8"));
        assert!(matches!(&fitted[4], Row::Buttons(b) if b[0].id == "b9"));
        assert_eq!(Row::select("s", "p", Vec::new()), None);
        assert_eq!(clip("abc", 3), "abc");
        assert_eq!(clip("abcd", 3), "ab…");
    }
}
