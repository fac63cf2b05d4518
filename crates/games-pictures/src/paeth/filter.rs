//! A row's Paeth filter (PNG specification, 9.4), in bytes so that it vectorises, and the
//! packing of RGBA pixels to RGB; both inlined into the stream's loop (and its AVX2 build).

/// Bytes filtered in one go: a fixed count lets the compiler use vector instructions.
const LANES: usize = 32;

/// The Paeth filter of one row of `BPP`-byte pixels: each byte less the predictor from the
/// byte to its left (a pixel back), the one above and the one above-left; outside the picture
/// they are 0.
#[inline(always)]
pub(super) fn filter_row<const BPP: usize>(above: &[u8], row: &[u8], out: &mut [u8]) {
    // The first pixel has nothing to its left: its predictor is the byte above.
    for ((o, &x), &b) in out[..BPP].iter_mut().zip(&row[..BPP]).zip(&above[..BPP]) {
        *o = x.wrapping_sub(b);
    }
    let n = row.len() - BPP;
    let mut o = out[BPP..].chunks_exact_mut(LANES);
    let mut x = row[BPP..].chunks_exact(LANES);
    let mut a = row[..n].chunks_exact(LANES);
    let mut b = above[BPP..].chunks_exact(LANES);
    let mut c = above[..n].chunks_exact(LANES);
    for ((((o, x), a), b), c) in (&mut o).zip(&mut x).zip(&mut a).zip(&mut b).zip(&mut c) {
        for i in 0..LANES {
            o[i] = x[i].wrapping_sub(predict(a[i], b[i], c[i]));
        }
    }
    let tail = o.into_remainder().iter_mut().zip(x.remainder());
    let tail = tail
        .zip(a.remainder())
        .zip(b.remainder())
        .zip(c.remainder());
    for ((((o, &x), &a), &b), &c) in tail {
        *o = x.wrapping_sub(predict(a, b, c));
    }
}

/// The Paeth predictor (PNG specification, 9.4): whichever of left `a`, above `b` and
/// above-left `c` is nearest to `a + b - c`, ties going to `a`, then `b`. In bytes only, so
/// that it vectorises: the distances are |b - c|, |a - c| and |(a - c) + (b - c)|; the last
/// is |pa - pb| when `a` and `b` lie on either side of `c`, and otherwise at least both of the
/// others, so that then any value as large does: 255.
#[inline(always)]
fn predict(a: u8, b: u8, c: u8) -> u8 {
    // Differences as max - min: `abs_diff` widens the bytes and stops the vectorising.
    let pa = b.max(c) - b.min(c);
    let pb = a.max(c) - a.min(c);
    let pc = if (a < c) == (b < c) {
        u8::MAX
    } else {
        pa.max(pb) - pa.min(pb)
    };
    let not_a = if pb <= pc { b } else { c };
    if pa <= pb && pa <= pc {
        a
    } else {
        not_a
    }
}

/// RGBA to RGB: `dst` holds 3 bytes for every 4 of `src`. With AVX2, 8 pixels a shuffle;
/// otherwise 4 pixels from two 64-bit words (about three times faster than pixel by pixel).
#[inline(always)]
pub(crate) fn pack_rgb(src: &[u8], dst: &mut [u8]) {
    #[cfg(target_arch = "x86_64")]
    if std::is_x86_feature_detected!("avx2") {
        // SAFETY: the CPU has AVX2 (checked just above; the answer is cached).
        return unsafe { pack_rgb_avx2(src, dst) };
    }
    pack_rgb_words(src, dst)
}

/// [`pack_rgb`], four pixels at a time through two 64-bit words.
#[inline(always)]
fn pack_rgb_words(src: &[u8], dst: &mut [u8]) {
    let mut from = src.chunks_exact(16);
    let mut to = dst.chunks_exact_mut(12);
    for (s, d) in (&mut from).zip(&mut to) {
        // Two pixels a word, each pixel's alpha in its top byte.
        let w0 = u64::from_le_bytes(s[..8].try_into().expect("8 bytes"));
        let w1 = u64::from_le_bytes(s[8..].try_into().expect("8 bytes"));
        let lo = (w0 & 0xFF_FFFF) | (w0 >> 8 & 0xFFFF_FF00_0000) | w1 << 48;
        let hi = (w1 >> 16 & 0xFF) | (w1 >> 24 & 0xFFFF_FF00);
        d[..8].copy_from_slice(&lo.to_le_bytes());
        d[8..].copy_from_slice(&(hi as u32).to_le_bytes());
    }
    let tail = from.remainder().chunks_exact(4);
    for (s, d) in tail.zip(to.into_remainder().chunks_exact_mut(3)) {
        d.copy_from_slice(&s[..3]);
    }
}

/// [`pack_rgb`] with AVX2: 8 pixels a load, shuffle, permute and store.
///
/// # Safety
/// Only on a CPU with AVX2.
#[cfg(target_arch = "x86_64")]
#[target_feature(enable = "avx2")]
unsafe fn pack_rgb_avx2(src: &[u8], dst: &mut [u8]) {
    use std::arch::x86_64::*;
    let px = (src.len() / 4).min(dst.len() / 3);
    // In each 16-byte lane, its four pixels' RGB to the lane's first 12 bytes; then the two
    // lanes' 12 bytes side by side (32-bit words 0-2 and 4-6). 32 bytes are stored, of which
    // the next store overwrites the last 8: the loop stops while 8 bytes of room remain.
    let shuffle = _mm256_setr_epi8(
        0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13, 14, -1, -1, -1, -1, 0, 1, 2, 4, 5, 6, 8, 9, 10, 12, 13,
        14, -1, -1, -1, -1,
    );
    let words = _mm256_setr_epi32(0, 1, 2, 4, 5, 6, 7, 7);
    let mut i = 0;
    while i + 8 <= px && 3 * i + 32 <= dst.len() {
        // SAFETY: bytes 4i..4i+32 of `src` and 3i..3i+32 of `dst` are in bounds (the loop's
        // condition); unaligned loads and stores.
        unsafe {
            let v = _mm256_loadu_si256(src.as_ptr().add(4 * i).cast());
            let packed = _mm256_permutevar8x32_epi32(_mm256_shuffle_epi8(v, shuffle), words);
            _mm256_storeu_si256(dst.as_mut_ptr().add(3 * i).cast(), packed);
        }
        i += 8;
    }
    for j in i..px {
        dst[3 * j..3 * j + 3].copy_from_slice(&src[4 * j..4 * j + 3]);
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// The predictor as the specification writes it, with its branches.
    fn predict_as_written(a: u8, b: u8, c: u8) -> u8 {
        let p = i32::from(a) + i32::from(b) - i32::from(c);
        let (pa, pb, pc) = (
            (p - i32::from(a)).abs(),
            (p - i32::from(b)).abs(),
            (p - i32::from(c)).abs(),
        );
        if pa <= pb && pa <= pc {
            a
        } else if pb <= pc {
            b
        } else {
            c
        }
    }

    #[test]
    fn the_predictor_is_the_specifications_for_every_byte_triple() {
        for a in 0..=255u8 {
            for b in 0..=255u8 {
                for c in 0..=255u8 {
                    assert_eq!(predict(a, b, c), predict_as_written(a, b, c), "{a} {b} {c}");
                }
            }
        }
    }

    #[test]
    fn packing_drops_alpha_from_every_pixel_and_the_tail() {
        // Every row length from 0 to 40 pixels: whole blocks of 4 and 8, tails, and rows
        // too short for a 32-byte store.
        for n in 0..=40usize {
            let rgba: Vec<u8> = (0..4 * n).map(|i| (i * 7 + 3) as u8).collect();
            let expected: Vec<u8> = rgba
                .chunks_exact(4)
                .flat_map(|p| [p[0], p[1], p[2]])
                .collect();
            let mut rgb = vec![0xAA; 3 * n];
            pack_rgb(&rgba, &mut rgb);
            assert_eq!(rgb, expected, "{n} pixels");
            let mut words = vec![0xAA; 3 * n];
            pack_rgb_words(&rgba, &mut words);
            assert_eq!(words, expected, "{n} pixels, by words");
        }
    }
}
