//! The grammar checks: a number that counts something is followed by a plural select, not a
//! fixed noun; and Hungarian puts no article before, and no suffix after, a value it cannot
//! see.

use super::{each_variable, messages, ty, After};
use crate::Lang;

const NUMBERS: [&str; 6] = ["u8", "u16", "u32", "u64", "usize", "i64"];

/// Numbers that name or order something rather than count it ("space 3", "seat 2", "game
/// #12", "round 4", "declared 5"): no noun agrees with them.
const NOT_COUNTS: &[&str] = &[
    "space",
    "seat",
    "game",
    "rank",
    "round",
    "turn",
    "number",
    "step",
    "line",
    "action",
    "from",
    "to",
    "slot",
    "version",
    "expected_version",
    "expected",
    "seq",
    "page",
    "place",
    "finished",
    "multiplier",
    "shows",
    "declared",
    "seed",
    "code",
    "reminder",
];

/// Words that may follow a count without agreeing with it: units, and words that are no
/// noun of the count ("3 of 4", "3 in hand"), or nouns whose plural is their singular.
fn invariant(lang: Lang, word: &str) -> bool {
    let units = ["h", "min", "s", "ms", "d", "%"];
    let own: &[&str] = match lang {
        Lang::En => &[
            "of", "in", "to", "at", "more", "per", "outright", "shared", "with", "by", "left",
            "pts", "for", "blocked", "greedy",
        ],
        Lang::De => &[
            "von",
            "bis",
            "im",
            "in",
            "auf",
            "mit",
            "pro",
            "Std",
            "Min",
            "Tg",
            "Pkt",
            "für",
            "blockiert",
            "Plättchen",
            "Bonus-Plättchen",
            "allein",
            "geteilt",
            "insgesamt",
            "weitere",
            "durch",
            "gleichzeitig",
            "gegen",
        ],
        Lang::Fr => &[
            "sur", "à", "de", "en", "dans", "par", "j", "seul", "au", "avec", "contre", "du",
            "pts", "pour",
        ],
        Lang::Hu => return true,
    };
    units.contains(&word) || own.contains(&word)
}

/// The first word of `text` after one space, if a word follows.
fn next_word(text: &str) -> Option<&str> {
    let rest = text.strip_prefix(' ')?;
    let end = rest
        .find(|c: char| !(c.is_alphabetic() || c == '-'))
        .unwrap_or(rest.len());
    (end > 0).then(|| &rest[..end])
}

/// `{ $n } noun` with a count `$n` and no select on it: the noun cannot agree ("1 days").
fn plural_faults(lang: Lang) -> Vec<String> {
    let mut out = Vec::new();
    for (key, pattern) in messages(lang) {
        let mut visit = |var: &'static str, _: &str, after: After<'_>, selected: &[&str]| {
            let counts = ty(key, var).is_some_and(|t| NUMBERS.contains(&t))
                && !NOT_COUNTS.contains(&var)
                && !selected.contains(&var);
            // "{ $n } bonus { $n -> [one] tile … }": the words before the select agree.
            let agrees = after.select == Some(var)
                && after
                    .text
                    .chars()
                    .all(|c| c.is_alphabetic() || c == ' ' || c == '-');
            let word = next_word(after.text).filter(|w| counts && !agrees && !invariant(lang, w));
            if let Some(word) = word {
                out.push(format!(
                    "{}.ftl {key}: “{{ ${var} }} {word}” needs a plural select on ${var}",
                    lang.code()
                ));
            }
        };
        each_variable(pattern, &mut Vec::new(), &mut visit);
    }
    out
}

#[test]
fn a_count_is_followed_by_a_plural_select_not_a_fixed_noun() {
    let faults: Vec<String> = Lang::ALL.into_iter().flat_map(plural_faults).collect();
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// Hungarian: the article before a value depends on its first sound (a/az) and a suffix after
/// it on its vowels, which the message cannot see. Only colours and motifs (all of which begin
/// with a consonant) may follow "a"; a suffix after a value needs a select on it.
fn hungarian_faults() -> Vec<String> {
    let mut out = Vec::new();
    for (key, pattern) in messages(Lang::Hu) {
        let mut visit = |var: &'static str, before: &str, after: After<'_>, selected: &[&str]| {
            let after = after.text;
            let known = matches!(ty(key, var), Some("Colour" | "Symbol"));
            let b = before.strip_suffix(['`', '„']).unwrap_or(before);
            let article = b
                .strip_suffix(' ')
                .and_then(|b| b.rsplit(|c: char| c.is_whitespace() || c == '(').next())
                .filter(|w| ["a", "az", "A", "Az"].contains(w));
            if let Some(a) = article.filter(|_| !known) {
                out.push(format!("hu.ftl {key}: “{a} {{ ${var} }}”"));
            }
            let suffix: String = after
                .strip_prefix('-')
                .unwrap_or(after)
                .chars()
                .take_while(|c| c.is_alphabetic())
                .collect();
            let attached = after.starts_with('-') || after.starts_with(char::is_alphabetic);
            // -ig and -ként do not change with the vowels; "-csoport…" begins a compound.
            let invariant = ["ig", "ként"].contains(&suffix.as_str())
                || suffix.starts_with("csoport")
                || suffix.starts_with(char::is_uppercase);
            if attached && !suffix.is_empty() && !invariant && !selected.contains(&var) {
                out.push(format!(
                    "hu.ftl {key}: “{{ ${var} }}{}”",
                    &after[..after.len().min(8)]
                ));
            }
        };
        each_variable(pattern, &mut Vec::new(), &mut visit);
    }
    out
}

#[test]
fn hungarian_puts_no_article_before_and_no_suffix_after_an_unknown_value() {
    let faults = hungarian_faults();
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}
