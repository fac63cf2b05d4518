//! Bits into bytes, for the stream and its headers.

/// Bits into bytes, least significant first: a 64-bit buffer written out 8 bytes at a time
/// into room made ahead, so that up to 56 bits can be added between flushes.
pub(super) struct Writer {
    pub(super) out: Vec<u8>,
    /// Bytes written; `out` past it is room.
    pub(super) pos: usize,
    pub(super) buf: u64,
    pub(super) nbits: u32,
}

impl Writer {
    pub(super) fn new(out: Vec<u8>) -> Writer {
        Writer {
            pos: out.len(),
            out,
            buf: 0,
            nbits: 0,
        }
    }

    #[inline(always)]
    pub(super) fn put(&mut self, bits: u64, n: u32) {
        debug_assert!(self.nbits + n <= 64 && (n == 64 || bits >> n == 0));
        self.buf |= bits << self.nbits;
        self.nbits += n;
    }

    /// Writes out the whole bytes of the buffer (at most 7 bits stay).
    #[inline(always)]
    pub(super) fn flush(&mut self) {
        if self.out.len() < self.pos + 8 {
            self.out.resize(self.pos + 8, 0);
        }
        self.out[self.pos..self.pos + 8].copy_from_slice(&self.buf.to_le_bytes());
        let bytes = self.nbits / 8;
        self.pos += bytes as usize;
        self.buf = if bytes == 8 {
            0
        } else {
            self.buf >> (bytes * 8)
        };
        self.nbits %= 8;
    }

    /// Appends `nbits` bits of `bits` from its bit `skip` (under 8; least significant first;
    /// at least eight bytes past the last bit), 56 at a time.
    pub(super) fn append(&mut self, bits: &[u8], skip: u32, nbits: u64) {
        debug_assert!(skip < 8);
        self.reserve(bits.len() + 16);
        let word =
            |i: usize| u64::from_le_bytes(bits[i..i + 8].try_into().expect("8 bytes")) >> skip;
        let (mut i, mut left) = (0usize, nbits);
        while left >= 56 {
            self.put(word(i) & ((1 << 56) - 1), 56);
            self.flush();
            i += 7;
            left -= 56;
        }
        if left > 0 {
            self.put(word(i) & ((1 << left) - 1), left as u32);
            self.flush();
        }
    }

    /// Room for `n` more bytes without growing one flush at a time.
    pub(super) fn reserve(&mut self, n: usize) {
        if self.out.len() < self.pos + n {
            self.out.resize((self.pos + n).max(2 * self.out.len()), 0);
        }
    }
}
