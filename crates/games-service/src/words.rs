//! The terminal's command language (`calcada local`): `join`, `Ana: board`, `move NOTATION`...
//! Text is parsed into a [`Command`] here (syntax, with a typed [`LineError`] for text that
//! is no command); the service then checks it against the game (rules). A game's own verbs
//! (`declare 3 yellow`) are read by its plugin (`GamePlugin::read_words`) into a move in its
//! notation.

use super::request::{Command, MadeFor, Ranking, Whom};
use super::{GameKind, Registry};
use game_kit::BotLevel;
use games_messages::Lang;

#[path = "words_error.rs"]
mod error;
pub use error::{LineError, Needed, NumberOf};

/// One parsed line: who acts (if the line names them) and what.
#[derive(Debug, PartialEq, Eq)]
pub enum Line {
    Empty,
    Quit,
    Become(String),
    Run(Option<String>, Command),
    /// Planning a turn (the terminal's panel): nothing is played until `confirm`.
    Plan(Option<String>, Plan),
}

/// A step of planning a turn in the terminal.
#[derive(Debug, PartialEq, Eq)]
pub enum Plan {
    /// `turn`: show the plan so far (the panel).
    Show,
    /// `try ACTION`: add a step (in its game's notation) to the plan and preview it; the
    /// game whose verb it was (`None`: `try move NOTATION`, any game's).
    Add(Option<GameKind>, String),
    /// `back`: drop the last planned step.
    Back,
    /// `confirm`: play the planned steps.
    Confirm,
}

/// The words of a command after its verb, taken one by one; whatever is left at the end is
/// refused (`place star C3 extra` places nothing). A game's terminal verbs
/// ([`GamePlugin::read_words`](crate::GamePlugin::read_words)) read their words with it.
pub struct Words<'a> {
    rest: std::slice::Iter<'a, &'a str>,
}

impl<'a> Words<'a> {
    /// The words after a verb.
    pub fn new(words: &'a [&'a str]) -> Words<'a> {
        Words { rest: words.iter() }
    }
    /// The next word, or the refusal saying what is missing (`needed`).
    pub fn next(&mut self, needed: Needed) -> Result<&'a str, LineError> {
        self.rest.next().copied().ok_or(LineError::Missing(needed))
    }
    /// The next word, if there is one.
    pub fn optional(&mut self) -> Option<&'a str> {
        self.rest.next().copied()
    }
    /// All that is left, as one name ("Ana Maria").
    fn rest_joined(&mut self) -> String {
        self.rest.by_ref().copied().collect::<Vec<_>>().join(" ")
    }
    /// Nothing left, or the refusal quoting what was left over.
    pub fn end(mut self) -> Result<(), LineError> {
        match self.rest.next() {
            None => Ok(()),
            Some(first) => {
                let extra: Vec<&str> = std::iter::once(*first).chain(self.rest.copied()).collect();
                Err(LineError::Trailing(extra.join(" ")))
            }
        }
    }
}

/// A page number as typed (1-based; none: the first) as the service counts pages (0-based).
fn page(text: Option<&str>) -> Result<usize, LineError> {
    Ok(text
        .map(|n| number::<usize>(n, NumberOf::Moves))
        .transpose()?
        .map_or(0, |p| p.saturating_sub(1)))
}

fn number<T: std::str::FromStr>(text: &str, of: NumberOf) -> Result<T, LineError> {
    text.parse().map_err(|_| LineError::NotANumber {
        text: text.to_string(),
        of,
    })
}

fn bot_kind(text: &str) -> Result<BotLevel, LineError> {
    text.parse()
        .map_err(|_| LineError::UnknownBot(text.to_string()))
}

/// Parses a line of the command language (the same words as the Discord commands).
/// One line read, with `games`' own verbs.
pub fn parse_line(games: &Registry, line: &str) -> Result<Line, LineError> {
    let line = line.trim();
    if line.is_empty() || line.starts_with('#') {
        return Ok(Line::Empty);
    }
    // Commands contain no ':' before a game's notation (`move red-star:h7`), so
    // "NAME: command" names who acts.
    let (who, rest) = match line.split_once(':') {
        Some((who, rest)) if !who.trim().is_empty() && !is_move(who) => {
            (Some(who.trim().to_string()), rest.trim())
        }
        _ => (None, line),
    };
    let all: Vec<&str> = rest.split_whitespace().collect();
    let Some((&first, after)) = all.split_first() else {
        return Ok(Line::Empty);
    };
    let verb = first.to_lowercase();
    let mut w = Words { rest: after.iter() };
    let command = match verb.as_str() {
        "quit" | "exit" => {
            w.end()?;
            return Ok(Line::Quit);
        }
        "as" => {
            let name = w.rest_joined();
            if name.is_empty() {
                return Err(LineError::Missing(Needed::Name));
            }
            return Ok(Line::Become(name));
        }
        "turn" | "back" | "confirm" => {
            w.end()?;
            let plan = match verb.as_str() {
                "turn" => Plan::Show,
                "back" => Plan::Back,
                _ => Plan::Confirm,
            };
            return Ok(Line::Plan(who, plan));
        }
        "try" => {
            let rest: Vec<&str> = w.rest.by_ref().copied().collect();
            let Some((verb, words)) = rest.split_first() else {
                return Err(LineError::Missing(Needed::Move));
            };
            let verb = verb.to_lowercase();
            if verb == "move" && !words.is_empty() {
                return Ok(Line::Plan(who, Plan::Add(None, words.join(" "))));
            }
            return match games.read_words(&verb, words) {
                Some(step) => {
                    let (kind, step) = step?;
                    Ok(Line::Plan(who, Plan::Add(Some(kind), step)))
                }
                None => Err(LineError::Unknown(rest.join(" "))),
            };
        }
        "results" => Command::Results {
            page: page(w.optional())?,
        },
        "help" => Command::Help,
        "rules" => Command::Rules,
        "new" => return Ok(Line::Run(who, parse_new(&mut w)?)),
        "join" => Command::Join,
        "leave" => Command::Leave,
        "start" => Command::Start,
        "bot" => Command::AddBot {
            kind: w.optional().map_or(Ok(BotLevel::Normal), bot_kind)?,
        },
        "board" => {
            let name = w.rest_joined();
            Command::Board {
                whom: if name.is_empty() {
                    Whom::Me
                } else {
                    Whom::Named(name)
                },
            }
        }
        "table" => Command::Table,
        // Any game's move in its notation, read by the game (as the generic `/calcada move`).
        "move" => {
            let text = w.rest_joined();
            if text.is_empty() {
                return Err(LineError::Missing(Needed::Move));
            }
            Command::Move {
                text,
                version: None,
                made_for: MadeFor::Now,
                confirmed: false,
            }
        }
        "status" => Command::Status,
        "history" => Command::History {
            last: w
                .optional()
                .map(|n| number(n, NumberOf::Moves))
                .transpose()?,
        },
        "options" => Command::Options,
        "hint" => Command::Hint,
        // `back` is the panel's; in the terminal, `away off` ends time away.
        "away" => match w.next(Needed::Date)? {
            off if off.eq_ignore_ascii_case("off") => Command::Back,
            until => Command::Away {
                until: until.to_string(),
            },
        },
        "settings" => Command::Settings(parse_settings(&mut w)?),
        "leaderboard" => Command::Leaderboard {
            by: match w.optional().map(str::to_lowercase).as_deref() {
                None | Some("rating") => Ranking::Rating,
                Some("speed") => Ranking::Speed,
                Some(other) => return Err(LineError::Unknown(format!("leaderboard {other}"))),
            },
            game: None,
        },
        "games" => Command::MyGames {
            page: page(w.optional())?,
        },
        "stats" => Command::Stats {
            user: None,
            game: None,
        },
        "record" => Command::Record {
            game: w
                .optional()
                .map(|n| number::<i64>(n.trim_start_matches('#'), NumberOf::Moves))
                .transpose()?,
        },
        // `replay [N] [#GAME]`: turn N (0, the start, by default) of the channel's game or
        // of game GAME.
        "replay" => {
            let (mut game, mut turn) = (None, None);
            while let Some(word) = w.optional() {
                match word.strip_prefix('#') {
                    Some(n) if game.is_none() => game = Some(number::<i64>(n, NumberOf::Moves)?),
                    None if turn.is_none() => turn = Some(number::<usize>(word, NumberOf::Moves)?),
                    _ => return Err(LineError::Trailing(word.to_string())),
                }
            }
            Command::Replay { game, turn }
        }
        "language" => Command::SetLanguage {
            lang: language(w.next(Needed::Language)?)?,
        },
        "end" => Command::End,
        "list" => Command::List,
        "notify" => match w.next(Needed::NotifyWhere)?.to_lowercase().as_str() {
            "dm" => Command::Notify { dm: true },
            "channel" => Command::Notify { dm: false },
            other => return Err(LineError::NotifyWhere(other.to_string())),
        },
        "awaydays" => Command::SetAwayDays {
            days: number(w.next(Needed::Hours)?, NumberOf::Moves)?,
        },
        "pause" => Command::Pause,
        "resume" => Command::Resume,
        "lobbydays" => Command::SetLobbyDays {
            days: number(w.next(Needed::Hours)?, NumberOf::Moves)?,
        },
        "reminder" => Command::SetReminder {
            hours: number(w.next(Needed::Hours)?, NumberOf::Hours)?,
        },
        "replace" => {
            let name = w.rest_joined();
            if name.is_empty() {
                return Err(LineError::Missing(Needed::Name));
            }
            Command::ReplaceWithBot {
                whom: Whom::Named(name),
                kind: None,
            }
        }
        // A game's own verb: its move, in its notation, for a channel playing that game.
        other => {
            let rest: Vec<&str> = w.rest.by_ref().copied().collect();
            let Some(read) = games.read_words(other, &rest) else {
                return Err(LineError::Unknown(other.to_string()));
            };
            let (kind, text) = read?;
            let made_for = MadeFor::Kind(kind);
            return Ok(Line::Run(
                who,
                Command::Move {
                    text,
                    version: None,
                    made_for,
                    confirmed: false,
                },
            ));
        }
    };
    w.end()?;
    Ok(Line::Run(who, command))
}

/// `settings [zone NAME] [quiet 22:00-08:00|off] [notify channel|dm|both] [reminder H]`.
fn parse_settings(w: &mut Words<'_>) -> Result<crate::SettingsChange, LineError> {
    let mut change = crate::SettingsChange::default();
    while let Some(key) = w.optional() {
        let value = w
            .optional()
            .ok_or_else(|| LineError::MissingValue(key.to_string()))?;
        match key.to_lowercase().as_str() {
            "zone" | "tz" => change.time_zone = Some(value.to_string()),
            "quiet" => change.quiet = Some(value.to_string()),
            "notify" => {
                change.notify = Some(
                    games_store::Notify::from_key(&value.to_lowercase())
                        .ok_or_else(|| LineError::NotifyWhere(value.to_string()))?,
                )
            }
            "reminder" => change.reminder_hours = Some(number(value, NumberOf::Hours)?),
            _ => return Err(LineError::UnknownOption(key.to_string())),
        }
    }
    Ok(change)
}

/// One of our languages by its code (`de`) or a locale (`de-AT`).
fn language(text: &str) -> Result<Lang, LineError> {
    Lang::supported(text).ok_or_else(|| LineError::UnknownLanguage(text.to_string()))
}

const NEW_OPTIONS: [&str; 12] = [
    "side",
    "board",
    "players",
    "bots",
    "reminder",
    "takeover",
    "language",
    "hints",
    "standin",
    "clock",
    "bonus",
    "clockquiet",
];

/// `on`/`yes` or `off`/`no`.
fn on_off(value: &str) -> Result<bool, LineError> {
    match value.to_lowercase().as_str() {
        "on" | "yes" => Ok(true),
        "off" | "no" => Ok(false),
        _ => Err(LineError::OnOff(value.to_string())),
    }
}

/// Whether `text` starts with the verb `move`: what follows is a game's notation, which may
/// hold a ':'.
fn is_move(text: &str) -> bool {
    text.split_whitespace()
        .next()
        .is_some_and(|verb| verb.eq_ignore_ascii_case("move"))
}

/// `new [side A|B] [players N] [bots K,...] [reminder H] [takeover N] [language L]
/// [hints on|off] [standin K] [clock DAYS] [bonus HOURS] [clockquiet on|off]`.
fn parse_new(w: &mut Words<'_>) -> Result<Command, LineError> {
    let (mut board, mut max, mut bots, mut reminder, mut takeover) =
        (None, None, Vec::new(), None, None);
    let (mut lang, mut hints, mut stand_in) = (None, None, None);
    let mut clock = super::request::ClockChoice::default();
    while let Some(key) = w.optional() {
        let lower = key.to_lowercase();
        if !NEW_OPTIONS.contains(&lower.as_str()) {
            return Err(LineError::UnknownOption(key.to_string()));
        }
        let value = w
            .optional()
            .ok_or_else(|| LineError::MissingValue(key.to_string()))?;
        match lower.as_str() {
            "side" | "board" => board = Some(value.to_string()),
            "players" => max = Some(number(value, NumberOf::Players)?),
            "bots" => {
                bots = value
                    .split(',')
                    .filter(|b| !b.is_empty())
                    .map(bot_kind)
                    .collect::<Result<_, _>>()?
            }
            "reminder" => reminder = Some(number(value, NumberOf::Hours)?),
            "language" => lang = Some(language(value)?),
            "standin" => stand_in = Some(bot_kind(value)?),
            "hints" => hints = Some(on_off(value)?),
            "clock" => clock.days = Some(number(value, NumberOf::Moves)?),
            "bonus" => clock.bonus_hours = Some(number(value, NumberOf::Hours)?),
            "clockquiet" => clock.pauses_for_quiet = Some(on_off(value)?),
            _ => takeover = Some(number(value, NumberOf::Reminders)?),
        }
    }
    Ok(Command::NewGame {
        game: None,
        board,
        max_players: max,
        bots,
        reminder_hours: reminder,
        bot_takes_over_after: takeover,
        lang,
        hints,
        stand_in,
        clock,
    })
}

#[cfg(test)]
#[path = "words_tests.rs"]
mod tests;
