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

use rjvm_cct::{split_options, Cct, FxHashMap, IdTree, MethodNames, Outputs, ReportInfo, OUTPUT_USAGE};
use rjvm_profiler_api::{Agent, BuiltinAgent, Event, EventKind, MethodId, Profiler, ThreadId};

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

/// One thread's shadow stack and tree.
struct ThreadState {
    tree: IdTree,
    /// Nodes of the frames the thread is in, innermost last.
    stack: Vec<u32>,
    /// The thread's bytecode count at its previous event.
    last: u64,
}

/// The agent.
#[derive(Default)]
pub struct Mct {
    outputs: Option<Outputs>,
    names: MethodNames,
    /// Live threads' states: slots, found through `by_thread`.
    threads: Vec<Option<ThreadState>>,
    by_thread: FxHashMap<usize, usize>,
    /// The slot of the thread of the previous method event (consecutive
    /// events usually come from the same thread).
    cached: Option<(ThreadId, usize)>,
    /// Finished threads, merged.
    merged: Cct,
    threads_seen: u64,
    /// Exits of frames entered before the agent started.
    unmatched_exits: u64,
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

    /// The state of `thread`, created at its first event with its current
    /// count (bytecodes executed before the agent saw the thread are not
    /// attributed to any context).
    #[inline]
    fn slot(&mut self, thread: ThreadId, count: u64) -> usize {
        if let Some((t, s)) = self.cached {
            if t == thread {
                return s;
            }
        }
        let s = match self.by_thread.get(&thread.0) {
            Some(&s) => s,
            None => {
                self.threads.push(Some(ThreadState { tree: IdTree::new(), stack: Vec::new(), last: count }));
                self.threads_seen += 1;
                let s = self.threads.len() - 1;
                self.by_thread.insert(thread.0, s);
                s
            }
        };
        self.cached = Some((thread, s));
        s
    }

    #[inline]
    fn method_event(&mut self, vm: &dyn Profiler, thread: ThreadId, entered: Option<MethodId>) {
        let Some(count) = vm.bytecode_count(thread) else { return };
        let depth = self.outputs.as_ref().map_or(usize::MAX, |o| o.depth);
        let s = self.slot(thread, count);
        let st = self.threads[s].as_mut().expect("live thread slot");
        let top = st.stack.last().copied().unwrap_or(IdTree::ROOT);
        st.tree.node_mut(top).weight += count.saturating_sub(st.last);
        st.last = count;
        match entered {
            Some(method) => {
                // Past the depth limit the frame is charged to its ancestor
                // at the limit: push that node again so exits still pair.
                let node = if st.stack.len() >= depth {
                    top
                } else {
                    let n = st.tree.child(top, method);
                    st.tree.node_mut(n).count += 1;
                    n
                };
                st.stack.push(node);
            }
            None => {
                if st.stack.pop().is_none() {
                    self.unmatched_exits += 1;
                }
            }
        }
    }

    /// Closes `thread`'s profile (its last bytecodes go to its top frame)
    /// and merges it.
    fn finish_thread(&mut self, vm: &dyn Profiler, thread: ThreadId) {
        let Some(s) = self.by_thread.remove(&thread.0) else { return };
        self.cached = None;
        let Some(mut st) = self.threads[s].take() else { return };
        if let Some(count) = vm.bytecode_count(thread) {
            let top = st.stack.last().copied().unwrap_or(IdTree::ROOT);
            st.tree.node_mut(top).weight += count.saturating_sub(st.last);
        }
        let mut named = Cct::new();
        st.tree.add_to(&mut named, |m| self.names.get(m));
        self.merged.merge(&named);
    }

    fn shut_down(&mut self, vm: &dyn Profiler) {
        if self.done {
            return;
        }
        self.done = true;
        // Threads still alive (the main thread, daemons), in id order so
        // the work is the same every time (the merged result is anyway).
        let mut live: Vec<usize> = self.by_thread.keys().copied().collect();
        live.sort_unstable();
        for t in live {
            self.finish_thread(vm, ThreadId(t));
        }
        let _ = vm.bytecode_counting(false);
        let Some(outputs) = self.outputs.clone() else { return };
        let depth = if outputs.depth == usize::MAX { "unlimited".to_string() } else { outputs.depth.to_string() };
        let info = ReportInfo {
            title: "rjvm-mct: exact bytecode profile (method call tree)".into(),
            header: vec![
                "weights: executed bytecodes; self = in the context itself, total = with its callees; calls = entries of the context".into(),
                format!("threads: {}; depth limit: {depth}; exits of frames entered before profiling: {}", self.threads_seen, self.unmatched_exits),
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
        for k in [EventKind::ClassLoad, EventKind::MethodEntry, EventKind::MethodExit, EventKind::ThreadEnd, EventKind::JvmShutDown] {
            vm.enable_event(k).map_err(|_| format!("the VM cannot post {k}"))?;
        }
        self.outputs = Some(outputs);
        Ok(())
    }

    fn event(&mut self, vm: &dyn Profiler, e: &Event<'_>) {
        match *e {
            Event::MethodEntry { thread, method } => self.method_event(vm, thread, Some(method)),
            Event::MethodExit { thread, .. } => self.method_event(vm, thread, None),
            Event::ClassLoad { name, methods, .. } => self.names.class_loaded(name, methods),
            Event::ThreadEnd { thread } => self.finish_thread(vm, thread),
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
