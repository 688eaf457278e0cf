//! The bump-allocated space that the moving collectors share, and the
//! forwarding pointers they leave behind: the semispaces of the copying
//! collector (`copying.rs`) and the generational collector's nursery
//! (`generational.rs`). (MMTk calls this a policy, the collectors plans.)
//!
//! A space is walkable: objects and filler blocks back to back from `base`
//! to `top`. An evacuated object's class word holds its new address with
//! the low bit set ([`FORWARDED`]).

use crate::heap::events::{HeapEvent, HeapEvents, EV_OBJECT_FREE};
use crate::heap::object::{object_size, Ref};
use crate::heap::{zero, Tlab, LARGE_OBJECT, TLAB_SIZE};

/// A contiguous bump-allocated space.
#[derive(Clone, Copy, Debug)]
pub struct Space {
    pub base: usize,
    pub top: usize,
    pub end: usize,
    pub arena: u32,
}

impl Space {
    /// Bump-allocate `size` bytes, or a TLAB holding them.
    pub fn alloc(&mut self, tlab: &mut Tlab, size: usize) -> Option<usize> {
        if size >= LARGE_OBJECT || size > TLAB_SIZE {
            if self.top + size > self.end {
                return None;
            }
            let a = self.top;
            self.top += size;
            zero(a, size);
            return Some(a);
        }
        let chunk = TLAB_SIZE.min(self.end.saturating_sub(self.top));
        if chunk < size {
            return None;
        }
        let a = self.top;
        self.top += chunk;
        zero(a, chunk);
        tlab.start = a;
        tlab.top = a + size;
        tlab.end = a + chunk;
        tlab.real_end = 0;
        Some(a)
    }

    pub fn contains(&self, a: usize) -> bool {
        a >= self.base && a < self.end
    }

    /// Walk the objects of the space (fillers skipped).
    pub fn for_each_object(&self, f: &mut dyn FnMut(Ref)) {
        let mut p = self.base;
        while p < self.top {
            let r = Ref(p);
            // SAFETY: the space is walkable: objects and fillers back to back.
            let cw = unsafe { *(p as *const usize) };
            if cw == 0 {
                break;
            }
            if let Some(n) = crate::heap::filler_size(p) {
                p += n;
                continue;
            }
            f(r);
            p += object_size(r);
        }
    }
}

impl Space {
    /// After its survivors were copied out: OBJECT_FREE for every object
    /// left in the space (not forwarded: dead), before its arena is deleted.
    /// Agents of the JDK 1.2 era expect objects to die one by one: an
    /// ARENA_DELETE that still holds objects sends some of them (Sun's hprof
    /// among them) into an endless loop, and no VM of that era posted one.
    pub fn free_unforwarded(&self, ev: &HeapEvents) {
        if !ev.enabled(EV_OBJECT_FREE) {
            return;
        }
        let mut p = self.base;
        while p < self.top {
            // SAFETY: the space is walkable: objects (live ones forwarded)
            // and fillers back to back.
            let cw = unsafe { *(p as *const usize) };
            if cw == 0 {
                break;
            }
            if let Some(new) = forwardee(Ref(p)) {
                p += object_size(Ref(new));
            } else if let Some(n) = crate::heap::filler_size(p) {
                p += n;
            } else {
                ev.post(EV_OBJECT_FREE, HeapEvent::ObjectFree { obj: p });
                p += object_size(Ref(p));
            }
        }
    }
}

/// The low bit of a forwarded object's class word.
pub(crate) const FORWARDED: usize = 1;

/// Where the object at `r` was copied to, if it was.
#[inline]
pub(crate) fn forwardee(r: Ref) -> Option<usize> {
    // SAFETY: r is an object start in the from-space.
    let cw = unsafe { *(r.0 as *const usize) };
    if cw & FORWARDED != 0 {
        Some(cw & !FORWARDED)
    } else {
        None
    }
}

/// The fate of the object at `addr` in a collection that evacuates `from`:
/// where it was copied to, `None` if it was not (yet); objects outside
/// `from` stay where they are.
pub(crate) fn evacuated(from: &Space, addr: usize) -> Option<usize> {
    if from.contains(addr) {
        forwardee(Ref(addr))
    } else {
        Some(addr)
    }
}
