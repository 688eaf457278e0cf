//! Critical regions (`GetPrimitiveArrayCritical`, `GetStringCritical`):
//! collections are held off while any is open, as HotSpot's GC locker does.
//!
//! Native code inside a critical region holds a raw pointer into an array's
//! elements, so the array must neither move nor die. rjvm does not pin single
//! objects (a copying collector cannot leave one object behind); instead a
//! collection waits until no critical region is open:
//!
//! * a region is opened (`enter`) and closed (`exit`) in the VM state, so a
//!   collector that has stopped the world sees an exact count;
//! * before stopping the world a collector announces itself (`gc_begin`) and
//!   waits in a safe region for the open regions to close; new regions wait
//!   while a collection is announced (unless their thread already has one
//!   open), so a steady stream of short regions cannot starve it;
//! * with the world stopped it checks the count again (`gc_may_proceed`): a
//!   region opened between the wait and the stop makes it restart the world
//!   and wait again;
//! * a thread that needs a collection while it has a region open itself
//!   (JNI forbids calling JNI functions there, but an allocation may still
//!   happen) skips it: its allocation then grows the heap or fails with
//!   OutOfMemoryError, instead of deadlocking.

use std::sync::atomic::{AtomicUsize, Ordering};

use parking_lot::{Condvar, Mutex};

use crate::runtime::safepoint;
use crate::runtime::thread::JThread;

/// Open critical regions in all threads.
static OPEN: AtomicUsize = AtomicUsize::new(0);
/// Collections waiting for the regions to close.
static WAITING_GCS: AtomicUsize = AtomicUsize::new(0);
static LOCK: Mutex<()> = Mutex::new(());
static CV: Condvar = Condvar::new();

/// Open a critical region on `t` (in the VM state).
pub fn enter(t: &mut JThread) {
    if t.critical == 0 && WAITING_GCS.load(Ordering::SeqCst) != 0 {
        safepoint::blocking(t, || {
            let mut g = LOCK.lock();
            while WAITING_GCS.load(Ordering::SeqCst) != 0 {
                CV.wait(&mut g);
            }
        });
    }
    t.critical += 1;
    OPEN.fetch_add(1, Ordering::SeqCst);
}

/// Close a critical region of `t` (in the VM state); ignored if it has none
/// open (a Release without a Get).
pub fn exit(t: &mut JThread) {
    if t.critical == 0 {
        return;
    }
    t.critical -= 1;
    if OPEN.fetch_sub(1, Ordering::SeqCst) == 1 {
        let _g = LOCK.lock();
        CV.notify_all();
    }
}

/// A collection by `t` is about to stop the world: from now on new regions
/// wait. False if `t` has a region open itself (the collection must be
/// skipped). Pair a true answer with [`gc_end`].
pub fn gc_begin(t: &JThread) -> bool {
    if t.critical != 0 {
        return false;
    }
    WAITING_GCS.fetch_add(1, Ordering::SeqCst);
    true
}

/// Wait (in a safe region) until no critical region is open.
pub fn wait_closed(t: &JThread) {
    if OPEN.load(Ordering::SeqCst) != 0 {
        safepoint::blocking(t, || {
            let mut g = LOCK.lock();
            while OPEN.load(Ordering::SeqCst) != 0 {
                CV.wait(&mut g);
            }
        });
    }
}

/// With the world stopped: whether no critical region is open.
pub fn gc_may_proceed() -> bool {
    OPEN.load(Ordering::SeqCst) == 0
}

/// The collection announced by [`gc_begin`] is over.
pub fn gc_end() {
    if WAITING_GCS.fetch_sub(1, Ordering::SeqCst) == 1 {
        let _g = LOCK.lock();
        CV.notify_all();
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// One test touches the process-wide counts (tests run in parallel).
    #[test]
    fn regions_nest_and_hold_off_collections() {
        let mut t = JThread::new(1, 0);
        assert!(gc_may_proceed());
        enter(&mut t);
        enter(&mut t); // nested
        assert!(!gc_may_proceed());
        assert!(!gc_begin(&t), "a thread with a region open must not collect");
        exit(&mut t);
        assert!(!gc_may_proceed());
        exit(&mut t);
        exit(&mut t); // a Release without a Get is ignored
        assert_eq!(t.critical, 0);
        assert!(gc_may_proceed());
        assert!(gc_begin(&t));
        // While a collection is announced, a thread that already has a
        // region open may open more (regions nest) without waiting.
        let mut u = JThread::new(2, 0);
        u.critical = 1;
        OPEN.fetch_add(1, Ordering::SeqCst);
        enter(&mut u);
        assert_eq!(u.critical, 2);
        exit(&mut u);
        exit(&mut u);
        gc_end();
        assert!(gc_may_proceed());
    }
}
