//! The store's suite, run against both databases: a real SQLite file and a real PostgreSQL
//! server this test process starts (tests/support/postgres.rs). Each test runs its body on
//! one store of each kind. Without a PostgreSQL server (it is optional for `cargo test`), the
//! suite says so in one line and tests SQLite only (tests/support/postgres.rs, `available`).

#[path = "support/postgres.rs"]
mod postgres_server;
#[path = "support/scratch.rs"]
mod scratch;

use calcada_rules::{Game, Settings};
use games_ids::ids::{ChannelId, GameId, GuildId, UserId};
use games_store::{
    Backend, Change, Claim, ClockWrite, GameOptions, GameStatus, Location, NewGame, Notice,
    NoticeKind, Seat, Store, StoreError, MAX_DELIVERY_ATTEMPTS,
};
use std::sync::Arc;

/// A fresh, empty store of each kind (SQLite only on a machine without PostgreSQL).
fn stores(name: &str) -> Vec<Store> {
    let mut stores = vec![Store::open(scratch::db(name))
        .unwrap()
        .with_games(games_service::games())];
    if postgres_server::available() {
        let pg = Location::Postgres(postgres_server::fresh_database(name));
        stores.push(
            Store::connect(&pg)
                .unwrap()
                .with_games(games_service::games()),
        );
    }
    stores
}

fn new<'a>(channel: u64, options: &'a GameOptions, seats: &'a [Seat]) -> NewGame<'a> {
    NewGame {
        guild: GuildId(9),
        channel: ChannelId(channel),
        creator: UserId(1),
        options,
        seed: 1,
        salt: "test-salt",
        seats,
        kind: games_service::CALCADA,
    }
}

fn notice(channel: u64, body: &str) -> Notice {
    Notice {
        channel: ChannelId(channel),
        user: Some(UserId(1)),
        kind: NoticeKind::Reminder,
        direct: false,
        body: body.into(),
    }
}

/// A started two-player game in `channel`, at version 1.
fn started(store: &Store, channel: u64) -> (GameId, Game) {
    let seats = [
        Seat::human(UserId(1), "Ana"),
        Seat::human(UserId(u64::MAX - 3), "Bruno"),
    ];
    let opts = GameOptions::default();
    let id = store.create_game(&new(channel, &opts, &seats), 0).unwrap();
    let game = Game::new(Settings::new(["Ana", "Bruno"], "A"), 1).unwrap();
    let change = Change {
        status: Some(GameStatus::Running),
        state: Some(&game),
        new_turn: true,
        ..Default::default()
    };
    store.apply_change(id, 0, &change, 100).unwrap();
    (id, game)
}

#[test]
fn both_backends_are_tested() {
    let kinds: Vec<Backend> = stores("kinds").iter().map(Store::backend).collect();
    if postgres_server::available() {
        assert_eq!(kinds, [Backend::Sqlite, Backend::Postgres]);
    } else {
        assert_eq!(kinds, [Backend::Sqlite]);
    }
}

#[test]
fn migrations_apply_once_even_when_processes_start_together() {
    let path = scratch::db("migrate");
    let version = Store::open(&path)
        .unwrap()
        .with_games(games_service::games())
        .schema_version()
        .unwrap();
    assert_eq!(
        Store::open(&path)
            .unwrap()
            .with_games(games_service::games())
            .schema_version()
            .unwrap(),
        version
    );
    if !postgres_server::available() {
        return;
    }
    let url = Location::Postgres(postgres_server::fresh_database("migrate"));
    let opened: Vec<_> = (0..4)
        .map(|_| {
            let url = url.clone();
            std::thread::spawn(move || Store::connect(&url).map(|s| s.schema_version()))
        })
        .collect();
    for t in opened {
        assert_eq!(
            t.join().unwrap().unwrap().unwrap(),
            version,
            "same schema on both"
        );
    }
}

#[test]
fn one_live_game_per_channel() {
    for store in stores("channel") {
        let seats = [Seat::human(UserId(1), "Ana")];
        let opts = GameOptions::default();
        let id = store.create_game(&new(5, &opts, &seats), 0).unwrap();
        assert!(
            matches!(
                store.create_game(&new(5, &opts, &seats), 0),
                Err(StoreError::ChannelBusy)
            ),
            "{:?}",
            store.backend()
        );
        let end = Change {
            status: Some(GameStatus::Ended),
            ..Default::default()
        };
        store.apply_change(id, 0, &end, 1).unwrap();
        let again = store.create_game(&new(5, &opts, &seats), 2).unwrap();
        assert!(again.0 > id.0);
        assert_eq!(store.live_game_in(ChannelId(5)).unwrap().unwrap().id, again);
        assert_eq!(
            store.last_game_over_in(ChannelId(5)).unwrap().unwrap().id,
            id
        );
    }
}

#[test]
fn a_game_round_trips_with_its_seats_log_and_snapshot() {
    for store in stores("roundtrip") {
        let (id, mut game) = started(&store, 6);
        let action = game.legal_actions()[0];
        let seat = game.current();
        game.play(seat, action).unwrap();
        let change = Change {
            state: Some(&game),
            actions: &games_store::action_json(&[(seat, action, Some(UserId(u64::MAX - 3)))]),
            ..Default::default()
        };
        let applied = store.apply_change(id, 1, &change, 200).unwrap();
        assert_eq!(applied.version, 2);
        let stored = store.load_game(id).unwrap();
        assert_eq!(stored.state_of::<calcada_rules::Game>(), Some(&game));
        assert_eq!(
            stored.seats[1].user,
            Some(UserId(u64::MAX - 3)),
            "snowflakes above i64"
        );
        assert_eq!((stored.moves, stored.version), (1, 2));
        let log = store.log::<calcada_rules::Action>(id).unwrap();
        assert_eq!((log.len(), &log[0].action, log[0].at), (1, &action, 200));
        store.verify_game(id).unwrap();
        store.record_hint(id, 1, 0, 300).unwrap();
        store.record_hint(id, 1, 0, 301).unwrap();
        assert_eq!(store.hints(id).unwrap(), vec![(1, 0)], "once per turn");
    }
}

#[test]
fn a_stale_version_is_a_conflict_and_writes_nothing() {
    for store in stores("stale") {
        let (id, _) = started(&store, 7);
        let notices = [notice(7, "late")];
        let stale = Change {
            notices: &notices,
            ..Default::default()
        };
        assert!(matches!(
            store.apply_change(id, 0, &stale, 5),
            Err(StoreError::Conflict)
        ));
        assert!(matches!(
            store.apply_change(GameId(999_999), 0, &stale, 5),
            Err(StoreError::NotFound)
        ));
        assert!(store.pending_notices(10).unwrap().is_empty());
        assert_eq!(store.load_game(id).unwrap().version, 1);
    }
}

#[test]
fn racing_writers_on_one_game_exactly_one_wins() {
    for store in stores("race") {
        let store = Arc::new(store);
        let (id, game) = started(&store, 8);
        let seat = game.current();
        let action = game.legal_actions()[0];
        let racers: Vec<_> = (0..8)
            .map(|k| {
                let (store, action) = (store.clone(), action);
                std::thread::spawn(move || {
                    let notices = [notice(8, &format!("turn by racer {k}"))];
                    let change = Change {
                        actions: &games_store::action_json(&[(seat, action, None)]),
                        notices: &notices,
                        ..Default::default()
                    };
                    store.apply_change(id, 1, &change, 10)
                })
            })
            .collect();
        let results: Vec<_> = racers.into_iter().map(|t| t.join().unwrap()).collect();
        let won = results.iter().filter(|r| r.is_ok()).count();
        let lost = results
            .iter()
            .filter(|r| matches!(r, Err(StoreError::Conflict)))
            .count();
        assert_eq!((won, lost), (1, 7), "{:?}: {results:?}", store.backend());
        assert_eq!(store.actions(id).unwrap().len(), 1);
        assert_eq!(
            store.pending_notices(10).unwrap().len(),
            1,
            "one turn message"
        );
    }
}

#[test]
fn undeliverable_notices_are_given_up_and_do_not_block_the_outbox() {
    for store in stores("failures") {
        let (id, _) = started(&store, 9);
        let notices = [notice(9, "a"), notice(9, "b")];
        let change = Change {
            notices: &notices,
            ..Default::default()
        };
        let applied = store.apply_change(id, 1, &change, 0).unwrap();
        let (a, b) = (applied.notice_ids[0], applied.notice_ids[1]);
        for _ in 0..MAX_DELIVERY_ATTEMPTS - 1 {
            store.record_delivery_failure(a, false, 1).unwrap();
        }
        assert_eq!(store.pending_notices(10).unwrap().len(), 2, "still retried");
        store.record_delivery_failure(a, false, 2).unwrap();
        store.record_delivery_failure(b, true, 2).unwrap();
        assert!(
            store.pending_notices(10).unwrap().is_empty(),
            "both given up"
        );
    }
}

#[test]
fn a_notice_waiting_for_a_retry_holds_back_its_lane_only() {
    for store in stores("lanes") {
        let (x, _) = started(&store, 12);
        let (y, _) = started(&store, 13);
        let dm = |user: u64| Notice {
            channel: ChannelId(12),
            user: Some(UserId(user)),
            kind: NoticeKind::Info,
            direct: true,
            body: "dm".into(),
        };
        let queue = |id, v, n: Notice| {
            let n = [n];
            let c = Change {
                notices: &n,
                ..Default::default()
            };
            store.apply_change(id, v, &c, 0).unwrap().notice_ids[0]
        };
        let x1 = queue(x, 1, notice(12, "x1"));
        let d1 = queue(x, 2, dm(7));
        let x2 = queue(x, 3, notice(12, "x2"));
        let y1 = queue(y, 1, notice(13, "y1"));
        let d2 = queue(x, 4, dm(8));
        let claim = Claim {
            owner: "a".into(),
            lease_secs: 30,
        };
        let ids = |v: Vec<games_store::PendingNotice>| v.iter().map(|p| p.id).collect::<Vec<_>>();
        // x1 failed: it and x2 (its channel) wait; the DMs and the other channel do not.
        assert!(!store.record_retry(x1, "503", 1100, 3600, 1000).unwrap());
        assert_eq!(
            ids(store.claim_notices(&claim, 10, 1000).unwrap()),
            [d1, y1, d2]
        );
        // A DM failing holds back only that user's later DMs.
        store.record_retry(d1, "timeout", 1100, 3600, 1000).unwrap();
        assert_eq!(
            ids(store.claim_notices(&claim, 10, 1000).unwrap()),
            [y1, d2]
        );
        assert_eq!(store.next_retry_at(1000).unwrap(), Some(1100));
        let delivery = store.notice_delivery(x1).unwrap();
        assert_eq!(delivery.attempts, 1);
        assert_eq!(delivery.last_error.as_deref(), Some("503"));
        assert_eq!(delivery.retry_at, Some(1100));
        // Due: in order again.
        assert_eq!(
            ids(store.claim_notices(&claim, 10, 1100).unwrap()),
            [x1, d1, x2, y1, d2]
        );
        // Failing past the give-up age (queued at 0, 3600 s): given up, the lane moves on.
        assert!(store.record_retry(x1, "503", 4000, 3600, 3600).unwrap());
        assert_eq!(store.notice_delivery(x1).unwrap().failed_at, Some(3600));
        assert_eq!(store.next_retry_at(3600).unwrap(), None);
        // A refusal for good keeps Discord's error.
        store.record_final_failure(x2, "404 10003", 3600).unwrap();
        let gone = store.notice_delivery(x2).unwrap();
        assert_eq!(
            (gone.failed_at, gone.last_error.as_deref()),
            (Some(3600), Some("404 10003"))
        );
    }
}

#[test]
fn a_channel_block_tells_once_and_goes_with_a_post() {
    use games_store::ChannelBlock;
    for store in stores("blocks") {
        let (x, _) = started(&store, 14);
        let n = [notice(14, "x1"), notice(14, "x2")];
        let c = Change {
            notices: &n,
            ..Default::default()
        };
        let ids = store.apply_change(x, 1, &c, 0).unwrap().notice_ids;
        let block = ChannelBlock {
            channel: ChannelId(14),
            game: x,
            missing: "send-messages".into(),
            code: 50013,
            since: 100,
        };
        let tell = Notice {
            direct: true,
            ..notice(14, "tell the host")
        };
        assert!(store
            .block_channel(ids[0], "403", 3700, &block, &tell)
            .unwrap());
        assert!(
            !store
                .block_channel(ids[0], "403", 7300, &block, &tell)
                .unwrap(),
            "told once"
        );
        assert_eq!(
            store.channel_block(ChannelId(14)).unwrap(),
            Some(block.clone())
        );
        let pending = store.pending_notices(10).unwrap();
        assert_eq!(
            pending
                .iter()
                .filter(|p| p.notice.body == "tell the host")
                .count(),
            1
        );
        // The rights look back: the channel's notices are due now; the block stays...
        assert!(store.lift_channel_block(ChannelId(14), 200).unwrap());
        assert!(!store.lift_channel_block(ChannelId(15), 200).unwrap());
        assert_eq!(store.notice_delivery(ids[0]).unwrap().retry_at, Some(200));
        assert!(store.channel_block(ChannelId(14)).unwrap().is_some());
        // ... until a post there succeeds.
        store
            .mark_sent_then(ids[0], 201, Some(ChannelId(14)), None)
            .unwrap();
        assert!(store.channel_block(ChannelId(14)).unwrap().is_none());
    }
}

#[test]
fn a_claim_keeps_a_channel_to_one_process_until_it_lapses_by_the_databases_clock() {
    for store in stores("claims") {
        let (x, _) = started(&store, 10);
        let (y, _) = started(&store, 11);
        let queue = |id, ch, v, body: &str| {
            let n = [notice(ch, body)];
            let c = Change {
                notices: &n,
                ..Default::default()
            };
            store.apply_change(id, v, &c, 0).unwrap().notice_ids[0]
        };
        let x1 = queue(x, 10, 1, "x1");
        let y1 = queue(y, 11, 1, "y1");
        let x2 = queue(x, 10, 2, "x2");
        let a = Claim {
            owner: "a".into(),
            lease_secs: 3600,
        };
        let b = Claim {
            owner: "b".into(),
            lease_secs: 3600,
        };
        let ids = |v: Vec<games_store::PendingNotice>| v.iter().map(|p| p.id).collect::<Vec<_>>();
        assert_eq!(
            ids(store.claim_notices(&a, 2, 1000).unwrap()),
            [x1, y1],
            "oldest first"
        );
        // x2's channel is a's while its claim on x1 lasts; y1 is claimed too. The lease is
        // judged on the database's clock: b's own clock, a day ahead, changes nothing.
        assert!(store.claim_notices(&b, 10, 1001).unwrap().is_empty());
        assert!(store
            .claim_notices(&b, 10, 1000 + 86_400)
            .unwrap()
            .is_empty());
        assert!(!store.renew_claim(&b, x1).unwrap(), "b holds nothing");
        assert_eq!(
            ids(store.claim_notices(&a, 10, 1002).unwrap()),
            [x1, y1, x2],
            "a's own"
        );
        assert!(
            store.renew_claim(&a, x1).unwrap(),
            "a renews before posting"
        );
        store.mark_sent(x1, 1003).unwrap();
        assert!(
            !store.renew_claim(&a, x1).unwrap(),
            "posted: nothing to renew"
        );
        // a's lease runs out (here: a last claim that lapses at once) and b takes over, in
        // order; a, late, finds its claim gone before it posts.
        let a_lapsing = Claim {
            lease_secs: 0,
            ..a.clone()
        };
        store.claim_notices(&a_lapsing, 10, 1004).unwrap();
        assert_eq!(ids(store.claim_notices(&b, 10, 1005).unwrap()), [y1, x2]);
        assert!(!store.renew_claim(&a, x2).unwrap(), "b's now");
        assert!(store.renew_claim(&b, x2).unwrap());
        assert!(
            store.claim_notices(&a, 10, 1006).unwrap().is_empty(),
            "b's now"
        );
        // b stops and lets go: a takes them at once, whatever the lease.
        assert_eq!(store.release_claims("b").unwrap(), 2);
        store.hold_notice(y1, 5000).unwrap();
        assert_eq!(ids(store.claim_notices(&a, 10, 1007).unwrap()), [x2]);
        assert_eq!(
            ids(store.claim_notices(&a, 10, 5000).unwrap()),
            [y1, x2],
            "held until 5000"
        );
    }
}

#[test]
fn concurrent_claims_never_hand_a_notice_to_two_processes() {
    for store in stores("claim-race") {
        let store = Arc::new(store);
        let mut queued = 0;
        for ch in 0..10 {
            let (id, _) = started(&store, 100 + ch);
            let n = [notice(100 + ch, "a"), notice(100 + ch, "b")];
            let c = Change {
                notices: &n,
                ..Default::default()
            };
            store.apply_change(id, 1, &c, 0).unwrap();
            queued += 2;
        }
        let claimers: Vec<_> = (0..4)
            .map(|k| {
                let store = store.clone();
                std::thread::spawn(move || {
                    let claim = Claim {
                        owner: format!("p{k}"),
                        lease_secs: 60,
                    };
                    let mut mine = Vec::new();
                    for _ in 0..5 {
                        for p in store.claim_notices(&claim, 3, 10).unwrap() {
                            store.mark_sent(p.id, 10).unwrap();
                            mine.push(p.id);
                        }
                    }
                    mine
                })
            })
            .collect();
        let mut all: Vec<_> = claimers
            .into_iter()
            .flat_map(|t| t.join().unwrap())
            .collect();
        let claimed = all.len();
        all.sort();
        all.dedup();
        assert_eq!(
            all.len(),
            claimed,
            "{:?}: a notice claimed twice",
            store.backend()
        );
        assert_eq!(claimed, queued, "every notice delivered");
    }
}

#[test]
fn a_reminder_is_recorded_once_whoever_sends_it() {
    for store in stores("reminders") {
        let (id, _) = started(&store, 12);
        assert!(store.games_due_reminder(100 + 3599).unwrap().is_empty());
        let due = store.games_due_reminder(100 + 3600).unwrap();
        assert_eq!(due.iter().map(|g| g.id).collect::<Vec<_>>(), [id]);
        let n = [notice(12, "wake up")];
        store.record_reminder(&due[0], &n, 3700).unwrap();
        assert!(matches!(
            store.record_reminder(&due[0], &n, 3700),
            Err(StoreError::Conflict)
        ));
        assert_eq!(store.pending_notices(10).unwrap().len(), 1);
        assert_eq!(store.load_game(id).unwrap().reminders_sent, 1);
    }
}

#[test]
fn settings_and_results_round_trip() {
    for store in stores("settings") {
        let s = games_store::PlayerSettings {
            time_zone: Some("Europe/Lisbon".into()),
            quiet: Some((22 * 60, 7 * 60)),
            notify: Some(games_store::Notify::Both),
            reminder_secs: Some(7200),
            away_until: Some(99),
        };
        store.set_player_settings(UserId(u64::MAX), &s).unwrap();
        assert_eq!(store.player_settings(UserId(u64::MAX)).unwrap(), s);
        assert_eq!(
            store.player_settings(UserId(2)).unwrap(),
            Default::default()
        );
        store.set_guild_reminder_interval(GuildId(9), 600).unwrap();
        store.set_max_away_days(GuildId(9), 3).unwrap();
        assert_eq!(
            store.guild_reminder_interval(GuildId(9)).unwrap(),
            Some(600)
        );
        assert_eq!(store.max_away_days(GuildId(9)).unwrap(), 3);

        // A game played to its end counts in the server's results.
        let (id, mut game) = started(&store, 13);
        let mut version = 1;
        while !game.is_over() {
            let seat = game.current();
            let action = game.legal_actions()[0];
            game.play(seat, action).unwrap();
            let status = game.is_over().then_some(GameStatus::Finished);
            let change = Change {
                status,
                state: Some(&game),
                actions: &games_store::action_json(&[(seat, action, None)]),
                ..Default::default()
            };
            version = store
                .apply_change(id, version, &change, 500)
                .unwrap()
                .version;
        }
        store.verify_game(id).unwrap();
        let board = store
            .leaderboard(GuildId(9), games_service::CALCADA, 10)
            .unwrap();
        assert_eq!(board.len(), 2, "{:?}", store.backend());
        assert!(board.iter().all(|p| p.games == 1));
        assert_eq!(board.iter().map(|p| p.wins).sum::<u32>(), 1);
        let ana = store
            .player_stats(GuildId(9), games_service::CALCADA, UserId(1))
            .unwrap()
            .unwrap();
        assert_eq!(ana.best_game, Some(id));
        assert_eq!(
            store
                .recent_games(GuildId(9), games_service::CALCADA, UserId(1), 5)
                .unwrap(),
            [id]
        );
    }
}

#[test]
fn migrate_db_copies_everything_and_the_copy_replays() {
    if !postgres_server::available() {
        return;
    }
    let source = Store::open(scratch::db("copy"))
        .unwrap()
        .with_games(games_service::games());
    let (running, mut game) = started(&source, 20);
    let seat = game.current();
    let action = game.legal_actions()[0];
    game.play(seat, action).unwrap();
    let n = [notice(20, "pending")];
    let change = Change {
        state: Some(&game),
        actions: &games_store::action_json(&[(seat, action, Some(UserId(1)))]),
        notices: &n,
        ..Default::default()
    };
    source.apply_change(running, 1, &change, 10).unwrap();
    let (ended, _) = started(&source, 21);
    let end = Change {
        status: Some(GameStatus::Ended),
        ..Default::default()
    };
    source.apply_change(ended, 1, &end, 20).unwrap();
    source.set_guild_reminder_interval(GuildId(9), 900).unwrap();

    let dest = Store::connect(&Location::Postgres(postgres_server::fresh_database("copy")))
        .unwrap()
        .with_games(games_service::games());
    let copied = source.copy_into(&dest).unwrap();
    assert_eq!(
        (
            copied.rows("games"),
            copied.rows("actions"),
            copied.rows("outbox")
        ),
        (2, 1, 1)
    );
    assert_eq!(copied.games_replayed, 2);
    assert_eq!(
        dest.load_game(running).unwrap(),
        source.load_game(running).unwrap()
    );
    assert_eq!(dest.guild_reminder_interval(GuildId(9)).unwrap(), Some(900));
    // New ids continue after the copied ones, and a second copy is refused.
    let seats = [Seat::human(UserId(1), "Ana")];
    let fresh = dest
        .create_game(&new(22, &GameOptions::default(), &seats), 30)
        .unwrap();
    assert!(fresh.0 > ended.0);
    assert!(
        source.copy_into(&dest).is_err(),
        "the destination must hold no games"
    );
}

#[test]
fn calcada_migrate_db_moves_a_file_with_finished_and_running_games() {
    if !postgres_server::available() {
        return;
    }
    let path = scratch::db("migrate-cli");
    let source = Store::open(&path)
        .unwrap()
        .with_games(games_service::games());
    let (running, _) = started(&source, 30);
    let (finished, mut game) = started(&source, 31);
    let mut version = 1;
    while !game.is_over() {
        let seat = game.current();
        let action = game.legal_actions()[0];
        game.play(seat, action).unwrap();
        let change = Change {
            status: game.is_over().then_some(GameStatus::Finished),
            state: Some(&game),
            actions: &games_store::action_json(&[(seat, action, Some(UserId(1)))]),
            ..Default::default()
        };
        version = source
            .apply_change(finished, version, &change, 40)
            .unwrap()
            .version;
    }
    let moves = source.actions(finished).unwrap().len();
    drop(source);

    let url = postgres_server::fresh_database("migrate_cli");
    let out = std::process::Command::new(env!("CARGO_BIN_EXE_calcada"))
        .args(["migrate-db", "--from"])
        .arg(&path)
        .args(["--to", &url])
        .output()
        .unwrap();
    let said = String::from_utf8_lossy(&out.stdout);
    assert!(
        out.status.success(),
        "{said}{}",
        String::from_utf8_lossy(&out.stderr)
    );
    assert!(
        said.contains("Copied 2 games") && said.contains("2 started games load and replay"),
        "{said}"
    );
    let dest = Store::connect(&Location::Postgres(url.clone()))
        .unwrap()
        .with_games(games_service::games());
    assert_eq!(dest.actions(finished).unwrap().len(), moves);
    assert_eq!(
        dest.load_game(finished).unwrap().status,
        GameStatus::Finished
    );
    assert_eq!(
        dest.live_game_in(ChannelId(30)).unwrap().unwrap().id,
        running
    );
    assert_eq!(
        dest.leaderboard(GuildId(9), games_service::CALCADA, 5)
            .unwrap()
            .len(),
        2,
        "results came along"
    );

    // Again: refused, and the copy is untouched; a missing file is refused too.
    let again = std::process::Command::new(env!("CARGO_BIN_EXE_calcada"))
        .args(["migrate-db", "--from"])
        .arg(&path)
        .args(["--to", &url])
        .output()
        .unwrap();
    assert!(!again.status.success());
    assert!(String::from_utf8_lossy(&again.stderr).contains("already holds games"));
    let missing = std::process::Command::new(env!("CARGO_BIN_EXE_calcada"))
        .args([
            "migrate-db",
            "--from",
            "/nonexistent/calcada.db",
            "--to",
            &url,
        ])
        .output()
        .unwrap();
    assert!(!missing.status.success());
    assert_eq!(dest.count_games().unwrap(), 2);
}

/// The skip itself (tests/support/postgres.rs, `available`): this very suite run again, in a
/// child process whose only place to look for PostgreSQL is an empty folder. Two of its tests
/// that need the server pass, with one "skipped" line between them; with
/// `CALCADA_REQUIRE_POSTGRES=1` (as `.ci/run` sets) they fail, saying why.
#[test]
fn without_postgresql_the_suite_says_skipped_once_and_passes_unless_required() {
    let empty = scratch::dir("no-pg");
    let run = |required: bool| {
        let mut c = std::process::Command::new(std::env::current_exe().unwrap());
        c.args([
            "--exact",
            "both_backends_are_tested",
            "migrate_db_copies_everything_and_the_copy_replays",
            "--test-threads=2",
        ])
        .env("CALCADA_POSTGRES_SEARCH", &empty)
        .env_remove("CALCADA_REQUIRE_POSTGRES");
        if required {
            c.env("CALCADA_REQUIRE_POSTGRES", "1");
        }
        let out = c.output().unwrap();
        let text = format!(
            "{}{}",
            String::from_utf8_lossy(&out.stdout),
            String::from_utf8_lossy(&out.stderr)
        );
        (out.status.success(), text)
    };
    let (passed, text) = run(false);
    assert!(passed, "{text}");
    assert!(text.contains("2 passed"), "{text}");
    let skipped = text
        .lines()
        .filter(|l| l.starts_with(postgres_server::SKIPPED))
        .count();
    assert_eq!(skipped, 1, "one line per suite: {text}");
    let (passed, text) = run(true);
    assert!(!passed, "{text}");
    assert!(
        text.contains("CALCADA_REQUIRE_POSTGRES=1 requires it"),
        "{text}"
    );
    assert!(text.contains("2 failed"), "{text}");
}

/// A player's open and running games of a server (`my games`), and the log's times with
/// who played and who holds each seat (turn times), on both databases.
#[test]
fn a_players_games_and_the_logs_times_by_seat() {
    for store in stores("mine") {
        let (id, mut game) = started(&store, 40);
        // A lobby with Ana, one without her, and a game of another server.
        let opts = GameOptions::default();
        let ana = [Seat::human(UserId(1), "Ana")];
        let carla = [Seat::human(UserId(3), "Carla")];
        let lobby = store.create_game(&new(41, &opts, &ana), 0).unwrap();
        store.create_game(&new(42, &opts, &carla), 0).unwrap();
        let mut other = new(43, &opts, &ana);
        other.guild = GuildId(10);
        store.create_game(&other, 0).unwrap();
        let mine: Vec<GameId> = store
            .games_of_player(GuildId(9), UserId(1))
            .unwrap()
            .iter()
            .map(|g| g.id)
            .collect();
        assert_eq!(mine, vec![id, lobby]);
        let bruno = UserId(u64::MAX - 3);
        assert_eq!(store.games_of_player(GuildId(9), bruno).unwrap().len(), 1);

        // Two actions: the first player's by them, the next by a bot (a stand-in).
        let mut version = 1;
        for (at, by_holder) in [(500, true), (900, false)] {
            let seat = game.current();
            let action = game.legal_actions()[0];
            game.play(seat, action).unwrap();
            let holder = [UserId(1), bruno][seat];
            let change = Change {
                state: Some(&game),
                actions: &games_store::action_json(&[(seat, action, by_holder.then_some(holder))]),
                ..Default::default()
            };
            version = store
                .apply_change(id, version, &change, at)
                .unwrap()
                .version;
        }
        let log = store
            .timed_actions(GuildId(9), games_service::CALCADA, None, 10)
            .unwrap();
        assert_eq!(log.len(), 2);
        assert!(log.iter().all(|a| a.game == id && !a.finished));
        assert_eq!((log[0].at, log[1].at), (500, 900));
        let holders = [UserId(1), bruno];
        assert_eq!(log[0].holder, Some(holders[log[0].seat]));
        assert_eq!(log[0].by, log[0].holder);
        assert_eq!(log[1].by, None);
        assert_eq!(
            store
                .timed_actions(GuildId(9), games_service::CALCADA, Some(bruno), 10)
                .unwrap(),
            log
        );
        assert!(store
            .timed_actions(GuildId(9), games_service::CALCADA, Some(UserId(3)), 10)
            .unwrap()
            .is_empty());
        assert!(store
            .timed_actions(GuildId(10), games_service::CALCADA, None, 10)
            .unwrap()
            .is_empty());
        // Only the most recent games are read: a newer game with one action comes first.
        let (newer, mut g2) = started(&store, 44);
        let seat = g2.current();
        let action = g2.legal_actions()[0];
        g2.play(seat, action).unwrap();
        let change = Change {
            state: Some(&g2),
            actions: &games_store::action_json(&[(seat, action, Some(UserId(1)))]),
            ..Default::default()
        };
        store.apply_change(newer, 1, &change, 1000).unwrap();
        let recent = store
            .timed_actions(GuildId(9), games_service::CALCADA, None, 1)
            .unwrap();
        assert_eq!(recent.len(), 1);
        assert_eq!(recent[0].game, newer);
        assert_eq!(
            store
                .timed_actions(GuildId(9), games_service::CALCADA, None, 2)
                .unwrap()
                .len(),
            3
        );
        let anas = store
            .timed_actions(GuildId(9), games_service::CALCADA, Some(UserId(1)), 1)
            .unwrap();
        assert!(anas.iter().all(|a| a.game == newer), "{anas:?}");

        // A Piazza game's turns count in Piazza's times only, and Calçada's in Calçada's.
        let piazza = games_service::PIAZZA;
        let seats = [
            Seat::human(UserId(1), "Ana"),
            Seat::human(UserId(u64::MAX - 3), "Bruno"),
        ];
        let mut opening = new(45, &opts, &seats);
        opening.kind = piazza;
        let pid = store.create_game(&opening, 0).unwrap();
        let mut pg =
            piazza_rules::Game::new(piazza_rules::Settings::new(["Ana", "Bruno"]), 1).unwrap();
        let (seat, action) = (pg.current(), pg.legal_actions()[0]);
        pg.play(seat, action).unwrap();
        let change = Change {
            status: Some(GameStatus::Running),
            state: Some(&pg),
            actions: &games_store::action_json(&[(seat, action, Some(seats[seat].user.unwrap()))]),
            new_turn: true,
            ..Default::default()
        };
        store.apply_change(pid, 0, &change, 1100).unwrap();
        let stored = store.load_game(pid).unwrap();
        assert_eq!((stored.kind, stored.moves), (piazza, 1));
        assert_eq!(stored.state_of::<piazza_rules::Game>(), Some(&pg));
        let times = store.timed_actions(GuildId(9), piazza, None, 10).unwrap();
        assert_eq!(times.len(), 1);
        assert_eq!((times[0].game, times[0].at), (pid, 1100));
        let players = store
            .timed_actions(GuildId(9), piazza, Some(UserId(1)), 10)
            .unwrap();
        assert_eq!(players, times);
        let calcada_times = store
            .timed_actions(GuildId(9), games_service::CALCADA, None, 10)
            .unwrap();
        assert!(calcada_times.iter().all(|a| a.game != pid));
        assert_eq!(calcada_times.len(), 3);
        store.verify_game(pid).unwrap();
    }
}

// ## turn clock (issue 26)

/// The turn clock's columns (migration 0013): the banks and the bank's end are written with a
/// change and left by one without a clock; the reminder check is never later than the bank's
/// end; a server's pause is recorded once and its resume moves the turn and the bank's end of
/// the server's running games by the paused time; a player's times away are read cut to a span.
#[test]
fn a_turn_clock_is_stored_and_a_resume_credits_the_paused_time() {
    for store in stores("turn-clock") {
        let (id, game) = started(&store, 7); // the turn began at 100
        let (other, _) = started(&store, 8);
        let clock = ClockWrite {
            banks: vec![1800, 86_400],
            due_at: Some(1900),
        };
        let change = Change {
            state: Some(&game),
            new_turn: true,
            clock: Some(&clock),
            ..Default::default()
        };
        store.apply_change(id, 1, &change, 100).unwrap();
        let g = store.load_game(id).unwrap();
        assert_eq!(g.clock_banks, Some(vec![1800, 86_400]));
        assert_eq!(g.clock_due_at, Some(1900));
        // Before the first reminder's hour: the bank's end.
        assert_eq!(g.next_check_at, Some(1900));
        store.apply_change(id, 2, &Change::default(), 150).unwrap();
        let g = store.load_game(id).unwrap();
        assert_eq!(g.clock_banks, Some(vec![1800, 86_400]));
        assert_eq!(
            (g.turn_started_at, g.next_check_at),
            (Some(100), Some(1900))
        );
        // A game without a clock keeps the hourly floor.
        assert_eq!(store.load_game(other).unwrap().next_check_at, Some(3700));

        let guild = GuildId(9);
        assert_eq!(store.guild_paused_at(guild).unwrap(), None);
        assert_eq!(store.resume_guild(guild, 500).unwrap(), None);
        assert!(store.pause_guild(guild, 1000).unwrap());
        assert!(!store.pause_guild(guild, 1100).unwrap(), "paused twice");
        assert_eq!(store.guild_paused_at(guild).unwrap(), Some(1000));
        assert_eq!(store.guild_paused_at(GuildId(10)).unwrap(), None);
        assert_eq!(store.resume_guild(guild, 1600).unwrap(), Some(1000));
        assert_eq!(store.guild_paused_at(guild).unwrap(), None);
        let g = store.load_game(id).unwrap();
        assert_eq!(g.turn_started_at, Some(700), "the turn moved by the pause");
        assert_eq!(g.clock_due_at, Some(2500));
        assert_eq!(g.next_check_at, Some(2500));
        assert_eq!(g.version, 3, "a resume is not a move");
        let o = store.load_game(other).unwrap();
        assert_eq!(
            (o.turn_started_at, o.next_check_at),
            (Some(700), Some(4300))
        );
        assert_eq!(
            store.resume_guild(guild, 1700).unwrap(),
            None,
            "resumed once"
        );

        let user = UserId(1);
        let away = games_store::PlayerSettings {
            away_until: Some(5000),
            ..Default::default()
        };
        store.set_away(user, &away, 2000, 5000).unwrap();
        assert_eq!(
            store.away_periods(user, 0, 3000).unwrap(),
            vec![(2000, 3000)]
        );
        assert_eq!(
            store.away_periods(user, 4000, 9000).unwrap(),
            vec![(4000, 5000)]
        );
        assert!(store.away_periods(user, 5000, 9000).unwrap().is_empty());
    }
}

#[test]
fn faults_of_ours_are_counted_apart_and_discord_back_makes_every_wait_due() {
    use games_store::ChannelBlock;
    for store in stores("waits") {
        let (x, _) = started(&store, 30);
        let (y, _) = started(&store, 31);
        let queue = |id, ch, v| {
            let n = [notice(ch, "n")];
            let c = Change {
                notices: &n,
                ..Default::default()
            };
            store.apply_change(id, v, &c, 0).unwrap().notice_ids[0]
        };
        let (x1, y1) = (queue(x, 30, 1), queue(y, 31, 1));
        // A fault of ours: its own counter, its own wait; Discord's attempts untouched.
        assert!(!store
            .record_compose_failure(x1, "store busy", 1100, false, 3600, 1000)
            .unwrap());
        let d = store.notice_delivery(x1).unwrap();
        assert_eq!((d.attempts, d.retry_at, d.failed_at), (0, Some(1100), None));
        let pending = store.pending_notices(10).unwrap();
        assert_eq!(pending[0].compose_failures, 1);
        assert!(
            store.channel_held(ChannelId(30), 1000).unwrap(),
            "its channel waits"
        );
        assert!(!store.channel_held(ChannelId(31), 1000).unwrap());
        // A fault that can never pass gives it up at once.
        assert!(store
            .record_compose_failure(y1, "body does not read", 1100, true, 3600, 1000)
            .unwrap());
        // Channel 32 refuses the bot; Discord comes back: every wait is due but the block's.
        let (z, _) = started(&store, 32);
        let z1 = queue(z, 32, 1);
        let block = ChannelBlock {
            channel: ChannelId(32),
            game: z,
            missing: String::new(),
            code: 50013,
            since: 1000,
        };
        let tell = Notice {
            direct: true,
            ..notice(32, "tell")
        };
        store.block_channel(z1, "403", 4600, &block, &tell).unwrap();
        assert!(store.channel_held(ChannelId(32), 1000).unwrap());
        assert_eq!(store.resume_waiting(1001).unwrap(), 1);
        assert_eq!(store.notice_delivery(x1).unwrap().retry_at, Some(1001));
        assert_eq!(store.notice_delivery(z1).unwrap().retry_at, Some(4600));
        assert!(!store.channel_held(ChannelId(30), 1001).unwrap());
    }
}

#[test]
fn a_fold_writes_the_catch_up_over_the_first_notice_once_and_only_if_still_pending() {
    for store in stores("folds") {
        let (x, _) = started(&store, 40);
        let n = [notice(40, "a"), notice(40, "b"), notice(40, "c")];
        let c = Change {
            notices: &n,
            ..Default::default()
        };
        let ids = store.apply_change(x, 1, &c, 0).unwrap().notice_ids;
        let mine = Claim {
            owner: "me".into(),
            lease_secs: 60,
        };
        let other = Claim {
            owner: "other".into(),
            lease_secs: 60,
        };
        let merged = Notice {
            kind: NoticeKind::Turn,
            ..notice(40, "catch-up")
        };
        // Another process holds the channel: no fold.
        store.claim_notices(&other, 10, 10).unwrap();
        assert!(!store
            .fold_notices(&mine, ids[0], &ids[1..], &merged, 10)
            .unwrap());
        store.release_claims("other").unwrap();
        assert!(store
            .fold_notices(&mine, ids[0], &ids[1..], &merged, 10)
            .unwrap());
        let pending = store.pending_notices(10).unwrap();
        assert_eq!(pending.len(), 1);
        assert_eq!(pending[0].id, ids[0], "in the first one's place");
        assert_eq!(pending[0].notice.body, "catch-up");
        assert_eq!(pending[0].notice.kind, NoticeKind::Turn);
        assert_eq!(pending[0].fold_last, Some(ids[2]));
        assert_eq!(store.folded_into(ids[1]).unwrap(), Some(ids[0]));
        assert_eq!(store.channel_backlog(ChannelId(40), x).unwrap().len(), 1);
        // Folded ones are no longer pending: folding them again does nothing.
        assert!(!store
            .fold_notices(&mine, ids[0], &ids[1..], &merged, 11)
            .unwrap());
    }
}
