//! The heap's event vocabulary (the JVMPI heap events), posted by every
//! collector through one dispatch point.
//!
//! Dispatch is gated by a bitmask: a disabled event costs one predictable
//! branch, and allocation events are only ever posted from the allocation
//! slow path (the fast path never tests a flag; enabling OBJECT_ALLOC makes
//! every TLAB look full so each allocation takes the slow path).

use std::sync::atomic::{AtomicU32, Ordering};

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

pub const EV_ARENA: u32 = 1;
pub const EV_OBJECT_ALLOC: u32 = 2;
pub const EV_OBJECT_MOVE: u32 = 4;
pub const EV_OBJECT_FREE: u32 = 8;
pub const EV_GC: u32 = 16;

/// Receives heap events (the profiler dispatcher, or the shadow-heap checker).
pub trait HeapEventSink: Send {
    fn event(&mut self, e: &HeapEvent);
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
}

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

    /// Post an event of kind `kind` (call only after `enabled(kind)`).
    #[cold]
    pub fn post(&self, kind: u32, e: HeapEvent) {
        if self.fixed.load(Ordering::Relaxed) & kind != 0 {
            for (m, s) in self.sinks.lock().iter_mut() {
                if *m & kind != 0 {
                    s.event(&e);
                }
            }
        }
        for s in self.shared.read_recursive().iter() {
            if s.mask() & kind != 0 {
                s.event(&e);
            }
        }
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
