//! The plugin's own pieces: its sentences in every language, its picture.

use super::*;

/// The keys of an `.ftl` text, in order.
fn keys(ftl: &str) -> Vec<&str> {
    ftl.lines()
        .filter_map(|l| l.split_once(" = ").map(|(k, _)| k.trim()))
        .collect()
}

#[test]
fn every_language_has_every_sentence_and_they_are_worded() {
    let english = keys(SOURCES[0].1);
    assert!(english.iter().all(|k| k.starts_with("ttt-")));
    for (lang, ftl) in SOURCES {
        assert_eq!(keys(ftl), english, "{lang:?}");
    }
    games_messages::add_game_messages(TicTacToe.messages().expect("its own sentences"));
    let won = Text::new("ttt-won").arg("name", Name::from("Ana"));
    assert_eq!(say_text(Lang::En, &won), "Ana won with three in a line.");
    assert_eq!(
        say_text(Lang::De, &won),
        "Ana hat mit drei in einer Reihe gewonnen."
    );
    assert_eq!(TicTacToe.name(Lang::Fr).as_deref(), Some("Morpion"));
}

#[test]
fn the_board_is_a_png_with_the_marks_where_they_are() {
    let mut game = Game::new(Settings { first: Some(0) }, 1).unwrap();
    game.play(0, "a1".parse().unwrap()).unwrap();
    game.play(1, "b2".parse().unwrap()).unwrap();
    let png = board_png(&game);
    let img = image::load_from_memory(&png).unwrap().to_rgba8();
    assert_eq!(img.dimensions(), (300, 300));
    // X (red) crosses a1's centre; O (blue) rings b2's, whose centre stays paper.
    assert_eq!(img.get_pixel(50, 50).0, [200, 50, 50, 255]);
    assert_eq!(img.get_pixel(150, 150).0, [250, 247, 240, 255]);
    assert_eq!(img.get_pixel(150 + 30, 150).0, [40, 90, 200, 255]);
    // c3 is free.
    assert_eq!(img.get_pixel(250, 250).0, [250, 247, 240, 255]);
}
