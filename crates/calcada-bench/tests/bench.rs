//! The `calcada-bench` binary, run as a user runs it, with small sizes so each test stays fast.

use std::process::{Command, Output};

fn bench(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_calcada-bench"))
        .args(args)
        .output()
        .expect("the binary runs")
}

fn stdout_of(out: &Output) -> String {
    assert!(
        out.status.success(),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
    String::from_utf8(out.stdout.clone()).unwrap()
}

#[test]
fn render_times_every_picture() {
    let text = stdout_of(&bench(&["render", "--iterations", "2"]));
    assert!(
        text.starts_with("Rendering benchmark: 2 iterations per picture"),
        "{text}"
    );
    for kind in ["board", "table", "turn", "panel", "final"] {
        let line = text
            .lines()
            .find(|l| l.starts_with(kind))
            .unwrap_or_else(|| panic!("no {kind} line in\n{text}"));
        // draw, draw p95, png, png p95, floor, any size; the ratio; the bytes.
        assert_eq!(line.matches(" ms").count(), 6, "{line}");
        let ratio: f64 = line
            .split_whitespace()
            .rev()
            .nth(2)
            .unwrap()
            .trim_end_matches('x')
            .parse()
            .unwrap();
        assert!(
            ratio.is_finite() && ratio > 0.0,
            "a floor that fits the budget: {line}"
        );
        assert!(line.contains("x ") && line.ends_with("KB"), "{line}");
    }
}

#[test]
fn bots_reports_decisions_and_both_matches() {
    let text = stdout_of(&bench(&[
        "bots",
        "--games",
        "2",
        "--seed",
        "7",
        "--playouts",
        "20",
        "--time-ms",
        "0",
    ]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 6, "{text}");
    assert_eq!(
        lines[0],
        "Searching bot against greedy bots, 2 games per match from seed 7, budget 20 playouts (no time limit), one thread:",
    );
    assert!(lines[1].starts_with("  decision time   median "), "{text}");
    // No time limit: no search can have been stopped by it.
    assert!(
        lines[2].ends_with("; 0 searches stopped by the time limit"),
        "{text}"
    );
    assert!(
        lines[3].contains("2 players: the searching bot won "),
        "{text}"
    );
    assert!(
        lines[3].contains("of 2 games against 1 greedy bot "),
        "{text}"
    );
    assert!(
        lines[4].contains("4 players: the searching bot won "),
        "{text}"
    );
    assert!(
        lines[4].contains("of 2 games against 3 greedy bots "),
        "{text}"
    );
    assert!(lines[5].starts_with("  time            "), "{text}");
}

#[test]
fn service_times_turns_and_panel_steps_in_the_chosen_language() {
    let text = stdout_of(&bench(&[
        "service",
        "--turns",
        "10",
        "--threads",
        "1",
        "--panel",
        "--lang",
        "de",
    ]));
    let lines: Vec<&str> = text.lines().collect();
    assert_eq!(lines.len(), 5, "{text}");
    assert!(lines[0].starts_with("Ein Panel-Schritt"), "{text}");
    assert!(lines[1].trim_start().starts_with("Median "), "{text}");
    assert!(
        lines[2].starts_with("Ein Zug durch den Dienst") && lines[2].contains(" 10 Züge"),
        "{text}"
    );
    assert!(lines[3].trim_start().starts_with("Median "), "{text}");
    // One thread playing 10 turns for the throughput figure.
    assert!(
        lines[4].starts_with("1 Thread gleichzeitig: 10 Züge in "),
        "{text}"
    );
}

#[test]
fn a_bad_option_is_refused() {
    let out = bench(&["service", "--turns", "3"]);
    assert!(!out.status.success());
    assert!(
        String::from_utf8_lossy(&out.stderr).contains("--turns"),
        "{}",
        String::from_utf8_lossy(&out.stderr)
    );
}
