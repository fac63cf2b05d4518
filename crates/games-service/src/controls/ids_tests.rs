//! The custom ids' tests: every id reads back, the longest fits Discord, older ones are known.

use super::*;

#[test]
fn base_36_numbers_round_trip_and_read_only_their_digits() {
    for n in [0, 1, 35, 36, 1295, 1 << 40, i64::MAX as u64, u64::MAX] {
        assert_eq!(parse_b36(&b36(n)), Some(n), "{n}");
    }
    assert_eq!(b36(u64::MAX), "3w5e11264sgsf");
    for bad in [
        "",
        "+1",
        "A",
        "-1",
        "1_0",
        "3w5e11264sgsg",
        "10000000000000",
    ] {
        assert_eq!(parse_b36(bad), None, "{bad:?}");
    }
}

#[test]
fn the_other_controls_name_their_game() {
    assert_eq!(take_turn_id(7), "calcada:turn:7");
    assert_eq!(parse_take_turn("calcada:turn:7"), Some(7));
    assert_eq!(play_id(20, 7), "calcada:play:20:7");
    assert_eq!(parse_play("calcada:play:20:7"), Some((20, 7)));
    assert_eq!(menu_id(7, 3), "calcada:move:7:3");
    assert_eq!(parse_menu("calcada:move:7:3"), Some((7, 3)));
    // The ids earlier versions made for Piazza's previews read as before.
    let kind = GameKind::new("piazza");
    assert_eq!(confirm_id(kind, 7, 3, "a b"), "piazza:ok:7:3:a b");
    assert_eq!(parse_confirm_id("piazza:ok:7:3:a b"), Some((7, 3, "a b")));
    for not_one in [
        "ok:7:3:a",
        "piazza:ok:0:3:a",
        "piazza:ok:7:x:a",
        "piazza:ok:7:3:",
        "cp:ok:7:3:a b",
        "cq:ok:7:3:a b",
        "mv:ok:7:3:a b",
        "rm:ok:7:3:a b",
    ] {
        assert_eq!(parse_confirm_id(not_one), None, "{not_one}");
    }
    for bad in [
        "calcada:turn:",
        "calcada:turn:0",
        "calcada:turn:-1",
        "calcada:turn:x",
    ] {
        assert_eq!(parse_take_turn(bad), None, "{bad}");
    }
    assert_eq!(parse_play("calcada:play:20"), None);
    assert_eq!(parse_menu("calcada:move:7"), None);
}

#[test]
fn controls_of_an_older_version_are_recognised() {
    let cases = [
        ("calcada:turn", Some(Legacy::TakeTurn)),
        ("calcada:play:20", Some(Legacy::Play { channel: 20 })),
        ("calcada:12", Some(Legacy::Menu)),
        ("cp:12:n3YpOE5:ok", Some(Legacy::Panel { channel: None })),
        ("cp:0::fresh", Some(Legacy::Panel { channel: None })),
        ("cq:20:12::bk", Some(Legacy::Panel { channel: Some(20) })),
        // Today's ids, and ids that are nobody's.
        ("calcada:turn:7", None),
        ("calcada:play:20:7", None),
        ("calcada:move:7:3", None),
        ("cp:c:16::ok", None),
        ("cq:k:c:16::ok", None),
        ("calcada:results:2", None),
        ("cp:zz", None),
        ("other", None),
    ];
    for (id, expected) in cases {
        assert_eq!(legacy(id), expected, "{id}");
    }
}

#[test]
fn replay_ids_carry_the_game_and_the_turn_and_stay_short() {
    for step in ReplayStep::ALL {
        let id = replay_id(i64::MAX, usize::MAX, step);
        assert!(id.len() <= 100, "{id}");
        let rest = id.strip_prefix(REPLAY_PREFIX).unwrap();
        assert_eq!(parse_replay(rest), Some((i64::MAX, usize::MAX, step)));
    }
    assert_eq!(parse_replay("12:7:f"), Some((12, 7, ReplayStep::Forward)));
    assert_eq!(ReplayStep::Back.from(0), 0);
    assert_eq!(ReplayStep::Forward.from(7), 8);
    for bad in [
        "", "12", "12:7", "12:7:x", "12:7:ff", "0:1:s", "-3:1:s", "a:1:s", "1:-1:s",
    ] {
        assert_eq!(parse_replay(bad), None, "{bad}");
    }
    assert_eq!(parse_replay("12:7:f:extra"), None);
}

#[test]
fn move_ids_carry_the_game_the_move_number_and_the_notation() {
    let id = move_id(12, 7, "b2");
    assert_eq!(id, "mv:12:7:b2");
    assert_eq!(parse_move_id(&id), Some((12, 7, "b2")));
    for bad in [
        "mv:",
        "mv:12",
        "mv:12:7",
        "mv:12:7:",
        "mv:0:7:b2",
        "mv:a:7:b2",
        "mv:12:x:b2",
    ] {
        assert_eq!(parse_move_id(bad), None, "{bad}");
    }
}
