//! The reports of `calcada-bench service` and `calcada-bench bots`: figures taken from the
//! measurements, sentences from the library's catalogue (`bench-...` ids).

use crate::bots::{BenchOptions, BotBench};
use crate::service::ServiceBench;
use games_messages::{say, Decimal, Lang, Msg};

fn lines(lang: Lang, msgs: &[Msg]) -> String {
    msgs.iter().map(|m| say(lang, m) + "\n").collect()
}

/// The service benchmark's figures; `database` names where they were measured when it is not
/// the default SQLite file.
pub fn service_bench(lang: Lang, b: &ServiceBench, database: Option<String>) -> String {
    let ms = |d: std::time::Duration| Decimal::new(d.as_secs_f64() * 1000.0, 2);
    let panel = b.panel_steps.as_ref().map(|p| {
        lines(
            lang,
            &[
                Msg::BenchPanelHeader { steps: p.count },
                Msg::BenchServiceTimes {
                    median: ms(p.median),
                    p99: ms(p.p99),
                    max: ms(p.max),
                },
            ],
        )
    });
    let place = database.map(|database| lines(lang, &[Msg::BenchServiceDatabase { database }]));
    place.unwrap_or_default()
        + &panel.unwrap_or_default()
        + &lines(
            lang,
            &[
                Msg::BenchServiceHeader { turns: b.turns },
                Msg::BenchServiceTimes {
                    median: ms(b.median),
                    p99: ms(b.p99),
                    max: ms(b.max),
                },
                Msg::BenchServiceParallel {
                    threads: b.threads,
                    turns: b.parallel_turns,
                    seconds: Decimal::new(b.parallel_elapsed.as_secs_f64(), 2),
                    rate: format!("{:.0}", b.turns_per_second()),
                },
            ],
        )
}

pub fn bots_bench(lang: Lang, b: &BotBench, opts: &BenchOptions) -> String {
    let ms = |d: std::time::Duration| d.as_secs_f64() * 1000.0;
    let budget = &opts.search.budget;
    let limit = match budget.time {
        Some(t) => Msg::BenchBotsLimit {
            ms: format!("{:.0}", ms(t)),
        },
        None => Msg::BenchBotsNoLimit,
    };
    let t = &b.times;
    let mut msgs = vec![
        Msg::BenchBotsHeader {
            games: opts.games,
            seed: opts.seed,
            playouts: budget.playouts,
            limit: Box::new(limit),
        },
        Msg::BenchBotsDecisions {
            median: Decimal::new(ms(t.median), 1),
            p99: Decimal::new(ms(t.p99), 1),
            max: Decimal::new(ms(t.max), 1),
            searched: t.searched,
            decisions: t.decisions,
        },
        Msg::BenchBotsPlayouts {
            rate: format!("{:.0}", t.playouts_per_second()),
            playouts: t.playouts,
            timed_out: t.timed_out,
        },
    ];
    for m in [&b.two_players, &b.four_players] {
        msgs.push(Msg::BenchBotsMatch {
            players: m.players,
            percent: Decimal::new(m.win_percent(), 1),
            games: m.games,
            others: m.players - 1,
            wins: m.wins,
            shared: m.shared,
            score: Decimal::new(m.average_score, 1),
            best: Decimal::new(m.average_best_other, 1),
        });
    }
    msgs.push(Msg::BenchBotsTime {
        seconds: Decimal::new(b.elapsed.as_secs_f64(), 1),
    });
    lines(lang, &msgs)
}
