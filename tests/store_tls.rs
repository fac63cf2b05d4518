//! PostgreSQL over TLS, as `DATABASE_URL`'s `sslmode` asks, against a real server this test
//! process starts (tests/support/postgres.rs) with `ssl=on`, a certificate for `localhost`
//! signed by a certificate authority made here (rcgen), and a `pg_hba.conf` that takes TCP
//! clients over TLS only, with a SCRAM password.

#[path = "support/postgres.rs"]
mod postgres_server;
#[path = "support/scratch.rs"]
mod scratch;

use calcada_rules::{Game, Settings};
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_store::{Change, GameOptions, GameStatus, Location, NewGame, Seat, Store};
use postgres_server::PgServer;
use rcgen::{BasicConstraints, CertificateParams, DnType, IsCa, Issuer, KeyPair};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

const PASSWORD: &str = "tls-secret-pw";

struct TlsServer {
    server: PgServer,
    /// The authority that signed the server's certificate (PEM).
    ca: PathBuf,
    /// Another authority, which signed nothing the server shows.
    stranger: PathBuf,
}

/// A certificate authority: its certificate (PEM) and what signs with it.
fn authority(name: &str) -> (String, Issuer<'static, KeyPair>) {
    let mut params = CertificateParams::new(Vec::<String>::new()).unwrap();
    params.is_ca = IsCa::Ca(BasicConstraints::Unconstrained);
    params.distinguished_name.push(DnType::CommonName, name);
    let key = KeyPair::generate().unwrap();
    let cert = params.self_signed(&key).unwrap();
    (cert.pem(), Issuer::new(params, key))
}

fn tls_server() -> &'static TlsServer {
    static SERVER: OnceLock<TlsServer> = OnceLock::new();
    SERVER.get_or_init(|| {
        let (ca_pem, ca) = authority("Calcada test CA");
        let (stranger_pem, _) = authority("Someone else's CA");
        // The server's certificate names `localhost` only, not 127.0.0.1.
        let key = KeyPair::generate().unwrap();
        let mut params = CertificateParams::new(vec!["localhost".to_string()]).unwrap();
        params
            .distinguished_name
            .push(DnType::CommonName, "localhost");
        let cert = params.signed_by(&key, &ca).unwrap();
        let server = postgres_server::start_with(
            |data: &Path| {
                std::fs::write(data.join("server.crt"), cert.pem()).unwrap();
                let key_file = data.join("server.key");
                std::fs::write(&key_file, key.serialize_pem()).unwrap();
                use std::os::unix::fs::PermissionsExt;
                std::fs::set_permissions(&key_file, std::fs::Permissions::from_mode(0o600))
                    .unwrap();
                std::fs::write(
                    data.join("pg_hba.conf"),
                    "local all all trust\nhostssl all all 127.0.0.1/32 scram-sha-256\n",
                )
                .unwrap();
            },
            &["ssl=on"],
        );
        server
            .admin()
            .batch_execute(&format!("ALTER USER postgres PASSWORD '{PASSWORD}'"))
            .unwrap();
        let dir = scratch::dir("tls");
        let (ca, stranger) = (dir.join("ca.pem"), dir.join("stranger.pem"));
        std::fs::write(&ca, ca_pem).unwrap();
        std::fs::write(&stranger, stranger_pem).unwrap();
        TlsServer {
            server,
            ca,
            stranger,
        }
    })
}

impl TlsServer {
    /// A new database, and a URL to it naming `host` (`localhost` connects to 127.0.0.1
    /// through `hostaddr`) with the password and `params`.
    fn url(&self, name: &str, host: &str, params: &str) -> (String, String) {
        let db = self.server.fresh_database(name);
        let db = db.rsplit('/').next().unwrap().to_string();
        let addr = if host == "localhost" {
            "hostaddr=127.0.0.1&"
        } else {
            ""
        };
        let url = format!(
            "postgres://postgres:{PASSWORD}@{host}:{}/{db}?{addr}{params}",
            self.server.port
        );
        (db, url)
    }

    /// Whether every connection the server has to `db` is over TLS (at least one is).
    fn all_over_tls(&self, db: &str) -> bool {
        let rows = self
            .server
            .admin()
            .query(
                "SELECT s.ssl FROM pg_stat_ssl s JOIN pg_stat_activity a USING (pid)
                 WHERE a.datname = $1",
                &[&db],
            )
            .unwrap();
        !rows.is_empty() && rows.iter().all(|r| r.get::<_, bool>(0))
    }
}

fn connect(url: &str) -> Result<Store, String> {
    Store::connect(&Location::Postgres(url.to_string()))
        .map(|s| s.with_games(games_service::games()))
        .map_err(|e| games_ids::chain::chain(&e))
}

/// Refused, saying why in a sentence that holds `because` and never the password.
fn refused(url: &str, because: &str) -> String {
    let e = connect(url)
        .err()
        .unwrap_or_else(|| panic!("{url} connected"));
    assert!(e.contains(because), "{url}: {e}");
    assert!(!e.contains(PASSWORD), "{url}: {e}");
    e
}

#[test]
fn require_and_prefer_connect_over_tls_without_checking_the_certificate() {
    if !postgres_server::available() {
        return;
    }
    let s = tls_server();
    // 127.0.0.1 is not the certificate's name, and no root is given: neither is checked.
    for params in ["sslmode=require", "", "sslmode=prefer"] {
        let (db, url) = s.url("require", "127.0.0.1", params);
        let mut opened = None;
        let log = logged(|| opened = Some(connect(&url)));
        let store = opened.unwrap().unwrap_or_else(|e| panic!("{params}: {e}"));
        assert!(store.schema_version().unwrap() > 0, "{params}: migrated");
        assert!(s.all_over_tls(&db), "{params}: a connection without TLS");
        assert_eq!(store.over_tls(), Some(true), "{params}");
        // The database is on this machine: no warning about an unchecked certificate.
        assert!(!log.contains("another host"), "{params}: {log}");
    }
}

/// What is logged (as text) while `f` runs on this thread.
fn logged(f: impl FnOnce()) -> String {
    #[derive(Clone, Default)]
    struct Lines(std::sync::Arc<std::sync::Mutex<Vec<u8>>>);
    impl std::io::Write for Lines {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let lines = Lines::default();
    let sink = lines.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || sink.clone())
        .with_ansi(false)
        .finish();
    tracing::subscriber::with_default(subscriber, f);
    let text = lines.0.lock().unwrap().clone();
    String::from_utf8(text).unwrap()
}

#[test]
fn pgsslmode_and_pgsslrootcert_are_honoured_and_the_urls_sslmode_wins() {
    if !postgres_server::available() {
        return;
    }
    // In the bot's own process (`calcada migrate-db` opening the URL), as an operator sets
    // them: the test process's environment is every test's.
    let s = tls_server();
    let empty = scratch::db("tls-env");
    games_store::Store::open(&empty)
        .unwrap()
        .with_games(games_service::games());
    let migrate = |url: &str, env: &[(&str, &Path)]| {
        let mut c = std::process::Command::new(env!("CARGO_BIN_EXE_calcada"));
        c.args(["migrate-db", "--from"])
            .arg(&empty)
            .args(["--to", url])
            .env_remove("PGSSLMODE")
            .env_remove("PGSSLROOTCERT");
        for (k, v) in env {
            c.env(k, v);
        }
        let out = c.output().unwrap();
        let said = String::from_utf8_lossy(&out.stderr).into_owned();
        assert!(!said.contains(PASSWORD), "{said}");
        (out.status.success(), said)
    };
    let (full, stranger, ca) = (Path::new("verify-full"), &*s.stranger, &*s.ca);
    // Nothing in the URL: verify-full with the environment's root, which signed nothing here.
    let (_, url) = s.url("env_stranger", "localhost", "");
    let (ok, said) = migrate(&url, &[("PGSSLMODE", full), ("PGSSLROOTCERT", stranger)]);
    assert!(
        !ok && said.contains("not signed by a trusted root"),
        "{said}"
    );
    assert!(said.contains("sslmode=verify-full"), "{said}");
    // With the server's authority: verified, and migrated.
    let (db, url) = s.url("env_ca", "localhost", "");
    let (ok, said) = migrate(&url, &[("PGSSLMODE", full), ("PGSSLROOTCERT", ca)]);
    assert!(ok, "{said}");
    assert!(s.migrated(&db));
    // `disable` from the environment: the server wants TLS and refuses.
    let (_, url) = s.url("env_disable", "127.0.0.1", "");
    let (ok, said) = migrate(&url, &[("PGSSLMODE", Path::new("disable"))]);
    assert!(!ok && said.contains("no encryption"), "{said}");
    // The URL's sslmode wins: require checks no name, where verify-full would refuse
    // 127.0.0.1 (the certificate is for localhost).
    let (db, url) = s.url("env_url_wins", "127.0.0.1", "sslmode=require");
    let (ok, said) = migrate(&url, &[("PGSSLMODE", full)]);
    assert!(ok, "{said}");
    assert!(s.migrated(&db));
}

#[test]
fn verify_full_with_the_servers_authority_plays_a_game_over_tls() {
    if !postgres_server::available() {
        return;
    }
    let s = tls_server();
    let root = format!("sslmode=verify-full&sslrootcert={}", s.ca.display());
    let (db, url) = s.url("verify_full", "localhost", &root);
    let store = connect(&url).unwrap();
    assert!(s.all_over_tls(&db));

    let seats = [
        Seat::human(UserId(1), "Ana"),
        Seat::human(UserId(2), "Bruno"),
    ];
    let options = GameOptions::default();
    let id = store
        .create_game(
            &NewGame {
                guild: GuildId(9),
                channel: ChannelId(7),
                creator: UserId(1),
                options: &options,
                seed: 1,
                salt: "salt",
                seats: &seats,
                kind: games_service::CALCADA,
            },
            0,
        )
        .unwrap();
    let mut game = Game::new(Settings::new(["Ana", "Bruno"], "A"), 1).unwrap();
    let start = Change {
        status: Some(GameStatus::Running),
        state: Some(&game),
        new_turn: true,
        ..Default::default()
    };
    store.apply_change(id, 0, &start, 100).unwrap();
    let (seat, action) = (game.current(), game.legal_actions()[0]);
    game.play(seat, action).unwrap();
    let moved = Change {
        state: Some(&game),
        actions: &games_store::action_json(&[(seat, action, Some(UserId(1)))]),
        ..Default::default()
    };
    store.apply_change(id, 1, &moved, 200).unwrap();
    drop(store);

    // Read back through a new connection, over TLS too.
    let again = connect(&url).unwrap();
    let stored = again.load_game(id).unwrap();
    assert_eq!(stored.state_of::<calcada_rules::Game>(), Some(&game));
    assert_eq!(
        again.log::<calcada_rules::Action>(id).unwrap()[0].action,
        action
    );
    again.verify_game(id).unwrap();
    assert!(s.all_over_tls(&db));
}

#[test]
fn a_certificate_that_does_not_check_is_refused_and_verify_ca_ignores_the_name() {
    if !postgres_server::available() {
        return;
    }
    let s = tls_server();
    let ca = s.ca.display();
    let stranger = s.stranger.display();
    // The certificate is for localhost: connecting to 127.0.0.1, verify-full refuses it...
    let (_, url) = s.url(
        "wrong_name",
        "127.0.0.1",
        &format!("sslmode=verify-full&sslrootcert={ca}"),
    );
    let e = refused(&url, "certificate");
    assert!(e.contains("verify-full") && e.contains("127.0.0.1"), "{e}");
    // ...which verify-ca accepts (the authority is checked, not the name).
    let (db, url) = s.url(
        "verify_ca",
        "127.0.0.1",
        &format!("sslmode=verify-ca&sslrootcert={ca}"),
    );
    let _open = connect(&url).unwrap();
    assert!(s.all_over_tls(&db));
    // Signed by an authority we do not trust: refused, even by require when a root is given
    // (libpq's rule: then require checks the authority).
    for mode in ["verify-full", "verify-ca", "require"] {
        let (_, url) = s.url(
            "stranger",
            "localhost",
            &format!("sslmode={mode}&sslrootcert={stranger}"),
        );
        let e = refused(&url, "not signed by a trusted root");
        assert!(e.contains(&format!("sslmode={mode}")), "{e}");
    }
    // A root file that is not there is named.
    let (_, url) = s.url(
        "no_root",
        "localhost",
        "sslmode=verify-full&sslrootcert=/nonexistent/root.crt",
    );
    refused(&url, "/nonexistent/root.crt");
}

#[test]
fn without_tls_a_server_that_asks_for_it_refuses() {
    if !postgres_server::available() {
        return;
    }
    let s = tls_server();
    let (_, url) = s.url("disable", "127.0.0.1", "sslmode=disable");
    let e = refused(&url, "pg_hba.conf");
    assert!(e.contains("no encryption"), "{e}");
}

#[test]
fn verify_full_without_a_root_file_trusts_the_systems_roots() {
    if !postgres_server::available() {
        return;
    }
    // The system's roots are read as OpenSSL would (rustls-native-certs): SSL_CERT_FILE
    // stands for them here, in the bot's own process (`calcada migrate-db` opening the URL).
    let s = tls_server();
    let (db, url) = s.url("system_roots", "localhost", "sslmode=verify-full");
    let empty = scratch::db("tls");
    games_store::Store::open(&empty)
        .unwrap()
        .with_games(games_service::games());
    let migrate = |cert_file: &Path| {
        std::process::Command::new(env!("CARGO_BIN_EXE_calcada"))
            .args(["migrate-db", "--from"])
            .arg(&empty)
            .args(["--to", &url])
            .env("SSL_CERT_FILE", cert_file)
            .env_remove("SSL_CERT_DIR")
            .output()
            .unwrap()
    };
    let distrusted = migrate(&s.stranger);
    let said = String::from_utf8_lossy(&distrusted.stderr).into_owned();
    assert!(!distrusted.status.success(), "{said}");
    assert!(
        said.contains("certificate") && !said.contains(PASSWORD),
        "{said}"
    );
    let trusted = migrate(&s.ca);
    assert!(
        trusted.status.success(),
        "{}{}",
        String::from_utf8_lossy(&trusted.stdout),
        String::from_utf8_lossy(&trusted.stderr)
    );
    assert!(s.migrated(&db));
}

impl TlsServer {
    /// Whether `db`'s schema was made (by a process that connected and has exited).
    fn migrated(&self, db: &str) -> bool {
        let applied: i64 = self
            .server
            .admin_to(db)
            .query_one("SELECT count(*) FROM schema_migrations", &[])
            .unwrap()
            .get(0);
        applied > 0
    }
}
