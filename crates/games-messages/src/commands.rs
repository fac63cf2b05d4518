//! Command names inside sentences. A message names a command with a variable named after the
//! command's catalogue key (`{ $cmd-calcada-new }`, `{ $cmd-calcada-admin-resume }`,
//! `{ $cmd-turn }`), never with a literal, and the catalogue fills it in for its reader:
//!
//! - on Discord ([`Markup::Discord`]), the slash command as the reader's client shows it, built
//!   from the same `cmd-...` names the Discord adapter registers as the commands' localisations
//!   (`/calcada neu` for a German reader, `/calcada-admin reprendre` for a French one);
//! - in the terminal ([`Markup::Plain`]), the words `calcada local` reads, which are English in
//!   every language (`new`, `away off`).
//!
//! So a sentence can never name a command the reader's client does not show. The tests check
//! that every such variable names a command, and that no message names one literally.

use super::{fluent, Lang, Markup};

pub(crate) use super::fluent::PREFIX;

/// Commands whose terminal words are not their English name (`crates/games-service/src/words.rs`
/// reads them; its tests check that each of these parses as the command). A game's own move
/// command is the terminal's `move`, which plays any game's move.
const TERMINAL: &[(&str, &str)] = &[
    ("cmd-calcada-me-back", "away off"),
    ("cmd-piazza-place", "move"),
];

/// The catalogue keys of a command and of the groups above it, top first
/// (`cmd-calcada-admin`, `cmd-calcada-admin-resume`), read from the English names: a
/// subcommand's key is its parent's key, `-`, and its English name. `None` if `key` is no
/// command (an option, a description, a key the catalogue lacks).
pub(crate) fn path(key: &str) -> Option<Vec<String>> {
    let mut keys = Vec::new();
    let mut k = key.to_string();
    loop {
        if !k.starts_with(PREFIX) || k.contains("--") || !fluent::has(Lang::En, &k) {
            return None;
        }
        let name = fluent::plain_key(Lang::En, &k);
        let parent = k.strip_suffix(&format!("-{name}"))?.to_string();
        keys.push(k);
        if parent == "cmd" {
            break;
        }
        k = parent;
    }
    keys.reverse();
    Some(keys)
}

/// The command `key` (`cmd-calcada-new`) as a reader in `lang` who sees `markup` types it.
pub fn command_words(lang: Lang, markup: Markup, key: &str) -> Option<String> {
    let keys = path(key)?;
    Some(match markup {
        Markup::Discord => {
            let names: Vec<String> = keys
                .iter()
                .map(|k| {
                    super::command_text(lang, k).unwrap_or_else(|| fluent::plain_key(Lang::En, k))
                })
                .collect();
            format!("/{}", names.join(" "))
        }
        Markup::Plain => match TERMINAL.iter().find(|(k, _)| *k == key) {
            Some((_, words)) => words.to_string(),
            None => fluent::plain_key(Lang::En, keys.last().expect("a command")),
        },
    })
}

/// Every command the catalogue's sentences name (`cmd-calcada-new`...), in any language: the
/// terminal's tests check that each of their terminal words is a command it reads.
pub fn named_commands() -> Vec<String> {
    let mut all: Vec<String> = Lang::ALL
        .iter()
        .flat_map(|&l| fluent::named_commands(l))
        .collect();
    all.sort();
    all.dedup();
    all
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_command_reads_as_its_readers_client_shows_it() {
        let words = |lang, markup, key| command_words(lang, markup, key).unwrap();
        assert_eq!(
            words(Lang::En, Markup::Discord, "cmd-calcada-new"),
            "/calcada new"
        );
        assert_eq!(
            words(Lang::De, Markup::Discord, "cmd-calcada-new"),
            "/calcada neu"
        );
        assert_eq!(
            words(Lang::Fr, Markup::Discord, "cmd-calcada-admin-resume"),
            "/calcada-admin reprendre"
        );
        assert_eq!(words(Lang::Hu, Markup::Discord, "cmd-turn"), "/kör");
        assert_eq!(
            words(Lang::Hu, Markup::Discord, "cmd-calcada-me-back"),
            "/calcada-me vissza"
        );
        // The terminal reads English words in every language.
        assert_eq!(words(Lang::Hu, Markup::Plain, "cmd-calcada-new"), "new");
        assert_eq!(
            words(Lang::De, Markup::Plain, "cmd-calcada-me-back"),
            "away off"
        );
        assert_eq!(
            words(Lang::Fr, Markup::Plain, "cmd-calcada-admin-resume"),
            "resume"
        );
        // Options, descriptions and unknown keys are no commands.
        for key in [
            "cmd-calcada-new--side",
            "cmd-calcada-new-desc",
            "cmd-calcada-nope",
            "turn",
        ] {
            assert_eq!(command_words(Lang::En, Markup::Discord, key), None, "{key}");
        }
    }
}
