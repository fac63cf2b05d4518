//! The catalogue is complete by construction: every language defines every message, with
//! exactly the arguments its `Msg` variant provides (none missing, none unused, none unknown),
//! and the names (colours, motifs, bots, end reasons) without arguments. A variable naming a
//! command (`$cmd-...`) is the catalogue's own: it must name a command.

use super::fluent::{name_keys, source};
use super::{Lang, SCHEMA};
use fluent_syntax::ast;
use game_kit::BotLevel;
use std::collections::{BTreeMap, BTreeSet};

fn variables_of_inline(e: &ast::InlineExpression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::InlineExpression::VariableReference { id } => {
            out.insert(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => variables_of(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                variables_of_inline(a, out);
            }
            for a in &arguments.named {
                variables_of_inline(&a.value, out);
            }
        }
        _ => {}
    }
}

fn variables_of(e: &ast::Expression<&str>, out: &mut BTreeSet<String>) {
    match e {
        ast::Expression::Inline(i) => variables_of_inline(i, out),
        ast::Expression::Select { selector, variants } => {
            variables_of_inline(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
    }
}

fn pattern_variables(p: &ast::Pattern<&str>, out: &mut BTreeSet<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            variables_of(expression, out);
        }
    }
}

/// Every message of a language's file and the variables it uses, besides the commands it
/// names (which must be commands).
fn messages(lang: Lang) -> BTreeMap<String, BTreeSet<String>> {
    let resource = fluent_syntax::parser::parse(source(lang))
        .unwrap_or_else(|(_, e)| panic!("{}.ftl does not parse: {e:?}", lang.code()));
    let mut out = BTreeMap::new();
    for entry in &resource.body {
        match entry {
            ast::Entry::Message(m) => {
                let mut vars = BTreeSet::new();
                let value = m
                    .value
                    .as_ref()
                    .unwrap_or_else(|| panic!("{} has no value", m.id.name));
                pattern_variables(value, &mut vars);
                vars.retain(|v| {
                    let command = v.starts_with(super::commands::PREFIX);
                    assert!(
                        !command || super::commands::path(v).is_some(),
                        "{}.ftl {}: ${v} names no command",
                        lang.code(),
                        m.id.name
                    );
                    !command
                });
                let fresh = out.insert(m.id.name.to_string(), vars).is_none();
                assert!(fresh, "{}.ftl defines {} twice", lang.code(), m.id.name);
            }
            ast::Entry::Junk { content } => panic!("{}.ftl: junk {content:?}", lang.code()),
            _ => {}
        }
    }
    out
}

fn names() -> Vec<String> {
    let mut keys = name_keys();
    keys.extend(super::calcada::name_keys());
    keys.extend(
        BotLevel::ALL
            .iter()
            .map(|k| format!("bot-kind-{}", k.key())),
    );
    keys.extend(
        super::Permission::ALL
            .iter()
            .map(|p| format!("permission-{}", p.key())),
    );
    keys
}

#[test]
fn every_language_has_every_message_with_exactly_its_arguments() {
    for lang in Lang::ALL {
        let defined = messages(lang);
        let mut expected: BTreeSet<String> = BTreeSet::new();
        for (key, args) in SCHEMA {
            expected.insert(key.to_string());
            let vars = defined
                .get(*key)
                .unwrap_or_else(|| panic!("{}.ftl lacks {key}", lang.code()));
            let args: BTreeSet<String> = args.iter().map(|a| a.to_string()).collect();
            let unknown: Vec<_> = vars.difference(&args).collect();
            let unused: Vec<_> = args.difference(vars).collect();
            assert!(
                unknown.is_empty() && unused.is_empty(),
                "{}.ftl {key}: unknown arguments {unknown:?}, unused {unused:?}",
                lang.code()
            );
        }
        for key in names() {
            let vars = defined
                .get(&key)
                .unwrap_or_else(|| panic!("{}.ftl lacks {key}", lang.code()));
            assert!(
                vars.is_empty(),
                "{}.ftl {key} takes no arguments",
                lang.code()
            );
            expected.insert(key);
        }
        // The slash commands' names and descriptions (`cmd-...`): exactly English's keys, no
        // arguments. Which keys the commands need is checked by the Discord adapter's tests.
        let english = messages(Lang::En);
        for (key, vars) in english.iter().filter(|(k, _)| k.starts_with("cmd-")) {
            let got = defined
                .get(key)
                .unwrap_or_else(|| panic!("{}.ftl lacks {key}", lang.code()));
            assert!(
                vars.is_empty() && got.is_empty(),
                "{}.ftl {key} takes no arguments",
                lang.code()
            );
            expected.insert(key.clone());
        }
        let extra: Vec<_> = defined.keys().filter(|k| !expected.contains(*k)).collect();
        assert!(
            extra.is_empty(),
            "{}.ftl has unknown messages {extra:?}",
            lang.code()
        );
    }
}

#[test]
fn plurals_follow_the_number() {
    use super::{say, Msg};
    let one = say(
        Lang::En,
        &Msg::EvBonusGained {
            name: "Ana".into(),
            count: 1,
        },
    );
    let two = say(
        Lang::En,
        &Msg::EvBonusGained {
            name: "Ana".into(),
            count: 2,
        },
    );
    assert!(one.ends_with("1 bonus tile"), "{one}");
    assert!(two.ends_with("2 bonus tiles"), "{two}");
}
