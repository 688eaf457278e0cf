//! Exceptions: Throw, ThrowNew, ExceptionOccurred, ExceptionDescribe,
//! ExceptionClear, ExceptionCheck, FatalError.

use std::ffi::c_char;

use rjvm_profiler_api::ffi::{jboolean, jclass, jint, jthrowable, JNIEnv, JNI_ERR, JNI_FALSE, JNI_OK, JNI_TRUE};

use super::{c_bytes, class, keeping_pending, object, thread_name};
use crate::heap::Ref;
use crate::jni::{new_local, with_thread};
use crate::runtime::class::Class;
use crate::runtime::exceptions::throw_new;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

pub(crate) unsafe extern "C" fn throw(env: *mut JNIEnv, obj: jthrowable) -> jint {
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let o = object(t, obj, "throwable")?;
            if !o.class().is_subclass_of(vm().wk().throwable) {
                let msg = format!("{} is not a java.lang.Throwable", o.class().java_name());
                return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
            }
            t.pending = o;
            Ok(())
        })();
        if r.is_ok() {
            JNI_OK
        } else {
            JNI_ERR
        }
    })
}

/// Construct an exception of class `c` with `msg` (modified UTF-8, or none:
/// then the no-argument constructor runs, as in HotSpot) and make it
/// pending.
pub(crate) fn throw_new_of(t: &mut JThread, c: &'static Class, msg: Option<&[u8]>) -> JResult<()> {
    if !c.is_subclass_of(vm().wk().throwable) || c.is_abstract() || c.is_interface() {
        let msg = format!("{} is not an instantiable java.lang.Throwable", c.java_name());
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some(&msg)));
    }
    let (desc, text) = match msg {
        Some(m) => ("(Ljava/lang/String;)V", Some(super::strings::mutf8_to_utf16(m))),
        None => ("()V", None),
    };
    let Some(ctor) = c.declared_method("<init>", desc) else {
        let msg = format!("'{}'", crate::runtime::resolve::method_to_java(c, "<init>", desc));
        return Err(throw_new(t, "java/lang/NoSuchMethodError", Some(&msg)));
    };
    let ex = keeping_pending(t, |t| {
        crate::runtime::init::ensure_initialized(t, c)?;
        let o = crate::interp::alloc::new_object(t, c)?;
        let h = t.push_handle(o);
        let s = match &text {
            Some(u) => crate::runtime::strings::new_string_utf16(t, u),
            None => Ok(Ref::NULL),
        };
        let o = t.handle(h);
        let r = match s {
            Ok(s) => {
                let args = if text.is_some() { vec![o.to_slot(), s.to_slot()] } else { vec![o.to_slot()] };
                crate::interp::invoke::invoke(t, ctor, &args).map(|_| t.handle(h))
            }
            Err(e) => Err(e),
        };
        t.pop_handles(h);
        r
    })?;
    t.pending = ex;
    Ok(())
}

pub(crate) unsafe extern "C" fn throw_new_fn(env: *mut JNIEnv, clazz: jclass, msg: *const c_char) -> jint {
    // SAFETY: JNI contract: `msg` is NULL or a NUL-terminated string.
    let msg = unsafe { c_bytes(msg) };
    with_thread(env, |t| {
        let r = (|| -> JResult<_> {
            let c = class(t, clazz)?;
            throw_new_of(t, c, msg)
        })();
        // HotSpot answers JNI_OK whenever an exception is pending afterwards.
        if r.is_ok() || !t.pending.is_null() {
            JNI_OK
        } else {
            JNI_ERR
        }
    })
}

pub(crate) unsafe extern "C" fn exception_occurred(env: *mut JNIEnv) -> jthrowable {
    with_thread(env, |t| {
        let p = t.pending;
        new_local(t, p)
    })
}

/// Print a pending exception like HotSpot's ExceptionDescribe (and clear
/// it): `Exception in thread "name" ` on the error stream, then the
/// throwable's own `printStackTrace()`.
pub(crate) fn describe(t: &mut JThread) {
    let ex = t.take_pending();
    if ex.is_null() {
        return;
    }
    if let Some(td) = crate::runtime::loader::find_loaded("java/lang/ThreadDeath") {
        if ex.class().is_subclass_of(td) {
            return;
        }
    }
    let mut prefix = String::from("Exception ");
    if !t.thread_obj.is_null() {
        prefix.push_str(&format!("in thread \"{}\" ", thread_name(t)));
    }
    crate::natives::io::write_stderr(prefix.as_bytes());
    match crate::runtime::resolve::find_method_in_hierarchy(ex.class(), "printStackTrace", "()V") {
        Some(m) => {
            let m = ex.class().dispatch.get().and_then(|d| d.get(&m.selector).copied()).unwrap_or(m);
            let _ = crate::interp::invoke::invoke(t, m, &[ex.to_slot()]);
            t.pending = Ref::NULL;
        }
        None => {
            crate::natives::io::write_stderr(format!(". Uncaught exception of type {}.", ex.class().java_name()).as_bytes());
        }
    }
}

pub(crate) unsafe extern "C" fn exception_describe(env: *mut JNIEnv) {
    with_thread(env, describe)
}

pub(crate) unsafe extern "C" fn exception_clear(env: *mut JNIEnv) {
    with_thread(env, |t| {
        t.pending = Ref::NULL;
    })
}

pub(crate) unsafe extern "C" fn exception_check(env: *mut JNIEnv) -> jboolean {
    with_thread(env, |t| if t.pending.is_null() { JNI_FALSE } else { JNI_TRUE })
}

/// FatalError, as HotSpot does it: the message and the thread's Java stack
/// on the output stream (after what the program already printed), then
/// abort.
pub(crate) unsafe extern "C" fn fatal_error(env: *mut JNIEnv, msg: *const c_char) {
    // SAFETY: JNI contract: `msg` is NULL or a NUL-terminated string.
    let msg = unsafe { c_bytes(msg) }.map(|b| String::from_utf8_lossy(b).into_owned()).unwrap_or_default();
    with_thread(env, |t| {
        crate::runtime::boot::flush_standard_streams(t);
        let mut text = format!("FATAL ERROR in native method: {msg}\n");
        for f in t.frames.iter().rev() {
            let m = f.method;
            let place = if f.code.is_null() {
                "Native Method".to_string()
            } else {
                // SAFETY: frame code pointers stay valid (decoded code is never freed).
                let code = unsafe { &*f.code };
                let line = code.bc_pc.get(f.pc as usize).map(|&bc| m.line_number(bc)).unwrap_or(-1);
                match (&m.class.source_file, line) {
                    (Some(file), l) if l >= 0 => format!("{file}:{l}"),
                    (Some(file), _) => file.to_string(),
                    (None, _) => "Unknown Source".to_string(),
                }
            };
            text.push_str(&format!("\tat {}.{}({place})\n", m.class.java_name(), m.name));
        }
        crate::natives::io::write_stdout(text.as_bytes());
        std::process::abort()
    })
}
