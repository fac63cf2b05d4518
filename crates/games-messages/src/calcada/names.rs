//! The names the pictures and sentences need often (colours, motifs, why a game ended),
//! worded once per language from the Fluent files.

use crate::fluent::format_key;
use crate::Lang;
use calcada_rules::{Colour, EndReason, Symbol};
use std::sync::OnceLock;

/// A name the pictures and sentences need often, worded once per language.
pub(crate) enum Name {
    Colour(Colour),
    Symbol(Symbol),
    EndReason(EndReason),
}

struct Names {
    colours: Vec<&'static str>,
    symbols: Vec<&'static str>,
    reasons: Vec<&'static str>,
}

const REASONS: [EndReason; 3] = [
    EndReason::SecondStoneOff,
    EndReason::Stalemate,
    EndReason::PlayersLeft,
];

pub(crate) fn reason_key(r: EndReason) -> &'static str {
    match r {
        EndReason::SecondStoneOff => "end-second-stone-off",
        EndReason::Stalemate => "end-stalemate",
        EndReason::PlayersLeft => "end-players-left",
    }
}

pub(crate) fn name(lang: Lang, name: Name) -> &'static str {
    static NAMES: OnceLock<Vec<Names>> = OnceLock::new();
    let all = NAMES.get_or_init(|| {
        // Worded once per language and kept for the life of the process (a few dozen words).
        let leak = |l: Lang, key: String| -> &'static str {
            Box::leak(format_key(l, &key, None).into_boxed_str())
        };
        Lang::ALL
            .iter()
            .map(|&l| Names {
                colours: Colour::ALL
                    .iter()
                    .map(|c| leak(l, format!("colour-{}", c.key())))
                    .collect(),
                symbols: Symbol::ALL
                    .iter()
                    .map(|s| leak(l, format!("symbol-{}", s.key())))
                    .collect(),
                reasons: REASONS
                    .iter()
                    .map(|&r| leak(l, reason_key(r).to_string()))
                    .collect(),
            })
            .collect()
    });
    let names = &all[Lang::ALL.iter().position(|&l| l == lang).expect("listed")];
    match name {
        Name::Colour(c) => names.colours[c.index()],
        Name::Symbol(s) => names.symbols[s.index()],
        Name::EndReason(r) => names.reasons[REASONS.iter().position(|&x| x == r).expect("listed")],
    }
}

/// The names' keys, which every language must define besides the `Msg` messages.
#[cfg(test)]
pub(crate) fn name_keys() -> Vec<String> {
    Colour::ALL
        .iter()
        .map(|c| format!("colour-{}", c.key()))
        .chain(Symbol::ALL.iter().map(|s| format!("symbol-{}", s.key())))
        .chain(REASONS.iter().map(|&r| reason_key(r).to_string()))
        .collect()
}
