//! Object and array allocation: the inlined TLAB fast path and the one slow
//! path through the heap.

use crate::heap::object::{ARRAY_BASE, ARRAY_LENGTH_OFFSET};
use crate::heap::Ref;
use crate::runtime::class::Class;
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// Allocate `size` bytes (a multiple of 8), zeroed.
#[inline(always)]
pub fn alloc_raw(t: &mut JThread, size: usize) -> JResult<Ref> {
    match t.tlab.try_alloc(size) {
        Some(r) => Ok(r),
        None => alloc_slow(t, size),
    }
}

#[inline(never)]
fn alloc_slow(t: &mut JThread, size: usize) -> JResult<Ref> {
    match vm().heap.alloc_slow(&mut t.tlab, size) {
        Ok(r) => Ok(r),
        Err(_) => Err(throw_new(t, "java/lang/OutOfMemoryError", Some("Java heap space"))),
    }
}

/// A new instance of `class` (fields zero).
#[inline]
pub fn new_object(t: &mut JThread, class: &'static Class) -> JResult<Ref> {
    let r = alloc_raw(t, class.instance_size as usize)?;
    r.set_class(class);
    Ok(r)
}

/// Bytes needed for an array, or None if it can never fit.
#[inline]
pub fn array_size(class: &'static Class, len: usize) -> Option<usize> {
    let es = class.elem_type().size();
    len.checked_mul(es)?.checked_add(ARRAY_BASE + 7).map(|s| s & !7)
}

/// A new array of `class` with `len` zero elements.
pub fn new_array(t: &mut JThread, class: &'static Class, len: i32) -> JResult<Ref> {
    if len < 0 {
        return Err(throw_new(t, "java/lang/NegativeArraySizeException", Some(&len.to_string())));
    }
    if len as u32 >= i32::MAX as u32 - 1 {
        return Err(throw_new(t, "java/lang/OutOfMemoryError", Some("Requested array size exceeds VM limit")));
    }
    let size = match array_size(class, len as usize) {
        Some(s) if s <= vm().heap.max_bytes() => s,
        _ => return Err(throw_new(t, "java/lang/OutOfMemoryError", Some("Java heap space"))),
    };
    let r = alloc_raw(t, size)?;
    r.set_class(class);
    r.put::<i32>(ARRAY_LENGTH_OFFSET, len);
    Ok(r)
}
