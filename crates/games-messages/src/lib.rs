//! The message catalogue: every sentence a player or an operator reads, per language.
//!
//! Sentences live in Fluent files (`ftl/<lang>.ftl`), one message per [`Msg`] variant (plus
//! the names of colours, motifs and statuses). Code never holds user-facing literals: it builds
//! a typed [`Msg`] and asks [`say`] to word it in a [`Lang`]. A message can also be kept as
//! [`Text`] (its key and arguments, serialisable), so the outbox stores what to say and words
//! it only when it is delivered, in the language that applies then.
//!
//! Each game's values, errors and picture words are worded in that game's own module, from
//! its rules, bots and records; the catalogue never depends on the service or the
//! transports.

mod args;
mod calcada;
mod catalogue;
#[cfg(test)]
mod checks;
mod commands;
mod decimal;
mod fluent;
mod markup;
mod permission;
pub mod piazza;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod typography;

pub use args::{Name, Quote, ToArg, When};
pub use calcada::{
    action_words, breakdown, breakdown_lines, event, parse_error, pictures, ranking, ranking_as,
    replay_error, rule_error, setup_error,
};
pub use catalogue::{Msg, SCHEMA};
pub use commands::{command_words, named_commands};
pub use decimal::Decimal;
pub use fluent::{add_game_messages, GameMessages};
pub use markup::{discord_literal, Markup};
pub use permission::Permission;

use calcada::{Colour, Symbol};
use serde::{Deserialize, Serialize};

/// A language players can be answered in.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Lang {
    #[default]
    En,
    De,
    Fr,
    Hu,
}

impl Lang {
    pub const ALL: [Lang; 4] = [Lang::En, Lang::De, Lang::Fr, Lang::Hu];

    /// The language's code (`en`, `de`, `fr`, `hu`): its Fluent file, its setting value and
    /// Discord's locale for it.
    pub fn code(self) -> &'static str {
        match self {
            Lang::En => "en",
            Lang::De => "de",
            Lang::Fr => "fr",
            Lang::Hu => "hu",
        }
    }

    /// The language of a code or locale tag if it is one of ours (`"de"`, `"fr-CA"`).
    pub fn supported(locale: &str) -> Option<Lang> {
        let primary = locale.split(['-', '_']).next().unwrap_or("");
        Lang::ALL
            .into_iter()
            .find(|l| l.code().eq_ignore_ascii_case(primary))
    }

    /// The language's own name ("Deutsch"), as offered in choices.
    pub fn own_name(self) -> String {
        say(
            self,
            &Msg::LanguageName {
                code: self.code().to_string(),
            },
        )
    }

    /// The language for a Discord-style locale tag (`"en-GB"`, `"de"`); English when the
    /// language is not one of ours.
    pub fn from_locale(locale: &str) -> Lang {
        Lang::supported(locale).unwrap_or_default()
    }
}

/// Words a kept message in `lang` for a reader who sees `markup`, the commands it names as
/// that reader types them ([`commands`]).
fn format(lang: Lang, text: &Text, markup: Markup) -> String {
    fluent::format(lang, text, markup, &|key| {
        commands::command_words(lang, markup, key)
    })
}

/// Words `msg` in `lang`, as plain text (the terminal, pictures, logs).
pub fn say(lang: Lang, msg: &Msg) -> String {
    format(lang, &msg.text(), Markup::Plain)
}

/// Words `msg` in `lang` for a reader who sees `markup`: names in it (see [`Name`]) are
/// shown literally there.
pub fn say_as(lang: Lang, markup: Markup, msg: &Msg) -> String {
    format(lang, &msg.text(), markup)
}

/// A slash command's name, description or choice label (`cmd-...` keys, built by the Discord
/// adapter from the command tree); `None` if `lang` lacks it.
pub fn command_text(lang: Lang, key: &str) -> Option<String> {
    fluent::has(lang, key).then(|| fluent::plain_key(lang, key))
}

/// Words a kept message in `lang`, as plain text.
pub fn say_text(lang: Lang, text: &Text) -> String {
    format(lang, text, Markup::Plain)
}

/// Words a kept message in `lang` for a reader who sees `markup`.
pub fn say_text_as(lang: Lang, markup: Markup, text: &Text) -> String {
    format(lang, text, markup)
}

/// A message kept as data: its catalogue key and its arguments. What the outbox stores, so
/// that a notice is worded when it is delivered.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
pub struct Text {
    pub key: String,
    #[serde(default, skip_serializing_if = "Vec::is_empty")]
    pub args: Vec<(String, Arg)>,
}

impl Text {
    /// The message `key` without arguments yet (a game's own messages are worded this way:
    /// [`add_game_messages`]).
    pub fn new(key: impl Into<String>) -> Text {
        Text {
            key: key.into(),
            args: Vec::new(),
        }
    }

    /// The same message with the argument `name`.
    pub fn arg(mut self, name: impl Into<String>, value: impl ToArg) -> Text {
        self.args.push((name.into(), value.to_arg()));
        self
    }
}

/// One argument of a kept message. Game values stay values (a colour, not its English name),
/// so each language words them itself.
#[derive(Clone, Debug, PartialEq, Eq, Serialize, Deserialize)]
#[serde(rename_all = "lowercase")]
pub enum Arg {
    Str(String),
    Num(i64),
    /// A number with decimals, written with the language's decimal separator.
    Decimal(Decimal),
    Bool(bool),
    Colour(Colour),
    Symbol(Symbol),
    /// A list, worded item by item and joined the language's way.
    List(Vec<Arg>),
    /// A whole sentence inside another (a rule's refusal inside a reply).
    Msg(Box<Text>),
    /// A name someone chose (a player's): escaped where the reader's markup would read it
    /// as formatting ([`Markup`]).
    Name(String),
}

#[cfg(test)]
mod unit_tests {
    use super::*;

    #[test]
    fn locales_fall_back_to_english() {
        assert_eq!(Lang::from_locale("en-GB"), Lang::En);
        assert_eq!(Lang::from_locale("en-US"), Lang::En);
        assert_eq!(Lang::from_locale("pt-BR"), Lang::En);
        assert_eq!(Lang::from_locale(""), Lang::En);
    }

    #[test]
    fn a_kept_message_words_the_same_after_a_round_trip() {
        let msg = Msg::Reminder {
            name: "Ana".into(),
            hours: 48,
        };
        let json = serde_json::to_string(&msg.text()).unwrap();
        let back: Text = serde_json::from_str(&json).unwrap();
        assert_eq!(say_text(Lang::En, &back), say(Lang::En, &msg));
        assert!(
            say(Lang::En, &msg).contains("Ana"),
            "{}",
            say(Lang::En, &msg)
        );
    }
}

#[cfg(test)]
mod game_messages_tests {
    use super::*;

    const SOURCES: &[(Lang, &str)] = &[
        (
            Lang::En,
            "zz-test-game-won = { $name } wins the test game.\n",
        ),
        (
            Lang::De,
            "zz-test-game-won = { $name } gewinnt das Testspiel.\n",
        ),
    ];

    #[test]
    fn a_games_own_messages_are_worded_from_the_same_bundles_by_key() {
        let text = Text::new("zz-test-game-won").arg("name", Name::from("*Ana*"));
        // Shared messages are worded before the game adds its own: the bundles are built
        // again with them.
        assert_eq!(say(Lang::En, &Msg::Help), say(Lang::En, &Msg::Help));
        add_game_messages(GameMessages {
            game: "zz-test-game",
            sources: SOURCES,
        });
        assert_eq!(say_text(Lang::En, &text), "*Ana* wins the test game.");
        assert_eq!(say_text(Lang::De, &text), "*Ana* gewinnt das Testspiel.");
        // In the caller's markup, the name is shown literally; a language without the
        // message words it in English.
        assert_eq!(
            say_text_as(Lang::En, Markup::Discord, &text),
            "\\*Ana\\* wins the test game."
        );
        assert_eq!(say_text(Lang::Fr, &text), "*Ana* wins the test game.");
        // Added once: the same game's again changes nothing.
        add_game_messages(GameMessages {
            game: "zz-test-game",
            sources: &[(Lang::En, "zz-test-game-won = changed\n")],
        });
        assert_eq!(say_text(Lang::En, &text), "*Ana* wins the test game.");
        assert!(say(Lang::En, &Msg::Help).len() > 20);
    }
}
