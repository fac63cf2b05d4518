//! PNG encoding with the `image` crate's codec, kept apart from drawing so each can be timed
//! on its own.

use super::Picture;
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};

/// Every picture's PNG must stay under this many bytes (Discord shows large files slowly).
pub const PNG_BUDGET: usize = 250 * 1024;

/// Above this size the fast encoding is redone with stronger compression.
const RETRY_ABOVE: usize = 200 * 1024;

/// Encodes a picture as an 8-bit RGB PNG (pictures are opaque, so alpha is dropped) at
/// deflate level 1 with no row filter; a picture that comes out above 200 KB is encoded again
/// at level 6 (about ten times slower, a quarter smaller). Our pictures are mostly flat
/// colour, which deflate's string matching compresses well without filtering; level 1 is the
/// fastest deflate level, so this is also the benchmark's floor (see `bench render`).
pub fn encode_png(picture: &Picture) -> Vec<u8> {
    let rgb = rgb(picture);
    let out = encode_rgb(picture.width(), picture.height(), &rgb, 1);
    if out.len() > RETRY_ABOVE {
        return encode_rgb(picture.width(), picture.height(), &rgb, 6);
    }
    out
}

/// Encodes at one deflate `level` (1 = fastest .. 9), no filter, without the retry.
pub fn encode_png_at(picture: &Picture, level: u8) -> Vec<u8> {
    encode_rgb(picture.width(), picture.height(), &rgb(picture), level)
}

fn rgb(picture: &Picture) -> Vec<u8> {
    let rgba = picture.rgba();
    let mut rgb = Vec::with_capacity(rgba.len() / 4 * 3);
    for px in rgba.chunks_exact(4) {
        rgb.extend_from_slice(&px[..3]);
    }
    rgb
}

fn encode_rgb(w: u32, h: u32, rgb: &[u8], level: u8) -> Vec<u8> {
    let mut out = Vec::with_capacity(rgb.len() / 8);
    PngEncoder::new_with_quality(
        &mut out,
        CompressionType::Level(level),
        FilterType::NoFilter,
    )
    .write_image(rgb, w, h, ExtendedColorType::Rgb8)
    .expect("writing a PNG of a whole picture to memory cannot fail");
    out
}
