//! The end-to-end harness: the real bot (in this process) against the fake Discord, a clock
//! the test moves, players, and helpers to read what the bot sent.

#![allow(dead_code)]

use super::fake_discord::*;
use super::layout::route;
use calcada_rules::Game;
use games_discord::{serve_playing, Config, Token};
use games_ids::ids::{ChannelId, GuildId};
use games_service::{Clock, Registry};
use games_store::Store;
use serde_json::{json, Value};
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, AtomicU64, Ordering};
use std::sync::Arc;
use std::time::Duration;
use tokio::sync::oneshot;
use tokio::task::JoinHandle;

pub const T: Duration = Duration::from_secs(15);

pub struct TestClock(pub AtomicI64);
impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

pub struct Harness {
    pub fake: FakeDiscord,
    pub db: PathBuf,
    pub clock: Arc<TestClock>,
    pub bot: Option<(JoinHandle<()>, oneshot::Sender<()>)>,
    pub starts: u64,
    pub next_id: AtomicU64,
    /// The games the bot plays (the built-in ones unless [`Harness::playing`]).
    pub games: Registry,
}

pub fn ana() -> TestUser {
    TestUser::new(9_000_000_000_000_101, "ana")
}
pub fn bruno() -> TestUser {
    TestUser::new(9_000_000_000_000_102, "bruno")
}
pub fn carla() -> TestUser {
    TestUser::new(9_000_000_000_000_103, "carla")
}
pub fn dora() -> TestUser {
    TestUser::new(9_000_000_000_000_104, "dora")
}

impl Harness {
    pub async fn new(name: &str) -> Harness {
        Harness::playing(name, games_service::builtin_games()).await
    }

    /// A bot playing the games of `games` (a test registers another game this way).
    pub async fn playing(name: &str, games: Registry) -> Harness {
        let dir = super::scratch::dir(name);
        // Discord fails an interaction not answered within 3 seconds: so does the fake.
        let fake = FakeDiscord::start_with(FakeConfig {
            interaction_deadline: Some(Duration::from_secs(3)),
            ..Default::default()
        })
        .await;
        let mut h = Harness {
            fake,
            db: dir.join("calcada.db"),
            clock: Arc::new(TestClock(AtomicI64::new(1_700_000_000))),
            bot: None,
            starts: 0,
            next_id: AtomicU64::new(5_000_000_000_000_000_000),
            games,
        };
        h.start_bot().await;
        h
    }

    pub async fn start_bot(&mut self) {
        let config = Config {
            token: Token::new("test-token-not-secret"),
            database: self.db.clone().into(),
            shards: None,
            claim_secs: 30,
            guild_id: Some(GUILD_ID),
            proxy_url: Some(self.fake.base_url()),
            tick: Duration::from_millis(100),
            backups: None,
            http_timeout: Duration::from_secs(2),
            metrics_addr: None,
            picture_cache_bytes: games_pictures::BAND_CACHE_BYTES,
        };
        let (tx, rx) = oneshot::channel::<()>();
        let clock = self.clock.clone();
        let games = self.games.clone();
        let handle = tokio::spawn(async move {
            serve_playing(config, clock, games, async {
                let _ = rx.await;
            })
            .await
            .expect("the bot runs");
        });
        self.bot = Some((handle, tx));
        self.starts += 1;
        self.fake.wait_ready_count(self.starts, T).await;
        // Commands are registered in setup, once per start.
        tokio::time::timeout(T, async {
            while (self.fake.registered_commands().len() as u64) < self.starts {
                let refused = self.fake.refused_registrations();
                assert!(
                    refused.is_empty(),
                    "Discord would refuse the commands: {:?}",
                    refused[0].lines
                );
                tokio::time::sleep(Duration::from_millis(20)).await;
            }
        })
        .await
        .expect("commands registered");
    }

    pub async fn stop_bot(&mut self) {
        let (handle, tx) = self.bot.take().expect("running");
        let _ = tx.send(());
        tokio::time::timeout(T, handle)
            .await
            .expect("the bot stops")
            .expect("cleanly");
    }

    pub fn id(&self) -> u64 {
        self.next_id.fetch_add(1, Ordering::SeqCst)
    }

    /// The next message the bot posts in the game's channel after the first `seen` ones.
    pub async fn channel_message_after(&self, seen: usize) -> SentMessage {
        tokio::time::timeout(T, async {
            loop {
                let all = self.fake.channel_messages(CHANNEL_ID);
                if all.len() > seen {
                    return all[seen].clone();
                }
                tokio::time::sleep(Duration::from_millis(10)).await;
            }
        })
        .await
        .unwrap_or_else(|_| panic!("no channel message after {seen}:\n{}", self.fake.summary()))
    }

    pub fn posted(&self) -> usize {
        self.fake.channel_messages(CHANNEL_ID).len()
    }

    pub async fn command(
        &self,
        name: &str,
        user: &TestUser,
        perms: u64,
        sub: &str,
        options: Value,
    ) -> Callback {
        let id = self.id();
        let (name, options) = route(name, sub, options);
        self.fake.interact(slash_command(
            id,
            &name,
            options,
            user,
            CHANNEL_ID,
            Some(GUILD_ID),
            perms,
        ));
        let cb = self.fake.wait_callback(id, T).await;
        assert!(cb.accepted(), "callback refused: {:?}", cb.error);
        cb
    }

    /// A command of `user` (with `member` rights) in `channel`, a thread of the test channel
    /// unless it is the test channel, the bot's rights there `app`.
    #[allow(clippy::too_many_arguments)]
    pub async fn command_in(
        &self,
        name: &str,
        user: &TestUser,
        member: u64,
        channel: u64,
        sub: &str,
        options: Value,
        app: u64,
    ) -> Callback {
        let id = self.id();
        let (name, options) = route(name, sub, options);
        let mut v = slash_command(id, &name, options, user, channel, Some(GUILD_ID), member);
        v["app_permissions"] = json!(app.to_string());
        if channel != CHANNEL_ID {
            v["channel"]["type"] = json!(11);
            v["channel"]["parent_id"] = json!(CHANNEL_ID.to_string());
        }
        self.fake.interact(v);
        let cb = self.fake.wait_callback(id, T).await;
        assert!(cb.accepted(), "callback refused: {:?}", cb.error);
        cb
    }

    /// A player's command by its name (`declare`, `new`, `settings`...), wherever the layout
    /// puts it ([`route`]).
    pub async fn slash(&self, user: &TestUser, sub: &str, options: Value) -> Callback {
        self.command("calcada", user, perms::MEMBER, sub, options)
            .await
    }

    pub async fn complete(
        &self,
        user: &TestUser,
        sub: &str,
        option: &str,
        partial: &str,
    ) -> Vec<Value> {
        let id = self.id();
        let (name, opts) = route("calcada", sub, json!([opt_focused(3, option, partial)]));
        self.fake.interact(autocomplete(
            id,
            &name,
            opts,
            user,
            CHANNEL_ID,
            Some(GUILD_ID),
            perms::MEMBER,
        ));
        let cb = self.fake.wait_callback(id, T).await;
        assert_eq!(cb.kind, 8, "an autocomplete result");
        cb.choices
    }

    pub async fn click(
        &self,
        user: &TestUser,
        menu: &Value,
        value: &str,
        message_id: u64,
    ) -> Callback {
        let id = self.id();
        let custom_id = menu["custom_id"].as_str().unwrap();
        self.fake.interact(component(
            id,
            custom_id,
            Some(&[value]),
            message_id,
            user,
            CHANNEL_ID,
            Some(GUILD_ID),
            perms::MEMBER,
        ));
        let cb = self.fake.wait_callback(id, T).await;
        assert!(cb.accepted(), "callback refused: {:?}", cb.error);
        cb
    }

    pub fn game(&self) -> Game {
        let store = Store::open(&self.db)
            .unwrap()
            .with_games(games_service::games());
        store
            .live_game_in(ChannelId(CHANNEL_ID))
            .unwrap()
            .and_then(|g| g.state_of::<calcada_rules::Game>().cloned())
            .expect("a game")
    }

    /// The status of the channel's most recent game.
    pub fn game_status(&self) -> games_store::GameStatus {
        let store = Store::open(&self.db)
            .unwrap()
            .with_games(games_service::games());
        store
            .list_games(GuildId(GUILD_ID), true)
            .unwrap()
            .remove(0)
            .status
    }

    /// Whether the channel's game has been played to its end.
    pub fn finished(&self) -> bool {
        let store = Store::open(&self.db)
            .unwrap()
            .with_games(games_service::games());
        let g = store.list_games(GuildId(GUILD_ID), true).unwrap().remove(0);
        g.status == games_store::GameStatus::Finished
    }

    pub fn user_of(&self, seat: usize) -> TestUser {
        let store = Store::open(&self.db)
            .unwrap()
            .with_games(games_service::games());
        let g = store.list_games(GuildId(GUILD_ID), true).unwrap().remove(0);
        let id = g.seats[seat].user.unwrap().0;
        [ana(), bruno(), carla(), dora()]
            .into_iter()
            .find(|u| u.id == id)
            .unwrap()
    }

    /// Presses a button (`values: None`) or chooses in a select menu, on message `message_id`.
    pub async fn press(
        &self,
        user: &TestUser,
        custom_id: &str,
        values: Option<&[&str]>,
        message_id: u64,
    ) -> Callback {
        let id = self.id();
        self.fake.interact(component(
            id,
            custom_id,
            values,
            message_id,
            user,
            CHANNEL_ID,
            Some(GUILD_ID),
            perms::MEMBER,
        ));
        let cb = self.fake.wait_callback(id, T).await;
        assert!(cb.accepted(), "callback refused: {:?}", cb.error);
        cb
    }
}

/// A component (button or select) of a message's rows whose custom id ends with `suffix`.
pub fn control(rows: &[Value], suffix: &str) -> Option<Value> {
    rows.iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find(|c| {
            c["custom_id"]
                .as_str()
                .is_some_and(|id| id.ends_with(suffix))
        })
}

/// A component (button or select) of a message's rows whose custom id starts with `prefix`.
pub fn control_starting(rows: &[Value], prefix: &str) -> Option<Value> {
    rows.iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find(|c| {
            c["custom_id"]
                .as_str()
                .is_some_and(|id| id.starts_with(prefix))
        })
}

/// The custom id of a component.
pub fn custom_id(c: &Value) -> String {
    c["custom_id"].as_str().unwrap().to_string()
}

/// The select menu in a callback's components, if any.
pub fn menu(cb: &Callback) -> Option<Value> {
    cb.components
        .iter()
        .flat_map(|row| row["components"].as_array().cloned().unwrap_or_default())
        .find(|c| c["type"] == 3)
}

pub fn values(menu: &Value) -> Vec<String> {
    menu["options"]
        .as_array()
        .unwrap()
        .iter()
        .map(|o| o["value"].as_str().unwrap().to_string())
        .collect()
}

pub fn has_png(attachments: &[Attachment], name: &str) -> bool {
    attachments
        .iter()
        .any(|a| a.filename == name && a.bytes.starts_with(b"\x89PNG\r\n\x1a\n"))
}

/// Whether a channel message carries the final scores: a "Game over" card with a field per
/// player.
pub fn final_card(m: &SentMessage) -> bool {
    m.embeds.first().is_some_and(|e| {
        e["title"] == "Game over" && e["fields"].as_array().is_some_and(|f| f.len() >= 2)
    })
}

/// Whether a channel message pings `user`: the mention in its text, and allowed for them only.
pub fn pings(m: &SentMessage, user: u64) -> bool {
    let allowed = m.allowed_mentions.clone().unwrap_or_default();
    let users: Vec<String> = allowed["users"]
        .as_array()
        .cloned()
        .unwrap_or_default()
        .iter()
        .filter_map(|u| u.as_str().map(str::to_string))
        .collect();
    m.text().contains(&format!("<@{user}>")) && users == [user.to_string()]
}

pub fn quantile(mut v: Vec<Duration>, q: f64) -> Duration {
    v.sort_unstable();
    v[((v.len() - 1) as f64 * q).round() as usize]
}
