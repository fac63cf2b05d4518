//! The operator's HTTP listener (`CALCADA_METRICS_ADDR`): `GET /metrics` (OpenMetrics text)
//! and `GET /healthz` (200 `ok`, or 503 with the reason in plain text); anything else 404 (a
//! method other than GET or HEAD: 405). hyper 1's HTTP/1 server, one task per connection;
//! what the routes answer comes from an [`Endpoints`] (the Discord adapter's), so this file
//! knows nothing of Discord or the store.

use http_body_util::Full;
use hyper::body::Bytes;
use hyper::{Method, Request, Response, StatusCode};
use hyper_util::rt::{TokioIo, TokioTimer};
use std::future::Future;
use std::pin::Pin;
use std::sync::Arc;
use std::time::Duration;
use tokio::net::TcpListener;
use tokio::sync::watch;

pub type BoxFuture<'a, T> = Pin<Box<dyn Future<Output = T> + Send + 'a>>;

/// What the two routes answer.
pub trait Endpoints: Send + Sync + 'static {
    /// `Ok` while the bot is healthy; else why not, in a line.
    fn health(&self) -> BoxFuture<'_, Result<(), String>>;
    /// The metrics text, its gauges brought up to date.
    fn metrics(&self) -> BoxFuture<'_, String>;
}

/// A client has this long to send its request's head (a connection left open and silent is
/// closed).
const HEAD_TIMEOUT: Duration = Duration::from_secs(10);

/// Serves `endpoints` on `listener` until `stop` turns true.
pub async fn serve(
    listener: TcpListener,
    endpoints: Arc<dyn Endpoints>,
    mut stop: watch::Receiver<bool>,
) {
    loop {
        let stream = tokio::select! {
            accepted = listener.accept() => match accepted {
                Ok((stream, _)) => stream,
                Err(e) => {
                    // Out of file descriptors, say: wait a little rather than spin.
                    tracing::warn!("metrics listener: {e}");
                    tokio::time::sleep(Duration::from_millis(100)).await;
                    continue;
                }
            },
            _ = stop.changed() => return,
        };
        let endpoints = endpoints.clone();
        let mut stop = stop.clone();
        tokio::spawn(async move {
            let service = hyper::service::service_fn(move |request| {
                let endpoints = endpoints.clone();
                async move { Ok::<_, std::convert::Infallible>(route(&*endpoints, request).await) }
            });
            let connection = hyper::server::conn::http1::Builder::new()
                .timer(TokioTimer::new())
                .header_read_timeout(HEAD_TIMEOUT)
                .serve_connection(TokioIo::new(stream), service);
            tokio::pin!(connection);
            tokio::select! {
                r = connection.as_mut() => {
                    if let Err(e) = r {
                        tracing::debug!("metrics connection: {e}");
                    }
                }
                _ = stop.changed() => {}
            }
        });
    }
}

fn text(status: StatusCode, content_type: &str, body: String) -> Response<Full<Bytes>> {
    let mut r = Response::new(Full::new(Bytes::from(body)));
    *r.status_mut() = status;
    if let Ok(v) = content_type.parse() {
        r.headers_mut().insert(hyper::header::CONTENT_TYPE, v);
    }
    r
}

const PLAIN: &str = "text/plain; charset=utf-8";

async fn route(
    endpoints: &dyn Endpoints,
    request: Request<hyper::body::Incoming>,
) -> Response<Full<Bytes>> {
    if request.method() != Method::GET && request.method() != Method::HEAD {
        let mut r = text(
            StatusCode::METHOD_NOT_ALLOWED,
            PLAIN,
            "only GET\n".to_string(),
        );
        r.headers_mut().insert(
            hyper::header::ALLOW,
            hyper::header::HeaderValue::from_static("GET, HEAD"),
        );
        return r;
    }
    match request.uri().path() {
        "/metrics" => text(
            StatusCode::OK,
            super::CONTENT_TYPE,
            endpoints.metrics().await,
        ),
        "/healthz" => match endpoints.health().await {
            Ok(()) => text(StatusCode::OK, PLAIN, "ok\n".to_string()),
            Err(why) => text(StatusCode::SERVICE_UNAVAILABLE, PLAIN, format!("{why}\n")),
        },
        _ => text(
            StatusCode::NOT_FOUND,
            PLAIN,
            "not found: /metrics or /healthz\n".to_string(),
        ),
    }
}
