//! Replays through the service on a real SQLite file: a finished game stepped through every
//! turn against its record, and a running game's replay kept to its players and to the turns
//! already played.

#[path = "support/scratch.rs"]
mod scratch;

use calcada_bots::{Bot, BotLevel, Greedy};
use calcada_record::PublicState;
use calcada_rules::{Action, Game};
use games_ids::ids::{ChannelId, GameId, GuildId, UserId};
use games_messages::Lang;
use games_pictures::ascii;
use games_service::{Caller, Clock, Command, MadeFor, Reply, Seeds, Service};
use games_store::{GameStatus, Store};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::Arc;

struct TestClock(AtomicI64);
impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

struct World {
    service: Service,
    /// A second handle on the same file, to look at what the service wrote.
    store: Store,
    clock: Arc<TestClock>,
}

fn world(name: &str) -> World {
    let path = scratch::db(name);
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    World {
        service: Service::new(
            Store::open(&path)
                .unwrap()
                .with_games(games_service::games()),
            clock.clone(),
            Seeds::Fixed(11.into()),
        ),
        store: Store::open(&path)
            .unwrap()
            .with_games(games_service::games()),
        clock,
    }
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

impl World {
    fn run(&self, who: &Caller, command: Command) -> Reply {
        self.service.handle(who, command).expect("no fault")
    }

    fn replay(&self, who: &Caller, game: Option<i64>, turn: Option<usize>) -> Reply {
        self.run(who, Command::Replay { game, turn })
    }

    /// Ana and Bruno, and a greedy bot after them, in a started game.
    fn started(&self) -> GameId {
        let new = Command::NewGame {
            game: None,
            board: None,
            max_players: Some(3),
            bots: vec![BotLevel::Normal],
            reminder_hours: None,
            bot_takes_over_after: None,
            lang: None,
            hints: None,
            stand_in: None,
            clock: Default::default(),
        };
        self.run(&ana(), new);
        self.run(&bruno(), Command::Join);
        self.run(&ana(), Command::Start);
        self.live().0
    }

    fn live(&self) -> (GameId, Game) {
        let g = self.store.live_game_in(ChannelId(20)).unwrap().unwrap();
        (g.id, g.state_of::<calcada_rules::Game>().cloned().unwrap())
    }

    /// The player to move plays one step as the greedy bot would (nudges and refreshes too,
    /// so turns have several steps); the bot seat's turns follow in the same request.
    fn step(&self) {
        let (_, game) = self.live();
        let who = if game.current() == 0 { ana() } else { bruno() };
        let action = Greedy.choose(&game);
        let r = self.run(
            &who,
            Command::Move {
                text: action.to_string(),
                version: None,
                made_for: MadeFor::Now,
                confirmed: false,
            },
        );
        assert!(!r.refused, "{}", r.text);
        self.clock.0.fetch_add(60, Ordering::SeqCst);
    }

    /// Version and log length: what looking must not change.
    fn fingerprint(&self, id: GameId) -> (u64, usize) {
        let g = self.store.load_game(id).unwrap();
        (g.version, self.store.actions(id).unwrap().len())
    }
}

fn png(r: &Reply) -> &[u8] {
    assert_eq!(r.pictures.len(), 1, "one picture: {}", r.text);
    let p = &r.pictures[0];
    assert!(p.bytes.starts_with(b"\x89PNG\r\n\x1a\n"), "{}", p.name);
    &p.bytes
}

#[test]
fn a_replay_steps_through_every_turn_of_a_finished_game_and_matches_its_record() {
    let w = world("finished");
    let id = w.started();
    let mut guard = 0;
    while w.store.live_game_in(ChannelId(20)).unwrap().is_some() {
        w.step();
        guard += 1;
        assert!(guard < 1000, "the game should end");
    }
    assert_eq!(w.store.load_game(id).unwrap().status, GameStatus::Finished);
    let json = w.service.record_json_of(id).unwrap().expect("a record");
    let record: calcada_record::Record = serde_json::from_str(&json).unwrap();
    let seed = record.seed.expect("over: the seed is in the record");
    let before = w.fingerprint(id);

    // Anyone may replay a finished game; without a turn it opens at the start.
    let first = w.replay(&carla(), None, None);
    let view = first.replay.expect("a replay");
    assert!(first.private && !first.refused, "{}", first.text);
    assert_eq!((view.game, view.turn, view.moves), (id.0, 0, 0));
    assert!(first.text.contains("the start"), "{}", first.text);
    let turns = view.turns;
    assert!(turns > 10, "{turns} turns");

    // Step through every turn, replaying the record's actions beside it in the engine.
    let mut game = Game::new(record.settings.clone(), seed).unwrap();
    let labels = Lang::En.pictures();
    let mut moves = 0;
    let mut last_png: Vec<u8> = Vec::new();
    for n in 0..=turns {
        let r = w.replay(&carla(), Some(id.0), Some(n));
        let v = r.replay.expect("a replay");
        assert_eq!((v.game, v.turn, v.turns), (id.0, n, turns));
        let first_line = r.text.lines().next().unwrap();
        assert!(
            first_line.contains(&format!("Turn {n} of {turns}")),
            "{first_line}"
        );
        if n == 0 {
            assert_eq!(v.moves, 0);
            assert_eq!(PublicState::of(&game), record.initial);
        } else {
            // Turn n is one player's whole turn: the record's actions from the end of turn
            // n-1 to the first state where another player is to move (or the game is over).
            assert!(v.moves > moves, "turn {n} has no move");
            let seat = record.actions[moves].seat;
            for (i, a) in record.actions[moves..v.moves].iter().enumerate() {
                assert_eq!(a.seat, seat, "turn {n}: one player's turn");
                assert_ne!(a.action, Action::Leave);
                game.play(a.seat, a.action).unwrap();
                let state = &a.state;
                assert_eq!(PublicState::of(&game), *state, "the record's state");
                let last = moves + i + 1 == v.moves;
                let ended = state.outcome.is_some() || state.current != seat;
                assert_eq!(ended, last, "turn {n} ends at move {}", moves + i + 1);
            }
            let name = &record.settings.players[seat];
            assert!(
                r.text
                    .lines()
                    .nth(1)
                    .is_some_and(|l| l.contains(name.as_str())),
                "turn {n} tells what {name} did: {}",
                r.text
            );
            let view = r.text_view.as_deref().unwrap();
            assert!(
                view.contains(&ascii::board_text(&game, seat, labels)),
                "turn {n}: {name}'s board\n{view}"
            );
        }
        // The position shown is the record's after those moves.
        let view = r.text_view.as_deref().unwrap();
        assert!(
            view.starts_with(&ascii::table_text(&game, labels, Lang::En)),
            "turn {n}:\n{view}"
        );
        let picture = png(&r).to_vec();
        assert_ne!(picture, last_png, "turn {n} draws a new picture");
        last_png = picture;
        moves = v.moves;
    }
    assert_eq!(moves, record.actions.len(), "the last turn ends the game");
    assert!(game.is_over());

    // Past the last turn is the last turn; looking changed nothing.
    let r = w.replay(&ana(), Some(id.0), Some(turns + 5));
    assert_eq!(r.replay.map(|v| v.turn), Some(turns));
    assert_eq!(w.fingerprint(id), before);
}

#[test]
fn a_running_games_replay_is_for_its_players_and_stops_at_the_current_turn() {
    let w = world("running");
    let id = w.started();
    // Some whole turns, then the player to move declares but has not placed yet.
    for _ in 0..12 {
        w.step();
    }
    let game = loop {
        w.step();
        let (_, game) = w.live();
        if matches!(game.step(), calcada_rules::Step::Place { .. }) {
            break game;
        }
    };
    let now = game.current();
    let before = w.fingerprint(id);

    // Someone not seated is refused, privately, and shown nothing.
    let r = w.replay(&carla(), None, None);
    assert!(r.private && r.refused, "{}", r.text);
    assert!(r.text.contains("only its players"), "{}", r.text);
    assert!(r.replay.is_none() && r.pictures.is_empty() && r.text_view.is_none());
    let r = w.replay(&carla(), Some(id.0), Some(3));
    assert!(r.refused && r.pictures.is_empty(), "{}", r.text);

    // A player sees up to the last finished turn: the turn going on is not shown.
    let json = w.service.record_json_of(id).unwrap().unwrap();
    let record: calcada_record::Record = serde_json::from_str(&json).unwrap();
    assert_eq!(record.seed, None);
    let r = w.replay(&bruno(), None, Some(usize::MAX));
    let v = r.replay.expect("a replay");
    assert_eq!(v.turn, v.turns);
    assert!(
        v.moves < record.actions.len(),
        "the declaration is not shown"
    );
    assert!(
        record.actions[v.moves..].iter().all(|a| a.seat == now),
        "only the turn going on is left out"
    );
    let state = &record.actions[v.moves - 1].state;
    assert_eq!(state.current, now);
    assert!(matches!(state.step, calcada_rules::Step::Declare));
    assert!(r.text.contains("as it stands"), "{}", r.text);
    png(&r);
    // The last turn's buttons lead nowhere further.
    let again = w.replay(&ana(), None, Some(v.turns + 1));
    assert_eq!(again.replay, Some(v));

    // Game numbers of another server, and lobbies, are refused.
    let elsewhere = Caller::new(GuildId(99), ChannelId(98), UserId(1), "Ana").locale("en");
    let r = w.replay(&elsewhere, Some(id.0), None);
    assert!(
        r.refused && r.text.contains(&format!("no game #{}", id.0)),
        "{}",
        r.text
    );
    assert_eq!(w.fingerprint(id), before, "looking changed nothing");
}
