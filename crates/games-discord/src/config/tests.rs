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
    assert_eq!(c.database, Location::Sqlite(PathBuf::from("./calcada.db")));
    assert_eq!((c.shards, c.claim_secs), (None, 10));
    assert_eq!((c.guild_id, c.proxy_url), (None, None));
    assert_eq!(c.picture_cache_bytes, 4 << 20);
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
        ("CALCADA_PICTURE_CACHE_MB", "0.5"),
    ]))
    .unwrap();
    assert_eq!(c.picture_cache_bytes, 512 * 1024);
    let off = vars(&[("DISCORD_TOKEN", "t"), ("CALCADA_PICTURE_CACHE_MB", "0")]);
    assert_eq!(Config::from_vars(off).unwrap().picture_cache_bytes, 0);
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
        ("CALCADA_PICTURE_CACHE_MB", "-1"),
        ("CALCADA_PICTURE_CACHE_MB", "inf"),
        ("CALCADA_PICTURE_CACHE_MB", "lots"),
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

#[test]
fn databases_and_shards_are_read_and_checked() {
    let c = Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "t"),
        ("DATABASE_PATH", "/tmp/x.db"),
        ("DATABASE_URL", "postgres://bot:pw@db.example:5432/calcada"),
        ("DISCORD_SHARDS", "2-3"),
        ("DISCORD_SHARD_COUNT", "8"),
        ("CALCADA_CLAIM_SECS", "5"),
    ]))
    .unwrap();
    assert!(c.database.is_postgres(), "DATABASE_URL wins");
    // No password is ever shown, however the URL gives it.
    for (url, shown) in [
        (
            "postgresql://bot:p%40ss@db:5432/calcada?sslmode=require",
            "postgresql://bot:***@db:5432/calcada?sslmode=require",
        ),
        (
            "postgres://db/calcada?user=bot&password=secret&sslmode=require",
            "postgres://db/calcada?user=bot&password=***&sslmode=require",
        ),
        (
            "postgres://bot:pw@db/calcada?PASSWORD=again",
            "postgres://bot:***@db/calcada?PASSWORD=***",
        ),
        (
            "host=db user=bot password='s e c' dbname=calcada",
            "host=db user=bot password=*** dbname=calcada",
        ),
        ("host=db password = secret", "host=db password = ***"),
        // Written without percent-encoding: @, /, ? and # inside the password.
        (
            "postgres://bot:p@ss/w?rd#x@db:5432/calcada",
            "postgres://bot:***@db:5432/calcada",
        ),
        (
            "postgresql://bot:secret@db/calcada?sslmode=verify-full&sslrootcert=/etc/ca.pem",
            "postgresql://bot:***@db/calcada?sslmode=verify-full&sslrootcert=/etc/ca.pem",
        ),
        (
            r"host=db password='it\'s secret' user=bot",
            "host=db password=*** user=bot",
        ),
    ] {
        assert_eq!(Location::shown(url), shown, "{url}");
    }
    let wrong = Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "t"),
        ("DATABASE_URL", "mysql://bot:secret@db/calcada"),
    ]))
    .unwrap_err();
    assert!(!format!("{wrong:?}").contains("secret"), "{wrong:?}");
    let no_password = Location::parse("postgres://bot@db.example/calcada");
    assert_eq!(no_password.to_string(), "postgres://bot@db.example/calcada");
    assert_eq!(
        c.database.to_string(),
        "postgres://bot:***@db.example:5432/calcada"
    );
    assert_eq!(
        (c.shards, c.claim_secs),
        (
            Some(Shards {
                first: 2,
                last: 3,
                total: 8
            }),
            5
        )
    );
    let all = Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "t"),
        ("DISCORD_SHARD_COUNT", "4"),
    ]));
    assert_eq!(
        all.unwrap().shards,
        Some(Shards {
            first: 0,
            last: 3,
            total: 4
        })
    );
    for (range, count) in [("3-2", "8"), ("0-8", "8"), ("x", "8"), ("1", "0")] {
        let bad = Config::from_vars(vars(&[
            ("DISCORD_TOKEN", "t"),
            ("DISCORD_SHARDS", range),
            ("DISCORD_SHARD_COUNT", count),
        ]));
        assert!(bad.is_err(), "{range} of {count}");
    }
    let no_count = Config::from_vars(vars(&[("DISCORD_TOKEN", "t"), ("DISCORD_SHARDS", "0")]));
    assert!(no_count.is_err(), "a range needs a count");
    let not_pg = Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "t"),
        ("DATABASE_URL", "mysql://x"),
    ]));
    assert!(not_pg.is_err(), "only PostgreSQL URLs");
}

#[test]
fn the_metrics_listener_is_off_unless_an_address_is_given() {
    let c = Config::from_vars(vars(&[("DISCORD_TOKEN", "t")])).unwrap();
    assert_eq!(c.metrics_addr, None);
    let c = Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "t"),
        ("CALCADA_METRICS_ADDR", " 127.0.0.1:9184 "),
    ]))
    .unwrap();
    assert_eq!(c.metrics_addr, Some("127.0.0.1:9184".parse().unwrap()));
    let c = Config::from_vars(vars(&[
        ("DISCORD_TOKEN", "t"),
        ("CALCADA_METRICS_ADDR", "[::1]:9184"),
    ]))
    .unwrap();
    assert_eq!(c.metrics_addr, Some("[::1]:9184".parse().unwrap()));
    for bad in [
        "9184",
        "localhost",
        "127.0.0.1",
        "127.0.0.1:99999",
        "http://127.0.0.1:9184",
    ] {
        assert_eq!(
            Config::from_vars(vars(&[
                ("DISCORD_TOKEN", "t"),
                ("CALCADA_METRICS_ADDR", bad)
            ]))
            .unwrap_err(),
            ConfigError::Invalid {
                name: "CALCADA_METRICS_ADDR",
                value: bad.into()
            },
            "{bad}"
        );
    }
}

#[test]
fn logs_are_text_unless_json_is_asked() {
    assert_eq!(LogFormat::from_vars(vars(&[])), Ok(LogFormat::Text));
    for (v, f) in [
        ("text", LogFormat::Text),
        ("", LogFormat::Text),
        (" JSON ", LogFormat::Json),
    ] {
        assert_eq!(
            LogFormat::from_vars(vars(&[("CALCADA_LOG_FORMAT", v)])),
            Ok(f),
            "{v}"
        );
    }
    assert_eq!(
        LogFormat::from_vars(vars(&[("CALCADA_LOG_FORMAT", "xml")])),
        Err(ConfigError::Invalid {
            name: "CALCADA_LOG_FORMAT",
            value: "xml".into()
        })
    );
}
