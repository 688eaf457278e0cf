//! Allocation sites: which site every object comes from, cheaply.
//!
//! A site is a class and an allocation trace. Deciding an object's site at
//! every allocation (the class from its id, the trace with its line
//! numbers, two hash look-ups) and keeping every object in a hash table
//! keyed by `(arena, id)` was most of what `heap=sites` cost. Here:
//!
//! * **Raw sites.** Where the VM has allocation hooks, each thread's hook
//!   ([`HeapHook`]) gets the allocation with the stable class key and the
//!   stack as raw frames (method, instruction index: no line numbers), on
//!   the allocating thread, without a lock. The hook turns (class key,
//!   array kind, thread, raw frames) into a *raw site* number with its own
//!   cache (one hash of a few words), falling back to the shared
//!   [`Registry`] the first time it meets a key. Only when dumping are raw
//!   sites resolved into classes and traces (with line numbers), once per
//!   raw site. Allocations that come as events (the start-up report,
//!   requested ones, or a VM without hooks) get *known* sites in the same
//!   registry.
//! * **Counters per thread.** Each hook counts bytes and objects per raw
//!   site in the cache entry that found the site (flushed into its own
//!   vector when the entry is reused); the dump adds them up (the live
//!   threads' through `visit_hooks`, the ended threads' as they handed
//!   them over).
//! * **Objects by address.** [`ObjTable`] maps an object's address to its
//!   site and size in pages of atomic words (objects start at least 16
//!   bytes apart, so one word per 16 bytes of heap): one store per
//!   allocation, no hashing, no lock. Collections move entries
//!   (OBJECT_MOVE). Nothing is ever removed: an address that is reused
//!   gets a new entry with the new object's allocation or move, so the
//!   entry at the address of a live object always describes that object.
//!   Which objects are live is asked from the VM at dump time (a level-0
//!   heap dump lists every object not yet freed by a collection), so
//!   OBJECT_FREE, one event per dead object, is not needed at all.

use std::hash::Hasher;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use rjvm_profiler_api::{AllocInfo, ObjectId, RawFrame, ThreadId, TypeCode};

use crate::util::{FxHasher, FxMap};

// ---------------------------------------------------------------------------
// Objects by address
// ---------------------------------------------------------------------------

/// Objects start at least `1 << GRANULE` bytes apart (a header alone is 16).
const GRANULE: u32 = 4;
/// Entries per page (a page covers 256 KiB of heap).
const PAGE_BITS: u32 = 14;
const PAGE: usize = 1 << PAGE_BITS;

type Page = &'static [AtomicU64];

/// The site and size of every object the agent was told about, by
/// address. Entries: `(site + 1) << 32 | size`, 0 for none. Written by the
/// allocating threads (each its own objects) and by the collector's events
/// (with the other threads stopped); pages are never freed.
#[derive(Default)]
pub struct ObjTable {
    pages: Mutex<FxMap<usize, Page>>,
}

/// One thread's cache of the page it used last.
#[derive(Default)]
pub struct PageCache {
    number: usize,
    page: Option<Page>,
}

impl ObjTable {
    fn slot(obj: ObjectId) -> (usize, usize) {
        let g = obj.0 >> GRANULE;
        (g >> PAGE_BITS, g & (PAGE - 1))
    }

    #[inline]
    fn page(&self, cache: &mut PageCache, number: usize, create: bool) -> Option<Page> {
        if let Some(p) = cache.page {
            if cache.number == number {
                return Some(p);
            }
        }
        self.page_slow(cache, number, create)
    }

    #[cold]
    fn page_slow(&self, cache: &mut PageCache, number: usize, create: bool) -> Option<Page> {
        let mut pages = self.pages.lock().unwrap_or_else(|e| e.into_inner());
        let p = match pages.get(&number) {
            Some(&p) => p,
            None if create => {
                let p: Page = Box::leak((0..PAGE).map(|_| AtomicU64::new(0)).collect::<Box<[AtomicU64]>>());
                pages.insert(number, p);
                p
            }
            None => return None,
        };
        *cache = PageCache { number, page: Some(p) };
        Some(p)
    }

    /// Records `obj` as an object of `site` with `size` bytes.
    #[inline]
    pub fn set(&self, cache: &mut PageCache, obj: ObjectId, site: u32, size: u64) {
        let (n, i) = Self::slot(obj);
        if let Some(p) = self.page(cache, n, true) {
            p[i].store((site as u64 + 1) << 32 | size.min(u32::MAX as u64), Ordering::Relaxed);
        }
    }

    /// The site and size recorded at `obj`'s address.
    pub fn get(&self, cache: &mut PageCache, obj: ObjectId) -> Option<(u32, u32)> {
        let (n, i) = Self::slot(obj);
        let v = self.page(cache, n, false)?[i].load(Ordering::Relaxed);
        (v != 0).then(|| ((v >> 32) as u32 - 1, v as u32))
    }

    /// A collection moved `obj` to `new`.
    pub fn moved(&self, cache: &mut PageCache, obj: ObjectId, new: ObjectId) {
        match self.get(cache, obj) {
            Some((site, size)) => self.set(cache, new, site, size as u64),
            // Nothing known: make sure no stale entry describes the object
            // now at `new` (it will be asked for when dumping).
            None => self.clear(cache, new),
        }
    }

    fn clear(&self, cache: &mut PageCache, obj: ObjectId) {
        let (n, i) = Self::slot(obj);
        if let Some(p) = self.page(cache, n, false) {
            p[i].store(0, Ordering::Relaxed);
        }
    }
}

// ---------------------------------------------------------------------------
// The registry of sites
// ---------------------------------------------------------------------------

/// A site as the registry knows it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum SiteKey {
    /// From an allocation hook: resolved when dumping.
    Raw { class_key: u32, is_array: TypeCode, thread: ThreadId, frames: Box<[RawFrame]> },
    /// From an event: the class (encoded [`crate::SiteClass`]) and trace
    /// serial, already resolved.
    Known { class: [u64; 2], trace: u32 },
}

impl SiteKey {
    /// The words a key is hashed and compared as.
    fn words(&self, out: &mut Vec<u64>) {
        out.clear();
        match self {
            SiteKey::Raw { class_key, is_array, thread, frames } => raw_words(out, *class_key, *is_array, *thread, frames),
            SiteKey::Known { class, trace } => out.extend([2, class[0], class[1], *trace as u64]),
        }
    }
}

fn raw_words(out: &mut Vec<u64>, class_key: u32, is_array: TypeCode, thread: ThreadId, frames: &[RawFrame]) {
    out.push(raw_head(class_key, is_array));
    out.push(thread.0 as u64);
    out.extend(frames.iter().map(|f| f.bits()));
}

#[inline(always)]
fn raw_head(class_key: u32, is_array: TypeCode) -> u64 {
    1 | (class_key as u64) << 8 | (is_array.as_jvmpi() as u8 as u64) << 40
}

fn hash_words(w: &[u64]) -> u64 {
    let mut h = FxHasher::default();
    for &x in w {
        h.write_u64(x);
    }
    h.finish()
}

/// Every site met so far, numbered in the order they were first met (so
/// sites, and the traces they resolve to, are numbered the same way in
/// runs that allocate the same way).
#[derive(Default)]
pub struct Registry {
    keys: Vec<SiteKey>,
    words: Vec<Box<[u64]>>,
    by_hash: FxMap<u64, Vec<u32>>,
    /// Allocations counted here (those that came as events): per site,
    /// bytes and objects.
    counts: Vec<[u64; 2]>,
}

impl Registry {
    /// The number of `key` (whose words are `w`), registered if new.
    fn intern(&mut self, w: &[u64], hash: u64, key: impl FnOnce() -> SiteKey) -> u32 {
        let cands = self.by_hash.entry(hash).or_default();
        if let Some(&s) = cands.iter().find(|&&s| *self.words[s as usize] == *w) {
            return s;
        }
        let s = self.keys.len() as u32;
        cands.push(s);
        self.keys.push(key());
        self.words.push(w.into());
        self.counts.push([0, 0]);
        s
    }

    /// The number of a known site, registered if new.
    pub fn known(&mut self, class: [u64; 2], trace: u32) -> u32 {
        let k = SiteKey::Known { class, trace };
        let mut w = Vec::with_capacity(4);
        k.words(&mut w);
        let h = hash_words(&w);
        self.intern(&w, h, || k)
    }

    /// Counts an allocation of `size` bytes at `site` (event path).
    pub fn count(&mut self, site: u32, size: u64) {
        let c = &mut self.counts[site as usize];
        c[0] += size;
        c[1] += 1;
    }

    /// The sites, by number.
    pub fn keys(&self) -> &[SiteKey] {
        &self.keys
    }

    /// The counts of the event path, by site.
    pub fn counts(&self) -> &[[u64; 2]] {
        &self.counts
    }
}

/// What the agent shares with its threads' allocation hooks. Its locks are
/// never held across a call into the VM (hooks may take them).
#[derive(Default)]
pub struct HeapShared {
    pub objects: ObjTable,
    pub registry: Mutex<Registry>,
    /// Per site: bytes and objects allocated by threads that ended.
    pub ended: Mutex<Vec<[u64; 2]>>,
}

impl HeapShared {
    pub fn registry(&self) -> std::sync::MutexGuard<'_, Registry> {
        self.registry.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// Adds per-site counts `from` into `into`.
pub fn add_counts(into: &mut Vec<[u64; 2]>, from: &[[u64; 2]]) {
    if into.len() < from.len() {
        into.resize(from.len(), [0, 0]);
    }
    for (a, b) in into.iter_mut().zip(from) {
        a[0] += b[0];
        a[1] += b[1];
    }
}

// ---------------------------------------------------------------------------
// The per-thread hook
// ---------------------------------------------------------------------------

/// Entries of a thread's site cache (a power of two).
const CACHE: usize = 512;

/// The most frames a cache entry holds (`depth=` beyond it: the cache
/// would take more than 128 KiB per thread).
const MAX_CACHED_DEPTH: usize = 16;

/// The cache's index of a raw site: a multiplicative hash of the class
/// word and the frames, a multiply per word (the entry holds the key to
/// check anyway; a frame is one word, [`RawFrame::bits`], with the
/// instruction index in its low bits). Each word enters at the low end,
/// where the multiply carries it into the top bits that make the index: an
/// instruction index put high (`index << 44`) left recursive stacks of one
/// method with different call sites in the same slot, and two hot sites of
/// BinaryTrees evicted each other on every allocation (12% of allocations
/// went to the registry).
#[inline(always)]
fn cache_index(head: u64, frames: &[RawFrame]) -> usize {
    const K: u64 = 0x9E37_79B9_7F4A_7C15;
    let mut h = head.wrapping_mul(K);
    for f in frames {
        h = (h.rotate_left(26) ^ f.bits()).wrapping_mul(K);
    }
    (h >> (64 - CACHE.trailing_zeros())) as usize
}

/// A cached raw site: its class word (0: empty entry), frame count and
/// number, and the bytes and objects allocated there since the entry was
/// last flushed into [`HeapHook::counts`] (counted here, in the line the
/// look-up just read, rather than in a vector indexed by site). Its frames
/// are `depth` entries of [`HeapHook::frames`].
#[derive(Clone, Copy, Default)]
struct CacheEntry {
    head: u64,
    n: u32,
    site: u32,
    bytes: u64,
    objects: u64,
}

/// One thread's allocation tracking (part of hprof's thread hook).
pub struct HeapHook {
    shared: Arc<HeapShared>,
    thread: ThreadId,
    /// Whether traces belong to threads (`thread=y`).
    per_thread: bool,
    /// Raw-site numbers, direct-mapped by [`cache_index`], with the key to
    /// check (the thread is this hook's, so not part of it); a miss asks
    /// the registry.
    cache: Box<[CacheEntry]>,
    /// The cached keys' frames, `depth` per entry, inline so that a hit
    /// reads no pointer.
    frames: Box<[RawFrame]>,
    /// Frames per entry: the deepest stack the VM hands over, at most
    /// [`MAX_CACHED_DEPTH`] (a deeper one is looked up in the registry).
    depth: usize,
    words: Vec<u64>,
    /// Allocations that went to the registry (how the tests see the cache).
    misses: u64,
    /// Per site: bytes and objects this thread allocated, but for what
    /// cache entries still hold ([`HeapHook::counts`] adds them in).
    counts: Vec<[u64; 2]>,
    pages: PageCache,
}

impl HeapHook {
    /// The hook of `thread`, whose allocations come with at most `depth`
    /// frames.
    pub fn new(shared: Arc<HeapShared>, thread: ThreadId, per_thread: bool, depth: usize) -> Self {
        // Deeper stacks than an entry holds are counted through the registry.
        let depth = depth.clamp(1, MAX_CACHED_DEPTH);
        let blank = RawFrame::new(rjvm_profiler_api::MethodId(0), 0);
        HeapHook {
            shared,
            thread,
            per_thread,
            cache: vec![CacheEntry::default(); CACHE].into_boxed_slice(),
            frames: vec![blank; CACHE * depth].into_boxed_slice(),
            depth,
            words: Vec::with_capacity(16),
            misses: 0,
            counts: Vec::new(),
            pages: PageCache::default(),
        }
    }

    /// An allocation of this thread.
    #[inline]
    pub fn alloc(&mut self, a: &AllocInfo<'_>) {
        let head = raw_head(a.class_key, a.is_array);
        let i = cache_index(head, a.frames);
        // Two-way: the slot, then its pair (two hot sites whose index
        // collides would otherwise evict each other at every allocation).
        let j = if self.cached(i, head, a.frames) {
            i
        } else if self.cached(i ^ 1, head, a.frames) {
            i ^ 1
        } else {
            match self.miss(i, head, a) {
                Ok(j) => j,
                // Deeper than an entry holds: counted by site.
                Err(site) => {
                    self.count(site, a.size, 1);
                    self.shared.objects.set(&mut self.pages, a.object, site, a.size);
                    return;
                }
            }
        };
        let e = &mut self.cache[j];
        e.bytes += a.size;
        e.objects += 1;
        let site = e.site;
        self.shared.objects.set(&mut self.pages, a.object, site, a.size);
    }

    /// Adds `bytes` and `objects` to the counts of `site`.
    fn count(&mut self, site: u32, bytes: u64, objects: u64) {
        let s = site as usize;
        if s >= self.counts.len() {
            self.counts.resize(s + 1, [0, 0]);
        }
        let c = &mut self.counts[s];
        c[0] += bytes;
        c[1] += objects;
    }

    /// Moves the counts held by cache entry `j` into [`HeapHook::counts`].
    fn flush_entry(&mut self, j: usize) {
        let e = self.cache[j];
        if e.objects != 0 {
            self.count(e.site, e.bytes, e.objects);
            self.cache[j].bytes = 0;
            self.cache[j].objects = 0;
        }
    }

    /// Per site: the bytes and objects this thread allocated.
    pub fn counts(&mut self) -> &[[u64; 2]] {
        for j in 0..self.cache.len() {
            self.flush_entry(j);
        }
        &self.counts
    }

    /// Whether cache entry `j` holds this key.
    #[inline(always)]
    fn cached(&self, j: usize, head: u64, frames: &[RawFrame]) -> bool {
        let e = &self.cache[j];
        let n = frames.len();
        e.head == head && e.n as usize == n && n <= self.depth && self.frames[j * self.depth..][..n].iter().zip(frames).all(|(a, b)| a.bits() == b.bits())
    }

    /// A key in neither entry of the pair of `i`: the entry it is now
    /// cached in (`i` if that is free, else its pair, so the first site of
    /// a pair stays), or `Err` with its site if it is deeper than an entry
    /// holds. The registry numbers it.
    #[cold]
    #[inline(never)]
    fn miss(&mut self, i: usize, head: u64, a: &AllocInfo<'_>) -> Result<usize, u32> {
        self.misses += 1;
        let thread = if self.per_thread { self.thread } else { ThreadId(0) };
        let mut w = std::mem::take(&mut self.words);
        w.clear();
        raw_words(&mut w, a.class_key, a.is_array, thread, a.frames);
        let site = self.shared.registry().intern(&w, hash_words(&w), || SiteKey::Raw {
            class_key: a.class_key,
            is_array: a.is_array,
            thread,
            frames: a.frames.into(),
        });
        self.words = w;
        let n = a.frames.len();
        if n > self.depth {
            return Err(site);
        }
        let j = if self.cache[i].head == 0 { i } else { i ^ 1 };
        self.flush_entry(j);
        self.frames[j * self.depth..][..n].copy_from_slice(a.frames);
        self.cache[j] = CacheEntry { head, n: n as u32, site, bytes: 0, objects: 0 };
        Ok(j)
    }

    /// The thread ends: its counts go to the shared totals.
    pub fn end(&mut self) {
        self.counts();
        let mut e = self.shared.ended.lock().unwrap_or_else(|e| e.into_inner());
        add_counts(&mut e, &self.counts);
        self.counts.clear();
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use rjvm_profiler_api::MethodId;

    #[test]
    fn table_follows_moves_and_reuse() {
        let t = ObjTable::default();
        let mut c = PageCache::default();
        let (a, b) = (ObjectId(0x7f00_0000_1000), ObjectId(0x7f00_4000_0010));
        t.set(&mut c, a, 3, 40);
        assert_eq!(t.get(&mut c, a), Some((3, 40)));
        assert_eq!(t.get(&mut c, b), None);
        t.moved(&mut c, a, b);
        assert_eq!(t.get(&mut c, b), Some((3, 40)));
        t.set(&mut c, a, 5, 16);
        assert_eq!(t.get(&mut c, a), Some((5, 16)));
        t.moved(&mut c, ObjectId(0x1230), b);
        assert_eq!(t.get(&mut c, b), None);
    }

    #[test]
    fn stacks_deeper_than_the_cache_and_colliding_keys_count_exactly() {
        let sh = Arc::new(HeapShared::default());
        let f = |m: usize, i: u32| RawFrame::new(MethodId(m), i);
        let deep = [f(0x100, 1), f(0x200, 2), f(0x300, 3)];
        let alloc = |obj: usize, class_key: u32, frames: &'static [RawFrame]| AllocInfo { object: ObjectId(obj), class: None, class_key, is_array: TypeCode::NormalObject, size: 16, frames };
        let deep: &'static [RawFrame] = Box::leak(Box::new(deep));
        // An entry holds one frame: a three-frame stack goes to the registry
        // every time, and still gets one site.
        let mut h = HeapHook::new(sh.clone(), ThreadId(1), false, 1);
        for i in 0..5 {
            h.alloc(&alloc(0x1000 + 16 * i, 7, deep));
        }
        assert_eq!(h.counts(), [[80, 5]]);
        // Many keys through a small cache: every one counted on its own site.
        let mut h = HeapHook::new(sh.clone(), ThreadId(1), false, 3);
        let stacks: Vec<&'static [RawFrame]> = (0..2000u32).map(|k| &*Box::leak(vec![f(0x100 + 8 * (k as usize % 50), k), f(0x900, k / 50)].into_boxed_slice())).collect();
        for round in 0..3 {
            for (k, st) in stacks.iter().enumerate() {
                h.alloc(&alloc(0x10_0000 + 16 * (k + 2000 * round), 9, st));
            }
        }
        assert_eq!(sh.registry().keys().len(), 2001);
        assert_eq!(h.counts().len(), 2001);
        assert!(h.counts()[1..].iter().all(|c| *c == [48, 3]));
        // Two hot stacks whose cache index collides, allocating in turn:
        // each goes to the registry once (the second takes the pair's other
        // entry), not at every allocation.
        let head = raw_head(9, TypeCode::NormalObject);
        let all: Vec<[RawFrame; 2]> = (0..4096u32).map(|k| [f(0x500, k), f(0x600, 3)]).collect();
        let first = cache_index(head, &all[0]);
        let other = all.iter().skip(1).find(|st| cache_index(head, &st[..]) == first).expect("a colliding stack");
        let (a, b): (&'static [RawFrame], &'static [RawFrame]) = (Box::leak(Box::new(all[0])), Box::leak(Box::new(*other)));
        let mut h = HeapHook::new(sh.clone(), ThreadId(1), false, 2);
        for k in 0..100 {
            h.alloc(&alloc(0x20_0000 + 32 * k, 9, a));
            h.alloc(&alloc(0x20_0010 + 32 * k, 9, b));
        }
        assert_eq!(h.misses, 2);
        assert_eq!(h.counts().iter().filter(|c| c[1] > 0).map(|c| c[1]).collect::<Vec<_>>(), vec![100, 100]);
    }

    #[test]
    fn hooks_share_sites_and_count_per_thread() {
        let sh = Arc::new(HeapShared::default());
        let frames = [RawFrame::new(MethodId(0x100), 7), RawFrame::new(MethodId(0x200), 3)];
        fn alloc(obj: usize, frames: &[RawFrame]) -> AllocInfo<'_> {
            AllocInfo { object: ObjectId(obj), class: None, class_key: 9, is_array: TypeCode::NormalObject, size: 24, frames }
        }
        let mut h1 = HeapHook::new(sh.clone(), ThreadId(1), false, 2);
        let mut h2 = HeapHook::new(sh.clone(), ThreadId(2), false, 2);
        h1.alloc(&alloc(0x1000, &frames));
        h1.alloc(&alloc(0x1020, &frames));
        h2.alloc(&alloc(0x1040, &frames));
        h2.alloc(&alloc(0x1060, &frames[..1]));
        assert_eq!(sh.registry().keys().len(), 2);
        assert_eq!(h1.counts(), [[48, 2]]);
        assert_eq!(h2.counts(), [[24, 1], [24, 1]]);
        let k = sh.registry().known([0, 4], 1);
        assert_eq!(k, 2);
        assert_eq!(sh.registry().known([0, 4], 1), 2);
        h1.end();
        h2.end();
        assert_eq!(*sh.ended.lock().unwrap(), vec![[72, 3], [24, 1]]);
        let mut c = PageCache::default();
        assert_eq!(sh.objects.get(&mut c, ObjectId(0x1060)), Some((1, 24)));
    }
}
