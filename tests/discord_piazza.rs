//! Piazza end to end: the real serenity/poise bot against the fake Discord on 127.0.0.1.
//! `/calcada new game:Piazza`, join and start; each turn the player to move asks
//! `/piazza place`'s autocomplete for their legal moves, runs the command with one (a private
//! preview with a Confirm button), and presses Confirm; the channel gets the turn message with
//! its picture and the ping. A stale Confirm, another player's Confirm and a value that is no
//! move are refused privately; `/turn` shows a hand to its player alone; in the channel's next
//! game, a Calçada one, `/piazza place` offers nothing and is refused with what to use.

#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/harness.rs"]
mod harness;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scratch.rs"]
mod scratch;

use fake_discord::*;
use games_ids::ids::ChannelId;
use games_store::{GameStatus, Store, StoredGame};
use harness::*;
use serde_json::{json, Value};

fn stored(h: &Harness) -> StoredGame {
    let store = Store::open(&h.db)
        .unwrap()
        .with_games(games_service::games());
    store
        .live_game_in(ChannelId(CHANNEL_ID))
        .unwrap()
        .or_else(|| store.last_game_over_in(ChannelId(CHANNEL_ID)).unwrap())
        .expect("a game")
}

/// The legal moves `/piazza place` offers `user` for what they typed.
async fn offered(h: &Harness, user: &TestUser, partial: &str) -> Vec<Value> {
    offered_by(h, user, ("piazza", "place"), partial).await
}

/// The legal moves the move command `(group, sub)` offers `user` for what they typed.
async fn offered_by(
    h: &Harness,
    user: &TestUser,
    (group, sub): (&str, &str),
    partial: &str,
) -> Vec<Value> {
    let id = h.id();
    let (name, opts) = layout::route(group, sub, json!([opt_focused(3, "move", partial)]));
    h.fake.interact(autocomplete(
        id,
        &name,
        opts,
        user,
        CHANNEL_ID,
        Some(GUILD_ID),
        perms::MEMBER,
    ));
    let cb = h.fake.wait_callback(id, T).await;
    assert_eq!(cb.kind, 8, "an autocomplete result");
    cb.choices
}

async fn place(h: &Harness, user: &TestUser, value: &str) -> Callback {
    h.command(
        "piazza",
        user,
        perms::MEMBER,
        "place",
        json!([opt_str("move", value)]),
    )
    .await
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_piazza_game_over_discord() {
    let h = Harness::new("piazza").await;
    let reg = h.fake.registered_commands().remove(0);
    assert!(
        reg.names().contains(&"piazza".to_string()),
        "{:?}",
        reg.names()
    );

    let cb = h
        .slash(
            &ana(),
            "new",
            json!([opt_int("game", 1), opt_int("players", 2)]),
        )
        .await;
    assert!(
        !cb.is_ephemeral() && cb.text_contains("a game of Piazza"),
        "{}",
        cb.text()
    );
    h.slash(&bruno(), "join", json!([])).await;
    let seen = h.posted();
    let cb = h.slash(&ana(), "start", json!([])).await;
    assert!(cb.is_ephemeral(), "{}", cb.text());
    let m = h.channel_message_after(seen).await;
    assert!(m.text().contains("The game starts"), "{}", m.text());
    assert!(has_png(&m.attachments, "table.png"));

    let mut turns = 0;
    let mut checked = false;
    while stored(&h).status == GameStatus::Running {
        let g = stored(&h);
        let seat = g.current_seat().unwrap();
        let me = h.user_of(seat);
        let other = h.user_of(1 - seat);
        let choices = offered(&h, &me, "").await;
        assert!(!choices.is_empty() && choices.len() <= 25);
        assert!(offered(&h, &other, "").await.is_empty(), "not their turn");
        let value = choices[0]["value"].as_str().unwrap().to_string();
        let cb = place(&h, &me, &value).await;
        assert!(cb.is_ephemeral(), "{}", cb.text());
        assert!(has_png(&cb.attachments, "preview.png"), "{}", cb.text());
        let confirm = control(&cb.components, &value).expect("a Confirm button");
        let confirm_id = custom_id(&confirm);
        assert!(confirm_id.len() <= 100);
        let preview_message = cb.message_id.unwrap_or(0);
        if !checked {
            checked = true;
            // Another player's Confirm, and words that are no move: refused, privately.
            let cb = h.press(&other, &confirm_id, None, preview_message).await;
            assert!(cb.is_ephemeral(), "{}", cb.text());
            let cb = place(&h, &me, "no such move").await;
            assert!(
                cb.is_ephemeral() && cb.text_contains("not a move you can make"),
                "{}",
                cb.text()
            );
            // The hand, only for its player.
            let cb = h.slash(&other, "turn", json!([])).await;
            assert!(cb.is_ephemeral() && has_png(&cb.attachments, "hand.png"));
            assert_eq!(stored(&h).version, g.version, "refusals change nothing");
        }
        let seen = h.posted();
        let cb = h.press(&me, &confirm_id, None, preview_message).await;
        assert!(cb.text_contains("Done"), "{}", cb.text());
        let m = h.channel_message_after(seen).await;
        let after = stored(&h);
        if after.status == GameStatus::Running {
            assert!(has_png(&m.attachments, "turn.png"), "{}", m.text());
            let next = h.user_of(after.current_seat().unwrap());
            assert!(pings(&m, next.id), "{}", m.text());
            // The same Confirm again is stale now.
            let cb = h.press(&me, &confirm_id, None, preview_message).await;
            assert!(cb.is_ephemeral(), "{}", cb.text());
            assert_eq!(stored(&h).version, after.version);
        } else {
            assert!(has_png(&m.attachments, "final.png"), "{}", m.text());
        }
        turns += 1;
        assert!(turns < 200);
    }
    assert!(turns >= 12, "{turns} turns");
    assert_eq!(stored(&h).status, GameStatus::Finished);

    // The channel's next game is Calçada: `/piazza place` offers nothing there, and a Piazza
    // move sent anyway is refused privately with the command to use; nothing is written.
    let cb = h
        .slash(
            &ana(),
            "new",
            json!([opt_int("game", 0), opt_int("players", 2)]),
        )
        .await;
    assert!(!cb.is_ephemeral(), "{}", cb.text());
    h.slash(&bruno(), "join", json!([])).await;
    h.slash(&ana(), "start", json!([])).await;
    let calcada = stored(&h);
    assert_eq!(calcada.status, GameStatus::Running);
    let me = h.user_of(calcada.current_seat().unwrap());
    assert!(offered(&h, &me, "").await.is_empty());
    assert!(!offered_by(&h, &me, ("calcada", "move"), "")
        .await
        .is_empty());
    let cb = place(&h, &me, "pass").await;
    assert!(
        cb.is_ephemeral()
            && cb.text_contains("This channel plays Calçada")
            && cb.text_contains("/calcada move"),
        "{}",
        cb.text()
    );
    assert_eq!(stored(&h).version, calcada.version);
}
