//! The report of `calcada simulate`: figures taken from the measurements, sentences from the
//! catalogue. (The benchmarks' reports are in crates/calcada-bench.)

use super::sim::{SimOptions, SimSummary};
use games_messages::{say, Decimal, Lang, Msg};

fn lines(lang: Lang, msgs: &[Msg]) -> String {
    msgs.iter().map(|m| say(lang, m) + "\n").collect()
}

pub fn simulation(lang: Lang, s: &SimSummary, opts: &SimOptions) -> String {
    let table = match &opts.multipliers {
        Some(rows) => rows
            .iter()
            .map(|m| format!("x{m}"))
            .collect::<Vec<_>>()
            .join(" "),
        None => say(lang, &Msg::SimDefaultTable),
    };
    let mut msgs = vec![
        Msg::SimHeader {
            games: s.games,
            players: s.players,
            board: opts.board.clone(),
            bots: opts
                .bots
                .iter()
                .map(|b| b.key())
                .collect::<Vec<_>>()
                .join(","),
            table,
        },
        Msg::SimTime {
            seconds: Decimal::new(s.elapsed.as_secs_f64(), 3),
            rate: format!("{:.0}", s.games_per_second()),
        },
        Msg::SimRounds {
            average: Decimal::new(s.average_rounds(), 2),
        },
        Msg::SimActions {
            average: Decimal::new(s.actions as f64 / s.games.max(1) as f64, 1),
        },
        Msg::SimFill {
            percent: Decimal::new(s.average_fill_percent(), 1),
        },
        Msg::SimScore {
            average: Decimal::new(s.average_score(), 1),
            max: s.score_max,
        },
        Msg::SimEndings {
            second_stone: s.second_stone_off,
            stalemates: s.stalemates,
            percent: Decimal::new(s.stalemate_percent(), 1),
        },
    ];
    for (k, kind) in game_kit::BotLevel::ALL.iter().enumerate() {
        if s.seats_per_kind[k] > 0 {
            msgs.push(Msg::SimWins {
                kind: format!("{:<14}", kind.key()),
                percent: Decimal::new(100.0 * s.wins[k] as f64 / s.seats_per_kind[k] as f64, 1),
            });
        }
    }
    lines(lang, &msgs)
}
