//! The service layer on a real SQLite file: who may do what, refusals that change nothing,
//! stale buttons, racing actions, the outbox and reminders.

#[path = "support/scratch.rs"]
mod scratch;

use calcada_rules::{Action, Colour, Space, Step};
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_service::{
    AsyncService, Caller, Cause, Clock, Command, Deliver, DeliveryError, MadeFor, Outgoing,
    Ranking, Reply, RetryScope, Seeds, Service, Whom,
};
use games_store::{GameStatus, NoticeKind, Store, StoredGame};
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};

struct TestClock(AtomicI64);
impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// A transport for the outbox pump that keeps what it was given, and can refuse.
#[derive(Default)]
struct Channel {
    posted: Mutex<Vec<Outgoing>>,
    /// Direct messages fail as for a user who accepts none.
    refuse_dms: bool,
    /// Channel posts fail with this, if set.
    failing: Mutex<Option<DeliveryError>>,
    attempts: Mutex<Vec<Outgoing>>,
    /// What asking whether a channel is gone answers (unset: it is).
    gone: Mutex<Option<Result<bool, DeliveryError>>>,
}

impl Deliver for Channel {
    async fn deliver(&self, out: &Outgoing) -> Result<(), DeliveryError> {
        self.attempts.lock().unwrap().push(out.clone());
        if out.direct_to.is_some() && self.refuse_dms {
            return Err(DeliveryError::DmsClosed);
        }
        if let Some(e) = self.failing.lock().unwrap().clone() {
            if out.direct_to.is_none() {
                return Err(e);
            }
        }
        self.posted.lock().unwrap().push(out.clone());
        Ok(())
    }

    async fn confirm_gone(&self, _channel: ChannelId) -> Result<bool, DeliveryError> {
        self.gone.lock().unwrap().clone().unwrap_or(Ok(true))
    }
}

struct World {
    service: Arc<Service>,
    pump: AsyncService,
    rt: tokio::runtime::Runtime,
    /// A second handle on the same file, to look at what the service wrote.
    store: Store,
    clock: Arc<TestClock>,
}

fn world_at(path: &PathBuf, clock: Arc<TestClock>) -> World {
    let service = Arc::new(Service::new(
        Store::open(path)
            .unwrap()
            .with_games(games_service::games()),
        clock.clone(),
        Seeds::Fixed(7.into()),
    ));
    World {
        pump: AsyncService::shared(service.clone()),
        service,
        rt: tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap(),
        store: Store::open(path)
            .unwrap()
            .with_games(games_service::games()),
        clock,
    }
}

fn world(name: &str) -> World {
    world_at(
        &scratch::db(name),
        Arc::new(TestClock(AtomicI64::new(1_000_000))),
    )
}

fn caller(name: &str, id: u64) -> Caller {
    Caller::new(GuildId(10), ChannelId(20), UserId(id), name).locale("en-GB")
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
    caller("Dora", 4).admin(true)
}

impl World {
    fn run(&self, who: &Caller, command: Command) -> Reply {
        self.service.handle(who, command).expect("no fault")
    }

    /// Plays `action` at whatever version the game is at.
    fn act(&self, who: &Caller, action: Action) -> Reply {
        let version = None;
        self.run(
            who,
            Command::Move {
                text: action.to_string(),
                version,
                made_for: MadeFor::Now,
                confirmed: false,
            },
        )
    }

    /// Runs the outbox pump once through `to`; returns what it delivered this time.
    fn deliver_to(&self, to: &Channel) -> Vec<Outgoing> {
        let before = to.posted.lock().unwrap().len();
        self.rt.block_on(self.pump.deliver_pending(to)).unwrap();
        to.posted.lock().unwrap()[before..].to_vec()
    }

    /// Delivers every pending notice; returns them.
    fn deliver(&self) -> Vec<Outgoing> {
        self.deliver_to(&Channel::default())
    }

    fn live(&self) -> StoredGame {
        self.store.live_game_in(ChannelId(20)).unwrap().unwrap()
    }

    /// Ana opens a 2-player game, Bruno joins, Ana starts it; the start is delivered.
    fn started(name: &str) -> World {
        let w = world(name);
        w.run(&ana(), new_game(2));
        w.run(&bruno(), Command::Join);
        let r = w.run(&ana(), Command::Start);
        assert!(r.private, "{}", r.text);
        let posted = w.deliver();
        assert!(
            posted[0].text.contains("The game starts"),
            "{:?}",
            posted[0].text
        );
        w
    }

    /// Version and snapshot of the channel's game: what must not change on a refusal.
    fn fingerprint(&self) -> (u64, Option<String>, usize) {
        let g = self.live();
        let snap = g
            .state_of::<calcada_rules::Game>()
            .cloned()
            .map(|g| serde_json::to_string(&g.snapshot()).unwrap());
        (g.version, snap, self.store.actions(g.id).unwrap().len())
    }

    fn current(&self) -> (Caller, calcada_rules::Game) {
        let g = self
            .live()
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap();
        let who = if g.current() == 0 { ana() } else { bruno() };
        (who, g)
    }

    /// Plays the current player's whole turn with the first legal choices.
    fn play_turn(&self) -> Reply {
        self.play_turn_in(GuildId(10), ChannelId(20))
    }

    /// [`World::play_turn`] in the game of `channel`, in server `guild`.
    fn play_turn_in(&self, guild: GuildId, channel: ChannelId) -> Reply {
        let current = || {
            let g = self
                .store
                .live_game_in(channel)
                .unwrap()
                .unwrap()
                .state_of::<calcada_rules::Game>()
                .cloned()
                .unwrap();
            let who = if g.current() == 0 { ana() } else { bruno() };
            let who = Caller {
                guild,
                channel,
                ..who
            };
            (who, g)
        };
        let (who, g) = current();
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
        let r = self.act(&who, declare);
        let (_, g) = current();
        if let Step::Place { .. } = g.step() {
            let p = g.legal_placements()[0];
            let square = p.squares().next().unwrap();
            let symbol = p.tile.symbol;
            return self.act(&who, Action::Place { symbol, square });
        }
        r
    }
}

fn first_stone(g: &calcada_rules::Game) -> (Space, Colour) {
    Space::all()
        .flat_map(|s| Colour::ALL.map(|c| (s, c)))
        .find(|&(s, c)| g.stones(s, c) > 0)
        .unwrap()
}

fn new_game(players: usize) -> Command {
    Command::NewGame {
        game: None,
        board: None,
        max_players: Some(players),
        bots: vec![],
        reminder_hours: Some(24),
        bot_takes_over_after: None,
        lang: None,
        hints: None,
        stand_in: None,
        clock: Default::default(),
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
            kind: calcada_bots::BotLevel::Normal,
        },
        "Only the player who opened",
    );
    refused(
        &w,
        &bruno(),
        Command::Move {
            text: (Action::Declare {
                space: Space::number(1).unwrap(),
                colour: Colour::Blue,
            })
            .to_string(),
            version: None,
            made_for: MadeFor::Now,
            confirmed: false,
        },
        "not running",
    );
    assert!(w
        .run(&bruno(), Command::Join)
        .text
        .contains("Bruno joined (2/2)"));
    refused(&w, &carla(), Command::Join, "full (2 players)");
    refused(&w, &bruno(), Command::Start, "Only the player who opened");
    let r = w.run(&ana(), Command::Start);
    assert!(r.private && r.text.contains("in the channel"), "{}", r.text);
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
    let declare = Command::Move {
        text: (Action::Declare {
            space: d.space,
            colour: d.colour,
        })
        .to_string(),
        version: None,
        made_for: MadeFor::Now,
        confirmed: false,
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
    // Placements, and refreshes (open until a tile is placed).
    assert!(r.choices.iter().all(|c| matches!(
        c.notation.parse::<Action>().unwrap(),
        Action::Place { .. } | Action::Refresh { .. }
    )));
    assert!(r
        .choices
        .iter()
        .any(|c| matches!(c.notation.parse::<Action>().unwrap(), Action::Place { .. })));
    // `board` then previews where the tile may go.
    let board = w.run(&who, Command::Board { whom: Whom::Me });
    assert_eq!(board.pictures.len(), 1);
}

/// An autocomplete asks for the legal actions of one kind: it gets exactly those of the full
/// list (the same words, the same order), at every step of a game, and nobody else gets any.
#[test]
fn choices_of_one_kind_are_the_full_lists_of_that_kind() {
    let w = World::started("choices-of-a-kind");
    let kinds: [fn(&Action) -> bool; 4] = [
        |a| matches!(a, Action::Declare { .. }),
        |a| matches!(a, Action::Nudge { .. }),
        |a| matches!(a, Action::Place { .. }),
        |a| matches!(a, Action::Refresh { .. }),
    ];
    let mut offered = [0usize; 4];
    let mut check = |w: &World| {
        let (who, _) = w.current();
        let all = w.service.legal_choices(&who, |_| true).unwrap();
        assert!(!all.is_empty(), "the player to move has choices");
        for (k, kind) in kinds.iter().enumerate() {
            let only = w.service.legal_choices(&who, *kind).unwrap();
            let expected: Vec<_> = all
                .iter()
                .filter(|c| kind(&c.notation.parse::<Action>().unwrap()))
                .cloned()
                .collect();
            assert_eq!(only, expected, "kind {k}");
            offered[k] += only.len();
        }
        let other = if who.user == ana().user {
            bruno()
        } else {
            ana()
        };
        assert!(w
            .service
            .legal_choices(&other, |_| true)
            .unwrap()
            .is_empty());
    };
    for _ in 0..12 {
        check(&w);
        let (who, g) = w.current();
        let Some(d) = g.legal_declarations().first().copied() else {
            break;
        };
        let declare = Action::Declare {
            space: d.space,
            colour: d.colour,
        };
        w.act(&who, declare);
        let (_, g) = w.current();
        if let Step::Place { .. } = g.step() {
            check(&w);
            let p = g.legal_placements()[0];
            let place = Action::Place {
                symbol: p.tile.symbol,
                square: p.squares().next().unwrap(),
            };
            w.act(&who, place);
        }
    }
    assert!(
        offered.iter().all(|&n| n > 0),
        "every kind was offered at some step: {offered:?}"
    );
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
        Command::Move {
            text: (Action::Declare { space, colour }).to_string(),
            version: None,
            made_for: MadeFor::Now,
            confirmed: false,
        },
        &format!("Space {space} has no"),
    );
    refused(
        &w,
        &who,
        Command::Move {
            text: (Action::Place {
                symbol: calcada_rules::Symbol::Star,
                square: "A1".parse().unwrap(),
            })
            .to_string(),
            version: None,
            made_for: MadeFor::Now,
            confirmed: false,
        },
        "Declare a cobblestone first",
    );
    let d = g.legal_declarations()[0];
    w.run(
        &who,
        Command::Move {
            text: (Action::Declare {
                space: d.space,
                colour: d.colour,
            })
            .to_string(),
            version: None,
            made_for: MadeFor::Now,
            confirmed: false,
        },
    );
    let wrong = calcada_rules::Square::all()
        .find(|s| d.squares & s.bit() == 0 && g.layout().number(*s) != d.number)
        .unwrap();
    let symbol = g.display(d.colour)[0].symbol;
    refused(
        &w,
        &who,
        Command::Move {
            text: (Action::Place {
                symbol,
                square: wrong,
            })
            .to_string(),
            version: None,
            made_for: MadeFor::Now,
            confirmed: false,
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
        Command::Move {
            text: (Action::Declare {
                space: d.space,
                colour: d.colour,
            })
            .to_string(),
            version: Some(v0),
            made_for: MadeFor::Now,
            confirmed: false,
        },
        "earlier moment",
    );
    let now = w.fingerprint().2 as u64;
    let r = w.run(
        &who,
        Command::Move {
            text: (Action::Declare {
                space: d.space,
                colour: d.colour,
            })
            .to_string(),
            version: Some(now),
            made_for: MadeFor::Now,
            confirmed: false,
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
                    Command::Move {
                        text: (Action::Declare {
                            space: d.space,
                            colour: d.colour,
                        })
                        .to_string(),
                        version: None,
                        made_for: MadeFor::Now,
                        confirmed: false,
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
    let id = w.live().id;
    w.store.verify_game(id).unwrap();
}

#[test]
fn a_turn_is_one_channel_message_with_its_picture_and_one_ping() {
    let w = World::started("turn");
    let (player, _) = w.current();
    let r = w.play_turn();
    assert!(r.private, "the player's own answer is private: {}", r.text);
    assert!(r.text.starts_with("Done:"), "{}", r.text);
    assert!(r.text.contains(&player.name), "{}", r.text);
    let (next, _) = w.current();
    let pending = w.store.pending_notices(10).unwrap();
    assert_eq!(pending.len(), 1, "one notice: the turn message");
    assert_eq!(
        (pending[0].notice.kind, pending[0].notice.user),
        (NoticeKind::Turn, Some(next.user))
    );
    // The outbox keeps what to say, not the words (worded when delivered).
    let body: serde_json::Value = serde_json::from_str(&pending[0].notice.body).unwrap();
    assert_eq!(body["type"], "turn", "{body}");
    let posted = w.deliver();
    assert_eq!(posted.len(), 1);
    let turn = &posted[0];
    assert_eq!(turn.pictures.len(), 1);
    assert_eq!(turn.pictures[0].name, "turn.png");
    assert_eq!(&turn.pictures[0].bytes[..8], b"\x89PNG\r\n\x1a\n");
    assert_eq!(turn.mention, Some((next.user, next.name.clone())));
    assert!(
        turn.text.contains(&format!("Next: {}", next.name)),
        "{}",
        turn.text
    );
    assert!(turn.text.contains(&player.name), "{}", turn.text);
    assert!(
        w.store.pending_notices(10).unwrap().is_empty(),
        "a delivered notice is marked sent"
    );
    assert!(w.deliver().is_empty(), "and never sent again");
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
    w.play_turn();
    let pending = w.store.pending_notices(10).unwrap();
    assert_eq!(pending.iter().filter(|p| p.notice.direct).count(), 1);
    assert!(pending.iter().all(|p| p.notice.user == Some(other.user)));
    let posted = w.deliver();
    let dm = posted.iter().find(|o| o.direct_to.is_some()).unwrap();
    assert_eq!(dm.direct_to, Some(other.user));
    assert!(dm.text.contains("it is your turn"), "{}", dm.text);
}

#[test]
fn a_refused_dm_switches_dms_off_with_one_word_in_the_channel() {
    let w = World::started("dmrefused");
    let (who, _) = w.current();
    let other = if who.user == UserId(1) {
        bruno()
    } else {
        ana()
    };
    w.run(&other, Command::Notify { dm: true });
    let refusing = Channel {
        refuse_dms: true,
        ..Default::default()
    };
    // Two DMs wait: the turn ping and a reminder.
    w.play_turn();
    w.clock.0.fetch_add(24 * 3600, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!(
        w.store
            .pending_notices(10)
            .unwrap()
            .iter()
            .filter(|p| p.notice.direct)
            .count(),
        2
    );
    w.deliver_to(&refusing);
    w.deliver_to(&refusing);
    let attempts = refusing.attempts.lock().unwrap().clone();
    assert_eq!(
        attempts.iter().filter(|o| o.direct_to.is_some()).count(),
        2,
        "each DM tried once, never retried"
    );
    let explained: Vec<Outgoing> = refusing
        .posted
        .lock()
        .unwrap()
        .iter()
        .filter(|o| o.text.contains("could not send you a direct message"))
        .cloned()
        .collect();
    assert_eq!(
        explained.len(),
        1,
        "one word in the channel, not one per DM"
    );
    assert_eq!(explained[0].mention.as_ref().map(|m| m.0), Some(other.user));
    let seat = w
        .live()
        .seats
        .into_iter()
        .find(|s| s.user == Some(other.user))
        .unwrap();
    assert!(!seat.notify_dm, "DMs are off for that player now");
    assert!(w.store.pending_notices(10).unwrap().is_empty());
}

/// The ids of the channel posts `to` was asked to make, in order.
fn tried(to: &Channel) -> Vec<i64> {
    to.attempts
        .lock()
        .unwrap()
        .iter()
        .filter(|o| o.direct_to.is_none())
        .map(|o| o.id.0)
        .collect()
}

#[test]
fn an_outage_holds_every_channel_behind_one_probe_and_all_resume_at_once() {
    let w = two_channels("outage");
    w.play_turn();
    let pending: Vec<i64> = w
        .store
        .pending_notices(10)
        .unwrap()
        .iter()
        .map(|p| p.id.0)
        .collect();
    assert_eq!(pending.len(), 3, "two in channel 20, one in 21");
    let down = Channel::default();
    *down.failing.lock().unwrap() =
        Some(DeliveryError::retry(Cause::text("503 Service Unavailable")));
    w.deliver_to(&down);
    assert_eq!(tried(&down).len(), 1, "the first failure opens the breaker");
    let answer = w.play_turn();
    assert!(
        answer.text.contains("queued"),
        "the player is told the turn message waits: {}",
        answer.text
    );
    // Ten minutes of outage, the clock moved a second at a time, the pump run every second.
    for _ in 0..600 {
        w.clock.0.fetch_add(1, Ordering::SeqCst);
        w.deliver_to(&down);
    }
    let probes = tried(&down).len();
    assert!(
        (70..=85).contains(&probes),
        "one probe per interval (1, 2, 4, then 8 s), whatever waits: {probes}"
    );
    let first = w
        .store
        .notice_delivery(games_ids::ids::NoticeId(pending[0]))
        .unwrap();
    // The transport's words, as it said them (the cause's chain, not "the post failed").
    assert_eq!(first.last_error.as_deref(), Some("503 Service Unavailable"));
    assert_eq!(first.failed_at, None, "never given up for an outage");
    // Discord is back: the next probe goes through, and every channel's notices follow at
    // once, each channel in order, each once.
    *down.failing.lock().unwrap() = None;
    w.clock.0.fetch_add(8, Ordering::SeqCst);
    let posted: Vec<(u64, i64)> = w
        .deliver_to(&down)
        .iter()
        .map(|o| (o.channel.0, o.id.0))
        .collect();
    assert_eq!(posted.len(), 4, "{posted:?}");
    for channel in [20, 21] {
        let ids: Vec<i64> = posted
            .iter()
            .filter(|(c, _)| *c == channel)
            .map(|(_, id)| *id)
            .collect();
        assert!(ids.windows(2).all(|w| w[0] < w[1]), "{channel}: {ids:?}");
    }
    assert!(w.store.pending_notices(10).unwrap().is_empty());
    assert!(w.deliver_to(&down).is_empty(), "nothing twice");
    assert!(w.play_turn().text.contains("posted in the channel"));
}

#[test]
fn a_refused_token_stops_every_post_and_keeps_every_notice() {
    let w = two_channels("token");
    let refused = Channel::default();
    *refused.failing.lock().unwrap() = Some(DeliveryError::Unauthorized(Cause::text(
        "401 0: 401: Unauthorized",
    )));
    let before = w.store.pending_notices(10).unwrap();
    w.deliver_to(&refused);
    assert_eq!(tried(&refused).len(), 1, "the first 401 stops the pass");
    assert_eq!(w.pump.token_refused_since(), Some(w.clock.now()));
    assert_eq!(
        w.service
            .metrics()
            .encode()
            .lines()
            .find(|l| l.starts_with("calcada_discord_token_refused ")),
        Some("calcada_discord_token_refused 1")
    );
    // Minutes pass: nothing is tried but one probe every five minutes, nothing is given up.
    for _ in 0..10 {
        w.clock.0.fetch_add(60, Ordering::SeqCst);
        w.deliver_to(&refused);
    }
    assert_eq!(tried(&refused).len(), 3, "a probe at 5 and 10 minutes");
    let after = w.store.pending_notices(10).unwrap();
    assert_eq!(
        after.iter().map(|p| p.id).collect::<Vec<_>>(),
        before.iter().map(|p| p.id).collect::<Vec<_>>()
    );
    assert!(
        after.iter().all(|p| p.attempts == 0),
        "no attempt is counted against a notice"
    );
    // An operator gives the bot a valid token (here: Discord takes it again).
    *refused.failing.lock().unwrap() = None;
    w.clock.0.fetch_add(300, Ordering::SeqCst);
    assert_eq!(w.deliver_to(&refused).len(), 2);
    assert_eq!(w.pump.token_refused_since(), None);
    assert!(w.store.pending_notices(10).unwrap().is_empty());
}

#[test]
fn unknown_channel_is_confirmed_before_a_game_is_ended() {
    let w = World::started("gone-unconfirmed");
    let liar = Channel::default();
    *liar.failing.lock().unwrap() = Some(DeliveryError::ChannelGone(Cause::text("404 10003")));
    *liar.gone.lock().unwrap() = Some(Ok(false));
    w.play_turn();
    let id = w.store.pending_notices(10).unwrap()[0].id;
    w.deliver_to(&liar);
    assert!(
        w.store.live_game_in(ChannelId(20)).unwrap().is_some(),
        "the channel is there: the game goes on"
    );
    let delivery = w.store.notice_delivery(id).unwrap();
    assert!(delivery.retry_at.is_some() && delivery.failed_at.is_none());
    // The question fails too (Discord down): still nothing ended, the post waits.
    *liar.gone.lock().unwrap() = Some(Err(DeliveryError::retry(Cause::text("503"))));
    w.clock.0.fetch_add(3600, Ordering::SeqCst);
    w.deliver_to(&liar);
    assert!(w.store.live_game_in(ChannelId(20)).unwrap().is_some());
    // Discord answers "unknown channel" to both: the game is ended.
    *liar.gone.lock().unwrap() = Some(Ok(true));
    w.clock.0.fetch_add(3600, Ordering::SeqCst);
    w.deliver_to(&liar);
    assert!(w.store.live_game_in(ChannelId(20)).unwrap().is_none());
}

#[test]
fn a_notice_failing_for_a_week_is_given_up_and_a_permanent_refusal_at_once() {
    let w = World::started("week");
    let down = Channel::default();
    *down.failing.lock().unwrap() = Some(DeliveryError::retry(Cause::text("timed out")));
    w.play_turn();
    w.deliver_to(&down);
    w.clock.0.fetch_add(6 * 24 * 3600, Ordering::SeqCst);
    w.deliver_to(&down);
    assert_eq!(
        w.store.pending_notices(10).unwrap().len(),
        1,
        "six days: still tried"
    );
    w.clock.0.fetch_add(24 * 3600, Ordering::SeqCst);
    w.deliver_to(&down);
    assert!(
        w.store.pending_notices(10).unwrap().is_empty(),
        "a week: given up"
    );
    // A permanent failure is given up at once (at the breaker's next probe: as far as the
    // pump knows, Discord was still failing).
    w.play_turn();
    w.clock.0.fetch_add(10, Ordering::SeqCst);
    let gone = Channel::default();
    *gone.failing.lock().unwrap() = Some(DeliveryError::Permanent(Cause::text("404 10003")));
    w.deliver_to(&gone);
    assert_eq!(tried(&gone).len(), 1);
    assert!(w.store.pending_notices(10).unwrap().is_empty());
}

/// What is logged (as text) while `f` runs on this thread.
fn logged(f: impl FnOnce()) -> String {
    #[derive(Clone, Default)]
    struct Lines(Arc<Mutex<Vec<u8>>>);
    impl std::io::Write for Lines {
        fn write(&mut self, bytes: &[u8]) -> std::io::Result<usize> {
            self.0.lock().unwrap().extend_from_slice(bytes);
            Ok(bytes.len())
        }
        fn flush(&mut self) -> std::io::Result<()> {
            Ok(())
        }
    }
    let lines = Lines::default();
    let sink = lines.clone();
    let subscriber = tracing_subscriber::fmt()
        .with_writer(move || sink.clone())
        .with_ansi(false)
        .finish();
    tracing::subscriber::with_default(subscriber, f);
    let text = lines.0.lock().unwrap().clone();
    String::from_utf8(text).unwrap()
}

#[test]
fn a_notice_that_cannot_be_worded_is_logged_with_its_cause_and_the_next_goes_out() {
    let w = World::started("unworded");
    let g = w.live();
    // A notice whose stored body does not read (a bug, or a hand-edited database), then one
    // that does.
    let broken = games_store::Notice {
        channel: ChannelId(20),
        user: None,
        kind: NoticeKind::Info,
        direct: false,
        body: "{not json".into(),
    };
    let change = games_store::Change {
        notices: std::slice::from_ref(&broken),
        ..Default::default()
    };
    let applied = w
        .store
        .apply_change(g.id, g.version, &change, w.clock.now())
        .unwrap();
    let id = applied.notice_ids[0];
    w.play_turn();
    let mut posted = Vec::new();
    let log = logged(|| posted = w.deliver());
    assert_eq!(
        posted.len(),
        1,
        "the turn message still goes out: {posted:?}"
    );
    // The log line says which notice, what failed and why (the JSON parser's words).
    let cause = serde_json::from_str::<serde_json::Value>("{not json")
        .unwrap_err()
        .to_string();
    let line = log
        .lines()
        .find(|l| l.contains("cannot word a notice"))
        .unwrap_or_else(|| panic!("no line for the notice:\n{log}"));
    assert!(
        line.contains(&format!(
            "notice {id} cannot be composed: its stored body does not read: {cause}"
        )),
        "{line}"
    );
}

#[test]
fn discords_retry_after_is_waited_out_before_the_next_try() {
    let w = World::started("retry-after");
    let limited = Channel::default();
    *limited.failing.lock().unwrap() = Some(DeliveryError::Retry {
        cause: Cause::text("429"),
        after: Some(std::time::Duration::from_millis(9_500)),
        scope: RetryScope::Route,
    });
    w.play_turn();
    w.deliver_to(&limited);
    assert_eq!(tried(&limited).len(), 1);
    *limited.failing.lock().unwrap() = None;
    w.clock.0.fetch_add(10, Ordering::SeqCst);
    assert!(
        w.deliver_to(&limited).is_empty(),
        "9.5 s asked: not after 10 s of whole seconds"
    );
    assert_eq!(tried(&limited).len(), 1);
    w.clock.0.fetch_add(1, Ordering::SeqCst);
    assert_eq!(w.deliver_to(&limited).len(), 1);
}

/// Two games, in channels 20 and 21, each with a notice waiting (21's the older).
fn two_channels(name: &str) -> World {
    let w = World::started(name);
    let in21 = |c: Caller| Caller {
        channel: ChannelId(21),
        ..c
    };
    w.run(&in21(carla()), new_game(2));
    w.run(&in21(caller("Dora", 4)), Command::Join);
    w.run(&in21(carla()), Command::Start);
    w.play_turn();
    assert_eq!(w.store.pending_notices(10).unwrap().len(), 2);
    w
}

#[test]
fn a_global_rate_limit_pauses_every_post_a_channels_only_its_channel() {
    let limit = |global| DeliveryError::Retry {
        cause: Cause::text("429"),
        after: Some(std::time::Duration::from_secs(60)),
        scope: if global {
            RetryScope::Global
        } else {
            RetryScope::Route
        },
    };
    // A channel's limit: the other channel is still tried.
    let w = two_channels("route-limit");
    let limited = Channel::default();
    *limited.failing.lock().unwrap() = Some(limit(false));
    w.deliver_to(&limited);
    assert_eq!(tried(&limited).len(), 2, "each channel tried once");
    // A global limit: nothing more until it ends, in this pass or the next.
    let w = two_channels("global-limit");
    let limited = Channel::default();
    *limited.failing.lock().unwrap() = Some(limit(true));
    w.deliver_to(&limited);
    assert_eq!(tried(&limited).len(), 1, "the first post stops the pass");
    *limited.failing.lock().unwrap() = None;
    w.clock.0.fetch_add(3600, Ordering::SeqCst);
    assert!(
        w.deliver_to(&limited).is_empty(),
        "paused for Discord's 60 s"
    );
    assert_eq!(tried(&limited).len(), 1);
}

#[test]
fn a_channel_refusing_the_bot_tells_the_host_once_and_its_notices_wait() {
    use games_messages::Permission;
    let w = World::started("refused");
    let refused = Channel::default();
    *refused.failing.lock().unwrap() = Some(DeliveryError::Refused {
        cause: Cause::text("403 50013: Missing Permissions"),
        code: 50013,
        missing: vec![Permission::AttachFiles],
    });
    w.play_turn();
    w.play_turn();
    let pending: Vec<i64> = w
        .store
        .pending_notices(10)
        .unwrap()
        .iter()
        .map(|p| p.id.0)
        .collect();
    w.deliver_to(&refused);
    let told = w.deliver_to(&refused);
    assert_eq!(told.len(), 1, "the host is told: {told:?}");
    assert_eq!(
        told[0].direct_to,
        Some(ana().user),
        "by direct message, to the host"
    );
    assert!(told[0].text.contains("<#20>"), "{}", told[0].text);
    assert!(told[0].text.contains("Attach Files"), "{}", told[0].text);
    // Hours pass: tried again each hour, the host is not told again.
    for _ in 0..3 {
        w.clock.0.fetch_add(3601, Ordering::SeqCst);
        assert!(w.deliver_to(&refused).is_empty());
    }
    assert_eq!(tried(&refused), vec![pending[0]; 4]);
    // Anyone looking sees why the game is quiet.
    let status = w.run(&bruno(), Command::Status);
    assert!(status.text.contains("Attach Files"), "{}", status.text);
    let list = w.run(&admin(), Command::List);
    assert!(
        list.text.contains("Attach Files"),
        "the admins see it: {}",
        list.text
    );
    // A command whose interaction shows the bot still lacking a right changes nothing...
    *refused.failing.lock().unwrap() = None;
    let still = bruno().bot_missing(vec![Permission::AttachFiles]);
    assert!(!w.run(&still, Command::Status).queued);
    assert!(w.deliver_to(&refused).is_empty());
    // ... one showing its rights back sends what waited at once: the two turn messages
    // folded into one catch-up (in the first one's place), pinging whoever is to move.
    let back = bruno().bot_missing(Vec::new());
    assert!(w.run(&back, Command::Status).queued);
    let posted = w.deliver_to(&refused);
    assert_eq!(
        posted.iter().map(|o| o.id.0).collect::<Vec<_>>(),
        [pending[0]],
        "{posted:?}"
    );
    assert!(
        posted[0].text.contains("2 turns were played meanwhile"),
        "{}",
        posted[0].text
    );
    let (next, _) = w.current();
    assert_eq!(posted[0].mention.as_ref().map(|m| m.0), Some(next.user));
    assert_eq!(
        w.store
            .folded_into(games_ids::ids::NoticeId(pending[1]))
            .unwrap(),
        Some(games_ids::ids::NoticeId(pending[0]))
    );
    assert!(!w
        .run(&bruno(), Command::Status)
        .text
        .contains("Attach Files"));
}

#[test]
fn a_game_is_not_opened_where_the_bot_could_not_post() {
    use games_messages::Permission;
    let w = world("no-post");
    let who = ana().bot_missing(vec![Permission::SendMessages, Permission::EmbedLinks]);
    let r = w.run(&who, new_game(2));
    assert!(r.private);
    assert!(
        r.text.contains("Send Messages") && r.text.contains("Embed Links"),
        "{}",
        r.text
    );
    assert!(w.store.live_game_in(ChannelId(20)).unwrap().is_none());
    // Where it may, it is.
    let r = w.run(&ana().bot_missing(Vec::new()), new_game(2));
    assert!(
        w.store.live_game_in(ChannelId(20)).unwrap().is_some(),
        "{}",
        r.text
    );
}

#[test]
fn reminders_come_once_per_interval_and_survive_a_restart() {
    let path = scratch::db("remind");
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let w = world_at(&path, clock.clone());
    w.run(&ana(), new_game(2));
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    let reminders = |w: &World| {
        w.store
            .pending_notices(100)
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
    let w = world_at(&path, clock);
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
            game: None,
            board: Some("B".into()),
            max_players: Some(2),
            bots: vec![],
            reminder_hours: Some(1),
            bot_takes_over_after: Some(2),
            lang: None,
            hints: None,
            stand_in: None,
            clock: Default::default(),
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
    let stored = w.live();
    assert!(
        stored.seats.iter().all(|s| !s.is_bot()),
        "the seat stays the player's"
    );
    let posted = w.deliver();
    assert!(
        posted
            .iter()
            .any(|o| o.text.contains("a bot played this turn")),
        "{posted:?}"
    );
}

#[test]
fn bots_play_their_turns_and_leaving_hands_the_seat_to_a_bot() {
    let w = world("bots");
    w.run(
        &ana(),
        Command::NewGame {
            game: None,
            board: None,
            max_players: Some(3),
            bots: vec![calcada_bots::BotLevel::Normal],
            reminder_hours: None,
            bot_takes_over_after: None,
            lang: None,
            hints: None,
            stand_in: None,
            clock: Default::default(),
        },
    );
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    for _ in 0..6 {
        let stored = w.live();
        let g = stored.state_of::<calcada_rules::Game>().cloned().unwrap();
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
            Command::Move {
                text: (Action::Declare {
                    space: d.space,
                    colour: d.colour,
                })
                .to_string(),
                version: None,
                made_for: MadeFor::Now,
                confirmed: false,
            },
        );
        let g = w.live().state_of::<calcada_rules::Game>().cloned().unwrap();
        let p = g.legal_placements()[0];
        w.run(
            &who,
            Command::Move {
                text: (Action::Place {
                    symbol: p.tile.symbol,
                    square: p.squares().next().unwrap(),
                })
                .to_string(),
                version: None,
                made_for: MadeFor::Now,
                confirmed: false,
            },
        );
    }
    w.deliver();
    let r = w.run(&bruno(), Command::Leave);
    assert!(r.private, "{}", r.text);
    let posted = w.deliver();
    assert!(
        posted
            .iter()
            .any(|o| o.text.contains("Bruno left: a bot plays their seat")),
        "{posted:?}"
    );
    let stored = w.live();
    assert!(stored.seats[2].is_bot());
    refused(
        &w,
        &bruno(),
        Command::Move {
            text: (Action::Refresh {
                colour: Colour::Blue,
            })
            .to_string(),
            version: None,
            made_for: MadeFor::Now,
            confirmed: false,
        },
        "A bot plays that seat",
    );
    w.store.verify_game(stored.id).unwrap();
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
            kind: None,
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
    assert!(r.private, "{}", r.text);
    let posted = w.deliver();
    assert_eq!(posted.len(), 1);
    assert!(
        posted[0].text.contains("Dora ended the game"),
        "{}",
        posted[0].text
    );
    assert_eq!(posted[0].pictures.len(), 1, "the final picture");
    assert_eq!(posted[0].pictures[0].name, "final.png");
    let games = w.store.list_games(GuildId(10), true).unwrap();
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
        "Nobody called “Zoe”",
    );
    assert_eq!(w.fingerprint(), before);
}

#[test]
fn a_whole_game_is_logged_and_replays_to_its_snapshot() {
    let w = World::started("whole");
    let mut turns = 0;
    let mut posted = Vec::new();
    loop {
        let stored = w
            .store
            .load_game(w.store.list_games(GuildId(10), true).unwrap()[0].id)
            .unwrap();
        if stored.status != GameStatus::Running {
            assert_eq!(stored.status, GameStatus::Finished);
            w.store.verify_game(stored.id).unwrap();
            assert!(stored
                .state_of::<calcada_rules::Game>()
                .cloned()
                .unwrap()
                .is_over());
            break;
        }
        w.play_turn();
        posted.extend(w.deliver());
        turns += 1;
        assert!(turns < 400, "the game should end");
    }
    assert_eq!(posted.len(), turns, "one turn message per turn");
    let last = posted.last().unwrap();
    let card = last.card.as_ref().expect("the final scores as a card");
    assert_eq!(card.title, "Game over");
    assert_eq!(card.fields.len(), 2);
    assert!(card
        .fields
        .iter()
        .all(|(name, value)| name.contains("point") && value.contains("bonus")));
    assert!(last.pictures.iter().any(|p| p.name == "final.png"));
    assert_eq!(last.mention, None, "nobody is pinged at the end");
    assert!(posted[..turns - 1]
        .iter()
        .all(|o| o.mention.is_some() && o.pictures[0].name == "turn.png"));
}

#[test]
fn the_first_player_is_pinged_by_the_start_message() {
    let w = world("startping");
    w.run(&ana(), new_game(2));
    w.run(&bruno(), Command::Join);
    let r = w.run(&ana(), Command::Start);
    assert!(r.private);
    let (first, _) = w.current();
    let posted = w.deliver();
    assert_eq!(posted.len(), 1, "the start message is the first ping");
    assert_eq!(posted[0].mention, Some((first.user, first.name.clone())));
    assert!(posted[0].text.contains("The game starts"));
    assert_eq!(posted[0].pictures[0].name, "table.png");
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
        Command::Move {
            text: (Action::Declare {
                space: d.space,
                colour: d.colour,
            })
            .to_string(),
            version: menu,
            made_for: MadeFor::Now,
            confirmed: false,
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
    w.deliver();
    let g = w.live().state_of::<calcada_rules::Game>().cloned().unwrap();
    let leaver = [ana(), bruno(), carla()]
        .into_iter()
        .find(|c| c.user.0 as usize - 1 != g.current())
        .unwrap();
    w.run(&leaver, Command::Leave);
    let posted = w.deliver();
    assert_eq!(posted.len(), 1, "the channel is told");
    assert!(
        posted[0].text.contains("left: a bot plays"),
        "{}",
        posted[0].text
    );
    assert_eq!(
        posted[0].mention, None,
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

#[test]
fn a_hint_is_private_legal_and_noted_in_the_history() {
    use games_messages::{say, Lang, Msg};
    let w = World::started("hint");
    let (who, g) = w.current();
    let other = if g.current() == 0 { bruno() } else { ana() };
    // Only the player to move may ask.
    refused(&w, &other, Command::Hint, "turn");
    let before = w.fingerprint();
    let r = w.run(&who, Command::Hint);
    assert!(r.private, "{}", r.text);
    let header = say(
        Lang::En,
        &Msg::HintHeader {
            turn: String::new(),
        },
    );
    let lead = header.split(':').next().unwrap();
    assert!(r.text.starts_with(lead), "{}", r.text);
    assert_eq!(
        w.fingerprint(),
        before,
        "asking changes nothing in the game"
    );
    // The suggestion's first step is legal now: its words are among the legal choices.
    let legal: Vec<String> = g
        .legal_actions()
        .iter()
        .map(|a| say(Lang::En, &games_messages::action_words(a)))
        .collect();
    let first_line = r.text.lines().next().unwrap();
    assert!(
        legal.iter().any(|l| first_line.contains(l.as_str())),
        "{first_line} names no legal action of {legal:?}"
    );
    // Playing the turn: the history says a hint was used in it.
    w.play_turn();
    let name = g.player(g.current()).name().to_string();
    let h = w.run(&who, Command::History { last: Some(5) });
    assert!(
        h.text
            .contains(&say(Lang::En, &Msg::HintUsed { name: name.into() })),
        "{}",
        h.text
    );
}

/// Ana opens a 2-player game with `edit` applied to its options, Bruno joins, Ana starts.
fn started_with(name: &str, edit: impl FnOnce(&mut Command)) -> World {
    let w = world(name);
    let mut new = new_game(2);
    edit(&mut new);
    w.run(&ana(), new);
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    w
}

#[test]
fn a_game_without_hints_refuses_them() {
    let w = started_with("no-hints", |new| {
        if let Command::NewGame { hints, .. } = new {
            *hints = Some(false);
        }
    });
    let (who, _) = w.current();
    refused(&w, &who, Command::Hint, "Hints are turned off");
}

#[test]
fn the_stand_in_level_chosen_at_the_start_plays_for_a_player_who_leaves() {
    let w = started_with("stand-in", |new| {
        if let Command::NewGame { stand_in, .. } = new {
            *stand_in = Some(calcada_bots::BotLevel::Easy);
        }
    });
    w.run(&bruno(), Command::Leave);
    let seats = w.live().seats;
    assert_eq!(seats[1].bot, Some(calcada_bots::BotLevel::Easy));
    assert_eq!(seats[0].bot, None);
}

/// A leave that hands the turn to bots plays none of their turns inside the request: the
/// background worker plays them one turn at a time, each written on its own (a restarted
/// process finds them waiting), and the channel gets one turn message once a human is to
/// play, covering every bot move since the leave.
#[test]
fn a_leave_leaves_the_bots_turns_to_the_worker_one_turn_at_a_time() {
    use calcada_bots::BotLevel;
    let path = scratch::db("bot-worker");
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let w = world_at(&path, clock.clone());
    // Seats: Ana, a bot, Bruno, a bot: whoever leaves hands two turns to bots.
    let bot = || Command::AddBot {
        kind: BotLevel::Normal,
    };
    w.run(&ana(), new_game(4));
    w.run(&ana(), bot());
    w.run(&bruno(), Command::Join);
    w.run(&ana(), bot());
    w.run(&ana(), Command::Start);
    w.deliver();
    // Whoever is to play leaves: two or three bot turns follow before a human plays.
    let (leaver, _) = w.current();
    let before = w.live();
    let seat_of = |c: &Caller| before.seat_of(c.user).unwrap();
    let r = w.run(&leaver, Command::Leave);
    assert!(r.private, "{}", r.text);
    let after = w.live();
    assert_eq!(after.moves, before.moves, "no bot move inside the request");
    assert_eq!(after.bots_from, Some(before.moves));
    let told = w.deliver();
    assert_eq!(told.len(), 1, "{told:?}");
    assert!(
        told[0].text.contains("left: a bot plays"),
        "{}",
        told[0].text
    );
    assert_eq!(told[0].mention, None);

    // One step of the worker is one turn of one bot: the leaver's seat, then each bot seat
    // after it, until a human is to play. A new process on the same database finds what is
    // left waiting and goes on.
    let seats = after.seats.len();
    let expected = 1
        + (1..seats)
            .take_while(|k| after.seats[(seat_of(&leaver) + k) % seats].is_bot())
            .count();
    assert!(expected >= 2, "a leave that hands the turn to several bots");
    let w2 = world_at(&path, clock);
    let mut last = after.clone();
    for step in 0..expected {
        let worker = if step == 0 { &w } else { &w2 };
        let g = last.state_of::<calcada_rules::Game>().unwrap();
        let (seat, turns) = (g.current(), g.player(g.current()).turns());
        let more = worker.service.play_bot_turn(after.id).unwrap();
        assert_eq!(more, step + 1 < expected, "step {step} of {expected}");
        let now = worker.live();
        let g = now.state_of::<calcada_rules::Game>().unwrap();
        assert_eq!(g.player(seat).turns(), turns + 1, "one turn of one bot");
        assert!(now.moves > last.moves);
        if more {
            assert!(
                worker.deliver().is_empty(),
                "nothing told while bots still play"
            );
        }
        last = now;
    }
    let done = w2.live();
    assert_eq!(done.bots_from, None);
    let g = done.state_of::<calcada_rules::Game>().unwrap();
    assert!(!done.seats[g.current()].is_bot(), "a human is to play");
    let posted = w2.deliver();
    assert_eq!(posted.len(), 1, "one turn message: {posted:?}");
    let next = done.seats[g.current()].user.unwrap();
    assert_eq!(posted[0].mention.as_ref().map(|m| m.0), Some(next));
    assert_eq!(w2.service.play_waiting_bots().unwrap(), 0);
    w2.store.verify_game(done.id).unwrap();
}

#[test]
fn the_leaderboard_counts_finished_games_and_rates_their_players() {
    use games_messages::{say, Lang, Msg};
    let w = world("leaderboard");
    // Two games between Ana and Bruno, played to their end; a third with a bot seat.
    let mut expected: std::collections::BTreeMap<u64, (u32, u32, u64, u32)> = Default::default();
    for round in 0..2 {
        w.run(&ana(), new_game(2));
        w.run(&bruno(), Command::Join);
        w.run(&ana(), Command::Start);
        w.deliver();
        let mut guard = 0;
        while w.store.live_game_in(ChannelId(20)).unwrap().is_some() {
            w.play_turn();
            guard += 1;
            assert!(guard < 500, "game {round} does not end");
        }
        let done = w.store.last_game_over_in(ChannelId(20)).unwrap().unwrap();
        for s in &done
            .state_of::<calcada_rules::Game>()
            .unwrap()
            .outcome()
            .unwrap()
            .ranking
        {
            let user = done.seats[s.seat].user.unwrap().0;
            let e = expected.entry(user).or_default();
            e.0 += 1;
            e.1 += u32::from(s.rank == 1);
            e.2 += u64::from(s.total);
            e.3 = e.3.max(s.total);
        }
    }
    let board = w
        .store
        .leaderboard(GuildId(10), games_service::CALCADA, 10)
        .unwrap();
    assert_eq!(board.len(), 2);
    for p in &board {
        let (games, wins, points, best) = expected[&p.user.0];
        assert_eq!(
            (p.games, p.wins, p.points, p.best),
            (games, wins, points, best)
        );
    }
    // Ratings moved from 25 with the results; the better record rates higher (or ties).
    assert!(board.iter().all(|p| (p.rating - 25.0).abs() > 1e-9));
    if board[0].wins != board[1].wins {
        assert!(board[0].wins > board[1].wins, "{board:?}");
    }
    // The leaderboard as a player reads it.
    let r = w.run(
        &ana(),
        Command::Leaderboard {
            game: None,
            by: Ranking::Rating,
        },
    );
    assert!(r.private);
    assert!(
        r.text.contains(&say(Lang::En, &Msg::LeaderboardHeader)),
        "{}",
        r.text
    );
    assert!(
        r.text.contains(&format!("rating {:.1}", board[0].rating)),
        "{}",
        r.text
    );
    let me = w.run(
        &bruno(),
        Command::Stats {
            user: None,
            game: None,
        },
    );
    assert!(
        me.text.contains("Bruno") && me.text.contains("Best game"),
        "{}",
        me.text
    );
    // A game ended early by its host counts nowhere.
    w.run(&ana(), new_game(2));
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    w.run(&ana(), Command::End);
    let after = w
        .store
        .leaderboard(GuildId(10), games_service::CALCADA, 10)
        .unwrap();
    assert_eq!(after, board);
    // Bots are counted apart, never in the players' ratings: Ana seats a bot, starts and
    // leaves, so two bots play the game to its end.
    w.run(&ana(), new_game(2));
    w.run(
        &ana(),
        Command::AddBot {
            kind: calcada_bots::BotLevel::Normal,
        },
    );
    w.run(&ana(), Command::Start);
    w.run(&ana(), Command::Leave);
    // The bots' turns are the background worker's.
    assert!(w.service.play_waiting_bots().unwrap() > 0);
    assert!(w.store.live_game_in(ChannelId(20)).unwrap().is_none());
    let bots = w
        .store
        .bot_stats(GuildId(10), games_service::CALCADA)
        .unwrap();
    assert_eq!(bots.len(), 1);
    assert_eq!(
        (bots[0].kind, bots[0].games),
        (calcada_bots::BotLevel::Normal, 2)
    );
    assert_eq!(
        w.store
            .leaderboard(GuildId(10), games_service::CALCADA, 10)
            .unwrap(),
        board
    );
    let r = w.run(
        &ana(),
        Command::Leaderboard {
            game: None,
            by: Ranking::Rating,
        },
    );
    assert!(
        r.text.contains(&say(Lang::En, &Msg::LeaderboardBots)),
        "{}",
        r.text
    );
}

/// A time of day on 2026-06-01, UTC (the clock's unit is the unix second).
fn at_utc(h: i64, m: i64) -> i64 {
    1_780_272_000 + h * 3600 + m * 60
}

fn quiet_nights(w: &World, who: &Caller) {
    let change = games_service::SettingsChange {
        time_zone: Some("UTC".into()),
        quiet: Some("22:00-08:00".into()),
        ..Default::default()
    };
    let r = w.run(who, Command::Settings(change));
    assert!(r.private && r.text.contains("22:00-08:00"), "{}", r.text);
}

#[test]
fn a_ping_in_quiet_hours_comes_at_their_end_once_even_across_a_restart() {
    let path = scratch::db("quiet-ping");
    let clock = Arc::new(TestClock(AtomicI64::new(at_utc(12, 0))));
    let w = world_at(&path, clock.clone());
    w.run(&ana(), new_game(2));
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    w.deliver();
    // Whoever is not first has quiet nights; the first plays at 23:00.
    let (first, _) = w.current();
    let other = if first.user == ana().user {
        bruno()
    } else {
        ana()
    };
    quiet_nights(&w, &other);
    clock.0.store(at_utc(23, 0), Ordering::SeqCst);
    w.play_turn();
    let posted = w.deliver();
    let turn = posted
        .iter()
        .find(|o| o.kind == games_store::NoticeKind::Turn)
        .expect("the turn message posts at once");
    assert_eq!(turn.mention, None, "no ping in quiet hours");
    assert_eq!(turn.later_ping.as_ref().map(|p| p.0), Some(other.user));
    assert!(w.deliver().is_empty(), "nothing more during the night");
    // The process restarts in the middle of the night.
    drop(w);
    clock
        .0
        .store(at_utc(23, 0) + 8 * 3600 - 60, Ordering::SeqCst);
    let w = world_at(&path, clock.clone());
    assert!(w.deliver().is_empty(), "07:59: still quiet");
    clock.0.store(at_utc(23, 0) + 9 * 3600, Ordering::SeqCst);
    let later = w.deliver();
    assert_eq!(later.len(), 1, "{later:?}");
    assert_eq!(later[0].mention.as_ref().map(|m| m.0), Some(other.user));
    assert!(w.deliver().is_empty(), "the ping comes once");
}

#[test]
fn time_away_pauses_reminders_and_the_stand_in_and_they_resume() {
    let w = absent_world("away", Some(1));
    let clock = w.clock.clone();
    let (first, g) = w.current();
    let r = w.run(
        &first,
        Command::Away {
            until: "2026-06-05".into(),
        },
    );
    assert!(r.private, "{}", r.text);
    let status = w.run(&bruno(), Command::Status);
    assert!(status.text.contains("away until"), "{}", status.text);
    // Three days pass: no reminder, no stand-in.
    clock.0.store(at_utc(12, 0) + 3 * 86_400, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert!(w.deliver().is_empty());
    assert_eq!(w.live().reminders_sent, 0);
    assert_eq!(
        w.current().1.player(g.current()).turns(),
        g.player(g.current()).turns()
    );
    // Back: the turn has waited long enough, the reminder comes at the next tick.
    w.run(&first, Command::Back);
    w.service.tick().unwrap();
    assert_eq!(w.live().reminders_sent, 1);
    assert!(w
        .deliver()
        .iter()
        .any(|o| o.kind == games_store::NoticeKind::Reminder));
    // Away too long for the server's cap (14 days) is refused.
    refused(
        &w,
        &first,
        Command::Away {
            until: "2026-06-20".into(),
        },
        "14 days",
    );
    // Only an admin changes the cap; then a longer time away is accepted.
    refused(
        &w,
        &first,
        Command::SetAwayDays { days: 30 },
        "Only a server admin",
    );
    let r = w.run(&admin(), Command::SetAwayDays { days: 30 });
    assert!(r.text.contains("30 days"), "{}", r.text);
    let r = w.run(
        &first,
        Command::Away {
            until: "2026-06-20".into(),
        },
    );
    assert!(r.text.contains("away until"), "{}", r.text);
}

#[test]
fn a_reminder_interval_does_not_count_quiet_hours() {
    let path = scratch::db("quiet-reminder");
    let clock = Arc::new(TestClock(AtomicI64::new(at_utc(12, 0))));
    let w = world_at(&path, clock.clone());
    w.run(&ana(), new_game(2)); // reminders every 24 hours
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    w.deliver();
    let (first, _) = w.current();
    quiet_nights(&w, &first);
    // 24 hours later only 14 of them were awake: no reminder yet.
    clock.0.store(at_utc(12, 0) + 24 * 3600, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!(w.live().reminders_sent, 0);
    // At 21:00 the next day, 23 awake hours: not yet.
    clock.0.store(at_utc(12, 0) + 33 * 3600, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!(w.live().reminders_sent, 0);
    // At 22:00, 24 awake hours, but quiet hours begin: nothing during the night.
    clock.0.store(at_utc(12, 0) + 34 * 3600, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!(w.live().reminders_sent, 0);
    // 08:00: the reminder comes.
    clock.0.store(at_utc(12, 0) + 44 * 3600, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!(w.live().reminders_sent, 1);
}

/// A game opened at 2026-06-01 12:00 UTC, reminders every 24 h and, if `takeover`, a bot
/// standing in after that many missed reminders.
fn absent_world(name: &str, takeover: Option<u32>) -> World {
    let path = scratch::db(name);
    let clock = Arc::new(TestClock(AtomicI64::new(at_utc(12, 0))));
    let w = world_at(&path, clock);
    let mut new = new_game(2);
    if let Command::NewGame {
        bot_takes_over_after,
        ..
    } = &mut new
    {
        *bot_takes_over_after = takeover;
    }
    w.run(&ana(), new);
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    w.deliver();
    w
}

#[test]
fn the_bot_stand_in_follows_the_games_clock_whatever_a_players_own_interval() {
    // No reminders at all, by the player's own choice: the stand-in still comes.
    let w = absent_world("own-interval-off", Some(1));
    let (first, g) = w.current();
    let off = games_service::SettingsChange {
        reminder_hours: Some(0),
        ..Default::default()
    };
    w.run(&first, Command::Settings(off));
    w.clock.0.fetch_add(48 * 3600 - 60, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!(
        w.current().0.user,
        first.user,
        "not before the game's two intervals"
    );
    assert!(
        w.deliver().is_empty(),
        "and no reminder: they asked for none"
    );
    w.clock.0.fetch_add(60, Ordering::SeqCst);
    w.service.tick().unwrap();
    let (now, after) = w.current();
    assert_ne!(now.user, first.user, "a bot played {}'s turn", first.name);
    assert_eq!(
        after.player(g.current()).turns(),
        g.player(g.current()).turns() + 1
    );
    // A month between reminders, by the player's own choice: the game's clock still runs.
    let w = absent_world("own-interval-long", Some(1));
    let (first, _) = w.current();
    let month = games_service::SettingsChange {
        reminder_hours: Some(720),
        ..Default::default()
    };
    w.run(&first, Command::Settings(month));
    w.clock.0.fetch_add(48 * 3600, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_ne!(w.current().0.user, first.user);
}

#[test]
fn quiet_hours_cover_at_most_twelve_hours_a_day() {
    let w = absent_world("quiet-cap", None);
    let quiet = |q: &str| {
        Command::Settings(games_service::SettingsChange {
            quiet: Some(q.into()),
            ..Default::default()
        })
    };
    refused(&w, &ana(), quiet("20:00-09:00"), "at most 12 hours");
    refused(&w, &ana(), quiet("00:01-23:59"), "at most 12 hours");
    let r = w.run(&ana(), quiet("21:00-09:00"));
    assert!(
        r.text.contains("21:00-09:00"),
        "twelve hours is fine: {}",
        r.text
    );
}

#[test]
fn time_away_is_capped_within_any_thirty_days() {
    let w = absent_world("away-budget", None);
    let away = |date: &str| Command::Away { until: date.into() };
    // Ten days away (to the end of June 10th), then back on time.
    let r = w.run(&ana(), away("2026-06-10"));
    assert!(r.text.contains("away until"), "{}", r.text);
    w.clock.0.fetch_add(10 * 86_400, Ordering::SeqCst);
    // Renewing at once: ten more days would make twenty within 30; the cap is 14.
    refused(&w, &ana(), away("2026-06-20"), "4 left");
    let r = w.run(&ana(), away("2026-06-13"));
    assert!(
        r.text.contains("away until"),
        "what is left is allowed: {}",
        r.text
    );
    // Back early: the days not used are not counted.
    w.run(&ana(), Command::Back);
    w.clock.0.fetch_add(86_400, Ordering::SeqCst);
    refused(&w, &ana(), away("2026-06-20"), "left");
    // A month later the old periods have left the window.
    w.clock.0.fetch_add(30 * 86_400, Ordering::SeqCst);
    let r = w.run(&ana(), away("2026-07-20"));
    assert!(r.text.contains("away until"), "{}", r.text);
}

#[test]
fn time_away_set_in_a_lenient_server_holds_another_servers_game_only_within_its_cap() {
    // Server A (guild 10) allows 90 days away, server B (guild 11) 7. Ana and Bruno play in
    // both, each game's stand-in after one missed reminder (two days).
    let w = absent_world("away-two-servers", Some(1));
    let in_b = |c: Caller| Caller {
        guild: GuildId(11),
        channel: ChannelId(30),
        ..c
    };
    w.run(&admin(), Command::SetAwayDays { days: 90 });
    w.run(&in_b(admin()), Command::SetAwayDays { days: 7 });
    let mut new = new_game(2);
    if let Command::NewGame {
        bot_takes_over_after,
        ..
    } = &mut new
    {
        *bot_takes_over_after = Some(1);
    }
    w.run(&in_b(ana()), new);
    w.run(&in_b(bruno()), Command::Join);
    w.run(&in_b(ana()), Command::Start);
    let game = |channel: u64| w.store.live_game_in(ChannelId(channel)).unwrap().unwrap();
    // Ana (seat 0) to move in both games.
    for (guild, channel) in [(10, 20), (11, 30)] {
        if game(channel)
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap()
            .current()
            != 0
        {
            w.play_turn_in(GuildId(guild), ChannelId(channel));
        }
        assert_eq!(
            game(channel)
                .state_of::<calcada_rules::Game>()
                .cloned()
                .unwrap()
                .current(),
            0
        );
    }
    w.deliver();
    let turns = |channel: u64| {
        game(channel)
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap()
            .player(0)
            .turns()
    };
    let (in_a, in_b_turns) = (turns(20), turns(30));
    // 85 days away, typed in A: within A's cap (B would refuse it).
    let away = || Command::Away {
        until: "2026-08-25".into(),
    };
    let r = w.run(&in_b(ana()), away());
    assert!(r.refused && r.text.contains("7 days"), "{}", r.text);
    let r = w.run(&ana(), away());
    assert!(!r.refused && r.text.contains("away until"), "{}", r.text);
    // B counts 8 of those days (its 7 and the day of slack), then its two intervals.
    let due = at_utc(12, 0) + 8 * 86_400 + 48 * 3600;
    w.clock.0.store(due - 60, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!((turns(20), turns(30)), (in_a, in_b_turns), "not yet");
    let posted = w.deliver();
    assert!(
        posted.iter().all(|o| o.kind != NoticeKind::Reminder),
        "no reminder while Ana is away: {posted:?}"
    );
    w.clock.0.store(due, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!(turns(30), in_b_turns + 1, "B's stand-in played Ana's turn");
    assert_eq!(turns(20), in_a, "A's game waits for Ana");
    let posted = w.deliver();
    assert!(
        posted
            .iter()
            .any(|o| o.channel == ChannelId(30) && o.text.contains("a bot played this turn")),
        "{posted:?}"
    );
    // A month on, A's game still waits, and nobody was reminded there.
    w.clock
        .0
        .store(at_utc(12, 0) + 40 * 86_400, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!(turns(20), in_a);
    assert_eq!(game(20).reminders_sent, 0);
    // Back: A's game counts from now, its stand-in two intervals later.
    w.run(&ana(), Command::Back);
    w.clock.0.fetch_add(48 * 3600 - 60, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!(turns(20), in_a);
    w.clock.0.fetch_add(60, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert_eq!(
        turns(20),
        in_a + 1,
        "A's stand-in, once Ana's time away is over"
    );
}

#[test]
fn an_open_lobby_nobody_starts_is_closed_after_the_servers_days() {
    let w = world("lobby-expiry");
    w.run(&ana(), new_game(3));
    w.run(&bruno(), Command::Join);
    let list = w.run(&admin(), Command::List);
    let closes = 1_000_000 + 7 * 86_400;
    assert!(
        list.text.contains(&format!("<t:{closes}:")),
        "{}",
        list.text
    );
    w.deliver();
    w.clock.0.fetch_add(7 * 86_400 - 1, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert!(
        w.store.live_game_in(ChannelId(20)).unwrap().is_some(),
        "not yet"
    );
    w.clock.0.fetch_add(1, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert!(
        w.store.live_game_in(ChannelId(20)).unwrap().is_none(),
        "closed"
    );
    let told = w.deliver();
    assert_eq!(told.len(), 1);
    assert!(
        told[0].text.contains("nobody started it"),
        "{}",
        told[0].text
    );
    // The channel is free; a running game is never closed so.
    w.run(&carla(), new_game(2));
    w.run(&bruno(), Command::Join);
    w.run(&carla(), Command::Start);
    // An admin shortens the wait for new lobbies elsewhere in the server.
    refused(
        &w,
        &ana(),
        Command::SetLobbyDays { days: 2 },
        "Only a server admin",
    );
    let r = w.run(&admin(), Command::SetLobbyDays { days: 2 });
    assert!(r.text.contains("2 days"), "{}", r.text);
    w.clock.0.fetch_add(30 * 86_400, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert!(w.store.live_game_in(ChannelId(20)).unwrap().is_some());
}

#[test]
fn hints_at_once_equal_hints_alone_and_a_position_is_searched_once() {
    let path = scratch::db("hint-storm");
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let w = world_at(&path, clock.clone());
    let in_channel = |c: Caller, ch: u64| Caller {
        channel: ChannelId(ch),
        ..c
    };
    let channels = [31u64, 32, 33, 34];
    for &ch in &channels {
        w.run(&in_channel(ana(), ch), new_game(2));
        w.run(&in_channel(bruno(), ch), Command::Join);
        w.run(&in_channel(ana(), ch), Command::Start);
    }
    let mover = |ch: u64| {
        let g = w
            .store
            .live_game_in(ChannelId(ch))
            .unwrap()
            .unwrap()
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap();
        in_channel(if g.current() == 0 { ana() } else { bruno() }, ch)
    };
    // All at once, on the same service.
    let storm: Vec<String> = std::thread::scope(|s| {
        let asks: Vec<_> = channels
            .iter()
            .map(|&ch| {
                let who = mover(ch);
                let service = w.service.clone();
                s.spawn(move || service.handle(&who, Command::Hint).unwrap().text)
            })
            .collect();
        asks.into_iter().map(|t| t.join().unwrap()).collect()
    });
    assert_eq!(w.service.hint_searches(), 4);
    // Asked again: the same answer, not searched again.
    let again = w.run(&mover(31), Command::Hint).text;
    assert_eq!(again, storm[0]);
    assert_eq!(w.service.hint_searches(), 4, "cached");
    // Alone, one at a time, on a fresh service over the same file: the same hints.
    let alone = Service::new(
        Store::open(&path)
            .unwrap()
            .with_games(games_service::games()),
        clock,
        Seeds::Fixed(7.into()),
    );
    for (k, &ch) in channels.iter().enumerate() {
        let text = alone.handle(&mover(ch), Command::Hint).unwrap().text;
        assert_eq!(text, storm[k], "channel {ch}");
        assert!(text.contains("Suggestion"), "{text}");
    }
}

#[test]
fn a_deleted_channel_ends_its_game_and_tells_the_host() {
    let w = World::started("channel-gone");
    let gone = Channel::default();
    *gone.failing.lock().unwrap() = Some(DeliveryError::ChannelGone(Cause::text("404 10003")));
    w.play_turn();
    w.deliver_to(&gone);
    assert!(
        w.store.live_game_in(ChannelId(20)).unwrap().is_none(),
        "the game is ended"
    );
    let told = w.deliver_to(&gone);
    assert_eq!(told.len(), 1, "{told:?}");
    assert_eq!(told[0].direct_to, Some(ana().user));
    assert!(
        told[0].text.contains("no longer exists"),
        "{}",
        told[0].text
    );
    assert!(w.store.pending_notices(10).unwrap().is_empty());
    // Nothing more is queued for it: no reminders for a game nobody can see.
    w.clock.0.fetch_add(30 * 86_400, Ordering::SeqCst);
    w.service.tick().unwrap();
    assert!(w.store.pending_notices(10).unwrap().is_empty());
}

/// `my games` (issue 26): every game of the caller's in this server, the ones waiting on
/// them first with a button each (the game's channel), whose turn and since when, their
/// seat, points and rank; a page at a time; the panel opened from it is the game's.
#[test]
fn my_games_lists_each_game_of_mine_here_and_opens_the_panel_of_one_waiting_on_me() {
    let w = World::started("my-games");
    let first = w.live();
    let in_channel = |c: &Caller, ch: u64| Caller {
        channel: ChannelId(ch),
        ..c.clone()
    };
    // A second running game, Bruno's, that Ana joined; a lobby of Ana's; a lobby of Carla's
    // that Ana is not in; a game of Ana's in another server.
    w.run(&in_channel(&bruno(), 21), new_game(2));
    w.run(&in_channel(&ana(), 21), Command::Join);
    w.run(&in_channel(&bruno(), 21), Command::Start);
    w.clock.0.fetch_add(600, Ordering::SeqCst);
    w.run(&in_channel(&ana(), 22), new_game(3));
    w.run(&in_channel(&carla(), 23), new_game(3));
    let elsewhere = Caller {
        guild: GuildId(11),
        ..in_channel(&ana(), 24)
    };
    w.run(&elsewhere, new_game(2));
    let second = w.store.live_game_in(ChannelId(21)).unwrap().unwrap();
    let lobby = w.store.live_game_in(ChannelId(22)).unwrap().unwrap();

    // Asked from anywhere in the server.
    let r = w.run(&in_channel(&ana(), 99), Command::MyGames { page: 0 });
    assert!(r.private, "{}", r.text);
    let lines: Vec<&str> = r.text.lines().collect();
    assert_eq!(lines.len(), 4, "a header and three games: {}", r.text);
    assert!(lines[0].contains("3"), "{}", lines[0]);
    let waiting: Vec<(i64, u64)> = [&first, &second]
        .into_iter()
        .filter(|g| {
            let game = g.state_of::<calcada_rules::Game>().unwrap();
            game.current() == g.seat_of(UserId(1)).unwrap()
        })
        .map(|g| (g.id.0, g.channel.0))
        .collect();
    let buttons: Vec<(i64, u64)> = r
        .turn_buttons
        .iter()
        .map(|b| (b.game, b.channel.0))
        .collect();
    assert_eq!(buttons, waiting, "{}", r.text);
    // The games waiting on Ana come first; each line names its game, channel and turn.
    for (line, g) in lines[1..].iter().zip(
        [&first, &second]
            .into_iter()
            .filter(|g| waiting.iter().any(|w| w.0 == g.id.0))
            .chain(
                [&first, &second]
                    .into_iter()
                    .filter(|g| !waiting.iter().any(|w| w.0 == g.id.0)),
            ),
    ) {
        assert!(
            line.contains(&format!("#{} in <#{}>", g.id.0, g.channel.0)),
            "{line}"
        );
        let game = g.state_of::<calcada_rules::Game>().unwrap();
        let turn_of = &g.seats[game.current()].name;
        let mine = g.seat_of(UserId(1)) == Some(game.current());
        assert!(
            line.contains(if mine { "**your turn**" } else { turn_of }),
            "{line}"
        );
        let since = g.turn_started_at.unwrap();
        assert!(line.contains(&format!("<t:{since}:R>")), "{line}");
        let seat = g.seat_of(UserId(1)).unwrap() + 1;
        assert!(
            line.contains(&format!("seat {seat}, 0 points, 1st of 2")),
            "{line}"
        );
    }
    assert!(
        lines[3].contains(&format!("#{} in <#22>", lobby.id.0)) && lines[3].contains("1 of 3"),
        "the lobby comes last: {}",
        lines[3]
    );
    assert!(
        !r.text.contains("<#23>") && !r.text.contains("<#24>"),
        "{}",
        r.text
    );

    // The panel opened from it is the game's (the transport names the game's channel).
    let (who, _) = w.current();
    let before = w.fingerprint();
    let panel = w.run(
        &in_channel(&who, 20),
        Command::Panel {
            steps: Vec::new(),
            version: None,
            made_for: MadeFor::Now,
        },
    );
    assert!(panel.panel.is_some(), "{}", panel.text);
    assert_eq!(w.fingerprint(), before, "opening a panel changes nothing");
    // A channel of another server is not the caller's to reach from here.
    let r = w.run(
        &Caller {
            guild: GuildId(11),
            ..in_channel(&who, 20)
        },
        Command::Panel {
            steps: Vec::new(),
            version: None,
            made_for: MadeFor::Now,
        },
    );
    assert!(r.refused && r.panel.is_none(), "{}", r.text);
    assert_eq!(w.fingerprint(), before);

    // Carla has one lobby; Dora none.
    let r = w.run(&carla(), Command::MyGames { page: 0 });
    assert_eq!(r.text.lines().count(), 2, "{}", r.text);
    assert!(r.turn_buttons.is_empty());
    let r = w.run(&admin(), Command::MyGames { page: 0 });
    assert!(r.text.contains("no running or open game"), "{}", r.text);

    // Past a page: ten more lobbies of Ana's, 13 games on two pages.
    for ch in 30..40 {
        w.run(&in_channel(&ana(), ch), new_game(4));
    }
    let one = w.run(&ana(), Command::MyGames { page: 0 });
    let two = w.run(&ana(), Command::MyGames { page: 1 });
    let past = w.run(&ana(), Command::MyGames { page: 7 });
    let paging = |r: &Reply| r.paging.map(|p| (p.page, p.pages));
    assert_eq!(paging(&one), Some((0, 2)));
    assert_eq!(paging(&two), Some((1, 2)));
    assert_eq!(past.text, two.text, "a page past the end is the last");
    assert_eq!(
        one.text.lines().count() - 1 + two.text.lines().count() - 1,
        13
    );
    assert!(one.text.chars().count() <= 2000, "{}", one.text);
    assert_eq!(one.turn_buttons, r_buttons(&w));

    // A game with a turn clock: the line says the time left on the caller's clock.
    let mut clocked = new_game(2);
    if let Command::NewGame { clock, .. } = &mut clocked {
        clock.days = Some(3);
    }
    w.run(&in_channel(&carla(), 50), clocked);
    w.run(&in_channel(&dora_player(), 50), Command::Join);
    w.run(&in_channel(&carla(), 50), Command::Start);
    w.clock.0.fetch_add(5 * 3600, Ordering::SeqCst);
    let g = w.store.live_game_in(ChannelId(50)).unwrap().unwrap();
    let to_move = g.state_of::<calcada_rules::Game>().unwrap().current();
    let (mover, waiter) = if g.seats[to_move].user == Some(UserId(3)) {
        (carla(), dora_player())
    } else {
        (dora_player(), carla())
    };
    let r = w.run(&mover, Command::MyGames { page: 0 });
    assert!(r.text.contains("your time left: 2d 19h"), "{}", r.text);
    let r = w.run(&waiter, Command::MyGames { page: 0 });
    assert!(r.text.contains("your time left: 3d 0h"), "{}", r.text);
}

/// A fifth player, not an admin.
fn dora_player() -> Caller {
    caller("Dora", 4)
}

/// The buttons of Ana's first page, asked again (the same games wait on her).
fn r_buttons(w: &World) -> Vec<games_service::TurnButton> {
    w.run(&ana(), Command::MyGames { page: 0 }).turn_buttons
}

/// Turn-time statistics (issue 26): each turn from the end of the one before it to the
/// turn's last action, in the player's awake hours (the unit tests of `service::timing`
/// cover quiet hours); the median and 90th percentile in `stats`, the games played without
/// a stand-in, and the leaderboard by speed.
#[test]
fn stats_time_each_turn_and_the_leaderboard_ranks_by_speed() {
    use games_messages::{say, Lang, Msg};
    let w = world("turn-times");
    // Ana takes 10 minutes a turn, Bruno 3 hours.
    let play_timed = |w: &World| {
        let mut guard = 0;
        while w.store.live_game_in(ChannelId(20)).unwrap().is_some() {
            if w.service.play_waiting_bots().unwrap() > 0 {
                continue;
            }
            let (who, _) = w.current();
            let wait = if who.user == UserId(1) { 600 } else { 3 * 3600 };
            w.clock.0.fetch_add(wait, Ordering::SeqCst);
            w.play_turn();
            guard += 1;
            assert!(guard < 500, "the game does not end");
        }
    };
    w.run(&ana(), new_game(2));
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    play_timed(&w);
    let bruno_stats = w.run(
        &bruno(),
        Command::Stats {
            user: None,
            game: None,
        },
    );
    assert!(
        bruno_stats
            .text
            .contains("median 3h 0m, 90% of turns within 3h 0m"),
        "{}",
        bruno_stats.text
    );
    assert!(
        bruno_stats.text.contains("without a stand-in: 1 of 1"),
        "{}",
        bruno_stats.text
    );
    let ana_stats = w.run(
        &bruno(),
        Command::Stats {
            game: None,
            user: Some(UserId(1)),
        },
    );
    assert!(
        ana_stats
            .text
            .contains("median 10m, 90% of turns within 10m"),
        "{}",
        ana_stats.text
    );
    // Every turn is timed but the game's first.
    let actions = w
        .store
        .actions(
            w.store
                .last_game_over_in(ChannelId(20))
                .unwrap()
                .unwrap()
                .id,
        )
        .unwrap();
    let turns = actions
        .windows(2)
        .filter(|p| p[0].seat != p[1].seat)
        .count();
    let timed: usize = [&ana_stats, &bruno_stats]
        .iter()
        .map(|r| {
            let from = "outside quiet hours, ";
            let t = &r.text[r.text.find(from).unwrap() + from.len()..];
            t[..t.find(' ').unwrap()].parse::<usize>().unwrap()
        })
        .sum();
    assert_eq!(timed, turns, "{}\n{}", ana_stats.text, bruno_stats.text);

    // A second game in which an admin hands Bruno's seat to a bot: not without a stand-in.
    w.run(&ana(), new_game(2));
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    w.run(
        &admin(),
        Command::ReplaceWithBot {
            whom: Whom::Named("Bruno".into()),
            kind: None,
        },
    );
    play_timed(&w);
    let r = w.run(
        &bruno(),
        Command::Stats {
            user: None,
            game: None,
        },
    );
    assert!(r.text.contains("without a stand-in: 1 of 2"), "{}", r.text);
    let r = w.run(
        &ana(),
        Command::Stats {
            user: None,
            game: None,
        },
    );
    assert!(r.text.contains("without a stand-in: 2 of 2"), "{}", r.text);

    // The leaderboard by speed: Ana first.
    let r = w.run(
        &carla(),
        Command::Leaderboard {
            by: Ranking::Speed,
            game: None,
        },
    );
    assert!(r.private);
    let lines: Vec<&str> = r.text.lines().collect();
    assert_eq!(lines[0], say(Lang::En, &Msg::LeaderboardSpeedHeader));
    assert!(
        lines[1].starts_with("1. Ana · median 10m · 90% within 10m"),
        "{}",
        r.text
    );
    assert!(
        lines[2].starts_with("2. Bruno · median 3h 0m")
            && lines[2].ends_with("without a stand-in in 1 of 2 games"),
        "{}",
        r.text
    );
}

/// A panel's steps reach the service in the game's notation: a list that does not read (a
/// departure, a word that is no step, an empty one) is refused as outdated, privately, and
/// changes nothing, whether planned or committed.
#[test]
fn a_panels_steps_that_do_not_read_are_refused_and_change_nothing() {
    let w = World::started("panel-steps");
    let (who, _) = w.current();
    let version = w.fingerprint().2 as u64;
    let game = w.live().id.0;
    for steps in [vec!["L"], vec!["zz"], vec!["d1B", ""], vec!["d1Bd2K"]] {
        let steps: Vec<String> = steps.into_iter().map(String::from).collect();
        let made_for = MadeFor::Game(game);
        let panel = Command::Panel {
            steps: steps.clone(),
            version: Some(version),
            made_for,
        };
        refused(&w, &who, panel, "has changed");
        let commit = Command::Commit {
            steps,
            version,
            made_for,
        };
        refused(&w, &who, commit, "has changed");
    }
}

/// A Calçada status on Discord shows every name literally: whose turn, since when, each
/// seat's line (a name with Markdown signs is escaped, not formatted).
#[test]
fn a_status_shows_names_literally_on_discord() {
    let w = world("status-markup");
    let discord = games_messages::Markup::Discord;
    let ann = caller("*Ann*", 1).markup(discord);
    let bob = caller("_Bob_", 2).markup(discord);
    w.run(&ann, new_game(2));
    w.run(&bob, Command::Join);
    w.run(&ann, Command::Start);
    let r = w.run(&bob, Command::Status);
    assert!(!r.refused, "{}", r.text);
    for name in ["*Ann*", "_Bob_"] {
        let literal = games_messages::discord_literal(name);
        assert_ne!(literal, name);
        assert!(r.text.contains(&literal), "{name}: {}", r.text);
        assert!(
            !r.text.replace(&literal, "").contains(name),
            "{name} unescaped: {}",
            r.text
        );
    }
    assert!(r.text.contains("got the turn"), "{}", r.text);
    // In the terminal (plain markup) the names are as typed.
    let plain = w.run(&caller("_Bob_", 2), Command::Status);
    assert!(plain.text.contains("_Bob_"), "{}", plain.text);
    assert!(!plain.text.contains("\\_Bob\\_"), "{}", plain.text);
    // A turn: its summary, the history, and the ranking once the game is over, the same.
    let literal_only = |text: &str, name: &str| {
        let literal = games_messages::discord_literal(name);
        text.contains(&literal) && !text.replace(&literal, "").contains(name)
    };
    let g = w.live().state_of::<calcada_rules::Game>().cloned().unwrap();
    let mover = w.live().seats[g.current()].name.clone();
    let who = if mover == "*Ann*" { &ann } else { &bob };
    let d = g.legal_declarations()[0];
    let (space, colour) = (d.space, d.colour);
    w.run(who, move_of(Action::Declare { space, colour }));
    let g = w.live().state_of::<calcada_rules::Game>().cloned().unwrap();
    let p = g.legal_placements()[0];
    let place = Action::Place {
        symbol: p.tile.symbol,
        square: p.squares().next().unwrap(),
    };
    let summary = w.run(who, move_of(place));
    assert!(literal_only(&summary.text, &mover), "{}", summary.text);
    let history = w.run(&ann, Command::History { last: None });
    assert!(literal_only(&history.text, &mover), "{}", history.text);
    w.run(&ann, Command::End);
    let over = w.run(&bob, Command::Status);
    for name in ["*Ann*", "_Bob_"] {
        assert!(literal_only(&over.text, name), "{name}: {}", over.text);
    }
}

/// A move as its command sends it, at whatever version the game is at.
fn move_of(action: Action) -> Command {
    Command::Move {
        text: action.to_string(),
        version: None,
        made_for: MadeFor::Now,
        confirmed: false,
    }
}

/// Steps within a turn (a refresh, a declaration) are written alone: no turn message, no
/// ping, the turn's start kept (reminders and the clock count from it); the placement that
/// ends the turn queues the one turn message and starts the next turn.
#[test]
fn steps_within_a_turn_queue_nothing_and_keep_the_turns_start() {
    let w = World::started("steps");
    let (who, g) = w.current();
    let start = w.live();
    w.clock.0.fetch_add(600, Ordering::SeqCst);
    let refresh = g
        .legal_actions()
        .into_iter()
        .find(|a| matches!(a, Action::Refresh { .. }))
        .expect("a player with bonus tiles may refresh before declaring");
    let step_alone = |step: Action, moves: u64| {
        let r = w.act(&who, step);
        assert!(!r.refused, "{step}: {}", r.text);
        let now = w.live();
        assert_eq!(now.moves, moves, "{step} is logged");
        assert!(
            w.store.pending_notices(10).unwrap().is_empty(),
            "{step} queues nothing"
        );
        assert_eq!(now.turn_started_at, start.turn_started_at, "{step}");
    };
    step_alone(refresh, start.moves + 1);
    // The declaration is chosen after the refresh, which changed the display.
    let d = w.current().1.legal_declarations()[0];
    let (space, colour) = (d.space, d.colour);
    step_alone(Action::Declare { space, colour }, start.moves + 2);
    let g = w.current().1;
    let p = g.legal_placements()[0];
    let place = Action::Place {
        symbol: p.tile.symbol,
        square: p.squares().next().unwrap(),
    };
    assert!(!w.act(&who, place).refused);
    let pending = w.store.pending_notices(10).unwrap();
    assert_eq!(pending.len(), 1, "the placement queues the turn message");
    assert_eq!(pending[0].notice.kind, NoticeKind::Turn);
    let after = w.live();
    assert_ne!(
        after.turn_started_at, start.turn_started_at,
        "the next turn starts"
    );
    assert_ne!(w.current().0.user, who.user);
}
