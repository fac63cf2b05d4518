//! The slash commands as Discord shows them, from the message catalogue: the English
//! description of every command, option and choice, and for every other language its name
//! and description (`name_localizations`, `description_localizations`). Keys follow the
//! command tree: `cmd-calcada-new` (the command's name), `cmd-calcada-new-desc`, an option
//! `cmd-calcada-new--side`, its choices `cmd-calcada-new--side-choice-0`...

use crate::{Data, Error};
use games_messages::{command_text, Lang};
use std::borrow::Cow;

type Command = poise::Command<Data, Error>;

/// The catalogue key of a top-level command and of its subcommands.
fn key(parent: Option<&str>, name: &str) -> String {
    match parent {
        Some(p) => format!("{p}-{name}"),
        None => format!("cmd-{name}"),
    }
}

/// Every key the command tree needs (tests check the catalogue has each in every language).
pub fn keys(commands: &[Command]) -> Vec<String> {
    fn walk(c: &Command, parent: Option<&str>, out: &mut Vec<String>) {
        let k = key(parent, &c.name);
        out.push(format!("{k}-desc"));
        out.push(k.clone());
        for p in &c.parameters {
            let pk = format!("{k}--{}", p.name);
            out.push(format!("{pk}-desc"));
            out.extend((0..p.choices.len()).map(|i| format!("{pk}-choice-{i}")));
            out.push(pk);
        }
        for s in &c.subcommands {
            walk(s, Some(&k), out);
        }
    }
    let mut out = Vec::new();
    for c in commands {
        walk(c, None, &mut out);
    }
    out
}

fn text(lang: Lang, key: &str) -> Cow<'static, str> {
    // A missing key would show the key itself; the catalogue tests rule that out.
    Cow::Owned(command_text(lang, key).unwrap_or_else(|| key.to_string()))
}

fn others() -> impl Iterator<Item = Lang> {
    Lang::ALL.into_iter().filter(|&l| l != Lang::En)
}

fn localized(key: &str) -> Vec<(Cow<'static, str>, Cow<'static, str>)> {
    others()
        .map(|l| (Cow::Borrowed(l.code()), text(l, key)))
        .collect()
}

/// Words the whole command tree from the catalogue.
pub fn localize(commands: &mut [Command]) {
    for c in commands {
        apply(c, None);
    }
}

fn apply(c: &mut Command, parent: Option<&str>) {
    let k = key(parent, &c.name);
    let desc = format!("{k}-desc");
    c.description = Some(text(Lang::En, &desc));
    c.name_localizations = Cow::Owned(localized(&k));
    c.description_localizations = Cow::Owned(localized(&desc));
    for p in &mut c.parameters {
        let pk = format!("{k}--{}", p.name);
        let pdesc = format!("{pk}-desc");
        p.description = Some(text(Lang::En, &pdesc));
        p.name_localizations = Cow::Owned(localized(&pk));
        p.description_localizations = Cow::Owned(localized(&pdesc));
        for (i, choice) in p.choices.to_mut().iter_mut().enumerate() {
            let ck = format!("{pk}-choice-{i}");
            choice.name = text(Lang::En, &ck);
            choice.localizations = Cow::Owned(localized(&ck));
        }
    }
    for s in &mut c.subcommands {
        apply(s, Some(&k));
    }
}

/// The game options' choices (`choices::GameChoice`): one per registered game, in order, a
/// built-in game labelled by the catalogue as above, a game that names itself by its words.
pub fn game_choices(commands: &mut [Command], games: &games_service::Registry) {
    let names: Vec<(Lang, Vec<Option<String>>)> =
        Lang::ALL.into_iter().map(|l| (l, games.names(l))).collect();
    let count = games.kinds().len();
    fn walk(c: &mut Command, f: &dyn Fn(&mut Vec<poise::CommandParameterChoice>)) {
        for p in &mut c.parameters {
            if p.name == "game" && !p.choices.is_empty() {
                let mut choices = p.choices.to_vec();
                f(&mut choices);
                p.choices = Cow::Owned(choices);
            }
        }
        for s in &mut c.subcommands {
            walk(s, f);
        }
    }
    let set = |choices: &mut Vec<poise::CommandParameterChoice>| {
        choices.truncate(count);
        for i in 0..count {
            let said = |lang: Lang| {
                let (_, n) = names
                    .iter()
                    .find(|(l, _)| *l == lang)
                    .expect("every language");
                n[i].clone()
            };
            let Some(en) = said(Lang::En) else { continue };
            let choice = poise::CommandParameterChoice {
                name: Cow::Owned(en),
                localizations: Cow::Owned(
                    others()
                        .filter_map(|l| said(l).map(|n| (Cow::Borrowed(l.code()), Cow::Owned(n))))
                        .collect(),
                ),
                __non_exhaustive: (),
            };
            match choices.get_mut(i) {
                Some(c) => *c = choice,
                None => choices.push(choice),
            }
        }
    };
    for c in commands {
        walk(c, &set);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use games_messages::{command_words, named_commands, Markup};
    use std::collections::BTreeSet;

    /// The commands from the top to the one with catalogue key `key`, if it is registered.
    fn path<'c>(cs: &'c [Command], parent: Option<&str>, key: &str) -> Option<Vec<&'c Command>> {
        for c in cs {
            let k = super::key(parent, &c.name);
            if k == key {
                return Some(vec![c]);
            }
            if let Some(mut rest) = path(&c.subcommands, Some(&k), key) {
                rest.insert(0, c);
                return Some(rest);
            }
        }
        None
    }

    #[test]
    fn a_command_named_in_a_sentence_reads_as_its_registered_localisation() {
        let commands = super::super::all();
        let named = named_commands();
        assert!(
            named.contains(&"cmd-calcada-admin-resume".to_string()),
            "{named:?}"
        );
        for key in named {
            let path = path(&commands, None, &key)
                .unwrap_or_else(|| panic!("a sentence names {key}, which is not registered"));
            for lang in Lang::ALL {
                let names: Vec<String> = path
                    .iter()
                    .map(|c| {
                        c.name_localizations
                            .iter()
                            .find(|(l, _)| l == lang.code())
                            .map_or_else(|| c.name.to_string(), |(_, n)| n.to_string())
                    })
                    .collect();
                assert_eq!(
                    command_words(lang, Markup::Discord, &key),
                    Some(format!("/{}", names.join(" "))),
                    "{key} in {lang:?}"
                );
            }
        }
    }

    #[test]
    fn every_command_option_and_choice_is_in_every_language() {
        let commands = super::super::all();
        let keys = keys(&commands);
        assert!(keys.len() > 100, "{} keys", keys.len());
        for lang in Lang::ALL {
            for k in &keys {
                assert!(
                    command_text(lang, k).is_some(),
                    "{}.ftl lacks {k}",
                    lang.code()
                );
            }
        }
        // The English names are the commands' own: the catalogue must not rename them.
        fn same(c: &Command, parent: Option<&str>) {
            let k = key(parent, &c.name);
            assert_eq!(command_text(Lang::En, &k).as_deref(), Some(&*c.name), "{k}");
            for p in &c.parameters {
                let pk = format!("{k}--{}", p.name);
                assert_eq!(command_text(Lang::En, &pk).as_deref(), Some(&*p.name));
            }
            for s in &c.subcommands {
                same(s, Some(&k));
            }
        }
        for c in &commands {
            same(c, None);
        }
    }

    #[test]
    fn localised_names_follow_discords_rules_and_siblings_differ() {
        let commands = super::super::all();
        fn check(cs: &[Command], lang: &str) {
            let mut seen = BTreeSet::new();
            for c in cs {
                let name = c
                    .name_localizations
                    .iter()
                    .find(|(l, _)| l == lang)
                    .map(|(_, n)| n.to_string())
                    .unwrap_or_else(|| c.name.to_string());
                assert!(
                    !name.is_empty()
                        && name.chars().count() <= 32
                        && name
                            .chars()
                            .all(|ch| ch == '-' || ch == '_' || ch.is_alphanumeric())
                        && name.to_lowercase() == name,
                    "{lang}: {name:?} is not a valid command name"
                );
                assert!(
                    seen.insert(name.clone()),
                    "{lang}: two commands named {name}"
                );
                let mut params = BTreeSet::new();
                for p in &c.parameters {
                    let (_, n) = p
                        .name_localizations
                        .iter()
                        .find(|(l, _)| l == lang)
                        .expect("localised");
                    assert!(params.insert(n.to_string()), "{lang}: option {n} twice");
                    assert!(n.to_lowercase() == *n && !n.contains(' '), "{lang}: {n:?}");
                }
                check(&c.subcommands, lang);
            }
        }
        for lang in ["de", "fr", "hu"] {
            check(&commands, lang);
        }
    }
}
