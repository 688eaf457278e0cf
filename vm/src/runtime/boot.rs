//! VM start-up: core classes, well-known offsets, the main thread, System.

use crate::heap::Ref;
use crate::runtime::loader::{create_primitives, load_class};
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::{vm, WellKnown};

/// Load the core classes and initialise the Java-level runtime on `t`.
pub fn bootstrap(t: &mut JThread) -> JResult<()> {
    load_core_classes(t)?;
    if vm().library.is_jdk() {
        crate::classlib::jdk::initialize(t)?;
    } else {
        initialize_embedded(t)?;
    }
    // The OutOfMemoryError of last resort.
    let _ = crate::runtime::exceptions::throw_new(t, "java/lang/OutOfMemoryError", Some("Java heap space"));
    let oom = t.take_pending();
    vm().preallocated_oom.store(oom.addr(), std::sync::atomic::Ordering::Release);
    Ok(())
}

/// The classes the VM refers to directly, and their VM-known offsets.
fn load_core_classes(t: &mut JThread) -> JResult<()> {
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
    let _ = vm().well_known.set(WellKnown {
        object,
        string,
        class,
        throwable,
        thread,
        char_array,
        object_array,
        string_value: string.field_offset("value"),
        string_hash: string.field_offset("hash"),
        string_coder: string.find_field_by_name("coder").map(|f| f.offset as usize),
        class_vmclass: class.field_offset("vmClass"),
        throwable_backtrace: throwable.field_offset("backtrace"),
        thread_eetop: thread.field_offset("eetop"),
    });
    Ok(())
}

/// The embedded library's start-up: the main Thread (`Thread.initMain`),
/// `System.initPhase1`, the application class loader.
fn initialize_embedded(t: &mut JThread) -> JResult<()> {
    let (object, string, thread) = (vm().wk().object, vm().wk().string, vm().wk().thread);
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
    // The application class loader: classes of the class path are defined
    // by it (its search is the VM's own, see loader::load_class_in).
    let cl = load_class(t, "java/lang/ClassLoader")?;
    crate::runtime::init::ensure_initialized(t, cl)?;
    let get = cl.declared_method("getSystemClassLoader", "()Ljava/lang/ClassLoader;").expect("ClassLoader.getSystemClassLoader()");
    let app = Ref::from_slot(crate::interp::invoke::invoke(t, get, &[])?);
    let app = crate::runtime::loaders::of_object(t, app)?;
    let _ = vm().app_loader.set(app);
    Ok(())
}

/// The application class loader (the boot loader until start-up made it).
pub fn app_loader() -> &'static crate::runtime::loaders::LoaderData {
    vm().app_loader.get().copied().unwrap_or_else(crate::runtime::loaders::boot)
}

/// Report an uncaught exception through `Thread.dispatchUncaughtException`.
pub fn dispatch_uncaught(t: &mut JThread) {
    let ex = t.take_pending();
    if ex.is_null() {
        return;
    }
    let thread = vm().wk().thread;
    let Some(m) = thread.declared_method("dispatchUncaughtException", "(Ljava/lang/Throwable;)V") else {
        print_fallback(ex);
        return;
    };
    let tobj = t.thread_obj;
    if crate::interp::invoke::invoke(t, m, &[tobj.to_slot(), ex.to_slot()]).is_err() {
        // The handler itself threw: HotSpot prints this and carries on.
        t.pending = Ref::NULL;
        print_fallback(ex);
    }
}

fn print_fallback(ex: Ref) {
    let name = ex.class().java_name();
    crate::natives::io::write_stderr(format!("Exception in thread \"main\" {name}\n").as_bytes());
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
