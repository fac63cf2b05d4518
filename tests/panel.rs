//! The turn panel end to end: whole games played only through the private panel (buttons and
//! selects, updated in place, nothing public before Confirm), its Back, refresh and stale
//! cases, what a player is told of the turns they missed, and what stays after the end.

#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/harness.rs"]
mod harness;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scratch.rs"]
mod scratch;

use calcada_bots::{Bot, Greedy};
use calcada_rules::{Action, Event, Game};
use fake_discord::*;
use games_service::panel_ids::{encode, parse_panel_id};
use harness::*;
use serde_json::{json, Value};
use std::sync::atomic::Ordering;

/// The control of a panel callback whose custom id ends with `suffix`.
fn part(cb: &Callback, suffix: &str) -> Option<Value> {
    control(&cb.components, suffix)
}

fn is_panel(cb: &Callback) -> bool {
    cb.is_ephemeral() || cb.kind == 7
}

/// Plays the current player's whole turn through a panel opened from the turn message, as a
/// player would, choosing what the greedy bot would. Returns the last callback (Confirm).
/// `back`: go back once after declaring; `refresh`: refresh a display from the panel if one
/// can be.
async fn play_through_panel(
    h: &Harness,
    turn_message: &SentMessage,
    back: bool,
    refresh: bool,
) -> (Callback, bool) {
    let game = h.game();
    let seat = game.current();
    let me = h.user_of(seat);
    let open = control_starting(&turn_message.components, "calcada:turn:")
        .expect("the turn message has the button");
    let mut cb = h.press(&me, &custom_id(&open), None, turn_message.id).await;
    assert_eq!(cb.kind, 4, "a new message");
    assert!(cb.is_ephemeral(), "only the player sees the panel");
    assert!(has_png(&cb.attachments, "panel.png"));
    let panel_message = cb.message_id.expect("the panel is a message");
    let mut planned: Game = game.clone();
    let mut went_back = !back;
    let mut refreshed = false;
    loop {
        if refresh && !refreshed {
            if let Some(r) = part(&cb, ":r") {
                // A refresh is asked about first (it reveals tiles), then played at once.
                let colour = r["options"][0]["value"].as_str().unwrap().to_string();
                let q = h
                    .press(&me, &custom_id(&r), Some(&[&colour]), panel_message)
                    .await;
                assert_eq!(q.kind, 7);
                assert!(q.text_contains("reveals new tiles"), "{}", q.text());
                let now = part(&q, &format!(":R{}", &colour[1..])).expect("Refresh now");
                let before = h.game().player(seat).bonus_tiles();
                cb = h.press(&me, &custom_id(&now), None, panel_message).await;
                assert_eq!(cb.kind, 7, "{}", cb.text());
                assert_eq!(
                    h.game().player(seat).bonus_tiles(),
                    before - 1,
                    "played at once"
                );
                planned = h.game();
                refreshed = true;
                continue;
            }
        }
        let action = Greedy.choose(&planned);
        let (suffix, value) = match action {
            Action::Nudge { .. } => (":n", encode(&action)),
            Action::Declare { .. } => (":d", encode(&action)),
            Action::Place { .. } => {
                if part(&cb, ":p").is_none() {
                    // More placements than one menu holds: the tile first.
                    let t = part(&cb, ":t").expect("a tile select");
                    let code = encode(&action)[1..2].to_string();
                    cb = h
                        .press(&me, &custom_id(&t), Some(&[&code]), panel_message)
                        .await;
                }
                (":p", encode(&action))
            }
            other => panic!("greedy chose {other:?}"),
        };
        let select =
            part(&cb, suffix).unwrap_or_else(|| panic!("no {suffix} select: {:?}", cb.components));
        cb = h
            .press(&me, &custom_id(&select), Some(&[&value]), panel_message)
            .await;
        assert_eq!(cb.kind, 7, "updated in place: {}", cb.text());
        assert!(has_png(&cb.attachments, "panel.png"));
        let events = planned.play(seat, action).unwrap();
        if !went_back && matches!(action, Action::Declare { .. }) && part(&cb, ":p").is_some() {
            let b = part(&cb, ":bk").expect("Back");
            cb = h.press(&me, &custom_id(&b), None, panel_message).await;
            assert!(part(&cb, ":d").is_some(), "back to the declarations");
            planned = h.game();
            went_back = true;
            continue;
        }
        let over = events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }));
        if over {
            // Nothing is public before Confirm.
            assert_eq!(
                h.game(),
                game_after_refresh(h, &game, refreshed),
                "nothing played yet"
            );
            if matches!(action, Action::Place { .. }) {
                assert!(cb.text_contains("Preview"), "{}", cb.text());
            }
            let ok = part(&cb, ":ok").expect("Confirm");
            assert_ne!(ok["disabled"], true);
            let done = h.press(&me, &custom_id(&ok), None, panel_message).await;
            assert_eq!(done.kind, 7);
            assert!(done.text_contains("Done:"), "{}", done.text());
            assert!(
                done.components.is_empty(),
                "a played panel has no controls left"
            );
            // The old panel is stale now: a click is refused and a fresh one offered.
            let stale = h.press(&me, &custom_id(&ok), None, panel_message).await;
            if h.finished() {
                assert!(stale.text_contains("not running"), "{}", stale.text());
            } else {
                assert!(stale.text_contains("moved on"), "{}", stale.text());
                assert!(part(&stale, ":fresh").is_some());
            }
            return (done, refreshed);
        }
    }
}

/// The game as stored, expected unchanged by planning (but for a refresh, played at once).
fn game_after_refresh(h: &Harness, before: &Game, refreshed: bool) -> Game {
    if refreshed {
        h.game()
    } else {
        before.clone()
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_three_player_game_through_panels() {
    let h = Harness::new("panels").await;
    h.slash(
        &ana(),
        "new",
        json!([opt_int("players", 3), opt_int("bots", 1)]),
    )
    .await;
    h.slash(&bruno(), "join", json!([])).await;
    let seen = h.posted();
    h.slash(&ana(), "start", json!([])).await;
    let mut message = h.channel_message_after(seen).await;
    let mut turns = 0;
    let mut refreshed = false;
    let mut recap_seen = false;
    while !h.finished() {
        turns += 1;
        assert!(turns < 200, "the game must end");
        let game = h.game();
        let me = h.user_of(game.current());
        assert!(pings(&message, me.id), "{}", message.text());
        if turns == 1 {
            // Someone else pressing the button: told whose turn it is, shown their own board.
            let other = if me.id == ana().id { bruno() } else { ana() };
            let open = control_starting(&message.components, "calcada:turn:").unwrap();
            let cb = h.press(&other, &custom_id(&open), None, message.id).await;
            assert!(
                cb.is_ephemeral() && cb.text_contains(&format!("It is {}'s turn", me.username)),
                "{}",
                cb.text()
            );
            assert!(has_png(&cb.attachments, "board.png"));
            assert!(cb.components.is_empty());
        }
        let seen = h.posted();
        let (_, did_refresh) = play_through_panel(&h, &message, turns == 2, !refreshed).await;
        refreshed |= did_refresh;
        message = h.channel_message_after(seen).await;
        // The ping says what the others did since the pinged player's last move (here: the
        // bot's turn too).
        if message.text().contains("Since your last move") {
            recap_seen = true;
        }
        assert!(is_panel_free(&message));
    }
    assert!(refreshed, "a refresh was played from a panel");
    assert!(recap_seen, "a ping told the turns its player missed");
    assert!(final_card(&message), "{:?}", message.embeds);

    // After the end: the game can still be looked at, and is listed in the results.
    for sub in ["status", "history", "board", "table"] {
        let cb = h.slash(&ana(), sub, json!([])).await;
        assert!(
            cb.text_contains("This game is over"),
            "{sub}: {}",
            cb.text()
        );
    }
    let cb = h.slash(&ana(), "results", json!([])).await;
    assert!(
        cb.text_contains("Games played here: 1") && cb.text_contains("1. "),
        "{}",
        cb.text()
    );
    // A bot's board: its name is offered, and shown.
    let names = h.complete(&ana(), "board", "player", "bot").await;
    let bot = names[0]["value"].as_str().unwrap().to_string();
    assert!(bot.contains("bot"), "{names:?}");
    let cb = h
        .slash(&ana(), "board", json!([opt_str("player", &bot)]))
        .await;
    assert!(has_png(&cb.attachments, "board.png"), "{}", cb.text());
    assert!(h.fake.unhandled().is_empty(), "{:?}", h.fake.unhandled());
}

/// A public message never carries a panel's controls.
fn is_panel_free(m: &SentMessage) -> bool {
    control(&m.components, ":ok").is_none()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_panel_goes_stale_when_an_admin_ends_the_game_or_a_bot_stands_in() {
    let h = Harness::new("stale").await;
    h.slash(
        &ana(),
        "new",
        json!([
            opt_int("players", 2),
            opt_int("reminder_hours", 1),
            opt_int("takeover", 1)
        ]),
    )
    .await;
    h.slash(&bruno(), "join", json!([])).await;
    let seen = h.posted();
    h.slash(&ana(), "start", json!([])).await;
    let start = h.channel_message_after(seen).await;
    let me = h.user_of(h.game().current());
    let open = control_starting(&start.components, "calcada:turn:").unwrap();
    let cb = h.press(&me, &custom_id(&open), None, start.id).await;
    let panel_message = cb.message_id.unwrap();
    let declare = part(&cb, ":d").unwrap();
    let value = declare["options"][0]["value"].as_str().unwrap().to_string();
    // The player is slow: reminded, then a bot plays the turn for them.
    let seen = h.posted();
    h.clock.0.fetch_add(2 * 3600 + 1, Ordering::SeqCst);
    let took = h
        .fake
        .wait_channel_message(|m| m.text().contains("a bot played this turn"), T)
        .await;
    assert!(h.posted() > seen && took.attachments.iter().any(|a| a.filename == "turn.png"));
    let cb = h
        .press(&me, &custom_id(&declare), Some(&[&value]), panel_message)
        .await;
    assert_eq!(cb.kind, 7);
    assert!(
        cb.text_contains("moved on") && part(&cb, ":fresh").is_some(),
        "{}",
        cb.text()
    );
    // An admin ends the game: a fresh panel is refused, the old one too.
    h.command("calcada-admin", &dora(), perms::ADMIN, "end", json!([]))
        .await;
    let fresh = part(&cb, ":fresh").unwrap();
    let cb = h.press(&me, &custom_id(&fresh), None, panel_message).await;
    assert!(cb.text_contains("not running"), "{}", cb.text());
    assert!(cb.components.is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_final_scores_of_four_long_names_fit_in_one_message() {
    let h = Harness::new("longnames").await;
    let long = |u: TestUser, c: char| u.clone().global_name(&c.to_string().repeat(32));
    let players = [
        long(ana(), 'A'),
        long(bruno(), 'B'),
        long(carla(), 'C'),
        long(dora(), 'D'),
    ];
    h.slash(&players[0], "new", json!([opt_int("players", 4)]))
        .await;
    for p in &players[1..] {
        h.slash(p, "join", json!([])).await;
    }
    h.slash(&players[0], "start", json!([])).await;
    // A few turns, so there is something to break down, then the host ends it.
    for _ in 0..8 {
        let game = h.game();
        let me = players
            .iter()
            .find(|p| p.id == h.user_of(game.current()).id)
            .unwrap();
        let d = game.legal_declarations();
        let Some(d) = d.first() else { break };
        h.slash(
            me,
            "declare",
            json!([opt_str("stone", &format!("{} {}", d.space, d.colour.key()))]),
        )
        .await;
        let placements = h.game().legal_placements();
        assert!(!placements.is_empty(), "{:?}", h.game().step());
        let p = placements[0];
        let sq = p.squares().next().unwrap();
        h.slash(
            me,
            "place",
            json!([opt_str("tile", &format!("{} {sq}", p.tile.symbol.key()))]),
        )
        .await;
    }
    h.slash(&players[0], "end", json!([])).await;
    let m = h
        .fake
        .wait_channel_message(|m| m.text().contains("ended the game"), T)
        .await;
    let card = &m.embeds[0];
    let fields = card["fields"].as_array().unwrap();
    assert_eq!(fields.len(), 4);
    let mut total = card["title"].as_str().unwrap().chars().count()
        + card["description"].as_str().unwrap().chars().count();
    for f in fields {
        let (name, value) = (f["name"].as_str().unwrap(), f["value"].as_str().unwrap());
        assert!(
            name.contains(&"A".repeat(32))
                || name.contains(&"B".repeat(32))
                || name.contains(&"C".repeat(32))
                || name.contains(&"D".repeat(32)),
            "{name}"
        );
        assert!(
            !name.ends_with('…') && !value.ends_with('…'),
            "nothing is cut: {name} / {value}"
        );
        assert!(name.chars().count() <= 256 && value.chars().count() <= 1024);
        total += name.chars().count() + value.chars().count();
    }
    assert!(total <= 6000, "{total} characters");
    assert!(m.text().chars().count() <= 2000);
    assert!(has_png(&m.attachments, "final.png"));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn declaring_by_command_shows_where_the_tile_may_go() {
    let h = Harness::new("declarepic").await;
    h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "start", json!([])).await;
    let game = h.game();
    let me = h.user_of(game.current());
    let d = game.legal_declarations()[0];
    let cb = h
        .slash(
            &me,
            "declare",
            json!([opt_str("stone", &format!("{} {}", d.space, d.colour.key()))]),
        )
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("You declared"),
        "{}",
        cb.text()
    );
    assert!(
        has_png(&cb.attachments, "board.png"),
        "the board with the legal squares"
    );
    // `/calcada turn` opens the same panel, at the place step now.
    let cb = h.slash(&me, "turn", json!([])).await;
    assert!(
        is_panel(&cb) && part(&cb, ":p").is_some(),
        "{:?}",
        cb.components
    );
}

/// `/calcada-me games` (issue 26) asked in another channel of the server: the game waiting on
/// the player has a button; pressed there, it opens that game's panel there, and the panel's
/// controls play the turn in the game's own channel.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn my_games_opens_and_plays_a_games_panel_from_another_channel() {
    let h = Harness::new("mygames").await;
    let elsewhere = CHANNEL_ID + 7;
    h.slash(
        &ana(),
        "new",
        json!([opt_int("players", 2), opt_int("clock_days", 1)]),
    )
    .await;
    h.slash(&bruno(), "join", json!([])).await;
    let seen = h.posted();
    h.slash(&ana(), "start", json!([])).await;
    h.channel_message_after(seen).await;
    let game = h.game();
    let me = h.user_of(game.current());
    let other = h.user_of(1 - game.current());
    // A click or command from `elsewhere`.
    let fake = &h.fake;
    let interact = |v: Value| {
        let id = v["id"].as_str().unwrap().parse::<u64>().unwrap();
        fake.interact(v);
        async move {
            let cb = fake.wait_callback(id, T).await;
            assert!(cb.accepted(), "callback refused: {:?}", cb.error);
            cb
        }
    };
    let games = |who: &TestUser| {
        slash_command(
            h.id(),
            "calcada-me",
            json!([subcommand("games", json!([]))]),
            who,
            elsewhere,
            Some(GUILD_ID),
            perms::MEMBER,
        )
    };
    let cb = interact(games(&me)).await;
    assert!(cb.is_ephemeral(), "{}", cb.text());
    assert!(
        cb.text_contains("**your turn**")
            && cb.text_contains(&format!("<#{CHANNEL_ID}>"))
            && cb.text_contains("your time left: 1d 0h"),
        "{}",
        cb.text()
    );
    let play = control_starting(&cb.components, &format!("calcada:play:{CHANNEL_ID}:"))
        .expect("a button for the game waiting on the player");
    // The other player has the game listed, without a button.
    let theirs = interact(games(&other)).await;
    assert!(
        theirs.text_contains(&format!("<#{CHANNEL_ID}>")) && theirs.components.is_empty(),
        "{}",
        theirs.text()
    );
    let press = |custom: &str, values: Option<&[&str]>, message: u64| {
        component(
            h.id(),
            custom,
            values,
            message,
            &me,
            elsewhere,
            Some(GUILD_ID),
            perms::MEMBER,
        )
    };
    let mut cb = interact(press(&custom_id(&play), None, 1)).await;
    assert_eq!(cb.kind, 4, "a new message: {}", cb.text());
    assert!(cb.is_ephemeral() && has_png(&cb.attachments, "panel.png"));
    let panel_message = cb.message_id.expect("the panel is a message");
    let mut planned = game.clone();
    let seat = game.current();
    loop {
        // Every control names the game's channel.
        for row in &cb.components {
            for c in row["components"].as_array().unwrap() {
                let id = c["custom_id"].as_str().unwrap();
                let at = parse_panel_id(id).map(|p| p.at);
                assert_eq!(at.and_then(|at| at.channel), Some(CHANNEL_ID), "{id}");
            }
        }
        let action = Greedy.choose(&planned);
        let suffix = match action {
            Action::Nudge { .. } => ":n",
            Action::Declare { .. } => ":d",
            Action::Place { .. } if part(&cb, ":p").is_none() => {
                let t = part(&cb, ":t").expect("a tile select");
                let code = encode(&action)[1..2].to_string();
                cb = interact(press(&custom_id(&t), Some(&[&code]), panel_message)).await;
                ":p"
            }
            Action::Place { .. } => ":p",
            other => panic!("greedy chose {other:?}"),
        };
        let select = part(&cb, suffix).expect("the step's select");
        let value = encode(&action);
        cb = interact(press(&custom_id(&select), Some(&[&value]), panel_message)).await;
        assert_eq!(cb.kind, 7, "updated in place: {}", cb.text());
        let events = planned.play(seat, action).unwrap();
        if events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }))
        {
            break;
        }
    }
    assert_eq!(h.game(), game, "nothing played before Confirm");
    let seen = h.posted();
    let ok = part(&cb, ":ok").expect("Confirm");
    let done = interact(press(&custom_id(&ok), None, panel_message)).await;
    assert!(done.text_contains("Done:"), "{}", done.text());
    assert_eq!(h.game().player(seat).turns(), game.player(seat).turns() + 1);
    // The turn message goes to the game's channel, not where the panel was.
    let m = h.channel_message_after(seen).await;
    assert!(has_png(&m.attachments, "turn.png"), "{}", m.text());
    assert!(h.fake.channel_messages(elsewhere).is_empty());
    // Now the game waits on the other player: no button for the first.
    let cb = interact(games(&me)).await;
    assert!(
        cb.components.is_empty() && !cb.text_contains("**your turn**"),
        "{}",
        cb.text()
    );
    let cb = interact(games(&other)).await;
    assert!(
        cb.text_contains("**your turn**") && cb.text_contains("your time left: 1d 0h"),
        "{}",
        cb.text()
    );

    // The other player's day runs out: the stand-in plays their turn, the channel is told
    // once, and the game waits on the first player again.
    let theirs = h.game().player(1 - seat).turns();
    h.clock.0.fetch_add(86_400 + 1, Ordering::SeqCst);
    let told = h
        .fake
        .wait_channel_message(|m| m.text().contains("time ran out"), T)
        .await;
    assert!(told.text().contains(&other.username), "{}", told.text());
    let cb = interact(games(&me)).await;
    assert!(cb.text_contains("**your turn**"), "{}", cb.text());
    assert_eq!(h.game().player(1 - seat).turns(), theirs + 1);
    let ran_out = h
        .fake
        .channel_messages(CHANNEL_ID)
        .iter()
        .filter(|m| m.text().contains("time ran out"))
        .count();
    assert_eq!(ran_out, 1);
}
