//! DATA_DUMP_REQUEST on SIGQUIT (Ctrl-\).
//!
//! When agents are loaded, start-up installs a SIGQUIT handler that only
//! writes a byte to a pipe (all a signal handler may safely do), and starts
//! a daemon system thread, "Signal Dispatcher" as in HotSpot, which reads
//! the pipe in a safe region and posts DATA_DUMP_REQUEST for each signal.
//! Being a Java thread, it lets the agent's callback call RequestEvent
//! (heap and monitor dumps) like any other. Without agents SIGQUIT keeps
//! its default action.

use std::sync::atomic::{AtomicI32, Ordering};

use rjvm_profiler_api::{Event, EventKind};

/// The pipe's write end (for the handler), -1 until installed.
static PIPE_WRITE: AtomicI32 = AtomicI32::new(-1);

extern "C" fn on_sigquit(_sig: libc::c_int) {
    let fd = PIPE_WRITE.load(Ordering::Relaxed);
    if fd >= 0 {
        let b = 1u8;
        // SAFETY: write(2) is async-signal-safe; `b` outlives the call. A
        // full pipe drops the request (many are pending anyway).
        unsafe { libc::write(fd, (&b as *const u8).cast(), 1) };
    }
}

/// Install the handler and start the dispatcher thread (after JVM_INIT_DONE).
pub(crate) fn start() {
    let mut fds = [0 as libc::c_int; 2];
    // SAFETY: `fds` has room for the two descriptors.
    if unsafe { libc::pipe(fds.as_mut_ptr()) } != 0 {
        return;
    }
    let (read_fd, write_fd) = (fds[0], fds[1]);
    // SAFETY: O_NONBLOCK on our own descriptor: the handler must never block.
    unsafe {
        let fl = libc::fcntl(write_fd, libc::F_GETFL);
        libc::fcntl(write_fd, libc::F_SETFL, fl | libc::O_NONBLOCK);
        libc::fcntl(read_fd, libc::F_SETFD, libc::FD_CLOEXEC);
        libc::fcntl(write_fd, libc::F_SETFD, libc::FD_CLOEXEC);
    }
    let body = Box::new(move || loop {
        let mut b = 0u8;
        // SAFETY: reading one byte into `b` from our pipe (the thread is in
        // a safe region: a system thread's body always is).
        let n = unsafe { libc::read(read_fd, (&mut b as *mut u8).cast(), 1) };
        if n == 1 {
            if super::enabled(EventKind::DataDumpRequest) {
                super::dispatch(&Event::DataDumpRequest { thread: super::current_id() });
            }
        } else if n < 0 && std::io::Error::last_os_error().kind() == std::io::ErrorKind::Interrupted {
            continue;
        } else {
            return;
        }
    });
    if !super::create_system_thread("Signal Dispatcher", rjvm_profiler_api::priority::MAXIMUM, body) {
        return;
    }
    PIPE_WRITE.store(write_fd, Ordering::SeqCst);
    // SAFETY: installing a handler that only calls write(2).
    unsafe {
        let mut sa: libc::sigaction = std::mem::zeroed();
        sa.sa_sigaction = on_sigquit as extern "C" fn(libc::c_int) as usize;
        sa.sa_flags = libc::SA_RESTART;
        libc::sigemptyset(&mut sa.sa_mask);
        libc::sigaction(libc::SIGQUIT, &sa, std::ptr::null_mut());
    }
}
