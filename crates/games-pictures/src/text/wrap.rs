//! Wrapping a text into lines of a width (at spaces; inside a word too long for a line, between
//! grapheme clusters) and fitting it into a box, shrinking it down to a floor.

use super::{Fonts, Weight};
use crate::shape;

/// A text fitted into a box: its lines and the size they are drawn at.
#[derive(Clone, Debug, PartialEq)]
pub(crate) struct Fitted {
    pub lines: Vec<String>,
    pub size: f32,
}

impl Fitted {
    /// Height of the block with `leading` (line height / size).
    pub fn height(&self, leading: f32) -> f32 {
        self.lines.len() as f32 * self.size * leading
    }
}

impl Fonts {
    /// Splits `text` into lines of at most `max` px: at spaces (not at no-break spaces), and
    /// inside a word only when the word alone is wider than a line, then between grapheme
    /// clusters (an emoji sequence, a flag or a letter with its marks stays whole; each line
    /// is put in bidi order on its own). Nothing is dropped: the lines joined by spaces give
    /// the words back.
    pub fn wrap(&self, text: &str, size: f32, w: Weight, max: f32) -> Vec<String> {
        let lines = self.wrap_with(text, size, w, max, false);
        // Shaped words were added up; in the rare line where that was off (a space drawn by
        // another face inside the line), wrap again measuring every candidate whole.
        let over =
            |l: &String| shape::clusters(l).nth(1).is_some() && self.measure(l, size, w) > max;
        if lines.iter().any(over) {
            return self.wrap_with(text, size, w, max, true);
        }
        lines
    }

    fn wrap_with(&self, text: &str, size: f32, w: Weight, max: f32, whole: bool) -> Vec<String> {
        let mut lines = Vec::new();
        let mut line = String::new();
        // The width of `line`, known when the line needs shaping.
        let mut line_w = 0.0;
        for word in text.split([' ', '\n', '\t']).filter(|w| !w.is_empty()) {
            let candidate = if line.is_empty() {
                word.to_string()
            } else {
                format!("{line} {word}")
            };
            // Inter alone measures the whole candidate; a shaped one adds " word" (shaped
            // once and kept, as the caption's words recur) to the line's width: advances do
            // not depend on the order bidi gives the runs, and nothing joins across a space.
            let width = match self.layout_inter(&candidate, size, w, None) {
                Some(x) => x,
                None if line.is_empty() || whole => self.measure(&candidate, size, w),
                None => line_w + self.measure(&candidate[line.len()..], size, w),
            };
            if width <= max {
                line = candidate;
                line_w = width;
                continue;
            }
            if !line.is_empty() {
                lines.push(std::mem::take(&mut line));
            }
            line_w = self.measure(word, size, w);
            if line_w <= max {
                line = word.to_string();
                continue;
            }
            // A word wider than a line: break it between grapheme clusters.
            let mut clusters = 0;
            for cluster in shape::clusters(word) {
                line.push_str(cluster);
                clusters += 1;
                if clusters > 1 && self.measure(&line, size, w) > max {
                    line.truncate(line.len() - cluster.len());
                    lines.push(std::mem::replace(&mut line, cluster.to_string()));
                    clusters = 1;
                }
            }
            line_w = self.measure(&line, size, w);
        }
        if !line.is_empty() {
            lines.push(line);
        }
        lines
    }

    /// Fits `text` into at most `max_lines` lines of `max_w` px, at `size` or smaller down to
    /// `floor`. If even the floor needs more lines, it returns them all at the floor (the
    /// caller grows its box or reports an overflow): text is never cut.
    pub fn fit(
        &self,
        text: &str,
        w: Weight,
        max_w: f32,
        max_lines: usize,
        size: f32,
        floor: f32,
    ) -> Fitted {
        let mut s = size;
        loop {
            let lines = self.wrap(text, s, w, max_w);
            if lines.len() <= max_lines.max(1) || s <= floor {
                return Fitted { lines, size: s };
            }
            s = (s - 1.0).max(floor);
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn wrapping_keeps_every_word_and_breaks_only_words_too_long() {
        let f = Fonts::load();
        let text = "one two three four five six";
        let lines = f.wrap(text, 20.0, Weight::Regular, 100.0);
        assert!(lines.len() > 1);
        assert_eq!(lines.join(" "), text);
        assert!(lines
            .iter()
            .all(|l| f.measure(l, 20.0, Weight::Regular) <= 100.0));
        let long = "Wwwwwwwwwwwwwwwwwwwwwwwwwwwwwwww";
        let lines = f.wrap(long, 20.0, Weight::Bold, 120.0);
        assert!(lines.len() > 2);
        assert_eq!(lines.concat(), long);
        assert!(lines
            .iter()
            .all(|l| f.measure(l, 20.0, Weight::Bold) <= 120.0));
    }

    #[test]
    fn fitting_shrinks_before_it_adds_lines_and_never_below_the_floor() {
        let f = Fonts::load();
        let text = "Bartolomeu Dias";
        let w = f.measure(text, 20.0, Weight::Bold);
        let fit = f.fit(text, Weight::Bold, w * 0.95, 1, 20.0, 16.0);
        assert_eq!(fit.lines, [text]);
        assert!(fit.size < 20.0 && fit.size >= 16.0);
        let fit = f.fit(text, Weight::Bold, w * 0.5, 1, 20.0, 16.0);
        assert_eq!(fit.size, 16.0);
        assert_eq!(fit.lines.len(), 2);
    }

    #[test]
    fn a_long_name_breaks_only_between_grapheme_clusters() {
        let f = Fonts::load();
        let name = "👩‍👩‍👧🇵🇹王小明张伟👍🏽नमस्तेe\u{301}محمد🏳️‍🌈김민준".repeat(2);
        let clusters: Vec<&str> = shape::clusters(&name).collect();
        for w in [Weight::Regular, Weight::Bold] {
            let lines = f.wrap(&name, 20.0, w, 90.0);
            assert!(lines.len() > 3, "{lines:?}");
            assert_eq!(lines.concat(), name);
            // Every line is whole clusters of the name, in order.
            let mut i = 0;
            for line in &lines {
                let mut rest = line.as_str();
                while !rest.is_empty() {
                    assert!(
                        rest.starts_with(clusters[i]),
                        "{line:?} cuts {:?}",
                        clusters[i]
                    );
                    rest = &rest[clusters[i].len()..];
                    i += 1;
                }
                let n = shape::clusters(line).count();
                assert!(n == 1 || f.measure(line, 20.0, w) <= 90.0, "{line:?}");
            }
            assert_eq!(i, clusters.len());
        }
    }
}
