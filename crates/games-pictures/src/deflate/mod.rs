//! The zlib stream of a picture's filtered rows, in one deflate block whose Huffman code is
//! made for them. A good row filter leaves a flat picture mostly zero bytes (about 90%), with
//! anti-aliased edges and text in between; fdeflate codes each partly-zero group of 8 bytes
//! through several branches, and most of its time goes on those branches. Here a group of 8
//! bytes is either all zero, adding to a run, or coded whole, zeros included, four bytes a
//! write: zero, 40 to 50% of the bytes coded, takes 1 bit. Four groups are tested at once
//! first (most 32-byte blocks are all zero). Runs are a zero followed by copies of it
//! (distance 1, lengths up to 258), as in fdeflate; runs under 12 bytes are zeros coded one
//! by one.
//!
//! The code is fixed, built once from `weight` (`code.rs`), a model of our pictures' filtered
//! bytes, and sent in the block's header (a dynamic Huffman block, RFC 1951 3.2.7). So the
//! bits a band of rows is coded to do not depend on what came before it, but for the run of
//! zeros it ends (each row starts with its filter type, never zero): recorded as a [`Piece`],
//! a band is written again into another picture's stream at any bit (`reuse.rs`).
//!
//! Files: this one codes the stream and records and writes pieces; `code.rs` builds the code
//! and the block's header; `bits.rs` writes bits into bytes.

mod bits;
mod code;

use bits::Writer;
use code::{code, Code, END};

/// Runs of zeros this long or longer are copies; shorter ones are coded byte by byte (a zero
/// takes 1 bit, a copy about 10).
const MIN_RUN: u32 = 12;

/// A zlib stream being written: feed it the filtered rows in order, then [`Deflate::finish`].
/// A stretch of it can be recorded as a [`Piece`] ([`Deflate::begin`], [`Deflate::end`]) and
/// written again into another stream ([`Deflate::append`]), which then is the same, byte for
/// byte, as if that stretch's bytes had been coded there: the code is fixed and each piece
/// starts with a byte that is not zero (a row's filter type), so no run crosses into it.
pub(super) struct Deflate {
    w: Writer,
    code: &'static Code,
    /// The checksum of the bytes before the current stretch, and of those since.
    adler: u32,
    stretch: simd_adler32::Adler32,
    stretch_len: u64,
    /// Where the piece being recorded starts, in bits.
    started: u64,
    /// Zeros not yet written.
    run: u32,
}

/// A recorded stretch of a stream: its code's bits (from bit `skip` of `bits`, as written,
/// with eight spare bytes for whole-word reads), the zeros it ended with (not yet written),
/// and the Adler-32 and length of the bytes it codes.
pub(super) struct Piece {
    bits: Vec<u8>,
    skip: u32,
    nbits: u64,
    run: u32,
    adler: u32,
    len: u64,
}

impl Piece {
    /// The memory it takes, about.
    pub(super) fn bytes(&self) -> usize {
        self.bits.capacity() + std::mem::size_of::<Piece>()
    }
}

/// The Adler-32 of two byte strings one after the other, from each one's and the second's
/// length: the first sum adds, the second also takes the first string's first sum once for
/// each byte of the second (RFC 1950 8.2's sums, modulo 65521).
fn adler_join(first: u32, second: u32, second_len: u64) -> u32 {
    const BASE: u64 = 65521;
    let (a1, b1) = (u64::from(first & 0xFFFF), u64::from(first >> 16));
    let (a2, b2) = (u64::from(second & 0xFFFF), u64::from(second >> 16));
    let n = second_len % BASE;
    // The second string's sums start from 1, not from the first's: take 1 back out.
    let a = (a1 + a2 + BASE - 1) % BASE;
    let b = (b1 + b2 + n * a1 % BASE + BASE - n) % BASE;
    (a | b << 16) as u32
}

impl Deflate {
    /// A stream with room for `capacity` bytes before it grows.
    pub(super) fn new(capacity: usize) -> Deflate {
        let code = code();
        let mut out = Vec::with_capacity(capacity.max(code.header.len() + 64));
        out.extend_from_slice(&code.header);
        let mut w = Writer::new(out);
        w.put(code.header_tail.0, code.header_tail.1);
        Deflate {
            w,
            code,
            adler: 1,
            stretch: simd_adler32::Adler32::new(),
            stretch_len: 0,
            started: 0,
            run: 0,
        }
    }

    /// Folds the checksum of the bytes since the last fold into the stream's.
    fn fold(&mut self) {
        if self.stretch_len > 0 {
            let stretch = std::mem::take(&mut self.stretch).finish();
            self.adler = adler_join(self.adler, stretch, self.stretch_len);
            self.stretch_len = 0;
        }
    }

    /// The bits written so far.
    fn at(&self) -> u64 {
        self.w.pos as u64 * 8 + u64::from(self.w.nbits)
    }

    /// Starts recording a piece: what is written next, which must begin with a byte that is
    /// not zero (its first group ends the run before it, as [`Deflate::append`] does).
    pub(super) fn begin(&mut self) {
        if self.run > 0 {
            self.end_run(self.run);
            self.run = 0;
        }
        self.fold();
        self.started = self.at();
    }

    /// The piece written since [`Deflate::begin`]; the stream goes on as it was.
    pub(super) fn end(&mut self) -> Piece {
        let (from, to) = (self.started, self.at());
        // Every coding step ends with a flush, so the bytes up to `to` are in `out` (the
        // last one's bits past `to` are masked off when the piece is written again).
        let (start, end) = ((from / 8) as usize, to.div_ceil(8) as usize);
        let mut bits = Vec::with_capacity(end - start + 8);
        bits.extend_from_slice(&self.w.out[start..end]);
        bits.resize(end - start + 8, 0);
        let adler = std::mem::take(&mut self.stretch).finish();
        let piece = Piece {
            bits,
            skip: (from % 8) as u32,
            nbits: to - from,
            run: self.run,
            adler,
            len: self.stretch_len,
        };
        self.adler = adler_join(self.adler, adler, self.stretch_len);
        self.stretch_len = 0;
        piece
    }

    /// Writes a recorded piece, as if its bytes were coded here.
    pub(super) fn append(&mut self, piece: &Piece) {
        if self.run > 0 {
            self.end_run(self.run);
        }
        self.run = piece.run;
        self.fold();
        self.adler = adler_join(self.adler, piece.adler, piece.len);
        self.w.append(&piece.bits, piece.skip, piece.nbits);
    }

    /// Codes `data`, the next bytes of the stream; zeros at its end wait for what follows.
    #[inline(always)]
    pub(super) fn write(&mut self, data: &[u8]) {
        self.stretch.write(data);
        self.stretch_len += data.len() as u64;
        // At most 14 bits a byte (`MAX_BYTE_BITS`), and a run: 2 bytes a byte is room
        // enough; `flush` grows it if ever not.
        self.w.reserve(2 * data.len() + 64);
        // The run in a local: kept in a register over the (mostly zero) groups.
        let mut run = self.run;
        // 32 bytes at a time: most are all zero (one test, a longer run); the others are
        // coded as four groups.
        let mut blocks = data.chunks_exact(32);
        for b in &mut blocks {
            let word = |i: usize| u64::from_le_bytes(b[i..i + 8].try_into().expect("8 bytes"));
            let (w0, w1, w2, w3) = (word(0), word(8), word(16), word(24));
            if w0 | w1 | w2 | w3 == 0 {
                run += 32;
                continue;
            }
            for w in [w0, w1, w2, w3] {
                self.group(w, &mut run);
            }
        }
        let mut groups = blocks.remainder().chunks_exact(8);
        for g in &mut groups {
            self.group(u64::from_le_bytes(g.try_into().expect("8 bytes")), &mut run);
        }
        for &b in groups.remainder() {
            if b == 0 {
                run += 1;
            } else {
                if run > 0 {
                    self.end_run(run);
                    run = 0;
                }
                self.literal(b);
            }
        }
        self.run = run;
    }

    /// A group of 8 bytes, `x` (first byte lowest): more zeros, or the run so far then the
    /// 8 bytes, four to a write (at most 4 x 14 bits).
    #[inline(always)]
    fn group(&mut self, x: u64, run: &mut u32) {
        if x == 0 {
            *run += 8;
            return;
        }
        if *run > 0 {
            self.end_run(*run);
            *run = 0;
        }
        for half in [x & 0xFFFF_FFFF, x >> 32] {
            let (mut bits, mut n) = (0u64, 0u32);
            for k in 0..4 {
                let e = self.code.byte[(half >> (8 * k) & 0xFF) as usize];
                bits |= u64::from(e & 0xFFFF) << n;
                n += e >> 16;
            }
            self.w.put(bits, n);
            self.w.flush();
        }
    }

    #[inline(always)]
    fn literal(&mut self, b: u8) {
        let s = usize::from(b);
        self.w
            .put(u64::from(self.code.code[s]), u32::from(self.code.len[s]));
        self.w.flush();
    }

    /// Writes `run` zeros: byte by byte if few, else a zero and copies of it.
    #[inline(always)]
    fn end_run(&mut self, mut run: u32) {
        if run < MIN_RUN {
            self.zeros(run);
            return;
        }
        self.literal(0);
        run -= 1;
        while run >= 3 {
            // What is left under 3 (no copy is that short) ends as zeros.
            let n = run.min(258);
            let (sym, extra_bits, extra) = self.code.lengths[(n - 3) as usize];
            let s = usize::from(sym);
            self.w
                .put(u64::from(self.code.code[s]), u32::from(self.code.len[s]));
            self.w.put(u64::from(extra), u32::from(extra_bits));
            // Distance 1: the only distance code, 1 bit, 0.
            self.w.put(0, 1);
            self.w.flush();
            run -= n;
        }
        self.zeros(run);
    }

    /// `n` zero bytes (under [`MIN_RUN`]) as literals: zero's code is all 0 bits.
    #[inline(always)]
    fn zeros(&mut self, n: u32) {
        debug_assert!(n < MIN_RUN && self.code.code[0] == 0);
        self.w.put(0, n * u32::from(self.code.len[0]));
        self.w.flush();
    }

    /// Ends the block and the stream (its Adler-32), and returns it.
    pub(super) fn finish(mut self) -> Vec<u8> {
        if self.run > 0 {
            self.end_run(self.run);
        }
        let s = END;
        self.w
            .put(u64::from(self.code.code[s]), u32::from(self.code.len[s]));
        self.w.flush();
        if self.w.nbits > 0 {
            self.w.put(0, 8 - self.w.nbits);
            self.w.flush();
        }
        self.fold();
        let mut out = self.w.out;
        out.truncate(self.w.pos);
        out.extend_from_slice(&self.adler.to_be_bytes());
        out
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// zlib-rs's inflate (through flate2), which checks the codes, lengths and checksum.
    fn inflate(z: &[u8]) -> Vec<u8> {
        use std::io::Read;
        let mut out = Vec::new();
        flate2::read::ZlibDecoder::new(z)
            .read_to_end(&mut out)
            .expect("a valid zlib stream");
        out
    }

    fn deflate(parts: &[&[u8]]) -> Vec<u8> {
        let mut d = Deflate::new(16);
        for p in parts {
            d.write(p);
        }
        d.finish()
    }

    /// Rows of filtered bytes: a filter type byte (never zero), then runs of zeros of many
    /// lengths between bytes of every value.
    fn rows(count: usize, len: usize, seed: u32) -> Vec<Vec<u8>> {
        let mut noise = seed;
        (0..count)
            .map(|_| {
                let mut row = vec![4u8];
                while row.len() < len {
                    noise = noise.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
                    let zeros = (noise >> 20) as usize % 300;
                    row.extend(std::iter::repeat_n(0u8, zeros.min(len - row.len())));
                    if row.len() < len {
                        row.push((noise >> 8) as u8);
                    }
                }
                row
            })
            .collect()
    }

    #[test]
    fn pieces_written_again_give_the_stream_coded_in_one_go() {
        for (count, len, seed) in [(40, 2161, 1), (25, 1681, 2), (9, 7, 3), (30, 100, 4)] {
            let rows = rows(count, len, seed);
            let whole = {
                let mut d = Deflate::new(16);
                rows.iter().for_each(|r| d.write(r));
                d.finish()
            };
            // Record pieces of 1 to 5 rows in one stream, then write some again into a
            // second stream among rows coded there: the same stream, and the same for the
            // first.
            let mut first = Deflate::new(16);
            let mut pieces = Vec::new();
            let mut at = 0;
            let mut size = 1;
            while at < rows.len() {
                let to = (at + size).min(rows.len());
                first.begin();
                rows[at..to].iter().for_each(|r| first.write(r));
                pieces.push((at, to, first.end()));
                at = to;
                size = size % 5 + 1;
            }
            assert!(first.finish() == whole, "recording changes nothing");
            let mut second = Deflate::new(16);
            for (i, (from, to, piece)) in pieces.iter().enumerate() {
                if i % 3 == 1 {
                    rows[*from..*to].iter().for_each(|r| second.write(r));
                } else {
                    second.append(piece);
                }
            }
            let second = second.finish();
            assert!(second == whole, "{count} rows of {len}: the same stream");
            assert_eq!(inflate(&second), rows.concat());
        }
    }

    #[test]
    fn checksums_join_as_of_the_bytes_joined() {
        let data: Vec<u8> = (0..200_000u32).map(|i| (i * 7919 % 251) as u8).collect();
        let adler = |d: &[u8]| {
            let mut a = simd_adler32::Adler32::new();
            a.write(d);
            a.finish()
        };
        for cut in [0, 1, 5551, 65521, 65522, 131_042, 199_999, 200_000] {
            let (a, b) = data.split_at(cut);
            let joined = adler_join(adler(a), adler(b), b.len() as u64);
            assert_eq!(joined, adler(&data), "cut at {cut}");
        }
    }

    #[test]
    fn every_kind_of_input_comes_back_as_it_went_in() {
        let mut noise = 1u32;
        let mut mixed = Vec::new();
        for i in 0..20_000u32 {
            noise = noise.wrapping_mul(1_664_525).wrapping_add(1_013_904_223);
            // Runs of every length from 1 to over 600 between bytes of every value.
            let zeros = (i * 7) % 611;
            mixed.extend(std::iter::repeat_n(0u8, zeros as usize));
            mixed.push((noise >> 24) as u8 | 1);
        }
        let cases: Vec<Vec<u8>> = vec![
            Vec::new(),
            vec![0; 1],
            vec![0; 259],
            vec![0; 260],
            vec![0; 261],
            vec![0; 100_000],
            (0..=255).collect(),
            mixed,
        ];
        for data in &cases {
            assert_eq!(&inflate(&deflate(&[data])), data);
            // Fed in uneven parts (a row is not a multiple of 8 bytes): the same bytes.
            let parts: Vec<&[u8]> = data.chunks(2161).collect();
            assert_eq!(&inflate(&deflate(&parts)), data);
        }
    }
}
