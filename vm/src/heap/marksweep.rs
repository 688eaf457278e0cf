//! Mark-sweep (non-moving, free lists) and mark-compact (sliding); the
//! space is also the generational collector's mature space
//! (`generational.rs`).
//!
//! Both mark from the roots into a side bitmap (one bit per heap word),
//! discovering references on the way, and then process the references
//! (`refproc`). The sweeper walks the space, posts OBJECT_FREE for every
//! unmarked object and turns runs of dead objects into free chunks (written
//! as filler blocks so the space stays walkable). The compactor instead
//! slides live objects towards the start (OBJECT_MOVE within the arena),
//! after computing every new address and updating every reference, weak
//! roots included.

use crate::heap::events::{HeapEvent, HeapEvents, Moved, EV_ARENA, EV_OBJECT_FREE, EV_OBJECT_MOVE};
use crate::heap::object::{for_each_ref_field, object_size, Ref};
use crate::heap::refproc::{for_each_traced_field, RefProcessor, Tracer};
use crate::heap::space::Space;
use crate::heap::{fill, weak, zero, Collector, RootVisitor, Tlab, LARGE_OBJECT, TLAB_SIZE};

/// A mark bitmap over a space: one bit per heap word.
#[derive(Default)]
struct MarkBits {
    base: usize,
    bits: Vec<u64>,
}

impl MarkBits {
    /// Clear, covering `[base, top)`.
    fn reset(&mut self, base: usize, top: usize) {
        self.base = base;
        let words = ((top - base) >> 3).div_ceil(64) + 1;
        self.bits.clear();
        self.bits.resize(words, 0);
    }
    fn index(&self, a: usize) -> (usize, u64) {
        let w = (a - self.base) >> 3;
        (w >> 6, 1u64 << (w & 63))
    }
    fn is_marked(&self, a: usize) -> bool {
        let (i, b) = self.index(a);
        self.bits.get(i).is_some_and(|w| w & b != 0)
    }
    /// Mark `a`; true if it was not marked before.
    fn mark(&mut self, a: usize) -> bool {
        let (i, b) = self.index(a);
        if self.bits[i] & b != 0 {
            return false;
        }
        self.bits[i] |= b;
        true
    }
}

/// Initial soft size of a growable space.
const INITIAL_CAPACITY: usize = 8 << 20;

/// A non-moving (or sliding) space with free lists.
pub struct MarkSweep {
    pub(super) base: usize,
    pub(super) limit: usize,
    /// Allocated high-water mark.
    pub(super) top: usize,
    /// Soft capacity: collect before growing past `base + capacity`.
    capacity: usize,
    free: Vec<(usize, usize)>,
    compact: bool,
    arena: u32,
    announced: bool,
    marks: MarkBits,
    mark_stack: Vec<usize>,
    /// During a generational major collection: the nursery, whose objects
    /// are traced (marked in `nursery_marks`) but neither moved nor freed.
    pub(super) nursery: Option<Space>,
    nursery_marks: MarkBits,
    /// Bytes handed out since the last collection plus live bytes after it.
    used: usize,
}

impl MarkSweep {
    pub fn new(base: usize, limit: usize, compact: bool) -> MarkSweep {
        MarkSweep {
            base,
            limit,
            top: base,
            capacity: INITIAL_CAPACITY.min(limit - base),
            free: Vec::new(),
            compact,
            arena: 1,
            announced: false,
            marks: MarkBits::default(),
            mark_stack: Vec::new(),
            nursery: None,
            nursery_marks: MarkBits::default(),
            used: 0,
        }
    }

    fn announce(&mut self, ev: &HeapEvents) {
        if !self.announced {
            self.announced = true;
            if ev.enabled(EV_ARENA) {
                ev.post(EV_ARENA, HeapEvent::ArenaNew { arena: self.arena, name: if self.compact { "compacting" } else { "mark-sweep" } });
            }
        }
    }

    /// Start with a soft capacity of `initial` bytes (`-Xms`).
    pub fn with_initial(mut self, initial: usize) -> MarkSweep {
        self.capacity = initial.max(1 << 20).min(self.limit - self.base);
        self
    }

    pub fn set_arena(&mut self, arena: u32) {
        self.arena = arena;
    }
    pub fn arena(&self) -> u32 {
        self.arena
    }
    pub fn contains(&self, a: usize) -> bool {
        a >= self.base && a < self.limit
    }

    /// Allocate exactly `size` bytes (zeroed), growing within the limit.
    pub fn alloc_exact(&mut self, size: usize, may_grow: bool) -> Option<usize> {
        for i in 0..self.free.len() {
            let (a, s) = self.free[i];
            if s == size || s >= size + 16 {
                if s == size {
                    self.free.remove(i);
                } else {
                    self.free[i] = (a + size, s - size);
                    fill(a + size, a + s);
                }
                zero(a, size);
                self.used += size;
                return Some(a);
            }
        }
        let cap_end = if may_grow { self.limit } else { self.base + self.capacity };
        if self.top + size <= cap_end {
            let a = self.top;
            self.top += size;
            zero(a, size);
            self.used += size;
            return Some(a);
        }
        None
    }

    /// Refill a TLAB (or allocate a large object) for `size` bytes.
    pub(super) fn alloc_tlab(&mut self, tlab: &mut Tlab, size: usize) -> Option<usize> {
        tlab.retire();
        if size >= LARGE_OBJECT {
            return self.alloc_exact(size, false);
        }
        // A free chunk or fresh memory of up to TLAB_SIZE bytes.
        let mut pick = None;
        for (i, &(_, s)) in self.free.iter().enumerate() {
            if s >= size {
                pick = Some(i);
                break;
            }
        }
        let (a, len) = if let Some(i) = pick {
            let (a, s) = self.free[i];
            let take = if s <= TLAB_SIZE + 16 { s } else { TLAB_SIZE };
            if take == s {
                self.free.remove(i);
            } else {
                self.free[i] = (a + take, s - take);
                fill(a + take, a + s);
            }
            (a, take)
        } else {
            let cap_end = self.base + self.capacity;
            let take = TLAB_SIZE.min(cap_end.saturating_sub(self.top));
            if take < size {
                return None;
            }
            let a = self.top;
            self.top += take;
            (a, take)
        };
        zero(a, len);
        self.used += len;
        tlab.start = a;
        tlab.top = a + size;
        tlab.end = a + len;
        Some(a)
    }

    fn is_marked(&self, a: usize) -> bool {
        self.marks.is_marked(a)
    }

    /// Mark the object at `o` (of this space, or of the nursery traced
    /// along) and push it for scanning, unless it was marked already.
    fn mark_push(&mut self, o: usize) {
        let newly = if self.contains(o) && o < self.top {
            self.marks.mark(o)
        } else if self.nursery.is_some_and(|n| n.contains(o) && o < n.top) {
            self.nursery_marks.mark(o)
        } else {
            false
        };
        if newly {
            self.mark_stack.push(o);
        }
    }

    /// Whether the object at `o` is marked (objects of neither space are
    /// not this collection's to decide: live).
    fn is_live(&self, o: usize) -> bool {
        if self.contains(o) {
            self.marks.is_marked(o)
        } else if self.nursery.is_some_and(|n| n.contains(o)) {
            self.nursery_marks.is_marked(o)
        } else {
            true
        }
    }

    /// Scan marked objects until the mark stack is empty, discovering
    /// references when `refs` is given.
    fn drain(&mut self, mut refs: Option<&mut RefProcessor>) {
        while let Some(o) = self.mark_stack.pop() {
            let r = Ref(o);
            let discovered = match refs.as_deref_mut() {
                Some(rp) => rp.discover(r, |x| self.is_live(x)),
                None => false,
            };
            for_each_traced_field(r, discovered, |f| {
                // SAFETY: f is a reference field of a live object.
                let x = unsafe { *f };
                if x != 0 {
                    self.mark_push(x);
                }
            });
        }
    }

    /// Mark everything reachable from the roots, discovering references.
    /// With `nursery` (a generational major collection), objects in the
    /// nursery are traced through too.
    pub fn mark_from(&mut self, roots: &mut dyn RootVisitor, nursery: Option<Space>, refs: &mut RefProcessor) {
        self.marks.reset(self.base, self.top);
        self.nursery = nursery;
        if let Some(n) = nursery {
            self.nursery_marks.reset(n.base, n.top.max(n.base + 8));
        }
        roots.visit(&mut |p| {
            // SAFETY: root slots hold references.
            let o = unsafe { *p };
            if o != 0 {
                self.mark_push(o);
            }
        });
        self.drain(Some(refs));
    }

    /// Sweep: free unmarked objects, coalesce free runs into chunks.
    pub fn sweep(&mut self, ev: &HeapEvents) {
        let mut p = self.base;
        let mut run_start: Option<usize> = None;
        let mut free = Vec::new();
        let mut used = 0;
        while p < self.top {
            let r = Ref(p);
            let (size, live) = if let Some(n) = crate::heap::filler_size(p) {
                (n, false)
            } else {
                let s = object_size(r);
                let live = self.is_marked(p);
                if !live && ev.enabled(EV_OBJECT_FREE) {
                    ev.post(EV_OBJECT_FREE, HeapEvent::ObjectFree { obj: p });
                }
                (s, live)
            };
            if live {
                if let Some(s) = run_start.take() {
                    fill(s, p);
                    crate::heap::zap_unused((s + 16).min(p), p);
                    free.push((s, p - s));
                }
                used += size;
            } else if run_start.is_none() {
                run_start = Some(p);
            }
            p += size;
        }
        if let Some(s) = run_start {
            // A free run at the end lowers the high-water mark.
            zero(s, 16.min(self.top - s));
            crate::heap::zap_unused((s + 16).min(self.top), self.top);
            self.top = s;
        }
        self.free = free;
        self.used = used;
    }

    /// Slide live objects down; every reference is updated first.
    pub fn compact(&mut self, roots: &mut dyn RootVisitor, ev: &HeapEvents) {
        // New addresses in address order.
        let mut moves: Vec<(usize, usize)> = Vec::new();
        let mut dest = self.base;
        let mut p = self.base;
        while p < self.top {
            let r = Ref(p);
            let filler = crate::heap::filler_size(p);
            let size = filler.unwrap_or_else(|| object_size(r));
            if filler.is_none() {
                if self.is_marked(p) {
                    moves.push((p, dest));
                    dest += size;
                } else if ev.enabled(EV_OBJECT_FREE) {
                    ev.post(EV_OBJECT_FREE, HeapEvent::ObjectFree { obj: p });
                }
            }
            p += size;
        }
        let forward = |x: usize| -> usize {
            match moves.binary_search_by_key(&x, |m| m.0) {
                Ok(i) => moves[i].1,
                Err(_) => x,
            }
        };
        let (base, top) = (self.base, self.top);
        let in_space = |x: usize| x >= base && x < top;
        let mut adjust = |slot: *mut usize| {
            // SAFETY: a root slot, or a weak root the weak-root step kept.
            let x = unsafe { *slot };
            if x != 0 && in_space(x) {
                // SAFETY: as above.
                unsafe { *slot = forward(x) };
            }
        };
        roots.visit(&mut adjust);
        weak::visit(&mut adjust);
        for &(old, _) in &moves {
            for_each_ref_field(Ref(old), |f| {
                // SAFETY: field of a live object (not yet moved).
                let x = unsafe { *f };
                if x != 0 && in_space(x) {
                    // SAFETY: as above.
                    unsafe { *f = forward(x) };
                }
            });
        }
        for &(old, new) in &moves {
            if old != new {
                let size = object_size(Ref(old));
                crate::heap::object::copy_bytes(Ref(old), 0, Ref(new), 0, size);
                if ev.enabled(EV_OBJECT_MOVE) {
                    ev.post_move(Moved { arena: self.arena, obj: old, new_arena: self.arena, new_obj: new });
                }
            }
        }
        // [dest, top) is free now: a zero class word ends walks at `dest`,
        // the rest goes back to the OS (or is poisoned).
        zero(dest, (self.top - dest).min(16));
        if self.top > dest + 16 {
            crate::heap::discard(dest + 16, self.top, self.top);
        }
        self.top = dest;
        self.free.clear();
        self.used = dest - self.base;
    }

    /// Raise the soft capacity to fit `size` more bytes at the top.
    /// False when nothing changed (already at the maximum, or `size` more
    /// bytes fit already): the caller must not retry in the hope of room.
    pub fn grow_by(&mut self, size: usize) -> bool {
        let max = self.limit - self.base;
        let need = (self.top - self.base) + size + TLAB_SIZE;
        let old = self.capacity;
        while self.capacity < need && self.capacity < max {
            self.capacity = (self.capacity * 2).min(max);
        }
        self.capacity != old
    }

    /// Grow the soft capacity when the heap is more than half full after GC.
    pub fn resize_after_gc(&mut self) {
        let live = self.used;
        while live * 2 > self.capacity && self.capacity < self.limit - self.base {
            self.capacity = (self.capacity * 2).min(self.limit - self.base);
        }
    }

    pub fn walk(&self, f: &mut dyn FnMut(Ref)) {
        Space { base: self.base, top: self.top, end: self.limit, arena: self.arena }.for_each_object(f)
    }

    pub fn used_bytes(&self) -> usize {
        self.used
    }
    /// Bytes that exact allocations can still get (free chunks and the
    /// space up to the hard limit).
    pub fn free_space(&self) -> usize {
        // Free-list chunks are left out: fragmentation could make them
        // unusable for a given object, and promotion must never fail.
        self.limit - self.top
    }
    pub fn capacity_bytes(&self) -> usize {
        self.capacity.max(self.top - self.base)
    }
}

impl Collector for MarkSweep {
    fn name(&self) -> &'static str {
        if self.compact {
            "compact"
        } else {
            "marksweep"
        }
    }
    fn alloc(&mut self, tlab: &mut Tlab, size: usize, ev: &HeapEvents) -> Option<usize> {
        self.announce(ev);
        self.alloc_tlab(tlab, size)
    }
    fn collect(&mut self, roots: &mut dyn RootVisitor, refs: &mut RefProcessor, ev: &HeapEvents, _full: bool) {
        self.announce(ev);
        self.mark_from(roots, None, refs);
        refs.process(self);
        if self.compact {
            self.compact(roots, ev);
        } else {
            self.sweep(ev);
        }
        self.resize_after_gc();
    }
    fn used(&self) -> usize {
        self.used
    }
    fn capacity(&self) -> usize {
        self.capacity_bytes()
    }
    fn for_each_object(&self, f: &mut dyn FnMut(Ref)) {
        self.walk(f)
    }
    fn arena_of(&self, _addr: usize) -> u32 {
        self.arena
    }
    fn arenas(&self) -> Vec<(u32, &'static str)> {
        vec![(self.arena, if self.compact { "compacting" } else { "mark-sweep" })]
    }
    fn grow(&mut self, size: usize) -> bool {
        self.grow_by(size)
    }
}

impl weak::Liveness for MarkSweep {
    fn forwardee(&self, addr: usize) -> Option<usize> {
        // Nothing has moved yet: a compactor adjusts the survivors later.
        self.is_live(addr).then_some(addr)
    }
}

impl Tracer for MarkSweep {
    fn keep_alive(&mut self, obj: usize) -> usize {
        self.mark_push(obj);
        self.drain(None);
        obj
    }
}
