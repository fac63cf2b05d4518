//! The `calcada simulate`, `replay` and `bench` (a pointer) commands, run as a user runs them.

#[path = "support/scratch.rs"]
mod scratch;

use std::process::{Command, Output};

fn calcada(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_calcada"))
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

#[test]
fn simulate_prints_the_summary_and_exports_records_that_replay() {
    let dir = scratch::dir("export");
    let out = calcada(&[
        "simulate",
        "--games",
        "5",
        "--players",
        "3",
        "--side",
        "B",
        "--seed",
        "40",
        "--bots",
        "greedy,random",
        "--export",
        dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let stdout = String::from_utf8_lossy(&out.stdout);
    for field in [
        "Simulated 5 games: 3 players, board B, bots greedy,random",
        "games per second",
        "rounds",
        "board fill",
        "by stalemate",
    ] {
        assert!(stdout.contains(field), "missing {field:?} in:\n{stdout}");
    }
    let mut files: Vec<_> = std::fs::read_dir(&dir)
        .unwrap()
        .map(|e| e.unwrap().path())
        .collect();
    files.sort();
    assert_eq!(files.len(), 5);
    assert!(files[0].ends_with("game-40.json"));
    for f in &files {
        // Complete records: the final score breakdowns as a stored game's record has them,
        // and the game named; `calcada verify` accepts them (no seal: played offline).
        let json: serde_json::Value =
            serde_json::from_str(&std::fs::read_to_string(f).unwrap()).unwrap();
        assert_eq!(json["game"], "calcada");
        assert_eq!(
            json["final_scores"].as_array().map(Vec::len),
            Some(3),
            "{f:?}"
        );
        let out = calcada(&["verify", f.to_str().unwrap()]);
        assert!(out.status.success(), "{}", text(&out));
        assert!(text(&out).contains("Game over:"), "{}", text(&out));
        let out = calcada(&["replay", f.to_str().unwrap()]);
        assert!(out.status.success(), "{}", text(&out));
        let stdout = String::from_utf8_lossy(&out.stdout);
        assert!(stdout.contains("every stored state verified"), "{stdout}");
        assert!(
            stdout.contains("Game over:") && stdout.contains("1. "),
            "{stdout}"
        );
        assert!(
            stdout.contains("bonus tiles:"),
            "the breakdown is printed: {stdout}"
        );
    }
}

#[test]
fn replay_reports_a_broken_record_precisely_and_fails() {
    let dir = scratch::dir("broken");
    let out = calcada(&[
        "simulate",
        "--games",
        "1",
        "--players",
        "2",
        "--seed",
        "3",
        "--bots",
        "greedy",
        "--export",
        dir.to_str().unwrap(),
    ]);
    assert!(out.status.success(), "{}", text(&out));
    let path = dir.join("game-3.json");
    let mut record: serde_json::Value =
        serde_json::from_str(&std::fs::read_to_string(&path).unwrap()).unwrap();

    // A stored state that the replay does not reproduce.
    let mut tampered = record.clone();
    tampered["actions"][4]["state"]["players"][1]["bonus_tiles"] = serde_json::json!(99);
    let bad = dir.join("tampered.json");
    std::fs::write(&bad, tampered.to_string()).unwrap();
    let out = calcada(&["replay", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("the state after action 5 differs at players[1].bonus_tiles"),
        "{err}"
    );
    assert!(err.contains("the record says 99"), "{err}");

    // An action that is not legal where it stands.
    let seat = record["actions"][0]["seat"].as_u64().unwrap();
    record["actions"][0]["seat"] = serde_json::json!(1 - seat);
    let bad = dir.join("illegal.json");
    std::fs::write(&bad, record.to_string()).unwrap();
    let out = calcada(&["replay", bad.to_str().unwrap()]);
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("action 1 (seat") && err.contains("is illegal: It is"),
        "{err}"
    );

    // Not a record at all, and a missing file.
    std::fs::write(&bad, "{\"hello\": 1}").unwrap();
    let out = calcada(&["replay", bad.to_str().unwrap()]);
    assert!(
        !out.status.success()
            && String::from_utf8_lossy(&out.stderr).contains("not a Calçada record")
    );
    let out = calcada(&["replay", dir.join("nope.json").to_str().unwrap()]);
    assert!(!out.status.success() && String::from_utf8_lossy(&out.stderr).contains("cannot read"));
}

#[test]
fn simulate_refuses_bad_options_with_a_message() {
    for args in [
        &["simulate", "--players", "5"][..],
        &["simulate", "--side", "C"],
        &["simulate", "--bots", "clever"],
        &["simulate", "--multipliers", "3,0", "--games", "1"],
    ] {
        let out = calcada(args);
        assert!(!out.status.success(), "{args:?} was accepted");
        assert!(!out.stderr.is_empty(), "{args:?} gave no message");
    }
}

#[test]
fn the_example_in_the_record_format_doc_replays() {
    // Keeps docs/record-format.md true: its example must stay a valid, verifiable record.
    let doc = std::fs::read_to_string(concat!(
        env!("CARGO_MANIFEST_DIR"),
        "/docs/record-format.md"
    ))
    .unwrap();
    let start = doc.find("```json\n").expect("the doc has a JSON example") + 8;
    let end = start + doc[start..].find("```").unwrap();
    let dir = scratch::dir("doc");
    let path = dir.join("example.json");
    std::fs::write(&path, &doc[start..end]).unwrap();
    let out = calcada(&["replay", path.to_str().unwrap()]);
    assert!(out.status.success(), "{}", text(&out));
    assert!(String::from_utf8_lossy(&out.stdout).contains("every stored state verified"));
}

#[test]
fn bench_points_at_the_bench_crate() {
    // The benchmarks left the `calcada` binary for crates/calcada-bench: one line says where.
    let out = calcada(&["bench", "render", "--iterations", "2"]);
    assert!(!out.status.success());
    assert!(out.stdout.is_empty(), "{}", text(&out));
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "Benchmarks moved to their own crate: cargo run --release -p calcada-bench -- render --iterations 2\n"
    );
    let out = calcada(&["--lang", "fr", "bench"]);
    assert!(!out.status.success());
    assert_eq!(
        String::from_utf8_lossy(&out.stderr),
        "Les benchmarks ont déménagé dans leur propre crate\u{202f}: cargo run --release -p calcada-bench -- --help\n"
    );
    // Hidden from the help: it runs nothing any more.
    let help = String::from_utf8_lossy(&calcada(&["--help"]).stdout).into_owned();
    assert!(!help.contains("bench"), "{help}");
}
