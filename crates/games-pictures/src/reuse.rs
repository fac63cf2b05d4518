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
use std::collections::HashMap;
use std::hash::Hasher;
use std::sync::{Arc, Mutex, OnceLock, PoisonError};

/// Rows a band spans when bands are reused: half the painting band, so that a change in one
/// row of the scoreboard leaves more of its neighbours whole (docs/measurements.md,
/// 2026-11-27, late afternoon).
pub(crate) const ROWS: u32 = 16;

/// What a process keeps by default (`CALCADA_PICTURE_CACHE_MB`): the bands worth keeping of
/// about fifty turn pictures. It fills over minutes, and 8 MB held a long run over its
/// memory bound (docs/measurements.md, 2026-11-28 and 2026-11-29).
pub const BAND_CACHE_BYTES: usize = 4 << 20;

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
///
/// Only bands worth keeping are kept: the cache counts, per place in a picture (its size and
/// the band's top row), how many of the bands it kept there were written again before being
/// dropped. Where hardly any were (a turn picture's carousel, which changes every turn), it
/// keeps one band in [`SAMPLED`] only, to notice if that changes: the bands that are found
/// again then stay longer in the same budget.
pub struct BandCache {
    budget: usize,
    inner: Mutex<Inner>,
}

struct Inner {
    bands: LruCache<u128, Kept>,
    bytes: usize,
    reused: u64,
    compressed: u64,
    passed: u64,
    places: HashMap<Place, Record>,
}

/// A kept band: its bits, its place, and whether it was written again yet.
struct Kept {
    piece: Arc<Piece>,
    place: Place,
    found: bool,
}

/// A band's place in a picture: the picture's width and height, the band's top row, and
/// whether the picture keeps its alpha.
pub(crate) type Place = (u32, u32, u32, bool);

/// What became of the bands kept at a place: how many were kept, and how many of those were
/// written again at least once (the older counts halved as they grow, so it follows change).
#[derive(Default, Clone, Copy)]
struct Record {
    kept: u32,
    found: u32,
    /// Bands passed over since the last kept one (while the place is not worth keeping).
    passed: u32,
}

/// Bands kept at a place before its record is judged.
const JUDGED_AFTER: u32 = 32;
/// A place whose kept bands were written again less than once in this many is not worth
/// keeping: one of its bands in this many is kept (to notice if that changes).
const SAMPLED: u32 = 16;
/// Places recorded at most (pictures come in a few sizes); past it the records start again.
const PLACES: usize = 4096;

impl Record {
    fn worth_keeping(&self) -> bool {
        self.kept < JUDGED_AFTER || self.found * SAMPLED >= self.kept
    }
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
    /// Bands compressed and not kept: their place in the picture was not worth it.
    pub passed: u64,
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
                passed: 0,
                places: HashMap::new(),
            }),
        }
    }

    fn lock(&self) -> std::sync::MutexGuard<'_, Inner> {
        self.inner.lock().unwrap_or_else(PoisonError::into_inner)
    }

    /// The band kept under `key`, if any (counted as reused).
    pub(crate) fn get(&self, key: u128) -> Option<Arc<Piece>> {
        let mut inner = self.lock();
        let kept = inner.bands.get_mut(&key)?;
        let (piece, first) = (kept.piece.clone(), !kept.found);
        kept.found = true;
        let place = kept.place;
        inner.reused += 1;
        if first {
            if let Some(r) = inner.places.get_mut(&place) {
                r.found += 1;
            }
        }
        Some(piece)
    }

    /// Whether a band about to be compressed at `place` is worth keeping (else it is only
    /// compressed, and counted as such).
    pub(crate) fn wants(&self, place: Place) -> bool {
        let mut inner = self.lock();
        if inner.places.len() >= PLACES && !inner.places.contains_key(&place) {
            inner.places.clear();
        }
        let r = inner.places.entry(place).or_default();
        if r.worth_keeping() {
            return true;
        }
        r.passed += 1;
        if r.passed >= SAMPLED {
            r.passed = 0;
            return true;
        }
        inner.compressed += 1;
        inner.passed += 1;
        false
    }

    /// Keeps a band just compressed at `place`, dropping the least recently used past the
    /// budget.
    pub(crate) fn insert(&self, key: u128, place: Place, piece: Piece) {
        let size = piece.bytes() + ENTRY_BYTES;
        let mut inner = self.lock();
        inner.compressed += 1;
        if size > self.budget {
            return;
        }
        let r = inner.places.entry(place).or_default();
        r.kept += 1;
        if r.kept >= 4 * JUDGED_AFTER {
            r.kept /= 2;
            r.found /= 2;
        }
        let kept = Kept {
            piece: Arc::new(piece),
            place,
            found: false,
        };
        if let Some(old) = inner.bands.insert(key, kept) {
            inner.bytes -= old.piece.bytes() + ENTRY_BYTES;
        }
        inner.bytes += size;
        while inner.bytes > self.budget {
            match inner.bands.remove_lru() {
                Some((_, old)) => inner.bytes -= old.piece.bytes() + ENTRY_BYTES,
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
            passed: inner.passed,
        }
    }
}

/// A kept band's cost beyond its bits: the key, the map's links and the `Arc`, about.
const ENTRY_BYTES: usize = 96;

#[cfg(test)]
mod tests {
    use super::*;
    use crate::deflate::Deflate;

    fn piece() -> Piece {
        let mut d = Deflate::new(64);
        d.begin();
        d.write(&[1, 2, 3]);
        d.end()
    }

    /// Compresses `n` new bands at `place` (each kept if the cache wants it); with `again`,
    /// each is then looked up once (as the next picture would write it again). Returns how
    /// many were kept.
    fn bands(cache: &BandCache, place: Place, n: u32, again: bool, next: &mut u128) -> u32 {
        let mut kept = 0;
        for _ in 0..n {
            *next += 1;
            if cache.wants(place) {
                cache.insert(*next, place, piece());
                kept += 1;
                if again {
                    assert!(cache.get(*next).is_some());
                }
            }
        }
        kept
    }

    #[test]
    fn a_place_whose_bands_are_never_written_again_keeps_one_in_sampled_and_others_keep_all() {
        let cache = BandCache::new(1 << 20);
        let (mut key, changing, still) = (0, (720, 900, 160, false), (720, 900, 0, false));
        // Judged only once JUDGED_AFTER of its bands were kept.
        assert_eq!(bands(&cache, changing, JUDGED_AFTER, false, &mut key), 32);
        assert_eq!(bands(&cache, still, JUDGED_AFTER, true, &mut key), 32);
        // Then the place whose bands never came again keeps one in SAMPLED; the other all.
        assert_eq!(bands(&cache, changing, 10 * SAMPLED, false, &mut key), 10);
        assert_eq!(bands(&cache, still, 10 * SAMPLED, true, &mut key), 160);
        let stats = cache.stats();
        assert_eq!(stats.passed, u64::from(10 * SAMPLED - 10));
        assert_eq!(stats.compressed, 2 * u64::from(JUDGED_AFTER + 10 * SAMPLED));
        assert_eq!(stats.reused, u64::from(JUDGED_AFTER + 10 * SAMPLED));
        // A band found again twice counts once for its place; a changing place whose sampled
        // bands start coming again is worth keeping again.
        for _ in 0..8 {
            let kept = bands(&cache, changing, SAMPLED, true, &mut key);
            assert!(kept >= 1);
        }
        assert_eq!(bands(&cache, changing, SAMPLED, false, &mut key), SAMPLED);
    }
}
