//! The fixed Huffman code, built once from a model of our pictures' filtered bytes
//! ([`weight`]): Huffman's code lengths within deflate's limits, the canonical codes, a table
//! for bytes and lengths, and the zlib and block headers that send the code.

use super::bits::Writer;
use std::sync::OnceLock;

/// Literal/length symbols: bytes 0 to 255, the end of the block, then lengths 3 to 258.
const SYMBOLS: usize = 286;
pub(super) const END: usize = 256;
/// The longest code deflate allows, and the longest for the code-length code.
const MAX_BITS: u8 = 15;
const MAX_LENGTH_BITS: u8 = 7;

/// The lengths 3 to 258: first length of each symbol from 257, and its extra bits.
const LENGTH_BASE: [u16; 29] = [
    3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131,
    163, 195, 227, 258,
];
const LENGTH_EXTRA: [u8; 29] = [
    0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0,
];
/// The order the code-length code's lengths are sent in (RFC 1951 3.2.7).
const LENGTH_ORDER: [usize; 19] = [
    16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15,
];

/// How often a symbol comes in our pictures after the Paeth filter, per 10,000 bytes coded:
/// a curve fitted to the counts in the golden turn, board, table and panel pictures (only the
/// shape matters). Zero is 40 to 50% (and also codes short runs); another byte falls off with
/// its distance from zero as a signed byte, from 1.5% near it to 0.1%; long runs make many
/// copies of 258. The code it gives: 1 bit for zero, 7 to 11 for the other bytes.
fn weight(symbol: usize) -> u32 {
    match symbol {
        0 => 5000,
        1..=255 => {
            let d = u32::from((symbol as u8 as i8).unsigned_abs());
            1100 / (d + 8)
        }
        END => 1,
        285 => 200,
        _ => 20,
    }
}

/// The longest code a byte may have: four fit the 57 bits the writer takes between flushes.
const MAX_BYTE_BITS: u8 = 14;

/// Everything built once: the code, its table for bytes and the header that sends it.
pub(super) struct Code {
    /// Bit-reversed code (written least significant bit first) and length, of each symbol.
    pub(super) code: [u16; SYMBOLS],
    pub(super) len: [u8; SYMBOLS],
    /// For each byte: its code in the low 16 bits, its length above. One small table (1 KB)
    /// stays in the cache between pictures, where a table of byte pairs (256 KB) would not.
    pub(super) byte: [u32; 256],
    /// The zlib header and the block's header, to its last whole byte; then the rest.
    pub(super) header: Vec<u8>,
    pub(super) header_tail: (u64, u32),
    /// For each length 3 to 258 (index length - 3): symbol, extra bits' count and value.
    pub(super) lengths: Vec<(u16, u8, u16)>,
}

pub(super) fn code() -> &'static Code {
    static CODE: OnceLock<Code> = OnceLock::new();
    CODE.get_or_init(|| {
        let weights: Vec<u32> = (0..SYMBOLS).map(weight).collect();
        let len = huffman_lengths(&weights, MAX_BITS);
        assert!(
            len[..256].iter().all(|&l| l <= MAX_BYTE_BITS),
            "four byte codes fit between two flushes"
        );
        let code = canonical(&len);
        let byte = std::array::from_fn(|b| u32::from(code[b]) | u32::from(len[b]) << 16);
        let mut lengths = Vec::with_capacity(256);
        for length in 3..=258u16 {
            let s = LENGTH_BASE
                .iter()
                .rposition(|&b| b <= length)
                .expect("3 or more");
            lengths.push((257 + s as u16, LENGTH_EXTRA[s], length - LENGTH_BASE[s]));
        }
        // zlib: deflate with a 32 KB window, no dictionary, "fastest" (a check value).
        let mut w = Writer::new(vec![0x78, 0x01]);
        write_block_header(&mut w, &len);
        let header_tail = (w.buf, w.nbits);
        w.out.truncate(w.pos);
        Code {
            code: code.try_into().expect("a code for every symbol"),
            len: len.try_into().expect("a length for every symbol"),
            byte,
            header: w.out,
            header_tail,
            lengths,
        }
    })
}

/// Code lengths for `weights` (0 = unused, no code), none longer than `limit`, by Huffman's
/// algorithm; where it would go past `limit`, again on flatter weights (each halved).
fn huffman_lengths(weights: &[u32], limit: u8) -> Vec<u8> {
    let mut w: Vec<u64> = weights.iter().map(|&x| u64::from(x)).collect();
    loop {
        let len = huffman_once(&w);
        if len.iter().all(|&l| l <= limit) {
            return len;
        }
        for x in w.iter_mut().filter(|x| **x > 0) {
            *x = (*x).div_ceil(2);
        }
    }
}

fn huffman_once(w: &[u64]) -> Vec<u8> {
    use std::cmp::Reverse;
    use std::collections::BinaryHeap;
    let used: Vec<usize> = (0..w.len()).filter(|&i| w[i] > 0).collect();
    let mut len = vec![0u8; w.len()];
    if used.len() == 1 {
        len[used[0]] = 1;
        return len;
    }
    // Nodes: the symbols used, then each merge; a node's parent, to count its depth.
    let mut parent = vec![usize::MAX; 2 * used.len()];
    let mut heap: BinaryHeap<Reverse<(u64, usize)>> = used
        .iter()
        .enumerate()
        .map(|(n, &s)| Reverse((w[s], n)))
        .collect();
    let mut next = used.len();
    while heap.len() > 1 {
        let Reverse((wa, a)) = heap.pop().expect("two nodes");
        let Reverse((wb, b)) = heap.pop().expect("two nodes");
        parent[a] = next;
        parent[b] = next;
        heap.push(Reverse((wa + wb, next)));
        next += 1;
    }
    for (n, &s) in used.iter().enumerate() {
        let (mut depth, mut at) = (0u32, n);
        while parent[at] != usize::MAX {
            depth += 1;
            at = parent[at];
        }
        len[s] = u8::try_from(depth).unwrap_or(u8::MAX);
    }
    len
}

/// The canonical codes of `len` (RFC 1951 3.2.2), bit-reversed for writing.
fn canonical(len: &[u8]) -> Vec<u16> {
    let mut count = [0u16; 16];
    for &l in len.iter().filter(|&&l| l > 0) {
        count[usize::from(l)] += 1;
    }
    let mut next = [0u16; 16];
    let mut c = 0u16;
    for bits in 1..16 {
        c = (c + count[bits - 1]) << 1;
        next[bits] = c;
    }
    len.iter()
        .map(|&l| {
            if l == 0 {
                return 0;
            }
            let v = next[usize::from(l)];
            next[usize::from(l)] += 1;
            v.reverse_bits() >> (16 - l)
        })
        .collect()
}

/// The block's header: last block, dynamic codes; the literal/length code's lengths and one
/// distance code (distance 1), each length sent as itself in the code-length code.
fn write_block_header(w: &mut Writer, len: &[u8]) {
    // The lengths sent: every literal/length symbol's, then the one distance code's (1 bit).
    let sent: Vec<u8> = len.iter().copied().chain([1]).collect();
    let mut weights = [0u32; 19];
    for &l in &sent {
        weights[usize::from(l)] += 1;
    }
    let cl_len = huffman_lengths(&weights, MAX_LENGTH_BITS);
    let cl_code = canonical(&cl_len);
    let hclen = LENGTH_ORDER
        .iter()
        .rposition(|&s| cl_len[s] > 0)
        .map_or(4, |i| (i + 1).max(4));
    w.put(1, 1); // the last block
    w.put(2, 2); // dynamic Huffman codes
    w.put((SYMBOLS - 257) as u64, 5);
    w.put(0, 5); // one distance code
    w.put((hclen - 4) as u64, 4);
    for &s in &LENGTH_ORDER[..hclen] {
        w.put(u64::from(cl_len[s]), 3);
        w.flush();
    }
    for &l in &sent {
        let l = usize::from(l);
        w.put(u64::from(cl_code[l]), u32::from(cl_len[l]));
        w.flush();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_codes_are_complete_and_within_deflates_limits() {
        let c = code();
        let kraft: f64 = c.len.iter().map(|&l| 0.5f64.powi(i32::from(l))).sum();
        assert!(
            (kraft - 1.0).abs() < 1e-12,
            "a complete prefix code: {kraft}"
        );
        assert!(c.len.iter().all(|&l| (1..=MAX_BITS).contains(&l)));
        assert!(
            c.len[0] <= 2,
            "zero, the commonest byte, has the shortest code"
        );
        assert_eq!(
            c.code[0], 0,
            "all 0 bits (short runs of zeros are written as 0 bits)"
        );
        // Four byte codes fit between two flushes.
        assert!(4 * u32::from(*c.len[..256].iter().max().unwrap()) <= 57);
    }

    #[test]
    fn huffman_lengths_respect_the_limit_and_leave_unused_symbols_out() {
        let weights: Vec<u32> = (0..40)
            .map(|i| if i == 7 { 0 } else { 1 << (i % 30) })
            .collect();
        let len = huffman_lengths(&weights, 7);
        assert!(len.iter().all(|&l| l <= 7));
        assert_eq!(len[7], 0);
        let kraft: f64 = len
            .iter()
            .filter(|&&l| l > 0)
            .map(|&l| 0.5f64.powi(i32::from(l)))
            .sum();
        assert!((kraft - 1.0).abs() < 1e-12);
    }
}
