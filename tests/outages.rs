//! Discord failing as it does: the real bot against the fake Discord answering 503, 429 and
//! 50013 (the fake's faults), with a clock the test moves. Every notice arrives once, in
//! order per channel, after an outage; a 429's `retry_after` is waited out; a channel where
//! the bot may not post tells the host, in words, and waits for the rights to come back.

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
use games_ids::ids::ChannelId;
use games_service::calcada_words::action_words;
use games_service::panel_ids::encode;
use harness::*;
use serde_json::{json, Value};
use std::sync::atomic::Ordering;
use std::time::Duration;

/// Every post in the game's channel, from now on, answered with `status` and Discord's
/// error `code`; returns the fault's id.
fn posts_fail(h: &Harness, status: u16, code: u64) -> u64 {
    h.fake.add_fault(
        FaultTarget::ChannelPosts(Some(CHANNEL_ID)),
        RestFault::Status { status, code },
        None,
    )
}

/// Every channel post, from now on, answered `503 Service Unavailable`.
fn outage(h: &Harness) -> u64 {
    posts_fail(h, 503, 0)
}

/// The first direct message delivered to the game's host (ana).
async fn dm_to_host(h: &Harness) -> SentMessage {
    h.fake
        .wait_message(|m| m.dm_recipient == Some(ana().id) && m.delivered(), T)
        .await
}

/// Moves the test's clock `secs` seconds, `step` at a time, letting the bot's loop (a tick
/// every 100 ms) see each step.
async fn advance(h: &Harness, secs: i64, step: i64) {
    let mut left = secs;
    while left > 0 {
        let s = left.min(step);
        h.clock.0.fetch_add(s, Ordering::SeqCst);
        left -= s;
        tokio::time::sleep(Duration::from_millis(150)).await;
    }
}

/// Moves the clock a second at a time until the channel holds `n` messages; returns how many
/// seconds (of the bot's clock) that took. Fails past `limit` seconds.
async fn arrives_within(h: &Harness, n: usize, limit: i64) -> i64 {
    for waited in 0..=limit {
        let deadline = std::time::Instant::now() + Duration::from_millis(400);
        while std::time::Instant::now() < deadline {
            if h.posted() >= n {
                return waited;
            }
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
        h.clock.0.fetch_add(1, Ordering::SeqCst);
    }
    panic!("not posted within {limit} s:\n{}", h.fake.summary())
}

/// Posts to the game's channel that a fault answered.
fn faulted_posts(h: &Harness) -> usize {
    h.fake
        .posts_to(CHANNEL_ID)
        .iter()
        .filter(|r| !(200..300).contains(&r.status))
        .count()
}

/// Waits until `n` posts to the channel were faulted (the bot tried, Discord was down).
async fn wait_faulted_posts(h: &Harness, n: usize) {
    tokio::time::timeout(T, async {
        while faulted_posts(h) < n {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    })
    .await
    .unwrap_or_else(|_| panic!("fewer than {n} faulted posts:\n{}", h.fake.summary()));
}

/// Waits until the channel holds `n` delivered messages; returns them.
async fn wait_posted(h: &Harness, n: usize) -> Vec<SentMessage> {
    tokio::time::timeout(T, async {
        loop {
            let all = h.fake.channel_messages(CHANNEL_ID);
            if all.len() >= n {
                return all;
            }
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    })
    .await
    .unwrap_or_else(|_| panic!("fewer than {n} channel messages:\n{}", h.fake.summary()))
}

/// The current player's whole turn with typed commands (`/declare`, `/place`), choosing what
/// the greedy bot would.
async fn typed_turn(h: &Harness) {
    let game = h.game();
    let me = h.user_of(game.current());
    let mut planned = game.clone();
    loop {
        let action = Greedy.choose(&planned);
        let words = action_words(&action);
        let (verb, rest) = words.split_once(' ').unwrap();
        let option = match action {
            Action::Place { .. } => "tile",
            Action::Refresh { .. } => panic!("greedy refreshes by itself only in panels"),
            _ => "stone",
        };
        let cb = h.slash(&me, verb, json!([opt_str(option, rest)])).await;
        assert!(cb.is_ephemeral(), "{}", cb.text());
        let events = planned.play(planned.current(), action).unwrap();
        if events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }))
        {
            return;
        }
    }
}

/// The control of a panel callback whose custom id ends with `suffix`.
fn part(cb: &Callback, suffix: &str) -> Option<Value> {
    control(&cb.components, suffix)
}

/// The current player's turn through the private panel opened with `/turn`, as `me` (their
/// locale is theirs); returns the panel's first answer and Confirm's.
async fn panel_turn(h: &Harness, me: &TestUser) -> (Callback, Callback) {
    let opened = h.slash(me, "turn", json!([])).await;
    assert!(opened.is_ephemeral(), "only the player sees the panel");
    let panel = opened.message_id.expect("the panel is a message");
    let mut planned: Game = h.game();
    let seat = planned.current();
    let mut cb = opened.clone();
    loop {
        let action = Greedy.choose(&planned);
        let suffix = match action {
            Action::Nudge { .. } => ":n",
            Action::Declare { .. } => ":d",
            Action::Place { .. } => {
                if part(&cb, ":p").is_none() {
                    let t = part(&cb, ":t").expect("a tile select");
                    let code = encode(&action)[1..2].to_string();
                    cb = h.press(me, &custom_id(&t), Some(&[&code]), panel).await;
                }
                ":p"
            }
            other => panic!("greedy chose {other:?}"),
        };
        let select = part(&cb, suffix).unwrap_or_else(|| panic!("no {suffix}: {}", cb.text()));
        cb = h
            .press(me, &custom_id(&select), Some(&[&encode(&action)]), panel)
            .await;
        let events = planned.play(seat, action).unwrap();
        if events
            .iter()
            .any(|e| matches!(e, Event::TurnStarted { .. } | Event::GameOver { .. }))
        {
            let ok = part(&cb, ":ok").expect("Confirm");
            let done = h.press(me, &custom_id(&ok), None, panel).await;
            return (opened, done);
        }
    }
}

/// Opens a two-player game of ana and bruno and starts it; returns the start message.
async fn started(h: &Harness, reminder_hours: i64) -> SentMessage {
    let seen = h.posted();
    h.slash(
        &ana(),
        "new",
        json!([
            opt_int("players", 2),
            opt_int("reminder_hours", reminder_hours)
        ]),
    )
    .await;
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "start", json!([])).await;
    h.channel_message_after(seen).await
}

/// Issue 23, as it is measured: a fake as strict as Discord at registration; every post in
/// the game's channel answered 503 for 120 s (by the test's clock) while a German player
/// plays a turn through the panel. The commands are registered (within every limit), the
/// panel speaks German, and the turn message arrives once after the outage.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn commands_register_and_a_turn_survives_two_minutes_of_outage() {
    let h = Harness::new("outage-panel").await;
    assert!(
        h.fake.refused_registrations().is_empty(),
        "{:?}",
        h.fake.refused_registrations()
    );
    let names = h.fake.registered_commands().last().unwrap().names();
    for name in [
        "turn",
        "declare",
        "place",
        "calcada",
        "calcada-me",
        "calcada-admin",
    ] {
        assert!(names.iter().any(|n| n == name), "{name} in {names:?}");
    }
    started(&h, 24).await;
    let before = h.posted();
    let me = h.user_of(h.game().current()).locale("de");
    let fault = outage(&h);
    let (opened, done) = panel_turn(&h, &me).await;
    assert!(opened.text_contains("Du bist am Zug"), "{}", opened.text());
    assert!(done.is_ephemeral() || done.kind == 7);
    // The turn message is tried and refused while Discord is down, then waits.
    wait_faulted_posts(&h, 1).await;
    advance(&h, 120, 10).await;
    let tried = faulted_posts(&h);
    assert!(tried >= 2, "retried during the outage: {tried}");
    assert!(
        tried <= 17,
        "one probe per interval (at most every 8 s), not every tick: {tried}"
    );
    assert_eq!(h.posted(), before, "nothing got through");
    h.fake.clear_fault(fault);
    // Within seconds after Discord is back (the next probe), it arrives, once.
    let after = arrives_within(&h, before + 1, 30).await;
    assert!(after <= 9, "{after} s after Discord was back");
    let posted = wait_posted(&h, before + 1).await;
    assert_eq!(posted.len(), before + 1, "{}", h.fake.summary());
    let turn = &posted[before];
    assert!(has_png(&turn.attachments, "turn.png"));
    assert!(pings(turn, h.user_of(h.game().current()).id));
    assert_eq!(h.fake.deduplicated_posts(), 0);
}

/// A 10-minute outage during which a reminder falls due and two turns are played: afterwards
/// every turn message arrives exactly once, in the order they were queued, within seconds of
/// Discord's return; the reminder, for a turn played meanwhile, is dropped.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_minutes_of_outage_lose_nothing_and_keep_the_order() {
    let h = Harness::new("outage-order").await;
    started(&h, 1).await;
    let before = h.posted();
    // 55 minutes later Discord goes down for ten minutes.
    advance(&h, 55 * 60, 600).await;
    let fault = outage(&h);
    advance(&h, 5 * 60 + 1, 30).await;
    // The reminder (an hour after the turn began) fell due, and was refused.
    wait_faulted_posts(&h, 1).await;
    typed_turn(&h).await;
    typed_turn(&h).await;
    advance(&h, 5 * 60, 30).await;
    assert_eq!(h.posted(), before, "nothing got through");
    let attempts: Vec<RequestRecord> = h.fake.posts_to(CHANNEL_ID);
    h.fake.clear_fault(fault);
    let after = arrives_within(&h, before + 2, 30).await;
    assert!(after <= 9, "{after} s after Discord was back");
    let posted = wait_posted(&h, before + 2).await;
    let new = &posted[before..];
    assert_eq!(new.len(), 2, "{}", h.fake.summary());
    for m in new {
        assert!(has_png(&m.attachments, "turn.png"), "{}", m.text());
    }
    assert_eq!(h.fake.deduplicated_posts(), 0, "each posted once");
    // While it failed, only the channel's oldest notice was tried (the others waited).
    let refused: Vec<SentMessage> = h
        .fake
        .messages()
        .into_iter()
        .filter(|m| m.channel_id == CHANNEL_ID && !m.delivered())
        .collect();
    let faulted = attempts.iter().filter(|r| r.status == 503).count();
    assert!(faulted >= 2, "retried during the outage: {faulted}");
    assert!(faulted <= 85, "one probe per interval: {faulted}");
    assert_eq!(refused.len(), faulted);
    // The reminder was the oldest until the turns made it stale (dropped, never posted);
    // then the first turn message: the second was never tried before the first went.
    assert!(
        refused
            .iter()
            .all(|m| m.text().contains("waiting for your move") || m.text() == new[0].text()),
        "a later notice was tried before the first got through"
    );
    advance(&h, 600, 100).await;
    assert_eq!(h.posted(), before + 2, "nothing twice, the reminder never");
}

/// A 429 with `retry_after`: no post to that channel before it ends (real seconds: rate
/// limits are Discord's time, not the game's).
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_429s_retry_after_is_honoured() {
    let h = Harness::new("rate-limit").await;
    h.fake.add_fault(
        FaultTarget::ChannelPosts(Some(CHANNEL_ID)),
        RestFault::RateLimited {
            retry_after: 1.5,
            global: false,
        },
        Some(1),
    );
    // The start message meets the 429; the bot's clock here is the system's.
    let seen = h.posted();
    h.clock
        .0
        .store(chrono_now(), std::sync::atomic::Ordering::SeqCst);
    let clock = h.clock.clone();
    let ticking = tokio::spawn(async move {
        loop {
            clock.0.store(chrono_now(), Ordering::SeqCst);
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    });
    started(&h, 24).await;
    ticking.abort();
    let posts = h.fake.posts_to(CHANNEL_ID);
    let limited = posts
        .iter()
        .position(|r| r.status == 429)
        .expect("a post was rate limited");
    let next = &posts[limited + 1];
    assert!((200..300).contains(&next.status));
    let waited = next.at.duration_since(posts[limited].at);
    assert!(
        waited >= Duration::from_millis(1500),
        "the retry came {waited:?} after a 429 asking for 1.5 s"
    );
    assert_eq!(h.posted(), seen + 1, "the start message, once");
}

/// A post Discord never answers (the client's timeout, 2 s in the harness) and a connection
/// cut without an answer are failures that pass: the start message is retried and arrives once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_post_never_answered_or_cut_off_is_retried() {
    let h = Harness::new("hang").await;
    for fault in [RestFault::Hang, RestFault::Reset] {
        h.fake
            .add_fault(FaultTarget::ChannelPosts(Some(CHANNEL_ID)), fault, Some(1));
    }
    let seen = h.posted();
    h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "start", json!([])).await;
    tokio::time::timeout(T, async {
        while h.fake.faulted().len() < 2 {
            advance(&h, 10, 10).await;
        }
    })
    .await
    .expect("both faults met");
    advance(&h, 30, 10).await;
    let posted = wait_posted(&h, seen + 1).await;
    assert!(
        posted[seen].text().contains("The game starts"),
        "{}",
        posted[seen].text()
    );
    advance(&h, 60, 20).await;
    assert_eq!(h.posted(), seen + 1, "once");
    let kinds: Vec<RestFault> = h.fake.faulted().into_iter().map(|f| f.fault).collect();
    assert_eq!(kinds, [RestFault::Hang, RestFault::Reset]);
}

/// The system clock in seconds (the bot's clock while a test needs real time).
fn chrono_now() -> i64 {
    std::time::SystemTime::now()
        .duration_since(std::time::UNIX_EPOCH)
        .unwrap()
        .as_secs() as i64
}

/// A channel where Discord answers 50013 (missing permissions): the host is told once, in a
/// direct message naming the channel and the permissions; anyone asking for the status sees
/// why the game is quiet; a command showing the bot's rights back sends what waited.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_channel_refusing_the_bot_tells_the_host_and_is_not_stuck() {
    let h = Harness::new("refused").await;
    started(&h, 24).await;
    let before = h.posted();
    let fault = posts_fail(&h, 403, 50013);
    typed_turn(&h).await;
    let dm = dm_to_host(&h).await;
    assert!(
        dm.text().contains(&format!("<#{CHANNEL_ID}>")),
        "{}",
        dm.text()
    );
    assert!(dm.text().contains("Send Messages"), "{}", dm.text());
    advance(&h, 3 * 3600 + 10, 1800).await;
    let dms = h.fake.dms_to(ana().id);
    assert_eq!(dms.iter().filter(|m| m.delivered()).count(), 1, "told once");
    // Tried now and then (an hour apart), not at every tick.
    let tried = faulted_posts(&h);
    assert!((2..=5).contains(&tried), "{tried} tries in three hours");
    // Interactions in the channel show what Discord refuses: the bot may not post there.
    let lacking = perms::MEMBER & !perms::SEND_MESSAGES;
    let status = status_seen_with(&h, lacking).await;
    assert!(
        status.text_contains("cannot post in this channel"),
        "{}",
        status.text()
    );
    assert_eq!(
        faulted_posts(&h),
        tried,
        "a command showing the rights still missing changes nothing"
    );
    // The admin fixes the permissions; the next command there shows them (app_permissions).
    h.fake.clear_fault(fault);
    status_seen_with(&h, perms::MEMBER).await;
    let posted = wait_posted(&h, before + 1).await;
    assert!(has_png(&posted[before].attachments, "turn.png"));
    // The post reached Discord; the bot records it (and lifts the block) once Discord's
    // answer is back: wait for that record, not for time.
    let store = games_store::Store::open(&h.db)
        .unwrap()
        .with_games(games_service::games());
    tokio::time::timeout(T, async {
        while store
            .channel_block(ChannelId(CHANNEL_ID))
            .unwrap()
            .is_some()
        {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    })
    .await
    .expect("the block is lifted once the post is recorded");
    let status = h.slash(&bruno(), "status", json!([])).await;
    assert!(!status.text_contains("cannot post"), "{}", status.text());
}

/// `/calcada status` from bruno, in an interaction whose `app_permissions` are `app`.
async fn status_seen_with(h: &Harness, app: u64) -> Callback {
    let id = h.id();
    let mut interaction = slash_command(
        id,
        "calcada",
        json!([subcommand("status", json!([]))]),
        &bruno(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    );
    interaction["app_permissions"] = json!(app.to_string());
    h.fake.interact(interaction);
    h.fake.wait_callback(id, T).await
}

/// `/calcada new` where the bot may not post or attach (the interaction's `app_permissions`)
/// is refused with the missing permissions named; nothing is opened.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn no_game_where_the_bot_cannot_post() {
    let h = Harness::new("no-perms").await;
    let id = h.id();
    let mut interaction = slash_command(
        id,
        "calcada",
        json!([subcommand("new", json!([]))]),
        &ana(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    );
    let lacking = perms::MEMBER & !perms::ATTACH_FILES & !perms::EMBED_LINKS;
    interaction["app_permissions"] = json!(lacking.to_string());
    h.fake.interact(interaction);
    let cb = h.fake.wait_callback(id, T).await;
    assert!(cb.is_ephemeral(), "{}", cb.text());
    assert!(
        cb.text_contains("Attach Files") && cb.text_contains("Embed Links"),
        "{}",
        cb.text()
    );
    assert!(!cb.text_contains("Send Messages"), "{}", cb.text());
    let status = h.slash(&ana(), "status", json!([])).await;
    assert!(status.text_contains("no game"), "{}", status.text());
}

/// A channel deleted under a running game (Discord answers 10003 to the post, and again when
/// asked for the channel): the game is ended and its host told by direct message; nothing
/// more is tried there. One "unknown channel" to a post while the channel is there ends
/// nothing.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_deleted_channel_ends_its_game_and_the_host_is_told() {
    let h = Harness::new("channel-gone").await;
    started(&h, 24).await;
    let wrong = posts_fail(&h, 404, 10003);
    typed_turn(&h).await;
    wait_faulted_posts(&h, 1).await;
    let asked = || {
        h.fake
            .requests()
            .iter()
            .filter(|r| r.method == "GET" && r.path == format!("/api/v10/channels/{CHANNEL_ID}"))
            .count()
    };
    tokio::time::timeout(T, async {
        while asked() == 0 {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    })
    .await
    .expect("the bot asks Discord whether the channel is there");
    advance(&h, 5, 1).await;
    assert_eq!(
        h.game_status(),
        games_store::GameStatus::Running,
        "not confirmed: the game goes on"
    );
    assert!(h
        .fake
        .dms_to(ana().id)
        .iter()
        .all(|m| !m.text().contains("no longer exists")));
    // Now the channel is really gone: Discord says so to the post and to the question.
    h.fake.clear_fault(wrong);
    posts_fail(&h, 404, 10003);
    h.fake.add_fault(
        FaultTarget::Route {
            method: "GET".into(),
            path_prefix: format!("/channels/{CHANNEL_ID}"),
        },
        RestFault::Status {
            status: 404,
            code: 10003,
        },
        None,
    );
    advance(&h, 60, 5).await;
    let dm = dm_to_host(&h).await;
    assert!(dm.text().contains("no longer exists"), "{}", dm.text());
    let tried = faulted_posts(&h);
    advance(&h, 2 * 86_400, 3600).await;
    assert_eq!(faulted_posts(&h), tried, "nothing more is tried there");
}

/// Issue 44: ten turns played while the channel refuses the bot (the players go on with slash
/// commands, answered privately); when its rights come back, one catch-up message (how many
/// turns were played, where the game stands, its picture) with one ping for whoever is to
/// move now, not ten turn messages and their pings.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn ten_turns_played_while_blocked_come_back_as_one_catch_up_and_one_ping() {
    let h = Harness::new("blocked-catch-up").await;
    started(&h, 24).await;
    let before = h.posted();
    let fault = posts_fail(&h, 403, 50013);
    for _ in 0..10 {
        typed_turn(&h).await;
    }
    let dm = dm_to_host(&h).await;
    assert!(dm.text().contains("Send Messages"), "{}", dm.text());
    // Hours pass: the channel is tried each hour (what waits folds before each try).
    advance(&h, 3 * 3600, 1800).await;
    assert_eq!(h.posted(), before, "nothing got through");
    // The admin gives the bot its rights back; a command there shows them.
    h.fake.clear_fault(fault);
    status_seen_with(&h, perms::MEMBER).await;
    let posted = wait_posted(&h, before + 1).await;
    advance(&h, 120, 20).await;
    let new: Vec<SentMessage> = h.fake.channel_messages(CHANNEL_ID)[before..].to_vec();
    assert_eq!(new.len(), 1, "one catch-up: {}", h.fake.summary());
    let catch_up = &posted[before];
    assert!(
        catch_up.text().contains("10 turns were played meanwhile"),
        "{}",
        catch_up.text()
    );
    assert!(
        has_png(&catch_up.attachments, "turn.png"),
        "where the game stands"
    );
    let next = h.user_of(h.game().current());
    assert!(pings(catch_up, next.id), "{}", catch_up.text());
    assert_eq!(
        catch_up.text().matches("<@").count(),
        1,
        "one ping: {}",
        catch_up.text()
    );
    assert_eq!(h.fake.deduplicated_posts(), 0);
    let store = games_store::Store::open(&h.db)
        .unwrap()
        .with_games(games_service::games());
    assert!(
        store.pending_notices(100).unwrap().is_empty(),
        "nothing left to post"
    );
}
