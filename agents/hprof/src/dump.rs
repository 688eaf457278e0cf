//! Dumping the profile: MONITOR DUMP/TIME, HEAP DUMP, SITES, CPU.

use std::collections::HashMap;
use std::io::{self, Write};
use std::time::SystemTime;

use rjvm_profiler_api::encode::{monitor_records, MonitorKind, Value};
use rjvm_profiler_api::heapdump::{ClassLayoutRef, HeapDump, HeapDumpError, Record, Root};
use rjvm_profiler_api::{ClassId, DumpLevel, Event, ObjectId, Profiler, RequestArg, ThreadId, ThreadState, TypeCode};

use crate::options::Cpu;
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
        if st.opts.heap.dump() {
            eprint!(" Java heap ...");
            write_heap_dump(st, vm)?;
        }
        if st.opts.heap.sites() {
            eprint!(" allocation sites ...");
            resolve_unknown(st, vm)?;
            write_sites(st)?;
        }
        match st.opts.cpu {
            Cpu::Off => {}
            Cpu::Samples => {
                eprint!(" CPU usage by sampling running threads ...");
                crate::cpu::write_samples(st)?;
            }
            Cpu::Times => {
                eprint!(" CPU usage by timing methods ...");
                crate::cpu::write_times(st)?;
            }
            Cpu::Old => {
                eprint!(" CPU usage in old prof format ...");
                crate::cpu::write_old(st)?;
            }
        }
        crate::cpu::write_flame(st)?;
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

/// Objects seen only through OBJECT_MOVE get their class and size from a
/// requested OBJECT_ALLOC, and an empty allocation trace.
fn resolve_unknown(st: &mut State, vm: &dyn Profiler) -> io::Result<()> {
    let unknown: Vec<(rjvm_profiler_api::ArenaId, ObjectId)> = st
        .heap
        .arenas
        .iter()
        .flat_map(|(a, m)| m.iter().filter(|(_, o)| o.site == UNRESOLVED).map(move |(id, _)| (*a, *id)))
        .collect();
    if unknown.is_empty() {
        return Ok(());
    }
    let empty = st.traces.intern(&[], 0);
    for (arena, obj) in unknown {
        let got = request(vm, RequestArg::ObjectAlloc(obj), |e| match *e {
            Event::ObjectAlloc { class, is_array, size, .. } => Some((is_array, class, size)),
            _ => None,
        });
        if let Some(m) = st.heap.arenas.get_mut(&arena) {
            m.remove(&obj);
        }
        if let Some((is_array, class, size)) = got {
            let sc = st.site_class(vm, is_array, class)?;
            let site = st.heap.site(sc, empty);
            // Count it as allocated: it exists, we just missed its birth.
            st.heap.alloc(arena, obj, site, size.min(u32::MAX as u64) as u32, false);
        }
    }
    Ok(())
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
    let now = util::ctime(SystemTime::now());
    let mut text = format!(
        "SITES BEGIN (ordered by live bytes) {now}\n          percent         live       alloc'ed  stack class\n rank   self  accum    bytes objs   bytes objs trace name\n"
    );
    let mut accum = 0.0;
    for (rank, (i, name)) in keep.iter().enumerate() {
        let s = &st.heap.sites[*i];
        let selfp = s.live_bytes as f64 * 100.0 / total_live as f64;
        accum += selfp;
        text.push_str(&format!(
            "{:5} {:5.2}% {:5.2}% {:8} {:4} {:7} {:4} {:5} {}\n",
            rank + 1,
            selfp,
            accum,
            s.live_bytes,
            s.live_objs,
            s.alloc_bytes,
            s.alloc_objs,
            s.trace,
            name
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
    let threads = |st: &State, v: &[ThreadId]| v.iter().map(|t| format!("thread {}", st.thread_serial(*t))).collect::<Vec<_>>().join(", ");
    for (m, raw) in got.monitors.iter().zip(&got.raw_names) {
        match m.monitor {
            MonitorKind::Java { object } => {
                let cls = monitor_class(st, vm, object);
                text.push_str(&format!("    MONITOR {cls}({:x})\n", object.0));
            }
            MonitorKind::Raw { monitor, .. } => {
                let name = raw.clone().or_else(|| st.raw_names.get(&monitor).cloned()).unwrap_or_default();
                text.push_str(&format!("    RAW MONITOR \"{name}\"(0x{:x})\n", monitor.0));
            }
        }
        match m.owner {
            Some(o) => text.push_str(&format!("\towner: thread {}, entry count: {}\n", st.thread_serial(o), m.entry_count)),
            None => text.push_str("\towner: none\n"),
        }
        if !m.waiting_to_enter.is_empty() {
            text.push_str(&format!("\twaiting to enter: {}\n", threads(st, &m.waiting_to_enter)));
        }
        if !m.waiting_for_notify.is_empty() {
            text.push_str(&format!("\twaiting to be notified: {}\n", threads(st, &m.waiting_for_notify)));
        }
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
                MonitorKey::Java(c) => format!("{c} (Java)"),
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
    let mut text = format!("MONITOR TIME BEGIN (total = {} ms) {now}\nrank   self  accum   count trace monitor\n", total / 1_000_000);
    let mut accum = 0.0;
    for (i, (ns, n, trace, label)) in v.iter().enumerate() {
        let selfp = *ns as f64 * 100.0 / total as f64;
        accum += selfp;
        text.push_str(&format!("{:4} {:5.2}% {:5.2}% {:7} {:5} {}\n", i + 1, selfp, accum, n, trace, label));
    }
    text.push_str("MONITOR TIME END\n");
    st.writer().write_all(text.as_bytes())
}

/// Names of primitive element types, as the original prints them.
fn prim_name(t: TypeCode) -> &'static str {
    match t {
        TypeCode::Boolean => "boolean",
        TypeCode::Char => "char",
        TypeCode::Float => "float",
        TypeCode::Double => "double",
        TypeCode::Byte => "byte",
        TypeCode::Short => "short",
        TypeCode::Int => "int",
        TypeCode::Long => "long",
        TypeCode::NormalObject | TypeCode::Class => "object",
    }
}

/// HEAP DUMP from RequestEvent(HEAP_DUMP, level 2): text or binary.
fn write_heap_dump(st: &mut State, vm: &dyn Profiler) -> io::Result<()> {
    // Copy the dump out of the event: a CLASS_DUMP of a class the agent
    // has not seen needs a CLASS_LOAD request before the buffer can be read.
    let got = request(vm, RequestArg::HeapDump(DumpLevel::Level2), |e| match *e {
        Event::HeapDump { level, data, traces, .. } => {
            let traces: Vec<(ThreadId, Vec<rjvm_profiler_api::CallFrame>)> = traces.iter().map(|t| (t.thread, t.frames.to_vec())).collect();
            Some((level, data.to_vec(), traces))
        }
        _ => None,
    });
    let Some((level, data, traces)) = got else {
        eprint!(" (the VM gives no heap dump)");
        return Ok(());
    };
    // The threads of the dump are its traces; their objects are roots.
    let threads: Vec<ThreadRoot> = traces.into_iter().map(|(t, f)| ThreadRoot { object: vm.thread_object(t), thread: t, frames: f }).collect();
    let mut asked = std::collections::HashSet::new();
    loop {
        let layouts: HashMap<ClassId, ClassLayoutRef> = st.classes.iter().map(|(_, id, c)| (id, c.layout.clone())).collect();
        let layout = |c: ClassId| layouts.get(&c).cloned();
        match HeapDump::parse(&data, level, &layout) {
            Ok(d) => {
                return if st.out.bin.is_some() {
                    heap_binary(st, &d, &data, level, &layout, &threads)
                } else {
                    heap_text(st, &d, &data, level, &layout, &threads)
                };
            }
            Err(HeapDumpError::UnknownClass { class, .. }) if asked.insert(class) => {
                if st.class_ix(vm, class)?.is_none() {
                    eprint!(" (heap dump unreadable: the VM cannot describe class 0x{:x})", class.0);
                    return Ok(());
                }
            }
            Err(err) => {
                eprint!(" (heap dump unreadable: {err})");
                return Ok(());
            }
        }
    }
}

/// A thread of a heap dump: its object (a root), its trace.
struct ThreadRoot {
    object: Option<ObjectId>,
    thread: ThreadId,
    frames: Vec<rjvm_profiler_api::CallFrame>,
}

/// Size and allocation trace of an object, from the heap table.
fn obj_info(st: &State, obj: ObjectId) -> (u32, u32) {
    match st.heap.find(obj) {
        Some(o) if o.site != UNRESOLVED => (o.size, st.heap.sites[o.site as usize].trace),
        Some(o) => (o.size, 0),
        None => (0, 0),
    }
}

fn hex(o: Option<ObjectId>) -> String {
    format!("{:x}", o.map_or(0, |o| o.0))
}

fn heap_text(
    st: &mut State,
    d: &HeapDump<'_>,
    data: &[u8],
    level: DumpLevel,
    layout: &dyn Fn(ClassId) -> Option<ClassLayoutRef>,
    threads: &[ThreadRoot],
) -> io::Result<()> {
    let mut body = String::new();
    let mut refs: Vec<u32> = Vec::new();
    for t in threads {
        let tr = st.intern(&t.frames, t.thread);
        refs.push(tr);
        body.push_str(&format!("ROOT {} (kind=<thread>, id={}, trace={tr})\n", hex(t.object), st.thread_serial(t.thread)));
    }
    let (mut count, mut bytes) = (0u64, 0u64);
    for rec in rjvm_profiler_api::heapdump::records(data, level, layout) {
        let Ok(rec) = rec else { break };
        match rec {
            Record::Root(r) => {
                let ts = |t: Option<ThreadId>| t.map_or(0, |t| st.thread_serial(t));
                let line = match r {
                    Root::Unknown { object } => format!("ROOT {:x} (kind=<unknown>)", object.0),
                    Root::JniGlobal { object, global_ref } => format!("ROOT {:x} (kind=<JNI global ref>, id={global_ref:x}, trace=0)", object.0),
                    Root::JniLocal { object, thread, depth } => format!("ROOT {:x} (kind=<JNI local ref>, thread={}, frame={depth})", object.0, ts(thread)),
                    Root::JavaFrame { object, thread, depth } => format!("ROOT {:x} (kind=<Java stack>, thread={}, frame={depth})", object.0, ts(thread)),
                    Root::NativeStack { object, thread } => format!("ROOT {:x} (kind=<native stack>, thread={})", object.0, ts(thread)),
                    Root::StickyClass { class } => format!("ROOT {:x} (kind=<system class>, name={})", class.0, st.class_name(class.as_class())),
                    Root::ThreadBlock { object, thread } => format!("ROOT {:x} (kind=<thread block>, thread={})", object.0, ts(thread)),
                    Root::MonitorUsed { object } => format!("ROOT {:x} (kind=<busy monitor>)", object.0),
                };
                body.push_str(&line);
                body.push('\n');
            }
            Record::Class(c) => {
                body.push_str(&format!("CLS {:x} (name={}, trace=0)\n", c.class.0, st.class_name(c.class)));
                if let Some(s) = c.super_class {
                    body.push_str(&format!("\tsuper\t\t{:x}\n", s.0));
                }
                for (what, v) in [("loader", c.loader), ("signers", c.signers), ("domain", c.protection_domain)] {
                    if v.is_some() {
                        body.push_str(&format!("\t{what}\t\t{}\n", hex(v)));
                    }
                }
                if let Some(k) = st.classes.get(c.class) {
                    let names = k.statics.iter().filter(|(_, sig)| level == DumpLevel::Level2 || is_ref(sig));
                    for ((name, _), v) in names.zip(&c.statics) {
                        if let Value::Object(Some(o)) = v {
                            body.push_str(&format!("\tstatic {name}\t{:x}\n", o.0));
                        }
                    }
                }
            }
            Record::Instance(i) => {
                let (sz, tr) = obj_info(st, i.object);
                refs.push(tr);
                count += 1;
                bytes += sz as u64;
                body.push_str(&format!("OBJ {:x} (sz={sz}, trace={tr}, class={}@{:x})\n", i.object.0, st.class_name(i.class), i.class.0));
                if let Ok(vals) = d.instance_values(&i, layout) {
                    for (c, idx, v) in vals {
                        if let Value::Object(Some(o)) = v {
                            let name = st.classes.get(c).and_then(|k| k.instances.get(idx)).map_or("?", |f| f.0.as_str());
                            body.push_str(&format!("\t{name}\t{:x}\n", o.0));
                        }
                    }
                }
            }
            Record::ObjArray(a) => {
                let (sz, tr) = obj_info(st, a.array);
                refs.push(tr);
                count += 1;
                bytes += sz as u64;
                let elem = a.element_class.map_or_else(|| "java.lang.Object".into(), |c| st.class_name(c));
                body.push_str(&format!(
                    "ARR {:x} (sz={sz}, trace={tr}, nelems={}, elem type={elem}@{:x})\n",
                    a.array.0,
                    a.elements.len(),
                    a.element_class.map_or(0, |c| c.0)
                ));
                for (k, e) in a.elements.iter().enumerate() {
                    if let Some(o) = e {
                        body.push_str(&format!("\t[{k}]\t\t{:x}\n", o.0));
                    }
                }
            }
            Record::PrimArray(a) => {
                let (sz, tr) = obj_info(st, a.array);
                refs.push(tr);
                count += 1;
                bytes += sz as u64;
                body.push_str(&format!(
                    "ARR {:x} (sz={sz}, trace={tr}, nelems={}, elem type={})\n",
                    a.array.0,
                    a.length,
                    prim_name(a.element_type)
                ));
            }
        }
    }
    st.write_traces(refs)?;
    let now = util::ctime(SystemTime::now());
    writeln!(st.writer(), "HEAP DUMP BEGIN ({count} objects, {bytes} bytes) {now}")?;
    st.writer().write_all(body.as_bytes())?;
    writeln!(st.writer(), "HEAP DUMP END")
}

fn is_ref(sig: &str) -> bool {
    matches!(sig.as_bytes().first(), Some(b'L' | b'['))
}

/// A value in binary hprof encoding (big-endian, 8-byte ids).
fn bin_value(b: &mut binary::Body, v: Value) {
    match v {
        Value::Object(o) => {
            b.id(o.map_or(0, |o| o.0 as u64));
        }
        Value::Boolean(x) => {
            b.u1(x as u8);
        }
        Value::Byte(x) => {
            b.u1(x as u8);
        }
        Value::Char(x) => {
            b.u2(x);
        }
        Value::Short(x) => {
            b.u2(x as u16);
        }
        Value::Int(x) => {
            b.u4(x as u32);
        }
        Value::Float(x) => {
            b.u4(x.to_bits());
        }
        Value::Long(x) => {
            b.u8(x as u64);
        }
        Value::Double(x) => {
            b.u8(x.to_bits());
        }
    }
}

/// The binary type code of a field signature (2 = object).
fn bin_type(sig: &str) -> u8 {
    TypeCode::from_signature(sig).map_or(2, |t| t.as_jvmpi() as u8)
}

fn heap_binary(
    st: &mut State,
    d: &HeapDump<'_>,
    data: &[u8],
    level: DumpLevel,
    layout: &dyn Fn(ClassId) -> Option<ClassLayoutRef>,
    threads: &[ThreadRoot],
) -> io::Result<()> {
    // Classes moved since their LOAD_CLASS: readers match CLASS_DUMPs to
    // LOAD_CLASS records by object id, so announce them under their
    // current ids first.
    let moved: Vec<usize> = st.classes.iter().filter(|(_, id, c)| *id != c.written_id).map(|(i, _, _)| i).collect();
    for i in moved {
        st.write_load_class(i as crate::ClassIx)?;
    }
    let mut refs: Vec<u32> = Vec::new();
    let mut b = binary::Body::default();
    // Thread roots come from the traces (the JVMPI buffer has none).
    for t in threads {
        let tr = st.intern(&t.frames, t.thread);
        refs.push(tr);
        b.u1(binary::sub::ROOT_THREAD_OBJ).id(t.object.map_or(0, |o| o.0 as u64)).u4(st.thread_serial(t.thread)).u4(tr);
    }
    // Field names are UTF8 records, written before the segment.
    let mut names: HashMap<String, u64> = HashMap::new();
    {
        let mut all: Vec<String> = Vec::new();
        for c in d.classes.keys() {
            if let Some(k) = st.classes.get(*c) {
                all.extend(k.statics.iter().map(|f| f.0.clone()));
                all.extend(k.instances.iter().map(|f| f.0.clone()));
            }
        }
        all.sort();
        all.dedup();
        for n in all {
            let bin = st.out.bin.as_mut().unwrap();
            let id = bin.string(&mut st.out.w, &n)?;
            names.insert(n, id);
        }
    }
    for rec in rjvm_profiler_api::heapdump::records(data, level, layout) {
        let Ok(rec) = rec else { break };
        match rec {
            Record::Root(r) => {
                let ts = |t: Option<ThreadId>| t.map_or(0, |t| st.thread_serial(t));
                match r {
                    Root::Unknown { object } => {
                        b.u1(binary::sub::ROOT_UNKNOWN).id(object.0 as u64);
                    }
                    Root::JniGlobal { object, global_ref } => {
                        b.u1(binary::sub::ROOT_JNI_GLOBAL).id(object.0 as u64).id(global_ref as u64);
                    }
                    Root::JniLocal { object, thread, depth } => {
                        b.u1(binary::sub::ROOT_JNI_LOCAL).id(object.0 as u64).u4(ts(thread)).u4(depth);
                    }
                    Root::JavaFrame { object, thread, depth } => {
                        b.u1(binary::sub::ROOT_JAVA_FRAME).id(object.0 as u64).u4(ts(thread)).u4(depth);
                    }
                    Root::NativeStack { object, thread } => {
                        b.u1(binary::sub::ROOT_NATIVE_STACK).id(object.0 as u64).u4(ts(thread));
                    }
                    Root::StickyClass { class } => {
                        b.u1(binary::sub::ROOT_STICKY_CLASS).id(class.0 as u64);
                    }
                    Root::ThreadBlock { object, thread } => {
                        b.u1(binary::sub::ROOT_THREAD_BLOCK).id(object.0 as u64).u4(ts(thread));
                    }
                    Root::MonitorUsed { object } => {
                        b.u1(binary::sub::ROOT_MONITOR_USED).id(object.0 as u64);
                    }
                }
            }
            Record::Class(c) => {
                let Some(k) = st.classes.get(c.class) else { continue };
                let id = |o: Option<ObjectId>| o.map_or(0, |o| o.0 as u64);
                b.u1(binary::sub::CLASS_DUMP).id(c.class.0 as u64).u4(0).id(c.super_class.map_or(0, |s| s.0 as u64));
                b.id(id(c.loader)).id(id(c.signers)).id(id(c.protection_domain)).id(0).id(0).u4(c.instance_size).u2(0);
                let statics: Vec<&(String, String)> = k.statics.iter().filter(|(_, s)| level == DumpLevel::Level2 || is_ref(s)).collect();
                b.u2(statics.len() as u16);
                for ((name, sig), v) in statics.iter().zip(&c.statics) {
                    b.id(names[name]).u1(bin_type(sig));
                    bin_value(&mut b, *v);
                }
                // At level 1 primitive fields have no values: describe only
                // the fields whose values the instances carry.
                let fields: Vec<&(String, String)> = k.instances.iter().filter(|(_, s)| level == DumpLevel::Level2 || is_ref(s)).collect();
                b.u2(fields.len() as u16);
                for (name, sig) in fields {
                    b.id(names[name]).u1(bin_type(sig));
                }
            }
            Record::Instance(i) => {
                let (_, tr) = obj_info(st, i.object);
                refs.push(tr);
                let mut vb = binary::Body::default();
                if let Ok(vals) = d.instance_values(&i, layout) {
                    for (_, _, v) in vals {
                        bin_value(&mut vb, v);
                    }
                }
                b.u1(binary::sub::INSTANCE_DUMP).id(i.object.0 as u64).u4(tr).id(i.class.0 as u64).u4(vb.0.len() as u32).bytes(&vb.0);
            }
            Record::ObjArray(a) => {
                let (_, tr) = obj_info(st, a.array);
                refs.push(tr);
                // Readers want the array's own class: find it by name.
                let elem_name = a.element_class.map_or_else(|| "java.lang.Object".into(), |c| st.class_name(c));
                let arr_class = st.class_by_name.get(&util::array_of(&elem_name)).map(|&i| st.classes.id_at(i as usize)).or(a.element_class);
                b.u1(binary::sub::OBJ_ARRAY_DUMP).id(a.array.0 as u64).u4(tr).u4(a.elements.len() as u32).id(arr_class.map_or(0, |c| c.0 as u64));
                for e in &a.elements {
                    b.id(e.map_or(0, |o| o.0 as u64));
                }
            }
            Record::PrimArray(a) => {
                let (_, tr) = obj_info(st, a.array);
                refs.push(tr);
                b.u1(binary::sub::PRIM_ARRAY_DUMP).id(a.array.0 as u64).u4(tr).u4(a.length).u1(a.element_type.as_jvmpi() as u8);
                if level == DumpLevel::Level2 {
                    for v in a.values() {
                        bin_value(&mut b, v);
                    }
                } else {
                    // Level 1 has no values; readers need the bytes: zeros.
                    b.bytes(&vec![0; a.length as usize * a.element_type.dump_size()]);
                }
            }
        }
    }
    st.write_traces(refs)?;
    let bin = st.out.bin.as_ref().unwrap();
    bin.record(&mut st.out.w, binary::tag::HEAP_DUMP_SEGMENT, &b.0)?;
    bin.record(&mut st.out.w, binary::tag::HEAP_DUMP_END, &[])
}
