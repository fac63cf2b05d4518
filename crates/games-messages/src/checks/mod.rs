//! The translation checks, run by `cargo test` (they replace `docs/translation-check.py`):
//! besides the schema (`tests.rs`) and French typography (`typography.rs`), every language's
//! file keeps English's order and the languages' own names; a number that counts something is
//! followed by a plural select, not a fixed noun; a command is named only through its variable
//! (`commands.rs`), never literally; the glossary's avoided words (`docs/glossary.md`, "Words
//! the catalogues avoid") appear nowhere; each language uses its own quotation marks; and
//! Hungarian puts no article before, and no suffix after, a value it cannot see.
//!
//! Files: this one reads the files' patterns and checks the order and the languages' names;
//! `grammar.rs` the plurals and Hungarian; `words.rs` the commands, the avoided words and the
//! quotation marks.

mod grammar;
mod words;

use super::catalogue::TYPES;
use super::fluent::source;
use super::Lang;
use fluent_syntax::ast;
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
