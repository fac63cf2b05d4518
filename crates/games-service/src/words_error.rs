//! Why a line of words is no command: a typed [`LineError`] and the message it is said as.

use games_messages::{Msg, Quote};

/// What a command still needed.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Needed {
    Space,
    Colour,
    Tile,
    Square,
    Name,
    NotifyWhere,
    Hours,
    Language,
    Date,
    /// A move in the game's notation (`move`).
    Move,
}

/// What a number was meant to count.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum NumberOf {
    Players,
    Hours,
    Reminders,
    Moves,
}

/// Why a line is not a command.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum LineError {
    Unknown(String),
    Missing(Needed),
    /// `new` options come in pairs: this one has no value.
    MissingValue(String),
    /// A word the game does not read (a colour, a square...), as its message says.
    NotRead(Box<Msg>),
    NotANumber {
        text: String,
        of: NumberOf,
    },
    UnknownOption(String),
    UnknownBot(String),
    NotifyWhere(String),
    /// Not one of our languages' codes.
    UnknownLanguage(String),
    /// `hints` takes on or off.
    OnOff(String),
    /// Words after a complete command.
    Trailing(String),
}

impl LineError {
    /// The explanation for the user.
    pub fn msg(&self) -> Msg {
        let q = Quote::new;
        let inner = match self {
            LineError::Unknown(w) => Msg::LineUnknown { word: q(w) },
            LineError::Missing(n) => match n {
                Needed::Space => Msg::MissingSpace,
                Needed::Colour => Msg::MissingColour,
                Needed::Tile => Msg::MissingTile,
                Needed::Square => Msg::MissingSquare,
                Needed::Name => Msg::MissingName,
                Needed::NotifyWhere => Msg::MissingNotify,
                Needed::Hours => Msg::MissingHours,
                Needed::Language => Msg::MissingLanguage,
                Needed::Date => Msg::MissingDate,
                Needed::Move => Msg::MissingMove,
            },
            LineError::MissingValue(o) => Msg::MissingValue { option: q(o) },
            LineError::NotRead(msg) => (**msg).clone(),
            LineError::NotANumber { text, of } => {
                let text = q(text);
                match of {
                    NumberOf::Players => Msg::NotPlayerCount { text },
                    NumberOf::Hours => Msg::NotHours { text },
                    NumberOf::Reminders => Msg::NotReminderCount { text },
                    NumberOf::Moves => Msg::NotCount { text },
                }
            }
            LineError::UnknownOption(o) => Msg::UnknownOption { option: q(o) },
            LineError::UnknownBot(b) => Msg::UnknownBot { text: q(b) },
            LineError::NotifyWhere(w) => Msg::NotifyWhere { text: q(w) },
            LineError::UnknownLanguage(w) => Msg::UnknownLanguage { text: q(w) },
            LineError::OnOff(w) => Msg::NotOnOff { text: q(w) },
            LineError::Trailing(w) => Msg::TrailingWords { extra: q(w) },
        };
        Msg::BadLine {
            error: Box::new(inner),
        }
    }
}
