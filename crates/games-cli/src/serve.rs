//! `calcada serve` (the default): settings from the environment and `.env`, logs, then the
//! Discord bot until Ctrl-C or SIGTERM.

use anyhow::Context as _;
use games_discord::{Config, ConfigError, LogFormat, ServeError};
use games_messages::{say, Msg, Quote};
use games_service::Location;
use std::path::{Path, PathBuf};
use std::process::ExitCode;

/// The `.env` file dotenvy reads: the first one in this folder or a parent.
fn env_file() -> Option<PathBuf> {
    let here = std::env::current_dir().ok()?;
    here.ancestors()
        .map(|d| d.join(".env"))
        .find(|p| p.is_file())
}

/// Why `.env` cannot be used, worded; `None` if it is fine or absent.
fn env_problem(error: dotenvy::Error, file: Option<&Path>) -> Option<Msg> {
    match error {
        e if e.not_found() => None,
        dotenvy::Error::LineParse(rest, _) => {
            // dotenvy gives the part of the line it could not parse: find its line, and name
            // the setting (never its value: it may be the token).
            let rest = rest.lines().next().unwrap_or("").trim().to_string();
            let all = file
                .and_then(|f| std::fs::read_to_string(f).ok())
                .unwrap_or_default();
            let (line, text) = all
                .lines()
                .enumerate()
                .find(|(_, l)| !rest.is_empty() && l.contains(&rest))
                .map_or((0, ""), |(i, l)| (i + 1, l));
            let name = text.split('=').next().unwrap_or("").trim();
            Some(Msg::EnvFileBroken {
                line,
                name: Quote::new(name),
            })
        }
        e => Some(Msg::EnvFileUnreadable {
            error: e.to_string(),
        }),
    }
}

/// The log filter the bot starts with when `RUST_LOG` says nothing: INFO, but serenity only
/// from WARN. serenity's HTTP spans are INFO (`#[instrument]` on `Http::request`,
/// `Request::build` and the rate limiter's `perform`) and record the whole request with
/// `Debug`, a picture upload's PNG bytes included: at INFO, formatting them cost more than
/// half the bot's CPU per turn (issue 25). poise, reqwest, hyper and tungstenite have no INFO
/// spans that record bodies.
pub const DEFAULT_FILTER: &str = "info,serenity=warn";

/// The bot's log filter: [`DEFAULT_FILTER`] with `RUST_LOG`'s directives on top (a directive
/// for the same target replaces the default's: `RUST_LOG=games=debug` keeps serenity at
/// WARN, `RUST_LOG=serenity=info` brings its spans back).
pub fn default_filter() -> tracing_subscriber::EnvFilter {
    filter_with(std::env::var("RUST_LOG").ok().as_deref())
}

/// [`default_filter`] for a given `RUST_LOG` (`None`: unset). Directives that do not parse are
/// left out, with a warning on stderr.
pub fn filter_with(rust_log: Option<&str>) -> tracing_subscriber::EnvFilter {
    let directives = match rust_log.map(str::trim).filter(|l| !l.is_empty()) {
        Some(more) => format!("{DEFAULT_FILTER},{more}"),
        None => DEFAULT_FILTER.to_string(),
    };
    tracing_subscriber::EnvFilter::builder().parse_lossy(directives)
}

/// The log's writer: stderr, each line with interaction and webhook tokens hidden
/// (`games_discord::secrets`), whoever logged it: the adapter says its errors redacted
/// already, but serenity's own warnings name the routes they failed on.
struct Redacted;

impl<'a> tracing_subscriber::fmt::MakeWriter<'a> for Redacted {
    type Writer = RedactedLine;

    fn make_writer(&'a self) -> RedactedLine {
        RedactedLine
    }
}

/// One log line on its way to stderr (the formatter writes each line whole).
struct RedactedLine;

impl std::io::Write for RedactedLine {
    fn write(&mut self, line: &[u8]) -> std::io::Result<usize> {
        let mut err = std::io::stderr().lock();
        match std::str::from_utf8(line) {
            Ok(text) => err.write_all(games_discord::secrets::redact(text).as_bytes())?,
            Err(_) => err.write_all(line)?,
        }
        Ok(line.len())
    }

    fn flush(&mut self) -> std::io::Result<()> {
        std::io::stderr().flush()
    }
}

/// The bot until it stops: settings and a damaged database are said (worded) and give a
/// failing code, as does the bot stopping for a reason (logged with its causes); only the
/// runtime that cannot start is the error.
pub fn run() -> anyhow::Result<ExitCode> {
    let lang = crate::lang();
    // A missing .env file is fine (the environment may hold everything); a broken one is not:
    // its later lines would be silently ignored.
    if let Err(e) = dotenvy::dotenv() {
        if let Some(msg) = env_problem(e, env_file().as_deref()) {
            eprintln!("{}", say(lang, &msg));
            return Ok(ExitCode::FAILURE);
        }
    }
    let invalid = |e: ConfigError| match e {
        ConfigError::MissingToken => say(lang, &Msg::NoToken),
        ConfigError::Invalid { name, value } => {
            let value = Quote::new(&value);
            let name = name.to_string();
            say(lang, &Msg::ConfigInvalid { name, value })
        }
    };
    let format = match LogFormat::from_env() {
        Ok(f) => f,
        Err(e) => {
            eprintln!("{}", invalid(e));
            return Ok(ExitCode::FAILURE);
        }
    };
    let filter = default_filter();
    {
        use std::io::IsTerminal;
        // Logs go to stderr, coloured only for a terminal (log files stay plain); as JSON, one
        // object a line with the same fields (time, level, target, the event's fields with
        // its message, its spans), never coloured.
        let logs = tracing_subscriber::fmt()
            .with_env_filter(filter)
            .with_writer(Redacted);
        match format {
            LogFormat::Text => logs.with_ansi(std::io::stderr().is_terminal()).init(),
            LogFormat::Json => logs.json().with_ansi(false).init(),
        }
    }
    let config = match Config::from_env() {
        Ok(c) => c,
        Err(e) => {
            eprintln!("{}", invalid(e));
            return Ok(ExitCode::FAILURE);
        }
    };
    // SQLite's quick check reads the whole file: seconds for a database of 100,000 games
    // (issue 25: start within 3 s). It runs beside the start, on a thread of its own, and a
    // damaged file stops the bot, with the sentence naming the newest backup, as soon as it
    // is found (every acknowledged action is committed: stopping loses nothing).
    let mut checked = None;
    match &config.database {
        Location::Sqlite(path) => {
            let (tx, rx) = tokio::sync::oneshot::channel();
            let path = path.clone();
            std::thread::spawn(move || tx.send(super::records::check_database(&path)));
            checked = Some(rx);
        }
        Location::Postgres(_) if config.backups.is_some() => {
            eprintln!("{}", say(lang, &Msg::BackupsNeedSqlite));
            return Ok(ExitCode::FAILURE);
        }
        Location::Postgres(_) => {}
    }
    let runtime = runtime().context("starting the bot's async runtime")?;
    // The signal handlers are installed now, inside the runtime, before the bot prints.
    let signal = {
        let _inside = runtime.enter();
        games_discord::shutdown_signal()
    };
    let damaged = std::sync::Arc::new(std::sync::OnceLock::new());
    let found = damaged.clone();
    let shutdown = async move {
        let check = async move {
            match checked {
                Some(rx) => match rx.await {
                    Ok(Err(e)) => {
                        let _ = found.set(e);
                    }
                    // Sound (or the check could not run): nothing to stop for.
                    _ => std::future::pending::<()>().await,
                },
                None => std::future::pending::<()>().await,
            }
        };
        tokio::select! {
            _ = signal => {}
            _ = check => {}
        }
    };
    let database = config.database.clone();
    let outcome = runtime.block_on(games_discord::serve(config, shutdown));
    // A damaged file found by the check, or one that failed the start before the check was
    // done (its pages did not read): said with the newest backup.
    let damaged = damaged
        .get()
        .cloned()
        .or_else(|| match (&outcome, &database) {
            (Err(_), Location::Sqlite(path)) => super::records::check_database(path).err(),
            _ => None,
        });
    if let Some(e) = damaged {
        runtime.shutdown_timeout(std::time::Duration::from_secs(1));
        eprintln!("{e}");
        return Ok(ExitCode::FAILURE);
    }
    // Background tasks (a gateway still retrying) must not hold the process.
    runtime.shutdown_timeout(std::time::Duration::from_secs(1));
    Ok(match outcome {
        Ok(()) => ExitCode::SUCCESS,
        Err(ServeError::TokenRejected) => {
            eprintln!("{}", say(lang, &Msg::TokenRejected));
            ExitCode::FAILURE
        }
        Err(ServeError::MetricsBind { address, error }) => {
            let (address, error) = (address.to_string(), error.to_string());
            eprintln!("{}", say(lang, &Msg::MetricsBindFailed { address, error }));
            ExitCode::FAILURE
        }
        Err(e) => {
            tracing::error!("the bot stopped: {}", games_ids::chain::Chain(&e));
            ExitCode::FAILURE
        }
    })
}

/// The bot's runtime. Its worker threads only carry the network (the gateway, HTTP
/// requests); the service's work (SQLite, pictures) runs on tokio's blocking pool. So one
/// worker is enough; with two (the default on two cores), the load benchmark at 20 turns/s
/// saw answers held up to 0.8 s now and then and some CPU spent stealing, parking and
/// waking; with one, no answer over 11 ms. `TOKIO_WORKER_THREADS` still sets another number,
/// as tokio documents.
fn runtime() -> std::io::Result<tokio::runtime::Runtime> {
    let mut builder = tokio::runtime::Builder::new_multi_thread();
    if std::env::var_os("TOKIO_WORKER_THREADS").is_none() {
        builder.worker_threads(1);
    }
    // The blocking pool runs the service's calls: bounded (tokio's default is 512 threads),
    // so a flood of requests queues instead of starting hundreds of threads on a few cores.
    let cores = std::thread::available_parallelism().map_or(1, |n| n.get());
    builder.max_blocking_threads((4 * cores).max(8));
    builder.enable_all().build()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn rust_log_adds_to_the_default_filter_and_serenity_stays_at_warn_unless_named() {
        let shown = |rust_log: Option<&str>| filter_with(rust_log).to_string();
        assert_eq!(shown(None), "serenity=warn,info");
        assert_eq!(shown(Some("")), "serenity=warn,info");
        // A level or another target on top: serenity stays at WARN.
        let debug = shown(Some("games=debug"));
        assert!(
            debug.contains("serenity=warn") && debug.contains("games=debug"),
            "{debug}"
        );
        assert!(shown(Some("info")).contains("serenity=warn"));
        assert!(shown(Some("trace")).contains("serenity=warn"));
        // Naming serenity replaces the default's directive for it.
        let named = shown(Some("serenity=info"));
        assert!(
            named.contains("serenity=info") && !named.contains("serenity=warn"),
            "{named}"
        );
        let warn = shown(Some("warn"));
        assert!(
            warn.contains("serenity=warn") && !warn.contains("info"),
            "{warn}"
        );
    }

    #[test]
    fn a_broken_env_line_is_named_with_its_number() {
        let dir = tempfile::Builder::new()
            .prefix("calcada-env-")
            .tempdir()
            .expect("a temporary folder");
        let file = dir.path().join(".env");
        std::fs::write(
            &file,
            "# settings\nDATABASE_PATH=x.db\nDISCORD_TOKEN=abc def\n",
        )
        .unwrap();
        let error = dotenvy::from_path_iter(&file)
            .unwrap()
            .find_map(Result::err)
            .expect("the third line does not parse");
        let msg = env_problem(error, Some(&file)).expect("a problem");
        let text = say(crate::lang(), &msg);
        assert!(text.contains("line 3"), "{text}");
        assert!(text.contains("DISCORD_TOKEN"), "{text}");
        assert!(!text.contains("abc"), "the value is never shown: {text}");
        assert!(!text.contains("not set"), "{text}");
    }
}
