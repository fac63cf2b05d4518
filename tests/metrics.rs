//! The operator's view (issue 25): the real `calcada` binary against the fake Discord with
//! `CALCADA_METRICS_ADDR` set, scraped over HTTP with a real client (reqwest) before and after
//! a game's turns are played through interactions; `/healthz` while connected, with the
//! gateway gone and with the database held by another writer; JSON logs on request; and the
//! settings that stop the bot at start.

#[path = "support/bot_process.rs"]
mod bot_process;
#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scrape.rs"]
mod scrape;
#[path = "support/scratch.rs"]
mod scratch;

use bot_process::{Bot, T};
use fake_discord::*;
use games_ids::ids::GuildId;
use games_store::{Store, StoredGame};
use scrape::{get, listening, scrape, Samples};
use serde_json::{json, Value};
use std::path::Path;
use std::time::{Duration, Instant};

/// Polls `/healthz` until it answers `status` with a body containing `needle`; returns the
/// body.
async fn wait_health(http: &reqwest::Client, base: &str, status: u16, needle: &str) -> String {
    let deadline = Instant::now() + T;
    loop {
        let r = http.get(format!("{base}/healthz")).send().await.unwrap();
        let got = r.status().as_u16();
        let body = r.text().await.unwrap();
        if got == status && body.contains(needle) {
            return body;
        }
        assert!(
            Instant::now() < deadline,
            "/healthz answered {got} {body:?}, never {status} with {needle:?}"
        );
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

/// Polls the metrics until `done` holds.
async fn wait_metrics(
    http: &reqwest::Client,
    base: &str,
    what: &str,
    done: impl Fn(&Samples) -> bool,
) -> Samples {
    let deadline = Instant::now() + T;
    loop {
        let s = scrape(http, base).await;
        if done(&s) {
            return s;
        }
        assert!(Instant::now() < deadline, "never {what}:\n{s:#?}");
        tokio::time::sleep(Duration::from_millis(100)).await;
    }
}

fn stored_game(db: &Path) -> StoredGame {
    Store::open(db)
        .unwrap()
        .with_games(games_service::games())
        .list_games(GuildId(GUILD_ID), true)
        .unwrap()
        .remove(0)
}

struct Players<'a> {
    fake: &'a FakeDiscord,
    next: u64,
}

impl Players<'_> {
    fn id(&mut self) -> u64 {
        self.next += 1;
        self.next
    }

    /// A command as `user`, its callback awaited; returns the callback's text.
    async fn slash(&mut self, user: &TestUser, sub: &str, options: Value) -> String {
        let id = self.id();
        let (name, options) = layout::route("calcada", sub, options);
        self.fake.interact(slash_command(
            id,
            &name,
            options,
            user,
            CHANNEL_ID,
            Some(GUILD_ID),
            perms::MEMBER,
        ));
        self.fake.wait_callback(id, T).await.text().to_string()
    }

    async fn autocomplete(&mut self, user: &TestUser) {
        let id = self.id();
        self.fake.interact(autocomplete(
            id,
            "declare",
            json!([opt_focused(3, "stone", "")]),
            user,
            CHANNEL_ID,
            Some(GUILD_ID),
            perms::MEMBER,
        ));
        self.fake.wait_callback(id, T).await;
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn metrics_follow_a_game_and_healthz_says_what_is_wrong() {
    let dir = scratch::dir("metrics");
    let db = dir.join("games.db");
    let fake = FakeDiscord::start().await;
    let bot = Bot::spawn(
        &dir,
        &[
            ("DISCORD_TOKEN", "t".into()),
            ("DISCORD_PROXY_URL", fake.base_url()),
            ("CALCADA_METRICS_ADDR", "127.0.0.1:0".into()),
        ],
    );
    bot.wait_stderr("metrics and health listening").await;
    let base = listening(&bot.stderr());
    let http = reqwest::Client::builder()
        .timeout(Duration::from_secs(10))
        .build()
        .unwrap();
    fake.wait_ready(T).await;
    fake.wait_registered_commands(T).await;
    assert_eq!(wait_health(&http, &base, 200, "ok").await, "ok\n");
    let r = http.get(format!("{base}/nothing")).send().await.unwrap();
    assert_eq!(r.status(), 404);

    let before = scrape(&http, &base).await;
    assert_eq!(get(&before, "calcada_games_running"), 0.0);
    assert_eq!(get(&before, "calcada_gateway_connected"), 1.0);
    assert_eq!(get(&before, "calcada_store_writable"), 1.0);

    // A game of two, and three turns played through /declare and /place, each declaration
    // after the stone's autocomplete, as a player does.
    let ana = TestUser::new(9_000_000_000_000_401, "ana");
    let bruno = TestUser::new(9_000_000_000_000_402, "bruno");
    let mut p = Players {
        fake: &fake,
        next: 4_200_000_000_000_000_000,
    };
    p.slash(&ana, "new", json!([opt_int("players", 2)])).await;
    p.slash(&bruno, "join", json!([])).await;
    p.slash(&ana, "start", json!([])).await;
    let turns = 3;
    let mut declares = 0;
    let mut places = 0;
    let mut refused = 0;
    for _ in 0..turns {
        let stored = stored_game(&db);
        let game = stored.state_of::<calcada_rules::Game>().unwrap();
        let seat = game.current();
        let (player, other) = if stored.seats[seat].user.unwrap().0 == ana.id {
            (&ana, &bruno)
        } else {
            (&bruno, &ana)
        };
        // The other player tries first: refused, not their turn.
        let d = game
            .legal_declarations()
            .into_iter()
            .max_by_key(|d| d.squares.count_ones())
            .unwrap();
        let stone = json!([opt_str("stone", &format!("{} {}", d.space, d.colour.key()))]);
        p.slash(other, "declare", stone.clone()).await;
        refused += 1;
        p.autocomplete(player).await;
        let said = p.slash(player, "declare", stone).await;
        declares += 1;
        let stored = stored_game(&db);
        let game = stored.state_of::<calcada_rules::Game>().unwrap();
        if game.current() != seat {
            continue; // nothing fitted: the declaration was a pass
        }
        assert!(said.contains("You declared"), "{said}");
        let placement = game.legal_placements()[0];
        let square = placement.squares().next().unwrap();
        let tile = json!([opt_str(
            "tile",
            &format!("{} {square}", placement.tile.symbol.key())
        )]);
        p.slash(player, "place", tile).await;
        places += 1;
    }

    // Every turn message posted: the outbox is empty again.
    let human = "calcada_turns_played_total{by=\"human\"}";
    let after = wait_metrics(
        &http,
        &base,
        "the turns counted and the outbox empty",
        |s| {
            get(s, human) >= get(&before, human) + turns as f64
                && get(s, "calcada_outbox_pending") == 0.0
                && get(s, "calcada_picture_draw_seconds_count{picture=\"turn\"}") >= turns as f64
        },
    )
    .await;
    let moved = |key: &str| get(&after, key) - get(&before, key);
    assert_eq!(moved(human), turns as f64);
    assert_eq!(get(&after, "calcada_turns_played_total{by=\"bot\"}"), 0.0);
    assert_eq!(get(&after, "calcada_games_running"), 1.0);
    assert_eq!(get(&after, "calcada_outbox_oldest_pending_seconds"), 0.0);
    let answered =
        |kind: &str| format!("calcada_interactions_total{{kind=\"{kind}\",outcome=\"answered\"}}");
    assert_eq!(moved(&answered("declare")), declares as f64);
    assert_eq!(moved(&answered("place")), places as f64);
    assert_eq!(moved(&answered("autocomplete")), turns as f64);
    assert_eq!(moved(&answered("calcada new")), 1.0);
    assert_eq!(
        moved("calcada_interactions_total{kind=\"declare\",outcome=\"refused\"}"),
        refused as f64
    );
    assert_eq!(
        moved("calcada_answer_seconds_count{kind=\"declare\"}"),
        (declares + refused) as f64
    );
    assert!(moved("calcada_answer_seconds_sum{kind=\"place\"}") > 0.0);
    // The turn pictures (one per turn message) and the boards of the declare answers.
    assert!(moved("calcada_picture_encode_seconds_count{picture=\"turn\"}") >= turns as f64);
    assert!(moved("calcada_picture_draw_seconds_count{picture=\"board\"}") >= places as f64);
    // Their bands: compressed, and (the scoreboard's rows of the colours nobody took, a
    // board's rows that did not change) written again from the band cache.
    assert!(moved("calcada_picture_bands_total{outcome=\"compressed\"}") > 0.0);
    assert!(moved("calcada_picture_bands_total{outcome=\"reused\"}") > 0.0);
    // The bands kept: more than none, within the default budget (4 MB).
    let cache = get(&after, "calcada_picture_cache_bytes");
    assert!(cache > 0.0 && cache <= (4 << 20) as f64, "{cache}");
    // The allocator's heap (glibc's, the one this binary runs on): its live blocks hold at
    // least the cache's bands.
    if cfg!(all(target_os = "linux", target_env = "gnu")) {
        let in_use = get(&after, "calcada_heap_bytes{state=\"in_use\"}");
        assert!(in_use > cache, "{in_use} bytes in use, {cache} of bands");
        assert!(after.contains_key("calcada_heap_bytes{state=\"free\"}"));
    }
    assert!(moved("calcada_store_seconds_count{op=\"write\"}") >= (3 + declares + places) as f64);
    assert!(moved("calcada_store_seconds_count{op=\"claim\"}") >= 1.0);
    assert_eq!(
        get(&after, "calcada_delivery_retries_total{reason=\"failed\"}"),
        0.0
    );
    // What an operator's Prometheus reads (shown with --nocapture).
    let text = http.get(format!("{base}/metrics")).send().await.unwrap();
    println!("{}", text.text().await.unwrap());

    // The gateway gone (the connection dropped, new ones refused): 503 with the reason, and
    // 200 again once Discord is back.
    fake.refuse_gateway(true);
    fake.drop_connections();
    let why = wait_health(&http, &base, 503, "gateway").await;
    assert!(why.contains("0 of 1 shards connected"), "{why}");
    let down = scrape(&http, &base).await;
    assert_eq!(get(&down, "calcada_gateway_connected"), 0.0);
    fake.refuse_gateway(false);
    wait_health(&http, &base, 200, "ok").await;

    // Another writer holds the database: the store is not writable, said so; then it is.
    let lock = rusqlite::Connection::open(&db).unwrap();
    lock.execute_batch("BEGIN IMMEDIATE").unwrap();
    let why = wait_health(&http, &base, 503, "store").await;
    assert!(
        why.contains("not writable") && !why.contains("gateway"),
        "{why}"
    );
    assert_eq!(
        get(&scrape(&http, &base).await, "calcada_store_writable"),
        0.0
    );
    lock.execute_batch("ROLLBACK").unwrap();
    wait_health(&http, &base, 200, "ok").await;

    bot.terminate();
    let (status, _, stderr) = bot.wait().await;
    assert!(status.success(), "{status:?}\n{stderr}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn logs_are_json_lines_when_asked() {
    let dir = scratch::dir("json-logs");
    let fake = FakeDiscord::start().await;
    let bot = Bot::spawn(
        &dir,
        &[
            ("DISCORD_TOKEN", "t".into()),
            ("DISCORD_PROXY_URL", fake.base_url()),
            ("CALCADA_LOG_FORMAT", "json".into()),
        ],
    );
    fake.wait_ready(T).await;
    fake.wait_registered_commands(T).await;
    bot.wait_stderr("connected to Discord").await;
    // A command the bot refuses to know logs a warning with fields of its own.
    let id = 4_300_000_000_000_000_001;
    let ana = TestUser::new(9_000_000_000_000_501, "ana");
    fake.interact(slash_command(
        id,
        "no-such-command",
        json!([]),
        &ana,
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    fake.wait_callback(id, T).await;
    bot.wait_stderr("unknown command").await;
    bot.terminate();
    let (status, _, stderr) = bot.wait().await;
    assert!(status.success(), "{status:?}\n{stderr}");
    let lines: Vec<Value> = stderr
        .lines()
        .filter(|l| !l.trim().is_empty())
        .map(|l| serde_json::from_str(l).unwrap_or_else(|e| panic!("not JSON ({e}): {l}")))
        .collect();
    for v in &lines {
        assert!(v["timestamp"].is_string(), "{v}");
        assert!(v["level"].is_string(), "{v}");
        assert!(v["target"].is_string(), "{v}");
        assert!(v["fields"]["message"].is_string(), "{v}");
    }
    let find = |message: &str| {
        lines
            .iter()
            .find(|v| v["fields"]["message"] == message)
            .unwrap_or_else(|| panic!("no {message:?} line:\n{stderr}"))
    };
    let open = find("store open");
    assert_eq!(open["level"], "INFO");
    // A line's target is its module path: the Discord adapter is the crate games-discord.
    assert_eq!(open["target"], "games_discord");
    assert_eq!(open["fields"]["games"], 0);
    assert!(open["fields"]["database"].is_string(), "{open}");
    let unknown = find("unknown command or subcommand");
    assert_eq!(unknown["level"], "WARN");
    assert_eq!(unknown["fields"]["command"], "no-such-command");
    find("shutting down");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn bad_log_format_or_metrics_address_stops_the_bot_at_start() {
    let taken = std::net::TcpListener::bind("127.0.0.1:0").unwrap();
    let taken = taken.local_addr().unwrap().to_string();
    // Nothing listens on the proxy's port: the bot must stop before it would try Discord.
    let closed = std::net::TcpListener::bind("127.0.0.1:0")
        .unwrap()
        .local_addr()
        .unwrap()
        .port();
    for (k, (name, value, says)) in [
        (
            "CALCADA_LOG_FORMAT",
            "xml",
            "CALCADA_LOG_FORMAT=“xml” is not valid",
        ),
        (
            "CALCADA_METRICS_ADDR",
            "localhost:9184",
            "CALCADA_METRICS_ADDR=“localhost:9184” is not valid",
        ),
        ("CALCADA_METRICS_ADDR", &taken, "cannot listen on"),
    ]
    .into_iter()
    .enumerate()
    {
        let dir = scratch::dir(&format!("bad-setting-{k}"));
        let bot = Bot::spawn(
            &dir,
            &[
                ("DISCORD_TOKEN", "t".into()),
                ("DISCORD_PROXY_URL", format!("http://127.0.0.1:{closed}")),
                (name, value.to_string()),
            ],
        );
        let (status, took, stderr) = bot.wait().await;
        assert_eq!(status.code(), Some(1), "{name}={value}: {stderr}");
        assert!(took < Duration::from_secs(10), "{took:?}");
        assert!(stderr.contains(says), "{name}={value}: {stderr}");
        assert!(!stderr.contains("Cannot reach Discord"), "{stderr}");
    }
}
