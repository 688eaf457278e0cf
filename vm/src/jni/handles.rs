//! JNI references: what a `jobject` is.
//!
//! A `jobject` is never an object's address. It is the address of a *slot*
//! that holds the object's address; the slot is a GC root, so a moving
//! collection rewrites the slot and the `jobject` stays valid. Slots never
//! move while they are in use:
//!
//! * **local references** live in the thread's [`LocalHandles`]: a chain of
//!   fixed [`Block`]s (boxed, never reallocated), used as a stack of *local
//!   frames*. Every native call pushes a frame and pops it on return;
//!   `PushLocalFrame`/`PopLocalFrame` push and pop more. The arguments of a
//!   native method are local references too, but they need no slot of their
//!   own: a reference argument's `jobject` is the address of its slot in the
//!   native method's frame on the value stack, which the collector visits
//!   (`heap::roots`), as HotSpot passes arguments to native code;
//! * **global** and **weak global references** live in two process-wide
//!   [`RefTable`]s made of the same blocks.
//!
//! The two low bits of a `jobject` tell the kinds apart (objects and slots
//! are 8-byte aligned): `00` local, `01` weak global, `10` global. A slot
//! holds an object's address, 0 (null, a deleted local, or a cleared weak
//! reference), or a free-list link with bit 0 set; readers treat an odd value
//! as null, so a stale reference reads as null instead of as garbage.
//!
//! Invariants:
//! * only the owning thread, in the VM state, changes its local slots; the
//!   collector reads and writes every slot with the world stopped;
//! * a table's mutex is never held across a safepoint poll or a safe region,
//!   so a collector can always take it;
//! * block addresses are `BLOCK_BYTES`-aligned, so a slot's block (and from
//!   its header the slot's index) is found by masking the slot's address.

use std::cell::UnsafeCell;

use parking_lot::Mutex;

use crate::heap::Ref;

/// Slots per block (one word of the block is its header).
pub const BLOCK_SLOTS: usize = 63;
const BLOCK_BYTES: usize = 512;

/// Tag bits of a `jobject`.
pub const TAG_MASK: usize = 3;
pub const TAG_LOCAL: usize = 0;
pub const TAG_WEAK: usize = 1;
pub const TAG_GLOBAL: usize = 2;

/// A block of reference slots; its address never changes while it exists.
#[repr(C, align(512))]
pub struct Block {
    /// Index (in the owner's numbering) of `slots[0]`.
    first: usize,
    slots: [UnsafeCell<usize>; BLOCK_SLOTS],
}

const _: () = assert!(std::mem::size_of::<Block>() == BLOCK_BYTES);

impl Block {
    fn new(first: usize) -> Box<Block> {
        Box::new(Block { first, slots: [const { UnsafeCell::new(0) }; BLOCK_SLOTS] })
    }
}

/// A free-list link stored in a slot: the next free index plus one (0 ends
/// the list), shifted left, with bit 0 set.
fn link(next: usize) -> usize {
    (next << 1) | 1
}
fn unlink(v: usize) -> usize {
    v >> 1
}

/// The object a slot value stands for (an odd value is a free-list link).
#[inline(always)]
fn slot_ref(v: usize) -> Ref {
    Ref(if v & 1 != 0 { 0 } else { v })
}

/// A growing sequence of slots in blocks, addressed by index.
#[derive(Default)]
struct Slots {
    /// Boxed: a block must never move (a `jobject` is a slot's address).
    #[allow(clippy::vec_box)]
    blocks: Vec<Box<Block>>,
    /// (block address, block number), sorted by address: finds a slot's
    /// block without touching memory a stray pointer might name.
    by_addr: Vec<(usize, usize)>,
}

impl Slots {
    #[inline]
    fn ptr(&self, i: usize) -> *mut usize {
        self.blocks[i / BLOCK_SLOTS].slots[i % BLOCK_SLOTS].get()
    }
    /// Make sure slot `i` exists.
    fn reserve(&mut self, i: usize) {
        while self.blocks.len() * BLOCK_SLOTS <= i {
            let n = self.blocks.len();
            let b = Block::new(n * BLOCK_SLOTS);
            let addr = &*b as *const Block as usize;
            let at = self.by_addr.partition_point(|&(a, _)| a < addr);
            self.by_addr.insert(at, (addr, n));
            self.blocks.push(b);
        }
    }
    /// A slot for a new reference: the head of the free list `free`, or the
    /// slot `top` (then `top` grows).
    fn take(&mut self, free: &mut usize, top: &mut usize) -> usize {
        if *free != 0 {
            let i = *free - 1;
            // SAFETY: free-list entries are slots below `top`.
            *free = unlink(unsafe { *self.ptr(i) });
            i
        } else {
            let i = *top;
            self.reserve(i);
            *top += 1;
            i
        }
    }

    /// The index of the slot at `addr`, if it is one of ours.
    fn index_of(&self, addr: usize) -> Option<usize> {
        let block = addr & !(BLOCK_BYTES - 1);
        let at = self.by_addr.binary_search_by_key(&block, |&(a, _)| a).ok()?;
        let b = &self.blocks[self.by_addr[at].1];
        let off = addr - block;
        if off < std::mem::offset_of!(Block, slots) || !off.is_multiple_of(8) {
            return None;
        }
        Some(b.first + (off - std::mem::offset_of!(Block, slots)) / 8)
    }
}

// ---------------------------------------------------------------------------
// Local references
// ---------------------------------------------------------------------------

/// One local frame: a native call, `PushLocalFrame`, or an agent callback.
#[derive(Clone, Copy, Debug)]
struct LocalFrame {
    /// First slot index of the frame.
    start: usize,
    /// Head of the frame's free list (index + 1; 0: empty).
    free: usize,
    /// `JThread::frames.len()` when the frame was pushed: its references
    /// belong to the Java frame below that (for heap dumps).
    java_depth: u32,
    /// Pushed by `PushLocalFrame` (only those can be popped by
    /// `PopLocalFrame`; a native call pops its own).
    user: bool,
}

/// A thread's local references (see the module documentation).
pub struct LocalHandles {
    slots: Slots,
    /// Slots `[0, top)` are in use by the live frames.
    top: usize,
    /// The live frames, innermost last; the first (the thread's own, for
    /// code that runs outside any native call) is never popped.
    frames: Vec<LocalFrame>,
}

impl Default for LocalHandles {
    fn default() -> Self {
        LocalHandles { slots: Slots::default(), top: 0, frames: vec![LocalFrame { start: 0, free: 0, java_depth: 0, user: false }] }
    }
}

/// Where a local frame ends and how deep it is, to restore it later.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct LocalMark(usize);

impl LocalHandles {
    /// Push a local frame (a native call pushes one; `java_depth` is the
    /// number of Java frames, the native method's included).
    #[inline]
    pub fn push_frame(&mut self, java_depth: usize) -> LocalMark {
        self.frames.push(LocalFrame { start: self.top, free: 0, java_depth: java_depth as u32, user: false });
        LocalMark(self.frames.len() - 1)
    }

    /// PushLocalFrame.
    pub fn push_user_frame(&mut self, java_depth: usize) {
        self.frames.push(LocalFrame { start: self.top, free: 0, java_depth: java_depth as u32, user: true });
    }

    /// PopLocalFrame: pop the innermost frame if `PushLocalFrame` pushed it
    /// (a native method's own frame is popped when it returns).
    pub fn pop_user_frame(&mut self) {
        if self.frames.last().is_some_and(|f| f.user) {
            self.pop_frame(LocalMark(self.frames.len() - 1));
        }
    }

    /// Pop the frames down to and including the one `mark` names, freeing
    /// their references.
    #[inline]
    pub fn pop_frame(&mut self, mark: LocalMark) {
        if mark.0 == 0 || mark.0 >= self.frames.len() {
            return;
        }
        self.top = self.frames[mark.0].start;
        self.frames.truncate(mark.0);
    }

    /// A new local reference to `r` in the innermost frame (NULL for null).
    pub fn new_local(&mut self, r: Ref) -> *mut usize {
        if r.is_null() {
            return std::ptr::null_mut();
        }
        let f = self.frames.last_mut().expect("base local frame");
        let i = self.slots.take(&mut f.free, &mut self.top);
        let p = self.slots.ptr(i);
        // SAFETY: slot `i` exists and belongs to this frame.
        unsafe { *p = r.addr() };
        p
    }

    /// The index of a live local slot of this thread at `addr`.
    fn live_index(&self, addr: usize) -> Option<usize> {
        self.slots.index_of(addr).filter(|&i| i < self.top)
    }

    /// Whether `addr` is a live local reference of this thread.
    pub fn owns(&self, addr: usize) -> bool {
        self.live_index(addr).is_some()
    }

    /// DeleteLocalRef: free the slot at `addr` for reuse by its frame (a
    /// reference of an outer frame is just cleared). False if `addr` is not
    /// a live local slot of this thread.
    pub fn delete(&mut self, addr: usize) -> bool {
        let Some(i) = self.live_index(addr) else { return false };
        let p = self.slots.ptr(i);
        let f = self.frames.last_mut().expect("base local frame");
        // SAFETY: slot `i` is live (below `top`).
        unsafe {
            if *p & 1 != 0 {
                return true; // already free
            }
            if i >= f.start {
                *p = link(f.free);
                f.free = i + 1;
            } else {
                *p = 0;
            }
        }
        true
    }

    /// Every live local slot with the number of the Java frame it belongs to
    /// (counted from the bottom, 0 when the frame was pushed with no Java
    /// frame), for the collector and heap dumps.
    pub fn visit(&mut self, f: &mut dyn FnMut(usize, *mut usize)) {
        let mut k = 0;
        for i in 0..self.top {
            while k + 1 < self.frames.len() && self.frames[k + 1].start <= i {
                k += 1;
            }
            let p = self.slots.ptr(i);
            // SAFETY: slot `i` is below `top`; the world is stopped or this
            // is the owning thread.
            let v = unsafe { *p };
            if v != 0 && v & 1 == 0 {
                f(self.frames[k].java_depth as usize, p);
            }
        }
    }
}

// ---------------------------------------------------------------------------
// Global and weak global references
// ---------------------------------------------------------------------------

/// A process-wide table of reference slots (globals, or weak globals).
#[derive(Default)]
pub struct RefTable {
    slots: Slots,
    /// Slots `[0, top)` have been handed out at least once.
    top: usize,
    /// Free list head (index + 1; 0: empty).
    free: usize,
    /// Live references.
    live: usize,
}

impl RefTable {
    /// A new slot holding `r` (non-null).
    fn add(&mut self, r: Ref) -> *mut usize {
        let i = self.slots.take(&mut self.free, &mut self.top);
        self.live += 1;
        let p = self.slots.ptr(i);
        // SAFETY: slot `i` exists and is ours now.
        unsafe { *p = r.addr() };
        p
    }

    /// Free the slot at `addr`; false if it is not a slot in use.
    fn remove(&mut self, addr: usize) -> bool {
        let Some(i) = self.slots.index_of(addr).filter(|&i| i < self.top) else { return false };
        let p = self.slots.ptr(i);
        // SAFETY: slot `i` exists.
        unsafe {
            if *p & 1 != 0 {
                return false; // already deleted
            }
            *p = link(self.free);
        }
        self.free = i + 1;
        self.live -= 1;
        true
    }

    fn owns(&self, addr: usize) -> bool {
        // SAFETY: index_of only answers for slots of our blocks.
        self.slots.index_of(addr).filter(|&i| i < self.top).is_some_and(|i| unsafe { *self.slots.ptr(i) } & 1 == 0)
    }

    /// Every slot in use that holds an object.
    fn visit(&self, f: &mut dyn FnMut(*mut usize)) {
        for i in 0..self.top {
            let p = self.slots.ptr(i);
            // SAFETY: slot `i` exists; the world is stopped.
            let v = unsafe { *p };
            if v != 0 && v & 1 == 0 {
                f(p);
            }
        }
    }
}

static GLOBALS: Mutex<RefTable> = Mutex::new(RefTable { slots: Slots { blocks: Vec::new(), by_addr: Vec::new() }, top: 0, free: 0, live: 0 });
static WEAKS: Mutex<RefTable> = Mutex::new(RefTable { slots: Slots { blocks: Vec::new(), by_addr: Vec::new() }, top: 0, free: 0, live: 0 });

fn table(tag: usize) -> &'static Mutex<RefTable> {
    if tag == TAG_WEAK {
        &WEAKS
    } else {
        &GLOBALS
    }
}

/// A new global (`TAG_GLOBAL`) or weak global (`TAG_WEAK`) reference to `r`
/// (NULL for null). Call in the VM state.
pub fn new_global(r: Ref, tag: usize) -> usize {
    if r.is_null() {
        return 0;
    }
    table(tag).lock().add(r) as usize | tag
}

/// Delete a global or weak global reference; false if it was not one
/// (already deleted, or not a reference of that kind).
pub fn delete_global(j: usize) -> bool {
    let tag = j & TAG_MASK;
    if j == 0 || (tag != TAG_GLOBAL && tag != TAG_WEAK) {
        return false;
    }
    table(tag).lock().remove(j & !TAG_MASK)
}

/// Whether `j` is a global (or weak global, by its tag) reference in use.
pub fn is_global(j: usize) -> bool {
    let tag = j & TAG_MASK;
    (tag == TAG_GLOBAL || tag == TAG_WEAK) && table(tag).lock().owns(j & !TAG_MASK)
}

/// The object a reference of any kind stands for now (null for NULL, a
/// deleted reference, or a cleared weak reference). Call in the VM state.
#[inline(always)]
pub fn resolve(j: usize) -> Ref {
    if j == 0 {
        return Ref::NULL;
    }
    // SAFETY: a non-NULL jobject is the address of a slot that the caller
    // obtained from the VM (a local, global or weak slot, or a native frame
    // argument slot); slots are never freed while the VM runs.
    slot_ref(unsafe { *((j & !TAG_MASK) as *const usize) })
}

/// Every strong global reference slot (GC roots).
pub fn visit_globals(f: &mut dyn FnMut(*mut usize)) {
    GLOBALS.lock().visit(f);
}

/// JNI weak global references as one of the collectors' weak root sets
/// (`heap::weak`): cleared when their object dies (`IsSameObject(w, NULL)`
/// is true from then on), updated when it moves.
struct WeakGlobals;

impl crate::heap::weak::WeakRootSet for WeakGlobals {
    fn visit(&self, f: &mut dyn FnMut(*mut usize)) {
        // The world is stopped; no thread holds the table's lock in a safe
        // region (NewWeakGlobalRef and DeleteWeakGlobalRef run in the VM state).
        WEAKS.lock().visit(f);
    }
}

/// Register the weak global table with the collectors (once, at VM creation).
pub fn register_weak_roots() {
    static ONCE: std::sync::Once = std::sync::Once::new();
    ONCE.call_once(|| crate::heap::weak::register(&WeakGlobals));
}

/// Live global and weak global references (for tests and `-verbose:jni`).
pub fn global_counts() -> (usize, usize) {
    (GLOBALS.lock().live, WEAKS.lock().live)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn locals_reuse_deleted_slots_of_the_current_frame() {
        let mut h = LocalHandles::default();
        let a = h.new_local(Ref(0x1000));
        let b = h.new_local(Ref(0x2000));
        assert_eq!(resolve(a as usize), Ref(0x1000));
        let m = h.push_frame(1);
        let c = h.new_local(Ref(0x3000));
        assert!(h.delete(c as usize));
        assert_eq!(resolve(c as usize), Ref::NULL);
        let d = h.new_local(Ref(0x4000));
        assert_eq!(c, d, "a deleted slot of the frame is reused");
        // A reference of an outer frame is cleared, not reused.
        assert!(h.delete(a as usize));
        let e = h.new_local(Ref(0x5000));
        assert_ne!(e, a);
        assert_eq!(resolve(a as usize), Ref::NULL);
        h.pop_frame(m);
        assert!(!h.owns(d as usize) && h.owns(b as usize));
        let mut seen = Vec::new();
        h.visit(&mut |_, p| seen.push(unsafe { *p }));
        assert_eq!(seen, vec![0x2000]);
    }

    #[test]
    fn many_locals_span_blocks_that_never_move() {
        let mut h = LocalHandles::default();
        let first = h.new_local(Ref(8));
        let all: Vec<_> = (1..1000).map(|i| h.new_local(Ref(8 * (i + 1)))).collect();
        assert_eq!(resolve(first as usize), Ref(8));
        for (i, p) in all.iter().enumerate() {
            assert_eq!(resolve(*p as usize), Ref(8 * (i + 2)));
            assert_eq!(*p as usize & TAG_MASK, TAG_LOCAL);
        }
        let mut depths = Vec::new();
        let m = h.push_frame(3);
        h.new_local(Ref(0x10));
        h.visit(&mut |d, _| depths.push(d));
        assert_eq!(depths.len(), 1001);
        assert_eq!(*depths.last().unwrap(), 3);
        h.pop_frame(m);
    }

    #[test]
    fn globals_are_tagged_and_freed() {
        let g = new_global(Ref(0x7000), TAG_GLOBAL);
        let w = new_global(Ref(0x7000), TAG_WEAK);
        assert_eq!(g & TAG_MASK, TAG_GLOBAL);
        assert_eq!(w & TAG_MASK, TAG_WEAK);
        assert!(is_global(g) && is_global(w));
        assert_eq!(resolve(g), Ref(0x7000));
        assert!(delete_global(g));
        assert!(!delete_global(g), "deleted twice");
        assert_eq!(resolve(g), Ref::NULL, "a deleted global reads as null");
        assert!(!is_global(g));
        assert!(delete_global(w));
    }
}
