//! TLS to PostgreSQL as the URL's `sslmode` asks, with libpq's meanings, over rustls (the TLS
//! stack the bot already uses for Discord):
//!
//! | `sslmode` | TLS | the server's certificate |
//! |---|---|---|
//! | `disable` | never | - |
//! | `prefer` (the default) | if the server offers it | not checked |
//! | `require` | always | not checked (checked as `verify-ca` if `sslrootcert` is given, as libpq does) |
//! | `verify-ca` | always | signed by a trusted root |
//! | `verify-full` | always | signed by a trusted root and issued for the host connected to |
//!
//! As with libpq, a parameter the URL does not give comes from the environment: `PGSSLMODE`,
//! `PGSSLROOTCERT` (an empty variable counts as unset); the URL's wins.
//!
//! The trusted roots are the certificates of `sslrootcert=FILE` (PEM), or without it (or with
//! `sslrootcert=system`) the operating system's (rustls-native-certs: `/etc/ssl/certs` on
//! Debian, or `SSL_CERT_FILE`). An unchecked certificate still proves nothing about the
//! server: `require` only keeps the traffic from being read on the way, like libpq's.
//! The name checked by `verify-full` is the URL's host (with `hostaddr=` giving the address
//! to connect to, as in libpq).

use crate::{Result, StoreError};
use rustls::client::danger::{HandshakeSignatureValid, ServerCertVerified, ServerCertVerifier};
use rustls::client::WebPkiServerVerifier;
use rustls::crypto::{verify_tls12_signature, verify_tls13_signature, CryptoProvider};
use rustls::pki_types::pem::PemObject;
use rustls::pki_types::{CertificateDer, ServerName, UnixTime};
use rustls::{
    CertificateError, ClientConfig, DigitallySignedStruct, RootCertStore, SignatureScheme,
};
use std::path::PathBuf;
use std::sync::Arc;
use tokio_postgres_rustls::MakeRustlsConnect;

/// Why the TLS a URL asks for cannot be set up.
#[derive(Debug, thiserror::Error)]
pub enum TlsError {
    /// `sslmode` (or `PGSSLMODE`) names no mode.
    #[error("{name}={value} is not one of disable, prefer, require, verify-ca, verify-full")]
    Mode { name: &'static str, value: String },
    /// A parameter asking for what the store does not do.
    #[error(
        "{0} is not supported (client certificates and revocation lists): authenticate with \
         a password"
    )]
    NotSupported(String),
    /// The trusted roots make no verifier.
    #[error("the trusted roots")]
    Roots(#[source] rustls::client::VerifierBuilderError),
    /// rustls refuses the configuration.
    #[error("the TLS configuration")]
    Config(#[source] rustls::Error),
    /// `sslrootcert=FILE` does not read.
    #[error("sslrootcert {}", .path.display())]
    RootFile {
        path: PathBuf,
        #[source]
        source: rustls::pki_types::pem::Error,
    },
    /// `sslrootcert=FILE` holds no certificate.
    #[error("sslrootcert {} holds no certificate", .path.display())]
    EmptyRootFile { path: PathBuf },
    /// No trusted roots on this machine.
    #[error(
        "no trusted root certificates on this machine (install Debian's ca-certificates, or \
         give sslrootcert=FILE)"
    )]
    NoSystemRoots,
}

/// How a connection uses TLS (the URL's `sslmode`).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum SslMode {
    Disable,
    Prefer,
    Require,
    VerifyCa,
    VerifyFull,
}

impl SslMode {
    /// `value` of the URL's `sslmode`, or of the variable `name` (`PGSSLMODE`).
    fn parse(value: &str, name: &'static str) -> Result<SslMode> {
        Ok(match value {
            "disable" => SslMode::Disable,
            // libpq's `allow` (TLS only if the server insists) is served by `prefer`.
            "allow" | "prefer" => SslMode::Prefer,
            "require" => SslMode::Require,
            "verify-ca" => SslMode::VerifyCa,
            "verify-full" => SslMode::VerifyFull,
            other => {
                return Err(StoreError::TlsSettings(TlsError::Mode {
                    name,
                    value: other.to_string(),
                }))
            }
        })
    }

    pub fn as_str(self) -> &'static str {
        match self {
            SslMode::Disable => "disable",
            SslMode::Prefer => "prefer",
            SslMode::Require => "require",
            SslMode::VerifyCa => "verify-ca",
            SslMode::VerifyFull => "verify-full",
        }
    }
}

/// Where the trusted roots come from.
#[derive(Clone, Debug, PartialEq, Eq)]
enum Roots {
    System,
    File(PathBuf),
}

impl Roots {
    fn named(value: String) -> Roots {
        if value == "system" {
            Roots::System
        } else {
            Roots::File(PathBuf::from(value))
        }
    }
}

/// The TLS a URL asks for.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Tls {
    pub mode: SslMode,
    roots: Option<Roots>,
}

/// The process's environment, as [`split`] reads it.
pub fn process_env(name: &str) -> Option<String> {
    std::env::var(name).ok()
}

/// The URL without its `sslmode` and `sslrootcert` parameters (which the postgres client reads
/// differently or not at all), and the TLS they ask for; as libpq, what the URL does not say
/// comes from `PGSSLMODE` and `PGSSLROOTCERT` in `env`, then the defaults (`prefer`, the
/// system's roots).
pub fn split(url: &str, env: &dyn Fn(&str) -> Option<String>) -> Result<(String, Tls)> {
    let (mut mode, mut roots) = (None, None);
    let from_env = |name: &str| env(name).filter(|v| !v.is_empty());
    let (base, query) = match url.find('?') {
        Some(q) => (&url[..q], &url[q + 1..]),
        None => (url, ""),
    };
    let (query, fragment) = match query.find('#') {
        Some(h) => (&query[..h], &query[h..]),
        None => (query, ""),
    };
    let mut kept = Vec::new();
    for pair in query.split('&').filter(|p| !p.is_empty()) {
        let (key, value) = pair.split_once('=').unwrap_or((pair, ""));
        match key {
            "sslmode" => mode = Some(SslMode::parse(&decode(value), "sslmode")?),
            "sslrootcert" => roots = Some(Roots::named(decode(value))),
            "sslcert" | "sslkey" | "sslcrl" | "sslpassword" => {
                return Err(StoreError::TlsSettings(TlsError::NotSupported(
                    key.to_string(),
                )))
            }
            _ => kept.push(pair),
        }
    }
    let mode = match (mode, from_env("PGSSLMODE")) {
        (Some(mode), _) => mode,
        (None, Some(value)) => SslMode::parse(&value, "PGSSLMODE")?,
        (None, None) => SslMode::Prefer,
    };
    let roots = roots.or_else(|| from_env("PGSSLROOTCERT").map(Roots::named));
    let mut out = base.to_string();
    if !kept.is_empty() {
        out.push('?');
        out.push_str(&kept.join("&"));
    }
    out.push_str(fragment);
    Ok((out, Tls { mode, roots }))
}

/// A URL's percent-encoding undone (`%2F` is `/`), as the postgres client reads values.
fn decode(s: &str) -> String {
    let bytes = s.as_bytes();
    let mut out = Vec::with_capacity(bytes.len());
    let mut i = 0;
    while i < bytes.len() {
        let hex = |b: u8| (b as char).to_digit(16);
        match (
            bytes[i],
            bytes.get(i + 1).copied(),
            bytes.get(i + 2).copied(),
        ) {
            (b'%', Some(h), Some(l)) if hex(h).is_some() && hex(l).is_some() => {
                out.push((hex(h).unwrap() * 16 + hex(l).unwrap()) as u8);
                i += 3;
            }
            (b, _, _) => {
                out.push(b);
                i += 1;
            }
        }
    }
    String::from_utf8_lossy(&out).into_owned()
}

impl Tls {
    /// Whether the server's certificate is checked (against trusted roots), when TLS is used.
    pub fn verifies(&self) -> bool {
        match self.mode {
            SslMode::Disable | SslMode::Prefer => false,
            SslMode::Require => self.roots.is_some(),
            SslMode::VerifyCa | SslMode::VerifyFull => true,
        }
    }

    /// The postgres client's own mode for this one (it knows no verification: that is the
    /// connector's).
    pub fn client_mode(&self) -> postgres::config::SslMode {
        match self.mode {
            SslMode::Disable => postgres::config::SslMode::Disable,
            SslMode::Prefer => postgres::config::SslMode::Prefer,
            SslMode::Require | SslMode::VerifyCa | SslMode::VerifyFull => {
                postgres::config::SslMode::Require
            }
        }
    }

    /// The connector: `None` for `disable`, else rustls checking what the mode asks.
    pub fn connector(&self) -> Result<Option<MakeRustlsConnect>> {
        let provider = Arc::new(rustls::crypto::ring::default_provider());
        // libpq: `require` with a root certificate given checks the chain, as `verify-ca`.
        let check = match (self.mode, &self.roots) {
            (SslMode::Disable, _) => return Ok(None),
            (SslMode::Prefer, _) | (SslMode::Require, None) => None,
            (SslMode::Require, Some(_)) | (SslMode::VerifyCa, _) => Some(false),
            (SslMode::VerifyFull, _) => Some(true),
        };
        let verifier: Arc<dyn ServerCertVerifier> = match check {
            None => Arc::new(Unchecked(provider.clone())),
            Some(name) => {
                let roots = self.roots()?;
                let webpki =
                    WebPkiServerVerifier::builder_with_provider(Arc::new(roots), provider.clone())
                        .build()
                        .map_err(|e| self.error(TlsError::Roots(e)))?;
                if name {
                    webpki
                } else {
                    Arc::new(AnyName(webpki))
                }
            }
        };
        let config = ClientConfig::builder_with_provider(provider)
            .with_safe_default_protocol_versions()
            .map_err(|e| self.error(TlsError::Config(e)))?
            .dangerous()
            .with_custom_certificate_verifier(verifier)
            .with_no_client_auth();
        Ok(Some(MakeRustlsConnect::new(config)))
    }

    fn roots(&self) -> Result<RootCertStore> {
        let mut store = RootCertStore::empty();
        match self.roots.as_ref().unwrap_or(&Roots::System) {
            Roots::File(path) => {
                let certs = CertificateDer::pem_file_iter(path)
                    .and_then(|certs| certs.collect::<std::result::Result<Vec<_>, _>>())
                    .map_err(|source| {
                        self.error(TlsError::RootFile {
                            path: path.clone(),
                            source,
                        })
                    })?;
                let (added, _) = store.add_parsable_certificates(certs);
                if added == 0 {
                    return Err(self.error(TlsError::EmptyRootFile { path: path.clone() }));
                }
            }
            Roots::System => {
                let found = rustls_native_certs::load_native_certs();
                store.add_parsable_certificates(found.certs);
                if store.is_empty() {
                    return Err(self.error(TlsError::NoSystemRoots));
                }
            }
        }
        Ok(store)
    }

    fn error(&self, source: TlsError) -> StoreError {
        StoreError::Tls {
            mode: self.mode.as_str(),
            source,
        }
    }
}

/// `require` and `prefer`: any certificate, but the handshake's signatures are still checked
/// (the session is with whoever holds that certificate's key).
#[derive(Debug)]
struct Unchecked(Arc<CryptoProvider>);

impl ServerCertVerifier for Unchecked {
    fn verify_server_cert(
        &self,
        _: &CertificateDer<'_>,
        _: &[CertificateDer<'_>],
        _: &ServerName<'_>,
        _: &[u8],
        _: UnixTime,
    ) -> std::result::Result<ServerCertVerified, rustls::Error> {
        Ok(ServerCertVerified::assertion())
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls12_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        verify_tls13_signature(
            message,
            cert,
            dss,
            &self.0.signature_verification_algorithms,
        )
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.signature_verification_algorithms.supported_schemes()
    }
}

/// `verify-ca`: the chain is checked against the roots, the host name is not. webpki checks
/// the name last, after the chain, so a name error means the chain was good.
#[derive(Debug)]
struct AnyName(Arc<WebPkiServerVerifier>);

impl ServerCertVerifier for AnyName {
    fn verify_server_cert(
        &self,
        end_entity: &CertificateDer<'_>,
        intermediates: &[CertificateDer<'_>],
        server_name: &ServerName<'_>,
        ocsp: &[u8],
        now: UnixTime,
    ) -> std::result::Result<ServerCertVerified, rustls::Error> {
        match self
            .0
            .verify_server_cert(end_entity, intermediates, server_name, ocsp, now)
        {
            Err(rustls::Error::InvalidCertificate(
                CertificateError::NotValidForName | CertificateError::NotValidForNameContext { .. },
            )) => Ok(ServerCertVerified::assertion()),
            other => other,
        }
    }

    fn verify_tls12_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls12_signature(message, cert, dss)
    }

    fn verify_tls13_signature(
        &self,
        message: &[u8],
        cert: &CertificateDer<'_>,
        dss: &DigitallySignedStruct,
    ) -> std::result::Result<HandshakeSignatureValid, rustls::Error> {
        self.0.verify_tls13_signature(message, cert, dss)
    }

    fn supported_verify_schemes(&self) -> Vec<SignatureScheme> {
        self.0.supported_verify_schemes()
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// No environment.
    fn none(_: &str) -> Option<String> {
        None
    }

    fn split(url: &str) -> Result<(String, Tls)> {
        super::split(url, &none)
    }

    #[test]
    fn the_tls_parameters_are_read_and_the_rest_of_the_url_kept() {
        let (url, tls) = split(
            "postgres://bot:pw@db/calcada?application_name=x&sslmode=verify-full&\
             sslrootcert=%2Fetc%2Fca.pem&connect_timeout=5",
        )
        .unwrap();
        assert_eq!(
            url,
            "postgres://bot:pw@db/calcada?application_name=x&connect_timeout=5"
        );
        assert_eq!(tls.mode, SslMode::VerifyFull);
        assert_eq!(tls.roots, Some(Roots::File("/etc/ca.pem".into())));
        let (url, tls) = split("postgres://db/calcada?sslmode=require").unwrap();
        assert_eq!(
            (url.as_str(), tls.mode),
            ("postgres://db/calcada", SslMode::Require)
        );
        let (url, tls) = split("postgresql://db/calcada").unwrap();
        assert_eq!(
            (url.as_str(), tls.mode),
            ("postgresql://db/calcada", SslMode::Prefer)
        );
        assert_eq!(
            split("postgres://db/x?sslrootcert=system").unwrap().1.roots,
            Some(Roots::System)
        );
        let bad = split("postgres://u:secret@db/x?sslmode=verify-everything").unwrap_err();
        assert!(bad.to_string().contains("verify-everything"), "{bad}");
        assert!(!bad.to_string().contains("secret"), "{bad}");
        assert!(split("postgres://db/x?sslcert=c.pem").is_err());
    }

    #[test]
    fn pgsslmode_and_pgsslrootcert_fill_in_what_the_url_does_not_say() {
        let env = |name: &str| match name {
            "PGSSLMODE" => Some("verify-full".to_string()),
            "PGSSLROOTCERT" => Some("/etc/env-ca.pem".to_string()),
            _ => None,
        };
        // Nothing in the URL: both from the environment.
        let (url, tls) = super::split("postgres://db/x", &env).unwrap();
        assert_eq!(url, "postgres://db/x");
        assert_eq!(tls.mode, SslMode::VerifyFull);
        assert_eq!(tls.roots, Some(Roots::File("/etc/env-ca.pem".into())));
        // The URL's own win, each on its own.
        let (_, tls) = super::split("postgres://db/x?sslmode=require", &env).unwrap();
        assert_eq!(tls.mode, SslMode::Require);
        assert_eq!(tls.roots, Some(Roots::File("/etc/env-ca.pem".into())));
        assert!(tls.verifies(), "require with a root checks it, as libpq");
        let (_, tls) = super::split("postgres://db/x?sslrootcert=system", &env).unwrap();
        assert_eq!(
            (tls.mode, tls.roots),
            (SslMode::VerifyFull, Some(Roots::System))
        );
        // Empty is unset; a value that is not a mode is named with its variable.
        let empty = |_: &str| Some(String::new());
        let (_, tls) = super::split("postgres://db/x", &empty).unwrap();
        assert_eq!((tls.mode, tls.roots), (SslMode::Prefer, None));
        let bad = |name: &str| (name == "PGSSLMODE").then(|| "verify".to_string());
        let e = super::split("postgres://db/x", &bad)
            .unwrap_err()
            .to_string();
        assert!(e.contains("PGSSLMODE=verify"), "{e}");
        assert!(super::split("postgres://db/x?sslmode=disable", &bad).is_ok());
    }

    #[test]
    fn a_missing_root_file_is_named() {
        let (_, tls) =
            split("postgres://db/x?sslmode=verify-full&sslrootcert=/nonexistent/ca.pem").unwrap();
        let e = games_ids::chain::chain(&tls.connector().err().expect("refused"));
        assert!(
            e.contains("/nonexistent/ca.pem") && e.contains("verify-full"),
            "{e}"
        );
        // `disable` needs no connector; `require` checks nothing, so needs no roots.
        let (_, off) = split("postgres://db/x?sslmode=disable").unwrap();
        assert!(off.connector().unwrap().is_none());
        let (_, require) = split("postgres://db/x?sslmode=require").unwrap();
        assert!(require.connector().unwrap().is_some());
    }
}
