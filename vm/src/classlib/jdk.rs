//! Start-up on the JDK's own class library, in HotSpot's order
//! (`Threads::create_vm`): the core classes, the initial thread group and
//! `main` Thread, `System.initPhase1` (properties, standard streams,
//! signals), `initPhase2` (the module system's boot layer), `initPhase3`
//! (security manager, the system class loader), and the application loader.

use crate::heap::Ref;
use crate::interp::invoke::invoke;
use crate::runtime::init::ensure_initialized;
use crate::runtime::loader::load_class;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// `java.lang.Thread.threadStatus` values (JVMTI thread-state bits, as
/// `jdk.internal.misc.VM.toThreadState` decodes them).
pub mod thread_status {
    pub const NEW: i32 = 0;
    pub const RUNNABLE: i32 = 0x0001 | 0x0004;
    pub const SLEEPING: i32 = 0x0001 | 0x0080 | 0x0040 | 0x0020;
    pub const IN_OBJECT_WAIT: i32 = 0x0001 | 0x0080 | 0x0010 | 0x0100;
    pub const IN_OBJECT_WAIT_TIMED: i32 = 0x0001 | 0x0080 | 0x0020 | 0x0100;
    pub const PARKED: i32 = 0x0001 | 0x0080 | 0x0010 | 0x0200;
    pub const PARKED_TIMED: i32 = 0x0001 | 0x0080 | 0x0020 | 0x0200;
    pub const BLOCKED_ON_MONITOR_ENTER: i32 = 0x0001 | 0x0400;
    pub const TERMINATED: i32 = 0x0002;
}

fn static_call(t: &mut JThread, class: &str, name: &str, desc: &str, args: &[u64]) -> JResult<u64> {
    let c = load_class(t, class)?;
    ensure_initialized(t, c)?;
    let m = c.declared_method(name, desc).unwrap_or_else(|| panic!("JDK class library: no {class}.{name}{desc}"));
    invoke(t, m, args)
}

/// Allocate an object of `class` and run its constructor `desc` with
/// `args` (after the receiver).
pub fn construct(t: &mut JThread, class: &str, desc: &str, args: &[u64]) -> JResult<Ref> {
    construct_with(t, class, desc, args, &[])
}

/// [`construct`] with reference arguments too: `refs` are handles of `t`,
/// read only after the new object is allocated (a collection there moves
/// them), and passed after `args`.
pub fn construct_with(t: &mut JThread, class: &str, desc: &str, args: &[u64], refs: &[usize]) -> JResult<Ref> {
    let c = load_class(t, class)?;
    ensure_initialized(t, c)?;
    let ctor = c.declared_method("<init>", desc).unwrap_or_else(|| panic!("JDK class library: no {class}.<init>{desc}"));
    let obj = crate::interp::alloc::new_object(t, c)?;
    let h = t.push_handle(obj);
    let mut a = vec![obj.to_slot()];
    a.extend_from_slice(args);
    a.extend(refs.iter().map(|&r| t.handle(r).to_slot()));
    let r = invoke(t, ctor, &a);
    let obj = t.handle(h);
    t.pop_handles(h);
    r.map(|_| obj)
}

/// The properties the VM defines for the JDK (`JVM_GetProperties`, read by
/// `jdk.internal.util.SystemProps`): the VM's identity, the JDK's paths,
/// the class path and command, and every `-D` option. The platform's
/// properties (`os.name`, `user.home`, encodings...) come from `libjava`.
pub fn vm_properties() -> Vec<(String, String)> {
    let v = vm();
    let crate::classlib::Library::Jdk(jdk) = &v.library else { return Vec::new() };
    let home = jdk.home.to_string_lossy().into_owned();
    let get = |k: &str| v.system_properties.iter().rev().find(|(pk, _)| pk == k).map(|(_, pv)| pv.clone()).unwrap_or_default();
    let ver = env!("CARGO_PKG_VERSION");
    let mut p: Vec<(String, String)> = vec![
        ("java.vm.specification.name".into(), "Java Virtual Machine Specification".into()),
        ("java.vm.specification.vendor".into(), "Oracle Corporation".into()),
        ("java.vm.specification.version".into(), "17".into()),
        ("java.vm.name".into(), "rjvm 64-Bit Interpreter VM".into()),
        ("java.vm.vendor".into(), "rjvm".into()),
        ("java.vm.version".into(), ver.into()),
        ("java.vm.info".into(), "interpreted mode".into()),
        ("jdk.debug".into(), "release".into()),
        ("java.home".into(), home.clone()),
        ("sun.boot.library.path".into(), format!("{home}/lib")),
        ("java.library.path".into(), get("java.library.path")),
        ("java.class.path".into(), get("java.class.path")),
        ("sun.java.command".into(), get("sun.java.command")),
        ("sun.java.launcher".into(), "SUN_STANDARD".into()),
        ("sun.management.compiler".into(), "".into()),
    ];
    // The module options reach ModuleBootstrap as these (it removes them).
    for (k, val) in v.options.properties.iter().chain(&v.options.module_properties) {
        p.retain(|(pk, _)| pk != k);
        p.push((k.clone(), val.clone()));
    }
    p
}

static LIBJAVA: std::sync::OnceLock<usize> = std::sync::OnceLock::new();

/// Load the JDK's `libjava.so` (HotSpot's `os::native_java_library`), whose
/// functions the natives of boot classes bind to first. Needs rjvm's
/// `libjvm.so` bound (it is, once the JDK's image is open).
fn load_libjava(t: &mut JThread) -> JResult<()> {
    let crate::classlib::Library::Jdk(jdk) = &vm().library else { return Ok(()) };
    let path = jdk.home.join("lib/libjava.so");
    let h = crate::jni::lookup::load_library(t, &path.to_string_lossy())?;
    let _ = LIBJAVA.set(h);
    Ok(())
}

/// The address of `name` in `libjava.so` (JDK mode, once loaded).
pub fn libjava_symbol(name: &str) -> Option<usize> {
    let h = *LIBJAVA.get()?;
    Some(crate::jni::lookup::symbol(h as *mut std::ffi::c_void, name)).filter(|&a| a != 0)
}

/// HotSpot's `UnsafeConstantsFixup`: `jdk.internal.misc.UnsafeConstants`'
/// static finals are zero after its `<clinit>` and the VM stores the
/// platform's values. Without them `Unsafe.allocateMemory` rounds every size
/// to 0 (`ADDRESS_SIZE` is its alignment) and returns a null address.
/// `DATA_CACHE_LINE_FLUSH_SIZE` stays 0: rjvm has no cache-line writeback,
/// so the JDK refuses synchronous (persistent-memory) mappings, as HotSpot
/// does on a CPU without one.
fn set_unsafe_constants(t: &mut JThread) -> JResult<()> {
    let c = load_class(t, "jdk/internal/misc/UnsafeConstants")?;
    ensure_initialized(t, c)?;
    // SAFETY: sysconf has no preconditions.
    let page = unsafe { libc::sysconf(libc::_SC_PAGESIZE) } as u64;
    let values: [(&str, u64); 5] = [
        ("ADDRESS_SIZE0", std::mem::size_of::<usize>() as u64),
        ("PAGE_SIZE", page),
        ("BIG_ENDIAN", cfg!(target_endian = "big") as u64),
        // x86-64 and AArch64 (the platforms rjvm builds on) allow unaligned access.
        ("UNALIGNED_ACCESS", 1),
        ("DATA_CACHE_LINE_FLUSH_SIZE", 0),
    ];
    for (name, v) in values {
        let f = c.fields.iter().find(|f| &*f.name == name && f.is_static()).unwrap_or_else(|| panic!("UnsafeConstants.{name}"));
        // SAFETY: a static slot of UnsafeConstants (8-byte cell; int and
        // boolean statics are stored widened like every other slot).
        unsafe { *c.static_slot(f.offset) = v };
    }
    Ok(())
}

/// Everything after the core classes are loaded.
pub fn initialize(t: &mut JThread) -> JResult<()> {
    load_libjava(t)?;
    // Before any class whose initialiser reads them (Unsafe copies them
    // into its own static finals).
    set_unsafe_constants(t)?;
    let v = vm();
    let (string, thread) = (v.wk().string, v.wk().thread);
    ensure_initialized(t, v.wk().object)?;
    ensure_initialized(t, string)?;
    let system = load_class(t, "java/lang/System")?;
    ensure_initialized(t, system)?;
    ensure_initialized(t, v.wk().class)?;

    // The initial thread groups: "system" (private no-argument constructor)
    // and "main" under it.
    let system_group = construct(t, "java/lang/ThreadGroup", "()V", &[])?;
    let hs = t.push_handle(system_group);
    let main_name = crate::runtime::strings::new_string(t, "main");
    let main_group = main_name.and_then(|n| {
        let hn = t.push_handle(n);
        construct_with(t, "java/lang/ThreadGroup", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V", &[], &[hs, hn])
    });
    t.pop_handles(hs);
    let main_group = main_group?;
    let hg = t.push_handle(main_group);

    // The main Thread: its VM link and priority first (its constructor
    // reads the current thread), then Thread(ThreadGroup, String).
    ensure_initialized(t, thread)?;
    let tobj = crate::interp::alloc::new_object(t, thread)?;
    tobj.put::<u64>(v.wk().thread_eetop, t as *mut JThread as u64);
    tobj.put::<i32>(thread.field_offset("priority"), 5);
    t.thread_obj = tobj;
    let main_name = crate::runtime::strings::new_string(t, "main")?;
    let ctor = thread.declared_method("<init>", "(Ljava/lang/ThreadGroup;Ljava/lang/String;)V").expect("Thread(ThreadGroup, String)");
    let group = t.handle(hg);
    t.pop_handles(hg);
    invoke(t, ctor, &[t.thread_obj.to_slot(), group.to_slot(), main_name.to_slot()])?;
    let o = t.thread_obj;
    o.put::<i32>(thread.field_offset("threadStatus"), thread_status::RUNNABLE);

    for c in ["java/lang/Module", "java/lang/reflect/Method", "java/lang/ref/Finalizer"] {
        let k = load_class(t, c)?;
        ensure_initialized(t, k)?;
    }
    static_call(t, "java/lang/System", "initPhase1", "()V", &[])?;
    crate::runtime::signals::start_dispatcher(t)?;
    for c in [
        "java/lang/OutOfMemoryError",
        "java/lang/NullPointerException",
        "java/lang/ClassCastException",
        "java/lang/ArrayStoreException",
        "java/lang/ArithmeticException",
        "java/lang/StackOverflowError",
        "java/lang/IllegalMonitorStateException",
        "java/lang/IllegalArgumentException",
    ] {
        let k = load_class(t, c)?;
        ensure_initialized(t, k)?;
    }
    // Phase 2: the module system (returns 0 on success). As HotSpot calls
    // it (printToStderr = DisplayVMOutputToStderr, off; printStackTrace =
    // -Xlog:init, off): a failure is reported by the JDK on standard output,
    // "Error occurred during initialization of boot layer" and the
    // exception's toString, and the VM exits with 1 without more.
    let r = static_call(t, "java/lang/System", "initPhase2", "(ZZ)I", &[0, 0])?;
    if r as i32 != 0 {
        std::process::exit(1);
    }
    static_call(t, "java/lang/System", "initPhase3", "()V", &[])?;
    let app = Ref::from_slot(static_call(t, "java/lang/ClassLoader", "getSystemClassLoader", "()Ljava/lang/ClassLoader;", &[])?);
    let app = crate::runtime::loaders::of_object(t, app)?;
    let _ = v.app_loader.set(app);
    Ok(())
}
