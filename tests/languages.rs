//! Four languages end to end, against the fake Discord: every registered command, option and
//! choice carries German, French and Hungarian names and descriptions; a German and a
//! Hungarian player in a French-language game each read their own language in private
//! answers and French in everything the channel reads. Expected sentences are worded by the
//! catalogue itself, so the test holds whatever the translators write, and it checks that
//! the four wordings differ.

#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/harness.rs"]
mod harness;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scratch.rs"]
mod scratch;

use calcada_rules::RuleError;
use fake_discord::*;
use games_messages::{rule_error, say, say_as, Lang, Markup, Msg};
use harness::*;
use serde_json::{json, Value};

const OTHERS: [&str; 3] = ["de", "fr", "hu"];

/// `what` carries a localisation for each of de, fr, hu under `field`, none empty and (for
/// names) lowercase without spaces, as Discord requires.
fn assert_localised(what: &Value, field: &str, path: &str) {
    let map = what[field]
        .as_object()
        .unwrap_or_else(|| panic!("{path} has no {field}: {what}"));
    for code in OTHERS {
        let text = map
            .get(code)
            .and_then(Value::as_str)
            .unwrap_or_else(|| panic!("{path}: no {field} for {code}"));
        assert!(
            !text.is_empty() && text.chars().count() <= 100,
            "{path} {code}: {text:?}"
        );
        if field == "name_localizations" && !path.contains("choice") {
            assert!(
                text.chars().count() <= 32 && !text.contains(' ') && text.to_lowercase() == text,
                "{path} {code}: {text:?} is not a valid command name"
            );
        }
    }
}

fn check_options(options: &[Value], path: &str, count: &mut usize) {
    for o in options {
        let p = format!("{path} {}", o["name"].as_str().unwrap());
        assert_localised(o, "name_localizations", &p);
        assert_localised(o, "description_localizations", &p);
        *count += 1;
        for c in o["choices"].as_array().cloned().unwrap_or_default() {
            let cp = format!("{p} choice {}", c["name"]);
            assert_localised(&c, "name_localizations", &cp);
            *count += 1;
        }
        if let Some(sub) = o["options"].as_array() {
            check_options(sub, &p, count);
        }
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_command_option_and_choice_is_registered_in_four_languages() {
    let h = Harness::new("lang-register").await;
    let reg = h.fake.registered_commands().remove(0);
    let mut count = 0;
    for c in &reg.commands {
        let name = c["name"].as_str().unwrap().to_string();
        assert_localised(c, "name_localizations", &name);
        assert_localised(c, "description_localizations", &name);
        let options = c["options"].as_array().cloned().unwrap_or_default();
        check_options(&options, &name, &mut count);
    }
    // Subcommands, their options and the choices: far more than a handful.
    assert!(count > 40, "only {count} options and choices were checked");
    // English descriptions come from the catalogue too.
    let calcada = reg.command("calcada").unwrap();
    let en = calcada["description"].as_str().unwrap();
    let de = calcada["description_localizations"]["de"].as_str().unwrap();
    assert_ne!(en, de, "German must not be English");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_german_and_a_hungarian_player_in_a_french_game() {
    let h = Harness::new("lang-game").await;
    let ana = ana().locale("de");
    let bruno = bruno().locale("hu");

    // Ana (German client) opens a French game: the channel reads French.
    let cb = h
        .slash(
            &ana,
            "new",
            json!([opt_int("players", 2), opt_int("language", 2)]),
        )
        .await;
    let opened = say_as(
        Lang::Fr,
        Markup::Discord,
        &Msg::Opened {
            creator: "ana".into(),
            board: "A".into(),
            max: 2,
        },
    );
    assert!(!cb.is_ephemeral(), "{}", cb.text());
    assert!(
        cb.text().contains(&opened),
        "{:?} lacks {opened:?}",
        cb.text()
    );
    // The commands it names are the ones a French client shows.
    assert!(
        opened.contains("`/calcada rejoindre`") && opened.contains("`/calcada commencer`"),
        "{opened}"
    );
    let english = say(
        Lang::En,
        &Msg::Opened {
            creator: "ana".into(),
            board: "A".into(),
            max: 2,
        },
    );
    assert_ne!(opened, english, "French must not be English");

    // Bruno (Hungarian client) joins: public, so French.
    let cb = h.slash(&bruno, "join", json!([])).await;
    let joined = say(
        Lang::Fr,
        &Msg::Joined {
            name: "bruno".into(),
            seated: 2,
            max: 2,
        },
    );
    assert!(
        cb.text().contains(&joined),
        "{:?} lacks {joined:?}",
        cb.text()
    );

    // Bruno may not start: a private refusal in Hungarian.
    let cb = h.slash(&bruno, "start", json!([])).await;
    let refusal = say(Lang::Hu, &Msg::NotCreatorOrAdmin);
    assert!(
        cb.is_ephemeral() && cb.text().contains(&refusal),
        "{}",
        cb.text()
    );
    assert_ne!(refusal, say(Lang::En, &Msg::NotCreatorOrAdmin));

    // Ana starts: her private answer is German; the turn message French.
    let seen = h.posted();
    let cb = h.slash(&ana, "start", json!([])).await;
    let posted = say(Lang::De, &Msg::PostedInChannel);
    assert!(
        cb.is_ephemeral() && cb.text().contains(&posted),
        "{}",
        cb.text()
    );
    let game = h.game();
    let first = game.player(game.current()).name().to_string();
    let m = h.channel_message_after(seen).await;
    let turn_of = say(
        Lang::Fr,
        &Msg::TurnOf {
            name: first.clone().into(),
        },
    );
    assert!(
        m.text().contains(&turn_of),
        "{:?} lacks {turn_of:?}",
        m.text()
    );

    // Whoever does not have the turn tries to declare: refused in their own language.
    let (waiting, lang) = if first == "ana" {
        (&bruno, Lang::Hu)
    } else {
        (&ana, Lang::De)
    };
    let position = |g: calcada_rules::Game| (g.current(), g.step(), g.round());
    let before = position(h.game());
    let cb = h
        .slash(waiting, "declare", json!([opt_str("stone", "1 yellow")]))
        .await;
    let refused = say(
        lang,
        &rule_error(&RuleError::NotYourTurn {
            current: first.clone(),
        }),
    );
    assert!(
        cb.is_ephemeral() && cb.text().contains(&refused),
        "{} lacks {refused}",
        cb.text()
    );
    assert_eq!(position(h.game()), before, "a refusal changes nothing");

    // The host switches the game to Hungarian: from now on the channel reads Hungarian.
    let cb = h
        .slash(&ana, "language", json!([opt_int("language", 3)]))
        .await;
    let set = say(
        Lang::Hu,
        &Msg::LanguageSet {
            language: Box::new(Msg::LanguageName { code: "hu".into() }),
        },
    );
    assert!(cb.text().contains(&set), "{:?} lacks {set:?}", cb.text());
    // Bruno may not change it.
    let cb = h
        .slash(&bruno, "language", json!([opt_int("language", 0)]))
        .await;
    assert!(
        cb.is_ephemeral() && cb.text().contains(&refusal),
        "{}",
        cb.text()
    );
}
