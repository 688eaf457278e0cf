//! `JVM_GetManagement`: the JMM interface (JDK 17's `jmm.h`, version 3)
//! behind `java.lang.management` — HotSpot's `services/management.cpp`.
//!
//! `libmanagement`'s `JNI_OnLoad` asks for the interface and throws
//! `InternalError: Unsupported Management version` without it, so every
//! platform MXBean needs at least this table. What it reports:
//! - runtime: process id, start time, uptime (`RuntimeMXBean`);
//! - heap usage from the collector (`init` = `-Xms`, `max` = `-Xmx`), and
//!   non-heap usage as the decoded code's bytes (`MemoryMXBean`);
//! - thread counts (live, daemon, peak, total started), per-thread CPU
//!   time and allocated bytes (`ThreadMXBean`); user-only CPU time of
//!   another thread is its total CPU time (no per-thread user clock
//!   without `/proc`);
//! - loaded classes (`ClassLoadingMXBean`: instance classes, never unloaded);
//! - one `GarbageCollectorMXBean` for the running collector (`-Xgc`), with
//!   its collection count and time, managing one memory pool per space of
//!   the collector (usage now, peak, after the last collection; no
//!   thresholds);
//! - `ThreadInfo`s (`getThreadInfo`, `dumpAllThreads`): thread, state and
//!   stack; no lock object or owner, and no locked monitors or synchronizers
//!   (the optional support says so, and the library checks it);
//! - monitor deadlocks (`findMonitorDeadlockedThreads`): cycles of threads
//!   blocked entering monitors, from each blocked thread's monitor and its
//!   owner.
//!
//! What it does not do throws `UnsupportedOperationException` naming the
//! function (deadlocks through `java.util.concurrent` locks, heap dumps,
//! diagnostic commands), rather than a wrong answer: a
//! `null` from a deadlock query would mean "no deadlock".
//!
//! Every function takes the calling thread's `JNIEnv*` and enters the VM
//! through `jni::with_thread`, as the `JVM_*` functions do (`super`).
#![allow(non_snake_case)]

use std::ffi::c_void;
use std::sync::atomic::{AtomicBool, AtomicUsize, Ordering};
use std::sync::OnceLock;

use rjvm_profiler_api::ffi::{jboolean, jint, jlong, jobject, JNIEnv};

use super::{local, Table};
use crate::heap::Ref;
use crate::jni::{resolve, with_thread};
use crate::runtime::exceptions::throw_new;
use crate::runtime::safepoint;
use crate::runtime::thread::{JResult, JThread};
use crate::runtime::vm::vm;

pub(super) fn register(m: &mut Table) {
    reg!(m, JVM_GetManagement);
}

/// `JMM_VERSION` of JDK 17's `jmm.h` (`JMM_VERSION_3`, JDK 14's, which
/// added `GetOneThreadAllocatedMemory` after `GetPeakMemoryPoolUsage`).
const JMM_VERSION: jint = 0x2003_0000;

// jmmLongAttribute
const JMM_CLASS_LOADED_COUNT: jint = 1;
const JMM_CLASS_UNLOADED_COUNT: jint = 2;
const JMM_THREAD_TOTAL_COUNT: jint = 3;
const JMM_THREAD_LIVE_COUNT: jint = 4;
const JMM_THREAD_PEAK_COUNT: jint = 5;
const JMM_THREAD_DAEMON_COUNT: jint = 6;
const JMM_JVM_INIT_DONE_TIME_MS: jint = 7;
const JMM_COMPILE_TOTAL_TIME_MS: jint = 8;
const JMM_GC_TIME_MS: jint = 9;
const JMM_GC_COUNT: jint = 10;
const JMM_JVM_UPTIME_MS: jint = 11;
const JMM_CLASS_LOADED_BYTES: jint = 101;
const JMM_CLASS_UNLOADED_BYTES: jint = 102;
const JMM_VM_GLOBAL_COUNT: jint = 104;
const JMM_SAFEPOINT_COUNT: jint = 105;
const JMM_OS_PROCESS_ID: jint = 201;
const JMM_GC_EXT_ATTRIBUTE_INFO_SIZE: jint = 401;

// jmmBoolAttribute
const JMM_VERBOSE_GC: jint = 21;
const JMM_VERBOSE_CLASS: jint = 22;
const JMM_THREAD_CONTENTION_MONITORING: jint = 23;
const JMM_THREAD_CPU_TIME: jint = 24;
const JMM_THREAD_ALLOCATED_MEMORY: jint = 25;

// jmmStatisticType
const JMM_STAT_PEAK_THREAD_COUNT: jint = 801;
const JMM_STAT_PEAK_POOL_USAGE: jint = 805;

/// `SetBoolAttribute`'s switches that only the Java side reads back.
static VERBOSE_GC: AtomicBool = AtomicBool::new(false);
static VERBOSE_CLASS: AtomicBool = AtomicBool::new(false);
static THREAD_CPU_TIME: AtomicBool = AtomicBool::new(true);
static THREAD_ALLOCATED_MEMORY: AtomicBool = AtomicBool::new(true);

/// The collector's `GarbageCollectorMXBean` (a JNI global reference), made
/// by the library on first request, as HotSpot's `MemoryManager` does.
static GC_BEAN: AtomicUsize = AtomicUsize::new(0);

/// The memory pools' beans (JNI global references), one per space of the
/// collector, in `Collector::spaces` order ([`pools`]).
static POOLS: parking_lot::Mutex<Vec<usize>> = parking_lot::Mutex::new(Vec::new());

/// The interface's slots, in JDK 17's `jmm.h` order (40 pointers; the three
/// reserved ones NULL). Checked against the JDK's `libmanagement.so`, whose
/// natives call e.g. `GetMemoryUsage` at offset 0x58 and `DumpThreads` at
/// 0x108.
struct Interface([usize; 40]);

/// `void* JVM_GetManagement(jint version)`: the interface of version 3,
/// the one JDK 17's library is built with, else NULL (earlier versions
/// have another layout).
unsafe extern "C" fn JVM_GetManagement(version: jint) -> *mut c_void {
    static JMM: OnceLock<Interface> = OnceLock::new();
    if version != JMM_VERSION {
        return std::ptr::null_mut();
    }
    let i = JMM.get_or_init(|| {
        let f: [*const c_void; 40] = [
            std::ptr::null(),
            std::ptr::null(),
            GetVersion as *const c_void,
            GetOptionalSupport as *const c_void,
            GetThreadInfo as *const c_void,
            GetMemoryPools as *const c_void,
            GetMemoryManagers as *const c_void,
            GetMemoryPoolUsage as *const c_void,
            GetPeakMemoryPoolUsage as *const c_void,
            GetOneThreadAllocatedMemory as *const c_void,
            GetThreadAllocatedMemory as *const c_void,
            GetMemoryUsage as *const c_void,
            GetLongAttribute as *const c_void,
            GetBoolAttribute as *const c_void,
            SetBoolAttribute as *const c_void,
            GetLongAttributes as *const c_void,
            FindCircularBlockedThreads as *const c_void,
            GetThreadCpuTime as *const c_void,
            GetVMGlobalNames as *const c_void,
            GetVMGlobals as *const c_void,
            GetInternalThreadTimes as *const c_void,
            ResetStatistic as *const c_void,
            SetPoolSensor as *const c_void,
            SetPoolThreshold as *const c_void,
            GetPoolCollectionUsage as *const c_void,
            GetGCExtAttributeInfo as *const c_void,
            GetLastGCStat as *const c_void,
            GetThreadCpuTimeWithKind as *const c_void,
            GetThreadCpuTimesWithKind as *const c_void,
            DumpHeap0 as *const c_void,
            FindDeadlocks as *const c_void,
            SetVMGlobal as *const c_void,
            std::ptr::null(),
            DumpThreads as *const c_void,
            SetGCNotificationEnabled as *const c_void,
            GetDiagnosticCommands as *const c_void,
            GetDiagnosticCommandInfo as *const c_void,
            GetDiagnosticCommandArgumentsInfo as *const c_void,
            ExecuteDiagnosticCommand as *const c_void,
            SetDiagnosticFrameworkNotificationEnabled as *const c_void,
        ];
        Interface(f.map(|p| p as usize))
    });
    i.0.as_ptr() as *mut c_void
}

/// Throw `UnsupportedOperationException` for a JMM function rjvm lacks.
fn unsupported(t: &mut JThread, what: &str) {
    let msg = format!("{what} is not supported by rjvm");
    let _ = throw_new(t, "java/lang/UnsupportedOperationException", Some(&msg));
}

unsafe extern "C" fn GetVersion(_env: *mut JNIEnv) -> jint {
    JMM_VERSION
}

/// `jmmOptionalSupport`: bit fields from the low bit, so the current and
/// other threads' CPU time (fields 4 and 5) are bits 3 and 4, allocated
/// memory (field 8) bit 7.
unsafe extern "C" fn GetOptionalSupport(_env: *mut JNIEnv, support: *mut u32) -> jint {
    if !support.is_null() {
        // SAFETY: the caller passes a jmmOptionalSupport, one 32-bit word.
        unsafe { support.write(1 << 3 | 1 << 4 | 1 << 7) };
    }
    0
}

/// What a `ThreadInfo` is made of, read with the world stopped: the
/// thread (a handle), its `threadStatus`, its frames (top first).
struct Snapshot {
    handle: usize,
    status: i32,
    frames: Vec<(u32, u32)>,
}

/// Snapshots of the live threads with Java ids `ids` (`None`: every live
/// thread, in registration order), `None` for an id no live thread has;
/// at most `max_depth` frames each (-1: all). The threads' handles are
/// pushed on `t`.
fn snapshots(t: &mut JThread, ids: Option<&[i64]>, max_depth: i32) -> Vec<Option<Snapshot>> {
    let w = vm().wk();
    let tid_off = w.thread.field_offset("tid");
    let status_off = w.thread.field_offset("threadStatus");
    let cut = |mut f: Vec<(u32, u32)>| {
        if max_depth >= 0 {
            f.truncate(max_depth as usize);
        }
        f
    };
    let me = t as *mut JThread;
    let mine = cut(super::thread_dump::frames_of(t));
    let my_obj = t.thread_obj;
    let world = safepoint::stop_the_world(t);
    // (thread object, frames) of every live thread with a Thread object.
    let live: Vec<(Ref, Vec<(u32, u32)>)> = world
        .all()
        .filter_map(|p| {
            if p == me {
                return Some((my_obj, mine.clone()));
            }
            // SAFETY: registered threads stay alive, stopped, while the
            // world is stopped.
            let other = unsafe { &*p };
            super::thread_dump::vm_thread(other.thread_obj)?;
            Some((other.thread_obj, cut(super::thread_dump::frames_of(other))))
        })
        .collect();
    let chosen: Vec<Option<(Ref, Vec<(u32, u32)>)>> = match ids {
        None => live.into_iter().map(Some).collect(),
        Some(ids) => ids.iter().map(|&id| live.iter().find(|(o, _)| !o.is_null() && o.get::<i64>(tid_off) == id).cloned()).collect(),
    };
    // Handles before the world runs again (nothing allocates until then).
    let out = chosen
        .into_iter()
        .map(|c| c.map(|(o, frames)| Snapshot { status: o.get::<i32>(status_off), handle: t.push_handle(o), frames }))
        .collect();
    safepoint::resume_the_world(t, world);
    out
}

/// A `java.lang.management.ThreadInfo` of `s`, by the constructor HotSpot
/// calls: without locked monitors and synchronizers (`getThreadInfo`), or
/// with empty arrays of them (`dumpAllThreads`; the optional support says
/// neither is tracked, so the library never asks for their contents). No
/// lock object or owner, and no contention counts (monitoring is off).
fn thread_info(t: &mut JThread, s: &Snapshot, with_locks: bool) -> JResult<Ref> {
    let first = t.handles.len();
    let r = (|| -> JResult<Ref> {
        let stack = super::thread_dump::stack_trace(t, &s.frames)?;
        let ti = crate::runtime::loader::load_class(t, "java/lang/management/ThreadInfo")?;
        crate::runtime::init::ensure_initialized(t, ti)?;
        let o = crate::interp::alloc::new_object(t, ti)?;
        let ho = t.push_handle(o);
        let (desc, locks) = if with_locks {
            let obj = crate::runtime::loader::load_class(t, "java/lang/Object")?;
            let oa = crate::runtime::loader::array_class_of(t, obj)?;
            let monitors = crate::interp::alloc::new_array(t, oa, 0)?;
            let hm = t.push_handle(monitors);
            let ia = crate::runtime::loader::load_class(t, "[I")?;
            let depths = crate::interp::alloc::new_array(t, ia, 0)?;
            let hd = t.push_handle(depths);
            let syncs = crate::interp::alloc::new_array(t, oa, 0)?;
            (
                "(Ljava/lang/Thread;ILjava/lang/Object;Ljava/lang/Thread;JJJJ[Ljava/lang/StackTraceElement;[Ljava/lang/Object;[I[Ljava/lang/Object;)V",
                Some([t.handle(hm).to_slot(), t.handle(hd).to_slot(), syncs.to_slot()]),
            )
        } else {
            ("(Ljava/lang/Thread;ILjava/lang/Object;Ljava/lang/Thread;JJJJ[Ljava/lang/StackTraceElement;)V", None)
        };
        let ctor = ti.declared_method("<init>", desc).ok_or_else(|| throw_new(t, "java/lang/InternalError", Some("ThreadInfo constructor not found")))?;
        // Receiver, thread, state, lock object, lock owner, blocked count
        // and time, waited count and time (times -1: contention monitoring
        // is off), stack; then the locks, if asked.
        let (neg, zero) = (-1i64 as u64, 0u64);
        let mut args = vec![t.handle(ho).to_slot(), t.handle(s.handle).to_slot(), s.status as u32 as u64, zero, zero];
        args.extend([zero, zero, neg, zero, zero, zero, neg, zero, resolve(stack).to_slot()]);
        args.extend(locks.into_iter().flatten());
        crate::interp::invoke::invoke(t, ctor, &args)?;
        Ok(t.handle(ho))
    })();
    t.pop_handles(first);
    r
}

/// The Java ids in a `long[]` (NULL: none given).
fn ids_of(ids: jobject) -> Option<Vec<i64>> {
    let a = resolve(ids);
    (!a.is_null()).then(|| (0..a.array_length().max(0) as usize).map(|i| a.elem::<i64>(i)).collect())
}

/// `ThreadInfo`s of `ids`' threads into `infos` (null for a thread not
/// alive), `max_depth` frames each.
unsafe extern "C" fn GetThreadInfo(env: *mut JNIEnv, ids: jobject, max_depth: jint, infos: jobject) -> jint {
    with_thread(env, |t| {
        let Some(ids) = ids_of(ids) else {
            let _ = crate::runtime::exceptions::npe(t);
            return -1;
        };
        let mark = t.handles.len();
        let snaps = snapshots(t, Some(&ids), max_depth);
        let mut r = 0;
        for (i, s) in snaps.iter().enumerate() {
            let Some(s) = s else { continue };
            match thread_info(t, s, false) {
                Ok(o) => resolve(infos).set_ref_elem(i, o),
                Err(_) => {
                    r = -1;
                    break;
                }
            }
        }
        t.pop_handles(mark);
        r
    })
}

/// `ThreadInfo[]` of `ids`' threads (NULL: every live thread), all frames,
/// with (empty) locked monitors and synchronizers.
unsafe extern "C" fn DumpThreads(env: *mut JNIEnv, ids: jobject, _monitors: jboolean, _syncs: jboolean) -> jobject {
    with_thread(env, |t| {
        let ids = ids_of(ids);
        let mark = t.handles.len();
        let snaps = snapshots(t, ids.as_deref(), -1);
        let r = (|| -> JResult<Ref> {
            let ti = crate::runtime::loader::load_class(t, "java/lang/management/ThreadInfo")?;
            let ac = crate::runtime::loader::array_class_of(t, ti)?;
            let a = crate::interp::alloc::new_array(t, ac, snaps.len() as i32)?;
            let ha = t.push_handle(a);
            for (i, s) in snaps.iter().enumerate() {
                if let Some(s) = s {
                    let o = thread_info(t, s, true)?;
                    t.handle(ha).set_ref_elem(i, o);
                }
            }
            Ok(t.handle(ha))
        })();
        t.pop_handles(mark);
        local(t, r)
    })
}

/// The threads in a cycle of threads each blocked entering a monitor the
/// next one owns (`findMonitorDeadlockedThreads`), NULL if there is none.
/// Read with the world stopped, as HotSpot's `find_deadlocks` at a
/// safepoint.
unsafe extern "C" fn FindCircularBlockedThreads(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let mark = t.handles.len();
        let me = t as *mut JThread;
        let world = safepoint::stop_the_world(t);
        // (thread number, thread object, number of the owner it waits for).
        let nodes: Vec<(u16, Ref, u16)> = world
            .all()
            .map(|p| {
                // SAFETY: registered threads stay alive while the world is
                // stopped; the caller's own is read through `t`.
                let th: &JThread = if p == me { &*t } else { unsafe { &*p } };
                let b = th.blocked_on.load(Ordering::SeqCst);
                (th.tidx, th.thread_obj, if b == 0 { 0 } else { crate::runtime::monitor::blocked_owner(b) })
            })
            .collect();
        // The thread that owns what node `i` waits for.
        let next = |i: usize| match nodes[i].2 {
            0 => None,
            owner => nodes.iter().position(|n| n.0 == owner),
        };
        let in_cycle: Vec<usize> = (0..nodes.len())
            .filter(|&i| {
                let mut j = i;
                for _ in 0..nodes.len() {
                    match next(j) {
                        Some(k) if k == i => return true,
                        Some(k) => j = k,
                        None => return false,
                    }
                }
                false
            })
            .collect();
        for &i in &in_cycle {
            t.push_handle(nodes[i].1);
        }
        safepoint::resume_the_world(t, world);
        if in_cycle.is_empty() {
            return std::ptr::null_mut();
        }
        let r = (|| -> JResult<Ref> {
            let ac = crate::runtime::loader::array_class_of(t, vm().wk().thread)?;
            let a = crate::interp::alloc::new_array(t, ac, in_cycle.len() as i32)?;
            for k in 0..in_cycle.len() {
                a.set_ref_elem(k, t.handle(mark + k));
            }
            Ok(a)
        })();
        t.pop_handles(mark);
        local(t, r)
    })
}

unsafe extern "C" fn FindDeadlocks(env: *mut JNIEnv, _monitors_only: jboolean) -> jobject {
    with_thread(env, |t| unsupported(t, "ThreadMXBean.findDeadlockedThreads"));
    std::ptr::null_mut()
}

unsafe extern "C" fn DumpHeap0(env: *mut JNIEnv, _file: jobject, _live: jboolean) -> jint {
    with_thread(env, |t| unsupported(t, "HotSpotDiagnosticMXBean.dumpHeap"));
    -1
}

/// The bytes a thread allocated (`getThreadAllocatedBytes`).
unsafe extern "C" fn GetOneThreadAllocatedMemory(env: *mut JNIEnv, tid: jlong) -> jlong {
    with_thread(env, |t| {
        if tid < 0 {
            let _ = throw_new(t, "java/lang/IllegalArgumentException", Some("Invalid thread ID"));
            return -1;
        }
        thread_allocated(t, tid)
    })
}

/// The bytes each of `ids`' threads allocated, into `sizes` (-1: not alive).
unsafe extern "C" fn GetThreadAllocatedMemory(env: *mut JNIEnv, ids: jobject, sizes: jobject) {
    with_thread(env, |t| {
        let Some(ids) = ids_of(ids) else {
            let _ = crate::runtime::exceptions::npe(t);
            return;
        };
        for (i, &tid) in ids.iter().enumerate() {
            let v = thread_allocated(t, tid);
            resolve(sizes).set_elem::<i64>(i, v);
        }
    })
}

/// The memory pools: the collector's spaces (`Collector::spaces`), all
/// managed by its one collector bean; `mgr` NULL or that bean.
unsafe extern "C" fn GetMemoryPools(env: *mut JNIEnv, mgr: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = crate::runtime::loader::load_class(t, "java/lang/management/MemoryPoolMXBean")?;
            let ac = crate::runtime::loader::array_class_of(t, c)?;
            if !mgr.is_null() && !is_gc_bean(mgr) {
                return crate::interp::alloc::new_array(t, ac, 0);
            }
            let pools = pools(t)?;
            let a = crate::interp::alloc::new_array(t, ac, pools.len() as i32)?;
            for (i, &p) in pools.iter().enumerate() {
                a.set_ref_elem(i, resolve(p as jobject));
            }
            Ok(a)
        })();
        local(t, r)
    })
}

/// The pool beans (JNI global references), one per space, made on first
/// use by `ManagementFactoryHelper.createMemoryPool` as HotSpot's
/// `MemoryPool` does (no usage thresholds: -1).
fn pools(t: &mut JThread) -> JResult<Vec<usize>> {
    {
        let p = POOLS.lock();
        if !p.is_empty() {
            return Ok(p.clone());
        }
    }
    let names: Vec<&'static str> = vm().heap.space_stats().iter().map(|s| s.0).collect();
    let helper = crate::runtime::loader::load_class(t, "sun/management/ManagementFactoryHelper")?;
    crate::runtime::init::ensure_initialized(t, helper)?;
    let create = helper
        .declared_method("createMemoryPool", "(Ljava/lang/String;ZJJ)Ljava/lang/management/MemoryPoolMXBean;")
        .ok_or_else(|| throw_new(t, "java/lang/InternalError", Some("createMemoryPool not found")))?;
    let mut made = Vec::new();
    for name in names {
        let n = crate::runtime::strings::new_string(t, name)?;
        let h = t.push_handle(n);
        let n = t.handle(h);
        let r = crate::interp::invoke::invoke(t, create, &[n.to_slot(), 1, -1i64 as u64, 0, -1i64 as u64, 0]);
        t.pop_handles(h);
        made.push(crate::jni::handles::new_global(Ref::from_slot(r?), crate::jni::handles::TAG_GLOBAL));
    }
    let mut p = POOLS.lock();
    if p.is_empty() {
        *p = made;
    } else {
        // Another thread made them first: one bean per pool.
        for g in made {
            crate::jni::handles::delete_global(g);
        }
    }
    Ok(p.clone())
}

/// The index of pool bean `pool` (its space's), if it is one.
fn pool_index(pool: jobject) -> Option<usize> {
    if pool.is_null() {
        return None;
    }
    let o = resolve(pool);
    POOLS.lock().iter().position(|&g| resolve(g as jobject) == o)
}

/// The managers of all pools (`pool` NULL), or of one: the collector's
/// bean.
unsafe extern "C" fn GetMemoryManagers(env: *mut JNIEnv, pool: jobject) -> jobject {
    with_thread(env, |t| {
        let r = (|| -> JResult<Ref> {
            let c = crate::runtime::loader::load_class(t, "java/lang/management/MemoryManagerMXBean")?;
            let ac = crate::runtime::loader::array_class_of(t, c)?;
            if !pool.is_null() && pool_index(pool).is_none() {
                return crate::interp::alloc::new_array(t, ac, 0);
            }
            let bean = gc_bean(t)?;
            let h = t.push_handle(bean);
            let a = crate::interp::alloc::new_array(t, ac, 1);
            let bean = t.handle(h);
            t.pop_handles(h);
            let a = a?;
            a.set_ref_elem(0, bean);
            Ok(a)
        })();
        local(t, r)
    })
}

/// The collector's bean, made on first use by the library's factory:
/// `GarbageCollectorExtImpl` (with `com.sun.management`'s extensions) when
/// `jdk.management` is there, else `ManagementFactoryHelper`'s, as HotSpot.
fn gc_bean(t: &mut JThread) -> JResult<Ref> {
    let g = GC_BEAN.load(Ordering::Acquire);
    if g != 0 {
        return Ok(resolve(g as jobject));
    }
    let factory = match crate::runtime::loader::load_class(t, "com/sun/management/internal/GarbageCollectorExtImpl") {
        Ok(c) => c,
        Err(_) => {
            t.take_pending();
            crate::runtime::loader::load_class(t, "sun/management/ManagementFactoryHelper")?
        }
    };
    crate::runtime::init::ensure_initialized(t, factory)?;
    let create = factory
        .declared_method("createGarbageCollector", "(Ljava/lang/String;Ljava/lang/String;)Ljava/lang/management/GarbageCollectorMXBean;")
        .ok_or_else(|| throw_new(t, "java/lang/InternalError", Some("createGarbageCollector not found")))?;
    let name = crate::heap::GcKind::parse(vm().heap.collector_name()).map_or(vm().heap.collector_name(), crate::heap::gc_log::collector_name);
    let first = t.handles.len();
    let n = crate::runtime::strings::new_string(t, name)?;
    t.push_handle(n);
    let ty = crate::runtime::strings::new_string(t, "end of GC")?;
    t.push_handle(ty);
    let (n, ty) = (t.handle(first), t.handle(first + 1));
    let r = crate::interp::invoke::invoke(t, create, &[n.to_slot(), ty.to_slot()]);
    t.pop_handles(first);
    let bean = Ref::from_slot(r?);
    let g = crate::jni::handles::new_global(bean, crate::jni::handles::TAG_GLOBAL);
    match GC_BEAN.compare_exchange(0, g, Ordering::AcqRel, Ordering::Acquire) {
        Ok(_) => Ok(bean),
        Err(other) => {
            // Another thread made it first: one bean, as `==` in Java expects.
            crate::jni::handles::delete_global(g);
            Ok(resolve(other as jobject))
        }
    }
}

/// Whether `o` is the collector's bean.
fn is_gc_bean(o: jobject) -> bool {
    let g = GC_BEAN.load(Ordering::Acquire);
    g != 0 && !o.is_null() && resolve(g as jobject) == resolve(o)
}

/// A new `java.lang.management.MemoryUsage`.
fn memory_usage(t: &mut JThread, init: i64, used: i64, committed: i64, max: i64) -> JResult<Ref> {
    let c = crate::runtime::loader::load_class(t, "java/lang/management/MemoryUsage")?;
    crate::runtime::init::ensure_initialized(t, c)?;
    let ctor = c.declared_method("<init>", "(JJJJ)V").ok_or_else(|| throw_new(t, "java/lang/InternalError", Some("MemoryUsage(long, long, long, long) not found")))?;
    let o = crate::interp::alloc::new_object(t, c)?;
    let h = t.push_handle(o);
    let args = [o.to_slot(), init as u64, 0, used as u64, 0, committed as u64, 0, max as u64, 0];
    let r = crate::interp::invoke::invoke(t, ctor, &args);
    let o = t.handle(h);
    t.pop_handles(h);
    r.map(|_| o)
}

/// A pool's usage (`which` picks now, peak or after the last collection)
/// as a `MemoryUsage` (no `init`, no maximum: spaces grow within the heap).
fn pool_usage(env: *mut JNIEnv, pool: jobject, which: fn(&crate::heap::SpaceStats) -> (usize, usize)) -> jobject {
    with_thread(env, |t| {
        let Some(i) = pool_index(pool) else {
            return std::ptr::null_mut();
        };
        let Some((_, st)) = vm().heap.space_stats().get(i).copied() else {
            return std::ptr::null_mut();
        };
        let (used, capacity) = which(&st);
        let r = memory_usage(t, 0, used as i64, capacity.max(used) as i64, -1);
        local(t, r)
    })
}

unsafe extern "C" fn GetMemoryPoolUsage(env: *mut JNIEnv, pool: jobject) -> jobject {
    pool_usage(env, pool, |s| (s.used, s.capacity))
}

unsafe extern "C" fn GetPeakMemoryPoolUsage(env: *mut JNIEnv, pool: jobject) -> jobject {
    pool_usage(env, pool, |s| (s.peak_used, s.peak_capacity))
}

unsafe extern "C" fn GetPoolCollectionUsage(env: *mut JNIEnv, pool: jobject) -> jobject {
    pool_usage(env, pool, |s| (s.after_gc_used, s.after_gc_capacity))
}

unsafe extern "C" fn SetPoolSensor(_env: *mut JNIEnv, _pool: jobject, _ty: jint, _sensor: jobject) {}

unsafe extern "C" fn SetPoolThreshold(_env: *mut JNIEnv, _pool: jobject, _ty: jint, _threshold: jlong) -> jlong {
    -1
}

/// A `java.lang.management.MemoryUsage`: heap from the collector,
/// non-heap the decoded code (no maximum).
unsafe extern "C" fn GetMemoryUsage(env: *mut JNIEnv, heap: jboolean) -> jobject {
    with_thread(env, |t| {
        let (init, used, committed, max) = if heap != 0 {
            let h = &vm().heap;
            let max = h.max_bytes() as i64;
            let committed = (h.capacity() as i64).min(max);
            let used = (h.used() as i64).min(committed);
            ((h.initial_bytes as i64).min(max), used, committed, max)
        } else {
            let code = (crate::interp::code::INSN_BYTES.load(Ordering::Relaxed) + crate::interp::code::ORD_BYTES.load(Ordering::Relaxed)) as i64;
            (0, code, code, -1)
        };
        let r = memory_usage(t, init, used, committed, max);
        local(t, r)
    })
}

/// Instance classes loaded so far (none is ever unloaded).
fn loaded_classes() -> i64 {
    let v = vm();
    (0..v.class_table.len() as u32).filter(|&i| {
        let c = v.class_by_id(i);
        !c.is_array() && !c.is_primitive()
    }).count() as i64
}

/// One long attribute, or `None` if rjvm does not keep it.
fn long_attribute(obj: jobject, att: jint) -> Option<jlong> {
    let v = vm();
    let ms = |d: std::time::Duration| d.as_millis() as jlong;
    Some(match att {
        JMM_CLASS_LOADED_COUNT => loaded_classes(),
        JMM_CLASS_UNLOADED_COUNT | JMM_CLASS_UNLOADED_BYTES | JMM_COMPILE_TOTAL_TIME_MS | JMM_VM_GLOBAL_COUNT => 0,
        JMM_THREAD_TOTAL_COUNT => safepoint::STARTED_THREAD_COUNT.load(Ordering::Relaxed) as jlong,
        JMM_THREAD_LIVE_COUNT => safepoint::LIVE_COUNT.load(Ordering::Relaxed) as jlong,
        JMM_THREAD_PEAK_COUNT => safepoint::PEAK_THREAD_COUNT.load(Ordering::Relaxed) as jlong,
        JMM_THREAD_DAEMON_COUNT => safepoint::DAEMON_COUNT.load(Ordering::Relaxed) as jlong,
        JMM_JVM_INIT_DONE_TIME_MS => {
            let now = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).unwrap_or_default();
            ms(now.saturating_sub(v.start.elapsed()))
        }
        JMM_JVM_UPTIME_MS => ms(v.start.elapsed()),
        JMM_GC_COUNT if obj.is_null() || is_gc_bean(obj) => v.heap.collections.load(Ordering::Relaxed) as jlong,
        JMM_GC_TIME_MS if obj.is_null() || is_gc_bean(obj) => (v.heap.collection_nanos.load(Ordering::Relaxed) / 1_000_000) as jlong,
        JMM_GC_EXT_ATTRIBUTE_INFO_SIZE => 0,
        JMM_SAFEPOINT_COUNT => v.heap.collections.load(Ordering::Relaxed) as jlong,
        JMM_OS_PROCESS_ID => std::process::id() as jlong,
        JMM_CLASS_LOADED_BYTES => 0,
        _ => return None,
    })
}

unsafe extern "C" fn GetLongAttribute(env: *mut JNIEnv, obj: jobject, att: jint) -> jlong {
    with_thread(env, |_| long_attribute(obj, att).unwrap_or(-1))
}

/// Fills `result[i]` for `atts[i]` (-1 where unknown); returns how many were known.
unsafe extern "C" fn GetLongAttributes(env: *mut JNIEnv, obj: jobject, atts: *const jint, count: jint, result: *mut jlong) -> jint {
    with_thread(env, |_| {
        let mut known = 0;
        for i in 0..count.max(0) as usize {
            // SAFETY: the caller passes arrays of `count` elements.
            let a = unsafe { *atts.add(i) };
            let v = long_attribute(obj, a);
            known += v.is_some() as jint;
            // SAFETY: as above.
            unsafe { *result.add(i) = v.unwrap_or(-1) };
        }
        known
    })
}

unsafe extern "C" fn GetBoolAttribute(_env: *mut JNIEnv, att: jint) -> jboolean {
    (match att {
        JMM_VERBOSE_GC => VERBOSE_GC.load(Ordering::Relaxed),
        JMM_VERBOSE_CLASS => VERBOSE_CLASS.load(Ordering::Relaxed),
        JMM_THREAD_CPU_TIME => THREAD_CPU_TIME.load(Ordering::Relaxed),
        JMM_THREAD_ALLOCATED_MEMORY => THREAD_ALLOCATED_MEMORY.load(Ordering::Relaxed),
        JMM_THREAD_CONTENTION_MONITORING => false,
        _ => false,
    }) as jboolean
}

/// Returns whether the switch took.
unsafe extern "C" fn SetBoolAttribute(env: *mut JNIEnv, att: jint, flag: jboolean) -> jboolean {
    let on = flag != 0;
    match att {
        JMM_VERBOSE_GC => VERBOSE_GC.store(on, Ordering::Relaxed),
        JMM_VERBOSE_CLASS => VERBOSE_CLASS.store(on, Ordering::Relaxed),
        JMM_THREAD_CPU_TIME => THREAD_CPU_TIME.store(on, Ordering::Relaxed),
        JMM_THREAD_ALLOCATED_MEMORY => THREAD_ALLOCATED_MEMORY.store(on, Ordering::Relaxed),
        // ThreadImpl checks the optional support before asking.
        JMM_THREAD_CONTENTION_MONITORING => {
            with_thread(env, |t| unsupported(t, "this ThreadMXBean switch"));
            return 0;
        }
        _ => return 0,
    }
    1
}

/// `f` of the live thread with Java id `tid` (0: the caller), `None` if
/// there is none. Another thread is read with the world stopped.
fn of_thread<R>(t: &mut JThread, tid: jlong, f: impl Fn(&JThread) -> R) -> Option<R> {
    let tid_off = vm().wk().thread.field_offset("tid");
    let is = |o: Ref| !o.is_null() && o.get::<i64>(tid_off) == tid;
    if tid == 0 || is(t.thread_obj) {
        return Some(f(t));
    }
    let me = t as *mut JThread;
    let world = safepoint::stop_the_world(t);
    let found = world
        .all()
        .filter(|&p| p != me)
        // SAFETY: registered threads stay alive while the world is stopped.
        .map(|p| unsafe { &*p })
        .find(|th| is(th.thread_obj))
        .map(&f);
    safepoint::resume_the_world(t, world);
    found
}

/// The CPU time of the thread with Java id `tid` (0: the caller), in
/// nanoseconds; -1 if no live thread has it or CPU time is off.
fn thread_cpu_time(t: &mut JThread, tid: jlong, user_only: bool) -> jlong {
    if !THREAD_CPU_TIME.load(Ordering::Relaxed) {
        return -1;
    }
    if tid == 0 && user_only {
        // SAFETY: getrusage writes the struct it is given.
        let mut ru: libc::rusage = unsafe { std::mem::zeroed() };
        if unsafe { libc::getrusage(libc::RUSAGE_THREAD, &mut ru) } == 0 {
            return ru.ru_utime.tv_sec * 1_000_000_000 + ru.ru_utime.tv_usec * 1000;
        }
    }
    of_thread(t, tid, |th| th.cpu_time_ns() as jlong).unwrap_or(-1)
}

/// The bytes the thread with Java id `tid` (0: the caller) has allocated
/// in the heap, -1 if no live thread has it.
fn thread_allocated(t: &mut JThread, tid: jlong) -> jlong {
    of_thread(t, tid, |th| th.tlab.allocated_bytes() as jlong).unwrap_or(-1)
}

unsafe extern "C" fn GetThreadCpuTime(env: *mut JNIEnv, tid: jlong) -> jlong {
    with_thread(env, |t| thread_cpu_time(t, tid, false))
}

unsafe extern "C" fn GetThreadCpuTimeWithKind(env: *mut JNIEnv, tid: jlong, user_sys: jboolean) -> jlong {
    with_thread(env, |t| thread_cpu_time(t, tid, user_sys == 0))
}

unsafe extern "C" fn GetThreadCpuTimesWithKind(env: *mut JNIEnv, ids: jobject, times: jobject, user_sys: jboolean) {
    with_thread(env, |t| {
        let n = resolve(ids).array_length().max(0) as usize;
        for i in 0..n {
            let tid = resolve(ids).elem::<i64>(i);
            let v = thread_cpu_time(t, tid, user_sys == 0);
            resolve(times).set_elem::<i64>(i, v);
        }
    })
}

/// No VM flags are exposed (`HotSpotDiagnosticMXBean.getVMOption` then
/// reports the option as unknown).
unsafe extern "C" fn GetVMGlobalNames(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let r = crate::natives::string_array::<&str>(t, &[]);
        local(t, r)
    })
}

unsafe extern "C" fn GetVMGlobals(_env: *mut JNIEnv, _names: jobject, _globals: *mut c_void, _count: jint) -> jint {
    0
}

unsafe extern "C" fn SetVMGlobal(env: *mut JNIEnv, _name: jobject, _value: u64) {
    with_thread(env, |t| {
        let _ = throw_new(t, "java/lang/IllegalArgumentException", Some("VM option is not writeable"));
    })
}

unsafe extern "C" fn GetInternalThreadTimes(_env: *mut JNIEnv, _names: jobject, _times: jobject) -> jint {
    0
}

/// The peak thread count (to the live count) and a pool's peak usage (to
/// its usage now) reset; `obj` is a `jvalue`, the pool's reference.
unsafe extern "C" fn ResetStatistic(env: *mut JNIEnv, obj: u64, ty: jint) -> jboolean {
    match ty {
        JMM_STAT_PEAK_THREAD_COUNT => {
            safepoint::PEAK_THREAD_COUNT.store(safepoint::LIVE_COUNT.load(Ordering::Relaxed), Ordering::Relaxed);
            1
        }
        JMM_STAT_PEAK_POOL_USAGE => with_thread(env, |_| match pool_index(obj as usize as jobject) {
            Some(i) => {
                vm().heap.reset_space_peak(i);
                1
            }
            None => 0,
        }),
        _ => 0,
    }
}

unsafe extern "C" fn GetGCExtAttributeInfo(_env: *mut JNIEnv, _mgr: jobject, _info: *mut c_void, _count: jint) -> jint {
    0
}

/// `jmmGCStat`'s first field, `gc_index`, 0: no collection details kept
/// (`GarbageCollectorMXBean.getLastGcInfo()` is then null).
unsafe extern "C" fn GetLastGCStat(_env: *mut JNIEnv, _mgr: jobject, stat: *mut i64) {
    if !stat.is_null() {
        // SAFETY: the caller passes a jmmGCStat, whose first field is a jlong.
        unsafe { stat.write(0) };
    }
}

/// Notifications are never sent, so there is nothing to switch.
unsafe extern "C" fn SetGCNotificationEnabled(_env: *mut JNIEnv, _mgr: jobject, _on: jboolean) {}

unsafe extern "C" fn GetDiagnosticCommands(env: *mut JNIEnv) -> jobject {
    with_thread(env, |t| {
        let r = crate::natives::string_array::<&str>(t, &[]);
        local(t, r)
    })
}

unsafe extern "C" fn GetDiagnosticCommandInfo(_env: *mut JNIEnv, _cmds: jobject, _info: *mut c_void) {}

unsafe extern "C" fn GetDiagnosticCommandArgumentsInfo(_env: *mut JNIEnv, _cmd: jobject, _info: *mut c_void) {}

unsafe extern "C" fn ExecuteDiagnosticCommand(env: *mut JNIEnv, _cmd: jobject) -> jobject {
    with_thread(env, |t| unsupported(t, "DiagnosticCommandMBean"));
    std::ptr::null_mut()
}

unsafe extern "C" fn SetDiagnosticFrameworkNotificationEnabled(_env: *mut JNIEnv, _on: jboolean) {}
