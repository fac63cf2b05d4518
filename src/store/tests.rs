//! The store on a real SQLite file: migrations, PRAGMAs, one live game per channel,
//! version conflicts, the outbox giving up undeliverable notices.
use super::*;
use crate::ids::{ChannelId, GameId, GuildId, UserId};

fn temp_db(name: &str) -> PathBuf {
    let p = std::env::temp_dir().join(format!("calcada-store-{}-{name}.db", std::process::id()));
    for ext in ["", "-wal", "-shm"] {
        let _ = std::fs::remove_file(format!("{}{ext}", p.display()));
    }
    p
}

fn new<'a>(channel: u64, creator: u64, options: &'a GameOptions, seats: &'a [Seat]) -> NewGame<'a> {
    NewGame {
        guild: GuildId(9),
        channel: ChannelId(channel),
        creator: UserId(creator),
        options,
        seed: 1,
        salt: "test-salt",
        seats,
    }
}

#[test]
fn migrations_apply_from_empty_and_rerun_cleanly() {
    let path = temp_db("migrate");
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len());
    drop(store);
    let store = Store::open(&path).unwrap();
    assert_eq!(store.schema_version().unwrap(), MIGRATIONS.len());
    assert!(migrations().validate().is_ok());
}

#[test]
fn undeliverable_notices_are_given_up_and_do_not_block_the_outbox() {
    let store = Store::open(temp_db("failures")).unwrap();
    let seats = [Seat::human(UserId(1), "Ana")];
    let opts = GameOptions::default();
    let id = store.create_game(&new(7, 1, &opts, &seats), 0).unwrap();
    let notice = |text: &str| Notice {
        channel: ChannelId(7),
        user: Some(UserId(1)),
        kind: NoticeKind::Reminder,
        direct: false,
        body: text.into(),
    };
    let notices = [notice("a"), notice("b")];
    let applied = store
        .apply_change(
            id,
            0,
            &Change {
                notices: &notices,
                ..Default::default()
            },
            0,
        )
        .unwrap();
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

#[test]
fn every_connection_gets_the_pragmas() {
    let store = Store::open(temp_db("pragmas")).unwrap();
    store
        .with_conn(|c| {
            let mode: String = c.pragma_query_value(None, "journal_mode", |r| r.get(0))?;
            let fk: i64 = c.pragma_query_value(None, "foreign_keys", |r| r.get(0))?;
            let busy: i64 = c.pragma_query_value(None, "busy_timeout", |r| r.get(0))?;
            assert_eq!((mode.as_str(), fk, busy), ("wal", 1, 5000));
            Ok(())
        })
        .unwrap();
}

#[test]
fn one_live_game_per_channel() {
    let store = Store::open(temp_db("channel")).unwrap();
    let seats = [Seat::human(UserId(1), "Ana")];
    let opts = GameOptions::default();
    let id = store.create_game(&new(5, 1, &opts, &seats), 0).unwrap();
    assert!(matches!(
        store.create_game(&new(5, 2, &opts, &seats), 0),
        Err(StoreError::ChannelBusy)
    ));
    let change = Change {
        status: Some(GameStatus::Ended),
        ..Default::default()
    };
    store.apply_change(id, 0, &change, 1).unwrap();
    // Once ended, the channel is free again.
    store.create_game(&new(5, 2, &opts, &seats), 2).unwrap();
}

#[test]
fn a_stale_version_is_a_conflict_and_writes_nothing() {
    let store = Store::open(temp_db("conflict")).unwrap();
    let seats = [Seat::human(UserId(1), "Ana")];
    let id = store
        .create_game(&new(6, 1, &GameOptions::default(), &seats), 0)
        .unwrap();
    let two = [
        Seat::human(UserId(1), "Ana"),
        Seat::human(UserId(2), "Bruno"),
    ];
    assert_eq!(
        store
            .apply_change(
                id,
                0,
                &Change {
                    seats: Some(&two),
                    ..Default::default()
                },
                1
            )
            .unwrap()
            .version,
        1
    );
    let three = [
        two[0].clone(),
        two[1].clone(),
        Seat::human(UserId(3), "Carla"),
    ];
    let stale = store.apply_change(
        id,
        0,
        &Change {
            seats: Some(&three),
            ..Default::default()
        },
        2,
    );
    assert!(matches!(stale, Err(StoreError::Conflict)));
    let g = store.load_game(id).unwrap();
    assert_eq!((g.version, g.seats.len()), (1, 2));
    assert!(matches!(
        store.apply_change(GameId(999), 0, &Change::default(), 3),
        Err(StoreError::NotFound)
    ));
}
