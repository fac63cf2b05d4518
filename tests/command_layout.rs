//! The bot's real command list against Discord's registration limits: built as poise registers
//! it (`poise::builtins::create_application_commands`, each `CreateCommand` serialised as
//! serenity sends it), then checked with the same validator the fake Discord uses
//! (tests/support/registration.rs). A list Discord would refuse registers none of the bot's
//! commands, so this fails with Discord's own error lines, e.g.
//! `0.options: Must be 25 or fewer in length.`
//!
//! `cargo test --test command_layout -- --nocapture` prints each command's combined size and
//! option counts.

#[path = "support/registration.rs"]
mod registration;

use serde_json::{json, Value};

/// The JSON array the bot PUTs to `/applications/{app}/commands` (or a guild's).
fn bot_payload() -> Vec<Value> {
    let commands = games_discord::commands::all();
    poise::builtins::create_application_commands(&commands)
        .iter()
        .map(|c| serde_json::to_value(c).expect("a CreateCommand serialises"))
        .collect()
}

fn is_chat_input(command: &Value) -> bool {
    command["type"].is_null() || command["type"] == registration::CHAT_INPUT
}

/// Discord's refusal of `payload`, one line per error with where it points; None if accepted.
fn refusal_report(payload: &[Value]) -> Option<String> {
    let errors = registration::validate_commands(payload).err()?;
    let lines: Vec<String> = registration::error_entries(&errors)
        .iter()
        .map(|e| {
            format!(
                "  {}    [{} at {}]",
                e.line(),
                e.code,
                registration::locate(payload, &e.path)
            )
        })
        .collect();
    Some(format!(
        "Discord would refuse the bot's command registration with 400 {{\"code\": 50035, \
         \"message\": \"Invalid Form Body\"}}, and none of its commands would exist:\n{}",
        lines.join("\n")
    ))
}

#[test]
fn discord_accepts_the_bot_command_registration() {
    let payload = bot_payload();
    assert!(!payload.is_empty(), "the bot registers no command");
    if let Some(report) = refusal_report(&payload) {
        panic!("{report}");
    }
}

/// The report the test above fails with, on a list like the one it once caught: one command
/// with 27 subcommands.
#[test]
fn a_refused_registration_is_reported_in_discord_words() {
    let subcommands: Vec<Value> = (0..27)
        .map(|i| json!({"type": 1, "name": format!("sub{i}"), "description": "A subcommand"}))
        .collect();
    let payload = vec![
        json!({"name": "calcada", "description": "Play Calçada", "options": subcommands}),
        json!({"name": "calcada-admin", "description": "Settings", "options": []}),
    ];
    let report = refusal_report(&payload).expect("27 subcommands are refused");
    assert!(
        report.ends_with(
            "\n  0.options: Must be 25 or fewer in length.    [BASE_TYPE_MAX_LENGTH at /calcada]"
        ),
        "{report}"
    );
    assert_eq!(report.lines().count(), 2, "{report}");
}

#[test]
fn each_command_fits_discord_size_and_option_limits() {
    let payload = bot_payload();
    let chat_input = payload.iter().filter(|c| is_chat_input(c)).count();
    println!(
        "{} commands ({chat_input} chat-input, at most {})",
        payload.len(),
        registration::MAX_CHAT_INPUT_COMMANDS
    );
    let mut over = Vec::new();
    for command in &payload {
        let name = command["name"].as_str().unwrap_or("?");
        let size = registration::command_size(command);
        let (top, deepest) = registration::option_counts(command);
        println!(
            "/{name}: {size} of {} characters (longest localisation of each field), {top} \
             options at the top level, at most {deepest} in a group or subcommand (limit {})",
            registration::MAX_COMMAND_SIZE,
            registration::MAX_OPTIONS
        );
        for option in command["options"].as_array().into_iter().flatten() {
            let inner = option["options"].as_array().map_or(0, Vec::len);
            if option["type"] == registration::SUB_COMMAND_GROUP
                || option["type"] == registration::SUB_COMMAND
            {
                println!(
                    "    {} {}: {} characters, {inner} options",
                    if option["type"] == registration::SUB_COMMAND_GROUP {
                        "group"
                    } else {
                        "subcommand"
                    },
                    option["name"].as_str().unwrap_or("?"),
                    registration::command_size(option),
                );
            }
        }
        if size > registration::MAX_COMMAND_SIZE {
            over.push(format!(
                "/{name}: {size} characters (at most {})",
                registration::MAX_COMMAND_SIZE
            ));
        }
        if top > registration::MAX_OPTIONS {
            over.push(format!(
                "/{name}: {top} options at the top level (at most {})",
                registration::MAX_OPTIONS
            ));
        }
        if deepest > registration::MAX_OPTIONS {
            over.push(format!(
                "/{name}: {deepest} options in one group or subcommand (at most {})",
                registration::MAX_OPTIONS
            ));
        }
    }
    if chat_input > registration::MAX_CHAT_INPUT_COMMANDS {
        over.push(format!("{chat_input} chat-input commands"));
    }
    assert!(
        over.is_empty(),
        "over Discord's limits:\n{}",
        over.join("\n")
    );
}
