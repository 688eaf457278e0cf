//! Dumping the profile: MONITOR DUMP/TIME, HEAP DUMP, SITES, CPU.

use std::io::{self, Write};
use std::time::SystemTime;

use rjvm_profiler_api::encode::{level0_objects, monitor_records, MonitorKind};
use rjvm_profiler_api::{CallFrame, Event, ObjectId, Profiler, RequestArg, ThreadId, ThreadState};

use crate::options::Cpu;
use crate::sites::SiteKey;
use crate::{binary, request, util, MonitorKey, SiteClass, State, UNRESOLVED};

/// Everything the options ask for, in the original order, with the
/// "Dumping ... done." progress line on stderr.
pub fn dump_all(st: &mut State, vm: &dyn Profiler) -> io::Result<()> {
    eprint!("Dumping");
    // Object ids are addresses: keep them still while we use them.
    vm.disable_gc();
    let r = (|| -> io::Result<()> {
        if st.opts.monitor {
            eprint!(" contended monitor usage ...");
            write_monitor_dump(st, vm)?;
            write_monitor_time(st)?;
        }
        if st.opts.heap != crate::options::Heap::Off {
            // Counts first (they must cover the live objects), then every
            // site met so far resolved to its class and trace.
            let counts = if st.opts.heap.sites() { Some(count_sites(st, vm)?) } else { None };
            resolve_sites(st, vm)?;
            if st.opts.heap.dump() {
                eprint!(" Java heap ...");
                crate::heap::write_heap_dump(st, vm)?;
            }
            if let Some((alloc, live)) = counts {
                eprint!(" allocation sites ...");
                set_site_counts(st, &alloc, &live);
                write_sites(st)?;
            }
        }
        let times = if matches!(st.opts.cpu, Cpu::Times | Cpu::Old) { crate::cpu::gather_times(st, vm) } else { Vec::new() };
        match st.opts.cpu {
            Cpu::Off => {}
            Cpu::Samples => {
                eprint!(" CPU usage by sampling running threads ...");
                crate::cpu::write_samples(st)?;
            }
            Cpu::Times => {
                eprint!(" CPU usage by timing methods ...");
                crate::cpu::write_times(st, &times)?;
            }
            Cpu::Old => {
                eprint!(" CPU usage in old prof format ...");
                crate::cpu::write_old(st, &times)?;
            }
        }
        crate::cpu::write_flame(st, &times)?;
        st.out.w.flush()
    })();
    vm.enable_gc();
    eprintln!(" done.");
    r
}

/// The class name of a monitor object: from the heap table if the agent
/// tracks objects, else from a requested OBJECT_ALLOC (cached until the
/// next GC).
pub fn monitor_class(st: &mut State, vm: &dyn Profiler, obj: ObjectId) -> String {
    if let Some(o) = st.heap.find(obj).filter(|o| o.site != UNRESOLVED) {
        return st.site_class_name(st.heap.sites[o.site as usize].class);
    }
    if let Some(n) = st.monitor_class_cache.get(&obj) {
        return n.clone();
    }
    let got = request(vm, RequestArg::ObjectAlloc(obj), |e| match *e {
        Event::ObjectAlloc { class, is_array, .. } => Some((is_array, class)),
        _ => None,
    });
    let sc = got.and_then(|(is_array, class)| st.site_class(vm, is_array, class).ok());
    let name = sc.map_or_else(|| "java.lang.Object".to_string(), |c| st.site_class_name(c));
    st.monitor_class_cache.insert(obj, name.clone());
    name
}

/// Per registry site, what was allocated there (bytes, objects: counted by
/// the event path, the threads that ended and the live threads' hooks) and
/// what is alive (from a level-0 heap dump: every object not yet freed by a
/// collection). An object alive but never seen allocated (only moved, or
/// missed) gets its class and size from a requested OBJECT_ALLOC and the
/// empty trace, and counts as allocated: it exists, we just missed its
/// birth.
type Counts = Vec<[u64; 2]>;

fn count_sites(st: &mut State, vm: &dyn Profiler) -> io::Result<(Counts, Counts)> {
    // The live objects first: the allocation counts taken after them cover
    // every one of them.
    let objects: Vec<ObjectId> = request(vm, RequestArg::HeapDump(rjvm_profiler_api::DumpLevel::Level0), |e| match *e {
        Event::HeapDump { data, .. } => Some(level0_objects(data).filter_map(Result::ok).map(|(_, id)| id).collect()),
        _ => None,
    })
    .unwrap_or_default();
    let mut live: Counts = Vec::new();
    let mut unknown = Vec::new();
    for id in objects {
        match st.heap.shared.objects.get(&mut st.heap.pages, id) {
            Some((rid, size)) => add(&mut live, rid, size as u64),
            None => unknown.push(id),
        }
    }
    if !unknown.is_empty() {
        let empty = st.traces.intern(&[], 0);
        for obj in unknown {
            let got = request(vm, RequestArg::ObjectAlloc(obj), |e| match *e {
                Event::ObjectAlloc { class, is_array, size, .. } => Some((is_array, class, size)),
                _ => None,
            });
            if let Some((is_array, class, size)) = got {
                let sc = st.site_class(vm, is_array, class)?;
                st.heap.alloc(obj, sc, empty, size, false);
                let rid = st.heap.shared.registry().known(sc.encode(), empty);
                add(&mut live, rid, size);
            }
        }
    }
    let mut alloc: Counts = st.heap.shared.registry().counts().to_vec();
    crate::sites::add_counts(&mut alloc, &st.heap.shared.ended.lock().unwrap_or_else(|e| e.into_inner()));
    if st.hooked {
        let _ = vm.visit_hooks(&mut |_, _, h| {
            if let Some(hh) = h.as_any().downcast_mut::<crate::hook::HprofThread>().and_then(|h| h.heap.as_mut()) {
                crate::sites::add_counts(&mut alloc, hh.counts());
            }
        });
    }
    Ok((alloc, live))
}

fn add(c: &mut Counts, site: u32, size: u64) {
    let i = site as usize;
    if i >= c.len() {
        c.resize(i + 1, [0, 0]);
    }
    c[i][0] += size;
    c[i][1] += 1;
}

/// Resolves every registry site not resolved yet into its final site: a
/// raw site's class from its stable key, its frames' lines, its trace.
pub fn resolve_sites(st: &mut State, vm: &dyn Profiler) -> io::Result<()> {
    let keys: Vec<SiteKey> = st.heap.shared.registry().keys()[st.heap.resolved.len()..].to_vec();
    for k in keys {
        let site = match k {
            SiteKey::Known { class, trace } => st.heap.site(SiteClass::decode(class), trace),
            SiteKey::Raw { class_key, is_array, thread, frames } => {
                let class = if class_key == 0 { None } else { vm.class_of_key(class_key) };
                let sc = if class_key != 0 && class.is_none() { SiteClass::Unknown } else { st.site_class(vm, is_array, class)? };
                let lineno = st.opts.lineno;
                let cf: Vec<CallFrame> = frames
                    .iter()
                    .map(|&f| CallFrame { line: if lineno { *st.lines.entry(f).or_insert_with(|| vm.line_of(f)) } else { CallFrame::LINE_UNKNOWN }, method: f.method() })
                    .collect();
                let t = if st.opts.thread { st.thread_serial(thread) } else { 0 };
                let trace = st.traces.intern(&cf, t);
                st.heap.site(sc, trace)
            }
        };
        st.heap.resolved.push(site);
    }
    Ok(())
}

/// Sets the final sites' counts from the per-registry-site ones.
fn set_site_counts(st: &mut State, alloc: &[[u64; 2]], live: &[[u64; 2]]) {
    for s in &mut st.heap.sites {
        (s.live_bytes, s.live_objs, s.alloc_bytes, s.alloc_objs) = (0, 0, 0, 0);
    }
    for (rid, &site) in st.heap.resolved.iter().enumerate() {
        let s = &mut st.heap.sites[site as usize];
        if let Some(a) = alloc.get(rid) {
            s.alloc_bytes += a[0];
            s.alloc_objs += a[1];
        }
        if let Some(l) = live.get(rid) {
            s.live_bytes += l[0];
            s.live_objs += l[1];
        }
    }
}

/// SITES (text) or ALLOC_SITES (binary), ordered by live bytes.
fn write_sites(st: &mut State) -> io::Result<()> {
    let total_live: u64 = st.heap.sites.iter().map(|s| s.live_bytes).sum();
    let total_live_objs: u64 = st.heap.sites.iter().map(|s| s.live_objs).sum();
    let total_alloc: u64 = st.heap.sites.iter().map(|s| s.alloc_bytes).sum();
    let total_alloc_objs: u64 = st.heap.sites.iter().map(|s| s.alloc_objs).sum();
    // Rows: ties are broken by content (class name, then the trace's
    // frames), never by serial numbers or hash order, so the table is the
    // same whatever the collector.
    let mut rows: Vec<(usize, String, String)> = st
        .heap
        .sites
        .iter()
        .enumerate()
        .map(|(i, s)| {
            let frames: Vec<String> = st.traces.get(s.trace).frames.iter().map(|f| st.frame_text(f)).collect();
            (i, st.site_class_name(s.class), frames.join("\n"))
        })
        .collect();
    let sites = &st.heap.sites;
    rows.sort_by(|a, b| {
        let (x, y) = (&sites[a.0], &sites[b.0]);
        y.live_bytes
            .cmp(&x.live_bytes)
            .then(y.alloc_bytes.cmp(&x.alloc_bytes))
            .then(y.live_objs.cmp(&x.live_objs))
            .then_with(|| a.1.cmp(&b.1))
            .then_with(|| a.2.cmp(&b.2))
    });
    let cutoff = st.opts.cutoff;
    let keep: Vec<(usize, String)> = rows
        .into_iter()
        .take_while(|r| total_live > 0 && sites[r.0].live_bytes as f64 / total_live as f64 >= cutoff)
        .map(|r| (r.0, r.1))
        .collect();
    let traces: Vec<u32> = keep.iter().map(|r| st.heap.sites[r.0].trace).collect();
    st.write_traces(traces)?;
    if st.out.bin.is_some() {
        let mut b = binary::Body::default();
        b.u2(0).u4((cutoff as f32).to_bits()).u4(total_live as u32).u4(total_live_objs as u32).u8(total_alloc).u8(total_alloc_objs);
        b.u4(keep.len() as u32);
        for (i, name) in &keep {
            let s = &st.heap.sites[*i];
            let is_array = match s.class {
                SiteClass::Instance(_) | SiteClass::Unknown => 0,
                SiteClass::ObjArray(_) => 2,
                SiteClass::PrimArray(t) => t.as_jvmpi() as u8,
            };
            let serial = st.class_by_name.get(name).map_or(0, |&c| st.class(c).serial);
            b.u1(is_array).u4(serial).u4(s.trace);
            b.u4(s.live_bytes as u32).u4(s.live_objs as u32).u4(s.alloc_bytes as u32).u4(s.alloc_objs as u32);
        }
        if let Some(bin) = st.out.bin.as_ref() {
            return bin.record(&mut st.out.w, binary::tag::ALLOC_SITES, &b.0);
        }
    }
    // The layout of the original (hprof_io.c): the column headers right
    // after BEGIN, class names as Java types (`char[]`).
    let now = util::ctime(SystemTime::now());
    let mut text = format!(
        "SITES BEGIN (ordered by live bytes) {now}\n          percent          live          alloc'ed  stack class\n rank   self  accum     bytes objs     bytes  objs trace name\n"
    );
    let mut accum = 0.0;
    for (rank, (i, name)) in keep.iter().enumerate() {
        let s = &st.heap.sites[*i];
        let selfp = s.live_bytes as f64 * 100.0 / total_live as f64;
        accum += selfp;
        text.push_str(&format!(
            "{:5} {:5.2}% {:5.2}% {:9} {:4} {:9} {:5} {:5} {}\n",
            rank + 1,
            selfp,
            accum,
            s.live_bytes,
            s.live_objs,
            s.alloc_bytes,
            s.alloc_objs,
            s.trace,
            util::type_name(name)
        ));
    }
    text.push_str("SITES END\n");
    st.writer().write_all(text.as_bytes())
}

fn status_text(s: rjvm_profiler_api::ThreadStatus) -> String {
    let mut t = String::new();
    if s.is_suspended() {
        t.push_str("S|");
    }
    if s.is_interrupted() {
        t.push_str("intr|");
    }
    t.push_str(match s.state() {
        ThreadState::Runnable => "R",
        ThreadState::MonitorWait => "MW",
        ThreadState::CondvarWait => "CW",
        ThreadState::Other(_) => "UNKNOWN",
    });
    t
}

/// MONITOR DUMP from RequestEvent(MONITOR_DUMP).
fn write_monitor_dump(st: &mut State, vm: &dyn Profiler) -> io::Result<()> {
    struct Got {
        threads: Vec<(ThreadId, Vec<rjvm_profiler_api::CallFrame>, String)>,
        monitors: Vec<rjvm_profiler_api::encode::MonitorRecord>,
        raw_names: Vec<Option<String>>,
    }
    // Raw monitor names: the dump gives a `char*` that only unsafe code may
    // read, so the names come from the contention events seen so far.
    let got = request(vm, RequestArg::MonitorDump, |e| match *e {
        Event::MonitorDump { data, traces, statuses, .. } => {
            let monitors: Vec<_> = monitor_records(data).filter_map(Result::ok).collect();
            let raw_names = monitors.iter().map(|_| None).collect();
            let threads = traces
                .iter()
                .zip(statuses.iter().copied().chain(std::iter::repeat(rjvm_profiler_api::ThreadStatus(0))))
                .map(|(t, s)| (t.thread, t.frames.to_vec(), status_text(s)))
                .collect();
            Some(Got { threads, monitors, raw_names })
        }
        _ => None,
    });
    let Some(got) = got else {
        eprint!(" (the VM gives no monitor dump)");
        return Ok(());
    };
    let mut text = String::from("MONITOR DUMP BEGIN\n");
    let mut lines = Vec::new();
    for (t, frames, status) in &got.threads {
        let trace = st.intern(frames, *t);
        lines.push((trace, format!("    THREAD {}, trace {trace}, status: {status}\n", st.thread_serial(*t))));
    }
    st.write_traces(lines.iter().map(|l| l.0))?;
    for (_, l) in &lines {
        text.push_str(l);
    }
    let threads = |st: &State, v: &[ThreadId]| v.iter().map(|t| format!(" thread {}", st.thread_serial(*t))).collect::<Vec<_>>().join(",");
    for (m, raw) in got.monitors.iter().zip(&got.raw_names) {
        match m.monitor {
            MonitorKind::Java { object } => {
                let cls = monitor_class(st, vm, object);
                text.push_str(&format!("    MONITOR {}({:x})", util::type_name(&cls), object.0));
            }
            MonitorKind::Raw { monitor, .. } => {
                let name = raw.clone().or_else(|| st.raw_names.get(&monitor).cloned()).unwrap_or_default();
                text.push_str(&format!("    RAW MONITOR \"{name}\"(0x{:x})", monitor.0));
            }
        }
        // The original's lines: "unowned" on the MONITOR line, both waiter
        // lines always (" thread N" items, comma separated).
        match m.owner {
            Some(o) => text.push_str(&format!("\n\towner: thread {}, entry count: {}\n", st.thread_serial(o), m.entry_count)),
            None => text.push_str(" unowned\n"),
        }
        text.push_str(&format!("\twaiting to enter:{}\n", threads(st, &m.waiting_to_enter)));
        text.push_str(&format!("\twaiting to be notified:{}\n", threads(st, &m.waiting_for_notify)));
    }
    text.push_str("MONITOR DUMP END\n");
    st.writer().write_all(text.as_bytes())
}

/// MONITOR TIME: contended time per monitor and trace.
fn write_monitor_time(st: &mut State) -> io::Result<()> {
    let total: u64 = st.monitor_time.values().map(|v| v.0).sum();
    let mut v: Vec<(u64, u64, u32, String)> = st
        .monitor_time
        .iter()
        .map(|((k, trace), (ns, n))| {
            let label = match k {
                MonitorKey::Java(c) => format!("{} (Java)", util::type_name(c)),
                MonitorKey::Raw(n) => format!("\"{n}\" (Raw)"),
            };
            (*ns, *n, *trace, label)
        })
        .collect();
    v.sort_by(|a, b| b.0.cmp(&a.0).then_with(|| a.3.cmp(&b.3)).then(a.2.cmp(&b.2)));
    let cutoff = st.opts.cutoff;
    v.retain(|r| total > 0 && r.0 as f64 / total as f64 >= cutoff);
    st.write_traces(v.iter().map(|r| r.2))?;
    let now = util::ctime(SystemTime::now());
    // As the original: the column header only when there is a row.
    let mut text = format!("MONITOR TIME BEGIN (total = {} ms) {now}\n", total / 1_000_000);
    if !v.is_empty() {
        text.push_str("rank   self  accum   count trace monitor\n");
    }
    let mut accum = 0.0;
    for (i, (ns, n, trace, label)) in v.iter().enumerate() {
        let selfp = *ns as f64 * 100.0 / total as f64;
        accum += selfp;
        text.push_str(&format!("{:4} {:5.2}% {:5.2}% {:7} {:5} {}\n", i + 1, selfp, accum, n, trace, label));
    }
    text.push_str("MONITOR TIME END\n");
    st.writer().write_all(text.as_bytes())
}
