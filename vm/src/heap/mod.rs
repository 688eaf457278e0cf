//! The managed heap and its collectors.
//!
//! Memory is one reserved region (`mmap`, committed lazily). Every Java thread
//! allocates from its own thread-local allocation buffer (TLAB) by bumping a
//! pointer: that fast path is inlined into the interpreter and tests nothing
//! but `top + size <= end`. Everything else — refilling the TLAB, large
//! objects, collecting, posting allocation events — happens in the one slow
//! path, [`Heap::alloc_slow`]. Forcing allocations onto the slow path (so a
//! profiler sees each one, or the stress mode can collect) is done by making
//! the TLAB look full.
//!
//! Collectors implement [`Collector`]; which one runs is chosen with
//! `-Xgc:marksweep|compact|copying|generational`.

pub mod cards;
pub mod copying;
pub mod events;
pub mod gc_log;
pub mod generational;
pub mod marksweep;
pub mod object;
pub mod refproc;
pub mod roots;
pub mod shadow;
pub mod space;
pub mod verify;
pub mod weak;

use std::sync::atomic::{AtomicBool, AtomicU64, AtomicUsize, Ordering};

use parking_lot::Mutex;

pub use events::{HeapEvent, HeapEvents};
pub use object::Ref;

use crate::runtime::thread::JThread;

/// Default TLAB size.
pub const TLAB_SIZE: usize = 64 * 1024;
/// Objects at least this large bypass the TLAB.
pub const LARGE_OBJECT: usize = 16 * 1024;
/// Class word of a filler block (heap gap) of two words or more, whose size
/// is in the mark word: never a real class address.
pub const FILLER: usize = 8;
/// Class word of a one-word filler (an 8-byte gap has no room for a size).
pub const FILLER_WORD: usize = 16;

/// Size of the filler block at `p`, or None if `p` starts an object.
#[inline]
pub fn filler_size(p: usize) -> Option<usize> {
    // SAFETY: p is a block start in a walkable space.
    let cw = unsafe { *(p as *const usize) };
    match cw {
        FILLER => Some(Ref(p).mark() as usize),
        FILLER_WORD => Some(8),
        _ => None,
    }
}

/// The thread-local allocation buffer: `[top, end)` is free, zeroed memory.
#[derive(Default, Debug)]
pub struct Tlab {
    pub top: usize,
    pub end: usize,
    /// The real end when the TLAB is made to look full (`end == top`) to
    /// force allocations onto the slow path.
    pub real_end: usize,
    /// Where the current buffer starts (set with it by the collector's
    /// refill): `top - start` bytes of it are allocated.
    pub start: usize,
    /// Bytes this thread allocated outside the current buffer: in buffers
    /// it gave up, and directly in the heap (large objects). With the
    /// current buffer's, `java.lang.management`'s allocated bytes
    /// ([`Tlab::allocated_bytes`]).
    pub retired_bytes: u64,
}

impl Tlab {
    /// The allocation fast path.
    #[inline(always)]
    pub fn try_alloc(&mut self, size: usize) -> Option<Ref> {
        let top = self.top;
        let new_top = top + size;
        if new_top <= self.end {
            self.top = new_top;
            Some(Ref(top))
        } else {
            None
        }
    }
    /// End of the usable memory (the real end when forced to look full).
    pub fn limit(&self) -> usize {
        self.real_end.max(self.end)
    }

    /// Give the buffer up: its unused tail becomes a filler (the heap stays
    /// walkable) and the TLAB is empty.
    pub fn retire(&mut self) {
        fill(self.top, self.limit());
        *self = Tlab { retired_bytes: self.allocated_bytes(), ..Tlab::default() };
    }

    /// Bytes this thread has allocated in the heap (HotSpot's
    /// `cooked_allocated_bytes`: the buffers' used parts, not their waste).
    pub fn allocated_bytes(&self) -> u64 {
        let current = if self.top == 0 { 0 } else { self.top - self.start };
        self.retired_bytes + current as u64
    }

    /// Allocate from a TLAB made to look full (allocation events force
    /// every allocation onto the slow path), leaving it looking full.
    #[inline(always)]
    pub fn bump_hidden(&mut self, size: usize) -> Option<Ref> {
        let top = self.top;
        let limit = self.limit();
        if top + size > limit {
            return None;
        }
        self.top = top + size;
        self.real_end = limit;
        self.end = top + size;
        Some(Ref(top))
    }
}

/// Write a filler block over `[start, end)` so the heap stays walkable.
pub fn fill(start: usize, end: usize) {
    if end == start + 8 {
        // SAFETY: `[start, end)` is unused heap memory owned by the caller.
        unsafe { *(start as *mut usize) = FILLER_WORD };
    } else if end > start {
        // SAFETY: as above; the block has room for both header words.
        unsafe { *(start as *mut usize) = FILLER };
        Ref(start).set_mark((end - start) as u64);
    }
}

/// Why a collection runs (for -verbose:gc).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GcCause {
    AllocationFailure,
    SystemGc,
    Stress,
}

/// The roots handed to a collector: call `visit` with a function that is
/// given the address of every root slot (each holds a `Ref`, possibly null).
pub trait RootVisitor {
    fn visit(&mut self, f: &mut dyn FnMut(*mut usize));
}

/// A garbage collector over the heap region.
pub trait Collector: Send {
    fn name(&self) -> &'static str;
    /// Memory for the slow path: either refill `tlab` and return the first
    /// `size` bytes of it, or hand out a large object directly. Returned memory
    /// is zeroed. None means a collection is needed.
    fn alloc(&mut self, tlab: &mut Tlab, size: usize, ev: &HeapEvents) -> Option<usize>;
    /// Collect. `full` asks for the whole heap (generational: a major GC).
    /// References are discovered while tracing and processed after it
    /// through `refs`, which also runs the weak-root step (`refproc`,
    /// `weak`).
    fn collect(&mut self, roots: &mut dyn RootVisitor, refs: &mut refproc::RefProcessor, ev: &HeapEvents, full: bool);
    /// Bytes in use (live plus not yet collected).
    fn used(&self) -> usize;
    /// Bytes currently available to the program without growing.
    fn capacity(&self) -> usize;
    /// Walk every object (fillers skipped).
    fn for_each_object(&self, f: &mut dyn FnMut(Ref));
    /// The arena an address belongs to (for allocation events).
    fn arena_of(&self, addr: usize) -> u32;
    /// The arenas that exist now, with their ARENA_NEW names (for a
    /// profiler that starts listening after they were announced).
    fn arenas(&self) -> Vec<(u32, &'static str)>;
    /// Whether a minor collection needs the card table.
    fn uses_cards(&self) -> bool {
        false
    }
    /// Raise the soft capacity so that `size` more bytes can fit (the heap
    /// grows up to -Xmx before the VM reports OutOfMemoryError). True only
    /// if something changed that may let the allocation succeed: the slow
    /// path retries after a true, and must end (OutOfMemoryError) after a
    /// false, also when no collection could run (DisableGC).
    fn grow(&mut self, size: usize) -> bool;
    /// Whether a collection that is not full collects only the young
    /// objects (a minor collection), for logs.
    fn has_young_collections(&self) -> bool {
        false
    }
    /// The spaces for logs: name, bytes used, capacity.
    fn spaces(&self) -> Vec<(&'static str, usize, usize)> {
        vec![("Heap", self.used(), self.capacity())]
    }
}

/// Which collector to use.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum GcKind {
    MarkSweep,
    Compact,
    Copying,
    Generational,
}

impl GcKind {
    pub fn parse(s: &str) -> Option<GcKind> {
        Some(match s {
            "marksweep" => GcKind::MarkSweep,
            "compact" => GcKind::Compact,
            "copying" => GcKind::Copying,
            "generational" => GcKind::Generational,
            _ => return None,
        })
    }
}

/// The heap: the reserved region, the collector and the event dispatch point.
pub struct Heap {
    pub base: usize,
    pub limit: usize,
    max_bytes: usize,
    /// `-Xms` (`MemoryUsage`'s `init` of the heap).
    pub initial_bytes: usize,
    gc: Mutex<Box<dyn Collector>>,
    pub events: HeapEvents,
    /// Collect every N-th slow-path allocation (0 = off).
    stress_every: u64,
    stress_count: AtomicU64,
    /// Check every reference after each collection.
    pub verify: bool,
    /// Force every allocation onto the slow path (allocation events, stress).
    pub force_slow_path: AtomicBool,
    pub collections: AtomicUsize,
    /// Nanoseconds spent collecting, the world stopped (`java.lang.management`'s
    /// collection time).
    pub collection_nanos: std::sync::atomic::AtomicU64,
    /// Per space (`Collector::spaces`, in order): the peak usage and the
    /// usage after the last collection, as (used, capacity) pairs: the
    /// memory pools of `java.lang.management`.
    space_stats: Mutex<Vec<SpaceStats>>,
    /// `-XX:SoftRefLRUPolicyMSPerMB` (see `refproc::SoftRefPolicy`).
    soft_ref_ms_per_mb: u64,
    /// Bytes in use after the last collection (for the soft reference policy).
    used_after_gc: AtomicUsize,
    /// Memory handed out by the collector (TLAB refills and large objects):
    /// tells a thread that failed to allocate after a full collection
    /// whether other threads took memory meanwhile.
    refills: AtomicU64,
}

/// A space's usage over time, for `java.lang.management`'s memory pools.
#[derive(Clone, Copy, Debug, Default, PartialEq, Eq)]
pub struct SpaceStats {
    /// Bytes used and capacity now.
    pub used: usize,
    pub capacity: usize,
    /// The most bytes used (and the capacity then) seen at a collection's
    /// start or a query, since start or the last reset.
    pub peak_used: usize,
    pub peak_capacity: usize,
    /// After the last collection (0, 0 before the first).
    pub after_gc_used: usize,
    pub after_gc_capacity: usize,
}

/// The heap is exhausted: the caller throws `OutOfMemoryError`.
#[derive(Debug)]
pub struct OutOfMemory;

/// Heap configuration from the command line.
#[derive(Clone, Debug)]
pub struct HeapConfig {
    pub kind: GcKind,
    pub max_bytes: usize,
    pub initial_bytes: usize,
    pub young_bytes: Option<usize>,
    pub stress_every: u64,
    pub verify: bool,
    pub soft_ref_ms_per_mb: u64,
    /// Poison unused memory after collections (`-XX:+ZapUnusedHeapArea`).
    pub zap_unused: bool,
}

impl Heap {
    /// Reserve the heap and set up the collector.
    pub fn new(cfg: &HeapConfig) -> Result<Heap, String> {
        let max_bytes = cfg.max_bytes.max(2 << 20).next_multiple_of(1 << 20);
        let base = reserve(max_bytes)?;
        let limit = base + max_bytes;
        cards::init(base, limit);
        ZAP_UNUSED.store(cfg.zap_unused, Ordering::Relaxed);
        let gc: Box<dyn Collector> = match cfg.kind {
            GcKind::Copying => Box::new(copying::Copying::new(base, limit, cfg.initial_bytes)),
            GcKind::MarkSweep => Box::new(marksweep::MarkSweep::new(base, limit, false).with_initial(cfg.initial_bytes)),
            GcKind::Compact => Box::new(marksweep::MarkSweep::new(base, limit, true).with_initial(cfg.initial_bytes)),
            GcKind::Generational => {
                // Default nursery: a third of the heap, at most 16 MB (a small
                // nursery keeps minor collections cheap and memory bounded).
                let young = cfg.young_bytes.unwrap_or((max_bytes / 3).min(16 << 20)).clamp(1 << 20, max_bytes / 2).next_multiple_of(1 << 16);
                Box::new(generational::Generational::new(base, limit, young))
            }
        };
        Ok(Heap {
            base,
            limit,
            max_bytes,
            initial_bytes: cfg.initial_bytes,
            gc: Mutex::new(gc),
            events: HeapEvents::new(),
            stress_every: cfg.stress_every,
            stress_count: AtomicU64::new(0),
            verify: cfg.verify,
            force_slow_path: AtomicBool::new(cfg.stress_every > 0),
            collections: AtomicUsize::new(0),
            collection_nanos: std::sync::atomic::AtomicU64::new(0),
            space_stats: Mutex::new(Vec::new()),
            soft_ref_ms_per_mb: cfg.soft_ref_ms_per_mb,
            used_after_gc: AtomicUsize::new(0),
            refills: AtomicU64::new(0),
        })
    }

    /// The first step of the slow path when allocation events force every
    /// allocation there: bump the thread's TLAB (made to look full) as the
    /// fast path would have, with none of [`alloc_slow`](Self::alloc_slow)'s
    /// set-up. `None` when that has more to do: a poll pending, GC-a-lot,
    /// the TLAB really full, or the collecting thread itself allocating.
    #[inline(always)]
    pub fn alloc_forced(&self, t: &mut JThread, size: usize) -> Option<Ref> {
        if t.poll.load(Ordering::Relaxed) & crate::runtime::safepoint::POLL_STOP != 0
            || self.stress_every > 0
            || !self.force_slow_path.load(Ordering::Relaxed)
        {
            return None;
        }
        if crate::runtime::safepoint::world_stopped_by_me() {
            return None;
        }
        // As in `alloc_slow`: the TLAB is this thread's, and no collection
        // runs while it is in Java code.
        t.tlab.bump_hidden(size)
    }

    /// The allocation slow path. Returns zeroed memory of `size` bytes (a
    /// multiple of 8), collecting if needed.
    pub fn alloc_slow(&self, t: &mut JThread, size: usize) -> Result<Ref, OutOfMemory> {
        // The collecting thread itself (a JNI call from a GC event of a
        // profiler agent) cannot allocate: the collector is busy.
        if crate::runtime::safepoint::world_stopped_by_me() {
            return Err(OutOfMemory);
        }
        // The caller's frame is synchronised, so this is a safepoint poll too.
        if t.poll.load(Ordering::Relaxed) & crate::runtime::safepoint::POLL_STOP != 0 {
            crate::runtime::safepoint::slow_poll(t);
        }
        if self.stress_every > 0 {
            let n = self.stress_count.fetch_add(1, Ordering::Relaxed) + 1;
            // As HotSpot's GC-a-lot (which waits for `is_vm_complete`), but
            // only with agents loaded: their start-up replay of the heap must
            // see every object bootstrap allocated, or SITES would depend on
            // where the stress collections fall. Without agents, bootstrap
            // keeps being stressed (it finds unhandled references).
            if n.is_multiple_of(self.stress_every) && (crate::runtime::boot::is_started() || !crate::profiler::agents::any_loaded()) {
                self.collect(t, GcCause::Stress, false);
            }
        }
        let forced = self.force_slow_path.load(Ordering::Relaxed);
        if forced {
            // Allocation events force every allocation here while the TLAB
            // has room: bump it without the heap lock (the TLAB is this
            // thread's, and no collection runs while it is in Java code).
            if let Some(r) = t.tlab.bump_hidden(size) {
                return Ok(r);
            }
        }
        let mut full_collections = 0;
        let mut refills_after_full = 0;
        let mut cleared_soft_refs = false;
        // `grow` may answer true without adding capacity (the generational
        // collector's overflow into the mature space, reset by every
        // collection): such rounds are counted so that the loop ends.
        let mut idle_grows = 0;
        let mut attempt = 0;
        loop {
            let seen = self.collections.load(Ordering::SeqCst);
            let r = {
                let mut g = self.gc.lock();
                let from_tlab = if forced {
                    // Restore the real TLAB end before the collector looks at it.
                    t.tlab.end = t.tlab.limit();
                    t.tlab.try_alloc(size).map(|r| r.0)
                } else {
                    None
                };
                from_tlab.or_else(|| {
                    g.alloc(&mut t.tlab, size, &self.events).inspect(|&a| {
                        self.refills.fetch_add(1, Ordering::Relaxed);
                        // Outside the (new) buffer: a direct allocation.
                        if !(t.tlab.start <= a && a < t.tlab.top) {
                            t.tlab.retired_bytes += size as u64;
                        }
                    })
                })
            };
            if let Some(a) = r {
                if forced {
                    t.tlab.real_end = t.tlab.end;
                    t.tlab.end = t.tlab.top;
                }
                return Ok(Ref(a));
            }
            attempt += 1;
            // Another thread collected since we looked: just retry.
            if self.collections.load(Ordering::SeqCst) != seen && attempt < 16 {
                continue;
            }
            // A minor collection first, then full ones. When other threads
            // took memory since our last full collection, the space it freed
            // may be gone before we got to it, so give them a few chances
            // before declaring the heap exhausted.
            let others_allocated = self.refills.load(Ordering::Relaxed) != refills_after_full;
            if attempt == 1 {
                self.collect(t, GcCause::AllocationFailure, false);
                // Let the Reference Handler enqueue what this collection
                // cleared before we allocate on (weak caches drop values
                // only then; see runtime::reference).
                crate::runtime::reference::await_reference_processing(t);
            } else if full_collections == 0 || (full_collections < 4 && others_allocated) {
                full_collections += 1;
                self.collect(t, GcCause::AllocationFailure, true);
                refills_after_full = self.refills.load(Ordering::Relaxed);
            } else if idle_grows < 2 && {
                let before = self.capacity();
                let grew = self.gc.lock().grow(size);
                if grew && self.capacity() == before {
                    idle_grows += 1;
                }
                grew
            } {
                // Collected and still no room: grow towards -Xmx and retry.
                full_collections = 0;
                attempt = 1;
            } else if !cleared_soft_refs {
                // The last resort before OutOfMemoryError: a full collection
                // that clears every soft reference (as the JLS requires).
                cleared_soft_refs = true;
                self.collect_with(t, GcCause::AllocationFailure, true, true);
            } else {
                return Err(OutOfMemory);
            }
        }
    }

    /// Stop the world and collect. The caller's frame is synchronised.
    pub fn collect(&self, t: &mut JThread, cause: GcCause, full: bool) {
        self.collect_with(t, cause, full, false)
    }

    /// [`Heap::collect`], optionally clearing every soft reference.
    fn collect_with(&self, t: &mut JThread, cause: GcCause, full: bool, clear_soft_refs: bool) {
        // No collection while native code is in a JNI critical region (and
        // none at all if it is this thread's).
        if !crate::jni::critical::gc_begin(t) {
            return;
        }
        // A profiler agent may have disabled collections (JVMPI DisableGC),
        // and none runs while another thread is inside an agent callback.
        let world = loop {
            crate::jni::critical::wait_closed(t);
            if !crate::profiler::gc_allowed(t) {
                crate::jni::critical::gc_end();
                return;
            }
            let world = crate::runtime::safepoint::stop_the_world(t);
            if crate::profiler::gc_may_proceed() && crate::jni::critical::gc_may_proceed() {
                break world;
            }
            crate::runtime::safepoint::resume_the_world(t, world);
        };
        let others: Vec<*mut JThread> = world.others().collect();
        let enqueued = self.collect_stopped(t, others, cause, full, clear_soft_refs);
        crate::runtime::safepoint::resume_the_world(t, world);
        crate::jni::critical::gc_end();
        if enqueued > 0 {
            crate::runtime::reference::notify_pending_list();
        }
    }

    /// Collect with the world stopped; returns how many references went to
    /// the pending list.
    fn collect_stopped(&self, t: &mut JThread, others: Vec<*mut JThread>, cause: GcCause, full: bool, clear_soft_refs: bool) -> usize {
        let mut g = self.gc.lock();
        let began = std::time::Instant::now();
        let full = full || cause == GcCause::SystemGc;
        let log = gc_log::GcLog::begin(&**g, self.collections.load(Ordering::Relaxed), cause, full);
        Self::note_spaces(&mut self.space_stats.lock(), &**g, false);
        // Retire every TLAB: the collector may move or reuse their memory.
        t.tlab.retire();
        for &o in &others {
            // SAFETY: the other threads are stopped (see WorldRoots).
            unsafe { &mut *o }.tlab.retire();
        }
        if self.events.enabled(events::EV_GC) {
            self.events.post(events::EV_GC, HeapEvent::GcStart);
        }
        let mut roots = roots::WorldRoots { t, others };
        if self.verify {
            if let Err(e) = verify::verify_heap(&**g, &mut roots) {
                crate::natives::io::write_stderr(format!("rjvm: heap verification failed before GC: {e}\n").as_bytes());
                std::process::abort();
            }
        }
        let policy = refproc::SoftRefPolicy::lru(self.soft_ref_ms_per_mb, self.max_bytes, self.used_after_gc.load(Ordering::Relaxed), clear_soft_refs);
        let mut refs = refproc::RefProcessor::new(policy);
        g.collect(&mut roots, &mut refs, &self.events, full);
        // Every move of the collection is delivered before it ends.
        self.events.flush_moves();
        refproc::advance_soft_clock();
        self.used_after_gc.store(g.used(), Ordering::Relaxed);
        self.collections.fetch_add(1, Ordering::Relaxed);
        self.collection_nanos.fetch_add(began.elapsed().as_nanos() as u64, Ordering::Relaxed);
        Self::note_spaces(&mut self.space_stats.lock(), &**g, true);
        if self.verify {
            if let Err(e) = verify::verify_heap(&**g, &mut roots) {
                crate::natives::io::write_stderr(format!("rjvm: heap verification failed after GC: {e}\n").as_bytes());
                std::process::abort();
            }
        }
        if self.events.enabled(events::EV_GC) {
            let (mut n, mut bytes) = (0u64, 0u64);
            g.for_each_object(&mut |r| {
                n += 1;
                bytes += object::object_size(r) as u64;
            });
            self.events.post(events::EV_GC, HeapEvent::GcFinish { used_objects: n, used_bytes: bytes, total_bytes: g.capacity() as u64 });
        }
        if let Some(log) = log {
            log.end(&**g);
        }
        refs.enqueued
    }

    /// Give back a thread's TLAB (when the thread ends): its unused tail
    /// becomes a filler so the heap stays walkable.
    pub fn retire_tlab(&self, t: &mut JThread) {
        let _g = self.gc.lock();
        t.tlab.retire();
    }

    /// Bytes in use.
    pub fn used(&self) -> usize {
        self.gc.lock().used()
    }
    /// Bytes available without growing.
    pub fn capacity(&self) -> usize {
        self.gc.lock().capacity()
    }
    /// The reserved (maximum) size.
    pub fn max_bytes(&self) -> usize {
        self.max_bytes
    }
    pub fn collector_name(&self) -> &'static str {
        self.gc.lock().name()
    }
    /// Fold the collector's spaces now into `stats` (peaks; after a
    /// collection, its usage too).
    fn note_spaces(stats: &mut Vec<SpaceStats>, g: &dyn Collector, after_gc: bool) {
        let spaces = g.spaces();
        stats.resize(spaces.len(), SpaceStats::default());
        for (s, &(_, used, capacity)) in stats.iter_mut().zip(&spaces) {
            (s.used, s.capacity) = (used, capacity);
            if used >= s.peak_used {
                (s.peak_used, s.peak_capacity) = (used, capacity.max(s.peak_capacity));
            }
            if after_gc {
                (s.after_gc_used, s.after_gc_capacity) = (used, capacity);
            }
        }
    }

    /// The spaces' names and statistics now (`java.lang.management`'s
    /// memory pools).
    pub fn space_stats(&self) -> Vec<(&'static str, SpaceStats)> {
        let g = self.gc.lock();
        let mut stats = self.space_stats.lock();
        Self::note_spaces(&mut stats, &**g, false);
        g.spaces().iter().zip(stats.iter()).map(|(s, st)| (s.0, *st)).collect()
    }

    /// Reset space `i`'s peak to its usage now.
    pub fn reset_space_peak(&self, i: usize) {
        let g = self.gc.lock();
        let mut stats = self.space_stats.lock();
        Self::note_spaces(&mut stats, &**g, false);
        if let Some(s) = stats.get_mut(i) {
            (s.peak_used, s.peak_capacity) = (s.used, s.capacity);
        }
    }

    /// Logs the heap at exit (`-Xlog:gc+heap+exit`).
    pub fn log_at_exit(&self) {
        gc_log::heap_at_exit(&**self.gc.lock());
    }
    /// Whether an address lies inside the heap.
    pub fn contains(&self, addr: usize) -> bool {
        addr >= self.base && addr < self.limit
    }
    /// Walk all objects (for tests and heap dumps).
    pub fn for_each_object(&self, f: &mut dyn FnMut(Ref)) {
        self.gc.lock().for_each_object(f)
    }
    pub fn arena_of(&self, addr: usize) -> u32 {
        self.gc.lock().arena_of(addr)
    }
    /// The arenas that exist now (id, name).
    pub fn arenas(&self) -> Vec<(u32, &'static str)> {
        self.gc.lock().arenas()
    }
    /// Whether something other than the profiler needs every allocation on
    /// the slow path (`-XX:GCALotInterval`, heap event checking/tracing).
    pub fn slow_path_needed_without_profiler(&self) -> bool {
        self.stress_every > 0 || self.events.fixed_mask() & events::EV_OBJECT_ALLOC != 0
    }
}

/// Zero `[start, start+len)`.
pub fn zero(start: usize, len: usize) {
    // SAFETY: callers pass free heap memory they own.
    unsafe { std::ptr::write_bytes(start as *mut u8, 0, len) }
}

/// `-XX:+ZapUnusedHeapArea` (a debugging aid, HotSpot's name): after every
/// collection, memory that no live object occupies any more — the evacuated
/// from-space, the emptied nursery, the tail freed by compaction, the dead
/// runs of a sweep — is overwritten with [`BAD_HEAP_WORD`] instead of being
/// zeroed or given back. A reference that Rust code kept in a local across a
/// collection (instead of a handle) then points at poison: its class word is
/// a non-canonical address, so the first use faults at once, instead of
/// reading plausible zeros or a stale copy. Allocation zeroes what it hands
/// out, so the poison is never visible to correct code.
static ZAP_UNUSED: AtomicBool = AtomicBool::new(false);

/// The poison of `-XX:+ZapUnusedHeapArea` (HotSpot's `badHeapWordVal`).
pub const BAD_HEAP_WORD: u64 = 0xBAAD_BABE_BAAD_BABE;

/// Poison `[start, end)` if `-XX:+ZapUnusedHeapArea` is on. The range must
/// hold no live object and no block header a heap walk needs.
#[inline]
pub fn zap_unused(start: usize, end: usize) {
    if end > start && ZAP_UNUSED.load(Ordering::Relaxed) {
        debug_assert!(start % 8 == 0 && end % 8 == 0);
        // SAFETY: as documented, the caller owns the range and nothing live
        // is in it; it lies inside the committed heap reservation.
        unsafe { std::slice::from_raw_parts_mut(start as *mut u64, (end - start) / 8).fill(BAD_HEAP_WORD) }
    }
}

/// Memory `[start, end)` holds nothing live any more, of which `[start,
/// used)` was ever written: give its whole pages back to the OS (they read as
/// zero afterwards), or poison `[start, used)` under
/// `-XX:+ZapUnusedHeapArea`. `end` may be rounded up to a page boundary by
/// the kernel, so the rest of its page must be unused too.
pub fn discard(start: usize, used: usize, end: usize) {
    if ZAP_UNUSED.load(Ordering::Relaxed) {
        zap_unused(start, used);
        return;
    }
    let from = (start + 4095) & !4095;
    if end > from {
        // SAFETY: the pages in [from, end) belong to the heap reservation and
        // hold nothing live (see above); MADV_DONTNEED only drops their contents.
        unsafe { libc::madvise(from as *mut libc::c_void, end - from, libc::MADV_DONTNEED) };
    }
}

/// Reserve address space; pages are committed (and zero-filled) on first touch.
fn reserve(bytes: usize) -> Result<usize, String> {
    // SAFETY: an anonymous private mapping touches no existing memory; the
    // result is checked against MAP_FAILED.
    let p = unsafe {
        libc::mmap(
            std::ptr::null_mut(),
            bytes,
            libc::PROT_READ | libc::PROT_WRITE,
            libc::MAP_PRIVATE | libc::MAP_ANONYMOUS | libc::MAP_NORESERVE,
            -1,
            0,
        )
    };
    if p == libc::MAP_FAILED {
        return Err(format!("Could not reserve enough space for {}KB object heap", bytes / 1024));
    }
    Ok(p as usize)
}
