//! References: local frames (PushLocalFrame, PopLocalFrame,
//! EnsureLocalCapacity), NewLocalRef, DeleteLocalRef, global and weak global
//! references (with their JVMPI events), IsSameObject, GetObjectRefType.

use rjvm_profiler_api::ffi::{self, jboolean, jint, jobject, jobjectRefType, jweak, JNIEnv, JNI_ERR, JNI_FALSE, JNI_OK, JNI_TRUE};

use crate::jni::handles::{self, TAG_GLOBAL, TAG_LOCAL, TAG_MASK, TAG_WEAK};
use crate::jni::{new_local, resolve, with_thread};
use crate::runtime::thread::JThread;

/// HotSpot's `MaxJNILocalCapacity`: the largest capacity PushLocalFrame and
/// EnsureLocalCapacity accept (local references are not limited otherwise).
const MAX_LOCAL_CAPACITY: jint = 65536;

fn capacity_ok(capacity: jint) -> bool {
    (0..=MAX_LOCAL_CAPACITY).contains(&capacity)
}

pub(crate) unsafe extern "C" fn push_local_frame(env: *mut JNIEnv, capacity: jint) -> jint {
    with_thread(env, |t| {
        if !capacity_ok(capacity) {
            return JNI_ERR;
        }
        let depth = t.frames.len();
        t.locals.push_user_frame(depth);
        JNI_OK
    })
}

pub(crate) unsafe extern "C" fn pop_local_frame(env: *mut JNIEnv, result: jobject) -> jobject {
    with_thread(env, |t| {
        let r = resolve(result);
        t.locals.pop_user_frame();
        new_local(t, r)
    })
}

pub(crate) unsafe extern "C" fn ensure_local_capacity(env: *mut JNIEnv, capacity: jint) -> jint {
    with_thread(env, |_| if capacity_ok(capacity) { JNI_OK } else { JNI_ERR })
}

pub(crate) unsafe extern "C" fn new_local_ref(env: *mut JNIEnv, obj: jobject) -> jobject {
    with_thread(env, |t| new_local(t, resolve(obj)))
}

/// Whether `addr` is a reference-argument slot of one of `t`'s native
/// frames (those are local references too).
fn is_frame_slot(t: &JThread, addr: usize) -> bool {
    let base = t.stack.as_ptr() as usize;
    if addr < base || addr >= base + t.stack.len() * 8 || !addr.is_multiple_of(8) {
        return false;
    }
    let slot = (addr - base) / 8;
    t.frames.iter().any(|f| f.is_native() && (f.locals as usize..f.sp as usize).contains(&slot))
}

pub(crate) unsafe extern "C" fn delete_local_ref(env: *mut JNIEnv, obj: jobject) {
    with_thread(env, |t| {
        let j = obj as usize;
        if j == 0 || j & TAG_MASK != TAG_LOCAL || t.locals.delete(j) {
            return;
        }
        if is_frame_slot(t, j) {
            // SAFETY: a slot of this thread's value stack (checked above).
            unsafe { *(j as *mut u64) = 0 };
        }
    })
}

/// A new global (`TAG_GLOBAL`) or weak global (`TAG_WEAK`) reference, with
/// its JVMPI event.
fn new_global(t: &mut JThread, obj: jobject, tag: usize) -> jobject {
    let r = resolve(obj);
    let g = handles::new_global(r, tag);
    if g != 0 {
        crate::profiler::jni_global_ref_alloc(t, tag == TAG_WEAK, r, g);
    }
    g as jobject
}

fn delete_global(t: &mut JThread, g: jobject, tag: usize) {
    let j = g as usize;
    if j & TAG_MASK == tag && handles::delete_global(j) {
        crate::profiler::jni_global_ref_free(t, tag == TAG_WEAK, j);
    }
}

pub(crate) unsafe extern "C" fn new_global_ref(env: *mut JNIEnv, obj: jobject) -> jobject {
    with_thread(env, |t| new_global(t, obj, TAG_GLOBAL))
}

pub(crate) unsafe extern "C" fn delete_global_ref(env: *mut JNIEnv, gref: jobject) {
    with_thread(env, |t| delete_global(t, gref, TAG_GLOBAL))
}

pub(crate) unsafe extern "C" fn new_weak_global_ref(env: *mut JNIEnv, obj: jobject) -> jweak {
    with_thread(env, |t| new_global(t, obj, TAG_WEAK))
}

pub(crate) unsafe extern "C" fn delete_weak_global_ref(env: *mut JNIEnv, w: jweak) {
    with_thread(env, |t| delete_global(t, w, TAG_WEAK))
}

pub(crate) unsafe extern "C" fn is_same_object(env: *mut JNIEnv, a: jobject, b: jobject) -> jboolean {
    with_thread(env, |_| if resolve(a) == resolve(b) { JNI_TRUE } else { JNI_FALSE })
}

/// GetObjectRefType: a local reference only if it is one of the calling
/// thread's (a slot of its local frames or a native frame argument).
pub(crate) fn ref_type(t: &JThread, obj: jobject) -> jobjectRefType {
    let j = obj as usize;
    if j == 0 {
        return ffi::JNIInvalidRefType;
    }
    match j & TAG_MASK {
        TAG_LOCAL if t.locals.owns(j) || is_frame_slot(t, j) => ffi::JNILocalRefType,
        TAG_GLOBAL if handles::is_global(j) => ffi::JNIGlobalRefType,
        TAG_WEAK if handles::is_global(j) => ffi::JNIWeakGlobalRefType,
        _ => ffi::JNIInvalidRefType,
    }
}

pub(crate) unsafe extern "C" fn get_object_ref_type(env: *mut JNIEnv, obj: jobject) -> jobjectRefType {
    with_thread(env, |t| ref_type(t, obj))
}
