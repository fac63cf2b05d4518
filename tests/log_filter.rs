//! The bot's default log filter (`games_cli::default_filter`, issue 25) formats no request
//! body: with it, the real bot (in this process, against the fake Discord) opens, starts and
//! plays a turn of a game, uploading pictures, while a tracing layer visits every field of
//! every span and event the filter lets through and records any that carries a request or a
//! body (by its name) or whose formatted value is large. Then the same game under plain
//! `info`, the filter before issue 25: the layer must find serenity's HTTP spans formatting
//! the request there, or it has gone blind.
//!
//! Its own test binary: the subscriber is global (the bot's tasks and blocking threads log
//! from everywhere), so no other test may share the process. The two tests take turns.

#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/harness.rs"]
mod harness;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scratch.rs"]
mod scratch;

use fake_discord::*;
use harness::*;
use serde_json::json;
use std::sync::{Arc, Mutex, OnceLock};
use tracing::field::{Field, Visit};
use tracing::span::{Attributes, Id, Record};
use tracing::{Event, Metadata, Subscriber};
use tracing_subscriber::layer::{Context, SubscriberExt};
use tracing_subscriber::registry::LookupSpan;
use tracing_subscriber::{reload, EnvFilter, Layer, Registry};

/// A field formatted longer than this is a body (an id, a path, a name are far shorter).
const LARGE: usize = 512;

/// Field names that hold a request or a body.
const BODIES: &[&str] = &["req", "request", "body", "multipart", "files"];

/// What the layer saw.
#[derive(Default)]
struct Seen {
    /// Fields that carry a body: where, which field, how long formatted.
    bodies: Vec<String>,
    /// Events of our own crate at INFO: the layer is live and the filter lets them through.
    own_info: usize,
}

struct Detector(Arc<Mutex<Seen>>);

struct Fields<'a> {
    what: &'static Metadata<'static>,
    seen: &'a Mutex<Seen>,
}

impl Fields<'_> {
    fn check(&self, field: &Field, len: usize) {
        if len > LARGE || BODIES.contains(&field.name()) {
            let kind = if self.what.is_span() { "span" } else { "event" };
            self.seen.lock().unwrap().bodies.push(format!(
                "{} {kind} {:?} ({}) field `{}`: {len} bytes formatted",
                self.what.level(),
                self.what.name(),
                self.what.target(),
                field.name()
            ));
        }
    }
}

impl Visit for Fields<'_> {
    fn record_debug(&mut self, field: &Field, value: &dyn std::fmt::Debug) {
        self.check(field, format!("{value:?}").len());
    }

    fn record_str(&mut self, field: &Field, value: &str) {
        self.check(field, value.len());
    }
}

impl<S: Subscriber + for<'a> LookupSpan<'a>> Layer<S> for Detector {
    fn on_new_span(&self, attrs: &Attributes<'_>, _: &Id, _: Context<'_, S>) {
        attrs.record(&mut Fields {
            what: attrs.metadata(),
            seen: &self.0,
        });
    }

    fn on_record(&self, id: &Id, values: &Record<'_>, ctx: Context<'_, S>) {
        if let Some(span) = ctx.span(id) {
            values.record(&mut Fields {
                what: span.metadata(),
                seen: &self.0,
            });
        }
    }

    fn on_event(&self, event: &Event<'_>, _: Context<'_, S>) {
        let what = event.metadata();
        if what.target().starts_with("games_") && *what.level() == tracing::Level::INFO {
            self.0.lock().unwrap().own_info += 1;
        }
        event.record(&mut Fields {
            what,
            seen: &self.0,
        });
    }
}

type Filter = reload::Handle<EnvFilter, Registry>;

/// The process's subscriber: a filter the tests set, then the detector.
fn subscriber() -> &'static (Filter, Arc<Mutex<Seen>>) {
    static INSTALLED: OnceLock<(Filter, Arc<Mutex<Seen>>)> = OnceLock::new();
    INSTALLED.get_or_init(|| {
        let (filter, handle) = reload::Layer::new(EnvFilter::new("off"));
        let seen = Arc::new(Mutex::new(Seen::default()));
        let stack = tracing_subscriber::registry()
            .with(filter)
            .with(Detector(seen.clone()));
        tracing::subscriber::set_global_default(stack).expect("the only subscriber");
        (handle, seen)
    })
}

/// One test at a time owns the subscriber.
static TURN: tokio::sync::Mutex<()> = tokio::sync::Mutex::const_new(());

/// Plays the start and a turn of a game (every picture the bot sends: the table at the
/// start, the board in the declare answer, the turn picture) with `filter`; what was seen.
async fn play_with(name: &str, filter: EnvFilter) -> Seen {
    let _turn = TURN.lock().await;
    let (handle, seen) = subscriber();
    handle.reload(filter).unwrap();
    *seen.lock().unwrap() = Seen::default();

    let mut h = Harness::new(name).await;
    h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    h.slash(&bruno(), "join", json!([])).await;
    let start = h.posted();
    h.slash(&ana(), "start", json!([])).await;
    let m = h.channel_message_after(start).await;
    assert!(has_png(&m.attachments, "table.png"), "{}", m.text());
    let game = h.game();
    let me = h.user_of(game.current());
    let d = game.legal_declarations()[0];
    let stone = format!("{} {}", d.space, d.colour.key());
    let cb = h
        .slash(&me, "declare", json!([opt_str("stone", &stone)]))
        .await;
    assert!(cb.text_contains("You declared"), "{}", cb.text());
    assert!(
        cb.attachments.iter().any(|a| a.filename.ends_with(".png")),
        "the declare answer shows the board"
    );
    let p = h.game().legal_placements()[0];
    let tile = format!("{} {}", p.tile.symbol.key(), p.squares().next().unwrap());
    let turn = h.posted();
    let cb = h.slash(&me, "place", json!([opt_str("tile", &tile)])).await;
    assert!(cb.text_contains("Done:"), "{}", cb.text());
    let m = h.channel_message_after(turn).await;
    assert!(has_png(&m.attachments, "turn.png"), "{}", m.text());
    h.stop_bot().await;

    handle.reload(EnvFilter::new("off")).unwrap();
    std::mem::take(&mut *seen.lock().unwrap())
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_the_default_filter_no_span_or_event_formats_a_request_body() {
    let seen = play_with("default", games_cli::filter_with(None)).await;
    assert!(
        seen.own_info > 0,
        "the bot's own INFO events pass the default filter and reach the detector"
    );
    assert!(
        seen.bodies.is_empty(),
        "formatted at the default filter ({}):\n{}",
        games_cli::DEFAULT_FILTER,
        seen.bodies.join("\n")
    );
}

/// The detector is not blind: at plain `info` (the default before issue 25) serenity's HTTP
/// spans record the request, the picture uploads' bytes included.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn at_plain_info_the_detector_finds_serenitys_spans_formatting_the_request() {
    let seen = play_with("info", EnvFilter::new("info")).await;
    let serenity: Vec<&String> = seen
        .bodies
        .iter()
        .filter(|b| b.contains("(serenity::http"))
        .collect();
    assert!(
        serenity.iter().any(|b| b.contains("field `req`")),
        "{:#?}",
        seen.bodies
    );
    let largest = seen
        .bodies
        .iter()
        .filter_map(|b| {
            b.rsplit(": ")
                .next()?
                .split(' ')
                .next()?
                .parse::<usize>()
                .ok()
        })
        .max()
        .unwrap_or(0);
    assert!(
        largest > 10_000,
        "a picture upload formats its bytes: {largest} bytes at most\n{:#?}",
        seen.bodies
    );
}
