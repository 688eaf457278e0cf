//! Object and array allocation: the inlined TLAB fast path and the one slow
//! path through the heap, where allocation events are posted.

use crate::heap::events::{HeapEvent, EV_OBJECT_ALLOC};
use crate::heap::object::{ARRAY_BASE, ARRAY_LENGTH_OFFSET};
use crate::heap::Ref;
use crate::runtime::class::Class;
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// Allocate `size` bytes (a multiple of 8), zeroed, with no header set.
/// Only for copies (clone) whose header the caller writes; other callers use
/// `new_object`/`new_array`, which post allocation events.
#[inline(always)]
pub fn alloc_raw(t: &mut JThread, size: usize) -> JResult<Ref> {
    match t.tlab.try_alloc(size) {
        Some(r) => Ok(r),
        None => alloc_slow(t, size),
    }
}

// Out of line, and so is everything it calls: the interpreter loop inlines
// the allocation fast paths, and inlining more of the slow path into the
// loop changed the loop's register allocation (`ip` moved to a register
// with longer encodings).
#[inline(never)]
fn alloc_slow(t: &mut JThread, size: usize) -> JResult<Ref> {
    alloc_slow_inline(t, size)
}

/// [`alloc_slow`] for the slow paths that are out of the loop themselves.
#[inline(always)]
fn alloc_slow_inline(t: &mut JThread, size: usize) -> JResult<Ref> {
    // Allocation events force every allocation here: the TLAB first.
    if let Some(r) = vm().heap.alloc_forced(t, size) {
        return Ok(r);
    }
    alloc_collecting(t, size)
}

/// The heap's slow path: refill, collect, or throw OutOfMemoryError.
#[inline(never)]
fn alloc_collecting(t: &mut JThread, size: usize) -> JResult<Ref> {
    match vm().heap.alloc_slow(t, size) {
        Ok(r) => Ok(r),
        Err(_) => Err(out_of_memory(t, "Java heap space")),
    }
}

/// Throw OutOfMemoryError; when even that cannot be allocated, throw the
/// one preallocated at start-up.
#[cold]
pub fn out_of_memory(t: &mut JThread, msg: &str) -> crate::runtime::thread::Throw {
    let pre = Ref(vm().preallocated_oom.load(std::sync::atomic::Ordering::Acquire));
    if t.in_oom && !pre.is_null() {
        t.pending = pre;
        return crate::runtime::thread::Throw;
    }
    t.in_oom = true;
    crate::services::heap_dumper::report_java_out_of_memory(t, msg);
    let th = throw_new(t, "java/lang/OutOfMemoryError", Some(msg));
    t.in_oom = false;
    th
}

/// Post OBJECT_ALLOC for a freshly allocated object (slow path only).
/// Returns the object's address afterwards: the event may let a collection
/// run (an agent blocking on a lock waits in a safe region), so the object
/// is held as a handle meanwhile.
#[inline(always)]
pub fn post_alloc(t: &mut JThread, r: Ref, class: &'static Class, size: usize) -> Ref {
    // Only agents' allocation hooks listen (the usual case under a heap
    // profiler): a direct call (hooks never block, so no collection can
    // move the object meanwhile).
    if crate::profiler::alloc_hooks_only() && vm().heap.events.enabled(EV_OBJECT_ALLOC) {
        crate::profiler::alloc_hooks_direct(t, r, class, size);
        return r;
    }
    post_alloc_event(t, r, class, size)
}

/// [`post_alloc`] as an event, if anyone enabled it (and not only hooks
/// listen).
#[cold]
#[inline(never)]
fn post_alloc_event(t: &mut JThread, r: Ref, class: &'static Class, size: usize) -> Ref {
    let h = &vm().heap;
    if !h.events.enabled(EV_OBJECT_ALLOC) {
        return r;
    }
    let hd = t.push_handle(r);
    h.events.post(EV_OBJECT_ALLOC, HeapEvent::ObjectAlloc { arena: h.arena_of(r.0), class_id: class.id, is_array: class.is_array(), size, obj: r.0 });
    let r = t.handle(hd);
    t.pop_handles(hd);
    r
}

/// A new instance of `class` (fields zero), registered for finalization
/// if its class needs that.
#[inline]
pub fn new_object(t: &mut JThread, class: &'static Class) -> JResult<Ref> {
    let size = class.instance_size as usize;
    let r = match t.tlab.try_alloc(size) {
        Some(r) => {
            r.set_class(class);
            r
        }
        None => new_object_slow(t, class)?,
    };
    if class.has_finalizer {
        return crate::runtime::reference::register_finalizer(t, r);
    }
    Ok(r)
}

/// The slow path of `new_object` (the interpreter's `new` of a class
/// without a finalizer calls it directly after its own inlined fast path
/// failed): no finalizer registration.
#[inline(never)]
pub fn new_object_slow(t: &mut JThread, class: &'static Class) -> JResult<Ref> {
    let size = class.instance_size as usize;
    let r = alloc_slow_inline(t, size)?;
    r.set_class(class);
    Ok(post_alloc(t, r, class, size))
}

/// Bytes needed for an array, or None if it can never fit.
#[inline]
pub fn array_size(class: &'static Class, len: usize) -> Option<usize> {
    let es = class.elem_type().size();
    len.checked_mul(es)?.checked_add(ARRAY_BASE + 7).map(|s| s & !7)
}

/// A new array of `class` with `len` zero elements (out of the loop, as
/// [`alloc_slow`]).
#[inline(never)]
pub fn new_array(t: &mut JThread, class: &'static Class, len: i32) -> JResult<Ref> {
    if len < 0 {
        return Err(throw_new(t, "java/lang/NegativeArraySizeException", Some(&len.to_string())));
    }
    if len as u32 >= i32::MAX as u32 - 1 {
        return Err(out_of_memory(t, "Requested array size exceeds VM limit"));
    }
    let size = match array_size(class, len as usize) {
        Some(s) if s <= vm().heap.max_bytes() => s,
        _ => return Err(out_of_memory(t, "Java heap space")),
    };
    let (r, slow) = match t.tlab.try_alloc(size) {
        Some(r) => (r, false),
        None => (alloc_slow_inline(t, size)?, true),
    };
    r.set_class(class);
    r.put::<i32>(ARRAY_LENGTH_OFFSET, len);
    if slow {
        return Ok(post_alloc(t, r, class, size));
    }
    Ok(r)
}
