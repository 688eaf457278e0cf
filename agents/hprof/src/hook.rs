//! hprof's per-thread hook (where the VM has hooks): method timing for
//! `cpu=times|old` and allocation sites for `heap=...`, called on the
//! thread itself, without a lock or a look-up per event.

use std::any::Any;
use std::sync::{Arc, Mutex};

use rjvm_profiler_api::{AllocInfo, Hooks, MethodId, ObjectMoved, ThreadHook, ThreadId};

use crate::cpu::ThreadTimes;
use crate::sites::{HeapHook, HeapShared};

/// The factory: what the threads' hooks share with the agent.
pub struct HprofHooks {
    /// Timing: where ending threads leave their times.
    pub times: Option<Arc<Mutex<Vec<ThreadTimes>>>>,
    /// Allocation sites.
    pub heap: Option<Arc<HeapShared>>,
    /// `thread=y`: traces belong to threads.
    pub per_thread: bool,
    /// The allocation stack depth registered (`depth=`).
    pub depth: usize,
    /// Applies a batch of moved objects to the agent's state (class ids,
    /// objects' sites).
    pub moved: MovedFn,
}

/// What [`HprofHooks::moved`] is.
pub type MovedFn = Box<dyn Fn(&[ObjectMoved]) + Send + Sync>;

impl Hooks for HprofHooks {
    fn thread_start(&self, thread: ThreadId, _bytecodes: u64) -> Box<dyn ThreadHook> {
        Box::new(HprofThread {
            times: self.times.as_ref().map(|_| ThreadTimes::default()),
            ended_times: self.times.clone(),
            heap: self.heap.as_ref().map(|h| HeapHook::new(h.clone(), thread, self.per_thread, self.depth)),
        })
    }

    fn objects_moved(&self, moves: &[ObjectMoved]) {
        (self.moved)(moves)
    }
}

/// One thread's hook.
pub struct HprofThread {
    pub times: Option<ThreadTimes>,
    ended_times: Option<Arc<Mutex<Vec<ThreadTimes>>>>,
    pub heap: Option<HeapHook>,
}

impl ThreadHook for HprofThread {
    #[inline]
    fn entry(&mut self, method: MethodId, _bytecodes: u64) {
        if let Some(t) = &mut self.times {
            t.enter(method);
        }
    }

    #[inline]
    fn exit(&mut self, _method: MethodId, _bytecodes: u64) {
        if let Some(t) = &mut self.times {
            t.exit_top();
        }
    }

    #[inline]
    fn alloc(&mut self, a: &AllocInfo<'_>) {
        if let Some(h) = &mut self.heap {
            h.alloc(a);
        }
    }

    fn thread_end(mut self: Box<Self>, _bytecodes: u64) {
        if let (Some(mut t), Some(ended)) = (self.times.take(), self.ended_times.take()) {
            t.finish();
            ended.lock().unwrap_or_else(|e| e.into_inner()).push(t);
        }
        if let Some(h) = &mut self.heap {
            h.end();
        }
    }

    fn as_any(&mut self) -> &mut dyn Any {
        self
    }
}
