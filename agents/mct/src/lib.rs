//! mct: rjvm's exact bytecode profiler (`rjvm -Xrunmct[:options] Main`).
//!
//! It builds a method call tree (MCT): one node per method per calling
//! context, with the number of calls and the number of bytecodes executed
//! in that context, excluding callees. The tree is the VM's
//! ([`HookKinds::contexts`], [`ContextTree`]): the interpreter keeps each
//! thread's tree itself, a few instructions per call, charging the
//! thread's executed-bytecode count ([`Profiler::bytecode_count`]) to the
//! current context at every entry and exit. A bytecode counts when it
//! starts executing, so the caller's `invoke*` is charged to the caller,
//! the callee's `*return` (or throwing instruction) to the callee. The
//! agent receives each thread's tree when the thread ends, and the live
//! threads' at JVM_SHUT_DOWN ([`Profiler::take_contexts`]).
//!
//! Each thread has its own tree, keyed by method id while the program runs;
//! once received it is named
//! (class + method + parameter types, never ids, which are addresses) and
//! merged into one tree whose children are in name order. The outputs are
//! therefore identical for runs that execute the same bytecodes, whatever
//! the collector, thread interleaving or other agents. See
//! `docs/bytecode-profiling.md`.

use std::any::Any;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};

use rjvm_cct::{split_options, Cct, IdTree, MethodNames, Outputs, ReportInfo, OUTPUT_USAGE};
use rjvm_profiler_api::{Agent, BuiltinAgent, ContextTree, Event, EventKind, HookKinds, Hooks, Profiler, ThreadHook, ThreadId};

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
    /// Trees of threads that ended (or were taken at the end), not merged
    /// yet.
    finished: Mutex<Vec<IdTree>>,
    /// Threads seen (hooks created).
    threads_seen: AtomicU64,
    /// Exits of frames entered before the agent started.
    unmatched_exits: AtomicU64,
}

/// One thread's hook: it only receives the thread's calling-context tree,
/// which the VM keeps ([`HookKinds::contexts`]).
struct ThreadState(Arc<Shared>);

impl ThreadHook for ThreadState {
    fn contexts(&mut self, tree: ContextTree) {
        self.0.unmatched_exits.fetch_add(tree.unmatched_exits, Ordering::Relaxed);
        self.0.finished.lock().unwrap_or_else(|e| e.into_inner()).push(tree.tree);
    }

    fn as_any(&mut self) -> &mut dyn Any {
        self
    }
}

/// The factory of the threads' hooks.
struct MctHooks(Arc<Shared>);

impl Hooks for MctHooks {
    fn thread_start(&self, _thread: ThreadId, _count: u64) -> Box<dyn ThreadHook> {
        self.0.threads_seen.fetch_add(1, Ordering::Relaxed);
        Box::new(ThreadState(self.0.clone()))
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
        named.add_ids(tree, |m| self.names.get(m));
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
        let _ = vm.take_contexts();
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
            finished: Mutex::new(Vec::new()),
            threads_seen: AtomicU64::new(0),
            unmatched_exits: AtomicU64::new(0),
        });
        vm.set_hooks(Some(Arc::new(MctHooks(shared.clone()))), HookKinds { contexts: Some(outputs.depth), ..HookKinds::default() })
            .map_err(|_| "this VM keeps no calling-context trees".to_string())?;
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
