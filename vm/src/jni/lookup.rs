//! Finding the C function of a native method, and loading JNI libraries.
//!
//! * Names: a native method `m` of class `p.C` is looked up as
//!   `Java_p_C_m` (the short name), then as `Java_p_C_m__<signature>` (the
//!   long name, which tells overloads apart). Both are mangled: `/` becomes
//!   `_`, and `_`, `;`, `[` and every character that is not an ASCII letter
//!   or digit become `_1`, `_2`, `_3` and `_0xxxx` (its UTF-16 unit in
//!   lowercase hex).
//! * Symbols: [`find_symbol`] is the one place that asks where a symbol is.
//!   The class library answers (`ClassLoader.findNative(loader, name)`, as
//!   in the JDK), searching the libraries loaded by `System.load` /
//!   `System.loadLibrary`; with the JDK's own class library the same call
//!   also searches its native libraries.
//! * Loading: the class library's `ClassLoader.load0(path)` (here,
//!   [`load_library`]) `dlopen`s a library and runs its `JNI_OnLoad`, whose
//!   version must be one this VM supports (HotSpot's
//!   `UnsatisfiedLinkError: unsupported JNI version 0x... required by ...`).
//!   rjvm never unloads a class loader, so `JNI_OnUnload` is never called —
//!   as in HotSpot for libraries of the application class loader.

use std::ffi::{c_void, CString};

use hashbrown::HashMap;
use rjvm_profiler_api::ffi::{self, jint, JavaVM};

use crate::heap::Ref;
use crate::natives::{arg_ref, NativeFn};
use crate::runtime::class::Method;
use crate::runtime::exceptions::throw_new;
use crate::runtime::safepoint;
use crate::runtime::thread::{JResult, JThread};

/// Append `s` mangled as JNI prescribes (`/` separates package parts).
fn mangle_into(out: &mut String, s: &str) {
    for u in s.encode_utf16() {
        match u {
            0x30..=0x39 | 0x41..=0x5a | 0x61..=0x7a => out.push(u as u8 as char),
            0x2f => out.push('_'),
            0x5f => out.push_str("_1"),
            0x3b => out.push_str("_2"),
            0x5b => out.push_str("_3"),
            _ => out.push_str(&format!("_0{u:04x}")),
        }
    }
}

/// `Java_<class>_<method>`.
pub fn short_name(m: &Method) -> String {
    let mut s = String::from("Java_");
    mangle_into(&mut s, &m.class.name);
    s.push('_');
    mangle_into(&mut s, &m.name);
    s
}

/// `Java_<class>_<method>__<parameter descriptors>`.
pub fn long_name(m: &Method) -> String {
    let mut s = short_name(m);
    s.push_str("__");
    let d = &*m.descriptor;
    let params = d.get(1..d.find(')').unwrap_or(1)).unwrap_or("");
    mangle_into(&mut s, params);
    s
}

/// The address of the function `name` (0 if none). As in HotSpot
/// (`NativeLookup::lookup_style`), a class of the boot loader first looks in
/// the class library's own native library (`libjava`, loaded at start-up:
/// this is how `registerNatives` of `Object`, `Class`, `System`... bind
/// before any class loader exists); then the class library answers
/// (`ClassLoader.findNative(loader, name)`), searching the libraries that
/// `c`'s defining loader loaded.
fn find_symbol(t: &mut JThread, c: &'static crate::runtime::class::Class, name: &str) -> JResult<usize> {
    if c.loader.is_boot() {
        if let Some(a) = crate::classlib::jdk::libjava_symbol(name) {
            return Ok(a);
        }
    }
    let cl = crate::runtime::loader::load_class(t, lib::CLASS_LOADER)?;
    crate::runtime::init::ensure_initialized(t, cl)?;
    let Some(find) = cl.declared_method(lib::FIND_NATIVE, lib::FIND_NATIVE_DESC) else { return Ok(0) };
    let s = crate::runtime::strings::new_string(t, name)?;
    let loader: Ref = c.loader.object();
    let r = crate::interp::invoke::invoke(t, find, &[loader.to_slot(), s.to_slot()])?;
    Ok(r as usize)
}

/// Bind the native method `m` to its C function, found by its short or long
/// JNI name; UnsatisfiedLinkError with HotSpot's text if there is none.
pub fn link(t: &mut JThread, m: &'static Method) -> JResult<usize> {
    for name in [short_name(m), long_name(m)] {
        let a = find_symbol(t, m.class, &name)?;
        if a != 0 {
            m.native.bind(m, a, false);
            return Ok(a);
        }
    }
    let msg = format!("'{}'", crate::runtime::resolve::method_to_java(m.class, &m.name, &m.descriptor));
    Err(throw_new(t, "java/lang/UnsatisfiedLinkError", Some(&msg)))
}

/// The class library's side of library loading (jdk-stubs/VM-CONTRACT.md).
mod lib {
    pub const CLASS_LOADER: &str = "java/lang/ClassLoader";
    pub const FIND_NATIVE: &str = "findNative";
    pub const FIND_NATIVE_DESC: &str = "(Ljava/lang/ClassLoader;Ljava/lang/String;)J";
}

/// The natives of the class library's library loader.
pub(crate) fn register(m: &mut HashMap<&'static str, NativeFn>) {
    m.insert("java/lang/ClassLoader.load0(Ljava/lang/String;Ljava/lang/Class;)J", load0);
    m.insert("java/lang/ClassLoader.findEntry0(JLjava/lang/String;)J", find_entry0);
}

fn dlerror_text() -> String {
    // SAFETY: dlerror returns NULL or a NUL-terminated message.
    let e = unsafe { libc::dlerror() };
    if e.is_null() {
        String::new()
    } else {
        // SAFETY: as above.
        unsafe { std::ffi::CStr::from_ptr(e) }.to_string_lossy().into_owned()
    }
}

pub(crate) fn symbol(handle: *mut c_void, name: &str) -> usize {
    let Ok(c) = CString::new(name) else { return 0 };
    // SAFETY: `handle` came from dlopen; `c` is NUL-terminated.
    unsafe { libc::dlsym(handle, c.as_ptr()) as usize }
}

/// `dlopen` the library at `path` and run its `JNI_OnLoad`; the handle.
pub(crate) fn load_library(t: &mut JThread, path: &str) -> JResult<usize> {
    let Ok(c) = CString::new(path) else {
        let msg = format!("{path}: invalid library name");
        return Err(throw_new(t, "java/lang/UnsatisfiedLinkError", Some(&msg)));
    };
    // dlopen runs the library's constructors, which may take a while: in a
    // safe region (they cannot call JNI: there is no env yet).
    // SAFETY: `c` is a NUL-terminated path.
    let (handle, err) = safepoint::blocking(t, || unsafe {
        let h = libc::dlopen(c.as_ptr(), libc::RTLD_LAZY);
        (h, if h.is_null() { dlerror_text() } else { String::new() })
    });
    if handle.is_null() {
        let msg = format!("{path}: {err}");
        return Err(throw_new(t, "java/lang/UnsatisfiedLinkError", Some(&msg)));
    }
    let on_load = symbol(handle, "JNI_OnLoad");
    let version = if on_load == 0 {
        ffi::JNI_VERSION_1_1
    } else {
        // SAFETY: `JNI_OnLoad` has the JNI signature `jint (JavaVM *, void *)`.
        let f = unsafe { std::mem::transmute::<usize, unsafe extern "C" fn(*mut JavaVM, *mut c_void) -> jint>(on_load) };
        let mark = t.locals.push_frame(t.frames.len());
        let vm = super::invocation::java_vm();
        // SAFETY: calling the library's JNI_OnLoad as JNI prescribes, in
        // native state (it calls back through the JavaVM and its env).
        let v = safepoint::blocking(t, || unsafe { f(vm, std::ptr::null_mut()) });
        t.locals.pop_frame(mark);
        v
    };
    let failed = if !t.pending.is_null() {
        true
    } else if !super::is_supported_version(version) {
        let msg = format!("unsupported JNI version 0x{:08x} required by {path}", version as u32);
        let _ = throw_new(t, "java/lang/UnsatisfiedLinkError", Some(&msg));
        true
    } else {
        false
    };
    if failed {
        // SAFETY: the handle of the dlopen above, not used afterwards.
        unsafe { libc::dlclose(handle) };
        return Err(crate::runtime::thread::Throw);
    }
    Ok(handle as usize)
}

/// `static native long load0(String path, Class<?> fromClass)`: the
/// library's handle. `JNI_OnLoad` runs with `fromClass`'s loader as the
/// FindClass context (the boot loader if `fromClass` is null).
fn load0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let path = crate::runtime::strings::rust_string(arg_ref(a, 0));
    let from = arg_ref(a, 1);
    let loader = if from.is_null() { crate::runtime::loaders::boot() } else { crate::interp::link::class_of_mirror(from).loader };
    let saved = t.library_loader.replace(loader);
    let r = load_library(t, &path);
    t.library_loader = saved;
    r.map(|h| h as u64)
}

/// `static native long findEntry0(long handle, String name)`: the address
/// of `name` in the library, or 0.
fn find_entry0(_t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let name = crate::runtime::strings::rust_string(arg_ref(a, 2));
    Ok(symbol(a[0] as usize as *mut c_void, &name) as u64)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn mangled(s: &str) -> String {
        let mut o = String::new();
        mangle_into(&mut o, s);
        o
    }

    #[test]
    fn names_are_mangled_as_the_jni_specification_says() {
        assert_eq!(mangled("p/q/My_Class"), "p_q_My_1Class");
        assert_eq!(mangled("(I[Ljava/lang/String;J)"), "_00028I_3Ljava_lang_String_2J_00029");
        assert_eq!(mangled("caf\u{e9}"), "caf_000e9");
        assert_eq!(mangled("\u{1F600}"), "_0d83d_0de00");
        assert_eq!(mangled("$x"), "_00024x");
    }
}
