//! End to end: the real serenity/poise bot against a fake Discord on 127.0.0.1 that this test
//! starts. Interactions are injected through the fake gateway; the bot's answers are read
//! from the fake's REST records.

#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/harness.rs"]
mod harness;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scratch.rs"]
mod scratch;

use calcada_bots::{Bot, Greedy};
use calcada_rules::{Action, Colour, Space, Step};
use fake_discord::*;
use games_ids::ids::{ChannelId, GuildId};
use games_service::calcada_words::action_words;
use games_store::Store;
use harness::*;
use serde_json::{json, Value};
use std::sync::atomic::Ordering;
use std::time::Duration;

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_whole_two_player_game_over_discord() {
    let mut h = Harness::new("game").await;

    // Registration: both command groups, the admin one restricted to Manage Server.
    let reg = h.fake.registered_commands().remove(0);
    assert_eq!(reg.guild_id, Some(GUILD_ID));
    let names = reg.names();
    assert!(
        names.contains(&"calcada".to_string()) && names.contains(&"calcada-admin".to_string()),
        "{names:?}"
    );
    let admin = reg
        .commands
        .iter()
        .find(|c| c["name"] == "calcada-admin")
        .unwrap();
    assert_eq!(admin["default_member_permissions"], "32");
    for c in &reg.commands {
        assert!(!c["description"].as_str().unwrap_or("").is_empty());
        for sub in c["options"].as_array().unwrap() {
            assert!(
                !sub["description"].as_str().unwrap_or("").is_empty(),
                "{} has no description",
                sub["name"]
            );
            for opt in sub["options"].as_array().cloned().unwrap_or_default() {
                assert!(
                    !opt["description"].as_str().unwrap_or("").is_empty(),
                    "{} has no description",
                    opt["name"]
                );
            }
        }
    }

    // The lobby.
    let cb = h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    assert!(
        !cb.is_ephemeral() && cb.text_contains("opened a game"),
        "{}",
        cb.text()
    );
    let cb = h.slash(&carla(), "start", json!([])).await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("Only the player who opened"),
        "{}",
        cb.text()
    );
    assert!(h
        .slash(&bruno(), "join", json!([]))
        .await
        .text_contains("joined (2/2)"));
    let seen = h.posted();
    let cb = h.slash(&ana(), "start", json!([])).await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("in the channel"),
        "{}",
        cb.text()
    );
    let m = h.channel_message_after(seen).await;
    assert!(m.text().contains("The game starts"), "{}", m.text());
    assert!(has_png(&m.attachments, "table.png"));
    let first = h.user_of(h.game().current());
    assert!(
        pings(&m, first.id),
        "the start pings whoever begins: {}",
        m.text()
    );

    let mut latencies = Vec::new();
    let mut turn = 0;
    let mut old_menu: Option<(Value, String, u64)> = None;
    let mut checked_illegal = false;
    loop {
        let game = h.game();
        let seat = game.current();
        let me = h.user_of(seat);
        let other = h.user_of(1 - seat);
        turn += 1;

        if turn % 5 == 1 {
            // Wrong turn, and someone without a seat: told privately, nothing changes.
            let d = game.legal_declarations();
            let stone = d.first().map_or("1 blue".to_string(), |d| {
                format!("{} {}", d.space, d.colour.key())
            });
            let cb = h
                .slash(&other, "declare", json!([opt_str("stone", &stone)]))
                .await;
            assert!(
                cb.is_ephemeral()
                    && cb.text_contains(&format!("It is {}'s turn", game.player(seat).name())),
                "{}",
                cb.text()
            );
            let cb = h
                .slash(&carla(), "declare", json!([opt_str("stone", &stone)]))
                .await;
            assert!(
                cb.is_ephemeral() && cb.text_contains("no seat"),
                "{}",
                cb.text()
            );
            assert_eq!(h.game(), game, "refusals change nothing");
        }
        if let Some((m, value, message_id)) = old_menu.take() {
            // A menu from an earlier turn is stale.
            let cb = h.click(&me, &m, &value, message_id).await;
            assert!(
                cb.is_ephemeral() && cb.text_contains("earlier moment"),
                "{}",
                cb.text()
            );
        }
        if turn == 12 {
            // The bot restarts mid-game; nothing is lost.
            h.stop_bot().await;
            h.start_bot().await;
            assert_eq!(h.game(), game);
        }

        // Declare, through autocomplete, as a player would.
        let declarations = game.legal_declarations();
        let choices = h.complete(&me, "declare", "stone", "").await;
        // Only legal declarations are offered; with none, every stone, marked as a pass.
        let legal: Vec<String> = if declarations.is_empty() {
            Space::all()
                .flat_map(|s| Colour::ALL.map(|c| (s, c)))
                .filter(|&(s, c)| game.stones(s, c) > 0)
                .map(|(space, colour)| Action::Declare { space, colour }.to_string())
                .collect()
        } else {
            // Autocomplete's values: the moves in the game's notation (`d3Y`).
            declarations
                .iter()
                .map(|d| {
                    let (space, colour) = (d.space, d.colour);
                    Action::Declare { space, colour }.to_string()
                })
                .collect()
        };
        assert_eq!(choices.len(), legal.len().min(25));
        for c in &choices {
            let value = c["value"].as_str().unwrap();
            assert!(legal.iter().any(|l| l == value), "{value} is not legal");
            let label = c["name"].as_str().unwrap();
            assert!(label.contains("declares"));
            assert_eq!(
                label.contains("you pass"),
                declarations.is_empty(),
                "{label}"
            );
        }
        let action = Greedy.choose(&game);
        let (stone, passes) = match action {
            Action::Declare { space, colour } => {
                (format!("{space} {}", colour.key()), declarations.is_empty())
            }
            Action::Nudge { space, colour } => {
                // Bonus first: a nudge, offered by autocomplete too.
                let offered = h.complete(&me, "nudge", "stone", "").await;
                let value = Action::Nudge { space, colour }.to_string();
                assert!(
                    offered.iter().any(|c| c["value"] == value.as_str()),
                    "{offered:?}"
                );
                let cb = h
                    .slash(&me, "nudge", json!([opt_str("stone", &value)]))
                    .await;
                assert!(
                    cb.is_ephemeral() && cb.text_contains("You nudged"),
                    "{}",
                    cb.text()
                );
                continue;
            }
            other => panic!("unexpected {other:?}"),
        };
        let seen = h.posted();
        let cb = h
            .slash(&me, "declare", json!([opt_str("stone", &stone)]))
            .await;
        latencies.push(cb.latency.unwrap());
        if passes {
            assert!(
                cb.is_ephemeral() && cb.text_contains("passed"),
                "{}",
                cb.text()
            );
            let m = h.channel_message_after(seen).await;
            assert!(m.text().contains("passed"), "{}", m.text());
            if h.finished() {
                // A pass can end the game too (a round without placements, or the last
                // turn of the final round).
                assert!(
                    final_card(&m) && has_png(&m.attachments, "final.png"),
                    "{}",
                    m.text()
                );
                break;
            }
            continue;
        }
        assert!(
            cb.is_ephemeral() && cb.text_contains("You declared"),
            "{}",
            cb.text()
        );
        let game = h.game();
        let Step::Place { .. } = game.step() else {
            panic!("declared")
        };
        let placements = game.legal_placements();

        if !checked_illegal {
            // An illegal square: explained, privately.
            let tile = placements[0].tile.symbol.key();
            let wrong = calcada_rules::Square::all()
                .find(|s| {
                    placements[0].squares & s.bit() == 0 && game.player(seat).tile(*s).is_none()
                })
                .unwrap();
            let cb = h
                .slash(
                    &me,
                    "place",
                    json!([opt_str("tile", &format!("{tile} {wrong}"))]),
                )
                .await;
            assert!(cb.is_ephemeral(), "{}", cb.text());
            assert!(
                cb.text_contains("shows") || cb.text_contains("district"),
                "{}",
                cb.text()
            );
            checked_illegal = true;
        }

        let want = action_words(&Greedy.choose(&game));
        let seen = h.posted();
        let cb = if turn % 2 == 0 {
            // Place by clicking the menu the declaration came with.
            let m = menu(&h.fake.wait_callback(cb.interaction_id, T).await)
                .expect("the declaration offers a menu");
            let vals = values(&m);
            // The menu's values: the moves in the game's notation (`pSC3`).
            assert!(vals
                .iter()
                .all(|v| matches!(v.parse(), Ok(Action::Place { .. }))));
            let code = Greedy.choose(&game).to_string();
            let value = if vals.contains(&code) {
                code
            } else {
                vals[0].clone()
            };
            let message_id = cb.message_id.unwrap_or(1);
            let click = h.click(&me, &m, &value, message_id).await;
            old_menu = Some((m, value, message_id));
            click
        } else {
            // Place with the command, through autocomplete.
            let offered = h.complete(&me, "place", "tile", "").await;
            let total: u32 = placements.iter().map(|p| p.squares.count_ones()).sum();
            assert_eq!(offered.len(), (total as usize).min(25));
            let value = want.trim_start_matches("place ").to_string();
            h.slash(&me, "place", json!([opt_str("tile", &value)]))
                .await
        };
        latencies.push(cb.latency.unwrap());
        assert!(
            cb.is_ephemeral() && cb.text_contains("Done:"),
            "the player's answer is private: {}",
            cb.text()
        );
        // The turn itself is one public message, posted by the outbox.
        let m = h.channel_message_after(seen).await;
        let after = Store::open(&h.db)
            .unwrap()
            .with_games(games_service::games())
            .list_games(GuildId(GUILD_ID), true)
            .unwrap()
            .remove(0);
        let game = after.state_of::<calcada_rules::Game>().cloned().unwrap();
        if game.is_over() {
            assert!(final_card(&m), "{:?}", m.embeds);
            assert!(has_png(&m.attachments, "final.png"));
            break;
        }
        assert!(has_png(&m.attachments, "turn.png"), "the turn picture");
        let next = h.user_of(game.current());
        assert!(pings(&m, next.id), "pings who is next: {}", m.text());
        assert!(turn < 300, "the game must end");
    }

    // Ending a finished game is not possible; a non-admin's admin command is refused.
    let cb = h
        .command("calcada-admin", &bruno(), perms::MEMBER, "list", json!([]))
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("Only a server admin"),
        "{}",
        cb.text()
    );
    let cb = h
        .command("calcada-admin", &dora(), perms::ADMIN, "list", json!([]))
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("No games"),
        "{}",
        cb.text()
    );
    assert!(h.fake.unhandled().is_empty(), "{:?}", h.fake.unhandled());
    // Every message the bot wrote says whom it may mention: a name like "@everyone" in a
    // turn message pings nobody.
    for m in h.fake.messages() {
        let writes = m.content.as_deref().is_some_and(|c| !c.is_empty());
        if writes && m.kind != MessageKind::ChannelDelete {
            assert!(m.allowed_mentions.is_some(), "{:?}: {}", m.kind, m.text());
        }
    }

    let ms = |d: Duration| d.as_secs_f64() * 1000.0;
    println!(
        "interaction to callback over {} turn commands: median {:.1} ms, p99 {:.1} ms",
        latencies.len(),
        ms(quantile(latencies.clone(), 0.5)),
        ms(quantile(latencies, 0.99))
    );
    h.stop_bot().await;
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn admins_end_games_players_cannot() {
    let h = Harness::new("admin").await;
    h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "start", json!([])).await;
    h.channel_message_after(0).await;
    let cb = h.slash(&bruno(), "end", json!([])).await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("Only the player who opened"),
        "{}",
        cb.text()
    );
    // Discord hides the admin group from non-admins; the bot checks again anyway.
    let cb = h
        .command("calcada-admin", &bruno(), perms::MEMBER, "end", json!([]))
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("Only"),
        "{}",
        cb.text()
    );
    let cb = h
        .command("calcada-admin", &dora(), perms::ADMIN, "list", json!([]))
        .await;
    assert!(
        cb.is_ephemeral()
            && cb.text_contains(&format!("<#{CHANNEL_ID}>"))
            && cb.text_contains("to play"),
        "{}",
        cb.text()
    );
    let seen = h.posted();
    let cb = h
        .command("calcada-admin", &dora(), perms::ADMIN, "end", json!([]))
        .await;
    assert!(cb.is_ephemeral(), "{}", cb.text());
    let m = h.channel_message_after(seen).await;
    assert!(m.text().contains("ended the game"), "{}", m.text());
    assert!(has_png(&m.attachments, "final.png"));
    // The game stays there to look at, marked as over.
    let cb = h.slash(&ana(), "status", json!([])).await;
    assert!(
        cb.text_contains("This game is over: it was ended"),
        "{}",
        cb.text()
    );
    let cb = h.slash(&ana(), "join", json!([])).await;
    assert!(cb.text_contains("no game in this channel"), "{}", cb.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn slow_players_are_reminded_and_closed_dms_do_not_stop_the_game() {
    let h = Harness::new("remind").await;
    h.slash(
        &ana(),
        "new",
        json!([opt_int("players", 2), opt_int("reminder_hours", 2)]),
    )
    .await;
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "start", json!([])).await;
    let game = h.game();
    let slow = h.user_of(game.current());
    // The slow player asked for DMs, but does not accept them.
    // A malformed option (a string where a choice index belongs) is refused politely.
    let cb = h
        .slash(&slow, "notify", json!([opt_str("how", "Dm")]))
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("nothing was changed"),
        "{}",
        cb.text()
    );
    let cb = h.slash(&slow, "notify", json!([opt_int("how", 1)])).await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("direct message"),
        "{}",
        cb.text()
    );
    h.fake.refuse_dms_for(slow.id);

    h.clock.0.fetch_add(2 * 3600 + 1, Ordering::SeqCst);
    let m = h
        .fake
        .wait_channel_message(
            |m| {
                m.channel_id == CHANNEL_ID
                    && m.content
                        .as_deref()
                        .is_some_and(|c| c.contains("waiting for your move"))
            },
            T,
        )
        .await;
    assert!(m
        .content
        .as_deref()
        .unwrap()
        .contains(&format!("<@{}>", slow.id)));
    let allowed = m.allowed_mentions.clone().unwrap_or_default();
    assert!(
        allowed["users"]
            .as_array()
            .unwrap()
            .iter()
            .any(|u| u.as_str() == Some(&slow.id.to_string())),
        "{allowed}"
    );
    // The DM was tried and refused (50007): not retried; the player's DMs are switched off,
    // with one word in the channel; the game goes on.
    let told = h
        .fake
        .wait_channel_message(
            |m| {
                m.channel_id == CHANNEL_ID
                    && m.content
                        .as_deref()
                        .is_some_and(|c| c.contains("could not send you a direct message"))
            },
            T,
        )
        .await;
    assert!(pings(&told, slow.id), "{}", told.text());
    assert_eq!(h.fake.refused_dms().len(), 1);
    // At most one reminder per interval.
    tokio::time::sleep(Duration::from_millis(500)).await;
    let reminders = h
        .fake
        .channel_messages(CHANNEL_ID)
        .into_iter()
        .filter(|m| {
            m.content
                .as_deref()
                .is_some_and(|c| c.contains("waiting for your move"))
        })
        .count();
    assert_eq!(reminders, 1);
    assert_eq!(
        h.fake.refused_dms().len(),
        1,
        "a refused DM is never retried"
    );
    let store = Store::open(&h.db)
        .unwrap()
        .with_games(games_service::games());
    let stored = store.live_game_in(ChannelId(CHANNEL_ID)).unwrap().unwrap();
    let seat = stored
        .seats
        .iter()
        .find(|s| s.user.map(|u| u.0) == Some(slow.id))
        .unwrap();
    assert!(!seat.notify_dm, "DMs are off for that player now");
    let d = game.legal_declarations()[0];
    let cb = h
        .slash(
            &slow,
            "declare",
            json!([opt_str("stone", &format!("{} {}", d.space, d.colour.key()))]),
        )
        .await;
    assert!(cb.text_contains("You declared"), "{}", cb.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_slow_answer_is_deferred_then_delivered() {
    let h = Harness::new("defer").await;
    h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    h.slash(&bruno(), "join", json!([])).await;
    // Another writer holds the database for 2.5 s (SQLite's busy timeout is 5 s), longer
    // than the bot may wait before answering Discord.
    let db = h.db.clone();
    let (locked_tx, locked_rx) = std::sync::mpsc::channel();
    let holder = std::thread::spawn(move || {
        let conn = rusqlite::Connection::open(&db).unwrap();
        conn.execute_batch("BEGIN IMMEDIATE").unwrap();
        locked_tx.send(()).unwrap();
        std::thread::sleep(Duration::from_millis(2500));
        conn.execute_batch("COMMIT").unwrap();
    });
    locked_rx.recv().unwrap();
    let id = h.id();
    h.fake.interact(slash_command(
        id,
        "calcada",
        json!([subcommand("start", json!([]))]),
        &ana(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    // The fake refuses callbacks after 3 s, as Discord does: this one is in time.
    let cb = h.fake.wait_callback(id, T).await;
    assert!(
        cb.accepted() && cb.kind == 5 && cb.is_ephemeral(),
        "a private 'thinking…' first"
    );
    // Then the public answer, in the channel, and a word to the caller.
    let m = h
        .fake
        .wait_channel_message(
            |m| {
                m.content
                    .as_deref()
                    .is_some_and(|c| c.contains("The game starts"))
            },
            T,
        )
        .await;
    assert!(m.attachments.iter().any(|a| a.filename == "table.png"));
    h.fake
        .wait_interaction_message(
            id,
            |m| {
                m.content
                    .as_deref()
                    .is_some_and(|c| c.contains("in the channel"))
            },
            T,
        )
        .await;
    holder.join().unwrap();
    assert_eq!(h.game().round(), 1, "the game started, once");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn every_interaction_gets_an_answer_even_from_an_older_client() {
    let h = Harness::new("outdated").await;
    let outdated =
        |cb: &Callback| cb.accepted() && cb.is_ephemeral() && cb.text_contains("has changed");
    // A subcommand this version does not have (a client's cached command list).
    let id = h.id();
    h.fake.interact(slash_command(
        id,
        "calcada",
        json!([subcommand("teleport", json!([]))]),
        &ana(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let cb = h.fake.wait_callback(id, T).await;
    assert!(outdated(&cb), "{:?} {}", cb.kind, cb.text());
    // A whole command that no longer exists.
    let id = h.id();
    h.fake.interact(slash_command(
        id,
        "calcada-old",
        json!([]),
        &ana(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    assert!(outdated(&h.fake.wait_callback(id, T).await));
    // A button of an older format, or another bot's.
    for custom_id in [
        "calcada-v0:declare:3",
        "someone-else:42",
        "calcada:not-a-number",
    ] {
        let id = h.id();
        h.fake.interact(component(
            id,
            custom_id,
            None,
            1,
            &ana(),
            CHANNEL_ID,
            Some(GUILD_ID),
            perms::MEMBER,
        ));
        let cb = h.fake.wait_callback(id, T).await;
        assert!(outdated(&cb), "{custom_id}: {}", cb.text());
    }
    // Autocomplete for an unknown subcommand, and for an option that has none (now).
    for (sub, option, kind) in [("teleport", "where", 3), ("history", "last", 4)] {
        let id = h.id();
        h.fake.interact(autocomplete(
            id,
            "calcada",
            json!([subcommand(sub, json!([opt_focused(kind, option, "")]))]),
            &ana(),
            CHANNEL_ID,
            Some(GUILD_ID),
            perms::MEMBER,
        ));
        let cb = h.fake.wait_callback(id, T).await;
        assert_eq!(cb.kind, 8, "{sub}: an autocomplete answer");
        assert!(
            cb.choices[0]["name"]
                .as_str()
                .unwrap()
                .contains("has changed"),
            "{sub}: {:?}",
            cb.choices
        );
    }
    // The shapes of the layout before the commands of a turn became top-level: a client
    // that cached them gets the same private answer, and nothing happens.
    for (sub, options) in [
        ("turn", json!([])),
        ("declare", json!([opt_str("stone", "3 yellow")])),
        ("settings", json!([opt_str("time_zone", "Europe/Lisbon")])),
    ] {
        let id = h.id();
        h.fake.interact(slash_command(
            id,
            "calcada",
            json!([subcommand(sub, options)]),
            &ana(),
            CHANNEL_ID,
            Some(GUILD_ID),
            perms::MEMBER,
        ));
        let cb = h.fake.wait_callback(id, T).await;
        assert!(outdated(&cb), "/calcada {sub}: {}", cb.text());
    }
    // Options the command does not have (found by a fuzzer: `/calcada new` with two unknown
    // options opened a game with default settings): refused, no game opened.
    let id = h.id();
    h.fake.interact(slash_command(
        id,
        "calcada",
        json!([subcommand(
            "new",
            json!([opt_int("board_size", 9), opt_str("mode", "blitz")])
        )]),
        &ana(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let cb = h.fake.wait_callback(id, T).await;
    assert!(outdated(&cb), "unknown options: {}", cb.text());
    let status = h.slash(&ana(), "status", json!([])).await;
    assert!(status.text_contains("no game"), "{}", status.text());
    // One known option beside an unknown one is refused too; the known alone works.
    let id = h.id();
    h.fake.interact(slash_command(
        id,
        "calcada",
        json!([subcommand(
            "new",
            json!([opt_int("players", 2), opt_bool("ranked", true)])
        )]),
        &ana(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    assert!(outdated(&h.fake.wait_callback(id, T).await));
    let opened = h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    assert!(!outdated(&opened), "{}", opened.text());
    assert!(h.fake.unhandled().is_empty(), "{:?}", h.fake.unhandled());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_dm_channel_refused_at_opening_is_final() {
    let h = Harness::new("dmopen").await;
    h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "notify", json!([opt_int("how", 1)])).await;
    h.slash(&bruno(), "notify", json!([opt_int("how", 1)]))
        .await;
    h.fake.refuse_dm_channels_for(ana().id);
    h.fake.refuse_dm_channels_for(bruno().id);
    h.slash(&ana(), "start", json!([])).await;
    let first = h.user_of(h.game().current());
    let told = h
        .fake
        .wait_channel_message(
            |m| m.text().contains("could not send you a direct message"),
            T,
        )
        .await;
    assert!(pings(&told, first.id), "{}", told.text());
    // Given time for retries: the DM channel was asked for once, the word said once.
    tokio::time::sleep(Duration::from_millis(600)).await;
    let opened = h
        .fake
        .requests()
        .iter()
        .filter(|r| r.method == "POST" && r.path.ends_with("/users/@me/channels"))
        .count();
    assert_eq!(opened, 1, "50007 is final, not retried");
    let words = h
        .fake
        .channel_messages(CHANNEL_ID)
        .iter()
        .filter(|m| m.text().contains("could not send you a direct message"))
        .count();
    assert_eq!(words, 1);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_record_of_the_channels_game_is_attached_privately() {
    let h = Harness::new("record").await;
    h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "start", json!([])).await;
    let cb = h.slash(&bruno(), "record", json!([])).await;
    assert!(cb.is_ephemeral(), "{}", cb.text());
    let file = cb
        .attachments
        .iter()
        .find(|a| a.filename.ends_with(".json"))
        .unwrap_or_else(|| panic!("no record attached: {}", cb.text()));
    let record = calcada_record::Record::from_json(std::str::from_utf8(&file.bytes).unwrap())
        .expect("a record");
    // Running: no seed (it would reveal the stacks), but the seal is there.
    assert_eq!(record.seed, None);
    assert!(record.commitment.is_some());
    assert!(cb.text_contains("still running"), "{}", cb.text());
    // A game number that is not this server's is refused.
    let cb = h
        .slash(&bruno(), "record", json!([opt_int("game", 999)]))
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("no game #999"),
        "{}",
        cb.text()
    );
}

/// Ana and Bruno play a two-player game in `channel` to its end, greedy moves, straight
/// through the service on the bot's own database (the bot is running meanwhile).
fn two_play_to_the_end(
    h: &Harness,
    clock: std::sync::Arc<dyn games_service::Clock>,
    channel: ChannelId,
) {
    use games_service::{Caller, Command, MadeFor, Seeds, Service};
    let (service, _) = Service::open(&h.db, clock, Seeds::Random).expect("the bot's database");
    let who = |u: &TestUser| {
        Caller::new(
            GuildId(GUILD_ID),
            channel,
            games_ids::ids::UserId(u.id),
            &u.username,
        )
    };
    let new = Command::NewGame {
        game: None,
        board: None,
        max_players: Some(2),
        bots: vec![],
        reminder_hours: None,
        bot_takes_over_after: None,
        lang: None,
        hints: None,
        stand_in: None,
        clock: Default::default(),
    };
    service.handle(&who(&ana()), new).unwrap();
    service.handle(&who(&bruno()), Command::Join).unwrap();
    service.handle(&who(&ana()), Command::Start).unwrap();
    while let Some(g) = service.live_game(channel).unwrap() {
        let game = g.state_of::<calcada_rules::Game>().cloned().unwrap();
        let user = if game.current() == 0 { ana() } else { bruno() };
        let act = Command::Move {
            text: Greedy.choose(&game).to_string(),
            version: None,
            made_for: MadeFor::Now,
            confirmed: false,
        };
        service.handle(&who(&user), act).unwrap();
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn the_leaderboard_and_a_players_stats_over_discord() {
    let h = Harness::new("leaderboard").await;
    // A game played to its end in another channel of this server.
    let clock = std::sync::Arc::new(games_service::SystemClock);
    two_play_to_the_end(&h, clock, ChannelId(CHANNEL_ID + 1));
    let cb = h.slash(&carla(), "leaderboard", json!([])).await;
    assert!(cb.is_ephemeral(), "{}", cb.text());
    assert!(
        cb.text_contains("1. ") && cb.text_contains("ana") && cb.text_contains("bruno"),
        "{}",
        cb.text()
    );
    let id = h.id();
    let mut interaction = slash_command(
        id,
        "calcada",
        json!([subcommand("stats", json!([opt_user("player", ana().id)]))]),
        &carla(),
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    );
    resolve_user(&mut interaction, &ana(), perms::MEMBER);
    h.fake.interact(interaction);
    let cb = h.fake.wait_callback(id, T).await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("ana") && cb.text_contains("Best game"),
        "{}",
        cb.text()
    );
    let cb = h.slash(&carla(), "stats", json!([])).await;
    assert!(cb.text_contains("No finished game"), "{}", cb.text());
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn settings_away_and_a_ping_held_until_quiet_hours_end() {
    use games_service::{Caller, Command, MadeFor, Seeds, Service, SystemClock};
    use std::sync::atomic::Ordering;
    let h = Harness::new("quiet").await;
    let night = 1_780_272_000 + 23 * 3600; // 2026-06-01 23:00 UTC
    h.clock.0.store(night - 3 * 3600, Ordering::SeqCst);
    h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "start", json!([])).await;
    let game = h.game();
    let (first, other) = if game.current() == 0 {
        (ana(), bruno())
    } else {
        (bruno(), ana())
    };
    let cb = h
        .slash(
            &other,
            "settings",
            json!([opt_str("time_zone", "UTC"), opt_str("quiet", "22:00-08:00")]),
        )
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("22:00-08:00"),
        "{}",
        cb.text()
    );
    let cb = h
        .slash(
            &other,
            "settings",
            json!([opt_str("time_zone", "Mars/Olympus")]),
        )
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("Mars/Olympus"),
        "{}",
        cb.text()
    );
    // Away and back.
    let cb = h
        .slash(&other, "away", json!([opt_str("until", "2026-06-03")]))
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("away until"),
        "{}",
        cb.text()
    );
    let cb = h.slash(&first, "status", json!([])).await;
    assert!(cb.text_contains("away until"), "{}", cb.text());
    let cb = h.slash(&other, "back", json!([])).await;
    assert!(cb.text_contains("Welcome back"), "{}", cb.text());

    // At 23:00 the first player plays (straight through the service on the bot's file).
    h.clock.0.store(night, Ordering::SeqCst);
    let (service, _) = Service::open(&h.db, std::sync::Arc::new(SystemClock), Seeds::Random)
        .expect("the bot's database");
    let who = Caller::new(
        GuildId(GUILD_ID),
        ChannelId(CHANNEL_ID),
        games_ids::ids::UserId(first.id),
        &first.username,
    );
    let seen = h.posted();
    while h.game().current() == game.current() {
        let action = Greedy.choose(&h.game());
        let act = Command::Move {
            text: action.to_string(),
            version: None,
            made_for: MadeFor::Now,
            confirmed: false,
        };
        service.handle(&who, act).unwrap();
    }
    let turn = h.channel_message_after(seen).await;
    assert!(!pings(&turn, other.id), "no ping at 23:00: {}", turn.text());
    // 08:00: the ping comes, once.
    h.clock.0.store(night + 9 * 3600, Ordering::SeqCst);
    let ping = h.channel_message_after(seen + 1).await;
    assert!(pings(&ping, other.id), "{}", ping.text());
    tokio::time::sleep(Duration::from_millis(400)).await;
    let pinged = h
        .fake
        .channel_messages(CHANNEL_ID)
        .iter()
        .filter(|m| pings(m, other.id))
        .count();
    assert_eq!(pinged, 1, "{}", h.fake.summary());
}

/// The last player of a game of Hard bots leaves: the answer comes at once (within Discord's
/// 3 seconds, which the fake enforces), the bots play the rest in the background one turn
/// at a time while other commands are answered, and the channel gets the final card once.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_leave_from_a_game_of_hard_bots_is_answered_at_once() {
    let h = Harness::new("hard-leave").await;
    h.slash(&ana(), "new", json!([opt_int("players", 3)])).await;
    for _ in 0..2 {
        // Hard is the second choice.
        let cb = h.slash(&ana(), "bot", json!([opt_int("kind", 1)])).await;
        assert!(cb.text_contains("Search bot"), "{}", cb.text());
    }
    h.slash(&ana(), "start", json!([])).await;
    h.channel_message_after(0).await;
    let moves = || {
        let store = Store::open(&h.db)
            .unwrap()
            .with_games(games_service::games());
        let g = store.list_games(GuildId(GUILD_ID), true).unwrap().remove(0);
        (g.moves, g.status)
    };
    let (at_leave, _) = moves();
    let seen = h.posted();
    let cb = h.slash(&ana(), "leave", json!([])).await;
    assert!(cb.is_ephemeral(), "{}", cb.text());
    // The bots play after the answer, not inside it: other commands are answered meanwhile.
    let cb = h.slash(&bruno(), "status", json!([])).await;
    assert!(cb.accepted(), "{:?}", cb.error);
    let (during, status) = moves();
    assert_eq!(
        status,
        games_store::GameStatus::Running,
        "still being played"
    );
    assert!(during >= at_leave);
    let left = h.channel_message_after(seen).await;
    assert!(left.text().contains("left: a bot plays"), "{}", left.text());
    let end = tokio::time::timeout(Duration::from_secs(120), async {
        loop {
            let all = h.fake.channel_messages(CHANNEL_ID);
            if let Some(m) = all[seen..].iter().find(|m| final_card(m)) {
                return m.clone();
            }
            tokio::time::sleep(Duration::from_millis(50)).await;
        }
    })
    .await
    .expect("the bots finish the game");
    assert!(has_png(&end.attachments, "final.png"));
    assert!(h.finished());
    let finals = h.fake.channel_messages(CHANNEL_ID)[seen..]
        .iter()
        .filter(|m| final_card(m))
        .count();
    assert_eq!(finals, 1, "one final card");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn names_show_literally_in_public_messages_and_cards() {
    // Display names full of Discord's Markdown and mentions, each with what Discord must be
    // sent for it to show exactly as typed (and ping nobody).
    let names = [
        (
            ana().global_name("**Ana** <@123> @everyone"),
            "\\*\\*Ana\\*\\* \\<@\u{200B}123\\> @\u{200B}everyone",
        ),
        (
            bruno().global_name("# __Br__ ||x|| [y](http://z)"),
            "\\# \\_\\_Br\\_\\_ \\|\\|x\\|\\| \\[y\\]\\(http\\://z\\)",
        ),
        (
            carla().global_name("-# ~~Carla~~ `c` > q"),
            "\\-\\# \\~\\~Carla\\~\\~ \\`c\\` \\> q",
        ),
    ];
    let literal = |text: &str| {
        for (user, escaped) in &names {
            let raw = user.global_name.as_deref().unwrap();
            assert!(!text.contains(raw), "{raw} unescaped in: {text}");
            assert!(text.contains(escaped), "{escaped} missing in: {text}");
        }
        assert!(
            !text.contains("@everyone") && !text.contains("<@123>"),
            "{text}"
        );
    };
    let h = Harness::new("markdown").await;
    let [(ana, _), (bruno, _), (carla, _)] = &names;
    let opened = h.slash(ana, "new", json!([opt_int("players", 3)])).await;
    assert!(!opened.is_ephemeral(), "{}", opened.text());
    // The catalogue's own Markdown is left alone: the command stays a code span.
    assert!(
        opened.text().contains("`/calcada join`"),
        "{}",
        opened.text()
    );
    assert!(opened.text().contains(names[0].1), "{}", opened.text());
    let joined = h.slash(bruno, "join", json!([])).await;
    assert!(joined.text().starts_with(names[1].1), "{}", joined.text());
    h.slash(carla, "join", json!([])).await;

    let seen = h.posted();
    h.slash(ana, "start", json!([])).await;
    let start = h.channel_message_after(seen).await;
    // Everyone's name in the seat order; the ping itself is a real mention, for one user.
    literal(start.text());
    let first = h.user_of(h.game().current());
    assert!(pings(&start, first.id), "{}", start.text());

    let seen = h.posted();
    h.slash(ana, "end", json!([])).await;
    let end = h.channel_message_after(seen).await;
    assert!(end.text().starts_with(names[0].1), "{}", end.text());
    let card = end.embeds.first().expect("the scores' card");
    let title = card["title"].as_str().unwrap();
    assert_eq!(title, format!("{} ended the game", names[0].1));
    // One field a player, headed by their rank and name.
    let heads: Vec<String> = card["fields"]
        .as_array()
        .unwrap()
        .iter()
        .map(|f| f["name"].as_str().unwrap().to_string())
        .collect();
    literal(&heads.join("\n"));
    assert!(heads[0].starts_with("1. "), "{heads:?}");
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn typed_text_is_quoted_back_as_a_short_cut_excerpt() {
    // Discord lets an option carry up to 6,000 characters: the answer quotes 80 of them, cut
    // between two characters, with an ellipsis.
    let h = Harness::new("quotes").await;
    h.slash(&ana(), "new", json!([opt_int("players", 2)])).await;
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "start", json!([])).await;
    let excerpt = |unit: &str| format!("{}…", unit.repeat(80));
    for (sub, option, unit) in [
        ("settings", "time_zone", "Ö"),
        ("settings", "quiet", "ű"),
        ("board", "player", "🧱"),
        ("away", "until", "9"),
    ] {
        let cb = h
            .slash(&ana(), sub, json!([opt_str(option, &unit.repeat(2000))]))
            .await;
        let text = cb.text();
        assert!(cb.is_ephemeral(), "{sub} {option}: {text}");
        assert!(text.contains(&excerpt(unit)), "{sub} {option}: {text}");
        assert!(!text.contains(&unit.repeat(81)), "{sub} {option}: {text}");
        assert!(text.chars().count() < 400, "{sub} {option}: {text}");
    }
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_replay_steps_through_a_finished_game_in_the_same_private_message() {
    let h = Harness::new("replay").await;
    // A game played to its end in this channel.
    two_play_to_the_end(&h, h.clock.clone(), ChannelId(CHANNEL_ID));

    // Carla did not play: a finished game is anyone's to replay. It opens at the start.
    let cb = h.slash(&carla(), "replay", json!([])).await;
    assert_eq!(cb.kind, 4, "a new message");
    assert!(cb.is_ephemeral(), "only Carla sees it");
    assert!(cb.text_contains("Turn 0 of"), "{}", cb.text());
    assert!(has_png(&cb.attachments, "replay.png"));
    let message = cb.message_id.expect("the replay is a message");
    let button = |cb: &Callback, step: &str| {
        control(&cb.components, &format!(":{step}"))
            .unwrap_or_else(|| panic!("no {step} button: {:?}", cb.components))
    };
    assert_eq!(button(&cb, "s")["disabled"], true, "at the start already");
    assert_eq!(button(&cb, "b")["disabled"], true);
    assert_ne!(button(&cb, "f")["disabled"], true);

    // ▶: the same message now shows turn 1.
    let forward = custom_id(&button(&cb, "f"));
    let cb = h.press(&carla(), &forward, None, message).await;
    assert_eq!(cb.kind, 7, "the message is updated: {}", cb.text());
    assert_eq!(cb.message_id, Some(message));
    assert!(cb.text_contains("Turn 1 of"), "{}", cb.text());
    assert!(has_png(&cb.attachments, "replay.png"));
    assert_ne!(button(&cb, "b")["disabled"], true);

    // ⏭: the last turn, the game's end; nothing further.
    let end = custom_id(&button(&cb, "e"));
    let cb = h.press(&carla(), &end, None, message).await;
    assert_eq!(cb.kind, 7, "the message is updated: {}", cb.text());
    assert_eq!(cb.message_id, Some(message));
    let heading = cb.text().lines().next().unwrap().to_string();
    let (turn, of) = heading
        .split("Turn ")
        .nth(1)
        .and_then(|t| t.split_once(" of "))
        .unwrap_or_else(|| panic!("{heading}"));
    assert_eq!(turn, of, "{heading}");
    assert!(cb.text_contains("the game is over"), "{}", cb.text());
    assert_eq!(button(&cb, "f")["disabled"], true);
    assert_eq!(button(&cb, "e")["disabled"], true);

    // A button we cannot read, and one of a game that is not there: told privately.
    let cb = h
        .press(&carla(), "calcada:replay:x:1:f", None, message)
        .await;
    assert!(cb.is_ephemeral(), "{}", cb.text());
    assert!(
        cb.text_contains("cannot read this replay button"),
        "{}",
        cb.text()
    );
    let cb = h
        .press(&carla(), "calcada:replay:999:1:f", None, message)
        .await;
    assert!(cb.text_contains("no game #999"), "{}", cb.text());
    assert!(cb.components.is_empty() && cb.attachments.is_empty());
}

// ## turn clock (issue 26)

/// A game opened over Discord with a turn clock: the start message and the status show each
/// player's time left, which runs down for the player to move; an admin's pause shows in the
/// status and stops it; a member may not pause.
#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_turn_clock_chosen_at_new_shows_the_time_left_and_an_admin_pauses_it() {
    let h = Harness::new("turn-clock").await;
    let cb = h
        .slash(
            &ana(),
            "new",
            json!([
                opt_int("players", 2),
                opt_int("clock_days", 2),
                opt_int("clock_bonus_hours", 12)
            ]),
        )
        .await;
    assert!(
        cb.text_contains("Turn clock: 2d 0h per player, 12h more after each turn."),
        "{}",
        cb.text()
    );
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "start", json!([])).await;
    let m = h.channel_message_after(0).await;
    assert!(
        m.text().contains("Time left: ana 2d 0h, bruno 2d 0h"),
        "{}",
        m.text()
    );
    h.clock.0.fetch_add(5 * 3600, Ordering::SeqCst);
    let cb = h.slash(&ana(), "status", json!([])).await;
    assert!(
        cb.text_contains("1d 19h") && cb.text_contains("2d 0h"),
        "{}",
        cb.text()
    );
    let cb = h
        .command("calcada-admin", &bruno(), perms::MEMBER, "pause", json!([]))
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("Only"),
        "{}",
        cb.text()
    );
    let cb = h
        .command("calcada-admin", &dora(), perms::ADMIN, "pause", json!([]))
        .await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("paused"),
        "{}",
        cb.text()
    );
    h.clock.0.fetch_add(3 * 86_400, Ordering::SeqCst);
    let cb = h.slash(&ana(), "status", json!([])).await;
    assert!(
        cb.text_contains("paused this server's games") && cb.text_contains("1d 19h"),
        "{}",
        cb.text()
    );
}
