//! The Java Native Interface (HotSpot's "prims"): the boundary between Java
//! and native code, in both directions.
//!
//! * [`native`]: calling a native method. Every native call — a C function
//!   of a JNI library or one of the VM's own Rust natives (`natives/`) —
//!   takes one path: push a native frame on the thread's frame stack (it
//!   shows as `(Native Method)` in stack traces and with line -3 in JVMPI
//!   call traces), push a local-reference frame, run the method, pop both,
//!   and check for a pending exception. A C function is called through
//!   libffi with the thread in a safe region (HotSpot's `_thread_in_native`).
//! * [`lookup`]: finding the C function of a native method — the JNI short
//!   and long mangled names, looked up through the class library's
//!   `ClassLoader.findNative` — and loading libraries (`JNI_OnLoad`).
//! * [`env`] and [`table`]: the `JNIEnv` function table, every one of the
//!   230 functions of JDK 17. Each function moves its thread into the VM
//!   state for the call and back (see [`with_thread`]), so it works from
//!   native methods, from attached threads and from JVMPI agent callbacks.
//!   The `...` and `V` (va_list) forms are C (`varargs.c`): they read the
//!   arguments by the method's descriptor and call the `A` form.
//! * [`handles`]: local, global and weak global references — a `jobject` is
//!   the address of a slot the collector updates, never an object's address.
//! * [`critical`]: critical regions hold off collections.
//! * [`invocation`]: the `JavaVM` (GetEnv, AttachCurrentThread,
//!   DetachCurrentThread, DestroyJavaVM) and `JNI_CreateJavaVM`.
//!
//! `unsafe` is confined to this module, the natives aside; every block says
//! why it is sound. docs/jni.md walks through a native call.
//!
//! Invariants:
//! * a thread runs JNI code (a native method's C function, an attached
//!   thread between JNI calls, a system thread's body) in the `SAFE` state,
//!   touching the heap only inside JNI functions, which run in the VM
//!   (`IN_JAVA`) state;
//! * a `JNIEnv*` is the address of the thread's boxed [`JniEnv`], constant
//!   for the thread's life (it is also the thread's id in the JVMPI).

pub mod critical;
pub mod env;
pub mod handles;
pub mod invocation;
pub mod lookup;
pub mod native;
pub mod table;

use std::sync::atomic::Ordering;

use rjvm_profiler_api::ffi::{self, jobject, JNIEnv};

use crate::heap::Ref;
use crate::runtime::safepoint;
use crate::runtime::thread::JThread;

pub use native::NativeBinding;

/// The JNI version this VM implements (`GetVersion`), JDK 17's.
pub const JNI_VERSION: i32 = ffi::JNI_VERSION_10;

/// A thread's JNI environment. Its address is the thread's `JNIEnv*`; C code
/// sees only the first word (the function table).
#[repr(C)]
pub struct JniEnv {
    functions: *const ffi::JNINativeInterface_,
    /// The thread this env belongs to.
    thread: *mut JThread,
}

impl JniEnv {
    /// An env for the thread at `thread` (set once the thread is boxed).
    pub fn new() -> Box<JniEnv> {
        Box::new(JniEnv { functions: table::table(), thread: std::ptr::null_mut() })
    }

    /// Tie the env to its (boxed, hence fixed) thread.
    pub fn bind(&mut self, thread: *mut JThread) {
        self.thread = thread;
    }
}

/// The `JNIEnv*` of a thread.
pub fn env_of(t: &JThread) -> *mut JNIEnv {
    (&*t.jni_env as *const JniEnv).cast_mut().cast()
}

/// Whether `v` is a JNI version a `JNIEnv` can be requested for
/// (`GetEnv`, `AttachCurrentThread`).
pub fn is_supported_version(v: i32) -> bool {
    matches!(
        v,
        ffi::JNI_VERSION_1_1
            | ffi::JNI_VERSION_1_2
            | ffi::JNI_VERSION_1_4
            | ffi::JNI_VERSION_1_6
            | ffi::JNI_VERSION_1_8
            | ffi::JNI_VERSION_9
            | ffi::JNI_VERSION_10
    )
}

/// HotSpot's fatal JNI error: print and abort (`FatalError`, misuse the VM
/// cannot survive).
pub fn fatal(msg: &str) -> ! {
    crate::natives::io::write_stderr(format!("FATAL ERROR in native method: {msg}\n").as_bytes());
    std::process::abort()
}

/// Run `f` for the JNI function called with `env`, with the calling thread
/// in the VM state: a thread in native code (the `SAFE` state) leaves its
/// safe region for the call — waiting out a collection in progress — and
/// returns to it afterwards; a thread already in the VM state (a JVMPI
/// callback, a Rust native) just runs `f`. A NULL env gets `R::default()`.
/// The thread is the calling OS thread's own: an env passed on another
/// thread (a JVMPI agent forwarding the env of an event about another
/// thread) works as the caller's own env, and a call from a thread not
/// attached to the VM is a fatal error.
#[inline]
pub(crate) fn with_thread<R: Default>(env: *mut JNIEnv, f: impl FnOnce(&mut JThread) -> R) -> R {
    if env.is_null() {
        return R::default();
    }
    let Some(p) = crate::profiler::current() else {
        fatal("JNI called from a thread that is not attached to the VM");
    };
    // SAFETY: `p` is the calling OS thread's own JThread, registered while
    // the thread is attached to the VM.
    let t = unsafe { &mut *p };
    if t.state.load(Ordering::Relaxed) == safepoint::SAFE {
        safepoint::leave_safe(t);
        let r = f(t);
        safepoint::enter_safe(t);
        r
    } else {
        f(t)
    }
}

/// A new local reference to `r` in `t`'s innermost local frame.
#[inline]
pub fn new_local(t: &mut JThread, r: Ref) -> jobject {
    t.locals.new_local(r).cast()
}

/// The object a reference stands for (null for NULL, deleted and cleared
/// references). Call in the VM state.
#[inline(always)]
pub fn resolve(j: jobject) -> Ref {
    handles::resolve(j as usize)
}
