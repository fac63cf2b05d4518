//! What the rematch tests share (tests/rematch.rs): a clock the test moves, players, the
//! databases, two services on one database (as two bot processes) with an outbox pump, and a
//! game of two people and a bot played to its end.

use crate::{postgres_server, scratch};
use calcada_bots::{Bot, BotLevel, Greedy};
use games_ids::ids::{ChannelId, GameId, GuildId, UserId};
use games_service::{
    AsyncService, Caller, Clock, Command, Deliver, DeliveryError, MadeFor, Outgoing, Reply, Seeds,
    Service,
};
use games_store::{GameStatus, Location, NoticeKind, Store, StoredGame};
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};

pub struct TestClock(pub AtomicI64);
impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

pub const DAY: i64 = 86_400;
pub const CHANNEL: ChannelId = ChannelId(20);

#[derive(Default)]
pub struct Channel {
    pub posted: Mutex<Vec<Outgoing>>,
}

impl Deliver for Channel {
    async fn deliver(&self, out: &Outgoing) -> Result<(), DeliveryError> {
        self.posted.lock().unwrap().push(out.clone());
        Ok(())
    }
}

pub fn caller(name: &str, id: u64) -> Caller {
    Caller::new(GuildId(10), CHANNEL, UserId(id), name).locale("en-GB")
}
pub fn ana() -> Caller {
    caller("Ana", 1)
}
pub fn bruno() -> Caller {
    caller("Bruno", 2)
}
pub fn carla() -> Caller {
    caller("Carla", 3)
}

/// The databases to run on: a SQLite file, and PostgreSQL when the machine has it.
pub fn locations(name: &str) -> Vec<Location> {
    let mut out = vec![Location::Sqlite(scratch::db(name))];
    if postgres_server::available() {
        out.push(Location::Postgres(postgres_server::fresh_database(name)));
    }
    out
}

pub struct World {
    /// Two services on one database, as two bot processes.
    pub services: [Arc<Service>; 2],
    pub pump: AsyncService,
    pub rt: tokio::runtime::Runtime,
    pub store: Store,
    pub clock: Arc<TestClock>,
}

impl World {
    pub fn at(at: &Location) -> World {
        let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
        let service = |k: u64| {
            let store = Store::connect(at)
                .unwrap()
                .with_games(games_service::games());
            Arc::new(Service::new(
                store,
                clock.clone(),
                Seeds::Fixed((7 + 1000 * k).into()),
            ))
        };
        let services = [service(0), service(1)];
        World {
            pump: AsyncService::shared(services[0].clone()),
            services,
            rt: tokio::runtime::Builder::new_current_thread()
                .enable_all()
                .build()
                .unwrap(),
            store: Store::connect(at)
                .unwrap()
                .with_games(games_service::games()),
            clock,
        }
    }

    pub fn run(&self, who: &Caller, command: Command) -> Reply {
        self.services[0].handle(who, command).expect("no fault")
    }

    pub fn click(&self, who: &Caller, id: &str) -> Reply {
        let click = Command::Click {
            id: id.to_string(),
            values: Vec::new(),
        };
        self.run(who, click)
    }

    /// Delivers every pending notice; returns them.
    pub fn deliver(&self) -> Vec<Outgoing> {
        let to = Channel::default();
        self.rt.block_on(self.pump.deliver_pending(&to)).unwrap();
        to.posted.into_inner().unwrap()
    }

    pub fn game(&self, id: GameId) -> StoredGame {
        self.store.load_game(id).unwrap()
    }

    /// Ana opens a game with an Easy bot, Bruno joins (seats: Ana, the bot, Bruno), Ana
    /// starts it, and it is played to its end: the people's turns by the greedy bot's
    /// choice, the bot's by the worker. Returns the game.
    pub fn play_to_the_end(&self) -> GameId {
        let new = Command::NewGame {
            game: None,
            board: None,
            max_players: Some(3),
            bots: vec![BotLevel::Easy],
            reminder_hours: Some(48),
            bot_takes_over_after: None,
            lang: None,
            hints: Some(false),
            stand_in: Some(BotLevel::Hard),
            clock: Default::default(),
        };
        for (who, command) in [
            (ana(), new),
            (bruno(), Command::Join),
            (ana(), Command::Start),
        ] {
            let r = self.run(&who, command);
            assert!(!r.refused, "{}", r.text);
        }
        let id = self.store.live_game_in(CHANNEL).unwrap().unwrap().id;
        let s = &self.services[0];
        while let Some(g) = self.store.live_game_in(CHANNEL).unwrap() {
            let seat = g.current_seat().unwrap();
            if g.seats[seat].is_bot() {
                s.play_bot_turn(g.id).unwrap();
                continue;
            }
            let game = g.state_of::<calcada_rules::Game>().unwrap();
            let who = if seat == 0 { ana() } else { bruno() };
            let act = Command::Move {
                text: Greedy.choose(game).to_string(),
                version: None,
                made_for: MadeFor::Now,
                confirmed: false,
            };
            let r = self.run(&who, act);
            assert!(!r.refused, "{}", r.text);
        }
        assert_eq!(self.game(id).status, GameStatus::Finished);
        id
    }

    /// The Rematch button under the final message of game `id`, checked: only that notice
    /// carries it.
    pub fn rematch_button(&self, id: GameId) -> String {
        let posted = self.deliver();
        let mut buttons = Vec::new();
        for out in &posted {
            for row in out.controls() {
                let games_service::controls::kit::Row::Buttons(row) = row else {
                    continue;
                };
                for b in row.into_iter().filter(|b| b.id.starts_with("rm:")) {
                    assert_eq!(
                        (out.kind, out.game, b.label.as_str()),
                        (NoticeKind::GameOver, id, "Rematch")
                    );
                    buttons.push(b.id);
                }
            }
        }
        assert_eq!(buttons.len(), 1, "one final message with the button");
        buttons.remove(0)
    }
}

pub fn offer(w: &World, id: GameId) -> games_store::RematchOffer {
    w.store.rematch_offer(id).unwrap().unwrap_or_default()
}

/// A game opened with the defaults, no bot.
pub fn new_game() -> Command {
    Command::NewGame {
        game: None,
        board: None,
        max_players: None,
        bots: vec![],
        reminder_hours: None,
        bot_takes_over_after: None,
        lang: None,
        hints: None,
        stand_in: None,
        clock: Default::default(),
    }
}

pub fn click_of(game: GameId) -> Command {
    Command::Click {
        id: format!("rm:{}", game.0),
        values: Vec::new(),
    }
}
