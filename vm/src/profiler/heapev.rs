//! The heap events in JVMPI form (ARENA_NEW/DELETE, OBJECT_ALLOC/MOVE/FREE,
//! GC_START/FINISH) and GetCallTrace.
//!
//! The heap posts its own event vocabulary ([`crate::heap::events`]); one
//! shared sink, [`HeapBridge`], installed the first time any of these kinds
//! is enabled, converts them and dispatches them. The sink's mask follows
//! the union of all agents' enable sets, so a kind nobody enabled costs the
//! heap nothing but its usual one-bit test. Enabling OBJECT_ALLOC sets
//! `heap.force_slow_path` (every allocation then takes the slow path, the
//! only place allocation events are posted); disabling it clears the flag
//! unless `-XX:GCALotInterval`, `-XX:+CheckHeapEvents` or
//! `-XX:+TraceHeapEvents` need it.

use std::sync::atomic::{AtomicBool, AtomicU32, Ordering};

use rjvm_profiler_api::{ffi, ArenaId, CallFrame, ClassId, Event, EventKind, MethodId, ObjectId, TypeCode};

use super::{current, current_env, current_id, dispatch, enabled, with_env};
use crate::heap::events::{HeapEvent, Moved, SharedHeapEventSink, EV_ARENA, EV_GC, EV_OBJECT_ALLOC, EV_OBJECT_FREE, EV_OBJECT_MOVE};
use crate::heap::Ref;
use crate::runtime::class::{BasicType, Class, Method};
use crate::runtime::thread::JThread;

/// The class id of `c` everywhere in the JVMPI (CLASS_LOAD, OBJECT_ALLOC,
/// dumps, GetMethodClass): the object id of its `java.lang.Class` object,
/// an ordinary heap object that moves like any other (OBJECT_MOVE). Read
/// it where no collection can run (the Java state, or the world stopped).
pub(crate) fn class_id(c: &'static Class) -> ClassId {
    ClassId(c.mirror_ref().addr())
}

/// `class_id` for an event field: `None` for a class without a mirror yet
/// (only `java.lang.Class` itself, while its own mirror is being
/// allocated at bootstrap).
pub(crate) fn class_id_opt(c: &'static Class) -> Option<ClassId> {
    Some(class_id(c)).filter(|id| id.0 != 0)
}

/// The method id (`jmethodID`) of `m` everywhere in the JVMPI (CLASS_LOAD
/// methods, call-trace frames): the address of the VM's leaked `Method`.
pub(crate) fn method_id(m: &'static Method) -> MethodId {
    MethodId(m as *const Method as usize)
}

pub(crate) fn type_code(t: BasicType) -> TypeCode {
    match t {
        BasicType::Boolean => TypeCode::Boolean,
        BasicType::Byte => TypeCode::Byte,
        BasicType::Char => TypeCode::Char,
        BasicType::Short => TypeCode::Short,
        BasicType::Int => TypeCode::Int,
        BasicType::Float => TypeCode::Float,
        BasicType::Long => TypeCode::Long,
        BasicType::Double => TypeCode::Double,
        BasicType::Ref | BasicType::Void => TypeCode::Class,
    }
}

/// The class an OBJECT_ALLOC for an object of class `c` names, and its
/// `is_array`: an instance → its class and NORMAL_OBJECT; an object array →
/// the element class and CLASS; a primitive array → none and the element
/// type.
#[inline(always)]
pub(crate) fn alloc_kind(c: &'static Class) -> (Option<&'static Class>, TypeCode) {
    match c.kind {
        crate::runtime::class::ClassKind::Array { elem: BasicType::Ref, component, .. } => (Some(component), TypeCode::Class),
        crate::runtime::class::ClassKind::Array { elem, .. } => (None, type_code(elem)),
        _ => (Some(c), TypeCode::NormalObject),
    }
}

/// The class named by OBJECT_ALLOC for an object of class `c` (see
/// [`alloc_kind`]).
pub(crate) fn alloc_elem_class(c: &'static Class) -> Option<&'static Class> {
    alloc_kind(c).0
}

/// `(class_id, is_array)` of an OBJECT_ALLOC for an object of class `c`
/// (see [`alloc_kind`]).
pub(crate) fn alloc_class(c: &'static Class) -> (Option<ClassId>, TypeCode) {
    let (e, is_array) = alloc_kind(c);
    (e.and_then(class_id_opt), is_array)
}

// ---------------------------------------------------------------------------
// The bridge
// ---------------------------------------------------------------------------

/// The heap kinds (`EV_*`) some agent enabled (whether or not start-up is
/// complete; the bridge checks the published mask before dispatching).
static HEAP_MASK: AtomicU32 = AtomicU32::new(0);
static INSTALLED: AtomicBool = AtomicBool::new(false);

pub(crate) struct HeapBridge;

static BRIDGE: HeapBridge = HeapBridge;

impl SharedHeapEventSink for HeapBridge {
    fn mask(&self) -> u32 {
        HEAP_MASK.load(Ordering::Relaxed)
    }

    fn moves(&self, batch: &[Moved]) {
        HeapBridge::deliver_moves(batch);
    }

    fn event(&self, e: &HeapEvent) {
        match *e {
            HeapEvent::GcStart if enabled(EventKind::GcStart) => dispatch(&Event::GcStart { thread: current_id() }),
            HeapEvent::GcFinish { used_objects, used_bytes, total_bytes } if enabled(EventKind::GcFinish) => dispatch(&Event::GcFinish {
                thread: current_id(),
                used_objects,
                used_object_space: used_bytes,
                total_object_space: total_bytes,
            }),
            HeapEvent::ArenaNew { arena, name } if enabled(EventKind::ArenaNew) => {
                dispatch(&Event::ArenaNew { thread: current_id(), arena: ArenaId(arena), name })
            }
            HeapEvent::ArenaDelete { arena } if enabled(EventKind::ArenaDelete) => {
                dispatch(&Event::ArenaDelete { thread: current_id(), arena: ArenaId(arena) })
            }
            HeapEvent::ObjectAlloc { arena, class_id: cid, size, obj, .. } => {
                post_live_alloc(arena, crate::runtime::vm::vm().class_by_id(cid), size, obj)
            }
            HeapEvent::ObjectMove { arena, obj, new_arena, new_obj } => self.moves(&[Moved { arena, obj, new_arena, new_obj }]),
            HeapEvent::ObjectFree { obj } if enabled(EventKind::ObjectFree) => {
                dispatch(&Event::ObjectFree { thread: current_id(), object: ObjectId(obj) })
            }
            _ => {}
        }
    }
}

impl HeapBridge {
    /// A batch of moves: to the move hooks in one call, and as OBJECT_MOVE
    /// events to the agents that enabled them and have no move hooks.
    fn deliver_moves(batch: &[Moved]) {
        let hooked = super::hooks::move_hooks();
        if hooked {
            super::hooks::objects_moved(batch);
        }
        if !enabled(EventKind::ObjectMove) || (hooked && !super::hooks::MOVE_EVENT_RECEIVERS.load(Ordering::Relaxed)) {
            return;
        }
        let thread = current_id();
        for m in batch {
            let e = Event::ObjectMove { thread, arena: ArenaId(m.arena), object: ObjectId(m.obj), new_arena: ArenaId(m.new_arena), new_object: ObjectId(m.new_obj) };
            if hooked {
                super::dispatch_filtered(&e, super::Skip::MoveHooked);
            } else {
                dispatch(&e);
            }
        }
    }
}

/// A live allocation by the calling thread: to the allocation hooks, and as
/// OBJECT_ALLOC to the agents that enabled it and have no allocation hooks.
fn post_live_alloc(arena: u32, c: &'static Class, size: usize, obj: usize) {
    let event = enabled(EventKind::ObjectAlloc);
    let hooked = super::hooks::alloc_hooks_live();
    if !event && !hooked {
        return;
    }
    let (class, is_array) = alloc_class(c);
    if hooked {
        if let Some(p) = current() {
            // SAFETY: the calling thread's own JThread (allocation events are
            // posted by the allocating thread, its frames synchronised).
            super::hooks::alloc_hooks_call(unsafe { &mut *p }, alloc_elem_class(c), class, is_array, size as u64, obj);
        }
    }
    if event && super::event_receivers(EventKind::ObjectAlloc, super::Skip::AllocHooked) {
        super::dispatch_filtered(
            &Event::ObjectAlloc { thread: current_id(), arena: ArenaId(arena), class, is_array, size: size as u64, object: ObjectId(obj), requested: false },
            super::Skip::AllocHooked,
        );
    }
}

fn post_object_alloc(arena: u32, c: &'static Class, size: usize, obj: usize, requested: bool) {
    let (class, is_array) = alloc_class(c);
    dispatch(&Event::ObjectAlloc {
        thread: current_id(),
        arena: ArenaId(arena),
        class,
        is_array,
        size: size as u64,
        object: ObjectId(obj),
        requested,
    });
}

/// The heap kinds wanted by an (unpublished) JVMPI enable mask.
fn heap_kinds(mask: u64) -> u32 {
    use rjvm_profiler_api::EventSet;
    let has = |k: EventKind| mask & EventSet::bit(k) != 0;
    let mut m = 0;
    if has(EventKind::ArenaNew) || has(EventKind::ArenaDelete) {
        m |= EV_ARENA;
    }
    if has(EventKind::ObjectAlloc) || super::hooks::alloc_hooks() {
        m |= EV_OBJECT_ALLOC;
    }
    if has(EventKind::ObjectMove) || super::hooks::move_hooks() {
        m |= EV_OBJECT_MOVE;
    }
    if has(EventKind::ObjectFree) {
        m |= EV_OBJECT_FREE;
    }
    if has(EventKind::GcStart) || has(EventKind::GcFinish) {
        m |= EV_GC;
    }
    m
}

/// The enable sets changed (`all` = their union, start-up or not): install
/// the bridge if needed, update its mask and the slow-path flag.
pub(crate) fn update_heap_hooks(all: u64) {
    let m = heap_kinds(all);
    HEAP_MASK.store(m, Ordering::SeqCst);
    super::hooks::MOVE_EVENT_RECEIVERS.store(super::event_receivers(EventKind::ObjectMove, super::Skip::MoveHooked), Ordering::SeqCst);
    let Some(v) = crate::runtime::vm::try_vm() else { return };
    if m != 0 && !INSTALLED.swap(true, Ordering::SeqCst) {
        v.heap.events.add_shared_sink(&BRIDGE);
    }
    v.heap.events.refresh();
    let slow = m & EV_OBJECT_ALLOC != 0 || v.heap.slow_path_needed_without_profiler();
    v.heap.force_slow_path.store(slow, Ordering::SeqCst);
}

/// Start-up, on `t`: with the world stopped, OBJECT_ALLOC for every
/// existing object `which` selects (if enabled), after ARENA_NEW for every
/// arena if `arenas` (and enabled). Every TLAB is retired first (the heap
/// must be walkable, and with OBJECT_ALLOC enabled no thread may keep
/// allocating on a fast path it began before). An object allocated by
/// another thread between the publication of the masks and the stop may
/// be reported twice (same arena and id).
pub(crate) fn replay_heap(t: &mut JThread, arenas: bool, which: &dyn Fn(Ref) -> bool) {
    let arenas = arenas && enabled(EventKind::ArenaNew);
    let allocs = enabled(EventKind::ObjectAlloc);
    if !arenas && !allocs {
        return;
    }
    let heap = &crate::runtime::vm::vm().heap;
    let world = crate::runtime::safepoint::stop_the_world(t);
    let others: Vec<*mut JThread> = world.others().collect();
    heap.retire_tlab(t);
    for o in others {
        // SAFETY: the other threads are stopped (the world is ours).
        heap.retire_tlab(unsafe { &mut *o });
    }
    if arenas {
        for (a, name) in heap.arenas() {
            dispatch(&Event::ArenaNew { thread: current_id(), arena: ArenaId(a), name });
        }
    }
    if allocs {
        let mut objs = Vec::new();
        heap.for_each_object(&mut |r| {
            if which(r) {
                objs.push(r)
            }
        });
        for r in objs {
            let arena = heap.arena_of(r.0);
            post_object_alloc(arena, r.class(), crate::heap::object::object_size(r), r.0, false);
        }
    }
    crate::runtime::safepoint::resume_the_world(t, world);
}

// ---------------------------------------------------------------------------
// GetCallTrace
// ---------------------------------------------------------------------------

/// The frames of `t`, top first, at most `depth`. Only interpreted frames
/// exist in rjvm: native methods have no frame and never appear (a frame
/// whose method is native would get line -3).
pub(crate) fn frames_of(t: &JThread, depth: usize, out: &mut Vec<CallFrame>) {
    for f in t.frames.iter().rev().take(depth) {
        let m = f.method;
        let line = if m.is_native() {
            CallFrame::LINE_NATIVE
        } else if f.code.is_null() {
            CallFrame::LINE_UNKNOWN
        } else {
            // SAFETY: frame code pointers stay valid (decoded code is never freed).
            let code = unsafe { &*f.code };
            match code.bc_pc.get(f.pc as usize) {
                Some(&bc) => m.line_number(bc),
                None => CallFrame::LINE_UNKNOWN,
            }
        };
        out.push(CallFrame { line, method: method_id(m) });
    }
}

/// GetCallTrace: the calling thread's frames, or a suspended thread's; an
/// unknown thread or one that runs and is not suspended gets none.
pub(crate) fn call_trace(env: *mut ffi::JNIEnv, depth: usize, out: &mut Vec<CallFrame>) {
    out.clear();
    if depth == 0 || env.is_null() {
        return;
    }
    if env == current_env() {
        if let Some(p) = current() {
            // SAFETY: the calling thread's own JThread; its frames are
            // synchronised wherever it can call into an agent.
            frames_of(unsafe { &*p }, depth, out);
        }
        return;
    }
    with_env(env, |t| {
        if t.suspended.load(Ordering::SeqCst) {
            frames_of(t, depth, out);
        }
    });
}

/// Whether an agent-supplied object id can be an object (non-null,
/// aligned, inside the heap); a heap walk confirms it.
pub(crate) fn may_be_object(obj: usize) -> bool {
    obj != 0 && obj.is_multiple_of(8) && crate::runtime::vm::vm().heap.contains(obj)
}

/// RequestEvent(OBJECT_ALLOC, obj): with the world stopped, look `obj` up
/// among the heap's objects (one heap walk) and hand its OBJECT_ALLOC event
/// (REQUESTED bit set) to `sink`. Call in the Java state.
pub(crate) fn request_object_alloc(t: &mut JThread, obj: usize, sink: &mut dyn FnMut(&Event<'_>)) -> Result<(), super::RequestError> {
    let heap = &crate::runtime::vm::vm().heap;
    if !may_be_object(obj) {
        return Err(super::RequestError::Fail);
    }
    let world = crate::runtime::safepoint::stop_the_world(t);
    let others: Vec<*mut JThread> = world.others().collect();
    heap.retire_tlab(t);
    for o in others {
        // SAFETY: the other threads are stopped.
        heap.retire_tlab(unsafe { &mut *o });
    }
    let mut found = None;
    heap.for_each_object(&mut |r| {
        if r.0 == obj {
            found = Some(r);
        }
    });
    let r = match found {
        Some(r) => {
            let (class, is_array) = alloc_class(r.class());
            sink(&Event::ObjectAlloc {
                thread: current_id(),
                arena: ArenaId(heap.arena_of(r.0)),
                class,
                is_array,
                size: crate::heap::object::object_size(r) as u64,
                object: ObjectId(r.0),
                requested: true,
            });
            Ok(())
        }
        None => Err(super::RequestError::Fail),
    };
    crate::runtime::safepoint::resume_the_world(t, world);
    r
}
