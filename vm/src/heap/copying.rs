//! The semispace collector (`-Xgc:copying`): two halves of the region,
//! each a bump-allocated `space::Space`. A collection creates a fresh arena
//! over the empty half, copies the survivors into it (OBJECT_MOVE from the
//! old arena to the new one, Cheney's breadth-first scan, discovering
//! references), processes the references (`refproc`: a referent that was
//! not copied is dead), posts OBJECT_FREE for every object left behind (the
//! dead ones) and deletes the old arena, empty by then.

use crate::heap::events::{HeapEvent, HeapEvents, Moved, EV_ARENA, EV_OBJECT_MOVE};
use crate::heap::object::{object_size, Ref};
use crate::heap::refproc::{for_each_traced_field, RefProcessor, Tracer};
use crate::heap::space::{evacuated, forwardee, Space, FORWARDED};
use crate::heap::{weak, Collector, RootVisitor, Tlab, TLAB_SIZE};

/// Copy the object at `*slot` (if it lies in `from`) into `to`, leaving a
/// forwarding pointer, and update the slot.
fn evacuate(slot: *mut usize, from: &Space, to: &mut Space, ev: &HeapEvents) {
    // SAFETY: slot is a root or a field of a to-space object.
    let o = unsafe { *slot };
    if o == 0 || !from.contains(o) {
        return;
    }
    let r = Ref(o);
    if let Some(f) = forwardee(r) {
        // SAFETY: as above.
        unsafe { *slot = f };
        return;
    }
    let size = object_size(r);
    let new = to.top;
    assert!(new + size <= to.end, "to-space overflow: survivors exceed the space");
    crate::heap::object::copy_bytes(r, 0, Ref(new), 0, size);
    to.top += size;
    // SAFETY: overwrite the old object's class word with the forwarding pointer.
    unsafe { *(o as *mut usize) = new | FORWARDED };
    if ev.enabled(EV_OBJECT_MOVE) {
        ev.post_move(Moved { arena: from.arena, obj: o, new_arena: to.arena, new_obj: new });
    }
    // SAFETY: as above.
    unsafe { *slot = new };
}

/// Cheney scan of `to` from `*p` until no grey objects remain, discovering
/// references when `refs` is given.
fn scan(to: &mut Space, p: &mut usize, from: &Space, ev: &HeapEvents, mut refs: Option<&mut RefProcessor>) {
    while *p < to.top {
        let r = Ref(*p);
        let size = object_size(r);
        let discovered = match refs.as_deref_mut() {
            Some(rp) => rp.discover(r, |x| evacuated(from, x).is_some()),
            None => false,
        };
        for_each_traced_field(r, discovered, |f| evacuate(f, from, to, ev));
        *p += size;
    }
}

/// Reference processing in a semispace collection: a from-space object is
/// live iff it was copied; keeping one alive copies it.
struct CopyTracer<'a> {
    from: Space,
    to: &'a mut Space,
    scanned: usize,
    ev: &'a HeapEvents,
}

impl weak::Liveness for CopyTracer<'_> {
    fn forwardee(&self, addr: usize) -> Option<usize> {
        evacuated(&self.from, addr)
    }
}

impl Tracer for CopyTracer<'_> {
    fn keep_alive(&mut self, obj: usize) -> usize {
        let mut slot = obj;
        evacuate(&mut slot, &self.from, self.to, self.ev);
        scan(self.to, &mut self.scanned, &self.from, self.ev, None);
        slot
    }
}

/// The semispace collector.
pub struct Copying {
    spaces: [Space; 2],
    half: usize,
    /// Soft size of a semispace: allocation collects before passing it; it
    /// doubles when more than half of it survives a collection.
    cap: usize,
    cur: usize,
    next_arena: u32,
    announced: bool,
}

impl Copying {
    /// Two halves of `[base, limit)`; each starts with a soft size of half
    /// the initial heap size (`-Xms`).
    pub fn new(base: usize, limit: usize, initial: usize) -> Copying {
        let half = ((limit - base) / 2) & !4095;
        let cap = (initial / 2).max(1 << 20).min(half) & !4095;
        Copying {
            spaces: [Space { base, top: base, end: base + cap, arena: 1 }, Space { base: base + half, top: base + half, end: base + half + cap, arena: 0 }],
            half,
            cap,
            cur: 0,
            next_arena: 2,
            announced: false,
        }
    }
    fn announce(&mut self, ev: &HeapEvents) {
        if !self.announced {
            self.announced = true;
            if ev.enabled(EV_ARENA) {
                ev.post(EV_ARENA, HeapEvent::ArenaNew { arena: self.spaces[self.cur].arena, name: "semispace" });
            }
        }
    }
}

impl Collector for Copying {
    fn name(&self) -> &'static str {
        "copying"
    }
    fn alloc(&mut self, tlab: &mut Tlab, size: usize, ev: &HeapEvents) -> Option<usize> {
        self.announce(ev);
        tlab.retire();
        self.spaces[self.cur].alloc(tlab, size)
    }
    fn collect(&mut self, roots: &mut dyn RootVisitor, refs: &mut RefProcessor, ev: &HeapEvents, _full: bool) {
        self.announce(ev);
        let from = self.spaces[self.cur];
        let other = 1 - self.cur;
        // Survivors may fill the whole half; the soft cap applies to allocation.
        let to_base = self.spaces[other].base;
        let mut to = Space { base: to_base, top: to_base, end: to_base + self.half, arena: self.next_arena };
        self.next_arena += 1;
        if ev.enabled(EV_ARENA) {
            ev.post(EV_ARENA, HeapEvent::ArenaNew { arena: to.arena, name: "semispace" });
        }
        roots.visit(&mut |slot| evacuate(slot, &from, &mut to, ev));
        let mut scanned = to.base;
        scan(&mut to, &mut scanned, &from, ev, Some(refs));
        refs.process(&mut CopyTracer { from, to: &mut to, scanned, ev });
        // Objects kept alive by reference processing (finalizable referents)
        // are forwarded by now: what is left is dead.
        from.free_unforwarded(ev);
        if ev.enabled(EV_ARENA) {
            ev.post(EV_ARENA, HeapEvent::ArenaDelete { arena: from.arena });
        }
        // The old half is garbage now; give its pages back.
        crate::heap::discard(from.base, from.top, from.end);
        let live = to.top - to.base;
        while live * 2 > self.cap && self.cap < self.half {
            self.cap = (self.cap * 2).min(self.half);
        }
        to.end = (to.base + self.cap).max(to.top);
        self.spaces[self.cur] = Space { base: from.base, top: from.base, end: from.base + self.cap, arena: 0 };
        self.spaces[other] = to;
        self.cur = other;
    }
    fn used(&self) -> usize {
        let s = &self.spaces[self.cur];
        s.top - s.base
    }
    fn capacity(&self) -> usize {
        let s = &self.spaces[self.cur];
        s.end - s.base
    }
    fn for_each_object(&self, f: &mut dyn FnMut(Ref)) {
        self.spaces[self.cur].for_each_object(f)
    }
    fn arena_of(&self, _addr: usize) -> u32 {
        self.spaces[self.cur].arena
    }
    fn arenas(&self) -> Vec<(u32, &'static str)> {
        vec![(self.spaces[self.cur].arena, "semispace")]
    }
    fn grow(&mut self, size: usize) -> bool {
        let used = self.spaces[self.cur].top - self.spaces[self.cur].base;
        let old = self.cap;
        while self.cap < used + size + TLAB_SIZE && self.cap < self.half {
            self.cap = (self.cap * 2).min(self.half);
        }
        for s in self.spaces.iter_mut() {
            s.end = s.base + self.cap;
        }
        self.cap != old
    }
}

