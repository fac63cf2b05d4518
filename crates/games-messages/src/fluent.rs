//! The Fluent bundles: one per language, parsed once from the embedded `ftl/*.ftl` files, and
//! the wording of a kept [`Text`] with them. Plural and number selection follow each
//! language's CLDR rules through `fluent-bundle`.

use super::{Arg, Lang, Markup, Text};
use fluent_bundle::concurrent::FluentBundle;
use fluent_bundle::{FluentArgs, FluentResource, FluentValue};
use fluent_syntax::ast;
use std::collections::HashMap;
use std::sync::{Mutex, RwLock};

/// The Fluent source of a language.
pub(crate) fn source(lang: Lang) -> &'static str {
    match lang {
        Lang::En => include_str!("ftl/en.ftl"),
        Lang::De => include_str!("ftl/de.ftl"),
        Lang::Fr => include_str!("ftl/fr.ftl"),
        Lang::Hu => include_str!("ftl/hu.ftl"),
    }
}

type Bundle = FluentBundle<FluentResource>;

/// The prefix of a command variable's name (`{ $cmd-calcada-new }`), and of the commands'
/// catalogue keys: the variables whose words the caller of [`format`] gives.
pub(crate) const PREFIX: &str = "cmd-";

/// A language's bundle, and for each message the command variables it uses (`$cmd-...`),
/// which the caller of [`format`] words.
struct Language {
    bundle: Bundle,
    commands: HashMap<String, Vec<String>>,
}

/// The bundles as built last: the shared messages and every game's added so far. Built
/// again (and the old ones kept, leaked: a process adds a handful of games once) when a game
/// adds its messages after they were first used.
static ALL: RwLock<Option<&'static [Language]>> = RwLock::new(None);

/// The games' own messages added so far ([`add_game_messages`]), in order.
static GAMES: Mutex<Vec<GameMessages>> = Mutex::new(Vec::new());

/// A game's own Fluent messages: its name and its `.ftl` text per language.
#[derive(Clone, Copy)]
pub struct GameMessages {
    pub game: &'static str,
    pub sources: &'static [(Lang, &'static str)],
}

/// Adds a game's own messages (its `.ftl` text per language) to the same bundles as the
/// shared ones, so that `say_text` words them by key ([`Text::new`](super::Text::new)). Once
/// per game: adding the same game's again changes nothing. A game's message whose key the
/// shared catalogue or another game already has, or a text that does not parse, is a bug in
/// that game: it panics (the game's own tests find it).
pub fn add_game_messages(messages: GameMessages) {
    let mut games = GAMES.lock().unwrap_or_else(|e| e.into_inner());
    if games.iter().any(|g| g.game == messages.game) {
        return;
    }
    games.push(messages);
    let mut all = ALL.write().unwrap_or_else(|e| e.into_inner());
    if all.is_some() {
        *all = Some(build_all(&games));
    }
}

fn build_all(games: &[GameMessages]) -> &'static [Language] {
    Box::leak(Lang::ALL.iter().map(|&l| build(l, games)).collect())
}

fn language(lang: Lang) -> &'static Language {
    let i = Lang::ALL.iter().position(|&l| l == lang).expect("listed");
    if let Some(all) = *ALL.read().unwrap_or_else(|e| e.into_inner()) {
        return &all[i];
    }
    let games = GAMES.lock().unwrap_or_else(|e| e.into_inner());
    let mut all = ALL.write().unwrap_or_else(|e| e.into_inner());
    &all.get_or_insert_with(|| build_all(&games))[i]
}

fn bundle(lang: Lang) -> &'static Bundle {
    &language(lang).bundle
}

fn build(lang: Lang, games: &[GameMessages]) -> Language {
    let parse = |name: &str, text: &str| {
        FluentResource::try_new(text.to_string()).unwrap_or_else(|(_, errors)| {
            panic!("{name}'s {} messages do not parse: {errors:?}", lang.code())
        })
    };
    let mut resources = vec![parse("the shared catalogue", source(lang))];
    for g in games {
        for (_, text) in g.sources.iter().filter(|(l, _)| *l == lang) {
            resources.push(parse(g.game, text));
        }
    }
    let mut commands = HashMap::new();
    for entry in resources.iter().flat_map(|r| r.entries()) {
        if let ast::Entry::Message(m) = entry {
            let mut vars = Vec::new();
            if let Some(value) = &m.value {
                pattern_variables(value, &mut vars);
            }
            vars.retain(|v| v.starts_with(PREFIX));
            vars.dedup();
            if !vars.is_empty() {
                commands.insert(m.id.name.to_string(), vars);
            }
        }
    }
    let id = lang.code().parse().expect("a valid language tag");
    let mut bundle = FluentBundle::new_concurrent(vec![id]);
    // Discord shows text as it is: no Unicode isolation marks around arguments.
    bundle.set_use_isolating(false);
    // NUMBER(), for ordinal plural categories ("1st", "2nd").
    bundle
        .add_builtins()
        .unwrap_or_else(|e| panic!("Fluent's built-in functions: {e:?}"));
    for resource in resources {
        bundle
            .add_resource(resource)
            .unwrap_or_else(|errors| panic!("{} messages: {errors:?}", lang.code()));
    }
    Language { bundle, commands }
}

/// Every variable a pattern uses (in selectors, select variants and function arguments too).
pub(crate) fn pattern_variables(p: &ast::Pattern<&str>, out: &mut Vec<String>) {
    for el in &p.elements {
        if let ast::PatternElement::Placeable { expression } = el {
            expression_variables(expression, out);
        }
    }
}

fn expression_variables(e: &ast::Expression<&str>, out: &mut Vec<String>) {
    match e {
        ast::Expression::Inline(i) => inline_variables(i, out),
        ast::Expression::Select { selector, variants } => {
            inline_variables(selector, out);
            for v in variants {
                pattern_variables(&v.value, out);
            }
        }
    }
}

fn inline_variables(e: &ast::InlineExpression<&str>, out: &mut Vec<String>) {
    match e {
        ast::InlineExpression::VariableReference { id } if !out.iter().any(|v| v == id.name) => {
            out.push(id.name.to_string());
        }
        ast::InlineExpression::Placeable { expression } => expression_variables(expression, out),
        ast::InlineExpression::FunctionReference { arguments, .. } => {
            for a in &arguments.positional {
                inline_variables(a, out);
            }
            for a in &arguments.named {
                inline_variables(&a.value, out);
            }
        }
        _ => {}
    }
}

/// The commands `lang`'s messages name.
pub(crate) fn named_commands(lang: Lang) -> Vec<String> {
    language(lang)
        .commands
        .values()
        .flatten()
        .cloned()
        .collect()
}

/// Whether `lang`'s file defines `key` (for keys built at run time, like the commands').
pub(crate) fn has(lang: Lang, key: &str) -> bool {
    bundle(lang).has_message(key)
}

/// Words a message without arguments by its key (the commands' names and descriptions).
pub(crate) fn plain_key(lang: Lang, key: &str) -> String {
    format_key(lang, key, None)
}

/// Words `key` with `args` in `lang` (English if the language lacks the message; the key
/// itself if English does too, which the catalogue tests rule out), names shown literally
/// in `markup`.
/// The commands a message names are worded by `command` (their variable's name in, their
/// words for this reader out).
pub(crate) fn format(
    lang: Lang,
    text: &Text,
    markup: Markup,
    command: &dyn Fn(&str) -> Option<String>,
) -> String {
    let mut args = FluentArgs::with_capacity(text.args.len());
    for (name, arg) in &text.args {
        args.set(name.as_str(), value(lang, arg, markup, command));
    }
    // English's too, in case `lang` lacks the message (the tests rule that out).
    for l in [lang, Lang::En] {
        for key in language(l).commands.get(&text.key).into_iter().flatten() {
            if let Some(words) = command(key) {
                args.set(key.as_str(), FluentValue::from(words));
            }
        }
    }
    format_key(lang, &text.key, Some(&args))
}

pub(crate) fn format_key(lang: Lang, key: &str, args: Option<&FluentArgs<'_>>) -> String {
    for b in [bundle(lang), bundle(Lang::En)] {
        if let Some(pattern) = b.get_message(key).and_then(|m| m.value()) {
            let mut errors = Vec::new();
            let out = b.format_pattern(pattern, args, &mut errors);
            if !errors.is_empty() {
                tracing::warn!(key, ?errors, "message worded with errors");
            }
            return out.into_owned();
        }
    }
    tracing::warn!(key, "no such message");
    key.to_string()
}

fn value(
    lang: Lang,
    arg: &Arg,
    markup: Markup,
    command: &dyn Fn(&str) -> Option<String>,
) -> FluentValue<'static> {
    match arg {
        Arg::Str(s) => FluentValue::from(s.clone()),
        Arg::Name(s) => FluentValue::from(markup.literal(s)),
        Arg::Num(n) => FluentValue::from(*n),
        Arg::Decimal(d) => FluentValue::from(d.words(&format_key(lang, "decimal-separator", None))),
        Arg::Bool(b) => FluentValue::from(if *b { "true" } else { "false" }),
        Arg::Colour(c) => FluentValue::from(lang.colour(*c)),
        Arg::Symbol(s) => FluentValue::from(lang.symbol(*s)),
        Arg::List(items) => {
            let separator = format_key(lang, "list-separator", None);
            let words: Vec<String> = items
                .iter()
                .map(|a| item(lang, a, markup, command))
                .collect();
            FluentValue::from(words.join(&separator))
        }
        Arg::Msg(text) => FluentValue::from(format(lang, text, markup, command)),
    }
}

/// An argument as text (list items).
fn item(lang: Lang, arg: &Arg, markup: Markup, command: &dyn Fn(&str) -> Option<String>) -> String {
    match value(lang, arg, markup, command) {
        FluentValue::String(s) => s.into_owned(),
        FluentValue::Number(n) => n.as_string().into_owned(),
        _ => String::new(),
    }
}

/// Keys every language must define besides the [`super::Msg`] messages and the games' names
/// (helpers).
#[cfg(test)]
pub(crate) fn name_keys() -> Vec<String> {
    vec!["list-separator".into(), "decimal-separator".into()]
}
