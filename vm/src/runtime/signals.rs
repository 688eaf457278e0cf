//! Signals delivered to Java: HotSpot's `jdk.internal.misc.Signal` support
//! and its "Signal Dispatcher" thread (`signals_posix.cpp`,
//! `os.cpp: signal_thread_entry`).
//!
//! The path of a signal:
//!
//! 1. [`register`] (`JVM_RegisterSignal`, the embedded library's
//!    `Signal.handle0`) installs the VM's one handler, [`user_handler`], for
//!    a signal the Java code handles (`Terminator.setup` does it for HUP,
//!    INT and TERM in `System.initPhase1`). At start-up, with agents loaded,
//!    the same handler is installed for SIGQUIT (DATA_DUMP_REQUEST).
//! 2. The handler does what a signal handler may: it counts the signal in
//!    [`PENDING`] and writes one byte to a non-blocking self-pipe.
//! 3. The "Signal Dispatcher", a daemon Java thread of the system group
//!    started during bootstrap in both class libraries (unless `-Xrs`),
//!    waits on the pipe in a safe region, takes each pending signal and
//!    either posts DATA_DUMP_REQUEST (SIGQUIT) or calls the static
//!    `jdk.internal.misc.Signal.dispatch(int)`, which starts a thread
//!    "SIG<name> handler" running the Java handler. For HUP, INT and TERM
//!    that is `Terminator`'s: `Shutdown.exit(128 + sig)` runs the shutdown
//!    hooks and halts with that status.
//!
//! Invariants: the handler touches only atomics and `write(2)`; a count in
//! [`PENDING`] is taken exactly once (compare-and-swap), so a signal is
//! dispatched once however the pipe's bytes and the counts interleave (the
//! dispatcher scans the counts before each wait, so a signal that arrived
//! before the pipe existed is not lost). With `-Xrs` (ReduceSignalUsage)
//! there is no dispatcher, the shutdown signals and SIGQUIT keep their
//! default disposition and `register` refuses them.

use std::sync::atomic::{AtomicI32, AtomicU32, Ordering};

use crate::runtime::safepoint;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

/// Signal numbers are below this (Linux's `NSIG`).
const NSIG: usize = 65;

/// HotSpot's `NearMaxPriority`: the Signal Dispatcher's priority.
const NEAR_MAX_PRIORITY: i32 = 9;

/// The Java handler marker of `Signal.handle0`: "call `Signal.dispatch`".
const JAVA_HANDLER: usize = 2;

/// How many times each signal arrived and has not been dispatched yet.
static PENDING: [AtomicU32; NSIG] = [const { AtomicU32::new(0) }; NSIG];

/// The self-pipe's write end (for the handler), -1 until the dispatcher exists.
static PIPE_WRITE: AtomicI32 = AtomicI32::new(-1);

/// Signal names as HotSpot's `g_signal_info` has them on Linux (the first
/// name of a number is its name: CHLD before CLD, IO before POLL).
const NAMES: &[(&str, i32)] = &[
    ("ABRT", libc::SIGABRT),
    ("ALRM", libc::SIGALRM),
    ("BUS", libc::SIGBUS),
    ("CHLD", libc::SIGCHLD),
    ("CLD", libc::SIGCHLD),
    ("CONT", libc::SIGCONT),
    ("FPE", libc::SIGFPE),
    ("HUP", libc::SIGHUP),
    ("ILL", libc::SIGILL),
    ("INT", libc::SIGINT),
    ("IO", libc::SIGIO),
    ("KILL", libc::SIGKILL),
    ("PIPE", libc::SIGPIPE),
    ("POLL", libc::SIGPOLL),
    ("PROF", libc::SIGPROF),
    ("PWR", libc::SIGPWR),
    ("QUIT", libc::SIGQUIT),
    ("SEGV", libc::SIGSEGV),
    ("STKFLT", libc::SIGSTKFLT),
    ("STOP", libc::SIGSTOP),
    ("SYS", libc::SIGSYS),
    ("TERM", libc::SIGTERM),
    ("TRAP", libc::SIGTRAP),
    ("TSTP", libc::SIGTSTP),
    ("TTIN", libc::SIGTTIN),
    ("TTOU", libc::SIGTTOU),
    ("URG", libc::SIGURG),
    ("USR1", libc::SIGUSR1),
    ("USR2", libc::SIGUSR2),
    ("VTALRM", libc::SIGVTALRM),
    ("WINCH", libc::SIGWINCH),
    ("XCPU", libc::SIGXCPU),
    ("XFSZ", libc::SIGXFSZ),
];

/// `JVM_FindSignal` (HotSpot's `os::get_signal_number`): the number of the
/// signal named `name` ("INT" or "SIGINT"), -1 if there is none.
pub fn find(name: &[u8]) -> i32 {
    let short = name.strip_prefix(b"SIG").unwrap_or(name);
    NAMES.iter().find(|(n, _)| n.as_bytes() == short).map_or(-1, |&(_, s)| s)
}

/// "SIGINT" for 2 (HotSpot's `os::exception_name`).
fn name_of(sig: i32) -> String {
    match NAMES.iter().find(|&&(_, s)| s == sig) {
        Some((n, _)) => format!("SIG{n}"),
        None => "UNKNOWN".to_string(),
    }
}

/// The shutdown signals (HotSpot's SHUTDOWN1..3_SIGNAL).
fn is_shutdown_signal(sig: i32) -> bool {
    matches!(sig, libc::SIGHUP | libc::SIGINT | libc::SIGTERM)
}

fn reduce_signal_usage() -> bool {
    vm().options.reduce_signal_usage
}

/// The VM's handler (HotSpot's `UserHandler` + `os::signal_notify`): count
/// the signal and wake the dispatcher. Async-signal-safe: atomics and
/// `write(2)` only, `errno` preserved.
extern "C" fn user_handler(sig: libc::c_int, _info: *mut libc::siginfo_t, _ctx: *mut libc::c_void) {
    if sig <= 0 || sig as usize >= NSIG {
        return;
    }
    PENDING[sig as usize].fetch_add(1, Ordering::SeqCst);
    let fd = PIPE_WRITE.load(Ordering::SeqCst);
    if fd >= 0 {
        // SAFETY: errno is this thread's; write(2) is async-signal-safe and
        // `b` outlives the call. A full pipe loses only the wake-up byte:
        // the dispatcher has bytes to read already, and counts are kept.
        unsafe {
            let e = *libc::__errno_location();
            let b = 1u8;
            libc::write(fd, (&b as *const u8).cast(), 1);
            *libc::__errno_location() = e;
        }
    }
}

/// The address `sigaction` reports for the VM's handler.
fn user_handler_addr() -> usize {
    user_handler as extern "C" fn(libc::c_int, *mut libc::siginfo_t, *mut libc::c_void) as usize
}

/// HotSpot's `os::signal`: install `handler` (an address, `SIG_DFL` 0 or
/// `SIG_IGN` 1) for `sig`, blocking every other signal but the synchronous
/// error signals while it runs. The previous handler, -1 if refused.
fn install(sig: i32, handler: usize) -> isize {
    // SAFETY: plain sigaction(2) calls on zero-initialised structures; the
    // handler installed is either a disposition constant, the VM's own
    // async-signal-safe handler, or an address the Java code passed as a
    // native handler (its responsibility, as in HotSpot).
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        let mut old: libc::sigaction = std::mem::zeroed();
        libc::sigfillset(&mut sa.sa_mask);
        for s in [libc::SIGILL, libc::SIGBUS, libc::SIGFPE, libc::SIGSEGV, libc::SIGTRAP] {
            libc::sigdelset(&mut sa.sa_mask, s);
        }
        sa.sa_flags = libc::SA_RESTART | libc::SA_SIGINFO;
        sa.sa_sigaction = handler;
        if libc::sigaction(sig, &sa, &mut old) != 0 {
            return -1;
        }
        old.sa_sigaction as isize
    }
}

/// Whether `sig` is ignored (`nohup` ignores SIGHUP).
fn is_ignored(sig: i32) -> bool {
    // SAFETY: querying the disposition only.
    unsafe {
        let mut old: libc::sigaction = std::mem::zeroed();
        libc::sigaction(sig, std::ptr::null(), &mut old) == 0 && old.sa_flags & libc::SA_SIGINFO == 0 && old.sa_sigaction == libc::SIG_IGN
    }
}

/// `JVM_RegisterSignal(sig, handler)`, the native half of `Signal.handle`:
/// `handler` 2 means "dispatch to Java" (the VM's handler), 0/1 the default
/// or ignore, anything else a native handler's address. The previous
/// handler in the same encoding (2 when it was the VM's), or -1 when the
/// VM keeps the signal: the synchronous error signals and SIGQUIT always,
/// the shutdown signals under `-Xrs`; an ignored shutdown signal answers 1
/// and stays ignored; a signal `sigaction` refuses (KILL, STOP) -1.
pub fn register(sig: i32, handler: usize) -> isize {
    match sig {
        libc::SIGFPE | libc::SIGILL | libc::SIGSEGV | libc::SIGQUIT => return -1,
        _ if is_shutdown_signal(sig) => {
            if reduce_signal_usage() {
                return -1;
            }
            if is_ignored(sig) {
                return 1;
            }
        }
        _ => {}
    }
    let new = if handler == JAVA_HANDLER { user_handler_addr() } else { handler };
    let old = install(sig, new);
    if old != -1 && old as usize == user_handler_addr() {
        JAVA_HANDLER as isize
    } else {
        old
    }
}

/// `JVM_RaiseSignal(sig)`: raise `sig` in this process. False, without
/// raising, for the signals the VM has no handler for: the shutdown
/// signals and SIGQUIT under `-Xrs`, an ignored shutdown signal.
pub fn raise(sig: i32) -> bool {
    if reduce_signal_usage() {
        if is_shutdown_signal(sig) || sig == libc::SIGQUIT {
            return false;
        }
    } else if is_shutdown_signal(sig) && is_ignored(sig) {
        return false;
    }
    // SAFETY: raising a signal in this process.
    unsafe { libc::raise(sig) };
    true
}

/// HotSpot's `os::initialize_jdk_signal_support`, during bootstrap on the
/// main thread `t` (after `System.initPhase1`, whose `Terminator.setup`
/// registered the shutdown signals): start the "Signal Dispatcher", then,
/// with agents loaded, catch SIGQUIT for DATA_DUMP_REQUEST. Nothing with
/// `-Xrs`.
pub fn start_dispatcher(t: &mut JThread) -> JResult<()> {
    if reduce_signal_usage() {
        return Ok(());
    }
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: `fds` has room for the two descriptors.
    if unsafe { libc::pipe2(fds.as_mut_ptr(), libc::O_CLOEXEC) } != 0 {
        let e = std::io::Error::last_os_error();
        return Err(crate::runtime::exceptions::throw_new(t, "java/lang/InternalError", Some(&format!("signal pipe: {e}"))));
    }
    let (read_fd, write_fd) = (fds[0], fds[1]);
    // SAFETY: our own descriptor: the handler must never block on it.
    unsafe {
        let fl = libc::fcntl(write_fd, libc::F_GETFL);
        libc::fcntl(write_fd, libc::F_SETFL, fl | libc::O_NONBLOCK);
    }
    let v = vm();
    let id = v.next_thread_id.fetch_add(1, Ordering::Relaxed);
    let mut child = JThread::new(id, v.options.stack_size);
    child.max_nesting = crate::runtime::thread::MAX_NESTING / 8;
    let cp: *mut JThread = Box::into_raw(child);
    // SAFETY: `cp` is fresh and exclusively ours (registered SAFE, it runs
    // nothing yet); registering may wait for a safepoint. Registered, its
    // `thread_obj` is a root from here on.
    safepoint::blocking(t, || safepoint::register(unsafe { &mut *cp }, true));
    let forget = move |t: &mut JThread| {
        // SAFETY: the thread never started; we still own the JThread.
        let child = unsafe { &mut *cp };
        if !child.thread_obj.is_null() {
            child.thread_obj.put::<u64>(vm().wk().thread_eetop, 0);
        }
        safepoint::blocking(t, || safepoint::unregister(child));
        drop(unsafe { Box::from_raw(cp) });
        // SAFETY: closing our own pipe.
        unsafe {
            libc::close(read_fd);
            libc::close(write_fd);
        }
    };
    // HotSpot's `create_system_thread_object` + `start_internal_daemon`:
    // Thread(systemGroup, "Signal Dispatcher"), daemon, priority 9, in its group.
    // SAFETY: the child does not run yet and is only touched here.
    if let Err(e) = crate::profiler::new_system_thread_object(t, unsafe { &mut *cp }, "Signal Dispatcher", NEAR_MAX_PRIORITY) {
        forget(t);
        return Err(e);
    }
    let boot = crate::runtime::boot::thread_starting();
    let addr = cp as usize;
    let spawned = std::thread::Builder::new().name("Signal Dispatcher".into()).stack_size(64 << 20).spawn(move || {
        // SAFETY: ownership of the JThread passes to this OS thread.
        let t: &mut JThread = unsafe { &mut *(addr as *mut JThread) };
        crate::runtime::thread::run_guarded(|| dispatcher_main(t, boot, read_fd));
        // SAFETY: unregistered at the end of dispatcher_main; nobody refers to it now.
        drop(unsafe { Box::from_raw(addr as *mut JThread) });
    });
    if let Err(e) = spawned {
        if boot {
            crate::runtime::boot::boot_thread_started();
        }
        forget(t);
        let msg = format!("unable to create native thread: {e}");
        return Err(crate::runtime::exceptions::throw_new(t, "java/lang/OutOfMemoryError", Some(&msg)));
    }
    PIPE_WRITE.store(write_fd, Ordering::SeqCst);
    // HotSpot catches SIGQUIT for its thread dump; rjvm only for the
    // profiler's DATA_DUMP_REQUEST (without agents it keeps its default).
    if crate::profiler::agents::any_loaded() {
        install(libc::SIGQUIT, user_handler_addr());
    }
    Ok(())
}

/// Take one pending signal (HotSpot's `check_pending_signals` scan).
fn take_pending() -> Option<i32> {
    for (i, p) in PENDING.iter().enumerate().skip(1) {
        let mut n = p.load(Ordering::SeqCst);
        while n > 0 {
            match p.compare_exchange(n, n - 1, Ordering::SeqCst, Ordering::SeqCst) {
                Ok(_) => return Some(i as i32),
                Err(now) => n = now,
            }
        }
    }
    None
}

/// The next signal to dispatch, waiting on the pipe in a safe region (a
/// collection never waits for this thread); None if the pipe failed.
fn wait_for_signal(t: &JThread, read_fd: i32) -> Option<i32> {
    loop {
        if let Some(sig) = take_pending() {
            return Some(sig);
        }
        let mut buf = [0u8; 64];
        // SAFETY: reading into `buf` from our own pipe.
        let n = safepoint::blocking(t, || unsafe { libc::read(read_fd, buf.as_mut_ptr().cast(), buf.len()) });
        if n <= 0 && !(n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted) {
            return None;
        }
    }
}

/// The Signal Dispatcher's body (HotSpot's `signal_thread_entry`).
fn dispatcher_main(t: &mut JThread, boot: bool, read_fd: i32) {
    t.bind_os_thread();
    crate::runtime::boot::await_startup();
    safepoint::leave_safe(t);
    crate::profiler::thread_started(t);
    if boot {
        crate::runtime::boot::boot_thread_started();
    }
    while let Some(sig) = wait_for_signal(t, read_fd) {
        if sig == libc::SIGQUIT {
            // Agent code runs in a safe region, as on every system thread.
            safepoint::blocking(t, crate::profiler::signal::data_dump_request);
        } else {
            dispatch_to_java(t, sig);
        }
    }
    t.pending = crate::heap::Ref::NULL;
    crate::runtime::boot::end_thread(t);
}

/// Call `jdk.internal.misc.Signal.dispatch(sig)` (the same class in both
/// libraries); an exception is reported as HotSpot reports it.
fn dispatch_to_java(t: &mut JThread, sig: i32) {
    let r = (|| -> JResult<()> {
        let c = crate::runtime::loader::load_class(t, "jdk/internal/misc/Signal")?;
        crate::runtime::init::ensure_initialized(t, c)?;
        if let Some(m) = c.declared_method("dispatch", "(I)V") {
            crate::interp::invoke::invoke(t, m, &[sig as u32 as u64])?;
        }
        Ok(())
    })();
    if r.is_err() {
        let ex = t.take_pending();
        let class = if ex.is_null() { "unknown".to_string() } else { ex.class().java_name() };
        let msg = format!(
            "OpenJDK 64-Bit Server VM warning: Exception {class} occurred dispatching signal {} to handler- the VM may need to be forcibly terminated\n",
            name_of(sig)
        );
        crate::natives::io::write_stderr(msg.as_bytes());
    }
}
