//! Version, classes and object identity: GetVersion, DefineClass, FindClass,
//! GetSuperclass, IsAssignableFrom, GetObjectClass, IsInstanceOf,
//! AllocObject.

use std::ffi::c_char;

use rjvm_profiler_api::ffi::{jboolean, jbyte, jclass, jint, jobject, jsize, JNIEnv, JNI_FALSE, JNI_TRUE};

use super::{c_bytes, class, class_ref, object};
use crate::jni::{new_local, resolve, with_thread};
use crate::runtime::class::Class;
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};

pub(crate) unsafe extern "C" fn get_version(env: *mut JNIEnv) -> jint {
    with_thread(env, |_| crate::jni::JNI_VERSION)
}

/// The longest class name HotSpot accepts (a constant-pool Utf8 entry).
const MAX_NAME: usize = 0xffff;

/// FindClass and DefineClass check a name the same way.
fn check_name(t: &mut JThread, name: &[u8]) -> JResult<String> {
    let text = String::from_utf16_lossy(&super::strings::mutf8_to_utf16(name));
    if name.len() > MAX_NAME {
        let msg = format!("Class name exceeds maximum length of {MAX_NAME}: {text}");
        return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(&msg)));
    }
    Ok(text)
}

/// The class `name` (internal form, or an array descriptor), loaded with the
/// loader JNI prescribes and initialised.
///
/// rjvm has one class namespace (the embedded library and the class path),
/// so "the loader of the calling native method's class", "the loader of the
/// library being loaded" (JNI_OnLoad) and "the system loader" (an attached
/// thread with no Java frames) all find the same classes; with the JDK's
/// class library this is where the loader is chosen.
/// FindClass: `name` through the loader of the class whose native method is
/// running (the top frame), or the application class loader when no Java
/// code is on the stack (an attached thread), as in HotSpot.
/// FindClass's loader is the calling method's class's (JNI spec), with
/// HotSpot's exceptions: no Java frame (an attached thread, the invocation
/// interface) means the system loader, and a library's `JNI_OnLoad` sees
/// the loader of the class that loaded the library.
fn context_loader(t: &mut JThread) -> JResult<&'static crate::runtime::loaders::LoaderData> {
    if let Some(l) = t.library_loader {
        return Ok(l);
    }
    let Some(caller) = t.frames.last().map(|f| f.method.class) else {
        return Ok(crate::runtime::boot::app_loader());
    };
    // JDK library: NativeLibraries.load (libjava) runs JNI_OnLoad.
    if caller.name.as_ref() == "jdk/internal/loader/NativeLibraries" && std::ptr::eq(caller.loader, crate::runtime::loaders::boot()) {
        if let Some(m) = caller.declared_method("getFromClass", "()Ljava/lang/Class;") {
            let from = crate::heap::Ref::from_slot(crate::interp::invoke::invoke(t, m, &[])?);
            if !from.is_null() {
                return Ok(crate::interp::link::class_of_mirror(from).loader);
            }
        }
    }
    Ok(caller.loader)
}

pub(crate) fn find_class(t: &mut JThread, name: &str) -> JResult<&'static Class> {
    let loader = context_loader(t)?;
    let found = if name.starts_with('[') {
        crate::runtime::loader::load_array_class_in(t, loader, name)
    } else {
        crate::runtime::loader::load_class_in(t, loader, name)
    };
    let c = match found {
        Ok(c) => c,
        // An array of a missing class: HotSpot names the array.
        Err(e) if name.starts_with('[') && t.pending.class().name.as_ref() == "java/lang/NoClassDefFoundError" => {
            let _ = e;
            return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some(name)));
        }
        Err(e) => return Err(e),
    };
    if !c.is_array() {
        crate::runtime::init::ensure_initialized(t, c)?;
    }
    Ok(c)
}

pub(crate) unsafe extern "C" fn find_class_fn(env: *mut JNIEnv, name: *const c_char) -> jclass {
    // SAFETY: JNI contract: `name` is NULL or a NUL-terminated string.
    let name = unsafe { c_bytes(name) };
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let Some(name) = name else {
                return Err(throw_new(t, "java/lang/NoClassDefFoundError", Some("No class name given")));
            };
            let name = check_name(t, name)?;
            let c = find_class(t, &name)?;
            class_ref(t, c)
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

pub(crate) unsafe extern "C" fn define_class(env: *mut JNIEnv, name: *const c_char, loader: jobject, buf: *const jbyte, len: jsize) -> jclass {
    // SAFETY: JNI contract: `name` is NULL or a NUL-terminated string.
    let name = unsafe { c_bytes(name) };
    let bytes: &[u8] = if buf.is_null() || len <= 0 {
        &[]
    } else {
        // SAFETY: JNI contract: `buf` holds `len` bytes.
        unsafe { std::slice::from_raw_parts(buf.cast::<u8>(), len as usize) }
    };
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let expected = match name {
                Some(n) => check_name(t, n)?,
                None => crate::classfile::parse_named(bytes, None).map(|cf| cf.name.to_string()).unwrap_or_default(),
            };
            // The loader's checks and HotSpot's texts (duplicate definition,
            // prohibited package) are those of ClassLoader.defineClass.
            let loader = crate::jni::resolve(loader);
            let c = crate::runtime::loaders::define_from_java(t, loader, Some(&expected), bytes, None)?;
            class_ref(t, c)
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

pub(crate) unsafe extern "C" fn get_superclass(env: *mut JNIEnv, sub: jclass) -> jclass {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = class(t, sub)?;
            match c.super_class {
                Some(s) if !c.is_interface() => class_ref(t, s),
                _ => Ok(std::ptr::null_mut()),
            }
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

/// Class assignability as `Class.isAssignableFrom` answers it (a primitive
/// class only to itself).
pub(crate) fn assignable(sub: &'static Class, sup: &'static Class) -> bool {
    if sub.is_primitive() || sup.is_primitive() {
        return std::ptr::eq(sub, sup);
    }
    sub.is_subclass_of(sup)
}

pub(crate) unsafe extern "C" fn is_assignable_from(env: *mut JNIEnv, sub: jclass, sup: jclass) -> jboolean {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> { Ok(assignable(class(t, sub)?, class(t, sup)?)) })();
        if r.unwrap_or(false) {
            JNI_TRUE
        } else {
            JNI_FALSE
        }
    })
}

pub(crate) unsafe extern "C" fn get_object_class(env: *mut JNIEnv, obj: jobject) -> jclass {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let o = object(t, obj, "object")?;
            class_ref(t, o.class())
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}

pub(crate) unsafe extern "C" fn is_instance_of(env: *mut JNIEnv, obj: jobject, clazz: jclass) -> jboolean {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = class(t, clazz)?;
            let o = resolve(obj);
            Ok(o.is_null() || (!c.is_primitive() && o.class().is_subclass_of(c)))
        })();
        if r.unwrap_or(false) {
            JNI_TRUE
        } else {
            JNI_FALSE
        }
    })
}

/// A new, zeroed instance of `c` (no constructor runs), after the checks of
/// AllocObject / NewObject: InstantiationException for anything that is not
/// a concrete instance class, and `c` initialised.
pub(crate) fn alloc_object(t: &mut JThread, c: &'static Class) -> JResult<crate::heap::Ref> {
    if c.is_interface() || c.is_abstract() || c.is_array() || c.is_primitive() {
        return Err(throw_new(t, "java/lang/InstantiationException", Some(&c.java_name())));
    }
    crate::runtime::init::ensure_initialized(t, c)?;
    crate::interp::alloc::new_object(t, c)
}

pub(crate) unsafe extern "C" fn alloc_object_fn(env: *mut JNIEnv, clazz: jclass) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = class(t, clazz)?;
            let o = alloc_object(t, c)?;
            Ok(new_local(t, o))
        })();
        r.unwrap_or(std::ptr::null_mut())
    })
}
