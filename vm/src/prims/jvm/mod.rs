//! The `JVM_*` functions (JDK 17's `jvm.h`) that the JDK's native libraries
//! call, implemented by the VM and reached through `libjvm.so`'s slots
//! (`prims::libjvm`).
//!
//! Every function is an `unsafe extern "C" fn` with `jvm.h`'s exact
//! signature. Those that take a `JNIEnv*` enter the VM through
//! `jni::with_thread(env, |t| ...)`, read their `jobject` arguments with
//! `jni::resolve` and return new local references made by
//! `jni::new_local` — the same discipline as the JNI functions, so that
//! a moving collection never sees a raw address held across a safepoint.
//! Exceptions are thrown into the thread (`t.pending`) and the function
//! returns a zero value, as HotSpot's `JVM_ENTRY` functions do.
//!
//! The functions are grouped like HotSpot's `jvm.cpp`:
//! * [`lang`]: `Object`, `System`, `Runtime`, `Thread`, arrays, time,
//!   libraries, signals, references, properties;
//! * [`classes`]: `Class`, class loaders, modules, stack traces;
//! * [`invoke`]: what `java.lang.invoke` needs (hidden classes);
//! * [`reflect`]: core reflection (`java.lang.reflect`, annotations,
//!   nested classes, nests, records, `java.lang.reflect.Array`);
//!   `java.lang.invoke` finds members through the same `slot` numbering
//!   (an index into `Class::methods()` or `Class::fields`);
//! * [`stackwalk`]: `java.lang.StackWalker`; [`thread_dump`]: other threads' stacks;
//! * [`packages`]: the boot loader's packages;
//! * [`management`]: the JMM interface behind `java.lang.management`.

pub(crate) mod classes;
mod invoke;
mod lang;
mod reflect;

pub(crate) use reflect::{declaring_class, enclosing_method_class, is_reflection_accessor, own_entry, jni_reflected_field, jni_reflected_method};

use std::ffi::c_void;
use std::sync::OnceLock;

use hashbrown::HashMap;

/// Name → function address, filled by the groups' `register`.
pub(crate) type Table = HashMap<&'static str, *const c_void>;

struct Functions(Table);
// SAFETY: the table holds addresses of functions, which are immutable.
unsafe impl Send for Functions {}
// SAFETY: as above.
unsafe impl Sync for Functions {}

/// The VM's implementation of a `JVM_*` name, if it has one.
pub fn lookup(name: &str) -> Option<*const c_void> {
    static TABLE: OnceLock<Functions> = OnceLock::new();
    let t = TABLE.get_or_init(|| {
        let mut m = Table::new();
        stackwalk::register(&mut m);
        thread_dump::register(&mut m);
        lang::register(&mut m);
        classes::register(&mut m);
        invoke::register(&mut m);
        reflect::register(&mut m);
        management::register(&mut m);
        Functions(m)
    });
    t.0.get(name).copied()
}

/// A JNI local reference to the result of a `JVM_*` function: NULL for
/// null or an exception (which is pending on the thread).
pub(crate) fn local(t: &mut crate::runtime::thread::JThread, r: crate::runtime::thread::JResult<crate::heap::Ref>) -> rjvm_profiler_api::ffi::jobject {
    match r {
        Ok(r) if !r.is_null() => crate::jni::new_local(t, r),
        _ => std::ptr::null_mut(),
    }
}

/// Register `f` under its own name: `reg!(m, JVM_NanoTime)`.
macro_rules! reg {
    ($m:expr, $($f:ident),* $(,)?) => {$(
        $m.insert(stringify!($f), $f as *const std::ffi::c_void);
    )*};
}
pub(crate) use reg;

/// The boot loader's packages (`JVM_GetSystemPackage(s)`).
mod packages;
/// `java.lang.management` (`JVM_GetManagement`, the JMM interface).
mod management;
/// `java.lang.StackWalker`.
mod stackwalk;
/// `Thread.getAllStackTraces`: all threads and their stacks.
mod thread_dump;
