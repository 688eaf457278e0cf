//! Loading rjvm's `libjvm.so` and binding its slots to [`super::jvm`].
//!
//! The JDK's native libraries have `NEEDED libjvm.so`; once a library with
//! that SONAME is loaded, the dynamic linker uses it for all of them, and
//! their `JVM_*` imports resolve to its trampolines, which jump to the
//! functions bound here. So it must be loaded (and bound) before the first
//! JDK library — libjimage included.

use std::ffi::{c_char, c_void, CStr, CString};
use std::path::PathBuf;
use std::sync::OnceLock;

static LOADED: OnceLock<Result<(), String>> = OnceLock::new();

/// Where `libjvm.so` is: `$RJVM_LIBJVM`, else next to the running binary
/// (`target/release/libjvm.so` beside `target/release/rjvm`), else one
/// directory up (test binaries live in `target/release/deps`), else next to
/// the object holding the VM's own code (a C program that embeds rjvm
/// through its `libjvm.so`: the JDK's libraries bind to the trampolines
/// because they are loaded into the global scope).
fn locate() -> Option<PathBuf> {
    if let Some(p) = std::env::var_os("RJVM_LIBJVM") {
        return Some(PathBuf::from(p));
    }
    let mut dirs = Vec::new();
    if let Some(dir) = std::env::current_exe().ok().and_then(|e| e.parent().map(PathBuf::from)) {
        dirs.push(dir);
    }
    if let Some(dir) = own_object().and_then(|p| p.parent().map(PathBuf::from)) {
        dirs.push(dir);
    }
    // (`cargo test` leaves the library in `deps/` only.)
    dirs.iter()
        .flat_map(|d| [d.join("librjvm_jdk_libjvm.so"), d.join("../librjvm_jdk_libjvm.so"), d.join("deps/librjvm_jdk_libjvm.so")])
        .find(|p| p.is_file())
}

/// The file of the executable or shared object this code is linked into.
fn own_object() -> Option<PathBuf> {
    // SAFETY: dladdr only reads the loader's tables; `info` is written by it.
    let mut info: libc::Dl_info = unsafe { std::mem::zeroed() };
    let here = own_object as fn() -> Option<PathBuf> as *const c_void;
    // SAFETY: as above; dli_fname is NUL-terminated while the object is loaded.
    if unsafe { libc::dladdr(here, &mut info) } == 0 || info.dli_fname.is_null() {
        return None;
    }
    use std::os::unix::ffi::OsStrExt;
    let name = unsafe { CStr::from_ptr(info.dli_fname) };
    Some(PathBuf::from(std::ffi::OsStr::from_bytes(name.to_bytes())))
}

unsafe extern "C" fn lookup(name: *const c_char) -> *const c_void {
    // SAFETY: libjvm passes its NUL-terminated export names.
    let name = unsafe { CStr::from_ptr(name) }.to_str().unwrap_or("");
    super::jvm::lookup(name).unwrap_or(std::ptr::null())
}

/// Whether rjvm's `libjvm.so` is where `load` looks (without loading it).
pub fn is_installed() -> bool {
    locate().is_some_and(|p| p.is_file())
}

/// Load and bind `libjvm.so` (once per process).
pub fn load() -> Result<(), String> {
    LOADED
        .get_or_init(|| {
            let path = locate().ok_or_else(|| {
                "rjvm's libjvm.so was not found next to the rjvm binary (build the whole workspace: cargo build --release)".to_string()
            })?;
            let c = CString::new(path.as_os_str().as_encoded_bytes()).map_err(|e| e.to_string())?;
            // SAFETY: dlopen of our own trampoline library (no initialisers).
            let h = unsafe { libc::dlopen(c.as_ptr(), libc::RTLD_NOW | libc::RTLD_GLOBAL) };
            if h.is_null() {
                // SAFETY: dlerror returns a NUL-terminated message or NULL.
                let e = unsafe { libc::dlerror() };
                let msg = if e.is_null() { "dlopen failed".into() } else { unsafe { CStr::from_ptr(e) }.to_string_lossy().into_owned() };
                return Err(format!("{}: {msg}", path.display()));
            }
            // SAFETY: symbol lookup on a live handle.
            let bind = unsafe { libc::dlsym(h, c"rjvm_libjvm_bind".as_ptr()) };
            if bind.is_null() {
                return Err(format!("{}: not rjvm's libjvm.so (no rjvm_libjvm_bind)", path.display()));
            }
            // SAFETY: rjvm_libjvm_bind has this signature (libjvm/src/lib.rs);
            // nothing has loaded a JDK library yet, so no trampoline runs.
            let bind: unsafe extern "C" fn(unsafe extern "C" fn(*const c_char) -> *const c_void) -> u32 = unsafe { std::mem::transmute(bind) };
            let missing = unsafe { bind(lookup) };
            // SAFETY: symbol lookup on a live handle; the hook has the
            // signature `rjvm_libjvm_set_unbound_hook` takes (libjvm/src/lib.rs).
            let hook = unsafe { libc::dlsym(h, c"rjvm_libjvm_set_unbound_hook".as_ptr()) };
            if hook.is_null() {
                return Err(format!("{}: an older rjvm libjvm.so (no rjvm_libjvm_set_unbound_hook)", path.display()));
            }
            let set: extern "C" fn(extern "C" fn(*const c_char) -> bool) = unsafe { std::mem::transmute(hook) };
            set(unbound);
            log::debug!("libjvm.so bound from {} ({missing} JVM_ functions unbound)", path.display());
            Ok(())
        })
        .clone()
}

/// A JDK native library called the `JVM_*` function `name`, which the VM
/// does not implement: throw `UnsatisfiedLinkError` on the calling thread,
/// so that the Java code above sees a catchable error instead of a dead
/// process. False if the caller is not a Java thread (nothing to throw on).
extern "C" fn unbound(name: *const c_char) -> bool {
    if crate::profiler::current().is_none() {
        return false;
    }
    // SAFETY: libjvm passes its NUL-terminated export name.
    let name = unsafe { CStr::from_ptr(name) }.to_string_lossy();
    log::debug!("unimplemented {name} called: UnsatisfiedLinkError");
    crate::jni::with_thread(crate::profiler::current_env(), |t| {
        let msg = format!("{name} is not implemented by rjvm");
        let _ = crate::runtime::exceptions::throw_new(t, "java/lang/UnsatisfiedLinkError", Some(&msg));
    });
    true
}
