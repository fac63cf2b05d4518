//! What the operator is warned of when the store opens: PostgreSQL on another host reached
//! without TLS (the games and their seeds cross the network readable), or over TLS without
//! checking the server's certificate (`prefer`, `require` without a root: whoever sits
//! between can pose as the database). A local database (a Unix socket, `localhost`,
//! 127.0.0.0/8, ::1) is not: its traffic never leaves the machine. Said once, at open.
//!
//! Whether TLS was used is not known before connecting (`prefer` goes without it if the
//! server offers none): the connector notes each handshake it starts ([`Noting`]).

use super::tls::Tls;
use postgres::config::Host;
use postgres::tls::{MakeTlsConnect, TlsConnect};
use std::net::IpAddr;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::Arc;
use tokio_postgres_rustls::MakeRustlsConnect;

/// What is wrong with a connection to a database on another host.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum Exposure {
    /// No TLS at all.
    Unencrypted,
    /// TLS, but any certificate would have done.
    Unverified,
}

/// Whether `name` (a host as the URL gives it) is this machine: `localhost`, or a loopback
/// address. Other names are taken as other hosts, even if they resolve to this one.
fn local_name(name: &str) -> bool {
    let bare = name.trim_start_matches('[').trim_end_matches(']');
    bare.eq_ignore_ascii_case("localhost")
        || bare
            .parse::<IpAddr>()
            .is_ok_and(|ip| ip.to_canonical().is_loopback())
}

/// Whether any of the hosts connected to is another machine: the addresses given
/// (`hostaddr`) if any, which are what is connected to, else the host names.
pub fn remote(hosts: &[Host], addrs: &[IpAddr]) -> bool {
    if !addrs.is_empty() {
        return addrs.iter().any(|ip| !ip.to_canonical().is_loopback());
    }
    hosts.iter().any(|h| match h {
        Host::Tcp(name) => !local_name(name),
        #[cfg(unix)]
        Host::Unix(_) => false,
    })
}

/// What to warn of, for a connection to `hosts` (`addrs`) with `tls`, `encrypted` or not.
pub fn exposure(hosts: &[Host], addrs: &[IpAddr], tls: &Tls, encrypted: bool) -> Option<Exposure> {
    if !remote(hosts, addrs) {
        None
    } else if !encrypted {
        Some(Exposure::Unencrypted)
    } else if !tls.verifies() {
        Some(Exposure::Unverified)
    } else {
        None
    }
}

/// The hosts as the log names them (never the user or the password).
pub fn shown(hosts: &[Host], addrs: &[IpAddr]) -> String {
    let mut names: Vec<String> = hosts
        .iter()
        .map(|h| match h {
            Host::Tcp(name) => name.clone(),
            #[cfg(unix)]
            Host::Unix(path) => path.display().to_string(),
        })
        .collect();
    names.extend(addrs.iter().map(|a| a.to_string()));
    names.join(",")
}

/// Logs the warning for `exposure`, if any.
pub fn warn(exposure: Option<Exposure>, hosts: &str, tls: &Tls) {
    let sslmode = tls.mode.as_str();
    match exposure {
        Some(Exposure::Unencrypted) => tracing::warn!(
            host = %hosts,
            sslmode,
            "PostgreSQL on another host is reached without TLS: the games and their seeds \
             cross the network readable; set sslmode=verify-full in DATABASE_URL (see README, \
             \"TLS to PostgreSQL\")"
        ),
        Some(Exposure::Unverified) => tracing::warn!(
            host = %hosts,
            sslmode,
            "PostgreSQL on another host is reached over TLS without checking its certificate: \
             whoever sits between can pose as the database; set sslmode=verify-full (and \
             sslrootcert) in DATABASE_URL (see README, \"TLS to PostgreSQL\")"
        ),
        None => {}
    }
}

/// rustls as the connector, noting each TLS handshake it starts: the postgres client asks for
/// one only once the server agreed to TLS.
#[derive(Clone)]
pub struct Noting {
    inner: MakeRustlsConnect,
    used: Arc<AtomicBool>,
}

impl Noting {
    pub fn new(inner: MakeRustlsConnect) -> Noting {
        Noting {
            inner,
            used: Arc::default(),
        }
    }

    /// Whether a connection made through this connector (or a clone) went over TLS.
    pub fn used(&self) -> bool {
        self.used.load(Ordering::Relaxed)
    }
}

impl<S> MakeTlsConnect<S> for Noting
where
    MakeRustlsConnect: MakeTlsConnect<S>,
{
    type Stream = <MakeRustlsConnect as MakeTlsConnect<S>>::Stream;
    type TlsConnect = Noted<<MakeRustlsConnect as MakeTlsConnect<S>>::TlsConnect>;
    type Error = <MakeRustlsConnect as MakeTlsConnect<S>>::Error;

    fn make_tls_connect(&mut self, domain: &str) -> Result<Self::TlsConnect, Self::Error> {
        Ok(Noted {
            inner: self.inner.make_tls_connect(domain)?,
            used: self.used.clone(),
        })
    }
}

/// One connection's TLS handshake, noted when it starts.
pub struct Noted<T> {
    inner: T,
    used: Arc<AtomicBool>,
}

impl<S, T: TlsConnect<S>> TlsConnect<S> for Noted<T> {
    type Stream = T::Stream;
    type Error = T::Error;
    type Future = T::Future;

    fn connect(self, stream: S) -> T::Future {
        self.used.store(true, Ordering::Relaxed);
        self.inner.connect(stream)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn tls(url: &str) -> Tls {
        super::super::tls::split(url, &|_| None).unwrap().1
    }

    fn config(url: &str) -> postgres::Config {
        let (url, _) = super::super::tls::split(url, &|_| None).unwrap();
        url.parse().unwrap()
    }

    fn said(url: &str, encrypted: bool) -> Option<Exposure> {
        let c = config(url);
        exposure(c.get_hosts(), c.get_hostaddrs(), &tls(url), encrypted)
    }

    #[test]
    fn another_host_without_tls_or_without_a_checked_certificate_is_told() {
        let remote = "postgres://bot:pw@db.internal/calcada";
        assert_eq!(said(remote, false), Some(Exposure::Unencrypted));
        assert_eq!(said(remote, true), Some(Exposure::Unverified), "prefer");
        let require = format!("{remote}?sslmode=require");
        assert_eq!(said(&require, true), Some(Exposure::Unverified));
        assert_eq!(
            said(&format!("{remote}?sslmode=disable"), false),
            Some(Exposure::Unencrypted)
        );
        for checked in [
            "sslmode=verify-full",
            "sslmode=verify-ca",
            "sslmode=require&sslrootcert=/etc/ca.pem",
        ] {
            assert_eq!(
                said(&format!("{remote}?{checked}"), true),
                None,
                "{checked}"
            );
        }
        // An address elsewhere is another host too, whatever the name.
        let addr = "postgres://localhost/calcada?hostaddr=10.0.0.5&sslmode=require";
        assert_eq!(said(addr, true), Some(Exposure::Unverified));
        assert_eq!(
            said("postgres://[2001:db8::1]:5432/calcada", false),
            Some(Exposure::Unencrypted)
        );
    }

    #[test]
    fn this_machine_is_never_told() {
        for local in [
            "postgres://bot:pw@localhost/calcada",
            "postgres://bot:pw@LOCALHOST:5433/calcada",
            "postgres://bot:pw@127.0.0.1/calcada",
            "postgres://bot:pw@127.8.9.10/calcada",
            "postgres://bot:pw@[::1]/calcada",
            "postgres://bot:pw@%2Fvar%2Frun%2Fpostgresql/calcada",
            "postgres://bot:pw@db.internal/calcada?hostaddr=127.0.0.1",
        ] {
            assert_eq!(said(local, false), None, "{local}");
            assert_eq!(said(local, true), None, "{local}");
        }
        // Several hosts: one elsewhere is enough.
        let two = "postgres://bot:pw@localhost,db.internal/calcada?sslmode=require";
        assert_eq!(said(two, true), Some(Exposure::Unverified));
        let c = config(two);
        assert_eq!(
            shown(c.get_hosts(), c.get_hostaddrs()),
            "localhost,db.internal"
        );
    }
}
