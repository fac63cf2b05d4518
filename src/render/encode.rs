//! PNG encoding, kept apart from drawing so each can be timed (and cached) on its own.

use super::Picture;

/// Every picture's PNG must stay under this many bytes (Discord shows large files slowly).
pub const PNG_BUDGET: usize = 250 * 1024;

/// Above this size the fast encoding is redone with stronger compression.
const RETRY_ABOVE: usize = 200 * 1024;

/// Encodes a picture as an 8-bit RGB PNG (pictures are opaque, so alpha is dropped) with
/// deflate level 1 and no row filter; a picture that comes out above 200 KB (a final picture
/// full of tiles) is encoded again at level 6, about ten times slower but 25% smaller.
///
/// Measured on the turn picture (1280x764): level 1 without a filter gives about 170 KB in
/// 2.5 to 3 ms (zlib-rs backend); the `png` crate's `Fastest` setting is about as quick but
/// gives 210 KB with the adaptive filter and over 300 KB with Sub or Up (330 KB or more for
/// the final picture). Our pictures are mostly flat colour, which deflate's string matching
/// compresses well without filtering.
pub fn encode_png(picture: &Picture) -> Vec<u8> {
    let rgba = picture.rgba();
    let mut rgb = Vec::with_capacity(rgba.len() / 4 * 3);
    for px in rgba.chunks_exact(4) {
        rgb.extend_from_slice(&px[..3]);
    }
    let out = encode_rgb(picture.width(), picture.height(), &rgb, 1);
    if out.len() > RETRY_ABOVE {
        return encode_rgb(picture.width(), picture.height(), &rgb, 6);
    }
    out
}

fn encode_rgb(w: u32, h: u32, rgb: &[u8], level: u8) -> Vec<u8> {
    let mut out = Vec::with_capacity(rgb.len() / 8);
    let mut enc = png::Encoder::new(&mut out, w, h);
    enc.set_color(png::ColorType::Rgb);
    enc.set_depth(png::BitDepth::Eight);
    enc.set_deflate_compression(png::DeflateCompression::Level(level));
    enc.set_filter(png::Filter::NoFilter);
    let mut writer = enc
        .write_header()
        .expect("writing a PNG header to memory cannot fail");
    writer
        .write_image_data(rgb)
        .expect("the buffer matches the picture's size");
    writer
        .finish()
        .expect("writing a PNG to memory cannot fail");
    out
}
