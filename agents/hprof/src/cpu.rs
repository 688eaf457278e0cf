//! CPU profiling: the sampling thread (`cpu=samples`), per-thread method
//! timing (`cpu=times|old`), and the CPU sections and flame graphs.

use std::collections::HashMap;
use std::io::{self, Write};
use std::sync::atomic::Ordering;
use std::sync::Arc;

use rjvm_cct::IdTree;
use rjvm_profiler_api::clock::ThreadCpuClock;
use rjvm_profiler_api::{CallFrame, MethodId, Profiler, ThreadId, ThreadListResult, ThreadState};

use crate::{binary, util, Shared, State, FLAME_DEPTH};

/// Method timing of one thread: a calling-context tree (node 0 is the
/// root, the time outside any frame hprof saw) with call counts, a shadow
/// stack of the active calls, and the thread's cycle-counter clock
/// ([`ThreadCpuClock`]): at every entry and exit the time since the
/// previous event is charged to the node on top of the stack (its self
/// time), with no system call. Only the thread itself may call
/// [`ThreadTimes::enter`] and [`ThreadTimes::exit`].
#[derive(Clone)]
pub struct ThreadTimes {
    tree: IdTree,
    stack: Vec<u32>,
    clock: ThreadCpuClock,
}

impl Default for ThreadTimes {
    fn default() -> Self {
        ThreadTimes { tree: IdTree::new(), stack: Vec::with_capacity(256), clock: ThreadCpuClock::new() }
    }
}

impl ThreadTimes {
    /// Timing with the given clock (tests).
    #[cfg(test)]
    fn with_clock(clock: ThreadCpuClock) -> Self {
        ThreadTimes { tree: IdTree::new(), stack: Vec::new(), clock }
    }

    /// METHOD_ENTRY of `method` on this thread.
    #[inline]
    pub fn enter(&mut self, method: MethodId) {
        let top = self.stack.last().copied().unwrap_or(IdTree::ROOT);
        self.clock.charge(top);
        let n = self.tree.enter(top, method);
        self.stack.push(n);
    }

    /// METHOD_EXIT of the call on top (method hooks: entries and exits
    /// always pair).
    #[inline]
    pub fn exit_top(&mut self) {
        let top = self.stack.last().copied().unwrap_or(IdTree::ROOT);
        self.clock.charge(top);
        self.stack.pop();
    }

    /// METHOD_EXIT of `method` from the generic events. An exit that does
    /// not match the top call closes the calls above the matching one too
    /// (they ended without an event); one with no matching call is charged
    /// but otherwise ignored.
    pub fn exit(&mut self, method: MethodId) {
        let top = self.stack.last().copied().unwrap_or(IdTree::ROOT);
        self.clock.charge(top);
        let nodes = self.tree.nodes();
        if let Some(pos) = self.stack.iter().rposition(|&n| nodes[n as usize].method == method) {
            self.stack.truncate(pos);
        }
    }

    /// The thread ends (on the thread): the time since the last event goes
    /// to the call on top, and the last epoch is converted exactly.
    pub fn finish(&mut self) {
        let top = self.stack.last().copied().unwrap_or(IdTree::ROOT);
        self.clock.charge(top);
        self.clock.close_epoch();
    }

    /// Self nanoseconds of node `n` (the open epoch estimated with the
    /// last epoch's scale: a live thread is read while it is stopped).
    fn self_ns(&self, n: usize) -> u64 {
        self.clock.nanos_estimate(n as u32) as u64
    }

    /// Nanoseconds of every node including its callees.
    fn total_ns(&self) -> Vec<u64> {
        let nodes = self.tree.nodes();
        let mut total: Vec<u64> = (0..nodes.len()).map(|i| self.self_ns(i)).collect();
        // Children come after their parents.
        for i in (1..nodes.len()).rev() {
            let p = nodes[i].parent as usize;
            if p != i {
                total[p] += total[i];
            }
        }
        total
    }

    /// The methods of node `n` and its callers, top first, at most `depth`.
    fn path(&self, mut n: u32, depth: usize) -> Vec<MethodId> {
        let nodes = self.tree.nodes();
        let mut v = Vec::new();
        while n != 0 && v.len() < depth {
            v.push(nodes[n as usize].method);
            n = nodes[n as usize].parent;
        }
        v
    }
}

/// The method times of every thread, for a dump: threads timed through
/// the generic events, threads whose hooks ended, and a copy of every live
/// thread's hook (taken with the threads stopped).
pub fn gather_times(st: &mut State, vm: &dyn Profiler) -> Vec<ThreadTimes> {
    if let Some(ended) = &st.ended_times {
        let done = std::mem::take(&mut *ended.lock().unwrap_or_else(|e| e.into_inner()));
        st.finished_times.extend(done);
    }
    let mut v: Vec<ThreadTimes> = st.threads.iter().map(|t| t.times.clone()).filter(|t| t.tree.nodes().len() > 1).collect();
    v.extend(st.finished_times.iter().cloned());
    if st.ended_times.is_some() {
        let _ = vm.visit_hooks(&mut |_, _, h| {
            if let Some(t) = h.as_any().downcast_mut::<crate::hook::HprofThread>().and_then(|h| h.times.as_ref()) {
                v.push(t.clone());
            }
        });
    }
    v
}

/// The sampling thread: every `interval` ms, suspend the threads that ran
/// since the last sample (ThreadHasRun), record the stacks of the runnable
/// ones, resume them.
pub fn sampler(shared: Arc<Shared>, vm: &dyn Profiler) {
    let me = vm.current_thread();
    // A leading '_' keeps the VM from posting contention events for it.
    let mon = vm.raw_monitor_create("_hprof_sampler");
    *shared.wake.lock().unwrap_or_else(|e| e.into_inner()) = Some(mon);
    let (interval, depth, deep) = {
        let mut st = shared.lock();
        st.sampler = me;
        st.raw_names.insert(mon, "_hprof_sampler".into());
        let deep = st.opts.flame.is_some() || st.opts.collapsed.is_some();
        (st.opts.interval_ms, st.opts.depth, deep)
    };
    let want = if deep { depth.max(FLAME_DEPTH) } else { depth };
    let mut frames = Vec::new();
    let mut taken: Vec<(ThreadId, Vec<CallFrame>)> = Vec::new();
    loop {
        {
            let g = mon.lock(vm);
            if shared.stop.load(Ordering::SeqCst) {
                break;
            }
            g.wait(interval as i64);
        }
        if shared.stop.load(Ordering::SeqCst) {
            break;
        }
        let threads: Vec<ThreadId> = {
            let st = shared.lock();
            st.threads.iter().filter(|t| t.alive && Some(t.id) != me).map(|t| t.id).collect()
        };
        let ran: Vec<ThreadId> = threads.into_iter().filter(|&t| vm.thread_has_run(t)).collect();
        if ran.is_empty() {
            continue;
        }
        let res = vm.suspend_thread_list(&ran);
        taken.clear();
        for (&t, r) in ran.iter().zip(&res) {
            if *r != ThreadListResult::Ok {
                continue;
            }
            let running = vm.thread_status(t).is_some_and(|s| s.state() == ThreadState::Runnable);
            if running {
                vm.call_trace_into(t, want, &mut frames);
                if !frames.is_empty() {
                    taken.push((t, frames.clone()));
                }
            }
        }
        let suspended: Vec<ThreadId> = ran.iter().zip(&res).filter(|(_, r)| **r == ThreadListResult::Ok).map(|(t, _)| *t).collect();
        vm.resume_thread_list(&suspended);
        let mut st = shared.lock();
        if st.shut_down {
            break;
        }
        for (t, f) in &taken {
            let s = st.intern(&f[..f.len().min(depth)], *t);
            *st.samples.entry(s).or_insert(0) += 1;
            st.sample_total += 1;
            if deep {
                let k: Box<[MethodId]> = f.iter().map(|f| f.method).collect();
                *st.sample_stacks.entry(k).or_insert(0) += 1;
            }
        }
    }
}

/// Rank rows `(cost, count, trace, label)` by cost (ties: label, then
/// trace) and write the section `name` (`CPU SAMPLES`, `CPU TIME (ms)`) in
/// the original's layout, which stack-collapsing tools rely on: every TRACE
/// the rows name first, then BEGIN, the column header on the next line
/// (only when there is a row), the rows, END.
fn section(st: &mut State, name: &str, mut v: Vec<(u64, u64, u32, String)>, cost_total: u64, shown_total: u64) -> io::Result<()> {
    v.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.3.cmp(&b.3)).then(a.2.cmp(&b.2)));
    let cutoff = st.opts.cutoff;
    let keep: Vec<_> = v.into_iter().take_while(|r| cost_total == 0 || r.0 as f64 / cost_total as f64 >= cutoff).collect();
    st.write_traces(keep.iter().map(|r| r.2))?;
    let now = util::ctime(std::time::SystemTime::now());
    let mut text = format!("{name} BEGIN (total = {shown_total}) {now}\n");
    if !keep.is_empty() {
        text.push_str("rank   self  accum   count trace method\n");
    }
    let mut accum = 0.0;
    for (i, (cost, count, trace, label)) in keep.iter().enumerate() {
        let selfp = if cost_total == 0 { 0.0 } else { *cost as f64 * 100.0 / cost_total as f64 };
        accum += selfp;
        let label = if label.is_empty() { "<empty trace>" } else { label };
        text.push_str(&format!("{:4} {:5.2}% {:5.2}% {:7} {:5} {}\n", i + 1, selfp, accum, count, trace, label));
    }
    text.push_str(&format!("{name} END\n"));
    st.writer().write_all(text.as_bytes())
}

/// CPU SAMPLES (text) or CPU_SAMPLES (binary).
pub fn write_samples(st: &mut State) -> io::Result<()> {
    let total = st.sample_total;
    let mut v: Vec<(u64, u64, u32, String)> = st
        .samples
        .iter()
        .map(|(&trace, &n)| {
            let top = st.traces.get(trace).frames.first().map(|f| st.method_text(f.method)).unwrap_or_default();
            (n, n, trace, top)
        })
        .collect();
    if st.out.bin.is_some() {
        v.sort_by(|a, b| b.0.cmp(&a.0).then(a.2.cmp(&b.2)));
        st.write_traces(v.iter().map(|r| r.2))?;
        let mut b = binary::Body::default();
        b.u4(total as u32).u4(v.len() as u32);
        for (n, _, trace, _) in &v {
            b.u4(*n as u32).u4(*trace);
        }
        let bin = st.out.bin.as_ref().unwrap();
        return bin.record(&mut st.out.w, binary::tag::CPU_SAMPLES, &b.0);
    }
    v.retain(|r| r.0 > 0);
    section(st, "CPU SAMPLES", v, total, total)
}

/// Per (stack of `depth` methods) totals of every thread: (self ns, calls).
fn merged_times(times: &[ThreadTimes], depth: usize) -> HashMap<Vec<MethodId>, (u64, u64)> {
    let mut m: HashMap<Vec<MethodId>, (u64, u64)> = HashMap::new();
    for tt in times {
        for (i, n) in tt.tree.nodes().iter().enumerate().skip(1) {
            let e = m.entry(tt.path(i as u32, depth)).or_insert((0, 0));
            e.0 += tt.self_ns(i);
            e.1 += n.count;
        }
    }
    m
}

/// CPU TIME (ms) (`cpu=times`).
pub fn write_times(st: &mut State, times: &[ThreadTimes]) -> io::Result<()> {
    let merged = merged_times(times, st.opts.depth);
    let total_ns: u64 = merged.values().map(|v| v.0).sum();
    let mut v = Vec::new();
    for (path, (ns, calls)) in merged {
        if calls == 0 {
            continue;
        }
        let frames: Vec<CallFrame> = path.iter().map(|&m| CallFrame { line: CallFrame::LINE_UNKNOWN, method: m }).collect();
        // Traces of method timing carry no thread (the data is merged).
        let trace = st.traces.intern(&frames, 0);
        let label = st.method_text(path[0]);
        v.push((ns, calls, trace, label));
    }
    section(st, "CPU TIME (ms)", v, total_ns, total_ns / 1_000_000)
}

/// The `prof` table (`cpu=old`): per callee and caller, calls and CPU
/// milliseconds including callees.
pub fn write_old(st: &mut State, times: &[ThreadTimes]) -> io::Result<()> {
    let mut m: HashMap<(MethodId, MethodId), (u64, u64)> = HashMap::new();
    for tt in times {
        let nodes = tt.tree.nodes();
        let total = tt.total_ns();
        for (i, n) in nodes.iter().enumerate().skip(1) {
            let caller = if n.parent == 0 { MethodId(0) } else { nodes[n.parent as usize].method };
            let e = m.entry((n.method, caller)).or_insert((0, 0));
            e.0 += n.count;
            e.1 += total[i];
        }
    }
    let name = |st: &State, id: MethodId| -> String {
        match st.methods.get(&id) {
            Some(x) => format!("{}.{}{}", util::internal_name(&st.class(x.class).name), x.name, x.signature),
            None if id.0 == 0 => "<root>".into(),
            None => format!("<unknown method 0x{:x}>", id.0),
        }
    };
    let mut v: Vec<(u64, String, String, u64)> = m.into_iter().map(|((callee, caller), (c, ns))| (c, name(st, callee), name(st, caller), ns / 1_000_000)).collect();
    v.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.1.cmp(&b.1)).then_with(|| a.2.cmp(&b.2)));
    writeln!(st.writer(), "count callee caller time")?;
    for (c, callee, caller, ms) in v {
        writeln!(st.writer(), "{c} {callee} {caller} {ms}")?;
    }
    Ok(())
}

/// Collapsed stacks (`root;...;leaf count`) of the CPU data: samples, or
/// self time in microseconds per calling context.
pub fn collapsed(st: &State, times: &[ThreadTimes]) -> Vec<String> {
    let label = |m: MethodId| st.method_text(m).replace(';', ":");
    let mut lines: Vec<String> = Vec::new();
    if st.opts.cpu == crate::options::Cpu::Samples {
        for (stack, n) in &st.sample_stacks {
            let s: Vec<String> = stack.iter().rev().map(|&m| label(m)).collect();
            lines.push(format!("{} {n}", s.join(";")));
        }
    } else {
        let mut m: HashMap<String, u64> = HashMap::new();
        for tt in times {
            for i in 1..tt.tree.nodes().len() {
                let us = tt.self_ns(i) / 1000;
                if us == 0 {
                    continue;
                }
                let s: Vec<String> = tt.path(i as u32, usize::MAX).into_iter().rev().map(label).collect();
                *m.entry(s.join(";")).or_insert(0) += us;
            }
        }
        lines.extend(m.into_iter().map(|(k, v)| format!("{k} {v}")));
    }
    lines.sort();
    lines
}

/// Writes `collapsed=` and `flame=` files.
pub fn write_flame(st: &State, times: &[ThreadTimes]) -> io::Result<()> {
    if st.opts.flame.is_none() && st.opts.collapsed.is_none() {
        return Ok(());
    }
    let lines = collapsed(st, times);
    if let Some(path) = &st.opts.collapsed {
        let mut f = io::BufWriter::new(std::fs::File::create(path)?);
        for l in &lines {
            writeln!(f, "{l}")?;
        }
        f.flush()?;
    }
    if let Some(path) = &st.opts.flame {
        let count = if st.opts.cpu == crate::options::Cpu::Samples { "samples" } else { "µs" };
        rjvm_cct::Cct::write_flame(&lines, io::BufWriter::new(std::fs::File::create(path)?), "rjvm hprof", count)?;
    }
    Ok(())
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::cell::Cell;

    thread_local! {
        static NOW: Cell<u64> = const { Cell::new(0) };
    }
    fn now() -> u64 {
        NOW.with(|c| c.get())
    }
    fn at(t: u64) {
        NOW.with(|c| c.set(t));
    }
    /// A clock whose cycles are nanoseconds of CPU time.
    fn clock() -> ThreadCpuClock {
        at(0);
        let mut k = ThreadCpuClock::with_sources(now, now);
        k.charge(0);
        k
    }

    fn node(t: &ThreadTimes, path: &[MethodId]) -> usize {
        let nodes = t.tree.nodes();
        (1..nodes.len()).find(|&i| t.path(i as u32, usize::MAX).iter().rev().eq(path.iter())).expect("node")
    }

    #[test]
    fn times_exclude_callees() {
        let mut t = ThreadTimes::with_clock(clock());
        let (a, b) = (MethodId(1), MethodId(2));
        t.enter(a);
        at(10);
        t.enter(b);
        at(40);
        t.exit(b);
        at(50);
        t.enter(b);
        at(60);
        t.exit(b);
        at(100);
        t.exit(a);
        t.finish();
        let (na, nb) = (node(&t, &[a]), node(&t, &[a, b]));
        assert_eq!((t.self_ns(na), t.total_ns()[na], t.tree.nodes()[na].count), (60, 100, 1));
        assert_eq!((t.self_ns(nb), t.tree.nodes()[nb].count), (40, 2));
        assert_eq!(t.path(nb as u32, 4), vec![b, a]);
        assert_eq!(t.path(nb as u32, 1), vec![b]);
    }

    #[test]
    fn unmatched_exits() {
        let mut t = ThreadTimes::with_clock(clock());
        let (a, b, c) = (MethodId(1), MethodId(2), MethodId(3));
        at(5);
        t.exit(a); // nothing open: the time goes to the root
        at(10);
        t.enter(a);
        at(20);
        t.enter(b);
        at(40);
        t.exit(a); // b ended without an event
        assert!(t.stack.is_empty());
        let na = node(&t, &[a]);
        at(50);
        t.enter(c);
        at(51);
        t.exit(c);
        t.finish();
        assert_eq!(t.self_ns(na), 10);
        assert_eq!(t.total_ns()[na], 30);
        assert_eq!(t.self_ns(node(&t, &[c])), 1);
        assert_eq!(t.self_ns(0), 10 + 10);
    }
}
