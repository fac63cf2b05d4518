//! `calcada render`: the pictures of a recorded game as PNG files, Calçada's or Piazza's
//! (the record's envelope says which), verified first.

use crate::{cannot_write, lang, piazza, read_text, record_broken};
use calcada_messages::{say, Msg};
use calcada_record::{Record, ReplayError};
use calcada_render::{encode_png, Picture, Renderer};
use calcada_rules::{Event, Game};
use std::path::Path;
use std::process::ExitCode;

/// The position after `step` actions of a record, and the events of the last of them.
fn position_after(record: &Record, step: usize) -> Result<(Game, Vec<Event>), ReplayError> {
    let seed = record.seed.ok_or(ReplayError::NoSeed)?;
    let mut game = Game::new(record.settings.clone(), seed).map_err(ReplayError::Setup)?;
    let mut events = Vec::new();
    for (index, a) in record.actions[..step].iter().enumerate() {
        events = game
            .play(a.seat, a.action)
            .map_err(|error| ReplayError::Illegal {
                index,
                seat: a.seat,
                action: a.action,
                error,
            })?;
    }
    Ok((game, events))
}

pub(crate) fn run(file: &Path, step: Option<usize>, dir: &Path) -> ExitCode {
    let shown = file.display().to_string();
    let Some(text) = read_text(file, &shown) else {
        return ExitCode::FAILURE;
    };
    if piazza::tools::is_record(&text) {
        return match piazza::tools::pictures(lang(), &text, step) {
            Ok(pictures) => write_pictures(dir, pictures),
            Err(e) => {
                eprintln!("{e}");
                ExitCode::FAILURE
            }
        };
    }
    let record = match Record::from_json(&text).and_then(|r| r.replay().map(|_| r)) {
        Ok(r) => r,
        Err(e) => {
            eprintln!("{}", record_broken(&shown, &e));
            return ExitCode::FAILURE;
        }
    };
    let step = step.unwrap_or(record.actions.len());
    if step > record.actions.len() {
        eprintln!(
            "{}",
            say(
                lang(),
                &Msg::RenderStepBeyond {
                    step,
                    actions: record.actions.len(),
                }
            )
        );
        return ExitCode::FAILURE;
    }
    let (game, events) = match position_after(&record, step) {
        Ok(x) => x,
        Err(e) => {
            eprintln!("{}", record_broken(&shown, &e));
            return ExitCode::FAILURE;
        }
    };
    let acting = step.checked_sub(1).map(|i| record.actions[i].seat);
    let renderer = Renderer::new();
    write_pictures(
        dir,
        calcada_render::pictures_of(&renderer, &game, acting, &events),
    )
}

/// Writes each picture as `dir/<name>.png` (the folder made if missing), naming each file
/// written.
fn write_pictures(dir: &Path, pictures: Vec<(String, Picture)>) -> ExitCode {
    if let Err(e) = std::fs::create_dir_all(dir) {
        eprintln!("{}", cannot_write(dir, &e));
        return ExitCode::FAILURE;
    }
    for (name, picture) in pictures {
        let path = dir.join(format!("{name}.png"));
        let shown = path.display().to_string();
        match std::fs::write(&path, encode_png(&picture)) {
            Ok(()) => println!("{}", say(lang(), &Msg::RenderWrote { path: shown })),
            Err(e) => {
                eprintln!("{}", cannot_write(&path, &e));
                return ExitCode::FAILURE;
            }
        }
    }
    ExitCode::SUCCESS
}
