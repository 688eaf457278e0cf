//! `JVM_LookupDefineClass`: defining classes for a `Lookup`, above all
//! hidden classes (lambda forms, lambda proxies, `Lookup.defineHiddenClass`).
#![allow(non_snake_case)]

use std::ffi::{c_char, CStr};

use rjvm_profiler_api::ffi::{jboolean, jbyte, jint, jobject, jsize, JNIEnv};

use super::{local, reg, Table};
use crate::heap::Ref;
use crate::interp::link::class_of_mirror;
use crate::jni::{resolve, with_thread};
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};

pub(super) fn register(m: &mut Table) {
    reg!(m, JVM_LookupDefineClass);
}


/// `MethodHandleNatives.Constants`' class-definition flags.
const NESTMATE_CLASS: jint = 0x1;
const HIDDEN_CLASS: jint = 0x2;
const STRONG_LOADER_LINK: jint = 0x4;
const ACCESS_VM_ANNOTATIONS: jint = 0x8;

/// `jclass JVM_LookupDefineClass(JNIEnv *env, jclass lookup, const char
/// *name, const jbyte *buf, jsize len, jobject pd, jboolean init, int flags,
/// jobject classData)`: `ClassLoader.defineClass0`, behind
/// `Lookup.defineClass` and `Lookup.defineHiddenClass` (HotSpot's
/// `jvm_lookup_define_class`). A hidden class joins the lookup class's nest
/// with `NESTMATE_CLASS`, gets `classData` in its mirror, and is initialised
/// when `init`.
unsafe extern "C" fn JVM_LookupDefineClass(
    env: *mut JNIEnv,
    lookup: jobject,
    name: *const c_char,
    buf: *const jbyte,
    len: jsize,
    pd: jobject,
    init: jboolean,
    flags: jint,
    class_data: jobject,
) -> jobject {
    // SAFETY: the JDK passes a NUL-terminated name or NULL.
    let name = (!name.is_null()).then(|| unsafe { CStr::from_ptr(name) }.to_string_lossy().replace('.', "/"));
    // SAFETY: the JDK passes `len` bytes at `buf`.
    let bytes: &[u8] = if buf.is_null() || len <= 0 { &[] } else { unsafe { std::slice::from_raw_parts(buf.cast::<u8>(), len as usize) } };
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let l = resolve(lookup);
            if l.is_null() {
                return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("Lookup class is null")));
            }
            let lookup_class = class_of_mirror(l);
            let iae = |t: &mut JThread, m: &str| throw_new(t, "java/lang/IllegalArgumentException", Some(m));
            let (is_nestmate, is_hidden) = (flags & NESTMATE_CLASS != 0, flags & HIDDEN_CLASS != 0);
            if !is_hidden {
                if !resolve(class_data).is_null() {
                    return Err(iae(t, "classData is only applicable for hidden classes"));
                }
                if is_nestmate {
                    return Err(iae(t, "dynamic nestmate is only applicable for hidden classes"));
                }
                if flags & STRONG_LOADER_LINK == 0 {
                    return Err(iae(t, "an ordinary class must be strongly referenced by its defining loader"));
                }
                if flags & ACCESS_VM_ANNOTATIONS != 0 {
                    return Err(iae(t, "vm annotations only allowed for hidden classes"));
                }
                if flags != STRONG_LOADER_LINK {
                    return Err(iae(t, &format!("invalid flag 0x{flags:x}")));
                }
            }
            let loader = lookup_class.loader;
            let c = if is_hidden {
                let spec = crate::runtime::loader::HiddenSpec { nest_host: is_nestmate.then_some(lookup_class), vm_annotations: flags & ACCESS_VM_ANNOTATIONS != 0 };
                crate::runtime::loader::define_hidden_class(t, loader, name.as_deref(), bytes, spec)?
            } else {
                crate::runtime::loaders::define_from_java(t, loader.object(), name.as_deref(), bytes, Some(crate::interp::lambda::PROXY_SOURCE))?
            };
            // A class of another package could claim the lookup class's
            // package-private access.
            if (!is_hidden || is_nestmate) && !crate::runtime::resolve::same_package(c, lookup_class) {
                return Err(iae(t, "Lookup class and defined class are in different packages"));
            }
            let m = c.mirror_ref();
            let pd = resolve(pd);
            if !pd.is_null() {
                if let Some(f) = m.class().find_field_by_name("protection_domain") {
                    m.put_ref(f.offset as usize, pd);
                }
            }
            if is_hidden {
                let data = resolve(class_data);
                if let Some(f) = m.class().find_field_by_name("classData") {
                    m.put_ref(f.offset as usize, data);
                }
            }
            if init != 0 {
                crate::runtime::init::ensure_initialized(t, c)?;
            }
            Ok(c.mirror_ref())
        })();
        local(t, r)
    })
}
