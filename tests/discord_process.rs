//! The `calcada` binary as an operator runs it: settings from the environment, a store with
//! a thousand games, connecting to (fake) Discord, and a clean stop on SIGTERM.

#[path = "support/fake_discord.rs"]
mod fake_discord;

use calcada::engine::{Game, Settings};
use calcada::store::{
    Change, ChannelId, GameOptions, GameStatus, GuildId, NewGame, Seat, Store, UserId,
};
use fake_discord::*;
use std::process::{Command, Stdio};
use std::time::Duration;

const T: Duration = Duration::from_secs(30);

/// A store holding `n` games, half of them running.
fn store_with_games(path: &std::path::Path, n: u64) {
    let store = Store::open(path).unwrap();
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
            seats: &seats,
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
            game: Some(&game),
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
    let dir = std::env::temp_dir().join(format!("calcada-process-{}", std::process::id()));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    let db = dir.join("games.db");
    store_with_games(&db, 1000);

    let fake = FakeDiscord::start().await;
    let token = "process-test-token-5f3a";
    let child = Command::new(env!("CARGO_BIN_EXE_calcada"))
        .current_dir(&dir)
        .env("DISCORD_TOKEN", token)
        .env("DATABASE_PATH", &db)
        .env("DISCORD_GUILD_ID", GUILD_ID.to_string())
        .env("DISCORD_PROXY_URL", fake.base_url())
        .env("RUST_LOG", "debug")
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .unwrap();
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
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(logs.contains("shutting down"), "{logs}");
    assert!(logs.contains("games=1000"), "{logs}");
    assert!(!logs.contains(token), "the token must never be logged");
}

#[test]
fn without_a_token_the_bot_explains_how_to_get_one() {
    let dir = std::env::temp_dir().join(format!("calcada-notoken-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
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
