//! The dark band across the top of a wide picture: a title over wrapped lines (a turn's
//! caption, a panel's line), laid out first (lines fitted to the width, so the picture can grow
//! to show them all) and drawn after. Any game's pictures use it.

use super::paint::{Align, Canvas, Style};
use super::style;
use super::text::{Fitted, Fonts, Weight};

/// The bands' side margin (px).
pub(crate) const PAD: f32 = 24.0;
const CAPTION: f32 = 22.0;
const LEADING: f32 = 1.35;

/// A dark band with wrapped lines: the turn's caption or the panel's line.
pub(crate) struct Band {
    title: Option<Fitted>,
    body: Fitted,
    pub height: f32,
}

pub(crate) fn caption(fonts: &Fonts, text: &str, width: u32) -> Band {
    let max = width as f32 - 2.0 * PAD;
    let body = fonts.fit(
        text,
        Weight::Regular,
        max,
        3,
        CAPTION,
        style::label_floor(width),
    );
    let height = (body.height(LEADING) + 28.0).max(64.0);
    Band {
        title: None,
        body,
        height,
    }
}

/// A dark band with an optional bold title over wrapped lines (a game's panel).
pub(crate) fn titled(fonts: &Fonts, title: Option<&str>, body: &str, width: u32) -> Band {
    let max = width as f32 - 2.0 * PAD;
    let floor = style::label_floor(width);
    let title = title.map(|t| fonts.fit(t, Weight::Bold, max, 2, CAPTION + 2.0, floor));
    let body = fonts.fit(body, Weight::Regular, max, 3, CAPTION, floor);
    let height = title.as_ref().map_or(0.0, |t| t.height(LEADING)) + body.height(LEADING) + 28.0;
    Band {
        title,
        body,
        height: height.max(64.0),
    }
}

pub(crate) fn draw_band(cv: &mut Canvas<'_>, band: &Band) {
    let w = cv.width() as f32;
    cv.rect(0.0, 0.0, w, band.height, style::CAPTION_BAND);
    cv.rect(0.0, band.height - 4.0, w, 4.0, style::GOLD);
    let mut y = 12.0;
    if let Some(t) = &band.title {
        let st = Style::label(t.size, Weight::Bold, style::PREVIEW_BADGE);
        y += cv.draw_lines(t, PAD, y, LEADING, st, Align::Left);
    }
    let st = Style::label(band.body.size, Weight::Regular, style::CAPTION_TEXT);
    cv.draw_lines(&band.body, PAD, y, LEADING, st, Align::Left);
}
