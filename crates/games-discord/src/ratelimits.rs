//! serenity's rate limiter keeps what Discord said of each route's limits in a map with an
//! entry per bucket it has seen, and never drops one. An interaction's answer is a bucket of
//! its own (serenity keys `POST /interactions/{id}/{token}/callback` by the interaction's id),
//! so a bot answering for weeks would keep an entry per interaction it ever answered: 112
//! bytes each (glibc's counters over 100,000), some 110 MB a million. Every minute the entries
//! that hold no limit in force are dropped; serenity makes a fresh one, equal to them, when a
//! route is used again.
//!
//! The tests' fake Discord is reached through serenity's proxy setting, which turns the limiter
//! off (it would bypass the proxy), so only the unit tests below see the map.

use serenity::all::{Http, Ratelimit, RatelimitingBucket};
use std::collections::HashMap;
use std::sync::Arc;
use std::time::{Duration, SystemTime};
use tokio::sync::{watch, Mutex};

/// How often the map is pruned.
const EVERY: Duration = Duration::from_secs(60);

/// Drops, every [`EVERY`], the limiter's entries that hold no limit in force, until `stop`.
pub async fn keep_pruned(http: Arc<Http>, mut stop: watch::Receiver<bool>) {
    let Some(limiter) = &http.ratelimiter else {
        return;
    };
    let routes = limiter.routes();
    loop {
        tokio::select! {
            _ = tokio::time::sleep(EVERY) => {}
            _ = stop.changed() => return,
        }
        let dropped = prune(&mut *routes.write().await, SystemTime::now());
        tracing::trace!(dropped, "rate limiter's spent buckets dropped");
    }
}

/// Drops the entries no request holds whose window has ended (or never began: no limit was
/// ever heard for them); keeps those in use, and those whose limit runs until later. Returns
/// how many were dropped.
pub fn prune(
    routes: &mut HashMap<RatelimitingBucket, Arc<Mutex<Ratelimit>>>,
    now: SystemTime,
) -> usize {
    let before = routes.len();
    routes.retain(|_, limit| {
        // A request holds its bucket's Arc while it runs (and may be waiting on its lock).
        if Arc::strong_count(limit) > 1 {
            return true;
        }
        match limit.try_lock() {
            Ok(l) => l.reset().is_some_and(|reset| reset > now),
            Err(_) => true,
        }
    });
    before - routes.len()
}

#[cfg(test)]
mod tests {
    use super::*;
    use serenity::all::{ChannelId, InteractionId, Route};

    fn bucket(interaction: u64) -> RatelimitingBucket {
        Route::InteractionResponse {
            interaction_id: InteractionId::new(interaction),
            token: "t",
        }
        .ratelimiting_bucket()
    }

    #[tokio::test]
    async fn spent_buckets_go_and_those_in_use_stay() {
        // serenity's own map, filled as its requests fill it: an entry per interaction.
        let limiter = serenity::all::Ratelimiter::new(reqwest::Client::new(), "token");
        let routes = limiter.routes();
        let mut map = routes.write().await;
        for id in 1..=1000 {
            map.entry(bucket(id)).or_default();
        }
        // Buckets (interactions and a channel) are distinct entries.
        let channel = Route::Channel {
            channel_id: ChannelId::new(7),
        }
        .ratelimiting_bucket();
        map.entry(channel).or_default();
        assert_eq!(map.len(), 1001);
        // One held by a request in flight (serenity clones the Arc, then locks it).
        let in_flight = map[&bucket(1)].clone().lock_owned().await;

        let now = SystemTime::now();
        assert_eq!(prune(&mut map, now), 1001 - 1);
        assert!(map.contains_key(&bucket(1)));
        drop(in_flight);
        assert_eq!(prune(&mut map, now), 1);
        assert!(map.is_empty());
    }

    #[tokio::test]
    async fn a_limit_until_later_is_kept_until_its_window_ends() {
        // A limit in force can only be made by serenity from a response's headers: a real
        // request to a local listener that answers with Discord's headers.
        let listener = tokio::net::TcpListener::bind("127.0.0.1:0").await.unwrap();
        let address = listener.local_addr().unwrap();
        tokio::spawn(async move {
            use tokio::io::{AsyncReadExt, AsyncWriteExt};
            let (mut socket, _) = listener.accept().await.unwrap();
            let mut buf = [0u8; 4096];
            let _ = socket.read(&mut buf).await;
            let body = "{}";
            let answer = format!(
                "HTTP/1.1 200 OK\r\ncontent-type: application/json\r\nx-ratelimit-limit: 5\r\nx-ratelimit-remaining: 0\r\nx-ratelimit-reset-after: 30\r\ncontent-length: {}\r\n\r\n{body}",
                body.len()
            );
            socket.write_all(answer.as_bytes()).await.unwrap();
        });
        let response = reqwest::get(format!("http://{address}/")).await.unwrap();
        let mut limit = Ratelimit::default();
        let request = serenity::all::Request::new(
            Route::Channel {
                channel_id: ChannelId::new(7),
            },
            serenity::all::LightMethod::Get,
        );
        limit
            .post_hook(&response, &request, &|_| {}, false)
            .await
            .unwrap();
        assert_eq!(limit.remaining(), 0);

        let mut map = HashMap::new();
        map.insert(bucket(1), Arc::new(Mutex::new(limit)));
        let now = SystemTime::now();
        assert_eq!(prune(&mut map, now), 0, "its window runs 30 s more");
        assert_eq!(prune(&mut map, now + Duration::from_secs(31)), 1);
    }
}
