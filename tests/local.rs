//! `calcada local` as a user (or a script) drives it: a whole game piped in, and a process
//! killed with SIGKILL between and during actions, then restarted with nothing lost.

use calcada::bots::BotKind;
use calcada::engine::{Action, Game, Settings};
use calcada::store::{ChannelId, GameStatus, Store};
use std::io::{BufRead, BufReader, Write};
use std::path::{Path, PathBuf};
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

const SEED: u64 = 4242;

fn scratch(name: &str) -> PathBuf {
    let dir = std::env::temp_dir().join(format!("calcada-local-{}-{name}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    dir
}

/// The command line for an action, as a player types it.
fn line(name: &str, a: Action) -> String {
    format!("{name}: {}", calcada::service::words::action_words(&a))
}

/// The setup lines and the action lines of a whole two-player game, found by playing the
/// same seed with greedy bots in the engine (the service seats Ana then Bruno, board A).
fn script() -> (Vec<String>, Vec<String>, Game) {
    let setup = vec![
        "Ana: new players 2".to_string(),
        "Bruno: join".into(),
        "Ana: start".into(),
    ];
    let mut game = Game::new(Settings::new(["Ana", "Bruno"], "A"), SEED).unwrap();
    let mut bot = BotKind::Greedy.build(0);
    let mut actions = Vec::new();
    while !game.is_over() {
        let seat = game.current();
        let a = bot.choose(&game);
        game.play(seat, a).unwrap();
        actions.push(line(game.player(seat).name(), a));
    }
    (setup, actions, game)
}

/// `calcada local --json` on the test's own database, stdin and stdout piped.
fn local_command(dir: &Path) -> Command {
    let mut c = Command::new(env!("CARGO_BIN_EXE_calcada"));
    c.args(["local", "--json", "--seed", &SEED.to_string()])
        .arg("--db")
        .arg(dir.join("games.db"))
        .arg("--out")
        .arg(dir.join("pictures"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped());
    c
}

fn spawn(dir: &Path) -> (Child, ChildStdin, BufReader<ChildStdout>) {
    let mut child = local_command(dir).stderr(Stdio::null()).spawn().unwrap();
    let stdin = child.stdin.take().unwrap();
    let stdout = BufReader::new(child.stdout.take().unwrap());
    (child, stdin, stdout)
}

/// Sends a line and reads replies until the one answering it (notices may come first or after).
fn ask(
    stdin: &mut ChildStdin,
    stdout: &mut BufReader<ChildStdout>,
    text: &str,
) -> serde_json::Value {
    writeln!(stdin, "{text}").unwrap();
    stdin.flush().unwrap();
    loop {
        let mut l = String::new();
        assert!(
            stdout.read_line(&mut l).unwrap() > 0,
            "the process ended before answering {text:?}"
        );
        let v: serde_json::Value = serde_json::from_str(&l).unwrap();
        if v.get("notice").is_none() {
            return v;
        }
    }
}

#[test]
fn a_whole_game_can_be_piped_in() {
    let dir = scratch("piped");
    let (setup, actions, engine_game) = script();
    let input: String = setup
        .iter()
        .chain(&actions)
        .map(|l| format!("{l}\n"))
        .collect::<String>();
    let mut child = local_command(&dir).spawn().unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let replies: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .filter(|v: &serde_json::Value| v.get("notice").is_none())
        .collect();
    assert_eq!(replies.len(), setup.len() + actions.len());
    for (r, l) in replies.iter().zip(setup.iter().chain(&actions)) {
        assert_eq!(r["ok"], true, "{l}: {r}");
        assert!(
            !r["text"].as_str().unwrap().contains("does not work"),
            "{l}: {r}"
        );
    }
    // Every completed turn came with its picture, written to disk.
    let turn_pictures = replies
        .iter()
        .flat_map(|r| r["pictures"].as_array().unwrap().clone())
        .count();
    assert!(turn_pictures >= engine_game.players().iter().map(|p| p.turns()).sum::<u32>() as usize);
    let last = replies.last().unwrap()["text"].as_str().unwrap();
    assert!(last.contains("Game over"), "{last}");
    // The store holds the same finished game the engine played.
    let store = Store::open(dir.join("games.db")).unwrap();
    let stored = store
        .list_games(calcada::store::GuildId(1), true)
        .unwrap()
        .remove(0);
    assert_eq!(stored.status, GameStatus::Finished);
    assert_eq!(stored.game.unwrap().snapshot(), engine_game.snapshot());
    assert!(store.live_game_in(ChannelId(1)).unwrap().is_none());
}

#[test]
fn a_killed_process_loses_nothing_it_acknowledged() {
    let dir = scratch("killed");
    let (setup, actions, engine_game) = script();
    let (mut child, mut stdin, mut stdout) = spawn(&dir);
    for l in &setup {
        assert_eq!(ask(&mut stdin, &mut stdout, l)["ok"], true);
    }
    let committed = |dir: &Path| {
        let store = Store::open(dir.join("games.db")).unwrap();
        let g = store
            .list_games(calcada::store::GuildId(1), true)
            .unwrap()
            .remove(0);
        store.actions(g.id).unwrap().len()
    };
    let mut acknowledged = 0;
    let mut kills = 0;
    let mut k = 0usize;
    while acknowledged < actions.len() {
        k += 1;
        if k.is_multiple_of(7) {
            // During: the line is sent and the process killed at once; it may or may not
            // have committed it, but never half of it.
            writeln!(stdin, "{}", actions[acknowledged]).unwrap();
            let _ = stdin.flush();
            child.kill().unwrap();
            child.wait().unwrap();
            kills += 1;
        } else if k.is_multiple_of(5) {
            // Between: after an acknowledged action.
            child.kill().unwrap();
            child.wait().unwrap();
            kills += 1;
        } else {
            let r = ask(&mut stdin, &mut stdout, &actions[acknowledged]);
            assert_eq!(r["ok"], true, "{}: {r}", actions[acknowledged]);
            assert!(!r["text"].as_str().unwrap().contains("does not work"));
            acknowledged += 1;
            continue;
        }
        // Restart: everything acknowledged is there, at most the in-flight action more.
        let n = committed(&dir);
        assert!(
            n == acknowledged || n == acknowledged + 1,
            "log has {n}, acknowledged {acknowledged}"
        );
        acknowledged = n;
        (child, stdin, stdout) = spawn(&dir);
    }
    drop(stdin);
    child.wait().unwrap();
    assert!(kills >= 10, "the game was interrupted {kills} times");
    let store = Store::open(dir.join("games.db")).unwrap();
    let stored = store
        .list_games(calcada::store::GuildId(1), true)
        .unwrap()
        .remove(0);
    // Nothing lost, nothing doubled: the log is exactly the script, and replays.
    let logged: Vec<String> = store
        .actions(stored.id)
        .unwrap()
        .iter()
        .map(|a| line(&stored.seats[a.seat].name, a.action))
        .collect();
    assert_eq!(logged, actions);
    store.verify_game(stored.id).unwrap();
    assert_eq!(stored.status, GameStatus::Finished);
    assert_eq!(stored.game.unwrap().snapshot(), engine_game.snapshot());
}
