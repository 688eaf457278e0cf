//! Events posted from the interpreter: the rjvm bytecode-counting
//! extension, monitor events and CLASS_LOAD_HOOK (method events are in
//! `methods`).
//!
//! Bytecode counting (`COUNT` variant) counts by position (`interp::exec`,
//! `Code::ordinals`): `JThread::bytecodes` is written out before anything
//! that reads it, and compared with `JThread::bc_next_sample` wherever an
//! activation stops being the innermost one: at calls, returns, throws and
//! before a nested run (`interp::invoke`). Not at jumps: the activation is
//! the same before and after one, so its samples can wait.

use std::sync::atomic::{AtomicU32, AtomicU64, Ordering};

use rjvm_profiler_api::{Event, EventKind, EventSet, ObjectId, ThreadId};

use super::{dispatch, enabled, env_of};
use crate::heap::Ref;
use crate::interp::mode;
use crate::runtime::thread::JThread;


fn tid(t: &JThread) -> ThreadId {
    ThreadId::from_ptr(env_of(t))
}

// ---------------------------------------------------------------------------
// Bytecode counting (rjvm extension)
// ---------------------------------------------------------------------------

/// Agents that asked for counting (`Profiler::bytecode_counting`), plus one
/// while BYTECODE_SAMPLE is published.
static COUNTERS: AtomicU32 = AtomicU32::new(0);
/// Whether BYTECODE_SAMPLE holds one of the COUNTERS.
static SAMPLE_HOLDS: AtomicU32 = AtomicU32::new(0);
/// Sampling configuration: interval (0 = none), jitter, seed, and a
/// generation number so threads pick up a new configuration.
static INTERVAL: AtomicU64 = AtomicU64::new(0);
static JITTER: AtomicU64 = AtomicU64::new(0);
static SEED: AtomicU64 = AtomicU64::new(0);
static GENERATION: AtomicU32 = AtomicU32::new(1);

/// `Profiler::bytecode_counting`.
pub(crate) fn counting(on: bool) {
    let n = if on {
        COUNTERS.fetch_add(1, Ordering::SeqCst) + 1
    } else {
        match COUNTERS.fetch_update(Ordering::SeqCst, Ordering::SeqCst, |n| n.checked_sub(1)) {
            Ok(n) => n - 1,
            Err(_) => 0,
        }
    };
    super::safe_region(|| mode::set(mode::COUNT, n > 0));
}

/// Follow the published mask: BYTECODE_SAMPLE holds counting on.
pub(super) fn update_sample_variant(published: u64) {
    let on = published & EventSet::bit(EventKind::BytecodeSample) != 0;
    let held = SAMPLE_HOLDS.load(Ordering::SeqCst) != 0;
    if on != held {
        SAMPLE_HOLDS.store(on as u32, Ordering::SeqCst);
        counting(on);
    }
}

/// `Profiler::set_bytecode_sampling`.
pub(crate) fn set_sampling(interval: u64, jitter: u64, seed: u64) {
    INTERVAL.store(interval, Ordering::SeqCst);
    JITTER.store(jitter, Ordering::SeqCst);
    SEED.store(seed, Ordering::SeqCst);
    GENERATION.fetch_add(1, Ordering::SeqCst);
    // Threads re-read the configuration when they next enter the counting
    // variant; make each one check now.
    super::safe_region(crate::runtime::safepoint::request_mode_check);
}

fn next_offset(t: &mut JThread, interval: u64) -> u64 {
    let jitter = JITTER.load(Ordering::Relaxed);
    let extra = if jitter == 0 {
        0
    } else {
        // xorshift64*: small, fast and reproducible from the seed.
        let mut x = t.bc_rng;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        t.bc_rng = x;
        x.wrapping_mul(0x2545_F491_4F6C_DD1D) % (jitter + 1)
    };
    interval.max(1) + extra
}

/// Called when `t` enters the counting variant: pick up the current
/// sampling configuration if it changed.
pub fn enter_counting(t: &mut JThread) {
    let g = GENERATION.load(Ordering::SeqCst);
    if t.bc_generation == g {
        return;
    }
    t.bc_generation = g;
    let interval = INTERVAL.load(Ordering::SeqCst);
    if interval == 0 || !enabled(EventKind::BytecodeSample) {
        t.bc_next_sample = u64::MAX;
        return;
    }
    // Seeded by the thread's id (threads are numbered in creation order, so
    // a deterministic program gets the same offsets); never zero, the
    // generator's fixed point.
    t.bc_rng = (SEED.load(Ordering::SeqCst) ^ t.id.wrapping_mul(0x9E37_79B9_7F4A_7C15)) | 1;
    t.bc_next_sample = t.bytecodes + next_offset(t, interval);
}

/// Whether a thread in the counting variant must re-enter the interpreter
/// to pick up a new sampling configuration.
pub fn sampling_stale(t: &JThread) -> bool {
    t.bc_generation != GENERATION.load(Ordering::Relaxed)
}

/// `t`'s count reached `bc_next_sample`: post one BYTECODE_SAMPLE for
/// every threshold it passed (its frame is saved; it is the activation
/// that executed those bytecodes), each next threshold an offset after the
/// last one, not after the count: a loop that passed ten thresholds before
/// its activation's next check gets its ten samples.
#[cold]
#[inline(never)]
pub fn bytecode_sample(t: &mut JThread) {
    loop {
        let interval = INTERVAL.load(Ordering::Relaxed);
        if interval == 0 || !enabled(EventKind::BytecodeSample) {
            t.bc_next_sample = u64::MAX;
            return;
        }
        t.bc_next_sample = t.bc_next_sample.saturating_add(next_offset(t, interval));
        dispatch(&Event::BytecodeSample { thread: tid(t), bytecodes: t.bytecodes });
        if t.bytecodes < t.bc_next_sample {
            return;
        }
    }
}

/// Whether `t`, about to run Java from an instruction that is not a call
/// (a class initialiser, a class loader's `loadClass`), has samples due in
/// the activation that stops there: its innermost interpreter run counts
/// and has written its count out.
pub fn samples_due(t: &JThread) -> bool {
    t.run_modes.last().is_some_and(|&m| m & mode::COUNT != 0) && t.bytecodes >= t.bc_next_sample
}

/// The executed-bytecode count of the calling thread (fast path) or of the
/// live thread `thread`.
pub(crate) fn count_of(thread: ThreadId) -> Option<u64> {
    // SAFETY: the counter is written only by its own thread: exact for the
    // calling thread (with_env's usual case) and for a suspended one, recent
    // otherwise (an aligned 8-byte load is never torn on the platforms rjvm
    // supports).
    super::with_env(thread.as_ptr(), |t| unsafe { std::ptr::read_volatile(&t.bytecodes) })
}

// ---------------------------------------------------------------------------
// Java monitor events
// ---------------------------------------------------------------------------

/// MONITOR_CONTENDED_ENTER/ENTERED/EXIT on `o` by `t` (the caller holds `o`
/// as a root and has saved its frame).
#[cold]
pub fn monitor_event(t: &JThread, kind: EventKind, o: Ref) {
    if !enabled(kind) {
        return;
    }
    let thread = tid(t);
    let object = ObjectId(o.addr());
    dispatch(&match kind {
        EventKind::MonitorContendedEnter => Event::MonitorContendedEnter { thread, object },
        EventKind::MonitorContendedEntered => Event::MonitorContendedEntered { thread, object },
        _ => Event::MonitorContendedExit { thread, object },
    });
}

/// MONITOR_WAIT (`ms` = the timeout, 0 = none) or MONITOR_WAITED (`ms` =
/// the time waited) on `o`, or on no object for `Thread.sleep`.
#[cold]
pub fn monitor_wait_event(t: &JThread, kind: EventKind, o: Option<Ref>, ms: i64) {
    if !enabled(kind) {
        return;
    }
    let thread = tid(t);
    let object = o.filter(|o| !o.is_null()).map(|o| ObjectId(o.addr()));
    dispatch(&if kind == EventKind::MonitorWait {
        Event::MonitorWait { thread, object, timeout_ms: ms }
    } else {
        Event::MonitorWaited { thread, object, timeout_ms: ms }
    });
}

// ---------------------------------------------------------------------------
// CLASS_LOAD_HOOK
// ---------------------------------------------------------------------------

/// Post CLASS_LOAD_HOOK for the class file `bytes` about to be parsed by
/// `t`; the replacement an agent stored, if any (the last one wins; every
/// agent sees the original bytes).
#[cold]
pub fn class_load_hook(t: &JThread, bytes: &[u8]) -> Option<Vec<u8>> {
    let replacement = std::cell::RefCell::new(None);
    dispatch(&Event::ClassLoadHook { thread: tid(t), class_data: bytes, replacement: &replacement });
    replacement.into_inner()
}
