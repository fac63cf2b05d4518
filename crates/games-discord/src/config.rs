//! The bot's settings, from the environment (and a `.env` file, read by the caller).

use games_service::{BackupPlan, Location};
use std::fmt;
use std::net::SocketAddr;
use std::path::PathBuf;
use std::time::Duration;

/// The bot token. Never printed: `Debug` and `Display` show a placeholder.
#[derive(Clone)]
pub struct Token(String);

impl Token {
    pub fn new(t: impl Into<String>) -> Token {
        Token(t.into())
    }
    pub fn expose(&self) -> &str {
        &self.0
    }
}

impl fmt::Debug for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("Token(***)")
    }
}

impl fmt::Display for Token {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str("***")
    }
}

/// Everything `calcada serve` needs.
#[derive(Clone, Debug)]
pub struct Config {
    pub token: Token,
    /// `DATABASE_URL` (postgres://...) if set, else the SQLite file `DATABASE_PATH`.
    pub database: Location,
    /// The gateway shards this process runs (`DISCORD_SHARDS` of `DISCORD_SHARD_COUNT`);
    /// `None`: one process, one shard.
    pub shards: Option<Shards>,
    /// How long this process's claim on the notices it posts lasts (`CALCADA_CLAIM_SECS`), at
    /// least: another process sharing the database takes them over after that if this one
    /// died. The claim is renewed before each post and never shorter than the longest post
    /// ([`Config::claim_lease_secs`]).
    pub claim_secs: i64,
    /// Register the commands in this server only (instant updates while developing).
    pub guild_id: Option<u64>,
    /// Base URL of an HTTP proxy in front of Discord's API (the tests' fake Discord).
    pub proxy_url: Option<String>,
    /// How often reminders are looked at and failed notices retried (new notices are
    /// delivered at once).
    pub tick: Duration,
    /// Scheduled backups (`CALCADA_BACKUP_DIR`, `CALCADA_BACKUP_HOURS`, `CALCADA_BACKUP_KEEP`).
    pub backups: Option<BackupPlan>,
    /// How long a request to Discord may go unanswered before it counts as failed
    /// (`CALCADA_HTTP_TIMEOUT_SECS`, default 30): a notice is then retried later.
    pub http_timeout: Duration,
    /// Bytes of recent pictures' compressed bands kept to write again into the pictures that
    /// share them (`CALCADA_PICTURE_CACHE_MB`, default 4; 0: none kept).
    pub picture_cache_bytes: usize,
    /// Where the operator's HTTP listener (`/metrics`, `/healthz`) listens
    /// (`CALCADA_METRICS_ADDR`, an IP address and port); `None`: no listener.
    pub metrics_addr: Option<SocketAddr>,
}

/// How log lines are written (`CALCADA_LOG_FORMAT`): text for people (the default), or one
/// JSON object a line for log collectors, with the same fields.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub enum LogFormat {
    #[default]
    Text,
    Json,
}

impl LogFormat {
    /// `CALCADA_LOG_FORMAT` read through `get`: `text` (or unset, or empty) or `json`.
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<LogFormat, ConfigError> {
        let name = "CALCADA_LOG_FORMAT";
        match get(name) {
            None => Ok(LogFormat::Text),
            Some(v) => match v.trim().to_ascii_lowercase().as_str() {
                "" | "text" => Ok(LogFormat::Text),
                "json" => Ok(LogFormat::Json),
                _ => Err(ConfigError::Invalid { name, value: v }),
            },
        }
    }

    pub fn from_env() -> Result<LogFormat, ConfigError> {
        LogFormat::from_vars(|k| std::env::var(k).ok())
    }
}

/// A range of gateway shards, `first..=last` of `total`.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct Shards {
    pub first: u32,
    pub last: u32,
    pub total: u32,
}

impl Shards {
    /// `range` as `N` or `N-M` (every shard if absent) of `total`; `None` if it does not fit.
    fn parse(range: Option<&str>, total: u32) -> Option<Shards> {
        let (first, last) = match range.map(str::trim) {
            None => (0, total.checked_sub(1)?),
            Some(r) => match r.split_once('-') {
                Some((a, b)) => (a.trim().parse().ok()?, b.trim().parse().ok()?),
                None => {
                    let n = r.parse().ok()?;
                    (n, n)
                }
            },
        };
        (first <= last && last < total).then_some(Shards { first, last, total })
    }

    /// Whether this range holds shard 0 (the one that registers the commands).
    pub fn has_first(&self) -> bool {
        self.first == 0
    }
}

/// Why the settings do not make a bot.
#[derive(Debug, PartialEq, Eq)]
pub enum ConfigError {
    MissingToken,
    Invalid { name: &'static str, value: String },
}

fn parse_var<T: std::str::FromStr>(
    get: &impl Fn(&str) -> Option<String>,
    name: &'static str,
) -> Result<Option<T>, ConfigError> {
    match get(name).filter(|v| !v.trim().is_empty()) {
        None => Ok(None),
        Some(v) => v
            .trim()
            .parse()
            .map(Some)
            .map_err(|_| ConfigError::Invalid { name, value: v }),
    }
}

impl Config {
    /// The lease of this process's claims on notices: `claim_secs`, but never shorter than the
    /// longest post it can make (a direct message is two requests, each within
    /// `http_timeout`) and two seconds more (the database's clock counts whole seconds). The
    /// claim is renewed before each post, so no other process posts a channel's notices while
    /// this one is posting there.
    pub fn claim_lease_secs(&self) -> i64 {
        let longest_post = 2 * self.http_timeout.as_secs_f64().ceil() as i64;
        self.claim_secs.max(longest_post + 2)
    }

    /// Reads the settings through `get` (the process environment in production).
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let token = get("DISCORD_TOKEN")
            .filter(|t| !t.trim().is_empty())
            .ok_or(ConfigError::MissingToken)?;
        let database = match get("DATABASE_URL").filter(|u| !u.trim().is_empty()) {
            Some(url) => match Location::parse(&url) {
                l @ Location::Postgres(_) => l,
                Location::Sqlite(_) => {
                    return Err(ConfigError::Invalid {
                        name: "DATABASE_URL",
                        value: Location::shown(&url),
                    })
                }
            },
            None => Location::Sqlite(PathBuf::from(
                get("DATABASE_PATH")
                    .filter(|p| !p.trim().is_empty())
                    .unwrap_or_else(|| "./calcada.db".into()),
            )),
        };
        let shard_count: Option<u32> = parse_var(&get, "DISCORD_SHARD_COUNT")?;
        let shard_range = get("DISCORD_SHARDS").filter(|r| !r.trim().is_empty());
        let shards = match (shard_count, shard_range) {
            (None, None) => None,
            (None, Some(range)) => {
                return Err(ConfigError::Invalid {
                    name: "DISCORD_SHARDS",
                    value: format!("{range} (without DISCORD_SHARD_COUNT)"),
                })
            }
            (Some(total), range) => Some(Shards::parse(range.as_deref(), total).ok_or(
                ConfigError::Invalid {
                    name: "DISCORD_SHARDS",
                    value: format!("{} of {total}", range.as_deref().unwrap_or("all")),
                },
            )?),
        };
        let seconds = |name: &'static str, default: f64| -> Result<Duration, ConfigError> {
            let v: f64 = parse_var(&get, name)?.unwrap_or(default);
            // A tick of 0 would spin; negative, NaN or infinite values are no durations.
            if v.is_finite() && v > 0.0 && v < 1e9 {
                Ok(Duration::from_secs_f64(v))
            } else {
                Err(ConfigError::Invalid {
                    name,
                    value: v.to_string(),
                })
            }
        };
        let guild_id: Option<u64> = parse_var(&get, "DISCORD_GUILD_ID")?;
        if guild_id == Some(0) {
            return Err(ConfigError::Invalid {
                name: "DISCORD_GUILD_ID",
                value: "0".into(),
            });
        }
        Ok(Config {
            token: Token::new(token.trim()),
            database,
            shards,
            claim_secs: seconds("CALCADA_CLAIM_SECS", 10.0)?.as_secs().max(1) as i64,
            guild_id,
            proxy_url: get("DISCORD_PROXY_URL")
                .filter(|u| !u.trim().is_empty())
                .map(|u| u.trim().trim_end_matches('/').to_string()),
            tick: seconds("CALCADA_TICK_SECS", 30.0)?,
            http_timeout: seconds("CALCADA_HTTP_TIMEOUT_SECS", 30.0)?,
            metrics_addr: parse_var(&get, "CALCADA_METRICS_ADDR")?,
            picture_cache_bytes: {
                let name = "CALCADA_PICTURE_CACHE_MB";
                // The service's own default.
                let default = games_service::BAND_CACHE_BYTES as f64 / f64::from(1 << 20);
                let mb: f64 = parse_var(&get, name)?.unwrap_or(default);
                if !(mb.is_finite() && (0.0..=65536.0).contains(&mb)) {
                    return Err(ConfigError::Invalid {
                        name,
                        value: mb.to_string(),
                    });
                }
                (mb * 1024.0 * 1024.0) as usize
            },
            backups: match get("CALCADA_BACKUP_DIR").filter(|d| !d.trim().is_empty()) {
                None => None,
                Some(dir) => Some(BackupPlan {
                    dir: PathBuf::from(dir.trim()),
                    // Validated as a positive number (of hours), then in seconds.
                    every_secs: (seconds("CALCADA_BACKUP_HOURS", 24.0)?.as_secs_f64() * 3600.0)
                        as i64,
                    keep: parse_var(&get, "CALCADA_BACKUP_KEEP")?.unwrap_or(7),
                }),
            },
        })
    }

    pub fn from_env() -> Result<Config, ConfigError> {
        Config::from_vars(|k| std::env::var(k).ok())
    }
}

#[cfg(test)]
mod tests;
