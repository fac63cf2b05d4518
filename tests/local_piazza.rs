//! Piazza in the terminal and the record tools, driven as a user drives them: the real
//! `calcada` binary, its stdin and stdout. Moves are computed with the Piazza crates from the
//! same seed (the terminal seats the people in the order given, the seed sets the rest), and
//! typed in the terminal's words: a hand slot and a cell name (`H8` is the starting square's
//! top-left cell; typed in either case).

#[path = "support/scratch.rs"]
mod scratch;

use calcada_cli::piazza::print;
use calcada_messages::{say, Lang, Msg};
use piazza_bots::BotLevel;
use piazza_rules::{Action, Cell, Game, Record, RuleError, Settings, Tile};
use std::io::{BufRead, BufReader, Write};
use std::path::Path;
use std::process::{Command, Output, Stdio};

const CLEAR: &str = "\x1b[2J\x1b[3J\x1b[H";

/// `calcada ARGS` with `input` on its stdin; its output once it has ended.
fn calcada(args: &[&str], input: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_calcada"))
        .args(args)
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    child
        .stdin
        .take()
        .unwrap()
        .write_all(input.as_bytes())
        .unwrap();
    child.wait_with_output().unwrap()
}

fn stdout(out: &Output) -> String {
    String::from_utf8(out.stdout.clone()).unwrap()
}

fn stderr(out: &Output) -> String {
    String::from_utf8(out.stderr.clone()).unwrap()
}

fn en(msg: &Msg) -> String {
    say(Lang::En, msg)
}

/// A cell's name as the terminal prints it, written out here independently: columns `A`..`P`
/// for -7..=8, rows `1`..`16`.
fn cell(c: Cell) -> String {
    format!("{}{}", (b'A' + (c.col + 7) as u8) as char, c.row + 8)
}

/// The line that plays `action` from `hand`: `place SLOT CELL [SLOT CELL]` or `pass`.
fn typed(action: &Action, hand: &[Tile]) -> String {
    let mut used: Vec<usize> = Vec::new();
    let mut line = String::from("place");
    for p in action.placements() {
        let slot = (0..hand.len())
            .find(|i| hand[*i] == p.tile && !used.contains(i))
            .unwrap();
        used.push(slot);
        line += &format!(" {} {}", slot + 1, cell(p.cell));
    }
    if used.is_empty() {
        "pass".into()
    } else {
        line
    }
}

/// A whole two-person game played with the normal bot's choices: each turn's seat, the hand
/// it held and the line typed, and the final game.
fn script(seed: u64) -> (Vec<(usize, Vec<Tile>, String)>, Game) {
    let mut game = Game::new(Settings::new(["Ana", "Bruno"]), seed).unwrap();
    let mut bot = piazza_bots::build(BotLevel::Normal, 0);
    let mut turns = Vec::new();
    while !game.is_over() {
        let seat = game.current();
        let hand = game.player(seat).hand().to_vec();
        let action = bot.choose(&game);
        turns.push((seat, hand.clone(), typed(&action, &hand)));
        game.play(seat, action).unwrap();
    }
    (turns, game)
}

fn two_people(seed: u64) -> Vec<String> {
    [
        "local",
        "--game",
        "piazza",
        "--players",
        "Ana,Bruno",
        "--seed",
    ]
    .iter()
    .map(|s| s.to_string())
    .chain([seed.to_string()])
    .collect()
}

/// The text between each pass prompt and the next (the first piece: before any).
fn by_turn(text: &str, names: &[&str]) -> Vec<(Option<String>, String)> {
    let mut pieces = vec![(None, String::new())];
    for line in text.split_inclusive('\n') {
        let prompt = names.iter().find(|n| {
            line.trim_end()
                == en(&Msg::PtPassKeyboard {
                    name: n.to_string(),
                })
        });
        match prompt {
            Some(n) => pieces.push((Some(n.to_string()), String::new())),
            None => pieces.last_mut().unwrap().1.push_str(line),
        }
    }
    pieces
}

#[test]
fn two_people_play_a_whole_game_by_typing_their_moves_and_see_only_their_own_hand() {
    const SEED: u64 = 2027;
    let (turns, game) = script(SEED);
    let mut input = String::new();
    for (i, (_, _, line)) in turns.iter().enumerate() {
        input.push('\n'); // Enter, once the keyboard is passed on
        if i == 0 {
            input.push_str("help\nlegal\nscore\nhint\n");
        }
        input.push_str(line);
        input.push('\n');
    }
    let args = two_people(SEED);
    let args: Vec<&str> = args.iter().map(String::as_str).collect();
    let out = calcada(&args, &input);
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    assert!(!text.contains("That does not work"), "{text}");

    // The game ended as the rules play it: every seat ranked with its points.
    let outcome = game.outcome().unwrap();
    let name = |s: usize| game.player(s).name().to_string();
    assert!(
        text.contains(&print::ranking(Lang::En, outcome, &name)),
        "{text}"
    );
    let over = en(&Msg::PtGameOver {
        reason: "all_placed".into(),
    });
    let blocked = en(&Msg::PtGameOver {
        reason: "blocked".into(),
    });
    assert!(text.contains(&over) || text.contains(&blocked), "{text}");
    // The commands of the first turn answered.
    assert!(text.contains(&en(&Msg::PtHelp)));
    assert!(
        text.contains("legal placements, most points first:"),
        "{text}"
    );
    assert!(
        text.contains("Hint (the Hard bot's choice): place "),
        "{text}"
    );

    // Information flow: one piece of output per pass prompt. Before the first, no hand;
    // after NAME's prompt, NAME's hand only, the very hand the rules gave NAME, and the
    // screen cleared before the next prompt.
    let pieces = by_turn(&text, &["Ana", "Bruno"]);
    assert_eq!(pieces.len(), turns.len() + 1, "one prompt per turn");
    assert!(!pieces[0].1.contains("hand:"), "{}", pieces[0].1);
    for ((who, piece), (seat, hand, _)) in pieces[1..].iter().zip(&turns) {
        let owner = game.player(*seat).name();
        assert_eq!(who.as_deref(), Some(owner));
        let hand_lines: Vec<&str> = piece.lines().filter(|l| l.contains("'s hand:")).collect();
        assert_eq!(
            hand_lines,
            [print::hand(Lang::En, owner, hand, false)],
            "{owner}'s turn shows {owner}'s hand only"
        );
        let other = game.player(1 - seat).name();
        assert!(!piece.contains(&format!("{other}'s hand")), "{piece}");
        let (before, after) = piece.split_once(CLEAR).expect("the screen is cleared");
        assert!(before.contains(hand_lines[0]) && !after.contains("'s hand"));
        assert!(after.contains(&format!("{owner} placed")) || after.contains("passes"));
    }
}

/// `calcada local --game piazza` with stdin and stdout piped, read line by line.
struct Session {
    child: std::process::Child,
    input: std::process::ChildStdin,
    output: BufReader<std::process::ChildStdout>,
    seen: String,
}

impl Session {
    fn start(args: &[String]) -> Session {
        let mut child = Command::new(env!("CARGO_BIN_EXE_calcada"))
            .args(args)
            .stdin(Stdio::piped())
            .stdout(Stdio::piped())
            .stderr(Stdio::null())
            .spawn()
            .unwrap();
        let input = child.stdin.take().unwrap();
        let output = BufReader::new(child.stdout.take().unwrap());
        Session {
            child,
            input,
            output,
            seen: String::new(),
        }
    }

    fn send(&mut self, line: &str) {
        writeln!(self.input, "{line}").unwrap();
        self.input.flush().unwrap();
    }

    /// Lines up to and including the first that `stop` accepts.
    fn until(&mut self, stop: impl Fn(&str) -> bool) -> Vec<String> {
        let mut lines = Vec::new();
        loop {
            let mut l = String::new();
            assert!(
                self.output.read_line(&mut l).unwrap() > 0,
                "output ended; so far:\n{}",
                self.seen
            );
            self.seen.push_str(&l);
            let l = l.trim_end().to_string();
            let done = stop(&l);
            lines.push(l);
            if done {
                return lines;
            }
        }
    }
}

#[test]
fn an_illegal_placement_is_refused_with_its_reason_and_changes_nothing() {
    const SEED: u64 = 77;
    let game = Game::new(Settings::new(["Ana", "Bruno"]), SEED).unwrap();
    let seat = game.current();
    let me = game.player(seat).name().to_string();
    let hand = game.player(seat).hand().to_vec();
    // A cell next to the table where tile 1 meets a tile of its own colour or symbol.
    let neighbour_error = game
        .frontier()
        .into_iter()
        .find_map(|c| match game.check(seat, Action::one(hand[0], c)) {
            Err(e @ RuleError::SameColourNeighbour { .. })
            | Err(e @ RuleError::SameSymbolNeighbour { .. }) => Some((c, e)),
            _ => None,
        })
        .expect("some cell refuses tile 1 for a neighbour");

    let mut s = Session::start(&two_people(SEED));
    let prompt = en(&Msg::PtPassKeyboard { name: me.clone() });
    s.until(|l| l == prompt);
    s.send("");
    let hand_line = print::hand(Lang::En, &me, &hand, false);
    let first_view = s.until(|l| l == hand_line).join("\n");

    let refusals = [
        (
            "place 1 f6".to_string(),
            Msg::PtRefused {
                error: Box::new(calcada_messages::piazza::rule_error(
                    &RuleError::NotAlongside {
                        cell: Cell::new(-2, -2),
                    },
                )),
            },
        ),
        (
            "place 1 a1".to_string(),
            Msg::PtRefused {
                error: Box::new(calcada_messages::piazza::rule_error(
                    &RuleError::OutsideGrid {
                        cell: Cell::new(-7, -7),
                    },
                )),
            },
        ),
        (
            format!("place 1 {}", cell(neighbour_error.0)),
            Msg::PtRefused {
                error: Box::new(calcada_messages::piazza::rule_error(&neighbour_error.1)),
            },
        ),
        ("place 1 h8".to_string(), {
            Msg::PtRefused {
                error: Box::new(calcada_messages::piazza::rule_error(
                    &RuleError::CellTaken {
                        cell: Cell::new(0, 0),
                    },
                )),
            }
        }),
        ("place 4 h7".to_string(), Msg::PtNoSlot { slot: 4, max: 3 }),
        (
            "place 1 z7".to_string(),
            Msg::PtBadCell {
                word: calcada_messages::Quote::new("z7"),
            },
        ),
    ];
    for (line, msg) in &refusals {
        s.send(line);
        let got = s.until(|_| true);
        assert_eq!(got, [en(msg)], "{line}");
    }
    // Typed in lower case, printed as players write cells (and as the table letters them).
    assert!(en(&refusals[0].1).contains("F6 does not share a side with a tile"));
    assert!(first_view.contains("    G  H  I  J"), "{first_view}");

    // Nothing changed: the table, the scores and the hand are as before.
    s.send("table");
    let again = s.until(|l| l == hand_line).join("\n");
    assert_eq!(
        again,
        first_view.lines().skip(1).collect::<Vec<_>>().join("\n"),
        "the view after the refusals is the view before them"
    );

    // A move picked from the `legal` list is played.
    s.send("legal");
    let listed = s.until(|l| l.trim_start().starts_with("place "));
    let choice = listed.last().unwrap().trim_start();
    let words = choice.split(" (").next().unwrap().to_string();
    s.send(&words);
    let placed = format!("{me} placed ");
    let after = s.until(|l| l.contains(&placed) || l.contains("does not work"));
    assert!(after.last().unwrap().contains(&placed), "{after:?}");
    let other = game.player(1 - seat).name().to_string();
    let next = en(&Msg::PtPassKeyboard { name: other });
    s.until(|l| l == next);
    s.send("quit");
    s.until(|l| l == en(&Msg::PtQuit));
    assert!(s.child.wait().unwrap().success());
}

#[test]
fn bot_only_games_of_three_and_four_players_finish() {
    for (bots, lang) in [
        ("hard,normal,easy", "en"),
        ("normal,easy,normal,easy", "fr"),
    ] {
        let out = calcada(
            &[
                "local", "--game", "piazza", "--bots", bots, "--seed", "5", "--lang", lang,
            ],
            "",
        );
        assert!(out.status.success(), "{}", stderr(&out));
        let text = stdout(&out);
        let players = bots.split(',').count();
        let lang = Lang::supported(lang).unwrap();
        let welcome = say(
            lang,
            &Msg::PtWelcome {
                players,
                seed: "5".into(),
            },
        );
        assert!(text.starts_with(&welcome), "{text}");
        // No hand is shown: the words of `pt-hand` around its name and tiles appear nowhere.
        let hand = say(
            lang,
            &Msg::PtHand {
                name: "\u{1}".into(),
                tiles: "\u{2}".into(),
            },
        );
        let words = hand.trim_matches(|c| c == '\u{1}' || c == '\u{2}');
        assert!(
            words.len() > 3 && !text.contains(words),
            "no hand shown: {words:?}"
        );
        // The ranking: one line per seat, after the end.
        let ranks: Vec<&str> = text
            .lines()
            .filter(|l| l.starts_with(|c: char| c.is_ascii_digit()) && l.contains(". Bot "))
            .collect();
        assert_eq!(ranks.len(), players, "{text}");
        assert!(
            text.contains(&say(lang, &Msg::PtTilesLeft { count: 0 })),
            "{text}"
        );
    }
}

#[test]
fn seat_counts_and_options_of_the_other_game_are_refused() {
    let out = calcada(&["local", "--game", "piazza", "--players", "Ana"], "");
    assert!(!out.status.success());
    assert!(stderr(&out).contains(&en(&Msg::PtSeatCount { count: 1 })));
    let out = calcada(&["local", "--bots", "hard"], "");
    assert!(!out.status.success());
    let option = "--bots".to_string();
    assert!(stderr(&out).contains(&en(&Msg::PtPiazzaOnly { option })));
}

fn export(dir: &Path, players: &str, games: &str, seed: &str) -> String {
    let out = calcada(
        &[
            "simulate",
            "--game",
            "piazza",
            "--games",
            games,
            "--players",
            players,
            "--bots",
            "normal,easy",
            "--seed",
            seed,
            "--export",
            dir.to_str().unwrap(),
        ],
        "",
    );
    assert!(out.status.success(), "{}", stderr(&out));
    stdout(&out)
}

#[test]
fn simulated_piazza_games_export_records_that_verify_and_replay() {
    let dir = scratch::dir("export");
    for (players, seed) in [("2", 10u64), ("3", 20), ("4", 30)] {
        let report = export(&dir, players, "2", &seed.to_string());
        assert!(
            report.starts_with(&format!("Simulated 2 Piazza games: {players} players")),
            "{report}"
        );
        assert!(report.contains("greedy         won"), "{report}");
        assert!(report.contains("random         won"), "{report}");
        for s in [seed, seed + 1] {
            let file = dir.join(format!("game-{s}.json"));
            let text = std::fs::read_to_string(&file).unwrap();
            let record: Record = serde_json::from_str(&text).unwrap();
            assert!(record.final_scores.is_some() && record.outcome.is_some());
            let game = record.verify().unwrap();

            let out = calcada(&["verify", file.to_str().unwrap()], "");
            assert!(out.status.success(), "{}", stderr(&out));
            let verified = en(&Msg::PtVerified {
                actions: record.actions.len(),
                players: players.parse().unwrap(),
            });
            assert!(stdout(&out).starts_with(&verified), "{}", stdout(&out));
            let name = |seat: usize| game.player(seat).name().to_string();
            let ranking = print::ranking(Lang::En, game.outcome().unwrap(), &name);
            assert!(stdout(&out).ends_with(&ranking), "{}", stdout(&out));

            let out = calcada(&["replay", file.to_str().unwrap()], "");
            assert!(out.status.success(), "{}", stderr(&out));
            let text = stdout(&out);
            for (i, step) in record.actions.iter().enumerate() {
                let turn = en(&Msg::PtReplayTurn {
                    number: i + 1,
                    name: name(step.seat),
                });
                assert!(text.contains(&turn), "{turn} in {text}");
            }
            assert!(text.ends_with(&ranking));
            assert!(
                text.contains(&print::table(&game, false)),
                "the final table"
            );
        }
    }
    // `calcada render` draws a Piazza record's pictures: table, turn and final at the end,
    // table and turn after --step, the table alone at step 0; real PNGs, 720 px wide.
    let file = dir.join("game-10.json");
    let record: Record = serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    let drawn = |step: Option<usize>| -> Vec<String> {
        let out_dir = scratch::dir(&format!("render-{step:?}"));
        let mut args = vec!["render", "--record", file.to_str().unwrap()];
        let step_text = step.map(|s| s.to_string());
        if let Some(s) = &step_text {
            args.extend(["--step", s]);
        }
        args.extend(["--out", out_dir.to_str().unwrap()]);
        let out = calcada(&args, "");
        assert!(out.status.success(), "{}", stderr(&out));
        let mut names: Vec<String> = std::fs::read_dir(&out_dir)
            .unwrap()
            .map(|e| {
                let path = e.unwrap().path();
                let png = image::open(&path).unwrap();
                assert_eq!(png.width(), calcada_render::PIAZZA_WIDTH);
                path.file_name().unwrap().to_string_lossy().into_owned()
            })
            .collect();
        names.sort();
        names
    };
    assert_eq!(drawn(None), ["final.png", "table.png", "turn.png"]);
    assert_eq!(drawn(Some(3)), ["table.png", "turn.png"]);
    assert_eq!(drawn(Some(0)), ["table.png"]);
    let beyond = record.actions.len() + 1;
    let out = calcada(
        &[
            "render",
            "--record",
            file.to_str().unwrap(),
            "--step",
            &beyond.to_string(),
            "--out",
            "/tmp/never",
        ],
        "",
    );
    assert!(!out.status.success());
    let beyond = en(&Msg::RenderStepBeyond {
        step: beyond,
        actions: record.actions.len(),
    });
    assert!(stderr(&out).contains(&beyond), "{}", stderr(&out));

    // All six at once: each named before its report.
    let files: Vec<String> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path().display().to_string())
        .collect();
    assert_eq!(files.len(), 6);
    let mut args = vec!["verify"];
    args.extend(files.iter().map(String::as_str));
    let out = calcada(&args, "");
    assert!(out.status.success(), "{}", stderr(&out));
    let text = stdout(&out);
    for f in &files {
        assert!(text.contains(&en(&Msg::PtVerifyFile { path: f.clone() })));
    }
    assert_eq!(text.matches("Piazza record verified").count(), 6, "{text}");
}

#[test]
fn a_tampered_piazza_record_is_refused_and_named() {
    let dir = scratch::dir("tampered");
    export(&dir, "2", "1", "40");
    let file = dir.join("game-40.json");
    let good: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();

    let mut points = good.clone();
    let score = points["actions"][3]["state"]["seats"][0]["score"]
        .as_u64()
        .unwrap();
    points["actions"][3]["state"]["seats"][0]["score"] = (score + 1).into();
    let mut last = good.clone();
    last["final_scores"][1] = 999.into();
    let mut moved = good.clone();
    moved["actions"][0]["action"]["first"]["cell"]["col"] = 7.into();

    for (name, bad) in [("points", points), ("final", last), ("moved", moved)] {
        let path = dir.join(format!("{name}.json"));
        std::fs::write(&path, bad.to_string()).unwrap();
        let record: Record = serde_json::from_value(bad).unwrap();
        let names = &record.settings.players;
        let reason = en(&print::record_error(&record.verify().unwrap_err(), names));
        let out = calcada(&["verify", path.to_str().unwrap()], "");
        assert!(!out.status.success(), "{name} was accepted");
        let shown = path.display().to_string();
        assert_eq!(stderr(&out).trim_end(), format!("{shown}: {reason}"));
        let out = calcada(&["replay", path.to_str().unwrap()], "");
        assert!(!out.status.success());
        assert!(stderr(&out).contains(&reason), "{}", stderr(&out));
    }
    // Several files: the good one verified, the bad one named, and the exit says so.
    let bad = dir.join("points.json");
    let out = calcada(
        &["verify", file.to_str().unwrap(), bad.to_str().unwrap()],
        "",
    );
    assert!(!out.status.success());
    assert!(stdout(&out).contains("Piazza record verified"));
    assert!(stderr(&out).starts_with(&format!("{}: ", bad.display())));
    // The reasons are specific: the field, the action, the tile's cell.
    let record: Record =
        serde_json::from_str(&std::fs::read_to_string(dir.join("points.json")).unwrap()).unwrap();
    let reason = en(&print::record_error(
        &record.verify().unwrap_err(),
        &record.settings.players,
    ));
    assert!(
        reason.starts_with("the state after action 4 differs in seat 1's points: the record says"),
        "{reason}"
    );
}

#[test]
fn verify_says_a_piazza_records_seal_matches_and_refuses_one_that_does_not() {
    let dir = scratch::dir("seal");
    export(&dir, "2", "1", "77");
    let file = dir.join("game-77.json");
    let mut record: Record =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    record.commitment = Some(piazza_rules::record::Commitment::of(77, "sel de Guérande"));
    let sealed = dir.join("sealed.json");
    std::fs::write(&sealed, serde_json::to_string(&record).unwrap()).unwrap();
    let out = calcada(&["verify", sealed.to_str().unwrap()], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let hash = piazza_rules::record::Commitment::hash(77, "sel de Guérande");
    let head = en(&Msg::PtVerified {
        actions: record.actions.len(),
        players: 2,
    });
    let seal = en(&Msg::PtVerifiedSeal { hash: hash.clone() });
    assert!(
        stdout(&out).starts_with(&format!("{head}\n{seal}\n")),
        "{}",
        stdout(&out)
    );
    // An unsealed record says nothing of a seal.
    let out = calcada(&["verify", file.to_str().unwrap()], "");
    assert!(out.status.success() && !stdout(&out).contains(&seal[..20]));
    // Another salt revealed than the one sealed: refused, both hashes named.
    record.commitment.as_mut().unwrap().salt = Some("sel".into());
    std::fs::write(&sealed, serde_json::to_string(&record).unwrap()).unwrap();
    let out = calcada(&["verify", sealed.to_str().unwrap()], "");
    assert!(!out.status.success());
    let broken = en(&Msg::ReplayCommitment {
        committed: hash,
        revealed: piazza_rules::record::Commitment::hash(77, "sel"),
    });
    assert!(stderr(&out).contains(&broken), "{}", stderr(&out));
}

#[test]
fn damaged_piazza_records_are_named_for_what_they_are_with_seats_and_cells_as_players_see_them() {
    let dir = scratch::dir("damaged");
    export(&dir, "2", "1", "41");
    let file = dir.join("game-41.json");
    let text = std::fs::read_to_string(&file).unwrap();
    let good: serde_json::Value = serde_json::from_str(&text).unwrap();
    let refused = |name: &str, bad: &str| -> String {
        let path = dir.join(format!("{name}.json"));
        std::fs::write(&path, bad).unwrap();
        let out = calcada(&["verify", path.to_str().unwrap()], "");
        assert!(!out.status.success(), "{name} was accepted");
        let err = stderr(&out);
        let prefix = format!("{}: ", path.display());
        assert!(err.starts_with(&prefix), "{err}");
        err[prefix.len()..].trim_end().to_string()
    };

    // Cut off mid-file: still a Piazza file, not "a Calçada record".
    let cut = &text[..text.len() / 2];
    let detail = serde_json::from_str::<Record>(cut).unwrap_err().to_string();
    let said = refused("cut", cut);
    assert_eq!(said, en(&Msg::PtRecMalformed { detail }));
    assert!(said.starts_with("not a Piazza record: "), "{said}");

    // The last actions gone, the final scores kept: cut short, not "final scores differ".
    let mut short = good.clone();
    let actions = short["actions"].as_array_mut().unwrap();
    actions.truncate(actions.len() - 3);
    let left = actions.len();
    let said = refused("short", &short.to_string());
    assert_eq!(said, en(&Msg::PtRecCutShort { actions: left }));

    // A tile put on a taken cell: the seat from 1 with its name, the cell as printed.
    let mut taken = good.clone();
    taken["actions"][0]["action"]["first"]["cell"] = serde_json::json!({"row": 0, "col": 0});
    let seat = good["actions"][0]["seat"].as_u64().unwrap() as usize;
    let name = good["settings"]["players"][seat].as_str().unwrap();
    let said = refused("taken", &taken.to_string());
    assert!(
        said.starts_with(&format!(
            "action 1 (seat {}, {name}) is illegal: H8 ",
            seat + 1
        )),
        "{said}"
    );

    // A state's seat, counted from 1: whose turn it is after action 2.
    let mut turn = good.clone();
    let current = good["actions"][1]["state"]["current"].as_u64().unwrap();
    turn["actions"][1]["state"]["current"] = (1 - current).into();
    let said = refused("turn", &turn.to_string());
    let field = Box::new(Msg::PtRecField {
        field: "current".into(),
        seat: 0,
    });
    let expected = Msg::PtRecMismatch {
        action: 2,
        field,
        recorded: (2 - current).to_string(),
        replayed: (current + 1).to_string(),
    };
    assert_eq!(said, en(&expected));
}

#[test]
fn an_old_piazza_record_verifies_against_the_seal_its_game_showed() {
    let fixture = concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/crates/piazza-rules/tests/fixtures/deal-1-4p.json"
    );
    let record: Record = serde_json::from_str(&std::fs::read_to_string(fixture).unwrap()).unwrap();
    let hash = record.commitment.clone().unwrap().sha256;
    let out = calcada(&["verify", "--seal", &hash, fixture], "");
    assert!(out.status.success(), "{}", stderr(&out));
    let seal = en(&Msg::PtVerifiedSeal { hash: hash.clone() });
    assert!(stdout(&out).contains(&seal), "{}", stdout(&out));
    // Another seal than the one shown: refused by name, both seals said.
    let shown = "ab".repeat(32);
    let out = calcada(&["verify", "--seal", &shown, fixture], "");
    assert!(!out.status.success());
    let refused = en(&Msg::SealNotShown {
        shown,
        carried: hash,
    });
    assert_eq!(stderr(&out).trim_end(), format!("{fixture}: {refused}"));
    // A record without a seal cannot be the game whose seal was shown.
    let dir = scratch::dir("unsealed");
    export(&dir, "3", "1", "5");
    let file = dir.join("game-5.json");
    let out = calcada(
        &["verify", "--seal", &"cd".repeat(32), file.to_str().unwrap()],
        "",
    );
    assert!(!out.status.success());
    let absent = en(&Msg::SealAbsent {
        shown: "cd".repeat(32),
    });
    assert!(stderr(&out).contains(&absent), "{}", stderr(&out));
}
