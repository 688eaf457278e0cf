//! Per-thread method hooks: METHOD_ENTRY/EXIT for Rust agents without the
//! generic event path (an rjvm extension, not part of the JVMPI).
//!
//! A profiler that times or counts every call (hprof's `cpu=times`, the
//! exact bytecode profiler) receives two events per call. Through
//! [`Agent::event`](crate::Agent::event) each one is an [`Event`](crate::Event)
//! built by the VM, a lock on the agent (one thread at a time), a `match`,
//! and a look-up of the thread's data. A method hook avoids all of that:
//!
//! * the agent registers one [`MethodHooks`] object
//!   ([`Profiler::set_method_hooks`](crate::Profiler::set_method_hooks));
//! * at a thread's first method event the VM asks it for that thread's
//!   [`ThreadMethodHook`] ([`MethodHooks::thread_start`]) and keeps it with
//!   the thread;
//! * from then on every entry and exit of that thread is a direct call of
//!   [`ThreadMethodHook::entry`] / [`ThreadMethodHook::exit`] with the
//!   method id and the thread's executed-bytecode count, on the thread
//!   itself. No lock (each hook object belongs to one thread), no
//!   allocation, no look-up.
//!
//! # Contract
//!
//! * Hooks are called in the Java state, with the thread's frames
//!   synchronised, and must neither block (no lock another thread may hold
//!   for long, no waiting) nor call back into the VM: a collection cannot
//!   start while a thread is inside a hook, so a hook that waits for
//!   another thread can deadlock the VM. [`MethodHooks::thread_start`] has
//!   the same restrictions.
//! * Entries and exits pair up per thread: a frame that an exception
//!   unwinds gets its `exit` too, and natives get both. Frames that were
//!   active when the hooks were registered (or before the thread's hook
//!   was created) get an `exit` without an `entry`.
//! * [`ThreadMethodHook::thread_end`] is called once, on the thread, when
//!   it ends (before its THREAD_END event), outside the Java state: there
//!   it may take locks (for example to hand its data to the agent).
//! * [`Profiler::visit_method_hooks`](crate::Profiler::visit_method_hooks)
//!   gives the agent every live thread's hook with the other threads
//!   stopped (none is inside a hook then), for dumps.
//! * Method hooks are delivered while the profile is live, like events:
//!   from the end of start-up (JVM_INIT_DONE) on.

use std::any::Any;

use crate::{MethodId, ThreadId};

/// One thread's receiver of method entries and exits (see the [module
/// documentation](self)).
pub trait ThreadMethodHook: Send + 'static {
    /// `method` was entered on this thread; `bytecodes` is the thread's
    /// executed-bytecode count ([`Profiler::bytecode_count`](crate::Profiler::bytecode_count);
    /// it advances only while counting is on).
    fn entry(&mut self, method: MethodId, bytecodes: u64);

    /// `method` returns or is unwound by an exception.
    fn exit(&mut self, method: MethodId, bytecodes: u64);

    /// The thread ends: called once, on the thread, outside the Java state
    /// (locks may be taken). The default drops the hook.
    fn thread_end(self: Box<Self>, bytecodes: u64) {
        let _ = bytecodes;
    }

    /// The hook as `Any`, so that a visitor
    /// ([`Profiler::visit_method_hooks`](crate::Profiler::visit_method_hooks))
    /// can downcast it to the agent's type.
    fn as_any(&mut self) -> &mut dyn Any;
}

/// An agent's factory of per-thread hooks.
pub trait MethodHooks: Send + Sync + 'static {
    /// The hook of `thread`, asked at its first method event after the
    /// hooks were registered (on the thread, in the Java state: see the
    /// contract). `bytecodes` is the thread's executed-bytecode count at
    /// that point.
    fn thread_start(&self, thread: ThreadId, bytecodes: u64) -> Box<dyn ThreadMethodHook>;
}
