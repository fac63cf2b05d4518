//! Piazza in the terminal and the record tools, driven as a user drives them: the real
//! `calcada` binary, its stdin and stdout. `calcada local --game piazza` plays through the
//! service as on Discord, on a SQLite file of the test's own: moves are computed with the
//! Piazza crates from the same seed (the terminal seats the people in the order given, the
//! service deals with the seed), typed in Piazza's notation (`move red-star:h7`) and played
//! by typing the number printed beside Confirm.

#[path = "support/scratch.rs"]
mod scratch;

use games_cli::piazza::print;
use games_ids::ids::GuildId;
use games_messages::piazza::rule_error;
use games_messages::{say, Lang, Msg, Name, Quote};
use games_store::{GameStatus, Store, StoredGame};
use piazza_bots::BotLevel;
use piazza_rules::{Action, Cell, Colour, Game, Record, RuleError, Settings, Symbol, Tile};
use std::io::Write;
use std::path::Path;
use std::process::{Command, Output, Stdio};

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

/// `calcada local --game piazza ARGS` on `dir`'s database and pictures' folder, `input` typed.
fn local(dir: &Path, args: &[&str], input: &str) -> String {
    let (db, pictures) = (dir.join("games.db"), dir.join("pictures"));
    let mut all = vec!["local", "--game", "piazza", "--db", db.to_str().unwrap()];
    all.extend(["--out", pictures.to_str().unwrap()]);
    all.extend(args);
    let out = calcada(&all, input);
    assert!(out.status.success(), "{}", stderr(&out));
    stdout(&out)
}

/// The game the terminal keeps in `dir`'s database (the first of its channel).
fn stored(dir: &Path) -> StoredGame {
    let store = Store::open(dir.join("games.db"))
        .unwrap()
        .with_games(games_service::games());
    let stored = store.list_games(GuildId(1), true).unwrap().remove(0);
    store.verify_game(stored.id).unwrap();
    stored
}

fn state(stored: &StoredGame) -> Game {
    stored.state_of::<Game>().cloned().unwrap()
}

/// The lines a person types to play `action`: the move, then Confirm (the preview's only
/// control, number 1).
fn typed(name: &str, action: &Action) -> String {
    format!("{name}: move {action}\n{name}: 1\n")
}

/// A whole game of Ana and Bruno played with the normal bot's choices: each turn's player
/// and move, and the final game.
fn script(seed: u64) -> (Vec<(String, Action)>, Game) {
    let mut game = Game::new(Settings::new(["Ana", "Bruno"]), seed).unwrap();
    let mut bot = piazza_bots::build(BotLevel::Normal, 0);
    let mut turns = Vec::new();
    while !game.is_over() {
        let seat = game.current();
        let action = bot.choose(&game);
        turns.push((game.player(seat).name().to_string(), action));
        game.play(seat, action).unwrap();
    }
    (turns, game)
}

/// The lines of `text` said privately to `name` that start with `start`.
fn private<'t>(text: &'t str, name: &str, start: &str) -> Vec<&'t str> {
    let prefix = en(&Msg::LocalPrivate {
        name: name.into(),
        text: start.into(),
    });
    text.lines().filter(|l| l.starts_with(&prefix)).collect()
}

#[test]
fn two_people_play_a_whole_game_by_typing_moves_and_confirming_them_by_number() {
    const SEED: u64 = 2027;
    let dir = scratch::dir("whole");
    let (turns, game) = script(SEED);
    let first = &turns[0].0;
    let mut input = format!("{first}: options\n{first}: hint\n");
    for (name, action) in &turns {
        input += &typed(name, action);
    }
    let text = local(&dir, &["--players", "Ana,Bruno", "--seed", "2027"], &input);
    assert!(!text.contains("does not work"), "{text}");

    // The first player's list and hint, to them alone; every move previewed to its player,
    // then played by Confirm.
    assert!(
        private(&text, first, "").len() >= 2 + 2 * turns.iter().filter(|t| &t.0 == first).count()
    );
    let hint = en(&Msg::PtHint {
        words: String::new(),
        points: 0,
    });
    let hint_start = hint.split(':').next().unwrap();
    assert_eq!(private(&text, first, hint_start).len(), 1, "{text}");
    let suffix = en(&Msg::PiazzaConfirm {
        preview: String::new(),
    });
    for name in ["Ana", "Bruno"] {
        let moves = turns.iter().filter(|t| t.0 == name).count();
        let previews = private(&text, name, "")
            .into_iter()
            .filter(|l| l.ends_with(&suffix));
        assert_eq!(previews.count(), moves, "{name}'s previews in {text}");
        let done = private(&text, name, &format!("Done: {name} "));
        assert_eq!(done.len(), moves, "{name}'s moves in {text}");
    }

    // The game ended as the rules play it: every seat ranked with its points, and the store
    // holds that very game, finished.
    let name = |s: usize| game.player(s).name().to_string();
    let ranking = print::ranking(Lang::En, game.outcome().unwrap(), &name);
    assert!(text.contains(&ranking), "{ranking} in {text}");
    let stored = stored(&dir);
    assert_eq!(stored.status, GameStatus::Finished);
    assert_eq!(state(&stored), game);
}

#[test]
fn an_illegal_move_is_refused_with_its_reason_and_changes_nothing() {
    const SEED: u64 = 77;
    let dir = scratch::dir("illegal");
    let game = Game::new(Settings::new(["Ana", "Bruno"]), SEED).unwrap();
    let seat = game.current();
    let me = game.player(seat).name().to_string();
    let other = game.player(1 - seat).name().to_string();
    let tile = game.player(seat).hand()[0];
    // A cell next to the table where the tile meets a tile of its own colour or symbol.
    let neighbour = game
        .frontier()
        .into_iter()
        .find(|&c| {
            matches!(
                game.check(seat, Action::one(tile, c)),
                Err(RuleError::SameColourNeighbour { .. } | RuleError::SameSymbolNeighbour { .. })
            )
        })
        .expect("some cell refuses the tile for a neighbour");
    let foreign = Colour::ALL
        .into_iter()
        .flat_map(|c| Symbol::ALL.map(|s| Tile::new(c, s)))
        .find(|t| !game.player(seat).hand().contains(t))
        .unwrap();
    let refused = [
        Action::one(tile, Cell::new(-2, -2)),
        Action::one(tile, Cell::new(-7, -7)),
        Action::one(tile, neighbour),
        Action::one(tile, Cell::new(0, 0)),
        Action::one(foreign, Cell::new(0, -1)),
    ];
    let reasons: Vec<RuleError> = refused
        .iter()
        .map(|&a| game.check(seat, a).unwrap_err())
        .collect();
    assert!(matches!(reasons[0], RuleError::NotAlongside { .. }));
    assert!(matches!(reasons[1], RuleError::OutsideGrid { .. }));
    assert!(matches!(reasons[3], RuleError::CellTaken { .. }));
    assert!(matches!(reasons[4], RuleError::NotInHand { .. }));
    let mut input = String::new();
    for a in &refused {
        input += &format!("{me}: move {a}\n");
    }
    let legal = piazza_bots::build(BotLevel::Normal, 0).choose(&game);
    input += &format!("{other}: move {legal}\n{me}: move red-star:z7\n");
    let args = ["--players", "Ana,Bruno", "--seed", "77"];
    let text = local(&dir, &args, &input);

    let said = |text: &str| {
        en(&Msg::LocalPrivate {
            name: me.clone(),
            text: text.to_string(),
        })
    };
    for reason in &reasons {
        let line = said(&en(&Msg::PtRefused {
            error: Box::new(rule_error(reason)),
        }));
        assert!(text.lines().any(|l| l == line), "{line} in {text}");
    }
    assert!(
        text.contains("F6 does not share a side with a tile"),
        "{text}"
    );
    let not_yours = en(&Msg::LocalPrivate {
        name: other.clone(),
        text: en(&Msg::RuleNotYourTurn {
            current: Name(me.clone()),
        }),
    });
    assert!(
        text.lines().any(|l| l == not_yours),
        "{not_yours} in {text}"
    );
    let bad = said(&en(&Msg::NotAMove {
        words: Quote::new("red-star:z7"),
    }));
    assert!(text.lines().any(|l| l == bad), "{bad} in {text}");
    assert_eq!(
        text.matches("does not work").count(),
        reasons.len(),
        "{text}"
    );

    // Nothing changed: no move stored, the table and hands as dealt; then, with the terminal
    // started again on the same file, a legal move is played.
    let before = stored(&dir);
    assert_eq!((before.status, before.moves), (GameStatus::Running, 0));
    assert_eq!(state(&before), game);
    let text = local(&dir, &[], &typed(&me, &legal));
    assert!(
        private(&text, &me, &format!("Done: {me} ")).len() == 1,
        "{text}"
    );
    let mut played = game.clone();
    played.play(seat, legal).unwrap();
    assert_eq!(state(&stored(&dir)), played);
}

#[test]
fn a_game_survives_quitting_and_restarting_the_terminal() {
    const SEED: u64 = 31;
    let dir = scratch::dir("restart");
    let (turns, game) = script(SEED);
    let half = turns.len() / 2;
    let mut input = String::new();
    for (name, action) in &turns[..half] {
        input += &typed(name, action);
    }
    input += "quit\n";
    let text = local(&dir, &["--players", "Ana,Bruno", "--seed", "31"], &input);
    assert!(!text.contains("does not work"), "{text}");
    assert_eq!(stored(&dir).moves, half as u64);

    // Started again on the same file, without --players: the game goes on where it was.
    let mut input = String::new();
    for (name, action) in &turns[half..] {
        input += &typed(name, action);
    }
    let text = local(&dir, &[], &input);
    assert!(!text.contains("does not work"), "{text}");
    let name = |s: usize| game.player(s).name().to_string();
    assert!(text.contains(&print::ranking(Lang::En, game.outcome().unwrap(), &name)));
    let stored = stored(&dir);
    assert_eq!(stored.status, GameStatus::Finished);
    assert_eq!(state(&stored), game);
}

#[test]
fn bot_only_games_of_three_and_four_seats_finish() {
    for (bots, lang) in [
        ("hard,normal,easy", "en"),
        ("normal,easy,normal,easy", "fr"),
    ] {
        let dir = scratch::dir(&format!("bots-{lang}"));
        let text = local(&dir, &["--bots", bots, "--seed", "5", "--lang", lang], "");
        let stored = stored(&dir);
        assert_eq!(stored.status, GameStatus::Finished, "{text}");
        let seats = bots.split(',').count();
        assert_eq!(stored.seats.len(), seats);
        assert!(stored.seats.iter().all(|s| s.bot.is_some()));
        // The bots' levels in the order given: the first took the opener's seat.
        let levels: Vec<String> = stored
            .seats
            .iter()
            .map(|s| format!("{:?}", s.bot.unwrap()))
            .collect();
        let given: Vec<String> = bots
            .split(',')
            .map(|b| format!("{:?}", b.parse::<BotLevel>().unwrap()))
            .collect();
        assert_eq!(levels, given);
        // The final ranking, in the terminal's language.
        let game = state(&stored);
        let name = |s: usize| stored.seats[s].name.clone();
        let lang = Lang::supported(lang).unwrap();
        let ranking = print::ranking(lang, game.outcome().unwrap(), &name);
        assert_eq!(ranking.lines().count(), seats);
        assert!(text.contains(&ranking), "{ranking} in {text}");
    }
}

#[test]
fn seat_counts_a_game_is_not_for_are_refused_before_anything_is_opened() {
    for (players, bots, count) in [("Ana", "", 1), ("Ana,Bruno,Chloé,Dai", "easy", 5)] {
        let mut args = vec!["local", "--game", "piazza", "--players", players];
        if !bots.is_empty() {
            args.extend(["--bots", bots]);
        }
        let out = calcada(&args, "");
        assert!(!out.status.success());
        let game = "Piazza".to_string();
        let (min, max) = (2, 4);
        let msg = Msg::LocalSeatCount {
            game,
            min,
            max,
            count,
        };
        assert!(stderr(&out).contains(&en(&msg)), "{}", stderr(&out));
        assert!(stdout(&out).is_empty(), "nothing played");
    }
    // Calçada's seats are counted alike: one bot alone is no game.
    let out = calcada(&["local", "--bots", "hard"], "");
    assert!(!out.status.success());
    let game = "Calçada".to_string();
    let msg = Msg::LocalSeatCount {
        game,
        min: 2,
        max: 4,
        count: 1,
    };
    assert!(stderr(&out).contains(&en(&msg)), "{}", stderr(&out));
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
                assert_eq!(png.width(), games_pictures::PIAZZA_WIDTH);
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

/// With `--players`, a line that names nobody is the first player's; Piazza's `options` shows
/// each move's notation, which `move` then takes without a name; the same command line again
/// resumes the game.
#[test]
fn unnamed_lines_are_the_first_players_and_options_show_what_move_takes() {
    let dir = scratch::dir("piazza-unnamed");
    let db = dir.join("g.db");
    let pics = dir.join("pics");
    let args = [
        "--lang",
        "en",
        "local",
        "--game",
        "piazza",
        "--players",
        "Ana",
        "--bots",
        "normal",
        "--seed",
        "7",
        "--db",
        db.to_str().unwrap(),
        "--out",
        pics.to_str().unwrap(),
    ];
    let out = calcada(&args, "options\n");
    let text = stdout(&out);
    assert!(text.contains("(to Ana)"), "{text}");
    assert!(!text.contains("no seat"), "{text}");
    let notation = text
        .lines()
        .find_map(|l| l.rsplit_once(" · `").map(|(_, n)| n.trim_end_matches('`')))
        .expect("an option with its notation");
    // The same command line again resumes the game in the file: nothing is opened anew.
    let out = calcada(&args, &format!("move {notation}\n1\n"));
    let text = stdout(&out);
    assert!(text.contains("(to Ana) Done:"), "{text}");
    assert!(
        !text.contains("already") && stderr(&out).is_empty(),
        "{text}"
    );
}

/// A terminal shows no pictures: `turn` prints the table and the caller's own hand as text,
/// each tile named as moves type it, and nobody else's hand.
#[test]
fn the_hand_and_the_table_are_printed_as_text() {
    let dir = scratch::dir("hand-text");
    let text = local(
        &dir,
        &["--players", "Ana,Bruno", "--seed", "9"],
        "Ana: turn\n",
    );
    let game = state(&stored(&dir));
    let prefix = en(&Msg::PiazzaHandText {
        tiles: String::new(),
    });
    let hands: Vec<&str> = text
        .lines()
        .filter_map(|l| l.strip_prefix(&prefix))
        .collect();
    assert_eq!(hands.len(), 1, "one hand printed, Ana's: {text}");
    let names: Vec<String> = hands[0]
        .split(", ")
        .map(|t| t.split_once(' ').expect("a code and a name").1.to_string())
        .collect();
    let ana: Vec<String> = game
        .player(0)
        .hand()
        .iter()
        .map(|t| format!("{}-{}", t.colour.key(), t.symbol.key()))
        .collect();
    assert_eq!(names, ana, "{text}");
    // Each name is what a move types: `red-star:h7` reads.
    for name in &names {
        assert!(format!("{name}:h8").parse::<Action>().is_ok(), "{name}");
    }
    // The grid: the starting square and a cell around it, columns lettered as players
    // type them, each of the four start tiles on its row.
    let header = |l: &&str| l.split_whitespace().collect::<Vec<_>>() == ["G", "H", "I", "J"];
    assert!(text.lines().any(|l| header(&l)), "{text}");
    for (cell, tile) in game.table() {
        let row = cell.label().unwrap()[1..].to_string();
        let code = games_pictures::piazza_text::code(tile, false);
        assert!(
            text.lines()
                .any(|l| l.split_whitespace().next() == Some(row.as_str()) && l.contains(&code)),
            "{code} on row {row}: {text}"
        );
    }
}

/// Calçada's verbs in a Piazza game, typed or planned with `try`, are refused with the
/// command to use, and change nothing.
#[test]
fn another_games_verbs_are_refused_typed_or_planned() {
    let dir = scratch::dir("other-verbs");
    let args = ["--players", "Ana,Bruno", "--seed", "9"];
    let text = local(
        &dir,
        &args,
        "Ana: declare 3 yellow\nAna: try declare 3 yellow\nBruno: try declare 3 yellow\n",
    );
    let refusals = text
        .lines()
        .filter(|l| l.contains("that command is for another game"))
        .count();
    assert_eq!(refusals, 3, "{text}");
    assert_eq!(stored(&dir).moves, 0, "nothing played");
}
