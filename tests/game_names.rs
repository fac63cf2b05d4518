//! Every line outside a game's own crates and folders that names a game (issue 46): printed,
//! and counted against a ceiling that only goes down (a ratchet). The goal is the
//! registration lines alone: the shared code (store, service, transports, pictures, messages)
//! drives every game through its traits and names none.
//!
//! What names a game: its rules, bots and record crates (`calcada-rules`, `piazza_bots`...),
//! `Calcada…` in a type or variant (`CalcadaGame`, `GameKind::Calcada`), the `CALCADA`/`PIAZZA`
//! kind constants, Calçada's module (`crate::calcada`, or any path through it:
//! `calcada::Colour`), functions named for Calçada (`calcada_bot_turn`,
//! `compose_calcada_ended`), and any "piazza" or "tic-tac-toe" at all. Not the product's
//! name: the binary `calcada`, the `/calcada` commands, `CALCADA_*` variables, `calcada_*`
//! metrics, the records' format name `calcada-record` in quotes (every game's records).
//!
//! Where a game's own code is: its crates (below), and in a shared crate any folder or file
//! named for the game (`src/piazza/`, `src/calcada/`, `src/piazza.rs`, `src/sim_piazza.rs`).
//! Tests and benchmarks are not counted (`tests/`, `tests.rs`, `*_tests.rs`, the
//! benchmarks' crate `calcada-bench`, which measures Calçada's bots, pictures and turns).

use std::path::{Path, PathBuf};

/// At most this many lines may name a game: lower it when you remove some, never raise it.
/// 359 on `delivery` when the check came (2026-11-28); 287 once the service's start, bot
/// turns, stand-in, record answer and replay stepping were written once; 240 with
/// `delivery`'s catalogue split merged (`delivery` alone: 312); 235 with the third game
/// plugged in (the game options from the registry; its member and dev-dependency lines);
/// 228 with Calçada's panel and timeline in its folder; 221 without the root's re-export
/// layer (benchmarks not counted); 197 with a previewed move's Confirm any game's (its id
/// `<kind>:ok:...`, played as `Command::Move`); 151 with the command line's games behind its
/// `GameTools` trait (one list, `games-cli/src/games.rs`); 94 on 2026-11-29 with Calçada's
/// pictures, sentences and commands in its folders, no Piazza command in the shared request,
/// and paths through Calçada's module counted too; 79 with no Calçada type in the shared
/// request, reply, controls or words (its panel's ids and its verbs read by its plugin);
/// 77 with the terminal's seat options for every game; 68 without the workspace manifest's
/// crate map (ARCHITECTURE.md has it) and with the manifests' comments naming no game.
const CEILING: usize = 68;

/// The games' own crates.
const GAME_CRATES: &[&str] = &[
    "calcada-rules",
    "calcada-bots",
    "calcada-record",
    "piazza-rules",
    "piazza-bots",
    "tictactoe",
    "tictactoe-plugin",
];

/// The benchmarks' crate: like tests, not counted.
const BENCHMARKS: &str = "calcada-bench";

/// Whether a path component (a folder, or a file's stem) is a game's own.
fn is_game_part(part: &str) -> bool {
    part == "calcada" || part.contains("piazza") || part.contains("tictactoe")
}

/// Functions and fields of shared code named for Calçada: `calcada_` then one of these.
const CALCADA_SNAKE: &[&str] = &["bot", "stand", "replay", "record", "game", "turn", "ended"];

/// Whether `line` names a game.
fn names_a_game(line: &str) -> bool {
    // The records' format name (every game's records carry it) is the product's.
    let line = &line.replace("\"calcada-record\"", "\"\"");
    let lower = line.to_lowercase();
    if [
        "piazza",
        "tictactoe",
        "tic-tac-toe",
        "tic_tac_toe",
        "tic tac toe",
        "morpion",
    ]
    .iter()
    .any(|w| lower.contains(w))
    {
        return true;
    }
    let module = [
        "crate::calcada",
        "super::calcada",
        "self::calcada",
        "mod calcada",
    ];
    if module.iter().any(|m| {
        line.match_indices(m).any(|(i, _)| {
            !line[i + m.len()..]
                .chars()
                .next()
                .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
        })
    }) {
        return true;
    }
    // A path through Calçada's module of a shared crate (`use calcada::Colour`,
    // `calcada::declare()`).
    if line.match_indices("calcada::").any(|(i, _)| {
        !line[..i]
            .chars()
            .next_back()
            .is_some_and(|c| c.is_ascii_alphanumeric() || c == '_')
    }) {
        return true;
    }
    line.split(|c: char| !(c.is_ascii_alphanumeric() || c == '_' || c == '-'))
        .any(|token| {
            let crate_name = token.replace('_', "-");
            GAME_CRATES[..3].contains(&crate_name.as_str())
                || token == "CALCADA"
                || token.contains("Calcada")
                || token.contains("calcada-only")
                || token.contains("_calcada_")
                || token.strip_prefix("calcada_").is_some_and(|rest| {
                    CALCADA_SNAKE
                        .iter()
                        .any(|w| rest == *w || rest.starts_with(&format!("{w}_")))
                })
        })
}

/// The files checked: Rust sources and Cargo manifests outside the games' own code and tests.
fn shared_files(root: &Path) -> Vec<PathBuf> {
    let mut files = vec![root.join("Cargo.toml")];
    walk(&root.join("src"), &mut files);
    let mut crates: Vec<_> = std::fs::read_dir(root.join("crates"))
        .expect("the crates folder")
        .map(|e| e.expect("a crate").path())
        .collect();
    crates.sort();
    for krate in crates {
        let name = krate.file_name().unwrap().to_string_lossy().to_string();
        if GAME_CRATES.contains(&name.as_str())
            || name == BENCHMARKS
            || !krate.join("Cargo.toml").exists()
        {
            continue;
        }
        files.push(krate.join("Cargo.toml"));
        walk(&krate.join("src"), &mut files);
    }
    files
}

/// The `.rs` files under `dir`, sorted, skipping a game's folders and files and test files.
fn walk(dir: &Path, files: &mut Vec<PathBuf>) {
    let Ok(entries) = std::fs::read_dir(dir) else {
        return;
    };
    let mut entries: Vec<_> = entries.map(|e| e.expect("an entry").path()).collect();
    entries.sort();
    for path in entries {
        let name = path.file_name().unwrap().to_string_lossy().to_string();
        let stem = name.trim_end_matches(".rs");
        if is_game_part(stem) || name == "tests.rs" || name.ends_with("_tests.rs") {
            continue;
        }
        if path.is_dir() {
            if name != "tests" {
                walk(&path, files);
            }
        } else if name.ends_with(".rs") {
            files.push(path);
        }
    }
}

#[test]
fn lines_outside_a_games_own_code_that_name_a_game_stay_under_the_ceiling() {
    // Another checkout may be measured (`GAME_NAMES_ROOT=/path cargo test --test game_names`).
    let root = std::env::var_os("GAME_NAMES_ROOT")
        .map_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")), PathBuf::from);
    let root = root.as_path();
    let mut found = Vec::new();
    for file in shared_files(root) {
        let text = std::fs::read_to_string(&file).expect("a readable source file");
        let shown = file.strip_prefix(root).unwrap().display().to_string();
        for (i, line) in text.lines().enumerate() {
            if names_a_game(line) {
                found.push(format!("{shown}:{}: {}", i + 1, line.trim()));
            }
        }
    }
    for line in &found {
        println!("{line}");
    }
    println!(
        "{} lines outside the games' own code name a game",
        found.len()
    );
    assert!(
        found.len() <= CEILING,
        "{} lines name a game outside the games' own code, more than the ceiling {CEILING}: \
         drive the game through its plugin instead (the lines are printed above)",
        found.len()
    );
}

#[test]
fn the_check_sees_game_names_and_not_the_products() {
    for named in [
        "use piazza_rules::Game;",
        "calcada-rules = { path = \"../calcada-rules\" }",
        "pub const DEFAULT_GAME: GameKind = CALCADA;",
        "impl GamePlugin for CalcadaGame {",
        "GameKind::Calcada => 1,",
        "use crate::calcada::hints;",
        "pub use calcada::{Colour, Symbol};",
        "        calcada::declare(),",
        "service.calcada_bot_turn(stored)",
        "fn compose_calcada_ended(&self)",
        "// Piazza's table",
        "registry.game(TicTacToe)",
        "use tictactoe_plugin::TicTacToe;",
        "ttt = Tic-tac-toe",
    ] {
        assert!(names_a_game(named), "{named}");
    }
    for product in [
        "use games_store::Store;",
        "games-messages = { path = \"../games-messages\" }",
        "let db = \"calcada.db\";",
        "std::env::var(\"CALCADA_BACKUP_DIR\")",
        "\"calcada_games_running\"",
        "use games_service::Service;",
        "/calcada new",
        "// Calçada for Discord",
    ] {
        assert!(!names_a_game(product), "{product}");
    }
    assert!(is_game_part("piazza") && is_game_part("sim_piazza") && is_game_part("calcada"));
    assert!(!is_game_part("games-store") && !is_game_part("lobby"));
}
