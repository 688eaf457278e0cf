//! Thread, monitor-wait and parking natives.

use std::sync::atomic::Ordering;

use rjvm_profiler_api::EventKind;

use hashbrown::HashMap;

use super::{arg_ref, NativeFn};
use crate::heap::Ref;
use crate::runtime::exceptions::{npe, throw_new};
use crate::runtime::safepoint;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

pub(super) fn register(m: &mut HashMap<&'static str, NativeFn>) {
    m.insert("java/lang/Object.notify()V", |t, a| notify(t, a, false));
    m.insert("java/lang/Object.notifyAll()V", |t, a| notify(t, a, true));
    m.insert("java/lang/Object.wait(J)V", object_wait);
    m.insert("java/lang/Thread.start0()V", start0);
    m.insert("java/lang/Thread.sleep(J)V", sleep);
    m.insert("java/lang/Thread.interrupt0()V", interrupt0);
    m.insert("java/lang/Thread.stop0(Ljava/lang/Object;)V", stop0);
    m.insert("java/lang/Thread.suspend0()V", suspend0);
    m.insert("java/lang/Thread.resume0()V", resume0);
    m.insert("java/util/concurrent/locks/LockSupport.park0(ZJ)V", park0);
    m.insert("java/util/concurrent/locks/LockSupport.unpark0(Ljava/lang/Thread;)V", unpark0);
}

fn field_offset(name: &str) -> usize {
    vm().wk().thread.field_offset(name)
}

/// Read and clear the Java-level interrupt status of the current thread.
fn take_interrupt(t: &mut JThread) -> bool {
    t.interrupt_pending.store(false, Ordering::SeqCst);
    let off = field_offset("interrupted");
    let o = t.thread_obj;
    if o.get::<u8>(off) != 0 {
        o.put::<u8>(off, 0);
        true
    } else {
        false
    }
}

fn interrupted_exception(t: &mut JThread, msg: Option<&str>) -> crate::runtime::thread::Throw {
    throw_new(t, "java/lang/InterruptedException", msg)
}

fn notify(t: &mut JThread, a: &[u64], all: bool) -> JResult<u64> {
    let o = arg_ref(a, 0);
    crate::runtime::monitor::check_owner(t, o)?;
    crate::runtime::monitor::notify(o, all);
    Ok(0)
}

fn object_wait(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let o = arg_ref(a, 0);
    crate::runtime::monitor::check_owner(t, o)?;
    let ms = a[1] as i64;
    if ms < 0 {
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("timeout value is negative")));
    }
    if take_interrupt(t) {
        return Err(interrupted_exception(t, None));
    }
    let woke_by_interrupt = crate::runtime::monitor::wait(t, o, ms, &|t: &JThread| t.interrupt_pending.load(Ordering::SeqCst));
    if woke_by_interrupt && take_interrupt(t) {
        return Err(interrupted_exception(t, None));
    }
    Ok(0)
}

fn sleep(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let ms = a[0] as i64;
    if ms < 0 {
        return Err(throw_new(t, "java/lang/IllegalArgumentException", Some("timeout value is negative")));
    }
    if take_interrupt(t) {
        return Err(interrupted_exception(t, Some("sleep interrupted")));
    }
    let started = std::time::Instant::now();
    let deadline = started + std::time::Duration::from_millis(ms as u64);
    // JVMPI reports sleeping as a wait on no object.
    let events = crate::profiler::enabled(EventKind::MonitorWait) || crate::profiler::enabled(EventKind::MonitorWaited);
    if events {
        crate::profiler::monitor_wait_event(t, EventKind::MonitorWait, None, ms);
    }
    let r = sleep_until(t, deadline);
    if events {
        crate::profiler::monitor_wait_event(t, EventKind::MonitorWaited, None, started.elapsed().as_millis() as i64);
    }
    r
}

fn sleep_until(t: &mut JThread, deadline: std::time::Instant) -> JResult<u64> {
    loop {
        crate::runtime::thread::set_state(t, crate::runtime::thread::STATUS_CONDVAR_WAIT, crate::classlib::jdk::thread_status::SLEEPING);
        let pending = safepoint::blocking(t, || {
            let mut g = t.parker.lock();
            while !t.interrupt_pending.load(Ordering::SeqCst) {
                if t.parker_cv.wait_until(&mut g, deadline).timed_out() {
                    break;
                }
            }
            t.interrupt_pending.load(Ordering::SeqCst)
        });
        crate::runtime::thread::set_state(t, crate::runtime::thread::STATUS_RUNNABLE, crate::classlib::jdk::thread_status::RUNNABLE);
        if pending {
            if take_interrupt(t) {
                return Err(interrupted_exception(t, Some("sleep interrupted")));
            }
            // A stale wake-up (the status was cleared in Java): keep sleeping.
            continue;
        }
        return Ok(0);
    }
}

/// The JThread behind a java.lang.Thread object, if it is running; `f`
/// runs while the thread cannot exit.
fn with_target(t: &mut JThread, thread: Ref, f: impl FnOnce(&JThread)) {
    let p = thread.get::<u64>(vm().wk().thread_eetop) as usize;
    if p == 0 {
        return;
    }
    safepoint::blocking(t, || safepoint::with_registered(p, f));
}

fn interrupt0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let target = arg_ref(a, 0);
    with_target(t, target, crate::runtime::thread_control::interrupt);
    Ok(0)
}

fn stop0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    crate::runtime::thread_control::stop(t, arg_ref(a, 0), arg_ref(a, 1)).map(|_| 0)
}

fn suspend0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    crate::runtime::thread_control::suspend(t, arg_ref(a, 0));
    Ok(0)
}

fn resume0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    crate::runtime::thread_control::resume(t, arg_ref(a, 0));
    Ok(0)
}

pub(crate) fn park0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let absolute = a[0] as u32 != 0;
    let time = a[1] as i64;
    if t.thread_obj.get::<u8>(field_offset("interrupted")) != 0 {
        return Ok(0);
    }
    // The Java status was cleared (Thread.interrupted()): drop a stale wake-up.
    t.interrupt_pending.store(false, Ordering::SeqCst);
    let deadline = if absolute {
        let now_ms = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default().as_millis() as i64;
        Some(std::time::Instant::now() + std::time::Duration::from_millis((time - now_ms).max(0) as u64))
    } else if time > 0 {
        Some(std::time::Instant::now() + std::time::Duration::from_nanos(time as u64))
    } else {
        None
    };
    if absolute && deadline.map(|d| d <= std::time::Instant::now()).unwrap_or(false) {
        return Ok(0);
    }
    let java = if deadline.is_some() { crate::classlib::jdk::thread_status::PARKED_TIMED } else { crate::classlib::jdk::thread_status::PARKED };
    crate::runtime::thread::set_state(t, crate::runtime::thread::STATUS_CONDVAR_WAIT, java);
    safepoint::blocking(t, || {
        let mut permit = t.parker.lock();
        if !*permit && !t.interrupt_pending.load(Ordering::SeqCst) {
            match deadline {
                Some(d) => {
                    let _ = t.parker_cv.wait_until(&mut permit, d);
                }
                None => t.parker_cv.wait(&mut permit),
            }
        }
        *permit = false;
    });
    crate::runtime::thread::set_state(t, crate::runtime::thread::STATUS_RUNNABLE, crate::classlib::jdk::thread_status::RUNNABLE);
    Ok(0)
}

pub(crate) fn unpark0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let target = arg_ref(a, 0);
    if target.is_null() {
        return Ok(0);
    }
    with_target(t, target, |tt| {
        let mut permit = tt.parker.lock();
        *permit = true;
        tt.parker_cv.notify_all();
    });
    Ok(0)
}

/// Thread.start0: create the thread's VM state, register it (so its Thread
/// object is a GC root from now on) and start an OS thread running `run()`.
fn start0(t: &mut JThread, a: &[u64]) -> JResult<u64> {
    let tobj = arg_ref(a, 0);
    if tobj.is_null() {
        return Err(npe(t));
    }
    let v = vm();
    let daemon = tobj.get::<u8>(field_offset("daemon")) != 0;
    let name = crate::runtime::strings::rust_string(tobj.get_ref(field_offset("name")));
    let id = v.next_thread_id.fetch_add(1, Ordering::Relaxed);
    let mut child = JThread::new(id, v.options.stack_size);
    child.max_nesting = crate::runtime::thread::MAX_NESTING / 8;
    let cp: *mut JThread = Box::into_raw(child);
    // Register while holding the Thread object in a handle: registration may
    // wait for a safepoint, during which the object can move.
    let h = t.push_handle(tobj);
    // SAFETY: `cp` is a fresh, exclusively owned JThread.
    safepoint::blocking(t, || safepoint::register(unsafe { &mut *cp }, daemon));
    let tobj = t.handle(h);
    t.pop_handles(h);
    // SAFETY: as above; the child is registered but not running yet, and we
    // are in Java state, so no GC runs while we initialise it.
    unsafe {
        (*cp).thread_obj = tobj;
    }
    tobj.put::<u64>(v.wk().thread_eetop, cp as u64);
    let addr = cp as usize;
    let boot = crate::runtime::boot::thread_starting();
    let spawned = std::thread::Builder::new().name(name).stack_size(64 << 20).spawn(move || {
        // SAFETY: ownership of the JThread passes to this OS thread.
        let t: &mut JThread = unsafe { &mut *(addr as *mut JThread) };
        crate::runtime::thread::run_guarded(|| run_thread(t, boot));
        // SAFETY: unregistered above in run_thread; nobody refers to it now.
        drop(unsafe { Box::from_raw(addr as *mut JThread) });
    });
    if let Err(e) = spawned {
        if boot {
            crate::runtime::boot::boot_thread_started();
        }
        // SAFETY: the thread never started; we still own the JThread.
        let child = unsafe { &mut *cp };
        // Unregistering may wait for a safepoint: the Thread object waits in
        // a handle (once unregistered, the child's copy is no root).
        let h = t.push_handle(tobj);
        safepoint::blocking(t, || safepoint::unregister(child));
        let tobj = t.handle(h);
        t.pop_handles(h);
        tobj.put::<u64>(v.wk().thread_eetop, 0);
        drop(unsafe { Box::from_raw(cp) });
        let msg = format!("unable to create native thread: {e}");
        return Err(throw_new(t, "java/lang/OutOfMemoryError", Some(&msg)));
    }
    Ok(0)
}

/// `boot`: started during bootstrap (see `boot::thread_starting`).
fn run_thread(t: &mut JThread, boot: bool) {
    t.bind_os_thread();
    crate::runtime::boot::await_startup();
    safepoint::leave_safe(t);
    crate::profiler::thread_started(t);
    if boot {
        crate::runtime::boot::boot_thread_started();
    }
    let tobj = t.thread_obj;
    let thread_class = vm().wk().thread;
    let run = tobj
        .class()
        .dispatch
        .get()
        .and_then(|d| d.get(&vm().selector("run", "()V")).copied())
        .or_else(|| thread_class.declared_method("run", "()V"));
    // A thread stopped before it started never runs.
    if let Some(run) = run.filter(|_| !crate::runtime::thread_control::is_stillborn(tobj)) {
        if crate::interp::invoke::invoke(t, run, &[tobj.to_slot()]).is_err() {
            // A stop that comes now is too late.
            crate::runtime::thread_control::discard(t);
            crate::runtime::boot::dispatch_uncaught(t);
        }
    }
    crate::runtime::thread_control::discard(t);
    t.pending = Ref::NULL;
    crate::runtime::boot::end_thread(t);
}
