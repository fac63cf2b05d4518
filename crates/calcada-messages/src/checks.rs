//! The translation checks, run by `cargo test` (they replace `docs/translation-check.py`):
//! besides the schema (`tests.rs`) and French typography (`typography.rs`), every language's
//! file keeps English's order and the languages' own names; a number that counts something is
//! followed by a plural select, not a fixed noun; a command is named only through its variable
//! (`commands.rs`), never literally; the glossary's avoided words (`docs/glossary.md`, "Words
//! the catalogues avoid") appear nowhere; each language uses its own quotation marks; and
//! Hungarian puts no article before, and no suffix after, a value it cannot see.

use super::catalogue::TYPES;
use super::fluent::source;
use super::Lang;
use fluent_syntax::ast;
use std::collections::BTreeSet;
use std::sync::OnceLock;

type Pattern = ast::Pattern<&'static str>;

/// A language's messages in file order, with their patterns.
fn messages(lang: Lang) -> Vec<(&'static str, &'static Pattern)> {
    static PARSED: OnceLock<Vec<ast::Resource<&'static str>>> = OnceLock::new();
    let all = PARSED.get_or_init(|| {
        Lang::ALL
            .iter()
            .map(|&l| {
                fluent_syntax::parser::parse(source(l))
                    .unwrap_or_else(|(_, e)| panic!("{}.ftl does not parse: {e:?}", l.code()))
            })
            .collect()
    });
    all[Lang::ALL.iter().position(|&l| l == lang).expect("listed")]
        .body
        .iter()
        .filter_map(|e| match e {
            ast::Entry::Message(m) => m.value.as_ref().map(|v| (m.id.name, v)),
            _ => None,
        })
        .collect()
}

/// Every text a pattern can produce, one per combination of select variants, each variable
/// written `{ $name }` and string literals as they are.
fn texts(pattern: &Pattern) -> Vec<String> {
    let mut out = vec![String::new()];
    for element in &pattern.elements {
        let parts = match element {
            ast::PatternElement::TextElement { value } => vec![value.to_string()],
            ast::PatternElement::Placeable { expression } => expression_texts(expression),
        };
        out = out
            .iter()
            .flat_map(|head| parts.iter().map(move |p| format!("{head}{p}")))
            .collect();
    }
    out
}

fn expression_texts(e: &ast::Expression<&'static str>) -> Vec<String> {
    match e {
        ast::Expression::Select { variants, .. } => {
            variants.iter().flat_map(|v| texts(&v.value)).collect()
        }
        ast::Expression::Inline(i) => match i {
            ast::InlineExpression::StringLiteral { value } => vec![value.to_string()],
            ast::InlineExpression::VariableReference { id } => vec![format!("{{ ${} }}", id.name)],
            ast::InlineExpression::Placeable { expression } => expression_texts(expression),
            _ => vec!["{ … }".to_string()],
        },
    }
}

/// The variable a select chooses by (`$n`, or `NUMBER($n, …)`).
fn selector_variable(selector: &ast::InlineExpression<&'static str>) -> Option<&'static str> {
    match selector {
        ast::InlineExpression::VariableReference { id } => Some(id.name),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            match arguments.positional.first() {
                Some(ast::InlineExpression::VariableReference { id }) => Some(id.name),
                _ => None,
            }
        }
        _ => None,
    }
}

/// What follows a placed variable: the text after it, and the variable the next placeable
/// selects on, if it is a select (`{ $n } bonus { $n -> … }` agrees).
struct After<'a> {
    text: &'a str,
    select: Option<&'static str>,
}

/// A placeable's expression, without the braces around braces.
fn unwrap<'a>(mut e: &'a ast::Expression<&'static str>) -> &'a ast::Expression<&'static str> {
    while let ast::Expression::Inline(ast::InlineExpression::Placeable { expression }) = e {
        e = expression;
    }
    e
}

/// What [`each_variable`] calls: the variable, the text before it, what follows it, and the
/// variables selected on where it stands.
type Visit<'v> = dyn FnMut(&'static str, &str, After<'_>, &[&'static str]) + 'v;

/// Calls `visit` for every variable placed in the text (not selectors), within select
/// variants too.
fn each_variable(pattern: &Pattern, selected: &mut Vec<&'static str>, visit: &mut Visit<'_>) {
    let els = &pattern.elements;
    for (i, el) in els.iter().enumerate() {
        let ast::PatternElement::Placeable { expression } = el else {
            continue;
        };
        let text = |j: Option<usize>| match j.and_then(|j| els.get(j)) {
            Some(ast::PatternElement::TextElement { value }) => *value,
            _ => "",
        };
        let select_at = |j: usize| match els.get(j) {
            Some(ast::PatternElement::Placeable { expression }) => match unwrap(expression) {
                ast::Expression::Select { selector, .. } => selector_variable(selector),
                _ => None,
            },
            _ => None,
        };
        match unwrap(expression) {
            ast::Expression::Inline(ast::InlineExpression::VariableReference { id }) => {
                let after = match els.get(i + 1) {
                    Some(ast::PatternElement::TextElement { .. }) => After {
                        text: text(Some(i + 1)),
                        select: select_at(i + 2),
                    },
                    _ => After {
                        text: "",
                        select: select_at(i + 1),
                    },
                };
                visit(id.name, text(i.checked_sub(1)), after, selected)
            }
            ast::Expression::Select { selector, variants } => {
                let var = selector_variable(selector);
                selected.extend(var);
                for v in variants {
                    each_variable(&v.value, selected, visit);
                }
                if var.is_some() {
                    selected.pop();
                }
            }
            _ => {}
        }
    }
}

fn ty(key: &str, var: &str) -> Option<&'static str> {
    TYPES
        .iter()
        .find(|(k, _)| *k == key)
        .and_then(|(_, args)| args.iter().find(|(a, _)| *a == var))
        .map(|(_, t)| *t)
}

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

/// Messages only the terminal shows: its typed words are English literals by design
/// (`docs/glossary.md`, "Command words stay English where they are typed").
fn terminal_only(key: &str) -> bool {
    key.starts_with("pt-")
        || key.starts_with("local-")
        || ["help", "nothing-planned", "line-unknown"].contains(&key)
}

/// Every command and subcommand name, in every language (`neu`, `join`, `calcada-admin`).
fn command_names() -> BTreeSet<String> {
    let mut names = BTreeSet::new();
    for (key, _) in messages(Lang::En) {
        if super::commands::path(key).is_some() {
            for lang in Lang::ALL {
                names.extend(super::command_text(lang, key));
            }
        }
    }
    names
}

/// Where a text names a command literally: a `/word` (outside URLs and paths), or a code
/// span that is a command's name.
fn literal_commands(text: &str, names: &BTreeSet<String>, terminal: bool) -> Vec<String> {
    let mut out = Vec::new();
    let mut rest = text;
    let mut before = ' ';
    while let Some(c) = rest.chars().next() {
        if rest.starts_with("http://") || rest.starts_with("https://") {
            let end = rest.find(char::is_whitespace).unwrap_or(rest.len());
            rest = &rest[end..];
            continue;
        }
        if c == '`' {
            if let Some(end) = rest[1..].find('`') {
                let span = &rest[1..1 + end];
                if span.starts_with('/') || (!terminal && names.contains(span.trim())) {
                    out.push(format!("`{span}`"));
                }
                rest = &rest[end + 2..];
                before = '`';
                continue;
            }
        }
        if c == '/'
            && (before.is_whitespace() || "(`„“«".contains(before))
            && rest[1..].starts_with(|n: char| n.is_alphabetic())
        {
            let end = rest[1..]
                .find(|n: char| !(n.is_alphanumeric() || n == '-' || n == '_'))
                .map_or(rest.len(), |e| e + 1);
            out.push(rest[..end].to_string());
        }
        before = c;
        rest = &rest[c.len_utf8()..];
    }
    out
}

#[test]
fn commands_are_named_only_through_their_variable() {
    let names = command_names();
    assert!(
        names.contains("neu") && names.contains("calcada-admin"),
        "{names:?}"
    );
    let mut faults = Vec::new();
    for lang in Lang::ALL {
        for (key, pattern) in messages(lang) {
            if key.starts_with(super::commands::PREFIX) {
                continue;
            }
            let mut seen = BTreeSet::new();
            for text in texts(pattern) {
                for found in literal_commands(&text, &names, terminal_only(key)) {
                    if seen.insert(found.clone()) {
                        faults.push(format!(
                            "{}.ftl {key}: {found} names a command literally: write `{{ $cmd-… }}`",
                            lang.code()
                        ));
                    }
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

#[test]
fn the_command_check_sees_literal_commands() {
    let names: BTreeSet<String> = ["neu", "join"].map(String::from).into();
    let found = |t: &str| literal_commands(t, &names, false);
    assert_eq!(
        found("Use `/calcada-admin resume` now"),
        ["`/calcada-admin resume`"]
    );
    assert_eq!(found("Type /calcada neu."), ["/calcada"]);
    assert_eq!(found("Eröffne eines mit `neu`."), ["`neu`"]);
    assert!(found("Eröffne eines mit `{ $cmd-calcada-new }`.").is_empty());
    assert!(found("see https://discord.com/developers and docs/record-format.md").is_empty());
    assert!(found("(`calcada verify`) 22:00/08:00").is_empty());
    assert!(literal_commands("type `join`", &names, true).is_empty());
}

/// The glossary's avoided words: rows `| de | `Zugzeit` | … |` of its table "Words the
/// catalogues avoid" (a language, the words in backticks, then what to use and why).
fn avoided() -> Vec<(Lang, String)> {
    let glossary = include_str!("../../../docs/glossary.md");
    let (_, table) = glossary
        .split_once("## Words the catalogues avoid")
        .expect("docs/glossary.md has a section \"Words the catalogues avoid\"");
    let mut out = Vec::new();
    for line in table.lines().take_while(|l| !l.starts_with("## ")) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        if cells.len() < 4 {
            continue;
        }
        let Some(lang) = Lang::ALL.into_iter().find(|l| l.code() == cells[1]) else {
            continue;
        };
        for word in cells[2].split('`').skip(1).step_by(2) {
            out.push((lang, word.to_string()));
        }
    }
    out
}

#[test]
fn no_message_uses_a_word_the_glossary_avoids() {
    let avoided = avoided();
    assert!(avoided.len() > 10, "{} avoided words read", avoided.len());
    let mut faults = Vec::new();
    for lang in Lang::ALL {
        let words: Vec<String> = avoided
            .iter()
            .filter(|(l, _)| *l == lang)
            .map(|(_, w)| w.to_lowercase())
            .collect();
        for (key, pattern) in messages(lang) {
            let mut seen = BTreeSet::new();
            for text in texts(pattern) {
                let text = text.to_lowercase();
                for w in words.iter().filter(|w| text.contains(w.as_str())) {
                    if seen.insert(w.clone()) {
                        faults.push(format!(
                            "{}.ftl {key}: “{w}” (docs/glossary.md)",
                            lang.code()
                        ));
                    }
                }
            }
        }
    }
    assert!(faults.is_empty(), "{}", faults.join("\n"));
}

/// The quotation marks each language uses, and those it must not (another language's).
fn foreign_quotes(lang: Lang) -> &'static [char] {
    match lang {
        Lang::En => &['„', '«', '»'],
        Lang::De => &['”', '«', '»'],
        Lang::Fr => &['„', '“', '”'],
        Lang::Hu => &['“', '«', '»'],
    }
}

#[test]
fn each_language_uses_its_own_quotation_marks() {
    let mut faults = Vec::new();
    for lang in Lang::ALL {
        for (key, pattern) in messages(lang) {
            if texts(pattern)
                .iter()
                .any(|t| t.contains(foreign_quotes(lang)))
            {
                faults.push(format!("{}.ftl {key}", lang.code()));
            }
        }
    }
    assert!(
        faults.is_empty(),
        "another language's quotation marks:\n{}",
        faults.join("\n")
    );
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

#[test]
fn every_language_keeps_englishs_order_and_the_languages_own_names() {
    let english: Vec<&str> = messages(Lang::En).into_iter().map(|(k, _)| k).collect();
    let en_texts: std::collections::BTreeMap<&str, Vec<String>> = messages(Lang::En)
        .into_iter()
        .map(|(k, p)| (k, texts(p)))
        .collect();
    for lang in Lang::ALL {
        let ours: Vec<(&str, &Pattern)> = messages(lang);
        let order: Vec<&str> = ours.iter().map(|(k, _)| *k).collect();
        assert_eq!(
            order,
            english,
            "{}.ftl: the messages' order differs from en.ftl",
            lang.code()
        );
        for (key, pattern) in ours {
            let endonym = key == "language-name" || key.contains("--language-choice-");
            if endonym {
                assert_eq!(
                    texts(pattern),
                    en_texts[key],
                    "{}.ftl {key}: endonyms",
                    lang.code()
                );
            }
            let label = key.ends_with("-desc") || key.contains("-choice-");
            if key.starts_with(super::commands::PREFIX) && label {
                let n = texts(pattern)[0].chars().count();
                assert!(
                    (1..=100).contains(&n),
                    "{}.ftl {key}: {n} characters",
                    lang.code()
                );
            }
        }
    }
}

#[test]
fn the_clock_and_the_statistics_write_durations_alike() {
    use super::{say, Msg};
    for lang in Lang::ALL {
        let (d, h, m) = (3, 4, 40);
        let same = [
            (
                say(lang, &Msg::ClockDays { days: d, hours: h }),
                say(lang, &Msg::SpanDays { days: 3, hours: 4 }),
            ),
            (
                say(lang, &Msg::ClockMinutes { minutes: m }),
                say(lang, &Msg::SpanMinutes { minutes: 40 }),
            ),
        ];
        for (clock, span) in same {
            assert_eq!(clock, span, "{lang:?}");
        }
        let hours = say(lang, &Msg::ClockHours { hours: 5 });
        let span = say(
            lang,
            &Msg::SpanHours {
                hours: 5,
                minutes: 10,
            },
        );
        assert!(span.starts_with(&hours), "{lang:?}: {hours} / {span}");
    }
}
