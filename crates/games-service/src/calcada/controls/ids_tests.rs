//! The panel ids' tests: the steps survive their code, every id reads back, the longest
//! fits Discord's 100 characters.

use super::*;
use crate::controls::ids::{menu_id, play_id, take_turn_id};
use crate::controls::kit::MAX_ID;
use calcada_rules::Space;

fn steps() -> Vec<Action> {
    vec![
        Action::Nudge {
            space: Space::number(3).unwrap(),
            colour: Colour::Yellow,
        },
        Action::Nudge {
            space: Space::number(6).unwrap(),
            colour: Colour::Black,
        },
        Action::Declare {
            space: Space::number(1).unwrap(),
            colour: Colour::Green,
        },
        Action::Place {
            symbol: Symbol::Bonus,
            square: "E5".parse().unwrap(),
        },
    ]
}

#[test]
fn steps_survive_their_code() {
    let code = encode_all(&steps());
    assert_eq!(code, "n3Yn6Kd1GpOE5");
    assert_eq!(decode_all(&code), Some(steps()));
    for bad in ["n9Y", "pZC3", "pSZ9", "d1", "x", "rQ"] {
        assert_eq!(decode_all(bad), None, "{bad}");
    }
}

#[test]
fn a_panel_id_names_its_game_and_reads_back() {
    let at = PanelAt {
        channel: None,
        game: 12,
        version: 42,
    };
    let id = panel_id(at, &steps(), &Control::Confirm);
    assert_eq!(id, "cp:c:16:n3Yn6Kd1GpOE5:ok");
    let read = parse_panel_id(&id).unwrap();
    assert_eq!(
        read,
        PanelId {
            at,
            steps: steps(),
            control: Control::Confirm
        }
    );
    let elsewhere = PanelAt {
        channel: Some(1_234_567_890_123_456_789),
        ..at
    };
    for control in [
        Control::Select('n'),
        Control::Select('t'),
        Control::Back,
        Control::Show,
        Control::RefreshNow(Colour::Blue),
        Control::Fresh,
        Control::Hint,
    ] {
        let id = panel_id(elsewhere, &steps(), &control);
        assert!(id.starts_with("cq:"), "{id}");
        let read = parse_panel_id(&id).unwrap();
        assert_eq!((read.at, read.control), (elsewhere, control));
    }
    // Not ids of ours, or not any more: none reads as a panel id.
    for bad in [
        "cp:c:16::zz",
        "cp:c:16:n9Y:ok",
        "cp:c:16::RBB",
        "cp:0:16::ok",
        "cp:C:16::ok",
        "cp:c::ok",
        "cp:16::ok",
        "cq:X:c:16::ok",
        "cq:12:",
        "cp:c:16::ok:more",
        "calcada:1",
    ] {
        assert_eq!(parse_panel_id(bad), None, "{bad}");
    }
}

/// The longest id a panel makes: shown in another channel, every number at its largest,
/// the most steps the service plans (16: fourteen nudges, a declaration, a placement),
/// and the longest control such a panel has.
#[test]
fn the_longest_panel_id_fits_in_discords_100_characters() {
    let nudge = Action::Nudge {
        space: Space::number(1).unwrap(),
        colour: Colour::Red,
    };
    let mut most = vec![nudge; 14];
    most.extend(&steps()[2..]);
    assert_eq!(encode_all(&most).len(), 49);
    let at = PanelAt {
        channel: Some(u64::MAX),
        game: i64::MAX,
        version: u64::MAX,
    };
    let longest = [
        Control::Hint,
        Control::Confirm,
        Control::RefreshNow(Colour::Red),
        Control::Select('p'),
    ]
    .iter()
    .map(|c| panel_id(at, &most, c))
    .max_by_key(String::len)
    .unwrap();
    assert!(longest.len() <= MAX_ID, "{longest}");
    assert_eq!(parse_panel_id(&longest).unwrap().at, at);
    let fresh = panel_id(at, &[], &Control::Fresh);
    assert!(fresh.len() <= MAX_ID);
    for id in [
        take_turn_id(i64::MAX),
        play_id(u64::MAX, i64::MAX),
        menu_id(i64::MAX, u64::MAX),
    ] {
        assert!(id.len() <= MAX_ID, "{id}");
    }
}
