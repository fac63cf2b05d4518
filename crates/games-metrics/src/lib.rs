//! What an operator watches (issue 25): the bot's Prometheus metrics, and the HTTP listener
//! that serves them with its health (`http.rs`, started only when `CALCADA_METRICS_ADDR` is
//! set). One [`Metrics`] value per process holds the registry and every family; the service
//! owns it and hands a clone of the `Arc` to whoever records (the store times its calls, the
//! service counts turns and deliveries and times pictures, the Discord adapter counts
//! interactions). No global registry: a test's service has its own. The rules engine and the
//! renderer know nothing of it (pictures are timed where the service draws them).
//!
//! Gauges that describe the database (the outbox, the games running) and the health gauges
//! are set when a scrape asks, from one query each, not kept up to date on every change.

pub mod cpu;
pub mod http;

use prometheus_client::encoding::{EncodeLabelSet, EncodeLabelValue};
use prometheus_client::metrics::counter::Counter;
use prometheus_client::metrics::family::Family;
use prometheus_client::metrics::gauge::Gauge;
use prometheus_client::metrics::histogram::{exponential_buckets, Histogram};
use prometheus_client::registry::Registry;
use std::time::Duration;

/// Who played a turn.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq, EncodeLabelValue)]
#[allow(non_camel_case_types)]
pub enum By {
    human,
    bot,
}

/// How an interaction ended.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq, EncodeLabelValue)]
#[allow(non_camel_case_types)]
pub enum Outcome {
    /// Answered in time with what was asked.
    answered,
    /// Answered with a refusal: not the player's turn, a stale menu, an option that does not
    /// parse, a command of an older version...
    refused,
    /// Acknowledged first (the answer was not ready within 1.5 s) and answered after.
    deferred,
    /// A fault of ours: logged, and the user told something went wrong.
    fault,
}

/// Which store call: a read (or a write of one statement), a write transaction, a claim on
/// notices (a write that waits for no flush).
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq, EncodeLabelValue)]
#[allow(non_camel_case_types)]
pub enum StoreOp {
    read,
    write,
    claim,
}

/// Where CPU time went (`cpu.rs`). They nest: `store`, `draw` and `encode` are part of
/// `service`, `discord_http` of `interaction`.
#[derive(Clone, Copy, Debug, Hash, PartialEq, Eq, EncodeLabelValue)]
#[allow(non_camel_case_types)]
pub enum Phase {
    /// Handling an interaction on the async runtime: poise's parsing, the handler, the
    /// answer built and sent (not the service's call, which runs on the blocking pool).
    interaction,
    /// The answers' requests to Discord (built, sent, the response read), within
    /// `interaction`.
    discord_http,
    /// The outbox pump on the async runtime: notices posted to Discord.
    pump,
    /// A service call on the blocking pool: rules, words, pictures, the store.
    service,
    /// Store calls (connection, statements, commit).
    store,
    /// Drawing pictures.
    draw,
    /// Encoding pictures as PNG.
    encode,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct PhaseLabel {
    phase: Phase,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ByLabel {
    by: By,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct InteractionLabels {
    kind: String,
    outcome: Outcome,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct KindLabel {
    kind: String,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct ReasonLabel {
    reason: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct BandLabel {
    outcome: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct HeapLabel {
    state: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct PictureLabel {
    picture: &'static str,
}

#[derive(Clone, Debug, Hash, PartialEq, Eq, EncodeLabelSet)]
struct OpLabel {
    op: StoreOp,
}

type Histograms<L> = Family<L, Histogram, fn() -> Histogram>;

/// Answers: 1 ms to 8 s (Discord fails an interaction not answered within 3 s).
fn answer_buckets() -> Histogram {
    Histogram::new(exponential_buckets(0.001, 2.0, 14))
}

/// Pictures: 0.25 ms to 0.5 s (a turn picture draws in about 2 ms and encodes in 1 to 3).
fn picture_buckets() -> Histogram {
    Histogram::new(exponential_buckets(0.00025, 2.0, 12))
}

/// Store calls: 0.1 ms to 3.3 s (a busy SQLite writer waits up to 5 s).
fn store_buckets() -> Histogram {
    Histogram::new(exponential_buckets(0.0001, 2.0, 16))
}

/// The reminder tick: 0.25 ms to about 3 s, each bucket 1.5 times the last (a tick with a
/// few games due takes a few milliseconds; a tick that is slow matters at 100 ms).
fn tick_buckets() -> Histogram {
    Histogram::new(exponential_buckets(0.00025, 1.5, 24))
}

/// Why notices are given up: Discord's refusal for good (`permanent`), the channel deleted,
/// direct messages closed, still failing a week after being queued (`expired`), a notice
/// whose stored data can never be worded (`unworded`).
pub const GIVEN_UP: [&str; 5] = [
    "permanent",
    "channel_gone",
    "dms_closed",
    "expired",
    "unworded",
];

/// Why posts are tried again: Discord failed or did not answer (`failed`), a 429
/// (`rate_limited`), the bot lacks its rights in the channel (`refused`), a notice that could
/// not be worded (`unworded`, a fault of ours, with its own backoff), Discord called the
/// channel unknown but it is there (`unconfirmed_gone`).
pub const RETRIED: [&str; 5] = [
    "failed",
    "rate_limited",
    "refused",
    "unworded",
    "unconfirmed_gone",
];

/// Every metric of the bot, registered once (names prefixed `calcada_`).
pub struct Metrics {
    registry: Registry,
    turns: Family<ByLabel, Counter>,
    interactions: Family<InteractionLabels, Counter>,
    answer_seconds: Histograms<KindLabel>,
    outbox_pending: Gauge,
    outbox_oldest: Gauge,
    given_up: Family<ReasonLabel, Counter>,
    retries: Family<ReasonLabel, Counter>,
    draw_seconds: Histograms<PictureLabel>,
    encode_seconds: Histograms<PictureLabel>,
    bands: Family<BandLabel, Counter>,
    store_seconds: Histograms<OpLabel>,
    games_running: Gauge,
    tick_seconds: Histogram,
    gateway_connected: Gauge,
    store_writable: Gauge,
    token_refused: Gauge,
    cpu_seconds: Family<PhaseLabel, Counter<f64, std::sync::atomic::AtomicU64>>,
    heap: Family<HeapLabel, Gauge>,
    picture_cache: Gauge,
}

impl Default for Metrics {
    fn default() -> Self {
        Metrics::new()
    }
}

impl std::fmt::Debug for Metrics {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str("Metrics")
    }
}

impl Metrics {
    pub fn new() -> Metrics {
        let mut registry = Registry::with_prefix("calcada");
        let m = Metrics {
            turns: Family::default(),
            interactions: Family::default(),
            answer_seconds: Family::new_with_constructor(answer_buckets),
            outbox_pending: Gauge::default(),
            outbox_oldest: Gauge::default(),
            given_up: Family::default(),
            retries: Family::default(),
            draw_seconds: Family::new_with_constructor(picture_buckets),
            encode_seconds: Family::new_with_constructor(picture_buckets),
            bands: Family::default(),
            store_seconds: Family::new_with_constructor(store_buckets),
            games_running: Gauge::default(),
            tick_seconds: tick_buckets(),
            gateway_connected: Gauge::default(),
            store_writable: Gauge::default(),
            token_refused: Gauge::default(),
            cpu_seconds: Family::default(),
            heap: Family::default(),
            picture_cache: Gauge::default(),
            registry: Registry::default(),
        };
        registry.register(
            "turns_played",
            "Turns played to their end, by humans (their own or a panel's Confirm) or bots (seated, stand-ins)",
            m.turns.clone(),
        );
        registry.register(
            "interactions",
            "Discord interactions handled, by kind (the command's name, component, modal, autocomplete) and outcome",
            m.interactions.clone(),
        );
        registry.register(
            "answer_seconds",
            "Time from an interaction's arrival to its answer (or its deferral and answer), by kind",
            m.answer_seconds.clone(),
        );
        registry.register(
            "outbox_pending",
            "Notices (turn messages, pings, reminders) not yet posted nor given up",
            m.outbox_pending.clone(),
        );
        registry.register(
            "outbox_oldest_pending_seconds",
            "Age of the oldest notice due and not yet posted (0: none); held pings count from when they fall due",
            m.outbox_oldest.clone(),
        );
        registry.register(
            "deliveries_given_up",
            "Notices given up for good, by reason",
            m.given_up.clone(),
        );
        registry.register(
            "delivery_retries",
            "Failed posts of a notice that will be tried again, by reason",
            m.retries.clone(),
        );
        registry.register(
            "picture_draw_seconds",
            "Time to draw a picture, by picture",
            m.draw_seconds.clone(),
        );
        registry.register(
            "picture_encode_seconds",
            "Time to encode a picture as PNG, by picture",
            m.encode_seconds.clone(),
        );
        registry.register(
            "picture_bands",
            "Bands of a picture's rows compressed, or written again from the cache of recent pictures' compressed bands (reused)",
            m.bands.clone(),
        );
        registry.register(
            "store_seconds",
            "Time of a store call (connection, statements, commit), by kind",
            m.store_seconds.clone(),
        );
        registry.register(
            "games_running",
            "Games started and not over",
            m.games_running.clone(),
        );
        registry.register(
            "tick_seconds",
            "Time of a reminder tick (lobbies expired, the games whose check is due read, reminders and stand-ins)",
            m.tick_seconds.clone(),
        );
        registry.register(
            "gateway_connected",
            "1 while every gateway shard of this process is connected",
            m.gateway_connected.clone(),
        );
        registry.register(
            "store_writable",
            "1 if the store took a write transaction at the last scrape",
            m.store_writable.clone(),
        );
        registry.register(
            "discord_token_refused",
            "1 while Discord refuses the bot's token (401): nothing is posted, every notice is kept",
            m.token_refused.clone(),
        );
        registry.register(
            "cpu_seconds",
            "CPU time by phase, read from the thread's own clock; store, draw and encode are part of service, discord_http of interaction",
            m.cpu_seconds.clone(),
        );
        registry.register(
            "heap_bytes",
            "The allocator's heap when scraped (glibc on Linux): bytes in live blocks (in_use), and freed bytes it keeps (free; some of their pages already given back)",
            m.heap.clone(),
        );
        registry.register(
            "picture_cache_bytes",
            "Bytes of recent pictures' compressed bands kept for reuse (CALCADA_PICTURE_CACHE_MB bounds it)",
            m.picture_cache.clone(),
        );
        // Series an alert compares over time exist from the start, at 0 (a counter that first
        // appears at 1 has no increase to see).
        for by in [By::human, By::bot] {
            let _ = m.turns.get_or_create(&ByLabel { by });
        }
        for reason in GIVEN_UP {
            let _ = m.given_up.get_or_create(&ReasonLabel { reason });
        }
        for reason in RETRIED {
            let _ = m.retries.get_or_create(&ReasonLabel { reason });
        }
        Metrics { registry, ..m }
    }

    /// `n` turns played to their end.
    pub fn turns_played(&self, by: By, n: u64) {
        if n > 0 {
            self.turns.get_or_create(&ByLabel { by }).inc_by(n);
        }
    }

    /// An interaction handled: its kind, how it ended and how long it took.
    pub fn interaction(&self, kind: &str, outcome: Outcome, took: Duration) {
        let kind = kind.to_string();
        self.interactions
            .get_or_create(&InteractionLabels {
                kind: kind.clone(),
                outcome,
            })
            .inc();
        self.answer_seconds
            .get_or_create(&KindLabel { kind })
            .observe(took.as_secs_f64());
    }

    /// A picture drawn and encoded.
    pub fn picture(&self, picture: &'static str, draw: Duration, encode: Duration) {
        let label = PictureLabel { picture };
        self.draw_seconds
            .get_or_create(&label)
            .observe(draw.as_secs_f64());
        self.encode_seconds
            .get_or_create(&label)
            .observe(encode.as_secs_f64());
    }

    /// Bands of a picture written from the band cache (`reused`) and compressed.
    pub fn picture_bands(&self, reused: u32, compressed: u32) {
        for (outcome, n) in [("reused", reused), ("compressed", compressed)] {
            if n > 0 {
                let label = BandLabel { outcome };
                self.bands.get_or_create(&label).inc_by(u64::from(n));
            }
        }
    }

    /// A store call and how long it took.
    pub fn store_call(&self, op: StoreOp, took: Duration) {
        self.store_seconds
            .get_or_create(&OpLabel { op })
            .observe(took.as_secs_f64());
    }

    /// CPU time spent in `phase`.
    pub fn cpu(&self, phase: Phase, spent: Duration) {
        self.cpu_seconds
            .get_or_create(&PhaseLabel { phase })
            .inc_by(spent.as_secs_f64());
    }

    /// A notice's post failed and will be tried again.
    pub fn delivery_retry(&self, reason: &'static str) {
        self.retries.get_or_create(&ReasonLabel { reason }).inc();
    }

    /// A notice was given up for good.
    pub fn delivery_given_up(&self, reason: &'static str) {
        self.given_up.get_or_create(&ReasonLabel { reason }).inc();
    }

    /// Whether Discord refuses the bot's token (401) now.
    pub fn token_refused(&self, refused: bool) {
        self.token_refused.set(i64::from(refused));
    }

    /// Whether Discord refused the bot's token at the last post.
    pub fn is_token_refused(&self) -> bool {
        self.token_refused.get() != 0
    }

    /// The outbox as the store sees it now.
    pub fn set_outbox(&self, pending: u64, oldest_secs: i64) {
        self.outbox_pending.set(pending as i64);
        self.outbox_oldest.set(oldest_secs.max(0));
    }

    /// A reminder tick and how long it took.
    pub fn tick(&self, took: Duration) {
        self.tick_seconds.observe(took.as_secs_f64());
    }

    pub fn set_games_running(&self, n: u64) {
        self.games_running.set(n as i64);
    }

    /// What the last health check found.
    pub fn set_health(&self, gateway_connected: bool, store_writable: bool) {
        self.gateway_connected.set(i64::from(gateway_connected));
        self.store_writable.set(i64::from(store_writable));
    }

    /// The bytes the picture cache keeps now.
    pub fn set_picture_cache(&self, bytes: usize) {
        self.picture_cache.set(bytes as i64);
    }

    /// Reads the allocator's heap into its gauges (nothing where it is not glibc's).
    fn read_heap(&self) {
        #[cfg(all(target_os = "linux", target_env = "gnu"))]
        {
            // SAFETY: mallinfo2 takes no arguments and only reads the allocator's counters
            // under its lock. It describes the main arena, the only one: the binary sets
            // glibc to one arena (src/allocator.rs).
            let info = unsafe { libc::mallinfo2() };
            let set = |state, bytes: usize| {
                self.heap
                    .get_or_create(&HeapLabel { state })
                    .set(bytes as i64)
            };
            set("in_use", info.uordblks + info.hblkhd);
            set("free", info.fordblks);
        }
    }

    /// Every metric in the OpenMetrics text format.
    pub fn encode(&self) -> String {
        self.read_heap();
        let mut out = String::new();
        // Writing to a String cannot fail.
        let _ = prometheus_client::encoding::text::encode(&mut out, &self.registry);
        out
    }
}

/// The media type of [`Metrics::encode`]'s text.
pub const CONTENT_TYPE: &str = "application/openmetrics-text; version=1.0.0; charset=utf-8";

#[cfg(test)]
mod tests;
