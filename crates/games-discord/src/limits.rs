//! Discord's limits on what a message or a component may hold, and clipping text to them.

/// Discord's limit on a message's content: 2000 characters.
pub const MAX_CONTENT: usize = 2000;

/// Discord's limit on a component's custom id: 100 characters.
pub const MAX_CUSTOM_ID: usize = 100;

/// At most `max` characters, cut at a character boundary with an ellipsis.
pub fn clip(text: &str, max: usize) -> String {
    if text.chars().count() <= max {
        return text.to_string();
    }
    let mut t: String = text.chars().take(max - 1).collect();
    t.push('…');
    t
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn clipping_keeps_short_text_and_marks_a_cut() {
        assert_eq!(clip("abc", 5), "abc");
        assert_eq!(clip("abcdef", 4), "abc…");
        assert_eq!(
            clip(&"é".repeat(3000), MAX_CONTENT).chars().count(),
            MAX_CONTENT
        );
    }
}
