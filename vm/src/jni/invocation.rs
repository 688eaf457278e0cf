//! The invocation interface: the `JavaVM` (DestroyJavaVM,
//! AttachCurrentThread, AttachCurrentThreadAsDaemon, DetachCurrentThread,
//! GetEnv) and the exported functions a C program uses to embed the VM
//! (`JNI_CreateJavaVM`, `JNI_GetCreatedJavaVMs`,
//! `JNI_GetDefaultJavaVMInitArgs`, exported by the `rjvm-jvm` crate as
//! `libjvm.so`).
//!
//! An attached thread is a real Java thread: it gets a `JThread` (registered,
//! so collections stop it and dumps show it) and a `java.lang.Thread` object
//! (in the main thread group unless the arguments name another, added to
//! it), THREAD_START is posted, and between JNI calls it waits in the `SAFE`
//! state like any thread running native code. DetachCurrentThread runs
//! `Thread.exit()` (waking joiners), posts THREAD_END and unregisters it. A
//! thread that ends without detaching is detached when its OS thread exits
//! (HotSpot leaves such a thread registered forever).
//!
//! The thread that calls `JNI_CreateJavaVM` becomes the VM's "main" thread,
//! attached the same way; `DestroyJavaVM` waits until it is the last
//! non-daemon thread, runs the shutdown hooks, posts JVM_SHUT_DOWN and
//! detaches it. One VM per process, created once (as in HotSpot).

use std::cell::RefCell;
use std::ffi::{c_void, CStr};
use std::ptr::null_mut;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};

use rjvm_profiler_api::ffi::{self, jint, jsize, JavaVM, JavaVMAttachArgs, JavaVMInitArgs, JNI_EDETACHED, JNI_ERR, JNI_EVERSION, JNI_OK};

use crate::heap::Ref;
use crate::jni::{env_of, handles};
use crate::runtime::safepoint;
use crate::runtime::thread::JThread;

/// A static holding raw pointers (a read-only table).
#[repr(transparent)]
struct Shared<T>(T);
// SAFETY: the tables are immutable function-pointer tables.
unsafe impl<T> Sync for Shared<T> {}

static INVOKE_TABLE: Shared<ffi::JNIInvokeInterface_> = Shared(ffi::JNIInvokeInterface_ {
    reserved0: null_mut(),
    reserved1: null_mut(),
    reserved2: null_mut(),
    DestroyJavaVM: Some(destroy_java_vm),
    AttachCurrentThread: Some(attach_current_thread),
    DetachCurrentThread: Some(detach_current_thread),
    GetEnv: Some(get_env),
    AttachCurrentThreadAsDaemon: Some(attach_current_thread_as_daemon),
});

/// The `JavaVM` word: points to the invocation table.
static JAVA_VM: Shared<JavaVM> = Shared(&INVOKE_TABLE.0);

/// The process's `JavaVM*` (JVM_OnLoad, JNI_OnLoad, GetJavaVM).
pub fn java_vm() -> *mut JavaVM {
    (&JAVA_VM.0 as *const JavaVM).cast_mut()
}

/// The VM exists and has not been destroyed.
static ALIVE: AtomicBool = AtomicBool::new(false);
/// A global reference to the "main" thread group (attached threads join it).
static MAIN_GROUP: AtomicUsize = AtomicUsize::new(0);

/// Start-up is complete on `t` (the main thread): remember its thread group.
pub fn vm_created(t: &mut JThread) {
    let o = t.thread_obj;
    let g = o.class().find_field_by_name("group").map(|f| o.get_ref(f.offset as usize)).unwrap_or(Ref::NULL);
    MAIN_GROUP.store(handles::new_global(g, handles::TAG_GLOBAL), Ordering::SeqCst);
    ALIVE.store(true, Ordering::SeqCst);
}

unsafe extern "C" fn get_env(_vm: *mut JavaVM, penv: *mut *mut c_void, version: jint) -> jint {
    if penv.is_null() {
        return ffi::JNI_EINVAL;
    }
    let (value, rc): (*mut c_void, jint) = match version {
        ffi::JVMPI_VERSION_1 | ffi::JVMPI_VERSION_1_1 | ffi::JVMPI_VERSION_1_2 => (crate::profiler::jvmpi_interface(), JNI_OK),
        v if super::is_supported_version(v) => match crate::profiler::current() {
            // SAFETY: the calling thread's own JThread.
            Some(p) => (env_of(unsafe { &*p }).cast(), JNI_OK),
            None => (null_mut(), JNI_EDETACHED),
        },
        _ => (null_mut(), JNI_EVERSION),
    };
    // SAFETY: `penv` is the caller's out-pointer (checked non-NULL).
    unsafe { *penv = value };
    rc
}

thread_local! {
    /// The thread attached on this OS thread by JNI_CreateJavaVM or
    /// AttachCurrentThread, owned here; detached when the OS thread exits.
    static ATTACHED: RefCell<Option<Attached>> = const { RefCell::new(None) };
}

/// An attached thread; dropping it detaches the thread (unless the VM is
/// gone: then it is left alone, as HotSpot leaves threads after
/// DestroyJavaVM).
struct Attached(Option<Box<JThread>>);

impl Drop for Attached {
    fn drop(&mut self) {
        if let Some(mut t) = self.0.take() {
            if ALIVE.load(Ordering::SeqCst) {
                detach(&mut t);
            } else {
                std::mem::forget(t);
            }
        }
    }
}

/// Register the calling OS thread as a new Java thread (in the Java state).
fn new_thread(daemon: bool) -> Box<JThread> {
    let v = crate::runtime::vm::vm();
    let id = v.next_thread_id.fetch_add(1, Ordering::Relaxed);
    let mut t = JThread::new(id, v.options.stack_size);
    t.max_nesting = crate::runtime::thread::nesting_for_this_stack();
    safepoint::register(&mut t, daemon);
    t.bind_os_thread();
    safepoint::leave_safe(&t);
    t
}

/// Create and start the `java.lang.Thread` of an attaching thread `t` named
/// `name` (or `Thread-N`) in the thread group `group` refers to (or the
/// main group).
fn thread_object(t: &mut JThread, name: Option<&[u8]>, group: ffi::jobject, daemon: bool) -> crate::runtime::thread::JResult<()> {
    let v = crate::runtime::vm::vm();
    let class = v.wk().thread;
    let o = crate::interp::alloc::new_object(t, class)?;
    o.put::<u64>(v.wk().thread_eetop, t as *mut JThread as u64);
    // As HotSpot's allocate_threadObj: the constructor reads its "parent"
    // (the thread itself) and the JDK's passes its priority to setPriority.
    o.put::<i32>(class.field_offset("priority"), 5);
    t.thread_obj = o;
    // Resolved after the allocation, which may have moved it.
    let group = match super::resolve(group) {
        g if g.is_null() => handles::resolve(MAIN_GROUP.load(Ordering::SeqCst)),
        g => g,
    };
    let hg = t.push_handle(group);
    let r = (|| {
        let (desc, arg) = match name {
            Some(n) => {
                let s = crate::runtime::strings::new_string_utf16(t, &super::env::strings::mutf8_to_utf16(n))?;
                ("(Ljava/lang/ThreadGroup;Ljava/lang/String;)V", s)
            }
            None => ("(Ljava/lang/ThreadGroup;Ljava/lang/Runnable;)V", Ref::NULL),
        };
        let init = class.declared_method("<init>", desc).expect("class library: Thread(ThreadGroup, String|Runnable)");
        let (o, g) = (t.thread_obj, t.handle(hg));
        crate::interp::invoke::invoke(t, init, &[o.to_slot(), g.to_slot(), arg.to_slot()])?;
        let o = t.thread_obj;
        o.put::<u8>(class.field_offset("daemon"), u8::from(daemon));
        o.put::<i32>(class.field_offset("priority"), 5);
        o.put::<i32>(class.field_offset("threadStatus"), 1);
        let g = t.handle(hg);
        if !g.is_null() {
            if let Some(add) = g.class().declared_method("add", "(Ljava/lang/Thread;)V") {
                crate::interp::invoke::invoke(t, add, &[g.to_slot(), o.to_slot()])?;
            }
        }
        Ok(())
    })();
    t.pop_handles(hg);
    r
}

fn attach(penv: *mut *mut c_void, args: *mut c_void, daemon: bool) -> jint {
    if penv.is_null() {
        return ffi::JNI_EINVAL;
    }
    if let Some(p) = crate::profiler::current() {
        // Attaching an attached thread hands out its env.
        // SAFETY: the calling thread's own JThread; `penv` is writable.
        unsafe { *penv = env_of(&*p).cast() };
        return JNI_OK;
    }
    if !ALIVE.load(Ordering::SeqCst) {
        return JNI_ERR;
    }
    // SAFETY: JNI contract: `args` is NULL or a JavaVMAttachArgs (whose
    // version HotSpot does not check, nor does rjvm).
    let a = (!args.is_null()).then(|| unsafe { &*(args as *const JavaVMAttachArgs) });
    // SAFETY: the name is NULL or a NUL-terminated string.
    let name = a.and_then(|a| (!a.name.is_null()).then(|| unsafe { CStr::from_ptr(a.name) }.to_bytes()));
    let mut t = new_thread(daemon);
    let group = a.map(|a| a.group).unwrap_or(null_mut());
    if thread_object(&mut t, name, group, daemon).is_err() {
        t.pending = Ref::NULL;
    }
    crate::profiler::thread_started(&t);
    safepoint::enter_safe(&t);
    // SAFETY: `penv` is writable (checked non-NULL).
    unsafe { *penv = env_of(&t).cast() };
    ATTACHED.with(|a| *a.borrow_mut() = Some(Attached(Some(t))));
    JNI_OK
}

unsafe extern "C" fn attach_current_thread(_vm: *mut JavaVM, penv: *mut *mut c_void, args: *mut c_void) -> jint {
    attach(penv, args, false)
}

unsafe extern "C" fn attach_current_thread_as_daemon(_vm: *mut JavaVM, penv: *mut *mut c_void, args: *mut c_void) -> jint {
    attach(penv, args, true)
}

/// End an attached thread (its OS thread is the caller; it is in the SAFE
/// state or the Java state).
fn detach(t: &mut JThread) {
    if t.state.load(Ordering::SeqCst) == safepoint::SAFE {
        safepoint::leave_safe(t);
    }
    crate::runtime::boot::end_thread(t);
}

unsafe extern "C" fn detach_current_thread(_vm: *mut JavaVM) -> jint {
    let Some(p) = crate::profiler::current() else { return JNI_OK };
    // SAFETY: the calling thread's own JThread.
    if !unsafe { &*p }.frames.is_empty() {
        // A thread running Java code (a native method) cannot detach.
        return JNI_ERR;
    }
    match ATTACHED.with(|a| a.borrow_mut().take()) {
        Some(a) => {
            drop(a);
            JNI_OK
        }
        // A thread the VM started itself (a system thread's body) stays.
        None => JNI_ERR,
    }
}

unsafe extern "C" fn destroy_java_vm(_vm: *mut JavaVM) -> jint {
    if !ALIVE.load(Ordering::SeqCst) {
        return JNI_ERR;
    }
    let mut env: *mut c_void = null_mut();
    let args = JavaVMAttachArgs { version: ffi::JNI_VERSION_1_2, name: c"DestroyJavaVM".as_ptr().cast_mut(), group: null_mut() };
    if crate::profiler::current().is_none() && attach(&mut env, (&args as *const JavaVMAttachArgs).cast_mut().cast(), false) != JNI_OK {
        return JNI_ERR;
    }
    let Some(p) = crate::profiler::current() else { return JNI_ERR };
    // SAFETY: the calling thread's own JThread.
    let t = unsafe { &mut *p };
    if t.state.load(Ordering::SeqCst) == safepoint::SAFE {
        safepoint::leave_safe(t);
    }
    ALIVE.store(false, Ordering::SeqCst);
    crate::runtime::boot::destroy_vm(t);
    safepoint::enter_safe(t);
    crate::profiler::detach_current(t);
    safepoint::unregister(t);
    // The thread's JThread stays allocated (collections may no longer run,
    // but a stray JNI call must not touch freed memory).
    ATTACHED.with(|a| {
        if let Some(mut a) = a.borrow_mut().take() {
            std::mem::forget(a.0.take());
        }
    });
    JNI_OK
}

// ---------------------------------------------------------------------------
// JNI_CreateJavaVM and friends (exported by rjvm-jvm)
// ---------------------------------------------------------------------------

/// JNI_GetDefaultJavaVMInitArgs: JNI 1.1 arguments are not supported
/// (JNI_EVERSION); for later versions the defaults need no filling in.
///
/// # Safety
/// `args` is NULL or points to a `JavaVMInitArgs`.
pub unsafe fn get_default_init_args(args: *mut c_void) -> jint {
    if args.is_null() {
        return JNI_ERR;
    }
    // SAFETY: per the function contract.
    let v = unsafe { (*(args as *mut JavaVMInitArgs)).version };
    if v != ffi::JNI_VERSION_1_1 && super::is_supported_version(v) {
        JNI_OK
    } else {
        JNI_EVERSION
    }
}

/// Set while JNI_CreateJavaVM runs or after it succeeded.
static CREATING: AtomicBool = AtomicBool::new(false);

/// JNI_GetCreatedJavaVMs.
///
/// # Safety
/// `buf` has room for `len` entries; `n` is NULL or writable.
pub unsafe fn get_created_vms(buf: *mut *mut JavaVM, len: jsize, n: *mut jsize) -> jint {
    let alive = ALIVE.load(Ordering::SeqCst);
    if !n.is_null() {
        // SAFETY: per the function contract.
        unsafe { *n = jsize::from(alive) };
    }
    if alive && len > 0 && !buf.is_null() {
        // SAFETY: per the function contract.
        unsafe { *buf = java_vm() };
    }
    JNI_OK
}

/// The options of a `JavaVMInitArgs` as a launcher command.
///
/// # Safety
/// `a.options` holds `a.nOptions` options with NUL-terminated strings.
unsafe fn init_options(a: &JavaVMInitArgs) -> Result<crate::launcher::Command, crate::launcher::Exit> {
    let mut c = crate::launcher::Command::default();
    let mut classpath = None;
    for i in 0..a.nOptions.max(0) as usize {
        // SAFETY: per the function contract.
        let o = unsafe { &*a.options.add(i) };
        if o.optionString.is_null() {
            continue;
        }
        // SAFETY: per the function contract.
        let s = unsafe { CStr::from_ptr(o.optionString) }.to_string_lossy().into_owned();
        match s.as_str() {
            // Hooks for the VM's output, exit and abort: rjvm writes to the
            // standard streams and exits by itself.
            "vfprintf" | "exit" | "abort" => continue,
            _ if s.starts_with("-Xcheck:") || s.starts_with("-Djava.compiler=") => continue,
            _ => {}
        }
        if let Some(cp) = s.strip_prefix("-Djava.class.path=") {
            classpath = Some(cp.to_string());
        }
        if let Err(e) = crate::launcher::apply_option(&mut c, std::ffi::OsStr::new(&s)) {
            let ignorable = s.starts_with("-X") || s.starts_with('_');
            if a.ignoreUnrecognized == 0 || !ignorable || !e.stderr.starts_with("Unrecognized option") {
                return Err(e);
            }
        }
    }
    let cp = classpath.unwrap_or_else(|| ".".into());
    c.options.classpath = cp.split(':').map(|s| std::path::PathBuf::from(if s.is_empty() { "." } else { s })).collect();
    if c.options.initial_heap > c.options.max_heap {
        c.options.initial_heap = c.options.max_heap;
    }
    c.warn_after_parsing();
    Ok(c)
}

/// JNI_CreateJavaVM: create the VM on the calling thread, which stays
/// attached as "main" (in native state) and gets the env in `*penv`.
///
/// # Safety
/// The JNI contract: `pvm` and `penv` are writable, `args` points to a
/// `JavaVMInitArgs` (or is NULL: the defaults).
pub unsafe fn create_java_vm(pvm: *mut *mut JavaVM, penv: *mut *mut c_void, args: *mut c_void) -> jint {
    if pvm.is_null() || penv.is_null() {
        return ffi::JNI_EINVAL;
    }
    // SAFETY: per the function contract.
    let a = (!args.is_null()).then(|| unsafe { &*(args as *const JavaVMInitArgs) });
    if let Some(a) = a {
        if a.version == ffi::JNI_VERSION_1_1 || !super::is_supported_version(a.version) {
            return JNI_EVERSION;
        }
    }
    if CREATING.swap(true, Ordering::SeqCst) || crate::runtime::vm::try_vm().is_some() {
        return ffi::JNI_EEXIST;
    }
    let cmd = match a {
        // SAFETY: per the function contract.
        Some(a) => match unsafe { init_options(a) } {
            Ok(c) => c,
            Err(e) => {
                e.print();
                return JNI_ERR;
            }
        },
        None => crate::launcher::Command::default(),
    };
    let mut options = cmd.options;
    if let Err(e) = crate::runtime::logging::install(std::mem::take(&mut options.log)) {
        e.print();
        return JNI_ERR;
    }
    let t = match crate::runtime::boot::create_vm(options, &cmd.agents, false) {
        Ok(t) => t,
        Err(e) => {
            e.print();
            return JNI_ERR;
        }
    };
    safepoint::enter_safe(&t);
    // SAFETY: per the function contract, both are writable.
    unsafe {
        *penv = env_of(&t).cast();
        *pvm = java_vm();
    }
    ATTACHED.with(|a| *a.borrow_mut() = Some(Attached(Some(t))));
    JNI_OK
}
