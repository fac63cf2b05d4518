//! A rematch (issue 47) through the service, on a real SQLite file and on PostgreSQL where
//! the tests run it, with a clock the test moves: a game of two people and a bot played to its
//! end; its final message carries the Rematch button; the first acceptance names who is still
//! awaited, a second click and a non-player change nothing; a channel busy with another game
//! is said; then the last acceptance, clicked twice at once on two services sharing the
//! database, opens exactly one game with the same seats (the bot kept) and options, a new
//! seed, started. An offer someone accepted lapses a day after the game ended: the channel is
//! told once, and later clicks are refused. And over the fake Discord (the real bot on
//! 127.0.0.1): the final message carries the button, both players click it, and the new
//! game's turn message arrives in the channel.

#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/harness.rs"]
mod harness;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/postgres.rs"]
mod postgres_server;
#[path = "support/scratch.rs"]
mod scratch;

#[path = "support/rematch.rs"]
mod world;

use calcada_bots::{Bot, BotLevel, Greedy};
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_service::{Caller, Command, MadeFor, Reply, Seeds, Service};
use games_store::{GameStatus, Location, NoticeKind, Store};
use std::sync::atomic::Ordering;
use world::*;

#[test]
fn every_human_accepts_and_one_game_opens_with_the_same_seats_and_settings() {
    for at in locations("rematch_opens") {
        let w = World::at(&at);
        let first = w.play_to_the_end();
        let button = w.rematch_button(first);
        assert_eq!(button, format!("rm:{}", first.0));

        // Carla played no seat: refused, nothing recorded.
        let r = w.click(&carla(), &button);
        assert!(r.refused && r.private, "{}", r.text);
        assert!(r.text.contains("Only the players"), "{}", r.text);
        assert_eq!(w.store.rematch_offer(first).unwrap(), None);
        // A forged number (no such game) and an id that does not read: refused, nothing done.
        for bad in ["rm:999", "rm:x1"] {
            let r = w.click(&ana(), bad);
            assert!(
                r.refused && r.private && r.text.contains("no game"),
                "{}",
                r.text
            );
        }

        // Ana accepts: Bruno is still awaited, by name.
        let r = w.click(&ana(), &button);
        assert!(!r.refused && r.private, "{}", r.text);
        assert!(r.text.contains("Still waiting for: Bruno."), "{}", r.text);
        // Her second click changes nothing and says so.
        let r = w.click(&ana(), &button);
        assert!(r.refused && r.private, "{}", r.text);
        assert!(
            r.text.contains("already accepted") && r.text.contains("Bruno"),
            "{}",
            r.text
        );
        assert_eq!(offer(&w, first).accepted, vec![UserId(1)]);

        // Carla opens a game here meanwhile: Bruno's acceptance is kept, the rematch cannot
        // open, and he is told why.
        let r = w.run(&carla(), new_game());
        assert!(!r.refused, "{}", r.text);
        let lobby = w.store.live_game_in(CHANNEL).unwrap().unwrap().id;
        let r = w.click(&bruno(), &button);
        assert!(r.refused && r.private, "{}", r.text);
        assert!(
            r.text
                .contains(&format!("already has a game (#{})", lobby.0)),
            "{}",
            r.text
        );
        assert_eq!(offer(&w, first).accepted, vec![UserId(1), UserId(2)]);
        assert_eq!(offer(&w, first).opened, None);
        assert_eq!(w.store.count_games().unwrap(), 2);
        // A game not over yet is no game to rematch.
        let r = w.click(&ana(), &format!("rm:{}", lobby.0));
        assert!(r.refused && r.text.contains("not over yet"), "{}", r.text);
        // A number forged to name another channel's game: refused, nothing done.
        let elsewhere = Caller {
            channel: ChannelId(21),
            ..carla()
        };
        assert!(!w.run(&elsewhere, new_game()).refused);
        let there = w.store.live_game_in(ChannelId(21)).unwrap().unwrap().id;
        let r = w.click(&ana(), &format!("rm:{}", there.0));
        assert!(
            r.refused && r.text.contains("no game of this channel"),
            "{}",
            r.text
        );
        // Carla closes her lobby.
        assert!(!w.run(&carla(), Command::Leave).refused);
        let r = w.click(&ana(), &format!("rm:{}", lobby.0));
        assert!(
            r.refused && r.text.contains("was ended early"),
            "{}",
            r.text
        );

        // Bruno clicks again, twice at once, on two services sharing the database: one game.
        let replies: Vec<Reply> = std::thread::scope(|scope| {
            let handles: Vec<_> = w
                .services
                .iter()
                .map(|s| scope.spawn(move || s.handle(&bruno(), click_of(first)).unwrap()))
                .collect();
            handles.into_iter().map(|h| h.join().unwrap()).collect()
        });
        assert_eq!(w.store.count_games().unwrap(), 4, "one rematch opened");
        let rematch = offer(&w, first).opened.expect("opened");
        let opened: Vec<&Reply> = replies.iter().filter(|r| !r.refused).collect();
        assert_eq!(opened.len(), 1, "{replies:?}");
        assert!(!opened[0].private, "said in the channel");
        assert!(
            opened[0].text.contains(&format!(
                "Everyone accepted a rematch of game #{}. It starts now as game #{},",
                first.0, rematch.0
            )),
            "{}",
            opened[0].text
        );
        let other = replies.iter().find(|r| r.refused).unwrap();
        assert!(
            other
                .text
                .contains(&format!("already opened: it is game #{}", rematch.0)),
            "{}",
            other.text
        );
        // A double click afterwards: the same answer, still one game.
        let r = w.click(&ana(), &button);
        assert!(r.refused && r.text.contains("already opened"), "{}", r.text);
        assert_eq!(w.store.count_games().unwrap(), 4);

        // The same seats in the same order (the bot kept with its level), options and game;
        // a new seed; started, its first turn message in the channel.
        let (old, new) = (w.game(first), w.game(rematch));
        assert_eq!(new.seats, old.seats);
        assert_eq!(new.seats[1].bot, Some(BotLevel::Easy));
        assert_eq!(
            (new.options.clone(), new.kind),
            (old.options.clone(), old.kind)
        );
        assert_eq!(
            (new.guild, new.channel, new.creator),
            (old.guild, old.channel, old.creator)
        );
        assert_ne!(new.seed, old.seed);
        assert_ne!(new.salt, old.salt);
        assert_eq!(new.status, GameStatus::Running);
        let posted = w.deliver();
        assert!(
            posted.iter().any(|o| o.game == rematch
                && o.kind == NoticeKind::Turn
                && o.text.contains("starts")),
            "{posted:#?}"
        );

        // A day later the opened offer does not lapse: the channel is told nothing.
        w.clock.0.fetch_add(2 * DAY, Ordering::SeqCst);
        w.services[0].tick().unwrap();
        assert!(
            !w.deliver().iter().any(|o| o.text.contains("lapsed")),
            "an opened rematch never lapses"
        );
    }
}

#[test]
fn an_offer_lapses_after_a_day_the_channel_is_told_once_and_later_clicks_are_refused() {
    let w = World::at(&Location::Sqlite(scratch::db("rematch_lapses")));
    let first = w.play_to_the_end();
    let button = w.rematch_button(first);
    let ended = w.game(first).updated_at;
    let r = w.click(&ana(), &button);
    assert!(!r.refused, "{}", r.text);
    // A second before the day is out, nothing lapses.
    w.clock.0.store(ended + DAY - 1, Ordering::SeqCst);
    for s in &w.services {
        s.tick().unwrap();
    }
    assert!(w.deliver().is_empty());
    // At a day, both services tick: the channel is told once.
    w.clock.0.store(ended + DAY, Ordering::SeqCst);
    for s in &w.services {
        s.tick().unwrap();
    }
    let posted = w.deliver();
    assert_eq!(posted.len(), 1, "{posted:#?}");
    assert_eq!(
        (posted[0].channel, posted[0].kind),
        (CHANNEL, NoticeKind::Info)
    );
    assert!(
        posted[0].text.contains(&format!(
            "The rematch offer of game #{} has lapsed",
            first.0
        )),
        "{}",
        posted[0].text
    );
    assert!(posted[0].controls().is_empty());
    w.services[0].tick().unwrap();
    assert!(w.deliver().is_empty(), "told once");
    // Bruno's click comes too late: refused, nothing opened.
    let r = w.click(&bruno(), &button);
    assert!(
        r.refused && r.private && r.text.contains("has lapsed"),
        "{}",
        r.text
    );
    assert_eq!(w.store.count_games().unwrap(), 1);
    assert_eq!(offer(&w, first).accepted, vec![UserId(1)]);
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn over_discord_the_final_message_carries_rematch_and_two_clicks_open_one_game() {
    use fake_discord::{CHANNEL_ID, GUILD_ID};
    use harness::{control_starting, custom_id, final_card, T};
    let h = harness::Harness::new("rematch-discord").await;
    let (a, b) = (harness::ana(), harness::bruno());
    // Ana and Bruno play a game to its end, greedy moves, through the service on the bot's
    // own database (the bot runs meanwhile and posts every turn message).
    let first = {
        let (service, _) = Service::open(&h.db, h.clock.clone(), Seeds::Fixed(11.into())).unwrap();
        let who = |u: &fake_discord::TestUser| {
            Caller::new(
                GuildId(GUILD_ID),
                ChannelId(CHANNEL_ID),
                UserId(u.id),
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
        for (u, command) in [(&a, new), (&b, Command::Join), (&a, Command::Start)] {
            assert!(!service.handle(&who(u), command).unwrap().refused);
        }
        let id = service
            .live_game(ChannelId(CHANNEL_ID))
            .unwrap()
            .unwrap()
            .id;
        while let Some(g) = service.live_game(ChannelId(CHANNEL_ID)).unwrap() {
            let game = g.state_of::<calcada_rules::Game>().unwrap();
            let user = if game.current() == 0 { &a } else { &b };
            let act = Command::Move {
                text: Greedy.choose(game).to_string(),
                version: None,
                made_for: MadeFor::Now,
                confirmed: false,
            };
            assert!(!service.handle(&who(user), act).unwrap().refused);
        }
        id
    };
    // The final message, with its scores' card and the Rematch button (the fake checks the
    // components against Discord's limits).
    let last = tokio::time::timeout(T, async {
        loop {
            let all = h.fake.channel_messages(CHANNEL_ID);
            if let Some(m) = all.iter().find(|m| final_card(m)) {
                return m.clone();
            }
            tokio::time::sleep(std::time::Duration::from_millis(20)).await;
        }
    })
    .await
    .expect("the final message");
    let button = control_starting(&last.components, "rm:").expect("the Rematch button");
    assert_eq!(custom_id(&button), format!("rm:{}", first.0));
    assert_eq!(button["label"], "Rematch");
    let with_button = h
        .fake
        .channel_messages(CHANNEL_ID)
        .iter()
        .filter(|m| control_starting(&m.components, "rm:").is_some())
        .count();
    assert_eq!(with_button, 1, "only the final message");
    let seen = h.posted();
    let cb = h.press(&a, &custom_id(&button), None, last.id).await;
    assert!(
        cb.is_ephemeral() && cb.text_contains("Still waiting for: bruno."),
        "{}",
        cb.text()
    );
    let cb = h.press(&b, &custom_id(&button), None, last.id).await;
    assert!(
        !cb.is_ephemeral() && cb.text_contains("Everyone accepted a rematch"),
        "{}",
        cb.text()
    );
    // The new game's first turn message, in the channel, with its Take your turn button.
    let store = Store::open(&h.db)
        .unwrap()
        .with_games(games_service::games());
    let new = store.live_game_in(ChannelId(CHANNEL_ID)).unwrap().unwrap();
    assert_eq!(new.status, GameStatus::Running);
    assert_eq!(new.seats, store.load_game(first).unwrap().seats);
    assert_eq!(store.count_games().unwrap(), 2);
    let m = h.channel_message_after(seen).await;
    assert!(m.text().contains("The game starts!"), "{}", m.text());
    let take = control_starting(&m.components, "calcada:turn:").expect("Take your turn");
    assert_eq!(custom_id(&take), format!("calcada:turn:{}", new.id.0));
}
