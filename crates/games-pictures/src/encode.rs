//! PNG encoding, kept apart from drawing so each can be timed on its own: the `image` crate's
//! codec, and for the settings flat pictures take (Paeth, then our deflate) our own one-pass
//! writer, `paeth/` with `deflate/`.
//!
//! Three deflates: ours (`CompressionType::Fast` with the Paeth filter), which codes runs of
//! zero bytes and every other byte with one Huffman code made for filtered pictures and so
//! wants a row filter that turns flat colour into zeros; fdeflate (the codec's `Fast` with
//! the other filters), the same idea with a generic code and about 1.5 times slower on a turn
//! picture; and zlib (flate2 with the zlib-rs backend, `CompressionType::Level`), which finds
//! repeated strings and does best on our pictures without a filter, about twice as slow.

use super::reuse::{self, BandCache};
use super::{paeth, scene::Scene, Picture};
use image::codecs::png::{CompressionType, FilterType, PngEncoder};
use image::{ExtendedColorType, ImageEncoder};
use std::time::Duration;

/// Every picture's PNG must stay under this many bytes (Discord shows large files slowly).
pub const PNG_BUDGET: usize = 250 * 1024;

/// An encoding is kept at or under this size; above it the next, stronger one is tried.
const KEEP: usize = 240 * 1024;

/// What a picture is made of, which decides how it is compressed (the renderer knows).
#[derive(Copy, Clone, Debug, PartialEq, Eq)]
pub(crate) enum Content {
    /// Mostly flat colour (a board, the table, turn and panel pictures): our deflate after
    /// the Paeth filter, RGB, stays well under the budget (about 190 KB for a turn picture,
    /// 68 KB for a board). Kept RGBA as drawn (no packing), a board is 5% larger and no
    /// faster (docs/measurements.md, 2026-11-27, midday).
    Flat,
    /// Four boards full of tiles (the final picture): our deflate would make about 345 KB,
    /// so zlib level 2 without a filter (about 225 KB).
    Busy,
}

/// One way of encoding: the pixels' layout in the PNG, the deflate and the row filter. Public
/// (opaque) for the rendering benchmark (crates/calcada-bench), which times each of
/// [`FLOOR_SETTINGS`] with [`encode_with`].
#[derive(Copy, Clone, Debug)]
pub struct Setting {
    /// RGBA as drawn (no conversion, a quarter more bytes to compress) or RGB.
    pub(crate) rgba: bool,
    pub(crate) compression: CompressionType,
    pub(crate) filter: FilterType,
}

const fn rgb(compression: CompressionType, filter: FilterType) -> Setting {
    Setting {
        rgba: false,
        compression,
        filter,
    }
}

const FAST_PAETH: Setting = rgb(CompressionType::Fast, FilterType::Paeth);
const FAST_PAETH_RGBA: Setting = Setting {
    rgba: true,
    compression: CompressionType::Fast,
    filter: FilterType::Paeth,
};
const ZLIB_1: Setting = rgb(CompressionType::Level(1), FilterType::NoFilter);
const ZLIB_2: Setting = rgb(CompressionType::Level(2), FilterType::NoFilter);
const ZLIB_6: Setting = rgb(CompressionType::Level(6), FilterType::NoFilter);

/// The settings tried in turn for each kind of content; the first result at or under
/// [`KEEP`] is kept, else the last.
fn ladder(content: Content) -> &'static [Setting] {
    match content {
        Content::Flat => &[FAST_PAETH, ZLIB_1, ZLIB_6],
        Content::Busy => &[ZLIB_2, ZLIB_6],
    }
}

/// The fastest ways we have to compress a picture, for the benchmark's floor (the fastest of
/// them, measured, whose PNG fits the budget; and the fastest of any size): each cheap filter
/// with a fast deflate, on RGB or straight on the RGBA pixels (Paeth by `paeth/` with our
/// deflate, the others by the codec with fdeflate), and zlib's two fastest levels. Storing
/// without compression is left out: it is not compression (2 to 4 MB, ten times the budget).
pub const FLOOR_SETTINGS: [Setting; 7] = [
    rgb(CompressionType::Fast, FilterType::Up),
    Setting {
        rgba: true,
        compression: CompressionType::Fast,
        filter: FilterType::Up,
    },
    rgb(CompressionType::Fast, FilterType::Sub),
    FAST_PAETH,
    FAST_PAETH_RGBA,
    ZLIB_1,
    // The fastest that fits for the final picture (four boards full of tiles).
    ZLIB_2,
];

/// Encodes a picture as an 8-bit PNG, RGB (pictures are opaque, so alpha is dropped). Flat
/// pictures go through our deflate after the Paeth filter (`paeth/`); the final picture
/// through zlib level 2 without a filter. A result above 240 KB is encoded again with
/// stronger compression, so every PNG stays under [`PNG_BUDGET`] (tested). A picture not yet
/// painted is painted here, band by band as it is compressed where our deflate takes it
/// (`scene/`).
pub fn encode_png(picture: &Picture) -> Vec<u8> {
    encode_png_timed(picture, &|| Duration::ZERO).0
}

/// [`encode_png`], and how much of its time went on painting the picture, by `clock` (any
/// clock that goes forward, read before and after each band is painted).
pub fn encode_png_timed(picture: &Picture, clock: &dyn Fn() -> Duration) -> (Vec<u8>, Duration) {
    let (png, painting, _) = encode_png_reusing(picture, None, clock);
    (png, painting)
}

/// How many bands of a picture were written from a [`BandCache`], and how many compressed.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct BandCounts {
    pub reused: u32,
    pub compressed: u32,
}

/// [`encode_png_timed`], writing the bands `bands` keeps instead of compressing them again,
/// and keeping the others there (`reuse.rs`). The PNG is the same, byte for byte. Also says
/// how many bands were reused and compressed (none of either when no cache was used).
pub fn encode_png_reusing(
    picture: &Picture,
    bands: Option<&BandCache>,
    clock: &dyn Fn() -> Duration,
) -> (Vec<u8>, Duration, BandCounts) {
    let mut count = BandCounts::default();
    // Converted once, for the first setting the codec encodes.
    let mut rgb = None;
    let mut out = Vec::new();
    let mut painting = Duration::ZERO;
    for &s in ladder(picture.content) {
        out = if let (true, Some(scene)) = (own(s), picture.unpainted()) {
            let (png, took) = match bands {
                Some(cache) => reusing(scene, s.rgba, cache, clock, &mut count),
                None => in_bands(scene, s.rgba, clock),
            };
            painting += took;
            png
        } else {
            if picture.unpainted().is_some() {
                let started = clock();
                picture.rgba();
                painting += clock().saturating_sub(started);
            }
            if own(s) {
                paeth::encode(picture.rgba(), picture.width(), picture.height(), s.rgba)
            } else {
                let rgb = rgb.get_or_insert_with(|| to_rgb(picture.rgba()));
                write(picture, rgb, s)
            }
        };
        if out.len() <= KEEP {
            break;
        }
    }
    (out, painting, count)
}

/// Paints `scene` a band at a time, each band filtered and compressed while it is in the
/// cache; the PNG (the same as of the whole picture) and the time spent painting.
fn in_bands(scene: &Scene, keep_alpha: bool, clock: &dyn Fn() -> Duration) -> (Vec<u8>, Duration) {
    let mut png = paeth::Stream::new(scene.width(), scene.height(), keep_alpha);
    let painting = scene.bands(clock, |rows| png.push(rows));
    (png.finish(), painting)
}

/// [`in_bands`] with bands of [`reuse::ROWS`] rows, each written from `cache` if kept there,
/// else painted, compressed and kept. A band painted after one written from the cache first
/// paints the row above it again (the filter reads it).
fn reusing(
    scene: &Scene,
    keep_alpha: bool,
    cache: &BandCache,
    clock: &dyn Fn() -> Duration,
    count: &mut BandCounts,
) -> (Vec<u8>, Duration) {
    let Some(keys) = scene.band_keys(reuse::ROWS, keep_alpha) else {
        return in_bands(scene, keep_alpha, clock);
    };
    let (height, stride) = (scene.height(), scene.width() as usize * 4);
    let mut png = paeth::Stream::new(scene.width(), height, keep_alpha);
    let mut buf = vec![0u8; stride * reuse::ROWS.min(height) as usize];
    let (mut top, mut painting, mut above_known) = (0u32, Duration::ZERO, true);
    for key in keys {
        let n = reuse::ROWS.min(height - top);
        if let Some(piece) = cache.get(key) {
            png.append(&piece, n);
            above_known = false;
            count.reused += 1;
        } else {
            let started = clock();
            if !above_known {
                let row = &mut buf[..stride];
                scene.paint(top - 1, row);
                png.set_above(row);
            }
            let band = &mut buf[..n as usize * stride];
            scene.paint(top, band);
            painting += clock().saturating_sub(started);
            let place = (scene.width(), height, top, keep_alpha);
            if cache.wants(place) {
                cache.insert(key, place, png.push_piece(band));
            } else {
                png.push(band);
            }
            above_known = true;
            count.compressed += 1;
        }
        top += n;
    }
    (png.finish(), painting)
}

/// Whether a setting is written by [`paeth`] rather than the codec: the Paeth filter with the
/// fast deflate, which every flat picture takes. The same filtered rows as the codec's
/// (tested), without its picture-sized RGB buffer, compressed by our deflate.
fn own(s: Setting) -> bool {
    s.compression == CompressionType::Fast && s.filter == FilterType::Paeth
}

/// Encodes at one zlib deflate `level` (0 = stored, 1 = fastest zlib .. 9), RGB without a row
/// filter, without a retry.
pub fn encode_png_at(picture: &Picture, level: u8) -> Vec<u8> {
    let s = rgb(CompressionType::Level(level), FilterType::NoFilter);
    encode_with(picture, s)
}

/// Encodes with one setting, without a retry (the benchmark's floor).
pub fn encode_with(picture: &Picture, s: Setting) -> Vec<u8> {
    if own(s) {
        paeth::encode(picture.rgba(), picture.width(), picture.height(), s.rgba)
    } else if s.rgba {
        write(picture, picture.rgba(), s)
    } else {
        write(picture, &to_rgb(picture.rgba()), s)
    }
}

/// RGBA to RGB, for the settings the codec encodes.
fn to_rgb(rgba: &[u8]) -> Vec<u8> {
    let mut rgb = vec![0u8; rgba.len() / 4 * 3];
    paeth::pack_rgb(rgba, &mut rgb);
    rgb
}

fn write(picture: &Picture, pixels: &[u8], s: Setting) -> Vec<u8> {
    let colour = if s.rgba {
        ExtendedColorType::Rgba8
    } else {
        ExtendedColorType::Rgb8
    };
    let mut out = Vec::with_capacity(pixels.len() / 8);
    PngEncoder::new_with_quality(&mut out, s.compression, s.filter)
        .write_image(pixels, picture.width(), picture.height(), colour)
        .expect("writing a PNG of a whole picture to memory cannot fail");
    out
}
