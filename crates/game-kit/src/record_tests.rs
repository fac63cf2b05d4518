//! The record envelope's and seal's tests (`record.rs`).

use super::*;

#[test]
fn the_envelope_reads_alone_and_an_unnamed_game_is_the_first() {
    let text = r#"{"format":"calcada-record","version":3,"game":"piazza","seed":4}"#;
    let e = Envelope::of(text).unwrap();
    assert_eq!(
        (e.format.as_str(), e.version, e.game.as_str()),
        (FORMAT, 3, "piazza")
    );
    let old = Envelope::of(r#"{"format":"calcada-record","version":2}"#).unwrap();
    assert_eq!(old.game, UNNAMED_GAME);
    assert!(Envelope::of("[1]").is_err());
}

#[test]
fn the_seal_is_the_sha256_of_seed_and_salt() {
    // sha256("7:pepper"), as both games' records have always written it.
    let c = Commitment::of(7, "pepper");
    assert_eq!(
        c.sha256,
        "b3ec299fa1eeaece5ff7832836c99084e67610a4bba40ab96c7e183e69869d02"
    );
    assert_eq!(c.salt.as_deref(), Some("pepper"));
    assert_ne!(Commitment::hash(7, "pepper"), Commitment::hash(8, "pepper"));
    assert_eq!(c.check(7), Ok(()));
    assert_eq!(
        c.check(8),
        Err(SealError::Broken {
            committed: c.sha256.clone(),
            revealed: Commitment::hash(8, "pepper"),
        })
    );
    let hidden = c.hidden();
    assert_eq!(hidden.check(7), Err(SealError::NoSalt));
    let json = serde_json::to_string(&hidden).unwrap();
    assert!(!json.contains("salt"), "{json}");
}
