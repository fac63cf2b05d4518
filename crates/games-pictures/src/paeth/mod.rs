//! The PNG of a flat picture in one pass over its pixels: each row is packed from the drawn
//! RGBA to RGB (or kept RGBA), Paeth-filtered and handed to `deflate/` while it is still in
//! the cache, then the stream is framed in the three chunks a PNG needs. A row that repeats
//! the one above is neither packed nor filtered: its filtered bytes are all zero. The codec
//! would convert the whole picture, filter it, then compress it, in separate passes; the
//! filtered rows are the codec's (tested).
//!
//! On a CPU with AVX2 the same code is compiled a second time for it and chosen at run time
//! (`encode_avx2`): the filter and the deflate's zero test take 32 bytes an instruction, and
//! packing is one shuffle per 8 pixels. A turn picture encodes in about 0.6 of the time, and
//! the PNG is the same, byte for byte (tested).
//!
//! Files: this one writes the stream and its chunks; `filter.rs` packs and filters a row.

mod filter;

pub(super) use filter::pack_rgb;

use super::deflate::{Deflate, Piece};
use filter::filter_row;

/// The PNG signature.
const SIGNATURE: &[u8; 8] = b"\x89PNG\r\n\x1a\n";
/// PNG colour type 2: RGB, 8 bits a sample.
const RGB: u8 = 2;
/// The filter type byte that starts each row: Paeth.
const PAETH: u8 = 4;
/// PNG colour type 6: RGBA, 8 bits a sample.
const RGBA: u8 = 6;

/// Encodes `rgba` (`width` x `height` pixels, 4 bytes each, opaque) as an 8-bit PNG whose
/// rows are all Paeth-filtered, compressed by `deflate/`: RGB (alpha dropped, the smaller PNG),
/// or RGBA as drawn when `keep_alpha` (no packing, so faster, about 5% larger).
pub(super) fn encode(rgba: &[u8], width: u32, height: u32, keep_alpha: bool) -> Vec<u8> {
    assert_eq!(
        rgba.len(),
        width as usize * height as usize * 4,
        "RGBA pixels"
    );
    let mut png = Stream::new(width, height, keep_alpha);
    png.push(rgba);
    png.finish()
}

/// A PNG being written row by row: [`Stream::push`] the picture's rows in order, in as many
/// pieces as suit (a band of rows while it is in the cache), then [`Stream::finish`]. The
/// PNG is the same however the rows come.
pub(super) struct Stream {
    width: u32,
    height: u32,
    keep_alpha: bool,
    /// Rows taken so far.
    rows: u32,
    z: Deflate,
    /// The row above, as compressed (RGB or RGBA): zeros above the first. RGBA rows are
    /// filtered against the row before them in the same piece; this is the last piece's last.
    above: Vec<u8>,
    /// This row packed to RGB (unused for RGBA).
    row: Vec<u8>,
    /// The filter type byte, then the filtered row.
    filtered: Vec<u8>,
    /// The filtered row that repeats the row above.
    same: Vec<u8>,
    /// Whether `above` is not the row above (rows were appended as a piece): it must be set
    /// ([`Stream::set_above`]) before more rows are pushed.
    above_unknown: bool,
}

impl Stream {
    pub(super) fn new(width: u32, height: u32, keep_alpha: bool) -> Stream {
        let w = width as usize;
        assert!(w > 0 && height > 0, "a PNG has at least one pixel");
        let n = w * if keep_alpha { 4 } else { 3 };
        // Room for the largest PNG kept (about a tenth of the RGBA bytes): no regrowing.
        let z = Deflate::new(w * height as usize * 4 / 10);
        Stream {
            width,
            height,
            keep_alpha,
            rows: 0,
            z,
            above: vec![0u8; n],
            row: vec![0u8; if keep_alpha { 0 } else { n }],
            filtered: same_as_above(n),
            same: same_as_above(n),
            above_unknown: false,
        }
    }

    /// Takes the next whole rows of RGBA pixels, like [`Stream::push`], and returns what they
    /// were compressed to, which [`Stream::append`] writes again into a stream at the same
    /// rows of a picture whose row above them is the same.
    pub(super) fn push_piece(&mut self, rgba: &[u8]) -> Piece {
        self.z.begin();
        self.push(rgba);
        self.z.end()
    }

    /// Takes `rows` rows as a piece recorded by [`Stream::push_piece`]. Pushing rows after it
    /// needs the last of them again ([`Stream::set_above`]).
    pub(super) fn append(&mut self, piece: &Piece, rows: u32) {
        self.rows += rows;
        assert!(self.rows <= self.height, "no more rows than the picture's");
        self.z.append(piece);
        self.above_unknown = true;
    }

    /// Gives the row above the next rows (RGBA), after [`Stream::append`].
    pub(super) fn set_above(&mut self, rgba: &[u8]) {
        if self.keep_alpha {
            self.above.copy_from_slice(rgba);
        } else {
            pack_rgb(rgba, &mut self.above);
        }
        self.above_unknown = false;
    }

    /// Takes the next whole rows of RGBA pixels.
    pub(super) fn push(&mut self, rgba: &[u8]) {
        let stride = self.width as usize * 4;
        assert!(rgba.len().is_multiple_of(stride), "whole rows");
        assert!(!self.above_unknown, "the row above is known");
        self.rows += (rgba.len() / stride) as u32;
        assert!(self.rows <= self.height, "no more rows than the picture's");
        #[cfg(target_arch = "x86_64")]
        if std::is_x86_feature_detected!("avx2") {
            // SAFETY: the CPU has AVX2 (checked just above; the answer is cached).
            return unsafe { self.push_avx2(rgba) };
        }
        self.push_any(rgba);
    }

    /// [`Stream::push_any`] compiled for AVX2 (everything it calls is inlined into it).
    ///
    /// # Safety
    /// Only on a CPU with AVX2.
    #[cfg(target_arch = "x86_64")]
    #[target_feature(enable = "avx2")]
    unsafe fn push_avx2(&mut self, rgba: &[u8]) {
        self.push_any(rgba);
    }

    /// Each row packed to RGB (or kept RGBA), filtered and compressed. A row that repeats the
    /// one above is neither packed nor filtered (the first row of a piece is compared with
    /// `above` itself, which is the row above once packed).
    #[inline(always)]
    fn push_any(&mut self, rgba: &[u8]) {
        let stride = self.width as usize * 4;
        let first = self.rows as usize * stride == rgba.len();
        // The row above within this piece (RGBA as given): RGBA rows are filtered against
        // it where it is, and only the piece's last row is kept for the next piece.
        let mut last: Option<&[u8]> = None;
        for pixels in rgba.chunks_exact(stride) {
            let repeats = match last {
                Some(l) => pixels == l,
                // The first row of a piece: the row above as compressed (not the first of
                // the picture, which has none).
                None => !first && self.repeats_above(pixels),
            };
            let above = last;
            last = Some(pixels);
            if repeats {
                // `above` is this row too: no packing, no filtering.
                self.z.write(&self.same);
                continue;
            }
            if self.keep_alpha {
                let above = above.unwrap_or(&self.above);
                filter_row::<4>(above, pixels, &mut self.filtered[1..]);
            } else {
                pack_rgb(pixels, &mut self.row);
                filter_row::<3>(&self.above, &self.row, &mut self.filtered[1..]);
                std::mem::swap(&mut self.above, &mut self.row);
            }
            self.z.write(&self.filtered);
        }
        if let (true, Some(l)) = (self.keep_alpha, last) {
            self.above.copy_from_slice(l);
        }
    }

    /// Whether RGBA `pixels` are the row above (kept as compressed).
    #[inline(always)]
    fn repeats_above(&self, pixels: &[u8]) -> bool {
        if self.keep_alpha {
            return pixels == self.above.as_slice();
        }
        pixels
            .chunks_exact(4)
            .zip(self.above.chunks_exact(3))
            .all(|(p, a)| p[..3] == *a)
    }

    /// The PNG, once every row was taken.
    pub(super) fn finish(self) -> Vec<u8> {
        assert_eq!(self.rows, self.height, "every row of the picture");
        let idat = self.z.finish();
        let colour = if self.keep_alpha { RGBA } else { RGB };
        let mut ihdr = [0u8; 13];
        ihdr[..4].copy_from_slice(&self.width.to_be_bytes());
        ihdr[4..8].copy_from_slice(&self.height.to_be_bytes());
        ihdr[8] = 8;
        ihdr[9] = colour;
        // Compression, filter method and interlace stay 0: the only ones, no interlacing.
        let mut png = Vec::with_capacity(idat.len() + 64);
        png.extend_from_slice(SIGNATURE);
        chunk(&mut png, b"IHDR", &ihdr);
        chunk(&mut png, b"IDAT", &idat);
        chunk(&mut png, b"IEND", &[]);
        png
    }
}

/// The filtered row of `n` bytes that repeats the row above: Paeth predicts each byte as the
/// one above (its left and above-left neighbours are equal too), so every byte is 0. About a
/// row in six of a turn picture, one in three of a board, is such a row: comparing is cheaper
/// than packing and filtering.
fn same_as_above(n: usize) -> Vec<u8> {
    let mut row = vec![0u8; 1 + n];
    row[0] = PAETH;
    row
}

/// One chunk: length, type, data, and the CRC of type and data.
fn chunk(png: &mut Vec<u8>, kind: &[u8; 4], data: &[u8]) {
    let len = u32::try_from(data.len()).expect("a chunk under 4 GB");
    png.extend_from_slice(&len.to_be_bytes());
    png.extend_from_slice(kind);
    png.extend_from_slice(data);
    let mut crc = crc32fast::Hasher::new();
    crc.update(kind);
    crc.update(data);
    png.extend_from_slice(&crc.finalize().to_be_bytes());
}

#[cfg(test)]
mod tests {
    use super::*;
    use image::codecs::png::{CompressionType, FilterType, PngEncoder};
    use image::{ExtendedColorType, ImageEncoder};

    /// [`encode`] through the code for any CPU (`push_any`), with no AVX2.
    fn encode_portable(rgba: &[u8], w: u32, h: u32, keep_alpha: bool) -> Vec<u8> {
        let mut png = Stream::new(w, h, keep_alpha);
        png.rows = h;
        png.push_any(rgba);
        png.finish()
    }

    #[test]
    fn the_png_is_the_same_on_any_cpu() {
        // `encode` takes the AVX2 build where the CPU has it; `push_any` is the one for
        // every CPU. Widths 1 to 37: every tail of the filter's and the packing's blocks.
        for w in 1..=37u32 {
            let rgba = pixels(w as usize, 9);
            for keep_alpha in [false, true] {
                assert_eq!(
                    encode(&rgba, w, 9, keep_alpha),
                    encode_portable(&rgba, w, 9, keep_alpha),
                    "{w} wide, alpha {keep_alpha}"
                );
            }
        }
    }

    #[test]
    fn the_png_is_the_same_however_its_rows_come() {
        // Pieces of 1 to 7 rows, over a picture with repeated rows at the pieces' seams (a
        // repeat is found across a seam, against the row above as compressed).
        let (w, h) = (37u32, 23u32);
        let row = w as usize * 4;
        let mut rgba = pixels(w as usize, h as usize);
        for r in [4, 5, 6, 11, 12, 20, 21, 22] {
            rgba.copy_within(3 * row..4 * row, r * row);
        }
        for keep_alpha in [false, true] {
            let whole = encode(&rgba, w, h, keep_alpha);
            for piece in 1..=7 {
                let mut png = Stream::new(w, h, keep_alpha);
                for rows in rgba.chunks(piece * row) {
                    png.push(rows);
                }
                assert_eq!(
                    png.finish(),
                    whole,
                    "{piece} rows a piece, alpha {keep_alpha}"
                );
            }
        }
    }

    /// Opaque pixels with flat areas, gradients, edges and specks of noise, 37 wide (not a
    /// multiple of the filter's lanes).
    fn pixels(w: usize, h: usize) -> Vec<u8> {
        let mut state = 7u32;
        let mut out = Vec::with_capacity(w * h * 4);
        for y in 0..h {
            for x in 0..w {
                state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                let noise = (state >> 24) as u8;
                let px = if (x / 9 + y / 5) % 3 == 0 {
                    [200, 180, 40]
                } else if (x + y) % 11 == 0 {
                    [noise, noise / 2, 255 - noise]
                } else {
                    [(x * 7) as u8, (y * 3) as u8, (x + y) as u8]
                };
                out.extend_from_slice(&[px[0], px[1], px[2], 255]);
            }
        }
        out
    }

    /// The zlib stream of a PNG's IDAT chunk, inflated: the filtered rows.
    fn filtered_rows(png: &[u8]) -> Vec<u8> {
        use std::io::Read;
        let at = png.windows(4).position(|k| k == b"IDAT").expect("an IDAT");
        let len = u32::from_be_bytes(png[at - 4..at].try_into().unwrap()) as usize;
        let mut rows = Vec::new();
        flate2::read::ZlibDecoder::new(&png[at + 4..at + 4 + len])
            .read_to_end(&mut rows)
            .expect("a valid zlib stream");
        rows
    }

    #[test]
    fn decodes_to_the_same_pixels_filtered_as_the_codec_filters() {
        let (w, h) = (37u32, 23u32);
        let mut rgba = pixels(w as usize, h as usize);
        // Rows that repeat the one above (written as zeros without filtering), and the first
        // row of the picture all black (equal to the zeros above it).
        let row = w as usize * 4;
        rgba.copy_within(3 * row..4 * row, 4 * row);
        rgba.copy_within(3 * row..4 * row, 5 * row);
        rgba[..row].iter_mut().for_each(|b| *b = 0);
        let mut rgb = vec![0; rgba.len() / 4 * 3];
        pack_rgb(&rgba, &mut rgb);
        for (keep_alpha, colour, pixels, codec_colour) in [
            (false, image::ColorType::Rgb8, &rgb, ExtendedColorType::Rgb8),
            (
                true,
                image::ColorType::Rgba8,
                &rgba,
                ExtendedColorType::Rgba8,
            ),
        ] {
            let png = encode(&rgba, w, h, keep_alpha);
            let decoded = image::load_from_memory_with_format(&png, image::ImageFormat::Png)
                .expect("a valid PNG");
            assert_eq!(decoded.color(), colour);
            assert_eq!((decoded.width(), decoded.height()), (w, h));
            assert_eq!(decoded.as_bytes(), &pixels[..]);
            // The codec's Paeth rows, compressed otherwise: the same rows once inflated.
            let mut codec = Vec::new();
            PngEncoder::new_with_quality(&mut codec, CompressionType::Fast, FilterType::Paeth)
                .write_image(pixels, w, h, codec_colour)
                .expect("encodes");
            assert_eq!(
                filtered_rows(&png),
                filtered_rows(&codec),
                "alpha {keep_alpha}"
            );
        }
    }
}
