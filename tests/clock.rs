//! The turn clock (issue 26, item 2) on a real SQLite file, with a clock the test moves: each
//! player's bank runs down on their turn and gets the bonus after it, status and turn messages
//! show the time left, a bank run out lets the stand-in play once (across ticks, a restart and
//! a move at that moment), an admin's pause stops it and the resume gives the time back, and
//! the quiet-hours option stops it at night.

#[path = "support/scratch.rs"]
mod scratch;

use calcada_rules::{Action, Colour, Space, Step};
use games_ids::ids::{ChannelId, GuildId, UserId};
use games_service::{
    AsyncService, Caller, ClockChoice, Command, Deliver, DeliveryError, MadeFor, Outgoing, Reply,
    Seeds, Service,
};
use games_store::{Store, StoredGame};
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};

struct TestClock(AtomicI64);
impl games_service::Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

const HOUR: i64 = 3600;
const DAY: i64 = 86_400;
/// 2026-06-01 12:00 UTC.
const NOON: i64 = 1_780_272_000 + 12 * HOUR;

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

struct World {
    service: Arc<Service>,
    pump: AsyncService,
    rt: tokio::runtime::Runtime,
    store: Store,
    clock: Arc<TestClock>,
    path: PathBuf,
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
fn admin() -> Caller {
    caller("Dora", 4).admin(true)
}

impl World {
    /// A service on the file at `path` (a new one on the same file is a restart).
    fn at(path: &PathBuf, clock: Arc<TestClock>) -> World {
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
            path: path.clone(),
        }
    }

    /// Ana opens a two-player game with `clock` at noon, Bruno joins, Ana starts it.
    fn started(name: &str, clock: ClockChoice) -> World {
        let w = World::at(
            &scratch::db(name),
            Arc::new(TestClock(AtomicI64::new(NOON))),
        );
        let r = w.run(&ana(), new_game(clock));
        assert!(!r.private, "{}", r.text);
        w.run(&bruno(), Command::Join);
        w.run(&ana(), Command::Start);
        w.deliver();
        w
    }

    fn restarted(self) -> World {
        World::at(&self.path, self.clock.clone())
    }

    fn run(&self, who: &Caller, command: Command) -> Reply {
        self.service.handle(who, command).expect("no fault")
    }

    fn set(&self, at: i64) {
        self.clock.0.store(at, Ordering::SeqCst);
    }

    fn deliver(&self) -> Vec<Outgoing> {
        let to = Channel::default();
        self.rt.block_on(self.pump.deliver_pending(&to)).unwrap();
        to.posted.into_inner().unwrap()
    }

    fn live(&self) -> StoredGame {
        self.store.live_game_in(ChannelId(20)).unwrap().unwrap()
    }

    /// Who is to move, and the seat.
    fn to_move(&self) -> (Caller, usize) {
        let seat = self
            .live()
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap()
            .current();
        (if seat == 0 { ana() } else { bruno() }, seat)
    }

    fn turns(&self, seat: usize) -> u32 {
        self.live()
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap()
            .player(seat)
            .turns()
    }

    fn status(&self) -> String {
        self.run(&ana(), Command::Status).text
    }

    /// Plays the current player's whole turn with the first legal choices.
    fn play_turn(&self) -> Reply {
        let (who, _) = self.to_move();
        let g = self
            .live()
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap();
        let declare = match g.legal_declarations().first() {
            Some(d) => Action::Declare {
                space: d.space,
                colour: d.colour,
            },
            None => {
                let (space, colour) = first_stone(&g);
                Action::Declare { space, colour }
            }
        };
        let r = self.run(
            &who,
            Command::Move {
                text: declare.to_string(),
                version: None,
                made_for: MadeFor::Now,
                confirmed: false,
            },
        );
        let g = self
            .live()
            .state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap();
        if let Step::Place { .. } = g.step() {
            let p = g.legal_placements()[0];
            let square = p.squares().next().unwrap();
            let action = Action::Place {
                symbol: p.tile.symbol,
                square,
            };
            return self.run(
                &who,
                Command::Move {
                    text: action.to_string(),
                    version: None,
                    made_for: MadeFor::Now,
                    confirmed: false,
                },
            );
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

fn new_game(clock: ClockChoice) -> Command {
    Command::NewGame {
        game: None,
        board: None,
        max_players: Some(2),
        bots: vec![],
        reminder_hours: Some(24),
        bot_takes_over_after: None,
        lang: None,
        hints: None,
        stand_in: None,
        clock,
    }
}

fn clock(days: u32, bonus_hours: Option<u32>, quiet: Option<bool>) -> ClockChoice {
    ClockChoice {
        days: Some(days),
        bonus_hours,
        pauses_for_quiet: quiet,
    }
}

fn ran_out(posted: &[Outgoing]) -> usize {
    posted
        .iter()
        .filter(|o| o.text.contains("time ran out"))
        .count()
}

#[test]
fn the_bank_runs_down_on_a_turn_and_gets_the_bonus_after_it() {
    let w = World::started("bank", clock(3, Some(24), None));
    let (first, seat) = w.to_move();
    let (second, other) = (if seat == 0 { bruno() } else { ana() }, 1 - seat);
    let status = w.status();
    assert!(
        status.contains("Time left: Ana 3d 0h, Bruno 3d 0h"),
        "{status}"
    );
    assert!(
        status.contains("Turn clock: 3d 0h per player, 1d 0h more after each turn."),
        "{status}"
    );
    // Two days and five hours later: the first player's bank shows what is left.
    w.set(NOON + 2 * DAY + 5 * HOUR);
    let status = w.status();
    assert!(status.contains(&format!("{} 19h", first.name)), "{status}");
    assert!(
        status.contains(&format!("{} 3d 0h", second.name)),
        "{status}"
    );
    // The turn ends: 19 hours left plus the 24 of the bonus.
    let r = w.play_turn();
    assert!(r.private, "{}", r.text);
    let g = w.live();
    assert_eq!(g.clock_banks.as_ref().unwrap()[seat], 43 * HOUR);
    assert_eq!(g.clock_banks.as_ref().unwrap()[other], 3 * DAY);
    assert_eq!(g.clock_due_at, Some(NOON + 2 * DAY + 5 * HOUR + 3 * DAY));
    // The turn message shows each player's time left.
    let posted = w.deliver();
    assert!(
        posted
            .iter()
            .any(|o| o.text.contains(&format!("{} 1d 19h", first.name))),
        "{posted:?}"
    );
    // The second player moves within the hour: the bonus is capped at the starting bank.
    w.set(NOON + 2 * DAY + 5 * HOUR + 40 * 60);
    let status = w.status();
    assert!(
        status.contains(&format!("{} 2d 23h", second.name)),
        "{status}"
    );
    w.play_turn();
    assert_eq!(w.live().clock_banks.unwrap()[other], 3 * DAY);
    // Forty minutes into the first player's turn with 43 hours in the bank.
    w.set(NOON + 2 * DAY + 6 * HOUR + 20 * 60);
    assert!(w.status().contains(&format!("{} 1d 18h", first.name)));
    w.set(NOON + 2 * DAY + 5 * HOUR + 40 * 60 + 43 * HOUR - 25 * 60);
    assert!(w.status().contains(&format!("{} 25m", first.name)));
}

#[test]
fn a_bank_run_out_lets_the_stand_in_play_once_and_the_channel_is_told_once() {
    let w = World::started("ran-out", clock(1, None, None));
    let (first, seat) = w.to_move();
    let turns = w.turns(seat);
    // The check is due no later than the bank's end.
    assert!(w.live().next_check_at.unwrap() <= NOON + DAY);
    // An hour before the end: a reminder at most, no stand-in.
    w.set(NOON + DAY - HOUR);
    w.service.tick().unwrap();
    assert_eq!(w.turns(seat), turns);
    assert_eq!(ran_out(&w.deliver()), 0);
    assert!(w.live().next_check_at.unwrap() <= NOON + DAY);
    // The bank runs out: the stand-in plays the turn, the channel is told.
    w.set(NOON + DAY);
    w.service.tick().unwrap();
    assert_eq!(w.turns(seat), turns + 1, "the stand-in played");
    let g = w.live();
    assert_eq!(g.clock_banks.as_ref().unwrap()[seat], 0);
    assert_ne!(
        g.state_of::<calcada_rules::Game>()
            .cloned()
            .unwrap()
            .current(),
        seat
    );
    let posted = w.deliver();
    assert_eq!(ran_out(&posted), 1, "{posted:?}");
    assert!(posted
        .iter()
        .any(|o| o.text.contains(&format!("{}'s time ran out", first.name))));
    // A second tick, and a restart and its tick: nothing more.
    w.service.tick().unwrap();
    assert_eq!(ran_out(&w.deliver()), 0);
    let w = w.restarted();
    w.set(NOON + DAY + 60);
    w.service.tick().unwrap();
    assert_eq!(w.turns(seat), turns + 1);
    assert_eq!(ran_out(&w.deliver()), 0);
    // The seat stays the player's: with no bonus, their next turn starts with nothing.
    w.play_turn();
    assert!(w.status().contains(&format!("{} 0m", first.name)));
}

#[test]
fn a_move_after_the_bank_ran_out_but_before_the_tick_wins_and_the_stand_in_does_not_play() {
    let w = World::started("race", clock(1, Some(2), None));
    let (_, seat) = w.to_move();
    let turns = w.turns(seat);
    w.set(NOON + DAY + 10 * 60);
    let r = w.play_turn();
    assert!(r.private && !r.refused, "{}", r.text);
    assert_eq!(w.turns(seat), turns + 1);
    // The bank was empty: the bonus alone.
    assert_eq!(w.live().clock_banks.unwrap()[seat], 2 * HOUR);
    w.service.tick().unwrap();
    assert_eq!(w.turns(seat), turns + 1, "one turn, not two");
    assert_eq!(ran_out(&w.deliver()), 0);
}

#[test]
fn an_admins_pause_stops_reminders_stand_ins_and_clocks_and_the_resume_gives_the_time_back() {
    let w = World::started("pause", clock(1, None, None));
    let (first, seat) = w.to_move();
    let turns = w.turns(seat);
    w.set(NOON + 10 * HOUR);
    // Only an admin pauses.
    let r = w.run(&ana(), Command::Pause);
    assert!(
        r.refused && r.text.contains("Only a server admin"),
        "{}",
        r.text
    );
    assert_eq!(w.store.guild_paused_at(GuildId(10)).unwrap(), None);
    let r = w.run(&admin(), Command::Pause);
    assert!(r.private && r.text.contains("paused"), "{}", r.text);
    let r = w.run(&admin(), Command::Pause);
    assert!(r.refused && r.text.contains("already paused"), "{}", r.text);
    // Five days pass: no reminder, no stand-in, the clock stands at 14 hours.
    w.set(NOON + 5 * DAY);
    w.service.tick().unwrap();
    assert_eq!(w.turns(seat), turns);
    assert_eq!(w.live().reminders_sent, 0);
    assert!(w.deliver().is_empty());
    let status = w.status();
    assert!(status.contains("paused this server's games"), "{status}");
    assert!(status.contains(&format!("{} 14h", first.name)), "{status}");
    // The pause survives a restart.
    let w = w.restarted();
    w.service.tick().unwrap();
    assert_eq!(w.turns(seat), turns);
    // The resume: the player to move still has 14 hours.
    w.set(NOON + 5 * DAY + 10 * HOUR);
    let r = w.run(&admin(), Command::Resume);
    assert!(
        r.text.contains("go on after a pause of 5d 0h"),
        "{}",
        r.text
    );
    let r = w.run(&admin(), Command::Resume);
    assert!(r.refused && r.text.contains("not paused"), "{}", r.text);
    let resumed = NOON + 5 * DAY + 10 * HOUR;
    assert!(w.live().next_check_at.unwrap() <= resumed + 14 * HOUR);
    let status = w.status();
    assert!(!status.contains("paused this server's games"), "{status}");
    assert!(status.contains(&format!("{} 14h", first.name)), "{status}");
    w.set(resumed + 13 * HOUR);
    w.service.tick().unwrap();
    assert_eq!(w.turns(seat), turns);
    assert_eq!(ran_out(&w.deliver()), 0);
    w.set(resumed + 14 * HOUR);
    w.service.tick().unwrap();
    assert_eq!(w.turns(seat), turns + 1);
    assert_eq!(ran_out(&w.deliver()), 1);
}

#[test]
fn a_move_during_a_pause_is_allowed_and_the_next_bank_starts_at_the_resume() {
    let w = World::started("pause-move", clock(2, None, None));
    let (_, seat) = w.to_move();
    w.set(NOON + 3 * HOUR);
    w.run(&admin(), Command::Pause);
    w.set(NOON + 20 * HOUR);
    let r = w.play_turn();
    assert!(!r.refused, "{}", r.text);
    // Only the three hours before the pause counted.
    assert_eq!(w.live().clock_banks.unwrap()[seat], 2 * DAY - 3 * HOUR);
    w.set(NOON + 30 * HOUR);
    w.run(&admin(), Command::Resume);
    let g = w.live();
    assert_eq!(g.turn_started_at, Some(NOON + 30 * HOUR));
    assert_eq!(g.clock_due_at, Some(NOON + 30 * HOUR + 2 * DAY));
}

#[test]
fn with_the_quiet_option_the_bank_runs_only_while_the_player_is_awake() {
    let w = World::started("quiet", clock(1, None, Some(true)));
    let (first, seat) = w.to_move();
    let turns = w.turns(seat);
    let change = games_service::SettingsChange {
        time_zone: Some("UTC".into()),
        quiet: Some("22:00-08:00".into()),
        ..Default::default()
    };
    w.run(&first, Command::Settings(change));
    assert!(w.status().contains("stopped in each player's quiet hours"));
    // A day later only 14 of its hours were awake: 10 hours left, no stand-in.
    w.set(NOON + DAY);
    w.service.tick().unwrap();
    assert_eq!(w.turns(seat), turns);
    assert!(w.status().contains(&format!("{} 10h", first.name)));
    // 22:00 the next day: 24 awake hours, the bank is empty.
    w.set(NOON + DAY + 10 * HOUR);
    w.service.tick().unwrap();
    assert_eq!(w.turns(seat), turns + 1);
    assert_eq!(ran_out(&w.deliver()), 1);
}

#[test]
fn clock_options_out_of_range_or_without_a_bank_are_refused() {
    let w = World::at(
        &scratch::db("bad"),
        Arc::new(TestClock(AtomicI64::new(NOON))),
    );
    for bad in [
        ClockChoice {
            bonus_hours: Some(2),
            ..Default::default()
        },
        ClockChoice {
            pauses_for_quiet: Some(true),
            ..Default::default()
        },
        clock(0, None, None),
        clock(31, None, None),
        clock(3, Some(169), None),
    ] {
        let r = w.run(&ana(), new_game(bad));
        assert!(
            r.refused && r.text.contains("turn clock"),
            "{bad:?}: {}",
            r.text
        );
        assert!(w.store.live_game_in(ChannelId(20)).unwrap().is_none());
    }
    // Without a clock, nothing about it shows.
    let r = w.run(&ana(), new_game(ClockChoice::default()));
    assert!(!r.text.contains("Turn clock"), "{}", r.text);
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    assert!(!w.status().contains("Time left"));
    assert_eq!(w.live().clock_banks, None);
}
