//! Source-over blending of premultiplied RGBA pixels, the pictures' one blend: a colour at a
//! coverage per pixel (glyph and icon masks), a colour at one coverage (shape runs, rectangle
//! edges, translucent colours) and a sprite's translucent pixels. On x86_64, four pixels at a
//! time in SSE2 (which every x86_64 CPU has), with the same rounding as one pixel at a time,
//! so the pixels are the same byte for byte (tested); elsewhere, pixel by pixel.
//!
//! A pixel at coverage `c` with colour `px`: `s = px·c/255` per channel, then
//! `d = s + d·(255 − s.alpha)/255`, each division rounded as [`div255`] does.

/// `x / 255` rounded to nearest, exact for `x` up to 65,535 - 128.
#[inline(always)]
pub(crate) fn div255(x: u32) -> u32 {
    (x + 128 + ((x + 128) >> 8)) >> 8
}

/// One pixel `d` covered by `px` at `cov`.
#[inline(always)]
pub(crate) fn pixel(d: &mut [u8], px: [u8; 4], cov: u8) {
    let cov = u32::from(cov);
    let [r, g, b, a] = px.map(|v| div255(u32::from(v) * cov));
    let inv = 255 - a;
    d[0] = (r + div255(u32::from(d[0]) * inv)) as u8;
    d[1] = (g + div255(u32::from(d[1]) * inv)) as u8;
    d[2] = (b + div255(u32::from(d[2]) * inv)) as u8;
    d[3] = (a + div255(u32::from(d[3]) * inv)) as u8;
}

/// Pixels `dst` (4 bytes each) covered by `px` at the coverages `cov` (one byte a pixel).
pub(crate) fn cover(dst: &mut [u8], cov: &[u8], px: [u8; 4]) {
    let n = (dst.len() / 4).min(cov.len());
    #[cfg(target_arch = "x86_64")]
    let done = {
        let done = n / 4 * 4;
        // SAFETY: SSE2 is part of x86_64; `done` pixels of `dst` and coverages are in bounds.
        unsafe { sse2::cover(&mut dst[..done * 4], &cov[..done], px) };
        done
    };
    #[cfg(not(target_arch = "x86_64"))]
    let done = 0;
    for (d, &c) in dst[done * 4..n * 4].chunks_exact_mut(4).zip(&cov[done..n]) {
        pixel(d, px, c);
    }
}

/// Pixels `dst` (4 bytes each) all covered by `px` at `cov`.
pub(crate) fn cover_all(dst: &mut [u8], cov: u8, px: [u8; 4]) {
    let n = dst.len() / 4;
    #[cfg(target_arch = "x86_64")]
    let done = {
        let done = n / 4 * 4;
        let covs = [cov; 4];
        for quad in dst[..done * 4].chunks_exact_mut(16) {
            // SAFETY: SSE2 is part of x86_64; four pixels and four coverages.
            unsafe { sse2::cover(quad, &covs, px) };
        }
        done
    };
    #[cfg(not(target_arch = "x86_64"))]
    let done = 0;
    for d in dst[done * 4..n * 4].chunks_exact_mut(4) {
        pixel(d, px, cov);
    }
}

/// Premultiplied pixels `src` drawn over `dst` (source-over, 4 bytes a pixel).
pub(crate) fn over(dst: &mut [u8], src: &[u8]) {
    let n = dst.len().min(src.len()) / 4;
    #[cfg(target_arch = "x86_64")]
    let done = {
        let done = n / 4 * 4;
        // SAFETY: SSE2 is part of x86_64; `done` pixels of both are in bounds.
        unsafe { sse2::over(&mut dst[..done * 4], &src[..done * 4]) };
        done
    };
    #[cfg(not(target_arch = "x86_64"))]
    let done = 0;
    for (d, p) in dst[done * 4..n * 4]
        .chunks_exact_mut(4)
        .zip(src[done * 4..n * 4].chunks_exact(4))
    {
        let inv = 255 - u32::from(p[3]);
        for k in 0..4 {
            d[k] = (u32::from(p[k]) + div255(u32::from(d[k]) * inv)) as u8;
        }
    }
}

#[cfg(target_arch = "x86_64")]
mod sse2 {
    use std::arch::x86_64::*;

    /// [`super::div255`] on eight 16-bit lanes (every product of two bytes fits).
    #[inline(always)]
    unsafe fn div255(x: __m128i) -> __m128i {
        let y = _mm_add_epi16(x, _mm_set1_epi16(128));
        _mm_srli_epi16::<8>(_mm_add_epi16(y, _mm_srli_epi16::<8>(y)))
    }

    /// Each pixel's alpha (lane 3 of each four) in its four lanes.
    #[inline(always)]
    unsafe fn alphas(x: __m128i) -> __m128i {
        _mm_shufflehi_epi16::<0xFF>(_mm_shufflelo_epi16::<0xFF>(x))
    }

    /// `d = s + d·(255 − s.alpha)/255` on two pixels in 16-bit lanes.
    #[inline(always)]
    unsafe fn blend(s: __m128i, d: __m128i) -> __m128i {
        let inv = _mm_sub_epi16(_mm_set1_epi16(255), alphas(s));
        _mm_add_epi16(s, div255(_mm_mullo_epi16(d, inv)))
    }

    /// [`super::cover`] on whole groups of four pixels (`dst.len() == 4 * cov.len()`, a
    /// multiple of 16 bytes).
    ///
    /// # Safety
    /// Only on x86_64 (SSE2).
    #[inline(always)]
    pub(super) unsafe fn cover(dst: &mut [u8], cov: &[u8], px: [u8; 4]) {
        let [r, g, b, a] = px.map(i16::from);
        let ink = _mm_setr_epi16(r, g, b, a, r, g, b, a);
        let zero = _mm_setzero_si128();
        for (d, c) in dst.chunks_exact_mut(16).zip(cov.chunks_exact(4)) {
            // SAFETY: 16 bytes of `d` and 4 of `c`; unaligned loads and stores.
            unsafe {
                let dv = _mm_loadu_si128(d.as_ptr().cast());
                let c4 = i32::from_le_bytes([c[0], c[1], c[2], c[3]]);
                // Each coverage byte four times: c0 c0 c0 c0 c1 c1 c1 c1 c2 .. c3.
                let cv = _mm_cvtsi32_si128(c4);
                let cv = _mm_unpacklo_epi8(cv, cv);
                let cv = _mm_unpacklo_epi16(cv, cv);
                let s_lo = div255(_mm_mullo_epi16(ink, _mm_unpacklo_epi8(cv, zero)));
                let s_hi = div255(_mm_mullo_epi16(ink, _mm_unpackhi_epi8(cv, zero)));
                let lo = blend(s_lo, _mm_unpacklo_epi8(dv, zero));
                let hi = blend(s_hi, _mm_unpackhi_epi8(dv, zero));
                _mm_storeu_si128(d.as_mut_ptr().cast(), _mm_packus_epi16(lo, hi));
            }
        }
    }

    /// [`super::over`] on whole groups of four pixels (equal lengths, a multiple of 16).
    ///
    /// # Safety
    /// Only on x86_64 (SSE2).
    #[inline(always)]
    pub(super) unsafe fn over(dst: &mut [u8], src: &[u8]) {
        let zero = _mm_setzero_si128();
        for (d, s) in dst.chunks_exact_mut(16).zip(src.chunks_exact(16)) {
            // SAFETY: 16 bytes of each; unaligned loads and stores.
            unsafe {
                let dv = _mm_loadu_si128(d.as_ptr().cast());
                let sv = _mm_loadu_si128(s.as_ptr().cast());
                let lo = blend(_mm_unpacklo_epi8(sv, zero), _mm_unpacklo_epi8(dv, zero));
                let hi = blend(_mm_unpackhi_epi8(sv, zero), _mm_unpackhi_epi8(dv, zero));
                _mm_storeu_si128(d.as_mut_ptr().cast(), _mm_packus_epi16(lo, hi));
            }
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Premultiplied colours: opaque, translucent, clear and dark.
    const INKS: [[u8; 4]; 5] = [
        [43, 39, 36, 255],
        [214, 69, 65, 255],
        [86, 28, 26, 102],
        [0, 0, 0, 0],
        [20, 30, 40, 46],
    ];

    /// Opaque and translucent premultiplied backgrounds, `n` pixels.
    fn background(n: usize, seed: u32) -> Vec<u8> {
        let mut state = seed;
        (0..n)
            .flat_map(|_| {
                state = state.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                let a = if state >> 31 == 0 {
                    255
                } else {
                    (state >> 8) as u8
                };
                let c = |k: u32| ((state >> k) as u8 as u32 * u32::from(a) / 255) as u8;
                [c(0), c(5), c(11), a]
            })
            .collect()
    }

    #[test]
    fn covering_is_the_same_as_pixel_by_pixel_for_every_coverage() {
        // 259 pixels: every coverage, and a tail under four.
        let cov: Vec<u8> = (0..259u32).map(|i| (i * 7 % 256) as u8).collect();
        for (i, px) in INKS.into_iter().enumerate() {
            let mut fast = background(259, i as u32);
            let mut slow = fast.clone();
            cover(&mut fast, &cov, px);
            for (d, &c) in slow.chunks_exact_mut(4).zip(&cov) {
                pixel(d, px, c);
            }
            assert_eq!(fast, slow, "ink {px:?}");
            for c in [0u8, 1, 128, 254, 255] {
                let mut fast = background(23, c.into());
                let mut slow = fast.clone();
                cover_all(&mut fast, c, px);
                slow.chunks_exact_mut(4).for_each(|d| pixel(d, px, c));
                assert_eq!(fast, slow, "ink {px:?} at {c}");
            }
        }
    }

    #[test]
    fn drawing_over_is_the_same_as_pixel_by_pixel() {
        for n in [1usize, 4, 7, 64, 67] {
            let src = background(n, 99);
            let mut fast = background(n, 5);
            let mut slow = fast.clone();
            over(&mut fast, &src);
            for (d, p) in slow.chunks_exact_mut(4).zip(src.chunks_exact(4)) {
                let inv = 255 - u32::from(p[3]);
                for k in 0..4 {
                    d[k] = (u32::from(p[k]) + div255(u32::from(d[k]) * inv)) as u8;
                }
            }
            assert_eq!(fast, slow, "{n} pixels");
        }
    }

    #[test]
    fn div255_rounds_every_product_of_two_bytes() {
        for x in 0..=255 * 255u32 {
            let exact = (f64::from(x) / 255.0).round() as u32;
            assert_eq!(div255(x), exact, "{x}");
        }
    }
}
