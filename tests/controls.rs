//! Controls belong to one game (issue 44): every Calçada button and select names the game it
//! was made for, so an old panel's Confirm in the channel's next game is stale and changes
//! nothing; and a forged panel id cannot learn what a refresh would draw: twin games, alike
//! in all that is public but with other stack orders, answer forged ids byte for byte alike.

#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/harness.rs"]
mod harness;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scratch.rs"]
mod scratch;

use calcada_rules::{Action, Game, Step};
use fake_discord::*;
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_service::controls::{route, Route};
use games_service::panel_ids::{encode, encode_all, panel_id, parse_panel_id, Control, PanelAt};
use games_service::{Caller, Clock, Command, MadeFor, Reply, Seeds, Service};
use games_store::{Change, Store, StoredGame};
use harness::*;
use serde_json::{json, Value};
use std::sync::atomic::AtomicI64;
use std::sync::Arc;

/// Ana opens a two-player game, Bruno joins, Ana starts it: the game as stored, and the
/// message that starts it (with its Take your turn button).
async fn start_game(h: &Harness) -> (StoredGame, SentMessage) {
    h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    h.slash(&bruno(), "join", json!([])).await;
    let seen = h.posted();
    h.slash(&ana(), "start", json!([])).await;
    let message = h.channel_message_after(seen).await;
    let store = Store::open(&h.db)
        .unwrap()
        .with_games(games_service::games());
    let stored = store.live_game_in(ChannelId(CHANNEL_ID)).unwrap().unwrap();
    (stored, message)
}

/// The panel control of a callback whose custom id ends with `suffix`.
fn part(cb: &Callback, suffix: &str) -> Option<Value> {
    control(&cb.components, suffix)
}

/// The first option of a select.
fn first_value(select: &Value) -> String {
    select["options"][0]["value"].as_str().unwrap().to_string()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_old_panels_confirm_in_the_channels_next_game_is_stale_and_changes_nothing() {
    let h = Harness::new("nextgame").await;
    let (first, start) = start_game(&h).await;
    let open = control_starting(&start.components, "calcada:turn:").unwrap();
    assert_eq!(custom_id(&open), format!("calcada:turn:{}", first.id.0));
    let me = h.user_of(first.state_of::<calcada_rules::Game>().unwrap().current());
    // The player plans a whole turn on the panel: a declaration, then a placement.
    let mut cb = h.press(&me, &custom_id(&open), None, start.id).await;
    let panel_message = cb.message_id.expect("the panel is a message");
    let d = part(&cb, ":d").expect("a declaration select");
    cb = h
        .press(
            &me,
            &custom_id(&d),
            Some(&[&first_value(&d)]),
            panel_message,
        )
        .await;
    if part(&cb, ":p").is_none() {
        let t = part(&cb, ":t").expect("a tile select");
        cb = h
            .press(
                &me,
                &custom_id(&t),
                Some(&[&first_value(&t)]),
                panel_message,
            )
            .await;
    }
    let p = part(&cb, ":p").expect("a placement select");
    cb = h
        .press(
            &me,
            &custom_id(&p),
            Some(&[&first_value(&p)]),
            panel_message,
        )
        .await;
    let ok = part(&cb, ":ok").expect("Confirm");
    assert_ne!(ok["disabled"], true, "{}", cb.text());
    // Every control of the panel names the game and the move it was made for.
    for row in &cb.components {
        for c in row["components"].as_array().unwrap() {
            let id = parse_panel_id(c["custom_id"].as_str().unwrap()).expect("a panel id");
            assert_eq!((id.at.game, id.at.version), (first.id.0, first.moves));
        }
    }
    // The host ends the game before it is confirmed; the next game starts in the channel, at
    // the same move number the old panel was made for.
    h.slash(&ana(), "end", json!([])).await;
    h.fake
        .wait_channel_message(|m| m.text().contains("ended the game"), T)
        .await;
    let (second, turn) = start_game(&h).await;
    assert_ne!(second.id, first.id);
    assert_eq!(
        second.moves, first.moves,
        "the move number the old panel names"
    );
    let seen = h.posted();
    let confirm = h.press(&me, &custom_id(&ok), None, panel_message).await;
    assert_eq!(confirm.kind, 7, "the old panel is updated in place");
    assert!(
        confirm.text_contains("belongs to an earlier game"),
        "{}",
        confirm.text()
    );
    // Nothing was played; the only control left opens a fresh panel of the game now.
    let store = Store::open(&h.db)
        .unwrap()
        .with_games(games_service::games());
    let now = store.live_game_in(ChannelId(CHANNEL_ID)).unwrap().unwrap();
    assert_eq!(
        (now.state_of::<calcada_rules::Game>().cloned(), now.moves),
        (
            second.state_of::<calcada_rules::Game>().cloned(),
            second.moves
        )
    );
    assert_eq!(h.posted(), seen, "nothing said in the channel");
    let fresh = part(&confirm, ":fresh").expect("a fresh panel's button");
    assert_eq!(
        parse_panel_id(&custom_id(&fresh)).map(|p| p.at.game),
        Some(second.id.0)
    );
    // The old turn message's button is stale too; the new one's opens a panel of this game.
    let old = h.press(&me, &custom_id(&open), None, start.id).await;
    assert!(old.text_contains("earlier game"), "{}", old.text());
    let new = control_starting(&turn.components, "calcada:turn:").unwrap();
    assert_eq!(custom_id(&new), format!("calcada:turn:{}", second.id.0));
    // A control of an older version of the bot (no game in its id) is answered as stale.
    let legacy = h.press(&me, "cp:0::ok", None, panel_message).await;
    assert!(legacy.text_contains("moved on"), "{}", legacy.text());
    let legacy = h.press(&me, "calcada:turn", None, start.id).await;
    assert!(legacy.text_contains("moved on"), "{}", legacy.text());
    let store = Store::open(&h.db)
        .unwrap()
        .with_games(games_service::games());
    let now = store.live_game_in(ChannelId(CHANNEL_ID)).unwrap().unwrap();
    assert_eq!(
        (now.state_of::<calcada_rules::Game>().cloned(), now.moves),
        (
            second.state_of::<calcada_rules::Game>().cloned(),
            second.moves
        )
    );
    assert!(h.fake.unhandled().is_empty(), "{:?}", h.fake.unhandled());
}

struct TestClock(AtomicI64);
impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(std::sync::atomic::Ordering::SeqCst)
    }
}

/// One of the twins: a service on its own database, its game started by Ana and Bruno.
struct Twin {
    service: Service,
    store: Store,
}

fn caller(name: &str, id: u64) -> Caller {
    Caller::new(GuildId(10), ChannelId(20), UserId(id), name).locale("en-GB")
}

impl Twin {
    fn new(name: &str) -> Twin {
        let path = scratch::db(name);
        let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
        let service = Service::new(
            Store::open(&path)
                .unwrap()
                .with_games(games_service::games()),
            clock,
            Seeds::Fixed(5.into()),
        );
        let twin = Twin {
            service,
            store: Store::open(&path)
                .unwrap()
                .with_games(games_service::games()),
        };
        let open = Command::NewGame {
            game: None,
            board: None,
            max_players: Some(2),
            bots: Vec::new(),
            reminder_hours: Some(24),
            bot_takes_over_after: None,
            lang: None,
            hints: None,
            stand_in: None,
            clock: Default::default(),
        };
        twin.run(&caller("Ana", 1), open);
        twin.run(&caller("Bruno", 2), Command::Join);
        twin.run(&caller("Ana", 1), Command::Start);
        twin
    }
    fn run(&self, who: &Caller, command: Command) -> Reply {
        self.service.handle(who, command).expect("no fault")
    }
    fn stored(&self) -> StoredGame {
        self.store.live_game_in(ChannelId(20)).unwrap().unwrap()
    }
    /// Writes `game` as the position (the log and the seats as they are).
    fn write(&self, game: &Game) {
        let stored = self.stored();
        let change = Change {
            state: Some(game),
            ..Default::default()
        };
        self.store
            .apply_change(stored.id, stored.version, &change, 1_000_000)
            .unwrap();
    }
}

/// The game with every face-down stack in the reverse order: the same public view, other
/// tiles under each display.
fn reversed(game: &Game) -> Game {
    let mut snap = game.snapshot();
    for stack in &mut snap.stacks {
        stack.reverse();
    }
    Game::from_snapshot(snap).unwrap()
}

/// A declaration for `seat` and the placement after it, then a refresh of that colour, such
/// that the placement is legal after the refresh in `a` and not in `b`: what a refresh draws
/// tells the twins apart.
fn telling_plan(a: &Game, b: &Game, seat: usize) -> Option<(Action, Action, Action)> {
    for declare in a.legal_actions() {
        let Action::Declare { .. } = declare else {
            continue;
        };
        let mut after = a.clone();
        after.play(seat, declare).unwrap();
        let Step::Place { colour, .. } = after.step() else {
            continue;
        };
        let refresh = Action::Refresh { colour };
        let (mut ra, mut rb) = (after.clone(), b.clone());
        rb.play(seat, declare).unwrap();
        if ra.play(seat, refresh).is_err() || rb.play(seat, refresh).is_err() {
            continue;
        }
        let place = ra
            .legal_actions()
            .into_iter()
            .find(|&p| matches!(p, Action::Place { .. }) && rb.check(seat, p).is_err());
        if let Some(place) = place {
            return Some((declare, refresh, place));
        }
    }
    None
}

/// All a reply shows: its text, pictures and controls (which the transports render as they
/// are).
fn shown(reply: &Reply) -> (Value, Vec<Vec<u8>>, bool) {
    (
        serde_json::to_value(reply).unwrap(),
        reply.pictures.iter().map(|p| p.bytes.clone()).collect(),
        reply.refused,
    )
}

#[test]
fn forged_panel_ids_are_answered_alike_whatever_the_stacks_hold() {
    let (a, b) = (Twin::new("twin-a"), Twin::new("twin-b"));
    let stored = a.stored();
    let game = stored.state_of::<calcada_rules::Game>().cloned().unwrap();
    assert_eq!(
        b.stored().state_of::<calcada_rules::Game>(),
        Some(&game),
        "the same seed"
    );
    let other = reversed(&game);
    assert_ne!(other, game);
    assert_eq!(
        calcada_rules::PublicView::new(&other).canonical(),
        calcada_rules::PublicView::new(&game).canonical(),
        "the twins' public view is one"
    );
    // Both positions written through the store, so both games are at the same version.
    a.write(&game);
    b.write(&other);
    let seat = game.current();
    let me = [caller("Ana", 1), caller("Bruno", 2)]
        .into_iter()
        .find(|c| c.name == game.player(seat).name())
        .unwrap();
    let (declare, refresh, place) =
        telling_plan(&game, &other, seat).expect("a refresh that tells the twins apart");
    let (g, v) = (stored.id.0, stored.moves);
    let at = PanelAt {
        channel: None,
        game: g,
        version: v,
    };
    let nudge = game
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Nudge { .. }))
        .expect("a nudge");
    let id = |steps: &[Action], control: Control| panel_id(at, steps, &control);
    let forged: Vec<(String, Option<String>)> = vec![
        // Declare, refresh, and a placement only one twin's refreshed display allows.
        (id(&[declare, refresh, place], Control::Confirm), None),
        (id(&[refresh, declare, place], Control::Confirm), None),
        // Refresh now after a refresh; a placement planned after a refresh.
        (
            id(
                &[declare, refresh],
                Control::RefreshNow(refresh_colour(refresh)),
            ),
            None,
        ),
        (
            id(&[declare, refresh], Control::Select('p')),
            Some(encode(&place)),
        ),
        (id(&[declare, refresh], Control::Show), None),
        // Another game's panel (the channel's next game's number).
        (
            panel_id(
                PanelAt { game: g + 1, ..at },
                &[declare, place],
                &Control::Confirm,
            ),
            None,
        ),
        // More steps than a panel plans (the id itself longer than Discord allows).
        (id(&[nudge; 17], Control::Confirm), None),
        (id(&[nudge; 40], Control::Confirm), None),
        // An older version's id, and ids that are nobody's.
        (format!("cp:{v}:{}:ok", encode_all(&[declare, place])), None),
        ("cp:zz".into(), None),
        (format!("cp:{g}:{v}:n9Y:ok"), None),
        (String::new(), None),
        // The menu and the panel, with a placement before any declaration.
        (format!("calcada:move:{g}:{v}"), Some(encode(&place))),
        (id(&[], Control::Select('p')), Some(encode(&place))),
    ];
    let games = games_service::builtin_games();
    let route = |id: &str, value: Option<&str>| route(&games, id, value, games_messages::Lang::En);
    let before = (a.stored(), b.stored());
    let mut asked = 0;
    for (custom_id, value) in &forged {
        let r = route(custom_id, value.as_deref());
        let Route::Ask { .. } = r else {
            // Answered without the game: alike by construction.
            assert!(
                matches!(r, Route::Unknown | Route::Refuse(_)),
                "{custom_id}: {r:?}"
            );
            continue;
        };
        // The click as a transport hands it over: the id and the value chosen.
        let click = Command::Click {
            id: custom_id.clone(),
            values: value.iter().cloned().collect(),
        };
        let (ra, rb) = (a.run(&me, click.clone()), b.run(&me, click));
        assert_eq!(shown(&ra), shown(&rb), "{custom_id}");
        assert!(
            [
                "has changed",
                "earlier game",
                "moved on",
                "Declare a cobblestone first"
            ]
            .iter()
            .any(|t| ra.text.contains(t)),
            "{custom_id}: {}",
            ra.text
        );
        let after = (a.stored(), b.stored());
        for (x, y) in [(&before.0, &after.0), (&before.1, &after.1)] {
            assert_eq!(
                (x.state_of::<calcada_rules::Game>(), x.moves, x.version),
                (y.state_of::<calcada_rules::Game>(), y.moves, y.version)
            );
        }
        asked += 1;
    }
    assert!(asked >= 10, "{asked} forged ids reached the service");
    // The plan is no forgery once the refresh is played: then the twins differ, as they must.
    let r = route(
        &id(&[declare], Control::RefreshNow(refresh_colour(refresh))),
        None,
    );
    let Route::Ask { command, .. } = r else {
        panic!("{r:?}")
    };
    assert!(matches!(
        command,
        Command::Commit {
            made_for: MadeFor::Game(_),
            ..
        }
    ));
    let (ra, rb) = (a.run(&me, command.clone()), b.run(&me, command));
    assert_ne!(ra.pictures, rb.pictures, "the refreshed displays differ");
}

fn refresh_colour(refresh: Action) -> calcada_rules::Colour {
    match refresh {
        Action::Refresh { colour } => colour,
        other => panic!("{other:?}"),
    }
}
