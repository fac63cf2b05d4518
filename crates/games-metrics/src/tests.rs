//! The metrics' names and values as a scrape reads them.

use super::*;

#[test]
fn every_family_is_exposed_with_its_labels() {
    let m = Metrics::new();
    m.turns_played(By::human, 2);
    m.turns_played(By::bot, 0);
    m.interaction("calcada new", Outcome::answered, Duration::from_millis(3));
    m.picture("turn", Duration::from_millis(2), Duration::from_millis(1));
    m.store_call(StoreOp::write, Duration::from_micros(300));
    m.delivery_retry("server");
    m.delivery_given_up("channel_gone");
    m.set_outbox(3, 42);
    m.set_games_running(5);
    m.set_health(true, false);
    m.cpu(Phase::draw, Duration::from_millis(2));
    m.set_picture_cache(1234);
    let text = m.encode();
    for line in [
        "calcada_turns_played_total{by=\"human\"} 2",
        "calcada_interactions_total{kind=\"calcada new\",outcome=\"answered\"} 1",
        "calcada_answer_seconds_count{kind=\"calcada new\"} 1",
        "calcada_picture_draw_seconds_count{picture=\"turn\"} 1",
        "calcada_picture_encode_seconds_count{picture=\"turn\"} 1",
        "calcada_store_seconds_count{op=\"write\"} 1",
        "calcada_delivery_retries_total{reason=\"server\"} 1",
        "calcada_deliveries_given_up_total{reason=\"channel_gone\"} 1",
        "calcada_outbox_pending 3",
        "calcada_outbox_oldest_pending_seconds 42",
        "calcada_games_running 5",
        "calcada_gateway_connected 1",
        "calcada_store_writable 0",
        "calcada_cpu_seconds_total{phase=\"draw\"} 0.002",
        "calcada_picture_cache_bytes 1234",
    ] {
        assert!(text.contains(line), "{line} missing:\n{text}");
    }
    // Known label values start at 0.
    for line in [
        "calcada_turns_played_total{by=\"bot\"} 0",
        "calcada_deliveries_given_up_total{reason=\"expired\"} 0",
        "calcada_delivery_retries_total{reason=\"rate_limited\"} 0",
    ] {
        assert!(text.contains(line), "{line} missing:\n{text}");
    }
    // The heap as glibc counts it: this test's own live blocks, more than none.
    if cfg!(all(target_os = "linux", target_env = "gnu")) {
        let in_use = text
            .lines()
            .find_map(|l| l.strip_prefix("calcada_heap_bytes{state=\"in_use\"} "))
            .and_then(|v| v.parse::<u64>().ok());
        assert!(in_use.is_some_and(|b| b > 0), "{text}");
    }
    assert!(text.ends_with("# EOF\n"), "{text}");
}
