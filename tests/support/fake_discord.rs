//! A fake Discord for end-to-end tests: REST under `/api/v10` and the gateway WebSocket, both on
//! 127.0.0.1, speaking just enough of Discord's API for serenity 0.12.5 and poise 0.7.1.
//!
//! Include it with `#[path = "support/fake_discord.rs"] mod fake_discord;` and point the real
//! client at it:
//!
//! ```ignore
//! let fake = FakeDiscord::start().await;
//! let http = HttpBuilder::new("token").proxy(fake.base_url()).ratelimiter_disabled(true).build();
//! let mut client = ClientBuilder::new_with_http(http, intents).framework(..).await?;
//! tokio::spawn(async move { client.start().await });
//! fake.wait_ready(Duration::from_secs(5)).await;
//! let id = fake.interact(slash_command(1, "play", json!([]), &alice, CHANNEL_ID, Some(GUILD_ID), perms::MEMBER));
//! let callback = fake.wait_callback(id, Duration::from_secs(3)).await;
//! assert!(fake.unhandled().is_empty());
//! ```
//!
//! Every payload the fake sends was checked against serenity's model: `inject` deserialises each
//! event with serenity before sending it (serenity silently drops gateway events it cannot parse,
//! which would otherwise show up as a mysterious timeout). Everything the bot sends is recorded
//! with a timestamp. Discord's own rules that catch real bugs are enforced the way Discord answers
//! them: an interaction can be acknowledged once (40060), follow-ups need an acknowledged
//! interaction (10015), message/choice/component limits (50035), the 10 MiB upload limit (40005),
//! DMs to users who refuse them (50007), and optionally the 3-second deadline (10062).
//!
//! Command registration (`PUT .../commands`, global or guild) is validated as Discord validates
//! it (tests/support/registration.rs: at most 25 options, 100 commands, name and description
//! rules, localisations, nesting, choices, the 4000-character size...). A payload Discord would
//! refuse gets 400 `{"code": 50035, "message": "Invalid Form Body", "errors": {...}}` with
//! Discord's nested `errors` object, registers nothing (the previous registration stays), and is
//! kept in `refused_registrations()` with its errors as lines
//! (`0.options: Must be 25 or fewer in length.`), also printed to stderr.
//!
//! Faults, set while the fake runs: `add_fault(target, fault, times)` makes matching REST
//! requests (`FaultTarget::ChannelPosts` for `POST /channels/{id}/messages`, or any
//! `FaultTarget::Route`) fail like Discord fails: a status with a JSON error code (5xx with code
//! 0, 403 50013, ...), 429 with `retry_after` in the body and `Retry-After` /
//! `X-RateLimit-*` headers, no answer at all (`Hang`: the client must time out; other
//! connections go on), or a closed connection (`Reset`); `times` answers or until
//! `clear_fault`/`clear_faults`. Faulted requests create nothing; they are in `requests()`
//! (status 0 when nothing was answered), in `faulted()`, and faulted channel posts are refused
//! `SentMessage`s. `posts_to(channel)` lists every post to a channel with its arrival time.

#![allow(dead_code)]

use std::collections::{HashMap, HashSet};
use std::fmt::Write as _;
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Duration, Instant};

use futures_util::{SinkExt, StreamExt};
use serde_json::{json, Value};
use tokio::io::{AsyncReadExt, AsyncWriteExt};
use tokio::net::{TcpListener, TcpStream};
use tokio::sync::{mpsc, watch};
use tokio::task::JoinHandle;
use tokio_tungstenite::tungstenite::protocol::frame::coding::CloseCode;
use tokio_tungstenite::tungstenite::protocol::CloseFrame;
use tokio_tungstenite::tungstenite::Message as WsMessage;

/// Discord's validation of command registrations (also used by tests/command_layout.rs).
#[path = "registration.rs"]
pub mod registration;

#[path = "fake_threads.rs"]
pub mod threads;
pub use threads::FakeThread;

// ---------------------------------------------------------------------------------------------
// Constants
// ---------------------------------------------------------------------------------------------

/// The application id (READY's `application.id`, the `{app}` in webhook and command routes).
pub const APP_ID: u64 = 1_100_000_000_000_000_001;
/// The bot's user id. Deliberately different from `APP_ID` so that mixing them up is caught.
pub const BOT_ID: u64 = 1_100_000_000_000_000_002;
/// The application's owner (poise's owners list comes from `GET /oauth2/applications/@me`).
pub const OWNER_ID: u64 = 1_100_000_000_000_000_003;
/// The test guild announced in READY and sent as GUILD_CREATE.
pub const GUILD_ID: u64 = 1_200_000_000_000_000_001;
/// A text channel of the test guild.
pub const CHANNEL_ID: u64 = 1_200_000_000_000_000_002;
pub const BOT_NAME: &str = "Calçada";
/// Message flag of an ephemeral reply.
pub const EPHEMERAL: u64 = 64;
/// `attachment_size_limit` in interactions, and the upload limit the fake enforces (40005).
pub const ATTACHMENT_SIZE_LIMIT: u64 = 10 * 1024 * 1024;
/// The permissions of the bot in the test guild (`app_permissions`, the @everyone role).
pub const DEFAULT_BOT_PERMISSIONS: u64 = perms::MEMBER;
/// Marks DM channel ids: the DM channel with user `u` is `u ^ DM_CHANNEL_FLAG`.
pub const DM_CHANNEL_FLAG: u64 = 1 << 62;
/// The timestamp used wherever Discord sends one that does not matter (`joined_at`...).
pub const FIXED_TIME: &str = "2025-01-01T12:00:00.000Z";

/// Permission bits (Discord's values) for `member_permissions` and `DEFAULT_BOT_PERMISSIONS`.
pub mod perms {
    pub const ADMINISTRATOR: u64 = 1 << 3;
    pub const MANAGE_CHANNELS: u64 = 1 << 4;
    pub const MANAGE_GUILD: u64 = 1 << 5;
    pub const ADD_REACTIONS: u64 = 1 << 6;
    pub const VIEW_CHANNEL: u64 = 1 << 10;
    pub const SEND_MESSAGES: u64 = 1 << 11;
    pub const MANAGE_MESSAGES: u64 = 1 << 13;
    pub const EMBED_LINKS: u64 = 1 << 14;
    pub const ATTACH_FILES: u64 = 1 << 15;
    pub const READ_MESSAGE_HISTORY: u64 = 1 << 16;
    pub const USE_EXTERNAL_EMOJIS: u64 = 1 << 18;
    pub const USE_APPLICATION_COMMANDS: u64 = 1 << 31;
    pub const MANAGE_THREADS: u64 = 1 << 34;
    pub const CREATE_PUBLIC_THREADS: u64 = 1 << 35;
    pub const CREATE_PRIVATE_THREADS: u64 = 1 << 36;
    pub const SEND_MESSAGES_IN_THREADS: u64 = 1 << 38;
    /// What an ordinary member (and the bot) may do in the test channel.
    pub const MEMBER: u64 = ADD_REACTIONS
        | VIEW_CHANNEL
        | SEND_MESSAGES
        | EMBED_LINKS
        | ATTACH_FILES
        | READ_MESSAGE_HISTORY
        | USE_EXTERNAL_EMOJIS
        | USE_APPLICATION_COMMANDS
        | CREATE_PUBLIC_THREADS
        | SEND_MESSAGES_IN_THREADS;
    /// A server admin for admin-only commands (`default_member_permissions` MANAGE_GUILD).
    pub const ADMIN: u64 = MEMBER | MANAGE_GUILD | MANAGE_CHANNELS | MANAGE_MESSAGES;
}

/// The id of the DM channel the fake opens with `user_id` (`POST /users/@me/channels`).
pub fn dm_channel_id(user_id: u64) -> u64 {
    user_id ^ DM_CHANNEL_FLAG
}

/// The id the fake gives a registered command of that name (and that `slash_command` sends).
pub fn command_id(name: &str) -> u64 {
    // FNV-1a, so ids are stable across runs and processes.
    let mut h: u64 = 0xcbf2_9ce4_8422_2325;
    for b in name.bytes() {
        h ^= u64::from(b);
        h = h.wrapping_mul(0x0100_0000_01b3);
    }
    1_400_000_000_000_000_000 + h % 100_000_000_000_000
}

// ---------------------------------------------------------------------------------------------
// Configuration and records
// ---------------------------------------------------------------------------------------------

#[derive(Clone, Debug)]
pub struct FakeConfig {
    /// Hello's `heartbeat_interval`. serenity heartbeats at this interval and reconnects (Resume)
    /// if the previous heartbeat was not acknowledged by then.
    pub heartbeat_interval: Duration,
    /// Send GUILD_CREATE for `GUILD_ID` (with `CHANNEL_ID` and the bot as member) after READY,
    /// so serenity's cache knows the guild, as on Discord.
    pub guild_create: bool,
    /// Permissions of the @everyone role in the GUILD_CREATE (the bot's permissions as the
    /// cache computes them before sending a message).
    pub bot_permissions: u64,
    /// If set, a callback arriving later than this after `inject` is refused with 404 10062
    /// ("Unknown interaction"), as Discord does after 3 seconds. Off by default: a loaded test
    /// machine should not fail tests; assert on `Callback::latency` instead.
    pub interaction_deadline: Option<Duration>,
    /// If set, only this bot token is accepted: other tokens get 401 on REST and close code
    /// 4004 (authentication failed) on the gateway, as Discord does for a wrong token.
    pub valid_token: Option<String>,
    /// If set, `GET /gateway` answers this URL instead of the fake's own gateway (e.g. a closed
    /// port, to test a gateway that cannot be reached).
    pub gateway_url: Option<String>,
    /// Keep counts, not bodies (a long load run): recorded callbacks and messages keep no
    /// `payload` or `data` (Null) and their attachments no bytes (`size` says how many there
    /// were); a session keeps only its last [`LIGHT_LOG_FRAMES`] events for a Resume. Off by
    /// default: tests read the bodies.
    pub light: bool,
}

/// The events a session keeps for a Resume in `light` mode (Discord too keeps only recent ones).
pub const LIGHT_LOG_FRAMES: usize = 4096;

impl Default for FakeConfig {
    fn default() -> Self {
        Self {
            heartbeat_interval: Duration::from_millis(1000),
            guild_create: true,
            bot_permissions: DEFAULT_BOT_PERMISSIONS,
            interaction_deadline: None,
            valid_token: None,
            gateway_url: None,
            light: false,
        }
    }
}

/// An uploaded file (a `files[n]` part of a multipart request).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Attachment {
    /// The form field, e.g. `files[0]`.
    pub field: String,
    pub filename: String,
    pub content_type: Option<String>,
    /// The file; empty in `FakeConfig::light` mode (then only `size` tells).
    pub bytes: Vec<u8>,
    /// Its size in bytes (kept in `light` mode too).
    pub size: usize,
}

/// An Identify (gateway op 2).
#[derive(Clone, Debug)]
pub struct Identify {
    /// As sent; serenity sends `"Bot <token>"`.
    pub token: String,
    pub intents: u64,
    pub shard: Value,
    pub at: Instant,
}

/// A `POST /interactions/{id}/{token}/callback`.
#[derive(Clone, Debug)]
pub struct Callback {
    pub interaction_id: u64,
    pub token: String,
    /// The response type: 4 message, 5 deferred message, 6 deferred update, 7 update message,
    /// 8 autocomplete result, 9 modal.
    pub kind: u64,
    /// The payload's `data` (Null if absent).
    pub data: Value,
    pub content: Option<String>,
    /// `data.flags` (64 = ephemeral), 0 if absent.
    pub flags: u64,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    /// `data.choices` of an autocomplete result.
    pub choices: Vec<Value>,
    pub attachments: Vec<Attachment>,
    /// The whole JSON payload (`payload_json` of a multipart request).
    pub payload: Value,
    pub received_at: Instant,
    /// Time since the interaction was injected.
    pub latency: Option<Duration>,
    /// The HTTP status the fake answered: 204, or an error as Discord would send it.
    pub status: u16,
    /// The Discord error code when refused (40060 already acknowledged, 10062 unknown...).
    pub error_code: Option<u64>,
    pub error: Option<String>,
    /// The message the response created (types 4, 5) or updates (types 6, 7).
    pub message_id: Option<u64>,
}

impl Callback {
    pub fn is_ephemeral(&self) -> bool {
        self.flags & EPHEMERAL != 0
    }

    pub fn accepted(&self) -> bool {
        self.status == 204
    }

    pub fn text(&self) -> &str {
        self.content.as_deref().unwrap_or("")
    }

    /// Case-insensitive search in the content.
    pub fn text_contains(&self, needle: &str) -> bool {
        self.text().to_lowercase().contains(&needle.to_lowercase())
    }
}

#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum MessageKind {
    /// `POST /channels/{id}/messages` (guild channel or DM).
    Channel,
    /// `PATCH /channels/{id}/messages/{message}`.
    ChannelEdit,
    /// `DELETE /channels/{id}/messages/{message}`.
    ChannelDelete,
    /// `POST /webhooks/{app}/{token}`.
    Followup,
    /// `PATCH /webhooks/{app}/{token}/messages/@original`.
    EditOriginal,
    /// `PATCH /webhooks/{app}/{token}/messages/{message}`.
    EditFollowup,
    /// `DELETE /webhooks/{app}/{token}/messages/{...}`.
    WebhookDelete,
}

/// A message the bot sent, edited or deleted through REST (interaction callbacks are `Callback`s).
#[derive(Clone, Debug)]
pub struct SentMessage {
    pub kind: MessageKind,
    /// The message's id (new for `Channel` and `Followup`, the edited one otherwise; 0 if refused).
    pub id: u64,
    pub channel_id: u64,
    /// The recipient if `channel_id` is a DM channel.
    pub dm_recipient: Option<u64>,
    /// For webhook routes: the interaction whose token was used.
    pub interaction_id: Option<u64>,
    pub content: Option<String>,
    pub flags: u64,
    pub embeds: Vec<Value>,
    pub components: Vec<Value>,
    pub allowed_mentions: Option<Value>,
    pub attachments: Vec<Attachment>,
    pub payload: Value,
    pub received_at: Instant,
    /// Since the interaction was injected (webhook routes).
    pub latency: Option<Duration>,
    pub status: u16,
    pub error_code: Option<u64>,
    pub error: Option<String>,
}

impl SentMessage {
    pub fn delivered(&self) -> bool {
        (200..300).contains(&self.status)
    }

    pub fn text(&self) -> &str {
        self.content.as_deref().unwrap_or("")
    }
}

/// A command registration (`PUT .../commands`).
#[derive(Clone, Debug)]
pub struct Registration {
    /// None for global commands.
    pub guild_id: Option<u64>,
    /// The commands as the bot sent them.
    pub commands: Vec<Value>,
    pub at: Instant,
}

impl Registration {
    pub fn names(&self) -> Vec<String> {
        self.commands
            .iter()
            .filter_map(|c| c["name"].as_str().map(str::to_owned))
            .collect()
    }

    pub fn command(&self, name: &str) -> Option<&Value> {
        self.commands.iter().find(|c| c["name"] == name)
    }
}

/// A request no route of the fake knows (answered 404). Tests should assert there are none.
#[derive(Clone, Debug)]
pub struct Unhandled {
    pub method: String,
    /// Path and query as requested.
    pub path: String,
    pub body: String,
    pub at: Instant,
}

/// Every REST request, in order.
#[derive(Clone, Debug)]
pub struct RequestRecord {
    pub method: String,
    /// Path and query as requested.
    pub path: String,
    /// The status answered; 0 if a fault answered nothing (`RestFault::Hang`, `Reset`).
    pub status: u16,
    pub authorization: Option<String>,
    /// When the whole request had arrived.
    pub at: Instant,
    /// The fault rule (`FakeDiscord::add_fault`) that answered it, if any.
    pub fault: Option<u64>,
}

/// A command registration the fake refused as Discord would (400, code 50035).
#[derive(Clone, Debug)]
pub struct RefusedRegistration {
    /// None for global commands.
    pub guild_id: Option<u64>,
    /// The commands as the bot sent them.
    pub commands: Vec<Value>,
    /// Discord's `errors` object, nested by field path.
    pub errors: Value,
    /// The errors as lines, e.g. `0.options: Must be 25 or fewer in length.`
    pub lines: Vec<String>,
    pub at: Instant,
}

/// How a faulted REST request is answered (`FakeDiscord::add_fault`).
#[derive(Clone, Debug, PartialEq)]
pub enum RestFault {
    /// Answer this status with this Discord JSON error code: `{"code": code, "message": ..}`
    /// with Discord's message for known codes (50001, 50013, 50007, 10003, 10008, ...). Code 0
    /// is a plain error like Discord's 5xx: `{"message": "503: Service Unavailable", "code": 0}`.
    Status { status: u16, code: u64 },
    /// 429 Too Many Requests with body
    /// `{"message": "You are being rate limited.", "retry_after": <seconds>, "global": <bool>}`
    /// and headers `Retry-After` (whole seconds, rounded up), `X-RateLimit-Scope` (`global` or
    /// `user`), `X-RateLimit-Global: true` when global, and for a route's limit
    /// `X-RateLimit-Limit`, `X-RateLimit-Remaining: 0`, `X-RateLimit-Reset-After`,
    /// `X-RateLimit-Bucket`. Usually added with `times: Some(1)`.
    RateLimited { retry_after: f64, global: bool },
    /// Read the request and never answer: the client must time out. Only that connection
    /// hangs (until the client closes it or the fake stops).
    Hang,
    /// Close the connection without any answer (the client sees EOF or a reset).
    Reset,
    /// Hold the request this long (real time), then answer it as if no fault were set: a
    /// slow post that does go through.
    Delay { secs: f64 },
    /// A 429 from Discord's edge (Cloudflare) rather than the API: an HTML body, no
    /// `X-RateLimit-*` headers (no bucket), `Retry-After` only if given.
    EdgeRateLimited { retry_after: Option<u64> },
}

impl RestFault {
    /// The status recorded for a request this fault answered (0: no answer).
    pub fn status(&self) -> u16 {
        match self {
            RestFault::Status { status, .. } => *status,
            RestFault::RateLimited { .. } | RestFault::EdgeRateLimited { .. } => 429,
            RestFault::Hang | RestFault::Reset | RestFault::Delay { .. } => 0,
        }
    }
}

/// Which requests a fault rule answers.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum FaultTarget {
    /// `POST /api/v10/channels/{id}/messages` to this channel; None: to every channel, DM
    /// channels included.
    ChannelPosts(Option<u64>),
    /// Requests with this method (case-insensitive; `*` or empty for any) whose path starts
    /// with `path_prefix`, given with or without `/api/v10` (`/channels/1/messages`,
    /// `/api/v10/users/@me/channels`).
    Route { method: String, path_prefix: String },
}

impl FaultTarget {
    fn matches(&self, method: &str, path: &str) -> bool {
        match self {
            FaultTarget::ChannelPosts(channel) => {
                method == "POST"
                    && match channel_post_target(path) {
                        Some(c) => channel.is_none_or(|want| want == c),
                        None => false,
                    }
            }
            FaultTarget::Route {
                method: want,
                path_prefix,
            } => {
                let method_ok = want.is_empty() || want == "*" || want.eq_ignore_ascii_case(method);
                let short = path.strip_prefix("/api/v10").unwrap_or(path);
                method_ok && (path.starts_with(path_prefix) || short.starts_with(path_prefix))
            }
        }
    }
}

/// The channel of a `/api/v10/channels/{id}/messages` path.
fn channel_post_target(path: &str) -> Option<u64> {
    let rest = path.strip_prefix("/api/v10/channels/")?;
    let (channel, tail) = rest.split_once('/')?;
    (tail == "messages").then(|| channel.parse().ok()).flatten()
}

/// A request a fault rule answered.
#[derive(Clone, Debug)]
pub struct FaultedRequest {
    /// The rule's id (from `add_fault`).
    pub rule: u64,
    pub method: String,
    /// Path and query as requested.
    pub path: String,
    /// For `POST /channels/{id}/messages`: the channel.
    pub channel_id: Option<u64>,
    pub fault: RestFault,
    /// The status answered; 0 for `Hang` and `Reset`.
    pub status: u16,
    /// When the whole request had arrived.
    pub at: Instant,
}

struct FaultRule {
    id: u64,
    target: FaultTarget,
    fault: RestFault,
    /// Answers left; None: until cleared.
    remaining: Option<u32>,
}

/// An injected gateway event.
#[derive(Clone, Debug)]
pub struct Injection {
    pub event_type: String,
    pub interaction_id: Option<u64>,
    pub at: Instant,
}

// ---------------------------------------------------------------------------------------------
// Shared state
// ---------------------------------------------------------------------------------------------

enum Out {
    Text(String),
    Close(u16, &'static str),
}

struct Session {
    id: String,
    /// The shard it identified as: (id, count); events of a guild go to its shard only.
    shard: (u64, u64),
    seq: u64,
    log: Vec<(u64, String)>,
    /// `FakeConfig::light`: the log keeps only the last `LIGHT_LOG_FRAMES` events.
    light: bool,
    conn: Option<(u64, mpsc::UnboundedSender<Out>)>,
}

impl Session {
    /// Whether an event of `guild` (none: a DM) belongs to this session's shard, by
    /// Discord's rule: shard = (guild_id >> 22) % shard count; DMs go to shard 0.
    fn serves(&self, guild: Option<u64>) -> bool {
        let (id, count) = self.shard;
        match guild {
            Some(g) => (g >> 22) % count.max(1) == id,
            None => id == 0,
        }
    }

    fn dispatch(&mut self, event_type: &str, d: &Value) {
        self.seq += 1;
        let frame = json!({"op": 0, "s": self.seq, "t": event_type, "d": d}).to_string();
        if self.light && self.log.len() >= 2 * LIGHT_LOG_FRAMES {
            self.log.drain(..LIGHT_LOG_FRAMES);
        }
        self.log.push((self.seq, frame.clone()));
        if let Some((_, tx)) = &self.conn {
            if tx.send(Out::Text(frame)).is_err() {
                self.conn = None;
            }
        }
    }
}

struct InteractionInfo {
    token: String,
    kind: u64,
    channel_id: u64,
    guild_id: Option<u64>,
    injected_at: Instant,
    acked: bool,
    original_message_id: Option<u64>,
    component_message_id: Option<u64>,
}

#[derive(Default)]
struct State {
    /// `FakeConfig::light`: records keep counts, not bodies.
    light: bool,
    next_id: u64,
    next_conn: u64,
    open_connections: u64,
    conns: HashMap<u64, mpsc::UnboundedSender<Out>>,
    sessions: Vec<Session>,
    identifies: Vec<Identify>,
    ready_count: u64,
    heartbeats: u64,
    resumes: u64,
    gateway_ops: Vec<Value>,
    injections: Vec<Injection>,
    interactions: HashMap<u64, InteractionInfo>,
    tokens: HashMap<String, u64>,
    callbacks: Vec<Callback>,
    /// Per interaction, the index of its first callback in `callbacks` (waiting for one looks
    /// it up, not through every callback so far).
    first_callback: HashMap<u64, usize>,
    messages: Vec<SentMessage>,
    /// Per interaction, the indexes in `messages` of those sent with its token.
    by_interaction: HashMap<u64, Vec<usize>>,
    message_objects: HashMap<u64, Value>,
    registrations: Vec<Registration>,
    refused_registrations: Vec<RefusedRegistration>,
    unhandled: Vec<Unhandled>,
    faults: Vec<FaultRule>,
    next_fault: u64,
    faulted: Vec<FaultedRequest>,
    requests: Vec<RequestRecord>,
    refuse_dms: HashSet<u64>,
    /// Users for whom even opening a DM channel fails with 50007.
    refuse_dm_channels: HashSet<u64>,
    /// Messages created with a nonce: (channel, nonce) -> (message id, when).
    nonces: HashMap<(u64, String), (u64, Instant)>,
    /// Posts answered with the message an earlier post with the same nonce created.
    deduplicated: u64,
    /// New gateway connections are closed at once (Discord's gateway unreachable).
    refuse_gateway: bool,
    dm_channels: HashMap<u64, u64>,
    channel_guilds: HashMap<u64, u64>,
    users: HashMap<u64, Value>,
    /// Threads the bot made (`threads.rs`).
    threads: HashMap<u64, FakeThread>,
    deleted_threads: Vec<u64>,
    /// The bot's permissions in a channel, where a test set them.
    bot_permissions_in: HashMap<u64, u64>,
}

impl State {
    /// Records a message the bot sent, edited or deleted (in `light` mode without its bodies).
    fn push_message(&mut self, mut record: SentMessage) {
        if self.light {
            record.payload = Value::Null;
            strip(&mut record.attachments);
        }
        if let Some(id) = record.interaction_id {
            let at = self.messages.len();
            self.by_interaction.entry(id).or_default().push(at);
        }
        self.messages.push(record);
    }

    /// The messages sent with an interaction's token, in order.
    fn of_interaction(&self, interaction_id: u64) -> impl Iterator<Item = &SentMessage> {
        let at = self.by_interaction.get(&interaction_id);
        at.into_iter().flatten().map(|&i| &self.messages[i])
    }

    /// Records an interaction callback (in `light` mode without its bodies).
    fn push_callback(&mut self, mut callback: Callback) {
        if self.light {
            callback.payload = Value::Null;
            callback.data = Value::Null;
            strip(&mut callback.attachments);
        }
        self.first_callback
            .entry(callback.interaction_id)
            .or_insert(self.callbacks.len());
        self.callbacks.push(callback);
    }

    fn new_id(&mut self) -> u64 {
        self.next_id += 1;
        1_300_000_000_000_000_000 + self.next_id
    }

    fn user_json(&self, id: u64) -> Value {
        if id == BOT_ID {
            return bot_user_json();
        }
        self.users.get(&id).cloned().unwrap_or_else(|| {
            json!({"id": id.to_string(), "username": format!("user{id}"), "discriminator": "0",
                   "global_name": null, "avatar": null, "public_flags": 0})
        })
    }

    fn dm_recipient(&self, channel_id: u64) -> Option<u64> {
        self.dm_channels
            .get(&channel_id)
            .copied()
            .or_else(|| (channel_id & DM_CHANNEL_FLAG != 0).then_some(channel_id ^ DM_CHANNEL_FLAG))
    }

    fn summary(&self) -> String {
        let mut s = String::new();
        let _ = writeln!(
            s,
            "fake Discord state: {} identify, {} READY, {} heartbeats, {} resumes, {} open \
             gateway connections",
            self.identifies.len(),
            self.ready_count,
            self.heartbeats,
            self.resumes,
            self.open_connections
        );
        for i in last(&mut s, "injections", &self.injections) {
            let _ = writeln!(s, "  injected {} {:?}", i.event_type, i.interaction_id);
        }
        for c in last(&mut s, "callbacks", &self.callbacks) {
            let _ = writeln!(
                s,
                "  callback {} type {} status {} {:?} content {:?}",
                c.interaction_id, c.kind, c.status, c.error, c.content
            );
        }
        for m in last(&mut s, "messages", &self.messages) {
            let _ = writeln!(
                s,
                "  {:?} channel {} status {} content {:?}",
                m.kind, m.channel_id, m.status, m.content
            );
        }
        for r in &self.refused_registrations {
            let _ = writeln!(
                s,
                "  REFUSED command registration ({}): {}",
                r.guild_id
                    .map_or("global".to_owned(), |g| format!("guild {g}")),
                r.lines.join("; ")
            );
        }
        for f in &self.faulted {
            let _ = writeln!(
                s,
                "  faulted {} {} -> {:?} (rule {})",
                f.method, f.path, f.fault, f.rule
            );
        }
        for u in &self.unhandled {
            let _ = writeln!(s, "  UNHANDLED {} {} {}", u.method, u.path, u.body);
        }
        let _ = writeln!(s, "  requests:");
        for r in self.requests.iter().rev().take(20).rev() {
            let _ = writeln!(s, "    {} {} -> {}", r.method, r.path, r.status);
        }
        s
    }
}

/// How many of each kind of record a summary lists (the last ones): a long run's would be
/// hundreds of megabytes.
const SUMMARY_RECORDS: usize = 200;

/// The last `SUMMARY_RECORDS` of `records`, after a line saying how many earlier are left out.
fn last<'a, T>(s: &mut String, what: &str, records: &'a [T]) -> &'a [T] {
    let skip = records.len().saturating_sub(SUMMARY_RECORDS);
    if skip > 0 {
        let _ = writeln!(s, "  ({skip} earlier {what} not listed)");
    }
    &records[skip..]
}

struct Shared {
    config: FakeConfig,
    base_url: String,
    gateway_url: String,
    state: Mutex<State>,
    changed: watch::Sender<u64>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        self.state.lock().unwrap_or_else(|e| e.into_inner())
    }

    fn update<R>(&self, f: impl FnOnce(&mut State) -> R) -> R {
        let r = f(&mut self.lock());
        self.changed.send_modify(|v| *v = v.wrapping_add(1));
        r
    }
}

// ---------------------------------------------------------------------------------------------
// The fake
// ---------------------------------------------------------------------------------------------

pub struct FakeDiscord {
    shared: Arc<Shared>,
    shutdown: watch::Sender<bool>,
    tasks: Vec<JoinHandle<()>>,
}

impl FakeDiscord {
    /// Starts the fake with the default configuration: REST and gateway on two ports of
    /// 127.0.0.1, Hello with a 1 s heartbeat interval, READY plus GUILD_CREATE for `GUILD_ID`.
    pub async fn start() -> FakeDiscord {
        Self::start_with(FakeConfig::default()).await
    }

    pub async fn start_with(config: FakeConfig) -> FakeDiscord {
        let http = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind REST port");
        let gateway = TcpListener::bind("127.0.0.1:0")
            .await
            .expect("bind gateway port");
        let http_port = http.local_addr().expect("REST address").port();
        let gateway_port = gateway.local_addr().expect("gateway address").port();
        let (changed, _) = watch::channel(0u64);
        let light = config.light;
        let shared = Arc::new(Shared {
            config,
            base_url: format!("http://127.0.0.1:{http_port}"),
            // No query string: serenity appends `?v=10`.
            gateway_url: format!("ws://127.0.0.1:{gateway_port}/gateway"),
            state: Mutex::new(State {
                light,
                ..State::default()
            }),
            changed,
        });
        let (shutdown, shutdown_rx) = watch::channel(false);
        let tasks = vec![
            tokio::spawn(accept_loop(
                http,
                shared.clone(),
                shutdown_rx.clone(),
                false,
            )),
            tokio::spawn(accept_loop(gateway, shared.clone(), shutdown_rx, true)),
        ];
        FakeDiscord {
            shared,
            shutdown,
            tasks,
        }
    }

    /// For `HttpBuilder::proxy`: `http://127.0.0.1:PORT` (serenity then requests
    /// `http://127.0.0.1:PORT/api/v10/...`).
    pub fn base_url(&self) -> String {
        self.shared.base_url.clone()
    }

    /// What `GET /api/v10/gateway` answers: `ws://127.0.0.1:PORT/gateway`.
    pub fn gateway_url(&self) -> String {
        self.shared.gateway_url.clone()
    }

    pub fn config(&self) -> &FakeConfig {
        &self.shared.config
    }

    /// Ends the server: listeners stop, gateway connections get a close frame (1001) and
    /// HTTP connections are dropped. Dropping the fake does the same without waiting.
    pub async fn stop(mut self) {
        let _ = self.shutdown.send_replace(true);
        for task in self.tasks.drain(..) {
            let _ = task.await;
        }
        let deadline = Instant::now() + Duration::from_secs(1);
        while self.shared.lock().open_connections > 0 && Instant::now() < deadline {
            tokio::time::sleep(Duration::from_millis(10)).await;
        }
    }

    // --- configuration ---------------------------------------------------------------------

    /// DMs to this user fail like Discord's: opening the DM channel works, sending to it answers
    /// 403 `{"code":50007,"message":"Cannot send messages to this user"}`.
    pub fn refuse_dms_for(&self, user_id: u64) {
        self.shared.update(|st| {
            st.refuse_dms.insert(user_id);
        });
    }

    /// Opening a DM channel with the user (`POST /users/@me/channels`) fails with 403 50007.
    pub fn refuse_dm_channels_for(&self, user_id: u64) {
        self.shared.update(|st| {
            st.refuse_dm_channels.insert(user_id);
        });
    }

    /// How many channel posts repeated the nonce of a recent message (with `enforce_nonce`)
    /// and were answered with that message instead of creating a new one.
    pub fn deduplicated_posts(&self) -> u64 {
        self.shared.lock().deduplicated
    }

    pub fn accept_dms_for(&self, user_id: u64) {
        self.shared.update(|st| {
            st.refuse_dms.remove(&user_id);
        });
    }

    // --- gateway -----------------------------------------------------------------------------

    /// Waits until a client has identified and been sent READY.
    pub async fn wait_ready(&self, timeout: Duration) {
        self.wait_for(timeout, "a client to identify (READY)", |st| {
            (st.ready_count > 0).then_some(())
        })
        .await
    }

    /// Waits until `n` READY have been sent in total (e.g. after the bot restarted).
    pub async fn wait_ready_count(&self, n: u64, timeout: Duration) {
        self.wait_for(timeout, &format!("{n} READY"), |st| {
            (st.ready_count >= n).then_some(())
        })
        .await
    }

    /// Sends an op-0 dispatch to every identified client (with the next `s` of its session).
    /// The payload is first deserialised as serenity's `Event`: a payload serenity would
    /// silently drop panics here with serde's message instead.
    ///
    /// For INTERACTION_CREATE the interaction is registered (its token then works for callbacks
    /// and webhooks, its injection time gives `Callback::latency`), its users are remembered for
    /// `GET /users/{id}`, and if `message.id` of a component interaction is a message the bot
    /// sent through the fake, `message` is replaced by that message as the fake stored it.
    pub fn inject(&self, event_type: &str, d: Value) {
        let d = self.prepare(event_type, d);
        let frame = json!({"t": event_type, "d": d});
        if let Err(e) = serde_json::from_value::<serenity::model::event::Event>(frame) {
            panic!(
                "fake Discord: serenity cannot deserialise this {event_type} ({e}); it would drop \
                 it silently. Payload:\n{}",
                serde_json::to_string_pretty(&d).unwrap_or_default()
            );
        }
        self.send_event(event_type, d);
    }

    /// `inject` without the check against serenity's model (to test malformed events).
    pub fn inject_raw(&self, event_type: &str, d: Value) {
        let d = self.prepare(event_type, d);
        self.send_event(event_type, d);
    }

    /// Injects an INTERACTION_CREATE and returns the interaction id.
    pub fn interact(&self, interaction: Value) -> u64 {
        let id = id_of(&interaction["id"]).expect("interaction payload without an id");
        self.inject("INTERACTION_CREATE", interaction);
        id
    }

    /// While `refuse` is true, the gateway's port closes every new connection at once, as an
    /// unreachable gateway would (connections already open stay: see `drop_connections`).
    pub fn refuse_gateway(&self, refuse: bool) {
        self.shared.update(|st| st.refuse_gateway = refuse);
    }

    /// Closes every gateway connection with code 4000 (resumable). serenity reconnects and
    /// sends Resume; the fake replays the events the client missed, then RESUMED.
    pub fn drop_connections(&self) {
        let st = self.shared.lock();
        for tx in st.conns.values() {
            let _ = tx.send(Out::Close(4000, "fake Discord dropped the connection"));
        }
    }

    pub fn identifies(&self) -> Vec<Identify> {
        self.shared.lock().identifies.clone()
    }

    /// Tokens of the Identify payloads (serenity sends `"Bot <token>"`).
    pub fn identify_tokens(&self) -> Vec<String> {
        self.shared
            .lock()
            .identifies
            .iter()
            .map(|i| i.token.clone())
            .collect()
    }

    pub fn ready_count(&self) -> u64 {
        self.shared.lock().ready_count
    }

    /// Heartbeats received (each was acknowledged with op 11).
    pub fn heartbeats(&self) -> u64 {
        self.shared.lock().heartbeats
    }

    pub async fn wait_heartbeats(&self, n: u64, timeout: Duration) {
        self.wait_for(timeout, &format!("{n} heartbeats"), |st| {
            (st.heartbeats >= n).then_some(())
        })
        .await
    }

    /// Successful Resumes (op 6 for a known session).
    pub fn resumes(&self) -> u64 {
        self.shared.lock().resumes
    }

    pub async fn wait_resumes(&self, n: u64, timeout: Duration) {
        self.wait_for(timeout, &format!("{n} resumes"), |st| {
            (st.resumes >= n).then_some(())
        })
        .await
    }

    /// Gateway payloads other than Heartbeat, Identify and Resume (presence updates, ...).
    pub fn gateway_ops(&self) -> Vec<Value> {
        self.shared.lock().gateway_ops.clone()
    }

    pub fn injections(&self) -> Vec<Injection> {
        self.shared.lock().injections.clone()
    }

    pub fn injected_at(&self, interaction_id: u64) -> Option<Instant> {
        self.shared
            .lock()
            .interactions
            .get(&interaction_id)
            .map(|i| i.injected_at)
    }

    // --- interaction responses ---------------------------------------------------------------

    /// Waits for the first callback for this interaction (accepted or not) and returns it.
    pub async fn wait_callback(&self, interaction_id: u64, timeout: Duration) -> Callback {
        self.wait_for(
            timeout,
            &format!("a callback for interaction {interaction_id}"),
            |st| {
                let at = *st.first_callback.get(&interaction_id)?;
                Some(st.callbacks[at].clone())
            },
        )
        .await
    }

    pub fn callbacks(&self) -> Vec<Callback> {
        self.shared.lock().callbacks.clone()
    }

    pub fn callbacks_for(&self, interaction_id: u64) -> Vec<Callback> {
        self.shared
            .lock()
            .callbacks
            .iter()
            .filter(|c| c.interaction_id == interaction_id)
            .cloned()
            .collect()
    }

    /// Follow-ups, edits and deletions sent with this interaction's token.
    pub fn interaction_messages(&self, interaction_id: u64) -> Vec<SentMessage> {
        let st = self.shared.lock();
        st.of_interaction(interaction_id).cloned().collect()
    }

    /// Waits for a follow-up/edit/deletion with this interaction's token matching `pred`.
    pub async fn wait_interaction_message(
        &self,
        interaction_id: u64,
        pred: impl Fn(&SentMessage) -> bool,
        timeout: Duration,
    ) -> SentMessage {
        self.wait_for(
            timeout,
            &format!("a webhook message for interaction {interaction_id}"),
            |st| st.of_interaction(interaction_id).find(|m| pred(m)).cloned(),
        )
        .await
    }

    // --- messages ------------------------------------------------------------------------------

    /// Everything sent, edited or deleted through REST, including refused attempts.
    pub fn messages(&self) -> Vec<SentMessage> {
        self.shared.lock().messages.clone()
    }

    /// Messages delivered to this channel with `POST /channels/{id}/messages`.
    pub fn channel_messages(&self, channel_id: u64) -> Vec<SentMessage> {
        self.shared
            .lock()
            .messages
            .iter()
            .filter(|m| m.kind == MessageKind::Channel && m.channel_id == channel_id)
            .filter(|m| m.delivered())
            .cloned()
            .collect()
    }

    /// Waits for a delivered `POST /channels/{id}/messages` (any channel, DMs included) matching
    /// `pred`. Messages recorded before the call count too. Refused and faulted posts do not
    /// count (`wait_message` sees them).
    pub async fn wait_channel_message(
        &self,
        pred: impl Fn(&SentMessage) -> bool,
        timeout: Duration,
    ) -> SentMessage {
        self.wait_message(
            |m| m.kind == MessageKind::Channel && m.delivered() && pred(m),
            timeout,
        )
        .await
    }

    /// Waits for any recorded message (any kind, delivered or refused) matching `pred`.
    pub async fn wait_message(
        &self,
        pred: impl Fn(&SentMessage) -> bool,
        timeout: Duration,
    ) -> SentMessage {
        self.wait_for(timeout, "a matching message", |st| {
            st.messages.iter().find(|m| pred(m)).cloned()
        })
        .await
    }

    /// DMs delivered (messages to DM channels).
    pub fn dms(&self) -> Vec<SentMessage> {
        self.shared
            .lock()
            .messages
            .iter()
            .filter(|m| m.kind == MessageKind::Channel && m.dm_recipient.is_some())
            .filter(|m| m.delivered())
            .cloned()
            .collect()
    }

    pub fn dms_to(&self, user_id: u64) -> Vec<SentMessage> {
        self.dms()
            .into_iter()
            .filter(|m| m.dm_recipient == Some(user_id))
            .collect()
    }

    /// DMs refused with 50007.
    pub fn refused_dms(&self) -> Vec<SentMessage> {
        self.shared
            .lock()
            .messages
            .iter()
            .filter(|m| m.dm_recipient.is_some() && m.error_code == Some(50007))
            .cloned()
            .collect()
    }

    /// The message object the fake returned for this id (with later edits applied), as Discord
    /// would send it; for building component interactions on it.
    pub fn message_object(&self, message_id: u64) -> Option<Value> {
        self.shared.lock().message_objects.get(&message_id).cloned()
    }

    // --- commands, errors --------------------------------------------------------------------

    /// Accepted registrations, in order (a refused one registers nothing: see
    /// `refused_registrations`).
    pub fn registered_commands(&self) -> Vec<Registration> {
        self.shared.lock().registrations.clone()
    }

    /// Registrations refused with 400 / 50035 as Discord refuses them (too many options, bad
    /// names, ...), with the errors as lines.
    pub fn refused_registrations(&self) -> Vec<RefusedRegistration> {
        self.shared.lock().refused_registrations.clone()
    }

    /// Waits for a registration, accepted or refused: Ok(accepted) or Err(refused).
    pub async fn wait_registration_outcome(
        &self,
        timeout: Duration,
    ) -> Result<Registration, RefusedRegistration> {
        self.wait_for(
            timeout,
            "a command registration (accepted or refused)",
            |st| {
                let accepted = st.registrations.last();
                let refused = st.refused_registrations.last();
                match (accepted, refused) {
                    (Some(a), Some(r)) if r.at > a.at => Some(Err(r.clone())),
                    (Some(a), _) => Some(Ok(a.clone())),
                    (None, Some(r)) => Some(Err(r.clone())),
                    (None, None) => None,
                }
            },
        )
        .await
    }

    pub async fn wait_registered_commands(&self, timeout: Duration) -> Registration {
        self.wait_for(timeout, "a command registration", |st| {
            st.registrations.last().cloned()
        })
        .await
    }

    /// Requests the fake has no route for (answered 404). Should be empty.
    pub fn unhandled(&self) -> Vec<Unhandled> {
        self.shared.lock().unhandled.clone()
    }

    /// Every REST request, in order.
    pub fn requests(&self) -> Vec<RequestRecord> {
        self.shared.lock().requests.clone()
    }

    /// Every `POST /channels/{channel}/messages`, answered, refused or faulted, in order of
    /// arrival (`RequestRecord::at`): e.g. to assert that no retry came before a 429's
    /// `retry_after` ended.
    pub fn posts_to(&self, channel: u64) -> Vec<RequestRecord> {
        self.shared
            .lock()
            .requests
            .iter()
            .filter(|r| r.method == "POST")
            .filter(|r| {
                channel_post_target(r.path.split('?').next().unwrap_or("")) == Some(channel)
            })
            .cloned()
            .collect()
    }

    // --- faults --------------------------------------------------------------------------------

    /// From now on, requests matching `target` are answered with `fault` instead of being
    /// handled, `times` times (None: until cleared); returns the rule's id. Rules are tried in
    /// the order they were added. A faulted request creates nothing; it is recorded in
    /// `requests()` (status 0 for `Hang` and `Reset`) and `faulted()`, and a faulted channel post
    /// also as a refused `SentMessage` (`delivered()` false), as refused posts are.
    pub fn add_fault(&self, target: FaultTarget, fault: RestFault, times: Option<u32>) -> u64 {
        self.shared.update(|st| {
            st.next_fault += 1;
            let id = st.next_fault;
            if times != Some(0) {
                st.faults.push(FaultRule {
                    id,
                    target,
                    fault,
                    remaining: times,
                });
            }
            id
        })
    }

    /// Ends one fault rule (no effect if it is used up or unknown).
    pub fn clear_fault(&self, id: u64) {
        self.shared.update(|st| st.faults.retain(|f| f.id != id));
    }

    /// Ends every fault rule.
    pub fn clear_faults(&self) {
        self.shared.update(|st| st.faults.clear());
    }

    /// Every request a fault answered, in order of arrival.
    pub fn faulted(&self) -> Vec<FaultedRequest> {
        self.shared.lock().faulted.clone()
    }

    /// Waits until faults have answered `n` requests in total; returns them all.
    pub async fn wait_faulted(&self, n: usize, timeout: Duration) -> Vec<FaultedRequest> {
        self.wait_for(timeout, &format!("{n} faulted requests"), |st| {
            (st.faulted.len() >= n).then(|| st.faulted.clone())
        })
        .await
    }

    /// A readable account of what the fake saw (included in timeout panics).
    pub fn summary(&self) -> String {
        self.shared.lock().summary()
    }

    /// Waits until `check` returns Some on the current state; panics with a summary on timeout.
    async fn wait_for<T>(
        &self,
        timeout: Duration,
        what: &str,
        mut check: impl FnMut(&State) -> Option<T>,
    ) -> T {
        let mut changed = self.shared.changed.subscribe();
        let deadline = tokio::time::Instant::now() + timeout;
        loop {
            if let Some(found) = check(&self.shared.lock()) {
                return found;
            }
            if tokio::time::timeout_at(deadline, changed.changed())
                .await
                .is_err()
            {
                panic!(
                    "fake Discord: timed out after {timeout:?} waiting for {what}\n{}",
                    self.summary()
                );
            }
        }
    }

    fn prepare(&self, event_type: &str, mut d: Value) -> Value {
        if event_type == "INTERACTION_CREATE" {
            let st = self.shared.lock();
            if d["type"] == 3 {
                if let Some(stored) =
                    id_of(&d["message"]["id"]).and_then(|m| st.message_objects.get(&m))
                {
                    d["message"] = stored.clone();
                }
            }
        }
        d
    }

    fn send_event(&self, event_type: &str, d: Value) {
        if self.shared.lock().sessions.is_empty() {
            panic!(
                "fake Discord: inject({event_type}) but no client has identified yet; await \
                 fake.wait_ready(..) first"
            );
        }
        let now = Instant::now();
        self.shared.update(|st| {
            let mut interaction_id = None;
            if event_type == "INTERACTION_CREATE" {
                interaction_id = id_of(&d["id"]);
                register_interaction(st, &d, now);
            }
            st.injections.push(Injection {
                event_type: event_type.to_owned(),
                interaction_id,
                at: now,
            });
            let guild = id_of(&d["guild_id"]);
            for session in st.sessions.iter_mut().filter(|s| s.serves(guild)) {
                session.dispatch(event_type, &d);
            }
        });
    }
}

impl Drop for FakeDiscord {
    fn drop(&mut self) {
        let _ = self.shutdown.send_replace(true);
        for task in &self.tasks {
            task.abort();
        }
    }
}

fn register_interaction(st: &mut State, d: &Value, now: Instant) {
    let Some(id) = id_of(&d["id"]) else { return };
    let token = d["token"].as_str().unwrap_or_default().to_owned();
    let channel_id = id_of(&d["channel_id"]).unwrap_or(0);
    let guild_id = id_of(&d["guild_id"]);
    if let Some(g) = guild_id {
        st.channel_guilds.insert(channel_id, g);
    }
    for user in [&d["member"]["user"], &d["user"]] {
        if let Some(uid) = id_of(&user["id"]) {
            st.users.insert(uid, user.clone());
        }
    }
    if let Some(users) = d["data"]["resolved"]["users"].as_object() {
        for user in users.values() {
            if let Some(uid) = id_of(&user["id"]) {
                st.users.insert(uid, user.clone());
            }
        }
    }
    st.tokens.insert(token.clone(), id);
    st.interactions.insert(
        id,
        InteractionInfo {
            token,
            kind: d["type"].as_u64().unwrap_or(0),
            channel_id,
            guild_id,
            injected_at: now,
            acked: false,
            original_message_id: None,
            component_message_id: id_of(&d["message"]["id"]),
        },
    );
}

// ---------------------------------------------------------------------------------------------
// Payload builders (what Discord sends)
// ---------------------------------------------------------------------------------------------

/// A user who invokes interactions.
#[derive(Clone, Debug)]
pub struct TestUser {
    pub id: u64,
    pub username: String,
    pub global_name: Option<String>,
    /// The interaction's `locale` (the user's client language), e.g. "en-US", "pt-BR".
    pub locale: String,
}

impl TestUser {
    pub fn new(id: u64, username: &str) -> TestUser {
        TestUser {
            id,
            username: username.to_owned(),
            global_name: None,
            locale: "en-US".to_owned(),
        }
    }

    pub fn global_name(mut self, name: &str) -> TestUser {
        self.global_name = Some(name.to_owned());
        self
    }

    pub fn locale(mut self, locale: &str) -> TestUser {
        self.locale = locale.to_owned();
        self
    }

    /// Discord's user object.
    pub fn json(&self) -> Value {
        json!({
            "id": self.id.to_string(),
            "username": self.username,
            "discriminator": "0",
            "global_name": self.global_name,
            "avatar": null,
            "public_flags": 0,
        })
    }

    /// Discord's guild member object as in interactions (with `permissions`).
    pub fn member_json(&self, permissions: u64) -> Value {
        json!({
            "user": self.json(),
            "nick": null,
            "avatar": null,
            "banner": null,
            "roles": [],
            "joined_at": FIXED_TIME,
            "premium_since": null,
            "deaf": false,
            "mute": false,
            "flags": 0,
            "pending": false,
            "permissions": permissions.to_string(),
            "communication_disabled_until": null,
            "unusual_dm_activity_until": null,
        })
    }
}

/// The bot's user object.
pub fn bot_user_json() -> Value {
    json!({
        "id": BOT_ID.to_string(),
        "username": BOT_NAME,
        "discriminator": "0",
        "global_name": null,
        "avatar": null,
        "bot": true,
        "verified": true,
        "mfa_enabled": false,
        "flags": 0,
        "public_flags": 0,
    })
}

/// A string option `{"type":3,"name":..,"value":..}`.
pub fn opt_str(name: &str, value: &str) -> Value {
    json!({"type": 3, "name": name, "value": value})
}

pub fn opt_int(name: &str, value: i64) -> Value {
    json!({"type": 4, "name": name, "value": value})
}

pub fn opt_bool(name: &str, value: bool) -> Value {
    json!({"type": 5, "name": name, "value": value})
}

pub fn opt_number(name: &str, value: f64) -> Value {
    json!({"type": 10, "name": name, "value": value})
}

/// A user option. Its value is only the id: add the user to `data.resolved` with
/// `resolve_user` (serenity's `ResolvedValue::User` and poise's `serenity::User` parameters
/// need it).
pub fn opt_user(name: &str, user_id: u64) -> Value {
    json!({"type": 6, "name": name, "value": user_id.to_string()})
}

/// The focused option of an autocomplete: Discord always sends its (partial) value as a string,
/// whatever the option's type (3 string, 4 integer, 10 number).
pub fn opt_focused(kind: u64, name: &str, partial: &str) -> Value {
    json!({"type": kind, "name": name, "value": partial, "focused": true})
}

/// A subcommand (type 1) with its options. serenity requires `options`, even if empty.
pub fn subcommand(name: &str, options: Value) -> Value {
    json!({"type": 1, "name": name, "options": options})
}

/// A subcommand group (type 2) holding subcommands.
pub fn subcommand_group(name: &str, subcommands: Value) -> Value {
    json!({"type": 2, "name": name, "options": subcommands})
}

/// Adds `user` (and its member object in a guild) to `data.resolved`.
pub fn resolve_user(interaction: &mut Value, user: &TestUser, member_permissions: u64) {
    let id = user.id.to_string();
    let data = &mut interaction["data"];
    if !data["resolved"].is_object() {
        data["resolved"] = json!({});
    }
    data["resolved"]["users"][&id] = user.json();
    if interaction["guild_id"].is_string() {
        let mut member = user.member_json(member_permissions);
        member.as_object_mut().map(|m| m.remove("user"));
        interaction["data"]["resolved"]["members"][&id] = member;
    }
}

/// Fields common to every interaction. `guild_id` None makes it a DM with the bot.
fn interaction_base(
    id: u64,
    kind: u64,
    user: &TestUser,
    channel_id: u64,
    guild_id: Option<u64>,
    member_permissions: u64,
) -> Value {
    let mut v = json!({
        "id": id.to_string(),
        "application_id": APP_ID.to_string(),
        "type": kind,
        "channel_id": channel_id.to_string(),
        "token": format!("fake-interaction-token-{id}"),
        "version": 1,
        "locale": user.locale,
        "app_permissions": DEFAULT_BOT_PERMISSIONS.to_string(),
        "entitlements": [],
        "attachment_size_limit": ATTACHMENT_SIZE_LIMIT,
    });
    match guild_id {
        Some(guild) => {
            v["guild_id"] = json!(guild.to_string());
            v["guild_locale"] = json!("en-US");
            v["member"] = user.member_json(member_permissions);
            v["context"] = json!(0);
            v["authorizing_integration_owners"] = json!({"0": guild.to_string()});
            v["channel"] = json!({
                "id": channel_id.to_string(),
                "type": 0,
                "guild_id": guild.to_string(),
                "name": "calcada",
                "parent_id": null,
                "nsfw": false,
                "position": 0,
                "permissions": member_permissions.to_string(),
                "flags": 0,
            });
        }
        None => {
            v["user"] = user.json();
            v["context"] = json!(1);
            v["authorizing_integration_owners"] = json!({"0": "0"});
            v["channel"] = json!({
                "id": channel_id.to_string(),
                "type": 1,
                "recipients": [user.json()],
                "flags": 0,
            });
        }
    }
    v
}

/// An INTERACTION_CREATE payload for a slash command (type 2). `options` is the JSON array of
/// options (`opt_str`, `subcommand`, ...); `guild_id` None sends it from a DM (then `user`
/// instead of `member`); `member_permissions` are the invoker's permissions in the channel.
pub fn slash_command(
    id: u64,
    name: &str,
    options: Value,
    user: &TestUser,
    channel_id: u64,
    guild_id: Option<u64>,
    member_permissions: u64,
) -> Value {
    let mut v = interaction_base(id, 2, user, channel_id, guild_id, member_permissions);
    v["data"] = json!({
        "id": command_id(name).to_string(),
        "name": name,
        "type": 1,
        "options": options,
    });
    v
}

/// An autocomplete interaction (type 4): like `slash_command`; exactly one option (possibly
/// inside a subcommand) must carry `"focused": true` (see `opt_focused`).
pub fn autocomplete(
    id: u64,
    name: &str,
    options: Value,
    user: &TestUser,
    channel_id: u64,
    guild_id: Option<u64>,
    member_permissions: u64,
) -> Value {
    let mut v = slash_command(
        id,
        name,
        options,
        user,
        channel_id,
        guild_id,
        member_permissions,
    );
    v["type"] = json!(4);
    v
}

/// A message component interaction (type 3) on message `message_id`: a button click if
/// `values` is None, a string select menu choice otherwise. `message` is a minimal message by
/// the bot; `FakeDiscord::inject` replaces it by the stored message if the fake knows it.
#[allow(clippy::too_many_arguments)]
pub fn component(
    id: u64,
    custom_id: &str,
    values: Option<&[&str]>,
    message_id: u64,
    user: &TestUser,
    channel_id: u64,
    guild_id: Option<u64>,
    member_permissions: u64,
) -> Value {
    let mut v = interaction_base(id, 3, user, channel_id, guild_id, member_permissions);
    v["data"] = match values {
        None => json!({"custom_id": custom_id, "component_type": 2}),
        Some(values) => json!({"custom_id": custom_id, "component_type": 3, "values": values}),
    };
    v["message"] = message_json(message_id, channel_id, &json!({}), &[], 0);
    v
}

/// A message object as Discord returns it; fields from `payload` (content, embeds, components,
/// flags) and the uploaded files as attachments.
fn message_json(
    id: u64,
    channel_id: u64,
    payload: &Value,
    attachments: &[Value],
    kind: u64,
) -> Value {
    let list = |key: &str| match &payload[key] {
        Value::Array(a) => Value::Array(a.clone()),
        _ => json!([]),
    };
    json!({
        "id": id.to_string(),
        "channel_id": channel_id.to_string(),
        "author": bot_user_json(),
        "content": payload["content"].as_str().unwrap_or(""),
        "timestamp": now_rfc3339(),
        "edited_timestamp": null,
        "tts": payload["tts"].as_bool().unwrap_or(false),
        "mention_everyone": false,
        "mentions": [],
        "mention_roles": [],
        "attachments": attachments,
        "embeds": list("embeds"),
        "components": list("components"),
        "pinned": false,
        "type": kind,
        "flags": payload["flags"].as_u64().unwrap_or(0),
    })
}

fn now_rfc3339() -> String {
    serenity::model::Timestamp::now()
        .to_rfc3339()
        .unwrap_or_else(|| FIXED_TIME.to_owned())
}

/// READY's `d`.
fn ready_json(shared: &Shared, session_id: &str, shard: &Value) -> Value {
    let guilds = if shared.config.guild_create {
        json!([{"id": GUILD_ID.to_string(), "unavailable": true}])
    } else {
        json!([])
    };
    let shard = if shard.is_array() {
        shard.clone()
    } else {
        json!([0, 1])
    };
    json!({
        "v": 10,
        "user": bot_user_json(),
        "guilds": guilds,
        "session_id": session_id,
        "resume_gateway_url": shared.gateway_url,
        "shard": shard,
        "application": {"id": APP_ID.to_string(), "flags": 0},
        "private_channels": [],
    })
}

/// A guild text channel object.
fn guild_channel_json(channel_id: u64, guild_id: u64) -> Value {
    json!({
        "id": channel_id.to_string(),
        "type": 0,
        "guild_id": guild_id.to_string(),
        "name": if channel_id == CHANNEL_ID { "calcada".to_owned() } else { format!("channel-{channel_id}") },
        "position": 0,
        "permission_overwrites": [],
        "topic": null,
        "nsfw": false,
        "last_message_id": null,
        "rate_limit_per_user": 0,
        "parent_id": null,
        "flags": 0,
    })
}

/// GUILD_CREATE's `d` for `GUILD_ID`: @everyone with `bot_permissions`, `CHANNEL_ID`, the bot as
/// member.
fn guild_create_json(bot_permissions: u64) -> Value {
    // In pieces: one json! this size exceeds the default macro recursion limit.
    let everyone = json!({
        "id": GUILD_ID.to_string(),
        "name": "@everyone",
        "color": 0,
        "colors": {"primary_color": 0, "secondary_color": null, "tertiary_color": null},
        "hoist": false,
        "managed": false,
        "mentionable": false,
        "permissions": bot_permissions.to_string(),
        "position": 0,
        "icon": null,
        "unicode_emoji": null,
        "flags": 0,
    });
    let bot_member = json!({
        "user": bot_user_json(),
        "nick": null,
        "avatar": null,
        "roles": [],
        "joined_at": FIXED_TIME,
        "premium_since": null,
        "deaf": false,
        "mute": false,
        "flags": 0,
        "pending": false,
    });
    let mut guild = json!({
        "id": GUILD_ID.to_string(),
        "name": "Calçada test server",
        "icon": null,
        "icon_hash": null,
        "splash": null,
        "discovery_splash": null,
        "owner_id": OWNER_ID.to_string(),
        "verification_level": 0,
        "default_message_notifications": 0,
        "explicit_content_filter": 0,
        "roles": [everyone],
        "emojis": [],
        "features": [],
        "mfa_level": 0,
        "application_id": null,
        "system_channel_id": null,
        "system_channel_flags": 0,
        "rules_channel_id": null,
        "vanity_url_code": null,
        "description": null,
        "banner": null,
    });
    let rest = json!({
        "premium_tier": 0,
        "premium_subscription_count": 0,
        "preferred_locale": "en-US",
        "public_updates_channel_id": null,
        "nsfw_level": 0,
        "stickers": [],
        "premium_progress_bar_enabled": false,
        "safety_alerts_channel_id": null,
        "joined_at": FIXED_TIME,
        "large": false,
        "unavailable": false,
        "member_count": 2,
        "voice_states": [],
        "members": [bot_member],
        "channels": [guild_channel_json(CHANNEL_ID, GUILD_ID)],
        "threads": [],
        "presences": [],
        "stage_instances": [],
        "guild_scheduled_events": [],
    });
    if let (Some(guild), Value::Object(rest)) = (guild.as_object_mut(), rest) {
        guild.extend(rest);
    }
    guild
}

/// The payloads the fake sends on its own (READY, GUILD_CREATE), for checking them against
/// serenity's model in tests.
pub fn builtin_events(fake: &FakeDiscord) -> Vec<(&'static str, Value)> {
    vec![
        (
            "READY",
            ready_json(&fake.shared, "fake-session-check", &json!([0, 1])),
        ),
        (
            "GUILD_CREATE",
            guild_create_json(fake.shared.config.bot_permissions),
        ),
    ]
}

/// The answer of `GET /oauth2/applications/@me`.
fn application_json() -> Value {
    json!({
        "id": APP_ID.to_string(),
        "name": BOT_NAME,
        "icon": null,
        "description": "Calçada, played on Discord",
        "rpc_origins": [],
        "bot_public": true,
        "bot_require_code_grant": false,
        "owner": {"id": OWNER_ID.to_string(), "username": "owner", "discriminator": "0",
                  "global_name": "Owner", "avatar": null, "public_flags": 0},
        "verify_key": "0000000000000000000000000000000000000000000000000000000000000000",
        "team": null,
        "flags": 0,
        "bot": bot_user_json(),
    })
}

fn id_of(v: &Value) -> Option<u64> {
    match v {
        Value::String(s) => s.parse().ok(),
        Value::Number(n) => n.as_u64(),
        _ => None,
    }
}

// ---------------------------------------------------------------------------------------------
// Servers
// ---------------------------------------------------------------------------------------------

async fn accept_loop(
    listener: TcpListener,
    shared: Arc<Shared>,
    mut shutdown: watch::Receiver<bool>,
    gateway: bool,
) {
    loop {
        tokio::select! {
            accepted = listener.accept() => {
                let Ok((stream, _)) = accepted else { continue };
                if gateway && shared.lock().refuse_gateway {
                    drop(stream);
                    continue;
                }
                let _ = stream.set_nodelay(true);
                let shared = shared.clone();
                let shutdown = shutdown.clone();
                shared.update(|st| st.open_connections += 1);
                tokio::spawn(async move {
                    if gateway {
                        gateway_connection(stream, shared.clone(), shutdown).await;
                    } else {
                        http_connection(stream, shared.clone(), shutdown).await;
                    }
                    shared.update(|st| st.open_connections -= 1);
                });
            }
            _ = shutdown.changed() => break,
        }
    }
}

// --- gateway ------------------------------------------------------------------------------------

async fn gateway_connection(
    stream: TcpStream,
    shared: Arc<Shared>,
    mut shutdown: watch::Receiver<bool>,
) {
    let Ok(ws) = tokio_tungstenite::accept_async(stream).await else {
        return;
    };
    let (mut sink, mut source) = ws.split();
    let (tx, mut rx) = mpsc::unbounded_channel();
    let conn_id = shared.update(|st| {
        st.next_conn += 1;
        st.conns.insert(st.next_conn, tx.clone());
        st.next_conn
    });
    let interval = shared.config.heartbeat_interval.as_millis() as u64;
    let _ = tx.send(Out::Text(
        json!({"op": 10, "d": {"heartbeat_interval": interval}}).to_string(),
    ));
    let mut closing = false;
    loop {
        tokio::select! {
            out = rx.recv() => match out {
                Some(_) if closing => {}
                Some(Out::Text(text)) => {
                    if sink.send(WsMessage::Text(text)).await.is_err() {
                        break;
                    }
                }
                Some(Out::Close(code, reason)) => {
                    closing = true;
                    detach(&shared, conn_id);
                    let frame = CloseFrame { code: CloseCode::from(code), reason: reason.into() };
                    if sink.send(WsMessage::Close(Some(frame))).await.is_err() {
                        break;
                    }
                }
                None => break,
            },
            incoming = source.next() => match incoming {
                Some(Ok(WsMessage::Text(text))) if !closing => {
                    gateway_payload(&shared, conn_id, &tx, &text);
                }
                // Pings are answered and close frames echoed by tungstenite itself; keep
                // reading until the peer has closed the socket.
                Some(Ok(_)) => {}
                Some(Err(_)) | None => break,
            },
            _ = shutdown.changed() => {
                let frame = CloseFrame { code: CloseCode::Away, reason: "fake Discord stopped".into() };
                let _ = sink.send(WsMessage::Close(Some(frame))).await;
                break;
            }
        }
    }
    detach(&shared, conn_id);
}

fn detach(shared: &Shared, conn_id: u64) {
    shared.update(|st| {
        st.conns.remove(&conn_id);
        for session in &mut st.sessions {
            if matches!(session.conn, Some((id, _)) if id == conn_id) {
                session.conn = None;
            }
        }
    });
}

fn gateway_payload(shared: &Shared, conn_id: u64, tx: &mpsc::UnboundedSender<Out>, text: &str) {
    let Ok(v) = serde_json::from_str::<Value>(text) else {
        shared.update(|st| st.gateway_ops.push(json!({"unparsable": text})));
        return;
    };
    match v["op"].as_u64() {
        Some(1) => {
            shared.update(|st| st.heartbeats += 1);
            let _ = tx.send(Out::Text(json!({"op": 11}).to_string()));
        }
        Some(2) => shared.update(|st| {
            let d = &v["d"];
            st.identifies.push(Identify {
                token: d["token"].as_str().unwrap_or_default().to_owned(),
                intents: d["intents"].as_u64().unwrap_or(0),
                shard: d["shard"].clone(),
                at: Instant::now(),
            });
            if let Some(valid) = &shared.config.valid_token {
                if d["token"].as_str() != Some(&format!("Bot {valid}")) {
                    let _ = tx.send(Out::Close(4004, "Authentication failed."));
                    return;
                }
            }
            let id = format!("fake-session-{}", st.identifies.len());
            let shard = (
                d["shard"][0].as_u64().unwrap_or(0),
                d["shard"][1].as_u64().unwrap_or(1),
            );
            let mut session = Session {
                id: id.clone(),
                shard,
                seq: 0,
                log: Vec::new(),
                light: shared.config.light,
                conn: Some((conn_id, tx.clone())),
            };
            session.dispatch("READY", &ready_json(shared, &id, &d["shard"]));
            if shared.config.guild_create && session.serves(Some(GUILD_ID)) {
                session.dispatch(
                    "GUILD_CREATE",
                    &guild_create_json(shared.config.bot_permissions),
                );
            }
            st.sessions.push(session);
            st.ready_count += 1;
        }),
        Some(6) => shared.update(|st| {
            let d = &v["d"];
            let seq = d["seq"].as_u64().unwrap_or(0);
            let wanted = d["session_id"].as_str().unwrap_or_default();
            match st.sessions.iter_mut().find(|s| s.id == wanted) {
                Some(session) => {
                    session.conn = Some((conn_id, tx.clone()));
                    for (_, frame) in session.log.iter().filter(|(s, _)| *s > seq) {
                        let _ = tx.send(Out::Text(frame.clone()));
                    }
                    session.dispatch("RESUMED", &json!({}));
                    st.resumes += 1;
                }
                None => {
                    let _ = tx.send(Out::Text(json!({"op": 9, "d": false}).to_string()));
                }
            }
        }),
        _ => shared.update(|st| st.gateway_ops.push(v.clone())),
    }
}

// --- HTTP ---------------------------------------------------------------------------------------

struct Request {
    method: String,
    /// Path without the query.
    path: String,
    /// Path with the query, as requested.
    target: String,
    headers: Vec<(String, String)>,
    body: Vec<u8>,
    /// When the whole request had been read.
    received_at: Instant,
}

impl Request {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

struct Response {
    status: u16,
    body: Option<Value>,
    /// Extra headers (Content-Type and Content-Length are added when encoding).
    headers: Vec<(String, String)>,
}

fn ok(body: Value) -> Response {
    Response {
        status: 200,
        body: Some(body),
        headers: Vec::new(),
    }
}

fn no_content() -> Response {
    Response {
        status: 204,
        body: None,
        headers: Vec::new(),
    }
}

fn discord_error(status: u16, code: u64, message: &str) -> Response {
    Response {
        status,
        body: Some(json!({"code": code, "message": message})),
        headers: Vec::new(),
    }
}

/// What the fake does with a request: answer it, or (a fault) never answer or close the socket.
enum Outcome {
    Answer(Response),
    Hang,
    Reset,
}

async fn http_connection(
    mut stream: TcpStream,
    shared: Arc<Shared>,
    mut shutdown: watch::Receiver<bool>,
) {
    let mut buf = Vec::new();
    loop {
        let request = tokio::select! {
            r = read_request(&mut stream, &mut buf) => r,
            _ = shutdown.changed() => return,
        };
        let Ok(Some(request)) = request else { return };
        let close = request
            .header("connection")
            .is_some_and(|c| c.eq_ignore_ascii_case("close"));
        if let Some(hold) = delay_for(&shared, &request) {
            tokio::select! {
                _ = tokio::time::sleep(hold) => {}
                _ = shutdown.changed() => return,
            }
        }
        let response = match handle(&shared, &request) {
            Outcome::Answer(response) => response,
            // Dropping the socket closes it without a byte of answer.
            Outcome::Reset => return,
            Outcome::Hang => {
                // Never answer; keep reading (and discarding) until the client gives up or the
                // fake stops. Other connections have their own tasks and go on.
                let mut sink = [0u8; 4096];
                loop {
                    tokio::select! {
                        read = stream.read(&mut sink) => match read {
                            Ok(0) | Err(_) => return,
                            Ok(_) => {}
                        },
                        _ = shutdown.changed() => return,
                    }
                }
            }
        };
        let bytes = encode_response(&response);
        if stream.write_all(&bytes).await.is_err() || close {
            return;
        }
    }
}

fn find(haystack: &[u8], needle: &[u8], from: usize) -> Option<usize> {
    if from > haystack.len() {
        return None;
    }
    haystack[from..]
        .windows(needle.len())
        .position(|w| w == needle)
        .map(|p| p + from)
}

/// Reads more bytes; false at end of stream.
async fn fill(stream: &mut TcpStream, buf: &mut Vec<u8>) -> std::io::Result<bool> {
    let mut chunk = [0u8; 16 * 1024];
    let n = stream.read(&mut chunk).await?;
    buf.extend_from_slice(&chunk[..n]);
    Ok(n > 0)
}

/// Reads one HTTP/1.1 request (Content-Length or chunked body); leaves what follows in `buf`.
async fn read_request(
    stream: &mut TcpStream,
    buf: &mut Vec<u8>,
) -> std::io::Result<Option<Request>> {
    let head_end = loop {
        if let Some(p) = find(buf, b"\r\n\r\n", 0) {
            break p;
        }
        if !fill(stream, buf).await? {
            return Ok(None);
        }
    };
    let head = String::from_utf8_lossy(&buf[..head_end]).into_owned();
    let mut lines = head.split("\r\n");
    let mut request_line = lines.next().unwrap_or_default().split(' ');
    let method = request_line.next().unwrap_or_default().to_owned();
    let target = request_line.next().unwrap_or_default().to_owned();
    let headers: Vec<(String, String)> = lines
        .filter_map(|l| l.split_once(':'))
        .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
        .collect();
    let header = |name: &str| {
        headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.clone())
    };
    let mut pos = head_end + 4;
    let body = if header("transfer-encoding")
        .is_some_and(|t| t.to_ascii_lowercase().contains("chunked"))
    {
        let mut body = Vec::new();
        loop {
            let line_end = loop {
                if let Some(p) = find(buf, b"\r\n", pos) {
                    break p;
                }
                if !fill(stream, buf).await? {
                    return Ok(None);
                }
            };
            let size_text = String::from_utf8_lossy(&buf[pos..line_end]).into_owned();
            let size_hex = size_text.split(';').next().unwrap_or("").trim();
            let size = usize::from_str_radix(size_hex, 16).unwrap_or(0);
            pos = line_end + 2;
            if size == 0 {
                // Optional trailers, then an empty line.
                loop {
                    if let Some(p) = find(buf, b"\r\n", pos) {
                        let empty = p == pos;
                        pos = p + 2;
                        if empty {
                            break;
                        }
                    } else if !fill(stream, buf).await? {
                        return Ok(None);
                    }
                }
                break;
            }
            while buf.len() < pos + size + 2 {
                if !fill(stream, buf).await? {
                    return Ok(None);
                }
            }
            body.extend_from_slice(&buf[pos..pos + size]);
            pos += size + 2;
        }
        body
    } else {
        let len: usize = header("content-length")
            .and_then(|l| l.parse().ok())
            .unwrap_or(0);
        while buf.len() < pos + len {
            if !fill(stream, buf).await? {
                return Ok(None);
            }
        }
        let body = buf[pos..pos + len].to_vec();
        pos += len;
        body
    };
    buf.drain(..pos);
    let path = target.split('?').next().unwrap_or_default().to_owned();
    Ok(Some(Request {
        method,
        path,
        target,
        headers,
        body,
        received_at: Instant::now(),
    }))
}

/// The reason phrase of an HTTP status.
fn reason(status: u16) -> &'static str {
    match status {
        200 => "OK",
        201 => "Created",
        204 => "No Content",
        400 => "Bad Request",
        401 => "Unauthorized",
        403 => "Forbidden",
        404 => "Not Found",
        405 => "Method Not Allowed",
        413 => "Payload Too Large",
        429 => "Too Many Requests",
        500 => "Internal Server Error",
        502 => "Bad Gateway",
        503 => "Service Unavailable",
        504 => "Gateway Timeout",
        _ => "Error",
    }
}

fn encode_response(response: &Response) -> Vec<u8> {
    let mut out = format!(
        "HTTP/1.1 {} {}\r\n",
        response.status,
        reason(response.status)
    );
    for (name, value) in &response.headers {
        out += &format!("{name}: {value}\r\n");
    }
    let typed = response
        .headers
        .iter()
        .any(|(name, _)| name.eq_ignore_ascii_case("content-type"));
    match &response.body {
        // A body of its own type (an HTML page from Discord's edge): as it is.
        Some(Value::String(text)) if typed => {
            out += &format!("Content-Length: {}\r\n\r\n{text}", text.len());
        }
        Some(body) => {
            let body = body.to_string();
            out += &format!(
                "Content-Type: application/json\r\nContent-Length: {}\r\n\r\n{body}",
                body.len()
            );
        }
        None => out += "\r\n",
    }
    out.into_bytes()
}

/// The JSON payload of a request and its uploaded files (multipart: `payload_json` + `files[n]`).
fn parse_body(request: &Request) -> Result<(Value, Vec<Attachment>), String> {
    let content_type = request.header("content-type").unwrap_or("");
    if content_type.starts_with("multipart/form-data") {
        let boundary = content_type
            .split(';')
            .filter_map(|p| p.trim().strip_prefix("boundary="))
            .next()
            .ok_or("multipart without boundary")?
            .trim_matches('"');
        let mut payload = Value::Null;
        let mut files = Vec::new();
        for part in multipart_parts(&request.body, boundary)? {
            let disposition = part.header("content-disposition").unwrap_or("");
            let name = disposition_param(disposition, "name").unwrap_or_default();
            if name == "payload_json" {
                payload = serde_json::from_slice(&part.body)
                    .map_err(|e| format!("payload_json is not JSON: {e}"))?;
            } else if let Some(filename) = disposition_param(disposition, "filename") {
                files.push(Attachment {
                    field: name,
                    filename,
                    content_type: part.header("content-type").map(str::to_owned),
                    size: part.body.len(),
                    bytes: part.body,
                });
            }
        }
        Ok((payload, files))
    } else if request.body.is_empty() {
        Ok((Value::Null, Vec::new()))
    } else {
        serde_json::from_slice(&request.body)
            .map(|v| (v, Vec::new()))
            .map_err(|e| format!("body is not JSON: {e}"))
    }
}

struct Part {
    headers: Vec<(String, String)>,
    body: Vec<u8>,
}

impl Part {
    fn header(&self, name: &str) -> Option<&str> {
        self.headers
            .iter()
            .find(|(k, _)| k.eq_ignore_ascii_case(name))
            .map(|(_, v)| v.as_str())
    }
}

fn multipart_parts(body: &[u8], boundary: &str) -> Result<Vec<Part>, String> {
    let delimiter = format!("--{boundary}").into_bytes();
    let mut parts = Vec::new();
    let mut pos = find(body, &delimiter, 0).ok_or("multipart: no boundary")? + delimiter.len();
    loop {
        if body[pos..].starts_with(b"--") {
            return Ok(parts);
        }
        pos = find(body, b"\r\n", pos).ok_or("multipart: truncated")? + 2;
        let head_end = find(body, b"\r\n\r\n", pos).ok_or("multipart: part without headers end")?;
        let headers = String::from_utf8_lossy(&body[pos..head_end])
            .split("\r\n")
            .filter_map(|l| l.split_once(':'))
            .map(|(k, v)| (k.trim().to_owned(), v.trim().to_owned()))
            .collect();
        let start = head_end + 4;
        let mut end_marker = b"\r\n".to_vec();
        end_marker.extend_from_slice(&delimiter);
        let end = find(body, &end_marker, start).ok_or("multipart: part without end")?;
        parts.push(Part {
            headers,
            body: body[start..end].to_vec(),
        });
        pos = end + end_marker.len();
    }
}

fn disposition_param(disposition: &str, name: &str) -> Option<String> {
    disposition.split(';').find_map(|p| {
        let (k, v) = p.trim().split_once('=')?;
        (k == name).then(|| v.trim_matches('"').to_owned())
    })
}

/// Discord's limits on a message payload: Err((status, code, message)) as Discord answers.
fn check_message(payload: &Value, files: &[Attachment]) -> Result<(), (u16, u64, String)> {
    let invalid = |why: String| Err((400, 50035, format!("Invalid Form Body: {why}")));
    if let Some(content) = payload["content"].as_str() {
        let n = content.chars().count();
        if n > 2000 {
            return invalid(format!("content has {n} characters (at most 2000)"));
        }
    }
    if let Some(embeds) = payload["embeds"].as_array() {
        if embeds.len() > 10 {
            return invalid(format!("{} embeds (at most 10)", embeds.len()));
        }
        let total: usize = embeds
            .iter()
            .map(|e| {
                let s = |k: &str| e[k].as_str().map_or(0, |t| t.chars().count());
                s("title")
                    + s("description")
                    + e["footer"]["text"]
                        .as_str()
                        .map_or(0, |t| t.chars().count())
                    + e["author"]["name"]
                        .as_str()
                        .map_or(0, |t| t.chars().count())
                    + e["fields"].as_array().map_or(0, |f| {
                        f.iter()
                            .map(|f| {
                                f["name"].as_str().map_or(0, |t| t.chars().count())
                                    + f["value"].as_str().map_or(0, |t| t.chars().count())
                            })
                            .sum()
                    })
            })
            .sum();
        if total > 6000 {
            return invalid(format!("embeds have {total} characters (at most 6000)"));
        }
        for e in embeds {
            if e["description"]
                .as_str()
                .is_some_and(|d| d.chars().count() > 4096)
            {
                return invalid("embed description over 4096 characters".into());
            }
            if e["title"].as_str().is_some_and(|d| d.chars().count() > 256) {
                return invalid("embed title over 256 characters".into());
            }
            if e["fields"].as_array().is_some_and(|f| f.len() > 25) {
                return invalid("more than 25 embed fields".into());
            }
        }
    }
    if let Some(rows) = payload["components"].as_array() {
        if rows.len() > 5 {
            return invalid(format!("{} action rows (at most 5)", rows.len()));
        }
        for row in rows {
            let items = row["components"].as_array().cloned().unwrap_or_default();
            if items.is_empty() || items.len() > 5 {
                return invalid(format!(
                    "an action row with {} components (1 to 5)",
                    items.len()
                ));
            }
            let selects = items
                .iter()
                .filter(|c| c["type"].as_u64() != Some(2))
                .count();
            if selects > 0 && items.len() > 1 {
                return invalid("a select menu must be alone in its action row".into());
            }
            for c in &items {
                if let Some(id) = c["custom_id"].as_str() {
                    if id.is_empty() || id.chars().count() > 100 {
                        return invalid(format!("custom_id {id:?} (1 to 100 characters)"));
                    }
                } else if c["url"].is_null() && c["sku_id"].is_null() {
                    return invalid("a component without custom_id".into());
                }
                if c["label"].as_str().is_some_and(|l| l.chars().count() > 80) {
                    return invalid("a button label over 80 characters".into());
                }
                if let Some(options) = c["options"].as_array() {
                    if options.len() > 25 {
                        return invalid(format!(
                            "a select menu with {} options (at most 25)",
                            options.len()
                        ));
                    }
                }
            }
        }
    }
    let too_big = files
        .iter()
        .find(|f| f.bytes.len() as u64 > ATTACHMENT_SIZE_LIMIT);
    if let Some(f) = too_big {
        return Err((
            413,
            40005,
            format!(
                "Request entity too large: {} is {} bytes",
                f.filename,
                f.bytes.len()
            ),
        ));
    }
    Ok(())
}

/// Drops the files' bytes, keeping their names and sizes (`FakeConfig::light`).
fn strip(files: &mut [Attachment]) {
    for f in files {
        f.bytes = Vec::new();
    }
}

fn attachment_objects(st: &mut State, channel_id: u64, files: &[Attachment]) -> Vec<Value> {
    files
        .iter()
        .map(|f| {
            let id = st.new_id();
            let url = format!(
                "https://cdn.discordapp.com/attachments/{channel_id}/{id}/{}",
                f.filename
            );
            json!({
                "id": id.to_string(),
                "filename": f.filename,
                "size": f.size,
                "url": url,
                "proxy_url": url,
                "content_type": f.content_type,
            })
        })
        .collect()
}

/// Applies an edit payload to a stored message object.
fn apply_edit(message: &mut Value, payload: &Value, new_attachments: Vec<Value>) {
    for key in ["content", "embeds", "components", "flags"] {
        if let Some(v) = payload.get(key) {
            if !v.is_null() {
                message[key] = v.clone();
            }
        }
    }
    let mut attachments: Vec<Value> = match payload.get("attachments").and_then(Value::as_array) {
        // Kept attachments are listed by id; new ones refer to the uploaded files.
        Some(listed) => message["attachments"]
            .as_array()
            .cloned()
            .unwrap_or_default()
            .into_iter()
            .filter(|a| {
                listed
                    .iter()
                    .any(|l| id_of(&l["id"]).is_some() && id_of(&l["id"]) == id_of(&a["id"]))
            })
            .collect(),
        None => message["attachments"]
            .as_array()
            .cloned()
            .unwrap_or_default(),
    };
    attachments.extend(new_attachments);
    message["attachments"] = Value::Array(attachments);
    message["edited_timestamp"] = json!(now_rfc3339());
}

/// Whether a request's `Authorization` is the accepted bot token (any token if none is set;
/// interaction callbacks and webhooks authenticate by their own token, not the bot's).
fn authorised(shared: &Shared, request: &Request) -> bool {
    let Some(valid) = &shared.config.valid_token else {
        return true;
    };
    let open_route = request.path.contains("/interactions/")
        || request.path.contains("/webhooks/")
        || request.path.ends_with("/gateway");
    open_route || request.header("authorization") == Some(&format!("Bot {valid}"))
}

fn handle(shared: &Shared, request: &Request) -> Outcome {
    let mut st = shared.lock();
    if let Some(outcome) = apply_fault(&mut st, request) {
        drop(st);
        shared.changed.send_modify(|v| *v = v.wrapping_add(1));
        return outcome;
    }
    let response = if authorised(shared, request) {
        route(shared, &mut st, request)
    } else {
        discord_error(401, 0, "401: Unauthorized")
    };
    if response.status == 404 && response.body.as_ref().is_some_and(|b| b["code"] == 0) {
        st.unhandled.push(Unhandled {
            method: request.method.clone(),
            path: request.target.clone(),
            body: String::from_utf8_lossy(&request.body)
                .chars()
                .take(2000)
                .collect(),
            at: Instant::now(),
        });
    }
    st.requests.push(RequestRecord {
        method: request.method.clone(),
        path: request.target.clone(),
        status: response.status,
        authorization: request.header("authorization").map(str::to_owned),
        at: request.received_at,
        fault: None,
    });
    drop(st);
    shared.changed.send_modify(|v| *v = v.wrapping_add(1));
    Outcome::Answer(response)
}

/// Discord's message for an error code a fault answers with.
fn fault_message(status: u16, code: u64) -> String {
    match code {
        0 => format!("{status}: {}", reason(status)),
        10003 => "Unknown Channel".into(),
        10008 => "Unknown Message".into(),
        10062 => "Unknown interaction".into(),
        20028 => "The write action you are performing on the channel has hit the write rate limit."
            .into(),
        40005 => "Request entity too large".into(),
        50001 => "Missing Access".into(),
        50007 => "Cannot send messages to this user".into(),
        50013 => "Missing Permissions".into(),
        50035 => "Invalid Form Body".into(),
        _ => format!("fake Discord fault (code {code})"),
    }
}

/// The response of a `Status` or `RateLimited` fault.
fn fault_response(fault: &RestFault) -> Option<Response> {
    match *fault {
        RestFault::Status { status, code } => {
            Some(discord_error(status, code, &fault_message(status, code)))
        }
        RestFault::RateLimited {
            retry_after,
            global,
        } => {
            let mut headers = vec![
                (
                    "Retry-After".to_owned(),
                    (retry_after.max(0.0).ceil() as u64).to_string(),
                ),
                (
                    "X-RateLimit-Scope".to_owned(),
                    if global { "global" } else { "user" }.to_owned(),
                ),
            ];
            if global {
                headers.push(("X-RateLimit-Global".to_owned(), "true".to_owned()));
            } else {
                headers.extend([
                    ("X-RateLimit-Limit".to_owned(), "5".to_owned()),
                    ("X-RateLimit-Remaining".to_owned(), "0".to_owned()),
                    (
                        "X-RateLimit-Reset-After".to_owned(),
                        format!("{retry_after:.3}"),
                    ),
                    ("X-RateLimit-Bucket".to_owned(), "fake-bucket".to_owned()),
                ]);
            }
            Some(Response {
                status: 429,
                body: Some(json!({
                    "message": "You are being rate limited.",
                    "retry_after": retry_after,
                    "global": global,
                })),
                headers,
            })
        }
        RestFault::EdgeRateLimited { retry_after } => Some(Response {
            status: 429,
            body: Some(Value::String(
                "<html><head><title>429 Too Many Requests</title></head><body>error code: 1015</body></html>"
                    .to_owned(),
            )),
            headers: [("Content-Type".to_owned(), "text/html".to_owned())]
                .into_iter()
                .chain(retry_after.map(|s| ("Retry-After".to_owned(), s.to_string())))
                .chain([("Server".to_owned(), "cloudflare".to_owned())])
                .collect(),
        }),
        RestFault::Hang | RestFault::Reset | RestFault::Delay { .. } => None,
    }
}

/// How long to hold `request` before handling it (the first `Delay` rule that matches it,
/// counted and recorded as faulted with status 0), if any.
fn delay_for(shared: &Shared, request: &Request) -> Option<Duration> {
    let mut st = shared.lock();
    let index = st.faults.iter().position(|f| {
        matches!(f.fault, RestFault::Delay { .. })
            && f.target.matches(&request.method, &request.path)
    })?;
    let rule = &mut st.faults[index];
    let (id, fault) = (rule.id, rule.fault.clone());
    if let Some(n) = &mut rule.remaining {
        *n -= 1;
        if *n == 0 {
            st.faults.remove(index);
        }
    }
    let channel_id = (request.method == "POST")
        .then(|| channel_post_target(&request.path))
        .flatten();
    st.faulted.push(FaultedRequest {
        rule: id,
        method: request.method.clone(),
        path: request.target.clone(),
        channel_id,
        fault: fault.clone(),
        status: 0,
        at: request.received_at,
    });
    let RestFault::Delay { secs } = fault else {
        unreachable!("found as a delay")
    };
    Some(Duration::from_secs_f64(secs.max(0.0)))
}

/// Answers `request` with the first fault rule that matches it, if any, and records it.
fn apply_fault(st: &mut State, request: &Request) -> Option<Outcome> {
    let index = st.faults.iter().position(|f| {
        !matches!(f.fault, RestFault::Delay { .. })
            && f.target.matches(&request.method, &request.path)
    })?;
    let rule = &mut st.faults[index];
    let (id, fault) = (rule.id, rule.fault.clone());
    if let Some(n) = &mut rule.remaining {
        *n -= 1;
        if *n == 0 {
            st.faults.remove(index);
        }
    }
    let status = fault.status();
    let response = fault_response(&fault);
    let channel_id = (request.method == "POST")
        .then(|| channel_post_target(&request.path))
        .flatten();
    if let Some(channel_id) = channel_id {
        // Recorded like a refused post: nothing is created.
        let (payload, files) = parse_body(request).unwrap_or((Value::Null, Vec::new()));
        let mut record = sent_message(MessageKind::Channel, channel_id, &payload, files);
        record.received_at = request.received_at;
        record.dm_recipient = st.dm_recipient(channel_id);
        record.status = status;
        record.error_code = match &fault {
            RestFault::Status { code, .. } => Some(*code),
            _ => None,
        };
        record.error = Some(match &fault {
            RestFault::Status { status, code } => fault_message(*status, *code),
            RestFault::RateLimited { .. } => "You are being rate limited.".to_owned(),
            RestFault::Hang => "fake Discord fault: no answer (hang)".to_owned(),
            RestFault::Reset => "fake Discord fault: connection closed (reset)".to_owned(),
            RestFault::EdgeRateLimited { .. } => "429 from Discord's edge".to_owned(),
            RestFault::Delay { .. } => unreachable!("a delay answers as if unfaulted"),
        });
        st.push_message(record);
    }
    st.faulted.push(FaultedRequest {
        rule: id,
        method: request.method.clone(),
        path: request.target.clone(),
        channel_id,
        fault: fault.clone(),
        status,
        at: request.received_at,
    });
    st.requests.push(RequestRecord {
        method: request.method.clone(),
        path: request.target.clone(),
        status,
        authorization: request.header("authorization").map(str::to_owned),
        at: request.received_at,
        fault: Some(id),
    });
    Some(match (fault, response) {
        (_, Some(response)) => Outcome::Answer(response),
        (RestFault::Hang, None) => Outcome::Hang,
        _ => Outcome::Reset,
    })
}

fn unhandled() -> Response {
    discord_error(404, 0, "404: Not Found (no route in the fake Discord)")
}

fn route(shared: &Shared, st: &mut State, request: &Request) -> Response {
    let Some(rest) = request.path.strip_prefix("/api/v10/") else {
        return unhandled();
    };
    let segments: Vec<&str> = rest.split('/').collect();
    let app_ok = |app: &str| app == APP_ID.to_string() || app == "@me";
    match (request.method.as_str(), segments.as_slice()) {
        ("GET", ["gateway"]) => ok(json!({
            "url": shared.config.gateway_url.clone().unwrap_or_else(|| shared.gateway_url.clone())
        })),
        ("GET", ["gateway", "bot"]) => ok(json!({
            "url": shared.gateway_url,
            "shards": 1,
            "session_start_limit": {"total": 1000, "remaining": 999, "reset_after": 0, "max_concurrency": 1},
        })),
        ("GET", ["oauth2", "applications", "@me"]) | ("GET", ["applications", "@me"]) => {
            ok(application_json())
        }
        ("GET", ["users", "@me"]) => ok(bot_user_json()),
        ("GET", ["users", user]) => match user.parse::<u64>() {
            Ok(id) => ok(st.user_json(id)),
            Err(_) => unhandled(),
        },
        ("PUT", ["applications", app, "commands"]) if app_ok(app) => register(st, request, None),
        ("PUT", ["applications", app, "guilds", guild, "commands"]) if app_ok(app) => {
            register(st, request, guild.parse().ok())
        }
        ("GET", ["applications", app, "commands"]) if app_ok(app) => list_commands(st, None),
        ("GET", ["applications", app, "guilds", guild, "commands"]) if app_ok(app) => {
            list_commands(st, guild.parse().ok())
        }
        ("POST", ["interactions", id, token, "callback"]) => {
            interaction_callback(shared, st, request, id, token)
        }
        ("POST", ["webhooks", app, token]) if app_ok(app) => followup(st, request, token),
        (method @ ("GET" | "PATCH" | "DELETE"), ["webhooks", app, token, "messages", message])
            if app_ok(app) =>
        {
            webhook_message(st, request, method, token, message)
        }
        ("POST", ["channels", channel, "messages"]) => match channel.parse() {
            Ok(channel) => channel_message(st, request, channel),
            Err(_) => unhandled(),
        },
        (method @ ("PATCH" | "DELETE"), ["channels", channel, "messages", message]) => {
            match (channel.parse(), message.parse()) {
                (Ok(channel), Ok(message)) => {
                    channel_message_edit(st, request, method, channel, message)
                }
                _ => unhandled(),
            }
        }
        ("POST", ["channels", _, "typing"]) => no_content(),
        ("POST", ["channels", channel, "threads"]) => match channel.parse::<u64>() {
            Ok(channel) => threads::create(st, request, shared.config.bot_permissions, channel),
            Err(_) => unhandled(),
        },
        ("PATCH", ["channels", channel]) => channel
            .parse::<u64>()
            .ok()
            .and_then(|c| threads::patch(st, request, shared.config.bot_permissions, c))
            .unwrap_or_else(unhandled),
        ("DELETE", ["channels", channel]) => channel
            .parse::<u64>()
            .ok()
            .and_then(|c| threads::delete(st, c))
            .unwrap_or_else(unhandled),
        ("PUT", ["channels", channel, "thread-members", user]) => {
            match (channel.parse::<u64>(), user.parse::<u64>()) {
                (Ok(channel), Ok(user)) => threads::add_member(st, channel, user),
                _ => unhandled(),
            }
        }
        ("GET", ["channels", channel])
            if channel.parse().is_ok_and(|c| st.threads.contains_key(&c)) =>
        {
            threads::get(st, channel.parse().unwrap_or_default()).unwrap_or_else(unhandled)
        }
        ("GET", ["channels", channel]) => match channel.parse::<u64>() {
            Ok(channel) => match st.dm_recipient(channel) {
                Some(user) => ok(json!({
                    "id": channel.to_string(), "type": 1, "last_message_id": null,
                    "recipients": [st.user_json(user)], "flags": 0,
                })),
                None => ok(guild_channel_json(
                    channel,
                    st.channel_guilds.get(&channel).copied().unwrap_or(GUILD_ID),
                )),
            },
            Err(_) => unhandled(),
        },
        ("POST", ["users", "@me", "channels"]) => {
            let Ok((payload, _)) = parse_body(request) else {
                return discord_error(400, 50035, "Invalid Form Body");
            };
            let Some(user) = id_of(&payload["recipient_id"]) else {
                return discord_error(400, 50035, "Invalid Form Body: recipient_id");
            };
            if st.refuse_dm_channels.contains(&user) {
                return discord_error(403, 50007, "Cannot send messages to this user");
            }
            let channel = dm_channel_id(user);
            st.dm_channels.insert(channel, user);
            ok(json!({
                "id": channel.to_string(), "type": 1, "last_message_id": null,
                "recipients": [st.user_json(user)], "flags": 0,
            }))
        }
        ("GET", ["guilds", guild, "members", user]) => {
            match (guild.parse::<u64>(), user.parse::<u64>()) {
                (Ok(_), Ok(user)) => {
                    let mut member = TestUser::new(user, "").member_json(perms::MEMBER);
                    member["user"] = st.user_json(user);
                    member.as_object_mut().map(|m| m.remove("permissions"));
                    ok(member)
                }
                _ => unhandled(),
            }
        }
        _ => unhandled(),
    }
}

fn invalid_form_body(errors: &Value) -> Response {
    Response {
        status: 400,
        body: Some(registration::invalid_form_body(errors)),
        headers: Vec::new(),
    }
}

/// A bulk overwrite: validated as Discord validates it (tests/support/registration.rs); a
/// refused one registers nothing and the previous registration stays.
fn register(st: &mut State, request: &Request, guild_id: Option<u64>) -> Response {
    let commands = match parse_body(request) {
        Ok((Value::Array(commands), _)) => commands,
        _ => {
            return invalid_form_body(&json!({"_errors": [{
                "code": "LIST_TYPE_CONVERT",
                "message": "Only iterables may be used in a ListType",
            }]}))
        }
    };
    if let Err(errors) = registration::validate_commands(&commands) {
        let lines = registration::flatten_errors(&errors);
        eprintln!(
            "fake Discord: refused the {} command registration (400, 50035 Invalid Form Body):\n  {}",
            guild_id.map_or("global".to_owned(), |g| format!("guild {g}")),
            lines.join("\n  ")
        );
        let response = invalid_form_body(&errors);
        st.refused_registrations.push(RefusedRegistration {
            guild_id,
            commands,
            errors,
            lines,
            at: request.received_at,
        });
        return response;
    }
    st.registrations.push(Registration {
        guild_id,
        commands: commands.clone(),
        at: request.received_at,
    });
    list_commands(st, guild_id)
}

fn list_commands(st: &State, guild_id: Option<u64>) -> Response {
    let commands = st
        .registrations
        .iter()
        .rev()
        .find(|r| r.guild_id == guild_id)
        .map(|r| r.commands.clone())
        .unwrap_or_default();
    let answered: Vec<Value> = commands
        .into_iter()
        .map(|mut c| {
            let name = c["name"].as_str().unwrap_or_default().to_owned();
            c["id"] = json!(command_id(&name).to_string());
            c["application_id"] = json!(APP_ID.to_string());
            c["version"] = json!("1");
            if c["type"].is_null() {
                c["type"] = json!(1);
            }
            if c["description"].is_null() {
                c["description"] = json!("");
            }
            if c["default_member_permissions"].is_null() {
                c["default_member_permissions"] = Value::Null;
            }
            if let Some(g) = guild_id {
                c["guild_id"] = json!(g.to_string());
            }
            c
        })
        .collect();
    ok(Value::Array(answered))
}

fn interaction_callback(
    shared: &Shared,
    st: &mut State,
    request: &Request,
    id: &str,
    token: &str,
) -> Response {
    let received_at = Instant::now();
    let interaction_id = id.parse::<u64>().unwrap_or(0);
    let (payload, files, parse_error) = match parse_body(request) {
        Ok((p, f)) => (p, f, None),
        Err(e) => (Value::Null, Vec::new(), Some(e)),
    };
    let kind = payload["type"].as_u64().unwrap_or(0);
    let data = payload.get("data").cloned().unwrap_or(Value::Null);
    let list = |key: &str| data[key].as_array().cloned().unwrap_or_default();
    let mut callback = Callback {
        interaction_id,
        token: token.to_owned(),
        kind,
        content: data["content"].as_str().map(str::to_owned),
        flags: data["flags"].as_u64().unwrap_or(0),
        embeds: list("embeds"),
        components: list("components"),
        choices: list("choices"),
        attachments: files.clone(),
        data: data.clone(),
        payload: payload.clone(),
        received_at,
        latency: None,
        status: 204,
        error_code: None,
        error: None,
        message_id: None,
    };
    let verdict: Result<(), (u16, u64, String)> = (|| {
        if let Some(e) = parse_error {
            return Err((400, 50035, e));
        }
        let Some(info) = st.interactions.get(&interaction_id) else {
            return Err((404, 10062, "Unknown interaction".into()));
        };
        callback.latency = Some(received_at.duration_since(info.injected_at));
        if info.token != token {
            return Err((401, 50027, "Invalid Webhook Token".into()));
        }
        if let (Some(limit), Some(latency)) = (shared.config.interaction_deadline, callback.latency)
        {
            if latency > limit {
                return Err((
                    404,
                    10062,
                    format!("Unknown interaction (answered after {latency:?})"),
                ));
            }
        }
        if info.acked {
            return Err((
                400,
                40060,
                "Interaction has already been acknowledged.".into(),
            ));
        }
        let allowed: &[u64] = match info.kind {
            2 => &[4, 5, 9],
            3 => &[4, 5, 6, 7, 9],
            4 => &[8],
            5 => &[4, 5, 6, 7],
            _ => &[],
        };
        if !allowed.contains(&kind) {
            return Err((
                400,
                50035,
                format!(
                    "Invalid Form Body: response type {kind} for an interaction of type {}",
                    info.kind
                ),
            ));
        }
        match kind {
            4 | 7 => check_message(&data, &files)?,
            8 => {
                let choices = data["choices"].as_array().cloned().unwrap_or_default();
                if choices.len() > 25 {
                    return Err((
                        400,
                        50035,
                        format!("Invalid Form Body: {} choices (at most 25)", choices.len()),
                    ));
                }
                for c in &choices {
                    let n = c["name"].as_str().map_or(0, |s| s.chars().count());
                    if n == 0 || n > 100 {
                        return Err((
                            400,
                            50035,
                            format!("Invalid Form Body: choice name of {n} characters (1 to 100)"),
                        ));
                    }
                    if c["value"].as_str().is_some_and(|v| v.chars().count() > 100) {
                        return Err((
                            400,
                            50035,
                            "Invalid Form Body: choice value over 100 characters".into(),
                        ));
                    }
                }
            }
            _ => {}
        }
        Ok(())
    })();
    let response = match verdict {
        Ok(()) => {
            let info = st.interactions.get(&interaction_id).expect("checked above");
            let channel_id = info.channel_id;
            let component_message = info.component_message_id;
            let message_id = match kind {
                4 | 5 => {
                    let id = st.new_id();
                    let attachments = attachment_objects(st, channel_id, &files);
                    let mut body = data.clone();
                    if kind == 5 {
                        body = json!({"content": "", "flags": data["flags"].as_u64().unwrap_or(0) | 128});
                    }
                    let mut message = message_json(id, channel_id, &body, &attachments, 20);
                    message["webhook_id"] = json!(APP_ID.to_string());
                    message["application_id"] = json!(APP_ID.to_string());
                    st.message_objects.insert(id, message);
                    Some(id)
                }
                6 | 7 => {
                    if let Some(id) = component_message {
                        if kind == 7 {
                            let attachments = attachment_objects(st, channel_id, &files);
                            if let Some(message) = st.message_objects.get_mut(&id) {
                                apply_edit(message, &data, attachments);
                            }
                        }
                    }
                    component_message
                }
                _ => None,
            };
            let info = st
                .interactions
                .get_mut(&interaction_id)
                .expect("checked above");
            info.acked = true;
            info.original_message_id = message_id;
            callback.message_id = message_id;
            no_content()
        }
        Err((status, code, message)) => {
            callback.status = status;
            callback.error_code = Some(code);
            callback.error = Some(message.clone());
            discord_error(status, code, &message)
        }
    };
    st.push_callback(callback);
    response
}

fn sent_message(
    kind: MessageKind,
    channel_id: u64,
    payload: &Value,
    files: Vec<Attachment>,
) -> SentMessage {
    let list = |key: &str| payload[key].as_array().cloned().unwrap_or_default();
    SentMessage {
        kind,
        id: 0,
        channel_id,
        dm_recipient: None,
        interaction_id: None,
        content: payload["content"].as_str().map(str::to_owned),
        flags: payload["flags"].as_u64().unwrap_or(0),
        embeds: list("embeds"),
        components: list("components"),
        allowed_mentions: payload.get("allowed_mentions").cloned(),
        attachments: files,
        payload: payload.clone(),
        received_at: Instant::now(),
        latency: None,
        status: 200,
        error_code: None,
        error: None,
    }
}

fn refuse(
    mut record: SentMessage,
    st: &mut State,
    status: u16,
    code: u64,
    message: &str,
) -> Response {
    record.status = status;
    record.error_code = Some(code);
    record.error = Some(message.to_owned());
    st.push_message(record);
    discord_error(status, code, message)
}

fn followup(st: &mut State, request: &Request, token: &str) -> Response {
    let (payload, files) = match parse_body(request) {
        Ok(x) => x,
        Err(e) => return discord_error(400, 50035, &e),
    };
    let interaction_id = st.tokens.get(token).copied();
    let info = interaction_id.and_then(|i| st.interactions.get(&i));
    let channel_id = info.map_or(0, |i| i.channel_id);
    let mut record = sent_message(MessageKind::Followup, channel_id, &payload, files.clone());
    record.interaction_id = interaction_id;
    record.latency = info.map(|i| record.received_at.duration_since(i.injected_at));
    if !info.is_some_and(|i| i.acked) {
        return refuse(record, st, 404, 10015, "Unknown Webhook");
    }
    if let Err((status, code, message)) = check_message(&payload, &files) {
        return refuse(record, st, status, code, &message);
    }
    let id = st.new_id();
    let attachments = attachment_objects(st, channel_id, &files);
    let mut message = message_json(id, channel_id, &payload, &attachments, 0);
    message["webhook_id"] = json!(APP_ID.to_string());
    message["application_id"] = json!(APP_ID.to_string());
    st.message_objects.insert(id, message.clone());
    record.id = id;
    st.push_message(record);
    ok(message)
}

fn webhook_message(
    st: &mut State,
    request: &Request,
    method: &str,
    token: &str,
    message: &str,
) -> Response {
    let (payload, files) = match parse_body(request) {
        Ok(x) => x,
        Err(e) => return discord_error(400, 50035, &e),
    };
    let interaction_id = st.tokens.get(token).copied();
    let info = interaction_id.and_then(|i| st.interactions.get(&i));
    let channel_id = info.map_or(0, |i| i.channel_id);
    let target = if message == "@original" {
        info.and_then(|i| i.original_message_id)
    } else {
        message.parse::<u64>().ok()
    };
    let kind = match (method, message) {
        ("PATCH", "@original") => MessageKind::EditOriginal,
        ("PATCH", _) => MessageKind::EditFollowup,
        _ => MessageKind::WebhookDelete,
    };
    let mut record = sent_message(kind, channel_id, &payload, files.clone());
    record.interaction_id = interaction_id;
    record.latency = info.map(|i| record.received_at.duration_since(i.injected_at));
    if !info.is_some_and(|i| i.acked) {
        if method == "GET" {
            return discord_error(404, 10015, "Unknown Webhook");
        }
        return refuse(record, st, 404, 10015, "Unknown Webhook");
    }
    let Some(target) = target.filter(|t| st.message_objects.contains_key(t)) else {
        if method == "GET" {
            return discord_error(404, 10008, "Unknown Message");
        }
        return refuse(record, st, 404, 10008, "Unknown Message");
    };
    record.id = target;
    match method {
        "GET" => ok(st.message_objects[&target].clone()),
        "DELETE" => {
            st.message_objects.remove(&target);
            record.status = 204;
            st.push_message(record);
            no_content()
        }
        _ => {
            if let Err((status, code, message)) = check_message(&payload, &files) {
                return refuse(record, st, status, code, &message);
            }
            let attachments = attachment_objects(st, channel_id, &files);
            let stored = st.message_objects.get_mut(&target).expect("checked above");
            apply_edit(stored, &payload, attachments);
            let answer = stored.clone();
            st.push_message(record);
            ok(answer)
        }
    }
}

fn channel_message(st: &mut State, request: &Request, channel_id: u64) -> Response {
    let (payload, files) = match parse_body(request) {
        Ok(x) => x,
        Err(e) => return discord_error(400, 50035, &e),
    };
    let mut record = sent_message(MessageKind::Channel, channel_id, &payload, files.clone());
    record.dm_recipient = st.dm_recipient(channel_id);
    if record
        .dm_recipient
        .is_some_and(|u| st.refuse_dms.contains(&u))
    {
        return refuse(record, st, 403, 50007, "Cannot send messages to this user");
    }
    let has_body = record.content.as_deref().is_some_and(|c| !c.is_empty())
        || !record.embeds.is_empty()
        || !record.components.is_empty()
        || !files.is_empty()
        || payload["sticker_ids"]
            .as_array()
            .is_some_and(|s| !s.is_empty())
        || payload["poll"].is_object();
    if threads::archived(st, channel_id) {
        return refuse(record, st, 400, 50083, "Thread is archived");
    }
    if !has_body {
        return refuse(record, st, 400, 50006, "Cannot send an empty message");
    }
    if let Err((status, code, message)) = check_message(&payload, &files) {
        return refuse(record, st, status, code, &message);
    }
    // Discord: with `enforce_nonce`, a nonce used by the same author within the last few
    // minutes returns the message already created instead of a second one.
    let nonce = match &payload["nonce"] {
        Value::String(n) => Some(n.clone()),
        Value::Number(n) => Some(n.to_string()),
        _ => None,
    };
    let enforce = payload["enforce_nonce"].as_bool() == Some(true);
    if let (Some(n), true) = (&nonce, enforce) {
        if let Some((id, at)) = st.nonces.get(&(channel_id, n.clone())) {
            if at.elapsed() < Duration::from_secs(300) {
                st.deduplicated += 1;
                return ok(st.message_objects[id].clone());
            }
        }
    }
    let id = st.new_id();
    let attachments = attachment_objects(st, channel_id, &files);
    let message = message_json(id, channel_id, &payload, &attachments, 0);
    st.message_objects.insert(id, message.clone());
    if let (Some(n), true) = (nonce, enforce) {
        st.nonces.insert((channel_id, n), (id, Instant::now()));
    }
    record.id = id;
    st.push_message(record);
    ok(message)
}

fn channel_message_edit(
    st: &mut State,
    request: &Request,
    method: &str,
    channel_id: u64,
    message_id: u64,
) -> Response {
    let (payload, files) = match parse_body(request) {
        Ok(x) => x,
        Err(e) => return discord_error(400, 50035, &e),
    };
    let kind = if method == "PATCH" {
        MessageKind::ChannelEdit
    } else {
        MessageKind::ChannelDelete
    };
    let mut record = sent_message(kind, channel_id, &payload, files.clone());
    record.id = message_id;
    record.dm_recipient = st.dm_recipient(channel_id);
    if !st.message_objects.contains_key(&message_id) {
        return refuse(record, st, 404, 10008, "Unknown Message");
    }
    if method == "DELETE" {
        st.message_objects.remove(&message_id);
        record.status = 204;
        st.push_message(record);
        return no_content();
    }
    if let Err((status, code, message)) = check_message(&payload, &files) {
        return refuse(record, st, status, code, &message);
    }
    let attachments = attachment_objects(st, channel_id, &files);
    let stored = st
        .message_objects
        .get_mut(&message_id)
        .expect("checked above");
    apply_edit(stored, &payload, attachments);
    let answer = stored.clone();
    st.push_message(record);
    ok(answer)
}
