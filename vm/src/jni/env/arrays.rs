//! Arrays: GetArrayLength, object arrays (NewObjectArray,
//! Get/SetObjectArrayElement) and, for each of the eight primitive types,
//! New<T>Array, Get/Release<T>ArrayElements (a malloc'ed copy; release
//! modes 0, JNI_COMMIT and JNI_ABORT), Get/Set<T>ArrayRegion; and
//! Get/ReleasePrimitiveArrayCritical (a pointer into the array itself, with
//! collections held off meanwhile: `jni::critical`).

use std::ffi::c_void;

use rjvm_profiler_api::ffi::{
    jarray, jboolean, jbyte, jchar, jclass, jdouble, jfloat, jint, jlong, jobject, jobjectArray, jshort, jsize, JNIEnv, JNI_ABORT, JNI_COMMIT,
};

use super::strings::{malloc_copy, set_is_copy};
use super::{class, object};
use crate::heap::Ref;
use crate::jni::{new_local, resolve, with_thread};
use crate::runtime::class::BasicType;
use crate::runtime::exceptions::{aioobe, throw_new};
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// A non-null array reference.
fn array(t: &mut JThread, a: jarray) -> JResult<Ref> {
    let o = object(t, a, "array")?;
    if !o.class().is_array() {
        let msg = format!("{} is not an array", o.class().java_name());
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
    }
    Ok(o)
}

/// A non-null array whose elements are of type `bt`.
fn typed_array(t: &mut JThread, a: jarray, bt: BasicType) -> JResult<Ref> {
    let o = array(t, a)?;
    if o.class().elem_type() != bt {
        let msg = format!("{} is not a {}[]", o.class().java_name(), bt.primitive_name());
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
    }
    Ok(o)
}

pub(crate) unsafe extern "C" fn get_array_length(env: *mut JNIEnv, a: jarray) -> jsize {
    with_thread(env, |t| array(t, a).map(|o| o.array_length()).unwrap_or(0))
}

pub(crate) unsafe extern "C" fn new_object_array(env: *mut JNIEnv, len: jsize, clazz: jclass, init: jobject) -> jobjectArray {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = class(t, clazz)?;
            if c.is_primitive() {
                let msg = format!("Array of {} cannot be created as an object array", c.java_name());
                return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
            }
            let ac = crate::runtime::loader::array_class_of(t, c)?;
            let i = resolve(init);
            if !i.is_null() && !i.class().is_subclass_of(c) {
                let msg = format!("{} cannot be stored in {}", i.class().java_name(), ac.java_name());
                return Err(throw_new(t, "java/lang/ArrayStoreException", Some(&msg)));
            }
            let a = crate::interp::alloc::new_array(t, ac, len)?;
            // Re-read: the allocation may have moved the initial element.
            let i = resolve(init);
            if !i.is_null() {
                for k in 0..len as usize {
                    a.set_ref_elem(k, i);
                }
            }
            Ok(new_local(t, a))
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

/// An object array and a checked index into it.
fn element(t: &mut JThread, a: jobjectArray, index: jsize) -> JResult<(Ref, usize)> {
    let o = typed_array(t, a, BasicType::Ref)?;
    let n = o.array_length();
    if index < 0 || index >= n {
        return Err(aioobe(t, index, n));
    }
    Ok((o, index as usize))
}

pub(crate) unsafe extern "C" fn get_object_array_element(env: *mut JNIEnv, a: jobjectArray, index: jsize) -> jobject {
    with_thread(env, |t| match element(t, a, index) {
        Ok((o, i)) => {
            let v = o.elem::<Ref>(i);
            new_local(t, v)
        }
        Err(_) => std::ptr::null_mut(),
    })
}

pub(crate) unsafe extern "C" fn set_object_array_element(env: *mut JNIEnv, a: jobjectArray, index: jsize, val: jobject) {
    with_thread(env, |t| {
        let Ok((o, i)) = element(t, a, index) else { return };
        let v = resolve(val);
        let ec = o.class().component().expect("object array");
        if !v.is_null() && !v.class().is_subclass_of(ec) {
            // HotSpot's text: the element's class, the array's bottom type
            // and the index, with one [] per further dimension.
            let dims = o.class().array_dims();
            let bottom = &o.class().name[dims..];
            let bottom = match bottom.strip_prefix('L') {
                Some(n) => n.trim_end_matches(';').replace('/', "."),
                None => BasicType::of_descriptor(bottom).primitive_name().to_string(),
            };
            let msg = format!("type mismatch: can not store {} to {}[{}]{}", v.class().java_name(), bottom, index, "[]".repeat(dims - 1));
            let _ = throw_new(t, "java/lang/ArrayStoreException", Some(&msg));
            return;
        }
        o.set_ref_elem(i, v);
    })
}

fn new_prim_array(env: *mut JNIEnv, bt: BasicType, len: jsize) -> jarray {
    with_thread(env, |t| match crate::interp::alloc::new_array(t, vm().prim_array_class(bt), len) {
        Ok(a) => new_local(t, a),
        Err(_) => std::ptr::null_mut(),
    })
}

/// What Get<T>ArrayElements hands out for an empty array: a pointer that is
/// not NULL (NULL means failure) and that Release recognises.
static EMPTY: u64 = 0;

fn empty() -> *mut c_void {
    &EMPTY as *const u64 as *mut c_void
}

fn get_elements<T: Copy + 'static>(env: *mut JNIEnv, a: jarray, bt: BasicType, is_copy: *mut jboolean) -> *mut T {
    with_thread(env, |t| {
        let Ok(o) = typed_array(t, a, bt) else { return std::ptr::null_mut() };
        // SAFETY: JNI contract: `is_copy` is NULL or writable.
        unsafe { set_is_copy(is_copy, true) };
        let data = o.array_slice::<T>();
        if data.is_empty() {
            return empty().cast();
        }
        let p = malloc_copy(data, 0);
        if p.is_null() {
            let _ = crate::interp::alloc::out_of_memory(t, "could not allocate a copy of the array elements");
        }
        p
    })
}

fn release_elements<T: Copy + 'static>(env: *mut JNIEnv, a: jarray, bt: BasicType, elems: *mut T, mode: jint) {
    with_thread(env, |t| {
        if elems.is_null() || elems.cast::<c_void>() == empty() {
            return;
        }
        if mode == 0 || mode == JNI_COMMIT {
            if let Ok(o) = typed_array(t, a, bt) {
                let dst = o.array_slice_mut::<T>();
                // SAFETY: `elems` is the copy Get<T>ArrayElements made of this
                // array, as long as the array (arrays never change length).
                unsafe { std::ptr::copy_nonoverlapping(elems, dst.as_mut_ptr(), dst.len()) };
            }
        }
        if mode == 0 || mode == JNI_ABORT {
            // SAFETY: a malloc'ed copy from Get<T>ArrayElements.
            unsafe { libc::free(elems.cast()) };
        }
    })
}

/// The `[start, start + len)` elements of a `bt` array, or
/// ArrayIndexOutOfBoundsException with HotSpot's text.
fn region<T: 'static>(t: &mut JThread, a: jarray, bt: BasicType, start: jsize, len: jsize) -> JResult<&'static mut [T]> {
    let o = typed_array(t, a, bt)?;
    let n = o.array_length();
    let msg = if len < 0 {
        format!("Length {len} is negative")
    } else if start < 0 || start as i64 + len as i64 > n as i64 {
        format!("Array region {}..{} out of bounds for length {}", start, start as i64 + len as i64, n)
    } else {
        return Ok(&mut o.array_slice_mut::<T>()[start as usize..(start + len) as usize]);
    };
    Err(throw_new(t, "java/lang/ArrayIndexOutOfBoundsException", Some(&msg)))
}

fn get_region<T: Copy + 'static>(env: *mut JNIEnv, a: jarray, bt: BasicType, start: jsize, len: jsize, buf: *mut T) {
    with_thread(env, |t| {
        if let Ok(r) = region::<T>(t, a, bt, start, len) {
            if !r.is_empty() {
                // SAFETY: JNI contract: `buf` has room for `len` elements.
                unsafe { std::ptr::copy_nonoverlapping(r.as_ptr(), buf, r.len()) };
            }
        }
    })
}

fn set_region<T: Copy + 'static>(env: *mut JNIEnv, a: jarray, bt: BasicType, start: jsize, len: jsize, buf: *const T) {
    with_thread(env, |t| {
        if let Ok(r) = region::<T>(t, a, bt, start, len) {
            if !r.is_empty() {
                // SAFETY: JNI contract: `buf` holds `len` elements. (Like
                // HotSpot, boolean elements are copied as they are.)
                unsafe { std::ptr::copy_nonoverlapping(buf, r.as_mut_ptr(), r.len()) };
            }
        }
    })
}

macro_rules! prim_array_fns {
    ($($t:ty, $bt:ident: $new:ident $get:ident $rel:ident $getr:ident $setr:ident;)*) => {$(
        pub(crate) unsafe extern "C" fn $new(env: *mut JNIEnv, len: jsize) -> jarray {
            new_prim_array(env, BasicType::$bt, len)
        }
        pub(crate) unsafe extern "C" fn $get(env: *mut JNIEnv, a: jarray, is_copy: *mut jboolean) -> *mut $t {
            get_elements::<$t>(env, a, BasicType::$bt, is_copy)
        }
        pub(crate) unsafe extern "C" fn $rel(env: *mut JNIEnv, a: jarray, elems: *mut $t, mode: jint) {
            release_elements::<$t>(env, a, BasicType::$bt, elems, mode)
        }
        pub(crate) unsafe extern "C" fn $getr(env: *mut JNIEnv, a: jarray, start: jsize, len: jsize, buf: *mut $t) {
            get_region::<$t>(env, a, BasicType::$bt, start, len, buf)
        }
        pub(crate) unsafe extern "C" fn $setr(env: *mut JNIEnv, a: jarray, start: jsize, len: jsize, buf: *const $t) {
            set_region::<$t>(env, a, BasicType::$bt, start, len, buf)
        }
    )*};
}

prim_array_fns! {
    jboolean, Boolean: new_boolean_array get_boolean_array_elements release_boolean_array_elements get_boolean_array_region set_boolean_array_region;
    jbyte, Byte: new_byte_array get_byte_array_elements release_byte_array_elements get_byte_array_region set_byte_array_region;
    jchar, Char: new_char_array get_char_array_elements release_char_array_elements get_char_array_region set_char_array_region;
    jshort, Short: new_short_array get_short_array_elements release_short_array_elements get_short_array_region set_short_array_region;
    jint, Int: new_int_array get_int_array_elements release_int_array_elements get_int_array_region set_int_array_region;
    jlong, Long: new_long_array get_long_array_elements release_long_array_elements get_long_array_region set_long_array_region;
    jfloat, Float: new_float_array get_float_array_elements release_float_array_elements get_float_array_region set_float_array_region;
    jdouble, Double: new_double_array get_double_array_elements release_double_array_elements get_double_array_region set_double_array_region;
}

pub(crate) unsafe extern "C" fn get_primitive_array_critical(env: *mut JNIEnv, a: jarray, is_copy: *mut jboolean) -> *mut c_void {
    with_thread(env, |t| {
        let Ok(o) = array(t, a) else { return std::ptr::null_mut() };
        if o.class().elem_type() == BasicType::Ref {
            let msg = format!("{} is not an array of a primitive type", o.class().java_name());
            let _ = throw_new(t, "java/lang/IllegalArgumentException", Some(&msg));
            return std::ptr::null_mut();
        }
        // SAFETY: JNI contract: `is_copy` is NULL or writable.
        unsafe { set_is_copy(is_copy, false) };
        crate::jni::critical::enter(t);
        // Re-read: entering may have waited for a collection. From here on
        // the array neither moves nor dies until the region is closed.
        let o = resolve(a);
        o.ptr::<u8>(crate::heap::object::ARRAY_BASE).cast()
    })
}

pub(crate) unsafe extern "C" fn release_primitive_array_critical(env: *mut JNIEnv, _a: jarray, _carray: *mut c_void, _mode: jint) {
    with_thread(env, crate::jni::critical::exit)
}
