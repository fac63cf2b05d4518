//! The characters that matter to shaping: those that steer but are never drawn (bidi
//! controls), those a face need not have for a cluster, those that need the shaped path even
//! in Inter, and the clusters drawn as colour emoji.

/// Characters that steer but are never drawn: the bidi controls and marks, and C0/C1 controls.
pub(super) fn invisible(c: char) -> bool {
    matches!(c, '\u{061C}' | '\u{200E}' | '\u{200F}' | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}')
        || c.is_control()
}

/// Characters a face need not have for a cluster (joiners, variation selectors, tags...).
pub(super) fn ignorable(c: char) -> bool {
    invisible(c)
        || matches!(c, '\u{00AD}' | '\u{034F}' | '\u{200B}'..='\u{200D}' | '\u{2060}'..='\u{2064}'
            | '\u{FE00}'..='\u{FE0F}' | '\u{E0000}'..='\u{E0FFF}')
}

/// Whether a character needs the shaped path even when Inter has it: marks to place, joiners,
/// variation selectors, bidi controls and right-to-left letters.
pub(crate) fn needs_shaping(c: char) -> bool {
    matches!(c, '\u{0300}'..='\u{036F}' | '\u{0590}'..='\u{08FF}' | '\u{200C}'..='\u{200F}'
        | '\u{202A}'..='\u{202E}' | '\u{2066}'..='\u{2069}' | '\u{FB1D}'..='\u{FDFF}'
        | '\u{FE00}'..='\u{FE0F}' | '\u{FE70}'..='\u{FEFF}')
        || c >= '\u{10000}'
}

/// Emoji shown as pictures by default (Unicode's Emoji_Presentation) in the BMP; above it,
/// the pictograph blocks U+1F000 to U+1FAFF all are.
const EMOJI_PRESENTATION: &[(char, char)] = &[
    ('\u{231A}', '\u{231B}'),
    ('\u{23E9}', '\u{23EC}'),
    ('\u{23F0}', '\u{23F0}'),
    ('\u{23F3}', '\u{23F3}'),
    ('\u{25FD}', '\u{25FE}'),
    ('\u{2614}', '\u{2615}'),
    ('\u{2648}', '\u{2653}'),
    ('\u{267F}', '\u{267F}'),
    ('\u{2693}', '\u{2693}'),
    ('\u{26A1}', '\u{26A1}'),
    ('\u{26AA}', '\u{26AB}'),
    ('\u{26BD}', '\u{26BE}'),
    ('\u{26C4}', '\u{26C5}'),
    ('\u{26CE}', '\u{26CE}'),
    ('\u{26D4}', '\u{26D4}'),
    ('\u{26EA}', '\u{26EA}'),
    ('\u{26F2}', '\u{26F3}'),
    ('\u{26F5}', '\u{26F5}'),
    ('\u{26FA}', '\u{26FA}'),
    ('\u{26FD}', '\u{26FD}'),
    ('\u{2705}', '\u{2705}'),
    ('\u{270A}', '\u{270B}'),
    ('\u{2728}', '\u{2728}'),
    ('\u{274C}', '\u{274C}'),
    ('\u{274E}', '\u{274E}'),
    ('\u{2753}', '\u{2755}'),
    ('\u{2757}', '\u{2757}'),
    ('\u{2795}', '\u{2797}'),
    ('\u{27B0}', '\u{27B0}'),
    ('\u{27BF}', '\u{27BF}'),
    ('\u{2B1B}', '\u{2B1C}'),
    ('\u{2B50}', '\u{2B50}'),
    ('\u{2B55}', '\u{2B55}'),
    ('\u{1F000}', '\u{1FAFF}'),
];

/// Whether a cluster is an emoji to draw in colour: an emoji shown as a picture by default,
/// or any character asked to be one (U+FE0F), a keycap, a skin tone, a flag or a tag
/// sequence, unless asked to be text (U+FE0E).
pub(super) fn is_emoji(cluster: &str) -> bool {
    let mut chars = cluster.chars();
    let Some(base) = chars.next() else {
        return false;
    };
    if cluster.contains('\u{FE0E}') {
        return false;
    }
    EMOJI_PRESENTATION
        .iter()
        .any(|&(a, b)| (a..=b).contains(&base))
        || chars.any(|c| {
            matches!(c, '\u{FE0F}' | '\u{20E3}' | '\u{1F3FB}'..='\u{1F3FF}' | '\u{E0020}'..='\u{E007F}')
        })
}
