//! The command language in words, shared by `calcada local` and the Discord adapter (for
//! the values of menus): `declare 3 yellow`, `place star C4`, `Ana: join`... Text is parsed
//! into a [`Command`] here (syntax); the service then checks it against the game (rules).

use super::{Command, Whom};
use crate::bots::BotKind;
use crate::engine::{Action, Colour, ParseError, Space, Square, Symbol};
use crate::messages::service::{say, Msg};
use crate::messages::Lang;

/// Why a line is not a command.
#[derive(Debug, PartialEq, Eq)]
pub enum LineError {
    Unknown(String),
    Missing(&'static str),
    Parse(ParseError),
    Bad(String),
}

impl From<ParseError> for LineError {
    fn from(e: ParseError) -> Self {
        LineError::Parse(e)
    }
}

impl LineError {
    /// The explanation for the user.
    pub fn words(&self, lang: Lang) -> String {
        match self {
            LineError::Unknown(w) => say(
                lang,
                &Msg::BadOption {
                    what: format!("{w:?} is not a command; `help` lists them"),
                },
            ),
            LineError::Missing(what) => say(
                lang,
                &Msg::BadOption {
                    what: format!("this command needs {what}"),
                },
            ),
            LineError::Parse(e) => say(
                lang,
                &Msg::BadOption {
                    what: lang.parse_error(e),
                },
            ),
            LineError::Bad(w) => say(lang, &Msg::BadOption { what: w.clone() }),
        }
    }
}

/// One parsed line: who acts (if the line names them) and what.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Empty,
    Quit,
    Become(String),
    Run(Option<String>, Command),
}

fn arg<'a>(words: &[&'a str], i: usize, what: &'static str) -> Result<&'a str, LineError> {
    words.get(i).copied().ok_or(LineError::Missing(what))
}

fn number<T: std::str::FromStr>(text: &str, what: &str) -> Result<T, LineError> {
    text.parse()
        .map_err(|_| LineError::Bad(format!("{text:?} is not a valid {what}")))
}

/// Parses a line of the command language (the same words as the Discord commands).
pub fn parse_line(line: &str) -> Result<Line, LineError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Empty);
    }
    // Commands never contain ':', so "NAME: command" names who acts.
    let (who, rest) = match line.split_once(':') {
        Some((who, rest)) if !who.trim().is_empty() => (Some(who.trim().to_string()), rest.trim()),
        _ => (None, line),
    };
    let words: Vec<&str> = rest.split_whitespace().collect();
    let Some(&first) = words.first() else {
        return Ok(Line::Empty);
    };
    let verb = first.to_lowercase();
    let command = match verb.as_str() {
        "quit" | "exit" => return Ok(Line::Quit),
        "as" => {
            return Ok(Line::Become(words[1..].join(" "))).and_then(|l| match &l {
                Line::Become(n) if n.is_empty() => Err(LineError::Missing("a name")),
                _ => Ok(l),
            })
        }
        "help" => Command::Help,
        "rules" => Command::Rules,
        "new" => {
            let (mut board, mut max, mut bots, mut reminder, mut takeover) =
                (None, None, Vec::new(), None, None);
            let mut i = 1;
            while i < words.len() {
                let key = words[i].to_lowercase();
                let value = arg(&words, i + 1, "a value after each option")?;
                match key.as_str() {
                    "side" | "board" => board = Some(value.to_string()),
                    "players" => max = Some(number(value, "player count")?),
                    "bots" => {
                        bots = value
                            .split(',')
                            .filter(|b| !b.is_empty())
                            .map(|b| b.parse::<BotKind>().map_err(LineError::Bad))
                            .collect::<Result<_, _>>()?
                    }
                    "reminder" => reminder = Some(number(value, "number of hours")?),
                    "takeover" => takeover = Some(number(value, "number of reminders")?),
                    other => {
                        return Err(LineError::Bad(format!(
                            "unknown option {other:?} (side, players, bots, reminder, takeover)"
                        )))
                    }
                }
                i += 2;
            }
            Command::NewGame {
                board,
                max_players: max,
                bots,
                reminder_hours: reminder,
                bot_takes_over_after: takeover,
            }
        }
        "join" => Command::Join,
        "leave" => Command::Leave,
        "start" => Command::Start,
        "bot" => Command::AddBot {
            kind: words
                .get(1)
                .map_or(Ok(BotKind::Greedy), |k| k.parse().map_err(LineError::Bad))?,
        },
        "nudge" | "declare" => {
            let space: Space = arg(&words, 1, "a space (1-6)")?.parse()?;
            let colour: Colour = arg(&words, 2, "a colour")?.parse()?;
            let action = if verb == "nudge" {
                Action::Nudge { space, colour }
            } else {
                Action::Declare { space, colour }
            };
            Command::Act {
                action,
                version: None,
            }
        }
        "refresh" => Command::Act {
            action: Action::Refresh {
                colour: arg(&words, 1, "a colour")?.parse()?,
            },
            version: None,
        },
        "place" => {
            let a = arg(
                &words,
                1,
                "a tile (wave, star, caravel, fish, flower, bonus)",
            )?;
            let b = arg(&words, 2, "a square, like C4")?;
            // Either order: "place star C4" or "place C4 star".
            let (symbol, square): (Symbol, Square) = match a.parse::<Square>() {
                Ok(sq) => (b.parse()?, sq),
                Err(_) => (a.parse()?, b.parse()?),
            };
            Command::Act {
                action: Action::Place { symbol, square },
                version: None,
            }
        }
        "board" => Command::Board {
            whom: if words.len() > 1 {
                Whom::Named(words[1..].join(" "))
            } else {
                Whom::Me
            },
        },
        "table" => Command::Table,
        "status" => Command::Status,
        "history" => Command::History {
            last: words.get(1).map(|n| number(n, "count")).transpose()?,
        },
        "options" => Command::Options,
        "end" => Command::End,
        "list" => Command::List,
        "notify" => match arg(&words, 1, "dm or channel")?.to_lowercase().as_str() {
            "dm" => Command::Notify { dm: true },
            "channel" => Command::Notify { dm: false },
            other => return Err(LineError::Bad(format!("{other:?}: use dm or channel"))),
        },
        "reminder" => Command::SetReminder {
            hours: number(arg(&words, 1, "a number of hours")?, "number of hours")?,
        },
        "replace" => Command::ReplaceWithBot {
            whom: Whom::Named(words[1..].join(" ")),
        },
        other => return Err(LineError::Unknown(other.to_string())),
    };
    Ok(Line::Run(who, command))
}

/// An action in the words of the commands (the inverse of [`parse_line`] for actions).
pub fn action_words(a: &Action) -> String {
    match a {
        Action::Nudge { space, colour } => format!("nudge {space} {}", colour.key()),
        Action::Declare { space, colour } => format!("declare {space} {}", colour.key()),
        Action::Refresh { colour } => format!("refresh {}", colour.key()),
        Action::Place { symbol, square } => format!("place {} {square}", symbol.key()),
        Action::Leave => "leave".into(),
    }
}

/// Parses the words of one game action (`declare 3 yellow`), for menu values.
pub fn parse_action(text: &str) -> Result<Action, LineError> {
    match parse_line(text)? {
        Line::Run(None, Command::Act { action, .. }) => Ok(action),
        _ => Err(LineError::Unknown(text.to_string())),
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::engine::Square;

    fn run(line: &str) -> Command {
        match parse_line(line).unwrap() {
            Line::Run(_, c) => c,
            other => panic!("{other:?}"),
        }
    }

    #[test]
    fn lines_parse_into_commands() {
        assert_eq!(
            run("declare 3 yellow"),
            Command::Act {
                action: Action::Declare {
                    space: Space::number(3).unwrap(),
                    colour: Colour::Yellow
                },
                version: None
            }
        );
        let place = Command::Act {
            action: Action::Place {
                symbol: Symbol::Star,
                square: "C4".parse().unwrap(),
            },
            version: None,
        };
        assert_eq!(run("place star C4"), place);
        assert_eq!(run("place c4 Star"), place);
        assert_eq!(
            parse_line("Ana: join").unwrap(),
            Line::Run(Some("Ana".into()), Command::Join)
        );
        assert_eq!(
            parse_line("as Bruno").unwrap(),
            Line::Become("Bruno".into())
        );
        assert!(matches!(
            run("new side B players 3 bots greedy,random"),
            Command::NewGame {
                max_players: Some(3),
                ..
            }
        ));
        assert_eq!(parse_line("  # comment").unwrap(), Line::Empty);
    }

    #[test]
    fn bad_lines_say_what_is_wrong() {
        assert_eq!(
            parse_line("dance").unwrap_err(),
            LineError::Unknown("dance".into())
        );
        assert_eq!(
            parse_line("declare 3").unwrap_err(),
            LineError::Missing("a colour")
        );
        assert!(matches!(
            parse_line("declare 9 blue").unwrap_err(),
            LineError::Parse(ParseError::Space(_))
        ));
        assert!(matches!(
            parse_line("place star Z9").unwrap_err(),
            LineError::Parse(_)
        ));
        assert!(matches!(
            parse_line("new players x").unwrap_err(),
            LineError::Bad(_)
        ));
        let words = parse_line("declare 9 blue").unwrap_err().words(Lang::En);
        assert!(words.contains("spaces are 1 to 6"), "{words}");
    }

    #[test]
    fn action_words_parse_back() {
        let actions = [
            Action::Nudge {
                space: Space::number(6).unwrap(),
                colour: Colour::Black,
            },
            Action::Declare {
                space: Space::number(1).unwrap(),
                colour: Colour::Green,
            },
            Action::Refresh {
                colour: Colour::Red,
            },
            Action::Place {
                symbol: Symbol::Bonus,
                square: "E5".parse::<Square>().unwrap(),
            },
        ];
        for a in actions {
            assert_eq!(parse_action(&action_words(&a)).unwrap(), a);
        }
        assert!(parse_action("join").is_err());
    }
}
