//! HEAP DUMP: the text section and the binary heap dump.
//!
//! Both are written from a level-2 HEAP_DUMP buffer ([`DumpData`]) read with
//! the class layouts of CLASS_LOAD. The binary writer is shared: hprof's
//! `format=b` uses it, and so does the VM's own heap dumper
//! (`-XX:+HeapDumpOnOutOfMemoryError`, through [`crate::HeapDumpFile`]).
//! What it writes is what HotSpot's heap dumper writes, record for record:
//!
//! * roots, CLASS_DUMP for every class (arrays included), INSTANCE_DUMP,
//!   OBJ_ARRAY_DUMP with the array's own class, PRIM_ARRAY_DUMP;
//! * a CLASS_DUMP's instance size is the size of an instance's field values
//!   in the dump (the class's and its superclasses' fields, references
//!   [`ID_SIZE`](binary::ID_SIZE) bytes), not the VM's object size: readers
//!   add their own header size (VisualVM: 16 bytes, aligned to 8);
//! * a class is its CLASS_DUMP only: an instance record whose id is a class
//!   id (the `java.lang.Class` object, when the VM's class ids are its
//!   mirrors) is left out, as HotSpot leaves mirrors out;
//! * every thread in the dump's traces has a ROOT_THREAD_OBJ with its
//!   thread serial and the serial of a TRACE of its stack (synthesised from
//!   the thread object when the buffer has no such record).

use std::collections::{HashMap, HashSet};
use std::io;
use std::time::SystemTime;

use rjvm_profiler_api::encode::Value;
use rjvm_profiler_api::heapdump::{ClassLayoutRef, HeapDump, HeapDumpError, Record, Root};
use rjvm_profiler_api::{CallFrame, ClassId, DumpLevel, Event, ObjectId, Profiler, RequestArg, ThreadId, TypeCode};

use crate::{binary, request, util, State, UNRESOLVED};

/// A heap dump copied out of its HEAP_DUMP event.
pub struct DumpData {
    pub level: DumpLevel,
    pub data: Vec<u8>,
    /// Each thread's stack, top frame first.
    pub traces: Vec<(ThreadId, Vec<CallFrame>)>,
}

impl DumpData {
    /// The dump of a HEAP_DUMP event (None for any other event).
    pub fn of(e: &Event<'_>) -> Option<DumpData> {
        match *e {
            Event::HeapDump { level, data, traces, .. } => {
                Some(DumpData { level, data: data.to_vec(), traces: traces.iter().map(|t| (t.thread, t.frames.to_vec())).collect() })
            }
            _ => None,
        }
    }
}

/// HEAP DUMP from RequestEvent(HEAP_DUMP, level 2): text or binary.
pub fn write_heap_dump(st: &mut State, vm: &dyn Profiler) -> io::Result<()> {
    // Copy the dump out of the event: a CLASS_DUMP of a class the agent
    // has not seen needs a CLASS_LOAD request before the buffer can be read.
    let Some(dump) = request(vm, RequestArg::HeapDump(DumpLevel::Level2), DumpData::of) else {
        eprint!(" (the VM gives no heap dump)");
        return Ok(());
    };
    let mut asked = HashSet::new();
    loop {
        match write_dump(st, &dump, &|t| vm.thread_object(t)) {
            Ok(r) => return r,
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

/// Writes `dump` in the output's format. The outer error: the buffer cannot
/// be read with the classes known (nothing was written); the inner one: an
/// I/O error. `thread_object` gives a thread's `java.lang.Thread`.
pub fn write_dump(st: &mut State, dump: &DumpData, thread_object: &dyn Fn(ThreadId) -> Option<ObjectId>) -> Result<io::Result<()>, HeapDumpError> {
    let layouts: HashMap<ClassId, ClassLayoutRef> = st.classes.iter().map(|(_, id, c)| (id, c.layout.clone())).collect();
    let layout = |c: ClassId| layouts.get(&c).cloned();
    let d = HeapDump::parse(&dump.data, dump.level, &layout)?;
    // Instance values are decoded with the layouts: check them all first, so
    // nothing is written from a buffer that cannot be read.
    for i in &d.instances {
        d.instance_values(i, &layout)?;
    }
    let roots = thread_roots(st, dump, thread_object);
    Ok(if st.out.bin.is_some() { heap_binary(st, &d, dump, &layout, &roots) } else { heap_text(st, &d, dump, &layout, &roots) })
}

/// A thread root: thread object, thread serial, trace serial of its stack.
struct ThreadRoot {
    object: ObjectId,
    serial: u32,
    trace: u32,
}

/// The thread roots of the dump: one for every thread of its traces whose
/// object the VM gives (a JVMPI dump buffer has no thread records: agents
/// derive thread roots from `heap_dump.traces`, as here).
fn thread_roots(st: &mut State, dump: &DumpData, thread_object: &dyn Fn(ThreadId) -> Option<ObjectId>) -> Vec<ThreadRoot> {
    let mut out = Vec::new();
    let mut seen = HashSet::new();
    for (t, f) in &dump.traces {
        if seen.insert(*t) {
            if let Some(object) = thread_object(*t) {
                let trace = st.intern(f, *t);
                out.push(ThreadRoot { object, serial: st.dump_thread_serial(*t), trace });
            }
        }
    }
    out
}

/// Whether an instance record is a class's own object (its mirror), which
/// the class's record already stands for.
fn is_class_object(d: &HeapDump<'_>, object: ObjectId) -> bool {
    d.classes.contains_key(&ClassId(object.0))
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

fn is_ref(sig: &str) -> bool {
    matches!(sig.as_bytes().first(), Some(b'L' | b'['))
}

fn heap_text(
    st: &mut State,
    d: &HeapDump<'_>,
    dump: &DumpData,
    layout: &dyn Fn(ClassId) -> Option<ClassLayoutRef>,
    thread_roots: &[ThreadRoot],
) -> io::Result<()> {
    let level = dump.level;
    let mut body = String::new();
    let mut refs: Vec<u32> = thread_roots.iter().map(|r| r.trace).collect();
    for r in thread_roots {
        body.push_str(&format!("ROOT {:x} (kind=<thread>, id={}, trace={})\n", r.object.0, r.serial, r.trace));
    }
    let (mut count, mut bytes) = (0u64, 0u64);
    // An object's size and allocation trace, counted in the totals.
    let mut object = |st: &State, obj: ObjectId, refs: &mut Vec<u32>| {
        let (sz, tr) = obj_info(st, obj);
        refs.push(tr);
        count += 1;
        bytes += sz as u64;
        (sz, tr)
    };
    for rec in rjvm_profiler_api::heapdump::records(&dump.data, level, layout) {
        let Ok(rec) = rec else { break };
        match rec {
            Record::Root(r) => {
                let ts = |st: &mut State, t: Option<ThreadId>| t.map_or(0, |t| st.dump_thread_serial(t));
                let line = match r {
                    Root::Unknown { object } => format!("ROOT {:x} (kind=<unknown>)", object.0),
                    Root::JniGlobal { object, global_ref } => format!("ROOT {:x} (kind=<JNI global ref>, id={global_ref:x}, trace=0)", object.0),
                    Root::JniLocal { object, thread, depth } => format!("ROOT {:x} (kind=<JNI local ref>, thread={}, frame={depth})", object.0, ts(st, thread)),
                    Root::JavaFrame { object, thread, depth } => format!("ROOT {:x} (kind=<Java stack>, thread={}, frame={depth})", object.0, ts(st, thread)),
                    Root::NativeStack { object, thread } => format!("ROOT {:x} (kind=<native stack>, thread={})", object.0, ts(st, thread)),
                    Root::StickyClass { class } => format!("ROOT {:x} (kind=<system class>, name={})", class.0, st.class_name(class.as_class())),
                    Root::ThreadBlock { object, thread } => format!("ROOT {:x} (kind=<thread block>, thread={})", object.0, ts(st, thread)),
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
            Record::Instance(i) if is_class_object(d, i.object) => {}
            Record::Instance(i) => {
                let (sz, tr) = object(st, i.object, &mut refs);
                body.push_str(&format!("OBJ {:x} (sz={sz}, trace={tr}, class={}@{:x})\n", i.object.0, st.class_name(i.class), i.class.0));
                if let Ok(vals) = d.instance_values(&i, layout) {
                    for (c, idx, v) in vals {
                        if let Value::Object(Some(o)) = v {
                            let name = st.classes.get(c).and_then(|k| k.instances.get(idx)).map_or("?", |f| f.0.as_str());
                            // The original lines values up: a second tab after a short name.
                            let sep = if name.len() < 8 { "\t" } else { "" };
                            body.push_str(&format!("\t{name}\t{sep}{:x}\n", o.0));
                        }
                    }
                }
            }
            Record::ObjArray(a) => {
                let (sz, tr) = object(st, a.array, &mut refs);
                let elem = a.element_class.map_or_else(|| "java.lang.Object".into(), |c| st.class_name(c));
                body.push_str(&format!(
                    "ARR {:x} (sz={sz}, trace={tr}, nelems={}, elem type={}@{:x})\n",
                    a.array.0,
                    a.elements.len(),
                    util::type_name(&elem),
                    a.element_class.map_or(0, |c| c.0)
                ));
                for (k, e) in a.elements.iter().enumerate() {
                    if let Some(o) = e {
                        body.push_str(&format!("\t[{k}]\t\t{:x}\n", o.0));
                    }
                }
            }
            Record::PrimArray(a) => {
                let (sz, tr) = object(st, a.array, &mut refs);
                body.push_str(&format!(
                    "ARR {:x} (sz={sz}, trace={tr}, nelems={}, elem type={})\n",
                    a.array.0,
                    a.length,
                    util::prim_name(a.element_type)
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

/// What HotSpot writes as a class's instance size: the bytes of an
/// instance's field values in the dump, the class's own fields and every
/// superclass's.
fn dump_instance_size(d: &HeapDump<'_>, layout: &dyn Fn(ClassId) -> Option<ClassLayoutRef>, class: ClassId) -> u32 {
    d.class_chain(class).into_iter().filter_map(layout).flat_map(|l| l.instances.clone()).map(binary::value_size).sum()
}

fn heap_binary(
    st: &mut State,
    d: &HeapDump<'_>,
    dump: &DumpData,
    layout: &dyn Fn(ClassId) -> Option<ClassLayoutRef>,
    thread_roots: &[ThreadRoot],
) -> io::Result<()> {
    let level = dump.level;
    // Classes moved since their LOAD_CLASS: readers match CLASS_DUMPs to
    // LOAD_CLASS records by object id, so announce them under their
    // current ids first.
    let moved: Vec<usize> = st.classes.iter().filter(|(_, id, c)| *id != c.written_id).map(|(i, _, _)| i).collect();
    for i in moved {
        st.write_load_class(i as crate::ClassIx)?;
    }
    let mut refs: Vec<u32> = thread_roots.iter().map(|r| r.trace).collect();
    // Field names are UTF8 records, written before the segments.
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
            let bin = st.out.bin.as_mut().expect("binary output");
            let id = bin.string(&mut st.out.w, &n)?;
            names.insert(n, id);
        }
    }
    // Every TRACE a record names comes before the dump.
    for rec in rjvm_profiler_api::heapdump::records(&dump.data, level, layout) {
        let Ok(rec) = rec else { break };
        match rec {
            Record::Instance(i) if !is_class_object(d, i.object) => refs.push(obj_info(st, i.object).1),
            Record::ObjArray(a) => refs.push(obj_info(st, a.array).1),
            Record::PrimArray(a) => refs.push(obj_info(st, a.array).1),
            _ => {}
        }
    }
    st.write_traces(refs)?;
    let bin = st.out.bin.as_ref().expect("binary output");
    let mut b = bin.heap_segment();
    for r in thread_roots {
        b.u1(binary::sub::ROOT_THREAD_OBJ).id(r.object.0 as u64).u4(r.serial).u4(r.trace);
    }
    for rec in rjvm_profiler_api::heapdump::records(&dump.data, level, layout) {
        let Ok(rec) = rec else { break };
        match rec {
            Record::Root(r) => {
                let mut ts = |t: Option<ThreadId>| t.map_or(0, |t| st.dump_thread_serial(t));
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
                b.id(id(c.loader)).id(id(c.signers)).id(id(c.protection_domain)).id(0).id(0);
                b.u4(dump_instance_size(d, layout, c.class)).u2(0);
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
            Record::Instance(i) if is_class_object(d, i.object) => {}
            Record::Instance(i) => {
                let (_, tr) = obj_info(st, i.object);
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
        let bin = st.out.bin.as_ref().expect("binary output");
        bin.segment_done(&mut st.out.w, &mut b, false)?;
    }
    let bin = st.out.bin.as_ref().expect("binary output");
    bin.segment_done(&mut st.out.w, &mut b, true)
}
