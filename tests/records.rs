//! Games you can keep and trust: records exported from stored games (played through
//! `calcada local` and through the service), replayed and verified against the shuffle's
//! seal; a tampered seed refused; an online backup taken while moves keep being committed;
//! a damaged database refused at start with the newest backup named.

#[path = "support/scratch.rs"]
mod scratch;

use calcada_bots::{Bot, Greedy};
use calcada_record::{Envelope, Record, ReplayError};
use calcada_rules::Action;
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_messages::{replay_error, say, Lang, Msg};
use games_service::{Caller, Command, MadeFor, Seeds, Service, SystemClock};
use games_store::Store;
use std::io::Write;
use std::path::Path;
use std::process::{Command as Process, Output, Stdio};
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;

fn calcada(args: &[&str]) -> Output {
    Process::new(env!("CARGO_BIN_EXE_calcada"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn text(o: &Output) -> String {
    format!(
        "{}{}",
        String::from_utf8_lossy(&o.stdout),
        String::from_utf8_lossy(&o.stderr)
    )
}

/// `calcada local` on `db` with these lines.
fn local(db: &Path, lines: &[&str]) -> Output {
    let mut child = Process::new(env!("CARGO_BIN_EXE_calcada"))
        .args(["local", "--db"])
        .arg(db)
        .arg("--out")
        .arg(db.with_extension("pictures"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    let mut stdin = child.stdin.take().unwrap();
    for l in lines {
        writeln!(stdin, "{l}").unwrap();
    }
    drop(stdin);
    child.wait_with_output().unwrap()
}

#[test]
fn a_finished_game_exports_replays_and_verifies_and_a_tampered_seed_does_not() {
    let dir = scratch::dir("finished");
    let db = dir.join("games.db");
    // Ana seats a bot, starts, and leaves: a bot plays her seat and the game runs to its end.
    let out = local(
        &db,
        &["Ana: new players 2", "Ana: bot", "Ana: start", "Ana: leave"],
    );
    assert!(out.status.success(), "{}", text(&out));
    let played = text(&out);

    let records = dir.join("records");
    let out = calcada(&[
        "export",
        "--db",
        db.to_str().unwrap(),
        "--all",
        "--out",
        records.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let file = records.join("game-1.json");
    let json = std::fs::read_to_string(&file).unwrap();
    let record = Record::from_json(&json).unwrap();
    assert!(record.seed.is_some() && record.final_scores.is_some());
    let commitment = record.commitment.clone().expect("sealed");
    // The start message showed this seal, and the final one revealed the seed and salt.
    let sealed = say(
        Lang::En,
        &Msg::Sealed {
            hash: commitment.sha256.clone(),
        },
    );
    assert!(played.contains(&sealed), "{played}");
    let revealed = say(
        Lang::En,
        &Msg::SealRevealed {
            seed: record.seed.unwrap().to_string(),
            salt: commitment.salt.clone().unwrap(),
        },
    );
    assert!(played.contains(&revealed), "{played}");

    let out = calcada(&["replay", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out));
    let out = calcada(&["verify", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains(&commitment.sha256), "{}", text(&out));

    // Checked against the seal the start message showed (as a player copies it).
    let shown = format!("`{}`", commitment.sha256.to_uppercase());
    let out = calcada(&["verify", file.to_str().unwrap(), "--seal", &shown]);
    assert!(out.status.success(), "{}", text(&out));
    // A whole other game, consistent with itself (its own seed, salt and seal), is not the
    // game whose seal was published: the check against what was shown refuses it.
    let mut other = record.clone();
    let salt = "0".repeat(32);
    other.seed = Some(record.seed.unwrap() ^ 1);
    other.commitment = Some(calcada_record::Commitment {
        sha256: calcada_record::Commitment::hash(other.seed.unwrap(), &salt),
        salt: Some(salt),
    });
    let forged = dir.join("forged.json");
    std::fs::write(&forged, other.to_json()).unwrap();
    let out = calcada(&[
        "verify",
        forged.to_str().unwrap(),
        "--seal",
        &commitment.sha256,
    ]);
    assert!(!out.status.success());
    let refused = say(
        Lang::En,
        &Msg::SealNotShown {
            shown: commitment.sha256.clone(),
            carried: other.commitment.as_ref().unwrap().sha256.clone(),
        },
    );
    assert!(text(&out).contains(&refused), "{}", text(&out));

    // Another seed with the same salt: the seal no longer matches.
    let mut tampered = record.clone();
    tampered.seed = Some(record.seed.unwrap() ^ 1);
    let bad = dir.join("tampered.json");
    std::fs::write(&bad, tampered.to_json()).unwrap();
    let out = calcada(&["verify", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    let expected = say(
        Lang::En,
        &replay_error(&tampered.verify_commitment().unwrap_err()),
    );
    assert!(
        matches!(
            tampered.verify_commitment(),
            Err(ReplayError::Commitment { .. })
        ) && text(&out).contains(&expected),
        "{}",
        text(&out)
    );
}

#[test]
fn a_running_game_exports_without_its_seed() {
    let dir = scratch::dir("running");
    let db = dir.join("games.db");
    let out = local(&db, &["Ana: new players 2", "Bruno: join", "Ana: start"]);
    assert!(out.status.success(), "{}", text(&out));
    let records = dir.join("records");
    let out = calcada(&[
        "export",
        "--db",
        db.to_str().unwrap(),
        "--game",
        "1",
        "--out",
        records.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let record =
        Record::from_json(&std::fs::read_to_string(records.join("game-1.json")).unwrap()).unwrap();
    assert_eq!(record.seed, None);
    assert_eq!(record.commitment.as_ref().unwrap().salt, None);
    assert!(matches!(record.replay(), Err(ReplayError::NoSeed)));
    // Nothing to export is said so.
    let out = calcada(&[
        "export",
        "--db",
        db.to_str().unwrap(),
        "--game",
        "99",
        "--out",
        records.to_str().unwrap(),
    ]);
    assert!(!out.status.success());
    // What failed is said with what was being done and why (the command, the game, the
    // store's words), and so is a folder that cannot be made (the path, the system's words).
    let err = String::from_utf8_lossy(&out.stderr);
    assert_eq!(
        err.trim_end(),
        "calcada export: the record of game 99: the store failed: no such game"
    );
    let file = dir.join("not-a-folder");
    std::fs::write(&file, "").unwrap();
    let inside = file.join("records");
    let out = calcada(&[
        "export",
        "--db",
        db.to_str().unwrap(),
        "--game",
        "1",
        "--out",
        inside.to_str().unwrap(),
    ]);
    assert_eq!(out.status.code(), Some(1), "{}", text(&out));
    let why = std::fs::create_dir_all(&inside).unwrap_err().to_string();
    assert_eq!(
        String::from_utf8_lossy(&out.stderr).trim_end(),
        format!("calcada export: creating {}: {why}", inside.display())
    );
}

fn caller(name: &str, id: u64) -> Caller {
    Caller::new(GuildId(1), ChannelId(2), UserId(id), name)
}

#[test]
fn a_backup_taken_while_moves_are_committed_holds_every_move_before_it() {
    let dir = scratch::dir("backup");
    let db = dir.join("games.db");
    let (service, _) = Service::open(&db, Arc::new(SystemClock), Seeds::Fixed(7.into())).unwrap();
    let service = Arc::new(service);
    let (ana, bruno) = (caller("Ana", 1), caller("Bruno", 2));
    let new = Command::NewGame {
        game: None,
        board: None,
        max_players: Some(2),
        bots: vec![],
        reminder_hours: None,
        bot_takes_over_after: None,
        lang: None,
        hints: None,
        stand_in: None,
        clock: Default::default(),
    };
    service.handle(&ana, new).unwrap();
    service.handle(&bruno, Command::Join).unwrap();
    service.handle(&ana, Command::Start).unwrap();
    let stop = Arc::new(AtomicBool::new(false));
    // A writer plays greedy moves as fast as it can until told to stop (or the game ends).
    let writer = {
        let (service, stop) = (service.clone(), stop.clone());
        std::thread::spawn(move || {
            let mut played = 0;
            while !stop.load(Ordering::SeqCst) {
                let Some(g) = service.live_game(ChannelId(2)).unwrap() else {
                    break;
                };
                let game = g.state_of::<calcada_rules::Game>().cloned().unwrap();
                let who = if game.current() == 0 { &ana } else { &bruno };
                let action: Action = Greedy.choose(&game);
                let command = Command::Move {
                    text: action.to_string(),
                    version: None,
                    made_for: MadeFor::Now,
                    confirmed: false,
                };
                service.handle(who, command).unwrap();
                played += 1;
            }
            played
        })
    };
    std::thread::sleep(std::time::Duration::from_millis(30));
    let store = Store::open(&db).unwrap().with_games(games_service::games());
    let game = store.all_game_ids().unwrap()[0];
    let before = store.actions(game).unwrap().len();
    let copy = dir.join("copy.db");
    store.backup_to(&copy).unwrap();
    stop.store(true, Ordering::SeqCst);
    let played = writer.join().unwrap();
    assert!(played > 0, "the writer committed moves");

    let restored = rusqlite::Connection::open(&copy).unwrap();
    let check: String = restored
        .query_row("PRAGMA integrity_check", [], |r| r.get(0))
        .unwrap();
    assert_eq!(check, "ok");
    drop(restored);
    let restored = Store::open(&copy)
        .unwrap()
        .with_games(games_service::games());
    let kept = restored.actions(game).unwrap().len();
    assert!(
        kept >= before,
        "the backup holds {kept} moves, {before} were committed before it"
    );
    // And the backup's game loads and replays as stored.
    restored.load_game(game).unwrap();
}

#[test]
fn a_damaged_database_is_refused_at_start_naming_the_newest_backup() {
    let dir = scratch::dir("damaged");
    let db = dir.join("games.db");
    let out = local(&db, &["Ana: new players 2", "Bruno: join", "Ana: start"]);
    assert!(out.status.success(), "{}", text(&out));
    let backups = dir.join("backups");
    let out = calcada(&[
        "backup",
        backups.join("calcada-1.db").to_str().unwrap(),
        "--db",
        db.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out));

    // Damage every page after the first (the schema page stays, so SQLite opens the file).
    let mut bytes = std::fs::read(&db).unwrap();
    assert!(bytes.len() > 8192, "{} bytes", bytes.len());
    for b in &mut bytes[4096 + 100..] {
        *b = 0xA5;
    }
    std::fs::write(&db, &bytes).unwrap();

    let out = Process::new(env!("CARGO_BIN_EXE_calcada"))
        .args(["local", "--db"])
        .arg(&db)
        .env("CALCADA_BACKUP_DIR", &backups)
        .stdin(Stdio::null())
        .output()
        .unwrap();
    assert!(!out.status.success(), "{}", text(&out));
    let said = text(&out);
    assert!(
        said.contains("damaged") && said.contains("calcada-1.db"),
        "{said}"
    );
    // The backup itself is sound and holds the game.
    let restored = Store::open(backups.join("calcada-1.db"))
        .unwrap()
        .with_games(games_service::games());
    assert_eq!(restored.all_game_ids().unwrap().len(), 1);
}

struct Clock(std::sync::atomic::AtomicI64);
impl games_service::Clock for Clock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

#[test]
fn scheduled_backups_come_when_due_and_keep_the_newest() {
    use games_service::BackupPlan;
    let dir = scratch::dir("scheduled");
    let clock = Arc::new(Clock(1_000.into()));
    let store = Store::open(dir.join("games.db"))
        .unwrap()
        .with_games(games_service::games());
    let service = Service::new(store, clock.clone(), Seeds::Fixed(1.into()));
    let plan = BackupPlan {
        dir: dir.join("backups"),
        every_secs: 3_600,
        keep: 2,
    };
    let mut taken = Vec::new();
    for t in [1_000, 1_500, 4_700, 5_000, 9_000] {
        clock.0.store(t, Ordering::SeqCst);
        taken.push(service.backup_if_due(&plan).unwrap().is_some());
    }
    // At start, then not before an hour has passed since the last one.
    assert_eq!(taken, [true, false, true, false, true]);
    let mut left: Vec<String> = std::fs::read_dir(&plan.dir)
        .unwrap()
        .map(|e| e.unwrap().file_name().to_string_lossy().into_owned())
        .collect();
    left.sort();
    assert_eq!(left, ["calcada-000000004700.db", "calcada-000000009000.db"]);
    Store::open(plan.dir.join(&left[1]))
        .unwrap()
        .with_games(games_service::games());
}

#[test]
fn a_backup_never_overwrites_the_live_database_and_only_its_owner_reads_it() {
    let dir = scratch::dir("backup-safety");
    let db = dir.join("games.db");
    let store = Store::open(&db).unwrap().with_games(games_service::games());
    // The live file, by its own path or another spelling of it, and its journal: refused.
    let other_spelling = dir.join(".").join("games.db");
    for dest in [db.clone(), other_spelling, dir.join("games.db-wal")] {
        let e = store.backup_to(&dest).unwrap_err();
        assert!(e.to_string().contains("live database"), "{dest:?}: {e}");
    }
    Store::open(&db)
        .unwrap()
        .with_games(games_service::games())
        .schema_version()
        .unwrap();
    let copy = dir.join("backups").join("copy.db");
    store.backup_to(&copy).unwrap();
    #[cfg(unix)]
    {
        use std::os::unix::fs::PermissionsExt;
        let mode = std::fs::metadata(&copy).unwrap().permissions().mode() & 0o777;
        assert_eq!(mode, 0o600, "{mode:o}");
    }
    // Through the command line too.
    let out = calcada(&["backup", db.to_str().unwrap(), "--db", db.to_str().unwrap()]);
    assert!(!out.status.success(), "{}", text(&out));
}

/// Reads any record of the family: the envelope's `game` picks the reader, which replays and
/// checks it. `Ok` names the game and the actions replayed.
fn verify_any(text: &str) -> Result<(String, usize), String> {
    let envelope = Envelope::of(text).map_err(|e| e.to_string())?;
    match envelope.game.as_str() {
        "calcada" => {
            let record = Record::from_json(text).map_err(|e| e.to_string())?;
            record.replay().map_err(|e| e.to_string())?;
            Ok((envelope.game, record.actions.len()))
        }
        "piazza" => {
            let record: piazza_rules::Record =
                serde_json::from_str(text).map_err(|e| e.to_string())?;
            record.verify().map_err(|e| e.to_string())?;
            Ok((envelope.game, record.actions.len()))
        }
        other => Err(format!("no reader for {other:?}")),
    }
}

#[test]
fn records_of_both_games_share_the_envelope_and_are_told_apart_by_game() {
    assert_eq!(piazza_rules::record::FORMAT, calcada_record::FORMAT);
    let dir = scratch::dir("family");

    // A Calçada record, as `simulate --export` makes it.
    let opts = games_cli::sim::SimOptions {
        games: 1,
        players: 2,
        board: "A".into(),
        seed: 7,
        bots: vec![calcada_bots::BotLevel::Normal],
        multipliers: None,
        records: true,
    };
    let mut calcada_json = String::new();
    games_cli::sim::simulate(&opts, |_, _, r| calcada_json = r.unwrap().to_json()).unwrap();
    let envelope = Envelope::of(&calcada_json).unwrap();
    assert_eq!(
        (
            envelope.format.as_str(),
            envelope.version,
            envelope.game.as_str()
        ),
        ("calcada-record", calcada_record::VERSION, "calcada")
    );
    assert!(Record::from_json(&calcada_json)
        .unwrap()
        .final_scores
        .is_some());

    // A Piazza record, from its rules crate (first legal action every turn).
    let mut game =
        piazza_rules::Game::new(piazza_rules::Settings::new(["Ana", "Bo", "Cy"]), 3).unwrap();
    let mut piazza = piazza_rules::Record::start(&game);
    while !game.is_over() {
        let (seat, action) = (game.current(), game.legal_actions()[0]);
        game.play(seat, action).unwrap();
        piazza.push(seat, action, &game);
    }
    let piazza_json = serde_json::to_string_pretty(&piazza).unwrap();

    let (g, n) = verify_any(&calcada_json).unwrap();
    assert_eq!(g, "calcada");
    assert!(n > 20);
    assert_eq!(
        verify_any(&piazza_json).unwrap(),
        ("piazza".into(), piazza.actions.len())
    );

    // A version-2 Calçada record (no `game` field) still reads and replays as Calçada.
    let mut old: serde_json::Value = serde_json::from_str(&calcada_json).unwrap();
    old.as_object_mut().unwrap().remove("game");
    old["version"] = 2.into();
    let old_json = old.to_string();
    assert_eq!(Envelope::of(&old_json).unwrap().game, "calcada");
    assert_eq!(verify_any(&old_json).unwrap().0, "calcada");
    let old_file = dir.join("old.json");
    std::fs::write(&old_file, &old_json).unwrap();
    let out = calcada(&["verify", old_file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out));

    // Calçada's reader refuses a Piazza record by name; `calcada verify` dispatches on the
    // envelope's `game` and hands it to Piazza's reader (tests/local_piazza.rs for more).
    let e = Record::from_json(&piazza_json).unwrap_err();
    assert_eq!(
        e,
        ReplayError::OtherGame {
            game: "piazza".into()
        }
    );
    let expected = say(Lang::En, &replay_error(&e));
    assert!(expected.contains("“piazza”"), "{expected}");
    let file = dir.join("piazza.json");
    std::fs::write(&file, &piazza_json).unwrap();
    let out = calcada(&["verify", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out));
    let verified = Msg::PtVerified {
        actions: piazza.actions.len(),
        players: 3,
    };
    assert!(
        text(&out).contains(&say(Lang::En, &verified)),
        "{}",
        text(&out)
    );

    // A tampered Piazza record is refused by its reader.
    let mut bad: serde_json::Value = serde_json::from_str(&piazza_json).unwrap();
    bad["final_scores"][1] = 999.into();
    assert!(verify_any(&bad.to_string()).is_err());
}

#[test]
fn a_piazza_game_played_on_the_bot_exports_with_its_seal_and_verifies() {
    let dir = scratch::dir("piazza");
    let db = dir.join("games.db");
    {
        let service = Service::new(
            Store::open(&db).unwrap().with_games(games_service::games()),
            Arc::new(SystemClock),
            Seeds::Fixed(5.into()),
        );
        let ana = Caller::new(GuildId(1), ChannelId(2), UserId(3), "Ana");
        let open = Command::NewGame {
            game: Some(games_service::PIAZZA),
            board: None,
            max_players: Some(2),
            bots: vec![calcada_bots::BotLevel::Normal],
            reminder_hours: None,
            bot_takes_over_after: None,
            lang: None,
            hints: None,
            stand_in: None,
            clock: Default::default(),
        };
        for command in [open, Command::Start, Command::Leave] {
            let r = service.handle(&ana, command).unwrap();
            assert!(!r.refused, "{}", r.text);
        }
        service.play_waiting_bots().unwrap();
    }
    let records = dir.join("records");
    let out = calcada(&[
        "export",
        "--db",
        db.to_str().unwrap(),
        "--all",
        "--out",
        records.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let file = records.join("game-1.json");
    let json: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&file).unwrap()).unwrap();
    assert_eq!(json["game"], "piazza");
    assert!(json["final_scores"].is_array(), "a finished game: {json}");
    let hash = json["commitment"]["sha256"]
        .as_str()
        .expect("sealed")
        .to_string();
    let out = calcada(&["verify", file.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(text(&out).contains(&hash), "{}", text(&out));
}
