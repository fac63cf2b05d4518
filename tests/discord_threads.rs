//! A game in its own thread (issue 47, deliverable 1), end to end: the real bot against the
//! fake Discord on 127.0.0.1. `/calcada new thread:…` makes the thread and opens the game in
//! it; the game plays to its end with every notice in the thread (the channel gets only the
//! link); a private thread adds those who press Join; missing rights are named and nothing is
//! made; an archived thread is reopened before the next turn message, a locked one tells the
//! host once. First, the fake's threads themselves, refusing what Discord refuses.

#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/harness.rs"]
mod harness;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scratch.rs"]
mod scratch;

use fake_discord::*;
use games_ids::ids::ChannelId;
use games_service::builtin_games;
use games_store::{GameStatus, Store, StoredGame};
use harness::*;
use serde_json::{json, Value};
use serenity::all::{ChannelId as SChannel, ChannelType, Http, HttpBuilder, UserId as SUser};
use tictactoe_plugin::TicTacToe;

// --- the fake's threads ------------------------------------------------------------------------

fn http(fake: &FakeDiscord) -> Http {
    HttpBuilder::new("fake-token")
        .proxy(fake.base_url())
        .ratelimiter_disabled(true)
        .build()
}

/// Discord's (status, code) for a failed request.
fn code(e: serenity::Error) -> (u16, isize) {
    match e {
        serenity::Error::Http(serenity::http::HttpError::UnsuccessfulRequest(r)) => {
            (r.status_code.as_u16(), r.error.code)
        }
        other => panic!("not a refusal by Discord: {other:?}"),
    }
}

#[tokio::test]
async fn the_fakes_threads_refuse_what_discord_refuses() {
    let fake = FakeDiscord::start().await;
    let http = http(&fake);
    let parent = SChannel::new(CHANNEL_ID);
    let make = |body: Value| {
        let http = &http;
        async move { http.create_thread(parent, &body, None).await }
    };
    // No type: private (12), which the bot may not make here; public it may.
    assert_eq!(
        code(make(json!({"name": "g"})).await.unwrap_err()),
        (403, 50013)
    );
    let t = make(json!({"name": "Calçada · Ana", "type": 11, "auto_archive_duration": 10080}))
        .await
        .unwrap();
    assert_eq!(t.kind, ChannelType::PublicThread);
    assert_eq!(t.parent_id, Some(parent));
    assert_eq!(fake.threads()[0].name, "Calçada · Ana");
    // A name of 1 to 100 characters; four archive durations; `invitable` private only; no
    // thread in a thread.
    let long = "é".repeat(101);
    for bad in [
        json!({"name": "", "type": 11}),
        json!({"name": long, "type": 11}),
        json!({"name": "g", "type": 0}),
        json!({"name": "g", "type": 11, "auto_archive_duration": 120}),
        json!({"name": "g", "type": 11, "invitable": true}),
    ] {
        assert_eq!(code(make(bad).await.unwrap_err()), (400, 50035));
    }
    let inner = json!({"name": "g", "type": 11});
    let inner = http.create_thread(t.id, &inner, None).await;
    assert_eq!(code(inner.unwrap_err()), (400, 50024));
    // Rights in the parent: without Create Public Threads, refused; with Create Private
    // Threads, a private one.
    fake.set_bot_permissions_in(CHANNEL_ID, perms::MEMBER - perms::CREATE_PUBLIC_THREADS);
    assert_eq!(
        code(make(json!({"name": "g", "type": 11})).await.unwrap_err()),
        (403, 50013)
    );
    fake.set_bot_permissions_in(CHANNEL_ID, perms::MEMBER | perms::CREATE_PRIVATE_THREADS);
    let p = make(json!({"name": "p", "type": 12, "invitable": false}))
        .await
        .unwrap();
    assert_eq!(p.kind, ChannelType::PrivateThread);
    // A thread takes posts and members like a channel; archived, neither (50083).
    p.id.add_thread_member(&http, SUser::new(7)).await.unwrap();
    assert_eq!(fake.threads()[1].members, vec![7]);
    let post = |c: SChannel| {
        let http = &http;
        async move { c.say(http, "hello").await }
    };
    post(t.id).await.unwrap();
    fake.archive_thread(t.id.get(), false);
    assert_eq!(code(post(t.id).await.unwrap_err()), (400, 50083));
    assert_eq!(
        code(
            t.id.add_thread_member(&http, SUser::new(7))
                .await
                .unwrap_err()
        ),
        (400, 50083)
    );
    let open = json!({"archived": false});
    let reopened = http.edit_thread(t.id, &open, None).await.unwrap();
    assert!(!reopened.thread_metadata.unwrap().archived);
    post(t.id).await.unwrap();
    assert_eq!(fake.threads()[0].reopened, 1);
    // Locked: only Manage Threads reopens it.
    fake.archive_thread(t.id.get(), true);
    assert_eq!(
        code(http.edit_thread(t.id, &open, None).await.unwrap_err()),
        (403, 50013)
    );
    fake.set_bot_permissions_in(CHANNEL_ID, perms::MEMBER | perms::MANAGE_THREADS);
    http.edit_thread(t.id, &open, None).await.unwrap();
    // Asked for, a thread is its own channel; deleted, gone.
    match http.get_channel(p.id).await.unwrap() {
        serenity::all::Channel::Guild(c) => assert_eq!(c.parent_id, Some(parent)),
        other => panic!("{other:?}"),
    }
    http.delete_channel(p.id, None).await.unwrap();
    assert_eq!(fake.deleted_threads(), vec![p.id.get()]);
    assert!(fake.unhandled().is_empty(), "{:?}", fake.unhandled());
    fake.stop().await;
}

// --- games in threads --------------------------------------------------------------------------

/// A command of `user` in `channel` (a thread of the test channel unless it is the test
/// channel), the bot's rights there `app`.
async fn command_in(
    h: &Harness,
    user: &TestUser,
    channel: u64,
    sub: &str,
    options: Value,
    app: u64,
) -> Callback {
    h.command_in("calcada", user, perms::MEMBER, channel, sub, options, app)
        .await
}

fn stored_in(h: &Harness, channel: u64) -> Option<StoredGame> {
    let store = Store::open(&h.db).unwrap().with_games(h.games.codecs());
    let c = ChannelId(channel);
    store
        .live_game_in(c)
        .unwrap()
        .or_else(|| store.last_game_over_in(c).unwrap())
}

/// Waits until `channel` holds more than `seen` messages; returns them all.
async fn messages_after(h: &Harness, channel: u64, seen: usize) -> Vec<SentMessage> {
    tokio::time::timeout(T, async {
        loop {
            let all = h.fake.channel_messages(channel);
            if all.len() > seen {
                return all;
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    })
    .await
    .unwrap_or_else(|_| panic!("nothing more in {channel}:\n{}", h.fake.summary()))
}

/// Waits until it is Ana's turn in the thread's tic-tac-toe game (a free cell to mark) or the
/// game is over (`None`).
async fn ana_to_move(h: &Harness, thread: u64) -> Option<String> {
    tokio::time::timeout(T, async {
        loop {
            let g = stored_in(h, thread).expect("the thread's game");
            if g.status != GameStatus::Running {
                return None;
            }
            let game = g
                .state_of::<tictactoe_plugin::tictactoe::Game>()
                .unwrap()
                .clone();
            let seat = g.seat_of(games_ids::ids::UserId(ana().id)).unwrap();
            if game.to_move() == Some(seat) {
                return Some(game.legal_actions(seat)[0].to_string());
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    })
    .await
    .expect("Ana's turn or the end")
}

const THREAD_PUBLIC: i64 = 0;
const THREAD_PRIVATE: i64 = 1;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_game_in_a_public_thread_plays_to_its_end_there() {
    let h = Harness::playing("threads-public", builtin_games().game(TicTacToe)).await;
    let new = json!([
        opt_int("game", 2),
        opt_int("bots", 1),
        opt_int("thread", THREAD_PUBLIC)
    ]);
    let cb = command_in(&h, &ana(), CHANNEL_ID, "new", new, perms::MEMBER).await;
    let threads = h.fake.threads();
    assert_eq!(threads.len(), 1);
    let thread = threads[0].clone();
    assert!(!thread.private && thread.parent == CHANNEL_ID, "{thread:?}");
    assert_eq!(thread.name, "Tic-tac-toe · ana");
    // The answer in the channel links the thread, for everyone, with a Join button.
    assert!(!cb.is_ephemeral(), "{}", cb.text());
    assert!(
        cb.text_contains(&format!("<#{}>", thread.id)),
        "{}",
        cb.text()
    );
    assert!(control_starting(&cb.components, "calcada-thread-join:").is_some());
    // The opening in the thread; commands typed there act on its game.
    let opened = messages_after(&h, thread.id, 0).await;
    assert!(
        opened[0].text().contains("tic-tac-toe"),
        "{}",
        opened[0].text()
    );
    let cb = command_in(&h, &ana(), thread.id, "start", json!([]), perms::MEMBER).await;
    assert!(!cb.text_contains("went wrong"), "{}", cb.text());
    // The admins' list and Ana's games link the thread.
    let list = h
        .command("calcada-admin", &dora(), perms::ADMIN, "list", json!([]))
        .await;
    assert!(
        list.text_contains(&format!("<#{}>", thread.id)),
        "{}",
        list.text()
    );
    let mine = command_in(&h, &ana(), CHANNEL_ID, "games", json!([]), perms::MEMBER).await;
    assert!(
        mine.text_contains(&format!("<#{}>", thread.id)),
        "{}",
        mine.text()
    );

    let mut moves = 0;
    while let Some(cell) = ana_to_move(&h, thread.id).await {
        let cb = command_in(
            &h,
            &ana(),
            thread.id,
            "move",
            json!([opt_str("move", &cell)]),
            perms::MEMBER,
        )
        .await;
        assert!(cb.text_contains(&format!("marked {cell}")), "{}", cb.text());
        moves += 1;
        assert!(moves <= 5);
    }
    assert!(moves >= 2, "{moves} moves");
    let g = stored_in(&h, thread.id).unwrap();
    assert_eq!(g.status, GameStatus::Finished);
    // Every notice went to the thread (turn messages with their pings, the end); none to the
    // channel, whose only message is the interaction's answer with the link.
    // The pump delivers after the answers: wait for the thread's ping of Ana (a wait, not a
    // sleep: it returns as soon as the post is recorded).
    let pinged = |m: &SentMessage| m.channel_id == thread.id && pings(m, ana().id);
    h.fake
        .wait_channel_message(pinged, std::time::Duration::from_secs(10))
        .await;
    let notices = h.fake.channel_messages(thread.id);
    assert!(notices.iter().any(|m| pings(m, ana().id)));
    assert!(notices.iter().all(|m| m.delivered()));
    assert!(h.fake.channel_messages(CHANNEL_ID).is_empty());
    assert!(h.fake.unhandled().is_empty(), "{:?}", h.fake.unhandled());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_private_thread_adds_the_players_who_join() {
    let h = Harness::new("threads-private").await;
    let app = perms::MEMBER | perms::CREATE_PRIVATE_THREADS;
    h.fake.set_bot_permissions_in(CHANNEL_ID, app);
    let new = json!([opt_int("players", 2), opt_int("thread", THREAD_PRIVATE)]);
    let cb = command_in(&h, &ana(), CHANNEL_ID, "new", new, app).await;
    let thread = h.fake.threads()[0].clone();
    assert!(thread.private, "{thread:?}");
    assert_eq!(thread.members, vec![ana().id]);
    let join = custom_id(&control_starting(&cb.components, "calcada-thread-join:").unwrap());
    let message = cb.message_id.unwrap_or(0);
    let cb = h.press(&bruno(), &join, None, message).await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("You have a seat"),
        "{}",
        cb.text()
    );
    assert_eq!(h.fake.threads()[0].members, vec![ana().id, bruno().id]);
    let g = stored_in(&h, thread.id).unwrap();
    assert_eq!(g.seats.len(), 2);
    // The join is said in the thread, not in the channel.
    let said = messages_after(&h, thread.id, 1).await;
    assert!(
        said.iter().any(|m| m.text().contains("bruno")),
        "{:?}",
        said
    );
    // Pressed again: seated once, still a member; the game is full for Carla, who stays out.
    h.press(&bruno(), &join, None, message).await;
    assert_eq!(h.fake.threads()[0].members, vec![ana().id, bruno().id]);
    let cb = h.press(&carla(), &join, None, message).await;
    assert!(
        cb.is_ephemeral() && !cb.text_contains("You have a seat"),
        "{}",
        cb.text()
    );
    assert_eq!(h.fake.threads()[0].members.len(), 2);
    assert_eq!(stored_in(&h, thread.id).unwrap().seats.len(), 2);
    assert!(h.fake.channel_messages(CHANNEL_ID).is_empty());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn missing_rights_are_named_and_nothing_is_made() {
    let h = Harness::new("threads-rights").await;
    let lacking = perms::MEMBER - perms::CREATE_PUBLIC_THREADS - perms::SEND_MESSAGES_IN_THREADS;
    let new = json!([opt_int("thread", THREAD_PUBLIC)]);
    let cb = command_in(&h, &ana(), CHANNEL_ID, "new", new.clone(), lacking).await;
    assert!(cb.is_ephemeral());
    assert!(
        cb.text_contains("Create Public Threads") && cb.text_contains("Send Messages in Threads"),
        "{}",
        cb.text()
    );
    // A private thread needs its own right, which the bot lacks by default.
    let private = json!([opt_int("thread", THREAD_PRIVATE)]);
    let cb = command_in(&h, &ana(), CHANNEL_ID, "new", private, perms::MEMBER).await;
    assert!(cb.text_contains("Create Private Threads"), "{}", cb.text());
    // Bad options are refused before a thread is made.
    let bad = json!([
        opt_int("bots", 3),
        opt_int("players", 2),
        opt_int("thread", 0)
    ]);
    let cb = command_in(&h, &ana(), CHANNEL_ID, "new", bad, perms::MEMBER).await;
    assert!(cb.is_ephemeral(), "{}", cb.text());
    // Discord failing to make the thread: nothing opened, try again.
    let fault = RestFault::Status {
        status: 503,
        code: 0,
    };
    let target = FaultTarget::Route {
        method: "POST".into(),
        path_prefix: format!("/channels/{CHANNEL_ID}/threads"),
    };
    let id = h.fake.add_fault(target, fault, Some(1));
    let cb = command_in(&h, &ana(), CHANNEL_ID, "new", new.clone(), perms::MEMBER).await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("try again"),
        "{}",
        cb.text()
    );
    h.fake.clear_fault(id);
    assert!(h.fake.threads().is_empty());
    let store = Store::open(&h.db).unwrap();
    assert!(store
        .list_games(games_ids::ids::GuildId(GUILD_ID), true)
        .unwrap()
        .is_empty());
    // A long name in several scripts (longer than Discord lets a name be, to see the cut):
    // the thread is made, its name within Discord's 100 characters.
    let long = TestUser::new(9_000_000_000_000_199, "long").global_name(
        &"Анна-Мария Петрова 山田花子と仲間たち محمد عبد الرحمن 👩‍👩‍👧‍👦 Zoë Ångström-Łukasiewicz "
            .repeat(2),
    );
    let cb = command_in(&h, &long, CHANNEL_ID, "new", new, perms::MEMBER).await;
    assert!(!cb.is_ephemeral(), "{}", cb.text());
    let name = h.fake.threads()[0].name.clone();
    assert!(name.chars().count() <= 100 && name.ends_with('…'), "{name}");
    assert!(name.starts_with("Calçada · Анна-Мария"), "{name}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn an_archived_thread_is_reopened_before_the_next_turn_message() {
    let h = Harness::playing("threads-archived", builtin_games().game(TicTacToe)).await;
    let new = json!([
        opt_int("game", 2),
        opt_int("bots", 1),
        opt_int("thread", THREAD_PUBLIC)
    ]);
    command_in(&h, &ana(), CHANNEL_ID, "new", new, perms::MEMBER).await;
    let thread = h.fake.threads()[0].id;
    command_in(&h, &ana(), thread, "start", json!([]), perms::MEMBER).await;
    let seen = messages_after(&h, thread, 1).await.len();
    // A week without a move: Discord archives the thread. Ana's move is answered; the turn
    // message that follows goes to the reopened thread.
    h.fake.archive_thread(thread, false);
    let cell = ana_to_move(&h, thread).await.unwrap();
    command_in(
        &h,
        &ana(),
        thread,
        "move",
        json!([opt_str("move", &cell)]),
        perms::MEMBER,
    )
    .await;
    let all = messages_after(&h, thread, seen).await;
    assert!(all.last().unwrap().delivered());
    let t = h.fake.threads()[0].clone();
    assert!(!t.archived && t.reopened == 1, "{t:?}");
    let path = format!("/api/v10/channels/{thread}");
    let requests = h.fake.requests();
    let reopen = requests
        .iter()
        .position(|r| r.method == "PATCH" && r.path == path);
    let posted = requests
        .iter()
        .rposition(|r| r.method == "POST" && r.path == format!("{path}/messages"));
    assert!(reopen.unwrap() < posted.unwrap());
    // Locked by a moderator: the bot may not reopen it; Ana is told once, by DM.
    let seen = h.fake.channel_messages(thread).len();
    h.fake.archive_thread(thread, true);
    let cell = ana_to_move(&h, thread).await.unwrap();
    command_in(
        &h,
        &ana(),
        thread,
        "move",
        json!([opt_str("move", &cell)]),
        perms::MEMBER,
    )
    .await;
    let told = tokio::time::timeout(T, async {
        loop {
            let dms = h.fake.dms_to(ana().id);
            if let Some(m) = dms.iter().find(|m| m.text().contains("Manage Threads")) {
                return m.clone();
            }
            tokio::time::sleep(std::time::Duration::from_millis(10)).await;
        }
    })
    .await
    .expect("the host told");
    assert!(
        told.text().contains(&format!("<#{thread}>")),
        "{}",
        told.text()
    );
    assert_eq!(
        h.fake
            .channel_messages(thread)
            .iter()
            .filter(|m| m.delivered())
            .count(),
        h.fake.channel_messages(thread)[..seen]
            .iter()
            .filter(|m| m.delivered())
            .count()
    );
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_opening_in_its_thread_survives_a_failing_post() {
    let h = Harness::playing("threads-retry", builtin_games().game(TicTacToe)).await;
    // Discord fails the first post to any channel (the game's opening in its new thread).
    let fault = RestFault::Status {
        status: 503,
        code: 0,
    };
    let id = h
        .fake
        .add_fault(FaultTarget::ChannelPosts(None), fault, Some(1));
    let new = json!([
        opt_int("game", 2),
        opt_int("bots", 1),
        opt_int("thread", THREAD_PUBLIC)
    ]);
    let cb = command_in(&h, &ana(), CHANNEL_ID, "new", new, perms::MEMBER).await;
    assert!(!cb.is_ephemeral(), "{}", cb.text());
    let thread = h.fake.threads()[0].id;
    // Tried again: the opening arrives, once.
    let opened = messages_after(&h, thread, 0).await;
    h.fake.clear_fault(id);
    assert_eq!(opened.len(), 1, "{}", h.fake.summary());
    assert!(
        opened[0].text().contains("tic-tac-toe"),
        "{}",
        opened[0].text()
    );
}
