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
//!
//! **Keeping up with the mutator.** A weak cache (`WeakHashMap`) drops the
//! values of cleared entries only when its owner next uses it, after the
//! Reference Handler enqueued them; until then they are strongly reachable.
//! A thread that allocates faster than the handler runs (an interpreted
//! handler on a loaded machine) could fill the heap with such values and
//! fail with `OutOfMemoryError` although the cache is bounded. So after an
//! allocation-failure collection that added to the pending list, the
//! allocating thread waits (in a safe region, for at most
//! [`HANDLER_WAIT`]) until the handler has processed the list
//! ([`await_reference_processing`]). A handler that misses that deadline
//! (blocked, suspended by a profiler, or gone) is not waited for again until
//! it is back waiting for the list.

use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::OnceLock;

use parking_lot::{Condvar, Mutex};

use crate::heap::Ref;
use crate::runtime::class::Method;
use crate::runtime::thread::{JResult, JThread};

/// Head of the pending list (0 = empty). Written by collectors while the
/// world is stopped and read or swapped out only by threads running Java
/// code (never concurrently with a collection); threads in safe regions
/// look at [`Handler::filled`] instead.
static PENDING: AtomicUsize = AtomicUsize::new(0);

/// What the VM knows about the Reference Handler (the thread that calls
/// `waitForReferencePendingList`).
struct Handler {
    /// Its thread id (0: none has waited yet).
    thread: u64,
    /// Collections added to the pending list since it was last taken.
    filled: bool,
    /// It is waiting for the list: everything it took before is processed.
    idle: bool,
    /// It missed a deadline of [`await_reference_processing`] and has not
    /// waited for the list since.
    stalled: bool,
}

impl Handler {
    /// Waiting, with nothing left to take.
    fn caught_up(&self) -> bool {
        self.idle && !self.filled
    }
}

static HANDLER: Mutex<Handler> = Mutex::new(Handler { thread: 0, filled: false, idle: false, stalled: false });
/// Signalled when the pending list becomes non-empty (HotSpot waits on
/// `Heap_lock`).
static PENDING_CV: Condvar = Condvar::new();
/// Signalled when the handler is back waiting.
static IDLE_CV: Condvar = Condvar::new();

/// How long an allocating thread waits for the Reference Handler at most
/// (it may be blocked, for instance in a cleaner).
pub const HANDLER_WAIT: std::time::Duration = std::time::Duration::from_secs(1);

/// The slot of the pending list's head: a strong root, and where
/// `heap::refproc` prepends the references a collection cleared.
pub fn pending_list_slot() -> *mut usize {
    PENDING.as_ptr()
}

/// Wake the Reference Handler after a collection added to the pending list
/// (called once the world runs again).
pub fn notify_pending_list() {
    let mut h = HANDLER.lock();
    h.filled = true;
    PENDING_CV.notify_all();
}

/// Wait until the Reference Handler has processed the pending list (see the
/// module documentation), at most [`HANDLER_WAIT`]. Returns at once when no
/// handler runs yet, or when `t` is the handler.
pub fn await_reference_processing(t: &mut JThread) {
    {
        let h = HANDLER.lock();
        if h.thread == 0 || h.thread == t.id || h.stalled || h.caught_up() {
            return;
        }
    }
    let deadline = std::time::Instant::now() + HANDLER_WAIT;
    crate::runtime::safepoint::blocking(t, || {
        let mut h = HANDLER.lock();
        while !h.caught_up() && !h.stalled {
            if IDLE_CV.wait_until(&mut h, deadline).timed_out() {
                h.stalled = !h.caught_up();
                break;
            }
        }
    });
}

/// Take the whole pending list (`JVM_GetAndClearReferencePendingList`).
pub fn get_and_clear_reference_pending_list() -> Ref {
    let mut h = HANDLER.lock();
    h.filled = false;
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
    let id = t.id;
    crate::runtime::safepoint::blocking(t, || {
        let mut h = HANDLER.lock();
        h.thread = id;
        h.idle = true;
        h.stalled = false;
        IDLE_CV.notify_all();
        while !h.filled {
            PENDING_CV.wait(&mut h);
        }
        h.idle = false;
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
