//! `calcada local --game piazza`: Piazza at one keyboard, people and bots, on the rules crate
//! directly (no store, no service: nothing of Piazza is there yet).
//!
//! Hands are private. With two or more people at the keyboard, a person's turn opens with
//! "pass the keyboard to NAME, press Enter"; only then is their hand printed, and once they
//! have moved the screen is cleared (ANSI clear, scrollback included) before the public
//! account of the move. A bot's hand is never printed, and a hint is the hard bot's choice
//! from the seat's own view. Reading and printing are apart: `words.rs` reads a line,
//! `print.rs` words what is shown.

use super::print;
use super::words::{self, Input};
use calcada_messages::{say, Lang, Msg};
use piazza_bots::{BotLevel, BoxedBot};
use piazza_rules::{Action, Game, Settings};
use std::io::{BufRead, IsTerminal, Write};

/// Legal placements `legal` lists at most (best first).
pub const LEGAL_SHOWN: usize = 15;

/// ANSI: clear the screen and the scrollback, cursor to the top.
pub const CLEAR: &str = "\x1b[2J\x1b[3J\x1b[H";

/// Who sits at the table.
#[derive(Clone, Debug)]
pub struct PiazzaSeats {
    /// People at the keyboard, in seat order (first).
    pub players: Vec<String>,
    /// Bot seats after them.
    pub bots: Vec<BotLevel>,
    /// The game's seed (random if `None`).
    pub seed: Option<u64>,
}

struct Seat {
    name: String,
    bot: Option<BoxedBot>,
}

/// The terminal: where lines go, in which language, with colours or not.
struct Screen<W: Write> {
    out: W,
    lang: Lang,
    ansi: bool,
}

impl<W: Write> Screen<W> {
    fn raw(&mut self, text: &str) {
        let _ = self.out.write_all(text.as_bytes());
        let _ = self.out.flush();
    }
    fn say(&mut self, msg: &Msg) {
        let line = say(self.lang, msg) + "\n";
        self.raw(&line);
    }
}

enum Turn {
    Played,
    Quit,
}

/// Runs a game on the process's terminal until it ends, input ends or someone quits.
pub fn run(seats: PiazzaSeats, lang: Lang) -> Result<(), String> {
    let stdout = std::io::stdout();
    let interactive = std::io::stdin().is_terminal();
    let screen = Screen {
        ansi: stdout.is_terminal(),
        out: stdout.lock(),
        lang,
    };
    play(seats, screen, std::io::stdin().lock(), interactive)
}

fn play<W: Write>(
    opts: PiazzaSeats,
    mut screen: Screen<W>,
    mut input: impl BufRead,
    interactive: bool,
) -> Result<(), String> {
    let lang = screen.lang;
    let people: Vec<String> = opts
        .players
        .iter()
        .map(|p| p.trim().chars().take(32).collect::<String>())
        .filter(|p| !p.is_empty())
        .collect();
    let count = people.len() + opts.bots.len();
    if !(2..=4).contains(&count) {
        return Err(say(lang, &Msg::PtSeatCount { count }));
    }
    let seed = opts
        .seed
        .unwrap_or_else(|| getrandom::u64().unwrap_or_default());
    let mut seats: Vec<Seat> = people
        .iter()
        .map(|name| Seat {
            name: name.clone(),
            bot: None,
        })
        .collect();
    for kind in &opts.bots {
        let number = seats.len() + 1;
        let name = say(
            lang,
            &Msg::PtBotName {
                number,
                kind: *kind,
            },
        );
        let bot = piazza_bots::build(
            *kind,
            seed.wrapping_mul(0x9E37_79B9_7F4A_7C15) ^ number as u64,
        );
        seats.push(Seat {
            name,
            bot: Some(bot),
        });
    }
    let settings = Settings::new(seats.iter().map(|s| s.name.clone()));
    let mut game = Game::new(settings, seed).map_err(|e| say(lang, &print::setup_error(&e)))?;
    // With two people or more at the keyboard, each hand is for its owner's eyes only.
    let hide = people.len() >= 2;

    screen.say(&Msg::PtWelcome {
        players: count,
        seed: seed.to_string(),
    });
    screen.raw(&(print::legend(lang) + "\n"));
    for p in game.players() {
        let colours = p
            .colours()
            .iter()
            .map(|&c| calcada_messages::piazza::colour_msg(c))
            .collect();
        screen.say(&Msg::PtSeatIntro {
            name: p.name().to_string(),
            colours,
        });
    }
    if let Some(c) = game.neutral() {
        screen.say(&Msg::PtNeutral {
            colour: Box::new(calcada_messages::piazza::colour_msg(c)),
        });
    }
    screen.say(&Msg::PtStarts {
        name: game.player(game.current()).name().to_string(),
    });

    while !game.is_over() {
        let seat = game.current();
        let turn = match seats[seat].bot.as_mut() {
            Some(bot) => {
                let action = bot.choose(&game);
                let events = game
                    .play(seat, action)
                    .map_err(|e| say(lang, &calcada_messages::piazza::rule_error(&e)))?;
                let names = |s: usize| game.player(s).name().to_string();
                screen.raw(&print::events(lang, &events, &names));
                Turn::Played
            }
            None => person(
                &mut game,
                seat,
                hide,
                seed,
                &mut screen,
                &mut input,
                interactive,
            ),
        };
        if let Turn::Quit = turn {
            screen.say(&Msg::PtQuit);
            return Ok(());
        }
    }
    screen.raw(&print::table(&game, screen.ansi));
    screen.raw(&print::scores(lang, &game));
    let names = |s: usize| game.player(s).name().to_string();
    let outcome = game.outcome().expect("the game is over");
    screen.raw(&print::ranking(lang, outcome, &names));
    Ok(())
}

/// The next line typed, without its line break; `None` at the end of input.
fn read_line(input: &mut impl BufRead) -> Option<String> {
    let mut bytes = Vec::new();
    match input.read_until(b'\n', &mut bytes) {
        Ok(0) | Err(_) => None,
        Ok(_) => Some(String::from_utf8_lossy(&bytes).trim_end().to_string()),
    }
}

/// A person's turn: the keyboard passed to them, their hand shown, commands until they move.
fn person<W: Write>(
    game: &mut Game,
    seat: usize,
    hide: bool,
    seed: u64,
    screen: &mut Screen<W>,
    input: &mut impl BufRead,
    interactive: bool,
) -> Turn {
    let lang = screen.lang;
    let name = game.player(seat).name().to_string();
    if hide {
        screen.say(&Msg::PtPassKeyboard { name: name.clone() });
        match read_line(input) {
            None => return Turn::Quit,
            Some(l) if words::parse(&l) == Ok(Input::Quit) => return Turn::Quit,
            Some(_) => {}
        }
    }
    screen.say(&Msg::PtTurn {
        name: name.clone(),
        turn: game.turn() + 1,
    });
    show_table(game, seat, screen);
    loop {
        if interactive {
            let prompt = say(lang, &Msg::PtPrompt { name: name.clone() });
            screen.raw(&prompt);
        }
        let Some(line) = read_line(input) else {
            return Turn::Quit;
        };
        let hand = game.player(seat).hand().to_vec();
        let action = match words::parse(&line) {
            Err(e) => {
                screen.say(&e.msg());
                continue;
            }
            Ok(Input::Empty) => continue,
            Ok(Input::Quit) => return Turn::Quit,
            Ok(Input::Help) => {
                screen.say(&Msg::PtHelp);
                screen.raw(&(print::legend(lang) + "\n"));
                continue;
            }
            Ok(Input::Table) => {
                show_table(game, seat, screen);
                continue;
            }
            Ok(Input::Score) => {
                screen.raw(&print::scores(lang, game));
                continue;
            }
            Ok(Input::Legal) => {
                legal(game, screen);
                continue;
            }
            Ok(Input::Hint) => {
                // The hard bot, deciding from this seat's view only.
                let mut bot = piazza_bots::build(BotLevel::Hard, seed ^ u64::from(game.turn()));
                let action = bot.decide(&game.view(seat));
                let words = words::action_words(&action, &hand).unwrap_or_default();
                let points = game.points(action);
                screen.say(&Msg::PtHint { words, points });
                continue;
            }
            Ok(Input::Pass) => Action::Pass,
            Ok(Input::Place(a, b)) => match words::to_action(a, b, &hand) {
                Ok(action) => action,
                Err(e) => {
                    screen.say(&e.msg());
                    continue;
                }
            },
        };
        match game.play(seat, action) {
            Err(e) => screen.say(&Msg::PtRefused {
                error: Box::new(calcada_messages::piazza::rule_error(&e)),
            }),
            Ok(events) => {
                if hide {
                    screen.raw(CLEAR);
                }
                let names = |s: usize| game.player(s).name().to_string();
                screen.raw(&print::events(lang, &events, &names));
                return Turn::Played;
            }
        }
    }
}

/// The table, the scores and the seat's own hand (its turn only).
fn show_table<W: Write>(game: &Game, seat: usize, screen: &mut Screen<W>) {
    let lang = screen.lang;
    screen.raw(&print::table(game, screen.ansi));
    screen.raw(&print::scores(lang, game));
    let p = game.player(seat);
    let hand = print::hand(lang, p.name(), p.hand(), screen.ansi) + "\n";
    screen.raw(&hand);
    if !game.can_place() {
        screen.say(&Msg::PtMustPass);
    }
}

/// The legal placements, most points first, at most [`LEGAL_SHOWN`], as the words to type.
fn legal<W: Write>(game: &Game, screen: &mut Screen<W>) {
    let hand = game.player(game.current()).hand().to_vec();
    let mut actions: Vec<(u32, Action)> = game
        .legal_actions()
        .into_iter()
        .filter(|a| *a != Action::Pass)
        .map(|a| (game.points(a), a))
        .collect();
    if actions.is_empty() {
        screen.say(&Msg::PtMustPass);
        return;
    }
    actions.sort_by_key(|(points, _)| std::cmp::Reverse(*points));
    screen.say(&Msg::PtLegalHeader {
        count: actions.len(),
    });
    for (points, action) in actions.iter().take(LEGAL_SHOWN) {
        let words = words::action_words(action, &hand).unwrap_or_default();
        screen.say(&Msg::PtLegalLine {
            words,
            points: *points,
        });
    }
    if actions.len() > LEGAL_SHOWN {
        screen.say(&Msg::PtLegalMore {
            more: actions.len() - LEGAL_SHOWN,
        });
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn run_with(seats: PiazzaSeats, input: &str) -> (Result<(), String>, String) {
        let mut out = Vec::new();
        let screen = Screen {
            out: &mut out,
            lang: Lang::En,
            ansi: false,
        };
        let result = play(seats, screen, input.as_bytes(), false);
        (result, String::from_utf8(out).unwrap())
    }

    #[test]
    fn seat_counts_outside_two_to_four_are_refused_before_anything_is_printed() {
        let five = PiazzaSeats {
            players: vec!["A".into(), "B".into()],
            bots: vec![BotLevel::Easy; 3],
            seed: Some(1),
        };
        let (result, out) = run_with(five, "");
        assert_eq!(result, Err(say(Lang::En, &Msg::PtSeatCount { count: 5 })));
        assert!(out.is_empty());
    }

    #[test]
    fn a_person_against_a_bot_sees_no_pass_prompt_and_quits_cleanly() {
        let seats = PiazzaSeats {
            players: vec!["Ana".into()],
            bots: vec![BotLevel::Normal],
            seed: Some(5),
        };
        let (result, out) = run_with(seats, "score\nquit\n");
        assert_eq!(result, Ok(()));
        assert!(!out.contains("Pass the keyboard"), "{out}");
        assert!(out.contains("Ana's hand"), "{out}");
        assert!(
            out.ends_with(&(say(Lang::En, &Msg::PtQuit) + "\n")),
            "{out}"
        );
    }
}
