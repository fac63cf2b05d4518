//! Piazza records (`docs/record-format.md`, "Piazza"): a played game's record replays and
//! verifies, through JSON and back; every kind of tampering is refused, named precisely.

use piazza_rules::record::{Commitment, Field, PublicState, FORMAT, GAME, VERSION};
use piazza_rules::{Action, Colour, Game, Record, RecordError, Settings};
use rand::rngs::Xoshiro256PlusPlus;
use rand::{Rng, SeedableRng};

const NAMES: [&str; 4] = ["Ada", "Bea", "Cy", "Dee"];

/// The seats and actions of a whole game, each seat choosing a random legal action.
fn random_game(players: usize, seed: u64) -> (Settings, Vec<(usize, Action)>) {
    let settings = Settings::new(NAMES[..players].iter().copied());
    let mut game = Game::new(settings.clone(), seed).unwrap();
    let mut rng = Xoshiro256PlusPlus::seed_from_u64(seed ^ 0x5eed);
    let mut actions = Vec::new();
    while !game.is_over() {
        let legal = game.legal_actions();
        let action = legal[(rng.next_u64() % legal.len() as u64) as usize];
        let seat = game.current();
        game.play(seat, action).unwrap();
        actions.push((seat, action));
    }
    (settings, actions)
}

fn record(players: usize, seed: u64) -> Record {
    let (settings, actions) = random_game(players, seed);
    Record::of_game(&settings, seed, &actions).unwrap()
}

#[test]
fn records_of_finished_games_verify_through_json_and_carry_the_final_scores() {
    for players in 2..=4 {
        for seed in 0..20 {
            let r = record(players, seed);
            assert_eq!(
                (r.format.as_str(), r.version, r.game.as_str()),
                (FORMAT, VERSION, GAME)
            );
            let json = serde_json::to_string(&r).unwrap();
            let back: Record = serde_json::from_str(&json).unwrap();
            assert_eq!(back, r);
            let game = back.verify().unwrap();
            assert!(game.is_over());
            let scores: Vec<u32> = game.players().iter().map(|p| p.score()).collect();
            assert_eq!(r.final_scores.as_ref(), Some(&scores));
            assert_eq!(r.outcome.as_ref(), game.outcome());
            assert_eq!(r.actions.last().unwrap().state, PublicState::of(&game));
        }
    }
}

#[test]
fn the_envelope_comes_first_in_the_json_and_names_the_game() {
    let json = serde_json::to_string(&record(3, 1)).unwrap();
    assert!(
        json.starts_with(r#"{"format":"calcada-record","version":3,"game":"piazza","settings":"#),
        "{}",
        &json[..120]
    );
    assert!(
        json.contains(r#""neutral":"#),
        "three players have a neutral colour"
    );
}

#[test]
fn an_unfinished_game_is_a_valid_record_without_final_scores() {
    let (settings, actions) = random_game(2, 5);
    let r = Record::of_game(&settings, 5, &actions[..7]).unwrap();
    assert_eq!(r.final_scores, None);
    assert_eq!(r.outcome, None);
    assert_eq!(r.verify().unwrap().turn(), 7);
    // Claiming final scores for it is refused: it reads as a record cut short.
    let mut claimed = r.clone();
    claimed.final_scores = Some(vec![0, 0]);
    assert_eq!(
        claimed.verify().unwrap_err(),
        RecordError::CutShort { actions: 7 }
    );
    assert_eq!(
        r.without_secrets().verify().unwrap_err(),
        RecordError::NoSeed
    );
}

#[test]
fn every_tampering_is_refused_and_named() {
    let good = record(4, 9);
    let acting = good.actions[3].seat;

    let mut r = good.clone();
    r.actions[3].state.seats[acting].score += 1;
    let e = r.verify().unwrap_err();
    let field = Field::Seat {
        seat: acting,
        value: "score",
    };
    assert!(
        matches!(&e, RecordError::Mismatch { index: Some(3), field: f, .. } if *f == field),
        "{e}"
    );
    // Seats counted from 1, as players count them.
    assert!(
        e.to_string().starts_with(&format!(
            "the state after action 4 differs in seat {}'s score: the record says",
            acting + 1
        )),
        "{e}"
    );
    let mut r = good.clone();
    r.actions[5].state.current = (r.actions[5].state.current + 1) % 4;
    let e = r.verify().unwrap_err();
    let turn = |s: usize| (s + 1).to_string();
    assert_eq!(
        e,
        RecordError::Mismatch {
            index: Some(5),
            field: Field::Current,
            recorded: turn(r.actions[5].state.current),
            replayed: turn(good.actions[5].state.current),
        }
    );
    let mut r = good.clone();
    r.actions[0].state.seats[2].colours.push(Colour::Red);
    let e = r.verify().unwrap_err();
    assert!(
        e.to_string()
            .contains("seat 3's colours: the record says ["),
        "{e}"
    );

    let mut r = good.clone();
    r.final_scores.as_mut().unwrap()[0] += 1;
    assert_eq!(r.verify().unwrap_err(), RecordError::FinalScores);

    // Cut short: the last actions gone, the final scores (or only the outcome) left.
    let mut r = good.clone();
    r.actions.truncate(good.actions.len() - 2);
    let actions = r.actions.len();
    assert_eq!(r.verify().unwrap_err(), RecordError::CutShort { actions });
    r.final_scores = None;
    assert_eq!(r.verify().unwrap_err(), RecordError::CutShort { actions });
    r.outcome = None;
    assert!(r.verify().is_ok(), "a running game's record");
    // The game's end without its final scores.
    let mut r = good.clone();
    r.final_scores = None;
    let actions = r.actions.len();
    assert_eq!(
        r.verify().unwrap_err(),
        RecordError::NoFinalScores { actions }
    );

    let mut r = good.clone();
    r.outcome.as_mut().unwrap().ranking.swap(0, 1);
    assert_eq!(r.verify().unwrap_err(), RecordError::Outcome);

    let mut r = good.clone();
    r.actions.swap(2, 3);
    assert!(matches!(
        r.verify().unwrap_err(),
        RecordError::Illegal { index: 2, .. }
    ));

    let mut r = good.clone();
    r.seed = Some(10);
    assert_eq!(r.verify().unwrap_err(), RecordError::SetupDiffers);

    let mut r = good.clone();
    r.initial.seats[1].hand_size = 2;
    assert!(matches!(
        r.verify().unwrap_err(),
        RecordError::Mismatch { index: None, .. }
    ));

    for (format, version, game) in [
        ("calcada-record", VERSION, "calcada"),
        ("piazza-record", VERSION, GAME),
        (FORMAT, VERSION + 1, GAME),
    ] {
        let mut r = good.clone();
        r.format = format.into();
        r.version = version;
        r.game = game.into();
        assert!(matches!(
            r.verify().unwrap_err(),
            RecordError::Envelope { .. }
        ));
    }
    assert!(good.verify().is_ok(), "the untouched record still verifies");
}

#[test]
fn a_sealed_record_verifies_and_a_broken_or_hidden_seal_is_refused() {
    let mut r = record(2, 7);
    let seed = r.seed.unwrap();
    r.commitment = Some(Commitment::of(seed, "pepper"));
    // The seal is the SHA-256 of "<seed>:<salt>", as in Calçada's records.
    // (Python: hashlib.sha256(b"7:pepper").hexdigest())
    assert_eq!(
        Commitment::hash(7, "pepper"),
        "b3ec299fa1eeaece5ff7832836c99084e67610a4bba40ab96c7e183e69869d02"
    );
    assert_ne!(Commitment::hash(7, "pepper"), Commitment::hash(8, "pepper"));
    assert_ne!(Commitment::hash(7, "pepper"), Commitment::hash(7, "salt"));
    let json = serde_json::to_string(&r).unwrap();
    assert!(json.contains(r#""commitment":{"sha256":""#), "{json}");
    let back: Record = serde_json::from_str(&json).unwrap();
    assert!(back.verify().is_ok());

    // Another salt revealed than the one sealed: refused, both hashes named.
    let mut other = back.clone();
    other.commitment.as_mut().unwrap().salt = Some("paprika".into());
    match other.verify() {
        Err(RecordError::Seal {
            committed,
            revealed,
        }) => {
            assert_eq!(committed, Commitment::hash(seed, "pepper"));
            assert_eq!(revealed, Commitment::hash(seed, "paprika"));
        }
        e => panic!("{e:?}"),
    }
    // Another seed under the same seal: refused before anything is replayed.
    let mut reseeded = back.clone();
    reseeded.seed = Some(seed + 1);
    assert!(matches!(reseeded.verify(), Err(RecordError::Seal { .. })));

    // A running game's export hides the seed and the salt, and keeps the seal.
    let hidden = back.clone().without_secrets();
    assert_eq!(hidden.seed, None);
    let c = hidden.commitment.as_ref().unwrap();
    assert_eq!(
        (c.sha256.as_str(), c.salt.as_ref()),
        (Commitment::hash(seed, "pepper").as_str(), None)
    );
    assert_eq!(hidden.verify().unwrap_err(), RecordError::NoSeed);
    assert!(!serde_json::to_string(&hidden).unwrap().contains("pepper"));
}

#[test]
fn a_version_1_record_without_a_seal_still_verifies() {
    let mut r = record(3, 11);
    r.version = 1;
    let json = serde_json::to_string(&r).unwrap();
    assert!(!json.contains("commitment"));
    let back: Record = serde_json::from_str(&json).unwrap();
    assert!(back.verify().unwrap().is_over());
}

/// `game` with the first tile of `seat`'s hand and a different tile of its pile swapped: a
/// game that differs only in what `seat` hides (None if its hand and pile hold no two
/// different tiles).
fn swapped(game: &Game, seat: usize) -> Option<Game> {
    let mut snap = game.snapshot();
    let p = &mut snap.players[seat];
    let h = p.hand.first().copied()?;
    let k = p.pile.iter().position(|&t| t != h)?;
    p.hand[0] = std::mem::replace(&mut p.pile[k], h);
    Some(Game::from_snapshot(snap).unwrap())
}

#[test]
fn a_running_games_export_is_the_same_whatever_another_seat_hides() {
    let mut checked = 0;
    for players in 2..=4 {
        for seed in 0..10 {
            let fresh = Game::new(Settings::new(NAMES[..players].iter().copied()), seed).unwrap();
            // Every seat but the first to move hides other tiles; the record of the turns
            // before its own, exported while the game runs, must not tell.
            for hider in (0..players).filter(|&s| s != fresh.current()) {
                let Some(other) = swapped(&fresh, hider) else {
                    continue;
                };
                assert_ne!(
                    fresh.view(hider),
                    other.view(hider),
                    "the swap shows to its seat"
                );
                let (mut g, mut h) = (fresh.clone(), other);
                let (mut rg, mut rh) = (Record::start(&g), Record::start(&h));
                for r in [&mut rg, &mut rh] {
                    r.commitment = Some(Commitment::of(seed, "salt"));
                }
                while g.current() != hider && !g.is_over() {
                    let legal = g.legal_actions();
                    let a = legal[(g.turn() as usize * 7) % legal.len()];
                    let seat = g.current();
                    g.play(seat, a).unwrap();
                    h.play(seat, a).unwrap();
                    rg.push(seat, a, &g);
                    rh.push(seat, a, &h);
                }
                let export =
                    |r: &Record| serde_json::to_string(&r.clone().without_secrets()).unwrap();
                assert_eq!(
                    export(&rg),
                    export(&rh),
                    "{players} players, seed {seed}, seat {hider}"
                );
                checked += 1;
            }
        }
    }
    assert!(checked >= 40, "{checked}");
}
