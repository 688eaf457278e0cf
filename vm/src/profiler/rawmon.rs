//! Raw monitors: re-entrant, owner-checked locks for agents, independent of
//! Java objects (one can be held from GC_START to GC_FINISH). A thread that
//! blocks on one while running Java code enters a safe region first.
//! Monitors whose name starts with `_` post no contended events.

use std::ffi::c_char;

use parking_lot::{Condvar, Mutex};
use rjvm_profiler_api::{ffi, Event, EventKind, RawMonitor};

use super::{current_id, dispatch, enabled, safe_region};

struct State {
    /// Owner key (see `me`), 0 when free.
    owner: usize,
    /// The owner's env (0 for a thread the VM does not know), for dumps.
    owner_env: usize,
    count: u32,
    /// Incremented by NotifyAll.
    generation: u64,
    /// Envs of the threads blocked in enter (0 for threads the VM does not
    /// know) and in wait, for contended events and dumps.
    entering_envs: Vec<usize>,
    waiting_envs: Vec<usize>,
}

/// Every live raw monitor (for MONITOR_DUMP).
static ALL: Mutex<Vec<usize>> = Mutex::new(Vec::new());

/// A raw monitor as MONITOR_DUMP reports it.
pub(crate) struct RawSnapshot {
    pub id: usize,
    /// The NUL-terminated name (valid while the monitor exists).
    pub name_ptr: usize,
    pub owner_env: usize,
    pub count: u32,
    pub entering: Vec<usize>,
    pub waiting: Vec<usize>,
}

/// Snapshots of every raw monitor, in creation order.
pub(crate) fn snapshot() -> Vec<RawSnapshot> {
    let all = ALL.lock();
    all.iter()
        .map(|&id| {
            // SAFETY: monitors in ALL exist (destroy removes them first).
            let m = unsafe { &*(id as *const RawMon) };
            let s = m.state.lock();
            RawSnapshot {
                id,
                name_ptr: m.name_c.as_ptr() as usize,
                owner_env: if s.owner == 0 { 0 } else { s.owner_env },
                count: s.count,
                entering: s.entering_envs.clone(),
                waiting: s.waiting_envs.clone(),
            }
        })
        .collect()
}

fn my_env() -> usize {
    super::current_env() as usize
}

pub(crate) struct RawMon {
    name: String,
    name_c: std::ffi::CString,
    exempt: bool,
    state: Mutex<State>,
    cv: Condvar,
}

thread_local! {
    static KEY: u8 = const { 0 };
}

/// A non-zero key unique to the calling OS thread while it lives.
fn me() -> usize {
    KEY.with(|k| k as *const u8 as usize)
}

pub(crate) fn create(name: &str) -> RawMonitor {
    let m = Box::new(RawMon {
        name: name.to_string(),
        name_c: super::c_string(name),
        exempt: name.starts_with('_'),
        state: Mutex::new(State {
            owner: 0,
            owner_env: 0,
            count: 0,
            generation: 0,
            entering_envs: Vec::new(),
            waiting_envs: Vec::new(),
        }),
        cv: Condvar::new(),
    });
    let id = Box::into_raw(m) as usize;
    ALL.lock().push(id);
    RawMonitor(id)
}

/// # Safety
/// `m` was returned by `create` and not destroyed.
unsafe fn get<'a>(m: RawMonitor) -> Option<&'a RawMon> {
    // SAFETY: per the function contract.
    (m.0 != 0).then(|| unsafe { &*(m.0 as *const RawMon) })
}

fn post(kind: EventKind, mon: &RawMon, id: RawMonitor) {
    if mon.exempt || !enabled(kind) {
        return;
    }
    let (thread, name) = (current_id(), mon.name.as_str());
    let e = match kind {
        EventKind::RawMonitorContendedEnter => Event::RawMonitorContendedEnter { thread, name, monitor: id },
        EventKind::RawMonitorContendedEntered => Event::RawMonitorContendedEntered { thread, name, monitor: id },
        _ => Event::RawMonitorContendedExit { thread, name, monitor: id },
    };
    dispatch(&e);
}

/// Take the free monitor `m` with `count` entries, or wait for it. The wait
/// is in a safe region, but the monitor is only ever taken outside one: a
/// thread that owned it while leaving a safe region could block there for
/// a collection whose thread (posting GC_START) needs the same monitor.
fn acquire(m: &RawMon, count: u32) {
    let (me, env) = (me(), my_env());
    loop {
        {
            let mut s = m.state.lock();
            if s.owner == 0 {
                s.owner = me;
                s.owner_env = env;
                s.count = count;
                return;
            }
        }
        safe_region(|| {
            let mut s = m.state.lock();
            s.entering_envs.push(env);
            while s.owner != 0 {
                m.cv.wait(&mut s);
            }
            if let Some(i) = s.entering_envs.iter().position(|&e| e == env) {
                s.entering_envs.remove(i);
            }
        });
    }
}

pub(crate) fn enter(id: RawMonitor) {
    // SAFETY: agents pass monitors from RawMonitorCreate.
    let Some(m) = (unsafe { get(id) }) else { return };
    {
        let mut s = m.state.lock();
        if s.owner == me() {
            s.count += 1;
            return;
        }
        if s.owner == 0 {
            s.owner = me();
            s.owner_env = my_env();
            s.count = 1;
            return;
        }
    }
    post(EventKind::RawMonitorContendedEnter, m, id);
    acquire(m, 1);
    post(EventKind::RawMonitorContendedEntered, m, id);
}

pub(crate) fn exit(id: RawMonitor) {
    // SAFETY: as in `enter`.
    let Some(m) = (unsafe { get(id) }) else { return };
    let mut s = m.state.lock();
    if s.owner != me() {
        return;
    }
    s.count -= 1;
    if s.count == 0 {
        s.owner = 0;
        let contended = !s.entering_envs.is_empty();
        m.cv.notify_all();
        drop(s);
        if contended {
            post(EventKind::RawMonitorContendedExit, m, id);
        }
    }
}

pub(crate) fn wait(id: RawMonitor, millis: i64) {
    // SAFETY: as in `enter`.
    let Some(m) = (unsafe { get(id) }) else { return };
    let me = me();
    let env = my_env();
    let deadline = (millis > 0).then(|| std::time::Instant::now() + std::time::Duration::from_millis(millis as u64));
    // The generation is read with the release, so a NotifyAll between the
    // release and the wait is not lost.
    let (count, generation) = {
        let mut s = m.state.lock();
        if s.owner != me {
            return;
        }
        let count = s.count;
        s.owner = 0;
        s.count = 0;
        s.waiting_envs.push(env);
        m.cv.notify_all();
        (count, s.generation)
    };
    safe_region(|| {
        let mut s = m.state.lock();
        while s.generation == generation {
            match deadline {
                Some(d) => {
                    if m.cv.wait_until(&mut s, d).timed_out() {
                        break;
                    }
                }
                None => m.cv.wait(&mut s),
            }
        }
        if let Some(i) = s.waiting_envs.iter().position(|&e| e == env) {
            s.waiting_envs.remove(i);
        }
    });
    acquire(m, count);
}

pub(crate) fn notify_all(id: RawMonitor) {
    // SAFETY: as in `enter`.
    let Some(m) = (unsafe { get(id) }) else { return };
    let mut s = m.state.lock();
    if s.owner != me() {
        return;
    }
    s.generation += 1;
    m.cv.notify_all();
}

pub(crate) fn destroy(id: RawMonitor) {
    if id.0 != 0 {
        let mut all = ALL.lock();
        let Some(i) = all.iter().position(|&x| x == id.0) else { return };
        all.remove(i);
        // SAFETY: `id` came from `create` (Box::into_raw) and was still
        // registered; the agent promises it is no longer in use.
        drop(unsafe { Box::from_raw(id.0 as *mut RawMon) });
    }
}

pub(super) unsafe extern "C" fn c_create(name: *mut c_char) -> ffi::JVMPI_RawMonitor {
    create(&super::iface_name(name)).as_ptr()
}
pub(super) unsafe extern "C" fn c_enter(m: ffi::JVMPI_RawMonitor) {
    enter(RawMonitor::from_ptr(m))
}
pub(super) unsafe extern "C" fn c_exit(m: ffi::JVMPI_RawMonitor) {
    exit(RawMonitor::from_ptr(m))
}
pub(super) unsafe extern "C" fn c_wait(m: ffi::JVMPI_RawMonitor, ms: ffi::jlong) {
    wait(RawMonitor::from_ptr(m), ms)
}
pub(super) unsafe extern "C" fn c_notify_all(m: ffi::JVMPI_RawMonitor) {
    notify_all(RawMonitor::from_ptr(m))
}
pub(super) unsafe extern "C" fn c_destroy(m: ffi::JVMPI_RawMonitor) {
    destroy(RawMonitor::from_ptr(m))
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicU32, Ordering};
    use std::sync::Arc;

    #[test]
    fn reentrant_owner_checked_wait_notify() {
        let m = create("test-monitor");
        enter(m);
        enter(m);
        exit(m);
        // Still owned (count 1): another thread cannot enter until we exit.
        let flag = Arc::new(AtomicU32::new(0));
        let f2 = flag.clone();
        let h = std::thread::spawn(move || {
            // Not the owner: exit and notify are ignored.
            exit(m);
            notify_all(m);
            enter(m);
            f2.store(1, Ordering::SeqCst);
            notify_all(m);
            exit(m);
        });
        std::thread::sleep(std::time::Duration::from_millis(50));
        assert_eq!(flag.load(Ordering::SeqCst), 0);
        // Wait releases the monitor; the other thread enters and notifies.
        while flag.load(Ordering::SeqCst) == 0 {
            wait(m, 1000);
        }
        exit(m);
        h.join().unwrap();
        // Timed wait with nobody notifying returns.
        enter(m);
        let t0 = std::time::Instant::now();
        wait(m, 20);
        assert!(t0.elapsed() >= std::time::Duration::from_millis(15));
        exit(m);
        destroy(m);
    }
}
