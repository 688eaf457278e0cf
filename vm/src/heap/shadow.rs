//! The shadow heap: an event sink that rebuilds the heap from the events
//! alone (alloc, move, free, arena delete) and checks, at every GC finish,
//! that its live set has exactly the real heap's object count and bytes.
//!
//! This is what makes heap profiles GC-independent: a profiler that sees
//! only the event stream knows exactly which objects are live, whatever the
//! collector. Enabled with `-XX:+CheckHeapEvents`; a mismatch aborts.

use hashbrown::HashMap;

use crate::heap::events::{HeapEvent, HeapEventSink};

#[derive(Default)]
pub struct ShadowHeap {
    /// object address → (arena, size)
    objects: HashMap<usize, (u32, usize)>,
    pub checks: u64,
}

impl ShadowHeap {
    pub fn live(&self) -> (u64, u64) {
        (self.objects.len() as u64, self.objects.values().map(|v| v.1 as u64).sum())
    }
}

impl HeapEventSink for ShadowHeap {
    fn event(&mut self, e: &HeapEvent) {
        match *e {
            HeapEvent::ObjectAlloc { arena, size, obj, .. } => {
                self.objects.insert(obj, (arena, size));
            }
            HeapEvent::ObjectMove { obj, new_arena, new_obj, .. } => {
                match self.objects.remove(&obj) {
                    Some((_, size)) => {
                        self.objects.insert(new_obj, (new_arena, size));
                    }
                    None => fail(&format!("OBJECT_MOVE of unknown object {obj:#x}")),
                }
            }
            HeapEvent::ObjectFree { obj } => {
                if self.objects.remove(&obj).is_none() {
                    fail(&format!("OBJECT_FREE of unknown object {obj:#x}"));
                }
            }
            HeapEvent::ArenaDelete { arena } => self.objects.retain(|_, v| v.0 != arena),
            HeapEvent::GcFinish { used_objects, used_bytes, .. } => {
                self.checks += 1;
                let (n, b) = self.live();
                if (n, b) != (used_objects, used_bytes) {
                    fail(&format!(
                        "after GC {}: shadow heap has {n} objects / {b} bytes, the heap {used_objects} / {used_bytes}",
                        self.checks
                    ));
                }
            }
            HeapEvent::ArenaNew { .. } | HeapEvent::GcStart => {}
        }
    }
}

fn fail(msg: &str) {
    crate::natives::io::write_stderr(format!("rjvm: heap event check failed: {msg}\n").as_bytes());
    std::process::abort();
}
