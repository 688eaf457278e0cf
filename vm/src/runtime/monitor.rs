//! Object monitors: thin locks in the mark word, inflated on contention or
//! `wait` into heavyweight monitors with entry and wait queues.
//!
//! Mark word (all updates are compare-and-swap):
//!
//! ```text
//! bits 0..=30   identity hash (0 = not yet assigned)
//! bit  31       inflated
//! bits 32..=63  thin: recursion count (32..=47) and owner thread number (48..=63)
//!               inflated: index of the monitor in the monitor table
//! ```
//!
//! Monitors are referred to by index, never by object address, so a moving
//! collector only has to copy the mark word.

use std::sync::atomic::{AtomicU64, Ordering};

use parking_lot::{Condvar, Mutex};

use rjvm_profiler_api::EventKind;

use crate::heap::Ref;
use crate::runtime::exceptions::throw_new;
use crate::runtime::table::AppendTable;
use crate::runtime::thread::{JResult, JThread};

const HASH_MASK: u64 = 0x7fff_ffff;
const INFLATED: u64 = 1 << 31;
const COUNT_SHIFT: u32 = 32;
const COUNT_MASK: u64 = 0xffff << COUNT_SHIFT;
const OWNER_SHIFT: u32 = 48;
const MAX_THIN_COUNT: u64 = 0xffff;

/// A heavyweight monitor.
pub struct Monitor {
    state: Mutex<MonState>,
    entry_cv: Condvar,
    wait_cv: Condvar,
}

#[derive(Default)]
struct MonState {
    owner: u16,
    count: u32,
    /// Tickets of the threads in wait(), in arrival order (notify wakes the
    /// oldest; only threads already waiting can be woken).
    queue: std::collections::VecDeque<u64>,
    /// (ticket, thread number) of every thread in wait(), for monitor dumps.
    waiting: Vec<(u64, u16)>,
    /// Thread numbers of the threads blocked entering the monitor.
    entering: Vec<u16>,
    /// Tickets that were notified but have not woken up yet.
    signaled: Vec<u64>,
    next_ticket: u64,
}

static MONITORS: std::sync::OnceLock<AppendTable> = std::sync::OnceLock::new();

fn monitors() -> &'static AppendTable {
    MONITORS.get_or_init(AppendTable::new)
}

fn monitor(i: u32) -> &'static Monitor {
    // SAFETY: the table holds only leaked `&'static Monitor`s.
    unsafe { &*(monitors().get(i) as *const Monitor) }
}

// Thread numbers for thin-lock owners.
static TIDX: Mutex<(u16, Vec<u16>)> = Mutex::new((0, Vec::new()));

pub fn alloc_tidx() -> u16 {
    let mut g = TIDX.lock();
    if let Some(i) = g.1.pop() {
        return i;
    }
    g.0 = g.0.checked_add(1).expect("more than 65535 live threads");
    g.0
}

pub fn free_tidx(i: u16) {
    TIDX.lock().1.push(i);
}

#[inline(always)]
fn mark_word(o: Ref) -> &'static AtomicU64 {
    // SAFETY: the mark word of a live object is an 8-aligned u64 at offset 8;
    // all concurrent updates go through this atomic view.
    unsafe { &*(o.ptr::<u64>(8) as *const AtomicU64) }
}

/// Identity hash, installed atomically on first use.
pub fn identity_hash(o: Ref) -> i32 {
    let w = mark_word(o);
    loop {
        let m = w.load(Ordering::Acquire);
        let h = (m & HASH_MASK) as i32;
        if h != 0 {
            return h;
        }
        let h = crate::runtime::vm::vm().next_hash();
        if w.compare_exchange(m, (m & !HASH_MASK) | h as u64, Ordering::AcqRel, Ordering::Acquire).is_ok() {
            return h;
        }
    }
}

/// Inflate the monitor of `o` (whoever owns the thin lock keeps owning it).
fn inflate(o: Ref) -> &'static Monitor {
    let w = mark_word(o);
    loop {
        let m = w.load(Ordering::Acquire);
        if m & INFLATED != 0 {
            return monitor((m >> COUNT_SHIFT) as u32);
        }
        let st = MonState { owner: (m >> OWNER_SHIFT) as u16, count: ((m & COUNT_MASK) >> COUNT_SHIFT) as u32, ..Default::default() };
        let mon: &'static Monitor = Box::leak(Box::new(Monitor { state: Mutex::new(st), entry_cv: Condvar::new(), wait_cv: Condvar::new() }));
        let idx = monitors().push(mon as *const Monitor as usize).expect("monitor table full");
        let new = (m & HASH_MASK) | INFLATED | ((idx as u64) << COUNT_SHIFT);
        if w.compare_exchange(m, new, Ordering::AcqRel, Ordering::Acquire).is_ok() {
            return mon;
        }
        // Lost a race (lock or hash changed): the monitor is leaked; retry.
    }
}

/// monitorenter.
pub fn enter(t: &mut JThread, o: Ref) {
    let w = mark_word(o);
    let me = t.tidx as u64;
    // Thin-lock fast paths.
    for _ in 0..64 {
        let m = w.load(Ordering::Acquire);
        if m & INFLATED != 0 {
            break;
        }
        let owner = m >> OWNER_SHIFT;
        let count = (m & COUNT_MASK) >> COUNT_SHIFT;
        if count == 0 {
            let new = (m & HASH_MASK) | (1 << COUNT_SHIFT) | (me << OWNER_SHIFT);
            if w.compare_exchange(m, new, Ordering::AcqRel, Ordering::Acquire).is_ok() {
                return;
            }
            continue;
        }
        if owner == me && count < MAX_THIN_COUNT {
            let new = m + (1 << COUNT_SHIFT);
            if w.compare_exchange(m, new, Ordering::AcqRel, Ordering::Acquire).is_ok() {
                return;
            }
            continue;
        }
        if owner == me {
            break; // recursion too deep for the thin count: inflate
        }
        std::hint::spin_loop();
    }
    let mon = inflate(o);
    let mut st = mon.state.lock();
    if st.owner == t.tidx {
        st.count += 1;
        return;
    }
    if st.owner != 0 {
        // Contended. The profiler's events are posted without the monitor's
        // lock (agents may dump monitors) and with `o` held as a handle (a GC
        // may move it meanwhile; the caller's frame is saved).
        let events = contended_events();
        let h = if events {
            drop(st);
            let h = t.push_handle(o);
            crate::profiler::monitor_event(t, EventKind::MonitorContendedEnter, o);
            st = mon.state.lock();
            Some(h)
        } else {
            None
        };
        // Block in a safe region (a GC may run meanwhile; the monitor is
        // found by index, so moving `o` is harmless).
        crate::runtime::thread::set_state(t, crate::runtime::thread::STATUS_MONITOR_WAIT, crate::classlib::jdk::thread_status::BLOCKED_ON_MONITOR_ENTER);
        crate::runtime::safepoint::enter_safe(t);
        st.entering.push(t.tidx);
        t.blocked_on.store(mon as *const Monitor as usize, Ordering::SeqCst);
        while st.owner != 0 {
            mon.entry_cv.wait(&mut st);
        }
        t.blocked_on.store(0, Ordering::SeqCst);
        let me = t.tidx;
        st.entering.retain(|&x| x != me);
        st.owner = t.tidx;
        st.count = 1;
        drop(st);
        crate::runtime::safepoint::leave_safe(t);
        crate::runtime::thread::set_state(t, crate::runtime::thread::STATUS_RUNNABLE, crate::classlib::jdk::thread_status::RUNNABLE);
        if let Some(h) = h {
            let o = t.handle(h);
            crate::profiler::monitor_event(t, EventKind::MonitorContendedEntered, o);
            t.pop_handles(h);
        }
        return;
    }
    st.owner = t.tidx;
    st.count = 1;
}

/// Whether the current thread owns `o`'s monitor.
pub fn owns(t: &JThread, o: Ref) -> bool {
    let m = mark_word(o).load(Ordering::Acquire);
    if m & INFLATED != 0 {
        return monitor((m >> COUNT_SHIFT) as u32).state.lock().owner == t.tidx;
    }
    (m & COUNT_MASK) != 0 && (m >> OWNER_SHIFT) as u16 == t.tidx
}

/// monitorexit: IllegalMonitorStateException if not the owner.
pub fn exit(t: &mut JThread, o: Ref) -> JResult<()> {
    if release(t, o) {
        Ok(())
    } else {
        Err(throw_new(t, "java/lang/IllegalMonitorStateException", None))
    }
}

/// Release one level of the lock if held (method exit, unwinding).
pub fn exit_quiet(t: &mut JThread, o: Ref) {
    if !o.is_null() {
        release(t, o);
    }
}

fn release(t: &JThread, o: Ref) -> bool {
    let w = mark_word(o);
    let me = t.tidx as u64;
    loop {
        let m = w.load(Ordering::Acquire);
        if m & INFLATED != 0 {
            let mon = monitor((m >> COUNT_SHIFT) as u32);
            let mut st = mon.state.lock();
            if st.owner != t.tidx || st.count == 0 {
                return false;
            }
            st.count -= 1;
            if st.count == 0 {
                st.owner = 0;
                mon.entry_cv.notify_one();
                if !st.entering.is_empty() && crate::profiler::enabled(EventKind::MonitorContendedExit) {
                    drop(st);
                    crate::profiler::monitor_event(t, EventKind::MonitorContendedExit, o);
                }
            }
            return true;
        }
        let count = (m & COUNT_MASK) >> COUNT_SHIFT;
        if count == 0 || m >> OWNER_SHIFT != me {
            return false;
        }
        let new = if count == 1 { m & HASH_MASK } else { m - (1 << COUNT_SHIFT) };
        if w.compare_exchange(m, new, Ordering::AcqRel, Ordering::Acquire).is_ok() {
            return true;
        }
    }
}

/// Object.wait/notify precondition.
pub fn check_owner(t: &mut JThread, o: Ref) -> JResult<()> {
    if owns(t, o) {
        Ok(())
    } else {
        Err(throw_new(t, "java/lang/IllegalMonitorStateException", Some("current thread is not owner")))
    }
}

/// Object.wait(millis): true if it returned because of an interrupt.
pub fn wait(t: &mut JThread, o: Ref, millis: i64, interrupted: &dyn Fn(&JThread) -> bool) -> bool {
    // MONITOR_WAIT/WAITED, with `o` held as a handle across the wait.
    let events = crate::profiler::enabled(EventKind::MonitorWait) || crate::profiler::enabled(EventKind::MonitorWaited);
    let h = t.push_handle(o);
    let started = std::time::Instant::now();
    if events {
        crate::profiler::monitor_wait_event(t, EventKind::MonitorWait, Some(o), millis);
    }
    let o = t.handle(h);
    let r = wait_inner(t, o, millis, interrupted);
    if events {
        let o = t.handle(h);
        crate::profiler::monitor_wait_event(t, EventKind::MonitorWaited, Some(o), started.elapsed().as_millis() as i64);
    }
    t.pop_handles(h);
    r
}

fn contended_events() -> bool {
    crate::profiler::enabled(EventKind::MonitorContendedEnter) || crate::profiler::enabled(EventKind::MonitorContendedEntered)
}

fn wait_inner(t: &mut JThread, o: Ref, millis: i64, interrupted: &dyn Fn(&JThread) -> bool) -> bool {
    let mon = inflate(o);
    let mut st = mon.state.lock();
    let saved = st.count;
    st.owner = 0;
    st.count = 0;
    let ticket = st.next_ticket;
    st.next_ticket += 1;
    st.queue.push_back(ticket);
    st.waiting.push((ticket, t.tidx));
    mon.entry_cv.notify_one();
    t.waiting_on.store(mon as *const Monitor as usize, Ordering::SeqCst);
    let java = if millis > 0 { crate::classlib::jdk::thread_status::IN_OBJECT_WAIT_TIMED } else { crate::classlib::jdk::thread_status::IN_OBJECT_WAIT };
    crate::runtime::thread::set_state(t, crate::runtime::thread::STATUS_CONDVAR_WAIT, java);
    crate::runtime::safepoint::enter_safe(t);
    let deadline = (millis > 0).then(|| std::time::Instant::now() + std::time::Duration::from_millis(millis as u64));
    let mut was_interrupted = false;
    loop {
        if let Some(i) = st.signaled.iter().position(|&x| x == ticket) {
            st.signaled.swap_remove(i);
            break;
        }
        if interrupted(t) {
            was_interrupted = true;
            st.queue.retain(|&x| x != ticket);
            break;
        }
        let timed_out = match deadline {
            Some(d) => mon.wait_cv.wait_until(&mut st, d).timed_out(),
            None => {
                mon.wait_cv.wait(&mut st);
                false
            }
        };
        if timed_out {
            if let Some(i) = st.signaled.iter().position(|&x| x == ticket) {
                st.signaled.swap_remove(i);
            } else {
                st.queue.retain(|&x| x != ticket);
            }
            break;
        }
    }
    t.waiting_on.store(0, Ordering::SeqCst);
    st.waiting.retain(|w| w.0 != ticket);
    // Re-acquire the monitor (blocked on it meanwhile, for deadlock
    // detection).
    if st.owner != 0 {
        t.blocked_on.store(mon as *const Monitor as usize, Ordering::SeqCst);
        while st.owner != 0 {
            mon.entry_cv.wait(&mut st);
        }
        t.blocked_on.store(0, Ordering::SeqCst);
    }
    st.owner = t.tidx;
    st.count = saved;
    drop(st);
    crate::runtime::safepoint::leave_safe(t);
    crate::runtime::thread::set_state(t, crate::runtime::thread::STATUS_RUNNABLE, crate::classlib::jdk::thread_status::RUNNABLE);
    was_interrupted
}

/// The owner (thread number, 0 for none) of the monitor a thread is
/// blocked entering (its `blocked_on`, non-zero).
pub fn blocked_owner(blocked_on: usize) -> u16 {
    // SAFETY: `blocked_on` is the address of a leaked (never freed) Monitor.
    unsafe { &*(blocked_on as *const Monitor) }.state.lock().owner
}

/// Object.notify / notifyAll: wake the longest-waiting thread, or all.
pub fn notify(o: Ref, all: bool) {
    let m = mark_word(o).load(Ordering::Acquire);
    if m & INFLATED == 0 {
        return; // thin: nobody can be waiting
    }
    let mon = monitor((m >> COUNT_SHIFT) as u32);
    let mut st = mon.state.lock();
    if all {
        let q: Vec<u64> = st.queue.drain(..).collect();
        st.signaled.extend(q);
    } else if let Some(tk) = st.queue.pop_front() {
        st.signaled.push(tk);
    } else {
        return;
    }
    mon.wait_cv.notify_all();
}

/// Wake a thread waiting on a monitor (Thread.interrupt).
pub fn wake_waiter(t: &JThread) {
    let p = t.waiting_on.load(Ordering::SeqCst);
    if p != 0 {
        // SAFETY: monitors are leaked, so the pointer stays valid.
        let mon = unsafe { &*(p as *const Monitor) };
        let _g = mon.state.lock();
        mon.wait_cv.notify_all();
    }
}

/// A snapshot of a monitor for the profiler interface's monitor dumps:
/// owner thread number (0 = none), entry count, threads blocked entering,
/// threads waiting to be notified.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct MonitorInfo {
    pub owner: u16,
    pub count: u32,
    pub entering: Vec<u16>,
    pub waiting: Vec<u16>,
}

pub fn info(o: Ref) -> MonitorInfo {
    let m = mark_word(o).load(Ordering::Acquire);
    if m & INFLATED != 0 {
        let st = monitor((m >> COUNT_SHIFT) as u32).state.lock();
        return MonitorInfo { owner: st.owner, count: st.count, entering: st.entering.clone(), waiting: st.waiting.iter().map(|w| w.1).collect() };
    }
    let count = ((m & COUNT_MASK) >> COUNT_SHIFT) as u32;
    MonitorInfo { owner: if count == 0 { 0 } else { (m >> OWNER_SHIFT) as u16 }, count, ..Default::default() }
}
