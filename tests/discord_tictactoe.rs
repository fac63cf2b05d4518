//! Tic-tac-toe end to end (issue 46): the real serenity/poise bot against the fake Discord on
//! 127.0.0.1, the third game registered by one line where the bot is built
//! (`Harness::playing`). `/calcada new` offers it among the games; opened with a bot and
//! started; the turn message (its picture, the ping, its Take your turn button) posted in the
//! channel; the panel's cell buttons (a click marks the cell in the stored game); `/calcada
//! move`'s autocomplete offers exactly the free cells and plays one; to the end, then the
//! record attached, verified by the game's own replay.

#[path = "support/fake_discord.rs"]
mod fake_discord;
#[path = "support/harness.rs"]
mod harness;
#[path = "support/layout.rs"]
mod layout;
#[path = "support/scratch.rs"]
mod scratch;

use fake_discord::*;
use games_ids::ids::{ChannelId, UserId};
use games_service::builtin_games;
use games_store::{GameStatus, Store, StoredGame};
use harness::*;
use serde_json::json;
use tictactoe_plugin::{tictactoe, TicTacToe};

fn stored(h: &Harness) -> StoredGame {
    let store = Store::open(&h.db).unwrap().with_games(h.games.codecs());
    store
        .live_game_in(ChannelId(CHANNEL_ID))
        .unwrap()
        .or_else(|| store.last_game_over_in(ChannelId(CHANNEL_ID)).unwrap())
        .expect("a game")
}

fn position(g: &StoredGame) -> tictactoe::Game {
    g.state_of::<tictactoe::Game>().expect("started").clone()
}

#[tokio::test(flavor = "multi_thread", worker_threads = 2)]
async fn a_tictactoe_game_over_discord() {
    // The one registration line.
    let h = Harness::playing("tictactoe-discord", builtin_games().game(TicTacToe)).await;
    // `/calcada new`'s game option offers it, third, by its own name.
    let reg = h.fake.registered_commands().remove(0);
    let text = serde_json::to_string(&reg.commands).unwrap();
    assert!(
        text.contains(r#""name":"Tic-tac-toe""#) && text.contains(r#""fr":"Morpion""#),
        "tic-tac-toe is not among the games offered"
    );

    let cb = h
        .slash(
            &ana(),
            "new",
            json!([opt_int("game", 2), opt_int("bots", 1)]),
        )
        .await;
    assert!(cb.text_contains("a game of tic-tac-toe"), "{}", cb.text());
    let seen = h.posted();
    let cb = h.slash(&ana(), "start", json!([])).await;
    assert!(!cb.text_contains("went wrong"), "{}", cb.text());

    let mut seen_turns = seen;
    let mut clicked = false;
    let mut marks = 0;
    loop {
        // The turn message: Ana pinged (or the end), the board's picture.
        let m = h.channel_message_after(seen_turns).await;
        seen_turns = h.posted();
        assert!(has_png(&m.attachments, "board.png"), "{}", m.text());
        let g = stored(&h);
        if g.status != GameStatus::Running {
            break;
        }
        assert!(pings(&m, ana().id), "{}", m.text());
        let seat = g.seat_of(UserId(ana().id)).unwrap();
        let game = position(&g);
        let free: Vec<String> = game
            .legal_actions(seat)
            .iter()
            .map(|c| c.to_string())
            .collect();
        // The move command's autocomplete: exactly the free cells, in the game's notation.
        let offered = h.complete(&ana(), "move", "move", "").await;
        let values: Vec<String> = offered
            .iter()
            .map(|c| c["value"].as_str().unwrap().to_string())
            .collect();
        assert_eq!(values, free);
        assert!(h.complete(&bruno(), "move", "move", "").await.is_empty());
        let cell = if !clicked {
            clicked = true;
            // Take your turn: the panel, a button per cell; a marked cell's is disabled.
            let take = control_starting(&m.components, "calcada:turn:").expect("Take your turn");
            let panel = h.press(&ana(), &custom_id(&take), None, m.id).await;
            assert!(panel.is_ephemeral() && has_png(&panel.attachments, "board.png"));
            let cell = free.last().unwrap().clone();
            let button =
                control(&panel.components, &format!(":{cell}")).expect("the cell's button");
            assert!(!button["disabled"].as_bool().unwrap_or(false));
            let taken = panel
                .components
                .iter()
                .flat_map(|r| r["components"].as_array().cloned().unwrap_or_default())
                .filter(|b| b["disabled"].as_bool() == Some(true))
                .count();
            assert_eq!(taken, 9 - free.len());
            let cb = h
                .press(
                    &ana(),
                    &custom_id(&button),
                    None,
                    panel.message_id.unwrap_or(0),
                )
                .await;
            assert!(cb.text_contains(&format!("marked {cell}")), "{}", cb.text());
            // The same button again: the game moved on, refused privately.
            let again = h
                .press(
                    &ana(),
                    &custom_id(&button),
                    None,
                    panel.message_id.unwrap_or(0),
                )
                .await;
            assert!(
                again.is_ephemeral() && !again.text_contains("marked"),
                "{}",
                again.text()
            );
            cell
        } else {
            let cell = values[0].clone();
            let cb = h
                .slash(&ana(), "move", json!([opt_str("move", &cell)]))
                .await;
            assert!(
                cb.is_ephemeral() && cb.text_contains(&format!("marked {cell}")),
                "{}",
                cb.text()
            );
            cell
        };
        // The cell is Ana's in the stored position.
        assert_eq!(position(&stored(&h)).at(cell.parse().unwrap()), Some(seat));
        marks += 1;
        assert!(marks <= 5);
    }

    // The record, attached, replays to the stored game's final board, with its standings.
    let cb = h.slash(&ana(), "record", json!([])).await;
    let file = cb
        .attachments
        .iter()
        .find(|a| a.filename.starts_with("tictactoe-game-"))
        .expect("the record attached");
    let record = tictactoe::Record::from_json(std::str::from_utf8(&file.bytes).unwrap()).unwrap();
    let replayed = record.verify().expect("the record replays");
    let g = stored(&h);
    assert_eq!(replayed.rows(), position(&g).rows());
    assert!(record.standings.is_some());
    assert_eq!(g.status, GameStatus::Finished);
}
