//! The checks of the words: a command is named only through its variable (`commands.rs`),
//! never literally; the glossary's avoided words (`docs/glossary.md`, "Words the catalogues
//! avoid") appear nowhere; and each language uses its own quotation marks.

use super::{messages, texts};
use crate::Lang;
use std::collections::BTreeSet;

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
        if crate::commands::path(key).is_some() {
            for lang in Lang::ALL {
                names.extend(crate::command_text(lang, key));
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
            if key.starts_with(crate::commands::PREFIX) {
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
    let glossary = include_str!("../../../../docs/glossary.md");
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
