//! The embedded faces: Inter's two weights first, then the fallback faces for the scripts
//! Inter lacks, CJK, Hangul and colour emoji; and which of them draws a cluster.

use super::chars::{ignorable, is_emoji};
use super::faces;

/// An index into [`FACES`]; Inter's two weights come first, so a weight is its face id.
pub(crate) type FaceId = u8;

pub(crate) static REGULAR: &[u8] = include_bytes!("../../../../fonts/Inter-Regular.ttf");
pub(crate) static BOLD: &[u8] = include_bytes!("../../../../fonts/Inter-Bold.ttf");

/// Every embedded face: a name (for tests and messages) and its file (`fonts/README.md`).
pub(crate) static FACES: [(&str, &[u8]); 14] = [
    ("Inter Regular", REGULAR),
    ("Inter Bold", BOLD),
    (
        "Noto Sans Arabic",
        include_bytes!("../../../../fonts/NotoSansArabic-Regular.ttf"),
    ),
    (
        "Noto Sans Arabic Bold",
        include_bytes!("../../../../fonts/NotoSansArabic-Bold.ttf"),
    ),
    (
        "Noto Sans Hebrew",
        include_bytes!("../../../../fonts/NotoSansHebrew-Regular.ttf"),
    ),
    (
        "Noto Sans Hebrew Bold",
        include_bytes!("../../../../fonts/NotoSansHebrew-Bold.ttf"),
    ),
    (
        "Noto Sans Devanagari",
        include_bytes!("../../../../fonts/NotoSansDevanagari-Regular.ttf"),
    ),
    (
        "Noto Sans Devanagari Bold",
        include_bytes!("../../../../fonts/NotoSansDevanagari-Bold.ttf"),
    ),
    (
        "Noto Sans Thai",
        include_bytes!("../../../../fonts/NotoSansThai-Regular.ttf"),
    ),
    (
        "Noto Sans Thai Bold",
        include_bytes!("../../../../fonts/NotoSansThai-Bold.ttf"),
    ),
    (
        "Droid Sans Fallback",
        include_bytes!("../../../../fonts/DroidSansFallbackFull.ttf"),
    ),
    (
        "NanumSquare",
        include_bytes!("../../../../fonts/NanumSquareR.ttf"),
    ),
    (
        "NanumSquare Bold",
        include_bytes!("../../../../fonts/NanumSquareB.ttf"),
    ),
    (
        "Noto Color Emoji",
        include_bytes!("../../../../fonts/NotoColorEmoji-40.ttf"),
    ),
];

/// Chinese ideographs and Japanese kana (one weight only).
pub(super) const CJK: FaceId = 10;
/// Set on a face id: the glyphs are to be drawn emboldened (the CJK face, which has one
/// weight, in a bold text).
pub(crate) const EMBOLDEN: FaceId = 0x80;
/// Korean Hangul, per weight.
const HANGUL: [FaceId; 2] = [11, 12];
/// Colour emoji (bitmaps, drawn as images).
pub(crate) const EMOJI: FaceId = 13;

/// The faces tried in turn for a cluster, per weight: Inter, the scripts Inter lacks, the
/// CJK face, the Hangul face, the emoji face last (for the few pictographs only it has).
const CHAINS: [[FaceId; 8]; 2] = [
    [0, 2, 4, 6, 8, CJK, HANGUL[0], EMOJI],
    [1, 3, 5, 7, 9, CJK, HANGUL[1], EMOJI],
];

/// Hangul letters, which the Hangul face draws even where the CJK face has a few of them.
fn is_hangul(c: char) -> bool {
    matches!(c, '\u{1100}'..='\u{11FF}' | '\u{3130}'..='\u{318F}' | '\u{A960}'..='\u{A97F}'
        | '\u{AC00}'..='\u{D7FF}')
}

/// The face that draws a cluster: the emoji face for an emoji, the Hangul face for Korean; a
/// script's own face for a
/// space or punctuation inside its run (`current`); else the first face of the chain with
/// every character of the cluster, or with its first. None has it: Inter, whose .notdef box
/// then shows that something is there.
pub(super) fn face_for(cluster: &str, current: Option<FaceId>, bold: bool) -> FaceId {
    let all = faces();
    let chain = &CHAINS[bold as usize];
    let mut visible = cluster.chars().filter(|&c| !ignorable(c));
    let Some(base) = visible.next() else {
        return current.unwrap_or(chain[0]);
    };
    let covers = |f: FaceId| {
        cluster
            .chars()
            .all(|c| ignorable(c) || all[f as usize].has(c))
    };
    if is_emoji(cluster) && all[EMOJI as usize].has(base) {
        return EMOJI;
    }
    let hangul = HANGUL[bold as usize];
    if is_hangul(base) && covers(hangul) {
        return hangul;
    }
    if let Some(f) = current {
        let script_face = !chain[..1].contains(&f) && f != CJK && f != EMOJI;
        if script_face && !base.is_alphabetic() && covers(f) {
            return f;
        }
    }
    if let Some(&f) = chain.iter().find(|&&f| covers(f)) {
        return f;
    }
    chain
        .iter()
        .copied()
        .find(|&f| all[f as usize].has(base))
        .unwrap_or(chain[0])
}
