//! Piazza through the service on a real SQLite file: opened, joined and started like Calçada,
//! each move chosen from the seat's legal moves, previewed privately, confirmed with the move
//! number it was made for; the channel's turn messages with their pictures and pings; bots,
//! an admin's stand-in and the background worker; results per game; and the information
//! flow: what one player is answered does not depend on another seat's hidden tiles.

#[path = "support/scratch.rs"]
mod scratch;

use games_ids::ids::{ChannelId, GuildId, UserId};
use games_messages::Msg;
use games_service::{
    AsyncService, Caller, Clock, Command, Deliver, DeliveryError, GameKind, MadeFor, Outgoing,
    Reply, Seeds, Service, Whom,
};
use games_store::{Change, GameStatus, NoticeKind, Store, StoredGame};
use std::path::PathBuf;
use std::sync::atomic::{AtomicI64, Ordering};
use std::sync::{Arc, Mutex};

struct TestClock(AtomicI64);
impl Clock for TestClock {
    fn now(&self) -> i64 {
        self.0.load(Ordering::SeqCst)
    }
}

/// A transport that keeps what the outbox gave it.
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
}

fn world(name: &str) -> World {
    let path: PathBuf = scratch::db(name);
    let clock = Arc::new(TestClock(AtomicI64::new(1_000_000)));
    let service = Arc::new(Service::new(
        Store::open(&path)
            .unwrap()
            .with_games(games_service::games()),
        clock.clone(),
        Seeds::Fixed(11.into()),
    ));
    World {
        pump: AsyncService::shared(service.clone()),
        service,
        rt: tokio::runtime::Builder::new_current_thread()
            .enable_all()
            .build()
            .unwrap(),
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
fn admin() -> Caller {
    caller("Dora", 4).admin(true)
}

fn open(game: GameKind, players: usize, bots: usize) -> Command {
    Command::NewGame {
        game: Some(game),
        board: None,
        max_players: Some(players),
        bots: vec![calcada_bots::BotLevel::Normal; bots],
        reminder_hours: Some(24),
        bot_takes_over_after: None,
        lang: None,
        hints: None,
        stand_in: None,
        clock: Default::default(),
    }
}

impl World {
    fn run(&self, who: &Caller, command: Command) -> Reply {
        self.service.handle(who, command).expect("no fault")
    }
    fn deliver(&self) -> Vec<Outgoing> {
        let to = Channel::default();
        self.rt.block_on(self.pump.deliver_pending(&to)).unwrap();
        to.posted.into_inner().unwrap()
    }
    fn live(&self) -> StoredGame {
        self.store.live_game_in(ChannelId(20)).unwrap().unwrap()
    }
    fn last(&self) -> StoredGame {
        self.store
            .last_game_over_in(ChannelId(20))
            .unwrap()
            .unwrap()
    }
    /// Ana opens a two-player Piazza game, Bruno joins, Ana starts it.
    fn started(name: &str) -> World {
        let w = world(name);
        let r = w.run(&ana(), open(games_service::PIAZZA, 2, 0));
        assert!(!r.private && r.text.contains("Piazza"), "{}", r.text);
        w.run(&bruno(), Command::Join);
        let r = w.run(&ana(), Command::Start);
        assert!(r.queued, "{}", r.text);
        w
    }
}

fn who(seat_name: &str) -> Caller {
    match seat_name {
        "Ana" => ana(),
        "Bruno" => bruno(),
        other => panic!("no caller for {other}"),
    }
}

fn preview(action: piazza_rules::Action) -> Command {
    Command::Move {
        text: action.to_string(),
        version: None,
        made_for: MadeFor::Now,
        confirmed: false,
    }
}

/// A Confirm of the move `notation` at move `version`.
fn confirm_text(notation: &str, version: u64) -> Command {
    Command::Move {
        text: notation.to_string(),
        version: Some(version),
        made_for: MadeFor::Now,
        confirmed: true,
    }
}

fn confirm(action: piazza_rules::Action, version: u64) -> Command {
    Command::Move {
        text: action.to_string(),
        version: Some(version),
        made_for: MadeFor::Now,
        confirmed: true,
    }
}

#[test]
fn a_piazza_game_is_played_to_its_end_by_two_people_through_the_service() {
    let w = World::started("two");
    let start = w.deliver();
    assert_eq!(start.len(), 1);
    assert_eq!(start[0].kind, NoticeKind::Turn);
    assert_eq!(start[0].pictures[0].name, "table.png");
    assert!(start[0].text.contains("begins"), "{}", start[0].text);
    // The record of the running game: its moves, no seed (it would reveal the piles).
    let r = w.run(&bruno(), Command::Record { game: None });
    let json = String::from_utf8(r.pictures[0].bytes.clone()).unwrap();
    let running: piazza_rules::Record = serde_json::from_str(&json).unwrap();
    assert!(running.seed.is_none() && running.commitment.as_ref().unwrap().salt.is_none());
    // `my games` shows it, with a button for whoever is to play.
    let first = w.live();
    let to_play = who(&first.seats[first.current_seat().unwrap()].name);
    let r = w.run(&to_play, Command::MyGames { page: 0 });
    assert_eq!(r.turn_buttons.len(), 1, "{}", r.text);
    let mut turns = 0;
    while let Some(stored) = w.store.live_game_in(ChannelId(20)).unwrap() {
        let seat = stored.current_seat().unwrap();
        let (me, other) = if stored.seats[seat].name == "Ana" {
            (ana(), bruno())
        } else {
            (bruno(), ana())
        };
        // The legal moves, best first, each with its words.
        let choices = w.service.move_choices(&me).unwrap();
        assert!(!choices.is_empty());
        assert!(w.service.move_choices(&other).unwrap().is_empty());
        let (label, words) = &choices[0];
        assert!(label.contains('+') || label.contains("Pass"), "{label}");
        let action = words.parse::<piazza_rules::Action>().unwrap();
        // `options` lists the same moves, each with the notation `move` takes.
        let options = w.run(&me, Command::Options);
        let listed: Vec<&str> = options.text.lines().collect();
        assert_eq!(listed.len(), choices.len(), "{}", options.text);
        for (line, (label, words)) in listed.iter().zip(&choices) {
            assert!(line.starts_with(label.as_str()), "{line}");
            assert!(line.ends_with(&format!("`{words}`")), "{line}");
        }
        // A preview changes nothing and carries the move number for its Confirm button.
        let r = w.run(&me, preview(action));
        assert!(r.private && !r.refused, "{}", r.text);
        assert_eq!(r.pictures[0].name, "preview.png");
        let c = r.confirm_move.clone().unwrap();
        assert_eq!(
            (c.version, c.notation.as_str()),
            (stored.moves, words.as_str())
        );
        assert_eq!(w.live().version, stored.version);
        // The other player, a stale button, a Calçada command: refused, nothing written.
        for (caller, command) in [
            (other.clone(), confirm(action, stored.moves)),
            (me.clone(), confirm(action, stored.moves + 1)),
            (
                me.clone(),
                Command::Move {
                    text: action.to_string(),
                    version: Some(stored.moves),
                    made_for: MadeFor::Game(stored.id.0 + 1),
                    confirmed: true,
                },
            ),
            (
                me.clone(),
                Command::Commit {
                    steps: vec![],
                    version: stored.moves,
                    made_for: MadeFor::Now,
                },
            ),
        ] {
            let r = w.run(&caller, command);
            assert!(r.refused && r.private, "{}", r.text);
            assert_eq!(
                w.store.load_game(stored.id).unwrap().version,
                stored.version
            );
        }
        let r = w.run(&me, confirm(action, stored.moves));
        assert!(!r.refused && r.queued, "{}", r.text);
        assert_eq!(r.version, Some(stored.moves + 1));
        let posted = w.deliver();
        assert_eq!(posted.len(), 1, "one turn message per move");
        let after = w.store.load_game(stored.id).unwrap();
        match after.current_seat() {
            Some(next) => {
                assert_eq!(posted[0].pictures[0].name, "turn.png");
                let pinged = posted[0].mention.as_ref().map(|m| m.1.clone());
                assert_eq!(pinged.as_deref(), Some(after.seats[next].name.as_str()));
            }
            None => {
                assert_eq!(posted[0].kind, NoticeKind::GameOver);
                assert_eq!(posted[0].pictures[0].name, "final.png");
                assert!(posted[0].text.contains("1."), "{}", posted[0].text);
            }
        }
        turns += 1;
        assert!(turns < 200, "the game ends");
    }
    assert!(turns >= 12, "a whole game: {turns} turns");
    let done = w.last();
    assert_eq!(done.status, GameStatus::Finished);
    assert!(done.state_of::<piazza_rules::Game>().unwrap().is_over());
    w.store.verify_game(done.id).unwrap();
    // Results per game: both players in Piazza's leaderboard, nobody in Calçada's.
    let piazza = w
        .store
        .leaderboard(GuildId(10), games_service::PIAZZA, 10)
        .unwrap();
    assert_eq!(piazza.len(), 2);
    assert!(w
        .store
        .leaderboard(GuildId(10), games_service::CALCADA, 10)
        .unwrap()
        .is_empty());
    let r = w.run(
        &ana(),
        Command::Leaderboard {
            by: Default::default(),
            game: Some(games_service::PIAZZA),
        },
    );
    assert!(
        r.text.contains("Ana") && r.text.contains("Bruno"),
        "{}",
        r.text
    );
    // The finished game's record, with its seed and seal, verifies and names the winner.
    let r = w.run(&bruno(), Command::Record { game: None });
    assert_eq!(
        r.pictures[0].name,
        format!("piazza-game-{}.json", done.id.0)
    );
    let record: piazza_rules::Record =
        serde_json::from_slice(&r.pictures[0].bytes).expect("a Piazza record");
    let replayed = record.verify().expect("the record verifies, seal included");
    assert_eq!(&replayed, done.state_of::<piazza_rules::Game>().unwrap());
    // The channel's results list it, and each player's games and stats at Piazza.
    let r = w.run(&ana(), Command::Results { page: 0 });
    assert!(r.text.contains(&format!("#{}", done.id.0)), "{}", r.text);
    let r = w.run(
        &ana(),
        Command::Stats {
            user: None,
            game: Some(games_service::PIAZZA),
        },
    );
    assert!(r.text.contains(&format!("#{}", done.id.0)), "{}", r.text);
    let r = w.run(
        &ana(),
        Command::Stats {
            user: None,
            game: None,
        },
    );
    assert!(!r.text.contains(&format!("#{}", done.id.0)), "{}", r.text);
    // A replay steps through it move by move, as the channel saw it.
    let r = w.run(
        &carla(),
        Command::Replay {
            game: None,
            turn: Some(2),
        },
    );
    let view = r.replay.expect("a replay");
    assert_eq!((view.turn, view.turns), (2, done.moves as usize));
    assert_eq!(r.pictures[0].name, "replay.png");
    // Turn times per game: Piazza's speed ranking lists them, Calçada's has nobody.
    let r = w.run(
        &ana(),
        Command::Leaderboard {
            by: games_service::Ranking::Speed,
            game: Some(games_service::PIAZZA),
        },
    );
    assert!(
        r.text.contains("Ana") && r.text.contains("Bruno"),
        "{}",
        r.text
    );
    let r = w.run(
        &ana(),
        Command::Leaderboard {
            by: games_service::Ranking::Speed,
            game: None,
        },
    );
    assert!(!r.text.contains("Bruno"), "{}", r.text);
    // The table is still there to look at, with the final ranking.
    let r = w.run(&bruno(), Command::Table);
    assert!(
        r.text.contains("1.") && !r.pictures.is_empty(),
        "{}",
        r.text
    );
}

#[test]
fn a_calcada_move_in_a_piazza_game_and_a_piazza_move_in_a_calcada_game_are_refused() {
    let w = World::started("mixed");
    let before = w.live();
    // On Discord: the slash command to use, as the caller's client names it.
    let r = w.run(
        &ana().markup(games_messages::Markup::Discord),
        Command::Move {
            text: (calcada_rules::Action::Refresh {
                colour: calcada_rules::Colour::Blue,
            })
            .to_string(),
            version: None,
            made_for: MadeFor::Kind(games_service::CALCADA),
            confirmed: false,
        },
    );
    // Calçada's own commands (`/refresh`) are made for Calçada: here, the generic command.
    assert!(
        r.refused && r.text.contains("`/calcada move`"),
        "{}",
        r.text
    );
    assert_eq!(w.live().version, before.version);

    let c = world("calcada-side");
    c.run(&ana(), open(games_service::CALCADA, 2, 0));
    c.run(&bruno(), Command::Join);
    c.run(&ana(), Command::Start);
    let before = c.live();
    // `/piazza place` (Piazza's own move command) in a Calçada channel: the games named, and
    // the generic command to use, privately; nothing written.
    let piazza_place = |kind| Command::Move {
        text: piazza_rules::Action::Pass.to_string(),
        version: None,
        made_for: MadeFor::Kind(kind),
        confirmed: false,
    };
    let r = c.run(
        &ana().markup(games_messages::Markup::Discord),
        piazza_place(games_service::PIAZZA),
    );
    let other = |game: &str, other: &str| {
        games_messages::say_as(
            games_messages::Lang::En,
            games_messages::Markup::Discord,
            &Msg::OtherGameMove {
                game: game.into(),
                other: other.into(),
            },
        )
    };
    assert!(r.refused && r.private, "{}", r.text);
    assert_eq!(r.text, other("Calçada", "Piazza"));
    assert!(r.text.contains("`/calcada move`"), "{}", r.text);
    assert_eq!(c.live().version, before.version);
    // A game's own command for Calçada in the Piazza channel, likewise; one for the channel's
    // own game goes on to it (a preview, or Piazza's own refusal; nothing written).
    let r = w.run(
        &ana().markup(games_messages::Markup::Discord),
        piazza_place(games_service::CALCADA),
    );
    assert!(r.refused && r.private, "{}", r.text);
    assert_eq!(r.text, other("Piazza", "Calçada"));
    let before = w.live();
    let seat = before.current_seat().unwrap();
    let me = who(&before.seats[seat].name).markup(games_messages::Markup::Discord);
    let (_, legal) = w.service.move_choices(&me).unwrap().remove(0);
    let r = w.run(
        &me,
        Command::Move {
            text: legal,
            version: None,
            made_for: MadeFor::Kind(games_service::PIAZZA),
            confirmed: false,
        },
    );
    assert!(r.private && !r.refused, "{}", r.text);
    assert_eq!(r.pictures[0].name, "preview.png");
    assert_eq!(w.live().version, before.version);
}

/// On Discord, `options` lists the best moves one message has room for, then how many more;
/// in the terminal, every move.
#[test]
fn options_fit_a_discord_message_and_say_how_many_more() {
    let w = world("options-room");
    w.run(&ana(), open(games_service::PIAZZA, 4, 0));
    for c in [bruno(), carla(), admin()] {
        w.run(&c, Command::Join);
    }
    w.run(&ana(), Command::Start);
    // Moves are played (each the best) until a list is longer than a message.
    let (me, all, plain) = (0..60)
        .find_map(|_| {
            let live = w.live();
            let name = &live.seats[live.current_seat().unwrap()].name;
            let me = [ana(), bruno(), carla(), admin()]
                .into_iter()
                .find(|c| &c.name == name)
                .unwrap();
            let choices = w.service.move_choices(&me).unwrap();
            let plain = w.run(&me, Command::Options);
            if plain.text.chars().count() > 2_000 {
                return Some((me, choices.len(), plain));
            }
            let r = w.run(&me, confirm_text(&choices[0].1, live.moves));
            assert!(!r.refused, "{}", r.text);
            None
        })
        .expect("a list longer than a message within 60 moves");
    assert_eq!(plain.text.lines().count(), all);
    let discord = w.run(
        &me.markup(games_messages::Markup::Discord),
        Command::Options,
    );
    assert!(discord.text.chars().count() <= 2_000, "{}", discord.text);
    let shown = discord.text.lines().count() - 1;
    assert!(shown >= 10 && shown < all, "{shown} of {all}");
    let more = games_messages::say(
        games_messages::Lang::En,
        &Msg::PiazzaOptionsMore { count: all - shown },
    );
    assert_eq!(discord.text.lines().last(), Some(more.as_str()));
}

#[test]
fn bots_play_their_piazza_seats_and_take_over_a_seat_an_admin_hands_them() {
    let w = world("bots");
    w.run(&ana(), open(games_service::PIAZZA, 3, 2));
    w.run(&ana(), Command::Start);
    w.deliver();
    // The bots have played up to Ana's turn.
    let stored = w.live();
    assert_eq!(stored.seats[stored.current_seat().unwrap()].name, "Ana");
    let (_, words) = w.service.move_choices(&ana()).unwrap().remove(0);
    let action = words.parse::<piazza_rules::Action>().unwrap();
    let r = w.run(&ana(), confirm(action, stored.moves));
    assert!(!r.refused, "{}", r.text);
    let after = w.live();
    assert_eq!(after.moves, stored.moves + 3, "Ana's move and both bots'");
    let posted = w.deliver();
    assert_eq!(posted.len(), 1);
    assert!(posted[0].pictures.len() >= 2, "a picture per move");
    // An admin hands Ana's seat to a bot: the worker plays the game to its end.
    let r = w.run(
        &admin(),
        Command::ReplaceWithBot {
            whom: Whom::User(UserId(1)),
            kind: None,
        },
    );
    assert!(r.bots, "{}", r.text);
    let played = w.service.play_waiting_bots().unwrap();
    assert!(played > 0);
    let done = w.last();
    assert_eq!(done.status, GameStatus::Finished);
    w.store.verify_game(done.id).unwrap();
    let posted = w.deliver();
    let last = posted.last().unwrap();
    assert_eq!(last.kind, NoticeKind::GameOver);
    assert_eq!(last.pictures[0].name, "final.png");
}

/// The game with one tile of `seat`'s hand swapped for another of its pile: what that seat
/// alone may know is different, everything public is the same.
fn swapped(g: &piazza_rules::Game, seat: usize) -> Option<piazza_rules::Game> {
    let mut snap = g.snapshot();
    let p = &mut snap.players[seat];
    let h = p.hand.first().copied()?;
    let k = p.pile.iter().position(|&t| t != h)?;
    p.hand[0] = std::mem::replace(&mut p.pile[k], h);
    Some(piazza_rules::Game::from_snapshot(snap).unwrap())
}

/// What a reply shows its reader: text, pictures, the Confirm button (its move, game and
/// move number).
type Shown = (String, Vec<Vec<u8>>, Option<(String, i64, u64)>);

fn shown(r: &Reply) -> Shown {
    (
        r.text.clone(),
        r.pictures.iter().map(|p| p.bytes.clone()).collect(),
        r.confirm_move
            .as_ref()
            .map(|c| (c.notation.clone(), c.game, c.version)),
    )
}

#[test]
fn what_one_player_is_answered_does_not_depend_on_another_seats_hidden_tiles() {
    let a = World::started("flow-a");
    let b = World::started("flow-b");
    a.deliver();
    b.deliver();
    // In b, the seat not to move holds other tiles (written through the store).
    let stored = b.live();
    let current = stored.current_seat().unwrap();
    let other = 1 - current;
    let game = stored.state_of::<piazza_rules::Game>().cloned().unwrap();
    let h = swapped(&game, other).expect("a tile to swap");
    assert_ne!(game.view(other), h.view(other));
    let change = Change {
        state: Some(&h),
        ..Default::default()
    };
    b.store
        .apply_change(stored.id, stored.version, &change, 1_000_000)
        .unwrap();
    let me = who(&stored.seats[current].name);
    let them = who(&stored.seats[other].name);
    // The swap is real: the seat whose tiles changed sees another hand.
    let hand = |w: &World| {
        let command = Command::Panel {
            steps: vec![],
            version: None,
            made_for: MadeFor::Now,
        };
        shown(&w.run(&them, command))
    };
    assert_ne!(
        hand(&a),
        hand(&b),
        "the other seat's own panel shows its hand"
    );
    let mut compared = 0;
    let mut ask = |caller: &Caller, command: Command| {
        let (ra, rb) = (
            a.run(caller, command.clone()),
            b.run(caller, command.clone()),
        );
        assert_eq!(shown(&ra), shown(&rb), "{command:?}");
        compared += 1;
    };
    ask(
        &me,
        Command::Panel {
            steps: vec![],
            version: None,
            made_for: MadeFor::Now,
        },
    );
    ask(&me, Command::Table);
    ask(&me, Command::Status);
    ask(&me, Command::Hint);
    ask(&me, Command::Options);
    ask(&me, Command::MyGames { page: 0 });
    ask(
        &me,
        Command::Replay {
            game: None,
            turn: Some(0),
        },
    );
    ask(&them, Command::Table);
    ask(&them, Command::Options);
    // The running game's record, its seal aside (each world drew its own secret salt).
    let record = |w: &World| {
        let r = w.run(&them, Command::Record { game: None });
        let mut v: serde_json::Value = serde_json::from_slice(&r.pictures[0].bytes).unwrap();
        v.as_object_mut().unwrap().remove("commitment");
        v
    };
    assert_eq!(record(&a), record(&b));
    let choices = a.service.move_choices(&me).unwrap();
    assert_eq!(choices, b.service.move_choices(&me).unwrap());
    for (_, words) in choices.iter().take(5) {
        ask(&me, preview(words.parse::<piazza_rules::Action>().unwrap()));
    }
    // The same move played in both: the same answer and the same message in the channel.
    let action = choices[0].1.parse::<piazza_rules::Action>().unwrap();
    ask(&me, confirm(action, stored.moves));
    let (pa, pb) = (a.deliver(), b.deliver());
    assert_eq!(pa.len(), 1);
    assert_eq!(
        (
            &pa[0].text,
            pa[0].pictures.iter().map(|p| &p.bytes).collect::<Vec<_>>()
        ),
        (
            &pb[0].text,
            pb[0].pictures.iter().map(|p| &p.bytes).collect::<Vec<_>>()
        )
    );
    assert!(compared >= 14);
}

#[test]
fn a_slow_piazza_player_is_reminded_then_the_stand_in_plays_their_turn() {
    let w = world("slow");
    let mut opening = open(games_service::PIAZZA, 2, 0);
    if let Command::NewGame {
        reminder_hours,
        bot_takes_over_after,
        ..
    } = &mut opening
    {
        *reminder_hours = Some(1);
        *bot_takes_over_after = Some(1);
    }
    w.run(&ana(), opening);
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    w.deliver();
    let started = w.live();
    let seat = started.current_seat().unwrap();
    let slow = started.seats[seat].user.unwrap();
    // An hour later: a reminder, in the channel, mentioning the player to move.
    w.clock.0.fetch_add(3_601, Ordering::SeqCst);
    assert_eq!(w.service.tick().unwrap(), 1);
    let posted = w.deliver();
    assert_eq!(posted.len(), 1);
    assert_eq!(posted[0].kind, NoticeKind::Reminder);
    assert_eq!(posted[0].mention.as_ref().map(|m| m.0), Some(slow));
    assert_eq!(w.live().moves, started.moves, "a reminder plays nothing");
    // Another interval missed: the stand-in plays that one turn; the seat stays theirs.
    w.clock.0.fetch_add(3_601, Ordering::SeqCst);
    w.service.tick().unwrap();
    let after = w.live();
    assert_eq!(after.moves, started.moves + 1);
    assert_eq!(after.seats[seat].user, Some(slow));
    assert!(!after.seats[seat].is_bot());
    assert_ne!(after.current_seat(), Some(seat));
    w.store.verify_game(after.id).unwrap();
    let posted = w.deliver();
    assert_eq!(posted.len(), 1);
    assert_eq!(posted[0].kind, NoticeKind::Turn);
    assert!(posted[0].text.contains("bot"), "{}", posted[0].text);
    assert_eq!(posted[0].pictures[0].name, "turn.png");
}

#[test]
fn a_piazza_players_turn_clock_runs_out_and_the_stand_in_plays() {
    let w = world("clock");
    let mut opening = open(games_service::PIAZZA, 2, 0);
    if let Command::NewGame { clock, .. } = &mut opening {
        clock.days = Some(1);
    }
    w.run(&ana(), opening);
    w.run(&bruno(), Command::Join);
    w.run(&ana(), Command::Start);
    w.deliver();
    let started = w.live();
    let seat = started.current_seat().unwrap();
    assert!(
        started.clock_due_at.is_some(),
        "the bank of the player to move runs"
    );
    let r = w.run(&ana(), Command::Status);
    assert!(!r.refused, "{}", r.text);
    // The status says what every game's says: who is waited for, and the clock.
    let waited = &started.seats[seat].name;
    assert!(
        r.text.contains(&format!("{waited} got the turn")),
        "{}",
        r.text
    );
    assert!(r.text.contains("⏱ Time left:"), "{}", r.text);
    assert!(r.text.contains("Turn clock:"), "{}", r.text);
    // A day later their bank is empty: the stand-in plays their turn, the game goes on.
    w.clock.0.fetch_add(86_401, Ordering::SeqCst);
    w.service.tick().unwrap();
    let after = w.live();
    assert_eq!(after.moves, started.moves + 1);
    assert_ne!(after.current_seat(), Some(seat));
    assert_eq!(after.clock_banks.as_ref().unwrap()[seat], 0);
    let posted = w.deliver();
    assert!(posted[0].text.contains("time"), "{}", posted[0].text);
}

#[test]
fn a_piazza_hint_is_searched_once_per_move_however_often_it_is_asked() {
    let w = World::started("hint");
    let stored = w.live();
    let seat = stored.current_seat().unwrap();
    let (me, other) = match stored.seats[seat].name.as_str() {
        "Ana" => (ana(), bruno()),
        _ => (bruno(), ana()),
    };
    let first = w.run(&me, Command::Hint);
    assert!(first.private && !first.refused, "{}", first.text);
    assert_eq!(w.service.hint_searches(), 1);
    // Asked again (a second click, another device): the same answer, not searched again.
    let again = w.run(&me, Command::Hint);
    assert_eq!(again.text, first.text);
    assert_eq!(w.service.hint_searches(), 1, "cached");
    // Not the other seat's to ask; nothing searched for it.
    assert!(w.run(&other, Command::Hint).refused);
    assert_eq!(w.service.hint_searches(), 1);
    // After a move the position is new: searched once more.
    let (_, words) = &w.service.move_choices(&me).unwrap()[0];
    let action = words.parse::<piazza_rules::Action>().unwrap();
    assert!(!w.run(&me, confirm(action, stored.moves)).refused);
    w.run(&other, Command::Hint);
    w.run(&other, Command::Hint);
    assert_eq!(w.service.hint_searches(), 2);
}

/// The seal a start message shows: the 64 hex digits between backquotes.
fn seal_in(text: &str) -> String {
    text.split('`')
        .find(|w| w.len() == 64 && w.bytes().all(|b| b.is_ascii_hexdigit()))
        .unwrap_or_else(|| panic!("no seal in {text}"))
        .to_string()
}

/// `calcada verify --seal SEAL FILE`: success, and what it printed.
fn verify_sealed(file: &std::path::Path, seal: &str) -> (bool, String) {
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_calcada"))
        .arg("verify")
        .arg("--seal")
        .arg(seal)
        .arg(file)
        .output()
        .unwrap();
    let text =
        String::from_utf8_lossy(&out.stdout).to_string() + &String::from_utf8_lossy(&out.stderr);
    (out.status.success(), text)
}

#[test]
fn verify_checks_a_piazza_record_against_the_seal_its_start_message_showed() {
    use games_messages::{say, Lang, Msg};
    let w = world("seal");
    w.run(&ana(), open(games_service::PIAZZA, 2, 1));
    w.run(&ana(), Command::Start);
    let start = w.deliver();
    let shown = seal_in(&start[0].text);
    let id = w.live().id;
    let file = scratch::dir("seal").join("piazza.json");
    let record = |w: &World| {
        let json = w.service.record_json_of(id).unwrap().unwrap();
        std::fs::write(&file, json).unwrap();
    };
    // Running: the record carries that seal but no seed yet; it replays once the game is over.
    record(&w);
    let (ok, text) = verify_sealed(&file, &shown);
    assert!(
        !ok && text.contains(&say(Lang::En, &Msg::ReplayNoSeed)),
        "{text}"
    );
    w.run(&ana(), Command::Leave);
    w.service.play_waiting_bots().unwrap();
    assert_eq!(w.last().status, GameStatus::Finished);
    record(&w);
    // As a player copies it from the message: backquotes, capitals.
    let (ok, text) = verify_sealed(&file, &format!("`{}`", shown.to_uppercase()));
    assert!(ok, "{text}");
    let seal = say(
        Lang::En,
        &Msg::PtVerifiedSeal {
            hash: shown.clone(),
        },
    );
    assert!(text.contains(&seal), "{text}");
    // Another game's seal: this record is not the game it was shown for.
    let other = "0".repeat(64);
    let (ok, text) = verify_sealed(&file, &other);
    let refused = say(
        Lang::En,
        &Msg::SealNotShown {
            shown: other,
            carried: shown,
        },
    );
    assert!(!ok && text.contains(&refused), "{text}");
}

#[test]
fn a_game_dealt_before_the_rulebooks_deal_plays_on_and_records_with_its_own_deal() {
    let w = World::started("old-deal");
    w.deliver();
    let stored = w.live();
    // The position the first deal gave this game's settings and seed, as a game stored before
    // the change holds it (its snapshot's settings say deal 1; without the field they read so:
    // crates/piazza-rules/tests/deal.rs).
    let mut settings = stored
        .state_of::<piazza_rules::Game>()
        .unwrap()
        .settings()
        .clone();
    assert_eq!(settings.deal, piazza_rules::DEAL);
    settings.deal = 1;
    let old = piazza_rules::Game::new(settings, stored.seed).unwrap();
    assert_ne!(
        old.snapshot().players,
        stored
            .state_of::<piazza_rules::Game>()
            .cloned()
            .unwrap()
            .snapshot()
            .players
    );
    let change = Change {
        state: Some(&old),
        ..Default::default()
    };
    w.store
        .apply_change(stored.id, stored.version, &change, 1_000_000)
        .unwrap();
    let mut turns = 0;
    while let Some(stored) = w.store.live_game_in(ChannelId(20)).unwrap() {
        let me = who(&stored.seats[stored.current_seat().unwrap()].name);
        let (_, words) = &w.service.move_choices(&me).unwrap()[0];
        let action = words.parse::<piazza_rules::Action>().unwrap();
        assert!(!w.run(&me, confirm(action, stored.moves)).refused);
        turns += 1;
        assert!(turns < 200, "the game ends");
    }
    let done = w.last();
    // Its log replays from its settings and seed by deal 1, and so does its record.
    w.store.verify_game(done.id).unwrap();
    let json = w.service.record_json_of(done.id).unwrap().unwrap();
    let record: piazza_rules::Record = serde_json::from_str(&json).unwrap();
    assert_eq!(record.settings.deal, 1);
    assert_eq!(
        &record.verify().unwrap(),
        done.state_of::<piazza_rules::Game>().unwrap()
    );
}

/// A board side a game lacks: Calçada's refusal names its sides, a game without sides to
/// choose (Piazza) is named instead; nothing is opened either way.
#[test]
fn a_side_a_game_lacks_is_refused_in_its_own_terms() {
    let w = world("sides");
    let on_side = |game, side: &str| {
        let mut c = open(game, 2, 1);
        if let Command::NewGame { board, .. } = &mut c {
            *board = Some(side.to_string());
        }
        c
    };
    let calcada = w.run(&ana(), on_side(games_service::CALCADA, "C"));
    assert!(
        calcada.refused && calcada.text.contains("choose A or B"),
        "{}",
        calcada.text
    );
    let piazza = w.run(&ana(), on_side(games_service::PIAZZA, "C"));
    assert!(
        piazza.refused && piazza.text.contains("Piazza has no board sides"),
        "{}",
        piazza.text
    );
    assert!(w.store.live_game_in(ChannelId(20)).unwrap().is_none());
    // Piazza's stored sides, A and B, still open a game (as they always did).
    let opened = w.run(&ana(), on_side(games_service::PIAZZA, "b"));
    assert!(!opened.refused, "{}", opened.text);
}

/// The status lines every game shares (`GameCtx::status_lines`) show a name as the reader's
/// client would otherwise not: literally, on Discord.
#[test]
fn a_piazza_status_shows_names_literally_on_discord() {
    let w = world("status-markup");
    let ann = caller("*Ann*", 1).markup(games_messages::Markup::Discord);
    let bob = caller("_Bob_", 2).markup(games_messages::Markup::Discord);
    w.run(&ann, open(games_service::PIAZZA, 2, 0));
    w.run(&bob, Command::Join);
    w.run(&ann, Command::Start);
    let stored = w.live();
    let waited = stored.seats[stored.current_seat().unwrap()].name.clone();
    let r = w.run(&bob, Command::Status);
    assert!(!r.refused, "{}", r.text);
    let literal = games_messages::discord_literal(&waited);
    assert_ne!(literal, waited);
    assert!(
        r.text.contains(&format!("{literal} got the turn")),
        "{}",
        r.text
    );
    assert!(
        !r.text.contains(&format!("\n{waited} got the turn")),
        "{}",
        r.text
    );
    // A game over says nothing of waiting.
    w.run(&ann, Command::End);
    let over = w.run(&bob, Command::Status);
    assert!(!over.text.contains("got the turn"), "{}", over.text);
}
