//! mct: rjvm's exact bytecode profiler (`rjvm -Xrunmct[:options] Main`).
//!
//! It builds a method call tree (MCT): one node per method per calling
//! context, with the number of calls and the number of bytecodes executed
//! in that context, excluding callees. The metric is the VM's per-thread
//! executed-bytecode count ([`Profiler::bytecode_count`]), read at every
//! METHOD_ENTRY and METHOD_EXIT (both posted on the thread itself, so the
//! read is exact): the bytecodes executed since the previous event of the
//! thread belong to the frame on top of the agent's shadow stack. A
//! bytecode counts when it starts executing, so the caller's `invoke*` is
//! charged to the caller, the callee's `*return` (or throwing instruction)
//! to the callee.
//!
//! Each thread has its own tree, keyed by method id while the program runs;
//! at THREAD_END (and at JVM_SHUT_DOWN for threads still alive) it is named
//! (class + method + parameter types, never ids, which are addresses) and
//! merged into one tree whose children are in name order. The outputs are
//! therefore identical for runs that execute the same bytecodes, whatever
//! the collector, thread interleaving or other agents. See
//! `docs/bytecode-profiling.md`.

use std::any::Any;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use rjvm_cct::{split_options, Cct, IdTree, MethodNames, Outputs, ReportInfo, OUTPUT_USAGE};
use rjvm_profiler_api::{Agent, BuiltinAgent, Event, EventKind, HookKinds, Hooks, MethodId, Profiler, ThreadHook, ThreadId};

/// The registry entry of the built-in agent (`-Xrunmct`).
pub const BUILTIN: BuiltinAgent = BuiltinAgent { name: "mct", create: new_agent };

/// A fresh mct agent.
pub fn new_agent() -> Box<dyn Agent> {
    Box::new(Mct::default())
}

/// The `help` text.
pub fn usage() -> String {
    format!(
        "mct: exact bytecode profiler (method call tree, bytecodes per calling context)\n\
         usage: -Xrunmct[:option=value,...]\n\
         options:\n\
         \x20 help              print this message\n\
         {OUTPUT_USAGE}\n\
         BASE is `mct`. Frames are `class.method(parameter types)`; weights are executed bytecodes."
    )
}

/// What the agent shares with the threads' hooks.
struct Shared {
    /// Deepest calling context kept.
    depth: usize,
    /// Trees of threads that ended, not merged yet.
    finished: Mutex<Vec<IdTree>>,
    /// Threads seen (hooks created).
    threads_seen: AtomicU64,
    /// Exits of frames entered before the agent started.
    unmatched_exits: AtomicU64,
}

/// One thread's method hook: its shadow stack and tree. Called on the
/// thread itself at every entry and exit, without a lock.
struct ThreadState {
    tree: IdTree,
    /// Nodes of the frames the thread is in, innermost last.
    stack: Vec<u32>,
    /// The thread's bytecode count at its previous event.
    last: u64,
    /// Exits without an entry.
    unmatched: u64,
    shared: Arc<Shared>,
}

impl ThreadState {
    /// Charges the bytecodes since the previous event to the frame on top
    /// of the shadow stack; returns that frame's node.
    #[inline(always)]
    fn charge(&mut self, count: u64) -> u32 {
        let top = self.stack.last().copied().unwrap_or(IdTree::ROOT);
        self.tree.node_mut(top).weight += count.saturating_sub(self.last);
        self.last = count;
        top
    }

    /// The tree, with the bytecodes since the last event charged to the
    /// top frame (the thread's profile so far).
    /// The shadow stack goes too: its nodes belong to the tree handed
    /// out, and a daemon thread that runs on after the report must not
    /// index the fresh tree with them.
    fn close(&mut self, count: u64) -> IdTree {
        self.charge(count);
        self.stack.clear();
        std::mem::take(&mut self.tree)
    }
}

impl ThreadHook for ThreadState {
    #[inline]
    fn entry(&mut self, method: MethodId, count: u64) {
        let top = self.charge(count);
        // Past the depth limit the frame is charged to its ancestor at the
        // limit: push that node again so exits still pair.
        let node = if self.stack.len() >= self.shared.depth {
            top
        } else {
            self.tree.enter(top, method)
        };
        self.stack.push(node);
    }

    #[inline]
    fn exit(&mut self, _method: MethodId, count: u64) {
        self.charge(count);
        if self.stack.pop().is_none() {
            self.unmatched += 1;
        }
    }

    fn thread_end(mut self: Box<Self>, count: u64) {
        let tree = self.close(count);
        self.shared.unmatched_exits.fetch_add(self.unmatched, Ordering::Relaxed);
        self.shared.finished.lock().unwrap_or_else(|e| e.into_inner()).push(tree);
    }

    fn as_any(&mut self) -> &mut dyn Any {
        self
    }
}

/// The factory of the threads' hooks.
struct MctHooks(Arc<Shared>);

impl Hooks for MctHooks {
    fn thread_start(&self, _thread: ThreadId, count: u64) -> Box<dyn ThreadHook> {
        self.0.threads_seen.fetch_add(1, Ordering::Relaxed);
        // Bytecodes executed before the agent saw the thread are not
        // attributed to any context.
        Box::new(ThreadState { tree: IdTree::new(), stack: Vec::with_capacity(256), last: count, unmatched: 0, shared: self.0.clone() })
    }
}

/// The agent.
#[derive(Default)]
pub struct Mct {
    outputs: Option<Outputs>,
    names: MethodNames,
    shared: Option<Arc<Shared>>,
    /// Finished threads, merged.
    merged: Cct,
    done: bool,
}

impl Mct {
    fn parse(options: &str) -> Result<Outputs, String> {
        let mut out = Outputs::new("mct");
        for (k, v) in split_options(options) {
            if k == "help" {
                return Err(usage());
            }
            if !out.apply(k, v)? {
                return Err(format!("unknown option `{k}`\n{}", usage()));
            }
        }
        Ok(out)
    }

    /// Names and merges a thread's tree.
    fn merge(&mut self, tree: &IdTree) {
        let mut named = Cct::new();
        tree.add_to(&mut named, |m| self.names.get(m));
        self.merged.merge(&named);
    }

    /// Merges the trees of the threads that ended.
    fn merge_finished(&mut self) {
        let Some(sh) = self.shared.clone() else { return };
        let trees = std::mem::take(&mut *sh.finished.lock().unwrap_or_else(|e| e.into_inner()));
        for t in &trees {
            self.merge(t);
        }
    }

    fn shut_down(&mut self, vm: &dyn Profiler) {
        if self.done {
            return;
        }
        self.done = true;
        self.merge_finished();
        // Threads still alive (daemons), stopped while their trees are
        // taken; the merged result does not depend on the order.
        let mut live = Vec::new();
        let _ = vm.visit_hooks(&mut |_, count, h| {
            if let Some(st) = h.as_any().downcast_mut::<ThreadState>() {
                live.push(st.close(count));
                let n = std::mem::take(&mut st.unmatched);
                st.shared.unmatched_exits.fetch_add(n, Ordering::Relaxed);
            }
        });
        for t in &live {
            self.merge(t);
        }
        self.merge_finished();
        let _ = vm.bytecode_counting(false);
        let Some(outputs) = self.outputs.clone() else { return };
        let Some(sh) = self.shared.clone() else { return };
        let depth = if outputs.depth == usize::MAX { "unlimited".to_string() } else { outputs.depth.to_string() };
        let info = ReportInfo {
            title: "rjvm-mct: exact bytecode profile (method call tree)".into(),
            header: vec![
                "weights: executed bytecodes; self = in the context itself, total = with its callees; calls = entries of the context".into(),
                format!(
                    "threads: {}; depth limit: {depth}; exits of frames entered before profiling: {}",
                    sh.threads_seen.load(Ordering::Relaxed),
                    sh.unmatched_exits.load(Ordering::Relaxed)
                ),
            ],
            count_name: "calls",
            weight_name: "bytecodes",
        };
        if let Err(e) = self.merged.write_outputs(&info, &outputs) {
            eprintln!("mct: cannot write the profile: {e}");
        }
    }
}

impl Agent for Mct {
    fn on_load(&mut self, vm: &dyn Profiler, options: &str) -> Result<(), String> {
        let outputs = Self::parse(options)?;
        vm.bytecode_counting(true).map_err(|_| "this VM cannot count executed bytecodes".to_string())?;
        for k in [EventKind::ClassLoad, EventKind::ThreadEnd, EventKind::JvmShutDown] {
            vm.enable_event(k).map_err(|_| format!("the VM cannot post {k}"))?;
        }
        let shared = Arc::new(Shared {
            depth: outputs.depth,
            finished: Mutex::new(Vec::new()),
            threads_seen: AtomicU64::new(0),
            unmatched_exits: AtomicU64::new(0),
        });
        vm.set_hooks(Some(Arc::new(MctHooks(shared.clone()))), HookKinds { methods: true, allocations: None }).map_err(|_| "this VM has no method hooks".to_string())?;
        self.shared = Some(shared);
        self.outputs = Some(outputs);
        Ok(())
    }

    fn event(&mut self, vm: &dyn Profiler, e: &Event<'_>) {
        match *e {
            Event::ClassLoad { name, methods, .. } => self.names.class_loaded(name, methods),
            Event::ThreadEnd { .. } => self.merge_finished(),
            Event::JvmShutDown { .. } => self.shut_down(vm),
            _ => {}
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn options() {
        let o = Mct::parse("file=a.txt,collapsed=none,depth=4").unwrap();
        assert_eq!((o.report.as_deref(), o.collapsed, o.depth), (Some("a.txt"), None, 4));
        assert!(Mct::parse("help").unwrap_err().starts_with("mct: exact"));
        assert!(Mct::parse("bogus=1").unwrap_err().starts_with("unknown option `bogus`"));
        assert!(Mct::parse("depth=x").is_err());
        assert_eq!(Mct::parse("").unwrap(), Outputs::new("mct"));
    }
}
