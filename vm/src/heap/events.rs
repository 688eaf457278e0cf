//! The heap's event vocabulary (the JVMPI heap events), posted by every
//! collector through one dispatch point.
//!
//! Dispatch is gated by a bitmask: a disabled event costs one predictable
//! branch, and allocation events are only ever posted from the allocation
//! slow path (the fast path never tests a flag; enabling OBJECT_ALLOC makes
//! every TLAB look full so each allocation takes the slow path).
//!
//! Moves are posted in batches ([`HeapEvents::post_move`]): a young
//! collection moves hundreds of thousands of objects, and one trip through
//! the dispatch (a read lock, the sinks' dynamic calls) per object cost more
//! than the sinks' own work. A collecting thread buffers its moves and
//! delivers them, in order, when the buffer is full, before it posts any
//! other heap event, and at the end of the collection, so every sink still
//! sees one ordered stream.

use std::cell::RefCell;
use std::sync::atomic::{AtomicU32, AtomicUsize, Ordering};

use parking_lot::{Mutex, RwLock};

/// One heap event. Addresses are object addresses (the object ids of the
/// JVMPI heap events); `class_id` is the VM's class id.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HeapEvent {
    ArenaNew { arena: u32, name: &'static str },
    ArenaDelete { arena: u32 },
    ObjectAlloc { arena: u32, class_id: u32, is_array: bool, size: usize, obj: usize },
    ObjectMove { arena: u32, obj: usize, new_arena: u32, new_obj: usize },
    ObjectFree { obj: usize },
    GcStart,
    GcFinish { used_objects: u64, used_bytes: u64, total_bytes: u64 },
}

/// One moved object (an OBJECT_MOVE), as batches carry it.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Moved {
    pub arena: u32,
    pub obj: usize,
    pub new_arena: u32,
    pub new_obj: usize,
}

impl Moved {
    /// The move as a single event.
    pub fn event(&self) -> HeapEvent {
        HeapEvent::ObjectMove { arena: self.arena, obj: self.obj, new_arena: self.new_arena, new_obj: self.new_obj }
    }
}

pub const EV_ARENA: u32 = 1;
pub const EV_OBJECT_ALLOC: u32 = 2;
pub const EV_OBJECT_MOVE: u32 = 4;
pub const EV_OBJECT_FREE: u32 = 8;
pub const EV_GC: u32 = 16;

/// Receives heap events (the profiler dispatcher, or the shadow-heap checker).
pub trait HeapEventSink: Send {
    fn event(&mut self, e: &HeapEvent);
    /// A batch of moves, in the collector's order (by default one
    /// OBJECT_MOVE event each).
    fn moves(&mut self, batch: &[Moved]) {
        for m in batch {
            self.event(&m.event());
        }
    }
}

/// A sink shared by every posting thread: called without any lock of the
/// heap's, with a mask it may change at run time (call
/// [`HeapEvents::refresh`] after changing it). The profiler's bridge is one:
/// its callbacks may block (agents take raw monitors in them), so they must
/// not run under the lock that serialises the boxed sinks.
pub trait SharedHeapEventSink: Sync {
    /// The kinds (`EV_*`) this sink wants now.
    fn mask(&self) -> u32;
    fn event(&self, e: &HeapEvent);
    /// A batch of moves, in the collector's order (by default one
    /// OBJECT_MOVE event each).
    fn moves(&self, batch: &[Moved]) {
        for m in batch {
            self.event(&m.event());
        }
    }
}

/// Moves a batch holds at most.
const MOVE_BATCH: usize = 4096;

thread_local! {
    /// The calling thread's moves not yet delivered: only a thread running a
    /// collection ever has any, and only until the collection ends. (One per
    /// thread, not per `HeapEvents`: the VM has one dispatch point.)
    static PENDING_MOVES: RefCell<Vec<Moved>> = const { RefCell::new(Vec::new()) };
}

/// How many threads have moves in [`PENDING_MOVES`] (counted at a buffer's
/// first move and when it is delivered; in the VM only the collecting
/// thread has any), so that the other posts, an allocation event each when
/// OBJECT_ALLOC is on, skip the thread-local look-up.
static MOVES_PENDING: AtomicUsize = AtomicUsize::new(0);

/// The dispatch point.
pub struct HeapEvents {
    mask: AtomicU32,
    /// The union of the boxed sinks' masks.
    fixed: AtomicU32,
    sinks: Mutex<Vec<(u32, Box<dyn HeapEventSink>)>>,
    shared: RwLock<Vec<&'static dyn SharedHeapEventSink>>,
}

impl Default for HeapEvents {
    fn default() -> Self {
        Self::new()
    }
}

impl HeapEvents {
    pub const fn new() -> HeapEvents {
        HeapEvents { mask: AtomicU32::new(0), fixed: AtomicU32::new(0), sinks: Mutex::new(Vec::new()), shared: RwLock::new(Vec::new()) }
    }

    /// Register a sink for the events in `mask`.
    pub fn add_sink(&self, mask: u32, sink: Box<dyn HeapEventSink>) {
        let mut s = self.sinks.lock();
        s.push((mask, sink));
        let all = s.iter().fold(0, |m, (k, _)| m | k);
        self.fixed.store(all, Ordering::Release);
        drop(s);
        self.refresh();
    }

    /// Register a shared sink (its mask is read now and at every `refresh`).
    pub fn add_shared_sink(&self, sink: &'static dyn SharedHeapEventSink) {
        self.shared.write().push(sink);
        self.refresh();
    }

    /// Recompute the published mask (after a shared sink changed its mask).
    pub fn refresh(&self) {
        let shared = self.shared.read_recursive().iter().fold(0, |m, s| m | s.mask());
        self.mask.store(self.fixed.load(Ordering::Acquire) | shared, Ordering::Release);
    }

    /// The kinds the boxed sinks (`-XX:+CheckHeapEvents`, tracing) want.
    pub fn fixed_mask(&self) -> u32 {
        self.fixed.load(Ordering::Acquire)
    }

    #[inline(always)]
    pub fn enabled(&self, kind: u32) -> bool {
        self.mask.load(Ordering::Relaxed) & kind != 0
    }

    /// Post an event of kind `kind` (call only after `enabled(kind)`). The
    /// calling thread's buffered moves go first.
    #[cold]
    pub fn post(&self, kind: u32, e: HeapEvent) {
        self.flush_moves();
        self.each_sink(kind, |s| s.event(&e), |s| s.event(&e));
    }

    /// Call `boxed` with every boxed sink and `shared` with every shared
    /// sink that wants `kind`, in that order.
    fn each_sink(&self, kind: u32, mut boxed: impl FnMut(&mut dyn HeapEventSink), mut shared: impl FnMut(&dyn SharedHeapEventSink)) {
        if self.fixed.load(Ordering::Relaxed) & kind != 0 {
            for (m, s) in self.sinks.lock().iter_mut() {
                if *m & kind != 0 {
                    boxed(&mut **s);
                }
            }
        }
        for s in self.shared.read_recursive().iter() {
            if s.mask() & kind != 0 {
                shared(*s);
            }
        }
    }

    /// Post OBJECT_MOVE (call only after `enabled(EV_OBJECT_MOVE)`, from the
    /// thread running the collection): buffered, and delivered in batches
    /// before this thread's next other event and at the latest when the
    /// collection ends ([`HeapEvents::flush_moves`]).
    #[inline]
    pub fn post_move(&self, m: Moved) {
        let n = PENDING_MOVES.with(|p| {
            let mut p = p.borrow_mut();
            p.push(m);
            p.len()
        });
        if n == 1 {
            MOVES_PENDING.fetch_add(1, Ordering::Relaxed);
        }
        if n >= MOVE_BATCH {
            self.flush_moves();
        }
    }

    /// Deliver the calling thread's buffered moves, if it has any (the heap
    /// calls this when a collection ends).
    pub fn flush_moves(&self) {
        // A thread sees its own increment, so 0 means it has none.
        if MOVES_PENDING.load(Ordering::Relaxed) == 0 {
            return;
        }
        // Taken out of the cell: a sink may post (into a fresh buffer). A
        // thread whose locals are gone (it is exiting) has no moves.
        let Ok(mut batch) = PENDING_MOVES.try_with(|p| std::mem::take(&mut *p.borrow_mut())) else { return };
        if batch.is_empty() {
            return;
        }
        MOVES_PENDING.fetch_sub(1, Ordering::Relaxed);
        self.each_sink(EV_OBJECT_MOVE, |s| s.moves(&batch), |s| s.moves(&batch));
        // The buffer back, for the collection's next batch.
        batch.clear();
        let _ = PENDING_MOVES.try_with(|p| {
            let mut p = p.borrow_mut();
            if p.is_empty() {
                *p = batch;
            }
        });
    }
}

/// Prints every heap event to stderr (`-XX:+TraceHeapEvents`), for students
/// and for the documentation's traces.
pub struct EventTracer;

impl HeapEventSink for EventTracer {
    fn event(&mut self, e: &HeapEvent) {
        let line = match *e {
            HeapEvent::ArenaNew { arena, name } => format!("ARENA_NEW      arena={arena} name={name}"),
            HeapEvent::ArenaDelete { arena } => format!("ARENA_DELETE   arena={arena}"),
            HeapEvent::ObjectAlloc { arena, class_id, is_array, size, obj } => {
                let c = crate::runtime::vm::vm().class_by_id(class_id);
                format!("OBJECT_ALLOC   arena={arena} obj={obj:#x} size={size} class={}{}", c.java_name(), if is_array { " (array)" } else { "" })
            }
            HeapEvent::ObjectMove { arena, obj, new_arena, new_obj } => {
                format!("OBJECT_MOVE    arena={arena} obj={obj:#x} -> arena={new_arena} obj={new_obj:#x}")
            }
            HeapEvent::ObjectFree { obj } => format!("OBJECT_FREE    obj={obj:#x}"),
            HeapEvent::GcStart => "GC_START".to_string(),
            HeapEvent::GcFinish { used_objects, used_bytes, total_bytes } => {
                format!("GC_FINISH      used_objects={used_objects} used_bytes={used_bytes} total_bytes={total_bytes}")
            }
        };
        crate::natives::io::write_stderr(format!("[heap] {line}\n").as_bytes());
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::{Arc, Mutex as StdMutex};

    /// Records what it receives: single events, and the sizes of batches.
    struct Recorder(Arc<StdMutex<(Vec<HeapEvent>, Vec<usize>)>>);

    impl HeapEventSink for Recorder {
        fn event(&mut self, e: &HeapEvent) {
            self.0.lock().unwrap().0.push(e.clone());
        }
        fn moves(&mut self, batch: &[Moved]) {
            let mut r = self.0.lock().unwrap();
            r.1.push(batch.len());
            r.0.extend(batch.iter().map(Moved::event));
        }
    }

    fn mv(i: usize) -> Moved {
        Moved { arena: 1, obj: 0x1000 + 16 * i, new_arena: 2, new_obj: 0x9000 + 16 * i }
    }

    #[test]
    fn moves_arrive_in_batches_in_order_before_the_next_event() {
        let ev = HeapEvents::new();
        let log = Arc::new(StdMutex::new((Vec::new(), Vec::new())));
        ev.add_sink(EV_OBJECT_MOVE | EV_OBJECT_FREE | EV_GC, Box::new(Recorder(log.clone())));
        let n = MOVE_BATCH + 10;
        for i in 0..n {
            ev.post_move(mv(i));
        }
        // A full batch went out as soon as it was full; the rest waits.
        assert_eq!(log.lock().unwrap().1, vec![MOVE_BATCH]);
        ev.post(EV_OBJECT_FREE, HeapEvent::ObjectFree { obj: 0x42 });
        ev.post_move(mv(n));
        ev.flush_moves();
        ev.flush_moves();
        let (events, batches) = std::mem::take(&mut *log.lock().unwrap());
        assert_eq!(batches, vec![MOVE_BATCH, 10, 1]);
        let mut want: Vec<HeapEvent> = (0..n).map(|i| mv(i).event()).collect();
        want.push(HeapEvent::ObjectFree { obj: 0x42 });
        want.push(mv(n).event());
        assert_eq!(events, want);
    }

    #[test]
    fn a_sink_without_batches_gets_one_event_per_move() {
        struct Plain(Arc<StdMutex<Vec<HeapEvent>>>);
        impl HeapEventSink for Plain {
            fn event(&mut self, e: &HeapEvent) {
                self.0.lock().unwrap().push(e.clone());
            }
        }
        let ev = HeapEvents::new();
        let log = Arc::new(StdMutex::new(Vec::new()));
        ev.add_sink(EV_OBJECT_MOVE | EV_GC, Box::new(Plain(log.clone())));
        ev.post_move(mv(0));
        ev.post_move(mv(1));
        ev.post(EV_GC, HeapEvent::GcStart);
        assert_eq!(*log.lock().unwrap(), vec![mv(0).event(), mv(1).event(), HeapEvent::GcStart]);
    }
}
