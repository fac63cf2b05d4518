//! Reading the bot's metrics as Prometheus would: its listener's address from its log, and
//! `/metrics` scraped with a real HTTP client and parsed into samples.
#![allow(dead_code)]

use std::collections::BTreeMap;

/// The metrics' samples: `name{labels}` to value.
pub type Samples = BTreeMap<String, f64>;

pub fn parse(text: &str) -> Samples {
    text.lines()
        .filter(|l| !l.starts_with('#') && !l.trim().is_empty())
        .map(|l| {
            let (key, value) = l.rsplit_once(' ').expect("a sample is `name value`");
            (key.to_string(), value.parse().expect("a number"))
        })
        .collect()
}

pub fn get(samples: &Samples, key: &str) -> f64 {
    samples.get(key).copied().unwrap_or(0.0)
}

/// The address the bot says it listens on (it was given port 0).
pub fn listening(stderr: &str) -> String {
    let line = stderr
        .lines()
        .find(|l| l.contains("metrics and health listening"))
        .expect("the listener's line");
    let address = line
        .split_whitespace()
        .find_map(|w| w.strip_prefix("address="))
        .expect("address=");
    format!("http://{address}")
}

pub async fn scrape(http: &reqwest::Client, base: &str) -> Samples {
    let r = http.get(format!("{base}/metrics")).send().await.unwrap();
    assert_eq!(r.status(), 200);
    let kind = r.headers()["content-type"].to_str().unwrap().to_string();
    assert!(kind.starts_with("application/openmetrics-text"), "{kind}");
    let text = r.text().await.unwrap();
    assert!(text.ends_with("# EOF\n"), "{text}");
    parse(&text)
}
