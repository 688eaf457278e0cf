//! Interpreter variants.
//!
//! The dispatch loop is compiled once per combination of the bits below
//! (`exec::run::<MODE>`; six variants, as [`CONTEXTS`] implies [`COUNT`]).
//! The plain variant (mode 0) contains no profiling code at all; the others
//! add method entry/exit events ([`METHODS`]), bytecode counting
//! ([`COUNT`]) or calling-context trees ([`CONTEXTS`]) at compile time, so
//! switching a feature on
//! costs only the code of that feature, and switching everything off costs
//! nothing on the hot paths.
//!
//! Switching: [`set`] changes the global mode and sets the `POLL_MODE` bit
//! in every thread's poll word. A thread notices at its next poll
//! (back-branch or call, already tested for safepoints), saves its frame
//! and re-enters the loop in the new variant at the same instruction. A
//! thread whose outer interpreter entries (below a native that called Java)
//! still run the old variant keeps the bit set until they have switched too.

use std::sync::atomic::{AtomicU8, Ordering};

/// Post METHOD_ENTRY/ENTRY2/EXIT for bytecode methods.
pub const METHODS: u8 = 1;
/// Count executed bytecodes per thread (and take bytecode-count samples).
pub const COUNT: u8 = 2;
/// Keep the threads' calling-context trees inline (`profiler::contexts`);
/// implies [`COUNT`] (the trees' weights are bytecode counts).
pub const CONTEXTS: u8 = 4;

static MODE: AtomicU8 = AtomicU8::new(0);

/// The variant threads should be running.
#[inline(always)]
pub fn current() -> u8 {
    if cfg!(feature = "profiler") {
        let m = MODE.load(Ordering::Relaxed);
        // CONTEXTS runs the counting loop even if counting was switched
        // off (at the end, before the trees are taken).
        if m & CONTEXTS != 0 {
            m | COUNT
        } else {
            m
        }
    } else {
        0
    }
}

/// Switch the `bit` feature on or off for every thread (call from a thread
/// in a safe region or from a non-Java thread: this locks the registry).
pub fn set(bit: u8, on: bool) {
    let old = if on { MODE.fetch_or(bit, Ordering::SeqCst) } else { MODE.fetch_and(!bit, Ordering::SeqCst) };
    if (old & bit != 0) != on {
        crate::runtime::safepoint::request_mode_check();
    }
}
