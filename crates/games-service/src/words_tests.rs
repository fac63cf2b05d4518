//! The command language's tests: every command as typed, and every refusal.

use super::*;
use crate::calcada::words::{action_words, parse_action, slash_move, SlashMove};
use calcada_rules::{Action, Colour, Space, Square, Symbol};
use games_messages::parse_error;

/// A line read with the built-in games' verbs.
fn parse_line(line: &str) -> Result<Line, LineError> {
    super::parse_line(&crate::builtin_games(), line)
}

/// A step as a line of Calçada's verbs is read: its notation, for Calçada's channel.
fn act(action: Action) -> Command {
    Command::Move {
        text: action.to_string(),
        version: None,
        made_for: MadeFor::Kind(crate::CALCADA),
        confirmed: false,
    }
}

#[test]
fn settings_and_time_away_parse_as_typed() {
    let Ok(Line::Run(None, Command::Settings(c))) =
        parse_line("settings zone Europe/Budapest quiet 22-8 notify dm reminder 12")
    else {
        panic!("settings");
    };
    assert_eq!(c.time_zone.as_deref(), Some("Europe/Budapest"));
    assert_eq!(c.quiet.as_deref(), Some("22-8"));
    assert_eq!(c.notify, Some(games_store::Notify::Dm));
    assert_eq!(c.reminder_hours, Some(12));
    assert!(matches!(
        parse_line("away off"),
        Ok(Line::Run(None, Command::Back))
    ));
    assert!(matches!(
        parse_line("Ana: away 2026-12-24"),
        Ok(Line::Run(Some(_), Command::Away { .. }))
    ));
    assert!(parse_line("settings colour red").is_err());
}

use games_messages::{say, Lang};

/// A sentence that names a command shows the terminal the words it reads there
/// (`games_messages::command_words`): each is a command of this language, not an unknown word.
#[test]
fn every_command_a_sentence_names_is_a_command_of_the_terminal() {
    let named = games_messages::named_commands();
    assert!(named.len() >= 8, "{named:?}");
    for key in named {
        let words = games_messages::command_words(Lang::De, games_messages::Markup::Plain, &key)
            .unwrap_or_else(|| panic!("{key} names no command"));
        assert!(
            !matches!(parse_line(&words), Err(LineError::Unknown(_))),
            "{key}: the terminal does not read {words:?}"
        );
    }
    assert!(matches!(
        parse_line("away off"),
        Ok(Line::Run(None, Command::Back))
    ));
}

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
        act(Action::Declare {
            space: Space::number(3).unwrap(),
            colour: Colour::Yellow
        })
    );
    let place = act(Action::Place {
        symbol: Symbol::Star,
        square: "C4".parse().unwrap(),
    });
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
            game: None,
            max_players: Some(3),
            ..
        }
    ));
    assert_eq!(
        run("board Ana Maria"),
        Command::Board {
            whom: Whom::Named("Ana Maria".into())
        }
    );
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
        LineError::Missing(Needed::Colour)
    );
    assert_eq!(
        parse_line("declare 9 blue").unwrap_err(),
        LineError::NotRead(Box::new(parse_error(&calcada_rules::ParseError::Space(
            "9".into()
        ))))
    );
    assert!(matches!(
        parse_line("place star Z9").unwrap_err(),
        LineError::NotRead(_)
    ));
    assert!(matches!(
        parse_line("new players x").unwrap_err(),
        LineError::NotANumber {
            of: NumberOf::Players,
            ..
        }
    ));
    assert_eq!(
        parse_line("new side").unwrap_err(),
        LineError::MissingValue("side".into())
    );
    let words = say(Lang::En, &parse_line("declare 9 blue").unwrap_err().msg());
    assert!(words.contains("spaces are 1 to 6"), "{words}");
}

#[test]
fn words_after_a_complete_command_are_refused() {
    for (line, extra) in [
        ("place star c3 extra", "extra"),
        ("declare 3 yellow now please", "now please"),
        ("join me", "me"),
        ("refresh blue red", "red"),
        ("history 5 6", "6"),
        ("quit now", "now"),
    ] {
        assert_eq!(
            parse_line(line).unwrap_err(),
            LineError::Trailing(extra.into()),
            "{line}"
        );
    }
}

#[test]
fn a_huge_line_is_quoted_short() {
    let line = format!("declare 3 {}", "z".repeat(1 << 20));
    let words = say(Lang::En, &parse_line(&line).unwrap_err().msg());
    assert!(words.chars().count() < 300, "{} characters", words.len());
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

#[test]
fn replay_takes_a_turn_and_a_game_in_either_order() {
    let replay = |game, turn| Command::Replay { game, turn };
    assert_eq!(run("replay"), replay(None, None));
    assert_eq!(run("replay 5"), replay(None, Some(5)));
    assert_eq!(run("replay #3 12"), replay(Some(3), Some(12)));
    assert_eq!(run("replay 12 #3"), replay(Some(3), Some(12)));
    for bad in [
        "replay five",
        "replay 1 2",
        "replay #3 #4",
        "replay -1",
        "replay #x",
    ] {
        assert!(parse_line(bad).is_err(), "{bad}");
    }
}

// ## turn clock (issue 26)

#[test]
fn the_turn_clock_options_and_the_servers_pause_parse() {
    let Command::NewGame { clock, .. } = run("new players 2 clock 3 bonus 24 clockquiet on") else {
        panic!("not a new game");
    };
    assert_eq!(
        clock,
        crate::ClockChoice {
            days: Some(3),
            bonus_hours: Some(24),
            pauses_for_quiet: Some(true),
        }
    );
    let Command::NewGame { clock, .. } = run("new") else {
        panic!("not a new game");
    };
    assert_eq!(clock, crate::ClockChoice::default());
    assert!(parse_line("new clockquiet maybe").is_err());
    assert_eq!(run("pause"), Command::Pause);
    assert_eq!(run("resume"), Command::Resume);
}

#[test]
fn a_slash_commands_move_is_read_once_from_its_notation_or_the_words_typed() {
    let is_declare = |a: &Action| matches!(a, Action::Declare { .. });
    let is_place = |a: &Action| matches!(a, Action::Place { .. });
    let declare = Action::Declare {
        space: Space::number(3).unwrap(),
        colour: Colour::Yellow,
    };
    // An autocomplete value: the notation; typed: the words after the verb.
    for text in ["d3Y", "3 yellow", " 3  yellow "] {
        assert_eq!(
            slash_move(text, is_declare, SlashMove::Declare).unwrap(),
            declare
        );
    }
    let place = Action::Place {
        symbol: Symbol::Star,
        square: "C4".parse().unwrap(),
    };
    for text in ["pSC4", "star C4", "C4 star"] {
        assert_eq!(slash_move(text, is_place, SlashMove::Place).unwrap(), place);
    }
    // A move of another kind in the notation is no declaration; nor are trailing words.
    assert!(slash_move("pSC4", is_declare, SlashMove::Declare).is_err());
    assert_eq!(
        slash_move("3 yellow extra", is_declare, SlashMove::Declare),
        Err(LineError::Trailing("extra".into()))
    );
    assert_eq!(
        slash_move("3", is_declare, SlashMove::Declare),
        Err(LineError::Missing(Needed::Colour))
    );
}

/// `move` takes a game's notation whole, ':' included; a name before it still says who acts.
#[test]
fn a_move_takes_the_notation_whole_with_or_without_a_name() {
    let moved = |text: &str| Command::Move {
        text: text.to_string(),
        version: None,
        made_for: MadeFor::Now,
        confirmed: false,
    };
    assert_eq!(
        parse_line("move red-star:h7 blue-moon:h9"),
        Ok(Line::Run(None, moved("red-star:h7 blue-moon:h9")))
    );
    assert_eq!(
        parse_line("Ana: move red-star:h7"),
        Ok(Line::Run(Some("Ana".into()), moved("red-star:h7")))
    );
    assert_eq!(parse_line("MOVE d3Y"), Ok(Line::Run(None, moved("d3Y"))));
    assert_eq!(parse_line("move"), Err(LineError::Missing(Needed::Move)));
}

/// `try` plans a step: a game's verb (for that game), or `move` and any game's notation;
/// nothing after it says what is missing.
#[test]
fn try_plans_a_games_step_or_a_move_in_notation() {
    assert_eq!(
        parse_line("Ana: try declare 3 yellow"),
        Ok(Line::Plan(
            Some("Ana".into()),
            Plan::Add(Some(crate::CALCADA), "d3Y".into())
        ))
    );
    assert_eq!(
        parse_line("try move d1B"),
        Ok(Line::Plan(None, Plan::Add(None, "d1B".into())))
    );
    assert_eq!(parse_line("try"), Err(LineError::Missing(Needed::Move)));
    assert_eq!(
        parse_line("try dance"),
        Err(LineError::Unknown("dance".into()))
    );
    assert_eq!(
        parse_line("try declare 3"),
        Err(LineError::Missing(Needed::Colour))
    );
}
