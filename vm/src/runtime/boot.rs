//! VM start-up: core classes, well-known offsets, the main thread, System.

use std::sync::atomic::{AtomicBool, Ordering};

use parking_lot::{Condvar, Mutex};

use crate::heap::Ref;
use crate::runtime::loader::{create_missing_mirrors, create_primitives, load_class};
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
    // Before the primitive array classes: every array class implements them.
    for n in ["java/lang/Cloneable", "java/io/Serializable"] {
        load_class(t, n)?;
    }
    create_primitives(t)?;
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
    // From here on every class gets its java.lang.Class object when it is
    // defined; the ones defined so far get theirs now.
    create_missing_mirrors(t)?;
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
    // java.lang.ref, as on HotSpot: Reference's static initialiser starts
    // the "Reference Handler" thread, Finalizer's the "Finalizer" thread, and
    // every reference class is loaded, so heap dumps always describe them.
    for n in [
        "java/lang/ref/Reference",
        "java/lang/ref/SoftReference",
        "java/lang/ref/WeakReference",
        "java/lang/ref/FinalReference",
        "java/lang/ref/PhantomReference",
        "java/lang/ref/Finalizer",
    ] {
        let c = load_class(t, n)?;
        crate::runtime::init::ensure_initialized(t, c)?;
    }
    // Then the "Signal Dispatcher", as HotSpot starts it after
    // initPhase1 (whose Terminator.setup registered HUP, INT and TERM).
    crate::runtime::signals::start_dispatcher(t)?;
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

/// Set once start-up is complete (bootstrap done, the profiler's start-up
/// events posted).
static STARTED: AtomicBool = AtomicBool::new(false);
/// Threads started during bootstrap that have not yet posted THREAD_START.
static BOOT_PENDING: Mutex<usize> = Mutex::new(0);
static STARTED_LOCK: Mutex<()> = Mutex::new(());
static STARTED_CV: Condvar = Condvar::new();
static BOOT_CV: Condvar = Condvar::new();

/// Start-up is complete: threads started during bootstrap may run. Then
/// wait (in a safe region) until each has announced itself, so that a
/// profiler sees the THREAD_START of the Reference Handler and the
/// Finalizer before the program's first bytecode however loaded the
/// machine is, as HotSpot's agents do (a short program could otherwise end
/// before they were ever scheduled).
pub fn startup_complete(t: &JThread) {
    {
        let _g = STARTED_LOCK.lock();
        STARTED.store(true, Ordering::SeqCst);
        STARTED_CV.notify_all();
    }
    crate::runtime::safepoint::blocking(t, || {
        let mut n = BOOT_PENDING.lock();
        let deadline = std::time::Instant::now() + std::time::Duration::from_secs(10);
        while *n > 0 {
            if BOOT_CV.wait_until(&mut n, deadline).timed_out() {
                break;
            }
        }
    });
}

/// Whether start-up is complete (see [`startup_complete`]).
pub fn is_started() -> bool {
    STARTED.load(Ordering::Acquire)
}

/// Called by `Thread.start0` before the OS thread is spawned: true when
/// the VM is still starting, and the new thread must then call
/// [`boot_thread_started`] once it has posted THREAD_START (or failed to
/// start).
pub fn thread_starting() -> bool {
    let _g = STARTED_LOCK.lock();
    if STARTED.load(Ordering::Acquire) {
        return false;
    }
    *BOOT_PENDING.lock() += 1;
    true
}

/// A thread counted by [`thread_starting`] has announced itself.
pub fn boot_thread_started() {
    let mut n = BOOT_PENDING.lock();
    *n = n.saturating_sub(1);
    BOOT_CV.notify_all();
}

/// Called by a new thread before it runs Java code (in a safe region):
/// threads started during bootstrap (the Reference Handler, the Finalizer)
/// wait until start-up is complete, so that a profiler sees their
/// THREAD_START, and every class they use announced, before any of their
/// events. Later threads pass at once.
pub fn await_startup() {
    if STARTED.load(Ordering::Acquire) {
        return;
    }
    let mut g = STARTED_LOCK.lock();
    while !STARTED.load(Ordering::Acquire) {
        STARTED_CV.wait(&mut g);
    }
}

/// Create the VM on the calling OS thread, which becomes the Java thread
/// "main" (registered, bound to its OS thread, in the Java state): the heap
/// and tables, the `-Xrun` agents, the class library's start-up, then the
/// profiler's start-up events. Shared by the launcher, `JNI_CreateJavaVM`
/// and in-process embedding. The error is what to print, as HotSpot does.
pub fn create_vm(options: crate::runtime::vm::VmOptions, agents: &[crate::profiler::agents::AgentSpec], daemon: bool) -> Result<Box<JThread>, crate::launcher::Exit> {
    let stack = options.stack_size;
    let v = crate::runtime::vm::Vm::create(options).map_err(|e| crate::launcher::init_error(&e))?;
    crate::runtime::logging::vm_started();
    let id = v.next_thread_id.fetch_add(1, std::sync::atomic::Ordering::Relaxed);
    let mut thread = JThread::new(id, stack);
    thread.max_nesting = crate::runtime::thread::nesting_for_this_stack();
    let t: &mut JThread = &mut thread;
    crate::runtime::safepoint::register(t, daemon);
    t.bind_os_thread();
    crate::runtime::safepoint::leave_safe(t);
    if !agents.is_empty() {
        let lib_path = v.system_properties.iter().rev().find(|(k, _)| k == "java.library.path").map(|(_, v)| v.as_str());
        crate::profiler::agents::load_all(agents, lib_path).map_err(|msg| crate::launcher::Exit { stdout: String::new(), stderr: format!("{msg}\n"), code: 1 })?;
    }
    if bootstrap(t).is_err() {
        let ex = t.take_pending();
        let name = if ex.is_null() { "unknown".to_string() } else { crate::runtime::exceptions::describe(ex) };
        return Err(crate::launcher::Exit { stdout: String::new(), stderr: format!("Error occurred during initialization of VM\n{name}\n"), code: 1 });
    }
    crate::jni::invocation::vm_created(t);
    crate::profiler::startup_done(t);
    startup_complete(t);
    Ok(thread)
}

/// The end of the VM, on the thread that created it (or any thread, for
/// `DestroyJavaVM`): the thread's `Thread.exit()` (which wakes its
/// joiners), the wait for the other non-daemon threads, the shutdown hooks
/// and JVM_SHUT_DOWN — what the `java` launcher's `DestroyJavaVM` does.
pub fn destroy_vm(t: &mut JThread) {
    exit_thread_object(t);
    crate::runtime::safepoint::wait_for_non_daemon_threads(t);
    shutdown(t);
    crate::runtime::logging::vm_exiting();
    crate::profiler::main_thread_exit(t);
}

/// End `t`'s Thread object as HotSpot's `JavaThread::exit` does: run its
/// private `Thread.exit()` (ignoring exceptions), then `ensure_join`: under
/// the object's monitor, status TERMINATED, `eetop` 0 (`isAlive()` is
/// false) and every joiner woken. The JDK's `Thread.join` waits for exactly
/// this; the embedded library's `exit()` also notifies, harmlessly twice.
pub fn exit_thread_object(t: &mut JThread) {
    if t.thread_obj.is_null() {
        return;
    }
    if let Some(exit) = vm().wk().thread.declared_method("exit", "()V") {
        let o = t.thread_obj;
        let _ = crate::interp::invoke::invoke(t, exit, &[o.to_slot()]);
        t.pending = Ref::NULL;
    }
    ensure_join(t);
}

/// HotSpot's `ensure_join`, after `Thread.exit()`: under the Thread
/// object's monitor, mark it terminated, unlink it (`isAlive()` is false)
/// and wake its joiners. The JDK's `Thread.join` waits for exactly this;
/// the embedded library's `exit()` also notifies, harmlessly twice.
pub fn ensure_join(t: &mut JThread) {
    if t.thread_obj.is_null() {
        return;
    }
    let o = t.thread_obj;
    crate::runtime::monitor::enter(t, o);
    // The Thread object is a root of `t`: reread after entering may block.
    let o = t.thread_obj;
    if let Some(f) = o.class().find_field_by_name("threadStatus") {
        o.put::<i32>(f.offset as usize, crate::classlib::jdk::thread_status::TERMINATED);
    }
    o.put::<u64>(vm().wk().thread_eetop, 0);
    crate::runtime::safepoint::thread_exiting(t);
    crate::runtime::monitor::notify(o, true);
    crate::runtime::monitor::exit_quiet(t, o);
}

/// Flush `System.out` and `System.err` (before the VM aborts).
pub fn flush_standard_streams(t: &mut JThread) {
    let Some(system) = crate::runtime::loader::find_loaded("java/lang/System") else { return };
    if let Some(m) = system.declared_method("flushStandardStreams", "()V") {
        let ex = t.take_pending();
        let _ = crate::interp::invoke::invoke(t, m, &[]);
        t.pending = ex;
    }
}

/// The application class loader (the boot loader until start-up made it).
pub fn app_loader() -> &'static crate::runtime::loaders::LoaderData {
    vm().app_loader.get().copied().unwrap_or_else(crate::runtime::loaders::boot)
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

/// A Java thread ends (called on it, in the Java state): `Thread.exit`
/// and the joiners woken ([`exit_thread_object`]), THREAD_END, its TLAB
/// retired, then out of the registry. Every kind of thread ends here:
/// started by Java, the VM's system threads, attached threads.
pub fn end_thread(t: &mut JThread) {
    exit_thread_object(t);
    crate::profiler::thread_ended(t);
    vm().heap.retire_tlab(t);
    crate::runtime::safepoint::enter_safe(t);
    crate::profiler::detach_current(t);
    t.pthread.store(0, Ordering::Release);
    crate::runtime::safepoint::unregister(t);
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
