//! The record tools for Piazza: `calcada simulate --game piazza` (figures and, with
//! `--export`, complete records), and `calcada verify` / `calcada replay` on a record whose
//! envelope says `"game": "piazza"` (`is_record`; `games.rs` hands such a record here). Records
//! are the Piazza crate's ([`piazza_rules::Record`]); this file only reads, writes and words
//! them.

use super::print;
use super::sim::{simulate_piazza, PiazzaSimError, PiazzaSimOptions, PiazzaSimSummary};
use game_kit::BotLevel;
use games_messages::{say, Decimal, Lang, Msg};
use games_pictures::{Picture, Renderer};
use piazza_rules::{Game, Record};
use std::path::Path;
use std::process::ExitCode;

/// The simulation's figures, a line each.
pub fn report(lang: Lang, s: &PiazzaSimSummary, opts: &PiazzaSimOptions) -> String {
    let bots: Vec<&str> = opts.bots.iter().map(|b| b.key()).collect();
    let mut msgs = vec![
        Msg::PtSimHeader {
            games: s.games,
            players: s.players,
            bots: bots.join(","),
        },
        Msg::SimTime {
            seconds: Decimal::new(s.elapsed.as_secs_f64(), 3),
            rate: format!("{:.0}", s.games_per_second()),
        },
        Msg::PtSimMoves {
            average: Decimal::new(s.average_actions(), 1),
            tiles: Decimal::new(s.tiles_per_move(), 2),
        },
        Msg::PtSimPoints {
            average: Decimal::new(s.average_score(), 1),
            max: s.score_max,
        },
        Msg::PtSimEndings {
            all_placed: s.all_placed,
            blocked: s.blocked,
        },
    ];
    for kind in BotLevel::ALL {
        if let Some(percent) = s.win_percent(kind) {
            msgs.push(Msg::SimWins {
                kind: format!("{:<14}", kind.key()),
                percent: Decimal::new(percent, 1),
            });
        }
    }
    msgs.iter().map(|m| say(lang, m) + "\n").collect()
}

/// Runs the simulation, writing `DIR/game-<seed>.json` per game if `export` is given;
/// the figures, or the sentence saying what went wrong.
pub fn simulate(
    lang: Lang,
    opts: &PiazzaSimOptions,
    export: Option<&Path>,
) -> Result<String, String> {
    let mut write_error = None;
    let summary = simulate_piazza(opts, |_, played, record| {
        let (Some(dir), Some(record)) = (export, record) else {
            return;
        };
        let path = dir.join(format!("game-{}.json", played.game.seed()));
        let json = serde_json::to_string_pretty(&record).expect("a record serialises");
        if let Err(e) = std::fs::write(&path, json + "\n") {
            write_error.get_or_insert_with(|| super::super::cannot_write(&path, &e));
        }
    })
    .map_err(|e| match e {
        PiazzaSimError::Setup(e) => say(lang, &print::setup_error(&e)),
        PiazzaSimError::Record(e) => say(lang, &print::record_error(&e, &[])),
    })?;
    match write_error {
        Some(e) => Err(e),
        None => Ok(report(lang, &summary, opts)),
    }
}

/// A record read from its JSON, or the reason it is none.
fn read(lang: Lang, text: &str) -> Result<Record, String> {
    serde_json::from_str(text).map_err(|e| {
        say(
            lang,
            &Msg::PtRecMalformed {
                detail: e.to_string(),
            },
        )
    })
}

/// A record verified by replay, or the reason it does not verify (seats named by the
/// record's players).
fn replayed(lang: Lang, record: Record) -> Result<(Record, Game), String> {
    match record.verify() {
        Ok(game) => Ok((record, game)),
        Err(e) => Err(say(
            lang,
            &print::record_error(&e, &record.settings.players),
        )),
    }
}

/// A record read from its JSON and verified by replay; the reason if it does not verify.
fn verified(lang: Lang, text: &str) -> Result<(Record, Game), String> {
    replayed(lang, read(lang, text)?)
}

/// `calcada verify` on a Piazza record: if `shown` is given (the seal the start message
/// published), that the record carries that very seal; then that the seal holds and the record
/// replays; what was checked and the ranking.
pub fn verify(lang: Lang, text: &str, shown: Option<&str>) -> Result<String, String> {
    let record = read(lang, text)?;
    if let Some(shown) = shown {
        let carried = record.commitment.as_ref().map(|c| c.sha256.as_str());
        crate::records::check_shown(shown, carried)?;
    }
    let (record, game) = replayed(lang, record)?;
    let mut head = say(
        lang,
        &Msg::PtVerified {
            actions: record.actions.len(),
            players: game.players().len(),
        },
    );
    // A seal that did not match would have failed the verification.
    if let Some(c) = &record.commitment {
        let seal = Msg::PtVerifiedSeal {
            hash: c.sha256.clone(),
        };
        head = format!("{head}\n{}", say(lang, &seal));
    }
    let names = |s: usize| game.player(s).name().to_string();
    let ranking = match game.outcome() {
        Some(o) => print::ranking(lang, o, &names),
        None => print::scores(lang, &game),
    };
    Ok(format!("{head}\n{ranking}"))
}

/// `calcada replay` on a Piazza record: verified first, then turn by turn, the table after
/// each, and the ranking.
pub fn replay(lang: Lang, text: &str) -> Result<String, String> {
    let (record, _) = verified(lang, text)?;
    let seed = record.seed.expect("a verified record has its seed");
    let mut game = Game::new(record.settings.clone(), seed).expect("verified");
    let mut out = say(
        lang,
        &Msg::PtReplayHeader {
            players: game.players().len(),
            actions: record.actions.len(),
        },
    ) + "\n";
    out += &(print::legend(lang) + "\n");
    out += &print::table(&game, false);
    for (i, step) in record.actions.iter().enumerate() {
        let name = game.player(step.seat).name().to_string();
        out += &(say(
            lang,
            &Msg::PtReplayTurn {
                number: i + 1,
                name,
            },
        ) + "\n");
        let events = game.play(step.seat, step.action).expect("verified");
        let names = |s: usize| game.player(s).name().to_string();
        out += &print::events(lang, &events, &names);
        out += &print::table(&game, false);
    }
    out += &print::scores(lang, &game);
    if let Some(o) = game.outcome() {
        let names = |s: usize| game.player(s).name().to_string();
        out += &print::ranking(lang, o, &names);
    }
    Ok(out)
}

/// `calcada render` on a Piazza record, verified first: the table after `step` actions (all
/// by default), the turn picture of the last of them, and the final picture once the game
/// is over, named `table`, `turn` and `final` as Calçada's.
pub fn pictures(
    lang: Lang,
    text: &str,
    step: Option<usize>,
) -> Result<Vec<(String, Picture)>, String> {
    let (record, _) = verified(lang, text)?;
    let all = record.actions.len();
    let step = step.unwrap_or(all);
    if step > all {
        let beyond = Msg::RenderStepBeyond { step, actions: all };
        return Err(say(lang, &beyond));
    }
    let seed = record.seed.expect("a verified record has its seed");
    let mut game = Game::new(record.settings.clone(), seed).expect("verified");
    for a in &record.actions[..step] {
        game.play(a.seat, a.action).expect("verified");
    }
    let renderer = Renderer::with_lang(lang);
    let view = game.public_view();
    let mut out = vec![("table".to_string(), renderer.piazza_table(&view))];
    if let Some(last) = step.checked_sub(1).map(|i| &record.actions[i]) {
        let turn = renderer.piazza_turn(&view, last.seat, last.action);
        out.push(("turn".to_string(), turn));
    }
    if game.is_over() {
        out.push(("final".to_string(), renderer.piazza_final(&view)));
    }
    Ok(out)
}

/// Whether a record's envelope says it is Piazza's (the Piazza dispatch of `verify`,
/// `replay` and `render`). Text that is not JSON (a file cut short or damaged) is Piazza's
/// if it still names the game as a Piazza record begins, `"game": "piazza"`, so that it is
/// refused as a broken Piazza record; anything else goes to Calçada's reader.
pub fn is_record(text: &str) -> bool {
    match calcada_record::Envelope::of(text) {
        Ok(e) => e.game == piazza_rules::record::GAME,
        Err(_) => names_piazza(text),
    }
}

/// Whether `text` holds the key `"game"` with the value `"piazza"` (spaces around the colon
/// allowed).
fn names_piazza(text: &str) -> bool {
    text.match_indices("\"game\"").any(|(at, key)| {
        let rest = text[at + key.len()..].trim_start();
        rest.strip_prefix(':')
            .is_some_and(|v| v.trim_start().starts_with("\"piazza\""))
    })
}

/// `calcada simulate --game piazza`: checks the options that are Calçada's only, makes the
/// export folder, prints the figures.
pub fn run_simulate(
    games: u64,
    players: u8,
    seed: u64,
    bots: Vec<BotLevel>,
    multipliers: Option<Vec<u8>>,
    export: Option<std::path::PathBuf>,
) -> ExitCode {
    if bots.is_empty() {
        eprintln!("{}", say(super::super::lang(), &Msg::NoBots));
        return ExitCode::FAILURE;
    }
    if multipliers.is_some() {
        let option = "--multipliers".to_string();
        eprintln!(
            "{}",
            say(super::super::lang(), &Msg::PtCalcadaOnly { option })
        );
        return ExitCode::FAILURE;
    }
    if let Some(dir) = &export {
        if let Err(e) = std::fs::create_dir_all(dir) {
            eprintln!("{}", super::super::cannot_write(dir, &e));
            return ExitCode::FAILURE;
        }
    }
    let opts = super::sim::PiazzaSimOptions {
        games,
        players: players as usize,
        seed,
        bots,
        records: export.is_some(),
    };
    match simulate(super::super::lang(), &opts, export.as_deref()) {
        Ok(report) => {
            print!("{report}");
            ExitCode::SUCCESS
        }
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
}
