//! `Thread.stop`, `Thread.suspend` and `Thread.resume` (`JVM_StopThread`,
//! `JVM_SuspendThread`, `JVM_ResumeThread`), as HotSpot 17 does them.
//!
//! `stop` throws at the current thread at once; another live thread gets an
//! asynchronous exception ([`JThread::async_exception`] and the
//! `POLL_ASYNC` bit), which it throws at its next poll (a back-branch or a
//! call, [`deliver`]) or when a native method returns, and is interrupted,
//! so that a sleep, wait or park ends first. A thread that has not started
//! or has ended is marked `stillborn` instead: started later, it never
//! runs. `suspend` returns once the target is stopped at a poll or in a
//! safe region, which it then does not leave until `resume`; a thread that
//! suspends itself blocks there.

use std::sync::atomic::Ordering;

use crate::heap::Ref;
use crate::runtime::safepoint::{self, POLL_ASYNC, POLL_MODE, POLL_SUSPEND};
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// The running VM thread of a `java.lang.Thread` (its `eetop`), 0 if it
/// has not started or has ended.
fn eetop(thread: Ref) -> usize {
    thread.get::<u64>(vm().wk().thread_eetop) as usize
}

/// Whether `r` is a `java.lang.ThreadDeath` (a subclass included).
fn is_thread_death(r: Ref) -> bool {
    let mut c = Some(r.class());
    while let Some(k) = c {
        if &*k.name == "java/lang/ThreadDeath" && k.loader.is_boot() {
            return true;
        }
        c = k.super_class;
    }
    false
}

/// `Thread.stop0(throwable)` on `thread`.
pub fn stop(t: &mut JThread, thread: Ref, throwable: Ref) -> JResult<()> {
    if throwable.is_null() {
        return Err(crate::runtime::exceptions::npe(t));
    }
    let p = eetop(thread);
    if p == t as *mut JThread as usize {
        // At oneself: a plain throw.
        t.pending = throwable;
        return Err(crate::runtime::thread::Throw);
    }
    if p == 0 {
        set_stillborn(thread);
        return Ok(());
    }
    let mark = t.handles.len();
    let ht = t.push_handle(thread);
    let hx = t.push_handle(throwable);
    let reached = with_live(t, ht, p, |t, target| {
        let throwable = t.handle(hx);
        let old = Ref::from_slot(target.async_exception.load(Ordering::SeqCst) as u64);
        // A ThreadDeath already on its way is not replaced.
        if old.is_null() || !is_thread_death(old) {
            target.async_exception.store(throwable.to_slot() as usize, Ordering::SeqCst);
            // POLL_MODE: the interpreter leaves its loop through the mode
            // switch's exit, and `execute` throws (`interp::exec::poll!`).
            target.poll.fetch_or(POLL_ASYNC | POLL_MODE, Ordering::SeqCst);
        }
        // Interrupted, as HotSpot does, to end a sleep, wait or park (after
        // the exception is in place: the woken thread must find it).
        t.handle(ht).put::<u8>(vm().wk().thread.field_offset("interrupted"), 1);
        interrupt(target);
    });
    if !reached {
        // It ended meanwhile.
        set_stillborn(t.handle(ht));
    }
    t.pop_handles(mark);
    Ok(())
}

/// Run `f(t, target)` in a safe region of `t`, while the thread `p` of the
/// `java.lang.Thread` in handle `h` is registered and cannot end; false if
/// it is not (it ended). `f` holds the thread registry, so no collection
/// can start: it may read `t`'s handles and write the heap.
fn with_live(t: &JThread, h: usize, p: usize, f: impl FnOnce(&JThread, &JThread)) -> bool {
    let mut reached = false;
    safepoint::blocking(t, || {
        safepoint::with_registered(p, |target| {
            // (A new thread may live at the address of one that ended.)
            if target.thread_obj == t.handle(h) {
                reached = true;
                f(t, target);
            }
        })
    });
    reached
}

/// A thread stopped before it started never runs (HotSpot's `stillborn`;
/// the embedded library's `Thread` has the same field).
fn set_stillborn(thread: Ref) {
    if let Some(f) = vm().wk().thread.find_field_by_name("stillborn") {
        thread.put::<u8>(f.offset as usize, 1);
    }
}

/// Whether `thread` was stopped before it started (its `run` is skipped).
pub fn is_stillborn(thread: Ref) -> bool {
    vm().wk().thread.find_field_by_name("stillborn").is_some_and(|f| thread.get::<u8>(f.offset as usize) != 0)
}

/// Wake `target` from a sleep, wait or park, as `Thread.interrupt` does
/// once the interrupt status is set.
pub fn interrupt(target: &JThread) {
    target.interrupt_pending.store(true, Ordering::SeqCst);
    {
        // Like HotSpot, an interrupt also makes the park permit available.
        let mut permit = target.parker.lock();
        *permit = true;
        target.parker_cv.notify_all();
    }
    crate::runtime::monitor::wake_waiter(target);
}

/// At a poll or the return of a native method that saw `POLL_ASYNC`: make
/// the asynchronous exception pending (it replaces a pending exception
/// that is not a ThreadDeath). True if an exception is now pending.
#[cold]
pub fn deliver(t: &mut JThread) -> bool {
    t.poll.fetch_and(!POLL_ASYNC, Ordering::SeqCst);
    let ex = Ref::from_slot(t.async_exception.swap(0, Ordering::SeqCst) as u64);
    if ex.is_null() {
        return !t.pending.is_null();
    }
    if t.pending.is_null() || !is_thread_death(t.pending) {
        t.pending = ex;
    }
    true
}

/// Forget an asynchronous exception that arrived too late (the thread is
/// ending).
pub fn discard(t: &JThread) {
    t.poll.fetch_and(!POLL_ASYNC, Ordering::SeqCst);
    t.async_exception.store(0, Ordering::SeqCst);
}

/// `Thread.suspend0()` on `thread`: returns once it is suspended (at once
/// for a thread that has not started or has ended); the current thread
/// blocks until another resumes it.
pub fn suspend(t: &mut JThread, thread: Ref) {
    let p = eetop(thread);
    if p == 0 {
        return;
    }
    if p == t as *mut JThread as usize {
        t.suspended.store(true, Ordering::SeqCst);
        t.poll.fetch_or(POLL_SUSPEND, Ordering::SeqCst);
        // Leaving the safe region waits until resumed.
        safepoint::blocking(t, || {});
        return;
    }
    let h = t.push_handle(thread);
    with_live(t, h, p, |_, target| safepoint::suspend(target));
    t.pop_handles(h);
}

/// `Thread.resume0()` on `thread`.
pub fn resume(t: &mut JThread, thread: Ref) {
    let p = eetop(thread);
    if p == 0 || p == t as *mut JThread as usize {
        return;
    }
    let h = t.push_handle(thread);
    with_live(t, h, p, |_, target| safepoint::resume(target));
    t.pop_handles(h);
}
