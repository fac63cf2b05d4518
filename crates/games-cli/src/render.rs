//! `calcada render`: the pictures of a recorded game as PNG files, drawn by the game whose
//! record it is (the record's envelope says which), verified first.

use crate::games::Game;
use crate::{cannot_write, lang, read_text};
use games_messages::{say, Msg};
use games_pictures::{encode_png, Picture};
use std::path::Path;
use std::process::ExitCode;

pub(crate) fn run(file: &Path, step: Option<usize>, dir: &Path) -> ExitCode {
    let shown = file.display().to_string();
    let Some(text) = read_text(file, &shown) else {
        return ExitCode::FAILURE;
    };
    match Game::of_record(&text)
        .tools()
        .render(lang(), &shown, &text, step)
    {
        Ok(pictures) => write_pictures(dir, pictures),
        Err(e) => {
            eprintln!("{e}");
            ExitCode::FAILURE
        }
    }
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
