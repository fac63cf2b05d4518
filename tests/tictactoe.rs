//! The third game plugs in (issue 46): tic-tac-toe, written outside the service
//! (`crates/tictactoe-plugin`), registered by one line where this test builds its service
//! (`service_plays_it`) and its bot (`tests/discord_tictactoe.rs`), and played through the
//! service on a real SQLite file: opened with a bot, every move from the generic move
//! command's legal choices, the turn messages from the outbox with their picture and ping,
//! a bad move refused with nothing changed, the record verified by the game's own replay.

#[path = "support/scratch.rs"]
mod scratch;

use games_ids::ids::{ChannelId, GuildId, UserId};
use games_service::{
    builtin_games, AsyncService, Caller, Clock, Command, Deliver, DeliveryError, MadeFor, Outgoing,
    Registry, Reply, Seeds, Service,
};
use games_store::{GameStatus, NoticeKind, Store};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};
use tictactoe_plugin::{tictactoe, TicTacToe};

struct TestClock(AtomicI64);
impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

#[derive(Default)]
struct Channel {
    posted: Mutex<Vec<Outgoing>>,
}

impl Deliver for Channel {
    async fn deliver(&self, out: &Outgoing) -> Result<(), DeliveryError> {
        self.posted.lock().unwrap().push(out.clone());
        Ok(())
    }
}

fn caller(name: &str, id: u64) -> Caller {
    Caller::new(GuildId(10), ChannelId(20), UserId(id), name).locale("en-GB")
}

fn open_with_bot() -> Command {
    Command::NewGame {
        game: Some(tictactoe::KIND),
        board: None,
        max_players: None,
        bots: vec![calcada_bots::BotLevel::Hard],
        reminder_hours: Some(24),
        bot_takes_over_after: None,
        lang: None,
        hints: None,
        stand_in: None,
        clock: Default::default(),
    }
}

fn play(text: &str) -> Command {
    Command::Move {
        text: text.to_string(),
        version: None,
        made_for: MadeFor::Now,
        confirmed: false,
    }
}

#[test]
fn service_plays_it_to_the_end_and_its_record_verifies() {
    let path = scratch::db("tictactoe-service");
    // The one registration line: the built-in games and tic-tac-toe.
    let games: Registry = builtin_games().game(TicTacToe);
    let store = Store::open(&path).unwrap().with_games(games.codecs());
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let service = Arc::new(Service::playing(
        store,
        clock,
        Seeds::Fixed(3.into()),
        games,
    ));
    let pump = AsyncService::shared(service.clone());
    let rt = tokio::runtime::Builder::new_current_thread()
        .enable_all()
        .build()
        .unwrap();
    let deliver = || {
        let to = Channel::default();
        rt.block_on(pump.deliver_pending(&to)).unwrap();
        to.posted.into_inner().unwrap()
    };
    let run = |who: &Caller, c: Command| -> Reply { service.handle(who, c).expect("no fault") };
    let (ana, bruno) = (caller("Ana", 1), caller("Bruno", 2));

    // A board the game does not have (it has no sides to choose): refused with the game
    // named, not Calçada's "choose A or B"; nothing opened.
    let mut on_b = open_with_bot();
    if let Command::NewGame { board, .. } = &mut on_b {
        *board = Some("B".into());
    }
    let refused = run(&ana, on_b);
    assert!(
        refused.refused && refused.text.contains("has no board sides"),
        "{}",
        refused.text
    );
    assert!(!refused.text.contains("A or B"), "{}", refused.text);
    assert!(service.live_game(ChannelId(20)).unwrap().is_none());

    // Opened with the hard bot: two seats, full, the game's own sentence.
    let opened = run(&ana, open_with_bot());
    assert!(!opened.refused, "{}", opened.text);
    assert!(opened.text.contains("tic-tac-toe"), "{}", opened.text);
    let started = run(&ana, Command::Start);
    assert!(!started.refused, "{}", started.text);
    deliver();

    // Not a seat of Bruno's, and not a cell: refused, nothing changed.
    let live = || service.live_game(ChannelId(20)).unwrap();
    let before = live().unwrap().moves;
    assert!(run(&bruno, play("a1")).refused);
    let bad = run(&ana, play("d4"));
    assert!(bad.refused && bad.text.contains("d4"), "{}", bad.text);
    assert_eq!(live().unwrap().moves, before);

    let mut turns = 0;
    while let Some(stored) = live() {
        let game = stored
            .state_of::<tictactoe::Game>()
            .expect("started")
            .clone();
        // Whose turn: Ana's (the bot played at once after her, or first).
        assert_eq!(game.to_move(), stored.seat_of(UserId(1)));
        let choices = service.move_choices(&ana).unwrap();
        let seat = stored.seat_of(UserId(1)).unwrap();
        let free: Vec<String> = game
            .legal_actions(seat)
            .iter()
            .map(|c| c.to_string())
            .collect();
        assert_eq!(
            choices.iter().map(|c| c.1.clone()).collect::<Vec<_>>(),
            free,
            "the autocomplete offers exactly the free cells"
        );
        assert!(choices[0].0.starts_with("Mark "), "{:?}", choices[0]);
        assert!(service.move_choices(&bruno).unwrap().is_empty());
        let cell = choices[0].1.clone();
        let reply = run(&ana, play(&cell));
        assert!(!reply.refused, "{}", reply.text);
        assert!(reply.text.contains(&cell), "{}", reply.text);
        // The cell is Ana's in the stored position.
        let after = service.live_game(ChannelId(20)).unwrap().or_else(|| {
            Store::open(&path)
                .unwrap()
                .with_games(builtin_games().game(TicTacToe).codecs())
                .last_game_over_in(ChannelId(20))
                .unwrap()
        });
        let after = after.unwrap();
        let marked = after.state_of::<tictactoe::Game>().unwrap();
        assert_eq!(marked.at(cell.parse().unwrap()), after.seat_of(UserId(1)));
        // The channel's turn message: the move, the board's picture, Ana pinged while the
        // game runs.
        let posted = deliver();
        let turn = posted
            .iter()
            .find(|o| o.direct_to.is_none())
            .expect("a turn message");
        assert!(
            turn.text.contains(&format!("Ana marked {cell}")),
            "{}",
            turn.text
        );
        assert!(turn
            .pictures
            .iter()
            .any(|p| p.name == "board.png" && p.bytes.starts_with(b"\x89PNG")));
        if after.status == GameStatus::Running {
            assert_eq!(turn.kind, NoticeKind::Turn);
            assert_eq!(turn.mention.as_ref().map(|m| m.0), Some(UserId(1)));
        } else {
            assert_eq!(turn.kind, NoticeKind::GameOver);
        }
        turns += 1;
        assert!(turns <= 5, "a game of tic-tac-toe lasts five marks at most");
    }

    // Against the hard bot, Ana's first-choice play never wins: the record says how it
    // ended, and replays to the same standings.
    let reply = run(&ana, Command::Record { game: None });
    let json = String::from_utf8(reply.pictures[0].bytes.clone()).unwrap();
    assert!(reply.pictures[0].name.starts_with("tictactoe-game-"));
    let record = tictactoe::Record::from_json(&json).unwrap();
    let replayed = record.verify().expect("the record replays");
    assert!(replayed.outcome().is_some());
    let standings = record
        .standings
        .clone()
        .expect("a finished game's standings");
    assert_eq!(standings.len(), 2);
    let seat_of_ana = Store::open(&path)
        .unwrap()
        .with_games(builtin_games().game(TicTacToe).codecs())
        .last_game_over_in(ChannelId(20))
        .unwrap()
        .unwrap()
        .seat_of(UserId(1))
        .unwrap();
    assert_ne!(
        replayed.winner(),
        Some(seat_of_ana),
        "the hard bot never loses"
    );
}
