//! Java threads as the interpreter sees them: a value stack, a frame stack,
//! a TLAB, the pending exception and the native handle area.

use crate::heap::{Ref, Tlab};
use crate::runtime::class::Method;
use crate::interp::code::Code;

/// The marker of a pending Java exception: the exception object itself is
/// in [`JThread::pending`]. Every VM operation that can throw returns
/// `Result<_, Throw>`.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub struct Throw;

pub type JResult<T> = Result<T, Throw>;

/// One activation record. Locals and operand stack live in the thread's
/// value stack: `locals` is the index of local 0, `sp` the index of the first
/// free operand slot (valid when the frame is not the running one, or after
/// the interpreter synchronised it before a call-out).
///
/// A native method's frame (`jni::native`) has no code: `code` is null and
/// `[locals, sp)` are its argument slots (and, for a static method, the slot
/// of its class), whose references are roots.
#[derive(Clone, Copy, Debug)]
pub struct Frame {
    pub method: &'static Method,
    /// The decoded code; null for a native method's frame.
    pub code: *const Code,
    /// Index of the current instruction in the decoded code.
    pub pc: u32,
    pub locals: u32,
    pub sp: u32,
}

impl Frame {
    /// A native method's frame.
    #[inline(always)]
    pub fn is_native(&self) -> bool {
        self.code.is_null()
    }

    /// The bytecode index the frame is at (what stack traces and line
    /// numbers use); 0 for a native method.
    pub fn bci(&self) -> u32 {
        if self.is_native() {
            return 0;
        }
        // SAFETY: frame code pointers stay valid (decoded code is never freed).
        let code = unsafe { &*self.code };
        code.bc_pc.get(self.pc as usize).copied().unwrap_or(0)
    }
}

/// A Java thread's interpreter state. Its address is stable for the thread's
/// life (it is boxed), so it can serve as the thread's env pointer.
pub struct JThread {
    pub stack: Box<[u64]>,
    pub frames: Vec<Frame>,
    pub max_frames: usize,
    pub tlab: Tlab,
    /// The pending exception (null when none).
    pub pending: Ref,
    /// Local roots held by the VM's Rust code across allocations (GC roots,
    /// updated by a moving GC): HotSpot's handle area. See `push_handle`.
    pub handles: Vec<Ref>,
    /// JNI local references, in local frames (`jni::handles`).
    pub locals: crate::jni::handles::LocalHandles,
    /// Open JNI critical regions of this thread (`jni::critical`).
    pub critical: u32,
    /// The java.lang.Thread object.
    pub thread_obj: Ref,
    pub id: u64,
    /// Nesting depth of Rust-level re-entries into the interpreter.
    pub nesting: u32,
    /// Set while a StackOverflowError is being built, to give it headroom.
    pub in_overflow: bool,
    /// Set while an OutOfMemoryError is being built.
    pub in_oom: bool,
    /// Safepoint state (`runtime::safepoint`): IN_JAVA, SAFE, AT_SAFEPOINT.
    pub state: std::sync::atomic::AtomicU8,
    pub daemon: bool,
    /// Whether `safepoint::thread_exiting` took this thread out of the
    /// management counts (before its joiners wake), so that unregistering
    /// does not again.
    pub exit_counted: bool,
    /// Small thread number used as the owner in thin locks (1..=65535).
    pub tidx: u16,
    /// LockSupport permit, sleep/park wake-ups and interrupts.
    pub parker: parking_lot::Mutex<bool>,
    pub parker_cv: parking_lot::Condvar,
    /// The inflated monitor this thread waits on (Object.wait), for interrupts.
    pub waiting_on: std::sync::atomic::AtomicUsize,
    /// The inflated monitor this thread is blocked entering (`monitorenter`
    /// or a synchronized call, contended), 0 if none: the edges deadlock
    /// detection follows (`monitor::blocked_owner`).
    pub blocked_on: std::sync::atomic::AtomicUsize,
    /// Set by Thread.interrupt to wake this thread from sleep/wait/park (the
    /// Java field `Thread.interrupted` stays the authoritative status).
    pub interrupt_pending: std::sync::atomic::AtomicBool,
    /// Limit on nested interpreter entries for this thread.
    pub max_nesting: u32,
    /// An asynchronous exception (`Thread.stop`) to throw at the next poll
    /// or return from a native method (`runtime::thread_control`); 0 for
    /// none. A root (visited as the pending exception); written by other
    /// threads only while they hold the thread registry, so never during a
    /// collection.
    pub async_exception: std::sync::atomic::AtomicUsize,
    /// Asked to suspend (JVMPI SuspendThread, `Thread.suspend`); honoured
    /// at the next poll or when leaving a safe region.
    pub suspended: std::sync::atomic::AtomicBool,
    /// Incremented at every poll (back-branch and call): changes iff the
    /// thread executed Java code.
    pub progress: u64,
    /// What the thread is doing, for profilers: see the STATUS_* constants.
    pub status: std::sync::atomic::AtomicU8,
    /// The OS thread (for its CPU clock); 0 until the thread runs.
    pub pthread: std::sync::atomic::AtomicU64,
    /// The thread's JNI env (boxed: its address is the thread's `JNIEnv*`,
    /// the thread id of the profiler interface).
    pub jni_env: Box<crate::jni::JniEnv>,
    /// `progress` at the end of the profiler's last suspension of the thread
    /// (ResumeThread), which ThreadHasRun compares with.
    pub progress_mark: std::sync::atomic::AtomicU64,
    /// JVMPI Set/GetThreadLocalStorage.
    pub agent_tls: std::sync::atomic::AtomicUsize,
    /// What the interpreter polls (`safepoint::POLL_*` bits): non-zero while
    /// this thread must stop for a safepoint, suspend, or switch interpreter
    /// variant. Per thread, so that suspending one thread or a variant switch
    /// pending on a blocked thread costs the others nothing.
    pub poll: std::sync::atomic::AtomicU8,
    /// The interpreter variants (`interp::mode` bits) of the active
    /// interpreter entries of this thread, innermost last.
    pub run_modes: Vec<u8>,
    /// Bytecodes executed by this thread while bytecode counting was on
    /// (see `interp::mode::COUNT`).
    pub bytecodes: u64,
    /// The value of `bytecodes` at which the next bytecode sample is taken
    /// (`u64::MAX`: none).
    pub bc_next_sample: u64,
    /// The counting interpreter's base (`interp::exec`): the bytecodes
    /// started before instruction `pc` of the running frame are
    /// `bc_base + ord[pc]` (`Code::ordinals`).
    pub bc_base: u64,
    /// State of this thread's sampling-offset generator (seeded per thread).
    pub bc_rng: u64,
    /// The sampling configuration this thread follows (its generation).
    pub bc_generation: u32,
    /// While a library's `JNI_OnLoad` runs (embedded library): the loader of
    /// the class that loaded it, FindClass's context there (HotSpot asks
    /// `NativeLibraries.getFromClass()` for the same).
    pub library_loader: Option<&'static crate::runtime::loaders::LoaderData>,
    /// Profiler state: method hooks, callback nesting (`profiler::methods`).
    pub prof: crate::profiler::ThreadProf,
}

/// Thread status values (the JVMPI codes).
pub const STATUS_RUNNABLE: u8 = 1;
pub const STATUS_MONITOR_WAIT: u8 = 2;
pub const STATUS_CONDVAR_WAIT: u8 = 3;

/// Set `t`'s state as the profiler (`status`, a JVMPI code) and, in JDK
/// mode, `Thread.getState` (`java`: the JVMTI bits of
/// `classlib::jdk::thread_status`, stored in the thread's `threadStatus`)
/// see it, as HotSpot's `JavaThreadStatusChanger` does around waits.
/// Call in the Java state (the field is written).
pub fn set_state(t: &JThread, status: u8, java: i32) {
    t.status.store(status, std::sync::atomic::Ordering::Relaxed);
    let v = crate::runtime::vm::vm();
    if v.library.is_jdk() && !t.thread_obj.is_null() {
        static OFFSET: std::sync::OnceLock<usize> = std::sync::OnceLock::new();
        let off = *OFFSET.get_or_init(|| v.wk().thread.field_offset("threadStatus"));
        t.thread_obj.put::<i32>(off, java);
    }
}

/// Limit on nested interpreter entries (natives calling Java, class
/// initialisers, string conversion), which consume the native stack.
pub const MAX_NESTING: u32 = 2000;

/// The limit on nested interpreter entries for a thread running on the
/// calling OS thread's native stack: one level per 256 KiB (the launcher's
/// 512 MiB main thread gets `MAX_NESTING`, a 64 MiB Java thread an eighth of
/// it, an 8 MiB thread of a C program that embeds the VM 32).
pub fn nesting_for_this_stack() -> u32 {
    let mut size: usize = 0;
    // SAFETY: querying the calling thread's own attributes into locals; the
    // attribute object is destroyed after use.
    unsafe {
        let mut attr: libc::pthread_attr_t = std::mem::zeroed();
        if libc::pthread_getattr_np(libc::pthread_self(), &mut attr) == 0 {
            libc::pthread_attr_getstacksize(&attr, &mut size);
            libc::pthread_attr_destroy(&mut attr);
        }
    }
    if size == 0 {
        size = 8 << 20;
    }
    ((size >> 18) as u32).clamp(8, MAX_NESTING)
}

impl Drop for JThread {
    fn drop(&mut self) {
        crate::runtime::monitor::free_tidx(self.tidx);
    }
}

impl JThread {
    pub fn new(id: u64, stack_bytes: usize) -> Box<JThread> {
        let slots = (stack_bytes / 8).max(16 * 1024);
        let mut t = Box::new(JThread {
            stack: vec![0u64; slots + 4096].into_boxed_slice(),
            frames: Vec::with_capacity(1024),
            max_frames: slots / 3,
            tlab: Tlab::default(),
            pending: Ref::NULL,
            handles: Vec::new(),
            locals: Default::default(),
            critical: 0,
            thread_obj: Ref::NULL,
            id,
            nesting: 0,
            in_overflow: false,
            in_oom: false,
            state: std::sync::atomic::AtomicU8::new(crate::runtime::safepoint::IN_JAVA),
            daemon: false,
            exit_counted: false,
            tidx: crate::runtime::monitor::alloc_tidx(),
            parker: parking_lot::Mutex::new(false),
            parker_cv: parking_lot::Condvar::new(),
            waiting_on: std::sync::atomic::AtomicUsize::new(0),
            blocked_on: std::sync::atomic::AtomicUsize::new(0),
            interrupt_pending: std::sync::atomic::AtomicBool::new(false),
            max_nesting: MAX_NESTING,
            async_exception: std::sync::atomic::AtomicUsize::new(0),
            suspended: std::sync::atomic::AtomicBool::new(false),
            progress: 0,
            status: std::sync::atomic::AtomicU8::new(STATUS_RUNNABLE),
            pthread: std::sync::atomic::AtomicU64::new(0),
            jni_env: crate::jni::JniEnv::new(),
            progress_mark: std::sync::atomic::AtomicU64::new(0),
            agent_tls: std::sync::atomic::AtomicUsize::new(0),
            poll: std::sync::atomic::AtomicU8::new(0),
            run_modes: Vec::with_capacity(16),
            bytecodes: 0,
            bc_next_sample: u64::MAX,
            bc_base: 0,
            bc_rng: 0,
            bc_generation: 0,
            library_loader: None,
            prof: Default::default(),
        });
        let p: *mut JThread = &mut *t;
        t.jni_env.bind(p);
        t
    }

    /// Usable stack slots: the last 4096 are headroom, used only while a
    /// StackOverflowError is being constructed.
    pub fn stack_limit(&self) -> usize {
        if self.in_overflow {
            self.stack.len() - 256
        } else {
            self.stack.len() - 4096
        }
    }

    /// Index of the first free value-stack slot above the current frame.
    pub fn top(&self) -> usize {
        self.frames.last().map(|f| f.sp as usize).unwrap_or(0)
    }

    /// Record the calling OS thread as this Java thread's (for CPU time).
    pub fn bind_os_thread(&self) {
        // SAFETY: pthread_self has no preconditions.
        let me = unsafe { libc::pthread_self() };
        self.pthread.store(me as u64, std::sync::atomic::Ordering::Release);
        crate::profiler::attach_current(self);
    }

    /// CPU time consumed by this thread, in nanoseconds (JVMPI
    /// GetCurrentThreadCpuTime), or 0 if unknown.
    pub fn cpu_time_ns(&self) -> u64 {
        let p = self.pthread.load(std::sync::atomic::Ordering::Acquire);
        if p == 0 {
            return 0;
        }
        let mut clock: libc::clockid_t = 0;
        // SAFETY: `p` is the pthread_t of a live thread (threads unbind
        // before exiting); the out-pointers are valid.
        unsafe {
            if libc::pthread_getcpuclockid(p as libc::pthread_t, &mut clock) != 0 {
                return 0;
            }
            let mut ts = libc::timespec { tv_sec: 0, tv_nsec: 0 };
            if libc::clock_gettime(clock, &mut ts) != 0 {
                return 0;
            }
            ts.tv_sec as u64 * 1_000_000_000 + ts.tv_nsec as u64
        }
    }

    pub fn take_pending(&mut self) -> Ref {
        std::mem::replace(&mut self.pending, Ref::NULL)
    }

    /// Protect a reference across a possible GC: returns a handle index.
    pub fn push_handle(&mut self, r: Ref) -> usize {
        self.handles.push(r);
        self.handles.len() - 1
    }
    pub fn handle(&self, h: usize) -> Ref {
        self.handles[h]
    }
    pub fn pop_handles(&mut self, to: usize) {
        self.handles.truncate(to);
    }
}

/// Runs the body of a VM-owned OS thread (the main thread, a
/// `Thread.start`ed one, a system or signal thread). A Rust panic there is
/// a bug in rjvm, and the thread cannot be unwound out of the VM: it is
/// registered and may be in the Java state, so the next safepoint would
/// wait for it forever. Instead the process stops with a message (after
/// the panic's own, which the panic hook has printed), as HotSpot stops on
/// an internal error.
///
/// `RJVM_TEST_PANIC=<thread name>` makes the thread of that name panic as
/// it starts, to test this path.
pub(crate) fn run_guarded<R>(body: impl FnOnce() -> R) -> R {
    let name = || std::thread::current().name().unwrap_or("<unnamed>").to_string();
    let r = std::panic::catch_unwind(std::panic::AssertUnwindSafe(|| {
        if std::env::var_os("RJVM_TEST_PANIC").is_some_and(|n| n.to_str() == Some(&name())) {
            panic!("RJVM_TEST_PANIC");
        }
        body()
    }));
    match r {
        Ok(v) => v,
        Err(_) => {
            let msg = format!("rjvm: internal error: a Rust panic in thread \"{}\" (above); this is a bug in rjvm. Stopping the VM.\n", name());
            crate::natives::io::write_stderr(msg.as_bytes());
            std::process::abort()
        }
    }
}
