//! rjvm's `libjvm.so`.
//!
//! The JDK's native libraries (`libjava.so`, `libnio.so`, `libzip.so`, ...)
//! are linked against HotSpot's `libjvm.so` (`NEEDED libjvm.so`) and call the
//! `JVM_*` functions of JDK 17's `jvm.h` (libjava alone imports 141). This
//! library stands in for it, GraalVM Espresso style: it exports every
//! `JVM_*` name the JDK's libraries import (`exports.txt`) as a two-instruction
//! trampoline that jumps through a slot, and the VM fills the slots with its
//! own implementations (`rjvm::prims::jvm`) before it loads any JDK library.
//!
//! The trampolines do not touch the argument registers, so one trampoline
//! serves every signature: the types live once, on the VM side. A name the VM
//! does not implement jumps to [`unbound`], which asks the VM to throw an
//! error on the calling thread (the VM's hook) and returns 0; only without a
//! hook, or without a Java thread to throw on, it reports the name and ends
//! the process (it would otherwise be an undefined symbol: the same outcome,
//! earlier and less clearly).

use std::ffi::{c_char, c_void};

include!(concat!(env!("OUT_DIR"), "/trampolines.rs"));

/// Jump targets, one per name of [`NAMES`]; filled by [`rjvm_libjvm_bind`].
static mut SLOTS: [usize; NAMES.len()] = [0; NAMES.len()];

/// What the unbound slot `i` jumps to (through `UNBOUND[i]`). The VM's
/// hook throws a Java error on the calling thread; 0 (NULL, false) in the
/// integer return register is then a valid result of every `JVM_*`
/// function, and the caller, a JDK native, returns to Java, which sees the
/// pending error.
fn unbound(i: usize) -> usize {
    let hook = ON_UNBOUND.load(std::sync::atomic::Ordering::Acquire);
    let name = std::ffi::CString::new(NAMES[i]).expect("export name");
    if hook != 0 {
        // SAFETY: only `rjvm_libjvm_set_unbound_hook` stores here, a
        // function of this type.
        let f: extern "C" fn(*const c_char) -> bool = unsafe { std::mem::transmute(hook) };
        if f(name.as_ptr()) {
            return 0;
        }
    }
    eprintln!("rjvm: a JDK native library called {}, which rjvm does not implement", NAMES[i]);
    std::process::abort()
}

/// The VM's handler for unbound names (0 for none): called with the name,
/// it returns true if it threw an error on the calling thread, false if
/// there is no Java thread to throw on (the process then aborts).
static ON_UNBOUND: std::sync::atomic::AtomicUsize = std::sync::atomic::AtomicUsize::new(0);

/// Install the VM's handler for unbound names (see [`ON_UNBOUND`]).
#[no_mangle]
pub extern "C" fn rjvm_libjvm_set_unbound_hook(f: extern "C" fn(*const c_char) -> bool) {
    ON_UNBOUND.store(f as usize, std::sync::atomic::Ordering::Release);
}

/// Bind every slot: `lookup(name)` returns the VM's implementation of `name`
/// or NULL. Returns the number of names left unbound (see [`unbound`]).
///
/// # Safety
/// Call once, before any JDK library that uses these functions is loaded,
/// with a `lookup` that returns functions of the right signatures.
#[no_mangle]
pub unsafe extern "C" fn rjvm_libjvm_bind(lookup: unsafe extern "C" fn(*const c_char) -> *const c_void) -> u32 {
    let mut missing = 0;
    for (i, name) in NAMES.iter().enumerate() {
        let c = std::ffi::CString::new(*name).expect("export name");
        // SAFETY: `lookup` is the VM's (caller's contract).
        let f = unsafe { lookup(c.as_ptr()) };
        let target = if f.is_null() {
            missing += 1;
            UNBOUND[i] as usize
        } else {
            f as usize
        };
        // SAFETY: called once before any trampoline can run (caller's
        // contract), so nothing reads SLOTS concurrently.
        unsafe { (*std::ptr::addr_of_mut!(SLOTS))[i] = target };
    }
    missing
}

/// The exported names (for the VM's consistency check): `n`-th name or NULL.
#[no_mangle]
pub extern "C" fn rjvm_libjvm_name(n: u32) -> *const c_char {
    static CNAMES: std::sync::OnceLock<Vec<std::ffi::CString>> = std::sync::OnceLock::new();
    let v = CNAMES.get_or_init(|| NAMES.iter().map(|n| std::ffi::CString::new(*n).expect("name")).collect());
    v.get(n as usize).map(|c| c.as_ptr()).unwrap_or(std::ptr::null())
}


// The `jio_*` printf family is C (src/jio.c: varargs); export it under the
// JDK's names with the same kind of tail jump (%al, the vector-register count
// of a varargs call, is preserved too).
extern "C" {
    fn rjvm_jio_snprintf();
    fn rjvm_jio_vsnprintf();
    fn rjvm_jio_fprintf();
    fn rjvm_jio_vfprintf();
}
macro_rules! forward_to_c {
    ($($name:ident => $target:ident),* $(,)?) => {$(
        #[unsafe(naked)]
        #[no_mangle]
        pub unsafe extern "C" fn $name() {
            #[cfg(target_arch = "x86_64")]
            core::arch::naked_asm!("jmp {f}", f = sym $target, options(att_syntax));
            #[cfg(target_arch = "aarch64")]
            core::arch::naked_asm!("b {f}", f = sym $target);
        }
    )*};
}
forward_to_c!(
    jio_snprintf => rjvm_jio_snprintf,
    jio_vsnprintf => rjvm_jio_vsnprintf,
    jio_fprintf => rjvm_jio_fprintf,
    jio_vfprintf => rjvm_jio_vfprintf,
);
