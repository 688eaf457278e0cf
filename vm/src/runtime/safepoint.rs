//! Safepoints and the thread registry.
//!
//! Every Java thread is in one of three states: running Java code
//! (`IN_JAVA`), in a safe region (`SAFE`: blocked on a monitor, sleeping,
//! waiting, in a blocking native call — it does not touch the heap), or
//! stopped at a safepoint (`AT_SAFEPOINT`). A thread that wants to stop the
//! world (to collect) sets [`REQUESTED`] and waits until every other thread
//! is not `IN_JAVA`. Running threads poll the flag at back-branches and
//! calls (one load and a predictable branch) and at the allocation slow
//! path (`Heap::alloc_slow`); a thread leaving a safe region while a
//! safepoint is in progress waits for it to end.
//!
//! The protocol is a Dekker handshake: the requester stores REQUESTED then
//! reads each state; a thread stores its state then reads REQUESTED (all
//! SeqCst), so at least one of them sees the other.

use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use parking_lot::{Condvar, Mutex, MutexGuard};

use crate::runtime::thread::JThread;

pub const IN_JAVA: u8 = 0;
pub const SAFE: u8 = 1;
pub const AT_SAFEPOINT: u8 = 2;

/// Set while a thread stops the world.
pub static REQUESTED: AtomicBool = AtomicBool::new(false);
/// Bits of a thread's poll word (`JThread::poll`), which running threads
/// test at every poll (one load and a predictable branch): a safepoint is
/// requested, this thread is asked to suspend, the interpreter variant
/// changed (`interp::mode`), or an asynchronous exception waits
/// (`thread_control`: the interpreter's polls and native returns throw it).
pub const POLL_SAFEPOINT: u8 = 1;
pub const POLL_SUSPEND: u8 = 2;
pub const POLL_MODE: u8 = 4;
pub const POLL_ASYNC: u8 = 8;
/// The bits [`slow_poll`] handles: a thread must stop.
pub const POLL_STOP: u8 = POLL_SAFEPOINT | POLL_SUSPEND;

/// All live Java threads (addresses of their boxed `JThread`s). Held for the
/// whole of a safepoint, so threads cannot start or end during one.
static THREADS: Mutex<Vec<usize>> = Mutex::new(Vec::new());
/// Signalled when a thread reaches a safepoint or a safepoint ends.
static SP_MUTEX: Mutex<()> = Mutex::new(());
static SP_CV: Condvar = Condvar::new();
/// Live non-daemon threads (the VM exits when the count drops to zero).
static NON_DAEMON: Mutex<usize> = Mutex::new(0);
static NON_DAEMON_CV: Condvar = Condvar::new();
/// Number of registered threads (cheap check for the single-thread case).
pub static THREAD_COUNT: AtomicUsize = AtomicUsize::new(0);
/// What `java.lang.management`'s thread counts report (`prims::jvm::management`):
/// live threads and live daemon threads (a thread leaves them before its
/// joiners wake, as in HotSpot's `ThreadService::current_thread_exiting`,
/// so a count read after `join` is exact), the most live threads at once
/// (resettable), and every thread ever registered.
pub static LIVE_COUNT: AtomicUsize = AtomicUsize::new(0);
pub static DAEMON_COUNT: AtomicUsize = AtomicUsize::new(0);
pub static PEAK_THREAD_COUNT: AtomicUsize = AtomicUsize::new(0);
pub static STARTED_THREAD_COUNT: AtomicUsize = AtomicUsize::new(0);

/// Register a thread (it starts in the SAFE state).
pub fn register(t: &mut JThread, daemon: bool) {
    t.state.store(SAFE, Ordering::SeqCst);
    let p = t as *mut JThread as usize;
    let mut threads = THREADS.lock();
    // A stopping thread holds the registry for the whole safepoint, so a new
    // thread cannot miss a POLL_SAFEPOINT bit.
    threads.push(p);
    drop(threads);
    THREAD_COUNT.fetch_add(1, Ordering::SeqCst);
    let live = LIVE_COUNT.fetch_add(1, Ordering::SeqCst) + 1;
    PEAK_THREAD_COUNT.fetch_max(live, Ordering::Relaxed);
    STARTED_THREAD_COUNT.fetch_add(1, Ordering::Relaxed);
    t.daemon = daemon;
    t.exit_counted = false;
    if !daemon {
        *NON_DAEMON.lock() += 1;
    } else {
        DAEMON_COUNT.fetch_add(1, Ordering::Relaxed);
    }
}

/// Take an ending thread out of the management counts (once).
pub fn thread_exiting(t: &mut JThread) {
    if !std::mem::replace(&mut t.exit_counted, true) {
        LIVE_COUNT.fetch_sub(1, Ordering::SeqCst);
        if t.daemon {
            DAEMON_COUNT.fetch_sub(1, Ordering::Relaxed);
        }
    }
}

/// Remove a thread (call in the SAFE state).
pub fn unregister(t: &mut JThread) {
    let p = t as *mut JThread as usize;
    THREADS.lock().retain(|&x| x != p);
    THREAD_COUNT.fetch_sub(1, Ordering::SeqCst);
    thread_exiting(t);
    if !t.daemon {
        let mut n = NON_DAEMON.lock();
        *n -= 1;
        NON_DAEMON_CV.notify_all();
    }
}

/// Block (in a safe region) until only `me` is left among the non-daemon
/// threads (`java` waits for them before shutting down).
pub fn wait_for_non_daemon_threads(t: &mut JThread) {
    enter_safe(t);
    {
        let mut n = NON_DAEMON.lock();
        let mine = usize::from(!t.daemon);
        while *n > mine {
            NON_DAEMON_CV.wait(&mut n);
        }
    }
    leave_safe(t);
}

/// The current thread leaves Java code for a safe region.
#[inline]
pub fn enter_safe(t: &JThread) {
    t.state.store(SAFE, Ordering::SeqCst);
    if REQUESTED.load(Ordering::SeqCst) {
        let _g = SP_MUTEX.lock();
        SP_CV.notify_all();
    }
}

/// The current thread calls native code (a JNI native method): like
/// [`enter_safe`], but without the full fence, which costs a locked
/// instruction on every native call. Entering a safe region needs no
/// handshake for safety (the thread touches no heap memory from here on);
/// a requester that has not seen the store yet sees it at its next check,
/// at most a millisecond later (`stop_the_world` waits with a timeout).
#[inline]
pub fn enter_native(t: &JThread) {
    t.state.store(SAFE, Ordering::Release);
    if REQUESTED.load(Ordering::Relaxed) {
        let _g = SP_MUTEX.lock();
        SP_CV.notify_all();
    }
}

/// The current thread returns to Java code, waiting out any safepoint (and
/// any suspension of this thread).
#[inline]
pub fn leave_safe(t: &JThread) {
    loop {
        t.state.store(IN_JAVA, Ordering::SeqCst);
        if !REQUESTED.load(Ordering::SeqCst) {
            if t.suspended.load(Ordering::SeqCst) {
                t.state.store(SAFE, Ordering::SeqCst);
                wait_while_suspended(t);
                continue;
            }
            return;
        }
        t.state.store(SAFE, Ordering::SeqCst);
        let mut g = SP_MUTEX.lock();
        SP_CV.notify_all();
        while REQUESTED.load(Ordering::SeqCst) {
            SP_CV.wait(&mut g);
        }
    }
}

/// Run `f` in a safe region (it must not touch the heap).
pub fn blocking<R>(t: &JThread, f: impl FnOnce() -> R) -> R {
    enter_safe(t);
    let r = f();
    leave_safe(t);
    r
}

/// Called from polls when REQUESTED is set: stop here until it is over.
/// The caller has synchronised its frame (pc and sp).
#[cold]
pub fn block(t: &JThread) {
    let mut g = SP_MUTEX.lock();
    t.state.store(AT_SAFEPOINT, Ordering::SeqCst);
    SP_CV.notify_all();
    while REQUESTED.load(Ordering::SeqCst) {
        SP_CV.wait(&mut g);
    }
    t.state.store(IN_JAVA, Ordering::SeqCst);
}

/// Poll: stop if a safepoint is requested or this thread is suspended.
/// The caller has synchronised its frame.
#[cold]
pub fn slow_poll(t: &JThread) {
    if REQUESTED.load(Ordering::SeqCst) {
        block(t);
    }
    if t.suspended.load(Ordering::SeqCst) {
        t.state.store(SAFE, Ordering::SeqCst);
        {
            let _g = SP_MUTEX.lock();
            SP_CV.notify_all();
        }
        wait_while_suspended(t);
        leave_safe(t);
    }
}

fn wait_while_suspended(t: &JThread) {
    let mut g = SP_MUTEX.lock();
    while t.suspended.load(Ordering::SeqCst) {
        SP_CV.wait(&mut g);
    }
}

/// Suspend another thread (JVMPI SuspendThread): returns once it is
/// stopped (at a poll or in a safe region); it stays stopped until resumed.
/// Call from a thread in a safe region or one that is not a Java thread.
pub fn suspend(target: &JThread) {
    if target.suspended.swap(true, Ordering::SeqCst) {
        return;
    }
    target.poll.fetch_or(POLL_SUSPEND, Ordering::SeqCst);
    let mut g = SP_MUTEX.lock();
    while target.state.load(Ordering::SeqCst) == IN_JAVA {
        SP_CV.wait_for(&mut g, std::time::Duration::from_millis(1));
    }
}

/// Resume a suspended thread (JVMPI ResumeThread).
pub fn resume(target: &JThread) {
    if !target.suspended.swap(false, Ordering::SeqCst) {
        return;
    }
    target.poll.fetch_and(!POLL_SUSPEND, Ordering::SeqCst);
    let _g = SP_MUTEX.lock();
    SP_CV.notify_all();
}

thread_local! {
    /// Set while the calling OS thread has the world stopped.
    static STOPPING: std::cell::Cell<bool> = const { std::cell::Cell::new(false) };
}

/// Whether the calling thread has stopped the world (it must not try to
/// stop it again, e.g. from a profiler callback during a collection).
pub fn world_stopped_by_me() -> bool {
    STOPPING.with(|s| s.get())
}

/// The world stopped by one thread; dropping it restarts the world.
pub struct StoppedWorld {
    threads: MutexGuard<'static, Vec<usize>>,
    me: usize,
}

impl StoppedWorld {
    /// Every thread, the caller included, in registration order.
    pub fn all(&self) -> impl Iterator<Item = *mut JThread> + '_ {
        self.threads.iter().map(|&p| p as *mut JThread)
    }

    /// Every other thread (they are stopped).
    pub fn others(&self) -> impl Iterator<Item = *mut JThread> + '_ {
        let me = self.me;
        self.threads.iter().copied().filter(move |&p| p != me).map(|p| p as *mut JThread)
    }
}

impl Drop for StoppedWorld {
    fn drop(&mut self) {
        STOPPING.with(|s| s.set(false));
        let _g = SP_MUTEX.lock();
        REQUESTED.store(false, Ordering::SeqCst);
        for &p in self.threads.iter() {
            // SAFETY: registered threads are alive while the registry is locked.
            unsafe { &*(p as *const JThread) }.poll.fetch_and(!POLL_SAFEPOINT, Ordering::SeqCst);
        }
        SP_CV.notify_all();
    }
}

/// Stop every other Java thread. The caller's frame must be synchronised.
pub fn stop_the_world(t: &JThread) -> StoppedWorld {
    // Wait for the registry in a safe region: another thread may be stopping
    // the world and waiting for us.
    enter_safe(t);
    let threads = THREADS.lock();
    {
        let _g = SP_MUTEX.lock();
        REQUESTED.store(true, Ordering::SeqCst);
        for &p in threads.iter() {
            // SAFETY: registered threads are alive while the registry is locked.
            unsafe { &*(p as *const JThread) }.poll.fetch_or(POLL_SAFEPOINT, Ordering::SeqCst);
        }
    }
    // We stay "safe" ourselves during the safepoint (our frame is synced).
    let me = t as *const JThread as usize;
    let mut g = SP_MUTEX.lock();
    loop {
        let all_stopped = threads.iter().filter(|&&p| p != me).all(|&p| {
            // SAFETY: registered threads stay alive while in the registry,
            // which we hold locked.
            let st = unsafe { &(*(p as *const JThread)).state };
            st.load(Ordering::SeqCst) != IN_JAVA
        });
        if all_stopped {
            break;
        }
        SP_CV.wait_for(&mut g, std::time::Duration::from_millis(1));
    }
    drop(g);
    t.state.store(AT_SAFEPOINT, Ordering::SeqCst);
    STOPPING.with(|s| s.set(true));
    StoppedWorld { threads, me }
}

/// Restart after `stop_the_world` (drop the guard) and return to Java.
pub fn resume_the_world(t: &JThread, w: StoppedWorld) {
    drop(w);
    leave_safe(t);
}


/// Ask every thread to check its interpreter variant at its next poll
/// (after `interp::mode` changed).
pub fn request_mode_check() {
    for &p in THREADS.lock().iter() {
        // SAFETY: registered threads are alive while the registry is locked.
        unsafe { &*(p as *const JThread) }.poll.fetch_or(POLL_MODE, Ordering::SeqCst);
    }
}

/// Run `f` on a registered thread while it cannot unregister (call in a
/// safe region: this waits for the registry).
pub fn with_registered(p: usize, f: impl FnOnce(&JThread)) {
    let threads = THREADS.lock();
    if threads.contains(&p) {
        // SAFETY: registered threads are alive while the registry is locked.
        f(unsafe { &*(p as *const JThread) });
    }
}
