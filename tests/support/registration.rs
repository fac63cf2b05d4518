//! Discord's validation of a command registration (`PUT /applications/{app}/commands` and
//! `PUT /applications/{app}/guilds/{guild}/commands`), as a pure function over the JSON the bot
//! sends. Used by the fake Discord (tests/support/fake_discord.rs), which refuses what Discord
//! refuses, and by tests/command_layout.rs, which checks the bot's real command list.
//!
//! Discord refuses the whole bulk overwrite with HTTP 400 and
//! `{"code": 50035, "message": "Invalid Form Body", "errors": {...}}`, where `errors` is nested
//! by the field path and every leaf holds `_errors`, e.g. too many options of command 0:
//! `{"0": {"options": {"_errors": [{"code": "BASE_TYPE_MAX_LENGTH",
//! "message": "Must be 25 or fewer in length."}]}}}`. `flatten_errors` turns that into lines like
//! `0.options: Must be 25 or fewer in length.` (the path as serenity prints it).
//!
//! Limits (Discord's API reference and client libraries' limit tables; where those are unclear
//! this is stricter than Discord):
//! - at most 100 chat-input commands per registration (global or one guild), and at most 5 user
//!   and 5 message commands (Discord has raised these to 15; 5 is the stricter old value);
//! - no two commands of the same type with the same name, no two sibling options with the same
//!   name, also for the name each shows in every locale (its localisation, else its name);
//!   names are compared case-insensitively;
//! - chat-input command and option names: 1-32 characters of
//!   `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$`, lowercase where a lowercase form exists
//!   (see `name_char_allowed`); user and message command names: 1-32 characters, any;
//! - descriptions 1-100 characters (required for chat-input commands and options, empty for
//!   user and message commands); the same for every localisation, whose keys must be Discord
//!   locales (`LOCALES`);
//! - at most 25 options per command, per subcommand group and per subcommand; nesting only
//!   command -> subcommand and command -> group -> subcommand; a command mixing subcommands or
//!   groups with plain options is refused; a group holds at least one subcommand;
//! - option types 1..=11; required options before optional ones;
//! - choices only on string, integer and number options, at most 25, names 1-100 characters
//!   (and localisations), string values 1-100 characters, each value of the option's type;
//!   choices and autocomplete not both; autocomplete only on string, integer and number options;
//! - min_value/max_value only on integer and number options, min_value <= max_value;
//!   min_length 0..=6000 and max_length 1..=6000 only on string options, min <= max;
//! - the combined length of a command's name, description, and every option's and choice's
//!   name, description and value at most 4000 characters, counting for each field its longest
//!   text among the default and every localisation (Discord counts 4000, lately 8000, by
//!   its own rule; this is the stricter count).
//!
//! Error codes are Discord's where known (BASE_TYPE_MAX_LENGTH, BASE_TYPE_BAD_LENGTH,
//! BASE_TYPE_REQUIRED, BASE_TYPE_CHOICES, APPLICATION_COMMAND_INVALID_NAME,
//! APPLICATION_COMMANDS_DUPLICATE_NAME, APPLICATION_COMMAND_TOO_LARGE,
//! APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID, APPLICATION_COMMAND_OPTIONS_TYPE_INVALID,
//! NUMBER_TYPE_MIN/MAX, NUMBER_TYPE_COERCE, LIST_TYPE_CONVERT, DICT_TYPE_CONVERT). Codes marked
//! "invented" below are plausible names for refusals whose real code we have not seen.

#![allow(dead_code)]

use std::collections::{BTreeSet, HashMap, HashSet};

use serde_json::{json, Map, Value};

pub const MAX_CHAT_INPUT_COMMANDS: usize = 100;
/// Per type (user, message). Discord allows 15 today; 5 was its earlier limit.
pub const MAX_CONTEXT_MENU_COMMANDS: usize = 5;
pub const MAX_OPTIONS: usize = 25;
pub const MAX_CHOICES: usize = 25;
pub const MAX_NAME: usize = 32;
pub const MAX_DESCRIPTION: usize = 100;
pub const MAX_CHOICE_NAME: usize = 100;
pub const MAX_CHOICE_STRING_VALUE: usize = 100;
pub const MAX_STRING_LENGTH_BOUND: i64 = 6000;
pub const MAX_COMMAND_SIZE: usize = 4000;
/// Largest integer Discord takes for integer and number values (2^53).
pub const MAX_SAFE_INTEGER: f64 = 9_007_199_254_740_992.0;

/// The keys Discord accepts in `name_localizations` and `description_localizations`.
pub const LOCALES: [&str; 32] = [
    "id", "da", "de", "en-GB", "en-US", "es-ES", "es-419", "fr", "hr", "it", "lt", "hu", "nl",
    "no", "pl", "pt-BR", "ro", "fi", "sv-SE", "vi", "tr", "cs", "el", "bg", "ru", "uk", "hi", "th",
    "zh-CN", "ja", "zh-TW", "ko",
];

pub const CHAT_INPUT: u64 = 1;
pub const USER: u64 = 2;
pub const MESSAGE: u64 = 3;
pub const PRIMARY_ENTRY_POINT: u64 = 4;

pub const SUB_COMMAND: u64 = 1;
pub const SUB_COMMAND_GROUP: u64 = 2;
pub const STRING: u64 = 3;
pub const INTEGER: u64 = 4;
pub const NUMBER: u64 = 10;

/// One refusal: where (`0.options.3.name`, empty for the request itself), Discord's code, and
/// its message.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FieldError {
    pub path: String,
    pub code: String,
    pub message: String,
}

impl FieldError {
    /// `0.options: Must be 25 or fewer in length.` (just the message for the request itself).
    pub fn line(&self) -> String {
        if self.path.is_empty() {
            self.message.clone()
        } else {
            format!("{}: {}", self.path, self.message)
        }
    }
}

/// Checks a registration's commands as Discord does: Ok, or Err with Discord's `errors` object
/// (every refusal found, nested by field path).
pub fn validate_commands(commands: &[Value]) -> Result<(), Value> {
    let mut errors = Errors::default();
    let mut by_type: HashMap<u64, Vec<usize>> = HashMap::new();
    for (i, command) in commands.iter().enumerate() {
        let path = vec![i.to_string()];
        if let Some(kind) = check_command(command, &path, &mut errors) {
            by_type.entry(kind).or_default().push(i);
        }
    }
    let mut kinds: Vec<_> = by_type.keys().copied().collect();
    kinds.sort_unstable();
    for kind in kinds {
        let indices = &by_type[&kind];
        let (limit, what) = match kind {
            CHAT_INPUT => (MAX_CHAT_INPUT_COMMANDS, "CHAT_INPUT"),
            USER => (MAX_CONTEXT_MENU_COMMANDS, "USER"),
            MESSAGE => (MAX_CONTEXT_MENU_COMMANDS, "MESSAGE"),
            _ => (1, "PRIMARY_ENTRY_POINT"),
        };
        if indices.len() > limit {
            if kind == CHAT_INPUT {
                errors.add(
                    &[],
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be {limit} or fewer in length."),
                );
            } else {
                // Invented code.
                errors.add(
                    &[],
                    "APPLICATION_COMMANDS_MAX_TYPE",
                    format!("Maximum number of {what} commands reached ({limit})"),
                );
            }
        }
        let items: Vec<(Vec<String>, &Value)> = indices
            .iter()
            .map(|&i| (vec![i.to_string()], &commands[i]))
            .collect();
        check_unique(
            &items,
            "APPLICATION_COMMANDS_DUPLICATE_NAME",
            "Application command names must be unique",
            &mut errors,
        );
    }
    errors.into_result()
}

/// The body Discord answers a refused registration with (HTTP 400).
pub fn invalid_form_body(errors: &Value) -> Value {
    json!({"code": 50035, "message": "Invalid Form Body", "errors": errors})
}

/// Every refusal of a Discord `errors` object, in the object's order (paths as serenity
/// joins them: `0.options.3.name_localizations.de`).
pub fn error_entries(errors: &Value) -> Vec<FieldError> {
    fn walk(value: &Value, path: &mut Vec<String>, out: &mut Vec<FieldError>) {
        let Some(object) = value.as_object() else {
            return;
        };
        for (key, value) in object {
            if key == "_errors" {
                for e in value.as_array().into_iter().flatten() {
                    out.push(FieldError {
                        path: path.join("."),
                        code: e["code"].as_str().unwrap_or_default().to_owned(),
                        message: e["message"].as_str().unwrap_or_default().to_owned(),
                    });
                }
            } else {
                path.push(key.clone());
                walk(value, path, out);
                path.pop();
            }
        }
    }
    let mut out = Vec::new();
    walk(errors, &mut Vec::new(), &mut out);
    out
}

/// `error_entries` as readable lines: `0.options: Must be 25 or fewer in length.`
pub fn flatten_errors(errors: &Value) -> Vec<String> {
    error_entries(errors).iter().map(FieldError::line).collect()
}

/// The command, option or choice an error path points into, by name: `/calcada`,
/// `/calcada play tile`, `/calcada play tile (choice azul)`. Empty for the request itself.
pub fn locate(commands: &[Value], path: &str) -> String {
    let mut names = Vec::new();
    let mut segments = path.split('.').filter(|s| !s.is_empty());
    let Some(first) = segments.next() else {
        return String::new();
    };
    let Some(mut node) = first.parse::<usize>().ok().and_then(|i| commands.get(i)) else {
        return String::new();
    };
    names.push(format!("/{}", node["name"].as_str().unwrap_or("?")));
    while let Some(key) = segments.next() {
        if key != "options" && key != "choices" {
            break;
        }
        let Some(next) = segments
            .next()
            .and_then(|i| i.parse::<usize>().ok())
            .and_then(|i| node[key].get(i))
        else {
            break;
        };
        node = next;
        let name = node["name"].as_str().unwrap_or("?");
        names.push(if key == "choices" {
            format!("(choice {name})")
        } else {
            name.to_owned()
        });
    }
    names.join(" ")
}

/// The combined length Discord limits (`MAX_COMMAND_SIZE`): name and description of the
/// command, name and description of every option at any depth, name and value of every choice;
/// each field counted in characters at its longest among the default and every localisation.
pub fn command_size(command: &Value) -> usize {
    fn option_size(option: &Value) -> usize {
        let choices: usize = list(&option["choices"])
            .iter()
            .map(|c| longest(c, "name") + value_chars(&c["value"]))
            .sum();
        let nested: usize = list(&option["options"]).iter().map(option_size).sum();
        longest(option, "name") + longest(option, "description") + choices + nested
    }
    longest(command, "name")
        + longest(command, "description")
        + list(&command["options"])
            .iter()
            .map(option_size)
            .sum::<usize>()
}

/// The number of options of a command at its top level and the largest number in any of its
/// groups or subcommands (each limited to `MAX_OPTIONS`).
pub fn option_counts(command: &Value) -> (usize, usize) {
    fn deepest(options: &[Value]) -> usize {
        options
            .iter()
            .map(|o| {
                let inner = list(&o["options"]);
                inner.len().max(deepest(inner))
            })
            .max()
            .unwrap_or(0)
    }
    let top = list(&command["options"]);
    (top.len(), deepest(top))
}

// ---------------------------------------------------------------------------------------------

#[derive(Default)]
struct Errors {
    root: Map<String, Value>,
}

impl Errors {
    fn add(&mut self, path: &[String], code: &str, message: impl Into<String>) {
        let mut node = &mut self.root;
        for key in path {
            let entry = node
                .entry(key.clone())
                .or_insert_with(|| Value::Object(Map::new()));
            node = match entry {
                Value::Object(map) => map,
                _ => unreachable!("error nodes are objects"),
            };
        }
        let leaf = node
            .entry("_errors".to_owned())
            .or_insert_with(|| Value::Array(Vec::new()));
        if let Value::Array(list) = leaf {
            list.push(json!({"code": code, "message": message.into()}));
        }
    }

    fn into_result(self) -> Result<(), Value> {
        if self.root.is_empty() {
            Ok(())
        } else {
            Err(Value::Object(self.root))
        }
    }
}

fn at(path: &[String], more: &[&str]) -> Vec<String> {
    let mut p = path.to_vec();
    p.extend(more.iter().map(|s| (*s).to_owned()));
    p
}

fn list(v: &Value) -> &[Value] {
    v.as_array().map_or(&[], Vec::as_slice)
}

fn chars(s: &str) -> usize {
    s.chars().count()
}

/// The longest text of a field among its default and its `<field>_localizations`.
fn longest(node: &Value, field: &str) -> usize {
    let default = node[field].as_str().map_or(0, chars);
    node[format!("{field}_localizations").as_str()]
        .as_object()
        .into_iter()
        .flat_map(|m| m.values())
        .filter_map(Value::as_str)
        .map(chars)
        .fold(default, usize::max)
}

fn value_chars(v: &Value) -> usize {
    match v {
        Value::String(s) => chars(s),
        Value::Null => 0,
        other => chars(&other.to_string()),
    }
}

/// Whether `c` may appear in a chat-input command or option name, by Discord's
/// `^[-_'\p{L}\p{N}\p{sc=Deva}\p{sc=Thai}]{1,32}$` (unicode) approximated with the standard
/// library, which has no general-category or script tables:
/// - `\p{N}` is exactly `char::is_numeric` (Nd, Nl, No);
/// - `\p{L}` is approximated by `char::is_alphabetic` (L, Nl and Other_Alphabetic) minus the
///   combining-mark blocks, since Other_Alphabetic adds marks (Mn/Mc) that `\p{L}` lacks. Marks
///   inside other scripts' blocks (e.g. Bengali vowel signs) are still accepted: the one place
///   where this is laxer than Discord, irrelevant to the Latin-script names of this bot;
/// - `\p{sc=Deva}` and `\p{sc=Thai}` are the Devanagari and Thai blocks without the characters
///   of those blocks that belong to the Common script (dandas, the baht sign).
pub fn name_char_allowed(c: char) -> bool {
    let combining = matches!(
        c,
        '\u{0300}'..='\u{036F}'
            | '\u{0483}'..='\u{0489}'
            | '\u{0591}'..='\u{05C7}'
            | '\u{0610}'..='\u{061A}'
            | '\u{064B}'..='\u{065F}'
            | '\u{0670}'
            | '\u{06D6}'..='\u{06ED}'
            | '\u{1AB0}'..='\u{1AFF}'
            | '\u{1DC0}'..='\u{1DFF}'
            | '\u{20D0}'..='\u{20FF}'
            | '\u{FE20}'..='\u{FE2F}'
    );
    let devanagari =
        matches!(c, '\u{0900}'..='\u{0963}' | '\u{0966}'..='\u{097F}' | '\u{A8E0}'..='\u{A8FF}');
    let thai = matches!(c, '\u{0E01}'..='\u{0E3A}' | '\u{0E40}'..='\u{0E5B}');
    matches!(c, '-' | '_' | '\'')
        || c.is_numeric()
        || (c.is_alphabetic() && !combining)
        || devanagari
        || thai
}

/// Whether `c` has a lowercase form other than itself (then Discord requires that form).
fn has_lowercase_form(c: char) -> bool {
    let mut lower = c.to_lowercase();
    !(lower.next() == Some(c) && lower.next().is_none())
}

type Rule = fn(&str) -> Option<(&'static str, String)>;

fn bad_length(min: usize, max: usize) -> (&'static str, String) {
    if min == 0 {
        (
            "BASE_TYPE_MAX_LENGTH",
            format!("Must be {max} or fewer in length."),
        )
    } else {
        (
            "BASE_TYPE_BAD_LENGTH",
            format!("Must be between {min} and {max} in length."),
        )
    }
}

fn length_rule(s: &str, min: usize, max: usize) -> Option<(&'static str, String)> {
    let n = chars(s);
    (n < min || n > max).then(|| bad_length(min, max))
}

fn chat_input_name(s: &str) -> Option<(&'static str, String)> {
    length_rule(s, 1, MAX_NAME).or_else(|| {
        s.chars()
            .any(|c| !name_char_allowed(c) || has_lowercase_form(c))
            .then(|| {
                (
                    "APPLICATION_COMMAND_INVALID_NAME",
                    "Command name is invalid".to_owned(),
                )
            })
    })
}

fn context_menu_name(s: &str) -> Option<(&'static str, String)> {
    length_rule(s, 1, MAX_NAME)
}

fn description(s: &str) -> Option<(&'static str, String)> {
    length_rule(s, 1, MAX_DESCRIPTION)
}

fn empty_description(s: &str) -> Option<(&'static str, String)> {
    // Invented code: user and message commands take no description.
    (!s.is_empty()).then(|| {
        (
            "APPLICATION_COMMAND_DESCRIPTION_INVALID",
            "Description must be empty for USER and MESSAGE commands".to_owned(),
        )
    })
}

fn choice_name(s: &str) -> Option<(&'static str, String)> {
    length_rule(s, 1, MAX_CHOICE_NAME)
}

/// A required string field checked by `rule`, then its `<field>_localizations`.
fn check_text(node: &Value, field: &str, path: &[String], rule: Rule, errors: &mut Errors) {
    match &node[field] {
        Value::String(s) => {
            if let Some((code, message)) = rule(s) {
                errors.add(&at(path, &[field]), code, message);
            }
        }
        Value::Null => errors.add(
            &at(path, &[field]),
            "BASE_TYPE_REQUIRED",
            "This field is required",
        ),
        other => errors.add(
            &at(path, &[field]),
            "STRING_TYPE_CONVERT",
            format!("Could not interpret \"{other}\" as string."),
        ),
    }
    check_localizations(node, field, path, rule, errors);
}

fn check_localizations(
    node: &Value,
    field: &str,
    path: &[String],
    rule: Rule,
    errors: &mut Errors,
) {
    let key = format!("{field}_localizations");
    let map_path = at(path, &[key.as_str()]);
    match &node[key.as_str()] {
        Value::Null => {}
        Value::Object(map) => {
            for (locale, text) in map {
                let entry_path = at(&map_path, &[locale.as_str()]);
                if !LOCALES.contains(&locale.as_str()) {
                    // Discord's code for a value outside an enumeration; the exact path it
                    // reports for an unknown locale key is a guess.
                    errors.add(
                        &entry_path,
                        "BASE_TYPE_CHOICES",
                        format!("Value must be one of ({}).", LOCALES.join(", ")),
                    );
                    continue;
                }
                match text {
                    Value::String(s) => {
                        if let Some((code, message)) = rule(s) {
                            errors.add(&entry_path, code, message);
                        }
                    }
                    other => errors.add(
                        &entry_path,
                        "STRING_TYPE_CONVERT",
                        format!("Could not interpret \"{other}\" as string."),
                    ),
                }
            }
        }
        _ => errors.add(
            &map_path,
            "DICT_TYPE_CONVERT",
            "Only dictionaries may be used in a DictType",
        ),
    }
}

/// The list at `node[field]` (absent and null: empty), or an error and None.
fn check_list<'a>(
    node: &'a Value,
    field: &str,
    path: &[String],
    max: usize,
    errors: &mut Errors,
) -> Option<&'a [Value]> {
    match &node[field] {
        Value::Null => Some(&[]),
        Value::Array(items) => {
            if items.len() > max {
                errors.add(
                    &at(path, &[field]),
                    "BASE_TYPE_MAX_LENGTH",
                    format!("Must be {max} or fewer in length."),
                );
            }
            Some(items)
        }
        _ => {
            errors.add(
                &at(path, &[field]),
                "LIST_TYPE_CONVERT",
                "Only iterables may be used in a ListType",
            );
            None
        }
    }
}

/// Checks one command; returns its type if it is one Discord knows.
fn check_command(command: &Value, path: &[String], errors: &mut Errors) -> Option<u64> {
    if !command.is_object() {
        errors.add(
            path,
            "DICT_TYPE_CONVERT",
            "Only dictionaries may be used in a DictType",
        );
        return None;
    }
    let kind = match &command["type"] {
        Value::Null => CHAT_INPUT,
        v => match v.as_u64() {
            Some(k @ 1..=4) => k,
            _ => {
                errors.add(
                    &at(path, &["type"]),
                    "BASE_TYPE_CHOICES",
                    "Value must be one of {1, 2, 3, 4}.",
                );
                return None;
            }
        },
    };
    let context_menu = kind == USER || kind == MESSAGE;
    if context_menu {
        check_text(command, "name", path, context_menu_name, errors);
        if !command["description"].is_null() {
            check_text(command, "description", path, empty_description, errors);
        } else {
            check_localizations(command, "description", path, empty_description, errors);
        }
    } else {
        check_text(command, "name", path, chat_input_name, errors);
        check_text(command, "description", path, description, errors);
    }
    if kind == CHAT_INPUT {
        check_options(command, path, Level::Command, errors);
    } else if !list(&command["options"]).is_empty() {
        // Invented code: options belong to chat-input commands only.
        errors.add(
            &at(path, &["options"]),
            "APPLICATION_COMMAND_OPTIONS_INVALID",
            "Options can only be set on CHAT_INPUT commands",
        );
    }
    if command_size(command) > MAX_COMMAND_SIZE {
        errors.add(
            path,
            "APPLICATION_COMMAND_TOO_LARGE",
            format!("Command exceeds maximum size ({MAX_COMMAND_SIZE})"),
        );
    }
    Some(kind)
}

#[derive(Clone, Copy, PartialEq, Eq)]
enum Level {
    /// The options of a chat-input command.
    Command,
    /// The options of a subcommand group: subcommands only.
    Group,
    /// The options of a subcommand: plain options only.
    Subcommand,
}

/// Checks `parent["options"]` (the parent is at `path`).
fn check_options(parent: &Value, path: &[String], level: Level, errors: &mut Errors) {
    let Some(options) = check_list(parent, "options", path, MAX_OPTIONS, errors) else {
        return;
    };
    let list_path = at(path, &["options"]);
    if level == Level::Group && options.is_empty() {
        errors.add(
            &list_path,
            "BASE_TYPE_MIN_LENGTH",
            "Must be 1 or more in length.",
        );
    }
    let mut has_sub = false;
    let mut has_plain = false;
    let mut optional_seen = false;
    let mut named = Vec::new();
    for (j, option) in options.iter().enumerate() {
        let p = at(&list_path, &[j.to_string().as_str()]);
        if !option.is_object() {
            errors.add(
                &p,
                "DICT_TYPE_CONVERT",
                "Only dictionaries may be used in a DictType",
            );
            continue;
        }
        named.push((p.clone(), option));
        check_text(option, "name", &p, chat_input_name, errors);
        check_text(option, "description", &p, description, errors);
        let kind = match option["type"].as_u64() {
            Some(k @ 1..=11) => k,
            _ => {
                if option["type"].is_null() {
                    errors.add(
                        &at(&p, &["type"]),
                        "BASE_TYPE_REQUIRED",
                        "This field is required",
                    );
                } else {
                    errors.add(
                        &at(&p, &["type"]),
                        "BASE_TYPE_CHOICES",
                        "Value must be one of {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11}.",
                    );
                }
                continue;
            }
        };
        let sub = kind == SUB_COMMAND || kind == SUB_COMMAND_GROUP;
        has_sub |= sub;
        has_plain |= !sub;
        match (level, kind) {
            (Level::Group, SUB_COMMAND) | (Level::Command, _) => {}
            (Level::Group, _) => errors.add(
                &at(&p, &["type"]),
                "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                "A sub-command group can only contain sub-commands",
            ),
            (Level::Subcommand, _) if sub => errors.add(
                &at(&p, &["type"]),
                "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
                "A sub-command cannot contain sub-commands or sub-command groups",
            ),
            (Level::Subcommand, _) => {}
        }
        if sub {
            // Only a command holds groups; a group's subcommand holds plain options.
            let inner = if kind == SUB_COMMAND_GROUP {
                Level::Group
            } else {
                Level::Subcommand
            };
            if level != Level::Subcommand && !(level == Level::Group && kind == SUB_COMMAND_GROUP) {
                check_options(option, &p, inner, errors);
            }
        } else {
            if !list(&option["options"]).is_empty() {
                // Invented code: only subcommands and groups nest options.
                errors.add(
                    &at(&p, &["options"]),
                    "APPLICATION_COMMAND_OPTIONS_INVALID",
                    "Only sub-commands and sub-command groups have options",
                );
            }
            let required = option["required"].as_bool().unwrap_or(false);
            if required && optional_seen {
                errors.add(
                    &p,
                    "APPLICATION_COMMAND_OPTIONS_REQUIRED_INVALID",
                    "Required options must be placed before non-required options",
                );
            }
            optional_seen |= !required;
        }
        check_option_values(option, kind, &p, errors);
    }
    // Within a group or a subcommand a wrong type is refused at the option itself (above).
    if level == Level::Command && has_sub && has_plain {
        errors.add(
            &list_path,
            "APPLICATION_COMMAND_OPTIONS_TYPE_INVALID",
            "Sub-command and sub-command group option types are mutually exclusive to all other \
             types",
        );
    }
    // Invented code: Discord's for two sibling options of the same name is not documented.
    check_unique(
        &named,
        "APPLICATION_COMMAND_OPTIONS_DUPLICATE_NAME",
        "Option names must be unique",
        errors,
    );
}

/// Choices, autocomplete and bounds of one option of type `kind`.
fn check_option_values(option: &Value, kind: u64, p: &[String], errors: &mut Errors) {
    let choosable = matches!(kind, STRING | INTEGER | NUMBER);
    let choices = check_list(option, "choices", p, MAX_CHOICES, errors).unwrap_or(&[]);
    if !choices.is_empty() && !choosable {
        // Invented code.
        errors.add(
            &at(p, &["choices"]),
            "APPLICATION_COMMAND_OPTION_CHOICES_INVALID",
            "Choices are only allowed on STRING, INTEGER and NUMBER options",
        );
    }
    for (k, choice) in choices.iter().enumerate() {
        let cp = at(p, &["choices", k.to_string().as_str()]);
        if !choice.is_object() {
            errors.add(
                &cp,
                "DICT_TYPE_CONVERT",
                "Only dictionaries may be used in a DictType",
            );
            continue;
        }
        check_text(choice, "name", &cp, choice_name, errors);
        let vp = at(&cp, &["value"]);
        let value = &choice["value"];
        match kind {
            _ if value.is_null() => errors.add(&vp, "BASE_TYPE_REQUIRED", "This field is required"),
            STRING => match value.as_str() {
                Some(s) => {
                    if let Some((code, message)) = length_rule(s, 1, MAX_CHOICE_STRING_VALUE) {
                        errors.add(&vp, code, message);
                    }
                }
                None => errors.add(
                    &vp,
                    "STRING_TYPE_CONVERT",
                    format!("Could not interpret \"{value}\" as string."),
                ),
            },
            INTEGER => {
                let fits = value
                    .as_i64()
                    .is_some_and(|v| (v as f64).abs() <= MAX_SAFE_INTEGER);
                if !fits {
                    errors.add(
                        &vp,
                        "NUMBER_TYPE_COERCE",
                        format!("Value \"{value}\" is not int."),
                    );
                }
            }
            NUMBER => {
                let fits = value.as_f64().is_some_and(|v| v.abs() <= MAX_SAFE_INTEGER);
                if !value.is_number() || !fits {
                    errors.add(
                        &vp,
                        "NUMBER_TYPE_COERCE",
                        format!("Value \"{value}\" is not a valid number."),
                    );
                }
            }
            _ => {}
        }
    }
    let autocomplete = option["autocomplete"].as_bool().unwrap_or(false);
    if autocomplete && !choosable {
        // Invented code.
        errors.add(
            &at(p, &["autocomplete"]),
            "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_INVALID",
            "Autocomplete is only allowed on STRING, INTEGER and NUMBER options",
        );
    } else if autocomplete && !choices.is_empty() {
        // Invented code.
        errors.add(
            &at(p, &["autocomplete"]),
            "APPLICATION_COMMAND_OPTION_AUTOCOMPLETE_INVALID",
            "Autocomplete and choices cannot both be set",
        );
    }
    check_bounds(option, kind, p, errors);
}

/// min_value/max_value (integer and number options) and min_length/max_length (string options).
fn check_bounds(option: &Value, kind: u64, p: &[String], errors: &mut Errors) {
    let numeric = kind == INTEGER || kind == NUMBER;
    let mut values = [None, None];
    for (slot, field) in ["min_value", "max_value"].into_iter().enumerate() {
        let v = &option[field];
        if v.is_null() {
            continue;
        }
        let fp = at(p, &[field]);
        if !numeric {
            // Invented code.
            errors.add(
                &fp,
                "APPLICATION_COMMAND_OPTION_BOUND_INVALID",
                format!("{field} is only allowed on INTEGER and NUMBER options"),
            );
            continue;
        }
        // An integer option's bounds may be written as integral floats: poise sends every
        // integer option's bounds as `min_number_value(f64)` (`1.0`, `9007199254740991.0`),
        // and Discord accepts poise's registrations.
        let parsed = v.as_f64().filter(|x| kind == NUMBER || x.fract() == 0.0);
        match parsed {
            Some(x) if x.abs() <= MAX_SAFE_INTEGER => values[slot] = Some(x),
            _ => errors.add(
                &fp,
                "NUMBER_TYPE_COERCE",
                format!(
                    "Value \"{v}\" is not {}.",
                    if kind == INTEGER {
                        "int"
                    } else {
                        "a valid number"
                    }
                ),
            ),
        }
    }
    if let [Some(min), Some(max)] = values {
        if min > max {
            // Invented code.
            errors.add(
                &at(p, &["min_value"]),
                "APPLICATION_COMMAND_OPTION_RANGE_INVALID",
                "min_value must be less than or equal to max_value",
            );
        }
    }
    let mut lengths = [None, None];
    for (slot, (field, low)) in [("min_length", 0), ("max_length", 1)]
        .into_iter()
        .enumerate()
    {
        let v = &option[field];
        if v.is_null() {
            continue;
        }
        let fp = at(p, &[field]);
        if kind != STRING {
            // Invented code.
            errors.add(
                &fp,
                "APPLICATION_COMMAND_OPTION_BOUND_INVALID",
                format!("{field} is only allowed on STRING options"),
            );
            continue;
        }
        match v.as_i64() {
            Some(n) if n < low => errors.add(
                &fp,
                "NUMBER_TYPE_MIN",
                format!("int value should be greater than or equal to {low}."),
            ),
            Some(n) if n > MAX_STRING_LENGTH_BOUND => errors.add(
                &fp,
                "NUMBER_TYPE_MAX",
                format!("int value should be less than or equal to {MAX_STRING_LENGTH_BOUND}."),
            ),
            Some(n) => lengths[slot] = Some(n),
            None => errors.add(
                &fp,
                "NUMBER_TYPE_COERCE",
                format!("Value \"{v}\" is not int."),
            ),
        }
    }
    if let [Some(min), Some(max)] = lengths {
        if min > max {
            // Invented code.
            errors.add(
                &at(p, &["min_length"]),
                "APPLICATION_COMMAND_OPTION_RANGE_INVALID",
                "min_length must be less than or equal to max_length",
            );
        }
    }
}

/// Sibling names must differ (case-insensitively), by default and in every locale any of them
/// is localised in (a sibling without that localisation shows its default name there). The
/// later of two equal names is refused: at its path for default names, at the localisation that
/// makes them equal otherwise.
fn check_unique(items: &[(Vec<String>, &Value)], code: &str, message: &str, errors: &mut Errors) {
    let default = |v: &Value| v["name"].as_str().unwrap_or_default().to_lowercase();
    let mut seen = HashSet::new();
    for (path, v) in items {
        if !seen.insert(default(v)) {
            errors.add(path, code, message);
        }
    }
    let locales: BTreeSet<&str> = items
        .iter()
        .filter_map(|(_, v)| v["name_localizations"].as_object())
        .flat_map(|m| m.keys().map(String::as_str))
        .collect();
    for locale in locales {
        let own = |v: &Value| {
            v["name_localizations"][locale]
                .as_str()
                .map(str::to_lowercase)
        };
        let mut seen: HashMap<String, usize> = HashMap::new();
        for (k, (path, v)) in items.iter().enumerate() {
            let mine = own(v);
            let shown = mine.clone().unwrap_or_else(|| default(v));
            match seen.get(&shown) {
                None => {
                    seen.insert(shown, k);
                }
                Some(&first) => {
                    let (first_path, first_v) = &items[first];
                    if mine.is_some() {
                        errors.add(&at(path, &["name_localizations", locale]), code, message);
                    } else if own(first_v).is_some() {
                        errors.add(
                            &at(first_path, &["name_localizations", locale]),
                            code,
                            message,
                        );
                    }
                    // Neither localised: the same default names, refused above.
                }
            }
        }
    }
}
