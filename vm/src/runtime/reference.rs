//! The VM side of `java.lang.ref` that Java code reaches: the pending list,
//! finalizer registration, and the functions behind the natives of
//! `Reference` and `PhantomReference`.
//!
//! These are library-independent VM functions. The embedded class library
//! binds them as natives (`natives/reference.rs`); with the JDK's own class
//! library, libjava reaches the same functions through `JVM_*` entry points
//! (named next to each function). See `jdk-stubs/VM-CONTRACT.md`.
//!
//! **The pending list.** Collections put the references they cleared (and
//! the final references whose objects must be finalized) at the front of the
//! pending list, linked through `Reference.discovered` and ending in null
//! (`heap::refproc`). Its head is a strong GC root. The class library's
//! "Reference Handler" thread waits for it, takes the whole list, and
//! enqueues each reference on its queue (or runs it, for a cleaner).

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use parking_lot::{Condvar, Mutex};

use crate::heap::Ref;
use crate::runtime::class::Method;
use crate::runtime::thread::{JResult, JThread};

/// Head of the pending list (0 = empty). Written by collectors while the
/// world is stopped and swapped out by the Reference Handler.
static PENDING: AtomicUsize = AtomicUsize::new(0);
/// Waiters for a non-empty pending list (HotSpot waits on `Heap_lock`).
static PENDING_LOCK: Mutex<()> = Mutex::new(());
static PENDING_CV: Condvar = Condvar::new();

/// The slot of the pending list's head: a strong root, and where
/// `heap::refproc` prepends the references a collection cleared.
pub fn pending_list_slot() -> *mut usize {
    PENDING.as_ptr()
}

/// Wake the Reference Handler after a collection added to the pending list.
pub fn notify_pending_list() {
    let _g = PENDING_LOCK.lock();
    PENDING_CV.notify_all();
}

/// Take the whole pending list (`JVM_GetAndClearReferencePendingList`).
pub fn get_and_clear_reference_pending_list() -> Ref {
    Ref(PENDING.swap(0, Ordering::AcqRel))
}

/// Whether the pending list is non-empty (`JVM_HasReferencePendingList`).
pub fn has_reference_pending_list() -> bool {
    PENDING.load(Ordering::Acquire) != 0
}

/// Block until the pending list is non-empty
/// (`JVM_WaitForReferencePendingList`). Waits in a safe region, so
/// collections proceed meanwhile (they are what fills the list).
pub fn wait_for_reference_pending_list(t: &mut JThread) {
    if has_reference_pending_list() {
        return;
    }
    crate::runtime::safepoint::blocking(t, || {
        let mut g = PENDING_LOCK.lock();
        while !has_reference_pending_list() {
            PENDING_CV.wait(&mut g);
        }
    });
}

fn referent(reference: Ref) -> Ref {
    match crate::heap::refproc::layout() {
        Some(l) => reference.get_ref(l.referent),
        None => Ref::NULL,
    }
}

/// `reference.refersTo(o)` without making the referent strongly reachable
/// (`JVM_ReferenceRefersTo`; the collectors stop the world, so reading the
/// field is enough).
pub fn reference_refers_to(reference: Ref, o: Ref) -> bool {
    referent(reference) == o
}

/// The same for a phantom reference, whose `get()` is always null
/// (`JVM_PhantomReferenceRefersTo`).
pub fn phantom_reference_refers_to(reference: Ref, o: Ref) -> bool {
    referent(reference) == o
}

/// Clear the referent (`JVM_ReferenceClear`): `Reference.clear()` and
/// `enqueue()` (a final reference is cleared by its own Java code).
pub fn reference_clear(reference: Ref) {
    if let Some(l) = crate::heap::refproc::layout() {
        reference.put_ref(l.referent, Ref::NULL);
    }
}

/// Register a new object of a class with a non-trivial `finalize()`: call
/// `java.lang.ref.Finalizer.register(Object)`, as HotSpot does at
/// allocation (`InstanceKlass::register_finalizer`). Returns the object's
/// address afterwards (the call may collect).
pub fn register_finalizer(t: &mut JThread, obj: Ref) -> JResult<Ref> {
    let h = t.push_handle(obj);
    let r = finalizer_register_method(t).and_then(|m| {
        crate::runtime::init::ensure_initialized(t, m.class)?;
        let o = t.handle(h);
        crate::interp::invoke::invoke(t, m, &[o.to_slot()])
    });
    let obj = t.handle(h);
    t.pop_handles(h);
    r.map(|_| obj)
}

/// `java.lang.ref.Finalizer.register(Object)`, looked up once.
fn finalizer_register_method(t: &mut JThread) -> JResult<&'static Method> {
    static REGISTER: OnceLock<&'static Method> = OnceLock::new();
    if let Some(m) = REGISTER.get() {
        return Ok(m);
    }
    let c = crate::runtime::loader::load_class(t, "java/lang/ref/Finalizer")?;
    match c.declared_method("register", "(Ljava/lang/Object;)V") {
        Some(m) if m.is_static() => Ok(REGISTER.get_or_init(|| m)),
        _ => panic!("class library: java/lang/ref/Finalizer has no static void register(Object)"),
    }
}
