//! The message catalogue: every sentence a player or an operator reads, per language.
//!
//! Sentences live in Fluent files (`ftl/<lang>.ftl`), one message per [`Msg`] variant (plus
//! the names of colours, motifs and statuses). Code never holds user-facing literals: it builds
//! a typed [`Msg`] and asks [`say`] to word it in a [`Lang`]. A message can also be kept as
//! [`Text`] (its key and arguments, serialisable), so the outbox stores what to say and words
//! it only when it is delivered, in the language that applies then.
//!
//! The catalogue depends on the engine (to word its values and errors), the bots (their
//! names) and records (replay errors); never on the service or the transports.

mod catalogue;
#[cfg(test)]
mod checks;
mod commands;
mod decimal;
mod fluent;
mod game;
mod permission;
pub mod piazza;
pub mod pictures;
#[cfg(test)]
mod tests;
#[cfg(test)]
mod typography;

pub use catalogue::{Msg, SCHEMA};
pub use commands::{command_words, named_commands};
pub use decimal::Decimal;
pub use fluent::{add_game_messages, GameMessages};
pub use game::{
    action_words, breakdown, breakdown_lines, event, parse_error, ranking, replay_error,
    rule_error, setup_error,
};
pub use permission::Permission;

use calcada_rules::{Colour, EndReason, Event, RuleError, Space, Square, Symbol};
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

    /// A colour's name, as printed in sentences and pictures.
    pub fn colour(self, c: Colour) -> &'static str {
        fluent::name(self, fluent::Name::Colour(c))
    }
    /// A tile symbol's name (a motif, or the bonus symbol).
    pub fn symbol(self, s: Symbol) -> &'static str {
        fluent::name(self, fluent::Name::Symbol(s))
    }
    /// Why a game ended, as a clause.
    pub fn end_reason(self, r: EndReason) -> &'static str {
        fluent::name(self, fluent::Name::EndReason(r))
    }
    /// The words printed in pictures (`calcada::render`).
    pub fn pictures(self) -> &'static pictures::Labels {
        pictures::Labels::of(self)
    }
    /// One line describing an event; `name` gives a seat's display name.
    pub fn event(self, e: &Event, name: &dyn Fn(usize) -> String) -> String {
        say(self, &game::event(e, name))
    }
    /// A refusal by the rules, as a sentence.
    pub fn refusal(self, e: &RuleError) -> String {
        say(self, &game::rule_error(e))
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

/// How the reader's screen reads text. The catalogue's own formatting (`**bold**`, `` `code` ``)
/// is written for Discord and means the same in the terminal; what differs is text someone
/// chose, a [`Name`]: Discord would read `**x**`, `<@1>` or `# x` in a name as formatting or a
/// mention, so there a name is escaped; in the terminal and in pictures it is shown as typed.
/// And the commands a sentence names ([`command_words`]): slash commands in the reader's
/// language on Discord, the terminal's own words there.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub enum Markup {
    /// Shown as written: the terminal, pictures, logs. Commands are the terminal's words.
    #[default]
    Plain,
    /// Discord's Markdown: names escaped so that they show literally and mention nobody;
    /// commands are slash commands as the reader's client names them.
    Discord,
}

impl Markup {
    /// `name` as this reader sees it literally.
    pub fn literal(self, name: &str) -> String {
        match self {
            Markup::Plain => name.to_string(),
            Markup::Discord => discord_literal(name),
        }
    }
}

/// `text` escaped for Discord's Markdown so that it shows exactly as written: a backslash
/// before every character that could start formatting (`\ * _ ~ ` | > # - [ ] ( ) < :`, and
/// a leading number's `.`, which would start a list), and a zero-width space after every `@`,
/// so that `@everyone`, `@here` or `<@123>` neither ping nor show as a mention.
pub fn discord_literal(text: &str) -> String {
    let mut out = String::with_capacity(text.len() + 8);
    let digits = text.chars().take_while(char::is_ascii_digit).count();
    for (i, c) in text.chars().enumerate() {
        match c {
            '\\' | '*' | '_' | '~' | '`' | '|' | '>' | '#' | '-' | '[' | ']' | '(' | ')' | '<'
            | ':' => {
                out.push('\\');
                out.push(c);
            }
            '.' if digits > 0 && i == digits => out.push_str("\\."),
            '@' => out.push_str("@\u{200B}"),
            _ => out.push(c),
        }
    }
    out
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

/// A value that can be an argument of a message.
pub trait ToArg {
    fn to_arg(&self) -> Arg;
}

impl ToArg for String {
    fn to_arg(&self) -> Arg {
        Arg::Str(self.clone())
    }
}
impl ToArg for bool {
    fn to_arg(&self) -> Arg {
        Arg::Bool(*self)
    }
}
macro_rules! number_arg {
    ($($t:ty),*) => {$(
        impl ToArg for $t {
            fn to_arg(&self) -> Arg {
                Arg::Num(i64::try_from(*self).unwrap_or(i64::MAX))
            }
        }
    )*};
}
number_arg!(u8, u16, u32, u64, usize, i64);
impl ToArg for Colour {
    fn to_arg(&self) -> Arg {
        Arg::Colour(*self)
    }
}
impl ToArg for Symbol {
    fn to_arg(&self) -> Arg {
        Arg::Symbol(*self)
    }
}
impl ToArg for Space {
    fn to_arg(&self) -> Arg {
        Arg::Num(i64::from(self.as_number()))
    }
}
impl ToArg for Square {
    fn to_arg(&self) -> Arg {
        Arg::Str(self.to_string())
    }
}
impl ToArg for char {
    fn to_arg(&self) -> Arg {
        Arg::Str(self.to_string())
    }
}
impl<T: ToArg> ToArg for Vec<T> {
    fn to_arg(&self) -> Arg {
        Arg::List(self.iter().map(ToArg::to_arg).collect())
    }
}
impl ToArg for Msg {
    fn to_arg(&self) -> Arg {
        Arg::Msg(Box::new(self.text()))
    }
}
impl ToArg for Box<Msg> {
    fn to_arg(&self) -> Arg {
        Arg::Msg(Box::new(self.text()))
    }
}

/// A name someone chose: a player's Discord display name, a name typed in the terminal.
/// Worded as it is, except for a reader whose markup would take it for formatting
/// ([`Markup::Discord`]), who sees it escaped.
#[derive(Clone, Debug, Default, PartialEq, Eq, Hash, Serialize, Deserialize)]
pub struct Name(pub String);

impl Name {
    pub fn as_str(&self) -> &str {
        &self.0
    }
}

impl From<String> for Name {
    fn from(s: String) -> Name {
        Name(s)
    }
}

impl From<&str> for Name {
    fn from(s: &str) -> Name {
        Name(s.to_string())
    }
}

impl From<&String> for Name {
    fn from(s: &String) -> Name {
        Name(s.clone())
    }
}

impl std::fmt::Display for Name {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.write_str(&self.0)
    }
}

impl ToArg for Name {
    fn to_arg(&self) -> Arg {
        Arg::Name(self.0.clone())
    }
}

/// A moment, shown in each reader's own time zone and language: Discord's timestamp markup
/// (`<t:UNIX:f>`, date and time; `<t:UNIX:R>`, "3 hours ago"). The terminal prints it as a
/// UTC date.
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub enum When {
    At(i64),
    Ago(i64),
}

impl ToArg for When {
    fn to_arg(&self) -> Arg {
        Arg::Str(match self {
            When::At(t) => format!("<t:{t}:f>"),
            When::Ago(t) => format!("<t:{t}:R>"),
        })
    }
}

/// Text someone typed, quoted back to them: a short excerpt, at most [`Quote::MAX`] characters
/// (an answer never echoes a huge input), cut between two characters and ended with `…` when
/// cut; line breaks and tabs become spaces, other control characters and the invisible marks
/// that reorder or join text (bidirectional overrides, a dangling zero-width joiner) are
/// dropped, so a quote cannot turn the rest of the answer around.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Quote(String);

impl Quote {
    pub const MAX: usize = 80;

    pub fn new(text: &str) -> Quote {
        let clean = text
            .trim()
            .chars()
            .map(|c| if c.is_whitespace() { ' ' } else { c })
            .filter(|&c| !c.is_control() && !reorders(c));
        let mut out: String = clean.clone().take(Self::MAX).collect();
        if clean.count() > Self::MAX {
            // No space or joiner left hanging before the ellipsis.
            let kept = out.trim_end_matches(|c: char| c.is_whitespace() || c == '\u{200D}');
            out.truncate(kept.len());
            out.push('…');
        }
        Quote(out)
    }

    pub fn as_str(&self) -> &str {
        &self.0
    }
}

/// The invisible marks that reorder text (Unicode's bidirectional embeddings, overrides and
/// isolates, and the left-to-right and right-to-left marks).
fn reorders(c: char) -> bool {
    matches!(c, '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
}

impl ToArg for Quote {
    fn to_arg(&self) -> Arg {
        Arg::Str(self.0.clone())
    }
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
    fn quotes_are_short_and_printable() {
        let long = "x".repeat(16 * 1024 * 1024);
        let q = Quote::new(&long);
        assert_eq!(q.as_str().chars().count(), Quote::MAX + 1);
        assert!(q.as_str().ends_with('…'));
        assert_eq!(Quote::new(" a\u{7}b ").as_str(), "ab");
        assert_eq!(Quote::new("a\nb\tc").as_str(), "a b c");
        assert_eq!(Quote::new("star C3").as_str(), "star C3", "short: whole");
    }

    #[test]
    fn quotes_are_cut_between_characters_with_an_ellipsis() {
        // Two-byte, four-byte and joined characters: cut at 80 characters, never inside one.
        for unit in ["é", "🧱", "ő"] {
            let q = Quote::new(&unit.repeat(500));
            assert_eq!(
                q.as_str(),
                format!("{}…", unit.repeat(Quote::MAX)),
                "{unit}"
            );
        }
        let exactly = "ü".repeat(Quote::MAX);
        assert_eq!(
            Quote::new(&exactly).as_str(),
            exactly,
            "no ellipsis when nothing is cut"
        );
        // A cut that falls on a space or after a joiner leaves neither before the ellipsis.
        let spaced = format!("{} {}", "a".repeat(Quote::MAX - 1), "b".repeat(10));
        assert_eq!(Quote::new(&spaced).as_str(), format!("{}…", "a".repeat(79)));
        let joined = format!("{}\u{200D}👩{}", "a".repeat(Quote::MAX - 1), "z".repeat(5));
        assert_eq!(Quote::new(&joined).as_str(), format!("{}…", "a".repeat(79)));
        // A right-to-left override cannot turn the rest of the answer around.
        assert_eq!(Quote::new("abc\u{202E}def\u{2066}").as_str(), "abcdef");
    }

    #[test]
    fn names_are_escaped_for_discord_only_and_the_catalogues_markdown_is_kept() {
        let name = Name::from("**Ana** <@1> @here");
        let opened = Msg::Opened {
            creator: name.clone(),
            board: "A".into(),
            max: 2,
        };
        // The terminal and pictures: as typed.
        let plain = say(Lang::En, &opened);
        assert!(plain.starts_with("**Ana** <@1> @here opened"), "{plain}");
        assert_eq!(say_as(Lang::En, Markup::Plain, &opened), plain);
        // Discord: the name escaped, the command the slash command, still a code span.
        let discord = say_as(Lang::En, Markup::Discord, &opened);
        let escaped = "\\*\\*Ana\\*\\* \\<@\u{200B}1\\> @\u{200B}here";
        assert!(
            discord.starts_with(&format!("{escaped} opened")),
            "{discord}"
        );
        assert!(
            discord.contains("`/calcada join`") && !discord.contains("\\`"),
            "{discord}"
        );
        // The terminal: the word it reads.
        assert!(plain.contains("`join`"), "{plain}");
        // A German reader on Discord: the German name Discord shows them.
        let german = say_as(Lang::De, Markup::Discord, &opened);
        assert!(german.contains("`/calcada beitreten`"), "{german}");
        // In lists and in sentences inside sentences, and kept (the outbox) as a name.
        let started = Msg::Started {
            players: vec![name.clone(), "Bruno".into()],
            first: name.clone(),
            seal: Box::new(Msg::Sealed {
                hash: "ab_cd".into(),
            }),
        };
        let kept: Text =
            serde_json::from_str(&serde_json::to_string(&started.text()).unwrap()).unwrap();
        let discord = say_text_as(Lang::En, Markup::Discord, &kept);
        assert_eq!(discord.matches(escaped).count(), 2, "{discord}");
        assert!(
            discord.contains("ab_cd"),
            "not a name: left alone: {discord}"
        );
        assert_eq!(say_text(Lang::En, &kept).matches("**Ana**").count(), 2);
    }

    #[test]
    fn discord_literal_escapes_every_markdown_sign() {
        for (typed, shown) in [
            ("plain Ana", "plain Ana"),
            (
                "__x__ ~~y~~ ||z||",
                "\\_\\_x\\_\\_ \\~\\~y\\~\\~ \\|\\|z\\|\\|",
            ),
            ("`x` \\y", "\\`x\\` \\\\y"),
            ("> q", "\\> q"),
            ("# h", "\\# h"),
            ("-# small", "\\-\\# small"),
            ("[x](http://y)", "\\[x\\]\\(http\\://y\\)"),
            (
                "<@123> <#5> <t:1:R>",
                "\\<@\u{200B}123\\> \\<\\#5\\> \\<t\\:1\\:R\\>",
            ),
            ("@everyone", "@\u{200B}everyone"),
            ("12. list", "12\\. list"),
            ("Ana 2.0", "Ana 2.0"),
            ("Zoë Ådné", "Zoë Ådné"),
        ] {
            assert_eq!(discord_literal(typed), shown, "{typed}");
        }
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
