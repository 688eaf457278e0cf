//! hprof: the heap and CPU profiler of the JDK 1.2–5.0 era, as an rjvm
//! agent (`rjvm -Xrunhprof[:options] Main`).
//!
//! It uses only the profiler interface ([`rjvm_profiler_api::Profiler`]),
//! never the VM's internals, so the same code runs built into `rjvm`
//! ([`BUILTIN`]) and as `libhprof.so` through the C ABI (the
//! `rjvm-hprof-so` crate). Options and output formats follow the original;
//! see `docs/hprof.md` and [`options::USAGE`].
//!
//! What it records:
//!
//! * heap (`heap=sites|dump|all`): every allocation (OBJECT_ALLOC, with the
//!   allocating stack), kept exact across collectors by following
//!   OBJECT_MOVE, OBJECT_FREE and ARENA_DELETE: objects are keyed by
//!   `(arena, id)`; objects the agent never saw allocated are resolved with
//!   RequestEvent(OBJECT_ALLOC) at dump time. The heap dump comes from
//!   RequestEvent(HEAP_DUMP).
//! * classes: a class id is its `java.lang.Class` object's id, which moves
//!   with the object, so classes live in a [`ClassTable`] that follows
//!   OBJECT_MOVE (always enabled) and sites name classes by their stable
//!   index; a class id the agent does not know is resolved with
//!   RequestEvent(CLASS_LOAD).
//! * `cpu=samples`: a system thread suspends the threads that ran since the
//!   last sample every `interval` ms, records their stacks and resumes them.
//! * `cpu=times|old`: every call timed with the thread's cycle counter,
//!   scaled to its CPU time once per epoch (`rjvm_profiler_api::clock`),
//!   per thread in a calling-context tree, merged when dumping. Through
//!   per-thread method hooks where the VM has them (no event, no lock per
//!   call), else METHOD_ENTRY/EXIT (per thread through thread-local
//!   storage).
//! * `monitor=y`: time spent blocked entering contended monitors, per
//!   monitor and stack, and a MONITOR DUMP.
//!
//! Dumps happen at exit (`doe=y`) and on DATA_DUMP_REQUEST (SIGQUIT).

mod binary;
mod cpu;
mod dump;
mod heap;
pub mod hook;
mod options;
mod sites;
mod util;

use std::collections::HashMap;
use std::io::{self, BufWriter, Write};
use std::net::TcpStream;
use std::sync::atomic::{AtomicBool, Ordering};
use std::sync::{Arc, Mutex, MutexGuard};
use std::time::{Instant, SystemTime};

use rjvm_profiler_api::classes::ClassTable;
use rjvm_profiler_api::heapdump::{ClassLayout, ClassLayoutRef};
use rjvm_profiler_api::{
    priority, Agent, BuiltinAgent, CallFrame, ClassId, Event, EventKind, MethodId, ObjectId, Profiler,
    HookKinds, ObjectMoved, RawMonitor, RequestArg, ThreadId, TypeCode,
};

use options::{Cpu, Options, Parsed, Target};
use util::FxMap;

/// The registry entry of the built-in agent (`-Xrunhprof`).
pub const BUILTIN: BuiltinAgent = BuiltinAgent { name: "hprof", create: new_agent };

/// A fresh hprof agent.
pub fn new_agent() -> Box<dyn Agent> {
    Box::new(Hprof { shared: None })
}

/// The agent: its data live behind a lock that the sampling thread
/// shares.
pub struct Hprof {
    shared: Option<Arc<Shared>>,
}

/// State shared by the event callbacks and the sampler thread.
struct Shared {
    st: Mutex<State>,
    /// Tells the sampler to stop.
    stop: AtomicBool,
    /// The raw monitor the sampler waits on between samples.
    wake: Mutex<Option<RawMonitor>>,
}

impl Shared {
    fn lock(&self) -> MutexGuard<'_, State> {
        // A panic while holding the lock leaves data that is still usable
        // for a best-effort profile.
        self.st.lock().unwrap_or_else(|e| e.into_inner())
    }
}

/// A loaded class.
struct Class {
    name: String,
    source: Option<String>,
    layout: ClassLayoutRef,
    statics: Vec<(String, String)>,
    instances: Vec<(String, String)>,
    /// Serial of its LOAD_CLASS record (binary format).
    serial: u32,
    /// The class object id its last LOAD_CLASS record named (binary
    /// format): a heap dump re-announces a class that moved since.
    written_id: ClassId,
}

/// A class by its stable index in [`State::classes`].
type ClassIx = u32;

/// A method, from its class's CLASS_LOAD.
struct Method {
    class: ClassIx,
    name: String,
    signature: String,
}

/// A thread, from THREAD_START.
struct Thread {
    id: ThreadId,
    serial: u32,
    alive: bool,
    /// Per-thread method timing (`cpu=times|old`).
    times: cpu::ThreadTimes,
}

/// A trace: frames (top first) and, with `thread=y`, a thread serial.
#[derive(Clone, PartialEq, Eq, Hash)]
struct TraceKey {
    frames: Box<[CallFrame]>,
    thread: u32,
}

/// Traces by serial (serial = index + 1).
#[derive(Default)]
struct Traces {
    /// Keyed by the flat form `[method, line, method, line, ..., thread]`,
    /// so a look-up needs no allocation.
    map: FxMap<Box<[u64]>, u32>,
    list: Vec<TraceKey>,
    written: Vec<bool>,
    flat: Vec<u64>,
}

impl Traces {
    fn intern(&mut self, frames: &[CallFrame], thread: u32) -> u32 {
        self.flat.clear();
        for f in frames {
            self.flat.push(f.method.0 as u64);
            self.flat.push(f.line as u32 as u64);
        }
        self.flat.push(thread as u64);
        if let Some(&s) = self.map.get(&self.flat[..]) {
            return s;
        }
        self.list.push(TraceKey { frames: frames.into(), thread });
        self.written.push(false);
        let s = self.list.len() as u32;
        self.map.insert(self.flat.as_slice().into(), s);
        s
    }
    fn get(&self, serial: u32) -> &TraceKey {
        &self.list[serial as usize - 1]
    }
}

/// What a site's objects are.
#[derive(Clone, Copy, PartialEq, Eq, Hash, Debug)]
enum SiteClass {
    Instance(ClassIx),
    ObjArray(Option<ClassIx>),
    PrimArray(TypeCode),
    /// A class id the VM could not describe (never expected).
    Unknown,
}

/// One allocation site: class and allocation trace.
struct Site {
    class: SiteClass,
    trace: u32,
    live_bytes: u64,
    live_objs: u64,
    alloc_bytes: u64,
    alloc_objs: u64,
}

/// An object the agent knows: its site (index in `HeapTable::sites`, or
/// [`UNRESOLVED`] if not resolved yet) and size.
#[derive(Clone, Copy)]
struct Obj {
    site: u32,
    size: u32,
}

/// A site not resolved yet.
const UNRESOLVED: u32 = u32::MAX;

impl SiteClass {
    /// The form the site registry keeps (`sites::SiteKey::Known`).
    fn encode(self) -> [u64; 2] {
        match self {
            SiteClass::Instance(c) => [0, c as u64],
            SiteClass::ObjArray(Some(c)) => [1, c as u64],
            SiteClass::ObjArray(None) => [2, 0],
            SiteClass::PrimArray(t) => [3, t.as_jvmpi() as u8 as u64],
            SiteClass::Unknown => [4, 0],
        }
    }

    fn decode(w: [u64; 2]) -> SiteClass {
        match w[0] {
            0 => SiteClass::Instance(w[1] as ClassIx),
            1 => SiteClass::ObjArray(Some(w[1] as ClassIx)),
            2 => SiteClass::ObjArray(None),
            3 => TypeCode::from_jvmpi(w[1] as i32).map_or(SiteClass::Unknown, SiteClass::PrimArray),
            _ => SiteClass::Unknown,
        }
    }
}

/// The objects and sites (see `sites`): objects by address in the shared
/// table, sites in the shared registry (raw or known), resolved into
/// `sites` (class, trace) when dumping; the counts are computed then.
#[derive(Default)]
struct HeapTable {
    shared: Arc<sites::HeapShared>,
    pages: sites::PageCache,
    sites: Vec<Site>,
    site_index: FxMap<(SiteClass, u32), u32>,
    /// Registry site → index in `sites` (UNRESOLVED: not yet).
    resolved: Vec<u32>,
    /// The page cache of `find` (which reads through `&self`).
    find_pages: std::cell::RefCell<sites::PageCache>,
}

impl HeapTable {
    /// The final site of (class, trace).
    fn site(&mut self, class: SiteClass, trace: u32) -> u32 {
        let n = self.sites.len() as u32;
        *self.site_index.entry((class, trace)).or_insert_with(|| {
            self.sites.push(Site { class, trace, live_bytes: 0, live_objs: 0, alloc_bytes: 0, alloc_objs: 0 });
            n
        })
    }

    /// An object allocated at (class, trace), from an event. `replay`: the
    /// start-up report of existing objects, which may repeat an object (the
    /// VM says so): a repeat is not a new object.
    fn alloc(&mut self, obj: ObjectId, class: SiteClass, trace: u32, size: u64, replay: bool) {
        let rid = self.shared.registry().known(class.encode(), trace);
        if replay && self.shared.objects.get(&mut self.pages, obj).is_some_and(|(r, _)| r == rid) {
            return;
        }
        self.shared.registry().count(rid, size);
        self.shared.objects.set(&mut self.pages, obj, rid, size);
    }

    fn moved(&mut self, obj: ObjectId, new_obj: ObjectId) {
        self.shared.objects.moved(&mut self.pages, obj, new_obj);
    }

    /// What the table says about the object at `obj`'s address (resolved
    /// as far as the last resolution went).
    fn find(&self, obj: ObjectId) -> Option<Obj> {
        let (rid, size) = self.shared.objects.get(&mut self.find_pages.borrow_mut(), obj)?;
        Some(Obj { site: self.resolved.get(rid as usize).copied().unwrap_or(UNRESOLVED), size })
    }
}

/// A monitor, for MONITOR TIME.
#[derive(Clone, PartialEq, Eq, Hash, PartialOrd, Ord)]
enum MonitorKey {
    Java(String),
    Raw(String),
}

/// Where the profile goes.
struct Out {
    w: BufWriter<Box<dyn Write + Send>>,
    bin: Option<binary::BinState>,
}

/// All the agent's data.
struct State {
    opts: Options,
    out: Out,
    classes: ClassTable<Class>,
    class_by_name: HashMap<String, ClassIx>,
    methods: FxMap<MethodId, Method>,
    threads: Vec<Thread>,
    thread_index: FxMap<ThreadId, usize>,
    /// The last thread of a method event and its index (saves the TLS
    /// look-up while one thread runs).
    last_thread: Option<(ThreadId, usize)>,
    traces: Traces,
    heap: HeapTable,
    /// CPU samples per trace serial.
    samples: HashMap<u32, u64>,
    sample_total: u64,
    /// Deep stacks of the samples (root last), for flame graphs.
    sample_stacks: HashMap<Box<[MethodId]>, u64>,
    /// Contended-monitor time: (monitor, trace) → (ns, count).
    monitor_time: HashMap<(MonitorKey, u32), (u64, u64)>,
    /// Threads blocked entering a monitor: since when, on what, from where.
    monitor_pending: HashMap<ThreadId, (Instant, MonitorKey, u32)>,
    /// Names of raw monitors, from their contention events.
    raw_names: HashMap<RawMonitor, String>,
    /// Class names of monitor objects, until the next GC moves them.
    monitor_class_cache: HashMap<ObjectId, String>,
    init_done: bool,
    shut_down: bool,
    sampler: Option<ThreadId>,
    frames: Vec<CallFrame>,
    /// A write failed (reported once).
    io_failed: bool,
    /// With method hooks: where the hooks of ending threads leave their
    /// times, and the times collected from there.
    ended_times: Option<Arc<Mutex<Vec<cpu::ThreadTimes>>>>,
    finished_times: Vec<cpu::ThreadTimes>,
    /// The VM calls hprof's per-thread hooks.
    hooked: bool,
    /// Source lines of raw frames (allocation hooks), looked up once.
    lines: FxMap<rjvm_profiler_api::RawFrame, i32>,
}

/// Stack depth of the samples kept for flame graphs.
const FLAME_DEPTH: usize = 128;

impl State {
    /// A collection moved `object` to `new_object` (an OBJECT_MOVE, or one
    /// of a batch from the move hook).
    fn object_moved(&mut self, object: ObjectId, new_object: ObjectId) {
        self.classes.object_moved(object, new_object);
        if self.opts.heap != options::Heap::Off {
            self.heap.moved(object, new_object)
        }
    }
}

impl State {
    fn new(opts: Options, out: Out) -> State {
        State {
            opts,
            out,
            classes: ClassTable::new(),
            class_by_name: HashMap::new(),
            methods: FxMap::default(),
            threads: Vec::new(),
            thread_index: FxMap::default(),
            last_thread: None,
            traces: Traces::default(),
            heap: HeapTable::default(),
            samples: HashMap::new(),
            sample_total: 0,
            sample_stacks: HashMap::new(),
            monitor_time: HashMap::new(),
            monitor_pending: HashMap::new(),
            monitor_class_cache: HashMap::new(),
            raw_names: HashMap::new(),
            init_done: false,
            shut_down: false,
            sampler: None,
            frames: Vec::new(),
            io_failed: false,
            ended_times: None,
            finished_times: Vec::new(),
            hooked: false,
            lines: FxMap::default(),
        }
    }

    fn thread_serial(&self, t: ThreadId) -> u32 {
        match self.thread_index.get(&t) {
            Some(&i) => self.threads[i].serial,
            // An ended thread still named by a dump (the exit dump comes
            // after the main thread's THREAD END).
            None => self.threads.iter().rev().find(|x| x.id == t).map_or(0, |x| x.serial),
        }
    }

    /// The stack of `thread` now, as a trace serial.
    fn trace_of(&mut self, vm: &dyn Profiler, thread: ThreadId) -> u32 {
        if self.opts.thread && !self.thread_index.contains_key(&thread) {
            // A thread seen before its THREAD_START (the start-up report of
            // existing objects comes first): give it its serial now.
            self.add_thread(vm, thread);
        }
        let mut frames = std::mem::take(&mut self.frames);
        vm.call_trace_into(thread, self.opts.depth, &mut frames);
        let s = self.intern(&frames, thread);
        self.frames = frames;
        s
    }

    /// Interns frames for `thread` (line numbers dropped with `lineno=n`,
    /// thread kept with `thread=y`).
    fn intern(&mut self, frames: &[CallFrame], thread: ThreadId) -> u32 {
        let t = if self.opts.thread { self.thread_serial(thread) } else { 0 };
        if self.opts.lineno {
            self.traces.intern(frames, t)
        } else {
            let f: Vec<CallFrame> = frames.iter().map(|f| CallFrame { line: CallFrame::LINE_UNKNOWN, method: f.method }).collect();
            self.traces.intern(&f, t)
        }
    }

    fn class(&self, c: ClassIx) -> &Class {
        self.classes.at(c as usize)
    }

    /// The name of the class whose current id is `c` (dump records).
    fn class_name(&self, c: ClassId) -> String {
        self.classes.get(c).map_or_else(|| format!("<unknown class 0x{:x}>", c.0), |k| k.name.clone())
    }

    fn site_class_name(&self, c: SiteClass) -> String {
        match c {
            SiteClass::Instance(c) => self.class(c).name.clone(),
            SiteClass::ObjArray(Some(e)) => util::array_of(&self.class(e).name),
            SiteClass::ObjArray(None) => "[Ljava.lang.Object;".into(),
            SiteClass::PrimArray(t) => format!("[{}", prim_letter(t)),
            SiteClass::Unknown => "<Unknown>".into(),
        }
    }

    /// The class whose current id is `c`, asking the VM for its CLASS_LOAD
    /// if the agent has not met it under this id.
    fn class_ix(&mut self, vm: &dyn Profiler, c: ClassId) -> io::Result<Option<ClassIx>> {
        if let Some(i) = self.classes.index_of(c) {
            return Ok(Some(i as ClassIx));
        }
        let mut r = Ok(());
        let _ = vm.request_event(RequestArg::ClassLoad(c), &mut |e| r = self.add_class(e));
        r?;
        Ok(self.classes.index_of(c).map(|i| i as ClassIx))
    }

    /// What the objects of an OBJECT_ALLOC are.
    fn site_class(&mut self, vm: &dyn Profiler, is_array: TypeCode, class: Option<ClassId>) -> io::Result<SiteClass> {
        let ix = match class {
            Some(c) => Some(self.class_ix(vm, c)?),
            None => None,
        };
        Ok(match (is_array, ix) {
            (TypeCode::NormalObject, Some(Some(c))) => SiteClass::Instance(c),
            (TypeCode::NormalObject, Some(None)) => SiteClass::Unknown,
            (TypeCode::NormalObject, None) | (TypeCode::Class, None) => SiteClass::ObjArray(None),
            (TypeCode::Class, Some(c)) => c.map_or(SiteClass::Unknown, |c| SiteClass::ObjArray(Some(c))),
            (t, _) => SiteClass::PrimArray(t),
        })
    }

    /// `class.method(Source.java:line)` as in a TRACE (the original's
    /// placeholders for what is unknown).
    fn frame_text(&self, f: &CallFrame) -> String {
        let (cls, name, src) = match self.methods.get(&f.method) {
            Some(m) => {
                let c = self.class(m.class);
                (c.name.as_str(), m.name.as_str(), c.source.as_deref().unwrap_or("<Unknown Source>"))
            }
            None => ("Unknown_class", "<Unknown Method>", "<Unknown Source>"),
        };
        let line = match f.line {
            n if n > 0 => n.to_string(),
            CallFrame::LINE_COMPILED => "Compiled method".into(),
            CallFrame::LINE_NATIVE => "Native method".into(),
            _ => "Unknown line".into(),
        };
        format!("{cls}.{name}({src}:{line})")
    }

    /// `class.method` as in the CPU tables.
    fn method_text(&self, m: MethodId) -> String {
        match self.methods.get(&m) {
            Some(x) => format!("{}.{}", self.class(x.class).name, x.name),
            None => format!("<unknown method 0x{:x}>", m.0),
        }
    }

    fn writer(&mut self) -> &mut dyn Write {
        &mut self.out.w
    }

    /// Writes TRACE records (text) or FRAME + TRACE records (binary) for the
    /// traces not yet written, before a section that refers to them.
    fn write_traces(&mut self, serials: impl IntoIterator<Item = u32>) -> std::io::Result<()> {
        let mut v: Vec<u32> = serials.into_iter().filter(|&s| s != 0 && !self.traces.written[s as usize - 1]).collect();
        v.sort_unstable();
        v.dedup();
        for s in v {
            self.traces.written[s as usize - 1] = true;
            let key = self.traces.get(s).clone();
            if self.out.bin.is_some() {
                let mut ids = Vec::with_capacity(key.frames.len());
                for f in key.frames.iter() {
                    let (id, new) = self.out.bin.as_mut().unwrap().frame_id(f.method.0, f.line);
                    if new {
                        self.write_frame_record(id, f)?;
                    }
                    ids.push(id);
                }
                let mut b = binary::Body::default();
                b.u4(s).u4(key.thread).u4(ids.len() as u32);
                for id in ids {
                    b.id(id);
                }
                let bin = self.out.bin.as_ref().unwrap();
                bin.record(&mut self.out.w, binary::tag::TRACE, &b.0)?;
            } else {
                let mut text = if key.thread != 0 { format!("TRACE {s}: (thread={})\n", key.thread) } else { format!("TRACE {s}:\n") };
                if key.frames.is_empty() {
                    text.push_str("\t<empty>\n");
                }
                for f in key.frames.iter() {
                    text.push('\t');
                    text.push_str(&self.frame_text(f));
                    text.push('\n');
                }
                self.out.w.write_all(text.as_bytes())?;
            }
        }
        Ok(())
    }

    fn write_frame_record(&mut self, id: u64, f: &CallFrame) -> std::io::Result<()> {
        let (name, sig, src, class_serial) = match self.methods.get(&f.method) {
            Some(m) => {
                let c = self.class(m.class);
                (m.name.clone(), m.signature.clone(), c.source.clone().unwrap_or_else(|| "Unknown source".into()), c.serial)
            }
            None => ("<unknown method>".into(), "()V".into(), "Unknown source".into(), 0),
        };
        let bin = self.out.bin.as_mut().unwrap();
        let (n, s, so) = (bin.string(&mut self.out.w, &name)?, bin.string(&mut self.out.w, &sig)?, bin.string(&mut self.out.w, &src)?);
        let mut b = binary::Body::default();
        b.id(id).id(n).id(s).id(so).u4(class_serial).u4(f.line as u32);
        bin.record(&mut self.out.w, binary::tag::FRAME, &b.0)
    }

    /// The per-thread index, from the cache or thread-local storage;
    /// registers an unknown thread.
    fn thread_slot(&mut self, vm: &dyn Profiler, t: ThreadId) -> usize {
        if let Some((id, i)) = self.last_thread {
            if id == t {
                return i;
            }
        }
        let i = match vm.get_thread_local(t) {
            0 => self.add_thread(vm, t),
            n => n - 1,
        };
        self.last_thread = Some((t, i));
        i
    }

    /// The serial of a thread a dump names: a known thread's, or a new
    /// serial for a thread never seen starting (its thread-local slot is
    /// left alone: the thread is not the agent's to time).
    fn dump_thread_serial(&mut self, t: ThreadId) -> u32 {
        match self.thread_serial(t) {
            0 => {
                let serial = self.threads.len() as u32 + 1;
                self.threads.push(Thread { id: t, serial, alive: false, times: cpu::ThreadTimes::default() });
                serial
            }
            s => s,
        }
    }

    fn add_thread(&mut self, vm: &dyn Profiler, t: ThreadId) -> usize {
        if let Some(&i) = self.thread_index.get(&t) {
            return i;
        }
        let i = self.threads.len();
        self.threads.push(Thread { id: t, serial: i as u32 + 1, alive: true, times: cpu::ThreadTimes::default() });
        self.thread_index.insert(t, i);
        vm.set_thread_local(t, i + 1);
        i
    }
}

impl State {
    /// Records a class from its CLASS_LOAD (live or requested).
    fn add_class(&mut self, e: &Event<'_>) -> std::io::Result<()> {
        let Event::ClassLoad { name, source, num_interfaces, methods, statics, instances, class, .. } = *e else {
            return Ok(());
        };
        if self.classes.index_of(class).is_some() {
            return Ok(());
        }
        let pairs = |v: &[rjvm_profiler_api::FieldInfo<'_>]| v.iter().map(|f| (f.name.to_string(), f.signature.to_string())).collect();
        let ix = self.classes.insert_with(class, |i| Class {
            name: name.to_string(),
            source: source.map(str::to_string),
            layout: Arc::new(ClassLayout::from_fields(num_interfaces, statics, instances)),
            statics: pairs(statics),
            instances: pairs(instances),
            serial: i as u32 + 1,
            written_id: class,
        }) as ClassIx;
        for m in methods {
            self.methods.insert(m.id, Method { class: ix, name: m.name.to_string(), signature: m.signature.to_string() });
        }
        self.class_by_name.insert(name.to_string(), ix);
        self.write_load_class(ix)
    }

    /// The LOAD_CLASS record of a class under its current id (binary).
    fn write_load_class(&mut self, ix: ClassIx) -> io::Result<()> {
        let Some(bin) = self.out.bin.as_mut() else { return Ok(()) };
        let id = self.classes.id_at(ix as usize);
        let c = self.classes.at_mut(ix as usize);
        c.written_id = id;
        let n = bin.string(&mut self.out.w, &util::internal_name(&c.name))?;
        let mut b = binary::Body::default();
        b.u4(c.serial).id(id.0 as u64).u4(0).id(n);
        bin.record(&mut self.out.w, binary::tag::LOAD_CLASS, &b.0)
    }
}

/// The letter of a primitive array class (`[C`).
fn prim_letter(t: TypeCode) -> char {
    match t {
        TypeCode::Boolean => 'Z',
        TypeCode::Char => 'C',
        TypeCode::Float => 'F',
        TypeCode::Double => 'D',
        TypeCode::Byte => 'B',
        TypeCode::Short => 'S',
        TypeCode::Int => 'I',
        TypeCode::Long => 'J',
        TypeCode::NormalObject | TypeCode::Class => 'L',
    }
}

/// The glossary at the top of a text profile.
const GLOSSARY: &str = "\
This file holds the records of the rjvm hprof agent.

THREAD START and THREAD END records say when a thread starts and ends,
with its serial number (id) and its java.lang.Thread object (obj).

A TRACE record is a stack trace, top frame first, given a serial number
that the other records refer to; with thread=y it also names the thread.
Each frame is class.method(source file:line).

HEAP DUMP lists every object: its roots (ROOT), classes (CLS) with their
superclass and non-null static references, instances (OBJ) with their
non-null reference fields, and arrays (ARR) with their non-null elements;
sz is the size in bytes and trace the allocation trace.

SITES lists the allocation sites, a site being a class and the trace where
its objects were allocated, ranked by live bytes: live bytes and objects,
all bytes and objects allocated there so far, the trace and the class.

CPU SAMPLES ranks the traces where running threads were found, sampled
every interval ms; CPU TIME ranks methods (with the trace that called them)
by the thread CPU time spent in them, excluding callees, with call counts.

MONITOR TIME ranks contended monitors by the time threads blocked entering
them; MONITOR DUMP shows every thread's status and every monitor's owner
and waiters.
";

impl Hprof {
    fn shared(&self) -> &Arc<Shared> {
        self.shared.as_ref().expect("on_load ran")
    }
}

fn open_output(opts: &Options) -> Result<Box<dyn Write + Send>, String> {
    match &opts.target {
        Target::File(f) => std::fs::File::create(f)
            .map(|f| Box::new(f) as Box<dyn Write + Send>)
            .map_err(|e| format!("hprof: cannot create {f}: {e}")),
        Target::Net(hp) => TcpStream::connect(hp)
            .map(|s| Box::new(s) as Box<dyn Write + Send>)
            .map_err(|e| format!("hprof: cannot connect to {hp}: {e}")),
    }
}

impl Agent for Hprof {
    fn on_load(&mut self, vm: &dyn Profiler, options: &str) -> Result<(), String> {
        let opts = match options::parse(options) {
            Ok(Parsed::Run(o)) => *o,
            Ok(Parsed::Help) => {
                print!("{}", options::USAGE);
                let _ = std::io::stdout().flush();
                vm.profiler_exit(0)
            }
            Err(e) => {
                eprintln!("hprof: {e}\n\n{}", options::USAGE);
                vm.profiler_exit(1)
            }
        };
        let w = match open_output(&opts) {
            Ok(w) => w,
            Err(e) => {
                eprintln!("{e}");
                vm.profiler_exit(1)
            }
        };
        let mut out = Out { w: BufWriter::with_capacity(1 << 16, w), bin: None };
        let io = |e: std::io::Error| format!("hprof: writing the profile: {e}");
        if opts.binary {
            let mut bin = binary::BinState::begin(&mut out.w).map_err(io)?;
            // CONTROL_SETTINGS: bit 0 alloc traces on, bit 1 cpu sampling on.
            let flags = u32::from(opts.heap != options::Heap::Off) | (u32::from(opts.cpu == Cpu::Samples) << 1);
            let mut b = binary::Body::default();
            b.u4(flags).u2(opts.depth.min(u16::MAX as usize) as u16);
            bin.record(&mut out.w, binary::tag::CONTROL_SETTINGS, &b.0).map_err(io)?;
            let _ = &mut bin;
            out.bin = Some(bin);
        } else {
            let head = format!("JAVA PROFILE 1.0.1, created {}\n\n{GLOSSARY}\n--------\n\n", util::ctime(SystemTime::now()));
            out.w.write_all(head.as_bytes()).map_err(io)?;
        }
        let mut want = vec![
            EventKind::ClassLoad,
            EventKind::ThreadStart,
            EventKind::ThreadEnd,
            EventKind::JvmInitDone,
            EventKind::JvmShutDown,
            EventKind::DataDumpRequest,
        ];
        // Class ids are object ids: OBJECT_MOVE keeps them current (and the
        // objects' sites, with heap=...). Where the VM has move hooks they
        // come in batches instead (`hook::HprofHooks::objects_moved`).
        want.push(EventKind::ObjectMove);
        // Allocations: OBJECT_ALLOC for the objects that exist at start-up
        // (and every allocation where the VM has no hooks); no OBJECT_FREE:
        // which objects are alive is asked when dumping (see `sites`).
        if opts.heap != options::Heap::Off {
            want.push(EventKind::ObjectAlloc);
        }
        let timing = matches!(opts.cpu, Cpu::Times | Cpu::Old);
        let heap_on = opts.heap != options::Heap::Off;
        let monitor = opts.monitor;
        let (per_thread, depth) = (opts.thread, opts.depth);
        let st = State::new(opts, out);
        let shared = Arc::new(Shared { st: Mutex::new(st), stop: AtomicBool::new(false), wake: Mutex::new(None) });
        // Per-thread hooks where the VM has them (no event, no lock per call
        // or allocation): method timing, allocation sites; moved objects in
        // batches. Else the events.
        let ended_times = Arc::new(Mutex::new(Vec::new()));
        let heap_shared = Arc::new(sites::HeapShared::default());
        let moved = {
            let shared = shared.clone();
            Box::new(move |moves: &[ObjectMoved]| {
                let mut st = shared.lock();
                for m in moves {
                    st.object_moved(m.object, m.new_object);
                }
            })
        };
        let hooks = hook::HprofHooks { times: timing.then(|| ended_times.clone()), heap: heap_on.then(|| heap_shared.clone()), per_thread, depth, moved };
        let kinds = HookKinds { methods: timing, allocations: heap_on.then_some(depth), contexts: None, moves: true };
        let hooked = vm.set_hooks(Some(Arc::new(hooks)), kinds).is_ok();
        if timing && !hooked {
            want.extend([EventKind::MethodEntry, EventKind::MethodExit]);
        }
        if monitor {
            want.extend([
                EventKind::MonitorContendedEnter,
                EventKind::MonitorContendedEntered,
                EventKind::RawMonitorContendedEnter,
                EventKind::RawMonitorContendedEntered,
                EventKind::GcStart,
            ]);
        }
        {
            let mut st = shared.lock();
            st.hooked = hooked && (timing || heap_on);
            if hooked && timing {
                st.ended_times = Some(ended_times);
            }
            st.heap.shared = heap_shared;
        }
        self.shared = Some(shared);
        for k in want {
            vm.enable_event(k).map_err(|_| format!("hprof: the VM cannot post {k}"))?;
        }
        Ok(())
    }

    fn event(&mut self, vm: &dyn Profiler, e: &Event<'_>) {
        let shared = self.shared();
        let mut st = shared.lock();
        if st.shut_down {
            return;
        }
        let r = handle(shared, &mut st, vm, e);
        if let Err(err) = r {
            // Once: a closed socket would otherwise report on every event.
            if !st.io_failed {
                st.io_failed = true;
                eprintln!("hprof: writing the profile failed: {err}");
            }
        }
    }
}

fn handle(shared: &Arc<Shared>, st: &mut State, vm: &dyn Profiler, e: &Event<'_>) -> std::io::Result<()> {
    match *e {
        Event::MethodEntry { thread, method } => {
            let i = st.thread_slot(vm, thread);
            st.threads[i].times.enter(method);
        }
        Event::MethodExit { thread, method } => {
            let i = st.thread_slot(vm, thread);
            st.threads[i].times.exit(method);
        }
        Event::ObjectAlloc { thread, class, is_array, size, object, .. } => {
            let sc = st.site_class(vm, is_array, class)?;
            let trace = st.trace_of(vm, thread);
            let replay = !st.init_done;
            st.heap.alloc(object, sc, trace, size, replay);
        }
        Event::ObjectMove { object, new_object, .. } => st.object_moved(object, new_object),
        Event::ClassLoad { .. } => st.add_class(e)?,
        Event::ThreadStart { name, group, parent, thread_object, thread_env, .. } => {
            let i = st.add_thread(vm, thread_env);
            st.threads[i].alive = true;
            let serial = st.threads[i].serial;
            if let Some(bin) = st.out.bin.as_mut() {
                let (n, g, p) = (bin.string(&mut st.out.w, name)?, bin.string(&mut st.out.w, group)?, bin.string(&mut st.out.w, parent)?);
                let mut b = binary::Body::default();
                b.u4(serial).id(thread_object.0 as u64).u4(0).id(n).id(g).id(p);
                bin.record(&mut st.out.w, binary::tag::START_THREAD, &b.0)?;
            } else {
                writeln!(st.writer(), "THREAD START (obj={:x}, id = {serial}, name=\"{name}\", group=\"{group}\")", thread_object.0)?;
            }
        }
        Event::ThreadEnd { thread } => {
            if let Some(&i) = st.thread_index.get(&thread) {
                st.threads[i].alive = false;
                let serial = st.threads[i].serial;
                // The id may be reused by a later thread.
                st.thread_index.remove(&thread);
                vm.set_thread_local(thread, 0);
                st.last_thread = None;
                if let Some(bin) = st.out.bin.as_ref() {
                    let mut b = binary::Body::default();
                    b.u4(serial);
                    bin.record(&mut st.out.w, binary::tag::END_THREAD, &b.0)?;
                } else {
                    writeln!(st.writer(), "THREAD END (id = {serial})")?;
                }
            }
        }
        Event::JvmInitDone { .. } => {
            st.init_done = true;
            if st.opts.cpu == Cpu::Samples {
                let sh = shared.clone();
                let r = vm.create_system_thread("HPROF CPU profiler", priority::MAXIMUM, Box::new(move |vm| cpu::sampler(sh, vm)));
                if let Err(e) = r {
                    eprintln!("hprof: cannot start the sampling thread: {e}");
                }
            }
        }
        Event::DataDumpRequest { .. } => {
            dump::dump_all(st, vm)?;
        }
        Event::JvmShutDown { .. } => {
            shared.stop.store(true, Ordering::SeqCst);
            if let Some(m) = *shared.wake.lock().unwrap_or_else(|e| e.into_inner()) {
                let g = m.lock(vm);
                g.notify_all();
            }
            if st.opts.doe {
                dump::dump_all(st, vm)?;
            }
            st.out.w.flush()?;
            st.shut_down = true;
        }
        Event::MonitorContendedEnter { thread, object } => {
            let name = dump::monitor_class(st, vm, object);
            let trace = st.trace_of(vm, thread);
            st.monitor_pending.insert(thread, (Instant::now(), MonitorKey::Java(name), trace));
        }
        Event::RawMonitorContendedEnter { thread, name, monitor } => {
            st.raw_names.entry(monitor).or_insert_with(|| name.to_string());
            let trace = st.trace_of(vm, thread);
            st.monitor_pending.insert(thread, (Instant::now(), MonitorKey::Raw(name.to_string()), trace));
        }
        Event::MonitorContendedEntered { thread, .. } | Event::RawMonitorContendedEntered { thread, .. } => {
            if let Some((t0, key, trace)) = st.monitor_pending.remove(&thread) {
                let e = st.monitor_time.entry((key, trace)).or_insert((0, 0));
                e.0 += t0.elapsed().as_nanos() as u64;
                e.1 += 1;
            }
        }
        Event::GcStart { .. } => st.monitor_class_cache.clear(),
        _ => {}
    }
    Ok(())
}

/// A binary heap dump file in HotSpot's layout (what `jcmd GC.heap_dump`
/// writes), made from profiler events by the same writer as `format=b`:
/// the VM's own heap dumper (`-XX:+HeapDumpOnOutOfMemoryError`) feeds it
/// the CLASS_LOAD event of every loaded class, then one level-2 HEAP_DUMP.
pub struct HeapDumpFile {
    st: State,
}

impl HeapDumpFile {
    /// Starts the file (its header) on `out`.
    pub fn create(out: Box<dyn Write + Send>) -> std::io::Result<HeapDumpFile> {
        let opts = match options::parse("heap=dump,format=b,doe=n") {
            Ok(Parsed::Run(o)) => *o,
            _ => unreachable!("fixed options parse"),
        };
        let mut out = Out { w: BufWriter::with_capacity(1 << 16, out), bin: None };
        out.bin = Some(binary::BinState::begin(&mut out.w)?);
        Ok(HeapDumpFile { st: State::new(opts, out) })
    }

    /// A CLASS_LOAD event: its class's LOAD_CLASS record (classes are
    /// described before the dump that uses them).
    pub fn class_load(&mut self, e: &Event<'_>) -> std::io::Result<()> {
        self.st.add_class(e)
    }

    /// A level-2 HEAP_DUMP event: the heap dump records. `thread_object`
    /// gives a thread's `java.lang.Thread` (for its root). Fails without
    /// writing anything if the dump names a class no CLASS_LOAD described.
    pub fn heap_dump(&mut self, e: &Event<'_>, thread_object: &dyn Fn(ThreadId) -> Option<ObjectId>) -> std::io::Result<()> {
        let Some(d) = heap::DumpData::of(e) else {
            return Err(std::io::Error::other("not a HEAP_DUMP event"));
        };
        heap::write_dump(&mut self.st, &d, thread_object).map_err(std::io::Error::other)?
    }

    /// Writes out what is buffered.
    pub fn finish(mut self) -> std::io::Result<()> {
        self.st.out.w.flush()
    }
}

/// Requests `arg` and returns what the sink built from the event.
fn request<T>(vm: &dyn Profiler, arg: RequestArg, mut f: impl FnMut(&Event<'_>) -> Option<T>) -> Option<T> {
    let mut out = None;
    vm.request_event(arg, &mut |e| {
        if out.is_none() {
            out = f(e);
        }
    })
    .ok()?;
    out
}

#[cfg(test)]
mod tests;
