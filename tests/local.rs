//! `calcada local` as a user (or a script) drives it: a whole game piped in, and a process
//! killed with SIGKILL between and during actions, then restarted with nothing lost.

#[path = "support/scratch.rs"]
mod scratch;

use calcada_bots::BotLevel;
use calcada_rules::{Action, Game, Settings};
use games_ids::ids::{ChannelId, GuildId};
use games_store::{GameStatus, Store};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Child, ChildStdin, ChildStdout, Command, Stdio};

const SEED: u64 = 4242;

/// The command line for an action, as a player types it.
fn line(name: &str, a: Action) -> String {
    format!("{name}: {}", games_service::calcada_words::action_words(&a))
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
    let mut bot = calcada_bots::build(BotLevel::Normal, 0);
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
    let dir = scratch::dir("piped");
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
    let lines: Vec<serde_json::Value> = String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    let (notices, replies): (Vec<_>, Vec<_>) =
        lines.into_iter().partition(|v| v.get("notice").is_some());
    assert_eq!(replies.len(), setup.len() + actions.len());
    for (r, l) in replies.iter().zip(setup.iter().chain(&actions)) {
        assert_eq!(r["ok"], true, "{l}: {r}");
        assert!(
            !r["text"].as_str().unwrap().contains("does not work"),
            "{l}: {r}"
        );
    }
    // Every completed turn got its turn message with its picture, written to disk.
    let turns = engine_game.players().iter().map(|p| p.turns()).sum::<u32>() as usize;
    let turn_messages: Vec<_> = notices.iter().filter(|n| n["direct"] == false).collect();
    assert_eq!(turn_messages.len(), turns + 1, "the start and one per turn");
    for n in &turn_messages {
        let pictures = n["pictures"].as_array().unwrap();
        assert_eq!(pictures.len(), 1, "{n}");
        assert!(Path::new(pictures[0].as_str().unwrap()).is_file());
    }
    let last = turn_messages.last().unwrap();
    assert_eq!(last["card"]["title"], "Game over", "{last}");
    assert_eq!(
        last["card"]["fields"].as_array().unwrap().len(),
        2,
        "{last}"
    );
    // The store holds the same finished game the engine played.
    let store = Store::open(dir.join("games.db"))
        .unwrap()
        .with_games(games_service::games());
    let stored = store.list_games(GuildId(1), true).unwrap().remove(0);
    assert_eq!(stored.status, GameStatus::Finished);
    assert_eq!(
        stored
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap()
            .snapshot(),
        engine_game.snapshot()
    );
    assert!(store.live_game_in(ChannelId(1)).unwrap().is_none());
}

#[test]
fn a_killed_process_loses_nothing_it_acknowledged() {
    let dir = scratch::dir("killed");
    let (setup, actions, engine_game) = script();
    let (mut child, mut stdin, mut stdout) = spawn(&dir);
    for l in &setup {
        assert_eq!(ask(&mut stdin, &mut stdout, l)["ok"], true);
    }
    let committed = |dir: &Path| {
        let store = Store::open(dir.join("games.db"))
            .unwrap()
            .with_games(games_service::games());
        let g = store.list_games(GuildId(1), true).unwrap().remove(0);
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
    let store = Store::open(dir.join("games.db"))
        .unwrap()
        .with_games(games_service::games());
    let stored = store.list_games(GuildId(1), true).unwrap().remove(0);
    // Nothing lost, nothing doubled: the log is exactly the script, and replays.
    let logged: Vec<String> = store
        .log::<calcada_rules::Action>(stored.id)
        .unwrap()
        .iter()
        .map(|a| line(&stored.seats[a.seat].name, a.action))
        .collect();
    assert_eq!(logged, actions);
    store.verify_game(stored.id).unwrap();
    assert_eq!(stored.status, GameStatus::Finished);
    assert_eq!(
        stored
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap()
            .snapshot(),
        engine_game.snapshot()
    );
}

/// Runs `calcada local --json` on `input` in a fresh folder; the JSON lines it printed.
fn local_run(name: &str, extra: &[&str], input: &[u8]) -> Vec<serde_json::Value> {
    let dir = scratch::dir(name);
    let mut child = local_command(&dir).args(extra).spawn().unwrap();
    child.stdin.take().unwrap().write_all(input).unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success(), "{:?}", out.status);
    String::from_utf8(out.stdout)
        .unwrap()
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect()
}

fn replies(lines: &[serde_json::Value]) -> Vec<&serde_json::Value> {
    lines.iter().filter(|v| v.get("notice").is_none()).collect()
}

#[test]
fn a_line_that_is_not_text_is_answered_and_the_next_lines_still_run() {
    let mut input = b"Ana: new players 2\n".to_vec();
    input.extend_from_slice(b"Bruno: jo\xffin\n");
    input.extend_from_slice(b"Bruno: join\nAna: status\n");
    let lines = local_run("notutf8", &[], &input);
    let r = replies(&lines);
    assert_eq!(r.len(), 4, "{lines:?}");
    assert_eq!(r[1]["ok"], false);
    assert!(
        r[1]["text"].as_str().unwrap().contains("not text"),
        "{}",
        r[1]
    );
    assert!(
        r[2]["text"].as_str().unwrap().contains("Bruno joined"),
        "{}",
        r[2]
    );
    assert!(
        r[3]["text"].as_str().unwrap().contains("2 of 2 seats"),
        "{}",
        r[3]
    );
}

#[test]
fn a_huge_line_is_not_echoed_back() {
    let mut input = b"Ana: declare 3 ".to_vec();
    input.extend(std::iter::repeat_n(b'x', 16 * 1024 * 1024));
    input.extend_from_slice(b"\n");
    let lines = local_run("huge", &[], &input);
    let r = replies(&lines);
    assert_eq!(r.len(), 1);
    let text = r[0]["text"].as_str().unwrap();
    assert!(text.chars().count() < 300, "{} characters", text.len());
    assert!(text.contains("is not a colour"), "{text}");
    // A huge name is cut to Discord's 32 characters, wherever it is used.
    let mut input = std::iter::repeat_n(b'y', 100_000).collect::<Vec<u8>>();
    input.extend_from_slice(b": new players 2\n");
    let lines = local_run("huge-name", &[], &input);
    for line in &lines {
        let all = line.to_string();
        assert!(all.len() < 2_000, "{} bytes: {}", all.len(), &all[..200]);
    }
    assert!(lines
        .iter()
        .any(|l| l.to_string().contains(&"y".repeat(32))));
}

#[test]
fn only_the_creator_ends_a_game_unless_the_operator_says_admin() {
    let script = b"Ana: new players 2\nBruno: join\nAna: start\nBruno: end\nBruno: list\n";
    let lines = local_run("host", &[], script);
    let r = replies(&lines);
    assert!(
        r[3]["text"]
            .as_str()
            .unwrap()
            .contains("Only the player who opened"),
        "{}",
        r[3]
    );
    assert!(
        r[4]["text"]
            .as_str()
            .unwrap()
            .contains("Only a server admin"),
        "{}",
        r[4]
    );
    let lines = local_run("admin", &["--admin"], script);
    let r = replies(&lines);
    assert!(
        r[3]["text"].as_str().unwrap().contains("in the channel"),
        "{}",
        r[3]
    );
    assert!(
        lines.iter().any(|n| n["text"]
            .as_str()
            .is_some_and(|t| t.contains("Bruno ended the game"))),
        "{lines:?}"
    );
}

#[test]
fn words_after_a_complete_command_are_refused() {
    let lines = local_run(
        "trailing",
        &[],
        b"Ana: new players 2 extra\nAna: new players 2\nAna: join now\n",
    );
    let r = replies(&lines);
    assert!(
        r[0]["text"].as_str().unwrap().contains("unknown option"),
        "{}",
        r[0]
    );
    assert!(r[2]["text"].as_str().unwrap().contains("“now”"), "{}", r[2]);
}

#[test]
fn a_turn_is_planned_with_a_preview_and_played_on_confirm() {
    let dir = scratch::dir("plan");
    let (mut child, mut stdin, mut stdout) = spawn(&dir);
    for l in ["Ana: new players 2", "Bruno: join", "Ana: start"] {
        assert_eq!(ask(&mut stdin, &mut stdout, l)["ok"], true);
    }
    // Whoever is not to move is told so; the player to move gets a panel.
    let (mut me, mut panel) = (String::new(), serde_json::Value::Null);
    for who in ["Ana", "Bruno"] {
        let r = ask(&mut stdin, &mut stdout, &format!("{who}: turn"));
        if r["panel"]["state"] == "composing" {
            (me, panel) = (who.to_string(), r);
        } else {
            assert!(
                r["text"].as_str().unwrap().contains("'s turn, not yours"),
                "{r}"
            );
        }
    }
    let words = |r: &serde_json::Value, verb: &str| {
        let choice = r["choices"]
            .as_array()
            .unwrap()
            .iter()
            .find(|c| c["notation"].as_str().unwrap().starts_with(&verb[..1]))
            .unwrap_or_else(|| panic!("no {verb} in {r}"))
            .clone();
        let a: Action = choice["notation"].as_str().unwrap().parse().unwrap();
        games_service::calcada_words::action_words(&a)
    };
    let declare = words(&panel, "declare");
    let r = ask(&mut stdin, &mut stdout, &format!("{me}: try {declare}"));
    assert_eq!(r["panel"]["state"], "composing", "{r}");
    let place = words(&r, "place");
    let r = ask(&mut stdin, &mut stdout, &format!("{me}: try {place}"));
    assert!(r["text"].as_str().unwrap().contains("Preview"), "{r}");
    assert_eq!(r["panel"]["complete"], true, "{r}");
    assert!(r["pictures"][0].as_str().unwrap().ends_with("panel.png"));
    let logged = |dir: &Path| {
        let store = Store::open(dir.join("games.db"))
            .unwrap()
            .with_games(games_service::games());
        let g = store.list_games(GuildId(1), true).unwrap().remove(0);
        store.actions(g.id).unwrap().len()
    };
    assert_eq!(logged(&dir), 0, "nothing is played before confirm");
    // Back drops the placement; planning it again and confirming plays both.
    let r = ask(&mut stdin, &mut stdout, &format!("{me}: back"));
    assert_eq!(r["panel"]["complete"], false, "{r}");
    ask(&mut stdin, &mut stdout, &format!("{me}: try {place}"));
    let r = ask(&mut stdin, &mut stdout, &format!("{me}: confirm"));
    assert!(r["text"].as_str().unwrap().starts_with("Done:"), "{r}");
    assert_eq!(logged(&dir), 2);
    // The board as text, for a terminal without pictures.
    let r = ask(&mut stdin, &mut stdout, &format!("{me}: board"));
    let view = r["text_view"].as_str().unwrap();
    assert_eq!(view.lines().count(), 7, "{view}");
    drop(stdin);
    child.wait().unwrap();
}

/// What the terminal numbers in a reply's controls, in order: each enabled button's and each
/// select option's (id, value) — written out here from the JSON, independently.
fn numbered(r: &serde_json::Value) -> Vec<(String, Option<String>)> {
    let mut out = Vec::new();
    for row in r["controls"].as_array().into_iter().flatten() {
        if let Some(buttons) = row.get("buttons") {
            for b in buttons.as_array().unwrap() {
                if b["disabled"] == false {
                    out.push((b["id"].as_str().unwrap().to_string(), None));
                }
            }
        } else {
            let select = &row["select"];
            for o in select["options"].as_array().unwrap() {
                let value = o["value"].as_str().unwrap().to_string();
                out.push((select["id"].as_str().unwrap().to_string(), Some(value)));
            }
        }
    }
    out
}

/// The number the terminal gives the first control whose id contains `part` (and, for a
/// select, whose value satisfies `value`).
fn number_of(r: &serde_json::Value, pick: impl Fn(&str, Option<&str>) -> bool) -> usize {
    numbered(r)
        .iter()
        .position(|(id, v)| pick(id, v.as_deref()))
        .unwrap_or_else(|| panic!("no such control in {r}"))
        + 1
}

#[test]
fn a_turn_is_played_by_typing_the_numbers_of_the_panels_controls() {
    let dir = scratch::dir("numbers");
    let (mut child, mut stdin, mut stdout) = spawn(&dir);
    for l in ["Ana: new players 2", "Bruno: join", "Ana: start"] {
        assert_eq!(ask(&mut stdin, &mut stdout, l)["ok"], true);
    }
    let (mut me, mut panel) = (String::new(), serde_json::Value::Null);
    for who in ["Ana", "Bruno"] {
        let r = ask(&mut stdin, &mut stdout, &format!("{who}: turn"));
        if r["panel"]["state"] == "composing" {
            (me, panel) = (who.to_string(), r);
        }
    }
    let other = if me == "Ana" { "Bruno" } else { "Ana" };
    // Nothing was shown to the other player: their number clicks nothing.
    let r = ask(&mut stdin, &mut stdout, &format!("{other}: 1"));
    assert_eq!(r["ok"], false, "{r}");
    assert!(
        r["text"]
            .as_str()
            .unwrap()
            .contains("No choice is numbered 1"),
        "{r}"
    );
    // A declaration, then a placement, picked by number from the panel's selects.
    let value_is =
        |prefix: char| move |_: &str, v: Option<&str>| v.is_some_and(|v| v.starts_with(prefix));
    let n = number_of(&panel, value_is('d'));
    let r = ask(&mut stdin, &mut stdout, &format!("{me}: {n}"));
    assert_eq!(r["panel"]["state"], "composing", "{r}");
    assert_eq!(r["panel"]["steps"].as_array().unwrap().len(), 1, "{r}");
    let n = number_of(&r, value_is('p'));
    let r = ask(&mut stdin, &mut stdout, &format!("{me}: {n}"));
    assert_eq!(r["panel"]["complete"], true, "{r}");
    let logged = |dir: &Path| {
        let store = Store::open(dir.join("games.db"))
            .unwrap()
            .with_games(games_service::games());
        let g = store.list_games(GuildId(1), true).unwrap().remove(0);
        store.actions(g.id).unwrap().len()
    };
    assert_eq!(logged(&dir), 0, "nothing is played before Confirm");
    // A number past the last shown is refused; nothing changes.
    let past = numbered(&r).len() + 1;
    let refused = ask(&mut stdin, &mut stdout, &format!("{me}: {past}"));
    assert_eq!(refused["ok"], false, "{refused}");
    // Confirm: the first button (enabled once the turn is complete).
    let confirm = r["controls"]
        .as_array()
        .unwrap()
        .iter()
        .find_map(|row| row.get("buttons"))
        .unwrap()[0]["id"]
        .as_str()
        .unwrap()
        .to_string();
    let n = number_of(&r, |id, v| id == confirm && v.is_none());
    let r = ask(&mut stdin, &mut stdout, &format!("{me}: {n}"));
    assert!(r["text"].as_str().unwrap().starts_with("Done:"), "{r}");
    assert_eq!(logged(&dir), 2);
    drop(stdin);
    child.wait().unwrap();
}

/// The terminal without `--json` prints a panel's controls numbered: a select's options
/// under its placeholder, the buttons that do something.
#[test]
fn the_panels_controls_are_printed_numbered() {
    let input = b"Ana: new players 2\nBruno: join\nAna: start\nAna: turn\nBruno: turn\n";
    let dir = scratch::dir("printed");
    let out = Command::new(env!("CARGO_BIN_EXE_calcada"))
        .args(["local", "--seed", &SEED.to_string()])
        .arg("--db")
        .arg(dir.join("games.db"))
        .arg("--out")
        .arg(dir.join("pictures"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .and_then(|mut c| {
            c.stdin.take().unwrap().write_all(input)?;
            c.wait_with_output()
        })
        .unwrap();
    let text = String::from_utf8(out.stdout).unwrap();
    assert!(text.contains("  Declare a stone:\n  [1] "), "{text}");
    assert!(text.contains("] Suggest\n"), "{text}");
    // Back and Confirm do nothing yet: not numbered.
    assert!(
        !text.contains("] Back\n") && !text.contains("] Confirm\n"),
        "{text}"
    );
}

/// `--lang` sets the terminal's language: private answers in it, and new games in it (so
/// notices too); a game opened with `language` speaks its own language in public, and a
/// refusal is worded in each language.
#[test]
fn the_terminal_speaks_the_language_it_is_given() {
    use games_messages::{say, Lang, Msg};
    for lang in Lang::ALL {
        let dir = scratch::dir(&format!("lang-{}", lang.code()));
        let mut c = local_command(&dir);
        c.args(["--lang", lang.code()]);
        let mut child = c.stderr(Stdio::null()).spawn().unwrap();
        let mut stdin = child.stdin.take().unwrap();
        writeln!(stdin, "Ana: new players 2").unwrap();
        writeln!(stdin, "Bruno: join").unwrap();
        writeln!(stdin, "Bruno: start").unwrap();
        writeln!(stdin, "Ana: new").unwrap();
        drop(stdin);
        let out = child.wait_with_output().unwrap();
        let text = String::from_utf8(out.stdout).unwrap();
        let opened = say(
            lang,
            &Msg::Opened {
                creator: "Ana".into(),
                board: "A".into(),
                max: 2,
            },
        );
        assert!(text.contains(&json_str(&opened)), "{}: {text}", lang.code());
        let refused = say(lang, &Msg::NotCreatorOrAdmin);
        assert!(
            text.contains(&json_str(&refused)),
            "{}: {text}",
            lang.code()
        );
        if lang != Lang::En {
            assert_ne!(refused, say(Lang::En, &Msg::NotCreatorOrAdmin));
        }
    }
}

/// `text` as it appears inside a JSON string.
fn json_str(text: &str) -> String {
    let quoted = serde_json::to_string(text).unwrap();
    quoted[1..quoted.len() - 1].to_string()
}

#[test]
fn an_unknown_word_is_quoted_as_a_short_cut_excerpt() {
    let mut input = "Ana: ".as_bytes().to_vec();
    input.extend("ж".repeat(5000).as_bytes());
    input.extend_from_slice("\nAna: new players 2 bots ".as_bytes());
    input.extend("🧱".repeat(300).as_bytes());
    input.extend_from_slice(b"\n");
    let lines = local_run("unknown-word", &[], &input);
    let r = replies(&lines);
    assert_eq!(r.len(), 2, "{lines:?}");
    for (reply, unit) in r.iter().zip(["ж", "🧱"]) {
        let text = reply["text"].as_str().unwrap();
        assert_eq!(reply["ok"], false, "{text}");
        assert!(text.contains(&format!("{}…", unit.repeat(80))), "{text}");
        assert!(!text.contains(&unit.repeat(81)), "{text}");
    }
}

#[test]
fn my_games_and_turn_times_in_the_terminal() {
    let script = b"Ana: new players 2\nBruno: join\nAna: start\nAna: games\nBruno: games\nCarla: games\nAna: leaderboard speed\nAna: leaderboard fastest\n";
    let lines = local_run("mygames", &[], script);
    let r = replies(&lines);
    let text = |i: usize| r[i]["text"].as_str().unwrap().to_string();
    let (ana, bruno) = (text(3), text(4));
    for t in [&ana, &bruno] {
        assert!(t.contains("Your games in this server: 1"), "{t}");
    }
    // Exactly one of them is to play.
    assert!(
        ana.contains("**your turn**") != bruno.contains("**your turn**"),
        "{ana}\n{bruno}"
    );
    assert!(ana.contains("to play") || bruno.contains("to play"));
    assert!(text(5).contains("no running or open game"), "{}", text(5));
    // No game has ended: nobody is ranked by speed yet; an unknown ranking is named.
    assert!(text(6).contains("No game has been played"), "{}", text(6));
    assert_eq!(r[7]["ok"], false, "{}", r[7]);
    assert!(text(7).contains("fastest"), "{}", text(7));
}

#[test]
fn a_finished_game_is_replayed_turn_by_turn_in_the_terminal() {
    let dir = scratch::dir("replay");
    let (setup, actions, _) = script();
    // A turn is one player's run of lines.
    let who = |l: &String| l.split(':').next().unwrap().to_string();
    let turns = 1 + actions
        .windows(2)
        .filter(|w| who(&w[0]) != who(&w[1]))
        .count();
    let asked = ["Carla: replay", "Carla: replay 3", "Carla: replay #1 99999"];
    let input: String = setup
        .iter()
        .chain(&actions)
        .map(String::as_str)
        .chain(asked)
        .map(|l| format!("{l}\n"))
        .collect();
    let mut child = Command::new(env!("CARGO_BIN_EXE_calcada"))
        .args(["local", "--seed", &SEED.to_string()])
        .arg("--db")
        .arg(dir.join("games.db"))
        .arg("--out")
        .arg(dir.join("pictures"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::null())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    let out = child.wait_with_output().unwrap();
    assert!(out.status.success());
    let text = String::from_utf8(out.stdout).unwrap();
    // What the three replay lines printed: from the first replay heading on.
    let from = text
        .find("Game #1 replay")
        .unwrap_or_else(|| panic!("no replay:\n{text}"));
    let replays = &text[from..];
    assert!(
        replays.contains(&format!("Turn 0 of {turns}: the start")),
        "{replays}"
    );
    assert!(replays.contains(&format!("Turn 3 of {turns}")), "{replays}");
    assert!(
        replays.contains(&format!("Turn {turns} of {turns}")),
        "past the end is the end: {replays}"
    );
    // The position as text, with the turn's player's board, and how to step.
    assert!(replays.contains("Scoreboard:"), "{replays}");
    assert!(
        replays.contains("     A     B     C     D     E"),
        "{replays}"
    );
    assert!(
        replays.contains("`replay 2` goes back, `replay 4` forward"),
        "{replays}"
    );
    assert!(replays.contains("`replay 1` goes forward"), "{replays}");
    assert!(
        replays.contains(&format!(
            "this is the last: `replay {}` goes back",
            turns - 1
        )),
        "{replays}"
    );
    assert_eq!(replays.matches("replay.png").count(), 3, "{replays}");
}

/// `--players` and `--bots` open, join and start a Calçada game as they do Piazza's: the
/// first person hosts, unnamed lines are theirs, and the bot plays its turns.
#[test]
fn players_and_bots_on_the_command_line_open_and_start_a_calcada_game() {
    let dir = scratch::dir("local-players");
    let mut child = local_command(&dir)
        .args(["--players", "Ana", "--bots", "greedy"])
        .spawn()
        .unwrap();
    child.stdin.take().unwrap().write_all(b"status\n").unwrap();
    assert!(child.wait().unwrap().success());
    let store = Store::open(dir.join("games.db"))
        .unwrap()
        .with_games(games_service::games());
    let game = store.live_game_in(ChannelId(1)).unwrap().expect("a game");
    assert_eq!(game.status, GameStatus::Running);
    assert_eq!(game.kind, games_service::CALCADA);
    let names: Vec<&str> = game.seats.iter().map(|s| s.name.as_str()).collect();
    assert_eq!(names.len(), 2, "{names:?}");
    assert_eq!(names[0], "Ana", "the first person hosts and sits first");
    assert!(game.seats[1].bot.is_some(), "{:?}", game.seats[1]);
    assert_eq!(game.guild, GuildId(1));
}

/// In the terminal, `options` gives each of Calçada's legal moves its notation, and `move`
/// with that notation plays it (as Piazza's).
#[test]
fn options_name_each_moves_notation_and_move_plays_it() {
    // The same seed each run: the same game, and the same player to move.
    let args = ["--players", "Ana,Bruno"];
    let lines = local_run("local-options", &args, b"Ana: options\nBruno: options\n");
    let (who, notation) = replies(&lines)
        .into_iter()
        .find_map(|r| {
            let text = r["text"].as_str()?;
            let (_, n) = text.lines().find_map(|l| l.rsplit_once(" · `"))?;
            Some((
                r["user"].as_str()?.to_string(),
                n.trim_end_matches('`').to_string(),
            ))
        })
        .unwrap_or_else(|| panic!("no notation in {lines:?}"));
    let action: Action = notation.parse().expect("Calçada's notation");
    let line = format!("{who}: move {notation}\n");
    let lines = local_run("local-options-move", &args, line.as_bytes());
    let played = replies(&lines)
        .into_iter()
        .rev()
        .find(|r| r["user"] == who.as_str())
        .expect("the answer")
        .clone();
    assert_eq!(played["ok"], true, "{played}");
    assert!(
        !played["text"].as_str().unwrap().contains("not a move"),
        "{action:?}: {played}"
    );
    assert_eq!(played["version"], 1, "one step played: {played}");
}
