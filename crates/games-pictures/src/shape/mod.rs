//! Text in any script: the embedded faces (Inter, then the fallback faces), which face draws
//! each part of a line, the order of right-to-left runs, and shaping. Pure: no drawing here,
//! and no cache but rustybuzz's shape plans, one per face, direction and script (`text/`
//! keeps the shaped lines and glyphs, `paint.rs` draws).
//!
//! A line is split into the runs of the Unicode bidi algorithm (the paragraph's direction is
//! left to right: every picture language is written left to right, so a right-to-left name
//! inside a caption keeps its place), each run into grapheme clusters (a letter with its
//! marks, an emoji sequence, a flag), and neighbouring clusters that one face draws into one
//! item. Each item is shaped by rustybuzz with its face, in its run's direction, and the
//! glyphs are placed left to right. Bidi controls (including the isolates U+2068/U+2069 that
//! Fluent may put round a name) steer the order and are never drawn.
//!
//! Files: `faces.rs` (the embedded faces, and which of them draws a cluster), `chars.rs` (the
//! characters that steer, that a face may lack, that need shaping, and emoji); this one splits
//! a line into runs and shapes them.

mod chars;
mod faces;

pub(crate) use chars::needs_shaping;
pub(crate) use faces::{FaceId, BOLD, EMBOLDEN, EMOJI, REGULAR};

use ab_glyph::{Font, FontRef, GlyphId};
use chars::invisible;
use faces::{face_for, CJK, FACES};
use rustybuzz::{Direction, Script, ShapePlan, UnicodeBuffer};
use std::collections::HashMap;
use std::ops::Range;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};
use unicode_bidi::{BidiInfo, Level};
use unicode_segmentation::UnicodeSegmentation;

/// A parsed face: for outlines and bitmaps (ab_glyph) and for shaping (rustybuzz).
pub(crate) struct Face {
    pub font: FontRef<'static>,
    shaper: rustybuzz::Face<'static>,
    /// ab_glyph scales by (ascent - descent); this converts an em size to that scale.
    pub em_to_scale: f32,
    units_per_em: f32,
}

impl Face {
    fn load(data: &'static [u8]) -> Face {
        let font = FontRef::try_from_slice(data).expect("an embedded font parses");
        let shaper = rustybuzz::Face::from_slice(data, 0).expect("an embedded font parses");
        let units_per_em = font.units_per_em().unwrap_or(1000.0);
        Face {
            em_to_scale: font.height_unscaled() / units_per_em,
            font,
            shaper,
            units_per_em,
        }
    }

    /// Whether the face has a glyph for `c`.
    pub fn has(&self, c: char) -> bool {
        self.font.glyph_id(c) != GlyphId(0)
    }
}

/// The faces, parsed on first use (a text of Inter's alone never needs them).
pub(crate) fn faces() -> &'static [Face] {
    static F: OnceLock<Vec<Face>> = OnceLock::new();
    F.get_or_init(|| FACES.iter().map(|&(_, data)| Face::load(data)).collect())
}

/// A glyph placed on a line: its face and id, its pen position from the line's start and its
/// raise above the baseline (em units: multiply by the size), and the byte offset in the
/// text of the cluster it draws.
#[derive(Copy, Clone, Debug, PartialEq)]
pub(crate) struct Placed {
    pub face: FaceId,
    pub id: u16,
    pub x: f32,
    pub y: f32,
    pub cluster: u32,
}

/// A line shaped once, drawn at any size: glyphs and the advance width in em units.
#[derive(Clone, Debug, Default, PartialEq)]
pub(crate) struct Shaped {
    pub glyphs: Vec<Placed>,
    pub advance: f32,
}

/// A part of a line drawn by one face in one direction: a byte range of the text.
#[derive(Clone, Debug, PartialEq, Eq)]
pub(crate) struct Run {
    pub range: Range<usize>,
    pub face: FaceId,
    pub rtl: bool,
}

/// The runs of a line, left to right as drawn (see the module's note).
pub(crate) fn runs(text: &str, bold: bool) -> Vec<Run> {
    let mut out = Vec::new();
    if text.is_empty() {
        return out;
    }
    let bidi = BidiInfo::new(text, Some(Level::ltr()));
    for para in &bidi.paragraphs {
        let (levels, level_runs) = bidi.visual_runs(para, para.range.clone());
        for range in level_runs {
            let rtl = levels.get(range.start).is_some_and(|l| l.is_rtl());
            let first = out.len();
            let mut current: Option<Run> = None;
            for (at, cluster) in text[range.clone()].grapheme_indices(true) {
                let (start, end) = (range.start + at, range.start + at + cluster.len());
                if cluster.chars().all(invisible) {
                    // Drawn by no one; a run may span it (the shaper is not given it).
                    if let Some(run) = &mut current {
                        run.range.end = end;
                    }
                    continue;
                }
                let face = face_for(cluster, current.as_ref().map(|r| r.face), bold);
                match &mut current {
                    Some(run) if run.face == face => run.range.end = end,
                    _ => {
                        out.extend(current.take());
                        current = Some(Run {
                            range: start..end,
                            face,
                            rtl,
                        });
                    }
                }
            }
            out.extend(current);
            if rtl {
                out[first..].reverse();
            }
        }
    }
    out
}

/// The shape plan of a face, direction and script, made once (making one costs more than
/// shaping a line with it).
fn plan(face: FaceId, direction: Direction, script: Script) -> Arc<ShapePlan> {
    type Key = (FaceId, bool, u32);
    static PLANS: OnceLock<Mutex<HashMap<Key, Arc<ShapePlan>>>> = OnceLock::new();
    let plans = PLANS.get_or_init(Default::default);
    let key = (face, direction == Direction::RightToLeft, script.tag().0);
    let lock = || plans.lock().unwrap_or_else(PoisonError::into_inner);
    if let Some(p) = lock().get(&key) {
        return p.clone();
    }
    let shaper = &faces()[face as usize].shaper;
    let p = Arc::new(ShapePlan::new(shaper, direction, Some(script), None, &[]));
    lock().entry(key).or_insert(p).clone()
}

/// Shapes a line: its runs, each with its face and direction, placed left to right.
pub(crate) fn shape(text: &str, bold: bool) -> Shaped {
    let all = faces();
    let mut shaped = Shaped::default();
    for run in runs(text, bold) {
        let face = &all[run.face as usize];
        let id = if bold && run.face == CJK {
            CJK | EMBOLDEN
        } else {
            run.face
        };
        let mut buffer = UnicodeBuffer::new();
        for (i, c) in text[run.range.clone()].char_indices() {
            if !invisible(c) {
                buffer.add(c, (run.range.start + i) as u32);
            }
        }
        if buffer.is_empty() {
            continue;
        }
        buffer.set_direction(if run.rtl {
            Direction::RightToLeft
        } else {
            Direction::LeftToRight
        });
        buffer.guess_segment_properties();
        // A run of no script's letters (digits, emoji) is shaped as Unknown, buffer and plan.
        let script = buffer.script();
        buffer.set_script(script);
        let plan = plan(run.face, buffer.direction(), script);
        let glyphs = rustybuzz::shape_with_plan(&face.shaper, &plan, buffer);
        let k = 1.0 / face.units_per_em;
        for (info, pos) in glyphs.glyph_infos().iter().zip(glyphs.glyph_positions()) {
            shaped.glyphs.push(Placed {
                face: id,
                id: info.glyph_id as u16,
                x: shaped.advance + pos.x_offset as f32 * k,
                y: pos.y_offset as f32 * k,
                cluster: info.cluster,
            });
            shaped.advance += pos.x_advance as f32 * k;
        }
    }
    shaped
}

/// Where a line may be broken inside a word: between grapheme clusters (never inside an
/// emoji sequence, a flag, or a letter with its marks).
pub(crate) fn clusters(word: &str) -> impl Iterator<Item = &str> {
    word.graphemes(true)
}

#[cfg(test)]
mod tests {
    use super::chars::ignorable;
    use super::*;

    fn face_name(f: FaceId) -> &'static str {
        FACES[f as usize].0
    }

    /// The face and text of each run, left to right.
    fn described(text: &str) -> Vec<(&'static str, &str, bool)> {
        runs(text, false)
            .into_iter()
            .map(|r| (face_name(r.face), &text[r.range], r.rtl))
            .collect()
    }

    /// A name in every script the fallback faces are for, and the face each should use.
    pub(crate) const NAMES: [(&str, &str); 10] = [
        ("emoji", "Ana 😀🎲"),
        ("emoji ZWJ sequence", "👩‍👩‍👧 Rui"),
        ("flag", "Inês 🇵🇹"),
        ("Chinese", "王小明"),
        ("Japanese", "さくら ヤマダ"),
        ("Korean", "김민준"),
        ("Arabic", "محمد"),
        ("Hebrew", "שלום"),
        ("Devanagari", "नमस्ते"),
        ("Thai", "สมชาย"),
    ];

    #[test]
    fn every_character_of_each_script_has_a_real_glyph() {
        let all = faces();
        for (script, name) in NAMES {
            for bold in [false, true] {
                let runs = runs(name, bold);
                for run in &runs {
                    for c in name[run.range.clone()].chars().filter(|&c| !ignorable(c)) {
                        assert!(
                            all[run.face as usize].has(c),
                            "{script}: {c:?} has no glyph in {}",
                            face_name(run.face)
                        );
                    }
                }
                let shaped = shape(name, bold);
                assert!(!shaped.glyphs.is_empty(), "{script}");
                assert!(
                    shaped.glyphs.iter().all(|g| g.id != 0),
                    "{script}: a .notdef glyph in {:?}",
                    shaped.glyphs
                );
            }
        }
        // Each script goes to its own face.
        let face_of = |text: &str| face_name(runs(text, false)[0].face);
        assert_eq!(face_of("محمد"), "Noto Sans Arabic");
        assert_eq!(face_of("שלום"), "Noto Sans Hebrew");
        assert_eq!(face_of("नमस्ते"), "Noto Sans Devanagari");
        assert_eq!(face_of("สมชาย"), "Noto Sans Thai");
        for cjk in ["王小明", "さくら", "ヤマダ"] {
            assert_eq!(face_of(cjk), "Droid Sans Fallback");
        }
        // Hangul from NanumSquare, even the few syllables Droid Sans Fallback has (가).
        assert_eq!(face_of("김민준"), "NanumSquare");
        assert_eq!(face_of("가나"), "NanumSquare");
        assert_eq!(face_name(runs("김민준", true)[0].face), "NanumSquare Bold");
        for emoji in ["😀", "👩‍👩‍👧", "🇵🇹", "❤️", "1️⃣", "👍🏽", "⭐"]
        {
            assert_eq!(face_of(emoji), "Noto Color Emoji", "{emoji}");
        }
        assert_eq!(
            face_name(runs("محمد", true)[0].face),
            "Noto Sans Arabic Bold"
        );
    }

    #[test]
    fn an_emoji_sequence_and_a_flag_are_one_glyph_each() {
        for seq in ["👩‍👩‍👧", "🇵🇹", "👍🏽", "🏳️‍🌈"] {
            let shaped = shape(seq, false);
            assert_eq!(shaped.glyphs.len(), 1, "{seq}: {:?}", shaped.glyphs);
            assert_eq!(shaped.glyphs[0].face, EMOJI);
        }
    }

    #[test]
    fn a_mixed_direction_name_keeps_its_order() {
        // Latin first: a left-to-right paragraph. The Hebrew word is reversed in place, the
        // digits after it read left to right and, as the bidi algorithm has it, stand to the
        // left of the Hebrew they follow.
        assert_eq!(
            described("abc שלום 123"),
            [
                ("Inter Regular", "abc ", false),
                ("Inter Regular", "123", false),
                ("Noto Sans Hebrew", "שלום ", true),
            ]
        );
        assert_eq!(
            described("abc שלום def"),
            [
                ("Inter Regular", "abc ", false),
                ("Noto Sans Hebrew", "שלום", true),
                ("Inter Regular", " def", false),
            ]
        );
        // Two right-to-left words: the second is drawn to the left of the first.
        assert_eq!(
            described("Ali محمد علي"),
            [
                ("Inter Regular", "Ali ", false),
                ("Noto Sans Arabic", "محمد علي", true),
            ]
        );
        // The glyphs of the Hebrew word go right to left: its first letter is drawn last.
        let text = "abc שלום def";
        let shaped = shape(text, false);
        let hebrew: Vec<u32> = shaped
            .glyphs
            .iter()
            .filter(|g| g.face == 4)
            .map(|g| g.cluster)
            .collect();
        let mut expected: Vec<u32> = text
            .char_indices()
            .filter(|(_, c)| ('\u{05D0}'..='\u{05EA}').contains(c))
            .map(|(i, _)| i as u32)
            .collect();
        expected.reverse();
        assert_eq!(hebrew, expected);
        // Left to right, pen positions only grow.
        assert!(shaped.glyphs.windows(2).all(|w| w[0].x <= w[1].x));
    }

    #[test]
    fn isolates_and_bidi_marks_steer_but_are_not_drawn() {
        let plain = shape("שלום placed a tile", false);
        let isolated = shape("\u{2068}שלום\u{2069} placed a tile", false);
        assert_eq!(plain.glyphs.len(), isolated.glyphs.len());
        assert!((plain.advance - isolated.advance).abs() < 1e-4);
        // An isolated Arabic name in an English sentence stays where it was written.
        let text = "\u{2068}محمد\u{2069} placed a tile";
        let d = described(text);
        assert_eq!(d[0].0, "Noto Sans Arabic");
        assert_eq!(d.last().unwrap().1, " placed a tile");
        assert!(shape("\u{2068}\u{2069}\u{200F}", false).glyphs.is_empty());
    }

    #[test]
    fn arabic_letters_join() {
        // The same letters alone and in a word: the word's are their joined forms.
        let word = shape("محمد", false);
        let alone: Vec<u16> = "محمد"
            .chars()
            .map(|c| shape(&c.to_string(), false).glyphs[0].id)
            .collect();
        let mut joined: Vec<u16> = word.glyphs.iter().map(|g| g.id).collect();
        joined.reverse();
        assert_eq!(joined.len(), alone.len());
        assert!(
            joined.iter().zip(&alone).filter(|(a, b)| a != b).count() >= 3,
            "joined {joined:?}, isolated {alone:?}"
        );
    }

    #[test]
    fn devanagari_and_thai_marks_are_placed_by_the_shaper() {
        // न + ि: the vowel sign is drawn before the consonant it follows.
        let shaped = shape("नि", false);
        assert_eq!(shaped.glyphs.len(), 2);
        assert!(shaped.glyphs[0].x <= shaped.glyphs[1].x);
        let ids: Vec<u16> = shaped.glyphs.iter().map(|g| g.id).collect();
        let na = shape("न", false).glyphs[0].id;
        assert_eq!(ids[1], na, "the consonant comes second: {ids:?}");
        // Thai: a tone mark above a vowel above a consonant, all in one cluster.
        let thai = shape("ที่", false);
        assert!(thai.glyphs.iter().all(|g| g.face == 8 && g.id != 0));
    }

    #[test]
    fn a_long_word_breaks_only_between_clusters() {
        let word = "👩‍👩‍👧🇵🇹नमस्तेe\u{301}";
        let parts: Vec<&str> = clusters(word).collect();
        assert_eq!(parts.concat(), word);
        assert!(parts.contains(&"👩‍👩‍👧") && parts.contains(&"🇵🇹"));
        assert!(parts.contains(&"स्ते") || parts.contains(&"स्"), "{parts:?}");
        assert!(parts.contains(&"e\u{301}"));
    }
}
