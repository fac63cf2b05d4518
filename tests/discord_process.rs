//! The `calcada` binary as an operator runs it: settings from the environment, a store with
//! a thousand games, connecting to (fake) Discord, and a clean stop on SIGTERM.

#[path = "support/bot_process.rs"]
mod bot_process;
#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scratch.rs"]
mod scratch;

use bot_process::{Bot, T};
use calcada_rules::{Game, Settings, Step};
use fake_discord::*;
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_store::{Change, GameOptions, GameStatus, NewGame, Seat, Store};
use serde_json::json;
use std::path::Path;
use std::process::{Command, Stdio};
use std::time::Duration;

/// A store holding `n` games, half of them running.
fn store_with_games(path: &std::path::Path, n: u64) {
    let store = Store::open(path)
        .unwrap()
        .with_games(games_service::games());
    let options = GameOptions::default();
    for k in 0..n {
        let seats = [
            Seat::human(UserId(10 + k), "Ana"),
            Seat::human(UserId(20_000 + k), "Bruno"),
        ];
        let new = NewGame {
            guild: GuildId(GUILD_ID),
            channel: ChannelId(1_000 + k),
            creator: UserId(10 + k),
            options: &options,
            seed: k,
            salt: "test-salt",
            seats: &seats,
            kind: games_service::CALCADA,
        };
        let id = store.create_game(&new, 0).unwrap();
        let game = Game::new(Settings::new(["Ana", "Bruno"], "A"), k).unwrap();
        let status = if k % 2 == 0 {
            GameStatus::Running
        } else {
            GameStatus::Ended
        };
        let change = Change {
            status: Some(status),
            state: Some(&game),
            new_turn: true,
            ..Default::default()
        };
        store.apply_change(id, 0, &change, 0).unwrap();
    }
}

fn rss_kib(pid: u32) -> Option<u64> {
    let status = std::fs::read_to_string(format!("/proc/{pid}/status")).ok()?;
    status
        .lines()
        .find(|l| l.starts_with("VmRSS:"))?
        .split_whitespace()
        .nth(1)?
        .parse()
        .ok()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_bot_runs_from_the_environment_and_stops_cleanly_on_sigterm() {
    let dir = scratch::dir("process");
    let db = dir.join("games.db");
    store_with_games(&db, 1000);

    let fake = FakeDiscord::start().await;
    let token = "process-test-token-5f3a";
    let mut child = Command::new(env!("CARGO_BIN_EXE_calcada"))
        .current_dir(&dir)
        .env("DISCORD_TOKEN", token)
        .env("DATABASE_PATH", &db)
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("DISCORD_PROXY_URL", fake.base_url())
        // Everything, serenity's requests included (the default filter keeps it at WARN):
        // the token must appear nowhere.
        .env("RUST_LOG", "debug,serenity=debug")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
    // Read the debug log as it comes: a full pipe would block the bot.
    let mut pipe = child.stderr.take().unwrap();
    let drain = std::thread::spawn(move || {
        let mut all = Vec::new();
        std::io::Read::read_to_end(&mut pipe, &mut all).unwrap();
        all
    });
    fake.wait_ready(T).await;
    assert_eq!(fake.identify_tokens(), [format!("Bot {token}")]);
    let reg = fake.wait_registered_commands(T).await;
    assert!(reg.names().contains(&"calcada".to_string()));

    // At rest with a thousand games stored.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let rss = rss_kib(child.id()).expect("the bot runs");
    println!("bot memory at rest with 1000 stored games: {} KiB RSS", rss);

    // A slash command still works with all those games around.
    let id = 4_000_000_000_000_000_001;
    let ana = TestUser::new(9_000_000_000_000_201, "ana");
    fake.interact(slash_command(
        id,
        "calcada",
        serde_json::json!([subcommand("rules", serde_json::json!([]))]),
        &ana,
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let cb = fake.wait_callback(id, T).await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("Calçada in short"),
        "{}",
        cb.text()
    );

    // SIGTERM: a clean stop.
    let status = Command::new("kill")
        .args(["-TERM", &child.id().to_string()])
        .status()
        .unwrap();
    assert!(status.success());
    let out = tokio::task::spawn_blocking(move || child.wait_with_output())
        .await
        .unwrap()
        .unwrap();
    assert!(out.status.success(), "exit status {:?}", out.status);
    let logs = format!(
        "{}{}",
        String::from_utf8_lossy(&out.stdout),
        String::from_utf8_lossy(&drain.join().unwrap())
    );
    assert!(logs.contains("shutting down"), "{logs}");
    assert!(logs.contains("games=1000"), "{logs}");
    assert!(!logs.contains(token), "the token must never be logged");
}

#[test]
fn without_a_token_the_bot_explains_how_to_get_one() {
    let dir = scratch::dir("notoken");
    let out = Command::new(env!("CARGO_BIN_EXE_calcada"))
        .arg("serve")
        .current_dir(&dir)
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("DISCORD_TOKEN is not set") && err.contains("calcada local"),
        "{err}"
    );
}

/// A local port nothing listens on.
fn closed_port() -> u16 {
    let l = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    l.local_addr().unwrap().port()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_within_5_s_while_discord_cannot_be_reached() {
    let dir = scratch::dir("unreachable");
    let bot = Bot::spawn(
        &dir,
        &[
            ("DISCORD_TOKEN", "t".into()),
            (
                "DISCORD_PROXY_URL",
                format!("http://127.0.0.1:{}", closed_port()),
            ),
        ],
    );
    bot.wait_stderr("Cannot reach Discord").await;
    bot.terminate();
    let (status, took, stderr) = bot.wait().await;
    assert!(took < Duration::from_secs(5), "stopped after {took:?}");
    assert!(status.success(), "{status:?}\n{stderr}");
    assert!(stderr.contains("trying again in"), "{stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn sigterm_stops_the_bot_within_5_s_while_the_gateway_cannot_connect() {
    let dir = scratch::dir("nogateway");
    let fake = FakeDiscord::start_with(FakeConfig {
        gateway_url: Some(format!("ws://127.0.0.1:{}", closed_port())),
        ..Default::default()
    })
    .await;
    let bot = Bot::spawn(
        &dir,
        &[
            ("DISCORD_TOKEN", "t".into()),
            ("DISCORD_PROXY_URL", fake.base_url()),
        ],
    );
    // The token was checked over REST; the gateway is being tried (and failing).
    tokio::time::timeout(T, async {
        while !fake.requests().iter().any(|r| r.path.ends_with("/gateway")) {
            tokio::time::sleep(Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the bot asks for the gateway");
    tokio::time::sleep(Duration::from_millis(1500)).await;
    assert_eq!(fake.ready_count(), 0);
    bot.terminate();
    let (status, took, stderr) = bot.wait().await;
    assert!(
        took < Duration::from_secs(5),
        "stopped after {took:?}:\n{stderr}"
    );
    assert!(status.success(), "{status:?}\n{stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_refused_token_is_final_and_explained() {
    let dir = scratch::dir("badtoken");
    let fake = FakeDiscord::start_with(FakeConfig {
        valid_token: Some("the-right-one".into()),
        ..Default::default()
    })
    .await;
    let bot = Bot::spawn(
        &dir,
        &[
            ("DISCORD_TOKEN", "a-wrong-token".into()),
            ("DISCORD_PROXY_URL", fake.base_url()),
        ],
    );
    let (status, took, stderr) = bot.wait().await;
    assert_eq!(status.code(), Some(1), "{stderr}");
    assert!(took < Duration::from_secs(10), "{took:?}");
    assert!(
        stderr.contains("refused the bot's token") && stderr.contains("Reset Token"),
        "{stderr}"
    );
    assert!(
        !stderr.contains("a-wrong-token"),
        "the token is never shown"
    );
    assert_eq!(fake.ready_count(), 0);
}

#[test]
fn a_broken_env_file_is_reported_with_its_line_not_as_a_missing_token() {
    let dir = scratch::dir("dotenv");
    std::fs::write(dir.join(".env"), "# my bot\nDISCORD_TOKEN=abc def\n").unwrap();
    let out = Command::new(env!("CARGO_BIN_EXE_calcada"))
        .current_dir(&dir)
        .env_remove("DISCORD_TOKEN")
        .output()
        .unwrap();
    assert!(!out.status.success());
    let err = String::from_utf8_lossy(&out.stderr);
    assert!(
        err.contains("line 2") && err.contains("DISCORD_TOKEN"),
        "{err}"
    );
    assert!(!err.contains("not set"), "{err}");
    assert!(!err.contains("abc"), "the value is never shown: {err}");
}

/// The game of the test channel, from the database the bot writes.
fn stored_game(db: &Path) -> games_store::StoredGame {
    Store::open(db)
        .unwrap()
        .with_games(games_service::games())
        .list_games(GuildId(GUILD_ID), true)
        .unwrap()
        .remove(0)
}

async fn slash_as(
    fake: &FakeDiscord,
    id: u64,
    user: &TestUser,
    sub: &str,
    options: serde_json::Value,
) {
    let (name, options) = layout::route("calcada", sub, options);
    fake.interact(slash_command(
        id,
        &name,
        options,
        user,
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_crash_between_any_two_steps_of_a_turn_loses_and_doubles_nothing() {
    let ana = TestUser::new(9_000_000_000_000_301, "ana");
    let bruno = TestUser::new(9_000_000_000_000_302, "bruno");
    for (k, point) in games_ids::failpoint::POINTS.iter().enumerate() {
        let dir = scratch::dir(&format!("crash-{point}"));
        let db = dir.join("games.db");
        let fake = FakeDiscord::start().await;
        let env = || {
            vec![
                ("DISCORD_TOKEN", "t".to_string()),
                ("DISCORD_PROXY_URL", fake.base_url()),
                // The crashed process's claim on the notice it was posting lapses after 4 s:
                // a claim outlasts the longest post (two requests of at most 1 s, and 2 s).
                ("CALCADA_CLAIM_SECS", "1".to_string()),
                ("CALCADA_HTTP_TIMEOUT_SECS", "1".to_string()),
            ]
        };
        let mut id = 4_100_000_000_000_000_000 + k as u64 * 1000;
        let mut next_id = || {
            id += 1;
            id
        };

        // A game whose first player has declared: the next action ends a turn.
        let bot = Bot::spawn(&dir, &env());
        fake.wait_ready_count(1, T).await;
        fake.wait_registered_commands(T).await;
        for (user, sub, opts) in [
            (&ana, "new", json!([opt_int("players", 2)])),
            (&bruno, "join", json!([])),
            (&ana, "start", json!([])),
        ] {
            let i = next_id();
            slash_as(&fake, i, user, sub, opts).await;
            fake.wait_callback(i, T).await;
        }
        let start = fake
            .wait_channel_message(|m| m.text().contains("The game starts"), T)
            .await;
        let game = stored_game(&db)
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap();
        let (player, other) = if game.current() == 0 {
            (&ana, &bruno)
        } else {
            (&bruno, &ana)
        };
        assert!(start.text().contains(&format!("<@{}>", player.id)));
        let d = game.legal_declarations()[0];
        let i = next_id();
        slash_as(
            &fake,
            i,
            player,
            "declare",
            json!([opt_str("stone", &format!("{} {}", d.space, d.colour.key()))]),
        )
        .await;
        assert!(fake.wait_callback(i, T).await.text_contains("You declared"));
        bot.terminate();
        assert!(bot.wait().await.0.success());

        // The armed bot places the tile and dies at `point`.
        let mut armed_env = env();
        armed_env.push(("CALCADA_FAILPOINT", point.to_string()));
        let bot = Bot::spawn(&dir, &armed_env);
        fake.wait_ready_count(2, T).await;
        let game = stored_game(&db)
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap();
        let Step::Place { .. } = game.step() else {
            panic!("declared")
        };
        let p = game.legal_placements()[0];
        let square = p.squares().next().unwrap();
        let i = next_id();
        slash_as(
            &fake,
            i,
            player,
            "place",
            json!([opt_str(
                "tile",
                &format!("{} {square}", p.tile.symbol.key())
            )]),
        )
        .await;
        let (status, _, stderr) = bot.wait().await;
        assert!(
            !status.success(),
            "{point}: the bot should have crashed\n{stderr}"
        );
        let moves = Store::open(&db)
            .unwrap()
            .actions(stored_game(&db).id)
            .unwrap()
            .len();
        assert_eq!(moves, 2, "{point}: the move was committed before the crash");

        // Restarted: the turn message is there exactly once, and the next player pinged once.
        let bot = Bot::spawn(&dir, &env());
        fake.wait_ready_count(3, T).await;
        let turn = fake
            .wait_channel_message(
                |m| m.attachments.iter().any(|a| a.filename == "turn.png"),
                T,
            )
            .await;
        assert!(
            turn.text().contains(&format!("<@{}>", other.id)),
            "{point}: {}",
            turn.text()
        );
        tokio::time::sleep(Duration::from_millis(800)).await;
        let messages = fake.channel_messages(CHANNEL_ID);
        let turn_messages = messages
            .iter()
            .filter(|m| m.attachments.iter().any(|a| a.filename == "turn.png"))
            .count();
        let pings = messages
            .iter()
            .filter(|m| m.text().contains(&format!("<@{}>", other.id)))
            .count();
        assert_eq!(
            (turn_messages, pings),
            (1, 1),
            "{point}:\n{}",
            fake.summary()
        );
        if *point == "after-post" {
            // Posted again once the dead process's claim lapsed, shown once (the nonce).
            let deadline = std::time::Instant::now() + T;
            while fake.deduplicated_posts() == 0 {
                assert!(std::time::Instant::now() < deadline, "never posted again");
                tokio::time::sleep(Duration::from_millis(50)).await;
            }
            assert_eq!(fake.deduplicated_posts(), 1, "{}", fake.summary());
        }
        // Every notice is marked sent (polled: the pump marks it just after the post).
        let deadline = std::time::Instant::now() + T;
        while !Store::open(&db)
            .unwrap()
            .pending_notices(10)
            .unwrap()
            .is_empty()
        {
            assert!(
                std::time::Instant::now() < deadline,
                "{point}: a notice stayed pending"
            );
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
        bot.terminate();
        bot.wait().await;
        fake.stop().await;
    }
}
