//! VM start-up: core classes, well-known offsets, the main thread, System.

use crate::heap::Ref;
use crate::runtime::loader::{create_primitives, load_class};
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::{vm, WellKnown};

/// Load the core classes and initialise the Java-level runtime on `t`.
pub fn bootstrap(t: &mut JThread) -> JResult<()> {
    let object = load_class(t, "java/lang/Object")?;
    create_primitives();
    for n in ["java/lang/Cloneable", "java/io/Serializable"] {
        load_class(t, n)?;
    }
    let string = load_class(t, "java/lang/String")?;
    let class = load_class(t, "java/lang/Class")?;
    let throwable = load_class(t, "java/lang/Throwable")?;
    let thread = load_class(t, "java/lang/Thread")?;
    let char_array = vm().prim_array_class(crate::runtime::class::BasicType::Char);
    let object_array = crate::runtime::loader::load_array_class(t, "[Ljava/lang/Object;")?;
    let wk = WellKnown {
        object,
        string,
        class,
        throwable,
        thread,
        char_array,
        object_array,
        string_value: string.field_offset("value"),
        string_hash: string.field_offset("hash"),
        class_vmclass: class.field_offset("vmClass"),
        throwable_backtrace: throwable.field_offset("backtrace"),
        thread_eetop: thread.field_offset("eetop"),
    };
    let _ = vm().well_known.set(wk);

    // The main thread object exists before any Java code runs.
    let tobj = crate::interp::alloc::new_object(t, thread)?;
    tobj.put::<u64>(vm().wk().thread_eetop, t as *mut JThread as u64);
    t.thread_obj = tobj;
    crate::runtime::init::ensure_initialized(t, object)?;
    crate::runtime::init::ensure_initialized(t, string)?;
    crate::runtime::init::ensure_initialized(t, thread)?;
    let init_main = thread.declared_method("initMain", "()V").expect("Thread.initMain()");
    crate::interp::invoke::invoke(t, init_main, &[t.thread_obj.to_slot()])?;

    let system = load_class(t, "java/lang/System")?;
    crate::runtime::init::ensure_initialized(t, system)?;
    let phase1 = system.declared_method("initPhase1", "()V").expect("System.initPhase1()");
    crate::interp::invoke::invoke(t, phase1, &[])?;
    // The OutOfMemoryError of last resort.
    let _ = crate::runtime::exceptions::throw_new(t, "java/lang/OutOfMemoryError", Some("Java heap space"));
    let oom = t.take_pending();
    vm().preallocated_oom.store(oom.addr(), std::sync::atomic::Ordering::Release);
    Ok(())
}

/// Report the pending (uncaught) exception through
/// `Thread.dispatchUncaughtException`, as HotSpot's `JavaThread::exit` does.
///
/// If the handler itself throws (or overflows the stack, or runs out of
/// memory), HotSpot prints one line naming the handler's exception and the
/// thread, and carries on; so does this. No heap reference is held across
/// the Java call: the uncaught exception is passed as an argument (the callee
/// frame keeps it alive and up to date), and the thread's name is read
/// afterwards from the thread object, which is a root.
pub fn dispatch_uncaught(t: &mut JThread) {
    let ex = t.take_pending();
    if ex.is_null() {
        return;
    }
    let m = vm()
        .wk()
        .thread
        .declared_method("dispatchUncaughtException", "(Ljava/lang/Throwable;)V")
        .expect("Thread.dispatchUncaughtException(Throwable)");
    let tobj = t.thread_obj;
    if crate::interp::invoke::invoke(t, m, &[tobj.to_slot(), ex.to_slot()]).is_err() {
        let thrown = t.take_pending();
        let class = if thrown.is_null() { "java.lang.Throwable".to_string() } else { thrown.class().java_name() };
        let line = format!("\nException: {class} thrown from the UncaughtExceptionHandler in thread \"{}\"\n", thread_name(t));
        crate::natives::io::write_stderr(line.as_bytes());
    }
}

/// The name of `t`'s `java.lang.Thread` (HotSpot's `JavaThread::get_thread_name`).
fn thread_name(t: &JThread) -> String {
    let tobj = t.thread_obj;
    let name = if tobj.is_null() { Ref::NULL } else { tobj.get_ref(vm().wk().thread.field_offset("name")) };
    if name.is_null() {
        "Unknown thread".to_string()
    } else {
        crate::runtime::strings::rust_string(name)
    }
}

/// Run `java.lang.Shutdown.shutdown()` (hooks, flushing the streams).
pub fn shutdown(t: &mut JThread) {
    if let Ok(c) = load_class(t, "java/lang/Shutdown") {
        if let Some(m) = c.declared_method("shutdown", "()V") {
            if crate::runtime::init::ensure_initialized(t, c).is_ok() {
                let _ = crate::interp::invoke::invoke(t, m, &[]);
            }
        }
    }
    t.pending = Ref::NULL;
}
