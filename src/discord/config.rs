//! The bot's settings, from the environment (and a `.env` file, read by the caller).

use crate::service::BackupPlan;
use std::fmt;
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
    pub database_path: PathBuf,
    /// Register the commands in this server only (instant updates while developing).
    pub guild_id: Option<u64>,
    /// Base URL of an HTTP proxy in front of Discord's API (the tests' fake Discord).
    pub proxy_url: Option<String>,
    /// How often reminders are looked at and failed notices retried (new notices are
    /// delivered at once).
    pub tick: Duration,
    /// Scheduled backups (`CALCADA_BACKUP_DIR`, `CALCADA_BACKUP_HOURS`, `CALCADA_BACKUP_KEEP`).
    pub backups: Option<BackupPlan>,
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
    /// Reads the settings through `get` (the process environment in production).
    pub fn from_vars(get: impl Fn(&str) -> Option<String>) -> Result<Config, ConfigError> {
        let token = get("DISCORD_TOKEN")
            .filter(|t| !t.trim().is_empty())
            .ok_or(ConfigError::MissingToken)?;
        let database_path = get("DATABASE_PATH")
            .filter(|p| !p.trim().is_empty())
            .unwrap_or_else(|| "./calcada.db".into());
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
            database_path: PathBuf::from(database_path),
            guild_id,
            proxy_url: get("DISCORD_PROXY_URL")
                .filter(|u| !u.trim().is_empty())
                .map(|u| u.trim().trim_end_matches('/').to_string()),
            tick: seconds("CALCADA_TICK_SECS", 30.0)?,
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
mod tests {
    use super::*;
    use std::collections::HashMap;

    fn vars(pairs: &[(&str, &str)]) -> impl Fn(&str) -> Option<String> {
        let map: HashMap<String, String> = pairs
            .iter()
            .map(|(k, v)| (k.to_string(), v.to_string()))
            .collect();
        move |k| map.get(k).cloned()
    }

    #[test]
    fn the_token_is_required_and_never_shown() {
        assert_eq!(
            Config::from_vars(vars(&[])).unwrap_err(),
            ConfigError::MissingToken
        );
        let c = Config::from_vars(vars(&[("DISCORD_TOKEN", "secret-token-123")])).unwrap();
        assert_eq!(c.token.expose(), "secret-token-123");
        let shown = format!("{c:?} {}", c.token);
        assert!(!shown.contains("secret-token-123"), "{shown}");
        assert_eq!(c.database_path, PathBuf::from("./calcada.db"));
        assert_eq!((c.guild_id, c.proxy_url), (None, None));
    }

    #[test]
    fn optional_settings_are_read_and_checked() {
        let c = Config::from_vars(vars(&[
            ("DISCORD_TOKEN", "t"),
            ("DATABASE_PATH", "/tmp/x.db"),
            ("DISCORD_GUILD_ID", "42"),
            ("DISCORD_PROXY_URL", "http://127.0.0.1:9/"),
            ("CALCADA_TICK_SECS", "0.5"),
            ("CALCADA_BACKUP_DIR", "/backups"),
            ("CALCADA_BACKUP_HOURS", "6"),
            ("CALCADA_BACKUP_KEEP", "3"),
        ]))
        .unwrap();
        assert_eq!(
            (c.guild_id, c.proxy_url.as_deref()),
            (Some(42), Some("http://127.0.0.1:9"))
        );
        assert_eq!(c.tick, Duration::from_millis(500));
        assert_eq!(
            c.backups,
            Some(BackupPlan {
                dir: PathBuf::from("/backups"),
                every_secs: 6 * 3600,
                keep: 3,
            })
        );
        let zero = vars(&[
            ("DISCORD_TOKEN", "t"),
            ("CALCADA_BACKUP_DIR", "/b"),
            ("CALCADA_BACKUP_HOURS", "0"),
        ]);
        assert!(Config::from_vars(zero).is_err(), "0 hours between backups");
        for (name, value) in [
            ("CALCADA_TICK_SECS", "0"),
            ("CALCADA_TICK_SECS", "-1"),
            ("CALCADA_TICK_SECS", "NaN"),
            ("DISCORD_GUILD_ID", "0"),
        ] {
            assert!(
                Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), (name, value)])).is_err(),
                "{name}={value}"
            );
        }
        let bad = Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("DISCORD_GUILD_ID", "abc")]));
        assert_eq!(
            bad.unwrap_err(),
            ConfigError::Invalid {
                name: "DISCORD_GUILD_ID",
                value: "abc".into()
            }
        );
    }
}
