//! The JNI functions, by group. Each is an `extern "C"` function of the
//! `JNIEnv` table (`jni::table`) that runs its body through
//! [`with_thread`](super::with_thread): the thread is in the VM state there,
//! heap references are `Ref`s only between two operations that cannot
//! collect, and everything handed back to native code is a reference.
//!
//! Safety: the functions are `unsafe extern "C"` because C code calls them
//! with the JNI contract — `env` is the calling thread's `JNIEnv *`,
//! references and IDs are ones the VM handed out, pointers point to memory
//! of the sizes JNI prescribes — which the VM cannot check.
//!
//! Error behaviour follows HotSpot where JNI defines it (the exception
//! classes and messages of a failed lookup, a bad index, a bad region...).
//! Where JNI leaves misuse undefined and HotSpot would crash (a NULL class or
//! object where one is required, a field or array of the wrong type), rjvm
//! throws an exception instead and returns 0 / NULL.

pub mod arrays;
pub mod calls;
pub mod classes;
pub mod exceptions;
pub mod fields;
pub mod misc;
pub mod refs;
pub mod strings;

use std::ffi::{c_char, CStr};

use rjvm_profiler_api::ffi::{jobject, jvalue};

use super::{new_local, resolve};
use crate::heap::Ref;
use crate::runtime::class::{BasicType, Class};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread, Throw};
use crate::runtime::vm::vm;

/// The bytes of a C string (None for NULL).
///
/// # Safety
/// `p` is NULL or a NUL-terminated string that outlives the call.
pub(crate) unsafe fn c_bytes<'a>(p: *const c_char) -> Option<&'a [u8]> {
    // SAFETY: per the function contract.
    (!p.is_null()).then(|| unsafe { CStr::from_ptr(p) }.to_bytes())
}

/// A modified-UTF-8 C string as Rust text (lone surrogates and malformed
/// bytes become U+FFFD), for names and signatures.
///
/// # Safety
/// As for [`c_bytes`].
pub(crate) unsafe fn c_text(p: *const c_char) -> Option<String> {
    // SAFETY: per the function contract.
    let b = unsafe { c_bytes(p) }?;
    Some(String::from_utf16_lossy(&strings::mutf8_to_utf16(b)))
}

/// A pending NullPointerException for a required argument that is NULL.
pub(crate) fn null_arg(t: &mut JThread, what: &str) -> Throw {
    throw_new(t, "java/lang/NullPointerException", Some(&format!("{what} is null")))
}

/// The non-null object `j` refers to.
pub(crate) fn object(t: &mut JThread, j: jobject, what: &str) -> JResult<Ref> {
    let r = resolve(j);
    if r.is_null() {
        return Err(null_arg(t, what));
    }
    Ok(r)
}

/// The class a `jclass` refers to.
pub(crate) fn class(t: &mut JThread, j: jobject) -> JResult<&'static Class> {
    let r = object(t, j, "class")?;
    if !std::ptr::eq(r.class(), vm().wk().class) {
        let msg = format!("{} is not a java.lang.Class", r.class().java_name());
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
    }
    Ok(crate::interp::link::class_of_mirror(r))
}

/// A local reference to the mirror of `c`.
pub(crate) fn class_ref(t: &mut JThread, c: &'static Class) -> JResult<jobject> {
    let m = crate::interp::link::mirror(t, c)?;
    Ok(new_local(t, m))
}

/// Run `f` (which calls Java) with a pending exception set aside: JNI leaves
/// calling most functions with an exception pending undefined, but a Java
/// call must neither lose it nor see it. If `f` throws, its exception wins.
pub(crate) fn keeping_pending<R>(t: &mut JThread, f: impl FnOnce(&mut JThread) -> JResult<R>) -> JResult<R> {
    if t.pending.is_null() {
        return f(t);
    }
    let ex = t.take_pending();
    let h = t.push_handle(ex);
    let r = f(t);
    let ex = t.handle(h);
    t.pop_handles(h);
    if r.is_ok() {
        t.pending = ex;
    }
    r
}

/// The value of a `jvalue` argument of type `bt` as an interpreter slot
/// (references resolved; a long or double fills the first of its two slots).
///
/// # Safety
/// `v` holds a value of (at least) the C type of `bt`.
pub(crate) unsafe fn jvalue_slot(v: &jvalue, bt: BasicType) -> u64 {
    // SAFETY: per the function contract, the union member read is the one
    // native code wrote (any bit pattern is a valid value of these types).
    unsafe {
        match bt {
            BasicType::Boolean => v.z as u64,
            BasicType::Byte => v.b as i32 as u32 as u64,
            BasicType::Char => v.c as u64,
            BasicType::Short => v.s as i32 as u32 as u64,
            BasicType::Int => v.i as u32 as u64,
            BasicType::Float => v.f.to_bits() as u64,
            BasicType::Long => v.j as u64,
            BasicType::Double => v.d.to_bits(),
            BasicType::Ref => resolve(v.l).to_slot(),
            BasicType::Void => 0,
        }
    }
}

/// Whether `s` is a symbol of the VM: a string of some loaded class's
/// constant pool. HotSpot words some lookup errors differently when a name
/// or signature is not even in its symbol table (that is, no loaded class
/// mentions it); this answers the same question for rjvm's classes.
pub(crate) fn is_symbol(s: &str) -> bool {
    let v = vm();
    (0..v.class_table.len()).any(|i| {
        let c = v.class_by_id(i as u32);
        c.classfile.as_ref().is_some_and(|cf| cf.constant_pool.entries().iter().any(|e| matches!(e, crate::classfile::Constant::Utf8(u) if &**u == s)))
    })
}

/// The thread's name, for messages ("main", "Thread-0"...).
pub(crate) fn thread_name(t: &JThread) -> String {
    let o = t.thread_obj;
    if o.is_null() {
        return String::new();
    }
    match o.class().find_field_by_name("name") {
        Some(f) => crate::runtime::strings::rust_string(o.get_ref(f.offset as usize)),
        None => String::new(),
    }
}
