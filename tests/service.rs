//! The service layer on a real SQLite file: who may do what, refusals that change nothing,
//! stale buttons, racing actions, the outbox and reminders.

use calcada::engine::{Action, Colour, Space, Step};
use calcada::service::{Caller, Clock, Command, Reply, Seeds, Service, Whom};
use calcada::store::{ChannelId, GameStatus, GuildId, NoticeKind, Store, UserId};
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

struct TestClock(AtomicI64);
impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

fn temp_db(name: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!("calcada-service-{}-{name}.db", std::process::id()));
    for ext in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{ext}", p.display()));
    }
    p
}

struct World {
    service: Service,
    clock: Arc<TestClock>,
}

fn world(name: &str) -> World {
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let service = Service::new(
        Store::open(temp_db(name)).unwrap(),
        clock.clone(),
        Seeds::Fixed(7.into()),
    );
    World { service, clock }
}

fn caller(name: &str, id: u64) -> Caller {
    Caller {
        guild: GuildId(10),
        channel: ChannelId(20),
        user: UserId(id),
        name: name.into(),
        locale: "en-GB".into(),
        is_admin: false,
    }
}

fn ana() -> Caller {
    caller("Ana", 1)
}
fn bruno() -> Caller {
    caller("Bruno", 2)
}
fn carla() -> Caller {
    caller("Carla", 3)
}
fn admin() -> Caller {
    Caller {
        is_admin: true,
        ..caller("Dora", 4)
    }
}

impl World {
    fn run(&self, who: &Caller, command: Command) -> Reply {
        self.service.handle(who, command).expect("no fault")
    }

    /// Ana opens a 2-player game, Bruno joins, Ana starts it.
    fn started(name: &str) -> World {
        let w = world(name);
        w.run(&ana(), new_game(2));
        w.run(&bruno(), Command::Join);
        let r = w.run(&ana(), Command::Start);
        assert!(!r.private, "{}", r.text);
        w
    }

    /// Version and snapshot of the channel's game: what must not change on a refusal.
    fn fingerprint(&self) -> (u64, Option<String>, usize) {
        let g = self
            .service
            .store()
            .live_game_in(ChannelId(20))
            .unwrap()
            .unwrap();
        let snap = g
            .game
            .map(|g| serde_json::to_string(&g.snapshot()).unwrap());
        (
            g.version,
            snap,
            self.service.store().actions(g.id).unwrap().len(),
        )
    }

    fn current(&self) -> (Caller, calcada::engine::Game) {
        let g = self
            .service
            .store()
            .live_game_in(ChannelId(20))
            .unwrap()
            .unwrap()
            .game
            .unwrap();
        let who = if g.current() == 0 { ana() } else { bruno() };
        (who, g)
    }

    /// Plays the current player's whole turn with the first legal choices.
    fn play_turn(&self) -> Reply {
        let (who, g) = self.current();
        let d = g.legal_declarations();
        let declare = match d.first() {
            Some(d) => Action::Declare {
                space: d.space,
                colour: d.colour,
            },
            None => Action::Declare {
                space: first_stone(&g).0,
                colour: first_stone(&g).1,
            },
        };
        let r = self.run(
            &who,
            Command::Act {
                action: declare,
                version: None,
            },
        );
        let (_, g) = self.current();
        if let Step::Place { .. } = g.step() {
            let p = g.legal_placements()[0];
            let square = p.squares().next().unwrap();
            return self.run(
                &who,
                Command::Act {
                    action: Action::Place {
                        symbol: p.tile.symbol,
                        square,
                    },
                    version: None,
                },
            );
        }
        r
    }
}

fn first_stone(g: &calcada::engine::Game) -> (Space, Colour) {
    Space::all()
        .flat_map(|s| Colour::ALL.map(|c| (s, c)))
        .find(|&(s, c)| g.stones(s, c) > 0)
        .unwrap()
}

fn new_game(players: usize) -> Command {
    Command::NewGame {
        board: None,
        max_players: Some(players),
        bots: vec![],
        reminder_hours: Some(24),
        bot_takes_over_after: None,
    }
}

/// A refusal: private, and the game exactly as it was.
fn refused(w: &World, who: &Caller, command: Command, expect: &str) {
    let before = w.fingerprint();
    let r = w.run(who, command);
    assert!(r.private, "a refusal is private: {}", r.text);
    assert!(
        r.text.contains(expect),
        "expected {expect:?} in {:?}",
        r.text
    );
    assert_eq!(w.fingerprint(), before, "a refusal changed the game");
}

#[test]
fn the_lobby_has_rules() {
    let w = world("lobby");
    assert!(w
        .run(&ana(), Command::Status)
        .text
        .contains("no game in this channel"));
    let r = w.run(&ana(), new_game(2));
    assert!(!r.private && r.text.contains("Ana opened a game"));
    refused(&w, &bruno(), new_game(3), "already has a game");
    refused(&w, &ana(), Command::Join, "already have a seat");
    refused(&w, &ana(), Command::Start, "at least 2 players");
    refused(
        &w,
        &bruno(),
        Command::AddBot {
            kind: calcada::bots::BotKind::Greedy,
        },
        "Only the player who opened",
    );
    refused(
        &w,
        &bruno(),
        Command::Act {
            action: Action::Declare {
                space: Space::number(1).unwrap(),
                colour: Colour::Blue,
            },
            version: None,
        },
        "not running",
    );
    assert!(w
        .run(&bruno(), Command::Join)
        .text
        .contains("Bruno joined (2/2)"));
    refused(&w, &carla(), Command::Join, "full (2 players)");
    refused(&w, &bruno(), Command::Start, "Only the player who opened");
    assert!(!w.run(&ana(), Command::Start).private);
    refused(&w, &carla(), Command::Join, "already started");
}

#[test]
fn only_seated_players_act_and_only_on_their_turn() {
    let w = World::started("turns");
    let (who, g) = w.current();
    let other = if who.user == UserId(1) {
        bruno()
    } else {
        ana()
    };
    let d = g.legal_declarations()[0];
    let declare = Command::Act {
        action: Action::Declare {
            space: d.space,
            colour: d.colour,
        },
        version: None,
    };
    refused(&w, &carla(), declare.clone(), "no seat in this game");
    refused(
        &w,
        &other,
        declare.clone(),
        &format!("It is {}'s turn", who.name),
    );
    let r = w.run(&who, declare);
    assert!(r.private && r.text.contains("You declared"), "{}", r.text);
    assert!(!r.choices.is_empty(), "the legal placements come with it");
    assert!(r
        .choices
        .iter()
        .all(|c| matches!(c.action, Action::Place { .. })));
    // `board` then previews where the tile may go.
    let board = w.run(&who, Command::Board { whom: Whom::Me });
    assert_eq!(board.pictures.len(), 1);
}

#[test]
fn illegal_moves_are_explained_and_change_nothing() {
    let w = World::started("illegal");
    let (who, g) = w.current();
    // A space without that colour.
    let (space, colour) = Space::all()
        .flat_map(|s| Colour::ALL.map(|c| (s, c)))
        .find(|&(s, c)| g.stones(s, c) == 0)
        .unwrap();
    refused(
        &w,
        &who,
        Command::Act {
            action: Action::Declare { space, colour },
            version: None,
        },
        &format!("Space {space} has no"),
    );
    refused(
        &w,
        &who,
        Command::Act {
            action: Action::Place {
                symbol: calcada::engine::Symbol::Star,
                square: "A1".parse().unwrap(),
            },
            version: None,
        },
        "Declare a cobblestone first",
    );
    let d = g.legal_declarations()[0];
    w.run(
        &who,
        Command::Act {
            action: Action::Declare {
                space: d.space,
                colour: d.colour,
            },
            version: None,
        },
    );
    let wrong = calcada::engine::Square::all()
        .find(|s| d.squares & s.bit() == 0 && g.layout().number(*s) != d.number)
        .unwrap();
    let symbol = g.display(d.colour)[0].symbol;
    refused(
        &w,
        &who,
        Command::Act {
            action: Action::Place {
                symbol,
                square: wrong,
            },
            version: None,
        },
        &format!(
            "{wrong} shows {} but you declared {}",
            g.layout().number(wrong),
            d.number
        ),
    );
}

#[test]
fn a_stale_button_is_refused() {
    let w = World::started("stale");
    let v0 = w.fingerprint().2 as u64;
    w.play_turn();
    let (who, g) = w.current();
    let d = g.legal_declarations()[0];
    refused(
        &w,
        &who,
        Command::Act {
            action: Action::Declare {
                space: d.space,
                colour: d.colour,
            },
            version: Some(v0),
        },
        "earlier moment",
    );
    let now = w.fingerprint().2 as u64;
    let r = w.run(
        &who,
        Command::Act {
            action: Action::Declare {
                space: d.space,
                colour: d.colour,
            },
            version: Some(now),
        },
    );
    assert!(r.text.contains("You declared"), "{}", r.text);
}

#[test]
fn racing_actions_one_wins_the_rest_are_told() {
    let w = Arc::new(World::started("race"));
    let (who, g) = w.current();
    let d = g.legal_declarations()[0];
    let barrier = Arc::new(std::sync::Barrier::new(6));
    let handles: Vec<_> = (0..6)
        .map(|_| {
            let (w, who, barrier) = (w.clone(), who.clone(), barrier.clone());
            std::thread::spawn(move || {
                barrier.wait();
                w.run(
                    &who,
                    Command::Act {
                        action: Action::Declare {
                            space: d.space,
                            colour: d.colour,
                        },
                        version: None,
                    },
                )
            })
        })
        .collect();
    let replies: Vec<Reply> = handles.into_iter().map(|h| h.join().unwrap()).collect();
    let wins = replies
        .iter()
        .filter(|r| r.text.starts_with("You declared"))
        .count();
    assert_eq!(
        wins,
        1,
        "{:?}",
        replies.iter().map(|r| &r.text).collect::<Vec<_>>()
    );
    for r in replies
        .iter()
        .filter(|r| !r.text.starts_with("You declared"))
    {
        assert!(r.private);
        assert!(
            r.text.contains("moved on") || r.text.contains("already declared"),
            "{}",
            r.text
        );
    }
    assert_eq!(w.fingerprint().2, 1, "exactly one action in the log");
    let id = w
        .service
        .store()
        .live_game_in(ChannelId(20))
        .unwrap()
        .unwrap()
        .id;
    w.service.store().verify_game(id).unwrap();
}

#[test]
fn a_turn_posts_a_picture_mentions_the_next_player_and_queues_the_ping() {
    let w = World::started("turn");
    let store = w.service.store();
    for p in store.pending_notices(10, None).unwrap() {
        store.mark_sent(p.id, 0).unwrap();
    }
    let r = w.play_turn();
    assert!(!r.private);
    assert_eq!(r.pictures.len(), 1);
    assert_eq!(&r.pictures[0].bytes[..8], b"\x89PNG\r\n\x1a\n");
    let (next, _) = w.current();
    assert_eq!(r.mentions, [next.user]);
    assert!(r.text.contains(&format!("Next: {}", next.name)));
    let pending = store.pending_notices(10, None).unwrap();
    assert_eq!(pending.len(), 1);
    assert_eq!(
        (pending[0].notice.kind, pending[0].notice.user),
        (NoticeKind::Turn, Some(next.user))
    );
    store.mark_sent(pending[0].id, 1).unwrap();
    assert!(
        store.pending_notices(10, None).unwrap().is_empty(),
        "a sent notice is never sent again"
    );
}

#[test]
fn dm_notifications_are_opt_in() {
    let w = World::started("dm");
    let (who, _) = w.current();
    let other = if who.user == UserId(1) {
        bruno()
    } else {
        ana()
    };
    assert!(w
        .run(&other, Command::Notify { dm: true })
        .text
        .contains("direct message"));
    refused(&w, &carla(), Command::Notify { dm: true }, "no seat");
    let store = w.service.store();
    for p in store.pending_notices(10, None).unwrap() {
        store.mark_sent(p.id, 0).unwrap();
    }
    w.play_turn();
    let pending = store.pending_notices(10, None).unwrap();
    assert_eq!(pending.iter().filter(|p| p.notice.direct).count(), 1);
    assert!(pending.iter().all(|p| p.notice.user == Some(other.user)));
}

#[test]
fn reminders_come_once_per_interval_and_survive_a_restart() {
    let path = temp_db("remind");
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let w = World {
        service: Service::new(
            Store::open(&path).unwrap(),
            clock.clone(),
            Seeds::Fixed(7.into()),
        ),
        clock: clock.clone(),
    };
    w.run(&ana(), new_game(2));
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    let reminders = |w: &World| {
        w.service
            .store()
            .pending_notices(100, None)
            .unwrap()
            .into_iter()
            .filter(|p| p.notice.kind == NoticeKind::Reminder)
            .count()
    };
    assert_eq!(w.service.tick().unwrap(), 0);
    w.clock.0.fetch_add(24 * 3600 - 1, Ordering::SeqCst);
    assert_eq!(w.service.tick().unwrap(), 0, "not yet");
    w.clock.0.fetch_add(1, Ordering::SeqCst);
    assert_eq!(w.service.tick().unwrap(), 1);
    assert_eq!(w.service.tick().unwrap(), 0, "at most once per interval");
    // A restart (a new service on the same file) neither repeats nor forgets it.
    drop(w);
    let w = World {
        service: Service::new(
            Store::open(&path).unwrap(),
            clock.clone(),
            Seeds::Fixed(7.into()),
        ),
        clock,
    };
    assert_eq!(w.service.tick().unwrap(), 0);
    assert_eq!(reminders(&w), 1);
    w.clock.0.fetch_add(24 * 3600, Ordering::SeqCst);
    assert_eq!(w.service.tick().unwrap(), 1, "the next interval");
    // A move restarts the clock.
    w.play_turn();
    w.clock.0.fetch_add(3600, Ordering::SeqCst);
    assert_eq!(w.service.tick().unwrap(), 0);
}

#[test]
fn a_bot_may_take_over_after_missed_reminders() {
    let w = world("takeover");
    w.run(
        &ana(),
        Command::NewGame {
            board: Some("B".into()),
            max_players: Some(2),
            bots: vec![],
            reminder_hours: Some(1),
            bot_takes_over_after: Some(2),
        },
    );
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    let (first, _) = w.current();
    for _ in 0..2 {
        w.clock.0.fetch_add(3600, Ordering::SeqCst);
        assert_eq!(w.service.tick().unwrap(), 1);
    }
    w.clock.0.fetch_add(3600, Ordering::SeqCst);
    w.service.tick().unwrap();
    let (now, g) = w.current();
    assert_ne!(
        now.user, first.user,
        "the turn was played for {}",
        first.name
    );
    assert_eq!(g.players().iter().map(|p| p.turns()).sum::<u32>(), 1);
    let stored = w
        .service
        .store()
        .live_game_in(ChannelId(20))
        .unwrap()
        .unwrap();
    assert!(
        stored.seats.iter().all(|s| !s.is_bot()),
        "the seat stays the player's"
    );
}

#[test]
fn bots_play_their_turns_and_leaving_hands_the_seat_to_a_bot() {
    let w = world("bots");
    w.run(
        &ana(),
        Command::NewGame {
            board: None,
            max_players: Some(3),
            bots: vec![calcada::bots::BotKind::Greedy],
            reminder_hours: None,
            bot_takes_over_after: None,
        },
    );
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    for _ in 0..6 {
        let stored = w
            .service
            .store()
            .live_game_in(ChannelId(20))
            .unwrap()
            .unwrap();
        let g = stored.game.unwrap();
        assert!(
            stored.seats[g.current()].bot.is_none(),
            "a bot seat never waits"
        );
        let who = if stored.seats[g.current()].user == Some(UserId(1)) {
            ana()
        } else {
            bruno()
        };
        let d = g.legal_declarations()[0];
        w.run(
            &who,
            Command::Act {
                action: Action::Declare {
                    space: d.space,
                    colour: d.colour,
                },
                version: None,
            },
        );
        let g = w
            .service
            .store()
            .live_game_in(ChannelId(20))
            .unwrap()
            .unwrap()
            .game
            .unwrap();
        let p = g.legal_placements()[0];
        w.run(
            &who,
            Command::Act {
                action: Action::Place {
                    symbol: p.tile.symbol,
                    square: p.squares().next().unwrap(),
                },
                version: None,
            },
        );
    }
    let r = w.run(&bruno(), Command::Leave);
    assert!(
        !r.private && r.text.contains("Bruno left: a bot plays their seat"),
        "{}",
        r.text
    );
    let stored = w
        .service
        .store()
        .live_game_in(ChannelId(20))
        .unwrap()
        .unwrap();
    assert!(stored.seats[2].is_bot());
    refused(
        &w,
        &bruno(),
        Command::Act {
            action: Action::Refresh {
                colour: Colour::Blue,
            },
            version: None,
        },
        "A bot plays that seat",
    );
    w.service.store().verify_game(stored.id).unwrap();
}

#[test]
fn ending_and_listing_are_for_creators_and_admins() {
    let w = World::started("admin");
    refused(&w, &bruno(), Command::End, "Only the player who opened");
    refused(&w, &bruno(), Command::List, "Only a server admin");
    refused(
        &w,
        &bruno(),
        Command::ReplaceWithBot {
            whom: Whom::Named("Ana".into()),
        },
        "Only a server admin",
    );
    refused(
        &w,
        &bruno(),
        Command::SetReminder { hours: 2 },
        "Only a server admin",
    );
    let list = w.run(&admin(), Command::List);
    assert!(
        list.private
            && list.text.contains("<#20>")
            && list.text.contains("Ana, Bruno")
            && list.text.contains("to play"),
        "{}",
        list.text
    );
    let r = w.run(&admin(), Command::End);
    assert!(
        !r.private && r.text.contains("Dora ended the game"),
        "{}",
        r.text
    );
    assert_eq!(r.pictures.len(), 1, "the final picture");
    let games = w.service.store().list_games(GuildId(10), true).unwrap();
    assert_eq!(games[0].status, GameStatus::Ended);
    // The channel is free again.
    assert!(!w.run(&bruno(), new_game(2)).private);
}

#[test]
fn looking_is_private_and_free() {
    let w = World::started("look");
    let before = w.fingerprint();
    for command in [
        Command::Board { whom: Whom::Me },
        Command::Board {
            whom: Whom::Named("bruno".into()),
        },
        Command::Table,
        Command::Status,
        Command::History { last: None },
        Command::Rules,
        Command::Options,
        Command::Help,
    ] {
        let r = w.run(&ana(), command.clone());
        assert!(r.private, "{command:?}");
        assert!(
            !r.text.is_empty() || !r.pictures.is_empty(),
            "{command:?} said nothing"
        );
    }
    refused(
        &w,
        &ana(),
        Command::Board {
            whom: Whom::Named("Zoe".into()),
        },
        "Nobody called \"Zoe\"",
    );
    assert_eq!(w.fingerprint(), before);
}

#[test]
fn a_whole_game_is_logged_and_replays_to_its_snapshot() {
    let w = World::started("whole");
    let mut turns = 0;
    loop {
        let stored = w
            .service
            .store()
            .load_game(w.service.store().list_games(GuildId(10), true).unwrap()[0].id)
            .unwrap();
        if stored.status != GameStatus::Running {
            assert_eq!(stored.status, GameStatus::Finished);
            w.service.store().verify_game(stored.id).unwrap();
            assert!(stored.game.unwrap().is_over());
            break;
        }
        let r = w.play_turn();
        turns += 1;
        assert!(turns < 400, "the game should end");
        if r.text.contains("Game over") {
            assert!(r.pictures.iter().any(|p| p.name == "final.png"));
        }
    }
}

#[test]
fn the_first_player_is_pinged_by_the_start_message() {
    let w = world("startping");
    w.run(&ana(), new_game(2));
    w.run(&bruno(), Command::Join);
    let r = w.run(&ana(), Command::Start);
    let (first, _) = w.current();
    assert_eq!(r.mentions, [first.user]);
    assert_eq!(
        r.notices.len(),
        1,
        "the start message delivers the first ping itself"
    );
}

#[test]
fn only_moves_make_a_menu_stale() {
    let w = World::started("menus");
    let (who, g) = w.current();
    let other = if who.user == UserId(1) {
        bruno()
    } else {
        ana()
    };
    let menu = w.run(&who, Command::Options).version;
    // Something unrelated changes the game's row, not the position.
    w.run(&other, Command::Notify { dm: true });
    let d = g.legal_declarations()[0];
    let r = w.run(
        &who,
        Command::Act {
            action: Action::Declare {
                space: d.space,
                colour: d.colour,
            },
            version: menu,
        },
    );
    assert!(r.text.contains("You declared"), "{}", r.text);
}

#[test]
fn someone_leaving_does_not_ping_the_player_to_move_again() {
    let w = world("leaveping");
    w.run(&ana(), new_game(3));
    w.run(&bruno(), Command::Join);
    w.run(&carla(), Command::Join);
    w.run(&ana(), Command::Start);
    let store = w.service.store();
    for p in store.pending_notices(10, None).unwrap() {
        store.mark_sent(p.id, 0).unwrap();
    }
    let g = w
        .service
        .store()
        .live_game_in(ChannelId(20))
        .unwrap()
        .unwrap()
        .game
        .unwrap();
    let leaver = [ana(), bruno(), carla()]
        .into_iter()
        .find(|c| c.user.0 as usize - 1 != g.current())
        .unwrap();
    w.run(&leaver, Command::Leave);
    assert!(
        store.pending_notices(10, None).unwrap().is_empty(),
        "no new ping for the player to move"
    );
}

#[test]
fn a_creator_who_left_is_no_longer_the_host() {
    let w = world("host");
    w.run(&ana(), new_game(3));
    w.run(&bruno(), Command::Join);
    w.run(&carla(), Command::Join);
    w.run(&ana(), Command::Start);
    w.run(&ana(), Command::Leave);
    refused(&w, &ana(), Command::End, "Only the player who opened");
}
