//! Bands of rows compressed once and written again: consecutive pictures of a game share
//! much (the scoreboard's rows of the colours nobody took, a board's rows that kept their
//! tiles), and a band whose pixels and row above are the same is compressed to the same
//! bits. A [`BandCache`] keeps the compressed bands of recent pictures, each under a key of
//! what paints it (`Scene::band_keys`: the base, then every operation that meets the band or
//! the row above it, by content), and the encoder writes a band found there instead of
//! painting, filtering and compressing it. The PNG is the same, byte for byte (tested).
//!
//! A key is a 128-bit SipHash of the band's size, place and operations, where each drawn
//! thing (sprite, glyph mask, shape, emoji) counts by a content key made once per thing.

use super::deflate::Piece;
use hashlink::LruCache;
use siphasher::sip128::{Hasher128, SipHasher13};
use std::hash::Hasher;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// Rows a band spans when bands are reused: half the painting band, so that a change in one
/// row of the scoreboard leaves more of its neighbours whole (docs/measurements.md,
/// 2026-11-27, late afternoon).
pub(crate) const ROWS: u32 = 16;

/// What a process keeps by default: about eighty turn pictures' bands.
pub const BAND_CACHE_BYTES: usize = 16 << 20;

/// A hasher for keys (fixed keys: the same content gets the same key in every process).
pub(crate) fn hasher() -> SipHasher13 {
    SipHasher13::new_with_keys(0x6361_6c63_6164_6121, 0x6261_6e64_7321_2121)
}

/// The 128-bit key of what was written into `h`.
pub(crate) fn finish(h: &SipHasher13) -> u128 {
    h.finish128().as_u128()
}

/// A thing's content key, made from its content on first use (the thing does not change).
#[derive(Debug, Default)]
pub(crate) struct ContentKey(OnceLock<u128>);

impl ContentKey {
    pub fn get(&self, write: impl FnOnce(&mut SipHasher13)) -> u128 {
        *self.0.get_or_init(|| {
            let mut h = hasher();
            write(&mut h);
            finish(&h)
        })
    }
}

/// Writes a length-prefixed byte string.
pub(crate) fn bytes(h: &mut SipHasher13, data: &[u8]) {
    h.write_usize(data.len());
    h.write(data);
}

/// Compressed bands of recent pictures, the least recently used dropped past a budget of
/// bytes. Shared by every picture of a process (behind a lock held only to look up or add).
pub struct BandCache {
    budget: usize,
    inner: Mutex<Inner>,
}

struct Inner {
    bands: LruCache<u128, Arc<Piece>>,
    bytes: usize,
    reused: u64,
    compressed: u64,
}

/// What a [`BandCache`] did so far.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq)]
pub struct BandStats {
    /// Bands written from the cache.
    pub reused: u64,
    /// Bands painted and compressed (then kept).
    pub compressed: u64,
    /// Bytes kept now, and bands.
    pub bytes: usize,
    pub bands: usize,
}

impl BandCache {
    /// A cache keeping at most about `budget` bytes of compressed bands.
    pub fn new(budget: usize) -> BandCache {
        BandCache {
            budget,
            inner: Mutex::new(Inner {
                bands: LruCache::new_unbounded(),
                bytes: 0,
                reused: 0,
                compressed: 0,
            }),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The band kept under `key`, if any (counted as reused).
    pub(crate) fn get(&self, key: u128) -> Option<Arc<Piece>> {
        let mut inner = self.lock();
        let piece = inner.bands.get(&key).cloned();
        if piece.is_some() {
            inner.reused += 1;
        }
        piece
    }

    /// Keeps a band just compressed, dropping the least recently used past the budget.
    pub(crate) fn insert(&self, key: u128, piece: Piece) {
        let size = piece.bytes() + ENTRY_BYTES;
        let mut inner = self.lock();
        inner.compressed += 1;
        if size > self.budget {
            return;
        }
        if let Some(old) = inner.bands.insert(key, Arc::new(piece)) {
            inner.bytes -= old.bytes() + ENTRY_BYTES;
        }
        inner.bytes += size;
        while inner.bytes > self.budget {
            match inner.bands.remove_lru() {
                Some((_, old)) => inner.bytes -= old.bytes() + ENTRY_BYTES,
                None => break,
            }
        }
    }

    /// What it did so far, and what it keeps.
    pub fn stats(&self) -> BandStats {
        let inner = self.lock();
        BandStats {
            reused: inner.reused,
            compressed: inner.compressed,
            bytes: inner.bytes,
            bands: inner.bands.len(),
        }
    }
}

/// A kept band's cost beyond its bits: the key, the map's links and the `Arc`, about.
const ENTRY_BYTES: usize = 96;
