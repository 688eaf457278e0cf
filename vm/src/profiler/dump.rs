//! HEAP_DUMP, OBJECT_DUMP and MONITOR_DUMP, produced for RequestEvent.
//!
//! Each is built with the world stopped (every TLAB retired, so the heap is
//! walkable), then delivered with the world running again but collections
//! held off (`DisableGC`) until the agent returns, so every id in the buffer
//! stays valid during the event while other threads may run (an agent that
//! waits for a lock another thread holds cannot deadlock the dump).
//!
//! Buffer formats (`profiler-api` `encode`/`heapdump` read them):
//! u1/u2/u4/u8 and float/double bits big-endian; ids (objects, classes,
//! JNIEnv*) native-endian pointer-sized.
//! * Level 0: `{u1 type, id object}` per object (type: NORMAL_OBJECT,
//!   CLASS for object arrays, the element code for primitive arrays).
//! * Levels 1 and 2: exactly the JDK 1.2 record set. Roots first:
//!   JAVA_FRAME `{id, env, u4 depth}` (depth 0 = top frame) for frame slots,
//!   JNI_LOCAL `{id, env, u4 depth}` for native handles, THREAD_BLOCK `{id,
//!   env}` for a pending exception, STICKY_CLASS `{class id}` for every
//!   class, MONITOR_USED `{id}` for every locked object, UNKNOWN `{id}` for
//!   the mirrors of primitive classes, literal strings, the preallocated
//!   OutOfMemoryError and anything rooted by a thread agents do not know
//!   (one before its THREAD_START or after its THREAD_END). No record
//!   names a thread's `java.lang.Thread` object (0x08 is no JVMPI record):
//!   agents get the threads from the dump's traces and GetThreadObject.
//!   Then one CLASS_DUMP per announced class (it stands for the class's
//!   `java.lang.Class` object), then one record per other object.
//!   CLASS_DUMP `{id class, id super, id loader, id signers, id domain, id
//!   name, id reserved, u4 instance size, num_interfaces × id, u2 0, static
//!   values}`; INSTANCE_DUMP `{id, id class, u4 n, n bytes of field values:
//!   the class's own fields, then its superclass's...}`; OBJ_ARRAY_DUMP
//!   `{id, u4 n, id element class, n × id}`; PRIM_ARRAY_DUMP `{id, u4 n, u1
//!   type, values}`. Level 1 keeps only reference values (statics, fields)
//!   and no primitive array elements. Field order = the order CLASS_LOAD
//!   lists them. Class ids are the `java.lang.Class` objects' ids, as in
//!   CLASS_LOAD (no loaders, signers, protection domains or name strings: 0).
//!   The traces are those of the threads agents know.
//! * OBJECT_DUMP: the level-2 record of one object (no roots): CLASS_DUMP
//!   for a class id, built without stopping the world (agents ask for one
//!   per superclass they meet while reading a dump).
//! * MONITOR_DUMP: `encode::MonitorRecord`s for every Java monitor in use
//!   (owned, or with threads entering or waiting) and every raw monitor.

use std::sync::atomic::Ordering;

use rjvm_profiler_api::encode::{MonitorKind, MonitorRecord, Writer};
use rjvm_profiler_api::{ffi, CallFrame, DumpLevel, Event, ObjectId, RawMonitor, ThreadId, ThreadStatus, ThreadTrace, TypeCode};

use super::{current_id, env_of, heapev, RequestError};
use crate::heap::roots::ThreadRoot;
use crate::heap::Ref;
use crate::runtime::class::{BasicType, Class, Field};
use crate::runtime::thread::JThread;

/// What one stop of the world collected.
struct Snapshot {
    data: Vec<u8>,
    traces: Vec<(ThreadId, Vec<CallFrame>)>,
    statuses: Vec<ThreadStatus>,
}

/// Stop the world, run `build` over every thread (the caller first) and the
/// objects, restart the world with collections held off, and deliver.
fn with_stopped_world(t: &mut JThread, build: &mut dyn FnMut(&mut [&mut JThread], &[Ref]) -> Vec<u8>, deliver: &mut dyn FnMut(&Snapshot)) {
    let heap = &crate::runtime::vm::vm().heap;
    let world = crate::runtime::safepoint::stop_the_world(t);
    let others: Vec<*mut JThread> = world.others().collect();
    heap.retire_tlab(t);
    let mut threads: Vec<&mut JThread> = Vec::with_capacity(others.len() + 1);
    for &o in &others {
        // SAFETY: the other threads are stopped (the world is ours) and stay
        // registered until it restarts.
        heap.retire_tlab(unsafe { &mut *o });
    }
    let mut objects = Vec::new();
    heap.for_each_object(&mut |r| objects.push(r));
    threads.push(&mut *t);
    for &o in &others {
        // SAFETY: as above.
        threads.push(unsafe { &mut *o });
    }
    let data = build(&mut threads, &objects);
    let mut traces = Vec::with_capacity(threads.len());
    let mut statuses = Vec::with_capacity(threads.len());
    for th in threads.iter().filter(|th| super::announced(th)) {
        let mut frames = Vec::new();
        heapev::frames_of(th, usize::MAX, &mut frames);
        traces.push((ThreadId::from_ptr(env_of(th)), frames));
        statuses.push(ThreadStatus(super::status_word(th)));
    }
    drop(threads);
    super::disable_gc();
    crate::runtime::safepoint::resume_the_world(t, world);
    deliver(&Snapshot { data, traces, statuses });
    super::enable_gc();
}

fn type_of(c: &Class) -> TypeCode {
    match c.elem_type() {
        BasicType::Void => TypeCode::NormalObject,
        t => heapev::type_code(t),
    }
}

/// The classes agents were told about (CLASS_LOAD), in load order: those
/// with a mirror, which is published when the class is announced.
fn classes() -> Vec<&'static Class> {
    let v = crate::runtime::vm::vm();
    (0..v.class_table.len()).map(|i| v.class_by_id(i as u32)).filter(|c| !c.is_primitive() && !c.mirror_ref().is_null()).collect()
}

/// Whether `r` is the mirror of an announced class (its CLASS_DUMP stands
/// for it). A `java.lang.Class` object not yet published (its OBJECT_ALLOC
/// is being posted) or of a primitive type is an ordinary instance.
fn is_class_dump_object(r: Ref) -> bool {
    let wk = crate::runtime::vm::vm().wk();
    if !std::ptr::eq(r.class(), wk.class) || r.get::<u64>(wk.class_vmclass) == 0 {
        return false;
    }
    let c = crate::interp::link::class_of_mirror(r);
    !c.is_primitive() && c.mirror_ref() == r
}

/// Write a field value held in 8 bytes at `p` (object fields are read at
/// their natural width).
fn value(w: &mut Writer, ty: BasicType, read: impl Fn(usize) -> u64) {
    match ty {
        BasicType::Boolean | BasicType::Byte => w.u1(read(1) as u8 as u8),
        BasicType::Char | BasicType::Short => w.u2(read(2) as u16),
        BasicType::Int | BasicType::Float => w.u4(read(4) as u32),
        BasicType::Long | BasicType::Double => w.u8(read(8)),
        BasicType::Ref | BasicType::Void => w.id(read(8) as usize),
    };
}

fn instance_fields(c: &Class) -> impl Iterator<Item = &Field> {
    c.fields.iter().filter(|f| !f.is_static())
}

fn class_dump(w: &mut Writer, c: &'static Class, level: DumpLevel) {
    w.u1(ffi::JVMPI_GC_CLASS_DUMP);
    w.id(heapev::class_id(c).0);
    w.id(c.super_class.map(|s| heapev::class_id(s).0).unwrap_or(0));
    for _ in 0..5 {
        w.id(0); // loader, signers, protection domain, name, reserved
    }
    w.u4(if c.is_array() { 0 } else { c.instance_size });
    for &i in &c.interfaces {
        w.id(heapev::class_id(i).0);
    }
    w.u2(0);
    if c.is_array() {
        return;
    }
    for f in c.fields.iter().filter(|f| f.is_static()) {
        if level == DumpLevel::Level1 && f.ty != BasicType::Ref {
            continue;
        }
        // SAFETY: static slots of a loaded class; the world is stopped.
        let v = unsafe { *c.static_slot(f.offset) };
        value(w, f.ty, |_| v);
    }
}

/// The level-1/2 record of one object.
fn object_record(w: &mut Writer, r: Ref, level: DumpLevel) {
    let c = r.class();
    match c.elem_type() {
        BasicType::Void => {
            let mut vals = Writer::new();
            let mut k = Some(c);
            while let Some(cl) = k {
                for f in instance_fields(cl) {
                    if level == DumpLevel::Level1 && f.ty != BasicType::Ref {
                        continue;
                    }
                    let off = f.offset as usize;
                    value(&mut vals, f.ty, |n| match n {
                        1 => r.get::<u8>(off) as u64,
                        2 => r.get::<u16>(off) as u64,
                        4 => r.get::<u32>(off) as u64,
                        _ => r.get::<u64>(off),
                    });
                }
                k = cl.super_class;
            }
            w.u1(ffi::JVMPI_GC_INSTANCE_DUMP).id(r.addr()).id(heapev::class_id(c).0);
            w.u4(vals.len() as u32).bytes(vals.as_slice());
        }
        BasicType::Ref => {
            let elems: &[usize] = r.array_slice::<usize>();
            w.u1(ffi::JVMPI_GC_OBJ_ARRAY_DUMP).id(r.addr()).u4(elems.len() as u32);
            w.id(c.component().map(|e| heapev::class_id(e).0).unwrap_or(0));
            for &e in elems {
                w.id(e);
            }
        }
        t => {
            let n = r.array_length() as usize;
            w.u1(ffi::JVMPI_GC_PRIM_ARRAY_DUMP).id(r.addr()).u4(n as u32).u1(heapev::type_code(t).as_jvmpi() as u8 as u8);
            if level == DumpLevel::Level1 {
                return;
            }
            match t.size() {
                1 => {
                    w.bytes(r.array_slice::<u8>());
                }
                2 => r.array_slice::<u16>().iter().for_each(|&v| {
                    w.u2(v);
                }),
                4 => r.array_slice::<u32>().iter().for_each(|&v| {
                    w.u4(v);
                }),
                _ => r.array_slice::<u64>().iter().for_each(|&v| {
                    w.u8(v);
                }),
            }
        }
    }
}

fn heap_buffer(threads: &mut [&mut JThread], objects: &[Ref], level: DumpLevel) -> Vec<u8> {
    let mut w = Writer::new();
    if level == DumpLevel::Level0 {
        for &r in objects {
            w.u1(type_of(r.class()).as_jvmpi() as u8 as u8).id(r.addr());
        }
        return w.into_inner();
    }
    // Roots.
    for th in threads.iter_mut() {
        let env = env_of(th) as usize;
        let known = super::announced(th);
        crate::heap::roots::visit_thread_tagged(th, &mut |root, p| {
            // SAFETY: root slots of a stopped thread.
            let v = unsafe { *p };
            if v == 0 {
                return;
            }
            match root {
                _ if !known => {
                    w.u1(ffi::JVMPI_GC_ROOT_UNKNOWN).id(v);
                }
                ThreadRoot::Frame { depth } => {
                    w.u1(ffi::JVMPI_GC_ROOT_JAVA_FRAME).id(v).id(env).u4(depth as u32);
                }
                ThreadRoot::Handle => {
                    w.u1(ffi::JVMPI_GC_ROOT_JNI_LOCAL).id(v).id(env).u4(0);
                }
                ThreadRoot::JniLocal { depth } => {
                    w.u1(ffi::JVMPI_GC_ROOT_JNI_LOCAL).id(v).id(env).u4(depth as u32);
                }
                ThreadRoot::Pending => {
                    w.u1(ffi::JVMPI_GC_ROOT_THREAD_BLOCK).id(v).id(env);
                }
                // A known thread's own object: agents have it from the
                // dump's traces (GetThreadObject of each trace's env).
                ThreadRoot::ThreadObject => {}
            }
        });
    }
    // JNI global references: the object and the reference.
    crate::jni::handles::visit_globals(&mut |p| {
        // SAFETY: a global reference slot; the world is stopped.
        w.u1(ffi::JVMPI_GC_ROOT_JNI_GLOBAL).id(unsafe { *p }).id(p as usize | crate::jni::handles::TAG_GLOBAL);
    });
    let v = crate::runtime::vm::vm();
    let classes = classes();
    for &c in &classes {
        w.u1(ffi::JVMPI_GC_ROOT_STICKY_CLASS).id(heapev::class_id(c).0);
    }
    for i in 0..v.class_table.len() {
        let c = v.class_by_id(i as u32);
        if c.is_primitive() && !c.mirror_ref().is_null() {
            w.u1(ffi::JVMPI_GC_ROOT_UNKNOWN).id(c.mirror_ref().addr());
        }
    }
    // The preallocated OutOfMemoryError and the reference pending list.
    // SAFETY: the pending list's root slot; the world is stopped.
    let pending = unsafe { *crate::runtime::reference::pending_list_slot() };
    for r in [v.preallocated_oom.load(Ordering::Relaxed), pending] {
        if r != 0 {
            w.u1(ffi::JVMPI_GC_ROOT_UNKNOWN).id(r);
        }
    }
    for i in 0..v.literals.len() {
        // SAFETY: literal slots; the world is stopped.
        let s = unsafe { *v.literals.slot_ptr(i as u32) };
        if s != 0 {
            w.u1(ffi::JVMPI_GC_ROOT_UNKNOWN).id(s);
        }
    }
    crate::interp::jsr292::visit_roots(&mut |p| {
        // SAFETY: a root slot of the linked call sites; the world is stopped.
        let s = unsafe { *p };
        if s != 0 {
            w.u1(ffi::JVMPI_GC_ROOT_UNKNOWN).id(s);
        }
    });
    for &r in objects {
        if crate::runtime::monitor::info(r).owner != 0 {
            w.u1(ffi::JVMPI_GC_ROOT_MONITOR_USED).id(r.addr());
        }
    }
    // Classes, then objects.
    for &c in &classes {
        class_dump(&mut w, c, level);
    }
    for &r in objects {
        if !is_class_dump_object(r) {
            object_record(&mut w, r, level);
        }
    }
    w.into_inner()
}

fn traces_of(s: &Snapshot) -> Vec<ThreadTrace<'_>> {
    s.traces.iter().map(|(t, f)| ThreadTrace { thread: *t, frames: f }).collect()
}

/// RequestEvent(HEAP_DUMP) on the Java thread `t`.
pub(crate) fn heap_dump(t: &mut JThread, level: DumpLevel, sink: &mut dyn FnMut(&Event<'_>)) -> Result<(), RequestError> {
    with_stopped_world(t, &mut |threads, objects| heap_buffer(threads, objects, level), &mut |s| {
        let traces = traces_of(s);
        sink(&Event::HeapDump { thread: current_id(), level, data: &s.data, traces: &traces });
    });
    Ok(())
}

/// RequestEvent(OBJECT_DUMP, obj) on the Java thread `t`: `JVMPI_FAIL`
/// unless `obj` is a class id or an object.
pub(crate) fn object_dump(t: &mut JThread, obj: usize, sink: &mut dyn FnMut(&Event<'_>)) -> Result<(), RequestError> {
    if let Some(c) = super::class_of_id(obj) {
        // A class's record needs no heap walk: no stop of the world (Sun's
        // hprof asks for one per superclass it links, java.lang.Object
        // included, while reading a heap dump). Collections are held off
        // while the agent reads it, as for the other dumps.
        let mut w = Writer::new();
        class_dump(&mut w, c, DumpLevel::Level2);
        super::disable_gc();
        sink(&Event::ObjectDump { thread: current_id(), data: w.as_slice() });
        super::enable_gc();
        return Ok(());
    }
    if !heapev::may_be_object(obj) {
        return Err(RequestError::Fail);
    }
    let found = std::cell::Cell::new(true);
    with_stopped_world(
        t,
        &mut |_, objects| {
            let mut w = Writer::new();
            match objects.iter().find(|r| r.addr() == obj) {
                Some(&r) => object_record(&mut w, r, DumpLevel::Level2),
                None => found.set(false),
            }
            w.into_inner()
        },
        &mut |s| {
            if found.get() {
                sink(&Event::ObjectDump { thread: current_id(), data: &s.data });
            }
        },
    );
    if found.get() {
        Ok(())
    } else {
        Err(RequestError::Fail)
    }
}

/// RequestEvent(MONITOR_DUMP).
pub(crate) fn monitor_dump(t: &mut JThread, sink: &mut dyn FnMut(&Event<'_>)) -> Result<(), RequestError> {
    with_stopped_world(
        t,
        &mut |threads, objects| {
            let env_by_tidx = |i: u16| -> Option<ThreadId> {
                threads.iter().find(|th| th.tidx == i).map(|th| ThreadId::from_ptr(env_of(th)))
            };
            let mut w = Writer::new();
            for &r in objects {
                let m = crate::runtime::monitor::info(r);
                if m.owner == 0 && m.entering.is_empty() && m.waiting.is_empty() {
                    continue;
                }
                w.monitor_record(&MonitorRecord {
                    monitor: MonitorKind::Java { object: ObjectId(r.addr()) },
                    owner: if m.owner == 0 { None } else { env_by_tidx(m.owner) },
                    entry_count: m.count,
                    waiting_to_enter: m.entering.iter().filter_map(|&i| env_by_tidx(i)).collect(),
                    waiting_for_notify: m.waiting.iter().filter_map(|&i| env_by_tidx(i)).collect(),
                });
            }
            for raw in super::rawmon::snapshot() {
                w.monitor_record(&MonitorRecord {
                    monitor: MonitorKind::Raw { name_ptr: raw.name_ptr, monitor: RawMonitor(raw.id) },
                    owner: (raw.owner_env != 0).then_some(ThreadId(raw.owner_env)),
                    entry_count: raw.count,
                    waiting_to_enter: raw.entering.iter().filter(|&&e| e != 0).map(|&e| ThreadId(e)).collect(),
                    waiting_for_notify: raw.waiting.iter().filter(|&&e| e != 0).map(|&e| ThreadId(e)).collect(),
                });
            }
            w.into_inner()
        },
        &mut |s| {
            let traces = traces_of(s);
            sink(&Event::MonitorDump { thread: current_id(), data: &s.data, traces: &traces, statuses: &s.statuses });
        },
    );
    Ok(())
}
