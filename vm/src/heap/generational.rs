//! The generational collector: a bump-allocated nursery (eden) in front of
//! a mature space (`marksweep::MarkSweep`, which this collector drives
//! directly), with a card table (`cards`) for the mature-to-nursery
//! references.
//!
//! A minor collection promotes every live nursery object into the mature
//! space at its first collection (OBJECT_MOVE from the nursery arena to the
//! mature arena), tracing from the roots, the objects on dirty cards and
//! what it promotes; the objects left behind get OBJECT_FREE, and the
//! nursery arena is deleted and created anew. A major collection marks the
//! mature space (nursery objects are traced but stay where they are) and
//! slides its live objects down (OBJECT_MOVE within the mature arena).

use crate::heap::events::{HeapEvent, HeapEvents, Moved, EV_ARENA, EV_OBJECT_MOVE};
use crate::heap::marksweep::MarkSweep;
use crate::heap::object::{for_each_ref_field, object_size, Ref};
use crate::heap::refproc::{for_each_traced_field, RefProcessor, Tracer};
use crate::heap::space::{evacuated, Space, FORWARDED};
use crate::heap::{cards, weak, Collector, RootVisitor, Tlab, LARGE_OBJECT};

/// Generational: a copying nursery (eden; survivors are promoted at their
/// first collection) in front of a mark-compact mature space. Reference
/// stores mark cards; a minor collection treats dirty mature cards as roots.
///
/// Promotion is an OBJECT_MOVE from the nursery arena to the mature arena;
/// the objects left in the nursery (dead) get OBJECT_FREE, then the nursery
/// arena is deleted and recreated after every minor collection.
pub struct Generational {
    nursery: Space,
    mature: MarkSweep,
    next_arena: u32,
    announced: bool,
    /// Set by `grow` when collecting could not make room in the nursery
    /// (collections are disabled by a profiler agent, or the survivors do not
    /// fit into the mature space) and the mature space cannot grow: until the
    /// next collection, small objects are allocated in the mature space too,
    /// as HotSpot allocates in the old generation when the young one cannot
    /// be collected. The allocation slow path thus ends in an object or, once
    /// the mature space is full as well, in OutOfMemoryError.
    overflow: bool,
}

impl Generational {
    pub fn new(base: usize, limit: usize, young: usize) -> Generational {
        let mut mature = MarkSweep::new(base + young, limit, false);
        mature.set_arena(1);
        Generational { nursery: Space { base, top: base, end: base + young, arena: 2 }, mature, next_arena: 3, announced: false, overflow: false }
    }

    fn announce(&mut self, ev: &HeapEvents) {
        if !self.announced {
            self.announced = true;
            if ev.enabled(EV_ARENA) {
                ev.post(EV_ARENA, HeapEvent::ArenaNew { arena: self.mature.arena(), name: "mature" });
                ev.post(EV_ARENA, HeapEvent::ArenaNew { arena: self.nursery.arena, name: "nursery" });
            }
        }
    }

    /// Promote the nursery object at `*slot` (if any) into the mature space.
    fn promote(&mut self, slot: *mut usize, grey: &mut Vec<usize>, ev: &HeapEvents) -> bool {
        // SAFETY: slot is a root or a field of a live object.
        let o = unsafe { *slot };
        if o == 0 || !self.nursery.contains(o) {
            return true;
        }
        // SAFETY: o is an object start in the nursery.
        let cw = unsafe { *(o as *const usize) };
        if cw & FORWARDED != 0 {
            // SAFETY: as above.
            unsafe { *slot = cw & !FORWARDED };
            return true;
        }
        let size = object_size(Ref(o));
        let Some(new) = self.mature.alloc_exact(size, true) else { return false };
        crate::heap::object::copy_bytes(Ref(o), 0, Ref(new), 0, size);
        // SAFETY: forwarding pointer in the old class word.
        unsafe { *(o as *mut usize) = new | FORWARDED };
        if ev.enabled(EV_OBJECT_MOVE) {
            ev.post_move(Moved { arena: self.nursery.arena, obj: o, new_arena: self.mature.arena(), new_obj: new });
        }
        // SAFETY: as above.
        unsafe { *slot = new };
        grey.push(new);
        true
    }

    /// A major collection of the mature space: mark (tracing through nursery
    /// objects, which stay where they are) and slide the live mature objects
    /// down, so that the free space at the end is exact and the next minor
    /// collection can promote into it. Nursery objects' fields count as
    /// roots for the compaction, since they may point into the mature space.
    fn major(&mut self, roots: &mut dyn RootVisitor, refs: &mut RefProcessor, ev: &HeapEvents) {
        let nursery = self.nursery;
        self.mature.mark_from(roots, Some(nursery), refs);
        refs.process(&mut self.mature);
        self.mature.nursery = None;
        let mut with_nursery = NurseryRoots { inner: roots, nursery };
        self.mature.compact(&mut with_nursery, ev);
        // Objects moved: their old cards say nothing about them any more.
        cards::dirty_all(self.mature.base, self.mature.top.max(self.mature.base + 1));
        self.mature.resize_after_gc();
    }

    /// Scan promoted objects until `grey` is empty, discovering references
    /// when `refs` is given.
    fn drain_grey(&mut self, grey: &mut Vec<usize>, mut refs: Option<&mut RefProcessor>, ev: &HeapEvents) -> bool {
        let nursery = self.nursery;
        let mut ok = true;
        while let Some(o) = grey.pop() {
            let r = Ref(o);
            let discovered = match refs.as_deref_mut() {
                Some(rp) => rp.discover(r, |x| evacuated(&nursery, x).is_some()),
                None => false,
            };
            for_each_traced_field(r, discovered, |f| ok &= self.promote(f, grey, ev));
        }
        ok
    }

    /// A minor collection: evacuate the live nursery into the mature space.
    fn minor(&mut self, roots: &mut dyn RootVisitor, refs: &mut RefProcessor, ev: &HeapEvents) -> bool {
        // Dirty mature cards: objects there may point into the nursery.
        // Found before promotion adds objects to the mature space.
        let mut dirty_objs = Vec::new();
        self.mature.walk(&mut |r| {
            let s = object_size(r);
            if cards::dirty(r.0, r.0 + s) {
                dirty_objs.push(r.0);
            }
        });
        let mut grey = Vec::new();
        let mut ok = true;
        let this: *mut Generational = self;
        roots.visit(&mut |slot| {
            // SAFETY: `this` is not otherwise borrowed during the visit.
            ok &= unsafe { (*this).promote(slot, &mut grey, ev) };
        });
        // Old objects are scanned strongly, references included: a minor
        // collection discovers only the references it promotes.
        for o in dirty_objs {
            for_each_ref_field(Ref(o), |f| ok &= self.promote(f, &mut grey, ev));
        }
        ok &= self.drain_grey(&mut grey, Some(refs), ev);
        let mut tracer = MinorTracer { gen: self, grey, ev, ok };
        refs.process(&mut tracer);
        ok = tracer.ok;
        cards::clear(self.mature.base, self.mature.limit);
        debug_assert!(ok, "promotion failed after the free-space check");
        self.nursery.free_unforwarded(ev);
        if ev.enabled(EV_ARENA) {
            ev.post(EV_ARENA, HeapEvent::ArenaDelete { arena: self.nursery.arena });
        }
        // The nursery is empty now.
        crate::heap::discard(self.nursery.base, self.nursery.top, self.nursery.end);
        self.nursery.top = self.nursery.base;
        self.nursery.arena = self.next_arena;
        self.next_arena += 1;
        if ev.enabled(EV_ARENA) {
            ev.post(EV_ARENA, HeapEvent::ArenaNew { arena: self.nursery.arena, name: "nursery" });
        }
        true
    }
}

/// Reference processing in a minor collection: objects outside the nursery
/// are live; keeping one alive promotes it.
struct MinorTracer<'a> {
    gen: &'a mut Generational,
    grey: Vec<usize>,
    ev: &'a HeapEvents,
    ok: bool,
}

impl weak::Liveness for MinorTracer<'_> {
    fn forwardee(&self, addr: usize) -> Option<usize> {
        evacuated(&self.gen.nursery, addr)
    }
}

impl Tracer for MinorTracer<'_> {
    fn keep_alive(&mut self, obj: usize) -> usize {
        let mut slot = obj;
        self.ok &= self.gen.promote(&mut slot, &mut self.grey, self.ev);
        self.ok &= self.gen.drain_grey(&mut self.grey, None, self.ev);
        slot
    }
}

/// The roots plus every reference field of every nursery object.
struct NurseryRoots<'a> {
    inner: &'a mut dyn RootVisitor,
    nursery: Space,
}

impl RootVisitor for NurseryRoots<'_> {
    fn visit(&mut self, f: &mut dyn FnMut(*mut usize)) {
        self.inner.visit(f);
        self.nursery.for_each_object(&mut |r| for_each_ref_field(r, &mut *f));
    }
}

impl Collector for Generational {
    fn name(&self) -> &'static str {
        "generational"
    }
    fn alloc(&mut self, tlab: &mut Tlab, size: usize, ev: &HeapEvents) -> Option<usize> {
        self.announce(ev);
        tlab.retire();
        if size >= LARGE_OBJECT {
            // Large objects are allocated mature; their stores mark cards.
            return self.mature.alloc_exact(size, false);
        }
        match self.nursery.alloc(tlab, size) {
            None if self.overflow => self.mature.alloc_tlab(tlab, size),
            r => r,
        }
    }
    fn collect(&mut self, roots: &mut dyn RootVisitor, refs: &mut RefProcessor, ev: &HeapEvents, full: bool) {
        self.announce(ev);
        let nursery_used = self.nursery.top - self.nursery.base;
        if full || self.mature.free_space() < nursery_used {
            self.major(roots, refs, ev);
        }
        // Promotion cannot fail half-way: only start when every nursery
        // object would fit (otherwise the allocation fails: OutOfMemoryError).
        if self.mature.free_space() >= nursery_used {
            self.minor(roots, refs, ev);
            if !full && self.mature.used_bytes() * 10 > self.mature.capacity_bytes() * 9 {
                self.major(roots, refs, ev);
            }
        }
        self.overflow = false;
    }
    fn used(&self) -> usize {
        self.mature.used_bytes() + (self.nursery.top - self.nursery.base)
    }
    fn capacity(&self) -> usize {
        self.mature.capacity_bytes() + (self.nursery.end - self.nursery.base)
    }
    fn for_each_object(&self, f: &mut dyn FnMut(Ref)) {
        self.mature.walk(f);
        self.nursery.for_each_object(f);
    }
    fn arena_of(&self, addr: usize) -> u32 {
        if self.nursery.contains(addr) {
            self.nursery.arena
        } else {
            self.mature.arena()
        }
    }
    fn arenas(&self) -> Vec<(u32, &'static str)> {
        vec![(self.mature.arena(), "mature"), (self.nursery.arena, "nursery")]
    }
    fn uses_cards(&self) -> bool {
        true
    }
    fn grow(&mut self, size: usize) -> bool {
        if self.mature.grow_by(size) {
            return true;
        }
        !std::mem::replace(&mut self.overflow, true)
    }
    fn has_young_collections(&self) -> bool {
        true
    }
    fn spaces(&self) -> Vec<(&'static str, usize, usize)> {
        vec![
            ("Nursery", self.nursery.top - self.nursery.base, self.nursery.end - self.nursery.base),
            ("Mature", self.mature.used_bytes(), self.mature.capacity_bytes()),
        ]
    }
}
