//! Shared set-up for rjvm's criterion micro benchmarks (`benches/*.rs`).
//!
//! Only one VM may exist per process, and an [`Embedded`] VM is bound to the
//! OS thread that created it, so the VM lives in a thread-local created on
//! first use and never dropped; criterion runs every benchmark of a target on
//! the main thread. The Java side is `java/*.java`, compiled by `build.rs`.
//!
//! Each Java entry point is `static int name(int n)`: it runs `n` iterations
//! of its kernel and returns a checksum.

use std::cell::RefCell;
use std::path::PathBuf;

pub use rjvm::launcher::Embedded;

/// The directory `build.rs` compiled `java/*.java` into.
pub fn classes_dir() -> PathBuf {
    PathBuf::from(env!("MICRO_CLASSES"))
}

thread_local! {
    static VM: RefCell<Option<&'static mut Embedded>> = const { RefCell::new(None) };
}

/// Run `f` with this process's VM, creating it on the first call. Panics if
/// the VM cannot be created (for instance, when another thread already made
/// one).
pub fn with_vm<R>(f: impl FnOnce(&mut Embedded) -> R) -> R {
    VM.with(|cell| {
        let mut slot = cell.borrow_mut();
        if slot.is_none() {
            let vm = Embedded::new(vec![classes_dir()]).unwrap_or_else(|e| panic!("cannot create the embedded VM: {e}"));
            // Leaked on purpose: the VM lives as long as the process.
            *slot = Some(Box::leak(Box::new(vm)));
        }
        f(slot.as_mut().expect("VM just created"))
    })
}

/// Call `class.method(n)`, a static `(I)I` method, and return its int result.
/// Panics with the exception's class name if the call throws.
pub fn call_int(class: &str, method: &str, n: i32) -> i32 {
    with_vm(|vm| match vm.call_static(class, method, "(I)I", &[n as u32 as u64]) {
        Ok(slot) => slot as u32 as i32,
        Err(e) => panic!("{class}.{method}({n}) threw {e}"),
    })
}

/// Reference checksums for small counts, from the classes' `main` run on
/// HotSpot: `(class, method, n, expected)`. The benches check them before
/// measuring; `cargo test` checks them too.
pub const REFERENCE: &[(&str, &str, i32, i32)] = &[
    ("MicroCalls", "loop", 1000, 2087032890),
    ("MicroCalls", "staticCalls", 1000, 562641396),
    ("MicroCalls", "virtualCalls", 1000, 747750),
    ("MicroCalls", "monomorphicCalls", 1000, 1498500),
    ("MicroCalls", "interfaceCalls", 1000, 188000),
    ("MicroMemory", "fields", 5000, 2067793902),
    ("MicroMemory", "alloc", 5000, 59063),
    ("MicroMemory", "arrays", 5000, 1138688),
    ("MicroStrings", "build", 1000, 133794616),
];

/// Check the reference checksums of every entry point of `class`.
pub fn verify(class: &str) {
    for &(c, m, n, want) in REFERENCE.iter().filter(|r| r.0 == class) {
        let got = call_int(c, m, n);
        assert_eq!(got, want, "{c}.{m}({n}) returned {got}, HotSpot gives {want}");
    }
}

#[cfg(test)]
mod tests {
    #[test]
    fn checksums_match_hotspot() {
        for class in ["MicroCalls", "MicroMemory", "MicroStrings"] {
            super::verify(class);
        }
    }
}
