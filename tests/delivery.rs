//! Delivery where processes meet (issue 44): two bot processes pumping one outbox, on SQLite
//! and on PostgreSQL, while Discord holds one post for 25 s (a request may take up to its
//! 30 s timeout): no second process posts a channel's notices while the first is posting
//! there, so every notice is posted once and each channel reads its messages in order; the
//! other channel goes on meanwhile. And a token Discord refuses: nothing posted, nothing
//! given up, `/healthz` and the metric say so.

#[path = "support/bot_process.rs"]
mod bot_process;
#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/postgres.rs"]
mod postgres_server;
#[path = "support/scrape.rs"]
mod scrape;
#[path = "support/scratch.rs"]
mod scratch;

use bot_process::{sync, until, Bot, T};
use calcada_bots::{Bot as _, Greedy};
use calcada_rules::Action;
use fake_discord::*;
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_service::{Caller, Command, MadeFor, Seeds, Service, SystemClock};
use games_store::{Location, Store};
use std::sync::Arc;
use std::time::{Duration, Instant};

/// The two channels: X, whose first post Discord holds, and Y.
const X: u64 = CHANNEL_ID;
const Y: u64 = CHANNEL_ID + 1;

fn player(channel: u64, id: u64, name: &str) -> Caller {
    Caller::new(GuildId(GUILD_ID), ChannelId(channel), UserId(id), name).locale("en-GB")
}

fn new_game() -> Command {
    Command::NewGame {
        game: None,
        board: None,
        max_players: Some(2),
        bots: vec![],
        reminder_hours: Some(24),
        bot_takes_over_after: None,
        lang: None,
        hints: None,
        stand_in: None,
        clock: Default::default(),
    }
}

/// Opens and starts a two-player game in `channel` through the service (another process's
/// commands, as the bots see them: notices in the shared outbox).
fn start_game(service: &Service, channel: u64) {
    let (ana, bruno) = (player(channel, 11, "Ana"), player(channel, 12, "Bruno"));
    for (who, command) in [
        (&ana, new_game()),
        (&bruno, Command::Join),
        (&ana, Command::Start),
    ] {
        let r = service.handle(who, command).expect("no fault");
        assert!(!r.text.is_empty());
    }
}

/// Plays the current player's whole turn in `channel` (greedy's choices).
fn play_turn(service: &Service, store: &Store, channel: u64) {
    let mut game = store
        .live_game_in(ChannelId(channel))
        .unwrap()
        .unwrap()
        .state_of::<calcada_rules::Game>()
        .cloned()
        .unwrap();
    let seat = game.current();
    let who = if seat == 0 {
        player(channel, 11, "Ana")
    } else {
        player(channel, 12, "Bruno")
    };
    loop {
        let action = Greedy.choose(&game);
        let r = service
            .handle(
                &who,
                Command::Move {
                    text: action.to_string(),
                    version: None,
                    made_for: MadeFor::Now,
                    confirmed: false,
                },
            )
            .expect("no fault");
        assert!(r.private, "{}", r.text);
        game.play(seat, action).unwrap();
        if game.current() != seat || matches!(action, Action::Place { .. }) {
            return;
        }
    }
}

/// Two bot processes on the database at `database` (its environment variable and value),
/// Discord holding X's first post 25 s while turns are played there and in Y.
async fn two_processes_one_post_held(location: Location, database: (&str, String)) {
    let fake = FakeDiscord::start().await;
    let hold = fake.add_fault(
        FaultTarget::ChannelPosts(Some(X)),
        RestFault::Delay { secs: 25.0 },
        Some(1),
    );
    let env = |shard: &str| {
        vec![
            ("DISCORD_TOKEN", "t".to_string()),
            ("DISCORD_PROXY_URL", fake.base_url()),
            database.clone(),
            ("DISCORD_SHARD_COUNT", "2".to_string()),
            ("DISCORD_SHARDS", shard.to_string()),
            // As operators run it: claims of 10 s asked, requests of up to 30 s.
            ("CALCADA_TICK_SECS", "0.5".to_string()),
        ]
    };
    let mut bots = [
        Bot::spawn(&scratch::dir("held-0"), &env("0")),
        Bot::spawn(&scratch::dir("held-1"), &env("1")),
    ];
    until("both processes connected", T, &fake, || {
        if fake.ready_count() >= 2 {
            return true;
        }
        for bot in &bots {
            assert!(
                !bot.stderr().contains("Error") && !bot.stderr().contains("stopped"),
                "{}",
                bot.stderr()
            );
        }
        false
    })
    .await;
    let (service, store) = sync(|| {
        let (service, _) =
            Service::open(location.clone(), Arc::new(SystemClock), Seeds::Random).unwrap();
        (
            service,
            Store::connect(&location)
                .unwrap()
                .with_games(games_service::games()),
        )
    });
    // X's start message: held by Discord for 25 s once a process posts it.
    sync(|| start_game(&service, X));
    until("X's start posted", T, &fake, || !fake.faulted().is_empty()).await;
    let held_at = Instant::now();
    // Meanwhile both channels go on: two turns in X, a game and a turn in Y.
    sync(|| {
        play_turn(&service, &store, X);
        start_game(&service, Y);
        play_turn(&service, &store, Y);
        play_turn(&service, &store, X);
    });
    // Y is not held up by X: both its messages come while X's first post is still held.
    until("Y's messages", Duration::from_secs(15), &fake, || {
        fake.channel_messages(Y).len() >= 2
    })
    .await;
    assert!(
        held_at.elapsed() < Duration::from_secs(20),
        "Y waited for X"
    );
    assert!(
        fake.channel_messages(X).is_empty(),
        "nothing in X before its first post comes back"
    );
    until("X's three messages", Duration::from_secs(60), &fake, || {
        fake.channel_messages(X).len() >= 3
    })
    .await;
    // Settle: whatever either process would still post.
    tokio::time::sleep(Duration::from_secs(3)).await;
    fake.clear_fault(hold);
    for channel in [X, Y] {
        let posts = fake.posts_to(channel);
        let messages = fake.channel_messages(channel);
        assert_eq!(
            posts.len(),
            messages.len(),
            "channel {channel}: one post per message, none twice\n{}",
            fake.summary()
        );
        let texts: Vec<&str> = messages.iter().map(|m| m.text()).collect();
        assert!(texts[0].contains("The game starts"), "{channel}: {texts:?}");
        for m in &messages[1..] {
            assert!(
                m.attachments.iter().any(|a| a.filename == "turn.png"),
                "{channel}: {texts:?}"
            );
        }
    }
    assert_eq!(fake.channel_messages(X).len(), 3);
    assert_eq!(fake.channel_messages(Y).len(), 2);
    assert_eq!(fake.deduplicated_posts(), 0, "no notice posted by both");
    // In X, the start message came first: posted by one process, which held the channel.
    let x = fake.channel_messages(X);
    assert!(x.windows(2).all(|w| w[0].received_at <= w[1].received_at));
    assert!(sync(|| store.pending_notices(10).unwrap()).is_empty());
    for bot in &mut bots {
        bot.kill();
    }
    sync(move || drop((service, store)));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_sqlite_never_post_a_channel_at_once() {
    let db = scratch::db("held-sqlite");
    let path = db.display().to_string();
    two_processes_one_post_held(Location::Sqlite(db), ("DATABASE_PATH", path)).await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn two_processes_on_postgres_never_post_a_channel_at_once() {
    if !postgres_server::available() {
        return;
    }
    let url = sync(|| postgres_server::fresh_database("held"));
    two_processes_one_post_held(Location::Postgres(url.clone()), ("DATABASE_URL", url)).await;
}

/// A 401 on every post (the token revoked while the bot runs): nothing is given up, every
/// notice waits, `/healthz` fails naming the token and the metric says 1; once Discord takes
/// the token again (its probe), everything goes out.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_keeps_every_notice_and_says_so_loudly() {
    let fake = FakeDiscord::start().await;
    let dir = scratch::dir("token");
    let mut bot = Bot::spawn(
        &dir,
        &[
            ("DISCORD_TOKEN", "t".to_string()),
            ("DISCORD_PROXY_URL", fake.base_url()),
            ("CALCADA_METRICS_ADDR", "127.0.0.1:0".to_string()),
        ],
    );
    fake.wait_ready_count(1, T).await;
    bot.wait_stderr("metrics and health listening").await;
    let base = scrape::listening(&bot.stderr());
    let refused = fake.add_fault(
        FaultTarget::ChannelPosts(None),
        RestFault::Status {
            status: 401,
            code: 0,
        },
        None,
    );
    let db = dir.join("games.db");
    let (service, store) = sync(|| {
        let (service, _) = Service::open(&db, Arc::new(SystemClock), Seeds::Random).unwrap();
        (
            service,
            Store::open(&db).unwrap().with_games(games_service::games()),
        )
    });
    sync(|| {
        start_game(&service, X);
        start_game(&service, Y);
    });
    until("a post refused", T, &fake, || !fake.faulted().is_empty()).await;
    bot.wait_stderr("Discord refuses the bot's token").await;
    let http = reqwest::Client::new();
    let health = http.get(format!("{base}/healthz")).send().await.unwrap();
    assert_eq!(health.status().as_u16(), 503);
    let why = health.text().await.unwrap();
    assert!(why.contains("token is refused"), "{why}");
    let samples = scrape::scrape(&http, &base).await;
    assert_eq!(scrape::get(&samples, "calcada_discord_token_refused"), 1.0);
    tokio::time::sleep(Duration::from_secs(2)).await;
    assert_eq!(fake.faulted().len(), 1, "nothing more is tried");
    let pending = sync(|| store.pending_notices(10).unwrap());
    assert_eq!(pending.len(), 2, "every notice kept");
    assert!(pending.iter().all(|p| p.attempts == 0));
    fake.clear_fault(refused);
    bot.kill();
    sync(move || drop((service, store)));
}

/// Seconds from `since` until `done`, polling every 100 ms; `None` past `limit`.
async fn seconds_until(
    since: Instant,
    limit: Duration,
    mut done: impl FnMut() -> bool,
) -> Option<f64> {
    while !done() {
        if since.elapsed() > limit {
            return None;
        }
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
    Some(since.elapsed().as_secs_f64())
}

/// Channel posts the fake answered with a fault, and when.
fn failed_posts(fake: &FakeDiscord) -> usize {
    fake.faulted()
        .iter()
        .filter(|f| f.channel_id.is_some())
        .count()
}

/// One outage of `secs` real seconds against the bot as operators run it (its defaults), with
/// `waiting` other channels' messages queued meanwhile: the posts it tried during the outage,
/// and how long after Discord was back the turn message played during the outage, and the
/// last of everything, arrived.
async fn outage(secs: u64, waiting: u64) -> (usize, Option<f64>, Option<f64>) {
    let fake = FakeDiscord::start().await;
    let dir = scratch::dir(&format!("outage-{secs}-{waiting}"));
    let mut bot = Bot::spawn(
        &dir,
        &[
            ("DISCORD_TOKEN", "t".to_string()),
            ("DISCORD_PROXY_URL", fake.base_url()),
        ],
    );
    fake.wait_ready_count(1, T).await;
    let db = dir.join("games.db");
    let (service, store) = sync(|| {
        let (service, _) = Service::open(&db, Arc::new(SystemClock), Seeds::Random).unwrap();
        (
            service,
            Store::open(&db).unwrap().with_games(games_service::games()),
        )
    });
    sync(|| start_game(&service, X));
    until("X's start", T, &fake, || {
        fake.channel_messages(X).len() == 1
    })
    .await;
    // Discord goes down: every channel post answered 503.
    let down = fake.add_fault(
        FaultTarget::ChannelPosts(None),
        RestFault::Status {
            status: 503,
            code: 0,
        },
        None,
    );
    let began = Instant::now();
    sync(|| {
        for k in 0..waiting {
            start_game(&service, 5_000 + k);
        }
        play_turn(&service, &store, X);
    });
    tokio::time::sleep(Duration::from_secs(secs).saturating_sub(began.elapsed())).await;
    let tried = failed_posts(&fake);
    fake.clear_fault(down);
    let back = Instant::now();
    let limit = Duration::from_secs(600);
    let turn = seconds_until(back, limit, || fake.channel_messages(X).len() >= 2).await;
    let all = seconds_until(back, limit, || {
        fake.channel_messages(X).len() >= 2
            && (0..waiting).all(|k| !fake.channel_messages(5_000 + k).is_empty())
    })
    .await;
    bot.kill();
    sync(move || drop((service, store)));
    (tried, turn, all)
}

/// Issue 44's figures: after outages of 2 and 10 minutes the turn message arrives within
/// 30 s of Discord's return; during a 10-minute outage with 1,000 channels waiting, at most
/// 100 channel posts are tried in all. Real minutes (the bot runs on the system's clock):
///
///     cargo test --release --test delivery -- --ignored --nocapture outage_recovery
///
/// `OUTAGE_SHORT_SECS` (120), `OUTAGE_LONG_SECS` (600) and `OUTAGE_WAITING` (1000) shorten a
/// trial run.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
#[ignore = "a benchmark of real minutes: run with --release --ignored --nocapture (see its doc)"]
async fn outage_recovery() {
    let var = |name: &str, default: u64| {
        std::env::var(name)
            .ok()
            .and_then(|v| v.parse().ok())
            .unwrap_or(default)
    };
    let short = var("OUTAGE_SHORT_SECS", 120);
    let long = var("OUTAGE_LONG_SECS", 600);
    let waiting = var("OUTAGE_WAITING", 1000);
    let shown = |s: Option<f64>| s.map_or("never (10 min)".into(), |s| format!("{s:.1} s"));
    let mut over = false;
    for (secs, waiting) in [(short, 0), (long, 0), (long, waiting)] {
        let (tried, turn, all) = outage(secs, waiting).await;
        println!(
            "outage of {secs} s, {waiting} other channels waiting: {tried} channel posts tried during it; \
             after Discord was back the turn message came in {}, everything in {}",
            shown(turn),
            shown(all)
        );
        over |= turn.is_none_or(|t| t > 30.0) || (waiting >= 1000 && tried > 100);
    }
    println!(
        "issue 44's goals (turn message within 30 s; at most 100 posts with 1000 waiting): {}",
        if over { "NOT MET" } else { "met" }
    );
}
