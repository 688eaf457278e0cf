//! Weak roots: the one step in which every collector tells the rest of the VM
//! which objects survived and where they went.
//!
//! A *weak root* refers to an object without keeping it alive: the referent
//! of a discovered `java.lang.ref.Reference` (see [`super::refproc`]), a JNI
//! weak global reference, and later the VM's weak tables. A collector traces
//! the strong roots first; only then is the fate of every object decided, and
//! it answers one question per object through [`Liveness`]: *is this address
//! live, and where must a reference to it point now?* Reference processing
//! asks it for referents; [`process`] asks it for the weak root sets that VM
//! subsystems registered here ([`register`]), clearing the slots of dead
//! objects and updating the others.
//!
//! Order within one collection (every collector):
//! 1. strong tracing, with reference discovery;
//! 2. reference processing (`RefProcessor::process`), which may keep more
//!    objects alive (finalizable ones) and then calls [`process`];
//! 3. the collector reclaims memory. A collector that moves objects *after*
//!    step 2 (mark-compact, the generational major collection) answers
//!    "live, still here" in step 2 and updates the surviving weak roots
//!    together with the strong roots when it adjusts references ([`visit`]).
//!
//! Weak root sets are visited only while the world is stopped: a set must
//! not be changed by a thread in a safe region (take its lock in Java
//! state, i.e. outside `safepoint::blocking`).

use parking_lot::RwLock;

/// A collector's answer, valid after strong tracing (and after any object
/// that reference processing keeps alive has been traced).
pub trait Liveness {
    /// `None` when the object at `addr` is dead; otherwise the address a
    /// reference to it must hold from now on (`addr` itself for a
    /// non-moving collector, or before a compactor's adjust phase).
    fn forwardee(&self, addr: usize) -> Option<usize>;
}

/// A set of weak root slots kept by some VM subsystem outside the heap.
pub trait WeakRootSet: Sync {
    /// Call `f` with the address of every slot (each holds an object
    /// address or 0).
    fn visit(&self, f: &mut dyn FnMut(*mut usize));
}

static SETS: RwLock<Vec<&'static dyn WeakRootSet>> = RwLock::new(Vec::new());

/// Register a weak root set for the rest of the VM's life.
pub fn register(set: &'static dyn WeakRootSet) {
    SETS.write().push(set);
}

/// The weak-root step: clear every registered weak slot whose object is
/// dead and point the others at the object's current address.
pub fn process(l: &dyn Liveness) {
    visit(&mut |slot| {
        // SAFETY: registered sets hand out valid slots, and the world is
        // stopped while a collector runs this.
        let x = unsafe { *slot };
        if x != 0 {
            // SAFETY: as above.
            unsafe { *slot = l.forwardee(x).unwrap_or(0) };
        }
    });
}

/// Visit every registered weak slot (for a compactor's adjust phase, after
/// [`process`] cleared the dead ones).
pub fn visit(f: &mut dyn FnMut(*mut usize)) {
    for s in SETS.read_recursive().iter() {
        s.visit(f);
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::UnsafeCell;

    struct Slots(UnsafeCell<[usize; 3]>);
    // SAFETY: the test uses the slots from one thread.
    unsafe impl Sync for Slots {}
    impl WeakRootSet for Slots {
        fn visit(&self, f: &mut dyn FnMut(*mut usize)) {
            // SAFETY: the array lives as long as the set.
            let a = unsafe { &mut *self.0.get() };
            for s in a.iter_mut() {
                f(s);
            }
        }
    }

    /// Objects at 0x100 died, 0x200 moved to 0x900, 0x300 stayed.
    struct Fates;
    impl Liveness for Fates {
        fn forwardee(&self, addr: usize) -> Option<usize> {
            match addr {
                0x100 => None,
                0x200 => Some(0x900),
                a => Some(a),
            }
        }
    }

    #[test]
    fn clears_dead_and_updates_moved_slots() {
        static SET: Slots = Slots(UnsafeCell::new([0x100, 0x200, 0x300]));
        register(&SET);
        process(&Fates);
        // SAFETY: no collection runs in this test.
        assert_eq!(unsafe { *SET.0.get() }, [0, 0x900, 0x300]);
        let mut seen = Vec::new();
        // SAFETY: the slots of the static set above.
        visit(&mut |p| seen.push(unsafe { *p }));
        assert!(seen.ends_with(&[0, 0x900, 0x300]));
    }
}
